import Layout
import Testing

/// UIKit's engine rule: every view's width and height are at least 0 (a layout guide's may go
/// below). A constraint that would push a view's size below 0 is a conflict, whose minimal set
/// lists the rule as a line of its own; the newest user constraint of the set is broken, never
/// the rule.
@Suite("sizes are never negative")
struct SizeRuleTests {
    static let rule = "   (UIKit: a size is never negative)"

    /// The minimal set of a conflict as the report lists it: the others in order of creation,
    /// then the broken one.
    func minimalSet(_ report: ConflictReport, in l: Layout) -> [String] {
        (report.conflicting.filter { $0 != report.broken }.sorted() + [report.broken]).map { l.describe($0) }
    }

    @Test("a lone box.width == -16 is a conflict of that constraint and the rule, and the box stays 0 wide")
    func loneNegativeWidth() throws {
        var l = Layout()
        let box = try l.addView("box")
        try l.pin(box, .left, to: .root, plus: 10)
        try l.pin(box, .top, to: .root, plus: 20)
        try l.pin(box, .height, plus: 30)
        let negative = try l.pin(box, .width, plus: -16)
        let report = try #require(l.conflicts.first)
        #expect(l.conflicts.count == 1)
        #expect(report.broken == negative)
        #expect(minimalSet(report, in: l) == ["box.width >= 0" + Self.rule, "box.width == -16"])
        #expect(l.frame(of: box) == Rect(x: 10, y: 20, width: 0, height: 30))
    }

    /// container: 0 wide (its encapsulated width), 44 tall at the root's top left; table: 8 from
    /// its left (`H:|-(8)-[table]`), then 8 from its right (`H:[table]-(8)-|`), which would make
    /// the table 0 − 16 wide. The trailing inset, the newest, is broken: the table keeps its
    /// leading inset and the least width the rule allows.
    func zeroWideContainer() throws -> (Layout, container: ViewID, table: ViewID,
                                        width: LayoutConstraintID, trailing: LayoutConstraintID) {
        var l = Layout()
        let container = try l.addView("container")
        try l.pin(container, .left, to: .root)
        try l.pin(container, .top, to: .root)
        try l.pin(container, .height, plus: 44)
        let width = try l.activate(LayoutConstraint(.view(container), .width, .equal, constant: 0,
                                                    label: "UIView-Encapsulated-Layout-Width"))
        let table = try l.addView("table", in: container)
        try l.pin(table, .top, to: container)
        try l.pin(table, .bottom, to: container)
        try l.pin(table, .left, to: container, plus: 8)
        let trailing = try l.pin(container, .right, to: table, plus: 8)
        return (l, container, table, width, trailing)
    }

    @Test("a 0-wide container with two 8-pt insets inside is a conflict of exactly those three and the table's rule")
    func zeroWideContainerConflict() throws {
        let (l, _, _, _, trailing) = try zeroWideContainer()
        let report = try #require(l.conflicts.first)
        #expect(l.conflicts.count == 1)
        #expect(report.broken == trailing)
        #expect(minimalSet(report, in: l) == [
            "'UIView-Encapsulated-Layout-Width' container.width == 0",
            "table.width >= 0" + Self.rule,
            "table.left == container.left + 8",
            "container.right == table.right + 8",
        ])
    }

    @Test("after the trailing inset breaks, the container is 0 wide and the table sits 8 in, 0 wide, 44 tall")
    func framesAfterBreaking() throws {
        let (l, container, table, _, _) = try zeroWideContainer()
        #expect(l.frame(of: container) == Rect(x: 0, y: 0, width: 0, height: 44))
        #expect(l.frame(of: table) == Rect(x: 8, y: 0, width: 0, height: 44))
    }

    @Test("once the container is 100 wide, the broken inset holds again when retried: the table is 84 wide")
    func retriedAfterWidening() throws {
        var (l, _, table, width, trailing) = try zeroWideContainer()
        try l.setConstant(width, 100)
        try l.reactivate(trailing)
        #expect(l.conflicts.isEmpty)
        #expect(l.frame(of: table) == Rect(x: 8, y: 0, width: 84, height: 44))
    }

    @Test("a screen too narrow for a box's 20-pt insets keeps its width and breaks the newest inset, never the rule")
    func narrowScreen() throws {
        var l = Layout()
        let box = try l.addView("box")
        try l.pin(box, .top, to: .root)
        try l.pin(box, .height, plus: 10)
        try l.pin(box, .left, to: .root, plus: 20)
        let right = try l.pin(box, .right, to: .root, plus: -20)
        #expect(l.frame(of: box) == Rect(x: 20, y: 0, width: 335, height: 10))
        try l.setScreen(Size(width: 30, height: 100))
        let report = try #require(l.conflicts.first)
        #expect(report.broken == right)
        #expect(minimalSet(report, in: l) == [
            "root.width == 30   (screen size)",
            "box.width >= 0" + Self.rule,
            "box.left == root.left + 20",
            "box.right == root.right - 20",
        ])
        #expect(l.frame(of: box) == Rect(x: 20, y: 0, width: 0, height: 10))
    }

    @Test("a margins guide has no rule: in a 0-wide view it is −16 wide, and a label tied to one margin is no conflict")
    func marginsGuideMayBeNegative() throws {
        var l = Layout()
        let cell = try l.addView("cell")
        try l.pin(cell, .left, to: .root)
        try l.pin(cell, .top, to: .root)
        try l.pin(cell, .height, plus: 44)
        try l.pin(cell, .width, plus: 0)
        let label = try l.addView("label", in: cell)
        try l.pin(label, .leading, to: cell, .leadingMargin)
        try l.pin(label, .top, to: cell)
        try l.pin(label, .height, plus: 20)
        try l.pin(label, .width, plus: 0)
        #expect(l.conflicts.isEmpty)
        #expect(l.frame(of: label) == Rect(x: 8, y: 0, width: 0, height: 20))
    }

    @Test("between a 0-wide view's margins a label would be −16 wide: the label's rule conflicts, the guide's constraints listed")
    func betweenMarginsOfZeroWide() throws {
        var l = Layout()
        let cell = try l.addView("cell")
        try l.pin(cell, .left, to: .root)
        try l.pin(cell, .top, to: .root)
        try l.pin(cell, .height, plus: 44)
        let label = try l.addView("label", in: cell)
        try l.pin(label, .leading, to: cell, .leadingMargin)
        try l.pin(label, .trailing, to: cell, .trailingMargin)
        let zero = try l.pin(cell, .width, plus: 0)
        let report = try #require(l.conflicts.first)
        // The guide's constraints are UIKit's own and kept: the user's width breaks.
        #expect(report.broken == zero)
        #expect(minimalSet(report, in: l) == [
            "label.width >= 0" + Self.rule,
            "'UIView-leftMargin-guide-constraint' H:|-(8)-[cell.layoutMarginsGuide](LTR)   (names: '|':cell)",
            "'UIView-rightMargin-guide-constraint' H:[cell.layoutMarginsGuide]-(8)-|(LTR)   (names: '|':cell)",
            "label.leading == cell.leadingMargin",
            "label.trailing == cell.trailingMargin",
            "cell.width == 0",
        ])
        #expect(l.frame(of: cell).width == 16)
        #expect(l.frame(of: label) == Rect(x: 8, y: 0, width: 0, height: 0))
    }

    @Test("a layout whose sizes stay at 0 or more is solved as before: no conflict, the same frames")
    func unchanged() throws {
        var l = Layout()
        let header = try l.fullWidthBar("header", height: 64)
        let body = try l.addView("body")
        try l.pin(body, .top, to: header, .bottom, plus: 8)
        try l.pin(body, .left, to: .root, plus: 16)
        try l.pin(body, .right, to: .root, plus: -16)
        try l.pin(body, .bottom, to: .root, plus: -16)
        let empty = try l.addView("empty", in: body)
        try l.pinEdges(empty, to: body)
        try l.pin(empty, .width, .lessThanOrEqual, plus: 0, priority: 250)
        #expect(l.conflicts.isEmpty)
        #expect(l.frame(of: header) == Rect(x: 0, y: 0, width: 375, height: 64))
        #expect(l.frame(of: body) == Rect(x: 16, y: 72, width: 343, height: 579))
        #expect(l.frame(of: empty) == Rect(x: 0, y: 0, width: 343, height: 579))
    }

    @Test("the rule is listed by no listing: constraintIDs holds only the constraints written and UIKit's usual ones")
    func notListed() throws {
        var l = Layout()
        let box = try l.addView("box")
        let width = try l.pin(box, .width, plus: 50)
        #expect(l.constraintIDs.allSatisfy { !l.isSizeRule($0) })
        #expect(l.constraintIDs.contains(width))
        #expect(l.constraintIDs.map { l.describe($0) }.filter { $0.hasPrefix("box") } == ["box.width == 50"])
    }

    @Test("an older constraint whose new constant pushes a size below 0 is the one broken, not the newest of the set")
    func constantChangeBreaksTheChanged() throws {
        var l = Layout()
        let box = try l.addView("box")
        try l.pin(box, .top, to: .root)
        try l.pin(box, .height, plus: 10)
        let right = try l.activate(LayoutConstraint(.view(box), .right, .lessThanOrEqual, .view(.root), .left, constant: 100))
        let left = try l.pin(box, .left, to: .root, plus: 20)
        #expect(l.conflicts.isEmpty)
        // box.right <= 10 with box.left == 20: a width of −10 or less, refused by the rule. With
        // the rule in from the start the changed constraint is the one that does not fit.
        try l.setConstant(right, 10)
        let report = try #require(l.conflicts.first)
        #expect(l.conflicts.count == 1)
        #expect(report.broken == right)
        #expect(minimalSet(report, in: l) == [
            "box.width >= 0" + Self.rule,
            "box.left == root.left + 20",
            "box.right <= root.left + 10",
        ])
        #expect(report.conflicting.contains(left))
        #expect(l.frame(of: box).minX == 20)
        #expect(l.frame(of: box).width >= 0)
    }

    /// A container 0 wide and 44 tall at (30, 0), and in it a view pinned to its top and bottom
    /// and held between its left and right by two inequalities: only its rule stops it sliding.
    static func squeezeIntoZeroWideContainer(_ name: String, in l: inout Layout) throws -> ViewID {
        let container = try l.addView("container")
        try l.pin(container, .left, to: .root, plus: 30)
        try l.pin(container, .top, to: .root)
        try l.pin(container, .height, plus: 44)
        try l.pin(container, .width, plus: 0)
        let v = try l.addView(name, in: container)
        try l.pin(v, .top, to: container)
        try l.pin(v, .bottom, to: container)
        try l.activate(LayoutConstraint(.view(v), .left, .greaterThanOrEqual, .view(container), .left))
        try l.activate(LayoutConstraint(.view(v), .right, .lessThanOrEqual, .view(container), .right))
        return v
    }

    @Test("a view squeezed into a 0-wide container by two inequalities is not ambiguous: the rule holds it at 0 wide")
    func squeezedIsNotAmbiguous() throws {
        var l = Layout()
        let v = try Self.squeezeIntoZeroWideContainer("v", in: &l)
        #expect(l.conflicts.isEmpty)
        #expect(l.frame(of: v) == Rect(x: 0, y: 0, width: 0, height: 44))
        #expect(l.ambiguities().filter { $0.view == v }.isEmpty)
    }

    @Test("views in a column with no heights yet: the first lacks a height, the ones below a position and a height, and a view squeezed to 0 wide beside them is not ambiguous")
    func columnWithoutHeights() throws {
        var l = Layout()
        let squeezed = try Self.squeezeIntoZeroWideContainer("squeezed", in: &l)
        var above: ViewID? = nil
        var column: [ViewID] = []
        for name in ["a", "b", "c"] {
            let v = try l.addView(name)
            try l.pin(v, .left, to: .root)
            try l.pin(v, .width, plus: 100)
            if let above {
                try l.activate(LayoutConstraint(.view(v), .top, .equal, .view(above), .bottom))
            } else {
                try l.pin(v, .top, to: .root, plus: 50)
            }
            above = v
            column.append(v)
        }
        #expect(l.conflicts.isEmpty)
        let found = l.ambiguities()
        #expect(found.filter { $0.view == squeezed }.isEmpty)
        #expect(found.filter { $0.axis == .horizontal }.isEmpty)
        #expect(found.filter { $0.axis == .vertical }.map(\.view) == column)
        #expect(found.first { $0.view == column[0] }?.missing == ["height"])
        #expect(found.first { $0.view == column[1] }?.missing == ["vertical position", "height"])
        #expect(found.first { $0.view == column[2] }?.missing == ["vertical position", "height"])
    }

    @Test("undoing the change that needed a rule gives back the layout before it, frames and conflicts")
    func undoTakesTheRuleBack() throws {
        var l = Layout()
        let box = try l.addView("box")
        try l.pin(box, .left, to: .root, plus: 10)
        try l.pin(box, .top, to: .root)
        try l.pin(box, .height, plus: 30)
        let before = l
        _ = try l.pin(box, .width, plus: -16)
        #expect(l.conflicts.count == 1)
        l = before
        let width = try l.pin(box, .width, plus: 16)
        #expect(l.conflicts.isEmpty)
        #expect(l.frame(of: box) == Rect(x: 10, y: 0, width: 16, height: 30))
        #expect(l.constraint(width)?.constant == 16)
    }
}
