import Notebook
#if canImport(Glibc)
import Glibc
#endif

/// `layoutbook tutor FILE` at a terminal: the prose of each step, then its command already typed
/// at the prompt. Enter runs it as the shell would and says whether the output matches the
/// recording; the learner may edit it, or clear the line and type other commands, which run in
/// the same session. Esc-n (or `next` alone on a line) skips the step, Esc-p (`back`) returns to
/// the step before, Esc-q (`quit`, or Ctrl-D) leaves.
///
/// The tutor reads and writes no file but the notebook: no history file, no journal, and the
/// notebook's (or the learner's) `save` and `load` are refused unless `--allow-files`.
struct TutorSession {
    var tutorial: Tutorial
    /// The prompt: reads entries, runs them, prints their output, completes view names.
    var shell: ShellSession
    /// A runner with nothing run yet, for rebuilding the session on `back`.
    let freshRunner: Runner

    /// The keys, shown before each step.
    static let keys = "Enter runs it · Esc-n next · Esc-p back · Esc-q quit"
    static let pausePrompt = "(paused · Enter goes on) "
    /// What Esc and a letter enter.
    static let wordKeys: [Character: String] = [
        "n": Tutorial.Action.next.rawValue, "p": Tutorial.Action.back.rawValue, "q": Tutorial.Action.quit.rawValue,
    ]

    init(tutorial: Tutorial, runner: Runner, editor: LineEditor, fixedWidth: Int?, fixedHeight: Int? = nil) {
        self.tutorial = tutorial
        freshRunner = runner
        // No data directory: a tutorial keeps no history file and no journal.
        shell = ShellSession(runner: runner, editor: editor, data: nil, fixedWidth: fixedWidth, fixedHeight: fixedHeight)
    }

    /// Walks through the notebook until the learner quits.
    mutating func run(title: String) {
        ShellSession.catchInterrupts()
        shell.editor.bindWords(Self.wordKeys)
        Terminal.write("Layoutbook tutor: \(title), \(tutorial.steps.count) steps. Each step's command is typed "
            + "at the prompt: edit it, or clear the line (Ctrl-U) and try your own.\n")
        arrive()
        while true {
            if tutorial.isPaused, !waitAtPause() { break }
            if tutorial.isPaused { continue }
            let tutorial = self.tutorial
            let read = shell.readEntry(offering: { tutorial.nextLine(after: $0) },
                                       stands: { Tutorial.Action(typed: $0) != nil })
            guard case .entry(let source) = read else { break }
            if let action = Tutorial.Action(typed: source) {
                if !perform(action) { break }
            } else if tutorial.isCurrentCommand(source) {
                runStep(source)
            } else {
                // The learner's own command: it runs in the same session, and the step waits.
                shell.run(source)
                shell.remember(source)
            }
        }
        Terminal.write("Left the tutorial at \(tutorial.isFinished ? "its end" : tutorial.progress): \(tutorial.summary).\n")
    }

    /// Shows the prose of the step to come, and the keys; at the end, the closing prose.
    func arrive() {
        guard let step = tutorial.current else {
            show(tutorial.ending)
            Terminal.write("End of the tutorial: \(tutorial.summary). The prompt goes on with the notebook's "
                + "state; Esc-p goes back a step, Esc-q or Ctrl-D leaves.\n")
            return
        }
        show(step.prose)
        if !tutorial.isPaused { Terminal.write("\(tutorial.progress) · \(Self.keys)\n") }
    }

    func show(_ prose: [String]) {
        Terminal.write(Self.text(of: prose))
    }

    /// Prose as printed: set apart by a blank line on each side; nothing when there is none.
    static func text(of prose: [String]) -> String {
        prose.isEmpty ? "" : "\n" + prose.joined(separator: "\n") + "\n\n"
    }

    /// A `pause` cell: waits for Enter (or a word); a command typed there runs and the pause
    /// goes on. False when the learner leaves.
    mutating func waitAtPause() -> Bool {
        let read = shell.readEntry(prompt: Self.pausePrompt, stands: { Tutorial.Action(typed: $0) != nil })
        guard case .entry(let source) = read else { return false }
        if let action = Tutorial.Action(typed: source) { return perform(action) }
        if source.allSatisfy({ $0 == " " || $0 == "\t" }) {
            tutorial.resume()
            Terminal.write("\(tutorial.progress) · \(Self.keys)\n")
        } else {
            shell.run(source)
            shell.remember(source)
        }
        return true
    }

    /// Runs the step's command as the shell does, then says how it compares with the recording.
    mutating func runStep(_ source: String) {
        guard tutorial.current != nil else { return }
        // Shown at the terminal's width; compared in the recording's style, from the same run.
        let (_, recordingStyle) = shell.run(source, alsoIn: NotebookReplay.recordingStyle)
        shell.remember(source)
        if let outcome = tutorial.ran(printed: recordingStyle) {
            let verdict = outcome.verdict()
            if !verdict.isEmpty { Terminal.write(verdict.joined(separator: "\n") + "\n") }
        }
        arrive()
    }

    /// `next`, `back` or `quit`; false for quit.
    mutating func perform(_ action: Tutorial.Action) -> Bool {
        switch action {
        case .quit:
            return false
        case .next:
            let progress = tutorial.progress
            guard let step = tutorial.skip() else {
                Terminal.write("This is the end of the tutorial: Esc-p goes back a step, Esc-q leaves.\n")
                return true
            }
            // The step still runs, so the next one finds the session the notebook describes.
            shell.run(step.command, quietly: true)
            Terminal.write("Skipped \(progress): its command ran without being shown.\n")
            arrive()
        case .back:
            tutorial.back()
            var runner = freshRunner
            tutorial.replay(on: &runner)
            shell.runner = runner
            shell.refreshViews()
            Terminal.write("Back to \(tutorial.progress): the session is replayed from the start up to it.\n")
            arrive()
        }
        return true
    }
}
