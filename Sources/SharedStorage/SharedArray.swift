/// An array whose copies share their elements in fixed-size chunks.
///
/// Copying a `SharedArray` is O(1) and changing one element of a copy copies only the chunk that
/// holds it (about a kilobyte: 64 elements of 16 bytes or more, up to 1,024 of one byte; see
/// ``chunkShift``), the block of 64 chunks around it, and, the first time after the copy, the
/// table of where the chunks are (plain addresses, copied as numbers) and the list of blocks
/// (one reference per 64 chunks). So a snapshot taken before every command, as undo takes it,
/// costs what the command changes rather than the size of the array; a hundred snapshots of a
/// large array share everything they did not change.
///
/// Reading is two array loads: the address of the element's chunk, then the element. Value
/// semantics are the standard library's: the chunks, the blocks and the lists are plain
/// copy-on-write arrays, so a uniquely held `SharedArray` is changed in place, and the table of
/// addresses is kept to the chunks the blocks hold after every change.
public struct SharedArray<Element> {
    /// Elements per chunk as a shift: 6 (64 elements) for elements of 9 to 32 bytes, as many
    /// more for smaller ones as keep a chunk near a kilobyte (1,024 flags, 128 numbers), and
    /// fewer for larger ones (16 records of a hundred bytes): a change after a snapshot copies
    /// the chunk it falls in, and one that touches many scattered elements (a new row linked
    /// into the record of every row it was substituted into) copies as many chunks.
    /// A pass over every element meets a new chunk, a separate allocation that is likely a
    /// cache miss, once per chunk: 64 one-byte elements a chunk made a pass over a byte per
    /// symbol one miss per 64 bytes. A constant for each element type, folded where the array
    /// is specialized.
    @inlinable public static var chunkShift: Int {
        switch MemoryLayout<Element>.stride {
        case ...1: 10
        case 2: 9
        case 3...4: 8
        case 5...8: 7
        case 9...32: 6
        case 33...64: 5
        default: 4
        }
    }

    /// Elements per chunk.
    @inlinable public static var chunkSize: Int { 1 &<< chunkShift }

    /// Chunks per block, as a shift.
    @inlinable static var blockShift: Int { 6 }
    @inlinable static var blockSize: Int { 1 &<< blockShift }

    /// The block that holds chunk `c`, and its place in it.
    @inlinable @inline(__always) static func place(ofChunk c: Int) -> (block: Int, slot: Int) {
        (c &>> blockShift, c & (blockSize &- 1))
    }

    /// Where each chunk's elements are, by chunk: what reads go through. Addresses, not the
    /// chunks: after a snapshot, the first change copies this list as numbers, where a list of
    /// the chunks themselves would retain every one of them (thousands in a large tableau).
    @usableFromInline var bases: [UnsafeMutablePointer<Element>]
    /// The chunks, 64 to a block: what keeps them alive, and what tells whether one is shared
    /// with a copy (then it is copied before it is written, and its address in ``bases`` with it).
    @usableFromInline var blocks: [[[Element]]]
    @usableFromInline var _count: Int
    @inlinable public var count: Int { _count }

    @inlinable public init() {
        bases = []
        blocks = []
        _count = 0
    }

    @inlinable public init(repeating element: Element, count: Int) {
        self.init()
        reserveChunks(for: count)
        // A chunk at a time: a pass that fills an array per view makes one at every pass.
        var made = 0
        while made < count {
            let n = Swift.min(Self.chunkSize, count - made)
            var chunk = [Element](repeating: element, count: n)
            if n < Self.chunkSize { chunk.reserveCapacity(Self.chunkSize) }
            appendChunk(chunk)
            made += n
        }
        _count = count
    }

    /// The elements of `array`, copied a chunk at a time.
    @inlinable public init(_ array: [Element]) {
        self.init()
        reserveChunks(for: array.count)
        array.withUnsafeBufferPointer { elements in
            var start = 0
            while start < elements.count {
                let end = Swift.min(elements.count, start + Self.chunkSize)
                var chunk = [Element]()
                chunk.reserveCapacity(Self.chunkSize)
                chunk.append(contentsOf: UnsafeBufferPointer(rebasing: elements[start..<end]))
                appendChunk(chunk)
                start = end
            }
        }
        _count = array.count
    }

    @inlinable public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        for element in elements { append(element) }
    }

    @inlinable public subscript(index: Int) -> Element {
        // Addressors, as Array's own subscript: reading one field of an element loads that field
        // (no copy of the element, no retain of what else it holds), and writing makes the
        // lists, the block and the one chunk unique first (copy-on-write), then writes in place.
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: _count), "SharedArray index out of range")
            return bases.withUnsafeBufferPointer { Self.address(of: index, in: $0) }
        }
        unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: _count), "SharedArray index out of range")
            let c = index &>> Self.chunkShift
            let (b, k) = Self.place(ofChunk: c)
            let base = blocks[b][k].withUnsafeMutableBufferPointer { $0.baseAddress! }
            // Written only when the chunk was copied: else the table stays shared or untouched.
            if bases.withUnsafeBufferPointer({ $0[c] != base }) { bases[c] = base }
            return base + (index & (Self.chunkSize &- 1))
        }
    }

    /// Where element `index` is, in a table of chunk addresses: for reading only.
    @inlinable @inline(__always)
    static func address(of index: Int, in bases: UnsafeBufferPointer<UnsafeMutablePointer<Element>>) -> UnsafePointer<Element> {
        UnsafePointer(bases[index &>> chunkShift] + (index & (chunkSize &- 1)))
    }

    /// The number of elements in chunk `c`: every chunk is full but the last.
    @inlinable @inline(__always) func elementCount(ofChunk c: Int) -> Int {
        Swift.min(Self.chunkSize, _count &- (c &<< Self.chunkShift))
    }

    /// Adds `chunk` after the last, with its address.
    @inlinable mutating func appendChunk(_ chunk: [Element]) {
        if bases.count & (Self.blockSize &- 1) == 0 {
            var block: [[Element]] = []
            block.reserveCapacity(Self.blockSize)
            blocks.append(block)
        }
        let b = blocks.count - 1
        blocks[b].append(chunk)
        bases.append(Self.address(ofChunk: blocks[b].count - 1, in: blocks[b]))
    }

    /// Where the elements of chunk `k` of `block` are, read in place, for a chunk this array
    /// has just made or made unique: its storage, which only this array writes.
    @inlinable @inline(__always)
    static func address(ofChunk k: Int, in block: [[Element]]) -> UnsafeMutablePointer<Element> {
        block.withUnsafeBufferPointer { UnsafeMutablePointer(mutating: $0[k].withUnsafeBufferPointer { $0.baseAddress! }) }
    }

    /// Calls `body` with write access to the elements, for a batch of writes: the lists are made
    /// unique once, and each block and chunk the first time an element in it is written, where
    /// the subscript makes them all unique on every write. A pass that changes a row in each
    /// of a thousand rows of a tableau writes far more elements than it meets chunks. `body`
    /// must not use the array itself, only the access it is given.
    @inlinable public mutating func withMutableElements<R>(_ body: (inout MutableElements) throws -> R) rethrows -> R {
        let count = _count
        return try bases.withUnsafeMutableBufferPointer { bases in
            try blocks.withUnsafeMutableBufferPointer { blocks in
                var access = MutableElements(bases: bases, blocks: blocks, count: count)
                return try body(&access)
            }
        }
    }

    /// Write access to a ``SharedArray``'s elements during ``withMutableElements(_:)``.
    public struct MutableElements {
        @usableFromInline let bases: UnsafeMutableBufferPointer<UnsafeMutablePointer<Element>>
        @usableFromInline let blocks: UnsafeMutableBufferPointer<[[Element]]>
        @usableFromInline let count: Int
        /// The chunk made unique last, and where its elements are.
        @usableFromInline var chunk = -1
        @usableFromInline var base: UnsafeMutablePointer<Element>? = nil

        @inlinable init(bases: UnsafeMutableBufferPointer<UnsafeMutablePointer<Element>>,
                        blocks: UnsafeMutableBufferPointer<[[Element]]>, count: Int) {
            self.bases = bases
            self.blocks = blocks
            self.count = count
        }

        @inlinable public subscript(index: Int) -> Element {
            unsafeAddress {
                precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "SharedArray index out of range")
                return SharedArray.address(of: index, in: UnsafeBufferPointer(bases))
            }
            mutating unsafeMutableAddress {
                precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "SharedArray index out of range")
                let c = index &>> SharedArray.chunkShift
                if c != chunk {
                    // The chunk's storage stays where it is until the array is next changed,
                    // which cannot happen while `body` runs; its address goes in the table.
                    let (b, k) = SharedArray.place(ofChunk: c)
                    let made = blocks[b][k].withUnsafeMutableBufferPointer { $0.baseAddress! }
                    if bases[c] != made { bases[c] = made }
                    base = made
                    chunk = c
                }
                return base.unsafelyUnwrapped + (index & (SharedArray.chunkSize &- 1))
            }
        }
    }

    /// Calls `body` with each chunk's elements in order and the index of its first: a pass over
    /// every element that looks up each chunk once, not once per element.
    @inlinable public func forEachChunk(_ body: (_ start: Int, _ elements: UnsafeBufferPointer<Element>) throws -> Void) rethrows {
        try bases.withUnsafeBufferPointer { bases in
            for c in bases.indices {
                try body(c &<< Self.chunkShift, UnsafeBufferPointer(start: bases[c], count: elementCount(ofChunk: c)))
            }
        }
    }

    /// The ranges of ``forEachChunkNotShared(with:_:)``, in order.
    public func rangesNotShared(with other: SharedArray) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        forEachChunkNotShared(with: other) { ranges.append($0) }
        return ranges
    }

    /// Calls `body` with each element in `range`, in order, reading each chunk in place.
    @inlinable public func forEachElement(in range: Range<Int>, _ body: (Element) throws -> Void) rethrows {
        try forEachRun(in: range) { run in
            for element in run { try body(element) }
        }
    }

    /// Calls `body` with the elements in `range` as runs of contiguous storage, in order: the
    /// part of each chunk the range covers (a loop over a run has no chunk to look up).
    @inlinable public func forEachRun(in range: Range<Int>, _ body: (UnsafeBufferPointer<Element>) throws -> Void) rethrows {
        precondition(range.lowerBound >= 0 && range.upperBound <= _count, "SharedArray range out of bounds")
        try bases.withUnsafeBufferPointer { bases in
            var i = range.lowerBound
            while i < range.upperBound {
                let c = i &>> Self.chunkShift
                let start = c &<< Self.chunkShift
                let end = Swift.min(range.upperBound, start &+ Self.chunkSize)
                try body(UnsafeBufferPointer(start: bases[c] + (i &- start), count: end &- i))
                i = end
            }
        }
    }

    @inlinable public mutating func append(_ element: Element) {
        if _count & (Self.chunkSize &- 1) == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunk.append(element)
            appendChunk(chunk)
        } else {
            let c = bases.count - 1
            let (b, k) = Self.place(ofChunk: c)
            // Appending may copy the chunk (shared with a snapshot) or move it: its address again,
            // read without asking again whether it is unique (the append made it so).
            blocks[b][k].append(element)
            let base = Self.address(ofChunk: k, in: blocks[b])
            if bases.withUnsafeBufferPointer({ $0[c] != base }) { bases[c] = base }
        }
        _count += 1
    }

    @inlinable public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    @inlinable @discardableResult
    public mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast from an empty SharedArray")
        let c = bases.count - 1
        let (b, k) = Self.place(ofChunk: c)
        let last = blocks[b][k].removeLast()
        if blocks[b][k].isEmpty {
            blocks[b].removeLast()
            if blocks[b].isEmpty { blocks.removeLast() }
            bases.removeLast()
        } else {
            bases[c] = Self.address(ofChunk: k, in: blocks[b])
        }
        _count -= 1
        return last
    }

    @inlinable public mutating func removeAll() {
        bases = []
        blocks = []
        _count = 0
    }

    @usableFromInline mutating func reserveChunks(for count: Int) {
        let chunks = (count + Self.chunkSize - 1) >> Self.chunkShift
        bases.reserveCapacity(chunks)
        blocks.reserveCapacity((chunks + Self.blockSize - 1) >> Self.blockShift)
    }

    /// Whether both are the same storage (one is an unchanged copy of the other): then they are
    /// equal without looking at an element.
    public func isIdentical(to other: SharedArray) -> Bool {
        _count == other._count && bases.withUnsafeBufferPointer { mine in
            other.bases.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
    }

    /// Whether the chunk holding `index` is the same storage in both arrays: then every element
    /// in it is equal, and a comparison can skip it. Two chunks alive at once are the same
    /// storage exactly when their addresses are equal.
    public func sharesChunk(at index: Int, with other: SharedArray) -> Bool {
        let chunk = index &>> Self.chunkShift
        guard chunk < bases.count, chunk < other.bases.count else { return false }
        return bases[chunk] == other.bases[chunk]
    }
}

extension SharedArray {
    /// Calls `body` with the range of indices of each chunk that is not the same storage in
    /// `other` (or that `other` does not have), in order: every index whose element may differ,
    /// found without reading an element. For an array and an earlier copy of it, the chunks
    /// written since the copy.
    public func forEachChunkNotShared(with other: SharedArray, _ body: (Range<Int>) throws -> Void) rethrows {
        let count = _count
        try bases.withUnsafeBufferPointer { mine in
            try other.bases.withUnsafeBufferPointer { theirs in
                for c in mine.indices where c >= theirs.count || mine[c] != theirs[c] {
                    try body((c &<< Self.chunkShift)..<Swift.min(count, (c &+ 1) &<< Self.chunkShift))
                }
            }
        }
    }
}

extension SharedArray: RandomAccessCollection, MutableCollection {
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }
    @inlinable public func index(after i: Int) -> Int { i + 1 }
    @inlinable public func index(before i: Int) -> Int { i - 1 }
}

extension SharedArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

// The table of addresses is derived from the chunks the blocks own, and changes only with them,
// as an array's storage does: a copy sent to another thread is as safe as an array sent there.
extension SharedArray: @unchecked Sendable where Element: Sendable {}

extension SharedArray: Equatable where Element: Equatable {
    public static func == (lhs: SharedArray, rhs: SharedArray) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

extension SharedArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension SharedArray: CustomStringConvertible {
    public var description: String { Array(self).description }
}
