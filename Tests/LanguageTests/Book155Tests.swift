@testable import Language
import Layout
import Testing

/// What the forty-second round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand on the bare 375×667 screen, whose safe area is the whole screen.
@Suite("Fresh app code, forty-second round")
struct Book155Tests {
    @Test("Align: anchors pin to the superview (far edges inward), space from a sibling, align centres and take arithmetic")
    func alignAnchors() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import Align

            final class InboxViewController: UIViewController {
                private let header = UIView()
                private let badge = UIView()
                private let footer = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                    header.addSubview(badge)
                    view.addSubview(footer)
                    header.anchors.edges.pin(axis: .horizontal)
                    header.anchors.top.pin(to: view.safeAreaLayoutGuide, inset: 20)
                    header.anchors.height.equal(120)
                    badge.anchors.size.equal(CGSize(width: 24, height: 24))
                    badge.anchors.trailing.pin(inset: 16)
                    badge.anchors.centerY.align(offset: -10)
                    footer.anchors.top.spacing(8, to: header.anchors.bottom)
                    footer.anchors.edges.pin(insets: 10, axis: .horizontal)
                    footer.anchors.height.equal(header.anchors.height * 0.5 + 4)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("header") == Rect(x: 0, y: 20, width: 375, height: 120))
        // 16 in from the header's right edge; centred 10 above the header's middle (60).
        #expect(session.frame("badge") == Rect(x: 335, y: 38, width: 24, height: 24))
        // 8 below the header, 10 in on both sides, half the header's height plus 4.
        #expect(session.frame("footer") == Rect(x: 10, y: 148, width: 355, height: 64))
        #expect(session.layout.id(of: "footer").flatMap { session.layout.view($0)?.translatesAutoresizingMaskIntoConstraints } == false)
    }

    @Test("Align: Constraints(for:) hands the closure each view's anchors; alignments pin one corner and keep the view inside")
    func alignConstraintsGroupAndAlignments() {
        var session = Session()
        let outcomes = session.script("""
            let card = UIView()
            let icon = UIView()
            let tag = UIView()
            view.addSubview(card)
            card.addSubview(icon)
            card.addSubview(tag)
            card.anchors.edges.pin(insets: 20, alignment: .center)
            card.anchors.size.equal(CGSize(width: 200, height: 100))
            Constraints(for: icon, tag) { icon, tag in
                icon.size.equal(CGSize(width: 30, height: 30))
                icon.edges.pin(insets: 8, alignment: .topLeading)
                tag.leading.spacing(10, to: icon.trailing)
                tag.centerY.equal(icon.centerY)
                tag.width.clamp(to: 40...80)
                tag.height.equal(icon.height, constant: -10)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Centred: (375 − 200) / 2 = 87.5 and (667 − 100) / 2 = 283.5, at the @3x screen's pixels.
        #expect(session.frame("card").map { abs($0.minX - 87.5) < 0.34 && abs($0.minY - 283.5) < 0.34 && $0.width == 200 } == true)
        #expect(session.frame("icon") == Rect(x: 8, y: 8, width: 30, height: 30))
        // No width but the clamp's: its least, 40; centred on the icon's middle (23), 20 high.
        #expect(session.frame("tag") == Rect(x: 48, y: 13, width: 40, height: 20))
    }

    @Test("Align 1: view.al pins each edge to the superview with the insets inward, and a far edge flips its relation")
    func alignOneSpellings() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            view.addSubview(box)
            box.al.edges.pinToSuperview(insets: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
            let dot = UIView()
            view.addSubview(dot)
            dot.al.size.set(CGSize(width: 10, height: 10))
            dot.al.center.alignWithSuperview()
            let side = UIView()
            box.addSubview(side)
            side.al.edges(.top, .bottom).pinToSuperview()
            side.al.left.pinToSuperview(inset: 5)
            side.al.width.match(dot.al.width * 3)
            let bar = UIView()
            box.addSubview(bar)
            bar.al.top.pinToSuperview()
            bar.al.height.set(4)
            bar.al.left.pinToSuperview()
            bar.al.right.pinToSuperview(inset: 50, relation: .greaterThanOrEqual)
            bar.al.width.set(500, relation: .greaterThanOrEqual)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 10, width: 315, height: 627))
        #expect(session.frame("side") == Rect(x: 5, y: 0, width: 30, height: 627))
        // right ≥ superview.right − 50 flipped to ≤: the bar may not reach past 265, so its
        // 500 wide wish is broken — a conflict, not a bar 500 wide.
        #expect(!session.layout.conflicts.isEmpty)
        #expect(session.frame("bar").map { $0.width <= 265 || $0.width == 500 } == true)
    }

    @Test("Align refuses to pin a view with no superview, as the app's force-unwrap would crash, and the session keeps its state")
    func alignWithoutSuperview() {
        var session = Session()
        session.script("let box = UIView()")
        let message = session.failing("box.anchors.edges.pin()")
        #expect(message.contains("'box' has no superview here, and Align's edges.pin() relates it to its superview"))
        #expect(message.contains("add it to a view before edges.pin()"))
        session.script("""
            view.addSubview(box)
            box.anchors.edges.pin(insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            """)
        #expect(session.frame("box") == Rect(x: 2, y: 1, width: 369, height: 663))
    }

    @Test("Objective-C: a cast to a C number type converts as C does — (CGFloat) keeps the fraction of a division, (int) drops it")
    func objectiveCNumberCasts() {
        var session = Session()
        let outcomes = session.script("""
            @interface Bars : UIViewController
            @end
            @implementation Bars
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSInteger index = 1;
                NSInteger total = 4;
                CGFloat fraction = (CGFloat)index / total;
                CGFloat whole = (int)(10.9) * 3;
                CGFloat half = (float)7 / 2;
                CGFloat middle = (NSInteger)(375 / 2.0);
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(half, middle, 300 * fraction, whole)];
                [self.view addSubview:bar];
                UIView *plain = [[UIView alloc] initWithFrame:CGRectMake(0, 0, index / total * 100, 7 / 2)];
                [self.view addSubview:plain];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 1.0 / 4 = 0.25 of 300; (int)10.9 = 10, × 3; 7.0 / 2; (NSInteger)187.5 = 187.
        #expect(session.frame("bar") == Rect(x: 3.5, y: 187, width: 75, height: 30))
        // Without a cast C divides whole numbers: 1 / 4 = 0, 7 / 2 = 3.
        #expect(session.frame("plain") == Rect(x: 0, y: 0, width: 0, height: 3))
    }

    @Test("anchorWithOffset(to:) in a view's own init measures a distance that may be negative, as UIKit's dimension does")
    func negativeAnchorOffsetInAViewsInit() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class TitleView: UIView {
                let iconView = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    iconView.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(iconView)
                    NSLayoutConstraint.activate([
                        iconView.widthAnchor.constraint(equalToConstant: 40),
                        iconView.heightAnchor.constraint(equalToConstant: 40),
                        iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
                        iconView.centerXAnchor.anchorWithOffset(to: centerXAnchor).constraint(equalToConstant: -30),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        // centerX − icon.centerX = −30: the icon's centre at 187.5 + 30 = 217.5, so x = 197.5 (197.667 at @3x).
        #expect(session.frame("iconView").map { abs($0.minX - 197.5) < 0.34 && $0.width == 40 } == true)
    }

    @Test("A child controller's view read in the host's init (a file with imports) is the child's own view, not the host's")
    func childControllerViewInTheHostsInit() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class ContainerViewController: UIViewController {
                let contentController = UIViewController()
                init() {
                    super.init(nibName: nil, bundle: nil)
                    contentController.view.translatesAutoresizingMaskIntoConstraints = false
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(contentController)
                    view.addSubview(contentController.view)
                    NSLayoutConstraint.activate([
                        contentController.view.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        contentController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        contentController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        contentController.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                    contentController.didMove(toParent: self)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        #expect(session.frame("childView") == Rect(x: 0, y: 100, width: 375, height: 567))
    }

    @Test("A view that turns its own mask off and pins only its height (a 0.5 line) is held at that height, not at the pixel its drawing takes")
    func hairlineHeldAtItsOwnHeight() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class HairlineView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    translatesAutoresizingMaskIntoConstraints = false
                    heightAnchor.constraint(equalToConstant: 0.5).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        #expect(session.frame("hairlineView") == Rect(x: 0, y: 0, width: 375, height: 0.5))
    }

    @Test("SnapKit on a layout guide: the content guide's width to its scroll view (its superview, as SnapKit takes a guide's owner)")
    func snapKitOnALayoutGuide() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import SnapKit
            class FeedViewController: UIViewController {
                let scrollView = UIScrollView()
                let contentView = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(scrollView)
                    scrollView.addSubview(contentView)
                    scrollView.snp.makeConstraints { make in
                        make.edges.equalTo(view.safeAreaLayoutGuide)
                    }
                    scrollView.contentLayoutGuide.snp.makeConstraints { make in
                        make.width.equalToSuperview()
                    }
                    view.layoutMarginsGuide.snp.makeConstraints { make in
                        make.height.greaterThanOrEqualTo(10)
                    }
                    contentView.snp.makeConstraints { make in
                        make.edges.equalTo(scrollView.contentLayoutGuide)
                        make.height.equalTo(1000)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("contentView") == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(session.contentSize("scrollView") == Size(width: 375, height: 1000))
    }

    @Test("Objective-C: self.class and [self class] send the class method, not the instance method or property of its name")
    func objectiveCClassMessages() {
        var session = Session()
        let outcomes = session.script("""
            @interface Tile : UIViewController
            @property (nonatomic) CGFloat side;
            @end
            @implementation Tile
            - (CGFloat)side {
                return [[self class] side] + self.class.inset;
            }
            + (CGFloat)side {
                return 80;
            }
            - (CGFloat)inset {
                return 1;
            }
            + (CGFloat)inset {
                return 4;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *box = [[UIView alloc] initWithFrame:CGRectMake(20, 40, self.side, [self side])];
                [self.view addSubview:box];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 40, width: 84, height: 84))
    }

    @Test("PureLayout's withFixedSize: each view that size, its centre at PureLayout's fraction of the superview's width")
    func pureLayoutFixedSizeDistribution() {
        var session = Session()
        let outcomes = session.script("""
            @interface Dots : UIViewController
            @end
            @implementation Dots
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *a = [UIView newAutoLayoutView];
                UIView *b = [UIView newAutoLayoutView];
                UIView *c = [UIView newAutoLayoutView];
                NSArray *dots = @[a, b, c];
                for (UIView *dot in dots) {
                    [self.view addSubview:dot];
                    [dot autoSetDimension:ALDimensionHeight toSize:30];
                }
                [dots autoDistributeViewsAlongAxis:ALAxisHorizontal alignedTo:ALAttributeHorizontal withFixedSize:30 insetSpacing:NO];
                [a autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:200];
                UIView *p = [UIView newAutoLayoutView];
                UIView *q = [UIView newAutoLayoutView];
                for (UIView *dot in @[p, q]) {
                    [self.view addSubview:dot];
                    [dot autoSetDimension:ALDimensionHeight toSize:10];
                    [dot autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:300];
                }
                [@[p, q] autoDistributeViewsAlongAxis:ALAxisHorizontal alignedTo:ALAttributeHorizontal withFixedSize:60];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        // Without inset spacing: centres at 187.5 × 0.00001 + 15, × 1 + 0, × 2 − 15.
        #expect(session.frame("a").map { abs($0.minX) < 0.01 && $0.width == 30 && $0.minY == 200 } == true)
        #expect(session.frame("b").map { abs($0.minX - 172.5) < 0.34 && $0.minY == 200 } == true)
        #expect(session.frame("c") == Rect(x: 345, y: 200, width: 30, height: 30))
        // With it (the default): multipliers 2/3 and 4/3, constants −10 and +10: centres 115 and 260.
        #expect(session.frame("p") == Rect(x: 85, y: 300, width: 60, height: 10))
        #expect(session.frame("q") == Rect(x: 230, y: 300, width: 60, height: 10))
    }

    @Test("while let over the app's own value runs its body once, with a note, instead of to the step limit")
    func whileLetOverAnUnknownValue() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class LogViewController: UIViewController {
                let textView = UITextView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    textView.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
                    view.addSubview(textView)
                    let reader = LogReader(path: "app.log")
                    var lines = 0
                    while let line = reader.nextLine() {
                        lines += 1
                    }
                    textView.frame.size.height = CGFloat(lines) * 100
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.contains { $0.notes.contains { $0.contains("runs once: its condition is on what the paste does not have") } })
        #expect(session.frame("textView") == Rect(x: 0, y: 0, width: 375, height: 100))
    }

    @Test("Objective-C: a #define continued on the next line by a backslash is one macro, its value on the line after")
    func continuedDefine() {
        var session = Session()
        let outcomes = session.script("""
            #define CARD_HEIGHT \\
                100
            #define CARD_INSET   \\
                (CARD_HEIGHT / 10)
            @interface Grid : UIViewController
            @end
            @implementation Grid
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *card = [[UIView alloc] initWithFrame:CGRectMake(CARD_INSET, 80, 50, CARD_HEIGHT)];
                [self.view addSubview:card];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 10, y: 80, width: 50, height: 100))
    }

    @Test("The app's helper that stacks an array of views ([a, b].asStackView(axis:spacing:)) stands in as a stack view arranging them")
    func arrayStackHelper() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class Card: UIViewController {
                let a = UIView()
                let b = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = [a, b].asStackView(axis: .vertical, spacing: 8)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                        a.heightAnchor.constraint(equalToConstant: 40),
                        b.heightAnchor.constraint(equalToConstant: 60),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("stack") == Rect(x: 20, y: 20, width: 335, height: 108))
        #expect(session.frame("b") == Rect(x: 0, y: 48, width: 335, height: 60))
    }

    @Test("Stevia's -- is its - in a row, glued (|a--10--b|) or spaced; a Swift 2 postfix -- still counts down")
    func steviaDoubleDash() {
        var session = Session()
        let outcomes = session.script("""
            import Stevia
            class PairView: UIView {
                let left = UIView()
                let right = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    subviews(left, right)
                    left.width(100)
                    |left--10--right|
                    left.top(20).height(50)
                    right.top(20).height(50)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            var n = 3
            n--
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: n * 10, height: 5))
            view.addSubview(bar)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("left") == Rect(x: 0, y: 20, width: 100, height: 50))
        #expect(session.frame("right") == Rect(x: 110, y: 20, width: 265, height: 50))
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 20, height: 5))
    }

    @Test("A nested generic type's arguments on the line after its name (CellRegistration then <Cell, Item> { … }) are read as Swift reads them")
    func genericArgumentsOnTheNextLine() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class TagsPanel: UIView {
                let titleLabel = UILabel()
                private lazy var registration = UICollectionView.CellRegistration
                <UICollectionViewListCell, String> { cell, _, item in
                    cell.accessories = []
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    titleLabel.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(titleLabel)
                    NSLayoutConstraint.activate([
                        titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                        titleLabel.widthAnchor.constraint(equalToConstant: 100),
                        titleLabel.heightAnchor.constraint(equalToConstant: 20),
                        titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // As tall as its label and the 8 above and below: 36.
        #expect(session.frame("tagsPanel") == Rect(x: 0, y: 0, width: 375, height: 36))
        #expect(session.frame("titleLabel") == Rect(x: 8, y: 8, width: 100, height: 20))
    }

    @Test("One side of a view's insets set at a time before it is placed keeps the sides set before: margins, and a scroll view's contentInset")
    func insetSidesSetBeforePlacement() {
        var session = Session()
        let outcomes = session.script("""
            final class PaddedBox: UIView {
                let content = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layoutMargins.left = 30
                    layoutMargins.top = 20
                    content.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(content)
                    NSLayoutConstraint.activate([
                        content.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                        content.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                        content.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                        content.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
                        content.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Left 30 and top 20 set, right and bottom UIKit's 8: 20 + 50 + 8 tall.
        #expect(session.frame("paddedBox") == Rect(x: 0, y: 0, width: 375, height: 78))
        #expect(session.frame("content") == Rect(x: 30, y: 20, width: 337, height: 50))

        var scrolling = Session()
        scrolling.script("""
            let scroller = UIScrollView()
            scroller.translatesAutoresizingMaskIntoConstraints = false
            scroller.contentInset.bottom = 20
            scroller.contentInset.top = 30
            view.addSubview(scroller)
            NSLayoutConstraint.activate([
                scroller.topAnchor.constraint(equalTo: view.topAnchor),
                scroller.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scroller.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scroller.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            scroller.contentSize = CGSize(width: 375, height: 1000)
            """)
        let id = scrolling.layout.id(of: "scroller")
        #expect(id.flatMap { scrolling.layout.scrollInfo($0)?.contentInset } == EdgeInsets(top: 30, left: 0, bottom: 20, right: 0))
    }

    @Test("A button's contentEdgeInsets set one side at a time sizes it as the whole insets do")
    func buttonInsetSides() {
        var session = Session()
        let outcomes = session.script("""
            let whole = UIButton(type: .system)
            whole.setTitle("Continue", for: .normal)
            view.addSubview(whole)
            whole.contentEdgeInsets = UIEdgeInsets(top: 10, left: 30, bottom: 10, right: 30)
            let sides = UIButton(type: .system)
            sides.setTitle("Continue", for: .normal)
            view.addSubview(sides)
            sides.contentEdgeInsets.top = 10
            sides.contentEdgeInsets.left = 30
            sides.contentEdgeInsets.bottom = 10
            sides.contentEdgeInsets.right = 30
            whole.sizeToFit()
            sides.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("whole").map(\.size) == session.frame("sides").map(\.size))
        #expect(session.frame("sides").map { $0.height == 38 } == true)
    }

    @Test("An app's stack factory named vertical makes a vertical stack also when its views are arranged afterwards")
    func verticalStackFactoryWithoutViews() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class Column: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let column = makeVerticalStackView(spacing: 4)
                    view.addSubview(column)
                    column.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
                    column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                    let top = UIView()
                    let bottom = UIView()
                    column.addArrangedSubview(top)
                    column.addArrangedSubview(bottom)
                    top.heightAnchor.constraint(equalToConstant: 10).isActive = true
                    bottom.heightAnchor.constraint(equalToConstant: 30).isActive = true
                    top.widthAnchor.constraint(equalToConstant: 50).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("column") == Rect(x: 20, y: 20, width: 50, height: 44))
        #expect(session.frame("bottom") == Rect(x: 0, y: 14, width: 50, height: 30))
    }

    @Test("A view loadView makes at a frame of its own is that size while it loads, then the screen's: its subviews follow their masks")
    func loadViewFrameThenScreen() {
        var session = Session()
        let outcomes = session.script("""
            @interface Legacy : UIViewController
            @end
            @implementation Legacy
            - (void)loadView {
                self.view = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 480)];
                UIView *toolbar = [[UIView alloc] initWithFrame:CGRectMake(0, 436, 320, 44)];
                toolbar.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleTopMargin;
                [self.view addSubview:toolbar];
                UIView *header = [[UIView alloc] initWithFrame:CGRectMake(0, 0, self.view.bounds.size.width, 44)];
                [self.view addSubview:header];
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *footer = [[UIView alloc] initWithFrame:CGRectMake(0, self.view.bounds.size.height - 10, 10, 10)];
                [self.view addSubview:footer];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The window makes the view 375×667: the toolbar keeps its 0 bottom margin and grows across.
        #expect(session.frame("toolbar") == Rect(x: 0, y: 623, width: 375, height: 44))
        // The header was made 320 wide, with no mask to grow: it stays so.
        #expect(session.frame("header") == Rect(x: 0, y: 0, width: 320, height: 44))
        // viewDidLoad still sees 480; the footer, no mask, stays at 470.
        #expect(session.frame("footer") == Rect(x: 0, y: 470, width: 10, height: 10))
        #expect(session.layout.frame(of: .root) == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("Objective-C: a property of the paste's own enum starts as 0, its first constant, and NSStringDrawingUsesLineFragmentOrigin alone wraps")
    func objectiveCEnumDefaultAndWrappingOption() {
        var session = Session()
        let outcomes = session.script("""
            typedef enum { SideLeft, SideRight } Side;
            typedef NS_ENUM(NSInteger, Tone) { ToneLight, ToneDark };
            @interface Badge : UIView
            @property (nonatomic, assign) Side side;
            @property (nonatomic) Tone tone;
            @end
            @implementation Badge {
                UIView *_dot;
                UIView *_box;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                if ((self = [super initWithFrame:frame])) {
                    _dot = [[UIView alloc] initWithFrame:CGRectZero];
                    [self addSubview:_dot];
                    NSString *text = @"Wrapping text that is much wider than one hundred points";
                    CGRect r = [text boundingRectWithSize:CGSizeMake(100, CGFLOAT_MAX)
                                                  options:NSStringDrawingUsesLineFragmentOrigin
                                               attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:16]}
                                                  context:nil];
                    _box = [[UIView alloc] initWithFrame:CGRectMake(10, 40, 100, ceil(r.size.height))];
                    [self addSubview:_box];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                if (_side == SideLeft && self.tone == ToneLight) {
                    _dot.frame = CGRectMake(10, 10, 20, 20);
                } else {
                    _dot.frame = CGRectMake(self.bounds.size.width - 30, 10, 20, 20);
                }
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Objective-C zero-fills the object: side is SideLeft, tone ToneLight.
        #expect(session.frame("dot") == Rect(x: 10, y: 10, width: 20, height: 20))
        // Wrapped at 100: more than one 16-pt line (19.1) tall.
        #expect(session.frame("box").map { $0.height > 40 } == true)
    }

    @Test("Objective-C: a class overriding initWithStyle:reuseIdentifier: is a table cell whatever its unknown base is named")
    func cellByItsInitialiser() {
        var session = Session()
        let outcomes = session.script("""
            @interface PriceCell : BaseTableCellStyleValue1
            @end
            @implementation PriceCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    UIView *box = [UIView new];
                    [self.contentView addSubview:box];
                    [box mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self.contentView).insets(UIEdgeInsetsMake(10, 10, 10, 10));
                        make.height.mas_equalTo(50);
                    }];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 10, y: 10, width: 355, height: 50))
    }

    @Test("A table with no data source shows no rows: its footer view stands right below its header")
    func footerOfATableWithoutRows() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let table = UITableView(frame: view.bounds, style: .plain)
                    view.addSubview(table)
                    let header = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
                    table.tableHeaderView = header
                    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
                    let more = UIButton(frame: CGRect(x: 20, y: 10, width: 120, height: 40))
                    footer.addSubview(more)
                    table.tableFooterView = footer
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("footer") == Rect(x: 0, y: 30, width: 375, height: 60))
        #expect(session.frame("more") == Rect(x: 20, y: 10, width: 120, height: 40))
    }

    @Test("SnapKit's update(inset:) takes the side of the attribute constrained to: top to a view's bottom moves up")
    func snapKitUpdateInsetSide() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import SnapKit
            class Stack: UIViewController {
                let top = UIView()
                let below = UIView()
                var gap: Constraint?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(top)
                    view.addSubview(below)
                    top.snp.makeConstraints { make in
                        make.top.left.right.equalToSuperview()
                        make.height.equalTo(100)
                    }
                    below.snp.makeConstraints { make in
                        gap = make.top.equalTo(top.snp.bottom).inset(10).constraint
                        make.left.right.equalToSuperview()
                        make.height.equalTo(50)
                    }
                    gap?.update(inset: 30)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // An inset on a bottom is upward: 100 − 30.
        #expect(session.frame("below") == Rect(x: 0, y: 70, width: 375, height: 50))
    }

    @Test("A trailing closure in an if or for header (if let big = items.first { $0 > 4 } {) is read as Swift compiles it")
    func trailingClosureInAConditionHeader() {
        var session = Session()
        let outcomes = session.script("""
            let items = [1, 5, 9]
            var total = 0
            for n in items.filter { $0 > 4 } {
                total += n
            }
            if let big = items.first { $0 > 4 } {
                total += big
            }
            if total > 0 {
                total += 1
            }
            let box = UIView(frame: CGRect(x: 0, y: 0, width: total, height: 1))
            view.addSubview(box)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 5 + 9, then the first above 4 (5), then 1.
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 20, height: 1))
    }

    @Test("The app's stack class made with only its axis (PanelStackView(orientation: .vertical)) stands in as a stack on that axis")
    func appStackClassGivenItsAxis() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import SnapKit
            class SheetView: UIView {
                private lazy var list = PanelStackView(orientation: .vertical)
                private let header = UIView()
                private let body = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(list)
                    list.addArrangedSubview(header)
                    list.addArrangedSubview(body)
                    list.snp.makeConstraints { $0.edges.equalToSuperview() }
                    header.snp.makeConstraints { $0.height.equalTo(100) }
                    body.snp.makeConstraints { $0.height.equalTo(200) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        #expect(session.frame("body") == Rect(x: 0, y: 100, width: 375, height: 200))
    }

    @Test("PureLayout's Swift UIView(forAutoLayout: ()) is its initForAutoLayout: the view with its mask off, said as PureLayout's")
    func pureLayoutForAutoLayoutInitialiser() {
        var session = Session()
        let outcomes = session.script("""
            import PureLayout
            let card = UIView(forAutoLayout: ())
            view.addSubview(card)
            card.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 100, left: 20, bottom: 500, right: 20))
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.contains { $0.notes.contains { $0.contains("is PureLayout's initForAutoLayout") } })
        #expect(session.frame("card") == Rect(x: 20, y: 100, width: 335, height: 67))
    }
}
