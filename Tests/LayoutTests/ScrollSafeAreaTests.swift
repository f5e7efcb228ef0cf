import Cassowary
import Layout
import Testing

/// A full-screen scroll view under the iPhone 8's 20-pt status bar, with each
/// `contentInsetAdjustmentBehavior`. The content is 375 wide and `height` tall, so the range's
/// maximum is `height − 667 + bottom inset` and its minimum `−top inset`.
@Suite("scroll views under the status bar")
struct ScrollSafeAreaTests {
    static func scrollView(contentHeight: Double, _ behavior: ContentInsetAdjustmentBehavior,
                           container: ContainerContext = .window) throws -> (Layout, ViewID) {
        var l = Layout()
        l.setDevice(try #require(Device.named("iPhone 8")))
        l.setContainer(container)
        let sv = try l.fullScreenScrollView()
        try l.setContentInsetAdjustmentBehavior(sv, behavior)
        let box = try l.addView("box", in: sv)
        try l.pinEdges(box, to: sv)
        try l.pin(box, .width, to: sv)
        try l.pin(box, .height, plus: contentHeight)
        return (l, sv)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var behavior: ContentInsetAdjustmentBehavior
        var contentHeight: Double
        var container: ContainerContext
        var safeArea: EdgeInsets
        var vertical: ScrollRange
        var offset: Point
        var testDescription: String { ".\(behavior) with \(Int(contentHeight))-pt content in \(container)" }
    }

    static let cases: [Case] = [
        // Taller than 667: the vertical axis scrolls, so .automatic and .scrollableAxes add the 20;
        // range −20…1000 − 667 = 333, and the offset rests at the top of it, −20.
        Case(behavior: .automatic, contentHeight: 1000, container: .window, safeArea: EdgeInsets(top: 20),
             vertical: ScrollRange(min: -20, max: 333), offset: Point(x: 0, y: -20)),
        Case(behavior: .scrollableAxes, contentHeight: 1000, container: .window, safeArea: EdgeInsets(top: 20),
             vertical: ScrollRange(min: -20, max: 333), offset: Point(x: 0, y: -20)),
        // .never: the content starts under the status bar; 0…333.
        Case(behavior: .never, contentHeight: 1000, container: .window, safeArea: .zero,
             vertical: ScrollRange(min: 0, max: 333), offset: .zero),
        Case(behavior: .always, contentHeight: 1000, container: .window, safeArea: EdgeInsets(top: 20),
             vertical: ScrollRange(min: -20, max: 333), offset: Point(x: 0, y: -20)),
        // 300-pt content does not scroll: .automatic and .scrollableAxes add nothing (0…300 − 667).
        Case(behavior: .automatic, contentHeight: 300, container: .window, safeArea: .zero,
             vertical: ScrollRange(min: 0, max: -367), offset: .zero),
        Case(behavior: .scrollableAxes, contentHeight: 300, container: .window, safeArea: .zero,
             vertical: ScrollRange(min: 0, max: -367), offset: .zero),
        // .always adds it anyway: −20…−367 still does not scroll, but the content rests at −20.
        Case(behavior: .always, contentHeight: 300, container: .window, safeArea: EdgeInsets(top: 20),
             vertical: ScrollRange(min: -20, max: -367), offset: Point(x: 0, y: -20)),
        // In a navigation controller .automatic adds top and bottom even so: 20 + 44 = 64.
        Case(behavior: .automatic, contentHeight: 300, container: .navigation, safeArea: EdgeInsets(top: 64),
             vertical: ScrollRange(min: -64, max: -367), offset: Point(x: 0, y: -64)),
        // …but .scrollableAxes does not.
        Case(behavior: .scrollableAxes, contentHeight: 300, container: .navigation, safeArea: .zero,
             vertical: ScrollRange(min: 0, max: -367), offset: .zero),
    ]

    @Test("adjustedContentInset, range and resting offset per behaviour", arguments: cases)
    func behaviours(_ c: Case) throws {
        let (l, sv) = try Self.scrollView(contentHeight: c.contentHeight, c.behavior, container: c.container)
        let info = try #require(l.scrollInfo(sv))
        #expect(info.safeAreaInset == c.safeArea)
        #expect(info.adjustedContentInset == c.safeArea)
        #expect(info.vertical == c.vertical)
        #expect(info.contentOffset == c.offset)
        #expect(info.horizontal == ScrollRange(min: 0, max: 0))
    }

    @Test(".automatic under a navigation bar adjusts only the content scroll view whether it scrolls or not; a second one adjusts as it scrolls")
    func onlyTheContentScrollView() throws {
        // The first scroll view among the root's subviews is the view controller's content scroll
        // view: its 300-pt content does not scroll, and it takes the 64 (20 + 44) even so.
        let (l0, first) = try Self.scrollView(contentHeight: 300, .automatic, container: .navigation)
        var l = l0
        #expect(l.contentScrollView == first)
        // A second full-screen scroll view, after it, with the same short content: nothing.
        let second = try l.fullScreenScrollView("other")
        let inner = try l.addView("inner", in: second)
        try l.pinEdges(inner, to: second)
        try l.pin(inner, .width, to: second)
        let height = try l.pin(inner, .height, plus: 300)
        #expect(l.scrollInfo(first)?.adjustedContentInset == EdgeInsets(top: 64))
        #expect(l.scrollInfo(second)?.adjustedContentInset == .zero)
        // Made taller than its 667-pt bounds it scrolls vertically, and adjusts as .scrollableAxes does.
        try l.setConstant(height, 1000)
        #expect(l.scrollInfo(second)?.adjustedContentInset == EdgeInsets(top: 64))
    }

    @Test("a scroll view inside a container is not the content scroll view: under a navigation bar its short content is not adjusted")
    func nestedIsNotContent() throws {
        var l = Layout()
        l.setDevice(try #require(Device.named("iPhone 8")))
        l.setContainer(.navigation)
        let container = try l.addView("container")
        try l.pinEdges(container, to: .root)
        let sv = try l.addView("sv", kind: .scrollView, in: container)
        try l.pinEdges(sv, to: container)
        let box = try l.addView("box", in: sv)
        try l.pinEdges(box, to: sv)
        try l.pin(box, .width, to: sv)
        try l.pin(box, .height, plus: 300)
        #expect(l.contentScrollView == nil)
        #expect(l.scrollInfo(sv)?.adjustedContentInset == .zero)
    }

    @Test("a drag clamps to the adjusted range: up to −20 under the status bar, not 0")
    func dragClamps() throws {
        var (l, sv) = try Self.scrollView(contentHeight: 1000, .automatic)
        #expect(try l.scroll(sv, to: Point(x: 0, y: -100)) == Point(x: 0, y: -20))
        #expect(try l.scroll(sv, to: Point(x: 0, y: 500)) == Point(x: 0, y: 333))
        // An offset away from the top stays when the adjustment changes.
        try l.setContentInsetAdjustmentBehavior(sv, .never)
        #expect(l.scrollInfo(sv)?.contentOffset == Point(x: 0, y: 333))
    }

    @Test("the scroll view takes the safe area it adds: the content inside sees none of it, unless .never")
    func contentSafeArea() throws {
        var (l, sv) = try Self.scrollView(contentHeight: 1000, .automatic)
        let box = try #require(l.id(of: "box"))
        #expect(l.safeAreaInsets(of: sv) == EdgeInsets(top: 20))
        #expect(l.safeAreaInsets(of: box) == .zero)
        try l.setContentInsetAdjustmentBehavior(sv, .never)
        #expect(l.safeAreaInsets(of: box) == EdgeInsets(top: 20))
    }

    @Test("a contentInset set by hand adds to the safe area: 20 + 10 at the top")
    func handInsetAndSafeArea() throws {
        var (l, sv) = try Self.scrollView(contentHeight: 1000, .automatic)
        try l.setContentInset(sv, EdgeInsets(top: 10, left: 0, bottom: 30, right: 0))
        let info = try #require(l.scrollInfo(sv))
        #expect(info.adjustedContentInset == EdgeInsets(top: 30, left: 0, bottom: 30, right: 0))
        // −30…1000 − 667 + 30 = 363.
        #expect(info.vertical == ScrollRange(min: -30, max: 363))
    }
}
