import SharedStorage

/// Each constraint handle's record index.
///
/// Handles are usually numbered from zero up (the solver's own, and the layout's), so they are
/// kept in a `SharedArray` indexed by the handle: an add or a lookup is an array access, and a
/// copy shares the table. A handle far beyond the ones used so far (a caller may choose any)
/// goes in a `TreeDictionary` instead, so a large number cannot make the array grow to it.
struct HandleTable: Sendable {
    private var dense: SharedArray<Int32> = []
    private var sparse: TreeDictionary<ConstraintID, Int32> = [:]

    /// How far past the dense part a handle may be and still be stored in it.
    private static let slack = 1024

    subscript(id: ConstraintID) -> Int32? {
        get {
            let i = id.rawValue
            if i >= 0 && i < dense.count && dense[i] >= 0 { return dense[i] }
            return sparse.isEmpty ? nil : sparse[id]
        }
        set {
            let i = id.rawValue
            // A handle lives in one of the two parts, for good: one first stored far away stays
            // in the dictionary even when the array later grows past it.
            if i >= 0 && i < dense.count + Self.slack && (sparse.isEmpty || sparse[id] == nil) {
                while dense.count <= i { dense.append(-1) }
                dense[i] = newValue ?? -1
            } else {
                sparse[id] = newValue
            }
        }
    }

    /// Every handle in use, in increasing order.
    var keys: [ConstraintID] {
        var out: [ConstraintID] = []
        for i in 0..<dense.count where dense[i] >= 0 { out.append(ConstraintID(i)) }
        out += sparse.keys
        return out.sorted()
    }
}
