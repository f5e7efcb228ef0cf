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
            $XDG_DATA_HOME/layoutbook/journal/current.layout as it runs, and --recover replays the \
            journal of the last session (one that was killed, or else the last that exited).
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
        var runner = Runner(style: output.style(), json: output.json)
        let editor = LineEditor(program: "layoutbook")
        let data = DataDirectory.fromEnvironment()
        guard editor.isInteractive else {
            // Piped: exactly what `layoutbook run` prints, and no file written.
            if let file { Terminal.write(try Replay.file(file, &runner)) }
            if recover { Terminal.write(runner.transcript(of: try Replay.load(try recoverable(data)))) }
            Replay.stream(&runner)
            if runner.failures > 0 { throw ExitCode(1) }
            return
        }
        // A file that cannot be read stops here, before anything is printed or journaled.
        let start: ShellSession.Start
        if let file {
            start = .file(transcript: try Replay.file(file, &runner))
        } else if recover {
            let path = try recoverable(data)
            start = .recover(path: path, script: try Replay.load(path))
        } else {
            start = .empty
        }
        var session = ShellSession(runner: runner, editor: editor, data: data, fixedWidth: output.width,
                                   fixedHeight: output.picture.height)
        session.begin(start)
        session.loop()
        session.end()
    }

    /// The journal `--recover` replays: a killed session's, else the last one's.
    private func recoverable(_ data: DataDirectory?) throws -> String {
        guard let data, let path = Journal.recoverable(in: data.journalDirectory) else {
            throw ValidationError("there is no journal to recover")
        }
        return path
    }
}
