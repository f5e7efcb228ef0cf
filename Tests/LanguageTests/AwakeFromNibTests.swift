import Language
import Layout
import Testing

/// A view class that sets itself up in `awakeFromNib()` comes from a nib or a storyboard (a
/// table's prototype cell): shown from a paste that makes none, it is taken as loaded, and its
/// `awakeFromNib()` runs once it is made. A view the paste makes in code never has it called, as
/// in UIKit. The pastes are written for this test.
@Suite("awakeFromNib")
struct AwakeFromNibTests {
    @Test("a prototype cell that builds itself in awakeFromNib is shown built: its bar 16 in and 10 down, the row 10 + 24 + 10 = 44 tall")
    func prototypeCellIsBuilt() {
        var session = Session()
        let outcomes = session.script("""
        class RatingCell: UITableViewCell {
            let bar = UIView()
            override func awakeFromNib() {
                super.awakeFromNib()
                contentView.addSubview(bar)
                bar.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    bar.widthAnchor.constraint(equalToConstant: 90),
                    bar.heightAnchor.constraint(equalToConstant: 24)
                ])
            }
        }
        """)
        #expect(session.frame("ratingCell") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(session.frame("bar") == Rect(x: 16, y: 10, width: 90, height: 24))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("RatingCell overrides awakeFromNib(), which UIKit calls on a view loaded from a nib or a storyboard")
        })
    }

    @Test("a view the paste makes in code does not run its awakeFromNib: the bar it would add is never made")
    func codeMadeViewDoesNotAwake() {
        var session = Session()
        let outcome = session.run("""
        class BadgeView: UIView {
            let bar = UIView()
            override func awakeFromNib() {
                super.awakeFromNib()
                addSubview(bar)
            }
        }
        class ShelfController: UIViewController {
            let badge = BadgeView(frame: CGRect(x: 20, y: 40, width: 60, height: 30))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(badge)
            }
        }
        """)
        #expect(!outcome.failed)
        #expect(session.frame("badge") == Rect(x: 20, y: 40, width: 60, height: 30))
        #expect(session.frame("bar") == nil)
        #expect(!outcome.notes.contains { $0.contains("awakeFromNib") })
    }

    @Test("a class whose init(coder:) stops in fatalError cannot come from a nib: its awakeFromNib does not run, and its init(frame:) builds it")
    func classRefusingNibsDoesNotAwake() {
        var session = Session()
        let outcomes = session.script("""
        class TileCell: UICollectionViewCell {
            let icon = UIView()
            let stripe = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(icon)
                icon.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    icon.topAnchor.constraint(equalTo: contentView.topAnchor),
                    icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    icon.widthAnchor.constraint(equalToConstant: 40),
                    icon.heightAnchor.constraint(equalToConstant: 40),
                    icon.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    icon.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)
                ])
            }
            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
            override func awakeFromNib() {
                super.awakeFromNib()
                contentView.addSubview(stripe)
            }
        }
        """)
        #expect(session.frame("icon") == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(session.frame("stripe") == nil)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("awakeFromNib") })
    }

    @Test("an awakeFromNib that needs what only the nib has stops, and the view is shown as made, without it, and said so")
    func awakeThatStopsIsLeftOut() {
        var session = Session()
        let outcomes = session.script("""
        class NoteCell: UITableViewCell {
            let title = UIView()
            override func awakeFromNib() {
                super.awakeFromNib()
                fatalError("made in code only")
            }
        }
        """)
        #expect(session.frame("noteCell") == Rect(x: 0, y: 0, width: 375, height: rowContentHeight))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("NoteCell overrides awakeFromNib(), which UIKit calls on a view loaded from a nib or a storyboard; run here it stops at line 5")
        })
    }

    @Test("Xcode's template awakeFromNib (only super.awakeFromNib() and a comment) beside a cell built in init(style:) says nothing")
    func templateAwakeIsQuiet() {
        var session = Session()
        let outcomes = session.script("""
        class ScoreCell: UITableViewCell {
            let badge = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(badge)
                badge.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                    badge.widthAnchor.constraint(equalToConstant: 30),
                    badge.heightAnchor.constraint(equalToConstant: 30)
                ])
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
            override func awakeFromNib() {
                super.awakeFromNib()
                // Initialization code
            }
        }
        """)
        #expect(session.frame("badge") == Rect(x: 20, y: 8, width: 30, height: 30))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("awakeFromNib") })
    }
}
