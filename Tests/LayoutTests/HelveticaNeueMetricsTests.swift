import Testing
@testable import Layout

/// Text in Helvetica Neue, and in Times New Roman, Courier New and Courier, measured by the
/// font's own widths (``NamedFontMetrics``) rather than the system font's.
///
/// Helvetica Neue's table is fitted (`Tools/font-metrics/helvetica-neue.py`), so the widths below
/// are the table's sums, in its 1/4096 em, checked against widths Xcode stored for labels of
/// these fonts in public storyboards (the label's text, font and size as stated; the stored
/// width is the text's rounded up to the canvas's pixel). The system font's widths, which
/// these labels were measured with before, are given for each: they miss by 1 to 4 points.
@Suite("Helvetica Neue and the metric-compatible fonts iOS ships")
struct HelveticaNeueMetricsTests {
    func content(_ text: String, _ font: String, _ size: Double) -> LabelContent {
        var content = LabelContent(text: text, numberOfLines: 1, fontSize: size)
        content.namedFont = NamedFont(name: font)
        return content
    }

    func width(_ text: String, _ font: String, _ size: Double, scale: Double) -> Double {
        TextMetrics.singleLine(content(text, font, size), scale: scale).width
    }

    @Test("every face of Helvetica Neue iOS names has a table of its own name")
    func faces() {
        let names = ["HelveticaNeue", "HelveticaNeue-UltraLight", "HelveticaNeue-Thin", "HelveticaNeue-Light",
                     "HelveticaNeue-Medium", "HelveticaNeue-Bold", "HelveticaNeue-Italic", "HelveticaNeue-UltraLightItalic",
                     "HelveticaNeue-ThinItalic", "HelveticaNeue-LightItalic", "HelveticaNeue-MediumItalic",
                     "HelveticaNeue-BoldItalic", "HelveticaNeue-CondensedBold", "HelveticaNeue-CondensedBlack"]
        for name in names {
            #expect(NamedFont(name: name)?.name == name)
        }
        // Lines are those stored frames confirm: 1.165 for the regular face, 1.18 for Light; the
        // other faces keep the system font's.
        #expect(TextMetrics.lineHeightPerPoint(ofFont: "HelveticaNeue") == 1.165)
        #expect(TextMetrics.lineHeightPerPoint(ofFont: "HelveticaNeue-Light") == 1.18)
        #expect(TextMetrics.lineHeightPerPoint(ofFont: "HelveticaNeue-Bold") == nil)
    }

    @Test("four lines of Helvetica Neue Light at 20 pt are 94.5 tall at @2x, not the system font's 95.5")
    func lightLines() {
        // 4 × 1.18 × 20 = 94.4, 94.5 at @2x, as stored for such a label; the system font's
        // 4 × 1.1934 × 20 = 95.47 gave 95.5.
        var light = content("One\ntwo\nthree\nfour", "HelveticaNeue-Light", 20)
        light.numberOfLines = 0
        light.lineHeightPerPoint = TextMetrics.lineHeightPerPoint(ofFont: "HelveticaNeue-Light") ?? 0
        #expect(TextMetrics.unwrappedSize(light, scale: 2).height == 94.5)
    }

    @Test("Helvetica Neue's regular face: widths Xcode stored on whole-point and @3x canvases")
    func regular() {
        // "Quantity:" at 17 pt: 16478 units, 68.39, 69 on a whole-point canvas; stored 69 (the
        // system font's 68.93 also gave 69).
        #expect(width("Quantity:", "HelveticaNeue", 17, scale: 1) == 69)
        // "Label" at 15 pt: 2286 + 2279 + 2284 + 2295 + 903 units, kerned +12 and -16: 10043,
        // 36.78, 37 at @3x; stored 37 (the system font's 37.14 gave 37.333).
        #expect(width("Label", "HelveticaNeue", 15, scale: 3) == 37)
    }

    @Test("Helvetica Neue Light is narrower than the regular face")
    func light() {
        // "Label" at 17 pt: 2179 + 2173 + 2178 + 2189 + 860 units, kerned +12 and -16: 9575,
        // 39.74, 40 on a whole-point canvas; stored 40. The system font's 41.52 gave 42.
        #expect(width("Label", "HelveticaNeue-Light", 17, scale: 1) == 40)
        #expect(width("Label", "HelveticaNeue-Light", 17, scale: 1) < width("Label", "HelveticaNeue", 17, scale: 1))
    }

    @Test("Helvetica Neue Bold is kerned: 'Ty' closes up")
    func boldKerning() {
        // "Tyres" at 16 pt: 2504 + 2299 + 1620 + 2309 + 2309 units less 328 for "Ty", plus 16
        // and 16: 10745, 41.97, 42 at @2x. The system font's 39.48 gave 39.5.
        #expect(width("Tyres", "HelveticaNeue-Bold", 16, scale: 2) == 42)
        let kerning = NamedFont(name: "HelveticaNeue-Bold")?.metrics.kerning(0x54, 0x79) ?? 0
        #expect(kerning < -0.07 && kerning > -0.09)
    }

    @Test("Courier New and Courier are monospaced: every character one advance, no kerning")
    func monospaced() {
        // Courier New: 1229/2048 em a character (Liberation Mono's, metric-compatible): "Hello"
        // at 12 pt is 36.006, 36.333 at @3x.
        #expect(width("Hello", "CourierNewPSMT", 12, scale: 3) == 109.0 / 3)
        #expect(width("iiiii", "CourierNewPS-BoldMT", 12, scale: 3) == 109.0 / 3)
        // Courier: 0.6 em (Nimbus Mono PS's): "Hello" at 12 pt is 36; "fi" no ligature, 14.4.
        // Its line is 1.0 em: 17 pt 17, as stored.
        #expect(width("Hello", "Courier", 12, scale: 3) == 36)
        #expect(TextMetrics.lineHeightPerPoint(ofFont: "Courier-Bold") == 1.0)
        #expect(abs(TextMetrics.width("fi", content("fi", "Courier", 12)) - 14.4) < 1e-9)
    }

    @Test("Times New Roman is measured by its own widths: narrower than the system font")
    func timesNewRoman() {
        let times = TextMetrics.width("Minutes", content("Minutes", "TimesNewRomanPSMT", 17))
        let system = TextMetrics.width("Minutes", fontSize: 17)
        // Liberation Serif's advances (metric-compatible): M 1821, i 569, n 1024, u 1024, t 569,
        // e 909, s 797 of 2048: 6713 units, 55.72 at 17 pt.
        #expect(abs(times - 6713.0 / 2048 * 17) < 0.01)
        #expect(times < system - 5)
    }
}
