import Layout
import Testing

import Rendering

/// `show sv`: a scroll view's whole content, with the window it shows marked.
@Suite("show sv on a layout")
struct ShowReportTests {
    /// ``Fixtures/headerAndLabel()`` scrolled to the end, offset (0,1.333): the label's four lines
    /// (81.333 tall) make the content 200×201.333, a point and a third taller than sv. The picture
    /// spans the content at 21 columns: header (0,0,200,100) in rows 0 … 5, title below it, each
    /// line cut to the box's 17 columns with the ellipsis; the window's bottom edge hides title's
    /// and sv's bottom borders.
    @Test("after scrolling, the window is marked over the whole content and the scroll line follows")
    func scrolled() throws {
        var (l, sv, _, _) = try Fixtures.headerAndLabel()
        let offset = try l.scroll(sv, to: Point(x: 0, y: 500))
        #expect(offset.x == 0 && abs(offset.y - 4.0 / 3) < 1e-9)
        expectPicture(Report.show(l, scrollView: sv, style: ReportStyle(width: 21)), """
            ╔header═════════════╗
            ║                   ║
            ║                   ║
            ║                   ║
            ║                   ║
            ║┌title────────────┐║
            ║│Scroll views need│║
            ║│content that is …│║
            ║│than their bound…│║
            ║│scroll at all    │║
            ╚═══════════════════╝
            sv  contentSize 200×201.333 · offset (0,1.333) · scrolls vertically 0…1.333
            """)
    }

    /// Zoomed 2.5×, the content is rect's frame, 150×100, and the window sv's bounds (0,0,375,667).
    /// The picture spans the window: at 16 columns, rows = round(16 × 667 / 375 / 2) = round(14.23) = 14,
    /// column = round(x × 15 / 375) and row = round(y × 13 / 667). rect (0,0,150,100), covering the
    /// content area and named over it: columns 0 … 6, rows 0 … round(1.95) = 2. The window is the
    /// whole picture; its top edge runs over rect's top border but not its name.
    @Test("a zoomed view is drawn at its zoomed size, inside a window larger than the content")
    func zoomedContent() throws {
        let (l, sv, _) = try Fixtures.zoomed(2.5)
        expectPicture(Report.show(l, scrollView: sv, style: ReportStyle(width: 16)), """
            ╔rect══════════╗
            ║     │        ║
            ║─────┘        ║
            ║              ║
            ║              ║
            ║              ║
            ║              ║
            ║              ║
            ║              ║
            ║              ║
            ║              ║
            ║              ║
            ║              ║
            ╚══════════════╝
            sv  contentSize 150×100 · offset (0,0) · does not scroll
            sv  zoom 2.5× (1…10) · rect.transform [2.5 0 0 2.5 0 0] · frame (0,0,150,100) · bounds (0,0,60,40)
            """)
    }

    /// A plain view shown the same way: its bounds are the content, and there is no window.
    /// header (0,0,200,100) at 21 columns: rows = round(21 × 100 / 200 / 2) = 5, column = round(x / 10),
    /// row = round(y / 25); its one subview dot (20,25,40,50): columns 2 … 6, rows 1 … 3.
    @Test("showing a view that is not a scroll view draws it and its subviews, with no window")
    func plainView() throws {
        var (l, _, header, _) = try Fixtures.headerAndLabel()
        try l.place("dot", in: header, at: Rect(x: 20, y: 25, width: 40, height: 50))
        expectPicture(Report.show(l, scrollView: header, style: ReportStyle(width: 21)), """
            ┌header─────────────┐
            │ ┌dot┐             │
            │ │   │             │
            │ └───┘             │
            └───────────────────┘
            """)
    }

    @Test("a scroll view with nothing of any size says so instead of drawing a blank picture")
    func nothingToDraw() throws {
        var l = Layout()
        let list = try l.addView("list", kind: .scrollView)
        expectPicture(Report.show(l, scrollView: list, style: ReportStyle()), """
            (nothing to draw: list, its content and its subviews have no area)
            list  contentSize 0×0 · offset (0,0) · does not scroll
            """)
    }
}
