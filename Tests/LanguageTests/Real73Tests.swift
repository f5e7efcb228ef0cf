import Language
import Layout
import Testing

/// Shapes met in app files of set 73: a controller's view built in `loadView` from a local, Swift 2
/// font calls, and cells shown on their own. Every paste is written for this test; frames are
/// derived by hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 73")
struct Real73Tests {
    @Test("a view kept in a local and made the controller's view in loadView keeps what its init constrained")
    func loadViewAdoptsALocalView() {
        var session = Session()
        let outcomes = session.script("""
        final class Shelf: UIView {
            let tray = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                tray.translatesAutoresizingMaskIntoConstraints = false
                addSubview(tray)
                NSLayoutConstraint.activate([
                    tray.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                    tray.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -30),
                    tray.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                    tray.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class ShelfController: UIViewController {
            override func loadView() {
                let shelf = Shelf()
                shelf.backgroundColor = .white
                view = shelf
            }
        }
        """)
        // The shelf is the controller's view: the root view, whose margins are the controller's
        // system minimum, 16 at each side on a 375-wide phone. tray: x 16, right edge 375 − 30 =
        // 345, so 329 wide; top 12, 44 tall.
        #expect(outcomes.flatMap(\.diagnostics).isEmpty)
        #expect(session.frame("tray") == Rect(x: 16, y: 12, width: 329, height: 44))
    }

    @Test("Swift 2's font calls: fontWithSize and the class methods that became class properties")
    func swift2FontCalls() {
        var session = Session()
        let outcomes = session.script("""
        class CaptionView: UIView {
            let heading = UILabel()
            let caption = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                heading.text = "Arrivals"
                heading.font = UIFont.systemFontOfSize(UIFont.labelFontSize())
                caption.text = "Platform 4"
                caption.font = caption.font.fontWithSize(UIFont.smallSystemFontSize())
                heading.translatesAutoresizingMaskIntoConstraints = false
                caption.translatesAutoresizingMaskIntoConstraints = false
                addSubview(heading)
                addSubview(caption)
                heading.topAnchor.constraintEqualToAnchor(topAnchor, constant: 10).active = true
                heading.leftAnchor.constraintEqualToAnchor(leftAnchor, constant: 10).active = true
                caption.topAnchor.constraintEqualToAnchor(heading.bottomAnchor, constant: 2).active = true
                caption.leftAnchor.constraintEqualToAnchor(heading.leftAnchor).active = true
            }
            required init?(coder aDecoder: NSCoder) { fatalError() }
        }
        let board = CaptionView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.addSubview(board)
        """)
        // labelFontSize() is 17: one line is 17 × 1.1934 = 20.29, 20.333 on the pixel grid.
        // smallSystemFontSize() is 12: 12 × 1.1934 = 14.32, 14.333. The caption sits 2 below.
        let heading = session.frame("heading"), caption = session.frame("caption")
        #expect(abs((heading?.height ?? 0) - 20.333) < 0.01)
        #expect(abs((caption?.height ?? 0) - 14.333) < 0.01)
        #expect(abs((caption?.minY ?? 0) - 32.333) < 0.01)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("fontWithSize") || $0.contains("FontSize") })
    }

    @Test("a collection cell laid out by frames alone is shown at a flow layout's default item size, said to be the app's")
    func framesOnlyCollectionCell() {
        var session = Session()
        let outcomes = session.script("""
        class TileCell: UICollectionViewCell {
            let badge = UIView()
            let caption = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(badge)
                contentView.addSubview(caption)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                badge.frame = CGRect(x: 4, y: 4, width: bounds.width - 8, height: bounds.height / 2)
                caption.frame = CGRect(x: 0, y: badge.frame.maxY, width: contentView.bounds.width, height: 12)
            }
        }
        """)
        // Its constraints give it no size: it is shown 50×50, UICollectionViewFlowLayout's default
        // itemSize. badge: (4, 4) and 50 − 8 = 42 wide, 50 / 2 = 25 tall; caption below it at 29,
        // as wide as the content view, 50.
        #expect(session.frame("badge") == Rect(x: 4, y: 4, width: 42, height: 25))
        #expect(session.frame("caption") == Rect(x: 0, y: 29, width: 50, height: 12))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("UICollectionViewFlowLayout's default itemSize") && $0.contains("sizeForItemAt")
        })

        // One its constraints size keeps its compressed fitting size, as a self-sizing layout gives it.
        var sized = Session()
        _ = sized.script("""
        class ChipCell: UICollectionViewCell {
            let dot = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                dot.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(dot)
                NSLayoutConstraint.activate([
                    dot.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                    dot.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
                    dot.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
                    dot.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6),
                    dot.widthAnchor.constraint(equalToConstant: 20),
                    dot.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // 6 + 20 + 6 = 32 wide, 6 + 10 + 6 = 22 tall.
        #expect(sized.frame("dot") == Rect(x: 6, y: 6, width: 20, height: 10))
        #expect(sized.frame("chipCell")?.size == Size(width: 32, height: 22))
    }

    @Test("a cell's content view with its mask turned off is said to be left unplaced by UIKit")
    func cellContentViewMaskOff() {
        var session = Session()
        let outcomes = session.script("""
        class NoteRow: UITableViewCell {
            let memo = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                memo.text = "Due"
                memo.translatesAutoresizingMaskIntoConstraints = false
                contentView.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(memo)
                NSLayoutConstraint.activate([
                    memo.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    memo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                    memo.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // UIKit's content view is then placed by nothing: said. The row is shown as the table
        // holds the cell: 12 + 20.333 + 12 = 44.333 tall, the label at (20, 12).
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("noteRow.contentView.translatesAutoresizingMaskIntoConstraints = false: UIKit's table cell places and sizes")
        })
        #expect(session.frame("memo")?.origin == Point(x: 20, y: 12))
        #expect(abs((session.frame("noteRow")?.height ?? 0) - 44.333) < 0.01)
    }

    @Test("randomElement() picks the first element, said, so that every run lays out the same")
    func randomElementPicksTheFirst() {
        var session = Session()
        let outcomes = session.script("""
        let sizes: [CGFloat] = [40, 80, 120]
        let tile = UIView()
        tile.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tile)
        NSLayoutConstraint.activate([
            tile.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            tile.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            tile.widthAnchor.constraint(equalToConstant: 100),
            tile.heightAnchor.constraint(equalToConstant: sizes.randomElement()!),
        ])
        """)
        // The app picks anew at each run; the first, 40, is used: (10, 10, 100, 40).
        #expect(session.frame("tile") == Rect(x: 10, y: 10, width: 100, height: 40))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("randomElement() is random: the first element, 40, is used here")
        })
    }
}
