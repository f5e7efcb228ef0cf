import Testing

@testable import Rendering

/// The one writer of JSON text: the same bytes whether a value is written as bytes or a string
/// is quoted into a string.
@Suite("JSON text")
struct JSONValueTests {
    @Test("quotes, backslashes, control characters and DEL are escaped; é and 😀 are written as they are")
    func escapes() {
        let text = "a\"b\\c\nd\re\tf\u{1}g\u{7F}h é😀"
        let expected = #""a\"b\\c\nd\re\tf\u0001g\u007fh é😀""#
        #expect(JSONValue.string(text).encoded == expected)
        var quoted = "x"
        JSONValue.quote(text, into: &quoted)
        #expect(quoted == "x" + expected)
        var plain = ""
        JSONValue.quote("row12", into: &plain)
        #expect(plain == #""row12""#)
    }

    @Test("an object keeps its keys in order; numbers print as the reports print them, not finite as null")
    func values() {
        let value = JSONValue.object([
            ("b", .array([.number(1), .number(-0.5), .number(2.0004), .number(.infinity)])), ("a", .bool(false)), ("c", .null),
        ])
        #expect(value.encoded == #"{"b":[1,-0.5,2,null],"a":false,"c":null}"#)
    }
}
