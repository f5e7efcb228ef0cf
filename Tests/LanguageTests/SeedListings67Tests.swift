import Language
import Layout
import Testing

/// Listings as tutorials, demos and README files print them: a view held only by its centre, a
/// view class whose labels come from a method of the app's own base class, and a scroll view class
/// whose header (with its superclass) is not in the paste. Every paste here is written for this
/// test; frames are derived by hand on the default bare 375×667 screen.
@Suite("seed listings 67")
struct SeedListings67Tests {
    @Test("a view held only by its centre sits at the centre 0×0, as UIKit's engine leaves a size nothing gives")
    func centreOnlyViewHasNoSize() {
        var session = Session()
        session.script("""
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(marker)
        marker.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        marker.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
        """)
        // Not stretched from the top-left corner to twice the centre (0,0,375,667).
        #expect(session.frame("marker") == Rect(x: 187.5, y: 333.5, width: 0, height: 0).snapped(toPixelsOf: 3))
    }

    @Test("a centre and a size place the view as before: the size decides, the centre positions")
    func centreWithSizeIsUnchanged() {
        var session = Session()
        session.script("""
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        badge.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        badge.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: -100).isActive = true
        badge.widthAnchor.constraint(equalToConstant: 120).isActive = true
        badge.heightAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 0.5).isActive = true
        """)
        #expect(session.frame("badge") == Rect(x: 127.5, y: 203.5, width: 120, height: 60).snapped(toPixelsOf: 3))
    }

    @Test("a label a method of the app's base class makes (`[self colorView:… andText:]`) stands in as the declared UILabel, constrained")
    func baseClassFactoryFillsTheDeclaredProperty() {
        var session = Session()
        let outcomes = session.script("""
        #import "BannerView.h"

        @interface BannerView ()
        @property (nonatomic, strong) UILabel *titleLabel;
        @end

        @implementation BannerView

        - (instancetype)init {
            if (self = [super init]) {
                [self addSubview:self.titleLabel];
                [self.titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self).offset(40);
                    make.left.equalTo(self).offset(16);
                    make.right.equalTo(self).offset(-16);
                }];
            }
            return self;
        }

        - (UILabel *)titleLabel {
            if (!_titleLabel) {
                _titleLabel = [self styledLabel:[UIColor redColor] withText:@"Today"];
            }
            return _titleLabel;
        }
        @end
        """)
        // The banner fills the screen (nothing else sizes it); the label is pinned 40 down, 16 in.
        let frame = session.frame("titleLabel")
        #expect(frame?.minX == 16 && frame?.minY == 40 && frame?.width == 343)
        #expect((frame?.height ?? 0) > 0)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'styledLabel(…)' is not in the paste (the app's own factory): 'titleLabel' is a UILabel with the text \"Today\"") })
    }

    @Test("a property declared as a plain value is not made a view when the base's method is unknown")
    func baseClassMethodIntoAValueStaysUnknown() {
        var session = Session()
        session.script("""
        @interface CounterView ()
        @property (nonatomic, copy) NSString *caption;
        @end

        @implementation CounterView
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                _caption = [self captionForCount:3];
                UIView *dot = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 8, 8)];
                [self addSubview:dot];
            }
            return self;
        }
        @end
        """)
        #expect(session.frame("caption") == nil)
        #expect(session.frame("dot") == Rect(x: 10, y: 10, width: 8, height: 8))
    }

    @Test("an implementation with no interface that sets its own contentSize and paging is a UIScrollView")
    func implementationThatScrollsItselfIsAScrollView() {
        var session = Session()
        let outcomes = session.script("""
        #import "PagerView.h"

        @implementation PagerView

        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) {
                for (NSInteger i = 0; i < 3; i++) {
                    UIView *page = [[UIView alloc] initWithFrame:CGRectMake(frame.size.width * i, 0, frame.size.width, frame.size.height)];
                    [self addSubview:page];
                }
                self.contentSize = CGSizeMake(frame.size.width * 3, frame.size.height);
                self.pagingEnabled = YES;
                [self setContentOffset:CGPointMake(frame.size.width, 0) animated:NO];
            }
            return self;
        }
        @end

        PagerView *pager = [[PagerView alloc] initWithFrame:CGRectMake(0, 100, 375, 200)];
        [self.view addSubview:pager];
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pager") == Rect(x: 0, y: 100, width: 375, height: 200))
        #expect(session.contentSize("pager") == Size(width: 1125, height: 200))
        #expect(session.frame("page3") == Rect(x: 750, y: 0, width: 375, height: 200))
    }

    @Test("a table whose data source is pasted is as tall as its rows say, over a contentSize set by hand")
    func tableContentFromPastedDataSource() {
        var session = Session()
        let outcomes = session.script("""
        @interface InboxViewController () <UITableViewDataSource, UITableViewDelegate>
        @end

        @implementation InboxViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UITableView *messages = [[UITableView alloc] initWithFrame:CGRectMake(0, 64, 375, 603)];
            messages.dataSource = self;
            messages.delegate = self;
            messages.contentSize = CGSizeMake(375, 1000);
            if (@available(iOS 15.0, *)) {
                messages.sectionHeaderTopPadding = 0;
            }
            [self.view addSubview:messages];
        }
        - (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView {
            return 2;
        }
        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
            return 25;
        }
        - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
            return 60;
        }
        - (CGFloat)tableView:(UITableView *)tableView heightForHeaderInSection:(NSInteger)section {
            return 30;
        }
        @end
        """)
        // Two sections of a 30-point header and 25 rows of 60: 2 · (30 + 1500) = 3060.
        #expect(session.contentSize("messages") == Size(width: 375, height: 3060))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("messages: its content is 375×3060, as UIKit's table sizes it") })
    }

    @Test("a row height that depends on the row is asked row by row, as UIKit asks it: the content is the rows' sum, over what the code set")
    func tableRowHeightByIndexPath() {
        var session = Session()
        session.script("""
        class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let feed = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                feed.frame = view.bounds
                feed.dataSource = self
                feed.delegate = self
                feed.contentSize = CGSize(width: 375, height: 900)
                view.addSubview(feed)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 0 ? 200 : 44
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        """)
        // The first row 200, the nine others 44: 596.
        #expect(session.contentSize("feed") == Size(width: 375, height: 596))
    }
}
