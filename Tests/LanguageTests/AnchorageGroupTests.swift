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

    @Test("a horizontal group with >= keeps the view inside, 20 from each edge, however wide it asks to be")
    func insideFrames() {
        var session = Session()
        session.script(anchorageGroupCases[0].pasted)
        #expect(session.frame("frame") == Rect(x: 10, y: 10, width: 355, height: 647))
        // 500 wide at low priority, held to 355 - 40 = 315 by the inequalities.
        #expect(session.frame("inner")?.size == Size(width: 315, height: 50))
        #expect(session.frame("dot") == Rect(x: 187.5 - 5 + 5, y: 333.5 - 6 + 5, width: 10, height: 12))
    }
}
