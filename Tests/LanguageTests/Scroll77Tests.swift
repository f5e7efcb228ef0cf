import Language
import Layout
import Testing

/// Scroll views whose contentSize or size comes from what the paste does not hold: the side UIKit
/// knows and Layoutbook does not is "not known", the other side is shown. Every paste here is
/// written for this test; sizes are derived by hand on the default 375×667 screen (no bars).
@Suite("scroll77: a contentSize or a scroll view's size from what the paste does not hold")
struct Scroll77Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("a contentSize whose height is the app's constant keeps its known width and says the height is not known")
    func unknownHeightKnownWidth() {
        var session = Session()
        // The strip is 375×300; its content is two screens wide (750) and as tall as
        // `StripMetrics.rowHeight`, the app's constant: 750 wide is UIKit's, the height is not known.
        // Horizontally it scrolls 0…375 (750 − 375) whatever the height.
        let outcomes = session.script("""
            class StripController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let strip = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
                    view.addSubview(strip)
                    strip.contentSize = CGSize(width: 375 * 2, height: StripMetrics.rowHeight)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let facts = session.scrollFacts("strip")
        #expect(facts?.contentSize.width == 750)
        #expect(facts?.contentWidthKnown == true)
        #expect(facts?.contentHeightKnown == false)
        #expect(facts?.horizontal == ScrollRange(min: 0, max: 375))
        #expect(Self.notes(outcomes).contains {
            $0.hasPrefix("strip.contentSize: its height is worked out from what the paste does not hold")
        })
    }

    @Test("a contentSize typed at the prompt after one of unknown height is known on both sides")
    func typedSizeIsKnown() {
        var session = Session()
        // The code leaves the strip's height not known; `strip.contentSize = 750x900` typed
        // afterwards is the user's own size: 750×900 in 375×300 scrolls 0…375 and 0…600.
        _ = session.script("""
            class StripController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let strip = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
                    view.addSubview(strip)
                    strip.contentSize = CGSize(width: 375 * 2, height: StripMetrics.rowHeight)
                }
            }
            """)
        #expect(session.scrollFacts("strip")?.contentHeightKnown == false)
        let outcomes = session.script("strip.contentSize = 750x900")
        #expect(outcomes.allSatisfy { !$0.failed })
        let facts = session.scrollFacts("strip")
        #expect(facts?.contentWidthKnown == true)
        #expect(facts?.contentHeightKnown == true)
        #expect(facts?.vertical == ScrollRange(min: 0, max: 600))
    }

    @Test("'.zero' set as a contentSize is UIKit's zero, known, even after a size of unknown sides that came to 0×0")
    func zeroIsKnown() {
        var session = Session()
        // The first size is the app's on both sides (0×0 here); `.zero` on the other scroll view
        // is UIKit's own 0×0: known, and it does not scroll.
        _ = session.script("""
            class PairController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let first = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
                    view.addSubview(first)
                    first.contentSize = CGSize(width: Grid.width, height: Grid.height)
                    let second = UIScrollView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
                    view.addSubview(second)
                    second.contentSize = .zero
                }
            }
            """)
        #expect(session.scrollFacts("first")?.contentWidthKnown == false)
        #expect(session.scrollFacts("second")?.contentWidthKnown == true)
        #expect(session.scrollFacts("second")?.contentHeightKnown == true)
    }

    @Test("a contentSize that is the app's value as a whole is not known on either side")
    func wholeSizeUnknown() {
        var session = Session()
        // `CanvasLayout.documentSize` is the app's CGSize: neither side is known.
        let outcomes = session.script("""
            class CanvasController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let canvas = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
                    view.addSubview(canvas)
                    canvas.contentSize = CanvasLayout.documentSize
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let facts = session.scrollFacts("canvas")
        #expect(facts?.contentWidthKnown == false)
        #expect(facts?.contentHeightKnown == false)
        #expect(Self.notes(outcomes).contains { $0.hasPrefix("canvas.contentSize: its width and height are worked out") })
    }

    @Test("a contentSize set from known numbers only is known on both sides, with nothing more said")
    func knownSizeStaysKnown() {
        var session = Session()
        // 375×1200 in 375×667: it scrolls 0…533 down, all known.
        let outcomes = session.script("""
            class FeedController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
                    view.addSubview(feed)
                    feed.contentSize = CGSize(width: 375, height: 1200)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let facts = session.scrollFacts("feed")
        #expect(facts?.contentWidthKnown == true)
        #expect(facts?.contentHeightKnown == true)
        #expect(facts?.vertical == ScrollRange(min: 0, max: 533))
        #expect(!Self.notes(outcomes).contains { $0.contains("worked out from what the paste does not hold") })
    }

    @Test("a contentSize width read from an outlet's storyboard frame is not known; its height from the screen is")
    func outletWidthNotKnown() {
        var session = Session()
        // `deck` is a storyboard outlet, 0×0 here: three of its widths are UIKit's storyboard
        // width × 3, not 0; the height is the root view's, 667.
        let outcomes = session.script("""
            class DeckController: UIViewController {
                @IBOutlet weak var deck: UIScrollView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    deck.contentSize = CGSize(width: deck.frame.size.width * 3, height: view.frame.height)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let facts = session.scrollFacts("deck")
        #expect(facts?.contentSize.height == 667)
        #expect(facts?.contentWidthKnown == false)
        #expect(facts?.contentHeightKnown == true)
        #expect(facts?.boundsKnown == false)
    }

    @Test("a scroll view pinned inside a storyboard outlet left 0×0 has the outlet's unknown size: how far it scrolls is not known, and said")
    func scrollViewInsideZeroSizedOutlet() {
        var session = Session()
        // `shelf` is a storyboard placeholder, 0×0 here, and `rail` is pinned to its four edges:
        // UIKit's rail is the shelf's storyboard size, so the 900×80 content's ranges are not known.
        let outcomes = session.script("""
            class ShelfController: UIViewController {
                @IBOutlet weak var shelf: UIView!
                var rail: UIScrollView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    rail = UIScrollView()
                    rail.translatesAutoresizingMaskIntoConstraints = false
                    shelf.addSubview(rail)
                    NSLayoutConstraint.activate([
                        rail.leadingAnchor.constraint(equalTo: shelf.leadingAnchor),
                        rail.trailingAnchor.constraint(equalTo: shelf.trailingAnchor),
                        rail.topAnchor.constraint(equalTo: shelf.topAnchor),
                        rail.bottomAnchor.constraint(equalTo: shelf.bottomAnchor),
                    ])
                    let tile = UIView(frame: CGRect(x: 0, y: 0, width: 900, height: 80))
                    rail.addSubview(tile)
                    rail.contentSize = CGSize(width: 900, height: 80)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let facts = session.scrollFacts("rail")
        #expect(facts?.contentSize == Size(width: 900, height: 80))
        #expect(facts?.boundsKnown == false)
        #expect(Self.notes(outcomes).contains {
            $0.hasPrefix("rail: how far it scrolls is not known: it is inside @IBOutlet shelf, whose frame is the storyboard's")
        })
    }

    @Test("a scroll view in an outlet the code sizes scrolls over UIKit's ranges, with nothing more said")
    func scrollViewInsideSizedOutlet() {
        var session = Session()
        // The shelf is given 375×120 first, so the rail pinned to it is 375×120 and the 900×80
        // content scrolls 0…525 sideways.
        let outcomes = session.script("""
            class ShelfController: UIViewController {
                @IBOutlet weak var shelf: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    shelf.frame = CGRect(x: 0, y: 0, width: 375, height: 120)
                    let rail = UIScrollView()
                    rail.translatesAutoresizingMaskIntoConstraints = false
                    shelf.addSubview(rail)
                    NSLayoutConstraint.activate([
                        rail.leadingAnchor.constraint(equalTo: shelf.leadingAnchor),
                        rail.trailingAnchor.constraint(equalTo: shelf.trailingAnchor),
                        rail.topAnchor.constraint(equalTo: shelf.topAnchor),
                        rail.bottomAnchor.constraint(equalTo: shelf.bottomAnchor),
                    ])
                    rail.contentSize = CGSize(width: 900, height: 80)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let facts = session.scrollFacts("rail")
        #expect(facts?.boundsKnown == true)
        #expect(facts?.horizontal == ScrollRange(min: 0, max: 525))
        #expect(!Self.notes(outcomes).contains { $0.contains("how far it scrolls is not known") })
    }
}

extension Session {
    /// The scroll facts the layout holds for the view named so (shared by the suites of this target).
    func scrollFacts(_ name: String) -> ScrollInfo? {
        layout.id(of: name).flatMap { layout.scrollInfo($0) }
    }
}
