import Language
import Layout
import Testing

/// `print(…)` writes what Swift writes: tutorials print frames and sizes to check a layout. Every
/// paste is written for this test; the texts are Swift's `description` of each value.
@Suite("print")
struct PrintTests {
    /// The lines an entry printed, in order.
    static func printed(_ outcomes: [Outcome]) -> [String] {
        outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    @Test("print writes a CGRect as (x, y, width, height) with CGFloat's 20.0, a CGSize and a CGPoint as pairs, and an Int literal as 5")
    func geometryAndNumbers() {
        var session = Session()
        let outcomes = session.script("""
        let tile = UIView(frame: CGRect(x: 12, y: 24.5, width: 100, height: 50))
        view.addSubview(tile)
        print(tile.frame)
        print(tile.bounds.size, tile.frame.origin)
        print(5, 2.5, tile.frame.width, view.subviews.count)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.printed(outcomes) == [
            "(12.0, 24.5, 100.0, 50.0)",
            "(100.0, 50.0) (12.0, 24.5)",
            "5 2.5 100.0 1",
        ])
    }

    @Test("an interpolated string writes each value as print does, and separator: joins the items")
    func interpolationAndSeparator() {
        var session = Session()
        let outcomes = session.script("""
        let strip = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        strip.contentSize = CGSize(width: 960, height: 80)
        view.addSubview(strip)
        print("content \\(strip.contentSize), pages \\(3)", "insets \\(strip.contentInset)", separator: " | ")
        print(["left", "right"], [true, false])
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.printed(outcomes) == [
            "content (960.0, 80.0), pages 3 | insets UIEdgeInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)",
            #"["left", "right"] [true, false]"#,
        ])
    }

    @Test("a frame printed in viewDidLoad is the one UIKit has there, before the first layout pass")
    func printInViewDidLoad() {
        var session = Session()
        let outcomes = session.script("""
        class BadgeController: UIViewController {
            let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(badge)
                badge.translatesAutoresizingMaskIntoConstraints = false
                badge.widthAnchor.constraint(equalToConstant: 60).isActive = true
                badge.heightAnchor.constraint(equalToConstant: 60).isActive = true
                badge.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                print(badge.frame)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                print(badge.frame)
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Not laid out yet in viewDidLoad: 0×0 at 0,0. After layout: (375 − 60) / 2 = 157.5, on
        // the @3x pixel grid 157.667 (472.5 pixels, 473 rounded).
        let lines = Self.printed(outcomes)
        #expect(lines.first == "(0.0, 0.0, 0.0, 0.0)")
        #expect(lines.contains("(157.66666666666666, 40.0, 60.0, 60.0)"))
    }

    @Test("a view's description and an app's own value are not written, with a note; a whole number of unknown type is written as an Int, with a note")
    func unwrittenAndUnknown() {
        var session = Session()
        let outcomes = session.script("""
        let card = UIView()
        print(card)
        let spacing = max(8, 2)
        print(spacing)
        let gap = 8
        print(gap)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.printed(outcomes) == ["8", "8"])
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("is not written: a view is described by UIKit") })
        #expect(notes.contains { $0.contains("the type of 'spacing' is not worked out here; 8 is written as an Int writes it") })
        // `gap`, an integer literal's, is an Int, an entry later too: written so without a note.
        #expect(!notes.contains { $0.contains("the type of 'gap'") })
    }
    @Test("an index found in an array is an Int, also behind ?? -1: print(…firstIndex(of:) ?? -1) writes 1")
    func indexIsInteger() {
        var session = Session()
        let outcomes = session.script("""
        let first = UIView()
        let second = UIView()
        view.addSubview(first)
        view.addSubview(second)
        print(view.subviews.firstIndex(of: second) ?? -1, view.subviews.count * 2)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.printed(outcomes) == ["1 4"])
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("not worked out") })
    }
    @Test("an optional prints as Swift prints it: label.text is Optional(\"Hi\"), label.text! is Hi, a?.b is optional too")
    func optionals() {
        var session = Session()
        let outcomes = session.script("""
        let caption = UILabel()
        caption.text = "Hi"
        view.addSubview(caption)
        let loose = UIView()
        print(caption.text, caption.text!, caption.text ?? "-", loose.superview)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.printed(outcomes) == [#"Optional("Hi") Hi Hi nil"#])
    }

    @Test("a layout priority prints as Swift describes the struct: UILayoutPriority(rawValue: 251.0)")
    func priority() {
        var session = Session()
        let outcomes = session.script("""
        let caption = UILabel()
        view.addSubview(caption)
        print(UILayoutPriority.defaultLow, UILayoutPriority(rawValue: 999.5))
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.printed(outcomes) == ["UILayoutPriority(rawValue: 250.0) UILayoutPriority(rawValue: 999.5)"])
    }
}
