/// A plain, dense linear-programming solver written only to check `Cassowary` against: no
/// tableau kept between calls, no incremental steps, no code shared with the solver under test.
/// It answers one question — the best error each priority level can reach, level by level — by
/// solving one small LP per level from scratch with the textbook two-phase simplex method.

/// `Σ coefficients[i]·x_i + constant (relation) 0`, required when `level` is nil.
struct ReferenceConstraint {
    enum Relation { case equal, lessThanOrEqual, greaterThanOrEqual }

    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var level: Int?

    /// How far the constraint is from holding at `x`.
    func error(at x: [Double]) -> Double {
        var v = constant
        for (a, xi) in zip(coefficients, x) { v += a * xi }
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }
}

enum ReferenceLP {
    /// The least total error at each optional level (highest level first, as `levels` is given),
    /// each minimised with every higher level held at its own least total; nil when the required
    /// constraints cannot all hold.
    static func optimum(variables n: Int, _ constraints: [ReferenceConstraint], levels: [Int]) -> [Double]? {
        solve(variables: n, constraints, levels: levels)?.errors
    }

    /// ``optimum(variables:_:levels:)`` with the values of the variables it reached them at
    /// (with no levels: a point where the required constraints hold, to the reference's own
    /// tolerances).
    static func solve(variables n: Int, _ constraints: [ReferenceConstraint], levels: [Int]) -> (errors: [Double], point: [Double])? {
        // Columns: x_i⁺, x_i⁻ for each free variable, then per constraint its error and slack columns.
        var columnCount = 2 * n
        var rows: [[Int: Double]] = []
        var rhs: [Double] = []
        var errorColumns: [Int: [Int]] = [:]  // level → columns whose sum is that level's error
        for c in constraints {
            var row: [Int: Double] = [:]
            for (i, a) in c.coefficients.enumerated() where a != 0 {
                row[2 * i] = a
                row[2 * i + 1] = -a
            }
            func newColumn() -> Int { columnCount += 1; return columnCount - 1 }
            if let level = c.level {
                switch c.relation {
                case .equal:  // a·x + c = e⁺ − e⁻
                    let plus = newColumn(), minus = newColumn()
                    row[plus] = -1; row[minus] = 1
                    errorColumns[level, default: []] += [plus, minus]
                case .lessThanOrEqual:  // a·x + c − e + s = 0
                    let e = newColumn(), s = newColumn()
                    row[e] = -1; row[s] = 1
                    errorColumns[level, default: []].append(e)
                case .greaterThanOrEqual:  // a·x + c + e − s = 0
                    let e = newColumn(), s = newColumn()
                    row[e] = 1; row[s] = -1
                    errorColumns[level, default: []].append(e)
                }
            } else {
                switch c.relation {
                case .equal: break
                case .lessThanOrEqual: row[newColumn()] = 1
                case .greaterThanOrEqual: row[newColumn()] = -1
                }
            }
            rows.append(row)
            rhs.append(-c.constant)
        }
        var results: [Double] = []
        var y: [Double] = []
        func point() -> [Double] { (0..<n).map { y[2 * $0] - y[2 * $0 + 1] } }
        for level in levels {
            let columns = errorColumns[level] ?? []
            var cost = [Double](repeating: 0, count: columnCount)
            for col in columns { cost[col] = 1 }
            guard let best = minimize(cost, rows, rhs, columns: columnCount, solution: &y) else { return nil }
            results.append(best)
            // Hold this level at its least (with a sliver of room for rounding) before the next.
            var bound: [Int: Double] = [:]
            for col in columns { bound[col] = 1 }
            bound[columnCount] = 1
            columnCount += 1
            rows.append(bound)
            rhs.append(best + 1e-11 * (1 + abs(best)))
        }
        if levels.isEmpty {
            guard minimize([Double](repeating: 0, count: columnCount), rows, rhs, columns: columnCount, solution: &y) != nil
            else { return nil }
        }
        return (results, point())
    }

    /// minimise cost·y subject to rows·y = rhs, y ≥ 0; nil when infeasible. Two phases, Bland's
    /// rule (lowest index enters and leaves), a dense tableau.
    static func minimize(_ cost: [Double], _ sparse: [[Int: Double]], _ rhs: [Double], columns n: Int,
                         solution: inout [Double]) -> Double? {
        let m = sparse.count
        let width = n + m + 1  // originals, one artificial per row, right-hand side
        var cells = [Double](repeating: 0, count: m * width)
        for i in 0..<m {
            let sign: Double = rhs[i] < 0 ? -1 : 1
            for (j, a) in sparse[i] { cells[i * width + j] = sign * a }
            cells[i * width + n + i] = 1
            cells[i * width + width - 1] = sign * rhs[i]
        }
        var basis = (0..<m).map { n + $0 }
        var isBasic = [Bool](repeating: false, count: n + m)
        for b in basis { isBasic[b] = true }
        let tolerance = 1e-10

        var y = [Double](repeating: 0, count: n)
        defer { solution = y }
        return cells.withUnsafeMutableBufferPointer { t -> Double? in
            func pivot(_ r: Int, _ c: Int) {
                let p = t[r * width + c]
                for j in 0..<width { t[r * width + j] /= p }
                for i in 0..<m where i != r && t[i * width + c] != 0 {
                    let k = t[i * width + c]
                    for j in 0..<width { t[i * width + j] -= k * t[r * width + j] }
                }
                isBasic[basis[r]] = false
                isBasic[c] = true
                basis[r] = c
            }

            /// Runs the simplex on costs `c` over the first `allowed` columns; false if unbounded.
            func run(_ c: [Double], allowed: Int) -> Bool {
                while true {
                    var entering = -1
                    for j in 0..<allowed where !isBasic[j] {
                        var reduced = c[j]
                        for i in 0..<m { reduced -= c[basis[i]] * t[i * width + j] }
                        if reduced < -tolerance { entering = j; break }
                    }
                    if entering < 0 { return true }
                    var leaving = -1
                    var best = Double.infinity
                    for i in 0..<m where t[i * width + entering] > tolerance {
                        let ratio = t[i * width + width - 1] / t[i * width + entering]
                        if leaving < 0 || ratio < best - tolerance
                            || (abs(ratio - best) <= tolerance && basis[i] < basis[leaving]) {
                            best = ratio
                            leaving = i
                        }
                    }
                    if leaving < 0 { return false }
                    pivot(leaving, entering)
                }
            }

            // Phase one: drive the artificials to zero.
            var phaseOne = [Double](repeating: 0, count: n + m)
            for i in 0..<m { phaseOne[n + i] = 1 }
            _ = run(phaseOne, allowed: n + m)
            var infeasibility = 0.0
            for i in 0..<m where basis[i] >= n { infeasibility += t[i * width + width - 1] }
            if infeasibility > 1e-7 { return nil }
            // Artificials still basic (at zero) leave for any original column in their row.
            for i in 0..<m where basis[i] >= n {
                if let j = (0..<n).first(where: { abs(t[i * width + $0]) > 1e-9 }) { pivot(i, j) }
            }
            // Phase two over the original columns.
            var c = cost + [Double](repeating: 0, count: m)
            for i in 0..<m where basis[i] >= n { c[basis[i]] = 0 }
            guard run(c, allowed: n) else { return -.infinity }
            for i in 0..<m where basis[i] < n { y[basis[i]] = t[i * width + width - 1] }
            var value = 0.0
            for i in 0..<m { value += c[basis[i]] * t[i * width + width - 1] }
            return value
        }
    }
}
