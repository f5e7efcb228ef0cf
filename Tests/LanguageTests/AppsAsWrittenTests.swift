import Language
import Layout
import Testing

/// Pasted app files whose shape was missed: the app's static text helpers on a UIKit class, a
/// controller's view given a frame in viewDidLoad, and a view built only by an initialiser that
/// takes the app's values. Every paste is written for this test; frames are derived by hand on
/// the default 375×667 screen.
@Suite("app files as they are written")
struct AppsAsWrittenTests {
    @Test("the app's own static text helper on UILabel, assigned to attributedText, is skipped and the label is still laid out")
    func appStaticTextHelperIsNoView() {
        var session = Session()
        let outcomes = session.script("""
        final class TicketHeader: UIView {
            let route = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(route)
                route.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview().offset(12)
                    make.height.equalTo(24)
                }
                route.attributedText = UILabel.styledText(for: .headline, withText: "Oslo to Bergen")
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(session.frame("route").map { $0.minX == 12 && $0.minY == 12 && $0.height == 24 } == true)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'UILabel.styledText(…)'") })
    }

    @Test("a frame given to the controller's view in viewDidLoad is replaced by the screen's when it is shown")
    func rootFrameInViewDidLoadIsReplaced() {
        var session = Session()
        let outcomes = session.script("""
        final class CanvasScreen: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.frame = CGRect(x: 0, y: 0, width: 768, height: 1024)
                let panel = UIView()
                panel.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(panel)
                NSLayoutConstraint.activate([
                    panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                    panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
                    panel.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
                    panel.heightAnchor.constraint(equalToConstant: 50),
                ])
            }
        }
        """)
        // On the 375×667 screen: 375 - 20 wide, its bottom 10 above 667.
        #expect(session.frame("panel") == Rect(x: 10, y: 607, width: 355, height: 50))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("in viewDidLoad: the view controller's view is not on screen yet") })
    }

    @Test("a view built only by an initialiser taking the app's values is made with it, and a note says so")
    func viewBuiltByAppValuedInitializerIsNamed() {
        var session = Session()
        let outcomes = session.script("""
        final class ReceiptCard: UIView {
            convenience init(frame: CGRect, total: String, currency: String) {
                self.init(frame: frame)
                let amount = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
                amount.text = total
                addSubview(amount)
            }
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("ReceiptCard(frame:total:currency:) ('total', 'currency' are the app's, not in the paste)")
        })
        #expect(session.frame("amount") == Rect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test("an app-valued initialiser that builds through a method of the class is used too")
    func viewBuiltThroughAMethodOfTheInitializerIsNamed() {
        var session = Session()
        let outcomes = session.script("""
        final class TallyView: UIView {
            convenience init(visits: String, likes: String) {
                self.init(frame: .zero)
                fill(visits: visits, likes: likes)
            }
            private func fill(visits: String, likes: String) {
                let first = UILabel()
                first.text = visits
                addSubview(first)
            }
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("TallyView(visits:likes:)") })
        #expect(session.frame("first") != nil)
    }

    @Test("a view whose plain init() builds it gets no such note")
    func viewBuiltByPlainInitHasNoNote() {
        var session = Session()
        let outcomes = session.script("""
        final class ChipRow: UIStackView {
            init() {
                super.init(frame: .zero)
                axis = .horizontal
                translatesAutoresizingMaskIntoConstraints = false
                heightAnchor.constraint(equalToConstant: 32).isActive = true
            }
            required init(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(session.frame("chipRow")?.height == 32)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("is shown empty") })
    }

    @Test("a rect less its insets, rect.inset(by:) and Swift 3's UIEdgeInsetsInsetRect, is UIKit's: each edge moved inward")
    func rectInsetByInsets() {
        var session = Session()
        session.script("""
        let slip = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100).inset(by: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)))
        view.addSubview(slip)
        let stub = UIView(frame: UIEdgeInsetsInsetRect(CGRect(x: 0, y: 200, width: 200, height: 100), UIEdgeInsetsMake(10, 20, 30, 40)))
        view.addSubview(stub)
        """)
        // x 0 + 20, width 200 - 20 - 40; y + 10, height 100 - 10 - 30.
        #expect(session.frame("slip") == Rect(x: 20, y: 10, width: 140, height: 60))
        #expect(session.frame("stub") == Rect(x: 20, y: 210, width: 140, height: 60))
    }

    @Test("a cell's code setting contentView.frame (spacing between rows) is said, not silently put back")
    func cellContentViewFrameIsSaid() {
        var session = Session()
        let outcomes = session.script("""
        final class LedgerRow: UITableViewCell {
            let amount = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(amount)
                amount.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    amount.topAnchor.constraint(equalTo: contentView.topAnchor),
                    amount.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    amount.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    amount.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    amount.heightAnchor.constraint(equalToConstant: 50),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                contentView.frame = contentView.frame.inset(by: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
            }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("ledgerRow.contentView.frame is set in code: UIKit lays the cell's content out in that frame") })
        #expect(!notes.contains { $0.contains("the next layout pass puts it back") })
        #expect(session.frame("amount") == Rect(x: 0, y: 0, width: 375, height: 50))
    }
}
