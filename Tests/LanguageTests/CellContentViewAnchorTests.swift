import Language
import Layout
import Testing

/// A cell's own code holding its content view to the cell with anchors or
/// `NSLayoutConstraint(item:…)`, inset by a constant. UIKit insets the content view within the
/// cell; here the content view is the cell itself, so the constraint would read
/// "cell.top == cell.top + 8", a conflict UIKit does not have. It holds with its constant left
/// out, and a note says the inset is not modelled. Pastes are written for this test; frames are
/// derived by hand on the default 375×667 screen.
@Suite("a cell's content view inset within its cell by anchors or NSLayoutConstraint(item:)")
struct CellContentViewAnchorTests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    /// The label is 12 from the content view's top and bottom and 16 from its leading edge; the
    /// content view 8 inside the cell at top and bottom is not modelled, so the label is laid out
    /// in the cell: at (16, 12), the row 12 + 20.333 ("Hello" at 17 pt) + 12 = 44.333 tall, with
    /// no conflict.
    @Test("an inset content view is no conflict: the label is laid out in the cell, with a note",
          arguments: [
              ("contentView.topAnchor.constraint(equalTo: topAnchor, constant: 8)",
               "contentView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)"),
              ("NSLayoutConstraint(item: contentView, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 8)",
               "bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: 8)"),
          ])
    func insetContentView(_ top: String, _ bottom: String) {
        var session = Session()
        let outcomes = session.script("""
            class GreetingCell: UITableViewCell {
                let greeting = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    greeting.translatesAutoresizingMaskIntoConstraints = false
                    greeting.text = "Hello"
                    contentView.addSubview(greeting)
                    NSLayoutConstraint.activate([
                        \(top),
                        \(bottom),
                        greeting.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                        greeting.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        greeting.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        #expect(session.frame("greeting")?.minX == 16)
        #expect(session.frame("greeting")?.minY == 12)
        #expect(Self.notes(outcomes).contains { $0.contains("greetingCell.contentView is inset within its cell") })
    }

    /// A constant of 0 holds as written: nothing is said about an inset.
    @Test("a content view held to its cell at 0 says nothing about an inset")
    func zeroInset() {
        var session = Session()
        let outcomes = session.script("""
            class PlainCell: UITableViewCell {
                let caption = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    caption.text = "Hello"
                    contentView.addSubview(caption)
                    NSLayoutConstraint.activate([
                        contentView.topAnchor.constraint(equalTo: topAnchor),
                        contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
                        caption.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                        caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        #expect(session.frame("caption")?.minY == 12)
        #expect(!Self.notes(outcomes).contains { $0.contains("inset within its cell") })
    }
}
