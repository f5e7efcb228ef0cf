/// Expressions, by Swift's precedence groups: ternary, `||`, `&&`, comparison, `??`, casts,
/// ranges, addition, multiplication, bit shifts, prefix operators, then postfix member access, calls,
/// subscripts, `!` and `?`.
extension SwiftParser {
    static let precedence: [String: Int] = [
        "||": 1, "&&": 2,
        // EasyPeasy's old `view <- [Top(10)]`.
        "<-": 1,
        "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3, "===": 3, "!==": 3, "~=": 3,
        // Cartography's and Anchorage's priority: `a.top == b.top ~ .high` is `(a.top == b.top) ~ .high`.
        "~": 3,
        // Anchorage's batch spellings of the three relations.
        "/==/": 3, "/<=/": 3, "/>=/": 3,
        "??": 4,
        "...": 6, "..<": 6,
        "+": 7, "-": 7, "|": 7, "^": 7, "&+": 7, "&-": 7,
        "*": 8, "/": 8, "%": 8, "&": 8, "&*": 8,
        "<<": 9, ">>": 9,
    ]
    static let castPrecedence = 5
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "??=", "&=", "|=", "^=", "<<=", ">>="]

    mutating func expression() throws(SwiftParseFailure) -> Expr {
        let condition = try binary(0)
        // `a ? b : c`: the `?` has space on both sides (a glued one is optional chaining).
        if current.isOperator("?") {
            advance()
            let then = try ternaryBranch()
            _ = try expect(.colon, "':' of the conditional expression")
            let otherwise = try ternaryBranch()
            return .ternary(condition, then, otherwise, condition.range.extended(to: otherwise.range))
        }
        return condition
    }

    /// A branch of `a ? b : c`. Swift also compiles an assignment there, as a statement
    /// (`met ? view.isMet = true : view.reset()`): it is read as a closure run in place, which
    /// assigns when its branch is taken.
    mutating func ternaryBranch() throws(SwiftParseFailure) -> Expr {
        try assignedInPlace(try expression())
    }

    /// `target op= value` where an expression stands (a branch of `?:`, or parenthesised:
    /// `isVolume ? (slider.value -= d) : (brightness -= d)`): a closure run in place that
    /// assigns, as Swift's assignment is an expression of type `()`. `target` alone when no
    /// assignment operator follows it.
    mutating func assignedInPlace(_ branch: Expr) throws(SwiftParseFailure) -> Expr {
        guard current.kind == .operator, Self.assignmentOperators.contains(current.text), !current.newlineBefore else { return branch }
        let op = advance()
        let value = try expression()
        let range = branch.range.extended(to: value.range)
        let assignment = Stmt.assignment(target: branch, op: op.text, value: value, range)
        return .call(.closure(ClosureExpr(parameters: [], body: [assignment], range: range)), [], trailing: nil, range)
    }

    /// A library's or the app's own infix operator (RxBinding's `viewModel.title ~> label.rx.text`,
    /// spaced on both sides): Swift's default precedence, just above the comparisons. Nil for any
    /// other token.
    var customOperatorLevel: Int? {
        // Glued on both sides, `--` is infix too, as Swift reads it (Stevia's `|a--10--b|`).
        let gluedDash = current.text == "--" && !current.spaceAfter && !current.spaceBefore
        guard current.kind == .operator, current.text.count > 1 || !current.text.allSatisfy(\.isASCII),
              (current.spaceAfter && current.spaceBefore) || gluedDash,
              !Self.assignmentOperators.contains(current.text), !["->", "?", "!", "."].contains(current.text) else { return nil }
        return 4
    }

    /// Whether the current operator continues the expression: not when it starts a new line as
    /// a prefix operator (`-x` on its own line is a new statement).
    var continuesWithOperator: Bool {
        guard current.kind == .operator else { return false }
        if current.newlineBefore && !current.spaceAfter { return false }
        return true
    }

    mutating func binary(_ minimum: Int) throws(SwiftParseFailure) -> Expr {
        var left = try prefixed()
        // `a + b + c …` nests to the left, one level an operator (see `postfixed`).
        var chained = 0
        defer { nesting -= chained }
        while true {
            // No statement starts with `as` or `is`: one at the start of a line casts the line
            // before (`let size = userInfo[key]` / `as? CGRect`), as Swift reads it.
            if (current.isWord("as") || current.isWord("is")) && Self.castPrecedence >= minimum {
                try enterChain()
                chained += 1
                let word = advance()
                var kind = CastKind.plain
                if word.text == "as" {
                    if accept(.postfixBang) != nil || acceptOperator("!") != nil { kind = .forced }
                    else if accept(.postfixQuestion) != nil || acceptOperator("?") != nil { kind = .optional }
                }
                let type = try typeRef()
                let range = left.range.extended(to: type.range)
                left = word.text == "is" ? .isType(left, type, range) : .cast(left, kind, type, range)
                continue
            }
            guard continuesWithOperator,
                  let level = Self.precedence[current.text] ?? Self.functionalOperatorLevels[current.text] ?? customOperatorLevel,
                  level >= minimum else { break }
            if current.text == "...", [.rightBracket, .rightParen, .comma].contains(peek(1).kind) {
                // `views[2...]`: a range open at its end.
                let op = advance()
                left = .prefix("post...", left, left.range.extended(to: op.range))
                continue
            }
            try enterChain()
            chained += 1
            let op = advance()
            let right = try binary(level + 1)
            left = Self.functionalOperator(op.text, left, right, at: op.range)
                ?? .binary(op.text, left, right, operatorRange: op.range, left.range.extended(to: right.range))
        }
        return left
    }

    /// The operators of the functional style Prelude and its kin give Swift (pointfree.co's and
    /// Kickstarter's): `x |> f` applies `f` to `x`, `f <> g` runs `f` then `g`, and a key path's
    /// lens `\.axis .~ .vertical` sets the property (`%~` sets it to a function of its value),
    /// returning what it was given. Their levels: the application lowest, the composition above
    /// it, the lenses above that, every other operator higher still (arithmetic in a lens's value).
    static let functionalOperatorLevels: [String: Int] = ["|>": 0, "<>": 1, ".~": 2, "%~": 2]

    /// One of ``functionalOperatorLevels``'s operators as the plain Swift it stands for: a call, or
    /// a closure taking the value; nil for any other operator, or a lens whose left side is not
    /// a key path.
    static func functionalOperator(_ op: String, _ left: Expr, _ right: Expr, at opRange: SourceRange) -> Expr? {
        let range = left.range.extended(to: right.range)
        let name = "lens@\(opRange.start.line):\(opRange.start.column)"
        let root = Expr.identifier(name, opRange)
        func argument(_ e: Expr) -> CallArgument { CallArgument(label: nil, value: e, range: e.range) }
        func closure(_ body: [Stmt]) -> Expr {
            .closure(ClosureExpr(parameters: [name], body: body, range: range))
        }
        switch op {
        case "|>":
            return .call(right, [argument(left)], trailing: nil, range)
        case "<>":
            return closure([.returnStatement(.call(right, [argument(.call(left, [argument(root)], trailing: nil, range))],
                                                  trailing: nil, range), range)])
        case ".~", "%~":
            guard case .keyPath(let path, let pathRange) = left else { return nil }
            // `\UIStackView.axis` names its root type first; `?` and `!` chain as members do here.
            var components = path.split(separator: ".").map { String($0.filter { $0 != "?" && $0 != "!" }) }
            if let first = components.first, first.first?.isUppercase == true, components.count > 1 { components.removeFirst() }
            guard !components.isEmpty else { return nil }
            let target = components.reduce(root) { base, component in
                Expr.member(base, component, nameRange: pathRange, pathRange)
            }
            let value = op == ".~" ? right : .call(right, [argument(target)], trailing: nil, range)
            return closure([.assignment(target: target, op: "=", value: value, range), .returnStatement(root, range)])
        default:
            return nil
        }
    }

    mutating func prefixed() throws(SwiftParseFailure) -> Expr {
        try enterNesting()
        defer { nesting -= 1 }
        if current.kind == .operator, ["-", "!", "+", "~", "..<", "...", "++", "--"].contains(current.text)
            || Self.libraryPrefixOperators.contains(current.text) || isCustomPrefixOperator {
            let op = advance()
            let operand = try prefixed()
            if op.text == "-", case .number(let value, let text, let r) = operand {
                return .number(-value, text: "-" + text, op.range.extended(to: r))
            }
            return .prefix(op.text, operand, op.range.extended(to: operand.range))
        }
        if current.isOperator("&") {
            // `&x` passes a variable inout; here it is just the variable.
            advance()
            return try prefixed()
        }
        if current.isWord("await") {
            // Pasted code runs at once: what is awaited has already happened.
            let word = advance()
            let operand = try prefixed()
            return .tryExpr(operand, word.range.extended(to: operand.range))
        }
        if current.isWord("try") {
            let word = advance()
            let mark = accept(.postfixQuestion) ?? accept(.postfixBang)
                ?? (current.isOperator("?") || current.isOperator("!") ? advance() : nil)
            let operand = try prefixed()
            if mark?.text == "?" { return .optionalTry(operand, word.range.extended(to: operand.range)) }
            return .tryExpr(operand, word.range.extended(to: operand.range))
        }
        return try postfixed(try primary())
    }

    mutating func postfixed(_ base: Expr) throws(SwiftParseFailure) -> Expr {
        var expr = base
        // Each step of a chain (`a.b.c`, `x!!!`, `f()()`) nests the tree one deeper, which later
        // passes walk by recursion: counted with the brackets, so a chain of thousands is refused.
        var chained = 0
        defer { nesting -= chained }
        while true {
            if [.dot, .leftParen, .leftBracket, .leftBrace, .postfixBang, .postfixQuestion].contains(current.kind) {
                try enterChain()
                chained += 1
            }
            switch current.kind {
            case .dot:
                advance()
                guard current.kind == .identifier || current.kind == .number else {
                    throw failure("expected a member name after '.', found \(current.quoted)")
                }
                let name = advance()
                expr = .member(expr, name.text, nameRange: name.range, expr.range.extended(to: name.range))
                // `UICollectionView.CellRegistration<Cell, Item> { … }`: generic arguments on a
                // nested type, skipped as on a type's name; also at the start of the next line,
                // where no statement begins with `<`.
                if current.isOperator("<"), !current.spaceBefore || current.newlineBefore, name.text.first?.isUppercase == true {
                    let saved = position
                    if (try? genericArguments()) != nil,
                       current.kind == .leftParen || (current.kind == .dot && !current.spaceBefore)
                        || (current.kind == .leftBrace && !inConditionHeader) {
                        continue
                    }
                    position = saved
                }
            case .leftParen where !current.newlineBefore && compoundNameLength() != nil:
                // `addSubview(_:)`, `forEach(contentView.addSubview(_:))`: a method named with its
                // argument labels, as a value. The labels only pick an overload; the name is the method.
                for _ in 0..<(compoundNameLength() ?? 0) { advance() }
            case .leftParen where !current.newlineBefore:
                let (written, end) = try argumentList(closing: .rightParen)
                var trailing: ClosureExpr? = nil
                var arguments = written
                var endRange = end
                // A `{` on the next line is a trailing closure too (Allman style), as Swift reads it.
                if current.kind == .leftBrace && (!inConditionHeader || closesBeforeBody()) && !opensObservers() {
                    let first = try closure()
                    trailing = first
                    let more = try labelledTrailingClosures()
                    arguments += more
                    endRange = more.last?.range ?? first.range
                }
                expr = .call(expr, arguments, trailing: trailing, expr.range.extended(to: endRange))
            case .leftBracket where !current.newlineBefore:
                let (arguments, end) = try argumentList(closing: .rightBracket)
                expr = .subscriptAccess(expr, arguments, expr.range.extended(to: end))
            case .leftBrace where Self.takesTrailingClosure(expr) && (!inConditionHeader || closesBeforeBody()) && !opensObservers():
                let trailing = try closure()
                let more = try labelledTrailingClosures()
                expr = .call(expr, more, trailing: trailing, expr.range.extended(to: more.last?.range ?? trailing.range))
            case .operator where Self.libraryPostfixOperators.contains(current.text) && !current.spaceBefore
                && (!isRightBound || peek(1).kind == .dot && !peek(1).spaceBefore):
                // Stevia's `a-|`, `a|` and `50%`: glued to what is before, free after, as
                // Swift tells a postfix operator; or with a `.` right after it (`|bar|.top(0)`),
                // which Swift reads as postfix too.
                let op = advance()
                expr = .prefix("post" + op.text, expr, expr.range.extended(to: op.range))
            case .operator where (current.text == "++" || current.text == "--") && !current.spaceBefore
                && (current.spaceAfter || ![.identifier, .number, .leftParen].contains(peek(1).kind)):
                // Swift 1 and 2's `i++`: the variable grows by one, the old value is the result.
                let op = advance()
                expr = .prefix("post" + op.text, expr, expr.range.extended(to: op.range))
            case .postfixBang:
                let bang = advance()
                expr = .forceUnwrap(expr, expr.range.extended(to: bang.range))
            case .postfixQuestion:
                let mark = advance()
                expr = .optionalChain(expr, expr.range.extended(to: mark.range))
            default:
                return expr
            }
        }
    }

    /// Prefix operators of layout libraries: Stevia's `|-a`, `|a` and `>=20`, EasyPeasy's
    /// `>=10`, `<=10`, `==10` and `*0.5`.
    static let libraryPrefixOperators: Set<String> = ["|-", "|", ">=", "<=", "==", "*", "|--", "|->=", "|-<="]
    /// Postfix operators of layout libraries: Stevia's `a-|`, `a|`, `50%`.
    static let libraryPostfixOperators: Set<String> = ["-|", "|", "%", "--|"]

    /// Whether the current operator is one the app declares (`prefix operator ^`, then `^"key"`):
    /// where an expression starts, an operator of Swift's operator characters bound to what follows
    /// it can only be a prefix operator. (`&` passes a variable inout; `?`, `=` and `->` are no
    /// operators of their own.)
    var isCustomPrefixOperator: Bool {
        let text = current.text
        guard !text.isEmpty, !["&", "?", "=", "->"].contains(text),
              text.unicodeScalars.allSatisfy({ "/=-+!*%<>&|^~?".unicodeScalars.contains($0) }),
              [.identifier, .number, .string, .leftParen, .leftBracket].contains(peek(1).kind) else { return false }
        return isRightBound
    }

    /// Whether the current operator is bound to what follows it, as Swift tells a binary or
    /// prefix operator from a postfix one: not when a space, a line break or a closing
    /// bracket or separator follows.
    var isRightBound: Bool {
        if current.spaceAfter { return false }
        let next = peek(1)
        if next.newlineBefore { return false }
        return ![.rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon, .end].contains(next.kind)
    }

    /// An `if` or `switch` used as a value, with each branch's final expression returned.
    static func returningBranches(_ statement: Stmt) -> Stmt {
        func returning(_ body: [Stmt]) -> [Stmt] {
            guard let last = body.last else { return body }
            switch last {
            case .expression(let e): return body.dropLast() + [.returnStatement(e, e.range)]
            case .ifStatement, .switchStatement: return body.dropLast() + [returningBranches(last)]
            default: return body
            }
        }
        switch statement {
        case .ifStatement(let conditions, let then, let otherwise, let range):
            return .ifStatement(conditions: conditions, then: returning(then), otherwise: otherwise.map(returning), range)
        case .switchStatement(let subject, let cases, let range):
            return .switchStatement(subject, cases.map { c in
                var copy = c
                copy.body = returning(c.body)
                return copy
            }, range)
        default:
            return statement
        }
    }

    /// Swift 5.3's further trailing closures, each with its label (`UIView.animate(withDuration: 0.3)
    /// { … } completion: { _ in … }`): arguments after the written ones.
    mutating func labelledTrailingClosures() throws(SwiftParseFailure) -> [CallArgument] {
        var result: [CallArgument] = []
        while current.kind == .identifier, peek(1).kind == .colon, peek(2).kind == .leftBrace, !inConditionHeader {
            let label = advance()
            advance()
            let c = try closure()
            result.append(CallArgument(label: label.text, value: .closure(c), range: label.range.extended(to: c.range)))
        }
        return result
    }

    /// Whether the `{` here opens a stored property's observers (`var tint = UIColor.red { didSet { … } }`),
    /// which follow its initial value, rather than a trailing closure of that value.
    /// In an `if`, `while` or `for` header, whether the `{` here closes before another `{` on
    /// its line: a trailing closure in the condition (`if let big = items.first { $0 > 4 } {`),
    /// which Swift compiles (with a warning), the second brace the body. Only the line is read,
    /// so a header's body is not scanned.
    func closesBeforeBody() -> Bool {
        guard current.kind == .leftBrace else { return false }
        var depth = 0
        var i = position
        while i < tokens.count {
            if i > position, tokens[i].newlineBefore { return false }
            switch tokens[i].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 {
                    return i + 1 < tokens.count && tokens[i + 1].kind == .leftBrace && !tokens[i + 1].newlineBefore
                }
            case .end: return false
            default: break
            }
            i += 1
        }
        return false
    }

    func opensObservers() -> Bool {
        guard current.kind == .leftBrace, peek(1).kind == .identifier, ["didSet", "willSet"].contains(peek(1).text) else { return false }
        return peek(2).kind == .leftBrace || peek(2).kind == .leftParen
    }

    /// A `{` right after a name or member is a trailing closure (`views.forEach { … }`,
    /// `v.snp.makeConstraints { … }`, `return .customView { … }`), not after a literal.
    static func takesTrailingClosure(_ expr: Expr) -> Bool {
        switch expr {
        case .identifier: true
        case .member: true
        case .implicitMember: true
        // `presentScan? { result in … }`: an optional closure called with a trailing closure.
        case .optionalChain(let inner, _): takesTrailingClosure(inner)
        default: false
        }
    }

    /// `(label: value, …)` or `[…]` arguments; returns them and the closing bracket's range.
    /// The number of tokens of a compound name's labels from the `(` here — `(_:)`,
    /// `(equalTo:constant:)` — through its `)`; nil where the parentheses hold arguments.
    func compoundNameLength() -> Int? {
        var index = 1
        while peek(index).kind == .identifier, peek(index + 1).kind == .colon, !peek(index + 1).spaceBefore {
            index += 2
        }
        return index > 1 && peek(index).kind == .rightParen ? index + 1 : nil
    }

    mutating func argumentList(closing: SwiftTokenKind) throws(SwiftParseFailure) -> ([CallArgument], SourceRange) {
        let open = advance()
        let saved = inConditionHeader
        inConditionHeader = false
        defer { inConditionHeader = saved }
        var arguments: [CallArgument] = []
        while current.kind != closing {
            if current.kind == .end {
                throw failure("expected '\(closing == .rightParen ? ")" : "]")' to close the '\(open.text)' at \(open.range.start)",
                              hint: "every '(' and '[' needs its closing partner")
            }
            let start = current.range.start
            var label: String? = nil
            if (current.kind == .identifier) && peek(1).kind == .colon {
                label = advance().text
                advance()
            }
            // `reduce(0, +)`, `sorted(by: <)`: an operator passed as the function it names, read as
            // the closure `{ a, b in a + b }`.
            if current.kind == .operator, [SwiftTokenKind.comma, closing].contains(peek(1).kind),
               ["+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!=", "&&", "||"].contains(current.text) {
                let op = advance()
                let body = Expr.binary(op.text, .identifier("lhs ", op.range), .identifier("rhs ", op.range),
                                       operatorRange: op.range, op.range)
                let value = Expr.closure(ClosureExpr(parameters: ["lhs ", "rhs "], body: [.expression(body)], range: op.range))
                arguments.append(CallArgument(label: label, value: value, range: range(from: start)))
                if accept(.comma) == nil { break }
                continue
            }
            // `#selector(f(_:))` style labels and `action: nil` are ordinary values.
            var value = try expression()
            if closing == .rightParen, label == nil { value = try assignedInPlace(value) }
            arguments.append(CallArgument(label: label, value: value, range: range(from: start)))
            if accept(.comma) == nil { break }
        }
        let close = try expect(closing, "'\(closing == .rightParen ? ")" : "]")' to close the '\(open.text)' at \(open.range.start)")
        return (arguments, close.range)
    }

    mutating func primary() throws(SwiftParseFailure) -> Expr {
        let token = current
        switch token.kind {
        case .number:
            advance()
            let cleaned = String(token.text.filter { $0 != "_" })
            let value: Double?
            if cleaned.hasPrefix("0x") || cleaned.hasPrefix("0X") {
                value = Int(cleaned.dropFirst(2), radix: 16).map(Double.init)
            } else {
                value = Double(cleaned)
            }
            guard let value, value.isFinite else { throw failure("the number '\(token.text)' is out of range", at: token) }
            return .number(value, text: token.text, token.range)
        case .string:
            advance()
            var parts: [StringPart] = []
            for segment in token.segments {
                switch segment {
                case .text(let text): parts.append(.text(text))
                case .interpolation(let inner):
                    var sub = SwiftParser(tokens: inner)
                    sub.nesting = nesting + 1
                    do throws(SwiftParseFailure) {
                        parts.append(.interpolation(try sub.expression()))
                    } catch {
                        throw error
                    }
                    diagnostics += sub.diagnostics
                }
            }
            return .string(parts, token.range)
        case .identifier where !token.isEscaped && (token.text == "if" || token.text == "switch"):
            // Swift 5.9's `if` and `switch` expressions: each branch's last expression is the
            // value, run as a closure called at once.
            let statement = token.text == "if" ? try ifStatement() : try switchStatement()
            let body = Self.returningBranches(statement)
            return .call(.closure(ClosureExpr(parameters: [], body: [body], range: statement.range)), [], trailing: nil, statement.range)
        case .identifier:
            return try identifierExpression()
        case .dot:
            advance()
            let name = try expectIdentifier("a member name after '.'")
            return .implicitMember(name.text, token.range.extended(to: name.range))
        case .leftParen:
            if let made = try optionalFunctionClosure() { return made }
            let (arguments, end) = try argumentList(closing: .rightParen)
            if arguments.count == 1, arguments[0].label == nil { return arguments[0].value }
            return .tuple(arguments, token.range.extended(to: end))
        case .leftBracket:
            return try collectionLiteral()
        case .leftBrace:
            return .closure(try closure())
        case .pound:
            advance()
            var arguments: [CallArgument] = []
            var range = token.range
            if ["#available", "#unavailable", "#selector", "#keyPath"].contains(token.text) && current.kind == .leftParen {
                // `#available(iOS 11.0, *)`: platform versions, not expressions; `#selector(didTap(_:))`
                // and `#keyPath(UIView.frame)`: a method's or a property's name, with its labels.
                var depth = 0
                // The method a selector names (`didTap` of `didTap(_:)`, of `Screen.didTap`): the
                // last name before its labels open, kept as text for `perform(_:with:afterDelay:)`.
                var method: String? = nil
                repeat {
                    if current.kind == .leftParen { depth += 1 }
                    if current.kind == .rightParen { depth -= 1 }
                    if current.kind == .end { throw failure("expected ')' to close '\(token.text)('") }
                    let read = advance()
                    if depth == 1, read.kind == .identifier { method = read.text }
                    range = range.extended(to: read.range)
                } while depth > 0
                let named = token.text == "#selector"
                    ? method.map { [CallArgument(label: nil, value: .string([.text($0)], range), range: range)] } ?? [] : []
                return .pound(String(token.text.dropFirst()), named, range)
            }
            if current.kind == .leftParen && !current.newlineBefore {
                let (args, end) = try argumentList(closing: .rightParen)
                arguments = args
                range = range.extended(to: end)
            }
            return .pound(String(token.text.dropFirst()), arguments, range)
        case .backslash:
            advance()
            var path = ""
            // `\Person.name`, `\.frame.height`, `\.superview?.frame`: the root type, then each
            // component after its '.', an optional one chaining on as in a member chain; the path
            // ends where that pattern does (a name on the next line is the next statement).
            if current.kind == .identifier, !current.newlineBefore { path += advance().text }
            while !current.newlineBefore {
                if current.kind == .dot, peek(1).kind == .identifier || peek(1).kind == .number {
                    path += advance().text + advance().text
                } else if current.kind == .dot, path.isEmpty,
                          [.postfixQuestion, .postfixBang].contains(peek(1).kind) || peek(1).isOperator("?") || peek(1).isOperator("!") {
                    // `\.?.width`, `\.!.count`: the optional root itself, unwrapped.
                    path += advance().text + advance().text
                } else if [.postfixQuestion, .postfixBang].contains(current.kind), !path.isEmpty {
                    path += advance().text
                } else {
                    break
                }
            }
            return .keyPath(path, token.range.extended(to: previous.range))
        case .operator where token.text == "..." || token.text == "..<":
            throw failure("a range needs a start here", hint: "write it as 0..<n")
        case .operator where token.text.hasPrefix("<") && (token.text.hasSuffix("#") || peek(1).text.hasPrefix("#")):
            // `<#superview#>`: a placeholder of an Xcode snippet, left for the code it names.
            throw failure("an Xcode placeholder (<#…#>) is left here: Xcode refuses it too (“Editor placeholder in source file”)",
                          hint: "write the code the placeholder names in its place (a view for <#superview#>)")
        default:
            throw failure("expected an expression, found \(token.quoted)")
        }
    }

    /// The modules whose names qualify a standard or UIKit name in code (`Swift.max`).
    static let qualifyingModules: Set<String> = ["Swift", "UIKit", "Foundation", "CoreGraphics", "QuartzCore"]

    mutating func identifierExpression() throws(SwiftParseFailure) -> Expr {
        let token = advance()
        // `` `default` ``, `` `switch` ``: a name, whatever keyword it spells (`` `self` `` bound
        // by `guard let `self` = self` is still the object).
        if token.isEscaped, token.text != "self" { return .identifier(token.text, token.range) }
        switch token.text {
        case "true": return .bool(true, token.range)
        case "false": return .bool(false, token.range)
        case "nil": return .nilLiteral(token.range)
        case "self": return .selfExpr(token.range)
        // `Self` in an expression is the type whose code runs (`Self.Constants.inset`,
        // `Self.makeHeader()`): a name the evaluator resolves, not the instance.
        case "Self": return .identifier("Self", token.range)
        case "super": return .superExpr(token.range)
        // `(any SellDataService).self`: an existential type in an expression is its protocol.
        case "any" where current.kind == .identifier && !current.newlineBefore && current.text.first?.isUppercase == true:
            return try identifierExpression()
        // `Swift.min(a, b)`, `UIKit.UIView()`: a name qualified by its module is the name.
        case _ where Self.qualifyingModules.contains(token.text) && current.kind == .dot && !current.spaceBefore
                && peek(1).kind == .identifier && !peek(1).spaceBefore:
            advance()
            return try identifierExpression()
        default: break
        }
        // `Array<UIView>()`, `Set<String>()`, `MemoryLayout<CGFloat>.size`: generic arguments on
        // a type in an expression.
        // (On the next line too, as Apple's samples break a long one: no statement starts with `<`.)
        if current.isOperator("<"), !current.spaceBefore || current.newlineBefore, token.text.first?.isUppercase == true {
            let saved = position
            if (try? genericArguments()) != nil, current.kind == .leftParen || (current.kind == .dot && !current.spaceBefore)
                || (current.kind == .leftBrace && !inConditionHeader) {
                return .identifier(token.text, token.range)
            }
            position = saved
        }
        return .identifier(token.text, token.range)
    }

    /// `<A, B>` after a type name, skipped.
    mutating func genericArguments() throws(SwiftParseFailure) {
        guard acceptOperator("<") != nil else { return }
        var depth = 1
        while depth > 0 {
            if current.kind == .end || current.kind == .leftBrace || current.kind == .semicolon {
                throw failure("expected '>'")
            }
            // (A function type's arrow, `Array<(UIView) -> NSLayoutConstraint>`, closes nothing.)
            if current.kind == .operator, current.text != "->" {
                for c in current.text {
                    if c == "<" { depth += 1 }
                    if c == ">" { depth -= 1 }
                }
            }
            advance()
        }
    }

    /// `[a, b]`, `["k": v]`, `[:]`, and `[UIView]()` / `[String: Any]()`.
    mutating func collectionLiteral() throws(SwiftParseFailure) -> Expr {
        let open = advance()
        if current.kind == .colon && peek(1).kind == .rightBracket {
            advance()
            let close = advance()
            return .dictionary([], open.range.extended(to: close.range))
        }
        // A type in brackets followed by `()`: an empty collection.
        let saved = position
        // (`[[String]]()`, `[(String, Int)]()`: the type is itself in brackets or a tuple.)
        if current.kind == .identifier || current.kind == .leftBracket || current.kind == .leftParen,
           let empty = try? emptyCollectionType(open) {
            return empty
        }
        position = saved
        var elements: [Expr] = []
        var pairs: [DictionaryElement] = []
        var isDictionary = false
        while current.kind != .rightBracket {
            if current.kind == .end {
                throw failure("expected ']' to close the '[' at \(open.range.start)")
            }
            let key = try expression()
            if accept(.colon) != nil {
                isDictionary = true
                let value = try expression()
                pairs.append(DictionaryElement(key: key, value: value))
            } else {
                elements.append(key)
            }
            if accept(.comma) == nil { break }
        }
        let close = try expect(.rightBracket, "']' to close the '[' at \(open.range.start)")
        let range = open.range.extended(to: close.range)
        if isDictionary {
            guard elements.isEmpty else { throw failure("a dictionary needs 'key: value' for every element", range: range) }
            return .dictionary(pairs, range)
        }
        return .array(elements, range)
    }

    mutating func emptyCollectionType(_ open: SwiftToken) throws(SwiftParseFailure) -> Expr {
        _ = try typeRef()
        var isDictionary = false
        if accept(.colon) != nil {
            isDictionary = true
            _ = try typeRef()
        }
        _ = try expect(.rightBracket, "']'")
        // Swift lets a space stand before the call's parentheses (`[UIImageView] ()`), not a line break.
        guard current.kind == .leftParen, !current.newlineBefore, peek(1).kind == .rightParen else {
            throw failure("not a type")
        }
        advance()
        let close = advance()
        return .emptyCollection(isDictionary: isDictionary, open.range.extended(to: close.range))
    }

    /// `{ [weak self] (a: T, b) -> R in … }`, `{ make in … }`, `{ _ in … }` or `{ … }`.
    mutating func closure() throws(SwiftParseFailure) -> ClosureExpr {
        let open = try expect(.leftBrace, "'{'")
        let saved = inConditionHeader
        inConditionHeader = false
        defer { inConditionHeader = saved }
        var parameters: [String] = []
        let headerStart = position
        closureWholeNumbers = []
        closureCaptures = []
        if let names = closureHeader() {
            parameters = names
        } else {
            position = headerStart
            closureWholeNumbers = []
            closureCaptures = []
        }
        let whole = closureWholeNumbers
        let captures = closureCaptures
        let own = statements(until: .rightBrace)
        // With captures first, a body of one expression still returns it.
        let body = captures.isEmpty ? own : captures + (own.count == 1 ? Self.implicitlyReturning(own) : own)
        let close = try expectClosingBrace(open, "the closure")
        return ClosureExpr(parameters: parameters, body: body, range: open.range.extended(to: close.range),
                           wholeNumberParameters: whole)
    }

    /// The parameter names of a closure's `… in` header, or nil when it has none.
    mutating func closureHeader() -> [String]? {
        // A global actor or `@Sendable` before the header (`Task { @MainActor in … }`): pasted
        // code runs on one thread, so it says nothing here.
        while current.kind == .at, peek(1).kind == .identifier {
            advance()
            advance()
        }
        if current.isWord("in") {
            advance()
            return []
        }
        if current.kind == .leftBracket {
            // A capture list: `[weak self]`, `[unowned self, x]`, `[weak coordinator = context.coordinator]`.
            guard captureList() else { return nil }
            if current.isWord("in") { advance(); return [] }
        }
        var names: [String] = []
        if current.kind == .leftParen {
            advance()
            while current.kind != .rightParen {
                guard current.kind == .identifier else { return nil }
                var name = advance().text
                if current.kind == .identifier { name = advance().text }
                if accept(.colon) != nil {
                    guard let type = try? typeRef() else { return nil }
                    if Evaluator.integerTypeNames.contains(type.text) { closureWholeNumbers.append(name) }
                }
                names.append(name)
                if accept(.comma) == nil { break }
            }
            guard accept(.rightParen) != nil else { return nil }
        } else {
            while current.kind == .identifier && !current.isWord("in") {
                names.append(advance().text)
                if accept(.colon) != nil { guard (try? typeRef()) != nil else { return nil } }
                if accept(.comma) == nil { break }
            }
            if names.isEmpty { return nil }
        }
        _ = acceptWord("throws")
        if acceptOperator("->") != nil {
            guard (try? typeRef()) != nil else { return nil }
        }
        guard acceptWord("in") != nil else { return nil }
        return names
    }

    /// Reads a closure's capture list. A capture that names a value of its own (`weak c =
    /// context.coordinator`) declares that name in the body: it becomes a `let` at the body's start
    /// (``closureCaptures``), read when the closure runs rather than when it is made — the same
    /// for the views and controllers layout code captures. `weak`, `unowned` change nothing here.
    mutating func captureList() -> Bool {
        advance()
        while current.kind != .rightBracket {
            while current.isWord("weak") || current.isWord("unowned") {
                advance()
                if current.kind == .leftParen, peek(2).kind == .rightParen { advance(); advance(); advance() }
            }
            guard current.kind == .identifier else { return false }
            let name = advance()
            if current.kind == .operator, current.text == "=" {
                advance()
                guard let value = try? expression() else { return false }
                closureCaptures.append(.variable(VariableDecl(isLet: true, pattern: .name(name.text, name.range), type: nil,
                                                              initializer: value, modifiers: [],
                                                              range: name.range.extended(to: value.range))))
            }
            if accept(.comma) == nil { break }
        }
        return accept(.rightBracket) != nil
    }

    /// A type as written, kept as text: `UIView`, `UIView?`, `[String: Any]`, `(CGFloat) -> Void`,
    /// `UIScrollView.ContentInsetAdjustmentBehavior`, `some View`, `@escaping () -> Void`.
    /// `(() -> Void)? { [weak self] in … }`: an Optional of a function type made from the
    /// closure after it (Optional's `init(_:)` with a trailing closure), which is that closure.
    /// Nil, with nothing read, when the parenthesis opens anything else.
    mutating func optionalFunctionClosure() throws(SwiftParseFailure) -> Expr? {
        guard peek(1).kind == .leftParen else { return nil }
        let saved = position
        guard let type = try? typeRef(), type.text.contains("->"),
              type.text.hasSuffix("?") || type.text.hasSuffix("!"),
              current.kind == .leftBrace else {
            position = saved
            return nil
        }
        return .closure(try closure())
    }

    mutating func typeRef() throws(SwiftParseFailure) -> TypeRef {
        let start = current.range.start
        var text = ""
        while current.kind == .at {
            advance()
            _ = try expectIdentifier("an attribute")
            // An attribute's own argument, glued to its name (`@convention(c)`, `@available(iOS 15, *)`).
            if current.kind == .leftParen, !current.spaceBefore {
                var depth = 0
                repeat {
                    if current.kind == .leftParen { depth += 1 }
                    if current.kind == .rightParen { depth -= 1 }
                    if current.kind == .end { break }
                    advance()
                } while depth > 0
            }
        }
        while current.isWord("inout") || current.isWord("some") || current.isWord("any") || current.isWord("__owned") {
            advance()
        }
        switch current.kind {
        case .leftBracket:
            advance()
            let element = try typeRef()
            if accept(.colon) != nil {
                let value = try typeRef()
                text = "[\(element.text): \(value.text)]"
            } else {
                text = "[\(element.text)]"
            }
            _ = try expect(.rightBracket, "']' in the type")
        case .leftParen:
            advance()
            var parts: [String] = []
            while current.kind != .rightParen {
                // A tuple element's label is part of its type (`(width: CGFloat, height: CGFloat)`):
                // `p.width` reads it. A function type's parameter names (`(_ index: Int)`) are not.
                var label = ""
                if current.kind == .identifier && peek(1).kind == .colon { label = advance().text + ": "; advance() }
                if current.kind == .identifier && peek(1).kind == .identifier && peek(2).kind == .colon {
                    advance(); advance(); advance()
                }
                parts.append(label + (try typeRef().text))
                if accept(.comma) == nil { break }
            }
            _ = try expect(.rightParen, "')' in the type")
            text = "(" + parts.joined(separator: ", ") + ")"
            // `(AnyObject & Named).Type`: the metatype of a parenthesised type.
            while current.kind == .dot, peek(1).isWord("Type") || peek(1).isWord("Protocol") {
                advance()
                text += "." + advance().text
            }
        case .identifier:
            text = advance().text
            // (`UICollectionViewDiffableDataSource` with its `<Section, Item>` on the next line,
            // as Apple's samples break a long type: no statement starts with `<`.)
            if current.isOperator("<") && (!current.spaceBefore || current.newlineBefore) {
                let genericStart = position
                try genericArguments()
                text += tokens[genericStart..<position].map(\.text).joined()
            }
            while current.kind == .dot, peek(1).kind == .identifier {
                advance()
                text += "." + advance().text
                // `Base.ListController<Item>`: a nested type's own generic arguments.
                if current.isOperator("<") && !current.spaceBefore {
                    let genericStart = position
                    try genericArguments()
                    text += tokens[genericStart..<position].map(\.text).joined()
                }
            }
            // `UITableViewCell & Reusable`: the first type of a composition is the class.
            while current.isOperator("&") {
                advance()
                _ = try typeRef()
            }
        default:
            throw failure("expected a type, found \(current.quoted)")
        }
        while true {
            if current.kind == .postfixQuestion || current.kind == .postfixBang {
                text += advance().text
            } else if (current.isOperator("?") || current.isOperator("!")) && !current.spaceBefore {
                text += advance().text
            } else if current.kind == .operator && current.text.allSatisfy({ $0 == "?" || $0 == "!" }) && !current.spaceBefore {
                text += advance().text
            } else {
                break
            }
        }
        if current.isWord("throws") || current.isWord("rethrows") || current.isWord("async") { advance() }
        if current.isOperator("->") {
            advance()
            let result = try typeRef()
            text += " -> " + result.text
        }
        return TypeRef(text: text, range: range(from: start))
    }
}
