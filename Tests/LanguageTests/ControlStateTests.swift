import Language
import Layout
import Testing

/// `UIControl.State()` is the empty option set, which is `.normal`: a title set for it is the
/// button's title, as for `.normal`. The paste is written for this test.
@Suite("UIControl.State() is .normal")
struct ControlStateTests {
    @Test("a title set for UIControl.State() sizes the button as one set for .normal, with nothing skipped")
    func emptyStateIsNormal() {
        func run(_ state: String) -> (Rect?, [String]) {
            var session = Session()
            let outcomes = session.script("""
                let checkout = UIButton(type: .system)
                checkout.setTitle("Continue to checkout", for: \(state))
                checkout.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(checkout)
                checkout.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                checkout.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                """)
            #expect(outcomes.allSatisfy { !$0.failed })
            return (session.frame("checkout"), outcomes.flatMap(\.notes))
        }
        let (empty, notes) = run("UIControl.State()")
        let (normal, _) = run(".normal")
        // The title's width decides the button's: both are the same, 20 from the left, 100 down.
        #expect(empty == normal)
        #expect(empty?.minX == 20 && empty?.minY == 100)
        #expect((empty?.width ?? 0) > 30)
        #expect(!notes.contains { $0.contains("UIControl.State") })
    }
}
