import Testing

@testable import Layout

/// A table view's cell: the sizes UIKit imposes on its content view and the height its content
/// asks for. The label metric: the system font at 17 pt, a line 20.29 (rounded up to the @3x pixel).
@Suite("self-sizing cells")
struct CellTests {
    /// A 375-wide cell with a 58-character label inset 16 on every side: 375 − 32 = 343 is narrower
    /// than its one line, so the label wraps into two lines, 40.667 tall; 40.667 + 16 + 16 = 72.667.
    func cellWithLabel(height: Double?) throws -> (Layout, ViewID, ViewID) {
        var l = Layout()
        let cell = try l.addView("cell")
        try l.imposeCellSize(cell, width: 375, height: height)
        let label = try l.addView("title", kind: .label, in: cell)
        try l.setLabel(label, text: "A title long enough to wrap across two lines at this width", numberOfLines: 0)
        for (attribute, constant) in [(Attribute.top, 16.0), (.left, 16), (.right, -16), (.bottom, -16)] {
            _ = try l.activate(LayoutConstraint(.view(label), attribute, .equal, .view(cell), attribute, constant: constant))
        }
        return (l, cell, label)
    }

    @Test("the fitted size is the width the table gives and the height the content's constraints give")
    func fittedHeight() throws {
        let (l, cell, _) = try cellWithLabel(height: nil)
        #expect(l.fittedSize(of: cell) ≈ Size(width: 375, height: 218.0 / 3))
        #expect(l.frame(of: cell) ≈ Rect(x: 0, y: 0, width: 375, height: 218.0 / 3))
    }

    @Test("a smaller encapsulated height conflicts with the content; fitting ignores it")
    func encapsulatedHeightConflict() throws {
        let (l, cell, label) = try cellWithLabel(height: 44)
        #expect(l.fittedSize(of: cell) ≈ Size(width: 375, height: 218.0 / 3))
        // The label's compression resistance (750) gives way to the required 44: 44 − 32 = 12.
        #expect(l.frame(of: label).height == 12)
        #expect(l.conflicts.isEmpty, "only an optional constraint gives way here: no required conflict")
    }

    @Test("a required height inside a cell with an encapsulated height is the classic conflict, named as UIKit names it")
    func requiredHeightConflict() throws {
        var (l, cell, _) = try cellWithLabel(height: 44)
        _ = try l.activate(LayoutConstraint(.view(cell), .height, .equal, constant: 200))
        let report = try #require(l.conflicts.first)
        #expect(l.describe(report.broken) == "cell.height == 200")
        #expect(report.conflicting.map { l.describe($0) }.contains(
            "'UIView-Encapsulated-Layout-Height' cell.height == 44"))
    }
}
