import Language
import Layout
import Testing

/// Shapes of real code read this round. Pastes are written for this test; frames derived by
/// hand on 375×667.
@Suite("Cartography's constrain(…) on a view the page declares elsewhere")
struct CartographyListingViewTests {
    @Test("constrain(aView) at the top level makes aView on the root view, as the block's superview reads it")
    func topLevelListing() {
        var session = Session()
        let outcomes = session.script("""
            let size: CGFloat = 48
            constrain(aView) { view in
                view.height == size
                view.width == view.height
                view.right == view.superview!.right - 8
                view.bottom == view.superview!.bottom - 8
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 375 − 8 − 48 = 319, 667 − 8 − 48 = 611.
        #expect(session.frame("aView") == Rect(x: 319, y: 611, width: 48, height: 48))
        #expect(outcomes.flatMap(\.notes).contains("'aView' is not declared in the paste: made here as a UIView, the class its "
            + "name says, as the page declares it elsewhere; its own settings are not in the paste"))
    }

    @Test("in a listing's viewDidLoad, constrain(badge) lays badge out instead of skipping its constraints")
    func viewDidLoadListing() {
        var session = Session()
        let outcomes = session.script("""
            override func viewDidLoad() {
                super.viewDidLoad()
                constrain(badge) { b in
                    b.width == 30
                    b.height == 30
                    b.center == b.superview!.center
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (375 − 30) / 2 = 172.5, (667 − 30) / 2 = 318.5.
        #expect(session.frame("badge") == Rect(x: 172.5, y: 318.5, width: 30, height: 30))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("takes it as different from the other side") })
    }

    @Test("a typo of a declared view in constrain(…) is still refused, not made")
    func typoStillRefused() {
        var session = Session()
        session.script("""
            let avatar = UIView()
            view.addSubview(avatar)
            """)
        let error = session.failing("constrain(avatr) { a in a.width == 30 }")
        #expect(error.contains("no name 'avatr' is declared here"))
        #expect(session.frame("avatr") == nil)
    }
}
