import Cassowary
import Testing

/// Removals leave the solution a function of the constraints that remain: nothing removed stays in
/// force, nothing remaining is broken, and the optional ones are as close as their levels allow.
@Suite("removal")
struct RemovalTests {
    @Test("removing a slack's constraint, then a constant its row absorbed, keeps a required equality")
    func requiredEqualityAfterTwoRemovals() throws {
        // x1 − x0 − x2 == 0, x2 ≥ 0, x0 == 9; remove the second, then the third. The first must
        // still hold: with x0 free again every value of x1 − x0 − x2 is 0.
        var f = Fixture()
        let x0 = f.v("x0"), x1 = f.v("x1"), x2 = f.v("x2")
        let link = try f.add(x1 - x0 - x2, .equal, 0)
        let nonNegative = try f.add(Expression(x2), .greaterThanOrEqual, 0)
        let pinned = try f.add(Expression(x0), .equal, 9)
        try f.solver.remove(nonNegative)
        try f.solver.remove(pinned)
        #expect(f.solver.error(of: link) == 0)
        #expect(f.value("x1") - f.value("x0") - f.value("x2") == 0)
    }

    @Test("removing a required equality re-optimises the optional constraints it overruled")
    func reoptimisedAfterRebuild() throws {
        // b.left == a.left + 40 @750, b.left ≥ 235 @750 (then 91), b.left == a.left − 3 (removed).
        // Once the required one is gone both optional ones can hold: b.left 91, a.left 51.
        var f = Fixture()
        let a = f.v("a.left"), b = f.v("b.left")
        try f.add(Expression(b), .equal, a + 40, 750)
        let floor = try f.add(Expression(b), .greaterThanOrEqual, 235, 750)
        let tied = try f.add(Expression(b), .equal, a - 3)
        try f.solver.setConstant(floor, -91)
        try f.solver.remove(tied)
        #expect(f.value("b.left") == 91)
        #expect(f.value("a.left") == 51)
    }
}
