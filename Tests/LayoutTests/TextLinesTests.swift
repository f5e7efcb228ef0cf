import Layout
import Testing

/// The lines a label shows, by the system font's widths (17 pt: "aaaaa" 44.79, "bbbbb" 50.72,
/// "ccccc" 45.06, "ddddd" 49.95, "eeeee" 46.18, "fffff" 28.56, "ggggg" 50.43, a space 4.2; a line
/// 20.29): wrapped greedily by words at its width, as many as numberOfLines and its height allow,
/// the last one ending in "…" when text is left over (UIKit's default lineBreakMode,
/// .byTruncatingTail).
@Suite("a label's lines")
struct TextLinesTests {
    /// Seven five-letter words: 343.59 points on one line.
    let seven = "aaaaa bbbbb ccccc ddddd eeeee fffff ggggg"

    func label(_ text: String, lines: Int) -> LabelContent {
        LabelContent(text: text, numberOfLines: lines, fontSize: 17)
    }

    @Test("wrap at 170 points: 150.01 + 134.96 + 49.69 (a fourth word would need 204.76), and the lone \"ggggg\" takes \"fffff\" down with it (83.31), as many lines as lineCount says")
    func wrapped() {
        let content = label(seven, lines: 0)
        #expect(TextMetrics.wrappedLines(content, width: 170) == ["aaaaa bbbbb ccccc", "ddddd eeeee", "fffff ggggg"])
        #expect(TextMetrics.lineCount(content, width: 170) == 3)
    }

    @Test("a word longer than a line is broken; line breaks in the text are kept")
    func brokenWords() {
        let content = label("abcdefghijklmnopqrstuvwxyz ok\nend", lines: 0)
        // 85 points: "abcdefghij" is 80.04 and a k would pass 85; "klmnopqrs" holds one letter
        // fewer (an m is wide); "tuvwxyz" (64.27) leaves no room for " ok" (22.77), which starts
        // a line of its own.
        #expect(TextMetrics.wrappedLines(content, width: 85) == ["abcdefghij", "klmnopqrs", "tuvwxyz", "ok", "end"])
        #expect(TextMetrics.lineCount(content, width: 85) == 5)
    }

    @Test("every line break UIKit honours ends a line: the line separator IB writes (U+2028), the paragraph separator, CR LF and CR")
    func lineSeparators() {
        // At 400 points the seven words fit on one line (343.59); each break starts a new one,
        // and two breaks in a row leave an empty line between, as UIKit draws them.
        for separator in ["\u{2028}", "\u{2029}", "\r\n", "\r"] {
            let content = label("aaaaa bbbbb" + separator + "ccccc" + separator + separator + "ddddd", lines: 0)
            #expect(TextMetrics.wrappedLines(content, width: 400) == ["aaaaa bbbbb", "ccccc", "", "ddddd"])
        }
        // Four lines of 20.29: 81.15, 81.333 at @3x.
        let text = "aaaaa bbbbb\u{2028}ccccc\u{2028}\u{2028}ddddd"
        #expect(TextMetrics.intrinsicSize(label(text, lines: 0), width: 400).height == 244.0 / 3)
    }

    @Test("Han characters take 1.02 em (the Chinese font's), kana a full em and Korean syllables 0.865 em (the Korean font's); wrapping and breaking count them so")
    func wideCharacters() {
        // 안녕하세요: five Hangul syllables, 5 × 0.865 × 17 = 73.525 at 17 pt, 73.667 at @3x;
        // 段弘 (2 × 1.02 × 17 = 34.68) and " ok" (22.77) are 57.45 in all, 57.667 at @3x. A line
        // is 20.29, 20.333 at @3x.
        #expect(TextMetrics.singleLine(label("안녕하세요", lines: 1)) == Size(width: 221.0 / 3, height: 61.0 / 3))
        // In 60 points: four syllables (58.82) fit a line, the fifth goes to the next.
        #expect(TextMetrics.wrappedLines(label("안녕하세요", lines: 0), width: 60) == ["안녕하세", "요"])
        #expect(TextMetrics.singleLine(label("段弘 ok", lines: 1)) == Size(width: 173.0 / 3, height: 61.0 / 3))
        // 52.5 points: three Han characters (52.02) or three kana (51) a line; a mixed word breaks
        // where they fit.
        let content = label("日本語のテキスト abc", lines: 0)
        #expect(TextMetrics.wrappedLines(content, width: 52.5) == ["日本語", "のテキ", "スト", "abc"])
        #expect(TextMetrics.lineCount(content, width: 52.5) == 4)
        // At 52 the third Han character goes to the next line.
        #expect(TextMetrics.wrappedLines(content, width: 52).first == "日本")
    }

    @Test("a line breaks between two Chinese or Japanese characters, not only at spaces, but never before a closing mark or after an opening one")
    func ideographsBreakAnywhere() {
        // 14 pt: each ideograph 14, the space 3.9. "正正正 正正正" is 87.9 in 100; the next
        // ideograph starts the second line, where a run taken as one word would have gone down whole.
        let spaced = LabelContent(text: "正正正 正正正正正正正正", numberOfLines: 0, fontSize: 14)
        #expect(TextMetrics.wrappedLines(spaced, width: 100) == ["正正正 正正正", "正正正正正"])
        // 17 pt in 103: six ideographs are 102, but "，" may not begin a line, so "好" goes down with it.
        let comma = label("今天天气很好，我们", lines: 0)
        #expect(TextMetrics.wrappedLines(comma, width: 103) == ["今天天气很", "好，我们"])
        // "「" may not end a line: it goes down with the character it opens.
        let quote = label("天气很好「我们", lines: 0)
        #expect(TextMetrics.wrappedLines(quote, width: 86) == ["天气很好", "「我们"])
    }

    @Test("numberOfLines 2 at 170 × 40.667: the second line takes the rest of the text and ends in …",
          arguments: [2, 0])
    func truncatedByLines(numberOfLines: Int) {
        // With numberOfLines 0 it is the height, 40.667 = two lines of 20.29 rounded up at @3x, that limits.
        let shown = TextMetrics.displayedLines(label(seven, lines: numberOfLines), size: Size(width: 170, height: 122.0 / 3))
        // "ddddd eeeee fffff ggggg" cut to fit 170 less the ellipsis' 13.36 (156.64): "ddddd eeeee
        // fffff g" is 149.37, another g would make it 159.31.
        #expect(shown == ["aaaaa bbbbb ccccc", "ddddd eeeee fffff g…"])
    }

    @Test("a height short of two lines (40 < 40.58) shows one, cut with an ellipsis")
    func heightLimits() {
        let shown = TextMetrics.displayedLines(label(seven, lines: 0), size: Size(width: 170, height: 40))
        #expect(shown.count == 1)
        #expect(shown[0].hasSuffix("…"))
    }

    @Test("numberOfLines 1 in 100 points: 'aaaaa bbb…' ('aaaaa bbbb' is 90.23, more than 100 less the ellipsis' 13.36)")
    func oneLine() {
        #expect(TextMetrics.displayedLines(label(seven, lines: 1), size: Size(width: 100, height: 20.5)) == ["aaaaa bbb…"])
    }

    @Test("text that fits is shown whole, without an ellipsis")
    func fits() {
        #expect(TextMetrics.displayedLines(label(seven, lines: 0), size: Size(width: 170, height: 61))
                == ["aaaaa bbbbb ccccc", "ddddd eeeee", "fffff ggggg"])
        #expect(TextMetrics.displayedLines(label(seven, lines: 1), size: Size(width: 1031.0 / 3, height: 61.0 / 3)) == [seven])
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

    @Test("a line breaks after a hyphen inside a word, as UIKit's word wrapping does, not inside the word; not after a word's first hyphen, nor before a digit")
    func hyphenBreaks() {
        // 17 pt: "this-is-a-really-" 119.33, "this-is-a-really-long-" 159.67, "long-address.com"
        // 138.67: at 150 the line ends after "really-", and the rest fits on the next.
        let address = label("this-is-a-really-long-address.com", lines: 0)
        #expect(TextMetrics.wrappedLines(address, width: 150) == ["this-is-a-really-", "long-address.com"])
        #expect(TextMetrics.lineCount(address, width: 150) == 2)
        // "10-20" (45.67) in 40: no break between the hyphen and a digit, so the word is broken
        // where it fills the line ("10-2" 35), as any word too long for a line is.
        #expect(TextMetrics.wrappedLines(label("10-20", lines: 0), width: 40) == ["10-2", "0"])
        // Two lines cut to one: the rest joins again with no space after the hyphen.
        let cut = TextMetrics.displayedLines(LabelContent(text: "this-is-a-really-long-address.com", numberOfLines: 0, fontSize: 17),
                                             size: Size(width: 150, height: 21))
        #expect(cut.count == 1 && cut[0].hasPrefix("this-is-a-really-lo") && cut[0].hasSuffix("…"))
    }
}
