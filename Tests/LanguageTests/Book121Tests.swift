@testable import Language
import Layout
import Testing

/// What the twenty-first round's probes and fresh app code tripped on. Pastes are written for
/// this test; frames derived by hand on the bare 375×667 screen.
@Suite("Fresh app code, twenty-first round")
struct Book121Tests {
    @Test("Swift 2's `override func intrinsicContentSize() -> CGSize` is the view's own size, as the property is today")
    func swift2IntrinsicSizeMethod() {
        var session = Session()
        let outcomes = session.script("""
            class Dot: UIView {
                override func intrinsicContentSize() -> CGSize {
                    return CGSize(width: 25, height: 17)
                }
            }
            let dot = Dot()
            view.addSubview(dot)
            dot.snp_makeConstraints { (make) -> Void in
                make.center.equalTo(view)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Centred in 375×667 at its own 25×17: x = (375 − 25) / 2, y = (667 − 17) / 2.
        #expect(session.frame("dot") == Rect(x: 175, y: 325, width: 25, height: 17))
    }

    @Test("a table view pinned to the screen's edges starts below the status bar: UIKit's table bounces vertically, so the safe area insets it")
    func tableStartsBelowTheStatusBar() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            let tableView = UITableView(frame: .zero, style: .plain)
            view.addSubview(tableView)
            tableView.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                tableView.topAnchor.constraint(equalTo: view.topAnchor),
                tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            let other = UITableView()
            other.alwaysBounceVertical = false
            view.addSubview(other)
            other.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let table = session.layout.scrollInfo(session.layout.id(of: "tableView")!)
        // The iPhone 15's status bar area is 59 tall: the offset rests at −59, the insets 59 and 34.
        #expect(table?.contentOffset == Point(x: 0, y: -59))
        #expect(table?.safeAreaInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Turned off, and with no rows known, nothing is adjusted.
        #expect(session.layout.scrollInfo(session.layout.id(of: "other")!)?.contentOffset == Point(x: 0, y: 0))
    }

    static let pinHelper = """
        extension UIView {
            func pin(edges: UIRectEdge = .all, inset: CGFloat = 0) {
                guard let superview = superview else { return }
                translatesAutoresizingMaskIntoConstraints = false
                if edges.contains(.top) { topAnchor.constraint(equalTo: superview.topAnchor, constant: inset).isActive = true }
                if edges.contains(.left) { leftAnchor.constraint(equalTo: superview.leftAnchor, constant: inset).isActive = true }
                if edges.contains(.bottom) { bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -inset).isActive = true }
                if edges.contains(.right) { rightAnchor.constraint(equalTo: superview.rightAnchor, constant: -inset).isActive = true }
            }
        }
        """

    @Test("an option set given as `.all`, a literal, `UIRectEdge.all.subtracting(.top)` or built with insert/remove answers `contains` as UIKit's does")
    func rectEdgeOptionSets() {
        for (edges, top) in [("UIRectEdge.all.subtracting(.top)", false), ("[.left, .right, .bottom]", false),
                             ("UIRectEdge([.left, .bottom]).union([.right, .top])", true), ("mask", false),
                             ("UIRectEdge.all.intersection([.left, .right, .bottom])", false)] {
            var session = Session()
            let outcomes = session.script(Self.pinHelper + """

                var mask: UIRectEdge = .all
                mask.remove(.top)
                mask.insert(.left)
                let footer = UIView()
                view.addSubview(footer)
                footer.pin(edges: \(edges), inset: 10)
                footer.heightAnchor.constraint(equalToConstant: 30).isActive = true
                let card = UIView()
                view.addSubview(card)
                card.pin(inset: 100)
                """)
            #expect(outcomes.allSatisfy { !$0.failed }, "\(edges)")
            // Without the top: 30 tall, 10 above the bottom (667 − 10 − 30 = 627), 10 in from each side.
            // With it, the height 30 conflicts with top and bottom and is broken: 10…657.
            #expect(session.frame("footer") == (top ? Rect(x: 10, y: 10, width: 355, height: 647)
                                                    : Rect(x: 10, y: 627, width: 355, height: 30)), "\(edges)")
            // `.all` by default: 100 in from every edge.
            #expect(session.frame("card") == Rect(x: 100, y: 100, width: 175, height: 467))
        }
    }

    @Test("Objective-C tests an option set with C's `&`: `edges & UIRectEdgeTop` is 0 when the top is not in it")
    func objectiveCOptionSetBits() {
        var session = Session()
        let outcomes = session.script("""
            @interface Pin : NSObject
            @end
            @implementation Pin
            + (void)pin:(UIView *)v edges:(UIRectEdge)edges inset:(CGFloat)inset {
                v.translatesAutoresizingMaskIntoConstraints = NO;
                UIView *s = v.superview;
                if (edges & UIRectEdgeTop) [v.topAnchor constraintEqualToAnchor:s.topAnchor constant:inset].active = YES;
                if ((edges & UIRectEdgeBottom) != 0) [v.bottomAnchor constraintEqualToAnchor:s.bottomAnchor constant:-inset].active = YES;
                if ((edges & UIRectEdgeLeft) == UIRectEdgeLeft) [v.leftAnchor constraintEqualToAnchor:s.leftAnchor constant:inset].active = YES;
                if (edges & UIRectEdgeRight) [v.rightAnchor constraintEqualToAnchor:s.rightAnchor constant:-inset].active = YES;
            }
            @end
            @interface Screen : UIViewController
            @end
            @implementation Screen
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *bar = [UIView new];
                [self.view addSubview:bar];
                [Pin pin:bar edges:UIRectEdgeLeft | UIRectEdgeRight | UIRectEdgeBottom inset:10];
                [bar.heightAnchor constraintEqualToConstant:50].active = YES;
                UIView *card = [UIView new];
                [self.view addSubview:card];
                [Pin pin:card edges:UIRectEdgeAll inset:100];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 50 tall, 10 above the bottom: 667 − 10 − 50 = 607.
        #expect(session.frame("bar") == Rect(x: 10, y: 607, width: 355, height: 50))
        #expect(session.frame("card") == Rect(x: 100, y: 100, width: 175, height: 467))
    }

    @Test("a scroll view's subviews hold its two scroll indicators after the app's views: `if scrollView.subviews.count == 2` adds the pages once")
    func scrollIndicatorsAreSubviews() {
        var session = Session()
        let outcomes = session.script("""
            class Pager: UIViewController {
                let scrollView = UIScrollView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(scrollView)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    scrollView.frame = CGRect(x: 0, y: 0, width: view.frame.width, height: 300)
                    if scrollView.subviews.count == 2 {
                        for i in 0..<3 {
                            let page = UIView(frame: CGRect(x: CGFloat(i) * view.frame.width, y: 0, width: view.frame.width, height: 300))
                            scrollView.addSubview(page)
                        }
                        scrollView.contentSize = CGSize(width: view.frame.width * 3, height: 300)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Three pages side by side, 375 apart, added once (a second pass sees 5 subviews).
        #expect(session.frame("page") == Rect(x: 0, y: 0, width: 375, height: 300))
        #expect(session.frame("page3") == Rect(x: 750, y: 0, width: 375, height: 300))
        #expect(session.frame("page4") == nil)
    }

    @Test("a contentSize set after every frame still moves a full-screen scroll view's resting offset below the status bar")
    func contentSizeSetLastMovesTheOffset() {
        for order in [["box", "size"], ["size", "box"]] {
            var session = Session()
            let lines = ["box": "box.frame = CGRect(x: 0, y: 0, width: 393, height: 100)",
                         "size": "sv.contentSize = CGSize(width: 393, height: 2000)"]
            let outcomes = session.script("""
                device iPhone 15
                let sv = UIScrollView()
                let box = UIView()
                view.addSubview(sv)
                sv.addSubview(box)
                sv.frame = view.bounds
                \(order.map { lines[$0]! }.joined(separator: "\n"))
                """)
            #expect(outcomes.allSatisfy { !$0.failed })
            // 2000 tall content scrolls, so `.automatic` insets it by the 59-pt status bar area.
            #expect(session.layout.scrollInfo(session.layout.id(of: "sv")!)?.contentOffset == Point(x: 0, y: -59), "\(order)")
        }
    }

    @Test("`self.rawValue` in a method of an enum with a raw type is the enum's raw value, not a member asked of Int")
    func enumSelfRawValue() {
        var session = Session()
        let outcomes = session.script("""
            enum Row: Int {
                case first
                case second
                var index: Int { return self.rawValue }
            }
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 0, y: 100 + CGFloat(Row.second.index) * 44, width: 375, height: 44)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // .second is 1: 100 + 44.
        #expect(session.frame("box") == Rect(x: 0, y: 144, width: 375, height: 44))
    }

    @Test("Objective-C: a statement macro of the app's prefix header written with its semicolon (`KWeakSelf;`) is skipped, and the file still runs")
    func objectiveCStatementMacroWithSemicolon() {
        var session = Session()
        let outcomes = session.script("""
            @interface Card : UIView
            @end
            @implementation Card
            - (instancetype)init {
                self = [super init];
                UIView *box = [UIView new];
                [self addSubview:box];
                box.frame = CGRectMake(20, 20, 100, 50);
                return self;
            }
            - (void)tapped {
                KWeakSelf;
                [weakSelf setNeedsLayout];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 100, height: 50))
    }

    @Test("a `willSet` observer runs before the property changes: the old constraint is turned off, `didSet` turns the new one on, and no conflict is left")
    func willSetDeactivatesTheOldConstraint() {
        var session = Session()
        let outcomes = session.script("""
            class Panel: UIView {
                let bar = UIView()
                var barTop: NSLayoutConstraint? {
                    willSet {
                        barTop?.isActive = false
                    }
                    didSet {
                        barTop?.isActive = true
                    }
                }
                init() {
                    super.init(frame: .zero)
                    addSubview(bar)
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    bar.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    bar.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
                    bar.heightAnchor.constraint(equalToConstant: 40).isActive = true
                }
                func move(to y: CGFloat) {
                    barTop = bar.topAnchor.constraint(equalTo: topAnchor, constant: y)
                }
            }
            let panel = Panel()
            view.addSubview(panel)
            panel.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            panel.move(to: 100)
            panel.move(to: 300)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Only the second top stands: the first was deactivated by willSet before it was replaced.
        #expect(session.frame("bar") == Rect(x: 0, y: 300, width: 375, height: 40))
        #expect(session.layout.conflicts.isEmpty)
    }

    @Test("a table cell shown alone on a phone with a status bar is a row of a table: its content view's margins are 11 at the top, not the status bar's 59 more")
    func cellShownAloneHasNoTopSafeArea() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            class ItemCell: UITableViewCell {
                let stack = UIStackView()
                let title = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    title.text = "Hello"
                    stack.addArrangedSubview(title)
                    contentView.addSubview(stack)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                        stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                        stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The content view's margins on a 393-wide screen: 11 top and bottom, 20 at the sides;
        // the label's line is 20.333 tall, so the content view is 11 + 20.333 + 11.
        #expect(session.frame("stack")?.isAbout(Rect(x: 20, y: 11, width: 353, height: 20 + 1.0 / 3)) == true)
        #expect(session.frame("itemCell")?.isAbout(Rect(x: 0, y: 0, width: 393, height: 42 + 1.0 / 3)) == true)
    }
}
