extension Parser {
    static let itemConstraintLabels = ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"]
    static let relationCases = ["equal", "lessThanOrEqual", "greaterThanOrEqual"]

    /// `NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom,
    /// multiplier: 1, constant: 8)`, every argument in Swift's order.
    mutating func parseItemConstraint() throws(ParseFailure) -> ItemConstraint {
        let start = advance().range.start
        _ = try expect(.leftParen, " after 'NSLayoutConstraint'")
        try expectItemLabel(0)
        let first = try parseItem("a view after 'item:'")
        _ = try expect(.comma, " after the item")
        try expectItemLabel(1)
        guard let firstAttribute = try parseItemAttribute() else {
            throw failure("the first item needs an attribute; '.notAnAttribute' goes with 'toItem: nil'", range: previous.range)
        }
        _ = try expect(.comma, " after the attribute")
        try expectItemLabel(2)
        let (relation, relationRange) = try parseRelationCase()
        _ = try expect(.comma, " after the relation")
        try expectItemLabel(3)
        var secondItem: ItemExpression?
        var nothingRange: SourceRange?
        if let none = acceptWord("nil") {
            nothingRange = none.range
        } else {
            secondItem = try parseItem("a view or 'nil' after 'toItem:'")
        }
        _ = try expect(.comma, " after the second item")
        try expectItemLabel(4)
        let secondAttribute = try parseItemAttribute()
        switch (secondItem, secondAttribute) {
        case (nil, .some(let attribute)):
            throw failure("with 'toItem: nil' the attribute is '.notAnAttribute'", range: attribute.range,
                          suggestion: ".notAnAttribute")
        case (.some, nil):
            throw failure("'.notAnAttribute' goes with 'toItem: nil'; name the second item's attribute", range: previous.range)
        case (nil, nil):
            nothingRange = nothingRange.map { $0.extended(to: previous.range) }
        default:
            break
        }
        _ = try expect(.comma, " after the attribute")
        try expectItemLabel(5)
        let multiplier = try parseNumber("a multiplier")
        _ = try expect(.comma, " after the multiplier")
        try expectItemLabel(6)
        let constant = try parseNumber("a constant")
        _ = try expect(.rightParen, " after the arguments of 'NSLayoutConstraint'")
        return ItemConstraint(
            first: first, firstAttribute: firstAttribute, relation: relation, relationRange: relationRange,
            secondItem: secondItem, secondAttribute: secondAttribute, nothingRange: nothingRange,
            multiplier: multiplier, constant: constant, range: range(from: start))
    }

    /// The label of argument `index` and its colon.
    mutating func expectItemLabel(_ index: Int) throws(ParseFailure) {
        let label = Parser.itemConstraintLabels[index]
        guard checkWord(label) else {
            let written = check(.identifier) ? current.text : nil
            throw failure(
                "expected '\(label):' (NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)), found \(current.quoted)",
                suggestion: written.flatMap { Suggestion.closest(to: $0, in: [label]) })
        }
        advance()
        _ = try expect(.colon, " after '\(label)'")
    }

    /// `.top`, `NSLayoutAttribute.top`, `NSLayoutConstraint.Attribute.top`; `nil` for `.notAnAttribute`.
    mutating func parseItemAttribute() throws(ParseFailure) -> AttributeReference? {
        skipTypeName(["NSLayoutAttribute"], nested: "Attribute")
        guard accept(.dot) != nil, check(.identifier) else {
            throw failure("expected an attribute such as '.top', found \(current.quoted)")
        }
        let token = advance()
        if token.text == "notAnAttribute" { return nil }
        // SnapKit's composites are not NSLayoutConstraint.Attribute cases.
        let single = LayoutAttribute.allCases.filter { Session.attributes($0).count == 1 }
        guard let attribute = LayoutAttribute(rawValue: token.text), single.contains(attribute) else {
            throw failure(
                "unknown attribute '\(token.text)'", at: token,
                suggestion: Suggestion.closest(to: token.text, in: single.map(\.rawValue) + ["notAnAttribute"]))
        }
        return AttributeReference(attribute: attribute, range: token.range)
    }

    /// `.equal`, `.lessThanOrEqual`, `.greaterThanOrEqual`, with an optional type name.
    mutating func parseRelationCase() throws(ParseFailure) -> (RelationKind, SourceRange) {
        skipTypeName(["NSLayoutRelation"], nested: "Relation")
        guard accept(.dot) != nil, check(.identifier) else {
            throw failure("expected '.equal', '.lessThanOrEqual' or '.greaterThanOrEqual', found \(current.quoted)")
        }
        let token = advance()
        let relation: RelationKind
        switch token.text {
        case "equal": relation = .equal
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        default:
            throw failure(
                "unknown relation '\(token.text)'", at: token,
                suggestion: Suggestion.closest(to: token.text, in: Parser.relationCases))
        }
        return (relation, token.range)
    }

    /// Skips `NSLayoutAttribute` or `NSLayoutConstraint.Attribute` before `.top`.
    mutating func skipTypeName(_ names: [String], nested: String) {
        if check(.identifier), names.contains(current.text), peek(1).kind == .dot {
            advance()
        } else if checkWord("NSLayoutConstraint"), peek(1).kind == .dot, peek(2).text == nested, peek(3).kind == .dot {
            advance()
            advance()
            advance()
        }
    }
}
