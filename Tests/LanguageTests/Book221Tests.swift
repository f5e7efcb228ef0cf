@testable import Language
import Layout
import Testing

/// What the fifty-first round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand or from UIKit's label measured as itself.
@Suite("Fresh app code, fifty-first round")
struct Book221Tests {
    static let message = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen"

    /// The size a plain multi-line UILabel holding `message` asks for when it wraps at `width`.
    static func plainLabelSize(wrappedAt width: Double) -> Rect? {
        var session = Session()
        _ = session.script("""
            let plain = UILabel()
            plain.numberOfLines = 0
            plain.text = "\(message)"
            plain.preferredMaxLayoutWidth = \(width)
            plain.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(plain)
            plain.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            plain.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        return session.frame("plain")
    }

    @Test("a padded label that sets its preferredMaxLayoutWidth from its bounds wraps at its width less the padding, once, and keeps the padding")
    func paddedLabelWrappingAtItsOwnBounds() throws {
        // UIKit: the stack is 300 wide; the label's one-line size is far wider, so it is 300 wide
        // at first; its bounds observer sets preferredMaxLayoutWidth = 300 − 16 = 284, and the
        // override answers super's text wrapped at 284 plus 16 — the width it then keeps, since
        // the same text wrapped at its own longest line breaks the same way.
        var session = Session()
        _ = session.script("""
            class TagLabel: UILabel {
                let padding = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
                override var intrinsicContentSize: CGSize {
                    let size = super.intrinsicContentSize
                    return CGSize(width: size.width + padding.left + padding.right, height: size.height + padding.top + padding.bottom)
                }
                override var bounds: CGRect {
                    didSet { preferredMaxLayoutWidth = bounds.width - (padding.left + padding.right) }
                }
            }
            class NoteController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let column = UIStackView()
                    column.axis = .vertical
                    column.alignment = .leading
                    column.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(column)
                    NSLayoutConstraint.activate([
                        column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 37.5),
                        column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -37.5),
                        column.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    ])
                    let note = TagLabel()
                    note.numberOfLines = 0
                    note.text = "\(Self.message)"
                    column.addArrangedSubview(note)
                }
            }
            """)
        let plain = try #require(Self.plainLabelSize(wrappedAt: 284))
        #expect(plain.width > 250 && plain.width <= 284)
        let note = try #require(session.frame("note"))
        #expect(note.width == plain.width + 16)
        #expect(note.height == plain.height + 8)
    }

    @Test("Objective-C's -willMoveToSuperview: runs inside addSubview: and -willMoveToWindow: as the view enters the window")
    func objectiveCMoveHooks() {
        var session = Session()
        _ = session.script("""
            @interface Ribbon : UIView
            @property (nonatomic, assign) CGFloat extra;
            @end
            @implementation Ribbon
            - (void)willMoveToSuperview:(UIView *)newSuperview {
                [super willMoveToSuperview:newSuperview];
                self.frame = CGRectMake(0, 0, 320, 40 + self.extra);
            }
            @end
            @interface Tray : UIView
            @end
            @implementation Tray
            - (void)willMoveToWindow:(UIWindow *)newWindow {
                [super willMoveToWindow:newWindow];
                self.frame = CGRectMake(0, 400, 320, 60);
            }
            @end
            @interface RibbonController : UIViewController
            @end
            @implementation RibbonController
            - (void)viewDidLoad {
                [super viewDidLoad];
                Ribbon *ribbon = [[Ribbon alloc] initWithFrame:CGRectMake(0, 0, 320, 200)];
                ribbon.extra = 25;
                [self.view addSubview:ribbon];
                Tray *tray = [[Tray alloc] initWithFrame:CGRectMake(0, 300, 320, 200)];
                [self.view addSubview:tray];
            }
            @end
            """)
        #expect(session.frame("ribbon") == Rect(x: 0, y: 0, width: 320, height: 65))
        #expect(session.frame("tray") == Rect(x: 0, y: 400, width: 320, height: 60))
    }

    @Test("a container's didAddSubview(_:) places each subview as it arrives, in Swift and in Objective-C")
    func didAddSubviewRuns() {
        var session = Session()
        _ = session.script("""
            class Shelf: UIView {
                var count = 0
                override func didAddSubview(_ subview: UIView) {
                    super.didAddSubview(subview)
                    count += 1
                    subview.frame = CGRect(x: 10, y: CGFloat(count) * 50, width: 100, height: 40)
                }
            }
            let shelf = Shelf(frame: CGRect(x: 0, y: 80, width: 300, height: 300))
            view.addSubview(shelf)
            let one = UIView()
            let two = UIView()
            shelf.addSubview(one)
            shelf.addSubview(two)
            """)
        #expect(session.frame("one") == Rect(x: 10, y: 50, width: 100, height: 40))
        #expect(session.frame("two") == Rect(x: 10, y: 100, width: 100, height: 40))
        var objc = Session()
        _ = objc.script("""
            @interface Rack : UIView
            @property (nonatomic, assign) NSInteger rows;
            @end
            @implementation Rack
            - (void)didAddSubview:(UIView *)subview {
                [super didAddSubview:subview];
                self.rows += 1;
                subview.frame = CGRectMake(0, 30 * self.rows, 60, 20);
            }
            @end
            @interface RackController : UIViewController
            @end
            @implementation RackController
            - (void)viewDidLoad {
                [super viewDidLoad];
                Rack *rack = [[Rack alloc] initWithFrame:CGRectMake(0, 100, 320, 200)];
                [self.view addSubview:rack];
                UIView *top = [UIView new];
                UIView *bottom = [UIView new];
                [rack addSubview:top];
                [rack addSubview:bottom];
            }
            @end
            """)
        #expect(objc.frame("top") == Rect(x: 0, y: 30, width: 60, height: 20))
        #expect(objc.frame("bottom") == Rect(x: 0, y: 60, width: 60, height: 20))
    }

    @Test("an Objective-C class's own properties named offset and inset are its properties, not Masonry's setters")
    func objectiveCPropertiesNamedLikeMasonrySetters() {
        var session = Session()
        let outcomes = session.script("""
            @interface ChipController : UIViewController
            @property (nonatomic, assign) CGFloat offset;
            @property (nonatomic, assign) CGFloat inset;
            @property (nonatomic, strong) UIView *marker;
            @end
            @implementation ChipController
            - (void)viewDidLoad {
                [super viewDidLoad];
                _offset = 24;
                [self setInset:6];
                UIView *chip = [[UIView alloc] initWithFrame:CGRectMake(self.offset, 100 + self.inset, 80, 30)];
                [self.view addSubview:chip];
                self.marker = [[UIView alloc] initWithFrame:CGRectMake(0, 300, 10, 10)];
                [self.view addSubview:self.marker];
            }
            @end
            """)
        #expect(session.frame("chip") == Rect(x: 24, y: 106, width: 80, height: 30))
        #expect(session.frame("marker") == Rect(x: 0, y: 300, width: 10, height: 10))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("'update") })
    }

    @Test("max(by:) and min(by:) pick a view by the closure's order, with a trailing closure too")
    func maxAndMinByClosure() {
        var session = Session()
        _ = session.script("""
            let short = UIView(frame: CGRect(x: 0, y: 20, width: 60, height: 30))
            let long = UIView(frame: CGRect(x: 80, y: 40, width: 60, height: 60))
            view.addSubview(short)
            view.addSubview(long)
            let lowest = [short, long].max(by: { $0.frame.maxY < $1.frame.maxY })
            let highest = [short, long].min { $0.frame.maxY < $1.frame.maxY }
            let rule = UIView(frame: CGRect(x: 200, y: highest?.frame.maxY ?? 0, width: 20, height: lowest?.frame.maxY ?? 0))
            view.addSubview(rule)
            """)
        #expect(session.frame("rule") == Rect(x: 200, y: 50, width: 20, height: 100))
    }

    @Test("the app's add(subview:) helper, bare in a view class, adds the view readied for constraints")
    func appAddSubviewHelperInAViewClass() {
        var session = Session()
        _ = session.script("""
            final class OfferCard: UIView {
                let flag = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    add(subview: flag)
                    NSLayoutConstraint.activate([
                        flag.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                        flag.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                        flag.widthAnchor.constraint(equalToConstant: 30),
                        flag.heightAnchor.constraint(equalToConstant: 20),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let card = OfferCard(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
            view.addSubview(card)
            """)
        #expect(session.frame("flag") == Rect(x: 12, y: 12, width: 30, height: 20))
    }

    @Test("a view bound to a local in one method is not what another method's bare name reads: that is the app's base class's")
    func localViewOutOfScope() {
        var session = Session()
        let outcomes = session.script("""
            class ProfileController: AppBaseController {
                let badge = UIView()
                func buildHeader() {
                    let column = UIStackView()
                    column.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
                    view.addSubview(column)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    buildHeader()
                    badge.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
                    column.addArrangedSubview(badge)
                }
            }
            """)
        // buildHeader's `column` is out of scope in viewDidLoad: the base class's, not in the paste.
        #expect(outcomes.flatMap(\.notes).contains("skipped 'column': it is not in the paste (the app's own code); lines that need it are skipped"))
        #expect(session.frame("column") == Rect(x: 10, y: 10, width: 50, height: 50))
        let badgeSuperview = session.layout.id(of: "badge").flatMap { session.layout.superview(of: $0) }
        #expect(badgeSuperview == nil || badgeSuperview != session.layout.id(of: "column"))
        // At the prompt the view is still typed by its name.
        #expect(!session.run("column.spacing = 4").failed)
    }

    @Test("an Objective-C macro given statements runs them at once, with a note")
    func objectiveCStatementsMacro() {
        var session = Session()
        let outcomes = session.script("""
            @interface Shade : UIView
            @property (nonatomic, strong) UIView *bar;
            @end
            @implementation Shade
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _bar = [[UIView alloc] init];
                    [self addSubview:_bar];
                    OnMainThread(self.bar.frame = CGRectMake(0, 0, 40, 4); [self setNeedsLayout];)
                }
                return self;
            }
            @end
            Shade *shade = [[Shade alloc] initWithFrame:CGRectMake(0, 100, 300, 50)];
            [self.view addSubview:shade];
            """)
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 40, height: 4))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("OnMainThread(…) is the app's own macro, not in the paste: the statements it is given run here") })
        // A call whose block holds statements (and a literal array) is a call, not such a macro.
        var call = Session()
        let called = call.script("""
            dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
                NSArray *titles = @[@"One", @"Two"];
                UIView *late = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10 * titles.count, 10)];
                [self.view addSubview:late];
            });
            """)
        #expect(call.frame("late") == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(!called.flatMap(\.notes).contains { $0.contains("is the app's own macro") })
    }

    @Test("UIButton's currentTitleColor is UIKit's, read without a note that it is the app's")
    func currentTitleColorIsUIKits() {
        var session = Session()
        let outcomes = session.script("""
            let pay = UIButton(type: .system)
            pay.setTitle("Pay", for: .normal)
            let faded = pay.currentTitleColor.withAlphaComponent(0.5)
            pay.setTitleColor(faded, for: .highlighted)
            view.addSubview(pay)
            """)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("currentTitleColor") && $0.contains("the app's own code") })
    }

    @Test("below an opaque navigation bar the root view's frame and window rects start at the bar's bottom")
    func rootBelowAnOpaqueBar() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            in navigation
            class SolidBarController: UIViewController {
                let tile = UIView()
                var seenFrame = CGRect.zero
                var tileInWindow = CGRect.zero
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.navigationBar.isTranslucent = false
                    tile.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
                    view.addSubview(tile)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    seenFrame = view.frame
                    tileInWindow = tile.convert(tile.bounds, to: nil)
                    print(seenFrame, tileInWindow)
                }
            }
            """)
        let printed = outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
        // iPhone 8, 375×667: status bar 20 + bar 44; the root below them, 603 tall.
        #expect(printed.last == "(0.0, 64.0, 375.0, 603.0) (10.0, 74.0, 50.0, 50.0)")
        // Frames are listed in the root's own coordinates, from its top.
        #expect(session.frame("tile") == Rect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test("modifiers alone on their line belong to the declaration under it; 'open' alone stays Layoutbook's word")
    func modifiersAlone() {
        let entries = Entry.split("public\nenum Mode: Int {\n    case small, large\n}\nview b")
        #expect(entries.map(\.text) == ["public\nenum Mode: Int {\n    case small, large\n}", "view b"])
        #expect(Entry.split("open\nview b").map(\.text) == ["open", "view b"])
    }

    @Test("an animator whose completion starts it again shows its first turn, as UIKit repeats it")
    func animatorRepeatingItself() {
        var session = Session()
        let outcomes = session.script("""
            class BlinkController: UIViewController {
                let lamp = UIView()
                var animator = UIViewPropertyAnimator()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    lamp.frame = CGRect(x: 20, y: 100, width: 40, height: 40)
                    view.addSubview(lamp)
                    blink()
                }
                func blink() {
                    animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
                    animator.addAnimations { self.lamp.alpha = 0.2 }
                    animator.addCompletion { _ in
                        self.lamp.alpha = 1
                        self.blink()
                    }
                    animator.startAnimation()
                }
            }
            """)
        #expect(session.frame("lamp") == Rect(x: 20, y: 100, width: 40, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("an animation whose completion starts it again is shown as its first turn") })
    }

    @Test("a variable a loop over the app's data would set is the app's value after it, not nil")
    func variableSetOnlyInALoopOverTheAppsData() {
        var session = Session()
        let outcomes = session.script("""
            class RowController: UIViewController {
                private let rows: [UIView]
                init(rows: [UIView]) {
                    self.rows = rows
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var previous: UIView?
                    for row in rows {
                        view.addSubview(row)
                        previous = row
                    }
                    previous!.backgroundColor = .red
                    let footer = UIView(frame: CGRect(x: 0, y: 600, width: 375, height: 67))
                    view.addSubview(footer)
                }
            }
            """)
        #expect(session.frame("footer") == Rect(x: 0, y: 600, width: 375, height: 67))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'previous' is nil here only because the loop at line 11 over the app's data ran no turns") })
    }

    @Test("Objective-C declarations of C types named in lower case are declarations")
    func lowercaseCTypes() {
        var session = Session()
        _ = session.script("""
            @interface Meter : UIView
            @end
            @implementation Meter
            - (void)layoutSubviews {
                [super layoutSubviews];
                va_list args;
                vImage_Buffer buffer;
                UIView *needle = [[UIView alloc] initWithFrame:CGRectMake(10, 0, 2, self.bounds.size.height)];
                [self addSubview:needle];
            }
            @end
            Meter *meter = [[Meter alloc] initWithFrame:CGRectMake(0, 100, 200, 40)];
            [self.view addSubview:meter];
            """)
        #expect(session.frame("needle") == Rect(x: 10, y: 0, width: 2, height: 40))
    }

    @Test("an extension pasted alone runs its style method beside its layout method, as the class's viewDidLoad calls both")
    func extensionStyleMethodRuns() {
        var session = Session()
        _ = session.script("""
            extension WelcomeViewController {
                func layout() {
                    view.addSubview(greetingLabel)
                    greetingLabel.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        greetingLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
                        greetingLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    ])
                }
                func attribute() {
                    greetingLabel.text = "Hello"
                    greetingLabel.font = .systemFont(ofSize: 24, weight: .bold)
                }
            }
            """)
        // As wide and tall as a plain label of that text and font.
        var plain = Session()
        _ = plain.script("""
            let hello = UILabel()
            hello.text = "Hello"
            hello.font = .systemFont(ofSize: 24, weight: .bold)
            hello.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(hello)
            hello.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            hello.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        let greeting = session.frame("greetingLabel")
        let hello = plain.frame("hello")
        #expect(greeting?.minX == 20 && greeting?.minY == 24)
        #expect((hello?.width ?? 0) > 50 && (hello?.height ?? 0) > 25)
        #expect(greeting?.width == hello?.width && greeting?.height == hello?.height)
    }

    @Test("Objective-C's '= {0}' zeroes a structure, a shorter list zeroes the rest, and sizeof(a) / sizeof(a[0]) counts an array")
    func objectiveCStructureZeroAndArrayCount() {
        var session = Session()
        _ = session.script("""
            @interface Chip : UIView
            @property (nonatomic, strong) UIView *dot;
            @end
            @implementation Chip
            - (void)layoutSubviews {
                [super layoutSubviews];
                if (!_dot) { _dot = [[UIView alloc] init]; [self addSubview:_dot]; }
                UIEdgeInsets pad = {0};
                pad.left = 8;
                UIEdgeInsets more = {4, 6};
                CGFloat widths[] = {10, 20, 30};
                NSUInteger count = sizeof(widths) / sizeof(widths[0]);
                _dot.frame = CGRectMake(pad.left + more.left, more.top + pad.top + more.bottom, 10 * count, 20);
            }
            @end
            Chip *chip = [[Chip alloc] initWithFrame:CGRectMake(0, 100, 200, 40)];
            [self.view addSubview:chip];
            """)
        #expect(session.frame("dot") == Rect(x: 14, y: 4, width: 30, height: 20))
    }

    @Test("a listing's undeclared subtitleLabel beside an undeclared titleLabel is another view of the page, not a misspelling")
    func standInsAreNotMisspellings() {
        var session = Session()
        _ = session.script("""
            titleLabel.snp.makeConstraints {
                $0.top.equalToSuperview().offset(40)
                $0.leading.equalToSuperview().offset(20)
            }
            subtitleLabel.snp.makeConstraints {
                $0.top.equalTo(titleLabel.snp.bottom).offset(8)
                $0.leading.equalToSuperview().offset(20)
            }
            """)
        #expect(session.frame("subtitleLabel")?.minX == 20)
        #expect(session.frame("subtitleLabel")?.minY == session.frame("titleLabel").map { $0.maxY + 8 })
        // A misspelling of a name the code declared is still refused.
        var typo = Session()
        _ = typo.script("let headerView = UIView()")
        #expect(typo.run("headrView.backgroundColor = .red").failed)
    }

    @Test("children lists the controllers addChild(_:) added, in order: a child's view inserted at children.count goes last")
    func childrenInOrder() {
        var session = Session()
        let outcomes = session.script("""
            class RowsController: UIViewController {
                let column = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    column.axis = .vertical
                    column.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(column)
                    column.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    column.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    column.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                    for height in [10, 20, 30] {
                        let row = UIViewController()
                        let index = children.count
                        addChild(row)
                        row.view.heightAnchor.constraint(equalToConstant: CGFloat(height)).isActive = true
                        column.insertArrangedSubview(row.view, at: index)
                        row.didMove(toParent: self)
                    }
                    let last = children[2]
                    last.removeFromParent()
                    print(children.count)
                }
            }
            """)
        #expect(session.frame("childView") == Rect(x: 0, y: 0, width: 375, height: 10))
        #expect(session.frame("childView2") == Rect(x: 0, y: 10, width: 375, height: 20))
        #expect(session.frame("childView3") == Rect(x: 0, y: 30, width: 375, height: 30))
        // The last one removed from its parent: two are left.
        let printed = outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(printed == ["2"])
    }

    @Test("overloads with the same labels are told apart by their parameters' types: an enum's case, a number, a view")
    func overloadsByParameterType() {
        var session = Session()
        _ = session.script("""
            enum Place { case top, bottom }
            class ShelfController: UIViewController {
                let column = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    column.axis = .vertical
                    column.frame = CGRect(x: 0, y: 0, width: 300, height: 110)
                    view.addSubview(column)
                    put(UIView(), at: .bottom)
                    put(UIView(), at: .top)
                    addRow(10)
                }
                func put(_ item: UIView, at place: Place) {
                    put(item, at: place == .top ? 0 : column.arrangedSubviews.count)
                }
                func put(_ item: UIView, at index: Int) {
                    item.heightAnchor.constraint(equalToConstant: 50).isActive = true
                    column.insertArrangedSubview(item, at: index)
                }
                func addRow(_ item: UIView) {
                    column.addArrangedSubview(item)
                }
                func addRow(_ gap: CGFloat) {
                    let spacer = UIView()
                    spacer.heightAnchor.constraint(equalToConstant: gap).isActive = true
                    column.addArrangedSubview(spacer)
                }
            }
            """)
        // The second view put at the top, the first below it, then the 10-pt spacer.
        #expect(session.frame("view3") == Rect(x: 0, y: 0, width: 300, height: 50))
        #expect(session.frame("view2") == Rect(x: 0, y: 50, width: 300, height: 50))
        #expect(session.frame("spacer") == Rect(x: 0, y: 100, width: 300, height: 10))
    }

    @Test("a listing's [a, b].forEach { view.addSubview($0) } of names the page declares elsewhere adds them as views of the classes their names say")
    func forEachAddsUndeclaredViews() {
        var session = Session()
        let outcomes = session.script("""
            [titleLabel, saveButton].forEach { view.addSubview($0) }
            titleLabel.snp.makeConstraints {
                $0.top.equalToSuperview().offset(40)
                $0.leading.trailing.equalToSuperview().inset(16)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("titleLabel") == Rect(x: 16, y: 40, width: 343, height: 0))
        #expect(session.layout.id(of: "saveButton").flatMap { session.layout.superview(of: $0) } == .root)
        // So does a for-in loop over such names.
        var looped = Session()
        let loopOutcomes = looped.script("""
            for item in [headerLabel, doneButton] {
                view.addSubview(item)
            }
            """)
        #expect(loopOutcomes.allSatisfy { !$0.failed })
        #expect(looped.layout.id(of: "doneButton").flatMap { looped.layout.superview(of: $0) } == .root)
        // A name the code declared is no stand-in: `[row].forEach` of a declared view adds it.
        var declared = Session()
        _ = declared.script("let row = UIView()\n[row].forEach { view.addSubview($0) }")
        #expect(declared.layout.id(of: "row").flatMap { declared.layout.superview(of: $0) } == .root)
    }

    @Test("a property made by a factory method is named after the view the method returns, not the first it makes")
    func factoryMethodNamesItsReturnedView() {
        var session = Session()
        _ = session.script("""
            final class ScoreController: UIViewController {
                private lazy var totalStack = self.makeTotalStack()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(totalStack)
                    totalStack.frame = CGRect(x: 20, y: 100, width: 200, height: 60)
                }
                func makeTotalStack() -> UIStackView {
                    let caption = UILabel()
                    caption.text = "points"
                    let outer = UIStackView(arrangedSubviews: [caption])
                    outer.axis = .vertical
                    return outer
                }
            }
            """)
        #expect(session.frame("totalStack") == Rect(x: 20, y: 100, width: 200, height: 60))
        let caption = session.layout.id(of: "caption")
        #expect(caption.flatMap { session.layout.superview(of: $0) } == session.layout.id(of: "totalStack"))
        #expect(!session.run("totalStack.spacing = 10").failed)
    }
}
