import Cassowary
import Layout
import Testing

/// A new screen size that conflicts with required constraints: UIKit keeps the window's size and
/// breaks a constraint — the newest user constraint of the minimal conflicting set.
@Suite("screen changes that conflict")
struct ScreenChangeTests {
    func screenConstraint(_ l: Layout, _ text: String) throws -> LayoutConstraintID {
        try #require(l.constraintIDs.first { l.describe($0) == text })
    }

    @Test("v.width == 375 pinned left and right: rotating breaks the newest, v.right == root.right")
    func rotateBreaksNewest() throws {
        var l = Layout()
        let v = try l.addView("v")
        let width = try l.pin(v, .width, plus: 375)
        let left = try l.pin(v, .left, to: .root)
        let right = try l.pin(v, .right, to: .root)
        try l.pin(v, .top, to: .root); try l.pin(v, .height, plus: 44)
        #expect(l.conflicts.isEmpty)
        l.rotate()
        #expect(l.screen == Size(width: 667, height: 375))
        #expect(l.frame(of: .root) == Rect(x: 0, y: 0, width: 667, height: 375))
        let screenWidth = try screenConstraint(l, "root.width == 667   (screen size)")
        #expect(l.conflicts.map(\.broken) == [right])
        #expect(l.conflicts.first?.conflicting == [screenWidth, width, left])
        #expect(l.describe(right) == "v.right == root.right")
        // What is left holds: left 0, 375 wide.
        #expect(l.frame(of: v) == Rect(x: 0, y: 0, width: 375, height: 44))
        // Rotating back breaks nothing more; the broken constraint stays broken until reactivated.
        l.rotate()
        #expect(l.frame(of: .root) == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(l.conflicts.map(\.broken) == [right])
        try l.reactivate(right)
        #expect(l.conflicts.isEmpty)
        #expect(l.frame(of: v) == Rect(x: 0, y: 0, width: 375, height: 44))
    }

    @Test("two views that each conflict: each loses its own newest constraint")
    func twoConflicts() throws {
        var l = Layout()
        var newest: [LayoutConstraintID] = []
        for (name, y) in [("a", 0.0), ("b", 100)] {
            let v = try l.addView(name)
            try l.pin(v, .top, to: .root, plus: y); try l.pin(v, .height, plus: 44)
            try l.pin(v, .left, to: .root)
            try l.pin(v, .width, plus: 375)
            newest.append(try l.pin(v, .right, to: .root))
        }
        l.rotate()
        #expect(l.conflicts.map(\.broken) == newest)
        #expect(l.frame(of: try #require(l.id(of: "b"))) == Rect(x: 0, y: 100, width: 375, height: 44))
        #expect(l.frame(of: .root).width == 667)
    }

    @Test("a required height of 667 between top and bottom: a landscape screen breaks the height")
    func heightConflict() throws {
        var l = Layout()
        let v = try l.addView("v")
        try l.pin(v, .left, to: .root); try l.pin(v, .width, plus: 100)
        let top = try l.pin(v, .top, to: .root)
        let bottom = try l.pin(v, .bottom, to: .root)
        let height = try l.pin(v, .height, plus: 667)
        try l.setScreen(Size(width: 667, height: 375))
        let screenHeight = try screenConstraint(l, "root.height == 375   (screen size)")
        #expect(l.conflicts.map(\.broken) == [height])
        #expect(l.conflicts.first?.conflicting == [screenHeight, top, bottom])
        #expect(l.frame(of: v) == Rect(x: 0, y: 0, width: 100, height: 375))
    }

    @Test("a constraint made after the screen that conflicts with it is the one broken")
    func newConstraintBreaks() throws {
        var l = Layout()
        let v = try l.fullWidthBar("v", height: 10)
        let width = try l.pin(v, .width, plus: 400)
        #expect(l.conflicts.map(\.broken) == [width])
        #expect(l.frame(of: v) == Rect(x: 0, y: 0, width: 375, height: 10))
    }
}
