/// What an implementation's own methods and properties say about a message sent to `self`, where
/// UIKit's names would read it otherwise: a setter the class writes itself, a property its header
/// declares under a name UIKit gives a control.
extension ObjCParser {
    /// The Swift name of the class's own setter for `property` (`setCellLayout` for
    /// `cellLayout`, whose `- (void)setCellLayout:` the implementation defines), or nil. A Bool
    /// property imported with `is` (`isEnabled`) is looked up by its Objective-C name.
    static func ownSetter(_ property: String, in selectors: Set<String>) -> String? {
        let objcName = ObjCNames.booleanProperties.first { $0.value == property }?.key ?? property
        guard let setter = ObjCNames.setterName(of: objcName) else { return nil }
        return selectors.contains(setter + ":") ? setter : nil
    }

    /// `self.enabled` where the class declares its own `enabled` (its header's `@property BOOL
    /// enabled` on a plain view): the class's property, not UIControl's `isEnabled` Swift would
    /// import a control's as.
    func ownPropertyName(_ name: String, on base: Expr) -> String? {
        guard case .selfExpr = base, ObjCNames.booleanProperties[name] != nil,
              currentProperties.contains(name) || currentProperties.contains("_" + name) else { return nil }
        return name
    }
}

extension ObjCParser {
    /// What an implementation that sends itself a control's action message says of its class.
    static let sendsControlActions = "[self addTarget:action:forControlEvents:]"

    /// Whether the `@implementation` ahead sends itself `addTarget:action:forControlEvents:` (or
    /// `removeTarget:…`, `sendActionsForControlEvents:`): messages only a UIControl answers, so a
    /// class whose interface is not in the paste derives from one (a `UIButton` subclass named
    /// `…View` adds its own targets).
    /// The mark an `@implementation` ahead leaves when its methods send `self` what only a button
    /// answers (`[self setTitle:… forState:…]`, `[self setImage:… forState:…]`): its header's class
    /// is UIButton, whatever its name. (`contentEdgeInsets` alone says nothing: views of the apps'
    /// own declare it too.)
    static let sendsButtonMessages = "[self setTitle:forState:]"

    /// Whether the `@implementation` ahead sends `self` a message, taking a control state, that
    /// only UIButton answers.
    func sendsButtonMessagesAhead() -> Bool {
        let messages: Set<String> = ["setTitle", "setTitleColor", "setImage", "setBackgroundImage", "setAttributedTitle"]
        var i = position
        while i + 3 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            if tokens[i].kind == .leftBracket, tokens[i + 1].isWord("self"), messages.contains(tokens[i + 2].text) {
                let end = tokens[(i + 3)...].prefix(40).firstIndex { $0.kind == .rightBracket } ?? i + 3
                if tokens[i..<end].contains(where: { $0.text == "forState" }) { return true }
            }
            i += 1
        }
        return false
    }

    func sendsControlActionsAhead() -> Bool {
        var i = position
        while i + 2 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            if tokens[i].kind == .leftBracket, tokens[i + 1].isWord("self"),
               ["addTarget", "removeTarget", "sendActionsForControlEvents"].contains(tokens[i + 2].text) {
                return true
            }
            i += 1
        }
        return false
    }
}

extension ObjCParser {
    /// A name in capitals alone between an implementation's methods (`AUTOROTATION_FOR_PAD_ONLY`
    /// before `@end`, a `;` after it or not): a macro of the app's header that expands to methods,
    /// which the paste does not hold.
    func isBareMacroLine() -> Bool {
        let name = current.text
        guard name.count > 1, name.first?.isLetter == true, macros[name] == nil, !callsPastedFunctionMacro() else { return false }
        // With its arguments (`BeginIgnoreClangWarning(-Wobjc-missing-super-calls)`,
        // `SynthesizeBOOLProperty(flag, setFlag)`) when it has them.
        let last = macroArgumentsEnd() ?? 0
        let next = peek(last + 1)
        let endsLine = next.isOperator("-") || next.isOperator("+") || next.kind == .semicolon || next.kind == .directive
            || next.kind == .atKeyword && next.text == "@end"
            || (last > 0 && next.kind == .identifier && next.range.start.line > peek(last).range.end.line)
            // `INIT_NIB_UNAVAILABLE` above `INIT_CODER_UNAVAILABLE`: one such macro a line.
            || (next.kind == .identifier && next.range.start.line > peek(last).range.end.line
                && name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" })
                && next.text.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }))
        guard endsLine else { return false }
        // A name in capitals is a macro's as written; one in any case (`RFInitializingRootForUIView`)
        // when it stands alone on its line, the next method below it: nothing else of Objective-C
        // is a bare name between methods.
        return name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" })
            || (next.range.start.line > peek(last).range.end.line && next.kind != .semicolon)
    }

    /// `NO_MASK(view);` where the paste `#define`s `NO_MASK(v)` as one expression: a call of the
    /// function that macro is read as (``functionMacro(_:name:parameters:body:)``), not the app's
    /// statement macro.
    func callsPastedFunctionMacro() -> Bool {
        peek().kind == .leftParen && definedNames.contains(current.text) && declaredTypes[current.text] == nil
    }

    /// `WEAKSELF` or `WEAKIFY(ws)` alone on a line in a method, the next statement on the lines below: a macro of
    /// the app's headers that is a whole statement, its `;` inside (`__weak typeof(self) weakSelf
    /// = self;`). Read without it, the next line's message would be taken as a subscript of the
    /// macro's name. A name the paste `#define`s is expanded instead, as the preprocessor does.
    func isStatementMacroLine() -> Bool {
        let name = current.text
        // In capitals (`WEAKSELF`), or any name with nothing after it on its line, not even the
        // `;` every Objective-C statement ends with (`kWeakSelf`): only a macro stands so.
        let capitals = name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" })
        let alone = peek().range.start.line > current.range.end.line
        // A bare name and its `;`, the whole line (`KWeakSelf;`, `weakself;`): C would evaluate a
        // variable and drop it, which no app writes (the compiler warns the result is unused); a
        // statement macro of the app's prefix header is written so, in any case.
        let endedAlone = peek().kind == .semicolon && peek(2).range.start.line > peek().range.end.line
            && !["self", "super", "nil", "NULL", "YES", "NO", "true", "false"].contains(name)
        guard name.count > 1, name.first?.isLetter == true, name.contains(where: \.isLetter),
              capitals || alone || endedAlone, macros[name] == nil, !callsPastedFunctionMacro(),
              ObjCNames.constant(name, at: current.range) == nil else { return false }
        var end = macroArgumentsEnd() ?? 0
        // `WEAK_SELF;`: the app's statement macro written with a semicolon of its own, which
        // expands to an empty statement after the macro's.
        if peek(end + 1).kind == .semicolon { end += 1 }
        let last = peek(end), next = peek(end + 1)
        guard next.range.start.line > last.range.end.line else { return false }
        return next.kind == .leftBracket || next.kind == .identifier || next.kind == .rightBrace
    }

    /// The offset from the macro's name of the `)` closing its arguments (`WEAKIFY(ws)`), nil
    /// when no `(` follows the name on its line.
    func macroArgumentsEnd() -> Int? {
        guard peek().kind == .leftParen, peek().range.start.line == current.range.end.line else { return nil }
        var depth = 0
        var offset = 1
        while peek(offset).kind != .end {
            switch peek(offset).kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 { return offset }
            case .semicolon, .leftBrace, .rightBrace: return nil
            default: break
            }
            offset += 1
        }
        return nil
    }

    /// The macro skipped, as a call of the app's own macro (which the evaluator notes as not in
    /// the paste).
    ///
    /// In a property's getter, a macro given the property's own storage (`RETURN_IF_SET(_badge);`
    /// first in `- (UIView *)badge`) can only be the lazy getter's guard, returning the storage
    /// once it is set: without one, every `self.badge` would make a new view and the app would
    /// lay out views nobody placed. It is read so, with a note (``Library/cachedByMacroFunction``).
    /// `RunOnMainQueue([self setNeedsLayout];)`: a macro of the app's headers given statements
    /// (a `;` inside its parentheses), which wraps them in a block for the main queue, as
    /// `dispatch_async` does; they run here at once, as such a block does, with a note. Nil, with
    /// nothing read, when the statement is not one.
    mutating func statementsMacro() throws(ObjCParseFailure) -> [Stmt]? {
        guard current.kind == .identifier, peek().kind == .leftParen, macros[current.text] == nil else { return nil }
        var depth = 0, k = 1
        var holdsStatement = false
        scan: while true {
            let token = peek(k)
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace, .atBracket, .atBrace, .atParen: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth == 0 { break scan }
            case .semicolon: if depth == 1 { holdsStatement = true }
            case .end: return nil
            default: break
            }
            k += 1
        }
        guard holdsStatement else { return nil }
        let name = current
        advance()
        advance()  // '('
        var body: [Stmt] = [.expression(.call(.identifier(Library.statementsMacroFunction, name.range),
                                              [CallArgument(label: nil, value: .string([.text(name.text)], name.range), range: name.range)],
                                              trailing: nil, name.range))]
        while current.kind != .rightParen, current.kind != .end { body += try statement() }
        try expect(.rightParen, "')' after the statements given to \(name.text)")
        if current.kind == .semicolon { advance() }
        return body
    }

    mutating func bareMacro() -> [Stmt] {
        let name = current
        let end = macroArgumentsEnd() ?? 0
        let guardsStorage = end == 3 && peek(2).kind == .identifier && peek(2).text == getterStorage
        for _ in 0 ... end { advance() }
        if current.kind == .semicolon { advance() }
        if guardsStorage, let storage = getterStorage {
            let r = name.range
            let read = Expr.identifier(storage, r)
            return [.expression(.call(.identifier(Library.cachedByMacroFunction, r),
                                      [CallArgument(label: nil, value: .string([.text("\(name.text)(\(storage))")], r), range: r)],
                                      trailing: nil, r)),
                    .ifStatement(conditions: [.expression(.binary("!=", read, .nilLiteral(r), operatorRange: r, r))],
                                 then: [.returnStatement(read, r)], otherwise: nil, r)]
        }
        return [.expression(.call(.identifier(name.text, name.range), [], trailing: nil, name.range))]
    }
}

extension ObjCNames {
    /// A format's numeric conversion (`%.2f`, `%ld`) of an argument: the number printed in the
    /// conversion's form (``Library/printf(_:_:_:at:)``); `%@` and the rest print the value.
    static func printfConversion(_ spec: String, _ argument: Expr) -> Expr {
        guard let last = spec.unicodeScalars.last, "diufFxX".unicodeScalars.contains(last) else { return argument }
        let r = argument.range
        return .call(.identifier(Library.printfFunction, r),
                     [CallArgument(label: nil, value: .string([.text(spec)], r), range: r), CallArgument(label: nil, value: argument, range: r)],
                     trailing: nil, r)
    }
}

extension ObjCParser {
    /// Apple's target conditionals as an iPhone build sets them (`TargetConditionals.h`): what
    /// Layoutbook lays out is iOS, so `#if TARGET_OS_TV` takes its `#else`, as Xcode's iOS build does.
    static let targetConditionals: [String: Int] = [
        "TARGET_OS_IPHONE": 1, "TARGET_OS_IOS": 1, "TARGET_OS_MAC": 1, "TARGET_OS_EMBEDDED": 1,
        "TARGET_OS_TV": 0, "TARGET_OS_WATCH": 0, "TARGET_OS_VISION": 0, "TARGET_OS_XR": 0, "TARGET_OS_BRIDGE": 0,
        "TARGET_OS_MACCATALYST": 0, "TARGET_OS_UIKITFORMAC": 0, "TARGET_OS_OSX": 0,
        "TARGET_OS_SIMULATOR": 0, "TARGET_IPHONE_SIMULATOR": 0,
    ]

    /// The value of an `#if` condition made of those names, numbers, `!`, `&&`, `||` and
    /// parentheses (`!TARGET_OS_TV`, `TARGET_OS_IOS && !TARGET_OS_MACCATALYST`); nil for any
    /// other, which keeps its first branch as before.
    static func targetCondition(_ condition: String) -> Bool? {
        var tokens: [String] = []
        var word = ""
        for c in condition {
            if c.isLetter || c.isNumber || c == "_" { word.append(c); continue }
            if !word.isEmpty { tokens.append(word); word = "" }
            if c == " " || c == "\t" { continue }
            if (c == "&" || c == "|"), let last = tokens.last, last == String(c) { tokens[tokens.count - 1] = String(c) + String(c); continue }
            tokens.append(String(c))
        }
        if !word.isEmpty { tokens.append(word) }
        guard tokens.contains(where: { targetConditionals[$0] != nil }) else { return nil }
        var i = 0
        func primary() -> Int? {
            guard i < tokens.count else { return nil }
            let t = tokens[i]
            i += 1
            if t == "!" { return primary().map { $0 == 0 ? 1 : 0 } }
            if t == "(" {
                guard let v = or(), i < tokens.count, tokens[i] == ")" else { return nil }
                i += 1
                return v
            }
            if let v = targetConditionals[t] { return v }
            return Int(t)
        }
        func and() -> Int? {
            guard var v = primary() else { return nil }
            while i < tokens.count, tokens[i] == "&&" {
                i += 1
                guard let r = primary() else { return nil }
                v = (v != 0 && r != 0) ? 1 : 0
            }
            return v
        }
        func or() -> Int? {
            guard var v = and() else { return nil }
            while i < tokens.count, tokens[i] == "||" {
                i += 1
                guard let r = and() else { return nil }
                v = (v != 0 || r != 0) ? 1 : 0
            }
            return v
        }
        guard let v = or(), i == tokens.count else { return nil }
        return v != 0
    }
}
