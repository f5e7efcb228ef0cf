import ArgumentParser
import InterfaceBuilder
import Language
import Layout
import Notebook
import Rendering

/// `layoutbook open FILE.storyboard|.xib`: the document's scenes, one put on screen, then the
/// prompt (or, piped or with --json, what the prompt printed).
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open a storyboard or xib: list its scenes, lay one out, then the prompt.",
        discussion: """
            Prints the scenes numbered from 1. A xib, or a storyboard with one scene that has views, \
            is put on screen at once; otherwise --scene N (or NAME) chooses one, as 'scene N' does at the \
            prompt. On a terminal the prompt follows; piped, or with --json, it prints and exits (status \
            1 when the file cannot be read).
            """)

    @Argument(help: "The storyboard or xib.")
    var file: String

    @Option(help: "The scene to put on screen: its number from 1, storyboard id, class or title.")
    var scene: String?

    @OptionGroup var output: OutputOptions

    func run() throws {
        var runner = Runner(style: output.style(), json: output.json)
        runner.files = DiskFiles()
        var script = "open \(Self.quoted(file))\n"
        if let scene { script += "scene \(scene)\n" }
        let transcript = runner.transcript(of: script)
        let editor = LineEditor(program: "layoutbook")
        guard editor.isInteractive, !output.json else {
            Terminal.write(transcript)
            if runner.failures > 0 { throw ExitCode(1) }
            return
        }
        var session = ShellSession(runner: runner, editor: editor, data: DataDirectory.fromEnvironment(),
                                   fixedWidth: output.width, fixedHeight: output.picture.height)
        session.begin(.file(transcript: transcript))
        session.loop()
        session.end()
    }

    /// A path as a string literal the prompt reads back whole.
    static func quoted(_ path: String) -> String {
        "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// `layoutbook lint FILE…`: compiler-style lines for storyboards, xibs and notebooks.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check storyboards, xibs and notebooks; print file:line:column: lines for CI.",
        discussion: """
            Each scene of a storyboard or xib is laid out as UIKit loads it, on the device the document \
            names (--device NAME for another preset, --device all for every preset). Errors: a file that \
            does not read, a constraint UIKit refuses, conflicting constraints, an ambiguous layout, a \
            scroll view whose content size the constraints leave open. Warnings: misplaced views (the \
            frame IB stored is not the solved one; only on the document's own device). Notes: what was \
            guessed or skipped. A notebook's verdict is 'layoutbook check''s: a mismatch is an error. \
            Exits 1 when there is an error.
            """)

    @Argument(help: "Storyboards, xibs and notebooks.")
    var files: [String]

    @Option(help: "A device preset to lay the scenes out on, or 'all' for every preset (default: the document's).")
    var device: String?

    @Flag(help: "Print one JSON object a line.")
    var json = false

    @Flag(help: "Leave out the notes (what the reading guessed or skipped).")
    var quiet = false

    func validate() throws {
        if let device, device != "all", Device.named(device) == nil {
            throw ValidationError("no device named '\(device)' (layoutbook's 'device' command lists them)")
        }
    }

    func run() throws {
        var errors = 0, warnings = 0
        var stored = (within: 0, total: 0)
        let devices: [Device]? = device.map { $0 == "all" ? Device.presets : [Device.named($0)].compactMap { $0 } }
        for file in files {
            if NotebookDocument.isNotebookPath(file) {
                errors += lintNotebook(file)
                continue
            }
            let findings: [LintFinding]
            switch Terminal.readFile(file) {
            case .failure(let error):
                findings = [LintFinding(location: DocumentLocation(line: 1, column: 1), severity: .error, kind: "read",
                                        message: "cannot read: \(error.reason)")]
            case .success(let bytes):
                do {
                    let document = try InterfaceDocument.read(bytes)
                    findings = InterfaceBuilder.Lint.check(document, devices: devices)
                    let agreement = InterfaceBuilder.Lint.storedFrameAgreement(document)
                    stored = (stored.within + agreement.within, stored.total + agreement.total)
                } catch {
                    findings = [LintFinding(location: error.location, severity: .error, kind: "read", message: error.message)]
                }
            }
            for f in findings where !(quiet && f.severity == .note) {
                if f.severity == .error { errors += 1 }
                if f.severity == .warning { warnings += 1 }
                Terminal.write((json ? jsonLine(f, file: file) : f.line(file: file)) + "\n")
            }
        }
        if !json {
            Terminal.write("\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")\n")
            if stored.total > 0 {
                let share = (Double(stored.within) * 1000 / Double(stored.total)).rounded() / 10
                Terminal.write("stored frames: \(stored.within) of \(stored.total) views within 0.5 pt of the solved ones (\(formatNumber(share))%), "
                    + "on each document's own device; views Xcode flagged misplaced are left out\n")
            }
        }
        if errors > 0 { throw ExitCode(1) }
    }

    func jsonLine(_ f: LintFinding, file: String) -> String {
        "{\"file\":\(JSONText.quote(file)),\"line\":\(f.location.line),\"column\":\(f.location.column),"
            + "\"severity\":\"\(f.severity.rawValue)\",\"kind\":\"\(f.kind)\",\"message\":\(JSONText.quote(f.message))}"
    }

    /// A notebook's mismatches, as `check` reports them; returns how many cells failed.
    func lintNotebook(_ file: String) -> Int {
        let document: NotebookDocument
        do {
            document = try NotebookFiles.load(file)
        } catch {
            Terminal.write(json ? "{\"file\":\(JSONText.quote(file)),\"severity\":\"error\",\"kind\":\"read\",\"message\":\(JSONText.quote("\(error)"))}\n"
                                : "\(error)\n")
            return 1
        }
        let replay = NotebookReplay(document, runner: Runner(style: NotebookReplay.recordingStyle))
        guard replay.failed > 0 else { return 0 }
        if json {
            Terminal.write("{\"file\":\(JSONText.quote(file)),\"severity\":\"error\",\"kind\":\"notebook\","
                + "\"message\":\(JSONText.quote("\(replay.failed) recorded outputs differ"))}\n")
        } else {
            Terminal.write(replay.report(fileName: file) + "\n")
        }
        return replay.failed
    }
}
