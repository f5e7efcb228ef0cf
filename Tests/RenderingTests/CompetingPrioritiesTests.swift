import Layout
import Testing

import Rendering

/// Two optional constraints pulling against each other at one priority leave every value between
/// them equally good: a real ambiguity, reported as that tie, not as a missing constraint.
@Suite("competing priorities")
struct CompetingPrioritiesTests {
    /// A full-screen scroll view; c is pinned to its four content edges and as wide as its frame,
    /// and asks for a height of 300 and of 100, both at 999.
    func tied() throws -> Layout {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let c = try l.addView("c", in: sv)
        try l.pinEdges(c, to: sv)
        try l.activate(LayoutConstraint(.view(c), .width, .equal, .frame(sv), .width))
        try l.pin(c, .height, plus: 300, priority: 999)
        try l.pin(c, .height, plus: 100, priority: 999)
        return l
    }

    @Test("the warnings name the two constraints that tie, for the view and for the content size")
    func namesTheTie() throws {
        let l = try tied()
        let tie = "c.height == 300 @999 and c.height == 100 @999 compete at the same priority,"
            + " so any value between what they ask is as good: give one of them a different priority"
        expectLines(Report.warnings(l, since: nil), """
            Scrollable content size ambiguity: sv has ambiguous scrollable content height — \(tie)
            Ambiguous layout: c has an ambiguous height — \(tie)
            """)
    }

    @Test("with one of them at 998 nothing is ambiguous")
    func brokenTie() throws {
        var l = try tied()
        let weaker = try #require(l.constraintIDs.last)
        try l.setPriority(weaker, 998)
        expectLines(Report.warnings(l, since: nil), "")
    }
}
