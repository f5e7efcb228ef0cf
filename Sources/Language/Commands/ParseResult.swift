/// What the parser made of a source text: the commands it could read and every problem it found.
public struct ParseResult: Hashable, Sendable {
    /// The commands without errors, in source order. A command with any error is left out whole,
    /// so that a make block applies all of its constraints or none.
    public var commands: [Command]
    /// Every diagnostic, lexer's and parser's, in source order.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}

/// Parses every command in `source`: one per line, except that a `{ … }` block, a `( … )` call or a
/// `[ … ]` array may span lines; `;` also separates commands outside blocks. `firstLine` is the line
/// number of the first line, so a notebook cell's diagnostics point into the notebook.
///
/// The parser recovers at the next command (or, inside a block, the next statement), so one call
/// reports every error it can.
public func parseCommands(_ source: String, firstLine: Int = 1) -> ParseResult {
    var parser = Parser(source, firstLine: firstLine)
    return parser.parseAll()
}

/// Whether `text` is an unfinished command the shell should continue on the next line (with a
/// `...>` prompt): it leaves a `{`, `(` or `[` or a string literal open.
public func needsContinuation(_ text: String) -> Bool {
    var lexer = Lexer(swiftPoundWordsAsCode(text))
    _ = lexer.tokenize()
    return lexer.endsInsideString || !lexer.openDelimiters.isEmpty
}

/// The text with the `#` of Swift's `#selector(…)`, `#available(…)`, `#colorLiteral(…)` blanked,
/// so that counting brackets reads them as code; `# …` (a space after) stays a comment.
func swiftPoundWordsAsCode<S: StringProtocol>(_ text: S) -> String {
    guard text.contains("#") else { return String(text) }
    var scalars = Array(text.unicodeScalars)
    for i in scalars.indices.dropLast() where scalars[i] == "#" && scalars[i + 1].properties.isAlphabetic {
        scalars[i] = " "
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
}
