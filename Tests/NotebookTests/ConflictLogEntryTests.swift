import Language
import Layout
import Notebook
import Testing

/// A conflict log at the prompt: pasted, read with `log FILE`, in a script; then the session.
@Suite("conflict logs at the prompt")
struct ConflictLogEntryTests {
    /// A cell whose image view is 100 tall with 10 above and below, in a content view the table
    /// view fixes at 44: 10 + 100 + 10 = 120 cannot be 44.
    static let log = """
        2026-04-01 12:00:00.000000+0000 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x6000aa01 UIImageView:0x7f00b1.height == 100   (active)>",
            "<NSLayoutConstraint:0x6000aa02 V:|-(10)-[UIImageView:0x7f00b1]   (active, names: '|':UITableViewCellContentView:0x7f00a1 )>",
            "<NSLayoutConstraint:0x6000aa03 V:[UIImageView:0x7f00b1]-(10)-|   (active, names: '|':UITableViewCellContentView:0x7f00a1 )>",
            "<NSLayoutConstraint:0x6000aa04 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f00a1.height == 44   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x6000aa01 UIImageView:0x7f00b1.height == 100   (active)>
        """

    @Test("a pasted log is answered and the prompt goes on with its views, one undo away")
    func pasted() {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        let answer = runner.output(of: Self.log)
        #expect(answer.contains("UIKit broke \"imageView1.height == 100\" (line 4); the rebuilt layout breaks it too."))
        // 44 − 10 − 10.
        #expect(answer.contains("With it broken: imageView1.height is 24, not 100"))
        #expect(runner.session.layout.frame(of: runner.session.layout.id(of: "imageView1") ?? .root).height == 24)
        // The constraint is reachable by its log line: lowered to 999 it gives way without a conflict.
        for step in ["line4.isActive = false", "line4.priority = 999", "line4.isActive = true"] { _ = runner.output(of: step) }
        #expect(runner.session.layout.conflicts.isEmpty)
        _ = runner.output(of: "line7.constant = 120")
        #expect(runner.session.layout.frame(of: runner.session.layout.id(of: "imageView1") ?? .root).height == 100)
        for _ in 0..<5 { _ = runner.output(of: "undo") }
        #expect(runner.session.layout.id(of: "imageView1") == nil)
    }

    @Test("a script reads a log as one entry, and the command after it as the next")
    func inAScript() {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        let transcript = runner.transcript(of: Self.log + "\n\nframes\n")
        #expect(transcript.contains("...> Will attempt to recover by breaking constraint\n"))
        #expect(transcript.contains("\nlayout> frames\n"))
        #expect(runner.failures == 0)
    }

    @Test("'log FILE' reads the file, records the log itself, and refuses a file that is not a log")
    func logFile() {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        runner.files = MemoryFiles(["cell.log": Self.log + "\n", "notes.txt": "view a\n"])
        #expect(runner.output(of: "log cell.log").hasPrefix("Conflict log: 4 constraints · UIKit broke the one on line 4"))
        #expect(runner.recorded.last?.command == Self.log)
        let refused = runner.output(of: "log notes.txt")
        #expect(refused.hasPrefix("1:5: error: 'notes.txt' is not a conflict log: line 1, column 1: expected a conflict log"))
        #expect(runner.output(of: "log missing.log").contains("cannot read 'missing.log': no such file"))
    }

    @Test("a replay refuses 'log FILE' with a note, as it refuses 'load'")
    func refusedInReplay() {
        var runner = Runner()
        #expect(runner.output(of: "log x.log").hasPrefix("note: 'log x.log' is not carried out here"))
    }

    @Test("with --json the answer is one object")
    func json() {
        var runner = Runner(json: true)
        let out = runner.output(of: Self.log)
        #expect(out.hasPrefix("{\"type\":\"conflictLog\",\"form\":\"console\""))
        #expect(!out.contains("\n"))
        #expect(out.contains("\"uikitBroke\":{\"line\":4,\"constraint\":\"imageView1.height == 100\",\"log\":"))
    }
}
