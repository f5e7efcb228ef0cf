/// Whether pasted code names something: a walk over its syntax tree for the name as an
/// identifier, a type or part of a written type (`[IconView]`).
enum SyntaxMentions {
    /// Whether any node under `value` (a statement, an expression, a list of them) names `name`.
    static func names(_ name: String, in value: Any) -> Bool {
        if let text = value as? String { return text == name || (text.count > name.count && EntryReader.names(name, in: text)) }
        if value is SourceRange { return false }
        for child in Mirror(reflecting: value).children where names(name, in: child.value) {
            return true
        }
        return false
    }

    /// Whether any node under `value` names the type `name` other than to read a nested type or
    /// a static value of it (`Outer.Metrics.height`, `Outer.rowHeight`): a view class that reads
    /// another's constants does not use that view. A static method called on it
    /// (`Outer.make()`) is a use.
    static func namesBeyondStatics(_ name: String, in value: Any) -> Bool {
        if let expr = value as? Expr {
            switch expr {
            case .call(.member(.identifier(name, _), _, _, _), _, _, _):
                return true
            case .member(.identifier(name, _), _, _, _):
                return false
            default: break
            }
        }
        if let text = value as? String { return text == name || (text.count > name.count && EntryReader.names(name, in: text)) }
        if value is SourceRange { return false }
        for child in Mirror(reflecting: value).children where namesBeyondStatics(name, in: child.value) {
            return true
        }
        return false
    }

    /// Whether `value` mentions `name` as a method of `self` could be: as any name
    /// (``names(_:in:)``), except as a member of another value — `cell.configure(with: item)`
    /// does not call the controller's own `configure()`.
    static func namesOwnMember(_ name: String, in value: Any) -> Bool {
        if let expr = value as? Expr, case .member(let base, let member, _, _) = expr {
            if member == name, case .selfExpr = base { return true }
            return namesOwnMember(name, in: base)
        }
        if let text = value as? String { return text == name || (text.count > name.count && EntryReader.names(name, in: text)) }
        if value is SourceRange { return false }
        for child in Mirror(reflecting: value).children where namesOwnMember(name, in: child.value) {
            return true
        }
        return false
    }

    /// Whether `value` names `name` other than in a call on `self` (written or implicit) whose
    /// labels are those of one of `own`, the methods of that name of the type the code is in:
    /// such a call is to its own method, whatever another type of the paste declares.
    static func namesBesideOwnCalls(_ name: String, of own: [FunctionDecl], in value: Any) -> Bool {
        if let expr = value as? Expr, case .call(let callee, let arguments, let trailing, _) = expr {
            let onSelf: Bool = switch callee {
            case .identifier(name, _): true
            case .member(.selfExpr, name, _, _): true
            default: false
            }
            let isOwn = onSelf && takesLabels(of: arguments, trailing: trailing != nil, oneOf: own)
            if isOwn {
                return arguments.contains { namesBesideOwnCalls(name, of: own, in: $0.value) }
                    || trailing.map { namesBesideOwnCalls(name, of: own, in: $0) } ?? false
            }
        }
        if value is String || value is SourceRange { return names(name, in: value) }
        for child in Mirror(reflecting: value).children where namesBesideOwnCalls(name, of: own, in: child.value) {
            return true
        }
        return false
    }

    /// Whether one of `functions` takes a call's argument labels (and its trailing closure last).
    static func takesLabels(of arguments: [CallArgument], trailing: Bool, oneOf functions: [FunctionDecl]) -> Bool {
        let labels = arguments.map(\.label)
        return functions.contains { g in
            let parameters = g.parameters.map(\.label)
            return !trailing ? parameters == labels
                : parameters.count == labels.count + 1 && Array(parameters.prefix(labels.count)) == labels
        }
    }

    /// Whether `value` names `name` other than as the method of a call on another object
    /// (`header.setupViews()`, `self.header.setupViews()`): a call on `self`, written or
    /// implicit, or on `super`, and any other mention, count.
    /// `own`: the type's other methods of that name, whose labels a call on self may have (it
    /// is then of that one, as ``namesBesideOwnCalls(_:of:in:)`` reads it).
    static func namesBesideCallsOnOthers(_ name: String, besideOwn own: [FunctionDecl] = [], in value: Any) -> Bool {
        func within(_ part: Any) -> Bool { namesBesideCallsOnOthers(name, besideOwn: own, in: part) }
        if let expr = value as? Expr, case .call(.member(let base, name, _, _), let arguments, let trailing, _) = expr {
            // (`self?.setupViews()`, `weakSelf.setupViews()`, `[ws setupViews]`: self still.)
            var receiver = base
            while case .optionalChain(let inner, _) = receiver { receiver = inner }
            while case .forceUnwrap(let inner, _) = receiver { receiver = inner }
            let onSelf: Bool = switch receiver {
            case .selfExpr, .superExpr: true
            case .identifier(let alias, _): alias.lowercased().contains("self") || ["ws", "wself", "weakthis"].contains(alias.lowercased())
            default: false
            }
            if onSelf, !takesLabels(of: arguments, trailing: trailing != nil, oneOf: own) { return true }
            return within(base) || arguments.contains { within($0.value) } || trailing.map { within($0) } ?? false
        }
        if value is String || value is SourceRange { return names(name, in: value) }
        for child in Mirror(reflecting: value).children where within(child.value) {
            return true
        }
        return false
    }

    /// The expressions `name` is compared with for equality under `value`, in the order the
    /// syntax holds them: `name == x`, `x == name`, `name.isEqual(toString: x)` (Objective-C's
    /// `[name isEqualToString:x]`).
    static func comparisons(of name: String, in value: Any) -> [Expr] {
        if value is String || value is SourceRange { return [] }
        if let expr = value as? Expr {
            switch expr {
            case .binary("==", .identifier(name, _), let other, _, _), .binary("==", let other, .identifier(name, _), _, _):
                return [other]
            case .call(.member(.identifier(name, _), let method, _, _), let args, nil, _)
                where method.hasPrefix("isEqual") && args.count == 1:
                return [args[0].value]
            default: break
            }
        }
        return Mirror(reflecting: value).children.flatMap { comparisons(of: name, in: $0.value) }
    }

    /// Whether any statement under `value` sets the text of the view read through `name`
    /// (`title.text = …`, `self.title.attributedText = …`, `title?.text = …`).
    static func setsText(of name: String, in value: Any) -> Bool {
        if value is String || value is SourceRange { return false }
        if let statement = value as? Stmt, case .assignment(.member(let base, let property, _, _), _, _, _) = statement,
           property == "text" || property == "attributedText", lastName(of: base) == name {
            return true
        }
        if let expr = value as? Expr, case .call(.member(let base, "setText", _, _), _, _, _) = expr, lastName(of: base) == name {
            return true
        }
        return Mirror(reflecting: value).children.contains { setsText(of: name, in: $0.value) }
    }

    /// Whether any expression under `value` calls a function or method named `name` (`sv(a, b)`,
    /// `self.layout(…)`, `subviews { … }`), not only mentions it (`subviews.count`).
    static func calls(_ name: String, in value: Any) -> Bool {
        if value is String || value is SourceRange { return false }
        if let expr = value as? Expr, case .call(let callee, _, _, _) = expr, lastName(of: callee) == name { return true }
        for child in Mirror(reflecting: value).children where calls(name, in: child.value) {
            return true
        }
        return false
    }

    /// The first identifier or type name under `value` that passes `test`, in the order the
    /// syntax holds them (`MessageCell` in `as! MessageCell`, in `MessageCell.self`).
    /// String literals' text is not looked at (a reuse identifier `"Cell"` names no type).
    static func firstName(in value: Any, where test: (String) -> Bool) -> String? {
        if let text = value as? String { return test(text) ? text : nil }
        if value is SourceRange { return nil }
        if let expr = value as? Expr, case .string = expr { return nil }
        for child in Mirror(reflecting: value).children {
            if let found = firstName(in: child.value, where: test) { return found }
        }
        return nil
    }

    /// Whether any statement under `value` assigns to a property or variable named `name`
    /// (`x = …`, `view.x = …`, `x += …`).
    /// The plain names statements under `value` assign to (`last = cell`, `count += 1`).
    static func assignedNames(in value: Any) -> Set<String> {
        if value is String || value is SourceRange { return [] }
        var names: Set<String> = []
        if let statement = value as? Stmt, case .assignment(.identifier(let n, _), _, _, _) = statement { names.insert(n) }
        for child in Mirror(reflecting: value).children { names.formUnion(assignedNames(in: child.value)) }
        return names
    }

    static func assigns(_ name: String, in value: Any) -> Bool {
        if value is String || value is SourceRange { return false }
        if let statement = value as? Stmt, case .assignment(let target, _, _, _) = statement {
            switch target {
            case .identifier(let n, _) where n == name: return true
            case .member(_, let n, _, _) where n == name: return true
            default: break
            }
        }
        for child in Mirror(reflecting: value).children where assigns(name, in: child.value) {
            return true
        }
        return false
    }

    /// Whether any statement under `value` hands the view read through `name` to Auto Layout:
    /// turns its mask off (`textLabel?.translatesAutoresizingMaskIntoConstraints = false`) or
    /// makes a SnapKit or Masonry block for it (`textLabel?.snp.makeConstraints { … }`).
    static func constrains(_ name: String, in value: Any) -> Bool {
        if value is String || value is SourceRange { return false }
        if let statement = value as? Stmt, case .assignment(.member(let base, "translatesAutoresizingMaskIntoConstraints", _, _), _,
                                                           .bool(false, _), _) = statement, lastName(of: base) == name {
            return true
        }
        if let expr = value as? Expr, case .member(let base, let member, _, _) = expr,
           member == "snp" || member == "mas_makeConstraints", lastName(of: base) == name {
            return true
        }
        for child in Mirror(reflecting: value).children where constrains(name, in: child.value) {
            return true
        }
        return false
    }

    /// Whether any expression under `value` reads the object's own frame or bounds (`self.frame`,
    /// `self.bounds.size.width`, `CGRectGetWidth(self.bounds)`).
    /// With `frameParameter`, reading the initialiser's frame argument counts too (`frame.size.width`,
    /// `CGRectGetWidth(frame)`), which is the view's own frame there.
    static func readsOwnSize(in value: Any, frameParameter: String? = nil) -> Bool {
        if value is String || value is SourceRange { return false }
        if let expr = value as? Expr {
            if case .member(.selfExpr, let name, _, _) = expr, name == "frame" || name == "bounds" { return true }
            // `bounds.width` (self's, unwritten); a cell's `contentView.bounds.height`, its own size
            // too; the app's frame category on either (`contentView.height`, `self.width`).
            if case .identifier("bounds", _) = expr { return true }
            if case .member(let base, let name, _, _) = expr, isOwnOrContentView(base),
               name == "frame" || name == "bounds" || ["width", "height"].contains(Library.frameCategoryWord(name) ?? "") {
                return true
            }
            if let p = frameParameter {
                if case .member(.identifier(p, _), _, _, _) = expr { return true }
                if case .call(.identifier(let f, _), let arguments, _, _) = expr, f.hasPrefix("CGRectGet"),
                   case .identifier(p, _)? = arguments.first?.value {
                    return true
                }
                // A subview made with the frame whole (`[[UILabel alloc] initWithFrame:frame]`),
                // not the view's own `super.init(frame: frame)`.
                if case .call(let callee, let arguments, _, _) = expr, !Self.isSuperCall(callee),
                   arguments.contains(where: { $0.label == "frame" && { if case .identifier(p, _) = $0.value { true } else { false } }($0) }) {
                    return true
                }
            }
        }
        for child in Mirror(reflecting: value).children where readsOwnSize(in: child.value, frameParameter: frameParameter) {
            return true
        }
        return false
    }

    /// `self`, or a cell's content view read on it (`contentView`, `self.contentView`).
    static func isOwnOrContentView(_ expr: Expr) -> Bool {
        switch expr {
        case .selfExpr, .identifier("contentView", _), .member(.selfExpr, "contentView", _, _): true
        default: false
        }
    }

    /// Whether a call is made on `super` (`super.init(frame: frame)`).
    static func isSuperCall(_ callee: Expr) -> Bool {
        if case .member(.superExpr, _, _, _) = callee { return true }
        return false
    }

    /// Whether any statement under `value` hands `self` to a view model's or presenter's
    /// property (`viewModel.view = self`, `presenter?.delegate = self`): what that object later
    /// calls, it calls on this one. (A table's `delegate = self` is UIKit's, not such a hand-over.)
    ///
    /// So does giving it `self` (`presenter.attachView(self)`, `viewModel.bind(to: self)`), and
    /// telling such an object that the view has loaded (`presenter.viewDidLoad()`,
    /// `output.viewIsReady()`, `viewModel?.onViewDidLoad()`): VIPER's and MVP's presenter, made
    /// and given this controller by the app's assembly (not in the paste), answers by calling the
    /// controller's set-up methods.
    static func handsSelfOver(in value: Any) -> Bool {
        if value is String || value is SourceRange { return false }
        func isHolder(_ base: Expr) -> Bool {
            guard let holder = lastName(of: base)?.lowercased() else { return false }
            return ["viewmodel", "presenter", "interactor", "eventhandler"].contains(where: { holder.hasSuffix($0) })
                || holder == "vm" || holder == "output"
        }
        if let statement = value as? Stmt, case .assignment(.member(let base, _, _, _), "=", .selfExpr, _) = statement, isHolder(base) {
            return true
        }
        // `presenter.attachView(self)`, `viewModel.bind(to: self)`: handed over as an argument.
        if let expr = value as? Expr, case .call(.member(let base, _, _, _), let arguments, _, _) = expr, isHolder(base),
           arguments.contains(where: { if case .selfExpr = $0.value { true } else { false } }) {
            return true
        }
        if let expr = value as? Expr, case .call(.member(let base, let method, _, _), let arguments, _, _) = expr,
           arguments.isEmpty, isHolder(base) {
            let m = method.lowercased()
            if ["didload", "isready", "viewready", "viewloaded", "onload", "willappear", "didappear"].contains(where: m.contains)
                || ["start", "attach", "ready", "load", "setup", "setupview", "configure", "bind"].contains(m) {
                return true
            }
        }
        for child in Mirror(reflecting: value).children where handsSelfOver(in: child.value) {
            return true
        }
        return false
    }

    /// The argument labelled `label` of every call under `value` to a method named `method`
    /// that also takes every label of `alongside`, as the literal text it is (`"Cell"` in
    /// `register(UITableViewCell.self, forCellReuseIdentifier: "Cell")`), or nil where it is not
    /// a plain string literal (a constant, an interpolation): what that call names is not known.
    static func literalArguments(_ label: String, ofCallsTo method: String, alongside: [String] = [], in value: Any) -> [String?] {
        if value is String || value is SourceRange { return [] }
        var found: [String?] = []
        if let expr = value as? Expr, case .call(let callee, let arguments, _, _) = expr, lastName(of: callee) == method,
           alongside.allSatisfy({ other in arguments.contains { $0.label == other } }),
           let argument = arguments.first(where: { $0.label == label }) {
            if case .string(let parts, _) = argument.value, parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
                found.append(parts.map { if case .text(let t) = $0 { t } else { "" } }.joined())
            } else {
                found.append(nil)
            }
        }
        for child in Mirror(reflecting: value).children {
            found += literalArguments(label, ofCallsTo: method, alongside: alongside, in: child.value)
        }
        return found
    }

    /// The name an expression ends in: `viewModel` for `viewModel`, `self.viewModel`, `viewModel?`.
    /// Whether any node under `value` names `name` other than as the view whose own property an
    /// assignment sets (`contentView.backgroundColor = .white`, `contentView.layer.cornerRadius
    /// = 8`): a cell that only colours its content view places nothing in it.
    static func namesBeyondOwnProperties(_ name: String, in value: Any) -> Bool {
        if value is String || value is SourceRange { return names(name, in: value) }
        if let statement = value as? Stmt, case .assignment(let target, _, let assigned, _) = statement,
           case .member(let base, _, _, _) = target, isPath(base, from: name) {
            return names(name, in: assigned)
        }
        for child in Mirror(reflecting: value).children where namesBeyondOwnProperties(name, in: child.value) {
            return true
        }
        return false
    }

    /// Whether `expr` is `name`, `self.name` or a member path from it (`name.layer`).
    static func isPath(_ expr: Expr, from name: String) -> Bool {
        switch expr {
        case .identifier(let n, _): n == name
        case .member(.selfExpr, let n, _, _): n == name
        case .member(let base, _, _, _), .optionalChain(let base, _), .forceUnwrap(let base, _): isPath(base, from: name)
        default: false
        }
    }

    static func lastName(of expr: Expr) -> String? {
        switch expr {
        case .identifier(let name, _), .member(_, let name, _, _): name
        case .optionalChain(let base, _), .forceUnwrap(let base, _): lastName(of: base)
        default: nil
        }
    }

    /// Whether any statement under `value` assigns to `name` an instance it makes of `typeName`
    /// (`rail = RailController(items: a)`, `self.rail = RailController()`): the code that holds
    /// the property makes what it holds.
    /// Whether an expression makes a value of the type: `RailController()`, or a value cast to it
    /// (`loadNibNamed("Rail", owner: self, options: nil).last as! RailView`).
    static func makes(_ expr: Expr, _ typeName: String) -> Bool {
        switch expr {
        case .call(.identifier(let callee, _), _, _, _): return callee == typeName
        // A class's own constructor (`FancyLabel.fancyWithColor(…)`, Objective-C's
        // `[FancyLabel fancyWithColor:…]`), whose value the typed property holds.
        case .call(.member(.identifier(let owner, _), _, _, _), _, _, _): return owner == typeName
        case .cast(_, let kind, let type, _): return kind != .plain && type.baseName == typeName
        default: return false
        }
    }

    static func assignsMade(_ name: String, of typeName: String, in value: Any) -> Bool {
        if value is String || value is SourceRange { return false }
        if let statement = value as? Stmt, case .assignment(let target, "=", let made, _) = statement,
           Self.makes(made, typeName) {
            switch target {
            case .identifier(let n, _) where n == name: return true
            case .member(.selfExpr, let n, _, _) where n == name: return true
            default: break
            }
        }
        for child in Mirror(reflecting: value).children where assignsMade(name, of: typeName, in: child.value) {
            return true
        }
        return false
    }

    /// Whether any expression under `value` compares `name` with nil (`rail == nil`,
    /// `self.rail != nil`, `nil == rail`): the code expects it may be unset.
    static func comparesWithNil(_ name: String, in value: Any) -> Bool {
        if value is String || value is SourceRange { return false }
        if let expr = value as? Expr, case .binary(let op, let lhs, let rhs, _, _) = expr, op == "==" || op == "!=" {
            func isName(_ e: Expr) -> Bool {
                switch e {
                case .identifier(let n, _): return n == name
                case .member(.selfExpr, let n, _, _): return n == name
                default: return false
                }
            }
            func isNil(_ e: Expr) -> Bool {
                if case .nilLiteral = e { return true }
                return false
            }
            if (isName(lhs) && isNil(rhs)) || (isNil(lhs) && isName(rhs)) { return true }
        }
        for child in Mirror(reflecting: value).children where comparesWithNil(name, in: child.value) {
            return true
        }
        return false
    }

    /// Whether a loop whose condition is always true can end: something under `body` breaks,
    /// returns, throws, tries a call that may throw, or stops the program (`fatalError`, `exit`,
    /// `preconditionFailure`, `abort`). Generous: a `break` meant for an inner loop counts.
    static func mayLeave(_ body: [Stmt]) -> Bool {
        body.contains { leaves($0) }
    }

    private static let leavingCases: Set<String> = ["breakStatement", "labeledJump", "returnStatement", "throwStatement", "tryExpr", "optionalTry"]
    private static let stoppingCalls = ["fatalError", "exit", "preconditionFailure", "abort"]

    private static func leaves(_ value: Any) -> Bool {
        if value is String || value is SourceRange { return false }
        for child in Mirror(reflecting: value).children {
            if let label = child.label, leavingCases.contains(label) { return true }
            if leaves(child.value) { return true }
        }
        return false
    }

    /// Whether a loop with `conditions` (`while true`) or `condition` runs for ever unless its body
    /// leaves it (see ``mayLeave(_:)``).
    /// Whether a loop's condition is always true as written (`while true`, C's `while (1)`): it
    /// ends only from inside its body.
    static func alwaysTrue(_ conditions: [Condition]) -> Bool {
        guard conditions.count == 1, case .expression(let e) = conditions[0] else { return false }
        switch e {
        case .bool(true, _): return true
        case .number(let n, _, _): return n != 0
        default: return false
        }
    }

    static func neverEnds(conditions: [Condition], body: [Stmt]) -> Bool {
        guard conditions.count == 1, case .expression(.bool(true, _)) = conditions[0] else { return false }
        return !mayLeave(body) && !stoppingCalls.contains { names($0, in: body) }
    }
}
