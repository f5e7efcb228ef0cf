import Layout
import Testing

import Rendering

/// Extreme but finite inputs (`sv.maximumZoomScale = 1e20`, `sv.zoomScale = 1e20`) are drawn and
/// printed, never trapped on: every cell coordinate is clamped before it becomes an Int, and every
/// number is written out in full.
@Suite("extreme numbers")
struct ExtremeNumbersTests {
    /// Scenario 8's 60×40 rectangle zoomable up to 10²⁰ and zoomed to it: 6·10²¹ × 4·10²¹.
    func hugeZoom() throws -> (Layout, sv: ViewID) {
        var (l, sv, _) = try Fixtures.zoomed(1)
        try l.setZoomRange(sv, maximum: 1e20)
        try l.setZoomScale(sv, 1e20)
        // The zoom about the middle ends at the far end of the range, where 6·10²¹ − 375 is
        // 6·10²¹ itself: back at the start, the rectangle covers the screen.
        try l.scroll(sv, to: .zero)
        return (l, sv)
    }

    @Test("the scroll lines write 1e20 out in full: 60 × 10²⁰ wide, scrolls 0…6·10²¹ − 375")
    func scrollLines() throws {
        let (l, _) = try hugeZoom()
        // 6e21 − 375 is not a Double; the nearest is 6e21 itself.
        expectLines(Report.scrollLines(l), """
            sv  contentSize 6000000000000000000000×4000000000000000000000 · offset (0,0) · scrolls horizontally 0…6000000000000000000000 and vertically 0…4000000000000000000000
            sv  zoom 100000000000000000000× (1…100000000000000000000) · rect.transform [100000000000000000000 0 0 100000000000000000000 0 0] · frame (0,0,6000000000000000000000,4000000000000000000000) · bounds (0,0,60,40)
            """)
    }

    @Test("the picture, the content picture, the frames table and the JSON are made without trapping")
    func everyReport() throws {
        var (l, sv) = try hugeZoom()
        let style = ReportStyle(width: 60)
        // The zoomed rectangle covers the whole screen: the screen's box is its box.
        #expect(Report.picture(l, style: style).hasPrefix("┌rect────"))
        #expect(!Report.show(l, scrollView: sv, style: style).isEmpty)
        #expect(Report.frames(l).contains("(0,0,6000000000000000000000,4000000000000000000000)"))
        #expect(!Report.json(from: nil, to: l).isEmpty)
        // Scrolled to the far end and zoomed out again, everything is back to 60×40 at the top-left.
        try l.scroll(sv, to: Point(x: 1e21, y: 1e21))
        try l.setZoomScale(sv, 1)
        expectLines(Report.scrollLines(l), """
            sv  contentSize 60×40 · offset (0,0) · does not scroll
            sv  zoom 1× (1…100000000000000000000) · rect.transform [1 0 0 1 0 0] · frame (0,0,60,40) · bounds (0,0,60,40)
            """)
    }
}
