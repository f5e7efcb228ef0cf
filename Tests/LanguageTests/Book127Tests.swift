@testable import Language
import Layout
import Testing

/// What the twenty-seventh round's probes and fresh app code tripped on. Pastes are written for
/// this test; frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, twenty-seventh round")
struct Book127Tests {
    @Test("a cell class shown on its own stands in the row its table gives every row (heightForRowAt answering one number, or rowHeight): a 50-pt badge fits a 73 row")
    func shownCellTakesTheTablesRowHeight() {
        var session = Session()
        let outcomes = session.script("""
            class BadgeCell: UITableViewCell {
                let badge = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(badge)
                    NSLayoutConstraint.activate([
                        badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                        badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                        badge.widthAnchor.constraint(equalToConstant: 50),
                        badge.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class BadgesViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(BadgeCell.self, forCellReuseIdentifier: "badge")
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
                }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 73 }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The row is 73; the content view stands above the separator's pixel (@3x: a third of a point).
        #expect(session.frame("badgeCell") == Rect(x: 0, y: 0, width: 375, height: 73 - 1.0 / 3))
        #expect(session.frame("badge") == Rect(x: 12, y: 12, width: 50, height: 50))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("BadgeCell is shown in a row 73 tall") && $0.contains("BadgesViewController's tableView(_:heightForRowAt:)")
        })
    }
}
