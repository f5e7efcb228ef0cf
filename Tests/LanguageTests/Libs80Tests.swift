import Language
import Layout
import Testing

/// What code laid out with layout libraries (SnapKit, Masonry, PureLayout, Cartography,
/// TinyConstraints, Stevia, PinLayout, Anchorage) tripped on, round 80. Every paste here is
/// written for this test; the frames are derived by hand on the default 375×667 screen (no bars:
/// the safe area is the whole screen).
@Suite("libs80: layout libraries as apps use them")
struct Libs80Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }
    static func errors(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.diagnostics).map(\.message) }

    // MARK: Text the preprocessor skips

    /// A file that keeps a library method's Xcode template inside `#if 0 … #endif`, as a note to
    /// itself: the compiler never reads that text, so its placeholders are no error. The tray is
    /// placed by its frame, (24, 60, 120, 40).
    @Test("an Xcode placeholder inside #if 0 is text the compiler skips, not an error")
    func placeholderInsideIfZeroIsSkipped() {
        var session = Session()
        let outcomes = session.script("""
            @interface ShelfController : UIViewController
            @end
            @implementation ShelfController
            #if 0
             how to call it:
             [row mas_distributeViewsAlongAxis:<#(MASAxisType)#> withFixedSpacing:<#(CGFloat)#> leadSpacing:<#(CGFloat)#> tailSpacing:<#(CGFloat)#>];
             ¤
            #endif
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *tray = [[UIView alloc] initWithFrame:CGRectMake(24, 60, 120, 40)];
                [self.view addSubview:tray];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!Self.errors(outcomes).contains { $0.contains("placeholder") || $0.contains("unexpected character") })
        #expect(session.frame("tray") == Rect(x: 24, y: 60, width: 120, height: 40))
    }

    /// The same placeholder where the compiler reads the text (after `#else` of an `#if 0`) is
    /// still refused, as Xcode refuses it, at its line and column.
    @Test("an Xcode placeholder in a branch the compiler reads is still an error")
    func placeholderInReadBranchIsAnError() {
        var session = Session()
        let rendered = session.failing("""
            @interface LedgeController : UIViewController
            @end
            @implementation LedgeController
            - (void)viewDidLoad {
                [super viewDidLoad];
            #if 0
                UIView *old = nil;
            #else
                UIView *shelf = [[UIView alloc] initWithFrame:<#(CGRect)#>];
            #endif
            }
            @end
            """)
        #expect(rendered.contains("9:51: error: an Xcode placeholder (<#(CGRect)#>) is left here"))
    }

    // MARK: Generic helpers of the paste's own

    /// A `Look<Base>` wrapper reached through a protocol with an `associatedtype`, and a
    /// constrained extension `where Base: UILabel` that styles the label: types are not checked
    /// here, so the helper runs as the app's build runs it. The title takes the bold 24-pt font the
    /// helper gives it, so it is as large as a label given that font directly; both are pinned 20
    /// from the left, the title 40 from the top and the reference 200.
    @Test("a protocol with an associatedtype and a constrained extension of the paste's own wrapper run")
    func associatedTypeHelperRuns() {
        var session = Session()
        let outcomes = session.script("""
            final class Look<Base> {
                let base: Base
                init(_ base: Base) { self.base = base }
            }
            protocol Lookable {
                associatedtype Compatible: AnyObject = Look<Self> where Compatible: AnyObject
                var look: Compatible { get }
            }
            extension Lookable {
                var look: Look<Self> { return Look(self) }
            }
            extension UILabel: Lookable {}
            extension Look where Base: UILabel {
                func headline() {
                    base.font = UIFont.boldSystemFont(ofSize: 24)
                    base.numberOfLines = 1
                }
            }
            let title = UILabel()
            title.text = "Menu"
            title.look.headline()
            let reference = UILabel()
            reference.text = "Menu"
            reference.font = UIFont.boldSystemFont(ofSize: 24)
            for (label, top) in [(title, 40), (reference, 200)] {
                view.addSubview(label)
                label.translatesAutoresizingMaskIntoConstraints = false
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                label.topAnchor.constraint(equalTo: view.topAnchor, constant: CGFloat(top)).isActive = true
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let title = session.frame("title"), reference = session.frame("reference")
        #expect(title?.minX == 20 && title?.minY == 40)
        #expect(reference?.minY == 200)
        #expect(title?.width == reference?.width && title?.height == reference?.height)
        #expect((title?.height ?? 0) > 25)
    }

    // MARK: A navigation controller around the app's own screen

    /// A login screen that, once the app's network answers, puts the app's own tab controller in a
    /// navigation controller with its bar hidden: UIKit's `isNavigationBarHidden` and
    /// `navigationBar` are read, and change nothing here, where that screen is not shown. The
    /// badge is placed by its frame, (30, 80, 60, 60).
    @Test("isNavigationBarHidden and navigationBar of a navigation controller around the app's own screen are UIKit's")
    func navigationControllerAroundTheAppsScreen() {
        var session = Session()
        let outcomes = session.script("""
            final class LoginScreen: UIViewController {
                let badge = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    badge.frame = CGRect(x: 30, y: 80, width: 60, height: 60)
                    view.addSubview(badge)
                }
                func showHome() {
                    let next = UINavigationController(rootViewController: HomeTabs())
                    next.isNavigationBarHidden = true
                    next.navigationBar.tintColor = .red
                    next.setToolbarHidden(true, animated: false)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!Self.errors(outcomes).contains { $0.contains("has no member") })
        #expect(session.frame("badge") == Rect(x: 30, y: 80, width: 60, height: 60))
    }

    // MARK: A controller hiding its navigation controller's bar

    /// A controller whose own code hides the bar of the navigation controller it is shown in, then
    /// pins a 40-tall strip to its safe area's top: UIKit lays its view out with no bar above it,
    /// so on the bare screen (no status bar) the strip is at (0, 0, 375, 40), not under a 44-pt bar.
    @Test("a controller hiding its navigation bar in its own code is laid out with no bar above it",
          arguments: [
              "navigationController?.setNavigationBarHidden(true, animated: false)",
              "navigationController?.isNavigationBarHidden = true",
              "self.navigationController?.navigationBarHidden = true",
          ])
    func ownCodeHidesTheNavigationBar(_ hide: String) {
        var session = Session()
        let outcomes = session.script("""
            final class Inbox: UIViewController {
                let strip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(hide)
                    view.addSubview(strip)
                    strip.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        strip.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        strip.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        strip.heightAnchor.constraint(equalToConstant: 40),
                    ])
                }
            }
            let nav = UINavigationController(rootViewController: Inbox())
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(Self.notes(outcomes).contains { $0.contains("Inbox hides the bar of the navigation controller it is shown in") })
    }

    /// The same controller without the line keeps the bar: the strip sits under it, at y 44.
    @Test("a controller that leaves its navigation bar alone is laid out under it")
    func barKeptWithoutTheLine() {
        var session = Session()
        let outcomes = session.script("""
            final class Outbox: UIViewController {
                let strip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(strip)
                    strip.translatesAutoresizingMaskIntoConstraints = false
                    strip.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                    strip.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    strip.widthAnchor.constraint(equalToConstant: 200).isActive = true
                    strip.heightAnchor.constraint(equalToConstant: 40).isActive = true
                }
            }
            let nav = UINavigationController(rootViewController: Outbox())
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 44, width: 200, height: 40))
        #expect(!Self.notes(outcomes).contains { $0.contains("hides the bar") })
    }
}
