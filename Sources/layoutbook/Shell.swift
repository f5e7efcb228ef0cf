import ArgumentParser
import Notebook
import Rendering

/// `layoutbook [FILE]`: the prompt on a terminal; a replay of standard input otherwise.
struct Shell: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: "The interactive prompt (the default).",
        discussion: """
            With FILE (a script or a notebook) it first replays the file, then leaves you at the prompt \
            with that state. History is kept in $XDG_DATA_HOME/layoutbook/history (or \
            ~/.local/share/layoutbook/history); every entry is journaled to \
            $XDG_DATA_HOME/layoutbook/journal/current.layout as it runs (a second shell on the same \
            directory keeps current-2.layout, and so on). A killed session's journal is kept until it \
            is recovered or discarded: --recover replays the newest killed session (or else the last \
            that exited) and lists the others, numbered; 'layoutbook --recover N' replays number N, \
            'layoutbook --discard N' deletes it. A line of a journal that is not UTF-8 text is left \
            out and named; the rest is replayed.
            """)

    @Argument(help: "A script or notebook to replay before the prompt (with --recover: which journal, by number or path).")
    var file: String?

    @Flag(help: "Replay the last session's journal, then go on from there.")
    var recover = false

    @Option(help: ArgumentHelp("Delete the unfinished journal numbered N in the --recover list.", valueName: "N"))
    var discard: String?

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if discard != nil, recover || file != nil { throw ValidationError("give --discard N alone") }
    }

    func run() throws {
        try CommandFailure.reporting { try start() }
    }

    private func start() throws {
        if let discard {
            let data = DataDirectory.fromEnvironment()
            let journal = try recoverable(data, choosing: discard, listingTo: { _ in })
            guard journal.killed else {
                throw CommandFailure("error: \(journal.path) is the journal of a session that exited; the next exit replaces it")
            }
            Journal.retire(journal.path, in: data?.journalDirectory ?? "")
            Terminal.write("Discarded \(journal.path) (\(Self.count(journal.entries))).\n")
            return
        }
        var runner = Runner(style: output.style(), json: output.json)
        let editor = LineEditor(program: "layoutbook")
        let data = DataDirectory.fromEnvironment()
        guard editor.isInteractive else {
            // Piped: exactly what `layoutbook run` prints, and no file written.
            if let file, !recover { Terminal.write(try Replay.file(file, &runner)) }
            if recover {
                let journal = try recoverable(data, choosing: file, listingTo: Terminal.writeError)
                Terminal.write(runner.transcript(of: try Self.journalScript(journal.path, noting: Terminal.writeError)))
            }
            Replay.stream(&runner)
            if runner.failures > 0 { throw ExitCode(1) }
            return
        }
        // A file that cannot be read stops here, before anything is printed or journaled.
        let start: ShellSession.Start
        if recover {
            let journal = try recoverable(data, choosing: file, listingTo: Terminal.write)
            start = .recover(journal, script: try Self.journalScript(journal.path, noting: Terminal.write))
        } else if let file {
            start = .file(transcript: try Replay.file(file, &runner))
        } else {
            start = .empty
        }
        var session = ShellSession(runner: runner, editor: editor, data: data, fixedWidth: output.width,
                                   fixedHeight: output.picture.height)
        session.begin(start)
        session.loop()
        session.end()
    }

    /// The journal `--recover` replays: the one `choice` names (its number in the list, or its
    /// path), else the newest killed session's, else the newest that exited. When there are
    /// several, they are listed first, numbered, with how to pick another.
    private func recoverable(_ data: DataDirectory?, choosing choice: String?,
                             listingTo write: (String) -> Void) throws -> Journal.Recoverable {
        guard let data else { throw CommandFailure("error: there is no journal to recover") }
        let journals = Journal.recoverable(in: data.journalDirectory)
        guard !journals.isEmpty else { throw CommandFailure("error: there is no journal to recover") }
        var chosen = 0
        if let choice {
            if let n = Int(choice), n >= 1, n <= journals.count {
                chosen = n - 1
            } else if let i = journals.firstIndex(where: { $0.path == choice || $0.path.hasSuffix("/" + choice) }) {
                chosen = i
            } else {
                throw CommandFailure("error: no journal \(VisibleControls.line(choice)) to recover; "
                    + "'layoutbook --recover' lists the \(journals.count) there \(journals.count == 1 ? "is" : "are")")
            }
        }
        if journals.count > 1 {
            var lines = ["note: \(journals.count) journals can be recovered; replaying number \(chosen + 1):"]
            for (i, journal) in journals.enumerated() {
                lines.append("  \(i + 1). \(journal.path)  \(journal.killed ? "killed" : "exited"), \(Self.count(journal.entries))")
            }
            lines.append("note: 'layoutbook --recover N' replays number N; 'layoutbook --discard N' deletes a killed one")
            write(lines.joined(separator: "\n") + "\n")
        }
        return journals[chosen]
    }

    static func count(_ entries: Int) -> String {
        "\(entries) \(entries == 1 ? "entry" : "entries")"
    }

    /// A journal's entries as far as they can be read, naming the lines that cannot.
    static func journalScript(_ path: String, noting write: (String) -> Void) throws -> String {
        switch Terminal.readFile(path) {
        case .failure(let error):
            throw CommandFailure("error: cannot read \(error)")
        case .success(let bytes):
            let readable = Journal.Readable(bytes)
            if let note = readable.note { write("note: \(path): \(note)\n") }
            return readable.text
        }
    }
}
