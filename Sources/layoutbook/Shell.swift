import ArgumentParser
import Notebook

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
            directory keeps current-2.layout, and so on), and --recover replays the journal of the \
            last session (one that was killed, or else the last that exited), listing the others \
            when there are several.
            """)

    @Argument(help: "A script or notebook to replay before the prompt.")
    var file: String?

    @Flag(help: "Replay the last session's journal, then go on from there.")
    var recover = false

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if recover, file != nil { throw ValidationError("give either a FILE or --recover, not both") }
    }

    func run() throws {
        try CommandFailure.reporting { try start() }
    }

    private func start() throws {
        var runner = Runner(style: output.style(), json: output.json)
        let editor = LineEditor(program: "layoutbook")
        let data = DataDirectory.fromEnvironment()
        guard editor.isInteractive else {
            // Piped: exactly what `layoutbook run` prints, and no file written.
            if let file { Terminal.write(try Replay.file(file, &runner)) }
            if recover {
                let journal = try recoverable(data, listingTo: Terminal.writeError)
                Terminal.write(runner.transcript(of: try Replay.load(journal.path)))
            }
            Replay.stream(&runner)
            if runner.failures > 0 { throw ExitCode(1) }
            return
        }
        // A file that cannot be read stops here, before anything is printed or journaled.
        let start: ShellSession.Start
        if let file {
            start = .file(transcript: try Replay.file(file, &runner))
        } else if recover {
            let journal = try recoverable(data, listingTo: Terminal.write)
            start = .recover(journal, script: try Replay.load(journal.path))
        } else {
            start = .empty
        }
        var session = ShellSession(runner: runner, editor: editor, data: data, fixedWidth: output.width,
                                   fixedHeight: output.picture.height)
        session.begin(start)
        session.loop()
        session.end()
    }

    /// The journal `--recover` replays: the newest killed session's, else the newest that exited.
    /// When there are several (two shells ran on the same data directory), they are listed first.
    private func recoverable(_ data: DataDirectory?, listingTo write: (String) -> Void) throws -> Journal.Recoverable {
        guard let data else { throw CommandFailure("error: there is no journal to recover") }
        let journals = Journal.recoverable(in: data.journalDirectory)
        guard let first = journals.first else { throw CommandFailure("error: there is no journal to recover") }
        if journals.count > 1 {
            var lines = ["note: \(journals.count) journals can be recovered; replaying the first:"]
            for journal in journals {
                let entries = "\(journal.entries) \(journal.entries == 1 ? "entry" : "entries")"
                lines.append("  \(journal.path)  \(journal.killed ? "killed" : "exited"), \(entries)")
            }
            lines.append("note: replay another with 'layoutbook PATH'")
            write(lines.joined(separator: "\n") + "\n")
        }
        return first
    }
}
