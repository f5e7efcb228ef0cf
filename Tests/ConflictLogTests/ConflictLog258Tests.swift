import ConflictLog
import Layout
import Testing

/// Conflict logs as the fifty-sixth round's samples of threads printed them; logs written for
/// this test in the shapes threads copy them in.
@Suite("Conflict logs, fifty-sixth round")
struct ConflictLog258Tests {
    @Test("a list copied without quotes or angle brackets is read, each line an entry")
    func bareList() throws {
        let answer = Answer(try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                NSLayoutConstraint:0xa001 Chip:0xb001.leading == UIView:0xb002.leading + 8,
                NSLayoutConstraint:0xa002 UIView:0xb002.trailing == Chip:0xb001.trailing + 8,
                NSLayoutConstraint:0xa003 UIView:0xb002.width == 0
            )
            """))
        #expect(answer.minimalSet.map { answer.layout.describe($0) }.sorted()
                == ["chip1.leading == view1.leading + 8", "chip1.width >= 0   (UIKit: a size is never negative)",
                    "view1.trailing == chip1.trailing + 8", "view1.width == 0"])
    }

    @Test("a list closed by '}' ends there: the footer after it is the same log's")
    func braceClosedList() {
        let lines = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0xa001 UIView:0xb001.height == 80   (active)>",
                "<NSLayoutConstraint:0xa002 UIView:0xb001.height == 120   (active)>"
            }
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0xa001 UIView:0xb001.height == 80   (active)>
            """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(LogBlock.extent(of: lines, from: 0) == 7)
    }

    @Test("a hidden arranged stack squeezed to 0 against its own spacing lasts while it is hidden: not a passing warning")
    func hiddenNestedStack() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0xa001 'UISV-canvas-connection' UIStackView:0xb001.top == UILabel:0xb002'Title'.top   (active)>",
                "<NSLayoutConstraint:0xa002 'UISV-canvas-connection' V:[UILabel:0xb003'Subtitle']-(0)-|   (active, names: '|':UIStackView:0xb001 )>",
                "<NSLayoutConstraint:0xa003 'UISV-hiding' UIStackView:0xb001.height == 0   (active)>",
                "<NSLayoutConstraint:0xa004 'UISV-spacing' V:[UILabel:0xb002'Title']-(6)-[UILabel:0xb003'Subtitle']   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0xa004 'UISV-spacing' V:[UILabel:0xb002'Title']-(6)-[UILabel:0xb003'Subtitle']   (active)>
            """))
        let text = answer.text(style: .init(width: 200))
        #expect(text.contains("the conflict lasts as long as it is hidden"))
        #expect(text.contains("set stackView1.spacing = 0 while it is hidden"))
        #expect(!text.contains("a passing warning"))
    }
}
