/// Why a Swift parse method gave up: the diagnostic, or nil when the lexer already reported it.
struct SwiftParseFailure: Error {
    var diagnostic: Diagnostic?

    /// The same failure, its diagnostic marked as of `kind`.
    func of(_ kind: Diagnostic.Kind) -> SwiftParseFailure { SwiftParseFailure(diagnostic: diagnostic?.of(kind)) }
}

/// What parsing a paste gave: the statements read cleanly and every problem found.
public struct SwiftParseResult: Sendable {
    public var statements: [Stmt]
    public var diagnostics: [Diagnostic]
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A recursive-descent parser for the Swift subset pasted code is read in, in files by concern
/// (`SwiftParser+Expressions.swift`, `+Statements`, `+Declarations`). A statement that fails is
/// recorded and skipped (`synchronize`), so one paste reports every syntax error it holds.
struct SwiftParser {
    var tokens: [SwiftToken]
    var position = 0
    var diagnostics: [Diagnostic]
    /// Inside an `if`/`while`/`for`/`switch`/`guard` header a `{` opens the body, not a trailing closure.
    var inConditionHeader = false
    /// The parameters of the closure header just read that are written as `Int`s.
    var closureWholeNumbers: [String] = []
    /// The `let`s a closure's capture list declares (`[weak c = context.coordinator]`).
    var closureCaptures: [Stmt] = []
    /// The arguments of the property-wrapper attribute of the declaration being read.
    var wrapperArguments: [CallArgument]? = nil
    /// How deep brackets and blocks nest here: past `nestingLimit` the paste is refused rather
    /// than read by a recursion that could overflow the stack.
    var nesting = 0
    static let nestingLimit = 256
    /// Layoutbook's own words, read where a top-level statement begins; nil when the text is
    /// Swift alone (a file's class, a test of the grammar).
    var ownWords: OwnWords?
    /// Whether the statements being read are the entry's own, not a block's.
    var atTopLevel = false
    /// Names the entry's top level declared so far: a command word that is one is the name.
    var declaredHere: Set<String> = []
    /// The properties the types declared so far in the entry hold, at any depth.
    var declaredPropertiesHere: Set<String> = []
    /// The `set { … }` accessor the last property's accessors had, with its value's name.
    var lastSetter: (body: [Stmt], parameter: String)? = nil
    /// The `willSet` observer the last property's braces held, with its value's name.
    var lastWillSet: (body: [Stmt], parameter: String)? = nil

    mutating func enterNesting() throws(SwiftParseFailure) {
        nesting += 1
        if nesting > Self.nestingLimit {
            throw failure("brackets and blocks nest more than \(Self.nestingLimit) deep here", hint: "split the expression into named parts")
        }
    }

    /// One more step of a chain of operators, members, calls or `!`: counted as nesting is.
    mutating func enterChain() throws(SwiftParseFailure) {
        nesting += 1
        if nesting > Self.nestingLimit {
            throw failure("this expression chains or nests more than \(Self.nestingLimit) operators, members, calls or brackets deep",
                          hint: "split the expression into named parts")
        }
    }

    init(_ source: String, firstLine: Int) {
        var lexer = SwiftLexer(source, firstLine: firstLine)
        tokens = PlatformConditions.selectBranches(lexer.tokenize())
        diagnostics = lexer.diagnostics
    }

    init(tokens: [SwiftToken]) {
        self.tokens = tokens
        diagnostics = []
    }

    /// Parses a whole paste. With `ownWords`, Layoutbook's own words are read too, as
    /// statements of the top level (see `SwiftParser+OwnWords.swift`).
    static func parse(_ source: String, firstLine: Int = 1, ownWords isDeclared: ((String) -> Bool)? = nil,
                      declaredProperty: @escaping (String) -> Bool = { _ in false }) -> SwiftParseResult {
        var parser = SwiftParser(source, firstLine: firstLine)
        if let isDeclared {
            parser.ownWords = OwnWords(source: source, firstLine: firstLine, isDeclared: isDeclared, isDeclaredProperty: declaredProperty)
        }
        let statements = parser.statements(until: nil)
        parser.diagnostics.sort { ($0.range.start, $0.message) < ($1.range.start, $1.message) }
        return SwiftParseResult(statements: statements, diagnostics: parser.diagnostics)
    }

    /// Statements up to a closing `}` (not consumed) or the end. A statement that fails is
    /// reported and skipped.
    mutating func statements(until closing: SwiftTokenKind?) -> [Stmt] {
        var result: [Stmt] = []
        let outer = atTopLevel
        atTopLevel = closing == nil && nesting == 0
        defer { atTopLevel = outer }
        while true {
            while accept(.semicolon) != nil {}
            if current.kind == .end { break }
            if current.kind == .rightBrace {
                if closing == .rightBrace { break }
                record(failure("unexpected '}' with no open block"))
                advance()
                continue
            }
            let start = position
            do throws(SwiftParseFailure) {
                let read = try statement()
                try expectEndOfStatement(from: start)
                if atTopLevel { declare(read) }
                result += read
            } catch {
                record(error)
                synchronize(from: start)
            }
        }
        return result
    }

    /// The names of the properties `type` and the types nested in it declare.
    static func propertyNames(of type: TypeDecl) -> Set<String> {
        var names: Set<String> = []
        for member in type.members {
            switch member {
            case .variable(let v): if let name = v.name { names.insert(name) }
            case .type(let nested): names.formUnion(propertyNames(of: nested))
            default: break
            }
        }
        return names
    }

    /// Keeps the names top-level statements declared, so a command word declared as a name
    /// is read as the name after it.
    mutating func declare(_ statements: [Stmt]) {
        for statement in statements {
            switch statement {
            case .variable(let v): if let name = v.name { declaredHere.insert(name) }
            case .function(let f): declaredHere.insert(f.name)
            case .type(let t):
                declaredHere.insert(t.name)
                declaredPropertiesHere.formUnion(Self.propertyNames(of: t))
            default: break
            }
        }
    }

    /// Checks that the statement that began at token `start` ends here.
    mutating func expectEndOfStatement(from start: Int) throws(SwiftParseFailure) {
        if current.kind == .semicolon || current.kind == .rightBrace || current.kind == .end || current.newlineBefore {
            return
        }
        // A lone word with more after it on its line is no Swift: most likely a misspelt command
        // (`scrol sv to 0,200`), which is what to say when the word is close to one.
        if atTopLevel, position == start + 1, tokens[start].kind == .identifier,
           Suggestion.closest(to: tokens[start].text, in: CommandWord.allCases.map(\.rawValue)) != nil {
            throw SwiftParseFailure(diagnostic: CommandWord.unknown(tokens[start].text, at: tokens[start].range))
        }
        throw failure("expected the end of the statement, found \(current.quoted)",
                      hint: "put each statement on its own line or separate them with ';'")
    }

    mutating func record(_ failure: SwiftParseFailure) {
        if let diagnostic = failure.diagnostic {
            // One report per place: a cascade at the same token says nothing new.
            if !diagnostics.contains(where: { $0.range.start == diagnostic.range.start }) {
                diagnostics.append(diagnostic)
            }
        }
    }

    /// Skips the rest of a failed statement: to the next token that starts a line (or follows a
    /// `;`) outside any bracket opened since the statement began, or to the `}` that closes the
    /// enclosing block. Never moves backwards, so a failure always makes progress.
    mutating func synchronize(from start: Int) {
        var depth = 0
        for token in tokens[start..<position] { depth += Self.nesting(token.kind) }
        if position == start { advance() }
        depth = max(depth, 0)
        while current.kind != .end {
            if depth == 0 {
                if current.kind == .semicolon { advance(); return }
                if current.kind == .rightBrace { return }
                if current.newlineBefore { return }
            }
            depth = max(depth + Self.nesting(current.kind), 0)
            advance()
        }
    }

    static func nesting(_ kind: SwiftTokenKind) -> Int {
        switch kind {
        case .leftBrace, .leftParen, .leftBracket: 1
        case .rightBrace, .rightParen, .rightBracket: -1
        default: 0
        }
    }

    // MARK: - Tokens

    var current: SwiftToken { tokens[position] }

    func peek(_ ahead: Int) -> SwiftToken { tokens[min(position + ahead, tokens.count - 1)] }

    var previous: SwiftToken { tokens[max(position - 1, 0)] }

    @discardableResult
    mutating func advance() -> SwiftToken {
        let token = current
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    mutating func accept(_ kind: SwiftTokenKind) -> SwiftToken? {
        current.kind == kind ? advance() : nil
    }

    mutating func acceptWord(_ word: String) -> SwiftToken? {
        current.isWord(word) ? advance() : nil
    }

    mutating func acceptOperator(_ op: String) -> SwiftToken? {
        current.isOperator(op) ? advance() : nil
    }

    mutating func expect(_ kind: SwiftTokenKind, _ what: String) throws(SwiftParseFailure) -> SwiftToken {
        if let token = accept(kind) { return token }
        throw failure("expected \(what), found \(current.quoted)")
    }

    /// The `}` that closes the block `open` opened. At the end of the paste the error points at
    /// `open`, the brace that is never closed, which is where the mistake is.
    mutating func expectClosingBrace(_ open: SwiftToken, _ what: String) throws(SwiftParseFailure) -> SwiftToken {
        if let close = accept(.rightBrace) { return close }
        if current.kind == .end {
            throw failure("this '{' of \(what) is never closed: expected '}' to close it before the end of the paste", at: open,
                          hint: "add the missing '}'").of(.unclosedBlock)
        }
        throw failure("expected '}' to close \(what) opened at \(open.range.start), found \(current.quoted)")
    }

    mutating func expectIdentifier(_ what: String) throws(SwiftParseFailure) -> SwiftToken {
        guard current.kind == .identifier else { throw failure("expected \(what), found \(current.quoted)") }
        return advance()
    }

    func failure(_ message: String, at token: SwiftToken? = nil, hint: String? = nil) -> SwiftParseFailure {
        let token = token ?? current
        if token.kind == .invalid { return SwiftParseFailure(diagnostic: nil) }
        return SwiftParseFailure(diagnostic: Diagnostic(.error, message, at: token.range, suggestion: nil).withHint(hint))
    }

    func failure(_ message: String, range: SourceRange, hint: String? = nil) -> SwiftParseFailure {
        SwiftParseFailure(diagnostic: Diagnostic(.error, message, at: range).withHint(hint))
    }

    func range(from start: SourceLocation) -> SourceRange {
        SourceRange(start, max(start, previous.range.end))
    }
}

extension Diagnostic {
    /// The diagnostic with what would work instead, shown on the line after the caret.
    func withHint(_ hint: String?) -> Diagnostic {
        guard let hint else { return self }
        var copy = self
        copy.hint = hint
        return copy
    }
}
