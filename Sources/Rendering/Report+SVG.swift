import Layout

/// `show --svg FILE` and `show sv --svg FILE`: the layout as an SVG picture.
extension Report {
    /// The screen as an SVG document (see ``SVGRenderer``).
    public static func svg(_ layout: Layout, idPrefix: String = "") -> String {
        SVGRenderer(idPrefix: idPrefix).render(svgPicture(of: layout))
    }

    /// A scroll view's whole content with its visible window, as an SVG document; nil for an
    /// unknown id.
    public static func svg(_ layout: Layout, scrollView: ViewID, idPrefix: String = "") -> String? {
        svgPicture(of: layout, content: scrollView).map { SVGRenderer(idPrefix: idPrefix).render($0) }
    }

    /// The screen as an ``SVGPicture``: every view in tree order, the root first, in root
    /// coordinates.
    public static func svgPicture(of layout: Layout) -> SVGPicture {
        let mapping = PictureMapping.screen
        let nodes = svgNodes(of: layout, under: nil, mapping: mapping)
        var picture = SVGPicture(
            title: "\(layout.view(.root)?.name ?? "root") \(Format.size(layout.screen))",
            extent: Rect(origin: .zero, size: layout.screen), nodes: nodes, contentArea: nil, window: nil,
            conflict: [], brokenConstraint: nil)
        addConflict(of: layout, mapping: mapping, to: &picture)
        return picture
    }

    /// The content of `container` (a scroll view, or any view) in its bounds coordinates: the
    /// content area, the views inside it on screen or not, and the visible window.
    public static func svgPicture(of layout: Layout, content container: ViewID) -> SVGPicture? {
        guard let view = layout.view(container) else { return nil }
        let info = layout.scrollInfo(container)
        let bounds = layout.bounds(of: container)
        let area = Rect(origin: .zero, size: info?.contentSize ?? bounds.size)
        let mapping = PictureMapping(ContentMapping(container, in: layout))
        let nodes = svgNodes(of: layout, under: container, mapping: mapping)
        var extent: Rect = area
        for rect in [info == nil ? nil : bounds] + nodes.map(\.rect) {
            guard let rect, isDrawable(rect) else { continue }
            extent = extent.union(rect)
        }
        let title = info == nil
            ? "\(view.name) \(Format.size(bounds.size))"
            : "\(view.name) content \(Format.size(area.size))"
        var picture = SVGPicture(
            title: title, extent: extent, nodes: nodes, contentArea: area, window: info == nil ? nil : bounds,
            conflict: [], brokenConstraint: nil)
        addConflict(of: layout, mapping: mapping, to: &picture)
        return picture
    }

    /// The views of the picture: every view (with `container` nil), or those inside `container`,
    /// placed in their superviews and mapped into picture coordinates.
    static func svgNodes(of layout: Layout, under container: ViewID?, mapping: PictureMapping) -> [SVGNode] {
        let placements = layout.placements()
        var ambiguous: [ViewID: [Axis]] = [:]
        for a in layout.ambiguities() where !(ambiguous[a.view]?.contains(a.axis) ?? false) {
            ambiguous[a.view, default: []].append(a.axis)
        }
        let base = container.map { depth(of: $0, in: layout) + 1 } ?? 0
        var nodes: [SVGNode] = []
        for id in layout.viewsInTreeOrder {
            if let container, id == container || !layout.isDescendant(id, of: container) { continue }
            guard let view = layout.view(id), let placement = placements[id.rawValue],
                  !layout.isHiddenOnScreen(id) else { continue }
            let frame = layout.frame(of: id)
            let bounds = layout.bounds(of: id)
            let scale = layout.transform(of: id).a
            let kind = svgKind(of: view)
            let text = view.label.map { svgText($0, bounds: bounds) }
            nodes.append(SVGNode(
                name: view.name, kind: kind, depth: placement.depth - base,
                origin: container != nil || id != .root ? frame.origin : .zero,
                bounds: bounds, scale: scale.isFinite && scale > 0 ? scale : 1,
                rect: mapping(placement.window), clipsSubviews: view.isScrollView,
                drawsItself: layout.stack(id) == nil,
                text: text, ambiguous: Axis.allCases.filter { ambiguous[id]?.contains($0) ?? false }))
        }
        return nodes
    }

    /// A label's lines as the picture sets them in its `bounds`.
    static func svgText(_ label: LabelContent, bounds: Rect) -> SVGText {
        let lines = TextMetrics.displayedLines(label, size: bounds.size)
        let lineHeight = TextMetrics.lineHeight(label)
        let block = Double(lines.count) * lineHeight
        // A label centres its text vertically; a text view starts it below its top inset.
        let top = label.isTextView ? bounds.minY + label.textInsets.top : bounds.minY + max(0, (bounds.height - block) / 2)
        var text = SVGText(fontSize: label.fontSize, fontWeight: label.fontWeight, lineHeight: lineHeight, lines: lines, top: top)
        text.fontDesign = label.fontDesign
        return text
    }

    static func svgKind(of view: View) -> SVGNode.Kind {
        switch view.kind {
        case .root: .root
        case .scrollView: .scrollView
        case .label: .label
        case .image: .image
        case .view: view.imageSize == nil ? .view : .image
        }
    }

    /// The last conflict's minimal set, each constraint drawn between the attributes it binds.
    static func addConflict(of layout: Layout, mapping: PictureMapping, to picture: inout SVGPicture) {
        guard let report = layout.conflicts.last else { return }
        picture.brokenConstraint = layout.describe(report.broken)
        picture.conflict = conflictMarks(report, in: layout, mapping: mapping)
    }

    /// A conflict's minimal set, the broken constraint last, each with the points it is drawn between.
    static func conflictMarks(_ report: ConflictReport, in layout: Layout, mapping: PictureMapping = .screen)
        -> [SVGConstraintMark]
    {
        let set = report.culprits + [report.broken]
        var marks: [SVGConstraintMark] = []
        for (index, id) in set.enumerated() {
            guard let c = layout.constraint(id) else { continue }
            let first = mapping(itemRect(c.first, in: layout))
            let from = attributePoint(c.firstAttribute, of: first, item: c.first, in: layout)
            let to: Point
            if let second = c.second, let attribute = c.secondAttribute {
                to = attributePoint(attribute, of: mapping(itemRect(second, in: layout)), item: second, in: layout)
            } else if c.firstAttribute == .width {
                to = Point(x: first.maxX, y: first.midY)
            } else if c.firstAttribute == .height {
                to = Point(x: first.midX, y: first.maxY)
            } else {
                to = from
            }
            let (start, end) = c.firstAttribute.isSize && c.second == nil
                ? (c.firstAttribute == .width ? Point(x: first.minX, y: first.midY) : Point(x: first.midX, y: first.minY), to)
                : (from, to)
            marks.append(SVGConstraintMark(
                number: index + 1, description: layout.describe(id), from: start, to: end,
                isBroken: id == report.broken))
        }
        return marks
    }

    /// An item's rectangle in root coordinates: a view's window rect, a scroll view's content
    /// area (contentLayoutGuide) or frame, a view's margins.
    static func itemRect(_ item: Item, in layout: Layout) -> Rect {
        let id = item.view
        let window = layout.windowRect(of: id)
        switch item {
        case .view, .frame, .spacer:
            return window
        case .content:
            let size = layout.scrollInfo(id)?.contentSize ?? window.size
            let toRoot = ContentMapping(id, in: layout)
            return Rect(x: window.minX + (0 - toRoot.bounds.minX) * toRoot.scale,
                        y: window.minY + (0 - toRoot.bounds.minY) * toRoot.scale,
                        width: size.width * toRoot.scale, height: size.height * toRoot.scale)
        case .margins, .safeArea, .readable:
            let m: EdgeInsets
            switch item {
            case .safeArea: m = layout.safeAreaInsets(of: id)
            case .readable: m = layout.readableContentInsets(of: id)
            default: m = layout.layoutMargins(of: id)
            }
            return Rect(x: window.minX + m.left, y: window.minY + m.top,
                        width: max(0, window.width - m.left - m.right), height: max(0, window.height - m.top - m.bottom))
        }
    }

    /// Where an attribute lies on a rectangle: an edge's midpoint, the centre for centres and
    /// sizes, a label's first or last baseline (at 80% of a line's height).
    static func attributePoint(_ attribute: Attribute, of r: Rect, item: Item, in layout: Layout) -> Point {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return Point(x: r.minX, y: r.midY)
        case .right, .trailing, .rightMargin, .trailingMargin: return Point(x: r.maxX, y: r.midY)
        case .top, .topMargin: return Point(x: r.midX, y: r.minY)
        case .bottom, .bottomMargin: return Point(x: r.midX, y: r.maxY)
        case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins:
            return Point(x: r.midX, y: r.midY)
        case .firstBaseline, .lastBaseline:
            let size = layout.view(item.view)?.label?.fontSize ?? 17
            let line = TextMetrics.lineHeight(fontSize: size)
            return attribute == .firstBaseline
                ? Point(x: r.midX, y: min(r.maxY, r.minY + 0.8 * line))
                : Point(x: r.midX, y: max(r.minY, r.maxY - 0.2 * line))
        }
    }

    static func isDrawable(_ r: Rect) -> Bool {
        [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) && r.width >= 0 && r.height >= 0
    }

    /// From root coordinates to picture coordinates: the identity for the screen, a view's bounds
    /// coordinates for `show sv`.
    struct PictureMapping {
        var content: ContentMapping?

        static let screen = PictureMapping(nil)

        init(_ content: ContentMapping?) {
            self.content = content
        }

        func callAsFunction(_ r: Rect) -> Rect {
            content.map { $0(r) } ?? r
        }
    }
}

extension Rect {
    var midX: Double { minX + width / 2 }
    var midY: Double { minY + height / 2 }
}
