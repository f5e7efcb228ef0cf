import Language
import Layout
import Testing

/// What code measures in the middle of an entry is what UIKit would measure then: a pasted view
/// class's `intrinsicContentSize` counts in its `systemLayoutSizeFitting` at once (UIKit updates
/// a view's constraints before it measures it), and a rect inset by edge insets is the rect less
/// them. Every paste here is written for this test; frames derived by hand on the default
/// 375×667 screen (the system font: "Swift" at 13 pt is 31 wide once rounded up to the pixel,
/// one line 15.667 tall).
@Suite("measuring in the middle of an entry")
struct MeasuredMidEntryTests {
    static let chip = """
        final class Chip: UIView {
            private let caption = UILabel()
            let padding = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
            init(text: String) {
                super.init(frame: .zero)
                caption.text = text
                caption.font = .systemFont(ofSize: 13)
                addSubview(caption)
            }
            required init?(coder: NSCoder) { fatalError() }
            override var intrinsicContentSize: CGSize {
                let inner = caption.intrinsicContentSize
                return CGSize(width: inner.width + padding.left + padding.right, height: inner.height + padding.top + padding.bottom)
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                caption.frame = bounds.inset(by: padding)
            }
        }
        """

    @Test("a pasted class's intrinsicContentSize is in its systemLayoutSizeFitting asked in the same entry")
    func fittingSeesTheOverride() {
        var session = Session()
        let outcomes = session.script(Self.chip + "\n" + """
            class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let chip = Chip(text: "Swift")
                    view.addSubview(chip)
                    chip.translatesAutoresizingMaskIntoConstraints = false
                    chip.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                    chip.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                    let size = chip.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    let shadow = UIView(frame: CGRect(x: 20, y: 100, width: size.width, height: size.height))
                    view.addSubview(shadow)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 31 + 8 + 8 wide; a 13-pt line (47/3 at the 3× pixel) + 4 + 4 tall.
        let chip = session.frame("chip")
        #expect(chip?.origin == Point(x: 20, y: 40))
        #expect(chip.map { $0.width == 47 && abs($0.height - (47.0 / 3 + 8)) < 0.001 } == true)
        let shadow = session.frame("shadow")
        #expect(shadow?.origin == Point(x: 20, y: 100))
        #expect(shadow.map { $0.width == 47 && abs($0.height - (47.0 / 3 + 8)) < 0.001 } == true)
    }

    @Test("after layoutIfNeeded() a frame read in the same entry counts the pasted class's intrinsicContentSize")
    func frameAfterLayoutIfNeeded() {
        var session = Session()
        let outcomes = session.script(Self.chip + "\n" + """
            class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let chip = Chip(text: "Swift")
                    view.addSubview(chip)
                    chip.translatesAutoresizingMaskIntoConstraints = false
                    chip.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    chip.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    view.layoutIfNeeded()
                    let below = UIView(frame: CGRect(x: chip.frame.maxX, y: 0, width: 10, height: 10))
                    view.addSubview(below)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("below") == Rect(x: 47, y: 0, width: 10, height: 10))
    }

    @Test("bounds.inset(by:) in layoutSubviews places the subview inside the padding")
    func insetByEdgeInsets() {
        var session = Session()
        let outcomes = session.script(Self.chip + "\n" + """
            let chip = Chip(text: "Swift")
            view.addSubview(chip)
            chip.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("caption") == Rect(x: 8, y: 4, width: 84, height: 22))
    }

    @Test("Swift 3's UIEdgeInsetsInsetRect is the same inset")
    func swift3Spelling() {
        var session = Session()
        let outcomes = session.script("""
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
            view.addSubview(card)
            let inner = UIView(frame: UIEdgeInsetsInsetRect(card.bounds, UIEdgeInsetsMake(10, 20, 30, 40)))
            card.addSubview(inner)
            let mark = UIView(frame: CGRect(x: CGRectGetMidX(card.frame), y: CGRectGetMinY(card.frame), width: 1, height: 1))
            view.addSubview(mark)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("inner") == Rect(x: 20, y: 10, width: 140, height: 60))
        #expect(session.frame("mark") == Rect(x: 110, y: 10, width: 1, height: 1))
    }

    @Test("a label's text is read back before the label is placed: a cell's init tests the text it just set")
    func labelTextBeforePlacement() {
        var session = Session()
        session.script("""
            class TagCell: UITableViewCell {
                let tagLabel = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    tagLabel.text = "News"
                    let width: CGFloat = (tagLabel.text?.count ?? 0) > 0 ? 60 : 0
                    contentView.addSubview(tagLabel)
                    tagLabel.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        tagLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        tagLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        tagLabel.widthAnchor.constraint(equalToConstant: width),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(session.frame("tagLabel")?.width == 60)
    }
}
