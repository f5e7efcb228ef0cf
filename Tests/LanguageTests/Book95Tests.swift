import Language
import Layout
import Testing

/// Swift syntax and standard-library calls real app code uses, read as Swift reads them. Pastes
/// are written for this test; frames derived by hand on the bare 375×667 screen.
@Suite("Swift's own syntax and standard types, as apps write them")
struct SwiftSyntax95Tests {
    @Test("a case pattern in parentheses followed by an operator is an expression: case (0)..<(2):")
    func parenthesisedRangePattern() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            let level = 3
            var side: CGFloat = 0
            switch level {
            case (0)..<(2): side = 10
            case (2)...(4): side = 40
            default: side = 90
            }
            box.widthAnchor.constraint(equalToConstant: side).isActive = true
            box.heightAnchor.constraint(equalToConstant: side).isActive = true
            box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test("an empty array of tuples, [(String, Int)](), is an empty array")
    func emptyArrayOfTuples() {
        var session = Session()
        let outcomes = session.script("""
            var rows = [(String, Int)]()
            rows.append(("a", 1))
            rows.append(("b", 2))
            let strip = UIView()
            view.addSubview(strip)
            strip.frame = CGRect(x: 0, y: 0, width: 100, height: CGFloat(rows.count) * 44)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 100, height: 88))
    }

    @Test("Swift's sized integers convert as Int does, dropping the fraction: UInt32(7.9) is 7")
    func sizedIntegers() {
        var session = Session()
        let outcomes = session.script("""
            let dot = UIView()
            view.addSubview(dot)
            let n = UInt32(7.9)
            let m = Int64(2)
            dot.frame = CGRect(x: CGFloat(n), y: CGFloat(m), width: 10, height: 10)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 7, y: 2, width: 10, height: 10))
    }

    @Test("Set(items) keeps each element once: three distinct of five rows make three tabs")
    func setOfElements() {
        var session = Session()
        let outcomes = session.script("""
            let kinds = Set(["news", "sport", "news", "weather", "sport"])
            let bar = UIView()
            view.addSubview(bar)
            bar.frame = CGRect(x: 0, y: 0, width: CGFloat(kinds.count) * 50, height: 44)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 150, height: 44))
    }

    @Test("a type's generic arguments before a member: Box<Int>.side reads Box's static property")
    func genericTypeMember() {
        var session = Session()
        let outcomes = session.script("""
            struct Box<T> { static var side: CGFloat { 30 } }
            let tile = UIView()
            view.addSubview(tile)
            tile.frame = CGRect(x: 0, y: 0, width: Box<Int>.side, height: Box<String>.side)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 30, height: 30))
    }

    @Test("the app's own operator, ASCII or Unicode, calls the function the paste declares for it")
    func appOperators() {
        var session = Session()
        let outcomes = session.script("""
            infix operator ※ : AdditionPrecedence
            func ※ (lhs: CGFloat, rhs: CGFloat) -> CGFloat { return lhs * 10 + rhs }
            struct Grid {
                static func +++ (count: Int, gap: CGFloat) -> CGFloat { CGFloat(count) * 44 + CGFloat(count - 1) * gap }
            }
            let panel = UIView()
            view.addSubview(panel)
            panel.translatesAutoresizingMaskIntoConstraints = false
            panel.topAnchor.constraint(equalTo: view.topAnchor, constant: 2 ※ 5).isActive = true
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            panel.widthAnchor.constraint(equalToConstant: 100).isActive = true
            panel.heightAnchor.constraint(equalToConstant: 3 +++ 8).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 2 ※ 5 = 25; three rows of 44 with two gaps of 8 = 148.
        #expect(session.frame("panel") == Rect(x: 0, y: 25, width: 100, height: 148))
    }
}

@Suite("Layout libraries' calls real code makes, as each library's source defines them")
struct LibraryCalls95Tests {
    @Test("TinyConstraints' size(to:multiplier:insets:) makes width and height the other's times the multiplier, plus the insets")
    func tinySizeToView() {
        var session = Session()
        let outcomes = session.script("""
            let card = UIView()
            let photo = UIView()
            view.addSubview(card)
            card.addSubview(photo)
            card.edgesToSuperview(insets: .uniform(20))
            photo.size(to: card, multiplier: 0.5, insets: CGSize(width: 10, height: -13))
            photo.topToSuperview()
            photo.leftToSuperview()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The card is 335 × 627; half of it is 167.5 × 313.5, plus 10 and −13: 177.5 × 300.5,
        // whose far edges fall on the @3x grid at 177.667 and 300.667.
        #expect(session.frame("photo") == Rect(x: 0, y: 0, width: 177.5, height: 300.5).snapped(toPixelsOf: 3))
    }
}

@Suite("Objective-C as app files write it, compiled by clang with the app's own headers")
struct ObjectiveC95Tests {
    @Test("a statement macro with arguments and no ';' (WEAKIFY(ws)) ends at its line; the next message is a statement")
    func statementMacroWithArguments() {
        var session = Session()
        let outcomes = session.script("""
            @implementation PanelController
            - (void)viewDidLoad {
                [super viewDidLoad];
                WEAKIFY(ws)
                [ws placeBox];
            }
            - (void)placeBox {
                UIView *box = [UIView new];
                box.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:box];
                [box.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:16].active = YES;
                [box.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:40].active = YES;
                [box.widthAnchor constraintEqualToConstant:120].active = YES;
                [box.heightAnchor constraintEqualToConstant:60].active = YES;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("WEAKIFY") })
    }

    @Test("the app's own [self reload] is skipped with a note, though a layout library has a 'reload' of its own")
    func ownMethodNamedLikeALibrarys() {
        var session = Session()
        let outcomes = session.script("""
            @implementation FeedController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *box = [UIView new];
                box.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:box];
                [box.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20].active = YES;
                [box.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:20].active = YES;
                [box.widthAnchor constraintEqualToConstant:100].active = YES;
                [box.heightAnchor constraintEqualToConstant:50].active = YES;
                [self reload];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 100, height: 50))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'reload'") && $0.contains("the app's own method") })
    }

    @Test("NS_OPTIONS constants joined with '|' are one option set, in the table of names or not")
    func optionConstantsJoined() {
        var session = Session()
        let outcomes = session.script("""
            @implementation SheetController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIRectCorner corners = UIRectCornerTopLeft | UIRectCornerTopRight;
                NSUInteger masks = XYCornerMaskTopLeft | XYCornerMaskTopRight | XYCornerMaskBottomLeft;
                UIView *sheet = [[UIView alloc] init];
                sheet.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:sheet];
                [sheet.topAnchor constraintEqualToAnchor:self.view.centerYAnchor].active = YES;
                [sheet.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
                [sheet.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor].active = YES;
                [sheet.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor].active = YES;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // From the centre, 333.5, to the bottom: the top edge on the @3x grid at 333.667.
        #expect(session.frame("sheet") == Rect(x: 0, y: 333.5, width: 375, height: 333.5).snapped(toPixelsOf: 3))
    }
}

@Suite("What fresh app samples left unread: the app's base classes, outlets and helpers, libraries from Swift")
struct FreshSample95Tests {
    @Test("a controller on the app's base class adds to that base's safeAreaView: a plain view stands in, pinned to the safe area")
    func baseControllerSafeAreaContainer() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            class ListViewController: BaseViewController {
                let header = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    safeAreaView.addSubview(header)
                    header.snp.makeConstraints { make in
                        make.top.left.right.equalToSuperview()
                        make.height.equalTo(44)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The iPhone 15's safe area starts 59 down and ends 34 above the bottom of 852.
        #expect(session.frame("safeAreaView") == Rect(x: 0, y: 59, width: 393, height: 759))
        // The header's frame is in the container's coordinates: its top, full width, 44 tall.
        #expect(session.frame("header") == Rect(x: 0, y: 0, width: 393, height: 44))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'safeAreaView' is not in the paste") && $0.contains("safe area") })
    }

    @Test("a text field outlet has Interface Builder's default field's height, 34, never an ambiguous 0")
    func textFieldOutletHeight() {
        var session = Session()
        let outcomes = session.script("""
            class LoginViewController: UIViewController {
                @IBOutlet weak var emailField: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailField.translatesAutoresizingMaskIntoConstraints = false
                    emailField.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                    emailField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                    emailField.widthAnchor.constraint(equalToConstant: 200).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("emailField") == Rect(x: 20, y: 100, width: 200, height: 34))
        #expect(session.layout.ambiguities().isEmpty)
    }

    @Test("Masonry's setInsets and setOffset, as Swift calls them on a MASConstraint, inset and offset")
    func masonrySettersFromSwift() {
        var session = Session()
        let outcomes = session.script("""
            class OrderController: UIViewController {
                let header = UIView()
                let badge = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                    view.addSubview(badge)
                    header.mas_makeConstraints { make in
                        make?.edges.equalTo()(self.view)?.setInsets(UIEdgeInsets(top: 0, left: 0, bottom: 567, right: 0))
                    }
                    badge.mas_makeConstraints { make in
                        make?.top.equalTo()(self.view)?.setOffset(40)
                        make?.left.equalTo()(self.view)?.setOffset(30)
                        make?.width.height().equalTo()(70)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("header") == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(session.frame("badge") == Rect(x: 30, y: 40, width: 70, height: 70))
    }

    @Test("Anchorage's groups on a view controller are its root view's, the vertical pair at the layout guides")
    func anchorageControllerGroups() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            class GroupController: UIViewController {
                let bar = UIView()
                let content = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(bar)
                    view.addSubview(content)
                    bar.topAnchor == view.topAnchor + 40
                    bar.heightAnchor == 50
                    bar.horizontalAnchors == horizontalAnchors
                    content.edgeAnchors == edgeAnchors
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 40, width: 393, height: 50))
        // The top guide's bottom and the bottom guide's top: the safe area, 59 to 818.
        #expect(session.frame("content") == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("a view shown alone whose initialiser takes a view class of the paste is made with one, as the paste declares it")
    func pastedViewHandedToInitialiser() {
        var session = Session()
        let outcomes = session.script("""
            class Wrapper: UIView {
                let inner: Inner
                init(_ inner: Inner) {
                    self.inner = inner
                    super.init(frame: .zero)
                    addSubview(inner)
                    inner.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        inner.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                        inner.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        inner.widthAnchor.constraint(equalToConstant: 100),
                        inner.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Inner: UIView {
                init(title: String?) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("inner") == Rect(x: 10, y: 10, width: 100, height: 50))
    }

    @Test("a cell's own textLabel, its mask turned off and pinned by the cell's code, is made and placed by those constraints")
    func constrainedCellTextLabel() {
        var session = Session()
        let outcomes = session.script("""
            class Row: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    textLabel?.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        textLabel!.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                        textLabel!.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                        textLabel!.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    ])
                    textLabel?.text = "Hello"
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // One line of the 17-pt system font, 20.333 tall at @3x, 12 from the top and the bottom:
        // the self-sizing row's content is 44.333 tall.
        let label = session.frame("textLabel")
        #expect(label?.minX == 20 && label?.minY == 12 && label?.height == Rect(x: 0, y: 0, width: 1, height: 61.0 / 3).height)
        #expect(session.frame("row")?.height == Rect(x: 0, y: 0, width: 1, height: 24 + 61.0 / 3).snapped(toPixelsOf: 3).height)
    }

    @Test("a frame observer's oldValue is the frame before: a move keeps the dot, a resize moves it")
    func frameObserverOldValue() {
        var session = Session()
        let outcomes = session.script("""
            class Box: UIView {
                let dot = UIView()
                override var frame: CGRect {
                    didSet {
                        if oldValue.size != frame.size { dot.frame.origin.x += 10 }
                    }
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let b = Box(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addSubview(b)
            b.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 0, y: 0, width: 20, height: 20))
        session.script("b.frame = CGRect(x: 50, y: 0, width: 120, height: 100)")
        #expect(session.frame("dot") == Rect(x: 10, y: 0, width: 20, height: 20))
    }

    @Test("a subview its superview's layoutSubviews adds runs that layoutSubviews again, the subview now in place")
    func addSubviewInLayoutSubviews() {
        var session = Session()
        let outcomes = session.script("""
            class Bar: UIView {
                let dot = UIView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    let w = dot.superview?.bounds.width ?? 0
                    dot.frame = CGRect(x: w - 30, y: 10, width: 20, height: 20)
                    addSubview(dot)
                }
            }
            let bar = Bar(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            view.addSubview(bar)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The first run placed it from no superview (x −30); the second from the bar's 200.
        #expect(session.frame("dot") == Rect(x: 170, y: 10, width: 20, height: 20))
    }

    @Test("a collection item whose constraints give it a height but no width is shown at the flow layout's default itemSize")
    func itemWithNoWidth() {
        var session = Session()
        let outcomes = session.script("""
            class TokenCell: UICollectionViewCell {
                let code = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    code.text = "42"
                    contentView.addSubview(code)
                    code.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        code.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                        code.topAnchor.constraint(equalTo: contentView.topAnchor),
                        code.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Compressed, it would be one line tall and 0 wide (the label is centred, not pinned across):
        // the app's layout sizes it, 50 × 50 by default.
        #expect(session.frame("tokenCell") == Rect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("the app's chainable helper given settings (.prepared(true)) returns the view it is called on")
    func chainableHelperWithSettings() {
        var session = Session()
        let outcomes = session.script("""
            class PlayerController: UIViewController {
                var cover: UIImageView = {
                    let iv = UIImageView(frame: .zero).prepared(true)
                    return iv
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(cover)
                    cover.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        cover.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        cover.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        cover.widthAnchor.constraint(equalToConstant: 100),
                        cover.heightAnchor.constraint(equalToConstant: 100),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("cover") == Rect(x: 20, y: 20, width: 100, height: 100))
    }
}

@Suite("Second fresh samples: the app's initialisers and factories of UIKit views, a spinner's style")
struct SecondSample95Tests {
    @Test("the app's UIStackView(arrangedSubviews:axis:) keeps the axis it is given")
    func stackInitialiserAxis() {
        var session = Session()
        let outcomes = session.script("""
            let a = UIView(), b = UIView()
            let stack = UIStackView(arrangedSubviews: [a, b], axis: .vertical)
            stack.spacing = 10
            view.addSubview(stack)
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 210)
            a.heightAnchor.constraint(equalToConstant: 100).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("a") == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(session.frame("b") == Rect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test("an app initialiser named for Auto Layout (UILabel(withAutoLayout: true)) turns the mask off")
    func withAutoLayoutInitialiser() {
        var session = Session()
        let outcomes = session.script("""
            let title = UILabel(withAutoLayout: true)
            view.addSubview(title)
            title.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
            title.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 10).isActive = true
            title.rightAnchor.constraint(equalTo: view.rightAnchor, constant: -10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        #expect(session.frame("title")?.minX == 10 && session.frame("title")?.width == 355)
    }

    @Test("UIActivityIndicatorView(style:) is made the size of its style, so centring it alone shows it")
    func spinnerSizedByStyle() {
        var session = Session()
        let outcomes = session.script("""
            let spinner = UIActivityIndicatorView(style: .medium)
            view.addSubview(spinner)
            spinner.center = CGPoint(x: 100, y: 100)
            let big = UIActivityIndicatorView(style: .large)
            view.addSubview(big)
            big.center = CGPoint(x: 200, y: 100)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("spinner") == Rect(x: 90, y: 90, width: 20, height: 20))
        #expect(session.frame("big") == Rect(x: 181.5, y: 81.5, width: 37, height: 37))
    }

    @Test("the app's static factory of a label kept in a name that says a label (titleLabel) is a label standing in")
    func staticFactoryIntoTitleLabel() {
        var session = Session()
        let outcomes = session.script("""
            let titleLabel = UILabel.with(text: "Hello", textSize: 33)
            view.addSubview(titleLabel)
            titleLabel.frame = CGRect(x: 0, y: 10, width: 375, height: 40)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("titleLabel") == Rect(x: 0, y: 10, width: 375, height: 40))
    }

    @Test("on the app's base table controller, self.tableView read without a call is the base's table, not tableView(_:willDisplay:forRowAt:)")
    func tableViewPropertyBesideDelegateMethod() {
        var session = Session()
        let outcomes = session.script("""
            class ListVC: AppBaseTableViewController {
                let footer = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.tableView.backgroundColor = .white
                    view.addSubview(self.tableView)
                    view.addSubview(footer)
                    footer.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        tableView.topAnchor.constraint(equalTo: view.topAnchor),
                        tableView.bottomAnchor.constraint(equalTo: footer.topAnchor),
                        tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        footer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        footer.heightAnchor.constraint(equalToConstant: 90)
                    ])
                }
                override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The base turned its table's mask off, as constraining it by anchors shows.
        #expect(session.layout.conflicts.isEmpty)
        #expect(session.frame("tableView") == Rect(x: 0, y: 0, width: 375, height: 577))
        #expect(session.frame("footer") == Rect(x: 0, y: 577, width: 375, height: 90))
    }

    @Test("Type.init(frame:) of the app's class the paste lacks is Type(frame:), as Swift reads it: the view is kept")
    func explicitInitOfAppClass() {
        var session = Session()
        let outcomes = session.script("""
            class VC: UIViewController {
                lazy var okButton: FancyButton = {
                    let b = FancyButton.init(frame: CGRect(x: 20, y: 500, width: 335, height: 40))
                    return b
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(okButton)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("okButton") == Rect(x: 20, y: 500, width: 335, height: 40))
    }

    @Test("an Objective-C class factory of the app's view type ([RowView rowViewWithTitle:]) makes a view the code places")
    func objectiveCClassFactoryOfAppView() {
        var session = Session()
        let outcomes = session.script("""
            @implementation CardView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIView *top = [[UIView alloc] init];
                    [self addSubview:top];
                    [self addSubview:self.rowView];
                    [top mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.right.equalTo(self);
                        make.height.mas_equalTo(100);
                    }];
                    [self.rowView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(top.mas_bottom).offset(10);
                        make.left.right.equalTo(self);
                        make.height.mas_equalTo(50);
                    }];
                }
                return self;
            }
            - (RowView *)rowView {
                if (!_rowView) { _rowView = [RowView rowViewWithTitle:@"Store"]; }
                return _rowView;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("rowView") == Rect(x: 0, y: 110, width: 375, height: 50))
    }
}
