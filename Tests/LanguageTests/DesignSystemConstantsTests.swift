import Language
import Layout
import Testing

/// The app's design-system constants, nested in types the paste does not have
/// (`UIFactory.Theme.Spacing.l`), stand in as 0 with a note wherever UIKit asks for a number: a
/// stack's spacing as much as a constraint's constant. Frames are derived by hand on the bare
/// 375×667 screen.
@Suite("the app's design-system constants")
struct DesignSystemConstantsTests {
    @Test("a stack's spacing from the app's nested constants is 0 with a note, not a refusal of the whole controller")
    func stackSpacingFromNestedConstants() {
        var session = Session()
        let outcomes = session.script("""
        class FormScreen: UIViewController {
            let stack = UIStackView()
            let first = UIView()
            let second = UIView()
            var gap: CGFloat { UIFactory.Theme.Spacing.l }
            override func viewDidLoad() {
                super.viewDidLoad()
                stack.axis = .vertical
                stack.spacing = gap
                stack.translatesAutoresizingMaskIntoConstraints = false
                [first, second].forEach { stack.addArrangedSubview($0) }
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    first.heightAnchor.constraint(equalToConstant: 40),
                    second.heightAnchor.constraint(equalToConstant: 30),
                ])
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Spacing 0: the second view sits right under the first.
        #expect(session.frame("stack") == Rect(x: 0, y: 20, width: 375, height: 70))
        #expect(session.frame("second") == Rect(x: 0, y: 40, width: 375, height: 30))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'.l' is not in the paste (the app's own constant): 0 is used") })
    }
}
