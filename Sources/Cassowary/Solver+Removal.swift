extension Solver {
    /// Takes a constraint out of the tableau, keeping its record (for constant and priority changes).
    ///
    /// A constraint with a slack or error marker is removed as in kiwi: pivot the marker into the
    /// basis and drop its row. A required equality has no marker; its row, and every row derived
    /// from it (its downstream in the substitution record), are dropped and their owners re-added.
    /// In a stack of views that is the views below the changed link, not the whole tableau.
    mutating func uninstall(_ index: Int32) {
        guard let record = records[Int(index)], record.installed else { return }
        if record.marker != noSymbol && record.basic != noSymbol && removeByMarker(index) { return }
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
        // The dropped row belonged to `owner`; if that is another constraint, it takes over the
        // row this one owned, and this one's dependencies with it.
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
        if let mine = records[Int(index)] {
            for u in mine.uses { for d in mine.usedBy { link(u, d) } }
        }
        unlinkAll(index)
        records[Int(index)]?.installed = false
        records[Int(index)]?.basic = noSymbol
        records[Int(index)]?.marker = noSymbol
        records[Int(index)]?.other = noSymbol
        return true
    }

    /// kiwi's choice of the row in which a parametric marker enters the basis: the restricted row
    /// that limits it first, else any unrestricted row (ties: lowest symbol).
    func markerLeavingRow(_ marker: Symbol) -> Symbol {
        var first = noSymbol, second = noSymbol, third = noSymbol
        var r1 = Double.infinity, r2 = Double.infinity
        for basic in columns[Int(marker)] {
            guard let row = self.row(of: basic) else { continue }
            let c = row.coefficient(of: marker)
            if c == 0 { continue }
            if !kinds[Int(basic)].isRestricted {
                if third == noSymbol || basic < third { third = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        return first != noSymbol ? first : (second != noSymbol ? second : third)
    }

    /// Drops the rows of `start` and of everything derived from it, then re-adds their owners in
    /// their original order (`start` too when `keeping`). Rows that never used `start`'s row are
    /// implied by the other constraints alone, so they stay as they are.
    mutating func rebuild(from start: Int32, keeping: Bool) {
        var inAffected = [Bool](repeating: false, count: records.count)
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
        for a in affected where (keeping || a != start) && records[Int(a)] != nil {
            _ = install(a, optimizing: false)
        }
        optimize()
    }

    /// `starts` and every constraint whose row was derived from theirs, leaving out those already
    /// marked in `marks` (one flag per record; a marked record's downstream is marked with it), and
    /// marks them.
    func downstream(of starts: [Int32], marking marks: inout [Bool]) -> [Int32] {
        var found: [Int32] = []
        var stack: [Int32] = []
        func visit(_ a: Int32) {
            guard a >= 0, Int(a) < marks.count, !marks[Int(a)] else { return }
            marks[Int(a)] = true
            found.append(a)
            stack.append(a)
        }
        for a in starts { visit(a) }
        while let a = stack.popLast() {
            for d in records[Int(a)]?.usedBy ?? [] { visit(d) }
        }
        return found
    }

    func isMarked(_ index: Int32, _ marks: [Bool]) -> Bool {
        index >= 0 && Int(index) < marks.count && marks[Int(index)]
    }

    mutating func unlinkAll(_ index: Int32) {
        guard let uses = records[Int(index)]?.uses, let usedBy = records[Int(index)]?.usedBy else { return }
        records[Int(index)]?.uses = []
        records[Int(index)]?.usedBy = []
        for u in uses { records[Int(u)]?.usedBy.remove(index) }
        for d in usedBy { records[Int(d)]?.uses.remove(index) }
    }
}
