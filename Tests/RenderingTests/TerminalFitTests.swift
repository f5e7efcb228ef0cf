import Layout
import Testing

@testable import Rendering

/// The terminal picture fits the terminal: as wide as it, and at most ``ReportStyle/reportRows``
/// (8) rows short of its height, keeping the aspect of points to cells (a cell about twice as tall
/// as wide), so the picture, the report under it and the prompt are on screen together.
@Suite("the picture at a terminal's size")
struct TerminalFitTests {
    static let terminals = [(80, 24), (120, 40), (200, 60)]

    /// A portrait 375×667 screen wants `columns × 667/375 / 2` rows (71 at 80 columns), more than
    /// any of these terminals has, so the rows are capped at the terminal's height less 8 and the
    /// columns follow the aspect: `rows × 2 × 375/667`, rounded (16 → 17.99 → 18, 32 → 35.98 → 36,
    /// 52 → 58.47 → 58). A landscape 667×375 screen: 80 columns want 22.5 rows > 16, so 16 rows and
    /// `16 × 2 × 667/375` = 56.9 → 57 columns; 120 want 33.7 > 32 → 113.8 → 114; 200 want 56.2 > 52
    /// → 184.96 → 185.
    @Test("an empty screen fills the rows it may take, with the columns its aspect gives",
          arguments: zip(terminals, [(18, 16, 57), (36, 32, 114), (58, 52, 185)]))
    func emptyScreen(_ terminal: (Int, Int), _ expected: (portrait: Int, rows: Int, landscape: Int)) {
        let style = ReportStyle.terminal(columns: terminal.0, rows: terminal.1)
        let portrait = Report.picture(Layout(screen: Size(width: 375, height: 667)), style: style).split(separator: "\n")
        #expect(portrait.count == expected.rows)
        #expect(portrait.allSatisfy { $0.count == expected.portrait })
        let landscape = Report.picture(Layout(screen: Size(width: 667, height: 375)), style: style).split(separator: "\n")
        #expect(landscape.count == expected.rows)
        #expect(landscape.allSatisfy { $0.count == expected.landscape })
    }

    @Test("after a change, the picture, what changed, the scroll line and the prompt fit the terminal",
          arguments: terminals)
    func wholeReport(_ terminal: (Int, Int)) throws {
        var (l, _, _, height) = try Fixtures.headerAndLabel()
        let before = LayoutSnapshot(l)
        try l.setConstant(height, 150)
        let style = ReportStyle.terminal(columns: terminal.0, rows: terminal.1)
        let report = Report.afterChange(from: before, to: l, includePicture: true, style: style).split(
            separator: "\n", omittingEmptySubsequences: false)
        // The command line above it and the prompt below it.
        #expect(report.count + 2 <= terminal.1, "\(report.count) lines at \(terminal)")
        #expect(report.allSatisfy { $0.count <= terminal.0 })
    }

    @Test("a scroll view's tall content (show sv) fits the rows too, narrower")
    func tallContent() throws {
        var (l, sv, _, height) = try Fixtures.headerAndLabel()
        try l.setConstant(height, 3000)
        for (columns, rows) in Self.terminals {
            let style = ReportStyle.terminal(columns: columns, rows: rows)
            let picture = Report.show(l, scrollView: sv, style: style).split(separator: "\n")
            let drawing = picture.filter { $0.hasPrefix("┌") || $0.hasPrefix("│") || $0.hasPrefix("└") || $0.hasPrefix("║") || $0.hasPrefix("╔") || $0.hasPrefix("╚") }
            #expect(drawing.count <= rows - ReportStyle.reportRows, "\(drawing.count) rows at \(columns)×\(rows)")
            #expect(picture.allSatisfy { $0.count <= columns })
        }
    }

    @Test("notebooks keep their recording size: 60 columns and no limit on rows but the renderer's")
    func notebooksUnchanged() {
        let picture = Report.picture(Layout(screen: Size(width: 375, height: 667)), style: ReportStyle(width: 60))
        // 60 × 667/375 / 2 = 53.36 → 53 rows.
        #expect(picture.split(separator: "\n").count == 53)
    }
}
