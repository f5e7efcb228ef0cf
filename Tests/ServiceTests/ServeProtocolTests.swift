import Notebook
import Testing

@testable import Service

/// `layoutbook serve`: each request line and the reply line it gets, through the pure core.
@Suite("serve protocol")
struct ServeProtocolTests {
    /// Sends `line` and parses the reply.
    static func send(_ line: String, _ session: inout ServiceSession) throws -> JSON? {
        guard let reply = JSONRPC.reply(to: line, &session) else { return nil }
        return try JSONParser.parse(reply)
    }

    static func request(_ id: Int, _ method: String, _ params: String = "{}") -> String {
        "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"\(method)\",\"params\":\(params)}"
    }

    /// The last record of type `type` named `name` in a result's records (the one after the
    /// last entry that printed it).
    static func record(_ reply: JSON?, type: String, name: String? = nil) -> JSON? {
        reply?["result"]?["records"]?.arrayValue?.last {
            $0["type"]?.stringValue == type && (name == nil || $0["name"]?.stringValue == name)
        }
    }

    static let box = #"{"code":"view box\nbox.snp.makeConstraints { make in\n  make.top.left.equalTo(10)\n  make.width.height.equalTo(100)\n}"}"#

    @Test("run gives the entries' command records, the new view's record, then its solved frame as a change")
    func runGivesRecords() throws {
        var session = ServiceSession()
        let reply = try Self.send(Self.request(1, "run", Self.box), &session)
        let records = reply?["result"]?["records"]?.arrayValue ?? []
        #expect(records.first?["type"]?.stringValue == "command")
        #expect(records.first?["text"]?.stringValue == "view box")
        let commands = records.filter { $0["type"]?.stringValue == "command" }.map { $0["line"]?.intValue }
        #expect(commands == [1, 2])
        // `view box` adds the view (at 0×0, ambiguous); the constraints move it.
        #expect(Self.record(reply, type: "view", name: "box")?["frame"]?.encoded == #"{"x":0,"y":0,"width":0,"height":0}"#)
        let change = Self.record(reply, type: "change", name: "box")
        #expect(change?.encoded == #"{"type":"change","name":"box","property":"frame","from":{"x":0,"y":0,"width":0,"height":0},"to":{"x":10,"y":10,"width":100,"height":100}}"#)
    }

    @Test("the reply carries the request's id byte for byte, a string or a number")
    func idsComeBack() throws {
        var session = ServiceSession()
        let number = JSONRPC.reply(to: #"{"jsonrpc":"2.0","id":1.50,"method":"frames"}"#, &session) ?? ""
        #expect(number.hasPrefix(#"{"jsonrpc":"2.0","id":1.50,"result":{"records":[{"type":"screen","width":375,"height":667}"#))
        let string = JSONRPC.reply(to: #"{"jsonrpc":"2.0","id":"a\"b","method":"undo"}"#, &session) ?? ""
        #expect(string.hasPrefix(#"{"jsonrpc":"2.0","id":"a\"b","error":{"code":-32001,"message":"nothing to undo""#))
    }

    @Test("an entry that fails gets -32001 with its line and column, and the session stays as it was")
    func failureLeavesSessionAlone() throws {
        var session = ServiceSession()
        _ = try Self.send(Self.request(1, "run", Self.box), &session)
        let before = session.runner.session.layout.frame(of: session.runner.session.layout.id(of: "box")!)
        // The second entry fails: the first one of the same paste is taken back too.
        let paste = #"{"code":"view other\nbox.snp.makeConstraints { make in make.top.equalTo(nothing) }"}"#
        let reply = try Self.send(Self.request(2, "run", paste), &session)
        #expect(reply?["error"]?["code"]?.intValue == -32001)
        #expect(reply?["error"]?["data"]?["line"]?.intValue == 2)
        #expect(reply?["error"]?["data"]?["column"]?.intValue == 52)
        #expect(reply?["error"]?["message"]?.stringValue?.contains("nothing") == true)
        let layout = session.runner.session.layout
        #expect(layout.id(of: "other") == nil)
        #expect(layout.frame(of: layout.id(of: "box")!) == before)
    }

    @Test("malformed JSON, an unknown method and bad params get the JSON-RPC codes")
    func protocolErrors() throws {
        var session = ServiceSession()
        let cases: [(String, Int)] = [
            (#"{"jsonrpc":"2.0","id":1,"method":"run""#, -32700),
            ("[]", -32600),
            (#"{"jsonrpc":"1.0","id":1,"method":"run"}"#, -32600),
            (#"{"jsonrpc":"2.0","id":1,"method":"fly"}"#, -32601),
            (#"{"jsonrpc":"2.0","id":1,"method":"run","params":{}}"#, -32602),
            (#"{"jsonrpc":"2.0","id":1,"method":"run","params":{"code":3}}"#, -32602),
            (#"{"jsonrpc":"2.0","id":1,"method":"frames","params":{"code":"x"}}"#, -32602),
            (#"{"jsonrpc":"2.0","id":1,"method":"complete","params":{"line":"ab","column":9}}"#, -32602),
            (#"{"jsonrpc":"2.0","id":1,"method":"save","params":{"path":"a.md"}}"#, -32002),
        ]
        for (line, code) in cases {
            let reply = try Self.send(line, &session)
            #expect(reply?["error"]?["code"]?.intValue == code, "\(line)")
        }
    }

    @Test("a notification gets no reply, even when it fails; a batch gets the replies of its requests")
    func notificationsAndBatches() throws {
        var session = ServiceSession()
        #expect(JSONRPC.reply(to: #"{"jsonrpc":"2.0","method":"run","params":{"code":"view a"}}"#, &session) == nil)
        #expect(JSONRPC.reply(to: #"{"jsonrpc":"2.0","method":"fly"}"#, &session) == nil)
        #expect(session.runner.session.layout.id(of: "a") != nil)
        let batch = try Self.send(#"[{"jsonrpc":"2.0","id":1,"method":"undo"},{"jsonrpc":"2.0","method":"redo"},{"jsonrpc":"2.0","id":2,"method":"fly"}]"#, &session)
        let ids = batch?.arrayValue?.map { $0["id"]?.intValue }
        #expect(ids == [1, 2])
        // The notification in the batch ran: undo took `view a` back and redo put it back.
        #expect(session.runner.session.layout.id(of: "a") != nil)
    }

    @Test("undo, redo and reset move the session as the prompt's commands do")
    func history() throws {
        var session = ServiceSession()
        _ = try Self.send(Self.request(1, "run", #"{"code":"view a"}"#), &session)
        _ = try Self.send(Self.request(2, "undo"), &session)
        #expect(session.runner.session.layout.id(of: "a") == nil)
        _ = try Self.send(Self.request(3, "redo"), &session)
        #expect(session.runner.session.layout.id(of: "a") != nil)
        let reset = try Self.send(Self.request(4, "reset"), &session)
        #expect(session.runner.session.layout.id(of: "a") == nil)
        #expect(Self.record(reset, type: "view")?["name"]?.stringValue == "root")
    }

    @Test("complete offers what Tab offers before the column")
    func completion() throws {
        var session = ServiceSession()
        _ = try Self.send(Self.request(1, "run", #"{"code":"scroll scrollArea"}"#), &session)
        let word = try Self.send(Self.request(2, "complete", #"{"line":"rot","column":4}"#), &session)
        #expect(word?["result"]?.encoded == #"{"candidates":["rotate"],"insertion":"ate "}"#)
        let name = try Self.send(Self.request(3, "complete", #"{"line":"explain scrollA","column":16}"#), &session)
        #expect(name?["result"]?.encoded == #"{"candidates":["scrollArea"],"insertion":"rea"}"#)
        let middle = try Self.send(Self.request(4, "complete", #"{"line":"rox","column":3}"#), &session)
        #expect(middle?["result"]?["candidates"]?.encoded == #"["root","rotate"]"#)
    }

    @Test("explain and svg name a view; a name that is not one gets the prompt's error and suggestion")
    func explainAndSVG() throws {
        var session = ServiceSession()
        _ = try Self.send(Self.request(1, "run", #"{"code":"scroll scrollArea"}"#), &session)
        let explain = try Self.send(Self.request(2, "explain", #"{"view":"scrollArea"}"#), &session)
        #expect(explain?["result"]?["text"]?.stringValue?.contains("scrollArea") == true)
        let typo = try Self.send(Self.request(3, "explain", #"{"view":"scrolArea"}"#), &session)
        #expect(typo?["error"]?["code"]?.intValue == -32001)
        #expect(typo?["error"]?["data"]?["suggestion"]?.stringValue?.contains("scrollArea") == true)
        let svg = try Self.send(Self.request(4, "svg"), &session)
        #expect(svg?["result"]?["svg"]?.stringValue?.hasPrefix("<svg") == true)
    }

    @Test("log answers a conflict log without touching the session; a text that is not one gets its line and column")
    func conflictLog() throws {
        var session = ServiceSession()
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200   (active)>
            """
        var params = ""
        JSON.quote(text, into: &params)
        let reply = try Self.send(Self.request(1, "log", "{\"text\":\(params)}"), &session)
        let answer = reply?["result"]?["answer"]
        #expect(answer?["broken"] != nil || answer?.members?.isEmpty == false)
        #expect(session.runner.session.layout.viewsInTreeOrder.count == 1)
        let wrong = try Self.send(Self.request(2, "log", #"{"text":"hello"}"#), &session)
        #expect(wrong?["error"]?["data"]?["line"]?.intValue == 1)
    }
}

/// The bytes of standard input cut into messages.
@Suite("line framing")
struct LineFramerTests {
    @Test("lines are messages wherever the chunks end; CR LF and blank lines are allowed")
    func chunks() {
        var framer = LineFramer(limit: 100)
        var events = framer.feed(Array("{\"a\":".utf8))
        events += framer.feed(Array("1}\r\n\n{\"b\"".utf8))
        events += framer.feed(Array(":2}\n".utf8))
        #expect(events == [.message(Array("{\"a\":1}".utf8)), .message(Array("{\"b\":2}".utf8))])
        #expect(framer.finish() == nil)
    }

    @Test("a line over the limit is dropped as it comes and reported once, and the next line is read")
    func tooLarge() {
        var framer = LineFramer(limit: 10)
        var events = framer.feed(Array("0123456789".utf8))
        events += framer.feed(Array("abcdef".utf8))
        events += framer.feed(Array("ghi\n{}\n".utf8))
        #expect(events == [.tooLarge(bytes: 19), .message(Array("{}".utf8))])
    }

    @Test("a too large message gets -32003 with the limit; a message that is not UTF-8 -32700")
    func replies() throws {
        var session = ServiceSession()
        let large = try JSONParser.parse(LineServer.reply(to: .tooLarge(bytes: 9_000_000), &session) ?? "")
        #expect(large["error"]?["code"]?.intValue == -32003)
        #expect(large["error"]?["data"]?["limit"]?.intValue == 8_388_608)
        let binary = try JSONParser.parse(LineServer.reply(to: .message([0x7B, 0xFF, 0x7D]), &session) ?? "")
        #expect(binary["error"]?["code"]?.intValue == -32700)
    }
}

/// The JSON reader the protocols share.
@Suite("JSON reading")
struct JSONParserTests {
    @Test("values read back to the same text, escapes and surrogate pairs included")
    func roundTrip() throws {
        let text = #"{"a":[1,-2.5e3,true,false,null],"b":"x\"\\\n\u00e9\ud83d\ude00"}"#
        let value = try JSONParser.parse(text)
        #expect(value.encoded == #"{"a":[1,-2.5e3,true,false,null],"b":"x\"\\\né😀"}"#)
    }

    @Test("malformed text says what was expected and where", arguments: [
        (#"{"a" 1}"#, "expected ':' after a member name", 5),
        ("[1,]", "expected a JSON value", 3),
        ("01", "malformed number", 2),
        (#""\ud800""#, "a lone surrogate in a \\u escape", 7),
        ("{} x", "unexpected text after the JSON value", 3),
    ])
    func malformed(text: String, message: String, offset: Int) {
        #expect(throws: JSONParser.Failure(message: message, offset: offset)) { try JSONParser.parse(text) }
    }

    @Test("nesting deeper than the limit is an error, not a crash")
    func deep() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }
}

/// The check a line's bytes pass before they are read as text.
@Suite("UTF-8 check")
struct UTF8CheckTests {
    @Test("well-formed UTF-8 passes: ASCII, two-, three- and four-byte characters, the empty text",
          arguments: [Array("{\"a\":1}".utf8), Array("é".utf8), Array("€ ✓".utf8), Array("😀".utf8), [], [0xF4, 0x8F, 0xBF, 0xBF]])
    func wellFormed(bytes: [UInt8]) {
        #expect(UTF8Check.isValid(bytes))
    }

    @Test("what is not UTF-8 fails: a lone continuation byte, an overlong form, a surrogate, a cut-off character, past U+10FFFF, 0xFF",
          arguments: [[0x80], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80],
                      [0x7B, 0xFF, 0x7D], [0xE2, 0x28, 0xA1]] as [[UInt8]])
    func malformed(bytes: [UInt8]) {
        #expect(!UTF8Check.isValid(bytes))
    }
}
