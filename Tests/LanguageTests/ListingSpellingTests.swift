import Language
import Layout
import Testing

/// Spellings tutorial listings and answers use that Swift has (or had): a dictionary made with
/// one of `Dictionary`'s initialisers, Swift 1–2's C-style `for` loop, a stack view that is an
/// outlet. Every paste is written for this test; frames are derived by hand on the default
/// 375×667 screen.
@Suite("listing spellings")
struct ListingSpellingTests {
    @Test("a views dictionary made with Dictionary(dictionaryLiteral:) names the views of a format string, as the literal [\"left\": left] does")
    func dictionaryLiteralInitializer() {
        var session = Session()
        let outcomes = session.script("""
        let left = UIView()
        let right = UIView()
        for pane in [left, right] {
            pane.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(pane)
        }
        let panes = Dictionary(dictionaryLiteral: ("left", left), ("right", right))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[left(right)]-10-[right]-10-|", options: [], metrics: nil, views: panes))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[left(50)]", options: [], metrics: nil, views: panes))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[right(left)]", options: [], metrics: nil, views: panes))
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Two equal widths share 375 − 3 × 10 = 345: 172.5 each.
        #expect(session.frame("left") == Rect(x: 10, y: 20, width: 172.5, height: 50).snapped(toPixelsOf: 3))
        #expect(session.frame("right") == Rect(x: 192.5, y: 20, width: 172.5, height: 50).snapped(toPixelsOf: 3))
    }

    @Test("Dictionary<String, UIView>() filled by subscript is a views dictionary, and Dictionary(uniqueKeysWithValues:) a metrics one")
    func emptyGenericDictionaryAndUniqueKeys() {
        var session = Session()
        let outcomes = session.script("""
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        var parts = Dictionary<String, UIView>()
        parts["bar"] = bar
        let sizes = Dictionary(uniqueKeysWithValues: [("pad", 24), ("tall", 40)])
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[bar]-pad-|", options: [], metrics: sizes, views: parts))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[bar(tall)]", options: [], metrics: sizes, views: parts))
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 24, y: 24, width: 327, height: 40))
    }

    @Test("a key given twice to Dictionary(dictionaryLiteral:) stops the app, as Swift traps there, and the error says which key")
    func duplicateKeyStops() {
        var session = Session()
        session.script("""
        let a = UIView()
        let b = UIView()
        """)
        let rendered = session.failing(#"let both = Dictionary(dictionaryLiteral: ("box", a), ("box", b))"#)
        #expect(rendered.contains(#"the key "box" is given twice: Swift stops the app on a duplicate key"#))
    }

    @Test("a C-style for loop (Swift 1–2) runs its start once, its body while the condition holds and its step after every turn, continue included")
    func cStyleForLoop() {
        var session = Session()
        let outcomes = session.script("""
        var x: CGFloat = 0
        for (var i = 0; i < 3; ++i) {
            let tile = UIView(frame: CGRectMake(x, 0, 30, 30))
            view.addSubview(tile)
            x += 40
        }
        var counted: CGFloat = 0
        for var j = 0; j < 4; j++ {
            if j == 1 { continue }
            counted += 10
        }
        let tally = UIView(frame: CGRect(x: 0, y: 100, width: counted, height: 10))
        view.addSubview(tally)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 30, height: 30))
        #expect(session.frame("tile2") == Rect(x: 40, y: 0, width: 30, height: 30))
        #expect(session.frame("tile3") == Rect(x: 80, y: 0, width: 30, height: 30))
        #expect(session.layout.id(of: "tile4") == nil)
        // j = 0, 2 and 3 count; j = 1 continues, and the step still runs after it (else it never ends).
        #expect(session.frame("tally") == Rect(x: 0, y: 100, width: 30, height: 10))
    }

    @Test("an @IBOutlet typed UIStackView is a stack view: what the code arranges in it is stacked, not refused")
    func stackViewOutlet() {
        var session = Session()
        let outcomes = session.script("""
        class ShelfController: UIViewController {
            @IBOutlet weak var shelf: UIStackView!
            override func viewDidLoad() {
                super.viewDidLoad()
                shelf.translatesAutoresizingMaskIntoConstraints = false
                shelf.axis = .vertical
                shelf.spacing = 6
                NSLayoutConstraint.activate([
                    shelf.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                    shelf.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    shelf.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                ])
                for _ in 0..<2 {
                    let slot = UIView()
                    slot.heightAnchor.constraint(equalToConstant: 30).isActive = true
                    shelf.addArrangedSubview(slot)
                }
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("shelf") == Rect(x: 20, y: 40, width: 335, height: 66))
        #expect(session.frame("slot") == Rect(x: 0, y: 0, width: 335, height: 30))
        #expect(session.frame("slot2") == Rect(x: 0, y: 36, width: 335, height: 30))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("its axis, alignment, distribution and spacing are the storyboard's too") })
    }
    @Test("a format string's bare spacing takes a priority, -0@250-, as the parenthesised -(0@250)- does: it gives way to a required height")
    func barePriorityInSpacing() {
        var session = Session()
        let outcomes = session.script("""
        let lid = UIView()
        lid.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(lid)
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[lid]-10-|", options: [], metrics: nil, views: ["lid": lid]))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[lid(100)]-0@250-|", options: [], metrics: nil, views: ["lid": lid]))
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The bottom at 250 cannot hold beside the required 100 from 20 down: no conflict, 100 tall.
        #expect(session.frame("lid") == Rect(x: 10, y: 20, width: 355, height: 100))
        #expect(session.layout.conflicts.isEmpty)
    }
}
