@testable import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 69: a `#define` whose body reads `self`, kept
/// for the entries after it as the preprocessor keeps it, and a view whose `initWithFrame:` lays
/// its subviews out by its own size.
@Suite("Objective-C app files, round 69")
struct ObjCApps69Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }
    static func errors(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.diagnostics).map(\.message) }

    @Test("a #define that reads self is expanded in the method that uses it, not evaluated where it stands")
    func defineReadingSelfIsExpandedWhereUsed() {
        var session = Session()
        let outcomes = session.script("""
            #define bandWidth self.bounds.size.width
            #define inset 12

            @interface ShelfView : UIView
            @property (nonatomic, strong) UIView *plank;
            @end

            @implementation ShelfView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    [self buildPlank];
                }
                return self;
            }
            - (void)buildPlank {
                self.plank = [[UIView alloc] initWithFrame:CGRectMake(inset, 30, bandWidth - 2 * inset, 8)];
                [self addSubview:self.plank];
            }
            @end
            """)
        // No error at the #define: `self` there is the method's object, read when the plank is made.
        #expect(Self.errors(outcomes).isEmpty)
        // Made with the screen's frame (375 wide): 12 in, 375 - 24 = 351 wide.
        #expect(session.frame("plank") == Rect(x: 12, y: 30, width: 351, height: 8))
        #expect(!Self.notes(outcomes).contains { $0.contains("'bandWidth' is not in the paste") })
        #expect(Self.notes(outcomes).contains {
            $0.contains("ShelfView's init(frame:) places its subviews by its own size") && $0.contains("375×667")
        })
    }

    @Test("a view whose initWithFrame: does not read its own size is still made with init()")
    func viewNotReadingItsSizeIsMadePlainly() {
        var session = Session()
        let outcomes = session.script("""
            @implementation StampView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UIView *mark = [[UIView alloc] initWithFrame:CGRectMake(4, 4, 30, 30)];
                    [self addSubview:mark];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("mark") == Rect(x: 4, y: 4, width: 30, height: 30))
        #expect(!Self.notes(outcomes).contains { $0.contains("places its subviews by its own size") })
    }

    @Test("a view placed by its frame and then added to another superview keeps its frame there and is not ambiguous")
    func framedViewMovedToAnotherSuperviewStaysHeldByItsFrame() {
        var session = Session()
        let outcomes = session.script("""
            @implementation CardsViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIImageView *poster = [[UIImageView alloc] initWithFrame:CGRectMake(0, 0, 300, 120)];
                [self.view addSubview:poster];
                UIView *tint = [[UIView alloc] init];
                tint.frame = poster.bounds;
                [poster addSubview:tint];
                UIView *tray = [[UIView alloc] initWithFrame:CGRectMake(20, 40, 320, 400)];
                [self.view addSubview:tray];
                [tray addSubview:poster];
            }
            @end
            """)
        // UIKit moves the poster into the tray with its frame: (0,0,300,120) in the tray, which
        // puts it at (20,40) on the screen; the tint inside it moves with it.
        #expect(session.frame("poster") == Rect(x: 0, y: 0, width: 300, height: 120))
        #expect(session.frame("tint") == Rect(x: 0, y: 0, width: 300, height: 120))
        #expect(session.layout.ambiguities().isEmpty)
        #expect(Self.notes(outcomes).contains { $0.contains("'poster' leaves 'root' for 'tray'") })
    }

    @Test("a while (1) loop whose only way out compares what the paste does not have runs once, with a note, and stops at once")
    func endlessLoopOnAnUnknownRunsOnce() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TokenStripView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    NSMutableString *code = [[NSMutableString alloc] initWithString:AppLocalizedCode()];
                    CGFloat x = 0;
                    while (1) {
                        NSRange mark = [code rangeOfString:@"|"];
                        if (mark.location == NSNotFound) {
                            break;
                        }
                        [code deleteCharactersInRange:mark];
                        x += 20;
                    }
                    UIView *chip = [[UIView alloc] initWithFrame:CGRectMake(x, 0, 16, 16)];
                    [self addSubview:chip];
                }
                return self;
            }
            @end
            """)
        // Before, the guess (location taken as different from NSNotFound) held at every turn and the
        // loop ran to the step limit. Now its body runs once: x is 20.
        #expect(session.frame("chip") == Rect(x: 20, y: 0, width: 16, height: 16))
        #expect(Self.notes(outcomes).contains { $0.contains("runs once: it ends only from inside") })
        #expect(Self.errors(outcomes).isEmpty)
    }

    @Test("a while (1) loop that ends on what the paste has runs every turn")
    func endlessLoopOnKnownValuesRunsToItsBreak() {
        var session = Session()
        session.script("""
            @implementation RulerView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    int ticks = 0;
                    while (1) {
                        ticks++;
                        if (ticks >= 4) {
                            break;
                        }
                    }
                    UIView *mark = [[UIView alloc] initWithFrame:CGRectMake(ticks * 10, 0, 2, 8)];
                    [self addSubview:mark];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("mark") == Rect(x: 40, y: 0, width: 2, height: 8))
    }

    @Test("an app base named with UIKit's cell name after a prefix (ABUITableViewCell) is a cell, not a table")
    func prefixedCellBaseIsACell() {
        var session = Session()
        let outcomes = session.script("""
            @interface PriceRowCell : ABUITableViewCell
            @end
            @interface PriceRowCell ()
            @property (nonatomic, strong) UILabel *amount;
            @end
            @implementation PriceRowCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    self.amount = [[UILabel alloc] initWithFrame:CGRectMake(16, 10, 120, 24)];
                    [self.contentView addSubview:_amount];
                }
                return self;
            }
            @end
            """)
        // Shown as a table shows its cell: 375 wide, UIKit's standard row of 44, its content view
        // 43.667 above the separator.
        #expect(session.frame("priceRowCell") == Rect(x: 0, y: 0, width: 375, height: rowContentHeight))
        #expect(session.frame("amount") == Rect(x: 16, y: 10, width: 120, height: 24))
        #expect(Self.notes(outcomes).contains { $0.contains("named as a UITableViewCell is") })
        #expect(!Self.notes(outcomes).contains { $0.contains("named as a UITableView is") })
    }

    @Test("a name holding a UIKit view's name whole after a prefix is still that view (ABUILabelBold a label)")
    func prefixedViewNameIsStillThatView() {
        #expect(Library.uikitClass(namedBy: "ABUILabelBold") == "UILabel")
        #expect(Library.uikitClass(namedBy: "ABUITableViewCell") != "UITableView")
    }

    @Test("a cell whose base is the app's own, pasted with its header, builds in its content view")
    func appBaseCellHasItsContentView() {
        var session = Session()
        let outcomes = session.script("""
            @interface ReceiptLineCell : ShopBaseTableViewCell
            @end

            @implementation ReceiptLineCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    UILabel *total = [[UILabel alloc] initWithFrame:CGRectMake(15, 12, 90, 20)];
                    [self.contentView addSubview:total];
                }
                return self;
            }
            @end
            """)
        // Before, 'contentView' was taken for a property of the header's, nil: the label was added to nothing.
        #expect(session.frame("total") == Rect(x: 15, y: 12, width: 90, height: 20))
        #expect(!Self.notes(outcomes).contains { $0.contains("sent to nil") })
    }

    @Test("a table whose rows are the app's cells says its content size is not worked out, with its header as the least of it")
    func tableOfAppCellsSaysItsContentIsNotWorkedOut() {
        var session = Session()
        let outcomes = session.script("""
            @interface OrdersViewController : UIViewController <UITableViewDataSource>
            @property (nonatomic, strong) UITableView *orders;
            @end
            @implementation OrdersViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.orders = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
                self.orders.dataSource = self;
                [self.view addSubview:self.orders];
                UIView *summary = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 375, 150)];
                self.orders.tableHeaderView = summary;
            }
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 12; }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                OrderLineCell *cell = [tableView dequeueReusableCellWithIdentifier:@"line"];
                return cell;
            }
            @end
            """)
        // Twelve rows of the app's cell under a 150-pt header: UIKit's content is 150 plus rows the
        // paste cannot measure, so no size is given as UIKit's.
        #expect(session.frame("summary") == Rect(x: 0, y: 0, width: 375, height: 150))
        #expect(Self.notes(outcomes).contains {
            $0.contains("orders: its content size is not worked out (at least 375×150, its header's height)")
        })
    }

    @Test("sizeToFit on a pasted view class asks the class's own sizeThatFits:, as UIKit's sizeToFit does")
    func sizeToFitAsksThePastedSizeThatFits() {
        var session = Session()
        let outcomes = session.script("""
            @interface ChipView : UIView
            @property (nonatomic, strong) UILabel *caption;
            @end
            @implementation ChipView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _caption = [[UILabel alloc] init];
                    [self addSubview:_caption];
                }
                return self;
            }
            - (CGSize)sizeThatFits:(CGSize)size {
                return CGSizeMake(72, 26);
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                _caption.frame = CGRectInset(self.bounds, 10, 4);
            }
            @end

            @interface ChipShelfView : UIView
            @end
            @implementation ChipShelfView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    ChipView *first = [[ChipView alloc] initWithFrame:CGRectMake(12, 8, 0, 0)];
                    [first sizeToFit];
                    [self addSubview:first];
                    ChipView *next = [[ChipView alloc] initWithFrame:CGRectMake(CGRectGetMaxX(first.frame) + 4, 8, 0, 0)];
                    [next sizeToFit];
                    [self addSubview:next];
                }
                return self;
            }
            @end
            """)
        // Each chip is 72×26, its origin kept: the second starts at 12 + 72 + 4 = 88. Its caption is
        // inset 10 and 4: (10, 4, 52, 18). Before, sizeToFit answered the current 0×0, with no note.
        #expect(session.frame("first") == Rect(x: 12, y: 8, width: 72, height: 26))
        #expect(session.frame("next") == Rect(x: 88, y: 8, width: 72, height: 26))
        #expect(Self.errors(outcomes).isEmpty)
    }

    @Test("a view whose initWithFrame: sizes its subviews from its frame argument is made with the screen's frame")
    func viewSizedFromItsFrameArgumentIsMadeAtTheScreensFrame() {
        var session = Session()
        let outcomes = session.script("""
            @implementation NoticeStripView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UILabel *message = [[UILabel alloc] initWithFrame:CGRectMake(20, 0, CGRectGetWidth(frame) - 40, 36)];
                    [self addSubview:message];
                }
                return self;
            }
            @end
            """)
        // Made with init() the frame argument is CGRectZero and the label −40 wide; made as it is
        // shown, 375 wide: the label is 335.
        #expect(session.frame("message") == Rect(x: 20, y: 0, width: 335, height: 36))
        #expect(Self.notes(outcomes).contains { $0.contains("NoticeStripView's init(frame:) places its subviews by its own size") })
    }
}
