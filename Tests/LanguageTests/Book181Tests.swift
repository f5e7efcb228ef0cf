@testable import Language
import Layout
import Testing

/// What the forty-sixth round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand on the bare 375×667 screen, whose safe area is the whole screen.
@Suite("Fresh app code, forty-sixth round")
struct Book181Tests {
    @Test("#ifdef of a name an earlier line #defines takes its first branch, and #undef takes the name back")
    func ifdefSeesEarlierEntriesDefines() {
        var session = Session()
        let outcomes = session.script("""
            #define USE_WIDE_BANNER
            @interface BannerController : UIViewController @end
            @implementation BannerController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *banner = [UIView new];
                [self.view addSubview:banner];
            #ifdef USE_WIDE_BANNER
                banner.frame = CGRectMake(0, 100, 300, 80);
            #else
                banner.frame = CGRectMake(0, 100, 10, 10);
            #endif
            #if defined(USE_WIDE_BANNER)
                banner.alpha = 0.5;
            #endif
            }
            @end
            #undef USE_WIDE_BANNER
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 0, y: 100, width: 300, height: 80))
        #expect(session.objectiveCDefined.isEmpty)
    }

    @Test("manual reference counting's autorelease and retain give the object itself; release changes nothing")
    func manualReferenceCountingKeepsTheView() {
        var session = Session()
        let outcomes = session.script("""
            @interface BadgeController : UIViewController @end
            @implementation BadgeController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *caption = [[[UILabel alloc] initWithFrame:CGRectMake(20, 100, 200, 30)] autorelease];
                [self.view addSubview:caption];
                UIView *strip = [[[UIView alloc] initWithFrame:CGRectMake(20, 140, 200, 4)] retain];
                [self.view addSubview:strip];
                [strip release];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("caption") == Rect(x: 20, y: 100, width: 200, height: 30))
        #expect(session.frame("strip") == Rect(x: 20, y: 140, width: 200, height: 4))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("stands in") })
    }
}

extension Book181Tests {
    @Test("a UITabBarController subclass setting viewControllers shows its first tab above the tab bar, in its navigation bar")
    func tabBarControllerShowsItsFirstTab() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            import UIKit
            class FeedViewController: UIViewController {
                let list = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(list)
                    list.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        list.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                        list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            class ProfileViewController: UIViewController {}
            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [FeedViewController(), ProfileViewController()].map {
                        UINavigationController(rootViewController: $0)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Below the Dynamic Island's status bar (161/3) and the 44-pt bar; above the 49-pt tab
        // bar and the 34-pt home indicator.
        #expect(session.frame("list") ≈ Rect(x: 0, y: (293.0 / 3), width: 393, height: 852 - (293.0 / 3) - 83))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("MainTabBarController shows its tab 1, FeedViewController in its navigation controller, above its tab bar")
                && $0.contains("the other tabs (ProfileViewController) are not shown")
        })
    }

    @Test("a tab bar controller the app's scene delegate makes shows the tab selectedIndex names, with no navigation bar")
    func sceneDelegateTabBarControllerShowsSelectedTab() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = (scene as? UIWindowScene) else { return }
                    window = UIWindow(windowScene: windowScene)
                    let tabs = UITabBarController()
                    tabs.setViewControllers([UINavigationController(rootViewController: InboxViewController()), SettingsViewController()],
                                            animated: false)
                    tabs.selectedIndex = 1
                    window?.rootViewController = tabs
                    window?.makeKeyAndVisible()
                }
            }
            class InboxViewController: UIViewController {}
            class SettingsViewController: UIViewController {
                let panel = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(panel)
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        panel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        panel.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                        panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The status bar's 20 above, the tab bar's 49 below.
        #expect(session.frame("panel") == Rect(x: 0, y: 20, width: 375, height: 598))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("UITabBarController shows its tab 2, SettingsViewController, above its tab bar") })
    }

    @Test("an Objective-C tab bar controller showing a controller an earlier entry presented takes that one's views away")
    func objectiveCTabBarControllerReplacesEarlierScreen() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            @interface HomeViewController : UIViewController @end
            @implementation HomeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *banner = [UIView new];
                [self.view addSubview:banner];
                [banner mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.equalTo(self.view);
                    make.top.equalTo(self.mas_topLayoutGuideBottom);
                    make.bottom.equalTo(self.mas_bottomLayoutGuideTop);
                }];
            }
            @end
            @interface RootTabController : UITabBarController @end
            @implementation RootTabController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UINavigationController *home = [[UINavigationController alloc] initWithRootViewController:[HomeViewController new]];
                self.viewControllers = @[home];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 20 + 44 above, 49 below; one banner, the tab's.
        #expect(session.frame("banner") == Rect(x: 0, y: 64, width: 375, height: 554))
        #expect(session.frame("banner2") == nil)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("the HomeViewController an earlier entry presented is taken away, with its views ('banner')")
        })
    }
}

extension Book181Tests {
    @Test("Objective-C's topLayoutGuide.length is the bars' reach, read once the view is in the window, 0 in viewDidLoad")
    func topLayoutGuideLengthIsTheBarsReach() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            @interface NoticeController : UIViewController
            @property (nonatomic, strong) UIView *notice;
            @property (nonatomic, strong) UIView *early;
            @end
            @implementation NoticeController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.notice = [UIView new];
                [self.view addSubview:self.notice];
                [self.notice mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.view.mas_top);
                    make.left.right.equalTo(self.view);
                    make.height.mas_equalTo(40);
                }];
                self.early = [[UIView alloc] initWithFrame:CGRectMake(0, self.topLayoutGuide.length, 10, 10)];
                [self.view addSubview:self.early];
            }
            - (void)viewDidLayoutSubviews {
                [super viewDidLayoutSubviews];
                [self.notice mas_updateConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.view.mas_top).with.offset(self.topLayoutGuide.length);
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("notice") == Rect(x: 0, y: 20, width: 375, height: 40))
        #expect(session.frame("early") == Rect(x: 0, y: 0, width: 10, height: 10))
    }
}

extension Book181Tests {
    @Test("layoutIfNeeded() on a view the paste's own lines made and placed nowhere lays it out alone, shown at its frame")
    func layoutIfNeededOnAViewInNoViewShowsIt() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class RatingRow: UIView {
                let star = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(star)
                    star.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        star.centerYAnchor.constraint(equalTo: centerYAnchor),
                        star.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                        star.widthAnchor.constraint(equalToConstant: 24),
                        star.heightAnchor.constraint(equalToConstant: 24),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let row = RatingRow(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
            row.layoutIfNeeded()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("row") == Rect(x: 0, y: 0, width: 320, height: 60))
        #expect(session.frame("star") == Rect(x: 16, y: 18, width: 24, height: 24))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'row' is in no view: layoutIfNeeded() lays it out alone") })
    }
}

extension Book181Tests {
    @Test("a view in no window has no safe area: measured with systemLayoutSizeFitting, or laid out alone, on a notched phone")
    func viewInNoWindowHasNoSafeArea() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            import UIKit
            let header = UIView()
            let title = UILabel()
            title.text = "Title"
            title.translatesAutoresizingMaskIntoConstraints = false
            header.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
                title.topAnchor.constraint(equalTo: header.layoutMarginsGuide.topAnchor),
                title.bottomAnchor.constraint(equalTo: header.layoutMarginsGuide.bottomAnchor),
            ])
            let fitted = header.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            let strip = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
            let mark = UIView()
            mark.translatesAutoresizingMaskIntoConstraints = false
            strip.addSubview(mark)
            NSLayoutConstraint.activate([
                mark.topAnchor.constraint(equalTo: strip.safeAreaLayoutGuide.topAnchor),
                mark.leadingAnchor.constraint(equalTo: strip.leadingAnchor),
                mark.widthAnchor.constraint(equalToConstant: 10),
                mark.heightAnchor.constraint(equalToConstant: 10),
            ])
            strip.layoutIfNeeded()
            let measured = UIView(frame: CGRect(x: 0, y: 300, width: fitted.width, height: fitted.height))
            view.addSubview(measured)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The 8-pt margins around the 17-pt line (61/3 on the 3× screen): no 59-pt inset above.
        #expect(session.frame("measured") ≈ Rect(x: 0, y: 300, width: 320, height: 8 + (61.0 / 3) + 8))
        #expect(session.frame("mark") == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("a label subclass's intrinsicContentSize read by code pads its text once, as UIKit's super answers the text's size")
    func intrinsicContentSizeOverrideReadFromCode() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class PaddedLabel: UILabel {
                override var intrinsicContentSize: CGSize {
                    let size = super.intrinsicContentSize
                    return CGSize(width: size.width + 20, height: size.height + 10)
                }
            }
            let chip = PaddedLabel()
            chip.text = "Hi"
            view.addSubview(chip)
            let pinned = PaddedLabel()
            pinned.text = "Hi"
            pinned.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(pinned)
            pinned.topAnchor.constraint(equalTo: view.topAnchor, constant: 200).isActive = true
            pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let more = session.script("chip.frame = CGRect(origin: CGPoint(x: 10, y: 100), size: chip.intrinsicContentSize)")
        #expect(more.allSatisfy { !$0.failed })
        // The same size both ways: the text's plus 20 and 10, once.
        let constrained = session.frame("pinned") ?? .zero
        #expect(session.frame("chip") ≈ Rect(x: 10, y: 100, width: constrained.width, height: constrained.height))
        #expect(constrained.height > 30 && constrained.height < 31)
    }
}

extension Book181Tests {
    @Test("Objective-C: a count read through nil is 0, so it equals 0 (`self.group.items.count == 0`)")
    func countThroughNilEqualsZero() {
        var session = Session()
        let outcomes = session.script("""
            @interface Section : NSObject
            @property (nonatomic, strong) NSArray *items;
            @end
            @implementation Section
            @end
            @interface SectionView : UIView
            @property (nonatomic, strong) Section *group;
            @end
            @implementation SectionView
            - (void)layoutSubviews {
                [super layoutSubviews];
                if (self.group.items.count == 0) {
                    CGRect f = self.frame;
                    f.size.height = 0;
                    self.frame = f;
                }
            }
            @end
            SectionView *section = [[SectionView alloc] initWithFrame:CGRectMake(0, 0, 375, 60)];
            [self.view addSubview:section];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("section") == Rect(x: 0, y: 0, width: 375, height: 0))
    }

    @Test("the app delegate's window is the key window: its safe area is the device's, in Objective-C and Swift")
    func appDelegateWindowIsTheKeyWindow() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            @interface TabController : UIViewController @end
            @implementation TabController
            - (void)viewDidLoad {
                [super viewDidLoad];
                CGFloat bottom = [UIApplication sharedApplication].delegate.window.safeAreaInsets.bottom;
                UIView *dock = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 49 + bottom)];
                [self.view addSubview:dock];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dock") == Rect(x: 0, y: 0, width: 100, height: 83))
        var swift = Session()
        let swiftOutcomes = swift.script("""
            device iPhone 15
            import UIKit
            class DockController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let bottom = UIApplication.shared.delegate?.window??.safeAreaInsets.bottom ?? 0
                    let dock = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 49 + bottom))
                    view.addSubview(dock)
                }
            }
            """)
        #expect(swiftOutcomes.allSatisfy { !$0.failed })
        #expect(swift.frame("dock") == Rect(x: 0, y: 0, width: 100, height: 83))
    }

    @Test("a button configuration member UIKit lacks, set in a pasted class, is the app's own extension: skipped, the class runs")
    func configurationExtensionMemberIsSkipped() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class SignInController: UIViewController {
                let submit = UIButton(configuration: .filled())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    submit.configuration?.font = .systemFont(ofSize: 16)
                    submit.frame = CGRect(x: 20, y: 100, width: 335, height: 50)
                    view.addSubview(submit)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("submit") == Rect(x: 20, y: 100, width: 335, height: 50))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'font': UIButton.Configuration has none") })
    }
}

extension Book181Tests {
    @Test("Objective-C: a dictionary's valueForKey: is its entry, and a button's currentTitle the title it shows")
    func dictionaryValueForKeyAndCurrentTitle() {
        var session = Session()
        let outcomes = session.script("""
            @interface ShopController : UIViewController @end
            @implementation ShopController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSDictionary *shop = @{@"name": @"Hello world"};
                UILabel *caption = [UILabel new];
                caption.text = [shop valueForKey:@"name"];
                [self.view addSubview:caption];
                [caption sizeToFit];
                UILabel *same = [UILabel new];
                same.text = @"Hello world";
                [self.view addSubview:same];
                [same sizeToFit];
                UIButton *more = [UIButton buttonWithType:UIButtonTypeSystem];
                [more setTitle:@"More" forState:UIControlStateNormal];
                [self.view addSubview:more];
                if (more.currentTitle.length > 0) {
                    more.frame = CGRectMake(0, 100, 50, 30);
                }
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("caption") == session.frame("same"))
        #expect(session.frame("more") == Rect(x: 0, y: 100, width: 50, height: 30))
    }

    @Test("the window's root controller set to one the paste lacks leaves the screen shown, and says so")
    func rootControllerTheAppOwnsLeavesTheScreen() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class WelcomeController: UIViewController {
                let logo = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    logo.frame = CGRect(x: 10, y: 100, width: 50, height: 50)
                    view.addSubview(logo)
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    guard let window = UIApplication.shared.windows.first else { return }
                    window.rootViewController = HomeTabsController()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("logo") == Rect(x: 10, y: 100, width: 50, height: 50))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("skipped 'window.rootViewController = HomeTabsController(…)': HomeTabsController is not in the paste")
        })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("PlaygroundPage") })
    }
}

extension Book181Tests {
    @Test("a tab bar controller's own tabBar, touched by its code, is 49 tall above the home indicator, once its tabs are shown too")
    func tabBarKeepsItsHeightBesideItsTabs() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            @interface HomeViewController : UIViewController @end
            @implementation HomeViewController @end
            @interface MainTabController : UITabBarController @end
            @implementation MainTabController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tabBar.tintColor = [UIColor redColor];
                [self addChildViewController:[[UINavigationController alloc] initWithRootViewController:[HomeViewController new]]];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 49 and the home indicator's 34 along the bottom of the 852-pt screen.
        #expect(session.frame("tabBar") == Rect(x: 0, y: 769, width: 393, height: 83))
        #expect(session.state.layout.safeAreaInsets(of: .root).bottom == 83)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("MainTabController shows its tab 1, HomeViewController in its navigation controller")
        })
    }

    @Test("the navigation bar of a navigation controller code makes around a pasted controller shows its large title")
    func containerNavigationBarLargeTitle() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class LibraryController: UIViewController {
                let shelf = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    shelf.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(shelf)
                    NSLayoutConstraint.activate([
                        shelf.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        shelf.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        shelf.widthAnchor.constraint(equalToConstant: 100),
                        shelf.heightAnchor.constraint(equalToConstant: 40),
                    ])
                }
            }
            let nav = UINavigationController(rootViewController: LibraryController())
            nav.navigationBar.prefersLargeTitles = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The 20-pt status bar and the 96-pt bar with its title row.
        #expect(session.frame("shelf") == Rect(x: 0, y: 116, width: 100, height: 40))
    }
}

extension Book181Tests {
    @Test("Objective-C: a macro of statements is spliced in where it is used; Foundation categories and CG_EXTERN functions run")
    func statementMacrosCategoriesAndExternFunctions() {
        var session = Session()
        let outcomes = session.script("""
            #define NoInset(view) if (@available(iOS 11.0, *)) { view.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever; }
            #define PlaceRow(row, top) row.frame = CGRectMake(0, top, 100, 10); [self.view addSubview:row];
            CG_EXTERN CGFloat half(CGFloat v) { return v / 2; }
            @interface NSString (Measure)
            - (CGFloat)widthInFont:(UIFont *)font;
            @end
            @implementation NSString (Measure)
            - (CGFloat)widthInFont:(UIFont *)font { return [self sizeWithAttributes:@{NSFontAttributeName: font}].width; }
            @end
            @interface ListController : UIViewController
            @property (nonatomic, strong) UIScrollView *list;
            @end
            @implementation ListController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.list = [[UIScrollView alloc] initWithFrame:CGRectMake(0, 64, 375, 603)];
                [self.view addSubview:self.list];
                NoInset(self.list);
                UIView *row = [UIView new];
                PlaceRow(row, half(40));
                UILabel *sample = [UILabel new];
                sample.text = @"Hello World";
                [self.view addSubview:sample];
                [sample sizeToFit];
                UIView *underline = [[UIView alloc] initWithFrame:CGRectMake(0, 100, [@"Hello World" widthInFont:[UIFont systemFontOfSize:17]], 2)];
                [self.view addSubview:underline];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("row") == Rect(x: 0, y: 20, width: 100, height: 10))
        // As wide as the label's own text (sizeToFit rounds it up to the pixel).
        let text = session.frame("sample")?.width ?? 0
        let measured = session.frame("underline")?.width ?? 0
        #expect(measured > 80 && measured <= text && text - measured < 0.5)
        #expect(session.state.layout.id(of: "list").flatMap { session.state.layout.view($0)?.scroll?.contentInsetAdjustmentBehavior } == .never)
    }
}

extension Book181Tests {
    @Test("a second controller class pasted after a first takes its place on the screen: the window shows one")
    func laterControllerReplacesAnUnrelatedEarlierOne() {
        var session = Session()
        let outcomes = session.script("""
            @interface IntroController : UIViewController @end
            @implementation IntroController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *banner = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 50, 50)];
                [self.view addSubview:banner];
            }
            @end
            @interface SettingsController : UIViewController @end
            @implementation SettingsController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *panel = [[UIView alloc] initWithFrame:CGRectMake(0, 100, 50, 50)];
                [self.view addSubview:panel];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 0, y: 100, width: 50, height: 50))
        #expect(session.frame("banner") == nil)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("the IntroController an earlier entry presented is taken away, with its views ('banner'): this entry presents SettingsController")
        })
    }

    @Test("UIScreen's currentMode is the screen in pixels, as the iPhone X checks of apps' headers compare it")
    func screenCurrentModeIsInPixels() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            @interface HeaderController : UIViewController @end
            @implementation HeaderController
            - (void)viewDidLoad {
                [super viewDidLoad];
                BOOL notched = CGSizeEqualToSize(CGSizeMake(1179, 2556), [[UIScreen mainScreen] currentMode].size);
                UIView *strip = [[UIView alloc] initWithFrame:CGRectMake(0, notched ? 59 : 20, [[UIScreen mainScreen] currentMode].size.width / 10, 10)];
                [self.view addSubview:strip];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") ≈ Rect(x: 0, y: 59, width: 117.9, height: 10))
    }
}

extension Book181Tests {
    @Test("Objective-C: a UIView+Frame category's setters on self in a view's own methods set its frame (self.x, self.QY_y)")
    func frameCategorySettersOnSelf() {
        var session = Session()
        let outcomes = session.script("""
            @interface PromptView : UIView
            @end
            @implementation PromptView
            - (instancetype)init {
                if (self = [super init]) {
                    self.QY_x = 30;
                    self.QY_y = 30;
                    self.QY_height = 667 - 2 * self.QY_y;
                    self.QY_width = 375 - 2 * self.QY_x;
                }
                return self;
            }
            - (void)nudge {
                self.x = 40;
            }
            @end
            PromptView *prompt = [[PromptView alloc] init];
            [self.view addSubview:prompt];
            [prompt nudge];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("prompt") == Rect(x: 40, y: 30, width: 315, height: 607))
    }
}

extension Book181Tests {
    @Test("insertSubview(_:at:), sendSubviewToBack and bringSubviewToFront order subviews as UIKit does, for code that reads them")
    func subviewOrderFollowsInsertionAndReordering() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            let header = UIView()
            let body = UIView()
            view.addSubview(body)
            view.insertSubview(header, at: 0)
            for (i, v) in view.subviews.enumerated() {
                v.frame = CGRect(x: 0, y: CGFloat(i) * 100, width: 375, height: 100)
            }
            let footer = UIView()
            view.addSubview(footer)
            view.sendSubviewToBack(footer)
            view.bringSubviewToFront(header)
            let order = UIView()
            view.addSubview(order)
            order.frame = CGRect(x: 0, y: 500, width: view.subviews.first!.frame.width + 1, height: view.subviews[2].frame.minY)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("header") == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(session.frame("body") == Rect(x: 0, y: 100, width: 375, height: 100))
        // footer (0×0) first, then body, header, order: the first is 0 wide, the third header at y 0.
        #expect(session.frame("order") == Rect(x: 0, y: 500, width: 1, height: 0))
    }
}

extension Book181Tests {
    @Test("Objective-C: a base class's custom getter answers self.name in a subclass pasted as a later entry")
    func inheritedCustomGetterAnswersDotSyntax() {
        var session = Session()
        let outcomes = session.script("""
            @interface ListBaseController : UIViewController
            @property (nonatomic, strong) UITableView *tableView;
            @end
            @implementation ListBaseController
            - (UITableView *)tableView {
                if (!_tableView) {
                    _tableView = [[UITableView alloc] init];
                    [self.view addSubview:_tableView];
                    [_tableView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self.view);
                    }];
                }
                return _tableView;
            }
            @end
            @interface AccountController : ListBaseController
            @end
            @implementation AccountController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tableView mas_remakeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.view).offset(113);
                    make.left.right.bottom.equalTo(self.view);
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tableView") == Rect(x: 0, y: 113, width: 375, height: 554))
    }
}
