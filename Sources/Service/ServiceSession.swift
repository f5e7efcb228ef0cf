import ConflictLog
import Language
import Layout
import Notebook
import Rendering

/// One Layoutbook session behind JSON-RPC: `layoutbook serve` reads a request a line and writes
/// its reply a line. Every method is a pure step from (session, request) to (session, reply), so
/// the protocol is tested without a process; the executable only moves the bytes.
///
/// `run` gives the records `layoutbook run --json` prints for the same code, but after an entry
/// that changed the layout only what changed (unless `"report": "full"`); a request that fails
/// leaves the session exactly as it was (a paste runs all or nothing) and gets an error whose `data`
/// holds the diagnostic.
public struct ServiceSession: RPCHandler, Sendable {
    /// The runner, in `--json` mode.
    public private(set) var runner: Runner
    /// Where `save` (and `save`/`load`/`log FILE` in code) go; nil refuses them.
    let files: (any SessionFileSystem)?
    /// The same entries in the recording style, for `save`: a notebook records text, not JSON.
    /// The entries run since the last save are replayed into it when saving.
    var saver: Runner
    /// How many of ``runner``'s recorded entries ``saver`` has run.
    var saved = 0

    /// The methods, in the order `help` lists them.
    public static let methods = ["run", "frames", "explain", "svg", "log", "complete", "undo", "redo", "reset", "save"]

    public init(files: (any SessionFileSystem)? = nil) {
        self.files = files
        runner = Self.freshRunner(files: files)
        saver = Self.freshRunner(files: files, json: false)
    }

    static func freshRunner(files: (any SessionFileSystem)?, json: Bool = true) -> Runner {
        var runner = Runner(style: NotebookReplay.recordingStyle, json: json)
        runner.files = files
        // The JSON replies are not kept: a server holds the entries, not every reply.
        runner.recordsOutput = !json
        return runner
    }

    public mutating func call(_ method: String, params: JSON?, notification: Bool) throws(RPCError) -> JSON {
        switch method {
        case "run":
            let p = try Params(params, known: ["code", "report"])
            return try run(p.string("code"), report: Self.report(p))
        case "frames":
            _ = try Params(params, known: [])
            return records(Report.json(from: nil, to: runner.session.layout))
        case "explain":
            let p = try Params(params, known: ["view"])
            return try explain(p.optionalString("view"))
        case "svg":
            let p = try Params(params, known: ["view"])
            return try svg(p.optionalString("view"))
        case "log":
            let p = try Params(params, known: ["text"])
            return try Self.log(p.string("text"), screen: runner.session.layout.screen)
        case "complete":
            let p = try Params(params, known: ["line", "column"])
            return try complete(line: p.string("line"), column: p.int("column"))
        case "undo", "redo":
            let p = try Params(params, known: ["report"])
            return try run(method, report: Self.report(p))
        case "reset":
            _ = try Params(params, known: [])
            runner = Self.freshRunner(files: files)
            saver = Self.freshRunner(files: files, json: false)
            saved = 0
            return records(Report.json(from: nil, to: runner.session.layout))
        case "save":
            let p = try Params(params, known: ["path", "force"])
            return try save(path: p.string("path"), force: p.bool("force"))
        default:
            throw RPCError(RPCError.methodNotFoundCode, "Method not found: '\(method)'; the methods are "
                + Self.methods.joined(separator: ", "))
        }
    }

    /// The `report` param: `"changes"` (the default) or `"full"`.
    static func report(_ p: Params) throws(RPCError) -> JSONReport {
        guard let text = try p.optionalString("report") else { return .changes }
        guard let report = JSONReport(rawValue: text) else {
            throw .invalidParams("'report' is \"changes\" (what changed, the default) or \"full\" (every view's record, as run --json prints)")
        }
        return report
    }

    /// `{"records": […]}`.
    func records(_ lines: [String]) -> JSON {
        .object(["records": .array(lines.map(JSON.raw))])
    }

    /// Runs `code` — one entry or a whole paste, split as a script is — and gives its records:
    /// each entry's `command` record, then its output's. After an entry that changed the layout,
    /// what changed (``JSONReport/changes``, the default) or, with `report: .full`, the whole state
    /// exactly as `run --json` prints it. All or nothing: the first entry that fails puts the
    /// session back as it was before the request.
    public mutating func run(_ code: String, report: JSONReport = .changes) throws(RPCError) -> JSON {
        runner.jsonReport = report
        let before = runner
        // The records as the runner prints them, one a line: each line is a JSON value (a line
        // break inside a string is escaped), so the array is the lines with commas between, and
        // a reply of many records is spliced in whole rather than cut into a string each.
        var text = ""
        for entry in ScriptEntries.split(code) {
            let failures = runner.failures
            let transcript = runner.transcript(of: entry)
            text += transcript
            if runner.failures > failures {
                runner = before
                let lines = text.split(separator: "\n").map(String.init)
                let entryLines = transcript.split(separator: "\n").map(String.init)
                throw Self.entryFailed(entryLines, records: lines)
            }
        }
        return .object(["records": .raw(Self.array(ofLines: &text))])
    }

    /// `[a,b,…]` from the lines `a\nb\n…` (an empty line is no record, as `split` would drop it),
    /// in one pass over the bytes: a reply of every view's record is hundreds of kilobytes.
    static func array(ofLines text: inout String) -> String {
        text.withUTF8 { lines in
            String(unsafeUninitializedCapacity: lines.count + 2) { out in
                let comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n")
                var n = 0
                out[n] = UInt8(ascii: "[")
                n += 1
                for byte in lines {
                    if byte != newline {
                        out[n] = byte
                        n += 1
                    } else if out[n - 1] != comma, n > 1 {
                        out[n] = comma
                        n += 1
                    }
                }
                // Each entry's transcript ends in a line break: its comma is the array's end.
                if out[n - 1] == comma { n -= 1 }
                out[n] = UInt8(ascii: "]")
                return n + 1
            }
        }
    }

    /// The error for an entry that failed: its first error record's line, column, message and
    /// suggestion, and every record printed up to it.
    static func entryFailed(_ entryLines: [String], records: [String]) -> RPCError {
        let errors = entryLines.lazy.filter { $0.hasPrefix("{\"type\":\"error\"") }.compactMap { try? JSONParser.parse($0) }
        let first = errors.first
        let message = first?["message"]?.stringValue ?? "the code failed"
        return RPCError(RPCError.entryFailedCode, message, data: .object([
            "line": first?["line"] ?? .null, "column": first?["column"] ?? .null,
            "message": .string(message), "suggestion": first?["suggestion"] ?? .null,
            "records": .array(records.map(JSON.raw)),
        ]))
    }

    /// A view's id from its name, or the error `explain NAME` gives at the prompt (with its
    /// suggestion of a name that is close).
    func viewID(_ name: String, command: String) throws(RPCError) -> ViewID {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw .invalidParams("'view' is a view's name")
        }
        if let id = runner.session.layout.id(of: name) { return id }
        var trial = runner.session
        let outcome = trial.run("\(command) \(name)")
        let d = outcome.diagnostics.first
        throw RPCError(RPCError.entryFailedCode, d?.message ?? "no view named '\(name)'", data: .object([
            "line": .int(1), "column": .int(d?.range.start.column ?? command.count + 2),
            "message": .string(d?.message ?? "no view named '\(name)'"),
            "suggestion": d?.suggestion.map(JSON.string) ?? .null,
        ]))
    }

    /// `explain [view]` as text (without colour): the chain of constraints behind a view's frame,
    /// or the whole layout's summary.
    public func explain(_ view: String?) throws(RPCError) -> JSON {
        let layout = runner.session.layout
        let id = try view.map { name throws(RPCError) in try viewID(name, command: "explain") }
        return .object(["view": view.map(JSON.string) ?? .null, "text": .string(Report.explain(layout, view: id, uikitClass: runner.session.className(ofView:)))])
    }

    /// The picture as SVG: the screen, or a scroll view's whole content.
    public func svg(_ view: String?) throws(RPCError) -> JSON {
        let layout = runner.session.layout
        guard let view else { return .object(["view": .null, "svg": .string(Report.svg(layout))]) }
        let id = try viewID(view, command: "show")
        // As `show NAME --svg`: only a scroll view's content has a picture of its own.
        guard layout.scrollInfo(id) != nil, let text = Report.svg(layout, scrollView: id) else {
            throw .invalidParams("'\(view)' is not a scroll view; 'view' names a scroll view whose whole content to draw")
        }
        return .object(["view": .string(view), "svg": .string(text)])
    }

    /// A conflict log's answer, as `layoutbook log --json` prints it. The session is not
    /// touched: paste the log into `run` to go on with its views.
    public static func log(_ text: String, screen: Size) throws(RPCError) -> JSON {
        let log: ConflictLog
        do {
            log = try LogParser.parse(text)
        } catch {
            throw RPCError(RPCError.entryFailedCode, error.message, data: .object([
                "line": .int(error.line), "column": .int(error.column), "message": .string(error.message),
                "suggestion": .null,
            ]))
        }
        return .object(["answer": .raw(Answer(log, screen: screen).json)])
    }

    /// What Tab offers with the cursor before the `column`th character of `line` (from 1; one
    /// past the end is the end of the line).
    public func complete(line: String, column: Int) throws(RPCError) -> JSON {
        guard !line.contains("\n") else { throw .invalidParams("'line' is one line") }
        guard column >= 1, column <= line.count + 1 else {
            throw .invalidParams("'column' is from 1 to \(line.count + 1) (one past the end of the line)")
        }
        let session = runner.session
        let views = session.declaredViewNames
        var classes: [String: String] = [:]
        for name in views { classes[name] = session.className(ofView: name) }
        let context = TabCompletion.Context(views: views, inBlock: false, enabled: true, classes: classes)
        let found = TabCompletion.complete(String(line.prefix(column - 1)), in: context)
        return .object(["candidates": .array(found.candidates.map(JSON.string)), "insertion": .string(found.insertion)])
    }

    /// `save [--force] PATH`: the session as a notebook, only where files are allowed.
    public mutating func save(path: String, force: Bool) throws(RPCError) -> JSON {
        guard files != nil else {
            throw RPCError(RPCError.filesCode, "'save' writes a file: start the server with --allow-files to allow it")
        }
        // Entries are only added between saves (`undo` is an entry too, and a failed request
        // is taken back whole before the next one), so the saver needs the new ones alone.
        let recorded = runner.recorded
        if saved > recorded.count {
            saver = Self.freshRunner(files: files, json: false)
            saved = 0
        }
        for index in saved..<recorded.count { _ = saver.output(of: recorded[index].command) }
        saved = recorded.count
        switch saver.save(to: path, force: force) {
        case .saved(let message): return .object(["path": .string(path), "message": .string(message)])
        case .exists(let message): throw RPCError(RPCError.filesCode, message, data: .object(["suggestion": .string("pass \"force\": true")]))
        case .failed(let message): throw RPCError(RPCError.filesCode, message)
        }
    }
}
