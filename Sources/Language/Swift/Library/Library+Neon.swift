import Layout

/// Neon, as its public source does it: UIView methods that set `frame` at once from the
/// superview's frame and a sibling's, no constraint made and the autoresizing mask left alone
/// (apps call them in `layoutSubviews` or `viewDidLayoutSubviews`, which run again when bounds
/// change). Read only with Neon's own argument labels, so the app's helpers of the same names
/// (`fillSuperview(padding:)`, which pins with constraints) stay the app's:
/// - `fillSuperview(left:right:top:bottom:)` with at least one of its labels;
/// - `anchorInCenter(width:height:)`, `anchorInCorner(_:xPad:yPad:width:height:)`,
///   `anchorToEdge(_:padding:width:height:)` (centred along the edge),
///   `anchorAndFillEdge(_:xPad:yPad:otherSize:)`;
/// - `align(_:relativeTo:padding:width:height:offset:)`,
///   `alignAndFillWidth(align:relativeTo:padding:height:offset:)`,
///   `alignAndFillHeight(align:relativeTo:padding:width:offset:)`, with the twelve `Align` cases
///   (`.underCentered`, `.toTheRightMatchingTop`, … ; Swift 2's capitalised spellings too);
/// - `groupAndAlign(group:andAlign:views:relativeTo:padding:width:height:)` on the superview.
/// `AutoHeight` and `AutoWidth` (-1) size the view with `sizeToFit()` (a label's text) and place
/// it again with that size, as Neon does.
extension Library {
    /// Neon's methods by name: their labels in order, and how many of the last ones may be left
    /// out (all of `fillSuperview`'s).
    static let neonForms: [String: (labels: [String?], optional: Int)] = [
        "fillSuperview": (["left", "right", "top", "bottom"], 4),
        "anchorInCenter": (["width", "height"], 0),
        "anchorInCorner": ([nil, "xPad", "yPad", "width", "height"], 0),
        "anchorToEdge": ([nil, "padding", "width", "height"], 0),
        "anchorAndFillEdge": ([nil, "xPad", "yPad", "otherSize"], 0),
        "align": ([nil, "relativeTo", "padding", "width", "height", "offset"], 1),
        "alignAndFillWidth": (["align", "relativeTo", "padding", "height", "offset"], 1),
        "alignAndFillHeight": (["align", "relativeTo", "padding", "width", "offset"], 1),
        "groupAndAlign": (["group", "andAlign", "views", "relativeTo", "padding", "width", "height"], 0),
    ]

    /// Whether a call is written with the labels of Neon's method of that name.
    static func isNeonCall(_ name: String, labels: [String?]) -> Bool {
        guard let form = neonForms[name], !labels.isEmpty else { return false }
        if name == "fillSuperview" { return Set(labels).isSubset(of: Set(form.labels)) && labels.allSatisfy { $0 != nil } }
        guard labels.count <= form.labels.count, labels.count >= form.labels.count - form.optional else { return false }
        return Array(form.labels.prefix(labels.count)) == labels
    }

    /// A call of a Neon method (other than `fillSuperview`) with Neon's labels but one misspelt
    /// (`anchorInCenter(width: 100, heigth: 50)`): the argument's index and the label meant.
    static func neonMisspelling(_ name: String, labels: [String?]) -> (index: Int, meant: String)? {
        guard name != "fillSuperview", let form = neonForms[name], labels.count <= form.labels.count,
              labels.count >= form.labels.count - form.optional else { return nil }
        let differing = zip(labels, form.labels).enumerated().filter { $0.element.0 != $0.element.1 }
        guard differing.count == 1, let (index, (written, meant)) = differing.first, let written, let meant,
              Suggestion.closest(to: written, in: [meant]) == meant else { return nil }
        return (index, meant)
    }
}

extension Evaluator {
    /// Neon's `AutoHeight` and `AutoWidth`.
    static let neonAuto: Double = -1

    /// Runs a Neon frame method on a view; nil when the call is not written as Neon's.
    mutating func neonCall(_ name: String, _ base: Value, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value? {
        guard case .view(let view) = base else { return nil }
        if name == "groupAndAlign", Library.isNeonCall(name, labels: args.map(\.label)) { return try neonGroupAndAlign(args, at: range) }
        guard Library.isNeonCall(name, labels: args.map(\.label)) else {
            // Neon's method with one of its labels misspelt: Swift would not compile it.
            if let (index, meant) = Library.neonMisspelling(name, labels: args.map(\.label)) {
                throw fail("Neon's \(name) has no argument label '\(args[index].label ?? "_"):'", at: args[index].range, suggestion: meant)
            }
            return nil
        }
        func number(_ label: String?, default value: Double? = nil) throws(Interrupt) -> Double {
            guard let a = args.named(label) else {
                if let value { return value }
                throw fail("Neon's \(name) needs \(label.map { "\($0):" } ?? "its first argument")", at: range)
            }
            if case .opaque(let text) = a.value, text == "AutoHeight" || text == "AutoWidth" { return Self.neonAuto }
            return try Library.number(a.value, &self, at: a.range)
        }
        func word(_ label: String?) throws(Interrupt) -> String {
            guard let a = args.named(label), case .enumCase(let c) = a.value else {
                throw fail("Neon's \(name) takes a case first (.top, .underCentered…)", at: args.named(label)?.range ?? range)
            }
            return c.prefix(1).lowercased() + c.dropFirst()
        }
        let parent: Size = if case .view(let p) = superview(of: view) { frame(of: p).size } else { Size(width: 0, height: 0) }
        let place: (Double, Double) -> Rect?
        var width = Self.neonAuto, height = Self.neonAuto
        // Which sizes Neon fits when AutoHeight/AutoWidth is given: none where it works a size out.
        var fits = (width: true, height: true)
        switch name {
        case "fillSuperview":
            let (l, r, t, b) = (try number("left", default: 0), try number("right", default: 0), try number("top", default: 0), try number("bottom", default: 0))
            (width, height) = (parent.width - (l + r), parent.height - (t + b))
            fits = (false, false)
            place = { w, h in Rect(x: l, y: t, width: w, height: h) }
        case "anchorInCenter":
            (width, height) = (try number("width"), try number("height"))
            place = { w, h in Rect(x: parent.width / 2 - w / 2, y: parent.height / 2 - h / 2, width: w, height: h) }
        case "anchorInCorner":
            let corner = try word(nil)
            let (xPad, yPad) = (try number("xPad"), try number("yPad"))
            (width, height) = (try number("width"), try number("height"))
            guard ["topLeft", "topRight", "bottomLeft", "bottomRight"].contains(corner) else {
                throw fail("Neon's corners are .topLeft, .topRight, .bottomLeft and .bottomRight", at: range)
            }
            place = { w, h in
                Rect(x: corner.hasSuffix("Left") ? xPad : parent.width - w - xPad,
                     y: corner.hasPrefix("top") ? yPad : parent.height - h - yPad, width: w, height: h)
            }
        case "anchorToEdge":
            let edge = try word(nil)
            let padding = try number("padding")
            (width, height) = (try number("width"), try number("height"))
            place = { w, h in
                switch edge {
                case "top": Rect(x: parent.width / 2 - w / 2, y: padding, width: w, height: h)
                case "bottom": Rect(x: parent.width / 2 - w / 2, y: parent.height - h - padding, width: w, height: h)
                case "left": Rect(x: padding, y: parent.height / 2 - h / 2, width: w, height: h)
                case "right": Rect(x: parent.width - w - padding, y: parent.height / 2 - h / 2, width: w, height: h)
                default: nil
                }
            }
        case "anchorAndFillEdge":
            let edge = try word(nil)
            let (xPad, yPad, other) = (try number("xPad"), try number("yPad"), try number("otherSize"))
            let acrossWidth = edge == "top" || edge == "bottom"
            (width, height) = acrossWidth ? (parent.width - 2 * xPad, other) : (other, parent.height - 2 * yPad)
            // Only the top and bottom edges take AutoHeight; a side's width stays as written.
            fits = (false, acrossWidth)
            place = { w, h in
                switch edge {
                case "top", "left": Rect(x: xPad, y: yPad, width: w, height: h)
                case "bottom": Rect(x: xPad, y: parent.height - h - yPad, width: w, height: h)
                case "right": Rect(x: parent.width - w - xPad, y: yPad, width: w, height: h)
                default: nil
                }
            }
        default:
            let align = try word(name == "align" ? nil : "align")
            guard let siblingArgument = args.named("relativeTo") else { return nil }
            let s = frame(of: try Library.viewName(siblingArgument.value, &self, at: siblingArgument.range))
            let (padding, offset) = (try number("padding"), try number("offset", default: 0))
            switch name {
            case "alignAndFillWidth":
                height = try number("height")
                let fill = Self.neonFillWidth(align, sibling: s, padding: padding, offset: offset, parentWidth: parent.width)
                width = fill.map { max(0, $0.width) } ?? 0
                fits.width = false
                place = { w, h in fill.map { Self.neonAligned(align, sibling: s, padding: padding, offset: offset, width: w, height: h, x: $0.x) } ?? nil }
            case "alignAndFillHeight":
                width = try number("width")
                let fill = Self.neonFillHeight(align, sibling: s, padding: padding, offset: offset, parentHeight: parent.height)
                height = fill.map { max(0, $0.height) } ?? 0
                fits = (false, false)
                place = { w, h in fill.map { Rect(x: Self.neonAligned(align, sibling: s, padding: padding, offset: offset, width: w, height: h)?.minX ?? 0,
                                                  y: $0.y, width: w, height: h) } ?? nil }
            default:
                (width, height) = (try number("width"), try number("height"))
                place = { w, h in Self.neonAligned(align, sibling: s, padding: padding, offset: offset, width: w, height: h) }
            }
        }
        // AutoHeight / AutoWidth: the view's sizeToFit() at the width (or height) given, as Neon
        // sets the frame, calls sizeToFit and places the view again with the size it got.
        let autoWidth = fits.width && width == Self.neonAuto, autoHeight = fits.height && height == Self.neonAuto
        if autoWidth || autoHeight {
            let fitted = sizeThatFits(view, Size(width: autoWidth ? .greatestFiniteMagnitude : width,
                                                 height: autoHeight ? .greatestFiniteMagnitude : height), at: range)
            if autoHeight { height = fitted.height }
            if autoWidth { width = fitted.width }
        }
        guard let rect = place(width, height) else {
            throw fail("Neon's \(name) does not take that case", at: args.first?.range ?? range)
        }
        try setFrame(view, rect, at: range)
        return .void
    }

    /// Neon's `groupAndAlign(group:andAlign:views:relativeTo:padding:width:height:)`, called on
    /// the views' superview: the views, each `width`×`height`, in a row (`.horizontal`) or a
    /// column (`.vertical`) `padding` apart, the group placed beside, under or above the sibling
    /// as the case says — the whole group matched or centred on the sibling along the row, the
    /// first view placed so along the column (``neonGroupOrigin``). Frames are set, as Neon sets them.
    mutating func neonGroupAndAlign(_ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value {
        func word(_ label: String) -> String? {
            guard case .enumCase(let c)? = args.named(label)?.value else { return nil }
            return c.prefix(1).lowercased() + c.dropFirst()
        }
        func number(_ label: String, _ e: inout Evaluator) throws(Interrupt) -> Double {
            guard let a = args.named(label) else { throw e.fail("Neon's groupAndAlign needs \(label):", at: range) }
            return try Library.number(a.value, &e, at: a.range)
        }
        guard let group = word("group"), let align = word("andAlign") else {
            throw fail("Neon's groupAndAlign takes a Group (.horizontal, .vertical) and an Align case", at: range)
        }
        guard let given = args.named("views"), case .array(let items) = given.value, let siblingArgument = args.named("relativeTo") else {
            throw fail("Neon's groupAndAlign takes views: [a, b] and relativeTo: a view", at: range)
        }
        let views = try items.map { v throws(Interrupt) in try Library.viewName(v, &self, at: given.range) }
        let sibling = frame(of: try Library.viewName(siblingArgument.value, &self, at: siblingArgument.range))
        let (padding, width, height) = (try number("padding", &self), try number("width", &self), try number("height", &self))
        guard ["horizontal", "vertical"].contains(group),
              let start = Self.neonGroupOrigin(horizontal: group == "horizontal", align, sibling: sibling, count: views.count,
                                               width: width, height: height, padding: padding) else {
            throw fail("Neon's groupAndAlign takes .horizontal or .vertical and one of the Align cases", at: range)
        }
        for (i, view) in views.enumerated() {
            let step = Double(i)
            let x = start.x + (group == "horizontal" ? step * (width + padding) : 0)
            let y = start.y + (group == "vertical" ? step * (height + padding) : 0)
            try setFrame(view, Rect(x: x, y: y, width: width, height: height), at: range)
        }
        return .void
    }

    /// Where Neon's `groupAndAlign` puts the first of `count` views of `w`×`h`, `p` apart, beside
    /// the sibling `s`: along a row, the group's whole length is matched or centred; along a
    /// column, its whole height. Nil for a case Neon does not have.
    static func neonGroupOrigin(horizontal: Bool, _ align: String, sibling s: Rect, count: Int, width w: Double, height h: Double,
                                padding p: Double) -> (x: Double, y: Double)? {
        let n = Double(count)
        let rowLength = n * w + (n - 1) * p, columnLength = n * h + (n - 1) * p
        let midX = s.minX + s.width / 2, midY = s.minY + s.height / 2
        // Across the group's direction a view is one long; along it, the group is.
        let across = horizontal ? h : columnLength
        let along = horizontal ? rowLength : w
        switch align {
        case "toTheRightMatchingTop": return (s.maxX + p, s.minY)
        case "toTheRightMatchingBottom": return (s.maxX + p, s.maxY - across)
        case "toTheRightCentered": return (s.maxX + p, midY - across / 2)
        case "toTheLeftMatchingTop": return (horizontal ? s.minX - n * (w + p) : s.minX - w - p, s.minY)
        case "toTheLeftMatchingBottom": return (horizontal ? s.minX - n * (w + p) : s.minX - w - p, s.maxY - across)
        case "toTheLeftCentered": return (horizontal ? s.minX - n * (w + p) : s.minX - w - p, midY - across / 2)
        case "underMatchingLeft": return (s.minX, s.maxY + p)
        case "underMatchingRight": return (s.maxX - along, s.maxY + p)
        case "underCentered": return (midX - along / 2, s.maxY + p)
        case "aboveMatchingLeft": return (s.minX, horizontal ? s.minY - h - p : s.minY - n * (h + p))
        case "aboveMatchingRight": return (s.maxX - along, horizontal ? s.minY - h - p : s.minY - n * (h + p))
        case "aboveCentered": return (midX - along / 2, horizontal ? s.minY - h - p : s.minY - n * (h + p))
        default: return nil
        }
    }

    /// Neon's `align(_:relativeTo:…)`: the frame beside, under or above the sibling (its own
    /// frame), matched at an edge or centred, moved along that edge by `offset`. `x` replaces the
    /// horizontal origin when a fill has set it.
    static func neonAligned(_ align: String, sibling s: Rect, padding: Double, offset: Double, width w: Double, height h: Double,
                            x: Double? = nil) -> Rect? {
        let midX = s.minX + s.width / 2, midY = s.minY + s.height / 2
        let origin: (Double, Double)
        switch align {
        case "toTheRightMatchingTop": origin = (s.maxX + padding, s.minY + offset)
        case "toTheRightMatchingBottom": origin = (s.maxX + padding, s.maxY - h + offset)
        case "toTheRightCentered": origin = (s.maxX + padding, midY - h / 2 + offset)
        case "toTheLeftMatchingTop": origin = (s.minX - w - padding, s.minY + offset)
        case "toTheLeftMatchingBottom": origin = (s.minX - w - padding, s.maxY - h + offset)
        case "toTheLeftCentered": origin = (s.minX - w - padding, midY - h / 2 + offset)
        case "underMatchingLeft": origin = (s.minX + offset, s.maxY + padding)
        case "underMatchingRight": origin = (s.maxX - w + offset, s.maxY + padding)
        case "underCentered": origin = (midX - w / 2 + offset, s.maxY + padding)
        case "aboveMatchingLeft": origin = (s.minX + offset, s.minY - padding - h)
        case "aboveMatchingRight": origin = (s.maxX - w + offset, s.minY - padding - h)
        case "aboveCentered": origin = (midX - w / 2 + offset, s.minY - padding - h)
        default: return nil
        }
        return Rect(x: x ?? origin.0, y: origin.1, width: w, height: h)
    }

    /// `alignAndFillWidth`: where the view starts and how wide it is, filling to the superview's
    /// edge (or from the padding to the sibling), as Neon works it out for each case.
    static func neonFillWidth(_ align: String, sibling s: Rect, padding: Double, offset: Double, parentWidth: Double) -> (x: Double, width: Double)? {
        switch align {
        case "toTheRightMatchingTop", "toTheRightMatchingBottom", "toTheRightCentered":
            return (s.maxX + padding, parentWidth - (s.maxX + padding) - padding)
        case "toTheLeftMatchingTop", "toTheLeftMatchingBottom", "toTheLeftCentered":
            return (padding, s.minX - 2 * padding)
        case "underMatchingLeft", "aboveMatchingLeft":
            return (s.minX + offset, parentWidth - (s.minX + offset) - padding)
        case "underMatchingRight", "aboveMatchingRight":
            return (padding + offset, s.maxX - padding)
        case "underCentered", "aboveCentered":
            return (padding + offset, parentWidth - 2 * padding)
        default: return nil
        }
    }

    /// `alignAndFillHeight`: where the view starts and how tall it is, as Neon works it out.
    static func neonFillHeight(_ align: String, sibling s: Rect, padding: Double, offset: Double, parentHeight: Double) -> (y: Double, height: Double)? {
        switch align {
        case "toTheRightMatchingTop", "toTheLeftMatchingTop": return (s.minY + offset, parentHeight - s.minY - padding)
        case "toTheRightMatchingBottom", "toTheLeftMatchingBottom": return (padding + offset, s.maxY - padding)
        case "toTheRightCentered", "toTheLeftCentered": return (padding + offset, parentHeight - 2 * padding)
        case "underMatchingLeft", "underMatchingRight", "underCentered": return (s.maxY + padding, parentHeight - (s.maxY + padding) - padding)
        case "aboveMatchingLeft", "aboveMatchingRight", "aboveCentered": return (padding, s.minY - 2 * padding)
        default: return nil
        }
    }
}
