import Cassowary

/// Constants that change often, held by the solver as edit variables.
///
/// The solver changes a required equality's constant by removing it and adding it again, which
/// touches every row below it twice, with the bookkeeping of both. An edit variable's suggested
/// value moves the same rows by a constant, in one pass.
///
/// So the root's width and height (the screen), and any required equality whose constant is
/// changed once (`c.constant = …`), are held as `expression − k == 0` (required) plus an edit
/// variable `k` at 999 suggested to the constant. As long as `k` sits at its suggested value the
/// solution is a solution of the plain constraint. An edit is only a strong wish, though: when
/// required constraints (or a tie with constraints at 999) pull `k` away, the constraint goes back
/// to its plain required form ("pinned"), and what UIKit would do happens: the newest constraint of
/// the conflict is broken and reported.
extension Layout {
    static let editPriority = Priority.aboveOptional

    /// Whether a constraint can hold its constant in an edit variable: a required equality.
    func isEditableKind(_ c: LayoutConstraint) -> Bool {
        c.relation == .equal && c.priority == 1000
    }

    /// The constraint as the solver holds it: plain, or `expression − k == 0` for an editable one.
    func heldForm(_ entry: Entry) throws(LayoutError) -> Constraint {
        guard entry.isEditable, let k = entry.constantVariable else { return try solverConstraint(for: entry.constraint) }
        var base = entry.constraint
        base.constant = 0
        let c = try solverConstraint(for: base)
        return Constraint(c.expression - Expression(k), .equal, priority: c.priority)
    }

    /// Sets a required equality's constant through its edit variable, making it editable first.
    mutating func setEditableConstant(_ id: LayoutConstraintID, _ value: Double) {
        guard let entry = entries[id] else { return }
        if entry.constraint.constant != value { loosenings += 1 }
        entries[id]?.constraint.constant = value
        if entry.isEditable, let k = entry.constantVariable {
            try? solver.suggestValue(k, value)
        } else if entry.isActive, entry.broken == nil, !entry.solverIDs.isEmpty {
            makeEditable(id)
        } else if entry.isActive {
            addToSolver(id)
        }
    }

    /// Holds kept constraints (`let c = …`, SnapKit's `let c = make….constraint`) in editable
    /// form from the start: they are the ones code changes the constant of (`c.constant = …`),
    /// and made editable at that first change instead, a constraint in the middle of a long
    /// stack is removed and added again with every row below it, where now nothing depends on
    /// it yet. Constraints that are not required equalities, inactive or broken stay as they are.
    ///
    /// A copy of a constraint held editable already (a line of an `activate` list pasted again
    /// and again) stays plain: the copies hold the same equation, so a change of any copy's
    /// constant conflicts with the others whatever its form, and in editable form each copy's
    /// own edit variable is one more row tied to all the others (n copies cost n² when the last
    /// plain one leaves). A copy whose constant is changed is made editable then.
    public mutating func expectConstantChanges(_ ids: [LayoutConstraintID]) {
        var changed = false
        for id in ids {
            guard let c = entries[id]?.constraint, !isHeldEditable(c) else { continue }
            if makeEditable(id) { changed = true }
        }
        if changed { settleEditableConstants(after: nil) }
    }

    /// Whether an active, unbroken constraint equal to `c` is held in editable form. Copies are
    /// never made editable here, so the editable ones are the distinct constraints code keeps.
    func isHeldEditable(_ c: LayoutConstraint) -> Bool {
        (editableByShape[Self.editableShape(c)] ?? []).contains { e in
            guard let entry = entries[e] else { return false }
            return entry.isEditable && entry.isActive && entry.broken == nil && entry.constraint == c
        }
    }

    /// Moves an installed required equality's constant into an edit variable.
    @discardableResult
    mutating func makeEditable(_ id: LayoutConstraintID) -> Bool {
        guard let entry = entries[id], !entry.isEditable, entry.isActive, entry.broken == nil,
              let old = entry.solverIDs.first, isEditableKind(entry.constraint) else { return false }
        var editable = entry
        editable.isEditable = true
        let k = entry.constantVariable ?? solver.makeVariable("#\(id.rawValue).constant")
        editable.constantVariable = k
        guard let form = try? heldForm(editable) else { return false }
        try? solver.remove(old)
        owners[old] = nil
        let solverID = ConstraintID(nextSolverID)
        nextSolverID += 1
        do {
            try solver.addEditVariable(k, priority: Layout.editPriority)
            try solver.suggestValue(k, entry.constraint.constant)
            // `k` is free but for its edit, so this cannot conflict.
            try solver.add(form, id: solverID)
        } catch {
            if solver.hasEditVariable(k) { try? solver.removeEditVariable(k) }
            entries[id]?.constantVariable = k
            addToSolver(id)
            return false
        }
        editable.solverIDs = [solverID]
        entries[id] = editable
        owners[solverID] = id
        noteEditable(id, k, entry.constraint)
        return true
    }

    /// A constraint's form without what code changes (its constant, priority and identifier):
    /// the key ``editableByShape`` keeps an editable constraint under, whatever its constant is now.
    static func editableShape(_ c: LayoutConstraint) -> LayoutConstraint {
        var shape = c
        shape.constant = 0
        shape.priority = 0
        shape.label = nil
        return shape
    }

    /// Records that `id` holds its constant in edit variable `k`.
    mutating func noteEditable(_ id: LayoutConstraintID, _ k: Variable, _ c: LayoutConstraint) {
        editableByVariable[k] = id
        editableByShape[Self.editableShape(c), default: []].append(id)
    }

    /// Records that `id`, editable through `k`, no longer is.
    mutating func forgetEditable(_ id: LayoutConstraintID, _ k: Variable, _ c: LayoutConstraint) {
        editableByVariable[k] = nil
        let shape = Self.editableShape(c)
        editableByShape[shape]?.removeAll { $0 == id }
        if editableByShape[shape]?.isEmpty == true { editableByShape[shape] = nil }
    }

    /// Whether an editable constraint's variable was pulled away from its constant.
    func hasDrifted(_ id: LayoutConstraintID) -> Bool {
        guard let entry = entries[id], entry.isEditable, let k = entry.constantVariable else { return false }
        let wanted = entry.constraint.constant
        return abs(solver.value(of: k) - wanted) > 1e-7 * max(1, abs(wanted))
    }

    /// After a change, puts back in plain form every editable constraint that no longer holds,
    /// so that required means required. `changed` is the constraint just added or changed: it is
    /// taken out first and re-added after, so that if anything must break, it does.
    mutating func settleEditableConstants(after changed: LayoutConstraintID?) {
        while true {
            // Only those whose edit variable the solver says may be away from its value.
            let drifted = solver.editVariablesPossiblyAway().compactMap { editableByVariable[$0] }.sorted().filter(hasDrifted)
            if drifted.isEmpty { return }
            var culprit: LayoutConstraintID? = nil
            if let changed, !drifted.contains(changed), let entry = entries[changed], !entry.isEditable,
               !entry.solverIDs.isEmpty {
                removeFromSolver(changed)
                culprit = changed
            }
            for id in drifted { pin(id) }
            if let culprit { addToSolver(culprit) }
        }
    }

    /// Puts an editable constraint back in its plain form. A user constraint that conflicts is
    /// broken; the screen's size is kept and the newest user constraint it conflicts with is
    /// broken instead, until it fits.
    mutating func pin(_ id: LayoutConstraintID) {
        removeFromSolver(id)
        addToSolver(id)
    }

    /// A firm constraint (the screen, a guide, the size rule) that was just refused is kept: the
    /// newest breakable constraint of its conflict is broken instead, with the report, and the
    /// firm one added again, until it fits or nothing breakable is left (then it stays broken).
    /// `preferring`: the constraint a change was about, broken first when it is in the conflict.
    mutating func makeRoom(for id: LayoutConstraintID, preferring culprit: LayoutConstraintID? = nil) {
        keep(id) { layout, report in layout.newestBreakable(report.conflicting, preferring: culprit) }
    }

    /// Keeps the refused constraint `id`: while it conflicts, the constraint `victim` picks from
    /// its conflict is broken instead, with the report, and `id` added again — until it fits or
    /// `victim` picks none (or one it picked before: then it stays broken).
    mutating func keep(_ id: LayoutConstraintID, breaking victim: (Layout, ConflictReport) -> LayoutConstraintID?) {
        var broken: Set<LayoutConstraintID> = []
        while let report = entries[id]?.broken, let next = victim(self, report), broken.insert(next).inserted {
            removeFromSolver(next)
            let others = report.conflicting.filter { $0 != next } + [id]
            entries[next]?.broken = ConflictReport(broken: next, conflicting: others.sorted())
            noteHolding(next)
            addPlainly(id)
        }
        // The set was the kept constraint's (a view's `width >= 0` added last); the one broken
        // may conflict with fewer of what now holds (the nearer view's rule): its own smallest set.
        if entries[id]?.broken == nil {
            for next in broken.sorted() { narrowReport(of: next) }
        }
    }

    /// Every broken constraint's report narrowed to the conflict it meets with what holds now,
    /// where that is smaller (see ``narrowReport(of:)``).
    public mutating func narrowConflictReports() {
        for id in brokenIDs.sorted() { narrowReport(of: id) }
    }

    /// Replaces a broken constraint's report by the conflict it alone meets with what holds now,
    /// when that is smaller.
    mutating func narrowReport(of victim: LayoutConstraintID) {
        guard let entry = entries[victim], let report = entry.broken, entry.solverIDs.isEmpty,
              let c = try? solverConstraint(for: entry.constraint) else { return }
        var probe = solver
        do {
            try probe.add(c, id: ConstraintID(nextSolverID))
        } catch {
            guard case let .unsatisfiable(_, conflicts, _) = error else { return }
            let narrowed = conflicts.compactMap { owners[$0] }.sorted()
            if !narrowed.isEmpty, narrowed.count < report.conflicting.count {
                entries[victim]?.broken = ConflictReport(broken: victim, conflicting: narrowed)
            }
        }
    }

    /// The newest user constraint of a conflict, else its newest constraint not of the screen.
    func newestBreakable(_ ids: [LayoutConstraintID], preferring culprit: LayoutConstraintID? = nil) -> LayoutConstraintID? {
        if let culprit, ids.contains(culprit), entries[culprit].map({ !$0.constraint.origin.isFirm }) == true {
            return culprit
        }
        let sorted = ids.sorted()
        return sorted.last { entries[$0]?.constraint.origin == .user }
            ?? sorted.last { entries[$0].map { !Self.keptInConflict($0.constraint) } ?? false }
    }
}
