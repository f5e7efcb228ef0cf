import Language
import Layout
import Testing

/// Shapes that blog posts, tutorials and answers print around Auto Layout and scroll views —
/// playground pages, library READMEs, loose statements — where a pasted listing was refused or
/// gave frames UIKit would not. Every paste here is written for this test; frames are derived by
/// hand on the default bare 375×667 screen.
@Suite("seed listings")
struct SeedListings60Tests {
    @Test("a playground's live view set to a plain controller keeps what the code added to that controller's view")
    func liveViewControllerKeepsItsSubviews() {
        var session = Session()
        session.script("""
        import UIKit
        import PlaygroundSupport
        let host = UIViewController()
        let badge = UIView()
        host.view.addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.widthAnchor.constraint(equalToConstant: 80).isActive = true
        badge.heightAnchor.constraint(equalToConstant: 30).isActive = true
        badge.centerXAnchor.constraint(equalTo: host.view.centerXAnchor).isActive = true
        badge.topAnchor.constraint(equalTo: host.view.topAnchor, constant: 40).isActive = true
        PlaygroundPage.current.liveView = host
        """)
        // The controller's view is the screen: centred, (375 − 80) / 2 = 147.5, 40 from the top.
        #expect(session.frame("badge") == Rect(x: 147.5, y: 40, width: 80, height: 30))
    }

    @Test("a live view set to a controller after a pasted one was presented still shows that controller alone")
    func liveViewReplacesPresentedController() {
        var session = Session()
        session.script("""
        import UIKit
        import PlaygroundSupport
        class FirstScreen: UIViewController {
            let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                banner.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
                view.addSubview(banner)
            }
        }
        class SecondScreen: UIViewController {
            let footer = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                footer.frame = CGRect(x: 0, y: 600, width: 375, height: 67)
                view.addSubview(footer)
            }
        }
        PlaygroundPage.current.liveView = SecondScreen()
        """)
        #expect(session.frame("banner") == nil)
        #expect(session.frame("footer") == Rect(x: 0, y: 600, width: 375, height: 67))
    }

    @Test("EasyPeasy's Device() is the screen's idiom, so a .when condition on it keeps the attribute for this device")
    func easyPeasyDeviceCondition() {
        let layout = """
        let strip = UIView()
        view.addSubview(strip)
        strip.easy.layout(Top(20), Left(0), Right(0),
                          Height(120).when { Device() == .iPad },
                          Height(44).when { Device() == .iPhone })
        """
        var phone = Session()
        phone.script(layout)
        // The bare 375×667 screen is a phone's: the iPhone height holds, the iPad one is left out.
        #expect(phone.frame("strip") == Rect(x: 0, y: 20, width: 375, height: 44))

        var tablet = Session()
        tablet.script("device iPad")
        tablet.script(layout)
        #expect(tablet.frame("strip")?.size.height == 120)
    }

    @Test("in input that imports a module, a name of the app's own code is skipped with a note, not refused")
    func importedSourceSkipsAppNames() {
        var session = Session()
        let outcomes = session.script("""
        import UIKit
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        card.backgroundColor = Palette.cardBackground
        view.addSubview(card)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes[2].notes.contains { $0.contains("skipped 'Palette'") })
        #expect(session.frame("card") == Rect(x: 10, y: 20, width: 100, height: 50))

        // Typed at the prompt without an import, the same statement is still refused.
        var typed = Session()
        typed.script("let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))")
        #expect(typed.failing("card.backgroundColor = Palette.cardBackground").contains("no name 'Palette'"))
    }

    @Test("a statement that fails on what a name nothing declared feeds is refused for that name, not for its neighbour")
    func undeclaredCauseNamed() {
        var session = Session()
        let message = session.failing("|-avatar-15-name-|")
        #expect(message.contains("1:3: error: no name 'avatar' is declared here"))
        #expect(!message.contains("Stevia margin"))
    }
}
