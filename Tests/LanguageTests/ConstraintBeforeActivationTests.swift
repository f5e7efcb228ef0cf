import Language
import Layout
import Testing

/// A constraint made in a view's own `init`, before the view is in a window, is an inactive
/// `NSLayoutConstraint` UIKit lets code change freely: its priority and constant set before
/// `isActive = true` are the ones it is activated with. Every paste is written for this test;
/// frames are derived by hand on the default 375×667 screen.
@Suite("a constraint changed before it is activated, in a view's own init")
struct ConstraintBeforeActivationTests {
    static let tile = """
    final class Tile: UIView {
        let badge = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            badge.translatesAutoresizingMaskIntoConstraints = false
            addSubview(badge)
            let gap = badge.topAnchor.constraint(equalTo: topAnchor)
            gap.constant = 12
            gap.isActive = true
            badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
            badge.widthAnchor.constraint(equalToConstant: gap.constant * 3).isActive = true
            let tall = badge.heightAnchor.constraint(equalToConstant: 90)
            tall.priority = UILayoutPriority(999)
            tall.isActive = true
            badge.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -8).isActive = true
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    let tile = Tile()
    tile.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tile)
    tile.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
    tile.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
    tile.widthAnchor.constraint(equalToConstant: 200).isActive = true
    tile.heightAnchor.constraint(equalToConstant: 80).isActive = true
    """

    @Test("a priority set on a kept constraint in init, before isActive, is the one it is activated with")
    func priorityBeforeActivation() {
        var session = Session()
        session.script(Self.tile)
        // The 90 at 999 gives way to bottom ≤ 80 − 8 = 72: top 12, so 60 tall. Required, it would
        // conflict with the 80-tall tile.
        #expect(session.frame("badge") == Rect(x: 16, y: 12, width: 36, height: 60))
        #expect(session.frame("tile") == Rect(x: 0, y: 100, width: 200, height: 80))
    }

    @Test("a constant set before activation is used, and reading it back gives it")
    func constantBeforeActivation() {
        var session = Session()
        session.script(Self.tile.replacingOccurrences(of: "gap.constant = 12", with: "gap.constant = 10"))
        // Top 10; width = 3 × 10 = 30; bottom ≤ 72, so 62 tall.
        #expect(session.frame("badge") == Rect(x: 16, y: 10, width: 30, height: 62))
    }

    @Test("a table cell's init that lowers a kept constraint's priority before activating it is shown, not stopped")
    func cellPriorityBeforeActivation() {
        var session = Session()
        let outcomes = session.script("""
        final class FareCell: UITableViewCell {
            let stamp = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                stamp.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(stamp)
                NSLayoutConstraint.activate([
                    stamp.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                    stamp.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                    stamp.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
                    stamp.widthAnchor.constraint(equalToConstant: 24),
                ])
                let h = stamp.heightAnchor.constraint(equalToConstant: 50)
                h.priority = .defaultHigh
                h.isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(!notes.contains { $0.contains("is not shown") }, "\(notes)")
        // Self-sizing row: 6 + 50 + 6 = 62 tall; the stamp at (20, 6).
        #expect(session.frame("stamp") == Rect(x: 20, y: 6, width: 24, height: 50))
        #expect(session.frame("fareCell")?.height == 62)
    }

    @Test("a subview's didSet that changes the constant of a constraint its own init activated, while both it and the cell making it wait to be placed, is kept with it: the dot 12 down, the row 12 + 20 + 12 = 44")
    func constantChangedInAnotherWaitingTree() {
        var session = Session()
        session.script("""
        class TagCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let chip = ChipView()
                chip.title = "New"
                contentView.addSubview(chip)
                chip.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    chip.topAnchor.constraint(equalTo: contentView.topAnchor),
                    chip.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    chip.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    chip.widthAnchor.constraint(equalToConstant: 100)
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class ChipView: UIView {
            private let dot = UIView()
            private var dotTop: NSLayoutConstraint!
            var title: String = "" {
                didSet { dotTop.constant = title.isEmpty ? 0 : 12 }
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(dot)
                dot.translatesAutoresizingMaskIntoConstraints = false
                dotTop = dot.topAnchor.constraint(equalTo: topAnchor)
                NSLayoutConstraint.activate([
                    dotTop,
                    dot.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
                    dot.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                    dot.widthAnchor.constraint(equalToConstant: 20),
                    dot.heightAnchor.constraint(equalToConstant: 20)
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(session.frame("dot") == Rect(x: 8, y: 12, width: 20, height: 20))
        #expect(session.frame("tagCell")?.height == 44)
    }
}
