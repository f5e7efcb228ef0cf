import Layout

/// PinLayout, as its public documentation describes it: `view.pin` starts a chain of edges,
/// sizes and margins (`label.pin.below(of: logo).horizontally(16).marginTop(8).sizeToFit(.width)`)
/// that sets the view's frame when the chain ends. No constraint is made and the view's
/// autoresizing mask is left alone: the frame is the view's own, set where the line runs (apps
/// run it in `layoutSubviews` or `viewDidLayoutSubviews`, which Layoutbook runs again when
/// bounds change). See ``PinLayoutChain`` for how the frame is worked out.
///
/// Read: the edges `top`, `left`, `bottom`, `right`, `start`, `end`, `vCenter`, `hCenter` (a
/// number of points, a percentage of the superview, insets such as `pin.safeArea`, or
/// `to: other.edge.bottom`); `all`, `horizontally`, `vertically`, the nine corners and centres
/// (`topLeft`, `topCenter`, … `bottomRight`, and their start/end forms, also `to:` another
/// view's `anchor.bottomCenter` and the like); `above(of:)`,
/// `below(of:)`, `before(of:)`, `after(of:)`, `left(of:)`, `right(of:)` with `aligned:`;
/// `width`, `height`, `size` (also `of:` a view), their minima and maxima, `aspectRatio`; every
/// margin; `sizeToFit(_:)`, `fitSize()`, `justify(_:)`, `align(_:)`; and `pin.safeArea`,
/// `pin.layoutMargins`, `pin.readableMargins`. Left to right only: start is left.
extension Library {
    /// The sides a corner or centre method sets, and whether each takes the amount (a centre
    /// written with a corner is at the superview's centre).
    static let pinCorners: [String: [(PinLayoutEdge, Bool)]] = [
        "topLeft": [(.top, true), (.left, true)], "topStart": [(.top, true), (.left, true)],
        "topCenter": [(.top, true), (.hCenter, false)],
        "topRight": [(.top, true), (.right, true)], "topEnd": [(.top, true), (.right, true)],
        "centerLeft": [(.vCenter, false), (.left, true)], "centerStart": [(.vCenter, false), (.left, true)],
        "center": [(.vCenter, true), (.hCenter, true)],
        "centerRight": [(.vCenter, false), (.right, true)], "centerEnd": [(.vCenter, false), (.right, true)],
        "bottomLeft": [(.bottom, true), (.left, true)], "bottomStart": [(.bottom, true), (.left, true)],
        "bottomCenter": [(.bottom, true), (.hCenter, false)],
        "bottomRight": [(.bottom, true), (.right, true)], "bottomEnd": [(.bottom, true), (.right, true)],
    ]

    /// The margin methods and the sides each one sets.
    static let pinMargins: [String: [PinLayoutEdge]] = [
        "marginTop": [.top], "marginBottom": [.bottom], "marginLeft": [.left], "marginRight": [.right],
        "marginStart": [.left], "marginEnd": [.right], "marginHorizontal": [.left, .right], "marginVertical": [.top, .bottom],
    ]

    /// The tables of PinLayout's own types, which no UIKit class's member is looked up in.
    static let pinLayoutTypeNames: Set<String> = ["PinLayout", "PinLayoutEdges"]

    static var pinLayoutTypes: [LibraryType] {
        var members: [Member] = []
        func chainMethod(_ signature: String, _ help: String,
                         _ body: @escaping @Sendable (inout Evaluator, inout PinLayoutChain, [EvaluatedArgument], SourceRange) throws(Interrupt) -> Void) -> Member {
            .method(signature, "PinLayout: " + help) { e, base, args, _, range throws(Interrupt) in
                guard case .library(.pinLayout(var chain)) = base else { throw e.fail("expected PinLayout's 'pin'", at: range) }
                try body(&e, &chain, args, range)
                try e.pinApply(chain, at: range)
                return .library(.pinLayout(chain))
            }
        }
        for edge in PinLayoutEdge.allCases {
            let name = edge.rawValue
            members.append(chainMethod("\(name)(_:)", "the \(name) that far inside the superview (points, %, insets), or to: another view's edge"
                                         + (edge == .left || edge == .right ? ", or of: views (beside them)" : "")) {
                e, chain, args, range throws(Interrupt) in
                if let other = args.named("to") {
                    guard e.pinParentSize(chain, for: "\(name)(to:)") != nil else { return }
                    try e.pinPlace(&chain, edge, at: try e.pinEdgePosition(other.value, for: chain, horizontal: edge.isHorizontal, at: other.range))
                } else if let views = args.named("of"), edge == .left || edge == .right {
                    try e.pinBeside(&chain, edge == .left ? .right : .left, views.value, aligned: args.named("aligned")?.value, at: range)
                } else {
                    try e.pinEdge(&chain, edge, args.first?.value, at: args.first?.range ?? range)
                }
            })
        }
        for (name, sides) in [("all", [PinLayoutEdge.top, .left, .bottom, .right]), ("horizontally", [.left, .right]), ("vertically", [.top, .bottom])] {
            members.append(chainMethod("\(name)(_:)", "\(sides.map(\.rawValue).joined(separator: ", ")) that far inside the superview") {
                e, chain, args, range throws(Interrupt) in
                for side in sides { try e.pinEdge(&chain, side, args.first?.value, at: args.first?.range ?? range) }
            })
        }
        for (name, sides) in pinCorners.sorted(by: { $0.key < $1.key }) {
            let moved = sides.filter(\.1).map(\.0), centred = sides.filter { !$0.1 }.map(\.0)
            let fromMiddle = moved.allSatisfy { $0 == .hCenter || $0 == .vCenter }
            let said = "the \(moved.map(\.rawValue).joined(separator: " and ")) that far "
                + (fromMiddle ? "from the superview's middle" : "inside the superview")
                + centred.map { $0 == .hCenter ? ", centred across it" : ", centred down it" }.joined()
                + "; or to: another view's point (other.anchor.\(name))"
            members.append(chainMethod("\(name)(_:)", said) {
                e, chain, args, range throws(Interrupt) in
                if let target = args.first, target.label == "to" {
                    // The corner of the view put on the point of another view: each of its two
                    // sides at that point's position on the same axis.
                    guard case .library(.pinAnchor(let other, let point?)) = target.value, let at = pinCorners[point] else {
                        throw e.fail("expected another view's anchor (other.anchor.bottomCenter), found \(target.value.kindName)",
                                     at: target.range)
                    }
                    guard e.pinParentSize(chain, for: "\(name)(to:)") != nil else { return }
                    let otherFrame = e.pinFrame(of: other, relativeTo: chain.view)
                    for (side, _) in sides {
                        guard let across = at.first(where: { $0.0.isHorizontal == side.isHorizontal })?.0 else { continue }
                        try e.pinPlace(&chain, side, at: across.position(in: otherFrame))
                    }
                    return
                }
                for (side, takesAmount) in sides {
                    try e.pinEdge(&chain, side, takesAmount ? args.first?.value : nil, at: args.first?.range ?? range)
                }
            })
        }
        for (name, side) in [("above", PinLayoutEdge.bottom), ("below", .top), ("before", .right), ("after", .left)] {
            members.append(chainMethod("\(name)(of:aligned:)", "beside the view (or the views), optionally aligned with it") {
                e, chain, args, range throws(Interrupt) in
                let views = try required(args, ["of"], "the view it is \(name) (of: view)", &e, at: range)
                try e.pinBeside(&chain, side, views.value, aligned: args.named("aligned")?.value, at: range)
            })
        }
        for name in ["width", "height", "size"] {
            members.append(chainMethod("\(name)(_:)", "the \(name) in points, a percentage of the superview's, or of: another view's") {
                e, chain, args, range throws(Interrupt) in
                try e.pinSize(&chain, name, args, at: range)
            })
        }
        for name in ["minWidth", "maxWidth", "minHeight", "maxHeight"] {
            members.append(chainMethod("\(name)(_:)", "the \(name.dropFirst(3).lowercased()) at \(name.hasPrefix("min") ? "least" : "most") that (points or %)") {
                e, chain, args, range throws(Interrupt) in
                guard let value = try e.pinLength(args.first?.value, of: name.hasSuffix("Width"), for: chain, at: range) else { return }
                if !chain.setSize(name, value) { e.pinIgnored(chain, "\(name)(\(Session.number(value)))", size: value) }
            })
        }
        members.append(chainMethod("aspectRatio(_:)", "width over height: a number, of: a view's, or an image view's image") {
            e, chain, args, range throws(Interrupt) in
            if let other = args.named("of") {
                let frame = e.frame(of: try viewName(other.value, &e, at: other.range))
                chain.aspectRatio = frame.height > 0 ? frame.width / frame.height : nil
            } else if let first = args.first {
                chain.aspectRatio = try number(first.value, &e, at: first.range)
            } else {
                let image = e.intrinsicSize(of: chain.view)
                chain.aspectRatio = image.width > 0 && image.height > 0 ? image.width / image.height : nil
            }
        })
        members.append(chainMethod("margin(_:_:_:_:)", "margins: all, (vertical, horizontal), (top, horizontal, bottom), (top, left, bottom, right) or insets") {
            e, chain, args, range throws(Interrupt) in
            try e.pinMargin(&chain, args, at: range)
        })
        for (name, sides) in pinMargins.sorted(by: { $0.key < $1.key }) {
            members.append(chainMethod("\(name)(_:)", "a margin on the \(sides.map(\.rawValue).joined(separator: " and ")) (points or %)") {
                e, chain, args, range throws(Interrupt) in
                for side in sides {
                    guard let value = try e.pinLength(args.first?.value, of: side.isHorizontal, for: chain, at: range) else { continue }
                    chain.setMargin(side, value)
                }
            })
        }
        members.append(chainMethod("sizeToFit(_:)", "the size from sizeThatFits(_:): .width, .height, .widthFlexible, .heightFlexible or .content (the default)") {
            e, chain, args, range throws(Interrupt) in
            guard let first = args.first else {
                chain.fit = .content
                return
            }
            guard case .enumCase(let kind) = first.value, let fit = PinLayoutChain.Fit(rawValue: kind) else {
                throw e.fail("PinLayout's sizeToFit(_:) takes .width, .height, .widthFlexible, .heightFlexible or .content", at: first.range)
            }
            chain.fit = fit
        })
        members.append(chainMethod("fitSize()", "sizeToFit by the width given, else the height (PinLayout 1's name)") {
            _, chain, _, _ throws(Interrupt) in
            chain.fit = chain.fitByWhatIsGiven
        })
        for (name, cases) in [("justify", ["left": 0.0, "start": 0, "center": 0.5, "right": 1, "end": 1]),
                              ("align", ["top": 0.0, "center": 0.5, "bottom": 1])] {
            members.append(chainMethod("\(name)(_:)", "where the view sits between its two edges when it is smaller: " + cases.keys.sorted().map { "." + $0 }.joined(separator: ", ")) {
                e, chain, args, range throws(Interrupt) in
                guard let first = args.first, case .enumCase(let c) = first.value, let share = cases[c] else {
                    throw e.fail("PinLayout's \(name)(_:) takes " + cases.keys.sorted().map { "." + $0 }.joined(separator: ", "), at: args.first?.range ?? range)
                }
                if name == "justify" { chain.justify = share } else { chain.align = share }
            })
        }
        members.append(chainMethod("wrapContent(_:padding:)", "sized around its subviews (.all, .horizontally, .vertically), "
                                   + "which move to sit the padding inside it") {
            e, chain, args, range throws(Interrupt) in
            try e.pinWrapContent(&chain, args, at: range)
        })
        for (name, horizontal) in [("horizontallyBetween", true), ("verticallyBetween", false)] {
            members.append(chainMethod("\(name)(_:and:aligned:)", "between two views, \(horizontal ? "left to right" : "top to bottom"), "
                                       + "optionally aligned with the first") {
                e, chain, args, range throws(Interrupt) in
                guard args.count >= 2, let second = args.named("and") else {
                    throw e.fail("PinLayout's \(name) takes two views: \(name)(a, and: b)", at: range)
                }
                try e.pinBetween(&chain, horizontal: horizontal, args[0].value, second.value, aligned: args.named("aligned")?.value, at: range)
            })
        }
        members.append(chainMethod("pinEdges()", "the size given turned into the missing edges, so margins shrink it") {
            _, chain, _, _ throws(Interrupt) in chain.pinsEdges = true
        })
        for name in ["layout", "markDirty", "keepTransform"] {
            members.append(chainMethod("\(name)()", "accepted; the frame is set as the chain ends") { _, _, _, _ throws(Interrupt) in })
        }
        for (name, guide) in [("safeArea", "safeAreaInsets"), ("layoutMargins", "layoutMargins"), ("readableMargins", "layoutMargins")] {
            members.append(.property(name, "UIEdgeInsets", "PinLayout: the view's \(guide)") { e, base, range throws(Interrupt) in
                guard case .library(.pinLayout(let chain)) = base else { throw e.fail("expected PinLayout's 'pin'", at: range) }
                return try get(.view(chain.view), guide, &e, nameRange: range, range: range)
            })
        }
        let edges = PinLayoutEdge.allCases.map { edge in
            Member.property(edge.rawValue, "PinLayout edge", "PinLayout: the view's \(edge.rawValue), for top(to:) and the like") {
                e, base, range throws(Interrupt) in
                guard case .library(.pinEdge(let view, nil)) = base else { throw e.fail("expected PinLayout's 'edge'", at: range) }
                return .library(.pinEdge(view, edge))
            }
        }
        let anchors = pinCorners.keys.sorted().map { point in
            Member.property(point, "PinLayout anchor", "PinLayout: the view's \(point) point, for topLeft(to:) and the like") {
                e, base, range throws(Interrupt) in
                guard case .library(.pinAnchor(let view, nil)) = base else { throw e.fail("expected PinLayout's 'anchor'", at: range) }
                return .library(.pinAnchor(view, point))
            }
        }
        return [LibraryType("PinLayout", help: "PinLayout's 'view.pin': edges, sizes and margins that set the frame", members: members),
                LibraryType("PinLayoutEdges", help: "PinLayout's 'view.edge': the view's edges", members: edges),
                LibraryType("PinLayoutAnchors", help: "PinLayout's 'view.anchor': the view's corners and centres", members: anchors)]
    }

    /// `view.pin`: a chain that starts from the view's frame now.
    static let pinMember: Member = .property("pin", "PinLayout", "PinLayout: top(10).horizontally(16).height(40)…, setting the frame") {
        e, base, range throws(Interrupt) in
        let view = try viewName(base, &e, at: range)
        return .library(.pinLayout(PinLayoutChain(view: view, start: e.frame(of: view))))
    }

    /// `view.anchor`: its nine corners and centres, for PinLayout's
    /// `topCenter(to: view.anchor.bottomCenter)`.
    static let pinAnchorMember: Member = .property("anchor", "PinLayoutAnchors", "PinLayout: the view's corners and centres (anchor.topLeft…)") {
        e, base, range throws(Interrupt) in
        .library(.pinAnchor(try viewName(base, &e, at: range), nil))
    }

    /// `view.edge`: its edges, for PinLayout's `top(to: view.edge.bottom)`.
    static let pinEdgeMember: Member = .property("edge", "PinLayoutEdges", "PinLayout: the view's edges (edge.top, edge.hCenter…)") {
        e, base, range throws(Interrupt) in
        .library(.pinEdge(try viewName(base, &e, at: range), nil))
    }
}

extension Evaluator {
    /// The size of the superview a PinLayout chain measures from; nil when the view has none.
    func pinParentSize(_ chain: PinLayoutChain) -> Size? {
        // The controller's own view is in the window, the screen's size, once it is laid out.
        if layoutID(chain.view) == .root { return session.state.layout.screen }
        guard case .view(let parent) = superview(of: chain.view) else { return nil }
        let b = bounds(of: parent)
        return Size(width: b.width, height: b.height)
    }

    /// Sets the frame the chain gives so far: every call of a chain sets it again, and the
    /// chain's last call leaves the frame PinLayout sets when the chain ends.
    mutating func pinApply(_ chain: PinLayoutChain, at range: SourceRange) throws(Interrupt) {
        var fitted: Size? = nil
        if let asked = chain.fitQuestion() {
            fitted = try ownSizeThatFits(chain.view, asked, at: range) ?? sizeThatFits(chain.view, asked, at: range)
        }
        try setFrame(chain.view, chain.resolve(fitted: fitted, scale: session.state.layout.textScale), at: range)
    }

    /// PinLayout's `visible(views)`: the views not hidden, for `below(of: visible([a, b]))`.
    mutating func pinLayoutVisible(_ name: String, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value? {
        guard name == "visible", args.count == 1, args[0].label == nil, case .array(let items) = args[0].value else { return nil }
        var shown: [Value] = []
        for item in items {
            guard case .view = item else { return nil }
            if case .bool(true) = try Library.get(item, "isHidden", &self, nameRange: range, range: range) { continue }
            shown.append(item)
        }
        return .array(shown)
    }

    /// The superview's size for what is measured from it; nil, with a note, when the view has
    /// no superview, where PinLayout sets nothing for it (and warns).
    mutating func pinParentSize(_ chain: PinLayoutChain, for what: String) -> Size? {
        if let size = pinParentSize(chain) { return size }
        note("'\(viewName(chain.view))' has no superview yet, so PinLayout's \(what) sets nothing (add it to a view first)")
        return nil
    }

    /// An amount along one axis: points, a percentage of the superview's side, or a side of
    /// insets (`pin.safeArea`); nothing is 0. The far edges and the centres are measured from the
    /// superview's size.
    mutating func pinEdge(_ chain: inout PinLayoutChain, _ edge: PinLayoutEdge, _ amount: Value?, at range: SourceRange) throws(Interrupt) {
        let inset: Double
        switch amount {
        case nil: inset = 0
        case .insets(let insets, _)?:
            switch edge {
            case .top: inset = insets.top
            case .bottom: inset = insets.bottom
            case .left, .start: inset = insets.left
            case .right, .end: inset = insets.right
            case .vCenter, .hCenter: throw fail("PinLayout's \(edge.rawValue)(_:) takes points or a percentage, not insets", at: range)
            }
        case let value?:
            guard let length = try pinLength(value, of: edge.isHorizontal, for: chain, at: range) else { return }
            inset = length
        }
        let position: Double
        switch edge {
        case .top, .left, .start: position = inset
        case .bottom, .right, .end, .vCenter, .hCenter:
            guard let parent = pinParentSize(chain, for: edge.rawValue + "(…)") else { return }
            let side = edge.isHorizontal ? parent.width : parent.height
            position = edge == .vCenter || edge == .hCenter ? side / 2 + inset : side - inset
        }
        try pinPlace(&chain, edge, at: position)
    }

    /// Points, or a percentage of the superview's width (`horizontal`) or height (nil, with a
    /// note, when there is no superview).
    mutating func pinLength(_ value: Value?, of horizontal: Bool, for chain: PinLayoutChain, at range: SourceRange) throws(Interrupt) -> Double? {
        guard let value else { return 0 }
        if case .library(.percentage(let p)) = value {
            guard let parent = pinParentSize(chain, for: "percentage") else { return nil }
            return (horizontal ? parent.width : parent.height) * p / 100
        }
        return try Library.number(value, &self, at: range)
    }

    /// An edge or centre of the chain, with a note when PinLayout ignores it.
    mutating func pinPlace(_ chain: inout PinLayoutChain, _ edge: PinLayoutEdge, at position: Double) throws(Interrupt) {
        if !chain.place(edge, at: position) { pinIgnored(chain, edge.rawValue) }
    }

    /// Says that PinLayout ignores what a chain sets again or against what it set before (the
    /// library prints a warning and keeps the first).
    mutating func pinIgnored(_ chain: PinLayoutChain, _ what: String, size: Double? = nil) {
        if let size, !(size >= 0 && size.isFinite) {
            note("PinLayout ignores \(what) on '\(viewName(chain.view))': a size must be a finite number of at least 0, "
                + "as the library requires (with a warning in the console)")
            return
        }
        note("PinLayout ignores \(what) on '\(viewName(chain.view))': the chain already sets it, or a centre and an edge of the same axis; "
            + "the first one written holds, as the library keeps it (with a warning in the console)")
    }

    /// `other.edge.bottom`, in the coordinates of the chain's superview.
    mutating func pinEdgePosition(_ value: Value, for chain: PinLayoutChain, horizontal: Bool, at range: SourceRange) throws(Interrupt) -> Double {
        guard case .library(.pinEdge(let other, let edge?)) = value else {
            throw fail("expected another view's edge (other.edge.bottom), found \(value.kindName)", at: range)
        }
        guard edge.isHorizontal == horizontal else {
            throw fail("'\(edge.rawValue)' is a \(edge.isHorizontal ? "horizontal" : "vertical") edge: it cannot place a \(horizontal ? "horizontal" : "vertical") one",
                       at: range, hint: horizontal ? "use edge.left, edge.hCenter or edge.right" : "use edge.top, edge.vCenter or edge.bottom")
        }
        return edge.position(in: pinFrame(of: other, relativeTo: chain.view))
    }

    /// A view's frame in the coordinates of `view`'s superview: its frame for a sibling, its
    /// bounds for the superview itself, else carried through the screen.
    func pinFrame(of other: String, relativeTo view: String) -> Rect {
        guard case .view(let parent) = superview(of: view) else { return frame(of: other) }
        if case .view(let otherParent) = superview(of: other), viewName(otherParent) == viewName(parent) { return frame(of: other) }
        if viewName(other) == viewName(parent) {
            let b = bounds(of: parent)
            return Rect(x: 0, y: 0, width: b.width, height: b.height)
        }
        let o = screenOrigin(of: other), p = screenOrigin(ofContentOf: parent)
        let f = frame(of: other)
        return Rect(x: o.x - p.x, y: o.y - p.y, width: f.width, height: f.height)
    }

    /// Where a view's frame origin is on the screen.
    func screenOrigin(of view: String) -> Point {
        let f = frame(of: view)
        guard case .view(let parent) = superview(of: view) else { return Point(x: f.minX, y: f.minY) }
        let p = screenOrigin(ofContentOf: parent)
        return Point(x: p.x + f.minX, y: p.y + f.minY)
    }

    /// Where a view's coordinate origin is on the screen (its frame's origin less its bounds' own,
    /// a scroll view's content offset).
    func screenOrigin(ofContentOf view: String) -> Point {
        let o = screenOrigin(of: view), b = bounds(of: view)
        return Point(x: o.x - b.minX, y: o.y - b.minY)
    }

    /// `below(of: views, aligned: .left)` and the like: the side facing the views at their far
    /// edge (below: the lowest bottom), and the cross axis aligned with their extent.
    mutating func pinBeside(_ chain: inout PinLayoutChain, _ side: PinLayoutEdge, _ views: Value, aligned: Value?, at range: SourceRange) throws(Interrupt) {
        guard pinParentSize(chain, for: "relative position") != nil else { return }
        let items: [Value] = if case .array(let list) = views { list } else { [views] }
        var frames: [Rect] = []
        for item in items {
            if case .none = item { continue }
            let other = try Library.viewName(item, &self, at: range)
            // The view itself is no reference: the library leaves it out, with a warning.
            if viewName(other) == viewName(chain.view) {
                note("PinLayout leaves '\(viewName(other))' out of its own relative position: a view cannot be placed beside itself")
                continue
            }
            frames.append(pinFrame(of: other, relativeTo: chain.view))
        }
        guard let first = frames.first else {
            note("PinLayout's relative position has no view to follow, so it sets nothing")
            return
        }
        _ = first
        // The far edge of the views on that side (below: the lowest bottom); a centre, their
        // centres' average.
        func position(_ edge: PinLayoutEdge) -> Double {
            let values = frames.map { edge.position(in: $0) }
            switch edge {
            case .top, .left, .start: return values.min() ?? 0
            case .bottom, .right, .end: return values.max() ?? 0
            case .vCenter, .hCenter: return values.reduce(0, +) / Double(values.count)
            }
        }
        let facing: PinLayoutEdge = switch side {
        case .top: .bottom
        case .bottom: .top
        case .left: .right
        default: .left
        }
        try pinPlace(&chain, side, at: position(facing))
        guard let aligned else { return }
        guard case .enumCase(let how) = aligned else { throw fail("expected an alignment (.left, .center…), found \(aligned.kindName)", at: range) }
        let horizontal = side == .top || side == .bottom
        let edge: PinLayoutEdge? = switch (horizontal, how) {
        case (true, "left"), (true, "start"): .left
        case (true, "center"): .hCenter
        case (true, "right"), (true, "end"): .right
        case (false, "top"): .top
        case (false, "center"): .vCenter
        case (false, "bottom"): .bottom
        case (_, "none"): nil
        default: throw fail("PinLayout's aligned: takes " + (horizontal ? ".left, .center, .right, .start or .end" : ".top, .center or .bottom"), at: range)
        }
        if let edge { try pinPlace(&chain, edge, at: position(edge)) }
    }

    /// `wrapContent()`, `wrapContent(.vertically, padding: 10)`: the size of the subviews' union
    /// plus the padding, and the subviews moved by the same amount so the union starts at the
    /// padding, as the library does when the line runs.
    mutating func pinWrapContent(_ chain: inout PinLayoutChain, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) {
        var kind = "all"
        var padding = EdgeInsets()
        for a in args {
            switch (a.label, a.value) {
            case (nil, .enumCase(let k)) where ["all", "horizontally", "vertically"].contains(k): kind = k
            case ("padding", .insets(let insets, _)): padding = insets
            case ("padding", let value):
                let n = try Library.number(value, &self, at: a.range)
                padding = EdgeInsets(top: n, left: n, bottom: n, right: n)
            default: throw fail("PinLayout's wrapContent takes .all, .horizontally or .vertically and padding:", at: a.range)
            }
        }
        let children = subviews(of: chain.view)
        guard let first = children.first else { return }
        let union = children.dropFirst().reduce(frame(of: first)) { $0.union(frame(of: $1)) }
        var dx = 0.0, dy = 0.0
        if kind != "vertically" {
            if !chain.setSize("width", union.width + padding.left + padding.right) { pinIgnored(chain, "wrapContent's width") }
            dx = padding.left - union.minX
        }
        if kind != "horizontally" {
            if !chain.setSize("height", union.height + padding.top + padding.bottom) { pinIgnored(chain, "wrapContent's height") }
            dy = padding.top - union.minY
        }
        guard dx != 0 || dy != 0 else { return }
        for child in children {
            let f = frame(of: child)
            try setFrame(child, PinLayoutChain.snapped(Rect(x: f.minX + dx, y: f.minY + dy, width: f.width, height: f.height),
                                                       scale: session.state.layout.textScale), at: range)
        }
    }

    /// `horizontallyBetween(a, and: b, aligned: .top)`: from the nearer one's far edge to the
    /// other's near edge, whichever way round they are, aligned with the first; nothing (with a
    /// note) when they overlap on that axis.
    mutating func pinBetween(_ chain: inout PinLayoutChain, horizontal: Bool, _ first: Value, _ second: Value, aligned: Value?,
                             at range: SourceRange) throws(Interrupt) {
        guard pinParentSize(chain, for: horizontal ? "horizontallyBetween" : "verticallyBetween") != nil else { return }
        let f1 = pinFrame(of: try Library.viewName(first, &self, at: range), relativeTo: chain.view)
        let f2 = pinFrame(of: try Library.viewName(second, &self, at: range), relativeTo: chain.view)
        let (near, far): (PinLayoutEdge, PinLayoutEdge) = horizontal ? (.left, .right) : (.top, .bottom)
        if far.position(in: f1) <= near.position(in: f2) {
            try pinPlace(&chain, near, at: far.position(in: f1))
            try pinPlace(&chain, far, at: near.position(in: f2))
        } else if far.position(in: f2) <= near.position(in: f1) {
            try pinPlace(&chain, near, at: far.position(in: f2))
            try pinPlace(&chain, far, at: near.position(in: f1))
        } else {
            note("PinLayout sets nothing for '\(viewName(chain.view))' between two views that overlap \(horizontal ? "across" : "down") the screen")
            return
        }
        guard let aligned else { return }
        guard case .enumCase(let how) = aligned else { throw fail("expected an alignment, found \(aligned.kindName)", at: range) }
        let edge: PinLayoutEdge? = switch (horizontal, how) {
        case (true, "top"): .top
        case (true, "center"): .vCenter
        case (true, "bottom"): .bottom
        case (false, "left"), (false, "start"): .left
        case (false, "center"): .hCenter
        case (false, "right"), (false, "end"): .right
        case (_, "none"): nil
        default: throw fail("PinLayout's aligned: takes " + (horizontal ? ".top, .center or .bottom" : ".left, .center, .right, .start or .end"), at: range)
        }
        if let edge { try pinPlace(&chain, edge, at: edge.position(in: f1)) }
    }

    /// `width(100)`, `width(50%)`, `width(of: other)`, `size(40)`, `size(CGSize(…))`.
    mutating func pinSize(_ chain: inout PinLayoutChain, _ name: String, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) {
        guard let first = args.first else { throw fail("PinLayout's \(name)(_:) takes a size", at: range) }
        var size: (w: Double?, h: Double?)
        if first.label == "of" {
            let f = frame(of: try Library.viewName(first.value, &self, at: first.range))
            size = (f.width, f.height)
        } else if case .size(let s) = first.value {
            size = (s.width, s.height)
        } else {
            guard let w = try pinLength(first.value, of: true, for: chain, at: first.range),
                  let h = try pinLength(first.value, of: false, for: chain, at: first.range) else { return }
            size = (w, h)
        }
        if name != "height", let w = size.w, !chain.setSize("width", w) { pinIgnored(chain, "width(\(Session.number(w)))", size: w) }
        if name != "width", let h = size.h, !chain.setSize("height", h) { pinIgnored(chain, "height(\(Session.number(h)))", size: h) }
    }

    /// `margin(8)`, `margin(v, h)`, `margin(t, h, b)`, `margin(t, l, b, r)`, `margin(insets)`.
    mutating func pinMargin(_ chain: inout PinLayoutChain, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) {
        if args.count == 1, case .insets(let insets, _) = args[0].value {
            chain.margins = insets
            return
        }
        var v: [Double] = []
        for (i, a) in args.enumerated() {
            // The values go top, left/horizontal, bottom, right: odd positions are horizontal.
            let horizontal = args.count == 1 ? false : i % 2 == 1
            guard let length = try pinLength(a.value, of: horizontal, for: chain, at: a.range) else { return }
            v.append(length)
        }
        switch v.count {
        case 1:
            let h = args[0].value.isPercentage ? try pinLength(args[0].value, of: true, for: chain, at: range) ?? v[0] : v[0]
            chain.margins = EdgeInsets(top: v[0], left: h, bottom: v[0], right: h)
        case 2: chain.margins = EdgeInsets(top: v[0], left: v[1], bottom: v[0], right: v[1])
        case 3: chain.margins = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[1])
        case 4: chain.margins = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        default: throw fail("PinLayout's margin takes 1 to 4 amounts or insets", at: range)
        }
    }
}

extension Value {
    var isPercentage: Bool {
        if case .library(.percentage) = self { return true }
        return false
    }
}
