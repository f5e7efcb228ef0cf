@testable import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 70: a controller's header pasted before its
/// `.m`, which presents the class twice, the second time from its `@implementation` alone.
@Suite("Objective-C app files, round 70")
struct ObjCApps70Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    /// A table controller's header, then its `.m` with a class extension and a lazy header view,
    /// pasted as one file: the header is an entry of its own.
    static let headerThenImplementation = """
        #import <UIKit/UIKit.h>

        @interface RecipeListController : UITableViewController

        @end

        #import "RecipeListController.h"

        static NSString *const recipeCellID = @"RecipeCell";

        @interface RecipeListController ()
        @property (nonatomic, strong) UIView *bannerView;
        @end

        @implementation RecipeListController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.rowHeight = 50;
            self.tableView.tableHeaderView = self.bannerView;
        }
        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
            return 20;
        }
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            return [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil];
        }
        - (UIView *)bannerView {
            if (!_bannerView) {
                _bannerView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 60)];
            }
            return _bannerView;
        }
        @end
        """

    @Test("a table controller's .m pasted after its header is the header's UITableViewController, presented once")
    func implementationAfterHeaderKeepsItsSuperclass() {
        var session = Session()
        let outcomes = session.script(Self.headerThenImplementation)
        // UIKit: the controller's view is its table, filling the 375×667 screen; the header is as
        // wide as the table and 60 tall; the content is 60 + 20 rows × 50 = 1060.
        #expect(session.frame("tableView") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("tableHeaderView") == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(session.contentSize("tableView") == Size(width: 375, height: 1060))
        // One table on the screen: the one the header's entry presented went.
        #expect(session.layout.id(of: "tableView2") == nil)
        #expect(session.layout.view(.root)?.subviews.count == 1)
        #expect(!Self.notes(outcomes).contains { $0.contains("taken as the header's outlet") })
        #expect(Self.notes(outcomes).contains {
            $0.contains("the RecipeListController an earlier entry presented is taken away, with its views ('tableView')")
        })
    }

    @Test("a view's hidden is read back in layoutSubviews: a shown spinner is centred, a hidden one is left")
    func hiddenIsReadBack() {
        var session = Session()
        let outcomes = session.script("""
            @interface PhotoPageView : UIScrollView
            @end
            @implementation PhotoPageView {
                UIView __weak *_owner;
                UIView *_spinner;
                UIView *_failure;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                if ((self = [super initWithFrame:frame])) {
                    _spinner = [[UIView alloc] initWithFrame:CGRectMake(120, 20, 40, 40)];
                    [self addSubview:_spinner];
                    _failure = [[UIView alloc] initWithFrame:CGRectMake(10, 20, 100, 30)];
                    _failure.hidden = YES;
                    [self addSubview:_failure];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                if (!_spinner.hidden)
                    _spinner.frame = CGRectMake(floorf((self.bounds.size.width - 40) / 2.), floorf((self.bounds.size.height - 40) / 2), 40, 40);
                if (!_failure.hidden)
                    _failure.frame = CGRectMake(0, 0, 200, 30);
                CGRect wanted = CGRectMake(5, 5, 30, 30);
                if (!CGRectEqualToRect(_failure.frame, wanted))
                    _failure.frame = CGRectMake(5, 5, 30, 30);
            }
            @end
            """)
        // Shown at the screen's size, 375×667: the spinner is shown, so UIKit centres it at
        // (floor(335 / 2), floor(627 / 2)) = (167, 313); the failure view is hidden, so the first
        // frame is not given, and (10,20,100,30) is not (5,5,30,30), so it gets the second.
        #expect(session.frame("spinner") == Rect(x: 167, y: 313, width: 40, height: 40))
        #expect(session.frame("failure") == Rect(x: 5, y: 5, width: 30, height: 30))
        #expect(!Self.notes(outcomes).contains { $0.contains("'isHidden'") || $0.contains("'CGRectEqualToRect'") })
    }

    @Test("UIFont's leading is the system font's line gap, 0")
    func fontLeadingIsZero() {
        var session = Session()
        session.script("""
            UILabel *caption = [[UILabel alloc] init];
            caption.font = [UIFont systemFontOfSize:17];
            caption.numberOfLines = 2;
            caption.frame = CGRectMake(0, 0, 200, 20 + caption.font.leading * caption.numberOfLines);
            [self.view addSubview:caption];
            """)
        // UIKit's fonts have no line gap: lineHeight (20.29 at 17 pt) is the ascender and descender.
        #expect(session.frame("caption") == Rect(x: 0, y: 0, width: 200, height: 20))
    }

    @Test("a table's footer view is placed below its last section once the rows are worked out")
    func tableFooterBelowTheLastSection() {
        var session = Session()
        let outcomes = session.script("""
            @interface StepsController : UITableViewController
            @end
            @implementation StepsController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tableView.rowHeight = 40;
                self.tableView.sectionHeaderTopPadding = 0;
                UIView *closing = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 50)];
                UIView *mark = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 20, 20)];
                [closing addSubview:mark];
                self.tableView.tableFooterView = closing;
            }
            - (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView { return 2; }
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 3; }
            - (CGFloat)tableView:(UITableView *)tableView heightForHeaderInSection:(NSInteger)section { return 30; }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                return [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil];
            }
            @end
            """)
        // Two sections of a 30-pt header and 3 rows of 40: 2 × 150 = 300; the footer below them,
        // as wide as the table and 50 tall (its frame's height); the content 350.
        #expect(session.frame("closing") == Rect(x: 0, y: 300, width: 375, height: 50))
        #expect(session.frame("mark") == Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(session.contentSize("tableView") == Size(width: 375, height: 350))
        #expect(Self.notes(outcomes).contains { $0.contains("tableView.tableFooterView: 'closing' below the last section, at y 300") })
    }

    @Test("a view whose initWithFrame: makes a subview with its frame whole is made at the screen's frame")
    func subviewMadeWithTheWholeFrame() {
        var session = Session()
        let outcomes = session.script("""
            @interface ScoreBadge : UIView
            @property (nonatomic, weak) UILabel *valueLabel;
            @end
            @implementation ScoreBadge
            - (id)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (!self) return nil;
                UILabel *valueLabel = [[UILabel alloc] initWithFrame:frame];
                valueLabel.textAlignment = NSTextAlignmentCenter;
                [self addSubview:valueLabel];
                self.valueLabel = valueLabel;
                return self;
            }
            @end
            """)
        // Made with init() the label would be CGRectZero, 0×0: the view lays its label out by the
        // frame it is given, so it is made with the screen's, and the label is 375×667 at its origin.
        #expect(session.frame("valueLabel") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(Self.notes(outcomes).contains { $0.contains("ScoreBadge's init(frame:) places its subviews by its own size") })
    }

    @Test("Objective-C's UIButtonConfiguration is Swift's UIButton.Configuration")
    func buttonConfigurationClassMessages() {
        var session = Session()
        let outcomes = session.script("""
            UIButtonConfiguration *cfg = [UIButtonConfiguration filledButtonConfiguration];
            cfg.cornerStyle = UIButtonConfigurationCornerStyleCapsule;
            UIButton *go = [UIButton buttonWithConfiguration:cfg primaryAction:nil];
            go.frame = CGRectMake(20, 40, 120, 44);
            [self.view addSubview:go];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("go") == Rect(x: 20, y: 40, width: 120, height: 44))
    }

    static func avatarRow(icon: String) -> String {
        """
        @interface AuthorRow : UIView
        @end
        @implementation AuthorRow {
            UIImageView *_portrait;
            UILabel *_byline;
        }
        - (instancetype)initWithFrame:(CGRect)frame {
            if ((self = [super initWithFrame:frame])) {
                _portrait = \(icon);
                [self addSubview:_portrait];
                _byline = [[UILabel alloc] init];
                [self addSubview:_byline];
            }
            return self;
        }
        - (void)layoutSubviews {
            [super layoutSubviews];
            CGFloat x = 12;
            if (_portrait.image) {
                _portrait.frame = CGRectMake(12, 8, 32, 32);
                x = 52;
            }
            _byline.frame = CGRectMake(x, 8, 180, 20);
        }
        @end
        """
    }

    @Test("an image view's image reads back nil until the code sets one, and an image of the app's is one")
    func imageReadsBackNilUntilSet() {
        // No image set: UIKit's image view has none, so no room is left for it.
        var plain = Session()
        let plainOutcomes = plain.script(Self.avatarRow(icon: "[[UIImageView alloc] init]"))
        #expect(plain.frame("byline") == Rect(x: 12, y: 8, width: 180, height: 20))
        #expect(plain.frame("portrait") == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(!Self.notes(plainOutcomes).contains { $0.contains("'image' is not in the paste") })
        // Made with an image the paste does not hold: it has one, of the app's size.
        var given = Session()
        given.script(Self.avatarRow(icon: "[[UIImageView alloc] initWithImage:[UIImage imageNamed:@\"author\"]]"))
        #expect(given.frame("byline") == Rect(x: 52, y: 8, width: 180, height: 20))
        #expect(given.frame("portrait") == Rect(x: 12, y: 8, width: 32, height: 32))
    }

    @Test("hasPrefix:, hasSuffix: and isEqualToString: answer for text the paste holds")
    func stringQuestionsAreAnswered() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ActionStripView
            - (instancetype)initWithFrame:(CGRect)frame {
                if ((self = [super initWithFrame:frame])) {
                    NSString *action = @"switch.wrap";
                    UIView *pill = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 20, 20)];
                    if ([action hasPrefix:@"switch."]) pill.frame = CGRectMake(8, 8, 60, 28);
                    if ([action hasSuffix:@".indent"]) pill.frame = CGRectMake(100, 100, 10, 10);
                    if (![action isEqualToString:@"switch.wrap"]) pill.frame = CGRectMake(200, 200, 10, 10);
                    [self addSubview:pill];
                }
                return self;
            }
            @end
            """)
        // "switch.wrap" starts with "switch.", does not end with ".indent", and is "switch.wrap".
        #expect(session.frame("pill") == Rect(x: 8, y: 8, width: 60, height: 28))
        #expect(!Self.notes(outcomes).contains { $0.contains("hasSuffix") || $0.contains("isEqualToString") })
    }

    @Test("an image view given its image by an image loader of the app's holds an image")
    func imageLoaderGivesAnImage() {
        var session = Session()
        let outcomes = session.script(Self.avatarRow(icon: "[[UIImageView alloc] init];\n"
            + "        [_portrait sd_setImageWithURL:[NSURL URLWithString:@\"https://example.com/a.png\"] "
            + "placeholderImage:[UIImage imageNamed:@\"author\"]]"))
        // The loader shows its placeholder at once: the row leaves room for the portrait.
        #expect(session.frame("portrait") == Rect(x: 12, y: 8, width: 32, height: 32))
        #expect(session.frame("byline") == Rect(x: 52, y: 8, width: 180, height: 20))
        #expect(Self.notes(outcomes).contains { $0.contains("by its name it loads portrait's image") })
    }
}
