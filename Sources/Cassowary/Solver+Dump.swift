extension Solver {
    /// The canonical text of the tableau: objective levels, then rows by basic symbol, then parked
    /// bounds, then edit variables. Variables print by name; internal symbols as `s7` (slack), `e7` (error), `a7`.
    public func dump() -> String {
        var lines: [String] = []
        for level in objective where !level.row.isEmpty || !nearZero(level.row.constant) {
            let row = Row(constant: level.row.constant, cells: level.row.sortedCells, owner: -1)
            lines.append("objective @\(level.priority / 2)\(level.priority.isMultiple(of: 2) ? "" : "+"): \(format(row))")
        }
        for i in 0..<rows.count {
            guard let row = self.row(of: Symbol(i)) else { continue }
            lines.append("\(symbolName(Symbol(i))) = \(format(row))")
        }
        // Parked bounds are out of the rows; listed in the order they were added.
        for case let record? in records where record.parked {
            lines.append("parked \(describe(record.constraint))")
        }
        for variable in edits.keys.sorted() {
            if let edit = edits[variable] {
                lines.append("edit \(symbolName(variable.id)) = \(number(edit.value))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `a + 2*b - 5 <= 0 @750` (the priority only when optional).
    public func describe(_ constraint: Constraint) -> String {
        var text = ""
        for term in constraint.expression.terms {
            let name = symbolName(term.variable.id)
            let c = term.coefficient
            let magnitude = abs(c) == 1 ? name : "\(number(abs(c)))*\(name)"
            if text.isEmpty {
                text = c < 0 ? "-\(magnitude)" : magnitude
            } else {
                text += c < 0 ? " - \(magnitude)" : " + \(magnitude)"
            }
        }
        let k = constraint.expression.constant
        if text.isEmpty {
            text = number(k)
        } else if k != 0 {
            text += k < 0 ? " - \(number(-k))" : " + \(number(k))"
        }
        text += " \(constraint.relation) 0"
        if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
        return text
    }

    public func describe(_ id: ConstraintID) -> String {
        constraint(id).map(describe) ?? "?"
    }

    func symbolName(_ s: Symbol) -> String {
        guard s >= 0, Int(s) < kinds.count else { return "?" }
        switch kinds[Int(s)] {
        case .external: return names[Int(s)].isEmpty ? "v\(s)" : names[Int(s)]
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .artificial: return "a\(s)"
        }
    }

    func format(_ row: Row) -> String {
        var text = number(row.constant)
        for cell in row.cells {
            let c = cell.coefficient
            text += c < 0 ? " - " : " + "
            if abs(c) != 1 { text += "\(number(abs(c)))*" }
            text += symbolName(cell.symbol)
        }
        return text
    }

    /// Integers without a fraction, others in Swift's shortest round-trip form.
    func number(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return String(x)
    }
}
