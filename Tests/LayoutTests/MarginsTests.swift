import Cassowary
import Layout
import Testing

/// Layout margins, the readable content guide, and conflicts that involve UIKit's guide constraints.
@Suite("margins and the readable guide")
struct MarginsTests {
    /// `inner.edges == outer.margins`, as `make.edges.equalTo(outer.layoutMarginsGuide)`.
    static func pinToMargins(_ l: inout Layout, _ inner: ViewID, _ outer: ViewID) throws {
        for edge in [Attribute.top, .left, .bottom, .right] {
            try l.activate(LayoutConstraint(.view(inner), edge, .equal, .margins(outer), edge))
        }
    }

    /// On an iPhone X (375×812, 44 top and 34 bottom), a card across the whole screen, and a view
    /// inside the card's margins.
    static func cardOnIPhoneX() throws -> (Layout, card: ViewID, inner: ViewID) {
        var l = Layout()
        l.setDevice(try #require(Device.named("iPhone X")))
        let card = try l.addView("card")
        try l.pinEdges(card, to: .root)
        let inner = try l.addView("inner", in: card)
        try pinToMargins(&l, inner, card)
        return (l, card, inner)
    }

    @Test("margins count from the safe area: 8 + 44 at the top, 8 + 34 at the bottom, 8 on the sides")
    func marginsInsideSafeArea() throws {
        let (l, card, inner) = try Self.cardOnIPhoneX()
        #expect(l.safeAreaInsets(of: card) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(l.layoutMargins(of: card) == EdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
        // x 8, y 52, width 375 − 16 = 359, height 812 − 52 − 42 = 718.
        #expect(l.frame(of: inner) == Rect(x: 8, y: 52, width: 359, height: 718))
    }

    @Test("insetsLayoutMarginsFromSafeArea = false: the margins are 8 from the card's edges, under the notch")
    func marginsIgnoringSafeArea() throws {
        var (l, card, inner) = try Self.cardOnIPhoneX()
        try l.setInsetsLayoutMarginsFromSafeArea(card, false)
        // 812 − 16 = 796.
        #expect(l.frame(of: inner) == Rect(x: 8, y: 8, width: 359, height: 796))
        try l.setInsetsLayoutMarginsFromSafeArea(card, true)
        #expect(l.frame(of: inner) == Rect(x: 8, y: 52, width: 359, height: 718))
    }

    @Test("layoutMargins set on a view move what is pinned to them")
    func setMargins() throws {
        var (l, card, inner) = try Self.cardOnIPhoneX()
        try l.setLayoutMargins(card, EdgeInsets(top: 0, left: 20, bottom: 0, right: 30))
        // top 0 + 44, left 20, right 30: width 375 − 50 = 325; height 812 − 44 − 34 = 734.
        #expect(l.frame(of: inner) == Rect(x: 20, y: 44, width: 325, height: 734))
    }

    @Test("the root view's margins: at least the system minimum, unless the controller says otherwise")
    func rootMinimum() throws {
        var l = Layout()
        l.setDevice(try #require(Device.named("iPhone 8")))
        // The root view's own margins are 0 top and bottom, 8 on the sides; the minimum raises
        // the sides to 16, and the 20-pt status bar is added at the top.
        #expect(l.layoutMargins(of: .root) == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        l.setViewRespectsSystemMinimumLayoutMargins(false)
        #expect(l.layoutMargins(of: .root) == EdgeInsets(top: 20, left: 8, bottom: 0, right: 8))
        l.setViewRespectsSystemMinimumLayoutMargins(true)
        l.setDevice(try #require(Device.named("iPhone 15 Pro Max")))
        // 430 pt wide: 20 on the sides; 59 and 34 from the safe area.
        #expect(l.layoutMargins(of: .root) == EdgeInsets(top: 59, left: 20, bottom: 34, right: 20))
    }

    @Test("preservesSuperviewLayoutMargins: a card 4 pt in from the root's edges keeps content at the root's 16")
    func preserved() throws {
        var l = Layout()
        let card = try l.addView("card")
        try l.pin(card, .left, to: .root, plus: 4); try l.pin(card, .right, to: .root, plus: -4)
        try l.pin(card, .top, to: .root, plus: 100); try l.pin(card, .height, plus: 200)
        let inner = try l.addView("inner", in: card)
        try Self.pinToMargins(&l, inner, card)
        // Without: the card's own 8 (in the card: x 8, 12 on screen), width 375 − 8 − 16 = 351.
        #expect(l.frame(of: inner) == Rect(x: 8, y: 8, width: 351, height: 184))
        try l.setPreservesSuperviewLayoutMargins(card, true)
        // With: the root's 16-pt margin reaches 16 − 4 = 12 into the card on each side, more than
        // its 8: x 12 in the card (16 on screen), width 367 − 24 = 343, as the root's margins guide.
        // (The card is 375 − 8 = 367 wide.)
        #expect(l.layoutMargins(of: card) == EdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
        #expect(l.frame(of: inner) == Rect(x: 12, y: 8, width: 343, height: 184))
        #expect(l.windowRect(of: inner).minX == 16)
    }

    @Test("the readable guide on an iPad Pro: 672 wide, centred in the margins; on a phone it is the margins guide")
    func readableOnIPad() throws {
        var l = Layout()
        l.setDevice(try #require(Device.named("iPad Pro 12.9-inch")))
        let text = try l.addView("text")
        for edge in [Attribute.left, .right, .top] {
            try l.activate(LayoutConstraint(.view(text), edge, .equal, .readable(.root), edge))
        }
        try l.pin(text, .height, plus: 100)
        // 1024 − 2 × 20 = 984 between the margins; (984 − 672) / 2 = 156 each side: x 20 + 156 = 176.
        // The top is the margins guide's: 24 (status bar) + 0.
        #expect(l.frame(of: text) == Rect(x: 176, y: 24, width: 672, height: 100))
        l.rotate()
        // 1366 − 40 = 1326; (1326 − 672) / 2 = 327: x 347.
        #expect(l.frame(of: text) == Rect(x: 347, y: 24, width: 672, height: 100))
        l.setDevice(try #require(Device.named("iPhone 8")))
        // 375 − 32 = 343 is under 672: the margins guide, x 16, top 20.
        #expect(l.frame(of: text) == Rect(x: 16, y: 20, width: 343, height: 100))
    }

    @Test("a conflict caused by a margin lists UIKit's margin constraint, and the user's newest is broken")
    func conflictNamesGuide() throws {
        var l = Layout()
        let box = try l.addView("box")
        try l.pin(box, .width, plus: 375)
        try l.pin(box, .right, to: .root)
        try l.pin(box, .top, to: .root); try l.pin(box, .height, plus: 44)
        let left = try l.activate(LayoutConstraint(.view(box), .left, .equal, .view(.root), .leftMargin))
        let report = try #require(l.conflicts.first)
        #expect(report.broken == left)
        #expect(report.conflicting.map { l.describe($0) } == [
            "root.width == 375   (screen size)",
            "box.width == 375",
            "box.right == root.right",
            "'UIView-leftMargin-guide-constraint' H:|-(16)-[root.layoutMarginsGuide](LTR)   (names: '|':root)",
        ])
        #expect(l.describe(left) == "box.left == root.leftMargin")
    }

    @Test("a scroll view's margins guide is measured from its content, as its margins are from inside: it scrolls with it")
    func scrollViewMargins() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let box = try l.addView("box", in: sv)
        for edge in [Attribute.top, .left, .right] {
            try l.activate(LayoutConstraint(.view(box), edge, .equal, .margins(sv), edge))
        }
        try l.pin(box, .height, plus: 2000)
        try l.pin(box, .bottom, to: sv)
        // In the content: x 8, y 8, width 375 − 16 = 359; the content is 8 + 2000 = 2008 tall.
        #expect(l.frame(of: box) == Rect(x: 8, y: 8, width: 359, height: 2000))
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 0, height: 2008))
        try l.setContentOffset(sv, Point(x: 0, y: 500))
        // The frame stays in content coordinates; on screen the box moved up by the offset.
        #expect(l.frame(of: box) == Rect(x: 8, y: 8, width: 359, height: 2000))
        #expect(l.windowRect(of: box).minY == -492)
        #expect(l.guideConstraintIDs(of: sv).map { l.describe($0) } == [
            "'UIView-leftMargin-guide-constraint' H:|-(8)-[sv.layoutMarginsGuide](LTR)   (names: '|':sv)",
            "'UIView-topMargin-guide-constraint' V:|-(8)-[sv.layoutMarginsGuide]   (names: '|':sv)",
            "'UIView-rightMargin-guide-constraint' H:[sv.layoutMarginsGuide]-(8)-|(LTR)   (names: '|':sv)",
            "'UIView-bottomMargin-guide-constraint' V:[sv.layoutMarginsGuide]-(8)-|   (names: '|':sv)",
        ])
    }
}
