import Language
import Layout
import Testing

/// Pasted Objective-C beside the Layoutbook commands it stands for: the same frames, content
/// sizes and constraints (``geometry(of:)``), read by the Objective-C reader into the syntax
/// tree pasted Swift is read into and run by the same evaluator.
let objectiveCCases: [PastedCase] = [
    PastedCase(
        "a controller's file: an interface's properties, alloc/init, addSubview:, VFL with NSDictionaryOfVariableBindings",
        native: """
            scroll scrollView ; view contentView in scrollView
            vfl root "H:|[scrollView]|" ; vfl root "V:|[scrollView]|"
            vfl scrollView "V:|[contentView(600)]|" ; vfl scrollView "H:|[contentView(300)]|"
            """,
        pasted: """
            #import "ViewController.h"

            @interface ViewController ()
            @property (nonatomic, strong) UIScrollView *scrollView;
            @property (nonatomic, strong) UIView *contentView;
            @end

            @implementation ViewController

            - (void)viewDidLoad {
                [super viewDidLoad];
                self.scrollView = [[UIScrollView alloc] init];
                self.scrollView.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:self.scrollView];
                _contentView = [UIView new];
                [_contentView setTranslatesAutoresizingMaskIntoConstraints:NO];
                [self.scrollView addSubview:_contentView];
                UIScrollView *scrollView = self.scrollView;
                UIView *contentView = self.contentView;
                NSDictionary *views = NSDictionaryOfVariableBindings(scrollView, contentView);
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[scrollView]|" options:0 metrics:nil views:views]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[scrollView]|" options:kNilOptions metrics:nil views:views]];
                [scrollView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[contentView(600)]|" options:0 metrics:nil views:views]];
                [scrollView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[contentView(300)]|" options:0 metrics:nil views:views]];
            }

            @end
            """),
    PastedCase(
        "constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant: with NSLayoutAttribute constants",
        native: """
            view box
            box.left == root.left + 20
            box.top == root.top + 40
            box.width == root.width * 0.5
            box.height == 80
            """,
        pasted: """
            UIView *box = [[UIView alloc] initWithFrame:CGRectZero];
            box.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:box];
            [self.view addConstraint:[NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeLeft relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeLeft multiplier:1.0 constant:20.0]];
            [self.view addConstraint:[NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTop multiplier:1 constant:40]];
            [NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeWidth multiplier:0.5f constant:0].active = YES;
            [box addConstraint:[NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:80]];
            """),
    PastedCase(
        "anchors: constraintEqualToAnchor:constant: and activateConstraints: with an @[…] literal",
        native: """
            view header ; view body
            header.top == root.top ; header.left == root.left ; header.right == root.right ; header.height == 64
            body.top == header.bottom + 8 ; body.left == root.left + 16 ; body.right == root.right - 16 ; body.bottom == root.bottom
            """,
        pasted: """
            UIView *header = [[UIView alloc] init];
            UIView *body = [[UIView alloc] init];
            for (UIView *v in @[header, body]) {
                v.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:v];
            }
            [NSLayoutConstraint activateConstraints:@[
                [header.topAnchor constraintEqualToAnchor:self.view.topAnchor],
                [header.leftAnchor constraintEqualToAnchor:self.view.leftAnchor],
                [header.rightAnchor constraintEqualToAnchor:self.view.rightAnchor],
                [header.heightAnchor constraintEqualToConstant:64],
                [body.topAnchor constraintEqualToAnchor:header.bottomAnchor constant:8.0f],
                [body.leftAnchor constraintEqualToAnchor:self.view.leftAnchor constant:16],
                [body.rightAnchor constraintEqualToAnchor:self.view.rightAnchor constant:-16],
            ]];
            [body.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor].active = YES;
            """),
    PastedCase(
        "Masonry: edges with insets, mas_equalTo a size, equalTo a view's mas_bottom with offset, boxed numbers",
        native: """
            view card ; view badge in card ; view footer
            card.snp.makeConstraints { make in make.edges.equalTo(root).inset(UIEdgeInsets(top: 20, left: 10, bottom: 200, right: 10)) }
            badge.snp.makeConstraints { make in make.size.equalTo(CGSize(width: 40, height: 30)) ; make.top.left.equalTo(8) }
            footer.snp.makeConstraints { make in make.top.equalTo(card.snp.bottom).offset(12) ; make.left.right.equalTo(0) ; make.height.equalTo(50) }
            """,
        pasted: """
            UIView *card = [UIView new];
            [self.view addSubview:card];
            UIView *badge = [UIView new];
            [card addSubview:badge];
            UIView *footer = UIView.new;
            [self.view addSubview:footer];
            UIEdgeInsets padding = UIEdgeInsetsMake(20, 10, 200, 10);
            [card mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.view).with.insets(padding);
            }];
            [badge mas_makeConstraints:^(MASConstraintMaker *make) {
                make.size.mas_equalTo(CGSizeMake(40, 30));
                make.top.and.left.mas_equalTo(8);
            }];
            [footer mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(card.mas_bottom).offset(12);
                make.left.right.equalTo(@0);
                make.height.equalTo(@50);
            }];
            """),
    PastedCase(
        "a lazy getter over its _storage, a C for loop, a #define and a static const",
        native: """
            scroll sv ; view row in sv ; view row2 in sv ; view row3 in sv
            sv.snp.makeConstraints { make in make.edges.equalTo(root) }
            row.snp.makeConstraints { make in make.top.equalTo(0) ; make.left.equalTo(0) ; make.width.equalTo(sv) ; make.height.equalTo(44) }
            row2.snp.makeConstraints { make in make.top.equalTo(row.snp.bottom).offset(4) ; make.left.equalTo(0) ; make.width.equalTo(sv) ; make.height.equalTo(44) }
            row3.snp.makeConstraints { make in make.top.equalTo(row2.snp.bottom).offset(4) ; make.left.equalTo(0) ; make.width.equalTo(sv) ; make.height.equalTo(44) ; make.bottom.equalTo(0) }
            """,
        pasted: """
            #define kRowHeight 44

            @interface RowsViewController : UIViewController
            @property (nonatomic, strong) UIScrollView *sv;
            @end

            @implementation RowsViewController

            static const CGFloat kGap = 4.0;

            - (UIScrollView *)sv {
                if (_sv == nil) {
                    _sv = [[UIScrollView alloc] init];
                    _sv.backgroundColor = [UIColor whiteColor];
                }
                return _sv;
            }

            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.view addSubview:self.sv];
                [self.sv mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self.view);
                }];
                UIView *previous = nil;
                NSInteger count = 3;
                for (NSInteger i = 0; i < count; i++) {
                    UIView *row = [[UIView alloc] init];
                    [self.sv addSubview:row];
                    [row mas_makeConstraints:^(MASConstraintMaker *make) {
                        if (previous) {
                            make.top.equalTo(previous.mas_bottom).offset(kGap);
                        } else {
                            make.top.equalTo(@0);
                        }
                        make.left.equalTo(@0);
                        make.width.equalTo(self.sv);
                        make.height.mas_equalTo(kRowHeight);
                        if (i == count - 1) {
                            make.bottom.equalTo(@0);
                        }
                    }];
                    previous = row;
                }
            }

            @end
            """),
]

@Suite("pasted Objective-C")
struct ObjectiveCTests {
    @Test("Objective-C gives the frames, content sizes and constraints of the commands it stands for", arguments: objectiveCCases)
    func objectiveCMatchesNative(_ c: PastedCase) {
        var native = Session()
        native.script(c.native)
        var pasted = Session()
        pasted.script(c.pasted)
        #expect(geometry(of: pasted) == geometry(of: native))
    }

    @Test("a view class's initWithFrame: and intrinsicContentSize run as a Swift class's would")
    func viewClass() {
        var session = Session()
        session.script("""
            @interface Badge : UIView
            @end

            @implementation Badge
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    self.translatesAutoresizingMaskIntoConstraints = NO;
                }
                return self;
            }
            - (CGSize)intrinsicContentSize {
                return CGSizeMake(120, 36);
            }
            @end
            """)
        session.script("""
            Badge *badge = [[Badge alloc] initWithFrame:CGRectZero];
            [self.view addSubview:badge];
            [badge.centerXAnchor constraintEqualToAnchor:self.view.centerXAnchor].active = YES;
            [badge.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:100].active = YES;
            """)
        #expect(session.frame("badge") == Rect(x: 127.5, y: 100, width: 120, height: 36).snapped(toPixelsOf: 3))
    }

    @Test("a Masonry constraint kept in a property changes its constant with setOffset: and goes with uninstall")
    func keptMasonryConstraint() {
        var session = Session()
        session.script("""
            UIView *panel = [UIView new];
            [self.view addSubview:panel];
            __block MASConstraint *top = nil;
            [panel mas_makeConstraints:^(MASConstraintMaker *make) {
                top = make.top.equalTo(self.view).offset(10);
                make.left.right.equalTo(self.view);
                make.height.mas_equalTo(100);
            }];
            """)
        #expect(session.frame("panel") == Rect(x: 0, y: 10, width: 375, height: 100))
        session.script("[top setOffset:250];")
        #expect(session.frame("panel") == Rect(x: 0, y: 250, width: 375, height: 100))
    }

    @Test("stringWithFormat: fills each conversion with the next argument, as the label then measures it")
    func formattedString() {
        var session = Session()
        session.script("""
            UILabel *row = [UILabel new];
            row.translatesAutoresizingMaskIntoConstraints = NO;
            row.text = [NSString stringWithFormat:@"Row %d of %@ (100%%)", 3, @"ten"];
            [self.view addSubview:row];
            [row.leftAnchor constraintEqualToAnchor:self.view.leftAnchor].active = YES;
            [row.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
            """)
        // "Row 3 of ten (100%)": 154.08 wide in the system font (help views: the text metric), 154.333 at @3x.
        #expect(session.frame("row")?.width == 463.0 / 3)
    }

    @Test("a cell's .m file without its header: the properties it assigns are the header's, and initWithStyle:reuseIdentifier: runs")
    func implementationWithoutHeader() {
        var session = Session()
        session.script("""
            @implementation NoteCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    UILabel *note = [[UILabel alloc] init];
                    note.numberOfLines = 0;
                    _note = note;
                    [self.contentView addSubview:note];
                    [note mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.mas_equalTo(UIEdgeInsetsMake(5, 20, 5, 20));
                    }];
                }
                return self;
            }
            @end
            """)
        session.script("""
            NoteCell *cell = [[NoteCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"note"];
            cell.note.text = @"Twelve chars";
            [self.view addSubview:cell];
            [cell mas_makeConstraints:^(MASConstraintMaker *make) { make.top.left.right.equalTo(self.view); }];
            """)
        // One line of 12 characters (102 points) with the insets around it.
        #expect(session.frame("note") == Rect(x: 20, y: 5, width: 335, height: 61.0 / 3))
        #expect(session.frame("cell") == Rect(x: 0, y: 0, width: 375, height: 91.0 / 3))
    }

    @Test("a method named initViews that returns nothing is a plain method the initializer calls, not another initializer")
    func initPrefixedSetUpMethod() {
        var session = Session()
        session.script("""
            @implementation BadgeCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    [self initViews];
                    [self initConstraintsWithInset:12];
                }
                return self;
            }
            - (void)initViews {
                [self.contentView addSubview:self.badge];
            }
            - (void)initConstraintsWithInset:(CGFloat)inset {
                [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self.contentView).offset(inset);
                    make.width.height.mas_equalTo(20);
                    make.bottom.equalTo(self.contentView).offset(-inset);
                }];
            }
            - (UIView *)badge {
                if (!_badge) {
                    _badge = [[UIView alloc] init];
                }
                return _badge;
            }
            @end
            """)
        // 12 + 20 + 12: the cell sizes itself around the badge its set-up methods made.
        #expect(session.frame("badge") == Rect(x: 12, y: 12, width: 20, height: 20))
        #expect(session.frame("badgeCell") == Rect(x: 0, y: 0, width: 375, height: 44))
    }

    @Test("a lazy getter tests its instance variable as C does: if (!_icon) makes the icon once")
    func lazyGetterNegatedIvar() {
        var session = Session()
        session.script("""
            @interface TitleView ()
            @property (nonatomic, strong) UIView *icon;
            @end
            @implementation TitleView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    [self addSubview:self.icon];
                    [self.icon mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self).offset(8);
                        make.width.height.mas_equalTo(30);
                    }];
                }
                return self;
            }
            - (UIView *)icon {
                if (!_icon) {
                    _icon = [[UIView alloc] init];
                }
                return _icon;
            }
            @end
            """)
        // Made once: the getter's second call returns the same view, so one icon is constrained.
        #expect(session.frame("icon") == Rect(x: 8, y: 8, width: 30, height: 30))
        #expect(session.frame("icon2") == nil)
    }

    @Test("a delegate the header declares is read as nil in a cell shown alone, not refused as a scroll view's member")
    func headerDelegateRead() {
        var session = Session()
        session.script("""
            @implementation ActionCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    UIButton *join = [UIButton buttonWithType:UIButtonTypeCustom];
                    [self.contentView addSubview:join];
                    [join mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.right.equalTo(self.contentView).offset(-15);
                        make.centerY.equalTo(self.contentView);
                        make.width.mas_equalTo(53);
                        make.height.mas_equalTo(25);
                    }];
                }
                return self;
            }
            - (void)joinTapped:(UIButton *)sender {
                if (self.delegate && [self.delegate respondsToSelector:@selector(cellDidJoin:)]) {
                    [self.delegate cellDidJoin:self];
                }
            }
            @end
            """)
        #expect(session.frame("join")?.isAbout(Rect(x: 307, y: (rowContentHeight - 25) / 2, width: 53, height: 25)) == true)
    }

    @Test("a lazy getter beside a delegate method of the same first name: self.webView is the property, as in Swift")
    func propertyBesideMethodOfSameName() {
        var session = Session()
        session.script("""
            @interface ArticleView () <UIWebViewDelegate>
            @property (nonatomic, strong) UIView *page;
            @end
            @implementation ArticleView
            - (instancetype)init {
                if (self = [super init]) {
                    [self addSubview:self.page];
                    [self.page mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.equalTo(self).offset(4);
                        make.width.mas_equalTo(60);
                        make.height.mas_equalTo(30);
                    }];
                }
                return self;
            }
            - (void)page:(UIView *)page didFinishWithError:(NSError *)error {
            }
            - (UIView *)page {
                if (!_page) {
                    _page = [[UIView alloc] init];
                }
                return _page;
            }
            @end
            """)
        #expect(session.frame("page") == Rect(x: 4, y: 4, width: 60, height: 30))
    }

    @Test("a text view has the text input traits a text field has: its return key is set without a word")
    func textViewInputTraits() {
        var session = Session()
        session.script("""
            UITextView *notes = [[UITextView alloc] init];
            notes.returnKeyType = UIReturnKeyDone;
            notes.keyboardAppearance = UIKeyboardAppearanceDark;
            [self.view addSubview:notes];
            notes.frame = CGRectMake(10, 10, 200, 80);
            """)
        #expect(session.frame("notes") == Rect(x: 10, y: 10, width: 200, height: 80))
    }

    @Test("a cell with an init of its own is made with it, and a cell made with a frame alone is a collection view's")
    func cellsByTheirInitializers() {
        var session = Session()
        session.script("""
            @implementation PlainInitCell
            - (instancetype)init {
                self = [super initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"plain"];
                if (self) {
                    UIView *mark = [UIView new];
                    mark.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.contentView addSubview:mark];
                    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-16-[mark(10)]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(mark)]];
                    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-6-[mark(50)]-6-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(mark)]];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("mark") == Rect(x: 16, y: 6, width: 10, height: 50))
        var grid = Session()
        grid.script("""
            @implementation PhotoCell
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIView *thumb = [UIView new];
                    [self.contentView addSubview:thumb];
                    [thumb mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self.contentView).insets(UIEdgeInsetsMake(5, 5, 5, 5));
                        make.width.height.mas_equalTo(70);
                    }];
                }
                return self;
            }
            @end
            """)
        // A collection view's self-sizing item: as small as its constraints allow, 5 + 70 + 5.
        #expect(grid.frame("photoCell")?.size == Size(width: 80, height: 80))
        #expect(grid.frame("thumb") == Rect(x: 5, y: 5, width: 70, height: 70))
    }

    @Test("self.items = … runs the class's own setItems:, whose _items = … stores; enumerateObjectsUsingBlock: visits each item with its index")
    func customSetterAndEnumeration() {
        var session = Session()
        session.script("""
            @interface ShelfController ()
            @property (nonatomic, strong) NSArray *items;
            @end
            @implementation ShelfController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *first = [UIView new];
                UIView *second = [UIView new];
                self.items = @[first, second];
                self.items.lastObject.alpha = 0.5;
            }
            - (void)setItems:(NSArray *)items {
                _items = items;
                [items enumerateObjectsUsingBlock:^(UIView *item, NSUInteger idx, BOOL *stop) {
                    [self.view addSubview:item];
                    item.frame = CGRectMake(10 + idx * 60, 20, 50, 50);
                }];
            }
            @end
            """)
        #expect(session.frame("first") == Rect(x: 10, y: 20, width: 50, height: 50))
        #expect(session.frame("second") == Rect(x: 70, y: 20, width: 50, height: 50))
    }

    @Test("C's chained assignment a = b = value assigns right to left; a flag the header declares, tested alone, starts false")
    func chainedAssignmentAndHeaderFlag() {
        var session = Session()
        session.script("""
            @implementation BadgeView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIView *dot = [UIView new];
                    UIView *ring = [UIView new];
                    [self addSubview:dot];
                    [self addSubview:ring];
                    dot.frame = ring.frame = CGRectMake(4, 4, 12, 12);
                    self.backgroundColor = self.tintColor = [UIColor redColor];
                }
                return self;
            }
            - (void)updateConstraints {
                if (!self.didSetUpConstraints) {
                    [self mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.width.height.mas_equalTo(20);
                    }];
                    self.didSetUpConstraints = YES;
                }
                [super updateConstraints];
            }
            @end
            """)
        #expect(session.frame("dot") == Rect(x: 4, y: 4, width: 12, height: 12))
        #expect(session.frame("ring") == Rect(x: 4, y: 4, width: 12, height: 12))
    }

    @Test("an app's string macro called with no arguments is the app's value, shown as its name with a note; @throw stops the path that reaches it")
    func appMacroAndThrow() {
        var session = Session()
        let outcome = session.run("""
            @implementation TitleController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *heading = [UILabel new];
                heading.text = OK_STRING();
                [self.view addSubview:heading];
                heading.frame = CGRectMake(0, 40, 200, 30);
            }
            - (instancetype)initWithNibName:(NSString *)nibName bundle:(NSBundle *)bundle {
                @throw [NSException exceptionWithName:NSInvalidArgumentException reason:nil userInfo:nil];
            }
            @end
            """)
        #expect(!outcome.failed)
        #expect(session.frame("heading") == Rect(x: 0, y: 40, width: 200, height: 30))
        #expect(outcome.notes.contains { $0.contains("'OK_STRING' is not in the paste") })
        let thrown = session.failing("""
            @implementation LegacyController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self unsupported];
            }
            - (void)unsupported {
                @throw [NSException exceptionWithName:NSInvalidArgumentException reason:nil userInfo:nil];
            }
            @end
            """)
        #expect(thrown.contains("7:5: error: the paste reached @throw: the exception stops the app here"))
    }

    @Test("a message to a property still nil does nothing, as Objective-C answers nil: [self.overlay removeFromSuperview] before it is made, and a yes-or-no question to nil is NO")
    func messagesToNil() {
        var session = Session()
        session.script("""
            @interface OverlayController ()
            @property (nonatomic, strong) UIView *overlay;
            @property (nonatomic, strong) NSArray *marks;
            @end
            @implementation OverlayController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.overlay removeFromSuperview];
                self.overlay = [UIView new];
                [self.view addSubview:self.overlay];
                self.overlay.frame = CGRectMake(0, 0, 100, 100);
                if (![self.marks containsObject:self.overlay]) {
                    self.overlay.frame = CGRectMake(0, 0, 120, 100);
                }
                UIView *first = [@[self.overlay] firstObject];
                first.frame = CGRectMake(0, 0, 120, [@[first] count] * 40);
            }
            @end
            """)
        #expect(session.frame("overlay") == Rect(x: 0, y: 0, width: 120, height: 40))
    }

    @Test("a getter of UIKit's own property over an instance variable (@synthesize textLabel = _textLabel) makes the view once; a variable named weak is a name")
    func synthesizedGetterOfUIKitProperty() {
        var session = Session()
        session.script("""
            @implementation ChoiceCell
            @synthesize textLabel = _textLabel;
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    __weak typeof(self) weak = self;
                    [weak.contentView addSubview:self.textLabel];
                    self.textLabel.text = @"Size";
                    if (self.textLabel.text.length > 0) {
                        [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-16-[label(80)]" options:0 metrics:nil views:@{@"label": self.textLabel}]];
                        [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-12-[label(20)]-12-|" options:0 metrics:nil views:@{@"label": self.textLabel}]];
                    }
                }
                return self;
            }
            - (UILabel *)textLabel {
                if (_textLabel) return _textLabel;
                _textLabel = [[UILabel alloc] init];
                _textLabel.translatesAutoresizingMaskIntoConstraints = NO;
                return _textLabel;
            }
            @end
            """)
        #expect(session.frame("textLabel") == Rect(x: 16, y: 12, width: 80, height: 20))
    }

    @Test("an app's factory named for Auto Layout ([UISlider autolayoutView]) makes the control, not translating its mask, with its intrinsic height")
    func autoLayoutFactory() {
        var session = Session()
        session.script("""
            UISlider *volume = [UISlider autolayoutView];
            [self.view addSubview:volume];
            [volume.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20].active = YES;
            [volume.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:100].active = YES;
            [volume.widthAnchor constraintEqualToConstant:200].active = YES;
            """)
        // A slider's alignment rectangle is 2 points inside its frame on each side (UIKit's table).
        #expect(session.frame("volume") == Rect(x: 18, y: 100, width: 204, height: 31))
    }

    @Test("a macro with parameters whose body is an expression computes as its text would; one only used is the app's, a placeholder with a note; one of statements is spliced in at its use")
    func macrosWithParameters() {
        var session = Session()
        session.script("""
            #define SCALE(x) ((x) * 2)
            #define RGB(r, g, b) [UIColor colorWithRed:(r)/255.0 green:(g)/255.0 blue:(b)/255.0 alpha:1]
            UIView *card = [UIView new];
            [self.view addSubview:card];
            card.backgroundColor = RGB(10, 20, 30);
            card.frame = CGRectMake(SCALE(5), 0, SCALE(SCALE(25)), 40 + KW(3));
            """)
        // In 40 + KW(3) the app's KW(3) counts as 0 and the rest is worked out: 40, and the note says so.
        #expect(session.frame("card") == Rect(x: 10, y: 0, width: 100, height: 40))
        session.script("#define ADD(v) [self.view addSubview:v]; v.frame = CGRectMake(0, 50, 20, 20);")
        let badge = session.script("UIView *badge = [UIView new]; ADD(badge);")
        #expect(badge.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 0, y: 50, width: 20, height: 20))
        // Used as a value, where its statements cannot stand, it is refused with what to paste.
        let refused = session.failing("CGFloat w = ADD(card);")
        #expect(refused.contains("'ADD(…)' is a macro with parameters whose body is not one expression"))
        #expect(refused.contains("paste what it expands to"))
    }

    @Test("a property of the app's own object still nil reads as nil, as Objective-C reads it: a controller building its request from _item.identifier lays out its views")
    func appModelPropertyOfNil() {
        var session = Session()
        session.script("""
            @interface ThreadController ()
            @property (nonatomic, strong) ThreadItem *item;
            @property (nonatomic, strong) UIView *composer;
            @end
            @implementation ThreadController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSString *identifier = _item.identifier;
                self.composer = [UIView new];
                [self.view addSubview:self.composer];
                [self.composer mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.bottom.equalTo(self.view);
                    make.height.mas_equalTo(self.item.replies.count > 0 ? 80 : 44);
                }];
            }
            @end
            """)
        #expect(session.frame("composer") == Rect(x: 0, y: 623, width: 375, height: 44))
    }

    @Test("Foundation's arrays made by a message are arrays: array, alloc/init, arrayWithObjects: up to nil")
    func foundationArrays() {
        var session = Session()
        session.script("""
            NSMutableArray *rows = [NSMutableArray array];
            [rows addObject:@"one"];
            NSMutableArray *more = [[NSMutableArray alloc] init];
            [more addObjectsFromArray:rows];
            [more addObject:@"two"];
            NSArray *titles = [NSArray arrayWithObjects:@"a", @"b", @"c", nil];
            UIView *strip = [UIView new];
            [self.view addSubview:strip];
            strip.frame = CGRectInset(CGRectMake(0, 0, titles.count * 100, more.count * 10 + rows.count), 10, 5);
            """)
        #expect(session.frame("strip") == Rect(x: 10, y: 5, width: 280, height: 11))
    }

    @Test("a stack view made with initWithArrangedSubviews:, its enum constants, setCustomSpacing:afterView: and a weak self")
    func stackView() {
        var session = Session()
        session.script("""
            @interface FormViewController ()
            @property (nonatomic, strong) UIStackView *stack;
            @end

            @implementation FormViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *header = [[UIView alloc] init];
                UIView *field = [[UIView alloc] init];
                UIView *footer = [[UIView alloc] init];
                [header.heightAnchor constraintEqualToConstant:40].active = YES;
                [field.heightAnchor constraintEqualToConstant:30].active = YES;
                [footer.heightAnchor constraintEqualToConstant:20].active = YES;
                self.stack = [[UIStackView alloc] initWithArrangedSubviews:@[header, field, footer]];
                self.stack.axis = UILayoutConstraintAxisVertical;
                self.stack.distribution = UIStackViewDistributionFill;
                self.stack.spacing = 12;
                self.stack.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:self.stack];
                __weak typeof(self) weakSelf = self;
                [NSLayoutConstraint activateConstraints:@[
                    [weakSelf.stack.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:24],
                    [self.stack.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20],
                    [self.stack.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-20],
                ]];
                [self.stack setCustomSpacing:24 afterView:field];
            }
            @end
            """)
        #expect(session.frame("stack") == Rect(x: 20, y: 24, width: 335, height: 126))
        #expect(session.frame("field") == Rect(x: 0, y: 52, width: 335, height: 30))
        #expect(session.frame("footer") == Rect(x: 0, y: 106, width: 335, height: 20))
    }

    @Test("Masonry's NSArray methods: one block for every view, and views distributed with a fixed spacing or a fixed length")
    func masonryArrays() {
        var session = Session()
        session.script("""
            UIView *a = [UIView new]; UIView *b = [UIView new]; UIView *c = [UIView new];
            UIView *d = [UIView new]; UIView *e = [UIView new]; UIView *f = [UIView new];
            for (UIView *v in @[a, b, c, d, e, f]) { [self.view addSubview:v]; }
            NSArray *row = @[a, b, c];
            [row mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:10 leadSpacing:20 tailSpacing:20];
            """)
        session.script("""
            NSArray *row = @[a, b, c];
            [row mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(@100);
                make.height.equalTo(@40);
            }];
            [@[d, e, f] mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(@200);
                make.height.equalTo(@40);
            }];
            [@[d, e, f] mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedItemLength:50 leadSpacing:20 tailSpacing:20];
            """)
        // (375 − 20 − 20 − 2 × 10) / 3 = 105 each.
        #expect(session.frame("a") == Rect(x: 20, y: 100, width: 105, height: 40))
        #expect(session.frame("b") == Rect(x: 135, y: 100, width: 105, height: 40))
        #expect(session.frame("c") == Rect(x: 250, y: 100, width: 105, height: 40))
        // 50 wide, the first at the lead, the last at the tail, the middle one's right at
        // 375 × ½ + ½ × (50 + 20) − 20 / 2 = 212.5: the centres equally spaced.
        #expect(session.frame("d") == Rect(x: 20, y: 200, width: 50, height: 40))
        #expect(session.frame("e") == Rect(x: 162.5, y: 200, width: 50, height: 40).snapped(toPixelsOf: 3))
        #expect(session.frame("f") == Rect(x: 305, y: 200, width: 50, height: 40))
    }

    @Test("Masonry's safe-area attributes are the safe area guide's, on a phone with a notch")
    func masonrySafeArea() {
        var session = Session()
        session.script("""
            device iPhone 15
            UIView *bar = [UIView new];
            [self.view addSubview:bar];
            [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop);
                make.left.right.equalTo(self.view);
                make.height.mas_equalTo(44);
            }];
            """)
        #expect(session.frame("bar") == Rect(x: 0, y: 59, width: 393, height: 44))
    }

    @Test("an outlet's view moved into a scroll view keeps the autoresizing mask the code turned off before moving it")
    func outletMoved() {
        var session = Session()
        session.script("""
            @interface PagerViewController ()
            @property (strong, nonatomic) IBOutlet UIScrollView *scrollView;
            @property (strong, nonatomic) IBOutlet UIView *contentView;
            @end

            @implementation PagerViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.contentView.translatesAutoresizingMaskIntoConstraints = NO;
                [self.scrollView addSubview:self.contentView];
                NSDictionary *views = @{@"contentView": self.contentView};
                NSDictionary *metrics = @{@"height": @(900), @"width": @(375)};
                [self.scrollView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[contentView(height)]|" options:kNilOptions metrics:metrics views:views]];
                [self.scrollView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[contentView(width)]|" options:kNilOptions metrics:metrics views:views]];
            }
            @end
            """)
        #expect(session.frame("contentView") == Rect(x: 0, y: 0, width: 375, height: 900))
        #expect(session.contentSize("scrollView") == Size(width: 375, height: 900))
        #expect(session.layout.conflicts.isEmpty)
    }

    @Test("a message that is never closed is an error at its line and column, and nothing runs")
    func unclosedMessage() {
        var session = Session()
        let text = """
            UIView *box = [UIView new];
            [self.view addSubview:box;
            """
        let rendered = session.failing(text)
        #expect(rendered.hasPrefix("2:26: error: expected ']' or the next part of the message's name, found ';'"))
        #expect(session.layout.id(of: "box") == nil)
    }

    @Test("nesting past the limit is refused at once, whatever nests", arguments: [
        "CGFloat x = " + String(repeating: "!", count: 20_000) + "YES;",
        "CGFloat x = " + String(repeating: "YES ? 1 : ", count: 5_000) + "2;",
        String(repeating: "[", count: 3_000) + "UIView new" + String(repeating: "]", count: 3_000) + ";",
        "int a = 0;\n" + String(repeating: "if (a) {\n", count: 400) + String(repeating: "}\n", count: 400),
    ])
    func deepNesting(_ source: String) {
        var session = Session()
        let outcome = session.run(source)
        #expect(outcome.diagnostics.map(\.message).contains("brackets and blocks nest more than 256 deep here"))
    }

    @Test("Swift's brackets are not Objective-C's messages", arguments: [
        "let views = [a, b]", "let d = [\"a\": a]", "let list = [UIView]()", "items.forEach { [weak self] in self?.x() }",
        "let m: [String: CGFloat] = [\"pad\": 8]", "view box in sv", "box.top == root.top + 8", "vfl root \"H:|-[a]-|\"",
        "@objc func tapped() {}", "@IBOutlet weak var box: UIView!", "let x = a * b", "static let height: CGFloat = 44",
    ])
    func swiftIsNotObjectiveC(_ source: String) {
        #expect(!ObjectiveC.recognises(source))
    }

    @Test("Objective-C says so in its tokens", arguments: [
        "[self.view addSubview:box];", "UIView *box = [UIView new];", "CGFloat pad = 8;", "@interface A : UIView\n@end",
        "- (void)viewDidLoad {\n}", "label.text = @\"Hello\";", "NSArray *views = @[a, b];", "#define kPad 16",
        "static const CGFloat kPad = 8;", "[[UIView alloc] init];",
    ])
    func objectiveCIsRecognised(_ source: String) {
        #expect(ObjectiveC.recognises(source))
    }

    @Test("a message's receiver in brackets is found past brackets nested in it, and unclosed brackets are no message", arguments: [
        ("[[[UIView alloc] initWithFrame:CGRectZero] setHidden:YES];", true),
        ("[[a b] c]", true),
        ("[[a b", false),
        (String(repeating: "[", count: 2000), false),
        ("let grid = [[1, 2], [3, 4]]", false),
    ])
    func nestedReceivers(_ source: String, _ isObjectiveC: Bool) {
        #expect(ObjectiveC.recognises(source) == isObjectiveC)
    }
}

/// PureLayout, in Objective-C and in Swift, beside the Layoutbook commands it stands for.
let pureLayoutCases: [PastedCase] = [
    PastedCase(
        "Objective-C PureLayout: superview edges with insets (far edges inward), a dimension, an edge to another view's",
        native: """
            view card ; view caption
            card.top == root.top + 20 ; card.leading == root.leading + 16 ; card.trailing == root.trailing - 16
            card.height == 120
            caption.top == card.bottom + 8 ; caption.centerX == root.centerX
            caption.width == card.width * 0.5 ; caption.height == 30
            """,
        pasted: """
            UIView *card = [UIView newAutoLayoutView];
            [self.view addSubview:card];
            UIView *caption = [[UIView alloc] initForAutoLayout];
            [self.view addSubview:caption];
            [card autoPinEdgesToSuperviewEdgesWithInsets:ALEdgeInsetsMake(20, 16, 0, 16) excludingEdge:ALEdgeBottom];
            [card autoSetDimension:ALDimensionHeight toSize:120];
            [caption autoPinEdge:ALEdgeTop toEdge:ALEdgeBottom ofView:card withOffset:8];
            [caption autoAlignAxisToSuperviewAxis:ALAxisVertical];
            [caption autoMatchDimension:ALDimensionWidth toDimension:ALDimensionWidth ofView:card withMultiplier:0.5];
            [caption autoSetDimension:ALDimensionHeight toSize:30];
            """),
    PastedCase(
        "Swift PureLayout: autoPinEdge(toSuperviewEdge:withInset:), autoSetDimensions(to:), autoCenterInSuperview()",
        native: """
            view banner ; view badge
            banner.top == root.top ; banner.left == root.left + 10 ; banner.right == root.right - 10 ; banner.height == 60
            badge.width == 44 ; badge.height == 44 ; badge.centerX == root.centerX ; badge.centerY == root.centerY
            """,
        pasted: """
            let banner = UIView()
            view.addSubview(banner)
            banner.autoPinEdge(toSuperviewEdge: .top)
            banner.autoPinEdge(toSuperviewEdge: .left, withInset: 10)
            banner.autoPinEdge(toSuperviewEdge: .right, withInset: 10)
            banner.autoSetDimension(.height, toSize: 60)
            let badge = UIView()
            view.addSubview(badge)
            badge.autoSetDimensions(to: CGSize(width: 44, height: 44))
            badge.autoCenterInSuperview()
            """),
]

@Suite("PureLayout")
struct PureLayoutTests {
    @Test("PureLayout gives the frames and constraints of the commands it stands for", arguments: pureLayoutCases)
    func pureLayoutMatchesNative(_ c: PastedCase) {
        var native = Session()
        native.script(c.native)
        var pasted = Session()
        pasted.script(c.pasted)
        #expect(geometry(of: pasted) == geometry(of: native))
    }

    @Test("a superview inset with an inequality on a far edge is flipped, as PureLayout flips it")
    func flippedInequality() {
        var session = Session()
        session.script("""
            let box = UIView()
            view.addSubview(box)
            box.autoPinEdge(toSuperviewEdge: .bottom, withInset: 30, relation: .greaterThanOrEqual)
            """)
        #expect(session.layout.constraintIDs.map { session.layout.describe($0) }.contains("box.bottom <= root.bottom - 30"))
    }
}
