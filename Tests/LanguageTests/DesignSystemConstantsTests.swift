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

    @Test("the app's function that scales its design's numbers to the screen gives its argument, with a note; another unknown function is still unknown")
    func scaleFunctionsGiveTheirArgument() {
        var session = Session()
        let outcomes = session.script("""
            let bar = UIView()
            view.addSubview(bar)
            bar.snp.makeConstraints { make in
                make.left.right.equalToSuperview()
                make.bottom.equalToSuperview().offset(-ADAPT_WIDTH(30))
                make.height.equalTo(kScaleH(70))
            }
            """)
        // 667 − 30 − 70 = 567, as on the 375-wide screen the app was designed for.
        #expect(session.frame("bar") == Rect(x: 0, y: 567, width: 375, height: 70))
        #expect(outcomes[2].notes.contains(
            "'kScaleH(…)' is not in the paste: taken as its argument, 70, the app's scaling of its design's number to the screen "
                + "(the number is used as written)"))
        session.script("""
            let tile = UIView()
            view.addSubview(tile)
            """)
        // `tileSide` says nothing about scaling: at the prompt it is refused, not taken as its argument.
        let refused = session.failing("tile.snp.makeConstraints { make in make.size.equalTo(tileSide(40)) }")
        #expect(refused.contains("error: no name 'tileSide' is declared here"))
        #expect(session.frame("tile")?.size == Size(width: 0, height: 0))
    }
}
