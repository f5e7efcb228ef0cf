@testable import Language
import Layout
import Testing

/// What the twenty-second round's probes and fresh app code tripped on. Pastes are written for
/// this test; frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, twenty-second round")
struct Book122Tests {
    @Test("a padded label's intrinsicContentSize adds its insets to its text once, however many entries later it is asked again")
    func paddedLabelPadsOnce() {
        var session = Session()
        let outcomes = session.script("""
            class PaddedLabel: UILabel {
                var insets = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
                override var intrinsicContentSize: CGSize {
                    let size = super.intrinsicContentSize
                    return CGSize(width: size.width + insets.left + insets.right,
                                  height: size.height + insets.top + insets.bottom)
                }
            }
            let badge = PaddedLabel()
            badge.text = "NEW"
            let plain = UILabel()
            plain.text = "NEW"
            view.addSubview(badge)
            view.addSubview(plain)
            badge.translatesAutoresizingMaskIntoConstraints = false
            plain.translatesAutoresizingMaskIntoConstraints = false
            badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
            plain.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10).isActive = true
            plain.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let text = session.frame("plain")!.size
        // The badge is its text and 6 + 6 across, 2 + 2 down.
        let padded = Size(width: text.width + 12, height: text.height + 4)
        #expect(session.frame("badge")?.size == padded)
        // Two more entries lay the views out again; the override is asked again each time and
        // must start from the text, not from its own last answer.
        _ = session.script("""
            badge.setContentHuggingPriority(.required, for: .horizontal)
            view.layoutIfNeeded()
            """)
        #expect(session.frame("badge") == Rect(x: 10, y: 10, width: padded.width, height: padded.height))
        // A new text is measured afresh, and padded once.
        _ = session.script("""
            badge.text = "NEWER"
            plain.text = "NEWER"
            """)
        let longer = session.frame("plain")!.size
        let badge = session.frame("badge")!.size
        #expect(abs(badge.width - (longer.width + 12)) < 0.001 && abs(badge.height - (longer.height + 4)) < 0.001)
        #expect(longer.width > text.width)
    }

    @Test("an `override var frame` whose setter calls `super.frame = newValue` moves the view, and its own code follows")
    func frameSetterOverrideMovesTheView() {
        var session = Session()
        let outcomes = session.script("""
            class Tile: UIView {
                let caption = UILabel()
                override var frame: CGRect {
                    get { return super.frame }
                    set {
                        super.frame = newValue
                        caption.frame = CGRect(x: 0, y: 0, width: newValue.width, height: newValue.height / 2)
                    }
                }
            }
            let tile = Tile()
            tile.addSubview(tile.caption)
            view.addSubview(tile)
            tile.frame = CGRect(x: 10, y: 20, width: 120, height: 60)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // UIKit's frame is set by the override, then the caption takes the top half of it.
        #expect(session.frame("tile") == Rect(x: 10, y: 20, width: 120, height: 60))
        #expect(session.frame("caption") == Rect(x: 0, y: 0, width: 120, height: 30))
    }

    @Test("Objective-C: `view.frame = r` sends the class's own `- (void)setFrame:`, whose `[super setFrame:]` sets UIKit's frame")
    func objectiveCSetFrameOverride() {
        var session = Session()
        let outcomes = session.script("""
            @interface StripView : UIView
            @property (nonatomic, strong) UIView *bar;
            @end
            @implementation StripView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _bar = [[UIView alloc] initWithFrame:CGRectZero];
                    [self addSubview:_bar];
                }
                return self;
            }
            - (void)setFrame:(CGRect)frame {
                [super setFrame:frame];
                self.bar.frame = CGRectMake(0, frame.size.height - 4, frame.size.width, 4);
            }
            @end
            @implementation StripViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                StripView *strip = [[StripView alloc] initWithFrame:CGRectMake(0, 0, 100, 40)];
                [self.view addSubview:strip];
                strip.frame = CGRectMake(0, 100, 375, 50);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 100, width: 375, height: 50))
        // The bar is the bottom 4 points of the last frame set: y = 50 − 4.
        #expect(session.frame("bar") == Rect(x: 0, y: 46, width: 375, height: 4))
    }

    @Test("Objective-C: setting a property from another class runs the class's own setter, whose `_count = count` stores it")
    func objectiveCCustomSetterFromOutside() {
        var session = Session()
        let outcomes = session.script("""
            @interface CounterView : UIView
            @property (nonatomic, assign) NSInteger count;
            @property (nonatomic, strong) UIView *fill;
            @end
            @implementation CounterView
            - (instancetype)init {
                if (self = [super init]) {
                    _fill = [UIView new];
                    [self addSubview:_fill];
                }
                return self;
            }
            - (void)setCount:(NSInteger)count {
                _count = count;
                self.fill.frame = CGRectMake(0, 0, 10 * count, 8);
            }
            @end
            @implementation CounterViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                CounterView *counter = [CounterView new];
                counter.frame = CGRectMake(20, 20, 200, 8);
                [self.view addSubview:counter];
                counter.count = 7;
                counter.count = counter.count + 1;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The setter ran twice: 7, then the stored 7 read back and one more, 8 × 10 wide.
        #expect(session.frame("fill") == Rect(x: 0, y: 0, width: 80, height: 8))
    }

    @Test("an extension's addSubview(_:layout:) with a default for its block calls UIKit's addSubview(_:) inside, not itself")
    func extensionOverloadWithADefaultCallsUIKits() {
        var session = Session()
        let outcomes = session.script("""
            extension UIView {
                func addSubview(_ child: UIView, layout: ((ConstraintMaker) -> Void) = { _ in }) {
                    addSubview(child)
                    child.snp.makeConstraints(layout)
                }
            }
            let card = UIView()
            view.addSubview(card) {
                $0.top.leading.equalToSuperview().offset(20)
                $0.size.equalTo(CGSize(width: 200, height: 120))
            }
            let badge = UIView()
            let pinCorner: (ConstraintMaker) -> Void = { make in
                make.bottom.trailing.equalToSuperview().inset(5)
                make.size.equalTo(10)
            }
            card.addSubview(badge, layout: pinCorner)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 20, y: 20, width: 200, height: 120))
        // In the card's bottom-right corner, 5 in: x = 200 − 5 − 10, y = 120 − 5 − 10.
        #expect(session.frame("badge") == Rect(x: 185, y: 105, width: 10, height: 10))
    }

    /// The width of `text` on one line in the system font, rounded up to the @3x pixel, as a label sizes.
    static func lineWidth(_ text: String, _ size: Double, _ weight: FontWeight = .regular) -> Double {
        TextMetrics.roundedUp(TextMetrics.width(text, fontSize: size, weight: weight), scale: 3)
    }

    @Test("an attributed text put together from parts in different fonts is as wide as its parts, each in its own font, and as tall as its largest")
    func mixedFontsMeasurePartByPart() {
        var session = Session()
        let outcomes = session.script("""
            let price = UILabel()
            let text = NSMutableAttributedString(string: "$", attributes: [.font: UIFont.systemFont(ofSize: 14)])
            text.append(NSAttributedString(string: "42", attributes: [.font: UIFont.boldSystemFont(ofSize: 32)]))
            text.append(NSAttributedString(string: ".99", attributes: [.font: UIFont.systemFont(ofSize: 14)]))
            price.attributedText = text
            view.addSubview(price)
            price.translatesAutoresizingMaskIntoConstraints = false
            price.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
            price.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10).isActive = true
            let caption = UILabel()
            caption.font = .systemFont(ofSize: 13)
            let head = NSMutableAttributedString(string: "Total ")
            head.append(NSAttributedString(string: "12", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
            caption.attributedText = head
            view.addSubview(caption)
            caption.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let parts = TextMetrics.width("$", fontSize: 14) + TextMetrics.width("42", fontSize: 32, weight: .bold)
            + TextMetrics.width(".99", fontSize: 14)
        // One line of the 32-pt font: 32 × 1.1934 = 38.19, 38.333 at @3x.
        #expect(session.frame("price") == Rect(x: 10, y: 10, width: TextMetrics.roundedUp(parts, scale: 3), height: 38 + 1.0 / 3))
        // Narrower than the whole text in the largest font, wider than in the smallest.
        #expect(session.frame("price")!.width < Self.lineWidth("$42.99", 32, .bold))
        #expect(session.frame("price")!.width > Self.lineWidth("$42.99", 14))
        // A part with no font is in the label's own, 13 pt; the line is the 17-pt part's.
        let caption = TextMetrics.width("Total ", fontSize: 13) + TextMetrics.width("12", fontSize: 17, weight: .bold)
        #expect(session.frame("caption") == Rect(x: 0, y: 0, width: TextMetrics.roundedUp(caption, scale: 3), height: 20 + 1.0 / 3))
        // Plain text set afterwards is the label's font throughout, whatever it was made of.
        _ = session.script("""
            price.text = "$42.99"
            """)
        #expect(session.frame("price")?.width == Self.lineWidth("$42.99", 32, .bold))
    }

    @Test("Objective-C: appendAttributedString: adds the part, in its own font")
    func objectiveCAppendAttributedString() {
        var session = Session()
        let outcomes = session.script("""
            @implementation PriceViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *price = [[UILabel alloc] init];
                NSMutableAttributedString *s = [[NSMutableAttributedString alloc] initWithString:@"$"
                    attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:14]}];
                [s appendAttributedString:[[NSAttributedString alloc] initWithString:@"42"
                    attributes:@{NSFontAttributeName: [UIFont boldSystemFontOfSize:32]}]];
                price.attributedText = s;
                [self.view addSubview:price];
                [price sizeToFit];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let parts = TextMetrics.width("$", fontSize: 14) + TextMetrics.width("42", fontSize: 32, weight: .bold)
        #expect(session.frame("price") == Rect(x: 0, y: 0, width: TextMetrics.roundedUp(parts, scale: 3), height: 38 + 1.0 / 3))
    }

    @Test("a static member a pasted protocol extension gives is the adopting class's: Card.padding and Self.padding are 20, not 0")
    func protocolExtensionStaticMember() {
        var session = Session()
        let outcomes = session.script("""
            protocol Spacing {}
            extension Spacing {
                static var padding: CGFloat { 20 }
                static func inset(times n: CGFloat) -> CGFloat { padding * n }
            }
            class BaseCard: UIView, Spacing {}
            final class Card: BaseCard {
                let title = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Card.padding),
                        title.topAnchor.constraint(equalTo: topAnchor, constant: Self.padding),
                        title.widthAnchor.constraint(equalToConstant: Card.inset(times: 3)),
                        title.heightAnchor.constraint(equalToConstant: 10),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let card = Card(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            view.addSubview(card)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("Card.padding") })
        // The superclass adopts the protocol: 20 in from the top and left, 3 × 20 wide.
        #expect(session.frame("title") == Rect(x: 20, y: 20, width: 60, height: 10))
    }

    @Test("a whole number a nested type declares (`Layout.columns` of a private enum in the view class) divides as an Int")
    func nestedTypeWholeNumberDivides() {
        var session = Session()
        let outcomes = session.script("""
            final class Grid: UIView {
                private enum Layout {
                    static let columns = 3
                    static let side: CGFloat = 50
                }
                var tiles: [UIView] = []
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for _ in 0..<5 {
                        let tile = UIView()
                        addSubview(tile)
                        tiles.append(tile)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    for (index, tile) in tiles.enumerated() {
                        let row = index / Layout.columns
                        let column = index % Grid.Layout.columns
                        tile.frame = CGRect(x: CGFloat(column) * Layout.side, y: CGFloat(row) * Layout.side,
                                            width: Layout.side, height: Layout.side)
                    }
                }
            }
            let grid = Grid(frame: CGRect(x: 0, y: 0, width: 150, height: 100))
            view.addSubview(grid)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Index 4 is row 4 / 3 = 1 (not 1.333), column 1: at (50, 50).
        #expect(session.frame("tile5") == Rect(x: 50, y: 50, width: 50, height: 50))
        #expect(session.frame("tile2") == Rect(x: 50, y: 0, width: 50, height: 50))
    }

    @Test("an app's convenience initialiser of UIStackView that calls self.init(arrangedSubviews:) arranges the views it is given")
    func convenienceInitArrangesTheViews() {
        var session = Session()
        let outcomes = session.script("""
            extension UIStackView {
                convenience init(axis: NSLayoutConstraint.Axis, spacing: CGFloat = 0, _ views: [UIView]) {
                    self.init(arrangedSubviews: views)
                    self.axis = axis
                    self.spacing = spacing
                    translatesAutoresizingMaskIntoConstraints = false
                }
            }
            let top = UIView()
            let bottom = UIView()
            top.heightAnchor.constraint(equalToConstant: 30).isActive = true
            bottom.heightAnchor.constraint(equalToConstant: 40).isActive = true
            let column = UIStackView(axis: .vertical, spacing: 10, [top, bottom])
            view.addSubview(column)
            NSLayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                column.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 30 + 10 + 40 tall, 375 − 40 wide; the two views one above the other.
        #expect(session.frame("column") == Rect(x: 20, y: 20, width: 335, height: 80))
        #expect(session.frame("top") == Rect(x: 0, y: 0, width: 335, height: 30))
        #expect(session.frame("bottom") == Rect(x: 0, y: 40, width: 335, height: 40))
    }

    @Test("Objective-C: a UIView category's frame accessors (`- (CGFloat)width`, `- (void)setX:`) run under dot syntax")
    func objectiveCCategoryAccessors() {
        var session = Session()
        let outcomes = session.script("""
            @implementation UIView (Frame)
            - (CGFloat)x { return self.frame.origin.x; }
            - (void)setX:(CGFloat)x { CGRect f = self.frame; f.origin.x = x; self.frame = f; }
            - (CGFloat)width { return self.frame.size.width; }
            - (void)setWidth:(CGFloat)width { CGRect f = self.frame; f.size.width = width; self.frame = f; }
            - (CGFloat)maxY { return CGRectGetMaxY(self.frame); }
            @end
            @implementation BarViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 100, 50, 20)];
                [self.view addSubview:bar];
                bar.x = 30;
                bar.width = self.view.width - 60;
                UIView *below = [[UIView alloc] initWithFrame:CGRectMake(bar.x, bar.maxY + 10, 10, 10)];
                [self.view addSubview:below];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 30 in, 375 − 60 wide; the second view 10 below the bar's bottom (100 + 20).
        #expect(session.frame("bar") == Rect(x: 30, y: 100, width: 315, height: 20))
        #expect(session.frame("below") == Rect(x: 30, y: 130, width: 10, height: 10))
    }

    @Test("edgesForExtendedLayout = [] or an opaque bar under a navigation bar lays the root view out below the bar, said; without a bar it changes nothing")
    func edgesForExtendedLayoutIsSaid() {
        var session = Session()
        let outcomes = session.script("""
            in navigation
            edgesForExtendedLayout = []
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A bare screen: no status bar, the bar 44 at its top; the root below it, 667 − 44 tall.
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("edgesForExtendedLayout: UIKit lays the root view out below the navigation bar, 375×623 at (0,44) on the screen")
        })
        #expect(session.frame("root") == Rect(x: 0, y: 0, width: 375, height: 623))
        #expect(session.state.layout.safeAreaInsets(of: .root) == .zero)
        let back = session.script("edgesForExtendedLayout = .all")
        #expect(back.flatMap(\.notes).contains { $0.contains("UIKit lays the root view out under the bars again, filling the screen") })
        #expect(session.frame("root") == Rect(x: 0, y: 0, width: 375, height: 667))
        // An opaque bar does the same in UIKit, unless extendedLayoutIncludesOpaqueBars.
        let opaque = session.script("navigationController?.navigationBar.isTranslucent = false")
        #expect(opaque.flatMap(\.notes).contains { $0.hasPrefix("navigationBar.isTranslucent = false: UIKit lays the root view out below") })
        #expect(session.frame("root") == Rect(x: 0, y: 0, width: 375, height: 623))
        _ = session.script("extendedLayoutIncludesOpaqueBars = true")
        #expect(session.frame("root") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.state.layout.safeAreaInsets(of: .root).top == 44)
        var bare = Session()
        let quiet = bare.script("""
            edgesForExtendedLayout = .all
            edgesForExtendedLayout = []
            navigationController?.navigationBar.isTranslucent = false
            """)
        #expect(quiet.allSatisfy { !$0.failed })
        #expect(!quiet.flatMap(\.notes).contains { $0.contains("edgesForExtendedLayout") || $0.contains("isTranslucent") })
    }

    @Test("Objective-C: `[HeaderView height]` sends the class method `+ (CGFloat)height`, a number, not the method itself")
    func objectiveCClassMethodIsSent() {
        var session = Session()
        let outcomes = session.script("""
            @interface BannerView : UIView
            + (CGFloat)height;
            @end
            @implementation BannerView
            + (CGFloat)height { return 120.f; }
            @end
            @implementation BannerViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                BannerView *banner = [[BannerView alloc] initWithFrame:CGRectMake(0, 0, CGRectGetWidth(self.view.bounds), [BannerView height])];
                [self.view addSubview:banner];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 120))
    }

    @Test("PureLayout's newAutoLayout() on a pasted view class makes that class's view, its own init run, not a plain UIView")
    func newAutoLayoutOfAPastedClass() {
        var session = Session()
        let outcomes = session.script("""
            final class AvatarRow: UIView {
                let avatar = UIImageView.newAutoLayout()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(avatar)
                    avatar.autoSetDimensions(to: CGSize(width: 40, height: 40))
                    avatar.autoPinEdge(toSuperviewEdge: .leading, withInset: 16)
                    avatar.autoAlignAxis(toSuperviewAxis: .horizontal)
                    autoSetDimension(.height, toSize: 64)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let row = AvatarRow.newAutoLayout()
            view.addSubview(row)
            row.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .bottom)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("row") == Rect(x: 0, y: 0, width: 375, height: 64))
        // Its own avatar, centred in its 64: y = (64 − 40) / 2.
        #expect(session.layout.superview(of: session.layout.id(of: "avatar")!) == session.layout.id(of: "row"))
        #expect(session.frame("avatar") == Rect(x: 16, y: 12, width: 40, height: 40))
    }

    @Test("Objective-C: a category's class factory `[UILabel labelWithText:fontSize:]` is the pasted method, whose `[[self alloc] init]` makes a label")
    func objectiveCCategoryFactory() {
        var session = Session()
        let outcomes = session.script("""
            @implementation UILabel (Factory)
            + (instancetype)labelWithText:(NSString *)text fontSize:(CGFloat)size {
                UILabel *label = [[self alloc] init];
                label.text = text;
                label.font = [UIFont systemFontOfSize:size];
                [label sizeToFit];
                return label;
            }
            @end
            @implementation WelcomeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *title = [UILabel labelWithText:@"Welcome" fontSize:28];
                title.frame = CGRectMake(20, 100, title.frame.size.width, title.frame.size.height);
                [self.view addSubview:title];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("not UIKit's") || $0.contains("not in the paste") })
        // Sized to its text by the factory's sizeToFit: one line of the 28-pt font, 33.667 tall at @3x.
        let width = TextMetrics.roundedUp(TextMetrics.width("Welcome", fontSize: 28), scale: 3)
        #expect(session.frame("title") == Rect(x: 20, y: 100, width: width, height: 33 + 2.0 / 3))
    }

    @Test("Objective-C: a pasted weak-self macro (`#define WS(weakSelf) __weak __typeof(&*self)weakSelf = self;`) makes its name self, with no note")
    func objectiveCWeakSelfMacro() {
        var session = Session()
        let outcomes = session.script("""
            #define WS(weakSelf)  __weak __typeof(&*self)weakSelf = self;
            @implementation FormViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                WS(ws);
                UIView *field = [UIView new];
                [self.view addSubview:field];
                [field mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(ws.view).offset(120);
                    make.left.right.equalTo(ws.view).insets(UIEdgeInsetsMake(0, 30, 0, 30));
                    make.height.mas_equalTo(44);
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("WS") || $0.contains("'ws'") })
        #expect(session.frame("field") == Rect(x: 30, y: 120, width: 315, height: 44))
        // The token-pasting form names the alias from its prefix and the object: `weakself`.
        var pasting = Session()
        let pasted = pasting.script("""
            #define WeakSelf(type)  __weak typeof(type) weak##type = type;
            @implementation BarViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                WeakSelf(self);
                UIView *bar = [UIView new];
                [self.view addSubview:bar];
                [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.right.equalTo(weakself.view);
                    make.height.mas_equalTo(44);
                }];
            }
            @end
            """)
        #expect(pasted.allSatisfy { !$0.failed })
        #expect(pasting.frame("bar") == Rect(x: 0, y: 0, width: 375, height: 44))
    }

    @Test("PingFang SC, the Chinese system font apps name, has its own line: 1.4 of its size, a 14-pt line 19.6 (19.667 at @3x), not the system font's 16.7")
    func pingFangLineHeight() {
        var session = Session()
        let outcomes = session.script("""
            let name = UILabel()
            name.font = UIFont(name: "PingFangSC-Regular", size: 14)
            name.text = "Zhang San"
            view.addSubview(name)
            name.sizeToFit()
            let title = UILabel()
            title.font = UIFont(name: "PingFangSC-Semibold", size: 17)
            title.text = "Title"
            view.addSubview(title)
            title.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("name")?.height == 19 + 2.0 / 3)
        // 17 × 1.4 = 23.8, 23.667 rounded up to the @3x pixel: 23.667 < 23.8 ≤ 24.
        #expect(session.frame("title")?.height == 24)
    }
}
