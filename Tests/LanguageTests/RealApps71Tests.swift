import Language
import Layout
import Testing

/// Shapes met in app files of set 71: lists whose data source is a pasted controller but whose
/// content the paste cannot give — the count lives in another file of the app, answers from the
/// app's data, or the table is grouped. UIKit's content is then not 0×0, so the scroll line must
/// not stand alone. Every paste is written for this test; frames are derived by hand on the
/// default bare 375×667 screen.
@Suite("app files: real apps, set 71")
struct RealApps71Tests {
    @Test("a collection whose data source answers its item count in another file of the app says its content is not worked out")
    func itemCountInAnotherFile() {
        var session = Session()
        let outcomes = session.script("""
        class AlbumsController: UIViewController {
            var shelf: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: 100, height: 100)
                shelf = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
                shelf.dataSource = self
                view.addSubview(shelf)
            }
        }
        """)
        // The collection fills the root: (0, 0), 375×667; its items are the app's.
        #expect(session.frame("shelf") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("shelf: its content size is not worked out: its data source, AlbumsController, answers "
                + "collectionView(_:numberOfItemsInSection:) in code the paste does not hold")
        })

        // With the count in the paste, the flow layout's content is worked out: 3 lines of 3
        // items 100 wide with 10 between them (310 ≤ 375), 3 × 100 + 2 × 10 = 320 tall.
        var counted = Session()
        let countedOutcomes = counted.script("""
        class AlbumsController: UIViewController, UICollectionViewDataSource {
            var shelf: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: 100, height: 100)
                shelf = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
                shelf.dataSource = self
                view.addSubview(shelf)
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                UICollectionViewCell()
            }
        }
        """)
        #expect(counted.contentSize("shelf") == Size(width: 375, height: 320))
        #expect(!countedOutcomes.flatMap(\.notes).contains { $0.contains("not worked out") })
    }

    @Test("a table whose data source answers its row count in another file of the app says its content is not worked out")
    func rowCountInAnotherFile() {
        var session = Session()
        let outcomes = session.script("""
        final class InboxController: UIViewController {
            let messages = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(messages)
                messages.frame = CGRect(x: 0, y: 64, width: 375, height: 603)
                messages.register(UITableViewCell.self, forCellReuseIdentifier: "message")
                messages.dataSource = self
            }
        }
        """)
        #expect(session.frame("messages") == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("messages: its content size is not worked out: its data source, InboxController, answers "
                + "tableView(_:numberOfRowsInSection:) in code the paste does not hold")
        })
    }

    @Test("a table whose row count reads the app's data says its content is not worked out")
    func rowCountFromTheAppsData() {
        var session = Session()
        let outcomes = session.script("""
        class ContactsController: UIViewController, UITableViewDataSource {
            let people = UITableView()
            let book = AddressBook.shared
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(people)
                people.frame = view.bounds
                people.register(UITableViewCell.self, forCellReuseIdentifier: "person")
                people.dataSource = self
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                return book.entries.count
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
                cell.textLabel?.text = "Someone"
                return cell
            }
        }
        """)
        #expect(session.frame("people") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("people: its content size is not worked out: its tableView(_:numberOfRowsInSection:) gives no answer here")
        })
    }

    @Test("a grouped table's content is said not to be worked out: UIKit adds its own spacing between sections")
    func groupedTableIsNotWorkedOut() {
        var session = Session()
        let outcomes = session.script("""
        class PreferencesController: UIViewController, UITableViewDataSource {
            let options = UITableView(frame: .zero, style: .grouped)
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(options)
                options.frame = view.bounds
                options.register(UITableViewCell.self, forCellReuseIdentifier: "option")
                options.dataSource = self
            }
            func numberOfSections(in tableView: UITableView) -> Int { 3 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
                cell.textLabel?.text = "Option"
                return cell
            }
        }
        """)
        // Twelve rows of 44 (528) plus UIKit's section spacing, which is not modelled: the
        // 0×0 content must not stand alone.
        #expect(session.frame("options") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("options: its content size is not worked out: it is not a plain table, and UIKit's other styles add their own spacing")
        })
    }

    @Test("a view sized by its own constraints before a stack arranges it lays its subviews out at that size, not at the zero frame it was made with")
    func layoutSubviewsAtTheArrangedSize() {
        var session = Session()
        session.script("""
        final class Dial: UIView {
            let needle = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(needle)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                needle.frame = CGRect(x: 0, y: 0, width: bounds.width / 4, height: bounds.height)
            }
        }
        class DashboardController: UIViewController {
            let strip = UIStackView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(strip)
                strip.translatesAutoresizingMaskIntoConstraints = false
                strip.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24).isActive = true
                strip.topAnchor.constraint(equalTo: view.topAnchor, constant: 80).isActive = true
                let speed = Dial()
                speed.widthAnchor.constraint(equalToConstant: 120).isActive = true
                speed.heightAnchor.constraint(equalToConstant: 30).isActive = true
                strip.addArrangedSubview(speed)
            }
        }
        """)
        // addArrangedSubview turns the dial's mask off, so its own 120×30 holds: the strip is
        // (24, 80), 120×30, and the dial's layoutSubviews runs at that size: the needle is a
        // quarter of 120 wide and 30 tall.
        #expect(session.frame("strip") == Rect(x: 24, y: 80, width: 120, height: 30))
        #expect(session.frame("speed") == Rect(x: 0, y: 0, width: 120, height: 30))
        #expect(session.frame("needle") == Rect(x: 0, y: 0, width: 30, height: 30))
    }

    @Test("a view sized by its own intrinsicContentSize lays its subviews out at that size")
    func layoutSubviewsAtTheIntrinsicSize() {
        var session = Session()
        session.script("""
        final class Chip: UIView {
            let mark = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(mark)
            }
            required init?(coder: NSCoder) { fatalError() }
            override var intrinsicContentSize: CGSize { CGSize(width: 64, height: 20) }
            override func layoutSubviews() {
                super.layoutSubviews()
                mark.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: bounds.height)
            }
        }
        class TagsController: UIViewController {
            let tags = UIStackView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tags)
                tags.translatesAutoresizingMaskIntoConstraints = false
                tags.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12).isActive = true
                tags.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                let sale = Chip()
                tags.addArrangedSubview(sale)
            }
        }
        """)
        // The chip is its intrinsic 64×20 in the stack at (12, 40); its mark is the last 10
        // points of it: (54, 0), 10×20.
        #expect(session.frame("tags") == Rect(x: 12, y: 40, width: 64, height: 20))
        #expect(session.frame("sale") == Rect(x: 0, y: 0, width: 64, height: 20))
        #expect(session.frame("mark") == Rect(x: 54, y: 0, width: 10, height: 20))
    }
}
