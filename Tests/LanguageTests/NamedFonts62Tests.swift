import Layout
import Testing

@testable import Language

/// Pasted `UIFont(name:size:)` in a font whose widths Layoutbook has measured
/// (``NamedFontMetrics``): the label is as wide as the font's own advances and kerning, and as
/// tall as its own line where that is known. At @3x: "Sign in" in Inter SemiBold at 16 pt is
/// 52.216, 52.333 wide, and 1.2102 × 16 = 19.36, 19.667 tall; "AVATAR" in Lato Bold at 20 is
/// 80.42 of advances less 5.12 of kerning, 75.30, 75.333; "Delivery" in Arial at 20 is 72.236,
/// 72.333, and Helvetica, metric-compatible, the same.
@Suite("pasted measured fonts: their own widths, kerning and lines")
struct NamedFonts62Tests {
    func frame(_ font: String, text: String, then more: String = "") -> Rect? {
        Session.labelFrame(font: font, text: text, then: more)
    }

    @Test("a label in Inter is as wide as Inter's advances and an Inter line tall")
    func inter() {
        #expect(frame(#"UIFont(name: "Inter-SemiBold", size: 16)"#, text: "Sign in")?.size == Size(width: 157.0 / 3, height: 59.0 / 3))
    }

    @Test("a label in Lato is kerned between its letters")
    func latoKerning() {
        #expect(frame(#"UIFont(name: "Lato-Bold", size: 20)"#, text: "AVATAR")?.size == Size(width: 226.0 / 3, height: 24))
    }

    @Test("Helvetica measures as Arial, whose widths it shares; each keeps its own line height")
    func helveticaIsArialWide() {
        // Arial's line is 1.1172 × 20 = 22.34, 22.667 at @3x; Helvetica's 1.15 × 20 = 23 (the
        // system font's, 1.1934 × 20 = 23.87, was 24).
        #expect(frame(#"UIFont(name: "ArialMT", size: 20)"#, text: "Delivery")?.size == Size(width: 217.0 / 3, height: 68.0 / 3))
        #expect(frame(#"UIFont(name: "Helvetica", size: 20)"#, text: "Delivery")?.size == Size(width: 217.0 / 3, height: 23))
    }

    @Test("a character beyond ASCII takes the system font's advance inside a measured font")
    func beyondASCII() {
        let plain = frame(#"UIFont(name: "Inter-Regular", size: 17)"#, text: "Cafe")
        let accented = frame(#"UIFont(name: "Inter-Regular", size: 17)"#, text: "Café")
        #expect(plain != nil && accented != nil)
        #expect((accented?.width ?? 0) > 0 && accented?.height == plain?.height)
    }

    @Test("the system font put back after a measured one measures as the system font again")
    func systemFontAgain() {
        let f = frame(#"UIFont(name: "Lato-Bold", size: 17)"#, text: "Continue", then: "title.font = .systemFont(ofSize: 17)")
        #expect(f?.size == Size(width: 69, height: 61.0 / 3))
    }

    @Test("UIFont(name:size:) says the font is measured by its own widths")
    func note() {
        var s = Session()
        let notes = s.script(#"let f = UIFont(name: "Inter-Bold", size: 12)"#).flatMap(\.notes)
        #expect(notes.contains { $0.contains("UIFont(name: \"Inter-Bold\", size:): measured by the font's own widths and line height") })
    }
}
