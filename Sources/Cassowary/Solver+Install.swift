extension Solver {
    /// Puts a stored record into the tableau. Returns false, with the solver exactly as it was,
    /// when a required constraint cannot be satisfied.
    ///
    /// The new row is built with tentative symbol numbers and nothing is changed until it is known
    /// to fit, so a refused constraint leaves no trace (not even a used symbol number).
    mutating func install(_ index: Int32, optimizing: Bool) -> Bool {
        guard let constraint = records[Int(index)]?.constraint, let weight = records[Int(index)]?.weight else { return false }
        let optional = !constraint.priority.isRequired

        // The row `0 = expression`, with basic variables replaced by their rows.
        var row = Row(constant: constraint.expression.constant, owner: index)
        var used: [Int32] = []
        // The size of the numbers that went into the row's constant: its rounding noise's scale.
        var scale = abs(row.constant)
        for term in constraint.expression.terms {
            if let basicRow = self.row(of: term.variable.id) {
                scale = max(scale, abs(basicRow.constant * term.coefficient))
                row.add(basicRow, times: term.coefficient)
                used.append(basicRow.owner)
            } else {
                row.add(term.variable.id, term.coefficient)
            }
        }

        // Markers (tentative numbers: the next free symbols).
        var newKinds: [SymbolKind] = []
        func tentative(_ kind: SymbolKind) -> Symbol {
            newKinds.append(kind)
            return Symbol(kinds.count + newKinds.count - 1)
        }
        var marker = noSymbol
        var other = noSymbol
        var errors: [Symbol] = []
        let signs = Self.markerCoefficients(constraint.relation)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            marker = tentative(.slack)
            row.add(marker, signs.marker)
            if optional {
                other = tentative(.error)
                row.add(other, signs.other)
                errors.append(other)
            }
        case .equal:
            if optional {
                marker = tentative(.error)
                other = tentative(.error)
                row.add(marker, signs.marker)
                row.add(other, signs.other)
                errors += [marker, other]
            }
        }
        if row.constant < 0 { row.reverseSign() }

        let subject = chooseSubject(row, marker: marker, other: other)
        if subject == noSymbol && row.cells.isEmpty {
            // A required equality that reduced to `0 = constant`: redundant, or impossible.
            guard isZeroConstant(row.constant, scale: scale) else { return false }
            records[Int(index)]?.installed = true
            records[Int(index)]?.basic = noSymbol
            for u in used { link(u, index) }
            return true
        }

        let backup: Solver? = subject == noSymbol ? self : nil
        for kind in newKinds { _ = newSymbol(kind) }
        for error in errors { errorRecords[Int(error)] = index }
        records[Int(index)]?.marker = marker
        records[Int(index)]?.other = other
        records[Int(index)]?.installed = true
        for error in errors { addToObjective(error, priority: constraint.priority.level, weight: weight) }

        if subject == noSymbol {
            guard addWithArtificialVariable(row, scale: scale) else {
                if let backup { self = backup }
                return false
            }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(subject, row)
        }
        for u in used { link(u, index) }
        if optimizing { optimize() }
        return true
    }

    /// The symbol a new row is solved for: an unrestricted variable if there is one (the one in the
    /// fewest rows, then the oldest), else the constraint's own slack or error symbol when its
    /// coefficient is negative (the row stays feasible).
    ///
    /// Among variables in no row, which one is the subject decides whether a chain stays sparse:
    /// a variable made basic is substituted into every later row that names it. In a chain of
    /// edges (`b.top == a.bottom`, `c.top == b.bottom`, …) the positions are named by two
    /// constraints each and the sizes by one, so the rows stay two or three long only when each
    /// is solved for a size; solved for a position, row k holds every size above it and a
    /// column of n views costs n² (n³ with undo's snapshots). The oldest wins, and a client
    /// that makes each item's size before its position (as ``Layout`` does) gets the size,
    /// whichever way the chain is written (top to bottom, bottom to top, from the upper view or
    /// the lower).
    ///
    /// Among the variables, only those whose coefficient is within ``subjectRatio`` of the row's
    /// largest compete, when there are any: solving `x1 + 1e-6·x2 + 1e9 == 0` for x2 divides by
    /// 1e-6 and puts 1e15 into every row that holds x2, where an 8 added later is below the
    /// rounding. Solved for x1 it stays as small as it was written. (Partial pivoting, in the
    /// terms of Gaussian elimination.) A layout's coefficients are all near 1, where this
    /// changes nothing.
    ///
    /// Between variables in as many rows, the one with the larger coefficient wins before the
    /// older one. A centre (`x + ½·w == c`) is then solved for the position and leaves the size
    /// at 0 when nothing else gives it one, as UIKit's engine does: a view held only by its
    /// centre sits there 0 wide, not stretched from the edge to twice the centre. Every edge of
    /// a chain has coefficients ±1, so chains keep their order.
    func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
        var largest = 0.0
        for cell in row.cells { largest = max(largest, abs(cell.coefficient)) }
        let floor = largest * Self.subjectRatio
        var wellScaled = false
        for cell in row.cells where abs(cell.coefficient) >= floor && isExternal(cell.symbol) {
            wellScaled = true
            break
        }
        var best = noSymbol
        var bestCount = Int.max
        var bestMagnitude = 0.0
        for cell in row.cells where isExternal(cell.symbol) {
            if wellScaled && abs(cell.coefficient) < floor { continue }
            let count = columns[Int(cell.symbol)].count
            let magnitude = abs(cell.coefficient)
            if count < bestCount
                || (count == bestCount && magnitude > bestMagnitude)
                || (count == bestCount && magnitude == bestMagnitude && cell.symbol < best) {
                best = cell.symbol
                bestCount = count
                bestMagnitude = magnitude
            }
        }
        if best != noSymbol { return best }
        if marker != noSymbol && row.coefficient(of: marker) < 0 { return marker }
        if other != noSymbol && row.coefficient(of: other) < 0 { return other }
        return noSymbol
    }

    /// How small a variable's coefficient may be beside the largest of its row and still be the
    /// row's subject (see ``chooseSubject(_:marker:other:)``).
    static let subjectRatio = 1.0e-3

    @inline(__always) func isExternal(_ symbol: Symbol) -> Bool {
        Int(symbol) < kinds.count && kinds[Int(symbol)] == .external
    }

    /// Phase one of the simplex method for a row with no usable subject: add an artificial
    /// variable for the row and minimize it. The constraint fits iff it reaches zero.
    mutating func addWithArtificialVariable(_ row: Row, scale: Double) -> Bool {
        let art = newSymbol(.artificial)
        insertRow(art, row)
        artificial = row
        // A row that holds at the current solution (constant zero, as a constraint that repeats
        // what others say) needs no phase one: one of its symbols takes it into the basis at
        // zero below. Minimizing it anyway walks degenerate pivots through every row that shares
        // its symbols, one per row — n repeated constraints cost n² each.
        if row.constant != 0 { optimizeArtificial() }
        let success = isZeroConstant(artificial?.constant ?? 0, scale: scale)
        artificial = nil

        if rows[Int(art)] != nil {
            var artRow = removeRow(art)
            if artRow.cells.isEmpty {
                records[Int(artRow.owner)]?.basic = noSymbol
                return success
            }
            guard let entering = leastShared(restrictedOf: artRow) else { return false }
            artRow.solve(for: entering, replacing: art)
            substitute(entering, artRow)
            insertRow(entering, artRow)
        }
        for basic in columns[Int(art)] {
            let b = Int(basic)
            rows[b]?.remove(art)
        }
        columns[Int(art)] = []
        for i in objective.indices { objective[i].row.remove(art) }
        return success
    }

    /// The restricted symbol of `row` that the fewest other rows hold, among those whose
    /// coefficient is not tiny beside the row's largest; ties to the oldest. The row's constant
    /// is zero, so any of them can enter the basis at zero; the one in the fewest rows makes the
    /// fewest rows to rewrite (the first in the row rewrote nearly every row of a dense tableau:
    /// every view ordered against every other).
    func leastShared(restrictedOf row: Row) -> Symbol? {
        var largest = 0.0
        for cell in row.cells where kinds[Int(cell.symbol)].isRestricted { largest = max(largest, abs(cell.coefficient)) }
        let floor = largest * Self.subjectRatio
        var best: Symbol? = nil
        var bestCount = Int.max
        for cell in row.cells where kinds[Int(cell.symbol)].isRestricted && abs(cell.coefficient) >= floor {
            let count = columns[Int(cell.symbol)].count
            if count < bestCount { best = cell.symbol; bestCount = count }
        }
        return best
    }

    // MARK: Tableau primitives

    /// The row of `basic` with its constant; nil for a parametric symbol.
    func row(of basic: Symbol) -> Row? {
        guard var row = rows[Int(basic)] else { return nil }
        row.constant = constants[Int(basic)]
        return row
    }

    mutating func insertRow(_ basic: Symbol, _ row: Row) {
        for cell in row.cells { columns[Int(cell.symbol)].insert(basic) }
        records[Int(row.owner)]?.basic = basic
        rows[Int(basic)] = row
        isBasic[Int(basic)] = true
        constants[Int(basic)] = row.constant
        if kinds[Int(basic)] == .error, isEditError(basic) { basicEditErrors.insert(basic) }
    }

    /// Whether an error symbol was made for an edit variable's constraint.
    func isEditError(_ symbol: Symbol) -> Bool {
        let r = errorRecords[Int(symbol)]
        return r >= 0 && records[Int(r)]?.editVariable != nil
    }

    mutating func removeRow(_ basic: Symbol) -> Row {
        guard var row = rows[Int(basic)] else { return Row(owner: -1) }
        rows[Int(basic)] = nil
        isBasic[Int(basic)] = false
        if kinds[Int(basic)] == .error { basicEditErrors.remove(basic) }
        row.constant = constants[Int(basic)]
        constants[Int(basic)] = 0
        for cell in row.cells { columns[Int(cell.symbol)].remove(basic) }
        return row
    }

    /// Replaces `symbol` by `row` in every row that contains it and in the objectives, and records
    /// that those rows now depend on `row`'s owner.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let targets = columns[Int(symbol)]
        if !targets.isEmpty {
            columns[Int(symbol)] = []
            var changes = ColumnChanges()
            let owners = moveRows(targets.map { ($0, 0) }, by: row, noting: &changes) { target, _, entered, left in
                target.substitute(symbol, by: row, entered: &entered, left: &left)
            }
            apply(changes)
            link(row.owner, owners)
        }
        for i in objective.indices {
            let k = objective[i].row.remove(symbol)
            if k != 0 { objective[i].row.add(row, times: k) }
        }
        if artificial != nil {
            let k = artificial?.remove(symbol) ?? 0
            if k != 0 { artificial?.add(row, times: k) }
        }
    }

    /// The columns a batch of row changes adds to and removes from, made at the end: one merge
    /// per symbol instead of an insertion per row (a row high in a stack goes into every row below
    /// it, and each insertion would look up and move that symbol's whole column).
    struct ColumnChanges {
        /// Per symbol (in symbol order), the rows it entered, in the order the rows were changed.
        var entered: [(symbol: Symbol, rows: [Symbol])] = []
        var left: [(symbol: Symbol, row: Symbol)] = []

        mutating func note(_ symbol: Symbol, entered basic: Symbol) {
            var low = 0, high = entered.count
            while low < high {
                let mid = (low + high) >> 1
                if entered[mid].symbol < symbol { low = mid + 1 } else { high = mid }
            }
            if low < entered.count && entered[low].symbol == symbol {
                entered[low].rows.append(basic)
            } else {
                entered.insert((symbol, [basic]), at: low)
            }
        }
    }

    /// Changes the rows of `targets` in place, as one batch: `change` adds a multiple of `row`
    /// to the row it is given (with whatever else it does to it), appends the symbols that
    /// entered or left the row, and returns the multiple. Each row's constant (kept in
    /// `constants`) moves by that multiple of `row`'s, and the symbols that entered or left are
    /// noted in `changes`. Targets without a row are skipped. Returns the owners of the rows
    /// changed, in order.
    ///
    /// Rows and constants are written through ``SharedArray/withMutableElements(_:)``: a row
    /// high in a stack goes into every row below it, and one write to each would check the
    /// uniqueness of the arrays twice per row.
    mutating func moveRows(_ targets: [(basic: Symbol, factor: Double)], by row: Row, noting changes: inout ColumnChanges,
                           _ change: (inout Row, _ factor: Double, _ entered: inout [Symbol], _ left: inout [Symbol]) -> Double) -> [Int32] {
        // Nothing to write, nothing made unique: a tableau shared with a snapshot stays shared.
        if targets.isEmpty { return [] }
        var owners: [Int32] = []
        owners.reserveCapacity(targets.count)
        var multiples: [(basic: Symbol, k: Double)] = []
        multiples.reserveCapacity(targets.count)
        var entered: [Symbol] = []
        var left: [Symbol] = []
        rows.withMutableElements { rows in
            for (basic, factor) in targets where rows[Int(basic)] != nil {
                entered.removeAll(keepingCapacity: true)
                left.removeAll(keepingCapacity: true)
                let k = change(&rows[Int(basic)]!, factor, &entered, &left)
                owners.append(rows[Int(basic)]!.owner)
                for s in entered { changes.note(s, entered: basic) }
                for s in left { changes.left.append((s, basic)) }
                multiples.append((basic, k))
            }
        }
        // The constant changes only when the added row's does not vanish (a row with constant 0
        // leaves it as it is, bit for bit); a restricted row left negative is infeasible.
        let kinds = self.kinds
        var negative: [Symbol] = []
        if row.constant != 0 {
            constants.withMutableElements { constants in
                for (basic, k) in multiples {
                    let constant = constants[Int(basic)] + row.constant * k
                    constants[Int(basic)] = constant
                    if kinds[Int(basic)].isRestricted && constant < 0 { negative.append(basic) }
                }
            }
        } else {
            for (basic, _) in multiples where kinds[Int(basic)].isRestricted && constants[Int(basic)] < 0 {
                negative.append(basic)
            }
        }
        infeasible.append(contentsOf: negative)
        return owners
    }

    /// Makes the column changes noted in `changes`.
    mutating func apply(_ changes: ColumnChanges) {
        for (symbol, basics) in changes.entered {
            if basics.count == 1 { columns[Int(symbol)].insert(basics[0]) } else { columns[Int(symbol)].formUnion(SortedSet(basics)) }
        }
        for (symbol, basic) in changes.left { columns[Int(symbol)].remove(basic) }
    }

    /// Makes `entering` basic in the row of `leaving`.
    mutating func pivot(_ leaving: Symbol, _ entering: Symbol) {
        shapeStamp = Self.newStamp()
        var row = removeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, row)
        insertRow(entering, row)
    }

    /// Records that `from`'s row was substituted into the rows of `owners`: one write to its
    /// record for all of them (a row high in a stack goes into every row below it).
    ///
    /// An owner that used directly what `from` was derived from reaches it through `from` now, so
    /// that direct link goes: the downstream of every constraint stays the same set, and a row
    /// that each new constraint is substituted into keeps a few links, not one per constraint
    /// ever added. So does a link from what that was derived from in turn, two steps back, through
    /// a constraint other than the owner itself: a thousand priority levels on one width build
    /// each new level's row from the row that holds the width, which used the level before, and
    /// with one step only every level kept a link from every later one (a million links, each
    /// command copying a thousand growing lists). Only when `from` was derived from a few, and
    /// for owners that use a few: the checks cost a lookup per pair.
    mutating func link(_ from: Int32, _ owners: [Int32]) {
        guard from >= 0, !owners.isEmpty else { return }
        let through = records[Int(from)]?.uses ?? []
        let reducing = !through.isEmpty && through.count <= Self.linksReducedThrough
        var added: [Int32] = []
        var dropped: [(used: Int32, by: Int32)] = []
        var uses: [Int32] = []
        var throughMembers: [Int32] = []
        if reducing { through.copyMembers(into: &throughMembers) }
        records.withMutableElements { records in
            for to in owners where to != from && to >= 0 {
                guard let inserted = records[Int(to)]?.uses.insert(from) else { continue }
                if inserted { added.append(to) }
                guard reducing else { continue }
                for u in throughMembers where u != to && records[Int(to)].unsafelyUnwrapped.uses.contains(u) {
                    records[Int(to)]?.uses.remove(u)
                    dropped.append((u, to))
                }
                // Two steps: u → v → from → to, with v one that `from` used and not `to` (whose
                // own link from u is the one in question). Read from the records as they are now,
                // so that two links never go each on the strength of the other.
                guard records[Int(to)].unsafelyUnwrapped.uses.count <= Self.linksReducedTwoSteps else { continue }
                records[Int(to)].unsafelyUnwrapped.uses.copyMembers(into: &uses)
                for u in uses where u != from && u != to {
                    var reached = false
                    for i in throughMembers.indices {
                        let v = throughMembers[i]
                        if v != to && v != u && v != from && records[Int(v)]?.uses.contains(u) == true {
                            reached = true
                            break
                        }
                    }
                    guard reached else { continue }
                    records[Int(to)]?.uses.remove(u)
                    dropped.append((u, to))
                }
            }
        }
        if !added.isEmpty { records[Int(from)]?.usedBy.formUnion(SortedSet(added)) }
        if dropped.count <= 4 {
            for link in dropped { records[Int(link.used)]?.usedBy.remove(link.by) }
            return
        }
        // Many owners dropped links from one constraint: taken out of its list in one pass.
        if !dropped.indices.dropFirst().allSatisfy({ (dropped[$0 - 1].used, dropped[$0 - 1].by) < (dropped[$0].used, dropped[$0].by) }) {
            dropped.sort { ($0.used, $0.by) < ($1.used, $1.by) }
        }
        var start = 0
        while start < dropped.count {
            var end = start + 1
            while end < dropped.count && dropped[end].used == dropped[start].used { end += 1 }
            records[Int(dropped[start].used)]?.usedBy.subtract(sorted: dropped[start..<end].map(\.by))
            start = end
        }
    }

    /// The most links of an owner whose links two steps back are looked at.
    static var linksReducedTwoSteps: Int { 16 }

    /// The most links of a row's owner that linking through it looks at.
    static var linksReducedThrough: Int { 8 }

    /// Records that `from`'s row was substituted into `to`'s row.
    mutating func link(_ from: Int32, _ to: Int32) {
        guard from != to, from >= 0, to >= 0 else { return }
        // Read first: the link is often there already, and a write costs a uniqueness check.
        if records[Int(from)]?.usedBy.contains(to) == true { return }
        records[Int(from)]?.usedBy.insert(to)
        records[Int(to)]?.uses.insert(from)
    }

    mutating func addToObjective(_ error: Symbol, priority: Int, weight: Double) {
        let level = objectiveLevel(priority)
        if let row = self.row(of: error) {
            objective[level].row.add(row, times: weight)
        } else {
            objective[level].row.add(error, weight)
        }
    }

    /// Adds (or with a negative weight removes) an optional constraint's errors to its level.
    mutating func addErrorsToObjective(_ record: Record, weight: Double) {
        let priority = record.constraint.priority
        guard !priority.isRequired else { return }
        for error in [record.marker, record.other] where error != noSymbol && kinds[Int(error)] == .error {
            addToObjective(error, priority: priority.level, weight: weight)
        }
    }

    mutating func removeErrorsFromObjective(_ record: Record, weight: Double) {
        addErrorsToObjective(record, weight: -weight)
    }

    /// The index of the objective row for a priority, made if missing (levels stay sorted).
    mutating func objectiveLevel(_ priority: Int) -> Int {
        var i = 0
        while i < objective.count && objective[i].priority > priority { i += 1 }
        if i < objective.count && objective[i].priority == priority { return i }
        objective.insert(Level(priority: priority, row: ObjectiveRow()), at: i)
        return i
    }
}
