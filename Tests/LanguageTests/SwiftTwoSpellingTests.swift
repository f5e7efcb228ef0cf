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

    @Test("Swift 2's C-style loop, bare or in parentheses, runs as its while loop would, its increment after a continue too")
    func cStyleForLoop() {
        var session = Session()
        session.script("""
        class ShelfController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                for var i = 0; i < 3; i++ {
                    let slot = UIView(frame: CGRectMake(CGFloat(i) * 60, 20, 50, 50))
                    view.addSubview(slot)
                }
                for (var row = 0; row < 3; ++row) {
                    if row == 1 { continue }
                    let band = UIView(frame: CGRectMake(0, 100 + CGFloat(row) * 40, 375, 30))
                    view.addSubview(band)
                }
            }
        }
        """)
        // Slots at x 0, 60, 120; bands for rows 0 and 2 only: y 100 and 180.
        #expect(session.frame("slot") == Rect(x: 0, y: 20, width: 50, height: 50))
        #expect(session.frame("slot2") == Rect(x: 60, y: 20, width: 50, height: 50))
        #expect(session.frame("slot3") == Rect(x: 120, y: 20, width: 50, height: 50))
        #expect(session.frame("band") == Rect(x: 0, y: 100, width: 375, height: 30))
        #expect(session.frame("band2") == Rect(x: 0, y: 180, width: 375, height: 30))
        #expect(session.frame("band3") == nil)
    }

    @Test("a Swift 1 cell reads self.selected, and UIButton.buttonWithType(.System) as! UIButton is UIKit's system button")
    func swiftOneCellSpellings() {
        var session = Session()
        let outcomes = session.script("""
        class ChannelCell: UITableViewCell {
            override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let mute = UIButton.buttonWithType(UIButtonType.System) as! UIButton
                mute.setTitle("Mute", forState: UIControlState.Normal)
                mute.frame = CGRectMake(300, 7, 60, 30)
                contentView.addSubview(mute)
                if self.selected { mute.hidden = true }
            }
            required init(coder aDecoder: NSCoder) { fatalError("not used") }
        }
        """)
        #expect(session.frame("mute") == Rect(x: 300, y: 7, width: 60, height: 30))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("buttonWithType") })
    }
}
