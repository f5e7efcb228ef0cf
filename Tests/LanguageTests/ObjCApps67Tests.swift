import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 67: a setter method of the class's own sent as
/// a message, a number printed with a C format, the target conditionals of an iPhone build, a
/// class factory that sets the view up, a control's own targets, a header's numbers and ivars,
/// FLKAutoLayout inside a view's init, and C's several-word integer types.
@Suite("Objective-C app files, round 67")
struct ObjCApps67Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("a message to the class's own setter method runs that method: its frames are set, not skipped as a property")
    func ownSetterMethodSentAsAMessageRuns() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ShelfTileView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _badge = [[UILabel alloc] init];
                    [self addSubview:_badge];
                    _caption = [[UILabel alloc] initWithFrame:CGRectMake(10, 10, 200, 20)];
                    [self addSubview:_caption];
                    [self setTileLayout:CGRectMake(0, 0, 120, 40)];
                    [self setText:@"Shelf"];
                }
                return self;
            }
            - (void)setTileLayout:(CGRect)bounds {
                _badge.frame = CGRectMake(8, 4, bounds.size.width - 16, bounds.size.height - 8);
            }
            - (void)setText:(NSString *)text {
                _caption.text = text;
            }
            @end
            """)
        // The badge inset 8 and 4 in a 120×40 tile: 104×32.
        #expect(session.frame("badge") == Rect(x: 8, y: 4, width: 104, height: 32))
        #expect(session.frame("caption") == Rect(x: 10, y: 10, width: 200, height: 20))
        #expect(!Self.notes(outcomes).contains { $0.contains("tileLayout") && $0.contains("change nothing") })
    }

    @Test("a number printed with a C format shows the conversion's digits; one the paste cannot work out prints 0, with a note")
    func printfConversionsFormatNumbers() {
        var session = Session()
        let outcomes = session.script("""
            @implementation StorageViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *usage = [UILabel new];
                usage.font = [UIFont systemFontOfSize:14];
                usage.text = [NSString stringWithFormat:@"%.2f MB", [[DiskUsage shared] bytesUsed] / 1024.0 / 1024.0];
                usage.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:usage];
                UILabel *share = [UILabel new];
                share.font = [UIFont systemFontOfSize:14];
                share.text = [NSString stringWithFormat:@"%.1f%% of %ld", 12.345, (long)40];
                share.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:share];
                [NSLayoutConstraint activateConstraints:@[
                    [usage.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
                    [usage.topAnchor constraintEqualToAnchor:self.view.topAnchor],
                    [share.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
                    [share.topAnchor constraintEqualToAnchor:usage.bottomAnchor],
                ]];
            }
            @end
            """)
        let font = "UIFont.systemFont(ofSize: 14)"
        #expect(session.frame("usage")?.width == Session.labelFrame(font: font, text: "0.00 MB")?.width)
        #expect(session.frame("share")?.width == Session.labelFrame(font: font, text: "12.3% of 40")?.width)
        #expect(Self.notes(outcomes).contains { $0.contains("bytesUsed") && $0.contains("0") })
    }

    @Test("an iPhone build's target conditionals: #if TARGET_OS_TV takes its #else, #if !TARGET_OS_TV its first branch")
    func targetConditionalsAreAnIPhoneBuild() {
        var session = Session()
        session.script("""
            @implementation PosterTileView
            - (instancetype)init {
                self = [super init];
            #if TARGET_OS_TV
                self.frame = CGRectMake(0, 0, 300, 400);
            #else
                self.frame = CGRectMake(0, 0, 120, 160);
            #endif
                _artwork = [[UIImageView alloc] initWithFrame:self.frame];
                [self addSubview:_artwork];
            #if !TARGET_OS_TV && TARGET_OS_IPHONE
                _caption = [[UILabel alloc] initWithFrame:CGRectMake(0, 140, 120, 20)];
                [self addSubview:_caption];
            #endif
                return self;
            }
            @end
            """)
        #expect(session.frame("posterTileView") == Rect(x: 0, y: 0, width: 120, height: 160))
        #expect(session.frame("artwork") == Rect(x: 0, y: 0, width: 120, height: 160))
        #expect(session.frame("caption") == Rect(x: 0, y: 140, width: 120, height: 20))
    }

    @Test("a class factory nothing calls does not count as calling the set-up it runs: the set-up runs on the view shown")
    func setUpCalledOnlyFromTheClassFactoryRuns() {
        var session = Session()
        let outcomes = session.script("""
            @interface BusyOverlayView ()
            @property (strong, nonatomic) UIActivityIndicatorView *spinner;
            @end
            @implementation BusyOverlayView
            + (instancetype)overlayInView:(UIView *)host {
                BusyOverlayView *overlay = [[BusyOverlayView alloc] initWithFrame:host.bounds];
                [overlay setupSpinner];
                return overlay;
            }
            - (void)setupSpinner {
                self.spinner = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleLarge];
                self.spinner.translatesAutoresizingMaskIntoConstraints = NO;
                [self addSubview:self.spinner];
                [NSLayoutConstraint activateConstraints:@[
                    [self.spinner.centerXAnchor constraintEqualToAnchor:self.centerXAnchor],
                    [self.spinner.centerYAnchor constraintEqualToAnchor:self.centerYAnchor],
                ]];
            }
            @end
            """)
        // The large spinner, 37 square, in the middle of the 375×667 screen.
        #expect(session.frame("spinner") == Rect(x: 169, y: 315, width: 37, height: 37))
        #expect(Self.notes(outcomes).contains { $0.contains("setupSpinner()") && $0.contains("ran") })
        #expect(!Self.notes(outcomes).contains { $0.contains("didSet") })
    }

    @Test("an implementation without its interface that adds targets to itself is a control, shown at the frame its init gives")
    func selfAddingTargetsIsAControl() {
        var session = Session()
        let outcomes = session.script("""
            @implementation HostTileView
            - (id)init {
                self = [super init];
                self.frame = CGRectMake(0, 0, 100, 100);
                _icon = [[UIImageView alloc] initWithFrame:self.frame];
                [self addSubview:_icon];
                [self addTarget:self action:@selector(tileTouched:) forControlEvents:UIControlEventTouchDown];
                return self;
            }
            - (void)tileTouched:(id)sender {
            }
            @end
            """)
        #expect(session.frame("hostTileView") == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(session.frame("icon") == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(!Self.notes(outcomes).contains { $0.contains("is not shown") })
    }

    @Test("a header's BOOL named as a control's (self.enabled on a plain view) is the class's own property, not UIControl's")
    func ownEnabledPropertyOnAPlainView() {
        var session = Session()
        session.script("""
            @implementation CodeEntryView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    self.enabled = YES;
                    _entry = [[UIView alloc] initWithFrame:CGRectMake(20, 30, 160, 40)];
                    [self addSubview:_entry];
                }
                return self;
            }
            - (void)lock {
                self.enabled = NO;
                if (!self.enabled) {
                    _entry.alpha = 0.5;
                }
            }
            @end
            """)
        #expect(session.frame("entry") == Rect(x: 20, y: 30, width: 160, height: 40))
    }

    @Test("a header's number never set reads 0 where a rect needs it, as Objective-C's storage starts")
    func headerNumberReadsZeroInARect() {
        var session = Session()
        session.script("""
            @implementation BadgeHeaderView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    heading = [[UILabel alloc] init];
                    [self addSubview:heading];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGFloat width = [self bounds].size.width;
                [heading setFrame:CGRectMake(inset, 12.0f, width - (inset * 2), 20.0f)];
            }
            - (void)setInset:(CGFloat)newInset {
                inset = newInset;
                [self setNeedsLayout];
            }
            @end
            """)
        #expect(session.frame("heading") == Rect(x: 0, y: 12, width: 375, height: 20))
    }

    @Test("an ivar a neighbouring method takes as a parameter of the same name is still the ivar where it is assigned")
    func ivarNamedLikeAParameterElsewhere() {
        var session = Session()
        session.script("""
            @implementation AccountFormController
            - (void)loadView {
                [super loadView];
                listView = [[UITableView alloc] initWithFrame:CGRectMake(0, 100, 320, 200) style:UITableViewStyleGrouped];
                [[self view] addSubview:listView];
            }
            - (NSInteger)listView:(UITableView *)listView rowsInSection:(NSInteger)section {
                return 2;
            }
            @end
            """)
        #expect(session.frame("listView") == Rect(x: 0, y: 100, width: 320, height: 200))
    }

    @Test("a macro in capitals alone between the methods is the app's, skipped with a note; C's 'unsigned int' declares a number")
    func bareMacroAndUnsignedInt() {
        var session = Session()
        let outcomes = session.script("""
            @implementation SwatchView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    unsigned int rgb = 0x20;
                    _chip = [[UIView alloc] initWithFrame:CGRectMake(rgb, 4, 24, 24)];
                    [self addSubview:_chip];
                }
                return self;
            }
            PORTRAIT_ONLY_ON_PHONE
            @end
            """)
        #expect(session.frame("chip") == Rect(x: 32, y: 4, width: 24, height: 24))
        #expect(Self.notes(outcomes).contains { $0.contains("PORTRAIT_ONLY_ON_PHONE") })
    }

    @Test("UISegmentedControlNoSegment is -1, and a Core Animation transaction's settings change no frame")
    func noSegmentAndTransactionSettings() {
        var session = Session()
        let outcomes = session.script("""
            @implementation RangePickerView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _selected = UISegmentedControlNoSegment;
                    CGFloat x = _selected < 0 ? 10 : 90;
                    [CATransaction begin];
                    [CATransaction setAnimationDuration:0.25];
                    _marker = [[UIView alloc] initWithFrame:CGRectMake(x, 0, 40, 4)];
                    [self addSubview:_marker];
                    [CATransaction commit];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("marker") == Rect(x: 10, y: 0, width: 40, height: 4))
        #expect(Self.notes(outcomes).contains { $0.contains("animationDuration") && $0.contains("CATransaction") })
    }

    @Test("FLKAutoLayout in a view's own init constrains its subview to it before it is placed, as UIKit allows")
    func flkInsideInitWaitsForTheTree() {
        var session = Session()
        let outcomes = session.script("""
            @interface OfflineBannerView ()
            @property (nonatomic, strong) UILabel *message;
            @end
            @implementation OfflineBannerView
            - (id)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (!self) {
                    return nil;
                }
                self.message = [[UILabel alloc] init];
                self.message.font = [UIFont systemFontOfSize:17];
                self.message.text = @"Offline";
                [self addSubview:self.message];
                [self.message alignLeading:@"20" trailing:@"-20" toView:self];
                [self.message alignCenterYWithView:self predicate:@"0"];
                return self;
            }
            @end
            """)
        let height = Session.labelFrame(font: "UIFont.systemFont(ofSize: 17)", text: "Offline")?.height ?? 0
        #expect(session.frame("message")?.minX == 20)
        #expect(session.frame("message")?.width == 335)
        #expect(session.frame("message")?.height == height)
        #expect(!Self.notes(outcomes).contains { $0.contains("is not shown") })
    }

    @Test("a cell that declares its own size in a class method is shown at that size, as the app's layout gives it")
    func classDeclaredItemSize() {
        var session = Session()
        let outcomes = session.script("""
            @implementation UsageLogCell
            + (CGSize)itemSize {
                return CGSizeMake(375, 48);
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UILabel *kind = [[UILabel alloc] init];
                    [self.contentView addSubview:kind];
                    [kind mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.leading.top.bottom.equalTo(self.contentView);
                        make.width.mas_equalTo(120);
                    }];
                    UILabel *when = [[UILabel alloc] init];
                    [self.contentView addSubview:when];
                    [when mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.leading.equalTo(kind.mas_trailing);
                        make.top.bottom.trailing.equalTo(self.contentView);
                    }];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("usageLogCell") == Rect(x: 0, y: 0, width: 375, height: 48))
        #expect(session.frame("kind") == Rect(x: 0, y: 0, width: 120, height: 48))
        #expect(session.frame("when") == Rect(x: 120, y: 0, width: 255, height: 48))
        #expect(Self.notes(outcomes).contains { $0.contains("its itemSize") })
    }

    @Test("a header view declaring only its height in a class method is the screen's width and that tall")
    func classDeclaredHeight() {
        var session = Session()
        session.script("""
            @implementation SummaryHeaderView
            + (CGFloat)preferredHeight {
                return 64.0;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UIView *rule = [[UIView alloc] init];
                    rule.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:rule];
                    [rule.leadingAnchor constraintEqualToAnchor:self.leadingAnchor].active = YES;
                    [rule.trailingAnchor constraintEqualToAnchor:self.trailingAnchor].active = YES;
                    [rule.bottomAnchor constraintEqualToAnchor:self.bottomAnchor].active = YES;
                    [rule.heightAnchor constraintEqualToConstant:1].active = YES;
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("summaryHeaderView") == Rect(x: 0, y: 0, width: 375, height: 64))
        #expect(session.frame("rule") == Rect(x: 0, y: 63, width: 375, height: 1))
    }
}
