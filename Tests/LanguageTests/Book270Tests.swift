@testable import Language
import Layout
import Testing

/// What the fifty-seventh round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, fifty-seventh round")
struct Book270Tests {
    @Test("An app controller's `.view` taken as the view itself stays that view when framed or anchored later")
    func wrappedViewReadAgain() {
        var session = Session()
        let outcomes = session.script("""
            class AlbumScreen: UIViewController {
                let galleryView = GalleryPager()
                lazy var cover = galleryView.view!
                let title = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title.text = "Album"
                    view.addSubview(cover)
                    view.addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    title.topAnchor.constraint(equalTo: cover.bottomAnchor, constant: 12).isActive = true
                    title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                }
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    cover.frame = CGRect(x: 0, y: 40, width: view.frame.width, height: 200)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let width = session.frame("root")?.width ?? 0
        #expect(session.frame("galleryView") == Rect(x: 0, y: 40, width: width, height: 200))
        #expect(session.frame("title")?.origin.y == 252)
    }

    @Test("`addSubview(pager.view)` then `pager.view.frame = …` frames the view added")
    func wrappedViewFramedThroughMember() {
        var session = Session()
        let outcomes = session.script("""
            class PlayerScreen: UIViewController {
                let stageView = StagePlayer()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stageView.view)
                    stageView.view.frame = CGRect(x: 0, y: 30, width: 200, height: 150)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("stageView") == Rect(x: 0, y: 30, width: 200, height: 150))
    }

    @Test("A view that builds its subviews in `draw(_:)` shows them: UIKit draws it once shown, and lays them out in the pass after")
    func subviewsBuiltInDraw() {
        var session = Session()
        let outcomes = session.script("""
            class TitleView: UIView {
                let playButton = UIButton()
                override func draw(_ rect: CGRect) {
                    playButton.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(playButton)
                    NSLayoutConstraint.activate([
                        playButton.centerXAnchor.constraint(equalTo: centerXAnchor),
                        playButton.topAnchor.constraint(equalTo: topAnchor, constant: rect.height / 4),
                        playButton.widthAnchor.constraint(equalToConstant: 180),
                        playButton.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
            }
            class TitleScreen: UIViewController {
                override func loadView() { view = TitleView() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let screen = session.frame("root") ?? Rect(x: 0, y: 0, width: 0, height: 0)
        #expect(session.frame("playButton") == Rect(x: (screen.width - 180) / 2, y: screen.height / 4, width: 180, height: 50)
            .snapped(toPixelsOf: 3))
        #expect(outcomes.last?.notes.contains { $0.hasPrefix("ran draw(_:) of root") } == true)
    }

    @Test("Objective-C: `drawRect:` adding a label once, at the drawn rect's middle")
    func objectiveCDrawRectAddsLabel() {
        var session = Session()
        let outcomes = session.script("""
            @interface Gauge : UIView
            @property (nonatomic, strong) UILabel *reading;
            @end
            @implementation Gauge
            - (void)drawRect:(CGRect)rect {
                CGContextRef ctx = UIGraphicsGetCurrentContext();
                CGContextSetLineWidth(ctx, 2);
                if (!self.reading) {
                    self.reading = [[UILabel alloc] initWithFrame:CGRectMake(0, rect.size.height / 2 - 10, rect.size.width, 20)];
                    [self addSubview:self.reading];
                }
            }
            @end
            @interface GaugeController : UIViewController
            @end
            @implementation GaugeController
            - (void)viewDidLoad {
                [super viewDidLoad];
                Gauge *gauge = [[Gauge alloc] initWithFrame:CGRectMake(20, 80, 200, 100)];
                [self.view addSubview:gauge];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("gauge") == Rect(x: 20, y: 80, width: 200, height: 100))
        #expect(session.frame("reading") == Rect(x: 0, y: 40, width: 200, height: 20))
    }

    @Test("A `draw(_:)` that only draws is not run (it changes no frame)")
    func drawThatOnlyDrawsIsLeftAlone() {
        var session = Session()
        let outcomes = session.script("""
            class Ring: UIView {
                override func draw(_ rect: CGRect) {
                    UIBezierPath(ovalIn: rect).stroke()
                }
            }
            let ring = Ring(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            root.addSubview(ring)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.contains { $0.notes.contains { $0.contains("draw(_:)") } })
    }

    @Test("A static property's initialising closure reads the type's other statics by their bare names")
    func staticClosureReadsSiblingStatics() {
        var session = Session()
        let outcomes = session.script("""
            enum Sizes {
                static let gutter: CGFloat = 24
                static let inset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
                static let columnWidth: CGFloat = {
                    let usable = 390 - gutter * 2 - inset.left
                    return usable / 2
                }()
            }
            let column = UIView(frame: CGRect(x: Sizes.gutter, y: 0, width: Sizes.columnWidth, height: 40))
            root.addSubview(column)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("column") == Rect(x: 24, y: 0, width: 165, height: 40))
        #expect(!outcomes.contains { $0.notes.contains { $0.contains("counts as 0") } })
    }

    @Test("A call that needs a default picks the overload that takes its labels, whichever is declared last")
    func overloadWithDefaultsPickedByLabels() {
        var session = Session()
        let outcomes = session.script("""
            func makeBadge(title: String, inset: CGFloat = 6, corner: CGFloat = 4) -> UIView {
                let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40 + inset * 2, height: 20 + inset * 2))
                badge.layer.cornerRadius = corner
                return badge
            }
            func makeBadge(title: String, corner: CGFloat) -> UIView {
                let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                badge.layer.cornerRadius = corner
                return badge
            }
            let wide = makeBadge(title: "New", inset: 10)
            root.addSubview(wide)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("wide") == Rect(x: 0, y: 0, width: 60, height: 40))
    }

    @Test("Inside an overload with a default, a call without that argument reaches the overload that takes none")
    func overloadCallsExactOverload() {
        var session = Session()
        let outcomes = session.script("""
            func makeChip(text: String) -> UILabel {
                let chip = UILabel()
                chip.text = text
                chip.frame = CGRect(x: 0, y: 0, width: 80, height: 24)
                return chip
            }
            func makeChip(text: String, width: CGFloat = 120) -> UILabel {
                let chip = makeChip(text: text)
                chip.frame.size.width = width
                return chip
            }
            let plain = makeChip(text: "One")
            let long = makeChip(text: "Two", width: 200)
            root.addSubview(plain)
            root.addSubview(long)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("plain") == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(session.frame("long") == Rect(x: 0, y: 0, width: 200, height: 24))
    }

    @Test("A file's function may call a method an extension below it adds")
    func functionUsesLaterExtension() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit

            func makeStrut(height: CGFloat) -> UIView {
                let strut = UIView()
                strut.translatesAutoresizingMaskIntoConstraints = false
                strut.heightAnchor.constraint(equalToConstant: height).activateGently()
                return strut
            }

            extension NSLayoutConstraint {
                func activateGently(priority: UILayoutPriority = UILayoutPriority(900)) {
                    self.priority = priority
                    isActive = true
                }
            }

            class StrutScreen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let strut = makeStrut(height: 40)
                    view.addSubview(strut)
                    strut.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                    strut.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    strut.widthAnchor.constraint(equalToConstant: 50).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strut") == Rect(x: 0, y: 100, width: 50, height: 40))
    }

    @Test("Rows inserted or deleted change a table's contentSize at once: the table asks its data source again")
    func insertedRowsResizeTheTable() {
        var session = Session()
        let outcomes = session.script("""
            class ListScreen: UITableViewController {
                var names = ["Ada", "Grace", "Linus"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = 50
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                func addTwo() {
                    names += ["Ken", "Barbara"]
                    tableView.beginUpdates()
                    tableView.insertRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)], with: .automatic)
                    tableView.endUpdates()
                }
                func dropOne() {
                    names.removeFirst()
                    tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.scrollFacts("tableView")?.contentSize.height == 150)
        session.script("addTwo()")
        #expect(session.scrollFacts("tableView")?.contentSize.height == 250)
        session.script("dropOne()")
        #expect(session.scrollFacts("tableView")?.contentSize.height == 200)
    }

    @Test("performBatchUpdates runs its updates, then the collection asks its data source again")
    func batchUpdatesResizeTheCollection() {
        var session = Session()
        let outcomes = session.script("""
            class GridScreen: UIViewController, UICollectionViewDataSource {
                var tiles = 4
                let layout = UICollectionViewFlowLayout()
                lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    layout.itemSize = CGSize(width: 100, height: 100)
                    layout.minimumLineSpacing = 10
                    grid.dataSource = self
                    grid.frame = view.bounds
                    view.addSubview(grid)
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tiles }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }
                func addSix() {
                    grid.performBatchUpdates({
                        tiles = 10
                        grid.insertItems(at: (4..<10).map { IndexPath(item: $0, section: 0) })
                    }, completion: nil)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let before = session.scrollFacts("grid")?.contentSize.height ?? 0
        session.script("addSix()")
        // Three 100-pt items to a line on a 375-wide screen (393 too): 4 items are 2 lines, 10 are 4.
        #expect(before == 210)
        #expect(session.scrollFacts("grid")?.contentSize.height == 430)
    }

    @Test("Screen-size macros spelt in other cases and orders name the screen's sides; a lowercase prefix does not")
    func moreScreenMacros() {
        #expect(Evaluator.screenDimension("WidthScreen") == "width")
        #expect(Evaluator.screenDimension("HeightScreen") == "height")
        #expect(Evaluator.screenDimension("KWSCreenW") == "width")
        #expect(Evaluator.screenDimension("KWSCreenH") == "height")
        #expect(Evaluator.screenDimension("KMainW") == "width")
        #expect(Evaluator.screenDimension("kMainH") == "height")
        #expect(Evaluator.screenDimension("subScreenWidth") == nil)
        #expect(Evaluator.screenDimension("W") == nil)
    }

    @Test("Objective-C: C's comma operator runs each expression of the statement in turn")
    func objectiveCCommaOperator() {
        var session = Session()
        let outcomes = session.script("""
            @interface StarsController : UIViewController
            @end
            @implementation StarsController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *star = [[UIView alloc] init];
                [self.view addSubview:star];
                star.frame = CGRectMake(20, 40, 30, 30), star.hidden = NO;
                star.tag = 5, star.frame = CGRectOffset(star.frame, 10, 0);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("star") == Rect(x: 30, y: 40, width: 30, height: 30))
    }

    @Test("Objective-C: a cell's setFrame: that moves it down and makes it shorter spaces the row, as UIKit passes the row through it")
    func objectiveCCellSpacingThroughSetFrame() {
        var session = Session()
        let outcomes = session.script("""
            @interface GapCell : UITableViewCell
            @end
            @implementation GapCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    UIView *mark = [[UIView alloc] initWithFrame:CGRectMake(8, 8, 16, 16)];
                    [self.contentView addSubview:mark];
                }
                return self;
            }
            - (void)setFrame:(CGRect)frame {
                frame.origin.y += 6;
                frame.size.height -= 12;
                [super setFrame:frame];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The standard 44 row (its content view 43.667, a pixel for the separator), 12 shorter, 6 down.
        #expect(session.frame("gapCell") == Rect(x: 0, y: 6, width: session.frame("root")?.width ?? 0, height: 44 - 12 - 1.0 / 3))
    }

    @Test("A self-sizing cell's frame setter shortens the row the table measured, and moves it down")
    func selfSizingCellSpacedBySetter() {
        var session = Session()
        let outcomes = session.script("""
            class NoteCell: UITableViewCell {
                let body = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    body.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(body)
                    NSLayoutConstraint.activate([
                        body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                        body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                        body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        body.heightAnchor.constraint(equalToConstant: 60),
                        body.widthAnchor.constraint(equalToConstant: 100),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
                override var frame: CGRect {
                    get { super.frame }
                    set {
                        var f = newValue
                        f.origin.y += 4
                        f.size.height -= 8
                        super.frame = f
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Measured at 80 (10 + 60 + 10); the cell is passed 72 at y 4, its content squeezed into it
        // (the body's required height breaks against the row's size, as UIKit logs).
        #expect(session.frame("noteCell")?.origin.y == 4)
        #expect(session.frame("noteCell")?.height == 72)
    }

    @Test("A file's small view classes first, the cell made of them last: the cell is the one shown")
    func cellMadeOfEarlierHelpersIsShown() {
        var session = Session()
        let outcomes = session.script("""
            class RoundButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    heightAnchor.constraint(equalToConstant: 44).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class TagLabel: UILabel {
                convenience init(size: CGFloat) {
                    self.init(frame: .zero)
                    font = .systemFont(ofSize: size)
                    text = "Tag"
                }
            }
            class TagCell: UITableViewCell {
                let tagLabel = TagLabel(size: 15)
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    tagLabel.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(tagLabel)
                    NSLayoutConstraint.activate([
                        tagLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                        tagLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                        tagLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("roundButton") == nil)
        #expect(session.frame("tagLabel")?.origin == Point(x: 16, y: 12))
        #expect(session.frame("tagCell") != nil)
    }

    @Test("A cell held at the standard 44 while its label is empty is measured again once code sets the text")
    func standardRowLetGoWhenContentGetsHeight() {
        var session = Session()
        let outcomes = session.script("""
            class TitleCell: UITableViewCell {
                let titleLabel = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    titleLabel.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(titleLabel)
                    NSLayoutConstraint.activate([
                        titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
                        titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                        titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
                func configure(title: String) { titleLabel.text = title }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("titleCell")?.height == 44 - 1.0 / 3)
        session.script("titleCell.configure(title: \"Settings\")")
        // One 17-pt line: 20.333 on a @3x screen.
        #expect(session.frame("titleCell")?.height == session.frame("titleLabel")?.height)
        #expect(session.frame("titleLabel")?.height == Session.labelFrame(font: ".systemFont(ofSize: 17)", text: "Settings")?.height)
    }

    @Test("A cell that only colours its content view and adds its views to itself gets the standard 44 row")
    func cellColouringContentViewOnly() {
        var session = Session()
        let outcomes = session.script("""
            class PhotoCell: UITableViewCell {
                let photo = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.backgroundColor = .white
                    contentView.layer.cornerRadius = 6
                    addSubview(photo)
                    photo.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        photo.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        photo.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                        photo.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                        photo.widthAnchor.constraint(equalToConstant: 300),
                        photo.heightAnchor.constraint(equalToConstant: 300),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // UIKit's row measures the content view, which holds nothing: the standard row, 44.
        #expect(session.frame("photoCell")?.height == 44)
    }

    @Test("Objective-C: an implementation without its interface that adds to `self.view` is a view controller, whatever its name")
    func objectiveCShortControllerName() {
        var session = Session()
        let outcomes = session.script("""
            @implementation HelpCon
            - (void)viewDidAppear:(BOOL)animated {
                [super viewDidAppear:animated];
            }
            - (void)buildBanner {
                UIView *banner = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 200, 120)];
                [self.view addSubview:banner];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.last?.notes.contains { $0.hasPrefix("presented HelpCon on the screen") } == true)
    }

    @Test("Objective-C: a two-part addTarget:action: on an image view is the app's category, not UIControl's three-part message")
    func objectiveCCategorySelectorNotUIControls() {
        var session = Session()
        let outcomes = session.script("""
            @interface SettingsBar : UIView
            @end
            @implementation SettingsBar
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIImageView *cog = [[UIImageView alloc] initWithFrame:CGRectMake(300, 20, 24, 24)];
                    [self addSubview:cog];
                    [cog addTarget:self action:@selector(openSettings)];
                }
                return self;
            }
            - (void)openSettings {}
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("cog") == Rect(x: 300, y: 20, width: 24, height: 24))
    }

    @Test("Objective-C: a function of the app's headers called beside a local of a near name is the app's, not a misspelling")
    func objectiveCHeaderFunctionNearALocal() {
        var session = Session()
        let outcomes = session.script("""
            @interface PageController : UIViewController
            @property (nonatomic, strong) UIView *card;
            @end
            @implementation PageController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.card = [[UIView alloc] initWithFrame:CGRectMake(0, 64, 320, 200)];
                [self.view addSubview:self.card];
            }
            - (void)open:(NSString *)link {
                NSString *url = link;
                [self show:iURL(url)];
            }
            - (void)show:(id)request {}
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 0, y: 64, width: 320, height: 200))
    }

    @Test("Objective-C: a class named a table's cell that overrides initWithFrame: is a table's cell, a row as wide as the table")
    func objectiveCTableCellByName() {
        var session = Session()
        let outcomes = session.script("""
            @implementation OptionTableViewCell
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UILabel *name = [[UILabel alloc] initWithFrame:CGRectMake(16, 12, 200, 20)];
                    [self.contentView addSubview:name];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("optionTableViewCell")?.width == session.frame("root")?.width)
    }

    @Test("PureLayout: a compression resistance set inside autoSetPriority's block takes the block's priority")
    func pureLayoutContentPriorityInBlock() {
        var session = Session()
        let outcomes = session.script("""
            @interface PairRow : UIView
            @property (nonatomic, strong) UILabel *key;
            @property (nonatomic, strong) UILabel *value;
            @end
            @implementation PairRow
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                _key = [UILabel newAutoLayoutView];
                _key.text = @"Registered keeper of record";
                _value = [UILabel newAutoLayoutView];
                _value.text = @"Bartholomew Quigley-Featherstone";
                [self addSubview:_key];
                [self addSubview:_value];
                [NSLayoutConstraint autoSetPriority:UILayoutPriorityRequired forConstraints:^{
                    [self.value autoSetContentCompressionResistancePriorityForAxis:ALAxisHorizontal];
                }];
                [_key autoPinEdgeToSuperviewEdge:ALEdgeLeading withInset:16];
                [_key autoAlignAxisToSuperviewAxis:ALAxisHorizontal];
                [_value autoPinEdge:ALEdgeLeading toEdge:ALEdgeTrailing ofView:_key withOffset:8];
                [_value autoPinEdgeToSuperviewEdge:ALEdgeTrailing withInset:16];
                [_value autoAlignAxisToSuperviewAxis:ALAxisHorizontal];
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Both texts are wider than the row together: the value's required resistance keeps it
        // whole, and the key gives way.
        let valueWidth = Session.labelFrame(font: ".systemFont(ofSize: 17)", text: "Bartholomew Quigley-Featherstone")?.width
        #expect(session.frame("value")?.width == valueWidth)
        #expect(session.frame("value")?.maxX == (session.frame("root")?.width ?? 0) - 16)
    }

    @Test("A collection cell shown at the default item size is held at its required width exactly, not a pixel under it")
    func itemHeldAtItsFractionalMinimum() {
        var session = Session()
        let outcomes = session.script("""
            class TokenCell: UICollectionViewCell {
                let dot = UIView()
                let bar = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    [dot, bar].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; contentView.addSubview($0) }
                    NSLayoutConstraint.activate([
                        dot.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                        dot.widthAnchor.constraint(equalToConstant: 16.43),
                        dot.heightAnchor.constraint(equalToConstant: 16.43),
                        dot.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                        bar.leadingAnchor.constraint(equalTo: dot.trailingAnchor, constant: 12),
                        bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                        bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                        bar.heightAnchor.constraint(equalToConstant: 20),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(abs((session.frame("tokenCell")?.width ?? 0) - 56.43) < 1e-9)
        #expect(session.state.layout.conflicts.isEmpty)
    }

    @Test("Objective-C: a controller whose code reads self.tableView that nothing declares is a table view controller")
    func objectiveCTableControllerByItsTableView() {
        var session = Session()
        let outcomes = session.script("""
            @interface InboxVC ()
            @end
            @implementation InboxVC
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tableView.separatorStyle = UITableViewCellSeparatorStyleNone;
                UIButton *compose = [[UIButton alloc] initWithFrame:CGRectMake(280, 500, 60, 60)];
                [self.view addSubview:compose];
            }
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 3; }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The controller's view is its table, filling the screen; the button is inside it.
        #expect(session.frame("tableView") == session.frame("root"))
        #expect(session.frame("compose") == Rect(x: 280, y: 500, width: 60, height: 60))
    }
}
