import Cassowary
import Testing

/// The running example of the Cassowary paper: a midpoint between two ends of a line segment,
/// `2·xm == xl + xr`, `xl + 10 <= xr`, `xr <= 100`, `xl >= 0`, with the midpoint dragged through
/// an edit variable.
@Suite("the paper's midpoint example")
struct PaperScenarioTests {
    func midpoint() throws -> Fixture {
        var f = Fixture()
        let xl = f.v("xl"), xm = f.v("xm"), xr = f.v("xr")
        try f.add(2 * xm, .equal, xl + xr)
        try f.add(xl + 10, .lessThanOrEqual, Expression(xr))
        try f.add(Expression(xr), .lessThanOrEqual, 100)
        try f.add(Expression(xl), .greaterThanOrEqual, 0)
        // Stays at two levels so every answer is unique: xl's matters more than xr's.
        try f.add(Expression(xl), .equal, 30, 2)
        try f.add(Expression(xr), .equal, 60, 1)
        return f
    }

    @Test("with only the stays, the segment is 30…60 and the midpoint 45")
    func stays() throws {
        let f = try midpoint()
        #expect([f.value("xl"), f.value("xm"), f.value("xr")] == [30, 45, 60])
    }

    @Test("dragging the midpoint to 80 pushes xr to its bound; xl gives way (xl = 160 − 100)")
    func dragRight() throws {
        var f = try midpoint()
        try f.solver.addEditVariable(f.v("xm"), priority: .high)
        try f.solver.suggestValue(f.v("xm"), 80)
        #expect([f.value("xl"), f.value("xm"), f.value("xr")] == [60, 80, 100])
    }

    @Test("dragging to 20: xl as near 30 as xr >= xl + 10 allows, so xl = 15, xr = 25")
    func dragLeft() throws {
        var f = try midpoint()
        try f.solver.addEditVariable(f.v("xm"), priority: .high)
        try f.solver.suggestValue(f.v("xm"), 80)
        try f.solver.suggestValue(f.v("xm"), 20)
        #expect([f.value("xl"), f.value("xm"), f.value("xr")] == [15, 20, 25])
    }

    @Test("dragging past the end stops at the farthest feasible midpoint: (90 + 100) / 2 = 95")
    func dragTooFar() throws {
        var f = try midpoint()
        try f.solver.addEditVariable(f.v("xm"), priority: .high)
        try f.solver.suggestValue(f.v("xm"), 200)
        #expect([f.value("xl"), f.value("xm"), f.value("xr")] == [90, 95, 100])
    }

    @Test("removing the edit variable returns to the stays")
    func releaseEdit() throws {
        var f = try midpoint()
        try f.solver.addEditVariable(f.v("xm"), priority: .high)
        try f.solver.suggestValue(f.v("xm"), 80)
        try f.solver.removeEditVariable(f.v("xm"))
        #expect([f.value("xl"), f.value("xm"), f.value("xr")] == [30, 45, 60])
    }
}

/// The W1 stack at small sizes: child i sits at 52·i and the content is 52n − 8 tall.
@Suite("a stack of views")
struct StackTests {
    @Test("tops are 52·i and content height is 52n − 8", arguments: [1, 2, 10, 120])
    func stack(n: Int) throws {
        let s = try Stack(n)
        let expected: [Double] = (0..<n).map { Double(52 * $0) }
        #expect(s.tops() == expected)
        #expect(s.f.value("content.height") == Double(52 * n - 8))
        #expect(s.f.value("w\(n - 1)") == 375)
    }

    @Test("removing the middle link frees the views below it; re-adding with 18 moves them by 10")
    func churn() throws {
        var s = try Stack(20)
        try s.f.solver.remove(s.links[10])
        // Without the link, views 10… keep their relative order but nothing places them.
        #expect(s.f.value("t11") - s.f.value("t10") == 52)
        #expect(s.f.value("t5") == 260)
        try s.f.add(Expression(s.f.v("t10")), .equal, s.f.v("t9") + s.f.v("h9") + 18)
        let moved: [Double] = (0..<20).map { i in Double(52 * i + (i >= 10 ? 10 : 0)) }
        #expect(s.tops() == moved)
        #expect(s.f.value("content.height") == Double(52 * 20 - 8 + 10))
    }

    @Test("removing and re-adding the middle link fifty times leaves every view where the last gap puts it")
    func repeatedChurn() throws {
        var s = try Stack(40)
        var link = s.links[20]
        for i in 1...50 {
            try s.f.solver.remove(link)
            // Each time, the views below are free until the link is back.
            #expect(s.f.value("t21") - s.f.value("t20") == 52)
            link = try s.f.add(Expression(s.f.v("t20")), .equal, s.f.v("t19") + s.f.v("h19") + Double(8 + i % 7))
        }
        let gap = Double(50 % 7)
        let expected: [Double] = (0..<40).map { i in Double(52 * i) + (i >= 20 ? gap : 0) }
        #expect(s.tops() == expected)
        #expect(s.f.value("content.height") == Double(52 * 40 - 8) + gap)
    }

    @Test("changing a link's constant moves only what follows it")
    func constantChange() throws {
        var s = try Stack(30)
        let id = s.links[15]
        let c = try #require(s.f.solver.constraint(id))
        // The link is stored as t15 - t14 - h14 - 8 == 0; a gap of 20 is the constant -20.
        #expect(c.expression.constant == -8)
        try s.f.solver.setConstant(id, -20)
        let wider: [Double] = (0..<30).map { i in Double(52 * i + (i >= 15 ? 12 : 0)) }
        #expect(s.tops() == wider)
        try s.f.solver.setConstant(id, -8)
        let original: [Double] = (0..<30).map { i in Double(52 * i) }
        #expect(s.tops() == original)
    }
}
