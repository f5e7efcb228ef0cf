import Cassowary
import Layout
import Testing

/// A wrapping label's frame is a function of the constraints that hold, not of the ones it had
/// before: remaking its constraints gives what a fresh layout with the new ones gives.
@Suite("a label's layout and its history")
struct LabelHistoryTests {
    /// Seven five-letter words: 343.59 points on one line at 17 pt, 343.667 at @3x.
    let seven = "aaaaa bbbbb ccccc ddddd eeeee fffff ggggg"

    /// A label with numberOfLines 0 at the top left, 8 in, and its right edge at most `inset`
    /// from the screen's right.
    func pin(_ l: inout Layout, _ label: ViewID, rightInset inset: Double) throws -> LayoutConstraintID {
        try l.pin(label, .right, .lessThanOrEqual, to: .root, plus: -inset)
    }

    func label(in l: inout Layout) throws -> ViewID {
        let label = try l.addView("l", kind: .label)
        try l.setLabel(label, text: seven, numberOfLines: 0)
        try l.pin(label, .left, to: .root, plus: 8)
        try l.pin(label, .top, to: .root)
        return label
    }

    @Test("remaking a narrow label's constraints wider gives the fresh layout's frame")
    func remakeWider() throws {
        // Fresh, right ≤ 375 − 16: the one-line 343.667 fits in 351, so the label is 343.667 wide
        // and one line, 20.333, tall.
        var fresh = Layout()
        let a = try label(in: &fresh)
        _ = try pin(&fresh, a, rightInset: 16)
        #expect(fresh.frame(of: a) == Rect(x: 8, y: 0, width: 1031.0 / 3, height: 61.0 / 3))

        // First 375 − 200 = 175 right (167 at most: three lines, as wide as the widest,
        // "aaaaa bbbbb ccccc" 150.01, 150.333 at @3x), then remade with the 16 inset.
        var remade = Layout()
        let b = try label(in: &remade)
        let narrow = try pin(&remade, b, rightInset: 200)
        #expect(remade.frame(of: b).width == 451.0 / 3)
        try remade.remove(narrow)
        _ = try pin(&remade, b, rightInset: 16)
        #expect(remade.frame(of: b) == fresh.frame(of: a))
    }
}
