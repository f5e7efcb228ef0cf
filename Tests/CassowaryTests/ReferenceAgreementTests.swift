import Cassowary
import Foundation
import Testing

/// The solver against an independent one: random add / remove / setConstant / setPriority /
/// suggest sequences on three variables, and after every operation every required constraint
/// holds, every value is finite, and the total error at each priority level is the least the
/// reference LP (``ReferenceLP``) can reach there with every higher level at its own least. A
/// refused required constraint must be one the reference cannot satisfy either, and the conflict
/// the solver names must be minimal by the reference: infeasible with the refused constraint, and
/// feasible with any one of its members left out.
///
/// One sequence in two plays a layout's size rule (UIKit's engine keeps every width and height at
/// 0 or more): x1 and x2 are sizes, each with a required `x >= 0` added first and never removed
/// or changed, so refusals and minimal conflicts that need the rule are checked as well.
@Suite("agreement with a reference LP")
struct ReferenceAgreementTests {
    static let variableCount = 3
    /// The edit variable x0 sits at this level.
    static let editLevel = 500

    struct Live {
        var id: ConstraintID
        var reference: ReferenceConstraint
        /// A size rule (`x >= 0`): never removed, its constant and priority never changed.
        var isRule = false
    }

    /// Replays the sequence of `seed`; nil when every check held, else what broke, after which
    /// operation, and the operations so far (to rebuild a failing case by hand).
    static func disagreement(seed: UInt64, steps: Int) -> String? {
        var rng = SplitMix(seed: seed)
        var s = Solver()
        let vars = (0..<variableCount).map { s.makeVariable("x\($0)") }
        // One sequence in three edits x0 (an edit variable changes which rows exist from the start).
        let editing = seed % 3 == 0
        if editing {
            do { try s.addEditVariable(vars[0], priority: Priority(editLevel)!) } catch { return "\(error)" }
        }
        var suggested = 0.0
        var live: [Live] = []
        var log: [String] = []
        if seed % 2 == 1 {
            for i in 1..<variableCount {
                var row = [Double](repeating: 0, count: variableCount)
                row[i] = 1
                let rule = Constraint(Expression([Term(vars[i], 1)]), .greaterThanOrEqual)
                log.append("add \(s.describe(rule)) (size rule)")
                do {
                    live.append(Live(id: try s.add(rule),
                                     reference: ReferenceConstraint(coefficients: row, constant: 0, relation: .greaterThanOrEqual,
                                                                    level: nil),
                                     isRule: true))
                } catch { return "\(error)" }
            }
        }
        /// The live constraints that may be removed or changed (not the size rules).
        func changeable() -> [Int] { live.indices.filter { !live[$0].isRule } }
        let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3]
        let priorities = [1000, 1000, 1000, 750, 750, 500, 250, 1]
        let relations: [(Relation, ReferenceConstraint.Relation)] = [
            (.equal, .equal), (.lessThanOrEqual, .lessThanOrEqual), (.greaterThanOrEqual, .greaterThanOrEqual),
        ]
        func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
        // Half the constants are a layout's few favourites, so equalities meet again more often.
        func constant() -> Double {
            Int.random(in: 0..<2, using: &rng) == 0 ? pick([0, 8, -8, 9]) : Double(Int.random(in: -50...50, using: &rng))
        }
        func referenceSet(_ extra: ReferenceConstraint? = nil, replacing: Int? = nil) -> [ReferenceConstraint] {
            var all = live.map(\.reference)
            if let replacing, let extra { all[replacing] = extra } else if let extra { all.append(extra) }
            guard editing else { return all }
            var edit = [Double](repeating: 0, count: variableCount)
            edit[0] = 1
            all.append(ReferenceConstraint(coefficients: edit, constant: -suggested, relation: .equal, level: editLevel))
            return all
        }
        func levels(_ all: [ReferenceConstraint]) -> [Int] {
            Array(Set(all.compactMap(\.level))).sorted(by: >)
        }

        for step in 0..<steps {
            // Stack-shaped: the first half mostly builds, the second half mostly takes down.
            var roll = Int.random(in: 0..<100, using: &rng)
            if step >= steps / 2 && roll < 45 { roll = 45 + roll / 2 }
            let others = changeable()
            if roll < 45 || others.isEmpty {
                var row = [Double](repeating: 0, count: variableCount)
                var expression = Expression(constant: constant())
                // Mostly shaped like a layout's (x_i == x_j + x_k + c: distinct variables, unit
                // coefficients), at times any small combination.
                if Int.random(in: 0..<10, using: &rng) < 7 {
                    let chosen = Array((0..<variableCount).shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)))
                    for (n, i) in chosen.enumerated() {
                        let a: Double = n == 0 ? 1 : -1
                        row[i] += a
                        expression = expression + Expression([Term(vars[i], a)])
                    }
                } else {
                    for _ in 0..<Int.random(in: 1...3, using: &rng) {
                        let i = Int.random(in: 0..<variableCount, using: &rng), a = pick(coefficients)
                        row[i] += a
                        expression = expression + Expression([Term(vars[i], a)])
                    }
                }
                let (relation, referenceRelation) = pick(relations)
                let priority = pick(priorities)
                let reference = ReferenceConstraint(coefficients: row, constant: expression.constant,
                                                    relation: referenceRelation, level: priority == 1000 ? nil : priority)
                let constraint = Constraint(expression, relation, priority: Priority(priority)!)
                log.append("add \(s.describe(constraint))")
                do {
                    live.append(Live(id: try s.add(constraint), reference: reference))
                } catch {
                    log[log.count - 1] += " (refused)"
                    let all = referenceSet(reference)
                    if ReferenceLP.optimum(variables: variableCount, all, levels: []) != nil {
                        return report("refused a constraint the reference can satisfy", step, log)
                    }
                    if case let .unsatisfiable(_, conflicts, _) = error,
                       let problem = Self.notMinimal(conflicts, adding: reference, live: live) {
                        return report(problem, step, log)
                    }
                }
            } else if roll < 65 {
                // Half the time the newest goes first, as when an edit is undone step by step.
                let newest = Int.random(in: 0..<2, using: &rng) == 0
                let k = newest ? others[others.count - 1] : pick(others)
                log.append("remove \(live[k].id)")
                do { try s.remove(live[k].id) } catch { return report("\(error)", step, log) }
                live.remove(at: k)
            } else if roll < 77 {
                let k = pick(others)
                let c = constant()
                log.append("setConstant \(live[k].id) \(c)")
                var changed = live[k].reference
                changed.constant = c
                do {
                    try s.setConstant(live[k].id, c)
                    live[k].reference = changed
                } catch {
                    if ReferenceLP.optimum(variables: variableCount, referenceSet(changed, replacing: k), levels: []) != nil {
                        return report("refused a constant the reference can satisfy", step, log)
                    }
                }
            } else if roll < 87 {
                let k = pick(others)
                guard live[k].reference.level != nil else { continue }
                let p = pick(priorities.filter { $0 != 1000 })
                log.append("setPriority \(live[k].id) \(p)")
                do { try s.setPriority(live[k].id, Priority(p)!) } catch { return report("\(error)", step, log) }
                live[k].reference.level = p
            } else if editing {
                suggested = Double(Int.random(in: -200...200, using: &rng))
                log.append("suggest x0 \(suggested)")
                do { try s.suggestValue(vars[0], suggested) } catch { return report("\(error)", step, log) }
            }

            let values = vars.map { s.value(of: $0) }
            if values.contains(where: { !$0.isFinite }) { return report("a value is not finite: \(values)", step, log) }
            for l in live where l.reference.level == nil && l.reference.error(at: values) > 1e-7 {
                return report("required constraint \(l.id) is off by \(l.reference.error(at: values))", step, log)
            }
            let all = referenceSet()
            let order = levels(all)
            guard let best = ReferenceLP.optimum(variables: variableCount, all, levels: order) else {
                return report("the reference finds the required constraints infeasible", step, log)
            }
            for (level, least) in zip(order, best) {
                let actual = all.filter { $0.level == level }.reduce(0) { $0 + $1.error(at: values) }
                if abs(actual - least) > 1e-6 * (1 + abs(least)) {
                    return report("level \(level): error \(actual), the reference reaches \(least)", step, log)
                }
            }
        }
        return nil
    }

    /// Whether a refused constraint's conflict, as the solver named it, is minimal by the
    /// reference (nil when it is): the named constraints with the refused one cannot all hold,
    /// and without any one of them they can. A constraint the reference cannot satisfy on its
    /// own has an empty conflict.
    static func notMinimal(_ conflicts: [ConstraintID], adding new: ReferenceConstraint, live: [Live]) -> String? {
        let named = conflicts.compactMap { id in live.first { $0.id == id }?.reference }
        guard named.count == conflicts.count else { return "the conflict names a constraint not in the solver: \(conflicts)" }
        func feasible(_ set: [ReferenceConstraint]) -> Bool {
            ReferenceLP.optimum(variables: variableCount, set, levels: []) != nil
        }
        if feasible(named + [new]) { return "the conflict \(conflicts) holds together with the refused constraint" }
        for k in named.indices {
            var fewer = named
            fewer.remove(at: k)
            if !feasible(fewer + [new]) { return "the conflict \(conflicts) is not minimal: \(conflicts[k]) is not needed" }
        }
        return nil
    }

    static func report(_ what: String, _ step: Int, _ log: [String]) -> String {
        "after operation \(step + 1): \(what)\n" + log.joined(separator: "\n")
    }

    @Test("after every operation the required constraints hold and each level's error is the reference's least")
    func randomSequences() {
        var failures = 0
        for seed in UInt64(0)..<Self.seedCount {
            if let failure = Self.disagreement(seed: seed, steps: 40) {
                Issue.record("seed \(seed): \(failure)")
                failures += 1
                if failures == 5 { return }
            }
        }
    }

    /// 150 sequences in `make test`; `REFERENCE_SEEDS=20000 swift test --filter ReferenceAgreement`
    /// runs a longer campaign (a failing seed then goes into ``regressions``).
    static var seedCount: UInt64 {
        ProcessInfo.processInfo.environment["REFERENCE_SEEDS"].flatMap { UInt64($0) } ?? 150
    }

    /// Seeds that once disagreed, replayed for good. All five were one defect: removing a
    /// constraint through its marker forgot what the removed row had been derived from, so a later
    /// removal left stale rows in place (an optional level off, or a constant change refused).
    static let regressions: [UInt64] = [1166, 2002, 3326, 4864, 6086]

    @Test("sequences that once disagreed with the reference agree", arguments: regressions)
    func regression(seed: UInt64) {
        if let failure = Self.disagreement(seed: seed, steps: 40) { Issue.record("seed \(seed): \(failure)") }
    }
}
