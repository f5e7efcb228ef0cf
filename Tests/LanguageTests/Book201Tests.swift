@testable import Language
import Layout
import Testing

/// What the forty-ninth round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand.
@Suite("Fresh app code, forty-ninth round")
struct Book201Tests {
    static let sectionedList = """
        import UIKit
        class ScheduleController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let tableView = UITableView(frame: .zero, style: .plain)
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.frame = view.bounds
                tableView.dataSource = self
                tableView.delegate = self
                tableView.rowHeight = 50
                PADDING
                view.addSubview(tableView)
            }
            func numberOfSections(in tableView: UITableView) -> Int { 3 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                section == 1 ? 0 : 30
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }
        }
        """

    @Test("a plain table's section headers get sectionHeaderTopPadding above them: a number set is added over each header shown, the automatic one is said not to be modelled")
    func sectionHeaderTopPadding() {
        func run(_ padding: String) -> (Session, [String]) {
            var session = Session()
            let outcomes = session.script("device iPhone 8\n" + Self.sectionedList.replacingOccurrences(of: "PADDING", with: padding))
            #expect(outcomes.allSatisfy { !$0.failed })
            return (session, outcomes.flatMap(\.notes))
        }
        // Set to 0: two headers of 30 and six rows of 50.
        let (none, _) = run("tableView.sectionHeaderTopPadding = 0")
        #expect(none.contentSize("tableView") == Size(width: 375, height: 360))
        // Set to 10: 10 above each of the two headers shown; section 1 shows none.
        let (ten, _) = run("if #available(iOS 15.0, *) { tableView.sectionHeaderTopPadding = 10 }")
        #expect(ten.contentSize("tableView") == Size(width: 375, height: 380))
        // Left automatic, UIKit's own padding: not worked out, and said.
        let (automatic, notes) = run("")
        #expect(automatic.scrollFacts("tableView")?.contentKnown == false)
        #expect(notes.contains {
            $0.hasPrefix("tableView: its content size is not worked out: its section headers have UIKit's automatic sectionHeaderTopPadding")
                && $0.contains("set tableView.sectionHeaderTopPadding = 0")
        })
    }

    @Test("a button's attributed title is measured in the font its attributes give, as a title label's font would be")
    func attributedButtonTitleFont() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            @interface LoginController : UIViewController
            @end
            @implementation LoginController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSDictionary *small = @{NSFontAttributeName: [UIFont systemFontOfSize:14]};
                UIButton *forgot = [UIButton buttonWithType:UIButtonTypeCustom];
                [forgot setAttributedTitle:[[NSAttributedString alloc] initWithString:@"Forgot password?" attributes:small]
                                  forState:UIControlStateNormal];
                [self.view addSubview:forgot];
                [forgot sizeToFit];
                UIButton *plain = [UIButton buttonWithType:UIButtonTypeCustom];
                [plain setTitle:@"Forgot password?" forState:UIControlStateNormal];
                plain.titleLabel.font = [UIFont systemFontOfSize:14];
                [self.view addSubview:plain];
                [plain sizeToFit];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Both the same title at 14 points: a line of 14 × 1.1934 rounded up (17) plus 6 above
        // and below, as wide as the text.
        #expect(session.frame("forgot") == session.frame("plain"))
        #expect(session.frame("forgot")?.height == 29)
    }

    @Test("a button's background image the paste lacks is said to be left out of its size")
    func backgroundImageNoted() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            let login = UIButton(type: .custom)
            login.setBackgroundImage(UIImage(named: "pill"), for: .normal)
            login.setTitle("Login", for: .normal)
            view.addSubview(login)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("login.setBackgroundImage(_:for:): the image is not in the paste, so the button is sized from its title alone")
        })
    }

    @Test("TinyConstraints' stack takes an explicit nil width and height as its defaults: no size given")
    func tinyStackWithNilSizes() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            import TinyConstraints
            let card = UIView(); let title = UIView(); let body = UIView()
            view.addSubview(card)
            card.stack([title, body], axis: .vertical, width: nil, height: nil, spacing: 6)
            card.edgesToSuperview()
            title.height(40)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("title") == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(session.frame("body") == Rect(x: 0, y: 46, width: 375, height: 621))
    }

    @Test("a controller whose edgesForExtendedLayout leaves out the top is laid out below the navigation bar: shorter by it, no safe-area inset at its top, for views that read their own safe area too")
    func rootBelowNavigationBar() {
        let paste = """
            import UIKit
            class ProfileController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    edgesForExtendedLayout = []
                    let header = UIView(), content = UIView(), footer = UIView()
                    for v in [header, content, footer] { v.translatesAutoresizingMaskIntoConstraints = false }
                    view.addSubview(header); header.addSubview(content); view.addSubview(footer)
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: view.topAnchor),
                        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        header.heightAnchor.constraint(equalToConstant: 100),
                        content.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
                        content.bottomAnchor.constraint(equalTo: header.bottomAnchor),
                        content.leadingAnchor.constraint(equalTo: header.leadingAnchor),
                        content.trailingAnchor.constraint(equalTo: header.trailingAnchor),
                        footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        footer.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
            }
            let nav = UINavigationController(rootViewController: ProfileController())
            """
        // iPhone 8: the bar's bottom at 20 + 44; the root 667 − 64 tall, nothing unsafe in it.
        var eight = Session()
        let outcomes = eight.script("device iPhone 8\n" + paste)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(eight.frame("root") == Rect(x: 0, y: 0, width: 375, height: 603))
        #expect(eight.frame("content") == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(eight.frame("footer") == Rect(x: 0, y: 553, width: 375, height: 50))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("edgesForExtendedLayout: UIKit lays the root view out below the navigation bar, 375×603 at (0,64) on the screen")
        })
        // iPhone 15: the bar's bottom at 97.667; the home indicator's 34 still inside the root.
        var fifteen = Session()
        _ = fifteen.script("device iPhone 15\n" + paste)
        let barBottom = fifteen.state.layout.environment.navigationBarFrame(screen: fifteen.state.layout.screen)?.maxY ?? 0
        #expect(abs(barBottom - 97.667) < 0.001)
        #expect(fifteen.frame("root") == Rect(x: 0, y: 0, width: 393, height: 852 - barBottom))
        #expect(fifteen.frame("content") == Rect(x: 0, y: 0, width: 393, height: 100))
        #expect(fifteen.frame("footer") == Rect(x: 0, y: 852 - barBottom - 34 - 50, width: 393, height: 50))
    }

    @Test("Objective-C's UIRectEdgeNone and an opaque tab bar lay the root view out clear of both bars after viewDidLoad, where the view still has the screen's size: a frame made from it keeps it unless its mask follows the resize")
    func rootClearOfBothBarsInObjectiveC() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            @interface OrdersController : UIViewController
            @end
            @implementation OrdersController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.edgesForExtendedLayout = UIRectEdgeNone;
                self.tabBarController.tabBar.translucent = NO;
                UIView *toolbar = [[UIView alloc] initWithFrame:CGRectMake(0, self.view.frame.size.height - 44, self.view.frame.size.width, 44)];
                [self.view addSubview:toolbar];
                UIView *pinned = [[UIView alloc] initWithFrame:CGRectMake(0, self.view.bounds.size.height - 44, self.view.bounds.size.width, 44)];
                pinned.autoresizingMask = UIViewAutoresizingFlexibleTopMargin | UIViewAutoresizingFlexibleWidth;
                [self.view addSubview:pinned];
            }
            @end
            @interface MainTabController : UITabBarController @end
            @implementation MainTabController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.viewControllers = @[[[UINavigationController alloc] initWithRootViewController:[OrdersController new]]];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 667 less the bars above (20 + 44) and the tab bar below (49): 554 tall.
        #expect(session.frame("root") == Rect(x: 0, y: 0, width: 375, height: 554))
        // Made in viewDidLoad from the screen's 667: the one with no mask stays there, below the
        // root's bottom (under the tab bar); the flexible top margin follows the bottom up.
        #expect(session.frame("toolbar") == Rect(x: 0, y: 623, width: 375, height: 44))
        #expect(session.frame("pinned") == Rect(x: 0, y: 510, width: 375, height: 44))
        #expect(session.state.layout.safeAreaInsets(of: .root) == .zero)
    }

    @Test("[super init] in a view's own init runs the class's initWithFrame:, as UIView's init calls it: what both set up is set up twice")
    func superInitRunsTheClassInitWithFrame() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            @interface SearchPanel : UIView
            @end
            @implementation SearchPanel
            - (instancetype)init {
                if (self = [super init]) { [self addRow]; }
                return self;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) { [self addRow]; }
                return self;
            }
            - (void)addRow {
                UIView *row = [[UIView alloc] initWithFrame:CGRectMake(0, 60 * self.subviews.count, 50, 50)];
                [self addSubview:row];
            }
            @end
            SearchPanel *panel = [[SearchPanel alloc] init];
            panel.frame = CGRectMake(0, 100, 200, 200);
            [self.view addSubview:panel];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // initWithFrame: (through UIView's init) adds the first row, init's own call the second.
        #expect(session.frame("row") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(session.frame("row2") == Rect(x: 0, y: 60, width: 50, height: 50))
    }

    @Test("UIView's transitions: transitionWithView runs its animations at once, transition(from:to:) swaps the views in the from-view's superview")
    func viewTransitions() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            UIView *overlay = [[UIView alloc] initWithFrame:CGRectMake(0, 200, 200, 50)];
            [UIView transitionWithView:self.view duration:0.3 options:UIViewAnimationOptionTransitionCrossDissolve
                            animations:^{ [self.view addSubview:overlay]; } completion:nil];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("overlay") == Rect(x: 0, y: 200, width: 200, height: 50))
        var swift = Session()
        let swapped = swift.script("""
            device iPhone 8
            import UIKit
            let front = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 50))
            let back = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
            view.addSubview(front)
            UIView.transition(from: front, to: back, duration: 0.3, options: [.transitionFlipFromLeft], completion: nil)
            """)
        #expect(swapped.allSatisfy { !$0.failed })
        #expect(swift.frame("back") == Rect(x: 0, y: 300, width: 100, height: 100))
        #expect(swift.frame("front") == nil)
    }

    @Test("a UIKit class's nested type named bare inside a subclass (ContentMode in a cell) is UIKit's, not the app's")
    func bareNestedUIKitType() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class BadgeView: UIView {
                let icon = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    icon.contentMode = ContentMode.scaleAspectFit
                    icon.frame = CGRect(x: 10, y: 5, width: 30, height: 30)
                    addSubview(icon)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'ContentMode'") })
        #expect(session.frame("icon") == Rect(x: 10, y: 5, width: 30, height: 30))
    }

    @Test("a collection view a container's layoutSubviews sizes (frame = bounds) is sized from its data source at that size, as UIKit's layout asks it after")
    func listSizedAfterItsContainerLaidItOut() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            final class GalleryView: UIView {
                let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                override init(frame: CGRect) { super.init(frame: frame); addSubview(grid) }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() { super.layoutSubviews(); grid.frame = bounds }
            }
            class GalleryController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
                let gallery = GalleryView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    gallery.frame = view.bounds
                    view.addSubview(gallery)
                    gallery.grid.dataSource = self
                    gallery.grid.delegate = self
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let side = (collectionView.frame.width - 30) / 2
                    return CGSize(width: side, height: side)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Items (375 − 30) / 2 = 172.5 square, two to a row (10 between), five rows 10 apart:
        // 5 × 172.5 + 4 × 10 = 902.5.
        #expect(session.contentSize("grid") == Size(width: 375, height: 902.5))
        #expect(!outcomes.flatMap(\.notes).contains { $0.hasPrefix("grid: its content is 0×") })
    }

    @Test("labels whose masks stretch every margin and size follow a rotation in proportion, each as its mask says")
    func manyFullyFlexibleLabels() {
        var session = Session()
        var lines = ["screen 400x800", "import UIKit"]
        for i in 0..<12 {
            lines.append("let l\(i) = UILabel(frame: CGRect(x: \(10 + i % 4 * 95), y: \(20 + i / 4 * 40), width: 80, height: 21)); "
                + "l\(i).text = \"Label \(i)\"; l\(i).autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, "
                + ".flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]; view.addSubview(l\(i))")
        }
        lines.append("rotate")
        let outcomes = session.script(lines.joined(separator: "\n"))
        #expect(outcomes.allSatisfy { !$0.failed })
        // 400×800 to 800×400: every horizontal length doubles, every vertical one halves, the
        // masks' constraints required over the labels' text sizes.
        // (To a thousandth: the masks' multipliers leave rounding in the last digits.)
        func near(_ a: Rect?, _ b: Rect) -> Bool {
            guard let a else { return false }
            return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 0.001 }
        }
        #expect(near(session.frame("l0"), Rect(x: 20, y: 10, width: 160, height: 10.5)))
        #expect(near(session.frame("l11"), Rect(x: 590, y: 50, width: 160, height: 10.5)))
    }

    @Test("a table view controller's table, its view, takes the size of a root laid out below the navigation bar")
    func tableControllerBelowTheBar() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class SettingsController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    edgesForExtendedLayout = []
                    extendedLayoutIncludesOpaqueBars = false
                }
            }
            let nav = UINavigationController(rootViewController: SettingsController())
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("root") == Rect(x: 0, y: 0, width: 375, height: 603))
        #expect(session.frame("tableView") == Rect(x: 0, y: 0, width: 375, height: 603))
        // Said of what moved it, not of extendedLayoutIncludesOpaqueBars, whose false is the default.
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("edgesForExtendedLayout: UIKit lays the root view out below the navigation bar") })
        #expect(!notes.contains { $0.hasPrefix("extendedLayoutIncludesOpaqueBars:") })
    }

    @Test("opaque bars set in a tab bar controller subclass (its own tabBar, a navigation controller it makes) lay the tab's root out between them")
    func opaqueBarsOfATabBarControllerSubclass() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class FeedController: UIViewController {
                let board = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    board.frame = view.bounds
                    board.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    view.addSubview(board)
                }
            }
            class MainTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBar.isTranslucent = false
                    let nav = UINavigationController(rootViewController: FeedController())
                    nav.navigationBar.isTranslucent = false
                    viewControllers = [nav]
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'isTranslucent'") })
        // 667 less 20 + 44 above and 49 below; the board follows the root from the screen's size.
        #expect(session.frame("root") == Rect(x: 0, y: 0, width: 375, height: 554))
        #expect(session.frame("board") == Rect(x: 0, y: 0, width: 375, height: 554))
        #expect(session.state.layout.safeAreaInsets(of: .root) == .zero)
    }

    @Test("a UINavigationController subclass made with a root view controller shows that controller below its bar, after its own viewDidLoad sets the bar up")
    func navigationControllerSubclassShowsItsRoot() {
        var swift = Session()
        let outcomes = swift.script("""
            device iPhone 8
            import UIKit
            class ResetController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let banner = UIView()
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(banner)
                    NSLayoutConstraint.activate([
                        banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 15),
                        banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        banner.heightAnchor.constraint(equalToConstant: 45),
                    ])
                }
            }
            class ResetNavigation: UINavigationController {
                init() { super.init(rootViewController: ResetController()) }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationBar.isTranslucent = false
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Below the opaque bar its viewDidLoad made: 603 tall, the banner 15 below its top.
        #expect(swift.frame("root") == Rect(x: 0, y: 0, width: 375, height: 603))
        #expect(swift.frame("banner") == Rect(x: 0, y: 15, width: 375, height: 45))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("ResetNavigation is a UINavigationController: it shows its root view controller, ResetController") })
        var objc = Session()
        let made = objc.script("""
            device iPhone 8
            @interface HomeController : UIViewController
            @end
            @implementation HomeController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *card = [[UIView alloc] initWithFrame:CGRectMake(0, 100, 100, 100)];
                [self.view addSubview:card];
            }
            @end
            @interface HomeNavigation : UINavigationController
            @end
            @implementation HomeNavigation
            @end
            HomeNavigation *nav = [[HomeNavigation alloc] initWithRootViewController:[HomeController new]];
            """)
        #expect(made.allSatisfy { !$0.failed })
        #expect(objc.frame("card") == Rect(x: 0, y: 100, width: 100, height: 100))
        #expect(objc.state.layout.safeAreaInsets(of: .root).top == 64)
    }

    @Test("UICollectionView's supplementary kinds are UIKit's strings, in Swift and in Objective-C, not the app's code")
    func supplementaryKinds() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            let kind = UICollectionView.elementKindSectionHeader
            print(kind)
            print(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("elementKindSection") })
        let printed = outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(printed.contains { $0.contains("UICollectionElementKindSectionHeader") })
        #expect(printed.contains { $0.contains("true") })
    }
}
