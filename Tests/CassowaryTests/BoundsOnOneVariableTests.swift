import Cassowary
import PropertyBased
import Testing

/// Optional bounds on one variable (`w >= c @p`, `w <= c @p`), the shape of the `crowd` levels
/// workload, whose cost grows with the square of the bounds (see ``Solver``). These are the
/// answers any cheaper way of holding such bounds must give: the least error at every level, and
/// where bounds at one level tie, the width the tableau picks among the equally good ones.
@Suite("optional bounds on one variable")
struct BoundsOnOneVariableTests {
    struct Bound: CustomStringConvertible, Sendable {
        var lower: Bool
        var constant: Double
        var priority: Int

        var description: String { "w \(lower ? ">=" : "<=") \(Int(constant)) @\(priority)" }

        var reference: ReferenceConstraint {
            // `w - c >= 0` or `w - c <= 0`.
            ReferenceConstraint(coefficients: [1], constant: -constant,
                                relation: lower ? .greaterThanOrEqual : .lessThanOrEqual, level: priority)
        }
    }

    static func width(_ bounds: [Bound]) throws -> Double {
        var s = Solver()
        let w = s.makeVariable("w")
        for b in bounds {
            try s.add(Constraint(Expression(w), b.lower ? .greaterThanOrEqual : .lessThanOrEqual, b.constant,
                                 priority: Priority(b.priority)!))
        }
        return s.value(of: w)
    }

    static func b(_ lower: Bool, _ constant: Double, _ priority: Int) -> Bound {
        Bound(lower: lower, constant: constant, priority: priority)
    }

    /// Ties at one level leave a range of widths equally good; the tableau keeps the width the
    /// first of them gave, until a lower level asks for less, and then goes only as far as it asks.
    @Test("bounds that tie at one level: the width picked among the equally good ones",
          arguments: [
              ([b(true, 100, 500), b(false, 0, 500)], 100.0),
              ([b(false, 0, 500), b(true, 100, 500)], 0.0),
              ([b(true, 100, 500), b(false, 0, 500), b(true, 150, 300)], 100.0),
              ([b(true, 100, 500), b(false, 0, 500), b(false, 20, 300)], 20.0),
              ([b(true, 100, 500), b(false, 0, 500), b(true, 60, 500)], 100.0),
              ([b(true, 60, 300), b(true, 100, 500), b(false, 0, 500)], 100.0),
          ])
    func ties(_ bounds: [Bound], _ expected: Double) throws {
        #expect(try Self.width(bounds) == expected, "\(bounds)")
    }

    @Test("each new bound the tightest, at a level of its own: the width is the last")
    func risingLevels() throws {
        let bounds = (1...200).map { Self.b(true, Double($0), $0) }
        #expect(try Self.width(bounds) == 200)
    }

    /// Random bounds, at a few levels so that ties are common: the width reaches the least error
    /// the reference LP can at each level, highest first.
    @Test("random bounds at random levels reach the least error at every level")
    func leastErrors() async {
        let levels = [900, 500, 500, 300, 1]
        await propertyCheck(count: 200, input: Gen<Int>.value(in: 0...Int(Int32.max))) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            let bounds = (0..<Int.random(in: 1...12, using: &rng)).map { _ in
                Self.b(Bool.random(using: &rng), Double(Int.random(in: -50...50, using: &rng)),
                       levels[Int.random(in: 0..<levels.count, using: &rng)])
            }
            guard let w = try? Self.width(bounds) else {
                Issue.record("optional bounds refused: \(bounds)")
                return
            }
            let used = Array(Set(bounds.map(\.priority))).sorted(by: >)
            guard let least = ReferenceLP.optimum(variables: 1, bounds.map(\.reference), levels: used) else {
                Issue.record("the reference found optional bounds infeasible: \(bounds)")
                return
            }
            for (level, best) in zip(used, least) {
                let error = bounds.filter { $0.priority == level }.reduce(0) { $0 + $1.reference.error(at: [w]) }
                #expect(abs(error - best) <= 1e-6 * (1 + abs(best)), "level \(level) of \(bounds): w = \(w)")
            }
        }
    }
}
