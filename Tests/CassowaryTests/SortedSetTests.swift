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
    static func disagreement(_ words: [Int]) -> String? {
        var sorted: SortedSet<Int32> = []
        var reference: Set<Int32> = []
        for word in words {
            var w = word
            func take(_ n: Int) -> Int { defer { w /= n }; return w % n }
            let element = Int32(take(40))
            // The other set: in order, reversed, with repeats, or small, as the word says.
            let others = (0..<take(12)).map { _ in Int32(take(40)) }
            let ordered = Array(Set(others)).sorted()
            let operand = [others, ordered, ordered.reversed(), others + others][take(4)]
            switch take(6) {
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
        }
        return nil
    }

    @Test("any sequence of operations gives the members of a standard set, in order")
    func agreesWithSet() async {
        await propertyCheck(count: 300, input: Gen<Int>.int(in: 0...Int.max).array(of: 1...60)) { words in
            #expect(Self.disagreement(words) == nil)
        }
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
