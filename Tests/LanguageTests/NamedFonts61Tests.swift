import Layout
import Testing

@testable import Language

/// Pasted `UIFont(name:size:)` with a font iOS ships whose metrics Layoutbook knows: the label is
/// measured in the font's own line height, and in Menlo (monospaced) by its own advance. At @3x:
/// "A1-42" in Menlo-Bold at 30 pt is 5 × 0.6021 × 30 = 90.315, 90.333 wide, and 1.1641 × 30 =
/// 34.92, 35 tall; the system font's line at 17 pt is 20.333 and Avenir's 1.366 × 17 = 23.22, 23.333.
@Suite("pasted named fonts: their own line heights and Menlo's advance")
struct NamedFonts61Tests {
    func frame(_ font: String, text: String = "A1-42", then more: String = "") -> Rect? {
        Session.labelFrame(font: font, text: text, then: more)
    }

    @Test("a label in Menlo is as wide as its characters at Menlo's advance, and a line of Menlo tall")
    func menlo() {
        #expect(frame(#"UIFont(name: "Menlo-Bold", size: 30)"#)?.size == Size(width: 271.0 / 3, height: 35))
    }

    @Test("a label in Avenir is as wide as in the system font, and a line of Avenir tall")
    func avenir() {
        // "Continue" at 17 pt: 69 wide in the system font's widths.
        #expect(frame(#"UIFont(name: "Avenir-Heavy", size: 17)"#, text: "Continue")?.size == Size(width: 69, height: 70.0 / 3))
    }

    @Test("the system font put back after a named one measures as the system font again")
    func systemFontAgain() {
        let f = frame(#"UIFont(name: "Menlo-Bold", size: 17)"#, text: "Continue", then: "title.font = .systemFont(ofSize: 17)")
        #expect(f?.size == Size(width: 69, height: 61.0 / 3))
    }

    @Test("a font Layoutbook has no metrics for is still the system font's line")
    func unknownFont() {
        #expect(frame(#"UIFont(name: "Georgia-Bold", size: 17)"#, text: "Continue")?.size == Size(width: 69, height: 61.0 / 3))
    }
}
