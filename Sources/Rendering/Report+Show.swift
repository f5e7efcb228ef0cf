import Layout

/// `show sv`: the whole content of a scroll view with its visible window marked.
extension Report {
    /// The whole content area of `scrollView` (contentSize, zoom included) with every view inside it,
    /// on screen or not, the visible window (its bounds) drawn over them, and below the picture its
    /// scroll lines (``scrollLines(_:)``).
    ///
    /// A view that is not a scroll view is shown the same way, its bounds as the content and no window:
    /// a close-up of that view and its subviews. When nothing has area (a scroll view not laid out
    /// yet, say) a line says so instead of a blank picture. An unknown id prints `no view #n`.
    public static func show(_ layout: Layout, scrollView: ViewID, style: ReportStyle) -> String {
        guard let view = layout.view(scrollView) else { return "no view #\(scrollView.rawValue)" }
        let info = layout.scrollInfo(scrollView)
        let bounds = layout.bounds(of: scrollView)
        let content = ScrollContent(
            name: view.name, contentSize: info?.contentSize ?? bounds.size,
            window: info == nil ? .zero : bounds, nodes: contentNodes(of: scrollView, in: layout))
        let renderer = style.renderer
        var text = ReportText()
        let picture = renderer.renderContent(content)
        if picture.allSatisfy({ $0 == " " || $0 == "\n" }) {
            text.add("(nothing to draw: \(view.name), its content and its subviews have no area)")
        } else {
            text.add(picture, .picture)
        }
        text.add(Format.named(scrollRows(layout, of: scrollView)))
        return text.rendered(style)
    }

    /// The views inside `container` in tree order, placed in its bounds coordinates (its content
    /// coordinates, for a scroll view), each clipped by the scroll views between it and `container`.
    static func contentNodes(of container: ViewID, in layout: Layout) -> [SceneNode] {
        let toContent = ContentMapping(container, in: layout)
        let base = depth(of: container, in: layout)
        var nodes: [SceneNode] = []
        for id in layout.viewsInTreeOrder where id != container && layout.isDescendant(id, of: container) {
            guard let view = layout.view(id), !layout.isHiddenOnScreen(id) else { continue }
            var clip: Rect? = nil
            var current = view.superview
            while let c = current, c != container {
                if layout.view(c)?.isScrollView == true {
                    let window = toContent(layout.windowRect(of: c))
                    clip = clip.map { $0.intersection(window) ?? Rect(origin: window.origin, size: .zero) } ?? window
                }
                current = layout.view(c)?.superview
            }
            nodes.append(SceneNode(
                name: view.name, depth: depth(of: id, in: layout) - base, kind: kind(of: view, in: layout),
                rect: toContent(layout.windowRect(of: id)), clip: clip))
        }
        return nodes
    }

    /// From root coordinates to a view's bounds coordinates, undoing the offsets and zoom scales of
    /// the view and everything around it.
    struct ContentMapping {
        var window: Rect
        var bounds: Rect
        /// How many screen points one point of the view's bounds takes (the zooms around it).
        var scale: Double

        init(_ id: ViewID, in layout: Layout) {
            window = layout.windowRect(of: id)
            bounds = layout.bounds(of: id)
            var scale = 1.0
            var current: ViewID? = id
            while let c = current, c != .root {
                scale *= layout.transform(of: c).a
                current = layout.view(c)?.superview
            }
            self.scale = scale > 0 && scale.isFinite ? scale : 1
        }

        func callAsFunction(_ r: Rect) -> Rect {
            Rect(x: (r.minX - window.minX) / scale + bounds.minX, y: (r.minY - window.minY) / scale + bounds.minY,
                 width: r.width / scale, height: r.height / scale)
        }
    }
}
