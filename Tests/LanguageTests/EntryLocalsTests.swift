import Language
import Layout
import Testing

/// After a view controller was presented, an entry runs as if inside it (a breakpoint in one of
/// its methods): what the entry itself declares is a local of that body and shadows the
/// controller's members of the same name, as a method's locals do in Swift. Inside a method the
/// entry calls, the members come first. Written for this test.
@Suite("an entry's own names beside a presented controller's members")
struct EntryLocalsTests {
    static let controller = """
        class CardViewController: UIViewController {
            let box = UIView()
            var count = 3
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(box)
                box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            }
            func widen() {
                box.frame.size.width = CGFloat(count) * 10
            }
        }
        """

    @Test("a view an entry declares under a member's name is a new view; the controller's stays where it was")
    func localViewShadowsMember() {
        var session = Session()
        #expect(!session.run(Self.controller).failed)
        let outcome = session.run("""
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 50, y: 60, width: 20, height: 30)
            """)
        #expect(!outcome.failed)
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(session.frame("box2") == Rect(x: 50, y: 60, width: 20, height: 30))
    }

    @Test("a number an entry declares and changes in a loop under a member's name leaves the member as it was")
    func localNumberShadowsMemberInsideMethodsToo() {
        var session = Session()
        #expect(!session.run(Self.controller).failed)
        let outcome = session.run("""
            var count = 0
            while count < 7 { count += 1 }
            box.frame.origin.x = CGFloat(count)
            widen()
            """)
        #expect(!outcome.failed)
        // The entry's count reached 7 and moved the box; `widen()` reads the member, still 3.
        #expect(session.frame("box") == Rect(x: 7, y: 0, width: 30, height: 10))
    }
}
