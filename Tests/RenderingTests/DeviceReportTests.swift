import Layout
import Testing

import Rendering

/// The device in the reports: `frames`, the scroll line, `explain` and `--json`.
///
/// The layout: an iPhone 8 (375×667, 20-pt status bar), a full-screen scroll view whose content
/// is 375×1000, and a 44-pt bar pinned to the root view's top edge, under the status bar.
@Suite("the device in the reports")
struct DeviceReportTests {
    static func underStatusBar() throws -> (Layout, sv: ViewID, bar: ViewID) {
        var l = Layout()
        l.setDevice(try #require(Device.named("iPhone 8")))
        let sv = try l.fullScreenScrollView()
        let box = try l.addView("box", in: sv)
        try l.pinEdges(box, to: sv)
        try l.pin(box, .width, to: sv)
        try l.pin(box, .height, plus: 1000)
        let bar = try Self.bar(&l)
        return (l, sv, bar)
    }

    /// A 44-pt bar across the top of the root view, pinned to its edges (not its safe area).
    static func bar(_ l: inout Layout) throws -> ViewID {
        let bar = try l.addView("bar")
        try l.pin(bar, .left, to: .root); try l.pin(bar, .right, to: .root)
        try l.pin(bar, .top, to: .root); try l.pin(bar, .height, plus: 44)
        return bar
    }

    @Test("frames: a line under each view with a safe area; the content, inset by its scroll view, has none")
    func frames() throws {
        let (l, _, _) = try Self.underStatusBar()
        // sv rests at −20 (the adjusted top), so box is 20 lower on screen.
        expectPicture(Report.frames(l), """
            view     frame           bounds           window           transform
            root     (0,0,375,667)   (0,0,375,667)    (0,0,375,667)    identity
                     safeAreaInsets (20,0,0,0)
              sv     (0,0,375,667)   (0,-20,375,667)  (0,0,375,667)    identity
                     safeAreaInsets (20,0,0,0)
                box  (0,0,375,1000)  (0,0,375,1000)   (0,20,375,1000)  identity
              bar    (0,0,375,44)    (0,0,375,44)     (0,0,375,44)     identity
                     safeAreaInsets (20,0,0,0)
            """)
    }

    @Test("the scroll line shows the safe-area part of the inset, and the range that uses it")
    func scrollLine() throws {
        var (l, sv, _) = try Self.underStatusBar()
        #expect(Report.scrollLines(l) == ["sv  contentSize 375×1000 · offset (0,-20) · safe area (20,0,0,0) · scrolls vertically -20…333"])
        try l.setContentInsetAdjustmentBehavior(sv, .never)
        #expect(Report.scrollLines(l) == ["sv  contentSize 375×1000 · offset (0,0) · scrolls vertically 0…333"])
    }

    @Test("explain a scroll view: adjustedContentInset as a sum, and which part of each range comes from the safe area")
    func explainScrollView() throws {
        let (l, sv, _) = try Self.underStatusBar()
        let text = Report.explain(l, view: sv)
        #expect(text.contains("""
              adjustedContentInset (20,0,0,0) = contentInset (0,0,0,0) + (20,0,0,0) of sv's safe area (20,0,0,0): \
            .automatic adds it on the axes whose content is larger than the bounds
            """))
        #expect(text.contains("vertically: scrolls -20…333: the content height 1000 with insets 20 and 0 (20 and 0 from the safe area) is larger than the bounds height 667"))
    }

    @Test("explain a view under the status bar says so, and explain root names the device")
    func explainViews() throws {
        let (l, _, bar) = try Self.underStatusBar()
        let text = Report.explain(l, view: bar)
        #expect(text.contains("  safeAreaInsets (20,0,0,0) · layoutMargins (28,8,8,8) · readable width 359"))
        #expect(text.contains("  lies under root's unsafe area (20 at the top): pin it to root.safeAreaLayoutGuide to keep it clear"))
        let root = Report.explain(l, view: .root)
        #expect(root.contains("  device iPhone 8, portrait (compact width, regular height) · status bar 20"))
        #expect(root.contains("  safeAreaInsets (20,0,0,0) · layoutMargins (20,16,0,16) · readable width 343"))
        #expect(Report.explain(l, view: nil).hasPrefix("screen iPhone 8 portrait 375×667 · 3 views"))
    }

    @Test("a bare screen keeps its old explain: no device or safe-area lines")
    func bareExplain() throws {
        var l = Layout()
        let v = try Self.bar(&l)
        #expect(!Report.explain(l, view: v).contains("safeAreaInsets"))
        #expect(!Report.explain(l, view: .root).contains("device"))
    }

    @Test("--json: the device on the screen line, safe areas on views, the adjusted inset on scroll views")
    func json() throws {
        let (l, _, _) = try Self.underStatusBar()
        let lines = Report.json(from: nil, to: l)
        #expect(lines.first == #"{"type":"screen","width":375,"height":667,"device":"iPhone 8","orientation":"portrait","statusBar":20,"container":"window"}"#)
        #expect(lines.contains { $0.hasPrefix(#"{"type":"view","name":"bar""#) && $0.hasSuffix(#""safeAreaInsets":{"top":20,"left":0,"bottom":0,"right":0},"layoutMargins":{"top":28,"left":8,"bottom":8,"right":8}}"#) })
        #expect(lines.contains { $0.contains(#""safeAreaInset":{"top":20,"left":0,"bottom":0,"right":0},"adjustedContentInset":{"top":20,"left":0,"bottom":0,"right":0},"horizontal""#) })
    }

    @Test("constraints lists the guide constraints UIKit makes, with UIKit's identifiers")
    func constraintListing() throws {
        var l = Layout()
        l.setDevice(try #require(Device.named("iPhone 15")))
        let v = try l.addView("v")
        try l.activate(LayoutConstraint(.view(v), .top, .equal, .safeArea(.root), .top))
        try l.activate(LayoutConstraint(.view(v), .left, .equal, .view(.root), .leftMargin))
        let listing = Report.constraints(l, of: v)
        #expect(listing == """
            active
              v.top == root.safeAreaLayoutGuide.top
              v.left == root.leftMargin
            """)
        let all = Report.constraints(l, of: .root)
        #expect(all.contains("  'UIViewSafeAreaLayoutGuide-top' V:|-(59)-[root.safeAreaLayoutGuide]   (names: '|':root)"))
        #expect(all.contains("  'UIView-leftMargin-guide-constraint' H:|-(16)-[root.layoutMarginsGuide](LTR)   (names: '|':root)"))
        #expect(all.contains("  'UIView-bottomMargin-guide-constraint' V:[root.layoutMarginsGuide]-(34)-|   (names: '|':root)"))
    }
}
