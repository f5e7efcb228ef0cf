import Language
import Layout
import Testing

/// A value worked out from what the paste does not hold stays unknown when a variable or a
/// property keeps it: a contentSize made from that variable later has that side "not known".
/// Every paste is written for this test; sizes are derived by hand on the default 375×667 screen.
@Suite("A value from what the paste does not hold, kept in a variable or a property")
struct ValuesFromUnknownTests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("a page width read from an outlet into a local, summed in a loop, leaves the content's width not known")
    func localSummedInLoop() {
        var session = Session()
        // `pager` is an outlet: its storyboard frame is not in the paste, so `pageWidth` is 0 here
        // and UIKit's is the storyboard's. The width sums 0.5, 1.5 and 2.5 page widths: not known.
        // The height is the root view's, 667, known.
        let outcomes = session.script("""
            class PagesController: UIViewController {
                @IBOutlet weak var pager: UIScrollView!
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    let pageWidth = pager.frame.size.width
                    var total: CGFloat = 0
                    for index in 0..<3 {
                        let centre = pageWidth / 2 + pageWidth * CGFloat(index)
                        total += centre
                    }
                    pager.contentSize = CGSize(width: total, height: view.frame.height)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let facts = session.scrollFacts("pager")
        #expect(facts?.contentWidthKnown == false)
        #expect(facts?.contentHeightKnown == true)
        #expect(facts?.contentSize.height == 667)
        #expect(Self.notes(outcomes).contains {
            $0.hasPrefix("pager.contentSize: its width is worked out from what the paste does not hold")
        })
        // The outlet's own 0×0 frame is the other reason its ranges are not known.
        #expect(Self.notes(outcomes).contains {
            $0.hasPrefix("@IBOutlet pager: how far it scrolls is not known: its frame is the storyboard's")
                && $0.contains("so the ranges its contentSize would give are not UIKit's")
        })
    }

    @Test("a property set from an outlet's height in one method and read in another leaves the content's height not known")
    func propertyKeptAcrossMethods() {
        var session = Session()
        // `rowHeight` is set from the outlet's 0×0 frame in viewDidLoad and read in
        // viewDidAppear: 4 rows of it are the app's height. The width, 375 × 2 = 750, is known:
        // the strip (375×200 at y 100) scrolls horizontally 0…375.
        let outcomes = session.script("""
            class RowsController: UIViewController {
                @IBOutlet weak var header: UIView!
                var rowHeight: CGFloat = 44
                let strip = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(strip)
                    rowHeight = header.bounds.height
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    strip.contentSize = CGSize(width: 375 * 2, height: self.rowHeight * 4)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let facts = session.scrollFacts("strip")
        #expect(facts?.contentWidthKnown == true)
        #expect(facts?.contentSize.width == 750)
        #expect(facts?.contentHeightKnown == false)
        #expect(facts?.horizontal == ScrollRange(min: 0, max: 375))
    }

    @Test("a local given a known value again is known: 3 × 300 = 900 tall in 667 scrolls 0…233")
    func reassignedKnownValue() {
        var session = Session()
        // `height` starts from the outlet's 0×0 frame, then is set to 300: the content is
        // 375 × 900 in the 375×667 scroll view, which scrolls vertically 0…233.
        let outcomes = session.script("""
            class ListController: UIViewController {
                @IBOutlet weak var banner: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let list = UIScrollView(frame: view.bounds)
                    view.addSubview(list)
                    var height = banner.frame.height
                    height = 300
                    list.contentSize = CGSize(width: view.bounds.width, height: height * 3)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let facts = session.scrollFacts("list")
        #expect(facts?.contentWidthKnown == true)
        #expect(facts?.contentHeightKnown == true)
        #expect(facts?.contentSize == Size(width: 375, height: 900))
        #expect(facts?.vertical == ScrollRange(min: 0, max: 233))
    }

    @Test("a scroll view made from an outlet's bounds is a view, not a number: its own width read later is its frame's")
    func viewsAreNotMarked() {
        var session = Session()
        // `gallery` starts at the outlet's 0×0 bounds, then its frame is set to 375×400: the
        // content, twice its width, is 750×400, known, and scrolls horizontally 0…375.
        let outcomes = session.script("""
            class GalleryController: UIViewController {
                @IBOutlet weak var holder: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let gallery = UIScrollView(frame: holder.bounds)
                    view.addSubview(gallery)
                    gallery.frame = CGRect(x: 0, y: 0, width: 375, height: 400)
                    gallery.contentSize = CGSize(width: gallery.frame.width * 2, height: 400)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let facts = session.scrollFacts("gallery")
        #expect(facts?.contentWidthKnown == true)
        #expect(facts?.contentHeightKnown == true)
        #expect(facts?.contentSize == Size(width: 750, height: 400))
        #expect(facts?.horizontal == ScrollRange(min: 0, max: 375))
    }
}
