import Language
import Layout
import Testing

/// `text.append(…)` on a string, and an attributed string's `append(NSAttributedString(string:))`
/// (an attributed string is its string here), add to the text a label then shows and measures,
/// where the call was skipped and the label measured only the first part. The paste is written
/// for this test.
@Suite("String.append")
struct StringAppendTests {
    @Test("a label given \"Hi\" appended with \"Hi\" by append(_:) is as wide as \"HiHi\" set at once")
    func appendedTextIsMeasured() {
        var session = Session()
        session.script("""
        let whole = UILabel()
        whole.text = "HiHi"
        view.addSubview(whole)
        whole.sizeToFit()
        var parts = "Hi"
        parts.append("Hi")
        let built = UILabel()
        built.text = parts
        view.addSubview(built)
        built.sizeToFit()
        let styled = NSMutableAttributedString(string: "Hi")
        styled.append(NSAttributedString(string: "Hi"))
        let rich = UILabel()
        rich.attributedText = styled
        view.addSubview(rich)
        rich.sizeToFit()
        """)
        let width = session.frame("whole")?.width
        #expect(width != nil && width! > 0)
        #expect(session.frame("built")?.width == width)
        #expect(session.frame("rich")?.width == width)
    }
}
