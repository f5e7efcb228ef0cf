import SharedStorage
import Testing

/// A `SharedArray` behaves as an `Array` of the same elements under any sequence of appends,
/// removals and element changes, and a copy taken at any point keeps the elements it had while
/// the original goes on changing (what undo relies on).
@Suite("shared arrays")
struct SharedArrayTests {
    /// A small deterministic generator, so every run replays the same sequences.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test("any sequence of appends, changes and removals leaves the same elements as an Array")
    func behavesAsAnArray() {
        for seed in 0..<200 {
            var random = Generator(state: UInt64(seed))
            var shared: SharedArray<Int> = []
            var plain: [Int] = []
            for step in 0..<(50 + random.next(400)) {
                switch random.next(10) {
                case 0...4:
                    shared.append(step)
                    plain.append(step)
                case 5...7 where !plain.isEmpty:
                    let i = random.next(plain.count)
                    shared[i] += 1000
                    plain[i] += 1000
                case 8 where !plain.isEmpty:
                    #expect(shared.removeLast() == plain.removeLast())
                default:
                    break
                }
            }
            #expect(Array(shared) == plain, "seed \(seed)")
            #expect(shared.count == plain.count)
        }
    }

    @Test("a copy keeps its elements while the original changes, and the reverse")
    func copiesAreIndependent() {
        var original = SharedArray(0..<1000)
        let snapshots = (0..<10).map { step -> (SharedArray<Int>, [Int]) in
            defer {
                original[step * 97] = -step
                original.append(step)
            }
            return (original, Array(original))
        }
        for (snapshot, elements) in snapshots {
            #expect(Array(snapshot) == elements)
        }
        var copy = original
        copy[5] = 5555
        #expect(original[5] != 5555)
    }

    @Test("an unchanged chunk is shared with the copy; a changed one is not")
    func chunksAreShared() {
        var array = SharedArray(0..<200)
        let copy = array
        array[130] = 0
        #expect(array.sharesChunk(at: 0, with: copy))
        #expect(array.sharesChunk(at: 70, with: copy))
        #expect(!array.sharesChunk(at: 130, with: copy))
        #expect(array == array)
        #expect(array != copy)
        #expect(copy.isIdentical(to: SharedArray(copy)) == false)
        let unchanged = copy
        #expect(unchanged.isIdentical(to: copy))
        #expect(!array.isIdentical(to: copy))
    }
}
