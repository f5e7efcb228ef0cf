import Language
import Layout
import Testing

/// A file with several view controllers shows its first screen: the controller no other type of
/// the paste names, not the one it pushes. Every paste is written for this test; frames are derived
/// by hand on the default 375×667 screen.
@Suite("the controller a file with several shows")
struct FirstScreenControllerTests {
    static let tickets = """
    class TicketListController: UIViewController {
        let header = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            header.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(header)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
                header.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
                header.heightAnchor.constraint(equalToConstant: 60),
            ])
        }
        @objc func openTicket() {
            let detail = TicketDetailController()
            navigationController?.pushViewController(detail, animated: true)
        }
    }
    class TicketDetailController: UIViewController {
        let stub = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            stub.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
            view.addSubview(stub)
        }
    }
    """

    @Test("the controller that pushes another declared below it is the one presented")
    func pushingControllerIsPresented() {
        var session = Session()
        let outcomes = session.script(Self.tickets)
        // 24 in from each side of 375: 327 wide, 40 down, 60 tall.
        #expect(session.frame("header") == Rect(x: 24, y: 40, width: 327, height: 60))
        #expect(session.frame("stub") == nil)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("presented TicketListController on the screen") })
    }

    @Test("two controllers that name neither other: the last one is presented, as before")
    func lastOfUnrelatedControllers() {
        var session = Session()
        session.script(Self.tickets.replacingOccurrences(of: "let detail = TicketDetailController()", with: "let detail = UIViewController()"))
        #expect(session.frame("stub") == Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(session.frame("header") == nil)
    }
}
