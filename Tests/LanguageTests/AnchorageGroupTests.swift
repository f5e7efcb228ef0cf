import Language
import Layout
import Testing

/// Anchorage's groups of anchors and its batch spellings, beside the commands they stand for.
let anchorageGroupCases: [PastedCase] = [
    PastedCase(
        "/==/ is ==; a group's inequality keeps the far edges inside (trailing <=); sizeAnchors == CGSize ~ a priority; centers + a constant",
        native: """
            view frame ; view inner ; view dot
            frame.top == root.top + 10 ; frame.leading == root.leading + 10 ; frame.bottom == root.bottom - 10 ; frame.trailing == root.trailing - 10
            inner.leading >= frame.leading + 20 ; inner.trailing <= frame.trailing - 20 ; inner.top == frame.top ; inner.height == 50
            inner.width == 500 @250
            dot.width == 10 @750 ; dot.height == 12 @750 ; dot.centerX == frame.centerX + 5 ; dot.centerY == frame.centerY + 5
            """,
        pasted: """
            let frame = UIView()
            let inner = UIView()
            let dot = UIView()
            view.addSubview(frame)
            view.addSubview(inner)
            view.addSubview(dot)
            frame.edgeAnchors /==/ view.edgeAnchors + 10
            inner.horizontalAnchors >= frame.horizontalAnchors + 20
            inner.topAnchor == frame.topAnchor
            inner.heightAnchor == 50
            inner.widthAnchor == 500 ~ .low
            dot.sizeAnchors == CGSize(width: 10, height: 12) ~ .high
            dot.centerAnchors == frame.centerAnchors + 5
            """),
]

@Suite("Anchorage groups")
struct AnchorageGroupTests {
    @Test("Anchorage's groups give the frames and constraints of the commands they stand for", arguments: anchorageGroupCases)
    func groupsMatchNative(_ c: PastedCase) {
        var native = Session()
        native.script(c.native)
        var pasted = Session()
        pasted.script(c.pasted)
        #expect(geometry(of: pasted) == geometry(of: native))
    }

    @Test("batch(active: false) { … } returns what its closure makes, inactive; batch { … } leaves it active")
    func batch() {
        var session = Session()
        session.script("""
            let box = UIView()
            view.addSubview(box)
            let later = batch(active: false) {
                box.topAnchor == view.topAnchor + 30
                box.heightAnchor == 40
            }
            batch {
                box.leadingAnchor == view.leadingAnchor + 10
                box.widthAnchor == 50
            }
            """)
        let active = session.layout.constraintIDs.filter { session.layout.isActive($0) }.map { session.layout.describe($0) }
        #expect(active.contains("box.leading == root.leading + 10"))
        #expect(!active.contains("box.top == root.top + 30"))
        session.script("NSLayoutConstraint.activate(later)")
        #expect(session.frame("box") == Rect(x: 10, y: 30, width: 50, height: 40))
    }

    @Test("a horizontal group with >= keeps the view inside, 20 from each edge, however wide it asks to be")
    func insideFrames() {
        var session = Session()
        session.script(anchorageGroupCases[0].pasted)
        #expect(session.frame("frame") == Rect(x: 10, y: 10, width: 355, height: 647))
        // 500 wide at low priority, held to 355 - 40 = 315 by the inequalities.
        #expect(session.frame("inner")?.size == Size(width: 315, height: 50))
        #expect(session.frame("dot") == Rect(x: 187.5 - 5 + 5, y: 333.5 - 6 + 5, width: 10, height: 12).snapped(toPixelsOf: 3))
    }
}
