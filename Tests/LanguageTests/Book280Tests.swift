@testable import Language
import Layout
import Testing

/// What the fifty-eighth round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, fifty-eighth round")
struct Book280Tests {
    @Test("viewLayoutMarginsDidChange runs when the shown controller's root view gets the screen's margins")
    func marginsDidChangeRunsOnPresentation() {
        var session = Session()
        let outcomes = session.script("""
            class RenameScreen: UIViewController {
                let field = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(field)
                }
                override func viewLayoutMarginsDidChange() {
                    super.viewLayoutMarginsDidChange()
                    field.frame = CGRect(x: view.layoutMargins.left, y: 100, width: 200, height: 44)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("field") == Rect(x: 16, y: 100, width: 200, height: 44))
    }
}
