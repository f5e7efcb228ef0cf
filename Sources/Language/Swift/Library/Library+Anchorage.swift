import Layout

extension Library {
    /// Anchorage's groups of a view's or a layout guide's anchors, related at once:
    /// `a.edgeAnchors == b.edgeAnchors + 10`, `a.edgeAnchors == view.safeAreaLayoutGuide.edgeAnchors`.
    static var anchorGroupMembers: [Member] {
        Evaluator.anchorGroups.keys.sorted().map { name in
            .property(name, "[NSLayoutAnchor]", "Anchorage: \(Evaluator.anchorGroups[name]!.map(\.rawValue).joined(separator: ", "))") {
                e, base, range throws(Interrupt) in
                let owner: AnchorOwner
                if case .guide(let guide, let view) = base {
                    owner = .guide(guide, of: view)
                } else {
                    owner = .view(try viewName(base, &e, at: range))
                }
                return .array((Evaluator.anchorGroups[name] ?? []).map { .anchor(AnchorTarget(owner: owner, anchor: $0)) })
            }
        }
    }
}

extension Library {
    /// Anchorage's groups on a view controller (deprecated there, still compiled): its root
    /// view's, except `verticalAnchors`, which are the top layout guide's bottom and the bottom
    /// guide's top — the safe area's top and bottom — and `edgeAnchors`, made of both.
    static var anchorageControllerGroups: [Member] {
        Evaluator.anchorGroups.keys.sorted().map { name in
            .property(name, "[NSLayoutAnchor]", "Anchorage: the root view's \(name), the vertical ones at the layout guides") {
                e, base, range throws(Interrupt) in
                let root = try viewName(try get(base, "view", &e, nameRange: range, range: range), &e, at: range)
                return .array((Evaluator.anchorGroups[name] ?? []).map { anchor in
                    let vertical = anchor == .topAnchor || anchor == .bottomAnchor
                    return .anchor(AnchorTarget(owner: vertical ? .guide(.safeAreaLayoutGuide, of: root) : .view(root), anchor: anchor))
                })
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
