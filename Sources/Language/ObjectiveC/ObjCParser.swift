/// Why an Objective-C parse method gave up.
struct ObjCParseFailure: Error {
    var diagnostic: Diagnostic
}

/// A recursive-descent reader of pasted Objective-C that builds the same syntax tree as pasted
/// Swift (``Stmt``, ``Expr``), so that one checker, evaluator and library give both languages
/// their meaning. Messages become Swift calls as Swift imports them (``ObjCNames``): `[v
/// addSubview:w]` is `v.addSubview(w)`, `[[UIView alloc] initWithFrame:r]` is `UIView(frame: r)`,
/// `NSLayoutAttributeTop` is `.top`; Masonry's blocks become SnapKit's (``MasonryRewrite``).
/// In files by concern (`+Declarations`, `+Statements`, `+Expressions`). A statement that fails
/// is recorded and skipped, so one paste reports every syntax error it holds.
struct ObjCParser {
    var tokens: [ObjCToken]
    var position = 0
    var diagnostics: [Diagnostic]
    /// `#define NAME tokens`: object-like macros, expanded where the name is read.
    var macros: [String: [ObjCToken]] = [:]
    /// The classes' `@interface`s read so far: superclass and properties, for their `@implementation`.
    var interfaces: [String: ClassInterface] = [:]
    /// The superclass each `@interface` of this or an earlier entry named: a class's `.m` pasted
    /// after its header derives from what the header says, not from a guess by its methods.
    var earlierSuperclasses: [String: String] = [:]
    /// The members each class's header (`@interface Name : Super`) of this or an earlier entry
    /// declared: a `.m` pasted after its header has the header's properties, and its class
    /// extension (`@interface Name ()`) adds to them rather than standing for them.
    var earlierHeaderMembers: [String: [Stmt]] = [:]
    /// The properties of the class whose methods are being read: `_name` is `self.name`.
    var currentProperties: Set<String> = []
    /// Instance variables the class's `@synthesize name = storage;` names for its properties'
    /// storage, each to its property: `storage` is `self.name`, as `_name` is by default.
    var synthesizedStorage: [String: String] = [:]
    /// Instance variables stored as `_name` because the class writes a getter of their name
    /// (`UILabel *titleLabel;` in braces and `- (UILabel *)titleLabel { if (!titleLabel) … }`):
    /// a bare `titleLabel` in a method reads the storage, never the getter.
    var storageUnderGetters: Set<String> = []
    /// Local `Class` variables and the class each holds (``typedDeclaration(isStored:)``).
    var classVariables: [String: String] = [:]
    /// The selectors the implementation being read defines: a setter of its own (`setItems:`)
    /// is what `self.items = …` calls.
    var currentSelectors: Set<String> = []
    /// The instance selectors every implementation read so far defines: `[badge setTitleWithText:s]`
    /// sent from outside is that method, not a property UIKit lacks.
    var pastedSelectors: Set<String> = []
    /// The parameters and local variables of the method being read: a local `_views` is itself,
    /// not the property `views` an instance variable of that name would be.
    var methodLocals: Set<String> = []
    /// The class whose `@implementation` is being read: `[self class]` names it, and a class
    /// method sent to it (`[[self class] heightForTitle:…]`) is its own.
    var currentClassName: String?
    /// The class (or the class a category extends) whose class method (`+`) is being read:
    /// `self` there is the class. Nil elsewhere.
    var classMethodOwner: String?
    /// The class of the `@implementation` being read, a category's too.
    var implementationClass: String?
    /// The storage of the property whose getter (`- (UIView *)badge`, over `_badge`) is being
    /// read; nil elsewhere.
    var getterStorage: String?
    /// Whether an `init…` method's body is being read: `self = [super init…]` and `return self`
    /// are Swift's `super.init(…)` and `return`.
    var inInitializer = false
    /// The Swift type of each name a declaration typed (`BOOL done`, `UIView *v`, `CGFloat h`):
    /// C tests any value for truth, Swift only a Bool, so a condition reads by it.
    var declaredTypes: [String: String] = [:]
    /// Assignments read inside the expressions of the statement being read, which run before it.
    var hoisted: [Stmt] = []
    /// Enum constants declared inside the `@interface` being read, given to the file's top level.
    var interfaceGlobals: [Stmt] = []
    /// Whether a loop's condition is being read (where an assignment cannot run before).
    var inLoopCondition = 0
    /// While a `while` loop's condition is read: the assignments in it, which run at the start of
    /// each turn (``whileStatement(at:)``).
    var turnAssignments: [Stmt]? = nil
    /// How deep brackets and blocks nest: past ``nestingLimit`` the paste is refused rather than
    /// read by a recursion that could overflow the stack.
    var nesting = 0
    static let nestingLimit = 256

    /// What an `@interface` (or a class extension) says about a class.
    struct ClassInterface {
        var superclass: String?
        var members: [Stmt] = []
        var range: SourceRange
    }

    /// Selectors of the `init` family the paste defines as plain methods (`- (void)initView`, a
    /// set-up many apps name so): a message with one of them is a call, not an initializer.
    var plainInitSelectors: Set<String> = []
    /// How the selectors earlier entries keep (``parse(_:firstLine:types:macros:superclasses:headerMembers:selectors:defined:)``)
    /// mark a plain method of the `init` family, apart from the defined ones.
    static let plainInitMark = "~"
    /// The names `#define`d by the end of the paste (earlier entries' and its own).
    var definedNames: Set<String> = []

    /// Reads `source`, knowing the names earlier entries `#define`d (for `#ifdef`).
    init(_ source: String, firstLine: Int, defined: Set<String> = []) {
        var lexer = ObjCLexer(source, firstLine: firstLine)
        let lexed = lexer.tokenize()
        (tokens, definedNames) = Self.selectConditionalBranches(lexed, defined: defined)
        diagnostics = Self.diagnosticsOutsideSkippedGroups(lexer.diagnostics, of: lexed, defined: defined)
        if let open = Self.unterminatedConditional(lexed) {
            // As clang: "unterminated conditional directive".
            diagnostics.append(Diagnostic(.error, "'\(open.text.prefix { $0 != " " && $0 != "\t" })' is never closed: the paste "
                + "ends before its '#endif' (a header cut short, or its last lines not copied)", at: open.range))
        }
        plainInitSelectors = Self.plainInitSelectors(in: tokens)
        readsSizesAsNumbers = Self.readsFrameCategorySizes(tokens)
    }

    /// Whether the paste reads a view's `width` or `height` as a number (``readsFrameCategorySizes(_:)``).
    var readsSizesAsNumbers = false

    /// Whether a view's `width` and `height` (`card.width`) are numbers, the app's frame category's
    /// (`UIView+Frame`), also as a Masonry relation's target: `make.width.mas_equalTo(card.width)`
    /// is then the card's width now, a constant, not MAS_SHORTHAND's attribute — a project uses
    /// one or the other, and this paste does not define MAS_SHORTHAND but reads them as numbers or
    /// defines a `width` getter (a category pasted in an earlier entry).
    var sizesAreFrameCategoryNumbers: Bool {
        !definedNames.contains("MAS_SHORTHAND") && (readsSizesAsNumbers || pastedSelectors.contains("width"))
    }

    /// Whether `tokens` read a view's `width` or `height` as a number: with arithmetic beside it
    /// (`self.view.width - 20`, which MAS_SHORTHAND's attribute could not take), assigned
    /// (`bar.height = 44`), or declared a `CGFloat` getter (`- (CGFloat)width;`, `@property
    /// (nonatomic) CGFloat width;`). A struct's (`frame.size.width`, `insets.left`) is not one.
    static func readsFrameCategorySizes(_ tokens: [ObjCToken]) -> Bool {
        let arithmetic: Set<String> = ["+", "-", "*", "/", "=", "+=", "-=", "*=", "/="]
        func isStruct(_ name: String) -> Bool {
            let lowered = name.lowercased()
            return ["size", "frame", "bounds", "rect", "insets", "inset", "point", "origin", "center", "offset", "margins",
                    "padding", "edges"].contains { lowered.hasSuffix($0) }
        }
        for index in tokens.indices where tokens[index].kind == .identifier && (tokens[index].text == "width" || tokens[index].text == "height") {
            if index >= 1, tokens[index - 1].isWord("CGFloat") { return true }
            if index >= 3, tokens[index - 1].kind == .rightParen, tokens[index - 2].isWord("CGFloat"), tokens[index - 3].kind == .leftParen,
               index >= 4, tokens[index - 4].isOperator("-") {
                return true
            }
            guard index >= 2, tokens[index - 1].isOperator("."), tokens[index - 2].kind == .identifier,
                  !isStruct(tokens[index - 2].text), tokens[index - 2].text != "make" else { continue }
            let after = index + 1 < tokens.count ? tokens[index + 1] : nil
            if let after, after.kind == .operator, arithmetic.contains(after.text) { return true }
            // Before the path (`20 + self.view.width`): the operator ahead of its first name.
            var start = index - 2
            while start >= 2, tokens[start - 1].isOperator("."), tokens[start - 2].kind == .identifier { start -= 2 }
            if start >= 1, tokens[start - 1].kind == .operator, ["+", "-", "*", "/"].contains(tokens[start - 1].text) { return true }
        }
        return false
    }

    /// The preprocessor's choice among `#ifdef NAME … #else … #endif` (and `#ifndef`, `#if 0`,
    /// `#if 1`, `#elif`): the branch the compiler reads is kept, the others dropped, so a file
    /// with two builds' implementations (`#ifdef Target_Enterprise`) defines its class once.
    /// `#ifdef` holds when the paste `#define`s the name above it (in this entry or an earlier
    /// one, `defined`, and not `#undef`ined since); an `#if` of anything else keeps its first
    /// branch. Also gives the names defined at the end, for the entries after.
    static func selectConditionalBranches(_ tokens: [ObjCToken], defined: Set<String> = []) -> (tokens: [ObjCToken], defined: Set<String>) {
        func words(_ token: ObjCToken) -> [String] {
            token.text.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        }
        var defined = defined
        // Per open conditional: whether its enclosing text is kept, whether a branch was taken, whether this one is.
        var stack: [(outer: Bool, taken: Bool, current: Bool)] = []
        var kept: [ObjCToken] = []
        func keeping() -> Bool { stack.last.map { $0.outer && $0.current } ?? true }
        for token in tokens {
            guard token.kind == .directive, let word = words(token).first else {
                // (The end of input ends every group, skipped or not.)
                if keeping() || token.kind == .end { kept.append(token) }
                continue
            }
            let rest = Array(words(token).dropFirst())
            func holds() -> Bool {
                switch word {
                case "ifdef": return rest.first.map(defined.contains) ?? false
                case "ifndef": return !(rest.first.map(defined.contains) ?? false)
                default:
                    let condition = rest.joined(separator: " ")
                    if condition == "0" { return false }
                    if condition.hasPrefix("defined(") || condition.hasPrefix("defined ") {
                        let name = condition.dropFirst("defined".count).filter { $0 != "(" && $0 != ")" && $0 != " " }
                        return defined.contains(String(name))
                    }
                    return targetCondition(condition) ?? true
                }
            }
            switch word {
            case "ifdef", "ifndef", "if":
                let outer = keeping()
                let now = holds()
                stack.append((outer, now, now))
            case "elif":
                guard var top = stack.popLast() else { continue }
                let now = !top.taken && holds()
                top.current = now
                top.taken = top.taken || now
                stack.append(top)
            case "else":
                guard var top = stack.popLast() else { continue }
                top.current = !top.taken
                top.taken = true
                stack.append(top)
            case "endif":
                _ = stack.popLast()
            default:
                guard keeping() else { continue }
                if word == "define", let name = rest.first { defined.insert(String(name.prefix { $0 != "(" })) }
                if word == "undef", let name = rest.first { defined.remove(name) }
                kept.append(token)
            }
        }
        return (kept, defined)
    }

    /// The first `#if`, `#ifdef` or `#ifndef` of the paste no `#endif` closes, if one is left open.
    static func unterminatedConditional(_ tokens: [ObjCToken]) -> ObjCToken? {
        var open: [ObjCToken] = []
        for token in tokens where token.kind == .directive {
            let word = token.text.dropFirst().prefix { $0 != " " && $0 != "\t" }
            if ["if", "ifdef", "ifndef"].contains(word) { open.append(token) }
            if word == "endif" { _ = open.popLast() }
        }
        return open.first
    }

    /// The lexer's diagnostics less those inside a group the preprocessor skips (`#if 0 … #endif`,
    /// an `#ifdef` of a name the paste does not define): the compiler does not read that text as
    /// code, so an Xcode placeholder or a stray character there is no error, as Xcode builds it.
    static func diagnosticsOutsideSkippedGroups(_ diagnostics: [Diagnostic], of tokens: [ObjCToken],
                                                defined: Set<String>) -> [Diagnostic] {
        guard !diagnostics.isEmpty else { return diagnostics }
        let kept = selectConditionalBranches(tokens, defined: defined).tokens
        guard kept.count < tokens.count else { return diagnostics }
        // The skipped text runs from the end of the directive that starts skipping to the start of
        // the directive that ends it: a dropped token whose neighbour is kept marks each edge.
        let keptRanges = Set(kept.map(\.range))
        var skipped: [(from: SourceLocation, to: SourceLocation)] = []
        var start: SourceLocation?
        for (index, token) in tokens.enumerated() {
            let isKept = keptRanges.contains(token.range)
            if !isKept, start == nil {
                start = index > 0 ? tokens[index - 1].range.end : token.range.start
            } else if isKept, let from = start {
                skipped.append((from, token.range.start))
                start = nil
            }
        }
        if let from = start, let last = tokens.last { skipped.append((from, last.range.end)) }
        return diagnostics.filter { diagnostic in
            !skipped.contains { diagnostic.range.start >= $0.from && diagnostic.range.start < $0.to }
        }
    }

    /// Reads a whole paste into statements of the shared syntax tree.
    static func parse(_ source: String, firstLine: Int = 1) -> SwiftParseResult {
        var types: [String: String] = [:]
        var macros: [String: [ObjCToken]] = [:]
        var superclasses: [String: String] = [:]
        var headerMembers: [String: [Stmt]] = [:]
        var selectors: Set<String> = []
        var defined: Set<String> = []
        return parse(source, firstLine: firstLine, types: &types, macros: &macros, superclasses: &superclasses,
                     headerMembers: &headerMembers, selectors: &selectors, defined: &defined)
    }

    /// Reads a paste knowing the types earlier entries declared (`NSArray *row` one line, `[row
    /// mas_makeConstraints:…]` the next), the macros they defined and the superclasses and members
    /// their `@interface`s declared (a header pasted before its `.m`) and the selectors their
    /// `@implementation`s defined, and the names their `#define`s defined; adds the ones it declares.
    static func parse(_ source: String, firstLine: Int, types: inout [String: String],
                      macros: inout [String: [ObjCToken]], superclasses: inout [String: String],
                      headerMembers: inout [String: [Stmt]], selectors: inout Set<String>,
                      defined: inout Set<String>) -> SwiftParseResult {
        var parser = ObjCParser(source, firstLine: firstLine, defined: defined)
        defined = parser.definedNames
        parser.pastedSelectors = selectors
        // An earlier entry's `- (void)initSubviews` (a method pasted alone, above the one that
        // sends it) is a plain method in this one too.
        parser.plainInitSelectors.formUnion(selectors.filter { $0.hasPrefix(Self.plainInitMark) }.map { String($0.dropFirst()) })
        parser.declaredTypes = types
        parser.macros = macros
        parser.earlierSuperclasses = superclasses
        parser.earlierHeaderMembers = headerMembers
        defer {
            types = parser.declaredTypes
            macros = parser.macros
            superclasses = parser.earlierSuperclasses
            headerMembers = parser.earlierHeaderMembers
            selectors = parser.pastedSelectors.union(parser.plainInitSelectors.map { Self.plainInitMark + $0 })
        }
        var statements = parser.topLevel()
        // An `@interface` without its `@implementation` still declares its class (a header
        // pasted with a view's `initWithFrame:` elsewhere, or a controller's outlets).
        for name in parser.interfaces.keys.sorted() {
            guard let interface = parser.interfaces[name] else { continue }
            let declared = statements.contains { if case .type(let t) = $0 { t.name == name } else { false } }
            if !declared {
                statements.append(.type(TypeDecl(kind: .class, name: name,
                                                 inherits: [TypeRef(text: interface.superclass ?? "NSObject", range: interface.range)],
                                                 members: interface.members, range: interface.range, nameRange: interface.range)))
            }
        }
        parser.diagnostics.sort { ($0.range.start, $0.message) < ($1.range.start, $1.message) }
        return SwiftParseResult(statements: statements, diagnostics: parser.diagnostics)
    }

    // MARK: - Tokens

    var current: ObjCToken { tokens[position] }

    func peek(_ offset: Int = 1) -> ObjCToken {
        let i = position + offset
        return i < tokens.count ? tokens[i] : tokens[tokens.count - 1]
    }

    var previousEnd: SourceLocation {
        position > 0 ? tokens[position - 1].range.end : current.range.start
    }

    /// The index past the generic arguments that open at `i` (`NSArray<UIView *>`, `id<Delegate>`),
    /// or `i` when none open there; a `;`, a `{` or the end stops it.
    func afterGenericArguments(_ i: Int) -> Int {
        var j = i
        guard j < tokens.count, tokens[j].isOperator("<") else { return i }
        var depth = 0
        repeat {
            if tokens[j].isOperator("<") { depth += 1 }
            if tokens[j].isOperator(">") { depth -= 1 }
            if tokens[j].isOperator(">>") { depth -= 2 }
            j += 1
        } while depth > 0 && j < tokens.count - 1 && ![.semicolon, .leftBrace, .end].contains(tokens[j].kind)
        return j
    }

    /// Moves past the generic arguments at the current token, if any.
    mutating func skipGenericArguments() {
        position = afterGenericArguments(position)
    }

    mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    @discardableResult
    mutating func accept(_ kind: ObjCTokenKind) -> ObjCToken? {
        guard current.kind == kind else { return nil }
        let token = current
        advance()
        return token
    }

    mutating func acceptOperator(_ op: String) -> ObjCToken? {
        guard current.isOperator(op) else { return nil }
        let token = current
        advance()
        return token
    }

    mutating func acceptWord(_ word: String) -> ObjCToken? {
        guard current.isWord(word) else { return nil }
        let token = current
        advance()
        return token
    }

    @discardableResult
    mutating func expect(_ kind: ObjCTokenKind, _ what: String, hint: String? = nil) throws(ObjCParseFailure) -> ObjCToken {
        guard let token = accept(kind) else {
            // A missing ';' belongs at the end of the statement it ends, not at the next line's start.
            let at = kind == .semicolon && position > 0 ? SourceRange(at: previousEnd) : current.range
            throw failure("expected \(what), found \(current.quoted)", at: at, hint: hint)
        }
        return token
    }

    mutating func expectOperator(_ op: String, _ what: String) throws(ObjCParseFailure) {
        guard acceptOperator(op) != nil else { throw failure("expected \(what), found \(current.quoted)") }
    }

    mutating func identifier(_ what: String) throws(ObjCParseFailure) -> ObjCToken {
        guard current.kind == .identifier else { throw failure("expected \(what), found \(current.quoted)") }
        let token = current
        advance()
        return token
    }

    func failure(_ message: String, at range: SourceRange? = nil, hint: String? = nil) -> ObjCParseFailure {
        ObjCParseFailure(diagnostic: Diagnostic(.error, message, at: range ?? current.range, hint: hint))
    }

    mutating func record(_ failure: ObjCParseFailure) {
        diagnostics.append(failure.diagnostic)
    }

    mutating func enterNesting() throws(ObjCParseFailure) {
        nesting += 1
        if nesting > Self.nestingLimit {
            throw failure("brackets and blocks nest more than \(Self.nestingLimit) deep here", hint: "split the expression into named parts")
        }
    }

    /// Skips past the statement that failed: to its `;`, or past a block it opened, whichever
    /// comes first at its own depth.
    mutating func synchronize(from start: Int) {
        if position == start { advance() }
        var depth = 0
        while current.kind != .end {
            switch current.kind {
            case .leftBrace, .leftParen, .leftBracket, .atBrace, .atBracket, .atParen:
                depth += 1
            case .rightBrace, .rightParen, .rightBracket:
                if depth == 0 { return }
                depth -= 1
                if depth == 0 && current.kind == .rightBrace { advance(); return }
            case .semicolon where depth == 0:
                advance()
                return
            case .atKeyword where depth == 0 && current.text == "@end":
                return
            default:
                break
            }
            advance()
        }
    }

    /// Replaces an object-like macro's name by its tokens where it is read.
    mutating func expandMacro() {
        guard current.kind == .identifier, let body = macros[current.text] else { return }
        let range = current.range
        let replacement = body.map { token -> ObjCToken in
            var t = token
            t.range = range
            return t
        }
        tokens.replaceSubrange(position...position, with: replacement)
    }

    /// A C condition as Swift's: a Bool stays, an object is tested against nil and a number
    /// against 0, as C tests them (`if (previous)`, `if (!self.header)`, `while (count)`).
    func truth(_ e: Expr) -> Expr {
        switch e {
        case .bool, .binary("==", _, _, _, _), .binary("!=", _, _, _, _), .binary("<", _, _, _, _), .binary(">", _, _, _, _),
             .binary("<=", _, _, _, _), .binary(">=", _, _, _, _):
            return e
        case .binary(let op, let a, let b, let opRange, let range) where op == "&&" || op == "||":
            return .binary(op, truth(a), truth(b), operatorRange: opRange, range)
        case .prefix("!", let inner, let range):
            let tested = truth(inner)
            if case .binary("!=", let a, let b, let opRange, let r) = tested, tested != inner {
                return .binary("==", a, b, operatorRange: opRange, r)
            }
            return .prefix("!", tested, range)
        default:
            break
        }
        // `if (![_items isEqual:items])`: a yes-or-no message to what may be nil is NO when it is,
        // as Objective-C answers a message to nil; Swift's `_items?.isEqual(items) == true`.
        if case .call(.member(_, let selector, _, _), _, _, _) = e,
           ["is", "has", "contains", "responds", "conforms"].contains(where: { selector.hasPrefix($0) }) {
            let tolerant = Self.nilTolerantMessage(e, sent: true)
            if case .call(.member(.optionalChain, _, _, _), _, _, _) = tolerant {
                return .binary("==", tolerant, .bool(true, e.range), operatorRange: e.range, e.range)
            }
        }
        let name: String? = switch e {
        case .identifier(let n, _): n
        case .member(.selfExpr, let n, _, _): n
        case .member(_, let n, _, _): n
        default: nil
        }
        if case .member(_, let n, _, _) = e, n.hasPrefix("is") || n.hasPrefix("has") { return e }
        // `_badge` is the instance variable behind the property `badge`, of its type.
        let ivarProperty = name.flatMap { $0.hasPrefix("_") ? String($0.dropFirst()) : nil }
        guard let name, let type = declaredTypes[name] ?? ivarProperty.flatMap({ declaredTypes[$0] }) else { return e }
        switch type {
        case "Bool": return e
        case "CGFloat", "Double", "Int": return .binary("!=", e, .number(0, text: "0", e.range), operatorRange: e.range, e.range)
        default: return .binary("!=", e, .nilLiteral(e.range), operatorRange: e.range, e.range)
        }
    }
}
