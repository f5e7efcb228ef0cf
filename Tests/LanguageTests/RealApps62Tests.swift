import Language
import Layout
import Testing

/// Shapes met in app files, old (Swift 2–4) and new: a view that sizes itself once it is in the
/// window, the view a property's closure returns, UIKit's list cell, an initialiser that builds
/// the view from the app's values, an app's constant inside arithmetic, a multiplier of 0 on a
/// size, the app's subclass named after a control, labeled tuples, `viewWithTag(_:)`. Every paste
/// is written for this test; frames are derived by hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 62")
struct RealApps62Tests {
    @Test("didMoveToWindow runs when the view is shown, and its window's screen is the device's")
    func didMoveToWindowRuns() {
        var session = Session()
        session.script("""
        final class PosterCard: UIView {
            let poster = UIImageView()
            let caption = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(poster)
                addSubview(caption)
                poster.snp.makeConstraints { make in
                    make.top.leading.trailing.equalToSuperview()
                }
                caption.snp.makeConstraints { make in
                    make.top.equalTo(poster.snp.bottom).offset(10)
                    make.leading.trailing.bottom.equalToSuperview()
                    make.height.equalTo(20)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
            override func didMoveToWindow() {
                super.didMoveToWindow()
                if let height = window?.windowScene?.screen.bounds.height {
                    poster.snp.makeConstraints { $0.height.equalTo(height * 0.25) }
                }
            }
        }
        let card = PosterCard()
        view.addSubview(card)
        card.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
        }
        """)
        // 0.25 × 667 = 166.75; the caption 10 below it, 20 tall; the card as tall as both.
        #expect(session.frame("poster") == Rect(x: 0, y: 0, width: 375, height: 166.75))
        #expect(session.frame("caption") == Rect(x: 0, y: 176.75, width: 375, height: 20))
        #expect(session.frame("card") == Rect(x: 0, y: 0, width: 375, height: 196.75))
    }

    @Test("a controller's view has no window in viewDidLoad; its views are told didMoveToWindow after viewWillAppear")
    func windowNilUntilShown() {
        var session = Session()
        let outcomes = session.script("""
        final class Banner: UIView {
            override func didMoveToWindow() {
                super.didMoveToWindow()
                guard let w = window else { return }
                heightAnchor.constraint(equalToConstant: w.bounds.height / 10).isActive = true
            }
        }
        final class HomeScreen: UIViewController {
            let banner = Banner()
            let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                view.addSubview(badge)
                banner.translatesAutoresizingMaskIntoConstraints = false
                badge.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    banner.topAnchor.constraint(equalTo: view.topAnchor),
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    badge.topAnchor.constraint(equalTo: banner.bottomAnchor),
                    badge.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    badge.heightAnchor.constraint(equalToConstant: 10),
                    badge.widthAnchor.constraint(equalToConstant: view.window == nil ? 40 : 80),
                ])
            }
        }
        """)
        // In viewDidLoad the window is nil (badge 40 wide); once shown the banner is 667 / 10 = 66.7 tall.
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 66.7))
        #expect(session.frame("badge") == Rect(x: 0, y: 66.7, width: 40, height: 10))
        #expect(outcomes.allSatisfy { !$0.failed })
    }
}
