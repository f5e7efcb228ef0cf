/// The advance widths, kerning and line height of fonts other than the system font, by the
/// PostScript name iOS knows them by (a storyboard's `<fontDescription name=…>`, the name in
/// `UIFont(name:size:)`), so text in them is as wide as UIKit draws it rather than as wide as in
/// the system font.
///
/// How they were measured: `Tools/font-metrics/measure.py` reads font files of Debian's and PyPI's
/// packages with fontTools and HarfBuzz and keeps only numbers: each printable ASCII character's advance in
/// font units, the kerning HarfBuzz applies between every two of them with the font's default
/// features (as UIKit kerns by default), and the line height (hhea ascender + |descender| +
/// lineGap, per em) where stored frames confirm it. No font file is part of Layoutbook.
///
/// Which fonts, and how close they come to the widths Xcode stored in public storyboards and
/// xibs for single-line labels it did not flag misplaced (a label whose width its constraints set
/// cannot match; the others match to the pixel or within a point):
/// - **Inter** (Inter 4.0, Debian's `fonts-inter`; every weight): 280 of 463 labels of 3
///   repositories within half a point (Regular, Medium, SemiBold, Bold). Lines 1.2102 em: 13 pt
///   16, 14 pt 17, 15 pt 18.333, 16 pt 19.5, as stored.
/// - **IBM Plex Sans** (3.201, PyPI's `fontpkg-ibm-plex-sans`, the variable font at each weight):
///   every label its text sizes within half a point ("Covid-19 Test Result" in Bold at 14 pt
///   135.46, stored 135.5; "Registration Details" in SemiBold at 28 255.16, stored 255.5). Lines
///   1.3 em (14 pt 18.5, 28 pt 36.667 as stored).
/// - **Arial and Helvetica** (Liberation Sans 1.07, `fonts-liberation`, metric-compatible with
///   both): 17 of 74 Arial labels of 3 repositories within half a point, every one sized by its
///   text but one (0.85 pt); Helvetica's 36-pt titles within 0.02 and 0.14. Their line heights
///   differ and are in ``TextMetrics/fontLineHeights`` (Arial 1.1172, Helvetica 1.15).
/// - **Lato** (Lato 2.007, `fonts-lato`; Light, Regular, Bold, Black): apps ship Lato 1.x, whose
///   widths differ a little: 61 of 129 labels of 2 repositories within half a point, 88 within
///   one. Lines 1.2 em (13 pt 16, 15 pt 18, 18 pt 22 at @2x, as stored).
/// - **Times New Roman, Courier New and Courier**, fonts iOS ships (Liberation Serif and Liberation
///   Mono 2.1, `fonts-liberation`, and Nimbus Mono PS, `fonts-urw-base35`, metric-compatible with
///   them; every weight and slant): Courier New 1229/2048 em and Courier 0.6 em a character, as
///   every monospaced font unkerned. Courier's and Courier New's lines are in
///   ``TextMetrics/fontLineHeights``; Times New Roman's are the system font's until stored frames tell.
/// - **Roboto** (Roboto 2, Debian's `fonts-roboto-unhinted`; Thin to Black and their italics): on
///   the 222 public documents of two samples that name it, 5,286 views, 4,297 are within half a
///   point of their stored frames where the system font's widths put 4,018 (76.0 % → 81.3 %). Lines
///   1.1719 em (14 pt 16.5, 16 pt 19, 18 pt 21.5, 24 pt 28.5 at @2x, as stored). Open Sans was
///   tried the same way (Debian's `fonts-open-sans`, 1.11) and left out: on the only documents
///   that name it its widths put 8 fewer views in place than the system font's.
/// - **Helvetica Neue** (every face iOS names: `HelveticaNeue`, `-Light`, `-Thin`, `-UltraLight`,
///   `-Medium`, `-Bold`, the italics, `-CondensedBold`, `-CondensedBlack`): no free font matches
///   it, so its table is fitted as the system font's was (``helveticaNeue``, made by
///   `Tools/font-metrics/helvetica-neue.py`; its header says from what and how close).
///
/// On three samples of 40 public documents each the tables put 61 more views within half a point
/// of their stored frames than the system font's widths did, and one Lato label out (2.7 pt narrow).
///
/// A character beyond printable ASCII advances as in the system font (``TextMetrics``); a font
/// not listed here is measured as the system font, as before.
public struct NamedFontMetrics: Sendable {
    /// Every measured font: those read from metric-compatible fonts (``all``) and the fitted
    /// Helvetica Neue (``helveticaNeue``), in the order ``NamedFont`` numbers them.
    static let known: [NamedFontMetrics] = all + helveticaNeue

    /// The PostScript names this table measures (a metric-compatible font measures several).
    public let names: [String]
    let unitsPerEm: Double
    /// The line height per point, when stored frames confirm the font's own.
    public let lineHeightPerPoint: Double?
    /// Advances of U+0020…U+007E, in font units.
    let advances: [UInt16]
    /// Kerning pairs, sorted: the two characters in the upper 16 bits (first << 8 | second), the
    /// kerning in font units as a signed 16-bit number in the lower.
    let kerning: [UInt32]

    init(names: [String], unitsPerEm: Double, lineHeightPerPoint: Double?, advances: [UInt16], kerning: [UInt32]) {
        self.names = names
        self.unitsPerEm = unitsPerEm
        self.lineHeightPerPoint = lineHeightPerPoint
        self.advances = advances
        self.kerning = kerning
    }

    /// The advance of a printable ASCII scalar, in em; nil for any other.
    public func advance(_ scalar: UInt32) -> Double? {
        guard scalar >= 0x20, scalar <= 0x7E else { return nil }
        return Double(advances[Int(scalar - 0x20)]) / unitsPerEm
    }

    /// The kerning between two printable ASCII scalars, in em (0 when the font has none).
    public func kerning(_ first: UInt32, _ second: UInt32) -> Double {
        guard (0x20...0x7E).contains(first), (0x20...0x7E).contains(second) else { return 0 }
        let key = first << 8 | second
        var low = 0, high = kerning.count
        while low < high {
            let mid = (low + high) / 2
            let pair = kerning[mid] >> 16
            if pair == key { return Double(Int16(bitPattern: UInt16(kerning[mid] & 0xFFFF))) / unitsPerEm }
            if pair < key { low = mid + 1 } else { high = mid }
        }
        return 0
    }
}

/// A font whose metrics Layoutbook has measured (``NamedFontMetrics``), by PostScript name.
public struct NamedFont: Sendable, Hashable {
    let index: Int

    /// The measured font named `name`, or nil: a font not measured is the system font's.
    public init?(name: String) {
        guard let index = Self.indices[name] else { return nil }
        self.index = index
    }

    public var metrics: NamedFontMetrics { NamedFontMetrics.known[index] }

    /// The font's name as iOS knows it (the first the table lists).
    public var name: String { metrics.names[0] }

    static let indices: [String: Int] = {
        var map: [String: Int] = [:]
        for (i, font) in NamedFontMetrics.known.enumerated() {
            for name in font.names { map[name] = i }
        }
        return map
    }()
}
