import Layout
import Testing

import Rendering

/// Constraints that would make a frame's size negative: UIKit's "Unable to simultaneously satisfy
/// constraints", with its engine's size rule as a line of the minimal set, and no negative frame.
@Suite("the size rule in reports")
struct SizeRuleReportTests {
    /// box: left 16, right −16, top 32, and then its bottom at root.top − 32, which would make it
    /// 343 wide and −64 tall.
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

    @Test("the conflict block lists the rule as a line of its own and breaks the newest constraint; the box's height is then ambiguous")
    func conflictBlock() throws {
        let (l, before) = try upsideDown()
        expectPicture(Report.warnings(l, since: before).joined(separator: "\n"), """
            Unable to simultaneously satisfy constraints.
                Each constraint in this list is needed for the conflict: removing or loosening any one of them resolves it.
            (
                "box.height >= 0   (UIKit: a size is never negative)",
                "box.top == root.top + 32",
                "box.bottom == root.top - 32"
            )
            Will attempt to recover by breaking constraint
                "box.bottom == root.top - 32"
            A height cannot be negative: −32 − 32 = −64 for box.height (UIKit keeps every view's width and height ≥ 0, a rule no log lists).
            Fixes, best first, each tried on a copy of the layout:
              1. Give box.bottom == root.top - 32 priority 999, so it gives way where it cannot hold — with this change the constraints are satisfiable.
              2. Remove box.bottom == root.top - 32 — but then box has no height: pin it another way — with this change the constraints are satisfiable.
            Still ambiguous: box — explain box says what is missing
            """)
    }

    @Test("after breaking, the box is 343 wide and 0 tall at (16, 32): no frame is negative")
    func frameAfterBreaking() throws {
        let (l, _) = try upsideDown()
        #expect(l.frame(of: try #require(l.id(of: "box"))) == Rect(x: 16, y: 32, width: 343, height: 0))
    }

    @Test("the listing of constraints leaves the rule out, as UIKit lists it nowhere but in a conflict")
    func listingLeavesItOut() throws {
        let (l, _) = try upsideDown()
        let listing = Report.constraints(l, of: nil)
        #expect(!listing.contains(">= 0"), "\(listing)")
        #expect(listing.contains("box.bottom == root.top - 32   (conflicts with 2 constraints)"), "\(listing)")
    }
}
