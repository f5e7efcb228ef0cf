import Foundation
import Notebook
import Rendering
import Testing

/// A notebook as a walkthrough: steps, moving through them, pauses and verdicts.
@Suite("the tutorial walkthrough")
struct TutorialTests {
    static let sample = """
        <!-- layoutbook notebook v1 -->
        # Boxes

        Make a box.

        ```layout
        layout> set output changes
        note: output: changes
        layout> view box
        box  added (0,0,0,0)
        ...
        ```
        <!-- layout: skip -->
        ```layout
        layout> view never
        ```

        Give it a size.

        <!-- layout: pause -->
        ```layout
        layout> box.snp.makeConstraints { make in
        ...>     make.size.equalTo(100)
        ...> }
        box  (0,0,0,0) → (0,0,100,100)
        ...
        layout> frames
        ...
        ```
        <!-- layout: nondeterministic -->
        ```layout
        layout> view clock
        whatever the time is
        ```

        The end.
        """

    static func tutorial(_ text: String = sample) throws -> Tutorial {
        Tutorial(try NotebookDocument.parse(text))
    }

    @Test("each command is a step, with the prose since the step before and its recorded output")
    func steps() throws {
        let tutorial = try Self.tutorial()
        #expect(tutorial.steps.map(\.command) == [
            "set output changes", "view box",
            "box.snp.makeConstraints { make in\n    make.size.equalTo(100)\n}", "frames", "view clock",
        ])
        #expect(tutorial.steps.map(\.prose) == [
            ["# Boxes", "", "Make a box."], [],
            ["```layout", "layout> view never", "```", "", "Give it a size."], [], [],
        ])
        #expect(tutorial.steps.map(\.recorded) == [
            ["note: output: changes"], ["box  added (0,0,0,0)", "..."], ["box  (0,0,0,0) → (0,0,100,100)", "..."],
            ["..."], ["whatever the time is"],
        ])
        #expect(tutorial.steps.map(\.line) == [7, 9, 22, 27, 32])
        #expect(tutorial.steps[2].lines == ["box.snp.makeConstraints { make in", "    make.size.equalTo(100)", "}"])
        #expect(tutorial.ending == ["The end."])
    }

    @Test("a pause cell waits before its first command only, and again on coming back to it")
    func pauses() throws {
        var tutorial = try Self.tutorial()
        #expect(tutorial.steps.map(\.pause) == [false, false, true, false, false])
        #expect(!tutorial.isPaused)
        _ = tutorial.skip()
        _ = tutorial.skip()
        #expect(tutorial.isPaused)
        tutorial.resume()
        #expect(!tutorial.isPaused)
        _ = tutorial.skip()
        #expect(!tutorial.isPaused)
        tutorial.back()
        #expect(tutorial.position == 2)
        #expect(tutorial.isPaused)
    }

    @Test("next and back move one step and stay within the tutorial")
    func moving() throws {
        var tutorial = try Self.tutorial()
        #expect(tutorial.progress == "step 1 of 5")
        tutorial.back()
        #expect(tutorial.position == 0)
        #expect(tutorial.skip()?.command == "set output changes")
        #expect(tutorial.progress == "step 2 of 5")
        for _ in 0..<4 { _ = tutorial.skip() }
        #expect(tutorial.isFinished)
        #expect(tutorial.current == nil)
        #expect(tutorial.skip() == nil)
        #expect(tutorial.position == 5)
        tutorial.back()
        #expect(tutorial.current?.command == "view clock")
        #expect(tutorial.summary == "0 matched, 4 skipped")
    }

    @Test("a step's output is compared with the recording, '...' included; a nondeterministic one is not")
    func verdicts() throws {
        var tutorial = try Self.tutorial()
        #expect(tutorial.ran(printed: "note: output: changes  \n") == .matched)
        #expect(tutorial.ran(printed: "box  added (0,0,0,0)\n\nAmbiguous layout: box …") == .matched)
        let outcome = tutorial.ran(printed: "box  (0,0,0,0) → (0,0,50,50)")
        #expect(outcome?.verdict() == [
            "✗ differs from the recording", "-box  (0,0,0,0) → (0,0,100,100)", "-...", "+box  (0,0,0,0) → (0,0,50,50)",
        ])
        _ = tutorial.skip()
        #expect(tutorial.ran(printed: "another time") == .unchecked)
        #expect(tutorial.isFinished)
        #expect(tutorial.ran(printed: "") == nil)
        #expect(tutorial.summary == "2 matched, 1 differed, 1 not compared, 1 skipped")
        #expect(Tutorial.Outcome.matched.verdict() == ["✓ matches the recording"])
        #expect(Tutorial.Outcome.unchecked.verdict() == ["· not compared: the cell is marked nondeterministic"])
    }

    @Test("differences start where the output parts from the recording, eight lines of each at most")
    func differences() {
        let recorded = ["same"] + (1...10).map { "old \($0)" }
        let printed = (["same"] + (1...3).map { "new \($0)" }).joined(separator: "\n")
        let comparison = OutputComparison(recorded: recorded, printed: printed)
        #expect(!comparison.matches)
        #expect(comparison.differences() == (1...8).map { "-old \($0)" } + ["-…", "+new 1", "+new 2", "+new 3"])
        #expect(OutputComparison(recorded: ["a", "..."], printed: "a\nb\nc").differences().isEmpty)
    }

    @Test("a multi-line step is offered a line at a time while the typed lines follow it")
    func offeredLines() throws {
        var tutorial = try Self.tutorial()
        #expect(tutorial.nextLine(after: []) == "set output changes")
        #expect(tutorial.nextLine(after: ["set output changes"]) == nil)
        _ = tutorial.skip()
        _ = tutorial.skip()
        let lines = tutorial.steps[2].lines
        #expect(tutorial.nextLine(after: []) == lines[0])
        #expect(tutorial.nextLine(after: [lines[0]]) == lines[1])
        #expect(tutorial.nextLine(after: [lines[0], "make.size.equalTo(100)  "]) == "}")
        #expect(tutorial.nextLine(after: lines) == nil)
        #expect(tutorial.nextLine(after: [lines[0], "make.size.equalTo(50)"]) == nil)
        #expect(tutorial.isCurrentCommand(lines.joined(separator: "\n")))
        #expect(tutorial.isCurrentCommand("box.snp.makeConstraints { make in\nmake.size.equalTo(100)\n}  "))
        #expect(!tutorial.isCurrentCommand("box.snp.makeConstraints { make in\nmake.size.equalTo(50)\n}"))
        #expect(!tutorial.isCurrentCommand(lines[0]))
    }

    @Test("next, back and quit are recognised alone on a line, in any case, spaces around")
    func actions() {
        #expect(Tutorial.Action(typed: "next") == .next)
        #expect(Tutorial.Action(typed: "  Back ") == .back)
        #expect(Tutorial.Action(typed: "QUIT") == .quit)
        #expect(Tutorial.Action(typed: "view next") == nil)
        #expect(Tutorial.Action(typed: "nextt") == nil)
        #expect(Tutorial.Action(typed: "") == nil)
    }

    @Test("going back rebuilds the notebook's state at that step, whatever the learner typed in between")
    func backRebuildsState() throws {
        var tutorial = try Self.tutorial()
        var runner = Runner(style: NotebookReplay.recordingStyle)
        for _ in 0..<3 {
            let step = try #require(tutorial.current)
            tutorial.ran(printed: runner.output(of: step.command))
        }
        _ = runner.output(of: "view extra")
        _ = runner.output(of: "box.snp.remakeConstraints { make in make.size.equalTo(10) }")
        tutorial.back()
        #expect(tutorial.position == 2)
        var rebuilt = Runner(style: NotebookReplay.recordingStyle)
        tutorial.replay(on: &rebuilt)
        var expected = Runner(style: NotebookReplay.recordingStyle)
        for command in ["set output changes", "view box"] { _ = expected.output(of: command) }
        #expect(Report.frames(rebuilt.session.layout, style: .init()) == Report.frames(expected.session.layout, style: .init()))
        #expect(rebuilt.session.layout.id(of: "extra") == nil)
        #expect(rebuilt.session.layout.id(of: "never") == nil)
    }

    @Test("the output to compare comes from the same run in the recording style; save and load run once")
    func recordingOutput() {
        let files = MemoryFiles()
        var runner = Runner(style: ReportStyle(width: 100))
        runner.files = files
        _ = runner.output(of: "view box")
        let shown = runner.output(of: "show", alsoIn: NotebookReplay.recordingStyle)
        #expect(shown.printed.split(separator: "\n").first?.count == 100)
        #expect(shown.inOther.split(separator: "\n").first?.count == 60)
        let saved = runner.output(of: "save notes.md", alsoIn: NotebookReplay.recordingStyle)
        #expect(saved.inOther == saved.printed)
        #expect(files["notes.md"] != nil)
        let loaded = runner.output(of: "load notes.md", alsoIn: NotebookReplay.recordingStyle)
        #expect(loaded.inOther == loaded.printed)
        // One run each: every entry is recorded once, and the load as the entries it loaded.
        #expect(runner.recorded.map(\.command) == ["view box", "show", "view box", "show"])
    }

    @Test("walking through a shipped notebook, every step matches its recording",
          arguments: ShippedNotebookTests.notebooks)
    func shippedNotebook(_ path: String) throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        let document = try NotebookDocument.parse(bytes: bytes)
        var tutorial = Tutorial(document)
        // A learner's terminal is wider than the recording: the verdict must not depend on it.
        var runner = Runner(style: ReportStyle(width: 100, color: true))
        // The storyboards the notebook holds, as `layoutbook tutor` gives them to its runner.
        runner.embedded = document.embeddedDocuments
        while let step = tutorial.current {
            let outcome = tutorial.ran(printed: runner.output(of: step.command, alsoIn: NotebookReplay.recordingStyle).inOther)
            #expect(outcome != nil)
            if case .differed(let comparison) = outcome {
                Issue.record("\(path):\(step.line): \(comparison.differences().joined(separator: "\n"))")
            }
        }
        #expect(tutorial.tally.differed == 0)
    }
}
