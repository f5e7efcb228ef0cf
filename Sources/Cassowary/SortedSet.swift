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
    /// Every member in order, while there are at most ``blockSize`` (then `blocks` is empty).
    private var flat: [Element] = []
    /// For a larger set: blocks of 1 to 2 × ``blockSize`` members, each in order and below the
    /// next (then `flat` is empty). Two fields, not an enum: the small sets, nearly all of them,
    /// are then changed in place as plain arrays are, with no payload to take out and put back.
    private var blocks: [[Element]] = []

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
            flat = members
        } else {
            blocks = stride(from: 0, to: members.count, by: Self.blockSize).map {
                Array(members[$0..<Swift.min($0 + Self.blockSize, members.count)])
            }
        }
    }

    var isEmpty: Bool { flat.isEmpty && blocks.isEmpty }

    var count: Int { blocks.isEmpty ? flat.count : blocks.reduce(0) { $0 + $1.count } }

    /// Every member in order, in one array.
    private var members: [Element] { blocks.isEmpty ? flat : Array(blocks.joined()) }

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
    private func block(of element: Element) -> Int {
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
        if blocks.isEmpty { return flat[position] }
        var i = position
        for block in blocks {
            if i < block.count { return block[i] }
            i -= block.count
        }
        preconditionFailure("position \(position) is past the end of the set")
    }

    func contains(_ element: Element) -> Bool {
        if blocks.isEmpty { return Self.position(of: element, in: flat).found }
        return Self.position(of: element, in: blocks[block(of: element)]).found
    }

    /// Inserts `element`; returns whether it was not a member before.
    @discardableResult
    mutating func insert(_ element: Element) -> Bool {
        if blocks.isEmpty {
            let (i, found) = Self.position(of: element, in: flat)
            if found { return false }
            flat.insert(element, at: i)
            if flat.count > Self.blockSize {
                self = Self(ordered: flat)
            }
            return true
        }
        let b: Int, i: Int
        if let greatest = blocks[blocks.count - 1].last, greatest < element {
            // Members often come in increasing order (the rows below a link, the records after it).
            b = blocks.count - 1
            i = blocks[b].count
        } else {
            b = block(of: element)
            let (position, found) = Self.position(of: element, in: blocks[b])
            if found { return false }
            i = position
        }
        blocks[b].insert(element, at: i)
        if blocks[b].count > 2 * Self.blockSize {
            let upper = Array(blocks[b][Self.blockSize...])
            blocks[b].removeSubrange(Self.blockSize...)
            blocks.insert(upper, at: b + 1)
        }
        return true
    }

    mutating func remove(_ element: Element) {
        if blocks.isEmpty {
            let (i, found) = Self.position(of: element, in: flat)
            if found { flat.remove(at: i) }
            return
        }
        let b = block(of: element)
        let (i, found) = Self.position(of: element, in: blocks[b])
        guard found else { return }
        blocks[b].remove(at: i)
        if blocks[b].isEmpty { blocks.remove(at: b) }
        // Back to one array once it is small: most operations then touch one allocation. Only a
        // few blocks are counted, so that a removal from a large set does not count every block.
        if blocks.count == 1 || (blocks.count <= 4 && count <= Self.blockSize / 2) {
            flat = Array(blocks.joined())
            blocks = []
        }
    }

    /// Replaces the contents of `array` with the members, in order, keeping its capacity (a walk
    /// through the set's iterator costs more than the few members it holds).
    func copyMembers(into array: inout [Element]) {
        array.removeAll(keepingCapacity: true)
        if blocks.isEmpty {
            array.append(contentsOf: flat)
        } else {
            for block in blocks { array.append(contentsOf: block) }
        }
    }

    /// Removes every member of `elements`, which are in increasing order without repeats: a few
    /// one by one, more in one pass over the set.
    mutating func subtract(sorted elements: [Element]) {
        if elements.count <= 4 {
            for e in elements { remove(e) }
            return
        }
        var kept: [Element] = []
        kept.reserveCapacity(count)
        var j = 0
        for m in self {
            while j < elements.count && elements[j] < m { j += 1 }
            if j < elements.count && elements[j] == m { j += 1 } else { kept.append(m) }
        }
        self = Self(ordered: kept)
    }

    /// Removes `element` and inserts every member of `others` but `excluded`.
    mutating func replace(_ element: Element, by others: SortedSet, except excluded: Element) {
        remove(element)
        formUnion(others, except: excluded)
    }

    /// Inserts every member of `others` (but `excluded`, if given, unless it is a member already).
    mutating func formUnion(_ others: SortedSet, except excluded: Element? = nil) {
        if others.blocks.isEmpty && others.flat.count <= 4 {
            for e in others.flat where e != excluded { insert(e) }
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
    /// nothing leaves the arrays, and their uniqueness, alone).
    func isSuperset(of others: SortedSet) -> Bool {
        if blocks.isEmpty && others.blocks.isEmpty {
            if others.flat.count > flat.count { return false }
            var i = 0
            for b in others.flat {
                while i < flat.count && flat[i] < b { i += 1 }
                if i == flat.count || flat[i] != b { return false }
                i += 1
            }
            return true
        }
        let theirs = others.count, mine = count
        if theirs > mine { return false }
        // A few members looked up one by one; more, in one walk over both.
        if theirs * 8 < mine { return others.allSatisfy(contains) }
        var walk = makeIterator()
        var current = walk.next()
        for b in others {
            while let m = current, m < b { current = walk.next() }
            guard let m = current, m == b else { return false }
            current = walk.next()
        }
        return true
    }

    struct Iterator: IteratorProtocol {
        /// The members of a set of one array (no list of blocks made to walk it), or the block
        /// being walked.
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
        blocks.isEmpty ? Iterator(current: flat) : Iterator(current: [], rest: blocks[...])
    }
}
