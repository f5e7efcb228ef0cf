/// One entry of a script: what a user types before pressing Enter — a line, or the lines of a
/// block that leaves `{`, `(` or `[` open until it closes.
public struct Entry: Hashable, Sendable {
    /// The entry's lines, joined with newlines, without the last line break.
    public var text: String
    /// The line number of its first line in the script.
    public var firstLine: Int

    public init(text: String, firstLine: Int) {
        self.text = text
        self.firstLine = firstLine
    }

    /// Whether the entry has nothing but blanks and comments.
    public var isBlank: Bool {
        text.split(separator: "\n").allSatisfy { line in
            let trimmed = String(line).trimmingSpaces
            return trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//")
        }
    }

    /// Splits a script into entries as the shell would read it line by line. An entry still
    /// open at the end of the script is returned as it is, so its error is reported.
    public static func split(_ script: String) -> [Entry] {
        var entries: [Entry] = []
        var pending: [Substring] = []
        var continuation = Continuation()
        var start = 1
        var number = 0
        for line in Entry.lines(of: script) {
            number += 1
            if pending.isEmpty { start = number }
            let line = line.hasSuffix("\r") ? Substring(line.dropLast()) : Substring(line)
            pending.append(line)
            continuation.read(line)
            if !continuation.isOpen {
                entries.append(Entry(text: pending.joined(separator: "\n"), firstLine: start))
                pending = []
                continuation = Continuation()
            }
        }
        if !pending.isEmpty { entries.append(Entry(text: pending.joined(separator: "\n"), firstLine: start)) }
        // A script that ends with a line break has no entry after it.
        if let last = entries.last, last.text.isEmpty, script.hasSuffix("\n") { entries.removeLast() }
        return entries
    }

    /// The lines of a text split at each line feed, a carriage return kept at the end of its line.
    /// (Splitting a `String` by `Character` would not split CRLF: Swift reads `\r\n` as one
    /// character.)
    public static func lines(of text: String) -> [String] {
        text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Whether the lines of an entry read so far leave it open — a `{`, `(` or `[` or a string
/// literal not closed — as ``needsContinuation(_:)`` says of their text, kept line by line so
/// that each line is read once: a pasted block of thousands of lines is not read again for
/// every line that follows.
public struct Continuation: Sendable, Hashable {
    /// The delimiters still open, innermost last.
    private var open: [TokenKind] = []
    /// Whether the last line ended inside a string literal.
    private var insideString = false

    public init() {}

    /// Whether the entry needs another line.
    public var isOpen: Bool { insideString || !open.isEmpty }

    /// Reads the entry's next line (without its line break).
    public mutating func read<Line: StringProtocol>(_ line: Line) {
        var rest = Substring(line)
        // A line inside an open `(` or `[` does not start a command, so its `save` is a word,
        // not a file command that takes the rest of the line; likewise after a string closes.
        var startsCommand = open.last.map { $0 == .leftBrace } ?? true
        if insideString {
            // Find where the string closes; the line break before this line was part of it.
            var escaped = false
            var closing: Substring.UnicodeScalarView.Index?
            for index in rest.unicodeScalars.indices {
                let scalar = rest.unicodeScalars[index]
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    closing = index
                    break
                }
            }
            guard let closing else { return }
            insideString = false
            rest = Substring(rest.unicodeScalars[rest.unicodeScalars.index(after: closing)...])
            startsCommand = false
        }
        let code = swiftPoundWordsAsCode(rest)
        var lexer = Lexer(startsCommand ? code : "_ " + code)
        for token in lexer.tokenize() {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                open.append(token.kind)
            case .rightParen, .rightBracket, .rightBrace:
                // As the lexer does: a closer closes its innermost opener and all inside it;
                // a stray one is the parser's to report.
                let opener: TokenKind =
                    token.kind == .rightParen ? .leftParen : token.kind == .rightBracket ? .leftBracket : .leftBrace
                if let position = open.lastIndex(of: opener) { open.removeSubrange(position...) }
            default:
                break
            }
        }
        insideString = lexer.endsInsideString
    }
}
