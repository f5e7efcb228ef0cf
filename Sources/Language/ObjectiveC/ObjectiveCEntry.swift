/// Pasted Objective-C as one entry: read by ``ObjCParser`` into the syntax tree pasted Swift is
/// read into, then checked and run by the same checker and evaluator, on a copy of the session
/// that replaces it only when every line ran (all or nothing, as every entry).
public enum ObjectiveC {
    /// Objective-C's own `@` keywords (Swift's attributes, `@objc`, `@IBOutlet`, are not among them).
    static let keywords: Set<String> = ["@interface", "@implementation", "@end", "@property", "@protocol", "@class",
                                        "@synthesize", "@dynamic", "@selector", "@import", "@autoreleasepool", "@try",
                                        "@catch", "@finally", "@synchronized", "@optional", "@required", "@encode"]

    /// Whether an entry is written in Objective-C: it says so in its tokens, which Swift's
    /// grammar never holds — `@interface`, `@"text"`, `@[…]`, a message `[receiver name:…]`, a
    /// typed declaration `UIView *v = …;` or `CGFloat pad = 8;`, a method `- (void)…`, a
    /// `#define`. Read from the tokens, never from a reader's error.
    public static func recognises(_ source: String) -> Bool {
        // `NS_ASSUME_NONNULL_BEGIN` on its own line: Objective-C's annotations, which change nothing.
        if source.utf8.count <= 80 {
            let words = source.split(whereSeparator: \.isWhitespace)
            if !words.isEmpty, words.allSatisfy({ ObjCNames.annotationMacros.contains(String($0)) }) { return true }
        }
        // `API_AVAILABLE(ios(11.0))` on the line above an `@interface`: an annotation of the next
        // declaration, which changes nothing.
        if source.utf8.count <= 120, let open = source.firstIndex(of: "("),
           ObjCNames.annotationFunctionMacros.contains(source[..<open].trimmingCharacters(in: .whitespaces)),
           source.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(")") {
            return true
        }
        // Cheap first: none of Objective-C's marks in the text.
        // One pass over the bytes: six searches through Foundation each bridged the whole text.
        let marks: Set<UInt8> = Set("[@#*-;".utf8)
        guard source.utf8.contains(where: marks.contains) else { return false }
        var lexer = ObjCLexer(source, firstLine: 1)
        let tokens = lexer.tokenize()
        guard let firstIndex = tokens.firstIndex(where: { $0.kind != .directive }) else {
            return tokens.contains { $0.text.hasPrefix("#define") }
        }
        if tokens[..<firstIndex].contains(where: { ["#define", "#undef", "#import"].contains(where: $0.text.hasPrefix) }) { return true }
        let first = tokens[firstIndex]
        func at(_ k: Int) -> ObjCToken { firstIndex + k < tokens.count ? tokens[firstIndex + k] : tokens[tokens.count - 1] }
        if first.kind == .atKeyword { return keywords.contains(first.text) }
        if first.kind == .operator, first.text == "-" || first.text == "+", at(1).kind == .leftParen,
           at(2).kind == .identifier, at(3).kind == .rightParen || at(3).isOperator("*") {
            return true
        }
        if first.kind == .identifier {
            // C's `typedef` (Swift says `typealias`), an enum's `NS_ENUM(…)`.
            if first.text == "typedef" || first.text == "NS_ENUM" || first.text == "NS_OPTIONS" { return true }
            // C's `enum Kind { KindA = 0, KindB };` or `enum { RowA, RowB };`: constants listed
            // without Swift's `case`.
            if first.text == "enum" {
                let brace = at(1).kind == .identifier ? 2 : 1
                if at(brace).kind == .leftBrace, at(brace + 1).kind == .identifier, at(brace + 1).text != "case",
                   at(brace + 2).isOperator("=") || at(brace + 2).kind == .comma || at(brace + 2).kind == .rightBrace {
                    return true
                }
            }
            if ObjCNames.declarationQualifiers.contains(first.text), at(1).kind == .identifier,
               !["let", "var", "func", "class", "struct", "enum", "init", "override", "private", "public"].contains(at(1).text) {
                return true
            }
            // `UIView *box = …;`, `NSArray<UIView *> *views = …;`
            if ObjCNames.looksLikeType(first.text), at(1).isOperator("*"), at(2).kind == .identifier,
               at(3).isOperator("=") || at(3).kind == .semicolon || at(3).kind == .comma {
                return true
            }
            // `NSInteger rowCompare(id a, id b, void *context);`, `static CGFloat pad(CGFloat x) {`:
            // a C function, a type then its name then '(' — two names in a row Swift never writes.
            if ObjCNames.looksLikeType(first.text) || ObjCNames.scalarTypes[first.text] != nil || first.text == "void" {
                var k = 1
                while at(k).isOperator("*") { k += 1 }
                if at(k).kind == .identifier, at(k + 1).kind == .leftParen, !["in", "where", "as", "is"].contains(at(k).text) { return true }
            }
            // `CGFloat pad = 8;`, `CGFloat const kPad = 8;`
            var name = 1
            while at(name).kind == .identifier, ObjCNames.declarationQualifiers.contains(at(name).text) { name += 1 }
            if ObjCNames.scalarTypes[first.text] != nil, at(name).kind == .identifier,
               at(name + 1).isOperator("=") || at(name + 1).kind == .semicolon || at(name + 1).kind == .comma {
                return true
            }
        }
        let closing = closingBrackets(tokens)
        for (i, token) in tokens.enumerated() {
            switch token.kind {
            case .atBracket, .atBrace, .atParen:
                return true
            case .string where token.text.hasPrefix("@"):
                return true
            case .atKeyword where keywords.contains(token.text):
                return true
            case .leftBracket where isMessage(tokens, at: i, closing: closing):
                return true
            case .identifier where (token.text == "YES" || token.text == "NO") && (i == 0 || !tokens[i - 1].isOperator(".")):
                return true
            default:
                continue
            }
        }
        return false
    }

    /// Whether an entry's code ends as C's statements and blocks do (`;` or `}`), so that after
    /// Objective-C it is read as Objective-C.
    public static func endsLikeC(_ source: String) -> Bool {
        var lexer = ObjCLexer(source, firstLine: 1)
        let tokens = lexer.tokenize().filter { $0.kind != .directive && $0.kind != .end }
        guard let last = tokens.last, let first = tokens.first else { return false }
        if first.kind == .identifier, ["let", "var", "func", "class", "struct", "enum", "extension", "import", "guard"].contains(first.text) {
            return false
        }
        return last.kind == .semicolon || (last.kind == .rightBrace && tokens.contains { $0.kind == .semicolon })
    }

    /// Whether the `[` at `i` opens a message: a receiver (a name path or a bracketed message)
    /// followed by a name and `:` or `]` — `[v addSubview:w]`, `[[UIView alloc] init]` — which
    /// Swift's arrays, dictionaries, capture lists (`[weak self]`) and existential element types
    /// (`[any TableViewMediator]()`, `[some View]`) never are.
    /// `closing[i]` is the index of the `]` that closes the `[` at `i` (``closingBrackets(_:)``).
    static func isMessage(_ tokens: [ObjCToken], at i: Int, closing: [Int]) -> Bool {
        if i > 0, tokens[i - 1].kind == .leftBrace { return false }
        var j = i + 1
        guard j < tokens.count else { return false }
        if tokens[j].kind == .leftBracket {
            j = closing[j] + 1
        } else {
            guard tokens[j].kind == .identifier, !["weak", "unowned", "any", "some"].contains(tokens[j].text) else { return false }
            j += 1
            while j + 1 < tokens.count, tokens[j].isOperator(".") || tokens[j].isOperator("->"), tokens[j + 1].kind == .identifier { j += 2 }
        }
        guard j + 1 < tokens.count, tokens[j].kind == .identifier else { return false }
        return tokens[j + 1].isOperator(":") || tokens[j + 1].kind == .rightBracket
    }

    /// For each `[` the index of the `]` that closes it (`tokens.count` when none does), found in
    /// one pass: looking ahead from every `[` made a line of unclosed brackets cost their square
    /// (200 lines of a thousand `[` took 20 s).
    static func closingBrackets(_ tokens: [ObjCToken]) -> [Int] {
        var closing = [Int](repeating: tokens.count, count: tokens.count)
        var open: [Int] = []
        for (i, token) in tokens.enumerated() {
            if token.kind == .leftBracket {
                open.append(i)
            } else if token.kind == .rightBracket, let o = open.popLast() {
                closing[o] = i
            }
        }
        return closing
    }
}

extension Session {
    /// Reads and runs pasted Objective-C; on an error the session is exactly as it was.
    mutating func runObjectiveC(_ source: String, firstLine: Int) -> Outcome {
        let start = self
        let (session, outcome) = DeepStack.run { () -> (Session, Outcome) in
            var session = start
            let parsed = ObjCParser.parse(source, firstLine: firstLine, types: &session.objectiveCTypes,
                                         macros: &session.objectiveCMacros,
                                          superclasses: &session.objectiveCSuperclasses,
                                          headerMembers: &session.objectiveCHeaderMembers,
                                          selectors: &session.objectiveCSelectors,
                                          defined: &session.objectiveCDefined)
            var outcome = Outcome()
            if parsed.hasErrors {
                outcome.diagnostics = parsed.diagnostics
                return (start, outcome)
            }
            let declared = session.objectiveCTypes
            session.runsObjectiveC = true
            let problems = Checker.check(parsed.statements, session: session)
            session.runsObjectiveC = false
            if !problems.isEmpty {
                outcome.diagnostics = problems
                return (start, outcome)
            }
            session.runsObjectiveC = true
            outcome = session.evaluate(parsed.statements, source: source, refusesUndeclared: false)
            session.runsObjectiveC = false
            session.objectiveCTypes = declared
            return (outcome.failed ? start : session, outcome)
        }
        self = session
        return outcome
    }
}
