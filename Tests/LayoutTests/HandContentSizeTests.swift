import Cassowary
import Layout
import Testing

/// The mixed approach (SPEC §3): a contentSize set by hand is used on each axis that no constraint
/// reaches, and overridden on an axis that constraints reach. UIKit keeps the value that was set:
/// once the constraints that reach the content are gone, the hand-set size is back, axis by axis.
@Suite("a hand-set contentSize")
struct HandContentSizeTests {
    /// A full-screen scroll view (375×667) with `sv.contentSize = 375×2000` and a content view
    /// inside it that nothing constrains yet.
    func mixed() throws -> (Layout, sv: ViewID, content: ViewID) {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let content = try l.addView("content", in: sv)
        try l.setContentSize(sv, Size(width: 375, height: 2000))
        return (l, sv, content)
    }

    @Test("is overridden while constraints reach the content edges, and is back once they are removed")
    func comesBackAfterRemoval() throws {
        var (l, sv, content) = try mixed()
        // make.edges.equalTo(0); make.width.equalTo(sv); make.height.equalTo(800): 375×800.
        let ids = [
            try l.pin(content, .top, to: sv), try l.pin(content, .left, to: sv),
            try l.pin(content, .bottom, to: sv), try l.pin(content, .right, to: sv),
            try l.pin(content, .width, to: sv), try l.pin(content, .height, plus: 800),
        ]
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 375, height: 800))
        #expect(l.scrollInfo(sv)?.overriddenHandSize == Size(width: 375, height: 2000))
        // content.snp.removeConstraints(): nothing reaches the content, so 375×2000 again.
        for id in ids { try l.remove(id) }
        let info = try #require(l.scrollInfo(sv))
        #expect(info.contentSize == Size(width: 375, height: 2000))
        #expect(info.vertical == ScrollRange(min: 0, max: 1333))  // 2000 − 667
        #expect(info.overriddenHandSize == nil)
    }

    @Test("comes back per axis: deactivating only the vertical constraints restores only the height")
    func perAxis() throws {
        var (l, sv, content) = try mixed()
        try l.setContentSize(sv, Size(width: 500, height: 2000))
        try l.pin(content, .left, to: sv); try l.pin(content, .right, to: sv)
        try l.pin(content, .width, plus: 300)
        let top = try l.pin(content, .top, to: sv), bottom = try l.pin(content, .bottom, to: sv)
        let height = try l.pin(content, .height, plus: 800)
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 300, height: 800))
        // NSLayoutConstraint.deactivate([top, bottom, height]): the width still comes from the
        // constraints (300), the height is the hand-set 2000 again.
        for id in [top, bottom, height] { try l.deactivate(id) }
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 300, height: 2000))
        #expect(l.scrollInfo(sv)?.constraintsSetWidth == true)
        #expect(l.scrollInfo(sv)?.constraintsSetHeight == false)
        // Re-activating them overrides the height again.
        for id in [top, bottom, height] { try l.reactivate(id) }
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 300, height: 800))
    }

    @Test("removing the content view with its constraints brings the hand-set size back")
    func removingTheView() throws {
        var (l, sv, content) = try mixed()
        try l.pinEdges(content, to: sv)
        try l.pin(content, .width, plus: 100); try l.pin(content, .height, plus: 100)
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 100, height: 100))
        try l.removeView(content)
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 375, height: 2000))
    }
}

/// A constraint broken by a conflict is not in the layout ("Will attempt to recover by breaking
/// constraint"): it does not reach the content edges, for the content size or for the
/// "Scrollable content size ambiguity" diagnosis.
@Suite("a broken constraint and the content edges")
struct BrokenContentConstraintTests {
    /// `sv.contentSize = 375×2000`; `content` made with frame (0,0,100,100) (autoresizing mask on),
    /// then `content.top == sv.top + 50`, which conflicts with the mask's `content.top == 0` and,
    /// being the newest, is broken.
    func brokenTop() throws -> (Layout, sv: ViewID, top: LayoutConstraintID) {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        try l.setContentSize(sv, Size(width: 375, height: 2000))
        let content = try l.addView("content", in: sv, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let top = try l.pin(content, .top, to: sv, plus: 50)
        return (l, sv, top)
    }

    @Test("leaves the hand-set contentSize in use: 375×2000, scrolls 0…1333")
    func handSizeStays() throws {
        let (l, sv, top) = try brokenTop()
        #expect(l.conflicts.map(\.broken) == [top])
        let info = try #require(l.scrollInfo(sv))
        #expect(info.contentSize == Size(width: 375, height: 2000))
        #expect(info.constraintsSetHeight == false)
        #expect(info.overriddenHandSize == nil)
        #expect(info.vertical == ScrollRange(min: 0, max: 1333))
    }

    @Test("gives no scrollable content size ambiguity")
    func noAmbiguity() throws {
        let (l, _, _) = try brokenTop()
        #expect(l.contentAmbiguities().isEmpty)
    }

    @Test("counts again once it holds: with the autoresizing mask off and the constraint re-activated")
    func countsWhenRepaired() throws {
        var (l, sv, top) = try brokenTop()
        let content = try #require(l.id(of: "content"))
        // translatesAutoresizingMaskIntoConstraints = false: the mask's constraints go; `top`
        // is activated again and holds, so the content's top edge is reached.
        try l.setTranslatesAutoresizingMask(content, false)
        try l.reactivate(top)
        #expect(l.conflicts.isEmpty)
        #expect(l.scrollInfo(sv)?.constraintsSetHeight == true)
    }
}
