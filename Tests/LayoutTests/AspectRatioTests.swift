import Cassowary
import Layout
import Testing

/// A constraint between a view's height and its width (an aspect ratio) is legal in UIKit: it
/// refuses only an x-axis location against a y-axis one, or a location against a size.
@Suite("aspect ratio")
struct AspectRatioTests {
    @Test("v.height == v.width * 0.5 with v 100 wide gives (0,0,100,50), and follows the width")
    func halfAsTall() throws {
        var l = Layout()
        let v = try l.addView("v")
        try l.pin(v, .top, to: .root); try l.pin(v, .left, to: .root)
        let width = try l.pin(v, .width, plus: 100)
        try l.pin(v, .height, to: v, .width, times: 0.5)
        #expect(l.frame(of: v) == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(l.ambiguities().isEmpty)
        try l.setConstant(width, 300)                       // 300 × 0.5 = 150
        #expect(l.frame(of: v) == Rect(x: 0, y: 0, width: 300, height: 150))
    }

    @Test("a width from another view's height: photo.width == card.height * 2 (375 wide card 100 tall → 200)")
    func acrossViews() throws {
        var l = Layout()
        let card = try l.fullWidthBar("card", height: 100)
        let photo = try l.addView("photo")
        try l.pin(photo, .top, to: card, .bottom); try l.pin(photo, .left, to: .root)
        try l.pin(photo, .height, plus: 10)
        try l.pin(photo, .width, to: card, .height, times: 2)
        #expect(l.frame(of: photo) == Rect(x: 0, y: 100, width: 200, height: 10))
    }

    @Test("still refused: an x location against a y location, and a location against a size")
    func refusals() throws {
        var l = Layout()
        let v = try l.addView("v")
        #expect(throws: LayoutError.mixedAxes(.top, .left)) { try l.pin(v, .top, to: v, .left) }
        #expect(throws: LayoutError.sizeWithLocation(.width, .top)) { try l.pin(v, .width, to: v, .top) }
        #expect(throws: LayoutError.sizeWithLocation(.height, .left)) { try l.pin(v, .height, to: .root, .left) }
    }
}

@Suite("the mixed-axes refusal")
struct MixedAxesMessageTests {
    @Test("says which location is on which axis")
    func message() {
        #expect(LayoutError.mixedAxes(.top, .left).description == "Invalid pairing of layout attributes: 'top' is a vertical location and 'left' a horizontal one; locations must be in the same axis (sizes may be related across axes, as an aspect ratio).")
    }
}
