@testable import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 78: the frame words of an app's UIView+Frame
/// extension under a prefix of its own.
@Suite("Objective-C app files, round 78")
struct ObjC78Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    /// An extension that prefixes its frame words with a letter or two and no underscore
    /// (`qX`, `qWidth`, `qCenterX`), and CGRect's own names for the edges (`maxY`) on a view: each
    /// is the frame's part, set and read as the extension defines it.
    @Test("a frame word after a short lower-case prefix, and maxY on a view, are the app's frame extension")
    func camelPrefixedFrameWordsAreTheFrameExtension() {
        var session = Session()
        let outcomes = session.script("""
            @interface BadgeController : UIViewController
            @end
            @implementation BadgeController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *banner = [[UIView alloc] init];
                [self.view addSubview:banner];
                banner.qX = 10;
                banner.qY = 30;
                banner.qWidth = self.view.qWidth - 20;
                banner.qHeight = 60;
                UIView *strip = [[UIView alloc] init];
                [self.view addSubview:strip];
                strip.frame = CGRectMake(0, banner.maxY + 8, 100, 20);
                strip.qCenterX = banner.qCenterX;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // banner: x 10, y 30, 375 − 20 = 355 wide, 60 tall. strip: top 30 + 60 + 8 = 98; its
        // centre on the banner's, 10 + 355 / 2 = 187.5, so x 137.5.
        #expect(session.frame("banner") == Rect(x: 10, y: 30, width: 355, height: 60))
        #expect(session.frame("strip") == Rect(x: 137.5, y: 98, width: 100, height: 20))
        let notes = Self.notes(outcomes)
        #expect(notes.contains { $0.contains("'qWidth' is the app's UIView+Frame extension") && $0.contains("frame.width") })
        #expect(notes.contains { $0.contains("'maxY' is the app's UIView+Frame extension") && $0.contains("frame.maxY") })
        #expect(!notes.contains { $0.contains("skipped 'q") })
    }

    /// A method named as C names its types (`dispatch_gate_t:`) beside C's own functions of that
    /// family called by their bare names: Objective-C reaches a method only by a message, so C's
    /// `dispatch_gate_wait(…)` is not a misspelling of the method; it is skipped as the app's.
    @Test("a C function is not taken for a misspelling of a method named like it")
    func cFunctionIsNoMisspellingOfAMethod() {
        var session = Session()
        let outcomes = session.script("""
            @interface TollController : UIViewController
            @end
            @implementation TollController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *booth = [[UIView alloc] initWithFrame:CGRectMake(12, 40, 90, 50)];
                [self.view addSubview:booth];
                [self dispatch_gate_t:2];
            }
            - (void)dispatch_gate_t:(NSInteger)lanes {
                dispatch_gate_wait(lanes, 0);
                UIView *barrier = [[UIView alloc] initWithFrame:CGRectMake(12, 100, 60 * lanes, 8)];
                [self.view addSubview:barrier];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The booth where its frame puts it; the barrier 60 × 2 = 120 wide under it.
        #expect(session.frame("booth") == Rect(x: 12, y: 40, width: 90, height: 50))
        #expect(session.frame("barrier") == Rect(x: 12, y: 100, width: 120, height: 8))
        #expect(Self.notes(outcomes).contains { $0.contains("skipped 'dispatch_gate_wait(…)'") })
    }

    /// A table's rows kept in an array made with dot syntax (`NSMutableArray.new`), empty when
    /// the table is first laid out: no rows, so a content height of 0 and nothing to scroll.
    @Test("NSMutableArray.new and NSMutableArray.array are empty arrays, as their messages make")
    func dotSyntaxNewMakesAnEmptyArray() {
        var session = Session()
        let outcomes = session.script("""
            @interface InboxController : UIViewController <UITableViewDataSource>
            @property (weak, nonatomic) UITableView *listView;
            @property (strong, nonatomic) NSMutableArray<NSString *> *letters;
            @property (strong, nonatomic) NSMutableArray *stamps;
            @end
            @implementation InboxController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.letters = NSMutableArray.new;
                self.stamps = NSMutableArray.array;
                UITableView *list = [[UITableView alloc] initWithFrame:CGRectMake(0, 64, 375, 603)];
                self.listView = list;
                self.listView.dataSource = self;
                [self.view addSubview:self.listView];
            }
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                return self.letters.count + self.stamps.count;
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                return [[UITableViewCell alloc] init];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Both arrays empty: 0 rows, so the content is 375 × 0 and the list does not scroll.
        #expect(session.frame("list") == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(session.contentSize("list") == Size(width: 375, height: 0))
        #expect(!Self.notes(outcomes).contains { $0.contains("gives no answer") })
    }

    /// A collection cell whose constraints pin an empty label and an image view of a set height
    /// but give the cell itself no size: nothing in the paste sizes it, so it is shown at the
    /// flow layout's default 50×50 with a note that the app's layout gives the size — not as a
    /// 0×0 item with its subviews hanging outside it.
    @Test("a collection cell its constraints give no size is shown at the flow layout's default item size")
    func constrainedItemWithoutSizeTakesTheDefaultItemSize() {
        var session = Session()
        let outcomes = session.script("""
            @interface ShelfTagCell : UICollectionViewCell
            @property (weak, nonatomic) UILabel *caption;
            @property (weak, nonatomic) UIImageView *glyph;
            @end
            @implementation ShelfTagCell
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UILabel *caption = [[UILabel alloc] init];
                caption.translatesAutoresizingMaskIntoConstraints = NO;
                self.caption = caption;
                UIImageView *glyph = [[UIImageView alloc] init];
                glyph.translatesAutoresizingMaskIntoConstraints = NO;
                self.glyph = glyph;
                [self addSubview:glyph];
                [self addSubview:caption];
                NSDictionary *views = @{@"caption": caption, @"glyph": glyph};
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-0-[caption]-0-|" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[caption]-6-|" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-0-[glyph]-0-|" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-5-[glyph(24)]" options:0 metrics:nil views:views]];
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 50×50: the empty caption across it, its bottom 6 above the cell's: (0, 44, 50, 0); the
        // glyph across it, 5 down, 24 tall: (0, 5, 50, 24).
        #expect(session.frame("shelfTagCell") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(session.frame("caption") == Rect(x: 0, y: 44, width: 50, height: 0))
        #expect(session.frame("glyph") == Rect(x: 0, y: 5, width: 50, height: 24))
        #expect(Self.notes(outcomes).contains { $0.contains("UICollectionViewFlowLayout's default itemSize") })
    }

    /// A button the code measures itself (`sizeToFit`, `sizeThatFits:`) and places by frame: the
    /// frame holds whatever size the table gives, yet that size is the table's approximation of
    /// UIKit's, so the note that says so is kept, naming the measure.
    @Test("a button's size read by sizeToFit or sizeThatFits: is said to be the table's approximation")
    func measuredButtonIsSaidApproximate() {
        var session = Session()
        let outcomes = session.script("""
            @interface KnobController : UIViewController
            @property (nonatomic, strong) UIButton *knob;
            @property (nonatomic, strong) UIButton *dial;
            @end
            @implementation KnobController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.knob = [UIButton buttonWithType:UIButtonTypeSystem];
                [self.knob setTitle:@"Turn" forState:UIControlStateNormal];
                [self.view addSubview:self.knob];
                [self.knob sizeToFit];
                self.knob.center = CGPointMake(100, 100);
                self.dial = [UIButton buttonWithType:UIButtonTypeSystem];
                [self.dial setTitle:@"Press" forState:UIControlStateNormal];
                [self.view addSubview:self.dial];
            }
            - (void)viewDidLayoutSubviews {
                CGSize fit = [self.dial sizeThatFits:self.view.bounds.size];
                self.dial.frame = CGRectMake(10, 200, fit.width, fit.height);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A system button's title line is 30 tall; the knob is centred on (100, 100), the dial's
        // corner at (10, 200). Their widths are the table's, approximate.
        let knob = session.frame("knob"), dial = session.frame("dial")
        #expect(knob.map { $0.minX + $0.width / 2 == 100 && $0.minY + $0.height / 2 == 100 && $0.height == 30 } == true)
        #expect(dial.map { $0.minX == 10 && $0.minY == 200 && $0.height == 30 } == true)
        let notes = Self.notes(outcomes)
        #expect(notes.contains { $0.contains("knob.sizeToFit()") && $0.contains("approximate") })
        #expect(notes.contains { $0.contains("dial.sizeThatFits(_:)") && $0.contains("approximate") })
    }
}
