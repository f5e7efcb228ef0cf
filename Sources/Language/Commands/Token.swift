/// The kinds of token the lexer produces.
public enum TokenKind: Hashable, Sendable {
    case identifier
    /// An unsigned integer or decimal; a leading `-` is a separate token the parser folds in.
    case number
    /// A string literal; its decoded value is in `Token.stringValue`.
    case string
    case newline
    case end
    /// Text the lexer could not read; the lexer has already reported it.
    case invalid

    case dot, comma, semicolon, colon
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case assign, equalEqual, lessEqual, greaterEqual, arrow
    case at, star, slash, plus, minus, pipe, bang, question
    /// The `x` between two numbers in a size such as `375x667`.
    case cross

    /// How the token is quoted in diagnostics.
    public var spelling: String {
        switch self {
        case .identifier: "identifier"
        case .number: "number"
        case .string: "string"
        case .newline: "end of line"
        case .end: "end of input"
        case .invalid: "invalid text"
        case .dot: "."
        case .comma: ","
        case .semicolon: ";"
        case .colon: ":"
        case .leftParen: "("
        case .rightParen: ")"
        case .leftBrace: "{"
        case .rightBrace: "}"
        case .leftBracket: "["
        case .rightBracket: "]"
        case .assign: "="
        case .equalEqual: "=="
        case .lessEqual: "<="
        case .greaterEqual: ">="
        case .arrow: "->"
        case .at: "@"
        case .star: "*"
        case .slash: "/"
        case .plus: "+"
        case .minus: "-"
        case .pipe: "|"
        case .bang: "!"
        case .question: "?"
        case .cross: "x"
        }
    }
}

/// One token of a command's source, with where it is.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    /// The exact source text of the token (for a string, including its quotes).
    public var text: String
    public var range: SourceRange
    /// Index of the token's first Unicode scalar in the source.
    public var offset: Int
    /// Index one past the token's last Unicode scalar.
    public var endOffset: Int
    /// The decoded value of a string literal.
    public var stringValue: String?

    public init(
        kind: TokenKind, text: String, range: SourceRange, offset: Int, endOffset: Int,
        stringValue: String? = nil
    ) {
        self.kind = kind
        self.text = text
        self.range = range
        self.offset = offset
        self.endOffset = endOffset
        self.stringValue = stringValue
    }

    /// How the token is quoted in "unexpected …" diagnostics.
    public var quoted: String {
        switch kind {
        case .newline, .end: kind.spelling
        case .string: "string \(text)"
        default: "'\(text)'"
        }
    }

    /// Whether the token ends a command or a statement.
    var isTerminator: Bool {
        kind == .newline || kind == .semicolon || kind == .end
    }
}
