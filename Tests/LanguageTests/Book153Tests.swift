@testable import Language
import Layout
import Testing

/// What the fortieth round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand on the bare 375×667 screen, whose safe area is the whole screen.
@Suite("Fresh app code, fortieth round")
struct Book153Tests {
    @Test("Stevia: a postfix '|' or '-|' with a call chained after it (|bar|.bottom(0)) pins both sides and runs the chain, as Swift reads it")
    func steviaPostfixThenChain() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import Stevia
            class Sheet: UIView {
                let bar = UIView()
                let card = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    subviews(bar, card)
                    |bar|.bottom(0)
                    |-card-|.top(100)
                    bar.height(40)
                    card.height(20)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let sheet = Sheet()
            view.subviews(sheet)
            sheet.fillContainer()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Flush left and right, on the bottom, 40 tall.
        #expect(session.frame("bar") == Rect(x: 0, y: 627, width: 375, height: 40))
        // Stevia's |- and -| are 8 points; 100 from the top, 20 tall.
        #expect(session.frame("card") == Rect(x: 8, y: 100, width: 359, height: 20))
    }

    @Test("Objective-C: a lower-case statement macro of the app's prefix header (weakself;) alone on its line is skipped, not refused")
    func lowerCaseStatementMacro() {
        var session = Session()
        let outcomes = session.script("""
            @interface Feed : UIViewController
            @end
            @implementation Feed
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *box = [UIView new];
                [self.view addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self.view).offset(20);
                    make.size.mas_equalTo(CGSizeMake(100, 50));
                }];
            }
            - (void)reload {
                weakself;
                [UIView animateWithDuration:0.3 animations:^{ [weakSelf.view layoutIfNeeded]; }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 100, height: 50))
    }

    @Test("a presentation controller's containerView is the full-screen container: a dimming view pinned to it by VFL fills the screen")
    func presentationControllerContainer() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class DimmingPresenter: UIPresentationController {
                private let dimming = UIView()
                override func presentationTransitionWillBegin() {
                    dimming.translatesAutoresizingMaskIntoConstraints = false
                    containerView?.insertSubview(dimming, at: 0)
                    let views = ["dimming": dimming]
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[dimming]|", options: [], metrics: nil, views: views))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[dimming]|", options: [], metrics: nil, views: views))
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dimming") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("containerView of DimmingPresenter: UIKit's transition container") })
    }
}
