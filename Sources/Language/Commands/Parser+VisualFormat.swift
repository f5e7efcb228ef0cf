extension Parser {
    /// `vfl SUPERVIEW "FORMAT" [metrics name=value,…]`.
    mutating func parseVisualFormatCommand() throws(ParseFailure) -> VisualFormatCommand {
        let start = advance().range.start
        let superview = try expectIdentifier("the superview's name after 'vfl'")
        guard check(.string) else {
            throw failure("expected a visual format string such as \"H:|-[a]-|\", found \(current.quoted)")
        }
        var scanner = StringScanner(lexer: lexer, token: advance())
        let format = try VisualFormatParser.parse(&scanner)
        var metrics: [Metric] = []
        if acceptWord("metrics") != nil {
            repeat {
                let name = try expectIdentifier("a metric's name")
                _ = try expect(.assign, " after the metric's name")
                let value = try parseNumber("the metric's value")
                metrics.append(Metric(name: name, value: value, range: name.range.extended(to: value.range)))
            } while accept(.comma) != nil
        } else if check(.identifier) {
            throw failure(
                "unknown option '\(current.text)' for 'vfl'",
                suggestion: Suggestion.closest(to: current.text, in: ["metrics"]))
        }
        return VisualFormatCommand(superview: superview, format: format, metrics: metrics, range: range(from: start))
    }
}

/// Apple's Visual Format Language, read from inside a string literal:
///
///     (H:|V:)? (| connection)? view (connection view)* (connection |)?
///     view        [name(predicates)?]
///     connection  nothing | - | -simple- | -(predicates)-
///     predicate   (== | <= | >=)? (number | name) (@ (number | name))?
///
/// Spaces between elements are tolerated.
enum VisualFormatParser {
    static func parse(_ scanner: inout StringScanner) throws(ParseFailure) -> VisualFormat {
        let start = scanner.index
        scanner.skipSpaces()
        var orientation = VisualFormatOrientation.horizontal
        var orientationRange: SourceRange?
        if let letter = scanner.peek(), scanner.peek(1) == ":" {
            guard let value = VisualFormatOrientation(rawValue: String(letter)) else {
                throw scanner.failure("expected 'H:' or 'V:' for the orientation")
            }
            let orientationStart = scanner.index
            scanner.index += 2
            orientation = value
            orientationRange = scanner.range(from: orientationStart)
        }
        var elements: [VisualFormatElement] = []
        scanner.skipSpaces()
        if let edge = superviewEdge(&scanner) {
            elements.append(.superview(edge))
            elements.append(.connection(try connection(&scanner)))
        }
        elements.append(.view(try view(&scanner)))
        while true {
            scanner.skipSpaces()
            if scanner.isAtEnd { break }
            let link = try connection(&scanner)
            scanner.skipSpaces()
            if let edge = superviewEdge(&scanner) {
                elements.append(.connection(link))
                elements.append(.superview(edge))
                scanner.skipSpaces()
                if !scanner.isAtEnd {
                    throw scanner.failure("expected the end of the format after the closing '|'")
                }
                break
            }
            guard scanner.peek() == "[" else {
                throw scanner.failure("expected a view such as '[name]' or '|'")
            }
            elements.append(.connection(link))
            elements.append(.view(try view(&scanner)))
        }
        return VisualFormat(
            orientation: orientation, orientationRange: orientationRange, elements: elements,
            range: scanner.range(from: start))
    }

    static func superviewEdge(_ scanner: inout StringScanner) -> SourceRange? {
        let start = scanner.index
        return scanner.accept("|") ? scanner.range(from: start) : nil
    }

    /// `[name]` or `[name(predicates)]`.
    static func view(_ scanner: inout StringScanner) throws(ParseFailure) -> VisualFormatView {
        let start = scanner.index
        guard scanner.accept("[") else { throw scanner.failure("expected a view such as '[name]'") }
        guard let name = scanner.name() else { throw scanner.failure("expected a view name after '['") }
        var predicates: [VisualFormatPredicate] = []
        if scanner.peek() == "(" {
            predicates = try predicateList(&scanner)
        }
        guard scanner.accept("]") else {
            throw scanner.failure("expected ']' to close view '\(name.name)'")
        }
        return VisualFormatView(name: name, predicates: predicates, range: scanner.range(from: start))
    }

    /// Nothing (flush), `-` (standard), `-8-`, `-pad-` or `-(>=20@750)-`.
    static func connection(_ scanner: inout StringScanner) throws(ParseFailure) -> VisualFormatConnection {
        let start = scanner.index
        guard scanner.accept("-") else {
            return VisualFormatConnection(kind: .flush, range: scanner.range(from: start))
        }
        let predicates: [VisualFormatPredicate]
        switch scanner.peek() {
        case "[", "|", " ":
            return VisualFormatConnection(kind: .standard, range: scanner.range(from: start))
        case "(":
            predicates = try predicateList(&scanner)
        case ">", "<", "=":
            // `->=10-`: a relation without parentheses, which UIKit accepts too.
            predicates = [try predicate(&scanner)]
        default:
            guard let object = object(&scanner) else {
                throw scanner.failure("expected a spacing, '(' or a view after '-'")
            }
            // `-0@750-`: a bare spacing with its priority, read as a predicate as `->=10-` is,
            // which UIKit takes as it takes `-(0@750)-`.
            var priority: VisualFormatObject?
            if scanner.accept("@") {
                guard let value = self.object(&scanner) else {
                    throw scanner.failure("expected a priority (a number or a metric) after '@'")
                }
                priority = value
            }
            predicates = [VisualFormatPredicate(relation: nil, object: object, priority: priority, range: scanner.range(from: start + 1))]
        }
        guard scanner.accept("-") else {
            throw scanner.failure("expected '-' after the spacing")
        }
        return VisualFormatConnection(kind: .predicates(predicates), range: scanner.range(from: start))
    }

    /// `(predicate, predicate, …)`.
    static func predicateList(_ scanner: inout StringScanner) throws(ParseFailure) -> [VisualFormatPredicate] {
        _ = scanner.accept("(")
        var predicates = [try predicate(&scanner)]
        while scanner.accept(",") {
            predicates.append(try predicate(&scanner))
        }
        guard scanner.accept(")") else { throw scanner.failure("expected ',' or ')' in the predicate list") }
        return predicates
    }

    /// `>=20@750`, `100`, `==b`, `pad@high`.
    static func predicate(_ scanner: inout StringScanner) throws(ParseFailure) -> VisualFormatPredicate {
        let start = scanner.index
        let relation = try scanner.relation()
        guard let object = object(&scanner, signed: true) else {
            throw scanner.failure("expected a number, a metric or a view name in the predicate")
        }
        var priority: VisualFormatObject?
        if scanner.accept("@") {
            guard let value = self.object(&scanner) else {
                throw scanner.failure("expected a priority (a number or a metric) after '@'")
            }
            priority = value
        }
        return VisualFormatPredicate(
            relation: relation, object: object, priority: priority, range: scanner.range(from: start))
    }

    static func object(_ scanner: inout StringScanner, signed: Bool = false) -> VisualFormatObject? {
        if let number = signed ? scanner.signedNumber() : scanner.number() { return .number(number) }
        if let name = scanner.name() { return .name(name) }
        return nil
    }
}
