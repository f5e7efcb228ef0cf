import Language
import Layout
import Testing

/// C's integer division in Objective-C: two `int`s, integer literals among them, divide as whole
/// numbers wherever the result goes, so `CGFloat half = 375 / 2` is 187. A float on either side
/// keeps the fraction. Pastes are written for this test; frames derived by hand on 375×667.
@Suite("Objective-C divides integer literals and ints as C does")
struct ObjCIntegerDivisionTests {
    @Test("375 / 2 is 187 and 1 / 2 * 50 is 0; 375.0 / 2 and a CGFloat's width / 2 keep their halves")
    func literalsDivideWhole() {
        var session = Session()
        let outcomes = session.script("""
            @interface HalvesController : UIViewController
            @end
            @implementation HalvesController
            - (void)viewDidLoad {
                [super viewDidLoad];
                CGFloat half = 375 / 2;
                UIView *left = [[UIView alloc] initWithFrame:CGRectMake(half, 1 / 2 * 50, 10, 10)];
                [self.view addSubview:left];
                CGFloat width = 375;
                UIView *right = [[UIView alloc] initWithFrame:CGRectMake(375.0 / 2, width / 2, (375 - 40) / 3, 10)];
                [self.view addSubview:right];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // left: x 375 / 2 = 187 (C's int), y (1 / 2 = 0) × 50 = 0.
        #expect(session.frame("left") == Rect(x: 187, y: 0, width: 10, height: 10))
        // right: x 187.5 (a double literal), y 187.5 (a CGFloat), width 335 / 3 = 111 (ints).
        #expect(session.frame("right") == Rect(x: 187.5, y: 187.5, width: 111, height: 10))
    }

    @Test("in Swift, two integer literals passed as a CGFloat keep their fraction")
    func swiftLiteralsKeepTheirFraction() {
        var session = Session()
        // Swift types `375 / 2` as the CGFloat the parameter wants: 187.5.
        let outcomes = session.script("""
            let marker = UIView(frame: CGRect(x: 375 / 2 as CGFloat, y: 0, width: 10, height: 10))
            view.addSubview(marker)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("marker")?.minX == 187.5)
    }
}
