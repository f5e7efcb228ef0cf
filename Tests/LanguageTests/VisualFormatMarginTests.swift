import Language
import Layout
import Testing

/// A lone `-` at the superview's edge in a Visual Format string is the superview's layout margin,
/// as UIKit's `layoutMargins` documentation says of `|-[subview]-|`: 8 in a plain view, 16 in a
/// 375-wide root view, and whatever the code sets. Between two views it stays 8 points. Pastes are
/// written for this test; frames derived by hand on 375×667.
@Suite("VFL's standard spacing at the edge is the margin")
struct VisualFormatMarginTests {
    @Test("|-[inner]-| in a plain view is its 8-point margins; set margins are followed")
    func plainViewMargins() {
        var session = Session()
        let outcomes = session.script("""
            let frameView = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
            view.addSubview(frameView)
            let inner = UIView()
            inner.translatesAutoresizingMaskIntoConstraints = false
            frameView.addSubview(inner)
            let views = ["inner": inner]
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[inner]-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[inner]-|", metrics: nil, views: views))
            let padded = UIView(frame: CGRect(x: 0, y: 400, width: 300, height: 200))
            padded.layoutMargins = UIEdgeInsets(top: 12, left: 30, bottom: 6, right: 20)
            view.addSubview(padded)
            let chip = UIView()
            chip.translatesAutoresizingMaskIntoConstraints = false
            padded.addSubview(chip)
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[chip]-|", metrics: nil, views: ["chip": chip])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[chip]-|", metrics: nil, views: ["chip": chip]))
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // inner: 8 in from each edge of 300×200.
        #expect(session.frame("inner") == Rect(x: 8, y: 8, width: 284, height: 184))
        // chip: left 30, right 20 → 250 wide; top 12, bottom 6 → 182 tall.
        #expect(session.frame("chip") == Rect(x: 30, y: 12, width: 250, height: 182))
        let listed = session.layout.constraintIDs.map { session.layout.describe($0) }
        #expect(listed.contains("inner.leading == frameView.leadingMargin"))
    }

    @Test("an explicit number at the edge is points from the edge, not the margin")
    func explicitSpacingIsFromTheEdge() {
        var session = Session()
        let outcomes = session.script("""
            let strip = UIView()
            strip.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(strip)
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-8-[strip]-(>=8)-|", metrics: nil, views: ["strip": strip])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[strip(20)]", metrics: nil, views: ["strip": strip]))
            strip.widthAnchor.constraint(equalToConstant: 100).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 8, y: 40, width: 100, height: 20))
    }
}
