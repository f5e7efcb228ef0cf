/// A problem found in a command, with where it is and, when one is likely, what was meant.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is; the raw value is the word rendered after the location.
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    public var range: SourceRange
    /// A likely intended spelling, rendered as `did you mean '…'?`.
    public var suggestion: String?
    /// What would work instead, when it is not a respelling (`write it as a closure`).
    public var hint: String?
    /// What kind of failure it is, where a decision depends on it: code decides on this, never
    /// on the message's words, which are free to change.
    public var kind: Kind?

    /// The failures a decision tells apart.
    public enum Kind: Hashable, Sendable {
        /// Layoutbook's own grammar did not recognise the entry's first word (or found Swift it
        /// does not read there: a function, a type, a `}` with no block), so another reading
        /// says more.
        case notACommand
        /// A construct of Swift the pasted-code reader leaves out (generic or async functions,
        /// custom operators): the entry is Swift, and this is what stops it.
        case unsupportedSwift
        /// A `{` of pasted Swift never closed: the entry is Swift and incomplete.
        case unclosedBlock
        /// A view not in a view hierarchy yet: constraints to it wait until it is placed.
        case notInHierarchy
        /// A name Layoutbook's own reading does not know (a view, a constraint, a dictionary):
        /// one only the Swift reading declared may be meant.
        case unknownName
        /// What the app itself would stop at as it runs, for want of data it holds (an index out
        /// of range, a nil unwrapped, a constraint to a nil item): the paste's code is sound.
        case appWouldStop
        /// Pasted code ran the step limit without finishing. The session is as it was, so the
        /// same entry again stops the same way.
        case stepLimit
    }

    public init(_ severity: Severity, _ message: String, at range: SourceRange, suggestion: String? = nil,
                hint: String? = nil, kind: Kind? = nil) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.range = range
        self.suggestion = suggestion
        self.hint = hint
    }

    /// The same diagnostic, marked as of `kind`.
    public func of(_ kind: Kind) -> Diagnostic {
        var copy = self
        copy.kind = kind
        return copy
    }

    /// `line:column: severity: message`, without the source line.
    public var description: String {
        "\(range.start): \(severity.rawValue): \(message)"
    }

    /// Renders the diagnostic as the shell and the notebook checker print it:
    ///
    ///     2:10: error: unknown attribute 'botom'
    ///         make.botom.equalTo(0)
    ///              ^~~~~
    ///     did you mean 'bottom'?
    ///
    /// The source line is shown as written; the caret sits under the range's first character and
    /// `~` marks the rest of it on that line. `source` is the text the diagnostic's lines refer to,
    /// and `firstLine` the line number of its first line.
    public func rendered(source: String, firstLine: Int = 1, fileName: String? = nil) -> String {
        var lines = [(fileName.map { "\($0):" } ?? "") + description]
        if let line = Diagnostic.line(range.start.line - firstLine, of: source) {
            let shown = Diagnostic.trimmingTrailingSpace(line)
            lines.append(String(String.UnicodeScalarView(shown)))
            lines.append(caret(under: line))
        }
        if let suggestion {
            lines.append("did you mean '\(suggestion)'?")
        }
        if let hint {
            lines.append(hint)
        }
        return lines.joined(separator: "\n")
    }

    private func caret(under line: [Unicode.Scalar]) -> String {
        let column = range.start.column
        var result = ""
        // Tabs stay tabs so the caret lines up however the terminal expands them.
        for position in 0..<(column - 1) {
            result.unicodeScalars.append(position < line.count && line[position] == "\t" ? "\t" : " ")
        }
        let width: Int
        if range.end.line == range.start.line {
            width = max(1, range.end.column - column)
        } else {
            width = max(1, line.count - (column - 1))
        }
        result += "^" + String(repeating: "~", count: width - 1)
        return result
    }

    /// The scalars of the zero-based `index`th line of `source`, without its line break.
    static func line(_ index: Int, of source: String) -> [Unicode.Scalar]? {
        guard index >= 0 else { return nil }
        var current = 0
        var line: [Unicode.Scalar] = []
        for scalar in source.unicodeScalars {
            if scalar == "\n" {
                if current == index { return line }
                current += 1
                line.removeAll(keepingCapacity: true)
            } else if current == index {
                line.append(scalar)
            }
        }
        return current == index ? line : nil
    }

    static func trimmingTrailingSpace(_ line: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var end = line.count
        while end > 0, line[end - 1] == " " || line[end - 1] == "\t" || line[end - 1] == "\r" {
            end -= 1
        }
        return Array(line[..<end])
    }
}

extension Array where Element == Diagnostic {
    /// The most diagnostics one entry shows: a mangled paste can hold one on every character, and
    /// each repeats its line, so thousands would take minutes and bury the first, which matters.
    public static var shownLimit: Int { 50 }

    /// Every diagnostic rendered (the first ``shownLimit``, then how many more), separated by newlines.
    public func rendered(source: String, firstLine: Int = 1, fileName: String? = nil) -> String {
        let shown = prefix(Self.shownLimit).map { $0.rendered(source: source, firstLine: firstLine, fileName: fileName) }
        let rest = count - shown.count
        return (shown + (rest > 0 ? ["… and \(rest) more \(rest == 1 ? "error" : "errors") in this entry, not shown"] : []))
            .joined(separator: "\n")
    }
}

extension Diagnostic {
    /// The same diagnostic `lines` lines further down: an entry's answer given again for the
    /// same text entered later.
    func moved(byLines lines: Int) -> Diagnostic {
        var moved = self
        moved.range.start.line += lines
        moved.range.end.line += lines
        return moved
    }
}
