import Language
import Layout
import Testing

/// `as!` to a UIKit view class the view was not made as stops the app at the cast, as Swift's
/// runtime does: a controller's plain root view is no scroll view. A view made as that class, a
/// list controller's root and a view whose class is Layoutbook's guess pass. Pastes are written
/// for this test; frames derived by hand on 375×667.
@Suite("forced casts of views")
struct ForcedCastTests {
    @Test("view as! UIScrollView on a plain controller's root view stops at the cast, and the session is unchanged")
    func plainRootIsNoScrollView() {
        var session = Session()
        let outcome = session.run("""
            class PagerController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let pager = view as! UIScrollView
                    pager.contentSize = CGSize(width: 750, height: 667)
                }
            }
            """)
        #expect(outcome.failed)
        #expect(outcome.diagnostics.first?.message == "Could not cast value of type 'UIView' to 'UIScrollView': the controller's "
            + "view was made as a UIView, so the app stops at this cast")
        #expect(outcome.diagnostics.first?.range.start.line == 4)
    }

    @Test("a view made as the class, or upcast and cast back, passes; so does a table view controller's root")
    func madeAsTheClassPasses() {
        var session = Session()
        let outcomes = session.script("""
            class ReaderController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let scroller = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
                    let plain: UIView = scroller
                    view.addSubview(plain)
                    (plain as! UIScrollView).contentSize = CGSize(width: 375, height: 900)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 900 tall content in a 300-tall scroll view: it scrolls 0…600.
        #expect(session.frame("scroller") == Rect(x: 0, y: 0, width: 375, height: 300))
        #expect(session.layout.scrollInfo(session.layout.id(of: "scroller")!)?.contentSize == Size(width: 375, height: 900))

        var list = Session()
        let listed = list.script("""
            class RowsController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let rows = view as! UITableView
                    rows.rowHeight = 60
                }
            }
            """)
        #expect(listed.allSatisfy { !$0.failed })
    }
}
