import Layout

/// `frames`: where every view is.
extension Report {
    /// The ``FrameTable`` of every view in tree order: frame (superview coordinates), bounds,
    /// window rect (screen coordinates) and transform. Names are indented two spaces per level below
    /// the root, as `recursiveDescription` indents, so the table shows the tree.
    public static func frames(_ layout: Layout, columns: Int? = nil) -> String {
        let rows = layout.viewsInTreeOrder.compactMap { id -> FrameRow? in
            guard let view = layout.view(id) else { return nil }
            let indent = String(repeating: "  ", count: depth(of: id, in: layout))
            return FrameRow(name: indent + view.name, frame: layout.frame(of: id), bounds: layout.bounds(of: id),
                            window: layout.windowRect(of: id), transform: layout.transform(of: id),
                            safeArea: layout.safeAreaInsets(of: id))
        }
        return FrameTable.render(rows: rows, columns: columns)
    }

    /// ``frames(_:)`` in a style: in ASCII, a foreign character in a name becomes one `?`, keeping
    /// the columns aligned.
    public static func frames(_ layout: Layout, style: ReportStyle) -> String {
        var text = ReportText()
        text.add(frames(layout, columns: style.tableColumns), .picture)
        return text.rendered(style)
    }
}
