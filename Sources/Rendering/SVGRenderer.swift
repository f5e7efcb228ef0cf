import Layout

/// Writes an ``SVGPicture`` as a self-contained SVG document: no scripts, fonts or links, one
/// element a line, numbers through ``formatNumber(_:)``, so the same picture is the same bytes.
///
/// - Each view is a `<g class="lb-view lb-KIND" data-name="NAME">` placed in its superview as UIKit
///   places it: `translate(frame origin − bounds origin)`, and `scale(z)` for a zoomed view. Inside
///   it, its box (`<rect>` at its bounds), its name in the top-left corner as the ASCII picture
///   writes it in the top border, a label's lines, an image's cross, then its subviews, clipped to
///   its bounds when it is a scroll view (and, on the screen, to the screen).
/// - A label's lines are drawn in the documented metric: each line's `textLength` is half the
///   font size per character (the whole size per Chinese, Japanese or Korean one), lines
///   `round(1.2 × size)` apart, centred vertically in a taller label.
/// - A view that draws nothing itself (``SVGNode/drawsItself``) is dashed; an ambiguous view is
///   amber with a `?` naming its axes; the last conflict's constraints are red lines, numbered, each
///   between the two attributes it binds (across the view, for a constant size).
/// - A legend under the picture names what is drawn. Colours follow the reader's light or dark
///   scheme (`prefers-color-scheme`) over a background of the picture's own, so it reads on any page.
public struct SVGRenderer: Sendable {
    /// Put before every `id` in the document, so several pictures can share one page.
    public var idPrefix: String

    public init(idPrefix: String = "") {
        self.idPrefix = idPrefix
    }

    /// Space around the picture, in points, so the outermost borders are drawn whole.
    static let margin = 8.0
    static let nameSize = 10.0
    static let legendSize = 11.0
    static let legendRow = 16.0

    public func render(_ picture: SVGPicture) -> String {
        var out = SVGWriter()
        let m = Self.margin
        let legend = Self.legendLines(picture)
        let legendHeight = legend.isEmpty ? 0 : Double(legend.count) * Self.legendRow + m
        let legendWidth = legend.map { Double($0.text.count) * Self.legendSize * 0.62 + 24 }.max() ?? 0
        let x = picture.extent.minX - m, y = picture.extent.minY - m
        let width = max(picture.extent.width + 2 * m, legendWidth + 2 * m)
        let height = picture.extent.height + 2 * m + legendHeight
        out.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", n(width)), ("height", n(height)),
            ("viewBox", "\(n(x)) \(n(y)) \(n(width)) \(n(height))"), ("role", "img"),
            ("aria-labelledby", id("title")), ("font-family", "'DejaVu Sans Mono', Menlo, Consolas, monospace"),
        ])
        out.element("title", [("id", id("title"))], text: "Layoutbook · \(picture.title)")
        out.element("style", [], text: Self.style, escape: false)
        out.element("rect", [("class", "lb-bg"), ("x", n(x)), ("y", n(y)), ("width", n(width)), ("height", n(height))])
        var clips = 0
        var tags = NameTags()
        if let area = picture.contentArea {
            out.open("g", [("class", "lb-view lb-content")])
            out.element("rect", rectAttributes(area, class: "lb-box"))
            name(picture.title, at: area, scale: 1, shift: tags.place(picture.title, at: area), into: &out)
            out.close()
        }
        // Views, nested as the view tree is.
        var stack: [(depth: Int, scale: Double, clipped: Bool)] = []
        for node in picture.nodes {
            while let top = stack.last, top.depth >= node.depth {
                if top.clipped { out.close() }
                out.close()
                stack.removeLast()
            }
            let outer = stack.last?.scale ?? 1
            let scale = outer * node.scale
            let b = node.bounds
            let tx = node.origin.x - node.scale * b.minX, ty = node.origin.y - node.scale * b.minY
            var transform = node.scale == 1 ? "translate(\(n(tx)) \(n(ty)))" : "matrix(\(n(node.scale)) 0 0 \(n(node.scale)) \(n(tx)) \(n(ty)))"
            if tx == 0, ty == 0, node.scale == 1 { transform = "" }
            var classes = "lb-view lb-\(node.kind.rawValue)"
            if !node.drawsItself { classes += " lb-nondrawing" }
            if !node.ambiguous.isEmpty { classes += " lb-ambiguous" }
            var attributes = [("class", classes), ("data-name", node.name)]
            if !transform.isEmpty { attributes.append(("transform", transform)) }
            out.open("g", attributes)
            out.element("rect", rectAttributes(b, class: "lb-box"))
            if node.kind == .image, b.width > 0, b.height > 0 {
                out.element("path", [("class", "lb-cross"), ("d",
                    "M\(n(b.minX)) \(n(b.minY))L\(n(b.maxX)) \(n(b.maxY))M\(n(b.maxX)) \(n(b.minY))L\(n(b.minX)) \(n(b.maxY))")])
            }
            if let text = node.text { label(text, in: b, into: &out) }
            if node.rect.width > 0 || node.rect.height > 0 {
                let label = node.kind == .label
                name(node.name, at: b, scale: scale, shift: label ? 0 : tags.place(node.name, at: node.rect), label: label,
                     into: &out)
            }
            if !node.ambiguous.isEmpty { ambiguity(node.ambiguous, at: b, scale: scale, into: &out) }
            let clipped = node.clipsSubviews || node.kind == .root
            if clipped {
                clips += 1
                let clipID = id("clip\(clips)")
                out.open("clipPath", [("id", clipID)])
                out.element("rect", rectAttributes(b, class: nil))
                out.close()
                out.open("g", [("clip-path", "url(#\(clipID))")])
            }
            stack.append((node.depth, scale, clipped))
        }
        while let top = stack.popLast() {
            if top.clipped { out.close() }
            out.close()
        }
        if let window = picture.window {
            out.open("g", [("class", "lb-window")])
            out.element("rect", rectAttributes(window, class: "lb-frame"))
            out.element("text", [("class", "lb-windowname"), ("x", n(window.maxX - 4)), ("y", n(window.maxY - 5)),
                                 ("text-anchor", "end"), ("font-size", n(Self.nameSize))], text: "visible window")
            out.close()
        }
        if !picture.conflict.isEmpty { conflict(picture.conflict, into: &out) }
        if !legend.isEmpty {
            out.open("g", [("class", "lb-legend")])
            let top = picture.extent.maxY + m + 4
            for (index, line) in legend.enumerated() {
                let baseline = top + Double(index) * Self.legendRow + 11
                let left = picture.extent.minX
                if let swatch = line.swatch {
                    out.element("rect", [("class", "lb-swatch \(swatch)"), ("x", n(left)), ("y", n(baseline - 9)),
                                         ("width", "16"), ("height", "10")])
                }
                out.element("text", [("x", n(left + (line.swatch == nil ? 0 : 22))), ("y", n(baseline)),
                                     ("font-size", n(Self.legendSize)), ("class", line.tone)], text: line.text)
            }
            out.close()
        }
        out.close()
        return out.text
    }

    // MARK: - Parts

    /// A view's name at the top of its box, as the ASCII picture writes it in the top border: on a
    /// tag of the background's colour, `shift` points right of the corner (past the names already
    /// there). A label's name goes to the top-right corner, where its text is least in the way.
    private func name(_ name: String, at b: Rect, scale: Double, shift: Double, label: Bool = false,
                      into out: inout SVGWriter) {
        let width = NameTags.width(of: name)
        let x = label ? b.maxX - (width + 1) / scale : b.minX + (3 + shift) / scale
        out.element("rect", [("class", "lb-tag"), ("x", n(x)), ("y", n(b.minY + 1 / scale)),
                             ("width", n(width / scale)), ("height", n(12 / scale)), ("rx", n(2 / scale))])
        out.element("text", [("class", "lb-name"), ("x", n(x + 2 / scale)), ("y", n(b.minY + 10.5 / scale)),
                             ("font-size", n(Self.nameSize / scale))], text: name)
    }

    private func ambiguity(_ axes: [Axis], at b: Rect, scale: Double, into out: inout SVGWriter) {
        let words = axes.map { $0 == .horizontal ? "↔" : "↕" }.joined()
        out.element("text", [("class", "lb-question"), ("x", n(b.maxX - 3 / scale)), ("y", n(b.minY + 12 / scale)),
                             ("text-anchor", "end"), ("font-size", n(12 / scale))], text: "?\(words)")
    }

    private func label(_ text: SVGText, in b: Rect, into out: inout SVGWriter) {
        for (index, line) in text.lines.enumerated() where !line.isEmpty {
            let baseline = text.top + Double(index) * text.lineHeight + text.lineHeight / 2 + text.fontSize * 0.35
            out.element("text", [
                ("class", "lb-text"), ("x", n(b.minX)), ("y", n(baseline)), ("font-size", n(text.fontSize * 5 / 6)),
                ("textLength", n(TextMetrics.width(line, fontSize: text.fontSize, weight: text.fontWeight, design: text.fontDesign))),
                ("lengthAdjust", "spacingAndGlyphs"),
            ], text: line)
        }
    }

    private func conflict(_ marks: [SVGConstraintMark], into out: inout SVGWriter) {
        out.open("g", [("class", "lb-conflict")])
        for mark in marks {
            out.open("g", [("class", mark.isBroken ? "lb-constraint lb-broken" : "lb-constraint"),
                           ("data-constraint", mark.description)])
            if mark.from == mark.to {
                out.element("circle", [("cx", n(mark.from.x)), ("cy", n(mark.from.y)), ("r", "5"), ("class", "lb-ring")])
            } else {
                out.element("line", [("x1", n(mark.from.x)), ("y1", n(mark.from.y)), ("x2", n(mark.to.x)), ("y2", n(mark.to.y))])
                for p in [mark.from, mark.to] {
                    out.element("circle", [("cx", n(p.x)), ("cy", n(p.y)), ("r", "2.5")])
                }
            }
            // Badges spread along their lines, so constraints that overlap stay readable.
            let t = Double(mark.number) / Double(marks.count + 1)
            let bx = mark.from.x + (mark.to.x - mark.from.x) * t, by = mark.from.y + (mark.to.y - mark.from.y) * t
            out.element("circle", [("class", "lb-badge"), ("cx", n(bx)), ("cy", n(by)), ("r", "7")])
            out.element("text", [("class", "lb-badgetext"), ("x", n(bx)), ("y", n(by + 3.5)), ("text-anchor", "middle"),
                                 ("font-size", "10")], text: "\(mark.number)")
            out.close()
        }
        out.close()
    }

    /// Where names go: a name whose corner another name already took sits after it on the same
    /// border, as `┌─root─sv─` does in the ASCII picture.
    struct NameTags {
        private var used: [Point: Double] = [:]

        static func width(of name: String) -> Double { Double(name.count) * 6.1 + 4 }

        /// The shift, in picture points, for `name` at the corner of `rect` (picture coordinates).
        mutating func place(_ name: String, at rect: Rect) -> Double {
            let corner = Point(x: (rect.minX * 2).rounded() / 2, y: (rect.minY * 2).rounded() / 2)
            let shift = used[corner] ?? 0
            used[corner] = shift + Self.width(of: name) + 4
            return shift
        }
    }

    /// One legend line: an optional swatch class, its text and its tone.
    struct LegendLine {
        var swatch: String?
        var text: String
        var tone: String
    }

    static func legendLines(_ picture: SVGPicture) -> [LegendLine] {
        var lines: [LegendLine] = []
        let kinds: [(SVGNode.Kind, String)] = [
            (.scrollView, "scroll view (clips its content)"), (.view, "view"), (.label, "label"), (.image, "image view"),
        ]
        for (kind, words) in kinds where picture.nodes.contains(where: { $0.kind == kind }) || (kind == .scrollView && picture.contentArea != nil) {
            lines.append(LegendLine(swatch: "lb-\(kind.rawValue)", text: words, tone: "lb-legendtext"))
        }
        if picture.nodes.contains(where: { !$0.drawsItself }) {
            lines.append(LegendLine(swatch: "lb-nondrawing", text: "arranges its subviews, draws nothing", tone: "lb-legendtext"))
        }
        if picture.window != nil {
            lines.append(LegendLine(swatch: "lb-windowswatch", text: "visible window (the scroll view's bounds)", tone: "lb-legendtext"))
        }
        let ambiguous = picture.nodes.filter { !$0.ambiguous.isEmpty }
        if !ambiguous.isEmpty {
            let names = ambiguous.map { node in
                node.name + " " + node.ambiguous.map { $0 == .horizontal ? "↔" : "↕" }.joined()
            }
            let shown = names.prefix(6).joined(separator: ", ") + (names.count > 6 ? " and \(names.count - 6) more" : "")
            lines.append(LegendLine(swatch: "lb-ambiguousswatch", text: "? ambiguous layout: " + shown,
                                    tone: "lb-legendtext"))
        }
        if let broken = picture.brokenConstraint {
            lines.append(LegendLine(swatch: "lb-conflictswatch", text: "Unable to satisfy these together; broken: \(broken)",
                                    tone: "lb-conflicttext"))
            for mark in picture.conflict {
                lines.append(LegendLine(swatch: nil, text: "  \(mark.number)  \(mark.description)", tone: "lb-conflicttext"))
            }
        }
        return lines
    }

    // MARK: - Helpers

    private func rectAttributes(_ r: Rect, class name: String?) -> [(String, String)] {
        var attributes: [(String, String)] = []
        if let name { attributes.append(("class", name)) }
        attributes += [("x", n(r.minX)), ("y", n(r.minY)), ("width", n(max(0, r.width))), ("height", n(max(0, r.height)))]
        return attributes
    }

    private func id(_ name: String) -> String { idPrefix + name }

    /// A number as the reports print it; a coordinate that is not finite draws nothing useful, so
    /// it becomes 0 rather than text no SVG reader accepts.
    private func n(_ x: Double) -> String {
        x.isFinite ? formatNumber(x) : "0"
    }

    static let style = """
        .lb-bg{fill:#fbfbfd}
        .lb-box{fill:#3d5a80;fill-opacity:.05;stroke:#3d5a80;stroke-width:1.25;vector-effect:non-scaling-stroke}
        .lb-root>.lb-box{fill:none;stroke:#6b7280;stroke-width:2}
        .lb-scrollView>.lb-box,.lb-content>.lb-box{stroke:#0f766e;fill:#0f766e}
        .lb-content>.lb-box{fill-opacity:.03;stroke-dasharray:2 3}
        .lb-label>.lb-box{stroke:#7c3aed;fill:#7c3aed}
        .lb-image>.lb-box{stroke:#b45309;fill:#b45309}
        .lb-nondrawing>.lb-box{fill:none;stroke-dasharray:6 4}
        .lb-ambiguous>.lb-box{stroke:#d97706;stroke-width:2}
        .lb-cross{stroke:#b45309;stroke-opacity:.35;vector-effect:non-scaling-stroke;fill:none}
        .lb-name{fill:#1f2937}
        .lb-tag{fill:#fbfbfd;stroke:#9ca3af;stroke-width:.75;vector-effect:non-scaling-stroke}
        .lb-text{fill:#4c1d95}
        .lb-question{fill:#b45309;font-weight:bold}
        .lb-frame{fill:none;stroke:#2563eb;stroke-width:3;vector-effect:non-scaling-stroke}
        .lb-windowname{fill:#2563eb}
        .lb-conflict line{stroke:#dc2626;stroke-width:2}
        .lb-conflict circle{fill:#dc2626}
        .lb-conflict .lb-ring{fill:none;stroke:#dc2626;stroke-width:2}
        .lb-conflict .lb-badge{fill:#dc2626;stroke:#fbfbfd;stroke-width:1.5}
        .lb-badgetext{fill:#ffffff;font-weight:bold}
        .lb-legendtext{fill:#1f2937}
        .lb-conflicttext{fill:#b91c1c}
        .lb-swatch{fill-opacity:.12;stroke-width:1.5}
        .lb-swatch.lb-view{fill:#3d5a80;stroke:#3d5a80}
        .lb-swatch.lb-scrollView{fill:#0f766e;stroke:#0f766e}
        .lb-swatch.lb-label{fill:#7c3aed;stroke:#7c3aed}
        .lb-swatch.lb-image{fill:#b45309;stroke:#b45309}
        .lb-swatch.lb-nondrawing{fill:none;stroke:#3d5a80;stroke-dasharray:4 2}
        .lb-swatch.lb-windowswatch{fill:none;stroke:#2563eb;stroke-width:3}
        .lb-swatch.lb-ambiguousswatch{fill:none;stroke:#d97706;stroke-width:2}
        .lb-swatch.lb-conflictswatch{fill:#dc2626;stroke:#dc2626;fill-opacity:1}
        @media (prefers-color-scheme: dark){
        .lb-bg{fill:#14171c}
        .lb-box{fill:#8fb3e0;stroke:#8fb3e0;fill-opacity:.07}
        .lb-root>.lb-box{fill:none;stroke:#9ca3af}
        .lb-scrollView>.lb-box,.lb-content>.lb-box{stroke:#34d399;fill:#34d399}
        .lb-label>.lb-box{stroke:#c4b5fd;fill:#c4b5fd}
        .lb-image>.lb-box{stroke:#fbbf24;fill:#fbbf24}
        .lb-nondrawing>.lb-box{fill:none}
        .lb-ambiguous>.lb-box{stroke:#fbbf24}
        .lb-cross{stroke:#fbbf24}
        .lb-name{fill:#e5e7eb}
        .lb-tag{fill:#14171c;stroke:#4b5563}
        .lb-text{fill:#ddd6fe}
        .lb-question{fill:#fbbf24}
        .lb-frame{stroke:#60a5fa}
        .lb-windowname{fill:#60a5fa}
        .lb-conflict line{stroke:#f87171}
        .lb-conflict circle{fill:#f87171}
        .lb-conflict .lb-ring{fill:none;stroke:#f87171}
        .lb-conflict .lb-badge{fill:#dc2626;stroke:#14171c}
        .lb-legendtext{fill:#e5e7eb}
        .lb-conflicttext{fill:#fca5a5}
        .lb-swatch.lb-view{fill:#8fb3e0;stroke:#8fb3e0}
        .lb-swatch.lb-scrollView{fill:#34d399;stroke:#34d399}
        .lb-swatch.lb-label{fill:#c4b5fd;stroke:#c4b5fd}
        .lb-swatch.lb-image{fill:#fbbf24;stroke:#fbbf24}
        .lb-swatch.lb-nondrawing{stroke:#8fb3e0}
        .lb-swatch.lb-windowswatch{stroke:#60a5fa}
        .lb-swatch.lb-ambiguousswatch{stroke:#fbbf24}
        }
        """
}

/// A tiny XML writer: one element a line, indented by nesting, attributes in the order given,
/// text and attribute values escaped.
struct SVGWriter {
    private(set) var lines: [String] = []
    private var open: [String] = []

    var text: String { lines.joined(separator: "\n") + "\n" }

    mutating func open(_ name: String, _ attributes: [(String, String)]) {
        lines.append(indent + "<\(name)\(Self.attributes(attributes))>")
        open.append(name)
    }

    mutating func close() {
        guard let name = open.popLast() else { return }
        lines.append(indent + "</\(name)>")
    }

    mutating func element(_ name: String, _ attributes: [(String, String)], text: String? = nil, escape: Bool = true) {
        if let text {
            let body = escape ? Self.escape(text) : text
            if body.contains("\n") {
                lines.append(indent + "<\(name)\(Self.attributes(attributes))>")
                lines += body.split(separator: "\n").map(String.init)
                lines.append(indent + "</\(name)>")
            } else {
                lines.append(indent + "<\(name)\(Self.attributes(attributes))>\(body)</\(name)>")
            }
        } else {
            lines.append(indent + "<\(name)\(Self.attributes(attributes))/>")
        }
    }

    private var indent: String { String(repeating: " ", count: open.count) }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// XML's five special characters as entities; control characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
