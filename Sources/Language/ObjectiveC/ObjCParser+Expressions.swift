/// C's expressions with Objective-C's messages and literals, built as Swift's: a message is the
/// call Swift imports it as, a C function of CoreGraphics or UIKit the Swift spelling
/// (`CGRectMake(…)`: `CGRect(x:y:width:height:)`), an enum constant the implicit member.
extension ObjCParser {
    /// An expression, commas excluded (they separate arguments and declarators).
    mutating func expression() throws(ObjCParseFailure) -> Expr {
        try assignmentExpression()
    }

    /// `a = b` inside an expression (a condition's `self = [super init]`, an array's
    /// `(self.top = [v.topAnchor …])`) reads as its value: the assignment runs before the
    /// statement that holds it (``statement()``), and the expression reads what it assigned.
    mutating func assignmentExpression() throws(ObjCParseFailure) -> Expr {
        let left = try conditional()
        if current.isOperator("=") {
            advance()
            let right = try assignmentExpression()
            if case .selfExpr = left { return right }
            let assignment = Stmt.assignment(target: left, op: "=", value: MasonryRewrite.kept(right), left.range.extended(to: right.range))
            if inLoopCondition == 0 {
                hoisted.append(assignment)
                return left
            }
            if turnAssignments != nil {
                turnAssignments?.append(assignment)
                return left
            }
            throw failure("an assignment inside an expression is not read here", at: left.range.extended(to: right.range),
                          hint: "assign on a line of its own, then use the variable")
        }
        return left
    }

    mutating func conditional() throws(ObjCParseFailure) -> Expr {
        try enterNesting()
        defer { nesting -= 1 }
        let condition = try binary(0)
        guard current.isOperator("?") else { return condition }
        advance()
        if current.isOperator(":") {
            // GNU's `a ?: b`: a unless C tests it as false (nil, 0, NO), then b. Built as Swift's
            // `??`, which reads it so where Objective-C runs.
            advance()
            let fallback = try conditional()
            return .binary("??", condition, fallback, operatorRange: fallback.range, condition.range.extended(to: fallback.range))
        }
        let then = try assignmentExpression()
        try expectOperator(":", "':' in the conditional expression")
        let otherwise = try conditional()
        return .ternary(truth(condition), then, otherwise, condition.range.extended(to: otherwise.range))
    }

    /// C's binary operators by precedence, loosest first.
    static let precedence: [[String]] = [["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", ">", "<=", ">="], ["<<", ">>"],
                                         ["+", "-"], ["*", "/", "%"]]

    mutating func binary(_ level: Int) throws(ObjCParseFailure) -> Expr {
        guard level < Self.precedence.count else { return try unary() }
        var left = try binary(level + 1)
        while current.kind == .operator, Self.precedence[level].contains(current.text) {
            let op = current
            advance()
            let right = try binary(level + 1)
            let range = left.range.extended(to: right.range)
            if op.text == "|", let options = Self.optionSet(left, right, range) {
                left = options
                continue
            }
            if ["<", ">", "<=", ">=", "+", "-", "*", "/", "%"].contains(op.text) {
                // A number read through what may be nil (`_item.replies.count > 0`) is 0 when it
                // is, as Objective-C answers a message to nil.
                left = .binary(op.text, Self.zeroWhenNil(left), Self.zeroWhenNil(right), operatorRange: op.range, range)
                continue
            }
            left = .binary(op.text, left, right, operatorRange: op.range, range)
        }
        return left
    }

    /// `chain ?? 0` for a member chain through an optional (see ``appModelTolerantOfNil(_:)``).
    static func zeroWhenNil(_ operand: Expr) -> Expr {
        func throughOptional(_ e: Expr) -> Bool {
            switch e {
            case .optionalChain: true
            case .member(let base, _, _, _), .call(let base, _, _, _): throughOptional(base)
            default: false
            }
        }
        guard throughOptional(operand) else { return operand }
        return .binary("??", operand, .number(0, text: "0", operand.range), operatorRange: operand.range, operand.range)
    }

    /// `NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom`: Swift's option set `[.alignAllTop, .alignAllBottom]`.
    static func optionSet(_ left: Expr, _ right: Expr, _ range: SourceRange) -> Expr? {
        func members(_ e: Expr) -> [Expr]? {
            switch e {
            case .implicitMember: [e]
            // A framework's option the table of names lacks (`NSKeyValueObservingOptionNew`): one
            // member of the set, which nothing here reads.
            case .identifier(let name, let range) where name.prefix(2).allSatisfy(\.isUppercase)
                && ["Option", "Mask", "Edge", "Trait", "Type"].contains(where: name.dropFirst(2).contains):
                [.implicitMember(name, range)]
            case .array(let items, _) where items.allSatisfy({ if case .implicitMember = $0 { true } else { false } }): items
            default: nil
            }
        }
        if let a = members(left), let b = members(right) { return .array(a + b, range) }
        // Two constants of one framework enum the tables lack (`UIRectCornerTopLeft |
        // UIRectCornerBottomLeft`): named alike up to their case, they are one option set's members.
        guard case .identifier(let name, let nameRange) = right, name.prefix(2).allSatisfy(\.isUppercase) else { return nil }
        var earlier: [Expr]
        switch left {
        case .identifier(let other, let otherRange): earlier = [.implicitMember(other, otherRange)]
        case .array(let items, _): earlier = items
        default: return nil
        }
        guard case .implicitMember(let first, _)? = earlier.first, first.commonPrefix(with: name).count >= 8 else { return nil }
        earlier.append(.implicitMember(name, nameRange))
        return .array(earlier, range)
    }

    mutating func unary() throws(ObjCParseFailure) -> Expr {
        try enterNesting()
        defer { nesting -= 1 }
        // A macro's body may start with an operator (`#define INSET -5.0f`), read as C reads the
        // text it stands for.
        expandMacro()
        let token = current
        if token.kind == .operator {
            switch token.text {
            case "!", "-", "+", "~":
                advance()
                let operand = try unary()
                if token.text == "+" { return operand }
                if token.text == "-", case .number(let v, let text, let r) = operand {
                    return .number(-v, text: "-" + text, token.range.extended(to: r))
                }
                return .prefix(token.text, operand, token.range.extended(to: operand.range))
            case "&":
                // `&error`: an out-parameter, nil to what takes it; `CGRectDivide` writes its two
                // (see ``ObjCNames/cFunction(_:_:at:)``), so the variable is kept.
                advance()
                let operand = try unary()
                return .pound("&", [CallArgument(label: nil, value: operand, range: operand.range)], token.range.extended(to: operand.range))
            case "*":
                advance()
                return try unary()
            case "++", "--":
                // `(++_page) % count`: the variable changes by one, and the expression reads the new value.
                advance()
                let operand = try unary()
                return .prefix(token.text, operand, token.range.extended(to: operand.range))
            case "^":
                return try postfix(try blockLiteral())
            default:
                break
            }
        }
        if token.isWord("sizeof") {
            if let count = arrayCountIdiom() { return count }
            if let size = typeSize() { return size }
            throw failure("'sizeof' is not read here", hint: "only C's count of an array, sizeof(a) / sizeof(a[0]), and the size of "
                + "a type, sizeof(int), are read")
        }
        if token.kind == .leftParen, let cast = castLength() {
            // `(UIView *)v`: the value is the value; `(CGRect){…}` builds one. A cast to a C
            // number type converts as C does: `(CGFloat)index / total` divides with the
            // fraction, `(int)(10.9)` drops it — read as Swift's `CGFloat(…)` and `Int(…)`.
            let typeName = tokens[position + 1].text
            let conversion = Self.numberConversion(Array(tokens[(position + 1)..<min(position + cast - 1, tokens.count)]))
            position += cast
            if current.kind == .leftBrace { return try compoundLiteral(typeName, at: token.range) }
            let operand = try unary()
            guard let conversion else { return operand }
            let range = token.range.extended(to: operand.range)
            return .call(.identifier(conversion, token.range), [CallArgument(label: nil, value: operand, range: operand.range)],
                         trailing: nil, range)
        }
        return try postfix(try primary())
    }

    /// How many tokens a cast `(Type *)` takes here, or nil when the parenthesis is not one.
    func castLength() -> Int? {
        // Past the end every token is the last, `.end`: a `(count < limit ? …` that never closes
        // its `<` reads no further.
        let tokens = CastTokens(tokens: self.tokens)
        var i = position + 1
        guard tokens[i].kind == .identifier else { return nil }
        let name = tokens[i].text
        var isType = ObjCNames.looksLikeType(name) && !ObjCNames.constantNames.contains(name)
        var unsigned = false
        while tokens[i].kind == .identifier, ObjCNames.declarationQualifiers.contains(tokens[i].text) || tokens[i].text == "unsigned" {
            if tokens[i].text == "unsigned" { unsigned = true }
            i += 1
        }
        // `(unsigned)idx`: C's `unsigned` alone is `unsigned int`.
        if unsigned, tokens[i].kind == .rightParen { isType = true } else { i += 1 }
        while tokens[i].kind == .identifier, ["int", "long", "float", "char"].contains(tokens[i].text) { i += 1 }
        if tokens[i].isOperator("<") {
            while tokens[i].kind != .end && !tokens[i].isOperator(">") { i += 1 }
            i += 1
        }
        var stars = 0
        while tokens[i].isOperator("*") { stars += 1; i += 1 }
        if stars > 0 { isType = true }
        // A function pointer's or a block's type, `(void (*)(id, SEL))imp`, `(BOOL (^)(id))block`:
        // the pointer's parentheses, then its parameters'.
        if tokens[i].kind == .leftParen, tokens[i + 1].isOperator("*") || tokens[i + 1].isOperator("^"),
           tokens[i + 2].kind == .rightParen, tokens[i + 3].kind == .leftParen {
            i += 3
            var depth = 0
            repeat {
                if tokens[i].kind == .leftParen { depth += 1 }
                if tokens[i].kind == .rightParen { depth -= 1 }
                if tokens[i].kind == .end { return nil }
                i += 1
            } while depth > 0
            isType = true
        }
        guard isType, tokens[i].kind == .rightParen else { return nil }
        let next = tokens[i + 1]
        let startsOperand = [.identifier, .number, .string, .leftParen, .leftBracket, .leftBrace, .atBracket, .atBrace, .atParen].contains(next.kind)
            || (next.kind == .operator && ["-", "!", "^", "&", "~"].contains(next.text))
        return startsOperand ? i + 1 - position : nil
    }

    /// The Swift conversion a cast's type words stand for: `CGFloat` for C's floating types,
    /// `Int` for its whole-number ones; nil for a pointer, an object or a structure.
    static func numberConversion(_ words: [ObjCToken]) -> String? {
        guard words.allSatisfy({ $0.kind == .identifier }) else { return nil }
        let names = Set(words.map(\.text))
        if !names.isDisjoint(with: ["CGFloat", "float", "double", "Float", "Double", "NSTimeInterval", "CFTimeInterval",
                                    "Float32", "Float64", "CGFloat_t"]) { return "CGFloat" }
        if !names.isDisjoint(with: ["int", "NSInteger", "NSUInteger", "long", "short", "unsigned", "signed", "size_t",
                                    "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
                                    "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "SInt32", "NSUInteger_t", "Int"]) { return "Int" }
        return nil
    }

    /// Tokens read ahead without running past the end: any index beyond it is the last token.
    struct CastTokens {
        let tokens: [ObjCToken]
        subscript(_ i: Int) -> ObjCToken { tokens[min(i, tokens.count - 1)] }
    }

    /// `(CGRect){0, 0, 100, 40}`, `(CGSize){w, h}`, `(UIEdgeInsets){…}`.
    mutating func compoundLiteral(_ typeName: String, at start: SourceRange) throws(ObjCParseFailure) -> Expr {
        let open = try expect(.leftBrace, "'{'")
        var values: [Expr] = []
        var fields: [String?] = []
        // `.origin.x = 0`: a field of a field, gathered into the inner structure's own literal.
        var nested: [(outer: String, field: String, value: Expr)] = []
        while current.kind != .rightBrace && current.kind != .end {
            var field: String?
            if current.isOperator(".") {
                // A designated field, `.left = 3`: C gives the fields not named zero.
                advance()
                field = try identifier("a field").text
                if current.isOperator("."), let outer = field {
                    advance()
                    let inner = try identifier("a field").text
                    try expectOperator("=", "'='")
                    nested.append((outer, inner, try expression()))
                    if accept(.comma) == nil { break }
                    continue
                }
                try expectOperator("=", "'='")
            }
            if current.kind == .leftBrace {
                // `(CGRect){{0, 0}, size}`: a rectangle's origin and size in braces of their own.
                let isOrigin = field == "origin" || (field == nil && values.isEmpty)
                let fieldType = typeName == "CGRect" ? (isOrigin ? "CGPoint" : "CGSize") : typeName
                values.append(try compoundLiteral(fieldType, at: current.range))
            } else {
                values.append(try expression())
            }
            fields.append(field)
            if accept(.comma) == nil { break }
        }
        try expect(.rightBrace, "'}' after the values")
        let range = start.extended(to: SourceRange(open.range.start, previousEnd))
        // (`CGRect r = { .origin.x = 0, .origin.y = y, .size.width = w, .size.height = h };`)
        var outers: [String] = []
        for part in nested where !outers.contains(part.outer) { outers.append(part.outer) }
        for outer in outers {
            let parts = nested.filter { $0.outer == outer }
            let innerType = typeName == "CGRect" ? (outer == "origin" ? "CGPoint" : outer == "size" ? "CGSize" : "") : ""
            guard let inner = ObjCNames.designatedStructure(innerType, parts.map(\.value), fields: parts.map(\.field), at: range) else {
                throw failure("'.\(outer).\(parts[0].field)' is not a field of \(typeName) read here", at: range)
            }
            values.append(inner)
            fields.append(outer)
        }
        // `(CGRect){x, y, size}` and `(CGRect){origin, w, h}`: C fills the inner structure one
        // brace leaves out from the numbers beside it, and takes the other whole.
        if typeName == "CGRect", values.count == 3, fields.allSatisfy({ $0 == nil }) {
            func part(_ e: Expr, _ name: String) -> Expr { .member(e, name, nameRange: e.range, e.range) }
            func says(_ e: Expr, _ words: [String]) -> Bool {
                switch e {
                case .member(_, let name, _, _): words.contains { name.lowercased().hasSuffix($0) }
                case .call(.identifier(let f, _), _, _, _): words.contains { f.lowercased().contains($0) }
                case .identifier(let name, _): words.contains { name.lowercased().hasSuffix($0) }
                default: false
                }
            }
            if says(values[2], ["size"]) {
                values = [values[0], values[1], part(values[2], "width"), part(values[2], "height")]
                fields = [nil, nil, nil, nil]
            } else if says(values[0], ["origin", "point"]) {
                values = [part(values[0], "x"), part(values[0], "y"), values[1], values[2]]
                fields = [nil, nil, nil, nil]
            }
        }
        guard let call = ObjCNames.structure(typeName, values, fields: fields, at: range) else {
            throw failure("'(\(typeName)){…}' is not read here", at: range, hint: "use CGRectMake, CGSizeMake, CGPointMake or UIEdgeInsetsMake")
        }
        return call
    }

    /// A property or instance variable holding an object of the app's own class (`_timeline`, of
    /// `TimelineItem *`), read through: nil answers nil, as Objective-C reads a property of nil,
    /// where Swift would stop — Swift's `_timeline?.idstr`. UIKit's and Foundation's objects are
    /// read as they are.
    func appModelTolerantOfNil(_ base: Expr) -> Expr {
        let name: String
        switch base {
        case .identifier(let n, _) where n.hasPrefix("_") && n.count > 1: name = n
        case .member(.selfExpr, let n, _, _): name = n
        default: return base
        }
        let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
        guard let type = declaredTypes[name] ?? declaredTypes["_" + bare] ?? declaredTypes[bare], type.hasPrefix("object:") else {
            return base
        }
        let className = String(type.dropFirst("object:".count))
        let framework = ["NS", "UI", "CG", "CA", "MAS", "WK", "MK", "AV"].contains { className.hasPrefix($0) }
        guard className != "id", !framework, Library.type(named: className) == nil else { return base }
        return .optionalChain(base, base.range)
    }

    /// Member access, calls of blocks and C functions, subscripts, and `->`.
    mutating func postfix(_ base: Expr) throws(ObjCParseFailure) -> Expr {
        var expr = base
        while true {
            switch current.kind {
            case .operator where current.text == "." || current.text == "->":
                let arrow = current.text == "->"
                advance()
                let name = try identifier(arrow ? "an instance variable's name after '->'" : "a property's name after '.'")
                if arrow, case .selfExpr = expr {
                    // `self->_box` (as blocks write it) is the instance variable the bare `_box` names,
                    // even where a local of the method shadows that name.
                    let range = expr.range.extended(to: name.range)
                    expr = instanceVariable(name.text, nameRange: name.range, range: range)
                        ?? .identifier(name.text, name.range)
                    continue
                }
                if case .selfExpr = expr, name.text == "class", let className = currentClassName {
                    // `self.class`, as `[self class]`.
                    expr = .identifier(className, expr.range.extended(to: name.range))
                    continue
                }
                if !arrow, name.text == "class", case .identifier(let className, _) = expr, className.first?.isUppercase == true {
                    // `MyCell.class`, dot syntax for `[MyCell class]`: the class itself.
                    expr = .identifier(className, expr.range.extended(to: name.range))
                    continue
                }
                if !arrow, !current.isOperator("="), let own = ownGetterMethodCall(name, on: expr, range: expr.range.extended(to: name.range)) {
                    expr = own
                    continue
                }
                if let own = ownPropertyName(name.text, on: expr) {
                    expr = .member(expr, own, nameRange: name.range, expr.range.extended(to: name.range))
                    continue
                }
                expr = ObjCNames.property(appModelTolerantOfNil(expr), name.text, nameRange: name.range,
                                          range: expr.range.extended(to: name.range))
            case .leftParen:
                let open = current
                advance()
                var arguments: [Expr] = []
                try enterNesting()
                while current.kind != .rightParen {
                    // A macro's argument is its tokens: `NSLocalizedString(@"TITLE", comment:@"")`
                    // compiles, the `comment` parameter being dropped by the macro; a Swift-style
                    // label before an argument of a macro spelt in capitals or `NS…` is read past.
                    if case .identifier(let callee, _) = expr, callee.first?.isUppercase == true,
                       current.kind == .identifier, peek(1).kind == .operator, peek(1).text == ":" {
                        advance()
                        advance()
                    }
                    arguments.append(try expression())
                    if accept(.comma) == nil { break }
                }
                nesting -= 1
                try expect(.rightParen, "')' after the arguments")
                let range = expr.range.extended(to: SourceRange(open.range.start, previousEnd))
                expr = try functionCall(expr, arguments, range: range)
            case .operator where (current.text == "++" || current.text == "--") && endsOperand(1):
                // `titles[index++]`, `NSUInteger i = next++;`: the value read, then the variable
                // changes by one.
                let op = current
                advance()
                expr = .prefix("post" + op.text, expr, expr.range.extended(to: op.range))
            case .leftBracket where Self.endsAsMacroStatement(expr) && current.range.start.line > previousEnd.line:
                // `WeakSelf(self)` with no `;`, then `[self …]` on the next line: the app's macro
                // ends its statement (see the statement reader); the message is the next one.
                return expr
            case .leftBracket:
                advance()
                let index = try expression()
                try expect(.rightBracket, "']' after the index")
                expr = .subscriptAccess(expr, [CallArgument(label: nil, value: index, range: index.range)],
                                        expr.range.extended(to: SourceRange(index.range.start, previousEnd)))
            default:
                return expr
            }
        }
    }

    /// Whether an expression is a call of a macro of the app's headers that ends its statement
    /// itself (a name in capitals, or a weak- or strong-self macro of any spelling).
    static func endsAsMacroStatement(_ expr: Expr) -> Bool {
        guard case .call(.identifier(let name, _), _, _, _) = expr, name.count > 1 else { return false }
        return name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" })
            || name.lowercased().contains("weak") || name.lowercased().contains("strong")
    }

    /// Whether the token `offset` ahead closes a subscript: `a[i++]`. (A statement's `i++;` and a
    /// loop's `i++)` are read as the statements they are.)
    func isSubscriptIndexEnd(_ offset: Int) -> Bool {
        tokens[min(position + offset, tokens.count - 1)].kind == .rightBracket
    }

    /// Whether the token `offset` ahead ends an operand: `]`, `)`, `,` or `;`.
    func endsOperand(_ offset: Int) -> Bool {
        let next = tokens[min(position + offset, tokens.count - 1)]
        // (`i++ * 100`: a binary operator after it, the increment is the operand's.)
        if next.kind == .operator, Self.binaryAfterOperand.contains(next.text) { return true }
        return [.rightBracket, .rightParen, .comma, .semicolon].contains(next.kind)
    }

    /// C's binary operators, and the conditional's parts, that may follow a postfix increment.
    static let binaryAfterOperand: Set<String> = ["*", "/", "%", "+", "-", "<<", ">>", "<", ">", "<=", ">=", "==", "!=", "&", "|", "^",
                                                  "&&", "||", "?", ":"]

    /// A C call: a function of CoreGraphics, UIKit or Foundation as Swift spells it; a block
    /// property called as Masonry's chain does (`make.top.equalTo(v)`); an app's own function.
    mutating func functionCall(_ callee: Expr, _ arguments: [Expr], range: SourceRange) throws(ObjCParseFailure) -> Expr {
        if case .identifier(let name, let nameRange) = callee {
            if let mapped = ObjCNames.cFunction(name, arguments, at: range) { return mapped }
            // A macro with parameters the paste defines is refused with what to paste; one it only
            // uses (`OK_STRING()`, `STR_URL(path)`, `RGBCOLOR(1, 2, 3)`, from the app's headers) is
            // a call of the app's own: skipped, or a placeholder, with a note when it runs.
            if declaredTypes[name] == Self.logMacro { return .call(.identifier("print", nameRange), [], trailing: nil, range) }
            if declaredTypes[name] == "macro with parameters" {
                throw failure("'\(name)(…)' is a macro with parameters whose body is not one expression, which is not read here",
                              at: nameRange, hint: "paste what it expands to, or its value")
            }
        }
        let callArguments = arguments.map { CallArgument(label: nil, value: $0, range: $0.range) }
        if case .member(let base, let name, let nameRange, _) = callee {
            return MasonryRewrite.chainCall(base, name, callArguments, nameRange: nameRange, range: range,
                                            sizesAreNumbers: sizesAreFrameCategoryNumbers)
        }
        return .call(callee, callArguments, trailing: nil, range)
    }

    /// An instance variable of the class being implemented: a property's own storage, `_box`, or
    /// the one its `@synthesize box = box_;` names, is the property; the storage under a getter
    /// the class wrote is that storage. Nil for a name that is neither (an ivar of the class's
    /// braces, a global).
    func instanceVariable(_ name: String, nameRange: SourceRange, range: SourceRange) -> Expr? {
        if let property = synthesizedStorage[name], currentProperties.contains(property), !currentProperties.contains(name) {
            return .member(.selfExpr(range), property, nameRange: nameRange, range)
        }
        if storageUnderGetters.contains(name), currentProperties.contains("_" + name) {
            return .member(.selfExpr(range), "_" + name, nameRange: nameRange, range)
        }
        guard name.hasPrefix("_"), name.count > 1 else { return nil }
        if currentProperties.contains(String(name.dropFirst())), !currentProperties.contains(name) {
            return .member(.selfExpr(range), String(name.dropFirst()), nameRange: nameRange, range)
        }
        if currentProperties.contains(name) {
            return .member(.selfExpr(range), name, nameRange: nameRange, range)
        }
        return nil
    }

    /// `[self text]` or `self.text` where the class implements `- (NSString *)text` and declares
    /// no property of that name: its own method runs (Objective-C sends the message), even where
    /// UIKit names a property so. Nil for any other receiver or name.
    func ownGetterMethodCall(_ name: ObjCToken, on receiver: Expr, range: SourceRange) -> Expr? {
        guard case .selfExpr = receiver, currentSelectors.contains(name.text), !currentProperties.contains(name.text),
              !currentProperties.contains("_" + name.text), !ObjCNames.overriddenProperties.contains(name.text) else { return nil }
        return .call(.member(receiver, name.text, nameRange: name.range, range), [], trailing: nil, range)
    }

    mutating func primary() throws(ObjCParseFailure) -> Expr {
        expandMacro()
        let token = current
        switch token.kind {
        case .identifier:
            advance()
            switch token.text {
            case "YES", "true", "TRUE": return .bool(true, token.range)
            case "NO", "false", "FALSE": return .bool(false, token.range)
            case "nil", "NULL", "Nil": return .nilLiteral(token.range)
            case "self": return .selfExpr(token.range)
            case "super": return .superExpr(token.range)
            // Every method's hidden second parameter, the selector it was sent: a value no layout reads.
            case "_cmd" where !methodLocals.contains("_cmd"): return .string([.text("_cmd")], token.range)
            default: break
            }
            if !methodLocals.contains(token.text), let storage = instanceVariable(token.text, nameRange: token.range, range: token.range) {
                return storage
            }
            // `ALEdgeInsetsMake(…)` is a function, not the enum constant its prefix suggests.
            if current.kind == .leftParen { return .identifier(token.text, token.range) }
            return ObjCNames.constant(token.text, at: token.range) ?? .identifier(token.text, token.range)
        case .number:
            advance()
            return .number(Double(token.value) ?? 0, text: token.value, token.range)
        case .string:
            advance()
            var text = token.value
            var range = token.range
            while current.kind == .string {
                text += current.value
                range = range.extended(to: current.range)
                advance()
            }
            return .string([.text(text)], range)
        case .leftParen where peek().kind == .leftBrace:
            // GNU's statement expression, `({ UIView *v = …; …; v; })`: its last statement's value.
            advance()
            var body = try block()
            try expect(.rightParen, "')' after the statement expression")
            if case .expression(let last)? = body.last {
                body[body.count - 1] = .returnStatement(last, last.range)
            }
            let range = SourceRange(token.range.start, previousEnd)
            return .call(.closure(ClosureExpr(parameters: [], body: body, range: range)), [], trailing: nil, range)
        case .leftParen:
            advance()
            try enterNesting()
            defer { nesting -= 1 }
            let inner = try expression()
            try expect(.rightParen, "')'")
            return inner
        case .atParen:
            advance()
            let inner = try expression()
            try expect(.rightParen, "')' after the boxed value")
            // A boxed value is a number (`@(card.width)`: a frame category's, never Masonry's
            // attribute, which cannot be boxed).
            if case .member(_, let name, _, let range) = inner, LayoutAttribute(rawValue: name) != nil {
                return .cast(inner, .plain, TypeRef(text: "CGFloat", range: range), range)
            }
            return inner
        case .atBracket:
            advance()
            try enterNesting()
            defer { nesting -= 1 }
            var items: [Expr] = []
            while current.kind != .rightBracket {
                // `@[make.edges.equalTo(superview).insets(padding)]`: Masonry's constraint, kept in
                // an array (to animate its insets later), is the constraint it makes.
                items.append(MasonryRewrite.kept(try expression()))
                if accept(.comma) == nil { break }
            }
            try expect(.rightBracket, "']' to close the array")
            return .array(items, SourceRange(token.range.start, previousEnd))
        case .atBrace:
            advance()
            try enterNesting()
            defer { nesting -= 1 }
            var elements: [DictionaryElement] = []
            while current.kind != .rightBrace {
                let key = try expression()
                try expectOperator(":", "':' between a key and its value")
                let value = try expression()
                elements.append(DictionaryElement(key: key, value: value))
                if accept(.comma) == nil { break }
            }
            try expect(.rightBrace, "'}' to close the dictionary")
            return .dictionary(elements, SourceRange(token.range.start, previousEnd))
        case .leftBracket:
            return try message()
        case .operator where token.text == "^":
            return try blockLiteral()
        case .atKeyword where token.text == "@available":
            // `if (@available(iOS 11.0, *))`: the layout is today's.
            advance()
            if current.kind == .leftParen { skipParenthesised() }
            return .bool(true, token.range)
        case .atKeyword where token.text == "@protocol" && tokens[position + 1].kind == .leftParen:
            // `[view conformsToProtocol:@protocol(Hinting)]`: the protocol, by its name.
            advance()
            try expect(.leftParen, "'(' after @protocol")
            let name = try identifier("a protocol's name").text
            try expect(.rightParen, "')' after the protocol's name")
            return .string([.text(name)], SourceRange(token.range.start, previousEnd))
        case .atKeyword where token.text == "@selector":
            advance()
            try expect(.leftParen, "'(' after @selector")
            var name = ""
            while current.kind != .rightParen && current.kind != .end { name += current.text; advance() }
            try expect(.rightParen, "')' after the selector")
            return .string([.text(name)], SourceRange(token.range.start, previousEnd))
        case .atKeyword where token.text == "@encode":
            // `@encode(BOOL)`: the type's encoding, a C string compared with the runtime's (a
            // property's type, read by reflection), which lays nothing out.
            advance()
            try expect(.leftParen, "'(' after @encode")
            var type = ""
            var depth = 0
            while current.kind != .end, depth > 0 || current.kind != .rightParen {
                if current.kind == .leftParen { depth += 1 }
                if current.kind == .rightParen { depth -= 1 }
                type += current.text
                advance()
            }
            try expect(.rightParen, "')' after the type")
            return .string([.text("@encode(\(type))")], SourceRange(token.range.start, previousEnd))
        case .atKeyword where !ObjectiveC.keywords.contains(token.text) && token.text.count > 1:
            // `@SIDE_OFFSET`, a macro boxed as `@(…)` once the preprocessor has replaced it.
            tokens[position] = ObjCToken(kind: .identifier, text: String(token.text.dropFirst()), range: token.range)
            return try primary()
        default:
            throw failure("expected an expression, found \(token.quoted)")
        }
    }

    /// Whether an expression is an array: a literal, or a name declared `NSArray *`.
    func isArray(_ e: Expr) -> Bool {
        let name: String? = switch e {
        case .array: "@[]"
        case .identifier(let n, _): n
        case .member(.selfExpr, let n, _, _): n
        default: nil
        }
        guard let name else { return false }
        return name == "@[]" || ["object:NSArray", "object:NSMutableArray"].contains(declaredTypes[name] ?? "")
    }

    /// `^(MASConstraintMaker *make) { … }`, `^{ … }`, `^BOOL(id x) { … }`: a closure.
    mutating func blockLiteral() throws(ObjCParseFailure) -> Expr {
        let caret = current
        advance()
        // A return type: `^BOOL(…)`, `^void {…}`, `^NSArray<NSString *> * _Nullable(…)`.
        while current.kind == .identifier || current.isOperator("*") {
            advance()
            if current.isOperator("<") { position = afterGenericArguments(position) }
        }
        var parameters: [String] = []
        var whole: [String] = []
        if current.kind == .leftParen {
            advance()
            while current.kind != .rightParen && current.kind != .end {
                var last: ObjCToken?
                var words: [String] = []
                var depth = 0
                // `^(__typeof(self) self, id value)`: a parameter's type may hold parentheses.
                while (depth > 0 || current.kind != .comma && current.kind != .rightParen) && current.kind != .end {
                    if current.kind == .leftParen { depth += 1 }
                    if current.kind == .rightParen { depth -= 1 }
                    if current.kind == .identifier && depth == 0 {
                        if let last { words.append(last.text) }
                        last = current
                    }
                    advance()
                }
                if let last, last.text != "void" {
                    parameters.append(last.text)
                    // `NSUInteger idx`, `int i`: C's integers, whose `/` drops the remainder.
                    if words.contains(where: Self.integerTypeWords.contains) { whole.append(last.text) }
                }
                accept(.comma)
            }
            try expect(.rightParen, "')' after the block's parameters")
        }
        let body = try block()
        return .closure(ClosureExpr(parameters: parameters, body: body, range: SourceRange(caret.range.start, previousEnd),
                                    wholeNumberParameters: whole))
    }

    /// The C and Foundation integer types a block parameter may be declared with.
    static let integerTypeWords: Set<String> = ["int", "NSInteger", "NSUInteger", "long", "short", "unsigned", "size_t",
                                                "int32_t", "uint32_t", "int64_t", "uint64_t", "int16_t", "uint16_t", "char"]

    /// `[receiver selector]`, `[receiver piece:arg piece:arg]`, `[[Class alloc] initWith…:]`.
    mutating func message() throws(ObjCParseFailure) -> Expr {
        let open = current
        advance()
        try enterNesting()
        defer { nesting -= 1 }
        let receiver: Expr
        var receiverIsClass = false
        // `[vlogo alloc]`: a class, whatever the case of its name, when it is sent alloc or new.
        let sentToClass = peek().kind == .identifier && ["alloc", "new", "class"].contains(peek().text) && peek(2).kind == .rightBracket
        if current.kind == .identifier, current.text.first?.isUppercase == true, peek().isOperator("<"),
           case let after = afterGenericArguments(position + 1), after > position + 2, tokens[after].kind == .identifier {
            // `[NSMutableArray<NSString *> array]`: a class with its lightweight generics, which
            // say nothing about what the message does.
            receiver = .identifier(current.text, current.range)
            receiverIsClass = true
            position = after
        } else if current.isWord("self"), sentToClass, let owner = classMethodOwner {
            // `[[self alloc] init]` in a class method (`+ (instancetype)labelWithText:`): `self` is
            // the class, so the instance is that class's.
            receiver = .identifier(owner, current.range)
            receiverIsClass = true
            advance()
        } else if current.kind == .identifier, peek().kind == .identifier || peek().kind == .rightBracket,
           !["self", "super"].contains(current.text), current.text.first?.isUppercase == true || sentToClass, macros[current.text] == nil {
            // `[UIView alloc]`, `[NSLayoutConstraint activateConstraints:…]`: a class.
            receiver = .identifier(current.text, current.range)
            // A class named in lower case (`[vlogo alloc]`) is known as one from here on.
            if current.text.first?.isLowercase == true { declaredTypes[current.text] = "class" }
            receiverIsClass = true
            advance()
        } else {
            // `[(UIButton *)view setTitle:…]`: a cast receiver is the value.
            var value = try unary()
            // `[[a color] ?: [UIColor redColor] getRed:…]`: GNU's `?:` in the receiver, as clang
            // reads it (the receiver is any expression); built as Swift's `??`.
            while current.isOperator("?"), peek().isOperator(":") {
                advance()
                advance()
                let fallback = try unary()
                value = .binary("??", value, fallback, operatorRange: fallback.range, value.range.extended(to: fallback.range))
            }
            receiver = value
        }
        guard current.kind == .identifier else {
            throw failure("expected a message's name after its receiver, found \(current.quoted)",
                          hint: "a message is written [receiver name] or [receiver name:argument]")
        }
        var pieces: [(piece: String, argument: Expr, range: SourceRange)] = []
        let first = current
        if !peek().isOperator(":") {
            advance()
            try expect(.rightBracket, "']' after the message '\(first.text)'")
            // `[self status]`: the getter of a property of the class (stored, or computed over `_status`)
            // is read as the property, as dot syntax reads it.
            if case .selfExpr = receiver, first.text == "class", let className = currentClassName {
                // `[self class]`: the class being implemented, whose class methods it is sent.
                return .identifier(className, SourceRange(open.range.start, previousEnd))
            }
            if case .selfExpr = receiver, currentProperties.contains(first.text) || currentProperties.contains("_" + first.text) {
                return .member(receiver, first.text, nameRange: first.range, SourceRange(open.range.start, previousEnd))
            }
            if case .selfExpr = receiver, let own = ownGetterMethodCall(first, on: receiver, range: SourceRange(open.range.start, previousEnd)) {
                return own
            }
            // `[self isEnabled]` beside `@synthesize enabled = _enabled;`: the header's
            // `@property (getter=isEnabled) BOOL enabled`, read as the property.
            if case .selfExpr = receiver, first.text.hasPrefix("is"), first.text.count > 2,
               first.text.dropFirst(2).first?.isUppercase == true, !currentSelectors.contains(first.text) {
                let property = first.text.dropFirst(2).prefix(1).lowercased() + first.text.dropFirst(3)
                if currentProperties.contains(property) || synthesizedStorage.values.contains(property) {
                    return .member(receiver, property, nameRange: first.range, SourceRange(open.range.start, previousEnd))
                }
            }
            return ObjCNames.send(receiver, receiverIsClass: receiverIsClass, selector: first.text, arguments: [],
                                  nameRange: first.range, range: SourceRange(open.range.start, previousEnd),
                                  plainMethod: plainInitSelectors.contains(first.text))
        }
        while current.kind == .identifier || current.isOperator(":") {
            var piece = ""
            let pieceRange = current.range
            if current.kind == .identifier {
                guard peek().isOperator(":") else { break }
                piece = current.text
                advance()
            }
            advance()  // ':'
            var argument = try expression()
            if current.kind == .comma {
                // Variadic arguments: `arrayWithObjects:a, b, nil`.
                var items = [argument]
                while accept(.comma) != nil { items.append(try expression()) }
                if case .nilLiteral? = items.last { items.removeLast() }
                argument = .array(items, argument.range.extended(to: items.last?.range ?? argument.range))
            }
            pieces.append((piece, argument, pieceRange))
        }
        guard current.kind == .rightBracket else {
            throw failure("expected ']' or the next part of the message's name, found \(current.quoted)")
        }
        advance()
        let selector = pieces.map { $0.piece + ":" }.joined()
        if isArray(receiver) || selector.hasPrefix("mas_distributeViewsAlongAxis:") || selector.hasPrefix("distributeViewsAlongAxis:"),
           let forEach = MasonryRewrite.arrayMessage(receiver, selector: selector, arguments: pieces.map(\.argument),
                                                                         range: SourceRange(open.range.start, previousEnd)) {
            return forEach
        }
        if pieces.count == 1, !currentSelectors.contains(selector), let property = ObjCNames.setterProperty(selector),
           isOwnProperty(.member(receiver, property, nameRange: first.range, first.range)) {
            // `[self setOffset:24]` of the class's own property `offset`: its setter, whatever
            // Masonry names so.
            return .call(.member(receiver, "$set:" + property, nameRange: first.range, SourceRange(open.range.start, previousEnd)),
                         [CallArgument(label: nil, value: pieces[0].argument, range: pieces[0].argument.range)],
                         trailing: nil, SourceRange(open.range.start, previousEnd))
        }
        var arguments = pieces.map(\.argument)
        // `[child isKindOfClass:cls]` of a local `Class cls` holding a class by name: that class.
        if selector == "isKindOfClass:" || selector == "isMemberOfClass:", case .identifier(let variable, let variableRange)? = arguments.first,
           let className = classVariables[variable] {
            arguments[0] = .identifier(className, variableRange)
        }
        return ObjCNames.send(receiver, receiverIsClass: receiverIsClass, selector: selector, arguments: arguments,
                              nameRange: first.range, range: SourceRange(open.range.start, previousEnd),
                              plainMethod: plainInitSelectors.contains(selector) || (receiverIsClass && pastedSelectors.contains("+" + selector)))
    }

    /// `sizeof(widths) / sizeof(widths[0])` (or `/ sizeof(*widths)`): C's count of an array's
    /// elements, Swift's `widths.count`. Nil, with nothing read, for any other `sizeof`.
    /// `sizeof(int)`, `sizeof(CGFloat)`, `sizeof(NSString *)`: the type's size in bytes on a 64-bit
    /// iPhone (a pointer 8). Nil for any other `sizeof`.
    mutating func typeSize() -> Expr? {
        func token(_ k: Int) -> ObjCToken { position + k < tokens.count ? tokens[position + k] : tokens[tokens.count - 1] }
        guard token(1).kind == .leftParen else { return nil }
        var k = 2
        var words: [String] = []
        while token(k).kind == .identifier { words.append(token(k).text); k += 1 }
        var pointer = false
        while token(k).isOperator("*") { pointer = true; k += 1 }
        guard !words.isEmpty, token(k).kind == .rightParen else { return nil }
        let sizes: [String: Double] = [
            "char": 1, "BOOL": 1, "bool": 1, "short": 2, "int": 4, "float": 4, "unsigned": 4, "long": 8, "double": 8,
            "CGFloat": 8, "NSInteger": 8, "NSUInteger": 8, "NSTimeInterval": 8, "id": 8, "CGPoint": 16, "CGSize": 16,
            "CGRect": 32, "UIEdgeInsets": 32, "NSRange": 16, "int8_t": 1, "uint8_t": 1, "int16_t": 2, "uint16_t": 2,
            "int32_t": 4, "uint32_t": 4, "int64_t": 8, "uint64_t": 8, "size_t": 8,
        ]
        let named = words.filter { !["const", "signed", "struct"].contains($0) }
        let bytes: Double
        if pointer {
            bytes = 8
        } else if named == ["long", "long"] || named == ["unsigned", "long"] || named == ["unsigned", "long", "long"] {
            bytes = 8
        } else if named.count == 2, named[0] == "unsigned", let size = sizes[named[1]] {
            bytes = size
        } else if named.count == 1, let size = sizes[named[0]] {
            bytes = size
        } else {
            return nil
        }
        let start = token(0).range
        position += k + 1
        let range = start.extended(to: tokens[position - 1].range)
        return .number(bytes, text: String(Int(bytes)), range)
    }

    mutating func arrayCountIdiom() -> Expr? {
        func token(_ k: Int) -> ObjCToken { position + k < tokens.count ? tokens[position + k] : tokens[tokens.count - 1] }
        guard token(1).kind == .leftParen, token(2).kind == .identifier, token(3).kind == .rightParen, token(4).isOperator("/"),
              token(5).isWord("sizeof"), token(6).kind == .leftParen else { return nil }
        let name = token(2)
        let end: Int
        if token(7).text == name.text, token(8).kind == .leftBracket, token(9).text == "0", token(10).kind == .rightBracket,
           token(11).kind == .rightParen {
            end = 11
        } else if token(7).isOperator("*"), token(8).text == name.text, token(9).kind == .rightParen {
            end = 9
        } else {
            return nil
        }
        let start = token(0).range
        position += end + 1
        return .member(.identifier(name.text, name.range), "count", nameRange: name.range, start.extended(to: tokens[position - 1].range))
    }

    /// Whether `target` is `self.name` (or its storage `_name`) of a property the class being
    /// implemented declares.
    func isOwnProperty(_ target: Expr) -> Bool {
        guard case .member(.selfExpr, let name, _, _) = target else { return false }
        return currentProperties.contains(name) || currentProperties.contains("_" + name)
    }
}
