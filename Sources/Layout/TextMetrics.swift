/// Layoutbook's deterministic text metric, so label sizes are the same on every machine.
///
/// Every character advances `fontSize / 2` points; a line is `round(fontSize × 1.2)` points tall
/// (17 pt: 8.5 per character, 20 per line). Wrapping is greedy by words at the label's width; a
/// word longer than the width is broken. It is not any real font, and says so: the point is that
/// heights follow widths the way UIKit's do.
public enum TextMetrics {
    public static func advance(fontSize: Double) -> Double { fontSize / 2 }
    public static func lineHeight(fontSize: Double) -> Double { (fontSize * 1.2).rounded() }

    /// The size of the text on one line.
    public static func singleLine(_ content: LabelContent) -> Size {
        guard !content.text.isEmpty else { return .zero }
        let width = Double(content.text.count) * advance(fontSize: content.fontSize)
        return Size(width: width, height: lineHeight(fontSize: content.fontSize))
    }

    /// The number of lines the text takes at `width` (before `numberOfLines` limits it).
    public static func lineCount(_ content: LabelContent, width: Double) -> Int {
        guard !content.text.isEmpty else { return 0 }
        let perLine = max(1, Int((width / advance(fontSize: content.fontSize)).rounded(.down) + 1e-9))
        var lines = 0
        for paragraph in content.text.split(separator: "\n", omittingEmptySubsequences: false) {
            var used = 0
            lines += 1
            for word in paragraph.split(separator: " ") {
                var length = word.count
                let needed = used == 0 ? length : used + 1 + length
                if needed <= perLine {
                    used = needed
                    continue
                }
                if used > 0 { lines += 1; used = 0 }
                while length > perLine { lines += 1; length -= perLine }
                used = length
            }
        }
        return lines
    }

    /// The intrinsic size of a label whose solved width is `width` (nil: not yet known).
    ///
    /// As in UIKit, a label that may wrap takes its width from the first layout pass as its
    /// preferred maximum: it then asks for that width and the height of the wrapped text. Before
    /// that, and when nothing narrows it, it asks for its text on one line.
    public static func intrinsicSize(_ content: LabelContent, width: Double?) -> Size {
        let line = singleLine(content)
        guard content.numberOfLines != 1, let width, !staysOnOneLine(lineWidth: line.width, at: width) else { return line }
        var lines = lineCount(content, width: width)
        if content.numberOfLines > 0 { lines = min(lines, content.numberOfLines) }
        return Size(width: width, height: Double(lines) * lineHeight(fontSize: content.fontSize))
    }

    /// Whether a label whose text is `lineWidth` wide on one line asks for that one line at
    /// `width`: when it fits, and when no width is known yet (0 or less).
    public static func staysOnOneLine(lineWidth: Double, at width: Double) -> Bool {
        width <= 0 || width >= lineWidth
    }
}
