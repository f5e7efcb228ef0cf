/// C's statements, as Swift's: `if`, `for (;;)` and `for … in`, `while`, `do … while`,
/// `switch` with C's fall-through, `return`, blocks, and expression statements.
extension ObjCParser {
    /// `{ … }`: the statements of a compound statement.
    mutating func block() throws(ObjCParseFailure) -> [Stmt] {
        try expect(.leftBrace, "'{'")
        try enterNesting()
        defer { nesting -= 1 }
        var result: [Stmt] = []
        while current.kind != .rightBrace {
            if current.kind == .end { throw failure("expected '}' to close the block, found end of input") }
            if current.kind == .atKeyword && current.text == "@end" { throw failure("expected '}' before '@end'") }
            let start = position
            do throws(ObjCParseFailure) {
                result += try statement()
            } catch {
                record(error)
                synchronize(from: start)
            }
        }
        advance()
        return result
    }

    /// A statement, or a block standing as one (`if (x) { … }` and `if (x) y;` alike).
    mutating func body() throws(ObjCParseFailure) -> [Stmt] {
        if current.kind == .leftBrace { return try block() }
        return try statement()
    }

    /// A statement, after the assignments C wrote inside its expressions
    /// (`@[(self.lead = [a.leadingAnchor …]), …]`), which run first: an assignment's value is
    /// what it assigned.
    mutating func statement() throws(ObjCParseFailure) -> [Stmt] {
        let outer = hoisted
        hoisted = []
        defer { hoisted = outer }
        let statements = try singleStatement()
        return hoisted + statements
    }

    mutating func singleStatement() throws(ObjCParseFailure) -> [Stmt] {
        expandMacro()
        expandStatementMacro()
        let token = current
        switch token.kind {
        case .semicolon:
            advance()
            return []
        case .leftBrace:
            return [.doBlock(try block(), catches: [], token.range)]
        case .directive:
            return directive().filter { if case .ignored = $0 { false } else { true } }
        case .atKeyword:
            switch token.text {
            case "@try", "@autoreleasepool":
                advance()
                var body = try block()
                while current.isWord("@catch") || (current.kind == .atKeyword && current.text == "@catch") {
                    advance()
                    skipParenthesised()
                    _ = try block()
                }
                if current.kind == .atKeyword && current.text == "@finally" {
                    advance()
                    body += try block()
                }
                return [.doBlock(body, catches: [], token.range)]
            case "@synchronized":
                advance()
                skipParenthesised()
                return [.doBlock(try block(), catches: [], token.range)]
            case "@throw":
                // An exception the app raises (`@throw [NSException exceptionWithName:…]`, an
                // initializer it does not support): reached, the app stops, as at Swift's fatalError().
                advance()
                if current.kind != .semicolon { _ = try expression() }
                _ = accept(.semicolon)
                return [.expression(.call(.identifier("@throw", token.range), [], trailing: nil, token.range))]
            case "@weakify", "@strongify", "@unsafeify":
                // libextobjc's `@weakify(self);` / `@strongify(self);`: a weak copy of `self` for a
                // block and its strong one inside it, the same object: nothing to run.
                advance()
                if current.kind == .leftParen { skipParenthesised() }
                _ = accept(.semicolon)
                return []
            default:
                // `@weak(self)`, `@onExit { … }`-less kin: the app's own macro written as libextobjc's
                // are (`#define weak(x) autoreleasepool{} __weak typeof(x) …`), a whole statement;
                // so is one that takes nothing (`@WEAKSELF;`, `#define WEAKSELF autoreleasepool{}
                // __weak typeof(self) weakSelf = self`).
                guard peek().kind == .leftParen || peek().kind == .semicolon else {
                    throw failure("'\(token.text)' cannot stand in a method's body")
                }
                advance()
                if current.kind == .leftParen { skipParenthesised() }
                _ = accept(.semicolon)
                return [.expression(.call(.identifier(token.text, token.range), [], trailing: nil, token.range))]
            }
        case .identifier:
            if let alias = weakSelfMacroUse() { return [alias] }
            if let alias = weakObjectMacroUse() { return [alias] }
            // `retry:` before a statement: C's label, for a `goto` the paste would send; the
            // statement after it runs as it stands.
            if peek().isOperator(":"), !["case", "default"].contains(token.text) {
                advance()
                advance()
                return current.kind == .rightBrace ? [] : try statement()
            }
            switch token.text {
            case "if": return [try ifStatement()]
            case "for": return try forStatement()
            case "while": return [try whileStatement(at: token)]
            case "do":
                advance()
                let loopBody = try body()
                guard acceptWord("while") != nil else { throw failure("expected 'while' after the 'do' block") }
                // `do { … } while ((view = view.superview));`: the assignment runs at the end of
                // each turn, before its value is tested (a `continue` in the body skips it).
                turnAssignments = []
                defer { turnAssignments = nil }
                let condition = truth(try loopCondition { p throws(ObjCParseFailure) in try p.parenthesisedCondition() })
                try expect(.semicolon, "';' after the 'do … while'")
                return [.repeatWhile(body: loopBody + (turnAssignments ?? []), condition: condition, SourceRange(token.range.start, previousEnd))]
            case "switch": return [try switchStatement()]
            case "return":
                advance()
                if accept(.semicolon) != nil { return [.returnStatement(nil, token.range)] }
                let value = try expression()
                try expect(.semicolon, "';' after the return value")
                // An initializer's `return self;` is Swift's plain `return`.
                if inInitializer, case .selfExpr = value { return [.returnStatement(nil, token.range)] }
                return [.returnStatement(value, SourceRange(token.range.start, previousEnd))]
            case "break":
                advance()
                try expect(.semicolon, "';' after 'break'")
                return [.breakStatement(token.range)]
            case "continue":
                advance()
                try expect(.semicolon, "';' after 'continue'")
                return [.continueStatement(token.range)]
            case "goto":
                throw failure("'goto' is not read here", hint: "write the jump as an 'if' or a loop")
            default:
                break
            }
            if isStatementMacroLine() { return bareMacro() }
            if let statements = try statementsMacro() { return statements }
            if let block = try blockVariable() { return [block] }
            if startsDeclaration() { return try typedDeclaration(isStored: false) }
            if startsFunctionDefinition() { return [try functionDefinition()] }
            // `NSInteger rowCompare(id, id, void *);`, `extern int helper(int x);`: a C function
            // declared, defined elsewhere (its definition, pasted, is read where it stands).
            if let end = functionPrototypeEnd() {
                let range = SourceRange(current.range.start, tokens[end].range.end)
                position = end + 1
                return [.ignored("declaration", range)]
            }
        default:
            break
        }
        var statement = try expressionStatement()
        // `star.tag = 5, star.alpha = 0.5;`: C's comma operator, each expression in turn.
        while current.kind == .comma {
            advance()
            statement += try expressionStatement()
        }
        // `GuardClass(row, RouteRow) else { return; }`: a macro of the app's headers that
        // declares a variable and tests it, its `if` inside, the `else` written after it. The
        // test is taken to pass, as the app's data would make it: the `else` is read, not run.
        if current.isWord("else"), statement.count == 1, case .expression(.call(.identifier, _, _, _)) = statement[0] {
            advance()
            _ = try body()
            return statement
        }
        // `DISPATCH_MAIN(^{ … })` with nothing after it on its line: a macro of the app's headers
        // whose expansion ends the statement itself.
        // So do the weak- and strong-self macros of any spelling (`Kit_Strong(weakSelf)`, `WeakSelf(self)`).
        if current.kind != .semicolon, statement.count == 1, case .expression(let call) = statement[0], Self.endsAsMacroStatement(call),
           current.kind == .rightBrace || current.range.start.line > previousEnd.line {
            return statement
        }
        try expect(.semicolon, "';' after the statement", hint: "Objective-C ends each statement with ';'")
        return statement
    }

    /// `void (^done)(BOOL finished) = ^(BOOL finished) { … };`: a variable holding a block, called
    /// later as `done(YES)`; so a C function pointer (`void (*original)(id, SEL) = …;`, the
    /// runtime's method implementation). Nil, with nothing read, when the statement is not one.
    mutating func blockVariable() throws(ObjCParseFailure) -> Stmt? {
        func token(_ k: Int) -> ObjCToken { k < tokens.count ? tokens[k] : tokens[tokens.count - 1] }
        var i = position
        while token(i).kind == .identifier || token(i).isOperator("*") { i += 1 }
        guard i > position, token(i).kind == .leftParen, token(i + 1).isOperator("^") || token(i + 1).isOperator("*"),
              token(i + 2).kind == .identifier,
              token(i + 3).kind == .rightParen, token(i + 4).kind == .leftParen else { return nil }
        let start = current.range
        let name = token(i + 2)
        position = i + 4
        skipParenthesised()
        var value: Expr = .nilLiteral(name.range)
        if acceptOperator("=") != nil { value = try expression() }
        try expect(.semicolon, "';' after the block variable")
        return .variable(VariableDecl(isLet: false, pattern: .name(name.text, name.range), type: nil, initializer: value,
                                      getter: nil, didSet: nil, modifiers: [], range: SourceRange(start.start, previousEnd)))
    }

    /// An expression as a statement: an assignment (`self.x = y`, `i += 2`, `i++`), a message,
    /// or an initializer's `self = [super init…]`, which is Swift's `super.init(…)`.
    mutating func expressionStatement() throws(ObjCParseFailure) -> [Stmt] {
        let start = current.range.start
        // `self.items = …` sends the setter; `_items = …`, read as the same property, stores.
        let writtenThroughSelf = current.isWord("self")
        let writtenAsStorage = current.kind == .identifier && current.text.hasPrefix("_") && current.text.count > 1
        let sentAsMessage = current.kind == .leftBracket
        if let op = current.kind == .operator && (current.text == "++" || current.text == "--") ? current : nil {
            advance()
            let target = try unary()
            return [.assignment(target: target, op: op.text == "++" ? "+=" : "-=", value: .number(1, text: "1", op.range),
                                SourceRange(start, previousEnd))]
        }
        let target = try conditional()
        func range() -> SourceRange { SourceRange(start, previousEnd) }
        if case .prefix(let op, let variable, _) = target, op == "post++" || op == "post--" {
            return [.assignment(target: variable, op: op == "post++" ? "+=" : "-=", value: .number(1, text: "1", target.range), range())]
        }
        if let op = current.kind == .operator && (current.text == "++" || current.text == "--") ? current : nil {
            advance()
            return [.assignment(target: target, op: op.text == "++" ? "+=" : "-=", value: .number(1, text: "1", op.range), range())]
        }
        if current.kind == .operator, ["=", "+=", "-=", "*=", "/=", "|=", "&=", "^=", "%=", "<<=", ">>="].contains(current.text) {
            let op = current.text
            advance()
            // `a = b = value;`: C assigns right to left, `b = value` then `a = b`.
            var chained: [Stmt] = []
            var value = try conditional()
            if op == "=" {
                var targets: [Expr] = []
                while current.isOperator("=") {
                    advance()
                    targets.append(value)
                    value = try conditional()
                }
                for inner in targets.reversed() {
                    chained.append(.assignment(target: inner, op: "=", value: MasonryRewrite.kept(value), range()))
                    value = inner
                }
            }
            if !chained.isEmpty {
                return chained + [.assignment(target: target, op: op, value: value, range())]
            }
            // `RAC(self, button.enabled) = signal;`: a macro that expands to something assignable (a
            // binding of the app's, ReactiveCocoa's RAC): the app's own, kept as a call of the macro,
            // which is not in the paste and changes nothing about layout.
            if op == "=", case .call(.identifier(let macro, let macroRange), _, _, _) = target,
               macro.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }), macro.first?.isLetter == true {
                return [.expression(.call(.identifier(macro, macroRange), [], trailing: nil, range()))]
            }
            // `self.items = list;` with a setter of the class's own (`- (void)setItems:`): the
            // setter runs, as Objective-C's dot syntax sends it.
            if op == "=", writtenThroughSelf, case .member(.selfExpr, let name, let nameRange, _) = target,
               let setter = ObjCNames.setterName(of: name), currentSelectors.contains(setter + ":") {
                return [.expression(.call(.member(.selfExpr(nameRange), setter, nameRange: nameRange, target.range),
                                          [CallArgument(label: nil, value: value, range: value.range)], trailing: nil, range()))]
            }
            // `_level = 2;` in `init` with the class's own `- (void)setLevel:`: the instance
            // variable is stored; Objective-C sends no setter for it (see ``ObjCNames/storageAssignment``).
            if op == "=", writtenAsStorage, case .member(.selfExpr, let name, _, _) = target,
               Self.ownSetter(name, in: pastedSelectors) != nil {
                return [.assignment(target: target, op: ObjCNames.storageAssignment, value: MasonryRewrite.kept(value), range())]
            }
            if case .selfExpr = target, op == "=" {
                // `self = [super initWithFrame:frame]`.
                if case .call(.member(.superExpr, _, _, _), _, _, _) = value { return [.expression(value)] }
                if case .call(.member(.selfExpr, "init", _, _), _, _, _) = value { return [.expression(value)] }
                // `self = [[NSBundle mainBundle] loadNibNamed:…][0]`: the instance is replaced by one
                // the nib makes, which the paste does not hold; the message runs, its value unused.
                return [.assignment(target: .identifier("_", target.range), op: "=", value: value, range())]
            }
            // `traits |= flag;`, `traits &= ~flag;`: C's bitwise (and remainder, shift) assignments,
            // which Swift spells only for integers, as the operation and a plain assignment.
            if ["|=", "&=", "^=", "%=", "<<=", ">>="].contains(op) {
                return [.assignment(target: target, op: "=", value: .binary(String(op.dropLast()), target, value, operatorRange: range(), range()), range())]
            }
            // `self.offset = 24` of the class's own property `offset` is that property, not
            // Masonry's setter of a kept constraint's offset.
            if op == "=", !isOwnProperty(target), let update = MasonryRewrite.assignment(target, value, range()) { return [update] }
            return [.assignment(target: target, op: op, value: MasonryRewrite.kept(value), range())]
        }
        // `[views setObject:label forKey:@"label"]`: Swift's `views["label"] = label`.
        if case .call(.member(let receiver, "subscriptSet", _, _), let arguments, nil, _) = target, arguments.count == 2 {
            let key = arguments[1].value
            return [.assignment(target: .subscriptAccess(receiver, [CallArgument(label: nil, value: key, range: key.range)], target.range),
                                op: "=", value: arguments[0].value, range())]
        }
        // `[format appendString:tail]`: the mutable string grows, Swift's `format += tail`.
        if case .call(.member(let receiver, "$append", _, _), let arguments, nil, _) = target, arguments.count == 1 {
            return [.assignment(target: receiver, op: "+=", value: arguments[0].value, range())]
        }
        // `[v setHidden:YES]`: the property's setter is Swift's assignment.
        if case .call(.member(let receiver, let name, let nameRange, _), let arguments, nil, _) = target, name.hasPrefix("$set:"),
           arguments.count == 1 {
            // `[self setCellLayout:frame]` with the class's own `- (void)setCellLayout:`: a method
            // of its own, which sets frames, not a property UIKit lacks.
            if case .selfExpr = receiver, let setter = Self.ownSetter(String(name.dropFirst(5)), in: currentSelectors) {
                return [.expression(.call(.member(receiver, setter, nameRange: nameRange, target.range), arguments,
                                          trailing: nil, range()))]
            }
            // `[badge setTitleWithText:@"New"]`, a method a pasted class defines and UIKit has no
            // property for: the method, sent to whichever object answers it.
            let written = String(name.dropFirst(5))
            if !ObjCNames.propertyNames.contains(written), let setter = Self.ownSetter(written, in: pastedSelectors) {
                return [.expression(.call(.member(receiver, setter, nameRange: nameRange, target.range), arguments,
                                          trailing: nil, range()))]
            }
            let property = Expr.member(receiver, String(name.dropFirst(5)), nameRange: nameRange, target.range)
            return [.assignment(target: property, op: "=", value: arguments[0].value, range())]
        }
        // `[indicator hidesWhenStopped];`: a getter sent as a statement, its answer dropped, as
        // Objective-C allows any message's; Swift's `_ = indicator.hidesWhenStopped`.
        if sentAsMessage, case .member = target {
            return [.assignment(target: .identifier("_", target.range), op: "=", value: target, range())]
        }
        // `imageView.sizeToFit;`, `self.setupViews;`: dot syntax is a message in Objective-C, so a
        // method with no arguments written so runs, as `[imageView sizeToFit]` does (clang only
        // warns that a getter is used for its effect). A property's name stays a read.
        if !sentAsMessage, case .member(let receiver, let name, let nameRange, _) = target, !ObjCNames.propertyNames.contains(name) {
            let ownMethod: Bool = if case .selfExpr = receiver { currentSelectors.contains(name) } else { false }
            let known = ObjCNames.renamedSelectors[name].map { $0.labels.isEmpty } ?? ObjCNames.methodNames.contains(name)
            if ownMethod || known,
               case .call(let callee, let arguments, let trailing, _) = ObjCNames.send(receiver, receiverIsClass: false, selector: name,
                                                                                    arguments: [], nameRange: nameRange, range: range()) {
                return [.expression(Self.nilTolerantMessage(.call(callee, arguments, trailing: trailing, range()), sent: true))]
            }
        }
        return [.expression(Self.nilTolerantMessage(target, sent: sentAsMessage))]
    }

    /// A message sent as a statement to a property or an instance variable
    /// (`[self.overlay removeFromSuperview];`, `[_timer invalidate];`): sent to nil it does
    /// nothing, as Objective-C makes it, where Swift would stop — Swift's `overlay?.…()`.
    static func nilTolerantMessage(_ statement: Expr, sent: Bool) -> Expr {
        guard sent, case .call(.member(let receiver, let name, let nameRange, let memberRange), let arguments, let trailing, let range) = statement
        else { return statement }
        let mayBeNil: Bool = switch receiver {
        case .member(.selfExpr, let property, _, _): property != "view" && property != "contentView"
        case .identifier(let variable, _): variable.hasPrefix("_") && variable.count > 1
        default: false
        }
        guard mayBeNil else { return statement }
        return .call(.member(.optionalChain(receiver, receiver.range), name, nameRange: nameRange, memberRange), arguments,
                     trailing: trailing, range)
    }

    /// A loop's condition, read each turn: an assignment inside it cannot run once before the loop.
    mutating func loopCondition(_ read: (inout ObjCParser) throws(ObjCParseFailure) -> Expr) throws(ObjCParseFailure) -> Expr {
        inLoopCondition += 1
        defer { inLoopCondition -= 1 }
        return try read(&self)
    }

    /// `while (i < n) { … }`. An assignment in the condition (`while ((v = [e nextObject]))`)
    /// runs at the start of each turn, and the loop ends when what it assigned is nil or zero.
    mutating func whileStatement(at token: ObjCToken) throws(ObjCParseFailure) -> Stmt {
        advance()
        turnAssignments = []
        let condition: Expr
        do {
            condition = truth(try loopCondition { p throws(ObjCParseFailure) in try p.parenthesisedCondition() })
        } catch {
            turnAssignments = nil
            throw error
        }
        let assigned = turnAssignments ?? []
        turnAssignments = nil
        let loopBody = try body()
        let range = SourceRange(token.range.start, previousEnd)
        guard !assigned.isEmpty else { return .whileLoop(conditions: [.expression(condition)], body: loopBody, range) }
        let stop = Stmt.ifStatement(conditions: [.expression(.prefix("!", condition, condition.range))],
                                    then: [.breakStatement(token.range)], otherwise: nil, condition.range)
        return .whileLoop(conditions: [.expression(.bool(true, token.range))], body: assigned + [stop] + loopBody, range)
    }

    mutating func parenthesisedCondition() throws(ObjCParseFailure) -> Expr {
        try expect(.leftParen, "'(' before the condition")
        // `if ((self = [super initWithFrame:frame]))` and `if (self = …)`: the initializer runs
        // and the body follows; handled by the caller through ``initializerCondition``.
        let condition = try assignmentExpression()
        try expect(.rightParen, "')' after the condition")
        return condition
    }

    mutating func ifStatement() throws(ObjCParseFailure) -> Stmt {
        let token = current
        advance()
        let condition = try parenthesisedCondition()
        let then = try body()
        var otherwise: [Stmt]?
        // `#pragma clang diagnostic push` between the `}` and its `else`: the directive changes nothing.
        var ahead = 0
        while peek(ahead).kind == .directive, !peek(ahead).text.contains("define") { ahead += 1 }
        if ahead > 0, peek(ahead).isWord("else") { for _ in 0..<ahead { advance() } }
        if acceptWord("else") != nil {
            // `else if`, read as a statement of its own: what its condition assigns runs in the else branch.
            otherwise = current.isWord("if") ? try statement() : try body()
        }
        let range = SourceRange(token.range.start, previousEnd)
        // `if (self)` after `self = [super init…]`, or `if (self = [super init…])`: the
        // initializer ran; the body runs.
        if case .selfExpr = condition { return .doBlock(then, catches: [], range) }
        // `if (!self) return nil;`: the initializer never fails here.
        if case .prefix("!", .selfExpr, _) = condition { return .doBlock(otherwise ?? [], catches: [], range) }
        if case .call(let callee, _, _, _) = condition, case .member(.superExpr, let name, _, _) = callee, name == "init" {
            return .doBlock([.expression(condition)] + then, catches: [], range)
        }
        return .ifStatement(conditions: [.expression(truth(condition))], then: then, otherwise: otherwise, range)
    }

    /// `for (UIView *v in views)`, `for (int i = 0; i < n; i++)` (Swift's `for i in 0..<n`),
    /// and any other `for (init; condition; step)` as a `while` whose step runs after each turn.
    mutating func forStatement() throws(ObjCParseFailure) -> [Stmt] {
        let token = current
        advance()
        try expect(.leftParen, "'(' after 'for'")
        // for (Type *x in collection)
        if let inIndex = tokens[position...].prefix(while: { $0.kind != .semicolon && $0.kind != .leftBrace && $0.kind != .end })
            .firstIndex(where: { $0.isWord("in") }) {
            let nameToken = tokens[inIndex - 1]
            guard nameToken.kind == .identifier else { throw failure("expected a name before 'in'") }
            position = inIndex + 1
            let sequence = try expression()
            try expect(.rightParen, "')' after the collection")
            let loopBody = try body()
            return [.forIn(pattern: .name(nameToken.text, nameToken.range), sequence: sequence, whereClause: nil, body: loopBody,
                           SourceRange(token.range.start, previousEnd))]
        }
        var initial: [Stmt] = []
        if accept(.semicolon) == nil {
            if startsDeclaration() {
                initial = try typedDeclaration(isStored: false)
            } else {
                initial = try expressionStatement()
                while accept(.comma) != nil { initial += try expressionStatement() }
                try expect(.semicolon, "';' after the loop's start")
            }
        }
        var condition: Expr?
        if current.kind != .semicolon { condition = truth(try loopCondition { p throws(ObjCParseFailure) in try p.expression() }) }
        try expect(.semicolon, "';' after the loop's condition")
        var step: [Stmt] = []
        if current.kind != .rightParen {
            step = try expressionStatement()
            while accept(.comma) != nil { step += try expressionStatement() }
        }
        try expect(.rightParen, "')' after the loop's step")
        let loopBody = try body()
        let range = SourceRange(token.range.start, previousEnd)
        if let counted = Self.countedLoop(initial, condition, step, loopBody, range) { return [counted] }
        let test = condition ?? .bool(true, range)
        let loop = Stmt.whileLoop(conditions: [.expression(test)], body: (step.isEmpty ? [] : [.deferBlock(step, range)]) + loopBody, range)
        return [.doBlock(initial + [loop], catches: [], range)]
    }

    /// `for (int i = a; i < b; i++)` as Swift's `for i in a..<b` (`<=`: `a...b`), when the body
    /// does not assign the counter.
    static func countedLoop(_ initial: [Stmt], _ condition: Expr?, _ step: [Stmt], _ body: [Stmt], _ range: SourceRange) -> Stmt? {
        guard initial.count == 1, case .variable(let decl) = initial[0], let name = decl.name, let start = decl.initializer,
              case .binary(let op, .identifier(let tested, _), let bound, _, _)? = condition, tested == name,
              op == "<" || op == "<=", step.count == 1,
              case .assignment(.identifier(let stepped, _), "+=", .number(1, _, _), _) = step[0], stepped == name,
              !assigns(name, in: body) else { return nil }
        let sequence = Expr.binary(op == "<" ? "..<" : "...", start, bound, operatorRange: range, range)
        return .forIn(pattern: .name(name, decl.range), sequence: sequence, whereClause: nil, body: body, range)
    }

    static func assigns(_ name: String, in statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement {
            case .assignment(.identifier(let n, _), _, _, _): n == name
            case .ifStatement(_, let then, let otherwise, _): assigns(name, in: then) || assigns(name, in: otherwise ?? [])
            case .forIn(_, _, _, let body, _), .whileLoop(_, let body, _), .repeatWhile(let body, _, _), .doBlock(let body, _, _):
                assigns(name, in: body)
            default: false
            }
        }
    }

    /// `switch (x) { case 1: …; break; default: … }`: a case that does not end in `break` or
    /// `return` falls through to the next, as in C; cases with no statements share the next's.
    mutating func switchStatement() throws(ObjCParseFailure) -> Stmt {
        let token = current
        advance()
        let subject = try parenthesisedCondition()
        try expect(.leftBrace, "'{' after the switch's subject")
        var cases: [SwitchCase] = []
        var patterns: [Pattern] = []
        var isDefault = false
        var statements: [Stmt] = []
        var caseStart = current.range
        func close(_ end: SourceLocation) {
            guard !patterns.isEmpty || isDefault else { return }
            var body = statements
            if let last = body.last, case .breakStatement = last { body.removeLast() }
            else if let last = body.last, case .returnStatement = last {}
            else if !isDefault { body.append(.fallthroughStatement(caseStart)) }
            cases.append(SwitchCase(patterns: isDefault ? [] : patterns, guardExpr: nil, body: body, range: SourceRange(caseStart.start, end)))
            patterns = []
            isDefault = false
            statements = []
        }
        while current.kind != .rightBrace {
            if current.kind == .end { throw failure("the switch is never closed", hint: "end it with }") }
            if current.isWord("case") || current.isWord("default") {
                if !statements.isEmpty { close(current.range.start) }
                caseStart = current.range
                if acceptWord("default") != nil {
                    isDefault = true
                } else {
                    advance()
                    patterns.append(.expression(try conditional()))
                }
                try expectOperator(":", "':' after the case")
                continue
            }
            if current.kind == .leftBrace, statements.isEmpty {
                statements += try block()
                continue
            }
            statements += try statement()
        }
        close(current.range.start)
        advance()
        if let last = cases.indices.last, case .fallthroughStatement? = cases[last].body.last { cases[last].body.removeLast() }
        return .switchStatement(subject, cases, SourceRange(token.range.start, previousEnd))
    }

    /// `static CGFloat height(UIView *v) { … }`: a C function at the top level.
    func startsFunctionDefinition() -> Bool {
        functionHeaderEnd().map { $0 + 1 < tokens.count && tokens[$0 + 1].kind == .leftBrace } ?? false
    }

    /// The `;` that ends a C function's declaration without its body (`NSInteger rowCompare(id
    /// a, id b, void *context);`), if one starts here.
    func functionPrototypeEnd() -> Int? {
        guard let close = functionHeaderEnd() else { return nil }
        var i = close + 1
        // (`… NS_RETURNS_RETAINED;`, `__attribute__((…))`: markers of the declaration before its ';'.)
        while i < tokens.count, tokens[i].kind == .identifier, tokens[i].text.first?.isUppercase == true || tokens[i].text.hasPrefix("__") {
            i += 1
            if i < tokens.count, tokens[i].kind == .leftParen {
                var depth = 0
                while i < tokens.count {
                    if tokens[i].kind == .leftParen { depth += 1 }
                    if tokens[i].kind == .rightParen { depth -= 1; if depth == 0 { i += 1; break } }
                    i += 1
                }
            }
        }
        return i < tokens.count && tokens[i].kind == .semicolon ? i : nil
    }

    /// The `)` that closes a C function's parameters, when a function's header starts here: its
    /// qualifiers, return type and name, then `(`.
    func functionHeaderEnd() -> Int? {
        var i = position
        while tokens[i].kind == .identifier, ObjCNames.declarationQualifiers.contains(tokens[i].text) || tokens[i].text == "inline" { i += 1 }
        guard tokens[i].kind == .identifier, ObjCNames.looksLikeType(tokens[i].text) || tokens[i].text == "void" else { return nil }
        // `static NSArray<UIColor *> *Colors(void) { … }`
        i = afterGenericArguments(i + 1)
        while i < tokens.count, tokens[i].isOperator("*") { i += 1 }
        // `static CGFloat const Spacing(void) { … }`: a qualifier after the return type.
        while i + 1 < tokens.count, tokens[i].kind == .identifier, ObjCNames.declarationQualifiers.contains(tokens[i].text),
              tokens[i + 1].kind == .identifier { i += 1 }
        guard i + 1 < tokens.count, tokens[i].kind == .identifier, tokens[i + 1].kind == .leftParen else { return nil }
        var depth = 0
        var j = i + 1
        while j < tokens.count {
            if tokens[j].kind == .leftParen { depth += 1 }
            if tokens[j].kind == .rightParen { depth -= 1; if depth == 0 { break } }
            j += 1
        }
        return j < tokens.count ? j : nil
    }

    mutating func functionDefinition() throws(ObjCParseFailure) -> Stmt {
        let start = current.range
        while current.kind == .identifier && peek().kind != .leftParen {
            advance()
            skipGenericArguments()
            while acceptOperator("*") != nil {}
        }
        while acceptOperator("*") != nil {}
        let name = try identifier("the function's name")
        try expect(.leftParen, "'('")
        var parameters: [Parameter] = []
        while current.kind != .rightParen && current.kind != .end {
            var last: ObjCToken?
            // A block or function pointer's name is inside its own parentheses
            // (`void (^*done)(void)`, `int (*compare)(id, id)`), its parameters' after.
            var pointerName: ObjCToken?
            var depth = 0
            while (current.kind != .comma && current.kind != .rightParen) || depth > 0, current.kind != .end {
                if current.kind == .leftParen {
                    depth += 1
                    var k = 1
                    while peek(k).isOperator("^") || peek(k).isOperator("*") { k += 1 }
                    if k > 1, pointerName == nil, peek(k).kind == .identifier { pointerName = peek(k) }
                } else if current.kind == .rightParen {
                    depth -= 1
                } else if current.kind == .identifier, depth == 0 {
                    last = current
                }
                advance()
            }
            if let named = pointerName { last = named }
            if let last, last.text != "void" {
                parameters.append(Parameter(label: nil, name: last.text, type: nil, defaultValue: nil, isVariadic: false))
            }
            accept(.comma)
        }
        try expect(.rightParen, "')'")
        let body = try block()
        return .function(FunctionDecl(name: name.text, parameters: parameters, body: body, modifiers: [], isFailable: false,
                                      range: SourceRange(start.start, previousEnd), nameRange: name.range))
    }
}
