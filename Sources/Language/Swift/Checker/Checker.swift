/// A pass over pasted Swift before any of it runs, with scopes and the types it can tell, so one
/// paste reports every mistake it can find at once: a misspelt member of a UIKit or SnapKit type
/// (`botomAnchor` on a view, `ofset` on a SnapKit chain) with the member meant, and a misspelt
/// name with the declared name meant. Names the paste does not declare and that resemble nothing
/// are the app's own; the evaluator skips them with a note, so they are not errors here.
struct Checker {
    var diagnostics: [Diagnostic] = []
    /// Names in scope, innermost last, with the type each is known to have (nil: unknown).
    var scopes: [[String: String?]] = [[:]]
    /// Types the paste declares, by name.
    var types: [String: TypeDecl] = [:]
    /// The session the paste runs in: the names it already has (views, constraints, globals)
    /// are looked up in it when a name is read, not copied (a session of a thousand views would
    /// copy a thousand names for every entry).
    var session: Session?
    /// The pasted class whose members are being checked.
    var currentClass: String?
    /// Inside an extension of a type neither pasted nor UIKit's (the app's own class from another
    /// file): its names are that class's, unseen here, not misspellings.
    var insideAppType = false
    /// Whether the expression checked is the callee of a call (`foot("…")`).
    var checkingCallee = false
    /// The variable whose initialiser is being checked.
    var declaring: String? = nil
    /// The protocols extensions of the paste (and earlier entries) make its classes adopt
    /// (`extension Tile: CodeView`), by class.
    var conformances: [String: [String]] = [:]
    /// The methods of the classes being checked: in Objective-C one is reached only by a message
    /// (`[self layoutBar]`), never by its bare name, so it is no spelling a bare name could mean.
    var methodNames: Set<String> = []
    /// Whether the paste is a whole file (it imports a module): its top-level statements are a
    /// playground's page, where a value alone on its line is shown beside it.
    var isFile = false
    /// The modules the paste (and earlier entries) import.
    var importedModules: Set<String> = []
    /// Checking the target of an assignment of a font (`field.contentFont = .systemFont(ofSize: 18)`).
    var assigningFont = false

    /// A name the session already has, with the class of a view (nil: a value of unknown type);
    /// nil when it has none. Swift's globals first, then kept constraints, then views.
    func outer(_ name: String) -> String?? {
        guard let session else { return nil }
        // A view made for the app's own class (taken as a UIKit one) has that class's members too.
        func checked(_ view: String) -> String { session.state.swift.standIns[view] ?? session.swiftClass(ofView: view) }
        if let value = session.state.swift.globals[name] {
            if case .view(let view) = value { return .some(checked(view)) }
            return .some(nil)
        }
        if !name.hasPrefix("$"), session.state.names[name] != nil { return .some("NSLayoutConstraint") }
        if session.state.layout.id(of: name) != nil || session.state.detached[name] != nil { return .some(checked(name)) }
        return nil
    }

    /// Every name the session already has, for suggestions.
    var outerNames: [String] {
        guard let session else { return [] }
        var names = Set(session.declaredViewNames)
        names.formUnion(session.state.names.keys.filter { !$0.hasPrefix("$") })
        names.formUnion(session.state.swift.globals.keys)
        return names.sorted()
    }

    static func check(_ statements: [Stmt], session: Session) -> [Diagnostic] {
        var checker = Checker()
        checker.session = session
        checker.types = session.state.swift.types
        // Members earlier entries' extensions added to UIKit's types.
        for (name, members) in session.state.swift.extensions {
            if checker.types[name]?.kind == .protocol {
                // A protocol's extension is kept apart from its requirements; for names, one.
                checker.types[name]?.members += members
            } else if checker.types[name] == nil {
                let nowhere = SourceRange(at: SourceLocation(line: 1, column: 1))
                checker.types[name] = TypeDecl(kind: .extension, name: name, inherits: [], members: members, range: nowhere, nameRange: nowhere)
            }
        }
        checker.conformances = session.state.swift.conformances.mapValues { Array($0) }
        for case .type(let t) in statements where t.kind == .extension {
            checker.conformances[t.name, default: []] += t.inherits.map(\.baseName)
        }
        checker.isFile = session.state.swift.importsModules
            || statements.contains { if case .ignored(let what, _) = $0, what.hasPrefix("import") { true } else { false } }
        checker.importedModules = session.state.swift.importedModules.union(statements.compactMap { statement -> String? in
            if case .ignored(let what, _) = statement, what.hasPrefix("import ") { String(what.dropFirst("import ".count)) } else { nil }
        })
        checker.declareTopLevel(statements)
        checker.check(statements)
        return checker.diagnostics.sorted { ($0.range.start, $0.message) < ($1.range.start, $1.message) }
    }

    // MARK: - Scopes

    mutating func declare(_ name: String, _ type: String?) {
        scopes[scopes.count - 1][name] = .some(type)
    }

    func lookup(_ name: String) -> String?? {
        for scope in scopes.reversed() {
            if let t = scope[name] { return .some(t) }
        }
        return nil
    }

    /// Types and functions are visible in the whole paste; top-level `let`s too (a function may
    /// use one declared after it).
    mutating func declareTopLevel(_ statements: [Stmt]) {
        for statement in statements {
            switch statement {
            case .type(let decl):
                if decl.kind == .extension {
                    // An extension of a UIKit or SnapKit type, under the one name Layoutbook has for
                    // it (as the evaluator keeps it), seen by the lines after it in the same paste.
                    let name = types[decl.name] != nil ? decl.name : Self.normalized(decl.name) ?? decl.name
                    if types[name] != nil { types[name]?.members += decl.members } else { types[name] = decl }
                } else {
                    // An extension pasted before the type it extends adds to it all the same.
                    var merged = decl
                    if let earlier = types[decl.name], earlier.kind == .extension { merged.members += earlier.members }
                    types[decl.name] = merged
                }
            case .function(let f): declare(f.name, nil)
            case .variable(let v): if let name = v.name { declare(name, staticType(of: v)) }
            default: break
            }
        }
    }

    mutating func check(_ statements: [Stmt]) {
        for statement in statements {
            if case .function(let f) = statement { declare(f.name, nil) }
        }
        for statement in statements { check(statement) }
    }

    mutating func inScope(_ body: (inout Checker) -> Void) {
        scopes.append([:])
        body(&self)
        scopes.removeLast()
    }

    // MARK: - Statements

    mutating func check(_ statement: Stmt) {
        switch statement {
        case .expression(let e):
            if case .identifier = e {
                checkUsed(e)
                _ = type(of: e)
            } else {
                // A misspelt name in it (`avatr.frame`) is the error to report, not that the
                // value is unused.
                let errors = diagnostics.filter { $0.severity == .error }.count
                _ = type(of: e)
                if diagnostics.filter({ $0.severity == .error }).count == errors { checkUsed(e) }
            }
        case .variable(let v):
            if let initializer = v.initializer {
                // A name in a property's own initialiser is no misspelling of that property
                // (`let userIds = Array(users.prefix(5))`, `users` the app's).
                let saved = declaring
                declaring = v.name
                defer { declaring = saved }
                _ = type(of: initializer)
            }
            if let getter = v.getter { inScope { $0.check(getter) } }
            if let observer = v.didSet { inScope { $0.declare("oldValue", nil); $0.check(observer) } }
            if let setter = v.setter { inScope { $0.declare(v.setterParameter, nil); $0.check(setter) } }
            if let observer = v.willSet { inScope { $0.declare(v.willSetParameter, nil); $0.check(observer) } }
            declarePattern(v.pattern, staticType(of: v))
        case .assignment(let target, _, let value, _):
            assigningFont = Self.makesFont(value)
            _ = type(of: target)
            assigningFont = false
            _ = type(of: value)
        case .ifStatement(let conditions, let then, let otherwise, _):
            inScope { c in
                c.check(conditions)
                c.check(then)
            }
            if let otherwise { inScope { $0.check(otherwise) } }
        case .guardStatement(let conditions, let otherwise, _):
            inScope { $0.check(otherwise) }
            check(conditions)
        case .forIn(let pattern, let sequence, let whereClause, let body, _):
            let sequenceType = type(of: sequence)
            inScope { c in
                c.declarePattern(pattern, sequenceType.flatMap(Self.elementType))
                if let whereClause { _ = c.type(of: whereClause) }
                c.check(body)
            }
        case .whileLoop(let conditions, let body, _):
            inScope { c in
                c.check(conditions)
                c.check(body)
            }
        case .repeatWhile(let body, let condition, _):
            inScope { $0.check(body) }
            _ = type(of: condition)
        case .switchStatement(let subject, let cases, _):
            _ = type(of: subject)
            for clause in cases {
                inScope { c in
                    for pattern in clause.patterns { c.checkCasePattern(pattern) }
                    if let g = clause.guardExpr { _ = c.type(of: g) }
                    c.check(clause.body)
                }
            }
        case .returnStatement(let e, _): if let e { _ = type(of: e) }
        case .function(let f):
            declare(f.name, nil)
            checkFunction(f)
        case .type(let decl):
            checkType(decl)
        case .doBlock(let body, let catches, _):
            inScope { $0.check(body) }
            for clause in catches { inScope { $0.declare("error", nil); $0.check(clause) } }
        case .deferBlock(let body, _):
            inScope { $0.check(body) }
        case .throwStatement(let value, _):
            _ = type(of: value)
        case .breakStatement, .continueStatement, .fallthroughStatement, .statementLabel, .labeledJump, .enumCases, .ignored:
            break
        case .command(let command):
            // A view a command declares is known to the Swift after it in the entry.
            switch command {
            case .view(let v): declare(v.name.name, Self.className(of: v.kind))
            case .stack(let s): declare(s.name.name, "UIStackView")
            default: break
            }
        }
    }

    /// The UIKit class of a view a `view`, `scroll`, `label` or `image` command declares.
    static func className(of kind: DeclaredKind) -> String {
        switch kind {
        case .view: "UIView"
        case .scroll: "UIScrollView"
        case .label: "UILabel"
        case .image: "UIImageView"
        }
    }

    static let cartographyFunctions: Set<String> = ["constrain", "inset", "align", "distribute"]

    /// Whether an equation's left side names anchors (`a.topAnchor`, `a.edgeAnchors`) or, in
    /// Cartography's block, a proxy's attributes (`a.top`, `a.edges`): the equation makes constraints.
    static func isLayoutEquation(_ op: String, _ left: Expr) -> Bool {
        if op == "~" {
            guard case .binary(let inner, let l, _, _, _) = left else { return false }
            return isLayoutEquation(inner, l)
        }
        // Stevia's `Top == 8` and `a.Top == b.Bottom + 8` make constraints too.
        if case .identifier(let name, _) = left { return Library.steviaAttributes.contains { $0.name == name } }
        guard case .member(_, let name, _, _) = left else { return false }
        return name.hasSuffix("Anchor") || name.hasSuffix("Anchors") || LayoutAttribute(rawValue: name) != nil || name == "baseline"
            || Library.steviaAttributes.contains { $0.name == name }
    }

    /// A line that computes a value and does nothing with it is a mistake: a misspelt command
    /// (`shwo`), or an equation in Layoutbook's own syntax that its grammar could not read.
    /// What a developer types alone to look at a view's geometry.
    static let geometryMembers: Set<String> = ["frame", "bounds", "center", "contentSize", "contentOffset", "safeAreaInsets",
                                               "intrinsicContentSize", "layoutFrame", "constraints"]

    /// A trailing closure of nothing but literals, one a line (`PopupMenu(frame: f) { "is:"; "label:" }`):
    /// the values a result builder of the app's collects, as only a builder reads them, not
    /// values left unused.
    static func isBuilderContent(_ closure: ClosureExpr) -> Bool {
        guard !closure.body.isEmpty else { return false }
        return closure.body.allSatisfy { statement in
            guard case .expression(let e) = statement else { return false }
            switch e {
            case .string, .number, .bool: return true
            default: return false
            }
        }
    }

    /// Whether a value alone on its line is a playground page's: at the top level of a whole
    /// file (one that imports a module), where app code has no statements of its own.
    var onPlaygroundPage: Bool {
        isFile && scopes.count == 1
    }

    /// Whether a value alone on its line is in a function or closure of a whole file (an app's
    /// `loginInstance?.accessToken` left in a method): Swift only warns that it is unused, and
    /// the app builds and runs.
    var inAppCode: Bool {
        isFile && scopes.count > 1
    }

    mutating func checkUsed(_ e: Expr) {
        switch e {
        case .identifier(let name, let range) where lookup(name) == nil && outer(name) == nil:
            diagnostics.append(CommandWord.unknown(name, at: range, nearby: visibleNames()))
        case .binary(let op, let left, _, _, _) where ["==", "<=", ">=", "~", "/==/", "/<=/", "/>=/"].contains(op) && Self.isLayoutEquation(op, left):
            // Anchorage's and Cartography's equations make constraints.
            break
        case .binary(let op, _, _, let opRange, _) where ["==", "<=", ">=", "<", ">", "!="].contains(op)
            // In a whole file's function or closure it is a `switch` expression's branch
            // (`case .fixed(let x): x <= limit`), or at worst a warning: the app builds.
            && !inAppCode
            // (Nor where the paste declares its own operator of that name, a layout DSL's.)
            && lookup(op) == nil && outer(op) == nil:
            diagnostics.append(Diagnostic(.error, "the result of '\(op)' is not used: in Swift this compares and does nothing",
                                          at: opRange, hint: "a constraint is written 'a.top == b.bottom + 8' with attributes both sides"))
        case .member(_, "constraint", _, _):
            // `make.height.equalTo(40).constraint` alone: the constraint is made all the same
            // (Swift warns that the result is unused; the block still installs it).
            break
        case .member(_, let name, _, _) where Self.geometryMembers.contains(name) && !onPlaygroundPage && !inAppCode:
            // `box.frame` typed to see it, as in a playground: say where Layoutbook shows it.
            diagnostics.append(Diagnostic(.error, "this value is not used", at: e.range,
                                          hint: "frames are shown after every entry: 'frames' lists every view's, "
                                              + "'explain NAME' says why a view is where it is"))
        case .member, .number, .string, .bool, .nilLiteral:
            if onPlaygroundPage {
                // `diff.day` alone at the top of a playground's page: the playground shows its
                // value beside the line, and Swift only warns that it is unused. The page goes on.
                diagnostics.append(Diagnostic(.warning, "this value is not used: a playground shows it beside its line, "
                                                  + "and it changes nothing here", at: e.range,
                                              hint: "frames are shown after every entry: 'frames' lists every view's, "
                                                  + "'explain NAME' says why a view is where it is"))
            } else if inAppCode {
                diagnostics.append(Diagnostic(.warning, "this value is not used: Swift warns and builds the app all the same; "
                                                  + "it changes nothing here", at: e.range))
            } else {
                diagnostics.append(Diagnostic(.error, "this value is not used", at: e.range))
            }
        default:
            break
        }
    }

    mutating func check(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let e): _ = type(of: e)
            case .optionalBinding(let name, let value, _):
                let t = type(of: value)
                declare(name, t)
            case .pattern(let pattern, let value, _):
                _ = type(of: value)
                checkCasePattern(pattern)
            }
        }
    }

    mutating func checkCasePattern(_ pattern: Pattern) {
        switch pattern {
        case .binding(let inner, _):
            if case .expression(.identifier(let name, _)) = inner { declare(name, nil) } else { declarePattern(inner, nil) }
        case .name(let name, _): declare(name, nil)
        case .tuple(let parts, _): for p in parts { checkCasePattern(p) }
        case .enumCase(_, let payload, _): for p in payload { checkCasePattern(p) }
        case .typeCheck(let inner, _, _): if let inner { checkCasePattern(inner) }
        case .expression, .wildcard: break
        }
    }

    mutating func declarePattern(_ pattern: Pattern, _ type: String?) {
        switch pattern {
        case .name(let name, _): declare(name, type)
        case .tuple(let parts, _):
            for (i, p) in parts.enumerated() {
                // `for (i, v) in views.enumerated()`: the second part has the array's element type.
                declarePattern(p, i == 1 && parts.count == 2 ? type.flatMap(Self.enumeratedElement) : nil)
            }
        case .binding(let inner, _): declarePattern(inner, type)
        case .expression(.identifier(let name, _)): declare(name, type)
        // `case let .list(item)`: under the `let`, the names in the case's payload are bound.
        case .enumCase(_, let payload, _): for p in payload { declarePattern(p, nil) }
        default: break
        }
    }

    mutating func checkFunction(_ f: FunctionDecl) {
        inScope { c in
            for p in f.parameters { c.declare(p.name, p.type.flatMap { Self.normalized($0.baseName) }) }
            if f.name == "init" || f.name == "viewForZooming" { c.declare("frame", "CGRect") }
            c.check(f.body)
        }
    }

    /// Whether an expression makes a font: a call of UIFont's or of a factory named for one
    /// (`.systemFont(ofSize: 18)`, `UIFont.preferredFont(forTextStyle: .body)`, `.appFont(withSize: 18)`).
    static func makesFont(_ expr: Expr) -> Bool {
        guard case .call(let callee, _, _, _) = expr else { return false }
        return callee.pathText.lowercased().contains("font")
    }

    mutating func checkType(_ decl: TypeDecl) {
        // A type nested in another (`class FooterLabel: UILabel` inside a controller) is known by
        // its own name inside it, its UIKit base's members with it.
        if types[decl.name] == nil, decl.kind == .class { types[decl.name] = decl }
        let saved = currentClass
        let savedInside = insideAppType
        // An extension of a pasted class is inside that class: `self.addSubview` and bare
        // `addGestureRecognizer` are its UIKit base's members there too.
        currentClass = decl.kind == .extension && types[decl.name]?.kind != .class ? nil : decl.name
        let extended = decl.kind == .extension && types[decl.name]?.kind != .class ? Self.normalized(decl.name) ?? decl.name : decl.name
        if decl.kind == .extension, types[decl.name].map({ $0.kind == .extension }) ?? true, Library.type(named: extended) == nil {
            insideAppType = true
        }
        // A class that adopts the app's own protocol, not in the paste (`NoteVC: UIViewController,
        // UIMaker`): its extension gives the class members no spelling can be checked against.
        if decl.kind == .class, (decl.inherits.dropFirst().map(\.baseName) + (conformances[decl.name] ?? [])).contains(where: { p in
            Evaluator.isProtocolNotInPaste(p, declared: types) && Evaluator.isAppsOwnProtocolName(p)
        }) {
            insideAppType = true
        }
        // A Core Animation class's subclass (`FadeLayer: CAGradientLayer`): its bare names are that
        // class's properties (`colors`, `contents`), which Layoutbook does not model.
        if decl.kind == .class {
            var top = decl.inherits.first?.baseName
            var seen: Set<String> = []
            while let t = top, let declared = types[t], declared.kind == .class, seen.insert(t).inserted { top = declared.inherits.first?.baseName }
            if let top, Library.isCoreAnimationClass(top) { insideAppType = true }
        }
        defer { insideAppType = savedInside }
        inScope { c in
            c.declare("self", extended)
            for member in c.members(of: decl.name) + decl.members {
                switch member {
                case .variable(let v): if let name = v.name { c.declare(name, c.staticType(of: v)) }
                case .function(let f):
                    c.declare(f.name, nil)
                    c.methodNames.insert(f.name)
                case .enumCases(let names, _, _): for n in names { c.declare(n, nil) }
                case .type(let t): c.declare(t.name, nil)
                default: break
                }
            }
            if decl.kind == .extension {
                for name in Library.memberNames(of: extended) { c.declare(name, nil) }
            }
            // An option set has SetAlgebra's members, read bare in its own code (`contains(.top)`).
            if decl.inherits.contains(where: { ["OptionSet", "SetAlgebra"].contains($0.baseName) }) {
                for name in Evaluator.optionSetQueries.union(Evaluator.optionSetMutators)
                    .union(["insert", "remove", "update", "isEmpty", "rawValue"]).sorted() {
                    c.declare(name, nil)
                }
            }
            // What pasted extensions give the UIKit classes it derives from (`private extension
            // UIView { static func makeTile(…) }`), callable here without a type name.
            if decl.kind == .class, let base = c.libraryBase(decl.name) {
                for (typeName, other) in c.types where other.kind == .extension && Library.isSubtype(base, of: typeName) {
                    for case .function(let f) in other.members { c.declare(f.name, nil) }
                }
            }
            for member in decl.members { c.check(member) }
        }
        currentClass = saved
    }

    /// Whether a pasted protocol, or an extension of a protocol (a type neither pasted nor
    /// UIKit's), declares a member of this name: any type may adopt it (`class V: UIView, P`,
    /// `extension UIView: P {}`), and the evaluator finds it on those that do.
    func protocolDeclares(_ name: String) -> Bool {
        types.values.contains { decl in
            let isProtocol = decl.kind == .protocol
                || (decl.kind == .extension && Library.type(named: decl.name) == nil && Self.normalized(decl.name) == decl.name)
            return isProtocol && decl.members.contains { member in
                switch member {
                case .function(let f): f.name == name
                case .variable(let v): v.name == name
                default: false
                }
            }
        }
    }

    /// The members a type has in the paste: its own, its pasted superclasses', and those of the
    /// paste's extensions of the UIKit classes it derives from (`extension UIView`'s methods
    /// inside `extension UITextField`, as Swift inherits them).
    func members(of className: String) -> [Stmt] {
        var result: [Stmt] = []
        var name: String? = className
        var seen: Set<String> = []
        while let n = name, seen.insert(n).inserted {
            if let decl = types[n] {
                result += decl.members
                if let superclass = decl.superclass {
                    name = superclass
                    continue
                }
            }
            name = Library.type(named: n)?.parent
        }
        return result
    }

    /// A bare name inside a pasted class that is a member it inherits: one of its UIKit base's
    /// (`layer`, `imageView` in a cell), with its type when known; or any name at all when the
    /// class derives from the app's own class the paste lacks (`BaseView<Action>`), whose members
    /// cannot be told from a misspelling. `.some(nil)`: inherited, type unknown; nil: not inherited.
    mutating func inheritedMember(_ name: String, at range: SourceRange) -> String?? {
        guard let currentClass, types[currentClass]?.kind == .class else { return nil }
        guard let base = libraryBase(currentClass) else {
            // The chain leaves the paste at a class that is not UIKit's: the app's own.
            return members(of: currentClass).isEmpty && types[currentClass]?.superclass == nil ? nil : .some(nil)
        }
        guard Library.member(name, of: base) != nil else { return nil }
        return .some(memberType(base, name, at: range))
    }

    /// The library type a pasted class derives from.
    func libraryBase(_ className: String) -> String? {
        var name = className
        var seen: Set<String> = []
        // An extension of a UIKit class is filed under its name: the chain ends there.
        while let decl = types[name], decl.kind != .extension, seen.insert(name).inserted {
            guard let parent = decl.superclass else { return nil }
            name = parent
        }
        return Library.type(named: name) != nil ? name : nil
    }

    func staticType(of v: VariableDecl) -> String? {
        if let t = v.type { return Self.normalized(t.baseName) }
        if let initializer = v.initializer { return Self.constructedType(initializer, types: types) }
        return nil
    }

    static func normalized(_ name: String) -> String? {
        if name.hasPrefix("[") { return "Array" }
        switch name {
        case "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension": return "NSLayoutAnchor"
        case "ConstraintMakerExtendable", "ConstraintMakerEditable", "ConstraintMakerRelatable", "ConstraintMakerFinalizable",
             "ConstraintMakerPrioritizable": return "ConstraintMakerChain"
        case "ConstraintLayoutGuideDSL": return "ConstraintViewDSL"
        case "Constraint": return "NSLayoutConstraint"
        default: return name
        }
    }

    static func elementType(_ arrayType: String) -> String? { nil }
    static func enumeratedElement(_ type: String) -> String? { nil }

    /// `UILabel()`, `UIView(frame: …)`, `CardView()`: the type a constructor call makes.
    static func constructedType(_ expr: Expr, types: [String: TypeDecl]) -> String? {
        if case .call(.identifier(let name, _), _, _, _) = expr, name.first?.isUppercase == true,
           Library.type(named: name) != nil || types[name] != nil {
            return name
        }
        if case .call(.closure(let c), _, _, _) = expr {
            // `let v: UIView = { let v = UIView(); …; return v }()` with no annotation: the returned type.
            for statement in c.body {
                if case .variable(let v) = statement, let initializer = v.initializer,
                   let t = constructedType(initializer, types: types) { return t }
            }
        }
        return nil
    }

    // MARK: - Expressions

    /// Checks an expression and returns its type when it is known.
    mutating func type(of expr: Expr) -> String? {
        switch expr {
        case .identifier(let name, let range):
            if let known = lookup(name) { return known }
            if types[name] != nil || Library.type(named: name) != nil || Library.isFrameworkTypeName(name) { return nil }
            // Objective-C's class named in lower case, sent alloc (`[[vlogo alloc] init]`).
            if session?.runsObjectiveC == true, session?.objectiveCTypes[name] == "class" { return nil }
            if let known = outer(name) { return known }
            if Library.global(name) != nil || Library.globalFunctionNames.contains(name) { return nil }
            // Cartography's free functions (`inset(container.edges, 10)` inside its block): no
            // misspelling of a member of the class around them (`init`).
            if checkingCallee, Self.cartographyFunctions.contains(name) { return nil }
            if name == "view" || name == "root" { return "UIView" }
            if name.hasPrefix("$") { return nil }
            // `self_`, `weakSelf`: an alias of self a macro or a line the paste lacks declares.
            if Evaluator.weakSelfNames.contains(name) || Evaluator.isUnderscoredSelf(name) { return nil }
            if let inherited = inheritedMember(name, at: range) { return inherited }
            let spellings = checkingCallee ? spellingsOfBareName().filter { !isViewName($0) && mayBeCalled($0) } : spellingsOfBareName()
            // In a class of a file the app compiled (it imports a module), a name the paste does not
            // declare is the app's own — a global, a member of an extension — not a misspelling.
            // So is a function called in an Objective-C class's code (`iURL(url)`): the app's
            // header's macro or C function, as the file compiled.
            let objectiveCCall = checkingCallee && currentClass != nil && session?.runsObjectiveC == true
            if !insideAppType, !(isFile && currentClass != nil), !objectiveCCall, name.count > 2, name.first?.isLowercase == true,
               !Evaluator.isConstantName(name),
               let suggestion = Suggestion.closestName(to: name, in: spellings),
               // A function called by a name (`with(UIStackView()) { … }`) is no misspelt type (`Width`).
               !checkingCallee || suggestion.first?.isLowercase == true,
               !Evaluator.namesApart(name, suggestion) {
                diagnostics.append(Diagnostic(.error, "no name '\(name)' is declared here", at: range, suggestion: suggestion))
            }
            return nil
        case .member(let base, let name, let nameRange, _):
            if case .selfExpr = base, currentClass == nil {
                // `self.x` in a paste without its class: the top level.
                return type(of: .identifier(name, nameRange))
            }
            let baseType: String?
            if case .selfExpr = base { baseType = currentClass } else { baseType = type(of: base) }
            guard let baseType else { return nil }
            return memberType(baseType, name, at: nameRange)
        case .call(let callee, let arguments, let trailing, _):
            var calleeType: String? = nil
            var memberName: String? = nil
            switch callee {
            case .member(let base, let name, let nameRange, _):
                memberName = name
                if case .superExpr = base { break }
                if case .selfExpr = base, currentClass == nil {
                    _ = type(of: .identifier(name, nameRange))
                    break
                }
                // `NSLayoutConstraint.activte([…])`: a misspelt static method of a UIKit type is
                // reported with the other mistakes of the paste, not after they are fixed.
                // Pasted Objective-C compiled: there it is the app's own category (`[UIView autolayoutView]`).
                if session?.runsObjectiveC != true, case .identifier(let typeName, _) = base, lookup(typeName) == nil, types[typeName] == nil,
                   Library.type(named: typeName) != nil, Library.staticMember(name, of: typeName) == nil,
                   Library.member(name, of: typeName) == nil,
                   // The app's own factory of a view for Auto Layout (`UIView.forAutoLayout()`), or
                   // any of a view class in code the app compiled, made as a plain view when it runs.
                   !(Library.isSubtype(typeName, of: "UIView")
                       && (currentClass != nil || insideAppType || name.lowercased().contains("autolayout"))),
                   // The app's own font and colour factories (`UIFont.customFont(forTextStyle:)`).
                   typeName != "UIFont", typeName != "UIColor",
                   let suggestion = Library.closestStatic(to: name, of: typeName, arity: arguments.count + (trailing == nil ? 0 : 1)) {
                    diagnostics.append(Diagnostic(.error, "'\(typeName)' has no method '\(name)'", at: nameRange, suggestion: suggestion))
                }
                let baseType: String?
                if case .selfExpr = base { baseType = currentClass } else { baseType = type(of: base) }
                if let baseType {
                    calleeType = memberType(baseType, name, at: nameRange, isCall: true,
                                            arity: arguments.count + (trailing == nil ? 0 : 1),
                                            labels: arguments.map(\.label) + (trailing == nil ? [] : [nil]))
                    checkLabels(arguments, of: name, on: baseType)
                }
            case .identifier(let name, _):
                if Library.type(named: name) != nil || types[name] != nil {
                    for a in arguments { _ = type(of: a.value) }
                    if let trailing { checkClosure(trailing, parameterType: nil) }
                    return name
                }
                if lookup(name) == nil, outer(name) == nil, let factory = Library.factoryClass(forFunction: name) {
                    // The app's own factory (`makeButton(withText:)`), not in the paste: a view of the
                    // class its name says stands in (see the evaluator), not a misspelling.
                    calleeType = factory
                    break
                }
                // A function's name is no misspelling of a view's (`foot("…")`, the app's logger,
                // is not `root`): only names that can be called are offered.
                do {
                    let saved = checkingCallee
                    checkingCallee = true
                    defer { checkingCallee = saved }
                    _ = type(of: callee)
                }
            default:
                _ = type(of: callee)
            }
            for a in arguments {
                if case .closure(let c) = a.value {
                    checkClosure(c, parameterType: Self.makerClosure(memberName, of: callee) ? "ConstraintMaker" : nil)
                } else if a.label == "views" || a.label == "metrics", case .identifier = a.value {
                    // A Visual Format call's dictionary by a name: one the paste lacks reads the
                    // format's names instead (the evaluator's `bindFormatDictionaries`), so it is
                    // no misspelling of a name that is there (`views` of `view`).
                    continue
                } else {
                    _ = type(of: a.value)
                }
            }
            var calleeName = memberName
            if case .identifier(let name, _) = callee { calleeName = name }
            if let trailing, let calleeName, Self.builderMethods.contains(calleeName) || Self.isBuilderContent(trailing) {
                // Stevia's `subviews { a; b }` and `layout { 8; |-a-| }`: each line is a value the
                // builder collects, not one left unused.
                inScope { checker in
                    for statement in trailing.body {
                        if case .expression(let e) = statement { _ = checker.type(of: e) } else { checker.check(statement) }
                    }
                }
                return calleeType
            }
            if let trailing { checkClosure(trailing, parameterType: Self.makerClosure(memberName, of: callee) ? "ConstraintMaker" : nil) }
            return calleeType
        case .closure(let c):
            checkClosure(c, parameterType: nil)
            return nil
        case .forceUnwrap(let base, _), .optionalChain(let base, _), .tryExpr(let base, _), .optionalTry(let base, _):
            return type(of: base)
        case .subscriptAccess(let base, let arguments, _):
            _ = type(of: base)
            for a in arguments { _ = type(of: a.value) }
            return nil
        case .array(let elements, _):
            for e in elements { _ = type(of: e) }
            return "Array"
        case .dictionary(let elements, _):
            for e in elements { _ = type(of: e.key); _ = type(of: e.value) }
            return "Dictionary"
        case .binary(let op, let l, let r, _, _):
            let lt = type(of: l)
            _ = type(of: r)
            // A range of numbers runs as an array of them (`(0..<6).map { _ in UIView() }`).
            if op == "..<" || op == "..." { return "Array" }
            return lt == "CGFloat" ? "CGFloat" : nil
        case .prefix(_, let e, _): return type(of: e)
        case .ternary(let c, let a, let b, _):
            _ = type(of: c)
            let t = type(of: a)
            _ = type(of: b)
            return t
        case .cast(let e, _, let t, _):
            _ = type(of: e)
            return Self.normalized(t.baseName)
        case .isType(let e, _, _):
            _ = type(of: e)
            return "Bool"
        case .tuple(let arguments, _), .pound(_, let arguments, _):
            for a in arguments { _ = type(of: a.value) }
            return nil
        case .string(let parts, _):
            for case .interpolation(let e) in parts { _ = type(of: e) }
            return "String"
        case .number: return "CGFloat"
        case .selfExpr: return currentClass
        default:
            return nil
        }
    }

    /// Labels of a call to a library method whose labels are checked.
    mutating func checkLabels(_ arguments: [CallArgument], of name: String, on baseType: String) {
        // A pasted class's own method of the name (`func setValue(value:)` beside NSObject's
        // `setValue(_:forKey:)`) is the one called.
        if types[baseType] != nil, members(of: baseType).contains(where: { if case .function(let f) = $0 { f.name == name } else { false } }) {
            return
        }
        guard let member = Library.member(name, of: libraryBase(baseType) ?? baseType), let labels = member.labels else { return }
        // More arguments than the method takes, one with a label it lacks: the app's own overload
        // (see ``Library/isAppOverload(_:_:)``), skipped when it runs.
        if Library.isAppOverload(member, labels: arguments.map(\.label)) { return }
        for a in arguments {
            guard let label = a.label, !labels.contains(label) else { continue }
            diagnostics.append(Diagnostic(.error, "\(Library.article(baseType)) has no '\(name)' with the argument label '\(label):'",
                                          at: a.range, suggestion: Suggestion.closest(to: label, in: labels)))
        }
    }

    /// Methods whose closure is a result builder (Stevia's): its lines are values, not statements.
    static let builderMethods: Set<String> = ["subviews", "sv", "layout", "arrangedSubviews"]

    static func makerClosure(_ method: String?) -> Bool {
        guard let method else { return false }
        return SnapKitAction.allCases.contains { $0.rawValue == method || "snp_" + $0.rawValue == method }
    }

    /// Whether a call's closure is given SnapKit's maker: `view.snp.makeConstraints { … }`, or
    /// old SnapKit's `view.snp_makeConstraints { … }`. A view's own `makeConstraints { $0… }`
    /// (UIView has none) is the app's extension, whose closure's parameter is the app's.
    static func makerClosure(_ method: String?, of callee: Expr) -> Bool {
        guard makerClosure(method) else { return false }
        if method?.hasPrefix("snp_") == true { return true }
        switch callee {
        case .member(.member(_, "snp", _, _), _, _, _), .member(.identifier("snp", _), _, _, _): return true
        case .member(let base, _, _, _):
            // Not a view's own method: a constraint kept by SnapKit (`c.updateConstraints`) and the like.
            if case .identifier(let name, _) = base, name.first?.isUppercase == true { return true }
            return false
        default: return true
        }
    }

    mutating func checkClosure(_ c: ClosureExpr, parameterType: String?) {
        inScope { checker in
            if c.parameters.isEmpty {
                checker.declare("$0", parameterType)
                checker.declare("$1", nil)
            }
            for (i, p) in c.parameters.enumerated() { checker.declare(p, i == 0 ? parameterType : nil) }
            // A closure of one expression returns it (`.map { Action.refresh }`): it is used. A
            // make block's statement is not returned, and `make.top` alone makes nothing.
            if parameterType == nil, c.body.count == 1, case .expression(let e) = c.body[0] {
                _ = checker.type(of: e)
            } else {
                checker.check(c.body)
            }
        }
    }

    /// The names a bare name could be a misspelling of: every visible one, but in Objective-C not
    /// a method (`dispatch_semaphore_wait(…)`, C's function, is no misspelling of a method named
    /// `dispatch_semaphore_t:`).
    /// Whether a name is a view's: the screen's root view, or a view the session or the paste
    /// holds by that name.
    func isViewName(_ name: String) -> Bool {
        if name == "root" || name == "view" || session?.declaredViewNames.contains(name) == true { return true }
        if case .some(.some(let type)) = lookup(name) { return Library.isSubtype(type, of: "UIView") }
        return false
    }

    /// Whether a name could be what a call names: not one whose type is known and is no
    /// function's (`list`, an `NSArray`, is no misspelt `host(…)`, the app's own function).
    func mayBeCalled(_ name: String) -> Bool {
        guard case .some(.some(let type)) = lookup(name) else { return true }
        let lowered = type.lowercased()
        return type.contains("->") || type.hasPrefix("(") || lowered.contains("block") || lowered.contains("handler")
            || lowered.contains("closure") || lowered.contains("callback") || lowered.contains("action")
    }

    func spellingsOfBareName() -> [String] {
        // (Not the views made for names a listing left undeclared: `subtitleLabel` beside a
        // stand-in `titleLabel` is another view of the page, not a slip of the keys.)
        let standIns = session?.state.swift.standInNames ?? []
        let names = visibleNames().filter { $0 != declaring && !standIns.contains($0) }
        guard session?.runsObjectiveC == true else { return names }
        return names.filter { !methodNames.contains($0) }
    }

    func visibleNames() -> [String] {
        var names: [String] = []
        for scope in scopes.reversed() { names += scope.keys.sorted() }
        return names.filter { !$0.hasPrefix("$") } + outerNames
    }

    /// The type of `base.name`, reporting a member the type does not have.
    mutating func memberType(_ baseType: String, _ name: String, at range: SourceRange, isCall: Bool = false,
                             arity: Int? = nil, labels: [String?]? = nil) -> String? {
        // A pasted class: its own members, then its library base's.
        var libraryType = baseType
        if types[baseType] != nil {
            for member in members(of: baseType) {
                switch member {
                case .variable(let v) where v.name == name: return staticType(of: v)
                case .function(let f) where f.name == name: return nil
                // Objective-C's `c.text = …` (`[c setText:…]`) sends the class's own `- setText:`.
                case .function(let f) where session?.runsObjectiveC == true && f.name == ObjCNames.setterName(of: name): return nil
                case .enumCases(let names, _, _) where names.contains(name): return nil
                default: continue
                }
            }
            if protocolDeclares(name) { return nil }
            // An enum's or a struct's first inherited name is its raw type or a protocol, never a
            // superclass: `self.rawValue` in `enum Row: Int` is the enum's, not Int's.
            if types[baseType]?.kind == .enum || types[baseType]?.kind == .struct { return nil }
            guard let base = libraryBase(baseType) else { return nil }
            libraryType = base
        }
        guard Library.type(named: libraryType) != nil else { return nil }
        if protocolDeclares(name) { return nil }
        // Members pasted extensions add.
        for (typeName, decl) in types where decl.kind == .extension || Library.type(named: typeName) != nil {
            guard Library.isSubtype(libraryType, of: typeName) else { continue }
            for member in decl.members {
                if case .function(let f) = member, f.name == name { return nil }
                if case .variable(let v) = member, v.name == name { return nil }
            }
        }
        if let member = Library.member(name, of: libraryType) {
            if libraryType == "ConstraintMakerChain" || libraryType == "ConstraintMaker" {
                return name == "constraint" ? "NSLayoutConstraint" : "ConstraintMakerChain"
            }
            if isCall {
                // `anchorWithOffset(to:)` gives a dimension, every other method a constraint.
                if libraryType == "NSLayoutAnchor" { return name == "anchorWithOffset" ? "NSLayoutAnchor" : "NSLayoutConstraint" }
                return nil
            }
            let signature = member.signature
            guard let colon = signature.firstIndex(of: ":"), !signature.contains("(") else { return nil }
            let t = signature[signature.index(after: colon)...].trimmingCharacters(" ")
            return Self.normalized(String(t.filter { $0 != "?" && $0 != "!" }))
        }
        // A member of a sibling UIKit class (`spacing` on an image view, `text` on a plain view) is
        // named as that class's, not respelled as a neighbour of this one.
        // A plain-drawn view's own members are skipped when they run (``Library/plainDrawnViews``).
        if Library.plainDrawnView(libraryType) != nil { return nil }
        if Library.isSubtype(libraryType, of: "UIView"), let owner = Library.owner(of: name, notOn: libraryType),
           Library.isSubtype(owner, of: "UIView"), Library.types[owner]?.parent != nil {
            // Called with labels the other class's method does not take: the app's own extension
            // (`iconView.setImage(from: url, placeholder: p)`), skipped when it runs.
            if let labels, let theirs = Library.types[owner]?.members[name].flatMap({ Library.signatureLabels($0.signature) }),
               theirs != labels {
                return nil
            }
            // In a pasted class the app compiled, it is the app's own extension (`textView.placeholder`
            // of a UITextView extension), skipped with a note when it runs.
            if currentClass != nil || insideAppType { return nil }
            diagnostics.append(Diagnostic(.error, "\(Library.article(libraryType)) has no member '\(name)' (it is \(owner)'s)", at: range))
            return nil
        }
        // The app's own priority helper (`.withPriority(999)`, `.with(priority: 750)`): the
        // evaluator sets the priority and gives the constraint back, with a note.
        if libraryType == "NSLayoutConstraint", isCall, arity == 1,
           name.lowercased().contains("priority") || labels?.first == "priority" {
            return "NSLayoutConstraint"
        }
        // `self.ND_Width`, `view.mj_x`: a frame word behind the prefix of the app's UIView+Frame
        // extension, not in the paste and no misspelling; read as that part of the frame, with a note.
        if !isCall, Library.isSubtype(libraryType, of: "UIView"), let word = Library.frameCategoryWord(name), word != name { return nil }
        // Pasted Objective-C compiled: a name near a UIKit member's is the app's own category's.
        let suggestion = session?.runsObjectiveC == true ? nil : Library.closestMember(to: name, of: libraryType, arity: arity, property: !isCall)
        let open = Library.isSubtype(libraryType, of: "UIView") || Library.isSubtype(libraryType, of: "UIViewController")
            || Library.isSubtype(libraryType, of: "NSObject") && libraryType != "NSLayoutConstraint" && libraryType != "NSLayoutAnchor"
            || Library.isStandardValueType(libraryType)
            // Core Graphics' values (`bounds.contains(point)`, `frame.intersection(other)`): the
            // evaluator skips what it does not model, with a note.
            || ["CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets"].contains(libraryType)
            // The app's own font and colour extensions (`UIFont().customTextFont`): skipped with
            // a note when they run, the text keeping the system font.
            || ["UIFont", "UIColor"].contains(libraryType)
            // The app's own SnapKit helper (`view.snp.makeEdgesEqualToSuperview()`): skipped with
            // a note when it runs.
            || libraryType == "ConstraintViewDSL"
        if open && suggestion == nil { return nil }
        // In a pasted class the app compiled, a member of a UIKit class that is no view
        // (`[self.animator continueAnimationWithTimingParameters:…]`) is UIKit's or the app's.
        if currentClass != nil || insideAppType, Library.isFrameworkTypeName(libraryType), !Library.isSubtype(libraryType, of: "UIView") {
            return nil
        }
        // So is the app's extension of a number or a string (`duration.localizedTimeDescription`).
        if currentClass != nil || insideAppType, Library.isStandardValueType(libraryType) { return nil }
        // Optional's `map` and `flatMap` (`remainingTime.flatMap { … }`): the optional is not
        // told from its value here.
        if isCall, name == "map" || name == "flatMap" { return nil }
        // A font given to a name near one that takes none (`contentFont` beside `contentMode`), in
        // code the app compiled: the app's own property, skipped with a note when it runs.
        if assigningFont, currentClass != nil || insideAppType, let suggestion, !suggestion.lowercased().contains("font") { return nil }
        // A call the near name does not take (`setImages(.back, style: .white)` beside
        // `setImage(_:for:)`, `findSubview { … }` beside the `subviews` property): the app's own.
        if isCall, let suggestion, let labels, !Library.takesCall(suggestion, of: libraryType, labels: labels) { return nil }
        // Near a layout library's member in a file that does not import that library
        // (`play.sized(…)` beside TinyConstraints' `size`): the app's own extension.
        if isFile, let suggestion, Library.isSubtype(libraryType, of: "UIView"),
           Library.unimportedLibrary(of: suggestion, imported: importedModules) != nil { return nil }
        // A property of a view read in a class of a whole file (`view.scene` beside UIWindow's
        // `screen`): the file compiled, so it is the app's own extension, not a misspelling.
        if isFile, !isCall, currentClass != nil || insideAppType, Library.isSubtype(libraryType, of: "UIView") { return nil }
        diagnostics.append(Diagnostic(.error, "\(Library.article(libraryType)) has no member '\(name)'", at: range,
                                      suggestion: suggestion))
        return nil
    }
}

extension Substring {
    func trimmingCharacters(_ c: Character) -> Substring {
        var s = self
        while s.first == c { s.removeFirst() }
        while s.last == c { s.removeLast() }
        return s
    }
}
