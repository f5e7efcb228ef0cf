/// Why a parse method gave up: the diagnostic to report, or `nil` when the lexer already reported
/// the problem (an `.invalid` token) and saying it again would only add noise.
struct ParseFailure: Error {
    var diagnostic: Diagnostic?

    /// The same failure, its diagnostic marked as of `kind`.
    func of(_ kind: Diagnostic.Kind) -> ParseFailure { ParseFailure(diagnostic: diagnostic?.of(kind)) }
}

/// A recursive-descent parser over the tokens of one source text.
///
/// Each construct has its own method, in files by concern (`Parser+SnapKit.swift`, …). Methods
/// throw `ParseFailure` to abandon the current command or statement; the loops that call them
/// record the diagnostic and `synchronize` to the next one.
struct Parser {
    let lexer: Lexer
    let tokens: [Token]
    var position = 0
    var diagnostics: [Diagnostic]
    /// How many failures were recorded, reported or not.
    var failures = 0

    init(_ source: String, firstLine: Int) {
        var lexer = Lexer(source, firstLine: firstLine)
        tokens = lexer.tokenize()
        diagnostics = lexer.diagnostics
        self.lexer = lexer
    }

    // MARK: - Commands

    mutating func parseAll() -> ParseResult {
        var commands: [Command] = []
        while current.kind != .end {
            if current.kind == .newline || current.kind == .semicolon {
                advance()
                continue
            }
            let start = position
            let reported = failures
            do throws(ParseFailure) {
                let command = try parseCommand()
                try expectEndOfCommand()
                // A block whose statements failed still returns, and a command may hold text the
                // lexer rejected (a file name); drop both.
                let clean = tokens[start..<position].allSatisfy { $0.kind != .invalid }
                if failures == reported && clean { commands.append(command) }
            } catch {
                record(error)
                synchronize(from: start, stopAtClosingBrace: false)
            }
        }
        diagnostics.sort {
            ($0.range.start, $0.range.end, $0.message) < ($1.range.start, $1.range.end, $1.message)
        }
        return ParseResult(commands: commands, diagnostics: diagnostics)
    }

    /// One command in Layoutbook's own words: a command word and what follows it, an equation
    /// (`a.top == b.bottom + 8 @750`), or a property given Layoutbook's values
    /// (`sv.contentInset = 0,0,20,0`). Swift around them is the Swift reader's (see
    /// `SwiftParser.ownWordsStatement()`).
    mutating func parseCommand() throws(ParseFailure) -> Command {
        let token = current
        guard token.kind == .identifier else {
            if token.kind == .rightBrace { throw failure("unexpected '}' with no open block").of(.notACommand) }
            throw failure("expected a command, found \(token.quoted)").of(.notACommand)
        }
        switch peek(1).kind {
        case .dot, .assign, .equalEqual, .lessEqual, .greaterEqual, .bang, .question:
            return try parseExpressionStatement()
        default:
            break
        }
        guard let word = CommandWord(rawValue: token.text), isCommandShape(word) else {
            if token.kind == .invalid { throw ParseFailure(diagnostic: nil) }
            throw ParseFailure(diagnostic: CommandWord.unknown(token.text, at: token.range))
        }
        return try parseKeywordCommand(word)
    }

    /// Whether the words after a storyboard command word read as that command: `open` takes a
    /// path ending in `.storyboard` or `.xib` (Swift's `open class` stays Swift), `scenes` and
    /// `misplaced` stand alone, `scene` is followed by words, not by `.` or `=` (a Swift
    /// variable called `scene`).
    func isCommandShape(_ word: CommandWord) -> Bool {
        switch word {
        case .open:
            var ahead = 1
            while !peek(ahead).isTerminator { ahead += 1 }
            let last = peek(ahead - 1)
            let text = (last.kind == .string ? (last.stringValue ?? "") : last.text).lowercased()
            return ahead > 1 && (text.hasSuffix("storyboard") || text.hasSuffix("xib"))
        case .scenes, .misplaced:
            return peek(1).isTerminator
        case .scene:
            return !peek(1).isTerminator && ![TokenKind.dot, .assign, .leftParen].contains(peek(1).kind)
        default:
            return true
        }
    }

    mutating func expectEndOfCommand() throws(ParseFailure) {
        guard current.isTerminator else {
            throw failure("unexpected \(current.quoted) after the end of the command")
        }
    }

    mutating func record(_ failure: ParseFailure) {
        failures += 1
        if let diagnostic = failure.diagnostic { diagnostics.append(diagnostic) }
    }

    /// Skips to the end of the command or statement that started at token `start`: the next
    /// newline or `;` outside any block opened since then, or (inside a block) the block's `}`.
    /// Only braces count: the lexer already drops newlines inside `(` and `[`.
    mutating func synchronize(from start: Int, stopAtClosingBrace: Bool) {
        var depth = 0
        for token in tokens[start..<position] {
            depth += Parser.nesting(of: token.kind)
        }
        depth = max(depth, 0)
        while current.kind != .end {
            if depth == 0 {
                if current.kind == .newline || current.kind == .semicolon { return }
                if current.kind == .rightBrace && stopAtClosingBrace { return }
            }
            depth = max(depth + Parser.nesting(of: current.kind), 0)
            advance()
        }
    }

    static func nesting(of kind: TokenKind) -> Int {
        switch kind {
        case .leftBrace: 1
        case .rightBrace: -1
        default: 0
        }
    }

    // MARK: - Tokens

    var current: Token { tokens[position] }

    func peek(_ ahead: Int) -> Token {
        tokens[min(position + ahead, tokens.count - 1)]
    }

    /// The token just consumed (the first token when nothing was consumed yet).
    var previous: Token { tokens[max(position - 1, 0)] }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    func check(_ kind: TokenKind) -> Bool { current.kind == kind }

    func checkWord(_ word: String) -> Bool {
        current.kind == .identifier && current.text == word
    }

    mutating func accept(_ kind: TokenKind) -> Token? {
        check(kind) ? advance() : nil
    }

    mutating func acceptWord(_ word: String) -> Token? {
        checkWord(word) ? advance() : nil
    }

    mutating func expect(_ kind: TokenKind, _ context: String = "") throws(ParseFailure) -> Token {
        if let token = accept(kind) { return token }
        throw failure("expected '\(kind.spelling)'\(context)")
    }

    mutating func expectWord(_ word: String, _ context: String = "") throws(ParseFailure) -> Token {
        if let token = acceptWord(word) { return token }
        let suggestion = current.kind == .identifier ? Suggestion.closest(to: current.text, in: [word]) : nil
        throw failure("expected '\(word)'\(context)", suggestion: suggestion)
    }

    mutating func expectIdentifier(_ what: String) throws(ParseFailure) -> Identifier {
        guard check(.identifier) else { throw failure("expected \(what), found \(current.quoted)") }
        let token = advance()
        return Identifier(token.text, range: token.range)
    }

    /// A failure at `token` (the current token by default); silent at an `.invalid` token.
    func failure(_ message: String, at token: Token? = nil, suggestion: String? = nil) -> ParseFailure {
        let token = token ?? current
        if token.kind == .invalid { return ParseFailure(diagnostic: nil) }
        let range = token.kind == .newline ? SourceRange(at: token.range.start) : token.range
        return ParseFailure(diagnostic: Diagnostic(.error, message, at: range, suggestion: suggestion))
    }

    /// A failure at an explicit range.
    func failure(_ message: String, range: SourceRange, suggestion: String? = nil) -> ParseFailure {
        return ParseFailure(diagnostic: Diagnostic(.error, message, at: range, suggestion: suggestion))
    }

    /// The range from `start` to the end of the last consumed token.
    func range(from start: SourceLocation) -> SourceRange {
        SourceRange(start, previous.range.end)
    }
}
