import Testing

@testable import Service

/// LSP's incremental text sync: a range of the text, in lines and UTF-16 code units, replaced.
@Suite("incremental text sync")
struct IncrementalSyncTests {
    static func change(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int, _ text: String) -> ContentChange {
        ContentChange(range: (.init(line: startLine, character: startCharacter), .init(line: endLine, character: endCharacter)), text: text)
    }

    @Test("a range on one line is replaced; an empty range inserts; an empty text deletes")
    func oneLine() {
        let text = "view box\nbox.width == 100\n"
        #expect(Self.change(1, 13, 1, 16, "120").applied(to: text) == "view box\nbox.width == 120\n")
        #expect(Self.change(0, 4, 0, 4, "s").applied(to: text) == "views box\nbox.width == 100\n")
        #expect(Self.change(0, 0, 1, 0, "").applied(to: text) == "box.width == 100\n")
    }

    @Test("characters are UTF-16 code units: an emoji before the range counts two, an accented letter one")
    func utf16() {
        let text = "label t text \"😀é\" ; t.left == 7\nview b"
        // 😀 is two code units, é one: `7` is at 31 in UTF-16, at 30 in characters.
        #expect(Self.change(0, 31, 0, 32, "9").applied(to: text) == "label t text \"😀é\" ; t.left == 9\nview b")
        // A position between the emoji's two halves is its start: the emoji stays whole.
        #expect(Self.change(0, 15, 0, 15, "x").applied(to: text) == "label t text \"x😀é\" ; t.left == 7\nview b")
    }

    @Test("a range spans lines; \\r\\n and \\r end lines as \\n does")
    func lineBreaks() {
        #expect(Self.change(0, 2, 2, 1, "-").applied(to: "ab\r\ncd\ref\ngh") == "ab-f\ngh")
        // The end of line 0 is before its \r\n, not inside it.
        #expect(Self.change(0, 9, 0, 9, "!").applied(to: "ab\r\ncd") == "ab!\r\ncd")
    }

    @Test("a character past its line's end is the end of the line; a line past the last is the end of the text")
    func clamped() {
        #expect(Self.change(0, 40, 1, 0, "").applied(to: "view a\nview b") == "view aview b")
        #expect(Self.change(5, 0, 9, 3, "\nview c").applied(to: "view a") == "view a\nview c")
        #expect(Self.change(1, 0, 1, 0, "view z").applied(to: "view a\n") == "view a\nview z")
    }

    @Test("a change is read from JSON; a reversed range, a negative line or a missing text is refused with what is expected")
    func reading() throws {
        let change = try ContentChange(JSONParser.parse(#"{"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":4}},"rangeLength":2,"text":"xy"}"#))
        #expect(change == Self.change(1, 2, 1, 4, "xy"))
        #expect(try ContentChange(JSONParser.parse(#"{"text":"all"}"#)).range == nil)
        #expect(throws: RPCError.self) { try ContentChange(JSONParser.parse(#"{"range":{"start":{"line":2,"character":0},"end":{"line":1,"character":0}},"text":""}"#)) }
        #expect(throws: RPCError.self) { try ContentChange(JSONParser.parse(#"{"range":{"start":{"line":-1,"character":0},"end":{"line":1,"character":0}},"text":""}"#)) }
        #expect(throws: RPCError.self) { try ContentChange(JSONParser.parse(#"{"range":{"start":{"line":0,"character":0},"end":{"line":1,"character":0}}}"#)) }
    }

    static func didChange(_ changes: String, version: Int) -> String {
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/box.swift","version":\#(version)},"contentChanges":\#(changes)}}"#
    }

    static func lastDiagnostics(_ server: LanguageServer) -> [String] {
        let last = server.outbox.last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
        return last?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["message"]?.stringValue } ?? []
    }

    @Test("the server offers incremental sync and runs the document as the changes, in order, leave it")
    func server() throws {
        var server = LanguageServer(version: "test")
        let initialize = JSONRPC.reply(to: #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#, &server) ?? ""
        #expect(try JSONParser.parse(initialize)["result"]?["capabilities"]?["textDocumentSync"]?["change"]?.intValue == 2)
        let text = "view box\nbox.snp.makeConstraints { make in\n    make.top.left.equalTo(0); make.size.equalTo(10)\n    make.width.equalTo(20)\n}\n"
        _ = JSONRPC.reply(to: #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/box.swift","languageId":"swift","version":1,"text":\#(JSON.string(text).encoded)}}}"#, &server)
        #expect(Self.lastDiagnostics(server) == ["Unable to simultaneously satisfy constraints: UIKit breaks box.width == 20"])
        // Two changes in one message: the second's range is in the text the first left.
        _ = JSONRPC.reply(to: Self.didChange(#"[{"range":{"start":{"line":3,"character":23},"end":{"line":3,"character":25}},"text":"10"},{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":"// sized\n"}]"#, version: 2), &server)
        #expect(Self.lastDiagnostics(server) == [])
        #expect(server.documents["file:///w/box.swift"]?.text
            == "// sized\nview box\nbox.snp.makeConstraints { make in\n    make.top.left.equalTo(0); make.size.equalTo(10)\n    make.width.equalTo(10)\n}\n")
    }

    @Test("a change that cannot be read leaves the document as it was and says why in the editor's log")
    func refused() throws {
        var server = LanguageServer(version: "test")
        _ = JSONRPC.reply(to: #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/box.swift","languageId":"swift","version":1,"text":"view box"}}}"#, &server)
        // The first change is good, the second reversed: neither is made.
        _ = JSONRPC.reply(to: Self.didChange(#"[{"range":{"start":{"line":0,"character":5},"end":{"line":0,"character":8}},"text":"card"},{"range":{"start":{"line":0,"character":3},"end":{"line":0,"character":1}},"text":""}]"#, version: 2), &server)
        #expect(server.documents["file:///w/box.swift"]?.text == "view box")
        let log = server.outbox.last
        #expect(log?["method"]?.stringValue == "window/logMessage")
        #expect(log?["params"]?["message"]?.stringValue == "layoutbook: file:///w/box.swift kept as it was: Invalid params: a content change's range ends (0:1) before it starts (0:3)")
    }
}
