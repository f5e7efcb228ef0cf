import Language
import Layout
import Testing

/// What the seed80 listings (tutorials, notes, course code, playgrounds, gists) tripped on. Every
/// paste here is written for this test; the frames are derived by hand on the default 375×667
/// screen (no bars: the safe area is the whole screen).
@Suite("seed80 listings: a message to a view of another class, Stevia's tap, Objective-C's Class.class")
struct Seed80Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("an Objective-C message to a plain view that only a scroll view answers stops the app, as UIKit's runtime does")
    func scrollViewMessageToAPlainViewIsUnrecognized() {
        // A C cast changes nothing at run time: the controller's view is still a UIView, and
        // `[UIView setContentSize:]` is an unrecognized selector, which stops the app. Before,
        // the line was skipped as "a member of UIView Layoutbook does not model", and the rest of
        // the method ran as if nothing had happened.
        var session = Session()
        let outcome = session.run("""
            @implementation GalleryController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIScrollView *strip = (UIScrollView *)self.view;
                strip.contentSize = CGSizeMake(900, 300);
                UIView *tile = [[UIView alloc] initWithFrame:CGRectMake(4, 4, 40, 40)];
                [self.view addSubview:tile];
            }
            @end
            """)
        #expect(outcome.failed)
        let message = outcome.diagnostics.map(\.description).joined(separator: "\n")
        #expect(message.contains("unrecognized selector"))
        #expect(message.contains("UIScrollView"))
        #expect(!outcome.notes.contains { $0.contains("skipped 'contentSize'") })
        // The entry failed, so nothing of it stays: no tile.
        #expect(session.frame("tile") == nil)
    }

    @Test("an Objective-C message that a plain view answers is not taken for another class's")
    func plainViewMembersStillRun() {
        // `contentMode` and `clipsToBounds` are UIView's own: the tile is placed at its frame.
        var session = Session()
        let outcomes = session.script("""
            @implementation TileController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *tile = [[UIView alloc] initWithFrame:CGRectMake(4, 4, 40, 40)];
                tile.contentMode = UIViewContentModeCenter;
                tile.clipsToBounds = YES;
                [self.view addSubview:tile];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 4, y: 4, width: 40, height: 40))
    }
}
