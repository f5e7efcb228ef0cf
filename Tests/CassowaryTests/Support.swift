import Cassowary
import Testing

/// A named-variable solver for tests: `v["x"]` makes or finds variable x.
struct Fixture {
    var solver = Solver()
    var variables: [String: Variable] = [:]

    mutating func v(_ name: String) -> Variable {
        if let existing = variables[name] { return existing }
        let made = solver.makeVariable(name)
        variables[name] = made
        return made
    }

    func value(_ name: String) -> Double {
        variables[name].map(solver.value(of:)) ?? .nan
    }

    @discardableResult
    mutating func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                      _ priority: Int = 1000) throws -> ConstraintID {
        try solver.add(Constraint(lhs, relation, rhs, priority: Priority(priority)!))
    }

    @discardableResult
    mutating func add(_ lhs: Expression, _ relation: Relation, _ rhs: Double,
                      _ priority: Int = 1000) throws -> ConstraintID {
        try solver.add(Constraint(lhs, relation, rhs, priority: Priority(priority)!))
    }
}

/// The stack of views of the W1 workload, small: `top_i = 52·i` when every link is in place.
struct Stack {
    var f = Fixture()
    var links: [ConstraintID] = []
    let n: Int

    init(_ n: Int) throws {
        self.n = n
        let w = f.v("content.width"), top0 = f.v("content.top")
        try f.add(Expression(top0), .equal, 0)
        try f.add(Expression(w), .equal, 375)
        for i in 0..<n {
            let top = f.v("t\(i)"), height = f.v("h\(i)"), width = f.v("w\(i)")
            if i == 0 {
                links.append(try f.add(Expression(top), .equal, Expression(top0)))
            } else {
                links.append(try f.add(Expression(top), .equal, f.v("t\(i - 1)") + f.v("h\(i - 1)") + 8))
            }
            try f.add(Expression(height), .equal, 44)
            try f.add(Expression(width), .equal, Expression(w))
        }
        try f.add(f.v("t\(n - 1)") + f.v("h\(n - 1)"), .equal, top0 + f.v("content.height"))
    }

    func tops() -> [Double] { (0..<n).map { f.value("t\($0)") } }
}

/// What an unsatisfiable add reported, or nil if `body` did not throw that.
func unsatisfiable(_ body: () throws -> Void) -> (id: ConstraintID, conflicts: [ConstraintID], text: String)? {
    do {
        try body()
    } catch {
        if let solverError = error as? SolverError, case let .unsatisfiable(id, conflicts, text) = solverError {
            return (id, conflicts, text)
        }
    }
    return nil
}
