import Layout
import Testing

import Rendering

/// The scroll lines: each scroll view's contentSize, offset, whether and how far it scrolls, zoom.
@Suite("scroll lines")
struct ScrollLinesTests {
    @Test("a scroll view whose content is taller than its bounds scrolls vertically over the difference")
    func scrolling() throws {
        let (l, _, _, _) = try Fixtures.headerAndLabel()
        expectLines(Report.scrollLines(l), """
            sv  contentSize 200×201.333 · offset (0,0) · scrolls vertically 0…1.333
            """)
    }

    /// Insets widen the range: min = −top = −10, max = 220 − 200 + bottom 30 = 50; the offset set in
    /// code is not clamped.
    @Test("insets are shown when set and widen the range; an offset set in code is shown as set")
    func insets() throws {
        var (l, sv, _, _) = try Fixtures.headerAndLabel()
        try l.setContentInset(sv, EdgeInsets(top: 10, left: 0, bottom: 30, right: 0))
        try l.setContentOffset(sv, Point(x: 0, y: -80))
        expectLines(Report.scrollLines(l), """
            sv  contentSize 200×201.333 · offset (0,-80) · inset (10,0,30,0) · scrolls vertically -10…31.333
            """)
    }

    /// Two scroll views on the 200×200 screen: a pager 100 tall whose content (a strip of two pages)
    /// is 400×100, so it scrolls 0…200 horizontally, and under it sv, whose one 44-point row does not
    /// fill it. Names are padded to the longest.
    @Test("a scroll view that does not scroll says so; names are padded to one column")
    func notScrolling() throws {
        var l = Layout(screen: Fixtures.square)
        let pager = try l.addView("pager", kind: .scrollView)
        try l.pin(pager, .top, to: .root)
        try l.pin(pager, .left, to: .root)
        try l.pin(pager, .width, to: .root)
        try l.pin(pager, .height, to: .root, plus: -100)
        try l.addContent("pages", in: pager, size: Size(width: 400, height: 100))
        let sv = try l.addView("sv", kind: .scrollView)
        try l.pin(sv, .top, to: pager, .bottom)
        try l.pin(sv, .left, to: .root)
        try l.pin(sv, .width, to: .root)
        try l.pin(sv, .bottom, to: .root)
        let row = try l.addView("row", in: sv)
        try l.pinEdges(row, to: sv)
        try l.pin(row, .width, to: sv)
        try l.pin(row, .height, plus: 44)
        expectLines(Report.scrollLines(l), """
            pager  contentSize 400×100 · offset (0,0) · scrolls horizontally 0…200
            sv     contentSize 200×44 · offset (0,0) · does not scroll
            """)
    }

    /// SPEC §9.8 at 10×: frame and content 600×400, bounds 60×40; 600 > 375 scrolls 0…225, but
    /// 400 < 667 does not.
    @Test("a zoomed scroll view has a zoom line with the zoom view's transform, frame and bounds")
    func zoomed() throws {
        // Zoomed 10× about the middle of the 375-wide bounds from (0,0): 187.5 × 10 − 187.5,
        // settled at the end of the range, 225.
        let (l, _, _) = try Fixtures.zoomed(10)
        expectLines(Report.scrollLines(l), """
            sv  contentSize 600×400 · offset (225,0) · scrolls horizontally 0…225
            sv  zoom 10× (1…10) · rect.transform [10 0 0 10 0 0] · frame (0,0,600,400) · bounds (0,0,60,40)
            """)
    }

    @Test("content larger on both axes scrolls both ways; without a zoom view there is no zoom line")
    func bothAxes() throws {
        var l = Layout(screen: Fixtures.square)
        let sv = try l.fullScreenScrollView()
        try l.addContent("map", in: sv, size: Size(width: 500, height: 300.5))
        try l.setZoomRange(sv, minimum: 1, maximum: 4)
        // The content's 300.5 is on the bare screen's @3x pixel grid: 901.5 pixels, 902 rounded.
        expectLines(Report.scrollLines(l), """
            sv  contentSize 500×300.667 · offset (0,0) · scrolls horizontally 0…300 and vertically 0…100.667
            """)
    }
}
