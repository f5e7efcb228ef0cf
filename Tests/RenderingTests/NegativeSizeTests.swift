import Layout
import Testing

import Rendering

/// A frame the constraints make negative is laid out as UIKit would, and a warning says which
/// constraints force it.
@Suite("negative sizes")
struct NegativeSizeTests {
    /// box: left 16, right −16, top 32 and bottom at root.top − 32: 343 wide, −64 tall.
    func upsideDown() throws -> (Layout, LayoutSnapshot) {
        var l = Layout()
        let box = try l.addView("box")
        try l.pin(box, .left, to: .root, plus: 16)
        try l.pin(box, .right, to: .root, plus: -16)
        try l.pin(box, .top, to: .root, plus: 32)
        let before = LayoutSnapshot(l)
        try l.pin(box, .bottom, to: .root, .top, plus: -32)
        return (l, before)
    }

    @Test("the warning names the size and the constraints on that axis that force it")
    func named() throws {
        let (l, before) = try upsideDown()
        #expect(l.frame(of: try #require(l.id(of: "box"))) == Rect(x: 16, y: 32, width: 343, height: -64))
        expectLines(Report.warnings(l, since: before), """
            Negative size: box has a height of -64 — box.top == root.top + 32 and box.bottom == root.top - 32 force it; UIKit lays it out the same and draws nothing
            """)
    }

    @Test("while a view it is tied to is ambiguous on that axis, the size is one the constraints allow, not one they force")
    func ambiguousNotForced() throws {
        // content: top and bottom free; inner: 8 inside content's top and bottom, so −16 tall at
        // content's height 0, which nothing fixes.
        var l = Layout()
        let content = try l.addView("content")
        try l.pin(content, .left, to: .root)
        try l.pin(content, .right, to: .root)
        let inner = try l.addView("inner", in: content)
        try l.pin(inner, .left, to: content)
        try l.pin(inner, .right, to: content)
        try l.pin(inner, .top, to: content, plus: 8)
        try l.pin(inner, .bottom, to: content, plus: -8)
        let lines = Report.warnings(l, since: nil)
        #expect(lines.contains(
            "Negative size: inner has a height of -16 — one of the sizes the constraints allow while content and inner are "
                + "ambiguous on this axis (see above): fix that first"),
            "\(lines)")
    }

    @Test("said when it appears, not again while it stays the same")
    func saidOnce() throws {
        let (l, _) = try upsideDown()
        expectLines(Report.warnings(l, since: LayoutSnapshot(l)), "")
    }
}
