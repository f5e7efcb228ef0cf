import Layout

/// An argument after evaluation.
struct EvaluatedArgument {
    var label: String?
    var value: Value
    var range: SourceRange
    var expr: Expr
    /// Whether working the value out read what the paste does not hold (``Evaluator/unknownReads``).
    var readsUnknown = false
    /// In Objective-C, whether the argument is C's integer arithmetic (`2`, an `int` variable,
    /// `n + 1`): a function-like macro's parameter is of that type where it is used, as the
    /// preprocessor's text is, so its `/` drops the remainder.
    var wholeNumber = false
}

extension Evaluator {
    mutating func evaluate(_ expr: Expr, _ frame: Frame) throws(Interrupt) -> Value {
        switch expr {
        case .number(let n, _, _): return .number(n)
        case .bool(let b, _): return .bool(b)
        case .nilLiteral: return .none
        case .string(let parts, let range):
            var text = ""
            for part in parts {
                switch part {
                case .text(let t): text += t
                case .interpolation(let e): text += interpolated(try evaluate(e, frame), of: e)
                }
                try checkLength(text.utf8.count, at: range)
            }
            return .string(text)
        case .selfExpr(let range):
            guard let value = frame.selfValue else { return swift.promptController.map { .object($0) } ?? .view("root") }
            _ = range
            return value
        case .superExpr:
            return frame.selfValue ?? .view("root")
        case .identifier("Self", let range) where frame.scope.lookup("Self") == nil:
            // The type whose code runs: its static members and nested types (`Self.Constants`,
            // `Self.makeHeader()`), as Swift reads `Self` in a class's body. Outside one, as `self`.
            if let owner = selfTypeName(frame) { return .type(owner) }
            return try evaluate(.selfExpr(range), frame)
        case .identifier(let name, let range):
            let value = try lookup(name, at: range, frame)
            noteCellOwnAnchor(expr, value, frame)
            return value
        case .implicitMember(let name, _):
            if let expected = implicitMemberType {
                // The property's own type: a static its extension declares, else UIKit's case.
                implicitMemberType = nil
                if swift.extensions[expected] != nil, let value = try pastedStaticProperty(name, of: expected) { return value }
            } else if Library.priorityNames[name] == nil, let value = try pastedStaticProperty(name, of: nil) {
                return value
            }
            // Swift 2's capitalised cases (`.Vertical`, `.Fill`, `.TouchUpInside`) are Swift 3's,
            // unless the paste's own enum has the case as written.
            if name.first?.isUppercase == true, Library.priorityNames[name] == nil, !declaresEnumCase(name) {
                return Library.implicitMember(name.prefix(1).lowercased() + name.dropFirst())
            }
            return Library.implicitMember(name)
        case .member(.implicitMember(let type, _), let name, let nameRange, let range)
            where type.first?.isUppercase == true && !declaresEnumCase(type)
                && (try? pastedStaticProperty(type, of: nil)) ?? nil == nil:
            // `.Header.padding`: the app's nested type of the contextual type, named as written,
            // not a Swift 2 capitalised case.
            return try Library.get(.enumCase(type), name, &self, nameRange: nameRange, range: range)
        case .member(.superExpr, let name, let nameRange, let range) where superReadsUIKit(name, frame):
            // `super.intrinsicContentSize` in the override of `intrinsicContentSize`: UIKit's own
            // value for the class, not the override asking itself again.
            guard let selfValue = frame.selfValue else { return .none }
            if name == "intrinsicContentSize", let dynamic = className(of: selfValue), libraryBase(of: dynamic) == "UIView" {
                return .size(Size(width: -1, height: -1))   // UIView.noIntrinsicMetric on both axes
            }
            // (Read from code outside UIKit's pass, `label.intrinsicContentSize`, the override asks
            // its UIKit class too, not the answer it gave the layout last.)
            if name == "intrinsicContentSize", let probe = intrinsicProbe { return .size(probe) }
            if name == "intrinsicContentSize", case .view(let view) = selfValue {
                return .size(intrinsicSize(of: viewName(view), at: range, asUIKitClass: true))
            }
            return try Library.get(selfValue, name, &self, nameRange: nameRange, range: range)
        case .member(.selfExpr, let name, let nameRange, _) where frame.selfValue == nil:
            // `self.x` in code pasted without its class: the top level is the view controller,
            // whose `view` is the root view whatever `view` the code declared.
            if name == "view" { return .view("root") }
            return try lookup(name, at: nameRange, frame)
        case .member(.identifier(let module, _), let name, let nameRange, _) where isModuleName(module, frame):
            return try evaluate(.identifier(name, nameRange), frame)
        case .member(let baseExpr, let name, let nameRange, let range):
            // Member reads and calls are steps too: a loop whose one statement reads a chain of a
            // hundred members would otherwise run a hundred times the step limit.
            try tick(range)
            try standInAnchoredView(baseExpr, member: name, frame)
            if name == "view" { try standInChildController(baseExpr, frame) }
            // `self.textLabel.superview` of a table cell: its content view, the cell here, whether or
            // not the style's own label is made (`[self.textLabel.superview addSubview:rule]`).
            if name == "superview", case .member(let cellExpr, let own, _, _) = baseExpr,
               ["textLabel", "detailTextLabel", "imageView"].contains(own), case .view(let cell) = try evaluate(cellExpr, frame),
               session.isTableCell(viewName(cell)) {
                return .view(cell)
            }
            let base = try evaluate(baseExpr, frame)
            if case .none = base, Self.isChained(baseExpr) { return .none }
            if case .none = base, name != "self", let property = unsetAppProperty(baseExpr, frame) {
                // `name.uppercased()`, `item.title` of an implicitly unwrapped property nothing in
                // the paste sets: the app's data, as for a subscript.
                noteUnsetAppProperty(property)
                return .opaque(baseExpr.pathText + "." + name)
            }
            // `ItemCell.self` (a metatype, for `register(_:forCellReuseIdentifier:)` or
            // `String(describing:)`) and `value.self` are what they follow.
            if name == "self" { return base }
            if name == "rawValue", case .enumCase(let caseName) = base, let raw = try rawValue(ofCase: caseName, frame) { return raw }
            if name == "rawValue", let raw = try pastedOptionRawValue(base) { return raw }
            let value = try member(of: base, name, nameRange: nameRange, range: range, baseExpr: baseExpr, frame)
            noteCellOwnAnchor(expr, value, frame)
            return value
        case .optionalChain(let base, _):
            return try evaluate(base, frame)
        case .forceUnwrap(let baseExpr, let range):
            let value = try evaluate(baseExpr, frame)
            if case .none = value, let line = emptyUnknownLoops.last,
               Self.readsCollectionEnd(baseExpr) || SyntaxMentions.lastName(of: baseExpr).map(emptyUnknownLoopAssigned.contains) == true {
                // `rows.last!` after `for post in posts { rows.append(…) }` over the app's data,
                // which ran no turns here: nil only for that, where the app's rows are there.
                note("'\(baseExpr.pathText)' is nil here only because the loop at line \(line) over the app's data ran no turns: "
                    + "it is the app's value, not known here; what needs it is skipped")
                return .opaque(baseExpr.pathText)
            }
            if case .none = value, let name = unsetAppProperty(baseExpr, frame, unwrapped: true) {
                // `name!` of `var name: String!` (or `String?`) that nothing in the paste sets:
                // the app's data, set before the code it unwraps it in runs — and so the value
                // the property holds for what reads it next (`label.text = name`).
                noteUnsetAppProperty(name, optional: declaredType(of: name, frame)?.hasSuffix("?") == true)
                if let id = frame.selfValue.flatMap(objectID(of:)) { swift.objects[id]?.fields[name] = .opaque(name) }
                return .opaque(baseExpr.pathText)
            }
            if case .none = value {
                throw failStop("'\(baseExpr.pathText)' is nil here: the app would stop with “unexpectedly found nil while "
                    + "unwrapping an Optional value”", at: range, hint: "give it a value before this line")
            }
            return value
        case .call(.identifier("Self", let nameRange), let arguments, let trailing, let range)
            where frame.scope.lookup("Self") == nil && selfTypeName(frame) != nil:
            // `return Self(…)` in a method of the app's own type: that type's initialiser.
            try tick(range)
            return try call(.identifier(selfTypeName(frame)!, nameRange), arguments, trailing: trailing, range: range, frame)
        case .call(let callee, let arguments, let trailing, let range):
            try tick(range)
            return try call(callee, arguments, trailing: trailing, range: range, frame)
        case .subscriptAccess(let baseExpr, let arguments, let range):
            let base = try evaluate(baseExpr, frame)
            if case .none = base, Self.isChained(baseExpr) { return .none }
            if case .none = base, let name = unsetAppProperty(baseExpr, frame) {
                // `action[1]` of `var action: [String]!` that nothing in the paste sets: the app's
                // data, given before the controller is shown, not a nil Swift would subscript.
                noteUnsetAppProperty(name)
                return .opaque(baseExpr.pathText)
            }
            guard let index = arguments.first else { throw fail("a subscript needs an index", at: range) }
            if index.label == "keyPath" {
                // `p[keyPath: prop]`: the key path's property of the value, read as the path says.
                return try callAny(try evaluate(index.value, frame), [base], at: range)
            }
            if case .prefix(let op, let bound, _) = index.value, ["post...", "...", "..<"].contains(op) {
                // A range open at one end (`views[2...]`, `views[..<3]`) reaches the array's end or start.
                guard case .array(let items) = base else {
                    if case .opaque = base { return base }
                    throw fail("\(base.kindName) cannot be sliced by a range here", at: range)
                }
                let n = try Library.whole(try evaluate(bound, frame), &self, at: bound.range, what: "an index")
                let (low, high) = op == "post..." ? (n, items.count) : (0, op == "..." ? n + 1 : n)
                guard low >= 0, high <= items.count, low <= high else {
                    throw failStop("the range is out of range for an array of \(items.count) (the app would stop here)", at: range)
                }
                return .array(Array(items[low..<high]))
            }
            // A pasted type's own `subscript`, called with the written arguments.
            if let className = className(of: base) {
                let subscripts = members(of: className).compactMap { member -> FunctionDecl? in
                    if case .function(let f) = member, f.name == "subscript" { f } else { nil }
                }
                if !subscripts.isEmpty {
                    let args = try self.arguments(arguments, frame)
                    guard let f = Self.matching(subscripts, args) else {
                        throw fail("'\(className)' has no subscript that takes (" + args.map { ($0.label ?? "_") + ":" }.joined() + ")",
                                   at: range, hint: "its subscripts: " + subscripts.map(\.signature).joined(separator: ", "))
                    }
                    return try callFunction(f, receiver: base, arguments: args, trailing: nil, at: range)
                }
            }
            return try subscriptValue(base, try evaluate(index.value, frame), at: range)
        case .array(let elements, _):
            var values: [Value] = []
            for element in elements {
                values.append(try evaluateElement(element, frame))
            }
            return .array(values)
        case .dictionary(let elements, _):
            var entries: [DictionaryEntryValue] = []
            for element in elements {
                let key = try evaluate(element.key, frame)
                let value = try evaluateElement(element.value, frame)
                entries.removeAll { Self.equal($0.key, key) }
                entries.append(DictionaryEntryValue(key: key, value: value))
            }
            return .dictionary(entries)
        case .emptyCollection(let isDictionary, _):
            return isDictionary ? .dictionary([]) : .array([])
        case .closure(let closure):
            return closureValue(closure, frame)
        case .binary(let op, let left, let right, let operatorRange, let range):
            // Operators are steps too: a loop whose one statement adds a hundred terms would
            // otherwise run a hundred times the step limit's work before it stops.
            try tick(range)
            // `0...120 ~= width`: whether the range holds the number, a fraction too.
            if op == "~=", let held = try rangeHolds(left, try evaluate(right, frame), frame) { return .bool(held) }
            return try binary(op, left, right, operatorRange: operatorRange, range: range, frame)
        case .prefix(let op, let operand, let range) where op.hasSuffix("++") || op.hasSuffix("--"):
            // Swift 1 and 2's `++i` and `i++`: the variable changes by one; the prefix form gives
            // the new value, the postfix form the old one.
            let old = try evaluate(operand, frame)
            guard case .number(let n) = old else {
                if case .opaque = old { return old }
                throw fail("'\(op.suffix(2))' needs a number, not \(old.kindName)", at: range)
            }
            let new = Value.number(op.hasSuffix("++") ? n + 1 : n - 1)
            try store(new, into: operand, at: range, frame)
            return op.hasPrefix("post") ? old : new
        case .prefix(let op, let operand, let range):
            let value = try evaluate(operand, frame)
            // The app's own prefix operator, declared in the paste (`prefix func ^ (key: String)`).
            if case .function(let f, _)? = frame.scope.lookup(op, before: topScope) ?? topScope?.own(op) ?? swift.globals[op],
               f.parameters.count == 1 {
                let argument = EvaluatedArgument(label: nil, value: value, range: operand.range, expr: operand)
                do {
                    return try callFunction(f, receiver: nil, arguments: [argument], trailing: nil, at: range)
                } catch .returned(let returned) {
                    return returned
                }
            }
            if let made = try libraryUnary(op, value, at: range) { return made }
            if !["-", "!", "+", "~"].contains(op), !SwiftParser.libraryPrefixOperators.contains(op) {
                // An operator of the app's whose declaration is not in the paste.
                note("skipped '\(op)…': the prefix operator '\(op)' is the app's own, not in the paste; what it gives is skipped")
                return .opaque(op + describe(value))
            }
            // C's `!` on a number or an object where Objective-C runs.
            if op == "!", let c = cTruth(value) { return .bool(!c) }
            switch (op, value) {
            case ("-", .number(let n)): return .number(-n)
            // Objective-C's nil (a member of an ivar the paste does not declare) is 0 as a number.
            case ("-", .none) where session.runsObjectiveC: return .number(0)
            case ("-", .priority(let n)): return .priority(-n)
            case ("-", .library(.percentage(let p))): return .library(.percentage(-p))
            case ("+", .number(let n)): return .number(n)
            case ("!", .bool(let b)): return .bool(!b)
            case ("~", .number(let n)):
                guard let x = Int64(exactly: n) else { throw fail("'~' needs a whole number", at: range) }
                return .number(Double(~x))
            case ("-", .opaque(let text)):
                // `-(30 + SafeAreaBottomHeight)`: the sum's number, with its unknowns as 0, negated.
                guard let v = unknownAsZero[text], v != 0 else { return value }
                unknownAsZero["-(\(text))"] = -v
                return .opaque("-(\(text))")
            case ("!", .opaque(let text)):
                // The negation of a condition the paste cannot decide: the opposite of what the
                // condition itself is taken as (true), so `x ? a : b` and `if (!x)` agree.
                return .opaque(text.hasPrefix("!") ? String(text.dropFirst()) : "!" + text)
            case (_, .opaque): return value
            case ("~", _):
                // `~UIAccessibilityTraitSelected`: the complement of an option set's value, which
                // masks flags that move nothing on screen.
                return .opaque("~" + describe(value))
            case ("-", .enumCase(let name)):
                // `-UIConstants.barHeight`: a static constant of the app's own type the paste lacks.
                note("skipped '\(name)': it is not in the paste (the app's own constant); lines that need it are skipped")
                return .opaque(name)
            default: throw fail("'\(op)' does not apply to \(value.kindName)", at: range)
            }
        case .ternary(let condition, let then, let otherwise, _):
            return try truth(try evaluate(condition, frame), at: condition.range)
                ? try evaluate(then, frame) : try evaluate(otherwise, frame)
        case .cast(let inner, let kind, let type, let range):
            let value = try evaluate(inner, frame)
            if kind != .plain, case .opaque(let text) = value, let made = try viewCastFromAppCode(text, to: type, at: range) {
                return made
            }
            if kind == .forced, case .view(let name) = value, let failure = failedForcedCast(name, to: type.baseName, at: range) {
                throw failure
            }
            if kind == .optional, case .view(let name) = value, Library.type(named: type.baseName) != nil {
                // `as? UIScrollView`: nil when the view is not of that class.
                let actual = viewClass(of: name)
                if !Library.isSubtype(actual, of: type.baseName) && libraryBase(of: actual).map({ !Library.isSubtype($0, of: type.baseName) }) ?? true {
                    return .none
                }
            }
            return value
        case .isType(let inner, let type, _):
            let value = try evaluate(inner, frame)
            if case .view(let name) = value {
                let actual = viewClass(of: name)
                return .bool(actual == type.baseName || Library.isSubtype(libraryBase(of: actual) ?? actual, of: type.baseName))
            }
            return .bool(false)
        case .tuple(let arguments, _):
            var values: [Value] = []
            for argument in arguments { values.append(try evaluate(argument.value, frame)) }
            return Self.tuple(values, labels: arguments.map(\.label))
        case .pound(let name, let arguments, let range):
            switch name {
            case "available": return .bool(true)
            // `if #unavailable(iOS 15)`: the screen is the newest iOS's, on which nothing is unavailable.
            case "unavailable": return .bool(false)
            // Objective-C's `&error`: a pointer for an out-parameter, nil to what takes it.
            case "&": return .none
            case "selector", "keyPath", "colorLiteral", "imageLiteral", "fileLiteral", "file", "line", "function", "column",
                 "fileID", "filePath", "dsohandle", "isolation":
                return .opaque("#\(name)")
            case "warning":
                // A message for the compiler: the code around it runs as written.
                return .void
            default:
                // `#localize("key")`, `#URL("…")`: a freestanding macro of the app's or a package's,
                // expanded by the compiler from a definition the paste does not have. What it gives
                // is the app's, as an unknown function's result is: used where it is needed, skipped.
                _ = arguments
                note("skipped '#\(name)(…)': a macro the paste does not define (the app's own or a package's); what it "
                    + "expands to is not known here")
                return .opaque("#\(name)(…)")
            }
        case .keyPath(let path, let range):
            return try keyPathClosure(path, at: range, frame)
        case .tryExpr(let inner, _):
            return try evaluate(inner, frame)
        case .optionalTry(let inner, _):
            do {
                return try evaluate(inner, frame)
            } catch .thrown {
                return .none
            }
        }
    }

    /// A key path as the function it stands for where Swift takes one (`map(\.frame.height)`,
    /// `forEach`, `first(where:)`, `sorted`): a closure reading the path's properties from its one
    /// argument, `$0`, as `{ $0.frame.height }` would. The root type (`\UIView.frame`) says only
    /// what `$0` is; `?` and `!` on a component read as they do in a chain.
    mutating func keyPathClosure(_ path: String, at range: SourceRange, _ frame: Frame) throws(Interrupt) -> Value {
        var components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // `\Type.prop` and `\.prop` both begin with the root, written or not.
        if !components.isEmpty { components.removeFirst() }
        var chain = Expr.identifier("$0", range)
        for component in components {
            var name = Substring(component)
            var suffixes: [Character] = []
            while let last = name.last, last == "?" || last == "!" {
                suffixes.insert(last, at: 0)
                name = name.dropLast()
            }
            guard !name.isEmpty || !suffixes.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw fail("the key path '\\\(path)' has a component that is not a property name; "
                    + "write the closure it stands for, { $0.\(components.joined(separator: ".")) }", at: range)
            }
            // (`\.?.width`: the root itself unwrapped, with no member of its own.)
            if name != "self", !name.isEmpty { chain = .member(chain, String(name), nameRange: range, range) }
            for suffix in suffixes {
                chain = suffix == "?" ? .optionalChain(chain, range) : .forceUnwrap(chain, range)
            }
        }
        return .closure(Closure(parameters: [], body: [.expression(chain)], scope: frame.scope, range: range,
                                selfValue: frame.selfValue))
    }

    /// The raw value of a case of an enum the paste declares with a raw type (`enum Kind: String
    /// { case one, two }`): the one written (`case one = "first"`), else Swift's own — a String
    /// enum's is the case's name, a number enum's one more than the case before it (the first 0).
    /// Nil when no enum of the paste with a raw type declares the case.
    mutating func rawValue(ofCase name: String, _ frame: Frame) throws(Interrupt) -> Value? {
        for typeName in swift.types.keys.sorted() {
            guard let decl = swift.types[typeName], let cases = try casesWithRawValues(decl, frame) else { continue }
            if let found = cases.first(where: { $0.name == name }) { return found.raw }
        }
        return nil
    }

    /// The cases of a pasted enum with a raw type of text or number, each with its raw value:
    /// as written, else the case's name (text) or one more than the case before (numbers, from
    /// 0). Nil for any other type.
    mutating func casesWithRawValues(_ decl: TypeDecl, _ frame: Frame) throws(Interrupt) -> [(name: String, raw: Value)]? {
        let textTypes: Set<String> = ["String", "Character"]
        let numberTypes: Set<String> = ["Int", "UInt", "Double", "Float", "CGFloat"]
        guard decl.kind == .enum, let rawType = decl.inherits.first?.baseName,
              textTypes.contains(rawType) || numberTypes.contains(rawType) else { return nil }
        var cases: [(name: String, raw: Value)] = []
        var next = 0.0
        for case .enumCases(let names, let rawValues, _) in decl.members {
            for (index, caseName) in names.enumerated() {
                let written = index < rawValues.count ? rawValues[index] : nil
                if textTypes.contains(rawType) {
                    cases.append((caseName, try written.map { expr throws(Interrupt) in try evaluate(expr, frame) } ?? .string(caseName)))
                    continue
                }
                var number = next
                if let written, case .number(let n) = try evaluate(written, frame) { number = n }
                cases.append((caseName, .number(number)))
                next = number + 1
            }
        }
        return cases
    }

    /// A computed property or method of the pasted enum that declares the case `caseName`
    /// (`enum Labels: String { case one = "one"; var text: String { rawValue } }` read as
    /// `Labels.one.text`), run with the case as `self`, as Swift does. Nil when no enum of the
    /// paste declares both the case and the member.
    mutating func enumCaseMember(_ caseName: String, _ name: String, of receiver: Value? = nil,
                                 at range: SourceRange) throws(Interrupt) -> Value? {
        let receiver = receiver ?? .enumCase(caseName)
        for typeName in swift.types.keys.sorted() {
            guard let decl = swift.types[typeName], decl.kind == .enum,
                  decl.members.contains(where: { member in
                      if case .enumCases(let names, _, _) = member { return names.contains(caseName) }
                      return false
                  }) else { continue }
            // Its own members, then its extensions' and those of the protocols it adopts
            // (`extension TabItem { var richTitle: NSAttributedString? { nil } }`).
            for member in decl.members + extensionMembers(for: typeName) + protocolMembers(decl.inherits.map(\.baseName)) {
                if case .variable(let v) = member, v.name == name, !v.isStatic, let getter = v.getter, v.initializer == nil {
                    let f = FunctionDecl.getter(name, body: getter, at: v.range, type: v.type)
                    return try callFunction(f, receiver: receiver, arguments: [], trailing: nil, at: range)
                }
                if case .function(let f) = member, f.name == name, !f.isStatic {
                    return .function(f, receiver: ValueBox(receiver))
                }
            }
        }
        return nil
    }

    /// Whether an enum of the paste declares a case named `name`.
    func declaresEnumCase(_ name: String) -> Bool {
        swift.types.values.contains { decl in
            decl.kind == .enum && decl.members.contains { member in
                if case .enumCases(let names, _, _) = member { return names.contains(name) }
                return false
            }
        }
    }

    /// An element of an array or dictionary literal; a view made there is named after nothing.
    mutating func evaluateElement(_ expr: Expr, _ frame: Frame) throws(Interrupt) -> Value {
        let saved = nameHint
        nameHint = nil
        defer { nameHint = saved }
        return try evaluate(expr, frame)
    }

    static func isChained(_ expr: Expr) -> Bool {
        switch expr {
        case .optionalChain: true
        case .member(let base, _, _, _), .call(let base, _, _, _), .subscriptAccess(let base, _, _), .forceUnwrap(let base, _):
            isChained(base)
        default: false
        }
    }

    // MARK: - Names

    /// A name as Swift resolves it: locals, then `self`'s members, then globals, declared types,
    /// UIKit's types and the session's views. A name found nowhere is the app's own (skipped,
    /// with a note) unless it is a likely misspelling of a name that is there.
    mutating func lookup(_ name: String, at range: SourceRange, _ frame: Frame) throws(Interrupt) -> Value {
        // Found undeclared here before (a loop turning) and still not in scope: nothing else it
        // was looked for among can have declared it since (a declaration that could is in scope).
        if !skippedReads.isEmpty, skippedReads.contains(range), frame.scope.lookup(name, before: topScope) == nil, topScope?.own(name) == nil {
            return .opaque(name)
        }
        if keepsValuesFromUnknown { countReadOfMarkedName(name, frame) }
        if let value = frame.scope.lookup(name, before: topScope), let lazy = try firstReadOfLazy(name, value, at: range, frame) {
            return lazy
        }
        if let value = topScope?.own(name) ?? swift.globals[name], let lazy = try firstReadOfLazy(name, value, at: range, frame) {
            return lazy
        }
        if let value = frame.scope.lookup(name, before: topScope) { return try resolveGetter(value, at: range) }
        if let top = entryLocalScope(name, frame), let value = top.names[name] { return try resolveGetter(value, at: range) }
        // At the top level of an entry after a controller was presented, a name the code itself
        // declared there (`let text = "Ann"` below the class, then `TitleVC(text: text)`) is
        // that one, not the presented controller's property of the same name.
        if frame.selfValue != nil, frame.scope.isTopLevel(of: topScope), let value = topScope?.own(name) ?? swift.globals[name] {
            return try resolveGetter(value, at: range)
        }
        // `private let height: CGFloat = 44` at the file's top, read bare in a view's method: the
        // file's constant, UIView having no `height` of its own (only the app's frame extension,
        // not in the paste, might add one).
        if let selfValue = frame.selfValue, Library.frameCategoryWord(name) != nil,
           let global = topScope?.own(name) ?? swift.globals[name], !declaresOwnMember(name, of: selfValue) {
            return try resolveGetter(global, at: range)
        }
        // `CGRectMake(Width - 50, 0, 50, 12)` in Objective-C: the app's macro, never Stevia's
        // Swift-only attribute of the view (`Width == 100`).
        let steviaWordInObjectiveC = session.runsObjectiveC && SwiftParser.steviaAttributeNames.contains(name)
        if !steviaWordInObjectiveC, let selfValue = frame.selfValue, let value = try implicitSelfMember(selfValue, name, at: range) {
            return value
        }
        // In a static property's initialiser (`static let inset = pad * 2` of `enum Metric`), the
        // type's other statics by their bare names, as Swift finds them.
        if frame.selfValue == nil, let owner = frame.typeName, let decl = swift.types[owner], Self.declaresStatic(name, in: decl.members) {
            return try member(of: .type(owner), name, nameRange: range, range: range, baseExpr: .identifier(owner, range), frame)
        }
        // So in a stored property's initialiser (`let row: UIStackView = { s.spacing = gap … }()`
        // beside `static let gap: CGFloat = 10`): Swift finds the type's statics by bare name
        // there too. (A method cannot name them bare, so nothing else reads one so.)
        if let selfValue = frame.selfValue, let owner = className(of: selfValue), let declaring = staticOwner(of: name, from: owner) {
            return try member(of: .type(declaring), name, nameRange: range, range: range, baseExpr: .identifier(declaring, range), frame)
        }
        // And in a type's own `static func` or `class func`, whose `self` is the type: its statics
        // by bare name (`class func height() -> CGFloat { side + 20 }`); so in a static property a
        // pasted extension adds to a type the paste does not declare (`extension CGFloat { static
        // let base: CGFloat = 4; static let gap = base * 2 }`).
        if case .type(let owner)? = frame.selfValue,
           let declaring = swift.types[owner] != nil ? staticOwner(of: name, from: owner)
               : Self.declaresStatic(name, in: extensionMembers(for: owner)) ? owner : nil {
            return try member(of: .type(declaring), name, nameRange: range, range: range, baseExpr: .identifier(declaring, range), frame)
        }
        if let value = topScope?.own(name) ?? swift.globals[name] { return try resolveGetter(value, at: range) }
        if let nested = nestedType(name, frame) { return .type(nested) }
        // `typealias M = CardMetrics`: the pasted type it names (nested in one, or the alias's
        // owner's own nested type).
        if let target = swift.typeAliases[name] {
            if swift.types[target] != nil { return .type(target) }
            if let nested = nestedType(target, frame) { return .type(nested) }
        }
        if let value = Library.global(name) { return value }
        if Library.foundationNames.contains(name) { return .opaque(name) }
        if swift.types[name] != nil || Library.type(named: name) != nil || Library.isFrameworkTypeName(name)
            || Library.enumTypes.contains(name) { return .type(name) }
        // Objective-C's class named in lower case, sent alloc (`[[vlogo alloc] init]`).
        if session.runsObjectiveC, session.objectiveCTypes[name] == "class" { return .type(name) }
        // `view` in a view class on the app's own base (`class Popup: PopupBase`), which the paste
        // lacks: that base's property (a content view it loads), not the screen's root view.
        if name == "view", case .view? = frame.selfValue, let selfValue = frame.selfValue, let className = className(of: selfValue),
           let base = appBaseNotInPaste(of: className) {
            note("skipped 'view': \(className) derives from '\(base)', the app's own, not in the paste; its 'view' is that class's "
                + "(a view it makes), not the screen's root view; lines that need it are skipped")
            return .opaque("view")
        }
        // A view named `view` shadows the root view only where it was declared at the top level.
        if name == "root" || (name == "view" && !(session.shadowsRoot && !swift.localRootNames.contains("view"))) {
            return .view("root")
        }
        // A constraint kept with `let` by Layoutbook's own reading of an earlier entry.
        if session.state.names[name] != nil { return .constraint(name) }
        // (Not, inside a function, a view another function or closure bound to a local of that
        // name: out of its scope here, as Swift has it. At the prompt it is typed by its name.)
        if session.state.layout.id(of: name) != nil || session.state.detached[name] != nil,
           runningFunctions.isEmpty || !swift.localViewNames.contains(name) {
            return .view(name)
        }
        // At the prompt, a member of the view controller it is the body of (`title`, `navigationItem`).
        if frame.selfValue == nil, let prompt = swift.promptController, isPromptMember(name) {
            return try member(of: .object(prompt), name, nameRange: range, range: range, baseExpr: .selfExpr(range), frame)
        }
        if let hint = viewMemberAtPrompt(name, frame) { throw fail("the prompt's view controller has no member '\(name)'", at: range, hint: hint) }
        if name == "$0" || name == "$1" {
            throw fail("'\(name)' is used outside a closure", at: range)
        }
        if let dimension = Self.screenDimension(name) {
            // `ScreenWidth`, `SCREEN_HEIGHT`, `kScreenW`: the app's prefix header defines them as the
            // main screen's bounds, which the paste leaves out.
            let screen = session.state.layout.frame(of: .root)
            if dimension == "bounds" || dimension == "size" {
                let bounds = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
                note("'\(name)' is not in the paste: taken as the screen's \(dimension), \(dimension == "size" ? "\(Session.number(screen.width))×\(Session.number(screen.height))" : "\(bounds)"), as apps define it")
                return dimension == "size" ? .size(Size(width: screen.width, height: screen.height)) : .rect(bounds)
            }
            let value = dimension == "width" ? screen.width : screen.height
            note("'\(name)' is not in the paste: taken as the screen's \(dimension), \(Session.number(value)), as apps define it")
            return .number(value)
        }
        if Self.weakSelfNames.contains(name) || Self.isUnderscoredSelf(name) {
            // `make.center.equalTo(ws.view)` in an excerpt that leaves out its
            // `__weak typeof(self) ws = self;`: the weak alias of self, which apps name so.
            note("'\(name)' is not in the paste: taken as self, the weak alias apps declare (`__weak typeof(self) \(name) = self;`)")
            if let selfValue = frame.selfValue { return selfValue }
            return swift.promptController.map { .object($0) } ?? .view("root")
        }
        if let asksPad = Self.idiomQuestion(name) {
            // `IS_IPAD`, `kIsIPhone`: the app's prefix header asks the device's idiom; the screen
            // here is a phone's unless it is an iPad's size, so the phone's branch runs.
            let screen = session.state.layout.frame(of: .root)
            let isPad = min(screen.width, screen.height) >= 768
            let value = asksPad == isPad
            note("'\(name)' is not in the paste: taken as \(value ? "true" : "false"), the screen being an \(isPad ? "iPad" : "iPhone")'s "
                + "(\(Session.number(screen.width)) wide), as apps define it")
            return .bool(value)
        }
        if Self.isScaleName(name) {
            // `20 * SCALE_WIDTH`, `kScaleW`: the app scales its design's numbers to the screen
            // (the screen's width ÷ the width it was designed for); 1 keeps the numbers as written.
            note(Self.scaleNote(name))
            return .number(1)
        }
        // A type the paste declares nested in an extension of a type it lacks (`extension
        // SomeScreen { final class Banner: UIView { … } }`): the outer name is known as far as
        // its nested types go (`SomeScreen.Banner(height: 50)`).
        if name.first?.isUppercase == true, swift.types.keys.contains(where: { $0.hasPrefix(name + ".") }) { return .type(name) }
        if let nested = uikitNestedType(name, frame) { return nested }
        if let read = try macroNamingOwnView(name, frame, at: range) { return read }
        skippedReads.insert(range)
        // A name in a stored property's own initialiser is no misspelling of that property; nor
        // is a name a misspelling of a view made here for another undeclared name (`subtitleLabel`
        // beside a stand-in `titleLabel`): both are the page's, declared elsewhere.
        let known = knownNames(frame, methods: !session.runsObjectiveC).filter { $0 != propertyHint && !swift.standInNames.contains($0) }
        // Swift's literal words too: `isActive = tru` meant `true` — only one that starts as the
        // name does: `base` of an app's base class is no misspelt `false`.
        let literals = ["true", "false", "nil", "self"].filter { $0.first == name.first }
        var suggestion = Suggestion.closestName(to: name, in: known + literals)
        // `refresh_banner` beside a method `refreshBanner`: the same words in another naming
        // style are the app's own constant (a global of another file), not a slip of the keys.
        if let s = suggestion, Self.namesApart(name, s) { suggestion = nil }
        // In a class of a file the app compiled (it imports a module), a name the paste does not
        // declare is the app's own (a global, a member of its base or of an extension), skipped
        // with the note below, however near a name here it is.
        if name.count > 2, let suggestion, name.first?.isLowercase == true, !Self.isConstantName(name), !isInCompiledClass(frame) {
            if let skipped = appProtocolMember(name, frame) { return skipped }
            throw fail("no name '\(name)' is declared here", at: range, suggestion: suggestion)
        }
        if let parent = parentDeclaredElsewhere(name) {
            skippedReads.remove(range)
            return parent
        }
        if let made = try extensionOnlyProperty(name, frame, at: range) {
            skippedReads.remove(range)
            return made
        }
        if declaredCodeDepth == 0 { undeclared.append((name, range, suggestion)) }
        note(Self.skippedNote(name))
        return .opaque(name)
    }

    /// `ContentMode.scaleAspectFit` inside a UIView subclass, `ButtonType` inside a UIButton's:
    /// a nested type of a UIKit class the code's class derives from, which Swift finds through
    /// the class (`UIView.ContentMode`). Nil for any other name.
    func uikitNestedType(_ name: String, _ frame: Frame) -> Value? {
        guard name.first?.isUppercase == true, let selfValue = frame.selfValue, let cls = className(of: selfValue) else { return nil }
        let base = libraryBase(of: cls) ?? cls
        for (owner, nested) in Self.uikitNestedTypes where nested.contains(name) && Library.isSubtype(base, of: owner) {
            return .type(owner + "." + name)
        }
        return nil
    }

    /// UIKit's classes and the types nested in them that code names bare inside a subclass.
    static let uikitNestedTypes: [(owner: String, nested: Set<String>)] = [
        ("UIView", ["ContentMode", "AutoresizingMask", "AnimationOptions", "AnimationCurve", "TintAdjustmentMode",
                    "KeyframeAnimationOptions", "AnimationTransition"]),
        ("UIControl", ["State", "Event", "ContentHorizontalAlignment", "ContentVerticalAlignment"]),
        ("UIButton", ["ButtonType", "Configuration"]),
        ("UITextField", ["BorderStyle", "ViewMode"]),
        ("UIScrollView", ["ContentInsetAdjustmentBehavior", "IndicatorStyle", "KeyboardDismissMode", "DecelerationRate"]),
        ("UITableView", ["Style", "ScrollPosition", "RowAnimation"]),
        ("UITableViewCell", ["CellStyle", "SelectionStyle", "AccessoryType", "EditingStyle", "SeparatorStyle"]),
        ("UICollectionView", ["ScrollDirection", "ScrollPosition"]),
        ("UIStackView", ["Distribution", "Alignment"]),
    ]

    /// The note for a name the paste does not declare, skipped with the lines that need it.
    static func skippedNote(_ name: String) -> String {
        "skipped '\(name)': it is not in the paste (\(owner(ofUndeclared: name))); lines that need it are skipped"
    }

    /// Whose a name the paste does not declare is: a system framework's by its prefix (`AVCaptureDevice`,
    /// `CGImageGetWidth`, `pthread_mutex_init`, `dispatch_async`), the app's own otherwise.
    static func owner(ofUndeclared name: String) -> String {
        let lowerPrefixes = ["pthread_", "dispatch_", "objc_", "os_", "sqlite3_", "arc4random", "CFBridging"]
        let frameworks = ["AV", "CA", "CF", "CG", "CI", "CL", "CM", "CN", "CT", "CV", "MK", "MP", "NS", "PH", "SK", "UI", "WK", "GL",
                          "SF", "AS", "LA", "UN", "EK", "GK", "HK", "SC", "kCF", "kCG", "kCV", "kAudio", "kUT", "kSec", "Sec"]
        let isFramework = lowerPrefixes.contains { name.hasPrefix($0) } || frameworks.contains { prefix in
            guard name.hasPrefix(prefix), let next = name.dropFirst(prefix.count).first else { return false }
            return next.isUppercase
        }
        guard isFramework else { return "the app's own code" }
        // Prefixes apps take for their own types too (`SKPhotoBrowser`, `SCLAlertView`): either.
        let sharedWithApps = ["SK", "SC", "AS", "LA", "EK", "GK", "HK", "SF", "MP", "CN", "CL", "MK", "PH", "UN"]
        if sharedWithApps.contains(where: { name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true }) {
            return "the app's own code, or a system framework's of that prefix, which Layoutbook does not model"
        }
        return "a system framework's, which Layoutbook does not model"
    }

    /// Whether code runs in a method of a pasted class in a file that imports a module: code the
    /// app compiled, where a name the paste lacks is declared elsewhere in the app.
    func isInCompiledClass(_ frame: Frame) -> Bool {
        guard swift.importsModules, !session.runsObjectiveC, let selfValue = frame.selfValue else { return false }
        return className(of: selfValue) != nil
    }

    /// For a name read bare at the prompt that is a member of UIView but not of UIViewController
    /// (`addSubview(box)`, `centerXAnchor`, `bounds`: code written inside a view's method), what
    /// to say: the prompt is a view controller's body, whose root view is `view`. Nil for any
    /// other name, for `superview`, and inside a pasted type or function.
    func viewMemberAtPrompt(_ name: String, _ frame: Frame) -> String? {
        guard frame.selfValue == nil, declaredCodeDepth == 0, swift.promptController != nil,
              Library.hasMember(name, of: "UIView"), !isPromptMember(name),
              // An undeclared `superview` is the listing's parent view (see `parentDeclaredElsewhere`).
              !Self.parentNames.contains(name) else { return nil }
        return "'\(name)' is a view's: at the prompt, self is the view controller, whose root view is view (view.\(name))"
    }

    /// Whether an unknown value is a generated table of localized strings (R.swift's
    /// `R.string.localizable`, SwiftGen's `L10n`): its members are strings, whatever their names
    /// say (`R.string.localizable.createNameButton()` is a button's title, not a button).
    static func isLocalizedStrings(_ value: Value) -> Bool {
        guard case .opaque(let text) = value else { return false }
        let parts = text.split(separator: ".")
        return text.hasPrefix("R.string") || parts.first == "L10n" || parts.contains { $0 == "localizable" || $0 == "Localizable" }
    }

    /// A plain view standing in for a view class not modelled (`WKWebView`, the app's
    /// `CitySubview`), at the `frame:` it is given. What that class adds (`bannerView.delegate =
    /// self`) is its own: skipped, not refused as UIView's.
    mutating func plainStandIn(_ name: String, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value {
        var frame: Rect? = nil
        if let f = Self.standInFrame(args).first { frame = try Library.rect(f.value, &self, at: f.range) }
        let made = try createView(className: name, kind: .view, frame: frame, at: range)
        swift.standIns[made] = name
        return .view(made)
    }

    /// The views an app's function not in the paste is given, when its name says it readies
    /// them for Auto Layout by turning the autoresizing mask off (`removeDefaultConstraints(view:)`,
    /// `prepareForAutoLayout(_:)`, `disableAutoresizing(_:)`, `useAutoLayout(_:)`): every argument
    /// a view or an array of views, and the superview it is given to add them to
    /// (`prepareViewsForAutoLayout(withViews: views, superview: view)`), if any. Nil otherwise.
    static func appMaskHelperViews(_ name: String, _ args: [EvaluatedArgument]) -> (views: [String], superview: String?)? {
        let word = name.lowercased()
        let saysMask = ["autolayout", "autoresizing", "translatesautoresizing"].contains(where: word.contains)
            || (word.contains("defaultconstraint") && ["remove", "disable", "clear", "turnoff"].contains(where: word.hasPrefix))
        guard saysMask, !word.hasPrefix("add"), !args.isEmpty else { return nil }
        var views: [String] = []
        var superview: String?
        for argument in args {
            switch argument.value {
            case .view(let v) where superview == nil && Self.superviewLabels.contains(argument.label ?? ""):
                superview = v
            case .view(let v): views.append(v)
            case .array(let items):
                for item in items {
                    // (A view of the app's own type not in the paste, `PINPadCodeDots()`, is not
                    // made; the others are still readied.)
                    if case .opaque = item { continue }
                    guard case .view(let v) = item else { return nil }
                    views.append(v)
                }
            case .none where Self.superviewLabels.contains(argument.label ?? ""):
                continue
            default: return nil
            }
        }
        return views.isEmpty ? nil : (views, superview)
    }

    /// The labels under which an app's helper is given the view to add others to.
    static let superviewLabels: Set<String> = ["superview", "superView", "parent", "parentView", "in", "inView", "to", "toView",
                                               "into", "container", "containerView"]

    /// Runs the app's own helper of ``appMaskHelperViews(_:_:)`` as such helpers do: each view's
    /// mask off, then each added to the superview given, in order. Written as `written`; false when
    /// the call is no such helper.
    mutating func runAppMaskHelper(_ name: String, _ args: [EvaluatedArgument], written: String,
                                   at range: SourceRange) throws(Interrupt) -> Bool {
        guard let (views, superview) = Self.appMaskHelperViews(name, args) else { return false }
        for view in views {
            try setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        }
        if let superview {
            for view in views { try addSubview(.view(superview), .view(view), at: range) }
        }
        note("'\(written)(\(args.map { ($0.label ?? "_") + ":" }.joined()))' is the app's own function (not in the paste): by its "
            + "name taken to set translatesAutoresizingMaskIntoConstraints = false on the views it is given"
            + (superview.map { " and add them to \(viewName($0)) in order" } ?? "") + ", as such helpers do")
        return true
    }

    /// Whether a call in declared code with these arguments could be a misspelling of the name
    /// `suggestion`: a function of that name that takes such arguments, or a value called with
    /// nothing. A stored property called with arguments (`getTitleView(text: …)` beside a
    /// `titleView` property), or a method none of whose overloads takes them
    /// (`updateCanDraft(x)` beside `updateDraft(id:text:options:)`), is no typo of it: the call is
    /// to the app's code the paste lacks.
    /// The view a value is, if it is one.
    static func viewOf(_ value: Value?) -> String? {
        if case .view(let name)? = value { name } else { nil }
    }

    /// Whether a call in a class's code is near enough a name of the class to be a slip of the
    /// keys rather than the app's own function from another file: one step from a short name
    /// (`setpu` of `setup`), two from a longer one. (`setup()` beside a method `stop()` is two
    /// steps from it: the app's helper, not a misspelling.)
    static func isNearTypo(_ name: String, of suggestion: String) -> Bool {
        let steps = Suggestion.editDistance(Array(name.lowercased().unicodeScalars), Array(suggestion.lowercased().unicodeScalars))
        return steps <= (name.count <= 6 ? 1 : 2)
    }

    func couldMisspell(_ suggestion: String, calledWith args: [EvaluatedArgument], trailing: Bool, _ frame: Frame) -> Bool {
        var functions: [FunctionDecl] = []
        if let selfValue = frame.selfValue, let className = className(of: selfValue) {
            for case .function(let f) in members(of: className) where f.name == suggestion { functions.append(f) }
        }
        if case .function(let f, _)? = frame.scope.lookup(suggestion) ?? swift.globals[suggestion] { functions.append(f) }
        if functions.isEmpty { return args.isEmpty && !trailing }
        return Self.matching(functions, args, trailingClosure: trailing) != nil
    }

    /// `setView()` in a class that adopts the app's own protocol, not in the paste: its
    /// extension's member, near a name of the class's own (`setUI`) or not — skipped, with a note.
    /// Nil outside such a class's code.
    mutating func appProtocolMember(_ written: String, _ frame: Frame, called: Bool = false) -> Value? {
        guard declaredCodeDepth > 0, let selfValue = frame.selfValue, let className = className(of: selfValue),
              let adopted = appProtocol(adoptedBy: className) else { return nil }
        note("skipped '\(written)': not in the paste; \(className) adopts '\(adopted)', the app's own protocol, not in the "
             + "paste, whose extension's \(called ? "method" : "member") it is taken to be")
        return .opaque(String(written.prefix { $0 != "(" }))
    }

    /// `rows.last`, `items.first`, `cells[0]`: an end of a collection, nil when it is empty.
    static func readsCollectionEnd(_ expr: Expr) -> Bool {
        switch expr {
        case .member(_, "last", _, _), .member(_, "first", _, _), .subscriptAccess: true
        default: false
        }
    }

    /// Says that a value not in the paste (`Constants.margin`) is 0 where a number is needed,
    /// in place of the note that skipped its name, whose "lines that need it are skipped" this
    /// line ran against.
    /// The number an unknown value stands for where UIKit asks for one: a sum with the app's
    /// unknowns in it counts each as 0 (`30 + SafeAreaBottomHeight` is 30), anything else is 0.
    mutating func placeholderNumber(for text: String) -> Double {
        unknownReads += 1
        withdrawSkipNotes(namedIn: text)
        if let v = unknownAsZero[text] {
            note("'\(text)' needs what is not in the paste: each unknown in it counts as 0, so it is \(Session.number(v))")
            return v
        }
        if [" + ", " - ", " * ", " / "].contains(where: { text.contains($0) }) {
            note("'\(text)' needs what is not in the paste: 0 is used for the whole value")
        } else {
            notePlaceholderZero(for: text)
        }
        return 0
    }

    mutating func notePlaceholderZero(for text: String) {
        withdrawSkipNotes(namedIn: text)
        note("'\(text)' is not in the paste: 0 is used in its place")
    }

    /// Takes back the note that skipped each name `text` starts a chain with
    /// (`HEADER_HEIGHT - KEY_INSETS.top`: both), whose "lines that need it are skipped" the line
    /// that needed it ran against, with 0 in its place, as the note said next says.
    mutating func withdrawSkipNotes(namedIn text: String) {
        var roots: [String] = []
        var current = ""
        var afterDot = false
        for c in text + " " {
            if c.isLetter || c.isNumber || c == "_" || c == "$" {
                current.append(c)
                continue
            }
            if !current.isEmpty, !afterDot, current.first.map({ !$0.isNumber }) == true { roots.append(current) }
            current = ""
            afterDot = c == "."
        }
        for root in roots {
            let skipped = Self.skippedNote(root)
            notes.removeAll { $0 == skipped }
            noted.insert(skipped)
        }
        // So is the note that skipped a chain the value reads on (`skipped 'UIMetrics.margins':
        // UIMetrics is the app's own type…` for `UIMetrics.margins.leading`).
        notes.removeAll { note in
            guard note.hasPrefix("skipped '"), note.hasSuffix("lines that need it are skipped"),
                  let end = note.dropFirst(9).firstIndex(of: "'") else { return false }
            let name = String(note[note.index(note.startIndex, offsetBy: 9)..<end])
            return name.contains(".") && Self.startsChain(name, in: text)
        }
    }

    /// Whether `name` (`Theme.margins`) begins a chain of `text` (`Theme.margins.left + 8`), not
    /// a part of a longer name.
    static func startsChain(_ name: String, in text: String) -> Bool {
        func isNamePart(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "$" }
        var rest = text[...]
        while let found = rest.range(of: name) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before.map { isNamePart($0) || $0 == "." } ?? false), !(after.map(isNamePart) ?? false) { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    /// The names apps give the weak (or re-strengthened) alias of self in blocks; one the paste
    /// never declares is self.
    static let weakSelfNames: Set<String> = ["weakSelf", "weakself", "wself", "ws", "wSelf", "weak_self", "strongSelf", "sself"]

    /// Whether a name is written as the constants of the app's headers are (`kAvatarW`, `kHeaderH`: a
    /// `k` and a capital): one the paste does not declare is the app's, never a slip of a name
    /// the paste has (`avatar`).
    static func isConstantName(_ name: String) -> Bool {
        name.count > 1 && name.first == "k" && name.dropFirst().first?.isUppercase == true
    }

    /// `self_`, `self__`: the weak and strong aliases of self that apps' macros declare
    /// (`WEAK_REF(self)` making `__weak typeof(self) self_ = self;`).
    static func isUnderscoredSelf(_ name: String) -> Bool {
        name.count > 4 && name.hasPrefix("self") && name.dropFirst(4).allSatisfy { $0 == "_" }
    }

    /// Whether a name the paste never declares names the app's scale of its design to the screen
    /// (`SCALE_WIDTH`, `kScaleW`, `kWidthRatio`, `screenScale`), as apps define one: the screen's
    /// width (or height) over the one the design was drawn for.
    static func isScaleName(_ name: String) -> Bool {
        var word = name.lowercased().replacingOccurrences(of: "_", with: "")
        if word.hasPrefix("k") { word.removeFirst() }
        guard word.allSatisfy({ $0.isLetter || $0.isNumber }) else { return false }
        if word.hasSuffix("scale") { return true }
        // `scaleW`, `SCALE_WIDTH`, `scaledFactor`: a scale of a side; `scaledBaseFont`,
        // `scaledBodyFont` name a thing the app scales (a font), not a number.
        for stem in ["scaled", "scale"] where word.hasPrefix(stem) {
            return ["", "w", "h", "x", "y", "width", "height", "factor", "value", "ratio", "rate", "num", "number"]
                .contains(String(word.dropFirst(stem.count)))
        }
        return word.hasSuffix("ratio") && ["width", "height", "screen", "w", "h"].contains { word.hasPrefix($0) || word.dropLast(5).hasSuffix($0) }
    }

    /// Whether the name of a function the paste does not have says it scales a number of the
    /// app's design to the screen: `ADAPTWIDTH`, `AdaptW`, `kScaleH`, `SCALE_W`, `autoScaleWidth`,
    /// `adaptedHeight`, `fitWidth`, `kRealValue` — "adapt", "scale" or "fit" at either end of the
    /// name (an app prefix `k` left out), or the real-value helper.
    static func isScaleFunction(_ name: String) -> Bool {
        var word = name.lowercased().replacingOccurrences(of: "_", with: "")
        // `kScale(10)`: the constant's prefix makes the bare verb the app's macro.
        let prefixed = word.hasPrefix("k") && name.dropFirst().first?.isUppercase == true
        if word.hasPrefix("k") { word.removeFirst() }
        guard word.allSatisfy({ $0.isLetter || $0.isNumber }), !word.isEmpty else { return false }
        if word == "realvalue" { return true }
        let stems = ["adapt", "adapted", "adaptation", "scale", "scaled", "autoscale", "autoadapt", "fit", "auto"]
        // `ScaleFromIPhone5(32)`, `kScaleFrom_iPhone6_Design(20)`: from the phone it was designed on.
        if stems.contains(where: { word.hasPrefix($0 + "from") }) { return true }
        let sides = ["", "w", "h", "x", "y", "width", "height", "size", "value", "font", "fontsize"]
        return stems.contains { stem in sides.contains { side in word == stem + side || word == side + stem } }
            && (prefixed || !["fit", "scale", "scaled", "auto"].contains(word))
    }

    /// The pasted class, `className` or one it inherits from, that declares a static property `name`.
    func staticOwner(of name: String, from className: String) -> String? {
        var next: String? = className
        var seen: Set<String> = []
        while let n = next, let decl = swift.types[n], seen.insert(n).inserted {
            if Self.declaresStatic(name, in: decl.members) { return n }
            next = decl.superclass
        }
        return nil
    }

    /// Whether `members` declare a static property named `name`.
    static func declaresStatic(_ name: String, in members: [Stmt]) -> Bool {
        members.contains { if case .variable(let v) = $0 { v.name == name && v.isStatic } else { false } }
    }

    /// A name's letters and digits, lowercased, without its underscores: the same words in
    /// camel case and snake case (`refreshBanner`, `refresh_banner`) read alike.
    /// Whether a name the paste does not declare is another name than the near one it does, not
    /// a slip of the keys: the same words in another naming style (`refresh_banner` beside
    /// `refreshBanner`), or one with a part added at an underscore (`register` beside
    /// `V_register`).
    static func namesApart(_ name: String, _ near: String) -> Bool {
        if name.contains("_"), words(of: near) == words(of: name) { return true }
        let nearParts = near.split(separator: "_").map(String.init), ownParts = name.split(separator: "_").map(String.init)
        return (nearParts.count > 1 && nearParts.contains(name)) || (ownParts.count > 1 && ownParts.contains(near))
    }

    static func words(of name: String) -> String {
        String(name.lowercased().filter { $0 != "_" })
    }

    static func scaleNote(_ name: String) -> String {
        "'\(name)' is not in the paste: taken as 1, the app's scale of its design to the screen (the numbers it multiplies "
            + "are used as written)"
    }

    /// The screen's width or height an app's member names (`Constants.screenSize.width`,
    /// `AppConstants.screenWidth`, `Device.screenBounds.height`, a global `screen.height` the app
    /// declares as `let screen = UIScreen.main.bounds`), as apps define them from
    /// `UIScreen.main.bounds`; nil for any other member of the app's.
    static func appScreenDimension(owner: String, _ name: String) -> String? {
        if let dimension = screenDimension(name), dimension == "width" || dimension == "height" { return dimension }
        guard name == "width" || name == "height" else { return nil }
        var last = String(owner.split(separator: ".").last ?? "").lowercased().replacingOccurrences(of: "_", with: "")
        if last.hasPrefix("k") { last.removeFirst() }
        if last.hasPrefix("main") { last.removeFirst(4) }
        return ["screen", "screensize", "screenbounds", "screenframe", "screenrect"].contains(last) ? name : nil
    }

    /// Whether a name asks if the device is an iPad (true) or an iPhone (false): `IS_IPAD`,
    /// `isPad`, `kIsIPhone`, `DEVICE_IS_IPAD`; nil for any other name.
    static func idiomQuestion(_ name: String) -> Bool? {
        var word = name.lowercased().replacingOccurrences(of: "_", with: "")
        if word.hasPrefix("k") { word.removeFirst() }
        if word.hasPrefix("device") { word.removeFirst(6) }
        if word.hasPrefix("is") { word.removeFirst(2) } else { return nil }
        if word.hasSuffix("device") { word.removeLast(6) }
        switch word {
        case "ipad", "pad": return true
        case "iphone", "phone": return false
        default: return nil
        }
    }

    /// Whether a name the paste never declares names the screen's width or height, as apps'
    /// prefix headers define it (`ScreenWidth`, `SCREEN_HEIGHT`, `kScreenW`, `KScreenHeight`,
    /// `kMainScreenWidth`), or its bounds or size (`ScreenFrame`, `kScreenBounds`, `kScreenSize`):
    /// "width", "height", "bounds", "size", or nil.
    static func screenDimension(_ name: String) -> String? {
        // `WIDTH`, `HEIGHT` in capitals: a prefix header's `#define WIDTH [UIScreen mainScreen].bounds.size.width`.
        if name == "WIDTH" || name == "Width" { return "width" }
        if name == "HEIGHT" || name == "Height" { return "height" }
        // `GSScreenW`, `YY_ScreenWidth`, `kXXScreenHeight`: the app's own prefix in capitals
        // before the word (a lowercase word there, as in `halfScreenWidth`, is no prefix).
        if let at = name.range(of: "Screen") ?? name.range(of: "SCREEN"), at.lowerBound != name.startIndex {
            let prefix = name[..<at.lowerBound].drop { $0 == "k" }
            // (`AppScreenWidth`, `ALinScreenHeight`: a capitalised prefix of a few letters too.)
            if !prefix.isEmpty, prefix.count <= 4 && prefix.allSatisfy({ $0.isUppercase || $0 == "_" })
                || prefix.count <= 6 && prefix.first?.isUppercase == true && prefix.allSatisfy({ $0.isLetter && $0.isASCII }),
                let side = screenDimension("k" + name[at.lowerBound...]) {
                return side
            }
        }
        // `KWSCreenW`: the app's capitals before "screen" spelt in any case, a side after it.
        if let at = name.range(of: "screen", options: .caseInsensitive) {
            let prefix = name[..<at.lowerBound]
            let side = name[at.upperBound...].lowercased()
            if prefix.count <= 4, prefix.allSatisfy({ $0.isUppercase || $0 == "_" }) {
                if ["w", "width", "wid"].contains(side) { return "width" }
                if ["h", "height", "hei"].contains(side) { return "height" }
            }
        }
        // `KCWIDTH`, `K_HEIGHT`: a `K` and the app's one-letter prefix before the word, all in capitals.
        for side in ["WIDTH", "HEIGHT"] where name.hasSuffix(side) {
            let prefix = name.dropLast(side.count).filter { $0 != "_" }
            if prefix.first == "K", prefix.count <= 2, prefix.allSatisfy({ $0.isUppercase }) { return side.lowercased() }
        }
        // `MainWidth`, `kMainHeight`: the main screen's, named without "screen"; `KWidth`,
        // `KHeight` (a capital K, the prefix headers' spelling; `kWidth` is as often an item's).
        if ["MainWidth", "kMainWidth", "KMainWidth", "KWidth", "K_Width"].contains(name) { return "width" }
        if ["MainHeight", "kMainHeight", "KMainHeight", "KHeight", "K_Height"].contains(name) { return "height" }
        var word = name.lowercased().replacingOccurrences(of: "_", with: "")
        if word.hasPrefix("k") { word.removeFirst() }
        if word.hasPrefix("main") { word.removeFirst(4) }
        if word.hasPrefix("device") { word.removeFirst(6) }
        // `__kWidth`, `__kHeight`: a prefix header's private-looking name for the screen's size.
        if name.hasPrefix("__") {
            if word == "width" { return "width" }
            if word == "height" { return "height" }
        }
        // `KMainW`, `kMainH`: the main screen's, its side's first letter.
        if name.lowercased().replacingOccurrences(of: "_", with: "").hasSuffix("main" + word), word == "w" || word == "h" {
            return word == "w" ? "width" : "height"
        }
        switch word {
        // (`WidthScreen`, `HeightScreen`: the words the other way round.)
        case "screenwidth", "screenw", "screenwid", "widthscreen": return "width"
        case "screenheight", "screenh", "screenhei", "heightscreen": return "height"
        // `kWindowWidth`, `APP_WIDTH`, `VIEW_HEIGHT`: the key window's, the application frame's, a
        // screen's view's — the screen's, as prefix headers define them.
        case "windowwidth", "appwidth", "appframewidth", "viewwidth": return "width"
        case "windowheight", "appheight", "appframeheight", "viewheight": return "height"
        // `ScreenFrame`, `SCREEN_BOUNDS`, `kScreenRect`: the main screen's bounds; `kScreenSize` its size.
        case "screenframe", "screenbounds", "screenrect": return "bounds"
        case "screensize": return "size"
        // `DEVICE_WIDTH`, `kDeviceHeight`: the device's screen, named without "screen".
        case "width" where name.lowercased().replacingOccurrences(of: "_", with: "").contains("devicewidth"): return "width"
        case "height" where name.lowercased().replacingOccurrences(of: "_", with: "").contains("deviceheight"): return "height"
        default: return nil
        }
    }

    /// Whether `super.name` reads UIKit's property: a pasted class of `self` overrides it (a
    /// computed `intrinsicContentSize`) and none of the pasted classes above the first that does
    /// declares it, so the superclass's is the UIKit class's.
    ///
    /// With `orSetter`, an Objective-C class's own `- (void)setFrame:` counts as overriding it: its
    /// `[super setFrame:frame]`, read as `super.frame = frame`, sets UIKit's.
    func superReadsUIKit(_ name: String, _ frame: Frame, orSetter: Bool = false) -> Bool {
        guard let selfValue = frame.selfValue, let dynamic = className(of: selfValue) else { return false }
        var declaring = 0
        var next: String? = dynamic
        var seen: Set<String> = []
        while let n = next, let decl = swift.types[n], seen.insert(n).inserted {
            if decl.members.contains(where: { if case .variable(let v) = $0 { v.name == name && !v.isStatic } else { false } }) {
                declaring += 1
            }
            next = decl.superclass
        }
        if orSetter, declaring == 0, session.runsObjectiveC, let setter = ObjCNames.setterName(of: name), let decl = swift.types[dynamic] {
            return decl.members.contains { if case .function(let f) = $0 { f.name == setter } else { false } }
        }
        return declaring == 1
    }

    /// The pasted type `Self` names where code runs: the type declaring the running code, else the
    /// class of `self` (a static method's `self` is its type). Nil at the top level.
    func selfTypeName(_ frame: Frame) -> String? {
        if let typeName = frame.typeName, swift.types[typeName] != nil { return typeName }
        guard let selfValue = frame.selfValue else { return nil }
        if case .type(let owner) = selfValue { return owner }
        return className(of: selfValue).flatMap { swift.types[$0] != nil ? $0 : nil }
    }

    /// A type nested in the type whose code is running, or in one enclosing it or a superclass of
    /// either, by its short name, as Swift finds it: `Layout.inset` in a method of a class that
    /// declares `private enum Layout` is `ViewController.Layout`. Nil when none declares it.
    func nestedType(_ name: String, _ frame: Frame) -> String? {
        var starts: [String] = []
        if let declaring = frame.declaringTypeName { starts.append(declaring) }
        if let typeName = frame.typeName { starts.append(typeName) }
        if let selfValue = frame.selfValue {
            if case .type(let owner) = selfValue { starts.append(owner) }
            if let className = className(of: selfValue) { starts.append(className) }
        }
        for start in starts {
            var parts = start.split(separator: ".").map(String.init)
            while !parts.isEmpty {
                var owner: String? = parts.joined(separator: ".")
                var seen: Set<String> = []
                while let o = owner, seen.insert(o).inserted {
                    if swift.types[o + "." + name] != nil { return o + "." + name }
                    owner = swift.types[o]?.superclass
                }
                parts.removeLast()
            }
        }
        return nil
    }

    /// The first read of a `lazy var` declared outside a type: its initialiser runs now, named
    /// after it, and the value replaces it. Nil for any other value.
    mutating func firstReadOfLazy(_ name: String, _ value: Value, at range: SourceRange, _ frame: Frame) throws(Interrupt) -> Value? {
        guard case .function(let f, let receiver) = value, f.modifiers.contains("lazy"),
              case .returnStatement(let initializer?, _) = f.body.first else { return nil }
        let result = try evaluateBinding(initializer, name: name, Frame(scope: frame.scope, selfValue: receiver?.value, typeName: frame.typeName))
        if frame.scope.lookup(name, before: topScope) != nil {
            _ = frame.scope.assign(name, result)
        } else if topScope?.own(name) != nil {
            topScope?.names[name] = result
        } else {
            swift.globals[name] = result
        }
        return result
    }

    /// A static method of the type whose code is running (or of a superclass), with its owner.
    func staticMethod(_ name: String, _ frame: Frame, labels: [String?], trailing: Bool) -> (String, FunctionDecl)? {
        guard let first = staticMethod(name, frame) else { return nil }
        guard !Self.takes(first.1.parameters, labels, trailingClosure: trailing) else { return first }
        // `Layout.fill(scrollView:with:)` beside `fill(view:with:)`: the overload the labels name
        // (of a pasted type, or one a pasted extension gives a UIKit type: `extension UIFont`).
        for case .function(let f) in (swift.types[first.0]?.members ?? []) + extensionMembers(for: first.0)
        where f.name == name && f.isStatic && Self.takes(f.parameters, labels, trailingClosure: trailing) {
            return (first.0, f)
        }
        return first
    }

    func staticMethod(_ name: String, _ frame: Frame) -> (String, FunctionDecl)? {
        var starts: [String] = []
        if let declaring = frame.declaringTypeName { starts.append(declaring) }
        if let typeName = frame.typeName { starts.append(typeName) }
        if let selfValue = frame.selfValue {
            if case .type(let owner) = selfValue { starts.append(owner) }
            if let className = className(of: selfValue) { starts.append(className) }
        }
        for start in starts {
            var owner: String? = start
            var seen: Set<String> = []
            while let o = owner, seen.insert(o).inserted, let decl = swift.types[o] {
                for case .function(let f) in decl.members where f.name == name && f.isStatic { return (o, f) }
                owner = decl.superclass
            }
            // A static method a pasted extension gives the UIKit class it derives from
            // (`private extension UIView { static func makeView(color:) }`).
            if let base = libraryBase(of: start) ?? (Library.type(named: start) != nil ? start : nil) {
                for case .function(let f) in extensionMembers(for: base) where f.name == name && f.isStatic { return (base, f) }
            }
        }
        return nil
    }

    /// The static method `name` taking these labels of the one pasted type that declares it; nil
    /// when none does, or more than one (the parameter's type, which would choose, is not known).
    func pastedStaticFunction(_ name: String, labels: [String?], trailing: Bool) -> (String, FunctionDecl)? {
        var found: [(String, FunctionDecl)] = []
        for owner in swift.types.keys.sorted() {
            guard let decl = swift.types[owner] else { continue }
            for case .function(let f) in decl.members where f.name == name && f.isStatic
            && Self.takes(f.parameters, labels, trailingClosure: trailing) {
                found.append((owner, f))
                break
            }
        }
        if found.isEmpty {
            // `[.gap(20), icon]` as a `[UIView]`: a static factory a pasted extension adds to a
            // UIKit type (`extension UIView { static func gap(_:) -> UIView }`).
            for owner in swift.extensions.keys.sorted() where Library.type(named: owner) != nil {
                for case .function(let f) in swift.extensions[owner] ?? [] where f.name == name && f.isStatic
                && Self.takes(f.parameters, labels, trailingClosure: trailing) {
                    found.append((owner, f))
                    break
                }
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// A computed variable is read by calling its getter.
    mutating func resolveGetter(_ value: Value, at range: SourceRange) throws(Interrupt) -> Value {
        if case .function(let f, let receiver) = value, f.modifiers.contains("getter") {
            return try callFunction(f, receiver: receiver?.value, arguments: [], trailing: nil, at: range)
        }
        return value
    }

    /// Every name a misspelling could have meant.
    /// `methods` false for a bare name in Objective-C, which reaches a method only by a message
    /// (`[self layoutBar]`): there a method is no spelling the name could mean.
    func knownNames(_ frame: Frame, methods: Bool = true) -> [String] {
        var names: [String] = []
        var scope: Scope? = frame.scope
        while let s = scope {
            names += s.names.keys.sorted()
            scope = s.parent
        }
        if let selfValue = frame.selfValue, let className = className(of: selfValue) {
            for member in members(of: className) {
                if case .variable(let v) = member, let n = v.name { names.append(n) }
                if methods, case .function(let f) = member { names.append(f.name) }
            }
        }
        names += swift.globals.keys.sorted()
        names += session.declaredViewNames
        // In a view controller — the prompt is the body of one — `view` is its root view.
        let inController = frame.selfValue.flatMap { className(of: $0) }.map { Library.isSubtype($0, of: "UIViewController") } ?? true
        if inController, !names.contains("view") { names.append("view") }
        // A name the paste never declared, which a view only stands in for, is no name a typo
        // could have meant.
        return swift.standInNames.isEmpty ? names : names.filter { !swift.standInNames.contains($0) }
    }

    /// The entry's top-level scope when `name` is one the entry itself declared there and is read
    /// or set at its top level: after a view controller was presented the entry runs as if
    /// inside it, and what it declares is a local of that body, which shadows the controller's
    /// members as a method's locals do (and needs no search among them at every turn of a loop).
    /// Nil inside a method the entry calls, where `self`'s members come first.
    ///
    /// Inlined: asked at every read and write of a name a loop's body makes, and a call of a
    /// method that does not change the evaluator copies all of it (some kilobytes) first.
    @inline(__always)
    func entryLocalScope(_ name: String, _ frame: Frame) -> Scope? {
        guard runningFunctions.isEmpty, let top = topScope, top.names[name] != nil, frame.scope.owner(of: name) === top
        else { return nil }
        return top
    }

    /// `name` read inside a method: a stored or computed property or a method of `self`, or a
    /// UIKit member of the class `self` derives from (`addSubview`, `topAnchor`, `view`).
    /// Whether the object's pasted class, or a pasted extension of its UIKit class or those it
    /// derives from, declares a member `name` (a frame extension's `var height: CGFloat`).
    func declaresOwnMember(_ name: String, of selfValue: Value) -> Bool {
        func declares(_ members: [Stmt]) -> Bool {
            members.contains { member in
                switch member {
                case .variable(let v): v.name == name
                case .function(let f): f.name == name
                default: false
                }
            }
        }
        if let className = className(of: selfValue), declares(members(of: className)) { return true }
        return libraryTypeName(of: selfValue).map { declares(extensionMembers(for: $0)) } ?? false
    }

    mutating func implicitSelfMember(_ selfValue: Value, _ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        if case .type(let typeName) = selfValue, swift.types[typeName] != nil,
           let value = try protocolStaticMember(name, of: typeName, at: range) {
            // `padding` in a static method of a protocol's extension: the adopting type's.
            return value
        }
        if let value = try pastedOptionSelfMember(selfValue, name, at: range) { return value }
        if case .payloadCase(let caseName, _) = selfValue { return try enumCaseMember(caseName, name, of: selfValue, at: range) }
        if case .enumCase(let caseName) = selfValue {
            // Inside a pasted enum's computed property or method: `rawValue`, or another member.
            if name == "rawValue", let raw = try rawValue(ofCase: caseName, Frame(scope: Scope(parent: nil), selfValue: nil, typeName: nil)) {
                return raw
            }
            return try enumCaseMember(caseName, name, at: range)
        }
        if let id = objectID(of: selfValue) {
            if let value = try field(id, name, at: range) { return value }
        }
        if let className = className(of: selfValue) {
            let key = className + "." + name
            if selfMemberMisses.contains(key) { return nil }
            if let value = try presentationContainer(selfValue, name, at: range) { return value }
            for member in members(of: className) {
                if case .function(let f) = member, f.name == name, !f.isStatic, !inheritedPropertyWins(over: f, of: className) {
                    return .function(f, receiver: ValueBox(selfValue))
                }
                if case .variable(let v) = member, v.name == name, let getter = v.getter, v.initializer == nil {
                    let f = FunctionDecl.getter(name, body: getter, at: v.range, type: v.type)
                    return try callFunction(f, receiver: selfValue, arguments: [], trailing: nil, at: range)
                }
            }
            if let base = libraryBase(of: className), Library.member(name, of: base) != nil {
                return try member(of: selfValue, name, nameRange: range, range: range, baseExpr: .selfExpr(range),
                                  Frame(scope: Scope(parent: nil), selfValue: selfValue, typeName: nil))
            }
            selfMemberMisses.insert(key)
        } else if let base = libraryTypeName(of: selfValue), Library.type(named: base) != nil,
                  Library.member(name, of: base) != nil || extensionFunction(name, of: base, accepting: nil) != nil {
            // Inside a pasted extension of a UIKit or SnapKit type: `snp`, `superview`, `bounds`.
            return try member(of: selfValue, name, nameRange: range, range: range, baseExpr: .selfExpr(range),
                              Frame(scope: Scope(parent: nil), selfValue: selfValue, typeName: nil))
        }
        return nil
    }

    /// `tableView` read bare in a UITableViewController that implements
    /// `tableView(_:numberOfRowsInSection:)`: the inherited property, as Swift picks it; the
    /// methods of that name are called with their arguments.
    func inheritedPropertyWins(over f: FunctionDecl, of className: String) -> Bool {
        guard !f.parameters.isEmpty, let base = libraryBase(of: className) else { return false }
        if Library.member(f.name, of: base)?.get != nil { return true }
        // On the app's own base, not in the paste (`class ListVC: AppBaseTableViewController`
        // overriding `tableView(_:willDisplay:forRowAt:)`): the base is a table or collection
        // controller when the code reads such a controller's view by name without calling it.
        guard appBaseNotInPaste(of: className) != nil else { return false }
        return ["UITableViewController", "UICollectionViewController"].contains { Library.member(f.name, of: $0)?.get != nil }
    }

    // MARK: - Objects

    func objectID(of value: Value) -> Int? {
        switch value {
        case .object(let id): id
        case .view(let name): swift.viewObjects[name]
        default: nil
        }
    }

    /// The pasted class of a value, if it has one.
    func className(of value: Value) -> String? {
        // Not `flatMap`: its closure takes a copy of the whole evaluator, at every name a
        // method reads.
        guard let id = objectID(of: value) else { return nil }
        return swift.objects[id]?.className
    }

    /// The UIKit class (or pasted class) a view was made as.
    func viewClass(of name: String) -> String { session.swiftClass(ofView: viewName(name)) }

    /// Whether a view's class is Layoutbook's guess, not what the code made: an outlet, a stand-in
    /// for the app's class or factory, or a page's undeclared name.
    func classIsGuessed(_ view: String) -> Bool {
        swift.outlets.contains(view) || swift.standIns[view] != nil || swift.factoryStandIns[view] != nil
            || swift.factoryMade[view] != nil || swift.unplacedStandIns.contains(view)
    }

    /// `view as! UIScrollView` on a view the code made as another UIKit class (a controller's plain
    /// root view): Swift's runtime stops the app at the cast. Nil when the view is of that class, when
    /// the class is not UIKit's, or when the view's class is not known for certain
    /// (``madeClass(of:)``).
    mutating func failedForcedCast(_ view: String, to typeName: String, at range: SourceRange) -> Interrupt? {
        guard Library.type(named: typeName) != nil, Library.isSubtype(typeName, of: "UIView"), !classIsGuessed(view),
              let actual = madeClass(of: view), Library.type(named: actual) != nil, !Library.isSubtype(actual, of: typeName)
        else { return nil }
        let shown = viewName(view) == "root" ? "the controller's view" : "'\(viewName(view))'"
        return fail("Could not cast value of type '\(actual)' to '\(typeName)': \(shown) was made as a \(actual), so the "
            + "app stops at this cast", at: range,
            hint: "make the view a \(typeName) where it is made (a controller's in loadView: view = \(typeName)()), "
                + "or add a \(typeName) as a subview")
    }

    /// The class the code made a view as, when that is known for certain: the class it was made
    /// with, or `UIView` for the root view of a presented controller whose UIKit class is plain
    /// `UIViewController` (its `loadView` makes a plain view). Nil otherwise (a list controller's
    /// root, a view the paste did not make).
    mutating func madeClass(of view: String) -> String? {
        let resolved = viewName(view)
        if let made = swift.viewClasses[resolved] { return made }
        guard resolved == "root", let id = swift.presentedController, let className = swift.objects[id]?.className,
              libraryBase(of: className) == "UIViewController" else { return nil }
        return "UIView"
    }

    /// A stored property of an object, running a `lazy` initialiser on first read.
    mutating func field(_ id: Int, _ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        guard let object = swift.objects[id] else { return nil }
        if let value = object.fields[name] {
            countReadOfMarkedField(id, name)
            return value
        }
        if let initializer = object.lazy[name] {
            swift.objects[id]?.lazy[name] = nil
            let selfValue: Value = object.view.map { .view($0) } ?? .object(id)
            let savedHint = (propertyHint, propertyHintTarget)
            (propertyHint, propertyHintTarget) = (name, Self.closureReturnedLocal(initializer))
            defer { (propertyHint, propertyHintTarget) = savedHint }
            var value = try evaluateBinding(initializer, name: name, declaredType: declaredType(of: name, in: object.className),
                                            Frame(scope: Scope(parent: nil), selfValue: selfValue, typeName: object.className))
            // `lazy var button: UIButton = { let b = UIButton().disabledAutoresizing(); return b }()`:
            // what the closure gives is the declared type's, as for a `let` (the app's chainable
            // helper returns the view it was called on).
            if case .opaque = value, let type = declaredType(of: name, in: object.className) {
                value = try convert(value, to: type, at: initializer.range)
            }
            swift.objects[id]?.fields[name] = value
            return value
        }
        return nil
    }

    /// The type a pasted class (or one it derives from) declares a stored property with.
    func declaredType(of property: String, in className: String) -> TypeRef? {
        for member in members(of: className) {
            if case .variable(let v) = member, v.name == property, let type = v.type { return type }
        }
        return nil
    }

    /// The type a generic class's type parameter stands for in the object whose code runs: the
    /// argument a class below it in the object's chain wrote for it (`Content` is `Panel` in a
    /// `PanelController: HostController<Panel>`). Nil outside such code, or for another name.
    func boundTypeParameter(_ name: String, _ frame: Frame) -> String? {
        guard name.first?.isUppercase == true, let selfValue = frame.selfValue, var className = className(of: selfValue) else { return nil }
        var seen: Set<String> = []
        while let decl = swift.types[className], seen.insert(className).inserted, let parent = decl.inherits.first {
            if let base = swift.types[parent.baseName], let index = base.genericParameters.firstIndex(of: name) {
                let arguments = TypeRef.genericArguments(of: parent.text)
                return index < arguments.count ? arguments[index] : nil
            }
            className = parent.baseName
        }
        return nil
    }

    /// The method a call on `self` reaches from the running method's code. Swift dispatches to a
    /// subclass's method only when it is declared `override`: one of the same name a subclass
    /// declares without it (the base class's being private to its own file, `private func
    /// setupLayout()` in both) is another method, which the base class's code never calls.
    /// (Objective-C's methods of the same selector always override.)
    func dispatched(_ found: FunctionDecl, of className: String, labels: [String?], trailingClosure: Bool,
                    fitting arguments: [EvaluatedArgument]) -> FunctionDecl {
        // (Most calls reach a name one class declares: nothing to tell apart, and nothing compared.)
        guard !session.runsObjectiveC, !found.modifiers.contains("override"), let running = runningFunctions.last,
              members(of: className, withProtocols: false).lazy.filter({ if case .function(let g) = $0 { g.name == found.name } else { false } })
                  .dropFirst().first != nil,
              let lexical = declaringClass(of: running, from: className),
              let owner = declaringClass(of: found, from: className), owner != lexical else { return found }
        // The method found belongs to a class below the running code's class only if walking up
        // from the owner reaches that class.
        var above = swift.types[owner]?.superclass
        var seen: Set<String> = [owner]
        while let n = above, n != lexical, seen.insert(n).inserted { above = swift.types[n]?.superclass }
        guard above == lexical,
              let own = method(found.name, of: lexical, forLabels: labels, trailingClosure: trailingClosure, fitting: arguments)
        else { return found }
        return own
    }

    /// Calls a function or method declared in the paste.
    /// The pasted class among `className` and those it derives from whose own body declares `f`.
    func declaringClass(of f: FunctionDecl, from className: String?) -> String? {
        var name = className
        while let n = name, let decl = swift.types[n] {
            if decl.members.contains(.function(f)) { return n }
            name = decl.superclass
        }
        return nil
    }

    mutating func callFunction(_ f: FunctionDecl, receiver: Value?, arguments: [EvaluatedArgument],
                               trailing: Value?, at range: SourceRange) throws(Interrupt) -> Value {
        if f.modifiers.first == "library:OptionSet", let receiver {
            // `contains(.left)` bare in a pasted option set's method.
            return try callOptionSetQuery(receiver, f.name, arguments, at: range)
        }
        if f.modifiers.first?.hasPrefix("library:") == true, let receiver {
            // A UIKit method used as a value: `views.forEach(scrollView.addSubview)`.
            return try Library.call(receiver, f.name, arguments, trailing: trailing, &self, nameRange: range, range: range)
        }
        calledFunctions.insert(f.signature)
        // The methods of a type the paste holds only extensions of are read as a listing's own
        // code, as lifecycle methods pasted alone are: a name nothing declares, used where a view
        // fits, is a view the class declares in its own file (see ``declareExtensionOnlyTypes``).
        let listing = !swift.extensionOnlyTypes.isEmpty && (receiver.flatMap(className(of:)).map(swift.extensionOnlyTypes.contains) ?? false)
        let codeDepth = listing ? 0 : 1
        depth += 1
        declaredCodeDepth += codeDepth
        runningFunctions.append(f)
        // A property's closure returning its local `s` names the view made as `s` after the
        // property; a function it calls has locals of its own, and its `let s = UIStackView(…)`
        // is not that one (`lazy var stats = { let s = UIStackView(arrangedSubviews: [makeStat()]) … }`).
        let savedHint = (propertyHint, propertyHintTarget)
        if propertyHintTarget != nil { (propertyHint, propertyHintTarget) = (nil, nil) }
        // An Objective-C lazy getter that makes its view under a local and stores it (`UILabel
        // *title = …; _titleLabel = title;`): the view takes the property's name, as a Swift
        // property's closure returning its local does.
        if f.modifiers.contains("getter"), f.parameters.isEmpty, let local = Self.localStored(in: f.body, as: f.name) {
            (propertyHint, propertyHintTarget) = (f.name, local)
        } else if let property = savedHint.0, savedHint.1 == nil, let local = Self.returnedLocal(of: f.body) {
            // `lazy var scoreStack = makeScoreStack()`, whose method builds a label and a stack
            // and returns the stack: the returned local takes the property's name, its others keep theirs.
            (propertyHint, propertyHintTarget) = (property, local)
        }
        defer {
            depth -= 1
            declaredCodeDepth -= codeDepth
            runningFunctions.removeLast()
            (propertyHint, propertyHintTarget) = savedHint
        }
        if depth > Self.depthLimit {
            throw fail("calls nest deeper than \(Self.depthLimit): '\(f.name)' calls itself without end", at: range)
        }
        let scope = Scope(parent: enclosingScopes[f.range] ?? topScope)
        scope.isFunctionBody = true
        for (parameter, bound) in genericBindings { scope.names[parameter] = bound }
        genericBindings = [:]
        var remaining = arguments
        // A trailing closure takes the first parameter left after the written arguments that is
        // a function or has no default, whatever its label (`func make(snapKitMaker: …)` called
        // as `make { … }`).
        var trailingLeft = trailing
        // `bump(&count)`: the variables passed to `inout` parameters, written back on return.
        var inoutArguments: [(parameter: String, argument: Expr, shared: Bool)] = []
        let callerFrame = currentFrame
        for (index, parameter) in f.parameters.enumerated() {
            if parameter.isVariadic {
                // It takes its own argument (by its label, if it has one) and the unlabelled ones
                // after it; a labelled argument ends it, and a trailing closure goes to a later
                // parameter that takes one (`put(a, b) { … }` of `put(_ views: UIView..., each:)`).
                let later = f.parameters[(index + 1)...]
                let start = parameter.label.map { label in remaining.firstIndex { $0.label == label } }
                    ?? remaining.firstIndex { $0.label == nil }
                var taken: [Value] = []
                if let start {
                    var end = start + 1
                    while end < remaining.count, remaining[end].label == nil { end += 1 }
                    taken = remaining[start..<end].map(\.value)
                    remaining.removeSubrange(start..<end)
                }
                if later.isEmpty || !later.contains(where: \.takesTrailingClosure), let closure = trailingLeft {
                    taken.append(closure)
                    trailingLeft = nil
                }
                scope.names[parameter.name] = .array(taken)
                continue
            }
            // An unlabelled parameter with a default, left out before a labelled argument a later
            // parameter takes (`box(height: 50)` of `box(_ width: = 100, height: = 20)`), keeps it.
            let leftOut = parameter.label == nil && parameter.defaultValue != nil
                && remaining.first?.label.map { label in f.parameters[(index + 1)...].contains { $0.label == label } } == true
            if let i = remaining.firstIndex(where: { $0.label == parameter.label })
                // (An unlabelled parameter takes no labelled argument: `grow(height: 300)` is no
                // call of `grow(_ note: Notification)`.)
                ?? (parameter.label == nil && !leftOut && remaining.first.map { $0.label == nil } == true
                    && index < f.parameters.count ? remaining.indices.first : nil),
               remaining[i].label == parameter.label || parameter.label == nil {
                scope.names[parameter.name] = remaining[i].value
                if parameter.resultBuilder != nil, case .closure(let c) = remaining[i].value { scope.names[parameter.name] = .closure(c.buildingResults()) }
                if parameter.isInout || parameter.sharesCallersObject {
                    inoutArguments.append((parameter.name, remaining[i].expr, parameter.sharesCallersObject))
                }
                remaining.remove(at: i)
            } else if let closure = trailingLeft, remaining.isEmpty, parameter.takesTrailingClosure {
                if parameter.resultBuilder != nil, case .closure(let c) = closure {
                    scope.names[parameter.name] = .closure(c.buildingResults())
                } else {
                    scope.names[parameter.name] = closure
                }
                trailingLeft = nil
            } else if index == 0, f.name != "init", parameter.label == parameter.name, remaining.first?.label == nil,
                      let first = remaining.first {
                // Swift 1–2: a method's first parameter has no argument label unless it is written
                // twice — `func setSelected(selected: Bool, animated: Bool)` is called as
                // `setSelected(true, animated: false)`.
                scope.names[parameter.name] = first.value
                remaining.removeFirst()
            } else if let defaultValue = parameter.defaultValue {
                scope.names[parameter.name] = try evaluate(defaultValue, Frame(scope: scope, selfValue: receiver, typeName: nil))
            } else {
                let label = parameter.label.map { "'\($0):'" } ?? "an unlabelled argument"
                throw fail("'\(f.signature)' needs \(label) here", at: range)
            }
        }
        if f.modifiers.contains(ObjCParser.macroModifier) {
            // `ITEM_W(2)` of `#define ITEM_W(n) ((375 - 10 * (n + 1)) / n)`: `n` is the text `2`, an `int`.
            for (parameter, argument) in zip(f.parameters, arguments) where argument.wholeNumber {
                scope.wholeNumbers.insert(parameter.name)
            }
        }
        for parameter in f.parameters {
            // `func place(_ tile: UIView, at index: Int)`: `index / 3` drops the remainder.
            if let type = parameter.type, !parameter.isVariadic {
                if Self.integerTypeNames.contains(type.baseName) { scope.wholeNumbers.insert(parameter.name) }
                if ["CGFloat", "Double", "Float"].contains(type.baseName) { scope.floatingNumbers.insert(parameter.name) }
            }
            if let type = parameter.type, var value = scope.names[parameter.name] {
                if case .opaque = value, let made = try implicitInit(of: parameter, in: arguments, receiver: receiver, at: range) {
                    value = made
                }
                if case .enumCase(let member) = value, let read = try implicitStaticMember(member, of: parameter, receiver: receiver, at: range) {
                    value = read
                }
                scope.names[parameter.name] = try convert(value, to: type, at: range)
                // `func make<T: UIView>(_ type: T.Type) -> T { T() }` called with `UILabel.self`:
                // the type parameter stands for the type passed, so `T()` makes a label.
                if case .type = value, type.text.hasSuffix(".Type") {
                    let parameterType = String(type.text.dropLast(".Type".count))
                    if !parameterType.isEmpty, parameterType.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                       scope.names[parameterType] == nil, swift.types[parameterType] == nil,
                       Library.type(named: parameterType) == nil {
                        scope.names[parameterType] = value
                    }
                }
            }
        }
        var frame = Frame(scope: scope, selfValue: receiver, typeName: receiver.flatMap(className(of:)))
        if let dynamic = frame.typeName, let declaring = declaringClass(of: f, from: dynamic), declaring != dynamic {
            frame.declaringTypeName = declaring
        }
        // On a cell's content view, and so is what it calls on itself.
        frame.onCellContentView = callingOnContentView
            || (callerFrame?.onCellContentView == true && Self.viewOf(receiver) != nil && Self.viewOf(receiver) == Self.viewOf(callerFrame?.selfValue))
        callingOnContentView = false
        // Whose initialiser runs, for the observers Swift does not call there (see ``setField``).
        let savedInitializer = initializerOwner
        initializerOwner = f.name == "init" ? declaringClass(of: f, from: receiver.flatMap(className(of:))) : nil
        defer { initializerOwner = savedInitializer }
        var result = Value.void
        do {
            try runInPlace(f.body, frame: frame)
        } catch .returned(let value) {
            // The declared return type types what is returned, as Swift does: `-> (x: CGFloat, y:
            // CGFloat)` returning `(1, 2)` gives the type's labels, `-> CGSize` returning `.zero`
            // (alone or from a ternary) a size.
            result = try f.returnType.map { type throws(Interrupt) in try convert(value, to: type, at: range) } ?? value
        }
        if let callerFrame {
            for (parameter, argument, shared) in inoutArguments {
                guard let value = scope.names[parameter] else { continue }
                if shared {
                    // An object made in the call (`[NSMutableArray array]`) has no variable to
                    // show the change in.
                    guard Self.isVariable(argument) else { continue }
                    try? store(value, into: argument, at: range, callerFrame)
                    continue
                }
                try store(value, into: Self.passedVariable(argument), at: range, callerFrame)
            }
        }
        return result
    }

    /// Whether an argument names a variable or a property (`list`, `self.list`, `_list`).
    static func isVariable(_ argument: Expr) -> Bool {
        switch argument {
        case .identifier, .member(.selfExpr, _, _, _): true
        case .member(let base, _, _, _): isVariable(base)
        default: false
        }
    }

    /// The local a getter's body declares and stores in the property's storage (`_name = local`,
    /// `self.name = local`), looked for through its `if`s; nil when it stores none.
    static func localStored(in body: [Stmt], as property: String) -> String? {
        var locals: Set<String> = []
        func find(_ statements: [Stmt]) -> String? {
            for statement in statements {
                switch statement {
                case .variable(let v):
                    if case .name(let n, _) = v.pattern { locals.insert(n) }
                case .assignment(let target, "=", .identifier(let local, _), _) where locals.contains(local):
                    switch target {
                    case .identifier("_" + property, _), .member(.selfExpr, property, _, _), .member(.selfExpr, "_" + property, _, _):
                        return local
                    default: break
                    }
                case .ifStatement(_, let then, let otherwise, _):
                    if let found = find(then) ?? otherwise.flatMap(find) { return found }
                default: break
                }
            }
            return nil
        }
        return find(body)
    }

    /// The variable an `inout` argument passes: `count` of `&count` (the parser reads `&` away),
    /// `self.offset` of `&self.offset`.
    static func passedVariable(_ argument: Expr) -> Expr {
        if case .prefix("&", let operand, _) = argument { return operand }
        return argument
    }

    /// `super.name(…)`: the pasted superclass's method when the paste declares one above the
    /// class whose method is running (a pasted `BaseViewController.viewDidLoad`, an
    /// `AutoLayoutView.init(frame:)`); otherwise UIKit's own part, which is what it does to the
    /// layout (`super.addSubview(view)` in an override adds it) and nothing for the life cycle.
    mutating func callSuper(_ name: String, _ args: [EvaluatedArgument], trailing: Value?, at range: SourceRange,
                            _ frame: Frame) throws(Interrupt) -> Value {
        guard let selfValue = frame.selfValue, let dynamic = className(of: selfValue) else { return .void }
        if name == "textRect", textRectProbe != nil, case .rect(let bounds)? = args.first?.value {
            textRectProbe?.given = bounds
            let text = textRectProbe?.text ?? Size(width: 0, height: 0)
            return .rect(Rect(x: bounds.minX, y: bounds.minY, width: text.width, height: text.height))
        }
        var chain: [String] = []
        var next: String? = dynamic
        while let n = next, swift.types[n] != nil, !chain.contains(n) {
            chain.append(n)
            next = swift.types[n]?.superclass
        }
        // The class whose method is running: the one that declares it, nearest the object's own.
        var start = 1
        if let running = runningFunctions.last,
           let i = chain.firstIndex(where: { swift.types[$0]?.members.contains(.function(running)) == true }) {
            start = i + 1
        }
        for className in chain.dropFirst(start) {
            let candidates = (swift.types[className]?.members ?? []).compactMap { member -> FunctionDecl? in
                if case .function(let f) = member, f.name == name, !f.isStatic { return f }
                return nil
            }
            if let f = name == "init" ? Self.matching(candidates, args) : candidates.first {
                let result = try callFunction(f, receiver: selfValue, arguments: args, trailing: trailing, at: range)
                return name == "init" ? selfValue : result
            }
        }
        if name != "init", let base = libraryBase(of: dynamic), let m = Library.member(name, of: base), m.isLayout, m.get == nil {
            return try Library.call(selfValue, name, args, trailing: trailing, &self, nameRange: range, range: range)
        }
        if name != "init", args.isEmpty, trailing == nil, let base = libraryBase(of: dynamic), Library.member(name, of: base)?.get != nil {
            // Swift 1–2 called UIKit's properties as methods (`super.intrinsicContentSize()` in
            // `override func intrinsicContentSize() -> CGSize`): the UIKit class's value, as
            // `super.intrinsicContentSize` reads it.
            if name == "intrinsicContentSize", base == "UIView" { return .size(Size(width: -1, height: -1)) }
            if name == "intrinsicContentSize", let probe = intrinsicProbe { return .size(probe) }
            if name == "intrinsicContentSize", case .view(let view) = selfValue {
                return .size(intrinsicSize(of: viewName(view), at: range, asUIKitClass: true))
            }
            return try Library.get(selfValue, name, &self, nameRange: range, range: range)
        }
        if name == "loadView" { viewUnsetInLoadView = false }
        if name == "layoutSubviews", case .view(let button) = selfValue, session.classChain(ofView: viewName(button)).contains("UIButton") {
            // UIButton's own layout places its title label and image view again at every pass,
            // whatever the last pass's code set: they go back to where it puts them (not
            // modelled: 0,0, as when first made), so code that shifts them from their own frame
            // shifts them once, not once more each pass.
            for member in ["titleLabel", "imageView"] {
                guard let own = swift.cellStyleViews["\(viewName(button)).\(member)"], isView(own), !swift.placedByCell.contains(own)
                else { continue }
                try setFrame(own, Rect(x: 0, y: 0, width: 0, height: 0), at: range)
                swift.placedByCell.insert(own)
            }
        }
        if name == "init", case .object(let id) = selfValue {
            // `super.init(collectionViewLayout: layout)` in a UICollectionViewController,
            // `super.init(style: .grouped)` in a UITableViewController: what UIKit makes its list with.
            for label in ["collectionViewLayout", "style"] {
                if let given = args.named(label) { swift.objects[id]?.fields[label] = given.value }
            }
        }
        if name == "init", case .view(let list) = selfValue {
            // `super.init(frame: .zero, collectionViewLayout: flow)` in a UICollectionView subclass,
            // `super.init(frame: .zero, style: .grouped)` in a UITableView one: what UIKit's
            // initialiser keeps, as `UICollectionView(frame:collectionViewLayout:)` does.
            if let layout = args.named("collectionViewLayout"), case .object = layout.value {
                swift.appearance[viewName(list), default: [:]]["collectionViewLayout"] = layout.value
            }
            if let style = args.named("style"), isView(list, a: "UITableView") {
                swift.appearance[viewName(list), default: [:]]["style"] = style.value
            }
        }
        // `super.init(style:reuseIdentifier:)` of a cell given its identifier: the cell's
        // `reuseIdentifier` reads it (`[self.reuseIdentifier isEqualToString:BigCellID]`).
        if name == "init", case .view(let cell) = selfValue, case .string(let identifier)? = args.named("reuseIdentifier")?.value {
            swift.appearance[viewName(cell), default: [:]]["reuseIdentifier"] = .string(identifier)
        }
        if name == "init", case .view = selfValue, let given = args.named("frame"), !given.value.isOpaque {
            // UIKit's `init(frame:)` sets the frame it is given: `super.init(frame: .zero)` in an
            // `override init(frame:)` leaves the view 0×0 whatever frame its caller passed.
            try Library.set(selfValue, "frame", given.value, &self, nameRange: range, range: range)
        }
        if name == "init", case .view = selfValue, let label = args.first?.label, !Self.uikitInitLabels.contains(label) {
            // `self = [super initWithPhoto:photo]`: an initialiser of the app's base class (its
            // header, not in the paste), not UIKit's. The frame it gives is that class's: what the
            // code reads of its own size below (`self.bounds`) is 0 here, not what the app has.
            let call = "super.init(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
            note("'\(call)' is \(dynamic)'s superclass's own initialiser, not in the paste: the frame it gives is not known, "
                + "so the view starts 0×0 here, and what its code reads of its own size is 0")
        }
        if name == "init", case .object(let id) = selfValue, let root = args.named("rootViewController"),
           isSubclass(dynamic, of: "UINavigationController") {
            // `super.init(rootViewController: Home())` in a navigation controller subclass: the
            // controller it shows when presented.
            swift.objects[id]?.fields[Self.navigationRootField] = root.value
        }
        if name == "init", args.isEmpty, case .view = selfValue, runningFunctions.last?.signature == "init()",
           !runningFunctions.contains(where: { $0.signature == "init(frame:)" }),
           let f = members(of: dynamic).lazy.compactMap({ member -> FunctionDecl? in
               if case .function(let f) = member, f.signature == "init(frame:)" { return f }
               return nil
           }).first {
            // `[super init]` (`super.init()`) in a view's own `init`: UIView's `init` calls
            // `initWithFrame:CGRectZero`, which is the class's override, so what that sets up
            // is set up too (twice, when `init` sets it up again after).
            let zero = EvaluatedArgument(label: "frame", value: .rect(Rect(x: 0, y: 0, width: 0, height: 0)), range: range,
                                         expr: .nilLiteral(range))
            _ = try callFunction(f, receiver: selfValue, arguments: [zero], trailing: nil, at: range)
        }
        // The app's own base class, reached: its init (a view's) or viewDidLoad (a controller's)
        // calls the hooks the class overrides.
        if name == (isController(dynamic) ? "viewDidLoad" : "init") { try runAppBaseHooks(on: selfValue, at: range) }
        if name != "init", let running = runningFunctions.last, running.name == name, let type = running.returnType,
           !["Void", "()"].contains(type.text), libraryBase(of: dynamic).flatMap({ Library.member(name, of: $0) }) == nil {
            // `let layout = super.makeCollectionViewLayout()` in an override of the app's base
            // class's method, not in the paste: what it gives is not known here.
            note("'super.\(name)(…)' is \(dynamic)'s superclass's own, not in the paste: what it gives (\(type.text)) is not known here")
            return .opaque("super.\(name)()")
        }
        // Objective-C's `[super init…]` returns the object itself: `if (self == [super init…])`,
        // a slip for `=` apps keep, holds, as it does at run time.
        return name == "init" ? selfValue : .void
    }

    /// Whether a method's whole body stops the app (`fatalError("must be overridden")`,
    /// `preconditionFailure(…)`): a base class's abstract method.
    static func isAbstractStub(_ f: FunctionDecl) -> Bool {
        guard f.body.count == 1 else { return false }
        // (A method with a result returns its one expression.)
        switch f.body[0] {
        case .expression(.call(.identifier(let name, _), _, _, _)), .returnStatement(.call(.identifier(let name, _), _, _, _)?, _):
            return ["fatalError", "preconditionFailure"].contains(name)
        default:
            return false
        }
    }

    /// The first labels of UIKit's view initialisers (`init(frame:)`, `init(style:reuseIdentifier:)`,
    /// `init(image:)`…): a `super.init` with another is the app's base class's.
    static let uikitInitLabels: Set<String> = [
        "frame", "coder", "style", "reuseIdentifier", "image", "arrangedSubviews", "effect", "type", "items",
        "activityIndicatorStyle", "progressViewStyle", "title", "customView", "barButtonSystemItem", "collectionViewLayout",
        "textContainer", "configuration", "primaryAction",
    ]

    /// Calls a closure value with arguments by position; `$0`, `$1` name them when it declares none.
    mutating func callClosure(_ closure: Closure, _ arguments: [Value], at range: SourceRange) throws(Interrupt) -> Value {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.depthLimit { throw fail("calls nest deeper than \(Self.depthLimit)", at: range) }
        let scope = Scope(parent: closure.scope)
        if closure.parameters.isEmpty, arguments.count == 1, let parts = Self.tupleParts(arguments[0]), parts.count > 1,
           closure.namesAnonymousArgument(1) {
            // `dictionary.forEach { $1.isHidden = true }`, `enumerated().forEach { $1.tag = $0 }`:
            // a closure whose body names `$1` takes two arguments, and Swift splits the one
            // tuple it is given over them. One that names only `$0` gets the tuple whole.
            for (i, part) in parts.enumerated() { scope.names["$\(i)"] = part }
            if Self.isEnumeratedPair(arguments[0]) { scope.wholeNumbers.insert("$0") }
        } else if closure.parameters.isEmpty {
            for (i, argument) in arguments.enumerated() { scope.names["$\(i)"] = argument }
        } else if closure.parameters.count == 1, arguments.count > 1 {
            scope.names[closure.parameters[0]] = .array(arguments)
        } else if closure.parameters.count > 1, arguments.count == 1, let parts = Self.tupleParts(arguments[0]),
                  parts.count == closure.parameters.count {
            // `enumerated().forEach { index, view in … }`: Swift splits the one tuple argument
            // over the closure's parameters.
            for (name, part) in zip(closure.parameters, parts) where name != "_" { scope.names[name] = part }
            // The offset `enumerated()` pairs each element with is an `Int`.
            if Self.isEnumeratedPair(arguments[0]), closure.parameters[0] != "_" { scope.wholeNumbers.insert(closure.parameters[0]) }
        } else {
            for (name, argument) in zip(closure.parameters, arguments) where name != "_" { scope.names[name] = argument }
        }
        for name in closure.wholeNumberParameters { scope.wholeNumbers.insert(name) }
        let frame = Frame(scope: scope, selfValue: closure.selfValue, typeName: closure.staticTypeName)
        if closure.buildsResults { return try builtResults(closure.body, frame) }
        // A closure of one expression returns it, as in Swift.
        if closure.body.count == 1, case .expression(let e) = closure.body[0] {
            return try evaluate(e, frame)
        }
        // So does one `switch` (or `if`–`else`) whose every branch is one expression (Swift 5.9's
        // `switch` expression: `filter { item in switch item { case .a: true; default: false } }`).
        let body = closure.body.count == 1 ? SwiftParser.branchesReturning(closure.body[0]).map { [$0] } ?? closure.body : closure.body
        do {
            try runInPlace(body, frame: frame)
        } catch .returned(let value) {
            return value
        }
        return .void
    }

    /// A closure literal as a value: its code, with the scope and `self` where it is written.
    func closureValue(_ closure: ClosureExpr, _ frame: Frame) -> Value {
        .closure(Closure(parameters: closure.parameters, body: closure.body, scope: frame.scope, range: closure.range,
                         selfValue: frame.selfValue, wholeNumberParameters: closure.wholeNumberParameters, staticTypeName: frame.typeName))
    }

    /// A result builder's closure run: each expression statement's value, arrays flattened and
    /// nothing (`Void`, nil) left out, in order; an `if`'s taken branch and a `for`'s turns
    /// build theirs too; any other statement runs. The builder's own `buildBlock` is not run:
    /// builders of layout collect constraints or views, which is what this gives.
    mutating func builtResults(_ statements: [Stmt], _ frame: Frame) throws(Interrupt) -> Value {
        var results: [Value] = []
        func add(_ value: Value) {
            switch value {
            case .array(let items): for item in items { add(item) }
            case .void, .none: break
            default: results.append(value)
            }
        }
        for statement in statements {
            switch statement {
            case .expression(let e):
                add(try evaluate(e, frame))
            case .ifStatement(let conditions, let then, let otherwise, _):
                let inner = frame.block()
                if try test(conditions, inner) {
                    add(try builtResults(then, inner))
                } else if let otherwise {
                    add(try builtResults(otherwise, frame.block()))
                }
            default:
                try execute(statement, frame)
            }
        }
        return .array(results)
    }

    /// `.init(title: "Top")` given for a parameter whose type is one the paste declares
    /// (`func configure(model: Model)`, `Model` nested in the class): that type made with those
    /// arguments, as Swift infers the type from the parameter. Nil for any other argument.
    mutating func implicitInit(of parameter: Parameter, in arguments: [EvaluatedArgument], receiver: Value?,
                               at range: SourceRange) throws(Interrupt) -> Value? {
        guard let argument = arguments.first(where: { $0.label == parameter.label }),
              case .call(.implicitMember("init", _), _, nil, let callRange) = argument.expr,
              let args = implicitInitArguments[callRange],
              let typeName = pastedType(of: parameter, receiver: receiver) else { return nil }
        return try construct(typeName, args, trailing: nil, at: callRange, nameRange: callRange)
    }

    /// The type the paste declares that a parameter is written with (`Model`, `Model?`, or one
    /// nested in the receiver's class by its short name); nil for any other type.
    func pastedType(of parameter: Parameter, receiver: Value?) -> String? {
        guard let text = parameter.type?.text else { return nil }
        let written = String(text.reversed().drop(while: { $0 == "?" || $0 == "!" }).reversed())
        if swift.types[written] != nil { return written }
        return nestedType(written, Frame(scope: Scope(parent: topScope), selfValue: receiver, typeName: receiver.flatMap(className(of:))))
    }

    /// `.standard` given for a parameter whose type the paste declares (`func pin(_ edges: Edges)`)
    /// with a static property of that name (`static let standard = Edges(…)`): that property, as
    /// Swift infers the type from the parameter. Nil for any other argument, and for a case of a
    /// pasted enum.
    mutating func implicitStaticMember(_ name: String, of parameter: Parameter, receiver: Value?,
                                       at range: SourceRange) throws(Interrupt) -> Value? {
        guard let typeName = pastedType(of: parameter, receiver: receiver), let decl = swift.types[typeName] else { return nil }
        let frame = Frame(scope: Scope(parent: topScope), selfValue: receiver, typeName: receiver.flatMap(className(of:)))
        let declared = (decl.members + extensionMembers(for: typeName)).contains { member in
            switch member {
            case .variable(let v): v.name == name && (v.modifiers.contains("static") || v.modifiers.contains("class"))
            default: false
            }
        }
        guard declared else { return nil }
        return try evaluate(.member(.identifier(typeName, range), name, nameRange: range, range), frame)
    }

    /// Calls a function value with arguments by position: a closure, a pasted function, or a
    /// UIKit method taken as a value, as a library method calls it (`map`, `forEach`, `then`…).
    /// A view made in it is named after nothing outside it, as an element of an array literal
    /// is, so the views `(0..<3).map { _ in UIView() }` makes are named alike.
    mutating func callAny(_ callee: Value, _ arguments: [Value], at range: SourceRange) throws(Interrupt) -> Value {
        let saved = (propertyHint, nameHint)
        (propertyHint, nameHint) = (nil, nil)
        defer { (propertyHint, nameHint) = saved }
        // A function taken as a value has no argument labels: `.map(Tile.init)` hands each
        // element to `init(color:)` by position.
        var labels: [String?] = []
        if case .function(let f, _) = callee { labels = f.parameters.map(\.label) }
        if case .type(let typeName) = callee, swift.types[typeName] != nil {
            // (`init?(coder:)` is the storyboard's, never handed the app's values.)
            let fitting = initializers(of: typeName).filter {
                !$0.isStatic && $0.parameters.count == arguments.count && $0.parameters.first?.label != "coder"
            }
            if fitting.count == 1 { labels = fitting[0].parameters.map(\.label) }
        }
        return try callValue(callee, arguments.enumerated().map { i, value in
            EvaluatedArgument(label: i < labels.count ? labels[i] : nil, value: value, range: range, expr: .nilLiteral(range))
        }, trailing: nil, at: range)
    }

    /// Calls any callable value.
    mutating func callValue(_ callee: Value, _ arguments: [EvaluatedArgument], trailing: Value?, at range: SourceRange) throws(Interrupt) -> Value {
        switch callee {
        case .closure(let c):
            return try callClosure(c, arguments.map(\.value) + (trailing.map { [$0] } ?? []), at: range)
        case .function(let f, let receiver):
            return try callFunction(f, receiver: receiver?.value, arguments: arguments, trailing: trailing, at: range)
        case .opaque(let text):
            // `([label], stack) |> addArranged()`: what the app's function made by a skipped call
            // is handed goes with it, as an argument of the skipped call would.
            if !arguments.isEmpty { recordHandedToSkippedHelper(arguments, call: text) }
            return callee
        // `Edge.top(30)`: a case of the paste's own enum with the values it carries.
        case .enumCase(let name) where !arguments.isEmpty && trailing == nil && declaresEnumCase(name):
            return .payloadCase(name, arguments.map(\.value))
        // `Header.Model(title: "Top")`: a type the paste nests in another, named through it.
        case .type(let name) where swift.types[name] != nil:
            return try construct(name, arguments, trailing: trailing, at: range, nameRange: range)
        // `onDone?(size)` of a closure property never set: optional chaining calls nothing and
        // gives nil, as Swift does (an Optional is called only through `?`).
        case .none: return .none
        // Objective-C's `[card box];`: a getter sent as a message, with nothing, answers its value
        // (the property has been read, its lazy getter run).
        case _ where session.runsObjectiveC && arguments.isEmpty && trailing == nil: return callee
        // `[Bool](repeating: false, count: 4)`: an array type's initialiser, the value repeated.
        case .array(let items) where items.count == 1 && trailing == nil && arguments.map(\.label) == ["repeating", "count"]:
            guard case .number(let n) = arguments[1].value, let count = Int(wholeNumber: n), count >= 0, count <= 100_000 else {
                throw fail("count is a whole number from 0 to 100000, found \(arguments[1].value.kindName)", at: arguments[1].range)
            }
            return .array(Array(repeating: arguments[0].value, count: count))
        default: throw fail("\(callee.kindName) cannot be called", at: range)
        }
    }

    // MARK: - Calls

    mutating func arguments(_ arguments: [CallArgument], _ frame: Frame) throws(Interrupt) -> [EvaluatedArgument] {
        var result: [EvaluatedArgument] = []
        for argument in arguments {
            if argument.label == "views" || argument.label == "metrics", let value = try formatDictionaryNotInPaste(argument.value, frame) {
                result.append(EvaluatedArgument(label: argument.label, value: value, range: argument.range, expr: argument.value))
                continue
            }
            if argument.label == "views" { try standInFormatViews(argument.value, frame) }
            if argument.label == "arrangedSubviews" { try standInArrangedViews(argument.value, frame) }
            // `NSLayoutConstraint(item: badge, …, toItem: view, …)` in a listing: a view its page
            // declares elsewhere, as its anchors would make it.
            if argument.label == "item" || argument.label == "toItem", arguments.contains(where: { $0.label == "attribute" }) {
                try standInConstraintItem(argument.value, frame)
            }
            let before = unknownReads
            let value = try evaluateElement(argument.value, frame)
            result.append(EvaluatedArgument(label: argument.label, value: value, range: argument.range, expr: argument.value,
                                            readsUnknown: unknownReads > before,
                                            wholeNumber: Self.mayBeWholeNumber(value, objectiveC: session.runsObjectiveC)
                                                && integerTyping(argument.value, frame) != .other))
        }
        if result.contains(where: { $0.label == "views" }) { try bindFormatDictionaries(&result, frame) }
        return result
    }

    /// Whether an argument's typing is worth reading for a macro's parameter: a number, in
    /// Objective-C (every other argument of every call skips the walk).
    static func mayBeWholeNumber(_ value: Value, objectiveC: Bool) -> Bool {
        guard objectiveC, case .number = value else { return false }
        return true
    }

    mutating func call(_ callee: Expr, _ arguments: [CallArgument], trailing: ClosureExpr?, range: SourceRange,
                       _ frame: Frame) throws(Interrupt) -> Value {
        if case .member(.array(let elements, _), "forEach", _, _) = callee { try standInAddedElements(elements, trailing, arguments, frame) }
        let trailingValue = trailing.map { closureValue($0, frame) }
        switch callee {
        case .array(let elements, _) where elements.count == 1 && arguments.count == 1 && arguments[0].label == nil
            && Self.namesType(elements[0]):
            // `[String](names.dropFirst())`: an array of the type made from a sequence, its
            // elements as they come (a slice is an array here).
            return try evaluate(arguments[0].value, frame)
        case .member(.identifier(let module, _), let name, let nameRange, _) where isModuleName(module, frame):
            return try call(.identifier(name, nameRange), arguments, trailing: trailing, range: range, frame)
        case .member(.selfExpr, let name, let nameRange, _) where frame.selfValue == nil:
            return try call(.identifier(name, nameRange), arguments, trailing: trailing, range: range, frame)
        case .member(let namespace, let name, let nameRange, _)
            where name.first?.isUppercase == true && Library.uikitClass(namedBy: name) != nil && isAppNamespace(namespace, frame)
                && swift.types[namespace.pathText + "." + name] == nil:
            // `AppUI.Views.FancyLabel()`: a view class of the app's nested in its own namespace, not
            // in the paste: what the bare `FancyLabel()` is, the UIKit class its name says.
            return try call(.identifier(name, nameRange), arguments, trailing: trailing, range: range, frame)
        case .member(.identifier(let typeName, let typeRange), "init", _, _)
            where typeName.first?.isUppercase == true && frame.scope.lookup(typeName) == nil:
            // `FancyButton.init(frame: r)` is `FancyButton(frame: r)`, as Swift reads it.
            return try call(.identifier(typeName, typeRange), arguments, trailing: trailing, range: range, frame)
        case .member(.selfExpr(let selfRange), "init", _, _) where { if case .type? = frame.selfValue { true } else { false } }():
            // `let view = self.init()` in a static method (`static func forAutoLayout() -> Self` of
            // `extension UIView`): `self` is the type it is called on, and this makes one.
            guard case .type(let typeName)? = frame.selfValue else { return .void }
            return try call(.identifier(typeName, selfRange), arguments, trailing: trailing, range: range, frame)
        case .member(.selfExpr, "init", _, _):
            // `self.init(frame: .zero)` in a convenience initialiser: the initialiser those labels name.
            let args = try self.arguments(arguments, frame)
            guard let selfValue = frame.selfValue else { return .void }
            let initializers = (className(of: selfValue).map { members(of: $0) } ?? []).compactMap { member -> FunctionDecl? in
                if case .function(let f) = member, f.name == "init" { return f }
                return nil
            }
            // A match that fills parameters from their defaults loses to an initialiser UIKit's
            // class gives exactly (`self.init()` in `convenience init(title: String = "")` of a
            // UIView subclass is NSObject's `init()`, as Swift ranks them), not the same one again.
            let inherited = args.allSatisfy { $0.label.map(Self.uikitViewInitLabels.contains) ?? false }
                && className(of: selfValue).flatMap(libraryBase(of:)) != nil
            if let f = Self.matching(initializers, args), !(inherited && f.parameters.count != args.count) {
                _ = try callFunction(f, receiver: selfValue, arguments: args, trailing: trailingValue, at: range)
            } else if args.isEmpty, case .view = selfValue,
                      let f = initializers.first(where: { $0.signature == "init(frame:)" }),
                      runningFunctions.last?.signature != "init(frame:)" {
                // `self.init()` (`[self init]` in `initWithTitle:`): UIView's `init()` calls
                // `init(frame: .zero)`, which is the class's own override.
                let zero = EvaluatedArgument(label: "frame", value: .rect(Rect(x: 0, y: 0, width: 0, height: 0)), range: range,
                                             expr: .nilLiteral(range))
                _ = try callFunction(f, receiver: selfValue, arguments: [zero], trailing: nil, at: range)
            } else if case .view = selfValue {
                // UIKit's own initialiser, from an app's convenience initialiser of a UIKit view
                // (`extension UIStackView { convenience init(axis:_:) { self.init(arrangedSubviews: views) … } }`):
                // the view was made plain, and is given what that initialiser gives it.
                if let given = args.named("frame"), !given.value.isOpaque {
                    try Library.set(selfValue, "frame", given.value, &self, nameRange: range, range: range)
                }
                // `self.init(type: .system)` in a button subclass's convenience initialiser: a
                // system button's title is 15 pt, not a custom one's 18.
                if case .view(let button) = selfValue, args.named("type") != nil, let base = className(of: selfValue).flatMap(libraryBase(of:)),
                   Library.isSubtype(base, of: "UIButton") {
                    swift.controls[viewName(button)]?.fontSize = nil
                    Library.equipButtonTitleFont(base, viewName(button), args, &self)
                }
                if let given = args.named("arrangedSubviews"), case .array(let views) = given.value {
                    for view in views {
                        let argument = EvaluatedArgument(label: nil, value: view, range: given.range, expr: given.expr)
                        _ = try Library.call(selfValue, "addArrangedSubview", [argument], trailing: nil, &self,
                                             nameRange: given.range, range: given.range)
                    }
                }
                if let given = args.named("image"), !given.value.isOpaque,
                   let typeName = libraryTypeName(of: selfValue), Library.member("image", of: typeName)?.set != nil {
                    try Library.set(selfValue, "image", given.value, &self, nameRange: given.range, range: given.range)
                }
            } else if case .object(let id) = selfValue {
                // `[self initWithCollectionViewLayout:layout]` (`self.init(style: .grouped)`) in a list
                // controller's own init: UIKit's initialiser, which keeps what the list is made with.
                for label in ["collectionViewLayout", "style"] {
                    if let given = args.named(label) { swift.objects[id]?.fields[label] = given.value }
                }
            }
            return .void
        case .member(let baseExpr, let name, let nameRange, let memberRange) where name.hasPrefix("$set:") && arguments.count == 1 && trailing == nil:
            // `[v setFrame:r]` where a statement does not assign it: a function-like macro's body
            // (`#define PLACE(V) [V setFrame:…]`), an operand. The setter sets the property, as
            // the statement form does; the message's value is nothing.
            let property = Expr.member(baseExpr, String(name.dropFirst(5)), nameRange: nameRange, memberRange)
            try assign(property, op: "=", arguments[0].value, range: range, frame)
            return .void
        case .identifier(let typeName, _) where Self.optionSetTypes.contains(typeName) && frame.scope.lookup(typeName) == nil
            && (arguments.isEmpty || (arguments.count == 1 && arguments[0].label == "rawValue"
                                      && (try? evaluate(arguments[0].value, frame)).map { if case .number(0) = $0 { true } else { false } } == true)):
            // `UIRectEdge()`, `UIRectEdge(rawValue: 0)`: the empty set, `[]`.
            return Self.optionSet([])
        case .identifier(let typeName, _) where Self.optionSetTypes.contains(typeName) && arguments.count == 1
            && arguments[0].label == nil && frame.scope.lookup(typeName) == nil:
            // `UIRectEdge([.top, .left])`: the set its literal makes.
            let given = try evaluate(arguments[0].value, frame)
            if let members = Self.optionMembers(given) { return Self.optionSet(members) }
            return given
        case .member(let baseExpr, let name, let nameRange, _)
            where Self.mutatingArrayMethods.contains(name) || Self.optionSetMutators.contains(name):
            var base = try evaluate(baseExpr, frame)
            if case .enumCase = base, let members = Self.optionMembers(base) {
                // `var edges: UIRectEdge = .top; edges.insert(.bottom)`: one member is a set of one.
                base = Self.optionSet(members)
            }
            guard case .array(var items) = base else {
                if case .none = base, Self.isChained(baseExpr) { return .none }
                let args = try self.arguments(arguments, frame)
                if name == "append", case .string(let text) = base, args.count == 1, args[0].label == nil || args[0].label == "contentsOf",
                   case .string(let more) = args[0].value {
                    // `text.append("…")`, and an attributed string's `append(NSAttributedString(string:))`
                    // (an attributed string is its string here): what a label then shows and measures.
                    // A font either part was made with goes with the whole: the larger of two, as a
                    // line is as tall as its largest font ("$" at 14 then "42" at 32 bold); each
                    // part is kept with its own, for the width of the line (``applyFontRuns()``).
                    let fonts = [swift.attributedFonts[text], swift.attributedFonts[more]].compactMap { $0 }
                    let size: (Value) -> Double = { if case .font(let points, _, _) = $0 { points } else { 0 } }
                    if let largest = fonts.max(by: { size($0) < size($1) }) { swift.attributedFonts[text + more] = largest }
                    let parts = (swift.attributedRuns[text] ?? [AttributedRun(characters: text.count, font: swift.attributedFonts[text])])
                        + (swift.attributedRuns[more] ?? [AttributedRun(characters: more.count, font: swift.attributedFonts[more])])
                    let described = Set(parts.map { $0.font.map(describeFont) ?? "" })
                    if described.count > 1 { swift.attributedRuns[text + more] = parts.filter { $0.characters > 0 } }
                    try store(.string(text + more), into: baseExpr, at: range, frame)
                    return .void
                }
                return try callMember(base, name, args, trailing: trailingValue, nameRange: nameRange, range: range,
                                      baseExpr: baseExpr, frame)
            }
            var args = try self.arguments(arguments, frame)
            if let trailing {
                // `tags.sort { $0.order < $1.order }`: the closure is the last argument.
                args.append(EvaluatedArgument(label: nil, value: closureValue(trailing, frame), range: trailing.range, expr: .closure(trailing)))
            }
            base = .void
            // The variable lets go of its array while it changes, so the array is changed in place
            // (a loop of appends would otherwise copy the whole array each turn): wherever `store`
            // puts it back — a local scope, a field of self, the top level's scope or its globals.
            var holder = ArrayHolder.none
            if case .identifier(let variable, _) = baseExpr {
                if frame.scope.lookup(variable, before: topScope) != nil, let scope = frame.scope.owner(of: variable) {
                    holder = .scope(scope, variable)
                } else if let selfValue = frame.selfValue, let id = objectID(of: selfValue), swift.objects[id]?.fields[variable] != nil {
                    holder = .field(id, variable)
                } else if let top = topScope, top.own(variable) != nil {
                    holder = .scope(top, variable)
                } else if swift.globals[variable] != nil {
                    holder = .global(variable)
                }
            }
            put(.void, in: holder)
            let result: Value
            do {
                result = try mutateArray(&items, name, args, at: range)
            } catch {
                put(.array(items), in: holder)
                throw error
            }
            try store(.array(items), into: baseExpr, at: range, frame)
            return result
        case .member(let baseExpr, let name, let nameRange, _):
            if case .superExpr = baseExpr {
                let args = try self.arguments(arguments, frame)
                return try callSuper(name, args, trailing: trailingValue, at: range, frame)
            }
            try standInConstrainedView(baseExpr, method: name, frame)
            if case .identifier(let typeName, _) = baseExpr, swift.types[typeName] == nil, Library.type(named: typeName) == nil,
               typeName.first?.isUppercase == true, typeName.hasSuffix("View"), frame.scope.lookup(typeName) == nil {
                // `GMSMapView.map(withFrame: .zero, camera: camera)`: a framework's (or the app's) view
                // class the paste lacks, made by a factory given a frame: a plain view of the class
                // stands in, with that frame, as for its initialiser.
                let args = try self.arguments(arguments, frame)
                if !Self.standInFrame(args).isEmpty {
                    note("'\(typeName).\(name)(…)' is not in the paste: a factory of \(typeName) given a frame, so a plain view stands "
                        + "in, made with it; what \(typeName) draws and its intrinsic size are not modelled")
                    return try plainStandIn(typeName, args, at: range)
                }
            }
            let base = try parentReceiver(try evaluate(baseExpr, frame), baseExpr, method: name)
            if case .none = base, Self.isChained(baseExpr) {
                // Objective-C evaluates a message's arguments even when its receiver is nil.
                if Self.parentMethods.contains(name) { keepUnplacedParent(name, try self.arguments(arguments, frame), receiver: baseExpr, isNil: true) }
                return .none
            }
            let args = wholeNumbers(in: try self.arguments(arguments, frame), calling: name, base: base, frame)
            if base.isOpaque { keepUnplacedParent(name, args, receiver: baseExpr, isNil: false) }
            if case .dictionary(var entries) = base, Self.mutatingDictionaryMethods.contains(name) {
                let result = try mutateDictionary(&entries, name, args, at: range)
                try store(.dictionary(entries), into: baseExpr, at: range, frame)
                return result
            }
            // The app's factory object, not in the paste (`UICreator.shared.makeLabel(text: …)`,
            // `ViewFactory.makeScrollView()`): a view of the class the method's name says stands in,
            // as for the app's factory function (`makeLabel(text: …)`).
            if base.isOpaque || isAppsSharedObject(base, baseExpr), let className = Library.factoryClass(forFunction: name),
               !Self.isLocalizedStrings(base) {
                return try appFactoryPlaceholder(name, className, args, at: range, nameRange: nameRange)
            }
            // The app's helper on an array of views that stacks them (`[title, detail].asStackView(axis:
            // .vertical, spacing: 8)`), which no extension in the paste declares: a stack view of
            // them stands in, with what its arguments plainly say.
            if case .array(let items) = base, !items.isEmpty, items.allSatisfy({ if case .view = $0 { true } else { false } }),
               name.lowercased().contains("stack"), Library.member(name, of: "Array") == nil,
               !["Array", "Collection", "Sequence"].contains(where: { owner in
                   extensionMembers(for: owner).contains { if case .function(let f) = $0 { f.name == name } else { false } }
               }) {
                let stacked = args + [EvaluatedArgument(label: "arrangedSubviews", value: base, range: range, expr: baseExpr)]
                return try appFactoryPlaceholder(name, "UIStackView", stacked, at: range, nameRange: nameRange)
            }
            // The app's static factory on a UIKit view class (`UIStackView.verticalStack(arrangedSubviews:
            // [a, b])`), which no extension in the paste declares: a view of that class stands in,
            // with what its arguments plainly say.
            if case .identifier(let typeName, _) = baseExpr, swift.types[typeName] == nil, Library.type(named: typeName) != nil,
               Library.isSubtype(typeName, of: "UIView"), Library.staticMember(name, of: typeName) == nil,
               !extensionMembers(for: typeName).contains(where: { if case .function(let f) = $0 { f.name == name } else { false } }),
               args.contains(where: { $0.label == "arrangedSubviews" }) || Library.factoryClass(forFunction: name) != nil {
                return try appFactoryPlaceholder(name, typeName, args, at: range, nameRange: nameRange)
            }
            // (`UIButton(…).constrainToSize(height: 40)`: the receiver is made in the call itself.)
            let saved = receiverJustMade
            receiverJustMade = { if case .call = baseExpr { true } else { false } }()
            defer { receiverJustMade = saved }
            return try callMember(base, name, args, trailing: trailingValue, nameRange: nameRange, range: range,
                                  baseExpr: baseExpr, frame)
        case .implicitMember(let name, let nameRange):
            let args = wholeNumbers(in: try self.arguments(arguments, frame), calling: name, frame)
            // `.list(items)`, `.roomy(40)`: a case with associated values of the paste's own enum
            // is that case (its payload the app's data, not kept), so a switch on it takes its
            // branch; it was the app's unknown, and the switch ran its first case.
            if !args.isEmpty, trailingValue == nil, declaresEnumCase(name) { return .payloadCase(name, args.map(\.value)) }
            // `configure(model: .init(title: "Top"))`: the type is the parameter's, known once the
            // function is (``implicitInitArguments``).
            if name == "init", trailingValue == nil { implicitInitArguments[range] = args }
            // `addArrangedSubviews([.spacer(height: 18), title])`: the app's own spacer factory on
            // UIView, not in the paste, makes an empty view of the size its arguments give.
            if trailingValue == nil, Library.isSpacerFactory(name),
               args.contains(where: { a in if case .number = a.value { ["width", "height"].contains(a.label ?? "") } else { false } }),
               args.allSatisfy({ a in
                   switch a.value {
                   case .number: ["width", "height"].contains(a.label ?? "")
                   case .bool: a.label != nil
                   default: false
                   }
               }),
               pastedStaticFunction(name, labels: args.map(\.label), trailing: false) == nil {
                return try spacerStandIn(name, args, written: "." + name, at: range)
            }
            let implicit = try Library.callImplicit(name, args, &self, at: nameRange)
            // `pin(.all().excluding(.bottom))`: a static method UIKit has no implicit member for, of
            // the one pasted type that declares it, which Swift finds from the parameter's type.
            if case .opaque(let text) = implicit, text == "." + name,
               let (owner, f) = pastedStaticFunction(name, labels: args.map(\.label), trailing: trailingValue != nil) {
                return try callFunction(f, receiver: .type(owner), arguments: args, trailing: trailingValue, at: range)
            }
            return implicit
        case .identifier(let name, let nameRange):
            if isSwiftPrint(name, frame) { return try print(arguments, frame, at: range) }
            let args = wholeNumbers(in: try self.arguments(arguments, frame), calling: name, frame)
            // A local function or closure, a method of self, a pasted type, a UIKit type, a global.
            if let value = frame.scope.lookup(name, before: topScope) {
                // A generic function's type parameter, bound to the type passed for it.
                if case .type(let bound) = value, name.first?.isUppercase == true {
                    return try construct(bound, args, trailing: trailingValue, at: range, nameRange: nameRange)
                }
                return try callValue(overload(of: value, name, args, trailing: trailingValue != nil, frame), args,
                                     trailing: trailingValue, at: range)
            }
            if let selfValue = frame.selfValue, let className = className(of: selfValue),
               let found = method(name, of: className, forLabels: args.map(\.label), trailingClosure: trailingValue != nil, fitting: args) {
                let f = dispatched(found, of: className, labels: args.map(\.label), trailingClosure: trailingValue != nil, fitting: args)
                return try callFunction(f, receiver: selfValue, arguments: args, trailing: trailingValue, at: range)
            }
            // `contains(.top)` bare in a pasted option set's method, `self` one member.
            if let selfValue = frame.selfValue, let callee = try pastedOptionSelfMember(selfValue, name, at: nameRange),
               case .function = callee {
                return try callValue(callee, args, trailing: trailingValue, at: range)
            }
            if let value = topScope?.own(name) ?? swift.globals[name] {
                return try callValue(overload(of: value, name, args, trailing: trailingValue != nil, frame), args,
                                     trailing: trailingValue, at: range)
            }
            if let bound = boundTypeParameter(name, frame) {
                return try construct(bound, args, trailing: trailingValue, at: range, nameRange: nameRange)
            }
            if let nested = nestedType(name, frame) {
                return try construct(nested, args, trailing: trailingValue, at: range, nameRange: nameRange)
            }
            if let (owner, f) = staticMethod(name, frame, labels: args.map(\.label), trailing: trailingValue != nil) {
                // `private let blue = makeView(color: .blue)`: a static method of the type whose code
                // runs, called without its type's name as Swift allows. One whose labels the call
                // does not fit, beside UIKit's own of that name (`activate(making:)` of an extension
                // calling `activate(making())`), leaves the call to UIKit's.
                if trailingValue == nil, Self.matching([f], args) == nil, Library.staticMember(name, of: owner) != nil {
                    return try Library.call(.type(owner), name, args, trailing: nil, &self, nameRange: nameRange, range: range)
                }
                return try callFunction(f, receiver: .type(owner), arguments: args, trailing: trailingValue, at: range)
            }
            if swift.types[name] != nil {
                return try construct(name, args, trailing: trailingValue, at: range, nameRange: nameRange)
            }
            if let selfValue = frame.selfValue, let className = className(of: selfValue) ?? libraryClass(of: selfValue),
               let base = libraryBase(of: className) ?? (Library.type(named: className) != nil ? className : nil),
               // EasyPeasy's `Left(10)` in a view is its attribute, not Stevia's `Left` of self.
               Library.member(name, of: base) != nil && Library.easyPeasyClasses[name] == nil || Library.isAppAddSubviews(name, of: base)
               || Library.isAppAnchorHelper(name, labels: args.map(\.label), of: base)
               || Library.isAppVisualFormatHelper(name, labels: args.map(\.label), of: base)
               || Library.isAppAnchorCompanion(name, labels: args.map(\.label), of: base)
               || Library.isSubtype(base, of: "UIView") && Library.isAppAddSubviewWithClosure(name, labels: args.map(\.label), trailing: trailingValue)
               // `embed(subview: column)` in a view of the app's: its own helper on itself, read by its name.
               || Library.isSubtype(base, of: "UIView") && name.first?.isLowercase == true
                    && args.contains(where: { if case .view = $0.value { true } else { false } })
                    && Library.namedHelper(name, args, trailing: trailingValue) != nil
                    && extensionFunction(name, of: base, accepting: nil, trailingClosure: trailingValue != nil) == nil
               || extensionFunction(name, of: base, accepting: args.map(\.label), trailingClosure: trailingValue != nil) != nil {
                return try callMember(selfValue, name, args, trailing: trailingValue, nameRange: nameRange, range: range,
                                      baseExpr: .selfExpr(range), frame)
            }
            // At the prompt, a method of the view controller it is the body of (`addChild(child)`).
            if frame.selfValue == nil, let prompt = swift.promptController, Library.member(name, of: "UIViewController") != nil {
                return try callMember(.object(prompt), name, args, trailing: trailingValue, nameRange: nameRange, range: range,
                                      baseExpr: .selfExpr(range), frame)
            }
            if case .view? = frame.selfValue, let selfValue = frame.selfValue, Library.isAppAdd(name, args, trailing: trailingValue, of: "UIView") {
                // `add(subview: badge)` bare in a view class: the app's helper (an extension the
                // paste lacks) on the view itself, as `self.add(subview:)` is read.
                return try callMember(selfValue, name, args, trailing: trailingValue, nameRange: nameRange, range: range,
                                      baseExpr: .selfExpr(range), frame)
            }
            if let selfValue = frame.selfValue, let className = className(of: selfValue), isController(className),
               Library.isAppAddSubviews(name, of: "UIView") || Library.isAppAdd(name, args, trailing: trailingValue, of: "UIView"),
               !Library.isAppAddArrangedSubviews(name),
               extensionFunction(name, of: "UIViewController", accepting: args.map(\.label), trailingClosure: trailingValue != nil) == nil {
                // `addSubviews(header, list)` bare in a controller: the app's helper (a protocol's or
                // UIViewController's extension the paste lacks) adds them to the controller's view.
                note("'\(name)' in \(className) is the app's own (UIKit has no such method): taken on its root view, "
                    + "view.\(name)(…), as such controller helpers do")
                let root = try Library.get(selfValue, "view", &self, nameRange: nameRange, range: range)
                return try callMember(root, name, args, trailing: trailingValue, nameRange: nameRange, range: range,
                                      baseExpr: .member(.selfExpr(range), "view", nameRange: nameRange, range), frame)
            }
            // An attributed string is its string here: what a label or a button shows and measures;
            // an image is the app's, or an SF Symbol (see ``Library/construct``).
            if Library.type(named: name) != nil || ["NSAttributedString", "NSMutableAttributedString", "AttributedString", "AttributeContainer",
                                                      "UIImage", "NSString", "NSMutableString",
                                                      Library.paragraphStyleClass, "NSParagraphStyle"].contains(name) {
                return try construct(name, args, trailing: trailingValue, at: range, nameRange: nameRange)
            }
            if let result = try Library.callGlobal(name, args, trailing: trailingValue, &self, at: range) {
                return result
            }
            if name == "Task", let body = trailingValue ?? args.last?.value, case .closure = body {
                // `Task { await reload() }`: Swift runs it soon on the main actor; here, at once,
                // as `DispatchQueue.main.async` is, so what it lays out is laid out.
                _ = try callAny(body, [], at: range)
                return .opaque("Task")
            }
            if Self.isScaleFunction(name), args.count == 1, trailingValue == nil, case .number(let n) = args[0].value {
                // `ADAPTWIDTH(20)`, `kScaleW(20)`, `adaptedHeight(44)`: the app's function that scales a
                // number of its design to the screen; as for a scale constant, the number as written.
                note("'\(name)(…)' is not in the paste: taken as its argument, \(Session.number(n)), the app's scaling of its "
                    + "design's number to the screen (the number is used as written)")
                return .number(n)
            }
            if name.first?.isUppercase == true {
                if let refusal = Library.refusals[name] {
                    throw fail(refusal, at: nameRange)
                }
                // A UIKit class one letter or two from one Layoutbook knows (`UIVeiw()`) is a
                // misspelling, which Swift would not compile; not a class of the app's own.
                // A misspelling keeps the framework's prefix: `NSLabel` is the app's own class, not
                // a slip of `UILabel`.
                if Library.isFrameworkTypeName(name), !Library.unmodelledFrameworkTypes.contains(name), Library.markedViewClass(name) == nil,
                   let meant = Suggestion.closest(to: name, in: Library.types.keys.sorted().filter(Library.isFrameworkTypeName)),
                   meant.prefix(2) == name.prefix(2) {
                    throw fail("no type '\(name)' is known here", at: nameRange, suggestion: meant)
                }
                if let framework = Library.otherFrameworkViews[name] {
                    note("\(name) is \(framework)'s view: drawn as a plain view; its contents and intrinsic size are not modelled")
                    return try plainStandIn(name, args, at: range)
                }
                // `FancyCTA(type: .system)`: only UIKit's button is made with a button type.
                let byType = Library.uikitClass(namedBy: name) == nil && Self.isButtonTypeArgument(args)
                if let standIn = Library.uikitClass(namedBy: name) ?? (byType ? "UIButton" : nil) {
                    // The app's own control (`BorderTextField`, `RoundButton`, `PaddingLabel`): the
                    // UIKit class its name ends in, made as that class makes it.
                    // A control whose alignment rect is inside its frame (a segmented control's,
                    // 1 pt above its bottom) moves what is pinned to it: said, as the app's class
                    // may be a UIControl of its own, with none.
                    let insets = ControlSizes.alignmentRectInsets(of: standIn, ControlContent())
                    let inside = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
                        .filter { $0.1 != 0 }.map { "\(Session.number($0.1)) pt at its \($0.0)" }
                    if standIn == "UIStackView", let stack = try appStackStandIn(name, args, at: range, nameRange: nameRange) {
                        return stack
                    }
                    // Made with the app's own initialiser (`PillLabel(text: "Sold out", fontSize: 15)`):
                    // its arguments read as for one of UIKit's class, the text and the font kept.
                    if args.contains(where: { $0.label.map { !Self.uikitViewInitLabels.contains($0) } ?? false }),
                       let made = try appInitializedView(standIn, args, trailing: nil, at: range, nameRange: nameRange, appClass: name) {
                        if case .view(let view) = made { swift.standIns[view] = name }
                        return made
                    }
                    note("'\(name)' is not in the paste: taken as the \(standIn) " + (byType ? "its init(type:) says" : "its name says")
                        + "; what it adds is skipped"
                        + (inside.isEmpty ? "" : "; edges pinned to it are \(standIn)'s alignment rect, inside its frame by "
                            + inside.joined(separator: ", ") + " (a UIControl of the app's own has none)"))
                    // Made with UIKit's initialiser of that class (`CapsuleButton(type: .system)`):
                    // as UIKit's class makes it; with one the app adds of the same labels, its frame.
                    let made: Value
                    do {
                        made = try construct(standIn, args.filter { $0.label != "coder" }, trailing: nil, at: range, nameRange: nameRange)
                    } catch {
                        made = try construct(standIn, Self.standInFrame(args), trailing: nil, at: range, nameRange: nameRange)
                    }
                    if case .view(let view) = made { swift.standIns[view] = name }
                    return made
                }
                if let standIn = try viewNamedByBinding(name, args, at: range, nameRange: nameRange) { return standIn }
                if name.contains("Spacer"), !args.isEmpty, args.allSatisfy({ a in
                    switch a.value {
                    case .number: ["width", "height", nil].contains(a.label)
                    default: a.label == "priority"
                    }
                }) {
                    // `SpacerView(width: 16)`: the app's spacer class, an empty view of the size given.
                    return try spacerStandIn(name, args, written: name, at: range)
                }
                if name.hasSuffix("View") || name.hasSuffix("Subview") || name.hasSuffix("Cell")
                    || name.hasPrefix("UI") && name.hasSuffix("Control") {
                    // A view class of a framework Layoutbook has no table for (`WKWebView`, `MKMapView`,
                    // UIKit's `UIRefreshControl`), or the app's own (`CitySubview`, spelt with a small 'v'
                    // as `addSubview` is; a row the app builds of its own `CommonCell`, a view as every
                    // cell is).
                    note("\(name) is drawn as a plain view: its contents and intrinsic size are not modelled")
                    return try plainStandIn(name, args, at: range)
                }
                // (One made with init(frame:), UIView's initializer, is a view whatever its name:
                // `[[TopBarVC alloc] initWithFrame:…]`.)
                if (!Library.isFrameworkTypeName(name) && (name.hasSuffix("Controller") || name.hasSuffix("VC")) && args.named("frame") == nil)
                    || Library.otherFrameworkControllers.contains(name) {
                    // `let spinner = SpinnerViewController()`, SwiftUI's `UIHostingController(rootView:)`:
                    // a controller the paste lacks, a plain one standing in, so that its view, placed
                    // by the code (`view.addSubview(spinner.view)`), is laid out; what it shows is not.
                    // (One named for a table view controller, `NotesTableViewController`, is one:
                    // its view is a table, which the code reaches as `tableView`.)
                    let table = name.hasSuffix("TableViewController") && !name.hasPrefix("UI")
                    let id = newObject(table ? "UITableViewController" : "UIViewController")
                    swift.objects[id]?.fields[Self.standInControllerField] = .string(name)
                    note("'\(name)' is not in the paste: a plain \(table ? "table view controller, as its name says," : "view controller") "
                        + "stands in; its view is placed as the code places it, and what \(name) shows in it is not drawn")
                    return .object(id)
                }
                if name == "UIConfigurationTextAttributesTransformer", let closure = trailingValue ?? (args.count == 1 ? args[0].value : nil) {
                    // `UIConfigurationTextAttributesTransformer { incoming in … }`: the closure itself,
                    // which a button configuration runs on its title's attributes.
                    return closure
                }
                if Library.isFrameworkTypeName(name) || Library.foundationNames.contains(name) { return .opaque(name) }
                if swift.viewAppTypes.contains(name) { return try viewAppTypeStandIn(name, args, at: range, nameRange: nameRange) }
                if let frameArgument = args.named("frame"), name.uppercased() != name {
                    // `BackgroundControl(frame: CGRect(…))`: init(frame:) is UIView's initializer, so
                    // the app's own type is a view; a plain one stands in, at the frame it is given.
                    note("'\(name)' is not in the paste: made with init(frame:), UIView's initializer, so a plain view "
                        + "stands in at that frame; what \(name) draws and adds is the app's own")
                    let rect = try Library.rect(frameArgument.value, &self, at: frameArgument.range)
                    let made = try createView(className: name, kind: .view, frame: rect, at: range)
                    swift.standIns[made] = name
                    return .view(made)
                }
                if trailingValue == nil, let text = localizedLiteral(name, args) { return text }
                if name.uppercased() == name {
                    // `OK_STRING()`, `STR_URL(path)`: a function or macro of the app's headers.
                    note("skipped '\(name)(…)': the app's own function or macro, not in the paste; what it gives is not known")
                    if !skippedAppMacros.contains(name) { skippedAppMacros.append(name) }
                } else {
                    note("skipped '\(name)(…)': the type is not in the paste (the app's own, or a framework's Layoutbook does not model); what it makes cannot be placed")
                    skippedAppTypes.insert(name)
                    recordViewsHanded(to: name + "(…)", args)
                }
                return .opaque(name)
            }
            if let className = Library.factoryClass(forFunction: name) {
                return try appFactoryPlaceholder(name, className, args, at: range, nameRange: nameRange)
            }
            // `perform(#selector(lay(_:)), with: plank, afterDelay: 0.3)` on the implicit self.
            if name == "perform", let selfValue = frame.selfValue, let performed = try performSelector(selfValue, args, at: range) {
                return performed
            }
            // (Given values too, when its name says it sets the view up: `setupViewCodable(with: [])`.)
            if args.isEmpty || Self.namesSetUp(name), trailingValue == nil, let selfValue = frame.selfValue,
               try runAppProtocolHooks(calling: name, on: selfValue, at: range) {
                return .void
            }
            if let made = try appAnchorPairHelper(name, args, at: range) { return made }
            // The app's own function that readies views for constraints
            // (`removeDefaultConstraints(view: v)`, `prepareForAutoLayout(v)`).
            if try runAppMaskHelper(name, args, written: name, at: range) { return .void }
            if let hint = viewMemberAtPrompt(name, frame) {
                throw fail("the prompt's view controller has no member '\(name)'", at: nameRange, hint: hint)
            }
            // `activate(all)` in a static method of `extension NSLayoutConstraint`: the type's own
            // static method, UIKit's, by its bare name — each time the method runs, so before the
            // record of skipped names below, which is for the app's own.
            let staticOwner: String? = if case .type(let t)? = frame.selfValue { t } else if frame.selfValue == nil { frame.typeName } else { nil }
            if let typeName = staticOwner, Library.type(named: typeName)?.staticMembers[name] != nil {
                return try Library.call(.type(typeName), name, args, trailing: trailingValue, &self, nameRange: nameRange, range: range)
            }
            if skippedReads.contains(nameRange) { return .opaque(name) }
            skippedReads.insert(nameRange)
            let known = knownNames(frame, methods: !session.runsObjectiveC)
            if let suggestion = Suggestion.closest(to: name, in: known) {
                // In a method of a class whose base is the app's own and not in the paste
                // (`class PostDetailViewController: BaseViewController`), a name the paste does not
                // declare is the base's (`setActivityIndicator(spinner)`), near another name or not.
                if declaredCodeDepth > 0, let selfValue = frame.selfValue, let className = className(of: selfValue),
                   let base = appBaseNotInPaste(of: className) {
                    note("skipped '\(name)(…)': not in the paste; \(className) derives from '\(base)', also not in the paste, "
                         + "whose method it is taken to be")
                    return .opaque(name)
                }
                // So in one that adopts the app's own protocol (`class NoteVC: UIViewController,
                // UIMaker`), whose extension, not in the paste, gives it methods.
                if let skipped = appProtocolMember(name + "(…)", frame, called: true) { return skipped }
                if declaredCodeDepth == 0 || (Self.isNearTypo(name, of: suggestion)
                                              && couldMisspell(suggestion, calledWith: args, trailing: trailingValue != nil, frame)) {
                    throw fail("no function '\(name)' is declared here", at: nameRange, suggestion: suggestion)
                }
            }
            if declaredCodeDepth == 0 { undeclared.append((name, nameRange, nil)) }
            if viewUnsetInLoadView {
                // `loadViewWithBackgroundColor(.white)` in loadView, before `view` is read: the
                // app's helper sets the view (an app that read it unset would never have run).
                viewUnsetInLoadView = false
                note("skipped '\(name)(…)': it is not in the paste (the app's own code); called in loadView before the view is "
                     + "read, it is taken to set the controller's view, as the app's code must: a plain view stands for it")
                return .opaque(name)
            }
            if trailingValue == nil, let text = localizedLiteral(name, args) { return text }
            // `addFillingSubview(stack, edgeInsets: …)` in a view's own code: the app's helper on self.
            if trailingValue == nil, let selfValue = frame.selfValue, try Library.appFillingAdd(name, on: selfValue, args, &self, at: range) {
                return .void
            }
            // `add(child: player)` in a controller: the app's helper that adds a child controller.
            if trailingValue == nil, let selfValue = frame.selfValue, try Library.appChildAdd(name, on: selfValue, args, &self, at: range) {
                return .void
            }
            // `with(UIStackView()) { $0.axis = .vertical }` (Overture's and many apps' own): a
            // value and a closure that sets it up, handed back set — as the name says.
            if Self.builderFunctionNames.contains(name), args.count == 1, let trailingValue, isObjectLike(args[0].value) {
                note("'\(name)(_:_:)' is the app's own (not in the paste): taken to run the closure on the value and return it, "
                    + "as such helpers do")
                _ = try callAny(trailingValue, [args[0].value], at: range)
                return args[0].value
            }
            note("skipped '\(name)(…)': it is not in the paste (\(Self.owner(ofUndeclared: name)))")
            recordHandedToSkippedHelper(args, call: "\(name)(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")")
            return .opaque(name)
        default:
            let value = try evaluate(callee, frame)
            let args = try self.arguments(arguments, frame)
            if case .type(let name) = value {
                return try construct(name, args, trailing: trailingValue, at: range, nameRange: callee.range)
            }
            return try callValue(value, args, trailing: trailingValue, at: range)
        }
    }

    /// `let title = makeLabel(withText: "Hello")` where the app's factory is not in the paste: a view
    /// of the class its name says stands in, with the text it is given and its autoresizing mask
    /// off, as such factories make views for constraints; said in a note, since the factory's own
    /// settings (font, insets, a fixed size) are missing.
    /// `UICreator.shared`, `ViewFactory.default`: a shared instance of a type of the app's own,
    /// not in the paste (read as a case of it), whatever its prefix.
    func isAppsSharedObject(_ base: Value, _ baseExpr: Expr) -> Bool {
        guard case .enumCase = base, case .member(.identifier(let typeName, _), _, _, _) = baseExpr,
              typeName.first?.isUppercase == true, swift.types[typeName] == nil, Library.type(named: typeName) == nil,
              !Library.enumTypes.contains(typeName) else { return false }
        return true
    }

    /// Whether a view has a superview (is in the hierarchy, or waits in another view).
    func isPlaced(_ name: String) -> Bool {
        if case .none = superview(of: name) { return false }
        return true
    }

    /// A view the app's factory made, not in the paste: its mask taken to be off, as such
    /// factories make views for constraints, until code places it by its frame.
    mutating func takeMaskOffAsFactoryMade(_ view: String, at range: SourceRange) throws(Interrupt) {
        try setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        swift.factoryMasked.insert(view)
    }

    mutating func appFactoryPlaceholder(_ name: String, _ className: String, _ args: [EvaluatedArgument], at range: SourceRange,
                                        nameRange: SourceRange) throws(Interrupt) -> Value {
        let made = try construct(className, [], trailing: nil, at: range, nameRange: nameRange)
        guard case .view(let view) = made else { return made }
        // Given a frame (`[MapView mapWithFrame:rect camera:nil]`, `makeCard(frame: rect)`): the
        // factory makes a view placed by it, its mask on, as `init(frame:)` does.
        let frameArgument = args.first { a in
            guard case .rect = a.value else { return false }
            return a.label.map { ["frame", "withFrame", "inFrame", "rect"].contains($0) } ?? name.lowercased().hasSuffix("withframe")
        }
        if frameArgument == nil { try takeMaskOffAsFactoryMade(view, at: range) }
        swift.factoryMade[view] = name
        var shown = ""
        if let frameArgument {
            try Library.set(made, "frame", frameArgument.value, &self, nameRange: frameArgument.range, range: frameArgument.range)
        }
        // Given the view it goes in (`makeBottomBar(self.view)`, `makeHeader(in: view)`): such
        // factories add what they make there, for the code's constraints to it.
        let parentLabels: Set<String> = ["in", "inView", "on", "to", "parent", "superview", "container", "into"]
        let given = args.filter { if case .view = $0.value { true } else { false } }
        if given.count == 1, args.count == 1 || given[0].label.map(parentLabels.contains) == true,
           given[0].label == nil || parentLabels.contains(given[0].label!), case .view(let parent) = given[0].value,
           !Library.isSubtype(className, of: "UIStackView"), viewName(parent) == "root" || isPlaced(parent) {
            try addSubview(given[0].value, made, at: range)
            shown += ", added to the view it is given, \(viewName(parent) == "root" ? "view" : viewName(parent))"
        }
        if let text = Self.shownText(in: args), case .string(let s) = text.value {
            if Library.isSubtype(className, of: "UILabel") {
                try Library.set(made, "text", text.value, &self, nameRange: text.range, range: text.range)
                shown = " with the text \"\(s)\""
            } else if Library.isSubtype(className, of: "UIButton") {
                _ = try Library.call(made, "setTitle", [text, EvaluatedArgument(label: "for", value: .enumCase("normal"), range: text.range,
                                                                                 expr: .implicitMember("normal", text.range))],
                                     trailing: nil, &self, nameRange: text.range, range: text.range)
                shown = " titled \"\(s)\""
            } else if Library.isSubtype(className, of: "UITextField") {
                // `makeTextField(withPlaceholderText: "email")`: a field's factory is given what it
                // shows empty, its placeholder, unless the label says its text.
                let isText = text.label.map { $0.lowercased().contains("text") && !$0.lowercased().contains("placeholder") } ?? false
                try Library.set(made, isText ? "text" : "placeholder", text.value, &self, nameRange: text.range, range: text.range)
                shown = isText ? " with the text \"\(s)\"" : " with the placeholder \"\(s)\""
            }
        }
        // Arguments whose meaning is plain whatever the factory: a stack's axis and spacing, a fixed
        // height or width (`makeSpacerView(height: 200)`).
        for argument in args {
            switch (argument.label, argument.value) {
            case (_, .enumCase(let axis)) where Library.isSubtype(className, of: "UIStackView") && (axis == "vertical" || axis == "horizontal"):
                try Library.set(made, "axis", argument.value, &self, nameRange: argument.range, range: argument.range)
                shown += ", \(axis)"
            case ("size"?, .number), ("fontSize"?, .number), ("ofSize"?, .number):
                guard Library.isSubtype(className, of: "UILabel") else { continue }
                try Library.set(made, "font", argument.value, &self, nameRange: argument.range, range: argument.range)
                shown += ", \(describe(argument.value)) pt"
            case ("arrangedSubviews"?, .array(let views)) where Library.isSubtype(className, of: "UIStackView"):
                // As `UIStackView(arrangedSubviews:)` takes them; the axis is the factory's, unless
                // an argument says it.
                var names: [String] = []
                for case .view(let item) in views {
                    try editStack(view, .add(Identifier(item, range: argument.range)), at: argument.range)
                    names.append(viewName(item))
                }
                let axisGiven = args.contains { if case .enumCase(let a) = $0.value { a == "vertical" || a == "horizontal" } else { false } }
                // A factory named for its axis (`verticalStack`, `vStack`, `makeColumn`) lays out along it.
                let lower = name.lowercased()
                let namedVertical = lower.contains("vertical") || lower.hasPrefix("vstack") || lower.contains("column")
                if !axisGiven, namedVertical {
                    try Library.set(made, "axis", .enumCase("vertical"), &self, nameRange: argument.range, range: argument.range)
                }
                shown += ", arranging \(names.joined(separator: ", "))"
                    + (axisGiven ? "" : namedVertical ? " (vertical, as the factory's name says)"
                        : " (along the factory's axis, which the paste lacks: horizontal here, UIStackView's default)")
            case ("spacing"?, .number) where Library.isSubtype(className, of: "UIStackView"):
                try Library.set(made, "spacing", argument.value, &self, nameRange: argument.range, range: argument.range)
            case ("height"?, .number), ("width"?, .number):
                let anchor = try Library.get(made, argument.label! + "Anchor", &self, nameRange: argument.range, range: argument.range)
                let constraint = try Library.call(anchor, "constraint", [EvaluatedArgument(label: "equalToConstant", value: argument.value,
                                                                                             range: argument.range, expr: argument.expr)],
                                                  trailing: nil, &self, nameRange: argument.range, range: argument.range)
                try Library.set(constraint, "isActive", .bool(true), &self, nameRange: argument.range, range: argument.range)
                shown += ", \(argument.label!) \(describe(argument.value))"
            default:
                continue
            }
        }
        // A stack factory named for its axis (`makeVerticalStackView(spacing: 4)`, its views
        // arranged later): vertical, as with views given.
        if Library.isSubtype(className, of: "UIStackView"), !args.contains(where: { $0.label == "arrangedSubviews" }),
           !args.contains(where: { if case .enumCase(let a) = $0.value { a == "vertical" || a == "horizontal" } else { false } }) {
            let lower = name.lowercased()
            if lower.contains("vertical") || lower.hasPrefix("vstack") || lower.contains("column") {
                try Library.set(made, "axis", .enumCase("vertical"), &self, nameRange: range, range: range)
                shown += ", vertical (as the factory's name says)"
            }
        }
        // A method the paste declares whose answer it cannot work out (`loadViewFromNib()`, which
        // loads a nib the paste lacks) is no missing factory: said so.
        let declared = currentFrame?.selfValue.flatMap { self.className(of: $0) }.flatMap { self.method(name, of: $0) } != nil
        let why = declared ? "gives what the paste cannot work out (a nib's view, the app's data)" : "is not in the paste (the app's own factory)"
        note("'\(name)(…)' \(why): '\(viewName(view))' is a \(className)\(shown), its "
            + (frameArgument == nil ? "translatesAutoresizingMaskIntoConstraints false, as such factories make views"
                : "frame the one it is given, as a factory given a frame makes its view")
            + "; its other settings are the app's")
        return made
    }

    /// Where a variable whose array a mutating method changes is kept.
    enum ArrayHolder {
        case none
        case scope(Scope, String)
        case field(Int, String)
        case global(String)
    }

    /// Puts `value` where `holder` keeps the variable.
    mutating func put(_ value: Value, in holder: ArrayHolder) {
        switch holder {
        case .none: return
        case .scope(let scope, let name): scope.names[name] = value
        case .field(let id, let name): swift.objects[id]?.fields[name] = value
        case .global(let name): swift.globals[name] = value
        }
    }

    static let mutatingArrayMethods: Set<String> = ["append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "sort"]

    /// The function a call of `name` with `args` runs when the paste declares several of that
    /// name: Swift picks by argument labels (`makeLabel(withText:)` and
    /// `makeLabel(withText:size:)` are two functions), found under the full name the call's
    /// labels spell. The value found by the plain name when its labels take the arguments, or
    /// when no function of the call's full name is declared.
    ///
    /// Swift ranks an overload the call fills without a default above one that needs defaults:
    /// `makeTag(text:)` beside `makeTag(text:size: = 17)` takes `makeTag(text: t)`, also inside
    /// the second, so the full name the labels spell comes first. Else the plain name's function
    /// when it takes the arguments, else the first other overload declared of that name that does
    /// (`makeTag(text:size:tint:)` with defaults, for `makeTag(text:size:)`).
    func overload(of value: Value, _ name: String, _ args: [EvaluatedArgument], trailing: Bool, _ frame: Frame) -> Value {
        guard case .function(let f, _) = value, f.modifiers.first?.hasPrefix("library:") != true, !trailing else { return value }
        let full = name + "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
        if let other = frame.scope.lookup(full) ?? swift.globals[full], case .function = other { return other }
        if Self.matching([f], args) != nil { return value }
        let candidates = (swift.overloadSignatures[name] ?? []).compactMap { signature -> (FunctionDecl, Value)? in
            guard let found = frame.scope.lookup(signature) ?? swift.globals[signature], case .function(let g, _) = found else { return nil }
            return (g, found)
        }
        guard let chosen = Self.matching(candidates.map(\.0), args),
              let found = candidates.first(where: { $0.0.signature == chosen.signature }) else { return value }
        return found.1
    }

    /// (`setValue(_:forKey:)` is Foundation's, `[dict setValue:v forKey:k]`: an update, or a
    /// removal when the value is nil, as NSMutableDictionary's does.)
    static let mutatingDictionaryMethods: Set<String> = ["updateValue", "removeValue", "removeAll", "setValue"]

    /// `views.updateValue(page, forKey: name)` (a views dictionary built in a loop for a visual
    /// format string), `removeValue(forKey:)` and `removeAll()`: changes the dictionary and returns
    /// what Swift's returns — the value the key had, or nil.
    mutating func mutateDictionary(_ entries: inout [DictionaryEntryValue], _ name: String, _ args: [EvaluatedArgument],
                                   at range: SourceRange) throws(Interrupt) -> Value {
        if name == "removeAll" {
            entries = []
            return .void
        }
        guard let key = args.named("forKey")?.value else { throw fail("\(name) needs forKey:", at: range) }
        let index = entries.firstIndex { Self.equal($0.key, key) }
        let old = index.map { entries[$0].value } ?? .none
        if name == "setValue", case .none? = args.first(where: { $0.label == nil })?.value {
            if let index { entries.remove(at: index) }
            return .void
        }
        if name == "removeValue" {
            if let index { entries.remove(at: index) }
            return old
        }
        guard let value = args.first(where: { $0.label == nil })?.value else { throw fail("updateValue needs a value", at: range) }
        if let index {
            entries[index].value = value
        } else {
            try checkSize(entries.count + 1, at: range)
            entries.append(DictionaryEntryValue(key: key, value: value))
        }
        return name == "setValue" ? .void : old
    }

    /// `views.append(v)` and the other mutating methods: changes the array and returns what the call returns.
    mutating func mutateArray(_ items: inout [Value], _ name: String, _ args: [EvaluatedArgument],
                              at range: SourceRange) throws(Interrupt) -> Value {
        if Self.optionSetMutators.contains(name) || ((name == "insert" || name == "remove") && args.named("at") == nil) {
            let args = try pastedOptionArguments(of: .array(items), args)
            if let result = Self.mutateOptionSet(&items, name, args) { return result }
            if args.count == 1, args[0].label == nil { return try mutateSet(&items, name, args, at: range) }
        }
        if name == "sort" {
            items = try Library.sortedItems(items, by: args.first?.value, &self, at: range).arrayItems
            return .void
        }
        switch name {
        case "append":
            if let more = args.named("contentsOf") {
                guard case .array(let extra) = more.value else {
                    if more.value.isOpaque { return .void }
                    throw fail("append(contentsOf:) needs an array", at: more.range)
                }
                try checkSize(items.count + extra.count, at: range)
                items += extra
            } else if let one = args.first {
                try checkSize(items.count + 1, at: range)
                items.append(one.value)
            }
            return .void
        case "insert":
            guard let value = args.first?.value, let at = args.named("at") else { throw fail("insert needs a value and at:", at: range) }
            let i = try Library.whole(at.value, &self, at: at.range, what: "a whole index")
            guard (0...items.count).contains(i) else { throw fail("index \(i) is out of range", at: at.range) }
            try checkSize(items.count + 1, at: range)
            items.insert(value, at: i)
            return .void
        case "remove":
            guard let at = args.named("at") else { throw fail("remove needs at:", at: range) }
            let i = try Library.whole(at.value, &self, at: at.range, what: "a whole index")
            guard items.indices.contains(i) else { throw failStop("index \(i) is out of range (the app would stop here)", at: at.range) }
            let removed = items.remove(at: i)
            return removed
        case "removeAll":
            if let predicate = args.first(where: { $0.label == "where" || $0.label == nil })?.value {
                // `removeAll(where:)`, `removeAll { $0.isHidden }`: the elements the closure keeps go.
                var kept: [Value] = []
                for item in items where !(try truth(try callAny(predicate, [item], at: range), at: range)) { kept.append(item) }
                items = kept
            } else {
                items = []
            }
            return .void
        case "removeLast":
            guard let last = items.popLast() else { throw failStop("removeLast on an empty array (the app would stop here)", at: range) }
            return last
        default:
            guard !items.isEmpty else { throw failStop("removeFirst on an empty array (the app would stop here)", at: range) }
            let first = items.removeFirst()
            return first
        }
    }

    func libraryClass(of value: Value) -> String? {
        if case .view(let name) = value { return viewClass(of: name) }
        // In a pasted extension of a SnapKit or UIKit value (`extension ConstraintViewDSL`).
        return Library.typeName(of: value)
    }

    // MARK: - Operators

    /// Whether an expression is a floating-point number whatever its context: a literal with a
    /// fraction, a part of a frame (`bounds.width`, `old.height`, `frame.minX`), `CGFloat(…)` or
    /// `Double(…)`, or arithmetic on one.
    static func isFloatingPoint(_ expr: Expr) -> Bool {
        switch expr {
        case .number: return numberKind(expr) != .integer
        case .member(_, let name, _, _):
            return ["width", "height", "x", "y", "minX", "minY", "maxX", "maxY", "midX", "midY", "pointSize", "lineHeight",
                    "constant", "alpha", "zoomScale", "scale"].contains(name)
        case .call(.identifier(let type, _), _, _, _): return ["CGFloat", "Double", "Float"].contains(type)
        case .binary(_, let left, let right, _, _): return isFloatingPoint(left) || isFloatingPoint(right)
        case .prefix(_, let operand, _): return isFloatingPoint(operand)
        case .tuple(let items, _) where items.count == 1: return isFloatingPoint(items[0].value)
        default: return false
        }
    }

    mutating func binary(_ op: String, _ leftExpr: Expr, _ rightExpr: Expr, operatorRange: SourceRange, range: SourceRange,
                         _ frame: Frame) throws(Interrupt) -> Value {
        if let made = try pastedOperatorCall(op, leftExpr, rightExpr, range: range, frame) { return made }
        if let made = try layoutOperator(op, leftExpr, rightExpr, operatorRange: operatorRange, range: range, frame) { return made }
        if op == "--", swift.writesStevia {
            // Stevia's `--`, its other spelling of `-` in a row (`|a--10--b|`).
            return try binary("-", leftExpr, rightExpr, operatorRange: operatorRange, range: range, frame)
        }
        if SwiftParser.precedence[op] == nil {
            // The paste's own operator (`func ※ (lhs: CGFloat, rhs: CGFloat) -> CGFloat`, or a
            // type's `static func =>`): its function, called with the two sides.
            if let callee = operatorFunction(op, at: operatorRange) {
                let operands = [leftExpr, rightExpr].map { CallArgument(label: nil, value: $0, range: $0.range) }
                return try call(callee, operands, trailing: nil, range: range, frame)
            }
            // A library's or the app's own operator (RxBinding's `~>`): what it does is theirs.
            note("skipped '\(op)': an operator of a library or of the app's own, not in the paste; what it does is skipped")
            return .opaque("\(op)")
        }
        if op == "&&" {
            guard try truth(try evaluate(leftExpr, frame), at: leftExpr.range) else { return .bool(false) }
            return .bool(try truth(try evaluate(rightExpr, frame), at: rightExpr.range))
        }
        if op == "||" {
            if try truth(try evaluate(leftExpr, frame), at: leftExpr.range) { return .bool(true) }
            return .bool(try truth(try evaluate(rightExpr, frame), at: rightExpr.range))
        }
        let readsBefore = unknownReads
        var left = try evaluate(leftExpr, frame)
        if op == "??" {
            if case .none = left { return try evaluate(rightExpr, frame) }
            // GNU C's `a ?: b` is `a ? a : b`: b also when a is 0 or NO, which C tests as false.
            if cTruth(left) == false { return try evaluate(rightExpr, frame) }
            // Objective-C's `??` is GNU's `a ?: b`, or the 0 a number read through what may be nil
            // falls back to (`_item.replies.count`): a value of the app's the paste does not hold
            // (a model its initialiser was given) is no nil, so what is read through it stays unknown.
            if case .opaque(let text) = left {
                if session.runsObjectiveC { return left }
                // `form.fields ?? []`: the app's list, taken as nil, so empty here.
                let fallback = try evaluate(rightExpr, frame)
                if case .array(let items) = fallback, items.isEmpty { emptiedUnknowns.append(text) }
                // `(logo.image?.size.width ?? 1)` of an image not in the paste: the fallback is
                // used, which the app's value need not be; said, as a number used in its place.
                if case .number(let n) = fallback {
                    note("'\(text)' is not known here (the app's), so '??' gives \(formatNumber(n)) in its place")
                }
                return fallback
            }
            return left
        }
        var right = try evaluate(rightExpr, frame)
        if ["==", "!=", "===", "!==", "+", "-", "*", "/", "<", ">", "<=", ">="].contains(op) {
            // `thumbSize != .zero`, `45 * .pi / 180`: Swift reads the implicit member as a member
            // of the other side's type (CGSize.zero, CGFloat.pi), not as a case of no type.
            if case .implicitMember(let name, _) = rightExpr, let typed = try typedImplicitMember(name, like: left, at: rightExpr.range) {
                right = typed
            }
            if case .implicitMember(let name, _) = leftExpr, let typed = try typedImplicitMember(name, like: right, at: leftExpr.range) {
                left = typed
            }
        }
        if left.mayBeLibraryOperand || right.mayBeLibraryOperand,
           let made = try libraryBinary(op, left, right, at: operatorRange) {
            return made
        }
        // Dividing a CGFloat or a Double by zero gives Swift's infinity (NaN for 0 / 0) and the
        // app runs on (`bounds.width / old.width` while the old width is still 0): only an
        // `Int`'s division traps. A frame the result reaches is refused where it is set.
        // So for a variable declared so (`let columns: CGFloat = 0`).
        if op == "/", case .number(let a) = left, case .number(0) = right, zeroOutletHint == nil,
           Self.isFloatingPoint(leftExpr) || Self.isFloatingPoint(rightExpr)
            || declaresFloatingPoint(leftExpr, frame) || declaresFloatingPoint(rightExpr, frame),
           !dividesWholeNumbers(leftExpr, rightExpr, frame) {
            return .number(a / 0)
        }
        // `1..<Int(100 / Dims.pad)` with the app's constant not in the paste: its 0 is a
        // stand-in, so a range it turns backwards is the stand-in's doing, not the app's trap —
        // the range is taken as empty, and said.
        if op == "..<" || op == "...", case .number(let a) = left, case .number(let b) = right, a > b, unknownReads > readsBefore {
            note("the range '\(op)' at line \(operatorRange.start.line) reads what is not in the paste, whose stand-in 0 puts its "
                + "start after its end (\(Session.number(a)) \(op) \(Session.number(b))): it is taken as empty, so a loop over it runs no "
                + "times; the app's range is not")
            return .array([])
        }
        let result = try Self.apply(op, left, right, &self, operatorRange: operatorRange)
        if op == "/", case .number(let q) = result, dividesWholeNumbers(leftExpr, rightExpr, frame) {
            // Swift's `Int` division drops the remainder: an `Int` 375 over 10 is 37.
            return .number(q.rounded(.towardZero))
        }
        return result
    }

    /// The function the paste declares for the infix operator `op`: a global one, or the first
    /// pasted type (by name) with a `static func` of that name. Nil when the paste has none.
    /// `a == b` where the paste declares its own `==` for the operands' types (a layout DSL's
    /// `func == (lhs: LayoutProperty<NSLayoutDimension>, rhs: CGFloat)`, a model's `static func ==`):
    /// that function, called with the two values, as Swift picks it. Nil when no overload of the
    /// paste takes them (the operator is Swift's, or a layout library's).
    mutating func pastedOperatorCall(_ op: String, _ leftExpr: Expr, _ rightExpr: Expr, range: SourceRange,
                                     _ frame: Frame) throws(Interrupt) -> Value? {
        guard swift.operatorOverloads[op] != nil || swift.staticOperators.contains(op) else { return nil }
        var candidates: [(FunctionDecl, Value?)] = (swift.operatorOverloads[op] ?? []).map { ($0, nil) }
        for typeName in swift.types.keys.sorted() where swift.staticOperators.contains(op) {
            for case .function(let f) in members(of: typeName) where f.name == op && f.isStatic && f.parameters.count == 2 {
                candidates.append((f, .type(typeName)))
            }
        }
        guard !candidates.isEmpty else { return nil }
        let left = try evaluate(leftExpr, frame)
        let right = try evaluate(rightExpr, frame)
        guard let (f, receiver) = candidates.first(where: { f, _ in
            operand(left, matches: f.parameters[0].type) && operand(right, matches: f.parameters[1].type)
        }) else { return nil }
        let arguments = [EvaluatedArgument(label: nil, value: left, range: leftExpr.range, expr: leftExpr),
                         EvaluatedArgument(label: nil, value: right, range: rightExpr.range, expr: rightExpr)]
        do {
            return try callFunction(f, receiver: receiver, arguments: arguments, trailing: nil, at: range)
        } catch .returned(let value) {
            return value
        }
    }

    /// Whether a value may be of a parameter's declared type, as far as a paste's overload tells
    /// them apart: a pasted type's instance, a number for a number type, an anchor for an anchor
    /// type, a view for a view type, a tuple for a tuple; a generic parameter or a protocol takes
    /// anything.
    func operand(_ value: Value, matches type: TypeRef?) -> Bool {
        guard let type else { return true }
        if type.text.drop(while: { $0 == " " }).hasPrefix("(") {
            // (An unlabelled tuple is held as an array.)
            switch value {
            case .tuple, .array: return true
            default: return false
            }
        }
        let base = type.baseName
        if let decl = swift.types[base] {
            if decl.kind == .protocol { return true }
            guard let className = className(of: value) else { return false }
            return className == base || isSubclass(className, of: base)
        }
        switch base {
        case "CGFloat", "Double", "Float", "Int", "UInt", "Int32", "Int64":
            if case .number = value { return true }
            return false
        case "String":
            if case .string = value { return true }
            return false
        case "Bool":
            if case .bool = value { return true }
            return false
        case "NSLayoutDimension", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutAnchor":
            if case .anchor = value { return true }
            return false
        case "UILayoutPriority":
            if case .priority = value { return true }
            if case .number = value { return true }
            return false
        default:
            break
        }
        if Library.isSubtype(base, of: "UIView") {
            if case .view = value { return true }
            return false
        }
        // A name neither the paste nor UIKit declares: a generic parameter (`A`, `T: LayoutAnchor`).
        return Library.type(named: base) == nil
    }

    func operatorFunction(_ op: String, at range: SourceRange) -> Expr? {
        if case .function? = swift.globals[op] { return .identifier(op, range) }
        for typeName in swift.types.keys.sorted() {
            for case .function(let f) in members(of: typeName) where f.name == op && f.isStatic && f.parameters.count == 2 {
                return .member(.identifier(typeName, range), op, nameRange: range, range)
            }
        }
        return nil
    }

    /// An implicit member (`.zero`, `.infinity`) read as a static property of the type of the
    /// value it is compared with, when that type has one; nil otherwise (an enum's case).
    mutating func typedImplicitMember(_ name: String, like other: Value, at range: SourceRange) throws(Interrupt) -> Value? {
        switch (other, name) {
        case (.number, "zero"): return .number(0)
        default: break
        }
        guard let typeName = Library.typeName(of: other), let member = Library.staticMember(name, of: typeName),
              let get = member.get else { return nil }
        return try get(&self, .type(typeName), range)
    }

    /// `a op b` with the app's unknowns as 0; nil for a division by 0 (the whole is then 0).
    static func zeroed(_ op: String, _ a: Double, _ b: Double) -> Double? {
        switch op {
        case "+": a + b
        case "-": a - b
        case "*": a * b
        default: b == 0 ? nil : a / b
        }
    }

    /// An order comparison of a value not worked out (`items.count > 0`, `index < items.count`),
    /// undecided: the condition it stands for, written with the unknown on the left and `>` or
    /// `>=`, and `!` before it for `<=` and `<`. A condition on what the paste lacks is taken as
    /// true and its `!` as false (see ``Evaluator/truth(_:at:)``), so `count > 3` and
    /// `count <= 3` never both run, nor `0 < count` and `count < 1`: every test reads the
    /// unknown as larger than what it is compared with, as `==` reads it as different.
    static func undecidedOrder(_ op: String, _ left: Value, _ right: Value) -> String {
        func text(_ v: Value) -> String {
            switch v {
            case .opaque(let t): t
            case .number(let n), .priority(let n): Session.number(n)
            default: v.kindName
            }
        }
        var (unknown, other, op) = (left, right, op)
        if right.isOpaque, !left.isOpaque {
            (unknown, other) = (right, left)
            op = ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op] ?? op
        }
        switch op {
        case ">", ">=": return "(\(text(unknown)) \(op) \(text(other)))"
        case "<": return "!(\(text(unknown)) >= \(text(other)))"
        default: return "!(\(text(unknown)) > \(text(other)))"
        }
    }

    /// A comparison's operands with a count the paste does not have (`items.count > 0`) read as 0,
    /// as everywhere else (``Evaluator/noteUnknownCount(_:)``); nil when neither is one.
    static func countedAsZero(_ left: Value, _ right: Value, _ evaluator: inout Evaluator) -> (Value, Value)? {
        var found = false
        func counted(_ v: Value) -> Value {
            guard case .opaque(let text) = v, isUnknownCount(text) else { return v }
            evaluator.noteUnknownCount(text)
            found = true
            return .number(0)
        }
        let (a, b) = (counted(left), counted(right))
        return found ? (a, b) : nil
    }

    /// The text of a value not worked out, as an operand of `op` in the expression a note shows:
    /// in parentheses where C's precedence would read it otherwise (`375 - (w + 5)`,
    /// `(375 - w) / 2`), as the code wrote it.
    static func operandText(_ text: String, of op: String, onRight: Bool) -> String {
        func precedence(_ op: String) -> Int { ["+", "-"].contains(op) ? 1 : 2 }
        var depth = 0
        var loosest: Int? = nil
        let characters = Array(text)
        for (i, c) in characters.enumerated() {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            guard depth == 0, "+-*/".contains(c), i > 0, i + 1 < characters.count,
                  characters[i - 1] == " ", characters[i + 1] == " " else { continue }
            loosest = min(loosest ?? 2, precedence(String(c)))
        }
        guard let loosest else { return text }
        let needed = loosest < precedence(op) || onRight && loosest == precedence(op) && (op == "-" || op == "/")
        return needed ? "(\(text))" : text
    }

    static func apply(_ op: String, _ left: Value, _ right: Value, _ evaluator: inout Evaluator,
                      operatorRange: SourceRange) throws(Interrupt) -> Value {
        // Objective-C is C: a comparison is an int, 1 or 0, in arithmetic
        // (`-padding * (i == count - 1)`).
        if evaluator.session.runsObjectiveC, ["+", "-", "*", "/"].contains(op) {
            switch (left, right) {
            case (.bool(let a), .number), (.bool(let a), .opaque):
                return try apply(op, .number(a ? 1 : 0), right, &evaluator, operatorRange: operatorRange)
            case (.number, .bool(let b)), (.opaque, .bool(let b)):
                return try apply(op, left, .number(b ? 1 : 0), &evaluator, operatorRange: operatorRange)
            default: break
            }
        }
        // `UIScreen.main.bounds.width * UIViewController.HEADER_RATIO`: a constant of the app's
        // own (an extension of a UIKit type, a constants type the paste lacks) is the app's value.
        // `-2 * UIConstants.Padding.standard`, `.cardSpacing + 4`: a number with a constant of the
        // app's its type's name alone leaves as a case: the app's value (CGFloat's own statics,
        // `.greatestFiniteMagnitude`, are numbers).
        if ["+", "-", "*", "/"].contains(op) {
            func isNumber(_ v: Value) -> Bool { if case .number = v { true } else { false } }
            func appCase(_ v: Value) -> String? {
                guard case .enumCase(let name) = v, name != "zero", Library.staticMember(name, of: "CGFloat") == nil else { return nil }
                return name
            }
            if isNumber(left), let name = appCase(right) {
                return try apply(op, left, .opaque("." + name), &evaluator, operatorRange: operatorRange)
            }
            if isNumber(right), let name = appCase(left) {
                return try apply(op, .opaque("." + name), right, &evaluator, operatorRange: operatorRange)
            }
        }
        if ["+", "-", "*", "/"].contains(op) {
            let l = Library.appConstantPath(left, &evaluator).map { Value.opaque($0) }
            let r = Library.appConstantPath(right, &evaluator).map { Value.opaque($0) }
            if l != nil || r != nil { return try apply(op, l ?? left, r ?? right, &evaluator, operatorRange: operatorRange) }
        }
        // Objective-C: an instance variable the header types as a number and nothing set yet
        // (`_width - 50`) reads as nil here, not knowing its type; C's storage starts at 0.
        if evaluator.session.runsObjectiveC, ["+", "-", "*", "/", "<", ">", "<=", ">=", "..<", "..."].contains(op) {
            func isNone(_ v: Value) -> Bool { if case .none = v { true } else { false } }
            func isNumber(_ v: Value) -> Bool { if case .number = v { true } else { false } }
            if isNone(left) && (isNumber(right) || isNone(right)) || isNone(right) && isNumber(left) {
                evaluator.note("'\(op)' on a value still nil: an Objective-C number not set yet is 0, which is used")
                return try apply(op, isNone(left) ? .number(0) : left, isNone(right) ? .number(0) : right, &evaluator,
                                 operatorRange: operatorRange)
            }
        }
        // (`self.group.items.count == 0` with `group` nil: a message to nil answers 0, so the count
        // is 0, which equals 0.)
        if evaluator.session.runsObjectiveC, op == "==" || op == "!=" {
            func isNone(_ v: Value) -> Bool { if case .none = v { true } else { false } }
            func isNumber(_ v: Value) -> Bool { if case .number = v { true } else { false } }
            if isNone(left) && isNumber(right) || isNone(right) && isNumber(left) {
                return try apply(op, isNone(left) ? .number(0) : left, isNone(right) ? .number(0) : right, &evaluator,
                                 operatorRange: operatorRange)
            }
        }
        if ["==", "!=", "<", ">", "<=", ">="].contains(op), let counted = countedAsZero(left, right, &evaluator) {
            return try apply(op, counted.0, counted.1, &evaluator, operatorRange: operatorRange)
        }
        if ["==", "!="].contains(op) {
            // A value not worked out (`UIDevice.current.model`, the app's own setting) equals
            // nothing known: say which branch that takes rather than choosing it silently.
            for side in [left, right] {
                guard case .opaque(let text) = side else { continue }
                evaluator.note("'\(text)' is not worked out here, so '\(op)' takes it as different from the other side "
                               + "(\(op == "==" ? "false" : "true"))")
                evaluator.guessedConditions += 1
                break
            }
        }
        if let combined = optionSetOperation(op, left, right) { return combined }
        // `category >= .medium`: beside a text size, `.medium` is the size, not SnapKit's priority.
        var left = left, right = right
        if ["<", ">", "<=", ">="].contains(op) {
            func isSize(_ v: Value) -> Bool { if case .enumCase(let c) = v { Evaluator.contentSizeOrder.contains(c) } else { false } }
            if isSize(left), case .priority(500) = right { right = .enumCase("medium") }
            if isSize(right), case .priority(500) = left { left = .enumCase("medium") }
        }
        switch (op, left, right) {
        case ("==", _, _): return .bool(equal(left, right))
        case ("!=", _, _): return .bool(!equal(left, right))
        case ("===", _, _): return .bool(equal(left, right))
        case ("!==", _, _): return .bool(!equal(left, right))
        // `40 + kStatusBarHeight()`: the whole value is unknown, and a note naming it says so when
        // a placeholder stands in for it (`items.count - 1` stays unknown, not -1).
        // Where a number is asked for, each unknown in it counts as 0 and the rest is worked out
        // (`30 + SafeAreaBottomHeight` is 30), as the app's constant alone is 0.
        case ("+", .number(let a), .opaque(let text)), ("-", .number(let a), .opaque(let text)),
             ("*", .number(let a), .opaque(let text)), ("/", .number(let a), .opaque(let text)):
            let made = "\(Session.number(a)) \(op) \(operandText(text, of: op, onRight: true))"
            evaluator.unknownAsZero[made] = zeroed(op, a, evaluator.unknownAsZero[text] ?? 0)
            return .opaque(made)
        case ("+", .opaque(let text), .number(let b)), ("-", .opaque(let text), .number(let b)),
             ("*", .opaque(let text), .number(let b)), ("/", .opaque(let text), .number(let b)):
            let made = "\(operandText(text, of: op, onRight: false)) \(op) \(Session.number(b))"
            evaluator.unknownAsZero[made] = zeroed(op, evaluator.unknownAsZero[text] ?? 0, b)
            return .opaque(made)
        // `HEADER_HEIGHT - KEY_INSETS.top`: both unknowns are kept in the text, each 0 where a
        // number is asked for.
        case ("+", .opaque(let l), .opaque(let r)), ("-", .opaque(let l), .opaque(let r)),
             ("*", .opaque(let l), .opaque(let r)), ("/", .opaque(let l), .opaque(let r)):
            let made = "\(operandText(l, of: op, onRight: false)) \(op) \(operandText(r, of: op, onRight: true))"
            evaluator.unknownAsZero[made] = zeroed(op, evaluator.unknownAsZero[l] ?? 0, evaluator.unknownAsZero[r] ?? 0)
            return .opaque(made)
        case ("<", .opaque, _), (">", .opaque, _), ("<=", .opaque, _), (">=", .opaque, _),
             ("<", _, .opaque), (">", _, .opaque), ("<=", _, .opaque), (">=", _, .opaque):
            return .opaque(undecidedOrder(op, left, right))
        // `traitCollection.preferredContentSizeCategory > .extraLarge`: UIKit's text sizes are
        // Comparable, smallest to the largest accessibility size.
        case ("<", .enumCase(let a), .enumCase(let b)), (">", .enumCase(let a), .enumCase(let b)),
             ("<=", .enumCase(let a), .enumCase(let b)), (">=", .enumCase(let a), .enumCase(let b))
            where Evaluator.contentSizeOrder.contains(a) && Evaluator.contentSizeOrder.contains(b):
            let i = Evaluator.contentSizeOrder.firstIndex(of: a) ?? 0, j = Evaluator.contentSizeOrder.firstIndex(of: b) ?? 0
            switch op {
            case "<": return .bool(i < j)
            case ">": return .bool(i > j)
            case "<=": return .bool(i <= j)
            default: return .bool(i >= j)
            }
        // `L10n.chapters(n) + " • 2 hidden"`: the app's string then the code's own text (or the
        // other way round) — the code's text is kept beside the app's placeholder.
        case ("+", .opaque(let text), .string(let b)):
            return .string(evaluator.placeholderText(for: text) + b)
        case ("+", .string(let a), .opaque(let text)):
            return .string(a + evaluator.placeholderText(for: text))
        // `play.sized(…) + [top, leading]`: the app's helper's constraints, unknown, and the
        // paste's: the paste's are kept (the helper's skip was said where it was called).
        case ("+", .opaque, .array): return right
        case ("+", .array, .opaque): return left
        case (_, .opaque, _): return left
        case (_, _, .opaque): return right
        case ("+", .string(let a), .string(let b)):
            try evaluator.checkLength(a.utf8.count + b.utf8.count, at: operatorRange)
            try evaluator.chargeCopy(a.utf8.count + b.utf8.count, at: operatorRange)
            return .string(a + b)
        case ("+", .array(let a), .array(let b)):
            try evaluator.checkSize(a.count + b.count, at: operatorRange)
            try evaluator.chargeCopy(a.count + b.count, at: operatorRange)
            return .array(a + b)
        // TinyConstraints' `.top(10) + .left(16)`.
        case ("+", .insets(let a, let directional), .insets(let b, _)):
            return .insets(EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right),
                           directional: directional)
        // (C's counted `for` loop, read as a range, runs no turn when its start is past its end.)
        case ("...", .number(let a), .number(let b)) where a > b && evaluator.session.runsObjectiveC,
             ("..<", .number(let a), .number(let b)) where a > b && evaluator.session.runsObjectiveC:
            return .array([])
        case ("...", .number(let a), .number(let b)):
            guard a <= b else { throw evaluator.fail("a range's start is after its end", at: operatorRange) }
            guard b - a < 1_000_000 else { throw evaluator.fail("a range of more than a million numbers", at: operatorRange) }
            return .array(stride(from: a, through: b, by: 1).map { .number($0) })
        case ("..<", .number(let a), .number(let b)):
            guard a <= b else { throw evaluator.fail("a range's start is after its end", at: operatorRange) }
            guard b - a <= 1_000_000 else { throw evaluator.fail("a range of more than a million numbers", at: operatorRange) }
            return .array(stride(from: a, to: b, by: 1).map { .number($0) })
        default: break
        }
        // Numbers, priorities and geometry.
        func number(_ v: Value) -> Double? {
            switch v {
            case .number(let n), .priority(let n): n
            default: nil
            }
        }
        if let a = number(left), let b = number(right) {
            let isPriority: Bool = {
                if case .priority = left { return true }
                if case .priority = right { return true }
                return false
            }()
            let result: Double
            switch op {
            case "+": result = a + b
            case "-": result = a - b
            case "*": result = a * b
            case "/":
                // C divides floating-point numbers by zero to ±inf (0/0: NaN) and goes on
                // (`width / self.items.count` before the items come); a layout value that is not
                // finite is refused where it is used.
                guard b != 0 || evaluator.session.runsObjectiveC else {
                    throw evaluator.fail("division by zero", at: operatorRange, hint: evaluator.zeroOutletHint)
                }
                result = a / b
            case "%":
                guard b != 0 else { throw evaluator.fail("division by zero", at: operatorRange) }
                result = a.truncatingRemainder(dividingBy: b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            case "&+": result = a + b
            case "&-": result = a - b
            case "&*": result = a * b
            case "&", "|", "^", "<<", ">>":
                // On whole numbers, as Swift's integers (a colour's bytes, an animation curve's bits).
                guard let x = Int64(exactly: a), let y = Int64(exactly: b) else {
                    throw evaluator.fail("'\(op)' needs whole numbers", at: operatorRange)
                }
                switch op {
                case "&": result = Double(x & y)
                case "|": result = Double(x | y)
                case "^": result = Double(x ^ y)
                case "<<": result = Double(x << y)
                default: result = Double(x >> y)
                }
            default: throw evaluator.fail("the operator '\(op)' is not supported on numbers", at: operatorRange)
            }
            guard result.isFinite || evaluator.session.runsObjectiveC else {
                throw evaluator.fail("the result is not a finite number", at: operatorRange)
            }
            return isPriority ? .priority(result) : .number(result)
        }
        if let kept = anchorExpression(op, left, right) { return kept }
        switch (op, left, right) {
        case ("+", .point(let a), .point(let b)): return .point(Point(x: a.x + b.x, y: a.y + b.y))
        case ("*", .size(let a), .number(let b)): return .size(Size(width: a.width * b, height: a.height * b))
        case ("<", .string(let a), .string(let b)): return .bool(a < b)
        // Objective-C's `(self.edgesForExtendedLayout & UIRectEdgeBottom) > 0`: the options' bits
        // in common, read as the set of options they are, tested against no bits.
        case (">", .array(let a), .number(0)), ("!=", .array(let a), .number(0)): return .bool(!a.isEmpty)
        case ("==", .array(let a), .number(0)): return .bool(a.isEmpty)
        // C's `UIViewAutoresizingFlexibleWidth + UIViewAutoresizingFlexibleHeight`: adding two
        // flags of distinct bits is their union, as `|` is.
        case ("+", _, _) where evaluator.session.runsObjectiveC && optionMembers(left) != nil && optionMembers(right) != nil:
            if let union = optionSetOperation("|", left, right) { return union }
        // `NSHourCalendarUnit | NSMinuteCalendarUnit`: flags of an API not modelled, the app's
        // value, combined; what reads them is skipped.
        case ("|", .type, _), ("|", _, .type), ("|", .opaque, _), ("|", _, .opaque),
             ("&", .type, _), ("&", _, .type), ("&", .opaque, _), ("&", _, .opaque):
            guard evaluator.session.runsObjectiveC else { break }
            return .opaque("flags")
        case (_, .number, .enumCase(let name)), (_, .enumCase(let name), .number):
            // `elapsed > .day`: a constant the app's extension of the number type declares
            // (`extension TimeInterval { static let day = … }`), not in the paste.
            evaluator.note("'.\(name)' is the app's own constant of a number type, not in the paste: '\(op)' on it is not worked out here")
            return .opaque(".\(name)")
        default:
            break
        }
        throw evaluator.fail("'\(op)' cannot combine \(left.kindName) and \(right.kindName)", at: operatorRange)
    }

    static func equal(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.none, .none), (.void, .void): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)), (.priority(let x), .priority(let y)),
             (.number(let x), .priority(let y)), (.priority(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.view(let x), .view(let y)): x == y
        case (.constraint(let x), .constraint(let y)): x == y
        case (.enumCase(let x), .enumCase(let y)): x == y
        case (.payloadCase(let x, let xs), .payloadCase(let y, let ys)):
            x == y && xs.count == ys.count && zip(xs, ys).allSatisfy { equal($0, $1) }
        case (.object(let x), .object(let y)): x == y
        case (.size(let x), .size(let y)): x == y
        case (.point(let x), .point(let y)): x == y
        case (.rect(let x), .rect(let y)): x == y
        case (.insets(let x, _), .insets(let y, _)): x == y
        case (.type(let x), .type(let y)): x == y
        case (.array(let x), .array(let y)), (.tuple(let x, _), .tuple(let y, _)):
            x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.array, .enumCase), (.enumCase, .array):
            // An option set against one member or `.all` (`if edges == .all`): as sets.
            optionMembers(a).map(Set.init) == optionMembers(b).map(Set.init)
        default: false
        }
    }

    /// A value as string interpolation writes it into a string (`"\(frame.width)"`,
    /// `"\(size)"`): as `print` writes it (``swiftText(_:of:unwritten:)``) — a `CGFloat` as
    /// `375.0`, a `CGRect` as `(0.0, 0.0, 375.0, 667.0)`, a tuple as `(top: 12.0, side: 20)` — where
    /// the value is of those kinds; a number of a type not worked out here as an `Int` writes it,
    /// as a loop's counter is. A tuple without labels is held as an array is: written `(…)` when the
    /// tuple is written in place, `[…]` otherwise, with a note that a tuple writes `(…)`.
    mutating func interpolated(_ value: Value, of expr: Expr) -> String {
        var unwritten: String? = nil
        switch value {
        case .number(let n) where Self.numberKind(expr) == .floating:
            return Self.floating(n)
        case .rect, .size, .point, .insets, .tuple:
            return swiftText(value, of: expr, unwritten: &unwritten) ?? describe(value)
        case .array:
            guard let text = swiftText(value, of: expr, unwritten: &unwritten) else { return describe(value) }
            if case .tuple = expr { return "(" + text.dropFirst().dropLast() + ")" }
            if case .array = expr { return text }
            note("'\(Self.sourceText(of: expr))' is written into its string as an array writes it, \(text); if it is a tuple, Swift "
                + "writes (\(text.dropFirst().dropLast()))")
            return text
        case .opaque(let text):
            return placeholderText(for: text)
        default:
            return describe(value)
        }
    }

    /// The app's value written into a string (`"Flips: \(game.flipCount)"` with the app's model,
    /// `L10n.chapters(n) + " hidden"`): what UIKit writes is not in the paste, so the string
    /// holds a stand-in, and a label showing it is measured with that — said, as for a text set
    /// from such a value directly.
    mutating func placeholderText(for text: String) -> String {
        note("'\(text)' is not in the paste: its string holds the placeholder text '\(text)' in its place, "
            + "and what shows the string is measured with it")
        opaqueInterpolations.append(text)
        return text
    }

    /// Whether an expression names a type (`String`, `UIView`, `Feed.Item`): capitalised.
    static func namesType(_ expr: Expr) -> Bool {
        switch expr {
        case .identifier(let name, _): name.first?.isUppercase == true
        case .member(let base, let name, _, _): name.first?.isUppercase == true && namesType(base)
        default: false
        }
    }

    /// The names of the app's own free functions that take a value and a closure setting it up
    /// and return the value (`with(UIStackView()) { … }`).
    static let builderFunctionNames: Set<String> = ["with", "configure", "configured", "apply", "build", "setup", "then", "modify", "update"]

    /// Whether a value is a view, a guide or an object of the paste's: what a builder sets up.
    func isObjectLike(_ value: Value) -> Bool {
        switch value {
        case .view, .object, .guide: true
        default: false
        }
    }

    /// A short text for an interpolated expression, for a note: its name where it has one.
    /// An expression of names, members, numbers and arithmetic as written
    /// (`art.size.height / art.size.width`); nil for any other.
    static func writtenText(of expr: Expr) -> String? {
        switch expr {
        case .identifier(let name, _): return name
        case .selfExpr: return "self"
        case .member(let base, let name, _, _): return writtenText(of: base).map { "\($0).\(name)" }
        case .number(_, let text, _): return text
        case .binary(let op, let left, let right, _, _):
            guard ["+", "-", "*", "/"].contains(op), let l = writtenText(of: left), let r = writtenText(of: right) else { return nil }
            return "\(l) \(op) \(r)"
        default: return nil
        }
    }

    static func sourceText(of expr: Expr) -> String {
        SyntaxMentions.lastName(of: expr) ?? "the value"
    }

    /// A value as string interpolation prints it.
    func describe(_ value: Value) -> String {
        switch value {
        case .number(let n):
            n.rounded() == n && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s): s
        case .bool(let b): b ? "true" : "false"
        case .none: "nil"
        case .view(let name): name
        case .opaque(let text): text
        case .enumCase(let name): name
        default: value.kindName
        }
    }

    /// The name of the running object's stored property `expr` reads (`action`, `self.action`)
    /// when it is declared implicitly unwrapped without a value (`var action: [String]!`): the
    /// app sets such a property before it is read. Nil for anything else.
    mutating func noteUnsetAppProperty(_ name: String, optional: Bool = false) {
        note("'\(name)' is the app's: " + (optional ? "an optional property force-unwrapped" : "an implicitly unwrapped property")
             + " nothing in the paste sets (the app sets it before this runs); lines that need it are skipped")
    }

    /// The type a property of the running object's class is declared with, as written.
    func declaredType(of name: String, _ frame: Frame) -> String? {
        guard let selfValue = frame.selfValue, let className = className(of: selfValue) else { return nil }
        for case .variable(let v) in members(of: className) where v.name == name { return v.type?.text }
        return nil
    }

    /// With `unwrapped` (read through `!`), an optional property (`var headline: String?`) that
    /// nothing in the paste assigns is the app's too: the code that force-unwraps it says the
    /// app (the controller presenting this one) sets it first.
    func unsetAppProperty(_ expr: Expr, _ frame: Frame, unwrapped: Bool = false) -> String? {
        let name: String
        switch expr {
        case .identifier(let n, _): name = n
        case .member(.selfExpr, let n, _, _): name = n
        default: return nil
        }
        guard let selfValue = frame.selfValue, let className = className(of: selfValue) else { return nil }
        for case .variable(let v) in members(of: className) where v.name == name {
            guard v.initializer == nil, v.getter == nil, let type = v.type?.text else { return nil }
            if type.hasSuffix("!") { return name }
            return unwrapped && type.hasSuffix("?") && !SyntaxMentions.assigns(name, in: pastedMembers()) ? name : nil
        }
        return nil
    }

    mutating func subscriptValue(_ base: Value, _ index: Value, at range: SourceRange) throws(Interrupt) -> Value {
        switch (base, index) {
        case (.array(let items), .number(let n)):
            guard let i = Int(wholeNumber: n), items.indices.contains(i) else {
                if items.isEmpty, !emptyOutletCollections.isEmpty {
                    let names = emptyOutletCollections.map { "'\($0)'" }.joined(separator: ", ")
                    throw fail("index \(describe(index)) is out of range for an empty array: the outlet collection \(names) is empty "
                        + "here, its storyboard not in the paste, and an array filled from it is empty too", at: range,
                        hint: "open the storyboard first (`open Main.storyboard`), or make the views in code")
                }
                if items.isEmpty, let line = emptyUnknownLoops.last {
                    // An element of an array filled by a loop over the app's data that ran no turns here.
                    note("an element of an array that is empty here only because the loop at line \(line) over the app's data ran no "
                        + "turns: it is the app's value, not known here; what needs it is skipped")
                    return .opaque("[…]")
                }
                if items.isEmpty, let unknown = emptiedUnknowns.last {
                    // An element of the app's list that `?? []` made empty here.
                    note("an element of an array that is empty here only because '\(unknown)', the app's data, is not in the paste "
                        + "(its '?? []' gives the empty array): it is the app's value, not known here; what needs it is skipped")
                    return .opaque("[…]")
                }
                throw failStop("index \(describe(index)) is out of range for an array of \(items.count) (the app would stop here)", at: range)
            }
            return items[i]
        case (.array(let items), .array(let indices)):
            // `buttons[1..<4]`: a range (already its numbers) gives the slice.
            var slice: [Value] = []
            for index in indices {
                guard case .number(let n) = index, let i = Int(exactly: n), items.indices.contains(i) else {
                    throw failStop("the range \(describe(indices.first ?? .none))…\(describe(indices.last ?? .none)) is out of range for an array of \(items.count) (the app would stop here)", at: range)
                }
                slice.append(items[i])
            }
            return .array(slice)
        case (.dictionary(let entries), _):
            return entries.first { Self.equal($0.key, index) }?.value ?? .none
        case (.opaque, _): return base
        case (.array, .opaque(let text)), (.string, .opaque(let text)):
            // `countries[Int.random(in: 0...2)]`: an index the paste does not compute picks an
            // element only the app knows.
            note("skipped the element at '\(text)': the index is not worked out here; lines that need it are skipped")
            return .opaque(text)
        case (.array, .none) where session.runsObjectiveC:
            // `items[self.current]` where `current` is a property of the header not pasted: a
            // number property reads 0 until the app sets it, as a message to nil answers 0.
            note("the index is nil here (a property of the app's header not in the paste): Objective-C reads it as 0")
            return try subscriptValue(base, .number(0), at: range)
        case (.none, _) where session.runsObjectiveC:
            // `_controllers[index]` before the array is made: a message to nil, nil in Objective-C.
            note("an element of nil is read: Objective-C answers nil there")
            return .none
        default: throw fail("\(base.kindName) cannot be subscripted with \(index.kindName)", at: range)
        }
    }
}

extension Evaluator {
    /// The modules whose names qualify what they declare (`Cartography.constrain(a, b) { … }`,
    /// `UIKit.UIView()`, `SnapKit.ConstraintMaker`): Swift reads `Module.name` as `name`.
    static let qualifyingModules: Set<String> = [
        "UIKit", "Foundation", "CoreGraphics", "SnapKit", "Cartography", "EasyPeasy", "TinyConstraints", "PureLayout",
        "Stevia", "SteviaLayout", "Anchorage", "Masonry",
    ]

    /// `_(@"Sign in")`, `LS("Sign in")`, `localized("Sign in")`: the app's localization function
    /// or macro, not in the paste, given one string: the string it is given, as such a function
    /// gives it in the development language, with a note. Nil for any other call.
    /// With NSLocalizedString's other arguments (`Loc("close", value: "Close", comment: "")`):
    /// the `value`, the text in the development language, else the key.
    mutating func localizedLiteral(_ name: String, _ args: [EvaluatedArgument]) -> Value? {
        guard Self.isLocalizingCall(name, args), case .string(var text) = args[0].value else { return nil }
        let others = args.dropFirst()
        if let value = others.first(where: { ["value", "defaultValue", "fallback"].contains($0.label ?? "") }),
           case .string(let given) = value.value, !given.isEmpty {
            text = given
        }
        note("'\(name)(…)' is not in the paste: taken as the app's localization function, giving the text it is given, "
            + "\"\(text)\" (the app's translations are not in the paste)")
        return .string(text)
    }

    /// Whether a call of a function the paste lacks reads as the app's localization function:
    /// a short or localizing name (`L`, `Loc`, `localized`, `translate`) given a string, and
    /// only NSLocalizedString's other arguments after it.
    static func isLocalizingCall(_ name: String, _ args: [EvaluatedArgument]) -> Bool {
        guard let key = args.first, key.label == nil, case .string = key.value else { return false }
        let localizingLabels: Set<String> = ["value", "comment", "tableName", "table", "bundle", "defaultValue", "fallback"]
        guard args.dropFirst().allSatisfy({ $0.label.map(localizingLabels.contains) == true }) else { return false }
        let lowered = name.lowercased()
        return name.count <= 2 || lowered.hasPrefix("loc") || ["local", "lang", "translat", "i18n", "l10n"].contains(where: lowered.contains)
    }

    /// Whether an expression is a namespace of the app's the paste lacks: capitalised names
    /// (`AppUI`, `AppUI.Views`) none of which the code, UIKit or a library declares.
    func isAppNamespace(_ e: Expr, _ frame: Frame) -> Bool {
        switch e {
        case .identifier(let name, _):
            return name.first?.isUppercase == true && frame.scope.lookup(name) == nil && swift.types[name] == nil
                && Library.type(named: name) == nil && !Library.isFrameworkTypeName(name) && !Library.enumTypes.contains(name)
                && !swift.types.keys.contains(where: { $0.hasPrefix(name + ".") })
        case .member(let base, let name, _, _):
            return name.first?.isUppercase == true && isAppNamespace(base, frame)
        default:
            return false
        }
    }

    /// Whether `name` is a module qualifying the name after it: one of ``qualifyingModules`` the
    /// code does not declare as a name of its own.
    func isModuleName(_ name: String, _ frame: Frame) -> Bool {
        Self.qualifyingModules.contains(name) && frame.scope.lookup(name) == nil && swift.types[name] == nil
    }
}

extension Evaluator {
    /// An app's macro in capitals that names a view of the object its code runs in
    /// (`[CONTENT_VIEW addSubview:icon]` in a cell, `#define CONTENT_VIEW self.contentView` in the
    /// app's prefix header): `self.contentView`, the view its words name, with a note. Nil when
    /// the name is not one (`kMargin`, `APP_BLUE`), or no such view is `self`'s.
    mutating func macroNamingOwnView(_ name: String, _ frame: Frame, at range: SourceRange) throws(Interrupt) -> Value? {
        guard name.contains("_"), name.allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber }),
              let selfValue = frame.selfValue, let className = className(of: selfValue) else { return nil }
        let words = name.split(separator: "_").map { $0.lowercased() }.filter { !$0.isEmpty && $0 != "self" }
        guard let first = words.first, words.count <= 3 else { return nil }
        let property = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard property.lowercased().hasSuffix("view") else { return nil }
        let before = self
        do {
            let value = try Library.get(selfValue, property, &self, nameRange: range, range: range)
            guard case .view = value else {
                self = before
                return nil
            }
            note("'\(name)' is not in the paste: taken as self.\(property) of \(className), as its words say (the app's "
                 + "macro, as such headers define it)")
            return value
        } catch {
            self = before
            return nil
        }
    }
}

extension Evaluator {
    /// Whether a call's only argument is UIButton's `type:` with one of its button types
    /// (`.system`, `.custom`, `UIButton.ButtonType.contactAdd`…).
    static func isButtonTypeArgument(_ args: [EvaluatedArgument]) -> Bool {
        guard args.count == 1, args[0].label == "type", case .enumCase(let kind) = args[0].value else { return false }
        return ["system", "custom", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "close", "roundedRect", "plain"]
            .contains(kind)
    }
}

extension Evaluator {
    /// The frame an app's initialiser the paste lacks is given, as `init(frame:)`'s argument for
    /// the view standing in: its `frame:` argument, or one whose label ends in it
    /// (`initWithCaption:andFrame:`, `init(title:inFrame:)`) holding a rect. Such initialisers
    /// call `initWithFrame:` with it. Empty when there is none.
    static func standInFrame(_ args: [EvaluatedArgument]) -> [EvaluatedArgument] {
        guard let given = args.first(where: { a in
            guard let label = a.label, label == "frame" || label.hasSuffix("Frame") else { return false }
            if case .rect = a.value { return true }
            if case .enumCase("zero") = a.value { return true }
            return label == "frame"
        }) else { return [] }
        var frame = given
        frame.label = "frame"
        // `.zero` with no type to give it (`map(withFrame: .zero)`): CGRect's.
        if case .enumCase("zero") = frame.value { frame.value = .rect(Rect(x: 0, y: 0, width: 0, height: 0)) }
        return [frame]
    }
}
