import Foundation
import Notebook
import Testing

/// What `check` verifies: a pass must mean the output was compared and found as recorded.
@Suite("verification that means something")
struct VerificationTests {
    static func replay(_ text: String) throws -> NotebookReplay {
        NotebookReplay(try NotebookDocument.parse(text))
    }

    @Test("80,000 '...' lines are matched without recursion")
    func manyWildcards() {
        let expected = Array(repeating: "...", count: 80_000) + ["last"]
        let actual = (0..<1_000).map { "line \($0)" } + ["last"]
        #expect(OutputMatcher.matches(expected: expected, actual: actual))
        #expect(!OutputMatcher.matches(expected: expected + ["more"], actual: actual))
    }

    @Test("1,000 wildcards between 1,000 recorded lines match the same 1,000 lines")
    func interleavedWildcards() {
        let lines = (0..<1_000).map { "line \($0)" }
        let expected = lines.flatMap { ["...", $0] }
        #expect(OutputMatcher.matches(expected: expected, actual: lines))
        // One line out of order: the recording's 'line 999' comes before 'line 998' now.
        var swapped = lines
        swapped.swapAt(998, 999)
        #expect(!OutputMatcher.matches(expected: expected, actual: swapped))
    }

    @Test("a wildcard run is taken at its earliest place, and the last run is anchored at the end")
    func runsAndAnchors() {
        #expect(OutputMatcher.matches(expected: ["a", "...", "b", "c", "...", "z"], actual: ["a", "b", "b", "c", "x", "z"]))
        #expect(OutputMatcher.matches(expected: ["...", "b", "..."], actual: ["a", "b", "c"]))
        #expect(!OutputMatcher.matches(expected: ["...", "b"], actual: ["a", "b", "c"]))
        #expect(!OutputMatcher.matches(expected: ["b", "..."], actual: ["a", "b", "c"]))
        #expect(OutputMatcher.matches(expected: ["a", "...", "a"], actual: ["a"]) == false)
        #expect(OutputMatcher.matches(expected: ["a", "...", "a"], actual: ["a", "a"]))
        #expect(OutputMatcher.matches(expected: [], actual: []))
        #expect(!OutputMatcher.matches(expected: [], actual: ["a"]))
    }

    @Test("'...' never stands for an error: a failing command passes only when its recording has the error")
    func wildcardSkipsNoError() throws {
        let error = ["1:6: error: unknown view 'nowhere'", "view nowhere.x", "     ^~~~~~~"]
        #expect(!OutputMatcher.matches(expected: ["..."], actual: error))
        #expect(!OutputMatcher.matches(expected: ["...", "     ^~~~~~~"], actual: error))
        #expect(OutputMatcher.matches(expected: ["1:6: error: unknown view 'nowhere'", "..."], actual: error))
        #expect(OutputMatcher.matches(expected: ["...", "b"], actual: ["t.layout:3:55: error: x", "b"]) == false)
        #expect(OutputMatcher.isError("<stdin>:3:55: error: x"))
        #expect(OutputMatcher.isError("error: cannot read x"))
        #expect(!OutputMatcher.isError("note: error: is a word here"))

        let replay = try Self.replay("""
            ```layout
            layout> view a
            ...
            layout> a.snp.makeConstraints { make in make.botom.equalTo(0) }
            ...
            ```
            """)
        #expect(replay.failed == 1)
        #expect(replay.results.map(\.passed) == [true, false])
    }

    @Test("a recording of only '...' verifies nothing, so a notebook made of them verified nothing")
    func onlyWildcards() throws {
        let replay = try Self.replay("""
            ```layout
            layout> view a
            ...
            ```
            """)
        #expect(replay.failed == 0)
        #expect(replay.passed == 0)
        #expect(replay.verifiedNothing)
    }

    @Test("no cells, skipped cells and nondeterministic cells verify nothing", arguments: [
        "# Only prose\n",
        "<!-- layout: skip -->\n```layout\nlayout> view a\n```\n",
        "<!-- layout: nondeterministic -->\n```layout\nlayout> frames\n```\n",
    ])
    func verifiesNothing(_ text: String) throws {
        #expect(try Self.replay(text).verifiedNothing)
    }

    @Test("an empty recording under a command that prints nothing is a verification")
    func emptyRecording() throws {
        let replay = try Self.replay("```layout\nlayout> # a comment\n```\n")
        #expect(replay.passed == 1)
        #expect(!replay.verifiedNothing)
    }

    @Test("colour codes are stripped from the output only: a recording holding one is a mismatch")
    func colourInRecording() {
        #expect(OutputComparison(recorded: ["warning"], printed: "\u{1B}[33mwarning\u{1B}[0m").matches)
        #expect(!OutputComparison(recorded: ["\u{1B}[33mwarning\u{1B}[0m"], printed: "warning").matches)
        #expect(!OutputComparison(recorded: ["warn\u{1B}[8mhidden\u{1B}[0ming"], printed: "warning").matches)
    }

    @Test("a CRLF notebook is read like its LF twin, format line included")
    func crlfNotebook() throws {
        let lf = "<!-- layoutbook notebook v1 -->\n# T\n```layout\nlayout> view a\n```\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let document = try NotebookDocument.parse(crlf)
        #expect(document.text == crlf)
        let replayLF = NotebookReplay(try NotebookDocument.parse(lf))
        let replayCRLF = NotebookReplay(document)
        #expect(replayCRLF.results.map(\.command) == ["view a"])
        #expect(replayCRLF.transcript == replayLF.transcript)
    }

    @Test("a fence spelled ```Layout is a cell, checked like ```layout")
    func capitalizedFence() throws {
        let document = try NotebookDocument.parse("```Layout\nlayout> view a\n```\n")
        #expect(document.cells.map { $0.entries.map(\.command) } == [["view a"]])
        #expect(document.text == "```Layout\nlayout> view a\n```\n")
    }
}
