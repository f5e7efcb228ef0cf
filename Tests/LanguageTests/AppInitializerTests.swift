import Language
import Layout
import Testing

/// A UIKit view made with the app's own convenience initialiser (`UILabel(title:color:fontSize:)`):
/// the pasted extension's body runs; without the extension a plain view stands in with the text
/// and size its arguments plainly give, and a note says so. Every paste is written for this test;
/// sizes come from Layoutbook's text table (a 10-pt line is 12 tall, 17-pt 20.333).
@Suite("the app's own initialisers of UIKit views")
struct AppInitializerTests {
    static let pinned = """
    stamp.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stamp)
    stamp.topAnchor.constraintEqualToAnchor(view.topAnchor, constant: 30).active = true
    stamp.leftAnchor.constraintEqualToAnchor(view.leftAnchor, constant: 16).active = true
    """

    @Test("a pasted extension's convenience init runs on the new label: its text and font size it")
    func pastedExtensionRuns() {
        var session = Session()
        session.script("""
        extension UILabel {
            convenience init(caption: String, points: CGFloat) {
                self.init()
                text = caption
                font = UIFont.systemFontOfSize(points)
            }
        }
        let stamp = UILabel(caption: "Ten past", points: 10)
        """ + "\n" + Self.pinned)
        let frame = session.frame("stamp")
        #expect(frame?.origin == Point(x: 16, y: 30))
        // One line of 10-pt text; it has a width, as a label with text does.
        #expect(frame?.height == 12)
        #expect((frame?.width ?? 0) > 0)
    }

    @Test("self.init(frame:) inside the app's convenience init gives the view that frame")
    func selfInitFrame() {
        var session = Session()
        session.script("""
        extension UIView {
            convenience init(tile side: CGFloat) {
                self.init(frame: CGRect(x: 5, y: 7, width: side, height: side))
            }
        }
        let tile = UIView(tile: 40)
        view.addSubview(tile)
        """)
        #expect(session.frame("tile") == Rect(x: 5, y: 7, width: 40, height: 40))
    }

    @Test("without the extension a plain label stands in, with the text and size its arguments give, and a note")
    func missingExtensionIsNoted() {
        var session = Session()
        let outcomes = session.script("""
        let stamp = UILabel(title: "Ten past", color: UIColor.orangeColor(), fontSize: 10)
        """ + "\n" + Self.pinned)
        #expect(session.frame("stamp")?.height == 12)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("'UILabel(title:color:fontSize:)' is not UIKit's") && $0.contains("the text \"Ten past\"")
                && $0.contains("the 10-pt system font")
        })
    }

    @Test("UIKit's own initialisers make no such note")
    func uikitInitializersAreQuiet() {
        var session = Session()
        let outcomes = session.script("""
        let table = UITableView(frame: CGRectZero, style: .Plain)
        let stamp = UILabel(frame: CGRectMake(0, 0, 80, 20))
        """)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("is not UIKit's") })
        #expect(session.frame("stamp") == nil || session.frame("stamp") == Rect(x: 0, y: 0, width: 80, height: 20))
    }
}
