/// The objective of one priority level: `constant + Σ weight × symbol`.
///
/// Objectives grow with the number of optional constraints (two error symbols each), so unlike
/// tableau rows they are hashed: substituting a row into an objective costs the row's size, not the
/// objective's. The symbols with a negative weight (candidates to enter the basis) are tracked so
/// the optimizer does not scan the whole objective. Determinism holds because each weight is
/// computed independently of iteration order, and choices take the lowest symbol.
struct ObjectiveRow: Sendable {
    var constant: Double = 0
    var weights: [Symbol: Double] = [:]
    var negatives: Set<Symbol> = []

    func coefficient(of symbol: Symbol) -> Double { weights[symbol] ?? 0 }

    func contains(_ symbol: Symbol) -> Bool { weights[symbol] != nil }

    var isEmpty: Bool { weights.isEmpty }

    mutating func add(_ symbol: Symbol, _ weight: Double) {
        let old = weights[symbol] ?? 0
        let sum = old + weight
        if sum == 0 || cancels(sum, old, weight) {
            weights[symbol] = nil
            negatives.remove(symbol)
        } else {
            weights[symbol] = sum
            if sum < 0 { negatives.insert(symbol) } else { negatives.remove(symbol) }
        }
    }

    mutating func add(_ row: Row, times k: Double) {
        constant += row.constant * k
        for cell in row.cells { add(cell.symbol, cell.coefficient * k) }
    }

    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard let weight = weights.removeValue(forKey: symbol) else { return 0 }
        negatives.remove(symbol)
        return weight
    }

    /// The cells in symbol order, for the dump.
    var sortedCells: [Cell] {
        weights.keys.sorted().map { Cell(symbol: $0, coefficient: weights[$0] ?? 0) }
    }
}
