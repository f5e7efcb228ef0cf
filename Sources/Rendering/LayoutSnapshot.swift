import Layout

/// A cheap record of what a layout looked like, to say what changed after a command.
///
/// Views are recorded by name (a name is unique in a layout, and the user knows views by name), in
/// tree order; constraints by id, which a layout never reuses. Two snapshots of the same layout are
/// equal.
public struct LayoutSnapshot: Sendable, Hashable {
    struct ViewRecord: Sendable, Hashable {
        var name: String
        /// In the superview's coordinates.
        var frame: Rect
        /// In root (screen) coordinates.
        var window: Rect
    }

    struct ScrollRecord: Sendable, Hashable {
        var name: String
        var contentSize: Size
        var contentOffset: Point
        /// 1 unless zooming is on (a zoom view and maximum > minimum).
        var zoomScale: Double
        /// A hand-set contentSize that constraints override.
        var overriddenHandSize: Size?
    }

    var views: [ViewRecord] = []
    var scrollViews: [ScrollRecord] = []
    var diagnostics: LayoutDiagnostics

    /// Records the frames and window rects of every view in tree order, each scroll view's content
    /// size, offset and zoom, and the conflicts and ambiguities that hold.
    public init(_ layout: Layout) {
        diagnostics = LayoutDiagnostics(layout)
        let placements = layout.placements()
        for id in layout.viewsInTreeOrder {
            guard let name = layout.name(of: id), let placement = placements[id.rawValue] else { continue }
            views.append(ViewRecord(name: name, frame: layout.frame(of: id), window: placement.window))
            if layout.isScrollView(id), let info = layout.scrollInfo(id) {
                scrollViews.append(ScrollRecord(
                    name: name, contentSize: info.contentSize, contentOffset: info.contentOffset,
                    zoomScale: info.zoomScale, overriddenHandSize: info.overriddenHandSize))
            }
        }
    }
}
