import Layout

extension Evaluator {
    /// Makes a view under the name `hint` (numbered when taken), whatever name the code is binding
    /// at the time: a guide named for what it measures, a stand-in named for its factory.
    mutating func createView(named hint: String, className: String = "UIView", kind: UIKitViewClass = .view,
                             at range: SourceRange) throws(Interrupt) -> String {
        let hints = (nameHint, propertyHint, propertyHintTarget)
        (nameHint, propertyHint, propertyHintTarget) = (hint, nil, nil)
        defer { (nameHint, propertyHint, propertyHintTarget) = hints }
        return try createView(className: className, kind: kind, frame: nil, at: range)
    }

    /// A layout guide of the code's own (`UILayoutGuide()`), laid out as a view that draws
    /// nothing, its mask off; `hint` names it when the code does not.
    mutating func makeCustomGuide(named hint: String? = nil, at range: SourceRange) throws(Interrupt) -> String {
        let guide: String
        if let hint {
            guide = try createView(named: hint, at: range)
        } else {
            guide = try createView(className: "UIView", kind: .view, frame: nil, at: range)
        }
        try setProperty(guide, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        swift.customGuides.insert(guide)
        return guide
    }

    /// `owner.addLayoutGuide(guide)`: the guide goes in the view, hidden. A guide is often
    /// constrained on one axis only (a gap's width): on the other it rests at its owner's
    /// top-left corner and zero size, at the lowest priority, instead of being reported ambiguous
    /// as a view would be.
    mutating func placeCustomGuide(_ guide: String, in owner: String, at range: SourceRange) throws(Interrupt) {
        try addSubview(.view(owner), .view(guide), at: range)
        try setProperty(guide, .isHidden, .bool(BoolLiteral(value: true, range: range)), at: range)
        let weakest = [EvaluatedArgument(label: "priority", value: .priority(1), range: range, expr: .nilLiteral(range))]
        _ = try tinyConstraint(guide, .top, to: .view(owner), .top, weakest, constant: nil, at: range)
        _ = try tinyConstraint(guide, .leading, to: .view(owner), .leading, weakest, constant: nil, at: range)
        _ = try tinyConstraint(guide, .width, to: nil, nil, weakest, constant: 0, at: range)
        _ = try tinyConstraint(guide, .height, to: nil, nil, weakest, constant: 0, at: range)
    }

    /// A guide rests at its owner's corner with zero size on an axis its constraints leave
    /// entirely free (``placeCustomGuide(_:in:at:)``). On an axis the code constrains it at all
    /// (`spacer.leadingAnchor`, `bar.leadingAnchor == spacer.trailingAnchor`), the rest is taken
    /// away once the entry's code has run: UIKit adds no constraint to a guide, so what the code
    /// leaves open there (the spacer's width against the bar's) is ambiguous, as UIKit finds it.
    mutating func releaseConstrainedGuideRests() {
        guard !swift.customGuides.isEmpty else { return }
        var guides: Set<ViewID> = []
        for name in swift.customGuides { if let id = layoutID(name) { guides.insert(id) } }
        guard !guides.isEmpty else { return }
        // A guide has no size rule, as UIKit's engine gives views only: an `anchorWithOffset(to:)`
        // distance may be negative. A guide made in a view's own `init` gets its place here.
        for id in guides.sorted() { session.state.layout.exemptFromSizeRule(id) }
        let layout = session.state.layout
        var rests: [(id: LayoutConstraintID, guide: ViewID, axis: Axis)] = []
        var constrained: Set<String> = []
        for cid in layout.constraintIDs where layout.isActive(cid) {
            guard let c = layout.constraint(cid) else { continue }
            let touched = [c.first, c.second].compactMap { item -> ViewID? in
                guard case .view(let v)? = item, guides.contains(v) else { return nil }
                return v
            }
            guard !touched.isEmpty else { continue }
            let axis = c.firstAttribute.axis
            if case .view(let guide) = c.first, guides.contains(guide), Self.isGuideRest(c, of: guide, in: layout) {
                rests.append((cid, guide, axis))
                continue
            }
            for guide in touched { constrained.insert("\(guide.rawValue) \(axis)") }
        }
        let released = rests.filter { constrained.contains("\($0.guide.rawValue) \($0.axis)") }.map(\.id).sorted()
        for id in released { try? session.state.layout.remove(id) }
        if !released.isEmpty { context.changed() }
    }

    /// Whether `c` is one of the four rests ``placeCustomGuide(_:in:at:)`` gives a guide: its top
    /// or leading at its superview's, its width or height 0, at priority 1.
    static func isGuideRest(_ c: LayoutConstraint, of guide: ViewID, in layout: Layout) -> Bool {
        guard c.priority == 1, c.relation == .equal, c.constant == 0, c.multiplier == 1 else { return false }
        switch c.firstAttribute {
        case .width, .height: return c.second == nil
        case .top, .leading:
            guard case .view(let owner)? = c.second, owner == layout.superview(of: guide) else { return false }
            return c.secondAttribute == c.firstAttribute
        default: return false
        }
    }
}

