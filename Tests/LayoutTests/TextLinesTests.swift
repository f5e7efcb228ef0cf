import Layout
import Testing

/// The lines a label shows, by the documented metric (17 pt: 8.5 per character, 20 per line):
/// wrapped greedily by words at its width, as many as numberOfLines and its height allow, the last
/// one ending in "…" when text is left over (UIKit's default lineBreakMode, .byTruncatingTail).
@Suite("a label's lines")
struct TextLinesTests {
    /// Seven five-letter words: 41 characters, 348.5 points on one line.
    let seven = "aaaaa bbbbb ccccc ddddd eeeee fffff ggggg"

    func label(_ text: String, lines: Int) -> LabelContent {
        LabelContent(text: text, numberOfLines: lines, fontSize: 17)
    }

    @Test("wrap at 170 points, 20 characters a line: 17 + 17 + 5, as many lines as lineCount says")
    func wrapped() {
        let content = label(seven, lines: 0)
        #expect(TextMetrics.wrappedLines(content, width: 170) == ["aaaaa bbbbb ccccc", "ddddd eeeee fffff", "ggggg"])
        #expect(TextMetrics.lineCount(content, width: 170) == 3)
    }

    @Test("a word longer than a line is broken; line breaks in the text are kept")
    func brokenWords() {
        let content = label("abcdefghijklmnopqrstuvwxyz ok\nend", lines: 0)
        // 85 points: 10 characters a line.
        #expect(TextMetrics.wrappedLines(content, width: 85) == ["abcdefghij", "klmnopqrst", "uvwxyz ok", "end"])
        #expect(TextMetrics.lineCount(content, width: 85) == 4)
    }

    @Test("Korean, Chinese and Japanese characters take a full em, two advances; wrapping and breaking count them so")
    func wideCharacters() {
        // 안녕하세요: five wide characters, 10 advances, 85 points at 17 pt; "ok" two more.
        #expect(TextMetrics.singleLine(label("안녕하세요", lines: 1)) == Size(width: 85, height: 20))
        #expect(TextMetrics.singleLine(label("段弘 ok", lines: 1)) == Size(width: 59.5, height: 20))
        // 51 points: 6 advances a line, so three wide characters; a mixed word breaks where they fit.
        let content = label("日本語のテキスト abc", lines: 0)
        #expect(TextMetrics.wrappedLines(content, width: 51) == ["日本語", "のテキ", "スト", "abc"])
        #expect(TextMetrics.lineCount(content, width: 51) == 4)
    }

    @Test("numberOfLines 2 at 170 × 40: the second line takes the rest of the text and ends in …",
          arguments: [2, 0])
    func truncatedByLines(numberOfLines: Int) {
        // With numberOfLines 0 it is the height, 40 = two lines, that limits.
        let shown = TextMetrics.displayedLines(label(seven, lines: numberOfLines), size: Size(width: 170, height: 40))
        // "ddddd eeeee fffff ggggg" cut to 19 characters and the ellipsis: 20 in all.
        #expect(shown == ["aaaaa bbbbb ccccc", "ddddd eeeee fffff g…"])
    }

    @Test("numberOfLines 1 in 100 points (11 characters): 'aaaaa bbbb…'")
    func oneLine() {
        #expect(TextMetrics.displayedLines(label(seven, lines: 1), size: Size(width: 100, height: 20)) == ["aaaaa bbbb…"])
    }

    @Test("text that fits is shown whole, without an ellipsis")
    func fits() {
        #expect(TextMetrics.displayedLines(label(seven, lines: 0), size: Size(width: 170, height: 60))
                == ["aaaaa bbbbb ccccc", "ddddd eeeee fffff", "ggggg"])
        #expect(TextMetrics.displayedLines(label(seven, lines: 1), size: Size(width: 348.5, height: 20)) == [seven])
    }

    @Test("a width beyond any text (10³⁰⁰ points) is one line, counted without trapping")
    func hugeWidth() {
        let content = label(seven, lines: 0)
        #expect(TextMetrics.lineCount(content, width: 1e300) == 1)
        #expect(TextMetrics.displayedLines(content, size: Size(width: 1e300, height: 1e300)) == [seven])
    }

    @Test("a label without area or text shows nothing")
    func empty() {
        #expect(TextMetrics.displayedLines(label(seven, lines: 0), size: .zero).isEmpty)
        #expect(TextMetrics.displayedLines(label("", lines: 0), size: Size(width: 100, height: 100)).isEmpty)
    }
}
