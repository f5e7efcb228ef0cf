import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, beyond the listings: a method whose header line keeps
/// its semicolon, a BOOL the class's header declares, a text field that shrinks its font, and the
/// macros of libextobjc and ReactiveCocoa around the layout code.
@Suite("Objective-C app files, round 64")
struct ObjCApps64Tests {
    @Test("a method defined with a semicolon before its body (- (UIView *)makeDot; { … }) is a definition: the view it makes is placed")
    func methodWithSemicolonBeforeBody() {
        var session = Session()
        let outcomes = session.script("""
            @implementation DotView
            - (instancetype)initWithFrame:(CGRect)frame
            {
                if (self = [super initWithFrame:frame]) {
                    UIView *dot = [self makeDot];
                    [self addSubview:dot];
                    dot.frame = CGRectMake(10, 12, 50, 20);
                }
                return self;
            }
            - (UIView *)makeDot;
            {
                UIView *made = [[UIView alloc] initWithFrame:CGRectZero];
                made.backgroundColor = [UIColor redColor];
                return made;
            }
            + (CGFloat)preferredHeight;
            {
                return 44;
            }
            @end
            """)
        #expect(session.frame("made") ?? session.frame("dot") == Rect(x: 10, y: 12, width: 50, height: 20))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("'makeDot'") })
    }

    @Test("a declaration with its semicolon and no body, among definitions, still says nothing")
    func declarationAmongDefinitionsStaysADeclaration() {
        var session = Session()
        session.script("""
            @implementation PlainView
            - (void)setUp;
            - (instancetype)initWithFrame:(CGRect)frame
            {
                if (self = [super initWithFrame:frame]) {
                    UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 4)];
                    [self addSubview:bar];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 100, height: 4))
    }

    /// A cell whose header declares `showBadge`; `flag` is how its init sets it.
    static func badgeCell(flag: String) -> String {
        """
        @implementation BadgeCell
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier
        {
            if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                self.showBadge = \(flag);
                self.badge = [[UIView alloc] init];
                self.badge.translatesAutoresizingMaskIntoConstraints = NO;
                self.title = [[UIView alloc] init];
                self.title.translatesAutoresizingMaskIntoConstraints = NO;
                [self.contentView addSubview:self.title];
                if (self.showBadge) {
                    [self.contentView addSubview:self.badge];
                }
                [self setNeedsUpdateConstraints];
            }
            return self;
        }
        - (void)updateConstraints
        {
            [self.title.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16].active = YES;
            [self.title.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:12].active = YES;
            [self.title.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor constant:-12].active = YES;
            [self.title.widthAnchor constraintEqualToConstant:100].active = YES;
            [self.title.heightAnchor constraintEqualToConstant:30].active = YES;
            if (self.showBadge) {
                [self.badge.leadingAnchor constraintEqualToAnchor:self.title.trailingAnchor constant:8].active = YES;
                [self.badge.centerYAnchor constraintEqualToAnchor:self.title.centerYAnchor].active = YES;
                [self.badge.widthAnchor constraintEqualToConstant:10].active = YES;
                [self.badge.heightAnchor constraintEqualToConstant:10].active = YES;
            }
            [super updateConstraints];
        }
        @end
        """
    }

    @Test("a BOOL of the class's header set NO is tested as NO, not as an object that is there: the badge's branch does not run")
    func headerBoolSetNoIsFalse() {
        var session = Session()
        session.script(Self.badgeCell(flag: "NO"))
        // The cell is 12 + 30 + 12 tall; the badge is never added, and nothing stops on it.
        #expect(session.frame("title") == Rect(x: 16, y: 12, width: 100, height: 30))
        #expect(session.frame("badgeCell")?.height == 54)
        #expect(session.frame("badge") == nil)
    }

    @Test("the same BOOL set YES runs the branch: the badge sits 8 after the title, centred on it")
    func headerBoolSetYesIsTrue() {
        var session = Session()
        session.script(Self.badgeCell(flag: "YES"))
        #expect(session.frame("badge") == Rect(x: 124, y: 22, width: 10, height: 10))
    }

    @Test("a header BOOL known from its setter's BOOL parameter starts NO: the custom setter runs, and the test of the getter is NO until set")
    func headerBoolFromSetterParameter() {
        var session = Session()
        session.script("""
            @implementation ToggleView
            - (instancetype)initWithFrame:(CGRect)frame
            {
                if (self = [super initWithFrame:frame]) {
                    _knob = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 20, 20)];
                    [self addSubview:_knob];
                }
                return self;
            }
            - (void)setExpanded:(BOOL)expanded
            {
                _expanded = expanded;
                [self setNeedsLayout];
            }
            - (void)layoutSubviews
            {
                [super layoutSubviews];
                _knob.frame = CGRectMake(self.expanded ? 40 : 4, 4, 20, 20);
            }
            @end
            """)
        #expect(session.frame("knob") == Rect(x: 4, y: 4, width: 20, height: 20))
    }

    @Test("a text field takes adjustsFontSizeToFitWidth and minimumFontSize, as UIKit's UITextField has them; its frame is the one given")
    func textFieldShrinkingFont() {
        var session = Session()
        session.script("""
            UITextField *field = [[UITextField alloc] initWithFrame:CGRectMake(20, 80, 240, 30)];
            field.adjustsFontSizeToFitWidth = YES;
            field.minimumFontSize = 10.0f;
            field.clearsOnBeginEditing = NO;
            [self.view addSubview:field];
            """)
        #expect(session.frame("field") == Rect(x: 20, y: 80, width: 240, height: 30))
    }

    @Test("@weakify(self) and @strongify(self) change nothing, and a ReactiveCocoa binding RAC(self, …) = signal is the app's: the layout around them runs")
    func extObjCAndReactiveCocoaMacros() {
        var session = Session()
        let outcomes = session.script("""
            @implementation SignInViewController
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                @weakify(self);
                UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
                button.frame = CGRectMake(20, 100, 335, 44);
                [self.view addSubview:button];
                RAC(self, button.enabled) = [RACSignal combineLatest:@[RACObserve(self, userName)]
                                                              reduce:^id(NSString *name) {
                                                                  @strongify(self);
                                                                  return @(name.length > 0);
                                                              }];
                UIView *line = [[UIView alloc] initWithFrame:CGRectMake(20, CGRectGetMaxY(button.frame) + 10, 335, 1)];
                [self.view addSubview:line];
            }
            @end
            """)
        #expect(session.frame("button") == Rect(x: 20, y: 100, width: 335, height: 44))
        #expect(session.frame("line") == Rect(x: 20, y: 154, width: 335, height: 1))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("RAC") })
    }
    @Test("instance variables the header declares in braces, assigned by bare name (statusView = …; visible = YES;), are the class's own: set in one method, read in layoutSubviews")
    func bareHeaderInstanceVariables() {
        var session = Session()
        session.script("""
            @implementation StatusBar
            - (instancetype)initWithFrame:(CGRect)frame
            {
                if (self = [super initWithFrame:frame]) {
                    statusView = [[UIView alloc] initWithFrame:CGRectZero];
                    [self addSubview:statusView];
                    spinnerVisible = YES;
                    [self setSpinnerVisible:NO];
                }
                return self;
            }
            - (void)setSpinnerVisible:(BOOL)visible
            {
                if (spinnerVisible == visible)
                    return;
                spinnerVisible = visible;
            }
            - (void)layoutSubviews
            {
                [super layoutSubviews];
                CGFloat inset = spinnerVisible ? 40 : 10;
                statusView.frame = CGRectMake(inset, 0, self.bounds.size.width - 2 * inset, 30);
            }
            @end
            """)
        // Shown as wide as the screen; the spinner was turned off, so the inset is 10.
        #expect(session.frame("statusView") == Rect(x: 10, y: 0, width: 355, height: 30))
    }
    @Test("a getter sent as a statement ([spinner hidesWhenStopped];) is a message whose answer is dropped, as Objective-C allows: no error, and the lines after it run")
    func getterSentAsStatement() {
        var session = Session()
        session.script("""
            UIActivityIndicatorView *spinner = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleGray];
            [spinner hidesWhenStopped];
            [self.view addSubview:spinner];
            spinner.frame = CGRectMake(100, 200, 20, 20);
            """)
        #expect(session.frame("spinner") == Rect(x: 100, y: 200, width: 20, height: 20))
    }
    @Test("a cell that lays out by frames from its bounds in layoutSubviews, with no constraints, lays out at the row's standard 44: its label is centred in 44, not in the zero height measured first")
    func frameCellLaidOutAtStandardRowHeight() {
        var session = Session()
        session.script("""
            @implementation NoteCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier
            {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _title = [[UILabel alloc] initWithFrame:CGRectZero];
                    [self.contentView addSubview:_title];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGFloat cellHeight = self.bounds.size.height;
                _title.frame = CGRectMake(15, (cellHeight - 20) / 2.0, self.bounds.size.width - 30, 20);
            }
            @end
            """)
        // The content view is the row's 44 less the separator's pixel; the title is centred in
        // the cell's own bounds, the row's 44, which the code reads: (44 - 20) / 2.
        #expect(session.frame("noteCell") == Rect(x: 0, y: 0, width: 375, height: rowContentHeight))
        #expect(session.frame("title")?.isAbout(Rect(x: 15, y: 12, width: 345, height: 20)) == true)
    }
    /// A section header that builds in `self.contentView`, made with a frame, and lays out with
    /// Visual Format in layoutSubviews after removing every constraint of its content view.
    static let sectionHeader = """
        @implementation FoldingSectionHeader
        - (instancetype)initWithTitle:(NSString *)title {
            if (self = [super initWithFrame:CGRectZero]) {
                self.titleLabel = [[UILabel alloc] init];
                self.foldButton = [[UIButton alloc] init];
                [self.contentView addSubview:self.titleLabel];
                [self.contentView addSubview:self.foldButton];
                self.titleLabel.translatesAutoresizingMaskIntoConstraints = NO;
                self.foldButton.translatesAutoresizingMaskIntoConstraints = NO;
            }
            return self;
        }
        - (void)layoutSubviews {
            [super layoutSubviews];
            for (NSLayoutConstraint *c in self.contentView.constraints) {
                [self.contentView removeConstraint:c];
            }
            [self.contentView.heightAnchor constraintEqualToConstant:48].active = YES;
            [self.foldButton.widthAnchor constraintEqualToConstant:32].active = YES;
            [self.foldButton.heightAnchor constraintEqualToConstant:32].active = YES;
            NSDictionary *views = @{ @"title" : self.titleLabel, @"fold" : self.foldButton };
            [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-20-[title]-[fold]-20-|"
                                                                                     options:NSLayoutFormatAlignAllCenterY
                                                                                     metrics:nil
                                                                                       views:views]];
            [self.foldButton.centerYAnchor constraintEqualToAnchor:self.contentView.centerYAnchor].active = YES;
        }
        @end
        """

    @Test("a view named as a section's header that builds in self.contentView, made with initWithFrame:, is a table's header-footer view: its content view is there, and the header is shown as wide as the table")
    func headerFooterViewFromItsContentView() {
        var session = Session()
        session.script(Self.sectionHeader)
        #expect(session.frame("foldingSectionHeader") == Rect(x: 0, y: 0, width: 375, height: 48))
        // The button 20 from the right edge, centred in 48; the title fills the rest after 20 and 8.
        #expect(session.frame("foldButton") == Rect(x: 323, y: 8, width: 32, height: 32))
        #expect(session.frame("titleLabel")?.width == 295)
    }

    @Test("removing every constraint of a cell's contentView leaves the table's hold on the row's width, which UIKit keeps on the cell itself")
    func removingContentViewConstraintsKeepsTheRowWidth() {
        var session = Session()
        session.script("""
            @implementation PriceCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    _price = [[UIView alloc] init];
                    _price.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.contentView addSubview:_price];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                [self.contentView removeConstraints:self.contentView.constraints];
                [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[_price(80)]-16-|"
                    options:0 metrics:nil views:NSDictionaryOfVariableBindings(_price)]];
                [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-12-[_price(20)]-12-|"
                    options:0 metrics:nil views:NSDictionaryOfVariableBindings(_price)]];
            }
            @end
            """)
        #expect(session.frame("priceCell") == Rect(x: 0, y: 0, width: 375, height: rowContentHeight))
        #expect(session.frame("price") == Rect(x: 279, y: 12, width: 80, height: 20))
    }

    @Test("#ifdef of a name the paste does not define keeps its #else branch only: a file with two builds' implementations of one cell defines it once, as the compiler reads it")
    func ifdefKeepsTheCompiledBranch() {
        var session = Session()
        session.script("""
            #ifdef Target_Enterprise
            @implementation BuildView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIView *enterpriseBar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 10)];
                    [self addSubview:enterpriseBar];
                }
                return self;
            }
            @end
            #else
            @implementation BuildView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
            #ifndef kLegacyLayout
                    UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(16, 0, 200, 10)];
            #else
                    UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 1, 1)];
            #endif
                    [self addSubview:bar];
                }
                return self;
            }
            @end
            #endif
            """)
        #expect(session.frame("enterpriseBar") == nil)
        #expect(session.frame("bar") == Rect(x: 16, y: 0, width: 200, height: 10))
    }

    @Test("a condition on the app's own state and its negation agree: taken as true in a ternary, its '!' is false in an if")
    func undecidedConditionAndItsNegationAgree() {
        var session = Session()
        let outcomes = session.script("""
            @implementation HeaderViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *header = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 375, [Account isSignedIn] ? 20 : 60)];
                [self.view addSubview:header];
                if (![Account isSignedIn]) {
                    UILabel *prompt = [[UILabel alloc] initWithFrame:CGRectMake(20, 18, 200, 42)];
                    [header addSubview:prompt];
                }
            }
            @end
            """)
        // Signed in, as the ternary takes it: the short header, and no sign-in prompt in it.
        #expect(session.frame("header") == Rect(x: 0, y: 0, width: 375, height: 20))
        #expect(session.frame("prompt") == nil)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasSuffix("so '!Account.isSignedIn(…)' is false") })
    }
}
