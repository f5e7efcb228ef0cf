import Language
import Layout
import Testing

/// Shapes met in app files of set 78: frames worked out in `Int`s, a control's size read back
/// from its own frame. Every paste is written for this test; frames are derived by hand on the
/// default bare 375×667 screen.
@Suite("app files: real apps, set 78")
struct Real78Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    /// The lines an entry printed, in order.
    static func printed(_ outcomes: [Outcome]) -> [String] {
        outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    @Test("`/` on an Int variable drops the remainder, as Swift's Int division does; a CGFloat's keeps it")
    func intDivisionDropsTheRemainder() {
        var session = Session()
        let outcomes = session.script("""
        class TilesViewController: UIViewController {
            var columns = 0
            let strip = UIView()
            let tile = UIView()
            let gauge = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                columns = Int(UIScreen.main.bounds.width)
                strip.frame = CGRect(x: 10, y: 40, width: columns / 8, height: 20)
                view.addSubview(strip)
                let pad: CGFloat = 375
                tile.frame = CGRect(x: 10, y: 80, width: pad / 8, height: 20)
                view.addSubview(tile)
                var left = 7
                left /= 2
                let rows = 9 / 4
                gauge.frame = CGRect(x: CGFloat(left), y: CGFloat(rows), width: CGFloat(columns / 2), height: 4)
                view.addSubview(gauge)
                for step in 0..<3 {
                    print(step / 2, columns / 100)
                }
            }
        }
        """)
        // columns is an Int, 375: 375 / 8 is 46 in Int division, so strip is (10,40,46,20).
        // pad is a CGFloat: 375 / 8 = 46.875, so tile is (10,80,46.875,20).
        // left = 7 / 2 = 3; rows = 9 / 4 = 2 (literals alone, no type written: Int);
        // columns / 2 = 187: gauge (3,2,187,4). The loop's step is an Int: 0, 0, 1; 375 / 100 = 3.
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 10, y: 40, width: 46, height: 20))
        #expect(session.frame("tile") == Rect(x: 10, y: 80, width: 46.875, height: 20))
        #expect(session.frame("gauge") == Rect(x: 3, y: 2, width: 187, height: 4))
        #expect(Self.printed(outcomes) == ["0 3", "0 3", "1 3"])
        // Both are Ints in the code: no note guesses their type.
        #expect(!Self.notes(outcomes).contains { $0.contains("is not worked out here") })
    }

    @Test("a switch made with no frame is 51×31 from its init, so code that reads its frame to place it reads UIKit's size")
    func switchFrameFromInit() {
        var session = Session()
        let outcomes = session.script("""
        class TogglesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let margin: CGFloat = 24
                let right = UISwitch()
                var rect = right.frame
                rect.origin = CGPoint(x: view.bounds.width - (rect.size.width + margin), y: 60)
                right.frame = rect
                view.addSubview(right)
                let stepper = UIStepper()
                stepper.frame.origin.y = right.frame.maxY + 10
                view.addSubview(stepper)
                print(right.frame.size, stepper.frame.size)
            }
        }
        """)
        // UISwitch() is 51×31: x = 375 - (51 + 24) = 300, so (300,60,51,31). UIStepper() is
        // 94×32 from its init, at y 91 + 10 = 101: (0,101,94,32).
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("right") == Rect(x: 300, y: 60, width: 51, height: 31))
        #expect(session.frame("stepper") == Rect(x: 0, y: 101, width: 94, height: 32))
        #expect(Self.printed(outcomes) == ["(51.0, 31.0) (94.0, 32.0)"])
    }

    /// A panel that places its parts from its frame's observer, as a calculator's view does.
    static let framedPanel = """
        class GaugePanel: UIView {
            let dial = UIView()
            let caption = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(dial)
                addSubview(caption)
            }

            required init?(coder: NSCoder) { fatalError() }

            override var frame: CGRect {
                didSet {
                    dial.frame = CGRect(x: 16, y: 40, width: 120, height: 120)
                    caption.frame = CGRect(x: 16, y: 176, width: frame.width - 32, height: 24)
                }
            }
        }
        """

    @Test("a controller's view whose class observes its frame is placed by the observer when UIKit gives it the screen's frame")
    func frameObserverRunsForControllersView() {
        var session = Session()
        let outcomes = session.script(Self.framedPanel + """

        class GaugeController: UIViewController {
            override func loadView() {
                view = GaugePanel()
            }
        }
        """)
        // UIKit sets the controller's view's frame to the screen's, 375×667, and the observer
        // runs: dial (16,40,120,120), caption 375 - 32 = 343 wide at (16,176).
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dial") == Rect(x: 16, y: 40, width: 120, height: 120))
        #expect(session.frame("caption") == Rect(x: 16, y: 176, width: 343, height: 24))
    }

    @Test("a view shown on its own is given its frame, so its class's frame observer runs")
    func frameObserverRunsForShownView() {
        var session = Session()
        let outcomes = session.script(Self.framedPanel)
        // Nothing shows GaugePanel: one fills the screen, its frame set to 375×667, and the
        // observer places its parts as above.
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dial") == Rect(x: 16, y: 40, width: 120, height: 120))
        #expect(session.frame("caption") == Rect(x: 16, y: 176, width: 343, height: 24))
    }

    @Test("`private (set)` with a space before `(set)` is read as `private(set)`, as Swift reads it")
    func spacedSetterAccess() {
        var session = Session()
        let outcomes = session.script("""
        class BadgeController: UIViewController {
            private (set) lazy var badge: UILabel = {
                let label = UILabel()
                label.translatesAutoresizingMaskIntoConstraints = false
                label.text = "New"
                return label
            }()
            public private (set) var count = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
                    badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
                    badge.widthAnchor.constraint(equalToConstant: 60),
                    badge.heightAnchor.constraint(equalToConstant: 22)
                ])
            }
        }
        """)
        // It runs: the badge is (12,30,60,22).
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 12, y: 30, width: 60, height: 22))
        // A space before a parenthesis that is not `(set)` still ends the modifiers.
        #expect(session.failing("private (get) var total = 0").contains("expected a declaration after 'private'"))
    }

    @Test("Swift 2's `Selector(\"…\")` and `UInt(…)` are Swift's own, not something the paste lacks")
    func selectorAndUIntAreSwifts() {
        var session = Session()
        let outcomes = session.script("""
        let toggle = UISwitch(frame: CGRect(x: 20, y: 40, width: 0, height: 0))
        toggle.addTarget(self, action: Selector("toggled:"), forControlEvents: .ValueChanged)
        view.addSubview(toggle)
        let tile = UIView(frame: CGRect(x: 0, y: 100, width: CGFloat(UInt(75.8)), height: 10))
        view.addSubview(tile)
        """)
        // The switch keeps its 51×31 at (20,40); UInt(75.8) is 75, cut toward zero: tile (0,100,75,10).
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("toggle") == Rect(x: 20, y: 40, width: 51, height: 31))
        #expect(session.frame("tile") == Rect(x: 0, y: 100, width: 75, height: 10))
        #expect(!Self.notes(outcomes).contains { $0.contains("not in the paste") })
    }

    @Test("a class's bounds observer runs when Auto Layout gives the view its size, as UIKit sets a laid-out view's bounds")
    func boundsObserverRunsWhenLaidOut() {
        var session = Session()
        let outcomes = session.script("""
        class Dial: UIView {
            let pin = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(pin)
            }

            required init?(coder: NSCoder) { fatalError() }

            override var bounds: CGRect {
                didSet {
                    pin.frame = CGRect(x: bounds.width / 2 - 4, y: bounds.height - 8, width: 8, height: 8)
                }
            }
        }

        class DialController: UIViewController {
            let dial = Dial()

            override func viewDidLoad() {
                super.viewDidLoad()
                dial.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(dial)
                NSLayoutConstraint.activate([
                    dial.widthAnchor.constraint(equalToConstant: 160),
                    dial.heightAnchor.constraint(equalToConstant: 120),
                    dial.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    dial.topAnchor.constraint(equalTo: view.topAnchor, constant: 60)
                ])
            }
        }
        """)
        // The dial is (107.5,60,160,120); its bounds observer runs at 160×120: pin at
        // (160 / 2 - 4, 120 - 8) = (76,112), 8×8.
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dial") == Rect(x: 107.5, y: 60, width: 160, height: 120).snapped(toPixelsOf: 3))
        #expect(session.frame("pin") == Rect(x: 76, y: 112, width: 8, height: 8))
    }
}
