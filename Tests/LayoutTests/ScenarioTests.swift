import Cassowary
import Layout
import Testing

/// The scenarios of SPEC §9 through the Swift API. Labels use the documented metric: at 17 pt a
/// character advances by its width in the system font and a line is 20.29 tall, 20.333 at @3x.
@Suite("the scroll view scenarios")
struct ScenarioTests {
    @Test("1: a SnapKit stack sets the content height: 1000 + 3 × 20.333 = 1061, scrolls 0…394")
    func verticalStack() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let top = try l.addView("topView", in: sv)
        try l.pin(top, .top, to: sv)           // make.top.equalTo(0): the content's top
        try l.pin(top, .left, to: sv)
        try l.pin(top, .width, to: sv)         // the frame's width
        try l.pin(top, .height, plus: 1000)
        var previous = top
        for name in ["one", "two", "three"] {
            let label = try l.addView(name, kind: .label, in: sv)
            try l.setLabel(label, text: "Label \(name)", numberOfLines: 0)
            try l.pin(label, .top, to: previous, .bottom)
            try l.pin(label, .left, to: sv)
            try l.pin(label, .width, to: sv)
            previous = label
        }
        try l.pin(previous, .bottom, to: sv)   // make.bottom.equalTo(0)
        let info = try #require(l.scrollInfo(sv))
        // Only left edges reach the content, so its width is ambiguous (0), as Interface Builder
        // warns; the height is fully determined.
        #expect(info.contentSize == Size(width: 0, height: 1061))
        #expect(info.vertical == ScrollRange(min: 0, max: 394))
        #expect(!info.horizontal.scrolls)
        #expect(l.frame(of: try #require(l.id(of: "three"))) == Rect(x: 0, y: 3122.0 / 3, width: 375, height: 61.0 / 3))
        #expect(l.ambiguities().isEmpty)
        #expect(l.contentAmbiguities().map(\.message) == [
            "Scrollable content size ambiguity: sv has ambiguous scrollable content width — nothing ties the right-most view (topView) to sv.trailing",
        ])
    }

    /// Ten five-letter words: 59 characters, 501.5 points on one line.
    let paragraph = "aaaaa bbbbb ccccc ddddd eeeee fffff ggggg hhhhh iiiii jjjjj"

    /// A full-screen scroll view with the paragraph in a wrapping label pinned to its four content
    /// edges, and with `width.equalTo(scrollView)` when `tiedToWidth`.
    func wrappingLabel(tiedToWidth: Bool) throws -> (Layout, sv: ViewID, label: ViewID) {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let label = try l.addView("title", kind: .label, in: sv)
        try l.setLabel(label, text: paragraph, numberOfLines: 0)
        try l.pinEdges(label, to: sv)
        if tiedToWidth { try l.pin(label, .width, to: sv) }
        return (l, sv, label)
    }

    @Test("2: a wrapping label pinned only left and right grows to one 443-pt line and scrolls sideways")
    func labelPitfall() throws {
        let (l, sv, label) = try wrappingLabel(tiedToWidth: false)
        let info = try #require(l.scrollInfo(sv))
        #expect(l.frame(of: label) == Rect(x: 0, y: 0, width: 443, height: 61.0 / 3))
        #expect(info.horizontal == ScrollRange(min: 0, max: 68))  // 443 − 375
    }

    @Test("2: with width.equalTo(scrollView) it wraps: seven words a line, two lines")
    func labelWraps() throws {
        let (l, sv, label) = try wrappingLabel(tiedToWidth: true)
        // Line 1 holds seven words (343.59 points); the eighth would make 395.97 > 375.
        #expect(l.frame(of: label) == Rect(x: 0, y: 0, width: 375, height: 122.0 / 3))
        #expect(l.scrollInfo(sv)?.horizontal.scrolls == false)
    }

    @Test("2: the wrapped label re-wraps when the screen rotates: its 442.91 points fit in 667, one line")
    func labelRotates() throws {
        var (l, _, label) = try wrappingLabel(tiedToWidth: true)
        l.rotate()
        #expect(l.frame(of: label) == Rect(x: 0, y: 0, width: 667, height: 61.0 / 3))
        l.rotate()
        #expect(l.frame(of: label) == Rect(x: 0, y: 0, width: 375, height: 122.0 / 3))
    }

    @Test("3: three pages of size.equalTo(scrollView) chained left to right: 3 × 375 wide; rotation re-lays out")
    func paging() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        var previous: ViewID? = nil
        for i in 0..<3 {
            let page = try l.addView("page\(i)", in: sv)
            try l.pin(page, .width, to: sv)
            try l.pin(page, .height, to: sv)
            try l.pin(page, .top, to: sv)
            try l.pin(page, .bottom, to: sv)
            if let previous { try l.pin(page, .left, to: previous, .right) } else { try l.pin(page, .left, to: sv) }
            previous = page
        }
        if let previous { try l.pin(previous, .right, to: sv) }
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 1125, height: 667))
        #expect(l.scrollInfo(sv)?.horizontal == ScrollRange(min: 0, max: 750))
        l.rotate()
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 2001, height: 375))
        #expect(l.scrollInfo(sv)?.horizontal == ScrollRange(min: 0, max: 1334))
        #expect(l.frame(of: try #require(l.id(of: "page2"))) == Rect(x: 1334, y: 0, width: 667, height: 375))
    }

    @Test("4: a web view's height constant set later grows the content: 100 + 2400 = 2500")
    func webView() throws {
        var (l, sv, _, height) = try Fixture.webView()
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 375, height: 100))
        try l.setConstant(height, 2400)
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 375, height: 2500))
        #expect(l.scrollInfo(sv)?.vertical == ScrollRange(min: 0, max: 1833))
    }

    @Test("5: edges to the screen plus a fixed height: the minimal culprits, the newest broken")
    func unsatisfiable() throws {
        var l = Layout()
        let v = try l.addView("box")
        try l.pin(v, .left, to: .root); try l.pin(v, .right, to: .root)
        let top = try l.pin(v, .top, to: .root)
        let bottom = try l.pin(v, .bottom, to: .root)
        let height = try l.pin(v, .height, plus: 100)
        #expect(l.frame(of: v) == Rect(x: 0, y: 0, width: 375, height: 667))
        let report = try #require(l.conflicts.first)
        #expect(report.broken == height)
        let screenHeight = try #require(l.constraintIDs.first { l.describe($0) == "root.height == 667   (screen size)" })
        #expect(report.conflicting == [screenHeight, top, bottom])
    }

    @Test("5: a required height beats the label's compression resistance; below 750 the label wins")
    func mixedApproach() throws {
        func contentHeight(heightPriority: Int) throws -> (Double, [String]) {
            var l = Layout()
            let sv = try l.addView("sv", kind: .scrollView, frame: Rect(x: 0, y: 0, width: 375, height: 667))
            let content = try l.addView("content", in: sv, frame: Rect(x: 0, y: 0, width: 375, height: 100))
            try l.setContentSize(sv, Size(width: 375, height: 100))
            try l.setTranslatesAutoresizingMask(content, false)
            try l.pin(content, .top, to: sv); try l.pin(content, .left, to: sv)
            try l.pin(content, .width, to: sv)
            try l.pin(content, .height, plus: 100, priority: heightPriority)
            let label = try l.addView("label", kind: .label, in: content)
            try l.setLabel(label, text: String(repeating: "word ", count: 60), numberOfLines: 0)
            for a in [Attribute.top, .bottom, .left, .right] { try l.pin(label, a, to: content) }
            return (l.frame(of: content).height, l.unsatisfiedOptional().map { l.describe($0.id) })
        }
        // 60 words of 4 letters at 375 wide: "word" is 39.32 and a space 4.2, so eight words take
        // 346.1 and a ninth would pass 375: 8 lines (8·7 + 4) → 8 × 20.29 = 162.3, 162.333 at @3x.
        // The label asks for its widest line, eight words (337.40, 337.667 at @3x), and pinned to
        // the 375 of its content its hugging gives way too.
        let required = try contentHeight(heightPriority: 1000)
        #expect(required.0 == 100)
        #expect(required.1 == ["label.width <= 337.667 @250   (content hugging, horizontal)",
                               "label.height >= 162.333 @750   (compression resistance, vertical)"])
        let low = try contentHeight(heightPriority: 749)
        #expect(low.0 == 487.0 / 3)
    }

    @Test("6: before the bottom-most view is tied to the bottom the content height is ambiguous and nothing scrolls")
    func pureApproach() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let a = try l.addView("a", in: sv), b = try l.addView("b", in: sv)
        for v in [a, b] {
            try l.activate(LayoutConstraint(.view(v), .left, .equal, .content(sv), .left))
            try l.activate(LayoutConstraint(.view(v), .width, .equal, .frame(sv), .width))
            try l.activate(LayoutConstraint(.view(v), .height, .equal, constant: 1000))
        }
        try l.activate(LayoutConstraint(.view(a), .top, .equal, .content(sv), .top))
        try l.activate(LayoutConstraint(.view(b), .top, .equal, .view(a), .bottom))
        let messages = l.contentAmbiguities().map(\.message)
        #expect(messages.contains("Scrollable content size ambiguity: sv has ambiguous scrollable content height — nothing ties the bottom-most view (b) to sv.bottom"))
        #expect(l.scrollInfo(sv)?.vertical.scrolls == false)
        try l.activate(LayoutConstraint(.view(b), .bottom, .equal, .content(sv), .bottom))
        try l.activate(LayoutConstraint(.view(b), .right, .equal, .content(sv), .right))
        #expect(l.contentAmbiguities().isEmpty)
        #expect(l.scrollInfo(sv)?.vertical == ScrollRange(min: 0, max: 1333))
    }

    @Test("7: a container sized only by its subviews' edges: 20 + 100 + 20 = 140")
    func selfSizing() throws {
        var l = Layout()
        let box = try l.addView("box")
        try l.pin(box, .top, to: .root, plus: 50); try l.pin(box, .left, to: .root, plus: 10)
        let inner = try l.addView("inner", in: box)
        try l.pin(inner, .top, to: box, plus: 20); try l.pin(inner, .left, to: box, plus: 20)
        try l.pin(box, .bottom, to: inner, plus: 20); try l.pin(box, .right, to: inner, plus: 20)
        try l.pin(inner, .width, plus: 200); try l.pin(inner, .height, plus: 100)
        #expect(l.frame(of: box) == Rect(x: 10, y: 50, width: 240, height: 140))
        #expect(l.windowRect(of: inner) == Rect(x: 30, y: 70, width: 200, height: 100))
    }

    @Test("8: zoomScale 10 makes the frame and contentSize 600×400; bounds stay 60×40")
    func zoom() throws {
        var (l, sv, r) = try Fixture.zoomableRect()
        try l.setZoomRange(sv, minimum: 1, maximum: 10)
        try l.setZoomView(sv, r)
        #expect(try l.setZoomScale(sv, 10) == .zoomed(10))
        #expect(l.frame(of: r) == Rect(x: 0, y: 0, width: 600, height: 400))
        #expect(l.bounds(of: r) == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(l.transform(of: r).description == "[10 0 0 10 0 0]")
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 600, height: 400))
        #expect(try l.setZoomScale(sv, 25) == .clamped(requested: 25, to: 10))
        #expect(try l.setZoomScale(sv, 0.5) == .clamped(requested: 0.5, to: 1))
    }

    @Test("8: without a zoom view, or with max ≤ min, nothing zooms and the reason is given")
    func noZoom() throws {
        var (l, sv, r) = try Fixture.zoomableRect()
        try l.setZoomRange(sv, minimum: 1, maximum: 10)
        #expect(try l.setZoomScale(sv, 2) == .noZoomView)
        try l.setZoomView(sv, r)
        try l.setZoomRange(sv, minimum: 3, maximum: 2)
        #expect(try l.setZoomScale(sv, 2) == .rangeDisabled(min: 3, max: 2))
        #expect(l.frame(of: r) == Rect(x: 0, y: 0, width: 60, height: 40))
    }

    @Test("9: V:|[contentView(600)]| and H:|[contentView(300)]| give 300×600; a hand-set size changes nothing")
    func vflContentView() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let cv = try l.addView("contentView", in: sv)
        for a in [Attribute.top, .left, .bottom, .right] { try l.pin(cv, a, to: sv) }
        try l.pin(cv, .width, plus: 300); try l.pin(cv, .height, plus: 600)
        try l.setContentSize(sv, Size(width: 1000, height: 1000))
        let info = try #require(l.scrollInfo(sv))
        #expect(info.contentSize == Size(width: 300, height: 600))
        #expect(info.overriddenHandSize == Size(width: 1000, height: 1000))
        #expect(!info.vertical.scrolls && !info.horizontal.scrolls)
    }

    @Test("10: swapping priorities 999 and 1 moves the last view between the screen bottom and the stack")
    func priorityToggle() throws {
        var l = Layout()
        let a = try l.addView("a"), last = try l.addView("last")
        try l.pin(a, .top, to: .root); try l.pin(a, .height, plus: 300)
        try l.pin(last, .height, plus: 50)
        let follow = try l.pin(last, .top, to: a, .bottom, plus: 10, priority: 1)     // "10@1"
        let pinned = try l.pin(last, .bottom, to: .root, plus: 0, priority: 999)      // "0@999"
        #expect(l.frame(of: last).minY == 617)   // 667 − 50
        try l.setPriority(pinned, 1)
        try l.setPriority(follow, 999)
        #expect(l.frame(of: last).minY == 310)   // 300 + 10
    }

    @Test("a header tied to the screen stays put while the content scrolls (offset 200 → frame y 200)")
    func stickyHeader() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let body = try l.addView("body", in: sv)
        for a in [Attribute.top, .left, .bottom, .right] { try l.pin(body, a, to: sv) }
        try l.pin(body, .width, to: sv); try l.pin(body, .height, plus: 2000)
        let header = try l.addView("header", in: sv)
        try l.pin(header, .top, to: .root); try l.pin(header, .left, to: .root)
        try l.pin(header, .width, to: .root); try l.pin(header, .height, plus: 44)
        try l.setContentOffset(sv, Point(x: 0, y: 200))
        #expect(l.frame(of: header).minY == 200)
        #expect(l.windowRect(of: header).minY == 0)
        #expect(l.windowRect(of: body).minY == -200)
        // A drag past the end is clamped: max = 2000 − 667.
        #expect(try l.scroll(sv, to: Point(x: 0, y: 5000)) == Point(x: 0, y: 1333))
    }

    @Test("UIKit's refusals: a location equal to a constant, leading against left, x against y")
    func illegalPairs() throws {
        var l = Layout()
        let v = try l.addView("v")
        #expect(throws: LayoutError.locationNeedsPair(.top)) {
            try l.activate(LayoutConstraint(.view(v), .top, .equal, constant: 10))
        }
        #expect(throws: LayoutError.leadingTrailingWithLeftRight) { try l.pin(v, .leading, to: .root, .left) }
        #expect(throws: LayoutError.mixedAxes(.top, .left)) { try l.pin(v, .top, to: .root, .left) }
        #expect(throws: LayoutError.sizeWithLocation(.width, .left)) { try l.pin(v, .width, to: .root, .left) }
        try l.pin(v, .height, plus: 10)
        let soft = try l.pin(v, .width, plus: 10, priority: 500)
        #expect(throws: LayoutError.requiredPriorityChange(existing: 500, passed: 1000)) { try l.setPriority(soft, 1000) }
    }

    @Test("the priority refusal names both priorities, as UIKit's exception does", arguments: [
        (500, 1000, "You passed priority 1000 and the existing priority was 500."),
        (1000, 250, "You passed priority 250 and the existing priority was 1000."),
    ])
    func priorityRefusal(existing: Int, passed: Int, sentence: String) throws {
        var l = Layout()
        let v = try l.addView("v")
        let c = try l.pin(v, .width, plus: 10, priority: existing)
        #expect(throws: LayoutError.requiredPriorityChange(existing: existing, passed: passed)) { try l.setPriority(c, passed) }
        #expect(LayoutError.requiredPriorityChange(existing: existing, passed: passed).description
                == "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. " + sentence)
        // Refused, so nothing changed.
        #expect(l.constraint(c)?.priority == existing)
    }

    @Test("a frame-made view keeps translatesAutoresizingMask on and its constraints conflict with moving it")
    func autoresizingMask() throws {
        var l = Layout()
        let v = try l.addView("v", frame: Rect(x: 10, y: 20, width: 100, height: 50))
        try l.pin(v, .left, to: .root, plus: 30)
        #expect(l.frame(of: v) == Rect(x: 10, y: 20, width: 100, height: 50))
        let report = try #require(l.conflicts.first)
        #expect(report.conflicting.map { l.describe($0) }.contains("v.left == 10   (autoresizing mask)"))
        try l.setTranslatesAutoresizingMask(v, false)
        try l.reactivate(report.broken)
        #expect(l.frame(of: v).minX == 30)
    }

    @Test("removing a view drops its subtree and every constraint that mentions them")
    func removeView() throws {
        var l = Layout()
        let a = try l.addView("a"), inner = try l.addView("inner", in: a), b = try l.addView("b")
        try l.pin(a, .height, plus: 100); try l.pin(inner, .height, to: a)
        try l.pin(b, .top, to: inner, .bottom)
        let before = l.constraintIDs.count
        try l.removeView(a)
        #expect(l.id(of: "inner") == nil)
        #expect(l.constraintIDs.count == before - 3)
        #expect(l.view(b)?.name == "b")
    }
}
