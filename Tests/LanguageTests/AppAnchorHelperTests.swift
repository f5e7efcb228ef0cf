import Language
import Layout
import Testing

/// The app's own `anchor(…)` helper, pasted without its extension, is read by its argument labels
/// as the widespread helper and its variants read them: each edge pinned to the anchor given,
/// inset by its padding (bottom, right and trailing inwards), width and height when not 0, the
/// mask off; a call with any other label stays the app's unknown code. The pastes are written
/// for this test.
@Suite("the app's anchor helper")
struct AppAnchorHelperTests {
    @Test("anchor(top:left:bottom:right:paddingTop:…:width:height:) places the avatar at (16, 20, 60, 60) and the name below it, 16 in from both sides: (16, 88, 343, 30)")
    func paddingLabelsVariant() {
        var session = Session()
        let outcomes = session.script("""
        class ProfileController: UIViewController {
            let avatar = UIView()
            let name = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(avatar)
                view.addSubview(name)
                avatar.anchor(top: view.topAnchor, left: view.leftAnchor, bottom: nil, right: nil, paddingTop: 20, paddingLeft: 16, paddingBottom: 0, paddingRight: 0, width: 60, height: 60)
                name.anchor(top: avatar.bottomAnchor, left: view.leftAnchor, bottom: nil, right: view.rightAnchor, paddingTop: 8, paddingLeft: 16, paddingBottom: 0, paddingRight: 16, width: 0, height: 30)
            }
        }
        """)
        #expect(session.frame("avatar") == Rect(x: 16, y: 20, width: 60, height: 60))
        #expect(session.frame("name") == Rect(x: 16, y: 88, width: 343, height: 30))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'anchor(…)' is the app's own helper (not in the paste)") })
    }

    @Test("anchor(top:leading:bottom:trailing:padding:) with insets 40, 20, 30, 10 places the card at (20, 40, 345, 597)")
    func edgeInsetsVariant() {
        var session = Session()
        session.script("""
        let card = UIView()
        view.addSubview(card)
        card.anchor(top: view.topAnchor, leading: view.leadingAnchor, bottom: view.bottomAnchor, trailing: view.trailingAnchor, padding: UIEdgeInsets(top: 40, left: 20, bottom: 30, right: 10))
        """)
        #expect(session.frame("card") == Rect(x: 20, y: 40, width: 345, height: 597))
    }

    @Test("a pasted anchor(…) extension is the one that runs: its own sign for the bottom padding holds")
    func pastedExtensionWins() {
        var session = Session()
        session.script("""
        extension UIView {
            func anchor(top: NSLayoutYAxisAnchor?, bottom: NSLayoutYAxisAnchor?, paddingTop: CGFloat, paddingBottom: CGFloat) {
                translatesAutoresizingMaskIntoConstraints = false
                if let top = top { topAnchor.constraint(equalTo: top, constant: paddingTop).isActive = true }
                if let bottom = bottom { bottomAnchor.constraint(equalTo: bottom, constant: paddingBottom).isActive = true }
            }
        }
        let strip = UIView()
        view.addSubview(strip)
        strip.anchor(top: view.topAnchor, bottom: view.bottomAnchor, paddingTop: 100, paddingBottom: -200)
        strip.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        strip.widthAnchor.constraint(equalToConstant: 50).isActive = true
        """)
        // Its own constant: bottom = 667 − 200 = 467, so 367 tall.
        #expect(session.frame("strip") == Rect(x: 0, y: 100, width: 50, height: 367))
    }

    @Test("anchor(view.topAnchor, left: …) — a first argument without a label — is another helper: skipped, with a note")
    func unlabelledVariantStaysUnknown() {
        var session = Session()
        let outcomes = session.script("""
        let badge = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        view.addSubview(badge)
        badge.anchor(view.topAnchor, left: view.leftAnchor)
        """)
        #expect(session.frame("badge") == Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'anchor'") })
    }

    @Test("addConstraintsWithFormat(format:views:) names its views v0, v1 in order: H:|-8-[v0(30)]-8-[v1]| puts the icon at x 8 and the title from x 46 to the edge")
    func visualFormatHelper() {
        var session = Session()
        let outcomes = session.script("""
        class OptionView: UIView {
            let icon = UIView()
            let title = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon)
                addSubview(title)
                addConstraintsWithFormat(format: "H:|-8-[v0(30)]-8-[v1]|", views: icon, title)
                addConstraintsWithFormat(format: "V:|-5-[v0(30)]", views: icon)
                addConstraintsWithFormat(format: "V:|[v0]|", views: title)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let option = OptionView(frame: CGRect(x: 0, y: 100, width: 375, height: 40))
        view.addSubview(option)
        """)
        #expect(session.frame("icon") == Rect(x: 8, y: 5, width: 30, height: 30))
        #expect(session.frame("title") == Rect(x: 46, y: 0, width: 329, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'addConstraintsWithFormat' is the app's own helper (not in the paste)") })
    }
}
