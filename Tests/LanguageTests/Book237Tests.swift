@testable import Language
import Layout
import Testing

/// What the fifty-third round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, fifty-third round")
struct Book237Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("A view's configure(with:) nothing calls is named, also when another class calls a configure() of its own")
    func uncalledConfigureBesideAnotherClassesOwn() {
        // UIKit runs neither: the header is shown without its avatar, and a note says why. The
        // bar's init calls its own private configure(), which is no call of the header's.
        var session = Session()
        let outcomes = session.script("""
            class ProfileHeader: UICollectionReusableView {
                private let avatar = UIImageView()
                private let bar = ToolBar()
                func configure(with name: String) {
                    addSubview(avatar)
                    addSubview(bar)
                    avatar.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        avatar.topAnchor.constraint(equalTo: topAnchor, constant: 16),
                        avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                        avatar.widthAnchor.constraint(equalToConstant: 64),
                        avatar.heightAnchor.constraint(equalToConstant: 64),
                    ])
                }
            }
            final class ToolBar: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    configure()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func configure() { backgroundColor = .red }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.notes(outcomes).contains { $0.hasPrefix("ProfileHeader is shown without what configure(with:)") })
        #expect(session.frame("avatar") == nil)

        // Called by name from outside the bar (`header.configure(with:)`), it runs.
        var called = Session()
        _ = called.script("""
            class ProfileHeader: UIView {
                let avatar = UIView()
                func configure(with name: String) {
                    addSubview(avatar)
                    avatar.frame = CGRect(x: 16, y: 16, width: 64, height: 64)
                }
            }
            final class ToolBar: UIView {
                let header = ProfileHeader()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(header)
                    header.configure(with: "Ada")
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let bar = ToolBar(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
            view.addSubview(bar)
            """)
        #expect(called.frame("avatar") == Rect(x: 16, y: 16, width: 64, height: 64))
    }

    @Test("A table view cell made in code is 320×44 until something sizes it, also in a plain view")
    func codeMadeCellInAPlainView() {
        // UIKit: UITableViewCell(style:reuseIdentifier:) gives the cell a 320×44 frame; added to a
        // plain view and moved down, it keeps that size, and content pinned 6 inside its content
        // view is 308×32 — no conflict.
        var session = Session()
        let outcomes = session.script("""
            class NoteCell: UITableViewCell {
                let box = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(box)
                    box.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(6)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let cell = NoteCell(style: .default, reuseIdentifier: "note")
            view.addSubview(cell)
            cell.frame.origin.y = 100
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        #expect(session.frame("cell") == Rect(x: 0, y: 100, width: 320, height: 44))
        #expect(session.frame("box") == Rect(x: 6, y: 6, width: 308, height: 32))
    }

    @Test("Masonry's target chip.size is the view's CGSize (Masonry has no size attribute of a view), @(card.width) a number")
    func masonrySizeAndBoxedWidthAreValues() {
        // `make.size.mas_equalTo(chip.size)`: the size the chip was made with, 30×12 (Masonry's
        // shorthand defines single attributes only, so `chip.size` is a size whatever the
        // project defines). `equalTo(@(card.width))` boxes a number: 120, the card's frame width
        // through the app's frame category, at the moment the block runs.
        var session = Session()
        let outcomes = session.script("""
            @interface BadgeController : UIViewController
            @end
            @implementation BadgeController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *card = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 120, 60)];
                [self.view addSubview:card];
                UIView *chip = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 30, 12)];
                [self.view addSubview:chip];
                UIView *strip = [[UIView alloc] init];
                [self.view addSubview:strip];
                [chip mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.size.mas_equalTo(chip.size);
                    make.top.left.equalTo(self.view).offset(20);
                }];
                [strip mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.width.equalTo(@(card.width));
                    make.height.mas_equalTo(10);
                    make.top.equalTo(self.view).offset(100);
                    make.left.equalTo(self.view);
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chip") == Rect(x: 20, y: 20, width: 30, height: 12))
        #expect(session.frame("strip") == Rect(x: 0, y: 100, width: 120, height: 10))
    }

    @Test("Where the paste reads a frame category's width as a number, Masonry's mas_equalTo(view.width) is that number, not MAS_SHORTHAND's attribute")
    func frameCategoryWidthInMasonry() {
        // The cell's init runs while its content view is 320 wide: the bar's width is the
        // constant 320 then (UIKit keeps it when the table widens the cell to 375).
        let category = """
            @implementation UIView (Geometry)
            - (CGFloat)width { return self.frame.size.width; }
            @end
            """
        let cell = """
            @interface PriceCell : UITableViewCell
            @end
            @implementation PriceCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    UIView *bar = [UIView new];
                    [self.contentView addSubview:bar];
                    [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self.contentView).offset(10);
                        make.width.mas_equalTo(self.contentView.width);
                        make.height.mas_equalTo(24);
                        make.bottom.equalTo(self.contentView).offset(-10);
                    }];
                }
                return self;
            }
            @end
            """
        var session = Session()
        let outcomes = session.script(category + "\n" + cell)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 10, y: 10, width: 320, height: 24))

        // With MAS_SHORTHAND defined, `self.contentView.width` is the content view's width
        // attribute: the bar is as wide as the content view, 375 in the table's cell.
        var shorthand = Session()
        _ = shorthand.script("#define MAS_SHORTHAND\n" + cell)
        #expect(shorthand.frame("bar")?.width == 375)
    }

    @Test("Objective-C's unsigned char and const unsigned char * declare a variable")
    func unsignedCharDeclarations() {
        var session = Session()
        let outcomes = session.script("""
            @interface TokenController : UIViewController
            @end
            @implementation TokenController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 40)];
                [self.view addSubview:bar];
            }
            - (NSString *)hexFrom:(NSData *)raw {
                const unsigned char *bytes = raw.bytes;
                unsigned char first = bytes[0];
                return [NSString stringWithFormat:@"%02x", first];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("An undeclared function is the app's, not a misspelling of a property that holds no function")
    func undeclaredFunctionBesideAnArrayProperty() {
        var session = Session()
        let outcomes = session.script("""
            @interface ShelfController : UIViewController
            @property (nonatomic, strong) NSArray *list;
            @end
            @implementation ShelfController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 40)];
                [self.view addSubview:bar];
                NSString *url = host(@"items/all");
                NSLog(@"%@", url);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.notes(outcomes).contains("skipped 'host(…)': it is not in the paste (the app's own code)"))
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("A kept Masonry constraint its make block remade takes a new offset and changes nothing")
    func offsetOfARemadeConstraint() {
        // Masonry sets the constant of a constraint no longer installed: the remade block's
        // constraints hold, the badge 15 below the panel (y 10 + 100 + 15 = 125).
        var session = Session()
        let outcomes = session.script("""
            @interface FoldController : UIViewController
            @property (nonatomic, strong) UIView *panel;
            @property (nonatomic, strong) UIView *badge;
            @property (nonatomic, strong) MASConstraint *badgeTop;
            @end
            @implementation FoldController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.panel = [UIView new];
                [self.view addSubview:self.panel];
                [self.panel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.view).offset(10);
                    make.left.right.equalTo(self.view);
                    make.height.equalTo(@100);
                }];
                self.badge = [UIView new];
                [self.view addSubview:self.badge];
                [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    self.badgeTop = make.top.equalTo(self.panel.mas_bottom).offset(5);
                    make.left.equalTo(self.view).offset(20);
                    make.size.mas_equalTo(CGSizeMake(30, 30));
                }];
                [self.badge mas_remakeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.panel.mas_bottom).offset(15);
                    make.right.equalTo(self.view).offset(-20);
                    make.width.height.mas_equalTo(40);
                }];
                [self.badgeTop setOffset:100];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.notes(outcomes).contains { $0.contains("changes a constraint that was removed") })
        #expect(session.frame("badge") == Rect(x: 315, y: 125, width: 40, height: 40))
    }

    @Test("PureLayout 2's class methods on UIView make constraints as NSLayoutConstraint's do")
    func pureLayoutTwoClassMethods() {
        var session = Session()
        let outcomes = session.script("""
            @interface DeckController : UIViewController
            @property (nonatomic, strong) NSArray *wideSet;
            @end
            @implementation DeckController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *panel = [UIView newAutoLayoutView];
                [self.view addSubview:panel];
                self.wideSet = [UIView autoCreateConstraintsWithoutInstalling:^{
                    [panel autoPinEdgesToSuperviewEdgesWithInsets:UIEdgeInsetsMake(100, 16, 20, 16)];
                }];
                [self.wideSet autoInstallConstraints];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 16, y: 100, width: 343, height: 547))
    }

    @Test("A view standing in for an outlet is not refused by the view that takes a constraint to it")
    func outletStandInHeldByAnotherOutlet() {
        var session = Session()
        let outcomes = session.script("""
            @implementation CardController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.captionLabel.translatesAutoresizingMaskIntoConstraints = NO;
                NSLayoutConstraint *top = [NSLayoutConstraint constraintWithItem:self.captionLabel attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.cardView attribute:NSLayoutAttributeTop multiplier:1 constant:10];
                [self.cardView addConstraint:top];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.notes(outcomes).contains { $0.hasPrefix("'captionLabel' stands in for a view whose place in the storyboard is not in the paste") })
        #expect(session.frame("captionLabel")?.minY == 10)
    }

    @Test("A view a loop over the app's data would have set is refused with that loop named")
    func refusalNamesTheEmptyLoop() {
        var session = Session()
        let outcome = session.run("""
            class AlbumController: UIViewController {
                var album: Album!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var previous = UIView()
                    for _ in 0..<album.photoCount {
                        let photo = UIView()
                        view.addSubview(photo)
                        previous = photo
                    }
                    let footer = UIView()
                    view.addSubview(footer)
                    footer.snp.makeConstraints { make in
                        make.top.equalTo(previous.snp.bottom).offset(8)
                        make.left.right.equalToSuperview()
                    }
                }
            }
            """)
        let error = outcome.diagnostics.first { $0.severity == .error }
        #expect(error?.message.hasPrefix("'previous' is not in a view hierarchy yet (the loop at line 6 that would set 'previous' ran no turns") == true)
    }

    @Test("A paste of static helpers that build views, none called, says how to call one")
    func uncalledStaticBuilder() {
        var session = Session()
        let outcomes = session.script("""
            enum CardFactory {
                static func makeCard(in parent: UIView) -> UIView {
                    let card = UIView()
                    parent.addSubview(card)
                    card.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(16)
                    }
                    return card
                }
            }
            """)
        #expect(Self.notes(outcomes).contains("CardFactory.makeCard(in:) builds views, but nothing pasted so far calls it (the app does, "
            + "or a later entry may): nothing is shown yet — call one to see what it builds: CardFactory.makeCard(in: view)"))
        _ = session.run("let card = CardFactory.makeCard(in: view)")
        #expect(session.frame("card") == Rect(x: 16, y: 16, width: 343, height: 635))
    }

    @Test("PinLayout on the controller's own view measures from the window, the screen")
    func pinLayoutOnTheRootView() {
        var session = Session()
        let outcomes = session.script("""
            class FeedController: UIViewController {
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    view.pin.all()
                    banner.pin.top().horizontally(12).height(80)
                }
            }
            """)
        #expect(!Self.notes(outcomes).contains { $0.contains("has no superview yet") })
        #expect(session.frame("banner") == Rect(x: 12, y: 0, width: 351, height: 80))
    }

    @Test("Text in Roboto is as wide as Roboto draws it, its line 1.1719 of the size")
    func robotoWidths() {
        // Roboto 2's advances: "Sign in" at 16 pt is 47.906 wide, "Total" in Bold at 20 pt
        // 44.434; each is rounded up to the screen's third of a point, as UILabel sizes it. The
        // lines are 18.75 and 23.44 tall, rounded up the same way.
        var session = Session()
        let outcomes = session.script("""
            let signIn = UILabel()
            signIn.text = "Sign in"
            signIn.font = UIFont(name: "Roboto-Regular", size: 16)
            view.addSubview(signIn)
            signIn.sizeToFit()
            let total = UILabel()
            total.text = "Total"
            total.font = UIFont(name: "Roboto-Bold", size: 20)
            view.addSubview(total)
            total.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("signIn") == Rect(x: 0, y: 0, width: 48, height: 19))
        let total = session.frame("total")
        #expect(abs((total?.width ?? 0) - 134.0 / 3) < 0.001)
        #expect(abs((total?.height ?? 0) - 71.0 / 3) < 0.001)
    }

    @Test("A viewer that never sets contentSize scrolls over its zoomed image: contentSize is the zoom view's frame after a zoom")
    func zoomedViewerWithoutContentSize() {
        // UIKit: zoomed 2×, the 375×667 image view's frame is 750×1334, which the scroll view
        // takes as its contentSize; the middle of the screen stays on the image's middle, so the
        // offset is (375 − 187.5, 667 − 333.5) = (187.5, 333.5).
        var session = Session()
        let outcomes = session.script("""
            class ViewerController: UIViewController, UIScrollViewDelegate {
                let pane = UIScrollView()
                let picture = UIImageView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(pane)
                    pane.addSubview(picture)
                    pane.delegate = self
                    pane.minimumZoomScale = 1
                    pane.maximumZoomScale = 3
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    pane.frame = view.bounds
                    picture.frame = pane.bounds
                }
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { picture }
            }
            pane.zoomScale = 2
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let facts = session.scrollFacts("pane")
        #expect(facts?.contentSize == Size(width: 750, height: 1334))
        #expect(facts?.contentOffset == Point(x: 187.5, y: 333.5))
    }

    @Test("An offset set while a scroll view waited for its superview is not told to a delegate set afterwards")
    func offsetBeforeTheDelegate() {
        // UIKit tells scrollViewDidScroll(_:) to the delegate the scroll view has when the offset
        // is set: none yet, so the flag stays where it was made.
        var session = Session()
        let outcomes = session.script("""
            @interface PagerView () <UIScrollViewDelegate>
            @property (nonatomic, strong) UIView *flag;
            @end
            @implementation PagerView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _flag = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
                    [self addSubview:_flag];
                    UIScrollView *strip = [[UIScrollView alloc] initWithFrame:self.bounds];
                    strip.contentSize = CGSizeMake(3 * frame.size.width, 100);
                    strip.contentOffset = CGPointMake(frame.size.width, 0);
                    strip.delegate = self;
                    [self addSubview:strip];
                }
                return self;
            }
            - (void)scrollViewDidScroll:(UIScrollView *)scrollView {
                _flag.frame = CGRectMake(100, 200, 10, 10);
            }
            @end
            @implementation PagerHost
            - (void)viewDidLoad {
                [super viewDidLoad];
                PagerView *pager = [[PagerView alloc] initWithFrame:CGRectMake(0, 0, 375, 300)];
                [self.view addSubview:pager];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("flag") == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(session.scrollFacts("strip")?.contentOffset == Point(x: 375, y: 0))
    }

    @Test("Objective-C: a switch of the app's that builds itself is a control at its own frame; (unsigned) casts; typedefs named as their constants")
    func objectiveCControlsCastsAndTypedefs() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ThemeSwitch
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UIView *track = [[UIView alloc] initWithFrame:self.bounds];
                    [self addSubview:track];
                }
                return self;
            }
            @end
            @implementation ThemeHost
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIInterfaceOrientationMask mask = UIInterfaceOrientationMaskAll;
                UIReturnKeyType key = UIReturnKeyDone;
                NSInteger count = 2;
                ThemeSwitch *theme = [[ThemeSwitch alloc] initWithFrame:CGRectMake(20, 100, 200, 44)];
                [self.view addSubview:theme];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, (unsigned)count * 10, 4)];
                [self.view addSubview:bar];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("theme") == Rect(x: 20, y: 100, width: 200, height: 44))
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 20, height: 4))
    }

    @Test("Objective-C: [super initWithStyle:] is a table view controller's, and [self isEnabled] reads a synthesized enabled")
    func tableControllerAndBooleanGetter() {
        var session = Session()
        let outcomes = session.script("""
            @implementation SettingsList
            - (instancetype)initWithStyle:(UITableViewStyle)style {
                self = [super initWithStyle:style];
                return self;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *banner = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 80)];
                self.tableView.tableHeaderView = banner;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tableView") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 80))

        var bar = Session()
        let barOutcomes = bar.script("""
            @implementation ComposeBar
            @synthesize enabled = _enabled;
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _enabled = YES;
                    UIView *knob = [[UIView alloc] initWithFrame:CGRectMake(0, 0, [self isEnabled] ? 40 : 10, 40)];
                    [self addSubview:knob];
                }
                return self;
            }
            @end
            let composer = ComposeBar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
            view.addSubview(composer)
            """)
        #expect(barOutcomes.allSatisfy { !$0.failed })
        #expect(bar.frame("knob") == Rect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test("isActive set to the app's value is on unless it conflicts with the constraints on: one side of a chat bubble")
    func isActiveFromTheAppsData() {
        var session = Session()
        let outcomes = session.script("""
            class BubbleRow: UITableViewCell {
                let bubble = UIView()
                var toLeft: NSLayoutConstraint!
                var toRight: NSLayoutConstraint!
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    bubble.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(bubble)
                    bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4).isActive = true
                    bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4).isActive = true
                    bubble.widthAnchor.constraint(equalToConstant: 200).isActive = true
                    bubble.heightAnchor.constraint(equalToConstant: 40).isActive = true
                    toLeft = bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8)
                    toRight = bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8)
                    toRight.isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
                var message: ChatMessage!
                func show() {
                    toLeft.isActive = message.isIncoming
                    toRight.isActive = message.isOutgoing
                }
            }
            let row = BubbleRow(style: .default, reuseIdentifier: "bubble")
            row.frame = CGRect(x: 0, y: 0, width: 375, height: 48)
            view.addSubview(row)
            row.show()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        #expect(Self.notes(outcomes).contains { $0.contains("is the app's value, not in the paste: the constraint it would turn on conflicts") })
        #expect(session.frame("bubble") == Rect(x: 167, y: 4, width: 200, height: 40))
    }

    @Test("A cell subview placed only by frames in layoutSubviews is where the last pass put it")
    func cellSubviewPlacedInLayoutSubviews() {
        // UIKit: the row is 44 tall (its content view 43.667, the separator below), and the badge
        // is set after the pass at (12, 5, 33.667, 33.667).
        var session = Session()
        let outcomes = session.script("""
            class IconRow: UITableViewCell {
                let badge: UIView = {
                    let v = UIView()
                    v.translatesAutoresizingMaskIntoConstraints = false
                    return v
                }()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(badge)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    let side = contentView.bounds.height - 10
                    badge.frame = CGRect(x: 12, y: 5, width: side, height: side)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let badge = session.frame("badge")
        #expect(badge?.minX == 12 && badge?.minY == 5)
        #expect(abs((badge?.width ?? 0) - 101.0 / 3) < 0.001)
        #expect(session.layout.ambiguities().isEmpty)
    }

    @Test("An app base whose subclass overrides collectionView(_:numberOfItemsInSection:) is a collection view controller")
    func appBaseOfACollectionController() {
        var session = Session()
        let outcomes = session.script("""
            class StripController: AppListController {
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("collectionView") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("'scroll' given a path says to write the view's own name, and changes nothing")
    func scrollCommandGivenAPath() {
        var session = Session()
        _ = session.script("""
            class Strip: UIView {
                let pane = UIScrollView()
            }
            let strip = Strip()
            view.addSubview(strip)
            strip.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            strip.addSubview(strip.pane)
            strip.pane.frame = strip.bounds
            strip.pane.contentSize = CGSize(width: 900, height: 100)
            """)
        let refused = session.run("scroll strip.pane to 400,0")
        #expect(refused.diagnostics.first?.message.hasPrefix("'scroll' names a scroll view by its own name, not a path ('strip.pane'): "
            + "write 'scroll pane to x,y'") == true)
        #expect(session.scrollFacts("pane")?.contentOffset == Point(x: 0, y: 0))
        _ = session.run("scroll pane to 400,0")
        #expect(session.scrollFacts("pane")?.contentOffset == Point(x: 400, y: 0))
    }

    @Test("A zoom in code calls the delegate's scrollViewDidZoom(_:), as UIKit does")
    func zoomInCodeTellsTheDelegate() {
        var session = Session()
        let outcomes = session.script("""
            class ZoomProbe: UIViewController, UIScrollViewDelegate {
                let zoomer = UIScrollView()
                let photo = UIView()
                var zooms = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    zoomer.frame = view.bounds
                    zoomer.delegate = self
                    view.addSubview(zoomer)
                    photo.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
                    zoomer.addSubview(photo)
                    zoomer.contentSize = photo.frame.size
                    zoomer.minimumZoomScale = 0.25
                    zoomer.maximumZoomScale = 3
                    zoomer.zoomScale = 0.25
                    zoomer.setZoomScale(0.25, animated: false)
                    print("zooms", zooms)
                }
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
                func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Once: the second call sets the scale it already has.
        #expect(outcomes.flatMap(\.displays).contains { if case .text("zooms 1") = $0 { true } else { false } })
    }

    @Test("Objective-C: a category getter read with dot syntax runs, whatever UIKit name it resembles; a Class variable is the class it names")
    func categoryGetterAndClassVariable() {
        var session = Session()
        let outcomes = session.script("""
            @implementation UIView (Extent)
            - (CGFloat)hight { return self.frame.size.height; }
            @end
            @implementation DotBox
            - (void)layoutSubviews {
                [super layoutSubviews];
                UIView *dot = self.subviews.firstObject;
                Class tabButton = NSClassFromString(@"UITabBarButton");
                if ([dot isKindOfClass:tabButton]) {
                    dot.frame = CGRectMake(0, 0, 75, 49);
                } else {
                    dot.frame = CGRectMake(20, self.hight - 10, 10, 10);
                }
            }
            @end
            @implementation DotHost
            - (void)viewDidLoad {
                [super viewDidLoad];
                DotBox *box = [[DotBox alloc] initWithFrame:CGRectMake(0, 100, 200, 300)];
                [self.view addSubview:box];
                UIView *dot = [[UIView alloc] init];
                [box addSubview:dot];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 20, y: 290, width: 10, height: 10))
    }

    @Test("A misspelt view typed to see its frame is named as a misspelling, not as an unused value")
    func misspeltFrameRead() {
        var session = Session()
        _ = session.script("let avatar = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))\nview.addSubview(avatar)")
        let typo = session.run("avatr.frame")
        #expect(typo.diagnostics.first?.message == "no name 'avatr' is declared here")
        #expect(typo.diagnostics.first?.suggestion == "avatar")
        let unused = session.run("avatar.frame")
        #expect(unused.diagnostics.first?.message == "this value is not used")
    }
}
