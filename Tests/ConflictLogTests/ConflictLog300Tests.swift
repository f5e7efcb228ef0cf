import ConflictLog
import Layout
import Rendering
import Testing

/// Conflict logs as the fifty-ninth round's samples of threads printed them; logs written for
/// this test in the shapes threads copy them in.
@Suite("Conflict logs, fifty-ninth round")
struct ConflictLog300Tests {
    @Test("an old bottom layout guide tied by UIKit to a view is that view's, so the view keeps its place")
    func bottomLayoutGuideIsItsViewsSubview() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<_UILayoutSupportConstraint:0x600001 _UILayoutGuide:0x7f0d.height == 0   (active)>",
                "<_UILayoutSupportConstraint:0x600002 V:|-(0)-[_UILayoutGuide:0x7f0d]   (active, names: '|':UIView:0x7f0a )>",
                "<_UILayoutSupportConstraint:0x600003 _UILayoutGuide:0x7f0c.height == 0   (active)>",
                "<_UILayoutSupportConstraint:0x600004 _UILayoutGuide:0x7f0c.bottom == UIView:0x7f0a.bottom   (active)>",
                "<NSLayoutConstraint:0x600005 V:[_UILayoutGuide:0x7f0d]-(100)-[UIButton:0x7f0b]   (active)>",
                "<NSLayoutConstraint:0x600006 UIButton:0x7f0b.height == 40   (active)>",
                "<NSLayoutConstraint:0x600007 V:[UIButton:0x7f0b]-(600)-[_UILayoutGuide:0x7f0c]   (active)>",
                "<NSLayoutConstraint:0x600008 'UIView-Encapsulated-Layout-Height' UIView:0x7f0a.height == 667   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600007 V:[UIButton:0x7f0b]-(600)-[_UILayoutGuide:0x7f0c]   (active)>
            """))
        // The guide sits at the bottom of the 667-tall view: broken, its top is 667, not 100 + 40 + 600.
        #expect(answer.effect.first == "bottomLayoutGuide.top is 667, not 740")
        #expect(answer.text(style: .init(width: 300)).contains("bottomLayoutGuide  _UILayoutGuide:0x7f0c  in view1"))
    }

    @Test("a view's text escaped as the list prints it (\\U2019) is measured as the character it stands for")
    func escapedTextIsMeasuredAsItsCharacters() throws {
        let answer = Answer(try LogParser.parse(#"""
            (
                "<NSLayoutConstraint:0x600001 V:|-(8)-[UILabel:0x7f0b'Don\U2019t']   (active, names: '|':UIView:0x7f0a )>",
                "<NSLayoutConstraint:0x600002 V:[UILabel:0x7f0b'Don\U2019t']-(8)-|   (active, names: '|':UIView:0x7f0a )>",
                "<NSLayoutConstraint:0x600003 UIView:0x7f0a.height == 0   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002 V:[UILabel:0x7f0b'Don\U2019t']-(8)-|   (active, names: '|':UIView:0x7f0a )>
            """#))
        let text = answer.text(style: .init(width: 300))
        #expect(text.contains("its text as the log prints it ('Don’t')"))
        #expect(!text.contains("U2019"))
    }

    @Test("a navigation bar in a log is 44 tall, as UIKit's is, said as an assumption")
    func navigationBarHasItsHeight() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600001 V:|-(0)-[UINavigationBar:0x7f0b]   (active, names: '|':UIView:0x7f0a )>",
                "<NSLayoutConstraint:0x600002 V:|-(20)-[UINavigationBar:0x7f0b]   (active, names: '|':UIView:0x7f0a )>",
                "<NSLayoutConstraint:0x600003 H:|-(0)-[UINavigationBar:0x7f0b]   (active, names: '|':UIView:0x7f0a )>",
                "<NSLayoutConstraint:0x600004 H:[UINavigationBar:0x7f0b]-(0)-|   (active, names: '|':UIView:0x7f0a )>",
                "<NSLayoutConstraint:0x600005 'UIView-Encapsulated-Layout-Width' UIView:0x7f0a.width == 375   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002 V:|-(20)-[UINavigationBar:0x7f0b]   (active, names: '|':UIView:0x7f0a )>
            """))
        let text = answer.text(style: .init(width: 300))
        #expect(text.contains("navigationBar1 frame (0,0,375,44)"))
        #expect(text.contains("navigationBar1: its intrinsic size is a UINavigationBar's, 44 tall (no width of its own)"))
    }

    @Test("a log a forum flattened onto one line is read, with a note saying how its lines are counted")
    func logOnOneLine() throws {
        let log = try LogParser.parse("Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the "
            + "following list is one you don't want. ( \"<NSLayoutConstraint:0x600001 UIView:0x7f0a.height == 80   (active)>\", "
            + "\"<NSLayoutConstraint:0x600002 UIView:0x7f0a.height == 50   (active)>\" ) Will attempt to recover by breaking "
            + "constraint <NSLayoutConstraint:0x600001 UIView:0x7f0a.height == 80   (active)>")
        let answer = Answer(log)
        #expect(answer.effect.first == "view1.height is 50, not 80")
        #expect(log.notes.contains { $0.message.hasPrefix("the header and the list were on one line") })
    }

    @Test("a paste that starts inside the list says its start is cut off, not that UIKit listed only these")
    func listCutAtTheTop() throws {
        let answer = Answer(try LogParser.parse("""
                "<NSLayoutConstraint:0x600001 UITextView:0x7f0e.bottom == UIView:0x7f0d.bottom   (active)>",
                "<NSLayoutConstraint:0x600002 V:|-(8)-[UIView:0x7f0c]   (active, names: '|':UIView:0x7f0a )>",
                "<NSLayoutConstraint:0x600003 UIView:0x7f0c.bottom == UIView:0x7f0a.bottom - 8   (active)>",
                "<NSLayoutConstraint:0x600004 '_UITemporaryLayoutHeight' UIView:0x7f0a.height == 0   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600001 UITextView:0x7f0e.bottom == UIView:0x7f0d.bottom   (active)>
            """))
        let text = answer.text(style: .init(width: 300))
        #expect(text.contains("(the paste holds 4 of UIKit's list, whose start is cut off)"))
        #expect(!text.contains("UIKit listed"))
        #expect(text.contains("the paste starts inside UIKit's list (no header, no '(' before this line)"))
    }

    @Test("--ascii spells the headings of a paste of several logs in ASCII")
    func severalLogsInASCII() throws {
        let one = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UIView:0x7f0a.height == 80   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f0a.height == 50   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600001 UIView:0x7f0a.height == 80   (active)>
            """
        let paste = PasteAnswer(try LogParser.parseAll(one + "\n" + one.replacingOccurrences(of: "80", with: "90")))
        let text = paste.text(style: .init(width: 60, characters: .ascii))
        #expect(text.hasPrefix("2 conflict logs in this paste (lines 1-7, 8-14)"))
        #expect(text.contains("== Log 1 of 2 | lines 1-7 =="))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }
}
