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

    func contains(_ element: Element) -> Bool { position(of: element).found }

    mutating func insert(_ element: Element) {
        let (i, found) = position(of: element)
        if !found { members.insert(element, at: i) }
    }

    mutating func remove(_ element: Element) {
        let (i, found) = position(of: element)
        if found { members.remove(at: i) }
    }

    func makeIterator() -> IndexingIterator<[Element]> { members.makeIterator() }
}
