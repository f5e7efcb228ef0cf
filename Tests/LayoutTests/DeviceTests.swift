import Cassowary
import Layout
import Testing

/// The device presets: the safe-area guide of the root view in each orientation.
///
/// Each expected frame is the screen inset by the table's insets, worked out by hand:
/// portrait `(0, top, width, height − top − bottom)`; landscape, on phones with a notch,
/// `(side, 0, height − 2 × side, width − 21)` (the screen turned: the long side is the width),
/// on phones with a home button the whole screen (iOS hides the status bar in landscape), and on
/// iPads the status bar stays: `(0, top, height, width − top − bottom)`.
@Suite("device presets")
struct DeviceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var device: String
        var portrait: Rect
        var landscape: Rect
        var testDescription: String { device }
    }

    static let cases: [Case] = [
        // 320×568, status bar 20: height 568 − 20 = 548; landscape 568×320, nothing unsafe.
        Case(device: "iPhone SE (first generation)", portrait: Rect(x: 0, y: 20, width: 320, height: 548),
             landscape: Rect(x: 0, y: 0, width: 568, height: 320)),
        // 375×667: 667 − 20 = 647.
        Case(device: "iPhone SE", portrait: Rect(x: 0, y: 20, width: 375, height: 647),
             landscape: Rect(x: 0, y: 0, width: 667, height: 375)),
        Case(device: "iPhone 8", portrait: Rect(x: 0, y: 20, width: 375, height: 647),
             landscape: Rect(x: 0, y: 0, width: 667, height: 375)),
        // 414×736: 736 − 20 = 716.
        Case(device: "iPhone 8 Plus", portrait: Rect(x: 0, y: 20, width: 414, height: 716),
             landscape: Rect(x: 0, y: 0, width: 736, height: 414)),
        // 375×812, 44/34: 812 − 78 = 734; landscape 812 − 88 = 724 wide, 375 − 21 = 354 tall.
        Case(device: "iPhone X", portrait: Rect(x: 0, y: 44, width: 375, height: 734),
             landscape: Rect(x: 44, y: 0, width: 724, height: 354)),
        // 375×812, 50/34: 812 − 84 = 728; 812 − 100 = 712, 354.
        Case(device: "iPhone 13 mini", portrait: Rect(x: 0, y: 50, width: 375, height: 728),
             landscape: Rect(x: 50, y: 0, width: 712, height: 354)),
        // 414×896, 48/34: 896 − 82 = 814; 896 − 96 = 800, 414 − 21 = 393.
        Case(device: "iPhone 11", portrait: Rect(x: 0, y: 48, width: 414, height: 814),
             landscape: Rect(x: 48, y: 0, width: 800, height: 393)),
        // 414×896, 44/34: 896 − 78 = 818; 896 − 88 = 808, 393.
        Case(device: "iPhone 11 Pro Max", portrait: Rect(x: 0, y: 44, width: 414, height: 818),
             landscape: Rect(x: 44, y: 0, width: 808, height: 393)),
        // 390×844, 47/34: 844 − 81 = 763; 844 − 94 = 750, 390 − 21 = 369.
        Case(device: "iPhone 14", portrait: Rect(x: 0, y: 47, width: 390, height: 763),
             landscape: Rect(x: 47, y: 0, width: 750, height: 369)),
        // 428×926, 47/34: 926 − 81 = 845; 926 − 94 = 832, 428 − 21 = 407.
        Case(device: "iPhone 14 Plus", portrait: Rect(x: 0, y: 47, width: 428, height: 845),
             landscape: Rect(x: 47, y: 0, width: 832, height: 407)),
        // 393×852, 59/34: 852 − 93 = 759; 852 − 118 = 734, 393 − 21 = 372.
        Case(device: "iPhone 15", portrait: Rect(x: 0, y: 59, width: 393, height: 759),
             landscape: Rect(x: 59, y: 0, width: 734, height: 372)),
        Case(device: "iPhone 15 Pro", portrait: Rect(x: 0, y: 59, width: 393, height: 759),
             landscape: Rect(x: 59, y: 0, width: 734, height: 372)),
        // 430×932, 59/34: 932 − 93 = 839; 932 − 118 = 814, 430 − 21 = 409.
        Case(device: "iPhone 15 Plus", portrait: Rect(x: 0, y: 59, width: 430, height: 839),
             landscape: Rect(x: 59, y: 0, width: 814, height: 409)),
        Case(device: "iPhone 15 Pro Max", portrait: Rect(x: 0, y: 59, width: 430, height: 839),
             landscape: Rect(x: 59, y: 0, width: 814, height: 409)),
        // 402×874, 62/34: 874 − 96 = 778; 874 − 124 = 750, 402 − 21 = 381.
        Case(device: "iPhone 16 Pro", portrait: Rect(x: 0, y: 62, width: 402, height: 778),
             landscape: Rect(x: 62, y: 0, width: 750, height: 381)),
        // 440×956, 62/34: 956 − 96 = 860; 956 − 124 = 832, 440 − 21 = 419.
        Case(device: "iPhone 16 Pro Max", portrait: Rect(x: 0, y: 62, width: 440, height: 860),
             landscape: Rect(x: 62, y: 0, width: 832, height: 419)),
        // The 2026 phones (insets approximate). 390×844, 47/34: 844 − 81 = 763; 844 − 94 = 750, 369.
        Case(device: "iPhone 16e", portrait: Rect(x: 0, y: 47, width: 390, height: 763),
             landscape: Rect(x: 47, y: 0, width: 750, height: 369)),
        // 402×874, 62/34, as the 16 Pro.
        Case(device: "iPhone 17", portrait: Rect(x: 0, y: 62, width: 402, height: 778),
             landscape: Rect(x: 62, y: 0, width: 750, height: 381)),
        Case(device: "iPhone 17 Pro", portrait: Rect(x: 0, y: 62, width: 402, height: 778),
             landscape: Rect(x: 62, y: 0, width: 750, height: 381)),
        // 440×956, 62/34, as the 16 Pro Max.
        Case(device: "iPhone 17 Pro Max", portrait: Rect(x: 0, y: 62, width: 440, height: 860),
             landscape: Rect(x: 62, y: 0, width: 832, height: 419)),
        // 420×912, 68/34: 912 − 102 = 810; 912 − 136 = 776, 420 − 21 = 399.
        Case(device: "iPhone Air", portrait: Rect(x: 0, y: 68, width: 420, height: 810),
             landscape: Rect(x: 68, y: 0, width: 776, height: 399)),
        // 744×1133, 24/20: 1133 − 44 = 1089; landscape 1133 wide, 744 − 44 = 700 tall.
        Case(device: "iPad mini", portrait: Rect(x: 0, y: 24, width: 744, height: 1089),
             landscape: Rect(x: 0, y: 24, width: 1133, height: 700)),
        // 810×1080 with a home button, 20/0: 1060; landscape 1080 wide, 790 tall.
        Case(device: "iPad (ninth generation)", portrait: Rect(x: 0, y: 20, width: 810, height: 1060),
             landscape: Rect(x: 0, y: 20, width: 1080, height: 790)),
        // 820×1180, 24/20: 1136; landscape 1180 wide, 776 tall.
        Case(device: "iPad", portrait: Rect(x: 0, y: 24, width: 820, height: 1136),
             landscape: Rect(x: 0, y: 24, width: 1180, height: 776)),
        // 1024×1366, 24/20: 1322; landscape 1366 wide, 980 tall.
        Case(device: "iPad Pro 12.9-inch", portrait: Rect(x: 0, y: 24, width: 1024, height: 1322),
             landscape: Rect(x: 0, y: 24, width: 1366, height: 980)),
        Case(device: "iPad Air 13-inch", portrait: Rect(x: 0, y: 24, width: 1024, height: 1322),
             landscape: Rect(x: 0, y: 24, width: 1366, height: 980)),
        // 768×1024 with a home button, 20/0: 1004; landscape 1024 wide, 748 tall.
        Case(device: "iPad mini (fifth generation)", portrait: Rect(x: 0, y: 20, width: 768, height: 1004),
             landscape: Rect(x: 0, y: 20, width: 1024, height: 748)),
        // 834×1112 with a home button, 20/0: 1092; landscape 1112 wide, 814 tall.
        Case(device: "iPad Pro 10.5-inch", portrait: Rect(x: 0, y: 20, width: 834, height: 1092),
             landscape: Rect(x: 0, y: 20, width: 1112, height: 814)),
        // 834×1194, 24/20: 1150; landscape 1194 wide, 790 tall.
        Case(device: "iPad Pro 11-inch", portrait: Rect(x: 0, y: 24, width: 834, height: 1150),
             landscape: Rect(x: 0, y: 24, width: 1194, height: 790)),
        // 834×1210, 24/20: 1166; landscape 1210 wide, 790 tall.
        Case(device: "iPad Pro 11-inch (M4)", portrait: Rect(x: 0, y: 24, width: 834, height: 1166),
             landscape: Rect(x: 0, y: 24, width: 1210, height: 790)),
        // 1032×1376, 24/20: 1332; landscape 1376 wide, 988 tall.
        Case(device: "iPad Pro 13-inch (M4)", portrait: Rect(x: 0, y: 24, width: 1032, height: 1332),
             landscape: Rect(x: 0, y: 24, width: 1376, height: 988)),
    ]

    /// A view pinned to the four edges of the root view's safe-area guide.
    static func pinnedToSafeArea() throws -> (Layout, ViewID) {
        var l = Layout()
        let v = try l.addView("content")
        for edge in [Attribute.top, .left, .bottom, .right] {
            try l.activate(LayoutConstraint(.view(v), edge, .equal, .safeArea(.root), edge))
        }
        return (l, v)
    }

    @Test("every preset: a view pinned to the safe-area guide fills the screen less the table's insets, in both orientations",
          arguments: cases)
    func safeAreaGuide(_ c: Case) throws {
        var (l, v) = try Self.pinnedToSafeArea()
        let device = try #require(Device.named(c.device))
        l.setDevice(device)
        #expect(l.frame(of: v) == c.portrait)
        #expect(l.guideFrame(.safeArea(.root)) == c.portrait)
        l.rotate()
        #expect(l.frame(of: v) == c.landscape)
        l.setDevice(device, orientation: .landscape)
        #expect(l.frame(of: v) == c.landscape)
        #expect(l.conflicts.isEmpty)
        #expect(l.ambiguities().isEmpty)
    }

    @Test("every preset is listed once, and its names find it whatever the case and spacing")
    func names() {
        let all = Device.presets.flatMap(\.names)
        #expect(Set(all).count == all.count)
        #expect(Device.named("iphone15promax")?.name == "iPhone 15 Pro Max")
        #expect(Device.named("IPHONE SE")?.screen == Size(width: 375, height: 667))
        #expect(Device.named("iPhone 99") == nil)
    }

    @Test("the default is a bare 375×667 screen: no safe area, and the root view's side margins are the 16-pt minimum")
    func bareDefault() throws {
        var l = Layout()
        #expect(l.device == nil)
        #expect(l.safeAreaInsets(of: .root) == .zero)
        // The toolbar: left and right on the root view's margins guide, as UIKit prints on
        // a 375-pt iPhone: x 16, width 375 − 32 = 343.
        let toolbar = try l.addView("toolbar")
        try l.activate(LayoutConstraint(.view(toolbar), .left, .equal, .margins(.root), .left))
        try l.activate(LayoutConstraint(.view(toolbar), .right, .equal, .margins(.root), .right))
        try l.activate(LayoutConstraint(.view(toolbar), .top, .equal, .safeArea(.root), .top))
        try l.pin(toolbar, .height, plus: 44)
        #expect(l.frame(of: toolbar) == Rect(x: 16, y: 0, width: 343, height: 44))
        // A 414-pt bare screen has the wider phones' 20: 414 − 40 = 374.
        try l.setScreen(Size(width: 414, height: 736))
        #expect(l.frame(of: toolbar) == Rect(x: 20, y: 0, width: 374, height: 44))
    }

    @Test("screen WxH leaves the device: a bare screen with no insets")
    func screenIsBare() throws {
        var (l, v) = try Self.pinnedToSafeArea()
        l.setDevice(try #require(Device.named("iPhone 15")))
        #expect(l.frame(of: v) == Rect(x: 0, y: 59, width: 393, height: 759))
        try l.setScreen(Size(width: 393, height: 852))
        #expect(l.device == nil)
        #expect(l.frame(of: v) == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("rotating twice comes back to the same frames, and the guide's constraints follow as edits")
    func rotation() throws {
        var (l, v) = try Self.pinnedToSafeArea()
        l.setDevice(try #require(Device.named("iPhone X")))
        let before = l.frame(of: v)
        l.rotate()
        #expect(l.screen == Size(width: 812, height: 375))
        #expect(l.environment.orientation == .landscape)
        // Landscape: 44 on each side, 21 at the bottom.
        #expect(l.safeAreaInsets(of: .root) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        let guide = l.guideConstraintIDs(of: .root).map { l.describe($0) }
        #expect(guide == [
            "'UIViewSafeAreaLayoutGuide-left' H:|-(44)-[root.safeAreaLayoutGuide](LTR)   (names: '|':root)",
            "'UIViewSafeAreaLayoutGuide-top' V:|-(0)-[root.safeAreaLayoutGuide]   (names: '|':root)",
            "'UIViewSafeAreaLayoutGuide-right' H:[root.safeAreaLayoutGuide]-(44)-|(LTR)   (names: '|':root)",
            "'UIViewSafeAreaLayoutGuide-bottom' V:[root.safeAreaLayoutGuide]-(21)-|   (names: '|':root)",
        ])
        l.rotate()
        #expect(l.frame(of: v) == before)
        #expect(before == Rect(x: 0, y: 44, width: 375, height: 734))
    }

    @Test("prefersStatusBarHidden: a home-button phone loses its 20, a Dynamic Island phone keeps its 59")
    func statusBarHidden() throws {
        var l = Layout()
        l.setDevice(try #require(Device.named("iPhone 8")))
        l.setPrefersStatusBarHidden(true)
        #expect(l.safeAreaInsets(of: .root) == .zero)
        l.setDevice(try #require(Device.named("iPhone 15")))
        #expect(l.safeAreaInsets(of: .root) == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(l.environment.statusBarHeight == 0)
    }

    @Test("additionalSafeAreaInsets add to the device's: iPhone 8 top 20 + 10, bottom 0 + 44")
    func additionalInsets() throws {
        var (l, v) = try Self.pinnedToSafeArea()
        l.setDevice(try #require(Device.named("iPhone 8")))
        try l.setAdditionalSafeAreaInsets(EdgeInsets(top: 10, left: 0, bottom: 44, right: 0))
        // 667 − 30 − 44 = 593.
        #expect(l.frame(of: v) == Rect(x: 0, y: 30, width: 375, height: 593))
    }

    @Test("negative additionalSafeAreaInsets take from the safe area but never past the edge: 20 − 30 is 0")
    func negativeAdditionalInsets() throws {
        var l = Layout()
        l.setDevice(try #require(Device.named("iPhone 8")))
        try l.setAdditionalSafeAreaInsets(EdgeInsets(top: -30, left: 0, bottom: 0, right: 0))
        #expect(l.safeAreaInsets(of: .root) == .zero)
    }

    @Test("a deep tree: the safe area is carried down a chain of 300 views, each at the top of the last")
    func deepTree() throws {
        var l = Layout()
        l.setDevice(try #require(Device.named("iPhone 8")))
        var parent = ViewID.root
        for i in 0..<300 {
            let v = try l.addView("v\(i)", in: parent, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            parent = v
        }
        // Every view is at the top of its superview, so each keeps the whole 20-pt band.
        #expect(l.safeAreaInsets(of: parent) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test("in a navigation and a tab bar controller: iPhone 15 top 53.67 + 44 = 97.67 (the bar under the status bar, over the Dynamic Island's inset), bottom 34 + 49 = 83")
    func bars() throws {
        var (l, v) = try Self.pinnedToSafeArea()
        l.setDevice(try #require(Device.named("iPhone 15")))
        l.setContainer(.navigationAndTabBar)
        // The status bar is 161 px at @3x: the bar spans 161/3…161/3 + 44; 852 − 97.67 − 83 = 671.33.
        let top = 161.0 / 3 + 44
        #expect(l.frame(of: v) == Rect(x: 0, y: top, width: 393, height: 852 - top - 83).snapped(toPixelsOf: 3))
        #expect(formatNumber(top) == "97.667")
        // Landscape: the compact bars, 32 each: top 0 + 32, bottom 21 + 32 = 53; 393 − 85 = 308.
        l.rotate()
        #expect(l.frame(of: v) == Rect(x: 59, y: 32, width: 734, height: 308))
    }

    @Test("the iPhone 16e is found by its name as Apple writes it, and with the spaces left out or added")
    func sixteenE() throws {
        let device = try #require(Device.named("iPhone 16e"))
        #expect(device.name == "iPhone 16e")
        #expect(Device.named("iphone16e") == device)
        #expect(Device.named("iPhone 16 e") == device)
        #expect(device.screen == Size(width: 390, height: 844))
        #expect(device.isApproximate)
    }

    @Test("a generation is found spelt in figures, as the simulators name it, or in words")
    func generations() throws {
        let second = try #require(Device.named("iPhone SE (2nd generation)"))
        #expect(second.screen == Size(width: 375, height: 667))
        #expect(Device.named("iPhone SE (second generation)") == second)
        let first = try #require(Device.named("iPhone SE (1st generation)"))
        #expect(first.screen == Size(width: 320, height: 568))
        #expect(Device.named("iPad (9th generation)")?.screen == Size(width: 810, height: 1080))
        #expect(Device.named("iPhone SE (12th generation)") == nil)
    }

    @Test("a notched phone's navigation bar follows the whole top inset: iPhone 14 top 47 + 44 = 91")
    func notchedBar() throws {
        var (l, v) = try Self.pinnedToSafeArea()
        l.setDevice(try #require(Device.named("iPhone 14")))
        l.setContainer(.navigation)
        // 844 − 91 − 34 = 719.
        #expect(l.frame(of: v) == Rect(x: 0, y: 91, width: 390, height: 719))
    }

    @Test("a subview's safe area is its overlap with the superview's unsafe band: 20 lower under 59 leaves 39")
    func subviewSafeArea() throws {
        var l = Layout()
        l.setDevice(try #require(Device.named("iPhone 15")))
        let low = try l.addView("low")
        try l.pin(low, .top, to: .root, plus: 20); try l.pin(low, .left, to: .root)
        try l.pin(low, .width, plus: 100); try l.pin(low, .height, plus: 100)
        // top: 59 − 20 = 39; left: the root has no side inset; bottom: 120 is far above 852 − 34.
        #expect(l.safeAreaInsets(of: low) == EdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        let below = try l.addView("below")
        try l.pin(below, .top, to: .root, plus: 100); try l.pin(below, .left, to: .root)
        try l.pin(below, .width, plus: 100); try l.pin(below, .bottom, to: .root)
        // Entirely below the top band; its bottom edge is the screen's, so it meets all 34.
        #expect(l.safeAreaInsets(of: below) == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // A view pinned to its own safe-area guide moves with the second pass: inside `low`,
        // top = 39 once `low` is laid out.
        let inner = try l.addView("inner", in: low)
        try l.activate(LayoutConstraint(.view(inner), .top, .equal, .safeArea(low), .top))
        try l.pin(inner, .left, to: low); try l.pin(inner, .width, plus: 10); try l.pin(inner, .height, plus: 10)
        #expect(l.frame(of: inner) == Rect(x: 0, y: 39, width: 10, height: 10))
        // Moving `low` down to 80 takes it out of the band: the inner view follows, at 0.
        try l.setConstant(try #require(l.constraintIDs.first { l.describe($0) == "low.top == root.top + 20" }), 80)
        #expect(l.safeAreaInsets(of: low) == .zero)
        #expect(l.frame(of: inner) == Rect(x: 0, y: 0, width: 10, height: 10))
    }
}

extension DeviceTests {
    @Test("in landscape a navigation bar is the compact 32 on a phone of compact width there, and 44 on one of regular width",
          arguments: [("iPhone 8", 32.0), ("iPhone 13 mini", 32.0), ("iPhone 8 Plus", 44.0), ("iPhone 11", 44.0),
                      ("iPhone 15 Pro Max", 44.0)])
    func landscapeNavigationBar(device name: String, bar: Double) throws {
        var l = Layout()
        let device = try #require(Device.named(name))
        l.setDevice(device, orientation: .landscape)
        l.setContainer(.navigation)
        // No status bar in landscape: the bar alone is the safe area's top.
        #expect(l.safeAreaInsets(of: .root).top == bar)
        #expect(device.landscape.horizontalSizeClass == (bar == 44 ? .regular : .compact))
    }
}
