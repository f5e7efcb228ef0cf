import Language
import Layout
import Testing

/// What listings do that UIKit reads its own way: constraints on a button's own views. Pastes are
/// written for this test; frames derived by hand on 375×667.
@Suite("listing shapes: a button's own views")
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
}
