import Language
import Layout
import Testing

/// A table whose pasted data source shows UIKit's own `UITableViewCell` with a line of text and
/// sets no row height: `rowHeight` is `UITableView.automaticDimension`, and each such cell sizes
/// itself to UIKit's default row, 44 points, so the content is the header and 44 per row. Every
/// paste here is written for this test; sizes are derived by hand on the bare 375×667 screen.
@Suite("tables of UIKit's own cells")
struct TableSystemCellsTests {
    /// A controller whose table shows `rows` rows of UIKit's cell, `cell` being what its
    /// `cellForRowAt` does to the cell, with a header 200 tall.
    static func settings(rows: Int, cell: String = "cell.textLabel?.text = \"Row \\(indexPath.row)\"",
                         register: String = "UITableViewCell.self", extra: String = "") -> String {
        """
        class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let list = UITableView(frame: .zero, style: .plain)
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(list)
                list.dataSource = self
                list.delegate = self
                list.register(\(register), forCellReuseIdentifier: "Cell")
                list.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 200))
                list.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    list.topAnchor.constraint(equalTo: view.topAnchor),
                    list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                return \(rows)
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                \(cell)
                return cell
            }
        \(extra)
        }
        """
    }

    @Test("30 rows of UIKit's cell under a 200-point header: the content is 200 + 30 · 44 = 1520 tall")
    func systemCellsAreFortyFourPointsEach() {
        var session = Session()
        let outcomes = session.script(Self.settings(rows: 30))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.contentSize("list") == Size(width: 375, height: 1520))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("list: its content is 375×1520, as UIKit's table sizes it")
                && $0.contains("30 rows in 1 section, each UIKit's own cell with a line of text, 44 tall")
        })
    }

    @Test("a cell class of the app's own, registered or cast to, sizes itself: the content is not guessed")
    func appCellsAreNotGuessed() {
        for (register, cell) in [("MessageCell.self", "cell.textLabel?.text = \"x\""),
                                 ("UITableViewCell.self", "(cell as? MessageCell)?.title = \"x\"")] {
            var session = Session()
            session.script(Self.settings(rows: 30, cell: cell, register: register))
            #expect(session.contentSize("list")?.height != 1520, "registered \(register), cell: \(cell)")
        }
    }

    @Test("a cell dequeued by an identifier the paste never registers is a storyboard's prototype: its height is not guessed, and a note says so")
    func unregisteredIdentifierIsAPrototype() {
        var session = Session()
        let source = Self.settings(rows: 30).replacingOccurrences(of: "        list.register(UITableViewCell.self, forCellReuseIdentifier: \"Cell\")\n", with: "")
        #expect(!source.contains("register"))
        let outcomes = session.script(source)
        #expect(session.contentSize("list") != Size(width: 375, height: 1520))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("list: its content size is not worked out (at least 375×200, its header's height)")
        })

        // Made by the method itself, the cell is UIKit's: 200 + 10 · 44 = 640.
        var made = Session()
        let madeSource = Self.settings(rows: 10).replacingOccurrences(of: "        list.register(UITableViewCell.self, forCellReuseIdentifier: \"Cell\")\n", with: "")
            .replacingOccurrences(of: "tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath)",
                                  with: "tableView.dequeueReusableCell(withIdentifier: \"Cell\") ?? UITableViewCell(style: .default, reuseIdentifier: \"Cell\")")
        _ = made.script(madeSource)
        #expect(made.contentSize("list") == Size(width: 375, height: 640))
    }

    @Test("the subtitle style, more lines, an image or views of the cell's own change a row's height: not guessed")
    func heightChangingCellsAreNotGuessed() {
        for cell in ["let other = UITableViewCell(style: .subtitle, reuseIdentifier: nil)",
                     "cell.textLabel?.numberOfLines = 0",
                     "cell.imageView?.image = UIImage(named: \"avatar\")",
                     "cell.contentView.addSubview(UIView())",
                     "cell.textLabel?.font = UIFont.systemFont(ofSize: 30)"] {
            var session = Session()
            session.script(Self.settings(rows: 30, cell: cell))
            #expect(session.contentSize("list")?.height != 1520, "cell: \(cell)")
        }
    }

    @Test("section headers given by title, with no height for them, are UIKit's to size: the content is not guessed")
    func titledSectionHeadersAreNotGuessed() {
        var session = Session()
        session.script(Self.settings(rows: 30, extra: """
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                return "Account"
            }
        """))
        #expect(session.contentSize("list")?.height != 1520)
    }

    @Test("text ending in Cell names no class (the reuse identifier \"Cell\", a label's \"MessageCell\"): 10 rows under the header are 640")
    func reuseIdentifiersAreNotClasses() {
        var session = Session()
        session.script(Self.settings(rows: 10, cell: "cell.textLabel?.text = \"MessageCell\""))
        #expect(session.contentSize("list") == Size(width: 375, height: 640))
    }
}
