@testable import Language
import Layout
import Testing

/// What the fifty-fourth round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, fifty-fourth round")
struct Book243Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("A scroll view subclass's own zoomView property, set at the top level, is the code's: its delegate returns it")
    func ownZoomViewPropertyAtTopLevel() {
        var session = Session()
        let outcomes = session.script("""
            class Pager: UIScrollView, UIScrollViewDelegate {
                var zoomView: UIView?
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    delegate = self
                    maximumZoomScale = 4
                }
                required init?(coder: NSCoder) { fatalError() }
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
            }
            let pager = Pager(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            view.addSubview(pager)
            let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            pager.addSubview(photo)
            pager.contentSize = photo.frame.size
            pager.zoomView = photo
            pager.zoomScale = 2
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Scaled 2× about its centre: 600×200, and contentSize follows the zoomed frame.
        #expect(session.frame("photo") == Rect(x: 0, y: 0, width: 600, height: 200))
        #expect(session.scrollFacts("pager")?.contentSize == Size(width: 600, height: 200))
    }

    @Test("A subclass's zoom(to point:animated:) that passes a rect reaches UIKit's zoom(to:animated:), not itself")
    func overloadByGeometryReachesUIKit() {
        var session = Session()
        let outcomes = session.script("""
            class Viewer: UIScrollView, UIScrollViewDelegate {
                let picture = UIImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    delegate = self
                    maximumZoomScale = 4
                    addSubview(picture)
                    contentSize = picture.frame.size
                }
                required init?(coder: NSCoder) { fatalError() }
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { picture }
                func zoom(to point: CGPoint, animated: Bool) {
                    zoom(to: CGRect(x: point.x - 50, y: point.y - 50, width: 100, height: 100), animated: animated)
                }
            }
            let viewer = Viewer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            view.addSubview(viewer)
            viewer.zoom(to: CGPoint(x: 100, y: 100), animated: false)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The 100×100 rect fills the 200×200 bounds: scale 2, its origin (50,50) at the top left.
        #expect(session.frame("picture") == Rect(x: 0, y: 0, width: 600, height: 400))
        #expect(session.scrollFacts("viewer")?.contentOffset == Point(x: 100, y: 100))
    }

    @Test("A labelled argument is no argument of an unlabelled parameter: the call is refused, naming the signature")
    func labelledArgumentToUnlabelledParameter() {
        var session = Session()
        _ = session.script("""
            class Keys: UIViewController {
                let pane = UIScrollView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(pane)
                    pane.frame = view.bounds
                }
                func keyboardShown(_ note: Notification) { pane.contentInset.bottom = 10 }
            }
            """)
        let refused = session.run("keyboardShown(height: 300)")
        #expect(refused.failed)
        #expect(refused.diagnostics.first?.message == "'keyboardShown(_:)' needs an unlabelled argument here")
        #expect(session.scrollFacts("pane")?.contentInset.bottom == 0)
    }

    @Test("registerForTraitChanges: the handler or the action runs on rotate when the size class it names changes")
    func registeredTraitChangesRunOnRotate() {
        for registration in [
            "registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, _: UITraitCollection) in self.apply() }",
            "registerForTraitChanges([UITraitVerticalSizeClass.self], action: #selector(apply))",
            "registerForTraitChanges([UITraitVerticalSizeClass.self], target: self, action: #selector(apply))",
        ] {
            var session = Session()
            let outcomes = session.script("""
                class Panels: UIViewController {
                    let first = UIView()
                    let second = UIView()
                    var stacked: [NSLayoutConstraint] = []
                    var sideBySide: [NSLayoutConstraint] = []
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        for v in [first, second] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
                        stacked = [
                            first.topAnchor.constraint(equalTo: view.topAnchor), first.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            first.widthAnchor.constraint(equalTo: view.widthAnchor), first.heightAnchor.constraint(equalToConstant: 100),
                            second.topAnchor.constraint(equalTo: first.bottomAnchor), second.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            second.widthAnchor.constraint(equalTo: view.widthAnchor), second.heightAnchor.constraint(equalToConstant: 100),
                        ]
                        sideBySide = [
                            first.topAnchor.constraint(equalTo: view.topAnchor), first.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            first.widthAnchor.constraint(equalToConstant: 100), first.heightAnchor.constraint(equalTo: view.heightAnchor),
                            second.topAnchor.constraint(equalTo: view.topAnchor), second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
                            second.widthAnchor.constraint(equalToConstant: 100), second.heightAnchor.constraint(equalTo: view.heightAnchor),
                        ]
                        apply()
                        \(registration)
                    }
                    @objc func apply() {
                        NSLayoutConstraint.deactivate(stacked + sideBySide)
                        NSLayoutConstraint.activate(traitCollection.verticalSizeClass == .compact ? sideBySide : stacked)
                    }
                }
                rotate
                """)
            #expect(outcomes.allSatisfy { !$0.failed }, "\(registration)")
            // Landscape on the default phone: compact height, so the panels stand side by side.
            #expect(session.frame("first") == Rect(x: 0, y: 0, width: 100, height: 375), "\(registration)")
            #expect(session.frame("second") == Rect(x: 100, y: 0, width: 100, height: 375), "\(registration)")
        }
    }

    @Test("A variadic helper that forwards its views to the array overload calls that overload, not itself")
    func variadicForwardsToArrayOverload() {
        var session = Session()
        let outcomes = session.script("""
            extension UIView {
                func attach(_ views: UIView...) { attach(views) }
                func attach(_ views: [UIView]) {
                    for v in views { addSubview(v); v.translatesAutoresizingMaskIntoConstraints = false }
                }
            }
            class Pair: UIView {
                let left = UIView()
                let right = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    attach(left, right)
                    NSLayoutConstraint.activate([
                        left.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        left.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                        left.widthAnchor.constraint(equalToConstant: 50), left.heightAnchor.constraint(equalToConstant: 50),
                        right.topAnchor.constraint(equalTo: left.topAnchor),
                        right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
                        right.widthAnchor.constraint(equalToConstant: 30), right.heightAnchor.constraint(equalToConstant: 30),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let pair = Pair(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            view.addSubview(pair)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("left") == Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(session.frame("right") == Rect(x: 70, y: 10, width: 30, height: 30))
    }

    @Test("A cell extension's override that forwards to contentView reaches UIView's method: the content view is a plain view")
    func cellOverrideForwardsToContentView() {
        var session = Session()
        let outcomes = session.script("""
            extension UIView {
                @objc func attach(_ views: [UIView]) {
                    for v in views { addSubview(v); v.translatesAutoresizingMaskIntoConstraints = false }
                }
            }
            extension UITableViewCell {
                override func attach(_ views: [UIView]) { contentView.attach(views) }
            }
            class DotCell: UITableViewCell {
                let dot = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    attach([dot])
                    NSLayoutConstraint.activate([
                        dot.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                        dot.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                        dot.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        dot.widthAnchor.constraint(equalToConstant: 40), dot.heightAnchor.constraint(equalToConstant: 40),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The row is as tall as its content asks: 8 + 40 + 8.
        #expect(session.frame("dotCell") == Rect(x: 0, y: 0, width: 375, height: 56))
        #expect(session.frame("dot") == Rect(x: 16, y: 8, width: 40, height: 40))
    }

    @Test("In a controller's extension, a call of a subview's method of the same name is not a call of the controller's: its set-up methods still run")
    func subviewsSameNamedMethodIsNotTheControllers() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TrackViewController (Layout)
            - (void)setupViews {
                self.titleLabel = [[UILabel alloc] init];
                self.titleLabel.frame = CGRectMake(20, 100, 200, 30);
                [self setupConstraints];
            }
            - (void)setupConstraints {
                [self.view addSubview:self.titleLabel];
                self.banner = [[TrackBannerView alloc] initWithFrame:CGRectMake(0, 0, 375, 80)];
                [self.view addSubview:self.banner];
                [self.banner setupViews];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("titleLabel") == Rect(x: 20, y: 100, width: 200, height: 30))
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 80))
    }

    @Test("Objective-C: centerInSuperview is the app's frame category (TinyConstraints is Swift's); isBottom is a Boolean, not a frame part")
    func objectiveCCategoryWords() {
        var session = Session()
        let outcomes = session.script("""
            @interface NoticeView : UIView
            @property (nonatomic, strong) UILabel *heading;
            @property (nonatomic, strong) UIView *rule;
            @end
            @implementation NoticeView
            - (instancetype)init {
                self = [super initWithFrame:CGRectMake(0, 0, 300, 120)];
                if (self) {
                    _heading = [[UILabel alloc] init];
                    [self addSubview:_heading];
                    _rule = [[UIView alloc] init];
                    [self addSubview:_rule];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                self.heading.frame = CGRectMake(0, 0, 60, 20);
                [self.heading centerInSuperview];
                self.rule.frame = CGRectMake(15, 119, 285, 1);
                if (self.isBottom) {
                    self.rule.frame = CGRectMake(0, 119, 300, 1);
                }
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Centred by frame in 300×120: (120, 50); no constraint is made.
        #expect(session.frame("heading") == Rect(x: 120, y: 50, width: 60, height: 20))
        #expect(session.layout.id(of: "heading").flatMap { session.layout.view($0)?.translatesAutoresizingMaskIntoConstraints } == true)
        #expect(Self.notes(outcomes).contains { $0.hasPrefix("centerInSuperview: the app's own category") })
        // `isBottom` is the header's BOOL, NO until the app sets it: the inset rule stays.
        #expect(session.frame("rule") == Rect(x: 15, y: 119, width: 285, height: 1))
    }

    @Test("Objective-C: an enum declared inside a class extension is the file's; a float divided by zero is inf and the code goes on")
    func objectiveCEnumInExtensionAndDivisionByZero() {
        var session = Session()
        let outcomes = session.script("""
            @interface ShelfView ()
            typedef NS_ENUM(NSInteger, ShelfStyle) {
                ShelfStylePlain,
                ShelfStyleWide
            };
            @property (nonatomic, copy) NSArray *books;
            @property (nonatomic, strong) UILabel *caption;
            @end
            @implementation ShelfView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _caption = [[UILabel alloc] init];
                    [self addSubview:_caption];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGFloat slot = CGRectGetWidth(self.bounds) / self.books.count;
                for (NSUInteger i = 0; i < self.books.count; i++) {
                    UIView *book = self.books[i];
                    book.frame = CGRectMake(i * slot, 0, slot, 40);
                }
                self.caption.frame = CGRectMake(10, 50 * ShelfStyleWide, 200, 20);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("caption") == Rect(x: 10, y: 50, width: 200, height: 20))

        // A frame that is not finite is still refused where it is set.
        var infinite = Session()
        let refused = infinite.script("""
            @implementation StripView : UIView
            - (void)layoutSubviews {
                [super layoutSubviews];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, CGRectGetWidth(self.bounds) / 0, 10)];
                [self addSubview:bar];
            }
            @end
            """)
        #expect(Self.notes(refused).contains { $0.contains("the frame must be finite") })
        #expect(infinite.frame("bar") == nil)
    }

    @Test("A view shown alone is held at its fitting size off the pixel grid: a 0.3-ratio header 112.5 tall makes no conflict")
    func shownViewHeldAtUnroundedFittingSize() {
        var session = Session()
        let outcomes = session.script("""
            class BannerHeader: UIView {
                let art = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    art.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(art)
                    NSLayoutConstraint.activate([
                        art.topAnchor.constraint(equalTo: topAnchor),
                        art.bottomAnchor.constraint(equalTo: bottomAnchor),
                        art.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                        art.heightAnchor.constraint(equalTo: widthAnchor, multiplier: 0.3),
                        art.widthAnchor.constraint(equalTo: art.heightAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        #expect(session.frame("bannerHeader") == Rect(x: 0, y: 0, width: 375, height: 112.5))
    }

    @Test("A class whose unknown base is made through super.init(frame:) is a view; a constraint skipped for its multiplier is said once, as written")
    func unknownBaseInitWithFrameAndSkippedMultiplier() {
        var session = Session()
        let outcomes = session.script("""
            final class PriceField: FormRow {
                private let box = UIView()
                init(limit: Int) {
                    super.init(frame: .zero)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(box)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: topAnchor),
                        box.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24),
                        box.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -24),
                        box.bottomAnchor.constraint(equalTo: bottomAnchor),
                        box.heightAnchor.constraint(equalToConstant: 60),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 24, y: 0, width: 327, height: 60))

        var skipped = Session()
        let notes = Self.notes(skipped.script("""
            final class CoverController: UIViewController {
                private let cover = UIImageView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    cover.image = UIImage(named: "cover")
                    cover.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(cover)
                    guard let art = cover.image else { return }
                    NSLayoutConstraint.activate([
                        cover.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        cover.heightAnchor.constraint(equalTo: cover.widthAnchor, multiplier: art.size.height / art.size.width),
                    ])
                }
            }
            """))
        #expect(notes.filter { $0.hasPrefix("skipped a constraint") }
            == ["skipped a constraint: its multiplier, 'art.size.height / art.size.width', is worked out from what the paste does not hold"])
    }

    @Test("TinyConstraints: edges(to:excluding: .trailing) still pins the right edge (it checks .left and .right only); edgesToSuperview(excluding:) leaves it out")
    func tinyEdgesExcludingTrailing() {
        var session = Session()
        let outcomes = session.script("""
            import TinyConstraints
            let rail = UIView()
            view.addSubview(rail)
            rail.edges(to: view, excluding: .trailing)
            rail.width(80, priority: .defaultHigh)
            let side = UIView()
            view.addSubview(side)
            side.edgesToSuperview(excluding: .trailing)
            side.width(80, priority: .defaultHigh)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The right edge holds at required priority: the width of 80 gives way.
        #expect(session.frame("rail") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(Self.notes(outcomes).contains { $0.hasPrefix("edges(to:excluding: .trailing): TinyConstraints' edges(to:) checks only") })
        #expect(session.frame("side") == Rect(x: 0, y: 0, width: 80, height: 667))
    }

    @Test("Objective-C: UIKit's orientation and text-size macros read the screen; accessibility settings are off; a Width macro is the screen's width")
    func objectiveCUIKitMacros() {
        var session = Session()
        let outcomes = session.script("""
            @interface DockView : UIView
            @property (nonatomic, strong) UIView *panel;
            @property (nonatomic, strong) UIView *rule;
            @end
            @implementation DockView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _panel = [[UIView alloc] init];
                    [self addSubview:_panel];
                    _rule = [[UIView alloc] initWithFrame:CGRectMake(0, 40, Width, 1)];
                    [self addSubview:_rule];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                BOOL wide = UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation);
                BOOL large = UIContentSizeCategoryIsAccessibilityCategory(self.traitCollection.preferredContentSizeCategory);
                if (wide || large || UIAccessibilityIsBoldTextEnabled()) {
                    self.panel.frame = CGRectMake(CGRectGetWidth(self.bounds) / 2, 0, CGRectGetWidth(self.bounds) / 2, 100);
                } else {
                    self.panel.frame = CGRectMake(0, 0, CGRectGetWidth(self.bounds), 100);
                }
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A portrait phone at the default text size, bold text off: the full-width branch.
        #expect(session.frame("panel") == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(session.frame("rule") == Rect(x: 0, y: 40, width: 375, height: 1))
    }

    @Test("fit measures a cell as UIKit does: a constraint its 44-pt row broke holds again, and a sizing cell never placed is measured off screen")
    func fitMeasuresBrokenAndDetachedCells() {
        var session = Session()
        _ = session.script("""
            class BadgeCell: UITableViewCell {
                let card = UIView()
                func configure(cardHeight: CGFloat) {
                    contentView.addSubview(card)
                    card.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        card.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                        card.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
                        card.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        card.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                        card.heightAnchor.constraint(equalToConstant: cardHeight),
                    ])
                }
            }
            badgeCell.configure(cardHeight: 52)
            """)
        // The row still 44 tall breaks the card's 52; asked for its height, the cell is 4 + 52 + 4.
        let fitted = session.run("fit badgeCell")
        #expect(fitted.notes.contains { $0.hasPrefix("fit badgeCell: 375×60 ") })

        var sizing = Session()
        _ = sizing.script("""
            class NoteCell: UITableViewCell {
                let body = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    body.text = "Hello"
                    contentView.addSubview(body)
                    body.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                        body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                        body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                        body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let sizer = NoteCell(style: .default, reuseIdentifier: nil)
            """)
        // A code-made cell is 320 wide; one line of 17-pt text and 12 above and below: 44.333.
        let measured = sizing.run("fit sizer")
        #expect(!measured.failed)
        #expect(measured.notes.contains { $0.hasPrefix("fit sizer: 320×44.333 ") && $0.hasSuffix("(measured off screen: it is in no view hierarchy)") })
        #expect(sizing.layout.id(of: "sizer") == nil)
    }

    @Test("At the prompt, assigning a property of a class Objective-C declared sends its setter, as Swift does")
    func objectiveCSetterFromThePrompt() {
        var session = Session()
        _ = session.script("""
            @interface PipRow : UIView
            @property (nonatomic, assign) NSInteger count;
            @end
            @implementation PipRow
            - (void)setCount:(NSInteger)count {
                _count = count;
                for (NSInteger i = 0; i < count; i++) {
                    UIView *pip = [[UIView alloc] initWithFrame:CGRectMake(10 + 30 * i, 10, 20, 20)];
                    [self addSubview:pip];
                }
            }
            @end
            """)
        let outcome = session.run("pipRow.count = 2")
        #expect(!outcome.failed)
        #expect(session.frame("pip") == Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(session.frame("pip2") == Rect(x: 40, y: 10, width: 20, height: 20))
    }

    @Test("A view's center is UIKit's property beside the app's center(in:); a bare activate in an NSLayoutConstraint extension is UIKit's, and so is activate given constraints beside the app's overload")
    func uikitNamesBesidePastedOverloads() {
        var session = Session()
        let outcomes = session.script("""
            extension UIView {
                func center(in other: UIView) {
                    translatesAutoresizingMaskIntoConstraints = false
                    centerXAnchor.constraint(equalTo: other.centerXAnchor).isActive = true
                }
            }
            protocol LayoutGroup {}
            extension NSLayoutConstraint: LayoutGroup {}
            extension NSLayoutConstraint {
                class func activate(_ groups: [LayoutGroup]) { }
                class func activateAll(_ list: [NSLayoutConstraint]) { activate(list) }
            }
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            view.addSubview(badge)
            badge.center = CGPoint(x: view.center.x, y: 100)
            let dot = UIView()
            dot.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(dot)
            NSLayoutConstraint.activate([dot.widthAnchor.constraint(equalToConstant: 20), dot.heightAnchor.constraint(equalToConstant: 20)])
            NSLayoutConstraint.activateAll([dot.topAnchor.constraint(equalTo: view.topAnchor), dot.leadingAnchor.constraint(equalTo: view.leadingAnchor)])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 137.5, y: 80, width: 100, height: 40))
        #expect(session.frame("dot") == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test("[.gap(20), icon] as views calls the pasted UIView extension's static factory; AppScreenWidth is the screen's width")
    func implicitStaticFactoryAndPrefixedScreenMacro() {
        var session = Session()
        let outcomes = session.script("""
            extension UIView {
                static func gap(_ width: CGFloat) -> UIView {
                    let v = UIView()
                    v.translatesAutoresizingMaskIntoConstraints = false
                    v.widthAnchor.constraint(equalToConstant: width).isActive = true
                    return v
                }
            }
            let icon = UIView()
            icon.translatesAutoresizingMaskIntoConstraints = false
            icon.widthAnchor.constraint(equalToConstant: 40).isActive = true
            icon.heightAnchor.constraint(equalToConstant: 40).isActive = true
            let items: [UIView] = [.gap(20), icon, .gap(12)]
            let row = UIStackView(arrangedSubviews: items)
            row.alignment = .center
            view.addSubview(row)
            row.frame = CGRect(x: 0, y: 0, width: 72, height: 40)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("icon") == Rect(x: 20, y: 0, width: 40, height: 40))

        var objc = Session()
        _ = objc.script("""
            @implementation TopBar : UIView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, AppScreenWidth, 44)];
                [self addSubview:bar];
                return self;
            }
            @end
            """)
        #expect(objc.frame("bar") == Rect(x: 0, y: 0, width: 375, height: 44))
    }

    @Test("isHidden given the app's unknown value leaves the view shown, said; Objective-C's WeakObj(alias, view) is that view; a frame handed to a helper in initWithFrame: is the view's")
    func unknownHiddenWeakAliasAndFramedHelper() {
        var session = Session()
        let outcomes = session.script("""
            final class NameRow: UIView {
                let name = UILabel()
                var account: Account!
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(name)
                    name.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
                    name.isHidden = account.isPrivate
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(session.layout.id(of: "name").map { session.layout.isHidden($0) } == false)
        #expect(Self.notes(outcomes).contains { $0.hasPrefix("'account.isPrivate' is the app's, not in the paste: name.isHidden is left as it was") })

        var objc = Session()
        let bar = objc.script("""
            @interface SplitBar : UIView
            @property (nonatomic, strong) UIView *left;
            @property (nonatomic, strong) UIView *right;
            @end
            @implementation SplitBar
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                _left = [[UIView alloc] init];
                _right = [[UIView alloc] init];
                [self addSubview:_left];
                [self addSubview:_right];
                WeakObj(weakLeft, _left);
                [_left mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.bottom.equalTo(self);
                    make.width.mas_equalTo(100);
                }];
                [_right mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.bottom.right.equalTo(self);
                    make.left.equalTo(weakLeft.mas_right).offset(10);
                }];
                [self buildFooterWithFrame:frame];
                return self;
            }
            - (void)buildFooterWithFrame:(CGRect)frame {
                UIView *footer = [[UIView alloc] initWithFrame:CGRectMake(0, 0, frame.size.width, 20)];
                [self addSubview:footer];
            }
            @end
            """)
        #expect(bar.allSatisfy { !$0.failed })
        #expect(objc.frame("right") == Rect(x: 110, y: 0, width: 265, height: 667))
        // Made with the screen's frame, as its init(frame:) lays out by it: the footer 375 wide.
        #expect(objc.frame("footer") == Rect(x: 0, y: 0, width: 375, height: 20))
    }

    @Test("A stand-in's intrinsicContentSize is its class's, unknown: a width pinned to it is 0 with a note, not a negative-width conflict")
    func standInIntrinsicSizeIsUnknown() {
        var session = Session()
        let outcomes = session.script("""
            class TagCell: UICollectionViewCell {
                private lazy var pill = PillView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(pill)
                    pill.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        pill.widthAnchor.constraint(equalToConstant: pill.intrinsicContentSize.width),
                        pill.heightAnchor.constraint(equalToConstant: 20),
                        pill.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                        pill.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        #expect(Self.notes(outcomes).contains("'pill.intrinsicContentSize' is PillView's, not in the paste: not known here"))
    }

    @Test("In a controller's extension, self?.setUpViews() in a closure is a call of its own method: the others it would run are not run twice")
    func optionalSelfCallIsOwn() {
        var session = Session()
        let outcomes = session.script("""
            extension FeedViewController {
                func setUpViews() {
                    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
                    view.addSubview(banner)
                }
                func reload() {
                    DispatchQueue.main.async { [weak self] in
                        self?.setUpViews()
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // setUpViews() is called (by reload, which nothing calls): it is not run as uncalled.
        #expect(session.frame("banner") == nil)
    }

    @Test("Objective-C's registerForTraitChanges:withHandler: is kept, and runs on rotate")
    func objectiveCRegisterForTraitChanges() {
        var session = Session()
        let outcomes = session.script("""
            @interface TiltController : UIViewController
            @property (nonatomic, strong) UIView *panel;
            @end
            @implementation TiltController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.panel = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
                [self.view addSubview:self.panel];
                [self registerForTraitChanges:@[UITraitVerticalSizeClass.class] withHandler:^(TiltController *controller, UITraitCollection *previous) {
                    controller.panel.frame = CGRectMake(0, 0, 200, 50);
                }];
            }
            @end
            rotate
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test("In a controller's extension, a call on self of one overload is no call of another of the same name: the uncalled set-up runs")
    func controllerOverloadsOfOneName() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ShelfViewController (Layout)
            - (void)setupViews {
                UIView *banner = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 375, 80)];
                [self.view addSubview:banner];
            }
            - (void)setupViews:(NSInteger)count {
                [self refreshWith:count];
            }
            - (void)reload {
                [self setupViews:3];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // `[self setupViews:3]` is a call of setupViews(_:), not of setupViews(): that one is run
        // from viewDidLoad, as the class is taken to call it.
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 80))
    }
}
