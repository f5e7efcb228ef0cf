/// An array whose copies share their elements in fixed-size chunks.
///
/// Copying a `SharedArray` is O(1) and changing one element of a copy copies only the chunk that
/// holds it (about a kilobyte: 64 elements of 16 bytes or more, up to 1,024 of one byte; see
/// ``chunkShift``) and, the first time after the copy, the list of chunks (one reference per
/// chunk). So a snapshot taken before every command, as undo takes it, costs what the command
/// changes rather than the size of the array; a hundred snapshots of a large array share
/// everything they did not change.
///
/// Reading is two array loads. Value semantics are the standard library's: the chunks and the list
/// are plain copy-on-write arrays, so a uniquely held `SharedArray` is changed in place.
public struct SharedArray<Element> {
    /// Elements per chunk as a shift: 6 (64 elements) for elements of 16 bytes or more, and
    /// as many more for smaller ones as keep a chunk near a kilobyte (1,024 flags, 128 numbers).
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
        default: 6
        }
    }

    /// Elements per chunk.
    @inlinable public static var chunkSize: Int { 1 &<< chunkShift }

    @usableFromInline var chunks: [[Element]]
    @usableFromInline var _count: Int
    @inlinable public var count: Int { _count }

    @inlinable public init() {
        chunks = []
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
            chunks.append(chunk)
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
                chunks.append(chunk)
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
        // list and the one chunk unique first (copy-on-write), then writes in place.
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: _count), "SharedArray index out of range")
            return chunks.withUnsafeBufferPointer { Self.address(of: index, in: $0) }
        }
        unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: _count), "SharedArray index out of range")
            return chunks[index &>> Self.chunkShift].withUnsafeMutableBufferPointer {
                $0.baseAddress! + (index & (Self.chunkSize &- 1))
            }
        }
    }

    /// Where element `index` is, in a list of chunks: for reading only.
    @inlinable @inline(__always)
    static func address(of index: Int, in list: UnsafeBufferPointer<[Element]>) -> UnsafePointer<Element> {
        list[index &>> chunkShift].withUnsafeBufferPointer { UnsafePointer($0.baseAddress! + (index & (chunkSize &- 1))) }
    }

    /// Calls `body` with write access to the elements, for a batch of writes: the list of chunks
    /// is made unique once, and each chunk the first time an element in it is written, where
    /// the subscript makes both unique on every write (two uniqueness checks per element). A
    /// pass that changes a row in each of a thousand rows of a tableau writes far more elements
    /// than it meets chunks. `body` must not use the array itself, only the access it is given.
    @inlinable public mutating func withMutableElements<R>(_ body: (inout MutableElements) throws -> R) rethrows -> R {
        let count = _count
        return try chunks.withUnsafeMutableBufferPointer { list in
            var access = MutableElements(list: list, count: count)
            return try body(&access)
        }
    }

    /// Write access to a ``SharedArray``'s elements during ``withMutableElements(_:)``.
    public struct MutableElements {
        @usableFromInline let list: UnsafeMutableBufferPointer<[Element]>
        @usableFromInline let count: Int
        /// The chunk made unique last, and where its elements are.
        @usableFromInline var chunk = -1
        @usableFromInline var base: UnsafeMutablePointer<Element>? = nil

        @inlinable init(list: UnsafeMutableBufferPointer<[Element]>, count: Int) {
            self.list = list
            self.count = count
        }

        @inlinable public subscript(index: Int) -> Element {
            unsafeAddress {
                precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "SharedArray index out of range")
                return SharedArray.address(of: index, in: UnsafeBufferPointer(list))
            }
            mutating unsafeMutableAddress {
                precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "SharedArray index out of range")
                let c = index &>> SharedArray.chunkShift
                if c != chunk {
                    // The chunk's storage stays where it is until the array is next changed,
                    // which cannot happen while `body` runs.
                    base = list[c].withUnsafeMutableBufferPointer { $0.baseAddress! }
                    chunk = c
                }
                return base.unsafelyUnwrapped + (index & (SharedArray.chunkSize &- 1))
            }
        }
    }

    /// Calls `body` with each chunk's elements in order and the index of its first: a pass over
    /// every element that looks up each chunk once, not once per element.
    @inlinable public func forEachChunk(_ body: (_ start: Int, _ elements: UnsafeBufferPointer<Element>) throws -> Void) rethrows {
        try chunks.withUnsafeBufferPointer { list in
            for c in list.indices {
                try list[c].withUnsafeBufferPointer { try body(c &<< Self.chunkShift, $0) }
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
        precondition(range.lowerBound >= 0 && range.upperBound <= _count, "SharedArray range out of bounds")
        try chunks.withUnsafeBufferPointer { list in
            var i = range.lowerBound
            while i < range.upperBound {
                let c = i &>> Self.chunkShift
                let start = c &<< Self.chunkShift
                let end = Swift.min(range.upperBound, start &+ Self.chunkSize)
                try list[c].withUnsafeBufferPointer { elements in
                    for j in i..<end { try body(elements[j &- start]) }
                }
                i = end
            }
        }
    }

    @inlinable public mutating func append(_ element: Element) {
        if _count & (Self.chunkSize &- 1) == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunk.append(element)
            chunks.append(chunk)
        } else {
            chunks[chunks.count - 1].append(element)
        }
        _count += 1
    }

    @inlinable public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    @inlinable @discardableResult
    public mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast from an empty SharedArray")
        let last = chunks[chunks.count - 1].removeLast()
        if chunks[chunks.count - 1].isEmpty { chunks.removeLast() }
        _count -= 1
        return last
    }

    @inlinable public mutating func removeAll() {
        chunks = []
        _count = 0
    }

    @usableFromInline mutating func reserveChunks(for count: Int) {
        chunks.reserveCapacity((count + Self.chunkSize - 1) >> Self.chunkShift)
    }

    /// Whether both are the same storage (one is an unchanged copy of the other): then they are
    /// equal without looking at an element.
    public func isIdentical(to other: SharedArray) -> Bool {
        _count == other._count && chunks.withUnsafeBufferPointer { mine in
            other.chunks.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
    }

    /// Whether the chunk holding `index` is the same storage in both arrays: then every element
    /// in it is equal, and a comparison can skip it.
    public func sharesChunk(at index: Int, with other: SharedArray) -> Bool {
        let chunk = index &>> Self.chunkShift
        guard chunk < chunks.count, chunk < other.chunks.count else { return false }
        return chunks.withUnsafeBufferPointer { mine in
            other.chunks.withUnsafeBufferPointer { Self.storage(mine, chunk) == Self.storage($0, chunk) }
        }
    }

    /// The storage object of chunk `c` in a list of chunks, read in place: an array is one
    /// reference to its storage, and two chunks are the same storage exactly when these are
    /// equal (a chunk is never empty, so never the one storage all empty arrays share). Taking
    /// the chunk out of its list to ask would retain and release it, two atomic operations per
    /// chunk for a pass that compares hundreds of them.
    @inlinable @inline(__always)
    static func storage(_ list: UnsafeBufferPointer<[Element]>, _ c: Int) -> UnsafeRawPointer? {
        precondition(MemoryLayout<[Element]>.size == MemoryLayout<UnsafeRawPointer>.size, "an array is one reference")
        return UnsafeRawPointer(list.baseAddress! + c).load(as: UnsafeRawPointer?.self)
    }
}

extension SharedArray {
    /// Calls `body` with the range of indices of each chunk that is not the same storage in
    /// `other` (or that `other` does not have), in order: every index whose element may differ,
    /// found without reading an element. For an array and an earlier copy of it, the chunks
    /// written since the copy.
    public func forEachChunkNotShared(with other: SharedArray, _ body: (Range<Int>) throws -> Void) rethrows {
        let count = _count
        try chunks.withUnsafeBufferPointer { mine in
            try other.chunks.withUnsafeBufferPointer { theirs in
                for c in mine.indices where c >= theirs.count || Self.storage(mine, c) != Self.storage(theirs, c) {
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

extension SharedArray: Sendable where Element: Sendable {}

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
