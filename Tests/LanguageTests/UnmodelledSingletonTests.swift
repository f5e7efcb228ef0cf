import Language
import Layout
import Testing

/// What pasted code sets on a value of a type Layoutbook does not model — the application, the
/// app's own singletons — cannot change a layout: the line is skipped with one note naming what
/// was set, and the code after it runs. The paste is written for this test.
@Suite("a property set on a value Layoutbook does not model")
struct UnmodelledSingletonTests {
    @Test("UIApplication.shared.statusBarStyle set in viewWillAppear is skipped with a note, and the controller is shown")
    func statusBarStyleIsSkipped() {
        var session = Session()
        let outcomes = session.script("""
        class WelcomeController: UIViewController {
            let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                banner.frame = CGRect(x: 0, y: 0, width: 375, height: 120)
                view.addSubview(banner)
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                UIApplication.shared.statusBarStyle = .lightContent
            }
        }
        """)
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 120))
        let notes = outcomes.flatMap(\.notes).filter { $0.contains("statusBarStyle") }
        #expect(notes == ["skipped 'statusBarStyle' set on '.shared': a value of a type Layoutbook does not model; it is taken to "
            + "change nothing about layout"])
    }
}
