import Language
import Layout
import Testing

/// Anchorage and Cartography, whose operators make constraints, beside the Layoutbook commands
/// they stand for.
let operatorLibraryCases: [PastedCase] = [
    PastedCase(
        "Anchorage: anchors related by ==, >=, a multiplier, a constant, a group's insets inward, ~ a priority",
        native: """
            view card ; view title in card ; view note
            card.top == root.top + 40 ; card.leading == root.leading + 20 ; card.trailing == root.trailing - 20 ; card.height == 200
            title.top == card.top + 12 ; title.leading == card.leading + 12 ; title.bottom == card.bottom - 12 ; title.trailing == card.trailing - 12
            note.top >= card.bottom + 16 ; note.width == card.width * 0.5 ; note.centerX == root.centerX
            note.height == 80 @750 ; note.height == 30 @250
            """,
        pasted: """
            let card = UIView()
            let title = UIView()
            let note = UIView()
            view.addSubview(card)
            card.addSubview(title)
            view.addSubview(note)
            card.topAnchor == view.topAnchor + 40
            card.horizontalAnchors == view.horizontalAnchors + 20
            card.heightAnchor == 200
            title.edgeAnchors == card.edgeAnchors + 12
            note.topAnchor >= card.bottomAnchor + 16
            note.widthAnchor == card.widthAnchor * 0.5
            note.centerXAnchor == view.centerXAnchor
            note.heightAnchor == 80 ~ .high
            note.heightAnchor == 30 ~ .low
            """),
    PastedCase(
        "Cartography: constrain(a, b) { a, b in … } with edges inset, size, a priority, align and distribute",
        native: """
            view box ; view one ; view two ; view three
            box.top == root.top + 20 ; box.leading == root.leading + 20 ; box.bottom == root.bottom - 500 ; box.trailing == root.trailing - 20
            one.top == box.bottom + 10 ; one.left == root.left + 10 ; one.width == 100 ; one.height == 40
            two.width == one.width ; two.height == one.height ; two.leading == one.trailing + 8
            three.width == one.width ; three.height == one.height ; three.leading == two.trailing + 8
            two.top == one.top ; three.top == two.top
            one.width == 300 @250
            """,
        pasted: """
            let box = UIView()
            let one = UIView()
            let two = UIView()
            let three = UIView()
            for v in [box, one, two, three] { view.addSubview(v) }
            constrain(box) { box in
                box.edges == inset(box.superview!.edges, 20, 20, 500, 20)
            }
            constrain(one, box) { one, box in
                one.top == box.bottom + 10
                one.left == one.superview!.left + 10
                one.size == CGSize(width: 100, height: 40)
                one.width == 300 ~ .defaultLow
            }
            constrain(one, two, three) { one, two, three in
                two.size == one.size
                three.size == one.size
            }
            distribute(by: 8, horizontally: one, two, three)
            align(top: one, two, three)
            """),
]

@Suite("Anchorage and Cartography")
struct OperatorLibraryTests {
    @Test("their equations give the frames and constraints of the commands they stand for", arguments: operatorLibraryCases)
    func operatorsMatchNative(_ c: PastedCase) {
        var native = Session()
        native.script(c.native)
        var pasted = Session()
        pasted.script(c.pasted)
        #expect(geometry(of: pasted) == geometry(of: native))
    }

    @Test("Cartography's topLayoutGuideCartography is the top guide's bottom and bottomLayoutGuideCartography the bottom guide's top")
    func cartographyLayoutSupports() {
        var session = Session()
        session.script("""
        class AtlasController: UIViewController {
            let panel = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 24, right: 0)
                view.addSubview(panel)
                constrain(view, panel) { view, panel in
                    panel.top == topLayoutGuideCartography + 10
                    panel.bottom == bottomLayoutGuideCartography - 6
                    panel.left == view.left + 16
                    panel.right == view.right - 16
                }
            }
        }
        """)
        // The safe area runs from 40 to 667 − 24 = 643: the panel from 50 to 637, 16 in.
        #expect(session.frame("panel") == Rect(x: 16, y: 50, width: 343, height: 587))
    }

    @Test("outside a constrain block a view's top is not an anchor, and == between numbers is Swift's")
    func plainComparisons() {
        var session = Session()
        session.script("""
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(a)
            let same = a.frame.width == 10
            """)
        #expect(session.frame("a") == Rect(x: 0, y: 0, width: 10, height: 10))
    }
}
