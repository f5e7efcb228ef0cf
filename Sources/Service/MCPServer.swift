import ConflictLog
import Layout
import Notebook
import Rendering

/// A Model Context Protocol server (https://modelcontextprotocol.io, stdio transport: JSON-RPC
/// one message a line) over the same core as `serve`. Its tools run each call in a fresh
/// session, so calls never see each other's views; its resources are the tutorials.
public struct MCPServer: RPCHandler, Sendable {
    /// A tutorial offered as a resource.
    public struct Resource: Sendable, Hashable {
        /// The file's name (`01-vertical-stack-snapkit.md`).
        public var name: String
        public var text: String

        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }

        public var uri: String { "layoutbook://notebooks/" + name }

        /// The notebook's first `# ` heading, or its name.
        public var title: String {
            for line in text.split(separator: "\n") where line.hasPrefix("# ") {
                return String(line.dropFirst(2))
            }
            return name
        }
    }

    /// The protocol versions this server speaks; a client asking for another gets the newest.
    public static let protocolVersions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
    public let resources: [Resource]
    let version: String

    public init(resources: [Resource], version: String) {
        self.resources = resources.sorted { $0.name < $1.name }
        self.version = version
    }

    public mutating func call(_ method: String, params: JSON?, notification: Bool) throws(RPCError) -> JSON {
        switch method {
        case "initialize":
            let asked = params?["protocolVersion"]?.stringValue
            let version = asked.flatMap { Self.protocolVersions.contains($0) ? $0 : nil } ?? Self.protocolVersions[2]
            return .object([
                "protocolVersion": .string(version),
                "capabilities": .object([
                    "tools": .object(["listChanged": .bool(false)]),
                    "resources": .object(["subscribe": .bool(false), "listChanged": .bool(false)]),
                ]),
                "serverInfo": .object(["name": .string("layoutbook"), "title": .string("Layoutbook"), "version": .string(self.version)]),
                "instructions": .string("Layoutbook solves UIKit Auto Layout without a Mac: 'solve' gives the frames, contentSizes, "
                    + "warnings and a picture of pasted layout code; 'why_doesnt_it_scroll' explains a scroll view; "
                    + "'explain_conflict_log' answers an 'Unable to simultaneously satisfy constraints' log. "
                    + "The resources are tutorials in Layoutbook's notebook format."),
            ])
        case "notifications/initialized", "notifications/cancelled", "notifications/progress", "notifications/roots/list_changed":
            return .null
        case "ping":
            return .object([])
        case "tools/list":
            return .object(["tools": MCPTools.listed])
        case "tools/call":
            let p = try Params(params, known: ["name", "arguments", "_meta"])
            let name = try p.string("name")
            return try callTool(name, arguments: p.object("arguments"))
        case "resources/list":
            return .object(["resources": .array(resources.map { r in
                .object([
                    "uri": .string(r.uri), "name": .string(r.name), "title": .string(r.title),
                    "mimeType": .string("text/markdown"),
                ])
            })])
        case "resources/templates/list":
            return .object(["resourceTemplates": .array([])])
        case "resources/read":
            let p = try Params(params, known: ["uri", "_meta"])
            let uri = try p.string("uri")
            guard let resource = resources.first(where: { $0.uri == uri }) else {
                throw RPCError(-32002, "Resource not found: \(uri)", data: .object(["uri": .string(uri)]))
            }
            return .object(["contents": .array([.object([
                "uri": .string(uri), "mimeType": .string("text/markdown"), "text": .string(resource.text),
            ])])])
        default:
            throw RPCError(RPCError.methodNotFoundCode, "Method not found: '\(method)'")
        }
    }

    /// A tool's result: its structured output and the same as JSON text, or — when the code or
    /// log is wrong — an error result (`isError`) saying where, which a model can act on.
    func callTool(_ name: String, arguments: JSON?) throws(RPCError) -> JSON {
        let outcome: Result<(structured: JSON, text: String), RPCError>
        switch name {
        case "solve":
            let p = try Params(arguments, known: ["code"])
            outcome = Self.solve(try p.string("code"))
        case "why_doesnt_it_scroll":
            let p = try Params(arguments, known: ["code", "scrollView"])
            outcome = Self.whyDoesntItScroll(try p.string("code"), scrollView: try p.optionalString("scrollView"))
        case "explain_conflict_log":
            let p = try Params(arguments, known: ["log"])
            outcome = Self.explainConflictLog(try p.string("log"))
        case "render_svg":
            let p = try Params(arguments, known: ["code", "view"])
            outcome = Self.renderSVG(try p.string("code"), view: try p.optionalString("view"))
        case "lint":
            let p = try Params(arguments, known: ["notebook", "name"])
            outcome = Self.lint(try p.string("notebook"), name: try p.optionalString("name") ?? "notebook.md")
        default:
            throw .invalidParams("unknown tool '\(name)'; the tools are " + MCPTools.all.map(\.name).joined(separator: ", "))
        }
        switch outcome {
        case .success(let done):
            return .object([
                "content": .array([.object(["type": .string("text"), "text": .string(done.text)])]),
                "structuredContent": done.structured, "isError": .bool(false),
            ])
        case .failure(let error):
            var text = error.message
            if let line = error.data?["line"]?.intValue, let column = error.data?["column"]?.intValue {
                text = "\(line):\(column): error: \(error.message)"
            }
            if let suggestion = error.data?["suggestion"]?.stringValue { text += "\nsuggestion: " + suggestion }
            return .object([
                "content": .array([.object(["type": .string("text"), "text": .string(text)])]),
                "isError": .bool(true),
            ])
        }
    }

    /// Runs `code` in a fresh session.
    static func session(running code: String) -> Result<ServiceSession, RPCError> {
        var session = ServiceSession()
        do {
            _ = try session.run(code)
            return .success(session)
        } catch {
            return .failure(error)
        }
    }

    static func warnings(_ layout: Layout, only view: String? = nil) -> [JSON] {
        Report.json(from: nil, to: layout).compactMap { try? JSONParser.parse($0) }.filter {
            $0["type"]?.stringValue == "warning" && (view == nil || $0["view"]?.stringValue == view)
        }.map { record in
            var members = [JSON.Member("kind", record["kind"] ?? .null)]
            if let v = record["view"] { members.append(JSON.Member("view", v)) }
            members.append(JSON.Member("message", record["message"] ?? .string("")))
            return .object(members)
        }
    }

    static func solve(_ code: String) -> Result<(structured: JSON, text: String), RPCError> {
        session(running: code).map { session in
            let layout = session.runner.session.layout
            let records = Report.json(from: nil, to: layout).compactMap { try? JSONParser.parse($0) }
            let frames: [JSON] = records.filter { $0["type"]?.stringValue == "view" }.map {
                .object(["name": $0["name"] ?? .null, "kind": $0["kind"] ?? .null, "superview": $0["superview"] ?? .null,
                         "frame": $0["frame"] ?? .null])
            }
            let sizes: [JSON] = layout.viewsInTreeOrder.compactMap { id in
                guard let info = layout.scrollInfo(id), let name = layout.view(id)?.name else { return nil }
                let frame = layout.frame(of: id)
                return .object([
                    "scrollView": .string(name),
                    "contentSize": .object(["width": .double(info.contentSize.width), "height": .double(info.contentSize.height)]),
                    "frameSize": .object(["width": .double(frame.width), "height": .double(frame.height)]),
                    "scrollsHorizontally": .bool(info.horizontal.scrolls), "scrollsVertically": .bool(info.vertical.scrolls),
                ])
            }
            let warnings = warnings(layout)
            let structured: JSON = .object([
                "frames": .array(frames), "contentSizes": .array(sizes), "warnings": .array(warnings),
                "svg": .string(Report.svg(layout)),
            ])
            // The text a model reads: the frame table and the warnings, as the prompt prints them.
            let text = [Report.frames(layout)] + warnings.compactMap { $0["message"]?.stringValue.map { "warning: " + $0 } }
            return (structured, text.joined(separator: "\n"))
        }
    }

    static func whyDoesntItScroll(_ code: String, scrollView: String?) -> Result<(structured: JSON, text: String), RPCError> {
        session(running: code).flatMap { session in
            let layout = session.runner.session.layout
            let scrollViews = layout.viewsInTreeOrder.filter { layout.scrollInfo($0) != nil }
            let id: ViewID
            if let scrollView {
                guard let found = layout.id(of: scrollView), layout.scrollInfo(found) != nil else {
                    let names = scrollViews.compactMap { layout.view($0)?.name }
                    return .failure(RPCError(RPCError.invalidParamsCode, "'\(scrollView)' is not a scroll view of this code"
                        + (names.isEmpty ? "; it makes none" : "; its scroll views: " + names.joined(separator: ", "))))
                }
                id = found
            } else {
                guard scrollViews.count == 1, let only = scrollViews.first else {
                    let names = scrollViews.compactMap { layout.view($0)?.name }
                    return .failure(RPCError(RPCError.invalidParamsCode, names.isEmpty ? "the code makes no scroll view"
                        : "the code makes several scroll views: name one in 'scrollView' (" + names.joined(separator: ", ") + ")"))
                }
                id = only
            }
            guard let info = layout.scrollInfo(id), let name = layout.view(id)?.name else {
                return .failure(RPCError(RPCError.internalErrorCode, "no scroll view"))
            }
            let frame = layout.frame(of: id)
            let warnings = warnings(layout, only: name)
            let explanation = Report.explain(layout, view: id)
            return .success((.object([
                "scrollView": .string(name),
                "contentSize": .object(["width": .double(info.contentSize.width), "height": .double(info.contentSize.height)]),
                "frameSize": .object(["width": .double(frame.width), "height": .double(frame.height)]),
                "scrollsHorizontally": .bool(info.horizontal.scrolls), "scrollsVertically": .bool(info.vertical.scrolls),
                "warnings": .array(warnings), "explanation": .string(explanation),
            ]), explanation))
        }
    }

    static func explainConflictLog(_ text: String) -> Result<(structured: JSON, text: String), RPCError> {
        let log: ConflictLog
        do {
            log = try LogParser.parse(text)
        } catch {
            return .failure(RPCError(RPCError.entryFailedCode, error.message,
                                     data: .object(["line": .int(error.line), "column": .int(error.column)])))
        }
        let answer = Answer(log)
        let structured = (try? JSONParser.parse(answer.json)) ?? .object([])
        return .success((structured, answer.text(style: NotebookReplay.recordingStyle)))
    }

    static func renderSVG(_ code: String, view: String?) -> Result<(structured: JSON, text: String), RPCError> {
        session(running: code).flatMap { session in
            do throws(RPCError) {
                let svg = try session.svg(view)
                return .success((svg, svg["svg"]?.stringValue ?? ""))
            } catch {
                return .failure(error)
            }
        }
    }

    static func lint(_ text: String, name: String) -> Result<(structured: JSON, text: String), RPCError> {
        let document: NotebookDocument
        do {
            document = try NotebookDocument.parse(text)
        } catch {
            return .failure(RPCError(RPCError.entryFailedCode, error.message, data: .object(["line": .int(error.line), "column": .int(1)])))
        }
        let replay = NotebookReplay(document)
        let mismatches: [JSON] = replay.results.filter { !$0.passed }.map { result in
            .object([
                "line": .int(result.line), "command": .string(result.command),
                "expected": .array(result.expected.map(JSON.string)), "actual": .array(result.actual.map(JSON.string)),
            ])
        }
        var report = replay.failed > 0 ? replay.report(fileName: name) + "\n" : ""
        if replay.verifiedNothing { report += "\(name): error: nothing verified\n" }
        report += "\(replay.passed) passed, \(replay.failed) failed"
        return .success((.object([
            "passed": .int(replay.passed), "failed": .int(replay.failed), "verifiedNothing": .bool(replay.verifiedNothing),
            "mismatches": .array(mismatches), "report": .string(report),
        ]), report))
    }
}
