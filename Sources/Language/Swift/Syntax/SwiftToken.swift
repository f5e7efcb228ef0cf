/// The kinds of token the Swift lexer produces.
public enum SwiftTokenKind: Hashable, Sendable {
    /// A name or a keyword (`let`, `class`): the parser tells them apart by their text.
    case identifier
    case number
    /// A string literal; its pieces are in `SwiftToken.segments`.
    case string
    /// An operator made of operator characters (`+`, `==`, `..<`, `??`, `=`, `+=`, `->`).
    case `operator`
    /// `#selector`, `#available`, `#colorLiteral`: the text includes the `#`.
    case pound
    /// `\Foo.bar` key paths start with this.
    case backslash
    case dot, comma, colon, semicolon, at
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    /// A postfix `?` or `!` glued to the expression before it (`a?.b`, `a!`).
    case postfixQuestion, postfixBang
    case end
    /// Text the lexer could not read; it has been reported.
    case invalid
}

/// One piece of a string literal: text as decoded, or the tokens of an interpolation `\(…)`.
public enum StringSegment: Hashable, Sendable {
    case text(String)
    case interpolation([SwiftToken])
}

/// One token of pasted Swift, with where it is and the spacing around it, which Swift's grammar
/// reads: `a -b` is two expressions on one line only when `-` is glued to `b`, and a `(` on a new
/// line starts a new statement rather than calling the line before.
public struct SwiftToken: Hashable, Sendable {
    public var kind: SwiftTokenKind
    public var text: String
    public var range: SourceRange
    /// A line break between this token and the one before.
    public var newlineBefore: Bool
    /// Whitespace (or a line break, or a comment) directly before.
    public var spaceBefore: Bool
    /// Whitespace directly after.
    public var spaceAfter: Bool
    /// The decoded pieces of a string literal.
    public var segments: [StringSegment] = []
    /// A name written in backticks (`` `switch` ``, `` `default` ``): never the keyword it spells.
    public var isEscaped = false

    public var quoted: String {
        switch kind {
        case .end: "end of input"
        case .string: "a string"
        default: "'\(text)'"
        }
    }

    /// Whether it is the word `word`: a keyword only when not escaped in backticks.
    func isWord(_ word: String) -> Bool { kind == .identifier && text == word && !isEscaped }
    func isOperator(_ op: String) -> Bool { kind == .operator && text == op }
}
