@testable import Language
import Layout
import Testing

/// What the twenty-third round's probes and fresh app code tripped on. Pastes are written for
/// this test; frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, twenty-third round")
struct Book123Tests {
    @Test("Masonry: an attribute alone in a branch of the block (`if (pinTop) { (void)make.top; }`) is pinned to the superview's, as at the block's top")
    func masonryBareAttributeInABranch() {
        var session = Session()
        let outcomes = session.script("""
            @implementation BranchViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                BOOL pinTop = YES;
                UIView *box = [[UIView alloc] init];
                [self.view addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    if (pinTop) {
                        (void)make.top;
                    } else {
                        make.bottom;
                    }
                    make.left.mas_equalTo(10);
                    make.size.mas_equalTo(CGSizeMake(120, 50));
                }];
                UIView *strip = [[UIView alloc] init];
                [self.view addSubview:strip];
                [strip mas_makeConstraints:^(MASConstraintMaker *make) {
                    if (!pinTop) {
                        make.top;
                    } else {
                        make.bottom;
                    }
                    make.left.right.equalTo(self.view);
                    make.height.mas_equalTo(40);
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // box.top == root.top; strip.bottom == root.bottom (667 - 40).
        #expect(session.frame("box") == Rect(x: 10, y: 0, width: 120, height: 50))
        #expect(session.frame("strip") == Rect(x: 0, y: 627, width: 375, height: 40))
    }

    @Test("Objective-C: a lazy getter guarded by the app's own macro given its storage (`RETURN_IF_SET(_badge);`) makes one view, with a note saying how the macro was read")
    func objectiveCGetterGuardMacro() {
        var session = Session()
        let outcomes = session.script("""
            @interface BadgeViewController : UIViewController
            @property (nonatomic, strong) UIView *badge;
            @end
            @implementation BadgeViewController
            - (UIView *)badge {
                RETURN_IF_SET(_badge);
                _badge = [[UIView alloc] init];
                return _badge;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.view addSubview:self.badge];
                [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.mas_equalTo(20);
                    make.top.mas_equalTo(100);
                    make.size.mas_equalTo(CGSizeMake(80, 30));
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 20, y: 100, width: 80, height: 30))
        // One badge: a second read of self.badge is the same view, not a new one left unplaced.
        #expect(session.frame("badge2") == nil)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("read 'RETURN_IF_SET(_badge)' in the getter as returning the property once it is set") })
    }

    @Test("a button whose title label may take more lines is a line per line break of its title: \"12\\nPosts\" in bold 16 is two lines plus 12 tall, as wide as the wider line")
    func multiLineButtonTitle() {
        var session = Session()
        let outcomes = session.script("""
            let counter = UIButton()
            let single = UIButton()
            let caption = UILabel()
            for v in [counter, single, caption] {
                view.addSubview(v)
                v.translatesAutoresizingMaskIntoConstraints = false
                v.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            }
            counter.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            single.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 100).isActive = true
            caption.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 200).isActive = true
            counter.titleLabel?.numberOfLines = 0
            counter.setTitle("12\\nPosts", for: .normal)
            counter.titleLabel?.font = UIFont.boldSystemFont(ofSize: 16)
            single.setTitle("Posts", for: .normal)
            single.titleLabel?.font = UIFont.boldSystemFont(ofSize: 16)
            caption.numberOfLines = 0
            caption.font = UIFont.boldSystemFont(ofSize: 16)
            caption.text = "12\\nPosts"
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Two lines of bold 16 (16 × 1.1934 each) and 6 above and below: 50.19, rounded up to 51.
        // One line: 19.09 + 12, rounded up to 32. The button is as wide as "Posts", the wider
        // line, rounded up to the point; the label is the same text on the pixel.
        let caption = session.frame("caption")!
        #expect(session.frame("counter") == Rect(x: 20, y: 100, width: caption.width.rounded(.up), height: 51))
        #expect(session.frame("single")?.height == 32)
        #expect(session.frame("single")?.width == session.frame("counter")?.width)
        // Objective-C's setter says the same, limited to two of three lines.
        var objc = Session()
        let sent = objc.script("""
            @implementation LinesViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIButton *b = [UIButton buttonWithType:UIButtonTypeSystem];
                [b.titleLabel setNumberOfLines:2];
                [b setTitle:@"One\\nTwo\\nThree" forState:UIControlStateNormal];
                [self.view addSubview:b];
                [b mas_makeConstraints:^(MASConstraintMaker *make) { make.left.top.mas_equalTo(20); }];
            }
            @end
            """)
        #expect(sent.allSatisfy { !$0.failed })
        // Two lines of 15 pt: 2 × 17.9 + 12 = 47.8, rounded up to 48.
        #expect(objc.frame("b")?.height == 48)
    }

    @Test("a view left unplaced in an entry that skipped the app's own macros is refused with the macros named, as the notes the failed entry loses would have; a macro in capitals starting CA or NS is the app's, noted, not a framework type")
    func unplacedViewNamesSkippedMacros() {
        var session = Session()
        let failure = session.failing("""
            @interface TagViewController : UIViewController
            @property (nonatomic, strong) UIView *tagView;
            @end
            @implementation TagViewController
            - (UIView *)tagView {
                CACHED_OR_RETURN(_tagView, nil);
                _tagView = [[UIView alloc] init];
                return _tagView;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.view addSubview:self.tagView];
                [self.tagView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.mas_equalTo(20);
                }];
            }
            @end
            """)
        // The macro's two arguments say nothing of a guard: every self.tagView makes a new view,
        // and the second is constrained unplaced — UIKit's refusal, with the skipped macro named.
        #expect(failure.contains("error: 'tagView2' is not in a view hierarchy yet"))
        #expect(failure.contains("this entry skipped 'CACHED_OR_RETURN(…)', the app's own function or macro, not in the paste"))
        #expect(session.frame("tagView") == nil)
        // Where nothing fails, the macro is noted as skipped, not taken for a Core Animation type.
        var noted = Session()
        let ran = noted.script("""
            @implementation PlainViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *box = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 50, 50)];
                CA_TRACK(box, 1);
                [self.view addSubview:box];
            }
            @end
            """)
        #expect(ran.allSatisfy { !$0.failed })
        #expect(ran.flatMap(\.notes).contains { $0.hasPrefix("skipped 'CA_TRACK(…)': the app's own function or macro") })
        #expect(noted.frame("box") == Rect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test("a lazy property's closure returning its local `s` names that stack after the property, not the `s` a function it calls makes")
    func lazyClosureLocalNamesOnlyItsOwnView() {
        var session = Session()
        let outcomes = session.script("""
            class StatsView: UIView {
                lazy var statsStack: UIStackView = {
                    let s = UIStackView(arrangedSubviews: [makeStat("Posts"), makeStat("Likes")])
                    s.distribution = .fillEqually
                    s.translatesAutoresizingMaskIntoConstraints = false
                    return s
                }()
                func makeStat(_ title: String) -> UIStackView {
                    let t = UILabel()
                    t.text = title
                    let s = UIStackView(arrangedSubviews: [t])
                    s.axis = .vertical
                    return s
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(statsStack)
                    NSLayoutConstraint.activate([
                        statsStack.topAnchor.constraint(equalTo: topAnchor),
                        statsStack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                        statsStack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -19),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let stats = StatsView(frame: CGRect(x: 0, y: 100, width: 375, height: 60))
            view.addSubview(stats)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The property's stack spans 20 to 356; the two it arranges are half of that each.
        let line = session.frame("t")!.height
        #expect(session.frame("statsStack") == Rect(x: 20, y: 0, width: 336, height: line))
        #expect(session.frame("s") == Rect(x: 0, y: 0, width: 168, height: line))
        #expect(session.frame("s2") == Rect(x: 168, y: 0, width: 168, height: line))
    }

    @Test("a label in a text style's font made in code (preferredFont(forTextStyle:)) spaces its lines as the style does: three lines of Body are 20.33 + 22 + 22, of a plain 17-pt font 3 × 20.33")
    func textStyleFontSpacesLinesInCode() {
        var session = Session()
        let outcomes = session.script("""
            let styled = UILabel()
            let plain = UILabel()
            let footnote = UILabel()
            for (i, l) in [styled, plain, footnote].enumerated() {
                l.numberOfLines = 0
                l.text = "one\\ntwo\\nthree"
                view.addSubview(l)
                l.translatesAutoresizingMaskIntoConstraints = false
                l.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                l.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: CGFloat(i) * 100).isActive = true
            }
            styled.font = .preferredFont(forTextStyle: .body)
            plain.font = .systemFont(ofSize: 17)
            footnote.font = UIFont.preferredFont(forTextStyle: .footnote)
            footnote.text = "one\\ntwo"
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Body: the system font's 17-pt line (20.29, 20.333 at @3x) then 22 to each next line.
        #expect(session.frame("styled")?.height == 193.0 / 3)
        #expect(session.frame("plain")?.height == 61)
        // Footnote: 13 pt on 18: 15.51 + 18 = 33.51, 33.667 at @3x.
        #expect(session.frame("footnote")?.height == 101.0 / 3)
        // A plain font set afterwards has no leading.
        _ = session.script("styled.font = .systemFont(ofSize: 17)")
        #expect(session.frame("styled")?.height == 61)
        // Objective-C's spellings, UIFontMetrics's too: the font scaled at the default size is the one given.
        var objc = Session()
        let sent = objc.script("""
            @implementation StyledViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *body = [UILabel new];
                body.numberOfLines = 0;
                body.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                body.text = @"one\\ntwo\\nthree";
                [self.view addSubview:body];
                UILabel *scaled = [UILabel new];
                scaled.numberOfLines = 0;
                scaled.font = [UIFontMetrics.defaultMetrics scaledFontForFont:[UIFont boldSystemFontOfSize:20]];
                scaled.text = @"one";
                [self.view addSubview:scaled];
                [body mas_makeConstraints:^(MASConstraintMaker *make) { make.left.top.mas_equalTo(10); }];
                [scaled mas_makeConstraints:^(MASConstraintMaker *make) { make.left.mas_equalTo(200); make.top.mas_equalTo(10); }];
            }
            @end
            """)
        #expect(sent.allSatisfy { !$0.failed })
        #expect(!sent.flatMap(\.notes).contains { $0.contains("scaledFontForFont") })
        #expect(objc.frame("body")?.height == 193.0 / 3)
        // Bold 20: 23.87, 24 at @3x.
        #expect(objc.frame("scaled")?.height == 24)
    }

    @Test("Objective-C: `_level = 2` in init stores the instance variable without sending the class's own -setLevel:, which `self.level = 3` and `meter.level = 4` do send")
    func objectiveCInstanceVariableStoreSendsNoSetter() {
        var session = Session()
        let outcomes = session.script("""
            @interface Meter : UIView
            @property (nonatomic) NSInteger level;
            @end
            @implementation Meter
            - (instancetype)init {
                self = [super init];
                if (self) {
                    _level = 2;
                }
                return self;
            }
            - (void)setLevel:(NSInteger)level {
                _level = level;
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(10, 10 * level, 30, 30)];
                [self addSubview:bar];
            }
            @end
            @implementation MeterViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                Meter *meter = [[Meter alloc] init];
                meter.frame = CGRectMake(0, 100, 200, 200);
                [self.view addSubview:meter];
                meter.level = meter.level + 2;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // One bar, from the dot syntax's setter, at 10 × (2 + 2): init's store sent none.
        #expect(session.frame("bar") == Rect(x: 10, y: 40, width: 30, height: 30))
        #expect(session.frame("bar2") == nil)
    }

    @Test("a collection view cell shown alone on a phone with a notch keeps its content view's margins at 8: a collection view's items are clear of the bars, as a table's rows are")
    func collectionCellShownAloneHasNoTopSafeArea() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            @interface TagCell : UICollectionViewCell
            @property (nonatomic) UILabel *name;
            @end
            @implementation TagCell
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    self.name = [[UILabel alloc] initWithFrame:CGRectZero];
                    self.name.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.contentView addSubview:self.name];
                    UILayoutGuide *g = self.contentView.layoutMarginsGuide;
                    [self.name.topAnchor constraintEqualToAnchor:g.topAnchor].active = YES;
                    [self.name.leadingAnchor constraintEqualToAnchor:g.leadingAnchor].active = YES;
                    [self.name.trailingAnchor constraintEqualToAnchor:g.trailingAnchor].active = YES;
                    [self.name.bottomAnchor constraintEqualToAnchor:g.bottomAnchor].active = YES;
                    [self.name.heightAnchor constraintEqualToConstant:30].active = YES;
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 8 + 30 + 8 tall, the empty label 0 wide between margins of 8.
        #expect(session.frame("tagCell") == Rect(x: 0, y: 0, width: 16, height: 46))
        #expect(session.frame("name") == Rect(x: 8, y: 8, width: 0, height: 30))
    }

    @Test("a class whose superclass is a generic class nested in another type (`Base.ListController<Item>`) is read, and its viewDidLoad runs")
    func nestedGenericSuperclass() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            enum Base {
                class ListController<Model>: UIViewController {}
            }
            struct Item {}
            class ScoresController: Base.ListController<Item> {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.frame = CGRect(x: 20, y: 100, width: 120, height: 60)
                    view.addSubview(box)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 100, width: 120, height: 60))
    }

    @Test("an extension of UIView pasted after a statement, below the view whose layoutSubviews uses its property, says that the earlier entry ran without it")
    func lateExtensionMemberIsSaid() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class Panel: UIView {
                let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(badge)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    badge.placedFrame = CGRect(x: 10, y: 20, width: 100, height: 40)
                }
            }
            view.backgroundColor = .white
            extension UIView {
                var placedFrame: CGRect {
                    get { return frame }
                    set { frame = newValue }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("'placedFrame' of UIView is declared here, after an earlier entry used it and skipped it") })
        // Pasted above the view, the extension is known when the view is laid out.
        var ordered = Session()
        let ran = ordered.script("""
            import UIKit
            extension UIView {
                var placedFrame: CGRect {
                    get { return frame }
                    set { frame = newValue }
                }
            }
            class Panel: UIView {
                let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(badge)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    badge.placedFrame = CGRect(x: 10, y: 20, width: 100, height: 40)
                }
            }
            """)
        #expect(ran.allSatisfy { !$0.failed })
        #expect(ordered.frame("badge") == Rect(x: 10, y: 20, width: 100, height: 40))
        #expect(!ran.flatMap(\.notes).contains { $0.contains("placedFrame") })
    }

    @Test("a layoutSubviews override that never calls super, in a view whose subviews constraints place, is said: UIKit's own applies those frames")
    func layoutSubviewsWithoutSuperIsSaid() {
        var session = Session()
        let outcomes = session.script("""
            class Card: UIView {
                let title = UILabel()
                let stripe = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    addSubview(stripe)
                    title.text = "Hello"
                    title.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    stripe.frame = CGRect(x: 0, y: bounds.height - 2, width: bounds.width, height: 2)
                }
            }
            let card = Card(frame: CGRect(x: 0, y: 100, width: 200, height: 60))
            view.addSubview(card)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("Card's layoutSubviews does not call super.layoutSubviews()") })
        #expect(session.frame("stripe") == Rect(x: 0, y: 58, width: 200, height: 2))
        // With the call, nothing is said.
        var called = Session()
        let ran = called.script("""
            class Tile: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    title.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.cornerRadius = bounds.height / 2
                }
            }
            """)
        #expect(!ran.flatMap(\.notes).contains { $0.contains("does not call super.layoutSubviews()") })
    }

    @Test("SnapKit's equalToSuperview(\\.safeAreaLayoutGuide) and equalToSuperview { $0.safeAreaLayoutGuide } relate to the superview's safe area, not its edges")
    func snapKitSuperviewClosure() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            import UIKit
            import SnapKit
            final class SearchController: UIViewController {
                let field = UIView()
                let list = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(field)
                    view.addSubview(list)
                    field.snp.makeConstraints {
                        $0.top.equalToSuperview(\\.safeAreaLayoutGuide).offset(20)
                        $0.leading.trailing.equalToSuperview().inset(16)
                        $0.height.equalTo(48)
                    }
                    list.snp.makeConstraints {
                        $0.top.equalTo(field.snp.bottom).offset(12)
                        $0.leading.trailing.equalTo(field)
                        $0.bottom.equalToSuperview { $0.safeAreaLayoutGuide }
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // iPhone 15: the safe area is 59 from the top and 34 from the bottom of 852.
        #expect(session.frame("field") == Rect(x: 16, y: 79, width: 361, height: 48))
        #expect(session.frame("list") == Rect(x: 16, y: 139, width: 361, height: 679))
    }

    @Test("a table view made the controller's view is a table to `view as? UITableView` and `view as! UITableView`; a parameter typed `(AnyObject & Named).Type` is read")
    func rootTableCastAndCompositionMetatype() {
        for cast in ["as?", "as!"] {
            var session = Session()
            let outcomes = session.script("""
                device iPhone 15
                import UIKit
                protocol Named { static var name: String { get } }
                final class PickerController: UIViewController {
                    var list: UITableView!
                    func describe(_ kind: (AnyObject & Named).Type) -> String { kind.name }
                    override func viewDidLoad() {
                        view = UITableView(frame: .zero, style: .grouped)
                        list = view \(cast) UITableView
                        list.rowHeight = 80
                        let box = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
                        view.addSubview(box)
                    }
                }
                """)
            #expect(outcomes.allSatisfy { !$0.failed })
            // The table fills the screen; rowHeight is the table's, not a height of its frame.
            #expect(session.frame("view") == Rect(x: 0, y: 0, width: 393, height: 852))
            #expect(session.frame("box") == Rect(x: 10, y: 20, width: 30, height: 40))
        }
    }
}
