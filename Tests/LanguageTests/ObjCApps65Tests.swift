import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 65: Masonry's own reading of a constant
/// centre and of a second relation, a local variable named like an instance variable, an app's
/// control named for the UIKit control it extends, and CoreGraphics' whole-point rects.
@Suite("Objective-C app files, round 65")
struct ObjCApps65Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("Masonry's constant centre is the superview's centre plus the constant: make.centerX.mas_equalTo(0) centres")
    func masonryConstantCentreIsTheSuperviewsCentre() {
        var session = Session()
        let outcomes = session.script("""
            @implementation RecorderViewController
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                UIView *badge = [[UIView alloc] init];
                [self.view addSubview:badge];
                [badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.centerX.mas_equalTo(0);
                    make.centerY.mas_equalTo(-20);
                    make.size.mas_equalTo(CGSizeMake(40, 30));
                }];
            }
            @end
            """)
        // Centre (187.5, 333.5 − 20): the frame is 40 × 30 around it.
        #expect(session.frame("badge") == Rect(x: 167.5, y: 298.5, width: 40, height: 30).snapped(toPixelsOf: 3))
        #expect(!Self.notes(outcomes).contains { $0.contains("left/top edge") })
    }

    @Test("a Masonry centre given a point is offset from the superview's centre by it")
    func masonryCentrePointIsAnOffsetFromTheCentre() {
        var session = Session()
        session.script("""
            @implementation PointViewController
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                UIView *mark = [UIView new];
                [self.view addSubview:mark];
                [mark mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.center.mas_equalTo(CGPointMake(10, -10));
                    make.width.height.mas_equalTo(20);
                }];
            }
            @end
            """)
        #expect(session.frame("mark") == Rect(x: 187.5, y: 313.5, width: 20, height: 20).snapped(toPixelsOf: 3))
    }

    @Test("SnapKit's constant centre keeps its own reading in Swift: measured from the superview's left")
    func snapKitConstantCentreUnchanged() {
        var session = Session()
        session.script("""
            let dot = UIView()
            view.addSubview(dot)
            dot.snp.makeConstraints { make in
                make.centerX.equalTo(50)
                make.top.equalTo(0)
                make.size.equalTo(20)
            }
            """)
        #expect(session.frame("dot") == Rect(x: 40, y: 0, width: 20, height: 20))
    }

    @Test("a second Masonry relation of the same kind with a value sets the constant: the label sits 40 after the other")
    func masonrySecondEqualToWithAValueIsTheConstant() {
        var session = Session()
        let outcomes = session.script("""
            @implementation FontRowViewController
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                UIView *small = [UIView new];
                UIView *standard = [UIView new];
                [self.view addSubview:small];
                [self.view addSubview:standard];
                [small mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.mas_equalTo(30);
                    make.top.mas_equalTo(100);
                    make.width.height.mas_equalTo(10);
                }];
                [standard mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.mas_equalTo(small.mas_right).mas_equalTo(40);
                    make.bottom.mas_equalTo(small);
                    make.width.height.mas_equalTo(20);
                }];
            }
            @end
            """)
        #expect(session.frame("standard") == Rect(x: 80, y: 90, width: 20, height: 20))
        #expect(!Self.notes(outcomes).contains { $0.contains("is not shown") })
    }

    @Test("a second Masonry relation of another kind redefines the relation, which Masonry refuses")
    func masonrySecondRelationOfAnotherKindIsRefused() {
        var session = Session()
        let rendered = session.failing("""
            @implementation RedefinedViewController
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                UIView *a = [UIView new];
                UIView *b = [UIView new];
                [self.view addSubview:a];
                [self.view addSubview:b];
                [b mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.mas_equalTo(a.mas_right).mas_greaterThanOrEqualTo(40);
                }];
            }
            @end
            """)
        #expect(rendered.contains("already has a relation"))
    }

    @Test("a local variable named with an underscore is itself, not the property an instance variable of that name would be")
    func localUnderscoreVariableShadowsTheProperty() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TagCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier
            {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _badge = [UILabel new];
                    _badge.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.contentView addSubview:_badge];
                    NSDictionary *_views = NSDictionaryOfVariableBindings(_badge);
                    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-12-[_badge(40)]"
                                                                                             options:0 metrics:nil views:_views]];
                    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-6-[_badge(20)]-6-|"
                                                                                             options:0 metrics:nil views:_views]];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("badge") == Rect(x: 12, y: 6, width: 40, height: 20))
        #expect(session.frame("tagCell")?.height == 32)
        #expect(!Self.notes(outcomes).contains { $0.contains("is not shown") })
    }

    @Test("a method's parameter named with an underscore is the argument, not the instance variable")
    func underscoreParameterIsTheArgument() {
        var session = Session()
        session.script("""
            @implementation StripView
            - (instancetype)initWithFrame:(CGRect)frame
            {
                if (self = [super initWithFrame:frame]) {
                    _strip = [[UIView alloc] initWithFrame:CGRectZero];
                    [self addSubview:_strip];
                    [self placeStrip:24];
                }
                return self;
            }
            - (void)placeStrip:(CGFloat)_height
            {
                _strip.frame = CGRectMake(0, 10, 100, _height);
            }
            @end
            """)
        #expect(session.frame("strip") == Rect(x: 0, y: 10, width: 100, height: 24))
    }

    @Test("an implementation named …Button with no interface is a UIButton's subclass: UIButton's methods run, no error")
    func buttonNamedClassIsAButton() {
        var session = Session()
        let outcomes = session.script("""
            @implementation StackedButton
            - (id)initWithFrame:(CGRect)frame
            {
                self = [super initWithFrame:frame];
                if (self) {
                    [self setTitleColor:[UIColor blueColor] forState:UIControlStateNormal];
                    [self.titleLabel setLineBreakMode:NSLineBreakByTruncatingTail];
                    _badge = [[UIView alloc] initWithFrame:CGRectZero];
                    [self addSubview:_badge];
                }
                return self;
            }
            - (void)layoutSubviews
            {
                [super layoutSubviews];
                _badge.frame = CGRectMake(CGRectGetWidth(self.bounds) - 8, 0, 8, 8);
            }
            @end
            """)
        #expect(!outcomes.contains { $0.failed })
        #expect(!Self.notes(outcomes).contains { $0.contains("setTitleColor") || $0.contains("is not shown") })
        let button = session.frame("stackedButton")
        #expect(button != nil)
        if let button { #expect(session.frame("badge") == Rect(x: button.width - 8, y: 0, width: 8, height: 8)) }
    }

    @Test("a text view is UIKit's scroll view: its bounce flags are accepted, with nothing to lay out")
    func textViewTakesBounceFlags() {
        var session = Session()
        let outcomes = session.script("""
            let note = UITextView()
            view.addSubview(note)
            note.frame = CGRect(x: 10, y: 20, width: 200, height: 80)
            note.alwaysBounceHorizontal = false
            note.alwaysBounceVertical = true
            """)
        #expect(!outcomes.contains { $0.failed })
        #expect(session.frame("note") == Rect(x: 10, y: 20, width: 200, height: 80))
    }

    @Test("an implementation named …TextView or …Label with no interface stands on that UIKit class", arguments: [
        ("MentionTextView", "self.alwaysBounceHorizontal = NO;\n        self.textContainerInset = UIEdgeInsetsMake(8, 4, 8, 4);"),
        ("PaddingLabel", "self.numberOfLines = 0;\n        self.textAlignment = NSTextAlignmentCenter;"),
    ])
    func controlNamedClassesStandOnTheirControl(className: String, body: String) {
        var session = Session()
        let outcomes = session.script("""
            @implementation \(className)
            - (instancetype)initWithFrame:(CGRect)frame
            {
                if (self = [super initWithFrame:frame]) {
                    \(body)
                }
                return self;
            }
            @end
            """)
        #expect(!outcomes.contains { $0.failed })
        #expect(!Self.notes(outcomes).contains { $0.contains("has no member") || $0.contains("stops at") })
    }

    @Test("CGRectIntegral rounds the origin down and the far edges up to whole points")
    func rectIntegralRoundsOutward() {
        var session = Session()
        let outcomes = session.script("""
            @implementation BarViewController
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectIntegral(CGRectMake(10.4, 20.6, 100.2, 30.1))];
                [self.view addSubview:bar];
                UIView *exact = [[UIView alloc] initWithFrame:CGRectIntegral(CGRectMake(0.1 + 0.2 - 0.3, 28, 7, 3 * 0.1 * 10))];
                [self.view addSubview:exact];
            }
            @end
            """)
        // 10.4…110.6 → 10…111; 20.6…50.7 → 20…51.
        #expect(session.frame("bar") == Rect(x: 10, y: 20, width: 101, height: 31))
        // Whole values a hair off by arithmetic stay whole.
        #expect(session.frame("exact") == Rect(x: 0, y: 28, width: 7, height: 3))
        #expect(!Self.notes(outcomes).contains { $0.contains("CGRectIntegral") })
    }

    @Test("[self class] and self.class name the class being implemented: its class methods answer")
    func selfClassSendsTheClassMethod() {
        var session = Session()
        let outcomes = session.script("""
            @implementation SectionHeaderView
            - (instancetype)initWithFrame:(CGRect)frame
            {
                if (self = [super initWithFrame:frame]) {
                    _title = [[UIView alloc] initWithFrame:CGRectZero];
                    [self addSubview:_title];
                }
                return self;
            }
            - (void)layoutSubviews
            {
                [super layoutSubviews];
                CGFloat h = [[self class] heightForWidth:100];
                CGFloat w = [self.class widthForHeight:10];
                _title.frame = CGRectMake(16, 21, w, h);
            }
            + (CGFloat)heightForWidth:(CGFloat)width
            {
                return width / 4;
            }
            + (CGFloat)widthForHeight:(CGFloat)height
            {
                return height * 5;
            }
            @end
            """)
        #expect(session.frame("title") == Rect(x: 16, y: 21, width: 50, height: 25))
        #expect(!Self.notes(outcomes).contains { $0.contains("heightForWidth") || $0.contains("'class'") })
    }

    @Test("an IS_IPAD the paste leaves out is false on a phone's screen: the phone's branch runs, and a note says so")
    func isPadMacroIsFalseOnAPhone() {
        var session = Session()
        let outcomes = session.script("""
            @implementation IdiomViewController
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                CGFloat inset = IS_IPAD ? 120 : 16;
                UIView *card = [[UIView alloc] initWithFrame:CGRectMake(inset, 40, 100, 50)];
                [self.view addSubview:card];
                if (kIsIPhone) {
                    card.backgroundColor = [UIColor redColor];
                    UIView *phoneOnly = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
                    [self.view addSubview:phoneOnly];
                }
            }
            @end
            """)
        #expect(session.frame("card") == Rect(x: 16, y: 40, width: 100, height: 50))
        #expect(session.frame("phoneOnly") == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(Self.notes(outcomes).contains { $0.contains("'IS_IPAD' is not in the paste: taken as false") })
    }

    @Test("a C constant written inside the @implementation is the file's: a class method reads it as an instance method does")
    func constantInsideImplementationIsReadByClassMethods() {
        var session = Session()
        let outcomes = session.script("""
            @implementation PadView
            CGFloat const PadViewInset = 16.0;
            - (instancetype)initWithFrame:(CGRect)frame
            {
                if (self = [super initWithFrame:frame]) {
                    _bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, [PadView widthFor:100], PadViewInset)];
                    [self addSubview:_bar];
                }
                return self;
            }
            + (CGFloat)widthFor:(CGFloat)width
            {
                return width - 2 * PadViewInset;
            }
            @end
            """)
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 68, height: 16))
        #expect(!Self.notes(outcomes).contains { $0.contains("PadViewInset") })
    }
}
