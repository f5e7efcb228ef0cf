import Language
import Layout
import Testing

/// Shapes met in app files of set 76: a property declared with a view and given another in
/// `viewDidLoad`. Every paste is written for this test; frames are derived by hand on the default
/// bare 375×667 screen.
@Suite("app files: real apps, set 76")
struct Real76Tests {
    @Test("a property given a new view lets go of the one its declaration made, and the new view takes its name")
    func replacedPropertyViewIsReleased() {
        var session = Session()
        let outcomes = session.script("""
        class TallyViewController: UIViewController {
            var column = UIStackView()
            let first = UIView()
            let second = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                column = UIStackView(arrangedSubviews: [first, second])
                column.axis = .vertical
                column.spacing = 10
                column.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(column)
                NSLayoutConstraint.activate([
                    column.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                    column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    column.widthAnchor.constraint(equalToConstant: 200),
                    first.heightAnchor.constraint(equalToConstant: 30),
                    second.heightAnchor.constraint(equalToConstant: 50)
                ])
            }
        }
        """)
        // The stack made in viewDidLoad is the one on the screen: x 20, y 40, 200 wide, 30 + 10 +
        // 50 = 90 tall; first (0,0,200,30), second below the spacing at y 40. The empty stack the
        // declaration made is freed when `column` lets go of it, as ARC frees it in UIKit.
        #expect(outcomes.flatMap(\.diagnostics).isEmpty)
        #expect(session.frame("column") == Rect(x: 20, y: 40, width: 200, height: 90))
        #expect(session.frame("first") == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(session.frame("second") == Rect(x: 0, y: 40, width: 200, height: 50))
        #expect(session.frame("column2") == nil)
        // `explain column`, in the code's own name, answers for the view on the screen (it was
        // refused: the name held the freed stack, in no hierarchy).
        #expect(!session.run("explain column").failed)
    }

    @Test("a control property given a new control lets go of the first, whose own hugging waited for it to be placed")
    func replacedControlIsReleased() {
        var session = Session()
        let outcomes = session.script("""
        class AlertsRow: UIView {
            var toggle = UISwitch()

            override init(frame: CGRect) {
                super.init(frame: frame)
                toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
                addSubview(toggle)
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // The switch made in init is the one shown, at the frame it was made with, under the
        // property's name; the first switch, never placed, is freed.
        #expect(outcomes.flatMap(\.diagnostics).isEmpty)
        #expect(session.frame("toggle") == Rect(x: 20, y: 100, width: 51, height: 31))
        #expect(session.frame("toggle2") == nil)
    }

    @Test("a view the property held that is placed, or held by another property, stays, and the new view is numbered")
    func heldViewIsKept() {
        var session = Session()
        let outcomes = session.script("""
        class PairViewController: UIViewController {
            var tile = UIView()
            var badge = UILabel()
            var previousBadge: UILabel?

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tile)
                tile.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
                tile = UIView()
                view.addSubview(tile)
                tile.frame = CGRect(x: 60, y: 0, width: 50, height: 50)

                previousBadge = badge
                badge = UILabel()
                view.addSubview(badge)
                badge.frame = CGRect(x: 0, y: 100, width: 80, height: 20)
            }
        }
        """)
        // The first tile is in the root view, which holds it: it stays at (0,0,50,50) and the
        // second is tile2. The first badge is held by previousBadge: it is not freed, so the
        // placed one is badge2.
        #expect(outcomes.flatMap(\.diagnostics).isEmpty)
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(session.frame("tile2") == Rect(x: 60, y: 0, width: 50, height: 50))
        #expect(session.frame("badge2") == Rect(x: 0, y: 100, width: 80, height: 20))
    }
}

/// An image the paste does not hold, in an image view whose size the code fixes.
@Suite("app files: real apps, set 76 — image views of a fixed size")
struct Real76ImageSizeTests {
    @Test("an image view whose width and height required constants fix is not said to have an unknown size")
    func fixedSizeImageViewNeedsNoNote() {
        var session = Session()
        let outcomes = session.script("""
        class CrestHeader: UIView {
            let crest = UIImageView()
            let wave = UIImageView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                crest.image = UIImage(named: "crest")
                wave.image = UIImage(named: "wave")
                [crest, wave].forEach {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                    addSubview($0)
                }
                NSLayoutConstraint.activate([
                    crest.topAnchor.constraint(equalTo: topAnchor, constant: 30),
                    crest.centerXAnchor.constraint(equalTo: centerXAnchor),
                    crest.widthAnchor.constraint(equalToConstant: 64),
                    crest.heightAnchor.constraint(equalToConstant: 64),
                    wave.topAnchor.constraint(equalTo: crest.bottomAnchor, constant: 10),
                    wave.leadingAnchor.constraint(equalTo: leadingAnchor),
                    wave.widthAnchor.constraint(equalToConstant: 120)
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // The header is shown filling the screen. crest: 64×64 whatever its image, centred: x
        // (375 − 64) / 2 = 155.5, y 30. wave: only its width is fixed; its height is its image's,
        // which the paste does not hold: still said.
        #expect(outcomes.flatMap(\.diagnostics).isEmpty)
        #expect(session.frame("crest") == Rect(x: 155.5, y: 30, width: 64, height: 64).snapped(toPixelsOf: 3))
        let notes = outcomes.flatMap(\.notes)
        #expect(!notes.contains { $0.hasPrefix("crest.image:") })
        #expect(notes.contains { $0.hasPrefix("wave.image:") && $0.contains("its size is unknown") })
    }
}
