/// Objective-C's declarations: `@interface`, `@implementation`, `@property`, instance variables,
/// methods, `#define`, and C's typed declarations (`UIView *v = …;`, `static const CGFloat k = 8;`).
extension ObjCParser {
    /// The statements of a whole paste: declarations and, outside them, statements as a method
    /// body holds them (a `viewDidLoad` body pasted alone).
    mutating func topLevel() -> [Stmt] {
        var result: [Stmt] = []
        while current.kind != .end {
            let start = position
            do throws(ObjCParseFailure) {
                result += try topLevelItem()
            } catch {
                record(error)
                synchronize(from: start)
                if current.kind == .rightBrace || current.kind == .rightParen || current.kind == .rightBracket { advance() }
            }
        }
        return result
    }

    mutating func topLevelItem() throws(ObjCParseFailure) -> [Stmt] {
        switch current.kind {
        case .directive:
            return directive()
        case .atKeyword:
            switch current.text {
            case "@interface", "@protocol":
                try interface()
                // (`typedef NS_ENUM(…)` inside the interface: its constants are the file's.)
                defer { interfaceGlobals = [] }
                return interfaceGlobals
            case "@implementation":
                return try implementation()
            case "@class", "@import":
                let range = current.range
                while current.kind != .semicolon && current.kind != .end { advance() }
                accept(.semicolon)
                return [.ignored("declaration", range)]
            case "@end":
                throw failure("'@end' with no '@interface' or '@implementation' open")
            default:
                break
            }
        case .operator where (current.text == "-" || current.text == "+") && peek().kind == .leftParen:
            // A method pasted without its class: kept as Swift keeps a pasted `func`, and
            // `viewDidLoad` and its kin run as the controller's.
            guard let method = try method(declarationOnly: false) else { return [] }
            return [method]
        case .identifier where ["typedef", "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM"].contains(current.text)
            || (current.text == "enum" && (peek().kind == .leftBrace || peek(2).kind == .leftBrace)):
            let range = current.range
            if let constants = try enumDeclaration() { return constants }
            skipDeclaration()
            return [.ignored("declaration", range)]
        default:
            break
        }
        return try statement()
    }

    /// `#import`, `#pragma mark` and the like change nothing; `#define NAME value` is a
    /// constant: expanded in the rest of the paste, and kept as a global for later entries.
    mutating func directive() -> [Stmt] {
        let token = current
        advance()
        let words = token.text.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard words.first == "define", words.count >= 2 else { return [.ignored("directive", token.range)] }
        let name = words[1]
        if name.contains("(") {
            // `NAME(` with no space between: a macro with parameters.
            let macroName = String(name.prefix { $0 != "(" })
            guard let head = token.text.range(of: macroName + "("),
                  let close = token.text[head.upperBound...].firstIndex(of: ")") else {
                declaredTypes[macroName] = "macro with parameters"
                return [.ignored("directive", token.range)]
            }
            return functionMacro(token, name: macroName, parameters: token.text[head.upperBound..<close],
                                 body: token.text[token.text.index(after: close)...])
        }
        let bodyText = token.text.dropFirst().drop { $0 == " " || $0 == "\t" }.dropFirst("define".count)
            .drop { $0 == " " || $0 == "\t" }.dropFirst(name.count)
        var lexer = ObjCLexer(String(bodyText), firstLine: token.range.start.line)
        var body = lexer.tokenize()
        body.removeLast()  // end
        guard !body.isEmpty else { return [.ignored("directive", token.range)] }
        macros[name] = body
        // A body that reads the object it is used in (`#define screenWidth self.frame.size.width`)
        // means something only where it is expanded, inside a method: no global is made of it.
        guard !Self.readsReceiver(body) else { return [.ignored("directive", token.range)] }
        // As a global too, when it is a value, so a later entry can read it.
        var sub = ObjCParser(tokens: body + [ObjCToken(kind: .end, text: "", range: token.range)])
        sub.macros = macros
        if let value = try? sub.expression(), sub.current.kind == .end {
            return [.variable(VariableDecl(isLet: true, pattern: .name(name, token.range), type: nil, initializer: value,
                                           getter: nil, didSet: nil, modifiers: [Self.macroModifier], range: token.range))]
        }
        return [.ignored("directive", token.range)]
    }

    /// Whether a macro's body names `self` or `super`: the preprocessor pastes it into a method,
    /// where they are that method's object, so it has no value of its own outside one.
    static func readsReceiver(_ body: [ObjCToken]) -> Bool {
        body.contains { $0.kind == .identifier && ($0.text == "self" || $0.text == "super") }
    }

    /// `#define SCALE(x) ((x) * kRatio)`: a macro with parameters whose body is one expression is
    /// a function of them, so `SCALE(20)` computes as the preprocessor's text would. Any other
    /// (statements, `##`, `#x`) is refused where it is used, with what to paste instead.
    mutating func functionMacro(_ token: ObjCToken, name: String, parameters: Substring, body: Substring) -> [Stmt] {
        let names = parameters.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var lexer = ObjCLexer(String(body), firstLine: token.range.start.line)
        var bodyTokens = lexer.tokenize()
        bodyTokens.removeLast()  // end
        // `#define CheckMain() NSAssert(…);`: one expression with its statement's `;`, used as
        // `CheckMain();` — the same expression.
        var expressionTokens = bodyTokens
        if expressionTokens.count > 1, expressionTokens.last?.kind == .semicolon { expressionTokens.removeLast() }
        // One that logs (its body NSLog's or printf's of its arguments) or is empty: what a
        // prefix header's `#ifdef DEBUG` pair defines, either branch changing nothing on screen.
        let logs = ["NSLog", "NSLogv", "printf", "fprintf", "os_log", "CFShow"]
        if bodyTokens.isEmpty || (names.last == "..." && bodyTokens.first.map { $0.kind == .identifier && logs.contains($0.text) } == true) {
            declaredTypes[name] = Self.logMacro
            return [.ignored("directive", token.range)]
        }
        var sub = ObjCParser(tokens: expressionTokens + [ObjCToken(kind: .end, text: "", range: token.range)])
        sub.macros = macros
        sub.declaredTypes = declaredTypes
        guard !bodyTokens.isEmpty, !body.contains("#"), names.allSatisfy({ !$0.isEmpty && $0 != "..." }),
              let value = try? sub.expression(), sub.current.kind == .end, sub.diagnostics.isEmpty else {
            // Kept for later entries too, with the types they read (`#define` on a line of its own).
            // `#define WS(weakSelf) __weak __typeof(&*self)weakSelf = self;`: a weak alias of
            // `self` under the name given, the same object (see ``weakSelfMacroUse()``).
            // `#define WeakSelf(type) __weak typeof(type) weak##type = type;`: the alias is named by
            // pasting the argument onto a prefix (`WeakSelf(self)` declares `weakself`).
            let words = bodyTokens.filter { $0.kind == .identifier }.map(\.text)
            if names.count == 1, words.contains(where: { $0.hasPrefix("__weak") || $0 == "weak" }) {
                let compact = body.filter { !$0.isWhitespace }
                if words.last == "self", words.contains(names[0]), compact.contains(names[0] + "=self") {
                    declaredTypes[name] = Self.weakSelfMacro
                    return [.ignored("directive", token.range)]
                }
                if let pasted = compact.range(of: "##" + names[0] + "=" + names[0]) {
                    let prefix = String(compact[..<pasted.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
                    declaredTypes[name] = Self.weakSelfMacro + ":" + prefix
                    return [.ignored("directive", token.range)]
                }
            }
            declaredTypes[name] = "macro with parameters"
            // Statements (`#define NoInset(v) if (@available(iOS 11.0, *)) { v.… = …; }`): spliced
            // in where a statement uses it, its parameters replaced by the arguments' tokens, as the
            // preprocessor does (``expandStatementMacro()``).
            if !bodyTokens.isEmpty, !body.contains("#"), names.allSatisfy({ !$0.isEmpty && $0 != "..." }),
               !bodyTokens.contains(where: { $0.kind == .identifier && $0.text == name }) {
                macros[Self.statementMacroKey(name, names)] = bodyTokens
            }
            return [.ignored("directive", token.range)]
        }
        declaredTypes[name] = nil
        let function = FunctionDecl(name: name, parameters: names.map { Parameter(label: nil, name: $0, type: nil, defaultValue: nil, isVariadic: false) },
                                    body: [.returnStatement(value, token.range)], modifiers: [Self.macroModifier], isFailable: false,
                                    range: token.range, nameRange: token.range)
        return [.function(function)]
    }

    /// The key ``macros`` holds a statement macro's body under: its name and parameters as
    /// written (`NoInset(view)`), which no object-like macro's name can be.
    static func statementMacroKey(_ name: String, _ parameters: [String]) -> String {
        name + "(" + parameters.joined(separator: ",") + ")"
    }

    /// A statement that uses a macro of statements (`NoInset(scrollView);`): its tokens are
    /// replaced by the macro's body, each parameter by the tokens of its argument. Nothing
    /// changes for anything else, or for a use whose arguments do not match the parameters.
    mutating func expandStatementMacro() {
        guard current.kind == .identifier, peek().kind == .leftParen, declaredTypes[current.text] == "macro with parameters",
              let key = macros.keys.first(where: { $0.hasPrefix(current.text + "(") }), let body = macros[key] else { return }
        let parameters = key.dropFirst(current.text.count + 1).dropLast().split(separator: ",").map(String.init)
        // The arguments: the tokens between the parentheses, split at the commas outside any bracket.
        var arguments: [[ObjCToken]] = [[]]
        var depth = 0
        var i = position + 2
        while i < tokens.count, tokens[i].kind != .end {
            let t = tokens[i]
            if [.leftParen, .leftBracket, .leftBrace].contains(t.kind) { depth += 1 }
            if [.rightParen, .rightBracket, .rightBrace].contains(t.kind) {
                if depth == 0 { break }
                depth -= 1
            }
            if t.kind == .comma, depth == 0 { arguments.append([]) } else { arguments[arguments.count - 1].append(t) }
            i += 1
        }
        guard i < tokens.count, tokens[i].kind == .rightParen else { return }
        if parameters.isEmpty, arguments == [[]] { arguments = [] }
        guard arguments.count == parameters.count else { return }
        let range = current.range
        var replacement: [ObjCToken] = []
        for token in body {
            if token.kind == .identifier, let k = parameters.firstIndex(of: token.text) {
                replacement += arguments[k]
            } else {
                var t = token
                t.range = range
                replacement.append(t)
            }
        }
        tokens.replaceSubrange(position...i, with: replacement)
    }

    /// The modifier of the function a `#define` with parameters is read as: its parameters take
    /// the types of the arguments it is used with, as the preprocessor's text does.
    static let macroModifier = "#define"

    /// What ``declaredTypes`` holds for a macro that declares a weak alias of `self`.
    static let weakSelfMacro = "weak self macro"
    /// A macro that logs or expands to nothing (`#define AppLog(...) NSLog(__VA_ARGS__)`, its
    /// release twin `#define AppLog(...)`): used, it does what `NSLog` does here, nothing on screen.
    static let logMacro = "log macro"

    /// `WS(ws);` of such a macro: `ws` is `self`, as the alias is the same object. Nil, reading
    /// nothing, for anything else.
    mutating func weakSelfMacroUse() -> Stmt? {
        guard current.kind == .identifier, let kind = declaredTypes[current.text], kind.hasPrefix(Self.weakSelfMacro),
              peek().kind == .leftParen, position + 3 < tokens.count, tokens[position + 2].kind == .identifier,
              tokens[position + 3].kind == .rightParen
        else { return nil }
        let start = current.range
        let argument = tokens[position + 2]
        // `WS(ws)` names the alias; `WeakSelf(self)` pastes the object onto the macro's prefix.
        let prefix = kind.hasPrefix(Self.weakSelfMacro + ":") ? String(kind.dropFirst(Self.weakSelfMacro.count + 1)) : nil
        let alias = prefix.map { $0 + argument.text } ?? argument.text
        advance(); advance(); advance(); advance()
        _ = accept(.semicolon)
        return .variable(VariableDecl(isLet: true, pattern: .name(alias, argument.range), type: nil, initializer: .selfExpr(start),
                                      getter: nil, didSet: nil, modifiers: [], range: SourceRange(start.start, previousEnd)))
    }

    /// `WeakObj(weakLeft, _left);`, the app's macro (not in the paste) that declares a weak
    /// alias of another object under the name given first: `weakLeft` is `_left`, the same
    /// object. Nil, reading nothing, for anything else: a macro the paste defines, or one whose
    /// name does not say weak.
    mutating func weakObjectMacroUse() -> Stmt? {
        guard current.kind == .identifier, declaredTypes[current.text] == nil, macros[current.text] == nil,
              current.text.lowercased().contains("weak"), peek().kind == .leftParen, position + 6 < tokens.count,
              tokens[position + 2].kind == .identifier, tokens[position + 3].kind == .comma,
              tokens[position + 4].kind == .identifier, tokens[position + 5].kind == .rightParen
        else { return nil }
        let start = current.range
        let alias = tokens[position + 2], object = tokens[position + 4]
        for _ in 0..<6 { advance() }
        _ = accept(.semicolon)
        let value: Expr = object.text == "self" ? .selfExpr(object.range)
            : instanceVariable(object.text, nameRange: object.range, range: object.range) ?? .identifier(object.text, object.range)
        methodLocals.insert(alias.text)
        return .variable(VariableDecl(isLet: true, pattern: .name(alias.text, alias.range), type: nil, initializer: value,
                                      getter: nil, didSet: nil, modifiers: [], range: SourceRange(start.start, previousEnd)))
    }

    /// What ``declaredTypes`` holds for a type name the paste's own enum declares.
    static let enumTypeMark = "enum type"

    /// `typedef NS_ENUM(NSInteger, Kind) { KindA = 0, KindB, KindC = 1 << 2 };`, `typedef enum
    /// { … } Kind;`, `enum { … };`, `enum Kind { … };`: each constant a global of its value — the one written, or one
    /// more than the one before, as C numbers them. Nil, with nothing read, for any other typedef.
    mutating func enumDeclaration() throws(ObjCParseFailure) -> [Stmt]? {
        let start = position
        var i = position
        while i < tokens.count, tokens[i].kind != .leftBrace, tokens[i].kind != .semicolon, tokens[i].kind != .end { i += 1 }
        let head = tokens[start..<i]
        guard i < tokens.count, tokens[i].kind == .leftBrace,
              head.contains(where: { ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "enum"].contains($0.text) })
        else { return nil }
        position = i + 1
        var constants: [Stmt] = []
        var previous: Expr?
        while current.kind != .rightBrace && current.kind != .end {
            let name = try identifier("an enum constant's name")
            var value: Expr
            if acceptOperator("=") != nil {
                value = try conditional()
            } else if let previous {
                if case .number(let n, _, let r) = previous {
                    value = .number(n + 1, text: Session.number(n + 1), r)
                } else {
                    value = .binary("+", previous, .number(1, text: "1", name.range), operatorRange: name.range, name.range)
                }
            } else {
                value = .number(0, text: "0", name.range)
            }
            constants.append(.variable(VariableDecl(isLet: true, pattern: .name(name.text, name.range), type: nil, initializer: value,
                                                    getter: nil, didSet: nil, modifiers: [], range: name.range)))
            declaredTypes[name.text] = "Int"
            previous = .identifier(name.text, name.range)
            if case .number = value { previous = value }
            if accept(.comma) == nil { break }
        }
        try expect(.rightBrace, "'}' after the enum's constants")
        // `} Kind;` names the type, as `NS_ENUM(NSInteger, Kind)` does: a value of it starts as 0
        // in an object's storage, as C's numbers do.
        if let open = head.firstIndex(where: { ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM"].contains($0.text) }),
           let comma = head[open...].firstIndex(where: { $0.kind == .comma }), comma + 1 < head.endIndex,
           head[comma + 1].kind == .identifier {
            declaredTypes[head[comma + 1].text] = Self.enumTypeMark
        }
        while current.kind != .semicolon && current.kind != .end {
            if current.kind == .identifier { declaredTypes[current.text] = Self.enumTypeMark }
            advance()
        }
        accept(.semicolon)
        return constants
    }

    init(tokens: [ObjCToken]) {
        self.tokens = tokens
        diagnostics = []
    }

    /// Skips a declaration to its `;` (a `typedef`, a block property).
    mutating func skipDeclaration() {
        var depth = 0
        while current.kind != .end {
            switch current.kind {
            case .leftBrace, .leftParen, .leftBracket, .atBrace, .atBracket, .atParen: depth += 1
            case .rightBrace, .rightParen, .rightBracket: depth -= 1
            case .semicolon where depth <= 0:
                advance()
                return
            default: break
            }
            advance()
        }
    }

    // MARK: - @interface

    /// `@interface Name : Super <Protocols> { ivars } @property …; - (void)method; @end`, or a
    /// class extension `@interface Name () … @end`; `@protocol … @end` is read and dropped.
    mutating func interface() throws(ObjCParseFailure) {
        let keyword = current
        advance()
        let name = try identifier("a class name")
        if keyword.text == "@protocol", current.kind == .semicolon || current.kind == .comma {
            while current.kind != .semicolon && current.kind != .end { advance() }
            accept(.semicolon)
            return
        }
        var superclass: String?
        if acceptOperator(":") != nil {
            superclass = try identifier("a superclass").text
        }
        var category: String?
        if accept(.leftParen) != nil {
            // A class extension or category: `()` or `(Name)`.
            category = accept(.identifier)?.text
            try expect(.rightParen, "')'")
        }
        if acceptOperator("<") != nil {
            while current.kind != .end && !current.isOperator(">") { advance() }
            try expectOperator(">", "'>' after the protocols")
        }
        var members: [Stmt] = []
        if current.kind == .leftBrace { members += try instanceVariables() }
        while !(current.kind == .atKeyword && current.text == "@end") {
            if current.kind == .end { throw failure("'\(keyword.text) \(name.text)' is never closed", at: keyword.range, hint: "end it with @end") }
            let start = position
            do throws(ObjCParseFailure) {
                members += try interfaceMember()
            } catch {
                record(error)
                synchronize(from: start)
            }
        }
        advance()  // @end
        // A category's interface (`@interface UIView (Layout)`) declares methods of a class that
        // exists already, never the class.
        guard keyword.text == "@interface", category == nil else { return }
        // A class extension of a class whose header an earlier entry held starts from the header's
        // members, as the compiler reads the header's `@interface` first.
        var interface = interfaces[name.text]
            ?? ClassInterface(superclass: earlierSuperclasses[name.text],
                              members: superclass == nil ? earlierHeaderMembers[name.text] ?? [] : [], range: keyword.range)
        if let superclass {
            interface.superclass = superclass
            earlierSuperclasses[name.text] = superclass
            earlierHeaderMembers[name.text] = members
        }
        interface.members = Self.redeclaring(interface.members, with: members)
        interfaces[name.text] = interface
    }

    /// `members` after `declared`, where a name declared again (a header's `readonly` property
    /// made `readwrite` in the class extension) is the later declaration, in the earlier's place.
    static func redeclaring(_ members: [Stmt], with declared: [Stmt]) -> [Stmt] {
        func name(_ member: Stmt) -> String? { if case .variable(let v) = member { v.name } else { nil } }
        var later: [String: Stmt] = [:]
        for member in declared { if let n = name(member) { later[n] = member } }
        let kept = members.map { member in name(member).flatMap { later[$0] } ?? member }
        let keptNames = Set(kept.compactMap(name))
        return kept + declared.filter { member in name(member).map { !keptNames.contains($0) } ?? true }
    }

    mutating func interfaceMember() throws(ObjCParseFailure) -> [Stmt] {
        switch current.kind {
        case .atKeyword where current.text == "@property":
            return try property()
        case .atKeyword where ["@optional", "@required", "@public", "@private", "@protected", "@package"].contains(current.text):
            advance()
            return []
        case .operator where current.text == "-" || current.text == "+":
            _ = try method(declarationOnly: true)
            return []
        case .directive:
            return directive().filter { if case .ignored = $0 { false } else { true } }
        case .semicolon:
            advance()
            return []
        case .identifier where isBareMacroLine():
            // `INIT_CODER_UNAVAILABLE` among the declarations: the app's macro that declares methods.
            _ = bareMacro()
            return []
        case .identifier where ["typedef", "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM"].contains(current.text)
            || (current.text == "enum" && (peek().kind == .leftBrace || peek(2).kind == .leftBrace)):
            // `typedef NS_ENUM(NSInteger, Kind) { … };` inside `@interface Foo () … @end`: C's
            // file scope, as above the class, which clang accepts.
            if let constants = try enumDeclaration() {
                interfaceGlobals += constants
            } else {
                skipDeclaration()
            }
            return []
        default:
            throw failure("expected '@property', a method or '@end' in the interface, found \(current.quoted)")
        }
    }

    /// `{ UIView *_box; CGFloat _pad; }`: instance variables, as stored properties.
    mutating func instanceVariables() throws(ObjCParseFailure) -> [Stmt] {
        try expect(.leftBrace, "'{'")
        var members: [Stmt] = []
        while current.kind != .rightBrace {
            if current.kind == .end { throw failure("the instance variables are never closed", hint: "end them with }") }
            if current.kind == .atKeyword { advance(); continue }
            // `#pragma mark …` (or any directive) between the instance variables changes nothing.
            if current.kind == .directive { _ = directive(); continue }
            let start = position
            do throws(ObjCParseFailure) {
                // `void (^onLayout)(void);`: a block held by the object, nil until set.
                if let block = try blockVariable() {
                    members.append(block)
                    continue
                }
                members += try typedDeclaration(isStored: true)
            } catch {
                record(error)
                synchronize(from: start)
            }
        }
        advance()
        return members
    }

    /// `@property (nonatomic, strong) IBOutlet UIView *box;`: a stored property that starts
    /// nil (an object), 0, false or `.zero`, as Objective-C's storage starts.
    mutating func property() throws(ObjCParseFailure) -> [Stmt] {
        advance()  // @property
        var getter: ObjCToken?
        if accept(.leftParen) != nil {
            while current.kind != .rightParen && current.kind != .end {
                // `getter=isOn`: the name the property is read by, besides its own.
                if current.text == "getter", peek().isOperator("="), peek(2).kind == .identifier { getter = peek(2) }
                advance()
            }
            try expect(.rightParen, "')' after the property's attributes")
        }
        // A block property, `void (^handler)(void)`, holds nothing layout reads.
        if tokens[position...].prefix { $0.kind != .semicolon && $0.kind != .end }.contains(where: { $0.isOperator("^") }) {
            skipDeclaration()
            return []
        }
        let declared = try typedDeclaration(isStored: true)
        guard let getter, declared.count == 1, case .variable(let stored) = declared[0], let name = stored.name,
              name != getter.text else { return declared }
        // `@property (getter=isDense) BOOL dense;`: `self.isDense` and `[self isDense]` read it,
        // unless the class writes that getter itself (see ``implementation()``).
        let r = getter.range
        let read = VariableDecl(isLet: false, pattern: .name(getter.text, r), type: stored.type, initializer: nil,
                                getter: [.returnStatement(.member(.selfExpr(r), name, nameRange: r, r), r)], didSet: nil,
                                modifiers: [Self.getterAlias], range: r)
        return declared + [.variable(read)]
    }

    /// The modifier of the computed property a `getter=` attribute names, reading the property.
    static let getterAlias = "@getterAlias"

    // MARK: - @implementation

    /// `@implementation Name { ivars } methods @end`: one Swift class, with what its
    /// `@interface` declared. A class whose interface is not in the paste is taken as the UIKit
    /// class its methods tell (`viewDidLoad`: a view controller; `initWithFrame:`: a view).
    mutating func implementation() throws(ObjCParseFailure) -> [Stmt] {
        let keyword = current
        advance()
        let name = try identifier("a class name")
        var interface = interfaces[name.text]
            ?? ClassInterface(superclass: earlierSuperclasses[name.text], members: earlierHeaderMembers[name.text] ?? [],
                              range: keyword.range)
        if acceptOperator(":") != nil { interface.superclass = try identifier("a superclass").text }
        var category: String?
        if accept(.leftParen) != nil {
            category = accept(.identifier)?.text
            try expect(.rightParen, "')'")
        }
        var members = interface.members
        if current.kind == .leftBrace { members += try instanceVariables() }
        // A property whose getter the class writes (`- (UIScrollView *)scrollView { if (_scrollView
        // == nil) … }`, the lazy getter of Objective-C) is computed by it, over a stored `_name`.
        let methodsAhead = Self.methodsAhead(in: tokens, from: position, toEnd: true)
        // The instance methods without arguments it defines, read ahead of their bodies: getters.
        let getters = Set(methodsAhead.filter { !$0.isClassMethod && $0.hasBody && !$0.selector.contains(":") }.map(\.selector))
        storageUnderGetters = []
        members = members.flatMap { member -> [Stmt] in
            guard case .variable(var stored) = member, let name = stored.name, getters.contains(name) else { return [member] }
            // The class writes the getter its `getter=` attribute names: that method reads it.
            if stored.modifiers.contains(Self.getterAlias) { return [] }
            storageUnderGetters.insert(name)
            stored.pattern = .name("_" + name, stored.range)
            return [.variable(stored)]
        }
        // A view property the class reads but never sets, with no getter in the paste
        // (`[self.view addSubview:self.scrollView]` above a `#pragma mark - getter` section the
        // excerpt cut): the page makes it in its lazy getter, so it is made at first use, as the
        // class it is declared with, and a note says so (``Evaluator``'s objects).
        let assigned = assignedAhead(), read = identifiersAhead()
        members = members.map { member -> Stmt in
            guard case .variable(var stored) = member, let name = stored.name, !name.hasPrefix("_"),
                  !getters.contains(name), !assigned.contains(name), read.contains(name),
                  !stored.modifiers.contains("@IBOutlet"), case .nilLiteral(let r)? = stored.initializer,
                  let type = stored.type?.text, type.hasSuffix("?") else { return member }
            let className = String(type.dropLast())
            guard Library.type(named: className) != nil, Library.isSubtype(className, of: "UIView") else { return member }
            stored.modifiers += ["lazy", ObjCNames.getterElsewhere]
            stored.initializer = .call(.identifier(className, r), [], trailing: nil, r)
            return .variable(stored)
        }
        currentProperties = Set(members.compactMap { if case .variable(let v) = $0 { v.name } else { nil } })
        // Properties the class's header declares, which the paste does not hold (`self.label = …`,
        // `_label`): declared here as the header would, starting nil.
        var ahead = Set(methodsAhead.flatMap { method in [ObjCNames.methodName(method.selector).signature, method.selector] })
        let declaresContentView = interface.members.contains { if case .variable(let v) = $0 { v.name == "contentView" } else { false } }
        if !declaresContentView, namesOwnContentView() { ahead.insert("contentView") }
        if !ahead.contains("contentView"), buildsOnSelfAhead() { ahead.insert(Self.buildsOnSelf) }
        if sendsControlActionsAhead() { ahead.insert(Self.sendsControlActions) }
        // (So does one that reads its own `self.titleLabel` and never sets it: UIButton's, read-only.)
        let declaresTitleLabel = interface.members.contains { if case .variable(let v) = $0 { v.name == "titleLabel" } else { false } }
        if sendsButtonMessagesAhead() || (!declaresTitleLabel && readsOwnAhead("titleLabel")) { ahead.insert(Self.sendsButtonMessages) }
        if scrollsSelfAhead() { ahead.insert(Self.scrollsSelf) }
        if addsToOwnViewAhead() { ahead.insert(Self.addsToOwnView) }
        for list in ["tableView", "collectionView"] where !interface.members.contains(where: {
            if case .variable(let v) = $0 { v.name == list } else { false }
        }) && readsOwnAhead(list) {
            ahead.insert("[self.\(list)]")
        }
        if usesTableCellMembersAhead() { ahead.insert(Self.tableCellMembers) }
        let superInitializerClass = superInitializerClassAhead()
        let superclassHint = interface.superclass ?? superInitializerClass ?? Self.impliedSuperclass(name.text, signatures: ahead)
        // A header's variable, starting nil; tested as C tests an object (`if (self.delegate)`).
        // A header's BOOL (`self.showBadge = NO;`, `- (void)setShowBadge:(BOOL)…`) starts NO and is
        // tested as a BOOL: NO is a value, not nil, so testing it as an object would take it as set.
        let flags = boolsAhead()
        func declareHeaderVariable(_ variable: String) {
            let isFlag = flags.contains(variable.hasPrefix("_") ? String(variable.dropFirst()) : variable)
            members.append(.variable(VariableDecl(isLet: false, pattern: .name(variable, name.range), type: nil,
                                                  initializer: isFlag ? .bool(false, name.range) : .nilLiteral(name.range),
                                                  getter: nil, didSet: nil, modifiers: [], range: name.range)))
            currentProperties.insert(variable)
            if declaredTypes[variable] == nil { declaredTypes[variable] = isFlag ? "Bool" : "object:id" }
        }
        // An instance variable the header declares in braces, bare (`UIView *statusView;`, `BOOL
        // visible;`), assigned by name in the methods (`statusView = [UIView new];`): the class's own.
        synthesizedStorage = synthesizedStorageAhead()
        defer { synthesizedStorage = [:] }
        for variable in bareInstanceVariablesAhead()
        where !currentProperties.contains(variable) && !currentProperties.contains("_" + variable) && synthesizedStorage[variable] == nil {
            declareHeaderVariable(variable)
        }
        // `@synthesize index = _index;` of a property only the header declares: the class has it,
        // starting zero (nil), as its storage starts. Not one the class writes a getter for, nor
        // one of its UIKit base's (`@synthesize textLabel = _textLabel;` of a cell).
        for property in synthesizedPropertiesAhead()
        where !currentProperties.contains(property) && !currentProperties.contains("_" + property) && !getters.contains(property)
            && Library.member(property, of: superclassHint) == nil {
            declareHeaderVariable(property)
        }
        // Read-only view properties of a controller named as view classes are the header's views
        // (below), not nil. A view's own are its API, set by whoever uses it: nil until then.
        let isController = Library.type(named: superclassHint) != nil && Library.isSubtype(superclassHint, of: "UIViewController")
        let headerReads = isController ? Set(headerViewReads(superclass: superclassHint)) : []
        func isHeaderView(_ property: String) -> Bool {
            headerReads.contains(property) && !assigned.contains(property) && !getters.contains(property)
                && Self.headerViewClass(property) != nil
        }
        // The app's own base the paste does not hold (`ABTableViewCell`) has the members of the
        // UIKit class it stands for: `self.contentView` is the cell's, not a nil of the header's.
        let membersFrom = Library.type(named: superclassHint) != nil ? superclassHint
            : Library.classStandingIn(overriding: [], superclass: superclassHint, subclass: name.text)?.className ?? superclassHint
        // The app's own base class the paste lacks (`ChatBubbleCell`) makes the views its subclass
        // only reads (`self.badgeView` in a views dictionary): they are that class's, skipped
        // with a note where read, not a header's nil.
        let baseElsewhere = interface.superclass.map { base in
            Library.type(named: base) == nil && interfaces[base] == nil && earlierSuperclasses[base] == nil
                && earlierHeaderMembers[base] == nil
        } ?? false
        for property in undeclaredProperties(superclass: membersFrom)
        where !currentProperties.contains(property) && !currentProperties.contains("_" + property) && !isHeaderView(property)
            && !(baseElsewhere && !assigned.contains(property) && !read.contains("_" + property)) {
            // A lazy getter over the header's `_badge`: the stored variable is `_badge`, and
            // `self.badge` runs the getter.
            declareHeaderVariable(getters.contains(property) ? "_" + property : property)
        }
        // A view property of the class's header, which the paste does not hold, only read here
        // (`self.scrollView.contentSize = …`, `[self.titleLabel autoPin…]`) and named as a view
        // class (`scrollView` a UIScrollView, `blueView` a UIView): a view the code added
        // (`[self.view addSubview:self.card]`) is made in a getter the excerpt left out, at first
        // use; one it never adds is the header's outlet, a view of a nib or storyboard not in the
        // paste. Either way it stands in, as its name says, with a note. Only a controller's:
        // a view's header properties are its API, set by the code that uses it.
        let added = addedAhead()
        let constrained = constrainedAhead()
        for property in headerViewReads(superclass: superclassHint) where isController
            && !currentProperties.contains(property) && !currentProperties.contains("_" + property)
            && !getters.contains(property) && !assigned.contains(property) {
            guard let className = Self.headerViewClass(property) ?? (constrained.contains(property) ? "UIView" : nil) else { continue }
            let range = name.range
            let variable: VariableDecl
            if added.contains(property) {
                variable = VariableDecl(isLet: false, pattern: .name(property, range), type: TypeRef(text: className + "?", range: range),
                                        initializer: .call(.identifier(className, range), [], trailing: nil, range), getter: nil,
                                        didSet: nil, modifiers: ["lazy", ObjCNames.getterElsewhere], range: range)
            } else {
                variable = VariableDecl(isLet: false, pattern: .name(property, range), type: TypeRef(text: className + "!", range: range),
                                        initializer: nil, getter: nil, didSet: nil, modifiers: ["@IBOutlet", ObjCNames.headerOutlet],
                                        range: range)
            }
            members.append(.variable(variable))
            currentProperties.insert(property)
            declaredTypes[property] = "object:" + className
        }
        // A getter of a property UIKit's class has, over an instance variable of its own
        // (`@synthesize textLabel = _textLabel;` and `- (UILabel *)textLabel`): the getter
        // computes the property over `_textLabel`.
        let written = identifiersAhead()
        for getter in getters.sorted()
        where written.contains("_" + getter) && !currentProperties.contains("_" + getter) && !currentProperties.contains(getter) {
            declareHeaderVariable("_" + getter)
        }
        currentSelectors = Set(methodsAhead.filter { !$0.isClassMethod }.map(\.selector))
        pastedSelectors.formUnion(currentSelectors)
        // Class methods too, marked `+` (`+labelWithText:fontSize:`): a message to the class that
        // names one is that method, not a factory UIKit's Swift names as an initialiser.
        pastedSelectors.formUnion(methodsAhead.filter(\.isClassMethod).map { "+" + $0.selector })
        currentClassName = category == nil ? name.text : nil
        implementationClass = name.text
        defer { currentProperties = []; currentSelectors = []; currentClassName = nil; implementationClass = nil }
        var methods: [Stmt] = []
        // C's variables written between the methods (`CGFloat const kInset = 16;`) are the file's,
        // not the class's: class methods read them as instance methods do.
        var globals: [Stmt] = []
        while !(current.kind == .atKeyword && current.text == "@end") {
            if current.kind == .end {
                throw failure("'@implementation \(name.text)' is never closed", at: keyword.range, hint: "end it with @end")
            }
            let start = position
            do throws(ObjCParseFailure) {
                switch current.kind {
                case .operator where current.text == "-" || current.text == "+":
                    if let m = try method(declarationOnly: false) { methods.append(m) }
                case .atKeyword where current.text == "@synthesize" || current.text == "@dynamic":
                    skipDeclaration()
                case .directive:
                    methods += directive().filter { if case .ignored = $0 { false } else { true } }
                case .semicolon:
                    advance()
                case .identifier where isBareMacroLine():
                    // `AUTOROTATION_FOR_PAD_ONLY` between the methods: the app's macro of methods.
                    globals += bareMacro()
                case .identifier where ["typedef", "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM"].contains(current.text)
                    || (current.text == "enum" && (peek().kind == .leftBrace || peek(2).kind == .leftBrace)):
                    // `typedef NS_ENUM(NSInteger, Sections) { … };` between the methods: C's file
                    // scope, as above the class.
                    let range = current.range
                    if let constants = try enumDeclaration() {
                        globals += constants
                    } else {
                        skipDeclaration()
                        globals.append(.ignored("declaration", range))
                    }
                default:
                    // A C function or a static variable inside the implementation.
                    for item in try statement() {
                        if case .variable = item { globals.append(item) } else { methods.append(item) }
                    }
                }
            } catch {
                record(error)
                synchronize(from: start)
                if current.kind == .rightBrace { advance() }
            }
        }
        let end = current.range
        advance()  // @end
        if category != nil {
            // `@implementation UIView (AutoLayout)`: methods every view (every instance of the
            // class) has, as Swift's `extension UIView`; a category adds no storage.
            // Foundation's classes are Swift's values here: a category of NSString extends the
            // strings the code holds (`[title widthWithFont:font]`), of NSArray its arrays.
            let foundation = ["NSString": "String", "NSMutableString": "String", "NSArray": "Array", "NSMutableArray": "Array",
                              "NSDictionary": "Dictionary", "NSMutableDictionary": "Dictionary"]
            return globals + [.type(TypeDecl(kind: .extension, name: foundation[name.text] ?? name.text, inherits: [], members: methods,
                                  range: SourceRange(keyword.range.start, end.end), nameRange: name.range))]
        }
        interfaces[name.text] = nil
        // (What the bodies read of `self` — its content view, its subviews — says more than the
        // methods' names alone, which have nothing of a view's: it stands.)
        let fromMethods = Self.impliedSuperclass(name.text, methods: methods)
        let superclass = interface.superclass ?? superInitializerClass
            ?? (superclassHint == "UITableViewHeaderFooterView" || superclassHint == "UIControl" || superclassHint == "UIScrollView"
                || superclassHint == "UITableViewCell" || superclassHint == "UIButton" || fromMethods == "NSObject"
                || superclassHint == "UITableViewController" || superclassHint == "UICollectionViewController"
                ? superclassHint : fromMethods)
        let range = SourceRange(keyword.range.start, end.end)
        return globals + [.type(TypeDecl(kind: .class, name: name.text, inherits: [TypeRef(text: superclass, range: name.range)],
                              members: members + methods, range: range, nameRange: name.range))]
    }

    /// The UIKit class an implementation without its interface stands on, as its methods and
    /// name tell.
    static func impliedSuperclass(_ name: String, methods: [Stmt]) -> String {
        impliedSuperclass(name, signatures: Set(methods.compactMap { statement -> String? in
            switch statement {
            case .function(let f): f.signature
            case .variable(let v): v.name
            default: nil
            }
        }))
    }

    /// The same, from the signatures of the methods (`viewDidLoad()`, `init(frame:)`) and the
    /// names of the properties the implementation defines.
    static func impliedSuperclass(_ name: String, signatures names: Set<String>) -> String {
        // (`initWithFrame:` beside an `updateViewConstraints` or `viewDidLayoutSubviews` of its
        // own, with no `viewDidLoad` or `loadView`, is a view's: no controller is made with a frame.)
        let viewMadeWithFrame = names.contains("init(frame:)")
            && names.isDisjoint(with: ["viewDidLoad()", "loadView()", "viewWillAppear(_:)"])
        if !viewMadeWithFrame, !names.isDisjoint(with: ["viewDidLoad()", "loadView()", "viewWillAppear(_:)", "viewDidLayoutSubviews()",
                                    "updateViewConstraints()"]) {
            if name.hasSuffix("TableViewController") { return "UITableViewController" }
            // `self.tableView` read that nothing declares: UITableViewController's own (its header
            // says `: UITableViewController`); `self.collectionView` UICollectionViewController's.
            if names.contains("[self.tableView]") { return "UITableViewController" }
            if names.contains("[self.collectionView]") { return "UICollectionViewController" }
            // `TXHomeTabbarController`: a tab bar controller, with UIKit's own tab bar.
            return name.lowercased().hasSuffix("tabbarcontroller") ? "UITabBarController" : "UIViewController"
        }
        // A cell made with a frame alone is a collection view's (a table's takes a style).
        // (One that sets what only a table's cell has on itself — `[self setSelectionStyle:…]`,
        // `self.accessoryType` — is a table's, whatever initialiser it overrides.)
        // (One named a table's cell, `SettingRowTableViewCell`, is one, whatever initialiser it overrides.)
        let collectionCell = name.hasSuffix("CollectionViewCell")
            || name.hasSuffix("Cell") && !name.hasSuffix("TableViewCell") && names.contains("init(frame:)")
                && !names.contains("init(style:reuseIdentifier:)") && !names.contains(tableCellMembers)
        if collectionCell { return "UICollectionViewCell" }
        if name.hasSuffix("Cell") || names.contains(tableCellMembers) { return "UITableViewCell" }
        // A cell class named for what it adds to its kind (`TableViewCellWithCheckBoxes`,
        // `MXKTableViewCellWithButtons`): that kind of cell.
        if name.contains("CollectionViewCell") { return "UICollectionViewCell" }
        if name.contains("TableViewCell") { return "UITableViewCell" }
        // A view that builds in its own `self.contentView`, named as a section's header or footer
        // (`CollapsibleTableViewHeader`, made with `[super initWithFrame:]`): UIView has no content
        // view; a table's header-footer view has.
        if names.contains("contentView"), name.contains("Header") || name.contains("Footer") { return "UITableViewHeaderFooterView" }
        // Its methods scroll `self` (`self.contentSize = …`, `[self setContentOffset:…]`): a scroll
        // view, whatever its name — its header (not in the paste) says `: UIScrollView`.
        if names.contains(scrollsSelf) { return "UIScrollView" }
        // An app's control named for the UIKit control it extends (`VerticallyStackedButton`,
        // `PaddingLabel`, `PlaceholderTextView`): that class, whose members its methods use
        // (`[self setTitleColor:…]`, `self.titleLabel`) — a name a container of one would not end in.
        let controls: [(String, String)] = [
            ("TextField", "UITextField"), ("TextView", "UITextView"), ("ImageView", "UIImageView"), ("Button", "UIButton"),
            ("Label", "UILabel"), ("Switch", "UISwitch"), ("Slider", "UISlider"), ("SegmentedControl", "UISegmentedControl"),
            ("PageControl", "UIPageControl"),
        ]
        if let control = controls.first(where: { name.hasSuffix($0.0) && name != $0.1 }) {
            // A switch, slider, page or segmented control of the app's that builds itself (adds
            // its own track and thumb to `self`) is a UIControl drawing its own, at the size the
            // app gives it: UIKit's own are drawn by UIKit, and not built on.
            if ["UISwitch", "UISlider", "UIPageControl", "UISegmentedControl"].contains(control.1), names.contains(Self.buildsOnSelf) {
                return "UIControl"
            }
            return control.1
        }
        // A view that sends itself a button's messages is a button; one that adds targets to
        // itself is a control (its header's `UIButton`, `UIControl`).
        if names.contains(sendsButtonMessages) { return "UIButton" }
        if names.contains(sendsControlActions) { return "UIControl" }
        // A view's methods say more than a name: `…ViewController` made with `initWithFrame:` is a view.
        if !names.isDisjoint(with: ["init(frame:)", "layoutSubviews()", "draw(_:)", "intrinsicContentSize"]) { return "UIView" }
        if name.hasSuffix("Controller") { return "UIViewController" }
        // A table's section header or footer is made with its reuse identifier alone.
        if names.contains("init(reuseIdentifier:)") { return "UITableViewHeaderFooterView" }
        if !names.isDisjoint(with: ["init(frame:)", "layoutSubviews()", "intrinsicContentSize", "updateConstraints()"])
            || name.hasSuffix("View") {
            return "UIView"
        }
        // Named as nothing of UIKit's, its methods build in their own `self.contentView` (a cell's)
        // or add subviews to `self` and set its frame (a view's): what it reads of itself says
        // what it is — taken as NSObject it would not be shown, with nothing to say why.
        if names.contains("contentView") { return "UITableViewCell" }
        if names.contains(buildsOnSelf) { return "UIView" }
        // `[self.view addSubview:banner]` (`AboutCon`, a controller named short): a view controller's.
        if names.contains(addsToOwnView) { return "UIViewController" }
        return "NSObject"
    }

    /// The properties an `@implementation` uses that neither the paste nor UIKit's superclass
    /// declares — `self.label = …` assigned, `_label` read, `self.done` tested alone in a condition,
    /// or `self.delegate` read where UIKit has the name on another class only — read ahead of its
    /// bodies: they are the header's.
    func undeclaredProperties(superclass: String) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        let superclassMembers = Library.memberNames(of: superclass)
        // A file's own static variable among the methods (`static NSMutableDictionary *_table;`)
        // is that variable, no header's property.
        var j = position
        while j + 1 < tokens.count, !(tokens[j].kind == .atKeyword && tokens[j].text == "@end") {
            if tokens[j].isWord("static") {
                var k = j + 1
                while k < tokens.count, tokens[k].kind == .identifier || tokens[k].isOperator("*") {
                    if tokens[k].kind == .identifier, tokens[k].text.hasPrefix("_"), tokens[k + 1].isOperator("=") || tokens[k + 1].kind == .semicolon {
                        seen.insert(String(tokens[k].text.dropFirst()))
                    }
                    k += 1
                }
            }
            j += 1
        }
        var i = position
        while i + 3 < tokens.count {
            let t = tokens[i]
            if t.kind == .atKeyword && t.text == "@end" { break }
            var name: String?
            // Read only, a name UIKit gives another class (`self.delegate` in a cell), or one tested
            // alone in a condition (`if (self.addedConstraints)`, `if (!self.didSetUp)`): the
            // header's too, nil or false until the code sets it.
            let tested = i > 0 && (tokens[i - 1].kind == .leftParen || tokens[i - 1].isOperator("!")
                                   || tokens[i - 1].isOperator("&&") || tokens[i - 1].isOperator("||"))
                && (tokens[i + 3].kind == .rightParen || tokens[i + 3].isOperator("&&") || tokens[i + 3].isOperator("||"))
            // Read anywhere, a name UIKit's class does not have but that resembles one of its own
            // (`self.marks` beside UIView's `mask`): the header's, since the paste compiled — not a
            // misspelling, which a name typed at the prompt would be.
            // Asked only of `self.name` (a search of the superclass's members for every token of
            // the implementation cost seconds on a file of a few hundred lines).
            func unlikeSuperclass() -> Bool {
                tokens[i + 3].kind != .leftParen && Suggestion.closest(to: tokens[i + 2].text, in: superclassMembers) != nil
            }
            // A word of the app's UIView+Frame extension on a view (`self.xmg_width`,
            // `self.frameHeight`, `self.x = 30`, `self.QY_y = 30`), read or set: the extension's,
            // the frame's part, not a header's property (a header declaring its own `x` is pasted
            // with it, and declares it there).
            func namesFrameCategory() -> Bool {
                Library.frameCategoryWord(tokens[i + 2].text) != nil
                    && Library.type(named: superclass) != nil && Library.isSubtype(superclass, of: "UIView")
            }
            // (A getter the paste defines — a category's `- (CGFloat)hight` on every view — is
            // that method, read with dot syntax, whatever UIKit name it resembles.)
            if t.isWord("self"), tokens[i + 1].isOperator("."), tokens[i + 2].kind == .identifier, !namesFrameCategory(),
               !(tokens[i + 3].isOperator("=") ? false : pastedSelectors.contains(tokens[i + 2].text)),
               tokens[i + 3].isOperator("=") || tested || unlikeSuperclass() || Library.owner(of: tokens[i + 2].text, notOn: superclass) != nil {
                name = tokens[i + 2].text
            } else if t.kind == .identifier, t.text.hasPrefix("_"), t.text.count > 1, tokens[i + 1].kind != .leftParen,
                      !(i > 0 && (tokens[i - 1].isOperator(".") || tokens[i - 1].isOperator("->"))) {
                name = String(t.text.dropFirst())
            }
            // `_imageView` is the class's own storage even where UIKit's superclass has an `imageView`:
            // UIKit's instance variables are private, so the header redeclares the property.
            let ownStorage = t.text.hasPrefix("_")
            if let name, ownStorage || (Library.member(name, of: superclass) == nil && Library.member(ObjCNames.swiftPropertyName(name), of: superclass) == nil),
               seen.insert(name).inserted {
                names.append(name)
            }
            i += 1
        }
        return names
    }

    /// The names read as `self.name` ahead (to the `@end`) that the superclass has no member of
    /// and that are not sent as methods: properties of a header the paste does not hold.
    func headerViewReads(superclass: String) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        var i = position
        while i + 3 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            if tokens[i].isWord("self"), tokens[i + 1].isOperator("."), tokens[i + 2].kind == .identifier,
               !tokens[i + 3].isOperator("="), tokens[i + 3].kind != .leftParen {
                let name = tokens[i + 2].text
                if name.first?.isLowercase == true, Library.member(name, of: superclass) == nil,
                   Library.member(ObjCNames.swiftPropertyName(name), of: superclass) == nil, seen.insert(name).inserted {
                    names.append(name)
                }
            }
            i += 1
        }
        return names
    }

    /// The UIKit view class a property's name says (`scrollView` a UIScrollView, `blueView` a
    /// UIView); nil for a name that says no view.
    static func headerViewClass(_ property: String) -> String? {
        Library.uikitClass(namedBy: property.prefix(1).uppercased() + property.dropFirst())
            ?? (property.hasSuffix("View") ? "UIView" : nil)
            ?? abbreviatedViewClass(property)
    }

    /// The class the abbreviation a name begins with says (`btnClose` a UIButton, `lblTitle` a
    /// UILabel, `imgAvatar` a UIImageView, `txtName` a UITextField), as Objective-C apps name
    /// their outlets; nil for any other.
    static func abbreviatedViewClass(_ property: String) -> String? {
        let prefixes: [(String, String)] = [("btn", "UIButton"), ("lbl", "UILabel"), ("lab", "UILabel"), ("img", "UIImageView"),
                                            ("iv", "UIImageView"), ("txt", "UITextField"), ("tf", "UITextField"), ("tbl", "UITableView"),
                                            ("sw", "UISwitch"), ("seg", "UISegmentedControl")]
        for (prefix, className) in prefixes where property.hasPrefix(prefix) {
            let rest = property.dropFirst(prefix.count)
            if rest.first?.isUppercase == true || rest.first == "_" { return className }
        }
        return nil
    }

    /// The properties the implementation ahead lays out by name (`[self.avatar
    /// mas_makeConstraints:…]`, `[self.badge autoPinEdgesToSuperviewEdges]`): views, whatever
    /// their names say.
    func constrainedAhead() -> Set<String> {
        var names: Set<String> = []
        var i = position
        while i + 4 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            defer { i += 1 }
            guard tokens[i].kind == .leftBracket, tokens[i + 1].isWord("self"), tokens[i + 2].isOperator("."),
                  tokens[i + 3].kind == .identifier, tokens[i + 4].kind == .identifier else { continue }
            let message = tokens[i + 4].text
            if message.hasPrefix("mas_") || message.hasPrefix("auto") { names.insert(tokens[i + 3].text) }
        }
        return names.union(arrangedByLayoutLibraryAhead())
    }

    /// The properties an array literal ahead lists (`@[self.red, self.orange]`) where a layout
    /// library lays that array out: sent an `auto…` or `mas_…` message itself, or kept in a name
    /// that is (`NSArray *views = @[…]; [views autoDistributeViewsAlongAxis:…]`).
    func arrangedByLayoutLibraryAhead() -> Set<String> {
        func laysOut(_ j: Int) -> Bool {
            j < tokens.count && tokens[j].kind == .identifier && (tokens[j].text.hasPrefix("auto") || tokens[j].text.hasPrefix("mas_"))
        }
        var laidOutArrays: Set<String> = []
        var i = position
        while i + 2 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            if tokens[i].kind == .leftBracket, tokens[i + 1].kind == .identifier, laysOut(i + 2) { laidOutArrays.insert(tokens[i + 1].text) }
            i += 1
        }
        var names: Set<String> = []
        i = position
        while i < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            defer { i += 1 }
            guard tokens[i].kind == .atBracket else { continue }
            // The literal's end, and the self.names at its own level.
            var depth = 1, j = i + 1
            var listed: [String] = []
            while j < tokens.count, depth > 0 {
                switch tokens[j].kind {
                case .leftBracket, .atBracket: depth += 1
                case .rightBracket: depth -= 1
                default:
                    if depth == 1, tokens[j].isWord("self"), j + 2 < tokens.count, tokens[j + 1].isOperator("."),
                       tokens[j + 2].kind == .identifier { listed.append(tokens[j + 2].text) }
                }
                j += 1
            }
            // `[@[…] autoSetViewsDimension:…]`, or `views = @[…]` with `views` laid out.
            let direct = i > 0 && tokens[i - 1].kind == .leftBracket && laysOut(j)
            let kept = i > 1 && tokens[i - 1].isOperator("=") && tokens[i - 2].kind == .identifier
                && laidOutArrays.contains(tokens[i - 2].text)
            if direct || kept { names.formUnion(listed) }
        }
        return names
    }

    /// The properties the implementation ahead adds to a view: `addSubview:self.name`,
    /// `addSubview:_name` (and `addArrangedSubview:`, `insertSubview:`).
    func addedAhead() -> Set<String> {
        var names: Set<String> = []
        var i = position
        while i + 4 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            if ["addSubview", "addArrangedSubview", "insertSubview"].contains(tokens[i].text), tokens[i + 1].isOperator(":") {
                if tokens[i + 2].isWord("self"), tokens[i + 3].isOperator("."), tokens[i + 4].kind == .identifier {
                    names.insert(tokens[i + 4].text)
                } else if tokens[i + 2].kind == .identifier, tokens[i + 2].text.hasPrefix("_") {
                    names.insert(String(tokens[i + 2].text.dropFirst()))
                }
            }
            i += 1
        }
        return names
    }

    /// The mark ``buildsOnSelfAhead()`` leaves among the names an implementation's methods use.
    static let buildsOnSelf = "[self addSubview:]"

    /// Where the `@implementation` ahead reads its own property `name` (`self.tableView.…`), as
    /// the positions of its `self`; nil when it sets the property or its instance variable, which
    /// makes it the class's own.
    func readsOfOwnAhead(_ name: String) -> [Int]? {
        var i = position
        var reads: [Int] = []
        while i + 3 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            if tokens[i].isWord("_" + name) { return nil }
            if tokens[i].isWord("self"), tokens[i + 1].isOperator("."), tokens[i + 2].isWord(name) {
                if tokens[i + 3].isOperator("=") { return nil }
                reads.append(i)
            }
            i += 1
        }
        return reads
    }

    /// Whether the `@implementation` ahead reads its own property `name` and never sets it.
    func readsOwnAhead(_ name: String) -> Bool { !(readsOfOwnAhead(name) ?? []).isEmpty }

    /// The mark ``addsToOwnViewAhead()`` leaves among the names an implementation's methods use.
    static let addsToOwnView = "[self.view addSubview:]"

    /// Whether the `@implementation` ahead adds subviews to its own `view` (`[self.view
    /// addSubview:v]`), and never sets that property itself: a view controller's doing.
    func addsToOwnViewAhead() -> Bool {
        (readsOfOwnAhead("view") ?? []).contains { i in
            i > 0 && tokens[i - 1].kind == .leftBracket && ["addSubview", "insertSubview"].contains(tokens[i + 3].text)
        }
    }

    /// Whether the `@implementation` ahead adds subviews to `self` (`[self addSubview:v]`,
    /// `[self insertSubview:…]`) or sets its own frame or bounds (`self.frame = …`): a view's doing.
    func buildsOnSelfAhead() -> Bool {
        var i = position
        while i + 3 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            if tokens[i].kind == .leftBracket, tokens[i + 1].isWord("self"),
               ["addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack"].contains(tokens[i + 2].text) {
                return true
            }
            if tokens[i].isWord("self"), tokens[i + 1].isOperator("."), ["frame", "bounds"].contains(tokens[i + 2].text),
               tokens[i + 3].isOperator("=") {
                return true
            }
            i += 1
        }
        return false
    }

    /// The mark ``usesTableCellMembersAhead()`` leaves among the names an implementation's methods use.
    static let tableCellMembers = "[self setSelectionStyle:]"

    /// Whether the `@implementation` ahead sets or reads what only a table's cell has on `self`
    /// (`[self setSelectionStyle:…]`, `self.accessoryType = …`).
    func usesTableCellMembersAhead() -> Bool {
        // (Not `textLabel` or `accessoryView`: a view of the app's often declares its own.)
        let properties: Set<String> = ["selectionStyle", "accessoryType", "editingAccessoryType", "separatorInset"]
        let setters: Set<String> = ["setSelectionStyle", "setAccessoryType", "setEditingAccessoryType", "setSeparatorInset"]
        var i = position
        while i + 2 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            if tokens[i].kind == .leftBracket, tokens[i + 1].isWord("self"), setters.contains(tokens[i + 2].text) { return true }
            if tokens[i].isWord("self"), tokens[i + 1].isOperator("."), properties.contains(tokens[i + 2].text) { return true }
            i += 1
        }
        return false
    }

    /// The mark ``scrollsSelfAhead()`` leaves among the names an implementation's methods use.
    static let scrollsSelf = "[self setContentOffset:]"

    /// Whether the `@implementation` ahead sets what only a scroll view has on `self`
    /// (`self.contentSize = …`, `self.pagingEnabled = YES`, `[self setContentOffset:…]`).
    func scrollsSelfAhead() -> Bool {
        let properties: Set<String> = ["contentSize", "contentOffset", "contentInset", "pagingEnabled", "zoomScale",
                                       "minimumZoomScale", "maximumZoomScale"]
        let setters: Set<String> = ["setContentSize", "setContentOffset", "setContentInset", "setPagingEnabled", "setZoomScale"]
        var i = position
        while i + 3 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            if tokens[i].kind == .leftBracket, tokens[i + 1].isWord("self"), setters.contains(tokens[i + 2].text) { return true }
            if tokens[i].isWord("self"), tokens[i + 1].isOperator("."), properties.contains(tokens[i + 2].text),
               tokens[i + 3].isOperator("=") {
                return true
            }
            i += 1
        }
        return false
    }

    /// The modifier that keeps the UIKit view class a local variable is declared of, before the
    /// class's name: `objc-declared:UIButton`.
    static let declaredClassModifier = "objc-declared:"

    /// The UIKit class whose own initialiser the `@implementation` ahead calls on `super`, when
    /// only that class has it: `[super initWithFrame:frame collectionViewLayout:layout]` is
    /// UICollectionView's, `[super initWithFrame:frame style:style]` UITableView's,
    /// `[super initWithStyle:… reuseIdentifier:…]` UITableViewCell's, `[super initWithStyle:]`
    /// UITableViewController's. Nil for any other.
    func superInitializerClassAhead() -> String? {
        var i = position
        while i + 4 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            defer { i += 1 }
            // (`[self initWithCollectionViewLayout:layout]` from the class's own `init` is the same initialiser.)
            guard tokens[i].kind == .leftBracket, tokens[i + 1].isWord("super") || tokens[i + 1].isWord("self"),
                  tokens[i + 2].text.hasPrefix("init") else { continue }
            // The selector's parts: each word followed by `:` at the top level of the brackets.
            var parts: [String] = [], depth = 0, j = i + 2
            while j + 1 < tokens.count {
                let token = tokens[j]
                if [.leftBracket, .leftParen, .atBracket, .atParen, .atBrace].contains(token.kind) { depth += 1 }
                if token.kind == .rightBracket || token.kind == .rightParen || token.kind == .rightBrace {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, token.kind == .identifier, tokens[j + 1].isOperator(":") { parts.append(token.text) }
                j += 1
            }
            switch parts {
            case ["initWithFrame", "collectionViewLayout"]: return "UICollectionView"
            case ["initWithFrame", "style"]: return "UITableView"
            case ["initWithStyle", "reuseIdentifier"]: return "UITableViewCell"
            case ["initWithCollectionViewLayout"]: return "UICollectionViewController"
            case ["initWithStyle"]: return "UITableViewController"
            default: continue
            }
        }
        return nil
    }

    /// Whether the `@implementation` ahead reads its own `self.contentView`.
    func namesOwnContentView() -> Bool {
        var i = position, found = false
        while i + 2 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            // Its own property, set (`self.contentView = …`, `_contentView`): a plain view's.
            if tokens[i].isWord("_contentView") { return false }
            if tokens[i].isWord("self"), tokens[i + 1].isOperator("."), tokens[i + 2].isWord("contentView") {
                if i + 3 < tokens.count, tokens[i + 3].isOperator("=") { return false }
                found = true
            }
            i += 1
        }
        return found
    }

    /// The bare names an `@implementation` ahead assigns as whole statements (`statusView = …;`,
    /// `visible = YES;`) that nothing in the paste declares — not a local or a global (`UIView
    /// *name`, `CGFloat name`), not a parameter (`(BOOL)name`), not a macro: Objective-C compiled
    /// them, so they are instance variables the class's header declares.
    /// The properties the `@synthesize` lines of the implementation ahead name, in order.
    func synthesizedPropertiesAhead() -> [String] {
        var properties: [String] = []
        var i = position
        while i < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            defer { i += 1 }
            guard tokens[i].kind == .atKeyword, tokens[i].text == "@synthesize" else { continue }
            var j = i + 1
            while j < tokens.count, tokens[j].kind == .identifier {
                if !properties.contains(tokens[j].text) { properties.append(tokens[j].text) }
                j += 1
                if j + 1 < tokens.count, tokens[j].isOperator("="), tokens[j + 1].kind == .identifier { j += 2 }
                guard j < tokens.count, tokens[j].kind == .comma else { break }
                j += 1
            }
        }
        return properties
    }

    /// The storage each `@synthesize name = storage;` of the implementation ahead names, by the
    /// storage: `@synthesize subView = subView_, title = _title;` gives `subView_` to `subView`.
    /// A storage named `_name` (the compiler's own default) needs no entry.
    func synthesizedStorageAhead() -> [String: String] {
        var storage: [String: String] = [:]
        var i = position
        while i < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            defer { i += 1 }
            guard tokens[i].kind == .atKeyword, tokens[i].text == "@synthesize" else { continue }
            var j = i + 1
            while j + 2 < tokens.count, tokens[j].kind == .identifier {
                if tokens[j + 1].isOperator("="), tokens[j + 2].kind == .identifier {
                    let (property, variable) = (tokens[j].text, tokens[j + 2].text)
                    if variable != "_" + property, variable != property { storage[variable] = property }
                    j += 3
                } else {
                    j += 1
                }
                guard tokens[j].kind == .comma else { break }
                j += 1
            }
        }
        return storage
    }

    func bareInstanceVariablesAhead() -> [String] {
        var assigned: [String] = []
        // What the file declares before the implementation, and what the method being read
        // declares (its parameters, its locals): a name assigned in a method that declares it is
        // that method's own; one a neighbour takes as a parameter (`(UITableView *)tableView`)
        // is still the instance variable here.
        var fileDeclared: Set<String> = ["self", "super"]
        var methodDeclared: Set<String> = []
        var end = position
        while end < tokens.count, !(tokens[end].kind == .atKeyword && tokens[end].text == "@end") { end += 1 }
        for i in 1..<max(1, min(end, tokens.count - 1)) {
            let token = tokens[i], before = tokens[i - 1]
            if i >= position, token.isOperator("-") || token.isOperator("+"), tokens[i + 1].kind == .leftParen,
               before.kind == .rightBrace || before.kind == .semicolon || before.kind == .directive || i == position {
                methodDeclared = []
            }
            // A selector's piece (`- (NSInteger)tableView:(UITableView *)t`, `[v foo:x]`) declares nothing.
            guard token.kind == .identifier, !tokens[i + 1].isOperator(":") else { continue }
            if before.isOperator("*") || before.kind == .rightParen || before.isOperator("^")
                || (before.kind == .identifier && !["return", "else", "case", "goto"].contains(before.text)) {
                if i < position { fileDeclared.insert(token.text) } else { methodDeclared.insert(token.text) }
            }
            if i >= position, tokens[i + 1].isOperator("="),
               [.semicolon, .leftBrace, .rightBrace].contains(before.kind),
               !token.text.hasPrefix("_"), token.text.first?.isLowercase == true, !assigned.contains(token.text),
               !methodDeclared.contains(token.text) {
                assigned.append(token.text)
            }
        }
        return assigned.filter { !fileDeclared.contains($0) && declaredTypes[$0] == nil && macros[$0] == nil }
    }

    /// The properties an `@implementation` ahead treats as BOOLs: assigned `YES` or `NO`
    /// (`self.done = NO;`, `_done = YES;`, `[self setDone:NO]`), or set by a setter it defines
    /// with a `BOOL` parameter (`- (void)setDone:(BOOL)done`).
    func boolsAhead() -> Set<String> {
        var names: Set<String> = []
        let flags: Set<String> = ["YES", "NO", "true", "false", "TRUE", "FALSE"]
        func property(ofSetter text: String) -> String? {
            guard text.hasPrefix("set"), text.count > 3 else { return nil }
            let rest = text.dropFirst(3)
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }
        var i = position
        while i + 2 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            let token = tokens[i], next = tokens[i + 1], after = tokens[i + 2]
            if token.kind == .identifier, after.kind == .identifier, flags.contains(after.text) {
                if next.isOperator("="), token.text.hasPrefix("_") { names.insert(String(token.text.dropFirst())) }
                if next.isOperator("="), i > 0, [.semicolon, .leftBrace, .rightBrace].contains(tokens[i - 1].kind) { names.insert(token.text) }
                if next.isOperator("="), i > 0, tokens[i - 1].isOperator(".") { names.insert(token.text) }
                if next.isOperator(":"), let name = property(ofSetter: token.text) { names.insert(name) }
            }
            // `- (void)setDone:(BOOL)done`
            if token.kind == .identifier, next.isOperator(":"), after.kind == .leftParen, i + 3 < tokens.count,
               tokens[i + 3].isWord("BOOL") || tokens[i + 3].isWord("bool"), let name = property(ofSetter: token.text),
               i >= 4, tokens[i - 1].kind == .rightParen {
                names.insert(name)
            }
            i += 1
        }
        return names
    }

    /// Every identifier an `@implementation` writes, read ahead of its bodies (to its `@end`).
    /// The properties the implementation ahead sets: `self.name = …` (or any `x.name = …`),
    /// `_name = …`, `name = …` (an instance variable), `[self setName:…]`.
    func assignedAhead() -> Set<String> {
        var names: Set<String> = []
        var i = position
        while i + 1 < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            let token = tokens[i], next = tokens[i + 1]
            if token.kind == .identifier {
                if next.isOperator("="), i > 0, tokens[i - 1].isOperator(".") { names.insert(token.text) }
                // An instance variable set by its bare name (`scrollView = [[UIScrollView alloc] …]`).
                if next.isOperator("="), i > 0, !tokens[i - 1].isOperator("."), !tokens[i - 1].isOperator("->") {
                    names.insert(token.text)
                }
                if next.isOperator("="), token.text.hasPrefix("_") { names.insert(String(token.text.dropFirst())) }
                if next.isOperator("="), i > 0, [.semicolon, .leftBrace, .rightBrace].contains(tokens[i - 1].kind) { names.insert(token.text) }
                if next.isOperator(":"), token.text.hasPrefix("set"), token.text.count > 3 {
                    let rest = token.text.dropFirst(3)
                    names.insert(rest.prefix(1).lowercased() + rest.dropFirst())
                }
            }
            i += 1
        }
        return names
    }

    func identifiersAhead() -> Set<String> {
        var names: Set<String> = []
        var i = position
        while i < tokens.count, !(tokens[i].kind == .atKeyword && tokens[i].text == "@end") {
            if tokens[i].kind == .identifier { names.insert(tokens[i].text) }
            i += 1
        }
        return names
    }

    /// The selectors of the methods a paste defines whose names are of the `init` family but
    /// which are no initializers: a class method, or one that returns no object (`- (void)initUI`).
    /// Read ahead of the bodies, since a method is often called above its definition.
    static func plainInitSelectors(in tokens: [ObjCToken]) -> Set<String> {
        Set(methodsAhead(in: tokens, from: 0, toEnd: false).filter { method in
            ObjCNames.isInitFamily(method.selector) && (method.isClassMethod || !method.returnsObject)
        }.map(\.selector))
    }

    /// A method an implementation defines, read ahead of its body.
    struct MethodAhead {
        var selector: String
        var returnsObject: Bool
        var isClassMethod: Bool
        /// Defined here (a body follows), not only declared.
        var hasBody: Bool
    }

    /// The methods defined from `start` on (to the next `@end` when `toEnd`): their selectors,
    /// whether they return an object, whether they are class methods.
    static func methodsAhead(in tokens: [ObjCToken], from start: Int, toEnd: Bool) -> [MethodAhead] {
        var methods: [MethodAhead] = []
        var depth = 0
        var i = start
        while i + 1 < tokens.count {
            let t = tokens[i]
            if toEnd, depth == 0, t.kind == .atKeyword, t.text == "@end" { break }
            if t.kind == .leftBrace || t.kind == .atBrace { depth += 1 }  // `@{` closes with `}` too
            if t.kind == .rightBrace { depth = max(0, depth - 1) }
            guard depth == 0, t.isOperator("-") || t.isOperator("+"), tokens[i + 1].kind == .leftParen else { i += 1; continue }
            var j = i + 2
            var parens = 1
            var returnsObject = false
            while j < tokens.count, parens > 0 {
                if tokens[j].kind == .leftParen { parens += 1 }
                if tokens[j].kind == .rightParen { parens -= 1 }
                if tokens[j].isOperator("*") || tokens[j].isWord("id") || tokens[j].isWord("instancetype") { returnsObject = true }
                j += 1
            }
            guard j < tokens.count, tokens[j].kind == .identifier else { i = j; continue }
            var selector = tokens[j].text
            j += 1
            if j < tokens.count, tokens[j].isOperator(":") {
                selector += ":"
                j += 1
                // Each piece is `(Type)parameter`, then the next name and ':' (or ':' alone).
                while j < tokens.count {
                    if tokens[j].kind == .leftParen {
                        var nested = 0
                        repeat {
                            if tokens[j].kind == .leftParen { nested += 1 }
                            if tokens[j].kind == .rightParen { nested -= 1 }
                            j += 1
                        } while nested > 0 && j < tokens.count
                    }
                    if j < tokens.count, tokens[j].kind == .identifier { j += 1 }  // the parameter
                    if j + 1 < tokens.count, tokens[j].kind == .identifier, tokens[j + 1].isOperator(":") {
                        selector += tokens[j].text + ":"
                        j += 2
                    } else if j < tokens.count, tokens[j].isOperator(":") {
                        selector += ":"
                        j += 1
                    } else {
                        break
                    }
                }
            }
            methods.append(MethodAhead(selector: selector, returnsObject: returnsObject, isClassMethod: t.isOperator("+"),
                                       hasBody: j < tokens.count && tokens[j].kind == .leftBrace))
            i = j
        }
        return methods
    }

    // MARK: - Methods

    /// `- (void)setUp:(UIView *)view inset:(CGFloat)inset { … }` as a Swift function named as
    /// Swift 2 imported it, `setUp(_:inset:)`; `initWith…` as `init(…:)`; a property UIKit reads
    /// (`- (CGSize)intrinsicContentSize`) as a computed property. Nil for a declaration alone.
    mutating func method(declarationOnly: Bool) throws(ObjCParseFailure) -> Stmt? {
        let sign = current
        advance()
        try expect(.leftParen, "'(' and the method's return type")
        var depth = 1
        while depth > 0 && current.kind != .end {
            if current.kind == .leftParen { depth += 1 }
            if current.kind == .rightParen { depth -= 1 }
            advance()
        }
        let first = try identifier("the method's name")
        var pieces: [(piece: String, name: String, type: TypeRef?, shared: Bool)] = []
        if acceptOperator(":") != nil {
            let parameter = try methodParameter()
            pieces.append((first.text, parameter.name, parameter.type, parameter.shared))
            while current.kind == .identifier || current.isOperator(":") {
                let piece = current.kind == .identifier ? current.text : ""
                if current.kind == .identifier {
                    guard peek().isOperator(":") else { break }
                    advance()
                }
                try expectOperator(":", "':'")
                let parameter = try methodParameter()
                pieces.append((piece, parameter.name, parameter.type, parameter.shared))
            }
            if current.kind == .comma, peek().isOperator("...") { advance(); advance() }
        }
        // Attributes after the selector: `NS_DESIGNATED_INITIALIZER`, `__attribute__((…))`, and the
        // library's own macros for them (`DZNEmptyDataSetDeprecated(-offset:)`, `DEPRECATED_ATTRIBUTE`):
        // no other word can stand there.
        while current.kind == .identifier, !peek().isOperator(":") {
            advance()
            if current.kind == .leftParen { skipParenthesised() }
        }
        if current.kind == .semicolon {
            advance()
            // `- (UIView *)emptyView;` followed by `{ … }` in an @implementation is still a definition: clang
            // allows a semicolon between the selector and the body (headers copied into .m files keep it).
            if declarationOnly || current.kind != .leftBrace {
                // A declaration among definitions (`- (void)setUp;` in a pasted block) says nothing.
                return nil
            }
        }
        if declarationOnly { throw failure("expected ';' after the method's declaration, found \(current.quoted)") }
        let selector = pieces.isEmpty ? first.text : pieces.map { $0.piece + ":" }.joined()
        let isInit = ObjCNames.isInitFamily(selector) && !plainInitSelectors.contains(selector)
        let saved = inInitializer
        inInitializer = isInit
        let savedLocals = methodLocals
        methodLocals = Set(pieces.map(\.name))
        let savedOwner = classMethodOwner, savedStorage = getterStorage
        classMethodOwner = sign.text == "+" ? implementationClass : nil
        getterStorage = pieces.isEmpty && sign.text == "-" && currentProperties.contains("_" + first.text) ? "_" + first.text : nil
        defer { inInitializer = saved; methodLocals = savedLocals; classMethodOwner = savedOwner; getterStorage = savedStorage }
        let body = try block()
        let range = SourceRange(sign.range.start, previousEnd)
        var modifiers: [String] = sign.text == "+" ? ["static"] : []
        let swiftName = ObjCNames.methodName(selector, initializer: isInit)
        // (A table cell's and a header view's initialisers too: UIKit's, which the method overrides.)
        if Library.controllerLifeCycle.contains(swiftName.name) || Library.viewLifeCycle.contains(swiftName.signature)
            || Library.viewLifeCycle.contains(swiftName.name)
            || ["init(style:reuseIdentifier:)", "init(reuseIdentifier:)"].contains(swiftName.signature) {
            modifiers.append("override")
        }
        if pieces.isEmpty, ObjCNames.overriddenProperties.contains(first.text) || currentProperties.contains("_" + first.text) {
            return .variable(VariableDecl(isLet: false, pattern: .name(first.text, first.range), type: nil, initializer: nil,
                                          getter: body, didSet: nil, modifiers: modifiers, range: range))
        }
        let parameters = zip(swiftName.labels, pieces).map { label, piece in
            Parameter(label: label, name: piece.name, type: piece.type, defaultValue: nil, isVariadic: false,
                      sharesCallersObject: piece.shared)
        }
        return .function(FunctionDecl(name: swiftName.name, parameters: parameters, body: body, modifiers: modifiers,
                                      isFailable: false, range: range, nameRange: first.range))
    }

    /// `(UIView *)view`: the parameter's name, and its class when it is one object's
    /// (`UIButton *`, `nonnull UIView *`): what a caller the paste lacks hands in can be made as
    /// that class. Any other type is read past. `shared`: a mutable Foundation collection
    /// (`NSMutableArray<NSLayoutConstraint *> *`), one object the caller and the method share.
    mutating func methodParameter() throws(ObjCParseFailure) -> (name: String, type: TypeRef?, shared: Bool) {
        var type: TypeRef? = nil
        var shared = false
        if current.kind == .leftParen {
            var i = position + 1
            while tokens[i].kind == .identifier, ["nonnull", "_Nonnull", "__kindof", "const"].contains(tokens[i].text) { i += 1 }
            shared = tokens[i].kind == .identifier && ObjCNames.mutableCollections.contains(tokens[i].text)
            // Only a view's class: a model's (`MeterStyle *`) stays the app's value, named by
            // its parameter where a note says it.
            let viewEndings = ["View", "Button", "Label", "Field", "Control", "Cell", "Bar", "Switch", "Slider"]
            if tokens[i].kind == .identifier, tokens[i + 1].isOperator("*"), tokens[i + 2].kind == .rightParen,
               tokens[i].text.hasPrefix("UI") || viewEndings.contains(where: tokens[i].text.hasSuffix) {
                type = TypeRef(text: tokens[i].text, range: tokens[i].range)
            }
            skipParenthesised()
        }
        return (try identifier("the parameter's name").text, type, shared)
    }

    mutating func skipParenthesised() {
        var depth = 0
        repeat {
            if current.kind == .leftParen { depth += 1 }
            if current.kind == .rightParen { depth -= 1 }
            advance()
        } while depth > 0 && current.kind != .end
    }

    // MARK: - C declarations

    /// Whether the tokens here start a typed declaration: `UIView *v`, `CGFloat pad`, `static
    /// const CGFloat k`, `__weak typeof(self) weakSelf`, `NSArray<UIView *> *views`.
    func startsDeclaration() -> Bool {
        var i = position
        func token(_ k: Int) -> ObjCToken { k < tokens.count ? tokens[k] : tokens[tokens.count - 1] }
        while token(i).kind == .identifier, ObjCNames.declarationQualifiers.contains(token(i).text) { i += 1 }
        if token(i).isWord("typeof") || token(i).isWord("__typeof") || token(i).isWord("__typeof__") {
            return token(i + 1).kind == .leftParen
        }
        // C's tagged type (`struct utsname info;`, `enum Side side = …;`): the tag names the type.
        var tagged = false
        if ["enum", "struct", "union"].contains(token(i).text), token(i).kind == .identifier, token(i + 1).kind == .identifier,
           token(i + 2).kind != .leftBrace {
            tagged = true
            i += 1
        }
        guard token(i).kind == .identifier, !ObjCNames.statementWords.contains(token(i).text) else { return false }
        let typeName = token(i).text
        // Generic arguments: `NSArray<UIView *>`, `id<Delegate>`.
        i = afterGenericArguments(i + 1)
        // C's integer types of several words: `unsigned int rgb`, `long long n`.
        if ["unsigned", "signed", "long", "short"].contains(typeName) {
            while ["int", "long", "short", "char"].contains(token(i).text), token(i + 1).kind == .identifier || token(i + 1).isOperator("*") { i += 1 }
        }
        // A qualifier between the type and its `*` (`MWBrowser __weak *browser`), where clang takes it too.
        while token(i).kind == .identifier, ObjCNames.declarationQualifiers.contains(token(i).text), token(i + 1).isOperator("*") { i += 1 }
        var stars = 0
        while token(i).isOperator("*") { stars += 1; i += 1 }
        while token(i).kind == .identifier, ObjCNames.declarationQualifiers.contains(token(i).text), token(i + 1).kind == .identifier { i += 1 }
        guard token(i).kind == .identifier else { return false }
        let after = token(i + 1)
        let ends = after.kind == .semicolon || after.kind == .comma || after.isOperator("=") || after.kind == .leftBracket
        if stars > 0 { return ends || after.kind == .rightParen }
        // Two names and then `;`, `=`, `,` or `[` start no C expression: the first is a type, in
        // whatever case a C library names it (`vImage_Buffer buffer;`, `va_list args;`).
        return ends && (tagged || ObjCNames.looksLikeType(typeName) || isLowercaseCType(typeName))
    }

    /// A C library's type named in lower case or with underscores (`vImage_Buffer`, `va_list`,
    /// `iCarouselType`), not a word of the language's (``ObjCNames/statementWords``, `in`).
    func isLowercaseCType(_ name: String) -> Bool {
        guard let first = name.first, first.isLowercase || first == "_" else { return false }
        return name != "in" && !ObjCNames.statementWords.contains(name)
    }

    /// `UIView *a = x, *b;`, `CGFloat pad = 8;`: one Swift variable a name. Objective-C's
    /// storage starts empty: an object nil, a number 0.
    mutating func typedDeclaration(isStored: Bool) throws(ObjCParseFailure) -> [Stmt] {
        let start = current.range
        var isConstant = false
        var isOutlet = false
        while current.kind == .identifier, ObjCNames.declarationQualifiers.contains(current.text) {
            if current.text == "const" { isConstant = true }
            if current.text == "IBOutlet" { isOutlet = true }
            advance()
        }
        // C's tagged type (`enum BannerKind kind;`, `struct Pad pad;`): the tag names the type.
        if ["enum", "struct", "union"].contains(current.text), current.kind == .identifier, peek().kind == .identifier,
           peek(2).kind != .leftBrace {
            advance()
        }
        var typeName: String
        if current.isWord("typeof") || current.isWord("__typeof") || current.isWord("__typeof__") {
            advance()
            skipParenthesised()
            typeName = "id"
        } else {
            typeName = try identifier("a type").text
            skipGenericArguments()
        }
        if typeName == "unsigned" || typeName == "signed" || typeName == "long" {
            while current.kind == .identifier, ["int", "long", "short", "char"].contains(current.text), !ObjCNames.isNameAfterType(peek()) { advance() }
            typeName = "NSInteger"
        }
        var result: [Stmt] = []
        repeat {
            // `MWBrowser __weak *browser`: the qualifier may stand before the `*` as well as after it.
            while current.kind == .identifier, ObjCNames.declarationQualifiers.contains(current.text), peek().isOperator("*") {
                if current.text == "const" { isConstant = true }
                advance()
            }
            var stars = 0
            while acceptOperator("*") != nil { stars += 1 }
            // A qualifier before the name, not the name itself (`__weak typeof(self) weak = self`).
            while current.kind == .identifier, ObjCNames.declarationQualifiers.contains(current.text), peek().kind == .identifier {
                if current.text == "const" { isConstant = true }
                advance()
            }
            let name = try identifier("a variable's name")
            if !isStored { methodLocals.insert(name.text) }
            // `UIButton *_buttons[16];`: a C array of a fixed length, each element starting empty
            // (nil, or 0), read as an array of that many; a length the code computes, or one with
            // its elements given, is not.
            var cArrayLength: Expr?
            // `int prices[3] = {10, 20, 50};`, `CGFloat widths[] = {40, 60};`: a C array with
            // its elements given, read as an array of them.
            var cArrayElements: [Expr]?
            if current.kind == .leftBracket {
                let open = current.range
                advance()
                var unsized = false
                if current.kind == .rightBracket {
                    advance()
                    unsized = true
                } else if current.kind == .number || current.kind == .identifier, peek().kind == .rightBracket {
                    cArrayLength = current.kind == .number ? .number(Double(current.text) ?? 0, text: current.text, current.range)
                        : .identifier(current.text, current.range)
                    advance()
                    advance()
                }
                if current.kind != .leftBracket, cArrayLength != nil || unsized, current.isOperator("="), peek().kind == .leftBrace {
                    advance()
                    advance()
                    var items: [Expr] = []
                    while current.kind != .rightBrace, current.kind != .end {
                        items.append(try assignmentExpression())
                        if accept(.comma) == nil { break }
                    }
                    try expect(.rightBrace, "'}'")
                    cArrayElements = items
                    cArrayLength = nil
                } else if cArrayLength == nil || current.kind == .leftBracket || current.isOperator("=") {
                    throw failure("C arrays are not read here", at: open, hint: "use an NSArray: NSArray *\(name.text) = @[…];")
                }
            }
            var initializer: Expr?
            if acceptOperator("=") != nil {
                if current.kind == .leftBrace {
                    // `UIEdgeInsets const kPadding = {10, 10, 10, 10};`
                    initializer = try compoundLiteral(typeName, at: current.range)
                } else {
                    initializer = MasonryRewrite.kept(try assignmentExpression())
                }
            }
            // `Class cls = NSClassFromString(@"UITabBarButton");`, `Class cls = [UIButton class];`:
            // the class it holds, which `[v isKindOfClass:cls]` asks of as of the class named.
            if typeName == "Class", stars == 0 {
                switch initializer {
                case .call(.identifier("NSClassFromString", _), let arguments, nil, _)?:
                    if arguments.count == 1, case .string(let parts, _) = arguments[0].value, parts.count == 1,
                       case .text(let className) = parts[0], className.first?.isUppercase == true,
                       className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                        classVariables[name.text] = className
                    }
                case .identifier(let className, _)? where className.first?.isUppercase == true:
                    classVariables[name.text] = className
                default:
                    classVariables[name.text] = nil
                }
            }
            // `BOOL shown = 1;`: C's BOOL is a number, Swift's Bool is not.
            if typeName == "BOOL" || typeName == "bool", stars == 0, case .number(let n, _, let r)? = initializer {
                initializer = .bool(n != 0, r)
            }
            let isObject = stars > 0 || typeName == "id" || typeName == "instancetype"
            let swiftType = ObjCNames.swiftType(typeName, isObject: isObject)
            declaredTypes[name.text] = isObject ? "object:" + typeName : swiftType
            var typeRef: TypeRef?
            var modifiers: [String] = []
            if isOutlet {
                // Made by the storyboard: the evaluator makes its view, as for a Swift outlet.
                modifiers.append("@IBOutlet")
                typeRef = TypeRef(text: swiftType + "!", range: name.range)
                initializer = nil
            } else if isObject {
                if initializer == nil {
                    if swiftType != "Any" { typeRef = TypeRef(text: swiftType + "?", range: name.range) }
                    initializer = .nilLiteral(name.range)
                } else if case .selfExpr? = initializer, swiftType != "Any" {
                    // `UIView *superview = self;`: what the code takes `self` to be, kept.
                    typeRef = TypeRef(text: swiftType, range: name.range)
                } else if case .call? = initializer, Library.type(named: swiftType) != nil, Library.isSubtype(swiftType, of: "UIView") {
                    // `UIButton *button = [self.factory buttonWithType:…];`: the class the code
                    // declares, for a view the app's own code makes (see the evaluator's
                    // `declaredViewStandIn`); C's pointers are not checked against it.
                    modifiers.append(Self.declaredClassModifier + swiftType)
                }
            } else {
                if swiftType != "Any" { typeRef = TypeRef(text: swiftType, range: name.range) }
                if initializer == nil { initializer = ObjCNames.zeroValue(of: swiftType, at: name.range) }
                // A value of the paste's own enum (`Side side;`) starts as 0, its first constant.
                if initializer == nil, declaredTypes[typeName] == Self.enumTypeMark { initializer = .number(0, text: "0", name.range) }
            }
            if let cArrayElements {
                initializer = .array(cArrayElements, name.range)
                typeRef = typeRef.map { TypeRef(text: "[" + $0.text + "]", range: $0.range) }
                modifiers.removeAll { $0.hasPrefix(Self.declaredClassModifier) }
            } else if let cArrayLength {
                let element = initializer ?? .nilLiteral(name.range)
                initializer = .call(.identifier("Array", name.range), [
                    CallArgument(label: "repeating", value: element, range: name.range),
                    CallArgument(label: "count", value: cArrayLength, range: cArrayLength.range),
                ], trailing: nil, name.range)
                typeRef = typeRef.map { TypeRef(text: "[" + $0.text + "]", range: $0.range) }
                modifiers.removeAll { $0.hasPrefix(Self.declaredClassModifier) }
            }
            result.append(.variable(VariableDecl(isLet: isConstant && !isStored, pattern: .name(name.text, name.range),
                                                 type: typeRef, initializer: initializer, getter: nil, didSet: nil,
                                                 modifiers: modifiers, range: SourceRange(start.start, previousEnd))))
        } while accept(.comma) != nil
        try expect(.semicolon, "';' after the declaration")
        return result
    }
}
