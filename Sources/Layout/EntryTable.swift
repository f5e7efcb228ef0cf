import SharedStorage

/// The layout's constraints by id, with the ids of the constraints that name each view kept
/// beside them, so that removing or moving a view visits its own constraints rather than every
/// constraint of the layout.
///
/// The index is kept by the setter, the one way an entry is stored or dropped: a constraint
/// whose items change (they never do once made, but the table does not rely on it) is re-filed.
/// Both maps share structure with their copies, as every table the undo history keeps.
struct EntryTable: Sendable {
    /// An entry kept by reference: a change to the map after a snapshot copies the nodes on the
    /// way to the key, and a node of boxes copies one reference per entry where a node of
    /// entries would retain everything each one holds (its constraint's items, names and ids).
    final class Box: Sendable {
        let entry: Layout.Entry
        init(_ entry: Layout.Entry) { self.entry = entry }
    }

    private(set) var byID: TreeDictionary<LayoutConstraintID, Box> = [:]
    private var byView: TreeDictionary<ViewID, TreeSet<LayoutConstraintID>> = [:]
    /// The constraints a table or collection view imposes on a cell's content view (labelled
    /// `UIView-Encapsulated-Layout-…`), by that view: what the ambiguity check after every
    /// command asks of each view whose height is free, found without a pass over the view's
    /// other constraints.
    private var encapsulatedByView: TreeDictionary<ViewID, TreeSet<LayoutConstraintID>> = [:]

    subscript(id: LayoutConstraintID) -> Layout.Entry? {
        get { byID[id]?.entry }
        set {
            let old = byID[id].map { Self.views(of: $0.entry.constraint) }
            let oldEncapsulated = byID[id].flatMap { Self.isEncapsulated($0.entry.constraint) ? $0.entry.constraint.first.view : nil }
            let new = newValue.map { Self.views(of: $0.constraint) }
            byID[id] = newValue.map(Box.init)
            if let view = oldEncapsulated { encapsulatedByView[view]?.remove(id); if encapsulatedByView[view]?.isEmpty == true { encapsulatedByView[view] = nil } }
            if let c = newValue?.constraint, Self.isEncapsulated(c) { encapsulatedByView[c.first.view, default: []].insert(id) }
            guard old != new else { return }
            for view in old ?? [] { byView[view]?.remove(id); if byView[view]?.isEmpty == true { byView[view] = nil } }
            for view in new ?? [] { byView[view, default: []].insert(id) }
        }
    }

    var keys: TreeDictionary<LayoutConstraintID, Box>.Keys { byID.keys }

    /// The constraints whose first or second item is `view` or belongs to it (its content area,
    /// its guides), in order of creation.
    func constraints(naming views: some Sequence<ViewID>) -> [LayoutConstraintID] {
        var found: Set<LayoutConstraintID> = []
        for view in views { found.formUnion(byView[view] ?? []) }
        return found.sorted()
    }

    /// Whether a constraint that names `view` (as ``constraints(naming:)`` finds them) passes
    /// `test`: the first one that does ends the search, and nothing is collected or sorted.
    func containsConstraint(naming view: ViewID, where test: (Layout.Entry) -> Bool) -> Bool {
        byView[view]?.contains { id in byID[id].map { test($0.entry) } ?? false } ?? false
    }

    /// Whether any view has an encapsulated-size constraint (a cell held by its table): without
    /// one, no view is looked up for them.
    var hasEncapsulatedConstraints: Bool { !encapsulatedByView.isEmpty }

    /// The encapsulated-size constraints whose first item is `view`, in order of creation.
    func encapsulatedConstraints(of view: ViewID) -> [LayoutConstraintID] {
        encapsulatedByView[view].map { $0.sorted() } ?? []
    }

    private static func isEncapsulated(_ c: LayoutConstraint) -> Bool {
        c.label?.hasPrefix("UIView-Encapsulated-Layout-") == true
    }

    private static func views(of c: LayoutConstraint) -> [ViewID] {
        guard let second = c.second, second.view != c.first.view else { return [c.first.view] }
        return [c.first.view, second.view]
    }
}
