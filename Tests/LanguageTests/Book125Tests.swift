@testable import Language
import Layout
import Testing

/// What the twenty-fifth round's probes and fresh app code tripped on. Pastes are written for
/// this test; frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, twenty-fifth round")
struct Book125Tests {
    @Test("Masonry: a size attribute alone in the block (`make.width;`, `(void)make.height;`) is installed as Masonry does, equal to 0; a position alone still follows the superview")
    func masonryBareSizeAttributeIsZero() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ZeroViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *rule = [[UIView alloc] init];
                [self.view addSubview:rule];
                [rule mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(self.view).offset(20);
                    make.height.mas_equalTo(40);
                    make.width;
                }];
                UIView *bar = [[UIView alloc] init];
                [self.view addSubview:bar];
                [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                    (void)make.bottom;
                    make.left.right.equalTo(self.view);
                    (void)make.height;
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("rule") == Rect(x: 20, y: 20, width: 0, height: 40))
        // bar.bottom == root.bottom, height 0.
        #expect(session.frame("bar") == Rect(x: 0, y: 667, width: 375, height: 0))
    }

    @Test("a function's inout parameter writes back to the variable passed with & (a y cursor advanced by a helper), and swap(&a, &b) exchanges two values")
    func inoutParametersWriteBack() {
        var session = Session()
        let outcomes = session.script("""
            final class RowsViewController: UIViewController {
                private func place(_ row: UIView, height: CGFloat, at y: inout CGFloat) {
                    row.frame = CGRect(x: 16, y: y, width: view.bounds.width - 32, height: height)
                    view.addSubview(row)
                    y += height + 8
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var cursor: CGFloat = 20
                    let first = UIView()
                    place(first, height: 40, at: &cursor)
                    let second = UIView()
                    place(second, height: 60, at: &cursor)
                    var left: CGFloat = 10
                    var right: CGFloat = 30
                    swap(&left, &right)
                    let third = UIView(frame: CGRect(x: left, y: cursor, width: right, height: 10))
                    view.addSubview(third)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("first") == Rect(x: 16, y: 20, width: 343, height: 40))
        // 20 + 40 + 8
        #expect(session.frame("second") == Rect(x: 16, y: 68, width: 343, height: 60))
        // 68 + 60 + 8; left and right exchanged
        #expect(session.frame("third") == Rect(x: 30, y: 136, width: 10, height: 10))
    }

    @Test("Cartography: inset(…) in a view's own init is the library's function, not a misspelt 'init'; a ConstraintGroup given as replace: loses its earlier constraints, constrain(clear:) empties it, and a group's active turns its constraints off")
    func cartographyGroupsAndInsetInAView() {
        var session = Session()
        let outcomes = session.script("""
            import Cartography
            final class BannerView: UIView {
                let backdrop = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(backdrop)
                    constrain(backdrop, self) { backdrop, container in
                        backdrop.edges == inset(container.edges, 10)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class SlideController: UIViewController {
                let banner = BannerView(frame: .zero)
                let badge = UIView()
                let bar = UIView()
                let slot = ConstraintGroup()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                    constrain(banner) { $0.top == $0.superview!.top ; $0.left == $0.superview!.left ; $0.width == 200 ; $0.height == 100 }
                    view.addSubview(badge)
                    view.addSubview(bar)
                    constrain(badge) { badge in
                        badge.width == 80
                        badge.height == 80
                        badge.left == badge.superview!.left + 20
                    }
                    constrain(badge, replace: slot) { badge in
                        badge.top == badge.superview!.top + 100
                    }
                    constrain(badge, replace: slot) { badge in
                        badge.top == badge.superview!.top + 300
                    }
                    constrain(badge, bar) { badge, bar in
                        bar.top == badge.bottom + 8
                        bar.left == badge.left
                        bar.size == badge.size
                    }
                    let above = constrain(badge, bar) { badge, bar in
                        bar.bottom == badge.top - 8
                    }
                    above.active = false
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("backdrop") == Rect(x: 10, y: 10, width: 180, height: 80))
        // The second replace: wins, with no conflict; the group made above is off.
        #expect(session.frame("badge") == Rect(x: 20, y: 300, width: 80, height: 80))
        #expect(session.frame("bar") == Rect(x: 20, y: 388, width: 80, height: 80))
        #expect(session.layout.conflicts.isEmpty)
        var prompt = Session()
        let cleared = prompt.script("""
            let chip = UIView()
            view.addSubview(chip)
            let spot = ConstraintGroup()
            constrain(chip) { $0.left == $0.superview!.left + 20 ; $0.size == CGSize(width: 80, height: 80) }
            constrain(chip, replace: spot) { $0.top == $0.superview!.top + 100 }
            constrain(clear: spot)
            constrain(chip) { $0.top == $0.superview!.top + 40 }
            """)
        #expect(cleared.allSatisfy { !$0.failed })
        #expect(prompt.frame("chip") == Rect(x: 20, y: 40, width: 80, height: 80))
        #expect(prompt.layout.conflicts.isEmpty)
    }

    @Test("Anchorage: EdgeInsets(top:left:bottom:right:), its name for UIEdgeInsets, insets an edge equation")
    func anchorageEdgeInsets() {
        var session = Session()
        let outcomes = session.script("""
            import Anchorage
            let box = UIView()
            view.addSubview(box)
            box.edgeAnchors == view.edgeAnchors + EdgeInsets(top: 100, left: 20, bottom: 300, right: 20)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 100, width: 335, height: 267))
    }

    @Test("a font weight held in a constant (`static let weight = UIFont.Weight.medium`) is that weight, not the priority 500 `.medium` names elsewhere")
    func fontWeightThroughAConstant() {
        var session = Session()
        let outcomes = session.script("""
            final class PriceController: UIViewController {
                private enum Style {
                    static let size = CGFloat(20)
                    static let weight = UIFont.Weight.medium
                }
                let priceLabel = UILabel()
                let plainLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    priceLabel.text = "Total"
                    priceLabel.font = .systemFont(ofSize: Style.size, weight: Style.weight)
                    plainLabel.text = "Total"
                    plainLabel.font = .systemFont(ofSize: 20, weight: .medium)
                    view.addSubview(priceLabel)
                    view.addSubview(plainLabel)
                    priceLabel.sizeToFit()
                    plainLabel.sizeToFit()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let price = session.frame("priceLabel")
        #expect(price == session.frame("plainLabel"))
        #expect(price?.height == 24)
    }

    @Test("a property of the app's base class whose name is near a literal (`base.showsErrors = false`) is the base class's, skipped with a note, not a misspelt `false`")
    func baseClassPropertyIsNoMisspeltLiteral() {
        var session = Session()
        let outcomes = session.script("""
            final class SignInController: AppBaseController {
                let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    base.showsErrors = false
                    view.addSubview(card)
                    card.translatesAutoresizingMaskIntoConstraints = false
                    card.widthAnchor.constraint(equalToConstant: 280).isActive = true
                    card.heightAnchor.constraint(equalToConstant: 148).isActive = true
                    card.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                    card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 20, y: 100, width: 280, height: 148))
    }

    @Test("TinyConstraints: Constraints() is an array of constraints made inactive (isActive: false), and activate() / deActivate() on it turn them on and off")
    func tinyConstraintsCollectionActivates() {
        var session = Session()
        let outcomes = session.script("""
            import TinyConstraints
            final class TilesController: UIViewController {
                let tile = UIView()
                var wide: Constraints = []
                var tileConstraints: Constraints?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tile)
                    var constraints = Constraints()
                    constraints.append(tile.left(to: view, offset: 20, isActive: false))
                    constraints.append(tile.top(to: view, offset: 100, isActive: false))
                    constraints.append(tile.width(100, isActive: false))
                    constraints.append(tile.height(100, isActive: false))
                    tileConstraints = constraints
                    tileConstraints?.activate()
                    wide = [tile.width(300, isActive: false)]
                    wide.activate()
                    wide.deActivate()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 20, y: 100, width: 100, height: 100))
        #expect(session.layout.conflicts.isEmpty)
    }

    @Test("a view class of the app's written inside its own namespace (`AppUI.Views.FancyLabel()`) stands in as the UIKit class its name says, as the bare name does, and keeps its place in its stack")
    func namespacedAppViewStandsIn() {
        var session = Session()
        let outcomes = session.script("""
            final class NoticeController: UIViewController {
                let column = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    column.axis = .vertical
                    column.spacing = 8
                    let titleLabel = AppUI.Views.FancyLabel()
                    titleLabel.text = "Install profile"
                    titleLabel.font = .systemFont(ofSize: 20, weight: .medium)
                    let bodyLabel = FancyLabel()
                    bodyLabel.text = "Body"
                    column.addArrangedSubview(titleLabel)
                    column.addArrangedSubview(bodyLabel)
                    view.addSubview(column)
                    column.translatesAutoresizingMaskIntoConstraints = false
                    column.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
                    column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 30).isActive = true
                    column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -30).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 24 (20 pt) + 8 + 20.333 (17 pt)
        #expect(session.frame("column") == Rect(x: 30, y: 20, width: 315, height: 157.0 / 3))
        #expect(session.frame("titleLabel") == Rect(x: 0, y: 0, width: 315, height: 24))
        #expect(session.frame("bodyLabel") == Rect(x: 0, y: 32, width: 315, height: 61.0 / 3))
    }

    @Test("a property made by a static builder through its declared type (`lazy var panel: UIStackView = .build { … }`) calls the pasted generic builder with T the declared type; without the builder pasted, the declared class is made, its mask off, and the closure runs on it")
    func staticBuilderByDeclaredType() {
        var session = Session()
        let outcomes = session.script("""
            extension UIView {
                static func build<T: UIView>(_ builder: ((T) -> Void)? = nil) -> T {
                    let view = T()
                    view.translatesAutoresizingMaskIntoConstraints = false
                    builder?(view)
                    return view
                }
            }
            final class CardController: UIViewController {
                private lazy var column: UIStackView = .build { stack in
                    stack.axis = .vertical
                    stack.spacing = 10
                }
                private let first: UIView = .build { $0.heightAnchor.constraint(equalToConstant: 40).isActive = true }
                private let second: UIView = .build()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(column)
                    column.addArrangedSubview(first)
                    column.addArrangedSubview(second)
                    second.heightAnchor.constraint(equalToConstant: 30).isActive = true
                    NSLayoutConstraint.activate([
                        column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                        column.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("column") == Rect(x: 20, y: 10, width: 335, height: 80))
        #expect(session.frame("second") == Rect(x: 0, y: 50, width: 335, height: 30))

        var unpasted = Session()
        let notes = unpasted.script("""
            final class PanelController: UIViewController {
                private lazy var panel: UIView = .build { view in
                    view.backgroundColor = .systemTeal
                }
                private lazy var action: ResizableButton = .build { button in
                    button.setTitle("Go", for: .normal)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(panel)
                    panel.addSubview(action)
                    NSLayoutConstraint.activate([
                        panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                        panel.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                        panel.heightAnchor.constraint(equalToConstant: 100),
                        action.topAnchor.constraint(equalTo: panel.topAnchor),
                        action.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
                    ])
                }
            }
            """)
        #expect(notes.allSatisfy { !$0.failed })
        #expect(unpasted.frame("panel") == Rect(x: 20, y: 10, width: 335, height: 100))
        #expect(unpasted.frame("action")?.origin == Point(x: 0, y: 0))
        #expect(unpasted.layout.conflicts.isEmpty)
        #expect(notes.flatMap(\.notes).contains { $0.contains("'.build { … }' is the app's own builder") && $0.contains("UIButton its name says") })
    }

    @Test("a button configuration's attributed title is measured in its font: 15 pt is 18 + 7 + 7 = 32 tall, 30 pt 36 + 14 = 50, where a plain title is the body style's 17 pt, 34.333")
    func configurationAttributedTitleFont() {
        var session = Session()
        let outcomes = session.script("""
            var small = UIButton.Configuration.plain()
            small.attributedTitle = AttributedString("Resend code", attributes: .init([.font: UIFont.systemFont(ofSize: 15)]))
            let resend = UIButton(configuration: small)
            var large = UIButton.Configuration.plain()
            var title = AttributedString("Resend code")
            title.font = .systemFont(ofSize: 30)
            large.attributedTitle = title
            let big = UIButton(configuration: large)
            var body = UIButton.Configuration.plain()
            body.title = "Resend code"
            let plain = UIButton(configuration: body)
            for (index, button) in [resend, big, plain].enumerated() {
                view.addSubview(button)
                button.translatesAutoresizingMaskIntoConstraints = false
                button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
                button.topAnchor.constraint(equalTo: view.topAnchor, constant: CGFloat(100 * index)).isActive = true
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("resend")?.height == 32)
        #expect(session.frame("big")?.height == 50)
        #expect(session.frame("plain")?.height == 103.0 / 3)
        let widths = ["resend", "plain", "big"].compactMap { session.frame($0)?.width }
        #expect(widths.count == 3 && widths[0] < widths[1] && widths[1] < widths[2])
    }

    @Test("Objective-C: a block among the instance variables, a cast to NSLayoutFormatOptions, @protocol(Name), and a property only the header declares given by @synthesize (zero until set, so `switch` takes `case 0:`) are read")
    func objectiveCBlockIvarCastProtocolSynthesize() {
        var session = Session()
        let outcomes = session.script("""
            typedef NS_ENUM(NSInteger, PageKind) { PageKindIntro = 0, PageKindOther = 1 };
            @protocol WidthHinting <NSObject>
            @end
            @interface PageViewController : UIViewController
            @end
            @implementation PageViewController {
                UIView *graphic;
                void (^onLayout)(void);
            }
            @synthesize kind = _kind;
            - (void)viewDidLoad {
                [super viewDidLoad];
                switch (self.kind) {
                    case PageKindIntro:
                        graphic = [UIView new];
                        break;
                    default:
                        graphic = [UILabel new];
                        break;
                }
                graphic.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:graphic];
                NSDictionary *views = NSDictionaryOfVariableBindings(graphic);
                [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-40-[graphic]-40-|"
                    options:(NSLayoutFormatOptions)0 metrics:nil views:views]];
                [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-100-[graphic(60)]"
                    options:0 metrics:nil views:views]];
                if ([graphic conformsToProtocol:@protocol(WidthHinting)]) {
                    graphic.alpha = 0.5;
                }
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("graphic") == Rect(x: 40, y: 100, width: 295, height: 60))
        #expect(session.layout.view(session.layout.id(of: "graphic")!)?.label == nil)
    }

    @Test("the app's own helpers read by their names: autoHCenterInSuperview centres across only, autoPinWidthToSuperviewWithMargin: pins both sides inset by the margin, not a width of 36")
    func namedHelpersAxisAndPinnedWidth() {
        var session = Session()
        let outcomes = session.script("""
            @implementation CodeEntryViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *badge = [UIView new];
                [self.view addSubview:badge];
                [badge autoSetDimension:ALDimensionWidth toSize:100];
                [badge autoSetDimension:ALDimensionHeight toSize:40];
                [badge autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:100];
                [badge autoHCenterInSuperview];
                UIView *strip = [UIView new];
                [self.view addSubview:strip];
                [strip autoPinWidthToSuperviewWithMargin:36];
                [strip autoSetDimension:ALDimensionHeight toSize:20];
                [strip autoPinEdge:ALEdgeTop toEdge:ALEdgeBottom ofView:badge withOffset:20];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (375 - 100) / 2 = 137.5, on the @3x pixel 137.667.
        #expect(session.frame("badge") == Rect(x: 413.0 / 3, y: 100, width: 100, height: 40))
        #expect(session.frame("strip") == Rect(x: 36, y: 160, width: 303, height: 20))
        #expect(session.layout.conflicts.isEmpty)
    }

    @Test("an app's own question whether the screen is a small phone's (`UIDevice.isTinyFormFactor`, `isSmallScreen`) is answered from the screen, false on a 393×852 phone, true on a 375×667 one, not taken as true")
    func smallScreenQuestion() {
        for (device, width) in [("iPhone 15", 300.0), ("iPhone SE", 180.0)] {
            var session = Session()
            _ = session.script("device \(device)")
            let outcomes = session.script("""
                final class HeroViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let hero = UIView(frame: CGRect(x: 0, y: 0, width: UIDevice.isTinyFormFactor ? 180 : 300, height: 10))
                        view.addSubview(hero)
                    }
                }
                """)
            #expect(outcomes.allSatisfy { !$0.failed })
            #expect(session.frame("hero")?.width == width)
        }
    }

    @Test("a file's global made by a type the file declares below it (`private let shared = Metrics()` above `final class Metrics`) is that type's, as Swift sets globals up at first use")
    func fileGlobalOfALaterType() {
        var session = Session()
        let outcomes = session.script("""
            private let sharedMetrics = Metrics()

            final class Metrics {
                let inset: CGFloat = 24
            }

            final class DotViewController: UIViewController {
                let dot = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(dot)
                    NSLayoutConstraint.activate([
                        dot.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: sharedMetrics.inset),
                        dot.topAnchor.constraint(equalTo: view.topAnchor, constant: sharedMetrics.inset),
                        dot.widthAnchor.constraint(equalToConstant: 20),
                        dot.heightAnchor.constraint(equalToConstant: 20),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 24, y: 24, width: 20, height: 20))
    }

    @Test("setting the frame of a zoomed view (a zoom viewer centring it in layoutSubviews) keeps its zoom: at 2× a 200×300 page given frame (0,126,400,600) keeps bounds 200×300")
    func frameOfAZoomedViewKeepsItsZoom() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            final class ZoomViewController: UIViewController, UIScrollViewDelegate {
                let scroller = UIScrollView()
                let page = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    scroller.frame = view.bounds
                    scroller.delegate = self
                    view.addSubview(scroller)
                    scroller.addSubview(page)
                    scroller.contentSize = page.frame.size
                    scroller.maximumZoomScale = 3
                    scroller.zoomScale = 2
                    var f = page.frame
                    f.origin.y = (scroller.bounds.height - f.height) / 2
                    page.frame = f
                }
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { page }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (852 - 600) / 2 = 126, the page still 400×600 on screen.
        #expect(session.frame("page") == Rect(x: 0, y: 126, width: 400, height: 600))
    }

    @Test("a multi-line string's line-ending backslash joins the next line without its indentation: \"Hello \\ + World\" is \"Hello World\"")
    func multilineStringContinuation() {
        var session = Session()
        let outcomes = session.script("""
            let plain = UILabel()
            plain.text = "Hello World"
            let joined = UILabel()
            joined.text = \"\"\"
                Hello \\
                World
                \"\"\"
            view.addSubview(plain)
            view.addSubview(joined)
            plain.sizeToFit()
            joined.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("joined") == session.frame("plain"))
    }

    @Test("a controller of an app base class not in the paste that overrides UIKit's VoiceOver escape (accessibilityPerformEscape) does not have it run at load as a base-class hook")
    func accessibilityEscapeIsNoBaseHook() {
        var session = Session()
        let outcomes = session.script("""
            final class FormViewController: AppBaseViewController {
                let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                }
                override func accessibilityPerformEscape() -> Bool {
                    card.frame = .zero
                    return true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 20, y: 100, width: 200, height: 120))
    }

    @Test("a cell that overrides systemLayoutSizeFitting (a minimum row height) is shown as tall as its override answers: the table asks the cell so for a self-sizing row")
    func cellOwnSystemLayoutSizeFitting() {
        var session = Session()
        let outcomes = session.script("""
            final class MinHeightCell: UITableViewCell {
                let badge = UIView()
                let caption = UILabel()
                override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority h: UILayoutPriority,
                                                      verticalFittingPriority v: UILayoutPriority) -> CGSize {
                    let size = super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: h, verticalFittingPriority: v)
                    return CGSize(width: size.width, height: max(size.height, 80))
                }
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    caption.text = "Hello"
                    contentView.addSubview(badge)
                    contentView.addSubview(caption)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        badge.widthAnchor.constraint(equalToConstant: 40),
                        badge.heightAnchor.constraint(equalToConstant: 40),
                        badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        caption.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
                        caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        caption.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 8),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The row is 80; the content view, which the cell is here, 80 less the separator's pixel.
        #expect(session.frame("minHeightCell")?.height == 239.0 / 3)
        // Centred down 79.667: (79.667 - 40) / 2 = 19.833, on the pixel.
        #expect(session.frame("badge") == Rect(x: 16, y: 119.0 / 6, width: 40, height: 40).snapped(toPixelsOf: 3))
    }

    @Test("convert(_:to:) and convert(_:from:) map a rect or point between two placed views' coordinates through the screen, nil being the window")
    func convertBetweenViews() {
        var session = Session()
        let outcomes = session.script("""
            let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
            let inner = UIView(frame: CGRect(x: 10, y: 30, width: 100, height: 50))
            view.addSubview(card)
            card.addSubview(inner)
            let marker = UIView()
            view.addSubview(marker)
            marker.frame = inner.convert(inner.bounds, to: view)
            let dot = UIView()
            card.addSubview(dot)
            let p = card.convert(CGPoint(x: 60, y: 160), from: nil)
            dot.frame = CGRect(origin: p, size: CGSize(width: 4, height: 4))
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // inner at (10,30) in card at (20,100): (30,130) on the screen.
        #expect(session.frame("marker") == Rect(x: 30, y: 130, width: 100, height: 50))
        // (60,160) on the screen is (40,60) in card.
        #expect(session.frame("dot") == Rect(x: 40, y: 60, width: 4, height: 4))
    }

    @Test("a pasted NSLayoutConstraint.activate(making:) overload takes only calls with its label: NSLayoutConstraint.activate([…]) and its own activate(making()) are UIKit's")
    func staticOverloadByLabel() {
        var session = Session()
        let outcomes = session.script("""
            extension NSLayoutConstraint {
                static func activate(making: () -> [NSLayoutConstraint]) {
                    activate(making())
                }
            }
            let dot = UIView()
            dot.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(dot)
            NSLayoutConstraint.activate([
                dot.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                dot.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            ])
            NSLayoutConstraint.activate(making: {
                [dot.widthAnchor.constraint(equalToConstant: 20), dot.heightAnchor.constraint(equalToConstant: 20)]
            })
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("a pasted UIView extension method's implicit self (`translatesAutoresizingMaskIntoConstraints = false`) works on a stand-in for the app's class the paste lacks")
    func extensionImplicitSelfOnStandIn() {
        var session = Session()
        let outcomes = session.script("""
            extension UIView {
                func pinAll(_ constraints: [NSLayoutConstraint?]) {
                    guard superview != nil else { return }
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate(constraints.compactMap { $0 })
                }
            }
            final class CardViewController: UIViewController {
                let gauge = GaugeView(style: .compact)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(gauge)
                    gauge.pinAll([
                        gauge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                        gauge.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                        gauge.widthAnchor.constraint(equalToConstant: 20),
                        gauge.heightAnchor.constraint(equalToConstant: 20)])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("gauge") == Rect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("the app's localization macro given one string (`_(@\"Sign in\")`, `LS(@\"…\")`, `localized(\"…\")`) gives that string, measured as the label's text, not the macro's name")
    func localizationMacroGivesItsString() {
        var session = Session()
        let outcomes = session.script("""
            @implementation LoginViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *title = [UILabel new];
                title.text = _(@"Sign in");
                [self.view addSubview:title];
                [title sizeToFit];
                UILabel *plain = [UILabel new];
                plain.text = @"Sign in";
                [self.view addSubview:plain];
                [plain sizeToFit];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("title") == session.frame("plain"))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'_(…)' is not in the paste: taken as the app's localization function") })
    }

    @Test("a scene delegate's scene(_:willConnectTo:options:) runs as the app starts: the controller it gives its window inside a navigation controller is shown under the bar")
    func sceneDelegateStartsTheApp() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            final class SettingsViewController: UIViewController {
                let scroller = UIScrollView()
                let panel = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Settings"
                    scroller.frame = view.bounds
                    view.addSubview(scroller)
                    scroller.addSubview(panel)
                    scroller.contentSize = panel.frame.size
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = UINavigationController(rootViewController: SettingsViewController())
                    window?.makeKeyAndVisible()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let layout = session.layout
        let scroller = layout.id(of: "scroller")!
        // Under a navigation bar the scroll view's content is pushed below it: offset -97.667.
        #expect(abs(layout.bounds(of: scroller).minY + 97.667) < 0.01)
    }

    @Test("the default text size is no accessibility size (traitCollection.preferredContentSizeCategory.isAccessibilityCategory is false), an app's UIDevice.current.isIPad is false on a phone, an app's center(.horizontal, in:) centres across only, and a glass button configuration is read")
    func deviceQuestionsAndAxisCentring() {
        var session = Session()
        let outcomes = session.script("""
            final class PairViewController: UIViewController {
                let left = UIView()
                let right = UIView()
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for v in [left, right, box] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
                    NSLayoutConstraint.activate([
                        left.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        left.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                        left.heightAnchor.constraint(equalToConstant: 20),
                        right.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        right.heightAnchor.constraint(equalToConstant: 20),
                        box.heightAnchor.constraint(equalToConstant: 50),
                        box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    ])
                    if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
                        right.topAnchor.constraint(equalTo: left.bottomAnchor, constant: 4).isActive = true
                    } else {
                        right.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
                    }
                    let width: CGFloat = UIDevice.current.isIPad ? 600 : 100
                    for v in [left, right, box] { v.widthAnchor.constraint(equalToConstant: width).isActive = true }
                    box.center(.horizontal, in: view)
                    let glass = UIButton(configuration: .glass())
                    view.addSubview(glass)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("left") == Rect(x: 0, y: 10, width: 100, height: 20))
        #expect(session.frame("right") == Rect(x: 275, y: 10, width: 100, height: 20))
        #expect(session.frame("box") == Rect(x: 137.5, y: 100, width: 100, height: 50).snapped(toPixelsOf: 3))
        #expect(session.layout.conflicts.isEmpty)
    }

    @Test("a table cell's own bounds, read in its layoutSubviews, are the row's (44), a separator taller than its content view's (43.667): a line at bounds.height - 1 sits at 43")
    func cellOwnBoundsIncludeTheSeparator() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            final class LineCell: UITableViewCell {
                let line = UIView()
                let mark = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(line)
                    contentView.addSubview(mark)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    line.frame = CGRect(x: 0, y: bounds.height - 1, width: 100, height: 1)
                    mark.frame = CGRect(x: 0, y: contentView.bounds.height - 1, width: 10, height: 1)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("line") == Rect(x: 0, y: 43, width: 100, height: 1))
        #expect(session.frame("mark")?.minY == 128.0 / 3)
    }

    @Test("a cell class that says its row's height (`+ (CGFloat)cellHeight` returning 75) is shown in a 75 row; the app's label factory given a colour string (`textColorHexString:`) shows no such text")
    func cellHeightClassMethodAndColourArgument() {
        var session = Session()
        let outcomes = session.script("""
            @implementation CompanyCell
            + (CGFloat)cellHeight { return 75.0; }
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    UIView *icon = [UIView new];
                    [self.contentView addSubview:icon];
                    [icon mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self.contentView).offset(15);
                        make.centerY.equalTo(self.contentView);
                        make.size.mas_equalTo(CGSizeMake(22, 22));
                    }];
                    UILabel *nameLabel = [UILabel labelWithSystemFontSize:16 textColorHexString:@"0x1E2D42"];
                    [self.contentView addSubview:nameLabel];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 75 less the separator's pixel on the bare @3x screen.
        #expect(session.frame("companyCell")?.height == 224.0 / 3)
        #expect(session.layout.id(of: "nameLabel").flatMap { session.layout.view($0)?.label?.text } == "")
    }

    @Test("a closure passed for a parameter a result builder marks (`@ConstraintsBuilder _ make: () -> [NSLayoutConstraint]`) gives its statements' constraints, an if's taken branch included")
    func resultBuilderOfConstraints() {
        var session = Session()
        let outcomes = session.script("""
            @resultBuilder enum ConstraintsBuilder {
                static func buildBlock(_ parts: [NSLayoutConstraint]...) -> [NSLayoutConstraint] { parts.flatMap { $0 } }
                static func buildExpression(_ c: NSLayoutConstraint) -> [NSLayoutConstraint] { [c] }
            }
            extension UIView {
                func addPinned(_ child: UIView, @ConstraintsBuilder _ make: () -> [NSLayoutConstraint]) {
                    child.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(child)
                    NSLayoutConstraint.activate(make())
                }
            }
            final class BadgeViewController: UIViewController {
                let dot = UIView()
                let wide = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addPinned(dot) {
                        dot.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10)
                        dot.topAnchor.constraint(equalTo: view.topAnchor, constant: 10)
                        if wide {
                            dot.widthAnchor.constraint(equalToConstant: 200)
                        } else {
                            dot.widthAnchor.constraint(equalToConstant: 20)
                        }
                        dot.heightAnchor.constraint(equalToConstant: 20)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("viewDidLayoutSubviews reads the frames the layout pass gives: a stack with spacing, added before its mask is turned off, is 20.333 + 8 + 20.333 there, not 0")
    func viewDidLayoutSubviewsSeesSettledFrames() {
        var session = Session()
        let outcomes = session.script("""
            final class SummaryViewController: UIViewController {
                private let stack = UIStackView()
                private let footer = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.axis = .vertical
                    stack.spacing = 8
                    let header = UILabel(); header.text = "Order summary"
                    let total = UILabel(); total.text = "Total"
                    [header, total].forEach(stack.addArrangedSubview)
                    view.addSubview(stack)
                    view.addSubview(footer)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    footer.frame = CGRect(x: 0, y: stack.frame.maxY + 10, width: 100, height: 10)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 100 + 20.333 + 8 + 20.333 + 10
        #expect(session.frame("footer") == Rect(x: 0, y: 476.0 / 3, width: 100, height: 10))
    }
}
