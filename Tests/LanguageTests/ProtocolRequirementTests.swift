import Language
import Layout
import Testing

/// A protocol's property requirements (`var presenter: Presenter? { get set }`,
/// `{ get async throws }`) are read as Swift reads them, so a controller pasted with the protocol
/// it adopts runs, where `{ get set }` stopped the paste at `set`. The pastes are written for
/// this test.
@Suite("protocol property requirements")
struct ProtocolRequirementTests {
    @Test("a protocol with { get set }, { get } and { get async throws } requirements, then the controller adopting it: the card is at (16, 76, 70, 70)")
    func requirementsRead() {
        var session = Session()
        session.script("""
        protocol CardScreen: AnyObject {
            var presenter: CardPresenter? { get set }
            var title: String { get }
            var count: Int { get async throws }
            func showCard()
        }
        final class CardController: UIViewController, CardScreen {
            var presenter: CardPresenter?
            var title: String { "Cards" }
            var count: Int { 3 }
            let card = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                card.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    card.topAnchor.constraint(equalTo: view.topAnchor, constant: 76),
                    card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    card.widthAnchor.constraint(equalToConstant: 70),
                    card.heightAnchor.constraint(equalToConstant: 70)
                ])
            }
            func showCard() {}
        }
        """)
        #expect(session.frame("card") == Rect(x: 16, y: 76, width: 70, height: 70))
    }

    @Test("a class's computed property with get and set bodies still runs its getter: the strip is 44 tall")
    func getterBodiesStillRun() {
        var session = Session()
        session.script("""
        class StripView: UIView {
            var rowHeight: CGFloat {
                get { return 44 }
                set { }
            }
        }
        let holder = StripView()
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: holder.rowHeight))
        view.addSubview(strip)
        """)
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 100, height: 44))
    }
}
