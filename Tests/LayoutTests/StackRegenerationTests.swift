import Layout
import Testing

/// A stack view's generated constraints when its arranged views change: the ones the new state
/// still needs stay the constraints they were, only the others are removed and added.
/// Views as in ``StackViewTests``: a 40×20, b 60×30, c 80×10 image views.
@Suite("stack view constraints kept across a change")
struct StackRegenerationTests {
    @Test("appending a view keeps the spacing between the views before it and the first view's canvas connection; the old last view's trailing connection goes")
    func appendKeepsTheUnchanged() throws {
        var (l, s, v) = try StackViewTests.stack { $0.spacing = 10 }
        let before = Set(l.generatedConstraintIDs(of: s))
        let spacingAB = l.generatedConstraintIDs(of: s).first { l.describe($0) == "'UISV-spacing' b.leading == a.trailing + 10   (added by the stack view s)" }
        let lastEdge = l.generatedConstraintIDs(of: s).first { l.describe($0) == "'UISV-canvas-connection' c.trailing == s.trailing   (added by the stack view s)" }
        #expect(spacingAB != nil)
        #expect(lastEdge != nil)

        let d = try l.addView("d", kind: .image, in: s)
        try l.setImageSize(d, Size(width: 20, height: 40))
        try l.addArrangedSubview(d, to: s)

        let after = l.generatedConstraintIDs(of: s)
        #expect(spacingAB.map { after.contains($0) } == true)
        #expect(lastEdge.map { after.contains($0) } == false)
        #expect(after.contains { l.describe($0) == "'UISV-canvas-connection' d.trailing == s.trailing   (added by the stack view s)" })
        #expect(after.contains { l.describe($0) == "'UISV-spacing' d.leading == c.trailing + 10   (added by the stack view s)" })
        // Most of the set is the set it was: a, b and c keep their constraints to each other.
        #expect(before.intersection(after).count >= after.count / 2)
        // Along: a 0…40, b 50…110, c 120…200, d 210…230; across: all as tall as the tallest, d (40).
        #expect(l.frame(of: v[2]) == Rect(x: 120, y: 0, width: 80, height: 40))
        #expect(l.frame(of: d) == Rect(x: 210, y: 0, width: 20, height: 40))
        #expect(l.frame(of: s) == Rect(x: 0, y: 0, width: 230, height: 40))
    }

    @Test("removing the middle view makes the stack's set as if the other two had been arranged alone")
    func removeMiddle() throws {
        var (l, s, v) = try StackViewTests.stack { $0.spacing = 10 }
        try l.removeArrangedSubview(v[1], from: s)
        #expect(l.generatedConstraintIDs(of: s).contains { l.describe($0) == "'UISV-spacing' c.leading == a.trailing + 10   (added by the stack view s)" })
        #expect(!l.generatedConstraintIDs(of: s).contains { l.describe($0).contains("b.") })
        // a 0…40, c 50…130; both 20 tall (a's compression @750 beats c's hugging @250).
        #expect(l.frame(of: v[2]) == Rect(x: 50, y: 0, width: 80, height: 20))
        #expect(l.frame(of: s) == Rect(x: 0, y: 0, width: 130, height: 20))
    }
}
