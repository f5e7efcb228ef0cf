import ConflictLog
import Layout
import Testing

/// Conflict logs as the sixtieth round's samples of threads printed them; logs written for this
/// test in the shapes threads copy them in.
@Suite("Conflict logs, sixtieth round")
struct ConflictLog310Tests {
    @Test("a cell height UIKit gave on a half point shows a 2× screen: the frames with the constraint broken are on its pixels")
    func halfPointCellHeightIsTwoX() throws {
        let answer = Answer(try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UIImageView:0x7f02.height == 40   (active)>",
                "<NSLayoutConstraint:0x600002 V:|-(0)-[UIImageView:0x7f02]   (active, names: '|':UITableViewCellContentView:0x7f01 )>",
                "<NSLayoutConstraint:0x600003 V:[UIImageView:0x7f02]-(0)-|   (active, names: '|':UITableViewCellContentView:0x7f01 )>",
                "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f01.height == 43.5   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600001 UIImageView:0x7f02.height == 40   (active)>
            """))
        #expect(answer.effect.first == "imageView1.height is 43.5, not 40")
    }

    @Test("a cell's fixed height printed with no identifier, as logs before iOS 11 did, shows the screen's scale too")
    func unnamedCellHeightShowsScale() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600001 UIImageView:0x7f02.top == UITableViewCellContentView:0x7f01.top + 16>",
                "<NSLayoutConstraint:0x600002 UIImageView:0x7f02.height == 70>",
                "<NSLayoutConstraint:0x600003 UIImageView:0x7f02.bottom == UITableViewCellContentView:0x7f01.bottom - 16>",
                "<NSLayoutConstraint:0x600004 UITableViewCellContentView:0x7f01.height == 87.5>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002 UIImageView:0x7f02.height == 70>
            """))
        #expect(answer.effect.first == "imageView1.height is 55.5, not 70")
    }

    @Test("a third of a point keeps the 3× grid, and a half point the app wrote in its own constraint says nothing of the screen")
    func appHalfPointSaysNothing() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600001 UIView:0x7f02.height == 40.5   (active)>",
                "<NSLayoutConstraint:0x600002 V:|-(0)-[UIView:0x7f02]   (active, names: '|':UIView:0x7f01 )>",
                "<NSLayoutConstraint:0x600003 V:[UIView:0x7f02]-(0)-|   (active, names: '|':UIView:0x7f01 )>",
                "<NSLayoutConstraint:0x600004 UIView:0x7f01.height == 20.5   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600001 UIView:0x7f02.height == 40.5   (active)>
            """))
        #expect(answer.effect.first == "view2.height is 20.667, not 40.5")
    }

    @Test("two views that share a shortfall are told the sum the constraints leave them, a sibling's minimum size counted")
    func sharedShortfallCountsSiblingMinimum() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600001 UIView:0x7f01.height == 120   (active)>",
                "<NSLayoutConstraint:0x600002 V:|-(12)-[UILabel:0x7f02'Top']   (active, names: '|':UIView:0x7f01 )>",
                "<NSLayoutConstraint:0x600003 V:[UILabel:0x7f02'Top']-(8)-[UIView:0x7f03]   (active)>",
                "<NSLayoutConstraint:0x600004 UIView:0x7f03.height >= 110   (active)>",
                "<NSLayoutConstraint:0x600005 V:[UIView:0x7f03]-(0)-[UILabel:0x7f04'End']   (active)>",
                "<NSLayoutConstraint:0x600006 V:[UILabel:0x7f04'End']-(0)-|   (active, names: '|':UIView:0x7f01 )>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600004 UIView:0x7f03.height >= 110   (active)>
            """))
        let text = answer.text(style: .init(width: 300))
        #expect(text.contains("A height cannot be negative: 120 − 12 − 8 − 110 = −10 for topLabel.height and endLabel.height together"))
    }

    @Test("iOS 7's `midY ==` with nothing after it is a constant of 0, so the mask's conflict is found")
    func emptyRightSideIsZero() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x8a01 V:[UIButton:0x8b02]-(4)-|   (Names: '|':UIView:0x8b01 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x8a02 h=--& v=--& UIButton:0x8b02.midY ==>",
                "<NSAutoresizingMaskLayoutConstraint:0x8a03 h=--& v=--& V:[UIButton:0x8b02(0)]>",
                "<NSAutoresizingMaskLayoutConstraint:0x8a04 h=--& v=--& V:[UIView:0x8b01(60)]>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x8a01 V:[UIButton:0x8b02]-(4)-|   (Names: '|':UIView:0x8b01 )>
            """))
        let text = answer.text(style: .init(width: 300))
        #expect(text.contains("button1.centerY == view1.top   (autoresizing mask)"))
        #expect(text.contains("The minimal conflicting set: 4 constraints"))
        #expect(answer.fixes.first?.advice.hasPrefix("set button1.translatesAutoresizingMaskIntoConstraints = false") == true)
    }

    @Test("a negative width SnapKit made at a line of the app's file is the app's, with a fix, not UIKit's action sheet")
    func libraryNegativeWidthIsTheApps() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<SnapKit.LayoutConstraint:0x600001@TagView.swift#40 UIView:0x7f01.width == -16.0>"
            )

            Will attempt to recover by breaking constraint
            <SnapKit.LayoutConstraint:0x600001@TagView.swift#40 UIView:0x7f01.width == -16.0>
            """))
        let text = answer.text(style: .init(width: 300))
        #expect(!text.contains("action sheet"))
        #expect(answer.fixes.first?.advice.hasPrefix("make view1.width == -16 [@TagView.swift#40] a width of 16") == true)
    }

    @Test("a list cut before UIKit says what it broke gives no fix that says UIKit broke one")
    func cutListFixClaimsNothingBroken() throws {
        let answer = Answer(try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 200   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 0   (active)>"
            )
            """))
        let advice = answer.fixes.map(\.advice)
        #expect(advice.first?.hasPrefix("keep one of view1.width == 200 and view1.width == 0: they set view1.width twice") == true)
        #expect(!advice.contains { $0.contains("UIKit broke") })
    }

    @Test("a visual format string that spaces a view from its own superview as from a sibling is the constraint to remove")
    func visualFormatSuperviewAsSibling() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x7f01 V:|-(20)-[UILabel:0x7e02]   (Names: '|':UIView:0x7e01 )>",
                "<NSLayoutConstraint:0x7f02 V:[UIView:0x7e01]-(0)-[UILabel:0x7e02]>",
                "<NSLayoutConstraint:0x7f03 'UIView-Encapsulated-Layout-Height' V:[UIView:0x7e01(667)]>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7f02 V:[UIView:0x7e01]-(0)-[UILabel:0x7e02]>
            """))
        #expect(answer.fixes.first?.advice == "remove label1.top == view1.bottom: it puts label1 below the bottom of view1, its own superview, "
            + "outside it — a visual format string that names the superview as a view (`[view1]-(0)-[label1]`) spaces it as from a "
            + "sibling; pin label1.top to view1.top instead (`|-(0)-[label1]`)")
        #expect(answer.fixes.first?.satisfiable == true)
    }
}
