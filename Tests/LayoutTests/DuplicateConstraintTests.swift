import Layout
import Testing

/// One constraint made many times over (a line of an `activate` list pasted again and again):
/// the copies hold as the one does, or each breaks with the conflict the one has.
@Suite("copies of one constraint")
struct DuplicateConstraintTests {
    /// `a.trailing == root.trailing − 15`.
    func trailing(_ a: ViewID) -> LayoutConstraint {
        LayoutConstraint(.view(a), .trailing, .equal, .view(.root), .trailing, constant: -15)
    }

    @Test("300 copies of a.trailing == root.trailing − 15 in one activate list hold as one: a at x 10, 350 wide; all but one deactivated, it still holds")
    func copiesHold() throws {
        var l = Layout()
        let a = try l.addView("a")
        let ids = try l.activate([LayoutConstraint(.view(a), .leading, .equal, .view(.root), .leading, constant: 10),
                                  LayoutConstraint(.view(a), .top, .equal, .view(.root), .top, constant: 20),
                                  LayoutConstraint(.view(a), .height, .equal, constant: 44)]
                                 + Array(repeating: trailing(a), count: 300))
        // 375 − 15 − 10 = 350.
        #expect(l.frame(of: a) == Rect(x: 10, y: 20, width: 350, height: 44))
        #expect(l.conflicts.isEmpty)
        #expect(l.ambiguities().isEmpty)
        for id in ids.dropFirst(3).dropLast() { try l.deactivate(id) }
        #expect(l.frame(of: a) == Rect(x: 10, y: 20, width: 350, height: 44))
        try l.deactivate(ids[ids.count - 1])
        #expect(l.ambiguities().map(\.view) == [a])
    }

    @Test("with a's autoresizing mask on, each of 300 copies breaks with the one conflict of the screen's width and the mask's frame, which stays; with the mask off all are let in and hold")
    func copiesBreakAlike() throws {
        var l = Layout()
        let a = try l.addView("a", frame: Rect(x: 0, y: 0, width: 100, height: 50))
        try l.setTranslatesAutoresizingMask(a, true)
        let ids = try l.activate(Array(repeating: trailing(a), count: 300))
        #expect(l.conflicts.map(\.broken) == ids)
        let set = try #require(l.conflicts.first).conflicting
        #expect(l.conflicts.allSatisfy { $0.conflicting == set })
        // The trailing constraint is solved in the root's own bounds, where its left is 0: the
        // root's position takes no part, as in UIKit's log of the same conflict.
        #expect(set.map { l.describe($0) }.sorted() == [
            "a.left == 0   (autoresizing mask)", "a.width == 100   (autoresizing mask)",
            "root.width == 375   (screen size)",
        ])
        #expect(l.frame(of: a) == Rect(x: 0, y: 0, width: 100, height: 50))
        try l.setTranslatesAutoresizingMask(a, false)
        for report in l.conflicts { try l.reactivate(report.broken) }
        #expect(l.conflicts.isEmpty)
        #expect(l.frame(of: a).maxX == 360)
    }
}
