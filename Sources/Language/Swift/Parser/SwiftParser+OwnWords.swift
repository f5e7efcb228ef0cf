/// Layoutbook's own words as statements of the one reader: where a statement of the entry's
/// top level begins, a command word (`view`, `scroll`, `show`, `undo`, …), an equation
/// (`a.top == b.bottom + 8 @750`) or a property written with Layoutbook's values
/// (`sv.contentInset = 0,0,20,0`) is read by the command grammar and becomes `Stmt.command`;
/// everything else is Swift. So `view header ; header.snp.makeConstraints { … }` is one entry
/// of two statements, and no entry is read twice.
struct OwnWords {
    /// The entry's text, for the command grammar, which reads it only when a statement asks.
    let source: String
    let firstLine: Int
    /// Whether the session declared a name (a view, a constraint, a global): a command word
    /// that is one is the name, and a lone word assigned to a property is its value.
    let isDeclared: (String) -> Bool
    /// Whether a type the session declared has a property so named (`var zoomView: UIView?`
    /// of a scroll view subclass): an assignment to it is the code's, not Layoutbook's word.
    let isDeclaredProperty: (String) -> Bool
    /// The command grammar's reading of the entry, made at the first statement that needs it.
    var parser: Parser?

    init(source: String, firstLine: Int, isDeclared: @escaping (String) -> Bool,
         isDeclaredProperty: @escaping (String) -> Bool = { _ in false }) {
        self.source = source
        self.firstLine = firstLine
        self.isDeclared = isDeclared
        self.isDeclaredProperty = isDeclaredProperty
    }

    /// Runs `body` on the command grammar's reading of the entry, made the first time.
    mutating func read<Result>(_ body: (inout Parser) -> Result) -> Result {
        var reading = parser ?? Parser(source, firstLine: firstLine)
        defer { parser = reading }
        return body(&reading)
    }
}

extension SwiftParser {
    /// Words that begin Swift statements: never a command, an equation or a property value.
    static let statementKeywords: Set<String> = [
        "if", "guard", "for", "while", "repeat", "switch", "return", "break", "continue", "fallthrough", "do", "defer",
        "case", "throw", "try", "await", "self", "super",
    ]

    /// The properties only Layoutbook has on a view (UIKit keeps the zoom view in the delegate,
    /// and has no centering switch): an assignment to one is always Layoutbook's.
    /// So is a view controller's property written on its view (`view.prefersStatusBarHidden = true`),
    /// which Layoutbook's words allow on the root view and explain on any other.
    static let ownProperties: Set<String> = [
        ViewProperty.zoomView.rawValue, ViewProperty.centering.rawValue, ViewProperty.prefersStatusBarHidden.rawValue,
        ViewProperty.viewRespectsSystemMinimumLayoutMargins.rawValue, ViewProperty.additionalSafeAreaInsets.rawValue,
    ]

    /// The statement here in Layoutbook's own words, if it is one; nil to read Swift.
    mutating func ownWordsStatement() throws(SwiftParseFailure) -> Stmt? {
        guard let words = ownWords, current.kind == .identifier else { return nil }
        let first = current
        if Self.statementKeywords.contains(first.text) { return nil }
        let followers: Set<SwiftTokenKind> = [.dot, .leftParen, .colon, .postfixBang, .postfixQuestion, .leftBracket]
        let next = peek(1)
        let nextOnSameLine = !next.newlineBefore && next.kind != .end
        // A command word, unless it is a name here or reads as one (`view.addSubview`, `show(vc)`,
        // `view <- Top(10)`: no command goes on with an operator but an option's `--`).
        // A name the session declared is the name when it stands alone (`frames` after `let frames = …`).
        if CommandWord(rawValue: first.text) != nil,
           nextOnSameLine || !(words.isDeclared(first.text) || declaredHere.contains(first.text)),
           !(nextOnSameLine && (followers.contains(next.kind) || next.kind == .operator && (next.text.hasSuffix("=") || next.text.hasPrefix("<")))) {
            let start = first.range.start
            if let result = ownWords?.read({ $0.beginsCommand(at: start) ? $0.command(at: start) : nil }) {
                return try commandStatement(result, at: first)
            }
        }
        if isDeclarationStart() { return nil }
        switch statementShape() {
        case .equation(let anchors):
            return try ownWordsIfClean(at: first, otherwiseSwift: anchors)
        case .propertyAssignment(let property, let bareValue):
            let ownProperty = Self.ownProperties.contains(property)
                && !declaredPropertiesHere.contains(property) && !(ownWords?.isDeclaredProperty(property) ?? false)
            guard ownProperty || bareValue || !swiftReadsStatement() else { return nil }
            return try ownWordsIfClean(at: first, otherwiseSwift: false)
        case .other:
            return nil
        }
    }

    /// The command read at `first`, as a statement; its words' problem as the statement's.
    mutating func commandStatement(_ result: Parser.OneCommand, at first: SwiftToken) throws(SwiftParseFailure) -> Stmt? {
        switch result {
        case .command(let command, let end):
            skipSwiftTokens(before: end, from: first.range.start)
            return .command(command)
        case .failed(let diagnostic):
            if let diagnostic { throw SwiftParseFailure(diagnostic: diagnostic) }
            throw failure("this command could not be read")
        case .notHere:
            return nil
        }
    }

    /// A statement both grammars could read: Layoutbook's reading when it reads cleanly; else
    /// Swift's when Swift reads it (`a.topAnchor == b.topAnchor ~ .high`, Anchorage's), else
    /// the command grammar's problem (`otherwiseSwift`), or Swift's.
    mutating func ownWordsIfClean(at first: SwiftToken, otherwiseSwift: Bool) throws(SwiftParseFailure) -> Stmt? {
        let start = first.range.start
        guard let result = ownWords?.read({ $0.command(at: start) }) else { return nil }
        switch result {
        case .command:
            return try commandStatement(result, at: first)
        case .failed:
            if otherwiseSwift && swiftReadsStatement() { return nil }
            return try commandStatement(result, at: first)
        case .notHere:
            return nil
        }
    }

    /// Moves past the Swift tokens of a command that ended at `end`, and drops what Swift's
    /// lexer said about its text (a file name, a comment after `#`), which is not Swift.
    mutating func skipSwiftTokens(before end: SourceLocation, from start: SourceLocation) {
        while current.kind != .end && current.range.start < end { advance() }
        diagnostics.removeAll { $0.range.start >= start && $0.range.start < end }
    }

    /// Whether Swift reads the statement here, to its end. Nothing is kept of the trial.
    mutating func swiftReadsStatement() -> Bool {
        let saved = (position, diagnostics, nesting, ownWords)
        defer { (position, diagnostics, nesting, ownWords) = saved }
        ownWords = nil
        let start = position
        do throws(SwiftParseFailure) {
            _ = try statement()
            try expectEndOfStatement(from: start)
            return !diagnostics.contains { $0.severity == .error }
        } catch {
            return false
        }
    }

    /// What a statement that is not a command word looks like, from its tokens to its end.
    enum StatementShape {
        /// A relation at its top level: `a.top == b.bottom + 8 @750`; `anchors` when it relates
        /// anchors or gives a priority with `~`, as Anchorage writes its equations in Swift.
        case equation(anchors: Bool)
        /// `item.property = value` with one of Layoutbook's property names; `bareValue` when the
        /// value is a lone word (`never`, `vertical`) or a number for a font, which Swift would
        /// read as something else.
        case propertyAssignment(String, bareValue: Bool)
        case other
    }

    static let steviaAttributeNames: Set<String> = Set(Library.steviaAttributes.map(\.name))

    func statementShape() -> StatementShape {
        var depth = 0
        var i = position
        var lastMember: String?
        var assignAt: Int?
        var relation = false
        var anchors = false
        while true {
            let token = tokens[i]
            if token.kind == .end { break }
            if i > position && depth == 0 && (token.newlineBefore || token.kind == .semicolon || token.kind == .rightBrace) { break }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .operator where depth == 0:
                if ["==", "<=", ">="].contains(token.text) { relation = true }
                if token.text == "~" { anchors = true }
                if token.text == "=" && assignAt == nil { assignAt = i }
            case .identifier where depth == 0 && assignAt == nil && Self.steviaAttributeNames.contains(token.text):
                // Stevia's `a.Top == b.Bottom + 8` and `Width == 100`: Swift, as Anchorage's are.
                anchors = true
            case .identifier where depth == 0 && assignAt == nil && i > position && tokens[i - 1].kind == .dot:
                lastMember = token.text
                if token.text.hasSuffix("Anchor") || token.text.hasSuffix("Anchors") { anchors = true }
            default:
                break
            }
            i += 1
        }
        if relation && assignAt == nil { return .equation(anchors: anchors) }
        guard let assignAt, let property = lastMember, ViewProperty(rawValue: property) != nil,
              tokens[assignAt - 1].text == property else { return .other }
        let value = tokens[(assignAt + 1)..<i]
        let bare = value.count == 1 && value.first.map { v in
            (v.kind == .identifier && !["nil", "true", "false", "self"].contains(v.text) && !declaredHere.contains(v.text)
                && !(ownWords?.isDeclared(v.text) ?? false))
                || (v.kind == .number && property == ViewProperty.font.rawValue)
        } == true
        return .propertyAssignment(property, bareValue: bare)
    }
}
