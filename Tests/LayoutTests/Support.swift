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

    /// A view across the whole screen's width, at the top, `height` tall.
    mutating func fullWidthBar(_ name: String, height: Double) throws -> ViewID {
        let bar = try addView(name)
        try pin(bar, .left, to: .root); try pin(bar, .right, to: .root)
        try pin(bar, .top, to: .root); try pin(bar, .height, plus: height)
        return bar
    }
}

/// Layouts that more than one suite starts from.
enum Fixture {
    /// Scenario 4: a 100-pt header over a "web view" whose height constant (0 here) is set later,
    /// both as wide as a full-screen scroll view and tied to its content edges.
    static func webView() throws -> (Layout, sv: ViewID, web: ViewID, height: LayoutConstraintID) {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let header = try l.addView("header", in: sv)
        try l.pin(header, .top, to: sv); try l.pin(header, .left, to: sv)
        try l.pin(header, .width, to: sv); try l.pin(header, .height, plus: 100)
        let web = try l.addView("web", in: sv)
        try l.pin(web, .top, to: header, .bottom); try l.pin(web, .left, to: sv)
        try l.pin(web, .width, to: sv); try l.pin(web, .bottom, to: sv)
        try l.pin(web, .right, to: sv)
        let height = try l.pin(web, .height, plus: 0)
        return (l, sv, web, height)
    }

    /// Scenario 8: a 60×40 rectangle pinned to the four content edges of a full-screen scroll view
    /// (`H:|[rect(60)]|`, `V:|[rect(40)]|`).
    static func zoomableRect() throws -> (Layout, sv: ViewID, rect: ViewID) {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let r = try l.addView("rect", in: sv)
        try l.pinEdges(r, to: sv)
        try l.pin(r, .width, plus: 60); try l.pin(r, .height, plus: 40)
        return (l, sv, r)
    }
}
