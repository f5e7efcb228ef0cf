import Language
import Layout
import Testing

/// Stevia beside the Layoutbook commands it stands for: every constraint at priority 751, as
/// the library makes them.
let steviaCases: [PastedCase] = [
    PastedCase(
        "layout(…) stacks rows: a number is a margin or a gap, |-a-| is 8 from each edge, a row of two is 8 apart and centred, ~ is a height",
        native: """
            view card ; view title in card ; view left in card ; view right in card
            card.top == root.top + 40 @751 ; card.leading == root.leading + 20 @751 ; card.trailing == root.trailing - 20 @751
            title.top == card.top + 16 @751 ; title.leading == card.leading + 12 @751 ; title.trailing == card.trailing - 12 @751
            title.height == 30 @751
            left.leading == card.leading + 8 @751 ; right.leading == left.trailing + 8 @751 ; right.trailing == card.trailing - 8 @751
            left.height == 44 @751 ; right.height == 44 @751 ; left.centerY == right.centerY @751
            left.top == title.bottom + 8 @751 ; left.bottom == card.bottom - 16 @751
            right.width == left.width @751
            """,
        pasted: """
            let card = UIView()
            let title = UIView()
            let left = UIView()
            let right = UIView()
            view.subviews(card)
            card.subviews(title, left, right)
            card.top(40).leading(20).trailing(20)
            card.layout(
                16,
                |-12-title-12-| ~ 30,
                8,
                |-left-right-| ~ 44,
                16
            )
            equal(widths: left, right)
            """),
    PastedCase(
        "the builder forms: subviews { } and layout { } one item a line, fillContainer, centerInContainer, size, heightEqualsWidth",
        native: """
            view panel ; view badge in panel ; view line in panel
            panel.leading == root.leading @751 ; panel.trailing == root.trailing @751 ; panel.top == root.top @751 ; panel.bottom == root.bottom @751
            badge.width == 60 @751 ; badge.height == 60 @751 ; badge.centerY == panel.centerY @751 ; badge.centerX == panel.centerX @751
            line.top == panel.top + 100 @751 ; line.leading == panel.leading @751 ; line.trailing == panel.trailing @751 ; line.height == 2 @751
            badge.height == badge.width @751
            """,
        pasted: """
            let panel = UIView()
            let badge = UIView()
            let line = UIView()
            view.subviews {
                panel.subviews {
                    badge
                    line
                }
            }
            panel.fillContainer()
            badge.size(60).centerInContainer()
            panel.layout {
                100
                |line| ~ 2
            }
            badge.heightEqualsWidth()
            """),
    PastedCase(
        "attribute equations: Top == other.Bottom + 8, a number alone to the superview (bottom and right inward), a share with %, >=",
        native: """
            view header ; view body ; view footer
            header.top == root.top + 20 @751 ; header.left == root.left @751 ; header.right == root.right - 10 @751 ; header.height == 50 @751
            body.top == header.bottom + 8 @751 ; body.left == header.left @751 ; body.width == root.width * 0.5 @751 ; body.height >= 40 @751
            footer.bottom == root.bottom - 30 @751 ; footer.centerX == root.centerX @751 ; footer.width == body.width * 0.5 + 10 @751
            footer.height == 20 @751
            """,
        pasted: """
            let header = UIView()
            let body = UIView()
            let footer = UIView()
            view.subviews(header, body, footer)
            header.Top == 20
            header.Left == 0
            header.Right == 10
            header.Height == 50
            body.Top == header.Bottom + 8
            body.Left == header.Left
            body.Width == 50 % view.Width
            body.Height >= 40
            footer.Bottom == 30
            footer.CenterX == view.CenterX
            footer.Width == body.Width / 2 + 10
            footer ~ 20
            """),
]

@Suite("Stevia")
struct SteviaTests {
    @Test("Stevia gives the frames and constraints of the commands it stands for", arguments: steviaCases)
    func steviaMatchesNative(_ c: PastedCase) {
        var native = Session()
        native.script(c.native)
        var pasted = Session()
        pasted.script(c.pasted)
        #expect(geometry(of: pasted) == geometry(of: native))
    }

    @Test("a layout(…) list gives the frames worked out by hand: margins, gaps, a two-view row of equal widths")
    func layoutFrames() {
        var session = Session()
        session.script(steviaCases[0].pasted)
        // card: 20 from each side, 335 wide; its height 16 + 30 + 8 + 44 + 16 = 114.
        #expect(session.frame("card") == Rect(x: 20, y: 40, width: 335, height: 114))
        #expect(session.frame("title") == Rect(x: 12, y: 16, width: 311, height: 30))
        // 8 + w + 8 + w + 8 = 335: w = 155.5.
        #expect(session.frame("left") == Rect(x: 8, y: 54, width: 155.5, height: 44).snapped(toPixelsOf: 3))
        #expect(session.frame("right") == Rect(x: 171.5, y: 54, width: 155.5, height: 44).snapped(toPixelsOf: 3))
    }

    @Test("subviews(…) turns off the views' autoresizing constraints; the other methods leave it alone")
    func autoresizing() {
        var session = Session()
        session.script("""
            let added = UIView()
            let plain = UIView()
            view.subviews(added)
            view.addSubview(plain)
            plain.height(40)
            """)
        let layout = session.layout
        #expect(layout.id(of: "added").flatMap { layout.view($0)?.translatesAutoresizingMaskIntoConstraints } == false)
        #expect(layout.id(of: "plain").flatMap { layout.view($0)?.translatesAutoresizingMaskIntoConstraints } == true)
    }

    @Test("a view related to its own subview at the first level is written the other way round, as Stevia writes it")
    func reversedEquation() {
        var session = Session()
        session.script("""
            let box = UIView()
            let inner = UIView()
            view.subviews(box)
            box.subviews(inner)
            box.fillContainer()
            inner.Top == 10
            inner.Left == 10
            inner.size(50)
            box.Bottom == inner.Bottom + 5
            """)
        // Stevia makes inner.bottom == box.bottom + 5: the inner view hangs 5 below the box's
        // bottom, its top still 10 (two 751 constraints on one height: the newer is broken).
        let described = session.layout.constraintIDs.filter { session.layout.isActive($0) }.map { session.layout.describe($0) }
        #expect(described.contains("inner.bottom == box.bottom + 5 @751"))
    }

    @Test("width(100) is TinyConstraints' until the paste writes Stevia, then Stevia's at 751; top(8) is always Stevia's")
    func sharedSpellings() {
        var tiny = Session()
        tiny.script("""
            let a = UIView()
            view.addSubview(a)
            a.width(100)
            """)
        #expect(tiny.layout.constraintIDs.map { tiny.layout.describe($0) }.contains("a.width == 100"))
        var stevia = Session()
        stevia.script("""
            let a = UIView()
            view.subviews(a)
            a.width(100).top(8)
            """)
        let described = stevia.layout.constraintIDs.map { stevia.layout.describe($0) }
        #expect(described.contains("a.width == 100 @751"))
        #expect(described.contains("a.top == root.top + 8 @751"))
    }

    @Test("a flexible margin (>=20) in a row and in a list makes an inequality; a string is a space with no constraint")
    func flexibleMargins() {
        var session = Session()
        session.script("""
            let a = UIView()
            let b = UIView()
            let c = UIView()
            view.subviews(a, b, c)
            |-a-(>=20)-b-| ~ 30
            a.width(100)
            b.width(100)
            a.top(10)
            b.top(10)
            view.layout(200, |-c-| ~ 10)
            let d = UIView()
            let e = UIView()
            view.subviews(d, e)
            |-d-""-e-| ~ 10
            d.width(50).top(300)
            e.width(50).top(300)
            """)
        let described = session.layout.constraintIDs.filter { session.layout.isActive($0) }.map { session.layout.describe($0) }
        #expect(described.contains("b.leading >= a.trailing + 20 @751"))
        #expect(session.frame("a") == Rect(x: 8, y: 10, width: 100, height: 30))
        #expect(session.frame("b") == Rect(x: 267, y: 10, width: 100, height: 30))
        #expect(session.frame("c") == Rect(x: 8, y: 200, width: 359, height: 10))
        #expect(session.frame("e") == Rect(x: 317, y: 300, width: 50, height: 10))
        #expect(!described.contains { $0.hasPrefix("d.trailing") || $0.hasPrefix("e.leading") })
    }

    @Test("a cell's Stevia list: sv(…) adds to the cell, layout(…) stacks its rows")
    func cell() {
        var session = Session()
        session.script("""
            class PriceCell: UITableViewCell {
                let name = UILabel()
                let price = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    sv(name, price)
                    layout(
                        0,
                        |-name-price-| ~ 40,
                        0
                    )
                    equal(widths: name, price)
                }
            }
            let cell = PriceCell(style: .default, reuseIdentifier: "price")
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
            view.addSubview(cell)
            """)
        // 8 + w + 8 + w + 8 = 320: w = 148.
        #expect(session.frame("name") == Rect(x: 8, y: 0, width: 148, height: 40))
        #expect(session.frame("price") == Rect(x: 164, y: 0, width: 148, height: 40))
    }

    @Test("the content helpers set what a view shows and return it: label.text(…) is measured, button.text(…) is its title")
    func contentHelpers() {
        var session = Session()
        session.script("""
            let title = UILabel()
            let go = UIButton()
            view.subviews(title, go)
            title.text("Hello").top(20).leading(20)
            go.text("Go").top(60).leading(20)
            """)
        let label = session.frame("title")
        #expect(label?.origin == Point(x: 20, y: 20))
        #expect((label?.size.width ?? 0) > 0)
        #expect((session.frame("go")?.size.width ?? 0) > 0)
    }

    @Test("heightConstraint finds the constraint Stevia made on the height, and changing its constant moves the frame")
    func constraintGetters() {
        var session = Session()
        session.script("""
            let bar = UIView()
            view.subviews(bar)
            bar.top(10).fillHorizontally().height(44)
            bar.heightConstraint?.constant = 60
            bar.topConstraint?.constant = 30
            bar.centerXConstraint?.constant = 5
            """)
        #expect(session.frame("bar") == Rect(x: 0, y: 30, width: 375, height: 60))
    }

    @Test("a stack view's arrangedSubviews { } builder arranges the views in order")
    func arrangedSubviewsBuilder() {
        var session = Session()
        session.script("""
            let column = UIStackView()
            let first = UIView()
            let second = UIView()
            view.subviews(column)
            column.axis = .vertical
            column.spacing = 10
            column.arrangedSubviews {
                first
                second
            }
            column.top(0).leading(0).trailing(0)
            first.height(30)
            second.height(20)
            """)
        #expect(session.frame("first") == Rect(x: 0, y: 0, width: 375, height: 30))
        #expect(session.frame("second") == Rect(x: 0, y: 40, width: 375, height: 20))
    }

    @Test("the older spellings: fillContainer(16), fillHorizontally(m:), fillV(m:), centerHorizontally(20)")
    func olderSpellings() {
        var session = Session()
        session.script("""
            let back = UIView()
            let band = UIView()
            let dot = UIView()
            view.subviews(back, band, dot)
            back.fillContainer(16)
            band.fillHorizontally(m: 10).top(100).height(20)
            dot.fillV(m: 300).width(10).centerHorizontally(20)
            """)
        #expect(session.frame("back") == Rect(x: 16, y: 16, width: 343, height: 635))
        #expect(session.frame("band") == Rect(x: 10, y: 100, width: 355, height: 20))
        #expect(session.frame("dot") == Rect(x: 202.5, y: 300, width: 10, height: 67).snapped(toPixelsOf: 3))
    }

    @Test("a pasted extension on Int scales the numbers of a Stevia list (50.FIT), as the app's own extension does")
    func numberExtension() {
        var session = Session()
        session.script("""
            extension Int {
                var FIT: CGFloat { CGFloat(self) * 2 }
            }
            let tile = UIView()
            view.subviews(tile)
            view.layout(10.FIT, |-5.FIT-tile-5.FIT-| ~ 20.FIT)
            """)
        #expect(session.frame("tile") == Rect(x: 10, y: 20, width: 355, height: 40))
    }

    @Test("help stevia and help easypeasy describe the libraries, and help libraries points to them")
    func help() {
        #expect(Help.text(for: "stevia").contains("layout("))
        #expect(Help.text(for: "easypeasy").contains("easy.layout("))
        #expect(Help.text(for: "libraries").contains("help stevia"))
        #expect(!Help.text(for: "libraries").contains("Not read yet"))
    }

    @Test("'~' on something that is neither a view nor an equation says what it is for")
    func misplacedTilde() {
        var session = Session()
        let message = session.failing("let x = [1, 2] ~ 40")
        #expect(message.contains("'~' gives a layout equation its priority"))
    }
}
