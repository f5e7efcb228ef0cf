import Language
import Layout
import Testing

/// What the seed74 listings (blog posts, answers, course notes, README blocks) tripped on.
/// Every paste here is written for this test; the frames are derived by hand on the default
/// 375×667 screen (no bars: the safe area is the whole screen).
@Suite("seed74 listings: Objective-C methods pasted without their class")
struct Seed74Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("an Objective-C viewDidLoad pasted without its class calls a method pasted below it, which runs")
    func looseObjectiveCMethodSeesTheMethodBelowIt() {
        var session = Session()
        // As an answer pastes a controller's two methods: viewDidLoad adds the badge and asks the
        // method below to pin it. 120 × 32, its top 24 below the root's, its trailing edge 16 in:
        // x = 375 − 16 − 120 = 239.
        let outcomes = session.script("""
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                UIView *badge = [[UIView alloc] init];
                badge.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:badge];
                [self pinBadge:badge];
            }

            - (void)pinBadge:(UIView *)badge {
                [NSLayoutConstraint activateConstraints:@[
                    [badge.widthAnchor constraintEqualToConstant:120],
                    [badge.heightAnchor constraintEqualToConstant:32],
                    [badge.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:24],
                    [badge.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-16]
                ]];
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 239, y: 24, width: 120, height: 32))
        let notes = Self.notes(outcomes)
        #expect(!notes.contains { $0.contains("pinBadge") && $0.contains("not in the paste") })
        #expect(!notes.contains { $0.contains("is kept, not run") })
    }

    @Test("an Objective-C method pasted alone, with no life-cycle method above it, is still its own entry")
    func looseObjectiveCHelperAloneIsNotHeld() {
        let entries = Entry.split("""
            - (void)styleBadge:(UIView *)badge {
                badge.layer.cornerRadius = 4;
            }

            - (void)pinBadge:(UIView *)badge {
                badge.translatesAutoresizingMaskIntoConstraints = NO;
            }
            """)
        #expect(entries.filter { !$0.isBlank }.count == 2)
    }
    @Test("a view's private method that would add its subviews, which nothing in the paste calls, is not run: the view is shown empty, and said")
    func uncalledPrivateBuilderIsNotRun() {
        var session = Session()
        // Nothing calls setupPager(), and being private nothing outside the class can: UIKit
        // shows the view with no subview. The view alone is shown filling the screen.
        let outcomes = session.script("""
            final class IntroPager: UIView {
                let pager = UIScrollView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .white
                }
                required init?(coder: NSCoder) { fatalError() }
                private func setupPager() {
                    addSubview(pager)
                    pager.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        pager.topAnchor.constraint(equalTo: topAnchor),
                        pager.leadingAnchor.constraint(equalTo: leadingAnchor),
                        pager.trailingAnchor.constraint(equalTo: trailingAnchor),
                        pager.bottomAnchor.constraint(equalTo: bottomAnchor)
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("introPager") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("pager") == nil)
        let notes = Self.notes(outcomes)
        #expect(notes.contains {
            $0.contains("IntroPager's setupPager() adds subviews or constraints, but nothing in the paste calls it and, private, it cannot be called from outside the class")
        })
        #expect(!notes.contains { $0.contains("as the app calling it from outside would") })
    }

    @Test("the same method, not private, still runs as the app calling it from outside would")
    func uncalledBuilderNotPrivateStillRuns() {
        var session = Session()
        // The pager fills the view: (0, 0, 375, 667).
        let outcomes = session.script("""
            final class OpenPager: UIView {
                let pager = UIScrollView()
                func setupPager() {
                    addSubview(pager)
                    pager.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        pager.topAnchor.constraint(equalTo: topAnchor),
                        pager.leadingAnchor.constraint(equalTo: leadingAnchor),
                        pager.trailingAnchor.constraint(equalTo: trailingAnchor),
                        pager.bottomAnchor.constraint(equalTo: bottomAnchor)
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pager") == Rect(x: 0, y: 0, width: 375, height: 667))
    }
    @Test("a view method of the app's category named for spacing is said to be the app's layout helper, not taken to change nothing")
    func appSpacingCategoryIsALayoutHelper() {
        var session = Session()
        // The category (imported from the app's header) would place the two tiles; without it
        // their positions are missing, which the note says.
        let outcomes = session.script("""
            #import "UIView+EvenSpacing.h"
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *tileA = [UIView new];
                UIView *tileB = [UIView new];
                [self.view addSubview:tileA];
                [self.view addSubview:tileB];
                [self.view distributeTilesWithEqualSpacing:@[tileA, tileB]];
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = Self.notes(outcomes)
        #expect(notes.contains {
            $0.contains("skipped 'distributeTilesWithEqualSpacing': UIKit has no such member; by its name it is the app's own layout helper")
        })
        #expect(!notes.contains { $0.contains("distributeTilesWithEqualSpacing") && $0.contains("taken to change nothing about layout") })
    }
    @Test("a UIButton subclass's layoutSubviews that gives its own imageView and titleLabel whole frames shows them at those frames inside the button")
    func buttonOwnViewsPlacedByLayoutSubviews() {
        var session = Session()
        // The button is 80 × 60 at (20, 100). After UIKit's button has placed its own views, the
        // code moves the image view to x (80 − 24) / 2 = 28, y 8, 24 × 24, and the title label
        // under it: y 36, as wide as the button, 16 tall.
        let outcomes = session.script("""
            final class StackedIconButton: UIButton {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    imageView?.frame = CGRect(x: (bounds.width - 24) / 2, y: 8, width: 24, height: 24)
                    titleLabel?.frame = CGRect(x: 0, y: 36, width: bounds.width, height: 16)
                }
            }
            class ShelfViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let share = StackedIconButton(type: .custom)
                    share.setTitle("Share", for: .normal)
                    share.frame = CGRect(x: 20, y: 100, width: 80, height: 60)
                    view.addSubview(share)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("share") == Rect(x: 20, y: 100, width: 80, height: 60))
        #expect(session.frame("imageView") == Rect(x: 28, y: 8, width: 24, height: 24))
        #expect(session.frame("titleLabel") == Rect(x: 0, y: 36, width: 80, height: 16))
        let notes = Self.notes(outcomes)
        #expect(notes.contains {
            $0.contains("titleLabel of share: the button's own title label, made when its layoutSubviews first reads it")
        })
        #expect(!notes.contains { $0.contains("is read where UIKit's button placed it") })
    }

    @Test("a frame worked out from where UIKit's button placed its own label (sizeToFit keeping the origin) is said not to be UIKit's")
    func buttonPlacementReadIsSaid() {
        var session = Session()
        // `sizeToFit()` keeps the origin UIKit's button gave the label, which is not modelled.
        let outcomes = session.script("""
            final class NudgedButton: UIButton {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    titleLabel?.sizeToFit()
                    titleLabel?.frame.origin.x = 6
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.notes(outcomes).contains {
            $0.contains("titleLabel's frame is read where UIKit's button placed it, which is not modelled (0,0,0,0 here)")
        })
    }
}

