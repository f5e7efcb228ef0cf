@testable import Language
import Layout
import Testing

/// What the tenth round of fresh app code tripped on. Pastes are written for this test; frames
/// derived by hand on the bare 375×667 screen.
@Suite("Fresh app code, tenth round")
struct Book110Tests {
    static func selfSizingRows(height: String?, footer: Bool) -> String {
        """
        class NoteRow: UITableViewCell {
            let title = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(title)
                title.snp.makeConstraints { $0.edges.equalToSuperview().inset(12) }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Notes: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let list = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                list.register(NoteRow.self, forCellReuseIdentifier: "row")
                list.dataSource = self
                list.delegate = self
                view.addSubview(list)
                list.snp.makeConstraints { $0.edges.equalToSuperview() }
                \(footer ? "list.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))" : "")
            }
            func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 4 }
            func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
                let cell = t.dequeueReusableCell(withIdentifier: "row", for: i) as! NoteRow
                cell.title.text = "Note"
                return cell
            }
            \(height.map { "func tableView(_ t: UITableView, heightForRowAt i: IndexPath) -> CGFloat { \($0) }" } ?? "")
        }
        """
    }

    @Test("heightForRowAt answering UITableView.automaticDimension leaves the app's cells to size themselves, said as such, with the footer that waits on them")
    func heightForRowAtAutomaticDimension() {
        var session = Session()
        let outcomes = session.script(Self.selfSizingRows(height: "UITableView.automaticDimension", footer: true))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list") == Rect(x: 0, y: 0, width: 375, height: 667))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains {
            $0.hasPrefix("list: its content size is not worked out: its rows are NoteRow cells, each as tall as its constraints make it")
                && $0.hasSuffix("its tableFooterView 'tableFooterView' stands below the rows and is not placed")
        })
        // UIKit's constant is read, not skipped as unknown.
        #expect(!notes.contains { $0.contains("skipped 'UITableView.automaticDimension'") })
        #expect(Library.staticSignature("automaticDimension", of: "UITableView") != nil)
    }

    @Test("a heightForRowAt giving a number still sizes the content: four rows of 60 and the 40-tall footer below them")
    func heightForRowAtNumber() {
        var session = Session()
        let outcomes = session.script(Self.selfSizingRows(height: "60", footer: true))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.contentSize("list") == Size(width: 375, height: 280))
        #expect(session.frame("tableFooterView") == Rect(x: 0, y: 240, width: 375, height: 40))
    }

    @Test("the app's cell class named as a row, not a cell, is still the app's: its rows are not taken for UIKit's 44-point cells")
    func appCellNotNamedCell() {
        var session = Session()
        let outcomes = session.script(Self.selfSizingRows(height: nil, footer: false))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.contentSize("list") != Size(width: 375, height: 176))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("list: its content size is not worked out: its rows are NoteRow cells")
        })
    }

    @Test("the app's helper given the view controller pins to what only a controller has, its layout guides: the safe area's edges")
    func helperGivenTheController() {
        var session = Session()
        let outcomes = session.script("""
            @interface Menu : UIViewController
            @end
            @implementation Menu
            - (void)viewDidLoad {
                [super viewDidLoad];
                MenuPanel *panel = [MenuPanel new];
                [self.view addSubview:panel];
                [panel pinTopAndBottomToViewController:self];
                [panel autoPinLeftRightToSuper];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("'pinTopAndBottomToViewController(_:)' is the app's own helper (not in the paste): by its name taken to pin its top and bottom to the controller's layout guides (root's safe area)")
        })
        // On an iPhone SE the status bar takes 20 points: the top guide is below it, 667 − 20 tall.
        var device = Session()
        _ = device.run("device iPhone SE")
        _ = device.script("""
            class Menu: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let panel = UIView()
                    view.addSubview(panel)
                    panel.pinTopAndBottomToViewController(self)
                    panel.pinHorizontallyToSuperview()
                }
            }
            """)
        #expect(device.frame("panel") == Rect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test("self.init() in a convenience initialiser whose parameters all have defaults is UIKit's init(), not the same initialiser again")
    func selfInitInDefaultedConvenienceInit() {
        var session = Session()
        let outcomes = session.script("""
            final class Chip: UIView {
                let caption = UILabel()
                convenience init(text: String = "", inset: CGFloat = 6) {
                    self.init()
                    caption.text = text
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(caption)
                    caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset).isActive = true
                    caption.topAnchor.constraint(equalTo: topAnchor, constant: inset).isActive = true
                }
            }
            let chip = Chip(text: "Go", inset: 10)
            view.addSubview(chip)
            chip.frame = CGRect(x: 0, y: 50, width: 120, height: 40)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chip") == Rect(x: 0, y: 50, width: 120, height: 40))
        // "Go" at 17 pt: 22 × 20.333, 10 in from the chip's corner.
        #expect(session.frame("caption")?.isAbout(Rect(x: 10, y: 10, width: 22, height: 20 + 1.0 / 3)) == true)
    }

    @Test("taking out of a stack a view it never arranged changes nothing, as in UIKit")
    func removeUnarrangedView() {
        var session = Session()
        let outcomes = session.script("""
            let row = UIStackView()
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            row.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            let toggle = UISwitch()
            row.addArrangedSubview(toggle)
            let loose = UIView()
            row.removeArrangedSubview(loose)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The switch's alignment rectangle is 49 × 31 (its frame 2 points wider on the right).
        #expect(session.frame("toggle") == Rect(x: 0, y: 0, width: 51, height: 31))
        #expect(session.frame("row") == Rect(x: 0, y: 0, width: 49, height: 31))
    }

    @Test("the app's own view class, not pasted, added through a forEach over its properties, stands in as a view under its property's name")
    func appTypeAddedThroughForEach() {
        var session = Session()
        let outcomes = session.script("""
            final class Row: UITableViewCell {
                private lazy var backdrop = RoundedPanel()
                private let title = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    [backdrop, title].forEach {
                        contentView.addSubview($0)
                        $0.translatesAutoresizingMaskIntoConstraints = false
                    }
                    title.text = "Groceries"
                    NSLayoutConstraint.activate([
                        backdrop.topAnchor.constraint(equalTo: contentView.topAnchor),
                        backdrop.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        backdrop.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                        backdrop.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                        backdrop.heightAnchor.constraint(equalToConstant: 75),
                        title.leadingAnchor.constraint(equalTo: backdrop.leadingAnchor, constant: 16),
                        title.centerYAnchor.constraint(equalTo: backdrop.centerYAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("'RoundedPanel' is not in the paste: the code adds one as a subview, so each RoundedPanel is taken as a UIView") })
        #expect(session.frame("backdrop") == Rect(x: 16, y: 0, width: 343, height: 75))
        // 75 tall: the title's 20.333 centred, (75 − 20.333) / 2 down.
        #expect(session.frame("title")?.isAbout(Rect(x: 32, y: (75 - 61.0 / 3) / 2, width: session.frame("title")?.width ?? 0,
                                                     height: 61.0 / 3)) == true)
    }

    @Test("a view a later block takes out is said to be on the screen until then, with its frame: a toast removed after a delay")
    func toastRemovedLater() {
        var session = Session()
        let outcomes = session.script("""
            func showToast(_ text: String, in host: UIView) {
                let toast = UILabel()
                toast.text = text
                host.addSubview(toast)
                toast.frame = CGRect(x: 24, y: 40, width: 180, height: 36)
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                    toast.removeFromSuperview()
                }
            }
            showToast("Saved", in: view)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("toast") == nil)
        #expect(outcomes.flatMap(\.notes).contains {
            $0 == "'toast' is taken out by a block the main queue runs later (DispatchQueue.main.async, asyncAfter); until then it stood at (24, 40, 180, 36) in root, and what is shown is the screen after it"
        })
    }

    @Test("a type the paste nests in a view class is made through its name or by .init given for a parameter of that type")
    func nestedModelThroughInit() {
        for call in ["Banner.Model(title: \"Top Stories\")", ".init(title: \"Top Stories\")"] {
            var session = Session()
            let outcomes = session.script("""
                final class Banner: UIView {
                    struct Model { let title: String }
                    let heading = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        heading.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(heading)
                        heading.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12).isActive = true
                        heading.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func configure(model: Model) { heading.text = model.title }
                }
                let banner = Banner(frame: CGRect(x: 0, y: 0, width: 375, height: 70))
                view.addSubview(banner)
                banner.configure(model: \(call))
                """)
            #expect(outcomes.allSatisfy { !$0.failed }, "\(call)")
            // "Top Stories" at 17 pt: 86.667 wide.
            #expect(session.frame("heading")?.isAbout(Rect(x: 12, y: 8, width: 86 + 2.0 / 3, height: 20 + 1.0 / 3)) == true, "\(call)")
        }
    }

    @Test("a file that calls TinyConstraints' names without importing it is told once they are read as TinyConstraints' own")
    func tinyConstraintsNamesWithoutImport() {
        let paste = { (imports: String) in
            """
            \(imports)
            final class Badge: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    dot.center(in: self)
                    dot.width(12)
                    dot.height(12)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        }
        var own = Session()
        let outcomes = own.script(paste("import UIKit\nimport SnapKit"))
        #expect(outcomes.allSatisfy { !$0.failed })
        let said = outcomes.flatMap(\.notes).filter { $0.hasPrefix("the file does not import TinyConstraints, yet calls methods of its names") }
        #expect(said == ["the file does not import TinyConstraints, yet calls methods of its names (center(…) first): they are the app's own helpers, not in the paste, read as TinyConstraints' do; paste them if they do otherwise"])
        var library = Session()
        let imported = library.script(paste("import UIKit\nimport TinyConstraints"))
        #expect(!imported.flatMap(\.notes).contains { $0.contains("does not import TinyConstraints") })
        // Either way the dot is 12 square, centred in the badge.
        #expect(library.frame("dot")?.size == Size(width: 12, height: 12))
    }

    @Test("the app's add(_:) helper adds the views it is given, their masks off, as addSubviews does")
    func appAddHelper() {
        var session = Session()
        let outcomes = session.script("""
            class Card: UIViewController {
                let strip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.add(strip)
                    strip.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8).isActive = true
                    strip.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8).isActive = true
                    strip.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
                    strip.heightAnchor.constraint(equalToConstant: 100).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 8, y: 20, width: 359, height: 100))
    }

    @Test("the app's addSubview overload with labels UIKit's lacks adds the view, as its name says, and says the rest is skipped")
    func appAddSubviewOverload() {
        var session = Session()
        let outcomes = session.script("""
            let list = UIView()
            view.addSubview(list, respectingSafeArea: true, edges: [.top, .bottom])
            list.heightAnchor.constraint(equalToConstant: 50).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list") != nil)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("'addSubview(_:respectingSafeArea:edges:)' is the app's own (UIView's addSubview(_:) takes no 'respectingSafeArea:'), not in the paste: taken to add list as its name says")
        })
    }

    @Test("a static member of the app's extension on a UIKit base, read through a pasted subclass, is skipped with a note, not refused")
    func staticMemberOfAppExtension() {
        var session = Session()
        let outcomes = session.script("""
            final class SectionTitle: UICollectionReusableView {}
            let kind = SectionTitle.reuseIdentifier
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 10, y: 10, width: 100, height: 100))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'SectionTitle.reuseIdentifier': not in the paste, likely the app's own extension of UICollectionReusableView") })
        // A misspelling of the type's own member is still refused.
        var typo = Session()
        typo.script("final class Tag: UIView { static let side: CGFloat = 20 }")
        #expect(typo.failing("let s = Tag.sied").contains("'Tag' has no member 'sied'"))
    }

    @Test("a method of a framework class the paste's class derives from, which Layoutbook does not model, is skipped with a note")
    func frameworkBaseMethod() {
        var session = Session()
        let outcomes = session.script("""
            class Rows: UITableViewDiffableDataSource<Int, String> {}
            class List: UIViewController {
                let table = UITableView()
                var rows: Rows!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(table)
                    table.frame = view.bounds
                    rows = Rows(tableView: table) { _, _, _ in UITableViewCell() }
                    rows.apply(NSDiffableDataSourceSnapshot<Int, String>(), animatingDifferences: false)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("table") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(outcomes.flatMap(\.notes).contains { $0 == "skipped 'apply(…)': Rows's base UITableViewDiffableDataSource is the framework's, not modelled; what it does is skipped" })
    }

    @Test("try before an assignment covers the whole assignment, as in Swift")
    func tryAssignment() {
        var session = Session()
        let outcomes = session.script("""
            class Player: UIViewController {
                var art = UIView()
                func makeArt() throws -> UIView { UIView() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    do { try self.art = makeArt() } catch {}
                    view.addSubview(art)
                    art.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("art") == Rect(x: 10, y: 10, width: 100, height: 100))
    }

    @Test("IBInspectable on its own line before a property, Core Animation's constants and C's math constants are read")
    func objectiveCMarksAndConstants() {
        var session = Session()
        let outcomes = session.script("""
            @interface Badge : UIView
            IBInspectable
            @property (nonatomic, copy) NSString *title;
            @end
            @implementation Badge
            - (void)flip {
                CATransition *t = [CATransition animation];
                [self.layer addAnimation:t forKey:kCATransition];
                self.transform = CGAffineTransformMakeRotation(M_PI_2);
            }
            @end
            Badge *badge = [[Badge alloc] initWithFrame:CGRectMake(20, 30, 60, 24)];
            [view addSubview:badge];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 20, y: 30, width: 60, height: 24))
        var swift = Session()
        let swiftOutcomes = swift.script("""
            let bar = UIView()
            view.addSubview(bar)
            bar.frame = CGRect(x: 0, y: 0, width: 100 * CGFloat(M_PI_2), height: 100 * CGFloat(M_1_PI))
            """)
        #expect(swiftOutcomes.allSatisfy { !$0.failed })
        #expect(swift.frame("bar")?.isAbout(Rect(x: 0, y: 0, width: 50 * Double.pi, height: 100 / Double.pi)) == true)
    }

    @Test("a collection view class that is its own data source, made by the entry's code, has its content worked out from its items")
    func ownDataSourceMadeAtTopLevel() {
        var session = Session()
        let outcomes = session.script("""
            class Chips: UICollectionView, UICollectionViewDataSource {
                var titles: [String] = []
                init(frame: CGRect, titles: [String]) {
                    let flow = UICollectionViewFlowLayout()
                    flow.itemSize = CGSize(width: 80, height: 44)
                    flow.minimumInteritemSpacing = 0
                    super.init(frame: frame, collectionViewLayout: flow)
                    self.titles = titles
                    dataSource = self
                }
                required init?(coder: NSCoder) { fatalError() }
                func collectionView(_ cv: UICollectionView, numberOfItemsInSection s: Int) -> Int { titles.count }
                func collectionView(_ cv: UICollectionView, cellForItemAt ip: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
            }
            let chips = Chips(frame: CGRect(x: 0, y: 0, width: 375, height: 100), titles: ["A", "B", "C", "D", "E"])
            view.addSubview(chips)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Four 80-wide items fit across 375; the fifth starts a second line 10 below: 44 + 10 + 44.
        #expect(session.contentSize("chips") == Size(width: 375, height: 98))
    }

    @Test("a one-line label taller than its line keeps its last baseline a fixed distance above its bottom: a label on that baseline ends where it ends")
    func baselineOfATallLabel() {
        var session = Session()
        let outcomes = session.script("""
            let tall = UILabel()
            tall.text = "Tall"
            tall.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tall)
            let side = UILabel()
            side.text = "Side"
            side.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(side)
            let lead = UILabel()
            lead.text = "Lead"
            lead.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(lead)
            NSLayoutConstraint.activate([
                tall.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                tall.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                tall.heightAnchor.constraint(equalToConstant: 50),
                side.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 200),
                side.lastBaselineAnchor.constraint(equalTo: tall.lastBaselineAnchor),
                lead.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 300),
                lead.firstBaselineAnchor.constraint(equalTo: tall.firstBaselineAnchor),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Both 17-pt labels are one line tall at their own height, 20.333 on the @3x grid. The
        // 50-tall label's last baseline is as far above its bottom (150) as the side label's is
        // above its own: the side label ends at 150.
        #expect(session.frame("side")?.maxY ≈ 150)
        #expect(session.frame("side")?.height ≈ (61.0 / 3))
        // Its first baseline is as far below its top (100) as the other's below its own.
        #expect(session.frame("lead").map { abs($0.minY - 100) < 0.01 } == true)
        #expect(session.frame("tall")?.height == 50)
    }

    @Test("Objective-C: attribute:0 is no attribute and the other raw values their attributes; a nil message as a loop's limit is 0")
    func objectiveCRawAttributesAndNilLimit() {
        var session = Session()
        let outcomes = session.script("""
            @protocol Feed <NSObject>
            - (NSInteger)numberOfTiles;
            @end
            @interface Strip : UIView
            @property (nonatomic, weak) id<Feed> feed;
            @end
            @implementation Strip
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    for (int i = 0; i < [_feed numberOfTiles]; i++) { [self addSubview:[UIView new]]; }
                }
                return self;
            }
            @end
            Strip *strip = [[Strip alloc] initWithFrame:CGRectMake(0, 0, 100, 50)];
            [view addSubview:strip];
            UIView *box = [UIView new];
            box.translatesAutoresizingMaskIntoConstraints = NO;
            [view addSubview:box];
            [NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:0 multiplier:0 constant:100].active = YES;
            [NSLayoutConstraint constraintWithItem:box attribute:8 relatedBy:0 toItem:nil attribute:0 multiplier:0 constant:40].active = YES;
            [NSLayoutConstraint constraintWithItem:box attribute:1 relatedBy:0 toItem:view attribute:1 multiplier:1 constant:20].active = YES;
            [NSLayoutConstraint constraintWithItem:box attribute:3 relatedBy:0 toItem:view attribute:3 multiplier:1 constant:20].active = YES;
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 100, height: 40))
    }

    @Test("an implicitly unwrapped property the app sets before showing the controller, and a storyboard outlet that is no view, are the app's, not nil")
    func appDataAndNonViewOutlets() {
        var session = Session()
        let outcomes = session.script("""
            class Forecast: UIViewController {
                var city: String!
                @IBOutlet weak var flow: UICollectionViewFlowLayout!
                lazy var heading: UILabel = {
                    let label = UILabel()
                    label.text = "Forecast for \\(city!) \\(city.uppercased())"
                    return label
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    flow.headerReferenceSize = CGSize(width: 100, height: 60)
                    view.addSubview(heading)
                    heading.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        heading.topAnchor.constraint(equalTo: view.topAnchor, constant: 5),
                        heading.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        heading.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        heading.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("heading") == Rect(x: 0, y: 5, width: 375, height: 50))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("'city' is the app's: an implicitly unwrapped property nothing in the paste sets") })
        #expect(notes.contains { $0.hasPrefix("@IBOutlet flow: a UICollectionViewFlowLayout of the storyboard the paste does not contain") })
    }

    @Test("a prefix header's __kWidth and __kHeight are the screen's size, as kScreenWidth is")
    func underscoredScreenNames() {
        var session = Session()
        let outcomes = session.script("""
            let panel = UIView()
            view.addSubview(panel)
            panel.frame = CGRect(x: 0, y: 0, width: __kWidth, height: __kHeight / 2)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 0, y: 0, width: 375, height: 333.5))
    }

    @Test("a view the paste's own method loads from a nib it lacks is said to be that method's unknown answer, not a factory missing from the paste")
    func ownMethodLoadingANib() {
        var session = Session()
        let outcomes = session.script("""
            class Banner: UIView {
                var contentView: UIView!
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView = loadViewFromNib()
                    addSubview(contentView)
                }
                required init?(coder: NSCoder) { fatalError() }
                private func loadViewFromNib() -> UIView {
                    let nib = UINib(nibName: "Banner", bundle: nil)
                    return nib.instantiate(withOwner: self, options: nil).first as! UIView
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(!notes.contains { $0.hasPrefix("'loadViewFromNib(…)' is not in the paste") })
    }
}
