import ConflictLog
import Layout
import Testing

/// Conflict logs as the fifty-fifth round's samples of threads printed them; logs written for
/// this test in the shapes UIKit and Masonry print.
@Suite("Conflict logs, fifty-fifth round")
struct ConflictLog250Tests {
    @Test("a Masonry key with dots (self.likeButton) is the view's name, and its attribute is the last part")
    func masonryKeyWithDots() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<MASLayoutConstraint:0xa001 UIButton:self.saveButton.width == 34>",
                "<MASLayoutConstraint:0xa002 UIButton:self.saveButton.left == Toolbar:0xb00a.left>",
                "<MASLayoutConstraint:0xa003 UIButton:self.saveButton.right == Toolbar:0xb00a.right>",
                "<NSAutoresizingMaskLayoutConstraint:0xa004 Toolbar:0xb00a.width == 0>"
            )

            Will attempt to recover by breaking constraint
            <MASLayoutConstraint:0xa001 UIButton:self.saveButton.width == 34>
            """))
        #expect(answer.minimalSet.map { answer.layout.describe($0) }.sorted()
                == ["saveButton.left == toolbar1.left", "saveButton.right == toolbar1.right", "saveButton.width == 34",
                    "toolbar1.width == 0   (autoresizing mask)"])
    }

    @Test("a lone plain UIView.width == -16 is UIKit's action sheet's own warning, with no fix to make")
    func actionSheetWidth() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x6000032001 UIView:0x7fb00000a0.width == - 16   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6000032001 UIView:0x7fb00000a0.width == - 16   (active)>
            """))
        #expect(answer.fixes.isEmpty)
        let text = answer.text(style: .init(width: 200))
        #expect(text.contains("UIKit's own action sheet (UIAlertController, style .actionSheet) logs this width"))
        #expect(text.contains("there is no fix to make in your code"))
    }

    @Test("a view spaced from a sibling whose superview is known is in that superview: the autoresizing container stays put")
    func siblingSpacingSharesTheSuperview() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSAutoresizingMaskLayoutConstraint:0x7fa1 h=--& v=--& V:[UIView:0x7fa0a(38)]>",
                "<NSLayoutConstraint:0x7fa2 V:[UILabel:0x7fa0b(30)]>",
                "<NSLayoutConstraint:0x7fa3 V:[UILabel:0x7fa0c(20)]>",
                "<NSLayoutConstraint:0x7fa5 V:|-(0)-[UILabel:0x7fa0b]   (Names: '|':UIView:0x7fa0a )>",
                "<NSLayoutConstraint:0x7fa6 V:[UILabel:0x7fa0b]-(0)-[UILabel:0x7fa0c]>",
                "<NSLayoutConstraint:0x7fa7 V:[UILabel:0x7fa0c]-(0)-[UILabel:0x7fa0d]>",
                "<NSLayoutConstraint:0x7fa9 V:[UILabel:0x7fa0d]-(0)-|   (Names: '|':UIView:0x7fa0a )>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7fa9 V:[UILabel:0x7fa0d]-(0)-|   (Names: '|':UIView:0x7fa0a )>
            """))
        let layout = answer.layout
        let container = try #require(layout.id(of: "view1"))
        for label in ["label1", "label2", "label3"] {
            #expect(layout.view(try #require(layout.id(of: label)))?.superview == container)
        }
        // With the bottom pin broken the labels stack 0, 30 and 50 inside the 38-tall container.
        let text = answer.text(style: .init(width: 200))
        #expect(text.contains("With it broken: label3.bottom is 50, not 38"))
    }

    @Test("a toolbar's content view held 0 wide is UIKit's own warning, silenced by making the toolbar with a frame")
    func zeroFrameToolbar() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& _UIToolbarContentView:0x10a0.width == 0   (active)>",
                "<NSLayoutConstraint:0x6002 H:|-(0)-[_UIButtonBarStackView:0x10b0]   (active, names: '|':_UIToolbarContentView:0x10a0 )>",
                "<NSLayoutConstraint:0x6003 H:[_UIButtonBarStackView:0x10b0]-(0)-|   (active, names: '|':_UIToolbarContentView:0x10a0 )>",
                "<NSLayoutConstraint:0x6004 'TB_Leading_Leading' H:|-(16)-[_UIModernBarButton:0x10c0]   (active, names: '|':_UIButtonBarStackView:0x10b0 )>",
                "<NSLayoutConstraint:0x6005 'TB_Trailing_Trailing' H:[_UIModernBarButton:0x10c0]-(16)-|   (active, names: '|':_UIButtonBarStackView:0x10b0 )>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6005 'TB_Trailing_Trailing' H:[_UIModernBarButton:0x10c0]-(16)-|   (active, names: '|':_UIButtonBarStackView:0x10b0 )>
            """))
        #expect(answer.systemOnly)
        let text = answer.text(style: .init(width: 200))
        #expect(text.contains("It comes from a toolbar made with no frame (UIToolbar(), often a keyboard's input accessory bar)"))
    }

    @Test("a negative size's sum is the constants' own, not the pixel-rounded frames' (110.4 twice is 220.8)")
    func negativeSumOfFractionalConstants() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x6101 UILabel:0x7f0a.leading == UIView:0x7f0b.leading + 110.4   (active)>",
                "<NSLayoutConstraint:0x6102 UILabel:0x7f0a.trailing == UIView:0x7f0b.trailing - 110.4   (active)>",
                "<NSLayoutConstraint:0x6103 'UIView-Encapsulated-Layout-Width' UIView:0x7f0b.width == 0   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6102 UILabel:0x7f0a.trailing == UIView:0x7f0b.trailing - 110.4   (active)>
            """))
        #expect(answer.negativeSize == "a width cannot be negative: 0 − 110.4 − 110.4 = −220.8 for label1.width (UIKit keeps "
            + "every view's width and height ≥ 0, a rule no log lists)")
    }
}
