/// Layoutbook's deterministic text metric, so label sizes are the same on every machine.
///
/// Every character advances `fontSize / 2` points, and a wide one (Chinese, Japanese and Korean
/// characters, fullwidth forms: East Asian Width W or F) twice that, a full em, as these scripts are
/// set; a line is `round(fontSize × 1.2)` points tall (17 pt: 8.5 per character, 17 per wide one,
/// 20 per line). Wrapping is greedy by words at the label's width; a
/// word longer than the width is broken. It is not any real font, and says so: the point is that
/// heights follow widths the way UIKit's do.
public enum TextMetrics {
    public static func advance(fontSize: Double) -> Double { fontSize / 2 }

    /// How many advances `text` takes: one per character, two per wide one.
    public static func cells<S: StringProtocol>(_ text: S) -> Int {
        var n = 0
        for c in text { n += isWide(c) ? 2 : 1 }
        return n
    }

    /// Whether a character is set a full em wide: the main blocks of East Asian Width W and F.
    public static func isWide(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value, v >= 0x1100 else { return false }
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
    public static func lineHeight(fontSize: Double) -> Double { (fontSize * 1.2).rounded() }

    /// The size of the text on one line, with the text insets around it. An empty label is 0×0;
    /// an empty text view is one line tall (its caret's line) and as wide as its insets.
    public static func singleLine(_ content: LabelContent) -> Size {
        guard !content.text.isEmpty || content.isTextView else { return .zero }
        let insets = content.textInsets
        let width = Double(cells(content.text)) * advance(fontSize: content.fontSize)
        // Negative insets (a text view's, to tighten it) shrink it to nothing, never below.
        return Size(width: max(0, width + insets.left + insets.right),
                    height: max(0, lineHeight(fontSize: content.fontSize) + insets.top + insets.bottom))
    }

    /// The number of lines the text takes at `width` (before `numberOfLines` limits it).
    public static func lineCount(_ content: LabelContent, width: Double) -> Int {
        guard !content.text.isEmpty else { return 0 }
        let perLine = charactersPerLine(content, width: width)
        var lines = 0
        for paragraph in content.text.split(separator: "\n", omittingEmptySubsequences: false) {
            var used = 0
            lines += 1
            for word in paragraph.split(separator: " ") {
                var length = cells(word)
                let needed = used == 0 ? length : used + 1 + length
                if needed <= perLine {
                    used = needed
                    continue
                }
                if used > 0 { lines += 1; used = 0 }
                // A word longer than a line breaks where `wrap` breaks it.
                if length > perLine {
                    let pieces = pieces(of: word, perLine: perLine)
                    lines += pieces.count - 1
                    length = cells(pieces[pieces.count - 1])
                }
                used = length
            }
        }
        return lines
    }

    /// How many characters fit on a line `width` points wide (at least one).
    static func charactersPerLine(_ content: LabelContent, width: Double) -> Int {
        let fitting = (width / advance(fontSize: content.fontSize)).rounded(.down) + 1e-9
        // A width beyond any text length needs no exact count (and must not trap converting to Int).
        guard fitting.isFinite, fitting < Double(Int32.max) else { return Int(Int32.max) }
        return max(1, Int(fitting))
    }

    /// The lines of the text at `width`, wrapped as ``lineCount(_:width:)`` counts them: greedily
    /// by words, a word longer than a line broken, line breaks kept.
    public static func wrappedLines(_ content: LabelContent, width: Double) -> [String] {
        guard !content.text.isEmpty else { return [] }
        return wrap(content.text, charactersPerLine: charactersPerLine(content, width: width))
    }

    /// `text` in lines of at most `perLine` characters: greedily by words, a word longer than a
    /// line broken into line-long pieces, line breaks kept.
    public static func wrap(_ text: String, charactersPerLine perLine: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // The line's length is counted as it grows and the line appended to in place: a line
            // as long as the whole text (a one-line label a million characters wide) is built in
            // linear time, not copied and counted again for every word.
            var line = ""
            var length = 0
            for word in paragraph.split(separator: " ") {
                var rest = Substring(word)
                var restLength = cells(rest)
                let needed = length == 0 ? restLength : length + 1 + restLength
                if needed <= perLine {
                    if length > 0 { line += " " }
                    line += rest
                    length = needed
                    continue
                }
                if length > 0 {
                    lines.append(line)
                    line = ""
                    length = 0
                }
                if restLength > perLine {
                    let split = pieces(of: rest, perLine: perLine)
                    for piece in split.dropLast() { lines.append(String(piece)) }
                    rest = split[split.count - 1]
                    restLength = cells(rest)
                }
                line = String(rest)
                length = restLength
            }
            lines.append(line)
        }
        return lines
    }

    /// A word longer than a line in line-long pieces: each as many characters as fit in
    /// `perLine` advances (at least one), the last what is left.
    static func pieces(of word: Substring, perLine: Int) -> [Substring] {
        var pieces: [Substring] = []
        var start = word.startIndex
        var used = 0
        var i = word.startIndex
        while i < word.endIndex {
            let w = isWide(word[i]) ? 2 : 1
            if used + w > perLine, used > 0 {
                pieces.append(word[start..<i])
                start = i
                used = 0
            }
            used += w
            i = word.index(after: i)
        }
        pieces.append(word[start...])
        return pieces
    }

    /// The lines a label draws in a frame of `size`: its text wrapped at the width (on one line when
    /// numberOfLines is 1), as many lines as numberOfLines allows and the height holds (at least
    /// one). When text is left over, the last line takes the rest of it and is cut to fit with an
    /// ellipsis at its end, as UIKit's default lineBreakMode (`.byTruncatingTail`) draws it; the
    /// ellipsis takes one character's advance.
    /// A text view's text sits inside its insets: the lines are those of the inner rect.
    public static func displayedLines(_ content: LabelContent, size: Size) -> [String] {
        let insets = content.textInsets
        let size = Size(width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
        guard !content.text.isEmpty, size.width > 0, size.height > 0, size.width.isFinite else { return [] }
        let all = content.numberOfLines == 1
            ? [String(content.text.map { $0.isNewline ? " " : $0 })]
            : wrappedLines(content, width: size.width)
        let perLine = charactersPerLine(content, width: size.width)
        var limit = all.count
        if content.numberOfLines > 0 { limit = min(limit, content.numberOfLines) }
        let heightHolds = size.height / lineHeight(fontSize: content.fontSize)
        if heightHolds < Double(limit) { limit = max(1, Int((heightHolds + 1e-9).rounded(.down))) }
        var shown = Array(all.prefix(limit))
        let rest = all.dropFirst(limit - 1).joined(separator: " ")
        if limit < all.count || cells(rest) > perLine {
            var cut = perLine > 1 ? String(pieces(of: Substring(rest), perLine: perLine - 1)[0]) : ""
            while cut.hasSuffix(" ") { cut.removeLast() }
            shown[limit - 1] = cut + "…"
        }
        return shown
    }

    /// The intrinsic size of a label whose solved width is `width` (nil: not yet known).
    ///
    /// As in UIKit, a label that may wrap takes its width from the first layout pass as its
    /// preferred maximum: it then asks for that width and the height of the wrapped text. Before
    /// that, and when nothing narrows it, it asks for its text on one line.
    ///
    /// A text view that does not scroll measures the same way inside its insets: its text wraps at
    /// the width less the left and right insets, and the insets are added to the text's height. One
    /// that scrolls has no intrinsic size (`noIntrinsicMetric`, -1, on both axes).
    public static func intrinsicSize(_ content: LabelContent, width: Double?) -> Size {
        guard content.sizesToText else { return Size(width: -1, height: -1) }
        let line = singleLine(content)
        guard content.numberOfLines != 1, let width, !staysOnOneLine(lineWidth: line.width, at: width) else { return line }
        let insets = content.textInsets
        var lines = lineCount(content, width: width - insets.left - insets.right)
        if content.numberOfLines > 0 { lines = min(lines, content.numberOfLines) }
        if content.isTextView { lines = max(lines, 1) }
        return Size(width: width, height: max(0, Double(lines) * lineHeight(fontSize: content.fontSize) + insets.top + insets.bottom))
    }

    /// Whether a label whose text is `lineWidth` wide on one line asks for that one line at
    /// `width`: when it fits, and when no width is known yet (0 or less).
    public static func staysOnOneLine(lineWidth: Double, at width: Double) -> Bool {
        width <= 0 || width >= lineWidth
    }
}
