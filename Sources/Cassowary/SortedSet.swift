/// A set kept as a sorted array: the rows a symbol appears in (a column of the tableau), the
/// constraints a record's row was derived from or that were derived from it.
///
/// Most of these sets hold one to three members, so a sorted array beats a hash set at every
/// operation (no hashing, no allocation beyond the array) and iterates in a fixed order; the few
/// large ones (a scroll view's content edge, used by every row below it) stay cheap to update, a
/// memmove of a few thousand integers.
struct SortedSet<Element: Comparable & Sendable>: Sendable, Sequence, ExpressibleByArrayLiteral {
    private var members: [Element] = []

    init(arrayLiteral elements: Element...) {
        for e in elements { insert(e) }
    }

    /// The members of `elements`, sorted once (not at all when they come in order, as the rows
    /// of a column or the owners of those rows usually do).
    init(_ elements: [Element]) {
        if elements.indices.dropFirst().allSatisfy({ elements[$0 - 1] < elements[$0] }) {
            members = elements
            return
        }
        var sorted = elements.sorted()
        var kept = 0
        for i in sorted.indices where kept == 0 || sorted[kept - 1] != sorted[i] {
            sorted[kept] = sorted[i]
            kept += 1
        }
        sorted.removeSubrange(kept...)
        members = sorted
    }

    var isEmpty: Bool { members.isEmpty }
    var count: Int { members.count }

    private func position(of element: Element) -> (index: Int, found: Bool) {
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

    /// The member at `position` in order.
    subscript(position: Int) -> Element { members[position] }

    func contains(_ element: Element) -> Bool { position(of: element).found }

    /// Inserts `element`; returns whether it was not a member before.
    @discardableResult
    mutating func insert(_ element: Element) -> Bool {
        let (i, found) = position(of: element)
        if !found { members.insert(element, at: i) }
        return !found
    }

    mutating func remove(_ element: Element) {
        let (i, found) = position(of: element)
        if found { members.remove(at: i) }
    }

    /// Removes `element` and inserts every member of `others` but `excluded`.
    mutating func replace(_ element: Element, by others: SortedSet, except excluded: Element) {
        remove(element)
        formUnion(others, except: excluded)
    }

    /// Inserts every member of `others` (but `excluded`, if given, unless it is a member already).
    mutating func formUnion(_ others: SortedSet, except excluded: Element? = nil) {
        if others.count <= 4 {
            for e in others.members where e != excluded { insert(e) }
            return
        }
        if members.isEmpty, excluded.map({ !others.contains($0) }) ?? true {
            members = others.members
            return
        }
        if isSuperset(of: others) { return }
        // A sorted merge: inserting a few thousand members one by one would move the tail each time.
        var merged: [Element] = []
        merged.reserveCapacity(members.count + others.count)
        var i = 0, j = 0
        let a = members, b = others.members
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
        members = merged
    }

    /// Whether every member of `others` is a member: one walk over both, writing nothing (a
    /// union that would add nothing leaves the array, and its uniqueness, alone).
    func isSuperset(of others: SortedSet) -> Bool {
        if others.count > count { return false }
        var i = 0
        for b in others.members {
            while i < members.count && members[i] < b { i += 1 }
            if i == members.count || members[i] != b { return false }
            i += 1
        }
        return true
    }

    /// Calls `body` with the members in order where they are (iterating a set held in a table
    /// would otherwise retain and release its array).
    func withMembers<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try members.withUnsafeBufferPointer(body)
    }

    func makeIterator() -> IndexingIterator<[Element]> { members.makeIterator() }
}
