/// Layoutbook's equations: `a.top == b.bottom * 0.5 + 8 @750`.
extension Parser {
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
