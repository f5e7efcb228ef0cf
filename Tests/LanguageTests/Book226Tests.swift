@testable import Language
import Layout
import Testing

/// What the fifty-second round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, fifty-second round")
struct Book226Tests {
    static func printed(_ outcomes: [Outcome]) -> [String] {
        outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    @Test("scrollRectToVisible in viewDidLoad moves nothing: the scroll view has no size and no content size before UIKit's first layout pass")
    func scrollRectToVisibleBeforeLayout() {
        // UIKit: in viewDidLoad the constrained scroll view is 0×0 with a 0×0 contentSize, so its
        // scroll range is [0, 0] and the rect 800 across is shown by the offset it has, (0, 0),
        // which the layout pass then keeps.
        var session = Session()
        let outcomes = session.script("""
            class StripController: UIViewController {
                let strip = UIScrollView()
                let band = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    strip.translatesAutoresizingMaskIntoConstraints = false
                    band.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(strip)
                    strip.addSubview(band)
                    NSLayoutConstraint.activate([
                        strip.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        strip.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        strip.heightAnchor.constraint(equalToConstant: 200),
                        band.topAnchor.constraint(equalTo: strip.contentLayoutGuide.topAnchor),
                        band.bottomAnchor.constraint(equalTo: strip.contentLayoutGuide.bottomAnchor),
                        band.leadingAnchor.constraint(equalTo: strip.contentLayoutGuide.leadingAnchor),
                        band.trailingAnchor.constraint(equalTo: strip.contentLayoutGuide.trailingAnchor),
                        band.heightAnchor.constraint(equalTo: strip.frameLayoutGuide.heightAnchor),
                        band.widthAnchor.constraint(equalToConstant: 1200),
                    ])
                    strip.scrollRectToVisible(CGRect(x: 800, y: 0, width: 100, height: 100), animated: false)
                    print(strip.contentOffset)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.printed(outcomes) == ["(0.0, 0.0)"])
        #expect(session.scrollFacts("strip")?.contentOffset == Point(x: 0, y: 0))
        #expect(session.frame("band") == Rect(x: 0, y: 0, width: 1200, height: 200))

        // Laid out first, the same call scrolls by the least that shows the rect: its far edge,
        // 900, at the right of the 375 wide view.
        var laidOut = Session()
        let after = laidOut.script("""
            let strip = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
            view.addSubview(strip)
            strip.contentSize = CGSize(width: 1200, height: 200)
            strip.scrollRectToVisible(CGRect(x: 800, y: 0, width: 100, height: 100), animated: false)
            print(strip.contentOffset)
            """)
        #expect(Self.printed(after) == ["(525.0, 0.0)"])
    }

    @Test("a contentSize taken from an image view whose image is not in the paste is not known, and neither is whether it scrolls")
    func contentSizeFromAnImageOfUnknownSize() {
        // UIKit: UIImageView(image:) is as large as its image, whose size is the app's file's;
        // so is the contentSize copied from it. Shown as 0×0, "does not scroll" would be a claim
        // the paste cannot back.
        var session = Session()
        let outcomes = session.script("""
            class PhotoController: UIViewController, UIScrollViewDelegate {
                let scroller = UIScrollView()
                let photo = UIImageView(image: UIImage(named: "harbour.jpg"))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    scroller.frame = view.bounds
                    view.addSubview(scroller)
                    scroller.addSubview(photo)
                    scroller.contentSize = photo.bounds.size
                    scroller.delegate = self
                }
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.scrollFacts("scroller")?.contentWidthKnown == false)
        #expect(session.scrollFacts("scroller")?.contentHeightKnown == false)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("scroller.contentSize: its width and height are worked out from what the paste does not hold")
        })

        // Given a frame, the image view's size is the code's again, and so is the content size.
        var sized = Session()
        _ = sized.script("""
            let scroller = UIScrollView(frame: view.bounds)
            view.addSubview(scroller)
            let photo = UIImageView(image: UIImage(named: "harbour.jpg"))
            photo.frame = CGRect(x: 0, y: 0, width: 800, height: 1000)
            scroller.addSubview(photo)
            scroller.contentSize = photo.bounds.size
            """)
        #expect(sized.scrollFacts("scroller")?.contentWidthKnown == true)
        #expect(sized.scrollFacts("scroller")?.contentHeightKnown == true)
        #expect(sized.scrollFacts("scroller")?.contentSize == Size(width: 800, height: 1000))
    }

    @Test("a member of the app's nested type reached from an implicit member (.Header.padding) is named as written in its note")
    func implicitNestedTypeKeepsItsCase() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            box.topAnchor.constraint(equalTo: view.topAnchor, constant: .Header.padding).isActive = true
            """)
        #expect(outcomes.flatMap(\.notes).contains("'.Header.padding' is not in the paste: 0 is used in its place"))
        // A Swift 2 capitalised case alone is still Swift 3's.
        let stack = session.script("""
            let column = UIStackView()
            view.addSubview(column)
            column.axis = .Vertical
            """)
        #expect(stack.allSatisfy { !$0.failed })
        #expect(session.layout.id(of: "column").flatMap { session.layout.stack($0) }?.axis == .vertical)
    }

    @Test("a base class's code calls its own private method, not a subclass's method of the same name that does not override it")
    func privateMethodsAreNotOverridden() {
        // Swift dispatches to a subclass's method only when it is declared `override`: each
        // class's private buildLayout() is its own, and the base's viewDidLoad runs the base's.
        var session = Session()
        let outcomes = session.script("""
            class BaseSheet: UIViewController {
                let backdrop = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    buildLayout()
                }
            }
            private extension BaseSheet {
                func buildLayout() {
                    view.addSubview(backdrop)
                    backdrop.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                }
            }
            final class NoteSheet: BaseSheet {
                let note = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    buildLayout()
                }
            }
            private extension NoteSheet {
                func buildLayout() {
                    view.addSubview(note)
                    note.frame = CGRect(x: 0, y: 200, width: 50, height: 50)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("backdrop") == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(session.frame("note") == Rect(x: 0, y: 200, width: 50, height: 50))

        // One declared `override` is the subclass's, from the base's code too.
        var overriding = Session()
        _ = overriding.script("""
            class BasePanel: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    arrange()
                }
                func arrange() {
                    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    view.addSubview(plain)
                }
            }
            final class WidePanel: BasePanel {
                override func arrange() {
                    let wide = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
                    view.addSubview(wide)
                }
            }
            """)
        #expect(overriding.frame("wide") == Rect(x: 0, y: 0, width: 300, height: 10))
        #expect(overriding.frame("plain") == nil)
    }

    @Test("Anchorage's operators on a view's own anchors with self left out (heightAnchor == 150 in its init) make the constraints")
    func anchorageOnImplicitSelf() {
        var session = Session()
        let outcomes = session.script("""
            import Anchorage
            final class Badge: UIImageView {
                init() {
                    super.init(frame: .zero)
                    heightAnchor == 150
                    widthAnchor == 150
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class HomeController: UIViewController {
                let badge = Badge()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(badge)
                    badge.centerAnchors == view.centerAnchors
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let frame = session.frame("badge")
        #expect(frame?.width == 150 && frame?.height == 150)
        #expect(frame.map { abs($0.minX + 75 - 187.5) < 0.5 && abs($0.minY + 75 - 333.5) < 0.5 } == true)
    }

    @Test("Cartography's margin attributes are the view's layout margins guide's, and make the view's mask off as its other attributes do")
    func cartographyMarginAttributes() {
        // The card's own margins are 8; the root's side margin on a 375-wide screen is 16: its
        // leading margin 30 past the root's is at 16 + 30, so the card is at 46 − 8 = 38.
        var session = Session()
        let outcomes = session.script("""
            import Cartography
            class MarginController: UIViewController {
                let card = UIView()
                let strip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    view.addSubview(strip)
                    constrain(card) { card in
                        card.width == 200
                        card.height == 40
                        card.leadingMargin == card.superview!.leadingMargin + 30
                        card.top == card.superview!.top + 50
                    }
                    constrain(strip) { strip in
                        strip.edgesWithinMargins == strip.superview!.edgesWithinMargins
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 38, y: 50, width: 200, height: 40))
        // The strip's margins (8) lie on the root's (16 at the sides): 8 in from each side.
        let strip = session.frame("strip")
        #expect(strip?.minX == 8 && strip?.width == 359)
    }

    @Test("an Objective-C statement that is a call of the paste's expression macro (NO_MASK(view);) runs the macro, in a method as at the top")
    func objectiveCExpressionMacroAsStatement() {
        var session = Session()
        let outcomes = session.script("""
            #define NO_MASK(V) [V setTranslatesAutoresizingMaskIntoConstraints:NO]
            @interface BoxController : UIViewController
            @property (nonatomic, strong) UIView *box;
            @end
            @implementation BoxController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.box = [[UIView alloc] init];
                NO_MASK(self.box);
                [self.view addSubview:self.box];
                [self.box.widthAnchor constraintEqualToConstant:80].active = YES;
                [self.box.heightAnchor constraintEqualToConstant:80].active = YES;
                [self.box.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20].active = YES;
                [self.box.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:40].active = YES;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 40, width: 80, height: 80))
    }

    @Test("a one-line label's textRect override that is more than padding sizes the label by what it answers: a badge never narrower than tall, an .integral rect")
    func textRectOverrideOfOneLine() {
        // UIKit's label is as large as the rect its textRect(forBounds:limitedToNumberOfLines:)
        // answers for its text: "7" is 9.333 wide and 20.333 tall at 17 pt, so the badge is
        // max(9.333 + 8, 20.333) = 20.333 wide; "1234" is 38.667 wide, so 46.667.
        var session = Session()
        let outcomes = session.script("""
            class CountBadge: UILabel {
                override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                    var r = super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
                    r.size.width = max(r.width + 8, r.height)
                    return r
                }
            }
            class Chip: UILabel {
                override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                    super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).insetBy(dx: -6.2, dy: -3.2).integral
                }
            }
            let one = CountBadge()
            one.text = "7"
            let many = CountBadge()
            many.text = "1234"
            let chip = Chip()
            chip.text = "Hi"
            for label in [one, many, chip] {
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            }
            one.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
            many.topAnchor.constraint(equalTo: one.bottomAnchor, constant: 10).isActive = true
            chip.topAnchor.constraint(equalTo: many.bottomAnchor, constant: 10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("one")?.width == session.frame("one")?.height)
        #expect(session.frame("one").map { abs($0.height - 61.0 / 3) < 0.01 } == true)
        #expect(session.frame("many").map { abs($0.width - 140.0 / 3) < 0.01 } == true)
        // "Hi" is 17.333 × 20.333; 6.2 and 3.2 around it and out to whole points: 30 × 28.
        #expect(session.frame("chip").map { ($0.width, $0.height) } .map { $0 == (30, 28) } == true)
        // Given new text, the badge is measured through the override again.
        _ = session.script("one.text = \"99+\"")
        #expect(session.frame("one").map { $0.width > $0.height } == true)
    }

    @Test("a generic controller's type parameter is the type its subclass names: Content() makes the subclass's Panel, which becomes the root view")
    func genericControllerTypeParameter() {
        var session = Session()
        let outcomes = session.script("""
            class Panel: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    title.topAnchor.constraint(equalTo: topAnchor, constant: 40).isActive = true
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class HostController<Content: UIView>: UIViewController {
                let content = Content()
                override func loadView() { view = content }
            }
            class PanelController: HostController<Panel> {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    content.title.text = "Hello"
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'Content(…)'") })
        // The title holds its text, 20 from the root's left and 40 from its top.
        let title = session.frame("title")
        #expect(title?.minX == 20 && title?.minY == 40 && (title?.width ?? 0) > 30)
        #expect(session.layout.id(of: "panel") == nil)
    }

    @Test("Objective-C: a property of the class the paste does not declare, added as a subview, is the app's view, not self: the rest of init runs")
    func objectiveCUndeclaredOwnPropertyAdded() {
        // UIKit: effectView is a view the header declares (or nil): adding it is no error, and
        // the close button is placed.
        var session = Session()
        let outcomes = session.script("""
            @interface BlurMenu : UIView
            @end
            @implementation BlurMenu
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    [self addSubview:self.effectView];
                    UIButton *close = [UIButton buttonWithType:UIButtonTypeCustom];
                    close.frame = CGRectMake(20, 40, 30, 30);
                    [self addSubview:close];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("cannot be added to itself") })
        #expect(session.frame("close") == Rect(x: 20, y: 40, width: 30, height: 30))
    }

    @Test("the app's macros for the screen's bounds and size (ScreenFrame, SCREEN_BOUNDS, kScreenSize) are the screen's, as its width and height are")
    func screenBoundsMacros() {
        var session = Session()
        let outcomes = session.script("""
            @interface Sheet : UIView
            @end
            @implementation Sheet
            - (instancetype)init {
                if (self = [super init]) {
                    self.frame = ScreenFrame;
                    UIView *blur = [[UIView alloc] initWithFrame:self.bounds];
                    [self addSubview:blur];
                    UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, kScreenSize.height - 50, SCREEN_BOUNDS.size.width, 50)];
                    [self addSubview:bar];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("blur") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("bar") == Rect(x: 0, y: 617, width: 375, height: 50))
        #expect(outcomes.flatMap(\.notes).contains("'ScreenFrame' is not in the paste: taken as the screen's bounds, (0,0,375,667), as apps define it"))
    }

    @Test("a constant of the app's headers written kName is the app's, 0 with a note, even beside a declared name it is near (kAvatarW, avatar)")
    func constantNamesAreNotMisspellings() {
        var session = Session()
        let outcomes = session.script("""
            @interface ProfileHeader : UIView
            @property (nonatomic, strong) UIImageView *avatar;
            @end
            @implementation ProfileHeader
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _avatar = [[UIImageView alloc] init];
                    [self addSubview:_avatar];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                self.avatar.frame = CGRectMake(15, 15, kAvatarW, kAvatarW);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains("'kAvatarW' is not in the paste: 0 is used in its place"))
        #expect(session.frame("avatar") == Rect(x: 15, y: 15, width: 0, height: 0))
        // A misspelt name of the paste's own is still an error.
        let typo = session.run("let avatr2 = avatr")
        #expect(typo.failed)
    }

    @Test("an Objective-C class whose header is not pasted and which sends itself a button's messages is a UIButton, whatever its name")
    func objectiveCImpliedButton() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TipsView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    [self setTitle:@"New" forState:UIControlStateNormal];
                    [self setTitleColor:[UIColor whiteColor] forState:UIControlStateNormal];
                }
                return self;
            }
            @end
            TipsView *tips = [[TipsView alloc] initWithFrame:CGRectMake(20, 40, 100, 30)];
            [self.view addSubview:tips];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tips") == Rect(x: 20, y: 40, width: 100, height: 30))
        #expect(session.state.swift.types["TipsView"]?.superclass == "UIButton")
        // A view of the app's own that sets its own `contentEdgeInsets` is no button for that.
        var panel = Session()
        _ = panel.script("""
            @implementation MenuPanel
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    self.contentEdgeInsets = UIEdgeInsetsMake(5, 10, 5, 10);
                }
                return self;
            }
            @end
            """)
        #expect(panel.state.swift.types["MenuPanel"]?.superclass != "UIButton")
    }

    @Test("a row height or item size that depends on the index path is asked for each row or item with its own index path, as UIKit asks it")
    func heightsByIndexPath() {
        // Two sections of two rows: 100 in section 0 and 50 elsewhere, 300 in all — whether the
        // delegate switches on the section or tests it with if.
        for body in ["switch indexPath.section {\n case 0: return 100\n default: return 50\n }",
                     "if indexPath.section == 0 { return 100 }\n return indexPath.row >= 0 ? 50 : 0"] {
            var session = Session()
            let outcomes = session.script("""
                class SettingsController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.sectionHeaderTopPadding = 0
                    }
                    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
                    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                        \(body)
                    }
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                }
                """)
            #expect(outcomes.allSatisfy { !$0.failed })
            #expect(session.scrollFacts("tableView")?.contentSize == Size(width: 375, height: 300))
        }
        // Section 0's three items are as wide as the list and 200 tall, one a line: 600 and two
        // gaps of 10; section 1's three 100×100 items share one line: 720 in all.
        var grid = Session()
        let outcomes = grid.script("""
            class ShelfController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
                var shelf: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    shelf = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                    shelf.dataSource = self
                    shelf.delegate = self
                    view.addSubview(shelf)
                }
                func numberOfSections(in cv: UICollectionView) -> Int { 2 }
                func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
                func collectionView(_ cv: UICollectionView, layout l: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    switch indexPath.section {
                    case 0: return CGSize(width: cv.bounds.width, height: 200)
                    default: return CGSize(width: 100, height: 100)
                    }
                }
                func collectionView(_ cv: UICollectionView, cellForItemAt ip: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(grid.scrollFacts("shelf")?.contentSize == Size(width: 375, height: 720))
    }

    @Test("a switch on a value the paste does not hold runs its first case with a note, not its default silently")
    func switchOnUnknownRunsFirstCase() {
        var session = Session()
        let outcomes = session.script("""
            class DensityController: UIViewController {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    switch Theme.current.density {
                    case .compact: box.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
                    default: box.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("the switch on it runs its first case (line 7), the app's value being unknown") })
    }

    @Test("the app's addSubview helper given a closure adds the view and runs the closure with it; SnapKit's view.safeArea extension is the safe area guide's snp")
    func appHelpersOfSnapKitCode() {
        // UIKit on the iPhone 15 (393×852, safe area top 59): the dim view 200 tall at the top,
        // the card below it to the bottom; the status fill down to the safe area, the bar 44 under it.
        var session = Session()
        session.run("device \"iPhone 15\"")
        let outcomes = session.script("""
            import SnapKit
            final class SheetController: UIViewController {
                let card = UIView()
                let dim = UIView()
                let statusFill = UIView()
                let bar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(dim) { shade in
                        shade.snp.makeConstraints { make in
                            make.top.leading.trailing.equalToSuperview()
                            make.height.equalTo(200)
                        }
                    }
                    view.addSubview(card)
                    card.snp.makeConstraints { make in
                        make.top.equalTo(dim.snp.bottom)
                        make.leading.trailing.bottom.equalToSuperview()
                    }
                    view.addSubview(statusFill)
                    view.addSubview(bar)
                    statusFill.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview()
                        make.bottom.equalTo(view.safeArea.top)
                    }
                    bar.snp.makeConstraints { make in
                        make.top.equalTo(statusFill.snp.bottom)
                        make.leading.trailing.equalToSuperview()
                        make.height.equalTo(44)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dim") == Rect(x: 0, y: 0, width: 393, height: 200))
        #expect(session.frame("card") == Rect(x: 0, y: 200, width: 393, height: 652))
        #expect(session.frame("statusFill") == Rect(x: 0, y: 0, width: 393, height: 59))
        #expect(session.frame("bar") == Rect(x: 0, y: 59, width: 393, height: 44))
    }

    @Test("reloadData() after the screen shows sizes the list again from what its data source answers then, as UIKit's next layout does")
    func reloadDataAfterTheScreenShows() {
        // Eight items of 375×100 with no line spacing: 800 tall, loaded in a block for the main
        // queue after viewDidLoad.
        var feed = Session()
        _ = feed.script("""
            class FeedController: UIViewController, UICollectionViewDataSource {
                var posts: [String] = []
                let flow = UICollectionViewFlowLayout()
                lazy var grid = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    flow.itemSize = CGSize(width: 375, height: 100)
                    flow.minimumLineSpacing = 0
                    grid.dataSource = self
                    view.addSubview(grid)
                    DispatchQueue.main.async {
                        self.posts = ["one", "two", "three", "four", "five", "six", "seven", "eight"]
                        self.grid.reloadData()
                    }
                }
                func collectionView(_ cv: UICollectionView, numberOfItemsInSection s: Int) -> Int { posts.count }
                func collectionView(_ cv: UICollectionView, cellForItemAt ip: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
            }
            """)
        #expect(feed.scrollFacts("grid")?.contentSize == Size(width: 375, height: 800))
        // Reloaded from a later entry: 13 rows of 60.
        var inbox = Session()
        _ = inbox.script("""
            class InboxController: UITableViewController {
                var subjects = ["a", "b"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = 60
                }
                func refresh() {
                    subjects = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m"]
                    tableView.reloadData()
                }
                override func tableView(_ tv: UITableView, numberOfRowsInSection s: Int) -> Int { subjects.count }
                override func tableView(_ tv: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """)
        #expect(inbox.scrollFacts("tableView")?.contentSize == Size(width: 375, height: 120))
        let reloaded = inbox.run("refresh()")
        #expect(!reloaded.failed)
        #expect(inbox.scrollFacts("tableView")?.contentSize == Size(width: 375, height: 780))
    }

    @Test("rotate and screen size a presented controller's lists again: a table's content as wide as it is, a flow layout's lines re-wrapped")
    func listsFollowTheScreen() {
        // 20 items of 100×100 with the default 10-pt spacing: 3 a line (30 + 10 gap: 340 ≤ 375)
        // in portrait, 7 lines and 6 gaps of 10 = 760; on 667 wide, 6 a line, 4 lines = 430.
        var tiles = Session()
        _ = tiles.script("""
            class TilesController: UIViewController, UICollectionViewDataSource {
                let flow = UICollectionViewFlowLayout()
                lazy var tiles = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    flow.itemSize = CGSize(width: 100, height: 100)
                    tiles.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    tiles.dataSource = self
                    view.addSubview(tiles)
                }
                func collectionView(_ cv: UICollectionView, numberOfItemsInSection s: Int) -> Int { 20 }
                func collectionView(_ cv: UICollectionView, cellForItemAt ip: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
            }
            """)
        #expect(tiles.scrollFacts("tiles")?.contentSize == Size(width: 375, height: 760))
        #expect(!tiles.run("rotate").failed)
        #expect(tiles.scrollFacts("tiles")?.contentSize == Size(width: 667, height: 430))
        // 20 rows of 60, then a 320-wide screen: the content is 320 wide, as the table is.
        var rows = Session()
        _ = rows.script("""
            class RowsController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = 60
                }
                override func tableView(_ tv: UITableView, numberOfRowsInSection s: Int) -> Int { 20 }
                override func tableView(_ tv: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """)
        #expect(!rows.run("screen 320x568").failed)
        #expect(rows.scrollFacts("tableView")?.contentSize == Size(width: 320, height: 1200))
    }

    @Test("a plain table's section headers given by view take the height its sectionHeaderHeight sets, when no delegate method gives one")
    func sectionHeaderHeightProperty() {
        // Two sections of a 50-point header and three rows of 44: 2 × (50 + 132) = 364.
        var session = Session()
        _ = session.script("""
            class GroupsController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = 44
                    tableView.sectionHeaderHeight = 50
                    tableView.sectionHeaderTopPadding = 0
                }
                override func numberOfSections(in tableView: UITableView) -> Int { 2 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { UIView() }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """)
        #expect(session.scrollFacts("tableView")?.contentSize == Size(width: 375, height: 364))
    }

    @Test("a pasted enum made from its raw value (Section(rawValue: section)) is the case with that raw value, or nil")
    func enumFromRawValue() {
        // Headers 40 and 20, one row and five of 50: 360.
        var session = Session()
        _ = session.script("""
            class SettingsController: UITableViewController {
                enum Section: Int, CaseIterable { case account, general }
                enum Kind: String { case plain, fancy = "FANCY" }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = 50
                    tableView.sectionHeaderTopPadding = 0
                    if Kind(rawValue: "FANCY") == .fancy, Kind(rawValue: "fancy") == nil, Section(rawValue: 7) == nil {
                        tableView.rowHeight = 50
                    } else {
                        tableView.rowHeight = 10
                    }
                }
                override func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    switch Section(rawValue: section)! {
                    case .account: return 1
                    case .general: return 5
                    }
                }
                override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                    switch section { case 0: return 40; default: return 20 }
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """)
        #expect(session.scrollFacts("tableView")?.contentSize == Size(width: 375, height: 360))
    }

    @Test("a collection view whose layout is compositional or the app's own says why its content is not worked out")
    func collectionLayoutNotWorkedOutSaysWhy() {
        var session = Session()
        let outcomes = session.script("""
            class GridController: UIViewController, UICollectionViewDataSource {
                var grid: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    grid = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
                    grid.dataSource = self
                    view.addSubview(grid)
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
                func collectionView(_ cv: UICollectionView, cellForItemAt ip: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
            }
            """)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("grid: its content size is not worked out: its layout is not a flow layout the paste makes")
        })
        #expect(session.scrollFacts("grid")?.contentWidthKnown == false)
    }

    @Test("Objective-C: CGRectNull, a C enum's tag as a property's type, the window's and the application frame's sizes")
    func objectiveCSpellingsOfApps() {
        var session = Session()
        let outcomes = session.script("""
            enum BannerKind { BannerKindTop, BannerKindCenter };
            @interface Banner : UIView
            @property(nonatomic, assign) enum BannerKind kind;
            @end
            @implementation Banner
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    self.kind = BannerKindCenter;
                    CGRect none = CGRectNull;
                    if (CGRectIsNull(none)) { self.backgroundColor = [UIColor redColor]; }
                }
                return self;
            }
            @end
            @interface PinController : UIViewController
            @end
            @implementation PinController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *strip = [UIView new];
                [self.view addSubview:strip];
                [strip autoPinWidthToSuperviewWithMargin:20];
                [strip autoSetDimension:ALDimensionHeight toSize:50];
                [strip autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:100];
                UIView *dot = [UIView new];
                [strip addSubview:dot];
                [dot autoSetDimensionsToSize:CGSizeMake(20, 20)];
                [dot autoVCenterInSuperview];
                [dot autoPinEdgeToSuperviewEdge:ALEdgeTrailing withInset:10];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, kWindowWidth, 44)];
                [self.view addSubview:bar];
                Banner *banner = [[Banner alloc] initWithFrame:CGRectMake(0, 200, APP_WIDTH, 40)];
                [self.view addSubview:banner];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The strip 20 in from each side of 375; the dot 10 from its trailing edge, centred down it.
        #expect(session.frame("strip") == Rect(x: 20, y: 100, width: 335, height: 50))
        #expect(session.frame("dot") == Rect(x: 305, y: 15, width: 20, height: 20))
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(session.frame("banner") == Rect(x: 0, y: 200, width: 375, height: 40))
    }

    @Test("names of the app's that only look like a declared one are its own: register beside V_register, a BAR_HEIGHT constant on a UIKit type")
    func namesApartFromNearOnes() {
        var session = Session()
        let outcomes = session.script("""
            @interface PanelController : UIViewController
            @property (nonatomic, strong) UIView *box;
            @property (nonatomic, strong) UIView *V_register;
            @end
            @implementation PanelController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.box = [[UIView alloc] initWithFrame:CGRectMake(20, 20, 100, 100)];
                [self.view addSubview:self.box];
            }
            - (void)tapSend {
                NSLog(@"%@", register);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 100, height: 100))
        var tiny = Session()
        let made = tiny.script("""
            import TinyConstraints
            final class HeaderController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let bar = UIView()
                    view.addSubview(bar)
                    bar.edgesToSuperview(excluding: .bottom)
                    bar.height(UIViewController.BAR_HEIGHT)
                }
            }
            """)
        #expect(made.allSatisfy { !$0.failed })
        #expect(made.flatMap(\.notes).contains("'UIViewController.BAR_HEIGHT' is not in the paste: 0 is used in its place"))
    }

    @Test("a view's set-up the app calls from outside runs with its companion that styles what it built, in the order declared")
    func setupThenStyle() {
        // A view set up in two steps the app calls, setup() then style(): the headline is 30 pt, 36 tall.
        var session = Session()
        let outcomes = session.script("""
            final class IntroPanel: UIView {
                let headline = UILabel()
                func setup() {
                    headline.text = "Welcome aboard"
                    addSubview(headline)
                }
                func style() {
                    headline.font = UIFont.systemFont(ofSize: 30)
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    headline.sizeToFit()
                    headline.frame.origin = CGPoint(x: 20, y: 40)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("headline")?.height == 36)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("nothing in the paste calls IntroPanel's setup(), style(), which build the view") })
    }

    @Test("a method of a pasted enum runs on a case with a payload, binding it (Gap.custom(30).points())")
    func enumMethodOnPayloadCase() {
        var session = Session()
        let outcomes = session.script("""
            enum Gap {
                case small
                case custom(CGFloat)
                func points() -> CGFloat {
                    switch self {
                    case .small: return 8
                    case let .custom(v): return v
                    }
                }
            }
            class GapController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
                    view.addSubview(box)
                    box.frame.origin.x = Gap.small.points()
                    box.frame.origin.y = Gap.custom(30).points()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 8, y: 30, width: 100, height: 50))
    }
}
