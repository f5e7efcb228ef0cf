import Language
import Layout
import Testing

/// A protocol's extension gives its methods and computed properties to every type that adopts
/// it, as Swift does: a class that lists the protocol, or a UIKit class made to adopt it by an
/// extension (`extension UIView: Pinnable {}`). The `where Self: UIView` clause is read and
/// not checked. Every paste here is written for this test; frames derived by hand on the
/// default 375×667 screen.
@Suite("protocol extensions in pasted code")
struct ProtocolExtensionTests {
    static let pinnable = """
        protocol Pinnable {
            func pin(to other: UIView, inset: CGFloat)
        }
        extension Pinnable where Self: UIView {
            func pin(to other: UIView, inset: CGFloat) {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
                    trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
                    topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
                ])
            }
            var cardHeight: CGFloat { 40 }
        }
        """

    @Test("a class that adopts the protocol runs its extension's method, not the bodiless requirement")
    func adoptingClass() {
        var session = Session()
        let outcomes = session.script(Self.pinnable + "\n" + """
            final class Ticket: UIView, Pinnable {}
            let ticket = Ticket()
            view.addSubview(ticket)
            ticket.pin(to: view, inset: 10)
            ticket.heightAnchor.constraint(equalToConstant: ticket.cardHeight).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("ticket") == Rect(x: 10, y: 10, width: 355, height: 40))
    }

    @Test("extension UIView: Pinnable {} gives every view the method, a plain UIView and a label too")
    func uikitClassMadeToAdopt() {
        var session = Session()
        let outcomes = session.script(Self.pinnable + "\n" + """
            extension UIView: Pinnable {}
            let banner = UIView()
            view.addSubview(banner)
            banner.pin(to: view, inset: 20)
            banner.heightAnchor.constraint(equalToConstant: 60).isActive = true
            let caption = UILabel()
            banner.addSubview(caption)
            caption.pin(to: banner, inset: 8)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 20, y: 20, width: 335, height: 60))
        // The caption's height is its empty text's: only its left, right and top are pinned.
        #expect(session.frame("caption")?.origin == Point(x: 8, y: 8))
        #expect(session.frame("caption")?.size.width == 319)
    }

    @Test("an extension pasted before its protocol, and a protocol the paste never declares, still give their methods")
    func extensionFirstOrProtocolMissing() {
        var session = Session()
        let outcomes = session.script("""
            extension Framed where Self: UIView {
                func frameIt(side: CGFloat) {
                    translatesAutoresizingMaskIntoConstraints = false
                    widthAnchor.constraint(equalToConstant: side).isActive = true
                    heightAnchor.constraint(equalTo: widthAnchor).isActive = true
                }
            }
            final class Stamp: UIView, Framed, Tinted {}
            protocol Framed {}
            extension Tinted {
                func topLeft(in container: UIView) {
                    topAnchor.constraint(equalTo: container.topAnchor, constant: 30).isActive = true
                    leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 40).isActive = true
                }
            }
            let stamp = Stamp()
            view.addSubview(stamp)
            stamp.frameIt(side: 24)
            stamp.topLeft(in: view)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("stamp") == Rect(x: 40, y: 30, width: 24, height: 24))
    }

    @Test("a class's own method wins over its protocol's default")
    func ownMethodWins() {
        var session = Session()
        let outcomes = session.script(Self.pinnable + "\n" + """
            final class Wide: UIView, Pinnable {
                func pin(to other: UIView, inset: CGFloat) {
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        leadingAnchor.constraint(equalTo: other.leadingAnchor),
                        trailingAnchor.constraint(equalTo: other.trailingAnchor),
                        topAnchor.constraint(equalTo: other.topAnchor, constant: inset * 2),
                        heightAnchor.constraint(equalToConstant: 30),
                    ])
                }
            }
            let wide = Wide()
            view.addSubview(wide)
            wide.pin(to: view, inset: 10)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("wide") == Rect(x: 0, y: 20, width: 375, height: 30))
    }
}
