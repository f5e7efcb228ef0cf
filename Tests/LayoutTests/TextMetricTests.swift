import Layout
import Testing

/// The system font's metric: per-character widths by weight, tracking by size, a line 1.1934 × the
/// size, sizes rounded up to the device's pixel. The UIKit figures quoted are measurements of
/// `UILabel.intrinsicContentSize` on an @3x phone.
@Suite("the system font's text metric")
struct TextMetricTests {
    func label(_ text: String, size: Double = 17, weight: FontWeight = .regular) -> LabelContent {
        LabelContent(text: text, numberOfLines: 1, fontSize: size, fontWeight: weight)
    }

    @Test("'Hello World' at 17 pt regular is 88 × 20.333 at @3x, as UIKit measures it (88.0 × 20.33)")
    func helloWorld() {
        // 87.83 before rounding, 88 at @3x.
        let width = TextMetrics.width("Hello World", fontSize: 17)
        #expect(abs(width - 87.829) < 0.001)
        #expect(TextMetrics.singleLine(label("Hello World")) == Size(width: 88, height: 61.0 / 3))
    }

    @Test("'This is a test string' at 17 pt is 144.10 wide: UIKit's 144.09 to within 0.01 %, where half an em a character made it 178.5")
    func runningText() {
        let width = TextMetrics.width("This is a test string", fontSize: 17)
        #expect(abs(width - 144.096) < 0.001)
        #expect(abs(width - 144.09) / 144.09 < 0.0001)
    }

    @Test("a line is 1.1934 × the size: 20.29 at 17 pt, 20.333 at @3x and 20.5 at @2x")
    func lineHeight() {
        #expect(abs(TextMetrics.lineHeight(fontSize: 17) - 20.2878) < 1e-9)
        #expect(TextMetrics.singleLine(label("Hi"), scale: 3).height == 61.0 / 3)
        #expect(TextMetrics.singleLine(label("Hi"), scale: 2).height == 20.5)
    }

    @Test("sizes round up to the pixel, and a size already on a pixel stays there")
    func pixels() {
        #expect(TextMetrics.roundedUp(20.2878, scale: 3) == 61.0 / 3)
        #expect(TextMetrics.roundedUp(20.2878, scale: 2) == 20.5)
        #expect(TextMetrics.roundedUp(88, scale: 3) == 88)
        #expect(TextMetrics.roundedUp(88.000_000_01, scale: 3) == 88)
    }

    @Test("the same text grows with the weight: regular 144.10, medium 147.88, semibold 150.09, bold 154.53")
    func weights() {
        let text = "This is a test string"
        let widths = [FontWeight.regular, .medium, .semibold, .bold].map { TextMetrics.width(text, fontSize: 17, weight: $0) }
        #expect(abs(widths[0] - 144.096) < 0.001)
        #expect(abs(widths[1] - 147.882) < 0.001)
        #expect(abs(widths[2] - 150.094) < 0.001)
        #expect(abs(widths[3] - 154.526) < 0.001)
        #expect(widths == widths.sorted())
    }

    @Test("ultra light and thin measure as light, black as heavy: the table's nearest weights")
    func nearestWeights() {
        let light = TextMetrics.width("Settings", fontSize: 17, weight: .light)
        #expect(TextMetrics.width("Settings", fontSize: 17, weight: .thin) == light)
        #expect(TextMetrics.width("Settings", fontSize: 17, weight: .ultraLight) == light)
        #expect(TextMetrics.width("Settings", fontSize: 17, weight: .black) == TextMetrics.width("Settings", fontSize: 17, weight: .heavy))
        #expect(light < TextMetrics.width("Settings", fontSize: 17))
    }

    @Test("characters differ: an i is narrower than an m, a capital W wider than a lowercase w")
    func perCharacter() {
        #expect(TextMetrics.advance(of: "i", fontSize: 17) < TextMetrics.advance(of: "m", fontSize: 17) / 3)
        #expect(TextMetrics.advance(of: "W", fontSize: 17) > TextMetrics.advance(of: "w", fontSize: 17))
    }

    @Test("a kerned pair sets closer than its two advances: 'AV' and 'To' at 17 pt; a pair the table does not kern adds nothing")
    func kerning() {
        for pair in ["AV", "To", "Ty"] {
            let (a, b) = (pair.first!, pair.last!)
            let apart = TextMetrics.advance(of: a, fontSize: 17) + TextMetrics.advance(of: b, fontSize: 17)
            #expect(TextMetrics.kerning(a, b, fontSize: 17) < 0)
            #expect(abs(TextMetrics.width(pair, fontSize: 17) - apart - TextMetrics.kerning(a, b, fontSize: 17)) < 1e-9)
        }
        #expect(TextMetrics.kerning("语", "A", fontSize: 17) == 0)
        #expect(TextMetrics.width("語A", fontSize: 17) == TextMetrics.advance(of: "語", fontSize: 17) + TextMetrics.advance(of: "A", fontSize: 17))
    }

    @Test("an emoji is as wide as the emoji font makes it at the size (1.34 em at 17 pt, 1.07 em at 70) and two terminal columns, as a heart made emoji by U+FE0F, a hand with a skin tone and a flag are; a plain heart is a character the table lacks")
    func emoji() {
        // Widths Xcode stored for one emoji in the system font: 23 at 17 pt, 27 at 24, 45 at 40,
        // 75 at 70, 218 at 200 — each the width here rounded up to the document's pixel.
        for (size, stored, scale) in [(17.0, 23.0, 3.0), (24, 27, 3), (40, 45, 2), (70, 75, 3), (200, 218, 3)] {
            let label = LabelContent(text: "👍", numberOfLines: 1, fontSize: size)
            #expect(TextMetrics.singleLine(label, scale: scale).width == stored, "\(size) pt")
        }
        #expect(TextMetrics.advance(of: "\u{2764}\u{FE0F}", fontSize: 18) == TextMetrics.advance(of: "👍", fontSize: 18))
        #expect(TextMetrics.advance(of: "\u{270C}\u{1F3FC}", fontSize: 60) == TextMetrics.advance(of: "👍", fontSize: 60))
        // Below the smallest size measured, in proportion to the size.
        #expect(abs(TextMetrics.advance(of: "👍", fontSize: 8.5) - 22.8 / 2) < 1e-9)
        #expect(TextMetrics.cells("a👍b") == 4)
        #expect(TextMetrics.cells("🇫🇷") == 2)
        #expect(TextMetrics.cells("\u{2764}") == 1)
        #expect(TextMetrics.cells("#1") == 2)
        // Xcode stored "Pocket Casts ❤️ Sonos" at 18 pt as 189 wide: 110.25 + 23.8 + 54.68 = 188.73,
        // 189 at @3x.
        let stored = LabelContent(text: "Pocket Casts \u{2764}\u{FE0F} Sonos", numberOfLines: 1, fontSize: 18)
        #expect(TextMetrics.singleLine(stored).width == 189)
    }

    @Test("a Han character and a kana take 1.02 em (a full em on iOS 9's canvas), a combining mark nothing, a character the table lacks 0.6 em and the tracking")
    func outsideTheTable() {
        #expect(abs(TextMetrics.advance(of: "語", fontSize: 17) - 17.34) < 1e-9)
        #expect(TextMetrics.advance(of: "語", fontSize: 17, design: .uiTextAndDisplay) == 17)
        #expect(abs(TextMetrics.advance(of: "の", fontSize: 17) - 17.34) < 1e-9)
        #expect(TextMetrics.advance(of: "の", fontSize: 17, design: .uiTextAndDisplay) == 17)
        #expect(TextMetrics.width("e\u{301}", fontSize: 17) == TextMetrics.width("e", fontSize: 17))
        let thai = TextMetrics.advance(of: "\u{0E01}", fontSize: 17)
        #expect(abs(thai - (0.6 + SystemFontMetrics.tracking(fontSize: 17)) * 17) < 1e-9)
    }

    @Test("the font tracks tighter as it grows: 'Hello' is 2.284 em at 17 pt, 2.189 em at 34")
    func tracking() {
        #expect(abs(TextMetrics.width("Hello", fontSize: 17) / 17 - 2.2843) < 0.0001)
        #expect(abs(TextMetrics.width("Hello", fontSize: 34) / 34 - 2.1885) < 0.0001)
    }

    @Test("a device's scale: the first iPhone SE, the iPhone 8, XR and iPads @2x; the X, XS Max and 15 @3x")
    func deviceScale() throws {
        let scales = try ["iPhone SE (first generation)", "iPhone 8", "iPhone XR", "iPad", "iPhone X", "iPhone XS Max", "iPhone 15"]
            .map { name in try #require(Device.named(name)).scale }
        #expect(scales == [2, 2, 2, 2, 3, 3, 3])
    }
}

/// The two designs of the system font: the variable font of iOS 14 on, and the static SF Text and
/// SF Display of iOS 9 to 13, which documents saved by Xcode 7 to 11 were measured in.
@Suite("the system font's designs")
struct SystemFontDesignTests {
    @Test("the variable font has no step at 20 pt; the static fonts step from SF Text's tracking to SF Display's")
    func stepAtTwenty() {
        let variable = SystemFontMetrics.tracking(fontSize: 20, design: .variable) - SystemFontMetrics.tracking(fontSize: 19.99, design: .variable)
        let text = SystemFontMetrics.tracking(fontSize: 19.99, design: .textAndDisplay)
        let display = SystemFontMetrics.tracking(fontSize: 20, design: .textAndDisplay)
        #expect(abs(variable) < 0.0001)
        // SF Display's is the table's at 20 pt and SF Pro Display's own (Xcode 9 to 11) 0.00137
        // tighter (SystemFontDesign.proDisplayTracking).
        #expect(abs(display - (-0.01556 - 0.00137)) < 1e-9 && abs(text - (-0.00084)) < 1e-9)
    }

    @Test("'This is a test string' at 19 pt is 162.16 in SF Text and 158.16 in the variable font, already near Display; at 13 pt they are within 0.1 pt")
    func sameTextBothDesigns() {
        let text = "This is a test string"
        #expect(abs(TextMetrics.width(text, fontSize: 19, design: .textAndDisplay) - 162.16) < 0.01)
        #expect(abs(TextMetrics.width(text, fontSize: 19, design: .variable) - 158.16) < 0.01)
        let small = TextMetrics.width(text, fontSize: 13, design: .textAndDisplay) - TextMetrics.width(text, fontSize: 13)
        #expect(abs(small) < 0.1)
        // A label carries its design to its size.
        var label = LabelContent(text: text, numberOfLines: 1, fontSize: 19)
        label.fontDesign = .textAndDisplay
        #expect(TextMetrics.singleLine(label).width == 487.0 / 3)
    }

    @Test("a document saved before Xcode 12 (toolsVersion 17000) was measured in the static fonts (SF UI before Xcode 9, SF Pro from it); from it, or with no version, in the variable font")
    func byToolsVersion() {
        #expect(SystemFontDesign.measuredBy(toolsVersion: 16097) == .textAndDisplay)
        #expect(SystemFontDesign.measuredBy(toolsVersion: 10116) == .uiTextAndDisplay)
        #expect(SystemFontDesign.measuredBy(toolsVersion: 17000) == .variable)
        #expect(SystemFontDesign.measuredBy(toolsVersion: 22505) == .variable)
        #expect(SystemFontDesign.measuredBy(toolsVersion: nil) == .variable)
    }
}

/// The device's scale reaches the labels: sizes round to its pixel, and a new device measures them
/// again.
@Suite("text sizes on a device")
struct TextOnDeviceTests {
    @Test("'Hello World' is 88 × 20.5 on the @2x iPhone 8 and 88 × 20.333 on the @3x iPhone 15")
    func deviceRounding() throws {
        var l = Layout()
        let label = try l.addView("title", kind: .label)
        try l.setLabel(label, text: "Hello World")
        try l.pin(label, .left, to: .root)
        try l.pin(label, .top, to: .root)
        l.setDevice(try #require(Device.named("iPhone 8")))
        #expect(l.frame(of: label).size == Size(width: 88, height: 20.5))
        l.setDevice(try #require(Device.named("iPhone 15")))
        #expect(l.frame(of: label).size == Size(width: 88, height: 61.0 / 3))
    }

    @Test("a wrapping label with a line break is two lines even where the whole text would fit on one")
    func lineBreak() throws {
        var l = Layout()
        let label = try l.addView("note", kind: .label)
        try l.setLabel(label, text: "First line\nSecond line", numberOfLines: 0)
        try l.pin(label, .left, to: .root)
        try l.pin(label, .top, to: .root)
        // As wide as its wider paragraph ("Second line", 88.38 → 88.667), two lines of 20.29.
        let size = l.frame(of: label).size
        #expect(size.height == 122.0 / 3)
        #expect(abs(size.width - TextMetrics.roundedUp(TextMetrics.width("Second line", fontSize: 17), scale: 3)) < 1e-9)
    }
}
