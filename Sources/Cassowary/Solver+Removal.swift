extension Solver {
    /// Takes a constraint out of the tableau, keeping its record (for constant and priority changes).
    ///
    /// A constraint with a slack or error marker is removed as in kiwi: pivot the marker into the
    /// basis and drop its row. A required equality has no marker; it is removed as though it had
    /// kiwi's dummy marker, whose column is worked out from the constraints below it
    /// (``removeByDerivative(_:)``). When their equations do not give that column, its row and
    /// every row derived from it (its downstream in the substitution record) are dropped and their
    /// owners re-added (``rebuild(from:keeping:)``).
    mutating func uninstall(_ index: Int32) {
        guard let record = records[Int(index)], record.installed else { return }
        if record.basic != noSymbol {
            if record.marker != noSymbol ? removeByMarker(index) : removeByDerivative(index) { return }
        }
        rebuild(from: index, keeping: false)
    }

    /// Forgets a record that is no longer installed.
    mutating func dropRecord(_ index: Int32) {
        unlinkAll(index)
        records[Int(index)] = nil
    }

    /// kiwi's removal through the marker. Returns false (nothing changed) if the marker is in no row.
    mutating func removeByMarker(_ index: Int32) -> Bool {
        guard let record = records[Int(index)] else { return false }
        let marker = record.marker
        let leaving: Symbol = rows[Int(marker)] != nil ? marker : markerLeavingRow(marker)
        if leaving == noSymbol { return false }

        removeErrorsFromObjective(record, weight: record.weight)
        var row = removeRow(leaving)
        let owner = row.owner
        if leaving != marker {
            row.solve(for: marker, replacing: leaving)
            substitute(marker, row)
        }
        forget(index, rowDroppedFrom: owner)
        return true
    }

    /// The bookkeeping after a constraint's marker left the tableau with the row of `owner`: if
    /// that is another constraint, it takes over the row this one owned, and this one's
    /// dependencies with it; then the record is no longer installed.
    mutating func forget(_ index: Int32, rowDroppedFrom owner: Int32) {
        if owner != index, owner >= 0 {
            let basic = records[Int(index)]?.basic ?? noSymbol
            if basic != noSymbol, rows[Int(basic)] != nil {
                rows[Int(basic)]?.owner = owner
                records[Int(owner)]?.basic = basic
            } else {
                records[Int(owner)]?.basic = noSymbol
            }
            let mine = records[Int(index)]
            for u in mine?.uses ?? [] { link(u, owner) }
            for d in mine?.usedBy ?? [] { link(owner, d) }
        }
        // The rows this one's row went into keep what it was derived from: with this constraint
        // gone, the constraints it used still shape them (x2 = x1 − x0 absorbed x0 == 9 through
        // x2 ≥ 0's row, and must be rebuilt when x0 == 9 goes).
        bypass(index)
        records[Int(index)]?.installed = false
        records[Int(index)]?.basic = noSymbol
        records[Int(index)]?.marker = noSymbol
        records[Int(index)]?.other = noSymbol
    }

    /// kiwi's choice of the row in which a parametric marker enters the basis: the restricted row
    /// that limits it first, else any unrestricted row (ties: lowest symbol).
    func markerLeavingRow(_ marker: Symbol) -> Symbol {
        leavingRow(forMarkerIn: columns[Int(marker)].lazy.compactMap { basic in
            self.rows[Int(basic)].map { (basic: basic, coefficient: $0.coefficient(of: marker)) }
        })
    }

    /// ``markerLeavingRow(_:)``'s rule, given the marker's coefficient in each row that holds it.
    /// Taking the marker into the chosen row and dropping that row keeps every restricted row's
    /// constant non-negative. Among unrestricted rows `preferred` comes first.
    func leavingRow<Entries: Sequence>(forMarkerIn entries: Entries, preferring preferred: Symbol = noSymbol) -> Symbol
        where Entries.Element == (basic: Symbol, coefficient: Double)
    {
        var first = noSymbol, second = noSymbol, third = noSymbol
        var r1 = Double.infinity, r2 = Double.infinity
        for (basic, c) in entries where c != 0 {
            let constant = constants[Int(basic)]
            if !kinds[Int(basic)].isRestricted {
                if third == noSymbol || basic == preferred || (basic < third && third != preferred) { third = basic }
            } else if c < 0 {
                let r = -constant / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = constant / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        return first != noSymbol ? first : (second != noSymbol ? second : third)
    }

    /// Removes an installed required equality `e == 0` as kiwi would had it been added as
    /// `e == δ` with a dummy marker δ: take δ into the basis in the row ``leavingRow(forMarkerIn:)``
    /// chooses and drop that row. The tableau holds no δ, but its column is what it would be: each
    /// row's basic symbol moves by σ·δ, where σ is how far the basic symbol moves when the
    /// constraint's constant grows by one and every parametric symbol stays put. Only the rows
    /// derived from the constraint (its downstream) move, and their owners' constraints give σ
    /// (``dummyColumn(of:affected:marks:)``). In a stack of views that is one multiply-add per
    /// view below the link, where ``rebuild(from:keeping:)`` derives every one of those rows again.
    ///
    /// Returns false, having changed nothing, when the equations do not give σ (a group of them
    /// too large or singular); the caller then rebuilds.
    mutating func removeByDerivative(_ index: Int32) -> Bool {
        guard let own = records[Int(index)]?.basic, own != noSymbol, rows[Int(own)]?.owner == index else { return false }
        var marks = RecordMarks(count: records.count)
        let affected = downstream(of: [index], marking: &marks)
        guard let column = dummyColumn(of: index, affected: affected, marks: marks) else { return false }
        // Unless a restricted row limits δ, the constraint's own row goes, as if it had never
        // been added: its basic symbol becomes free again and the rows below keep their subjects.
        let leaving = leavingRow(forMarkerIn: column.cells, preferring: own)
        guard let pivot = column.cells.first(where: { $0.basic == leaving })?.coefficient else { return false }

        // δ = (leaving − its row) / σ(leaving), put into every row and objective that holds δ.
        let row = removeRow(leaving)
        var changes = ColumnChanges()
        let targets = column.cells.lazy.filter { $0.basic != leaving }.map { (basic: $0.basic, factor: $0.coefficient / pivot) }
        let owners = moveRows(Array(targets), by: row, noting: &changes) { target, f, entered, left in
            target.add(row, times: -f, plus: leaving, f, entered: &entered, left: &left)
            return -f
        }
        apply(changes)
        if row.owner != index { link(row.owner, owners) }
        for i in objective.indices {
            let s = column.level(objective[i].priority)
            if s == 0 { continue }
            let f = s / pivot
            objective[i].row.add(row, times: -f)
            objective[i].row.add(leaving, f)
        }
        forget(index, rowDroppedFrom: row.owner)
        return true
    }

    /// The coefficients of a constraint's marker and other symbol in the row it is installed as.
    static func markerCoefficients(_ relation: Relation) -> (marker: Double, other: Double) {
        switch relation {
        case .lessThanOrEqual: (1, -1)
        case .greaterThanOrEqual, .equal: (-1, 1)
        }
    }

    /// Calls `body` with each symbol of record `k`'s equation as installed (its variables, then
    /// its marker and other symbol) and its coefficient, until `body` returns false; returns
    /// false then, or if there is no such record.
    func forEachSymbol(of k: Int32, _ body: (Symbol, Double) -> Bool) -> Bool {
        // Field by field, in place: a copy of the constraint would retain its terms.
        guard let relation = records[Int(k)]?.constraint.relation, let marker = records[Int(k)]?.marker,
              let other = records[Int(k)]?.other else { return false }
        let finished = records[Int(k)]!.constraint.expression.terms.withUnsafeBufferPointer { terms in
            for term in terms where !body(term.variable.id, term.coefficient) { return false }
            return true
        }
        if !finished { return false }
        let signs = Self.markerCoefficients(relation)
        if marker != noSymbol, !body(marker, signs.marker) { return false }
        if other != noSymbol, !body(other, signs.other) { return false }
        return true
    }

    /// Drops the rows of `start` and of everything derived from it, then re-adds their owners in
    /// their original order (`start` too when `keeping`). Rows that never used `start`'s row are
    /// implied by the other constraints alone, so they stay as they are.
    mutating func rebuild(from start: Int32, keeping: Bool) {
        var inAffected = RecordMarks(count: records.count)
        var affected = downstream(of: [start], marking: &inAffected).sorted()
        // Symbols of affected constraints must not survive in rows that stay; if one does, its row
        // joins the rebuild too.
        while true {
            var extra: [Int32] = []
            for a in affected {
                guard let marker = records[Int(a)]?.marker, let other = records[Int(a)]?.other else { continue }
                for s in [marker, other] where s != noSymbol {
                    if let row = rows[Int(s)], row.owner >= 0, !isMarked(row.owner, inAffected) { extra.append(row.owner) }
                    for b in columns[Int(s)] {
                        if let owner = rows[Int(b)]?.owner, owner >= 0, !isMarked(owner, inAffected) { extra.append(owner) }
                    }
                }
            }
            if extra.isEmpty { break }
            affected = (affected + downstream(of: extra, marking: &inAffected)).sorted()
        }

        reinstall(affected, except: keeping ? nil : start)
    }

    /// Builds the whole tableau again from the constraints: the required ones in the order they
    /// were added, then record `adding` (one being added) if given, then the optional ones.
    /// Returns whether `adding` fits and every required constraint that was installed is again.
    ///
    /// With numbers from 1e-9 to 1e9 in one tableau every pivot loses digits, and after many
    /// changes a row can say something its constraints do not (a term of 1e-12 dropped as
    /// rounding noise beside one of 1.0, a constant off by what a value of 1e18 rounds to —
    /// optional constraints can pull values that far): a feasible constraint is then refused, or
    /// a removal leaves a required one unmet. The constraints themselves are exact, so rows
    /// derived from them afresh carry only the rounding of one derivation, and a new required
    /// constraint is tried against the required ones alone, before any optional one has moved
    /// the values. A required constraint an earlier removal could not put back is tried again.
    /// Used only on those two paths and only with wide numbers (``hasWideNumbers``): it costs
    /// what adding every constraint again costs.
    @discardableResult
    mutating func rebuildAll(adding: Int32? = nil) -> Bool {
        shapeStamp = Self.newStamp()
        for i in 0..<rows.count where isBasic[i] { _ = removeRow(Symbol(i)) }
        for i in 0..<columns.count where !columns[i].isEmpty { columns[i] = [] }
        objective = []
        artificial = nil
        infeasible = []
        var required: [(index: Int32, wasInstalled: Bool)] = []
        var optional: [Int32] = []
        for i in 0..<records.count {
            guard let record = records[i] else { continue }
            if Int32(i) != adding {
                if record.constraint.priority.isRequired {
                    required.append((Int32(i), record.installed))
                } else if record.installed {
                    optional.append(Int32(i))
                }
            }
            if record.installed || !record.uses.isEmpty || !record.usedBy.isEmpty {
                records[i]?.installed = false
                records[i]?.basic = noSymbol
                records[i]?.marker = noSymbol
                records[i]?.other = noSymbol
                records[i]?.uses = []
                records[i]?.usedBy = []
            }
        }
        var fits = true
        for (a, wasInstalled) in required where !install(a, optimizing: false) && wasInstalled { fits = false }
        if let adding, fits { fits = install(adding, optimizing: false) }
        for a in optional { _ = install(a, optimizing: false) }
        optimize()
        return fits
    }

    /// Drops the rows of `affected` (sorted record indices) and installs them again in that order,
    /// but `start`, which stays out; then optimizes.
    mutating func reinstall(_ affected: [Int32], except start: Int32?) {
        // Records are read field by field: a copy of one would retain its constraint and links.
        for a in affected where records[Int(a)]?.installed == true && records[Int(a)]?.constraint.priority.isRequired == false {
            if let r = records[Int(a)] { removeErrorsFromObjective(r, weight: r.weight) }
        }
        for a in affected {
            guard let basic = records[Int(a)]?.basic, let marker = records[Int(a)]?.marker,
                  let other = records[Int(a)]?.other else { continue }
            if basic != noSymbol, rows[Int(basic)]?.owner == a { _ = removeRow(basic) }
            for s in [marker, other] where s != noSymbol {
                // Leftover cells of abandoned markers (parametric, zero) are cleared too.
                for b in columns[Int(s)] { rows[Int(b)]?.remove(s) }
                columns[Int(s)] = []
                for i in objective.indices { objective[i].row.remove(s) }
            }
        }
        let tableau = rows
        infeasible.removeAll { tableau[Int($0)] == nil }
        for a in affected {
            unlinkAll(a)
            records[Int(a)]?.installed = false
            records[Int(a)]?.basic = noSymbol
            records[Int(a)]?.marker = noSymbol
            records[Int(a)]?.other = noSymbol
        }
        for a in affected where a != start && records[Int(a)] != nil {
            _ = install(a, optimizing: false)
        }
        optimize()
    }

    /// `starts` and every constraint whose row was derived from theirs, leaving out those already
    /// marked in `marks` (0 for unmarked; a marked record's downstream is marked with it), and
    /// marks them: each with its position in the list returned, plus one.
    func downstream(of starts: [Int32], marking marks: inout RecordMarks) -> [Int32] {
        var found: [Int32] = []
        var stack: [Int32] = []
        func visit(_ a: Int32) {
            guard a >= 0, Int(a) < marks.count, marks[a] == 0 else { return }
            found.append(a)
            marks[a] = Int32(found.count)
            stack.append(a)
        }
        for a in starts { visit(a) }
        while let a = stack.popLast() {
            // Member by member in place: a copy of the set would retain and release its array.
            let count = records[Int(a)]?.usedBy.count ?? 0
            for i in 0..<count { visit(records[Int(a)].unsafelyUnwrapped.usedBy[i]) }
        }
        return found
    }

    func isMarked(_ index: Int32, _ marks: RecordMarks) -> Bool {
        marks[index] != 0
    }

    /// Takes record `index` out of the substitution record, linking each constraint it used to
    /// each constraint that used it. One write per neighbour: a constraint high in a stack is used
    /// by every row below it.
    mutating func bypass(_ index: Int32) {
        guard let uses = records[Int(index)]?.uses, let usedBy = records[Int(index)]?.usedBy else { return }
        records[Int(index)]?.uses = []
        records[Int(index)]?.usedBy = []
        if uses.isEmpty && usedBy.isEmpty { return }
        records.withMutableElements { records in
            for u in uses { records[Int(u)]?.usedBy.replace(index, by: usedBy, except: u) }
            for d in usedBy { records[Int(d)]?.uses.replace(index, by: uses, except: d) }
        }
    }

    mutating func unlinkAll(_ index: Int32) {
        guard let uses = records[Int(index)]?.uses, let usedBy = records[Int(index)]?.usedBy else { return }
        records[Int(index)]?.uses = []
        records[Int(index)]?.usedBy = []
        if uses.isEmpty && usedBy.isEmpty { return }
        records.withMutableElements { records in
            for u in uses { records[Int(u)]?.usedBy.remove(index) }
            for d in usedBy { records[Int(d)]?.uses.remove(index) }
        }
    }
}

/// A small number per record (0 for none), kept in pages of 1,024 made when first written: a
/// removal marks the constraints derived from the one it removes, usually a few among tens of
/// thousands, and clearing an array as long as the records cost more than the rest of it.
struct RecordMarks {
    private static let pageShift = 10
    private var pages: [[Int32]?]
    /// The number of records: indices from 0 up to it can be marked.
    let count: Int

    init(count: Int) {
        self.count = count
        pages = Array(repeating: nil, count: (count >> Self.pageShift) + 1)
    }

    /// The mark of record `index`; 0 when it has none or is out of range.
    subscript(index: Int32) -> Int32 {
        get {
            guard index >= 0, Int(index) < count, let page = pages[Int(index) >> Self.pageShift] else { return 0 }
            return page[Int(index) & ((1 << Self.pageShift) - 1)]
        }
        set {
            precondition(index >= 0 && Int(index) < count, "record mark out of range")
            let p = Int(index) >> Self.pageShift
            if pages[p] == nil { pages[p] = [Int32](repeating: 0, count: 1 << Self.pageShift) }
            pages[p]![Int(index) & ((1 << Self.pageShift) - 1)] = newValue
        }
    }
}
