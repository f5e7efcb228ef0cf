/// The SnapKit chain, one method per step as SnapKit's types have it:
/// maker → attributes (extendable) → relation (relatable) → modifiers (editable, prioritizable,
/// finalizable). Writing a step out of order is a parse error, as it is a type error in Swift.
extension Parser {
    static let snapKitMethods = SnapKitAction.allCases.map(\.rawValue) + ["removeConstraints"]
    static let snapKitOldMethods = snapKitMethods.map { "snp_" + $0 }
    static let relationNames = [
        "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo",
        "equalToSuperview", "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview",
    ]
    static let editModifiers = ["offset", "inset", "multipliedBy", "dividedBy"]
    static let priorityModifiers = ["priority", "priorityRequired", "priorityHigh", "priorityMedium", "priorityLow"]
    static let modifierNames = editModifiers + priorityModifiers + ["labeled", "constraint"]

    /// `v.snp.makeConstraints { … }`, `v.snp_makeConstraints(closure: { … })`, `v.snp.removeConstraints()`;
    /// the receiver is read and the current token is the `.` before `snp`.
    mutating func parseSnapKitCall(receiver: ItemExpression, start: SourceLocation) throws(ParseFailure) -> Command {
        advance()
        let spelling: SnapKitSpelling
        let method: Token
        if acceptWord("snp") != nil {
            spelling = .dot
            guard check(.dot), peek(1).kind == .identifier else {
                throw failure("expected '.makeConstraints' after 'snp', found \(current.quoted)")
            }
            advance()
            method = advance()
            guard Parser.snapKitMethods.contains(method.text) else {
                throw failure(
                    "unknown SnapKit method '\(method.text)'", at: method,
                    suggestion: Suggestion.closest(to: method.text, in: Parser.snapKitMethods))
            }
        } else {
            spelling = .underscore
            method = advance()
            guard Parser.snapKitOldMethods.contains(method.text) else {
                throw failure(
                    "unknown SnapKit method '\(method.text)'", at: method,
                    suggestion: Suggestion.closest(to: method.text, in: Parser.snapKitOldMethods))
            }
        }
        let methodName = spelling == .dot ? method.text : String(method.text.dropFirst(4))
        guard let action = SnapKitAction(rawValue: methodName) else {
            _ = try expect(.leftParen, " after '\(method.text)'")
            _ = try expect(.rightParen, " after '\(method.text)('")
            return .snapKitRemoval(SnapKitRemoval(receiver: receiver, spelling: spelling, range: range(from: start)))
        }
        let parameter: Identifier
        let statements: [SnapKitStatement]
        if accept(.leftParen) != nil {
            if acceptWord("closure") != nil {
                _ = try expect(.colon, " after 'closure'")
            }
            (parameter, statements) = try parseMakerClosure()
            _ = try expect(.rightParen, " after the closure")
        } else if check(.leftBrace) {
            (parameter, statements) = try parseMakerClosure()
        } else {
            throw failure("expected '{' to start the block of '\(method.text)', found \(current.quoted)")
        }
        return .snapKit(
            SnapKitBlock(
                receiver: receiver, action: action, spelling: spelling, parameter: parameter,
                statements: statements, range: range(from: start)))
    }

    /// `{ make in … }`, `{ (make) -> Void in … }`, `{ [weak self] make in … }`.
    ///
    /// A statement with an error is reported and skipped so the rest of the block is still checked;
    /// the caller drops the whole block when any was.
    mutating func parseMakerClosure() throws(ParseFailure) -> (Identifier, [SnapKitStatement]) {
        let open = try expect(.leftBrace)
        if accept(.leftBracket) != nil {
            // A capture list changes nothing here.
            while !check(.rightBracket) && !current.isTerminator { advance() }
            _ = try expect(.rightBracket, " to close the capture list")
        }
        let parameter: Identifier
        var ahead = 0
        while peek(ahead).kind == .newline || peek(ahead).kind == .semicolon { ahead += 1 }
        if peek(ahead).kind == .identifier && peek(ahead).text.hasPrefix("$") {
            // `{ $0.edges.equalToSuperview() }`: no parameter list, the maker is `$0`.
            return (Identifier("$0", range: open.range), try parseMakerStatements(open: open, maker: "$0"))
        }
        if accept(.leftParen) != nil {
            parameter = try expectIdentifier("the closure's parameter, as in '{ (make) in'")
            if accept(.colon) != nil {
                _ = try expectIdentifier("the parameter's type")
            }
            _ = try expect(.rightParen, " after the closure's parameter")
        } else {
            guard check(.identifier), current.text != "in" else {
                throw failure("expected the closure's parameter, as in '{ make in', found \(current.quoted)")
            }
            parameter = try expectIdentifier("the closure's parameter")
        }
        if accept(.arrow) != nil {
            if accept(.leftParen) != nil {
                _ = try expect(.rightParen, " in '-> ()'")
            } else {
                _ = try expectWord("Void", " after '->'")
            }
        }
        guard acceptWord("in") != nil else {
            throw failure("expected 'in' after the closure's parameter '\(parameter.name)', found \(current.quoted)")
        }
        return (parameter, try parseMakerStatements(open: open, maker: parameter.name))
    }

    /// The statements of a make block up to its `}`, each starting with `maker`.
    mutating func parseMakerStatements(open: Token, maker: String) throws(ParseFailure) -> [SnapKitStatement] {
        let parameter = Identifier(maker, range: open.range)
        return try parseBlock(open: open) { (parser: inout Parser) throws(ParseFailure) in
            try parser.parseSnapKitStatement(maker: parameter)
        }
    }

    /// The statements of a block whose `{` is `open`, up to and past its `}`. Each is read by
    /// `statement` and must end at a line's end, a `;` or the `}`. A bad one is recorded and
    /// skipped, so every bad line of a block is reported at once (the block is then not applied).
    mutating func parseBlock<Statement>(
        open: Token, _ statement: (inout Parser) throws(ParseFailure) -> Statement
    ) throws(ParseFailure) -> [Statement] {
        var statements: [Statement] = []
        while true {
            if check(.newline) || check(.semicolon) {
                advance()
                continue
            }
            if check(.rightBrace) { break }
            if check(.end) {
                throw failure("expected '}' to close this block", at: open)
            }
            let statementStart = position
            do throws(ParseFailure) {
                statements.append(try statement(&self))
                if !current.isTerminator && !check(.rightBrace) {
                    throw failure("unexpected \(current.quoted) after the end of the statement")
                }
            } catch {
                record(error)
                synchronize(from: statementStart, stopAtClosingBrace: true)
            }
        }
        advance()
        return statements
    }

    /// `[let c =] make.top.left.equalTo(…).offset(8).priority(750)[.constraint]`.
    mutating func parseSnapKitStatement(maker parameter: Identifier) throws(ParseFailure) -> SnapKitStatement {
        let start = current.range.start
        let binding = try parseConstraintBinding()
        let maker = try parseMaker(parameter)
        let attributes = try parseAttributes(after: maker)
        let relation = try parseRelation(after: attributes)
        let (modifiers, suffix) = try parseModifiers()
        return SnapKitStatement(
            binding: binding, maker: maker, attributes: attributes, relation: relation, modifiers: modifiers,
            constraintSuffix: suffix, range: range(from: start))
    }

    /// `let c =`, `var c =` or `c =` keeping the statement's constraint.
    mutating func parseConstraintBinding() throws(ParseFailure) -> ConstraintBinding? {
        let start = current.range.start
        if checkWord("let") || checkWord("var") {
            advance()
            let name = try expectIdentifier("a name for the constraint")
            _ = try expect(.assign, " after '\(name.name)'")
            return ConstraintBinding(name: name, declares: true, range: range(from: start))
        }
        if check(.identifier), peek(1).kind == .assign {
            let name = try expectIdentifier("a name")
            advance()
            return ConstraintBinding(name: name, declares: false, range: range(from: start))
        }
        return nil
    }

    /// The closure's parameter that starts every statement.
    mutating func parseMaker(_ parameter: Identifier) throws(ParseFailure) -> Identifier {
        guard check(.identifier), current.text == parameter.name else {
            let suggestion =
                check(.identifier) ? Suggestion.closest(to: current.text, in: [parameter.name]) : nil
            throw failure(
                "expected '\(parameter.name)' to start the statement, found \(current.quoted)", suggestion: suggestion)
        }
        return try expectIdentifier(parameter.name)
    }

    /// `.top.left`: one or more attributes.
    mutating func parseAttributes(after maker: Identifier) throws(ParseFailure) -> [AttributeReference] {
        var attributes: [AttributeReference] = []
        while check(.dot), peek(1).kind == .identifier {
            let nameToken = peek(1)
            if let attribute = LayoutAttribute(rawValue: nameToken.text) {
                advance()
                advance()
                attributes.append(AttributeReference(attribute: attribute, range: nameToken.range))
                continue
            }
            if !attributes.isEmpty { break }
            if Parser.relationNames.contains(nameToken.text) || Parser.modifierNames.contains(nameToken.text) {
                throw failure(
                    "expected an attribute such as 'top' or 'edges' before '\(nameToken.text)'", at: nameToken)
            }
            // A misspelt name leaves the statement's shape intact: reported, then read on, so that
            // the rest of the line is checked too (the statement is dropped for the error).
            record(failure(
                "unknown attribute '\(nameToken.text)'", at: nameToken,
                suggestion: Suggestion.closest(to: nameToken.text, in: LayoutAttribute.allCases.map(\.rawValue))))
            advance()
            advance()
            attributes.append(AttributeReference(attribute: .top, range: nameToken.range))
        }
        guard !attributes.isEmpty else {
            throw failure("expected '.' and an attribute after '\(maker.name)', found \(current.quoted)")
        }
        return attributes
    }

    /// `.equalTo(…)` and its siblings; a modifier here means the relation is missing.
    mutating func parseRelation(after attributes: [AttributeReference]) throws(ParseFailure) -> SnapKitRelation {
        let last = attributes.last.map(\.attribute.rawValue) ?? "make"
        guard check(.dot), peek(1).kind == .identifier else {
            throw failure("expected a relation such as 'equalTo(…)' after '\(last)', found \(current.quoted)")
        }
        let nameToken = peek(1)
        guard Parser.relationNames.contains(nameToken.text) else {
            if Parser.modifierNames.contains(nameToken.text) {
                throw failure(
                    "expected a relation such as 'equalTo(…)' before '\(nameToken.text)'", at: nameToken)
            }
            throw failure(
                "unknown attribute or relation '\(nameToken.text)'", at: nameToken,
                suggestion: Suggestion.closest(
                    to: nameToken.text, in: LayoutAttribute.allCases.map(\.rawValue) + Parser.relationNames))
        }
        advance()
        advance()
        let name = nameToken.text
        let kind: RelationKind =
            name.hasPrefix("less") ? .lessThanOrEqual : name.hasPrefix("greater") ? .greaterThanOrEqual : .equal
        _ = try expect(.leftParen, " after '\(name)'")
        var target: SnapKitTarget?
        if !name.hasSuffix("Superview") {
            target = try parseSnapKitTarget()
        }
        _ = try expect(.rightParen, name.hasSuffix("Superview") ? " after '\(name)('" : " after the argument")
        return SnapKitRelation(kind: kind, target: target, range: range(from: nameToken.range.start))
    }

    /// The argument of a relation: a constant, a view or guide, or `other.snp.attribute`.
    mutating func parseSnapKitTarget() throws(ParseFailure) -> SnapKitTarget {
        if checkConstantValue() { return .constant(try parseConstantValue()) }
        guard check(.identifier) else {
            throw failure("expected a number, a view or an attribute such as 'other.snp.bottom', found \(current.quoted)")
        }
        let start = current.range.start
        let item = try parseItem()
        var attribute: AttributeReference?
        if check(.dot), peek(1).kind == .identifier {
            let member = peek(1)
            let attributeToken: Token
            if member.text == "snp" {
                advance()
                advance()
                guard check(.dot), peek(1).kind == .identifier else {
                    throw failure("expected an attribute after 'snp', such as '.bottom'")
                }
                advance()
                attributeToken = advance()
            } else if member.text.hasPrefix("snp_") {
                advance()
                attributeToken = advance()
            } else if LayoutAttribute(rawValue: member.text) != nil {
                throw failure(
                    "an attribute of another view is written '\(item).snp.\(member.text)'", at: member,
                    suggestion: "snp.\(member.text)")
            } else {
                throw unknownMember(member, after: peek(2), followedBy: peek(3))
            }
            let name = member.text == "snp" ? attributeToken.text : String(attributeToken.text.dropFirst(4))
            let value = LayoutAttribute(rawValue: name)
            if value == nil {
                record(failure(
                    "unknown attribute '\(name)'", at: attributeToken,
                    suggestion: Suggestion.closest(to: name, in: LayoutAttribute.allCases.map(\.rawValue))))
            }
            attribute = AttributeReference(attribute: value ?? .top, range: attributeToken.range)
            skipOptionalMarks()
        }
        return .item(ItemTarget(item: item, attribute: attribute, range: range(from: start)))
    }

    /// Modifiers in SnapKit's order: offsets and multipliers, then one priority, then a label,
    /// then an optional `.constraint`.
    mutating func parseModifiers() throws(ParseFailure) -> ([SnapKitModifier], SourceRange?) {
        var modifiers: [SnapKitModifier] = []
        // 0: editable, 1: after a priority, 2: after a label.
        var stage = 0
        var stageName = ""
        while check(.dot), peek(1).kind == .identifier {
            let nameToken = peek(1)
            let name = nameToken.text
            if name == "constraint" {
                advance()
                advance()
                return (modifiers, nameToken.range)
            }
            if Parser.relationNames.contains(name) {
                throw failure("a statement has one relation; unexpected second relation '\(name)'", at: nameToken)
            }
            if LayoutAttribute(rawValue: name) != nil {
                throw failure("attribute '\(name)' must come before the relation", at: nameToken)
            }
            let nextStage: Int
            if Parser.editModifiers.contains(name) {
                nextStage = 0
            } else if Parser.priorityModifiers.contains(name) {
                nextStage = 1
            } else if name == "labeled" {
                nextStage = 2
            } else if peek(2).kind == .leftParen {
                // `.ofset(3)`: reported, its argument skipped, and the modifiers after it read on.
                record(failure(
                    "unknown modifier '\(name)'", at: nameToken,
                    suggestion: Suggestion.closest(to: name, in: Parser.modifierNames)))
                advance()
                advance()
                skipBalancedParentheses()
                continue
            } else {
                throw failure(
                    "unknown modifier '\(name)'", at: nameToken,
                    suggestion: Suggestion.closest(to: name, in: Parser.modifierNames))
            }
            if nextStage < stage || (nextStage == stage && stage > 0) {
                let message =
                    nextStage == stage
                    ? "'\(name)' cannot follow '\(stageName)'; give one \(stage == 1 ? "priority" : "label")"
                    : "'\(name)' must come before '\(stageName)'"
                throw failure(message, at: nameToken)
            }
            stage = nextStage
            stageName = name
            advance()
            advance()
            modifiers.append(try parseModifierArguments(name, start: nameToken.range.start))
        }
        return (modifiers, nil)
    }

    /// The parenthesized arguments of the modifier `name`.
    mutating func parseModifierArguments(_ name: String, start: SourceLocation) throws(ParseFailure)
        -> SnapKitModifier
    {
        _ = try expect(.leftParen, " after '\(name)'")
        let kind: SnapKitModifier.Kind
        switch name {
        case "offset": kind = .offset(try parseConstantValue())
        case "inset": kind = .inset(try parseConstantValue())
        case "multipliedBy": kind = .multipliedBy(try parseNumber("a multiplier"))
        case "dividedBy": kind = .dividedBy(try parseNumber("a divisor"))
        case "labeled": kind = .labeled(try parseString("a label string"))
        case "priority": kind = .priority(try parsePriority())
        default:
            // priorityHigh() and friends: the level is in the name.
            let level = String(name.dropFirst("priority".count)).lowercased()
            let priorityName = PriorityName(rawValue: level) ?? .required
            kind = .priority(Priority(kind: .named(priorityName), range: range(from: start)))
        }
        _ = try expect(.rightParen, " after the argument of '\(name)'")
        if case .priority(var priority) = kind, name != "priority" {
            priority.range = range(from: start)
            return SnapKitModifier(kind: .priority(priority), range: range(from: start))
        }
        return SnapKitModifier(kind: kind, range: range(from: start))
    }
}

extension Parser {
    /// Skips a `( … )` starting at the current token, nested ones included.
    mutating func skipBalancedParentheses() {
        guard check(.leftParen) else { return }
        var depth = 0
        repeat {
            if check(.leftParen) { depth += 1 }
            if check(.rightParen) { depth -= 1 }
            advance()
        } while depth > 0 && !check(.end)
    }
}
