import Language
import Layout
import Testing

/// The app's own helpers that add a view and ready it for Auto Layout
/// (`addSubviewEnablingAutoLayout(_:)`, `addSubviewsForAutolayout(_:)`), not in the paste, are
/// taken as `addSubview` with the view's mask turned off, as `addSubviews(_:)` already is; a
/// helper whose name says something else (`addSubviewWithFade`) stays unknown. The pastes are
/// written for this test.
@Suite("the app's add-subview helpers")
struct AppSubviewHelperTests {
    @Test("view.addSubviewEnablingAutoLayout(banner) places the banner, whose constraints then hold: (0, 20, 375, 50)")
    func enablingAutoLayoutHelperAdds() {
        var session = Session()
        let outcomes = session.script("""
        class PanelController: UIViewController {
            let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubviewEnablingAutoLayout(banner)
                NSLayoutConstraint.activate([
                    banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    banner.heightAnchor.constraint(equalToConstant: 50)
                ])
            }
        }
        """)
        #expect(session.frame("banner") == Rect(x: 0, y: 20, width: 375, height: 50))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("'addSubviewEnablingAutoLayout' is the app's own (UIKit has no such method): taken as addSubview")
        })
    }

    @Test("addSubviewsForAutolayout(a, b) called on self in a view's init adds both, their masks off")
    func forAutolayoutHelperOnSelf() {
        var session = Session()
        session.script("""
        class PriceView: UIView {
            let amount = UIView()
            let currency = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubviewsForAutolayout(amount, currency)
                NSLayoutConstraint.activate([
                    amount.topAnchor.constraint(equalTo: topAnchor),
                    amount.leadingAnchor.constraint(equalTo: leadingAnchor),
                    amount.widthAnchor.constraint(equalToConstant: 60),
                    amount.heightAnchor.constraint(equalToConstant: 30),
                    currency.topAnchor.constraint(equalTo: topAnchor),
                    currency.leadingAnchor.constraint(equalTo: amount.trailingAnchor, constant: 4),
                    currency.widthAnchor.constraint(equalToConstant: 20),
                    currency.heightAnchor.constraint(equalToConstant: 30)
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let price = PriceView(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        view.addSubview(price)
        """)
        #expect(session.frame("amount") == Rect(x: 0, y: 0, width: 60, height: 30))
        #expect(session.frame("currency") == Rect(x: 64, y: 0, width: 20, height: 30))
    }

    @Test("addSubviewWithFade(banner) may do more than add: it is not taken as addSubview, and constraints to the banner are refused")
    func otherSuffixesStayUnknown() {
        var session = Session()
        let rendered = session.failing("""
        let banner = UIView()
        view.addSubviewWithFade(banner)
        banner.translatesAutoresizingMaskIntoConstraints = false
        banner.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        """)
        #expect(rendered.contains("'banner' is not in a view hierarchy yet"))
    }
}
