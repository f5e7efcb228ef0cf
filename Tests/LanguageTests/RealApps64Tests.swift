import Language
import Layout
import Testing

/// Shapes met in app files, old and new: a layout that branches on the device's orientation, a
/// button from the app's own factory constrained by its anchors, a view added through the app's
/// own chainable helper (`addSubview(icon.prepare())`). Every paste is written for this test;
/// frames are derived by hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 64")
struct RealApps64Tests {
    /// A card that is tall in portrait and wide in landscape, decided as apps decide it.
    static let orientationCard = """
    class PosterView: UIView {
        let poster = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(poster)
            poster.translatesAutoresizingMaskIntoConstraints = false
            poster.topAnchor.constraint(equalTo: topAnchor, constant: 10).isActive = true
            poster.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
            if UIDevice.current.orientation.isLandscape {
                poster.widthAnchor.constraint(equalToConstant: 200).isActive = true
                poster.heightAnchor.constraint(equalToConstant: 100).isActive = true
            } else if UIDevice.current.orientation.isPortrait || UIDevice.current.orientation.isFlat {
                poster.widthAnchor.constraint(equalToConstant: 100).isActive = true
                poster.heightAnchor.constraint(equalToConstant: 150).isActive = true
            }
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    let card = PosterView(frame: .zero)
    view.addSubview(card)
    """

    @Test("UIDevice's orientation answers isLandscape, isPortrait and isFlat as UIKit does, as `rotate` set it")
    func deviceOrientationTests() {
        var portrait = Session()
        let outcomes = portrait.script(Self.orientationCard)
        // Portrait: the second branch, 100 × 150 at (16, 10); no condition is guessed.
        #expect(portrait.frame("poster") == Rect(x: 16, y: 10, width: 100, height: 150))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("taken as true") })

        var landscape = Session()
        landscape.script("device iPhone 8\nrotate\n" + Self.orientationCard)
        #expect(landscape.frame("poster") == Rect(x: 16, y: 10, width: 200, height: 100))
    }

    @Test("the status bar's and the window scene's orientation are the interface's, as `rotate` set it")
    func statusBarOrientation() {
        var session = Session()
        let outcomes = session.script("""
        let banner = UIView()
        view.addSubview(banner)
        let tall = UIApplication.shared.statusBarOrientation.isLandscape ? 32 : 44
        banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: CGFloat(tall))
        """)
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("taken as true") })

        // Turned, the window's scene says landscape too (iOS 13's spelling of the same question).
        var turned = Session()
        turned.script("""
        device iPhone 8
        rotate
        let banner = UIView()
        view.addSubview(banner)
        let wide = view.window?.windowScene?.interfaceOrientation.isLandscape ?? false
        banner.frame = CGRect(x: 0, y: 0, width: 100, height: wide ? 32 : 44)
        """)
        #expect(turned.frame("banner") == Rect(x: 0, y: 0, width: 100, height: 32))

        // Each case answers for itself: face up is flat, neither portrait nor landscape.
        var cases = Session()
        cases.script("""
        let dot = UIView()
        view.addSubview(dot)
        let flat = UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isPortrait
        let valid = UIInterfaceOrientation.landscapeRight.isValidInterfaceOrientation && !UIDeviceOrientation.unknown.isLandscape
        dot.frame = CGRect(x: 0, y: 0, width: flat ? 10 : 20, height: valid ? 10 : 20)
        """)
        #expect(cases.frame("dot") == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("a button from the app's own static factory, constrained by its anchors, has its mask off, with a note")
    func staticFactoryStandInMask() {
        var session = Session()
        let outcomes = session.script("""
        class StepController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let next = UIButton.roundedAction(title: "Next", image: nil)
                view.addSubview(next)
                NSLayoutConstraint.activate([
                    next.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    next.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -40),
                    next.widthAnchor.constraint(equalToConstant: 120),
                    next.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        """)
        // Centred: (375 − 120) / 2 = 127.5; bottom at 667 − 40 = 627, so y 583. No conflict with a mask.
        #expect(session.frame("next") == Rect(x: 127.5, y: 583, width: 120, height: 44).snapped(toPixelsOf: 3))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("'UIButton.roundedAction(…)' is the app's own") && $0.contains("as such helpers do") })
        #expect(session.layout.conflicts.isEmpty)
    }

    @Test("a factory's view placed by its frame keeps its mask: the frame holds")
    func staticFactoryPlacedByFrame() {
        var session = Session()
        session.script("""
        let next = UIButton.roundedAction(title: "Next", image: nil)
        view.addSubview(next)
        next.frame = CGRect(x: 20, y: 30, width: 100, height: 40)
        """)
        #expect(session.frame("next") == Rect(x: 20, y: 30, width: 100, height: 40))
    }

    @Test("addSubview(x.helper()) with the app's own chainable helper adds x itself, ready for constraints")
    func chainableHelperAddsTheView() {
        var session = Session()
        let outcomes = session.script("""
        class BadgeView: UIView {
            private let icon = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon.forLayout())
                NSLayoutConstraint.activate([
                    icon.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                    icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                    icon.widthAnchor.constraint(equalToConstant: 24),
                    icon.heightAnchor.constraint(equalToConstant: 24),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let badge = BadgeView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        view.addSubview(badge)
        """)
        #expect(session.frame("icon") == Rect(x: 12, y: 8, width: 24, height: 24))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("'icon.forLayout()' is the app's own (not in the paste): taken to return icon itself") })
        // The helper is no longer said to change nothing.
        #expect(!notes.contains { $0.hasPrefix("skipped 'forLayout'") })
    }
}
