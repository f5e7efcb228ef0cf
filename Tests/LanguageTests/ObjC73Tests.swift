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

    /// A view given the app's list of chips: the list is not in the paste, so its count is not
    /// known. It is read as 0 everywhere: the `if` on it, the comparison, both loops and the width
    /// worked from it agree, and one note says the count is the app's.
    static let chipRow = """
        @interface ChipRow : UIView
        - (instancetype)initWithChips:(NSArray *)chips;
        @end
        @implementation ChipRow
        - (instancetype)initWithChips:(NSArray *)chips {
            self = [super initWithFrame:CGRectMake(0, 0, 320, 48)];
            if (self) {
                UIView *placeholder = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 48)];
                [self addSubview:placeholder];
                if (chips.count) {
                    placeholder.frame = CGRectMake(0, 0, 320, 0);
                }
                if (chips.count > 3) {
                    placeholder.frame = CGRectMake(0, 0, 10, 10);
                }
                if (!chips.count) {
                    placeholder.frame = CGRectMake(0, 0, 320, 56);
                }
                UIView *track = [[UIView alloc] initWithFrame:CGRectMake(0, 44, 70 * chips.count, 4)];
                [self addSubview:track];
                for (NSString *title in chips) {
                    UILabel *chip = [UILabel new];
                    chip.text = title;
                    [self addSubview:chip];
                }
                for (NSInteger i = 0; i < chips.count; i++) {
                    UIView *dot = [[UIView alloc] initWithFrame:CGRectMake(i * 12, 0, 8, 8)];
                    [self addSubview:dot];
                }
            }
            return self;
        }
        @end
        """

    @Test("a count of the app's collection is 0 in a condition, a comparison, a loop and a sum alike, with a note")
    func unknownCountIsZeroEverywhere() {
        var session = Session()
        let outcomes = session.script(Self.chipRow)
        // Count 0: of the three `if`s only `!chips.count` runs, so the placeholder is
        // (0,0,320,56); the track is 70 × 0 = 0 wide; neither loop adds a view.
        #expect(session.frame("placeholder") == Rect(x: 0, y: 0, width: 320, height: 56))
        #expect(session.frame("track") == Rect(x: 0, y: 44, width: 0, height: 4))
        #expect(session.frame("chip") == nil)
        #expect(session.frame("dot") == nil)
        let notes = Self.notes(outcomes)
        #expect(notes.contains("'chips.count' is the app's count, not in the paste: it is taken as 0 wherever it is used "
            + "(a condition reads it as 0, so 'if (count)' is false and 'count < 2' true) and a loop over it runs no turns"))
        #expect(notes.contains { $0.hasPrefix("the loop at line ") && $0.hasSuffix("runs no turns: 'chips' is the app's, not in the paste, and its count is taken as 0") })
        #expect(notes.contains { $0.hasPrefix("the loop at line ") && $0.hasSuffix("runs no turns: 'chips.count' is the app's count, not in the paste, taken as 0") })
        #expect(!notes.contains { $0.contains("taken as true") })
    }

    @Test("a view pinned to its superview after being added to a nil one is refused, naming the nil superview")
    func pinnedToMissingSuperviewNamesIt() {
        var session = Session()
        let message = session.failing("""
            @interface TrayController : UIViewController
            @property (nonatomic, strong) UIView *shelf;
            @end
            @implementation TrayController
            - (UIView *)shelf { return _shelf; }
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *tile = [UIView new];
                [self.shelf addSubview:tile];
                [tile autoPinEdgeToSuperviewEdge:ALEdgeLeft withInset:12];
            }
            @end
            """)
        // PureLayout asserts that the superview is not nil; UIKit itself refuses a location with
        // no second item. The cause is the nil `shelf`, not a constant.
        #expect(message.contains("'tile' has no superview here: it was added to 'self.shelf', which is nil here"))
        #expect(message.contains("make 'self.shelf' before adding 'tile' to it"))
        #expect(!message.contains("equal to a constant"))
    }

    @Test("a view added to a container of the app's base controller the paste lacks is pinned in a plain view standing in for it")
    func pinnedInsideBaseClassViewNamesIt() {
        var session = Session()
        let outcomes = session.script("""
            @interface ReceiptController : PagedSheetController
            @end
            @implementation ReceiptController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *total = [UILabel new];
                [self.sheetView addSubview:total];
                [total autoPinEdgesToSuperviewEdgesWithInsets:UIEdgeInsetsMake(4, 4, 4, 4)];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The base's sheetView stands in pinned to the root view's edges; total 4 inside it.
        #expect(session.frame("sheetView") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("total") == Rect(x: 4, y: 4, width: 367, height: 659))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'sheetView' is not in the paste: the container view of ReceiptController's base") })
    }

    @Test("constraintWithItem: toItem: a superview still nil names the missing superview, not a constant")
    func itemConstraintToNilSuperview() {
        var session = Session()
        let message = session.failing("""
            UIView *badge = [UIView new];
            badge.translatesAutoresizingMaskIntoConstraints = NO;
            [NSLayoutConstraint constraintWithItem:badge attribute:NSLayoutAttributeTrailing relatedBy:NSLayoutRelationEqual toItem:badge.superview attribute:NSLayoutAttributeTrailing multiplier:1 constant:-8].active = YES;
            """)
        #expect(message.contains("'badge' has no superview here (it has not been added to a view yet), so its trailing has "
            + "nothing to be pinned to"))
        #expect(!message.contains("equal to a constant"))
        // Written as `toItem:nil` with an attribute, UIKit's own words stay.
        let written = session.failing("""
            UIView *pill = [UIView new];
            [self.view addSubview:pill];
            [NSLayoutConstraint constraintWithItem:pill attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeTop multiplier:1 constant:8].active = YES;
            """)
        #expect(written.contains("A constraint cannot make the location attribute 'top' equal to a constant"))
    }

    @Test("an @IBOutlet constraint is the storyboard's, not nil: what code sets on it is skipped with a note")
    func outletConstraintIsTheStoryboards() {
        var session = Session()
        let outcomes = session.script("""
            @interface GaugeController : UIViewController
            @property (weak, nonatomic) IBOutlet NSLayoutConstraint *needleLeading;
            @end
            @implementation GaugeController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.needleLeading.constant = 64;
                UIView *dial = [[UIView alloc] initWithFrame:CGRectMake(20, 100, 120, 120)];
                [self.view addSubview:dial];
            }
            @end
            """)
        let note = "a constraint of the storyboard the paste does not contain; what code sets on it (its constant, priority, "
            + "isActive) is skipped"
        #expect(Self.notes(outcomes).contains("@IBOutlet needleLeading: " + note))
        #expect(!Self.notes(outcomes).contains { $0.contains("set on nil") })
        #expect(session.frame("dial") == Rect(x: 20, y: 100, width: 120, height: 120))
        // Swift's `NSLayoutConstraint!` outlet is connected before viewDidLoad too: no stop.
        var swift = Session()
        let swiftOutcomes = swift.script("""
            class MeterController: UIViewController {
                @IBOutlet weak var barWidth: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    barWidth.constant = view.bounds.width / 3
                }
            }
            """)
        #expect(Self.notes(swiftOutcomes).contains("@IBOutlet barWidth: " + note))
    }

    @Test("a layoutSubviews that changes its own view's size runs again, as UIKit lays it out again")
    func layoutSubviewsRunsAgainAfterResizingItself() {
        var session = Session()
        let outcomes = session.script("""
            @interface Strip : UIView
            @end
            @implementation Strip {
                UIView *_bar;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _bar = [UIView new];
                    [self addSubview:_bar];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                _bar.frame = CGRectMake(0, 0, self.bounds.size.width, 4);
                self.frame = CGRectMake(0, 100, 300, 60);
            }
            @end
            @interface StripController : UIViewController
            @end
            @implementation StripController
            - (void)viewDidLoad {
                [super viewDidLoad];
                Strip *strip = [[Strip alloc] initWithFrame:CGRectMake(0, 100, 375, 80)];
                [self.view addSubview:strip];
            }
            @end
            """)
        // Pass 1: the bar takes the 375 the strip has, then the strip becomes 300×60, which
        // asks for layout again. Pass 2: the bar is 300 wide; the strip's size holds, so it settles.
        #expect(session.frame("strip") == Rect(x: 0, y: 100, width: 300, height: 60))
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 300, height: 4))
        #expect(!Self.notes(outcomes).contains { $0.contains("never settles") })
    }

    @Test("a layoutSubviews that grows its own view at every pass is said never to settle")
    func layoutSubviewsThatGrowsNeverSettles() {
        var session = Session()
        let outcomes = session.script("""
            @interface Balloon : UIView
            @end
            @implementation Balloon {
                UIView *_skin;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _skin = [UIView new];
                    [self addSubview:_skin];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                _skin.frame = self.bounds;
                CGRect grown = self.frame;
                grown.size.height += 10;
                self.frame = grown;
            }
            @end
            @interface BalloonController : UIViewController
            @end
            @implementation BalloonController
            - (void)viewDidLoad {
                [super viewDidLoad];
                Balloon *balloon = [[Balloon alloc] initWithFrame:CGRectMake(0, 0, 100, 40)];
                [self.view addSubview:balloon];
            }
            @end
            """)
        // Each pass lays the skin out at the balloon's size, then makes the balloon 10 taller:
        // UIKit lays it out again after every change, for ever. The skin is 10 shorter than
        // the balloon after whichever pass is shown.
        let balloon = session.frame("balloon")
        let skin = session.frame("skin")
        #expect(balloon.map { $0.height > 50 } == true)
        #expect(skin.map { $0.height + 10 } == balloon?.height)
        #expect(Self.notes(outcomes).contains {
            $0.hasPrefix("balloon's layoutSubviews changes its own size at every pass") && $0.contains("it never settles")
        })
    }

    @Test("a note on a sum worked from the app's values keeps the code's parentheses")
    func unknownSumKeepsParentheses() {
        var session = Session()
        let outcomes = session.script("""
            @interface Tab : UIButton
            @end
            @implementation Tab
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGFloat glyph = self.badgeWidth;
                UIView *mark = [[UIView alloc] initWithFrame:CGRectMake((240 - (glyph + 8)) / 2, 0, 8, 8)];
                [self addSubview:mark];
            }
            @end
            """)
        // `badgeWidth` is the app's: counted as 0, (240 − (0 + 8)) / 2 = 116, as C computes it.
        #expect(Self.notes(outcomes).contains { $0.hasPrefix("'(240 - (badgeWidth + 8)) / 2' needs what is not in the paste") && $0.hasSuffix("so it is 116") })
        #expect(session.frame("mark") == Rect(x: 116, y: 0, width: 8, height: 8))
    }
}
