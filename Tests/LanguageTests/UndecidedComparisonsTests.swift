import Language
import Layout
import Testing

/// A test of a number the paste does not have (the app's setting) cannot be worked out, and a
/// note says which way it was taken. (A count of the app's collection is read as 0 instead, in a
/// test as in a loop or a sum: see `ObjC73Tests`.) Every such test takes the unknown as larger than
/// what it is compared with, as `==` takes it as different: so a comparison and its opposite
/// (`limit > 0` and `limit == 0`, `limit >= 3` and `limit < 3`, `0 < limit` and `limit <= 0`)
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
                    if Store.shared.pageLimit > 0 { list.frame.size.height = 300 }
                    if Store.shared.pageLimit <= 0 { empty.frame.size.height = 300 }
                    if 3 > Store.shared.pageLimit { empty.frame.size.width = 200 }
                    if Store.shared.pageLimit >= 3 { list.frame.size.width = 200 }
                    if Store.shared.pageLimit < 1 { empty.frame.origin.x = 50 }
                    if Store.shared.pageLimit == 0 { empty.frame.origin.y = 50 }
            """))
        #expect(!outcome.failed)
        #expect(session.frame("list") == Rect(x: 0, y: 0, width: 200, height: 300))
        #expect(session.frame("empty") == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(outcome.notes.contains("'Store.shared.pageLimit > 0' compares what the paste does not have; the condition on it is taken as true"))
        #expect(outcome.notes.contains("'Store.shared.pageLimit > 0' compares what the paste does not have; the condition on it is taken as true, "
            + "so '!(Store.shared.pageLimit > 0)' is false"))
    }

    @Test("an undecided comparison kept in a name, and its negation, agree with the comparison itself")
    func keptComparisonAgrees() {
        var session = Session()
        let outcome = session.run(Self.controller("""
                    let hasItems = Store.shared.pageLimit > 0
                    list.frame.size.height = hasItems ? 300 : 10
                    if !hasItems { empty.frame.size.height = 300 }
            """))
        #expect(!outcome.failed)
        #expect(session.frame("list") == Rect(x: 0, y: 0, width: 10, height: 300))
        #expect(session.frame("empty") == Rect(x: 0, y: 0, width: 10, height: 10))
    }
}
