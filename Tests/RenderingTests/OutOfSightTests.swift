import Layout
import Testing

import Rendering

/// Views a scroll view has scrolled wholly out of its window are not drawn (UIKit clips them), so
/// the scroll view's bottom border names them, with where they are, so the learner knows they
/// exist: `└─ below: footer ─┘`.
@Suite("views out of sight")
struct OutOfSightTests {
    /// A full-screen scroll view (375×667) with a 100-pt header at the top of its content and a
    /// 100-pt footer at y 1000, below the window; the content is 1100 tall.
    func headerAndFooter() throws -> (Layout, sv: ViewID) {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        for (name, top) in [("header", 0.0), ("footer", 1000)] {
            let v = try l.addView(name, in: sv)
            try l.pin(v, .top, to: sv, plus: top); try l.pin(v, .left, to: sv)
            try l.pin(v, .width, to: sv); try l.pin(v, .height, plus: 100)
            if name == "footer" { try l.pin(v, .bottom, to: sv) }
        }
        return (l, sv)
    }

    func lastRow(_ l: Layout) -> String {
        String(Report.picture(l, style: ReportStyle(width: 40)).split(separator: "\n").last ?? "")
    }

    @Test("a view below the window is named in the bottom border")
    func below() throws {
        let (l, _) = try headerAndFooter()
        #expect(lastRow(l) == "└─ below: footer ──────────────────────┘")
    }

    @Test("scrolled to the end, the header is above and the footer shows")
    func above() throws {
        var (l, sv) = try headerAndFooter()
        try l.scroll(sv, to: Point(x: 0, y: 433))                 // 1100 − 667
        #expect(lastRow(l) == "└─ above: header ──────────────────────┘")
    }

    @Test("pages to the right, in tree order; a view partly in the window is drawn, not named")
    func right() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        var previous: ViewID? = nil
        for name in ["page1", "page2", "page3"] {
            let page = try l.addView(name, in: sv)
            try l.pin(page, .top, to: sv); try l.pin(page, .bottom, to: sv)
            try l.pin(page, .width, to: sv); try l.pin(page, .height, to: sv)
            if let previous { try l.pin(page, .left, to: previous, .right) } else { try l.pin(page, .left, to: sv) }
            previous = page
        }
        try l.pin(try #require(previous), .right, to: sv)
        #expect(lastRow(l) == "└─ right: page2, page3 ────────────────┘")
        // Half a page on: page1 and page2 both show, page3 is to the right.
        try l.scroll(sv, to: Point(x: 187.5, y: 0))
        #expect(lastRow(l).hasPrefix("└─ right: page3 ─"))
    }

    @Test("with nothing out of sight the border is plain")
    func nothingHidden() throws {
        var (l, _) = try headerAndFooter()
        try l.removeView(try #require(l.id(of: "footer")))
        #expect(lastRow(l) == "└──────────────────────────────────────┘")
    }

    @Test("a name list longer than the border is cut with the ellipsis")
    func cut() throws {
        let (l, _) = try headerAndFooter()
        let row = String(Report.picture(l, style: ReportStyle(width: 12)).split(separator: "\n").last ?? "")
        #expect(row == "└─ below: …┘")
    }
}

@Suite("views out of sight, in ASCII")
struct OutOfSightASCIITests {
    @Test("two directions are separated by a semicolon, so ASCII output reads the same")
    func twoDirections() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        for (name, x) in [("west", -400.0), ("east", 400)] {
            let v = try l.addView(name, in: sv)
            try l.pin(v, .top, to: sv); try l.pin(v, .left, to: sv, plus: x)
            try l.pin(v, .width, plus: 100); try l.pin(v, .height, plus: 100)
        }
        let last = Report.picture(l, style: ReportStyle(width: 40, characters: .ascii)).split(separator: "\n").last
        #expect(last.map(String.init) == "+- left: west; right: east ------------+")
    }
}
