extension Solver {
    /// Primal simplex on the objective levels: while some parametric symbol can lower the objective
    /// lexicographically, pivot it in. Entering: the first such symbol at the highest level where
    /// one exists (lowest symbol first: Bland's rule, so it never cycles).
    mutating func optimize() {
        while true {
            let entering = lexicographicEntering()
            if entering == noSymbol { return }
            let leaving = leavingRow(for: entering)
            if leaving == noSymbol { return }  // unbounded: cannot happen with non-negative errors
            pivot(leaving, entering)
        }
    }

    /// Phase one: minimize the artificial objective. Bland's rule (lowest symbol first), with
    /// the error symbols of edits ranked after every other: an edit's error is in every row that
    /// reads its variable (the screen's width and height are in every view's), and pivoting it
    /// in to meet one constraint moves all of them, and back in phase two — a required equality
    /// over sizes only optional constraints held (an autoresizing mask on a label) cost time
    /// growing with the cube of the views that way. One fixed order, so it never cycles.
    mutating func optimizeArtificial() {
        var editErrors: Set<Symbol> = []
        for (_, edit) in edits {
            guard let record = records[Int(edit.record)] else { continue }
            editErrors.insert(record.marker)
            editErrors.insert(record.other)
        }
        while let row = artificial {
            var entering = noSymbol
            var enteringIsEdit = true
            for cell in row.cells where cell.coefficient < 0 && kinds[Int(cell.symbol)].isRestricted {
                let isEdit = editErrors.contains(cell.symbol)
                if entering == noSymbol || (enteringIsEdit && !isEdit) {
                    entering = cell.symbol
                    enteringIsEdit = isEdit
                    if !isEdit { break }
                }
            }
            guard entering != noSymbol else { return }
            let leaving = leavingRow(for: entering, ranking: editErrors)
            if leaving == noSymbol { return }
            pivot(leaving, entering)
        }
    }

    /// The ratio test: the restricted row that first reaches zero as `entering` grows; among
    /// ties the lowest symbol's, those of `ranking` after every other (phase one's order).
    func leavingRow(for entering: Symbol, ranking last: Set<Symbol> = []) -> Symbol {
        var best = noSymbol
        var bestRatio = Double.infinity
        func precedes(_ a: Symbol, _ b: Symbol) -> Bool {
            if last.isEmpty { return a < b }
            let (aLast, bLast) = (last.contains(a), last.contains(b))
            return aLast == bLast ? a < b : bLast
        }
        for basic in columns[Int(entering)] where kinds[Int(basic)].isRestricted {
            guard let row = self.row(of: basic) else { continue }
            let a = row.coefficient(of: entering)
            guard a < 0 else { continue }
            let ratio = -row.constant / a
            if ratio < bestRatio || (ratio == bestRatio && precedes(basic, best)) {
                best = basic
                bestRatio = ratio
            }
        }
        return best
    }

    func lexicographicEntering() -> Symbol {
        for (level, objectiveRow) in objective.enumerated() {
            var best = noSymbol
            candidates: for symbol in objectiveRow.row.negatives where best == noSymbol || symbol < best {
                guard kinds[Int(symbol)].isRestricted else { continue }
                // The sign of a symbol's weight is decided at its highest non-zero level.
                for higher in 0..<level where objective[higher].row.contains(symbol) {
                    continue candidates
                }
                best = symbol
            }
            if best != noSymbol { return best }
        }
        return noSymbol
    }

    /// Dual simplex after suggested values made rows infeasible: take the infeasible row with the
    /// lowest symbol, pivot in the symbol with the smallest objective-to-coefficient ratio.
    mutating func dualOptimize() {
        while !infeasible.isEmpty {
            var at = 0
            for i in infeasible.indices where infeasible[i] < infeasible[at] { at = i }
            let leaving = infeasible.remove(at: at)
            guard let row = self.row(of: leaving), row.constant < 0, !nearZero(row.constant) else { continue }
            var entering = noSymbol
            var bestRatio: [Double] = []
            for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)].isRestricted {
                let ratio = objective.map { $0.row.coefficient(of: cell.symbol) / cell.coefficient }
                if entering == noSymbol || lexicographicallyLess(ratio, bestRatio) {
                    entering = cell.symbol
                    bestRatio = ratio
                }
            }
            if entering == noSymbol { continue }  // cannot happen for a consistent tableau
            pivot(leaving, entering)
        }
    }

    func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where !cancels(x - y, x, -y) { return x < y }
        return false
    }
}
