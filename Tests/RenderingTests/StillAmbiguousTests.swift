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
}
