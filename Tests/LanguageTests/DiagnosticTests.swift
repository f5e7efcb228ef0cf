import Testing

@testable import Language

@Suite("Diagnostics")
struct DiagnosticTests {
    @Test("a file name and a first line other than 1 prefix and shift the location")
    func fileNameAndFirstLine() {
        let source = "view a\nveiw b"
        let result = parseCommands(source, firstLine: 11)
        #expect(
            result.diagnostics.rendered(source: source, firstLine: 11, fileName: "scroll.md") == """
                scroll.md:12:1: error: unknown command 'veiw'
                veiw b
                ^~~~
                did you mean 'view'?
                """)
    }

    @Test("the caret keeps the line's tabs so it lines up")
    func tabs() {
        let source = "v.snp.makeConstraints { make in\n\tmake.tpo.equalTo(0)\n}"
        var session = Session()
        _ = session.run("view v")
        #expect(
            session.run(source).diagnostics.rendered(source: source)
                == "2:7: error: SnapKit's maker has no member 'tpo'\n\tmake.tpo.equalTo(0)\n\t     ^~~\ndid you mean 'top'?"
        )
    }

    @Test("a range over several lines is marked to the end of its first line")
    func multiLineRange() {
        let diagnostic = Diagnostic(
            .warning, "spans", at: SourceRange(SourceLocation(line: 1, column: 3), SourceLocation(line: 2, column: 2)))
        #expect(diagnostic.rendered(source: "ab{ cd\n}") == "1:3: warning: spans\nab{ cd\n  ^~~~")
    }

    @Test("an empty range gets a single caret; a location past the source shows no line")
    func edges() {
        let empty = Diagnostic(.error, "here", at: SourceRange(at: SourceLocation(line: 1, column: 4)))
        #expect(empty.rendered(source: "abc") == "1:4: error: here\nabc\n   ^")
        let outside = Diagnostic(.note, "far", at: SourceRange(at: SourceLocation(line: 9, column: 1)))
        #expect(outside.rendered(source: "abc") == "9:1: note: far")
    }

    @Test(
        "suggestions come from the nearest word of the vocabulary, or none when nothing is close",
        arguments: [
            ("botom", ["top", "bottom", "left"], "bottom"),
            ("widht", ["width", "height"], "width"),
            ("Top", ["top", "bottom"], "top"),
            ("makeConstraint", ["makeConstraints", "remakeConstraints"], "makeConstraints"),
            ("xyz", ["top", "bottom"], nil),
            ("banana", ["top", "bottom"], nil),
        ] as [(String, [String], String?)])
    func suggestions(_ word: String, _ vocabulary: [String], _ expected: String?) {
        #expect(Suggestion.closest(to: word, in: vocabulary) == expected)
    }

    @Test("ties go to the earlier word of the vocabulary")
    func ties() {
        #expect(Suggestion.closest(to: "lef", in: ["left", "lefx"]) == "left")
        #expect(Suggestion.closest(to: "lef", in: ["lefx", "left"]) == "lefx")
    }
}
