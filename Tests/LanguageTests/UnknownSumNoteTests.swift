import Language
import Layout
import Testing

/// Arithmetic on two of the app's values the paste does not hold keeps both in its text, and the
/// notes say what ran: each counts as 0, and no note says a line that ran was skipped. Pastes are
/// written for this test; frames derived by hand on 375×667.
@Suite("notes on a sum of two unknowns")
struct UnknownSumNoteTests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("HEADER_HEIGHT - KEY_INSETS.top counts both as 0 and says so; nothing is said to be skipped")
    func bothUnknownsNamed() {
        var session = Session()
        let outcomes = session.script("""
            @interface BannerController : UIViewController
            @end
            @implementation BannerController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *strip = [[UIView alloc] init];
                [self.view addSubview:strip];
                strip.frame = CGRectMake(0, HEADER_HEIGHT - KEY_INSETS.top + 20, 100, 44);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Each unknown is 0: the strip's top is 0 − 0 + 20 = 20.
        #expect(session.frame("strip") == Rect(x: 0, y: 20, width: 100, height: 44))
        let notes = Self.notes(outcomes)
        #expect(notes.contains("'HEADER_HEIGHT - KEY_INSETS.top + 20' needs what is not in the paste: each unknown in it counts as 0, so it is 20"))
        #expect(!notes.contains { $0.hasPrefix("skipped 'KEY_INSETS'") || $0.hasPrefix("skipped 'HEADER_HEIGHT'") })
    }
}
