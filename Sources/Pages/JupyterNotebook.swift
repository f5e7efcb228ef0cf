import Language
import Layout
import Notebook
import Rendering

/// A notebook as a Jupyter notebook (nbformat 4.5): a Markdown cell for each stretch of prose, a
/// code cell for each ```` ```layout ```` cell with its commands as source, the cell's transcript
/// (each command after `layout> `, then what it printed) as a `stream` output, and a picture of the layout after it as a `display_data` output holding the
/// SVG (`image/svg+xml`) and the terminal picture (`text/plain`, for viewers that drop SVG).
///
/// As `layoutbook html` does, the cells are replayed: the outputs are what the commands print now,
/// in the recording style, and ``differences`` counts those that differ from the recording (a
/// `skip` cell runs not and keeps its recording, and has no picture). Cell ids are `prose-N` and
/// `step-N`; keys are written in a fixed order with one space of indent, so the same notebook
/// gives the same bytes.
public struct JupyterNotebook: Sendable {
    /// The `.ipynb` file's text.
    public var text: String
    /// How many commands print something else than their recording.
    public var differences: Int
    /// How many pictures the notebook shows.
    public var pictures: Int

    public init(_ document: NotebookDocument, name: String) {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        let picturesAsked = document.cells.contains { $0.directives.contains(.picture) }
        var cells: [JSONValue] = []
        var differences = 0
        var pictures = 0
        var proseCount = 0
        var steps = 0
        for segment in document.segments {
            switch segment {
            case .prose(let lines):
                let kept = Self.trimmedProse(lines)
                guard !kept.isEmpty else { continue }
                proseCount += 1
                cells.append(.object([
                    ("cell_type", .string("markdown")), ("id", .string("prose-\(proseCount)")),
                    ("metadata", .object([])), ("source", Self.source(kept)),
                ]))
            case .cell(let cell):
                steps += 1
                let runs = !cell.directives.contains(.skip)
                var printed: [String] = []
                for entry in cell.entries {
                    var output = entry.output.joined(separator: "\n")
                    if runs {
                        output = runner.output(of: entry.command)
                        let compared = !cell.directives.contains(.nondeterministic)
                        if compared, !OutputComparison(recorded: entry.output, printed: output).matches { differences += 1 }
                    }
                    // The output reads as the cell does in the notebook: each command after its
                    // prompt, then what it printed.
                    printed += CellEntry.promptedLines(of: entry.command)
                    output = OutputMatcher.stripColour(output)
                    if !output.isEmpty { printed.append(output) }
                }
                var outputs: [JSONValue] = []
                if !printed.isEmpty {
                    outputs.append(.object([
                        ("name", .string("stdout")), ("output_type", .string("stream")),
                        ("text", .array(Entry.lines(of: printed.joined(separator: "\n")).map { .string($0 + "\n") })),
                    ]))
                }
                if runs, !picturesAsked || cell.directives.contains(.picture) {
                    pictures += 1
                    let layout = runner.session.layout
                    let picture = Report.picture(layout, style: NotebookReplay.recordingStyle)
                    outputs.append(.object([
                        ("data", .object([
                            ("image/svg+xml", Self.source(Entry.lines(of: Report.svg(layout, idPrefix: "step\(steps)-")))),
                            ("text/plain", Self.source(Entry.lines(of: OutputMatcher.stripColour(picture)))),
                        ])),
                        ("metadata", .object([])), ("output_type", .string("display_data")),
                    ]))
                }
                let commands = cell.entries.map(\.command).joined(separator: "\n")
                cells.append(.object([
                    ("cell_type", .string("code")), ("execution_count", runs ? .number(Double(steps)) : .null),
                    ("id", .string("step-\(steps)")),
                    ("metadata", .object(runs ? [] : [("layoutbook", .object([("skip", .bool(true))]))])),
                    ("outputs", .array(outputs)), ("source", Self.source(Entry.lines(of: commands))),
                ]))
            }
        }
        let notebook: JSONValue = .object([
            ("cells", .array(cells)),
            ("metadata", .object([
                ("language_info", .object([
                    ("file_extension", .string(".layout")), ("mimetype", .string("text/x-layoutbook")),
                    ("name", .string("layoutbook")),
                ])),
                ("layoutbook", .object([("notebook", .string(name))])),
            ])),
            ("nbformat", .number(4)), ("nbformat_minor", .number(5)),
        ])
        var text = ""
        Self.write(notebook, indent: 0, into: &text)
        self.text = text + "\n"
        self.differences = differences
        self.pictures = pictures
    }

    /// The prose of a Markdown cell: without Layoutbook's own comments (the format line, cell
    /// directives) and the blank lines around it.
    static func trimmedProse(_ lines: [String]) -> [String] {
        var kept = lines.filter { line in
            let trimmed = line.trimmingSpaces
            return !(trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->"))
        }
        while let first = kept.first, first.trimmingSpaces.isEmpty { kept.removeFirst() }
        while let last = kept.last, last.trimmingSpaces.isEmpty { kept.removeLast() }
        return kept
    }

    /// A multi-line string as nbformat writes it: a list of lines, each but the last ending in `\n`.
    static func source(_ lines: [String]) -> JSONValue {
        .array(lines.enumerated().map { index, line in
            .string(index == lines.count - 1 ? line : line + "\n")
        })
    }

    /// JSON with one space of indent per level, as Jupyter writes notebooks; leaves are encoded by
    /// ``JSONValue/encoded``, so strings and numbers are written exactly as the reports write them.
    static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent + 1)
        switch value {
        case .array(let items) where !items.isEmpty:
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += pad
                write(item, indent: indent + 1, into: &out)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            for (index, (key, item)) in members.enumerated() {
                out += pad + JSONValue.string(key).encoded + ": "
                write(item, indent: indent + 1, into: &out)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        default:
            out += value.encoded
        }
    }
}
