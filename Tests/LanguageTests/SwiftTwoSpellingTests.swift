import Language
import Layout
import Testing

/// Swift 1–2 spellings UIKit and Swift had, read as their modern equivalents: a method's first
/// parameter without an argument label, `insertSubview(_:atIndex:)`. Every paste is written for
/// this test; frames are derived by hand on the default 375×667 screen.
@Suite("Swift 2 spellings")
struct SwiftTwoSpellingTests {
    @Test("a method declared func place(side: CGFloat, inset: CGFloat) is called as place(40, inset: 8), as Swift 2 called it")
    func firstParameterWithoutLabel() {
        var session = Session()
        session.script("""
        class PosterController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                place(40, inset: 8)
            }
            func place(side: CGFloat, inset: CGFloat) {
                let stamp = UIView(frame: CGRectMake(inset, inset, side, side))
                view.addSubview(stamp)
            }
        }
        """)
        #expect(session.frame("stamp") == Rect(x: 8, y: 8, width: 40, height: 40))
    }

    @Test("a Swift 2 cell's setSelected(selected:animated:) override runs when its table shows it")
    func swiftTwoSetSelected() {
        var session = Session()
        session.script("""
        class TicketCell: UITableViewCell {
            let mark = UIView()
            override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                mark.frame = CGRectMake(16, 12, 20, 20)
                contentView.addSubview(mark)
            }
            required init?(coder aDecoder: NSCoder) { fatalError("not used") }
            override func setSelected(selected: Bool, animated: Bool) {
                super.setSelected(selected, animated: animated)
                mark.hidden = !selected
            }
        }
        """)
        #expect(session.frame("mark") == Rect(x: 16, y: 12, width: 20, height: 20))
    }

    @Test("a label still required where the method's first parameter has a label of its own")
    func labelledFirstParameterStaysRequired() {
        var session = Session()
        session.script("func inset(by amount: CGFloat) -> CGFloat { return amount * 2 }")
        let rendered = session.failing("let twice = inset(4)")
        #expect(rendered.contains("needs 'by:' here"))
    }

    @Test("insertSubview(_:atIndex:) adds the view, as insertSubview(_:at:) does")
    func insertSubviewAtIndex() {
        var session = Session()
        session.script("""
        let backdrop = UIImageView(frame: CGRectMake(0, 0, 375, 200))
        view.insertSubview(backdrop, atIndex: 0)
        """)
        #expect(session.frame("backdrop") == Rect(x: 0, y: 0, width: 375, height: 200))
    }
}
