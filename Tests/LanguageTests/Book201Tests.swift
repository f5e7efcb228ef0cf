@testable import Language
import Layout
import Testing

/// What the forty-ninth round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand.
@Suite("Fresh app code, forty-ninth round")
struct Book201Tests {
    static let sectionedList = """
        import UIKit
        class ScheduleController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let tableView = UITableView(frame: .zero, style: .plain)
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.frame = view.bounds
                tableView.dataSource = self
                tableView.delegate = self
                tableView.rowHeight = 50
                PADDING
                view.addSubview(tableView)
            }
            func numberOfSections(in tableView: UITableView) -> Int { 3 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                section == 1 ? 0 : 30
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }
        }
        """

    @Test("a plain table's section headers get sectionHeaderTopPadding above them: a number set is added over each header shown, the automatic one is said not to be modelled")
    func sectionHeaderTopPadding() {
        func run(_ padding: String) -> (Session, [String]) {
            var session = Session()
            let outcomes = session.script("device iPhone 8\n" + Self.sectionedList.replacingOccurrences(of: "PADDING", with: padding))
            #expect(outcomes.allSatisfy { !$0.failed })
            return (session, outcomes.flatMap(\.notes))
        }
        // Set to 0: two headers of 30 and six rows of 50.
        let (none, _) = run("tableView.sectionHeaderTopPadding = 0")
        #expect(none.contentSize("tableView") == Size(width: 375, height: 360))
        // Set to 10: 10 above each of the two headers shown; section 1 shows none.
        let (ten, _) = run("if #available(iOS 15.0, *) { tableView.sectionHeaderTopPadding = 10 }")
        #expect(ten.contentSize("tableView") == Size(width: 375, height: 380))
        // Left automatic, UIKit's own padding: not worked out, and said.
        let (automatic, notes) = run("")
        #expect(automatic.scrollFacts("tableView")?.contentKnown == false)
        #expect(notes.contains {
            $0.hasPrefix("tableView: its content size is not worked out: its section headers have UIKit's automatic sectionHeaderTopPadding")
                && $0.contains("set tableView.sectionHeaderTopPadding = 0")
        })
    }
}
