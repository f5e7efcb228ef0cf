import Cassowary
import PropertyBased
import Testing

/// Parked bounds (see `Solver+ParkedBounds.swift`): a variable with more than eight optional
/// bounds keeps those that do not bind out of the tableau, and puts each back as soon as the
/// values cross it. Each case here needs a parked bound back in at the right time: a solver that
/// parked a bound and never looked at it again gives another value.
@Suite("parked bounds")
struct ParkedBoundsTests {
    /// The dump's parked lines.
    static func parked(_ s: Solver) -> [String] {
        s.dump().split(separator: "\n").map(String.init).filter { $0.hasPrefix("parked ") }
    }

    /// `w >= from + i @(level + i)` for i = 0..<count: each the tightest so far, each at a level
    /// of its own, so every one but the last is parked.
    @discardableResult
    static func rising(_ f: inout Fixture, from: Double, level: Int, count: Int = 10) throws -> [ConstraintID] {
        try (0..<count).map { try f.add(Expression(f.v("w")), .greaterThanOrEqual, from + Double($0), level + $0) }
    }

    @Test("rising bounds: all but the binding one are parked, and the dump lists them in order")
    func risingBoundsPark() throws {
        var f = Fixture()
        try Self.rising(&f, from: 1, level: 1, count: 12)
        #expect(f.value("w") == 12)
        #expect(Self.parked(f.solver) == (1...11).map { "parked w - \($0) >= 0 @\($0)" })
        // Only the binding bound's level is left in the objective.
        #expect(!f.solver.dump().contains("objective @11"))
    }

    @Test("eight bounds on a variable are none parked: the tableau is as it always was")
    func fewBoundsStayInTheTableau() throws {
        var f = Fixture()
        try Self.rising(&f, from: 1, level: 1, count: 8)
        #expect(f.value("w") == 8)
        #expect(Self.parked(f.solver).isEmpty)
        try f.add(Expression(f.v("w")), .greaterThanOrEqual, 9, 9)
        #expect(Self.parked(f.solver).count == 8)
    }

    /// A variable's first eight bounds are kept in a list of records; the ninth turns the list
    /// into the sets parking uses. Removals from the head, the middle and the end of the list
    /// must leave exactly the others, or the count that decides crowding is wrong.
    @Test("bounds removed from the head, middle and end of an uncrowded variable: the ninth still crowds it")
    func removalsBeforeCrowding() throws {
        var f = Fixture()
        let w = f.v("w")
        let ids = try Self.rising(&f, from: 1, level: 1, count: 8)  // w >= 1 @1 … w >= 8 @8
        // The list is newest first: ids[7] is its head, ids[0] its end.
        for k in [7, 3, 0] { try f.solver.remove(ids[k]) }
        #expect(f.value("w") == 7)
        #expect(Self.parked(f.solver).isEmpty)
        // Five left; four more make nine, and all but the binding one park.
        for (i, c) in [20.0, 21, 22, 23].enumerated() { try f.add(Expression(w), .greaterThanOrEqual, c, 20 + i) }
        #expect(f.value("w") == 23)
        #expect(Self.parked(f.solver) == [
            "parked w - 2 >= 0 @2", "parked w - 3 >= 0 @3", "parked w - 5 >= 0 @5", "parked w - 6 >= 0 @6",
            "parked w - 7 >= 0 @7", "parked w - 20 >= 0 @20", "parked w - 21 >= 0 @21", "parked w - 22 >= 0 @22",
        ])
        // Every bound removed, then two added: the variable is uncrowded again, nothing parks.
        for k in [1, 2, 4, 5, 6] { try f.solver.remove(ids[k]) }
        #expect(f.value("w") == 23)
        var constraints = f.solver.dump().split(separator: "\n").filter { $0.hasPrefix("parked ") }
        #expect(constraints == ["parked w - 20 >= 0 @20", "parked w - 21 >= 0 @21", "parked w - 22 >= 0 @22"])
        let fresh = try Self.rising(&f, from: 30, level: 30, count: 2)
        #expect(f.value("w") == 31)
        for id in fresh { try f.solver.remove(id) }
        #expect(f.value("w") == 23)
        constraints = f.solver.dump().split(separator: "\n").filter { $0.hasPrefix("parked ") }
        #expect(constraints.count == 3)
    }

    @Test("a parked bound binds again when a higher-priority constraint moves the variable across it")
    func higherPriorityCrossesParked() throws {
        var f = Fixture()
        let a = try f.add(Expression(f.v("w")), .greaterThanOrEqual, 50, 900)
        try Self.rising(&f, from: 60, level: 10)
        #expect(f.value("w") == 69)
        #expect(Self.parked(f.solver).contains("parked w - 50 >= 0 @900"))
        // 600 pulls w to 10 against every rising bound, but not against `w >= 50 @900`.
        let pull = try f.add(Expression(f.v("w")), .lessThanOrEqual, 10, 600)
        #expect(f.value("w") == 50)
        #expect(f.solver.error(of: a) == 0)
        try f.solver.remove(pull)
        #expect(f.value("w") == 69)
    }

    @Test("a parked bound binds again when a required constraint moves the variable across it")
    func requiredCrossesParked() throws {
        var f = Fixture()
        try f.add(Expression(f.v("w")), .greaterThanOrEqual, 50, 900)
        try Self.rising(&f, from: 60, level: 10)
        try f.add(Expression(f.v("u")), .greaterThanOrEqual, 90, 600)
        #expect(f.value("w") == 69)
        // Required: w and u share 120, and `w >= 50 @900` outranks `u >= 90 @600`.
        let share = try f.add(f.v("w") + f.v("u"), .equal, 120)
        #expect(f.value("w") == 50)
        #expect(f.value("u") == 70)
        try f.solver.setConstant(share, -200)  // w + u == 200
        #expect(f.value("w") == 69)
        #expect(f.value("u") == 131)
    }

    @Test("removing the binding bound exposes a parked one")
    func removalExposesParked() throws {
        var f = Fixture()
        let w = f.v("w")
        let b = try f.add(Expression(w), .greaterThanOrEqual, 80, 700)
        let a = try f.add(Expression(w), .greaterThanOrEqual, 30, 300)
        try f.add(Expression(w), .lessThanOrEqual, 10, 200)
        try Self.rising(&f, from: 60, level: 1, count: 9)
        #expect(f.value("w") == 80)
        #expect(Self.parked(f.solver).contains("parked w - 30 >= 0 @300"))
        try f.solver.remove(b)
        // `w >= 30 @300` outranks `w <= 10 @200`, which outranks every rising bound.
        #expect(f.value("w") == 30)
        #expect(f.solver.error(of: a) == 0)
        // Parked, then removed: it leaves the solver as if it had never been added.
        try f.solver.add(Constraint(Expression(w), .greaterThanOrEqual, 80, priority: Priority(700)!), id: b)
        #expect(f.value("w") == 80)
        try f.solver.remove(a)
        #expect(f.value("w") == 80)
        try f.solver.remove(b)
        #expect(f.value("w") == 10)
    }

    @Test("suggested values crossing parked thresholds, down and up again")
    func suggestionsCrossParked() throws {
        var f = Fixture()
        let w = f.v("w"), x = f.v("x")
        try f.add(Expression(w), .equal, Expression(x))
        try f.solver.addEditVariable(x, priority: Priority(500)!)
        // Lower bounds above the edit, upper bounds below it, and bounds below both.
        try f.add(Expression(w), .greaterThanOrEqual, 50, 900)
        try f.add(Expression(w), .lessThanOrEqual, 150, 800)
        for i in 0..<10 { try f.add(Expression(w), .greaterThanOrEqual, Double(10 * i), 100 + i) }
        for i in 0..<10 { try f.add(Expression(w), .lessThanOrEqual, Double(200 + 10 * i), 100 + i) }
        let expected: [(suggested: Double, w: Double)] = [(0, 50), (100, 100), (400, 150), (75, 75), (-30, 50), (149, 149), (151, 150)]
        for (suggested, value) in expected {
            try f.solver.suggestValue(x, suggested)
            #expect(f.value("w") == value, "suggested \(suggested)")
            #expect(!Self.parked(f.solver).isEmpty, "suggested \(suggested)")
        }
        // Without the edit the bounds alone decide: every width from 90 (`w >= 90 @109`) to 200
        // (`w <= 200 @100`) meets them all.
        try f.solver.removeEditVariable(x)
        #expect(f.value("w") >= 90 && f.value("w") <= 200)
    }

    @Test("a parked bound's constant and priority changed: it is back in where it binds")
    func changedParked() throws {
        var f = Fixture()
        let low = try f.add(Expression(f.v("w")), .greaterThanOrEqual, 5, 900)
        try Self.rising(&f, from: 10, level: 10)
        #expect(f.value("w") == 19)
        #expect(Self.parked(f.solver).contains("parked w - 5 >= 0 @900"))
        try f.solver.setConstant(low, -40)  // w >= 40 @900
        #expect(f.value("w") == 40)
        try f.add(Expression(f.v("w")), .lessThanOrEqual, 0, 500)
        #expect(f.value("w") == 40)
        try f.solver.setPriority(low, Priority(400)!)
        #expect(f.value("w") == 0)
    }

    /// Within one level the errors add up: bounds that are each met may still be what keeps
    /// the sum least once other bounds at the level pull the other way.
    @Test("bounds that tie at one level: the least total error, and the value held among equally good ones")
    func sameLevelTies() throws {
        var f = Fixture()
        let w = f.v("w")
        var all: [ReferenceConstraint] = []
        for i in 1...20 {
            try f.add(Expression(w), .greaterThanOrEqual, Double(i), 500)
            all.append(ReferenceConstraint(coefficients: [1], constant: -Double(i), relation: .greaterThanOrEqual, level: 500))
        }
        #expect(f.value("w") == 20)
        #expect(Self.parked(f.solver).count == 19)
        for k in 1...4 {
            // k copies of `w <= 0 @500` (one record, k handles): the total is least where k
            // lower bounds are above w, anywhere from 20 − k to 21 − k.
            try f.add(Expression(w), .lessThanOrEqual, 0, 500)
            all.append(ReferenceConstraint(coefficients: [1], constant: 0, relation: .lessThanOrEqual, level: 500))
            let least = ReferenceLP.optimum(variables: 1, all, levels: [500])?.first ?? .nan
            let value = f.value("w")
            let error = all.reduce(0) { $0 + $1.error(at: [value]) }
            #expect(abs(error - least) < 1e-9, "after \(k) upper bounds, w = \(value)")
            #expect(value >= Double(20 - k) && value <= Double(21 - k), "after \(k) upper bounds")
        }
    }

    /// Random constraints on w, u and an edit variable x, with many bounds on w at few levels
    /// (ties are common): after every operation the required constraints hold and each level
    /// reaches the least error the reference LP can.
    @Test("random bounds on a crowded variable, among other constraints, reach the least error at every level")
    func leastErrorsWithOthers() async {
        await propertyCheck(count: 60, input: Gen<Int>.value(in: 0...Int(Int32.max))) { seed in
            if let failure = Self.disagreement(seed: UInt64(seed), steps: 60) { Issue.record("seed \(seed): \(failure)") }
        }
    }

    @Test("random sequences park bounds: the property above does not pass for want of any")
    func sequencesPark() {
        var parkedSteps = 0
        for seed in UInt64(0)..<20 { _ = Self.disagreement(seed: seed, steps: 60, parkedSteps: &parkedSteps) }
        #expect(parkedSteps > 200)
    }

    static func disagreement(seed: UInt64, steps: Int) -> String? {
        var parkedSteps = 0
        return disagreement(seed: seed, steps: steps, parkedSteps: &parkedSteps)
    }

    /// Replays the sequence of `seed`: nil when every check held, else what broke and the
    /// operations so far. Counts in `parkedSteps` the operations after which a bound was parked.
    static func disagreement(seed: UInt64, steps: Int, parkedSteps: inout Int) -> String? {
        var rng = SplitMix(seed: seed)
        var s = Solver()
        let w = s.makeVariable("w"), u = s.makeVariable("u"), x = s.makeVariable("x")
        let vars = [w, u, x]
        let levels = [900, 600, 600, 300, 300, 1]
        struct Live {
            var id: ConstraintID
            var reference: ReferenceConstraint
        }
        var live: [Live] = []
        var log: [String] = []
        var suggested = 0.0
        do { try s.addEditVariable(x, priority: Priority(600)!) } catch { return "\(error)" }
        func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ level: Int?) -> String? {
            var coefficients = [0.0, 0.0, 0.0]
            var expression = Expression(constant: constant)
            for (i, a) in terms {
                coefficients[i] += a
                expression = expression + Expression([Term(vars[i], a)])
            }
            let referenceRelation: ReferenceConstraint.Relation =
                relation == .equal ? .equal : relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
            let constraint = Constraint(expression, relation, priority: level.flatMap { Priority($0) } ?? .required)
            log.append("add \(s.describe(constraint))")
            do {
                let id = try s.add(constraint)
                live.append(Live(id: id, reference: ReferenceConstraint(coefficients: coefficients, constant: constant,
                                                                        relation: referenceRelation, level: level)))
            } catch {
                log[log.count - 1] += " (refused)"
                if level != nil { return "an optional constraint refused" }
            }
            return nil
        }
        for step in 0..<steps {
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < 50 || live.count < 4 {
                // A bound on w, which soon has many.
                let a = pick([1.0, 1.0, 1.0, -1.0, 2.0])
                if let problem = add([(0, a)], Double(Int.random(in: -60...60, using: &rng)),
                                     pick([.greaterThanOrEqual, .lessThanOrEqual]), pick(levels)) {
                    return report(problem, step, log)
                }
            } else if roll < 60 {
                // Something else: w against u or x, required or not; or a bound on u.
                let shape = Int.random(in: 0..<4, using: &rng)
                let terms: [(Int, Double)] = shape == 0 ? [(0, 1), (1, 1)] : shape == 1 ? [(0, 1), (2, -1)] : shape == 2 ? [(1, 1)] : [(0, 1), (1, -2)]
                let required = Int.random(in: 0..<3, using: &rng) == 0
                let relation: Relation = pick([.equal, .greaterThanOrEqual, .lessThanOrEqual])
                if let problem = add(terms, Double(Int.random(in: -80...80, using: &rng)), relation, required ? nil : pick(levels)) {
                    return report(problem, step, log)
                }
            } else if roll < 72 {
                let k = Int.random(in: 0..<live.count, using: &rng)
                log.append("remove \(live[k].id)")
                do { try s.remove(live[k].id) } catch { return report("\(error)", step, log) }
                live.remove(at: k)
            } else if roll < 80 {
                let k = Int.random(in: 0..<live.count, using: &rng)
                let c = Double(Int.random(in: -60...60, using: &rng))
                log.append("setConstant \(live[k].id) \(c)")
                do {
                    try s.setConstant(live[k].id, c)
                    live[k].reference.constant = c
                } catch {
                    if live[k].reference.level != nil { return report("an optional constant refused", step, log) }
                    log[log.count - 1] += " (refused)"
                }
            } else if roll < 87 {
                let k = Int.random(in: 0..<live.count, using: &rng)
                guard live[k].reference.level != nil else { continue }
                let p = pick(levels)
                log.append("setPriority \(live[k].id) \(p)")
                do { try s.setPriority(live[k].id, Priority(p)!) } catch { return report("\(error)", step, log) }
                live[k].reference.level = p
            } else {
                suggested = Double(Int.random(in: -100...100, using: &rng))
                log.append("suggest x \(suggested)")
                do { try s.suggestValue(x, suggested) } catch { return report("\(error)", step, log) }
            }

            if !parked(s).isEmpty { parkedSteps += 1 }
            let values = vars.map { s.value(of: $0) }
            var all = live.map(\.reference)
            all.append(ReferenceConstraint(coefficients: [0, 0, 1], constant: -suggested, relation: .equal, level: 600))
            for l in live where l.reference.level == nil && l.reference.error(at: values) > 1e-7 {
                return report("required constraint \(l.id) is off by \(l.reference.error(at: values))", step, log)
            }
            let order = Array(Set(all.compactMap(\.level))).sorted(by: >)
            guard let best = ReferenceLP.optimum(variables: 3, all, levels: order) else {
                return report("the reference finds the required constraints infeasible", step, log)
            }
            for (level, least) in zip(order, best) {
                let actual = all.filter { $0.level == level }.reduce(0) { $0 + $1.error(at: values) }
                if abs(actual - least) > 1e-6 * (1 + abs(least)) {
                    return report("level \(level): error \(actual), the reference reaches \(least) (w u x = \(values))", step, log)
                }
            }
        }
        return nil
    }

    static func report(_ what: String, _ step: Int, _ log: [String]) -> String {
        "after operation \(step + 1): \(what)\n" + log.joined(separator: "\n")
    }
}
