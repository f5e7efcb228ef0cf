import ArgumentParser
import ConflictLog
import Language
import Layout
import Notebook
import Rendering

/// `layoutbook`: the shell, and the commands that replay scripts.
@main
struct LayoutbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutbook",
        abstract: "An interactive notebook for UIKit Auto Layout.",
        discussion: """
            Type views, SnapKit blocks, anchors, equations and Visual Format strings; after each \
            command the layout is solved again and printed. With piped input it prints exactly what \
            'layoutbook run' prints. The options --width, --ascii and --json may come before the \
            subcommand or after it.
            """,
        version: "0.2.0",
        subcommands: [Shell.self, Run.self, Check.self, Tutor.self, HTML.self, IPYNB.self, Log.self, Open.self, Lint.self, Serve.self, MCP.self, LSP.self],
        defaultSubcommand: Shell.self
    )

    /// Parses the command line with the global options moved after the subcommand, so that
    /// `layoutbook --width 40 run FILE` means `layoutbook run --width 40 FILE`.
    static func main() {
        let subcommands = Set(configuration.subcommands.map { $0._commandName })
        main(GlobalOptions.movedAfterSubcommand(Array(CommandLine.arguments.dropFirst()), subcommands: subcommands))
    }
}

/// Options every command that prints a layout takes.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON lines instead of pictures and text.")
    var json = false

    @OptionGroup var picture: PictureOptions

    var width: Int? { picture.width }

    func style() -> ReportStyle { picture.style() }
}

/// How pictures are drawn: every command that draws one takes these.
struct PictureOptions: ParsableArguments {
    @Option(help: "The picture's width in columns (default: the terminal's, or 60 when not a terminal).")
    var width: Int?

    @Option(help: ArgumentHelp(
        "The picture's most rows (default: the terminal's height less room for the report and the prompt).",
        discussion: "A picture taller than this keeps its aspect and takes fewer columns. Without a terminal "
            + "there is no limit but --width."))
    var height: Int?

    @Flag(help: "Draw with ASCII characters only.")
    var ascii = false

    func style() -> ReportStyle {
        let columns = width ?? Terminal.columns ?? 60
        return ReportStyle(width: max(20, min(columns, 400)),
                           height: height ?? Terminal.rows.map { ReportStyle.pictureRows(terminalRows: $0) },
                           characters: ascii ? .ascii : .unicode, color: Terminal.allowsColor,
                           tableColumns: Terminal.columns)
    }

    func validate() throws {
        if let width, width < 20 { throw ValidationError("--width must be at least 20 columns") }
        if let height, height < 6 { throw ValidationError("--height must be at least 6 rows") }
    }
}

/// `layoutbook run FILE`: replays a script and prints each command with its output.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a script: print each command after 'layout> ' and what it printed.",
        discussion: """
            Exits with status 1 when any command failed. A script is data: its 'save' and 'load' \
            lines are refused with a note unless --allow-files is given.
            """)

    @Argument(help: "The script to replay ('-' reads standard input).")
    var file: String

    @Flag(help: "Carry out the script's 'save' and 'load' commands (they read and write files).")
    var allowFiles = false

    @Option(help: ArgumentHelp("A device preset to run the script on, as if its first line were 'device NAME' (default: the bare 375×667 screen).",
                               valueName: "name"))
    var device: String?

    @OptionGroup var output: OutputOptions

    func validate() throws {
        // A preset with its orientation (`iPad Air landscape`), as the `device` command takes it.
        if let device, Device.named(withOrientation: device) == nil {
            throw ValidationError("no device named '\(device)' (layoutbook's 'device' command lists them)")
        }
    }

    func run() throws {
        var runner = Runner(style: output.style(), json: output.json)
        if allowFiles { runner.files = DiskFiles() }
        // The device is chosen before the script runs, and what choosing it prints is not part of
        // the script's transcript.
        if let device { _ = runner.transcript(of: "device \(device)") }
        if file == "-" {
            Replay.stream(&runner)
        } else {
            Terminal.write(try CommandFailure.reporting { try Replay.file(file, &runner) })
        }
        if runner.failures > 0 { throw ExitCode(1) }
    }
}

/// Reading scripts.
enum Replay {
    static func load(_ path: String) throws -> String {
        switch Terminal.readFile(path) {
        case .failure(let error):
            throw CommandFailure("error: cannot read \(error)")
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw CommandFailure("\(path): error: the file is not valid UTF-8 text")
            }
            return text
        }
    }

    /// Replays a script or a notebook on `runner` and returns its transcript: each command after
    /// `layout> ` with what it printed.
    static func file(_ path: String, _ runner: inout Runner) throws -> String {
        guard NotebookDocument.isNotebookPath(path) else {
            // A script's errors carry its name, as a compiler's do: `script.layout:3:5: error: …`.
            let text = try load(path)
            let name = runner.sourceName
            defer { runner.sourceName = name }
            let headers = localHeaders(importedBy: text, at: path, &runner)
            runner.sourceName = path
            return headers + runner.transcript(of: text)
        }
        // A notebook replays its cells; the output is what each command prints now.
        let replay = NotebookReplay(try NotebookFiles.load(path), runner: runner)
        runner = replay.runner
        return replay.transcript
    }

    /// An Objective-C file's own headers, as its compiler reads them: each `#import "Name.h"`
    /// (or `#include`) that names a file beside it is run first, so the class's `@interface`
    /// (its superclass, properties and ivars), its enums and macros are known to the file.
    /// A header that runs cleanly is said in one note; one with an error prints its transcript.
    /// (Standard input has no place beside it: `run - < File.m` reads no header.)
    static func localHeaders(importedBy text: String, at path: String, _ runner: inout Runner) -> String {
        guard path.hasSuffix(".m") || path.hasSuffix(".mm") else { return "" }
        let directory = path.contains("/") ? String(path[...path.lastIndex(of: "/")!]) : ""
        var out = ""
        var seen: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#import") || trimmed.hasPrefix("#include"),
                  let open = trimmed.firstIndex(of: "\""), let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"")
            else { continue }
            let name = String(trimmed[trimmed.index(after: open)..<close])
            guard name.hasSuffix(".h"), !name.contains(".."), seen.insert(name).inserted,
                  case .success(let bytes) = Terminal.readFile(directory + name),
                  let header = String(validating: bytes, as: UTF8.self) else { continue }
            let failuresBefore = runner.failures
            runner.sourceName = directory + name
            runner.session.readingHeaders = true
            let transcript = runner.transcript(of: header)
            runner.session.readingHeaders = false
            if runner.failures > failuresBefore {
                out += transcript
            } else {
                let note = "read \(name), beside the file, first, as its #import asks"
                out += (runner.json ? "{\"type\":\"note\",\"message\":\(JSONText.quote(note))}" : "note: " + note) + "\n"
            }
        }
        return out
    }

    /// Reads standard input line by line and prints each entry's transcript as soon as the entry
    /// is complete (see ``EntryReader``), so a pipe sees output as it goes; the same reader as
    /// `run FILE`'s, so both print the same bytes.
    static func stream(_ runner: inout Runner) {
        // Errors say where they are, as a compiler's do: `<stdin>:3:5: error: …`.
        runner.sourceName = "<stdin>"
        defer { runner.sourceName = nil }
        var reader = ScriptEntries.reader()
        var input = StandardInputLines()
        while let line = input.next() {
            for entry in reader.read(line) { Terminal.write(runner.transcript(of: entry)) }
            // A call whose trailing closure may open on the next line waits for that line only
            // while it is arriving; a writer waiting for the answer gets it.
            if reader.isHoldingCallOnly, !input.hasMore(waitingMilliseconds: 30) {
                for entry in reader.release() { Terminal.write(runner.transcript(of: entry)) }
            }
        }
        for entry in reader.finish() { Terminal.write(runner.transcript(of: entry)) }
    }
}
