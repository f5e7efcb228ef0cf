import ConflictLog
import Layout
import Testing

/// Conflict logs as the fifty-eighth round's samples of threads printed them; logs written for
/// this test in the shapes threads copy them in.
@Suite("Conflict logs, fifty-eighth round")
struct ConflictLog280Tests {
    @Test("the app's label subclass, quoted with its text, keeps a label's intrinsic size, said as an assumption")
    func appLabelSubclassHasItsTextsSize() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600001 V:|-(12)-[Shop.InsetLabel:0x7f0a'Total']   (active, names: '|':UITableViewCellContentView:0x7f0c )>",
                "<NSLayoutConstraint:0x600002 V:[Shop.InsetLabel:0x7f0a'Total']-(12)-[UIView:0x7f0b]   (active)>",
                "<NSLayoutConstraint:0x600003 UIView:0x7f0b.height == 80   (active)>",
                "<NSLayoutConstraint:0x600004 V:[UIView:0x7f0b]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7f0c )>",
                "<NSLayoutConstraint:0x600005 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f0c.height == 100   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600003 UIView:0x7f0b.height == 80   (active)>
            """))
        // A 17-pt line is 20.333: broken, the box gets 100 − 12 − 20.333 − 12 − 12 = 43.667.
        #expect(answer.effect.first == "view1.height is 43.667, not 80")
        #expect(answer.text(style: .init(width: 300)).contains("taken as a UILabel subclass with the system font"))
    }

    @Test("the minimal set holds the nearer view's size rule: the switch between the edges, not a view pinned to it")
    func smallestSetWithSizeRules() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600001 UIView:0x7f0a.leading == UISwitch:0x7f0b.leading   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f0a.trailing == UISwitch:0x7f0b.trailing   (active)>",
                "<NSLayoutConstraint:0x600003 H:|-(10)-[UISwitch:0x7f0b]   (active, names: '|':UIView:0x7f0c )>",
                "<NSLayoutConstraint:0x600004 H:[UISwitch:0x7f0b]-(10)-|   (active, names: '|':UIView:0x7f0c )>",
                "<NSLayoutConstraint:0x600005 'UIView-Encapsulated-Layout-Width' UIView:0x7f0c.width == 0   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600004 H:[UISwitch:0x7f0b]-(10)-|   (active, names: '|':UIView:0x7f0c )>
            """))
        let layout = answer.layout
        #expect(answer.minimalSet.map { layout.describe($0) } == [
            "switch1.width >= 0   (UIKit: a size is never negative)",
            "switch1.leading == view2.leading + 10",
            "'UIView-Encapsulated-Layout-Width' view2.width == 0",
            "view2.trailing == switch1.trailing + 10",
        ])
    }

    @Test("two views' size rules in the set: the sum is theirs together, without a size from outside the set")
    func sumOverTwoSizeRules() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600001 V:|-(20)-[UILabel:0x7f0a]   (active, names: '|':UITableViewCellContentView:0x7f0c )>",
                "<NSLayoutConstraint:0x600002 V:[UILabel:0x7f0a]-(8)-[UIView:0x7f0b]   (active)>",
                "<NSLayoutConstraint:0x600003 V:[UIView:0x7f0b]-(20)-|   (active, names: '|':UITableViewCellContentView:0x7f0c )>",
                "<NSLayoutConstraint:0x600004 UIView:0x7f0b.height == 300   (active)>",
                "<NSLayoutConstraint:0x600005 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f0c.height == 44   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002 V:[UILabel:0x7f0a]-(8)-[UIView:0x7f0b]   (active)>
            """))
        #expect(answer.negativeSize == "a height cannot be negative: 44 − 20 − 20 − 8 = −4 for label1.height and view1.height "
            + "together (UIKit keeps every view's width and height ≥ 0, a rule no log lists)")
    }

    @Test("a section header's encapsulated height gets the height its constraints need and self-sizing headers")
    func sectionHeaderFix() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600001 V:|-(16)-[UILabel:0x7f0a'Recent']   (active, names: '|':_UITableViewHeaderFooterContentView:0x7f0c )>",
                "<NSLayoutConstraint:0x600002 UILabel:0x7f0a'Recent'.bottom == _UITableViewHeaderFooterContentView:0x7f0c.bottom - 8   (active)>",
                "<NSLayoutConstraint:0x600003 'UIView-Encapsulated-Layout-Height' _UITableViewHeaderFooterContentView:0x7f0c.height == 20   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002 UILabel:0x7f0a'Recent'.bottom == _UITableViewHeaderFooterContentView:0x7f0c.bottom - 8   (active)>
            """))
        // 16 + a 17-pt line (20.333) + 8.
        #expect(answer.fixes.first?.advice.contains("the table gives it 20 (its sectionHeaderHeight, or what "
            + "tableView(_:heightForHeaderInSection:) returns) and they need 44.333") == true)
        #expect(answer.fixes.first?.advice.contains("sectionHeaderHeight = UITableView.automaticDimension") == true)
    }

    @Test("iOS 8's automatic content size constraint is read as UIKit's own, not a parse error")
    func automaticContentSizeConstraint() throws {
        let answer = Answer(try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<_UIScrollViewAutomaticContentSizeConstraint:0x7a01 UITableView:0x7c02.contentHeight{id: 7} == -3.000000>"
            )

            Will attempt to recover by breaking constraint
            <_UIScrollViewAutomaticContentSizeConstraint:0x7a01 UITableView:0x7c02.contentHeight{id: 7} == -3.000000>
            """))
        let text = answer.text(style: .init(width: 300))
        #expect(text.contains("UIKit's own constraint on the scroll view's automatic content height"))
        #expect(!text.contains("expected '=='"))
    }
}
