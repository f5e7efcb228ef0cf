import Layout
import Testing

import Rendering

/// `explain [v]`: why a view is where it is; what is ambiguous, unmet or broken.
@Suite("explain")
struct ExplainTests {
    /// ``Fixtures/untiedBottom()``: a's left and right edges tie the content width to a's width, the
    /// frame's 375, but nothing ties b's bottom to the content's, so the height is ambiguous (0).
    @Test("a scroll view that does not scroll: why not on each axis, and why nothing zooms")
    func scrollViewThatDoesNotScroll() throws {
        let (l, sv) = try Fixtures.untiedBottom()
        expectPicture(Report.explain(l, view: sv), """
            sv: scroll view in root
              frame (0,0,375,667) · bounds (0,0,375,667) · window (0,0,375,667)
            horizontal
              sv.left == root.left
              sv.right == root.right
            vertical
              sv.top == root.top
              sv.bottom == root.bottom
            content (constraints from inside sv)
              a.left == sv.contentLayoutGuide.left
              a.width == sv.frameLayoutGuide.width
              b.left == sv.contentLayoutGuide.left
              b.width == sv.frameLayoutGuide.width
              a.right == sv.contentLayoutGuide.right
              a.top == sv.contentLayoutGuide.top
            scrolling
              contentSize 375×0 (width from constraints, height ambiguous) · offset (0,0)
              horizontally: does not scroll: the content width 375 is not larger than the bounds width 375
              vertically: does not scroll: Scrollable content size ambiguity: sv has ambiguous scrollable content height — nothing ties the bottom-most view (b) to sv.bottom
            zoom
              does not zoom: no zoom view (viewForZooming(in:) returns nil) and maximumZoomScale 1 is not above minimumZoomScale 1
            """)
    }

    /// ``Fixtures/headerAndLabel()`` scrolled: it scrolls, and says how far and why.
    @Test("a scroll view that scrolls: its range and why, with insets")
    func scrollViewThatScrolls() throws {
        var (l, sv, _, _) = try Fixtures.headerAndLabel()
        try l.setContentInset(sv, EdgeInsets(top: 0, left: 0, bottom: 30, right: 0))
        let text = Report.explain(l, view: sv)
        let scrolling = text.split(separator: "\n").drop { $0 != "scrolling" }.prefix(4).joined(separator: "\n")
        expectPicture(scrolling, """
            scrolling
              contentSize 200×201.333 (from constraints) · offset (0,0) · inset (0,0,30,0)
              horizontally: does not scroll: the content width 200 is not larger than the bounds width 200
              vertically: scrolls 0…31.333: the content height 201.333 with insets 0 and 30 is larger than the bounds height 200
            """)
    }

    /// The content's bottom is only held below v's (`<=`), so its height is any value from 1000 up:
    /// whatever the solver picked, the range is not to be relied on, and explain says so.
    @Test("content whose size is ambiguous scrolls only by chance, and explain says so")
    func scrollsByChance() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let v = try l.addView("v", in: sv)
        try l.pinEdges(v, to: sv)
        try l.pin(v, .width, to: sv)
        try l.pin(v, .height, plus: 1000)
        let bottom = try #require(l.constraintIDs.first { l.describe($0) == "v.bottom == sv.contentLayoutGuide.bottom" })
        try l.deactivate(bottom)
        try l.pin(v, .bottom, .lessThanOrEqual, to: sv)
        let line = Report.explain(l, view: sv).split(separator: "\n").first { $0.hasPrefix("  vertically:") }
        let range = try #require(l.scrollInfo(sv)).vertical
        #expect(range.scrolls)
        #expect(line == """
              vertically: scrolls 0…\(formatNumber(range.max)) only by chance: Scrollable content size ambiguity: \
            sv has ambiguous scrollable content height — the chain from sv.top to sv.bottom does not fix the height of every view in it
            """)
    }

    /// SPEC §9.5 without the scroll view: content is held to 100 by a required height, the label in
    /// it needs 8 lines, 162.333 tall (60 four-letter words, eight a line at 375), so its
    /// compression resistance (750) loses by 62.333 and the label is clipped. It asks for its
    /// widest line, eight words, 337.40 (337.667 at @3x): pinned to 375, its hugging gives way.
    @Test("a label squeezed by a required height: its constraints per axis and the unmet compression resistance")
    func unsatisfiedOptional() throws {
        var l = Layout()
        let content = try l.addView("content")
        try l.pin(content, .top, to: .root)
        try l.pin(content, .left, to: .root)
        try l.pin(content, .width, to: .root)
        try l.pin(content, .height, plus: 100)
        let label = try l.addView("label", kind: .label, in: content)
        try l.setLabel(label, text: String(repeating: "word ", count: 60), numberOfLines: 0)
        try l.pinEdges(label, to: content)
        expectPicture(Report.explain(l, view: label), """
            label: label in content
              frame (0,0,375,100) · bounds (0,0,375,100) · window (0,0,375,100)
            horizontal
              label.width <= 337.667 @250   (content hugging, horizontal)
              label.width >= 337.667 @750   (compression resistance, horizontal)
              label.left == content.left
              label.right == content.right
            vertical
              label.height <= 162.333 @250   (content hugging, vertical)
              label.height >= 162.333 @750   (compression resistance, vertical)
              label.top == content.top
              label.bottom == content.bottom
            unsatisfied optional
              label.width <= 337.667 @250   (content hugging, horizontal)  not met by 37.333
              label.height >= 162.333 @750   (compression resistance, vertical)  not met by 62.333
            """)
    }

    @Test("a view with a broken constraint: the constraint and what it conflicts with")
    func broken() throws {
        let (l, box) = try Fixtures.overconstrained()
        expectPicture(Report.explain(l, view: box), """
            box: view in root
              frame (0,0,375,667) · bounds (0,0,375,667) · window (0,0,375,667)
            horizontal
              box.left == root.left
              box.right == root.right
            vertical
              box.top == root.top
              box.bottom == root.bottom
            broken
              box.height == 100, which conflicts with:
                root.height == 667   (screen size)
                box.top == root.top
                box.bottom == root.bottom
            """)
    }

    @Test("an ambiguous axis says what is missing and what would fix it")
    func ambiguous() throws {
        var l = Layout(screen: Fixtures.square)
        let tag = try l.addView("tag")
        try l.pin(tag, .top, to: .root, plus: 10)
        try l.pin(tag, .height, plus: 20)
        expectPicture(Report.explain(l, view: tag), """
            tag: view in root
              frame (0,10,0,20) · bounds (0,0,0,20) · window (0,10,0,20)
            horizontal
              no constraints
              ambiguous horizontal position and width: pin both its left and right, or one of them (or centerX) and give it a width
            vertical
              tag.top == root.top + 10
              tag.height == 20
            """)
    }

    /// ``Fixtures/headerAndLabel()``: 4 screen + 4 sv + 5 header + 4 title constraints written,
    /// and title's 4 implicit ones: 13 active, 8 implicit. The title wraps at 180 into "Scroll
    /// views need" / "content that is taller" / "than their bounds to" / "scroll at all" and asks
    /// for its widest line, 154.86 (155 at @3x): held 180 wide, its hugging gives way by 25, as a
    /// one-line label stretched wider than its text does.
    @Test("without a view, a summary: counts, scroll lines, and that nothing is wrong but a wrapped label's hugging")
    func summaryOfAGoodLayout() throws {
        let (l, _, _, _) = try Fixtures.headerAndLabel()
        expectPicture(Report.explain(l, view: nil), """
            screen 200×200 · 3 views · 21 constraints: 13 active, 8 implicit
            scroll views
              sv  contentSize 200×201.333 · offset (0,0) · scrolls vertically 0…1.333
            unsatisfied optional
              title.width <= 155 @250   (content hugging, horizontal)  not met by 25
            """)
    }

    @Test("without a view, a summary lists every problem")
    func summaryOfABrokenLayout() throws {
        var (l, _) = try Fixtures.overconstrained()
        try l.addView("loose")
        expectPicture(Report.explain(l, view: nil), """
            screen 375×667 · 2 views · 9 constraints: 4 active, 4 implicit, 1 broken
            broken
              box.height == 100, which conflicts with:
                root.height == 667   (screen size)
                box.top == root.top
                box.bottom == root.bottom
            warnings
              Ambiguous layout: loose has an ambiguous horizontal position and width — pin both its left and right, or one of them (or centerX) and give it a width
              Ambiguous layout: loose has an ambiguous vertical position and height — pin both its top and bottom, or one of them (or centerY) and give it a height
            """)
    }

    /// A box centred in a container whose width nothing fixes: the box's centre is pinned, so
    /// pinning it more would conflict; what is missing is the container's, and it is named.
    @Test("a view pinned to an ambiguous container is told to look at the container, not to pin what it already pins")
    func ambiguityFollowedFromAContainer() throws {
        var l = Layout()
        let container = try l.addView("container")
        try l.pin(container, .top, to: .root, plus: 50)
        try l.pin(container, .height, plus: 100)
        try l.pin(container, .left, .greaterThanOrEqual, to: .root, plus: 20)
        let box = try l.addView("box", in: container)
        try l.pin(box, .centerX, to: container)
        try l.pin(box, .width, plus: 50)
        try l.pin(box, .top, to: container)
        try l.pin(box, .height, plus: 50)
        let lines = Report.explain(l, view: box).split(separator: "\n").filter { $0.contains("ambiguous") }
        #expect(lines == ["  ambiguous horizontal position: its position is pinned to container, which is ambiguous itself on this axis: "
            + "explain container"])
        let containerLines = Report.explain(l, view: container).split(separator: "\n").filter { $0.contains("ambiguous") }
        #expect(containerLines == ["  ambiguous horizontal position and width: pin both its left and right, or one of them (or centerX) "
            + "and give it a width"])
    }
}
