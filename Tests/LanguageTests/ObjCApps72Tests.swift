@testable import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 72: a scroll view scrolled to a page before it
/// is placed, frames set in `layoutSubviews` on views whose mask is off, views built in a loop
/// inside an `init`, C's `++` inside an expression, and class methods read with dot syntax.
@Suite("Objective-C app files, round 72")
struct ObjCApps72Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    func offset(_ session: Session, _ name: String) -> Point? {
        session.layout.id(of: name).flatMap { session.layout.scrollInfo($0)?.contentOffset }
    }

    @Test("scrollRectToVisible before the scroll view is placed scrolls to the page it names")
    func scrollRectToVisibleBeforePlacing() {
        var session = Session()
        session.script("""
            @interface AlbumController : UIViewController
            @property (nonatomic, strong) UIScrollView *pages;
            @end
            @implementation AlbumController
            - (void)viewDidLoad {
                [super viewDidLoad];
                CGFloat side = CGRectGetWidth(self.view.bounds);
                self.pages = [[UIScrollView alloc] initWithFrame:CGRectMake(0, 80, side, 240)];
                self.pages.contentSize = CGSizeMake(side * 4, 240);
                [self.pages scrollRectToVisible:CGRectMake(side * 2, 0, side, 240) animated:NO];
                [self.view addSubview:self.pages];
            }
            @end
            """)
        // UIKit: the rect's far edge, 1125, lies beyond the 375 shown from offset 0, so the offset
        // moves to 1125 − 375 = 750; its near edge, 750, is then in view. The range is 0…1125.
        #expect(session.frame("pages") == Rect(x: 0, y: 80, width: 375, height: 240))
        #expect(session.contentSize("pages") == Size(width: 1500, height: 240))
        #expect(offset(session, "pages") == Point(x: 750, y: 0))
    }

    @Test("scrollRectToVisible moves the least, and stops at the end of the content")
    func scrollRectToVisibleStaysInRange() {
        var session = Session()
        session.script("""
            let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 500))
            feed.contentSize = CGSize(width: 375, height: 900)
            view.addSubview(feed)
            feed.scrollRectToVisible(CGRect(x: 0, y: 100, width: 375, height: 200), animated: false)
            """)
        // Already in view (100…300 inside 0…500): the offset stays.
        #expect(offset(session, "feed") == Point(x: 0, y: 0))
        session.script("feed.scrollRectToVisible(CGRect(x: 0, y: 800, width: 375, height: 300), animated: true)")
        // Its far edge 1100 would need 1100 − 500 = 600, but the content ends at 900: the most is
        // 900 − 500 = 400.
        #expect(offset(session, "feed") == Point(x: 0, y: 400))
        session.script("feed.scrollRectToVisible(CGRect(x: 0, y: 50, width: 375, height: 100), animated: false)")
        // Its near edge, 50, is above the 400 shown: the offset moves up to it.
        #expect(offset(session, "feed") == Point(x: 0, y: 50))
    }

    @Test("a frame layoutSubviews sets on a view whose mask is off is said to be UIKit's, with its numbers")
    func frameSetInLayoutSubviewsIsSaid() {
        var session = Session()
        let outcomes = session.script("""
            @interface Chip : UIView
            @end
            @implementation Chip {
                UILabel *_caption;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _caption = [UILabel new];
                    _caption.translatesAutoresizingMaskIntoConstraints = NO;
                    _caption.text = @"new";
                    [self addSubview:_caption];
                    [_caption.leadingAnchor constraintEqualToAnchor:self.leadingAnchor].active = YES;
                    [_caption.topAnchor constraintEqualToAnchor:self.topAnchor].active = YES;
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                _caption.frame = CGRectMake(12, 6, 80, 24);
            }
            @end
            """)
        // UIKit applies the constraints in [super layoutSubviews]; the frame set after it holds
        // until the next pass, which sets it again: (12, 6, 80, 24) is what UIKit shows.
        let notes = Self.notes(outcomes)
        #expect(notes.contains {
            $0.contains("frame: caption does not translate its autoresizing mask, and layoutSubviews sets its frame after UIKit "
                + "has placed it by its constraints: UIKit shows it at (12, 6, 80, 24)")
        })
        #expect(!notes.contains { $0.contains("caption does not translate its autoresizing mask, so the next layout pass") })
    }

    @Test("a frame set before the pass on a view whose mask is off is still put back by the pass")
    func frameSetBeforeThePassIsPutBack() {
        var session = Session()
        let outcomes = session.script("""
            let tag = UILabel()
            tag.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tag)
            tag.frame = CGRect(x: 5, y: 5, width: 50, height: 20)
            """)
        #expect(Self.notes(outcomes).contains {
            $0 == "frame: tag does not translate its autoresizing mask, so the next layout pass puts it back where its constraints say, "
                + "as shown; until one comes UIKit shows it at (5, 5, 50, 20) (set where nothing asks for a pass, in a gesture's handler, "
                + "it stays there until something does)"
        })
    }

    /// A view whose initialiser takes the app's model, which is its table's data source: the
    /// paste never gives the model, so the rows it counts are the app's.
    static let tickerWithModel = """
        @interface NewsTicker : UIView <UITableViewDataSource, UITableViewDelegate>
        @property (nonatomic, strong) TickerFeed *feed;
        @property (nonatomic, strong) UITableView *rows;
        @end
        @implementation NewsTicker
        - (instancetype)initWithFrame:(CGRect)frame feed:(TickerFeed *)feed {
            self = [super initWithFrame:frame];
            if (self) {
                self.feed = feed;
                self.rows = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
                self.rows.dataSource = self;
                self.rows.delegate = self;
                [self addSubview:self.rows];
                [self.rows mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self);
                }];
            }
            return self;
        }
        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
            return self.feed.headlines.count * 3;
        }
        - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
            return 36;
        }
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            return [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil];
        }
        @end
        """

    @Test("rows counted through a model the app gives the view's initialiser are not known, not 0")
    func rowsThroughTheAppsModelAreNotKnown() {
        var session = Session()
        let outcomes = session.script(Self.tickerWithModel)
        // UIKit: headlines × 3 rows of 36, the headlines being the app's; the table fills the view.
        #expect(session.frame("rows") == Rect(x: 0, y: 0, width: 375, height: 667))
        let id = session.layout.id(of: "rows")
        #expect(id.flatMap { session.layout.scrollInfo($0)?.contentKnown } == false)
        #expect(Self.notes(outcomes).contains {
            $0.hasPrefix("rows: its content size is not worked out: its tableView(_:numberOfRowsInSection:) gives no answer here")
        })
        #expect(!Self.notes(outcomes).contains { $0.contains("0 rows in 1 section") })
    }

    @Test("a number read through the app's model is said to be unknown where a frame needs it")
    func numberThroughTheAppsModelIsSaid() {
        var session = Session()
        let outcomes = session.script("""
            @interface Meter : UIView
            @property (nonatomic, strong) MeterStyle *style;
            @end
            @implementation Meter
            - (instancetype)initWithFrame:(CGRect)frame style:(MeterStyle *)style {
                self = [super initWithFrame:frame];
                if (self) {
                    self.style = style;
                    UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, self.style.segments.count * 12 + 4, 8)];
                    [self addSubview:bar];
                }
                return self;
            }
            @end
            """)
        // The style is the app's: the width is segments × 12 + 4, with the segments unknown.
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 4, height: 8))
        #expect(Self.notes(outcomes).contains {
            $0 == "'style.segments.count * 12 + 4' needs what is not in the paste: each unknown in it counts as 0, so it is 4"
        })
    }

    @Test("++ before a variable inside an expression changes it and reads the new value")
    func prefixIncrementInsideAnExpression() {
        var session = Session()
        session.script("""
            @interface Dots : UIView
            @end
            @implementation Dots {
                int _page;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _page = 2;
                    int next = (++_page) % 5;
                    UIView *dot = [[UIView alloc] initWithFrame:CGRectMake(next * 10, --_page, 6, 6)];
                    [self addSubview:dot];
                }
                return self;
            }
            @end
            """)
        // _page goes 2 → 3 (next = 3 % 5 = 3, x = 30), then back to 2 (y = 2).
        #expect(session.frame("dot") == Rect(x: 30, y: 2, width: 6, height: 6))
    }

    @Test("a class method read with dot syntax sends the message, as [UIDevice currentDevice] does")
    func classMethodWithDotSyntax() {
        var session = Session()
        session.script("""
            UIView *pad = [[UIView alloc] initWithFrame:CGRectMake(0, 0, UIDevice.currentDevice.userInterfaceIdiom == UIUserInterfaceIdiomPad ? 300 : 200, 40)];
            [self.view addSubview:pad];
            """)
        // A phone: the idiom is not the pad's, so the width is 200.
        #expect(session.frame("pad") == Rect(x: 0, y: 0, width: 200, height: 40))
    }
}

