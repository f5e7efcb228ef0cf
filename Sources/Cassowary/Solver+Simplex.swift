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

    /// Phase one: minimize the artificial objective.
    mutating func optimizeArtificial() {
        while let row = artificial {
            guard let entering = row.cells.first(where: {
                $0.coefficient < 0 && kinds[Int($0.symbol)].isRestricted
            })?.symbol else { return }
            let leaving = leavingRow(for: entering)
            if leaving == noSymbol { return }
            pivot(leaving, entering)
        }
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

    /// The ratio test: the restricted row that first reaches zero as `entering` grows.
    func leavingRow(for entering: Symbol) -> Symbol {
        var best = noSymbol
        var bestRatio = Double.infinity
        for basic in columns[Int(entering)] where kinds[Int(basic)].isRestricted {
            guard let row = self.row(of: basic) else { continue }
            let a = row.coefficient(of: entering)
            guard a < 0 else { continue }
            let ratio = -row.constant / a
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                best = basic
                bestRatio = ratio
            }
        }
        return best
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
