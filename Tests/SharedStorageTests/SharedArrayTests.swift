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

    @Test("a chunk is about a kilobyte: 1,024 bytes, 128 numbers, 64 larger elements")
    func chunkSizes() {
        #expect(SharedArray<Bool>.chunkSize == 1024)
        #expect(SharedArray<UInt8>.chunkSize == 1024)
        #expect(SharedArray<Int32>.chunkSize == 256)
        #expect(SharedArray<Double>.chunkSize == 128)
        #expect(SharedArray<(Double, Double)>.chunkSize == 64)
        #expect(SharedArray<[Int]>.chunkSize == 128)
    }

    @Test("bytes across many chunks: appends, changes after a copy and removals as in an Array")
    func bytesBehaveAsAnArray() {
        var random = Generator(state: 7)
        var shared: SharedArray<UInt8> = []
        var plain: [UInt8] = []
        var copies: [(SharedArray<UInt8>, [UInt8])] = []
        for step in 0..<6000 {
            switch random.next(10) {
            case 0...5:
                shared.append(UInt8(step & 255))
                plain.append(UInt8(step & 255))
            case 6...7 where !plain.isEmpty:
                let i = random.next(plain.count)
                shared[i] &+= 1
                plain[i] &+= 1
            case 8 where !plain.isEmpty:
                #expect(shared.removeLast() == plain.removeLast())
            default:
                copies.append((shared, plain))
            }
        }
        #expect(Array(shared) == plain)
        for (copy, elements) in copies { #expect(Array(copy) == elements) }
        var seen: [UInt8] = []
        shared.forEachChunk { start, elements in
            #expect(start == seen.count)
            #expect(elements.count <= 1024)
            seen += elements
        }
        #expect(seen == plain)
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

    @Test("a batch of writes changes what an Array would, leaves copies alone and shares the chunks it did not write")
    func batchesOfWrites() {
        for seed in 0..<100 {
            var random = Generator(state: UInt64(seed))
            var shared = SharedArray(0..<(1 + random.next(600)))
            var plain = Array(shared)
            let copy = shared
            let writes = (0..<random.next(40)).map { _ in random.next(plain.count) }
            shared.withMutableElements { elements in
                for (n, i) in writes.enumerated() {
                    elements[i] += 1000 * (n + 1)
                    #expect(elements[i] == plain[i] + 1000 * (n + 1), "a write is read back in the batch")
                    plain[i] += 1000 * (n + 1)
                }
            }
            #expect(Array(shared) == plain, "seed \(seed)")
            #expect(Array(copy) == Array(0..<plain.count), "the copy is as it was")
            let size = SharedArray<Int>.chunkSize
            let written = Set(writes.map { $0 / size })
            for chunk in 0..<((plain.count + size - 1) / size) {
                #expect(shared.sharesChunk(at: chunk * size, with: copy) == !written.contains(chunk), "seed \(seed), chunk \(chunk)")
            }
        }
    }

    /// Long arrays: hundreds of chunks, built whole or element by element, changed one element
    /// at a time and in batches after copies, with appends and removals across a chunk's edge.
    @Test("hundreds of chunks: built, changed after copies, in batches, and the chunks written since each copy")
    func hundredsOfChunks() {
        let size = SharedArray<Int>.chunkSize
        let span = 64 * size
        for count in [0, 1, size, span - 1, span, span + 1, 3 * span + 5] {
            #expect(Array(SharedArray(repeating: 7, count: count)) == [Int](repeating: 7, count: count))
            #expect(Array(SharedArray(Array(0..<count))) == Array(0..<count))
        }
        var random = Generator(state: 11)
        var shared = SharedArray(Array(0..<(2 * span - 3)))
        var plain = Array(0..<(2 * span - 3))
        var copies: [(SharedArray<Int>, [Int])] = []
        // Across a chunk's edge, and back.
        for step in 0..<12 {
            shared.append(-step)
            plain.append(-step)
            copies.append((shared, plain))
        }
        for _ in 0..<9 {
            #expect(shared.removeLast() == plain.removeLast())
            copies.append((shared, plain))
        }
        for step in 0..<400 {
            let before = shared
            var writes: [Int] = []
            switch random.next(3) {
            case 0:
                let i = random.next(plain.count)
                shared[i] += step + 1
                plain[i] += step + 1
                writes = [i]
            case 1:
                writes = (0..<random.next(30)).map { _ in random.next(plain.count) }
                shared.withMutableElements { elements in
                    for i in writes { elements[i] += step + 1 }
                }
                for i in writes { plain[i] += step + 1 }
            default:
                shared.append(step)
                plain.append(step)
                writes = [plain.count - 1]
            }
            let written = Set(writes.map { $0 / size })
            var reported: [Int] = []
            shared.forEachChunkNotShared(with: before) { range in
                #expect(range.lowerBound % size == 0 && range.count <= size)
                reported.append(range.lowerBound / size)
            }
            #expect(reported == written.sorted(), "step \(step)")
            for chunk in written { #expect(!shared.sharesChunk(at: chunk * size, with: before)) }
            #expect(shared.sharesChunk(at: 0, with: before) == !written.contains(0))
            if step % 40 == 0 { copies.append((shared, plain)) }
        }
        #expect(Array(shared) == plain)
        for (copy, elements) in copies { #expect(Array(copy) == elements) }
        var seen: [Int] = []
        shared.forEachChunk { start, elements in
            #expect(start == seen.count)
            seen += elements
        }
        #expect(seen == plain)
        var middle: [Int] = []
        shared.forEachElement(in: (span - 10)..<(2 * span + 10)) { middle.append($0) }
        #expect(middle == Array(plain[(span - 10)..<(2 * span + 10)]))
    }
}
