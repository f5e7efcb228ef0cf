import Language
import Layout
import Testing

/// UIKit lays a presented controller's views out only after `viewWillLayoutSubviews`: before
/// that (`viewDidLoad`, `viewWillAppear`) a view its constraints place still has the frame it
/// was made with, and code that works something out of it gets that, with a note. Every paste
/// here is written for this test; frames derived by hand on the default 375×667 screen.
@Suite("frames read before UIKit's first layout pass")
struct FirstLayoutPassTests {
    static func controller(_ load: String, didLayout: String = "") -> String {
        """
        class PanelController: UIViewController {
            let panel = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(panel)
                panel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    panel.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                    panel.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 10),
                    panel.widthAnchor.constraint(equalToConstant: 100),
                    panel.heightAnchor.constraint(equalToConstant: 50),
                ])
        \(load)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
        \(didLayout)
            }
        }
        """
    }

    @Test("in viewDidLoad a constrained view's frame is still zero, and a note says where it will be")
    func zeroInViewDidLoad() {
        var session = Session()
        let outcomes = session.script(Self.controller("""
                    let badge = UIView(frame: CGRect(x: panel.frame.maxX, y: panel.frame.maxY, width: 8, height: 8))
                    view.addSubview(badge)
            """))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 10, y: 10, width: 100, height: 50))
        #expect(session.frame("badge") == Rect(x: 0, y: 0, width: 8, height: 8))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains {
            $0.contains("panel's frame is read in viewDidLoad, before UIKit's first layout pass: there it is (0,0,0,0)")
                && $0.contains("not its laid-out (10,10,100,50)")
        })
    }

    @Test("in viewDidLayoutSubviews the same read gives the laid-out frame, with no note")
    func laidOutInViewDidLayoutSubviews() {
        var session = Session()
        let outcomes = session.script(Self.controller("", didLayout: """
                    let badge = UIView(frame: CGRect(x: panel.frame.maxX, y: panel.frame.maxY, width: 8, height: 8))
                    view.addSubview(badge)
            """))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 110, y: 60, width: 8, height: 8))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("before UIKit's first layout pass") })
    }

    @Test("view.layoutIfNeeded() in viewDidLoad lays the views out at once")
    func layoutIfNeededFirst() {
        var session = Session()
        let outcomes = session.script(Self.controller("""
                    view.layoutIfNeeded()
                    let badge = UIView(frame: CGRect(x: panel.frame.maxX, y: panel.bounds.height, width: 8, height: 8))
                    view.addSubview(badge)
            """))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 110, y: 50, width: 8, height: 8))
    }

    @Test("the root view is the screen's size in viewDidLoad, and a view made with a frame reads that frame")
    func rootAndMadeFrames() {
        var session = Session()
        let outcomes = session.script("""
            class StripController: UIViewController {
                let strip = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(strip)
                    strip.translatesAutoresizingMaskIntoConstraints = false
                    strip.widthAnchor.constraint(equalTo: view.widthAnchor).isActive = true
                    strip.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    strip.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    strip.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
                    let half = UIView(frame: CGRect(x: 0, y: 100, width: view.frame.width / 2, height: strip.frame.height))
                    view.addSubview(half)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 20))
        // The root view: 375 wide already; the strip: still the 40 it was made with.
        #expect(session.frame("half") == Rect(x: 0, y: 100, width: 187.5, height: 40))
    }

    @Test("an intrinsicContentSize that calls layoutIfNeeded() is measured once, not without end")
    func intrinsicSizeThatLaysOut() {
        var session = Session()
        let outcomes = session.script("""
            final class Pad: UIView {
                override var intrinsicContentSize: CGSize {
                    layoutIfNeeded()
                    return CGSize(width: 40, height: 20)
                }
            }
            let pad = Pad()
            view.addSubview(pad)
            pad.translatesAutoresizingMaskIntoConstraints = false
            pad.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            pad.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
            pad.layoutIfNeeded()
            let size = pad.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            let twin = UIView(frame: CGRect(x: 0, y: 100, width: size.width, height: size.height))
            view.addSubview(twin)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pad") == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(session.frame("twin") == Rect(x: 0, y: 100, width: 40, height: 20))
    }

    @Test("on a notched phone the safe area is zero in viewDidLoad and in place in viewDidLayoutSubviews, as UIKit gives it")
    func safeAreaBeforeTheWindow() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            class BannerController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let early = UIView(frame: CGRect(x: 0, y: view.safeAreaInsets.top, width: 50, height: 10))
                    view.addSubview(early)
                    let guided = UIView(frame: view.safeAreaLayoutGuide.layoutFrame)
                    view.addSubview(guided)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    let late = UIView(frame: CGRect(x: 0, y: view.safeAreaInsets.top, width: 50, height: 10))
                    view.addSubview(late)
                    let framed = UIView(frame: view.safeAreaLayoutGuide.layoutFrame)
                    view.addSubview(framed)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // iPhone 15: 393×852, safe area 59 at the top and 34 at the bottom.
        #expect(session.frame("early") == Rect(x: 0, y: 0, width: 50, height: 10))
        #expect(session.frame("guided") == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(session.frame("late") == Rect(x: 0, y: 59, width: 50, height: 10))
        #expect(session.frame("framed") == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("view.safeAreaInsets is read in viewDidLoad, before the view is in the window: there it is zero")
                && $0.contains("not the (59,0,34,0) it gets")
        })
    }

    @Test("a guide's layoutFrame is its view's bounds less the guide's insets: margins, and a scroll view's content")
    func guideLayoutFrames() {
        var session = Session()
        let outcomes = session.script("""
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
            view.addSubview(card)
            card.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
            let inner = UIView(frame: card.layoutMarginsGuide.layoutFrame)
            card.addSubview(inner)
            let pager = UIScrollView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
            view.addSubview(pager)
            pager.contentSize = CGSize(width: 300, height: 100)
            let strip = UIView(frame: pager.contentLayoutGuide.layoutFrame)
            pager.addSubview(strip)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("inner") == Rect(x: 10, y: 5, width: 170, height: 80))
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 300, height: 100))
    }
}
