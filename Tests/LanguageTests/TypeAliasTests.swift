import Language
import Layout
import Testing

/// `typealias` to a UIKit view or controller class — a cross-platform file's `typealias Button =
/// UIButton` in its `#if os(iOS)` branch — names that class: what the alias makes is what the
/// class makes. Any other alias changes nothing. The pastes are written for this test.
@Suite("typealias")
struct TypeAliasTests {
    @Test("a view made through an alias of UISwitch is a switch: its frame keeps the switch's 51×31")
    func aliasMakesTheClass() {
        var session = Session()
        let outcomes = session.script("""
        #if os(iOS)
        typealias Toggle = UISwitch
        #endif
        typealias Handler = () -> Void
        class AlarmController: UIViewController {
            let snooze = Toggle(frame: CGRect(x: 40, y: 80, width: 100, height: 60))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(snooze)
            }
        }
        """)
        #expect(session.frame("snooze") == Rect(x: 40, y: 80, width: 51, height: 31))
        let notes = outcomes.flatMap(\.notes)
        #expect(!notes.contains { $0.contains("'Toggle' is not in the paste") })
        // The alias is not a view class of the paste's own: nothing else is shown for it.
        #expect(!notes.contains { $0.contains("nothing in the paste shows Toggle") })
    }
}
