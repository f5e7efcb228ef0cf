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
