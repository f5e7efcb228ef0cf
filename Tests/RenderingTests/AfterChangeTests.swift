import Layout
import Testing

import Rendering

/// The text printed after a command: picture, changes, scroll lines, warnings.
@Suite("the report after a command")
struct AfterChangeTests {
    /// ``Fixtures/headerAndLabel()`` with the header grown from 100 to 140, drawn at 11 columns:
    /// rows = round(11 × 200 / 200 / 2) = round(5.5) = 6, column = round(x / 20), row = round(y / 40).
    /// header (0,0,200,140): rows 0 … 3.5 → 4. title (10,150,180,100): columns 0.5 → 1 … 9.5 → 10,
    /// rows 3.75 → 4 … 6.25 → 6, past the window (row 5), so only its top border shows, over the
    /// header's bottom border.
    @Test("picture, what changed and the scroll lines, blank-line separated")
    func constantChange() throws {
        var (l, _, _, height) = try Fixtures.headerAndLabel()
        let before = LayoutSnapshot(l)
        try l.setConstant(height, 140)
        expectPicture(Report.afterChange(from: before, to: l, includePicture: true, style: ReportStyle(width: 11)), """
            ┌header───┐
            │         │
            │         │
            │         │
            └┌title───┐
            └─────────┘

            header  (0,0,200,100) → (0,0,200,140)
            title   (10,110,180,81.333) → (10,150,180,81.333)
            sv      contentSize 200×201.333 → 200×241.333

            sv  contentSize 200×241.333 · offset (0,0) · scrolls vertically 0…41.333
            """)
    }

    /// A view c stacked under b in ``Fixtures/untiedBottom()``: the content height stays ambiguous,
    /// and the warning now names c as the bottom-most view.
    @Test("without the picture; warnings last, and in colour only the warnings are coloured")
    func warningsInColour() throws {
        var (l, sv) = try Fixtures.untiedBottom()
        let before = LayoutSnapshot(l)
        let c = try l.addView("c", in: sv)
        try l.pin(c, .left, to: sv)
        try l.pin(c, .width, to: sv)
        try l.pin(c, .height, plus: 50)
        try l.pin(c, .top, to: try #require(l.id(of: "b")), .bottom)
        let yellow = "\u{1B}[33m", reset = "\u{1B}[0m"
        expectPicture(Report.afterChange(from: before, to: l, includePicture: false, style: ReportStyle(color: true)), """
            c  added (0,2000,375,50)

            sv  contentSize 375×0 · offset (0,0) · does not scroll

            \(yellow)Scrollable content size ambiguity: sv has ambiguous scrollable content height — nothing ties the bottom-most view (c) to sv.bottom\(reset)
            """)
    }

    @Test("a new conflict is printed in red, line by line")
    func conflictInRed() throws {
        let (l, _) = try Fixtures.overconstrained()
        let text = Report.afterChange(from: LayoutSnapshot(Layout()), to: l, includePicture: false,
                                      style: ReportStyle(color: true))
        let lines = text.split(separator: "\n").filter { $0.contains("box.height == 100") }
        #expect(lines == [
            "\u{1B}[31m    \"box.height == 100\"\u{1B}[0m",
            "\u{1B}[31m    \"box.height == 100\"\u{1B}[0m",
            "\u{1B}[31m  1. Give box.height == 100 priority 999, so it gives way where it cannot hold — with this change the constraints are satisfiable.\u{1B}[0m",
            "\u{1B}[31m  2. Remove box.height == 100 — with this change the constraints are satisfiable.\u{1B}[0m",
        ])
        #expect(text.contains("\u{1B}[31mUnable to simultaneously satisfy constraints.\u{1B}[0m\n"))
    }
}
