import ConflictLog
import Layout
import Testing

/// Conflict logs as the fifty-seventh round's samples of threads printed them; logs written for
/// this test in the shapes threads copy them in.
@Suite("Conflict logs, fifty-seventh round")
struct ConflictLog270Tests {
    @Test("a list cut before 'Will attempt to recover' breaks the app's last constraint, not a cell's encapsulated size")
    func unnamedBreakIsTheApps() throws {
        let answer = Answer(try LogParser.parse("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UIStackView:0x7f10.height == 120   (active)>",
                "<NSLayoutConstraint:0x600002 V:|-(0)-[UIStackView:0x7f10]   (active, names: '|':UIView:0x7f20 )>",
                "<NSLayoutConstraint:0x600003 V:[UIStackView:0x7f10]-(0)-|   (active, names: '|':UIView:0x7f20 )>",
                "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Height' UIView:0x7f20.height == 640   (active)>"
            )
            """))
        let layout = answer.layout
        #expect(answer.conflict.map { layout.describe($0.broken) } == "view1.bottom == stackView1.bottom")
        // The host keeps the size UIKit gives it; the stack view keeps its own height.
        #expect(answer.effect.first == "view1.bottom is 640, not 120")
        #expect(answer.fixes.first?.advice.hasPrefix("give stackView1.height == 120 priority 999, so it gives way: 640 is the "
            + "size UIKit really gives the view") == true)
        #expect(answer.text(style: .init(width: 200)).contains("The log does not say which constraint UIKit broke; the rebuilt "
            + "layout breaks \"view1.bottom == stackView1.bottom\"."))
    }

    @Test("a list cut short breaks the app's constraint, not the safe-area guide's")
    func unnamedBreakSparesTheSafeArea() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600011 UIView:0x7e01.top == UILayoutGuide:0x600021'UIViewSafeAreaLayoutGuide'.top + 20   (active)>",
                "<NSLayoutConstraint:0x600012 UIView:0x7e01.height == 700   (active)>",
                "<NSLayoutConstraint:0x600013 UIView:0x7e01.bottom == UIView:0x7e02.bottom   (active)>",
                "<NSLayoutConstraint:0x600014 'UIViewSafeAreaLayoutGuide-top' V:|-(47)-[UILayoutGuide:0x600021'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0x7e02 )>",
                "<NSLayoutConstraint:0x600015 'UIView-Encapsulated-Layout-Height' UIView:0x7e02.height == 844   (active)>"
            )
            """))
        let layout = answer.layout
        let broken = answer.conflict.map { layout.describe($0.broken) } ?? ""
        #expect(!broken.contains("UIViewSafeAreaLayoutGuide") && !broken.contains("Encapsulated"))
        #expect(broken == "view2.bottom == view1.bottom")
    }

    @Test("a margin the log gives through its guide's constraints is the log's, not the default 8")
    func loggedMarginsGuide() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600101 UIImageView:0x7f0301.height == 40   (active)>",
                "<NSLayoutConstraint:0x600102 UIImageView:0x7f0301.top == UITableViewCellContentView:0x7f0101.topMargin   (active)>",
                "<NSLayoutConstraint:0x600103 UIImageView:0x7f0301.bottom == UITableViewCellContentView:0x7f0101.bottomMargin   (active)>",
                "<NSLayoutConstraint:0x600104 'UIView-topMargin-guide-constraint' V:|-(11)-[UILayoutGuide:0x600105'UIViewLayoutMarginsGuide']   (active, names: '|':UITableViewCellContentView:0x7f0101 )>",
                "<NSLayoutConstraint:0x600106 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x600105'UIViewLayoutMarginsGuide']-(11)-|   (active, names: '|':UITableViewCellContentView:0x7f0101 )>",
                "<NSLayoutConstraint:0x600107 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f0101.height == 56   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600101 UIImageView:0x7f0301.height == 40   (active)>
            """))
        // 11 + 40 + 11 = 62 against 56: with the height broken the image is 56 − 22 = 34 tall, 11 down.
        #expect(answer.minimalSet.count == 6)
        #expect(answer.effect.first == "imageView1.height is 34, not 40")
        #expect(!answer.text(style: .init(width: 200)).contains("assumed by Layoutbook"))
    }

    @Test("the sum behind a negative size counts the container of the view it is as tall as")
    func negativeSizeThroughEqualHeights() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600201 V:|-(12)-[UIView:0x7f0201]   (active, names: '|':UITableViewCellContentView:0x7f0101 )>",
                "<NSLayoutConstraint:0x600202 V:[UIView:0x7f0201]-(8)-[UIView:0x7f0301]   (active)>",
                "<NSLayoutConstraint:0x600203 V:[UIView:0x7f0301]-(16)-|   (active, names: '|':UITableViewCellContentView:0x7f0101 )>",
                "<NSLayoutConstraint:0x600204 UIView:0x7f0401.height == UIView:0x7f0201.height   (active)>",
                "<NSLayoutConstraint:0x600205 UITableViewCellContentView:0x7f0101.height == 30   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600202 V:[UIView:0x7f0201]-(8)-[UIView:0x7f0301]   (active)>
            """))
        // The content view is 30; 12 above, 8 between and 16 below leave −6 for the views.
        #expect(answer.negativeSize?.hasPrefix("a height cannot be negative: 30 − 12 − 16 − 8 = −6 for ") == true)
    }

    @Test("a paste that ends inside the list says so, rather than that nothing conflicts")
    func listCutBeforeItsClose() throws {
        let answer = Answer(try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600301 UILabel:0x7f0501'Total'.leading == UIView:0x7f0601.leading + 24   (active)>",
                "<NSLayoutConstraint:0x600302 UIView:0x7f0601.trailing == UILabel:0x7f0501'Total'.trailing + 24   (active)>",
            """))
        let text = answer.text(style: .init(width: 200))
        #expect(text.contains("the paste ends inside the list of constraints, before the ')' that closes it"))
        #expect(!text.contains("no conflict among them"))
    }
}
