import SharedStorage

/// Reads of every view at once, for the reports that compare a layout with an earlier one.
extension Layout {
    /// Every view's ``frame(of:)``, indexed by ``ViewID/rawValue`` (nil for removed views): one
    /// read per view, with no view copied.
    public func frames() -> [Rect?] {
        var result: [Rect?] = Array(repeating: nil, count: views.count)
        for id in treeOrder {
            result[id.rawValue] = frame(of: id)
        }
        return result
    }

    /// Each view's id by name. Shared with the layout, not copied: keeping it costs nothing
    /// until the layout's views change.
    public var viewIDsByName: TreeDictionary<String, ViewID> { names }
}
