import Language
import Layout
import Testing

/// A `switch` on a value of the app's own that the paste lacks (`DeviceClass.current()`) runs its
/// first case, as an `if` on an unknown condition takes its branch, and says so: a `let` each
/// case sets is then set, where it was left unset and the paste stopped on a nil. The pastes are
/// written for this test.
@Suite("switch on the app's value")
struct UnknownSwitchSubjectTests {
    @Test("let top: CGFloat set in each case of a switch on the app's DeviceClass.current(): the first case's 30 places the button at (15, 30, 40, 40)")
    func firstCaseRuns() {
        var session = Session()
        let outcomes = session.script("""
        class WelcomeController: UIViewController {
            let closeButton = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                let top: CGFloat
                switch DeviceClass.current() {
                case .compact:
                    top = 30
                case .regular:
                    top = 70
                }
                view.addSubview(closeButton)
                closeButton.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    closeButton.topAnchor.constraint(equalTo: view.topAnchor, constant: top),
                    closeButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 15),
                    closeButton.widthAnchor.constraint(equalToConstant: 40),
                    closeButton.heightAnchor.constraint(equalToConstant: 40)
                ])
            }
        }
        """)
        #expect(session.frame("closeButton") == Rect(x: 15, y: 30, width: 40, height: 40))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("'DeviceClass.current(…)' is not in the paste: the switch on it runs its first case (line 7)")
        })
    }

    @Test("a switch on a value the paste knows still runs the case that matches, with no note")
    func knownSubjectMatches() {
        var session = Session()
        let outcomes = session.script("""
        enum Size { case small, large }
        let size = Size.large
        var width: CGFloat = 0
        switch size {
        case .small: width = 40
        case .large: width = 80
        }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 20))
        view.addSubview(box)
        """)
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 80, height: 20))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("the switch on it runs") })
    }
}
