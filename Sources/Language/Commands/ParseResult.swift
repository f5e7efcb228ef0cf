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
    var lexer = Lexer(text)
    _ = lexer.tokenize()
    if lexer.endsInsideString { return true }
    let first = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }.prefix { $0 != " " && $0 != "\n" }
    if first == "save" || first == "load" || !text.contains("#") { return !lexer.openDelimiters.isEmpty }
    // `#selector(…)` and the other `#` words of Swift are code; `# …` is a comment either way.
    return SwiftLexer.leavesOpen(text)
}
