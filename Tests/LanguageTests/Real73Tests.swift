import Language
import Layout
import Testing

/// Shapes met in app files of set 73: a controller's view built in `loadView` from a local, Swift 2
/// font calls, and cells shown on their own. Every paste is written for this test; frames are
/// derived by hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 73")
struct Real73Tests {
    @Test("a view kept in a local and made the controller's view in loadView keeps what its init constrained")
    func loadViewAdoptsALocalView() {
        var session = Session()
        let outcomes = session.script("""
        final class Shelf: UIView {
            let tray = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                tray.translatesAutoresizingMaskIntoConstraints = false
                addSubview(tray)
                NSLayoutConstraint.activate([
                    tray.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                    tray.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -30),
                    tray.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                    tray.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class ShelfController: UIViewController {
            override func loadView() {
                let shelf = Shelf()
                shelf.backgroundColor = .white
                view = shelf
            }
        }
        """)
        // The shelf is the controller's view: the root view, whose margins are the controller's
        // system minimum, 16 at each side on a 375-wide phone. tray: x 16, right edge 375 − 30 =
        // 345, so 329 wide; top 12, 44 tall.
        #expect(outcomes.flatMap(\.diagnostics).isEmpty)
        #expect(session.frame("tray") == Rect(x: 16, y: 12, width: 329, height: 44))
    }
}
