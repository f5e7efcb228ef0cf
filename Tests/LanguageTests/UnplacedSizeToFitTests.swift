import Language
import Layout
import Testing

/// `sizeToFit()` and `sizeThatFits(_:)` on a view made but not added to a view yet — a label kept
/// as a controller's property, sized and centred before `addSubview` — measure what it holds, as
/// UIKit does: the text and font set on it, not its zero frame. Every paste is written for this
/// test.
@Suite("sizing a view before it is placed")
struct UnplacedSizeToFitTests {
    static func controller(sizingFirst: Bool) -> String {
        let sizing = """
                caption.text = "Boarding at gate 12"
                caption.font = .systemFont(ofSize: 17)
                caption.sizeToFit()
                caption.center = CGPoint(x: 180, y: 200)
        """
        return """
        class GateController: UIViewController {
            let caption = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
        \(sizingFirst ? sizing + "\n        view.addSubview(caption)" : "        view.addSubview(caption)\n" + sizing)
            }
        }
        """
    }

    @Test("a label sized to fit before it is added is as big as its text, and centred where the code says")
    func labelSizedBeforePlacing() throws {
        var first = Session()
        first.script(Self.controller(sizingFirst: true))
        var placed = Session()
        placed.script(Self.controller(sizingFirst: false))
        let before = try #require(first.frame("caption"))
        let after = try #require(placed.frame("caption"))
        // The same label, sized once it is placed, is the reference: the order must not matter.
        #expect(before == after)
        // One line of 17-pt text is 20⅓ tall; centred on y 200 its top is 200 − 10⅙.
        #expect(abs(before.height - 61.0 / 3) < 0.001)
        #expect(abs(before.minY - (200 - 61.0 / 6)) < 0.001)
        #expect(before.width > 100)
        #expect(abs(before.minX + before.width / 2 - 180) < 0.001)
    }

    @Test("sizeThatFits asked of a label not placed yet answers its text's size, and the session is left as it was")
    func sizeThatFitsOfUnplacedLabel() throws {
        var session = Session()
        session.script("""
        let tag = UILabel()
        tag.text = "Gate"
        tag.font = .systemFont(ofSize: 17)
        let measured = tag.sizeThatFits(CGSize(width: 300, height: 300))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: measured.width, height: measured.height))
        view.addSubview(box)
        """)
        let box = try #require(session.frame("box"))
        #expect(abs(box.height - 61.0 / 3) < 0.001)
        #expect(box.width > 20)
        // Measuring placed nothing: the label is still waiting to be added.
        #expect(session.frame("tag") == nil)
    }
}
