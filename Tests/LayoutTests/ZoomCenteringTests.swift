import Cassowary
import Layout
import Testing

/// The two usual fixes for zoomed content smaller than the scroll view (375×667 here), on a
/// 100×50 photo pinned to the content edges, zoomable from 0.5 to 4.
@Suite("zoom centering")
struct ZoomCenteringTests {
    func photo(_ centering: ZoomCentering) throws -> (Layout, ViewID, ViewID) {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let photo = try l.addView("photo", in: sv)
        try l.pinEdges(photo, to: sv)
        try l.pin(photo, .width, plus: 100); try l.pin(photo, .height, plus: 50)
        try l.setZoomRange(sv, minimum: 0.5, maximum: 4)
        try l.setZoomView(sv, photo)
        try l.setCentering(sv, centering)
        return (l, sv, photo)
    }

    @Test("none: the 200×100 content stays at the top-left, as in UIKit")
    func none() throws {
        var (l, sv, photo) = try photo(.none)
        try l.setZoomScale(sv, 2)
        #expect(l.frame(of: photo) == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(l.windowRect(of: photo) == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(l.scrollInfo(sv)?.contentInset == .zero)
        #expect(l.scrollInfo(sv)?.horizontal == ScrollRange(min: 0, max: -175))  // 200 − 375
    }

    @Test("contentInset: insets (375 − 200) / 2 = 87.5 and (667 − 100) / 2 = 283.5 centre the content")
    func contentInset() throws {
        var (l, sv, photo) = try photo(.contentInset)
        try l.setZoomScale(sv, 2)
        let info = try #require(l.scrollInfo(sv))
        #expect(info.contentSize == Size(width: 200, height: 100))
        #expect(info.contentInset == EdgeInsets(top: 283.5, left: 87.5, bottom: 283.5, right: 87.5))
        // min = −87.5, max = 200 − 375 + 87.5 = −87.5: one offset, no scrolling.
        #expect(info.horizontal == ScrollRange(min: -87.5, max: -87.5))
        #expect(info.vertical == ScrollRange(min: -283.5, max: -283.5))
        #expect(info.contentOffset == Point(x: -87.5, y: -283.5))
        // The frame is only scaled; the offset brings it to the middle of the screen.
        #expect(l.frame(of: photo) == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(l.windowRect(of: photo) == Rect(x: 87.5, y: 283.5, width: 200, height: 100))
    }

    @Test("contentInset at 4×: 400 wide scrolls 0…25 with no side inset; (667 − 200) / 2 = 233.5 above and below")
    func contentInsetLarger() throws {
        var (l, sv, photo) = try photo(.contentInset)
        try l.setZoomScale(sv, 2)
        try l.setZoomScale(sv, 4)
        let info = try #require(l.scrollInfo(sv))
        #expect(info.contentInset == EdgeInsets(top: 233.5, left: 0, bottom: 233.5, right: 0))
        #expect(info.horizontal == ScrollRange(min: 0, max: 25))
        // The middle of the bounds stays on the photo's middle: x (−87.5 + 187.5) × 2 − 187.5 =
        // 12.5, inside 0…25; y settles to the single value −233.5. The photo shows centred.
        #expect(info.contentOffset == Point(x: 12.5, y: -233.5))
        #expect(l.windowRect(of: photo) == Rect(x: -12.5, y: 233.5, width: 400, height: 200))
    }

    @Test("contentInset adds to the scroll view's own inset: 20 + 283.5 at the top")
    func contentInsetAdds() throws {
        var (l, sv, _) = try photo(.contentInset)
        try l.setContentInset(sv, EdgeInsets(top: 20))
        try l.setZoomScale(sv, 2)
        #expect(l.scrollInfo(sv)?.contentInset == EdgeInsets(top: 303.5, left: 87.5, bottom: 283.5, right: 87.5))
    }

    @Test("frame: the zoom view's origin becomes (87.5, 283.5); bounds, contentSize and insets stay")
    func frame() throws {
        var (l, sv, photo) = try photo(.frame)
        let dot = try l.addView("dot", in: photo)
        try l.pin(dot, .left, to: photo, plus: 10); try l.pin(dot, .top, to: photo, plus: 10)
        try l.pin(dot, .width, plus: 10); try l.pin(dot, .height, plus: 10)
        try l.setZoomScale(sv, 2)
        #expect(l.frame(of: photo) == Rect(x: 87.5, y: 283.5, width: 200, height: 100))
        #expect(l.bounds(of: photo) == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(l.transform(of: photo).description == "[2 0 0 2 0 0]")
        let info = try #require(l.scrollInfo(sv))
        #expect(info.contentSize == Size(width: 200, height: 100))
        #expect(info.contentInset == .zero)
        #expect(info.contentOffset == .zero)
        #expect(l.windowRect(of: photo) == Rect(x: 87.5, y: 283.5, width: 200, height: 100))
        // The dot moves with it: 87.5 + 10 × 2, 283.5 + 10 × 2, drawn 20×20.
        #expect(l.windowRect(of: dot) == Rect(x: 107.5, y: 303.5, width: 20, height: 20))
        // At 4× the photo is 400 wide: x = max(0, (375 − 400) / 2) = 0; y = (667 − 200) / 2.
        try l.setZoomScale(sv, 4)
        #expect(l.frame(of: photo) == Rect(x: 0, y: 233.5, width: 400, height: 200))
    }

    @Test("centering does nothing while zooming is off (max ≤ min)")
    func disabled() throws {
        var (l, sv, photo) = try photo(.frame)
        try l.setZoomRange(sv, minimum: 2, maximum: 1)
        #expect(l.frame(of: photo) == Rect(x: 0, y: 0, width: 100, height: 50))
        try l.setCentering(sv, .contentInset)
        #expect(l.scrollInfo(sv)?.contentInset == .zero)
    }
}
