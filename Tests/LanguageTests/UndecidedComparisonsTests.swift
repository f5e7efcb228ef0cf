import Language
import Layout
import Testing

/// A test of a number the paste does not have (the app's item count, a setting) cannot be worked
/// out, and a note says which way it was taken. Every such test takes the unknown as larger than
/// what it is compared with, as `==` takes it as different: so a comparison and its opposite
/// (`count > 0` and `count == 0`, `count >= 3` and `count < 3`, `0 < count` and `count <= 0`)
/// never both run, and the layout is one the app could show. Written for this test.
@Suite("comparisons of what the paste does not have")
struct UndecidedComparisonsTests {
    static func controller(_ body: String) -> String {
        """
        class ListController: UIViewController {
            let list = UIView()
            let empty = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(list)
                view.addSubview(empty)
                list.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                empty.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        \(body)
            }
        }
        """
    }

    @Test("a comparison and its opposite take opposite branches, in either order of operands")
    func oppositesDisagree() {
        var session = Session()
        let outcome = session.run(Self.controller("""
                    if Store.shared.items.count > 0 { list.frame.size.height = 300 }
                    if Store.shared.items.count <= 0 { empty.frame.size.height = 300 }
                    if 3 > Store.shared.items.count { empty.frame.size.width = 200 }
                    if Store.shared.items.count >= 3 { list.frame.size.width = 200 }
                    if Store.shared.items.count < 1 { empty.frame.origin.x = 50 }
                    if Store.shared.items.count == 0 { empty.frame.origin.y = 50 }
            """))
        #expect(!outcome.failed)
        #expect(session.frame("list") == Rect(x: 0, y: 0, width: 200, height: 300))
        #expect(session.frame("empty") == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(outcome.notes.contains("'Store.shared.items.count > 0' compares what the paste does not have; the condition on it is taken as true"))
        #expect(outcome.notes.contains("'Store.shared.items.count > 0' compares what the paste does not have; the condition on it is taken as true, "
            + "so '!(Store.shared.items.count > 0)' is false"))
    }

    @Test("an undecided comparison kept in a name, and its negation, agree with the comparison itself")
    func keptComparisonAgrees() {
        var session = Session()
        let outcome = session.run(Self.controller("""
                    let hasItems = Store.shared.items.count > 0
                    list.frame.size.height = hasItems ? 300 : 10
                    if !hasItems { empty.frame.size.height = 300 }
            """))
        #expect(!outcome.failed)
        #expect(session.frame("list") == Rect(x: 0, y: 0, width: 10, height: 300))
        #expect(session.frame("empty") == Rect(x: 0, y: 0, width: 10, height: 10))
    }
}
