import Layout

extension Library {
    /// Anchorage's groups of a view's anchors, related at once: `a.edgeAnchors == b.edgeAnchors + 10`.
    static var anchorGroupMembers: [Member] {
        Evaluator.anchorGroups.keys.sorted().map { name in
            .property(name, "[NSLayoutAnchor]", "Anchorage: \(Evaluator.anchorGroups[name]!.map(\.rawValue).joined(separator: ", "))") {
                e, base, range throws(Interrupt) in
                let view = try viewName(base, &e, at: range)
                return .array((Evaluator.anchorGroups[name] ?? []).map { .anchor(AnchorTarget(owner: .view(view), anchor: $0)) })
            }
        }
    }
}

extension Evaluator {
    /// Anchorage's `batch { … }` and `batch(active: false) { … }`: the constraints its
    /// operators make in the closure, returned; left inactive with `active: false`. Nil for
    /// any other name.
    mutating func anchorageBatch(_ name: String, _ args: [EvaluatedArgument], trailing: Value?, at range: SourceRange) throws(Interrupt) -> Value? {
        guard name == "batch", let closure = trailing ?? args.last(where: { isClosure($0.value) })?.value else { return nil }
        let active = args.named("active").map { if case .bool(let b) = $0.value { b } else { true } } ?? true
        let made = try constraintsMade(by: closure, at: range)
        if !active, !made.isEmpty { try setActive(made, false, holder: nil, method: "batch(active: false)", at: range) }
        return .array(made)
    }
}
