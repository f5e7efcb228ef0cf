import Cassowary
import Layout
import Testing

/// Zooming out shrinks the scrollable range; the offset then settles into it, as at the end of a
/// pinch in UIKit (a zoom change is like a finished gesture), while an offset set in code is not
/// clamped. On scenario 8's 60×40 rectangle in a 375×667 scroll view, zoomable from 1 to 10.
@Suite("the offset after a zoom")
struct ZoomOffsetTests {
    func zoomedIn() throws -> (Layout, sv: ViewID) {
        var (l, sv, rect) = try Fixture.zoomableRect()
        try l.setZoomRange(sv, minimum: 1, maximum: 10)
        try l.setZoomView(sv, rect)
        try l.setZoomScale(sv, 10)                     // content 600×400: scrolls 0…225 sideways
        try l.scroll(sv, to: Point(x: 225, y: 0))
        return (l, sv)
    }

    @Test("zooming out to 8× clamps x 225 into the new range 0…105 (8 × 60 − 375)")
    func clampsIntoSmallerRange() throws {
        var (l, sv) = try zoomedIn()
        try l.setZoomScale(sv, 8)
        let info = try #require(l.scrollInfo(sv))
        #expect(info.horizontal == ScrollRange(min: 0, max: 105))
        #expect(info.contentOffset == Point(x: 105, y: 0))
    }

    @Test("zooming out until nothing scrolls (5×: 300×200) puts the offset at the range's start, (0,0)")
    func clampsToStart() throws {
        var (l, sv) = try zoomedIn()
        try l.setZoomScale(sv, 5)
        #expect(l.scrollInfo(sv)?.horizontal.scrolls == false)
        #expect(l.scrollInfo(sv)?.contentOffset == .zero)
    }

    @Test("zooming in leaves the offset where it was: (100,0) is inside 0…225 at 10×")
    func zoomingInKeepsOffset() throws {
        var (l, sv) = try zoomedIn()
        try l.setZoomScale(sv, 8)                      // offset 105
        try l.scroll(sv, to: Point(x: 100, y: 0))
        try l.setZoomScale(sv, 10)
        #expect(l.scrollInfo(sv)?.contentOffset == Point(x: 100, y: 0))
    }

    @Test("an offset set in code after zooming out is still not clamped")
    func codeOffsetNotClamped() throws {
        var (l, sv) = try zoomedIn()
        try l.setZoomScale(sv, 5)
        try l.setContentOffset(sv, Point(x: 300, y: 50))
        #expect(l.scrollInfo(sv)?.contentOffset == Point(x: 300, y: 50))
    }
}
