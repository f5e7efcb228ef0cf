@testable import Language
import Layout
import Testing

/// What the fifty-fifth round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, fifty-fifth round")
struct Book250Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("Objective-C: a lazy getter over an instance variable of its own name reads the variable, not itself")
    func objectiveCGetterOverSameNamedInstanceVariable() {
        var session = Session()
        let outcomes = session.script("""
            @interface BadgeView : UIView {
                UILabel *countLabel;
            }
            @end
            @implementation BadgeView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    [self addSubview:self.countLabel];
                    [self addSubview:[self countLabel]];
                }
                return self;
            }
            - (UILabel *)countLabel {
                if (!countLabel) {
                    countLabel = [[UILabel alloc] initWithFrame:CGRectMake(8, 4, 60, 18)];
                }
                return countLabel;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // One label, made once by the getter and added twice to the same view.
        #expect(session.frame("countLabel") == Rect(x: 8, y: 4, width: 60, height: 18))
        #expect(session.layout.id(of: "countLabel2") == nil)
    }

    @Test("A view's intrinsicContentSize is kept until invalidateIntrinsicContentSize(), as UIKit holds its last answer")
    func intrinsicSizeHeldUntilInvalidated() {
        var session = Session()
        session.script("""
            class Chip: UIView {
                var count = 1
                var dots = 1 { didSet { invalidateIntrinsicContentSize() } }
                override var intrinsicContentSize: CGSize { CGSize(width: 20 + count * 10 + dots * 4, height: 24) }
            }
            let chip = Chip()
            chip.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(chip)
            chip.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            chip.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            """)
        #expect(session.frame("chip") == Rect(x: 20, y: 100, width: 34, height: 24))
        // A later turn changes what the getter answers without invalidating: the size stays.
        session.script("chip.count = 5")
        #expect(session.frame("chip") == Rect(x: 20, y: 100, width: 34, height: 24))
        session.script("chip.setNeedsLayout(); chip.layoutIfNeeded()")
        #expect(session.frame("chip") == Rect(x: 20, y: 100, width: 34, height: 24))
        // An observer that invalidates: asked again, with both changes.
        session.script("chip.dots = 2")
        #expect(session.frame("chip") == Rect(x: 20, y: 100, width: 78, height: 24))
        session.script("chip.count = 1; chip.invalidateIntrinsicContentSize()")
        #expect(session.frame("chip") == Rect(x: 20, y: 100, width: 38, height: 24))
    }

    @Test("Within one entry the getter is asked at the pass, after the code set what it reads")
    func intrinsicSizeAskedAtTheFirstPass() {
        var session = Session()
        session.script("""
            class Meter: UIView {
                var level = 0
                override var intrinsicContentSize: CGSize { CGSize(width: level * 10, height: 8) }
            }
            class Screen: UIViewController {
                let meter = Meter()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    meter.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(meter)
                    meter.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                    meter.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
                    meter.level = 7
                }
            }
            """)
        #expect(session.frame("meter") == Rect(x: 16, y: 40, width: 70, height: 8))
    }
}
