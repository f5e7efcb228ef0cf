import Language
import Layout
import Testing

/// A UITableViewController's view is its `tableView`, a UICollectionViewController's its
/// `collectionView`, and a bare `tableView` is that property even where the controller implements
/// `tableView(_:numberOfRowsInSection:)`, as Swift reads it. Every paste is written for this
/// test; frames are derived by hand on the default 375×667 screen.
@Suite("table and collection view controllers")
struct ListControllerTests {
    @Test("tableView in viewDidLoad is the controller's table, filling the screen, beside its data source methods")
    func tableViewIsTheProperty() {
        var session = Session()
        session.script("""
        class ParcelListController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.contentInset = UIEdgeInsetsMake(24, 0, 0, 0)
                let banner = UIView(frame: CGRectMake(0, 0, 375, 50))
                tableView.addSubview(banner)
            }
            override func tableView(tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                return 4
            }
        }
        """)
        #expect(session.frame("tableView") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 50))
        #expect(session.layout.id(of: "tableView").flatMap { session.layout.superview(of: $0) } == .root)
    }

    @Test("a collection view set up in the controller's init is its view once it is presented")
    func collectionViewFromInit() {
        var session = Session()
        let outcomes = session.script("""
        class SlideshowController: UICollectionViewController {
            init() {
                let layout = UICollectionViewFlowLayout()
                super.init(collectionViewLayout: layout)
                collectionView?.pagingEnabled = true
            }
            required init?(coder aDecoder: NSCoder) { fatalError("not used") }
            override func viewDidLoad() {
                super.viewDidLoad()
                let dots = UIView(frame: CGRectMake(0, 0, 80, 10))
                dots.center = CGPointMake(view.center.x, view.bounds.height - 20)
                view.addSubview(dots)
            }
            override func collectionView(collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                return 3
            }
        }
        """)
        #expect(session.frame("collectionView") == Rect(x: 0, y: 0, width: 375, height: 667))
        // Centred on 187.5 across, 20 above the bottom of 667: an 80×10 box at (147.5, 642).
        #expect(session.frame("dots") == Rect(x: 147.5, y: 642, width: 80, height: 10))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("collectionView: the controller's view is this UICollectionView") })
    }

    @Test("a plain controller's own stored tableView stays where its code places it")
    func plainControllersOwnTable() {
        var session = Session()
        session.script("""
        class DepotController: UIViewController {
            let tableView = UITableView(frame: CGRectZero, style: .Plain)
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tableView)
                tableView.frame = CGRectMake(0, 100, 375, 300)
            }
        }
        """)
        #expect(session.frame("tableView") == Rect(x: 0, y: 100, width: 375, height: 300))
    }

    @Test("a method named like no UIKit property is still the method")
    func ownMethodStaysAMethod() {
        var session = Session()
        session.script("""
        class RouteController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let build = makeStop
                let stop = build(30)
                view.addSubview(stop)
            }
            func makeStop(_ side: CGFloat) -> UIView {
                return UIView(frame: CGRect(x: 10, y: 10, width: side, height: side))
            }
        }
        """)
        #expect(session.frame("stop") == Rect(x: 10, y: 10, width: 30, height: 30))
    }
}
