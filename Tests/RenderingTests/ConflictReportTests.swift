import Layout
import Testing

import Rendering

/// UIKit's "Unable to simultaneously satisfy constraints." block, with the minimal set.
@Suite("the conflict block")
struct ConflictReportTests {
    /// ``Fixtures/overconstrained()``: box.top == root.top, box.bottom == root.bottom and
    /// root.height == 667 make box 667 tall; height == 100, the newest, is broken. root.left,
    /// root.top, root.width and box's left and right are not needed for the conflict and not listed.
    @Test("lists the minimal conflicting set in order of creation and names the broken constraint")
    func minimalSet() throws {
        let (l, _) = try Fixtures.overconstrained()
        let report = try #require(l.conflicts.first)
        expectPicture(Report.conflict(report, in: l), """
            Unable to simultaneously satisfy constraints.
                Each constraint in this list is needed for the conflict: removing or loosening any one of them resolves it.
            (
                "root.height == 667   (screen size)",
                "box.top == root.top",
                "box.bottom == root.bottom",
                "box.height == 100"
            )
            Will attempt to recover by breaking constraint
                "box.height == 100"
            Fixes, best first, each tried on a copy of the layout:
              1. Give box.height == 100 priority 999, so it gives way where it cannot hold — with this change the constraints are satisfiable.
              2. Remove box.height == 100 — with this change the constraints are satisfiable.
            """)
    }

    @Test("a conflict is printed in full when new and as a one-line reminder while it persists")
    func newThenPersisting() throws {
        var (l, box) = try Fixtures.overconstrained()
        let fresh = Layout()
        let warnings = Report.warnings(l, since: LayoutSnapshot(fresh))
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("Unable to simultaneously satisfy constraints.\n") == true)
        let before = LayoutSnapshot(l)
        let inner = try l.addView("inner", in: box)
        try l.pinEdges(inner, to: box)
        expectLines(Report.warnings(l, since: before), """
            Still unsatisfiable: box.height == 100 is broken (it conflicts with 3 constraints)
            """)
    }

    /// Seven copies of box.height == 100 each conflict with the box pinned to the 667-point root.
    @Test("persisting conflicts are reminded five at a time, the rest counted in one line")
    func manyPersisting() throws {
        var (l, box) = try Fixtures.overconstrained()
        for _ in 0..<6 {
            _ = try l.activate(LayoutConstraint(.view(box), .height, .equal, constant: 100))
        }
        let before = LayoutSnapshot(l)
        let inner = try l.addView("inner", in: box)
        try l.pinEdges(inner, to: box)
        expectLines(Report.warnings(l, since: before), """
            Still unsatisfiable: box.height == 100 is broken (it conflicts with 3 constraints)
            Still unsatisfiable: box.height == 100 is broken (it conflicts with 3 constraints)
            Still unsatisfiable: box.height == 100 is broken (it conflicts with 3 constraints)
            Still unsatisfiable: box.height == 100 is broken (it conflicts with 3 constraints)
            Still unsatisfiable: box.height == 100 is broken (it conflicts with 3 constraints)
            …and 2 more constraints still broken — explain lists them
            """)
    }

    /// A view made with a frame keeps translatesAutoresizingMaskIntoConstraints on: its frame
    /// (10,20,100,50) is held by required constraints, and moving it conflicts with one of them.
    /// The pin is solved in the root's own bounds (its left is 0 there), so the set is the mask's
    /// constraint and the pin alone.
    @Test("the autoresizing-mask constraint in the set is named as such")
    func autoresizingMask() throws {
        var l = Layout()
        let v = try l.addView("v", frame: Rect(x: 10, y: 20, width: 100, height: 50))
        try l.pin(v, .left, to: .root, plus: 30)
        let report = try #require(l.conflicts.first)
        expectPicture(Report.conflict(report, in: l), """
            Unable to simultaneously satisfy constraints.
                Each constraint in this list is needed for the conflict: removing or loosening any one of them resolves it.
            (
                "v.left == 10   (autoresizing mask)",
                "v.left == root.left + 30"
            )
            Will attempt to recover by breaking constraint
                "v.left == root.left + 30"
            Fixes, best first, each tried on a copy of the layout:
              1. Set v.translatesAutoresizingMaskIntoConstraints = false (its frame then comes from your constraints, not from its mask) — and then v has no width, vertical position and height: pin it with constraints — with this change the constraints are satisfiable.
              2. Give v.left == root.left + 30 priority 999, so it gives way where it cannot hold — with this change the constraints are satisfiable.
            """)
    }
}
