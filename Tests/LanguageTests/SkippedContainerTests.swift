import Language
import Layout
import Testing

/// A view the paste adds to a container of the app's own that is not in the paste
/// (`pager.pageView` of a pager class the paste lacks) is placed in the view that holds that
/// container, the nearest view the paste has, with a note: where the container puts it is the
/// app's. Every paste here is written for this test.
@Suite("a view added to the app's own skipped container")
struct SkippedContainerTests {
    @Test("a view added to a container inside a view of the app's class is placed in that view, with a note that says so")
    func placedInTheContainersView() {
        var session = Session()
        let outcomes = session.script("""
        final class TimetableViewController: UIViewController {
            private let pager = TimetablePagerView()
            private let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(pager)
                pager.frame = CGRect(x: 0, y: 40, width: 375, height: 300)
                pager.pageView.addSubview(banner)
                banner.snp.makeConstraints {
                    $0.top.leading.trailing.equalToSuperview()
                    $0.height.equalTo(120)
                }
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // In the pager itself: its top, as wide as it, 120 tall.
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 120))
        #expect(outcomes.flatMap(\.notes).contains("'banner' is added by 'pager.pageView.addSubview(…)' to a container of pager's "
            + "own class, which is the app's, not in the paste: it is placed in pager itself, the nearest view the paste has, its "
            + "mask off; where that container puts it, and the constraints it makes, are missing"))
    }

    @Test("a view added to a container the paste has is placed, and its constraints hold")
    func knownContainerPlaces() {
        var session = Session()
        session.script("""
        final class TimetableViewController: UIViewController {
            private let page = UIView()
            private let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(page)
                page.frame = CGRect(x: 0, y: 40, width: 375, height: 300)
                page.addSubview(banner)
                banner.snp.makeConstraints {
                    $0.top.leading.trailing.equalToSuperview()
                    $0.height.equalTo(120)
                }
            }
        }
        """)
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 120))
    }
}
