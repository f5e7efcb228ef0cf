/// Splits pasted Objective-C into tokens: C's names, numbers (suffixes `f`, `L`, `U` dropped),
/// strings and operators, Objective-C's `@` keywords and literals, and preprocessor lines whole.
/// Comments are skipped; what cannot be read is reported at its `line:column`.
struct ObjCLexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line: Int
    private var column = 1
    private(set) var diagnostics: [Diagnostic] = []

    init(_ source: String, firstLine: Int) {
        scalars = Array(source.unicodeScalars)
        line = firstLine
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "$" || c.properties.isAlphabetic
    }

    private static func isNameContinue(_ c: Unicode.Scalar) -> Bool {
        isNameStart(c) || ("0"..."9").contains(c)
    }

    /// C's operators, longest first so that `<<=` is read before `<<` and `<`.
    private static let operators = ["<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
                                    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
                                    "+", "-", "*", "/", "%", "<", ">", "=", "!", "~", "&", "|", "^", "?", ":", "."]

    mutating func tokenize() -> [ObjCToken] {
        var tokens: [ObjCToken] = []
        var atLineStart = true
        while let c = peek() {
            if c == "\n" { atLineStart = true; advance(); continue }
            if c == " " || c == "\t" || c == "\r" || c == "\u{0C}" { advance(); continue }
            // `options:\` at a line's end: C splices the next line on before reading it.
            if c == "\\" && (peek(1) == "\n" || (peek(1) == "\r" && peek(2) == "\n")) {
                advance()
                if peek() == "\r" { advance() }
                advance()
                continue
            }
            if c == "/" && peek(1) == "/" {
                while let d = peek(), d != "\n" { advance() }
                continue
            }
            if c == "/" && peek(1) == "*" {
                let start = location
                advance(); advance()
                var closed = false
                while let d = peek() {
                    if d == "*" && peek(1) == "/" { advance(); advance(); closed = true; break }
                    advance()
                }
                if !closed {
                    diagnostics.append(Diagnostic(.error, "this comment is never closed", at: SourceRange(start, location),
                                                  hint: "end it with */"))
                }
                continue
            }
            let start = location
            if c == "#" && atLineStart {
                tokens.append(directive(from: start))
                continue
            }
            atLineStart = false
            if c == "@" {
                tokens.append(at(from: start))
                continue
            }
            if Self.isNameStart(c) {
                var text = ""
                while let d = peek(), Self.isNameContinue(d) { text.unicodeScalars.append(d); advance() }
                if ObjCNames.annotationMacros.contains(text) { continue }
                if ObjCNames.annotationFunctionMacros.contains(text) {
                    skipArguments()
                    continue
                }
                tokens.append(ObjCToken(kind: .identifier, text: text, range: SourceRange(start, location)))
                continue
            }
            if ("0"..."9").contains(c) || (c == "." && peek(1).map { ("0"..."9").contains($0) } == true) {
                tokens.append(number(from: start))
                continue
            }
            if c == "\"" {
                tokens.append(string(from: start, text: ""))
                continue
            }
            if c == "'" {
                tokens.append(character(from: start))
                continue
            }
            let single: ObjCTokenKind? = switch c {
            case "(": .leftParen
            case ")": .rightParen
            case "{": .leftBrace
            case "}": .rightBrace
            case "[": .leftBracket
            case "]": .rightBracket
            case ",": .comma
            case ";": .semicolon
            default: nil
            }
            if let single {
                advance()
                tokens.append(ObjCToken(kind: single, text: String(c), range: SourceRange(start, location)))
                continue
            }
            if c == "<", peek(1) == "#", let length = Self.editorPlaceholderLength({ peek($0) }) {
                // `<#(NSLayoutAttribute)#>`: Xcode's template for an argument, never filled in.
                var text = ""
                for _ in 0..<length { if let d = peek() { text.unicodeScalars.append(d) }; advance() }
                diagnostics.append(Diagnostic(.error, "an Xcode placeholder (\(text)) is left here: Xcode refuses it too (“Editor "
                                                  + "placeholder in source file”)",
                                              at: SourceRange(start, location), hint: "write the code the placeholder names in its place"))
                tokens.append(ObjCToken(kind: .identifier, text: "nil", range: SourceRange(start, location)))
                continue
            }
            if let op = Self.operators.first(where: matches) {
                for _ in op.unicodeScalars { advance() }
                tokens.append(ObjCToken(kind: .operator, text: op, range: SourceRange(start, location)))
                continue
            }
            advance()
            diagnostics.append(Diagnostic(.error, "unexpected character '\(c)'", at: SourceRange(start, location)))
        }
        tokens.append(ObjCToken(kind: .end, text: "", range: SourceRange(at: location)))
        return tokens
    }

    /// The length of an editor placeholder (`<#code#>`) starting at the lexer's place: up to its
    /// `#>` on the same line; nil when there is none.
    static func editorPlaceholderLength(_ peek: (Int) -> Unicode.Scalar?) -> Int? {
        var k = 2
        while let d = peek(k), d != "\n" {
            if d == "#", peek(k + 1) == ">" { return k + 2 }
            k += 1
        }
        return nil
    }

    /// Past an annotation's parenthesised arguments, if it has them.
    private mutating func skipArguments() {
        var offset = 0
        while let c = peek(offset), c == " " || c == "\t" { offset += 1 }
        guard peek(offset) == "(" else { return }
        for _ in 0..<offset { advance() }
        var depth = 0
        while let c = peek() {
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1 }
            advance()
            if depth == 0 { return }
        }
    }

    private func matches(_ op: String) -> Bool {
        var offset = 0
        for s in op.unicodeScalars {
            guard peek(offset) == s else { return false }
            offset += 1
        }
        return true
    }

    /// A preprocessor line, continued over lines that end in `\`.
    private mutating func directive(from start: SourceLocation) -> ObjCToken {
        var text = ""
        while let d = peek() {
            if d == "\\" && (peek(1) == "\n" || (peek(1) == "\r" && peek(2) == "\n")) {
                advance()
                while let e = peek(), e != "\n" { advance(); _ = e }
                advance()
                text += " "
                continue
            }
            if d == "\n" { break }
            if d == "/" && peek(1) == "/" { while let e = peek(), e != "\n" { advance(); _ = e }; break }
            text.unicodeScalars.append(d)
            advance()
        }
        return ObjCToken(kind: .directive, text: text, range: SourceRange(start, location))
    }

    private mutating func at(from start: SourceLocation) -> ObjCToken {
        advance()
        guard let next = peek() else {
            diagnostics.append(Diagnostic(.error, "'@' ends the input", at: SourceRange(start, location)))
            return ObjCToken(kind: .operator, text: "@", range: SourceRange(start, location))
        }
        switch next {
        case "\"":
            return string(from: start, text: "@")
        case "[":
            advance()
            return ObjCToken(kind: .atBracket, text: "@[", range: SourceRange(start, location))
        case "{":
            advance()
            return ObjCToken(kind: .atBrace, text: "@{", range: SourceRange(start, location))
        case "(":
            advance()
            return ObjCToken(kind: .atParen, text: "@(", range: SourceRange(start, location))
        case "-", "0"..."9", ".":
            // `@8`, `@-1`, `@0.5f`: a boxed number is the number.
            var negative = false
            if next == "-" { negative = true; advance() }
            var token = number(from: start)
            if negative { token.value = "-" + token.value }
            return token
        default:
            var word = ""
            while let d = peek(), Self.isNameContinue(d) { word.unicodeScalars.append(d); advance() }
            if word.isEmpty {
                diagnostics.append(Diagnostic(.error, "unexpected '@'", at: SourceRange(start, location)))
                return ObjCToken(kind: .operator, text: "@", range: SourceRange(start, location))
            }
            // `@YES`, `@NO`: boxed booleans are the booleans.
            if word == "YES" || word == "NO" || word == "true" || word == "false" {
                return ObjCToken(kind: .identifier, text: word, range: SourceRange(start, location))
            }
            return ObjCToken(kind: .atKeyword, text: "@" + word, range: SourceRange(start, location))
        }
    }

    private mutating func number(from start: SourceLocation) -> ObjCToken {
        var text = ""
        if peek() == "0", let x = peek(1), x == "x" || x == "X" {
            advance(); advance()
            var hex = ""
            while let d = peek(), d.properties.isASCIIHexDigit { hex.unicodeScalars.append(d); advance() }
            while let d = peek(), "uUlL".unicodeScalars.contains(d) { advance() }
            let value = Int(hex, radix: 16).map(String.init) ?? "0"
            return ObjCToken(kind: .number, text: "0x" + hex, range: SourceRange(start, location), value: value)
        }
        while let d = peek(), ("0"..."9").contains(d) || d == "." { text.unicodeScalars.append(d); advance() }
        if let e = peek(), e == "e" || e == "E",
           let n = peek(1), ("0"..."9").contains(n) || ((n == "-" || n == "+") && peek(2).map { ("0"..."9").contains($0) } == true) {
            text.unicodeScalars.append(e); advance()
            text.unicodeScalars.append(peek()!); advance()
            while let d = peek(), ("0"..."9").contains(d) { text.unicodeScalars.append(d); advance() }
        }
        let written = text
        // C's suffixes: `8.0f`, `10.f`, `100U`, `8L`.
        while let d = peek(), "fFuUlL".unicodeScalars.contains(d) { advance() }
        if text.hasSuffix(".") { text += "0" }
        if text.hasPrefix(".") { text = "0" + text }
        return ObjCToken(kind: .number, text: written, range: SourceRange(start, location), value: text)
    }

    private mutating func string(from start: SourceLocation, text prefix: String) -> ObjCToken {
        advance()  // the opening quote
        var value = ""
        var closed = false
        while let d = peek(), d != "\n" {
            advance()
            if d == "\"" { closed = true; break }
            if d == "\\", let e = peek() {
                advance()
                switch e {
                case "n": value += "\n"
                case "r": value += "\r"
                case "t": value += "\t"
                case "f": value += "\u{0C}"
                case "v": value += "\u{0B}"
                case "\"": value += "\""
                case "\\": value += "\\"
                case "'": value += "'"
                case "0": value += "\0"
                default: value.unicodeScalars.append(e)
                }
                continue
            }
            value.unicodeScalars.append(d)
        }
        if !closed {
            diagnostics.append(Diagnostic(.error, "this string is never closed", at: SourceRange(start, location),
                                          hint: "end it with \" on the same line"))
        }
        // Adjacent literals join, as C joins them: `@"a" "b"`.
        return ObjCToken(kind: .string, text: prefix + "\"" + value + "\"", range: SourceRange(start, location), value: value)
    }

    private mutating func character(from start: SourceLocation) -> ObjCToken {
        advance()
        var value = ""
        while let d = peek(), d != "'", d != "\n" {
            advance()
            if d == "\\", let e = peek() { advance(); value.unicodeScalars.append(e == "n" ? "\n" : e); continue }
            value.unicodeScalars.append(d)
        }
        if peek() == "'" { advance() }
        let code = value.unicodeScalars.first.map { String($0.value) } ?? "0"
        return ObjCToken(kind: .number, text: "'\(value)'", range: SourceRange(start, location), value: code)
    }
}
