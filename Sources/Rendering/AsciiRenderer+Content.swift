import Layout

/// `show sv`: a scroll view's content, on-screen and off, with the visible window marked.
extension AsciiRenderer {
    /// The content area of a scroll view as a box named after it, its views drawn inside, and the
    /// window drawn over them with the window characters (`═ ║`), leaving names readable.
    ///
    /// The picture spans the content area, the window and every view, so that a window scrolled past
    /// the content and views lying outside the content area (which no scrolling reaches) both show.
    /// It is scaled to ``width`` columns by the same rule as ``render(_:)``.
    public func renderContent(_ content: ScrollContent) -> String {
        let area = Rect(origin: .zero, size: content.contentSize)
        var extent: Rect?
        for rect in [area, content.window] where Self.isPlaceable(rect) {
            extent = extent.map { $0.union(rect) } ?? rect
        }
        for node in content.nodes where Self.isPlaceable(node.rect) && node.rect.width > 0 && node.rect.height > 0 {
            extent = extent.map { $0.union(node.rect) } ?? node.rect
        }
        let scale = CellScale(extent: extent ?? .zero, width: width, maxRows: maxRows)
        var canvas = Canvas(columns: scale.columns, rows: scale.rows)
        let picture = scale.picture
        if area.width > 0, area.height > 0, let box = scale.cells(area) {
            canvas.drawBox(named: content.name, text: nil, at: box, clippedTo: picture, characters: characters)
        }
        draw(content.nodes, scale: scale, within: picture, onto: &canvas)
        if content.window.width > 0, content.window.height > 0, let window = scale.cells(content.window) {
            canvas.overlayWindow(window, characters: characters)
        }
        return canvas.text
    }

    /// Whether a rectangle can be placed in a picture: finite, and not of negative size.
    private static func isPlaceable(_ rect: Rect) -> Bool {
        [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) && rect.width >= 0 && rect.height >= 0
    }
}
