import Language
import Layout
import Notebook
import Rendering
import Synchronization
import Testing

/// Files in memory, so the rules of `save` and `load` can be checked without a disk.
final class MemoryFiles: SessionFileSystem {
    let contents: Mutex<[String: [UInt8]]>
    /// Paths that cannot be written, as a read-only directory would refuse them.
    let readOnly: Set<String>

    init(_ files: [String: String] = [:], readOnly: Set<String> = []) {
        contents = Mutex(files.mapValues { Array($0.utf8) })
        self.readOnly = readOnly
    }

    func read(_ path: String) throws(FileProblem) -> [UInt8]? {
        contents.withLock { $0[path] }
    }

    func write(_ text: String, to path: String) throws(FileProblem) {
        if readOnly.contains(path) { throw FileProblem("\(path): Permission denied") }
        contents.withLock { $0[path] = Array(text.utf8) }
    }

    subscript(path: String) -> String? {
        contents.withLock { $0[path].map { String(decoding: $0, as: UTF8.self) } }
    }

    func change(_ path: String, to text: String) {
        contents.withLock { $0[path] = Array(text.utf8) }
    }
}

@Suite("save and load")
struct SessionFilesTests {
    static let script = "view a\na.snp.makeConstraints { make in make.edges.equalTo(0) }\n"

    func runner(_ files: MemoryFiles) -> Runner {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        runner.files = files
        return runner
    }

    @Test("a replay without files allowed refuses both, with a note, and touches nothing")
    func refusedInReplays() {
        var runner = Runner()
        #expect(runner.output(of: "save /tmp/x.md") == "note: 'save /tmp/x.md' is not carried out here: a replay "
            + "never reads or writes files (the shell does; notebooks need --allow-files)")
        #expect(runner.output(of: "load other.md").hasPrefix("note: 'load other.md' is not carried out here"))
        #expect(runner.recorded.isEmpty)
    }

    @Test("a session that loaded a script with an error on its third line saves a notebook that checks clean")
    func loadedErrorSavesCleanly() throws {
        let files = MemoryFiles(["s.layout": "view a\n\nview a\n"])
        var runner = runner(files)
        #expect(runner.output(of: "load s.layout").contains("3:6: error: a view named 'a' already exists"))
        _ = runner.output(of: "save out.md")
        let replay = NotebookReplay(try NotebookDocument.parse(try #require(files["out.md"])))
        #expect(replay.failed == 0)
        #expect(replay.results.last?.actual.first == "1:6: error: a view named 'a' already exists; remove it first or choose another name")
    }

    @Test("save writes the session as a notebook that replays cleanly, and is not itself recorded")
    func saveWritesNotebook() throws {
        let files = MemoryFiles()
        var runner = runner(files)
        for entry in Entry.split(Self.script) { _ = runner.output(of: entry.text) }
        #expect(runner.output(of: "save s.md") == "Saved 2 entries to s.md as a notebook.")
        #expect(runner.fileEvents == [.saved(path: "s.md")])
        #expect(runner.recorded.map(\.command) == ["view a", "a.snp.makeConstraints { make in make.edges.equalTo(0) }"])
        let text = try #require(files["s.md"])
        #expect(text.hasPrefix("<!-- layoutbook notebook v1 -->\n# Layoutbook session\n\n```layout\nlayout> view a\n"))
        #expect(NotebookReplay(try NotebookDocument.parse(text)).failed == 0)
    }

    @Test("a session at another width saves its output at the notebooks' width, so check passes")
    func saveRecordsAtNotebookWidth() throws {
        let files = MemoryFiles()
        var runner = Runner(style: ReportStyle(width: 100, characters: .ascii))
        runner.files = files
        for entry in Entry.split(Self.script) { _ = runner.output(of: entry.text) }
        _ = runner.output(of: "save s.md")
        let replay = NotebookReplay(try NotebookDocument.parse(try #require(files["s.md"])))
        #expect(replay.passed == 2)
        #expect(replay.failed == 0)
    }

    @Test("save refuses to replace a file it did not write or read, and names --force")
    func saveRefusesUnknownFile() {
        let files = MemoryFiles(["notes.md": "my notes\n"])
        var runner = runner(files)
        _ = runner.output(of: "view a")
        #expect(runner.output(of: "save notes.md") == """
            1:6: error: 'notes.md' already exists; saving would lose what is in it
            save notes.md
                 ^~~~~~~~
            did you mean 'save --force notes.md'?
            """)
        #expect(files["notes.md"] == "my notes\n")
        #expect(runner.failures == 1)
        #expect(runner.output(of: "save --force notes.md") == "Saved 1 entry to notes.md as a notebook.")
        #expect(files["notes.md"]?.contains("layout> view a") == true)
    }

    @Test("save replaces the file it saved before, but not once it changed on disk")
    func saveRefusesChangedFile() {
        let files = MemoryFiles()
        var runner = runner(files)
        _ = runner.output(of: "view a")
        _ = runner.output(of: "save s.md")
        _ = runner.output(of: "view b")
        #expect(runner.output(of: "save s.md") == "Saved 2 entries to s.md as a notebook.")
        files.change("s.md", to: "edited elsewhere\n")
        _ = runner.output(of: "view c")
        #expect(runner.output(of: "save s.md").hasPrefix(
            "1:6: error: 's.md' changed on disk since this session last read or wrote it; saving would lose what is in it"))
        #expect(files["s.md"] == "edited elsewhere\n")
    }

    @Test("load replays a script on the session; the loaded entries are recorded, the load is not")
    func loadScript() {
        let files = MemoryFiles(["a.layout": Self.script])
        var runner = runner(files)
        let printed = runner.output(of: "load a.layout")
        #expect(printed.hasPrefix("layout> view a\n"))
        #expect(printed.hasSuffix("Loaded 2 entries from a.layout."))
        #expect(runner.fileEvents == [.loaded(path: "a.layout")])
        #expect(runner.recorded.map(\.command) == ["view a", "a.snp.makeConstraints { make in make.edges.equalTo(0) }"])
        let layout = runner.session.layout
        #expect(layout.id(of: "a").map { layout.frame(of: $0) } == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("a loaded file is data: its own save and load are refused")
    func loadedFileTouchesNoFiles() {
        let files = MemoryFiles(["a.layout": "view a\nsave stolen.md\nload other.layout\n"])
        var runner = runner(files)
        let printed = runner.output(of: "load a.layout")
        #expect(printed.contains("note: 'save stolen.md' is not carried out here"))
        #expect(printed.contains("note: 'load other.layout' is not carried out here"))
        #expect(files["stolen.md"] == nil)
        // After the load the prompt's own commands reach files again.
        #expect(runner.output(of: "save --force a.layout") == "Saved 1 entry to a.layout as a notebook.")
    }

    @Test("load replays a notebook's cells, and then save may replace it")
    func loadNotebook() throws {
        let files = MemoryFiles()
        var first = runner(files)
        for entry in Entry.split(Self.script) { _ = first.output(of: entry.text) }
        _ = first.output(of: "save s.md")
        var second = runner(files)
        #expect(second.output(of: "load s.md").hasSuffix("Loaded 2 entries from s.md."))
        _ = second.output(of: "view b")
        #expect(second.output(of: "save s.md") == "Saved 3 entries to s.md as a notebook.")
    }

    @Test("what cannot be loaded or written is an error at the file name")
    func errors() {
        let files = MemoryFiles(["bad.md": "```layout\nlayout> view a\n"], readOnly: ["locked.md"])
        var runner = runner(files)
        #expect(runner.output(of: "load missing.layout") == """
            1:6: error: cannot load 'missing.layout': no such file
            load missing.layout
                 ^~~~~~~~~~~~~~
            """)
        #expect(runner.output(of: "load bad.md").hasPrefix("1:6: error: cannot load 'bad.md': line 1: "))
        #expect(runner.output(of: "save locked.md").hasPrefix("1:6: error: cannot save: locked.md: Permission denied"))
        #expect(runner.failures == 3)
        #expect(runner.recorded.isEmpty)
    }

    @Test("save and load stand alone on their line")
    func standAlone() {
        var runner = runner(MemoryFiles())
        #expect(runner.output(of: "view a; save s.md") == """
            1:9: error: 'save' stands alone on its line
            view a; save s.md
                    ^~~~~~~~~
            """)
        #expect(runner.session.layout.id(of: "a") == nil)
    }
}
