import Language
import Layout
import Testing

/// A control's baselines are those of the one line of text UIKit draws centred in it (a button's
/// title, a text field's text or placeholder), not its top edge. Every paste here is written for
/// this test; the frames are derived by hand with the documented text metric (a line is 1.1934 ×
/// the font size; a baseline sits 80% down its line) on the default 375×667 screen.
@Suite("the baselines of a button and a text field")
struct ControlBaselineTests {
    /// 1.1934 × the size: 20.2878 at 17 pt, 17.901 at 15 pt.
    static func line(_ size: Double) -> Double { size * 1.1934 }

    @Test("a text field aligned to a label's first baseline sits level with the label, not a baseline's depth below it")
    func textFieldFirstBaselineMatchesLabel() {
        var session = Session()
        session.script("""
        final class PassengerForm: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let caption = UILabel()
                caption.text = "Passenger"
                caption.translatesAutoresizingMaskIntoConstraints = false
                let entry = UITextField()
                entry.placeholder = "Full name as on the ticket"
                entry.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(caption)
                view.addSubview(entry)
                caption.topAnchor.constraint(equalTo: view.topAnchor, constant: 8).isActive = true
                caption.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8).isActive = true
                entry.leadingAnchor.constraint(equalTo: caption.trailingAnchor, constant: 8).isActive = true
                entry.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8).isActive = true
                entry.firstBaselineAnchor.constraint(equalTo: caption.firstBaselineAnchor).isActive = true
            }
        }
        """)
        // The label's baseline: 8 + 0.8 × 20.2878 = 24.2302. The field (no border: its line plus
        // 1.6, 22 tall) has its line centred, so its baseline is at top + 22 / 2 - 20.2878 / 2
        // + 0.8 × 20.2878 = top + 17.0863: its top is 7.1439, near the label's 8 (not 24.23,
        // which taking its top edge for its baseline gave). On the @3x pixel grid: 7.
        let entry = session.frame("entry")
        #expect(entry.map { abs($0.minY - 7.1439.snapped(toPixelsOf: 3)) < 0.001 } == true)
        #expect(entry?.minY == 7)
        #expect(entry?.height == 22)
    }

    @Test("a taller button aligned by its last baseline to a label's puts its centred title on the label's line")
    func buttonBaselineFollowsItsCentre() {
        var session = Session()
        session.script("""
        final class BoardingBar: UIViewController {
            let gate = UILabel()
            let change = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                gate.text = "Gate B12"
                change.setTitle("Change", for: .normal)
                [gate, change].forEach {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview($0)
                }
                NSLayoutConstraint.activate([
                    gate.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    gate.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    change.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    change.heightAnchor.constraint(equalToConstant: 44),
                    change.lastBaselineAnchor.constraint(equalTo: gate.lastBaselineAnchor),
                ])
            }
        }
        """)
        // The label (17 pt, one line 20.333 tall) has its last baseline 0.2 × 20.2878 above its
        // bottom: 100 + 20.333 - 4.0576 = 116.276. The button's 15-pt title is centred in its 44:
        // its baseline at top + 22 - 17.901 / 2 + 0.8 × 17.901 = top + 27.3703, so its top is
        // 88.906, 89 on the @3x pixel grid.
        let gateFrame = session.frame("gate")
        let labelBaseline = (gateFrame?.maxY ?? 0) - 0.2 * Self.line(17)
        let expectedTop = labelBaseline - (22 + 0.3 * Self.line(15))
        let button = session.frame("change")
        #expect(gateFrame?.minY == 100)
        #expect(button?.height == 44)
        #expect(button.map { abs($0.minY - expectedTop.snapped(toPixelsOf: 3)) < 0.001 } == true)
        #expect(button?.minY == 89)
    }

    @Test("a button without a title, like a plain view, keeps its edges as its baselines")
    func untitledButtonUsesItsEdges() {
        var session = Session()
        session.script("""
        final class IconRow: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let name = UILabel()
                name.text = "Lounge"
                let icon = UIButton()
                [name, icon].forEach {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview($0)
                }
                name.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                name.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                icon.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8).isActive = true
                icon.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor).isActive = true
            }
        }
        """)
        // No title: its first baseline is its top, at the label's baseline 40 + 16.2302: 56.333
        // on the @3x pixel grid.
        let icon = session.frame("icon")
        #expect(icon.map { abs($0.minY - (40 + 0.8 * Self.line(17)).snapped(toPixelsOf: 3)) < 0.001 } == true)
    }

    @Test("a stack view aligned by first baselines lines a button's title up with a larger label's text")
    func firstBaselineStackWithButton() {
        var session = Session()
        session.script("""
        let fareRow = UIStackView()
        fareRow.alignment = .firstBaseline
        fareRow.spacing = 8
        let fare = UILabel()
        fare.text = "Fare"
        fare.font = .systemFont(ofSize: 28)
        let edit = UIButton(type: .system)
        edit.setTitle("Edit", for: .normal)
        fareRow.addArrangedSubview(fare)
        fareRow.addArrangedSubview(edit)
        view.addSubview(fareRow)
        fareRow.translatesAutoresizingMaskIntoConstraints = false
        fareRow.topAnchor.constraint(equalTo: view.topAnchor, constant: 50).isActive = true
        fareRow.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
        """)
        // The label's baseline is 0.8 × 28 × 1.1934 = 26.732 below the row's top; the button
        // (30 tall, its 15-pt title centred) has its baseline 15 + 0.3 × 17.901 = 20.370 below its
        // own top, so its top is 6.362 into the row, and the row reaches its bottom at 36.362:
        // 6.333 and 36.333 on the @3x pixel grid.
        let edit = session.frame("edit")
        #expect(session.frame("fare")?.minY == 0)
        #expect(edit.map { abs($0.minY - (0.8 * Self.line(28) - 15 - 0.3 * Self.line(15)).snapped(toPixelsOf: 3)) < 0.001 } == true)
        #expect(edit.map { abs($0.minY - 19.0 / 3) < 0.001 } == true)
        #expect(session.frame("fareRow").map { abs($0.height - 109.0 / 3) < 0.001 } == true)
    }
}
