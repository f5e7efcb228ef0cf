/// Splits pasted Swift into tokens in one pass.
///
/// Comments (`//`, nested `/* */`, and Layoutbook's own `# …` with a space after the `#`) and
/// whitespace are dropped; each token remembers whether a line break or a space came before it
/// and whether a space follows, because Swift's grammar reads spacing (`a!` against `a != b`).
/// String literals, multi-line ones included, are decoded with their interpolations lexed in
/// place. Problems are collected in `diagnostics` and leave an `.invalid` token behind.
public struct SwiftLexer: Sendable {
    let scalars: [Unicode.Scalar]
    private var index = 0
    private var line: Int
    private var column = 1
    public private(set) var diagnostics: [Diagnostic] = []
    /// How many string interpolations this lexer is inside: each is lexed by a lexer of its own,
    /// so past ``interpolationLimit`` the paste is refused rather than recurse without end.
    var interpolationDepth = 0
    static let interpolationLimit = 32
    /// Whether the source ends inside a `"""` string, which continues on the next line.
    public private(set) var endsInsideMultilineString = false

    public init(_ source: String, firstLine: Int = 1) {
        scalars = Array(source.unicodeScalars)
        line = firstLine
    }

    init(scalars: [Unicode.Scalar], index: Int, line: Int, column: Int) {
        self.scalars = scalars
        self.index = index
        self.line = line
        self.column = column
    }

    static let operatorCharacters: Set<Unicode.Scalar> = ["/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?", "."]

    /// Whether `c` can be part of an operator: the ASCII ones, and the Unicode symbols The Swift
    /// Programming Language lists for an operator's head (`※`, `≈`, `→`…) and its combining marks.
    static func isOperatorCharacter(_ c: Unicode.Scalar) -> Bool {
        if operatorCharacters.contains(c) { return true }
        switch c.value {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Every token, ending with one `.end` token.
    public mutating func tokenize() -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(scalars.count / 3)
        while true {
            let (newline, space) = skipTrivia()
            var token = next()
            token.newlineBefore = newline || tokens.isEmpty
            token.spaceBefore = space || tokens.isEmpty
            if let c = peek() {
                token.spaceAfter = c == " " || c == "\t" || c == "\n" || c == "\r"
            } else {
                token.spaceAfter = true
            }
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    /// Whether pasted text leaves a `{`, `(` or `[` or a multi-line string open, so the shell
    /// reads on: Swift's reading, where `#selector(…)` is code, not a comment.
    public static func leavesOpen(_ text: String) -> Bool {
        var lexer = SwiftLexer(text)
        var depth = 0
        for token in lexer.tokenize() {
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket: depth -= 1
            default: break
            }
        }
        return depth > 0 || lexer.endsInsideMultilineString
    }

    /// The tokens of an interpolation, up to its closing `)`, which is consumed.
    mutating func interpolation() -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        var depth = 0
        while true {
            let (newline, space) = skipTrivia()
            if peek() == nil {
                diagnostics.append(Diagnostic(.error, "unterminated string interpolation", at: SourceRange(at: location)))
                break
            }
            if peek() == ")" && depth == 0 {
                advance()
                break
            }
            var token = next()
            token.newlineBefore = newline
            token.spaceBefore = space
            if token.kind == .leftParen { depth += 1 }
            if token.kind == .rightParen { depth -= 1 }
            tokens.append(token)
        }
        var end = SwiftToken(kind: .end, text: "", range: SourceRange(at: location), newlineBefore: false,
                             spaceBefore: false, spaceAfter: true)
        end.newlineBefore = false
        tokens.append(end)
        return tokens
    }

    var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// Whether the `#`s here open a raw string (`##"…"##`), not a comment of Layoutbook's (`## …`).
    private func opensRawString() -> Bool {
        var ahead = 0
        while peek(ahead) == "#" { ahead += 1 }
        return peek(ahead) == "\""
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        index + ahead < scalars.count ? scalars[index + ahead] : nil
    }

    @discardableResult
    private mutating func advance() -> Unicode.Scalar {
        let c = scalars[index]
        index += 1
        if c == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        return c
    }

    /// Skips spaces, line breaks and comments; says whether a line break and any space were seen.
    private mutating func skipTrivia() -> (newline: Bool, space: Bool) {
        var newline = false
        var space = false
        while let c = peek() {
            if c == " " || c == "\t" || c == "\r" {
                space = true
                advance()
            } else if c == "\n" {
                newline = true
                space = true
                advance()
            } else if c == "/" && peek(1) == "/" {
                space = true
                while let d = peek(), d != "\n" { _ = d; advance() }
            } else if c == "#" && (peek(1) == nil || peek(1) == " " || peek(1) == "\t" || peek(1) == "\n" || peek(1) == "#")
                        && !opensRawString() {
                // Layoutbook's own comments: `# note`.
                space = true
                while let d = peek(), d != "\n" { _ = d; advance() }
            } else if c == "/" && peek(1) == "*" {
                space = true
                let start = location
                advance(); advance()
                var depth = 1
                while depth > 0 {
                    guard let d = peek() else {
                        diagnostics.append(Diagnostic(.error, "unterminated '/*' comment", at: SourceRange(at: start),
                                                      suggestion: nil))
                        break
                    }
                    if d == "\n" { newline = true }
                    if d == "/" && peek(1) == "*" { advance(); advance(); depth += 1 }
                    else if d == "*" && peek(1) == "/" { advance(); advance(); depth -= 1 }
                    else { advance() }
                }
            } else {
                break
            }
        }
        return (newline, space)
    }

    private func text(from start: Int) -> String {
        let slice = scalars[start..<index]
        // Nearly every token is ASCII: its bytes are its scalars, written once.
        if slice.allSatisfy(\.isASCII) {
            return String(unsafeUninitializedCapacity: slice.count) { bytes in
                for (i, c) in zip(bytes.indices, slice) { bytes[i] = UInt8(truncatingIfNeeded: c.value) }
                return slice.count
            }
        }
        var s = String.UnicodeScalarView()
        s.append(contentsOf: slice)
        return String(s)
    }

    private func make(_ kind: SwiftTokenKind, from start: Int, _ startLocation: SourceLocation) -> SwiftToken {
        SwiftToken(kind: kind, text: text(from: start), range: SourceRange(startLocation, location),
                   newlineBefore: false, spaceBefore: false, spaceAfter: false)
    }

    private mutating func next() -> SwiftToken {
        let start = index
        let startLocation = location
        guard let c = peek() else { return make(.end, from: start, startLocation) }
        if Self.startsName(c) || c == "$" {
            advance()
            while let d = peek(), Self.continuesName(d) || d == "$" { _ = d; advance() }
            return make(.identifier, from: start, startLocation)
        }
        if c == "`" {
            advance()
            while let d = peek(), d != "`", d != "\n" { _ = d; advance() }
            if peek() == "`" { advance() }
            var token = make(.identifier, from: start, startLocation)
            token.text = String(token.text.filter { $0 != "`" })
            token.isEscaped = true
            return token
        }
        if ("0"..."9").contains(c) {
            return number(start, startLocation)
        }
        if c == "\"" { return string(start, startLocation) }
        if c == "#" {
            // A raw string `#"…"#`, `##"…"##`: its quotes and backslashes are text; it closes at a
            // quote with as many `#`s, and `\#(…)` (as many) interpolates.
            var hashes = 0
            while peek(hashes) == "#" { hashes += 1 }
            if peek(hashes) == "\"" {
                for _ in 0..<hashes { advance() }
                return string(start, startLocation, hashes: hashes)
            }
            advance()
            while let d = peek(), Self.continuesName(d) { _ = d; advance() }
            return make(.pound, from: start, startLocation)
        }
        switch c {
        case "(": advance(); return make(.leftParen, from: start, startLocation)
        case ")": advance(); return make(.rightParen, from: start, startLocation)
        case "{": advance(); return make(.leftBrace, from: start, startLocation)
        case "}": advance(); return make(.rightBrace, from: start, startLocation)
        case "[": advance(); return make(.leftBracket, from: start, startLocation)
        case "]": advance(); return make(.rightBracket, from: start, startLocation)
        case ",": advance(); return make(.comma, from: start, startLocation)
        case ":": advance(); return make(.colon, from: start, startLocation)
        case ";": advance(); return make(.semicolon, from: start, startLocation)
        case "@": advance(); return make(.at, from: start, startLocation)
        case "\\": advance(); return make(.backslash, from: start, startLocation)
        default: break
        }
        if Self.isOperatorCharacter(c) {
            let glued = index > 0 && Self.endsOperand(scalars[index - 1])
            // `a?.b` and `a!`: a `?` or `!` glued to what is before it is postfix, a trailing
            // closure's `}` too (`items.first { $0.isHidden }?.removeFromSuperview()`).
            let afterClosure = index > 0 && scalars[index - 1] == "}"
            if glued || afterClosure, c == "?" || c == "!", !(c == "!" && peek(1) == "=") {
                advance()
                return make(c == "?" ? .postfixQuestion : .postfixBang, from: start, startLocation)
            }
            if c == "." {
                if peek(1) == "." {
                    advance(); advance()
                    if peek() == "." || peek() == "<" { advance() }
                    return make(.operator, from: start, startLocation)
                }
                if let next = peek(1), next != ".", Self.isOperatorCharacter(next), next != "?", next != "!" {
                    // A dot operator (Prelude's lens setter `\.axis .~ .vertical`): a `.` and the
                    // operator characters after it, dots among them, as Swift lexes one.
                    advance()
                    while let d = peek(), Self.isOperatorCharacter(d) { _ = d; advance() }
                    return make(.operator, from: start, startLocation)
                }
                advance()
                return make(.dot, from: start, startLocation)
            }
            while let d = peek(), Self.isOperatorCharacter(d), d != "." {
                // `a+-b` is rare; stop an operator before a `/` that starts a comment.
                if d == "/" && (peek(1) == "/" || peek(1) == "*") && index > start { break }
                advance()
            }
            return make(.operator, from: start, startLocation)
        }
        advance()
        diagnostics.append(Diagnostic(.error, "unexpected character '\(c)'", at: SourceRange(startLocation, location)))
        return make(.invalid, from: start, startLocation)
    }

    /// Whether `c` may start a name (Unicode's identifier start, or `_`). ASCII is answered
    /// without looking up Unicode's properties, which was a tenth of reading a pasted file.
    static func startsName(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII {
            return ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
        }
        return c.properties.isXIDStart || isSupplementaryNameScalar(c)
    }

    /// Swift's identifier head takes every plane past the first, but for its last two code
    /// points each (U+10000–U+1FFFD, …, U+E0000–U+EFFFD): the emoji of `func 📘(_:)` among them.
    static func isSupplementaryNameScalar(_ c: Unicode.Scalar) -> Bool {
        c.value >= 0x10000 && c.value <= 0xEFFFD && c.value & 0xFFFF <= 0xFFFD
    }

    /// Whether `c` may go on a name (Unicode's identifier continue: letters, digits, `_`, marks).
    static func continuesName(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII {
            return ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_"
        }
        return c.properties.isXIDContinue || isSupplementaryNameScalar(c)
    }

    /// Whether a `?` or `!` right after `c` is postfix: `c` ends a name, a call, a subscript or a literal.
    static func endsOperand(_ c: Unicode.Scalar) -> Bool {
        continuesName(c) || c == ")" || c == "]" || c == "\"" || c == "!" || c == "?" || c == "`" || c == ">"
    }

    private mutating func number(_ start: Int, _ startLocation: SourceLocation) -> SwiftToken {
        if peek() == "0", peek(1) == "x" || peek(1) == "X" {
            advance(); advance()
            while let d = peek(), d.properties.isASCIIHexDigit || d == "_" { _ = d; advance() }
            return make(.number, from: start, startLocation)
        }
        func digits() {
            while let d = peek(), ("0"..."9").contains(d) || d == "_" { _ = d; advance() }
        }
        digits()
        if peek() == ".", let after = peek(1), ("0"..."9").contains(after) {
            advance()
            digits()
        }
        if peek() == "e" || peek() == "E" {
            let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
            if let d = peek(1 + sign), ("0"..."9").contains(d) {
                advance()
                if sign == 1 { advance() }
                digits()
            }
        }
        return make(.number, from: start, startLocation)
    }

    /// The spaces and tabs before the closing quotes of the multi-line string that starts here:
    /// the first line, after the opening quotes' own, that holds nothing but them and `"""`.
    /// Empty when the string is not closed.
    private func closingQuotesIndentation() -> [Unicode.Scalar] {
        var i = index
        while i < scalars.count {
            if scalars[i] == "\n" {
                var j = i + 1
                var indentation: [Unicode.Scalar] = []
                while j < scalars.count, scalars[j] == " " || scalars[j] == "\t" { indentation.append(scalars[j]); j += 1 }
                if j + 2 < scalars.count, scalars[j] == "\"", scalars[j + 1] == "\"", scalars[j + 2] == "\"" { return indentation }
            }
            i += 1
        }
        return []
    }

    /// Whether the rest of the line ahead is only spaces or tabs and then the closing `"""`.
    private func closingQuotesFollow() -> Bool {
        var i = index
        while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
        return i + 2 < scalars.count && scalars[i] == "\"" && scalars[i + 1] == "\"" && scalars[i + 2] == "\""
    }

    /// The spaces and tabs ahead on this line.
    private func whitespaceAhead() -> [Unicode.Scalar] {
        var i = index
        var found: [Unicode.Scalar] = []
        while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { found.append(scalars[i]); i += 1 }
        return found
    }

    /// Steps over a line's indentation, as far as it matches the closing quotes'.
    private mutating func skipIndentation(_ indentation: [Unicode.Scalar]) {
        for scalar in indentation {
            guard peek() == scalar else { return }
            advance()
        }
    }

    private mutating func string(_ start: Int, _ startLocation: SourceLocation, hashes: Int = 0) -> SwiftToken {
        /// Whether `count` `#`s follow `offset` scalars ahead.
        func hashesFollow(_ offset: Int) -> Bool { (0..<hashes).allSatisfy { peek(offset + $0) == "#" } }
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        if multiline { advance(); advance(); advance() } else { advance() }
        // A multi-line string's lines lose the indentation of its closing quotes; the line break
        // after the opening quotes and the one before the closing quotes are not part of it.
        let indentation = multiline ? closingQuotesIndentation() : []
        if multiline, peek() == "\n" { advance(); skipIndentation(indentation) }
        var segments: [StringSegment] = []
        var text = String.UnicodeScalarView()
        var closed = false
        while let c = peek() {
            if multiline {
                if c == "\"" && peek(1) == "\"" && peek(2) == "\"" && hashesFollow(3) {
                    for _ in 0..<(3 + hashes) { advance() }
                    closed = true
                    break
                }
                if c == "\n" {
                    advance()
                    if closingQuotesFollow() {
                        skipIndentation(indentation.isEmpty ? whitespaceAhead() : indentation)
                    } else {
                        text.append("\n")
                        skipIndentation(indentation)
                    }
                    continue
                }
            } else {
                if c == "\"" && hashesFollow(1) {
                    for _ in 0..<(1 + hashes) { advance() }
                    closed = true
                    break
                }
                if c == "\n" { break }
            }
            if c == "\\" && hashesFollow(1) {
                for _ in 0..<(1 + hashes) { advance() }
                guard let e = peek() else { break }
                if e == "(" {
                    advance()
                    if !text.isEmpty { segments.append(.text(String(text))); text = .init() }
                    guard interpolationDepth < Self.interpolationLimit else {
                        diagnostics.append(Diagnostic(.error, "string interpolations nest more than \(Self.interpolationLimit) deep here",
                                                      at: SourceRange(at: location), hint: "build the string from named parts"))
                        // Nothing after this can be read reliably: the rest of the paste is skipped.
                        index = scalars.count
                        break
                    }
                    var inner = SwiftLexer(scalars: scalars, index: index, line: line, column: column)
                    inner.interpolationDepth = interpolationDepth + 1
                    let tokens = inner.interpolation()
                    diagnostics += inner.diagnostics
                    index = inner.index
                    line = inner.line
                    column = inner.column
                    segments.append(.interpolation(tokens))
                    continue
                }
                advance()
                switch e {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "0": text.append("\0")
                case "u" where peek() == "{":
                    // `\u{1F600}`: the scalar its one to eight hex digits name.
                    var digits = ""
                    var ahead = 1
                    while let d = peek(ahead), d.properties.isASCIIHexDigit, digits.count < 8 {
                        digits.unicodeScalars.append(d)
                        ahead += 1
                    }
                    if peek(ahead) == "}", let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                        for _ in 0...ahead { _ = advance() }
                        text.append(scalar)
                    } else {
                        text.append(e)
                    }
                case "\n":
                    // A line-ending backslash joins the next line, which loses the closing
                    // quotes' indentation as every line does.
                    if multiline { skipIndentation(indentation) }
                default: text.append(e)
                }
                continue
            }
            text.append(advance())
        }
        if !text.isEmpty || segments.isEmpty {
            segments.append(.text(String(text)))
        }
        if !closed && multiline { endsInsideMultilineString = true }
        if !closed {
            diagnostics.append(Diagnostic(.error, "unterminated string literal", at: SourceRange(startLocation, location),
                                          suggestion: nil))
        }
        var token = make(closed ? .string : .invalid, from: start, startLocation)
        token.segments = segments
        return token
    }
}
