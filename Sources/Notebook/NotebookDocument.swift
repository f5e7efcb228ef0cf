import Language

/// A notebook: a Markdown file whose ```` ```layout ```` cells hold commands and their recorded
/// output. Everything else — prose, other code blocks, blank lines — is kept byte for byte, so
/// reading a notebook and writing it back changes nothing.
///
///     <!-- layoutbook notebook v1 -->
///     # A title
///     Some prose.
///     <!-- layout: pause -->
///     ```layout
///     layout> view header in sv
///     layout> header.snp.makeConstraints { make in
///     ...>     make.top.left.equalTo(0)
///     ...> }
///     (recorded output)
///     ```
public struct NotebookDocument: Sendable, Hashable {
    /// The line that names the format and its version; written first by `save`.
    public static let frontMatter = "<!-- layoutbook notebook v1 -->"

    public enum Segment: Sendable, Hashable {
        /// Lines kept as they are.
        case prose([String])
        case cell(Cell)
    }

    public var segments: [Segment]

    public init(segments: [Segment]) {
        self.segments = segments
    }

    /// The cells, in order.
    public var cells: [Cell] {
        segments.compactMap { if case .cell(let cell) = $0 { cell } else { nil } }
    }

    /// The notebook as text: the lines of every segment joined by line breaks.
    public var text: String {
        var lines: [String] = []
        for segment in segments {
            switch segment {
            case .prose(let prose): lines += prose
            case .cell(let cell): lines += cell.lines
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// A directive written as `<!-- layout: pause -->` on the line before a cell.
public enum CellDirective: String, Sendable, Hashable, CaseIterable {
    /// The tutor stops before the cell until the learner presses Enter.
    case pause
    /// The cell is neither run nor checked.
    case skip
    /// The cell runs, but its output is not compared with the recording.
    case nondeterministic
    /// `layoutbook html` draws the layout after this cell; once a notebook marks any cell so,
    /// only the marked ones get a picture. Replay, check and the tutor ignore it.
    case picture
}

/// One ```` ```layout ```` block.
public struct Cell: Sendable, Hashable {
    /// The opening fence as written (```` ```layout ````, perhaps indented or with more backticks).
    public var openingFence: String
    public var closingFence: String
    public var directives: [CellDirective]
    public var entries: [CellEntry]
    /// The line number of the opening fence.
    public var line: Int

    /// The cell's lines, fences included.
    public var lines: [String] {
        [openingFence] + entries.flatMap { $0.commandLines + $0.output } + [closingFence]
    }
}

/// A command of a cell, as typed, and the output recorded under it.
public struct CellEntry: Sendable, Hashable {
    /// `layout> …` then any `...> …` lines, exactly as written.
    public var commandLines: [String]
    /// The recorded output lines, exactly as written.
    public var output: [String]
    /// The line number of its `layout> ` line.
    public var line: Int

    public static let prompt = "layout> "
    public static let continuation = "...> "

    /// A command as a cell writes it: its first line after `layout> `, the others after `...> `.
    public static func promptedLines(of command: String) -> [String] {
        Entry.lines(of: command).enumerated().map { ($0.offset == 0 ? prompt : continuation) + $0.element }
    }

    /// The command without its prompts: what the user typed.
    public var command: String {
        commandLines.enumerated().map { index, written in
            let line = written.hasSuffix("\r") ? String(written.dropLast()) : written
            let prefix = index == 0 ? Self.prompt : Self.continuation
            if line.hasPrefix(prefix) { return String(line.dropFirst(prefix.count)) }
            // `layout>` with nothing after it, trailing space trimmed.
            return String(line.drop { $0 != ">" }.dropFirst())
        }.joined(separator: "\n")
    }

    /// The line number of the first output line.
    public var outputLine: Int { line + commandLines.count }
}

extension NotebookDocument {
    /// A session as a notebook: the format line, a heading, and one cell holding every command
    /// with what it printed — what `save` writes and `check` verifies.
    public init<Entries: Sequence>(recording entries: Entries, title: String = "Layoutbook session")
        where Entries.Element == (command: String, output: String)
    {
        var cell: [CellEntry] = []
        var line = 5
        for entry in entries where !entry.command.allSatisfy({ $0 == " " || $0 == "\t" }) {
            let commandLines = CellEntry.promptedLines(of: entry.command)
            let output = entry.output.isEmpty ? [] : entry.output.split(separator: "\n", omittingEmptySubsequences: false).map {
                OutputMatcher.stripColour(String($0))
            }
            cell.append(CellEntry(commandLines: commandLines, output: output, line: line))
            line += commandLines.count + output.count
        }
        self.init(segments: [
            .prose([Self.frontMatter, "# \(title)", ""]),
            .cell(Cell(openingFence: "```layout", closingFence: "```", directives: [], entries: cell, line: 4)),
            .prose([""]),
        ])
    }
}
