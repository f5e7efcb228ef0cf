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
