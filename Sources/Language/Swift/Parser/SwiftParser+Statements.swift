/// Statements: control flow, assignments, expression statements; declarations are in
/// `SwiftParser+Declarations.swift`.
extension SwiftParser {
    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "override", "static", "lazy", "weak",
        "unowned", "dynamic", "required", "convenience", "mutating", "nonmutating", "optional", "indirect",
        "nonisolated",
        // `async let text = load()`: the value is awaited where it is read; here it is made at once.
        "async",
        // An operator function's kind (`public static prefix func !(a: Mode) -> Mode`).
        "prefix", "postfix", "infix",
    ]

    /// One statement; a declaration list (`let a = 1, b = 2`) gives several.
    mutating func statement() throws(SwiftParseFailure) -> [Stmt] {
        if atTopLevel, ownWords != nil, let command = try ownWordsStatement() { return [command] }
        let token = current
        if token.kind == .at || (token.kind == .identifier && isDeclarationStart()) {
            return try declaration()
        }
        if token.kind == .pound {
            // `#if DEBUG` … `#endif` lines: the code between runs as written.
            // `#import "File.h"` heads an Objective-C file pasted in parts: it changes nothing either.
            if ["#if", "#else", "#elseif", "#endif", "#warning", "#error", "#pragma", "#sourceLocation", "#import", "#include"]
                .contains(token.text) {
                let start = advance()
                while !current.newlineBefore && current.kind != .end { advance() }
                return [.ignored(start.text, start.range)]
            }
            // Swift 5.9's `#Preview { ViewController() }` (or `#Preview("Dark") { … }`): Xcode's
            // canvas shows it, the app never runs it; read to its closing brace and left out.
            if token.text == "#Preview" { return [try preview()] }
        }
        // `outer: for …`: a label, then the statement it names.
        if token.kind == .identifier, !token.isEscaped, peek(1).kind == .colon,
           ["for", "while", "repeat", "if", "switch", "do"].contains(peek(2).text), peek(2).kind == .identifier {
            advance()
            advance()
            return [.statementLabel(token.text, token.range)] + (try statement())
        }
        if token.kind == .identifier, !token.isEscaped {
            switch token.text {
            case "if": return [try ifStatement()]
            case "guard": return [try guardStatement()]
            case "for": return [try forStatement()]
            case "while": return [try whileStatement()]
            case "repeat": return [try repeatStatement()]
            case "switch": return [try switchStatement()]
            case "return":
                advance()
                // On the next line, an expression is still the value returned, as Swift reads it
                // (`return\n    (a.count == 0) &&\n    (b.count == 0)`); a statement there is not.
                let statementNext = (current.kind == .pound && ["#if", "#else", "#elseif", "#endif", "#warning", "#error"].contains(current.text))
                    || current.kind == .at || isDeclarationStart()
                    || (current.kind == .identifier && !current.isEscaped && Self.wordsEndingBareReturn.contains(current.text))
                if (current.newlineBefore && statementNext) || current.kind == .rightBrace || current.kind == .semicolon
                    || current.kind == .end {
                    return [.returnStatement(nil, token.range)]
                }
                // `return refreshed = true`: an assignment is an expression of type `()`, returned.
                let value = try assignedInPlace(try expression())
                return [.returnStatement(value, token.range.extended(to: value.range))]
            case "break", "continue":
                advance()
                if current.kind == .identifier && !current.newlineBefore {
                    let label = advance()
                    return [.labeledJump(continues: token.text == "continue", label: label.text, token.range.extended(to: label.range))]
                }
                return [token.text == "break" ? .breakStatement(token.range) : .continueStatement(token.range)]
            case "fallthrough":
                advance()
                return [.fallthroughStatement(token.range)]
            case "do":
                advance()
                let body = try block()
                var catches: [[Stmt]] = []
                while current.isWord("catch") {
                    advance()
                    while current.kind != .leftBrace && current.kind != .end { advance() }
                    catches.append(try block())
                }
                return [.doBlock(body, catches: catches, token.range.extended(to: previous.range))]
            case "defer":
                advance()
                let body = try block()
                return [.deferBlock(body, token.range.extended(to: previous.range))]
            case "case":
                return [try enumCases(start: token.range)]
            case "throw":
                advance()
                let value = try expression()
                return [.throwStatement(value, token.range.extended(to: value.range))]
            default:
                break
            }
        }
        let expr = try expression()
        if current.kind == .operator, Self.assignmentOperators.contains(current.text) {
            let op = advance()
            let value = try expression()
            return [.assignment(target: expr, op: op.text, value: value, expr.range.extended(to: value.range))]
        }
        return [.expression(expr)]
    }

    /// The words that start a statement, not an expression: after a `return` at the end of its
    /// line, one ends the `return`.
    static let wordsEndingBareReturn: Set<String> = ["if", "guard", "for", "while", "repeat", "switch", "case", "default", "do",
                                                 "defer", "return", "break", "continue", "throw", "fallthrough", "let", "var",
                                                 "func", "class", "struct", "enum", "extension", "protocol", "import", "typealias",
                                                 "init", "deinit", "subscript", "static", "private", "fileprivate", "public",
                                                 "internal", "open", "override", "final", "lazy", "weak", "unowned", "mutating",
                                                 "nonmutating", "convenience", "required", "dynamic", "indirect", "actor", "else"]

    /// `case a, b = 2` in an enum, from its `case`, which began at `start` (or its attributes did).
    mutating func enumCases(start: SourceRange) throws(SwiftParseFailure) -> Stmt {
        advance()
        var names: [String] = []
        var rawValues: [Expr?] = []
        repeat {
            names.append(try expectIdentifier("a case name").text)
            if current.kind == .leftParen { try skipAssociatedValues() }
            rawValues.append(acceptOperator("=") != nil ? try expression() : nil)
        } while accept(.comma) != nil
        return .enumCases(names, rawValues: rawValues, start.extended(to: previous.range))
    }

    /// Whether the current word starts a declaration (`let`, `private var`, `@objc func`, `class X`).
    func isDeclarationStart() -> Bool {
        var ahead = 0
        while true {
            let token = peek(ahead)
            guard token.kind == .identifier, !token.isEscaped else { return false }
            switch token.text {
            case "let", "var", "func", "init", "deinit", "struct", "enum", "extension", "protocol", "typealias",
                 "import", "subscript", "associatedtype":
                return true
            case "actor":
                // `actor Store {`; but `actor` is also a name code gives a value (`actor.append(…)`).
                return peek(ahead + 1).kind == .identifier && !peek(ahead + 1).newlineBefore
            case "operator" where ahead > 0:
                // `prefix operator ~~`, `infix operator <> : AdditionPrecedence`.
                return true
            case "class":
                // `class func`, `class var`, `class Foo`.
                return true
            case "case":
                // `indirect case node(Tree)`; a bare `case` is a statement's (an enum's cases, a pattern).
                return ahead > 0
            default:
                if Self.declarationModifiers.contains(token.text) {
                    // `weak var`, `private(set) var`.
                    if peek(ahead + 1).kind == .leftParen { ahead += 4; continue }
                    ahead += 1
                    continue
                }
                return false
            }
        }
    }

    mutating func block() throws(SwiftParseFailure) -> [Stmt] {
        try enterNesting()
        defer { nesting -= 1 }
        let open = try expect(.leftBrace, "'{'")
        let body = statements(until: .rightBrace)
        _ = try expectClosingBrace(open, "the block")
        return body
    }

    /// Conditions of `if`, `guard` and `while`, up to the `{` of the body.
    mutating func conditions() throws(SwiftParseFailure) -> [Condition] {
        let saved = inConditionHeader
        inConditionHeader = true
        defer { inConditionHeader = saved }
        var result: [Condition] = []
        var binding = false
        repeat {
            let start = current.range.start
            // Swift 1.2 and 2 bind on after one `let`: `if let a = x, b = y where b > 0`.
            // (And a tuple: `if let json = cached, (feeds, _) = parse(json)`.)
            let continuesBinding = binding && ((current.kind == .identifier && (peek(1).isOperator("=") || peek(1).kind == .colon))
                || (current.kind == .leftParen && tupleFollowedByAssignment()))
            if current.isWord("let") || current.isWord("var") || continuesBinding {
                if !continuesBinding { advance() }
                binding = true
                if current.kind == .leftParen {
                    // `guard let (name, image) = viewModel`: the optional's tuple, taken apart.
                    let tuple = try forPattern()
                    if accept(.colon) != nil { _ = try typeRef() }
                    _ = try expectOperator("=")
                    let value = try expression()
                    result.append(.pattern(.enumCase("some", [tuple], range(from: start)), value, range(from: start)))
                    continue
                }
                let name = try expectIdentifier("a name after 'let'")
                if accept(.colon) != nil { _ = try typeRef() }
                if acceptOperator("=") != nil {
                    let value = try expression()
                    result.append(.optionalBinding(name: name.text, value: value, range(from: start)))
                } else {
                    // Swift 5.7's `if let x` is `if let x = x`; `guard let self` unwraps a weak `self`.
                    let own: Expr = name.text == "self" ? .selfExpr(name.range) : .identifier(name.text, name.range)
                    result.append(.optionalBinding(name: name.text, value: own, range(from: start)))
                }
                if current.isWord("where") {
                    advance()
                    result.append(.expression(try expression()))
                }
            } else if current.isWord("case") {
                binding = false
                advance()
                let pattern = try casePattern()
                _ = try expectOperator("=")
                let value = try expression()
                result.append(.pattern(pattern, value, range(from: start)))
                // Swift 2's `if case .top = mode where feeds.isEmpty`.
                if current.isWord("where") {
                    advance()
                    result.append(.expression(try expression()))
                }
            } else {
                binding = false
                result.append(.expression(try expression()))
            }
        } while accept(.comma) != nil
        return result
    }

    /// Whether the `(` here closes with a `)` followed by `=`: a tuple pattern bound, not an
    /// expression in parentheses.
    func tupleFollowedByAssignment() -> Bool {
        var depth = 0
        var ahead = 0
        while true {
            let token = peek(ahead)
            switch token.kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 { return peek(ahead + 1).isOperator("=") }
            case .end, .leftBrace, .rightBrace: return false
            default: break
            }
            ahead += 1
        }
    }

    mutating func expectOperator(_ op: String) throws(SwiftParseFailure) -> SwiftToken {
        if let token = acceptOperator(op) { return token }
        throw failure("expected '\(op)', found \(current.quoted)")
    }

    mutating func ifStatement() throws(SwiftParseFailure) -> Stmt {
        let start = advance().range.start
        let conditions = try conditions()
        let then = try block()
        var otherwise: [Stmt]? = nil
        if current.isWord("else") {
            advance()
            if current.isWord("if") {
                otherwise = [try ifStatement()]
            } else {
                otherwise = try block()
            }
        }
        return .ifStatement(conditions: conditions, then: then, otherwise: otherwise, range(from: start))
    }

    mutating func guardStatement() throws(SwiftParseFailure) -> Stmt {
        let start = advance().range.start
        let conditions = try conditions()
        guard acceptWord("else") != nil else { throw failure("expected 'else' after the conditions of 'guard'") }
        let otherwise = try block()
        return .guardStatement(conditions: conditions, otherwise: otherwise, range(from: start))
    }

    mutating func forStatement() throws(SwiftParseFailure) -> Stmt {
        if isCStyleFor() { return try cStyleFor() }
        let start = advance().range.start
        // `for await update in stream` and `for try await …`: what is awaited has happened, so the
        // loop runs over what the sequence holds.
        _ = acceptWord("try")
        _ = acceptWord("await")
        let isCase = acceptWord("case") != nil
        let pattern = try forPattern()
        if accept(.colon) != nil { _ = try typeRef() }
        // `for case let v as UIView in items`, `for case let v? in optionals`: only the elements
        // that match, as a condition on the loop variable.
        var filter: Expr? = nil
        if isCase, case .name(let name, let nameRange) = pattern {
            if current.isWord("as") {
                advance()
                let type = try typeRef()
                filter = .isType(.identifier(name, nameRange), type, nameRange.extended(to: type.range))
            } else if let mark = accept(.postfixQuestion) ?? acceptOperator("?") {
                let range = nameRange.extended(to: mark.range)
                filter = .binary("!=", .identifier(name, nameRange), .nilLiteral(mark.range), operatorRange: mark.range, range)
            }
        }
        guard acceptWord("in") != nil else {
            throw failure("expected 'in' after the loop variable", hint: "write it as: for item in items { … }")
        }
        let saved = inConditionHeader
        inConditionHeader = true
        let sequence: Expr
        var whereClause: Expr? = nil
        do throws(SwiftParseFailure) {
            sequence = try expression()
            if acceptWord("where") != nil { whereClause = try expression() }
        } catch {
            inConditionHeader = saved
            throw error
        }
        inConditionHeader = saved
        if let filter {
            whereClause = whereClause.map { .binary("&&", filter, $0, operatorRange: filter.range, filter.range.extended(to: $0.range)) } ?? filter
        }
        let body = try block()
        return .forIn(pattern: pattern, sequence: sequence, whereClause: whereClause, body: body, range(from: start))
    }

    /// Whether the `for` here is Swift 1–2's C-style loop (`for var i = 0; i < 3; ++i {`, or with
    /// the header in parentheses): a `;` before the body's `{`.
    func isCStyleFor() -> Bool {
        var ahead = 1
        var depth = 0
        while true {
            let token = peek(ahead)
            switch token.kind {
            case .end: return false
            case .semicolon: return true
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .leftBrace where depth <= 0: return false
            default: break
            }
            ahead += 1
        }
    }

    /// `for (var i = 0; i < n; ++i) { … }` (Swift 1–2, removed in Swift 3): the start runs once in
    /// a scope of its own, the body while the condition holds, the step after each turn — also
    /// after `continue`, as the step is the turn's deferred last statement.
    mutating func cStyleFor() throws(SwiftParseFailure) -> Stmt {
        let start = advance().range.start
        let parenthesized = accept(.leftParen) != nil
        let saved = inConditionHeader
        inConditionHeader = true
        defer { inConditionHeader = saved }
        var initial: [Stmt] = []
        if current.kind != .semicolon { initial = try statement() }
        _ = try expect(.semicolon, "';' after the loop's start")
        var condition: Expr? = nil
        if current.kind != .semicolon { condition = try expression() }
        _ = try expect(.semicolon, "';' after the loop's condition")
        var step: [Stmt] = []
        let stepEnd: SwiftTokenKind = parenthesized ? .rightParen : .leftBrace
        while current.kind != stepEnd && current.kind != .end {
            step += try statement()
            if accept(.comma) == nil { break }
        }
        if parenthesized { _ = try expect(.rightParen, "')' after the loop's step") }
        inConditionHeader = saved
        let body = try block()
        let whole = range(from: start)
        let test = condition ?? .bool(true, whole)
        let loop = Stmt.whileLoop(conditions: [.expression(test)],
                                  body: (step.isEmpty ? [] : [.deferBlock(step, whole)]) + body, whole)
        return .doBlock(initial + [loop], catches: [], whole)
    }

    /// An enum case's associated values, types with optional labels and defaults
    /// (`(showsSeparator: Bool, enable: () -> () = {})`): read and left out, as the case's
    /// payload is the app's model.
    mutating func skipAssociatedValues() throws(SwiftParseFailure) {
        _ = try expect(.leftParen, "'(' of the associated values")
        while current.kind != .rightParen {
            if current.kind == .identifier, peek(1).kind == .colon {
                advance()
                advance()
            } else if current.kind == .identifier, peek(1).kind == .identifier, peek(2).kind == .colon {
                // `_ name: Type`
                advance()
                advance()
                advance()
            }
            _ = try typeRef()
            if acceptOperator("=") != nil { _ = try expression() }
            if accept(.comma) == nil { break }
        }
        _ = try expect(.rightParen, "')' to close the associated values")
    }

    mutating func forPattern() throws(SwiftParseFailure) -> Pattern {
        let token = current
        if accept(.leftParen) != nil {
            var parts: [Pattern] = []
            while current.kind != .rightParen {
                // `for (i, (count: label, button: b)) in …`: a part's label, read by its place.
                if current.kind == .identifier, peek(1).kind == .colon { advance(); advance() }
                parts.append(try forPattern())
                if accept(.comma) == nil { break }
            }
            let close = try expect(.rightParen, "')' to close the tuple pattern")
            return .tuple(parts, token.range.extended(to: close.range))
        }
        if current.isWord("let") || current.isWord("var") { advance(); return try forPattern() }
        let name = try expectIdentifier("a loop variable")
        return name.text == "_" ? .wildcard(name.range) : .name(name.text, name.range)
    }

    mutating func whileStatement() throws(SwiftParseFailure) -> Stmt {
        let start = advance().range.start
        let conditions = try conditions()
        let body = try block()
        return .whileLoop(conditions: conditions, body: body, range(from: start))
    }

    mutating func repeatStatement() throws(SwiftParseFailure) -> Stmt {
        let start = advance().range.start
        let body = try block()
        guard acceptWord("while") != nil else { throw failure("expected 'while' after the body of 'repeat'") }
        let condition = try expression()
        return .repeatWhile(body: body, condition: condition, range(from: start))
    }

    mutating func switchStatement() throws(SwiftParseFailure) -> Stmt {
        let start = advance().range.start
        // A case's statements are the switch's, not the entry's: no command words there.
        let outer = atTopLevel
        atTopLevel = false
        defer { atTopLevel = outer }
        let saved = inConditionHeader
        inConditionHeader = true
        let subject: Expr
        do throws(SwiftParseFailure) { subject = try expression() } catch { inConditionHeader = saved; throw error }
        inConditionHeader = saved
        let open = try expect(.leftBrace, "'{' to open the switch")
        var cases: [SwitchCase] = []
        while current.kind != .rightBrace {
            if current.kind == .end { _ = try expectClosingBrace(open, "the switch") }
            let caseStart = current.range.start
            var patterns: [Pattern] = []
            var guardExpr: Expr? = nil
            // A `where` covers only the pattern it follows (`case .a where x, .b:`): with one, each
            // pattern is a case of its own with the same body, tried in order as Swift tries them.
            var items: [(pattern: Pattern, condition: Expr?)] = []
            if current.kind == .pound, ["#if", "#elseif", "#else", "#endif"].contains(current.text) {
                // `#if !EXTENSION` between the cases: the cases of every branch are read, the
                // first that matches taken (the directive's own branch comes first).
                advance()
                while !current.newlineBefore && current.kind != .end { advance() }
                continue
            }
            if acceptWord("default") != nil {
                _ = try expect(.colon, "':' after 'default'")
            } else if acceptWord("case") != nil {
                repeat {
                    let pattern = try casePattern()
                    items.append((pattern, acceptWord("where") != nil ? try expression() : nil))
                } while accept(.comma) != nil
                if items.count == 1 || items.allSatisfy({ $0.condition == nil }) {
                    patterns = items.map(\.pattern)
                    guardExpr = items.count == 1 ? items[0].condition : nil
                    items = []
                }
                _ = try expect(.colon, "':' after the case's patterns")
            } else if current.kind == .at {
                // `@unknown default:`
                advance(); advance()
                continue
            } else {
                throw failure("expected 'case' or 'default' in the switch, found \(current.quoted)")
            }
            var body: [Stmt] = []
            while !(current.isWord("case") || current.isWord("default") || current.kind == .rightBrace || current.kind == .end
                    || (current.kind == .at && peek(1).isWord("unknown"))) {
                let stmtStart = position
                do throws(SwiftParseFailure) {
                    body += try statement()
                    // Swift ends a case's statement at the next label on the same line too:
                    // `switch i { case 0: return 1 default: return 2 }`.
                    if !(current.isWord("case") || current.isWord("default")) {
                        try expectEndOfStatement(from: stmtStart)
                    }
                } catch {
                    record(error)
                    synchronize(from: stmtStart)
                }
                while accept(.semicolon) != nil {}
            }
            guard items.isEmpty else {
                for item in items {
                    cases.append(SwitchCase(patterns: [item.pattern], guardExpr: item.condition, body: body, range: range(from: caseStart)))
                }
                continue
            }
            cases.append(SwitchCase(patterns: patterns, guardExpr: guardExpr, body: body, range: range(from: caseStart)))
        }
        _ = try expectClosingBrace(open, "the switch")
        return .switchStatement(subject, cases, range(from: start))
    }

    /// A case pattern: `_`, `let x`, `.card(let c)`, `(0, _)`, or an expression (`0`, `1...3`).
    mutating func casePattern() throws(SwiftParseFailure) -> Pattern {
        let token = current
        if token.isWord("is") {
            // `case is ZoneCircle:`
            advance()
            let type = try typeRef()
            return .typeCheck(nil, type, token.range.extended(to: type.range))
        }
        if token.isWord("_") {
            advance()
            // `case (_?, nil):`: an optional pattern, any value but nil.
            if let mark = accept(.postfixQuestion) {
                return .enumCase("some", [.wildcard(token.range)], token.range.extended(to: mark.range))
            }
            return try castPattern(.wildcard(token.range))
        }
        if token.isWord("let") || token.isWord("var") {
            advance()
            // `case let circle as ZoneCircle:`: the binding is the name's, the cast the value's.
            if current.kind == .identifier, peek(1).isWord("as") {
                let name = advance()
                return try castPattern(.binding(.expression(.identifier(name.text, name.range)), token.range.extended(to: name.range)))
            }
            let inner = try casePattern()
            return .binding(inner, token.range.extended(to: previous.range))
        }
        if token.kind == .identifier, token.text.first?.isLowercase == true,
           peek(1).kind == .colon || peek(1).kind == .comma || peek(1).kind == .rightParen,
           !["true", "false", "nil"].contains(token.text) {
            // Inside `let (a, b)` a bare name binds.
        }
        // `Mode.text(_, let h)`, `Feed.Item.card(let c)`: the case named with its type, which
        // Swift matches as `.text(_, let h)`.
        let start = position
        var qualifier = 0
        while token.kind == .identifier, token.text.first?.isUppercase == true, peek(qualifier).kind == .identifier,
              peek(qualifier + 1).kind == .dot {
            qualifier += 2
        }
        if qualifier > 0, peek(qualifier).kind == .identifier, peek(qualifier + 1).kind == .leftParen {
            for _ in 0 ..< qualifier - 1 { advance() }
        }
        if current.kind == .dot, peek(1).kind == .identifier, peek(2).kind == .leftParen {
            advance()
            let name = advance()
            advance()
            var payload: [Pattern] = []
            while current.kind != .rightParen {
                if current.kind == .identifier && peek(1).kind == .colon { advance(); advance() }
                payload.append(try casePattern())
                if accept(.comma) == nil { break }
            }
            _ = try expect(.rightParen, "')'")
            if current.kind == .dot {
                // `case UIFont.editorFont().fontName:`: a call in an expression, not a case's payload.
                position = start
                let saved = inConditionHeader
                inConditionHeader = true
                defer { inConditionHeader = saved }
                return .expression(try expression())
            }
            // `case let .show(text?)? = trigger`: an optional pattern, read as the one it wraps
            // (an Optional here is its value, or nil, which matches no case).
            _ = accept(.postfixQuestion)
            return .enumCase(name.text, payload, token.range.extended(to: previous.range))
        }
        if token.kind == .leftParen {
            let saved = position
            advance()
            var parts: [Pattern] = []
            while current.kind != .rightParen {
                parts.append(try casePattern())
                if accept(.comma) == nil { break }
            }
            let close = try expect(.rightParen, "')'")
            // `case (0)..<(2):` — the parentheses open an expression, not a tuple pattern.
            if current.kind != .operator || current.text == "=" {
                return .tuple(parts, token.range.extended(to: close.range))
            }
            position = saved
        }
        if token.kind == .identifier, peek(1).kind == .comma || peek(1).kind == .rightParen || peek(1).kind == .colon,
           previous.kind == .leftParen || previous.kind == .comma, token.text.first?.isLowercase == true {
            advance()
            return .name(token.text, token.range)
        }
        // `.show(text?)`: a name bound through an optional pattern.
        if token.kind == .identifier, peek(1).kind == .postfixQuestion, [.comma, .rightParen].contains(peek(2).kind),
           previous.kind == .leftParen || previous.kind == .comma, token.text.first?.isLowercase == true {
            advance()
            let mark = advance()
            // Nil matches no optional pattern.
            return .enumCase("some", [.name(token.text, token.range)], token.range.extended(to: mark.range))
        }
        let saved = inConditionHeader
        inConditionHeader = true
        defer { inConditionHeader = saved }
        return .expression(try expression())
    }

    /// `pattern as Type` after a case's pattern (`let circle as ZoneCircle`, `_ as ZoneCircle`);
    /// the pattern alone when no `as` follows.
    mutating func castPattern(_ pattern: Pattern) throws(SwiftParseFailure) -> Pattern {
        guard current.isWord("as") else { return pattern }
        let start = advance()
        let type = try typeRef()
        return .typeCheck(pattern, type, start.range.extended(to: type.range))
    }
}
