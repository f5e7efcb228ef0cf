import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The interactive shell as a user meets it: the real binary in a pseudo-terminal (tmux), typed
/// at key by key. Each test has its own tmux server and its own data directory.
@Suite("the interactive shell", .serialized)
struct ShellTests {
    static let prompt = "layout> "
    static let saveQuestion = "Save this session as a notebook? [y/N]"

    /// The last line of the screen that is not blank: where the cursor's line is.
    static func lastLine(_ shell: TerminalSession) throws -> String {
        try shell.lines().last { !$0.isEmpty } ?? ""
    }

    /// Waits until the line being edited reads `text` exactly.
    @discardableResult
    static func waitForLine(_ shell: TerminalSession, _ text: String) throws -> String {
        try shell.waitUntil("the line '\(text)'") { screen in
            screen.split(separator: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
                .last { !$0.isEmpty } == text
        }
    }

    /// Types a line and presses Enter, then waits for the `n`th prompt.
    static func enter(_ shell: TerminalSession, _ line: String, thenPrompt n: Int) throws {
        try shell.type(line)
        try shell.press("Enter")
        try shell.waitFor(prompt, count: n)
    }

    @Test("Tab completes a command word with the space after it, and a help topic")
    func completesCommandWord() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        try shell.waitFor(Self.prompt)
        try shell.type("fra")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> frames")
        try shell.type("# then a comment")
        try Self.waitForLine(shell, "layout> frames # then a comment")
        try shell.press("C-u")
        try shell.type("help sn")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> help snapkit")
        try shell.press("Enter")
        try shell.waitFor("SnapKit make blocks, in the new and the old spelling:")
    }

    @Test("Tab completes a device name, spaces and all, and what shows the view controller after 'in'")
    func completesDeviceName() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        try shell.waitFor(Self.prompt)
        try shell.type("device iPhone 15 Pro M")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> device iPhone 15 Pro Max")
        try shell.press("Enter")
        try shell.waitFor("note: device: iPhone 15 Pro Max, portrait 430×932 · safe area 59,0,34,0")
        // The picture and the change list follow the note: type only at the next prompt.
        try Self.waitForLine(shell, "layout>")
        try shell.type("in navigation and t")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> in navigation and tab bar")
    }

    @Test("Tab completes a view name to the common prefix; a second Tab lists the candidates")
    func completesViewName() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        try shell.waitFor(Self.prompt)
        try Self.enter(shell, "set output quiet", thenPrompt: 2)
        try Self.enter(shell, "view header", thenPrompt: 3)
        try Self.enter(shell, "view headline", thenPrompt: 4)
        try shell.type("hea")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> head")
        try shell.press("Tab")
        try shell.waitFor("header    headline")
        try Self.waitForLine(shell, "layout> head")
        try shell.type("l")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> headline")
        try shell.type(".topA")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> headline.topAnchor")
    }

    @Test("Tab completes a view made with 'let' before addSubview places it, and attributes after $0.")
    func completesPastedViewName() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        try shell.waitFor(Self.prompt)
        try Self.enter(shell, "set output quiet", thenPrompt: 2)
        try Self.enter(shell, "let photoView = UIImageView()", thenPrompt: 3)
        try shell.type("view.addSubview(pho")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> view.addSubview(photoView")
        try shell.type(")")
        try shell.press("Enter")
        try shell.waitFor(Self.prompt, count: 4)
        try shell.type("photoView.snp.makeConstraints { $0.edg")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> photoView.snp.makeConstraints { $0.edges")
    }

    @Test("Tab offers what only a Swift entry declared: a view made in a loop, a constraint kept, a function")
    func completesSwiftOnlyNames() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        try shell.waitFor(Self.prompt)
        try Self.enter(shell, "set output quiet", thenPrompt: 2)
        try Self.enter(shell, "for name in [\"a\"] { let footerView = UIView() ; view.addSubview(footerView) }", thenPrompt: 3)
        try Self.enter(shell, "func makeDivider() -> UIView { UIView() }", thenPrompt: 4)
        try shell.type("footerV")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> footerView")
        try shell.press("C-u")
        try shell.type("makeDi")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> makeDivider")
    }

    @Test("Tab completes SnapKit methods after NAME.snp. and attributes after make.")
    func completesSnapKitAttribute() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        try shell.waitFor(Self.prompt)
        try Self.enter(shell, "set output changes", thenPrompt: 2)
        try Self.enter(shell, "view box", thenPrompt: 3)
        try shell.type("box.snp.mak")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> box.snp.makeConstraints")
        try shell.type(" { make in make.wi")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> box.snp.makeConstraints { make in make.width")
        try shell.type(".equalTo(50) ; make.height.equalTo(50) ; make.cen")
        try shell.press("Tab")
        try Self.waitForLine(shell, "layout> box.snp.makeConstraints { make in make.width.equalTo(50) ; make.height.equalTo(50) ; make.center")
        try shell.press("Tab")
        let listing = try shell.waitFor("centerWithinMargins")
        #expect(listing.contains("centerX"))
        #expect(listing.contains("centerYWithinMargins"))
        try shell.type(".equalTo(100) }")
        try shell.press("Enter")
        try shell.waitFor("box  (0,0,0,0) → (75,75,50,50)")
    }

    @Test("a make block spans lines at the '...> ' prompt and is one history entry")
    func multiLineBlock() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        try shell.waitFor(Self.prompt)
        try Self.enter(shell, "set output changes", thenPrompt: 2)
        try Self.enter(shell, "view box", thenPrompt: 3)
        try shell.type("box.snp.makeConstraints { make in")
        try shell.press("Enter")
        try Self.waitForLine(shell, "...>")
        try shell.type("make.size.equalTo(100)")
        try shell.press("Enter")
        try shell.type("make.top.left.equalTo(10)")
        try shell.press("Enter")
        try shell.waitFor("...> make.top.left.equalTo(10)")
        try shell.type("}")
        try shell.press("Enter")
        try shell.waitFor("box  (0,0,0,0) → (10,10,100,100)")
        try shell.waitFor(Self.prompt, count: 4)
        try shell.press("Up")
        try shell.waitFor("layout> box.snp.makeConstraints { make in\nmake.size.equalTo(100)\nmake.top.left.equalTo(10)\n}", count: 1)
        #expect(shell.dataFile("layoutbook/journal/current.layout")
            == "set output changes\nview box\nbox.snp.makeConstraints { make in\nmake.size.equalTo(100)\nmake.top.left.equalTo(10)\n}\n")
    }

    @Test("Ctrl-C drops the line being typed, or a whole unfinished block, and the shell goes on")
    func controlC() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        try shell.waitFor(Self.prompt)
        try Self.enter(shell, "set output quiet", thenPrompt: 2)
        try shell.type("view gone")
        try shell.press("Left", "Left", "C-c")
        try shell.waitFor("layout> view gone^C")
        try shell.waitFor(Self.prompt, count: 3)
        try shell.type("root.snp.makeConstraints { make in")
        try shell.press("Enter")
        try shell.type("make.top")
        try shell.press("C-c")
        try shell.waitFor("...> make.top^C")
        try Self.waitForLine(shell, "layout>")
        try Self.enter(shell, "view kept", thenPrompt: 5)
        #expect(shell.dataFile("layoutbook/journal/current.layout") == "set output quiet\nview kept\n")
        try shell.press("C-d")
        try shell.waitFor(Self.saveQuestion)
        try shell.press("Enter")
        #expect(try shell.exitStatus() == 0)
    }

    @Test("Ctrl-D with unsaved work asks to save and writes a notebook that 'check' accepts")
    func controlDSavesNotebook() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        let notebook = shell.dataHome.appendingPathComponent("session.md").path
        try shell.waitFor(Self.prompt)
        try Self.enter(shell, "set output quiet", thenPrompt: 2)
        try Self.enter(shell, "view a", thenPrompt: 3)
        try shell.type("a.snp.makeConstraints { make in")
        try shell.press("Enter")
        try shell.type("make.edges.equalTo(0) }")
        try shell.press("Enter")
        try shell.waitFor(Self.prompt, count: 4)
        try shell.press("C-d")
        try shell.waitFor(Self.saveQuestion)
        try shell.type("y")
        try shell.press("Enter")
        try shell.waitFor("File name:")
        try shell.type(notebook)
        try shell.press("Enter")
        try shell.waitFor("Saved 3 entries to \(notebook) as a notebook.")
        #expect(try shell.exitStatus() == 0)
        let saved = try String(contentsOfFile: notebook, encoding: .utf8)
        #expect(saved == """
            <!-- layoutbook notebook v1 -->
            # Layoutbook session

            ```layout
            layout> set output quiet
            note: output: quiet
            layout> view a
            Ambiguous layout: a has an ambiguous horizontal position and width — pin both its left and right, or one of them (or centerX) and give it a width
            Ambiguous layout: a has an ambiguous vertical position and height — pin both its top and bottom, or one of them (or centerY) and give it a height
            layout> a.snp.makeConstraints { make in
            ...> make.edges.equalTo(0) }
            ```

            """)
        // A clean exit moves the journal to last.layout.
        #expect(shell.dataFile("layoutbook/journal/current.layout") == nil)
        #expect(shell.dataFile("layoutbook/journal/last.layout")
            == "set output quiet\nview a\na.snp.makeConstraints { make in\nmake.edges.equalTo(0) }\n")
        let check = try Piped.run(["check", notebook], input: "")
        #expect(check.output.hasSuffix("3 passed, 0 failed\n"))
        #expect(check.status == 0)
    }

    @Test("history is kept across sessions: Up shows the previous session's entry")
    func historyAcrossSessions() throws {
        let home = try TerminalSession.makeDataHome()
        defer { try? FileManager.default.removeItem(at: home) }
        do {
            let first = try TerminalSession(dataHome: home)
            try first.waitFor(Self.prompt)
            try Self.enter(first, "view remembered", thenPrompt: 2)
            try first.press("C-d")
            try first.waitFor(Self.saveQuestion)
            try first.press("Enter")
            #expect(try first.exitStatus() == 0)
        }
        let history = try String(contentsOf: home.appendingPathComponent("layoutbook/history"), encoding: .utf8)
        #expect(history.contains("view\\040remembered"))
        let second = try TerminalSession(dataHome: home)
        try second.waitFor(Self.prompt)
        try second.press("Up")
        try Self.waitForLine(second, "layout> view remembered")
    }

    @Test("non-ASCII input works even in the C locale")
    func nonASCIIInput() throws {
        let shell = try TerminalSession(locale: "C")
        defer { shell.removeDataHome() }
        try shell.waitFor(Self.prompt)
        try Self.enter(shell, "set output quiet", thenPrompt: 2)
        // Room for the name and the text: the 40-row pane alone would give a 36-column picture.
        try Self.enter(shell, "set picture 100x60", thenPrompt: 3)
        try shell.type("label greeting text \"Grüße\"")
        try Self.waitForLine(shell, "layout> label greeting text \"Grüße\"")
        try shell.press("Enter")
        try shell.waitFor(Self.prompt, count: 4)
        try Self.enter(shell, "show", thenPrompt: 5)
        try shell.waitFor("│Grüße")
        #expect(shell.dataFile("layoutbook/journal/current.layout")?.contains("label greeting text \"Grüße\"\n") == true)
    }

    @Test("the journal survives kill -9, and --recover replays it and journals on")
    func journalSurvivesKill() throws {
        let home = try TerminalSession.makeDataHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let entries = "set output changes\nview box\nbox.snp.makeConstraints { make in\nmake.size.equalTo(100)\nmake.top.left.equalTo(10) }\n"
        do {
            let killed = try TerminalSession(dataHome: home)
            try killed.waitFor(Self.prompt)
            for line in entries.split(separator: "\n") {
                try killed.type(String(line))
                try killed.press("Enter")
            }
            try killed.waitFor("box  (0,0,0,0) → (10,10,100,100)")
            try killed.waitFor(Self.prompt, count: 4)
            let pid = try killed.pid()
            #expect(pid > 0)
            kill(pid, SIGKILL)
            _ = try killed.exitStatus()
        }
        let journal = home.appendingPathComponent("layoutbook/journal")
        #expect(try String(contentsOf: journal.appendingPathComponent("current.layout"), encoding: .utf8) == entries)

        let recovered = try TerminalSession(["--recover"], dataHome: home)
        try recovered.waitFor("note: replaying ")
        try recovered.waitFor("...> make.top.left.equalTo(10) }\nbox  (0,0,0,0) → (10,10,100,100)")
        try Self.enter(recovered, "frames", thenPrompt: 5)
        try recovered.waitFor("  box  (10,10,100,100)")
        // The recovered work is not saved anywhere yet.
        try recovered.press("C-d")
        try recovered.waitFor(Self.saveQuestion)
        try recovered.press("Enter")
        #expect(try recovered.exitStatus() == 0)
        #expect(try String(contentsOf: journal.appendingPathComponent("last.layout"), encoding: .utf8) == entries + "frames\n")
        #expect(!FileManager.default.fileExists(atPath: journal.appendingPathComponent("current.layout").path))
    }

    @Test("a second shell on the same data directory keeps its own journal, and --recover lists both")
    func secondShellJournals() throws {
        let home = try TerminalSession.makeDataHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let first = try TerminalSession(dataHome: home)
        try first.waitFor(Self.prompt)
        try Self.enter(first, "view fromFirst", thenPrompt: 2)
        let second = try TerminalSession(dataHome: home)
        try second.waitFor(Self.prompt)
        try Self.enter(second, "view fromSecond", thenPrompt: 2)
        for shell in [first, second] {
            kill(try shell.pid(), SIGKILL)
            _ = try shell.exitStatus()
        }
        let journal = home.appendingPathComponent("layoutbook/journal")
        #expect(try String(contentsOf: journal.appendingPathComponent("current.layout"), encoding: .utf8) == "view fromFirst\n")
        #expect(try String(contentsOf: journal.appendingPathComponent("current-2.layout"), encoding: .utf8) == "view fromSecond\n")

        let recovered = try TerminalSession(["--recover"], dataHome: home)
        try recovered.waitFor("note: 2 journals can be recovered; replaying number 1:")
        try recovered.waitFor("/layoutbook/journal/current.layout  killed, 1 entry")
        try recovered.waitFor("/layoutbook/journal/current-2.layout  killed, 1 entry")
        // The newer is replayed (the first slot's when both were written in the same second).
        // Ctrl-D only once the replay is done and the prompt waits: pressed earlier, a loaded
        // machine can deliver it while the journal is still being read.
        _ = try recovered.waitUntil("one of the journals replayed, then the prompt") { screen in
            let replayed = screen.contains("fromFirst  added (0,0,0,0)") || screen.contains("fromSecond  added (0,0,0,0)")
            let last = screen.split(separator: "\n").last { !$0.allSatisfy { $0 == " " } }
            return replayed && last.map { $0.hasPrefix(Self.prompt.trimmingCharacters(in: .whitespaces)) } == true
        }
        try recovered.press("C-d")
        try recovered.waitFor(Self.saveQuestion)
        try recovered.press("Enter")
        #expect(try recovered.exitStatus() == 0)
    }

    @Test("a killed session's journal outlives a later session that exits: --recover replays it, then it is gone")
    func killedJournalOutlivesNextSession() throws {
        let home = try TerminalSession.makeDataHome()
        defer { try? FileManager.default.removeItem(at: home) }
        do {
            let killed = try TerminalSession(dataHome: home)
            try killed.waitFor(Self.prompt)
            try Self.enter(killed, "view killedWork", thenPrompt: 2)
            kill(try killed.pid(), SIGKILL)
            _ = try killed.exitStatus()
        }
        do {
            let later = try TerminalSession(dataHome: home)
            try later.waitFor("note: the last session ended without exiting; 'layoutbook --recover' replays it")
            try Self.enter(later, "view laterWork", thenPrompt: 2)
            try later.press("C-d")
            try later.waitFor(Self.saveQuestion)
            try later.press("Enter")
            #expect(try later.exitStatus() == 0)
        }
        let recovered = try TerminalSession(["--recover"], dataHome: home)
        try recovered.waitFor("note: 2 journals can be recovered; replaying number 1:")
        try recovered.waitFor("/layoutbook/journal/last.layout  exited, 1 entry")
        // Ctrl-D only once the replay is done and the prompt waits (as in the test above): a
        // loaded machine can deliver it while the journal is still being read.
        _ = try recovered.waitUntil("the killed journal replayed, then the prompt") { screen in
            let last = screen.split(separator: "\n").last { !$0.allSatisfy { $0 == " " } }
            return screen.contains("killedWork  added (0,0,0,0)")
                && last.map { $0.hasPrefix(Self.prompt.trimmingCharacters(in: .whitespaces)) } == true
        }
        try recovered.press("C-d")
        try recovered.waitFor(Self.saveQuestion)
        try recovered.press("Enter")
        #expect(try recovered.exitStatus() == 0)
        // Recovered: its entries are in that session's journal, and it is not offered again.
        let journal = home.appendingPathComponent("layoutbook/journal")
        let names = try FileManager.default.contentsOfDirectory(atPath: journal.path).sorted()
        #expect(names == ["last.layout"])
        #expect(try String(contentsOf: journal.appendingPathComponent("last.layout"), encoding: .utf8) == "view killedWork\n")
    }

    @Test("Ctrl-C while pasted code runs stops the entry at once and keeps the session as it was before it")
    func ctrlCStopsAnEntry() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        try shell.waitFor(Self.prompt)
        try Self.enter(shell, "set output changes", thenPrompt: 2)
        try Self.enter(shell, "view before", thenPrompt: 3)
        // Each turn makes a view: it would run for minutes.
        try shell.type("func grow() { var going = true; while going { let v = UIView(); view.addSubview(v) } }; grow()")
        try shell.press("Enter")
        usleep(1_500_000)
        try shell.press("C-c")
        try shell.waitFor("error: interrupted (Ctrl-C): the entry is abandoned, the session is as it was before it", timeout: 30)
        try shell.waitFor(Self.prompt, count: 4)
        try Self.enter(shell, "frames", thenPrompt: 5)
        let screen = try shell.waitFor("before  (0,0,0,0)")
        #expect(!screen.contains("v2"))
        // The next entry runs to its end: the Ctrl-C does not carry over.
        try Self.enter(shell, "view after", thenPrompt: 6)
        try shell.waitFor("after  added (0,0,0,0)")
    }

    @Test("mistakes at the prompt get clear messages; Ctrl-D without work exits without asking")
    func mistakes() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        try shell.waitFor(Self.prompt)
        try Self.enter(shell, "shwo", thenPrompt: 2)
        try shell.waitFor("1:1: error: unknown command 'shwo'\nshwo\n^~~~\ndid you mean 'show'?")
        try Self.enter(shell, "}", thenPrompt: 3)
        try shell.waitFor("1:1: error: unexpected '}' with no open block")
        try Self.waitForLine(shell, "layout>")
        // A name nothing declared where a view is not the only thing that fits (a make block's
        // receiver is a view the page declares elsewhere, made with a note).
        try Self.enter(shell, "nothere.alpha = 0.5", thenPrompt: 4)
        try shell.waitFor("error: no name 'nothere' is declared here")
        try Self.enter(shell, "help", thenPrompt: 5)
        try shell.press("C-d")
        #expect(try shell.exitStatus() == 0)
        #expect(try !shell.screen().contains(Self.saveQuestion))
    }

    @Test("'quit' or 'exit' alone at the prompt leaves as Ctrl-D does, asking to save unsaved work")
    func quitWords() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        try shell.waitFor(Self.prompt)
        try shell.waitFor("'quit' or Ctrl-D leaves")
        try Self.enter(shell, "  quit ", thenPrompt: 1)
        #expect(try shell.exitStatus() == 0)
        #expect(try !shell.screen().contains(Self.saveQuestion))

        let working = try TerminalSession(dataHome: shell.dataHome)
        try working.waitFor(Self.prompt)
        try Self.enter(working, "view box", thenPrompt: 2)
        try working.type("exit")
        try working.press("Enter")
        try working.waitFor(Self.saveQuestion)
        try working.press("Enter")
        #expect(try working.exitStatus() == 0)
    }

    @Test("--recover with no journal says so")
    func nothingToRecover() throws {
        let shell = try TerminalSession(["--recover"])
        defer { shell.removeDataHome() }
        try shell.waitFor("there is no journal to recover")
        #expect(try shell.exitStatus() != 0)
    }

    /// The last picture of the screen on the pane: its columns and rows.
    static func lastPicture(_ shell: TerminalSession) throws -> (columns: Int, rows: Int)? {
        let lines = try shell.lines()
        guard let top = lines.lastIndex(where: { $0.hasPrefix("┌root") }) else { return nil }
        let width = lines[top].count
        guard let bottom = lines[top...].firstIndex(where: { $0.hasPrefix("└") && $0.count == width && $0.hasSuffix("┘") })
        else { return nil }
        return (width, bottom - top + 1)
    }

    /// A 375×667 screen wants 89 rows at 100 columns; a 40-row pane leaves it 40 − 8 = 32, and
    /// the aspect gives 32 × 2 × 375/667 = 35.98 → 36 columns. At 70×60: 52 rows and 58.47 → 58
    /// columns. `set picture 50x20`: 20 rows and 22.49 → 22 columns, whatever the pane.
    @Test("the picture fits the terminal's width and height, resizes included; set picture overrides it")
    func followsResize() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        try shell.waitFor(Self.prompt)
        try Self.enter(shell, "show", thenPrompt: 2)
        #expect(try #require(try Self.lastPicture(shell)) == (36, 32))
        try shell.tmux(["resize-window", "-x", "70", "-y", "60"])
        try shell.waitUntil("70 columns") { _ in (try? shell.tmux(["display-message", "-p", "#{pane_width}"])) == "70\n" }
        try Self.enter(shell, "show", thenPrompt: 3)
        #expect(try #require(try Self.lastPicture(shell)) == (58, 52))
        try Self.enter(shell, "set picture 50x20", thenPrompt: 4)
        try Self.enter(shell, "show", thenPrompt: 5)
        #expect(try #require(try Self.lastPicture(shell)) == (22, 20))
        try Self.enter(shell, "set picture auto", thenPrompt: 6)
        try Self.enter(shell, "show", thenPrompt: 7)
        #expect(try #require(try Self.lastPicture(shell)) == (58, 52))
    }

    @Test("'layoutbook FILE' replays the file, then the prompt goes on with its state")
    func replaysFileFirst() throws {
        let home = try TerminalSession.makeDataHome()
        let script = home.appendingPathComponent("start.layout")
        try "set output changes\nview fromfile\n".write(to: script, atomically: true, encoding: .utf8)
        let shell = try TerminalSession([script.path], dataHome: home)
        defer { shell.removeDataHome() }
        try shell.waitFor("layout> view fromfile\nfromfile  added (0,0,0,0)")
        try Self.enter(shell, "fromfile.snp.makeConstraints { make in make.edges.equalTo(0) }", thenPrompt: 4)
        try shell.waitFor("fromfile  (0,0,0,0) → (0,0,375,667)")
        // The file's entries are journaled too, so a recovery rebuilds the same state.
        #expect(shell.dataFile("layoutbook/journal/current.layout")
            == "set output changes\nview fromfile\nfromfile.snp.makeConstraints { make in make.edges.equalTo(0) }\n")
    }

    @Test("save and load at the prompt: a saved session is not asked about again, and loads in the next shell")
    func saveAndLoad() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        let notebook = shell.dataHome.appendingPathComponent("box.md").path
        try shell.waitFor(Self.prompt)
        try Self.enter(shell, "set output quiet", thenPrompt: 2)
        try Self.enter(shell, "view box", thenPrompt: 3)
        try Self.enter(shell, "save \(notebook)", thenPrompt: 4)
        try shell.waitFor("Saved 2 entries to \(notebook) as a notebook.")
        // Saved: Ctrl-D quits without asking.
        try shell.press("C-d")
        #expect(try shell.exitStatus() == 0)
        #expect(!(try shell.screen()).contains(Self.saveQuestion))

        let next = try TerminalSession(dataHome: shell.dataHome)
        try next.waitFor(Self.prompt)
        try Self.enter(next, "load \(notebook)", thenPrompt: 2)
        try next.waitFor("layout> view box")
        try next.waitFor("Loaded 2 entries from \(notebook).")
        // The loaded view is known to completion and to the session.
        try next.type("bo")
        try next.press("Tab")
        try Self.waitForLine(next, "layout> box")
        try next.press("C-u")
        // A save over a file this session did not write is refused until forced.
        try "someone else's notes\n".write(toFile: notebook, atomically: true, encoding: .utf8)
        try Self.enter(next, "save \(notebook)", thenPrompt: 3)
        try next.waitFor("changed on disk since this session last read or wrote it")
        try next.waitFor("did you mean 'save --force \(notebook)'?")
        #expect(try String(contentsOfFile: notebook, encoding: .utf8) == "someone else's notes\n")
        try Self.enter(next, "save --force \(notebook)", thenPrompt: 4)
        try next.waitFor("Saved 2 entries to \(notebook) as a notebook.")
    }

    @Test("without a terminal: no prompt, and nothing written to the data directory")
    func pipedWritesNothing() throws {
        let home = try TerminalSession.makeDataHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let script = home.appendingPathComponent("start.layout")
        try "view first\n".write(to: script, atomically: true, encoding: .utf8)
        let environment = ["XDG_DATA_HOME": home.path, "HOME": home.path]
        let result = try Piped.run([script.path, "--width", "30"], input: "set output quiet\nview second\n", environment: environment)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("layout> view first\n"))
        #expect(result.output.contains("layout> set output quiet\nnote: output: quiet\nlayout> view second\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == ["start.layout"])
    }
}

/// The binary with piped standard input and output.
enum Piped {
    static func run(_ arguments: [String], input: String, environment: [String: String] = [:]) throws
        -> (output: String, status: Int32)
    {
        let process = Process()
        process.executableURL = TerminalSession.binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: out, as: UTF8.self), process.terminationStatus)
    }
}
