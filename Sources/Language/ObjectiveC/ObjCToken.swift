/// The kinds of token the Objective-C lexer produces.
enum ObjCTokenKind: Hashable, Sendable {
    /// A C name or keyword (`if`, `return`, `self`, `YES`): the parser tells them apart by text.
    case identifier
    /// An Objective-C keyword after `@`: `@interface`, `@end`, `@property` (the text keeps the `@`).
    case atKeyword
    case number
    /// `"…"` (C) or `@"…"` (an NSString); the decoded text is in `ObjCToken.value`.
    case string
    /// `@[`, `@{`, `@(`: a collection or boxed literal opens.
    case atBracket, atBrace, atParen
    /// A preprocessor line, `#import …`, `#define …`: the text is the whole directive.
    case directive
    /// An operator or punctuation mark of C: `+`, `==`, `->`, `^`, `?`, `:`, `.`, `...`.
    case `operator`
    case comma, semicolon
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case end
}

/// One token of pasted Objective-C, with where it is.
struct ObjCToken: Hashable, Sendable {
    var kind: ObjCTokenKind
    var text: String
    var range: SourceRange
    /// A string literal's decoded text, or a number's value as written without C's suffixes.
    var value: String = ""

    func isWord(_ word: String) -> Bool { kind == .identifier && text == word }
    func isOperator(_ op: String) -> Bool { kind == .operator && text == op }

    var quoted: String {
        switch kind {
        case .end: "end of input"
        case .string: "a string"
        default: "'\(text)'"
        }
    }
}
