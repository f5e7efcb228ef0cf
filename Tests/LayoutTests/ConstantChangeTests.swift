import Cassowary
import Layout
import Testing

/// Changing constants and the screen size: incremental, and required still means required.
@Suite("changing constants")
struct ConstantChangeTests {
    @Test("a height constant changed again and again: the content follows each time (100 + c)")
    func repeatedChanges() throws {
        var (l, sv, web, height) = try Fixture.webView()
        for (constant, content) in [(2400.0, 2500.0), (50, 150), (2400, 2500), (0, 100)] {
            try l.setConstant(height, constant)
            #expect(l.scrollInfo(sv)?.contentSize == Size(width: 375, height: content))
            #expect(l.frame(of: web) == Rect(x: 0, y: 100, width: 375, height: constant))
        }
        #expect(l.conflicts.isEmpty)
    }

    @Test("a kept constraint held editable from the start changes, conflicts and mends as one that is not")
    func keptFromTheStart() throws {
        func box(kept: Bool) throws -> (Layout, ViewID, LayoutConstraintID) {
            var l = Layout()
            let box = try l.addView("box")
            try l.pin(box, .left, to: .root); try l.pin(box, .width, plus: 50)
            try l.pin(box, .top, to: .root)
            try l.pin(box, .bottom, .lessThanOrEqual, to: .root)
            let height = try l.pin(box, .height, plus: 100)
            if kept { l.expectConstantChanges([height]) }
            return (l, box, height)
        }
        var (plain, plainBox, plainHeight) = try box(kept: false)
        var (kept, keptBox, keptHeight) = try box(kept: true)
        #expect(kept.frame(of: keptBox) == Rect(x: 0, y: 0, width: 50, height: 100))
        // 700 > 667 conflicts; 300 fits again.
        for constant in [200.0, 700, 300] {
            try plain.setConstant(plainHeight, constant)
            try kept.setConstant(keptHeight, constant)
            #expect(kept.frame(of: keptBox) == plain.frame(of: plainBox))
            #expect(kept.conflicts.map(\.broken) == plain.conflicts.map(\.broken))
            #expect(kept.conflicts.map(\.conflicting) == plain.conflicts.map(\.conflicting))
        }
        #expect(kept.frame(of: keptBox) == Rect(x: 0, y: 0, width: 50, height: 300))
    }

    @Test("a constant that conflicts on a later change breaks its constraint, and a fitting one mends it")
    func conflictingChange() throws {
        var l = Layout()
        let box = try l.addView("box")
        try l.pin(box, .left, to: .root); try l.pin(box, .width, plus: 50)
        let top = try l.pin(box, .top, to: .root)
        let bottom = try l.pin(box, .bottom, .lessThanOrEqual, to: .root)
        let height = try l.pin(box, .height, plus: 100)
        try l.setConstant(height, 200)
        #expect(l.frame(of: box) == Rect(x: 0, y: 0, width: 50, height: 200))
        // 700 > 667: top == 0, bottom <= 667 and the screen height leave at most 667.
        try l.setConstant(height, 700)
        let report = try #require(l.conflicts.first)
        #expect(report.broken == height)
        let screenHeight = try #require(l.constraintIDs.first { l.describe($0) == "root.height == 667   (screen size)" })
        #expect(report.conflicting == [screenHeight, top, bottom])
        try l.setConstant(height, 300)
        #expect(l.conflicts.isEmpty)
        #expect(l.frame(of: box) == Rect(x: 0, y: 0, width: 50, height: 300))
    }

    @Test("a constraint at 999 cannot pull the screen: the root keeps 375, then 667, wide")
    func screenIsRequired() throws {
        var l = Layout()
        let bar = try l.fullWidthBar("bar", height: 44)
        let wish = try l.pin(bar, .width, plus: 500, priority: 999)
        #expect(l.frame(of: .root) == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(l.frame(of: bar) == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(l.unsatisfiedOptional().map(\.id) == [wish])
        #expect(l.unsatisfiedOptional().map(\.error) == [125])  // 500 − 375
        l.rotate()
        #expect(l.frame(of: bar) == Rect(x: 0, y: 0, width: 667, height: 44))
        #expect(l.unsatisfiedOptional().map(\.error) == [167])  // 667 − 500
        #expect(l.conflicts.isEmpty)
    }

    @Test("rotating back and forth lands on the same frames (a stack of three 44-pt rows)")
    func rotationRoundTrip() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        var previous: ViewID? = nil
        for name in ["a", "b", "c"] {
            let row = try l.addView(name, in: sv)
            try l.pin(row, .left, to: sv); try l.pin(row, .right, to: sv); try l.pin(row, .width, to: sv)
            try l.pin(row, .height, plus: 44)
            if let previous { try l.pin(row, .top, to: previous, .bottom, plus: 8) } else { try l.pin(row, .top, to: sv) }
            previous = row
        }
        if let previous { try l.pin(previous, .bottom, to: sv) }
        let c = try #require(l.id(of: "c"))
        for _ in 0..<5 { l.rotate() }
        // Odd number of rotations: landscape. c.top = 2 × (44 + 8) = 104.
        #expect(l.frame(of: c) == Rect(x: 0, y: 104, width: 667, height: 44))
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 667, height: 148))
        l.rotate()
        #expect(l.frame(of: c) == Rect(x: 0, y: 104, width: 375, height: 44))
    }
}
