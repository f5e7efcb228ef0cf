import Language
import Layout
import Testing

/// A table view cell made in code has UIKit's content-view margins since iOS 11 (11 at the top
/// and bottom, the table's 16 or 20 at the sides), as a storyboard's cell has. Every paste is
/// written for this test; frames are derived by hand on the default 375×667 screen unless the
/// test changes it.
@Suite("a code-made table cell's content-view margins")
struct TableCellContentMarginsTests {
    static let fareRow = """
    final class FareRow: UITableViewCell {
        let fare = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            fare.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(fare)
            MARGINS
            let guide = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                fare.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                fare.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                fare.topAnchor.constraint(equalTo: guide.topAnchor),
                fare.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                fare.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    """

    @Test("a table cell's content view has UIKit's margins: 11 at the top and bottom, the table's 16 at the sides")
    func tableCellContentMargins() {
        var session = Session()
        session.script(Self.fareRow.replacingOccurrences(of: "MARGINS", with: ""))
        // 16 + 343 + 16 = 375 wide; 11 + 30 + 11 = 52 tall (not 8 on every side: 359 wide, 46 tall).
        #expect(session.frame("fare") == Rect(x: 16, y: 11, width: 343, height: 30))
        #expect(session.frame("fareRow")?.height == 52)
    }

    @Test("on a screen wider than 375 the cell's side margins are the wider table's 20")
    func tableCellContentMarginsOnAWideScreen() {
        var session = Session()
        session.script("screen 414x896")
        session.script(Self.fareRow.replacingOccurrences(of: "MARGINS", with: ""))
        // 20 + 374 + 20 = 414.
        #expect(session.frame("fare") == Rect(x: 20, y: 11, width: 374, height: 30))
    }

    @Test("margins the cell's code sets on its content view replace UIKit's")
    func tableCellContentMarginsSetByCode() {
        var session = Session()
        let set = "contentView.layoutMargins = UIEdgeInsets(top: 4, left: 24, bottom: 4, right: 24)"
        session.script(Self.fareRow.replacingOccurrences(of: "MARGINS", with: set))
        #expect(session.frame("fare") == Rect(x: 24, y: 4, width: 327, height: 30))
        #expect(session.frame("fareRow")?.height == 38)
    }

    @Test("a collection view cell keeps a view's default margins of 8")
    func collectionCellKeepsDefaultMargins() {
        var session = Session()
        session.script("""
        final class StampTile: UICollectionViewCell {
            let stamp = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                stamp.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(stamp)
                let guide = contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    stamp.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    stamp.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    stamp.topAnchor.constraint(equalTo: guide.topAnchor),
                    stamp.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                    stamp.widthAnchor.constraint(equalToConstant: 40),
                    stamp.heightAnchor.constraint(equalToConstant: 40),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(session.frame("stamp") == Rect(x: 8, y: 8, width: 40, height: 40))
        #expect(session.frame("stampTile") == Rect(x: 0, y: 0, width: 56, height: 56))
    }

    @Test("a cell deriving from the app's own base cell, not in the paste, is a table cell: the standard row when its constraints give none")
    func appBaseCellGetsTheStandardRow() {
        var session = Session()
        session.script("""
        final class TabIconCell: AppBaseCell {
            let icon = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                addSubview(icon)
                icon.translatesAutoresizingMaskIntoConstraints = false
                icon.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                icon.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
                icon.widthAnchor.constraint(equalToConstant: 28).isActive = true
                icon.heightAnchor.constraint(equalToConstant: 28).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // Nothing reaches from the content's top to its bottom: UIKit's 44-point row; the icon is
        // the cell's own subview, so the cell itself, 44 tall, is shown, the icon centred in it at
        // (375 - 28) / 2 = 173.5, (44 - 28) / 2 = 8 (it was 0 tall, the icon at -14).
        #expect(session.frame("tabIconCell")?.height == 44)
        #expect(session.frame("icon") == Rect(x: 173.5, y: 8, width: 28, height: 28).snapped(toPixelsOf: 3))
    }

    @Test("a table cell's init reads the 320×44 frame UIKit gives a cell it has just made, not 0×0")
    func cellInitReadsTheInitialCellFrame() {
        var session = Session()
        session.script("""
        final class BadgeCell: UITableViewCell {
            let dot = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(dot)
                dot.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    dot.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                    dot.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
                    dot.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    dot.widthAnchor.constraint(equalToConstant: frame.width / 4),
                    dot.heightAnchor.constraint(equalToConstant: bounds.height / 2),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // 320 / 4 = 80 wide, 44 / 2 = 22 tall; the row 4 + 22 + 4 = 30 (it was 0×0 in an 8-point row).
        #expect(session.frame("dot") == Rect(x: 0, y: 4, width: 80, height: 22))
        #expect(session.frame("badgeCell")?.height == 30)
    }

    static let captionRow = """
    final class CaptionRow: UITableViewCell {
        let caption = UIView()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            HOLDER.addSubview(caption)
            caption.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                caption.topAnchor.constraint(equalTo: HOLDER.topAnchor, constant: 8),
                caption.leadingAnchor.constraint(equalTo: HOLDER.leadingAnchor, constant: 16),
                caption.widthAnchor.constraint(equalToConstant: 100),
                caption.heightAnchor.constraint(equalToConstant: 20),
                caption.bottomAnchor.constraint(equalTo: HOLDER.bottomAnchor, constant: -8),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    """

    @Test("a row measures the cell's content view: views added to the cell itself give it the standard 44, as UIKit's self-sizing row does")
    func viewsOnTheCellItselfDoNotSizeTheRow() {
        var onCell = Session()
        let outcomes = onCell.script(Self.captionRow.replacingOccurrences(of: "HOLDER.", with: ""))
        // Nothing in the content view: the standard row, the caption centred by nothing but its top 8.
        #expect(onCell.frame("captionRow")?.height == 44)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("adds its views to the cell itself, never to its contentView") })
        var inContent = Session()
        inContent.script(Self.captionRow.replacingOccurrences(of: "HOLDER", with: "contentView"))
        // In the content view the chain measures the row: 8 + 20 + 8 = 36.
        #expect(inContent.frame("captionRow")?.height == 36)
        #expect(inContent.frame("caption") == Rect(x: 16, y: 8, width: 100, height: 20))
    }
}
