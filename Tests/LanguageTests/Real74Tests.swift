import Language
import Layout
import Testing

/// Shapes met in app files of set 74: a UIKit container controller added as a child, a view made
/// through an extension's initialiser that takes a trailing closure, and a playground page that
/// shows a value alone on its line. Every paste is written for this test; frames are derived by
/// hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 74")
struct Real74Tests {
    @Test("a tab bar controller made empty and added as a child shows its own view where the code puts it")
    func emptyTabBarControllerAsChild() {
        var session = Session()
        let outcomes = session.script("""
        final class Dashboard: UIViewController {
            let sections = UITabBarController()
            override func viewDidLoad() {
                super.viewDidLoad()
                sections.view.frame = CGRect(x: 0, y: 24, width: 375, height: 600)
                addChild(sections)
                view.addSubview(sections.view)
                sections.didMove(toParent: self)
            }
        }
        """)
        // The tab bar controller's view is its own, screen-sized when loaded, then given the
        // frame (0, 24, 375, 600) and added to the root view. Its bar is not drawn: said so.
        #expect(outcomes.flatMap(\.diagnostics).isEmpty)
        #expect(session.frame("tabBarControllerView") == Rect(x: 0, y: 24, width: 375, height: 600))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("the tab bar UIKit puts along its bottom") })
    }

    @Test("a navigation controller around the app's own controller is a child whose view fills its container")
    func navigationControllerAroundTheAppsController() {
        var session = Session()
        let outcomes = session.script("""
        final class Inbox: UIViewController {
            let stack = UINavigationController(rootViewController: MessagesListController())
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(stack)
                view.addSubview(stack.view)
                stack.view.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    stack.view.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    stack.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    stack.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    stack.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
            }
        }
        """)
        // The app's list controller is not in the paste; the navigation controller's own view
        // is pinned 100 below the top and to the other edges: (0, 100, 375, 567).
        #expect(session.frame("navigationControllerView") == Rect(x: 0, y: 100, width: 375, height: 567))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("the navigation bar UIKit puts along its top") })
    }

    @Test("a view of the app's own, not in the paste, added as a subview is said not to be shown")
    func addingTheAppsViewIsNoted() {
        var session = Session()
        let outcomes = session.script("""
        final class Shop: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(BannerFactory.shared.makeBanner())
            }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("that view is the app's, not in the paste, so what UIKit adds here is not shown") })
    }

    @Test("a trailing closure reaches the initialiser an extension declares for it, through a protocol NSObject adopts")
    func trailingClosureInitialiser() {
        var session = Session()
        let outcomes = session.script("""
        protocol Buildable {}
        extension Buildable where Self: NSObject {
            init(build: (Self) -> Void) {
                self.init()
                build(self)
            }
        }
        extension NSObject: Buildable {}
        let badge = UILabel {
            $0.text = "Sale"
            $0.frame = CGRect(x: 12, y: 40, width: 80, height: 24)
        }
        view.addSubview(badge)
        """)
        // The closure runs with the label: the frame it sets stays, the mask on (UILabel()).
        #expect(outcomes.flatMap(\.diagnostics).isEmpty)
        #expect(session.frame("badge") == Rect(x: 12, y: 40, width: 80, height: 24))
    }

    @Test("a trailing closure no initialiser takes is said not to run")
    func trailingClosureNothingTakes() {
        var session = Session()
        let outcomes = session.script("""
        let chip = UIButton {
            $0.frame = CGRect(x: 5, y: 5, width: 40, height: 40)
        }
        view.addSubview(chip)
        """)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("UIKit's initialisers take no closure") })
    }

    @Test("a value alone on its line in a playground's page is a warning, and the rest of its line runs")
    func playgroundValueAlone() {
        var session = Session()
        let outcomes = session.script("""
        import UIKit
        import PlaygroundSupport
        let gap = CGSize(width: 16, height: 8)
        gap.width; let tile = UIView(frame: CGRect(x: 16, y: 32, width: 48, height: 48)); view.addSubview(tile)
        """)
        // Swift warns that `gap.width` is unused and runs the page; the tile keeps its frame.
        let diagnostics = outcomes.flatMap(\.diagnostics)
        #expect(!diagnostics.contains { $0.severity == .error })
        #expect(diagnostics.contains { $0.severity == .warning && $0.message.contains("this value is not used") })
        #expect(session.frame("tile") == Rect(x: 16, y: 32, width: 48, height: 48))

        // Typed at the prompt, with nothing imported, a value alone is still refused.
        var prompt = Session()
        #expect(prompt.failing("let gap = CGSize(width: 16, height: 8); gap.width").contains("this value is not used"))
    }

    @Test("UIButton.systemButton(with:target:action:) is UIKit's own: a system button with the image, not an app's factory")
    func systemButtonWithImage() {
        var session = Session()
        let outcomes = session.script("""
        let close = UIButton.systemButton(with: UIImage(named: "close-mark")!, target: nil, action: nil)
        close.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(close)
        NSLayoutConstraint.activate([
            close.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            close.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            close.widthAnchor.constraint(equalToConstant: 44),
            close.heightAnchor.constraint(equalToConstant: 44),
        ])
        """)
        // 375 − 16 − 44 = 315 from the left, 20 from the top, 44 square.
        let notes = outcomes.flatMap(\.notes)
        #expect(session.frame("close") == Rect(x: 315, y: 20, width: 44, height: 44))
        #expect(!notes.contains { $0.contains("the app's own extension") })
        #expect(notes.contains { $0.contains("close.setImage(_:for:): the image is not in the paste") })
    }

    @Test("didReceiveMemoryWarning of a class whose base is the app's is UIKit's to call when memory runs low, not a hook the base calls")
    func memoryWarningIsNotABaseHook() {
        var session = Session()
        let outcomes = session.script("""
        final class GalleryController: AppBaseController {
            let strip = UIView()
            override func setupViews() {
                view.addSubview(strip)
                strip.frame = CGRect(x: 0, y: 0, width: 375, height: 80)
            }
            override func didReceiveMemoryWarning() {
                super.didReceiveMemoryWarning()
                strip.removeFromSuperview()
            }
        }
        """)
        // The base is taken to call setupViews() from its viewDidLoad; memory never runs low
        // here, so the strip stays where setupViews() put it.
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 80))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("didReceiveMemoryWarning()") })
    }

    @Test("a view named alone on a playground's line is shown at its own frame and laid out, as the playground shows it beside the line")
    func playgroundViewAloneOnItsLine() {
        var session = Session()
        let outcomes = session.script("""
        import UIKit
        class Panel: UIView {
            let bar = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(bar)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                bar.frame = CGRect(x: 10, y: 10, width: bounds.width - 20, height: 30)
            }
        }
        var panel = Panel(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        panel
        """)
        // The panel keeps its 300×200 frame; its layoutSubviews puts the bar 10 in: 280 wide.
        #expect(session.frame("panel") == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(session.frame("bar") == Rect(x: 10, y: 10, width: 280, height: 30))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("alone on a playground's line") })
    }

    @Test("a '/*' never closed is Swift's error, not a comment that quietly swallows the rest of the file")
    func unterminatedBlockComment() {
        // Swift nests block comments: the inner pair closes, the outer one never does, and the
        // tile's lines after it are not code Swift would compile. Such an entry is not blank (a
        // file's runner skips blank ones): it goes on to Swift's error.
        let unclosed = "/* the card\n/* inner */\nlet tile = UIView()\nview.addSubview(tile)"
        #expect(!Entry(text: unclosed, firstLine: 1).isBlank)
        #expect(Entry(text: "/* licence\n/* inner */\n*/", firstLine: 1).isBlank)
        var session = Session()
        #expect(session.failing(unclosed).contains("unterminated '/*' comment"))
        #expect(session.layout.id(of: "tile") == nil)
    }
}
