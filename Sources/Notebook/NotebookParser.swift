import Language

/// Why a notebook cannot be read, with the line where it goes wrong.
public struct NotebookError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "\(line): error: \(message)" }
}

extension NotebookDocument {
    /// The largest notebook read: larger files are refused with a message rather than slowly
    /// replayed (64 MB).
    public static let maximumSize = 64 << 20

    /// Reads a notebook from its bytes: they must be UTF-8.
    public static func parse(bytes: [UInt8]) throws(NotebookError) -> NotebookDocument {
        guard bytes.count <= maximumSize else {
            throw NotebookError(line: 1, "the notebook is \(bytes.count >> 20) MB; notebooks up to \(maximumSize >> 20) MB are read")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw NotebookError(line: firstInvalidLine(bytes), "the notebook is not valid UTF-8 text")
        }
        return try parse(text)
    }

    /// The line of the first byte that is not valid UTF-8.
    static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
        var line = 1
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == 0x0A {
            if String(validating: bytes[start..<i], as: UTF8.self) == nil { return line }
            line += 1
            start = i + 1
        }
        return line
    }

    /// Reads a notebook. Prose and other code blocks are kept as they are; ```` ```layout ````
    /// cells (the info word in any case) are read into commands and their recorded output.
    /// Lines may end in LF or CRLF.
    public static func parse(_ text: String) throws(NotebookError) -> NotebookDocument {
        let lines = Entry.lines(of: text)
        var segments: [NotebookDocument.Segment] = []
        var prose: [String] = []
        var pendingDirectives: [CellDirective] = []
        var index = 0
        /// An open fence of another language: ` ``` ` lines inside it are not cells.
        var foreignFence: String? = nil
        var foreignFenceLine = 0

        // A CRLF notebook is read as its LF twin: the carriage return is no part of the format line.
        if let first = lines.first?.trimmingSpace, first.hasPrefix("<!-- layoutbook notebook"), first != frontMatter {
            throw NotebookError(line: 1, "unsupported notebook format '\(first)'; this version reads '\(frontMatter)'")
        }
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingSpace
            if let fence = foreignFence {
                prose.append(line)
                if trimmed.hasPrefix(fence), trimmed.allSatisfy({ $0 == "`" || $0 == "~" }) { foreignFence = nil }
                index += 1
                continue
            }
            if let directive = try directive(in: trimmed, line: index + 1) {
                pendingDirectives.append(directive)
                prose.append(line)
                index += 1
                continue
            }
            if let fence = fenceOpening(trimmed) {
                // Info strings are words a person types: ```Layout is a cell too, not prose that
                // would silently verify nothing.
                if fence.info.lowercased() == "layout" {
                    if !prose.isEmpty { segments.append(.prose(prose)) }
                    prose = []
                    let (cell, next) = try readCell(lines, from: index, fence: fence.marker, directives: pendingDirectives)
                    segments.append(.cell(cell))
                    pendingDirectives = []
                    index = next
                    continue
                }
                foreignFence = fence.marker
                foreignFenceLine = index + 1
            }
            if !trimmed.isEmpty, !pendingDirectives.isEmpty, !trimmed.hasPrefix("<!--") {
                // A directive applies to the next cell only when nothing but blank lines separate them.
                throw NotebookError(line: index + 1, "a '<!-- layout: \(pendingDirectives[0].rawValue) -->' directive must come right before a ```layout cell")
            }
            prose.append(line)
            index += 1
        }
        if foreignFence != nil {
            throw NotebookError(line: foreignFenceLine, "a code block opened here is never closed")
        }
        if !prose.isEmpty || segments.isEmpty { segments.append(.prose(prose)) }
        return NotebookDocument(segments: segments)
    }

    /// `<!-- layout: pause -->`; an unknown word after `layout:` is an error.
    static func directive(in trimmed: String, line: Int) throws(NotebookError) -> CellDirective? {
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let inner = trimmed.dropFirst(4).dropLast(3).trimmingSpace
        guard inner.hasPrefix("layout:") else { return nil }
        let word = inner.dropFirst("layout:".count).trimmingSpace
        guard let directive = CellDirective(rawValue: word) else {
            let known = CellDirective.allCases.map(\.rawValue).joined(separator: ", ")
            throw NotebookError(line: line, "unknown directive '\(word)'; expected one of: \(known)")
        }
        return directive
    }

    /// A fence opening: ```` ``` ```` or `~~~` (three or more) and the info string's first word.
    static func fenceOpening(_ trimmed: String) -> (marker: String, info: String)? {
        guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
        let marker = String(trimmed.prefix { $0 == first })
        guard marker.count >= 3 else { return nil }
        let info = trimmed.dropFirst(marker.count).trimmingSpace.split(separator: " ").first.map(String.init) ?? ""
        return (marker, info)
    }

    static func readCell(_ lines: [String], from start: Int, fence: String,
                         directives: [CellDirective]) throws(NotebookError) -> (Cell, Int) {
        var entries: [CellEntry] = []
        var index = start + 1
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingSpace
            if trimmed.hasPrefix(fence), trimmed.allSatisfy({ $0 == fence.first }) {
                let cell = Cell(openingFence: lines[start], closingFence: line, directives: directives,
                                entries: entries, line: start + 1)
                return (cell, index + 1)
            }
            if line.hasPrefix(CellEntry.prompt) || line.trimmingSpace == "layout>" {
                entries.append(CellEntry(commandLines: [line], output: [], line: index + 1))
            } else if line.hasPrefix(CellEntry.continuation) || line.trimmingSpace == "...>",
                      var last = entries.popLast(), last.output.isEmpty {
                last.commandLines.append(line)
                entries.append(last)
            } else if var last = entries.popLast() {
                last.output.append(line)
                entries.append(last)
            } else if !trimmed.isEmpty {
                throw NotebookError(line: index + 1, "output before any command: a cell's lines start with '\(CellEntry.prompt)'")
            } else {
                // Blank lines before the first command belong to nothing; keep them as output of
                // an empty first entry would change bytes, so refuse them plainly.
                throw NotebookError(line: index + 1, "a blank line before the first command of a cell")
            }
            index += 1
        }
        throw NotebookError(line: start + 1, "the ```layout cell opened here is never closed")
    }
}

extension StringProtocol {
    var trimmingSpace: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return String(s)
    }
}
