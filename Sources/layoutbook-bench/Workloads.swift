import Cassowary

/// A view as the workloads define it: four variables; right and bottom are expressions.
struct BenchView {
    let left, top, width, height: Variable

    init(_ solver: inout Solver, _ name: String) {
        left = solver.makeVariable("\(name).left")
        top = solver.makeVariable("\(name).top")
        width = solver.makeVariable("\(name).width")
        height = solver.makeVariable("\(name).height")
    }

    var right: Expression { left + width }
    var bottom: Expression { top + height }
    var variables: [Variable] { [left, top, width, height] }
}

/// Builds and solves the workloads of shared/bench/WORKLOADS.md exactly in their order.
enum Workload {
    /// W1: root, scroll, content guide and a stack of `n` children; returns the solver, the views
    /// and the handle of `child_500.top == child_499.bottom + 8` (for W3, when n > 500).
    static func stack(n: Int, fixedRoot: Bool = true)
        throws -> (solver: Solver, all: [Variable], root: BenchView, link500: ConstraintID?)
    {
        var s = Solver()
        let root = BenchView(&s, "root")
        let scroll = BenchView(&s, "scroll")
        let content = BenchView(&s, "content")
        var children: [BenchView] = []
        children.reserveCapacity(n)
        for i in 0..<n { children.append(BenchView(&s, "child_\(i)")) }

        try s.add(Constraint(Expression(root.left), .equal, 0))
        try s.add(Constraint(Expression(root.top), .equal, 0))
        if fixedRoot {
            try s.add(Constraint(Expression(root.width), .equal, 375))
            try s.add(Constraint(Expression(root.height), .equal, 667))
        }
        try s.add(Constraint(Expression(scroll.left), .equal, Expression(root.left)))
        try s.add(Constraint(Expression(scroll.top), .equal, Expression(root.top)))
        try s.add(Constraint(scroll.right, .equal, root.right))
        try s.add(Constraint(scroll.bottom, .equal, root.bottom))
        try s.add(Constraint(Expression(content.left), .equal, Expression(scroll.left)))
        try s.add(Constraint(Expression(content.top), .equal, Expression(scroll.top)))
        try s.add(Constraint(Expression(content.width), .equal, Expression(scroll.width)))
        var link500: ConstraintID? = nil
        for i in 0..<n {
            let child = children[i]
            if i == 0 {
                try s.add(Constraint(Expression(child.top), .equal, Expression(content.top)))
            } else {
                let id = try s.add(Constraint(Expression(child.top), .equal, children[i - 1].bottom + 8))
                if i == 500 { link500 = id }
            }
            try s.add(Constraint(Expression(child.left), .equal, Expression(content.left)))
            try s.add(Constraint(Expression(child.width), .equal, Expression(scroll.width)))
            try s.add(Constraint(Expression(child.height), .equal, 44))
        }
        if let last = children.last {
            try s.add(Constraint(last.bottom, .equal, content.bottom))
        }
        let all = root.variables + scroll.variables + content.variables + children.flatMap(\.variables)
        return (s, all, root, link500)
    }

    /// W4: a 30 × 30 grid with equal widths and heights and 900 weak `width >= 60` preferences.
    static func grid() throws -> (solver: Solver, all: [Variable]) {
        var s = Solver()
        let root = BenchView(&s, "root")
        var v: [[BenchView]] = []
        for r in 0..<30 { v.append((0..<30).map { c in BenchView(&s, "v\(r)_\(c)") }) }
        try s.add(Constraint(Expression(root.left), .equal, 0))
        try s.add(Constraint(Expression(root.top), .equal, 0))
        try s.add(Constraint(Expression(root.width), .equal, 375))
        try s.add(Constraint(Expression(root.height), .equal, 667))
        for r in 0..<30 {
            try s.add(Constraint(Expression(v[r][0].left), .equal, root.left + 8))
            for c in 1..<30 {
                try s.add(Constraint(Expression(v[r][c].left), .equal, v[r][c - 1].right + 8))
                try s.add(Constraint(Expression(v[r][c].width), .equal, Expression(v[r][0].width)))
            }
            try s.add(Constraint(v[r][29].right + 8, .equal, root.right))
        }
        for c in 0..<30 {
            try s.add(Constraint(Expression(v[0][c].top), .equal, root.top + 8))
            for r in 1..<30 {
                try s.add(Constraint(Expression(v[r][c].top), .equal, v[r - 1][c].bottom + 8))
                try s.add(Constraint(Expression(v[r][c].height), .equal, Expression(v[0][c].height)))
            }
            try s.add(Constraint(v[29][c].bottom + 8, .equal, root.bottom))
        }
        let weak = Priority(1)!
        for r in 0..<30 {
            for c in 0..<30 {
                try s.add(Constraint(Expression(v[r][c].width), .greaterThanOrEqual, 60, priority: weak))
            }
        }
        return (s, root.variables + v.flatMap { $0.flatMap(\.variables) })
    }

    static func readAll(_ s: Solver, _ all: [Variable]) -> Double {
        var sum = 0.0
        for v in all { sum += s.value(of: v) }
        return sum
    }
}
