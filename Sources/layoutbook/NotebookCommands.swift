import ArgumentParser
import Notebook
#if canImport(Glibc)
import Glibc
#endif

/// `layoutbook check FILE…`: replays notebooks and compares every command's output with the
/// recording.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay notebooks and verify every recorded output.",
        discussion: """
            Output is compared exactly, after normalizing only CRLF, trailing spaces, trailing blank \
            lines and the colour codes of the output (a recording holding one is a mismatch); a \
            recorded line '...' matches any lines but an error, so a command that fails passes only \
            when its recording has that error. On a mismatch it prints FILE:LINE: with \
            -expected/+actual lines and writes FILE.corrected; --accept rewrites the notebook \
            instead. Ends with 'N passed, N failed'; exits 1 on any failure, for a notebook whose cells \
            verify nothing (all skipped or nondeterministic, or recording only '...'), and when \
            nothing at all was verified (a file of prose alone is noted).
            """)

    @Argument(help: "The notebooks to check.")
    var files: [String]

    @Flag(help: "Rewrite each notebook with the actual output instead of writing FILE.corrected.")
    var accept = false

    @Flag(help: "Carry out the notebooks' 'save' and 'load' commands (they read and write files).")
    var allowFiles = false

    func run() throws {
        var passed = 0, failed = 0
        for file in files {
            let document: NotebookDocument
            do {
                document = try NotebookFiles.load(file)
            } catch {
                Terminal.write("\(error)\n")
                failed += 1
                continue
            }
            var runner = Runner(style: NotebookReplay.recordingStyle)
            if allowFiles { runner.files = DiskFiles() }
            let replay = NotebookReplay(document, runner: runner)
            passed += replay.passed
            failed += replay.failed
            if replay.verifiedNothing {
                // A check that compared nothing must not read as a pass. Prose without any cell (an
                // index beside the notebooks it links) is said out loud; cells that all verify
                // nothing are a failure.
                if document.cells.isEmpty {
                    Terminal.write("\(file): note: no ```layout cell, nothing to verify\n")
                } else {
                    Terminal.write("\(file): error: nothing verified: every cell is marked skip or nondeterministic, "
                        + "or records only '...'\n")
                    failed += 1
                }
                continue
            }
            guard replay.failed > 0 else { continue }
            Terminal.write(replay.report(fileName: file) + "\n")
            let target = accept ? file : file + ".corrected"
            do {
                try NotebookFiles.writeAtomically(replay.corrected.text, to: target)
                Terminal.write(accept ? "\(file): rewritten with the actual output\n" : "wrote \(target)\n")
            } catch {
                Terminal.write("\(error)\n")
            }
            if accept { passed += replay.failed; failed -= replay.failed }
        }
        Terminal.write("\(passed) passed, \(failed) failed\n")
        if passed == 0, failed == 0 {
            Terminal.write("error: nothing verified: no recorded output was compared\n")
            throw ExitCode(1)
        }
        if failed > 0 { throw ExitCode(1) }
    }
}

/// `layoutbook tutor FILE`: walks through a notebook step by step at the prompt. Without a
/// terminal it is a verifying replay that prints the prose, each command, its output and whether
/// it matched.
struct Tutor: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Walk through a notebook: its prose, then each command, checked against the recording.",
        discussion: """
            At a terminal each step's prose is shown, then its command already typed at the prompt: \
            Enter runs it and says whether the output matches the recording. Edit it, or clear the \
            line (Ctrl-U) and type your own commands: they run in the same session. Esc-n (or 'next' \
            alone on a line) skips a step, though its command still runs so the session stays the \
            notebook's; Esc-p ('back') goes back a step and replays the notebook up to it; Esc-q \
            ('quit') or Ctrl-D leaves. A '<!-- layout: pause -->' cell waits for Enter. Without a \
            terminal it replays the notebook, prints each step and its verdict, and exits 1 when an \
            output differs. It reads and writes no file but the notebook (no history, no journal), \
            and refuses 'save' and 'load' unless --allow-files.
            """)

    @Argument(help: "The notebook.")
    var file: String

    @Flag(help: "Carry out 'save' and 'load' commands (they read and write files).")
    var allowFiles = false

    @OptionGroup var picture: PictureOptions

    func run() throws {
        let document = try CommandFailure.reporting { try NotebookFiles.load(file) }
        var tutorial = Tutorial(document)
        var runner = Runner(style: picture.style())
        runner.embedded = document.embeddedDocuments
        if allowFiles { runner.files = DiskFiles() }
        let editor = LineEditor(program: "layoutbook")
        if editor.isInteractive {
            var session = TutorSession(tutorial: tutorial, runner: runner, editor: editor, fixedWidth: picture.width,
                                       fixedHeight: picture.height)
            session.run(title: file)
            return
        }
        // Without a terminal: every step in turn, with its verdict.
        while let step = tutorial.current {
            Terminal.write(TutorSession.text(of: step.prose))
            Terminal.write(CellEntry.promptedLines(of: step.command).joined(separator: "\n") + "\n")
            let (printed, recordingStyle) = runner.output(of: step.command, alsoIn: NotebookReplay.recordingStyle)
            if !printed.isEmpty { Terminal.write(printed + "\n") }
            let verdict = tutorial.ran(printed: recordingStyle)?.verdict() ?? []
            if !verdict.isEmpty { Terminal.write(verdict.joined(separator: "\n") + "\n") }
        }
        Terminal.write(TutorSession.text(of: tutorial.ending))
        let tally = tutorial.tally
        Terminal.write("\(tally.matched) passed, \(tally.differed) failed\n")
        if tally.differed > 0 { throw ExitCode(1) }
        // As `check`: a walk that compared nothing must not read as a pass.
        if tutorial.verifiedNothing, !tutorial.steps.isEmpty {
            Terminal.write("\(file): error: nothing verified: every step is marked nondeterministic or records only '...'\n")
            throw ExitCode(1)
        }
    }
}

/// Reading and writing notebook files.
enum NotebookFiles {
    static func load(_ path: String) throws -> NotebookDocument {
        switch Terminal.readFile(path) {
        case .failure(let error):
            throw CommandFailure("error: cannot read \(error)")
        case .success(let bytes):
            do {
                return try NotebookDocument.parse(bytes: bytes)
            } catch {
                throw CommandFailure("\(path):\(error.line): error: \(error.message)")
            }
        }
    }

    /// Replaces `path` whole (``RegularFile/replace(_:with:)``): never a half-written file, never
    /// a file that is not a regular one.
    static func writeAtomically(_ text: String, to path: String) throws {
        do {
            try RegularFile.replace(path, with: text)
        } catch {
            throw ValidationError("cannot write \(error)")
        }
    }
}
