import Layout
import Testing

import Rendering

/// Objective-C code names a property's view by its instance variable (`_leftPane`): the line
/// that made a constraint is found by it as by the property's own name.
@Suite("the line that made a constraint, named by an instance variable")
struct ConstraintLinesIvarTests {
    @Test("two calls of one helper on two views' instance variables: each constraint is cited at its own call's line")
    func eachCallItsOwnLine() throws {
        var layout = Layout()
        let sheet = try layout.addView("sheet")
        let left = try layout.addView("leftPane", in: sheet)
        let right = try layout.addView("rightPane", in: sheet)
        let first = layout.nextConstraintNumber
        let made = try layout.activate([
            LayoutConstraint(.view(left), .width, .lessThanOrEqual, .view(sheet), .width, multiplier: 0.48),
            LayoutConstraint(.view(right), .width, .lessThanOrEqual, .view(sheet), .width, multiplier: 0.48),
        ])
        var lines = ConstraintLines()
        lines.record(from: first, to: layout.nextConstraintNumber, entry: """
            pin(_sheet, _leftPane, _sheet, NSLayoutAttributeWidth, NSLayoutRelationLessThanOrEqual, NSLayoutAttributeWidth, 0.48, 0);
            pin(_sheet, _rightPane, _sheet, NSLayoutAttributeWidth, NSLayoutRelationLessThanOrEqual, NSLayoutAttributeWidth, 0.48, 0);
            """, firstLine: 27, inScript: true, in: layout)
        #expect(lines.line(of: made[0], in: layout)?.number == 27)
        #expect(lines.line(of: made[1], in: layout)?.number == 28)
    }
}
