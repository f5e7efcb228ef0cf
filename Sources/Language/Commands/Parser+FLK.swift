extension Parser {
    /// `flk VIEW METHOD [OTHER] "PREDICATES"`; see `FLKCommand`.
    mutating func parseFLKCommand() throws(ParseFailure) -> FLKCommand {
        let start = advance().range.start
        let view = try expectIdentifier("a view's name after 'flk'")
        guard check(.identifier) else {
            throw failure("expected an FLKAutoLayout method such as 'alignTop', found \(current.quoted)")
        }
        let methodToken = advance()
        guard let method = FLKMethod(rawValue: methodToken.text) else {
            throw failure(
                "unknown FLKAutoLayout method '\(methodToken.text)'", at: methodToken,
                suggestion: Suggestion.closest(to: methodToken.text, in: FLKMethod.allCases.map(\.rawValue)))
        }
        let other = check(.identifier) ? try expectIdentifier("the other view") : nil
        guard check(.string) else {
            throw failure("expected a predicate string such as \"10@999\", found \(current.quoted)")
        }
        let stringToken = advance()
        var scanner = StringScanner(lexer: lexer, token: stringToken)
        let predicates = try FLKPredicateParser.parse(&scanner)
        return FLKCommand(
            view: view, method: method, methodRange: methodToken.range, other: other, predicates: predicates,
            predicateString: StringLiteral(stringToken.stringValue ?? "", range: stringToken.range),
            range: range(from: start))
    }
}

/// FLKAutoLayout's predicate strings: a comma-separated list of
///
///     (== | <= | >=)? (* multiplier)? ((+|-)? constant)? (@ priority)?
///
/// with at least a multiplier or a constant: `10@999`, `>=20,<=50`, `*.5`, `==8@750`, `*2+10`.
enum FLKPredicateParser {
    static func parse(_ scanner: inout StringScanner) throws(ParseFailure) -> [FLKPredicate] {
        var predicates = [try predicate(&scanner)]
        while scanner.accept(",") {
            predicates.append(try predicate(&scanner))
        }
        scanner.skipSpaces()
        if !scanner.isAtEnd {
            throw scanner.failure("expected ',' or the end of the predicate")
        }
        return predicates
    }

    static func predicate(_ scanner: inout StringScanner) throws(ParseFailure) -> FLKPredicate {
        scanner.skipSpaces()
        let start = scanner.index
        let relation = try scanner.relation()
        var multiplier: NumberLiteral?
        if scanner.accept("*") {
            guard let value = scanner.number(leadingDot: true) else {
                throw scanner.failure("expected a multiplier after '*'")
            }
            multiplier = value
        }
        let constant = scanner.signedNumber(leadingDot: true)
        if multiplier == nil && constant == nil {
            throw scanner.failure("expected a number or '*' and a multiplier in the predicate")
        }
        var priority: NumberLiteral?
        if scanner.accept("@") {
            guard let value = scanner.number() else { throw scanner.failure("expected a priority number after '@'") }
            priority = value
        }
        let range = scanner.range(from: start)
        scanner.skipSpaces()
        return FLKPredicate(
            relation: relation, multiplier: multiplier, constant: constant, priority: priority, range: range)
    }
}
