import Cassowary
import Layout
import Testing

/// Deactivating constraints leaves the frames a fresh layout with the remaining constraints has.
@Suite("deactivation")
struct DeactivationTests {
    @Test("b.right == a.left still holds after the two constraints that came later are deactivated")
    func requiredHoldsAfterDeactivations() throws {
        // view a; view b; b.right == a.left; r: b.width >= 0; k: a.left == root.left + 9;
        // r and k deactivated. Nothing else places a or b, so they stay where they were, with
        // b.right == a.left (it once gave b.right 9 and a.left 0).
        var l = Layout()
        let a = try l.addView("a"), b = try l.addView("b")
        try l.pin(b, .right, to: a, .left)
        let r = try l.pin(b, .width, .greaterThanOrEqual, plus: 0)
        let k = try l.pin(a, .left, to: .root, plus: 9)
        try l.deactivate(r)
        try l.deactivate(k)
        #expect(l.frame(of: b).maxX == l.frame(of: a).minX)
    }

    @Test("a deactivated required constraint no longer holds back the optional ones")
    func optionalReoptimised() throws {
        // b.left == a.left + 40 @750; c: b.left >= root.left + 235 @750, later 91;
        // r: b.left == a.left − 3, deactivated. Both optional ones can hold: b.left 91, a.left 51
        // (it once gave a 94, b 91: the first optional one 43 points off).
        var l = Layout()
        let a = try l.addView("a"), b = try l.addView("b")
        try l.pin(b, .left, to: a, .left, plus: 40, priority: 750)
        let c = try l.pin(b, .left, .greaterThanOrEqual, to: .root, plus: 235, priority: 750)
        let r = try l.pin(b, .left, to: a, .left, plus: -3)
        try l.setConstant(c, 91)
        try l.deactivate(r)
        #expect(l.frame(of: b).minX == 91)
        #expect(l.frame(of: a).minX == 51)
    }
}
