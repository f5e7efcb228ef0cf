@testable import Language
import Layout
import Testing

/// What the fifty-sixth round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, fifty-sixth round")
struct Book258Tests {
    @Test("Objective-C: `do { … } while ((v = v.superview));` assigns at the end of each turn, then tests")
    func objectiveCDoWhileWithAssignedCondition() {
        var session = Session()
        let outcomes = session.script("""
            @interface Nest : UIView
            @property (nonatomic, strong) UIView *inner;
            @end
            @implementation Nest
            - (instancetype)initWithFrame:(CGRect)frame {
                if ((self = [super initWithFrame:frame])) {
                    _inner = [[UIView alloc] initWithFrame:CGRectZero];
                    [self addSubview:_inner];
                    UIView *v = _inner;
                    int depth = 0;
                    do { depth++; } while ((v = v.superview));
                    _inner.frame = CGRectMake(10 * depth, 10, 50, 50);
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The inner view, then the nest (not yet in a window): two turns.
        #expect(session.frame("inner") == Rect(x: 20, y: 10, width: 50, height: 50))
    }

    @Test("Objective-C: a capitalised macro given a block ends its statement without a ';'")
    func objectiveCStatementMacroWithoutSemicolon() {
        var session = Session()
        let outcomes = session.script("""
            @interface Strip : UIView
            @property (nonatomic, strong) UIView *bar;
            @end
            @implementation Strip
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 4)];
                    [self addSubview:_bar];
                }
                return self;
            }
            - (void)refresh {
                ON_MAIN_QUEUE(^{
                    [self setNeedsLayout];
                })
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 100, height: 4))
    }

    @Test("`colors.map(Tile.init)` hands each element to the pasted initialiser by position")
    func initialiserTakenAsFunctionValue() {
        var session = Session()
        let outcomes = session.script("""
            class Tile: UIView {
                init(color: UIColor) {
                    super.init(frame: .zero)
                    backgroundColor = color
                    translatesAutoresizingMaskIntoConstraints = false
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let tiles = [UIColor.red, UIColor.blue].map(Tile.init)
            for (i, tile) in tiles.enumerated() {
                view.addSubview(tile)
                NSLayoutConstraint.activate([
                    tile.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20 + CGFloat(i) * 60),
                    tile.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    tile.widthAnchor.constraint(equalToConstant: 50),
                    tile.heightAnchor.constraint(equalToConstant: 50),
                ])
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let frames = ["tile", "tile2"].compactMap { session.layout.id(of: $0) == nil ? nil : session.frame($0) }
        #expect(frames == [Rect(x: 20, y: 100, width: 50, height: 50), Rect(x: 80, y: 100, width: 50, height: 50)])
    }

    @Test("A cell that narrows itself in its frame setter is as tall as its text at the table's width: the narrower label is cut short")
    func rowMeasuredBeforeOwnFrameSetterNarrowsIt() {
        var session = Session()
        session.script("device iPhone 12 Pro")
        let outcomes = session.script("""
            class NoteCell: UITableViewCell {
                let body = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    body.numberOfLines = 0
                    body.font = .systemFont(ofSize: 16)
                    body.text = "Some words that take up most of one line here ok"
                    body.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(body)
                    NSLayoutConstraint.activate([
                        body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 22),
                        body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -22),
                        body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                        body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
                override var frame: CGRect {
                    get { super.frame }
                    set { var f = newValue; f.origin.x += 20; f.size.width -= 40; super.frame = f }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // One line fits 390 − 24 = 366 (the table's width): the row is 22 + one line + 22. The
        // cell then stands 350 wide, its label 326, where the text would need two lines.
        let oneLine = Session.labelFrame(font: ".systemFont(ofSize: 16)", text: "Some words that take up most of one line here ok")
        let line = oneLine?.height ?? 0
        #expect(oneLine.map { $0.width > 326 && $0.width < 366 } == true)
        #expect(session.frame("noteCell")?.isAbout(Rect(x: 20, y: 0, width: 350, height: 44 + line)) == true)
        #expect(session.frame("body") == Rect(x: 12, y: 22, width: 326, height: line))
        #expect(outcomes.contains { $0.notes.contains { $0.contains("measures a self-sizing row before the setter changes the cell") } })
    }

    @Test("`additionalSafeAreaInsets.top = 32` changes one edge of what the controller set so far")
    func additionalSafeAreaOneEdge() {
        var session = Session()
        session.script("device iPhone 15")
        let outcomes = session.script("""
            class Pad: UIViewController {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    additionalSafeAreaInsets.top += 16
                    self.additionalSafeAreaInsets.top += 16
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        box.widthAnchor.constraint(equalToConstant: 100),
                        box.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The status bar's 59, plus 16 twice.
        #expect(session.frame("box") == Rect(x: 0, y: 91, width: 100, height: 50))
    }

    @Test("A stack view's margins changed one edge at a time before it is placed start from UIKit's 8")
    func stackMarginsOneEdgeBeforePlacement() {
        var session = Session()
        let outcomes = session.script("""
            let stack = UIStackView()
            let row = UIView()
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins.top = 40
            stack.layoutMargins.left = 30
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            stack.addArrangedSubview(row)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                stack.widthAnchor.constraint(equalToConstant: 200),
                row.heightAnchor.constraint(equalToConstant: 20),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("stack") == Rect(x: 0, y: 100, width: 200, height: 68))
        #expect(session.frame("row") == Rect(x: 30, y: 40, width: 162, height: 20))
    }

    @Test("systemLayoutSizeFitting answers the size's own pixels, not the edges' of a view centred on a point, its edges on half pixels")
    func fittingSizeIndependentOfPlace() {
        var session = Session()
        let outcomes = session.script("""
            let holder = UIView(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            view.addSubview(holder)
            let stack = UIStackView()
            let label = UILabel()
            label.text = "title"
            stack.addArrangedSubview(label)
            stack.translatesAutoresizingMaskIntoConstraints = false
            holder.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerXAnchor.constraint(equalTo: holder.centerXAnchor),
                stack.centerYAnchor.constraint(equalTo: holder.centerYAnchor),
            ])
            let probe = UIView(frame: CGRect(origin: .zero, size: stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)))
            view.addSubview(probe)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let label = session.frame("label")
        #expect(label.map { $0.width > 0 } == true)
        #expect(session.frame("probe")?.size == label?.size)
    }

    @Test("Masonry: insets set on a kept constraint go by its own view's attribute, the first, not by the one it is pinned to")
    func masonryKeptConstraintInsets() {
        var session = Session()
        let outcomes = session.script("""
            @interface PairScreen : UIViewController
            @property (nonatomic, strong) MASConstraint *gap;
            @property (nonatomic, strong) MASConstraint *drop;
            @property (nonatomic, strong) MASConstraint *side;
            @end
            @implementation PairScreen
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *first = [UIView new];
                UIView *second = [UIView new];
                [self.view addSubview:first];
                [self.view addSubview:second];
                [first mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self.view).offset(20);
                    make.size.mas_equalTo(CGSizeMake(100, 100));
                }];
                [second mas_makeConstraints:^(MASConstraintMaker *make) {
                    self.gap = make.left.equalTo(first.mas_right);
                    self.drop = make.top.equalTo(first.mas_bottom);
                    self.side = make.width.mas_equalTo(100);
                    make.height.mas_equalTo(100);
                }];
                self.gap.insets = UIEdgeInsetsMake(30, 30, 30, 30);
                self.drop.inset = 40;
                self.side.inset = 10;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // left: +30 from first's right (120); top: +40 from its bottom (120); a width keeps 100.
        #expect(session.frame("second") == Rect(x: 150, y: 160, width: 100, height: 100))
    }

    @Test("A button titled after it is added has its title's baseline, as one titled before")
    func buttonBaselineTitledAfterPlacement() {
        func baselineTop(titledFirst: Bool) -> Double? {
            var session = Session()
            let title = "go.setTitle(\"Centered\", for: .normal)"
            session.script("""
                let go = UIButton(type: .system)
                go.translatesAutoresizingMaskIntoConstraints = false
                \(titledFirst ? title : "")
                view.addSubview(go)
                \(titledFirst ? "" : title)
                go.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                go.lastBaselineAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                """)
            return session.frame("go")?.minY
        }
        let before = baselineTop(titledFirst: true)
        // The baseline is inside the button, not its bottom edge (which would put the top at 100 − height).
        #expect(before.map { $0 > 70 && $0 < 100 } == true)
        #expect(baselineTop(titledFirst: false) == before)
    }

    @Test("Masonry: a multiplier written before the relation is the constraint's, as Masonry keeps it")
    func masonryMultiplierBeforeRelation() {
        var session = Session()
        let outcomes = session.script("""
            UIView *banner = [UIView new];
            [self.view addSubview:banner];
            [banner mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.right.equalTo(self.view);
                make.height.multipliedBy(0.4).equalTo(banner.mas_width);
            }];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 150))
    }

    @Test("Masonry's shorthand: an array's makeConstraints: makes the block's constraints on each view")
    func masonryShorthandArrayMakeConstraints() {
        var session = Session()
        let outcomes = session.script("""
            #define MAS_SHORTHAND
            UIView *a = [UIView new];
            UIView *b = [UIView new];
            [self.view addSubview:a];
            [self.view addSubview:b];
            [a makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(@20);
                make.width.equalTo(@100);
            }];
            [b makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(a.right).offset(10);
                make.width.equalTo(@100);
            }];
            NSArray *pair = @[a, b];
            [pair makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(@100);
                make.height.equalTo(@40);
            }];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("a") == Rect(x: 20, y: 100, width: 100, height: 40))
        #expect(session.frame("b") == Rect(x: 130, y: 100, width: 100, height: 40))
    }

    @Test("Objective-C: the app's class made with initWithFrame: is a view, though its name ends in VC")
    func frameMadeClassNamedLikeController() {
        var session = Session()
        let outcomes = session.script("""
            UIView *bar = [[TopBarVC alloc] initWithFrame:CGRectMake(0, 0, 375, 44)];
            [self.view addSubview:bar];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 375, height: 44))
    }

    @Test("A prefix header's MainWidth and KHeight are the screen's width and height")
    func screenSizeMacrosWithoutScreen() {
        var session = Session()
        let outcomes = session.script("""
            UIView *strip = [[UIView alloc] initWithFrame:CGRectMake(0, 0, MainWidth, KHeight / 2)];
            [self.view addSubview:strip];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 333.5))
    }

    @Test("`cell c width W` lays out a pasted cell as UIKit's pass does: its views' intrinsicContentSize overrides and its layoutSubviews")
    func cellCommandRunsPastedLayout() {
        var session = Session()
        session.script("""
            class Badge: UILabel {
                override var intrinsicContentSize: CGSize {
                    let base = super.intrinsicContentSize
                    return CGSize(width: base.width + 30, height: base.height + 10)
                }
            }
            class BadgeCell: UITableViewCell {
                let badge = Badge()
                let dot = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    badge.text = "PUBLIC"
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(badge)
                    contentView.addSubview(dot)
                    NSLayoutConstraint.activate([
                        badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                        badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    dot.frame = CGRect(x: contentView.bounds.width - 30, y: 10, width: 20, height: 20)
                }
            }
            let c = BadgeCell(style: .default, reuseIdentifier: "x")
            """)
        let outcomes = session.script("cell c width 375")
        #expect(outcomes.allSatisfy { !$0.failed })
        let plain = Session.labelFrame(font: ".systemFont(ofSize: 17)", text: "PUBLIC")
        let badge = session.frame("badge")
        #expect(plain.map { Rect(x: 16, y: 12, width: $0.width + 30, height: $0.height + 10).isAbout(badge ?? .zero) } == true)
        #expect(session.frame("c").map { c in badge.map { abs(c.height - ($0.height + 24)) < 0.01 } } == true)
        #expect(session.frame("dot") == Rect(x: 345, y: 10, width: 20, height: 20))
    }

    @Test("A segmented control subclass made with the init(items:) it inherits has those segments")
    func segmentedSubclassInheritsItemsInitialiser() {
        var session = Session()
        let outcomes = session.script("""
            class TabStrip: UISegmentedControl {}
            let plain = UISegmentedControl(items: ["First", "Second", "Third"])
            let custom = TabStrip(items: ["First", "Second", "Third"])
            for s in [plain, custom] {
                s.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(s)
                s.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            }
            plain.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            custom.topAnchor.constraint(equalTo: plain.bottomAnchor, constant: 20).isActive = true
            let count = UIView(frame: CGRect(x: 0, y: 0, width: custom.numberOfSegments * 10, height: 1))
            view.addSubview(count)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let plain = session.frame("plain")
        #expect(plain.map { $0.width > 100 } == true)
        #expect(session.frame("custom")?.size == plain?.size)
        #expect(session.frame("count")?.width == 30)
    }

    @Test("A generic argument that is a function type (Array<(UIView) -> NSLayoutConstraint>) reads, its arrow closing nothing")
    func functionTypeInsideGenericArgument() {
        var session = Session()
        let outcomes = session.script("""
            func pin(_ box: UIView, rules: Array<(UIView) -> NSLayoutConstraint>) {
                for rule in rules { rule(box).isActive = true }
            }
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            pin(box, rules: [
                { $0.topAnchor.constraint(equalTo: self.view.topAnchor, constant: 100) },
                { $0.leadingAnchor.constraint(equalTo: self.view.leadingAnchor, constant: 20) },
                { $0.widthAnchor.constraint(equalToConstant: 80) },
                { $0.heightAnchor.constraint(equalToConstant: 40) },
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 100, width: 80, height: 40))
    }

    @Test("Swift 4's NSAttributedStringKey is UIKit's, not the app's own type")
    func swift4AttributedStringKey() {
        var session = Session()
        let outcomes = session.script("""
            let title = UILabel()
            title.attributedText = NSAttributedString(string: "Headline", attributes: [NSAttributedStringKey.font: UIFont.boldSystemFont(ofSize: 28)])
            title.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(title)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("NSAttributedStringKey is the app's own type") })
    }

    @Test("A controller's inputAccessoryView is said to be shown in the keyboard's window, not laid out here")
    func inputAccessoryViewNoted() {
        var session = Session()
        let outcomes = session.script("""
            class ThreadScreen: UIViewController {
                let composer = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
                override var inputAccessoryView: UIView? { composer }
                override var canBecomeFirstResponder: Bool { true }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("ThreadScreen overrides inputAccessoryView: UIKit shows that view at the bottom of the screen") })
    }

    @Test("A controller loaded from a nib the paste lacks stands in as a controller: its view fills the cell it is pinned in")
    func nibLoadedControllerView() {
        var session = Session()
        let outcomes = session.script("""
            class HeaderCell: UICollectionViewCell {
                var child: ArticlesViewController
                override init(frame: CGRect) {
                    child = UINib(nibName: "ArticlesViewController", bundle: nil)
                        .instantiate(withOwner: nil, options: nil)[0] as? ArticlesViewController ?? ArticlesViewController()
                    super.init(frame: frame)
                    child.view.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(child.view)
                    NSLayoutConstraint.activate([
                        child.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        child.view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                        child.view.topAnchor.constraint(equalTo: contentView.topAnchor),
                        child.view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped a constraint") })
        #expect(session.frame("articlesView") == session.frame("headerCell").map { Rect(origin: .zero, size: $0.size) })
    }

    @Test("SnapKit: updateConstraints refused for a priority that differs names the constraint it nearly matched")
    func updateConstraintsNearMatch() {
        var session = Session()
        session.script("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.width.equalTo(100)
                make.height.equalTo(100).priority(999)
            }
            """)
        let refused = session.failing("box.snp.updateConstraints { make in make.height.equalTo(150) }")
        #expect(refused.contains("'box.height == 100 @999' differs in its priority (999, here 1000)"))
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("A self-sizing row whose required height is off the pixel grid conflicts with the row the table rounds to the pixel")
    func fractionalRequiredRowHeight() {
        var session = Session()
        session.script("device iPhone X")
        let outcomes = session.script("""
            class BannerCell: UITableViewCell {
                let banner = UIImageView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(banner)
                    NSLayoutConstraint.activate([
                        banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 15),
                        banner.widthAnchor.constraint(equalToConstant: 345),
                        banner.heightAnchor.constraint(equalToConstant: 345 * 155 / 349),
                        banner.topAnchor.constraint(equalTo: contentView.topAnchor),
                        banner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        // 345 × 155 / 349 = 153.22…; the row on the @3x grid is 460 pixels, 153.333.
        #expect(session.frame("bannerCell")?.height == 460.0 / 3)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("cell bannerCell: its required constraints make its content 153.223 tall") })
        #expect(!session.layout.conflicts.isEmpty)
    }

    @Test("An attributed text's kern adds that much after every character, the last too; plain text set after drops it")
    func kernedLabelText() {
        var session = Session()
        let outcomes = session.script("""
            let plain = UILabel()
            plain.text = "EDUCATION"
            plain.font = UIFont.boldSystemFont(ofSize: 12)
            let spaced = UILabel()
            spaced.attributedText = NSAttributedString(string: "EDUCATION", attributes: [.kern: 1.4, .font: UIFont.boldSystemFont(ofSize: 12)])
            let tracked = NSMutableAttributedString(string: "EDUCATION", attributes: [.font: UIFont.boldSystemFont(ofSize: 12)])
            tracked.addAttribute(.kern, value: CGFloat(1.4), range: NSRange(location: 0, length: 9))
            let spaced2 = UILabel()
            spaced2.attributedText = tracked
            for label in [plain, spaced, spaced2] {
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            }
            plain.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            spaced.topAnchor.constraint(equalTo: plain.bottomAnchor, constant: 8).isActive = true
            spaced2.topAnchor.constraint(equalTo: spaced.bottomAnchor, constant: 8).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let plain = session.frame("plain")?.width ?? 0
        // Nine characters, 1.4 after each: 12.6 wider, within the pixel each width is rounded up to.
        #expect(session.frame("spaced").map { abs($0.width - (plain + 12.6)) < 0.7 } == true)
        #expect(session.frame("spaced2")?.width == session.frame("spaced")?.width)
        session.script("spaced.text = \"EDUCATION\"")
        #expect(session.frame("spaced")?.width == plain)
    }

    @Test("An app's factory given a frame makes a view at that frame, placed by it")
    func factoryGivenFrame() {
        var session = Session()
        let outcomes = session.script("""
            UIView *map = [MapKitLikeView mapWithFrame:CGRectMake(0, 0, 375, 300) camera:nil];
            [self.view addSubview:map];
            UIView *pin = [[UIView alloc] init];
            pin.translatesAutoresizingMaskIntoConstraints = NO;
            [map addSubview:pin];
            [pin.centerXAnchor constraintEqualToAnchor:map.centerXAnchor].active = YES;
            [pin.centerYAnchor constraintEqualToAnchor:map.centerYAnchor].active = YES;
            [pin.widthAnchor constraintEqualToConstant:20].active = YES;
            [pin.heightAnchor constraintEqualToConstant:20].active = YES;
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("map") == Rect(x: 0, y: 0, width: 375, height: 300))
        #expect(session.frame("pin") == Rect(x: 177.5, y: 140, width: 20, height: 20).snapped(toPixelsOf: 3))
    }

    @Test("An extension's initialiser of UIEdgeInsets with optional labels calls UIKit's own in its self.init")
    func extensionInitialiserForwardingToUIKit() {
        var session = Session()
        let outcomes = session.script("""
            extension UIEdgeInsets {
                init(top: CGFloat? = nil, left: CGFloat? = nil, bottom: CGFloat? = nil, right: CGFloat? = nil) {
                    self.init(top: top ?? 0, left: left ?? 0, bottom: bottom ?? 0, right: right ?? 0)
                }
            }
            let pad = UIEdgeInsets(top: 12, left: 24, right: 24)
            let badge = UIView(frame: CGRect(x: pad.left, y: pad.top, width: 375 - pad.left - pad.right, height: 40))
            view.addSubview(badge)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 24, y: 12, width: 327, height: 40))
    }

    @Test("Objective-C: (CGRect){x, y, size} and (CGRect){origin, w, h} fill the inner structure from the numbers beside it")
    func compoundRectWithInnerStructure() {
        var session = Session()
        let outcomes = session.script("""
            UIView *chip = [[UIView alloc] initWithFrame:(CGRect){20, 40, 120, 32}];
            [self.view addSubview:chip];
            UIView *shadow = [[UIView alloc] init];
            shadow.frame = (CGRect){chip.frame.origin.x + 100, chip.frame.origin.y, chip.frame.size};
            [self.view addSubview:shadow];
            UIView *below = [[UIView alloc] init];
            below.frame = (CGRect){chip.frame.origin, 60, 10};
            [self.view addSubview:below];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("shadow") == Rect(x: 120, y: 40, width: 120, height: 32))
        #expect(session.frame("below") == Rect(x: 20, y: 40, width: 60, height: 10))
    }

    @Test("A class whose base the paste lacks and whose own code adds subviews to itself is a view")
    func unknownBaseAddingSubviewsToItself() {
        var session = Session()
        let outcomes = session.script("""
            class PhoneTile: Tile {
                init(number: String) {
                    super.init()
                    let label = UILabel()
                    label.text = "112"
                    label.translatesAutoresizingMaskIntoConstraints = false
                    self.addSubview(label)
                    NSLayoutConstraint.activate([
                        label.topAnchor.constraint(equalTo: topAnchor, constant: 14),
                        label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -14),
                        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                        label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let label = session.frame("label")
        #expect(label?.origin == Point(x: 20, y: 14))
        #expect(label.map { l in session.frame("phoneTile")?.isAbout(Rect(x: 0, y: 0, width: l.width + 40, height: l.height + 28)) == true } == true)
    }

    @Test("Objective-C: a frame category's size set to a value not known here is skipped as such, not taken for a missing member")
    func frameCategoryGivenUnknownValue() {
        var session = Session()
        let outcomes = session.script("""
            UIButton *plus = [[UIButton alloc] initWithFrame:CGRectMake(10, 10, 40, 40)];
            [plus setBackgroundImage:[UIImage imageNamed:@"tab_plus"] forState:UIControlStateNormal];
            plus.size = plus.currentBackgroundImage.size;
            [self.view addSubview:plus];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("skipped 'size = …': the value is not known here") })
        #expect(!notes.contains { $0.hasPrefix("skipped 'size': UIView has none") })
        #expect(session.frame("plus") == Rect(x: 10, y: 10, width: 40, height: 40))
    }

    @Test("System spacing between two labels' baselines is a line of the lower label's font, so its text never sits on the upper's")
    func baselineSystemSpacing() {
        var session = Session()
        let outcomes = session.script("""
            let upper = UILabel()
            upper.text = "First line"
            let lower = UILabel()
            lower.text = "Second line"
            for label in [upper, lower] {
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            }
            upper.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            lower.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: upper.lastBaselineAnchor, multiplier: 1).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let upper = session.frame("upper"), lower = session.frame("lower")
        // Two one-line labels of one font: the lower one starts where the upper one's line ends.
        #expect(upper.flatMap { u in lower.map { abs($0.minY - u.maxY) < 0.5 } } == true)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("system spacing between two baselines is the fonts' in UIKit") })
    }
}
