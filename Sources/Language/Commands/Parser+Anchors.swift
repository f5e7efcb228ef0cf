extension Parser {
    static let anchorLabels = [
        "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo",
        "equalToConstant", "lessThanOrEqualToConstant", "greaterThanOrEqualToConstant",
    ]

    /// `….anchor.constraint(…).isActive = true`; `item` is already read.
    mutating func parseAnchorActivation(
        item: ItemExpression, anchor: AnchorName, start: SourceLocation
    ) throws(ParseFailure) -> AnchorActivation {
        let first = try parseAnchorMember(of: item, start: start)
        let constraint = try parseAnchorConstraintCall(first: first, start: start)
        let isActive = try parseIsActiveAssignment()
        return AnchorActivation(constraint: constraint, isActive: isActive, range: range(from: start))
    }

    /// `.topAnchor` after an item.
    mutating func parseAnchorMember(of item: ItemExpression, start: SourceLocation) throws(ParseFailure)
        -> AnchorReference
    {
        guard check(.dot), peek(1).kind == .identifier else {
            throw failure("expected an anchor after '\(item)', such as '.topAnchor'")
        }
        advance()
        let nameToken = advance()
        guard let anchor = AnchorName(rawValue: nameToken.text) else {
            var suggestion = Suggestion.closest(to: nameToken.text, in: AnchorName.allCases.map(\.rawValue))
            if LayoutAttribute(rawValue: nameToken.text) != nil,
                AnchorName(rawValue: nameToken.text + "Anchor") != nil
            {
                suggestion = nameToken.text + "Anchor"
            }
            // Reported, then read on as the anchor it most resembles, so the rest of the
            // constraint is checked too (the command is dropped for the error).
            record(failure("unknown anchor '\(nameToken.text)'", at: nameToken, suggestion: suggestion))
            let stand = suggestion.flatMap(AnchorName.init(rawValue:)) ?? .topAnchor
            return AnchorReference(item: item, anchor: stand, range: range(from: start))
        }
        return AnchorReference(item: item, anchor: anchor, range: range(from: start))
    }

    /// `b.bottomAnchor`, `sv.contentLayoutGuide.topAnchor`.
    mutating func parseAnchorReference() throws(ParseFailure) -> AnchorReference {
        let start = current.range.start
        let item = try parseItem("an anchor such as 'other.bottomAnchor'")
        return try parseAnchorMember(of: item, start: start)
    }

    /// `.constraint(equalTo: b.bottomAnchor, multiplier: 1, constant: 8)` after the first anchor.
    mutating func parseAnchorConstraintCall(first: AnchorReference, start: SourceLocation) throws(ParseFailure)
        -> AnchorConstraint
    {
        guard check(.dot), peek(1).kind == .identifier else {
            throw failure("expected '.constraint(…)' after '\(first.anchor.rawValue)'")
        }
        advance()
        let method = current
        guard method.text == "constraint" else {
            throw failure(
                "expected 'constraint' after '\(first.anchor.rawValue)', found '\(method.text)'",
                suggestion: Suggestion.closest(to: method.text, in: ["constraint"]))
        }
        advance()
        _ = try expect(.leftParen, " after 'constraint'")
        guard check(.identifier) else {
            throw failure("expected 'equalTo:', 'lessThanOrEqualTo:' or 'greaterThanOrEqualTo:', found \(current.quoted)")
        }
        let labelToken = advance()
        guard Parser.anchorLabels.contains(labelToken.text) else {
            throw failure(
                "unknown argument '\(labelToken.text)'; expected 'equalTo:', 'lessThanOrEqualTo:' or 'greaterThanOrEqualTo:'",
                at: labelToken, suggestion: Suggestion.closest(to: labelToken.text, in: Parser.anchorLabels))
        }
        _ = try expect(.colon, " after '\(labelToken.text)'")
        let relation: RelationKind =
            labelToken.text.hasPrefix("less") ? .lessThanOrEqual
            : labelToken.text.hasPrefix("greater") ? .greaterThanOrEqual : .equal
        var constraint = AnchorConstraint(first: first, relation: relation, range: first.range)
        if labelToken.text.hasSuffix("Constant") {
            constraint.constant = try parseNumber("a constant")
        } else {
            constraint.second = try parseAnchorReference()
            if accept(.comma) != nil {
                if acceptWord("multiplier") != nil {
                    _ = try expect(.colon, " after 'multiplier'")
                    constraint.multiplier = try parseNumber("a multiplier")
                    if accept(.comma) != nil {
                        _ = try expectWord("constant", " after the multiplier")
                        _ = try expect(.colon, " after 'constant'")
                        constraint.constant = try parseNumber("a constant")
                    }
                } else {
                    guard acceptWord("constant") != nil else {
                        let suggestion =
                            check(.identifier)
                            ? Suggestion.closest(to: current.text, in: ["multiplier", "constant"]) : nil
                        throw failure(
                            "expected 'multiplier:' or 'constant:', found \(current.quoted)", suggestion: suggestion)
                    }
                    _ = try expect(.colon, " after 'constant'")
                    constraint.constant = try parseNumber("a constant")
                }
            }
        }
        _ = try expect(.rightParen, " after the arguments of 'constraint'")
        constraint.range = range(from: start)
        return constraint
    }

    /// `let NAME [: Type] = …`: a view (`UIView()`), a dictionary (`["a": a]`), or constraints —
    /// `a.heightAnchor.constraint(equalToConstant: 100)`, `NSLayoutConstraint(item: …)`,
    /// `NSLayoutConstraint.constraints(withVisualFormat: …)`.
    mutating func parseConstraintDeclaration() throws(ParseFailure) -> Command {
        let start = advance().range.start
        let name = try expectIdentifier("a name")
        if accept(.colon) != nil {
            // The type annotation (`: UIView`, `: [String: Any]`, `: NSLayoutConstraint`) changes nothing.
            try skipTypeAnnotation()
        }
        _ = try expect(.assign, " after '\(name.name)'")
        if check(.identifier), UIKitViewClass(rawValue: current.text) != nil, peek(1).kind == .leftParen {
            return .uikitView(try parseUIKitViewInitializer(name: name, start: start))
        }
        if check(.identifier), let refusal = Parser.unmodelledClasses[current.text] {
            throw failure(refusal)
        }
        if check(.identifier), peek(1).kind == .leftParen, current.text != "NSLayoutConstraint" {
            let classes = UIKitViewClass.allCases.map(\.rawValue)
            throw failure(
                "unknown class '\(current.text)'; a view is made with \(classes.map { "'\($0)()'" }.joined(separator: ", "))",
                suggestion: Suggestion.closest(to: current.text, in: classes))
        }
        if check(.leftBrace) {
            throw failure("a closure that builds a view is not run here; write 'let \(name.name) = UILabel()' "
                + "and set its properties on the lines after")
        }
        let value: ConstraintExpression
        if check(.leftBracket), peek(1).kind != .string, peek(1).kind != .colon {
            // `[]`, `[c, d]` or `[NSLayoutConstraint]()`: an array of constraints.
            let arrayStart = current.range.start
            if peek(1).text == "NSLayoutConstraint", peek(2).kind == .rightBracket,
               peek(3).kind == .leftParen {
                advance()
                advance()
                advance()
                advance()
                _ = try expect(.rightParen, " after '[NSLayoutConstraint]('")
                value = .array([], range(from: arrayStart))
            } else {
                let items = try parseConstraintArray()
                value = .array(items, range(from: arrayStart))
            }
        } else if check(.leftBracket) {
            let dictionary = try parseDictionaryLiteral()
            return .dictionaryDeclaration(DictionaryDeclaration(name: name, dictionary: dictionary, range: range(from: start)))
        } else if checkVisualFormatCall() {
            value = .visualFormat(try parseVisualFormatCall())
        } else if checkWord("NSLayoutConstraint"), peek(1).kind == .leftParen {
            value = .item(try parseItemConstraint())
        } else {
            let itemStart = current.range.start
            let item = try parseItem("an anchor such as 'v.heightAnchor', a view such as 'UIView()' or a constraint")
            let first = try parseAnchorMember(of: item, start: itemStart)
            value = .constraint(try parseAnchorConstraintCall(first: first, start: itemStart))
        }
        if check(.dot), peek(1).text == "isActive" {
            throw failure(
                "a declaration cannot also activate the constraint; write '\(name.name).isActive = true' next",
                at: peek(1))
        }
        return .constraintDeclaration(ConstraintDeclaration(name: name, value: value, range: range(from: start)))
    }

    /// A type after `:` in a declaration, up to the `=`: `UIView`, `UIView!`, `[String: Any]`.
    mutating func skipTypeAnnotation() throws(ParseFailure) {
        var depth = 0
        var skipped = 0
        while !current.isTerminator {
            if depth == 0 && check(.assign) { break }
            switch current.kind {
            case .leftBracket, .leftParen: depth += 1
            case .rightBracket, .rightParen: depth -= 1
            default: break
            }
            advance()
            skipped += 1
        }
        if skipped == 0 { throw failure("expected a type after ':', found \(current.quoted)") }
    }

    /// `c.isActive = true`, `c.constant = 2400`, `c.priority = 250`.
    mutating func parseConstraintAssignment(_ constraint: Identifier, start: SourceLocation) throws(ParseFailure)
        -> ConstraintAssignment
    {
        advance()
        let property = advance()
        guard accept(.assign) != nil else {
            throw failure("expected '=' after '\(property.text)', found \(current.quoted)")
        }
        let value: ConstraintAssignment.Value
        switch property.text {
        case "isActive": value = .isActive(try parseBool())
        case "constant": value = .constant(try parseNumber("a constant"))
        default: value = .priority(try parsePriority())
        }
        return ConstraintAssignment(constraint: constraint, value: value, range: range(from: start))
    }

    /// `.isActive = true` (or `false`) after a constraint expression.
    mutating func parseIsActiveAssignment() throws(ParseFailure) -> BoolLiteral {
        guard check(.dot), peek(1).text == "isActive" else {
            // `.isActvie = true`: a misspelt property is pointed at, with the one it meant.
            let misspelt = check(.dot) ? Suggestion.closest(to: peek(1).text, in: ["isActive"]) : nil
            throw failure(
                "expected '.isActive = true' after the constraint; without it the constraint is made but not active",
                at: misspelt != nil ? peek(1) : nil, suggestion: misspelt)
        }
        advance()
        advance()
        _ = try expect(.assign, " after 'isActive'")
        return try parseBool()
    }

    /// `NSLayoutConstraint.activate([a.topAnchor.constraint(…), c])`, `.deactivate([c, d])`,
    /// `NSLayoutConstraint.activate(NSLayoutConstraint.constraints(…) + [c])`, and
    /// `NSLayoutConstraint(item: …).isActive = true`.
    mutating func parseConstraintActivation() throws(ParseFailure) -> ConstraintActivation {
        let start = current.range.start
        if peek(1).kind == .leftParen {
            let constraint = try parseItemConstraint()
            let isActive = try parseIsActiveAssignment()
            return ConstraintActivation(
                activates: isActive.value, items: [.item(constraint)], method: "isActive", range: range(from: start))
        }
        advance()
        _ = try expect(.dot, " after 'NSLayoutConstraint'")
        guard check(.identifier) else { throw failure("expected 'activate' or 'deactivate', found \(current.quoted)") }
        let method = advance()
        guard method.text == "activate" || method.text == "deactivate" else {
            if method.text == "constraints" || method.text == "constraintsWithVisualFormat" {
                throw failure("NSLayoutConstraint.\(method.text)(…) makes constraints without activating them; "
                    + "wrap it: NSLayoutConstraint.activate(NSLayoutConstraint.constraints(…))", at: method)
            }
            throw failure(
                "unknown method '\(method.text)'; expected 'activate' or 'deactivate'", at: method,
                suggestion: Suggestion.closest(to: method.text, in: ["activate", "deactivate"]))
        }
        _ = try expect(.leftParen, " after '\(method.text)'")
        let items = try parseConstraintArrays()
        _ = try expect(.rightParen, " after the array")
        return ConstraintActivation(activates: method.text == "activate", items: items, range: range(from: start))
    }

    /// `a.top == b.bottom * 1 + 8 @750`, `a.width == 100`; `first` is already read.
    mutating func parseEquation(first item: ItemExpression, start: SourceLocation) throws(ParseFailure)
        -> Equation
    {
        let first = try parseAttributeTerm(item: item, start: start)
        let relationToken = current
        let relation: RelationKind
        switch relationToken.kind {
        case .equalEqual: relation = .equal
        case .lessEqual: relation = .lessThanOrEqual
        case .greaterEqual: relation = .greaterThanOrEqual
        default: throw failure("expected '==', '<=' or '>=' after '\(item).\(first.attribute.attribute.rawValue)'")
        }
        advance()
        var equation = Equation(
            first: first, relation: relation, relationRange: relationToken.range, range: first.range)
        if checkNumber() {
            equation.constant = try parseNumber()
        } else {
            let secondStart = current.range.start
            let secondItem = try parseItem("a view's attribute or a number")
            equation.second = try parseAttributeTerm(item: secondItem, start: secondStart)
            if check(.star) || check(.slash) {
                let operatorToken = advance()
                let value = try parseNumber("a multiplier")
                equation.scale = Scale(
                    value: value, isDivision: operatorToken.kind == .slash,
                    range: SourceRange(operatorToken.range.start, value.range.end))
            }
            if check(.plus) || check(.minus) {
                let sign = advance()
                let number = try parseNumber("a constant")
                let negative = (sign.kind == .minus) != (number.value < 0)
                let magnitude = number.text.hasPrefix("-") ? String(number.text.dropFirst()) : number.text
                equation.constant = NumberLiteral(
                    negative ? -abs(number.value) : abs(number.value), text: negative ? "-" + magnitude : magnitude,
                    range: SourceRange(sign.range.start, number.range.end))
            }
        }
        if accept(.at) != nil {
            equation.priority = try parsePriority()
        }
        equation.range = range(from: start)
        return equation
    }

    /// `.top` after an item, in an equation.
    mutating func parseAttributeTerm(item: ItemExpression, start: SourceLocation) throws(ParseFailure)
        -> AttributeTerm
    {
        guard check(.dot), peek(1).kind == .identifier else {
            throw failure("expected an attribute after '\(item)', such as '.top'")
        }
        advance()
        let nameToken = advance()
        let attribute = LayoutAttribute(rawValue: nameToken.text)
        if attribute == nil {
            // Reported, then read on: the rest of the equation is checked too.
            record(failure(
                "unknown attribute '\(nameToken.text)'", at: nameToken,
                suggestion: Suggestion.closest(to: nameToken.text, in: LayoutAttribute.allCases.map(\.rawValue))))
        }
        return AttributeTerm(
            item: item, attribute: AttributeReference(attribute: attribute ?? .top, range: nameToken.range),
            range: range(from: start))
    }
}
