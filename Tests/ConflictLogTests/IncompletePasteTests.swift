import ConflictLog
import Layout
import Rendering
import Testing

/// Logs whose paste lacks part of the conflict, or prints it with addresses that name nothing:
/// the answer says what is missing, or reads the items as UIKit's list requires, rather than
/// giving advice the log cannot support. Every log here is written for these tests.
@Suite("pastes that lack part of the log")
struct IncompletePasteTests {
    @Test("only the broken constraint pasted: the answer says the list above it is cut off, and offers no fix")
    func listCutOff() throws {
        let answer = Answer(try LogParser.parse("""
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600000d01 UIView:0x7e01.width == 0   (active)>
            """))
        #expect(answer.conflict == nil)
        #expect(answer.fixes.isEmpty)
        #expect(answer.missing?.hasPrefix("only the end of this log is in the paste: the list of constraints above") == true)
        #expect(answer.text(style: ReportStyle()).contains("What is missing: only the end of this log is in the paste"))
        #expect(!answer.text(style: ReportStyle()).contains("priority = 999"))
    }

    /// A button 40 tall and a card 30 tall tied to nothing between them: no list of UIKit's
    /// could hold only these, as one conflict ties all its views.
    @Test("views the list ties by no constraint: the answer names both groups and says a constraint between them is missing")
    func unconnectedGroups() throws {
        let answer = Answer(try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000d11 UIButton:0x7e11.height == 40   (active)>",
                "<NSLayoutConstraint:0x600000d12 UIButton:0x7e11.height >= 20   (active)>",
                "<NSLayoutConstraint:0x600000d13 'UIView-Encapsulated-Layout-Height' Tally.CardView:0x7e10.height == 30   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600000d11 UIButton:0x7e11.height == 40   (active)>
            """))
        #expect(answer.conflict == nil)
        #expect(answer.missing == "the list as pasted ties no constraint between {button1} and {cardView1}, yet one conflict "
            + "ties all its views and UIKit lists every constraint of it: at least one constraint between them is missing "
            + "from the paste (a line cut, or the list copied in part)")
    }

    @Test("a broken constraint printed with another address than its line in the list is taken to be that line")
    func brokenWithOtherAddress() throws {
        let log = try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600000d21 UIView:0x7e21.leading == UIButton:0x7e22.trailing + 8>",
                "<NSLayoutConstraint:0x600000d22 UIButton:0x7e22.leading == UIView:0x7e20.leading + 300>",
                "<NSLayoutConstraint:0x600000d23 UIView:0x7e20.trailing == UIView:0x7e21.trailing + 20>",
                "<NSLayoutConstraint:0x600000d24 UIView:0x7e20.width == 320>"
            )
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600000e99 UIView:0x7e21.leading == UIButton:0x7e22.trailing + 8>
            """)
        #expect(log.entries.count == 4)
        #expect(log.brokenIndex == 0)
        #expect(log.notes.map(\.message) == ["the broken constraint is printed with other addresses than in the list; "
            + "it reads as line 2 does otherwise, and is taken to be it"])
        // 300 + the button's width 0 + 8 + the view ≥ 0 + 20 = 328 > 320: line 2 is in the set and broken.
        let answer = Answer(log)
        #expect(answer.uikitBroke != nil)
        #expect(answer.conflict?.broken == answer.uikitBroke)
    }

    /// SnapKit 0.x's own entry and its broken one print addresses no other entry names; read as
    /// the log's only `UIView` below the root view and its `_UILayoutGuide`, the list conflicts:
    /// the view's frame from IB puts its top at 40, the guide's bottom is at 0.
    @Test("SnapKit 0.x's bracketed items are read as the log's items of their class under which the list conflicts")
    func snapKitZeroAddresses() throws {
        let answer = Answer(try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSIBPrototypingLayoutConstraint:0x600000f01 'IB auto generated at build time for view with fixed frame' V:|-(40)-[UIView:0x7f0002]   (Names: '|':UIView:0x7f0001 )>",
                "<_UILayoutSupportConstraint:0x600000f02 V:[_UILayoutGuide:0x7f0003(0)]>",
                "<_UILayoutSupportConstraint:0x600000f03 V:|-(0)-[_UILayoutGuide:0x7f0003]   (Names: '|':UIView:0x7f0001 )>",
                "<<Gallery.LayoutConstraint:0x600000f04> <UIView:0x7f00a2>.top == <_UILayoutGuide:0x7f00a3>.bottom>"
            )

            Will attempt to recover by breaking constraint 
            <<Gallery.LayoutConstraint:0x600000f99> <UIView:0x7f00b2>.top == <_UILayoutGuide:0x7f00b3>.bottom>
            """))
        let rebuild = answer.rebuild
        #expect(rebuild.views.map(\.item.logText) == ["UIView:0x7f0001", "UIView:0x7f0002", "_UILayoutGuide:0x7f0003"])
        #expect(rebuild.log.notes.first?.message == "SnapKit 0.x prints addresses that are not the objects' (they match no "
            + "other item of the log): read UIView:0x7f00a2 as UIView:0x7f0002, _UILayoutGuide:0x7f00a3 as "
            + "_UILayoutGuide:0x7f0003, the items of those classes under which the list conflicts, as UIKit's list always does")
        #expect(answer.minimalSet.count == 4)
        #expect(answer.conflict?.broken == answer.uikitBroke)
        // IB's fixed frame is the mistake: the view is placed by code.
        #expect(answer.fixes.map(\.kind) == [.storyboardConstraints])
        #expect(answer.fixes.first?.satisfiable == true)
        #expect(answer.fixes.first?.advice.hasPrefix("give view2 constraints in the storyboard (or xib), marked 'Remove at "
            + "build time' if your code makes them") == true)
    }

    /// A compose bar below the window's bottom (the keyboard down), its content's bottom kept 8
    /// above the window's safe area: the content would be −8 tall, so its own rule conflicts
    /// without the `>= 50` UIKit broke. The set then holds UIKit's constraints and two of the
    /// app's; the newest of the app's breaks, as UIKit would break one of the app's.
    @Test("when the set conflicts without what UIKit broke, the app's newest constraint breaks, not a guide's or the keyboard's")
    func appsConstraintBreaks() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<_UISystemBaselineConstraint:0x600000a71 UIView:0x7d02.bottom <= UILayoutGuide:0x600000b70'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>",
                "<NSLayoutConstraint:0x600000a72 UIInputSetContainerView:0x7d10.bottom == UITextEffectsWindow:0x7d11.bottom   (active)>",
                "<NSLayoutConstraint:0x600000a73 UIView:0x7d02.height >= 50   (active)>",
                "<NSLayoutConstraint:0x600000a74 V:|-(0)-[UIView:0x7d02]   (active, names: '|':Notes.ComposeBar:0x7d01 )>",
                "<NSLayoutConstraint:0x600000a75 V:|-(0)-[Notes.ComposeBar:0x7d01]   (active, names: '|':UIInputSetHostView:0x7d12 )>",
                "<NSLayoutConstraint:0x600000a76 V:[UIInputSetContainerView:0x7d10]-(0)-[UIInputSetHostView:0x7d12]   (active)>",
                "<NSLayoutConstraint:0x600000a77 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0x600000b70'UIViewSafeAreaLayoutGuide']-(0)-|   (active, names: '|':UITextEffectsWindow:0x7d11 )>"
            )
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600000a73 UIView:0x7d02.height >= 50   (active)>
            """))
        let rebuild = answer.rebuild
        #expect(rebuild.constraints[4].generated?.explanation == "the keyboard's host (UIInputSetHostView) placing your input "
            + "accessory or input view: UIKit made it, not your code, and your code cannot change it")
        #expect(answer.minimalSet.map { rebuild.describe($0) } == [
            "view1.height >= 0   (UIKit: a size is never negative)",
            "view1.bottom <= safeArea1.bottom - 8",
            "inputSetContainerView1.bottom == root.bottom",
            "composeBar1.top == inputSetHostView1.top",
            "inputSetHostView1.top == inputSetContainerView1.bottom",
            "'UIViewSafeAreaLayoutGuide-bottom' root.bottom == safeArea1.bottom",
            "view1.top == composeBar1.top",
        ])
        #expect(answer.conflict.map { rebuild.describe($0.broken) } == "view1.top == composeBar1.top")
        #expect(answer.negativeSize == "a height cannot be negative: the other constraints make view1.height −8 (UIKit keeps "
            + "every view's width and height ≥ 0, a rule no log lists)")
    }

    @Test("a broken bound that holds exactly at the printed numbers: the answer says the conflict is below the log's digits")
    func belowThePrintedDigits() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600000c01 Shelf.TileView:0x7c01.width >= 120   (active)>",
                "<NSLayoutConstraint:0x600000c02 'UIView-Encapsulated-Layout-Width' Shelf.TileView:0x7c01.width == 120   (active)>"
            )
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600000c01 Shelf.TileView:0x7c01.width >= 120   (active)>
            """))
        #expect(answer.conflict == nil)
        #expect(answer.missing?.hasPrefix("the digits UIKit did not print: tileView1.width >= 120 holds here exactly at its "
            + "bound (120 >= 120), and UIKit prints its numbers to six significant digits") == true)
        #expect(answer.missing?.hasSuffix("Give tileView1.width >= 120 a priority below 1000, so it gives way by that much") == true)
    }
}
