import Cassowary
import Testing

@Suite("the tableau dump")
struct DumpTests {
    @Test("x = 10, y >= x + 5, y = 20 at 250: the preference holds through the slack")
    func smallSystem() throws {
        var s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(Expression(x), .equal, 10))
        try s.add(Constraint(Expression(y), .greaterThanOrEqual, x + 5))
        try s.add(Constraint(Expression(y), .equal, 20, priority: .low))
        // y = 15 + s2 after the inequality; the optional equality adds e3 (marker) and e4, solved
        // for e4, and the optimizer pivots s2 in: s2 = 5 + e3 - e4, y = 20 + e3 - e4.
        #expect(s.dump() == """
            objective @250: 0 + e3 + e4
            x = 10
            y = 20 + e3 - e4
            s2 = 5 + e3 - e4
            """)
    }

    @Test("constraints describe themselves with names and the optional priority")
    func describe() throws {
        var s = Solver()
        let a = s.makeVariable("title.top"), b = s.makeVariable("header.bottom")
        let id = try s.add(Constraint(Expression(a), .equal, b + 8, priority: .high))
        #expect(s.describe(id) == "title.top - header.bottom - 8 == 0 @750")
    }
}
