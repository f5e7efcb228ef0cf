import Language
import Rendering

/// Replays a notebook's cells in order on one session and compares each command's output with
/// the recording.
public struct NotebookReplay: Sendable {
    /// One command's verdict.
    public struct Result: Sendable, Hashable {
        public var line: Int
        public var command: String
        public var expected: [String]
        public var actual: [String]
        /// Whether the output was verified: not in a `nondeterministic` cell, and recorded with
        /// at least one line that is not `...`.
        public var compared: Bool
        public var passed: Bool

        /// The recording beside the output, for showing where they differ.
        public var comparison: OutputComparison { OutputComparison(expected: expected, actual: actual) }
    }

    public private(set) var results: [Result] = []
    /// The notebook with every mismatched recording replaced by the actual output.
    public private(set) var corrected: NotebookDocument
    /// The runner after the replay, for the shell to continue from.
    public private(set) var runner: Runner

    /// Notebooks are recorded at a fixed width in Unicode without colour, so a check is
    /// reproducible whatever the terminal.
    public static let recordingStyle = ReportStyle(width: 60)

    public init(_ document: NotebookDocument, runner: Runner = Runner(style: NotebookReplay.recordingStyle)) {
        self.corrected = document
        self.runner = runner
        self.runner.embedded.merge(document.embeddedDocuments) { _, new in new }
        for (s, segment) in document.segments.enumerated() {
            guard case .cell(var cell) = segment else { continue }
            if cell.directives.contains(.skip) { continue }
            let compare = !cell.directives.contains(.nondeterministic)
            for (e, entry) in cell.entries.enumerated() {
                let printed = self.runner.output(of: entry.command)
                let comparison = OutputComparison(recorded: entry.output, printed: printed)
                // A recording of only `...` verifies nothing, though it still fails on an error.
                let passed = !compare || comparison.matches
                let verified = compare && OutputMatcher.verifiesOutput(comparison.expected)
                results.append(Result(line: entry.line, command: entry.command, expected: comparison.expected,
                                      actual: comparison.actual, compared: verified, passed: passed))
                if !passed { cell.entries[e].output = printed.isEmpty ? [] : Entry.lines(of: printed) }
            }
            corrected.segments[s] = .cell(cell)
        }
    }

    public var passed: Int { results.filter { $0.compared && $0.passed }.count }
    public var failed: Int { results.filter { !$0.passed }.count }

    /// Whether the replay verified no output at all: no cells, only skipped or nondeterministic
    /// ones, or recordings of only `...`. `check` fails such a notebook rather than pass it.
    public var verifiedNothing: Bool { passed == 0 && failed == 0 }

    /// `FILE:LINE:` and the differing lines as `-expected` / `+actual`, for every failed command.
    public func report(fileName: String) -> String {
        var out: [String] = []
        for result in results where !result.passed {
            let comparison = result.comparison
            let e = comparison.mismatch?.expected ?? 0
            let firstLine = result.command.split(separator: "\n").first.map(String.init) ?? ""
            out.append("\(fileName):\(result.line + result.command.split(separator: "\n", omittingEmptySubsequences: false).count + e): "
                + "output of '\(firstLine)' differs from the recording")
            out += comparison.differences()
        }
        return out.joined(separator: "\n")
    }

    /// The replay as `layoutbook run` prints it: each cell's commands with what they print now.
    public var transcript: String {
        var out: [String] = []
        for result in results {
            out += CellEntry.promptedLines(of: result.command)
            out += result.actual
        }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }
}
