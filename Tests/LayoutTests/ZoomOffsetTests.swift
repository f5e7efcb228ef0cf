import Cassowary
import Layout
import Testing

/// A zoom keeps the content point at the middle of the bounds there, and the offset then settles
/// into the new range, as at the end of a pinch in UIKit (a zoom change is like a finished
/// gesture), while an offset set in code is not clamped. On scenario 8's 60×40 rectangle in a 375×667 scroll view, zoomable from 1 to 10.
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

    @Test("zooming in keeps the middle of what shows there: (100,0) at 8× is (171.875,0) at 10×")
    func zoomingInKeepsTheMiddle() throws {
        var (l, sv) = try zoomedIn()
        try l.setZoomScale(sv, 8)                      // offset 105
        try l.scroll(sv, to: Point(x: 100, y: 0))
        try l.setZoomScale(sv, 10)
        // The content point at the middle of the 375-wide bounds, 100 + 187.5, moves to 1.25
        // times as far: 359.375 − 187.5 = 171.875, inside 0…225.
        #expect(l.scrollInfo(sv)?.contentOffset == Point(x: 171.875, y: 0))
    }

    @Test("setZoomScale from the top left zooms about the middle: 1000×1000 in 320×460 at 2× is at (160,230)")
    func zoomAboutTheMiddle() throws {
        var l = Layout()
        let sv = try l.addView("sv", kind: .scrollView, in: .root, frame: Rect(x: 0, y: 0, width: 320, height: 460))
        let sheet = try l.addView("sheet", kind: .view, in: sv, frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        try l.setContentSize(sv, Size(width: 1000, height: 1000))
        try l.setZoomRange(sv, minimum: 0.5, maximum: 4)
        try l.setZoomView(sv, sheet)
        try l.setZoomScale(sv, 2)
        let info = try #require(l.scrollInfo(sv))
        #expect(info.contentSize == Size(width: 2000, height: 2000))
        #expect(info.contentOffset == Point(x: 160, y: 230))
    }

    @Test("after a zoom, contentSize is the zoom view's frame: a 480×360 view zoomed 2× gives 960×720 whatever was set")
    func zoomSetsContentSizeToTheZoomViewsFrame() throws {
        var l = Layout()
        let sv = try l.addView("sv", kind: .scrollView, in: .root, frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let board = try l.addView("board", kind: .view, in: sv, frame: Rect(x: 0, y: 0, width: 480, height: 360))
        try l.setContentSize(sv, Size(width: 1000, height: 1000))
        try l.setZoomRange(sv, minimum: 1, maximum: 4)
        try l.setZoomView(sv, board)
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 1000, height: 1000))
        try l.setZoomScale(sv, 2)
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 960, height: 720))
        // Set again in code, it is what was set, scaled by nothing more.
        try l.setContentSize(sv, Size(width: 1200, height: 900))
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 2400, height: 1800))
    }

    @Test("an offset set in code after zooming out is still not clamped")
    func codeOffsetNotClamped() throws {
        var (l, sv) = try zoomedIn()
        try l.setZoomScale(sv, 5)
        try l.setContentOffset(sv, Point(x: 300, y: 50))
        #expect(l.scrollInfo(sv)?.contentOffset == Point(x: 300, y: 50))
    }
}
