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
        #expect(session.frame("badge") == Rect(x: 147.5, y: 40, width: 80, height: 30).snapped(toPixelsOf: 3))
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

    @Test("a view a listing uses but declares elsewhere on its page is made of the class its name says, and the listing runs")
    func viewDeclaredElsewhereOnThePage() {
        var session = Session()
        let outcomes = session.script("""
        pager.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pager)
        pager.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
        pager.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        pager.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        pager.heightAnchor.constraint(equalToConstant: 200).isActive = true
        pager.addSubview(pageScrollView)
        pageScrollView.translatesAutoresizingMaskIntoConstraints = false
        pageScrollView.topAnchor.constraint(equalTo: pager.topAnchor).isActive = true
        pageScrollView.bottomAnchor.constraint(equalTo: pager.bottomAnchor).isActive = true
        pageScrollView.leadingAnchor.constraint(equalTo: pager.leadingAnchor, constant: 20).isActive = true
        pageScrollView.trailingAnchor.constraint(equalTo: pager.trailingAnchor, constant: -20).isActive = true
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes[0].notes.contains { $0.contains("'pager' is not declared in the paste: made here as a UIView") })
        #expect(outcomes[6].notes.contains { $0.contains("'pageScrollView' is not declared in the paste: made here as a UIScrollView") })
        #expect(session.frame("pager") == Rect(x: 0, y: 100, width: 375, height: 200))
        // 20 in from each side of the 375-wide pager, as tall as it: 335×200 at (20, 0).
        #expect(session.frame("pageScrollView") == Rect(x: 20, y: 0, width: 335, height: 200))
        // A scroll view, so its edges to the pager are its frame and nothing inside sizes its content.
        #expect(session.contentSize("pageScrollView") == Size(width: 0, height: 0))
    }

    @Test("a near miss of a declared name is still refused as a typo, and so is a name read where a view is not the only thing that fits")
    func undeclaredNamesStillRefused() {
        var session = Session()
        session.script("let header = UIView()")
        #expect(session.failing("view.addSubview(haeder)").contains("did you mean 'header'?"))
        #expect(session.failing("spacer.alpha = 0").contains("no name 'spacer' is declared here"))
        #expect(session.frame("spacer") == nil)
    }

    @Test("a statement that fails on what a name nothing declared feeds is refused for that name, not for its neighbour")
    func undeclaredCauseNamed() {
        var session = Session()
        let message = session.failing("|-avatar-15-name-|")
        #expect(message.contains("1:3: error: no name 'avatar' is declared here"))
        #expect(!message.contains("Stevia margin"))
    }

    @Test("a type of the app's own kept in a name that says a view stands in as that view, so the code placing it runs")
    func appTypeKeptInViewName() {
        var session = Session()
        session.script("""
        class ProfileScreen: UIViewController {
            let headerView = ProfileHeader()
            let nameLabel = StyledText()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(headerView)
                view.addSubview(nameLabel)
                headerView.translatesAutoresizingMaskIntoConstraints = false
                nameLabel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    headerView.topAnchor.constraint(equalTo: view.topAnchor),
                    headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    headerView.heightAnchor.constraint(equalToConstant: 180),
                    nameLabel.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 12),
                    nameLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                ])
            }
        }
        """)
        #expect(session.frame("headerView") == Rect(x: 0, y: 0, width: 375, height: 180))
        // A label with no text: 0×0, 12 under the header and 16 in.
        #expect(session.frame("nameLabel") == Rect(x: 16, y: 192, width: 0, height: 0))
        #expect(session.layout.view(session.layout.id(of: "nameLabel")!)?.kind == .label)
    }

    @Test("a type of the app's own kept in a name that says no view is still skipped")
    func appTypeKeptInOtherName() {
        var session = Session()
        let outcomes = session.script("""
        class FeedScreen: UIViewController {
            let viewModel = FeedModel()
            override func viewDidLoad() {
                super.viewDidLoad()
            }
        }
        """)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'FeedModel(…)'") })
        #expect(session.frame("viewModel") == nil)
    }
}

