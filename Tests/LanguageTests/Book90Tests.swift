import Language
import Layout
import Testing

/// What listings do that UIKit reads its own way: constraints on a button's own views, a stack
/// view as a controller's view. Pastes are written for this test; frames derived by hand on
/// 375×667.
@Suite("listing shapes: a button's own views, a stack view as the controller's view")
struct Book90Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("a constraint on a button's own titleLabel or imageView is said to be skipped, the button keeps its own size")
    func buttonOwnViewConstraintIsSaidSkipped() {
        var session = Session()
        let outcomes = session.script("""
            let signUp = UIButton(type: .system)
            signUp.setTitle("Sign up", for: .normal)
            signUp.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(signUp)
            signUp.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            signUp.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            signUp.titleLabel!.widthAnchor.constraint(equalToConstant: 200).isActive = true
            signUp.imageView?.snp.makeConstraints { make in
                make.size.equalTo(24)
            }
            signUp.titleLabel?.numberOfLines = 0
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The title label's 200 moves nothing: the button is as wide as its title, centred.
        let frame = session.frame("signUp") ?? .zero
        #expect(frame.width > 0 && frame.width < 100)
        #expect(frame.minX + frame.width / 2 == 187.5)
        #expect(frame.minY == 100)
        let notes = Self.notes(outcomes)
        #expect(notes.contains("skipped a constraint on signUp.titleLabel: the button's own title label, which UIKit's button sizes "
            + "and places itself, is not modelled — lay out a view of your own inside the button to see it"))
        #expect(notes.contains("skipped a constraint on signUp.imageView: the button's own image view, which UIKit's button sizes "
            + "and places itself, is not modelled — lay out a view of your own inside the button to see it"))
        // Setting the label's properties is no constraint: no note for it.
        #expect(notes.filter { $0.contains("skipped a constraint") }.count == 2)
    }

    @Test("a stack view made the controller's view in loadView fills the screen and arranges its views")
    func stackViewAsControllersView() {
        var session = Session()
        let outcomes = session.script("""
            final class DialPadController: UIViewController {
                override func loadView() {
                    let rows = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
                    rows.axis = .vertical
                    rows.distribution = .fillEqually
                    rows.spacing = 2
                    view = rows
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (667 − 2 × 2) / 3 = 221 per row.
        #expect(session.frame("rows") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("view2") == Rect(x: 0, y: 0, width: 375, height: 221))
        #expect(session.frame("view3") == Rect(x: 0, y: 223, width: 375, height: 221))
        #expect(session.frame("view4") == Rect(x: 0, y: 446, width: 375, height: 221))
        #expect(Self.notes(outcomes).contains("view = rows: the controller's view is this UIStackView; it is drawn filling the root "
            + "view, with the root view's frame, margins and safe area, and 'view' names it"))
    }

    @Test("a stack view given its views one by one and made the view in viewDidLoad arranges them across the screen")
    func stackViewAsViewInViewDidLoad() {
        var session = Session()
        let outcomes = session.script("""
            final class SplitController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let columns = UIStackView()
                    columns.spacing = 15
                    columns.distribution = .fillEqually
                    columns.addArrangedSubview(UIView())
                    columns.addArrangedSubview(UIView())
                    view = columns
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (375 − 15) / 2 = 180 per column.
        #expect(session.frame("view2") == Rect(x: 0, y: 0, width: 180, height: 667))
        #expect(session.frame("view3") == Rect(x: 195, y: 0, width: 180, height: 667))
    }
}
