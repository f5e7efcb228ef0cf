import Language
import Layout
import Testing

/// Neon sets frames at once from the superview's frame and a sibling's; only calls written with
/// Neon's own labels are read as Neon's. Every paste is written for this test; frames are
/// derived by hand on the default 375×667 screen.
@Suite("Neon")
struct NeonTests {
    @Test("a view class places its subviews with Neon in layoutSubviews: corner, beside, under and filling, to an edge, AutoHeight")
    func viewClass() {
        var session = Session()
        session.script("""
        class ProfileView: UIView {
            let avatar = UIView()
            let name = UILabel()
            let bio = UILabel()
            let follow = UIButton()
            let rule = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                name.text = "Grace Hopper"
                bio.text = "Rear admiral, computer scientist, and a pioneer of programming languages."
                bio.numberOfLines = 0
                [avatar, name, bio, follow, rule].forEach { addSubview($0) }
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                avatar.anchorInCorner(.topLeft, xPad: 16, yPad: 20, width: 64, height: 64)
                name.align(.toTheRightCentered, relativeTo: avatar, padding: 12, width: 200, height: AutoHeight)
                bio.alignAndFillWidth(align: .underMatchingLeft, relativeTo: avatar, padding: 16, height: AutoHeight)
                follow.anchorToEdge(.bottom, padding: 24, width: 120, height: 44)
                rule.anchorAndFillEdge(.Top, xPad: 0, yPad: 300, otherSize: 1)
            }
        }
        """)
        #expect(session.frame("avatar") ≈ Rect(x: 16, y: 20, width: 64, height: 64))
        // Right of the avatar by 12, centred on its middle (52): one line of text, 20.333 tall.
        #expect(session.frame("name") ≈ Rect(x: 92, y: 52 - 61.0 / 6, width: 200, height: 61.0 / 3))
        // Under the avatar by 16 from its left, to 16 from the right: 343 wide, two lines.
        #expect(session.frame("bio") ≈ Rect(x: 16, y: 100, width: 343, height: 122.0 / 3))
        // Centred along the bottom edge, 24 above it.
        #expect(session.frame("follow") ≈ Rect(x: 127.5, y: 599, width: 120, height: 44))
        // Swift 2's capitalised case: the top edge, full width.
        #expect(session.frame("rule") ≈ Rect(x: 0, y: 300, width: 375, height: 1))
    }

    @Test("fill, centre, the other corners and edges, filling the height beside a sibling")
    func anchoring() {
        var session = Session()
        session.script("""
        let panel = UIView()
        view.addSubview(panel)
        panel.fillSuperview(left: 10, right: 10, top: 20, bottom: 30)
        let badge = UIView()
        panel.addSubview(badge)
        badge.anchorInCorner(.bottomRight, xPad: 5, yPad: 6, width: 30, height: 20)
        let dot = UIView()
        panel.addSubview(dot)
        dot.anchorInCenter(width: 10, height: 10)
        let side = UIView()
        panel.addSubview(side)
        side.anchorToEdge(.right, padding: 8, width: 40, height: 100)
        let column = UIView()
        panel.addSubview(column)
        column.alignAndFillHeight(align: .underCentered, relativeTo: dot, padding: 4, width: 20)
        """)
        // 375 − 20 wide, 667 − 50 tall.
        #expect(session.frame("panel") ≈ Rect(x: 10, y: 20, width: 355, height: 617))
        #expect(session.frame("badge") ≈ Rect(x: 355 - 30 - 5, y: 617 - 20 - 6, width: 30, height: 20))
        #expect(session.frame("dot") ≈ Rect(x: 172.5, y: 303.5, width: 10, height: 10))
        #expect(session.frame("side") ≈ Rect(x: 355 - 40 - 8, y: 308.5 - 50, width: 40, height: 100))
        // Under the dot (ends at 313.5) by 4, down to 4 above the panel's bottom, centred on it.
        #expect(session.frame("column") ≈ Rect(x: 177.5 - 10, y: 317.5, width: 20, height: 617 - 317.5 - 4))
    }

    @Test("a misspelt label of Neon's method is an error with the label meant")
    func misspeltLabel() {
        var session = Session()
        session.script("""
        let chip = UIView()
        view.addSubview(chip)
        """)
        let error = session.failing("chip.anchorInCenter(width: 100, heigth: 50)")
        #expect(error.contains("1:33: error: Neon's anchorInCenter has no argument label 'heigth:'"))
        #expect(error.contains("did you mean 'height'?"))
        #expect(session.frame("chip") ≈ Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test("calls with other labels are the app's own helpers: fillSuperview(padding:) pins as the widespread extension does")
    func appHelpersOfTheSameNames() {
        var session = Session()
        let outcomes = session.script("""
        let cover = UIView()
        view.addSubview(cover)
        cover.fillSuperview(padding: 12)
        """)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'fillSuperview(padding:)' is the app's own helper") })
        #expect(session.frame("cover") ≈ Rect(x: 12, y: 12, width: 351, height: 643))
    }
}
