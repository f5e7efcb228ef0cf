@testable import Language
import Layout
import Testing

/// What the fifty-fourth round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, fifty-fourth round")
struct Book243Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("A scroll view subclass's own zoomView property, set at the top level, is the code's: its delegate returns it")
    func ownZoomViewPropertyAtTopLevel() {
        var session = Session()
        let outcomes = session.script("""
            class Pager: UIScrollView, UIScrollViewDelegate {
                var zoomView: UIView?
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    delegate = self
                    maximumZoomScale = 4
                }
                required init?(coder: NSCoder) { fatalError() }
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
            }
            let pager = Pager(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            view.addSubview(pager)
            let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            pager.addSubview(photo)
            pager.contentSize = photo.frame.size
            pager.zoomView = photo
            pager.zoomScale = 2
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Scaled 2× about its centre: 600×200, and contentSize follows the zoomed frame.
        #expect(session.frame("photo") == Rect(x: 0, y: 0, width: 600, height: 200))
        #expect(session.scrollFacts("pager")?.contentSize == Size(width: 600, height: 200))
    }

    @Test("A subclass's zoom(to point:animated:) that passes a rect reaches UIKit's zoom(to:animated:), not itself")
    func overloadByGeometryReachesUIKit() {
        var session = Session()
        let outcomes = session.script("""
            class Viewer: UIScrollView, UIScrollViewDelegate {
                let picture = UIImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    delegate = self
                    maximumZoomScale = 4
                    addSubview(picture)
                    contentSize = picture.frame.size
                }
                required init?(coder: NSCoder) { fatalError() }
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { picture }
                func zoom(to point: CGPoint, animated: Bool) {
                    zoom(to: CGRect(x: point.x - 50, y: point.y - 50, width: 100, height: 100), animated: animated)
                }
            }
            let viewer = Viewer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            view.addSubview(viewer)
            viewer.zoom(to: CGPoint(x: 100, y: 100), animated: false)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The 100×100 rect fills the 200×200 bounds: scale 2, its origin (50,50) at the top left.
        #expect(session.frame("picture") == Rect(x: 0, y: 0, width: 600, height: 400))
        #expect(session.scrollFacts("viewer")?.contentOffset == Point(x: 100, y: 100))
    }

    @Test("A labelled argument is no argument of an unlabelled parameter: the call is refused, naming the signature")
    func labelledArgumentToUnlabelledParameter() {
        var session = Session()
        _ = session.script("""
            class Keys: UIViewController {
                let pane = UIScrollView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(pane)
                    pane.frame = view.bounds
                }
                func keyboardShown(_ note: Notification) { pane.contentInset.bottom = 10 }
            }
            """)
        let refused = session.run("keyboardShown(height: 300)")
        #expect(refused.failed)
        #expect(refused.diagnostics.first?.message == "'keyboardShown(_:)' needs an unlabelled argument here")
        #expect(session.scrollFacts("pane")?.contentInset.bottom == 0)
    }

    @Test("registerForTraitChanges: the handler or the action runs on rotate when the size class it names changes")
    func registeredTraitChangesRunOnRotate() {
        for registration in [
            "registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, _: UITraitCollection) in self.apply() }",
            "registerForTraitChanges([UITraitVerticalSizeClass.self], action: #selector(apply))",
            "registerForTraitChanges([UITraitVerticalSizeClass.self], target: self, action: #selector(apply))",
        ] {
            var session = Session()
            let outcomes = session.script("""
                class Panels: UIViewController {
                    let first = UIView()
                    let second = UIView()
                    var stacked: [NSLayoutConstraint] = []
                    var sideBySide: [NSLayoutConstraint] = []
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        for v in [first, second] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
                        stacked = [
                            first.topAnchor.constraint(equalTo: view.topAnchor), first.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            first.widthAnchor.constraint(equalTo: view.widthAnchor), first.heightAnchor.constraint(equalToConstant: 100),
                            second.topAnchor.constraint(equalTo: first.bottomAnchor), second.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            second.widthAnchor.constraint(equalTo: view.widthAnchor), second.heightAnchor.constraint(equalToConstant: 100),
                        ]
                        sideBySide = [
                            first.topAnchor.constraint(equalTo: view.topAnchor), first.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            first.widthAnchor.constraint(equalToConstant: 100), first.heightAnchor.constraint(equalTo: view.heightAnchor),
                            second.topAnchor.constraint(equalTo: view.topAnchor), second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
                            second.widthAnchor.constraint(equalToConstant: 100), second.heightAnchor.constraint(equalTo: view.heightAnchor),
                        ]
                        apply()
                        \(registration)
                    }
                    @objc func apply() {
                        NSLayoutConstraint.deactivate(stacked + sideBySide)
                        NSLayoutConstraint.activate(traitCollection.verticalSizeClass == .compact ? sideBySide : stacked)
                    }
                }
                rotate
                """)
            #expect(outcomes.allSatisfy { !$0.failed }, "\(registration)")
            // Landscape on the default phone: compact height, so the panels stand side by side.
            #expect(session.frame("first") == Rect(x: 0, y: 0, width: 100, height: 375), "\(registration)")
            #expect(session.frame("second") == Rect(x: 100, y: 0, width: 100, height: 375), "\(registration)")
        }
    }
}
