import Language
import Layout
import Testing

/// PinLayout sets frames, not constraints: a chain after `view.pin` places the view in its
/// superview's coordinates when the line runs, the first value of each edge or size holding, and
/// the frame snapped to the screen's pixels (origin rounded, size rounded up; 3 per point on the
/// default screen). Every paste is written for this test; frames are derived by hand.
@Suite("PinLayout")
struct PinLayoutTests {
    @Test("a view class pins its subviews in layoutSubviews: edges, percentages, relative views, fitted text")
    func viewClass() {
        var session = Session()
        let outcomes = session.script("""
        class SignInView: UIView {
            let banner = UIView()
            let greeting = UILabel()
            let email = UITextField()
            let submit = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                greeting.text = "Welcome back"
                greeting.numberOfLines = 0
                [banner, greeting, email, submit].forEach { addSubview($0) }
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                banner.pin.top().horizontally().height(25%)
                greeting.pin.below(of: banner).horizontally(pin.layoutMargins).marginTop(12).sizeToFit(.width)
                email.pin.below(of: greeting, aligned: .left).right(16).height(44).marginTop(8)
                submit.pin.bottom(pin.safeArea).hCenter().width(50%).height(50).marginBottom(20)
            }
        }
        """)
        // The view fills the 375×667 screen. The banner is 25 % of 667 = 166.75 tall, rounded up
        // to the next third: 167.
        #expect(session.frame("banner") ≈ Rect(x: 0, y: 0, width: 375, height: 167))
        // Below it by 12, between the 8-point margins: 359 wide; one line of 17-pt text, 20.333.
        #expect(session.frame("greeting") ≈ Rect(x: 8, y: 179, width: 359, height: 61.0 / 3))
        // Below the greeting (179 + 20.333) by 8, from its left (8) to 16 from the right (359).
        #expect(session.frame("email") ≈ Rect(x: 8, y: 199 + 1.0 / 3 + 8, width: 351, height: 44))
        // Centred (187.5) and half as wide (187.5): x = 93.75, rounded to 281 / 3; the width
        // rounded up to 563 / 3; its bottom 20 above the screen's: y = 667 − 20 − 50 = 597.
        #expect(session.frame("submit") ≈ Rect(x: 281.0 / 3, y: 597, width: 563.0 / 3, height: 50))
        // No constraint is made: the frames are the views' own, with no ambiguity to report.
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("pin") && $0.contains("skipped") })
        #expect(session.layout.constraintIDs.compactMap(session.layout.constraint).allSatisfy { $0.origin != .user })
    }

    @Test("a controller pins a scroll view to the safe area and sizes its content from the pinned views")
    func scrollViewContent() {
        var session = Session()
        _ = session.run("device iPhone X")
        session.script("""
        class NotesController: UIViewController {
            let scroller = UIScrollView()
            let heading = UILabel()
            let note = UILabel()
            let footer = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                heading.text = "Notes"
                note.text = "A note that is long enough to wrap onto a second line at this width, and then a third one."
                note.numberOfLines = 0
                view.addSubview(scroller)
                scroller.addSubview(heading)
                scroller.addSubview(note)
                scroller.addSubview(footer)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                scroller.pin.all(view.pin.safeArea)
                heading.pin.top(20).left(20).sizeToFit(.content)
                note.pin.below(of: heading, aligned: .left).right(20).marginTop(10).sizeToFit(.width)
                footer.pin.below(of: note).horizontally().height(800).marginTop(20)
                scroller.contentSize = CGSize(width: scroller.frame.width, height: footer.frame.maxY)
            }
        }
        """)
        // The iPhone X's safe area is 44 from the top and 34 from the bottom of 812.
        #expect(session.frame("scroller") ≈ Rect(x: 0, y: 44, width: 375, height: 734))
        // The heading is one line at 20, 20; the note, 20 from the right at 335 wide, wraps to
        // three lines (61) and starts 10 below it, at 50.333.
        // "Notes" measures 45.667 × 20.333 at 17 pt.
        #expect(session.frame("heading") ≈ Rect(x: 20, y: 20, width: 137.0 / 3, height: 61.0 / 3))
        #expect(session.frame("note") ≈ Rect(x: 20, y: 151.0 / 3, width: 335, height: 61))
        // The footer starts 20 below the note (111.333 + 20) and the content ends with it.
        #expect(session.frame("footer") ≈ Rect(x: 0, y: 394.0 / 3, width: 375, height: 800))
        #expect(session.contentSize("scroller") ≈ Size(width: 375, height: 2794.0 / 3))
    }

    @Test("edges of views in other superviews, alignment to several views, justify and maximum sizes")
    func relativePlacement() {
        var session = Session()
        session.script("""
        let icon = UIView()
        view.addSubview(icon)
        icon.pin.top(10).hCenter().size(40)
        let caption = UIView()
        view.addSubview(caption)
        caption.pin.below(of: icon, aligned: .center).width(80%).maxWidth(200).height(10)
        let column = UIView()
        view.addSubview(column)
        column.pin.vertically(20%).horizontally(10).width(100).justify(.right)
        let corner = UIView()
        view.addSubview(corner)
        corner.pin.bottomRight(12).size(CGSize(width: 30, height: 20))
        let inner = UIView()
        corner.addSubview(inner)
        inner.pin.left(to: caption.edge.right).top(to: icon.edge.top).width(of: icon).height(5)
        """)
        // Centred: 187.5 − 20 = 167.5, rounded to 503 / 3.
        #expect(session.frame("icon") ≈ Rect(x: 503.0 / 3, y: 10, width: 40, height: 40))
        // 80 % of 375 is 300, held to 200, centred under the icon's centre (167.667 + 20).
        #expect(session.frame("caption") ≈ Rect(x: 503.0 / 3 + 20 - 100, y: 50, width: 200, height: 10))
        // 20 % of 667 from the top and the bottom (133.4 to 533.6: snapped to 400 / 3 and 1201 / 3
        // tall); 100 wide, at the right of the space 10 to 365.
        #expect(session.frame("column") ≈ Rect(x: 265, y: 400.0 / 3, width: 100, height: 1201.0 / 3))
        #expect(session.frame("corner") ≈ Rect(x: 333, y: 635, width: 30, height: 20))
        // In the corner's coordinates: the caption's right (287.667) less 333, the icon's top (10)
        // less 635.
        #expect(session.frame("inner") ≈ Rect(x: 503.0 / 3 + 120 - 333, y: -625, width: 40, height: 5))
    }

    @Test("wrapContent, between two views, visible(…), pinEdges(), a size set before the view has a superview, a negative percentage")
    func wrappingAndBetween() {
        var session = Session()
        session.script("""
        let bar = UIView()
        bar.pin.height(1).width(30)
        view.addSubview(bar)
        let card = UIView()
        view.addSubview(card)
        let a = UIView()
        card.addSubview(a)
        a.frame = CGRect(x: 30, y: 40, width: 50, height: 20)
        let b = UIView()
        card.addSubview(b)
        b.frame = CGRect(x: 100, y: 70, width: 40, height: 30)
        card.pin.top(100).left(20).wrapContent(padding: 10)
        let west = UIView()
        view.addSubview(west)
        west.frame = CGRect(x: 10, y: 300, width: 50, height: 50)
        let east = UIView()
        view.addSubview(east)
        east.frame = CGRect(x: 300, y: 320, width: 40, height: 40)
        let gap = UIView()
        view.addSubview(gap)
        gap.pin.horizontallyBetween(east, and: west, aligned: .center).height(10)
        let hidden = UIView()
        view.addSubview(hidden)
        hidden.frame = CGRect(x: 0, y: 400, width: 10, height: 100)
        hidden.isHidden = true
        let under = UIView()
        view.addSubview(under)
        under.pin.below(of: visible([west, hidden])).left().size(20)
        let framed = UIView()
        view.addSubview(framed)
        framed.pin.top(10).left(10).width(100).height(50).pinEdges().margin(5)
        let raised = UIView()
        view.addSubview(raised)
        raised.pin.hCenter().vCenter(-10%).size(20)
        """)
        // Sizes need no superview: set before addSubview, they hold.
        #expect(session.frame("bar") ≈ Rect(x: 0, y: 0, width: 30, height: 1))
        // The union of a and b is (30, 40) to (140, 100): 110 × 60, plus 10 on each side; the
        // subviews move by (10 − 30, 10 − 40).
        #expect(session.frame("card") ≈ Rect(x: 20, y: 100, width: 130, height: 80))
        #expect(session.frame("a") ≈ Rect(x: 10, y: 10, width: 50, height: 20))
        #expect(session.frame("b") ≈ Rect(x: 80, y: 40, width: 40, height: 30))
        // West ends at 60, east starts at 300; centred on east's centre (340), 10 tall.
        #expect(session.frame("gap") ≈ Rect(x: 60, y: 335, width: 240, height: 10))
        // The hidden view is left out: below west (350) only.
        #expect(session.frame("under") ≈ Rect(x: 0, y: 350, width: 20, height: 20))
        // pinEdges(): the width and height become the right (110) and bottom (60) edges, so the
        // 5-point margins shrink the view: (15, 15) to (105, 55).
        #expect(session.frame("framed") ≈ Rect(x: 15, y: 15, width: 90, height: 40))
        // 10 % of 667 above the centre: 266.8 − 10 = 256.8, snapped to 770 / 3; x 177.5 to 533 / 3.
        #expect(session.frame("raised") ≈ Rect(x: 533.0 / 3, y: 770.0 / 3, width: 20, height: 20))
    }

    @Test("what PinLayout ignores or cannot do is said, and an edge of the wrong axis is an error")
    func notesAndErrors() {
        var session = Session()
        let early = session.script("""
        let chip = UIView()
        chip.pin.top(10).size(40)
        """)
        // A top and a size need no superview; a bottom does, and sets nothing without one.
        #expect(early.flatMap(\.notes).isEmpty)
        let bottom = session.run("chip.pin.bottom(10)")
        #expect(bottom.notes.contains("'chip' has no superview yet, so PinLayout's bottom(…) sets nothing (add it to a view first)"))
        let again = session.script("""
        view.addSubview(chip)
        chip.pin.top(10).top(20).hCenter().left(5).size(40)
        """)
        // The first top (10) and the centre hold; the second top and the left are ignored.
        #expect(session.frame("chip") ≈ Rect(x: 503.0 / 3, y: 10, width: 40, height: 40))
        #expect(again.flatMap(\.notes).contains { $0.hasPrefix("PinLayout ignores left on 'chip'") })

        // A size that is not a finite number of at least 0, and the view as its own reference,
        // are left out as the library leaves them out.
        let odd = session.script("""
        chip.pin.size(CGFloat.infinity)
        chip.pin.below(of: chip).left(3)
        """)
        #expect(odd.flatMap(\.notes).contains("PinLayout ignores width(inf) on 'chip': a size must be a finite number of at least 0, "
            + "as the library requires (with a warning in the console)"))
        #expect(odd.flatMap(\.notes).contains("PinLayout leaves 'chip' out of its own relative position: a view cannot be placed beside itself"))
        #expect(session.frame("chip") ≈ Rect(x: 3, y: 10, width: 40, height: 40))

        let wrongAxis = session.failing("chip.pin.top(to: view.edge.left)")
        #expect(wrongAxis.contains("1:14: error: 'left' is a horizontal edge: it cannot place a vertical one"))
        #expect(wrongAxis.contains("use edge.top, edge.vCenter or edge.bottom"))
        let edgeForAnchor = session.failing("chip.pin.topLeft(to: view.edge.top)")
        #expect(edgeForAnchor.contains("1:18: error: expected another view's anchor (other.anchor.bottomCenter), found a PinLayout edge"))
        // The refused entries change nothing.
        #expect(session.frame("chip") ≈ Rect(x: 3, y: 10, width: 40, height: 40))
    }

    @Test("a call named pin is the app's own helper, and FlexLayout is said not to be modelled")
    func otherLibrariesAndHelpers() {
        var session = Session()
        let outcomes = session.script("""
        let tile = UIView()
        view.addSubview(tile)
        tile.pin(to: view)
        tile.flex.direction(.column)
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("'pin(to:)' is the app's own helper (not in the paste): by its name taken to pin its four edges to root") })
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(notes.contains("skipped 'flex': FlexLayout lays views out as flexbox, which Layoutbook does not model; the views it "
            + "would place keep the frames they have here, which are not the app's"))
    }
}
