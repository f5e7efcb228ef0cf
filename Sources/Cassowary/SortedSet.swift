/// A set kept in sorted order: the rows a symbol appears in (a column of the tableau), the
/// constraints a record's row was derived from or that were derived from it.
///
/// Most of these sets hold one to three members, so a sorted array beats a hash set at every
/// operation (no hashing, no allocation beyond the array) and iterates in a fixed order. A set
/// that grows past ``blockSize`` members is kept in blocks of sorted members instead: the solver
/// is copied before every command (undo keeps the copy), and the first change to a shared set
/// copies what it changes. One array of a thousand members copied for each insertion made a
/// row that every new constraint is substituted into cost more with each command; in blocks, an
/// insertion copies the list of blocks and one block.
struct SortedSet<Element: Comparable & Sendable>: Sendable, Sequence, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        /// Up to ``blockSize`` members, in order.
        case flat([Element])
        /// More: blocks of 1 to 2 × ``blockSize`` members, each in order and below the next.
        case blocks([[Element]])
    }

    private var storage: Storage = .flat([])

    /// The most members kept in one array; blocks hold up to twice as many before they split.
    static var blockSize: Int { 64 }

    init(arrayLiteral elements: Element...) {
        for e in elements { insert(e) }
    }

    /// The members of `elements`, sorted once (not at all when they come in order, as the rows
    /// of a column or the owners of those rows usually do).
    init(_ elements: [Element]) {
        if elements.indices.dropFirst().allSatisfy({ elements[$0 - 1] < elements[$0] }) {
            self.init(ordered: elements)
            return
        }
        var sorted = elements.sorted()
        var kept = 0
        for i in sorted.indices where kept == 0 || sorted[kept - 1] != sorted[i] {
            sorted[kept] = sorted[i]
            kept += 1
        }
        sorted.removeSubrange(kept...)
        self.init(ordered: sorted)
    }

    /// Members already in increasing order, without repeats.
    private init(ordered members: [Element]) {
        if members.count <= Self.blockSize {
            storage = .flat(members)
        } else {
            storage = .blocks(stride(from: 0, to: members.count, by: Self.blockSize).map {
                Array(members[$0..<Swift.min($0 + Self.blockSize, members.count)])
            })
        }
    }

    var isEmpty: Bool {
        switch storage {
        case .flat(let members): members.isEmpty
        case .blocks(let blocks): blocks.isEmpty
        }
    }

    var count: Int {
        switch storage {
        case .flat(let members): members.count
        case .blocks(let blocks): blocks.reduce(0) { $0 + $1.count }
        }
    }

    /// Every member in order, in one array.
    private var members: [Element] {
        switch storage {
        case .flat(let members): members
        case .blocks(let blocks): Array(blocks.joined())
        }
    }

    private static func position(of element: Element, in members: [Element]) -> (index: Int, found: Bool) {
        var low = 0
        var high = members.count
        while low < high {
            let mid = (low + high) >> 1
            let m = members[mid]
            if m == element { return (mid, true) }
            if m < element { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The block `element` belongs in: the first whose last member is not below it, else the last.
    private static func block(of element: Element, in blocks: [[Element]]) -> Int {
        var low = 0
        var high = blocks.count - 1
        while low < high {
            let mid = (low + high) >> 1
            if blocks[mid][blocks[mid].count - 1] < element { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The member at `position` in order.
    subscript(position: Int) -> Element {
        switch storage {
        case .flat(let members): return members[position]
        case .blocks(let blocks):
            var i = position
            for block in blocks {
                if i < block.count { return block[i] }
                i -= block.count
            }
            preconditionFailure("position \(position) is past the end of the set")
        }
    }

    func contains(_ element: Element) -> Bool {
        switch storage {
        case .flat(let members): Self.position(of: element, in: members).found
        case .blocks(let blocks): Self.position(of: element, in: blocks[Self.block(of: element, in: blocks)]).found
        }
    }

    /// Inserts `element`; returns whether it was not a member before.
    @discardableResult
    mutating func insert(_ element: Element) -> Bool {
        switch storage {
        case .flat(var members):
            let (i, found) = Self.position(of: element, in: members)
            if found { return false }
            // Let go of the stored array first, so that an unshared one is changed in place.
            storage = .flat([])
            members.insert(element, at: i)
            self = members.count > Self.blockSize ? Self(ordered: members) : Self(storage: .flat(members))
            return true
        case .blocks(var blocks):
            let b = Self.block(of: element, in: blocks)
            let (i, found) = Self.position(of: element, in: blocks[b])
            if found { return false }
            storage = .flat([])
            blocks[b].insert(element, at: i)
            if blocks[b].count > 2 * Self.blockSize {
                let upper = Array(blocks[b][Self.blockSize...])
                blocks[b].removeSubrange(Self.blockSize...)
                blocks.insert(upper, at: b + 1)
            }
            storage = .blocks(blocks)
            return true
        }
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    mutating func remove(_ element: Element) {
        switch storage {
        case .flat(var members):
            let (i, found) = Self.position(of: element, in: members)
            guard found else { return }
            storage = .flat([])
            members.remove(at: i)
            storage = .flat(members)
        case .blocks(var blocks):
            let b = Self.block(of: element, in: blocks)
            let (i, found) = Self.position(of: element, in: blocks[b])
            guard found else { return }
            storage = .flat([])
            blocks[b].remove(at: i)
            if blocks[b].isEmpty { blocks.remove(at: b) }
            // Back to one array once it is small: most operations then touch one allocation.
            if blocks.count == 1 || blocks.reduce(0, { $0 + $1.count }) <= Self.blockSize / 2 {
                storage = .flat(Array(blocks.joined()))
            } else {
                storage = .blocks(blocks)
            }
        }
    }

    /// Removes `element` and inserts every member of `others` but `excluded`.
    mutating func replace(_ element: Element, by others: SortedSet, except excluded: Element) {
        remove(element)
        formUnion(others, except: excluded)
    }

    /// Inserts every member of `others` (but `excluded`, if given, unless it is a member already).
    mutating func formUnion(_ others: SortedSet, except excluded: Element? = nil) {
        if others.count <= 4 {
            for e in others where e != excluded { insert(e) }
            return
        }
        if isEmpty, excluded.map({ !others.contains($0) }) ?? true {
            self = others
            return
        }
        if isSuperset(of: others) { return }
        // A sorted merge: inserting a few thousand members one by one would move the tail each time.
        let a = members, b = others.members
        var merged: [Element] = []
        merged.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                merged.append(a[i]); i += 1
            } else if i < a.count && a[i] == b[j] {
                // A member already: it stays, even the excluded one.
                merged.append(a[i]); i += 1; j += 1
            } else {
                if b[j] != excluded { merged.append(b[j]) }
                j += 1
            }
        }
        self = Self(ordered: merged)
    }

    /// Whether every member of `others` is a member, writing nothing (a union that would add
    /// nothing leaves the storage, and its uniqueness, alone).
    func isSuperset(of others: SortedSet) -> Bool {
        if others.count > count { return false }
        if case .flat(let mine) = storage, case .flat(let theirs) = others.storage {
            var i = 0
            for b in theirs {
                while i < mine.count && mine[i] < b { i += 1 }
                if i == mine.count || mine[i] != b { return false }
                i += 1
            }
            return true
        }
        return others.allSatisfy(contains)
    }

    struct Iterator: IteratorProtocol {
        /// The members of a set of one array (no list of blocks made to walk it), or the first block.
        fileprivate var current: [Element]
        fileprivate var index = 0
        /// The blocks after `current`, for a set kept in blocks.
        fileprivate var rest: ArraySlice<[Element]> = []

        mutating func next() -> Element? {
            while index == current.count {
                guard let block = rest.popFirst() else { return nil }
                current = block
                index = 0
            }
            defer { index += 1 }
            return current[index]
        }
    }

    func makeIterator() -> Iterator {
        switch storage {
        case .flat(let members): Iterator(current: members)
        case .blocks(let blocks): Iterator(current: [], rest: blocks[...])
        }
    }
}
