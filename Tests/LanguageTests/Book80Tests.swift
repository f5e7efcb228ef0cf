import Language
import Layout
import Testing

/// Shapes that books' and apps' listings write and UIKit reads as they mean: the app's own
/// shorthand initialisers of Core Graphics values, an outlet collection, `.pi` beside a number, a
/// gesture recognizer's outlet and a scroll view's gesture recognizers. Pastes are written for
/// this test; frames derived by hand on 375×667.
@Suite("listing shapes: shorthand initialisers, outlet collections, implicit constants")
struct Book80Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("CGRect(10, 20, 100, 50) with no extension in the paste is x, y, width, height, with a note")
    func positionalRectIsTheAppsShorthand() {
        var session = Session()
        let outcomes = session.script("""
            class PanelController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let panel = UIView(frame: CGRect(10, 20, 100, 50))
                    view.addSubview(panel)
                    let dot = UIView(frame: CGRect(origin: CGPoint(5, 6), size: CGSize(7, 8)))
                    panel.addSubview(dot)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 10, y: 20, width: 100, height: 50))
        // dot: origin (5,6) and size 7×8 in panel.
        #expect(session.frame("dot") == Rect(x: 5, y: 6, width: 7, height: 8))
        let notes = Self.notes(outcomes)
        #expect(notes.contains("CGRect(_:_:_:_:) is not UIKit's: taken as the app's extension (not in the paste) that passes x, y, width, height in that order"))
        #expect(notes.contains("CGPoint(_:_:) is not UIKit's: taken as the app's extension (not in the paste) that passes x, y in that order"))
    }

    @Test("a pasted shorthand extension runs as written, in its own order")
    func pastedExtensionRuns() {
        var session = Session()
        let outcomes = session.script("""
            extension CGRect {
                init(_ w: CGFloat, _ h: CGFloat, _ x: CGFloat, _ y: CGFloat) {
                    self.init(x: x, y: y, width: w, height: h)
                }
            }
            let tile = UIView(frame: CGRect(100, 50, 10, 20))
            view.addSubview(tile)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The extension takes width, height, x, y.
        #expect(session.frame("tile") == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(!Self.notes(outcomes).contains { $0.hasPrefix("CGRect(_:_:_:_:) is not UIKit's") })
    }

    @Test("an outlet collection is empty, with a note, and is no view; indexing what is filled from it says why it is empty")
    func outletCollectionIsEmpty() {
        var session = Session()
        let outcomes = session.script("""
            class ShelfController: UIViewController {
                @IBOutlet var books: [UIView]!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let shelf = UIStackView(arrangedSubviews: books)
                    shelf.axis = .vertical
                    shelf.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(shelf)
                    NSLayoutConstraint.activate([
                        shelf.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                        shelf.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        shelf.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                    for book in books { book.backgroundColor = .brown }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The empty stack view: 40 down, full width, 0 tall.
        #expect(session.frame("shelf") == Rect(x: 0, y: 40, width: 375, height: 0))
        #expect(session.frame("books") == nil)
        #expect(Self.notes(outcomes).contains("@IBOutlet books: an outlet collection of the storyboard the paste does not contain; which views "
            + "it holds is not known, so it is empty here and what the code does with its views is left out"))

        var second = Session()
        let failed = second.run("""
            class RackController: UIViewController {
                @IBOutlet var slots: [UIView]!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var guides = [UILayoutGuide]()
                    for _ in slots { guides.append(UILayoutGuide()) }
                    let first = guides[0]
                    view.addLayoutGuide(first)
                }
            }
            """)
        let message = failed.diagnostics.map(\.message).first ?? ""
        #expect(message == "index 0 is out of range for an empty array: the outlet collection 'slots' is empty here, its storyboard "
            + "not in the paste, and an array filled from it is empty too")
    }

    @Test("45 * .pi / 180 reads .pi as the number's own type")
    func implicitPiBesideANumber() {
        var session = Session()
        let outcomes = session.script("""
            let angle = 45 * .pi / 180
            let width: CGFloat = 200
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: width * angle, height: 10))
            view.addSubview(bar)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 200 × π/4 = 157.0796…
        #expect(abs((session.frame("bar")?.width ?? 0) - 200 * Double.pi / 4) < 1e-9)
    }

    @Test("a gesture recognizer's outlet is no view, and a scroll view's pan gesture is read without refusal")
    func gestureOutletsAreNoViews() {
        var session = Session()
        let outcomes = session.script("""
            class SwipeController: UIViewController {
                @IBOutlet weak var swipe: UISwipeGestureRecognizer!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
                    view.addSubview(pager)
                    pager.panGestureRecognizer.require(toFail: swipe)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("swipe") == nil)
        #expect(session.frame("pager") == Rect(x: 0, y: 0, width: 375, height: 300))
    }

    @Test("the app's own fill(view) beside Stevia's fillH is the app's helper, noted; a real slip of Stevia's name is still refused")
    func wordBesideALibraryName() {
        var session = Session()
        let outcomes = session.script("""
            let grid = UIStackView()
            view.addSubview(grid)
            grid.fill(view)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.notes(outcomes).contains { $0.hasPrefix("'fill(_:)' is the app's own helper (not in the paste): by its name taken to pin its four edges to root") })
        #expect(session.frame("grid") == Rect(x: 0, y: 0, width: 375, height: 667))

        var slip = Session()
        let refused = slip.run("""
            let strip = UIView()
            view.addSubview(strip)
            strip.fillh(m: 8)
            """)
        #expect(refused.failed)
        #expect(refused.diagnostics.first?.suggestion == "fillH")
    }
}
