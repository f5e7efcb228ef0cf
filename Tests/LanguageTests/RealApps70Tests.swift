import Language
import Layout
import Testing

/// Shapes met in app files of set 70: a table that dequeues its rows by an identifier other
/// than the one it registers, a controller whose `loadView` sets `view = .init()`, and `isEqual`
/// on the view itself. Every paste is written for this test; frames are derived by hand on the
/// default bare 375×667 screen.
@Suite("app files: real apps, set 70")
struct RealApps70Tests {
    /// A controller with a table made in code, ten rows of UIKit's own cell; `registered` is the
    /// identifier its class is registered under, `dequeued` the one `cellForRowAt` asks for.
    static func planets(registered: String, dequeued: String) -> String {
        """
        class PlanetsController: UIViewController, UITableViewDataSource {
            let list = UITableView()
            let names = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Ceres", "Pluto"]
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(list)
                list.frame = view.bounds
                list.register(UITableViewCell.self, forCellReuseIdentifier: "\(registered)")
                list.dataSource = self
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                return names.count
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "\(dequeued)", for: indexPath)
                cell.textLabel?.text = names[indexPath.row]
                return cell
            }
        }
        """
    }

    @Test("rows dequeued by an identifier other than the registered one are not UIKit's 44-point cells: UIKit raises for a table made in code")
    func dequeuedByAnotherIdentifier() {
        var registered = Session()
        _ = registered.script(Self.planets(registered: "PlanetRow", dequeued: "PlanetRow"))
        // Ten of UIKit's own cells, 44 each: 440 tall in a 667-tall table.
        #expect(registered.contentSize("list") == Size(width: 375, height: 440))

        var mismatched = Session()
        let outcomes = mismatched.script(Self.planets(registered: "PlanetRow", dequeued: "planet"))
        #expect(mismatched.contentSize("list") != Size(width: 375, height: 440))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("list: its content size is not worked out: cellForRowAt dequeues \"planet\", an identifier the paste registers no cell for (it registers \"PlanetRow\")")
        })
    }

    @Test("loadView's `view = .init()` makes the controller's view a plain UIView, which the code then reads")
    func loadViewSetsAnImplicitInit() {
        var session = Session()
        let outcomes = session.script("""
        class ScoreController: UIViewController {
            let board = UIView()
            override func loadView() {
                view = .init()
                view.backgroundColor = .white
                view.addSubview(board)
                board.frame = CGRect(x: 24, y: 60, width: 200, height: 90)
            }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
        // The frame is the code's own: (24, 60), 200×90 in the 375×667 root.
        #expect(session.frame("board") == Rect(x: 24, y: 60, width: 200, height: 90))
    }

    @Test("a view is equal only to itself: `isEqual(nil)` is false, so a branch on `!isEqual(nil)` runs")
    func viewIsEqualOnlyToItself() {
        var session = Session()
        let outcomes = session.script("""
        class BadgeRow: UITableViewCell {
            var badge: UILabel!
            override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                if !self.isEqual(nil) {
                    badge = UILabel()
                    badge.frame = CGRect(x: 16, y: 7, width: 120, height: 30)
                    contentView.addSubview(badge)
                }
            }
            required init?(coder aDecoder: NSCoder) { fatalError() }
        }
        """)
        // The branch runs, as in UIKit: the badge keeps its frame, (16, 7), 120×30.
        #expect(session.frame("badge") == Rect(x: 16, y: 7, width: 120, height: 30))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("isEqual") })

        var plain = Session()
        plain.script("""
        let strip = UIView()
        let dot = UIView()
        view.addSubview(strip)
        if strip.isEqual(strip) && !strip.isEqual(dot) {
            strip.frame = CGRect(x: 0, y: 40, width: 375, height: 12)
        }
        """)
        #expect(plain.frame("strip") == Rect(x: 0, y: 40, width: 375, height: 12))
    }

    @Test("a helper of the app's named in other words than a library's member is no misspelling of it: skipped with a note, never refused")
    func appHelperIsNoMisspelling() {
        var session = Session()
        let outcomes = session.script("""
        class GalleryController: UIViewController {
            let strip = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(strip)
                strip.frame = CGRect(x: 0, y: 80, width: 375, height: 120)
                strip.alignSubview(UIView())
            }
            func unused() {
                view.alignSubview(strip)
            }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 80, width: 375, height: 120))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'alignSubview': UIKit has no such member; by its name it is the app's own layout helper") })

        // A typo keeps its words, and is still refused with the member it misspells.
        var typo = Session()
        typo.script("let box = UIView()\nview.addSubview(box)")
        #expect(typo.failing("box.backgroundColr = .red").contains("did you mean 'backgroundColor'?"))
    }

    @Test("a view built by its init(frame:) behind a plain convenience init() is said to be made with a zero frame, naming nothing of the app's")
    func builtByFrameInitializer() {
        var session = Session()
        let outcomes = session.script("""
        class ShelfView: UIScrollView {
            let row = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(row)
                row.frame = CGRect(x: 8, y: 8, width: 60, height: 60)
            }
            convenience init() {
                self.init(frame: .zero)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("nothing in the paste shows ShelfView: one is made as ShelfView(frame: .zero) and shown") })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("( are the app's") })
        #expect(session.frame("row") == Rect(x: 8, y: 8, width: 60, height: 60))
    }

    @Test("observers after a stored property's initial value are read as observers, and an implicit member takes a trailing closure")
    func observersAfterAnInitialValue() {
        var session = Session()
        session.script("""
        enum Decoration { case plain, custom(() -> UIView) }
        class Swatch: UIView {
            var tint = UIColor.red {
                didSet { backgroundColor = tint }
            }
            var inset: CGFloat = .zero {
                didSet { frame.size.width = 10 + inset }
            }
            func decoration() -> Decoration {
                return .custom {
                    UIView()
                }
            }
        }
        let swatch = Swatch()
        view.addSubview(swatch)
        swatch.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        swatch.inset = 30
        """)
        // The observer runs on the change: 10 + 30 = 40 wide.
        #expect(session.frame("swatch") == Rect(x: 0, y: 0, width: 40, height: 5))
    }

    @Test("a UIKit view Layoutbook does not model is named UIKit's where its members are skipped, not the app's")
    func unmodelledUIKitViewIsUIKits() {
        var session = Session()
        let outcomes = session.script("""
        let dates = UICalendarView()
        dates.wantsDateDecorations = true
        view.addSubview(dates)
        dates.frame = CGRect(x: 0, y: 100, width: 375, height: 400)
        """)
        #expect(session.frame("dates") == Rect(x: 0, y: 100, width: 375, height: 400))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("skipped 'wantsDateDecorations': UICalendarView is UIKit's, drawn as a plain UIView") })
        #expect(!notes.contains { $0.contains("UICalendarView is the app's own") })
    }

    @Test("interpolation writes a CGFloat, a size and a tuple into a label's text as Swift does, and the label is as wide as that text")
    func interpolatedGeometryText() {
        var session = Session()
        let outcomes = session.script("""
        let card = UIView()
        view.addSubview(card)
        card.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        let widthLabel = UILabel()
        widthLabel.text = "\\(card.frame.width)"
        let sizeLabel = UILabel()
        sizeLabel.text = "\\(card.frame.size)"
        let pairLabel = UILabel()
        pairLabel.text = "\\((1, 2))"
        let sameLabel = UILabel()
        let pad = (top: 8, side: 4)
        sameLabel.text = "\\(pad)"
        let names = ["a", "b"]
        let listLabel = UILabel()
        listLabel.text = "\\(names)"
        let reference = UILabel()
        reference.text = "120.0"
        let sizeReference = UILabel()
        sizeReference.text = "(120.0, 40.0)"
        let pairReference = UILabel()
        pairReference.text = "(1, 2)"
        let padReference = UILabel()
        padReference.text = "(top: 8, side: 4)"
        let listReference = UILabel()
        listReference.text = "[\\"a\\", \\"b\\"]"
        for label in [widthLabel, sizeLabel, pairLabel, sameLabel, listLabel, reference, sizeReference, pairReference, padReference, listReference] {
            view.addSubview(label)
            label.sizeToFit()
        }
        """)
        // Each label is as wide as the text Swift writes, which its reference holds.
        #expect(session.frame("widthLabel")?.width == session.frame("reference")?.width)
        #expect(session.frame("sizeLabel")?.width == session.frame("sizeReference")?.width)
        #expect(session.frame("pairLabel")?.width == session.frame("pairReference")?.width)
        #expect(session.frame("sameLabel")?.width == session.frame("padReference")?.width)
        #expect(session.frame("listLabel")?.width == session.frame("listReference")?.width)
        #expect((session.frame("widthLabel")?.width ?? 0) > 0)
        // An array held by a name might be a tuple: a note says how a tuple is written.
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'names' is written into its string as an array writes it, [\"a\", \"b\"]") })
    }

    @Test("a header whose constraints set no height is said to fill the screen's height, not to be as tall as its constraints make it")
    func headerWithNoHeightFillsTheScreen() {
        var session = Session()
        let outcomes = session.script("""
        class SectionTitle: UICollectionReusableView {
            let caption = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(caption)
                caption.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                    caption.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
                    caption.centerYAnchor.constraint(equalTo: centerYAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // 375 × 667; the empty caption 351 wide, centred at 333.5.
        #expect(session.frame("sectionTitle") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("caption") == Rect(x: 12, y: 333.5, width: 351, height: 0).snapped(toPixelsOf: 3))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("shown as wide and as tall as the screen, nothing in it setting its height") })
        #expect(!notes.contains { $0.contains("as tall as its constraints make it") })
    }
}
