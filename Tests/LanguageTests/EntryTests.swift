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
            == ["a.snp.makeConstraints { make in\nmake.top.equalTo(0)\n"])
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
