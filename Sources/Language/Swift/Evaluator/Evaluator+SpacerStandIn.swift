import Layout

extension Evaluator {
    /// The view the app's own spacer factory makes (`UIView.spacer(withHeight: 28)`), or its spacer
    /// class (`SpacerView(width: 16)`, `written` its name), not in the paste: an empty view, its mask off, as tall or wide as a number labelled with a height or
    /// width says (a lone number: its height), with a note.
    mutating func spacerStandIn(_ name: String, _ args: [EvaluatedArgument], written: String? = nil,
                                at range: SourceRange) throws(Interrupt) -> Value {
        let view = try createView(named: written == nil ? name : "spacer", at: range)
        try setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        var sized: [String] = []
        for argument in args {
            guard case .number(let n) = argument.value else { continue }
            let label = (argument.label ?? "height").lowercased()
            let attribute: LayoutAttribute? = label.contains("height") ? .height : label.contains("width") ? .width : nil
            guard let attribute else { continue }
            _ = try tinyConstraint(view, attribute, to: nil, nil, [], constant: n, at: argument.range)
            sized.append("\(attribute == .height ? "height" : "width") \(Session.number(n))")
        }
        note("'\(written ?? "UIView." + name)(…)' is not in the paste (the app's own spacer): '\(view)' is an empty view in its place"
            + (sized.isEmpty ? "" : ", " + sized.joined(separator: ", ")))
        return .view(view)
    }
}
