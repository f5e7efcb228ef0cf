import SharedStorage
/// What the layout needs to find among its active constraints without scanning them all: which
/// attributes of each scroll view's content area they name, and which of them carry a scroll
/// view's contentOffset in their constant.
///
/// Kept up to date as constraints become active and inactive, so that a change to one constraint,
/// an offset or a screen size costs the same with ten views as with a thousand.
struct ConstraintIndex: Sendable {
    /// Per scroll view, how many active constraints that hold (not broken by a conflict) name each
    /// attribute of its content area.
    var contentLinks: [ViewID: [Attribute: Int]] = [:]
    /// Per scroll view, the active constraints whose solver form crosses it (and so holds its
    /// contentOffset).
    var offsetDependents: [ViewID: Set<LayoutConstraintID>] = [:]

    /// Records that constraint `id` became active (`delta` 1) or inactive (−1).
    mutating func note(_ id: LayoutConstraintID, _ c: LayoutConstraint, crossing: [ViewID], delta: Int) {
        for sv in crossing {
            if delta > 0 {
                offsetDependents[sv, default: []].insert(id)
            } else {
                offsetDependents[sv]?.remove(id)
            }
        }
    }

    /// Records that constraint `c` began (`delta` 1) or ceased (−1) to hold in the layout: active
    /// and not broken. A broken constraint is out of the layout, as UIKit's "Will attempt to
    /// recover by breaking constraint" takes it out, so it reaches no content edge.
    mutating func noteHolding(_ c: LayoutConstraint, delta: Int) {
        // The size rule of a content area says nothing of its size: it makes no content edge.
        if c.origin.isSizeRule { return }
        if case .content(let sv) = c.first { count(sv, c.firstAttribute, delta) }
        if case .content(let sv)? = c.second, let b = c.secondAttribute { count(sv, b, delta) }
    }

    private mutating func count(_ sv: ViewID, _ attribute: Attribute, _ delta: Int) {
        let n = (contentLinks[sv]?[attribute] ?? 0) + delta
        contentLinks[sv, default: [:]][attribute] = n > 0 ? n : nil
    }

    /// Whether an active constraint names one of `attributes` of the scroll view's content area.
    func touchesContent(_ sv: ViewID, _ attributes: [Attribute]) -> Bool {
        guard let links = contentLinks[sv] else { return false }
        return attributes.contains { links[$0] != nil }
    }

    func reachesContent(_ sv: ViewID, _ axis: Axis) -> Bool {
        contentLinks[sv]?.keys.contains { $0.axis == axis } ?? false
    }
}
