extension Parser {
    /// A number, with an optional leading `-` (or `+`) folded in: `8`, `-8`, `0.5`.
    mutating func parseNumber(_ what: String = "a number") throws(ParseFailure) -> NumberLiteral {
        let start = current
        var negative = false
        if check(.minus) || check(.plus), peek(1).kind == .number {
            negative = advance().kind == .minus
        }
        guard check(.number) else { throw failure("expected \(what), found \(current.quoted)") }
        let token = advance()
        let value = Double(token.text) ?? 0
        return NumberLiteral(
            negative ? -value : value, text: negative ? "-" + token.text : token.text,
            range: SourceRange(start.range.start, token.range.end))
    }

    func checkNumber() -> Bool {
        check(.number) || ((check(.minus) || check(.plus)) && peek(1).kind == .number)
    }

    mutating func parseString(_ what: String) throws(ParseFailure) -> StringLiteral {
        guard check(.string) else { throw failure("expected \(what), found \(current.quoted)") }
        let token = advance()
        return StringLiteral(token.stringValue ?? "", range: token.range)
    }

    mutating func parseBool() throws(ParseFailure) -> BoolLiteral {
        if let token = acceptWord("true") { return BoolLiteral(value: true, range: token.range) }
        if let token = acceptWord("false") { return BoolLiteral(value: false, range: token.range) }
        let suggestion = check(.identifier) ? Suggestion.closest(to: current.text, in: ["true", "false"]) : nil
        throw failure("expected 'true' or 'false', found \(current.quoted)", suggestion: suggestion)
    }

    /// `NAME(label: n, label: n, …)` with the labels in order; returns the numbers and the range.
    mutating func parseLabeledCall(_ name: String, labels: [String]) throws(ParseFailure) -> (
        [NumberLiteral], SourceRange
    ) {
        let start = try expectWord(name).range.start
        _ = try expect(.leftParen, " after '\(name)'")
        var numbers: [NumberLiteral] = []
        for (index, label) in labels.enumerated() {
            if index > 0 { _ = try expect(.comma, " before '\(label):'") }
            _ = try expectWord(label, " in '\(name)(\(labels.map { $0 + ":" }.joined()))'")
            _ = try expect(.colon, " after '\(label)'")
            numbers.append(try parseNumber())
        }
        _ = try expect(.rightParen, " after the arguments of '\(name)'")
        return (numbers, range(from: start))
    }

    /// `n, n, …` with exactly `count` numbers.
    mutating func parseNumberList(_ count: Int, what: String) throws(ParseFailure) -> [NumberLiteral] {
        var numbers = [try parseNumber(what)]
        while numbers.count < count {
            _ = try expect(.comma, " in \(what)")
            numbers.append(try parseNumber(what))
        }
        return numbers
    }

    /// `375x667`, `375 x 667` or `CGSize(width: 375, height: 667)`.
    mutating func parseSize() throws(ParseFailure) -> SizeLiteral {
        if checkWord("CGSize") {
            let (numbers, range) = try parseLabeledCall("CGSize", labels: ["width", "height"])
            return SizeLiteral(width: numbers[0], height: numbers[1], range: range)
        }
        let width = try parseNumber("a size such as 375x667")
        guard accept(.cross) != nil || acceptWord("x") != nil else {
            throw failure("expected 'x' and a height in a size such as 375x667")
        }
        let height = try parseNumber("a height after 'x'")
        return SizeLiteral(width: width, height: height, range: width.range.extended(to: height.range))
    }

    /// `0,200` or `CGPoint(x: 0, y: 200)`.
    mutating func parsePoint() throws(ParseFailure) -> PointLiteral {
        if checkWord("CGPoint") {
            let (numbers, range) = try parseLabeledCall("CGPoint", labels: ["x", "y"])
            return PointLiteral(x: numbers[0], y: numbers[1], range: range)
        }
        let numbers = try parseNumberList(2, what: "a point such as 0,200")
        return PointLiteral(x: numbers[0], y: numbers[1], range: numbers[0].range.extended(to: numbers[1].range))
    }

    /// `x,y,w,h` or `CGRect(x:y:width:height:)`.
    mutating func parseRect() throws(ParseFailure) -> RectLiteral {
        let numbers: [NumberLiteral]
        let range: SourceRange
        if checkWord("CGRect") {
            (numbers, range) = try parseLabeledCall("CGRect", labels: ["x", "y", "width", "height"])
        } else {
            numbers = try parseNumberList(4, what: "a rect such as 0,0,100,100")
            range = numbers[0].range.extended(to: numbers[3].range)
        }
        return RectLiteral(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3], range: range)
    }

    /// `top,left,bottom,right`, `UIEdgeInsets(top:left:bottom:right:)` or
    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
    mutating func parseInsets() throws(ParseFailure) -> InsetsLiteral {
        if checkWord("UIEdgeInsets") || checkWord("NSDirectionalEdgeInsets") {
            let directional = current.text == "NSDirectionalEdgeInsets"
            let labels = directional ? ["top", "leading", "bottom", "trailing"] : ["top", "left", "bottom", "right"]
            let (numbers, range) = try parseLabeledCall(current.text, labels: labels)
            return InsetsLiteral(
                top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3],
                isDirectional: directional, range: range)
        }
        let numbers = try parseNumberList(4, what: "insets such as 0,0,20,0")
        return InsetsLiteral(
            top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3], isDirectional: false,
            range: numbers[0].range.extended(to: numbers[3].range))
    }

    /// A priority: `750`, `.high`, `.defaultLow`, `.high + 1`, `UILayoutPriority(rawValue: 999)`,
    /// `UILayoutPriority(999)`, `UILayoutPriority.defaultHigh`, or a bare name after `@`.
    mutating func parsePriority() throws(ParseFailure) -> Priority {
        let start = current.range.start
        if checkNumber() {
            let number = try parseNumber()
            return Priority(kind: .number(number), range: number.range)
        }
        if checkWord("UILayoutPriority") || checkWord("ConstraintPriority") {
            let type = advance()
            if accept(.leftParen) != nil {
                if acceptWord("rawValue") != nil {
                    _ = try expect(.colon, " after 'rawValue'")
                }
                let number = try parseNumber()
                _ = try expect(.rightParen, " after the priority")
                return Priority(kind: .number(number), range: range(from: start))
            }
            guard check(.dot) else { throw failure("expected '(' or '.' after '\(type.text)'") }
        }
        _ = accept(.dot)
        guard check(.identifier) else {
            throw failure(
                "expected a priority such as 750, '.required', '.high', '.medium' or '.low', found \(current.quoted)")
        }
        let nameToken = advance()
        guard let name = PriorityName(rawValue: nameToken.text) else {
            throw failure(
                "unknown priority '\(nameToken.text)'", at: nameToken,
                suggestion: Suggestion.closest(to: nameToken.text, in: PriorityName.allCases.map(\.rawValue)))
        }
        if (check(.plus) || check(.minus)) && peek(1).kind == .number {
            let sign = advance()
            let amount = advance()
            let value = Double(amount.text) ?? 0
            let negative = sign.kind == .minus
            let delta = NumberLiteral(
                negative ? -value : value, text: negative ? "-" + amount.text : amount.text,
                range: SourceRange(sign.range.start, amount.range.end))
            return Priority(kind: .offset(name, delta), range: range(from: start))
        }
        return Priority(kind: .named(name), range: range(from: start))
    }

    /// The rest of the command's line as typed (or a string literal's value), for file names
    /// and help topics; `nil` when the command ends here.
    mutating func parseRestOfLine() -> StringLiteral? {
        if check(.string), peek(1).isTerminator {
            let token = advance()
            return StringLiteral(token.stringValue ?? "", range: token.range)
        }
        guard !current.isTerminator else { return nil }
        let first = current
        var last = first
        while !current.isTerminator { last = advance() }
        let text = lexer.text(from: first.offset, to: last.endOffset)
        return StringLiteral(text, range: SourceRange(first.range.start, last.range.end))
    }
}
