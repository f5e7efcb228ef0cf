import Foundation
import Notebook
import Testing

/// Reading and writing notebooks: prose byte for byte, cells into commands and recordings.
@Suite("the notebook format")
struct NotebookFormatTests {
    static let sample = """
        <!-- layoutbook notebook v1 -->
        # Scroll views

        Prose with `code`, trailing spaces   \r
        ```swift
        layout> this is Swift, not a cell
        ```
        <!-- layout: pause -->
        ```layout
        layout> view box
        box  added (0,0,0,0)
        layout> box.snp.makeConstraints { make in
        ...>     make.edges.equalToSuperview()
        ...> }
        box  (0,0,0,0) → (0,0,375,667)
        ```
        The end, no final newline
        """

    @Test("reading then writing a notebook changes no byte", arguments: [
        sample, sample + "\n", "just prose\n", "", "```layout\n```\n", "a\r\nb\r\n```layout\r\nlayout> view a\r\n```\r\n",
    ])
    func roundTrip(_ text: String) throws {
        #expect(try NotebookDocument.parse(text).text == text)
    }

    @Test("cells are read into commands, continuation lines and recorded output; other fences stay prose")
    func cells() throws {
        let document = try NotebookDocument.parse(Self.sample)
        #expect(document.cells.count == 1)
        let cell = try #require(document.cells.first)
        #expect(cell.directives == [.pause])
        #expect(cell.line == 9)
        #expect(cell.entries.map(\.command) == [
            "view box",
            "box.snp.makeConstraints { make in\n    make.edges.equalToSuperview()\n}",
        ])
        #expect(cell.entries.map(\.output) == [["box  added (0,0,0,0)"], ["box  (0,0,0,0) → (0,0,375,667)"]])
        #expect(cell.entries.map(\.line) == [10, 12])
    }

    struct BadNotebook: Sendable, CustomTestStringConvertible {
        var text: String
        var error: String
        var testDescription: String { error }
    }

    @Test("a bad notebook gets a clear error with its line", arguments: [
        BadNotebook(text: "intro\n```layout\nlayout> view a\n", error: "2: error: the ```layout cell opened here is never closed"),
        BadNotebook(text: "<!-- layout: pauze -->\n```layout\n```\n",
                    error: "1: error: unknown directive 'pauze'; expected one of: pause, skip, nondeterministic, picture"),
        BadNotebook(text: "```layout\nbox  added (0,0,0,0)\nlayout> view a\n```\n",
                    error: "2: error: output before any command: a cell's lines start with 'layout> '"),
        BadNotebook(text: "text\n```swift\nlet a = 1\n", error: "2: error: a code block opened here is never closed"),
        BadNotebook(text: "<!-- layout: skip -->\nSome prose.\n```layout\n```\n",
                    error: "2: error: a '<!-- layout: skip -->' directive must come right before a ```layout cell"),
        BadNotebook(text: "<!-- layoutbook notebook v9 -->\n",
                    error: "1: error: unsupported notebook format '<!-- layoutbook notebook v9 -->'; this version reads '<!-- layoutbook notebook v1 -->'"),
    ])
    func badNotebook(_ bad: BadNotebook) {
        #expect(throws: NotebookError.self) { try NotebookDocument.parse(bad.text) }
        do {
            _ = try NotebookDocument.parse(bad.text)
        } catch {
            #expect(error.description == bad.error)
        }
    }

    @Test("invalid UTF-8 is refused with the line of the first bad byte")
    func invalidUTF8() {
        let bytes = Array("line one\nline two\n".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        do {
            _ = try NotebookDocument.parse(bytes: bytes)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "3: error: the notebook is not valid UTF-8 text")
        }
    }

    @Test("a 10 MB notebook of prose is read and written back unchanged")
    func largeNotebook() throws {
        let line = String(repeating: "All work and no play makes a long notebook. ", count: 2) + "\n"
        let text = String(repeating: line, count: 10_000_000 / line.utf8.count + 1) + "```layout\nlayout> view a\n```\n"
        let document = try NotebookDocument.parse(bytes: Array(text.utf8))
        #expect(document.cells.count == 1)
        #expect(document.text == text)
    }
}

@Suite("comparing recorded output")
struct OutputMatcherTests {
    @Test("CRLF, trailing spaces, trailing blank lines and colour codes are ignored; inner spaces are not")
    func normalization() {
        let recorded = ["sv  contentSize 375×667 \r", "\u{1B}[33mwarning\u{1B}[0m", "", ""]
        #expect(OutputMatcher.normalized(recorded) == ["sv  contentSize 375×667", "warning"])
        #expect(!OutputMatcher.matches(expected: ["sv  contentSize"], actual: ["sv contentSize"]))
    }

    @Test("a '...' line matches any number of lines, none included")
    func wildcard() {
        #expect(OutputMatcher.matches(expected: ["a", "...", "z"], actual: ["a", "b", "c", "z"]))
        #expect(OutputMatcher.matches(expected: ["a", "...", "z"], actual: ["a", "z"]))
        #expect(OutputMatcher.matches(expected: ["...", "z"], actual: ["z", "y", "z"]))
        #expect(!OutputMatcher.matches(expected: ["a", "...", "z"], actual: ["a", "b"]))
    }
}

@Suite("replaying and checking a notebook")
struct NotebookReplayTests {
    @Test("matching output passes; a changed recording fails with FILE:LINE and -expected/+actual, and is corrected")
    func check() throws {
        let text = """
            ```layout
            layout> view box
            ...
            box  added (0,0,0,0)
            ...
            layout> box.snp.makeConstraints { make in make.top.left.equalTo(0) ; make.size.equalTo(50) }
            ...
            box  (0,0,0,0) → (0,0,60,60)
            ...
            ```
            """
        let replay = NotebookReplay(try NotebookDocument.parse(text))
        #expect(replay.passed == 1)
        #expect(replay.failed == 1)
        #expect(replay.report(fileName: "t.md").hasPrefix("""
            t.md:8: output of 'box.snp.makeConstraints { make in make.top.left.equalTo(0) ; make.size.equalTo(50) }' differs from the recording
            -box  (0,0,0,0) → (0,0,60,60)
            """))
        let corrected = replay.corrected
        #expect(NotebookReplay(corrected).failed == 0)
        #expect(corrected.cells.first?.entries.first?.output == ["...", "box  added (0,0,0,0)", "..."])
    }

    @Test("a skipped cell does not run; a nondeterministic one runs without comparing")
    func directives() throws {
        let text = """
            <!-- layout: skip -->
            ```layout
            layout> view never
            nothing
            ```
            <!-- layout: nondeterministic -->
            ```layout
            layout> view box
            anything at all
            ```
            ```layout
            layout> frames
            ...
            ```
            """
        let replay = NotebookReplay(try NotebookDocument.parse(text))
        #expect(replay.failed == 0)
        #expect(replay.results.map(\.command) == ["view box", "frames"])
        #expect(replay.runner.session.layout.id(of: "never") == nil)
    }
}

@Suite("every shipped notebook")
struct ShippedNotebookTests {
    static var notebooks: [String] {
        let directory = GoldenFile.directory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Notebooks")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { directory.appendingPathComponent($0).path }
    }

    @Test("replaying the notebook reproduces every recorded output", arguments: notebooks)
    func notebook(_ path: String) throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        let replay = NotebookReplay(try NotebookDocument.parse(bytes: bytes))
        #expect(replay.failed == 0, Comment(rawValue: replay.report(fileName: path)))
    }
}

@Suite("saving a session")
struct SessionNotebookTests {
    @Test("a session saved as a notebook replays and checks clean, errors included")
    func saveAndCheck() throws {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        for entry in ["scroll sv", "sv.snp.makeConstraints { make in\n  make.edges.equalToSuperview()\n}", "view a in sv", "a.botom == sv.bottom", "frames"] {
            _ = runner.output(of: entry)
        }
        let document = NotebookDocument(recording: runner.recorded)
        let text = document.text
        #expect(text.hasPrefix("<!-- layoutbook notebook v1 -->\n# Layoutbook session\n\n```layout\nlayout> scroll sv\n"))
        #expect(text.contains("layout> sv.snp.makeConstraints { make in\n...>   make.edges.equalToSuperview()\n...> }\n"))
        #expect(text.contains("1:3: error: unknown attribute 'botom'"))
        let reread = try NotebookDocument.parse(text)
        #expect(reread.text == text)
        #expect(reread.cells.first?.entries.map(\.line) == document.cells.first?.entries.map(\.line))
        #expect(NotebookReplay(reread).failed == 0)
    }
}

@Suite("the recording of a session")
struct RecordingTests {
    @Test("every entry reads back byte for byte, lines shared between entries or not")
    func readsBack() {
        let outputs = ["", "one line", "two\nlines", "ends with a newline\n", "\n\n", "caf\u{E9}", "cafe\u{301}",
                       "crlf\r\nline", "two\nlines", "one line"]
        var recording = Recording()
        for (k, output) in outputs.enumerated() { recording.append((command: "entry \(k)", output: output)) }
        #expect(recording.count == outputs.count)
        for (k, output) in outputs.enumerated() {
            #expect(recording[k].command == "entry \(k)")
            // Compared as bytes: "café" spelled two ways is equal as a String, not as what was printed.
            #expect(Array(recording[k].output.utf8) == Array(output.utf8))
        }
    }
}
