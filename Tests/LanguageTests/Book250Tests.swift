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
}
