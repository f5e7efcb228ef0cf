import Language
import Layout
import Rendering

/// Runs entries against a session and writes what the shell prints after each one: errors with
/// their carets, notes, what the command asked to see, then — when the layout changed — the
/// report in the session's output mode (picture, changes or quiet).
///
/// The same runner serves the prompt, `layoutbook run`, piped input, notebooks and the
/// benchmarks, so they all print the same bytes.
public struct Runner: Sendable {
    public var session: Session {
        didSet { snapshot = nil }
    }
    /// The layout as the last entry left it, so the next entry's "what changed" does not record
    /// a thousand views twice. Any change to the session drops it.
    private var snapshot: LayoutSnapshot?
    public var style: ReportStyle
    /// `set picture WxH`: the picture's size, which wins over ``style``'s width and height until
    /// `set picture auto`.
    public private(set) var pictureSize: PictureSize?
    /// `--json`: the same facts as JSON lines.
    public var json: Bool
    /// In `--json` mode, what an entry that changed the layout lists: the whole state (as
    /// `run --json` prints) or what changed (`serve`'s replies). An entry that asks to see the
    /// layout (`frames`, `show`, `explain`) gets the whole state either way.
    public var jsonReport: JSONReport = .full
    /// Where the entries come from, put before each diagnostic's `line:column` as a compiler
    /// does (`<stdin>:3:5: error: …`, `script.layout:3:5: error: …`); nil at the prompt and in a
    /// notebook's cells, whose recordings must not depend on the file's name.
    public var sourceName: String?
    /// How many entries failed so far (for an exit status).
    public internal(set) var failures = 0
    /// Every entry run so far with what it printed, for saving the session as a notebook.
    public private(set) var recorded = Recording()
    /// Whether ``recorded`` keeps what each entry printed, or only the entry (its output empty):
    /// `serve` prints JSON, which a notebook must not record, and a long-lived server must not
    /// hold every reply; it replays the entries in text to save.
    public var recordsOutput = true
    /// Whether an entry in `recorded` printed a diagnostic placed for its script (a line other
    /// than 1, or a file's name), which a notebook's replay of the entry alone would not print.
    var recordedOutOfPlace = false
    /// Where `save` and `load` go; nil refuses them with a note, as a replay of a notebook from
    /// elsewhere must (it touches files only when the user allows it).
    public var files: (any SessionFileSystem)?
    /// Storyboards and xibs written in the notebook being replayed, by name (see
    /// ``NotebookDocument/embeddedDocuments``): `open NAME` reads them, never the disk.
    public var embedded: [String: [UInt8]] = [:]
    /// What the last entry did to files.
    public internal(set) var fileEvents: [FileEvent] = []
    /// Whether the last entry changed the session (see ``Outcome/changedSession``); a conflict
    /// log replaces its views.
    public private(set) var changedSession = false
    /// Each file this session loaded or saved, as it was then: a save replaces only these.
    var knownFiles: [String: Fingerprint] = [:]
    /// The line of the script that made each constraint, which a conflict's report cites and
    /// rewrites for its fixes (the model does not keep where a constraint was written).
    public private(set) var constraintLines = ConstraintLines()

    public init(session: Session = Session(), style: ReportStyle = ReportStyle(), json: Bool = false) {
        self.session = session
        self.style = style
        self.json = json
    }

    /// The output of one entry, without a final newline; empty when there is nothing to say.
    /// Diagnostics count lines from `firstLine` (1 at the prompt; the file's line for scripts).
    public mutating func output(of text: String, firstLine: Int = 1) -> String {
        run(text, firstLine: firstLine, alsoIn: nil).printed
    }

    /// One entry's output in this runner's style and, from the same run, in `other`: the tutor
    /// shows the first and compares the second with the recording. `save` and `load` print the
    /// same in both.
    public mutating func output(of text: String, firstLine: Int = 1, alsoIn other: ReportStyle)
        -> (printed: String, inOther: String)
    {
        let both = run(text, firstLine: firstLine, alsoIn: other)
        return (both.printed, both.inOther ?? both.printed)
    }

    private mutating func run(_ text: String, firstLine: Int, alsoIn other: ReportStyle?)
        -> (printed: String, inOther: String?)
    {
        // A pasted conflict log, or `log FILE`, is answered whole, and its views become the session's.
        changedSession = true
        switch Self.kind(of: text) {
        case .commands: break
        case .log:
            let failed = failures
            let printed = answer(log: text, firstLine: firstLine, styles: [style] + (other.map { [$0] } ?? []))
            recorded.append((text, recordsOutput ? printed[0] : ""))
            return (withNewViews(printed[0], answered: failures == failed), printed.count > 1 ? printed[1] : nil)
        case .logFile(let path, let column):
            let failed = failures
            let done = answer(logFile: path, column: column, source: text, firstLine: firstLine,
                              styles: [style] + (other.map { [$0] } ?? []))
            recorded.append((done.recordedAs, recordsOutput ? done.printed[0] : ""))
            return (withNewViews(done.printed[0], answered: failures == failed && files != nil),
                    done.printed.count > 1 ? done.printed[1] : nil)
        }
        let before = snapshot ?? LayoutSnapshot(session.layout)
        let firstConstraint = session.layout.nextConstraintNumber
        // What changed names the warnings resolved as they were (a layout is a value: keeping it
        // shares its storage with the undo history).
        let was = json && jsonReport == .changes ? session.layout : nil
        let outcome = session.run(text, firstLine: firstLine)
        if outcome.failed { failures += 1 }
        if !outcome.failed {
            constraintLines.record(from: firstConstraint, to: session.layout.nextConstraintNumber, entry: text,
                                   firstLine: firstLine, inScript: sourceName != nil, in: session.layout,
                                   written: session.activatingLines)
        }
        changedSession = !outcome.failed && outcome.changedSession
        fileEvents = []
        if !outcome.failed {
            for case .pictureSize(let size) in outcome.displays { pictureSize = size }
        }
        // `save` and `load` stand alone in their entry and are not recorded: a saved notebook or a
        // journal holds what was loaded, never the instruction to read a file again.
        if !outcome.failed, let file = outcome.displays.lazy.compactMap(\.fileCommand).first {
            return (carryOut(file, source: text, firstLine: firstLine), nil)
        }
        var inOther: String?
        if let other {
            let own = style
            style = other
            inOther = render(outcome, text: text, firstLine: firstLine, before: before, was: was)
            style = own
        }
        let printed = render(outcome, text: text, firstLine: firstLine, before: before, was: was)
        if !outcome.diagnostics.isEmpty, firstLine != 1 || sourceName != nil { recordedOutOfPlace = true }
        // An entry that changed nothing leaves the layout as `before` recorded it.
        if !outcome.changedLayout { snapshot = before }
        recorded.append((text, recordsOutput ? printed : ""))
        return (printed, inOther)
    }

    /// A log's answer and, when the JSON lists what changed, the whole state after it: the log's
    /// views replaced the session's, and what changes next is said against them.
    func withNewViews(_ printed: String, answered: Bool) -> String {
        guard json, jsonReport == .changes, answered else { return printed }
        return ([printed] + Report.json(from: nil, to: session.layout)).joined(separator: "\n")
    }

    /// A style with `set picture`'s size in place of its own.
    func drawing(_ style: ReportStyle) -> ReportStyle {
        guard let pictureSize else { return style }
        var sized = style
        sized.width = pictureSize.columns
        sized.height = pictureSize.rows
        return sized
    }

    mutating func render(_ outcome: Outcome, text: String, firstLine: Int, before: LayoutSnapshot, was: Layout? = nil) -> String {
        if json { return jsonLines(outcome, text: text, firstLine: firstLine, before: before, was: was).joined(separator: "\n") }
        let style = drawing(self.style)
        var sections: [String] = []
        if !outcome.diagnostics.isEmpty {
            sections.append(style.apply(outcome.diagnostics.rendered(source: text, firstLine: firstLine, fileName: sourceName)))
        }
        let notes = outcome.notes.map { "note: " + $0 }
        if !notes.isEmpty { sections.append(style.apply(notes.joined(separator: "\n"))) }
        for display in outcome.displays {
            sections.append(render(display, style: style))
        }
        if outcome.changedLayout {
            let layout = session.layout
            let report: String
            // One snapshot per entry: it is the next entry's `before`.
            let now = LayoutSnapshot(layout, since: before)
            switch session.outputMode {
            case .picture, .changes:
                report = Report.afterChange(from: before, to: layout, now: now, lines: constraintLines,
                                            includePicture: session.outputMode == .picture, style: style)
            case .quiet: report = Report.warnings(layout, now: now, since: before, lines: constraintLines, style: style)
            }
            snapshot = now
            if !report.isEmpty { sections.append(report) }
        }
        return sections.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    func render(_ display: Display, style: ReportStyle) -> String {
        let layout = session.layout
        switch display {
        case .picture: return Report.picture(layout, style: style)
        case .scrollContent(let id): return Report.show(layout, scrollView: id, style: style)
        case .frames: return Report.frames(layout, style: style)
        case .constraints(let id): return Report.constraints(layout, of: id, style: style)
        case .explain(let id): return Report.explain(layout, view: id, style: style, uikitClass: session.className(ofView:))
        case .text(let text): return style.apply(text)
        case .file, .pictureSize: return ""
        }
    }

    mutating func jsonLines(_ outcome: Outcome, text: String, firstLine: Int, before: LayoutSnapshot, was: Layout?) -> [String] {
        var lines: [String] = []
        for d in outcome.diagnostics {
            lines.append("{\"type\":\"\(d.severity.rawValue)\",\"line\":\(d.range.start.line),\"column\":\(d.range.start.column),"
                + "\"message\":\(JSONText.quote(d.message)),\"suggestion\":\(d.suggestion.map(JSONText.quote) ?? "null")}")
        }
        for note in outcome.notes { lines.append("{\"type\":\"note\",\"message\":\(JSONText.quote(note))}") }
        for display in outcome.displays {
            if case .text(let help) = display {
                lines.append("{\"type\":\"text\",\"text\":\(JSONText.quote(help))}")
            }
        }
        let inspects = outcome.displays.contains { if case .text = $0 { false } else { true } }
        if outcome.changedLayout || inspects {
            // One snapshot per entry, as the text's: the next entry's `before`.
            let now = LayoutSnapshot(session.layout, since: before)
            if outcome.changedLayout, !inspects, jsonReport == .changes, let was {
                lines += Report.jsonChanges(from: before, was: was, to: session.layout, now: now, lines: constraintLines)
            } else {
                lines += Report.json(from: outcome.changedLayout ? before : nil, to: session.layout, now: now, lines: constraintLines)
            }
            snapshot = now
        }
        return lines
    }

    /// Runs a whole script and returns its transcript: each entry as typed, after `layout> `
    /// (and `...> ` for its further lines), followed by its output — the body of a notebook cell.
    /// Blank lines between entries are dropped; comments are echoed.
    public mutating func transcript(of script: String) -> String {
        ScriptEntries.split(script).map { transcript(of: $0) }.joined()
    }

    /// One entry's part of a transcript, ending in a newline; empty for a blank line.
    public mutating func transcript(of entry: Entry) -> String {
        if entry.text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { return "" }
        var out: [String] = []
        if json {
            // Every line is JSON: the command is an object too.
            out.append("{\"type\":\"command\",\"line\":\(entry.firstLine),\"text\":\(JSONText.quote(entry.text))}")
        } else {
            out += CellEntry.promptedLines(of: entry.text)
        }
        if !entry.isBlank {
            let printed = output(of: entry.text, firstLine: entry.firstLine)
            if !printed.isEmpty { out.append(printed) }
        }
        return out.joined(separator: "\n") + "\n"
    }
}

/// JSON string literals, written as every record's strings are (``JSONValue/quote(_:into:)``),
/// so the bytes are fixed.
public enum JSONText {
    public static func quote(_ text: String) -> String {
        var out = ""
        JSONValue.quote(text, into: &out)
        return out
    }
}

extension Display {
    var fileCommand: FileCommand? {
        if case .file(let command) = self { command } else { nil }
    }
}
