import Cassowary
import Layout
import Testing

/// The corners of the model: empty and nested scroll views, disabled zoom, zero sizes, negative
/// constants, removal of referenced views, and labels that re-wrap on rotation. The screen is
/// 375×667 unless a test rotates it; labels are 17 pt: the system font's widths, a line 20.29.
@Suite("edge cases")
struct EdgeCaseTests {
    @Test("an empty scroll view: contentSize 0×0, nothing scrolls, a drag stays at 0,0")
    func emptyScrollView() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let info = try #require(l.scrollInfo(sv))
        #expect(info.contentSize == Size(width: 0, height: 0))
        // max = 0 − 375 and 0 − 667: below min, so neither axis scrolls.
        #expect(info.horizontal == ScrollRange(min: 0, max: -375))
        #expect(info.vertical == ScrollRange(min: 0, max: -667))
        #expect(!info.horizontal.scrolls && !info.vertical.scrolls)
        #expect(!info.constraintsSetWidth && !info.constraintsSetHeight)
        #expect(try l.scroll(sv, to: Point(x: 50, y: 300)) == Point(x: 0, y: 0))
        #expect(try l.setZoomScale(sv, 2) == .noZoomView)
        #expect(l.contentAmbiguities().isEmpty)
        #expect(l.frame(of: sv) == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    /// A vertical scroll view: a 200-pt header, a 300-pt horizontal pager of three pages, and a
    /// 1000-pt footer, each as wide as the screen.
    func nested() throws -> (Layout, ViewID, ViewID) {
        var l = Layout()
        let outer = try l.fullScreenScrollView("outer")
        let header = try l.addView("header", in: outer)
        let pager = try l.addView("pager", kind: .scrollView, in: outer)
        let footer = try l.addView("footer", in: outer)
        var above: ViewID? = nil
        for (v, height) in [(header, 200.0), (pager, 300), (footer, 1000)] {
            try l.pin(v, .left, to: outer); try l.pin(v, .right, to: outer)
            try l.pin(v, .width, to: outer); try l.pin(v, .height, plus: height)
            if let above { try l.pin(v, .top, to: above, .bottom) } else { try l.pin(v, .top, to: outer) }
            above = v
        }
        try l.pin(footer, .bottom, to: outer)
        var previous: ViewID? = nil
        for i in 0..<3 {
            let page = try l.addView("page\(i)", in: pager)
            try l.pin(page, .width, to: pager); try l.pin(page, .height, to: pager)
            try l.pin(page, .top, to: pager); try l.pin(page, .bottom, to: pager)
            if let previous { try l.pin(page, .left, to: previous, .right) } else { try l.pin(page, .left, to: pager) }
            previous = page
        }
        if let previous { try l.pin(previous, .right, to: pager) }
        return (l, outer, pager)
    }

    @Test("a pager inside a vertical scroll view: 375×1500 outside, 3 × 375 = 1125×300 inside")
    func nestedContentSizes() throws {
        let (l, outer, pager) = try nested()
        #expect(l.scrollInfo(outer)?.contentSize == Size(width: 375, height: 1500))
        #expect(l.scrollInfo(outer)?.vertical == ScrollRange(min: 0, max: 833))    // 1500 − 667
        #expect(l.scrollInfo(pager)?.contentSize == Size(width: 1125, height: 300))
        #expect(l.scrollInfo(pager)?.horizontal == ScrollRange(min: 0, max: 750))  // 1125 − 375
        #expect(l.scrollInfo(pager)?.vertical.scrolls == false)
        #expect(l.frame(of: pager) == Rect(x: 0, y: 200, width: 375, height: 300))
        #expect(l.ambiguities().isEmpty && l.contentAmbiguities().isEmpty)
    }

    @Test("scrolling the outer view by 150 moves the pager and its pages up by 150 on screen")
    func nestedScrolling() throws {
        var (l, outer, pager) = try nested()
        let page1 = try #require(l.id(of: "page1"))
        #expect(l.windowRect(of: page1) == Rect(x: 375, y: 200, width: 375, height: 300))
        try l.scroll(outer, to: Point(x: 0, y: 150))
        #expect(l.windowRect(of: pager) == Rect(x: 0, y: 50, width: 375, height: 300))
        #expect(l.windowRect(of: page1) == Rect(x: 375, y: 50, width: 375, height: 300))
        // Paging the inner one to the second page brings page1 to the left edge.
        try l.scroll(pager, to: Point(x: 375, y: 0))
        #expect(l.windowRect(of: page1) == Rect(x: 0, y: 50, width: 375, height: 300))
        // Frames in the superview's coordinates do not move when a scroll view scrolls.
        #expect(l.frame(of: page1) == Rect(x: 375, y: 0, width: 375, height: 300))
        #expect(l.frame(of: pager) == Rect(x: 0, y: 200, width: 375, height: 300))
        // The pager's window is what the outer one shows of it: 300 tall from y 50.
        #expect(l.clipRect(of: page1) == Rect(x: 0, y: 50, width: 375, height: 300))
    }

    @Test("placements() gives every view the window and clip rect windowRect and clipRect give, nested, scrolled and zoomed")
    func placementsMatchTheWalks() throws {
        var (l, outer, pager) = try nested()
        try l.scroll(outer, to: Point(x: 0, y: 150))
        try l.scroll(pager, to: Point(x: 375, y: 0))
        // The pager zooms its first page to 2×: that page's frame, and its subview's window, scale.
        let page0 = try #require(l.id(of: "page0"))
        let badge = try l.addView("badge", in: page0)
        try l.pin(badge, .left, to: page0, plus: 10); try l.pin(badge, .top, to: page0, plus: 20)
        try l.pin(badge, .width, plus: 30); try l.pin(badge, .height, plus: 40)
        try l.setZoomView(pager, page0)
        try l.setZoomRange(pager, minimum: 1, maximum: 3)
        _ = try l.setZoomScale(pager, 2)
        let placements = l.placements()
        for id in l.viewsInTreeOrder {
            let placement = try #require(placements[id.rawValue])
            #expect(placement.window == l.windowRect(of: id), "window of \(l.view(id)?.name ?? "?")")
            #expect(placement.clip == l.clipRect(of: id), "clip of \(l.view(id)?.name ?? "?")")
        }
        // The badge is 30×40 inside page0, which the pager draws at 2×: 60×80 on screen.
        #expect(placements[badge.rawValue]?.depth == 4)  // inside page0, pager, outer and root
        #expect(l.windowRect(of: badge).size == Size(width: 60, height: 80))
    }

    @Test("minimumZoomScale 3 > maximumZoomScale 2: nothing zooms, with the reason")
    func zoomRangeInverted() throws {
        var (l, sv, rect) = try Fixture.zoomableRect()
        try l.setZoomView(sv, rect)
        try l.setZoomRange(sv, minimum: 3, maximum: 2)
        #expect(try l.setZoomScale(sv, 2.5) == .rangeDisabled(min: 3, max: 2))
        // zoom(to:) would want min(375 / 30, 667 / 20) = 12.5: refused for the same reason.
        #expect(try l.zoom(sv, to: Rect(x: 0, y: 0, width: 30, height: 20)) == .rangeDisabled(min: 3, max: 2))
        let info = try #require(l.scrollInfo(sv))
        #expect(info.zoomScale == 1)
        #expect(info.contentSize == Size(width: 60, height: 40))
        #expect(info.contentOffset == .zero)
        #expect(l.frame(of: rect) == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(l.transform(of: rect).isIdentity)
    }

    @Test("zero-size views: a 0×0 view at (10,20), an empty label, and content of zero size")
    func zeroSize() throws {
        var l = Layout()
        let dot = try l.addView("dot")
        try l.pin(dot, .left, to: .root, plus: 10); try l.pin(dot, .top, to: .root, plus: 20)
        try l.pin(dot, .width, plus: 0); try l.pin(dot, .height, plus: 0)
        #expect(l.frame(of: dot) == Rect(x: 10, y: 20, width: 0, height: 0))
        #expect(l.windowRect(of: dot) == Rect(x: 10, y: 20, width: 0, height: 0))
        let sv = try l.fullScreenScrollView()
        let empty = try l.addView("empty", kind: .label, in: sv)
        try l.setLabel(empty, text: "", numberOfLines: 0)
        try l.pinEdges(empty, to: sv)
        // An empty label's intrinsic size is 0×0, and it sizes the content.
        #expect(l.frame(of: empty) == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 0, height: 0))
        #expect(l.scrollInfo(sv)?.vertical.scrolls == false)
        #expect(l.ambiguities().isEmpty)
    }

    @Test("negative constants: insets of −5 and −20 and a negative offset")
    func negativeConstants() throws {
        var l = Layout()
        let wide = try l.addView("wide")
        // left == root.left − 5, right == root.right + 5: 5 past each edge, 385 wide.
        try l.pin(wide, .left, to: .root, plus: -5); try l.pin(wide, .right, to: .root, plus: 5)
        // top == root.top + 10, bottom == root.bottom − 20: 667 − 20 − 10 = 637 tall.
        try l.pin(wide, .top, to: .root, plus: 10); try l.pin(wide, .bottom, to: .root, plus: -20)
        #expect(l.frame(of: wide) == Rect(x: -5, y: 10, width: 385, height: 637))

        let sv = try l.fullScreenScrollView()
        let box = try l.addView("box", in: sv)
        try l.pin(box, .top, to: sv); try l.pin(box, .left, to: sv); try l.pin(box, .right, to: sv)
        try l.pin(box, .width, to: sv); try l.pin(box, .height, plus: 100)
        // box.bottom == sv.bottom − 20: the content ends 20 below the box, 100 + 20 = 120.
        try l.pin(box, .bottom, to: sv, plus: -20)
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 375, height: 120))
        // An offset set in code is not clamped: −50 shows the box 50 lower.
        try l.setContentOffset(sv, Point(x: 0, y: -50))
        #expect(l.windowRect(of: box) == Rect(x: 0, y: 50, width: 375, height: 100))
        // A drag is clamped: 120 < 667, so the only place is 0.
        #expect(try l.scroll(sv, to: Point(x: 0, y: -50)) == Point(x: 0, y: 0))
        #expect(l.windowRect(of: box) == Rect(x: 0, y: 0, width: 375, height: 100))
    }

    @Test("removing a view that others are tied to: those ties go, the rest re-lays out, c becomes ambiguous")
    func removeReferencedView() throws {
        var l = Layout()
        let a = try l.addView("a"), b = try l.addView("b"), c = try l.addView("c")
        for v in [a, b, c] {
            try l.pin(v, .left, to: .root); try l.pin(v, .width, plus: 100); try l.pin(v, .height, plus: 50)
        }
        try l.pin(a, .top, to: .root, plus: 10)
        try l.pin(b, .top, to: a, .bottom, plus: 8)      // b at 10 + 50 + 8 = 68
        try l.pin(c, .top, to: b, .bottom, plus: 8)      // c at 68 + 50 + 8 = 126
        try l.pin(c, .width, to: b)
        #expect(l.frame(of: c) == Rect(x: 0, y: 126, width: 100, height: 50))
        try l.removeView(b)
        let user = l.constraintIDs.filter { l.constraint($0)?.origin == .user }.map { l.describe($0) }
        #expect(user == [
            "a.left == root.left", "a.width == 100", "a.height == 50",
            "c.left == root.left", "c.width == 100", "c.height == 50",
            "a.top == root.top + 10",
        ])
        #expect(l.frame(of: a) == Rect(x: 0, y: 10, width: 100, height: 50))
        #expect(l.frame(of: c).size == Size(width: 100, height: 50))
        let ambiguous = l.ambiguities().map { "\(l.view($0.view)?.name ?? "?") \($0.axis): \($0.missing.joined(separator: ", "))" }
        #expect(ambiguous == ["c vertical: vertical position"])
        #expect(l.view(b) == nil && l.id(of: "b") == nil)
        #expect(l.viewsInTreeOrder == [.root, a, c])
    }

    @Test("a removed view's variables, left free in the solver, never make the layout ambiguous")
    func removedViewLeavesNoAmbiguity() throws {
        var l = Layout()
        let a = try l.addView("a")
        try l.pin(a, .left, to: .root); try l.pin(a, .top, to: .root)
        try l.pin(a, .width, plus: 100); try l.pin(a, .height, plus: 50)
        func ambiguous() -> [String] {
            l.ambiguities().map { "\(l.view($0.view)?.name ?? "?") \($0.axis): \($0.missing.joined(separator: ", "))" }
        }
        #expect(ambiguous().isEmpty)
        let loose = try l.addView("loose")
        #expect(ambiguous() == ["loose horizontal: horizontal position, width", "loose vertical: vertical position, height"])
        try l.removeView(loose)
        #expect(ambiguous().isEmpty)
        // The same name again is a new view with new variables: ambiguous until pinned.
        let again = try l.addView("loose")
        try l.pin(again, .left, to: a); try l.pin(again, .width, plus: 10)
        #expect(ambiguous() == ["loose vertical: vertical position, height"])
        try l.pin(again, .top, to: a, .bottom); try l.pin(again, .height, plus: 10)
        #expect(ambiguous().isEmpty)
        #expect(l.frame(of: again) == Rect(x: 0, y: 50, width: 10, height: 10))
    }

    @Test("a wrapping label tied to the screen's width: 3 lines at 343, 2 at 635, 3 again")
    func labelRewrapsOnRotation() throws {
        var l = Layout()
        let label = try l.addView("label", kind: .label)
        // Fifteen five-letter words: 89 characters.
        let text = (0..<15).map { _ in "abcde" }.joined(separator: " ")
        try l.setLabel(label, text: text, numberOfLines: 0)
        try l.pin(label, .top, to: .root, plus: 100)
        try l.pin(label, .left, to: .root, plus: 16); try l.pin(label, .right, to: .root, plus: -16)
        func lines() -> Int {
            TextMetrics.lineCount(LabelContent(text: text, numberOfLines: 0), width: l.frame(of: label).width)
        }
        // 375 − 32 = 343: "abcde" is 47.34, a space 4.2; six words take 305, seven 356.6:
        // 6 + 6 + 3 words, three lines, 60.86 → 61 tall.
        #expect(l.frame(of: label) == Rect(x: 16, y: 100, width: 343, height: 61))
        #expect(lines() == 3)
        // 667 − 32 = 635: twelve words take 614.2, thirteen 665.7: 12 + 3, two lines, 40.667 tall.
        l.rotate()
        #expect(l.frame(of: label) == Rect(x: 16, y: 100, width: 635, height: 122.0 / 3))
        #expect(lines() == 2)
        l.rotate()
        #expect(l.frame(of: label) == Rect(x: 16, y: 100, width: 343, height: 61))
        #expect(lines() == 3)
    }
}

@Suite("the tree as the passes over every view read it")
struct TreeLinkTests {
    @Test("after views are added, moved into a stack and removed, each view's superview and whether it scrolls read as the views say")
    func linksFollowTheViews() throws {
        var l = Layout()
        let sv = try l.addView("sv", kind: .scrollView)
        let content = try l.addView("content", in: sv)
        let a = try l.addView("a", in: content)
        let s = try l.addView("s")
        try l.makeStack(s)
        let b = try l.addView("b", kind: .label, in: content)
        try l.addArrangedSubview(b, to: s)
        let c = try l.addView("c", in: a)
        try l.removeView(a)
        #expect(l.superview(of: content) == sv && l.superview(of: b) == s && l.superview(of: sv) == .root)
        #expect(l.superview(of: a) == nil && l.superview(of: c) == nil && l.superview(of: .root) == nil)
        #expect(l.isScrollView(sv) && !l.isScrollView(content) && !l.isScrollView(.root) && !l.isScrollView(a))
        for id in l.viewsInTreeOrder {
            #expect(l.superview(of: id) == l.view(id)?.superview)
            #expect(l.isScrollView(id) == (l.view(id)?.kind == .scrollView))
        }
        let geometry = l.geometry()
        for id in l.viewsInTreeOrder {
            #expect(geometry.superviews[id.rawValue] == Int32(l.view(id)?.superview?.rawValue ?? -1))
            #expect(geometry.frames[id.rawValue] == l.frame(of: id))
            #expect(geometry.placements[id.rawValue]?.window == l.windowRect(of: id))
        }
    }
}
