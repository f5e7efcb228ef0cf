import Cassowary
import Testing

/// Every refusal is a typed error that leaves the solver as it was.
@Suite("errors")
struct ErrorTests {
    @Test("removing a constraint the solver does not hold")
    func unknownConstraint() throws {
        var s = Solver()
        #expect(throws: SolverError.unknownConstraint(ConstraintID(7))) { try s.remove(ConstraintID(7)) }
        let x = s.makeVariable("x")
        let id = try s.add(Constraint(Expression(x), .equal, 1))
        try s.remove(id)
        #expect(throws: SolverError.unknownConstraint(id)) { try s.remove(id) }
    }

    @Test("adding under a handle already in use")
    func duplicateConstraint() throws {
        var s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(Expression(x), .equal, 1), id: ConstraintID(3))
        #expect(throws: SolverError.duplicateConstraint(ConstraintID(3))) {
            try s.add(Constraint(Expression(x), .equal, 2), id: ConstraintID(3))
        }
        #expect(s.value(of: x) == 1)
    }

    /// Handles are the caller's: near ones and far ones (stored apart inside) behave alike, and a
    /// far one stays found when the near ones grow past it.
    @Test("constraints under handles near and far are found, listed in order and removed")
    func handlesNearAndFar() throws {
        var s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let far = ConstraintID(5_000)
        try s.add(Constraint(Expression(x), .equal, 1), id: far)
        for i in 0..<6_000 where i != 5_000 {
            try s.add(Constraint(Expression([Term(y, 1)], constant: -Double(i % 7)), .greaterThanOrEqual, priority: .required), id: ConstraintID(i))
        }
        try s.add(Constraint(Expression(y), .lessThanOrEqual, 100), id: ConstraintID(-4))
        #expect(s.contains(far))
        #expect(s.constraintIDs.first == ConstraintID(-4))
        #expect(s.constraintIDs.count == 6_001)
        #expect(throws: SolverError.duplicateConstraint(far)) { try s.add(Constraint(Expression(x), .equal, 2), id: far) }
        try s.remove(far)
        #expect(!s.contains(far))
        try s.add(Constraint(Expression(x), .equal, 2), id: far)
        #expect(s.value(of: x) == 2)
    }

    @Test("edit variables: unknown, duplicate, required")
    func editErrors() throws {
        var s = Solver()
        let x = s.makeVariable("x")
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.suggestValue(x, 3) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.removeEditVariable(x) }
        #expect(throws: SolverError.requiredEditVariable(x)) { try s.addEditVariable(x, priority: .required) }
        try s.addEditVariable(x, priority: .high)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try s.addEditVariable(x, priority: .low) }
    }

    @Test("infinite and NaN numbers are refused, never stored", arguments: [Double.infinity, -.infinity, .nan])
    func nonFinite(bad: Double) throws {
        var s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(Expression(x), .equal, 4))
        let before = s.dump()
        #expect(throws: SolverError.nonFinite("a coefficient or constant")) {
            try s.add(Constraint(Expression(x), .equal, bad))
        }
        #expect(throws: SolverError.nonFinite("a coefficient or constant")) {
            try s.add(Constraint(x * bad, .equal, 1))
        }
        try s.addEditVariable(x, priority: .low)
        #expect(throws: SolverError.nonFinite("suggested value")) { try s.suggestValue(x, bad) }
        let id = try #require(s.constraintIDs.first)
        #expect(throws: SolverError.nonFinite("constant")) { try s.setConstant(id, bad) }
        try s.removeEditVariable(x)
        #expect(s.dump() == before)
        #expect(s.value(of: x) == 4)
    }

    @Test("a variable of another solver is unknown here")
    func foreignVariable() throws {
        var a = Solver()
        var b = Solver()
        _ = a.makeVariable("a")
        let y = b.makeVariable("y")
        let z = b.makeVariable("z")
        #expect(throws: SolverError.unknownVariable(z)) { try a.add(Constraint(Expression(z), .equal, 1)) }
        _ = y
    }

    @Test("required ↔ optional priority changes are refused with UIKit's words")
    func requiredPriorityChange() throws {
        var s = Solver()
        let x = s.makeVariable("x")
        let id = try s.add(Constraint(Expression(x), .equal, 1))
        #expect(throws: SolverError.requiredPriorityChange(id)) { try s.setPriority(id, .high) }
        let soft = try s.add(Constraint(Expression(x), .equal, 3, priority: .low))
        #expect(throws: SolverError.requiredPriorityChange(soft)) { try s.setPriority(soft, .required) }
        #expect(SolverError.requiredPriorityChange(id).description.hasPrefix(
            "Mutating a priority from required to not on an installed constraint"))
    }

    @Test("priorities outside 1…1000 do not exist")
    func priorityRange() {
        #expect(Priority(0) == nil)
        #expect(Priority(1001) == nil)
        #expect(Priority(1000) == .required)
    }
}
