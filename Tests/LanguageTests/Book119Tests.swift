@testable import Language
import Layout
import Testing

/// What the nineteenth round of fresh app code tripped on. Pastes are written for this test;
/// frames derived by hand on the bare 375×667 screen.
@Suite("Fresh app code, nineteenth round")
struct Book119Tests {
    static let framedCard = """
        class Card: UIView {
            let panel = UIView()
            let badge = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                HELPER
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let card = Card(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        view.addSubview(card)
        """

    @Test("an unknown embed helper called on the view itself (`embed(subview: panel)`, `embed(panel)`) pins the view given to its four edges")
    func embedOnSelfPinsTheGivenView() {
        for call in ["embed(subview: panel)", "embed(panel)", "self.embed(subview: panel)", "embed(child: panel)"] {
            var session = Session()
            let outcomes = session.script(Self.framedCard.replacingOccurrences(of: "HELPER", with: call))
            #expect(outcomes.allSatisfy { !$0.failed }, "\(call)")
            #expect(session.frame("panel") == Rect(x: 0, y: 0, width: 200, height: 100), "\(call)")
            #expect(outcomes.flatMap(\.notes).contains { $0.contains("is the app's own helper (not in the paste): by its name taken to pin its four edges to card") },
                    "\(call)")
        }
    }

    @Test("a view handed only to a helper the paste lacks, and added nowhere, is named in a note with what it holds, not dropped silently")
    func viewLeftWithASkippedHelperIsNamed() {
        var session = Session()
        let outcomes = session.script(Self.framedCard.replacingOccurrences(of: "HELPER", with: """
            let row = UIStackView(arrangedSubviews: [badge])
            place(row, margin: 8)
            decorate(panel)
            addSubview(panel)
            """))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'row' (with what it holds: badge) is in no hierarchy here: the paste hands it to 'place(_:margin:)', the app's "
            + "own code, not in the paste, and nothing else adds it; if that helper adds it (as such helpers most often do), UIKit shows "
            + "it where this shows nothing: paste the helper"))
        // `panel`, handed to a skipped helper too but added by the code, is not named.
        #expect(!notes.contains { $0.hasPrefix("'panel'") })
        #expect(session.frame("panel") == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(session.frame("row") == nil)
    }

    @Test("a UIAlertController subclass is UIKit's class, not the app's, and the note says its view is the alert's box, not the screen")
    func alertControllerSubclassSaysItsBox() {
        var session = Session()
        let outcomes = session.script("""
            class ConfirmSheet: UIAlertController {
                let knob = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    knob.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(knob)
                    knob.topAnchor.constraint(equalTo: view.topAnchor, constant: 6).isActive = true
                    knob.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                    knob.widthAnchor.constraint(equalToConstant: 36).isActive = true
                    knob.heightAnchor.constraint(equalToConstant: 4).isActive = true
                }
            }
            """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("'UIAlertController' is a framework class Layoutbook does not model: ConfirmSheet overrides viewDidLoad") })
        #expect(!notes.contains { $0.contains("'UIAlertController' is not in the paste") })
        #expect(notes.contains { $0.hasPrefix("ConfirmSheet is a UIAlertController: UIKit shows its view as the alert's box (270 pt wide") })
        // Laid out as the screen, as the note says.
        #expect(session.frame("knob") == Rect(x: 509.0 / 3, y: 6, width: 36, height: 4))
    }

    @Test("an alert made and presented from a controller leaves the controller's screen as it is")
    func presentedAlertKeepsTheScreen() {
        var session = Session()
        let outcomes = session.script("""
            class ListController: UIViewController {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
                    present(alert, animated: true, completion: nil)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 10, y: 10, width: 100, height: 100))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("is a UIAlertController") })
    }

    @Test("an Int declared in one entry divides as an Int in the next, in Swift and in Objective-C: 90 / 4 is 22, 100 / 3 is 33")
    func wholeNumbersKeepTheirTypeAcrossEntries() {
        var swift = Session()
        for line in ["let bar = UIView()", "view.addSubview(bar)", "let items = 4", "var step = 50", "step = 90 / items",
                     "let third = 100 / (items - 1)", "let scale: CGFloat = 3",
                     "bar.frame = CGRect(x: CGFloat(step), y: CGFloat(third), width: 100 / scale, height: 10)"] {
            swift.script(line)
        }
        #expect(swift.frame("bar") == Rect(x: 22, y: 33, width: 100.0 / 3, height: 10))
        var objc = Session()
        for line in ["UIView *bar = [[UIView alloc] init];", "[self.view addSubview:bar];", "int step = 50;", "step = 375 / 7.0;",
                     "bar.frame = CGRectMake(step, 0, 10, 10);"] {
            objc.script(line)
        }
        #expect(objc.frame("bar") == Rect(x: 53, y: 0, width: 10, height: 10))
    }

    @Test("a number rounded by the rule given (.down, .up, .towardZero, .toNearestOrEven), and C's rint halving to even, fmax and fmin")
    func roundingRules() {
        var swift = Session()
        swift.script("""
            let tile = UIView()
            view.addSubview(tile)
            let across = (375.0 / 7).rounded(.down)
            tile.frame = CGRect(x: (2.5).rounded(.toNearestOrEven), y: (-2.5).rounded(.towardZero) + 10,
                                width: across, height: fmax(12, fmin(30, 40)))
            """)
        #expect(swift.frame("tile") == Rect(x: 2, y: 8, width: 53, height: 30))
        var objc = Session()
        objc.script("""
            UIView *tile = [UIView new];
            [self.view addSubview:tile];
            tile.frame = CGRectMake(rint(2.5), trunc(2.7), lround(2.5), fmaxf(1, 4));
            """)
        #expect(objc.frame("tile") == Rect(x: 2, y: 2, width: 3, height: 4))
    }

    @Test("a rounding rule that is none of Swift's is refused where it is written")
    func unknownRoundingRule() {
        var session = Session()
        let outcome = session.run("let across = (375.0 / 7).rounded(.sideways)")
        #expect(outcome.failed)
        #expect(outcome.diagnostics.first?.range.start.column == 34)
        #expect(outcome.diagnostics.first?.message
            == "expected a rounding rule: .down, .up, .towardZero, .awayFromZero, .toNearestOrEven or .toNearestOrAwayFromZero")
    }

    @Test("CGRect's union, intersection and divided(atDistance:from:) give Core Graphics' rects, in Swift and Objective-C")
    func rectArithmetic() {
        var swift = Session()
        swift.script("""
            let left = UIView()
            view.addSubview(left)
            let band = UIView()
            view.addSubview(band)
            let (slice, rest) = CGRect(x: 0, y: 0, width: 300, height: 100).divided(atDistance: 80, from: .minXEdge)
            left.frame = rest
            band.frame = CGRect(x: 0, y: 0, width: 50, height: 50).union(CGRect(x: 100, y: 100, width: 10, height: 10))
                .intersection(CGRect(x: 5, y: 5, width: 1000, height: 20))
            let bottom = CGRect(x: 0, y: 0, width: 300, height: 100).divided(atDistance: 30, from: .maxYEdge)
            let strip = UIView(frame: bottom.slice)
            view.addSubview(strip)
            """)
        #expect(swift.frame("left") == Rect(x: 80, y: 0, width: 220, height: 100))
        #expect(swift.frame("band") == Rect(x: 5, y: 5, width: 105, height: 20))
        #expect(swift.frame("strip") == Rect(x: 0, y: 70, width: 300, height: 30))
        var objc = Session()
        objc.script("""
            UIView *band = [UIView new];
            [self.view addSubview:band];
            band.frame = CGRectIntersection(CGRectUnion(CGRectMake(0, 0, 50, 50), CGRectMake(100, 100, 10, 10)), CGRectMake(5, 5, 1000, 20));
            """)
        #expect(objc.frame("band") == Rect(x: 5, y: 5, width: 105, height: 20))
    }

    @Test("a text field's factory is given its placeholder (or its text when the label says so), which sizes the field")
    func textFieldFactoryTakesItsPlaceholder() {
        var session = Session()
        let outcomes = session.script("""
            class SignInController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let mail = makeField(withPlaceholderText: "email address")
                    let code = makeField(text: "1234")
                    view.addSubview(mail)
                    view.addSubview(code)
                    mail.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                    code.topAnchor.constraint(equalTo: mail.bottomAnchor, constant: 8).isActive = true
                }
            }
            """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("'makeField(…)' is not in the paste (the app's own factory): 'mail' is a UITextField with the placeholder \"email address\"") })
        #expect(notes.contains { $0.hasPrefix("'makeField(…)' is not in the paste (the app's own factory): 'code' is a UITextField with the text \"1234\"") })
        // As wide as the text set straight on a field.
        var plain = Session()
        plain.script("""
            let mail = UITextField()
            mail.placeholder = "email address"
            let code = UITextField()
            code.text = "1234"
            view.addSubview(mail)
            view.addSubview(code)
            mail.translatesAutoresizingMaskIntoConstraints = false
            code.translatesAutoresizingMaskIntoConstraints = false
            """)
        #expect(session.frame("mail")?.width == plain.frame("mail")?.width)
        #expect(session.frame("code")?.width == plain.frame("code")?.width)
        #expect((session.frame("mail")?.width ?? 0) > 100)
    }

    @Test("an extension's setConstraint() is the view's setting up, run from viewDidLoad as setupConstraints() is")
    func setConstraintSetsUp() {
        var session = Session()
        let outcomes = session.script("""
            extension FeedController {
                func setConstraint() {
                    view.addSubview(bar)
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        bar.topAnchor.constraint(equalTo: view.topAnchor),
                        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        bar.heightAnchor.constraint(equalToConstant: 56),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 375, height: 56))
        #expect(Evaluator.namesSetUp("setLayout") && Evaluator.namesSetUp("setSubviews") && !Evaluator.namesSetUp("setTitle"))
    }

    @Test("a view pinned inside a collection view whose items are the app's is no content-size ambiguity: the list's layout sizes it")
    func listContentIsNotAmbiguous() {
        var session = Session()
        session.script("""
            class StripController: UICollectionViewController {
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    banner.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    banner.widthAnchor.constraint(equalToConstant: 375).isActive = true
                    banner.heightAnchor.constraint(equalToConstant: 50).isActive = true
                }
            }
            """)
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 50))
        #expect(session.state.layout.contentAmbiguities().isEmpty)
    }

    @Test("a loop's offset from enumerated(), an index from indices and a whole-number stride are Ints: i / 3 drops the remainder")
    func loopCountersAreInts() {
        var session = Session()
        session.script("""
            class Board: UIView {
                var tiles: [UIView] = []
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for _ in 0..<5 { let t = UIView(); addSubview(t); tiles.append(t) }
                    for (i, t) in tiles.enumerated() {
                        t.frame = CGRect(x: CGFloat(i % 3) * 50, y: CGFloat(i / 3) * 50, width: 50, height: 50)
                    }
                    for k in tiles.indices where k == 4 {
                        tiles[k].frame.size.width = CGFloat(k / 3) * 20
                    }
                    for n in stride(from: 1, to: 3, by: 1) {
                        tiles[n].frame.size.height = CGFloat(n / 2) * 30
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let board = Board(frame: CGRect(x: 0, y: 0, width: 150, height: 100))
            view.addSubview(board)
            """)
        let tiles = (1...5).map { session.frame($0 == 1 ? "t" : "t\($0)") }
        #expect(tiles == [Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 50, y: 0, width: 50, height: 0),
                          Rect(x: 100, y: 0, width: 50, height: 30), Rect(x: 0, y: 50, width: 50, height: 50),
                          Rect(x: 50, y: 50, width: 20, height: 50)])
    }

    @Test("an Int parameter and enumerated()'s offset in a closure divide as Ints, in Swift and Objective-C's enumerateObjectsUsingBlock")
    func intParametersAndOffsets() {
        var swift = Session()
        swift.script("""
            class Shelf: UIView {
                let books = [UIView(), UIView(), UIView()]
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    books.enumerated().forEach { index, book in
                        addSubview(book)
                        place(book, at: index)
                    }
                    books.enumerated().forEach { $1.frame.size.height = CGFloat($0 / 2) * 10 + 10 }
                }
                func place(_ book: UIView, at slot: Int) {
                    book.frame = CGRect(x: CGFloat(slot / 2) * 100, y: 0, width: 40, height: 10)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let shelf = Shelf(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
            view.addSubview(shelf)
            let offsets = shelf.books.enumerated().map { $0.offset }
            """)
        // The array's views are named as an array literal's are: the first after the property.
        let books = ["books", "view2", "view3"].map { swift.frame($0) }
        #expect(books == [Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 0, y: 0, width: 40, height: 10),
                          Rect(x: 100, y: 0, width: 40, height: 20)])
        var objc = Session()
        objc.script("""
            NSArray *names = @[@"a", @"b", @"c"];
            [names enumerateObjectsUsingBlock:^(NSString *name, NSUInteger idx, BOOL *stop) {
                UILabel *tag = [UILabel new];
                [self.view addSubview:tag];
                tag.frame = CGRectMake(idx / 2 * 100, 200, 10, 10);
            }];
            """)
        #expect(objc.frame("tag3") == Rect(x: 100, y: 200, width: 10, height: 10))
        #expect(objc.frame("tag2") == Rect(x: 0, y: 200, width: 10, height: 10))
    }

    @Test("a pasted type's static Int and an Int property of a pasted struct a variable holds divide as Ints: 10 / Metrics.columns is 3")
    func declaredIntMembersDivideAsInts() {
        var session = Session()
        session.script("""
            enum Metrics {
                static let columns = 3
                static let gap: CGFloat = 10
            }
            struct Config { let rows = 4 }
            class Pane: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let cell = UIView()
                    addSubview(cell)
                    let cfg = Config()
                    let across = 100 / Metrics.columns
                    cell.frame = CGRect(x: CGFloat(10 / Metrics.columns), y: CGFloat(cfg.rows / 3), width: CGFloat(across),
                                        height: 10 / Metrics.gap * 3)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let pane = Pane(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addSubview(pane)
            """)
        #expect(session.frame("cell") == Rect(x: 3, y: 1, width: 33, height: 3))
    }

    @Test("a closure's parameter written as an Int divides as an Int: { (slot: Int, v: UIView) in … slot / 2 … }")
    func typedClosureParameterIsInt() {
        var session = Session()
        session.script("""
            let crate = UIView()
            view.addSubview(crate)
            let place: (Int, UIView) -> Void = { (slot: Int, v: UIView) in
                v.frame = CGRect(x: CGFloat(slot / 2) * 100, y: 0, width: 10, height: 10)
            }
            place(3, crate)
            """)
        #expect(session.frame("crate") == Rect(x: 100, y: 0, width: 10, height: 10))
    }

    @Test("a ternary of Ints and a force-unwrapped index are Ints: 10 / (compact ? 4 : 2) is 2")
    func ternaryAndUnwrappedIndexAreInts() {
        var session = Session()
        session.script("""
            class Pane: UIView {
                let compact = true
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let cell = UIView()
                    addSubview(cell)
                    let cols = compact ? 4 : 2
                    let spot = [cell, cell].firstIndex(of: cell)! + 3
                    cell.frame = CGRect(x: CGFloat(10 / cols), y: 0, width: CGFloat(spot / 2) * 10, height: 10)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let pane = Pane(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addSubview(pane)
            """)
        #expect(session.frame("cell") == Rect(x: 2, y: 0, width: 10, height: 10))
    }
}

@Suite("A chain written a call to a line at the top level")
struct Book119ChainLineTests {
    @Test("a line that opens with a member goes on with the call on the line before it, as Swift reads it, at the prompt as in a file")
    func memberLineContinuesTheCall() {
        var reader = EntryReader()
        var entries: [Entry] = []
        for line in ["let area = CGRect(x: 0, y: 0, width: 200, height: 100)", "    .insetBy(dx: 10, dy: 10)",
                     "    .offsetBy(dx: 5, dy: 0)", "view.addSubview(plate)", "frames"] {
            entries += reader.read(line)
        }
        entries += reader.finish()
        #expect(entries.map(\.text) == ["let area = CGRect(x: 0, y: 0, width: 200, height: 100)\n    .insetBy(dx: 10, dy: 10)\n    .offsetBy(dx: 5, dy: 0)",
                                         "view.addSubview(plate)", "frames"])
        var session = Session()
        session.script("""
            let plate = UIView()
            view.addSubview(plate)
            plate.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
                .insetBy(dx: 10, dy: 10)
                .offsetBy(dx: 5, dy: 0)
            """)
        #expect(session.frame("plate") == Rect(x: 15, y: 10, width: 180, height: 80))
    }

    @Test("a line that opens with a number or a range after a call is its own entry")
    func otherLinesAreTheirOwn() {
        var reader = EntryReader()
        var entries: [Entry] = []
        for line in ["print(1)", ".5", "print(2)", "...3"] { entries += reader.read(line) }
        entries += reader.finish()
        #expect(entries.map(\.text) == ["print(1)", ".5", "print(2)", "...3"])
    }
}

@Suite("A one-line label's baselines")
struct Book119BaselineTests {
    @Test("a one-line label has one baseline: held by its first and its last to another label's, nothing conflicts")
    func firstAndLastBaselineAreOne() {
        var session = Session()
        session.script("""
            let title = UILabel()
            title.text = "Status:"
            let value = UILabel()
            value.text = "Idle"
            view.addSubview(title)
            view.addSubview(value)
            title.translatesAutoresizingMaskIntoConstraints = false
            value.translatesAutoresizingMaskIntoConstraints = false
            title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            value.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16).isActive = true
            title.lastBaselineAnchor.constraint(equalTo: value.lastBaselineAnchor).isActive = true
            title.lastBaselineAnchor.constraint(equalTo: value.firstBaselineAnchor).isActive = true
            """)
        #expect(session.state.layout.conflicts.isEmpty)
        // Two 17-pt labels on one baseline share their top.
        #expect(session.frame("value")?.minY == 20)
        #expect(session.frame("title")?.height == session.frame("value")?.height)
    }
}
