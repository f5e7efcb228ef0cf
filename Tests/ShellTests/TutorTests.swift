import Foundation
import Testing

/// `layoutbook tutor FILE` at a real terminal (tmux): the learner reads a step, finds its command
/// typed at the prompt, and moves with Enter, Esc-n, Esc-p and Esc-q.
@Suite("the tutor at a terminal", .serialized)
struct TutorTests {
    static let notebook = """
        <!-- layoutbook notebook v1 -->
        # A tiny tutorial

        Make a box.

        ```layout
        layout> set output changes
        note: output: changes
        layout> view box
        box  added (0,0,0,0)
        ...
        ```

        Give it a size.

        <!-- layout: pause -->
        ```layout
        layout> box.snp.makeConstraints { make in
        ...>     make.size.equalTo(100)
        ...> }
        box  (0,0,0,0) → (0,0,100,100)
        ...
        ```

        The end.

        """

    static let keys = "Enter runs it · Esc-n next · Esc-p back · Esc-q quit"

    /// A tutor on `text` written to a notebook in the session's own data directory.
    static func tutor(_ text: String = notebook) throws -> TerminalSession {
        let dataHome = try TerminalSession.makeDataHome()
        let path = dataHome.appendingPathComponent("tiny.md")
        try text.write(to: path, atomically: true, encoding: .utf8)
        return try TerminalSession(["tutor", path.path], dataHome: dataHome)
    }

    /// Presses `key`, then waits until the line being edited reads `line`.
    static func press(_ shell: TerminalSession, _ key: String, then line: String) throws {
        try shell.press(key)
        try ShellTests.waitForLine(shell, line)
    }

    /// Clears the pre-typed line and enters the learner's own `command`.
    static func typeOwn(_ shell: TerminalSession, _ command: String) throws {
        try shell.press("C-u")
        try shell.type(command)
        try shell.press("Enter")
    }

    static let pause = "(paused · Enter goes on)"

    @Test("a step's prose comes first, then its command typed at the prompt; Enter runs it and says it matches")
    func firstStep() throws {
        let shell = try Self.tutor()
        defer { shell.removeDataHome() }
        try shell.waitFor("Make a box.\n\nstep 1 of 3 · \(Self.keys)\nlayout> set output changes")
        try ShellTests.waitForLine(shell, "layout> set output changes")
        try shell.press("Enter")
        try shell.waitFor("layout> set output changes\nnote: output: changes\n✓ matches the recording\nstep 2 of 3 · \(Self.keys)\n")
        try ShellTests.waitForLine(shell, "layout> view box")
    }

    @Test("the learner's own command runs in the same session, and the step's command is typed again")
    func ownCommand() throws {
        let shell = try Self.tutor()
        defer { shell.removeDataHome() }
        try ShellTests.waitForLine(shell, "layout> set output changes")
        try Self.press(shell, "Enter", then: "layout> view box")
        try Self.typeOwn(shell, "view mine")
        try shell.waitFor("layout> view mine\nmine  added (0,0,0,0)")
        try ShellTests.waitForLine(shell, "layout> view box")
        try shell.press("Enter")
        let screen = try shell.waitFor("box  added (0,0,0,0)")
        #expect(!screen.contains("layout> view mine\nmine  added (0,0,0,0)\n✓"))
        try shell.waitFor("✓ matches the recording", count: 2)
        // At a pause, too, a command runs in the session.
        try ShellTests.waitForLine(shell, Self.pause)
        try shell.type("frames")
        try shell.press("Enter")
        try shell.waitFor("  mine  (0,0,0,0)")
        try ShellTests.waitForLine(shell, Self.pause)
        try Self.press(shell, "Enter", then: "layout> box.snp.makeConstraints { make in")
    }

    @Test("Esc-n skips a step with the command still run, a pause waits for Enter, and a block is offered line by line")
    func skipPauseAndBlock() throws {
        let shell = try Self.tutor()
        defer { shell.removeDataHome() }
        try ShellTests.waitForLine(shell, "layout> set output changes")
        try Self.press(shell, "Enter", then: "layout> view box")
        try shell.press("M-n")
        try shell.waitFor(lines: "layout> next\nSkipped step 2 of 3: its command ran without being shown.\n\nGive it a size.\n\n")
        try ShellTests.waitForLine(shell, Self.pause)
        try Self.press(shell, "Enter", then: "layout> box.snp.makeConstraints { make in")
        try Self.press(shell, "Enter", then: "...>     make.size.equalTo(100)")
        try Self.press(shell, "Enter", then: "...> }")
        try shell.press("Enter")
        // The skipped `view box` ran: the block finds its view.
        try shell.waitFor("box  (0,0,0,0) → (0,0,100,100)")
        try shell.waitFor("✓ matches the recording", count: 2)
        try shell.waitFor("The end.\n\nEnd of the tutorial: 2 matched, 1 skipped.")
        try ShellTests.waitForLine(shell, "layout>")
    }

    @Test("Esc-p goes back a step with the notebook's state there; 'quit' typed alone leaves, and nothing is written")
    func backAndQuit() throws {
        let shell = try Self.tutor()
        defer { shell.removeDataHome() }
        try ShellTests.waitForLine(shell, "layout> set output changes")
        try Self.press(shell, "Enter", then: "layout> view box")
        try Self.press(shell, "Enter", then: Self.pause)
        try Self.press(shell, "Enter", then: "layout> box.snp.makeConstraints { make in")
        try Self.typeOwn(shell, "view extra")
        try shell.waitFor("extra  added (0,0,0,0)")
        try ShellTests.waitForLine(shell, "layout> box.snp.makeConstraints { make in")
        try shell.press("M-p")
        try shell.waitFor(lines: "layout> back\nBack to step 2 of 3: the session is replayed from the start up to it.\n")
        try ShellTests.waitForLine(shell, "layout> view box")
        try Self.typeOwn(shell, "frames")
        let screen = try shell.waitFor("root  (0,0,375,667)")
        // The table alone: from the command to the next prompt.
        let frames = (screen.components(separatedBy: "layout> frames").last ?? "")
            .components(separatedBy: "\nlayout>").first ?? ""
        #expect(!frames.contains("box"))
        #expect(!frames.contains("extra"))
        try ShellTests.waitForLine(shell, "layout> view box")
        try Self.typeOwn(shell, "quit")
        try shell.waitFor("Left the tutorial at step 2 of 3: 1 matched.")
        #expect(try shell.exitStatus() == 0)
        #expect(shell.dataFile("layoutbook/history") == nil)
        #expect(shell.dataFile("layoutbook/journal/current.layout") == nil)
        #expect(shell.dataFile("layoutbook/journal/last.layout") == nil)
    }

    @Test("an output that differs from the recording shows the recorded and the printed lines; Esc-q leaves")
    func mismatch() throws {
        let shell = try Self.tutor(Self.notebook.replacingOccurrences(of: "note: output: changes", with: "note: output: quiet"))
        defer { shell.removeDataHome() }
        try ShellTests.waitForLine(shell, "layout> set output changes")
        try shell.press("Enter")
        try shell.waitFor("✗ differs from the recording\n-note: output: quiet\n+note: output: changes\nstep 2 of 3")
        try ShellTests.waitForLine(shell, "layout> view box")
        try shell.press("M-q")
        try shell.waitFor(lines: "layout> quit\nLeft the tutorial at step 2 of 3: 0 matched, 1 differed.")
        #expect(try shell.exitStatus() == 0)
    }
}
