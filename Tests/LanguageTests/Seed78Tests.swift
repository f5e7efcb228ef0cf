import Language
import Layout
import Testing

/// What the seed78 listings (tutorials, notes, course code, playgrounds) tripped on. Every paste
/// here is written for this test; the frames are derived by hand on the default 375×667 screen (no
/// bars: the safe area is the whole screen).
@Suite("seed78 listings: a view's intrinsic size read before it is added, multi-line strings' indentation, the key window as a view, numbered names")
struct Seed78Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    static func printed(_ outcomes: [Outcome]) -> [String] {
        outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    @Test("a label's intrinsicContentSize read before addSubview is its text's size, as UIKit measures it in no window")
    func unplacedLabelIntrinsicSizeIsItsText() throws {
        // UIKit's UILabel answers intrinsicContentSize from its text and font alone, placed or
        // not. The same two-line text pinned only at a corner shows that size; the frame built
        // from it here is that size at (40, 60). Before, the label not yet in the hierarchy
        // answered -1×-1 (noIntrinsicMetric), and its frame became (39, 59, 1, 1).
        let text = "Two short words\\nand then a longer line"
        let pinned = try #require(Session.labelFrame(font: "UIFont.systemFont(ofSize: 17)", text: text,
                                                     then: "title.numberOfLines = 0"))
        #expect(pinned.width > 100 && pinned.height > 30)
        var session = Session()
        let outcomes = session.script("""
            let caption = UILabel()
            caption.numberOfLines = 0
            caption.text = "\(text)"
            caption.frame.origin = CGPoint(x: 40, y: 60)
            caption.frame.size = caption.intrinsicContentSize
            print(caption.frame.size.width > 100)
            view.addSubview(caption)
            """)
        #expect(session.frame("caption") == Rect(x: 40, y: 60, width: pinned.width, height: pinned.height))
        #expect(Self.printed(outcomes) == ["true"])
    }

    @Test("an Objective-C label not yet added answers its text's size to intrinsicContentSize too")
    func unplacedObjectiveCLabelIntrinsicSize() throws {
        // One line of 17-pt text: the same size as the label pinned at a corner, at (20, 30).
        let pinned = try #require(Session.labelFrame(font: "UIFont.systemFont(ofSize: 17)", text: "Status"))
        var session = Session()
        session.script("""
            UILabel *status = [[UILabel alloc] init];
            status.text = @"Status";
            CGSize size = status.intrinsicContentSize;
            status.frame = CGRectMake(20, 30, size.width, size.height);
            [self.view addSubview:status];
            """)
        #expect(session.frame("status") == Rect(x: 20, y: 30, width: pinned.width, height: pinned.height))
    }

    @Test("a multi-line string literal loses the indentation of its closing quotes and its first and last line breaks, as Swift's")
    func multilineStringLosesItsIndentation() {
        // Swift reads the literal below as "One\nTwo \\(n)\n  indented": each line loses the
        // eight spaces before the closing quotes, a line indented further keeps the rest, and the
        // break after the opening quotes and the one before the closing quotes are not in it.
        // Before, the eight spaces stayed on every line (a label measured them: 35 points wide).
        var session = Session()
        let outcomes = session.script("""
            let n = 2
            let text = \"\"\"
                    One
                    Two \\(n)
                      indented
                    \"\"\"
            print(text.count)
            print(text.hasPrefix("One"))
            print(text.hasSuffix("  indented"))
            """)
        // "One" 3 + break 1 + "Two 2" 5 + break 1 + "  indented" 10 = 20 characters.
        #expect(Self.printed(outcomes) == ["20", "true", "true"])
    }

    @Test("a label's text from an indented multi-line literal is as wide as the same text written on one line")
    func indentedMultilineLabelIsMeasuredWithoutTheIndentation() throws {
        // The widest line is "Keep still." in both; the literal's indentation is not text.
        let oneLine = try #require(Session.labelFrame(font: "UIFont.systemFont(ofSize: 17)", text: "Look here.\\nKeep still.",
                                                      then: "title.numberOfLines = 0"))
        var session = Session()
        session.script("""
            let hint = UILabel()
            hint.numberOfLines = 0
            hint.text = \"\"\"
                Look here.
                Keep still.
                \"\"\"
            hint.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(hint)
            hint.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            hint.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """)
        #expect(session.frame("hint") == oneLine)
    }

    @Test("a view added to the key window and constrained to it is laid out as in the root view: the window fills the screen at its origin")
    func keyWindowIsTheScreenSizedRootForViewsAddedToIt() {
        // 12 in from each side, 24 above the bottom, 56 tall: (12, 667 − 24 − 56, 375 − 24, 56) =
        // (12, 587, 351, 56). Before, addSubview on the window was skipped and nothing was shown.
        var session = Session()
        let outcomes = session.script("""
            let window = UIApplication.shared.keyWindow!
            let banner = UIView()
            banner.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 12),
                banner.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -12),
                banner.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -24),
                banner.heightAnchor.constraint(equalToConstant: 56),
            ])
            """)
        #expect(session.frame("banner") == Rect(x: 12, y: 587, width: 351, height: 56))
        #expect(Self.notes(outcomes).contains { $0.hasPrefix("the key window is taken as the screen's root view") })
    }

    @Test("Swift 2's key window given as toItem: and holding a format's constraints is the root view too")
    func keyWindowAsConstraintItem() {
        // H:|-20-[toast]-20-| gives x 20 and width 335; 60 tall, centred on the window's centre
        // (333.5): y = 333.5 − 30 = 303.5. Before, toItem: the window was refused.
        var session = Session()
        session.script("""
            let appWindow: UIWindow = UIApplication.sharedApplication().keyWindow!
            let toast = UIView()
            appWindow.addSubview(toast)
            toast.translatesAutoresizingMaskIntoConstraints = false
            appWindow.addConstraint(NSLayoutConstraint(item: toast, attribute: .Height, relatedBy: .Equal, toItem: nil, attribute: .NotAnAttribute, multiplier: 1, constant: 60))
            appWindow.addConstraint(NSLayoutConstraint(item: toast, attribute: .CenterY, relatedBy: .Equal, toItem: appWindow, attribute: .CenterY, multiplier: 1, constant: 0))
            appWindow.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|-20-[toast]-20-|", options: [], metrics: nil, views: ["toast": toast]))
            """)
        #expect(session.frame("toast") == Rect(x: 20, y: 303.5, width: 335, height: 60).snapped(toPixelsOf: 3))
    }

    @Test("the key window's own safeAreaInsets stay the device's when it is also used as a view")
    func keyWindowKeepsItsOwnMembers() {
        var session = Session()
        let outcomes = session.script("""
            let window = UIApplication.shared.keyWindow!
            print(window.safeAreaInsets.top)
            print(window.bounds.width)
            """)
        #expect(Self.printed(outcomes) == ["0.0", "375.0"])
        #expect(!Self.notes(outcomes).contains { $0.hasPrefix("the key window is taken") })
    }

    @Test("a name the paste does not declare, with a number after it ('label1', 'button2'), is made as the class the name before the number says")
    func numberedNameSaysItsClass() throws {
        // label1 is a UILabel, as its name says: its text sizes it, as the same text pinned at a
        // corner is sized, here at (16, 40). Before, it was made as a plain UIView, which has no
        // text, and the line setting it was refused.
        let pinned = try #require(Session.labelFrame(font: "UIFont.systemFont(ofSize: 17)", text: "Ready"))
        var session = Session()
        let outcomes = session.script("""
            view.addSubview(label1)
            label1.text = "Ready"
            label1.translatesAutoresizingMaskIntoConstraints = false
            label1.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
            label1.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            """)
        #expect(session.frame("label1") == Rect(x: 16, y: 40, width: pinned.width, height: pinned.height))
        #expect(Self.notes(outcomes).contains { $0.contains("made here as a UILabel") })
    }
}
