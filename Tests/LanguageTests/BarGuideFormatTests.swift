import Language
import Layout
import Testing

/// The controller's bar guides in a Visual Format string (iOS 7–10's way to keep clear of the
/// bars) stand for the safe area's edges. Frames are derived by hand on the bare 375×667 screen,
/// whose safe area is the whole screen: `|-` and `-|` are 20 points to the root view's edge.
@Suite("bar guides in a Visual Format string")
struct BarGuideFormatTests {
    static let controller = """
        class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let card = UIView()
                let tray = UIView()
                for v in [card, tray] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                let views: [String: Any] = ["card": card, "tray": tray, "top": topLayoutGuide, "bottom": bottomLayoutGuide]
                let metrics = ["gap": 24, "soft": 500]
                view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: FORMAT, options: [], metrics: metrics, views: views))
                view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[card]-|", options: [], metrics: nil, views: views))
                view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[tray]-|", options: [], metrics: nil, views: views))
            }
        }
        """

    func session(format: String) -> (Session, [Outcome]) {
        var session = Session()
        let outcomes = session.script(Self.controller.replacingOccurrences(of: "FORMAT", with: "\"\(format)\""))
        return (session, outcomes)
    }

    @Test("the root's edge written against a guide (`V:|[top]`, `[bottom]|`) only says where the guide already is")
    func edgeTouchingTheGuide() {
        let (session, outcomes) = session(format: "V:|[top]-10-[card(80)]-(>=0)-[tray(40)]-10-[bottom]|")
        #expect(outcomes.allSatisfy { !$0.failed })
        // 10 below the safe area's top; the tray 10 above its bottom: 667 − 10 − 40 = 617. `H:|-[card]-|`
        // is the root's margins, 16 at 375 wide: 343 wide.
        #expect(session.frame("card") == Rect(x: 16, y: 10, width: 343, height: 80))
        #expect(session.frame("tray") == Rect(x: 16, y: 617, width: 343, height: 40))
    }

    @Test("a guide's spacing may carry a priority, written or a metric's, and keeps it")
    func spacingWithAPriority() {
        let (session, outcomes) = session(format: "V:[top]-(gap@soft)-[card(80)]-(>=0@750)-[tray(40)]-(12@999)-[bottom]")
        #expect(outcomes.allSatisfy { !$0.failed })
        // Nothing competes: each holds. The card 24 below the top; the tray 12 above the bottom.
        #expect(session.frame("card") == Rect(x: 16, y: 24, width: 343, height: 80))
        #expect(session.frame("tray") == Rect(x: 16, y: 615, width: 343, height: 40))
        let listed = session.layout.constraintIDs.map { session.layout.describe($0) }
        #expect(listed.contains("card.top == root.safeAreaLayoutGuide.top + 24 @500"))
        #expect(listed.contains("tray.bottom == root.safeAreaLayoutGuide.bottom - 12 @999"))
    }

    @Test("the root's edge spaced from a guide is taken as UIKit takes it: the guide stays at the edge, and the clash UIKit logs is said")
    func edgeApartFromTheGuide() {
        var session = Session()
        session.script("let side = UIView()\nside.translatesAutoresizingMaskIntoConstraints = false\nview.addSubview(side)")
        let outcomes = session.script("""
            let made = NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[top]-[side]", options: [], metrics: nil, views: ["side": side, "top": topLayoutGuide])
            NSLayoutConstraint.activate(made)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("the spacing between the root's edge and 'top' fights UIKit's own constraint") })
        let listed = session.layout.constraintIDs.map { session.layout.describe($0) }
        #expect(listed.contains("side.top == root.safeAreaLayoutGuide.top + 8"))
    }
}
