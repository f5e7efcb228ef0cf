import Layout
import Testing

@testable import Rendering

/// A picture is drawn from the views it can show: those whose box meets the screen and every
/// scroll view around them at the picture's scale. The views left out would draw nothing, so the
/// picture is the same, byte for byte, as one drawn from every view.
@Suite("a picture of what can be seen")
struct VisibleSceneTests {
    /// A full-screen scroll view (375×667) holding 120 rows, each 40 tall at y = 48·i, the full
    /// width; a `tray` 100 tall at y 6000, far below the window, with a `flag` hung 5900 above it
    /// (window y 100, in sight although its superview is not); and an `inner` scroll view at
    /// y 300 whose `page` lies 400 to the right of its window.
    func longStack() throws -> (Layout, sv: ViewID) {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        for i in 0..<120 {
            try l.place("row\(i)", in: sv, at: Rect(x: 0, y: Double(48 * i), width: 375, height: 40))
        }
        let tray = try l.place("tray", in: sv, at: Rect(x: 0, y: 6000, width: 375, height: 100))
        try l.place("flag", in: tray, at: Rect(x: 200, y: -5900, width: 100, height: 40))
        let inner = try l.addView("inner", kind: .scrollView, in: sv)
        try l.pin(inner, .left, to: sv, plus: 20); try l.pin(inner, .top, to: sv, plus: 300)
        try l.pin(inner, .width, plus: 200); try l.pin(inner, .height, plus: 100)
        try l.place("page", in: inner, at: Rect(x: 400, y: 0, width: 200, height: 100))
        try l.pin(try #require(l.id(of: "page")), .right, to: inner)
        try l.pin(try #require(l.id(of: "page")), .bottom, to: inner)
        try l.pin(tray, .bottom, to: sv)
        return (l, sv)
    }

    @Test("scrolled anywhere, at any width, the picture is the one every view draws",
          arguments: [0.0, 300, 2500, 5433, -200])
    func sameAsEveryView(offset: Double) throws {
        var (l, sv) = try longStack()
        _ = try l.scroll(sv, to: Point(x: 0, y: offset))
        for width in [12, 40, 60, 133] {
            for characters in [BoxCharacters.unicode, .ascii] {
                let style = ReportStyle(width: width, characters: characters)
                let everyView = style.renderer.render(Report.scene(of: l))
                #expect(Report.picture(l, style: style) == everyView, "width \(width), offset \(offset)")
            }
        }
    }

    /// 60 columns give 53 rows (60 × 667 / 375 / 2 = 53.4): the window's 667 points are rows
    /// 0–52. Rows 0–13 start above 667 (13 × 48 = 624); row 14 starts at 672, below the window.
    /// The flag shows though the tray does not; the inner scroll view shows, its page does not.
    @Test("the scene holds the views in sight, in tree order")
    func sceneOfWhatShows() throws {
        let (l, _) = try longStack()
        let names = Report.scene(of: l, drawnBy: ReportStyle(width: 60).renderer).nodes.map(\.name)
        #expect(names == ["root", "sv"] + (0...13).map { "row\($0)" } + ["flag", "inner"])
    }

    /// The bottom border names the views below in tree order, as many as fit, then an ellipsis.
    @Test("the bottom border names the first views below and cuts the rest")
    func footnoteCut() throws {
        let (l, _) = try longStack()
        let last = Report.picture(l, style: ReportStyle(width: 60)).split(separator: "\n").last.map(String.init)
        #expect(last == "└─ below: row14, row15, row16, row17, row18, row19, row20,…┘")
    }

    @Test("a coordinate above a clip's band has a row above the clip, one below it a row below",
          arguments: [(375.0, 667.0, 60, 1000), (375, 667, 12, 1000), (200, 200, 21, 11),
                      (375, 66_700, 60, 40), (0.3, 1e7, 80, 10_000)])
    func rowBands(width: Double, height: Double, columns: Int, maxRows: Int) {
        let scale = CellScale(extent: Rect(x: 0, y: 0, width: width, height: height), width: columns, maxRows: maxRows)
        let perRow = height / Double(max(1, scale.rows - 1))
        for (top, bottom) in [(0, scale.rows - 1), (2, 5), (scale.rows / 2, scale.rows / 2), (1, 1)] {
            guard let band = scale.rowBand(top, bottom, margin: 1.5) else {
                Issue.record("no band for an extent with area")
                continue
            }
            // Points around both edges of the band, a tenth of a row apart, and far off.
            let probes = stride(from: -3.0, through: 3.0, by: 0.1).flatMap { k in
                [band.above + k * perRow, band.below + k * perRow]
            } + [-1e300, 1e300]
            for y in probes {
                guard let row = scale.row(y) else { continue }
                if y < band.above { #expect(row < top, "y \(y) above the band of rows \(top)…\(bottom) is row \(row)") }
                if y > band.below { #expect(row > bottom, "y \(y) below the band of rows \(top)…\(bottom) is row \(row)") }
            }
        }
    }
}
