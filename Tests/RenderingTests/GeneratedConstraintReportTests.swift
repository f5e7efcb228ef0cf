import Layout
import Testing

import Rendering

/// A conflict whose culprits include constraints UIKit made itself says who made each, in one
/// line, and the table view's encapsulated-height conflict ends with the fix to type.
@Suite("who made the constraints in a conflict")
struct GeneratedConstraintReportTests {
    /// A vertical stack s of a (40×20) and b (60×30) image views, 8 apart, at the root's corner.
    static func stack() throws -> (Layout, ViewID, ViewID) {
        var l = Layout()
        let s = try l.addView("s")
        try l.pin(s, .left, to: .root); try l.pin(s, .top, to: .root)
        var settings = StackView(axis: .vertical)
        settings.spacing = 8
        try l.makeStack(s, settings)
        var views: [ViewID] = []
        for (name, size) in [("a", Size(width: 40, height: 20)), ("b", Size(width: 60, height: 30))] {
            let v = try l.addView(name, kind: .image, in: s)
            try l.setImageSize(v, size)
            try l.addArrangedSubview(v, to: s)
            views.append(v)
        }
        return (l, views[0], views[1])
    }

    @Test("hiding a view with a required height: the report names 'UISV-hiding' and says the stack view added it because b is hidden")
    func hiding() throws {
        var (l, _, b) = try Self.stack()
        try l.pin(b, .height, plus: 30)
        try l.setHidden(b, true)
        let report = try #require(l.conflicts.first)
        // b.height == 30 (required, the developer's) against UIKit's b.height == 0: the two alone
        // conflict. The stack view's description says who made it, so no line is added for it.
        // UIKit keeps its own and breaks the developer's, so the hidden view collapses.
        expectPicture(Report.conflict(report, in: l), """
            Unable to simultaneously satisfy constraints.
                Each constraint in this list is needed for the conflict: removing or loosening any one of them resolves it.
            (
                "'UISV-hiding' b.height == 0   (added by the stack view s because b is hidden)",
                "b.height == 30"
            )
            Will attempt to recover by breaking constraint
                "b.height == 30"
            Fixes, best first, each tried on a copy of the layout:
              1. Give b.height == 30 priority 999, so it gives way while the stack view hides the view (0 along its axis) — with this change the constraints are satisfiable.
            """)
    }

    @Test("a cell whose content is outside its content view held at the standard 44: the fix is to put the content in the content view")
    func contentOutsideContentView() throws {
        var l = Layout()
        let cell = try l.addView("cell")
        try l.imposeCellSize(cell, width: 375, height: 44)
        l.setHoldsContentOutsideContentView(cell)
        let caption = try l.addView("caption", in: cell)
        try l.pin(caption, .top, to: cell)
        try l.pin(caption, .bottom, to: cell)
        try l.pin(caption, .left, to: cell); try l.pin(caption, .width, plus: 60)
        try l.pin(caption, .height, plus: 60)
        let report = try #require(l.conflicts.first)
        let text = Report.conflict(report, in: l)
        // Rows sizing themselves would measure the empty content view still: no fix says so.
        #expect(!text.contains("let the rows size themselves"))
        #expect(text.contains("1. Put the content in the cell's contentView (contentView.addSubview, pinned to contentView's edges)"))
        #expect(text.contains("2. Give caption.height == 60 priority 999, so it gives way to the standard row of 44 UIKit keeps for this cell"))
    }

    @Test("a required height taller than the cell's encapsulated height: the table view made it, and the fix is the height at 999")
    func encapsulatedHeight() throws {
        var l = Layout()
        let cell = try l.addView("cell")
        try l.imposeCellSize(cell, width: 375, height: 64)
        let thumb = try l.addView("thumb", in: cell)
        try l.pin(thumb, .top, to: cell, plus: 12)
        try l.pin(thumb, .bottom, to: cell, plus: -12)
        try l.pin(thumb, .left, to: cell); try l.pin(thumb, .width, plus: 60)
        try l.pin(thumb, .height, plus: 100)
        let report = try #require(l.conflicts.first)
        // 12 + 100 + 12 = 124 cannot be 64: the table's height, the two edges and the height
        // conflict; the newest, the height, is broken. The fix lowers that height to 999, below
        // the table's required one and above everything else; 64 is the height the table holds
        // until it measures the cell, so the lowered height holds once it has.
        expectPicture(Report.conflict(report, in: l), """
            Unable to simultaneously satisfy constraints.
                Each constraint in this list is needed for the conflict: removing or loosening any one of them resolves it.
            (
                "'UIView-Encapsulated-Layout-Height' cell.height == 64",
                "thumb.top == cell.top + 12",
                "thumb.bottom == cell.bottom - 12",
                "thumb.height == 100"
            )
            Will attempt to recover by breaking constraint
                "thumb.height == 100"
            Made by UIKit, not by the code:
                "'UIView-Encapsulated-Layout-Height' cell.height == 64": added by the table view for the cell's height, until cell reports the height its constraints give
            Fixes, best first, each tried on a copy of the layout:
              1. Give thumb.height == 100 priority 999, so it gives way while the table holds the cell's old height (64) and holds once the cell is measured — with this change the constraints are satisfiable.
            """)
    }

    @Test("a required compression resistance against a narrower width: the intrinsic size's constraint is UIKit's, from the image")
    func intrinsicSize() throws {
        var l = Layout()
        let icon = try l.addView("icon", kind: .image)
        try l.setImageSize(icon, Size(width: 40, height: 20))
        try l.setCompressionResistance(icon, .horizontal, 1000)
        try l.pin(icon, .left, to: .root); try l.pin(icon, .top, to: .root)
        try l.pin(icon, .width, plus: 10)
        let report = try #require(l.conflicts.first)
        // width ≥ 40, now required, against width == 10.
        let text = Report.conflict(report, in: l)
        #expect(text.contains("""
            Made by UIKit, not by the code:
                "icon.width >= 40   (compression resistance, horizontal)": added by UIKit from icon's intrinsic content size (its image)
            """))
        #expect(!text.contains("Suggestion"))
    }
}
