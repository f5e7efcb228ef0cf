@testable import Cassowary
import PropertyBased
import Testing

/// The sorted sets that hold the tableau's columns and the substitution record behave as sets
/// whatever the order of their operations, including the shortcuts taken when members come in
/// order, when a union goes into an empty set, and when a union would add nothing.
@Suite("sorted sets")
struct SortedSetTests {
    /// Replays operations decoded from random words on a sorted set and on a standard set side by
    /// side; returns the first difference, or nil.
    /// Members are drawn from `0..<range`, and the other set of a union has up to `others - 1`.
    static func disagreement(_ words: [Int], range: Int = 40, others otherCount: Int = 12) -> String? {
        var sorted: SortedSet<Int32> = []
        var reference: Set<Int32> = []
        // Copies taken along the way must keep what they held when taken, however the set changes.
        var copies: [(SortedSet<Int32>, [Int32])] = []
        for word in words {
            var w = word
            func take(_ n: Int) -> Int { defer { w /= n }; return w % n }
            let element = Int32(take(range))
            // The other set: in order, reversed, with repeats, or small, as the word says.
            var generator = SplitMix(seed: UInt64(take(1 << 20)))
            let others = (0..<take(otherCount)).map { _ in Int32(generator.next() % UInt64(range)) }
            let ordered = Array(Set(others)).sorted()
            let operand = [others, ordered, ordered.reversed(), others + others][take(4)]
            switch take(7) {
            case 0:
                let inserted = sorted.insert(element)
                if inserted != !reference.contains(element) { return "insert(\(element)) said \(inserted)" }
                reference.insert(element)
            case 1:
                sorted.remove(element)
                reference.remove(element)
            case 2:
                sorted.formUnion(SortedSet(operand))
                reference.formUnion(operand)
            case 3:
                sorted.formUnion(SortedSet(operand), except: element)
                reference.formUnion(operand.filter { $0 != element })
            case 4:
                sorted.replace(element, by: SortedSet(operand), except: element &+ 1)
                reference.remove(element)
                reference.formUnion(operand.filter { $0 != element &+ 1 })
            case 5:
                sorted.subtract(sorted: ordered)
                reference.subtract(ordered)
            default:
                let other = SortedSet(operand)
                if Array(other) != ordered { return "SortedSet(\(operand)) is \(Array(other))" }
                if sorted.isSuperset(of: other) != reference.isSuperset(of: operand) {
                    return "isSuperset(of: \(ordered)) wrong for \(Array(sorted))"
                }
            }
            if Array(sorted) != reference.sorted() { return "\(Array(sorted)) should be \(reference.sorted())" }
            if sorted.count != reference.count || sorted.isEmpty != reference.isEmpty { return "count" }
            if let e = reference.first, !sorted.contains(e) { return "contains(\(e))" }
            if let e = reference.min(), sorted[0] != e { return "the first member is \(sorted[0]), not \(e)" }
            if reference.count > 1, let e = reference.max(), sorted[reference.count - 1] != e {
                return "the last member is \(sorted[reference.count - 1]), not \(e)"
            }
            if take(3) == 0 { copies.append((sorted, reference.sorted())) }
        }
        for (copy, members) in copies where Array(copy) != members { return "a copy changed to \(Array(copy))" }
        return nil
    }

    /// A small deterministic generator: the members of a large operand from one number.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("any sequence of operations gives the members of a standard set, in order")
    func agreesWithSet() async {
        await propertyCheck(count: 300, input: Gen<Int>.int(in: 0...Int.max).array(of: 1...60)) { words in
            #expect(Self.disagreement(words) == nil)
        }
    }

    @Test("a set of hundreds of members, kept in blocks, gives the members of a standard set, and its copies keep theirs")
    func agreesWithSetWhenLarge() async {
        await propertyCheck(count: 60, input: Gen<Int>.int(in: 0...Int.max).array(of: 1...200)) { words in
            #expect(Self.disagreement(words, range: 600, others: 300) == nil)
        }
    }

    @Test("a set grown one member at a time past a block, then emptied, stays in order throughout")
    func growsAndShrinksThroughBlocks() {
        var s: SortedSet<Int32> = []
        var members: [Int32] = []
        // Descending, then ascending odd members, so insertions land at both ends and in the middle.
        for e in stride(from: Int32(998), through: 0, by: -2) { s.insert(e); members.append(e) }
        for e in stride(from: Int32(1), to: 1000, by: 2) { s.insert(e); members.append(e) }
        #expect(Array(s) == members.sorted())
        #expect(s.count == 1000 && s[0] == 0 && s[999] == 999 && s[500] == 500)
        let kept = s
        for e in stride(from: Int32(0), to: 1000, by: 3) { s.remove(e) }
        #expect(Array(s) == members.sorted().filter { $0 % 3 != 0 })
        #expect(Array(kept) == Array(0..<1000))
        for e in Array(s) { s.remove(e) }
        #expect(s.isEmpty && Array(s) == [])
    }

    @Test("members in order are taken as they are; others are sorted and repeats dropped")
    func construction() {
        #expect(Array(SortedSet<Int32>([1, 4, 9])) == [1, 4, 9])
        #expect(Array(SortedSet<Int32>([9, 1, 4, 1])) == [1, 4, 9])
        #expect(Array(SortedSet<Int32>([2, 2])) == [2])
        #expect(Array(SortedSet<Int32>([])) == [])
    }

    @Test("a union into an empty set leaves out the excluded member")
    func unionIntoEmpty() {
        var s: SortedSet<Int32> = []
        s.formUnion(SortedSet([1, 2, 3, 4, 5, 6]), except: 3)
        #expect(Array(s) == [1, 2, 4, 5, 6])
    }
}
