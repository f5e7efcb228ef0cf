import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 66: SDAutoLayout's chained rules, the class an
/// implementation without its interface stands on, a view made in code that also answers
/// awakeFromNib, a view's own frame from its initialiser, iOS 3's animation block, and a prefix
/// header's `WIDTH`.
@Suite("Objective-C app files, round 66")
struct ObjCApps66Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("SDAutoLayout in a cell: a space to the superview is from its edge, to a sibling from the sibling's facing edge")
    func sdAutoLayoutSpacesInACell() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ContactRowCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier
            {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    self.contentView.sd_layout.spaceToSuperView(UIEdgeInsetsMake(0, 0, 0, 0));
                    _avatar = [UIImageView new];
                    [self.contentView addSubview:_avatar];
                    _title = [UILabel new];
                    [self.contentView addSubview:_title];
                    _avatar.sd_layout
                    .leftSpaceToView(self.contentView, 12)
                    .widthIs(32)
                    .heightEqualToWidth()
                    .centerYEqualToView(self.contentView);
                    _title.sd_layout.leftSpaceToView(_avatar, 10).centerYEqualToView(_avatar)
                        .rightSpaceToView(self.contentView, 12).heightIs(24);
                }
                return self;
            }
            @end
            """)
        // A 44-point row, its content view 43.667 above the separator: the avatar 12 in, centred
        // ((43.667 − 32) / 2 = 5.833); the title 10 after it, to 12 short of the right edge
        // (375 − 12 − 54), centred on the avatar (5.833 + 16 − 12 = 9.833).
        #expect(session.frame("avatar")?.isAbout(Rect(x: 12, y: (rowContentHeight - 32) / 2, width: 32, height: 32).snapped(toPixelsOf: 3)) == true)
        #expect(session.frame("title")?.isAbout(Rect(x: 54, y: (rowContentHeight - 24) / 2, width: 309, height: 24).snapped(toPixelsOf: 3)) == true)
        #expect(!Self.notes(outcomes).contains { $0.contains("skipped 'sd_layout'") })
    }

    @Test("SDAutoLayout's equalities, ratio and the far edges in a controller's view")
    func sdAutoLayoutEqualitiesOffsetAndRatio() {
        var session = Session()
        session.script("""
            @implementation BoardViewController
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                UIView *board = [UIView new];
                UIView *badge = [UIView new];
                UIView *footer = [UIView new];
                [self.view addSubview:board];
                [self.view addSubview:badge];
                [self.view addSubview:footer];
                board.sd_layout.leftSpaceToView(self.view, 20).topSpaceToView(self.view, 40)
                    .widthRatioToView(self.view, 0.5).heightIs(100);
                badge.sd_layout.topEqualToView(board).rightSpaceToView(self.view, 20)
                    .widthIs(60).heightEqualToWidth();
                footer.sd_layout.leftEqualToView(board).topSpaceToView(board, 8).rightEqualToView(board)
                    .bottomSpaceToView(self.view, 30);
            }
            @end
            """)
        #expect(session.frame("board") == Rect(x: 20, y: 40, width: 187.5, height: 100).snapped(toPixelsOf: 3))
        // Its top the board's; its right edge 20 from the screen's.
        #expect(session.frame("badge") == Rect(x: 295, y: 40, width: 60, height: 60))
        // Under the board by 8, as wide, down to 30 above the bottom (667 − 30 − 148).
        #expect(session.frame("footer") == Rect(x: 20, y: 148, width: 187.5, height: 489).snapped(toPixelsOf: 3))
    }

    @Test("SDAutoLayout's ratios: a height that ratio of the width, a width that ratio of the height, and 0 adding none")
    func sdAutoLayoutRatios() {
        var session = Session()
        session.script("""
            @implementation CoverViewController
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                UIView *cover = [UIView new];
                UIView *spine = [UIView new];
                UIView *band = [UIView new];
                [self.view addSubview:cover];
                [self.view addSubview:spine];
                [self.view addSubview:band];
                cover.sd_layout.leftSpaceToView(self.view, 0).topSpaceToView(self.view, 0).widthIs(200).autoHeightRatio(0.75);
                spine.sd_layout.leftSpaceToView(cover, 0).topEqualToView(cover).heightIs(120).autoWidthRatio(0.25);
                band.sd_layout.leftSpaceToView(self.view, 0).topSpaceToView(cover, 0).widthIs(100).heightIs(10).autoHeightRatio(0);
            }
            @end
            """)
        #expect(session.frame("cover") == Rect(x: 0, y: 0, width: 200, height: 150))
        #expect(session.frame("spine") == Rect(x: 200, y: 0, width: 30, height: 120))
        #expect(session.frame("band") == Rect(x: 0, y: 150, width: 100, height: 10))
    }

    @Test("a view SDAutoLayout places does not size its cell by its content: the row stays UIKit's 44")
    func sdAutoLayoutIgnoresIntrinsicSizes() {
        var session = Session()
        session.script("""
            @implementation SwipeRowCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier
            {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    _removeButton = [UIButton new];
                    [_removeButton setTitle:@"Remove" forState:UIControlStateNormal];
                    [self insertSubview:_removeButton belowSubview:self.contentView];
                    _removeButton.sd_layout.topEqualToView(self).rightEqualToView(self).bottomEqualToView(self).widthIs(70);
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("swipeRowCell")?.height == rowContentHeight)
        #expect(session.frame("removeButton") == Rect(x: 305, y: 0, width: 70, height: rowContentHeight))
    }

    @Test("an implementation named for a table cell and what it adds, without its interface, is that cell")
    func implementationNamedForATableCellIsOne() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TableViewCellWithSwitches
            - (void)setSwitchCount:(NSUInteger)count
            {
                UIView *row = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 44)];
                [self.contentView addSubview:row];
            }
            @end
            """)
        #expect(session.frame("tableViewCellWithSwitches") == Rect(x: 0, y: 0, width: 375, height: rowContentHeight))
        #expect(Self.notes(outcomes).contains { $0.contains("setSwitchCount(_:)") && $0.contains("not run") })
    }

    @Test("an implementation without its interface that adds to itself is a view, shown at the frame its initialiser sets")
    func viewWithoutInterfaceKeepsItsOwnFrame() {
        var session = Session()
        let outcomes = session.script("""
            @implementation VolumeHUD
            - (instancetype)initWithLevel:(int)level
            {
                self = [super init];
                if (self) {
                    self.frame = CGRectMake(0, 0, 160, 120);
                    UIView *backdrop = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 160, 120)];
                    [self addSubview:backdrop];
                    UILabel *caption = [[UILabel alloc] initWithFrame:CGRectMake(0, 90, 160, 20)];
                    [self addSubview:caption];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("volumeHUD") == Rect(x: 0, y: 0, width: 160, height: 120))
        #expect(session.frame("caption") == Rect(x: 0, y: 90, width: 160, height: 20))
        #expect(Self.notes(outcomes).contains { $0.contains("at the frame its own code gives it, 160×120") })
    }

    @Test("a view made in code whose initWithFrame: builds it is not also woken from a nib: its subviews are made once")
    func awakeFromNibDoesNotRunOnAViewMadeInCode() {
        var session = Session()
        let outcomes = session.script("""
            @interface HintView ()
            @property UILabel *hintLabel;
            @end
            @implementation HintView
            - (void)awakeFromNib {
                [super awakeFromNib];
                [self setup];
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    [self setup];
                }
                return self;
            }
            - (void)setup {
                _hintLabel = [[UILabel alloc] initWithFrame:CGRectMake(8, 4, 120, 20)];
                [self addSubview:_hintLabel];
            }
            @end
            """)
        #expect(session.frame("hintLabel") == Rect(x: 8, y: 4, width: 120, height: 20))
        #expect(session.frame("hintLabel2") == nil)
        #expect(Self.notes(outcomes).contains { $0.contains("awakeFromNib() is not run") })
    }

    @Test("a view that sets itself up in awakeFromNib alone is still taken as loaded from its nib")
    func awakeFromNibAloneStillRuns() {
        var session = Session()
        let outcomes = session.script("""
            @implementation BannerView
            - (void)awakeFromNib {
                [super awakeFromNib];
                UILabel *line = [[UILabel alloc] initWithFrame:CGRectMake(16, 8, 200, 20)];
                [self addSubview:line];
            }
            @end
            """)
        #expect(session.frame("line") == Rect(x: 16, y: 8, width: 200, height: 20))
        #expect(Self.notes(outcomes).contains { $0.contains("taken as loaded") })
    }

    @Test("iOS 3's animation block runs its changes at once: beginAnimations, its settings and commitAnimations are no error")
    func oldAnimationBlockIsSkipped() {
        var session = Session()
        let outcomes = session.script("""
            @implementation SpinnerView
            - (instancetype)initWithFrame:(CGRect)frame
            {
                self = [super initWithFrame:frame];
                if (self) {
                    _wheel = [[UIImageView alloc] initWithFrame:CGRectMake(50, 10, 60, 60)];
                    [self addSubview:_wheel];
                    [UIView beginAnimations:nil context:nil];
                    [UIView setAnimationDuration:0.05];
                    [UIView setAnimationDelegate:self];
                    [UIView setAnimationCurve:UIViewAnimationCurveEaseInOut];
                    _wheel.alpha = 0.5;
                    [UIView commitAnimations];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("wheel") == Rect(x: 50, y: 10, width: 60, height: 60))
        #expect(!Self.notes(outcomes).contains { $0.contains("is not shown") })
    }

    @Test("a view whose init calls its app base class's own initialiser says that frame is not known")
    func appBaseInitialiserIsNoted() {
        var session = Session()
        let outcomes = session.script("""
            @implementation PhotoCaptionView
            - (id)initWithPhoto:(id)photo {
                self = [super initWithPhoto:photo];
                if (self) {
                    UILabel *time = [[UILabel alloc] initWithFrame:CGRectMake(10, 10, self.bounds.size.width - 20, 24)];
                    [self addSubview:time];
                }
                return self;
            }
            @end
            """)
        #expect(Self.notes(outcomes).contains {
            $0.contains("'super.init(photo:)' is PhotoCaptionView's superclass's own initialiser, not in the paste")
        })
    }

    @Test("a view calling UIKit's own initialiser through super says nothing of a base class")
    func uikitInitialiserIsNotNoted() {
        var session = Session()
        let outcomes = session.script("""
            @implementation PlainCaptionView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UILabel *time = [[UILabel alloc] initWithFrame:CGRectMake(10, 10, 100, 24)];
                    [self addSubview:time];
                }
                return self;
            }
            @end
            """)
        #expect(!Self.notes(outcomes).contains { $0.contains("superclass's own initialiser") })
    }

    @Test("a prefix header's WIDTH and HEIGHT in capitals are the screen's")
    func capitalWidthIsTheScreens() {
        var session = Session()
        let outcomes = session.script("""
            @implementation PriceViewController
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                UIView *half = [[UIView alloc] initWithFrame:CGRectMake(0, 0, WIDTH / 2, HEIGHT / 4)];
                [self.view addSubview:half];
            }
            @end
            """)
        #expect(session.frame("half") == Rect(x: 0, y: 0, width: 187.5, height: 166.75))
        #expect(Self.notes(outcomes).contains { $0.contains("'WIDTH' is not in the paste: taken as the screen's width, 375") })
    }
}
