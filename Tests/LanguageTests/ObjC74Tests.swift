@testable import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 74: a property's storage named by
/// `@synthesize`, a header's properties kept when the `.m` has a class extension, and a button
/// subclass placing its own title label and image view.
@Suite("Objective-C app files, round 74")
struct ObjC74Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("@synthesize name = storage_ makes storage_ the property's own, read and written as self.name")
    func synthesizedStorageIsTheProperty() {
        var session = Session()
        let outcomes = session.script("""
            @interface RatingStrip : UIView
            @end
            @interface RatingStrip ()
            @property (nonatomic, strong) UIView *marker;
            @property (nonatomic, strong) UIView *track;
            @end
            @implementation RatingStrip
            @synthesize marker = marker_, track = trackView;
            - (id)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    self.marker = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 12, 12)];
                    [self addSubview:marker_];
                    trackView = [[UIView alloc] init];
                    [self addSubview:trackView];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                [marker_ setFrame:CGRectMake(8, 30, 12, 12)];
                trackView.frame = CGRectMake(0, 40, self.bounds.size.width, 4);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Shown alone, the strip fills the 375×667 screen; its layoutSubviews places the marker
        // at (8,30,12,12) and the track along the strip's width, 375, at y 40, 4 tall.
        #expect(session.frame("marker") == Rect(x: 8, y: 30, width: 12, height: 12))
        #expect(session.frame("track") == Rect(x: 0, y: 40, width: 375, height: 4))
    }

    /// A collection cell whose header declares an `imageView` of its own (UIKit's collection cell
    /// has none), pasted before its `.m`, whose class extension is empty: the header's property is
    /// the cell's, so the code's view and constraints are shown, with no note about a table cell
    /// style's image view.
    @Test("a header's properties stay the class's when the .m pasted after it has a class extension")
    func headerPropertiesSurviveTheClassExtension() {
        var session = Session()
        let outcomes = session.script("""
            @interface PosterCell : UICollectionViewCell
            @property (nonatomic, strong) UIImageView *imageView;
            @property (nonatomic, strong, readonly) UILabel *caption;
            @end

            @interface PosterCell ()
            @property (nonatomic, strong, readwrite) UILabel *caption;
            @end

            @implementation PosterCell
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    self.imageView = [[UIImageView alloc] init];
                    [self.contentView addSubview:self.imageView];
                    [self.imageView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.right.equalTo(self.contentView);
                        make.width.mas_equalTo(80);
                        make.height.mas_equalTo(120);
                    }];
                    self.caption = [[UILabel alloc] init];
                    [self.contentView addSubview:self.caption];
                    [self.caption mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(self.imageView.mas_bottom).offset(6);
                        make.left.right.equalTo(self.contentView);
                        make.height.mas_equalTo(14);
                        make.bottom.equalTo(self.contentView);
                    }];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The constraints size the cell: 80 wide, 120 + 6 + 14 = 140 tall. The poster fills the
        // top 80×120, the caption the 14 points under the 6-point gap.
        #expect(session.frame("imageView") == Rect(x: 0, y: 0, width: 80, height: 120))
        #expect(session.frame("caption") == Rect(x: 0, y: 126, width: 80, height: 14))
        #expect(!Self.notes(outcomes).contains { $0.contains("cell style's own") })
    }

    /// A button subclass stacking its image over its title in its own layoutSubviews, shown
    /// alone (375×667). UIKit's button makes each view when code reads it; the frames the
    /// subclass sets after `super` are the ones UIKit shows. One frame is worked out from where
    /// UIKit's button had put the title, which is not modelled: a note says so.
    @Test("a button subclass's layoutSubviews shows its own image view and title label where it sets them")
    func buttonSubclassPlacesItsOwnViews() {
        var session = Session()
        let outcomes = session.script("""
            @interface StackedButton : UIButton
            @end
            @implementation StackedButton
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGFloat side = 48;
                self.imageView.frame = CGRectMake((self.bounds.size.width - side) / 2, 12, side, side);
                CGRect title = self.titleLabel.frame;
                title.origin.x = 0;
                title.origin.y = CGRectGetMaxY(self.imageView.frame) + 6;
                title.size.width = self.bounds.size.width;
                self.titleLabel.frame = title;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Shown alone, the button is an empty button at its own size (a subclass of UIButton
        // made by alloc/init is a custom button: no title, 30 wide and its 18-pt line and 12
        // tall, 21.48 + 12, 34). Image: (30 - 48) / 2 = -9 across, 12 down, 48 square. Title:
        // full width, at 12 + 48 + 6 = 66; its height is UIKit's title height, not modelled (0
        // here, noted).
        #expect(session.frame("stackedButton") == Rect(x: 0, y: 0, width: 30, height: 34))
        #expect(session.frame("imageView") == Rect(x: -9, y: 12, width: 48, height: 48))
        #expect(session.frame("titleLabel") == Rect(x: 0, y: 66, width: 30, height: 0))
        let notes = Self.notes(outcomes)
        #expect(notes.contains { $0.contains("titleLabel's frame is read where UIKit's button placed it") })
        #expect(!notes.contains { $0.contains("imageView's frame is read") })
    }

    /// A tab-bar style button that says where its title and image go by overriding
    /// `titleRectForContentRect:` and `imageRectForContentRect:`, as Apple documents them: UIKit's
    /// layout places the title label and the image view there. Its init reads both, so UIKit
    /// has made them. The frame words are the app's UIView+Frame extension (`frameWidth`).
    @Test("a button subclass's titleRect and imageRect overrides place its title label and image view")
    func buttonRectOverridesPlaceItsOwnViews() {
        var session = Session()
        let outcomes = session.script("""
            @interface TabItemButton : UIButton
            @end
            @implementation TabItemButton
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    self.titleLabel.textAlignment = NSTextAlignmentCenter;
                    self.imageView.contentMode = UIViewContentModeCenter;
                }
                return self;
            }
            - (CGRect)imageRectForContentRect:(CGRect)contentRect {
                return CGRectMake(0, 4, self.frameWidth, contentRect.size.height * 0.6);
            }
            - (CGRect)titleRectForContentRect:(CGRect)contentRect {
                return CGRectMake(0, contentRect.size.height - 18, contentRect.size.width, 18);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Shown alone as wide as the screen and as tall as an empty custom button, its 18-pt
        // line and 12: 21.48 + 12, 34. Image (0, 4, 375, 34 × 0.6 = 20.4); title along the
        // bottom, (0, 34 - 18 = 16, 375, 18).
        #expect(session.frame("tabItemButton") == Rect(x: 0, y: 0, width: 375, height: 34))
        #expect(session.frame("imageView") == Rect(x: 0, y: 4, width: 375, height: 20.4))
        #expect(session.frame("titleLabel") == Rect(x: 0, y: 16, width: 375, height: 18))
        #expect(Self.notes(outcomes).contains { $0.contains("'frameWidth' is the app's UIView+Frame extension") })
    }

    /// A controller's header with storyboard outlets, then its `.m`: the header, its class
    /// extension and its implementation are one entry, so the controller is presented once, as
    /// its `.m` makes it, and each outlet is one view, under its own name.
    @Test("a controller's header and its .m present it once: each outlet is one view under its own name")
    func headerOutletsAreTakenAwayWithTheirController() {
        var session = Session()
        let outcomes = session.script("""
            @interface ReceiptController : UIViewController
            @property (nonatomic, weak) IBOutlet UILabel *totalLabel;
            @end

            @interface ReceiptController ()
            @end

            @implementation ReceiptController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.totalLabel.frame = CGRectMake(16, 40, 200, 24);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("totalLabel") == Rect(x: 16, y: 40, width: 200, height: 24))
        #expect(session.frame("totalLabel2") == nil)
        #expect(outcomes.count == 1)
        #expect(!Self.notes(outcomes).contains { $0.contains("taken away") })
    }

    /// `WEAKSELF` alone on its line, a macro from the app's headers that is a whole statement
    /// (`__weak typeof(self) weakSelf = self;`, its `;` inside): the message on the next line is
    /// a statement of its own, not a subscript of the macro's name.
    @Test("an app's statement macro alone on a line is skipped with a note, and the next line runs")
    func statementMacroLineIsSkipped() {
        var session = Session()
        let outcomes = session.script("""
            @interface NoticeController : UIViewController
            @end
            @implementation NoticeController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *banner = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 375, 44)];
                WEAKSELF
                [self.view addSubview:banner];
                APP_TRACE_SCREEN
                banner.frame = CGRectMake(0, 20, 375, 44);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 0, y: 20, width: 375, height: 44))
        let notes = Self.notes(outcomes)
        #expect(notes.contains { $0.contains("'WEAKSELF(…)'") })
        #expect(notes.contains { $0.contains("'APP_TRACE_SCREEN(…)'") })
    }
}
