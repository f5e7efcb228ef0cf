import ConflictLog
import Layout
import Testing

/// Conflict logs in the shapes the sixty-first round's samples of threads printed them; every log
/// here is written for this test.
@Suite("Conflict logs, sixty-first round")
struct ConflictLog400Tests {
    static func explanation(_ answer: Answer, line: Int) -> String? {
        answer.rebuild.constraints.first { answer.rebuild.log.entries[$0.entryIndex].line == line }?.generated?.explanation
    }

    @Test("a cell held at 44 may be a self-sizing row's first pass: the reading and the first fix say both, and lowering to 999 is offered")
    func defaultRowHeightIsNotClaimedNeverAsked() throws {
        let answer = Answer(try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x60a1 V:|-(12)-[UIImageView:0x7a2]   (active, names: '|':UITableViewCellContentView:0x7a1 )>",
                "<NSLayoutConstraint:0x60a2 UIImageView:0x7a2.height == 72   (active)>",
                "<NSLayoutConstraint:0x60a3 V:[UIImageView:0x7a2]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7a1 )>",
                "<NSLayoutConstraint:0x60a4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7a1.height == 44   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x60a2 UIImageView:0x7a2.height == 72   (active)>
            """))
        let reading = try #require(Self.explanation(answer, line: 6))
        #expect(reading.contains("the rows do not size themselves, or the cell is laid out at 44 before the table measures it"))
        #expect(!reading.contains("did not ask"))
        #expect(answer.fixes.map(\.kind) == [.selfSizingRows, .lowerAgainstImposedSize])
        #expect(answer.fixes[0].advice.hasPrefix("if the rows do not size themselves, let them"))
        #expect(answer.fixes[1].advice.hasPrefix("give imageView1.height == 72 priority 999"))
    }

    @Test("an input view's 216 is the keyboard's starting height, which the app's own height takes over from")
    func inputViewHeightIsAStartingHeight() throws {
        let answer = Answer(try LogParser.parse("""
            Keys[410:9921] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x2801 UIInputView:0x1051.height == 260   (active)>",
                "<NSLayoutConstraint:0x2802 'UIView-Encapsulated-Layout-Height' UIInputView:0x1051.height == 216   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2801 UIInputView:0x1051.height == 260   (active)>
            """))
        let reading = try #require(Self.explanation(answer, line: 4))
        #expect(reading.contains("216, the height UIKit gives an input view (a keyboard) to start with"))
        #expect(!reading.contains("really gets"))
        #expect(answer.fixes.map(\.advice) == [
            "give inputView1.height == 260 priority 999, so it gives way while UIKit holds the input view at its starting "
                + "height (216) and takes over once the view is on screen",
        ])
    }

    @Test("an unnamed 44 on a cell's contentView beside a library's constraints is the table's height: the app's constraint gives way, not UIKit's")
    func unnamedContentViewHeightIsTheTables() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<MASLayoutConstraint:0x6e1 UILabel:0x7c2.height == 24>",
                "<MASLayoutConstraint:0x6e2 UILabel:0x7c2.top == UITableViewCellContentView:0x7c1.top + 14>",
                "<MASLayoutConstraint:0x6e3 UILabel:0x7c2.bottom == UITableViewCellContentView:0x7c1.bottom - 14>",
                "<NSLayoutConstraint:0x6e4 UITableViewCellContentView:0x7c1.height == 44>"
            )
            """))
        let reading = try #require(Self.explanation(answer, line: 5))
        #expect(reading.hasPrefix("an unnamed height of a cell's contentView at a table view's default rowHeight (44)"))
        #expect(answer.fixes.map(\.kind) == [.selfSizingRows, .lowerAgainstImposedSize])
        // No fix touches the table's 44: the one to lower is the app's.
        #expect(!answer.fixes.contains { $0.advice.contains("contentView1.height == 44 priority") || $0.advice.hasPrefix("remove") })
        #expect(answer.fixes[1].advice.hasPrefix("give label1.height == 24 priority 999"))
    }

    @Test("an unnamed 0 width on a cell's contentView is a cell with no width yet: the app's width gives way, never removed to leave 0")
    func unnamedZeroContentWidthIsACellWithoutWidth() throws {
        let answer = Answer(try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1741 UITableViewCellContentView:0x1001.width == 390   (active)>",
                "<NSLayoutConstraint:0x1742 UITableViewCellContentView:0x1001.width == 0   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1741 UITableViewCellContentView:0x1001.width == 390   (active)>
            """))
        let reading = try #require(Self.explanation(answer, line: 4))
        #expect(reading.contains("the width of a cell not yet given one"))
        #expect(reading.hasSuffix("give the cell itself the table's width (its frame) before measuring it"))
        #expect(answer.fixes.map(\.advice) == [
            "give contentView1.width == 390 priority 999, so it gives way while UIKit sizes the view (0 until then) and "
                + "holds once the real size is known",
        ])
    }

    @Test("constraint lines alone that hold together are told that lines of the list are missing")
    func linesAloneAreToldTheyLackTheRest() throws {
        let answer = Answer(try LogParser.parse("""
                "<NSLayoutConstraint:0x6c01 UILabel:0x7b1'Total'.right == Shop.PriceCell:0x7b2.right - 16   (active)>",
                "<NSLayoutConstraint:0x6c02 'UIView-Encapsulated-Layout-Width' Shop.PriceCell:0x7b2.width == 0   (active)>"
            """))
        #expect(answer.conflict == nil)
        #expect(answer.missing?.hasPrefix("the paste holds constraint lines alone, without the header, '(' and ')' UIKit prints "
            + "around them") == true)
    }

    @Test("a second log cut off after its header is said on the log above, not dropped")
    func headerOnlySecondLogIsSaid() throws {
        let logs = try LogParser.parseAll("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6d01 UIView:0x7d1.height == 80   (active)>",
                "<NSLayoutConstraint:0x6d02 UIView:0x7d1.height == 96   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6d02 UIView:0x7d1.height == 96   (active)>

            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            """)
        #expect(logs.count == 1)
        #expect(logs[0].notes.contains { $0.line == 10 && $0.message.hasPrefix("another log begins here, but the paste holds no constraint of it") })
    }

    @Test("a log SpringBoard printed is iOS's own: no fix in the app, and the answer says which process printed it")
    func systemProcessLogHasNoAppFix() throws {
        let answer = Answer(try LogParser.parse("""
            Jun  2 09:14:03 iPhone SpringBoard[61] <Notice>: Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x7e01 H:|-(8)-[UILabel:0x7e02'Widgets']   (Names: '|':SBHeaderPlatter:0x7e03 )>",
                "<NSLayoutConstraint:0x7e04 H:[UILabel:0x7e02'Widgets']-(8)-|   (Names: '|':SBHeaderPlatter:0x7e03 )>",
                "<NSLayoutConstraint:0x7e05 'UIView-Encapsulated-Layout-Width' H:[SBHeaderPlatter:0x7e03(0)]>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7e04 H:[UILabel:0x7e02'Widgets']-(8)-|   (Names: '|':SBHeaderPlatter:0x7e03 )>
            """))
        #expect(answer.rebuild.log.systemProcess == "SpringBoard")
        #expect(answer.systemOnly)
        #expect(answer.fixes.isEmpty)
        #expect(answer.text(style: .init(width: 300)).contains("SpringBoard, a process of iOS itself and not your app, printed this log"))
        // An app's own process name is the app's.
        let own = try LogParser.parse("""
            Shop[2211:88012] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6f01 UIView:0x7f1.width == 10   (active)>",
                "<NSLayoutConstraint:0x6f02 UIView:0x7f1.width == 20   (active)>"
            )
            """)
        #expect(own.systemProcess == nil)
    }

    @Test("the bottom layout guide follows the bars under the view, the top one the bars over it")
    func bottomGuideFollowsTheBarsBelow() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<_UILayoutSupportConstraint:0x9001 _UILayoutGuide:0x7a71.height == 49   (active)>",
                "<_UILayoutSupportConstraint:0x9002 _UILayoutGuide:0x7a71.bottom == UIView:0x7a72.bottom   (active)>",
                "<NSLayoutConstraint:0x9003 V:[UIButton:0x7a73]-(0)-[_UILayoutGuide:0x7a71]   (active)>",
                "<NSLayoutConstraint:0x9004 V:|-(640)-[UIButton:0x7a73]   (active, names: '|':UIView:0x7a72 )>",
                "<NSLayoutConstraint:0x9005 'UIView-Encapsulated-Layout-Height' UIView:0x7a72.height == 667   (active)>"
            )
            """))
        let reading = try #require(Self.explanation(answer, line: 2))
        #expect(reading.hasPrefix("bottomLayoutGuide: a view controller's layout guide"))
        #expect(reading.contains("the bars under the view (tab bar, toolbar)"))
    }

    @Test("a row a pixel short of constraints made of fractions is no row height to return: the constraint that gives way is the fix")
    func pixelRoundedRowHeightOffersNoRowHeight() throws {
        let answer = Answer(try LogParser.parse("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<SnapKit.LayoutConstraint:0x2c01@TileCell.swift#30 UIImageView:0x10d1.height == 80.2>",
                "<SnapKit.LayoutConstraint:0x2c02@TileCell.swift#31 UIImageView:0x10d1.top == UITableViewCellContentView:0x10d2.top>",
                "<SnapKit.LayoutConstraint:0x2c03@TileCell.swift#32 UIImageView:0x10d1.bottom == UITableViewCellContentView:0x10d2.bottom>",
                "<NSLayoutConstraint:0x2c04 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x10d2.height == 80.333   (active)>"
            )

            Will attempt to recover by breaking constraint
            <SnapKit.LayoutConstraint:0x2c01@TileCell.swift#30 UIImageView:0x10d1.height == 80.2>
            """))
        #expect(answer.fixes.map(\.kind) == [.lowerAgainstImposedSize])
        #expect(answer.fixes.first?.code == "make.height.equalTo(80.2).priority(999)")
    }

    @Test("a page view controller's view the app added with its mask on is the app's to fix: its mask goes off first")
    func pageViewControllerViewIsTheApps() throws {
        let answer = Answer(try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x6a01 h=-&- v=-&- _UIPageViewControllerContentView:0x7e02.minY == 24   (active, names: '|':UIView:0x7e01 )>",
                "<NSLayoutConstraint:0x6a02 V:|-(0)-[_UIPageViewControllerContentView:0x7e02]   (active, names: '|':UIView:0x7e01 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6a02 V:|-(0)-[_UIPageViewControllerContentView:0x7e02]   (active, names: '|':UIView:0x7e01 )>
            """))
        #expect(!answer.systemOnly)
        #expect(answer.fixes.first?.advice.hasPrefix("set pageViewControllerContentView1.translatesAutoresizingMaskIntoConstraints = false") == true)
    }

    @Test("an entry a page reflowed with a space after its '<' is read as the constraint it is")
    func spaceAfterAngleBracketIsAnEntry() throws {
        let log = try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            ( "< NSLayoutConstraint:0x9a01 V:[UIView:0xe12(50)]>", "< NSLayoutConstraint:0x9a02 V:[UIView:0xe12(64)]>" )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x9a01 V:[UIView:0xe12(50)]>
            """)
        #expect(log.entries.count == 2)
        #expect(log.brokenIndex == 0)
        #expect(log.gap == nil)
    }

    @Test("a log whose constraints the unified log hid as <private> is told where to copy one that shows them")
    func privateLogIsToldWhereToCopy() {
        #expect(throws: LogInputError.self) { try LogParser.parse("""
            2024-03-02 10:11:12.000 Shop[12:34] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            <private>

            Will attempt to recover by breaking constraint
            <private>
            """) }
        do {
            _ = try LogParser.parse("Unable to simultaneously satisfy constraints.\n<private>\n")
        } catch {
            #expect(error.message.hasPrefix("the log's constraints are hidden as <private>"))
        }
    }

    @Test("a log that prints its window's height is rebuilt on a screen that tall, with no second conflict against an assumed one")
    func windowHeightInTheLogIsTheScreens() throws {
        let answer = Answer(try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6b01 V:[UIView:0x7f12]-(40)-|   (active, names: '|':UIView:0x7f11 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x6b02 h=--& v=--& UIView:0x7f12.minY == 500   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x6b03 h=--& v=--& UIView:0x7f12.height == 30   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x6b04 h=-&- v=-&- UIView:0x7f11.height == UIWindow:0x7f10.height   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x6b05 h=--- v=--- UIWindow:0x7f10.height == 568   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6b01 V:[UIView:0x7f12]-(40)-|   (active, names: '|':UIView:0x7f11 )>
            """))
        #expect(answer.otherConflicts.isEmpty)
        #expect(answer.minimalSet.count == 5)
        #expect(answer.effect.first == "view1.bottom is 568, not 570")
    }

    @Test("a bound missed only below the six printed digits is said to be within their rounding, not 'is 20, where it asked >= 20'")
    func missWithinPrintedDigitsIsSaid() throws {
        let answer = Answer(try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6c11 UIView:0x7d12.height == 0.333333   (active)>",
                "<NSLayoutConstraint:0x6c12 V:|-(0)-[UILabel:0x7d13]   (active, names: '|':UIView:0x7d11 )>",
                "<NSLayoutConstraint:0x6c13 UILabel:0x7d13.height >= 20   (active)>",
                "<NSLayoutConstraint:0x6c14 V:[UILabel:0x7d13]-(0)-[UIView:0x7d12]   (active)>",
                "<NSLayoutConstraint:0x6c15 V:[UIView:0x7d12]-(0)-|   (active, names: '|':UIView:0x7d11 )>",
                "<NSLayoutConstraint:0x6c16 'UIView-Encapsulated-Layout-Height' UIView:0x7d11.height == 20.3333   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6c13 UILabel:0x7d13.height >= 20   (active)>
            """))
        #expect(answer.effect.first == "label1.height is 20 to the digits shown, missing >= 20 by less: the conflict is within the "
            + "rounding of the numbers UIKit printed to six significant digits (fractions of a pixel)")
    }
}
