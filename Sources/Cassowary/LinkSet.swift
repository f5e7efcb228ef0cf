/// The constraints one record's row was derived from, or that were derived from it: a set of record
/// indices kept as a sorted array.
///
/// Most records link to one to three others, so a sorted array beats a hash set at every
/// operation (no hashing, no allocation beyond the array) and iterates in a fixed order; the few
/// that many rows use (a scroll view's content edge) stay cheap to update, a memmove of a few
/// thousand integers.
struct LinkSet: Sendable, Sequence, ExpressibleByArrayLiteral {
    private var members: [Int32] = []

    init(arrayLiteral elements: Int32...) {
        for e in elements { insert(e) }
    }

    var isEmpty: Bool { members.isEmpty }
    var count: Int { members.count }

    private func position(of element: Int32) -> (index: Int, found: Bool) {
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

    func contains(_ element: Int32) -> Bool { position(of: element).found }

    mutating func insert(_ element: Int32) {
        let (i, found) = position(of: element)
        if !found { members.insert(element, at: i) }
    }

    mutating func remove(_ element: Int32) {
        let (i, found) = position(of: element)
        if found { members.remove(at: i) }
    }

    func makeIterator() -> IndexingIterator<[Int32]> { members.makeIterator() }
}
