@testable import Cassowary
import Testing

/// A chain of edges — each view's top on the bottom of the one before, as a stack of views built
/// in code is — stays sparse in the tableau when each item's size is made before its position:
/// every row is solved for a size and names only the two positions it joins. Solved for the
/// positions instead, row k would hold the k sizes above it, and each new edge would be
/// substituted into every row (a column of n views: n² cells, n³ with undo's snapshots).
@Suite("chains of edges keep short rows")
struct ChainSparsityTests {
    struct Item {
        let height: Variable
        let top: Variable
    }

    /// `count` items, each made size first (width, height, left, top), as the layout makes views.
    static func items(_ count: Int, in solver: inout Solver) -> [Item] {
        (0..<count).map { i in
            _ = solver.makeVariable("v\(i).width")
            let height = solver.makeVariable("v\(i).height")
            _ = solver.makeVariable("v\(i).left")
            return Item(height: height, top: solver.makeVariable("v\(i).top"))
        }
    }

    /// The most cells any row of the tableau holds.
    static func longestRow(_ solver: Solver) -> Int {
        var longest = 0
        for i in 0..<solver.rows.count {
            if let row = solver.rows[i] { longest = max(longest, row.cells.count) }
        }
        return longest
    }

    static func bottom(_ item: Item) -> Expression {
        Expression([Term(item.top), Term(item.height)])
    }

    enum Writing: String, CaseIterable, CustomTestStringConvertible {
        /// `v[i].top == v[i-1].bottom`, in order.
        case topToBottom
        /// `v[i-1].bottom == v[i].top - 8`, written from the upper view, in order.
        case fromTheUpperView
        /// `v[i-1].top == v[i].bottom + 8`: each view above the next one made.
        case bottomToTop

        var testDescription: String { rawValue }
    }

    @Test("a column of 300 views keeps every row at most three cells long, however its edges are written",
          arguments: Writing.allCases)
    func column(_ writing: Writing) throws {
        var solver = Solver()
        let views = Self.items(300, in: &solver)
        _ = try solver.add(Constraint(Expression(views[0].top), .equal, 0))
        var edges: [Constraint] = []
        for i in 1..<views.count {
            let upper = views[i - 1], lower = views[i]
            let edge = switch writing {
            case .topToBottom: Constraint(Expression(lower.top), .equal, Self.bottom(upper))
            case .fromTheUpperView: Constraint(Self.bottom(upper), .equal, Expression(lower.top) - 8)
            case .bottomToTop: Constraint(Expression(upper.top), .equal, Self.bottom(lower) + 8)
            }
            _ = try solver.add(edge)
            edges.append(edge)
        }
        #expect(Self.longestRow(solver) <= 3)
        // Ambiguous (no heights), but every edge holds at the values the solver reports.
        for edge in edges { #expect(ScaleTests.residual(edge, in: solver).off < 1e-9) }
    }
}
