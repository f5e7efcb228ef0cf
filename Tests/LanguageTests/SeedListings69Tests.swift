import Language
import Layout
import Testing

/// What the seed69 listings (tutorial companions, README blocks, answers) tripped on: a scroll
/// view's contentSize read before UIKit's first layout pass, a table controller whose paste holds
/// only its data source, a table with no rows, Objective-C's `allKeys`, margins read back, and a
/// custom spacing after a view the stack does not arrange. Every paste here is written for this
/// test; the frames are derived by hand on the default 375×667 screen (no bars: the safe area is
/// the whole screen).
@Suite("seed69 listings: contentSize before layout, table controllers, empty tables, allKeys, margins read back, custom spacing")
struct SeedListings69Tests {
    /// The lines an entry printed, in order.
    static func printed(_ outcomes: [Outcome]) -> [String] {
        outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    static func shelf(load: String = "", appear: String = "") -> String {
        """
        class ShelfController: UIViewController {
            let shelf = UIScrollView()
            let board = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                shelf.translatesAutoresizingMaskIntoConstraints = false
                board.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(shelf)
                shelf.addSubview(board)
                NSLayoutConstraint.activate([
                    shelf.topAnchor.constraint(equalTo: view.topAnchor),
                    shelf.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    shelf.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    shelf.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    board.topAnchor.constraint(equalTo: shelf.topAnchor),
                    board.leadingAnchor.constraint(equalTo: shelf.leadingAnchor),
                    board.trailingAnchor.constraint(equalTo: shelf.trailingAnchor),
                    board.bottomAnchor.constraint(equalTo: shelf.bottomAnchor),
                    board.widthAnchor.constraint(equalToConstant: 600),
                    board.heightAnchor.constraint(equalToConstant: 1200),
                ])
        \(load)
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
        \(appear)
            }
        }
        """
    }

    @Test("a scroll view's contentSize read in viewDidLoad is still zero, as UIKit sets it only as the scroll view lays out; in viewDidAppear it is the content's")
    func contentSizeBeforeFirstLayout() {
        var session = Session()
        let outcomes = session.script(Self.shelf(load: "        print(shelf.contentSize)", appear: "        print(shelf.contentSize)"))
        #expect(outcomes.allSatisfy { !$0.failed })
        // The board is 600×1200 and pins the content's four edges: that is the content, once laid out.
        #expect(Self.printed(outcomes) == ["(0.0, 0.0)", "(600.0, 1200.0)"])
        #expect(session.contentSize("shelf") == Size(width: 600, height: 1200))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("shelf.contentSize is read in viewDidLoad, before UIKit's first layout pass: there it is 0×0, as used here, "
                + "not the 600×1200 its constraints give it")
        })
    }

    @Test("before the first layout pass a contentSize set by hand reads back as set; after layoutIfNeeded() the content's own")
    func contentSizeSetByHandThenLaidOut() {
        var session = Session()
        let outcomes = session.script(Self.shelf(load: """
                    shelf.contentSize = CGSize(width: 10, height: 20)
                    print(shelf.contentSize)
                    view.layoutIfNeeded()
                    print(shelf.contentSize)
            """))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.printed(outcomes) == ["(10.0, 20.0)", "(600.0, 1200.0)"])
    }

    @Test("reading view in loadView before setting it is refused as UIKit's endless loadView; setting it first, or super.loadView(), runs")
    func viewReadInLoadViewBeforeItIsSet() {
        var session = Session()
        let failure = session.failing("""
            class BannerController: UIViewController {
                let banner = UIView()
                override func loadView() {
                    let root = UIView()
                    root.addSubview(banner)
                    pinBanner()
                    view = root
                }
                func pinBanner() {
                    banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 60)
                }
            }
            """)
        #expect(failure.contains("10:50: error: 'view' is read in loadView before it is set: UIKit calls loadView again"))

        var fixed = Session()
        let outcomes = fixed.script("""
            class BannerController: UIViewController {
                let banner = UIView()
                override func loadView() {
                    super.loadView()
                    view.addSubview(banner)
                    banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 60)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // super.loadView() made the screen-sized view: the banner is as wide as it.
        #expect(fixed.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 60))
    }

    @Test("a table controller whose paste holds only its data source shows its table, its content sized from its rows")
    func tableControllerWithOnlyItsDataSource() {
        var session = Session()
        let outcomes = session.script("""
            class PlaylistController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return 9
                }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    return 88
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // UIKit's loadView makes the table, the screen's size, with the controller its data source
        // and delegate: 9 rows of 88 are 792 tall, so it scrolls 792 − 667 = 125.
        #expect(session.frame("tableView") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.contentSize("tableView") == Size(width: 375, height: 792))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("tableView: its content is 375×792") })
    }

    @Test("a grouped table, made so or by its controller's init, is not sized as a plain one: UIKit spaces its sections")
    func groupedTablesAreNotSizedAsPlain() {
        var session = Session()
        let outcomes = session.script("""
            class OptionsController: UIViewController, UITableViewDataSource {
                let options = UITableView(frame: .zero, style: .grouped)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    options.frame = view.bounds
                    options.dataSource = self
                    options.rowHeight = 50
                    view.addSubview(options)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Five rows of 50 would be 250 in a plain table; a grouped one adds its section spacing.
        #expect(session.contentSize("options") != Size(width: 375, height: 250))
        #expect(!outcomes.flatMap(\.notes).contains { $0.hasPrefix("options: its content is") })

        var controllers = Session()
        let made = controllers.script("""
            class AccountController: UITableViewController {
                init() { super.init(style: .insetGrouped) }
                required init?(coder: NSCoder) { fatalError() }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
            }
            """)
        #expect(made.allSatisfy { !$0.failed })
        #expect(!made.flatMap(\.notes).contains { $0.hasPrefix("tableView: its content is") })

        var plain = Session()
        let plainMade = plain.script("""
            class LogController: UITableViewController {
                init() { super.init(style: .plain) }
                required init?(coder: NSCoder) { fatalError() }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
            }
            """)
        #expect(plainMade.allSatisfy { !$0.failed })
        // Plain: 4 rows of 60.
        #expect(plain.contentSize("tableView") == Size(width: 375, height: 240))
    }

    @Test("a table with no rows has content as tall as its footer view, whatever its cells would be")
    func tableWithNoRows() {
        var session = Session()
        let outcomes = session.script("""
            class InboxController: UIViewController, UITableViewDataSource {
                let list = UITableView()
                let messages: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    list.frame = view.bounds
                    list.dataSource = self
                    list.register(MessageCell.self, forCellReuseIdentifier: "m")
                    list.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 24))
                    view.addSubview(list)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return messages.count
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    return tableView.dequeueReusableCell(withIdentifier: "m", for: indexPath)
                }
            }
            class MessageCell: UITableViewCell {}
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // No rows: the content is the footer's 24, as wide as the table; 24 < 667, no scrolling.
        #expect(session.contentSize("list") == Size(width: 375, height: 24))
    }

    @Test("Objective-C's allKeys and allValues give a dictionary's keys and values: a loop over them adds every view")
    func objectiveCAllKeysAndAllValues() {
        var session = Session()
        let outcomes = session.script("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSMutableDictionary *tiles = [NSMutableDictionary dictionary];
                for (int i = 0; i < 3; i++) {
                    UIView *tile = [[UIView alloc] init];
                    tile.translatesAutoresizingMaskIntoConstraints = NO;
                    [tiles setObject:tile forKey:[NSString stringWithFormat:@"t%d", i]];
                }
                for (NSString *key in tiles.allKeys) {
                    [self.view addSubview:tiles[key]];
                }
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-10-[t0(40)]-5-[t1(==t0)]-5-[t2(==t0)]"
                    options:NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom metrics:nil views:tiles]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-30-[t0(40)]"
                    options:0 metrics:nil views:tiles]];
                NSLog(@"%lu", (unsigned long)tiles.allValues.count);
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 10 from the left, 40 wide, 5 apart: 10, 55, 100; all at t0's top and bottom, 30 down, 40 tall.
        #expect(session.frame("tile") == Rect(x: 10, y: 30, width: 40, height: 40))
        #expect(session.frame("tile2") == Rect(x: 55, y: 30, width: 40, height: 40))
        #expect(session.frame("tile3") == Rect(x: 100, y: 30, width: 40, height: 40))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("allKeys") })
    }

    @Test("a view's layoutMargins read back are UIKit's: 8 on each side of a plain view, 16 at the root view's sides on a 375-pt phone")
    func layoutMarginsReadBack() {
        var session = Session()
        let outcomes = session.script("""
            class CardController: UIViewController {
                let card = UIView()
                let stripe = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    card.addSubview(stripe)
                    card.frame = CGRect(x: view.layoutMargins.left, y: 40, width: 200, height: 100)
                    stripe.frame = CGRect(x: card.layoutMargins.left, y: card.layoutMargins.top, width: 50, height: card.directionalLayoutMargins.trailing)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The root view's side margins are the system minimum, 16; a plain view's are 8.
        #expect(session.frame("card") == Rect(x: 16, y: 40, width: 200, height: 100))
        #expect(session.frame("stripe") == Rect(x: 8, y: 8, width: 50, height: 8))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("layoutMargins") })
    }

    @Test("setCustomSpacing after a view the stack does not arrange changes nothing, with a note, and stops nothing")
    func customSpacingAfterAViewNotArranged() {
        var session = Session()
        let outcomes = session.script("""
            let column = UIStackView()
            column.axis = .vertical
            column.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
            view.addSubview(column)
            let first = UIView()
            let loose = UIView()
            view.addSubview(loose)
            column.addArrangedSubview(first)
            column.setCustomSpacing(12, after: loose)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("setCustomSpacing(_:after:): 'loose' is not one of column's arranged views here")
        })
        // One arranged view fills the column.
        #expect(session.frame("first") == Rect(x: 0, y: 0, width: 100, height: 300))
    }
}

/// A collection view placed by a flow layout whose data source is pasted: its content is the
/// lines of items UIKit's flow layout makes. Pastes written for this test; 375×667 screen.
@Suite("seed69 listings: a flow layout's items size a collection view's content")
struct SeedListings69FlowLayoutTests {
    @Test("the layout's itemSize, spacings and section inset: as many items in a line as fit, the lines down the collection view")
    func flowLayoutItemSizeAcross() {
        var session = Session()
        let outcomes = session.script("""
            class SwatchController: UIViewController, UICollectionViewDataSource {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let flow = UICollectionViewFlowLayout()
                    flow.itemSize = CGSize(width: 80, height: 60)
                    flow.minimumInteritemSpacing = 5
                    flow.minimumLineSpacing = 12
                    flow.sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
                    print(flow.minimumLineSpacing, flow.itemSize, flow.headerReferenceSize)
                    let swatches = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
                    swatches.dataSource = self
                    view.addSubview(swatches)
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    return 22
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    return collectionView.dequeueReusableCell(withReuseIdentifier: "s", for: indexPath)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 375 − 30 of inset leaves 345: 4 items of 80 with 5 between (335) fit, 5 (420) do not.
        // 22 items make 6 lines: 20 + 6 × 60 + 5 × 12 + 20 = 460, under 667: no scrolling.
        #expect(session.contentSize("swatches") == Size(width: 375, height: 460))
        // Read back as set, the header's UIKit's default: a flow layout's spacings are CGFloats.
        #expect(SeedListings69Tests.printed(outcomes) == ["12.0 (80.0, 60.0) (0.0, 0.0)"])
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("swatches: its content is 375×460, as UIKit's flow layout places 22 items in 1 section from its data source")
        })
    }

    @Test("Objective-C: the delegate's size and spacings win over the layout's, and two sections add up")
    func flowLayoutDelegateInObjectiveC() {
        var session = Session()
        let outcomes = session.script("""
            @interface AlbumController () <UICollectionViewDataSource, UICollectionViewDelegateFlowLayout>
            @property (nonatomic, strong) UICollectionView *albums;
            @end
            @implementation AlbumController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UICollectionViewFlowLayout *flow = [[UICollectionViewFlowLayout alloc] init];
                self.albums = [[UICollectionView alloc] initWithFrame:self.view.bounds collectionViewLayout:flow];
                self.albums.dataSource = self;
                self.albums.delegate = self;
                [self.view addSubview:self.albums];
            }
            - (NSInteger)numberOfSectionsInCollectionView:(UICollectionView *)collectionView {
                return 2;
            }
            - (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section {
                return 9;
            }
            - (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout sizeForItemAtIndexPath:(NSIndexPath *)indexPath {
                return CGSizeMake(120, 150);
            }
            - (CGFloat)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout minimumLineSpacingForSectionAtIndex:(NSInteger)section {
                return 4;
            }
            - (CGFloat)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout minimumInteritemSpacingForSectionAtIndex:(NSInteger)section {
                return 4;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 3 items of 120 with 4 between are 368 ≤ 375: 9 items are 3 lines, 3 × 150 + 2 × 4 = 458
        // a section; two sections 916, scrolling 916 − 667 = 249.
        #expect(session.contentSize("albums") == Size(width: 375, height: 916))
    }

    @Test("a flow layout scrolling sideways makes its lines down the collection view, and the content as wide as they reach")
    func flowLayoutHorizontal() {
        var session = Session()
        let outcomes = session.script("""
            class StripController: UIViewController, UICollectionViewDataSource {
                let strip = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let flow = strip.collectionViewLayout as! UICollectionViewFlowLayout
                    flow.scrollDirection = .horizontal
                    flow.itemSize = CGSize(width: 90, height: 90)
                    strip.frame = CGRect(x: 0, y: 100, width: 375, height: 200)
                    strip.dataSource = self
                    view.addSubview(strip)
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    return 7
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    return collectionView.dequeueReusableCell(withReuseIdentifier: "p", for: indexPath)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 200 tall: 2 items of 90 with the default 10 between (190) fit down it; 7 items are 4
        // columns, 4 × 90 + 3 × 10 (the default line spacing) = 390 wide, scrolling 15 sideways.
        #expect(session.contentSize("strip") == Size(width: 390, height: 200))
    }

    @Test("a collection view controller made with a flow layout sizes its own list by it, as its data source")
    func collectionControllerWithItsLayout() {
        var session = Session()
        let outcomes = session.script("""
            class ShelvesController: UICollectionViewController {
                init() {
                    let shelves = UICollectionViewFlowLayout()
                    shelves.itemSize = CGSize(width: 160, height: 210)
                    shelves.minimumLineSpacing = 15
                    super.init(collectionViewLayout: shelves)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    return 7
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 2 items of 160 with the default 10 between fit in 375; 7 items are 4 lines:
        // 4 × 210 + 3 × 15 = 885, scrolling 885 − 667 = 218.
        #expect(session.frame("collectionView") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.contentSize("collectionView") == Size(width: 375, height: 885))
    }

    @Test("items whose size depends on the index path leave the content unknown, with no number made up")
    func flowLayoutSizeByIndexPath() {
        var session = Session()
        let outcomes = session.script("""
            class TagController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
                let widths: [CGFloat] = [40, 90, 60]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tags = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                    tags.dataSource = self
                    tags.delegate = self
                    view.addSubview(tags)
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    return widths.count
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    return collectionView.dequeueReusableCell(withReuseIdentifier: "t", for: indexPath)
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    return CGSize(width: widths[indexPath.item], height: 30)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.contentSize("tags") == Size(width: 0, height: 0))
        #expect(!outcomes.flatMap(\.notes).contains { $0.hasPrefix("tags: its content is") })
    }

    @Test("an item wider than the collection view less its insets is UIKit's undefined case: the content is not worked out, and a note says why")
    func flowLayoutItemWiderThanTheList() {
        for (frame, inset) in [(".zero", "0"), ("CGRect(x: 0, y: 0, width: 320, height: 400)", "20")] {
            var session = Session()
            let outcomes = session.script("""
                class ShelfController: UIViewController, UICollectionViewDataSource {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let flow = UICollectionViewFlowLayout()
                        flow.itemSize = CGSize(width: 300, height: 50)
                        flow.sectionInset = UIEdgeInsets(top: 0, left: \(inset), bottom: 0, right: \(inset))
                        let shelf = UICollectionView(frame: \(frame), collectionViewLayout: flow)
                        shelf.dataSource = self
                        view.addSubview(shelf)
                    }
                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                        return 5
                    }
                    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        return collectionView.dequeueReusableCell(withReuseIdentifier: "s", for: indexPath)
                    }
                }
                """)
            #expect(outcomes.allSatisfy { !$0.failed })
            // 0 − 0 and 320 − 40 = 280 leave no room for a 300-wide item.
            #expect(session.contentSize("shelf") == Size(width: 0, height: 0), "\(frame)")
            #expect(outcomes.flatMap(\.notes).contains {
                $0.hasPrefix("shelf: its content is not worked out: an item's width is more than the collection view's")
                    && $0.hasSuffix("the behavior of the UICollectionViewFlowLayout is not defined")
            }, "\(frame)")
        }
    }
}
