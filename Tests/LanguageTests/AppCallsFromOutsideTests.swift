import Language
import Layout
import Testing

/// A view class pasted alone whose building the app does from outside the paste: a method the
/// app calls after adding the view, a cell's `configure(with:)` its table calls with the app's
/// data, a cell that makes its constraints in `layoutSubviews`, after its table measured the
/// row. Every paste here is written for this test; the frames are derived by hand on the default
/// 375×667 screen.
@Suite("a shown view built by what the app calls from outside the paste")
struct AppCallsFromOutsideTests {
    @Test("a set-up method of no arguments that nothing in the paste calls runs once the shown view is made, and a note says so")
    func uncalledSetUpMethodRuns() {
        var session = Session()
        // The badge is 16 in and 12 down, 40×24, and holds the row's bottom 12 below it: the row
        // is 12 + 24 + 12 = 48 tall; nothing fixes its width, so it fills the screen's 375.
        let outcomes = session.script("""
        final class SeatRow: UIView {
            let badge = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(badge)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            func setupConstraints() {
                badge.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                    badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    badge.widthAnchor.constraint(equalToConstant: 40),
                    badge.heightAnchor.constraint(equalToConstant: 24),
                    bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: 12),
                ])
            }

            func highlight() { backgroundColor = .yellow }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("seatRow") == Rect(x: 0, y: 0, width: 375, height: 48))
        #expect(session.frame("badge") == Rect(x: 16, y: 12, width: 40, height: 24))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("nothing in the paste calls SeatRow's setupConstraints(), which builds the view: it ran") })
        // A method that builds nothing is not the app's set-up: not named.
        #expect(!notes.contains { $0.contains("highlight") })
    }

    @Test("a set-up method however its name is cased (setUpviews) is a set-up method: it runs, and the note says so")
    func setUpMethodCasedAnyWay() {
        var session = Session()
        // The tile is placed by its frame inside the item: 8 in, 8 down, 30×30.
        let outcomes = session.script("""
        class StampCell: UICollectionViewCell {
            let tile = UIView()
            func setUpviews() {
                tile.frame = CGRect(x: 8, y: 8, width: 30, height: 30)
                contentView.addSubview(tile)
            }
        }
        """)
        #expect(session.frame("tile") == Rect(x: 8, y: 8, width: 30, height: 30))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("nothing in the paste calls StampCell's setUpviews(), which builds the view: it ran") })
    }

    @Test("a method that builds the view when the app's event comes (expand()) is not run, and a note names it")
    func eventBuilderIsNamed() {
        var session = Session()
        // Built in its init: a 50-tall strip 10 from the top; expand() would add a second one.
        let outcomes = session.script("""
        final class DrawerView: UIView {
            let strip = UIView()
            let extra = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                strip.frame = CGRect(x: 0, y: 10, width: 200, height: 50)
                addSubview(strip)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            func expand() {
                extra.frame = CGRect(x: 0, y: 70, width: 200, height: 50)
                addSubview(extra)
            }
        }
        """)
        #expect(session.frame("strip") == Rect(x: 0, y: 10, width: 200, height: 50))
        #expect(session.frame("extra") == nil)
        #expect(outcomes.flatMap(\.notes).contains("DrawerView's expand() adds subviews or constraints, but nothing in the paste calls "
            + "it and its name does not say it sets the view up (an event of the app's): not run, so the view is shown without what it adds"))
    }

    @Test("a method that builds the view from the app's data is not run, and the note names it and the data it wants")
    func builderTakingTheAppsDataIsNamed() {
        var session = Session()
        // Made as its table makes it, the cell holds nothing: its constraints give no height, so
        // the standard 44.
        let outcomes = session.script("""
        final class ReceiptCell: UITableViewCell {
            private let amount = UILabel()

            func configure(with receipt: Receipt) {
                amount.text = receipt.total
                contentView.addSubview(amount)
                amount.translatesAutoresizingMaskIntoConstraints = false
                amount.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10).isActive = true
                amount.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20).isActive = true
            }
        }
        """)
        #expect(session.frame("receiptCell") == Rect(x: 0, y: 0, width: 375, height: rowContentHeight))
        #expect(session.frame("amount") == nil)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("ReceiptCell is shown without what configure(with:) (taking Receipt) adds (subviews or constraints): "
                        + "nothing in the paste calls it")
        })
    }

    @Test("a cell that makes its constraints in layoutSubviews keeps the row height its table measured before they were made")
    func cellConstrainedInLayoutSubviewsKeepsItsMeasuredRow() {
        var session = Session()
        // Before layoutSubviews the cell has no constraints: its content collapses to zero and the
        // table uses 44. Then the thumbnail, 6 from the top, the bottom and the leading edge and
        // as wide as it is tall, is 32×32 at (6,6); the title 12 after it, 10 down.
        let outcomes = session.script("""
        final class OrderCell: UITableViewCell {
            let thumbnail = UIImageView()
            let title = UILabel()

            override func layoutSubviews() {
                super.layoutSubviews()
                [thumbnail, title].forEach { contentView.addSubview($0) }
                thumbnail.snp.makeConstraints {
                    $0.leading.top.bottom.equalToSuperview().inset(6)
                    $0.width.equalTo(thumbnail.snp.height)
                }
                title.snp.makeConstraints {
                    $0.leading.equalTo(thumbnail.snp.trailing).offset(12)
                    $0.top.equalToSuperview().offset(10)
                }
            }
        }
        """)
        // The row's 44 less the separator's pixel: the thumbnail 6 in on every side of 43.667.
        #expect(session.frame("orderCell") == Rect(x: 0, y: 0, width: 375, height: rowContentHeight))
        #expect(session.frame("thumbnail")?.isAbout(Rect(x: 6, y: 6, width: rowContentHeight - 12, height: rowContentHeight - 12)) == true)
        #expect(session.frame("title").map { abs($0.minX - (rowContentHeight - 12 + 18)) < 1e-6 && $0.minY == 10 } == true)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("OrderCell makes constraints in layoutSubviews, which runs after the table has measured the row: its content view is 43.667 tall") })
    }

    @Test("a cell whose layoutSubviews builds through a method of its own measures its content view at the row's height, not at zero")
    func cellBuildingThroughAHelperSeesTheMeasuredRow() {
        var session = Session()
        // layoutSubviews calls arrangeRoute(), which reads the content view's height: the table
        // has measured the row by then (nothing constrained yet: 44), so a quarter of it is 11,
        // and the route label sits 4 down, 12 in, 11 tall.
        let outcomes = session.script("""
        final class FareCell: UITableViewCell {
            let route = UILabel()

            override func layoutSubviews() {
                super.layoutSubviews()
                arrangeRoute()
            }

            private func arrangeRoute() {
                let quarter = contentView.frame.height / 4
                contentView.addSubview(route)
                route.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    route.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                    route.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                    route.heightAnchor.constraint(equalToConstant: quarter),
                ])
            }
        }
        """)
        #expect(session.frame("fareCell") == Rect(x: 0, y: 0, width: 375, height: rowContentHeight))
        #expect(session.frame("route")?.isAbout(Rect(x: 12, y: 4, width: 0, height: rowContentHeight / 4).snapped(toPixelsOf: 3)) == true)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("FareCell makes constraints in layoutSubviews") })
    }

    @Test("a cell whose layoutSubviews lays out with Stevia through a method of its own gives its rows the measured height")
    func cellBuildingWithSteviaThroughAHelperSeesTheMeasuredRow() {
        var session = Session()
        // The row is 44 when setupRows() runs; Stevia's `~` makes each of the two rows half of
        // it, 22, stacked from the top; `|-…-|` keeps 8 from each side: 359 wide.
        _ = session.script("""
        import Stevia

        final class PlanCell: UITableViewCell {
            let heading = UILabel()
            let detail = UILabel()

            override func layoutSubviews() {
                super.layoutSubviews()
                setupRows()
            }

            fileprivate func setupRows() {
                let half = contentView.frame.height / 2
                contentView.sv(heading, detail)
                contentView.layout(
                    0,
                    |-heading-| ~ half,
                    0,
                    |-detail-| ~ half
                )
            }
        }
        """)
        #expect(session.frame("planCell") == Rect(x: 0, y: 0, width: 375, height: rowContentHeight))
        #expect(session.frame("heading")?.isAbout(Rect(x: 8, y: 0, width: 359, height: rowContentHeight / 2).snapped(toPixelsOf: 3)) == true)
        #expect(session.frame("detail")?.isAbout(Rect(x: 8, y: rowContentHeight / 2, width: 359, height: rowContentHeight / 2).snapped(toPixelsOf: 3)) == true)
    }

    @Test("a cell that makes the same constraints in its init is as tall as they make it")
    func cellConstrainedInInitSizesItsRow() {
        var session = Session()
        // 6 + 50 + 6 = 62: the thumbnail's height, fixed here, gives the row its height.
        session.script("""
        final class BasketCell: UITableViewCell {
            let thumbnail = UIImageView()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(thumbnail)
                thumbnail.snp.makeConstraints {
                    $0.leading.top.bottom.equalToSuperview().inset(6)
                    $0.width.height.equalTo(50)
                }
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """)
        #expect(session.frame("basketCell") == Rect(x: 0, y: 0, width: 375, height: 62))
        #expect(session.frame("thumbnail") == Rect(x: 6, y: 6, width: 50, height: 50))
    }

    @Test("a view shown alone whose height nothing in it sets fills the screen, not only the width its text asks for, as its controller shows it")
    func screenContentViewFillsTheScreen() {
        var session = Session()
        // Nothing sets the view's height, so it is the screen's 667; the greeting is pinned 32
        // from both sides and centred: 375 − 64 = 311 wide at x 32, not the text's width plus 64.
        let outcomes = session.script("""
        final class WelcomeView: UIView {
            let greeting = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                greeting.text = "Hello, Marigold!"
                greeting.translatesAutoresizingMaskIntoConstraints = false
                addSubview(greeting)
                NSLayoutConstraint.activate([
                    greeting.centerYAnchor.constraint(equalTo: centerYAnchor),
                    greeting.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 32),
                    greeting.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -32),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """)
        #expect(session.frame("welcomeView") == Rect(x: 0, y: 0, width: 375, height: 667))
        let greeting = session.frame("greeting") ?? .zero
        #expect(greeting.origin.x == 32 && greeting.size.width == 311)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("shown filling the screen, as a controller shows its content view") })
        // A capsule whose content sets its height keeps its own size.
        session.script("""
        final class CountBadge: UIView {
            let count = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                count.text = "12"
                count.translatesAutoresizingMaskIntoConstraints = false
                addSubview(count)
                NSLayoutConstraint.activate([
                    count.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                    count.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
                    count.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                    count.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """)
        let badge = session.frame("countBadge") ?? .zero
        #expect(badge.size.width < 60 && badge.size.height < 40)
    }

    @Test("a section header whose constraints give it no height is said to be left to the app's heightForHeaderInSection")
    func collapsedSectionHeaderIsSaid() {
        var session = Session()
        // The banner hangs from the header's top, 120 tall, and nothing holds the header's bottom.
        let outcomes = session.script("""
        final class ShelfHeader: UITableViewHeaderFooterView {
            let banner = UIView()
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                banner.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(banner)
                NSLayoutConstraint.activate([
                    banner.topAnchor.constraint(equalTo: contentView.topAnchor),
                    banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    banner.heightAnchor.constraint(equalToConstant: 120),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """)
        #expect(session.frame("shelfHeader") == Rect(x: 0, y: 0, width: 375, height: 0))
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 120))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("ShelfHeader: its constraints give the section header no height, so it is 0 tall here")
        })
    }

    @Test("a section header whose content holds its top and bottom is as tall as its content, with no word of a collapse")
    func sectionHeaderHeldByItsContent() {
        var session = Session()
        // Made with a zero frame, the header breaks the bottom edge when it goes in; once the
        // table holds the header, it holds again: 14 + 40 + 14.
        let outcomes = session.script("""
        final class DayHeader: UITableViewHeaderFooterView {
            let stripe = UIView()
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                contentView.addSubview(stripe)
                stripe.snp.makeConstraints { make in
                    make.top.equalTo(contentView.snp.top).offset(14)
                    make.leading.trailing.equalTo(contentView)
                    make.height.equalTo(40)
                    make.bottom.equalTo(contentView.snp.bottom).offset(-14)
                }
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """)
        #expect(session.frame("dayHeader") == Rect(x: 0, y: 0, width: 375, height: 68))
        #expect(session.frame("stripe") == Rect(x: 0, y: 14, width: 375, height: 40))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("give the section header no height") })
    }

    static let linkCard = """
    final class LinkCard: UIView {
        private var needsBuilding = true
        var compact: Bool = false {
            didSet {
                if needsBuilding {
                    buildUI()
                    needsBuilding = false
                }
            }
        }
        let caption = UIView()
        private func buildUI() {
            addSubview(caption)
            caption.translatesAutoresizingMaskIntoConstraints = false
            let views: [String: AnyObject] = ["caption": caption]
            NSLayoutConstraint.activateConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|-10-[caption]-10-|", options: [], metrics: nil, views: views))
            NSLayoutConstraint.activateConstraints(NSLayoutConstraint.constraintsWithVisualFormat("V:|-6-[caption(20)]-6-|", options: [], metrics: nil, views: views))
        }
    }
    """

    @Test("a builder called only from the didSet of a property nothing in the paste sets runs as the app setting it would, and a note says so")
    func builderBehindAnUnsetObserver() {
        var session = Session()
        let outcomes = session.script(Self.linkCard)
        // 10 in from each side of the screen-wide card, 6 down, 20 tall.
        #expect(session.frame("caption") == Rect(x: 10, y: 6, width: 355, height: 20))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("LinkCard: buildUI() is called only from the didSet of a property nothing in the paste sets")
        })
    }

    @Test("where the paste sets that property, its observer builds the view and the builder is not run again")
    func builderBehindASetObserver() {
        var session = Session()
        session.script(Self.linkCard + """

        let card = LinkCard(frame: CGRect(x: 0, y: 40, width: 300, height: 32))
        card.compact = true
        view.addSubview(card)
        """)
        #expect(session.frame("caption") == Rect(x: 10, y: 6, width: 280, height: 20))
    }
}
