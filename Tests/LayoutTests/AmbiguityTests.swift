import Cassowary
@testable import Layout
import Testing

/// What `ambiguities()` says of each view, whether or not a constraint names it: a view no
/// constraint names is looked at by a bit per variable, and must be described exactly as one
/// whose free variables constraints share.
@Suite("ambiguity of views named by no constraint and by some")
struct AmbiguityTests {
    @Test("a bare view, a view sharing a bare view's width, and a view held by a tie are each ambiguous as UIKit says")
    func mixed() throws {
        var l = Layout()
        let bare = try l.addView("bare")
        // `shares` has a left and top and the width of `bare`, which nothing fixes; its height is 20.
        let shares = try l.addView("shares")
        try l.pin(shares, .left, to: .root); try l.pin(shares, .top, to: .root)
        try l.pin(shares, .width, to: bare, .width); try l.pin(shares, .height, plus: 20)
        // `tied` is pinned but for its height, asked as 300 and as 100 at one priority.
        let tied = try l.addView("tied")
        try l.pin(tied, .left, to: .root); try l.pin(tied, .top, to: .root); try l.pin(tied, .width, plus: 10)
        try l.pin(tied, .height, plus: 300, priority: 999)
        try l.pin(tied, .height, plus: 100, priority: 999)
        let placed = try l.addView("placed")
        try l.pin(placed, .left, to: .root); try l.pin(placed, .top, to: .root)
        try l.pin(placed, .width, plus: 10); try l.pin(placed, .height, plus: 10)

        let found = l.ambiguities()
        #expect(found == [
            Ambiguity(view: bare, axis: .horizontal, missing: ["horizontal position", "width"]),
            Ambiguity(view: bare, axis: .vertical, missing: ["vertical position", "height"]),
            Ambiguity(view: shares, axis: .horizontal, missing: ["width"]),
            Ambiguity(view: tied, axis: .vertical, missing: ["height"],
                      competing: ["tied.height == 300 @999", "tied.height == 100 @999"]),
        ])
    }

    @Test("asked again with the answers of before, after a view is added, the answers are the same as asked afresh")
    func reusedAnswers() throws {
        var l = Layout()
        for i in 0..<70 { _ = try l.addView("v\(i)") }
        var known: Layout.AmbiguityAnswers? = nil
        _ = l.ambiguities(reusing: &known)
        let v3 = try #require(l.id(of: "v3"))
        try l.pin(v3, .left, to: .root); try l.pin(v3, .width, plus: 4)
        _ = try l.addView("v70")
        let reused = l.ambiguities(reusing: &known)
        #expect(reused == l.ambiguities())
        // v3 has a left and a width: its horizontal axis is settled, its vertical one is not.
        #expect(!reused.contains { $0.view == v3 && $0.axis == .horizontal })
        #expect(reused.contains { $0.view == v3 && $0.axis == .vertical })
    }
}
