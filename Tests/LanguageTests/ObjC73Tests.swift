@testable import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 73: GNU's `a ?: b` on 0 and NO, a count of the
/// app's collection read one way everywhere, and a constraint to a superview that is not there.
@Suite("Objective-C app files, round 73")
struct ObjC73Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("a ?: b gives b when a is 0, NO or nil, as C does, and a otherwise")
    func elvisFallsBackOnZero() {
        var session = Session()
        session.script("""
            @interface StampController : UIViewController
            @end
            @implementation StampController
            - (void)viewDidLoad {
                [super viewDidLoad];
                CGFloat requested = 0;
                CGFloat side = requested ?: 36;
                NSString *caption = nil;
                UILabel *stamp = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, side, side)];
                stamp.text = caption ?: @"paid";
                [self.view addSubview:stamp];
                BOOL inset = NO;
                UIView *rule = [[UIView alloc] initWithFrame:CGRectMake(inset ?: 14, 50, 100, 1)];
                [self.view addSubview:rule];
                NSInteger margin = 6;
                UIView *edge = [[UIView alloc] initWithFrame:CGRectMake(margin ?: 40, 60, 10, 10)];
                [self.view addSubview:edge];
            }
            @end
            """)
        // C: `0 ?: 36` is 36, `NO ?: 14` is 14, `nil ?: @"paid"` is @"paid"; `6 ?: 40` is 6.
        #expect(session.frame("stamp") == Rect(x: 0, y: 0, width: 36, height: 36))
        #expect(session.frame("rule") == Rect(x: 14, y: 50, width: 100, height: 1))
        #expect(session.frame("edge") == Rect(x: 6, y: 60, width: 10, height: 10))
        #expect(session.layout.id(of: "stamp").flatMap { session.layout.view($0)?.label?.text } == "paid")
    }
}
