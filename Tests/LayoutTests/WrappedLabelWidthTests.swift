import Layout
import Testing

/// A label that wraps asks for the width of its widest line, as UILabel's `sizeThatFits` and
/// `intrinsicContentSize` answer, not for the width it wraps at: a wrapped label that nothing
/// stretches is only as wide as its text. The system font's widths at 17 pt (tracked): "aaaaa bbbbb
/// ccccc" 150.01, "ddddd eeeee fffff" 134.96, "ggggg" 49.69, and with " ddddd" the first line would
/// be 204.76; a line 20.29, three 60.86, 61 at @3x.
@Suite("a wrapped label's width")
struct WrappedLabelWidthTests {
    /// Seven five-letter words: 343.59 points on one line.
    let seven = "aaaaa bbbbb ccccc ddddd eeeee fffff ggggg"

    @Test("wrapped at 170, seven words ask for their widest line, 150.01 rounded up to 150.333 at @3x, three lines (61) tall")
    func widestLine() {
        let size = TextMetrics.intrinsicSize(LabelContent(text: seven, numberOfLines: 0, fontSize: 17), width: 170, scale: 3)
        #expect(size == Size(width: 451.0 / 3, height: 61))
    }

    @Test("numberOfLines 2 cuts the text short at 170: the last line shown is truncated to fill the width, so the label asks for all 170")
    func truncatedTakesTheWidth() {
        let size = TextMetrics.intrinsicSize(LabelContent(text: seven, numberOfLines: 2, fontSize: 17), width: 170, scale: 3)
        #expect(size == Size(width: 170, height: 122.0 / 3))
    }

    @Test("a text view that does not scroll keeps its whole width: its text container spans the view")
    func textViewKeepsItsWidth() {
        var content = LabelContent(text: seven, numberOfLines: 0, fontSize: 17)
        content.isTextView = true
        content.textInsets = ControlSizes.textViewInsets(ControlSizes.textContainerInset)
        // 170 less the 5 + 5 of line fragment padding leaves 160: still three lines, 61 + 16 tall.
        #expect(TextMetrics.intrinsicSize(content, width: 170, scale: 3) == Size(width: 170, height: 77))
    }

    @Test("centred with 100 free on each side (175 at most), the label wraps there and is 150.333 wide, at x (375 − 150.333) / 2 = 112.333")
    func centredBetweenSpacings() throws {
        var l = Layout()
        let label = try l.addView("title", kind: .label)
        try l.setLabel(label, text: seven, numberOfLines: 0)
        try l.pin(label, .left, .greaterThanOrEqual, to: .root, plus: 100)
        try l.pin(label, .right, .lessThanOrEqual, to: .root, plus: -100)
        try l.pin(label, .centerX, to: .root)
        try l.pin(label, .top, to: .root, plus: 40)
        #expect(l.frame(of: label) == Rect(x: 674.0 / 6, y: 40, width: 451.0 / 3, height: 61))
    }

    @Test("pinned at both sides, a wrapped label still spans them (its hugging at 250 gives way)")
    func pinnedSpans() throws {
        var l = Layout()
        let label = try l.addView("body", kind: .label)
        try l.setLabel(label, text: seven, numberOfLines: 0)
        try l.pin(label, .left, to: .root, plus: 100)
        try l.pin(label, .right, to: .root, plus: -100)
        try l.pin(label, .top, to: .root)
        #expect(l.frame(of: label) == Rect(x: 100, y: 0, width: 175, height: 61))
    }

    @Test("a lone last word takes the word before it down: \"aaaaa bbbbb ccccc ddddd\" at 170 is \"aaaaa bbbbb\" (100.39) over \"ccccc ddddd\" (99.89), 100.667 wide")
    func pushOut() {
        let content = LabelContent(text: "aaaaa bbbbb ccccc ddddd", numberOfLines: 0, fontSize: 17)
        #expect(TextMetrics.wrappedLines(content, width: 170) == ["aaaaa bbbbb", "ccccc ddddd"])
        #expect(TextMetrics.intrinsicSize(content, width: 170, scale: 3) == Size(width: 302.0 / 3, height: 122.0 / 3))
    }

    @Test("a line of one word keeps it, and a text view breaks greedily, leaving the last word alone")
    func noPushOut() {
        #expect(TextMetrics.wrappedLines(LabelContent(text: "aaaaa bbbbb", numberOfLines: 0, fontSize: 17), width: 60)
                == ["aaaaa", "bbbbb"])
        var textView = LabelContent(text: "aaaaa bbbbb ccccc ddddd", numberOfLines: 0, fontSize: 17)
        textView.isTextView = true
        #expect(TextMetrics.wrappedLines(textView, width: 170) == ["aaaaa bbbbb ccccc", "ddddd"])
    }
}
