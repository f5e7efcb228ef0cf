/// The column a required equality's dummy marker would have in the tableau, had it been given one.
///
/// kiwi adds `e == 0` as `e == δ` with a dummy symbol δ that stays parametric, so that removing the
/// constraint is a pivot. This solver adds no dummies (see ``Solver``), but δ's column is still
/// determined: it says how far each basic symbol moves when the constraint's constant grows by one
/// while every parametric symbol stays put. Only the rows derived from the constraint (its
/// downstream) move, and the equations of their owners' constraints give the amounts: an
/// equation's symbols move in total by minus the change of its constant.
struct DummyColumn {
    /// δ's coefficient in each row it would be in, by basic symbol, in symbol order.
    var cells: [(basic: Symbol, coefficient: Double)] = []
    /// δ's coefficient in each objective level, by priority, and the largest term that went into
    /// it (errors of different constraints can cancel, leaving rounding noise that is zero).
    var levels: [Int: (sum: Double, size: Double)] = [:]

    /// δ's coefficient in the objective of `priority`.
    func level(_ priority: Int) -> Double {
        guard let (sum, size) = levels[priority] else { return 0 }
        return abs(sum) <= relativeEpsilon * size ? 0 : sum
    }
}

extension Solver {
    /// The column δ would have for installed record `index`, whose downstream `affected` is
    /// marked in `marks` (as ``downstream(of:marking:)`` marks it); nil when the equations do not
    /// determine it (then nothing is known).
    ///
    /// The equations are solved one strongly connected group at a time, groups in the order
    /// they need each other: a constraint that names a symbol whose row another affected
    /// constraint owns needs that constraint's answer first. In a stack of views every group is
    /// one constraint and one multiply-add; a group of several (a later constraint took a subject
    /// an earlier one had named) is solved by elimination. Groups larger than `largestGroup`, or
    /// singular ones, give nil.
    func dummyColumn(of index: Int32, affected: [Int32], marks: RecordMarks) -> DummyColumn? {
        // Each member's equation as cells; `needs` is the member owning the symbol's row, if any.
        var equations = DummyEquations()
        equations.cells.reserveCapacity(affected.count * 4)
        equations.start.reserveCapacity(affected.count + 1)
        for k in affected {
            let complete = forEachSymbol(of: k) { symbol, coefficient in
                var needs: Int32 = -1
                if let owner = rows[Int(symbol)]?.owner, isMarked(owner, marks) { needs = marks[owner] - 1 }
                equations.cells.append(DummyEquations.Cell(symbol: symbol, coefficient: coefficient, needs: needs))
                return true
            }
            guard complete else { return nil }
            equations.start.append(equations.cells.count)
        }

        // First in the order the downstream walk found them, which in a chain of views is the
        // order they need each other; only if that fails, group by group.
        var solution = DummySolution(members: affected.count)
        var inOrder = true
        for m in affected.indices where !solveAlone(Int32(m), of: affected, equations, removing: index, into: &solution) {
            inOrder = false
            break
        }
        if inOrder {
            solution.column.cells.sort { $0.basic < $1.basic }
            return solution.column
        }
        solution = DummySolution(members: affected.count)
        var failed = false
        equations.forEachGroup { group in
            let solved = group.count == 1
                ? solveAlone(group[0], of: affected, equations, removing: index, into: &solution)
                : solve(group, of: affected, equations, removing: index, into: &solution)
            if !solved { failed = true }
            return solved
        }
        if failed { return nil }
        solution.column.cells.sort { $0.basic < $1.basic }
        return solution.column
    }

    static var largestGroup: Int { 48 }

    /// ``solve(_:of:_:removing:into:)`` for a group of one, the usual case: one equation, one
    /// unknown (none for a redundant constraint), nothing allocated.
    private func solveAlone(_ m: Int32, of members: [Int32], _ equations: DummyEquations,
                            removing index: Int32, into solution: inout DummySolution) -> Bool {
        let k = members[Int(m)]
        guard let unknown = records[Int(k)]?.basic else { return false }
        var a = 0.0
        guard case (var rhs, let size)? = equations.rightHandSide(of: m, removed: k == index, given: solution, unknown: { cell in
            if cell.symbol != unknown { return false }
            a += cell.coefficient
            return true
        }) else { return false }
        if abs(rhs) <= relativeEpsilon * size { rhs = 0 }
        if unknown == noSymbol { return rhs == 0 }
        guard a != 0, rows[Int(unknown)]?.owner == k else { return false }
        return solution.record(rhs / a, for: m, basic: unknown, in: self, owners: CollectionOfOne(k))
    }

    /// Solves one group of equations for the σ of the rows its members own, given the σ found so
    /// far; false if it cannot.
    private func solve(_ group: [Int32], of members: [Int32], _ equations: DummyEquations,
                       removing index: Int32, into solution: inout DummySolution) -> Bool {
        guard group.count <= Self.largestGroup else { return false }
        // The unknowns: the basic symbols of the rows the group's members own.
        var unknowns: [(member: Int32, basic: Symbol)] = []
        for m in group {
            guard let basic = records[Int(members[Int(m)])]?.basic else { return false }
            if basic != noSymbol {
                guard rows[Int(basic)]?.owner == members[Int(m)] else { return false }
                unknowns.append((m, basic))
            }
        }
        // One row per equation: coefficients of the unknowns, then the right-hand side; and the
        // size of what went into the right-hand side (its rounding noise's scale).
        let width = unknowns.count + 1
        var matrix = [Double](repeating: 0, count: group.count * width)
        var sizes = [Double](repeating: 0, count: group.count)
        for (r, m) in group.enumerated() {
            guard let (rhs, size) = equations.rightHandSide(of: m, removed: members[Int(m)] == index, given: solution, unknown: { cell in
                guard let u = unknowns.firstIndex(where: { $0.basic == cell.symbol }) else { return false }
                matrix[r * width + u] += cell.coefficient
                return true
            }) else { return false }
            matrix[r * width + unknowns.count] = rhs
            sizes[r] = size
        }
        guard let values = Self.eliminate(&matrix, rows: group.count, unknowns: unknowns.count, sizes: sizes) else {
            return false
        }
        let owners = group.map { members[Int($0)] }
        for (u, unknown) in unknowns.enumerated()
            where !solution.record(values[u], for: unknown.member, basic: unknown.basic, in: self, owners: owners) {
            return false
        }
        return true
    }

    /// Gaussian elimination with partial pivoting (ties: the first row) of `rows` equations in
    /// `unknowns` unknowns, laid out as rows of coefficients followed by the right-hand side.
    /// Every unknown must be determined, and equations left over (redundant constraints) must
    /// already hold; a right-hand side within rounding noise of its `sizes` counts as zero.
    static func eliminate(_ m: inout [Double], rows: Int, unknowns: Int, sizes: [Double]) -> [Double]? {
        let width = unknowns + 1
        var sizes = sizes
        guard rows >= unknowns else { return nil }
        var order = Array(0..<rows)
        for col in 0..<unknowns {
            var best = -1
            var bestSize = 0.0
            for r in col..<rows where abs(m[order[r] * width + col]) > bestSize {
                best = r
                bestSize = abs(m[order[r] * width + col])
            }
            guard best >= 0, bestSize > 1.0e-12 else { return nil }
            order.swapAt(col, best)
            let p = order[col]
            for r in (col + 1)..<rows {
                let q = order[r]
                let f = m[q * width + col] / m[p * width + col]
                if f == 0 { continue }
                for c in col..<width {
                    let (a, b) = (m[q * width + c], -f * m[p * width + c])
                    let sum = a + b
                    m[q * width + c] = cancels(sum, a, b) ? 0 : sum
                }
                m[q * width + col] = 0
                sizes[q] = max(sizes[q], abs(f) * sizes[p])
            }
        }
        for r in unknowns..<rows {
            let q = order[r]
            guard abs(m[q * width + unknowns]) <= relativeEpsilon * max(sizes[q], 1) else { return nil }
        }
        var x = [Double](repeating: 0, count: unknowns)
        for col in stride(from: unknowns - 1, through: 0, by: -1) {
            let p = order[col]
            var v = m[p * width + unknowns]
            var size = max(sizes[p], abs(v))
            for c in (col + 1)..<unknowns {
                let known = m[p * width + c] * x[c]
                v -= known
                size = max(size, abs(known))
            }
            x[col] = abs(v) <= relativeEpsilon * size ? 0 : v / m[p * width + col]
        }
        return x
    }
}

/// The members' equations as one list of cells, and the order to solve them in.
private struct DummyEquations {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
        /// The member that owns the symbol's row, or -1 if no affected constraint does.
        var needs: Int32
    }

    var cells: [Cell] = []
    /// Where each member's cells start; the last entry is the end.
    var start: [Int] = [0]

    func cells(of member: Int) -> ArraySlice<Cell> { cells[start[member]..<start[member + 1]] }

    /// The right-hand side of member `m`'s equation: minus the change of its constant (−1 for the
    /// removed constraint, else 0) less every known σ times its coefficient, and the size of what
    /// went into it (its rounding noise's scale). `unknown` takes the cells of the symbols being
    /// solved for (returning true); nil when a cell needs a σ not known yet.
    func rightHandSide(of m: Int32, removed: Bool, given solution: DummySolution,
                       unknown: (Cell) -> Bool) -> (rhs: Double, size: Double)? {
        var rhs = removed ? -1.0 : 0
        var size = abs(rhs)
        for cell in cells(of: Int(m)) where !unknown(cell) && cell.needs >= 0 {
            // Basic in a row an earlier member owns: its σ must be known.
            let value = solution.sigma[Int(cell.needs)]
            guard !value.isNaN else { return nil }
            let known = cell.coefficient * value
            rhs -= known
            size = max(size, abs(known))
        }
        return (rhs, size)
    }

    /// Calls `body` with each strongly connected group of members (Tarjan's algorithm, without
    /// recursion), every group after the groups it needs; stops when `body` returns false.
    /// Members are visited in order, and their needs in the order of their cells.
    func forEachGroup(_ body: ([Int32]) -> Bool) {
        let count = start.count - 1
        var number = [Int32](repeating: -1, count: count)
        var low = [Int32](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int32] = []
        var next: Int32 = 0
        var calls: [(member: Int, cell: Int)] = []
        var group: [Int32] = []
        func enter(_ v: Int) {
            number[v] = next
            low[v] = next
            next += 1
            stack.append(Int32(v))
            onStack[v] = true
            calls.append((v, start[v]))
        }
        for root in 0..<count where number[root] < 0 {
            enter(root)
            while let (v, e) = calls.last {
                if e < start[v + 1] {
                    calls[calls.count - 1].cell += 1
                    let w = Int(cells[e].needs)
                    if w < 0 || w == v { continue }
                    if number[w] < 0 {
                        enter(w)
                    } else if onStack[w] {
                        low[v] = min(low[v], number[w])
                    }
                    continue
                }
                calls.removeLast()
                if let parent = calls.last?.member { low[parent] = min(low[parent], low[v]) }
                guard low[v] == number[v] else { continue }
                group.removeAll(keepingCapacity: true)
                while let w = stack.popLast() {
                    onStack[Int(w)] = false
                    group.append(w)
                    if Int(w) == v { break }
                }
                group.sort()
                if !body(group) { return }
            }
        }
    }
}

/// The σ found so far, by member (NaN until found), and the column being built.
private struct DummySolution {
    var sigma: [Double]
    var column = DummyColumn()

    init(members: Int) {
        sigma = [Double](repeating: .nan, count: members)
    }

    /// Keeps σ of the row `member` owns; an error symbol's σ moves its level's objective by the
    /// weight of the constraint it belongs to, which must be among `owners`.
    mutating func record(_ s: Double, for member: Int32, basic: Symbol, in solver: Solver, owners: some Sequence<Int32>) -> Bool {
        sigma[Int(member)] = s
        if s == 0 { return true }
        column.cells.append((basic, s))
        guard solver.kinds[Int(basic)] == .error else { return true }
        guard let owner = owners.first(where: {
            solver.records[Int($0)]?.marker == basic || solver.records[Int($0)]?.other == basic
        }), let priority = solver.records[Int(owner)]?.constraint.priority.level,
            let weight = solver.records[Int(owner)]?.weight else { return false }
        let (sum, size) = column.levels[priority] ?? (0, 0)
        column.levels[priority] = (sum + weight * s, max(size, abs(weight * s)))
        return true
    }
}
