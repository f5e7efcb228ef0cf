import Cassowary
import PropertyBased
import Testing

/// Random systems: whatever sequence of adds, removes, constant changes and suggestions, every
/// required constraint in the solver holds, no value is NaN, a refused add changes nothing, and
/// the same sequence gives bit-identical results.
///
/// The operation sequences come from a seeded generator, so every run (and CI) replays the same
/// 2,000 sequences; the order-independence property draws fresh systems through PropertyBased.
@Suite("random systems")
struct PropertyTests {
    /// Replays operations decoded from random words on five variables; returns the solver, or
    /// records an issue and stops at the first broken promise.
    static func replay(_ words: [UInt32]) -> Solver {
        var s = Solver()
        let vars = (0..<5).map { s.makeVariable("x\($0)") }
        try? s.addEditVariable(vars[0], priority: Priority(500)!)
        var live: [ConstraintID] = []
        let coefficients: [Double] = [1, -1, 2, -2, 0.5]
        let priorities = [1000, 1000, 1000, 750, 250, 1]
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        for word in words {
            var w = Int(word)
            func take(_ n: Int) -> Int { defer { w /= n }; return w % n }
            switch take(10) {
            case 0...5:
                var terms: [Term] = []
                for _ in 0...take(3) { terms.append(Term(vars[take(5)], coefficients[take(5)])) }
                let constant = Double(take(101) - 50)
                let c = Constraint(Expression(terms, constant: constant), relations[take(3)],
                                   priority: Priority(priorities[take(priorities.count)])!)
                let before = s.dump()
                do {
                    live.append(try s.add(c))
                } catch {
                    if s.dump() != before { Issue.record("a refused add changed the tableau"); return s }
                }
            case 6, 7:
                guard !live.isEmpty else { continue }
                let id = live.remove(at: take(live.count))
                do { try s.remove(id) } catch { Issue.record("\(error)"); return s }
            case 8:
                do { try s.suggestValue(vars[0], Double(take(401) - 200)) } catch { Issue.record("\(error)"); return s }
            default:
                guard !live.isEmpty else { continue }
                let id = live[take(live.count)]
                try? s.setConstant(id, Double(take(101) - 50))
            }
            for id in s.constraintIDs {
                guard let c = s.constraint(id) else { continue }
                if c.priority.isRequired && !(s.error(of: id) <= 1e-9) {
                    Issue.record("\(s.describe(c)) is off by \(s.error(of: id))\n\(s.dump())")
                    return s
                }
            }
            if vars.contains(where: { s.value(of: $0).isNaN }) { Issue.record("NaN"); return s }
        }
        return s
    }

    /// `count` word sequences of 1…`length` words from a fixed seed.
    static func sequences(_ count: Int, length: Int, seed: UInt64) -> [[UInt32]] {
        var rng = SplitMix(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...length, using: &rng)).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) }
        }
    }

    @Test("required constraints always hold")
    func requiredHold() {
        for words in Self.sequences(1500, length: 60, seed: 1) { _ = Self.replay(words) }
    }

    @Test("the same operations give the same tableau, bit for bit")
    func deterministic() {
        for words in Self.sequences(200, length: 60, seed: 2) {
            let a = Self.replay(words), b = Self.replay(words)
            #expect(a.dump() == b.dump())
        }
    }

    @Test("adding then removing a constraint restores the previous values")
    func addRemove() {
        for (n, words) in Self.sequences(300, length: 40, seed: 3).enumerated() {
            let k = n % 101 - 50
            var s = Self.replay(words)
            // Snapshot, add a constraint on a brand-new variable tied to x1, remove it, compare.
            let before = s.dump()
            let fresh = s.makeVariable("fresh")
            guard let x1 = Self.variable(named: "x1", in: s) else { return }
            let id = try? s.add(Constraint(Expression(fresh), .equal, x1 + Double(k)))
            if let id { try? s.remove(id) }
            let after = s.dump()
            #expect(after == before)
        }
    }

    @Test("a uniquely determined system has the same solution in any order of addition")
    func orderIndependence() async {
        await propertyCheck(count: 100, input: Gen<Int>.value(in: 0...Int(Int32.max))) { seed in
            // A 3×3 grid like W4 at small size: equal widths summing to the root width.
            func build(order: [Int]) -> [Double] {
                var s = Solver()
                let root = s.makeVariable("root")
                let l = (0..<3).map { s.makeVariable("l\($0)") }
                let w = (0..<3).map { s.makeVariable("w\($0)") }
                var all: [Constraint] = [Constraint(Expression(root), .equal, 300)]
                all.append(Constraint(Expression(l[0]), .equal, 8))
                for i in 1..<3 {
                    all.append(Constraint(Expression(l[i]), .equal, l[i - 1] + w[i - 1] + 8))
                    all.append(Constraint(Expression(w[i]), .equal, Expression(w[0])))
                }
                all.append(Constraint(l[2] + w[2] + 8, .equal, Expression(root)))
                all.append(Constraint(Expression(w[0]), .greaterThanOrEqual, 100, priority: Priority(1)!))
                for i in order { _ = try? s.add(all[i]) }
                return (l + w).map { s.value(of: $0) }
            }
            var rng = SplitMix(seed: UInt64(seed))
            let shuffled = Array(0..<8).shuffled(using: &rng)
            let a = build(order: Array(0..<8)), b = build(order: shuffled)
            // Widths are (300 − 4·8) / 3; lefts are 8, 8 + w + 8, 8 + 2(w + 8).
            let width: Double = 268.0 / 3
            let expected: [Double] = [8, 16 + width, 24 + 2 * width, width, width, width]
            let matchesHand = zip(a, expected).allSatisfy { abs($0 - $1) < 1e-9 }
            let sameAnyOrder = zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
            #expect(matchesHand)
            #expect(sameAnyOrder)
        }
    }

    @Test("asked all at once, whether each variable is determined is what asking it alone answers")
    func determinedAtOnce() {
        for words in Self.sequences(1500, length: 60, seed: 4) {
            let s = Self.replay(words)
            let variables = (0..<5).compactMap { Self.variable(named: "x\($0)", in: s) }
            let alone = variables.map { s.isDetermined($0) }
            #expect(s.areDetermined(variables) == alone, "\(s.dump())")
            // The same question turned around: the undetermined ones among them, ascending.
            let undetermined = s.undetermined(among: VariableSet(variables), reusing: nil).variables
            #expect(undetermined == zip(variables, alone).filter { !$0.1 }.map(\.0).sorted(), "\(s.dump())")
        }
        // Fixed points of the comparison: a free variable, then the same pinned by a constraint.
        var s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        _ = try? s.add(Constraint(Expression(x), .equal, Expression(y) + 10))
        #expect(s.areDetermined([x, y]) == [false, false])
        _ = try? s.add(Constraint(Expression(y), .equal, Expression(constant: 5)))
        #expect(s.areDetermined([x, y]) == [true, true])
    }

    @Test("a variable no constraint involves is found unused; a free one that a constraint ties to another is not")
    func unusedVariables() throws {
        var s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        try s.add(Constraint(Expression(x), .equal, Expression(y) + 10))
        let answer = s.undetermined(among: VariableSet([x, y, z]), reusing: nil)
        #expect(answer.variables == [x, y, z])
        #expect(answer.unused.members == [z])
        #expect(s.isUnused(z) && !s.isUnused(x) && !s.isUnused(y))
    }

    @Test("among 200 variables, the few left free are found wherever they sit among the pinned ones")
    func freeAmongMany() {
        // Free ones at the edges of eight-flag words, alone and in runs, and at the end.
        let free: Set<Int> = [0, 7, 8, 15, 16, 17, 63, 64, 100, 127, 128, 129, 130, 131, 132, 133, 134, 135, 199]
        var s = Solver()
        let variables = (0..<200).map { s.makeVariable("v\($0)") }
        for (i, v) in variables.enumerated() where !free.contains(i) {
            _ = try? s.add(Constraint(Expression(v), .equal, Expression(constant: Double(i))))
        }
        let found = s.undetermined(among: VariableSet(variables), reusing: nil).variables
        #expect(found == free.sorted().map { variables[$0] })
        #expect(s.areDetermined(variables) == variables.indices.map { !free.contains($0) })
    }

    @Test("answers kept from before a suggested value are what asking again answers")
    func determinedAfterSuggestion() {
        var rng = SplitMix(seed: 5)
        for words in Self.sequences(1500, length: 60, seed: 5) {
            var s = Self.replay(words)
            let variables = (0..<5).compactMap { Self.variable(named: "x\($0)", in: s) }
            guard let x0 = variables.first, s.hasEditVariable(x0) else { continue }
            var known = s.undetermined(among: VariableSet(variables), reusing: nil)
            // Values that make required slacks tight and loosen them again, and values far off.
            for _ in 0..<4 {
                try? s.suggestValue(x0, Double(Int.random(in: -200...200, using: &rng)))
                known = s.undetermined(among: VariableSet(variables), reusing: known)
                let fresh = variables.filter { !s.isDetermined($0) }
                #expect(known.variables == fresh.sorted(), "\(s.dump())")
            }
        }
    }

    @Test("a variable set holds what was inserted and not removed, in order, equal whatever its length")
    func variableSets() {
        var s = Solver()
        let vars = (0..<200).map { s.makeVariable("v\($0)") }
        var set = VariableSet()
        for v in vars where v.id % 3 == 0 { set.insert(v) }
        for v in vars where v.id % 6 == 0 { set.remove(v) }
        let expected = vars.filter { $0.id % 3 == 0 && $0.id % 6 != 0 }
        #expect(set.members == expected)
        #expect(vars.allSatisfy { set.contains($0) == expected.contains($0) })
        // Removing the last members leaves zero words behind: still equal to the smaller set.
        var grown = VariableSet(expected)
        grown.insert(vars[199])
        grown.remove(vars[199])
        #expect(grown == VariableSet(expected))
        #expect(grown != VariableSet(expected.dropLast()))
        // Made from an array, in any order, or from any other sequence: the same set.
        #expect(VariableSet(Array(expected.reversed())).members == expected)
        #expect(VariableSet(expected.lazy.map { $0 }) == VariableSet(expected))
        #expect(VariableSet([Variable]()) == VariableSet())
    }

    static func variable(named name: String, in s: Solver) -> Variable? {
        // Variables 0…4 are x0…x4 in every replay.
        let index = Int(name.dropFirst()) ?? -1
        var probe = Solver()
        let made = (0...index).map { probe.makeVariable("x\($0)") }
        return s.name(of: made[index]) == name ? made[index] : nil
    }
}

/// A small seeded generator so shuffles are reproducible.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
