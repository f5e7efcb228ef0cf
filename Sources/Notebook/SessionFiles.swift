import Language
import Rendering

/// The files `save` and `load` reach: the disk at the prompt (or with `--allow-files`), nothing
/// in a replay. The runner decides what to read and write; this only moves bytes, so the rules —
/// what a save may overwrite, what a load runs — are the same everywhere and testable in memory.
public protocol SessionFileSystem: Sendable {
    /// The file's bytes, or nil when there is no file at `path`.
    func read(_ path: String) throws(FileProblem) -> [UInt8]?
    /// Replaces `path` with `text` whole: a reader sees the old file or the new one, never a part.
    func write(_ text: String, to path: String) throws(FileProblem)
    /// Replaces `path` as `write` does, but only while `unchanged` holds of its bytes (nil: no
    /// file) up to the moment it is replaced: a version written by another program after the
    /// caller looked is never lost.
    func write(_ text: String, to path: String, ifStill unchanged: ([UInt8]?) -> Bool) throws(FileProblem)
}

extension SessionFileSystem {
    /// A file system nothing else writes to (one in memory): looking once is enough.
    public func write(_ text: String, to path: String, ifStill unchanged: ([UInt8]?) -> Bool) throws(FileProblem) {
        guard unchanged(try read(path)) else {
            throw FileProblem("\(path) changed on disk while it was being saved; not replaced")
        }
        try write(text, to: path)
    }
}

/// Why a file could not be read or written, in words for the user.
public struct FileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// What an entry did to files, for the front end: a shell stops asking to save once the work
/// is saved, and lists the views again after a load.
public enum FileEvent: Hashable, Sendable {
    case saved(path: String)
    case loaded(path: String)
    /// `show --svg FILE`.
    case wrotePicture(path: String)
}

extension NotebookDocument {
    /// Whether `path` names a notebook (Markdown) rather than a script.
    public static func isNotebookPath(_ path: String) -> Bool {
        path.hasSuffix(".md") || path.hasSuffix(".markdown")
    }
}

/// A file's contents in 64 bits (FNV-1a), to tell whether it changed since this session read or
/// wrote it without keeping a copy.
struct Fingerprint: Hashable, Sendable {
    let value: UInt64

    init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        value = hash
    }
}

extension Runner {
    /// Carries out one `save` or `load` and returns what it printed. Refused with a note when
    /// the runner has no file system (a replay of someone else's notebook is data, not a program).
    mutating func carryOut(_ command: FileCommand, source: String, firstLine: Int) -> String {
        // A storyboard the notebook itself holds is opened without the disk.
        if command.kind == .open || command.kind == .load, let bytes = embedded[command.path.value] {
            return open(bytes: bytes, name: command.path.value, at: command.path.range, source: source, firstLine: firstLine)
        }
        guard files != nil else {
            let note = "'\(command.spelled)' is not carried out here: a replay never "
                + "reads or writes files (the shell does; notebooks need --allow-files)"
            return json ? "{\"type\":\"note\",\"message\":\(JSONText.quote(note))}" : "note: " + note
        }
        if command.kind == .open || (command.kind == .load && InterfaceFiles.isInterfacePath(command.path.value)) {
            return openInterface(command, source: source, firstLine: firstLine)
        }
        let result: Result<(transcript: String, message: String), Diagnostic>
        switch command.kind {
        case .open: result = load(command)
        case .save: result = save(command).map { ("", $0) }
        case .load: result = load(command)
        case .svg: result = writeSVG(command).map { ("", $0) }
        }
        switch result {
        case .success(let done):
            let message = json
                ? "{\"type\":\"file\",\"message\":\(JSONText.quote(done.message))}"
                : done.message
            return done.transcript + message
        case .failure(let problem):
            failures += 1
            if json {
                return "{\"type\":\"error\",\"line\":\(problem.range.start.line),\"column\":\(problem.range.start.column),"
                    + "\"message\":\(JSONText.quote(problem.message)),"
                    + "\"suggestion\":\(problem.suggestion.map(JSONText.quote) ?? "null")}"
            }
            return style.apply(problem.rendered(source: source, firstLine: firstLine, fileName: sourceName))
        }
    }

    /// A file name with a control character in it (NUL, a line break, ESC…) is refused before
    /// anything is opened: the system ends a name at a NUL, so `"notes.md\0.svg"` would pass the
    /// `.svg` rule and the check before replacing, then replace `notes.md`.
    static func fileNameProblem(_ path: StringLiteral) -> Diagnostic? {
        guard let (scalar, _) = VisibleControls.first(in: path.value) else { return nil }
        return Diagnostic(.error, "a file name cannot contain a control character (\(VisibleControls.spelled(scalar)) in "
                              + "\"\(VisibleControls.line(path.value))\"); no file was read or written", at: path.range)
    }

    /// `show [sv] --svg FILE`: the picture as an SVG file (see ``Report/svg(_:idPrefix:)``),
    /// replacing the file. The name must end in `.svg`, so that a slip of the keyboard cannot
    /// replace a notebook or a script with a picture.
    mutating func writeSVG(_ command: FileCommand) -> Result<String, Diagnostic> {
        if let problem = Self.fileNameProblem(command.path) { return .failure(problem) }
        guard let files else { return .failure(.init(.error, "no files here", at: command.path.range)) }
        let path = command.path.value
        guard path.lowercased().hasSuffix(".svg") else {
            return .failure(Diagnostic(.error, "an SVG file's name ends in '.svg'", at: command.path.range,
                                       suggestion: "\(command.view.map { "show \($0.name) " } ?? "show ")--svg \(path).svg"))
        }
        let layout = session.layout
        let text: String
        if let name = command.view {
            guard let id = layout.id(of: name.name), let svg = Report.svg(layout, scrollView: id) else {
                return .failure(Diagnostic(.error, "no view named '\(name.name)'", at: name.range))
            }
            text = svg
        } else {
            text = Report.svg(layout)
        }
        do {
            try files.write(text, to: path)
        } catch {
            return .failure(Diagnostic(.error, "cannot write the picture: \(error)", at: command.path.range))
        }
        fileEvents.append(.wrotePicture(path: path))
        let what = command.view.map { "\($0.name)'s content" } ?? "the screen"
        return .success("Wrote \(what) to \(path) as SVG.")
    }

    /// What saving the session from the front end's own question (on the way out) gave.
    public enum SaveResult: Hashable, Sendable {
        case saved(message: String)
        /// The file exists and is not the one this session last read or wrote: ask before `force`.
        case exists(message: String)
        case failed(message: String)
    }

    /// Saves the session as a notebook at `path`, as `save [--force] PATH` does.
    public mutating func save(to path: String, force: Bool) -> SaveResult {
        let origin = SourceLocation(line: 1, column: 1)
        let command = FileCommand(kind: .save, path: StringLiteral(path, range: SourceRange(origin, origin)),
                                  force: force, range: SourceRange(origin, origin))
        switch save(command) {
        case .success(let message): return .saved(message: message)
        case .failure(let problem):
            return problem.suggestion == nil ? .failed(message: problem.message) : .exists(message: problem.message)
        }
    }

    /// `save [--force] FILE`: the session as a notebook, written whole. A file that exists is
    /// replaced only when it is exactly what this session last loaded or saved there — otherwise
    /// someone else's work (or this notebook edited in another window) would be lost — or with
    /// `--force`.
    mutating func save(_ command: FileCommand) -> Result<String, Diagnostic> {
        if let problem = Self.fileNameProblem(command.path) { return .failure(problem) }
        guard let files else { return .failure(.init(.error, "no files here", at: command.path.range)) }
        let path = command.path.value
        if !command.force {
            let existing: [UInt8]?
            do {
                existing = try files.read(path)
            } catch {
                return .failure(Diagnostic(.error, "cannot save: \(error)", at: command.path.range))
            }
            if let existing, Fingerprint(existing) != knownFiles[path] {
                let why = knownFiles[path] == nil
                    ? "'\(path)' already exists"
                    : "'\(path)' changed on disk since this session last read or wrote it"
                return .failure(Diagnostic(.error, "\(why); saving would lose what is in it", at: command.path.range,
                                           suggestion: "save --force \(path)"))
            }
        }
        let text = notebookText()
        do {
            if command.force {
                try files.write(text, to: path)
            } else {
                // What was checked above must still be there when the file is replaced.
                let known = knownFiles[path]
                try files.write(text, to: path, ifStill: { now in now.map { Fingerprint($0) == known } ?? true })
            }
        } catch {
            return .failure(Diagnostic(.error, "cannot save: \(error)", at: command.path.range))
        }
        knownFiles[path] = Fingerprint(text.utf8)
        fileEvents.append(.saved(path: path))
        let count = recorded.count
        return .success("Saved \(count) \(count == 1 ? "entry" : "entries") to \(path) as a notebook.")
    }

    /// `load FILE`: runs a script's entries, or a notebook's cells, on this session, printing
    /// each after `layout> ` as a replay does. What the file contains never touches files itself.
    mutating func load(_ command: FileCommand) -> Result<(transcript: String, message: String), Diagnostic> {
        if let problem = Self.fileNameProblem(command.path) { return .failure(problem) }
        guard let files else { return .failure(.init(.error, "no files here", at: command.path.range)) }
        let path = command.path.value
        let bytes: [UInt8]
        do {
            guard let read = try files.read(path) else {
                return .failure(Diagnostic(.error, "cannot load '\(path)': no such file", at: command.path.range))
            }
            bytes = read
        } catch {
            return .failure(Diagnostic(.error, "cannot load: \(error)", at: command.path.range))
        }
        let transcript: String
        let before = recorded.count
        self.files = nil
        // What a loaded file prints is recorded, and a recording names no file.
        let name = sourceName
        sourceName = nil
        defer {
            self.files = files
            sourceName = name
        }
        if NotebookDocument.isNotebookPath(path) {
            let document: NotebookDocument
            do {
                document = try NotebookDocument.parse(bytes: bytes)
            } catch {
                return .failure(Diagnostic(.error, "cannot load '\(path)': line \(error.line): \(error.message)",
                                           at: command.path.range))
            }
            let replay = NotebookReplay(document, runner: self)
            self = replay.runner
            transcript = replay.transcript
        } else {
            guard let script = String(validating: bytes, as: UTF8.self) else {
                return .failure(Diagnostic(.error, "cannot load '\(path)': it is not UTF-8 text", at: command.path.range))
            }
            transcript = self.transcript(of: script)
        }
        knownFiles[path] = Fingerprint(bytes)
        fileEvents.append(.loaded(path: path))
        let count = recorded.count - before
        return .success((transcript, "Loaded \(count) \(count == 1 ? "entry" : "entries") from \(path)."))
    }

    /// The session as a notebook: every entry so far in one cell, with its output at the notebooks'
    /// fixed width and style, so `layoutbook check` passes on it whatever the terminal was.
    public func notebookText() -> String {
        // The recording is what `check` will see: each entry alone, at line 1, in the notebooks'
        // style. What was printed serves when it is exactly that.
        if style == NotebookReplay.recordingStyle, !json, !recordedOutOfPlace {
            return NotebookDocument(recording: recorded).text
        }
        var recording = Runner(style: NotebookReplay.recordingStyle)
        for entry in recorded { _ = recording.output(of: entry.command) }
        return NotebookDocument(recording: recording.recorded).text
    }
}
