import Language
import Testing

@Suite("splitting a script into entries")
struct EntryTests {
    @Test("a block that leaves braces open continues until they balance; CRLF is one line break")
    func blocks() {
        let script = "view a\r\na.snp.makeConstraints { make in\r\n  make.top.equalTo(0)\r\n}\r\n# a comment\r\n\r\nframes"
        let entries = Entry.split(script)
        #expect(entries.map(\.text) == [
            "view a", "a.snp.makeConstraints { make in\n  make.top.equalTo(0)\n}", "# a comment", "", "frames",
        ])
        #expect(entries.map(\.firstLine) == [1, 2, 5, 6, 7])
        #expect(entries.map(\.isBlank) == [false, false, true, true, false])
    }

    @Test("a /* comment */ over several lines is one blank entry, nested as Swift nests them; in a string it opens nothing")
    func blockComments() {
        let script = "/*\n See LICENSE folder for this sample’s licensing information.\n /* nested */ still inside\n */\n"
            + "import UIKit\nlet s = \"a /* b\"\nview box /* a note\n over two lines */"
        let entries = Entry.split(script)
        #expect(entries.map(\.text) == [
            "/*\n See LICENSE folder for this sample’s licensing information.\n /* nested */ still inside\n */",
            "import UIKit", "let s = \"a /* b\"", "view box /* a note\n over two lines */",
        ])
        #expect(entries.map(\.isBlank) == [true, false, false, false])
    }

    @Test("a block never closed is one entry to the end, so its error is reported")
    func unclosed() {
        #expect(Entry.split("a.snp.makeConstraints { make in\nmake.top.equalTo(0)\n").map(\.text)
            == ["a.snp.makeConstraints { make in\nmake.top.equalTo(0)"])
    }
}

@Suite("the entry reader, fed a line at a time")
struct EntryReaderTests {
    @Test("an entry is handed back with the line that completes it, not with the next line")
    func completeAtOnce() {
        var reader = EntryReader()
        #expect(reader.read("view a").map(\.text) == ["view a"])
        #expect(reader.read("a.snp.makeConstraints { make in").isEmpty)
        #expect(reader.isInsideEntry)
        #expect(reader.read("  make.edges.equalToSuperview()").isEmpty)
        #expect(reader.read("}") == [Entry(text: "a.snp.makeConstraints { make in\n  make.edges.equalToSuperview()\n}", firstLine: 2)])
        #expect(!reader.isInsideEntry && !reader.isHolding)
        #expect(reader.read("let views = [a,").isEmpty)
        #expect(reader.read("  b]").map(\.text) == ["let views = [a,\n  b]"])
    }

    @Test("a class waits for what follows: its extensions and the comments before them join it; another entry lets it go")
    func extensionsJoin() {
        var reader = EntryReader()
        #expect(reader.read("final class Card: UIView {").isEmpty)
        #expect(reader.read("}").isEmpty)
        #expect(reader.isHolding && !reader.isInsideEntry)
        #expect(reader.read("// MARK: - Layout").isEmpty)
        #expect(reader.read("extension Card {").isEmpty)
        #expect(reader.read("  func setUp() {}").isEmpty)
        #expect(reader.read("}").isEmpty)
        // The first line of the next entry says it is no extension: the class goes at once.
        #expect(reader.read("let cards = [Card(),") == [
            Entry(text: "final class Card: UIView {\n}\n// MARK: - Layout\nextension Card {\n  func setUp() {}\n}", firstLine: 1),
        ])
        #expect(reader.read("  Card()]").map(\.text) == ["let cards = [Card(),\n  Card()]"])
    }

    @Test("the end of input lets go of a held class and of an unfinished entry, as they are")
    func finish() {
        var reader = EntryReader()
        #expect(reader.read("struct Metric { static let inset = 8 }").isEmpty)
        #expect(reader.read("").isEmpty)
        #expect(reader.finish() == [Entry(text: "struct Metric { static let inset = 8 }", firstLine: 1), Entry(text: "", firstLine: 2)])
        #expect(reader.read("view b {").isEmpty)
        #expect(reader.finish() == [Entry(text: "view b {", firstLine: 3)])
    }

    @Test("release lets go of a held class without closing an open entry: the prompt when nothing more is waiting")
    func release() {
        var reader = EntryReader()
        _ = reader.read("enum Layout { case compact }")
        #expect(reader.release().map(\.text) == ["enum Layout { case compact }"])
        #expect(!reader.isHolding)
    }

    @Test("a whole text reads as its lines fed one by one, whatever the line breaks")
    func wholeText() {
        let text = "class A {}\r\nextension A {}\r\nview a\r\n"
        var fed = EntryReader()
        let byLine = ["class A {}", "extension A {}", "view a"].flatMap { fed.read($0) } + fed.finish()
        var whole = EntryReader()
        #expect(whole.entries(of: text) == byLine)
        #expect(byLine.map(\.text) == ["class A {}\nextension A {}", "view a"])
    }
}

@Suite("help")
struct HelpTests {
    @Test("every topic has its own text, with an example", arguments: Help.topics)
    func topic(_ topic: String) {
        let text = Help.text(for: topic)
        #expect(!text.hasPrefix("No help"))
        #expect(text != Help.text(for: nil))
    }

    @Test("an unknown topic suggests the closest one")
    func unknown() {
        #expect(Help.text(for: "snapkti") == "No help on 'snapkti'. Did you mean 'snapkit'? Topics: snapkit, anchors, vfl, flk, scroll, zoom, views, uikit, output, notebook, log, device, stack, objc, libraries, storyboard.")
    }
}
