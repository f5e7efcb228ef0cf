import Language
import Layout

/// A Language Server (https://microsoft.github.io/language-server-protocol/) for `.swift` files
/// and `.md` notebooks: each open document is run in a fresh session on open and on every change
/// (incremental text sync: the client sends the ranges it changed, see ``ContentChange``), and its
/// problems published as diagnostics; hover on a view's name shows its
/// solved frame; a conflict's fixes that work on a copy of the layout are code actions.
///
/// Notifications the server sends (diagnostics) wait in ``outbox`` for the transport.
public struct LanguageServer: RPCHandler, Sendable {
    /// The open documents, by URI.
    var documents: [String: Document] = [:]
    /// What to send besides replies, in order.
    public var outbox: [JSON] = []
    /// Whether `shutdown` came; `exit` then ends the server with status 0, else 1.
    public private(set) var shutDown = false
    /// Whether `exit` came.
    public private(set) var exited = false
    let version: String

    struct Document: Sendable {
        var text: String
        var analysis: DocumentAnalysis
        var lines: [String]
    }

    public init(version: String) {
        self.version = version
    }

    public mutating func call(_ method: String, params: JSON?, notification: Bool) throws(RPCError) -> JSON {
        switch method {
        case "initialize":
            return .object([
                "capabilities": .object([
                    "positionEncoding": .string("utf-16"),
                    // 2: incremental (TextDocumentSyncKind.Incremental).
                    "textDocumentSync": .object(["openClose": .bool(true), "change": .int(2)]),
                    "hoverProvider": .bool(true),
                    "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
                ]),
                "serverInfo": .object(["name": .string("layoutbook"), "version": .string(version)]),
            ])
        case "initialized", "$/setTrace", "$/cancelRequest", "workspace/didChangeConfiguration", "textDocument/didSave":
            return .null
        case "shutdown":
            shutDown = true
            return .null
        case "exit":
            exited = true
            return .null
        case "textDocument/didOpen":
            guard let document = params?["textDocument"], let uri = document["uri"]?.stringValue,
                  let text = document["text"]?.stringValue else { throw .invalidParams("textDocument with uri and text") }
            update(uri, text: text, version: document["version"])
            return .null
        case "textDocument/didChange":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue,
                  let changes = params?["contentChanges"]?.arrayValue else { throw .invalidParams("textDocument and contentChanges") }
            do {
                try change(uri, changes, version: params?["textDocument"]?["version"])
            } catch {
                // A notification gets no reply: the editor's log says why the document was kept.
                outbox.append(JSONRPC.notification("window/logMessage", params: .object([
                    "type": .int(1), "message": .string("layoutbook: \(uri) kept as it was: \(error.message)"),
                ])))
                throw error
            }
            return .null
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue else { throw .invalidParams("textDocument with uri") }
            documents[uri] = nil
            outbox.append(JSONRPC.notification("textDocument/publishDiagnostics",
                                               params: .object(["uri": .string(uri), "diagnostics": .array([])])))
            return .null
        case "textDocument/hover":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, let document = documents[uri],
                  let line = params?["position"]?["line"]?.intValue, let character = params?["position"]?["character"]?.intValue
            else { return .null }
            let column = Self.characterColumn(document.lines, line: line, utf16: character)
            guard let found = document.analysis.hover(line: line, column: column) else { return .null }
            return .object([
                "contents": .object(["kind": .string("markdown"), "value": .string(found.text)]),
                "range": range(found.place, document.lines),
            ])
        case "textDocument/codeAction":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, let document = documents[uri],
                  let start = params?["range"]?["start"]?["line"]?.intValue,
                  let end = params?["range"]?["end"]?["line"]?.intValue else { return .array([]) }
            var actions: [JSON] = []
            // A statement in a loop makes a conflict per view: its edit is offered once.
            var offered: Set<String> = []
            for problem in document.analysis.problems where !problem.fixes.isEmpty {
                let lines = [problem.place.line] + problem.related.map(\.place.line)
                guard lines.contains(where: { $0 >= start && $0 <= end }) else { continue }
                // In ConflictAdvice's order: the first is the one a developer would try first.
                for (rank, fix) in problem.fixes.enumerated() {
                    guard offered.insert("\(fix.place.line):\(fix.place.start):\(fix.place.end):\(fix.text)").inserted else { continue }
                    actions.append(.object([
                        "title": .string(fix.title), "kind": .string("quickfix"), "isPreferred": .bool(rank == 0),
                        "diagnostics": .array([diagnostic(problem, uri: uri, lines: document.lines)]),
                        "edit": .object(["changes": .object([JSON.Member(uri, .array([.object([
                            "range": range(fix.place, document.lines), "newText": .string(fix.text),
                        ])]))])]),
                    ]))
                }
            }
            return .array(actions)
        default:
            if method.hasPrefix("$/") || notification { return .null }
            throw RPCError(RPCError.methodNotFoundCode, "Method not found: '\(method)'")
        }
    }

    /// `textDocument/didChange`: each change in order, each range in the text the ones before it
    /// left. All or nothing: a change that cannot be read leaves the document as it was.
    mutating func change(_ uri: String, _ changes: [JSON], version: JSON?) throws(RPCError) {
        var parsed: [ContentChange] = []
        for change in changes { parsed.append(try ContentChange(change)) }
        guard let first = parsed.first else { return }
        // A change of a document never opened can only be the whole text.
        guard var text = documents[uri]?.text ?? (first.range == nil ? "" : nil) else {
            throw .invalidParams("'\(uri)' is not open: a range change needs the text didOpen sent")
        }
        for change in parsed { text = change.applied(to: text) }
        update(uri, text: text, version: version)
    }

    mutating func update(_ uri: String, text: String, version: JSON?) {
        let isNotebook = uri.hasSuffix(".md") || uri.hasSuffix(".markdown")
        let analysis = DocumentAnalysis(text: text, isNotebook: isNotebook)
        let lines = Entry.lines(of: text).map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        documents[uri] = Document(text: text, analysis: analysis, lines: lines)
        var params: [JSON.Member] = [JSON.Member("uri", .string(uri))]
        if let version, version.intValue != nil { params.append(JSON.Member("version", version)) }
        params.append(JSON.Member("diagnostics", .array(analysis.problems.map { diagnostic($0, uri: uri, lines: lines) })))
        outbox.append(JSONRPC.notification("textDocument/publishDiagnostics", params: .object(params)))
    }

    func diagnostic(_ problem: DocumentAnalysis.Problem, uri: String, lines: [String]) -> JSON {
        var members: [JSON.Member] = [
            JSON.Member("range", range(problem.place, lines)), JSON.Member("severity", .int(problem.severity.rawValue)),
            JSON.Member("code", .string(problem.code)), JSON.Member("source", .string("layoutbook")),
            JSON.Member("message", .string(problem.message)),
        ]
        if !problem.related.isEmpty {
            members.append(JSON.Member("relatedInformation", .array(problem.related.map { related in
                .object([
                    "location": .object(["uri": .string(uri), "range": range(related.place, lines)]),
                    "message": .string(related.message),
                ])
            })))
        }
        return .object(members)
    }

    /// An LSP range: lines from 0, characters in UTF-16 code units.
    func range(_ place: DocumentAnalysis.Place, _ lines: [String]) -> JSON {
        let line = place.line < lines.count ? lines[place.line] : ""
        func position(_ column: Int) -> JSON {
            .object(["line": .int(place.line), "character": .int(Self.utf16Column(line, column))])
        }
        return .object(["start": position(place.start), "end": position(place.end)])
    }

    static func utf16Column(_ line: String, _ characters: Int) -> Int {
        line.prefix(max(0, characters)).utf16.count
    }

    static func characterColumn(_ lines: [String], line: Int, utf16: Int) -> Int {
        guard line >= 0, line < lines.count else { return 0 }
        var count = 0, units = 0
        for c in lines[line] {
            if units >= utf16 { break }
            units += c.utf16.count
            count += 1
        }
        return count
    }
}
