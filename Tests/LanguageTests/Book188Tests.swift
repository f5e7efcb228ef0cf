@testable import Language
import Layout
import Testing

/// What the forty-seventh round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand.
@Suite("Fresh app code, forty-seventh round")
struct Book188Tests {
    @Test("Objective-C reading its navigation controller's bar and its tab bar controller's bar gets where UIKit lays them out")
    func containerBarsReadByTheirFrames() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            in navigation and tab bar
            CGFloat top = CGRectGetMaxY(self.navigationController.navigationBar.frame);
            CGFloat barHeight = self.navigationController.navigationBar.bounds.size.height;
            CGFloat tabHeight = self.tabBarController.tabBar.frame.size.height;
            UIView *strip = [[UIView alloc] initWithFrame:CGRectMake(0, top, barHeight, tabHeight)];
            [self.view addSubview:strip];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The bar is 44 under the 20-pt status bar, ending at 64; the tab bar is 49 (no home indicator).
        #expect(session.frame("strip") == Rect(x: 0, y: 64, width: 44, height: 49))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("not in the paste") })
    }

    @Test("on a phone with a home indicator the tab bar read by code is 83 tall, its 49 above the indicator's 34, along the bottom")
    func tabBarFrameWithTheHomeIndicator() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            import UIKit
            class Feed: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tabBar = tabBarController!.tabBar.frame
                    let footer = UIView(frame: CGRect(x: 0, y: tabBar.minY - 40, width: view.bounds.width, height: 40))
                    view.addSubview(footer)
                }
            }
            let tabs = UITabBarController()
            tabs.viewControllers = [Feed()]
            UIApplication.shared.keyWindow?.rootViewController = tabs
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 852 − 83 = 769: the footer ends where the tab bar starts.
        #expect(session.frame("footer") == Rect(x: 0, y: 729, width: 393, height: 40))
    }

    @Test("layoutIfNeeded() in viewDidLoad lays the views out with no safe area, before the view is in the window: a frame read there is that pass's")
    func layoutPassInViewDidLoadHasNoSafeArea() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class Profile: UIViewController {
                let header = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    header.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(header)
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        header.heightAnchor.constraint(equalToConstant: 100),
                    ])
                    view.layoutIfNeeded()
                    let x: CGFloat = view.window == nil ? 0 : 200
                    let badge = UIView(frame: CGRect(x: x, y: header.frame.maxY, width: 50, height: view.safeAreaInsets.top + 50))
                    view.addSubview(badge)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // In viewDidLoad the view is in no window: its safe area is zero, so the pass puts the
        // header at 0 and the badge under it at 100; on the screen the header moves below the
        // 20-pt status bar, and the badge, placed by hand, stays. (Its window is nil there: x 0.)
        #expect(session.frame("badge") == Rect(x: 0, y: 100, width: 50, height: 50))
        #expect(session.frame("header") == Rect(x: 0, y: 20, width: 375, height: 100))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("header's frame is read in viewDidLoad after layoutIfNeeded(), before the view is in the window")
        })
    }

    @Test("TinyConstraints' stack gives every view the width: and height: it is given")
    func tinyStackSizesEachView() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import TinyConstraints
            let strip = UIView()
            view.addSubview(strip)
            strip.topToSuperview(offset: 100)
            strip.leftToSuperview(offset: 20)
            let first = UIView(), second = UIView()
            strip.stack([first, second], axis: .horizontal, width: 60, height: 40, spacing: 8)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("first") == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(session.frame("second") == Rect(x: 68, y: 0, width: 60, height: 40))
        #expect(session.frame("strip") == Rect(x: 20, y: 100, width: 128, height: 40))
    }

    @Test("in a file importing Stevia, width(40).height(40) on a view in no hierarchy yet is Stevia's: it returns the view, and both hold")
    func steviaSizeChainBeforeTheViewIsAdded() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import Stevia
            let avatar = UIView()
            avatar.width(40).height(40)
            view.subviews { avatar }
            avatar.top(10).left(20)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("avatar") == Rect(x: 20, y: 10, width: 40, height: 40))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("skipped") })
    }

    @Test("Anchorage's group anchors of a layout guide: edgeAnchors of the safe area, inset by 10")
    func anchorageGuideGroups() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            import Anchorage
            class Login: UIViewController {
                let form = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(form)
                    form.edgeAnchors == view.safeAreaLayoutGuide.edgeAnchors + 10
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The safe area starts under the 20-pt status bar: 10 inside it on every side.
        #expect(session.frame("form") == Rect(x: 10, y: 30, width: 355, height: 627))
    }

    @Test("a controller presented when its class was pasted, then put in a navigation controller on a later line, is loaded again under the bar")
    func wrappedInANavigationControllerLater() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            @interface Inbox : UIViewController
            @end
            @implementation Inbox
            - (void)viewDidLoad {
                [super viewDidLoad];
                CGFloat barBottom = CGRectGetMaxY(self.navigationController.navigationBar.frame);
                UIView *banner = [[UIView alloc] initWithFrame:CGRectMake(0, barBottom, self.view.bounds.size.width, 40)];
                [self.view addSubview:banner];
            }
            @end
            """)
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 40))
        let wrapped = session.script("""
            UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[Inbox new]];
            """)
        #expect((outcomes + wrapped).allSatisfy { !$0.failed })
        // Loaded under the 44-pt bar below the 20-pt status bar, the banner starts at 64.
        #expect(session.frame("banner") == Rect(x: 0, y: 64, width: 375, height: 40))
        #expect(wrapped.flatMap(\.notes).contains { $0.contains("this entry shows Inbox in a navigation controller") })
    }
}
