import Layout
import Testing

import Rendering

/// The `Still ambiguous` line is bounded, so constraining a thousand views one by one prints a
/// short line per command, not the whole list each time.
@Suite("still ambiguous")
struct StillAmbiguousTests {
    /// Twelve bare views; `count` of them are then pinned in full (left, top, 10×10).
    func views(pinning count: Int, in l: inout Layout) throws -> [ViewID] {
        let ids = try (0..<12).map { try l.addView("v\($0)") }
        for v in ids.prefix(count) {
            try l.pin(v, .left, to: .root); try l.pin(v, .top, to: .root)
            try l.pin(v, .width, plus: 10); try l.pin(v, .height, plus: 10)
        }
        return ids
    }

    @Test("the line names five views and counts the rest")
    func bounded() throws {
        var l = Layout()
        let ids = try views(pinning: 0, in: &l)
        let before = LayoutSnapshot(l)
        try l.pin(ids[0], .left, to: .root); try l.pin(ids[0], .top, to: .root)
        try l.pin(ids[0], .width, plus: 10); try l.pin(ids[0], .height, plus: 10)
        // v0 is placed; v1…v11 (eleven) stay ambiguous: five named, six counted.
        expectLines(Report.warnings(l, since: before), """
            Still ambiguous: v1, v2, v3, v4, v5 …and 6 more — explain v1 says what is missing
            """)
    }

    @Test("a view declared among ambiguous ones is said in full, and the ones before it are folded into the line")
    func declaredAmongMany() throws {
        var l = Layout()
        for i in 0..<7 { _ = try l.addView("v\(i)") }
        let before = LayoutSnapshot(l)
        _ = try l.addView("v7")
        expectLines(Report.warnings(l, since: before), """
            Ambiguous layout: v7 has an ambiguous horizontal position and width — pin both its left and right, or one of them (or centerX) and give it a width
            Ambiguous layout: v7 has an ambiguous vertical position and height — pin both its top and bottom, or one of them (or centerY) and give it a height
            Still ambiguous: v0, v1, v2, v3, v4 …and 2 more — explain v0 says what is missing
            """)
    }

    @Test("when what is missing changes, the view's ambiguity on that axis is said in full again")
    func changedMissingIsNew() throws {
        var l = Layout()
        let ids = try (0..<3).map { try l.addView("v\($0)") }
        let before = LayoutSnapshot(l)
        // v1 gets a left: its horizontal position is pinned, its width still free.
        try l.pin(ids[1], .left, to: .root)
        expectLines(Report.warnings(l, since: before), """
            Ambiguous layout: v1 has an ambiguous width — give it a width, or pin both its left and right
            Still ambiguous: v0, v1, v2 — explain v0 says what is missing
            """)
    }

    @Test("after a change that leaves them as they were, a thousand ambiguous views print one line")
    func thousandViews() throws {
        var l = Layout()
        for i in 0..<1000 { _ = try l.addView("v\(i)") }
        let before = LayoutSnapshot(l)
        try l.pin(try #require(l.id(of: "v999")), .width, plus: 10)
        expectLines(Report.warnings(l, since: before), """
            Ambiguous layout: v999 has an ambiguous horizontal position — pin its left, right or centerX
            Still ambiguous: v0, v1, v2, v3, v4 …and 995 more — explain v0 says what is missing
            """)
    }
}
