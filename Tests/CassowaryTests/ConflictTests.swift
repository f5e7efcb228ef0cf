import Cassowary
import Testing

/// An unsatisfiable required constraint names the minimal set it conflicts with and changes nothing.
@Suite("conflicts")
struct ConflictTests {
    /// root.left = 0, root.width = 375, a view pinned to both edges, and unrelated constraints.
    func pinned() throws -> (Fixture, [ConstraintID]) {
        var f = Fixture()
        var ids: [ConstraintID] = []
        ids.append(try f.add(Expression(f.v("root.left")), .equal, 0))                          // 0
        ids.append(try f.add(Expression(f.v("root.width")), .equal, 375))                       // 1
        ids.append(try f.add(Expression(f.v("a.left")), .equal, Expression(f.v("root.left"))))  // 2
        ids.append(try f.add(f.v("a.left") + f.v("a.width"), .equal, f.v("root.left") + f.v("root.width"))) // 3
        ids.append(try f.add(Expression(f.v("y")), .equal, 5))                                  // 4
        ids.append(try f.add(Expression(f.v("a.top")), .equal, Expression(f.v("y"))))           // 5
        ids.append(try f.add(Expression(f.v("a.height")), .equal, 50, 750))                     // 6 optional
        return (f, ids)
    }

    @Test("a fixed width against both edges: the culprits are the width, the edges and the root width")
    func minimalSet() throws {
        var (f, ids) = try pinned()
        let before = f.solver.dump()
        let width = f.v("a.width")
        let report = unsatisfiable { try f.add(Expression(width), .equal, 100) }
        #expect(report != nil)
        if let (id, conflicts, text) = report {
            // a.width = root.left + root.width − a.left = root.width = 375 needs 1, 2 and 3;
            // root.left (0) cancels out and is not a culprit.
            #expect(conflicts == [ids[1], ids[2], ids[3]])
            #expect(id == ConstraintID(7))
            #expect(text == """
                Unable to simultaneously satisfy constraints.
                  new: a.width - 100 == 0
                  conflicts with:
                    c1: root.width - 375 == 0
                    c2: -root.left + a.left == 0
                    c3: -root.left - root.width + a.left + a.width == 0
                """)
        }
        #expect(f.solver.dump() == before)
        #expect(f.value("a.width") == 375)
    }

    @Test("after a refusal the solver behaves exactly as if it had never been asked")
    func untouched() throws {
        var (f, _) = try pinned()
        var twin = f
        _ = try? f.add(Expression(f.v("a.width")), .equal, 100)
        try f.add(Expression(f.v("b")), .equal, f.v("a.width") * 0.5)
        try twin.add(Expression(twin.v("b")), .equal, twin.v("a.width") * 0.5)
        #expect(f.solver.dump() == twin.solver.dump())
        #expect(f.value("b") == 187.5)
    }

    @Test("an inequality conflict found in phase one restores everything")
    func inequality() throws {
        var f = Fixture()
        let low = try f.add(Expression(f.v("x")), .greaterThanOrEqual, 10)
        try f.add(Expression(f.v("z")), .equal, 1)
        let before = f.solver.dump()
        #expect(throws: SolverError.self) { try f.add(Expression(f.v("x")), .lessThanOrEqual, 5) }
        let x = f.v("x")
        #expect(unsatisfiable { try f.add(Expression(x), .lessThanOrEqual, 5) }?.conflicts == [low])
        #expect(f.solver.dump() == before)
    }

    @Test("a constraint impossible on its own conflicts with nothing")
    func impossible() throws {
        var f = Fixture()
        try f.add(Expression(f.v("x")), .equal, 3)
        let x = f.v("x")
        let report = unsatisfiable { try f.solver.add(Constraint(x - x, .equal, 5)) }
        #expect(report?.conflicts == [])
        #expect(report?.text.hasSuffix("it cannot hold on its own") == true)
    }

    @Test("a constant change that cannot hold is refused and the old constant stays")
    func constantConflict() throws {
        var f = Fixture()
        try f.add(Expression(f.v("top")), .equal, 0)
        try f.add(Expression(f.v("bottom")), .equal, 667)
        let height = try f.add(f.v("bottom") - f.v("top"), .equal, 667)
        let before = f.solver.dump()
        #expect(throws: SolverError.self) { try f.solver.setConstant(height, -100) }
        #expect(f.solver.dump() == before)
        #expect(f.solver.constraint(height)?.expression.constant == -667)
    }

    @Test("redundant equalities are accepted; removing one leaves the other in force")
    func redundant() throws {
        var f = Fixture()
        let first = try f.add(Expression(f.v("x")), .equal, 10)
        try f.add(Expression(f.v("x")), .equal, 10)
        try f.add(Expression(f.v("x")), .equal, 99, 750)
        try f.solver.remove(first)
        #expect(f.value("x") == 10)
    }
    @Test("copies of one refused constraint are each refused with the same conflict, and after a change the conflict is looked for again")
    func copiesRefusedAlike() throws {
        var (f, ids) = try pinned()
        let width = f.v("a.width")
        var refusals: [(id: ConstraintID, conflicts: [ConstraintID], text: String)] = []
        for _ in 0..<3 {
            if let report = unsatisfiable({ try f.add(Expression(width), .equal, 100) }) { refusals.append(report) }
        }
        #expect(refusals.map(\.id) == [ConstraintID(7), ConstraintID(8), ConstraintID(9)])
        #expect(refusals.allSatisfy { $0.conflicts == [ids[1], ids[2], ids[3]] })
        #expect(refusals.allSatisfy { $0.text == refusals[0].text })
        // With the right edge gone, the same width fits (a.width = 100), and its copy is redundant.
        try f.solver.remove(ids[3])
        try f.add(Expression(width), .equal, 100)
        try f.add(Expression(width), .equal, 100)
        #expect(f.value("a.width") == 100)
        // The right edge back is refused now, for the width it meets.
        let x = f.v("a.left"), w = f.v("a.width"), rl = f.v("root.left"), rw = f.v("root.width")
        #expect(unsatisfiable { try f.add(x + w, .equal, rl + rw) }?.conflicts.contains(ids[1]) == true)
        #expect(f.value("a.width") == 100)
    }
}

