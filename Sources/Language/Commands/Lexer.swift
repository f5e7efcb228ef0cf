/// Splits the source of one or more commands into tokens.
///
/// Comments (`#…` and `//…`) and spaces are dropped. Newlines are tokens, because they separate
/// commands and statements, except inside an unclosed `(` or `[` (a call or an array continues on
/// the next line, as in Swift; inside a `{` newlines count again) and before a line that starts
/// with `.member` (a chain continued on the next line).
/// Problems are collected in `diagnostics` and leave an `.invalid` token behind, so the parser
/// can skip the command without reporting the same problem twice.
public struct Lexer: Sendable {
    /// The source as Unicode scalars; columns count scalars.
    public let scalars: [Unicode.Scalar]
    /// The location of every scalar, plus one for the end of the source.
    public let locations: [SourceLocation]
    public private(set) var diagnostics: [Diagnostic] = []
    /// The delimiters still open at the end, innermost last.
    public private(set) var openDelimiters: [Token] = []
    /// Whether the source ends inside a string literal.
    public private(set) var endsInsideString = false

    private var index = 0
    /// Where an `x` directly after a number starts a size's second number.
    private var crossOffset: Int?

    public init(_ source: String, firstLine: Int = 1) {
        scalars = Array(source.unicodeScalars)
        var locations: [SourceLocation] = []
        locations.reserveCapacity(scalars.count + 1)
        var line = firstLine
        var column = 1
        for scalar in scalars {
            locations.append(SourceLocation(line: line, column: column))
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        locations.append(SourceLocation(line: line, column: column))
        self.locations = locations
    }

    /// Reads every token, ending with one `.end` token.
    public mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        while true {
            let token = next()
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                openDelimiters.append(token)
            case .rightParen, .rightBracket, .rightBrace:
                close(token.kind)
            case .newline:
                if let innermost = openDelimiters.last, innermost.kind != .leftBrace { continue }
                // A line that starts with `.member` continues the previous one, as in Swift:
                // `make.top.equalTo(header.snp.bottom)` then `    .offset(8)`.
                if nextLineStartsWithMember() { continue }
            default:
                break
            }
            let startsCommand = tokens.last.map { $0.kind == .newline || $0.kind == .semicolon } ?? true
            tokens.append(token)
            if token.kind == .end { return tokens }
            if startsCommand, token.kind == .identifier, token.text == "save" || token.text == "load" {
                tokens += fileName()
            }
            // `device iPhone SE (2nd generation)`: a device's name is typed as Apple spells it, and
            // `2nd` or `16e` are names there, not malformed numbers.
            if startsCommand, token.kind == .identifier, token.text == "device" {
                tokens += fileName(stoppingAt: [";", "#", "/"])
            }
            // `show --svg FILE` and `show sv --svg FILE`: the name after the flag is a path too.
            if token.kind == .identifier, startsCommand ? token.text == "show" : isShowCommand(tokens.dropLast()) {
                tokens += fileName(flag: "--svg")
            }
        }
    }

    /// After `save` or `load` at the start of a command: the file name as typed, to the end of
    /// the line, as one string token — a path is not code (`notes#2.md`, `~/a//b`, `2E5-x.md`).
    /// A quoted name, and `--force` before it, are ordinary tokens; `save.top…` is not a command.
    /// With `flag`, the name is read only after that flag (`show --svg FILE`), and nothing is read
    /// without it; with `stops`, the name ends at one of them too (a device's name before `; frames` or a comment).
    private mutating func fileName(flag: String = "--force", stoppingAt stops: Set<Unicode.Scalar> = []) -> [Token] {
        var tokens: [Token] = []
        skipSpaces()
        let required = flag != "--force"
        if peek() == "-", peek(1) == "-" {
            let flagStart = index
            while let next = peek(), !next.properties.isWhitespace { index += 1 }
            guard text(from: flagStart, to: index) == flag else {
                index = flagStart
                return []
            }
            for offset in 0..<2 {
                tokens.append(Token(kind: .minus, text: "-",
                                    range: SourceRange(locations[flagStart + offset], locations[flagStart + offset + 1]),
                                    offset: flagStart + offset, endOffset: flagStart + offset + 1, stringValue: nil))
            }
            tokens.append(Token(kind: .identifier, text: String(flag.dropFirst(2)),
                                range: SourceRange(locations[flagStart + 2], locations[index]),
                                offset: flagStart + 2, endOffset: index, stringValue: nil))
            skipSpaces()
        } else if required {
            return []
        }
        guard let first = peek(), first != "\"", first != "\n", first != ".", first != "=", first != "(" else {
            return tokens
        }
        let start = index
        var end = index
        while let next = peek(), next != "\n", !stops.contains(next) {
            index += 1
            if next != " ", next != "\t", next != "\r" { end = index }
        }
        index = end
        tokens.append(Token(kind: .string, text: text(from: start, to: end),
                            range: SourceRange(locations[start], locations[end]),
                            offset: start, endOffset: end, stringValue: text(from: start, to: end)))
        return tokens
    }

    /// Whether `tokens` end in a command that is `show` and one name, as in `show sv`.
    private func isShowCommand(_ tokens: ArraySlice<Token>) -> Bool {
        guard let show = tokens.last, show.kind == .identifier, show.text == "show" else { return false }
        let before = tokens.dropLast().last
        return before == nil || before?.kind == .newline || before?.kind == .semicolon
    }

    private mutating func skipSpaces() {
        while let next = peek(), next == " " || next == "\t" { index += 1 }
    }

    /// Pops the delimiter `closer` closes; a stray closer is the parser's to report.
    private mutating func close(_ closer: TokenKind) {
        let opener: TokenKind =
            switch closer {
            case .rightParen: .leftParen
            case .rightBracket: .leftBracket
            default: .leftBrace
            }
        if let position = openDelimiters.lastIndex(where: { $0.kind == opener }) {
            openDelimiters.removeSubrange(position...)
        }
    }

    /// The source text between two scalar offsets.
    public func text(from start: Int, to end: Int) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[start..<end])
        return result
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        index + ahead < scalars.count ? scalars[index + ahead] : nil
    }

    private func token(_ kind: TokenKind, from start: Int, value: String? = nil) -> Token {
        Token(
            kind: kind, text: text(from: start, to: index),
            range: SourceRange(locations[start], locations[index]),
            offset: start, endOffset: index, stringValue: value)
    }

    private mutating func report(_ message: String, from start: Int, suggestion: String? = nil) {
        diagnostics.append(
            Diagnostic(
                .error, message, at: SourceRange(locations[start], locations[index]), suggestion: suggestion))
    }

    private mutating func next() -> Token {
        skipSpaceAndComments()
        let start = index
        guard let scalar = peek() else { return token(.end, from: start) }
        index += 1
        if start == crossOffset { return token(.cross, from: start) }
        switch scalar {
        case "\n": return token(.newline, from: start)
        case ".": return token(.dot, from: start)
        case ",": return token(.comma, from: start)
        case ";": return token(.semicolon, from: start)
        case ":": return token(.colon, from: start)
        case "(": return token(.leftParen, from: start)
        case ")": return token(.rightParen, from: start)
        case "{": return token(.leftBrace, from: start)
        case "}": return token(.rightBrace, from: start)
        case "[": return token(.leftBracket, from: start)
        case "]": return token(.rightBracket, from: start)
        case "@": return token(.at, from: start)
        case "*": return token(.star, from: start)
        case "/": return token(.slash, from: start)
        case "+": return token(.plus, from: start)
        case "|": return token(.pipe, from: start)
        case "!": return token(.bang, from: start)
        case "?": return token(.question, from: start)
        case "\u{D7}": return token(.cross, from: start)
        case "=": return followed(by: "=", .equalEqual, else: .assign, from: start)
        case "-": return followed(by: ">", .arrow, else: .minus, from: start)
        case "<", ">":
            if peek() == "=" {
                index += 1
                return token(scalar == "<" ? .lessEqual : .greaterEqual, from: start)
            }
            report("unexpected character '\(scalar)'", from: start, suggestion: "\(scalar)=")
            return token(.invalid, from: start)
        case "\"": return string(from: start)
        default:
            if Lexer.isDigit(scalar) { return number(from: start) }
            if Lexer.isIdentifierStart(scalar) {
                while let next = peek(), Lexer.isIdentifierPart(next) { index += 1 }
                return token(.identifier, from: start)
            }
            // `$0`, a closure's implicit parameter (`{ $0.edges.equalToSuperview() }`).
            if scalar == "$", let next = peek(), Lexer.isDigit(next) {
                skipDigits()
                return token(.identifier, from: start)
            }
            report("unexpected character '\(scalar)'", from: start)
            return token(.invalid, from: start)
        }
    }

    /// Whether the next token after spaces, blank lines and comments is `.` and a name.
    private func nextLineStartsWithMember() -> Bool {
        var position = index
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" {
                position += 1
            } else if scalar == "#" || (scalar == "/" && position + 1 < scalars.count && scalars[position + 1] == "/") {
                while position < scalars.count && scalars[position] != "\n" { position += 1 }
            } else {
                return scalar == "." && position + 1 < scalars.count && Lexer.isIdentifierStart(scalars[position + 1])
            }
        }
        return false
    }

    private mutating func followed(
        by second: Unicode.Scalar, _ pair: TokenKind, else single: TokenKind, from start: Int
    ) -> Token {
        if peek() == second {
            index += 1
            return token(pair, from: start)
        }
        return token(single, from: start)
    }

    private mutating func skipSpaceAndComments() {
        while let scalar = peek() {
            if scalar == " " || scalar == "\t" || scalar == "\r" {
                index += 1
            } else if scalar == "#" || (scalar == "/" && peek(1) == "/") {
                while let next = peek(), next != "\n" { index += 1 }
            } else {
                return
            }
        }
    }

    /// Reads `12`, `0.5`; `375x667` splits into number, cross, number.
    private mutating func number(from start: Int) -> Token {
        skipDigits()
        if peek() == ".", let after = peek(1), Lexer.isDigit(after) {
            index += 1
            skipDigits()
        }
        // An exponent, as Swift writes it: 1e20, 2.5E-3.
        if peek() == "e" || peek() == "E" {
            let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
            if let digit = peek(1 + sign), Lexer.isDigit(digit) {
                index += 1 + sign
                skipDigits()
            }
        }
        let malformedDecimal = peek() == "." && peek(1).map(Lexer.isDigit) == true
        let sizeCross = peek() == "x" && peek(1).map(Lexer.isDigit) == true
        if malformedDecimal || (!sizeCross && peek().map(Lexer.isIdentifierPart) == true) {
            while let next = peek(), Lexer.isIdentifierPart(next) || next == "." { index += 1 }
            report("invalid number '\(text(from: start, to: index))'", from: start)
            return token(.invalid, from: start)
        }
        if sizeCross {
            // The `x` of `375x667` comes back as its own token on the next call.
            crossOffset = index
        }
        return token(.number, from: start)
    }

    private mutating func skipDigits() {
        while let next = peek(), Lexer.isDigit(next) { index += 1 }
    }

    /// Reads a string literal; it may span lines, so the shell can continue an unclosed one.
    private mutating func string(from start: Int) -> Token {
        var value = ""
        var valid = true
        while let scalar = peek() {
            index += 1
            switch scalar {
            case "\"":
                return token(valid ? .string : .invalid, from: start, value: value)
            case "\\":
                let escapeStart = index - 1
                guard let escaped = peek() else { continue }
                index += 1
                switch escaped {
                case "\"": value.unicodeScalars.append("\"")
                case "\\": value.unicodeScalars.append("\\")
                case "n": value.unicodeScalars.append("\n")
                case "t": value.unicodeScalars.append("\t")
                default:
                    valid = false
                    diagnostics.append(
                        Diagnostic(
                            .error, "unknown escape sequence '\\\(escaped)' in string",
                            at: SourceRange(locations[escapeStart], locations[index])))
                }
            default:
                value.unicodeScalars.append(scalar)
            }
        }
        endsInsideString = true
        diagnostics.append(
            Diagnostic(
                .error, "unterminated string literal",
                at: SourceRange(locations[start], locations[start + 1])))
        return token(.invalid, from: start, value: value)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
            || (scalar.value > 0x7F && scalar.properties.isAlphabetic)
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || isDigit(scalar)
    }
}
