import Cassowary
import Testing

/// Optional priorities are strict levels: a higher level is never traded for any number of lower ones.
@Suite("strict priority levels")
struct PriorityTests {
    @Test("one constraint at 251 beats a hundred at 250")
    func oneBeatsMany() throws {
        var f = Fixture()
        let x = f.v("x")
        try f.add(Expression(x), .equal, 10, 251)
        for _ in 0..<100 { try f.add(Expression(x), .equal, 20, 250) }
        #expect(f.value("x") == 10)
    }

    @Test("999 beats 998, whatever the order of addition")
    func adjacentLevels() throws {
        var a = Fixture()
        try a.add(Expression(a.v("x")), .equal, 1, 999)
        for _ in 0..<50 { try a.add(Expression(a.v("x")), .equal, 2, 998) }
        var b = Fixture()
        for _ in 0..<50 { try b.add(Expression(b.v("x")), .equal, 2, 998) }
        try b.add(Expression(b.v("x")), .equal, 1, 999)
        #expect(a.value("x") == 1)
        #expect(b.value("x") == 1)
    }

    @Test("a required constraint beats ten thousand at 999")
    func requiredBeatsAll() throws {
        var f = Fixture()
        let x = f.v("x")
        for _ in 0..<10_000 { try f.add(Expression(x), .equal, 7, 999) }
        try f.add(Expression(x), .equal, 5)
        #expect(f.value("x") == 5)
    }

    @Test("within one level errors add up: two pulls to 0 outweigh one pull to 30")
    func sameLevelSums() throws {
        var f = Fixture()
        let x = f.v("x")
        try f.add(Expression(x), .equal, 30, 500)
        try f.add(Expression(x), .equal, 0, 500)
        try f.add(Expression(x), .equal, 0, 500)
        #expect(f.value("x") == 0)
    }

    @Test("identical constraints count each: removing two of three pulls to 0 lets two pulls to 30 win")
    func identicalConstraints() throws {
        var f = Fixture()
        let x = f.v("x")
        let first = try f.add(Expression(x), .equal, 0, 500)
        let second = try f.add(Expression(x), .equal, 0, 500)
        try f.add(Expression(x), .equal, 0, 500)
        try f.add(Expression(x), .equal, 30, 500)
        try f.add(Expression(x), .equal, 30, 500)
        #expect(f.value("x") == 0)
        try f.solver.remove(first)  // the handle the shared record was made for
        try f.solver.remove(second)
        #expect(f.value("x") == 30)
        #expect(f.solver.constraintIDs.count == 3)
    }

    @Test("an unsatisfiable optional constraint still pulls as close as it can")
    func closestAllowed() throws {
        var f = Fixture()
        let x = f.v("x")
        try f.add(Expression(x), .lessThanOrEqual, 100)
        try f.add(Expression(x), .equal, 250, 750)
        #expect(f.value("x") == 100)
        #expect(f.solver.error(of: try #require(f.solver.constraintIDs.last)) == 150)
    }

    @Test("lowering a priority below a rival hands the rival the win")
    func priorityChange() throws {
        var f = Fixture()
        let x = f.v("x")
        let tall = try f.add(Expression(x), .equal, 600, 999)
        try f.add(Expression(x), .equal, 300, 500)
        #expect(f.value("x") == 600)
        try f.solver.setPriority(tall, Priority(1)!)
        #expect(f.value("x") == 300)
        try f.solver.setPriority(tall, Priority(999)!)
        #expect(f.value("x") == 600)
    }

    @Test("hugging and compression resistance: height 44 intrinsic, pulled to 60 at 251 and 749")
    func intrinsicSize() throws {
        // The four constraints UIKit implies for an intrinsic height of 44.
        func label(pull: Int) throws -> Double {
            var f = Fixture()
            let h = f.v("h")
            try f.add(Expression(h), .lessThanOrEqual, 44, 250)   // hugging
            try f.add(Expression(h), .greaterThanOrEqual, 44, 750) // compression resistance
            try f.add(Expression(h), .equal, 60, pull)
            try f.add(Expression(h), .equal, 20, pull - 1)
            return f.value("h")
        }
        #expect(try label(pull: 251) == 60)  // beats hugging (250): stretched
        #expect(try label(pull: 749) == 60)
        #expect(try label(pull: 249) == 44)  // loses to hugging: stays at its intrinsic height
    }
}
