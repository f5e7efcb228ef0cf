import Language
import Layout
import Testing

/// Shapes met in app files of set 80: a controller that builds its constraints in its own
/// `init(nibName:bundle:)`, a view property given back by the method that configures it. Every
/// paste is written for this test; frames are derived by hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 80")
struct Real80Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    /// The lines an entry printed, in order.
    static func printed(_ outcomes: [Outcome]) -> [String] {
        outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    @Test("a controller made with `()` runs its override of init(nibName:bundle:), as UIKit's init() calls it")
    func controllerInitRunsNibOverride() {
        var session = Session()
        let outcomes = session.script("""
        class BadgeViewController: UIViewController {
            private let badge = UIView()
            private var ratio: NSLayoutConstraint!
            var stage = "declared"

            override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                ratio = badge.widthAnchor.constraint(equalTo: badge.heightAnchor, multiplier: 2)
                stage = "made"
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func viewDidLoad() {
                super.viewDidLoad()
                badge.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                    badge.heightAnchor.constraint(equalToConstant: 60),
                    ratio
                ])
            }
        }
        let other = BadgeViewController()
        print(other.stage)
        """)
        // The override runs when the controller is shown, so `ratio` holds width == 2 × height:
        // badge 120×60, centred at 187.5, 40 down: (127.5,40,120,60). It was left out, the badge
        // 0 wide and said to be ambiguous. Made with `()` in code, the override runs too.
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 127.5, y: 40, width: 120, height: 60).snapped(toPixelsOf: 3))
        #expect(Self.printed(outcomes) == ["made"])
        #expect(!Self.notes(outcomes).contains { $0.contains("ambiguous") })
    }

    @Test("an init(nibName:bundle:) that only stops marks init() unusable: the controller is shown without running it")
    func nibInitStubIsNotRun() {
        var session = Session()
        let outcomes = session.script("""
        class ReceiptViewController: UIViewController {
            private let total = UILabel()

            override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                fatalError("made only from its storyboard")
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func viewDidLoad() {
                super.viewDidLoad()
                total.frame = CGRect(x: 20, y: 80, width: 200, height: 24)
                view.addSubview(total)
            }
        }
        """)
        // UIKit's init() would stop in the override, so the app never makes it that way (its
        // storyboard does, through init(coder:)); shown, viewDidLoad places the label at
        // (20,80,200,24). Running the override stopped the paste there instead.
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("total") == Rect(x: 20, y: 80, width: 200, height: 24))
    }

    @Test("`row = makeRow()` keeps the property's view while the method that sets it up runs")
    func propertyKeptWhileItsBuilderRuns() {
        var session = Session()
        let outcomes = session.script("""
        class RatingView: UIView {
            private var row = UIStackView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                row = makeRow()
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                    row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                    row.topAnchor.constraint(equalTo: topAnchor, constant: 30),
                    row.heightAnchor.constraint(equalToConstant: 40)
                ])
            }

            required init?(coder: NSCoder) { fatalError() }

            private func makeRow() -> UIStackView {
                style()
                for _ in 0..<3 {
                    row.addArrangedSubview(UIView())
                }
                addSubview(row)
                return row
            }

            private func style() {
                row.axis = .horizontal
                row.distribution = .fillEqually
                row.spacing = 5
                row.translatesAutoresizingMaskIntoConstraints = false
            }
        }
        """)
        // UIKit's property holds its stack view while makeRow() runs, and style() sets that
        // view's axis: it was refused as "'UIView' has no member 'axis'", the view not shown.
        // Shown alone it fills the screen; row (10,30,355,40), three views of (355 - 10) / 3 =
        // 115 at x 0, 120, 240.
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!Self.notes(outcomes).contains { $0.contains("is not shown") })
        #expect(session.frame("row") == Rect(x: 10, y: 30, width: 355, height: 40))
        let arranged = session.layout.viewsInTreeOrder.map { session.layout.frame(of: $0) }.filter { $0.size.width == 115 }
        #expect(arranged.map(\.origin.x).sorted() == [0, 120, 240])
    }
}
