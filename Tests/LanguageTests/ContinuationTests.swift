import Testing

@testable import Language

@Suite("Continuation prompt")
struct ContinuationTests {
    @Test(
        "an open brace, parenthesis, bracket or string asks for another line",
        arguments: [
            "header.snp.makeConstraints { make in",
            "header.snp.makeConstraints { make in\n    make.top.equalTo(0)",
            "v.snp_makeConstraints(closure: { (make) in",
            "NSLayoutConstraint.activate([",
            "NSLayoutConstraint.activate([\n  a.topAnchor.constraint(equalTo: b.bottomAnchor),",
            "a.topAnchor.constraint(equalTo: b.bottomAnchor,",
            "label t text \"two",
            "v.snp.makeConstraints { make in make.edges.equalTo(CGSize(width: 1,",
        ])
    func continues(_ text: String) {
        #expect(needsContinuation(text))
    }

    @Test(
        "a balanced command, or one whose open delimiters are only in comments or strings, is complete",
        arguments: [
            "view a",
            "",
            "header.snp.makeConstraints { make in\n    make.top.equalTo(0)\n}",
            "NSLayoutConstraint.activate([\n  c,\n])",
            "view a # {",
            "view a // (",
            "label t text \"{ ( [\"",
            "label t text \"a \\\" b\"",
            "}",
            "v.snp.makeConstraints { make in make.top.equalTo(0) }}",
        ])
    func complete(_ text: String) {
        #expect(!needsContinuation(text))
    }
}

@Suite("Continuation read line by line")
struct LineByLineContinuationTests {
    /// Reads `lines` one at a time and says, after each, whether the entry is still open.
    static func lineByLine(_ lines: [String]) -> [Bool] {
        var continuation = Continuation()
        return lines.map { line in
            continuation.read(line)
            return continuation.isOpen
        }
    }

    /// What re-reading the whole text after each line says.
    static func wholeText(_ lines: [String]) -> [Bool] {
        lines.indices.map { needsContinuation(lines[...$0].joined(separator: "\n")) }
    }

    @Test(
        "reading line by line agrees with reading the whole text after every line",
        arguments: [
            "header.snp.makeConstraints { make in\n    make.top.equalTo(0)\n}",
            "NSLayoutConstraint.activate([\n  a.topAnchor.constraint(equalTo: b.bottomAnchor),\n  c,\n])",
            "label t text \"two\nlines\" ; view a {\n}",
            "label t text \"a \\\"quoted\\\" {\nstill \\\\\" (\n)",
            "label t text \"ends in a backslash \\\nnext\" [",
            "f(\nsave x(\n)",
            "v.snp.makeConstraints { make in\nsave notes{.md\n}",
            "save notes(.md",
            "a { b ( c ] d }\n}",
            "x }\n{\n)\n}",
            "# { not open\n// ( nor this\nview a",
            "view a {\n  .offset(8) (\n)\n}",
            "\"\n\"\n\"",
        ])
    func agrees(_ script: String) {
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Self.lineByLine(lines) == Self.wholeText(lines))
    }

    @Test("a block left open for 2,000 lines is one entry, reported from its first line")
    func longOpenBlock() {
        let script = "view a\na.snp.makeConstraints { make in\n"
            + String(repeating: "  make.top.equalTo(0)\n", count: 2_000) + "view b"
        let entries = Entry.split(script)
        #expect(entries.map(\.firstLine) == [1, 2])
        #expect(entries.last?.text.hasSuffix("make.top.equalTo(0)\nview b") == true)
    }
}
