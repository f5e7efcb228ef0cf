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
}
