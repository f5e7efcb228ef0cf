import Language
import Layout
import Testing

/// What the seed72 listings (tutorial companions, README blocks, blog snippets, playgrounds) tripped
/// on. Every paste here is written for this test; the frames are derived by hand on the default
/// 375×667 screen (no bars: the safe area is the whole screen).
@Suite("seed72 listings: flow-layout headers and footers from the delegate, implicit members typed by a function's return type, .allZeros, outlet scroll views")
struct SeedListings72Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    /// The lines an entry printed, in order.
    static func printed(_ outcomes: [Outcome]) -> [String] {
        outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    @Test("a function's declared return type types the implicit member it returns: `.zero` from a `-> CGRect` is a rect, alone or from a ternary")
    func returnTypeTypesImplicitMember() {
        var session = Session()
        let outcomes = session.script("""
            func badgeFrame(_ shown: Bool) -> CGRect {
                return shown ? CGRect(x: 12, y: 40, width: 90, height: 24) : .zero
            }
            func badgeInsets() -> UIEdgeInsets { .zero }
            let badge = UIView(frame: badgeFrame(false))
            view.addSubview(badge)
            print(badgeFrame(false))
            print(badgeInsets())
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.printed(outcomes) == ["(0.0, 0.0, 0.0, 0.0)", "UIEdgeInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)"])
        #expect(session.frame("badge") == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test("Swift 3's `.allZeros` where a number is expected is 0, as an Int's, with nothing said of it")
    func allZerosIsZero() {
        var session = Session()
        let outcomes = session.script("""
            let tileSize = CGSize(width: .allZeros, height: 120)
            print(tileSize)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.printed(outcomes) == ["(0.0, 120.0)"])
        #expect(!Self.notes(outcomes).contains { $0.contains("allZeros") })
    }

    /// A gallery controller whose flow layout asks its delegate for each section's header and footer.
    static func gallery(header: String, footer: String = "") -> String {
        """
        class GalleryController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            override func viewDidLoad() {
                super.viewDidLoad()
                grid.frame = view.bounds
                grid.dataSource = self
                grid.delegate = self
                grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
                view.addSubview(grid)
            }
            func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                return collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                return CGSize(width: 80, height: 40)
            }
        \(header)
        \(footer)
        }
        """
    }

    @Test("a flow layout's header and footer heights come from its delegate, section by section, as UIKit asks it before the layout's own sizes")
    func headerAndFooterSizesFromTheDelegate() {
        var session = Session()
        let outcomes = session.script(Self.gallery(header: """
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    referenceSizeForHeaderInSection section: Int) -> CGSize {
                    return section == 1 ? .zero : CGSize(width: collectionView.bounds.width, height: 36)
                }
            """, footer: """
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    referenceSizeForFooterInSection section: Int) -> CGSize {
                    return CGSize(width: 0, height: 12)
                }
            """))
        #expect(outcomes.allSatisfy { !$0.failed })
        // 80-wide items, 10 apart, in 375: 4 a line, so 7 items make 2 lines of 40 with 10 between:
        // 90 a section. Headers 36, 0, 36 and footers 12 each: 3 × 90 + 72 + 36 = 378.
        #expect(session.frame("grid") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.contentSize("grid") == Size(width: 375, height: 378))
        #expect(session.scrollFacts("grid")?.contentKnown == true)
        #expect(Self.notes(outcomes).contains { $0.hasPrefix("grid: its content is 375×378, as UIKit's flow layout places 21 items in 3 sections") })
    }

    @Test("a header size the delegate answers from what the paste does not hold leaves the content not known, and says why")
    func headerSizeThePasteCannotGive() {
        var session = Session()
        let outcomes = session.script(Self.gallery(header: """
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    referenceSizeForHeaderInSection section: Int) -> CGSize {
                    return CGSize(width: collectionView.bounds.width, height: headerHeights[section])
                }
            """))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.scrollFacts("grid")?.contentKnown == false)
        #expect(Self.notes(outcomes).contains {
            $0.hasPrefix("grid: its content size is not worked out: its collectionView(_:layout:referenceSizeForHeaderInSection:) gives no answer here")
        })
    }
    /// A pager whose scroll view is a storyboard outlet; `sizing` runs first in viewDidLoad.
    static func pager(sizing: String = "") -> String {
        """
        class PagesController: UIViewController {
            @IBOutlet weak var pager: UIScrollView!
            override func viewDidLoad() {
                super.viewDidLoad()
        \(sizing)
                for i in 0..<3 {
                    let page = UIView(frame: CGRect(x: CGFloat(i) * 300, y: 0, width: 300, height: 200))
                    pager.addSubview(page)
                }
                pager.contentSize = CGSize(width: 900, height: 200)
            }
        }
        """
    }

    @Test("an outlet scroll view left 0×0 keeps the contentSize its code sets, but how far it scrolls is its storyboard frame's: not known, and said")
    func outletScrollViewRangesNotKnown() {
        var session = Session()
        let outcomes = session.script(Self.pager())
        #expect(outcomes.allSatisfy { !$0.failed })
        // The pages are where the code puts them and the content is the code's 900×200; the
        // scroll view's own size is the storyboard's, so its ranges are not UIKit's.
        #expect(session.frame("page3") == Rect(x: 600, y: 0, width: 300, height: 200))
        #expect(session.contentSize("pager") == Size(width: 900, height: 200))
        #expect(session.scrollFacts("pager")?.contentKnown == true)
        #expect(session.scrollFacts("pager")?.boundsKnown == false)
        #expect(Self.notes(outcomes).contains {
            $0.hasPrefix("@IBOutlet pager: how far it scrolls is not known: its frame is the storyboard's, not in the paste (0×0 here), "
                + "so the ranges its contentSize 900×200 would give are not UIKit's")
        })
    }

    @Test("an outlet scroll view the code gives a frame scrolls over UIKit's ranges, with nothing more said")
    func outletScrollViewSizedByCode() {
        var session = Session()
        let outcomes = session.script(Self.pager(sizing: "        pager.frame = CGRect(x: 0, y: 0, width: 300, height: 200)"))
        #expect(outcomes.allSatisfy { !$0.failed })
        // 900 wide in 300: it scrolls 0…600 sideways and not down.
        let facts = session.scrollFacts("pager")
        #expect(facts?.boundsKnown == true)
        #expect(facts?.horizontal == ScrollRange(min: 0, max: 600))
        #expect(facts?.vertical == ScrollRange(min: 0, max: 0))
        #expect(!Self.notes(outcomes).contains { $0.contains("how far it scrolls is not known") })
    }
}
