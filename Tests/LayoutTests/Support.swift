import Cassowary
import Layout
import Testing

/// SnapKit-like helpers for tests: `pin(v, .top, to: sv, .top)` is `v.top == sv.top`.
extension Layout {
    @discardableResult
    mutating func pin(_ a: ViewID, _ attribute: Attribute, _ relation: Relation = .equal,
                      to b: ViewID? = nil, _ other: Attribute? = nil, times: Double = 1,
                      plus constant: Double = 0, priority: Int = 1000) throws -> LayoutConstraintID {
        try activate(LayoutConstraint(.view(a), attribute, relation, b.map(Item.view), other ?? attribute,
                                      multiplier: times, constant: constant, priority: priority))
    }

    /// `make.edges.equalTo(b)`.
    mutating func pinEdges(_ a: ViewID, to b: ViewID) throws {
        for attribute in [Attribute.top, .left, .bottom, .right] { try pin(a, attribute, to: b) }
    }

    /// A scroll view filling the screen, as `sv.snp.makeConstraints { $0.edges.equalTo(view) }`.
    mutating func fullScreenScrollView(_ name: String = "sv") throws -> ViewID {
        let sv = try addView(name, kind: .scrollView)
        try pinEdges(sv, to: .root)
        return sv
    }
}
