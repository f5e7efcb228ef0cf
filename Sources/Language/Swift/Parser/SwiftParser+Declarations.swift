/// Declarations: `let`/`var` (stored, lazy, computed, observed), `func`, `init`, types, and the
/// lines that declare nothing here (`import`, `typealias`). What the subset leaves out is named
/// in the error (`generic functions are not supported`), never skipped silently.
extension SwiftParser {
    /// An attribute's arguments, which say nothing about layout and are no list of expressions
    /// (`@available(iOS 11.0, *)`, `@objc(bsw_add:layoutMargins:)`): skipped to the matching ')'.
    /// Returns the words read, for the one argument that matters: `@available(*, unavailable)`.
    @discardableResult
    mutating func skipAttributeArguments() throws(SwiftParseFailure) -> [String] {
        let open = advance()
        var depth = 1
        var words: [String] = []
        while depth > 0 {
            if current.kind == .end { throw failure("expected ')' to close the attribute's arguments opened at \(open.range.start)") }
            if current.kind == .leftParen { depth += 1 }
            if current.kind == .rightParen { depth -= 1 }
            if current.kind == .identifier { words.append(current.text) }
            advance()
        }
        return words
    }

    /// Swift 5.9's `#Preview { ViewController() }` (or `#Preview("Dark") { … }`): Xcode's canvas
    /// shows it, the app never runs it; read to its closing brace and left out.
    mutating func preview() throws(SwiftParseFailure) -> Stmt {
        let start = advance()
        if current.kind == .leftParen && !current.newlineBefore { try skipAttributeArguments() }
        if current.kind == .leftBrace && !current.newlineBefore { _ = try block() }
        return .ignored(start.text, start.range.extended(to: previous.range))
    }

    mutating func declaration() throws(SwiftParseFailure) -> [Stmt] {
        let start = current.range.start
        var modifiers: [String] = []
        wrapperArguments = nil
        while true {
            if current.kind == .at {
                advance()
                var attribute = try expectIdentifier("an attribute name after '@'")
                // Qualified by its module (`@OpenCombine.Published`): the attribute is its last name.
                while current.kind == .dot, !current.spaceBefore, peek(1).kind == .identifier {
                    advance()
                    attribute = advance()
                }
                modifiers.append("@" + attribute.text)
                // A capitalised attribute with arguments may be a property wrapper made with them
                // (`@Fit(UIImageView()) var logo`): they are read as a call's, when they are one.
                if attribute.text.first?.isUppercase == true, current.kind == .leftParen, !current.newlineBefore {
                    let saved = self
                    if let (arguments, _) = try? argumentList(closing: .rightParen) {
                        wrapperArguments = arguments
                        continue
                    }
                    self = saved
                }
                // No declaration begins with '(', so one on the attribute's line is its arguments:
                // Swift 2–5 took `@objc (DetailViewController)` with the space as `@objc(…)`.
                if current.kind == .leftParen && !current.newlineBefore, try skipAttributeArguments().contains("unavailable"),
                   attribute.text == "available" {
                    // `@available(*, unavailable) init()`: no call can reach it, as Swift refuses one.
                    modifiers.append("@unavailable")
                }
                continue
            }
            if current.kind == .identifier, Self.declarationModifiers.contains(current.text) {
                modifiers.append(advance().text)
                // `private(set)`, and `private (set)` with a space, which Swift takes the same way.
                let spacedSetter = current.spaceBefore && !current.newlineBefore && peek(1).isWord("set") && peek(2).kind == .rightParen
                if current.kind == .leftParen && (!current.spaceBefore || spacedSetter) { _ = try argumentList(closing: .rightParen) }
                continue
            }
            if current.isWord("class"), peek(1).isWord("func") || peek(1).isWord("var") || peek(1).isWord("let") {
                advance()
                modifiers.append("class")
                continue
            }
            break
        }
        let keyword = current
        // `@available(iOS 17.0, *) #Preview { … }`: the attribute limits the preview to an OS;
        // it is a preview all the same, left out as one.
        if keyword.kind == .pound, keyword.text == "#Preview", modifiers.allSatisfy({ $0.hasPrefix("@") }) {
            return [try preview()]
        }
        guard keyword.kind == .identifier else {
            throw failure("expected a declaration after \(modifiers.last.map { "'\($0)'" } ?? "the attributes"), found \(keyword.quoted)")
        }
        switch keyword.text {
        case "let", "var":
            return try variables(modifiers: modifiers, start: start)
        case "func":
            return [.function(try function(modifiers: modifiers, start: start))]
        case "init":
            return [.function(try initializer(modifiers: modifiers, start: start))]
        case "deinit":
            advance()
            _ = try block()
            return [.ignored("deinit", range(from: start))]
        case "operator":
            // `prefix operator ~~`: declares an operator for the app's functions; nothing to run.
            advance()
            while !current.newlineBefore && current.kind != .end && current.kind != .semicolon { advance() }
            return [.ignored("operator", range(from: start))]
        case "class", "struct", "enum", "extension", "protocol", "actor":
            return [try typeDeclaration(modifiers: modifiers, start: start)]
        case "import":
            advance()
            // `import UIKit`, `import class Foo.Bar`, `import Foundation.NSString`: a path of names
            // joined by dots, after an optional kind; a word after it is the next statement.
            if ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(current.text),
               peek(1).kind == .identifier, !peek(1).newlineBefore {
                advance()
            }
            // The module's name is kept (`import TinyConstraints` is "import TinyConstraints"):
            // which libraries the file uses decides how a helper of a common name is read.
            var module = ""
            if current.kind == .identifier, !current.newlineBefore {
                module = current.text
                advance()
            }
            while current.kind == .dot, !current.newlineBefore, peek(1).kind == .identifier {
                advance()
                advance()
            }
            return [.ignored(module.isEmpty ? "import" : "import " + module, range(from: start))]
        case "typealias":
            advance()
            let nameToken = try expectIdentifier("the alias's name")
            // A generic alias (`typealias Themes<T> = [Int: T]`): its parameters change nothing here.
            try skipGenericParameters()
            _ = try expectOperator("=")
            let target = try typeRef()
            // Another name for a UIKit view or controller class (`typealias Button = UIButton`,
            // in an `#if os(iOS)` branch of a cross-platform file): what it makes is that class.
            // Any other alias (a closure's type, a dictionary) changes nothing here.
            if target.text == target.baseName, Library.type(named: target.text) != nil,
               Library.isSubtype(target.text, of: "UIView") || Library.isSubtype(target.text, of: "UIViewController") {
                var decl = TypeDecl(kind: .class, name: nameToken.text, inherits: [target], members: [], range: range(from: start),
                                    nameRange: nameToken.range)
                decl.isAlias = true
                return [.type(decl)]
            }
            // Another name for a type (`typealias Config = ChatViewConfiguration.UnreadMessageLine`):
            // kept, so that `Config.inset` reads the pasted type's.
            return [.ignored("typealias \(nameToken.text) = \(target.text)", range(from: start))]
        case "subscript":
            // `subscript(index: Int) -> UIButton? { … }`: read as a method the type's `x[i]`
            // calls; a subscript's parameters take no labels unless written twice (`at index:`).
            let keyword = advance()
            let parameters = try parameters(unlabelled: true)
            try functionTail()
            var getter: [Stmt] = []
            if current.kind == .leftBrace { getter = try accessors().0 ?? [] }
            return [.function(FunctionDecl(name: "subscript", parameters: parameters, body: getter, modifiers: modifiers,
                                           isFailable: false, range: range(from: start), nameRange: keyword.range))]
        case "associatedtype":
            // `associatedtype Element: Equatable = Int where …`: a protocol's type parameter. Types
            // are not checked here, so a generic helper runs with it ignored, as its methods would.
            advance()
            _ = try expectIdentifier("the associated type's name")
            if accept(.colon) != nil { _ = try typeRef() }
            if acceptOperator("=") != nil { _ = try typeRef() }
            if current.isWord("where") {
                while !current.newlineBefore, current.kind != .end, current.kind != .semicolon, current.kind != .rightBrace { advance() }
            }
            return [.ignored("associatedtype", range(from: start))]
        case "case" where modifiers.allSatisfy({ $0.hasPrefix("@") || $0 == "indirect" }):
            // `@available(iOS 17.0, *) case highContrast`, `indirect case node(Tree)`: an enum's
            // cases, whose attributes change nothing here.
            return [try enumCases(start: range(from: start))]
        default:
            throw failure("expected a declaration, found \(keyword.quoted)")
        }
    }

    /// `let a = 1, b: T = 2`, `var x: UIView!`, `lazy var v: UIView = { … }()`, `var w: CGFloat { … }`,
    /// `var c: T { didSet { … } }`.
    mutating func variables(modifiers: [String], start: SourceLocation) throws(SwiftParseFailure) -> [Stmt] {
        let isLet = advance().text == "let"
        // Taken before the initialiser, whose closures may declare properties of their own.
        let attributeArguments = wrapperArguments
        wrapperArguments = nil
        var result: [Stmt] = []
        repeat {
            let declStart = result.isEmpty ? start : current.range.start
            let pattern = try forPattern()
            var type: TypeRef? = nil
            if accept(.colon) != nil { type = try typeRef() }
            var initializer: Expr? = nil
            if acceptOperator("=") != nil { initializer = try expression() }
            if let type, let made = initializer { initializer = Self.namingImplicitInit(made, type) }
            var getter: [Stmt]? = nil
            var didSet: [Stmt]? = nil
            var setter: (body: [Stmt], parameter: String)? = nil
            var willSet: (body: [Stmt], parameter: String)? = nil
            if current.kind == .leftBrace && !current.newlineBefore || (current.kind == .leftBrace && initializer == nil && type != nil) {
                (getter, didSet) = try accessors()
                setter = lastSetter
                willSet = lastWillSet
                if initializer != nil { getter = nil }
            }
            var decl = VariableDecl(isLet: isLet, pattern: pattern, type: type, initializer: initializer,
                                    getter: getter, didSet: didSet, modifiers: modifiers, range: range(from: declStart))
            decl.wrapperArguments = attributeArguments
            if let willSet, getter == nil {
                decl.willSet = willSet.body
                decl.willSetParameter = willSet.parameter
            }
            if let setter, getter != nil {
                decl.setter = setter.body
                decl.setterParameter = setter.parameter
            }
            result.append(.variable(decl))
        } while accept(.comma) != nil
        return result
    }

    /// The braces after a property: a getter body, `get { } set { }`, or `willSet`/`didSet` observers.
    /// Skips `@objc(isEnabled)`, `@MainActor` and the like before an accessor.
    mutating func skipAccessorAttributes() throws(SwiftParseFailure) {
        while current.kind == .at, peek(1).kind == .identifier {
            advance()
            advance()
            if current.kind == .leftParen, !current.newlineBefore { _ = try skipAttributeArguments() }
        }
    }

    mutating func accessors() throws(SwiftParseFailure) -> ([Stmt]?, [Stmt]?) {
        let open = advance()
        var getter: [Stmt]? = nil
        var didSet: [Stmt]? = nil
        lastSetter = nil
        lastWillSet = nil
        let accessorWords: Set<String> = ["get", "set", "didSet", "willSet", "_modify", "_read"]
        // What a protocol's requirement writes after an accessor: `{ get set }`, `{ get async throws }`.
        let requirementWords: Set<String> = ["async", "throws", "mutating", "nonmutating"]
        // `@objc(setEnabled:) set { … }`: an attribute before an accessor changes nothing here.
        var probe = self
        try probe.skipAccessorAttributes()
        if probe.current.kind == .identifier, accessorWords.contains(probe.current.text) { try skipAccessorAttributes() }
        if current.kind == .identifier, accessorWords.contains(current.text),
           peek(1).kind == .leftBrace || peek(1).kind == .leftParen || peek(1).kind == .rightBrace
            || peek(1).newlineBefore
            || (peek(1).kind == .identifier && (accessorWords.contains(peek(1).text) || requirementWords.contains(peek(1).text))) {
            while current.kind != .rightBrace {
                if current.kind == .end { throw failure("expected '}' to close the accessors opened at \(open.range.start)") }
                // `private(set)` style and `mutating get` words before the accessor, `throws` after it.
                try skipAccessorAttributes()
                while current.kind == .identifier, !accessorWords.contains(current.text) { advance() }
                try skipAccessorAttributes()
                if current.kind == .rightBrace { break }
                let word = try expectIdentifier("'get', 'set', 'willSet' or 'didSet'")
                var parameter = "newValue"
                if current.kind == .leftParen {
                    // `set(radius)`: the new value's own name.
                    if peek(1).kind == .identifier, peek(2).kind == .rightParen { parameter = peek(1).text }
                    _ = try argumentList(closing: .rightParen)
                }
                // Effects after the accessor: `get async {`, `get throws(FetchError) {` — run as a
                // plain getter, as async code runs here.
                while current.kind == .identifier, current.text == "async" || current.text == "throws" || current.text == "rethrows" {
                    advance()
                    if current.kind == .leftParen, !current.spaceBefore { _ = try argumentList(closing: .rightParen) }
                }
                var body: [Stmt] = []
                if current.kind == .leftBrace { body = try block() }
                switch word.text {
                case "get": getter = Self.implicitlyReturning(body)
                case "set": lastSetter = (body, parameter)
                case "didSet": didSet = body
                case "willSet": lastWillSet = (body, parameter)
                default: break
                }
            }
            advance()
            return (getter, didSet)
        }
        let body = statements(until: .rightBrace)
        _ = try expectClosingBrace(open, "the property's body")
        return (Self.implicitlyReturning(body), nil)
    }

    /// The parameters in `( … )`; a subscript's (`unlabelled`) take no argument label unless one
    /// is written before the name (`at index: Int`).
    mutating func parameters(unlabelled: Bool = false) throws(SwiftParseFailure) -> [Parameter] {
        let open = try expect(.leftParen, "'(' to open the parameters")
        var result: [Parameter] = []
        while current.kind != .rightParen {
            if current.kind == .end { throw failure("expected ')' to close the parameters opened at \(open.range.start)") }
            // `inout` before the name (Swift 2's place for it) and attributes on the parameter.
            var isInout = false
            var builder: String? = nil
            while current.isWord("inout") || current.isWord("borrowing") || current.isWord("consuming")
                    || (current.kind == .at && peek(1).kind == .identifier) {
                if current.isWord("inout") { isInout = true }
                // `@escaping` in Swift 2's place: nothing about layout. Any other attribute names
                // a result builder (`@ConstraintsBuilder make:`).
                if current.kind == .at {
                    advance()
                    if !Self.plainParameterAttributes.contains(current.text) { builder = current.text }
                    advance()
                    if current.kind == .leftParen && !current.spaceBefore { try skipAttributeArguments() }
                } else {
                    advance()
                }
            }
            let first = try expectIdentifier("a parameter name")
            var label: String? = first.text == "_" || unlabelled ? nil : first.text
            var name = first.text
            if current.kind == .identifier {
                name = advance().text
                if first.text != "_" { label = first.text }
            }
            if name == "_" { name = "_\(result.count)" }
            if first.text != name && first.text != "_" { label = first.text }
            var type: TypeRef? = nil
            if accept(.colon) != nil {
                if current.isWord("inout") { isInout = true }
                // `make: @ConstraintsBuilder () -> [NSLayoutConstraint]`, the builder on the type.
                if current.kind == .at, peek(1).kind == .identifier, !Self.plainParameterAttributes.contains(peek(1).text) {
                    builder = peek(1).text
                }
                type = try typeRef()
            }
            var variadic = false
            if acceptOperator("...") != nil { variadic = true }
            var defaultValue: Expr? = nil
            if acceptOperator("=") != nil { defaultValue = try expression() }
            result.append(Parameter(label: label, name: name, type: type, defaultValue: defaultValue, isVariadic: variadic,
                                    isInout: isInout, resultBuilder: builder))
            if accept(.comma) == nil { break }
        }
        _ = try expect(.rightParen, "')' to close the parameters opened at \(open.range.start)")
        return result
    }

    /// A parameter's attributes that are not result builders.
    static let plainParameterAttributes: Set<String> = ["escaping", "autoclosure", "noescape", "Sendable", "MainActor",
                                                        "unchecked", "ViewBuilder", "preconcurrency", "_implicitSelfCapture",
                                                        "isolated", "nonisolated"]

    /// After the parameters: `async`, `throws`, `-> T`, `where …`; the `T` of a `-> T`.
    @discardableResult
    mutating func functionTail() throws(SwiftParseFailure) -> TypeRef? {
        // `async` runs at once here (what is awaited has happened); `throws(LoadError)` throws
        // whatever it throws.
        if current.isWord("async") || current.isWord("reasync") { advance() }
        if current.isWord("throws") || current.isWord("rethrows") {
            advance()
            if current.kind == .leftParen && !current.spaceBefore { _ = try argumentList(closing: .rightParen) }
        }
        var result: TypeRef? = nil
        if acceptOperator("->") != nil { result = try typeRef() }
        try skipWhereClause(bodyOptional: true)
        return result
    }

    /// A generic parameter clause (`<T: UIView>`, `<Cell: UITableViewCell & Reusable>`), read and
    /// set aside: the interpreter runs generic code with its type parameters ignored, as the
    /// values it is called with say what they are.
    /// Returns the parameters' names (`T`, `Cell`).
    @discardableResult
    mutating func skipGenericParameters(opened: SwiftToken? = nil) throws(SwiftParseFailure) -> [String] {
        guard opened != nil || current.isOperator("<") else { return [] }
        let open = opened ?? advance()
        var depth = 1
        var names: [String] = []
        var startsParameter = true
        while depth > 0 {
            if current.kind == .end || current.kind == .leftBrace {
                throw failure("expected '>' to close the generic parameters opened at \(open.range.start)")
            }
            if depth == 1, startsParameter, current.kind == .identifier { names.append(current.text) }
            startsParameter = depth == 1 && current.kind == .comma
            if current.kind == .operator, current.text != "->" {
                depth += current.text.filter { $0 == "<" }.count - current.text.filter { $0 == ">" }.count
            }
            advance()
        }
        return names
    }

    /// `where T: UIView`, `where Self: UIView`: constraints on type parameters, which the
    /// interpreter does not need; read up to the body's `{`.
    ///
    /// A function's body may be left out (a protocol's requirement, `func changed<T: Model>(_ items:
    /// [T]) where T.ID == String`): its clause then ends with its line, unless the line ends in
    /// a `,`, `:` or operator that goes on, or at the `}` or `;` after it.
    mutating func skipWhereClause(bodyOptional: Bool = false) throws(SwiftParseFailure) {
        guard current.isWord("where") else { return }
        var last = advance()
        while current.kind != .leftBrace {
            let goesOn = [.comma, .colon, .operator, .dot].contains(last.kind)
            if bodyOptional, current.kind == .rightBrace || current.kind == .semicolon || current.kind == .end
                || (current.newlineBefore && !goesOn) {
                return
            }
            if current.kind == .end || current.kind == .rightBrace { throw failure("expected '{' after the 'where' clause") }
            last = advance()
        }
    }

    /// A body of one expression returns it, as Swift reads a getter's or a function's with a
    /// result type (`var size: CGSize { CGSize(width: 80, height: 32) }`, `func gap() -> CGFloat { 16 }`).
    /// So for a body of one `switch` or `if`–`else` each of whose branches is one expression
    /// (Swift 5.9's `if` and `switch` expressions): each branch returns its expression.
    static func implicitlyReturning(_ body: [Stmt]) -> [Stmt] {
        guard body.count == 1 else { return body }
        if case .expression(let e) = body[0] { return [.returnStatement(e, e.range)] }
        return branchesReturning(body[0]).map { [$0] } ?? body
    }

    /// A `switch` or an `if` with an `else` whose every branch is one expression (or a call
    /// that never returns, `fatalError(…)`, or a `throw`), each expression returned; nil for
    /// any other statement.
    static func branchesReturning(_ stmt: Stmt) -> Stmt? {
        func branch(_ body: [Stmt]) -> [Stmt]? {
            guard body.count == 1 else { return nil }
            switch body[0] {
            case .expression(.call(.identifier("fatalError", _), _, _, _)), .throwStatement: return body
            case .expression(let e): return [.returnStatement(e, e.range)]
            case .ifStatement, .switchStatement: return branchesReturning(body[0]).map { [$0] }
            default: return nil
            }
        }
        switch stmt {
        case .switchStatement(let subject, let cases, let range):
            var returning: [SwitchCase] = []
            for c in cases {
                guard let body = branch(c.body) else { return nil }
                var r = c
                r.body = body
                returning.append(r)
            }
            return .switchStatement(subject, returning, range)
        case .ifStatement(let conditions, let then, let otherwise?, let range):
            guard let then = branch(then), let otherwise = branch(otherwise) else { return nil }
            return .ifStatement(conditions: conditions, then: then, otherwise: otherwise, range)
        default:
            return nil
        }
    }

    mutating func function(modifiers: [String], start: SourceLocation) throws(SwiftParseFailure) -> FunctionDecl {
        advance()
        let nameToken = current
        let name: String
        if current.kind == .identifier {
            name = advance().text
        } else if current.kind == .operator, current.text.count > 1, current.text.hasSuffix("<"), peek(1).kind == .identifier {
            // `func ==<A: LayoutAnchor>(lhs: …)`: Swift splits the generic parameters' `<` off
            // an operator's name written against it.
            let token = advance()
            name = String(token.text.dropLast())
            try skipGenericParameters(opened: token)
        } else if current.kind == .operator, ["==", "!=", "<", ">", "<=", ">="].contains(current.text) {
            // `static func < (lhs: Item, rhs: Item) -> Bool` of an `Equatable` or `Comparable`
            // model: kept as the type's member; comparisons here compare as Swift's own do.
            name = advance().text
        } else if [.operator, .postfixBang, .postfixQuestion].contains(current.kind) {
            // An operator function of the app's types (`static prefix func !(a: Mode) -> Mode`):
            // declared, so the type around it stands; Layoutbook's own operators never call it.
            name = advance().text
        } else {
            throw failure("expected the function's name, found \(current.quoted)")
        }
        try skipGenericParameters()
        var parameters = try parameters()
        if nameToken.kind != .identifier {
            // An operator's operands are never labelled at the call: `lhs`, `rhs` name them inside.
            for i in parameters.indices { parameters[i].label = nil }
        }
        let returnType = try functionTail()
        var body: [Stmt] = []
        if current.kind == .leftBrace { body = try block() }
        if returnType != nil { body = Self.implicitlyReturning(body) }
        return FunctionDecl(name: name, parameters: parameters, body: body, modifiers: modifiers, isFailable: false,
                            range: range(from: start), nameRange: nameToken.range, returnType: returnType)
    }

    mutating func initializer(modifiers: [String], start: SourceLocation) throws(SwiftParseFailure) -> FunctionDecl {
        let keyword = advance()
        var failable = false
        if accept(.postfixQuestion) != nil || accept(.postfixBang) != nil || acceptOperator("?") != nil { failable = true }
        try skipGenericParameters()
        let parameters = try parameters()
        try functionTail()
        var body: [Stmt] = []
        if current.kind == .leftBrace { body = try block() }
        // `required init?(coder: NSCoder) { nil }`: a failable initialiser of one `nil` fails.
        if failable, body.count == 1, case .expression(.nilLiteral(let r)) = body[0] { body = [.returnStatement(.nilLiteral(r), r)] }
        return FunctionDecl(name: "init", parameters: parameters, body: body, modifiers: modifiers, isFailable: failable,
                            range: range(from: start), nameRange: keyword.range)
    }

    mutating func typeDeclaration(modifiers: [String], start: SourceLocation) throws(SwiftParseFailure) -> Stmt {
        let keyword = advance()
        let kind = TypeKind(rawValue: keyword.text) ?? .class
        let nameToken = try expectIdentifier("the type's name")
        var name = nameToken.text
        while kind == .extension, current.kind == .dot, peek(1).kind == .identifier {
            advance()
            name += "." + advance().text
        }
        let genericParameters = try skipGenericParameters()
        // `extension BannerAction? { … }` (Swift 5.7): an extension of the Optional wrapping the
        // type, whose members are methods of the optional, kept under a name of its own.
        if kind == .extension, [.postfixQuestion, .postfixBang].contains(current.kind) || current.isOperator("?") {
            advance()
            name = "Optional<\(name)>"
        }
        var inherits: [TypeRef] = []
        if accept(.colon) != nil {
            repeat { inherits.append(try typeRef()) } while accept(.comma) != nil
        }
        try skipWhereClause()
        let open = try expect(.leftBrace, "'{' to open the body of '\(name)'")
        let members = statements(until: .rightBrace)
        _ = try expectClosingBrace(open, "'\(name)'")
        if kind == .protocol {
            return .ignored("protocol", range(from: start))
        }
        var decl = TypeDecl(kind: kind, name: name, inherits: inherits, members: members, range: range(from: start),
                            nameRange: nameToken.range)
        decl.genericParameters = genericParameters
        return .type(decl)
    }
}

extension SwiftParser {
    /// `let label: UILabel = .init()`, `let iv: UIImageView = .init(image: …)`: the implicit
    /// member `init` is the annotated type's initializer, as Swift reads it, so the value is made
    /// as `UILabel()` is. (`UILabel?`/`UILabel!` name the same type; an array or dictionary
    /// type, or a nested `A.B`, is left as written.)
    static func namingImplicitInit(_ initializer: Expr, _ type: TypeRef) -> Expr {
        guard case .call(.implicitMember("init", let nameRange), let arguments, let trailing, let range) = initializer else {
            return initializer
        }
        let name = type.baseName
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return initializer }
        return .call(.identifier(name, nameRange), arguments, trailing: trailing, range)
    }
}
