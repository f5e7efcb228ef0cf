import Language
import Layout
import Testing

/// A controller's optional of a type the paste lacks (`var rail: RailController!`) stands for what
/// the app sets before presenting it, unless the controller's own code checks it for nil and makes
/// one to store there (`if rail == nil { rail = RailController(…) }`): then it is the controller's,
/// nil until that code runs, as Swift starts it, so the check takes its first branch. The pastes
/// are written for this test.
@Suite("a controller's optional it makes itself")
struct SelfMadeOptionalTests {
    @Test("if rail == nil { rail = RailController(…) } runs its first branch: the banner it places is at y 180, and the RailController the paste lacks is said to stand in")
    func ownOptionalStartsNil() {
        var session = Session()
        let outcomes = session.script("""
        class ShelfController: UIViewController {
            var rail: RailController!
            let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                if rail == nil {
                    rail = RailController(items: ["north", "south"])
                    banner.frame = CGRect(x: 0, y: 180, width: 375, height: 40)
                } else {
                    banner.frame = CGRect(x: 0, y: 0, width: 375, height: 40)
                }
            }
        }
        """)
        #expect(session.frame("banner") == Rect(x: 0, y: 180, width: 375, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'RailController' is not in the paste: a plain view controller stands in") })
    }

    @Test("self.rail = RailController() in a method viewDidLoad calls counts too: rail != nil is false before it, so the banner is 20 tall")
    func ownOptionalThroughSelf() {
        var session = Session()
        session.script("""
        class ShelfController: UIViewController {
            var rail: RailController?
            let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                let height: CGFloat = rail != nil ? 60 : 20
                banner.frame = CGRect(x: 10, y: 30, width: 100, height: height)
                makeRail()
            }
            func makeRail() {
                self.rail = RailController()
            }
        }
        """)
        #expect(session.frame("banner") == Rect(x: 10, y: 30, width: 100, height: 20))
    }

    @Test("an optional the controller reads at once and only remakes in reset() stays the app's: viewDidLoad runs on, the strip below it is at (0, 40, 375, 20)")
    func remadeLaterStaysTheApps() {
        var session = Session()
        session.script("""
        class ShelfController: UIViewController {
            var rail: RailController!
            let strip = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(rail.view)
                view.addSubview(strip)
                strip.frame = CGRect(x: 0, y: 40, width: 375, height: 20)
            }
            func reset() {
                rail = RailController()
            }
        }
        """)
        #expect(session.frame("strip") == Rect(x: 0, y: 40, width: 375, height: 20))
    }

    @Test("an optional the controller only reads (var member: Member!) still stands for the app's value: if member == nil is not taken, the banner is at y 0")
    func appSetOptionalStaysTheApps() {
        var session = Session()
        session.script("""
        class BadgeController: UIViewController {
            var member: Member!
            let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                if member == nil {
                    banner.frame = CGRect(x: 0, y: 180, width: 375, height: 40)
                } else {
                    banner.frame = CGRect(x: 0, y: 0, width: 375, height: 40)
                }
            }
        }
        """)
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 40))
    }
}
