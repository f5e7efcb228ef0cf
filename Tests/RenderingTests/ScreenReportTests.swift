import Layout
import Testing

import Rendering

/// `show`: the layout's screen as a picture, through ``Report/scene(of:)``.
@Suite("the picture of a layout")
struct ScreenReportTests {
    /// ``Fixtures/headerAndLabel()`` at 21 columns: column = round(x / 10), row = round(y / 20).
    ///
    /// root and sv fill the screen (columns 0 … 20, rows 0 … 10); header's name covers theirs.
    /// header (0,0,200,100): rows 0 … 5. title (10,110,180,100): columns 1 … 19, rows 5.5 → 6 …
    /// 10.5 → 11, past sv's window (row 10), so it has no bottom border and shows rows 6 … 9: its
    /// top border and three lines of its text wrapped at 17 columns.
    @Test("a vertical scroll view with a header and a label, the label cut at the window's bottom")
    func headerAndLabel() throws {
        let (l, _, _, _) = try Fixtures.headerAndLabel()
        expectPicture(Report.picture(l, style: ReportStyle(width: 21)), """
            ┌header─────────────┐
            │                   │
            │                   │
            │                   │
            │                   │
            └───────────────────┘
            │┌title────────────┐│
            ││Scroll views need││
            ││content that is …││
            ││than their bound…││
            └└─────────────────┘┘
            """)
    }

    @Test("the scene has every view in tree order at its window rect, clipped by the scroll view")
    func scene() throws {
        var (l, sv, _, _) = try Fixtures.headerAndLabel()
        try l.setContentOffset(sv, Point(x: 0, y: 20))
        let window = Rect(x: 0, y: 0, width: 200, height: 200)
        #expect(Report.scene(of: l) == Scene(screen: Fixtures.square, nodes: [
            SceneNode(name: "root", depth: 0, kind: .view, rect: window),
            SceneNode(name: "sv", depth: 1, kind: .scrollView, rect: window),
            SceneNode(name: "header", depth: 2, kind: .view, rect: Rect(x: 0, y: -20, width: 200, height: 100), clip: window),
            // 180 points hold "content that is taller" (150.99) but not "than their bounds to scroll";
            // four lines of 20.29 make it 81.333 tall at @3x.
            SceneNode(name: "title", depth: 2, kind: .label(text: Fixtures.paragraph, lines: [
                "Scroll views need", "content that is taller", "than their bounds to", "scroll at all",
            ]),
                      rect: Rect(x: 10, y: 90, width: 180, height: 244.0 / 3), clip: window),
        ]))
    }
}
