import Language
import Layout
import Testing

/// Shapes met in app files of set 78: frames worked out in `Int`s, a control's size read back
/// from its own frame. Every paste is written for this test; frames are derived by hand on the
/// default bare 375×667 screen.
@Suite("app files: real apps, set 78")
struct Real78Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    /// The lines an entry printed, in order.
    static func printed(_ outcomes: [Outcome]) -> [String] {
        outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    @Test("`/` on an Int variable drops the remainder, as Swift's Int division does; a CGFloat's keeps it")
    func intDivisionDropsTheRemainder() {
        var session = Session()
        let outcomes = session.script("""
        class TilesViewController: UIViewController {
            var columns = 0
            let strip = UIView()
            let tile = UIView()
            let gauge = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                columns = Int(UIScreen.main.bounds.width)
                strip.frame = CGRect(x: 10, y: 40, width: columns / 8, height: 20)
                view.addSubview(strip)
                let pad: CGFloat = 375
                tile.frame = CGRect(x: 10, y: 80, width: pad / 8, height: 20)
                view.addSubview(tile)
                var left = 7
                left /= 2
                let rows = 9 / 4
                gauge.frame = CGRect(x: CGFloat(left), y: CGFloat(rows), width: CGFloat(columns / 2), height: 4)
                view.addSubview(gauge)
                for step in 0..<3 {
                    print(step / 2, columns / 100)
                }
            }
        }
        """)
        // columns is an Int, 375: 375 / 8 is 46 in Int division, so strip is (10,40,46,20).
        // pad is a CGFloat: 375 / 8 = 46.875, so tile is (10,80,46.875,20).
        // left = 7 / 2 = 3; rows = 9 / 4 = 2 (literals alone, no type written: Int);
        // columns / 2 = 187: gauge (3,2,187,4). The loop's step is an Int: 0, 0, 1; 375 / 100 = 3.
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 10, y: 40, width: 46, height: 20))
        #expect(session.frame("tile") == Rect(x: 10, y: 80, width: 46.875, height: 20))
        #expect(session.frame("gauge") == Rect(x: 3, y: 2, width: 187, height: 4))
        #expect(Self.printed(outcomes) == ["0 3", "0 3", "1 3"])
        // Both are Ints in the code: no note guesses their type.
        #expect(!Self.notes(outcomes).contains { $0.contains("is not worked out here") })
    }

    @Test("a switch made with no frame is 51×31 from its init, so code that reads its frame to place it reads UIKit's size")
    func switchFrameFromInit() {
        var session = Session()
        let outcomes = session.script("""
        class TogglesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let margin: CGFloat = 24
                let right = UISwitch()
                var rect = right.frame
                rect.origin = CGPoint(x: view.bounds.width - (rect.size.width + margin), y: 60)
                right.frame = rect
                view.addSubview(right)
                let stepper = UIStepper()
                stepper.frame.origin.y = right.frame.maxY + 10
                view.addSubview(stepper)
                print(right.frame.size, stepper.frame.size)
            }
        }
        """)
        // UISwitch() is 51×31: x = 375 - (51 + 24) = 300, so (300,60,51,31). UIStepper() is
        // 94×32 from its init, at y 91 + 10 = 101: (0,101,94,32).
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("right") == Rect(x: 300, y: 60, width: 51, height: 31))
        #expect(session.frame("stepper") == Rect(x: 0, y: 101, width: 94, height: 32))
        #expect(Self.printed(outcomes) == ["(51.0, 31.0) (94.0, 32.0)"])
    }
}
