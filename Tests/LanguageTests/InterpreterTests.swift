import Language
import Layout
import Testing

/// The language applied to a session: each style of constraint gives UIKit's geometry.
/// Labels use the text metric (17 pt: the system font's widths, a line 20.333 at @3x).
@Suite("the interpreter")
struct InterpreterTests {
    @Test("a misspelt command with words after it is named as a command, not as a Swift statement left open")
    func misspeltCommandWithArguments() {
        var s = Session()
        s.script("scroll sv")
        #expect(s.failing("scrol sv to 0,200") == """
            1:1: error: unknown command 'scrol'
            scrol sv to 0,200
            ^~~~~
            did you mean 'scroll'?
            """)
        // A word close to no command keeps the statement's own message.
        #expect(s.failing("sv frame") == """
            1:4: error: expected the end of the statement, found 'frame'
            sv frame
               ^~~~~
            put each statement on its own line or separate them with ';'
            """)
    }

    @Test("scenario 1 in SnapKit: topView and three labels chained; content 1000 + 3 × 20 = 1060 tall")
    func snapKitStack() {
        var s = Session()
        s.script("""
            scroll sv
            view topView in sv
            label one in sv text "One" lines 0
            label two in sv text "Two" lines 0
            label three in sv text "Three" lines 0
            sv.snp.makeConstraints { make in make.edges.equalTo(view) }
            topView.snp.makeConstraints { make in
                make.top.left.equalTo(0)
                make.width.equalTo(sv)
                make.height.equalTo(1000)
            }
            one.snp.makeConstraints { make in make.top.equalTo(topView.snp.bottom); make.left.equalTo(0); make.width.equalTo(sv) }
            two.snp_makeConstraints { (make) -> Void in
                make.top.equalTo(one.snp_bottom)
                make.left.equalTo(0)
                make.width.equalTo(sv)
            }
            three.snp_makeConstraints(closure: { (make) in
                make.top.equalTo(two.snp_bottom) ; make.left.equalTo(0) ; make.width.equalTo(sv)
                make.bottom.equalTo(0)
            })
            """)
        #expect(s.frame("sv") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(s.frame("topView") == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(s.frame("three") == Rect(x: 0, y: 3122.0 / 3, width: 375, height: 61.0 / 3))
        #expect(s.contentSize("sv")?.height == 1061)
    }

    @Test("inset pushes inward: edges.equalToSuperview().inset(10) is (10,10,355,647)")
    func insetInward() {
        var s = Session()
        s.script("""
            view box
            box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
            """)
        #expect(s.frame("box") == Rect(x: 10, y: 10, width: 355, height: 647))
    }

    @Test("UIEdgeInsets as a target: top 20, left 10, bottom 30, right 40 from the superview")
    func insetsTarget() {
        var s = Session()
        s.script("""
            view box
            box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 40)) }
            """)
        // width 375 − 10 − 40 = 325, height 667 − 20 − 30 = 617
        #expect(s.frame("box") == Rect(x: 10, y: 20, width: 325, height: 617))
    }

    @Test("a constant centre target means the superview's left/top, with a hint")
    func centerConstant() {
        var s = Session()
        let outcomes = s.script("""
            view dot
            dot.snp.makeConstraints { make in make.size.equalTo(CGSize(width: 40, height: 20)); make.center.equalTo(0) }
            """)
        // The centre sits on (0,0): origin (−20,−10).
        #expect(s.frame("dot") == Rect(x: -20, y: -10, width: 40, height: 20))
        #expect(outcomes.last?.notes.contains { $0.hasPrefix("SnapKit: a constant centre target") } == true)
    }

    @Test("multipliedBy, dividedBy and offset on a width")
    func multipliers() {
        var s = Session()
        s.script("""
            view a
            view b
            a.snp.makeConstraints { make in make.top.left.equalTo(0); make.height.equalTo(10); make.width.equalToSuperview().multipliedBy(0.5).offset(5) }
            b.snp.makeConstraints { make in make.top.equalTo(a.snp.bottom).offset(8); make.left.equalTo(0); make.height.equalTo(10); make.width.equalTo(a).dividedBy(2) }
            """)
        #expect(s.frame("a") == Rect(x: 0, y: 0, width: 192.5, height: 10).snapped(toPixelsOf: 3))   // 375 × 0.5 + 5
        #expect(s.frame("b") == Rect(x: 0, y: 18, width: 96.25, height: 10).snapped(toPixelsOf: 3))   // 192.5 / 2
    }

    @Test("updateConstraints changes only the constant of a matching constraint")
    func update() {
        var s = Session()
        s.script("""
            view box
            box.snp.makeConstraints { make in make.top.left.equalTo(0); make.width.height.equalTo(100) }
            box.snp.updateConstraints { make in make.height.equalTo(250) }
            """)
        #expect(s.frame("box") == Rect(x: 0, y: 0, width: 100, height: 250))
        let error = s.failing("box.snp.updateConstraints { make in make.height.equalTo(300).priority(750) }")
        #expect(error.contains("updateConstraints only changes constants, and no constraint like 'box.height == 300 @750'"))
        #expect(s.frame("box") == Rect(x: 0, y: 0, width: 100, height: 250))
    }

    @Test("remakeConstraints replaces what earlier blocks made; removeConstraints drops them")
    func remakeAndRemove() {
        var s = Session()
        s.script("""
            view box
            box.snp.makeConstraints { make in make.top.left.equalTo(0); make.size.equalTo(100) }
            box.snp.remakeConstraints { make in make.top.left.equalTo(20); make.size.equalTo(50) }
            """)
        #expect(s.frame("box") == Rect(x: 20, y: 20, width: 50, height: 50))
        s.script("box.snp.removeConstraints()")
        #expect(s.layout.ambiguities().contains { $0.view == s.layout.id(of: "box") })
    }

    @Test("scenario 4: a height constant set later grows the content")
    func heightSetLater() {
        var s = Session()
        s.script("""
            scroll sv
            view header
            view web in sv
            header.snp.makeConstraints { make in make.top.left.right.equalTo(view); make.height.equalTo(100) }
            sv.snp.makeConstraints { make in make.top.equalTo(header.snp.bottom); make.left.right.bottom.equalTo(view) }
            web.topAnchor.constraint(equalTo: sv.topAnchor).isActive = true
            web.leadingAnchor.constraint(equalTo: sv.leadingAnchor).isActive = true
            web.trailingAnchor.constraint(equalTo: sv.trailingAnchor).isActive = true
            web.bottomAnchor.constraint(equalTo: sv.bottomAnchor).isActive = true
            web.widthAnchor.constraint(equalTo: sv.widthAnchor).isActive = true
            let c = web.heightAnchor.constraint(equalToConstant: 100)
            c.isActive = true
            """)
        #expect(s.contentSize("sv") == Size(width: 375, height: 100))
        s.script("c.constant = 2400")
        #expect(s.contentSize("sv") == Size(width: 375, height: 2400))
        // The scroll view is 667 − 100 = 567 tall: it scrolls 0…1833.
        let info = s.layout.scrollInfo(s.layout.id(of: "sv")!)
        #expect(info?.vertical == ScrollRange(min: 0, max: 1833))
        s.script("c.isActive = false")
        #expect(s.layout.contentAmbiguities().map(\.axis) == [.vertical])
    }

    @Test("a priority cannot change between required and optional on an active constraint")
    func requiredToOptional() {
        var s = Session()
        s.script("""
            view box
            let h = box.heightAnchor.constraint(equalToConstant: 100)
            h.isActive = true
            """)
        let error = s.failing("h.priority = 250")
        #expect(error.contains("Mutating a priority from required to not on an installed constraint"))
    }

    @Test("NSLayoutConstraint.activate adds every constraint in the array, or none")
    func activateArray() {
        var s = Session()
        s.script("""
            view a
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                a.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                a.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                a.heightAnchor.constraint(equalToConstant: 44)
            ])
            """)
        #expect(s.frame("a") == Rect(x: 16, y: 40, width: 343, height: 44))
        let before = s.layout.constraintIDs
        _ = s.failing("NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 10), a.topAnchor.constraint(equalTo: a.leadingAnchor)])")
        #expect(s.layout.constraintIDs == before)
    }

    @Test("an anchor equation with a priority loses to a required one")
    func equation() {
        var s = Session()
        s.script("""
            view a
            a.left == view.left + 10
            a.top == view.top * 1 + 20
            a.width == 100
            a.height == 50 @750
            a.height == 80
            """)
        #expect(s.frame("a") == Rect(x: 10, y: 20, width: 100, height: 80))
    }

    @Test("scenario 9: VFL content view 300×600; a hand-set contentSize changes nothing and says so")
    func visualFormatContent() {
        var s = Session()
        let outcomes = s.script("""
            scroll sv
            view contentView in sv
            vfl view "H:|[sv]|"
            vfl view "V:|[sv]|"
            vfl sv "V:|[contentView(600)]|"
            vfl sv "H:|[contentView(300)]|"
            sv.contentSize = 1000x1000
            """)
        #expect(s.contentSize("sv") == Size(width: 300, height: 600))
        #expect(outcomes.last?.notes.first?.contains("don't set contentSize with Auto Layout") == true)
    }

    @Test("VFL standard spacing: the superview's margin at the edge, 8 between views; metrics and view predicates")
    func visualFormatSpacing() {
        var s = Session()
        s.script("""
            view a
            view b
            vfl view "H:|-[a]-[b(==a)]-|"
            vfl view "V:|-top-[a(h)]" metrics top=30,h=44
            vfl view "V:|-top-[b(h)]" metrics top=30,h=44
            """)
        // `|-` is the root's margin, 16 at 375 wide: a and b share 375 − 16 − 8 − 16 = 335, 167.5 each.
        #expect(s.frame("a") == Rect(x: 16, y: 30, width: 167.5, height: 44).snapped(toPixelsOf: 3))
        #expect(s.frame("b") == Rect(x: 191.5, y: 30, width: 167.5, height: 44).snapped(toPixelsOf: 3))
    }

    @Test("scenario 10: FLK \"-10@999\" pins the last view to the bottom on tall screens only")
    func flkPriorities() {
        var s = Session()
        s.script("""
            view first
            view last
            flk first alignTop root "0"
            flk first alignLeading root "0"
            flk first constrainWidth "375"
            flk first constrainHeight "300"
            flk last alignLeading root "0"
            flk last constrainWidth "375"
            flk last constrainHeight "100"
            flk last constrainTopSpace first ">=8"
            flk last alignBottom root "-10@999"
            """)
        // Tall screen: the bottom wins (667 − 10 − 100 = 557 ≥ 308).
        #expect(s.frame("last") == Rect(x: 0, y: 557, width: 375, height: 100))
        s.script("screen 375x400")
        // Short screen: 400 − 110 = 290 < 308, so the required spacing wins and the bottom is broken.
        #expect(s.frame("last") == Rect(x: 0, y: 308, width: 375, height: 100))
    }

    @Test("scenario 8: zoom to 10× scales the frame and contentSize; bounds stay; no zoom view, no zoom")
    func zoom() {
        var s = Session()
        var outcomes = s.script("""
            scroll sv
            view box in sv
            vfl view "H:|[sv]|"
            vfl view "V:|[sv]|"
            vfl sv "H:|[box(60)]|"
            vfl sv "V:|[box(40)]|"
            sv.minimumZoomScale = 1 ; sv.maximumZoomScale = 10
            sv.zoomScale = 10
            """)
        #expect(outcomes.last?.notes.first?.contains("nothing zooms — sv has no zoom view") == true)
        outcomes = s.script("sv.zoomView = box ; sv.zoomScale = 10")
        #expect(s.frame("box") == Rect(x: 0, y: 0, width: 600, height: 400))
        #expect(s.layout.bounds(of: s.layout.id(of: "box")!) == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(s.contentSize("sv") == Size(width: 600, height: 400))
        outcomes = s.script("sv.zoomScale = 25")
        #expect(outcomes.last?.notes == ["zoom: 25 is outside sv's zoom range; clamped to 10"])
        s.script("sv.zoomScale = sv.minimumZoomScale")
        #expect(s.frame("box") == Rect(x: 0, y: 0, width: 60, height: 40))
    }

    @Test("undo restores the layout before the last entry; redo brings it back")
    func undoRedo() {
        var s = Session()
        s.script("""
            view box
            box.snp.makeConstraints { make in make.top.left.equalTo(0); make.size.equalTo(100) }
            box.snp.updateConstraints { make in make.size.equalTo(200) }
            """)
        #expect(s.frame("box")?.size == Size(width: 200, height: 200))
        let undone = s.run("undo")
        #expect(undone.notes == ["undid: box.snp.updateConstraints { make in make.size.equalTo(200) }"])
        #expect(s.frame("box")?.size == Size(width: 100, height: 100))
        s.script("redo")
        #expect(s.frame("box")?.size == Size(width: 200, height: 200))
        s.script("undo ; undo ; undo")
        #expect(s.layout.id(of: "box") == nil)
        #expect(s.failing("undo").contains("nothing to undo"))
    }

    /// The history is bounded by its length only: snapshots share what their commands did not
    /// change, so a large layout keeps its hundred steps as a small one does.
    @Test("undo goes back a hundred entries in a layout of a thousand views, and no further")
    func undoKeepsItsSteps() {
        var s = Session()
        s.script("scroll sv ; sv.snp.makeConstraints { make in make.edges.equalToSuperview() }")
        for i in 0..<1000 {
            s.script("view v\(i) in sv ; v\(i).snp.makeConstraints { make in make.top.left.equalTo(0) ; make.size.equalTo(10) }")
        }
        for step in 1...101 {
            s.script("v0.snp.updateConstraints { make in make.size.equalTo(\(10 + step)) }")
        }
        #expect(s.frame("v0")?.size == Size(width: 111, height: 111))
        for _ in 1...100 { s.script("undo") }
        // The hundredth undo restores the state before the second change: the first change's 11.
        #expect(s.frame("v0")?.size == Size(width: 11, height: 11))
        #expect(s.failing("undo").contains("nothing to undo"))
        #expect(s.layout.id(of: "v999") != nil)
    }

    @Test("a failing command in an entry leaves the session exactly as it was")
    func atomicEntries() {
        var s = Session()
        s.script("view a")
        let error = s.failing("view b ; b.snp.makeConstraints { make in make.top.equalTo(c.snp.bottom) }")
        #expect(error == """
            1:59: error: no name 'c' is declared here
            view b ; b.snp.makeConstraints { make in make.top.equalTo(c.snp.bottom) }
                                                                      ^
            did you mean 'a'?
            """)
        #expect(s.layout.id(of: "b") == nil)
    }

    @Test("a frame-made view fights anchor constraints: UIKit's conflict, with the autoresizing mask named")
    func autoresizingConflict() {
        var s = Session()
        s.script("""
            view card frame 0,0,100,100
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            """)
        #expect(s.layout.conflicts.count == 1)
        #expect(s.frame("card") == Rect(x: 0, y: 0, width: 100, height: 100))
        s.script("card.translatesAutoresizingMaskIntoConstraints = false")
        #expect(s.layout.conflicts.isEmpty)
    }

    @Test("UIKit's refusals arrive as errors at the command: a location equal to a constant")
    func refusals() {
        var s = Session()
        s.script("view a")
        let error = s.failing("a.topAnchor.constraint(equalTo: view.leadingAnchor).isActive = true")
        #expect(error.hasPrefix("1:1: error: Invalid pairing of layout attributes"))
        let constant = s.failing("a.top == 10")
        #expect(constant.contains("Location attributes must be specified in pairs"))
    }

    @Test("scroll like a finger is clamped; contentOffset in code is not")
    func scrolling() {
        var s = Session()
        s.script("""
            scroll sv
            view tall in sv
            sv.snp.makeConstraints { make in make.edges.equalToSuperview() }
            tall.snp.makeConstraints { make in make.edges.equalToSuperview(); make.width.equalToSuperview(); make.height.equalTo(1000) }
            sv.contentOffset = 0,2000
            """)
        let sv = s.layout.id(of: "sv")!
        #expect(s.layout.scrollInfo(sv)?.contentOffset == Point(x: 0, y: 2000))
        let outcome = s.run("scroll sv to 0,2000")
        #expect(s.layout.scrollInfo(sv)?.contentOffset == Point(x: 0, y: 333))  // 1000 − 667
        #expect(outcome.notes.first?.hasPrefix("scroll: sv stops at (0,333)") == true)
        // Sideways, 375 of content in a 375 window: that axis does not scroll at all, and says so.
        #expect(s.run("scroll sv to 100,0").notes == [
            "scroll: sv stays at (0,0): it does not scroll horizontally, so a drag moves nothing (contentOffset set in code is not clamped)",
        ])
    }
}
