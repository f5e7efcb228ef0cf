import Testing

@testable import Rendering

@Suite("label text wrapping")
struct WordWrapTests {
    @Test("text breaks between words, long words are cut, line breaks are kept", arguments: [
        ("A long paragraph that wraps", 17, ["A long paragraph", "that wraps"]),
        ("A long paragraph that wraps", 100, ["A long paragraph that wraps"]),
        ("abcdefghij xy", 4, ["abcd", "efgh", "ij", "xy"]),
        ("one\n\ntwo", 10, ["one", "", "two"]),
        ("tab\there  spaced", 20, ["tab here spaced"]),
        ("", 5, [""]),
        ("anything", 0, []),
    ])
    func wrapping(text: String, width: Int, lines: [String]) {
        #expect(WordWrap.lines(text, width: width) == lines)
    }

    @Test("a 1 MB label one line wide is drawn as that one line, and narrow it wraps every word")
    func longText() {
        // 200,000 five-character words: "word word … word", 999,999 characters.
        let text = Array(repeating: "word", count: 200_000).joined(separator: " ")
        #expect(WordWrap.lines(text, width: 1_000_000) == [text])
        let narrow = WordWrap.lines(text, width: 9)
        #expect(narrow.count == 100_000)
        #expect(narrow.allSatisfy { $0 == "word word" })
    }

    @Test("a name is cut to its room with an ellipsis, or to its first letter", arguments: [
        ("header", 10, "header"),
        ("header", 6, "header"),
        ("header", 5, "head…"),
        ("header", 2, "h…"),
        ("header", 1, "h"),
        ("header", 0, ""),
    ])
    func fitting(name: String, room: Int, shown: String) {
        #expect(String(Canvas.fitted(name, to: room, ellipsis: "…")) == shown)
    }
}
