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
}
