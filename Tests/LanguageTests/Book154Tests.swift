@testable import Language
import Layout
import Testing

/// What the forty-first round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand on the bare 375×667 screen, whose safe area is the whole screen.
@Suite("Fresh app code, forty-first round")
struct Book154Tests {
    @Test("A closure made at the prompt changes the one global later entries read, not the copy its entry began with")
    func closureFromAnEarlierEntryWritesTheGlobal() {
        var session = Session()
        let outcomes = session.script("""
            var taps = 0
            let tap = { taps += 1 }
            tap()
            tap()
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 0, y: 0, width: CGFloat(taps) * 50, height: 20)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test("Objective-C: an assignment in a while condition runs each turn (while ((v = [e nextObject]))), and postfix ++ and &= read as C reads them")
    func objectiveCLoopAssignmentAndOperators() {
        var session = Session()
        let outcomes = session.script("""
            #import <UIKit/UIKit.h>
            @interface Strip : UIViewController
            @end
            @implementation Strip
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSMutableArray *widths = [NSMutableArray arrayWithObjects:@40, @60, nil];
                NSUInteger next = 0;
                NSNumber *w;
                CGFloat x = 0;
                NSUInteger taken = 0;
                while ((w = (next < widths.count ? widths[next] : nil))) {
                    NSUInteger index = next++;
                    UIView *tile = [[UIView alloc] initWithFrame:CGRectMake(x, 10 * index, w.floatValue, 20)];
                    [self.view addSubview:tile];
                    x += w.floatValue;
                    taken++;
                }
                NSUInteger flags = 7;
                flags &= ~2;
                flags |= 8;
                UIView *mark = [[UIView alloc] initWithFrame:CGRectMake(0, 100, flags, taken)];
                [self.view addSubview:mark];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Two turns: index 0 then 1, each tile after the one before.
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(session.frame("tile2") == Rect(x: 40, y: 10, width: 60, height: 20))
        // 7 & ~2 = 5, | 8 = 13; two tiles taken.
        #expect(session.frame("mark") == Rect(x: 0, y: 100, width: 13, height: 2))
    }

    @Test("Objective-C: C's named and unnamed enums, inline functions (NS_INLINE, static inline), a statement's label and @encode are read")
    func objectiveCFileScopeCForms() {
        var session = Session()
        let outcomes = session.script("""
            #import <UIKit/UIKit.h>
            enum Corner {
                CornerNone = 0,
                CornerRound = 4
            };
            enum {
                RowFirst = 1,
                RowSecond,
            };
            NS_INLINE CGFloat Half(CGFloat x) {
                return x / 2;
            }
            @interface Card : UIViewController
            @end
            @implementation Card
            - (void)viewDidLoad {
                [super viewDidLoad];
                CGFloat side = 0;
                if (strcmp("c", @encode(BOOL)) == 0) { side = 1; }
                switch (RowSecond) {
                    case RowFirst:
                    again:
                        side = 10;
                        break;
                    default:
                        side = Half(200) + CornerRound;
                        break;
                }
                UIView *card = [[UIView alloc] initWithFrame:CGRectMake(0, 0, side, side)];
                [self.view addSubview:card];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // RowSecond is 2: the default branch, 100 + 4.
        #expect(session.frame("card") == Rect(x: 0, y: 0, width: 104, height: 104))
    }

    @Test("Objective-C: isKindOfClass: asks the view's class, so a loop that removes the spinners keeps a panel of the app's own class")
    func objectiveCIsKindOfClass() {
        var session = Session()
        let outcomes = session.script("""
            @interface Viewer : UIViewController
            @property (nonatomic, strong) PhotoInfoPanel *infoPanel;
            @end
            @implementation Viewer
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.infoPanel = [[PhotoInfoPanel alloc] initWithFrame:CGRectMake(0, 400, 375, 267)];
                [self.view addSubview:self.infoPanel];
                UIActivityIndicatorView *spinner = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleLarge];
                [self.view addSubview:spinner];
                for (UIView *subview in self.view.subviews) {
                    if ([subview isKindOfClass:[UIActivityIndicatorView class]]) {
                        [subview removeFromSuperview];
                    }
                }
                self.infoPanel.hidden = YES;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("infoPanel") == Rect(x: 0, y: 400, width: 375, height: 267))
        #expect(session.frame("spinner") == nil)
    }

    @Test("Objective-C: [self spacer:10] inside the class's own -spacer is a method of another selector (a category's), not a call of itself")
    func objectiveCSelectorOfOtherArity() {
        var session = Session()
        let outcomes = session.script("""
            @interface Toolbar : UIViewController
            @end
            @implementation Toolbar
            - (UIBarButtonItem *)spacer {
                return [self spacer:10];
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIBarButtonItem *gap = [self spacer];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 375, 44)];
                [self.view addSubview:bar];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 375, height: 44))
    }

    @Test("An optional variable of the app's own type declared without a value starts at nil, so 'if let' takes its else branch the first turn")
    func optionalOfAppTypeStartsNil() {
        var session = Session()
        let outcomes = session.script("""
            import SnapKit
            class Shelf: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    var previous: ShelfItem?
                    for _ in 0..<2 {
                        let item = ShelfItem()
                        addSubview(item)
                        item.snp.makeConstraints { make in
                            make.leading.equalToSuperview()
                            make.size.equalTo(50)
                            if let above = previous {
                                make.top.equalTo(above.snp.bottom).offset(10)
                            } else {
                                make.top.equalToSuperview().offset(20)
                            }
                        }
                        previous = item
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let shelf = Shelf()
            view.addSubview(shelf)
            shelf.snp.makeConstraints { make in make.edges.equalToSuperview() }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("item") == Rect(x: 0, y: 20, width: 50, height: 50))
        #expect(session.frame("item2") == Rect(x: 0, y: 80, width: 50, height: 50))
    }

    @Test("SnapKit before 3: offset(UIEdgeInsets) adds each side's value as written, where inset(_:) turns right and bottom inward")
    func snapKitZeroOffsetInsets() {
        var session = Session()
        let outcomes = session.script("""
            let frameView = UIView()
            let picture = UIView()
            let caption = UIView()
            view.addSubview(frameView)
            frameView.addSubview(picture)
            frameView.addSubview(caption)
            frameView.snp_makeConstraints { make in
                make.top.left.equalTo(view)
                make.width.equalTo(200)
                make.height.equalTo(100)
            }
            picture.snp_makeConstraints { make in
                make.edges.equalTo(frameView.snp_edges).offset(UIEdgeInsetsMake(10, 10, -10, 10))
            }
            caption.snp_makeConstraints { make in
                make.edges.equalTo(frameView.snp_edges).inset(UIEdgeInsetsMake(10, 10, -10, 10))
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Right 10 past the frame's right, bottom 10 above its bottom.
        #expect(session.frame("picture") == Rect(x: 10, y: 10, width: 200, height: 80))
        // inset: right 10 in, bottom 10 below.
        #expect(session.frame("caption") == Rect(x: 10, y: 10, width: 180, height: 100))
    }

    @Test("A controller's base-class constraints hook that needs the views its own viewDidLoad adds after super runs after that viewDidLoad")
    func controllerHookAfterViewDidLoad() {
        var session = Session()
        let outcomes = session.script("""
            import SnapKit
            final class Login: BaseScreen {
                let logo = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(logo)
                }
                override func setupConstraints() {
                    logo.snp.makeConstraints { make in
                        make.top.equalTo(70)
                        make.centerX.equalToSuperview()
                        make.size.equalTo(225)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("logo") == Rect(x: 75, y: 70, width: 225, height: 225))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("so it runs after Login's own viewDidLoad, as a base calling it from updateViewConstraints() does") })
    }

    @Test("an app's own priority whose name says its level (.nearlyRequired, .justBelowMax, .lowest) is taken at that level, so a constraint that gives way is not reported as a conflict")
    func appPriorityByItsName() {
        var session = Session()
        let outcomes = session.script("""
            import SnapKit
            let title = UIView()
            let close = UIView()
            view.addSubview(title)
            view.addSubview(close)
            close.snp.makeConstraints { make in
                make.size.equalTo(44)
                make.top.equalToSuperview()
                make.trailing.equalToSuperview().offset(-13)
            }
            title.snp.makeConstraints { make in
                make.centerX.top.equalToSuperview()
                make.leading.equalToSuperview().offset(20)
                make.height.equalTo(30)
                make.trailing.equalTo(close.snp.leading).offset(-8).priority(.nearlyRequired)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Centred 20 in from the left, the title overlaps the button: the 999 constraint gives way.
        #expect(session.frame("title") == Rect(x: 20, y: 0, width: 335, height: 30))
        #expect(session.layout.conflicts.isEmpty)
        #expect(outcomes.flatMap(\.notes).contains("'.nearlyRequired' is not in the paste (the app's own priority): taken as 999, as its name says (nearly required); the app's own value may differ"))
        #expect(Library.appPriorityByName("justBelowMax")?.0 == 999)
        #expect(Library.appPriorityByName("lowest")?.0 == 250)
        #expect(Library.appPriorityByName("allowShrinking") == nil)
        #expect(Library.appPriorityByName("cardStack") == nil)
    }

    @Test("a type of the app's own whose name says no view, arranged in UIStackView(arrangedSubviews:), shows itself a view: the stack arranges it, with no note that its mask was assumed off")
    func appTypeArrangedInAStackIsAView() {
        var session = Session()
        let outcomes = session.script("""
            final class Placeholder: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let pulse = PulseBar()
                    let column = UIStackView(arrangedSubviews: [pulse])
                    column.axis = .vertical
                    NSLayoutConstraint.activate([
                        pulse.heightAnchor.constraint(equalToConstant: 24),
                        pulse.widthAnchor.constraint(equalToConstant: 120),
                    ])
                    column.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(column)
                    NSLayoutConstraint.activate([
                        column.topAnchor.constraint(equalTo: topAnchor),
                        column.leadingAnchor.constraint(equalTo: leadingAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let placeholder = Placeholder()
            view.addSubview(placeholder)
            placeholder.frame = view.bounds
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("column") == Rect(x: 0, y: 0, width: 120, height: 24))
        #expect(session.frame("pulse") == Rect(x: 0, y: 0, width: 120, height: 24))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("taken to turn it off itself") })
    }

    @Test("labelled statements: 'continue outer' goes on with the outer loop, 'break outer' leaves it, and 'break check' leaves a labelled if")
    func labelledStatements() {
        var session = Session()
        let outcomes = session.script("""
            let grid = UIView()
            view.addSubview(grid)
            var placed = 0
            outer: for row in 0..<4 {
                for column in 0..<3 {
                    if column == 2 { continue outer }
                    if row == 3 { break outer }
                    let cell = UIView(frame: CGRect(x: column * 50, y: row * 50, width: 40, height: 40))
                    grid.addSubview(cell)
                    placed += 1
                }
            }
            check: if placed > 0 {
                if placed == 6 { break check }
                grid.isHidden = true
            }
            grid.frame = CGRect(x: 0, y: 0, width: 150, height: CGFloat(placed) * 10)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Three rows of two: each row stops at its third column; the fourth row is never laid.
        #expect(session.frame("grid") == Rect(x: 0, y: 0, width: 150, height: 60))
        #expect(session.frame("cell6") == Rect(x: 50, y: 100, width: 40, height: 40))
        #expect(session.frame("cell7") == nil)
        #expect(session.failing("for i in 0..<2 { continue missing }").contains("no statement around the 'break' or 'continue' is labelled 'missing'"))
    }

    @Test("a vertical stack with isBaselineRelativeArrangement spaces its labels from one's last baseline to the next one's first")
    func baselineRelativeStack() {
        var session = Session()
        let outcomes = session.script("""
            let heading = UILabel()
            heading.text = "Heading"
            heading.font = .systemFont(ofSize: 28)
            let caption = UILabel()
            caption.text = "Caption"
            caption.font = .systemFont(ofSize: 15)
            let column = UIStackView(arrangedSubviews: [heading, caption])
            column.axis = .vertical
            column.spacing = 30
            column.isBaselineRelativeArrangement = true
            column.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(column)
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            column.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The heading's baseline is 28 × 0.952 = 26.7 below its top; the caption's ascent 15 × 0.952
        // = 14.3: its top is 26.7 + 30 - 14.3 = 42.4 below the heading's, on the @3x pixel 42.333.
        #expect(session.frame("caption")?.minY == 42 + 1.0 / 3)
        #expect(session.frame("heading")?.minY == 0)
    }

    @Test("Objective-C: 'mask |= flag' on a view whose mask was never set adds to UIKit's none, and a label's text set to nil reads back nil")
    func objectiveCMaskAndNilText() {
        var session = Session()
        let outcomes = session.script("""
            @interface Badge : UIView
            @property (nonatomic, strong) UILabel *count;
            @property (nonatomic, strong) UIView *dot;
            @end
            @implementation Badge
            - (instancetype)initWithFrame:(CGRect)frame {
                if ((self = [super initWithFrame:frame])) {
                    _count = [[UILabel alloc] initWithFrame:CGRectZero];
                    _count.text = nil;
                    [self addSubview:_count];
                    _dot = [[UIView alloc] initWithFrame:CGRectZero];
                    [self addSubview:_dot];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                if (self.count.text) {
                    self.count.frame = CGRectMake(10, 10, 30, 30);
                } else {
                    self.dot.frame = CGRectMake(50, 10, 8, 8);
                }
            }
            @end
            @interface Screen : UIViewController
            @end
            @implementation Screen
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *holder = [[UIView alloc] initWithFrame:CGRectMake(0, 100, 100, 100)];
                [self.view addSubview:holder];
                UIView *strip = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 80, 30)];
                strip.autoresizingMask |= UIViewAutoresizingFlexibleWidth;
                [holder addSubview:strip];
                holder.frame = CGRectMake(0, 100, 200, 100);
                Badge *badge = [[Badge alloc] initWithFrame:CGRectMake(0, 300, 100, 50)];
                [self.view addSubview:badge];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The holder grew by 100: the flexible width follows it.
        #expect(session.frame("strip") == Rect(x: 10, y: 10, width: 180, height: 30))
        #expect(session.frame("dot") == Rect(x: 50, y: 10, width: 8, height: 8))
        #expect(session.frame("count") == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test("a cell whose own systemLayoutSizeFitting answers the row's height gets no note that UIKit falls back to the standard row")
    func ownFittingHeightHasNoZeroHeightNote() {
        var session = Session()
        let outcomes = session.script("""
            class TallRow: UITableViewCell {
                let mark = UIView()
                override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority h: UILayoutPriority, verticalFittingPriority v: UILayoutPriority) -> CGSize {
                    let fitted = super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: h, verticalFittingPriority: v)
                    return CGSize(width: fitted.width, height: max(fitted.height, 90))
                }
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(mark)
                    mark.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        mark.widthAnchor.constraint(equalToConstant: 40),
                        mark.heightAnchor.constraint(equalToConstant: 40),
                        mark.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                        mark.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The row is 90, its content view a pixel less; the mark centred in it, 24.833 on the pixel 25.
        #expect(session.frame("mark") == Rect(x: 20, y: 25, width: 40, height: 40))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("height of zero") })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("it answers 90, so the row is that tall") })
    }

    @Test("an element of the app's list that '?? []' made empty here is the app's value, with a note, not a trap; a remake block on the root view that makes nothing changes nothing")
    func emptiedAppListAndEmptyRootBlock() {
        var session = Session()
        let outcomes = session.script("""
            import SnapKit
            class Editor: UIViewController {
                var fields: [FormField] = []
                let spinner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    fields = form.fields ?? []
                    let first = fields.filter { $0.name == "bio" }[0]
                    view.addSubview(spinner)
                    spinner.snp.makeConstraints { make in
                        make.center.equalTo(view)
                        make.size.equalTo(40)
                    }
                }
                override func updateViewConstraints() {
                    view.snp.remakeConstraints { make in
                        if let superview = view.superview {
                            make.edges.equalTo(superview)
                        }
                    }
                    super.updateViewConstraints()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Centred: 167.5, 313.5, on the @3x pixel grid 167.667, 313.667.
        #expect(session.frame("spinner") == Rect(x: 167 + 2.0 / 3, y: 313 + 2.0 / 3, width: 40, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("empty here only because 'form.fields', the app's data, is not in the paste") })
    }

    @Test("a view's property near a UIKit name (view.scene), read in a class of a whole file, is the app's own extension; typed at the prompt it is still a misspelling")
    func appViewPropertyNearAUIKitName() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class Reader: UIViewController {
                let bar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(bar)
                    bar.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
                    guard let height = (view.scene as? UIWindowScene)?.statusBarManager?.statusBarFrame.height else { return }
                    bar.frame.origin.y = height
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar")?.size == Size(width: 375, height: 44))
        var prompt = Session()
        #expect(prompt.failing("let h = view.scren").contains("has no member 'scren'"))
    }

    @Test("perform(_:with:afterDelay:) waits for a later turn, so a poller that schedules itself again runs a few turns, not for ever")
    func performAfterDelayWaits() {
        var session = Session()
        let outcomes = session.script("""
            class Poller: UIViewController {
                let badge = UIView()
                var polls = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(badge)
                    badge.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
                    poll()
                }
                @objc func poll() {
                    polls += 1
                    badge.frame.size.width = 50 + CGFloat(min(polls, 3))
                    perform(#selector(poll), with: nil, afterDelay: 0.5)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The first poll ran in viewDidLoad; later ones from the run loop, after the entry.
        #expect(session.frame("badge") == Rect(x: 10, y: 10, width: 53, height: 50))
    }

    @Test("numberOfLines = -1 is taken as no limit, a fresh install's UserDefaults reads false, and an app's addSubview(_:with:) activates the constraints made of what the paste has")
    func appDefaultsAndHelpers() {
        var session = Session()
        let outcomes = session.script("""
            class Settings: UIViewController {
                let headline = UILabel()
                let list = UIStackView()
                let guestRow = UIView()
                let aboutRow = UIView()
                let send = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    headline.text = "Exposure notifications are off for now, turn them on in settings"
                    headline.numberOfLines = -1
                    view.addSubview(headline, with: [
                        headline.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
                        headline.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        headline.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    ])
                    view.addSubview(send, with: [
                        send.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        send.topAnchor.constraint(equalTo: codeInput.bottomAnchor, constant: 32),
                        send.widthAnchor.constraint(equalToConstant: 100),
                        send.heightAnchor.constraint(equalToConstant: 40),
                    ])
                    list.axis = .vertical
                    list.frame = CGRect(x: 0, y: 200, width: 375, height: 100)
                    view.addSubview(list)
                    list.distribution = .fillEqually
                    [guestRow, aboutRow].forEach { list.addArrangedSubview($0) }
                    guestRow.isHidden = UserDefaults.standard.bool(forKey: "isGuest")
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Two lines at 335 wide, not one cut short.
        #expect(session.frame("headline").map { $0.minY == 30 && $0.width == 335 && $0.height > 40 } == true)
        // Centred: 137.5, on the @3x pixel 137.667; its top was pinned to the app's view, skipped.
        #expect(session.frame("send").map { $0.minX == 137 + 2.0 / 3 && $0.width == 100 } == true)
        // Not hidden on a fresh install: the two rows share the stack.
        #expect(session.frame("guestRow") == Rect(x: 0, y: 0, width: 375, height: 50))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("headline.numberOfLines = -1: taken as 0, no limit on the lines") })
        #expect(notes.contains { $0.contains("where a key never set reads false") })
    }

    @Test("an app's helper named for the text's line height (label.setLineHeight(0.84)) is skipped, not taken as the label's height")
    func lineHeightHelperIsNotAHeight() {
        var session = Session()
        let outcomes = session.script("""
            import SnapKit
            let heading = UILabel()
            heading.text = "Turn on notifications"
            heading.numberOfLines = 0
            heading.setLineHeight(0.84)
            view.addSubview(heading)
            heading.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(40)
                make.left.right.equalToSuperview().inset(20)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // One line of the 17-pt system font, 20.333 tall on the @3x screen.
        #expect(session.frame("heading") == Rect(x: 20, y: 40, width: 335, height: 20 + 1.0 / 3))
    }

    @Test("a guide of the code's own constrained on an axis loses its rest there, so what the code leaves open on that axis is ambiguous, as UIKit finds it; on a free axis it still rests")
    func guideRestOnlyOnAFreeAxis() {
        var session = Session()
        let outcomes = session.script("""
            let spacer = UILayoutGuide()
            let bar = UIView()
            view.addLayoutGuide(spacer)
            view.addSubview(bar)
            bar.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                spacer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.topAnchor.constraint(equalTo: view.topAnchor),
                bar.heightAnchor.constraint(equalToConstant: 40),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let bar = session.layout.id(of: "bar")
        let spacer = session.layout.id(of: "spacer")
        let ambiguous = session.layout.ambiguities()
        // How the spacer and the bar share the width is left open.
        #expect(ambiguous.contains { $0.view == bar && $0.axis == .horizontal })
        // Its vertical axis, which no constraint names, still rests at the top with no height.
        #expect(!ambiguous.contains { $0.view == spacer && $0.axis == .vertical })
    }
}
