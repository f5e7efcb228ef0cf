@testable import Cassowary
import Testing

/// Hundreds of priority levels on one width (`w >= p @p` for each p) put each new level's row into
/// every earlier level's row. The record of what was substituted into what must stay about as
/// large as the constraints, not grow with their square, and still hold every dependency a
/// removal needs: taking levels out gives the width a solver without them gives.
@Suite("priority levels keep few links")
struct PriorityLevelLinksTests {
    static func levels(_ count: Int, in solver: inout Solver, width w: Variable) throws -> [ConstraintID] {
        try (1...count).map { p in
            // A copy kept alive between commands, as undo keeps one.
            let snapshot = solver
            defer { _ = snapshot }
            return try solver.add(Constraint(Expression(w), .greaterThanOrEqual, Double(p), priority: Priority(p)!))
        }
    }

    @Test("300 levels on one width: each keeps a link or two, but the one whose row holds the width")
    func fewLinks() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        _ = try Self.levels(300, in: &solver, width: w)
        #expect(solver.value(of: w) == 300)
        var counts: [Int] = []
        for i in 0..<solver.records.count {
            if let record = solver.records[i] { counts.append(record.uses.count) }
        }
        counts.sort()
        // 300 records: every one but the last in the order above uses at most two others.
        #expect(counts.dropLast().allSatisfy { $0 <= 2 }, "links per record: \(counts.suffix(5))")
    }

    @Test("levels taken out, from the top, the middle and the bottom, leave the width the rest give",
          arguments: [[300, 299], [150, 151, 1], [1, 2, 3, 300], [200]])
    func removals(_ removed: [Int]) throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        let ids = try Self.levels(300, in: &solver, width: w)
        for p in removed { try solver.remove(ids[p - 1]) }
        #expect(solver.value(of: w) == Double((1...300).filter { !removed.contains($0) }.max()!))
        // Taken out at the highest level the width falls to the next; the rest hold as before.
        var fresh = Solver()
        let v = fresh.makeVariable("w")
        for p in 1...300 where !removed.contains(p) {
            _ = try fresh.add(Constraint(Expression(v), .greaterThanOrEqual, Double(p), priority: Priority(p)!))
        }
        #expect(solver.value(of: w) == fresh.value(of: v))
    }
}
