import Language
import Layout
import Testing

/// A view the paste adds to a container of the app's own that is not in the paste
/// (`scrollView.contentView` of a scroll view subclass the paste lacks) is placed nowhere, and the
/// constraint that then meets it stops: the error names that container, the cause. Every paste
/// here is written for this test.
@Suite("a view added to the app's own skipped container")
struct SkippedContainerTests {
    @Test("the error at the constraint says the view went into the app's container, which is not in the paste")
    func errorNamesTheContainer() {
        var session = Session()
        let text = session.failing("""
        final class TimetableViewController: UIViewController {
            private let pager = TimetablePagerView()
            private let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(pager)
                pager.pageView.addSubview(banner)
                banner.snp.makeConstraints {
                    $0.top.leading.trailing.equalToSuperview()
                    $0.height.equalTo(120)
                }
            }
        }
        """)
        #expect(text.contains("'banner' is not in a view hierarchy yet (the paste adds it to 'pageView'"))
        #expect(text.contains("the app's own and not in the paste"))
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
