import ConflictLog
import Language
import Notebook
import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// The session at the prompt: reads entries with libedit, runs them, keeps the history and the
/// journal, carries out `save` and `load`, and offers to save unsaved work on the way out.
struct ShellSession {
    /// What the session starts from.
    enum Start {
        case empty
        /// `layoutbook FILE`: the file was replayed on the runner; this is what it printed.
        case file(transcript: String)
        /// `layoutbook --recover`: a journal to replay.
        case recover(Journal.Recoverable, script: String)
    }

    var runner: Runner
    let editor: LineEditor
    let data: DataDirectory?
    /// `--width`, which wins over the terminal's width.
    let fixedWidth: Int?
    /// `--height`, which wins over the terminal's height.
    let fixedHeight: Int?
    var journal: Journal?
    /// How many of the runner's recorded entries are in the journal.
    var journaled = 0
    /// Whether an entry changed the session since it started or was last saved.
    var unsaved = false
    /// The declared views' names, for completion.
    var views: [String] = []
    /// The class of each view, for Tab after `NAME.`.
    var viewClasses: [String: String] = [:]
    /// Every other name the entries declared (constraints, values, functions), for completion.
    var names: [String] = []
    /// The one entry reader, kept from line to line: a class it holds waits for its extensions.
    var reader = ScriptEntries.reader()
    /// Entries read and not yet run: one paste's lines may complete several.
    var ready: [String] = []
    /// Whether the input ended (Ctrl-D, `quit`) with ``ready`` still to run.
    var leaving = false

    static let prompt = "layout> "
    static let continuationPrompt = "...> "
    static let saveQuestion = "Save this session as a notebook? [y/N] "

    init(runner: Runner, editor: LineEditor, data: DataDirectory?, fixedWidth: Int?, fixedHeight: Int? = nil) {
        self.runner = runner
        self.editor = editor
        self.data = data
        self.fixedWidth = fixedWidth
        self.fixedHeight = fixedHeight
    }

    /// Opens the history and the journal and replays what the session starts from.
    mutating func begin(_ start: Start) {
        Self.catchInterrupts()
        // Two lines, each within the 80 columns of a standard terminal.
        Terminal.write("Layoutbook — UIKit Auto Layout at a prompt.\n'help' lists what you can type; 'quit' or Ctrl-D leaves.\n")
        var recovering = false
        if case .recover = start { recovering = true }
        // Where the replayed journal is now: opening this shell's journal may have moved it aside.
        var recoveredPath: String? = nil
        if case .recover(let recovered, _) = start { recoveredPath = recovered.path }
        if let data {
            if DataDirectory.create(data.path) == nil { editor.useHistory(at: data.historyFile) }
            switch Journal.open(in: data.journalDirectory) {
            case .opened(let opened, let movedOrphan):
                journal = opened
                if let movedOrphan, movedOrphan.from == recoveredPath { recoveredPath = movedOrphan.to }
                if movedOrphan != nil, !recovering {
                    note("the last session ended without exiting; 'layoutbook --recover' replays it")
                }
            case .busy:
                note("\(Journal.slots.count) other layoutbook shells are keeping journals; this one keeps none")
            case .failed(let reason):
                note("no journal: \(reason)")
            }
        }
        switch start {
        case .empty:
            break
        case .file(let transcript):
            Terminal.write(transcript)
        case .recover(let recovered, let script):
            note("replaying \(recovered.path)")
            Terminal.write(runner.transcript(of: script))
            unsaved = !runner.recorded.isEmpty
        }
        journalNewEntries()
        // Its entries now live in this shell's journal: it is not offered again.
        if let data, journal != nil, let recoveredPath { Journal.retire(recoveredPath, in: data.journalDirectory) }
        refreshViews()
        // Only what the user types at this prompt reads or writes files; a replayed file never does.
        runner.files = DiskFiles()
    }

    /// Reads and runs entries until Ctrl-D on an empty line.
    mutating func loop() {
        while case .entry(let source) = readEntry() {
            run(source)
            // After the output: the picture comes first.
            remember(source)
        }
    }

    /// The words that leave the shell when typed alone at the prompt.
    static let leaveWords: Set<String> = ["quit", "exit"]

    /// What `readEntry` gave.
    enum Read: Equatable {
        case entry(String)
        /// Ctrl-D on an empty line.
        case end
    }

    /// Reads one complete entry: a line at `layout> ` (or `prompt`), then lines at `...> ` until
    /// the entry is complete as ``EntryReader`` says — the reader every front end uses, so a paste
    /// makes the entries `layoutbook run` makes of the same lines; Ctrl-C drops the lines typed
    /// so far and starts again. An entry the reader holds for what follows (a class before its
    /// `extension`, a log that may go on) is let go when nothing more of a paste is waiting.
    ///
    /// `offer` gives the text to put on the line already typed (editable), from the lines
    /// entered so far; while it offers one, the entry goes on even where the braces balance.
    /// A line for which `stands` holds is returned at once, dropping any lines before it.
    mutating func readEntry(prompt firstPrompt: String = Self.prompt,
                            offering offer: ([String]) -> String? = { _ in nil },
                            stands: (String) -> Bool = { _ in false }) -> Read {
        if !ready.isEmpty { return .entry(ready.removeFirst()) }
        if leaving { return .end }
        // The lines typed for this entry, for `offer`.
        var typed: [String] = []
        var offered = false
        var read: [Entry] = []
        while true {
            let open = reader.isInsideEntry || !typed.isEmpty
            editor.completion = Completion.Context(views: views, inBlock: open, enabled: true, classes: viewClasses,
                                                   names: names, scenes: runner.session.sceneNames)
            switch editor.readLine(prompt: open ? Self.continuationPrompt : firstPrompt, prefilled: offer(typed)) {
            case .end:
                if reader.isInsideEntry { note("the unfinished block was dropped") }
                ready = reader.isInsideEntry ? read.map(\.text) : (read + reader.finish()).map(\.text)
                reader.cancel()
                leaving = true
                return ready.isEmpty ? .end : .entry(ready.removeFirst())
            case .cancelled:
                reader.cancel()
                typed = []
                offered = false
                read = []
            case .line(let line):
                if stands(line) {
                    reader.cancel()
                    return .entry(line)
                }
                // `quit` or `exit` alone at the prompt leaves as Ctrl-D does: what a newcomer
                // types first. (No command or Swift statement is the bare word.)
                if !open, Self.leaveWords.contains(line.trimmingSpaces) {
                    ready = (read + reader.finish()).map(\.text)
                    leaving = true
                    return ready.isEmpty ? .end : .entry(ready.removeFirst())
                }
                typed.append(line)
                read += reader.read(line)
                if offer(typed) != nil {
                    offered = true
                    continue
                }
                if reader.isInsideEntry { continue }
                // What is held waits while more of a paste is arriving (a file's extensions belong
                // with the class before them; a log may go on).
                if reader.isHolding {
                    if Terminal.inputPending(milliseconds: reader.isHoldingBlock ? 150 : 30) { continue }
                    read += reader.release()
                }
                if offered {
                    // The tutor's entry is the lines it offered, whatever their braces.
                    return .entry(typed.joined(separator: "\n"))
                }
                guard !read.isEmpty else { continue }
                ready = read.map(\.text)
                return .entry(ready.removeFirst())
            }
        }
    }

    /// Keeps an entry that is not blank in the history.
    func remember(_ source: String) {
        if !source.allSatisfy({ $0 == " " || $0 == "\t" }) { editor.remember(source) }
    }

    /// Ctrl-C cancels a line (libedit reads it as a key). While an entry runs it must not end the
    /// program: it stops the entry instead (``Interruption``), and the session stays as it was.
    static func catchInterrupts() {
        Interruption.reset()  // made before the handler can touch it
        signal(SIGINT) { _ in Interruption.request() }
    }

    /// Runs one complete entry, prints what it printed unless `quietly`, and returns that.
    @discardableResult
    mutating func run(_ source: String, quietly: Bool = false) -> String {
        run(source, quietly: quietly, alsoIn: nil).printed
    }

    /// As ``run(_:quietly:)``, and also returns what the same run prints in `other` (the
    /// tutor's verdict compares the recording's style, whatever the terminal's width).
    @discardableResult
    mutating func run(_ source: String, quietly: Bool = false, alsoIn other: ReportStyle?)
        -> (printed: String, inOther: String)
    {
        // Blank lines and comments run nothing, as in a replay.
        guard !Entry(text: source, firstLine: 1).isBlank else { return ("", "") }
        runner.style.width = fixedWidth ?? Terminal.columns ?? runner.style.width
        runner.style.height = fixedHeight ?? Terminal.rows.map { ReportStyle.pictureRows(terminalRows: $0) } ?? runner.style.height
        let printed: String, inOther: String
        // A Ctrl-C pressed before this entry does not stop it.
        Interruption.reset()
        if let other {
            (printed, inOther) = runner.output(of: source, alsoIn: other)
        } else {
            printed = runner.output(of: source)
            inOther = printed
        }
        if !printed.isEmpty, !quietly { Terminal.write(printed + "\n") }
        journalNewEntries()
        // Read from the session itself: what changed, and the names every entry declared.
        if runner.changedSession {
            unsaved = true
            refreshViews()
        }
        for event in runner.fileEvents {
            switch event {
            case .saved: unsaved = false
            case .wrotePicture: break
            case .loaded:
                unsaved = true
                refreshViews()
            }
        }
        return (printed, inOther)
    }

    /// Appends the entries run since the last call to the journal, one write each.
    mutating func journalNewEntries() {
        let entries = runner.recorded
        if journal != nil {
            for entry in entries[min(journaled, entries.count)...] { journal?.append(entry.command) }
        }
        journaled = entries.count
    }

    mutating func refreshViews() {
        // Views made with `let a = UIView()` are completed before `addSubview` places them.
        views = runner.session.declaredViewNames
        names = runner.session.declaredOtherNames
        viewClasses = Dictionary(uniqueKeysWithValues: views.map { ($0, runner.session.className(ofView: $0)) })
    }

    // MARK: The end

    /// Ctrl-D: offers to save unsaved work, then closes the journal as a clean exit.
    mutating func end() {
        if unsaved { offerToSave() }
        if let journal { journal.finish() }
        journal = nil
    }

    mutating func offerToSave() {
        editor.completion = .none
        guard case .line(let answer) = editor.readLine(prompt: Self.saveQuestion),
              ["y", "yes"].contains(answer.trimmingSpaces.lowercased()) else { return }
        while true {
            guard case .line(let name) = editor.readLine(prompt: "File name: "),
                  !name.trimmingSpaces.isEmpty else {
                Terminal.write("Not saved.\n")
                return
            }
            let path = name.trimmingSpaces
            switch runner.save(to: path, force: false) {
            case .saved(let message):
                Terminal.write(message + "\n")
                return
            case .failed(let message):
                Terminal.write("error: \(message)\n")
            case .exists(let message):
                Terminal.write("\(message).\n")
                guard case .line(let answer) = editor.readLine(prompt: "Replace it? [y/N] "),
                      ["y", "yes"].contains(answer.trimmingSpaces.lowercased()) else { continue }
                if case .saved(let message) = runner.save(to: path, force: true) {
                    Terminal.write(message + "\n")
                    return
                }
            }
        }
    }

    func note(_ text: String) {
        Terminal.write("note: \(text)\n")
    }
}
