import ConflictLog
import Layout
import Rendering
import Testing

/// One ranking of fixes (``ConflictAdvice``) for a conflict log's rebuilt constraints and for the
/// session's own: the same conflict, read from a log or built at the prompt, gets the same advice.
@Suite("one ranking of fixes for logs and sessions")
struct SharedAdviceTests {
    /// A cell's image 12 from the content view's top and bottom and 100 tall, in a row 44 tall
    /// (a table's default rowHeight): 12 + 100 + 12 = 124. Both answers say to let the rows size
    /// themselves first, then to lower the image's height to 999 against UIKit's 44, for the
    /// same reason; both work on a copy.
    @Test("a table cell's conflict read from a log and built in the session gets the same fixes, in the same order")
    func sameAdvice() throws {
        let answer = Answer(try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000a01 V:|-(12)-[UIImageView:0x7f01]   (active, names: '|':UITableViewCellContentView:0x7f00 )>",
                "<NSLayoutConstraint:0x600000a02 V:[UIImageView:0x7f01]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7f00 )>",
                "<NSLayoutConstraint:0x600000a03 UIImageView:0x7f01.height == 100   (active)>",
                "<NSLayoutConstraint:0x600000a04 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f00.height == 44   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000a03 UIImageView:0x7f01.height == 100   (active)>
            """))
        var l = Layout()
        let cell = try l.addView("cell")
        try l.imposeCellSize(cell, width: 375, height: 44)
        let thumb = try l.addView("thumb", in: cell)
        _ = try l.activate(LayoutConstraint(.view(thumb), .top, .equal, .view(cell), .top, constant: 12))
        _ = try l.activate(LayoutConstraint(.view(cell), .bottom, .equal, .view(thumb), .bottom, constant: 12))
        _ = try l.activate(LayoutConstraint(.view(thumb), .height, .equal, constant: 100))
        let report = try #require(l.conflicts.first)
        let session = ConflictAdvice.fixes(for: report, in: l, sources: SessionSources(l))

        #expect(answer.fixes.map(\.kind) == [.selfSizingRows, .lowerAgainstImposedSize])
        #expect(session.map(\.kind) == answer.fixes.map(\.kind))
        #expect(session.map(\.satisfiable) == [true, true])
        #expect(answer.fixes.map(\.satisfiable) == [true, true])
        #expect(session.map(\.advice) == answer.fixes.map(\.advice).map { $0.replacing("imageView1", with: "thumb") })
        #expect(session.last?.advice == "give thumb.height == 100 priority 999, so it gives way while UIKit sizes the view "
            + "(44 until then) and holds once the real size is known")
    }

    /// A cell whose row the table makes 91 tall (not the default 44): 6 + 388 + 15 = 409 is what
    /// the text view's constraints need, so returning that height (or self-sizing rows) comes
    /// first, before lowering the text view's height.
    @Test("a row height the table chose that the cell's constraints do not fit: the height they need, then priority 999")
    func rowHeight() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x7a01 V:[UITextView:0x7e81'Harbour notes'(388)]>",
                "<NSLayoutConstraint:0x7a02 V:[UITextView:0x7e81'Harbour notes']-(15)-|   (Names: '|':UITableViewCellContentView:0x7e80 )>",
                "<NSLayoutConstraint:0x7a03 V:|-(6)-[UITextView:0x7e81'Harbour notes']   (Names: '|':UITableViewCellContentView:0x7e80 )>",
                "<NSLayoutConstraint:0x7a04 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x7e80(91)]>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7a01 V:[UITextView:0x7e81'Harbour notes'(388)]>
            """))
        #expect(answer.fixes.map(\.kind) == [.selfSizingRows, .lowerAgainstImposedSize])
        #expect(answer.fixes.first?.advice == "give the row the height its constraints need: the table gives it 91 (its "
            + "rowHeight, or what tableView(_:heightForRowAt:) returns) and they need 409 — return that, or let the rows size "
            + "themselves (tableView.rowHeight = UITableView.automaticDimension and an estimatedRowHeight)")
        #expect(answer.fixes.map(\.satisfiable) == [true, true])
    }

    /// A content view of 99.5 is a row of 100 on a @2x screen, less the separator's half point:
    /// the row must be the 104 the constraints need plus that half point, or the conflict is back.
    @Test("a row height less its separator: the row asked for is what the content needs plus the separator")
    func rowHeightLessSeparator() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x7b01 UIImageView:0x7e91.height == 80   (active)>",
                "<NSLayoutConstraint:0x7b02 V:|-(12)-[UIImageView:0x7e91]   (active, names: '|':UITableViewCellContentView:0x7e90 )>",
                "<NSLayoutConstraint:0x7b03 V:[UIImageView:0x7e91]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7e90 )>",
                "<NSLayoutConstraint:0x7b04 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7e90.height == 99.5   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7b01 UIImageView:0x7e91.height == 80   (active)>
            """))
        #expect(answer.fixes.first?.advice == "give the row the height its constraints need: the table gives its content view "
            + "99.5, a row of 100 (its rowHeight, or what tableView(_:heightForRowAt:) returns) less the 0.5-pt separator, and "
            + "they need 104 — return 104.5 for the row, or let the rows size themselves (tableView.rowHeight = "
            + "UITableView.automaticDimension and an estimatedRowHeight)")
    }

    /// A SnapKit constraint of a constant size, lowered: the log names no variable of the app's,
    /// but the `make` statement of a fixed size is the same whatever the view is called.
    @Test("a SnapKit size in a log is lowered as its make statement reads")
    func snapKitCode() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<SnapKit.LayoutConstraint:0x6000001@BadgeView.swift#33 UIView:0x7f51.height == 30.0>",
                "<SnapKit.LayoutConstraint:0x6000002@BadgeView.swift#34 UIView:0x7f51.top == UIView:0x7f50.top + 8.0>",
                "<SnapKit.LayoutConstraint:0x6000003@BadgeView.swift#35 UIView:0x7f51.bottom == UIView:0x7f50.bottom - 8.0>",
                "<NSLayoutConstraint:0x6000004 'UIView-Encapsulated-Layout-Height' UIView:0x7f50.height == 100   (active)>"
            )
            Will attempt to recover by breaking constraint
            <SnapKit.LayoutConstraint:0x6000001@BadgeView.swift#33 UIView:0x7f51.height == 30.0>
            """))
        let fix = try #require(answer.fixes.first)
        #expect(fix.kind == .lowerAgainstImposedSize)
        #expect(fix.code == "make.height.equalTo(30).priority(999)")
        #expect(answer.text(style: ReportStyle()).contains("     In place of your code: make.height.equalTo(30).priority(999)"))
    }

    /// `cardView1.width == -16` alone on the app's own view: the answer says what the constraint
    /// asks, and the fix is its constant at 0 or more. (On a plain UIView it is UIKit's action
    /// sheet's own warning: ``ConflictLog250Tests``.)
    @Test("a lone negative width: the sum names the constraint that asks for it, and the fix is the constant")
    func negativeWidth() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x6000033386e0 CardView:0x7f61.width == - 16   (active)>"
            )
            """))
        #expect(answer.negativeSize == "a width cannot be negative: cardView1.width == -16 asks for −16 (UIKit keeps every "
            + "view's width and height ≥ 0, a rule no log lists)")
        #expect(answer.fixes.map(\.kind) == [.nonNegativeConstant])
    }

    /// Three buttons across a container whose width one button sizes (75 wide, centred and right
    /// aligned: the container is 75); the other two, 75 wide with 15 between them, need 165. The
    /// last button would be 75 − 75 − 15 − 0 = −15 wide, which the answer says without adding up
    /// the first button's width as if it were beside the others.
    @Test("a size rule's value is the one the set's edges give with the broken constraint held")
    func heldSize() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<MASLayoutConstraint:0x7b01 UIButton:0x7f71.width == 75>",
                "<MASLayoutConstraint:0x7b02 UIButton:0x7f71.centerX == UIView:0x7f70.centerX>",
                "<MASLayoutConstraint:0x7b03 UIButton:0x7f71.right == UIView:0x7f70.right>",
                "<MASLayoutConstraint:0x7b04 UIButton:0x7f72.left == UIView:0x7f70.left>",
                "<MASLayoutConstraint:0x7b05 UIButton:0x7f72.right == UIButton:0x7f73.left - 15>",
                "<MASLayoutConstraint:0x7b06 UIButton:0x7f72.width == 75>",
                "<MASLayoutConstraint:0x7b07 UIButton:0x7f73.right == UIView:0x7f70.right>"
            )
            """))
        #expect(answer.negativeSize == "a width cannot be negative: the other constraints make button3.width −15 (UIKit "
            + "keeps every view's width and height ≥ 0, a rule no log lists)")
        // The first button is centred and right-aligned in the container: that is what sizes it
        // to 75, so keeping one of the two comes first (the later, right, is removed on the copy:
        // the container is then free to be 165 wide).
        #expect(answer.fixes.map(\.kind) == [.removeSecondPlacement, .lowerPriority])
        #expect(answer.fixes.first?.advice == "keep one of button1.centerX == view1.centerX and button1.right == view1.right: "
            + "they place button1 twice across view1, centred (centerX) and at its right, which with button1's size fixes "
            + "view1's — removing button1.right == view1.right is what is tried here")
        #expect(answer.fixes.map(\.satisfiable) == [true, true])
    }

    /// A keyboard's own constraints: nothing to try at the prompt either.
    @Test("an answer about UIKit's own constraints offers no fix to try at the prompt")
    func systemOnlyPrompt() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x7c01 'accessoryView.bottom' _UIRemoteKeyboardPlaceholderView:0x7f81.bottom == _UIKBCompatInputView:0x7f82.top - 12   (active)>",
                "<NSLayoutConstraint:0x7c02 'inputView.top' V:[_UIRemoteKeyboardPlaceholderView:0x7f81]-(0)-[_UIKBCompatInputView:0x7f82]   (active)>"
            )
            """))
        #expect(answer.systemOnly)
        #expect(answer.fixes.isEmpty)
        let text = answer.text(style: ReportStyle())
        #expect(text.hasSuffix("The rebuilt views stay in the session; undo goes back."))
        #expect(!text.contains("try a fix at the prompt"))
    }
}
