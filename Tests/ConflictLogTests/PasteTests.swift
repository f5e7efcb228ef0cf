import ConflictLog
import Layout
import Rendering
import Testing

/// Logs as they arrive: several in one paste with console lines around them, copied from an
/// issue's Markdown source, and the agreement of the text with the JSON.
@Suite("Conflict logs as pasted")
struct PasteTests {
    /// Two logs of one app: a cell whose image view asks 10 + 60 + 10 = 80 of a 44-point row,
    /// then the same row's title pinned twice; a layer's console line after the first footer.
    static let twoLogs = """
        2026-06-02 08:15:00.100000+0000 Larder[12:34] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x6000c1 UIImageView:0x7e01.height == 60   (active)>",
            "<NSLayoutConstraint:0x6000c2 V:|-(10)-[UIImageView:0x7e01]   (active, names: '|':UITableViewCellContentView:0x7e00 )>",
            "<NSLayoutConstraint:0x6000c3 V:[UIImageView:0x7e01]-(10)-|   (active, names: '|':UITableViewCellContentView:0x7e00 )>",
            "<NSLayoutConstraint:0x6000c4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7e00.height == 44   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x6000c1 UIImageView:0x7e01.height == 60   (active)>

        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        <CATransformLayer: 0x6000d9> - changing property masksToBounds in transform-only layer, will have no effect
        2026-06-02 08:15:00.200000+0000 Larder[12:34] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x6000c5 UILabel:0x7e02'Rye'.top == UITableViewCellContentView:0x7e00.top + 6   (active)>",
            "<NSLayoutConstraint:0x6000c6 UILabel:0x7e02'Rye'.top == UITableViewCellContentView:0x7e00.top + 9   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x6000c6 UILabel:0x7e02'Rye'.top == UITableViewCellContentView:0x7e00.top + 9   (active)>
        """

    @Test("a paste of two logs is two logs, each with its own broken constraint, and the console line between them is no entry")
    func splits() throws {
        let logs = try LogParser.parseAll(Self.twoLogs)
        #expect(logs.count == 2)
        #expect(logs.map { $0.entries.map(\.line) } == [[3, 4, 5, 6], [16, 17]])
        #expect(logs.map { $0.broken?.line } == [3, 17])
        #expect(logs[0].lines == 1...13 && logs[1].lines == 14...21)
        #expect(!logs.flatMap(\.entries).contains { $0.source.contains("CATransformLayer") })
    }

    @Test("the whole paste is one block for the prompt and for a script, and the command after it is not part of it")
    func oneBlock() {
        let lines = Self.twoLogs.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(LogBlock.extent(of: lines + ["", "frames"], from: 0) == lines.count)
    }

    @Test("a view keeps its name across the logs of a paste, and the summary comes first")
    func sharedNames() throws {
        let paste = PasteAnswer(try LogParser.parseAll(Self.twoLogs))
        let content = paste.answers.map { $0.rebuild.views.first { $0.item.address == "0x7e00" }?.name }
        #expect(content == ["contentView1", "contentView1"])
        let text = paste.text(style: ReportStyle(width: 60))
        #expect(text.hasPrefix("2 conflict logs in this paste (lines 1–13, 14–21), each answered below;"))
        #expect(text.contains("━━ Log 2 of 2 · lines 14–21 ━━"))
        // 10 + 60 + 10 cannot be 44: the image view is 44 − 20 = 24 tall once its height is broken.
        #expect(text.contains("With it broken: imageView1.height is 24, not 60"))
        #expect(text.contains("Keep one of ryeLabel.top == contentView1.top + 6 and ryeLabel.top == contentView1.top + 9"))
        let json = paste.json
        #expect(json.hasPrefix("{\"type\":\"conflictLogs\",\"count\":2,"))
        #expect(json.contains("\"log\":2,\"lines\":[14,21],\"repeats\":null,\"answer\":{\"type\":\"conflictLog\""))
    }

    @Test("a log copied from an issue's Markdown source reads as the console printed it")
    func markdown() throws {
        let log = try LogParser.parse("""
            > **Unable to simultaneously satisfy constraints.**
            > (
            >     \\<NSLayoutConstraint:0x7101 Basket.totalLabel.height == 30   (active, names: Basket.totalLabel:0x7f10 )\\>,
            >     \\<NSLayoutConstraint:0x7102 Basket.totalLabel.height == 18   (active, names: Basket.totalLabel:0x7f10 )\\>
            > )
            """)
        #expect(log.entries.count == 2)
        let answer = Answer(log)
        #expect(answer.rebuild.views.map(\.name) == ["totalLabel"])
        #expect(answer.minimalSet.map { answer.layout.describe($0) } == ["totalLabel.height == 30", "totalLabel.height == 18"])
    }

    @Test("the footers of iOS 7 and of AppKit belong to the log")
    func oldFooters() {
        let lines = [
            "Unable to simultaneously satisfy constraints.", "(",
            "    \"<NSLayoutConstraint:0x7121 V:[_UILayoutGuide:0x7f21]-(12)-[UIView:0x7f22]>\",",
            "    \"<NSLayoutConstraint:0x7122 V:[_UILayoutGuide:0x7f21]-(28)-[UIView:0x7f22]>\"", ")", "",
            "Will attempt to recover by breaking constraint ",
            "<NSLayoutConstraint:0x7122 V:[_UILayoutGuide:0x7f21]-(28)-[UIView:0x7f22]>", "",
            "Break on objc_exception_throw to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.",
        ]
        #expect(LogBlock.extent(of: lines + ["frames"], from: 0) == lines.count)
        var reader = LogBlock.Reader()
        for line in ["[Layout] Unable to simultaneously satisfy constraints:", "<private>", "",
                     "Will attempt to recover by breaking constraint ", "<private>", ""] {
            let taken = reader.feed(line)
            #expect(taken, "\(line)")
        }
        let taken = reader.feed("Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to "
            + "have -[NSWindow visualizeConstraints:] automatically called when this happens.")
        #expect(taken)
    }

    @Test("a paste that begins with an escaped entry from an issue's Markdown is a log for the prompt")
    func escapedStart() {
        #expect(LogBlock.starts("\\<NSLayoutConstraint:0x7111 UIView:0x7f11.width == 10\\>,"))
        #expect(LogBlock.starts("**\"<NSLayoutConstraint:0x7112 UIView:0x7f11.width == 20>\",**"))
        #expect(!LogBlock.starts("<CATransformLayer: 0x7113> - changing property masksToBounds in transform-only layer"))
    }

    @Test("an entry is a log when its first line that is not blank begins one, in any of the forms it is pasted in")
    func whatIsALog() {
        for start in ["2026-06-02 08:15:00.1 Larder[12:34] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
                      "  (", "> (", "**(**", "Will attempt to recover by breaking constraint",
                      "\"<NSLayoutConstraint:0x7114 UIView:0x7f14.width == 10   (active)>\",",
                      "[<NSLayoutConstraint:0x7115 UIView:0x7f15.width == 10   (active)>,"] {
            #expect(LogBlock.isLog("\n  \n" + start + "\n"), "\(start)")
        }
        for entry in ["v3.snp.makeConstraints { make in make.top.equalTo(v2.snp.bottom).offset(8) }",
                      "middle.constant = 41", "(a)", "label.text = \"Unable to sign in\"", "frames"] {
            #expect(!LogBlock.isLog(entry), "\(entry)")
        }
    }

    @Test("the JSON names what UIKit broke whenever the text does, and flags the constraints Layoutbook assumed")
    func jsonAgrees() throws {
        // The broken entry cannot be read, so it is not rebuilt; the text still names its line.
        let log = try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x7201 UIView:0x7e10.width == 40   (active)>",
                "<NSLayoutConstraint:0x7202 UIView:0x7e10.width ~~ 50   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7202 UIView:0x7e10.width ~~ 50   (active)>
            """)
        let answer = Answer(log)
        #expect(answer.json.contains("\"uikitBroke\":{\"line\":4,\"constraint\":null,\"log\":\"NSLayoutConstraint:0x7202 UIView:0x7e10.width ~~ 50   (active)\"}"))
        let text = answer.text(style: ReportStyle(width: 60))
        #expect(text.contains("or the entries Layoutbook could not solve: line 4 (see above)."))
        // A cell's content view with margins: the margins' 8 points are Layoutbook's, flagged so.
        let margins = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x7301 UILabel:0x7e20'Go'.leading == UIView:0x7e21.leadingMargin   (active)>",
                "<NSLayoutConstraint:0x7302 UILabel:0x7e20'Go'.trailing == UIView:0x7e21.trailingMargin   (active)>",
                "<NSLayoutConstraint:0x7303 UILabel:0x7e20'Go'.width == 100   (active)>",
                "<NSLayoutConstraint:0x7304 UIView:0x7e21.width == 150   (active)>"
            )
            """))
        #expect(margins.minimalSet.count == 6)
        #expect(margins.json.contains("\"constraint\":\"'UIView-leftMargin-guide-constraint' H:|-(8)-[view1.layoutMarginsGuide](LTR)   (names: '|':view1)\",\"assumed\":true"))
        #expect(margins.rebuild.assumptions.contains { $0.hasPrefix("view1: its layout margins are assumed to be UIKit's default, 8 points") })
    }

    @Test("SnapKit's label, file and line stay on the constraint, in the set, the fixes and the JSON")
    func snapKitPlace() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<SnapKit.LayoutConstraint:badgeSize@BadgeView.swift#33 UIView:0x7e30.width == 30.0>",
                "<SnapKit.LayoutConstraint:0x7401@BadgeView.swift#40 UIView:0x7e30.width == UIView:0x7e31.width ^UILayoutPriority(rawValue: 999.0)>",
                "<NSLayoutConstraint:0x7402 'UIView-Encapsulated-Layout-Width' UIView:0x7e30.width == 0   (active)>"
            )
            """))
        #expect(answer.minimalSet.map { answer.rebuild.describe($0) }.contains("view1.width == 30 [badgeSize@BadgeView.swift#33]"))
        #expect(answer.rebuild.describe(answer.rebuild.constraints[1].id ?? LayoutConstraintID(-1))
            == "view1.width == view2.width @999 [@BadgeView.swift#40]")
        #expect(answer.fixes.first?.advice.hasPrefix("give view1.width == 30 [badgeSize@BadgeView.swift#33] priority 999, so it gives way while UIKit sizes the view (0 until then)") == true)
        #expect(answer.json.contains("\"madeAt\":\"badgeSize@BadgeView.swift#33\""))
    }
}

/// What the answer says about UIKit's rule that a size is never negative, and about a removal.
@Suite("Conflict-log advice")
struct AdviceTests {
    @Test("a set that holds UIKit's size rule says the size cannot be negative, with the sum that makes it so")
    func negativeSize() throws {
        // A bar 0 wide with a stack view 4 in from its left and 10 from its right: −14 wide.
        let rebuild = Rebuild(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x7501 H:|-(4)-[UIStackView:0x7e41]   (active, names: '|':App.TopBar:0x7e40 )>",
                "<NSLayoutConstraint:0x7502 UIStackView:0x7e41.trailing == App.TopBar:0x7e40.trailing - 10   (active)>",
                "<NSLayoutConstraint:0x7503 'UIView-Encapsulated-Layout-Width' App.TopBar:0x7e40.width == 0   (active)>"
            )
            """))
        // The layout model's own rule makes the three a conflict: no log lists it.
        let answer = Answer(rebuild: rebuild)
        #expect(answer.minimalSet.count == 4)
        #expect(answer.negativeSize == "a width cannot be negative: 0 − 4 − 10 = −14 for stackView1.width "
            + "(UIKit keeps every view's width and height ≥ 0, a rule no log lists)")
        let text = answer.text(style: ReportStyle(width: 60))
        #expect(text.contains("A width cannot be negative: 0 − 4 − 10 = −14"))
        #expect(text.contains("\"stackView1.width >= 0   (UIKit: a size is never negative)\"   (UIKit's rule: no log lists it)"))
        #expect(answer.json.contains("\"constraint\":\"stackView1.width >= 0   (UIKit: a size is never negative)\",\"uikitRule\":true"))
    }

    @Test("44 is a table's default row height, not a collection view cell's")
    func collectionCell() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x7701 UILabel:0x7e61'Pear'.height == 60   (active)>",
                "<NSLayoutConstraint:0x7702 V:|-(0)-[UILabel:0x7e61'Pear']   (active, names: '|':UICollectionViewCell:0x7e60 )>",
                "<NSLayoutConstraint:0x7703 V:[UILabel:0x7e61'Pear']-(0)-|   (active, names: '|':UICollectionViewCell:0x7e60 )>",
                "<NSLayoutConstraint:0x7704 'UIView-Encapsulated-Layout-Height' UICollectionViewCell:0x7e60.height == 44   (active)>"
            )
            """))
        #expect(answer.fixes.map(\.advice) == ["give pearLabel.height == 60 priority 999, so it gives way: 44 is the size UIKit "
            + "really gives the view, and the constraints do not add up to it (or make their constants fit)"])
        #expect(answer.rebuild.constraints[3].generated?.explanation.contains("44, the size it really gets here") == true)
    }

    @Test("43.5 in a table cell is the default row height less its separator")
    func separatorHeight() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x7801 UIImageView:0x7e71.height == 64   (active)>",
                "<NSLayoutConstraint:0x7802 V:|-(6)-[UIImageView:0x7e71]   (active, names: '|':UITableViewCellContentView:0x7e70 )>",
                "<NSLayoutConstraint:0x7803 V:[UIImageView:0x7e71]-(6)-|   (active, names: '|':UITableViewCellContentView:0x7e70 )>",
                "<NSLayoutConstraint:0x7804 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7e70.height == 43.5   (active)>"
            )
            """))
        #expect(answer.fixes.map(\.kind) == [.selfSizingRows, .lowerAgainstImposedSize])
        #expect(answer.fixes.first?.advice.hasPrefix("if the rows do not size themselves, let them: 44 is a table view's default rowHeight "
            + "(43.5: 44 less the separator)") == true)
        // The log does not say what UIKit broke: the app's last constraint gives way, as UIKit breaks
        // one of the app's, and the content view keeps the table's 43.5: a half point, so the
        // log came from a 2× screen, whose pixels hold it.
        #expect(answer.effect.first == "contentView1.bottom is 43.5, not 76")
    }

    @Test("a cell's contentView sized by its mask keeps the mask: the advice is the row's height, not translatesAutoresizingMaskIntoConstraints")
    func contentViewMask() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSAutoresizingMaskLayoutConstraint:0x7901 h=--& v=--& V:[UITableViewCellContentView:0x7e80(44)]>",
                "<NSLayoutConstraint:0x7902 V:|-(10)-[UILabel:0x7e81'Fig']   (Names: '|':UITableViewCellContentView:0x7e80 )>",
                "<NSLayoutConstraint:0x7903 V:[UILabel:0x7e81'Fig']-(10)-|   (Names: '|':UITableViewCellContentView:0x7e80 )>",
                "<NSLayoutConstraint:0x7904 V:[UILabel:0x7e81'Fig'(40)]>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7904 V:[UILabel:0x7e81'Fig'(40)]>
            """))
        #expect(answer.fixes.map(\.kind) == [.selfSizingRows, .lowerAgainstImposedSize])
        #expect(!answer.fixes.contains { $0.advice.contains("translatesAutoresizingMaskIntoConstraints") })
        #expect(answer.fixes.last?.advice.hasPrefix("give figLabel.height == 40 priority 999") == true)
    }

    @Test("removing the constraint UIKit broke is offered with a warning when it leaves a view without a position")
    func removalWarns() throws {
        // The panel's top is pinned once, its bottom only bounded: without the pin it has no
        // vertical position. 100 tall cannot fit in 50. (The window is the screen, so the frame
        // below is pinned.)
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x7601 UIView:0x7e51.height == 100   (active)>",
                "<NSLayoutConstraint:0x7602 UIView:0x7e50.height == 50   (active)>",
                "<NSLayoutConstraint:0x7603 UIView:0x7e51.bottom <= UIView:0x7e50.bottom   (active)>",
                "<NSLayoutConstraint:0x7604 UIView:0x7e51.top == UIView:0x7e50.top   (active)>",
                "<NSLayoutConstraint:0x7605 UIView:0x7e50.top == UIWindow:0x7e4f.top + 100   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7604 UIView:0x7e51.top == UIView:0x7e50.top   (active)>
            """))
        #expect(answer.fixes.map(\.advice) == [
            "give view1.top == view2.top priority 999, so it gives way where it cannot hold",
            "remove view1.top == view2.top — but then view1 has no vertical position: pin it another way",
        ])
    }
}
