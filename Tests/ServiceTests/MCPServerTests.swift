import Testing

@testable import Service

/// `layoutbook mcp`: the Model Context Protocol's messages and the server's answers.
@Suite("MCP server")
struct MCPServerTests {
    static func send(_ line: String, _ server: inout MCPServer) throws -> JSON? {
        guard let reply = JSONRPC.reply(to: line, &server) else { return nil }
        return try JSONParser.parse(reply)
    }

    static let tutorial = MCPServer.Resource(name: "01-a.md", text: "<!-- layoutbook notebook v1 -->\n# A first step\n")

    @Test("initialize answers with the client's protocol version when it knows it, else its own; initialized gets no reply")
    func handshake() throws {
        var server = MCPServer(resources: [Self.tutorial], version: "9.9")
        let known = try Self.send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#, &server)
        #expect(known?["result"]?["protocolVersion"]?.stringValue == "2025-03-26")
        #expect(known?["result"]?["serverInfo"]?.encoded == #"{"name":"layoutbook","title":"Layoutbook","version":"9.9"}"#)
        let unknown = try Self.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2099-01-01"}}"#, &server)
        #expect(unknown?["result"]?["protocolVersion"]?.stringValue == "2025-06-18")
        #expect(try Self.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#, &server) == nil)
    }

    @Test("every tool's schemas are JSON objects, read from their text")
    func schemas() {
        let tools = MCPTools.listed.arrayValue ?? []
        #expect(tools.count == MCPTools.all.count)
        for tool in tools {
            #expect(tool["inputSchema"]?["type"]?.stringValue == "object")
            #expect(tool["outputSchema"]?["required"]?.arrayValue?.isEmpty == false)
        }
    }

    @Test("solve gives the solved frames as structured content; a wrong code is a tool error, an unknown tool a protocol error")
    func tools() throws {
        var server = MCPServer(resources: [], version: "1")
        let solved = try Self.send(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"solve","arguments":{"code":"view box\nbox.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }"}}}"#, &server)
        let frames = solved?["result"]?["structuredContent"]?["frames"]?.arrayValue ?? []
        #expect(frames.last?.encoded == #"{"name":"box","kind":"view","superview":"root","frame":{"x":20,"y":20,"width":335,"height":627}}"#)
        #expect(solved?["result"]?["isError"]?.boolValue == false)
        let wrong = try Self.send(#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"solve","arguments":{"code":"box.top == nowhere.top"}}}"#, &server)
        #expect(wrong?["result"]?["isError"]?.boolValue == true)
        let unknown = try Self.send(#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"fly","arguments":{}}}"#, &server)
        #expect(unknown?["error"]?["code"]?.intValue == -32602)
        let extra = try Self.send(#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"solve","arguments":{"code":"view a","width":3}}}"#, &server)
        #expect(extra?["error"]?["code"]?.intValue == -32602)
    }

    @Test("a tutorial is listed with its heading as title and read back whole by its URI")
    func resources() throws {
        var server = MCPServer(resources: [Self.tutorial], version: "1")
        let listed = try Self.send(#"{"jsonrpc":"2.0","id":1,"method":"resources/list"}"#, &server)
        #expect(listed?["result"]?.encoded == #"{"resources":[{"uri":"layoutbook://notebooks/01-a.md","name":"01-a.md","title":"A first step","mimeType":"text/markdown"}]}"#)
        let read = try Self.send(#"{"jsonrpc":"2.0","id":2,"method":"resources/read","params":{"uri":"layoutbook://notebooks/01-a.md"}}"#, &server)
        #expect(read?["result"]?["contents"]?.arrayValue?.first?["text"]?.stringValue == Self.tutorial.text)
        let missing = try Self.send(#"{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"layoutbook://notebooks/none.md"}}"#, &server)
        #expect(missing?["error"]?["code"]?.intValue == -32002)
    }
}
