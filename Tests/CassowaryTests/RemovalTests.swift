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

    @Test("300 priority levels on one width, tied to another variable after the first 100, removed in a mixed order, leave each time what adding only the rest gives")
    func priorityLevelsRemovedAgreeWithNeverAdded() throws {
        // w ≥ p @p for p = 1…300, w ≤ 150 @999 after level 200, and x == w + 10 (required, no
        // marker: removed through what the rows were derived from) after level 100. Each new level
        // is substituted into every earlier level's row, so the record of derivations is where the
        // removals below can go wrong.
        enum Item: Hashable { case level(Int), cap, tie }
        var order: [Item] = []
        for p in 1...300 {
            order.append(.level(p))
            if p == 100 { order.append(.tie) }
            if p == 200 { order.append(.cap) }
        }
        func add(_ item: Item, to f: inout Fixture) throws -> ConstraintID {
            let w = f.v("w"), x = f.v("x")
            switch item {
            case .level(let p): return try f.add(Expression(w), .greaterThanOrEqual, Double(p), p)
            case .cap: return try f.add(Expression(w), .lessThanOrEqual, 150, 999)
            case .tie: return try f.add(Expression(x), .equal, w + 10)
            }
        }
        var f = Fixture()
        var ids: [Item: ConstraintID] = [:]
        for item in order { ids[item] = try add(item, to: &f) }
        #expect(f.value("w") == 150 && f.value("x") == 160)
        var removed: Set<Item> = []
        for item in [Item.level(300), .cap, .level(150), .level(299), .tie, .level(1), .level(298), .level(100)] {
            try f.solver.remove(ids[item]!)
            removed.insert(item)
            var fresh = Fixture()
            for other in order where !removed.contains(other) { _ = try add(other, to: &fresh) }
            #expect(f.value("w") == fresh.value("w"), "after removing \(item)")
            if !removed.contains(.tie) { #expect(f.value("x") == f.value("w") + 10, "after removing \(item)") }
        }
        #expect(f.value("w") == 297)
    }

    @Test("a link removed from the middle of a stack of 800 views and put back 12 points longer moves every view below it by 12")
    func midStackRemovalAndReAdd() throws {
        // 2,400 constraints and more: what the removal marks runs over thousands of records.
        var stack = try Stack(800)
        try stack.f.solver.remove(stack.links[400])
        let longer = try stack.f.add(Expression(stack.f.v("t400")), .equal, stack.f.v("t399") + stack.f.v("h399") + 20)
        let moved: [Double] = (0..<800).map { i in Double(52 * i + (i >= 400 ? 12 : 0)) }
        #expect(misplaced(stack.tops(), moved).isEmpty, "\(misplaced(stack.tops(), moved).prefix(3))")
        try stack.f.solver.remove(longer)
        try stack.f.add(Expression(stack.f.v("t400")), .equal, stack.f.v("t399") + stack.f.v("h399") + 8)
        let back: [Double] = (0..<800).map { i in Double(52 * i) }
        #expect(misplaced(stack.tops(), back).isEmpty, "\(misplaced(stack.tops(), back).prefix(3))")
    }

    /// The views whose top is not the one expected, as `tN: top, expected E`.
    func misplaced(_ tops: [Double], _ expected: [Double]) -> [String] {
        zip(tops, expected).enumerated().compactMap { i, pair in pair.0 == pair.1 ? nil : "t\(i): \(pair.0), expected \(pair.1)" }
    }
}

/// Tiny coefficients are terms like any other, so the order of the constraints does not matter;
/// numbers the arithmetic cannot hold are refused.
@Suite("magnitudes")
struct MagnitudeTests {
    @Test("a multiplier of 1e-9 counts whichever constraint comes first")
    func tinyMultiplierInEitherOrder() throws {
        // a == b·1e-9 + 5 with b == 1e12: a = 1e12 · 1e-9 + 5 = 1005, in both orders.
        var first = Fixture()
        let a1 = first.v("a"), b1 = first.v("b")
        try first.add(Expression(a1), .equal, b1 * 1e-9 + 5)
        try first.add(Expression(b1), .equal, 1e12)
        var second = Fixture()
        let a2 = second.v("a"), b2 = second.v("b")
        try second.add(Expression(b2), .equal, 1e12)
        try second.add(Expression(a2), .equal, b2 * 1e-9 + 5)
        // 1e-9 is not exact in binary, so 1005 is up to one rounding away.
        #expect(abs(first.value("a") - 1005) < 1e-9)
        #expect(first.value("a") == second.value("a"))
    }

    @Test("a tiny coefficient does not count as a conflict's rounding noise")
    func tinyCoefficientConflicts() throws {
        // a == b·1e-9 and a == 1, b == 0: 1 == 0 cannot hold, however small the coefficient.
        var f = Fixture()
        let a = f.v("a"), b = f.v("b")
        try f.add(Expression(a), .equal, b * 1e-9)
        try f.add(Expression(b), .equal, 0)
        #expect(unsatisfiable { try f.add(Expression(a), .equal, 1) } != nil)
    }

    /// The numbers are the constraint's as the solver holds it (`a − 1e308 == 0`).
    @Test("constants and coefficients beyond what doubles can hold are refused with the range")
    func outOfRange() {
        var f = Fixture()
        let a = f.v("a"), b = f.v("b")
        #expect(throws: SolverError.outOfRange("constant", -1e308)) {
            try f.add(Expression(a), .equal, 1e308)
        }
        #expect(throws: SolverError.outOfRange("coefficient", -1e-13)) {
            try f.add(Expression(a), .equal, b * 1e-13)
        }
        #expect(SolverError.outOfRange("coefficient", 1e-13).description
                == "coefficient 1e-13 is out of range: a coefficient's size must be 0 or 1e-12…1e12")
        #expect(f.solver.constraintIDs.isEmpty)
    }
    @Test("200 copies of one required equality hold as one: removed one by one, first to last, the equality holds until the last goes, and a constant change of one copy is refused while the others hold")
    func copiesOfOneEquality() throws {
        var f = Fixture()
        try f.add(Expression(f.v("root.left")), .equal, 0)
        try f.add(Expression(f.v("root.width")), .equal, 375)
        try f.add(Expression(f.v("a.left")), .equal, 10)
        let (left, width, rl, rw) = (f.v("a.left"), f.v("a.width"), f.v("root.left"), f.v("root.width"))
        var copies: [ConstraintID] = []
        for _ in 0..<200 { copies.append(try f.add(left + width, .equal, rl + rw - 15)) }
        #expect(f.value("a.width") == 350)
        // Moving one copy's constant conflicts with the other 199, which still say 350.
        #expect(unsatisfiable { try f.solver.setConstant(copies[7], 5) } != nil)
        #expect(f.value("a.width") == 350)
        for id in copies.dropLast() {
            try f.solver.remove(id)
            #expect(f.value("a.width") == 350)
        }
        try f.add(Expression(width), .equal, 100, 750)
        #expect(f.value("a.width") == 350)
        try f.solver.remove(copies[copies.count - 1])
        #expect(f.value("a.width") == 100)
        #expect(throws: SolverError.self) { try f.solver.remove(copies[0]) }
    }
}

