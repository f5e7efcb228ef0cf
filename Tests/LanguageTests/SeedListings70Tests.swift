import Language
import Layout
import Testing

/// What the seed70 listings (tutorial companions, README blocks, answers, layout-library demos)
/// tripped on: a list whose data source answers from what the paste does not hold (an array, a
/// scaling helper) showed 0×0 and "does not scroll" with nothing said, and a collection view
/// class that is its own data source was never sized from its items. Every paste here is written
/// for this test; the frames are derived by hand on the default 375×667 screen (no bars: the safe
/// area is the whole screen).
@Suite("seed70 listings: lists whose data source the paste cannot answer, lists that are their own data source")
struct SeedListings70Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("a table whose rows are the app's cells is of content not known; with a row height of its own its content is known")
    func contentNotKnownUntilTheRowsAre() {
        var session = Session()
        let outcomes = session.script("""
            class FeedController: UIViewController, UITableViewDataSource {
                let feed = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    feed.frame = view.bounds
                    feed.dataSource = self
                    feed.register(PostCell.self, forCellReuseIdentifier: "post")
                    view.addSubview(feed)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    return tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath) as! PostCell
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Twelve rows of the app's self-sizing PostCell: UIKit's content, not known here.
        #expect(session.scrollFacts("feed")?.contentKnown == false)

        // The same table with a row height of its own: 12 × 70 = 840, known.
        var known = Session()
        let sized = known.script("""
            class FeedController: UIViewController, UITableViewDataSource {
                let feed = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    feed.frame = view.bounds
                    feed.dataSource = self
                    feed.rowHeight = 70
                    feed.register(PostCell.self, forCellReuseIdentifier: "post")
                    view.addSubview(feed)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    return tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath) as! PostCell
                }
            }
            """)
        #expect(sized.allSatisfy { !$0.failed })
        #expect(known.contentSize("feed") == Size(width: 375, height: 840))
        #expect(known.scrollFacts("feed")?.contentKnown == true)
    }

    @Test("a view handed to the app's layout helper (by its name) has its mask taken off, so the code's own constraints do not fight it")
    func layoutHelperTakesTheMaskOff() {
        var session = Session()
        let outcomes = session.script("""
            let banner = UIView()
            view.addSubview(banner)
            banner.pinToSuperviewTop()
            banner.heightAnchor.constraint(equalToConstant: 120).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The helper's own constraints are missing (its position and width are the app's), but its
        // height is the code's 120: with the mask on, a 0×0 mask constraint would break it.
        #expect(session.frame("banner")?.height == 120)
        #expect(Self.notes(outcomes).contains {
            $0.hasPrefix("skipped 'pinToSuperviewTop': UIKit has no such member; by its name it is the app's own layout helper")
                && $0.hasSuffix("its autoresizing mask is taken off, as such helpers turn it off before they pin")
        })
    }

    @Test("a table or collection view with no data source in the paste is of content not known: UIKit's comes from the app's")
    func listWithoutAPastedDataSource() {
        var session = Session()
        let outcomes = session.script("""
            let inbox = UITableView()
            view.addSubview(inbox)
            inbox.frame = view.bounds
            inbox.contentSize = CGSize(width: 375, height: 300)
            let shelf = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
            view.addSubview(shelf)
            let plain = UIScrollView(frame: view.bounds)
            view.addSubview(plain)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A contentSize set by hand on a table is overwritten by UIKit at its next layout, from the
        // data source the paste does not give: not known, like the collection view's.
        #expect(session.frame("inbox") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.scrollFacts("inbox")?.contentKnown == false)
        #expect(session.scrollFacts("shelf")?.contentKnown == false)
        // A plain scroll view's content is what its code and constraints give it.
        #expect(session.scrollFacts("plain")?.contentKnown == true)
    }

    @Test("a table whose row count comes from an array the paste does not hold says its content is not worked out, and why")
    func rowCountFromAnArrayNotInThePaste() {
        var session = Session()
        let outcomes = session.script("""
            class RecipesController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return recipes.count
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "recipe", for: indexPath)
                    cell.textLabel?.text = recipes[indexPath.row]
                    return cell
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The table fills the screen, as UIKit's loadView makes it; how many rows `recipes` holds
        // is the app's, so the 0×0 its scroll line shows is not UIKit's, and a note says so.
        #expect(session.frame("tableView") == Rect(x: 0, y: 0, width: 375, height: 667))
        // The scroll line says the content is not known rather than "0×0 · does not scroll".
        #expect(session.scrollFacts("tableView")?.contentKnown == false)
        #expect(Self.notes(outcomes).contains {
            $0.hasPrefix("tableView: its content size is not worked out: its tableView(_:numberOfRowsInSection:) gives no answer here (")
                && $0.contains("'recipes'") && $0.hasSuffix("the contentSize and scrolling shown for it are not UIKit's")
        })
    }

    @Test("a row height or an item count the paste cannot give leaves a table's or a collection view's content unknown, said in a note")
    func heightAndItemCountNotInThePaste() {
        var tables = Session()
        let outcomes = tables.script("""
            class ScoresController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                let scores = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    scores.frame = view.bounds
                    scores.dataSource = self
                    scores.delegate = self
                    scores.register(UITableViewCell.self, forCellReuseIdentifier: "s")
                    view.addSubview(scores)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    return Design.scaled(140)
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    return tableView.dequeueReusableCell(withIdentifier: "s", for: indexPath)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Six rows of the app's scaled 140: UIKit's content is 6 × that, not known here.
        #expect(tables.frame("scores") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(Self.notes(outcomes).contains {
            $0.hasPrefix("scores: its content size is not worked out: its tableView(_:heightForRowAt:) gives no answer here (")
        })
        #expect(!Self.notes(outcomes).contains { $0.hasPrefix("scores: its content is ") })

        var grids = Session()
        let gridOutcomes = grids.script("""
            class AlbumController: UIViewController, UICollectionViewDataSource {
                let flow = UICollectionViewFlowLayout()
                lazy var album = UICollectionView(frame: .zero, collectionViewLayout: flow)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    flow.itemSize = CGSize(width: 100, height: 100)
                    album.frame = view.bounds
                    album.dataSource = self
                    view.addSubview(album)
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    return photos.count
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    return UICollectionViewCell()
                }
            }
            """)
        #expect(gridOutcomes.allSatisfy { !$0.failed })
        #expect(Self.notes(gridOutcomes).contains {
            $0.hasPrefix("album: its content size is not worked out: its collectionView(_:numberOfItemsInSection:) gives no answer here (")
                && $0.contains("'photos'")
        })
    }

    @Test("a collection view class that is its own data source, shown because nothing else shows it, is sized from its items")
    func collectionViewThatIsItsOwnDataSource() {
        var session = Session()
        let outcomes = session.script("""
            class SwatchStrip: UICollectionView, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
                init() {
                    let flow = UICollectionViewFlowLayout()
                    flow.minimumLineSpacing = 4
                    super.init(frame: .zero, collectionViewLayout: flow)
                    dataSource = self
                    delegate = self
                }
                required init?(coder: NSCoder) { fatalError() }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize {
                    return CGSize(width: bounds.width, height: 60)
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    return UICollectionViewCell()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Shown filling the screen; each item is as wide as it (one a line), 60 tall, the lines
        // 4 apart: 30 × 60 + 29 × 4 = 1916, so it scrolls 1916 − 667 = 1249.
        #expect(session.frame("swatchStrip") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.contentSize("swatchStrip") == Size(width: 375, height: 1916))
        #expect(session.scrollFacts("swatchStrip")?.contentKnown == true)
        #expect(Self.notes(outcomes).contains { $0.hasPrefix("swatchStrip: its content is 375×1916, as UIKit's flow layout places 30 items") })
    }

    @Test("a table class that is its own data source keeps the style its init gives UIKit's, and is sized from its rows when plain")
    func tableThatIsItsOwnDataSource() {
        var plain = Session()
        let outcomes = plain.script("""
            class ChecklistTable: UITableView, UITableViewDataSource {
                init() {
                    super.init(frame: .zero, style: .plain)
                    dataSource = self
                    rowHeight = 52
                }
                required init?(coder: NSCoder) { fatalError() }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 15 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 15 rows of 52 are 780 tall: it scrolls 780 − 667 = 113.
        #expect(plain.contentSize("checklistTable") == Size(width: 375, height: 780))

        var grouped = Session()
        let groupedOutcomes = grouped.script("""
            class SettingsTable: UITableView, UITableViewDataSource {
                init() {
                    super.init(frame: .zero, style: .grouped)
                    dataSource = self
                    rowHeight = 52
                }
                required init?(coder: NSCoder) { fatalError() }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 15 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """)
        #expect(groupedOutcomes.allSatisfy { !$0.failed })
        // Grouped: UIKit adds its section spacing, which is not modelled, so 780 is not its content.
        #expect(grouped.contentSize("settingsTable") != Size(width: 375, height: 780))
        #expect(Self.notes(groupedOutcomes).contains {
            $0.hasPrefix("settingsTable: its content size is not worked out: it is not a plain table")
        })
    }
}
