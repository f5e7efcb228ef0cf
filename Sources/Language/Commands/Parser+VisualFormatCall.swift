/// Pasted Visual Format code: `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`,
/// the dictionaries it takes, and the constraint arrays that `activate` and `addConstraints` accept.
extension Parser {
    static let formatCallLabels = ["withVisualFormat", "options", "metrics", "views"]

    /// Whether the current tokens start `NSLayoutConstraint.constraints(`.
    func checkVisualFormatCall() -> Bool {
        checkWord("NSLayoutConstraint") && peek(1).kind == .dot
            && (peek(2).text == "constraints" || peek(2).text == "constraintsWithVisualFormat")
    }

    /// `NSLayoutConstraint.constraints(withVisualFormat: "…", options: […], metrics: … , views: …)`.
    ///
    /// `options:` and `metrics:` may be left out, as in code written against a helper with
    /// defaults; the Swift 2 spelling `constraintsWithVisualFormat("…", …)` is read too.
    mutating func parseVisualFormatCall() throws(ParseFailure) -> VisualFormatCall {
        let start = advance().range.start
        let method = try parseMethodOpening()
        if method.text == "constraints" {
            guard check(.identifier), current.text == "withVisualFormat" else {
                let suggestion = check(.identifier) ? Suggestion.closest(to: current.text, in: ["withVisualFormat"]) : nil
                throw failure("expected 'withVisualFormat:' and the format string, found \(current.quoted)",
                              suggestion: suggestion)
            }
            advance()
            _ = try expect(.colon, " after 'withVisualFormat'")
        }
        guard check(.string) else {
            throw failure("expected a visual format string such as \"H:|-[a]-|\", found \(current.quoted)")
        }
        var scanner = StringScanner(lexer: lexer, token: advance())
        let format = try VisualFormatParser.parse(&scanner)
        var options: [FormatOption] = []
        var metrics: DictionaryArgument?
        var views: DictionaryArgument?
        var remaining = Array(Parser.formatCallLabels.dropFirst())
        while accept(.comma) != nil {
            guard check(.identifier), let index = remaining.firstIndex(of: current.text) else {
                let written = check(.identifier) ? current.text : ""
                if Parser.formatCallLabels.contains(written) {
                    throw failure("'\(written):' is out of order or given twice; the order is options:, metrics:, views:")
                }
                let expected = remaining.map { "'\($0):'" }
                let listed = expected.count > 1
                    ? expected.dropLast().joined(separator: ", ") + " or " + (expected.last ?? "") : expected.joined()
                throw failure(
                    "expected \(listed), found \(current.quoted)",
                    suggestion: check(.identifier) ? Suggestion.closest(to: written, in: remaining) : nil)
            }
            let label = advance()
            remaining.removeFirst(index + 1)
            _ = try expect(.colon, " after '\(label.text)'")
            switch label.text {
            case "options": options = try parseFormatOptions()
            case "metrics":
                if acceptWord("nil") != nil { metrics = nil } else { metrics = try parseDictionaryArgument("metrics") }
            default: views = try parseDictionaryArgument("views")
            }
        }
        guard let views else {
            throw failure("expected ', views: [\"name\": view]' (the views the format string names), found \(current.quoted)")
        }
        _ = try expect(.rightParen, " after the arguments of '\(method.text)'")
        return VisualFormatCall(format: format, options: options, metrics: metrics, views: views, range: range(from: start))
    }

    /// `[]`, `.alignAllTop`, `[.alignAllTop, .alignAllBottom]`, with or without the type's name
    /// (`NSLayoutConstraint.FormatOptions.alignAllTop`, `NSLayoutFormatOptions(rawValue: 0)`).
    mutating func parseFormatOptions() throws(ParseFailure) -> [FormatOption] {
        if accept(.leftBracket) != nil {
            var options: [FormatOption] = []
            while !check(.rightBracket) {
                options.append(try parseFormatOption())
                if accept(.comma) == nil { break }
            }
            _ = try expect(.rightBracket, " to close the options")
            return options
        }
        if checkWord("NSLayoutFormatOptions") || (checkWord("NSLayoutConstraint") && peek(2).text == "FormatOptions") {
            if peek(1).kind == .leftParen || peek(3).kind == .leftParen {
                // `NSLayoutFormatOptions(rawValue: 0)`, `NSLayoutConstraint.FormatOptions()`: none.
                while !check(.leftParen) { advance() }
                advance()
                if acceptWord("rawValue") != nil {
                    _ = try expect(.colon, " after 'rawValue'")
                    let zero = try parseNumber("0")
                    guard zero.value == 0 else {
                        throw failure("write the options by name, such as '[.alignAllTop]'", range: zero.range)
                    }
                }
                _ = try expect(.rightParen, " after the options")
                return []
            }
        }
        return [try parseFormatOption()]
    }

    /// `.alignAllTop` or `NSLayoutConstraint.FormatOptions.alignAllTop`.
    mutating func parseFormatOption() throws(ParseFailure) -> FormatOption {
        if checkWord("NSLayoutFormatOptions") {
            advance()
        } else if checkWord("NSLayoutConstraint"), peek(1).kind == .dot, peek(2).text == "FormatOptions" {
            advance()
            advance()
            advance()
        }
        guard accept(.dot) != nil, check(.identifier) else {
            throw failure("expected an option such as '.alignAllTop', found \(current.quoted)")
        }
        let token = advance()
        guard let name = FormatOptionName(rawValue: token.text) else {
            throw failure(
                "unknown format option '\(token.text)'", at: token,
                suggestion: Suggestion.closest(to: token.text, in: FormatOptionName.allCases.map(\.rawValue)))
        }
        return FormatOption(name: name, range: token.range)
    }

    /// A dictionary literal or the name of one kept with `let`.
    mutating func parseDictionaryArgument(_ what: String) throws(ParseFailure) -> DictionaryArgument {
        if check(.leftBracket) { return .literal(try parseDictionaryLiteral()) }
        if check(.identifier), peek(1).kind == .comma || peek(1).kind == .rightParen {
            return .name(try expectIdentifier("a dictionary"))
        }
        throw failure("expected a dictionary such as [\"a\": a] or its name for '\(what):', found \(current.quoted)")
    }

    /// `["a": a, "pad": 8]` or `[:]`; keys are strings, values views or numbers.
    mutating func parseDictionaryLiteral() throws(ParseFailure) -> DictionaryLiteral {
        let start = try expect(.leftBracket).range.start
        var entries: [DictionaryEntry] = []
        if accept(.colon) != nil {
            _ = try expect(.rightBracket, " after '[:'")
            return DictionaryLiteral(entries: entries, range: range(from: start))
        }
        while !check(.rightBracket) {
            guard check(.string) else {
                throw failure("expected a string key such as \"a\", found \(current.quoted)")
            }
            let key = try parseString("a key")
            _ = try expect(.colon, " after the key")
            let value: DictionaryEntry.Value
            if checkNumber() {
                value = .number(try parseNumber())
            } else {
                let item = try parseItem("a view or a number")
                // `NSNumber(value: 8)` and `8 as NSNumber` are rare enough to leave out.
                value = .view(item)
            }
            entries.append(DictionaryEntry(key: key, value: value, range: key.range.extended(to: value.range)))
            if accept(.comma) == nil { break }
        }
        _ = try expect(.rightBracket, " to close the dictionary")
        return DictionaryLiteral(entries: entries, range: range(from: start))
    }

    /// The argument of `activate(…)` and `addConstraints(…)`: arrays joined with `+`.
    mutating func parseConstraintArrays() throws(ParseFailure) -> [ConstraintExpression] {
        var items: [ConstraintExpression] = []
        repeat {
            items += try parseConstraintArray()
        } while accept(.plus) != nil
        return items
    }

    /// `[c, a.topAnchor.constraint(…)]`, `NSLayoutConstraint.constraints(…)` or a name.
    mutating func parseConstraintArray() throws(ParseFailure) -> [ConstraintExpression] {
        if checkVisualFormatCall() { return [.visualFormat(try parseVisualFormatCall())] }
        if check(.identifier), peek(1).kind != .dot, peek(1).kind != .leftParen {
            return [.name(try expectIdentifier("a constraint array"))]
        }
        guard accept(.leftBracket) != nil else {
            throw failure("expected '[' to start the array of constraints (or NSLayoutConstraint.constraints(…), or an array's name), found \(current.quoted)")
        }
        var items: [ConstraintExpression] = []
        while !check(.rightBracket) && !check(.end) {
            do throws(ParseFailure) {
                items.append(try parseConstraintElement())
            } catch {
                // Each element is checked: a bad one is reported and skipped to its comma.
                record(error)
                skipToElementEnd()
            }
            // A trailing comma before `]` is allowed, as in Swift.
            if accept(.comma) == nil { break }
        }
        _ = try expect(.rightBracket, " to close the array of constraints")
        return items
    }

    /// Skips the rest of an array element: up to its `,` or the array's `]`, nested brackets and
    /// parentheses included.
    mutating func skipToElementEnd() {
        var depth = 0
        while !check(.end) {
            if depth == 0 && (check(.comma) || check(.rightBracket)) { return }
            if check(.leftParen) || check(.leftBracket) { depth += 1 }
            if check(.rightParen) || check(.rightBracket) { depth -= 1 }
            if depth < 0 { return }
            advance()
        }
    }

    /// One constraint: an anchor's `constraint(…)`, `NSLayoutConstraint(item: …)` or a name.
    mutating func parseConstraintElement() throws(ParseFailure) -> ConstraintExpression {
        if checkWord("NSLayoutConstraint"), peek(1).kind == .leftParen {
            return .item(try parseItemConstraint())
        }
        if checkVisualFormatCall() {
            throw failure("NSLayoutConstraint.constraints(…) is an array; join it with '+' outside the brackets: activate([…] + NSLayoutConstraint.constraints(…))")
        }
        let itemStart = current.range.start
        let item = try parseItem("a constraint")
        if check(.dot), peek(1).kind == .identifier,
           AnchorName(rawValue: peek(1).text) != nil || Parser.isMisspeltAnchor(followedBy: peek(2), peek(3)) {
            let first = try parseAnchorMember(of: item, start: itemStart)
            return .constraint(try parseAnchorConstraintCall(first: first, start: itemStart))
        }
        if case .name(let name) = item, !check(.dot) { return .name(name) }
        throw failure("expected a constraint or a constraint's name, found '\(item)'", range: item.range)
    }

    static let viewConstraintMethods = ["addConstraint", "addConstraints", "removeConstraint", "removeConstraints"]

    /// `v.addConstraint(c)`, `v.addConstraints(…)`, `v.removeConstraint(c)`, `v.removeConstraints(…)`.
    mutating func parseViewConstraintMethod(receiver: ItemExpression, start: SourceLocation) throws(ParseFailure)
        -> ConstraintActivation
    {
        let method = try parseMethodOpening()
        let items: [ConstraintExpression]
        if method.text.hasSuffix("s") {
            items = try parseConstraintArrays()
        } else {
            if check(.leftBracket) || checkVisualFormatCall() {
                throw failure("'\(method.text)' takes one constraint; for an array use '\(method.text)s(…)'")
            }
            items = [try parseConstraintElement()]
        }
        _ = try expect(.rightParen, " after the constraints")
        return ConstraintActivation(
            activates: method.text.hasPrefix("add"), items: items, receiver: receiver, method: method.text,
            range: range(from: start))
    }

    /// `cs += […]`, `cs.append(c)`, `cs.append(contentsOf: …)`; the current token is the name.
    mutating func parseConstraintAppend() throws(ParseFailure) -> ConstraintAppend {
        let start = current.range.start
        let name = try expectIdentifier("a constraint array's name")
        let items: [ConstraintExpression]
        if accept(.plus) != nil {
            _ = try expect(.assign, " after '+'")
            items = try parseConstraintArrays()
        } else {
            _ = try expect(.dot)
            _ = try expectWord("append")
            _ = try expect(.leftParen, " after 'append'")
            if acceptWord("contentsOf") != nil {
                _ = try expect(.colon, " after 'contentsOf'")
                items = try parseConstraintArrays()
            } else {
                if check(.leftBracket) || checkVisualFormatCall() {
                    throw failure("'append' takes one constraint; for an array use 'append(contentsOf: …)' or '+='")
                }
                items = [try parseConstraintElement()]
            }
            _ = try expect(.rightParen, " after the constraints")
        }
        return ConstraintAppend(name: name, items: items, range: range(from: start))
    }
}
