/// Layoutbook's text metric: the system font's advance widths, so label sizes are UIKit's to within
/// a few tenths of a point, and the same on every machine.
///
/// A character advances by its width in ``SystemFontMetrics`` for the font's weight, times the
/// font size, plus the size's tracking in the font's design (``SystemFontDesign``: the variable
/// font of iOS 14 on, or the static SF Text and SF Display of iOS 9 to 13); a character the table lacks advances 0.6 em, a combining
/// mark nothing, a wide one (Chinese, Japanese and Korean characters, fullwidth forms: East
/// Asian Width W or F) a full em, as these scripts are set, and an emoji as ``emojiWidths`` says. A line is 1.1934 × the size tall (the
/// system font's `lineHeight`: 20.29 at 17 pt). A label's size rounds up to the device's pixel
/// (1/scale: 61/3 = 20.33 at @3x, 20.5 at @2x), as `UILabel.intrinsicContentSize` does. Wrapping is
/// greedy by words at the label's width; a word longer than the width is broken.
///
/// Two adjacent printable ASCII characters are kerned as the table says (UIKit kerns by default);
/// there is no other shaping. The widths are fitted to the label frames Xcode stored in public
/// storyboards (see the table's header for how and how close they are).
public enum TextMetrics {
    /// The scale sizes round to when no device is chosen (a bare `screen WxH`): @3x, that of every
    /// iPhone since the X but the XR, 11 and SE.
    public static let defaultScale = 3.0
    /// The system font's line height per point of size (`UIFont.systemFont(ofSize: 17).lineHeight`
    /// is 20.287).
    public static let lineHeightPerPoint = 1.1934
    /// The system font's vertical metrics per point of size, its units over its 2,048 an em:
    /// `ascender` 1950 (17 pt: 16.19), `descender` -494, `capHeight` 1443, `xHeight` 1078. The
    /// first two make ``lineHeightPerPoint``, there being no line gap.
    public static let ascenderPerPoint = 1950.0 / 2048
    public static let descenderPerPoint = -494.0 / 2048
    public static let capHeightPerPoint = 1443.0 / 2048
    public static let xHeightPerPoint = 1078.0 / 2048
    /// The advance of a character the table lacks that is not wide, in em.
    public static let fallbackAdvance = 0.6
    /// How wide an emoji is at a font size, in points, through these sizes and widths: set in
    /// the emoji font, whose glyphs do not grow in proportion to the size, it is 1.34 em at 17 pt
    /// but 1.09 em at 200. Measured on the widths Xcode stored for labels and buttons showing
    /// one emoji in the system font, whose width is their text's (85 labels and 38 buttons, 17
    /// to 205 pt, in 46 public documents of Xcode 8 to 16): each width is a knot's, less part of
    /// the pixel it was rounded up to. Between knots the width is interpolated; below the first
    /// it is in proportion to the size; above the last, it grows as between the last two. A
    /// skin tone, a variation selector or a joined sequence is as wide as one emoji.
    public static let emojiWidths: [(size: Double, width: Double)] = [
        (17, 22.8), (18, 23.8), (24, 26.85), (30, 33.8), (40, 44.85), (45, 49.7), (60, 64.6), (70, 74.85),
        (77, 82.75), (100, 107.75), (200, 217.75), (205, 222.6),
    ]

    /// The width of one emoji at `fontSize` (see ``emojiWidths``).
    public static func emojiWidth(fontSize: Double) -> Double {
        let knots = emojiWidths
        guard let first = knots.first, let last = knots.last, fontSize > first.size else {
            return (emojiWidths.first.map { $0.width / $0.size } ?? 1.34) * fontSize
        }
        for (a, b) in zip(knots, knots.dropFirst()) where fontSize <= b.size {
            return a.width + (b.width - a.width) * (fontSize - a.size) / (b.size - a.size)
        }
        let before = knots[knots.count - 2]
        return last.width + (last.width - before.width) / (last.size - before.size) * (fontSize - last.size)
    }

    /// The advance of a Hangul syllable, in em. The system font has no Hangul: iOS sets it in
    /// its Korean font (Apple SD Gothic Neo), whose syllables are narrower than the full em of
    /// Chinese and Japanese characters. Measured on the widths Xcode stored for 17 labels of
    /// Korean text in the system font (11 to 33 pt, regular to bold, in 9 public documents): a
    /// full em put every one 5 to 42 pt too wide; 0.865 em puts 14 within half a point, and the
    /// three at 30 to 33 pt 1 to 1.5 pt wide (the font may track tighter as it grows; adding part
    /// of the system font's tracking moved as many labels out as in, so none is added).
    public static let hangulAdvance = 0.865

    /// The advance of a Han ideograph (and of the CJK punctuation and fullwidth forms set
    /// beside it), in em. The system font has none: iOS sets them in its Chinese font, a little
    /// wider than the full em. Measured on the widths Xcode stored for labels of Chinese text in
    /// the system font whose width is their text's (33 labels, 10 to 18 pt, in 5 documents of
    /// 3 apps): 2 to 8 characters 1 to 3 pt wider than a full em each, 1.02 em rounded up to the
    /// pixel. Documents of Xcode 7 (iOS 9's SF UI canvas) store them a full em.
    public static let hanAdvance = 1.02

    /// Japanese kana (hiragana, katakana) beside them take the same advance: Xcode 11 stored
    /// Japanese labels (kana with a few kanji, 12 to 20 pt, 21 labels of one app) 1.02 to 1.025 em
    /// a character.
    public static func isKana(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x3041...0x30FF).contains(v) || (0x31F0...0x31FF).contains(v)
    }

    /// Whether a character is a Han ideograph, CJK punctuation or a fullwidth form: the
    /// characters iOS sets in its Chinese font.
    public static func isHan(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        switch v {
        case 0x3000...0x303E, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x20000...0x3FFFD: return true
        default: return false
        }
    }

    // MARK: Widths

    /// How far one character advances, in points: its table width plus the size's tracking, a full
    /// em for a wide character, nothing for a combining mark; a line break measures as a space.
    public static func advance(of c: Character, fontSize: Double, weight: FontWeight = .regular,
                               design: SystemFontDesign = .variable) -> Double {
        if isHangulSyllable(c) { return hangulAdvance * fontSize }
        // (The canvases of iOS 9 and 10, SF UI's, stored them a full em wide.)
        if isHan(c) || isKana(c), design != .uiTextAndDisplay { return hanAdvance * fontSize }
        if isWide(c) { return fontSize }
        if isEmoji(c) { return emojiWidth(fontSize: fontSize) }
        guard let first = c.unicodeScalars.first else { return 0 }
        let scalar = c.isNewline ? 0x20 : first.value
        if isCombining(scalar) { return 0 }
        // A control character (`\u{3}`) or a zero-width one (U+200B, the byte-order mark) draws
        // nothing and advances nothing.
        if (scalar < 0x20 && scalar != 0x09) || (0x7F...0x9F).contains(scalar) || [0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF].contains(scalar) { return 0 }
        let em = SystemFontMetrics.advance(scalar, weight: weight).map { $0 * hairlineScale(of: c, fontSize: fontSize, weight: weight) }
            ?? fallbackAdvance
        return (em + SystemFontMetrics.tracking(fontSize: fontSize, design: design)) * fontSize
    }

    /// How much narrower the letters of the ultra light and thin weights are than the light
    /// weight's, whose table they measure by, at 40 pt and more; from 20 pt (where the system
    /// font is drawn as Display) they narrow linearly to it, below 20 not at all. Fitted on the
    /// widths Xcode stored for single-line labels whose width is their text's, in one document:
    /// "Changelog" in ultra light at 40 pt, stored 177 wide, 185.5 by the light table (its
    /// letters × 0.957: 177), and "-Response Guide-" in thin at 20 pt, stored 157, 158 by the
    /// light table (a factor of 1). Checked on the other documents: "December" in ultra light at
    /// 32 pt, stored 142, 145.5 → 142; "UNKNOWN" in thin at 40 pt, stored 192, 201.5 → 192.5;
    /// digits and punctuation ("33.3" in thin at 42 pt, "0" at 64, "13", "?") and a 16-pt "AM"
    /// were within half a point and keep their widths. Approximate: twelve labels of five
    /// repositories.
    public static let hairlineLetterScale = 0.957

    /// The factor on a character's table width for its weight and size: for a letter in ultra
    /// light or thin, 1 at 20 pt, ``hairlineLetterScale`` from 40 pt, linear between; else 1.
    public static func hairlineScale(of c: Character, fontSize: Double, weight: FontWeight) -> Double {
        guard weight == .ultraLight || weight == .thin, fontSize > 20, c.isLetter else { return 1 }
        let reach = min(1, (fontSize - 20) / 20)
        return 1 - (1 - hairlineLetterScale) * reach
    }

    /// The kerning between two adjacent characters, in points: the table's, for a pair of
    /// printable ASCII characters; zero for any other.
    public static func kerning(_ first: Character, _ second: Character, fontSize: Double, weight: FontWeight = .regular) -> Double {
        let a = first.unicodeScalars, b = second.unicodeScalars
        guard a.count == 1, b.count == 1, let x = a.first?.value, let y = b.first?.value else { return 0 }
        return SystemFontMetrics.kerning(x, y, weight: weight) * fontSize
    }

    /// The width of `text` on one line, in points, before rounding to the pixel: its characters'
    /// advances and the kerning between each two.
    public static func width<S: StringProtocol>(_ text: S, fontSize: Double, weight: FontWeight = .regular,
                                                design: SystemFontDesign = .variable) -> Double {
        measure(text, { advance(of: $0, fontSize: fontSize, weight: weight, design: design) },
                { kerning($0, $1, fontSize: fontSize, weight: weight) })
    }

    /// The width of a label's text on one line, before rounding.
    public static func width<S: StringProtocol>(_ text: S, _ content: LabelContent) -> Double {
        // Kerned text (`.kern`): each character advances that much further, the last too.
        let kerned = content.kern == 0 ? 0 : content.kern * Double(text.count)
        return unkernedWidth(text, content) + kerned
    }

    static func unkernedWidth<S: StringProtocol>(_ text: S, _ content: LabelContent) -> Double {
        if !content.fontRuns.isEmpty, content.monospacedAdvance == nil, content.namedFont == nil,
           content.fontRuns.reduce(0, { $0 + $1.characters }) == text.count, String(text) == content.laidOutText {
            // The whole text of an attributed label in several fonts: each part in its own.
            var rest = Substring(String(text))
            var total = 0.0
            for run in content.fontRuns {
                total += width(rest.prefix(run.characters), fontSize: run.fontSize, weight: run.weight, design: content.fontDesign)
                rest = rest.dropFirst(run.characters)
            }
            return total
        }
        if let start = runStart(of: text, content) {
            // A line of it (the text wrapped, or broken at '\n'): its characters in their parts' fonts.
            var total = 0.0
            var offset = 0
            var rest = Substring(String(text))
            for run in content.fontRuns {
                let from = max(start, offset), to = min(start + text.count, offset + run.characters)
                if from < to {
                    total += width(rest.prefix(to - from), fontSize: run.fontSize, weight: run.weight, design: content.fontDesign)
                    rest = rest.dropFirst(to - from)
                }
                offset += run.characters
            }
            return total
        }
        guard content.monospacedAdvance != nil || content.namedFont != nil else {
            return width(text, fontSize: content.fontSize, weight: content.fontWeight, design: content.fontDesign)
        }
        guard content.monospacedAdvance == nil else { return measure(text, { unkernedAdvance(of: $0, content) }) }
        return measure(text, { unkernedAdvance(of: $0, content) }, { kerning($0, $1, content) })
    }

    /// How far one character of a label's text advances: in a monospaced font iOS ships whose
    /// advance Layoutbook knows (``monospacedAdvances``), that advance for every character
    /// but a combining mark (a wide character or an emoji still takes its own); in a font
    /// Layoutbook has measured (``NamedFontMetrics``), its own advance for a printable ASCII
    /// character (a line break measures as a space); else the system font's.
    public static func advance(of c: Character, _ content: LabelContent) -> Double {
        unkernedAdvance(of: c, content) + content.kern
    }

    static func unkernedAdvance(of c: Character, _ content: LabelContent) -> Double {
        if let em = content.monospacedAdvance, !isWide(c), !isEmoji(c), !isHangulSyllable(c) {
            guard let first = c.unicodeScalars.first, !isCombining(first.value) else { return 0 }
            return em * content.fontSize
        }
        if let font = content.namedFont, c.unicodeScalars.count == 1 || c.isNewline, let first = c.unicodeScalars.first,
           let em = font.metrics.advance(c.isNewline ? 0x20 : first.value) {
            return em * content.fontSize
        }
        return advance(of: c, fontSize: content.fontSize, weight: content.fontWeight, design: content.fontDesign)
    }

    /// The kerning between two characters of a label's text: none in a monospaced font; a
    /// measured font's own between two printable ASCII characters (none beside any other).
    public static func kerning(_ first: Character, _ second: Character, _ content: LabelContent) -> Double {
        if content.monospacedAdvance != nil { return 0 }
        if let font = content.namedFont {
            let a = first.unicodeScalars, b = second.unicodeScalars
            guard a.count == 1, b.count == 1, let x = a.first?.value, let y = b.first?.value else { return 0 }
            return font.metrics.kerning(x, y) * content.fontSize
        }
        return kerning(first, second, fontSize: content.fontSize, weight: content.fontWeight)
    }

    /// How many terminal columns `text` takes: one per character, two per wide one or emoji. The
    /// ASCII picture's cells, not points.
    public static func cells<S: StringProtocol>(_ text: S) -> Int {
        var n = 0
        for c in text { n += columns(c) }
        return n
    }

    /// The terminal columns of one character: two for a wide one (Chinese, Japanese, Korean) and
    /// for an emoji, as terminals show them; one for any other.
    public static func columns(_ c: Character) -> Int {
        isWide(c) || isEmoji(c) ? 2 : 1
    }

    /// Whether a character is drawn as an emoji: a scalar whose default presentation is emoji
    /// (😀, 👍, and a sequence built on one), or one made emoji by the variation selector U+FE0F
    /// (❤️, a keycap 1️⃣), or a flag's regional indicators.
    public static func isEmoji(_ c: Character) -> Bool {
        let scalars = c.unicodeScalars
        guard let first = scalars.first, first.value >= 0x23 else { return false }
        if first.properties.isEmojiPresentation { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        // A pictograph of the supplementary planes whose default presentation is text (🖋
        // U+1F58B): no text font of iOS draws it, so the emoji font does.
        if first.properties.isEmoji, first.value >= 0x1F000 { return true }
        // (A skin tone after a hand, ✌🏼, draws it from the emoji font too.)
        return first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.properties.isEmojiModifier }
    }

    /// Whether a character is a precomposed Hangul syllable (U+AC00…U+D7A3), the way Korean
    /// is written.
    public static func isHangulSyllable(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0xAC00...0xD7A3).contains(v)
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

    /// Whether a scalar is a combining mark that sits on the character before it (the main
    /// combining blocks): it takes no room of its own.
    static func isCombining(_ v: UInt32) -> Bool {
        switch v {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return false
        }
    }

    // MARK: Heights and pixels

    /// The height of one line: 1.1934 × the size, before rounding (20.29 at 17 pt).
    public static func lineHeight(fontSize: Double) -> Double { fontSize * lineHeightPerPoint }

    /// The height of one line of a label's text, in its font (the system font's, or a known
    /// font's: ``fontLineHeights``), before rounding.
    public static func lineHeight(_ content: LabelContent) -> Double { content.fontSize * content.lineHeightPerPoint }

    /// Line heights per point of size (`UIFont.lineHeight` ÷ `pointSize`: the font's ascender and
    /// descender, no line gap) of fonts iOS ships, by PostScript name or family prefix (`Avenir-`
    /// for every Avenir weight). Only fonts whose line the frames IB stores show are listed:
    /// Avenir, 1.366 (1000 + 366 units of 1000; a 17-pt line 23.22, stored 23.333 at @3x; 13 pt
    /// 18, 15 pt 20.667, 24 pt 33 and 30 pt 41 in whole points), and Helvetica Neue, 1.165 (a 16-pt
    /// line 18.64, stored 18.667; its regular face only). Avenir's widths are not known: text in it
    /// is as wide as in the system font; Helvetica Neue's are ``NamedFontMetrics/helveticaNeue``'s.
    ///
    /// Arial (`ArialMT`, `Arial-BoldMT`, …), 1.1172 (1854 + 434 units of 2048): one 20-pt line
    /// 22.34, stored 22.667 at @3x; two lines of 14 pt 31.333, of 15 pt 33.667, of 18 pt 40.333;
    /// 13 pt 15 and 17 pt 19 at @2x. Menlo (every weight), 1.1641 (1901 + 483 of 2048): 15 pt
    /// 17.5, 16 pt 19, 22 pt 26, 25 pt 29.5, 30 pt 35, 60 pt 70 at @2x. Helvetica (every weight:
    /// `Helvetica`, `Helvetica-Bold`…), 1.15, where its widths, Arial's, would give 1.1172: 36 pt
    /// 41.5 at @2x (41.4; 9 labels of 2 repositories) and 42 on whole-point canvases (30), 20 pt 23.
    /// Helvetica Neue Light (`HelveticaNeue-Light` alone), 1.18 (967 + 213 units of 1000, taller
    /// than the regular face): wrapped labels at 20 pt of 4, 5, 6 and 9 lines stored 94.5, 118,
    /// 142 and 212.5 at @2x (23.6 a line; the system font's 23.87 gave 95.5 to 215), 17 pt 21 in
    /// whole points. Courier (every weight), 1.0 (Nimbus Mono PS's 603 + 397 of 1000): 17 pt 17.
    /// Avenir Next (every weight), Avenir's 1.366: 17 pt 23.5 and 12 pt 16.5 at @2x, a 13-pt
    /// button 30. The Hiragino families (Sans, Kaku Gothic, Mincho, Maru Gothic: `HiraginoSans-W6`,
    /// `HiraMinProN-W6`, `HiraMaruProN-W4`…), 1.0 (880 + 120 units of 1000): 9 labels of 2
    /// repositories stored 17 at 17 pt and 10 at 10 pt, a 17-pt button 29. Open Sans (the app's
    /// own font, `OpenSans-Regular`…), 1.3618 (2189 + 600 of 2048): 22 pt 30. PingFang (SC, TC
    /// and HK, every weight: `PingFangSC-Regular`, `PingFangSC-Semibold`…), 1.4 (1060 + 340 units
    /// of 1000): a 14-pt label stored 20 tall and a 17-pt one 24 at @2x (19.6 and 23.8; the system
    /// font's 16.7 and 20.3 would store 17 and 20.5). Courier New (every face: `CourierNewPSMT`,
    /// `CourierNewPS-BoldMT`…), 1.1328 (1705 + 615 of 2048): 17 pt 19.26, stored 19.333 at @3x
    /// (9 labels of one document, constrained and autoresizing alike).
    public static let fontLineHeights: [(prefix: String, perPoint: Double)] = [
        ("Avenir-", 1.366), ("AvenirNext-", 1.366), ("HelveticaNeue", 1.165), ("HelveticaNeue-Light", 1.18), ("ArialMT", 1.1172),
        ("Arial-", 1.1172), ("Menlo-", 1.1641), ("Helvetica", 1.15), ("Helvetica-", 1.15), ("Courier", 1.0), ("Courier-", 1.0),
        ("HiraginoSans-", 1.0), ("HiraKakuProN-", 1.0), ("HiraKakuStdN-", 1.0), ("HiraMinProN-", 1.0), ("HiraMaruProN-", 1.0),
        ("OpenSans-", 1.3618), ("CourierNewPSMT", 1.1328), ("CourierNewPS-", 1.1328), ("PingFangSC-", 1.4), ("PingFangTC-", 1.4), ("PingFangHK-", 1.4),
    ]

    /// The advance of every character, per point of size, of monospaced fonts iOS ships, by
    /// PostScript name prefix: Menlo's is 1233 units of 2048, 0.6021 em (at 30 pt "RPE" is
    /// 54.18 wide, stored 54.5 at @2x, and "ENTER WORKOUT RPE" 307.05, stored 307.5; at 25 pt
    /// "58m 43s" 105.37, stored 105.5).
    public static let monospacedAdvances: [(prefix: String, perPoint: Double)] = [("Menlo-", 0.6021)]

    /// The advance per point of size of every character of the monospaced font named `name`,
    /// when ``monospacedAdvances`` knows it.
    public static func monospacedAdvance(ofFont name: String) -> Double? {
        monospacedAdvances.first { name.hasPrefix($0.prefix) }?.perPoint
    }

    /// The line height per point of the font named `name` (a PostScript name, as a storyboard's
    /// `<fontDescription name=…>` or `UIFont(name:size:)` gives it), when ``fontLineHeights``
    /// knows it. Helvetica Neue is its regular face only.
    public static func lineHeightPerPoint(ofFont name: String) -> Double? {
        for (prefix, perPoint) in fontLineHeights {
            if prefix.hasSuffix("-") ? name.hasPrefix(prefix) : name == prefix { return perPoint }
        }
        return NamedFont(name: name)?.metrics.lineHeightPerPoint
    }

    /// The height of `lines` lines of a label's text, before rounding: each line's height, and
    /// the font's leading and the paragraph's line spacing between two lines (none for the
    /// system font at a size in plain text). A label that may wrap keeps its line spacing below
    /// a text that fits one line (UIKit's known extra room under a short attributed text).
    public static func textHeight(lines: Int, _ content: LabelContent) -> Double {
        textHeight(lines: lines, content, fontSizes: nil)
    }

    /// ``textHeight(lines:_:)`` where each line may be in a font of its own size (an attributed
    /// text whose parts differ, ``lineFontSizes(_:lines:)``): each line as tall as its own
    /// largest font's line, as UIKit sets each line of such a text.
    static func textHeight(lines: Int, _ content: LabelContent, fontSizes: [Double]?) -> Double {
        guard lines > 0 else { return 0 }
        let alone = lines == 1 && content.numberOfLines != 1 && !content.isTextView ? content.lineSpacing : 0
        let boxes: Double
        if let fontSizes, fontSizes.count >= lines {
            boxes = fontSizes.prefix(lines).reduce(0) { sum, size in
                var line = content
                line.fontSize = size
                return sum + lineBox(line)
            }
        } else {
            boxes = Double(lines) * lineBox(content)
        }
        return boxes + Double(lines - 1) * (content.leading + content.lineSpacing) + alone
    }

    /// Where `text`, a part of an attributed label's text in parts of several fonts, first starts
    /// in it; nil for a label in one font, or text not found in it.
    static func runStart<S: StringProtocol>(of text: S, _ content: LabelContent) -> Int? {
        guard content.fontRuns.count > 1, content.monospacedAdvance == nil, content.namedFont == nil, !text.isEmpty,
              content.fontRuns.reduce(0, { $0 + $1.characters }) == content.laidOutText.count else { return nil }
        let whole = Array(content.laidOutText), part = Array(text)
        guard part.count <= whole.count else { return nil }
        return (0...(whole.count - part.count)).first { i in whole[i..<(i + part.count)].elementsEqual(part) }
    }

    /// The largest font size on each of `lines` (the text's lines in order, as wrapping or its
    /// line breaks made them) of an attributed text whose parts are in fonts of their own sizes;
    /// nil when the text has no such parts, or a line is not found in it in order.
    static func lineFontSizes<S: StringProtocol>(_ content: LabelContent, lines: [S]) -> [Double]? {
        guard !content.fontRuns.isEmpty, content.monospacedAdvance == nil, content.namedFont == nil,
              Set(content.fontRuns.map(\.fontSize)).count > 1 else { return nil }
        let text = Array(content.laidOutText)
        guard content.fontRuns.reduce(0, { $0 + $1.characters }) == text.count else { return nil }
        // The size of each character, from the run it lies in.
        var sizes: [Double] = []
        for run in content.fontRuns { sizes += Array(repeating: run.fontSize, count: run.characters) }
        var cursor = 0
        var found: [Double] = []
        for line in lines {
            let characters = Array(line)
            if characters.isEmpty {
                // An empty line (two line breaks in a row) is as tall as the font where it lies.
                found.append(cursor < sizes.count ? sizes[cursor] : content.fontSize)
                continue
            }
            guard let start = (cursor...max(cursor, text.count - characters.count)).first(where: { i in
                i + characters.count <= text.count && Array(text[i..<(i + characters.count)]) == characters
            }) else { return nil }
            found.append(sizes[start..<(start + characters.count)].max() ?? content.fontSize)
            cursor = start + characters.count
        }
        return found
    }

    /// The height each line of a label's text takes: its font's line (``lineHeight(_:)``) times
    /// the paragraph style's `lineHeightMultiple` when above 0, then raised to its
    /// `minimumLineHeight` and cut to its `maximumLineHeight` (0: no limit), as the paragraph
    /// style documents. Without a paragraph style, the font's line. The room a line gains sits
    /// above its text: the baseline keeps its distance from the line's bottom.
    public static func lineBox(_ content: LabelContent) -> Double {
        var box = lineHeight(content)
        if content.lineHeightMultiple > 0 { box *= content.lineHeightMultiple }
        box = max(box, content.minimumLineHeight)
        if content.maximumLineHeight > 0 { box = min(box, content.maximumLineHeight) }
        return box
    }

    /// The distance from one line to the next of each text style at the default (Large) Dynamic
    /// Type size, from Apple's Human Interface Guidelines typography table (Body 17 pt on 22 pt,
    /// Subheadline 15 on 20, Footnote 13 on 18…). A label in a text style's font draws its first
    /// line as tall as the system font's line and each further line this far below the one
    /// before: the font's leading is the spacing less the line height (1.71 for Body). Checked
    /// on the frames Interface Builder stores for multi-line labels in text styles (two lines of
    /// Subheadline 38 tall at @2x, not 36; seven of Body 152.5, not 142.5).
    public static let textStyleLineSpacing: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 41, "UICTFontTextStyleTitle0": 41, "UICTFontTextStyleTitle1": 34,
        "UICTFontTextStyleTitle2": 28, "UICTFontTextStyleTitle3": 25, "UICTFontTextStyleHeadline": 22,
        "UICTFontTextStyleBody": 22, "UICTFontTextStyleCallout": 21, "UICTFontTextStyleSubhead": 20,
        "UICTFontTextStyleFootnote": 18, "UICTFontTextStyleCaption1": 16, "UICTFontTextStyleCaption2": 13,
    ]

    /// The leading of a text style's font at `fontSize`: the style's line spacing less the
    /// system font's line height, never negative; 0 for a style not in the table.
    public static func textStyleLeading(_ style: String, fontSize: Double) -> Double {
        guard let spacing = textStyleLineSpacing[style] else { return 0 }
        return max(0, spacing - lineHeight(fontSize: fontSize))
    }

    /// `value` rounded up to the pixel of a screen of `scale` (1/scale points). A value a hair
    /// above a pixel (from adding advances) stays on it.
    public static func roundedUp(_ value: Double, scale: Double) -> Double {
        guard scale > 0, value.isFinite else { return value }
        return (value * scale - 1e-7).rounded(.up) / scale
    }

    /// The size of the text on one line, with the text insets around it, rounded up to the pixel.
    /// An empty label is 0×0; an empty text view is one line tall (its caret's line) and as wide
    /// as its insets.
    public static func singleLine(_ content: LabelContent, scale: Double = defaultScale) -> Size {
        let text = content.laidOutText
        guard !text.isEmpty || content.isTextView else { return .zero }
        let insets = content.textInsets
        let width = roundedUp(width(text, content), scale: scale)
        let height = roundedUp(textHeight(lines: 1, content), scale: scale)
        // Negative insets (a text view's, to tighten it) shrink it to nothing, never below.
        return Size(width: max(0, width + insets.left + insets.right),
                    height: max(0, height + insets.top + insets.bottom))
    }

    /// The size of the text with nothing narrowing it: on one line when numberOfLines is 1 (a line
    /// break shown as a space); otherwise each paragraph on a line of its own, as wide as the widest
    /// and as many lines as numberOfLines allows, rounded up to the pixel.
    public static func unwrappedSize(_ content: LabelContent, scale: Double = defaultScale) -> Size {
        let text = content.laidOutText
        guard content.numberOfLines != 1, text.contains(where: \.isNewline) else { return singleLine(content, scale: scale) }
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var lines = paragraphs.count
        if content.numberOfLines > 0 { lines = min(lines, content.numberOfLines) }
        let widest = paragraphs.prefix(lines).map { width($0, content) }.max() ?? 0
        let insets = content.textInsets
        let sizes = lineFontSizes(content, lines: Array(paragraphs.prefix(lines)))
        return Size(width: max(0, roundedUp(widest, scale: scale) + insets.left + insets.right),
                    height: max(0, roundedUp(textHeight(lines: lines, content, fontSizes: sizes), scale: scale)
                                   + insets.top + insets.bottom))
    }

    // MARK: Wrapping

    /// The number of lines the text takes at `width` (before `numberOfLines` limits it).
    public static func lineCount(_ content: LabelContent, width: Double) -> Int {
        wrappedLines(content, width: width).count
    }

    /// The lines of the text at `width`, wrapped greedily by words (a line holds the next word
    /// while its width stays within `width`), a word longer than a line broken, line breaks kept.
    /// A label's paragraph whose last line would hold one word takes a word down from the line
    /// before (``pushingOut(_:limit:measure:)``); a text view's does not.
    public static func wrappedLines(_ content: LabelContent, width: Double) -> [String] {
        let text = content.laidOutText
        guard !text.isEmpty else { return [] }
        let widthOf: @Sendable (Character) -> Double = { c in TextMetrics.advance(of: c, content) }
        let kerned: @Sendable (Character, Character) -> Double = { a, b in TextMetrics.kerning(a, b, content) }
        guard !content.isTextView else { return greedyWrap(text, limit: width, advance: widthOf, kerning: kerned) }
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let greedy = greedyWrap(String(paragraph), limit: width, advance: widthOf, kerning: kerned)
            lines += pushingOut(greedy, limit: width) { measure(Substring($0), widthOf, kerned) }
        }
        return lines
    }

    /// The lines string drawing (`boundingRect(with:options:attributes:context:)`) wraps the text
    /// into at `width`: greedily by words, each line break kept, with none of a label's push-out.
    public static func drawnLines(_ content: LabelContent, width: Double) -> [String] {
        let text = content.laidOutText
        guard !text.isEmpty else { return [] }
        let widthOf: @Sendable (Character) -> Double = { c in TextMetrics.advance(of: c, content) }
        let kerned: @Sendable (Character, Character) -> Double = { a, b in TextMetrics.kerning(a, b, content) }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).flatMap { paragraph in
            greedyWrap(String(paragraph), limit: width, advance: widthOf, kerning: kerned)
        }
    }

    /// UILabel's line-break strategy (`.standard`, with `.pushOut`, since iOS 11): a paragraph is
    /// not left with one word alone on its last line — the line before gives up its last word to it
    /// when the two fit together, so "aaaa bbbb cccc" / "dddd" is drawn "aaaa bbbb" / "cccc dddd".
    /// A line with one word keeps it, and a word that does not fit beside the orphan stays.
    /// `UITextView` and text drawn without a label's paragraph style break greedily.
    static func pushingOut(_ lines: [String], limit: Double, measure: (String) -> Double) -> [String] {
        guard lines.count >= 2, let last = lines.last, !last.isEmpty, !last.contains(" ") else { return lines }
        let before = lines[lines.count - 2]
        // Broken after a hyphen, not at a space: the word goes on across the lines.
        guard !(before.unicodeScalars.last.map(breaksAfter.contains) ?? false) else { return lines }
        guard let space = before.lastIndex(of: " ") else { return lines }
        let kept = String(before[..<space]), moved = String(before[before.index(after: space)...])
        guard !kept.isEmpty, !moved.isEmpty else { return lines }
        let joined = moved + " " + last
        guard measure(joined) <= limit + 1e-9 else { return lines }
        return lines.dropLast(2) + [kept, joined]
    }

    /// `text` in lines of at most `perLine` terminal columns: greedily by words, a word longer than
    /// a line broken into line-long pieces, line breaks kept. For the ASCII picture and the
    /// terminal, whose cells are columns, not points.
    public static func wrap(_ text: String, charactersPerLine perLine: Int) -> [String] {
        greedyWrap(text, limit: Double(max(1, perLine))) { Double(columns($0)) }
    }

    /// The greedy word wrap both measures share: `advance` gives each character's width and
    /// `kerning` the adjustment between two within a word, and a line takes words (with the spaces
    /// between them) while they fit in `limit`.
    static func greedyWrap(_ text: String, limit: Double, advance: (Character) -> Double,
                           kerning: (Character, Character) -> Double = { _, _ in 0 }) -> [String] {
        let space = advance(" ")
        let fits = { (length: Double) in length <= limit + 1e-9 }
        var lines: [String] = []
        // Every line break UIKit honours ends a line: "\n", "\r\n", "\r", and the Unicode line and
        // paragraph separators (U+2028, U+2029) IB writes for a line break typed in the text field.
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            // The line's length is counted as it grows and the line appended to in place: a line
            // as long as the whole text (a one-line label a million characters wide) is built in
            // linear time, not copied and measured again for every word.
            var line = ""
            var length = 0.0
            for word in paragraph.split(separator: " ") {
                // A word of Chinese or Japanese breaks between its ideographs and kana as well
                // as at spaces (``breakSegments(of:)``): its segments join with no space.
                for (index, segment) in breakSegments(of: word).enumerated() {
                    var rest = segment
                    var restLength = measure(rest, advance, kerning)
                    // Joined by a space, kerned on both sides as the line is measured on one line;
                    // a segment inside a word is kerned to the one before.
                    let joint = line.last.map { last in
                        index == 0 ? space + kerning(last, " ") + kerning(" ", rest[rest.startIndex]) : kerning(last, rest[rest.startIndex])
                    } ?? 0
                    let needed = line.isEmpty ? restLength : length + joint + restLength
                    if fits(needed) {
                        if !line.isEmpty, index == 0 { line += " " }
                        line += rest
                        length = needed
                        continue
                    }
                    if !line.isEmpty {
                        lines.append(line)
                        line = ""
                        length = 0
                    }
                    if !fits(restLength) {
                        let split = pieces(of: rest, limit: limit, advance: advance, kerning: kerning)
                        for piece in split.dropLast() { lines.append(String(piece)) }
                        rest = split[split.count - 1]
                        restLength = measure(rest, advance, kerning)
                    }
                    line = String(rest)
                    length = restLength
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// A word (no spaces) in the pieces a line may break between: the whole word, except after a
    /// hyphen inside it (``breaksBetween(_:_:atStart:)``) and where it holds Chinese or Japanese, which Core Text breaks between any two ideographs or kana
    /// (UAX #14's ideographic class) — keeping a closing mark or small kana with the character
    /// before it and an opening mark with the one after, as Japanese line breaking (kinsoku) does.
    /// Korean's Hangul breaks at spaces, as UILabel's standard strategy keeps its words whole.
    static func breakSegments(of word: Substring) -> [Substring] {
        guard word.unicodeScalars.contains(where: { isIdeographic($0) || breaksAfter.contains($0) }) else { return [word] }
        var segments: [Substring] = []
        var start = word.startIndex
        var i = word.startIndex
        while i < word.endIndex {
            let next = word.index(after: i)
            if next < word.endIndex, breaksBetween(word[i], word[next], atStart: i == word.startIndex) {
                segments.append(word[start..<next])
                start = next
            }
            i = next
        }
        segments.append(word[start...])
        return segments
    }

    /// Whether a line may break between two characters of a word: beside an ideograph or kana,
    /// unless the second closes (`、` `。` `」` small kana) or the first opens (`「` `（`).
    static func breaksBetween(_ a: Character, _ b: Character, atStart: Bool = false) -> Bool {
        guard let first = a.unicodeScalars.last, let second = b.unicodeScalars.first else { return false }
        // After a hyphen or en dash inside a word ("store-" / "address"), as UAX #14 breaks; not
        // after one that begins the word ("-fold"), nor before a digit ("10-20" stays whole).
        if breaksAfter.contains(first), !atStart, !("0"..."9").contains(second) { return true }
        guard isIdeographic(first) || isIdeographic(second) else { return false }
        if openingMarks.contains(first) || closingMarks.contains(second) { return false }
        return true
    }

    /// The hyphens a line may break after inside a word: the hyphen-minus, U+2010 and the en dash.
    static let breaksAfter: Set<Unicode.Scalar> = ["-", "\u{2010}", "\u{2013}"]

    /// Han ideographs, kana, CJK symbols and fullwidth forms: characters a line breaks beside.
    static func isIdeographic(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x2E80...0x2FDF, 0x3000...0x30FF, 0x3190...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0xFF00...0xFF60, 0x20000...0x3FFFF: true
        default: false
        }
    }

    /// Marks no line begins with (closing brackets and punctuation, small kana, the long-vowel
    /// mark) and marks no line ends with (opening brackets).
    static let closingMarks: Set<Unicode.Scalar> = Set("、。，．・：；？！ー」』）】〕〉》〗〙〛｝］）ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〻%),.:;?!]}".unicodeScalars)
    static let openingMarks: Set<Unicode.Scalar> = Set("「『（【〔〈《〖〘〚｛［(［[{".unicodeScalars)

    /// The width of `text`: its characters' advances, and the kerning between each two when given.
    static func measure<S: StringProtocol>(_ text: S, _ advance: (Character) -> Double,
                                           _ kerning: (Character, Character) -> Double = { _, _ in 0 }) -> Double {
        var total = 0.0
        var previous: Character?
        for c in text {
            total += advance(c)
            if let p = previous { total += kerning(p, c) }
            previous = c
        }
        return total
    }

    /// A word longer than a line in line-long pieces: each as many characters as fit in `limit`
    /// (at least one), the last what is left.
    static func pieces(of word: Substring, limit: Double, advance: (Character) -> Double,
                       kerning: (Character, Character) -> Double = { _, _ in 0 }) -> [Substring] {
        var pieces: [Substring] = []
        var start = word.startIndex
        var used = 0.0
        var i = word.startIndex
        while i < word.endIndex {
            let w = advance(word[i]) + (i > start ? kerning(word[word.index(before: i)], word[i]) : 0)
            if used + w > limit + 1e-9, i > start {
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
    /// ellipsis is measured as the character "…".
    /// A text view's text sits inside its insets: the lines are those of the inner rect.
    public static func displayedLines(_ content: LabelContent, size: Size) -> [String] {
        let insets = content.textInsets
        let size = Size(width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
        let text = content.laidOutText
        guard !text.isEmpty, size.width > 0, size.height > 0, size.width.isFinite else { return [] }
        let all = content.numberOfLines == 1
            ? [String(text.map { $0.isNewline ? " " : $0 })]
            : wrappedLines(content, width: size.width)
        var limit = all.count
        if content.numberOfLines > 0 { limit = min(limit, content.numberOfLines) }
        // A line shows when the height holds it, to the pixel it was rounded up to.
        let between = content.leading + content.lineSpacing
        let heightHolds = (size.height + between) / (lineBox(content) + between)
        if heightHolds + 0.02 < Double(limit) { limit = max(1, Int((heightHolds + 0.02).rounded(.down))) }
        var shown = Array(all.prefix(limit))
        // The lines left joined again as they were broken: at a space, or after a hyphen with none.
        let rest = all.dropFirst(limit - 1).reduce(into: "") { text, line in
            if !text.isEmpty, !(text.unicodeScalars.last.map(breaksAfter.contains) ?? false) { text += " " }
            text += line
        }
        let advance = { (c: Character) in TextMetrics.advance(of: c, content) }
        let kern = { (a: Character, b: Character) in kerning(a, b, content) }
        if limit < all.count || measure(Substring(rest), advance, kern) > size.width + 1e-9 {
            let room = size.width - advance("…")
            var cut = room > 0 ? String(pieces(of: Substring(rest), limit: room, advance: advance, kerning: kern)[0]) : ""
            if room > 0, measure(Substring(cut), advance, kern) > room + 1e-9 { cut = "" }
            while cut.hasSuffix(" ") { cut.removeLast() }
            shown[limit - 1] = cut + "…"
        }
        return shown
    }

    // MARK: Intrinsic size

    /// The intrinsic size of a label whose solved width is `width` (nil: not yet known), rounded up
    /// to the pixel of a screen of `scale`.
    ///
    /// As in UIKit, a label that may wrap takes its width from the first layout pass as its
    /// preferred maximum: it then asks for the width of its widest wrapped line and the height of
    /// the wrapped text (``wrappedWidth(_:lines:shown:width:scale:)``). Before
    /// that, and when nothing narrows it, it asks for its text on one line.
    ///
    /// A text view that does not scroll measures the same way inside its insets: its text wraps at
    /// the width less the left and right insets, and the insets are added to the text's height. One
    /// that scrolls has no intrinsic size (`noIntrinsicMetric`, -1, on both axes).
    public static func intrinsicSize(_ content: LabelContent, width: Double?, scale: Double = defaultScale) -> Size {
        guard content.sizesToText else { return Size(width: -1, height: -1) }
        let line = unwrappedSize(content, scale: scale)
        guard content.numberOfLines != 1, let width, !staysOnOneLine(lineWidth: line.width, at: width) else { return line }
        let insets = content.textInsets
        let wrapped = wrappedLines(content, width: width - insets.left - insets.right)
        var lines = wrapped.count
        if content.numberOfLines > 0 { lines = min(lines, content.numberOfLines) }
        if content.isTextView { lines = max(lines, 1) }
        let text = roundedUp(textHeight(lines: lines, content, fontSizes: lineFontSizes(content, lines: wrapped)), scale: scale)
        return Size(width: wrappedWidth(content, lines: wrapped, shown: lines, width: width, scale: scale),
                    height: max(0, text + insets.top + insets.bottom))
    }

    /// The width a wrapped label asks for at `width`: as UILabel's `sizeThatFits` and
    /// `intrinsicContentSize` answer, the widest of its wrapped lines rounded up to the pixel, not
    /// the width it wraps at — so a label that wraps in a centred stack or between two ≥ spacings
    /// is only as wide as its text (Interface Builder stores such labels as wide as their widest
    /// line, centred in the stack). When `numberOfLines` cuts the text short, the
    /// last line shown is truncated to fill the width, and a text view's text container always
    /// spans the view: both take the whole width.
    static func wrappedWidth(_ content: LabelContent, lines: [String], shown: Int, width: Double, scale: Double) -> Double {
        guard !content.isTextView, shown >= lines.count else { return width }
        let widest = lines.map { self.width($0, content) }.max() ?? 0
        let insets = content.textInsets
        return min(width, roundedUp(widest, scale: scale) + insets.left + insets.right)
    }

    /// Whether a label whose text is `lineWidth` wide on one line asks for that one line at
    /// `width`: when it fits, and when no width is known yet (0 or less).
    public static func staysOnOneLine(lineWidth: Double, at width: Double) -> Bool {
        width <= 0 || width >= lineWidth
    }
}
