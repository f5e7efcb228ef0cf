import SharedStorage

/// Reads of every view at once, for the reports that compare a layout with an earlier one.
extension Layout {
    /// Each view's id by name. Shared with the layout, not copied: keeping it costs nothing
    /// until the layout's views change.
    public var viewIDsByName: TreeDictionary<String, ViewID> { names }
}
