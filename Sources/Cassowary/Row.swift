/// One cell of a row: `coefficient × symbol`.
struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
}

/// Constants closer to zero than this are zero when every constant is small (see
/// `Solver.constantTolerance` for the scale that grows with them).
let epsilon = 1.0e-8

/// A sum smaller than this fraction of the larger of its two terms is their cancellation, and
/// zero: what is left is rounding noise. Relative, so that a tiny coefficient of its own (a
/// multiplier of 1e-9) is kept however it entered the tableau, and the answer does not depend on
/// the order of the constraints. Small: a real coefficient can be a trillionth of its terms (1e-9
/// times 1e-3 beside 1, as 500 − 499.9999999995), while double precision's rounding stays near
/// 1e-16 of them.
let relativeEpsilon = 1.0e-13

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// Whether `a + b`, which came out as `sum`, cancelled to nothing but rounding noise.
@inline(__always) func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    abs(sum) <= relativeEpsilon * max(abs(a), abs(b))
}

/// A tableau row `basic = constant + Σ coefficient × symbol`, cells sorted by symbol so that every
/// walk over a row is in one fixed order (bit-identical results in every process).
///
/// `owner` is the constraint whose addition created the row; the removal of required equalities
/// follows owners instead of dummy markers.
struct Row: Sendable {
    var constant: Double
    var cells: [Cell]
    var owner: Int32

    init(constant: Double = 0, cells: [Cell] = [], owner: Int32) {
        self.constant = constant
        self.cells = cells
        self.owner = owner
    }

    /// The index of `symbol`'s cell, or where it would be inserted.
    @inline(__always) func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    func coefficient(of symbol: Symbol) -> Double {
        let (i, found) = search(symbol)
        return found ? cells[i].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { search(symbol).found }

    /// Adds `coefficient × symbol`. Returns +1 if the symbol entered the row, -1 if it left, else 0.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let (i, found) = search(symbol)
        if found {
            let sum = cells[i].coefficient + coefficient
            if cancels(sum, cells[i].coefficient, coefficient) {
                cells.remove(at: i)
                return -1
            }
            cells[i].coefficient = sum
            return 0
        }
        if coefficient == 0 { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
        return 1
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (i, found) = search(symbol)
        guard found else { return 0 }
        return cells.remove(at: i).coefficient
    }

    /// Adds `k × other` (cells and constant), a sorted merge. Symbols that enter the row are
    /// appended to `entered`, symbols that cancel out to `left`.
    mutating func add(_ other: Row, times k: Double, entered: inout [Symbol], left: inout [Symbol]) {
        constant += other.constant * k
        if other.cells.isEmpty { return }
        if other.cells.count == 1 {
            let cell = other.cells[0]
            switch add(cell.symbol, cell.coefficient * k) {
            case 1: entered.append(cell.symbol)
            case -1: left.append(cell.symbol)
            default: break
            }
            return
        }
        merge(other, times: k, skipping: -1, entered: &entered, left: &left)
    }

    /// The sorted merge of `k × other`'s cells into this row's, leaving out this row's cell at
    /// `skipping` (-1 for none), into one new array. The constant is the caller's.
    private mutating func merge(_ other: Row, times k: Double, skipping: Int,
                                entered: inout [Symbol], left: inout [Symbol]) {
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0
        var j = 0
        let a = cells
        let b = other.cells
        while i < a.count || j < b.count {
            if i == skipping { i += 1; continue }
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                merged.append(a[i]); i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let c = b[j].coefficient * k
                if c != 0 {
                    merged.append(Cell(symbol: b[j].symbol, coefficient: c))
                    entered.append(b[j].symbol)
                }
                j += 1
            } else {
                let added = b[j].coefficient * k
                let c = a[i].coefficient + added
                if cancels(c, a[i].coefficient, added) { left.append(a[i].symbol) } else {
                    merged.append(Cell(symbol: a[i].symbol, coefficient: c))
                }
                i += 1; j += 1
            }
        }
        cells = merged
    }

    /// Replaces `symbol` by `other`, the row that gives its value: takes out the symbol's cell and
    /// adds its coefficient times `other`, in one sorted merge into one new array when `other`
    /// has cells to merge (taking the cell out first would copy a row shared with an undo
    /// snapshot, then the merge make another).
    /// Symbols that enter or cancel out are appended to `entered` and `left`. Returns the
    /// coefficient, 0 with nothing changed when the symbol is not in the row.
    mutating func substitute(_ symbol: Symbol, by other: Row, entered: inout [Symbol], left: inout [Symbol]) -> Double {
        let (at, found) = search(symbol)
        guard found else { return 0 }
        let k = cells[at].coefficient
        if other.cells.count <= 1 {
            // A row of one cell or none changes this one in place, with no new array when this
            // row is not shared (a merge would always make one).
            cells.remove(at: at)
            add(other, times: k, entered: &entered, left: &left)
            return k
        }
        constant += other.constant * k
        merge(other, times: k, skipping: at, entered: &entered, left: &left)
        return k
    }

    /// Adds `k × other`, then `coefficient × extra` unless `extra` is `noSymbol`.
    mutating func add(_ other: Row, times k: Double, plus extra: Symbol, _ coefficient: Double,
                      entered: inout [Symbol], left: inout [Symbol]) {
        add(other, times: k, entered: &entered, left: &left)
        if extra != noSymbol {
            switch add(extra, coefficient) {
            case 1: entered.append(extra)
            case -1: left.append(extra)
            default: break
            }
        }
    }

    /// Adds `k × other` when no one needs to know which symbols entered or left.
    mutating func add(_ other: Row, times k: Double) {
        var entered: [Symbol] = []
        var left: [Symbol] = []
        add(other, times: k, entered: &entered, left: &left)
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = constant + … + a·symbol + …` into `symbol = …` (symbol must be in the row).
    mutating func solve(for symbol: Symbol) {
        let a = remove(symbol)
        let k = -1.0 / a
        constant *= k
        for i in cells.indices { cells[i].coefficient *= k }
    }

    /// Turns `lhs = … + a·rhs + …` into `rhs = …` (lhs becomes a parametric symbol of the row).
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Value of the row if every parametric symbol is zero — the Cassowary solution.
    var value: Double { constant }
}
