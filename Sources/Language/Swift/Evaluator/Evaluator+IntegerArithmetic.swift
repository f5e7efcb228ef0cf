/// Swift's whole-number arithmetic: `/` on two `Int`s drops the remainder. Numbers are held as
/// `Double` here, so which operands are `Int` is read from the code: a variable or property
/// declared `Int` (or given an integer literal, `Int(…)` or a `count`), and an integer literal
/// beside one (Swift gives the literal the other side's type).
extension Evaluator {
    /// How an expression's number is typed, as far as `/` cares.
    enum IntegerTyping {
        /// An `Int` whatever the context: an `Int` variable, `Int(…)`, `subviews.count`.
        case typed
        /// An integer literal, or arithmetic on integer literals only: an `Int` beside an `Int`,
        /// and the other side's type (`CGFloat`, `Double`) beside anything else.
        case literal
        /// A `CGFloat`, a `Double`, or a number whose type is not worked out here.
        case other
    }

    /// Whether `left / right` divides whole numbers, as Swift's `Int` division does
    /// (`screenWidth / 10` is 37 for an `Int` `screenWidth` of 375): one side is an `Int` and
    /// the other an `Int` or an integer literal. Two literals alone take their type from where
    /// the result goes, which is not worked out here: their quotient keeps its fraction. In
    /// Objective-C they are C's `int`s wherever the result goes: `CGFloat half = 375 / 2` is 187,
    /// and `1 / 2 * width` is 0.
    func dividesWholeNumbers(_ left: Expr, _ right: Expr, _ frame: Frame) -> Bool {
        let (l, r) = (integerTyping(left, frame), integerTyping(right, frame))
        if session.runsObjectiveC { return l != .other && r != .other }
        return (l == .typed && r != .other) || (r == .typed && l != .other)
    }

    func integerTyping(_ expr: Expr, _ frame: Frame) -> IntegerTyping {
        switch expr {
        case .number:
            return Self.numberKind(expr) == .integer ? .literal : .other
        case .identifier(let name, _):
            return declaresWholeNumber(name, frame) ? .typed : .other
        case .member(.selfExpr, let name, _, _):
            guard let typeName = frame.typeName, let decl = declaredProperty(name, of: typeName) else { return .other }
            return Self.declaresWholeNumber(decl) ? .typed : .other
        case .member(.identifier(let baseName, _), let name, _, _) where declaredMemberIsWholeNumber(baseName, name, frame):
            // `Metrics.columns` (a pasted type's `static let columns = 3`), `config.rows` (a
            // property of the pasted type a variable holds).
            return .typed
        case .member(.member(let outer, let inner, _, _), let name, _, _)
            where pastedTypeName(outer, frame).map({ staticIsWholeNumber(name, of: $0 + "." + inner) }) == true:
            // `Holder.Layout.columns`: a nested type's, written in full.
            return .typed
        case .call(.member(let base, "reduce", _, _), let arguments, let trailing, _) where !arguments.isEmpty:
            return reduceTyping(over: base, arguments, trailing, frame)
        case .member, .call:
            return Self.numberKind(expr) == .integer ? .typed : .other
        case .binary(let op, let left, let right, _, _) where ["+", "-", "*", "/", "%"].contains(op):
            let (l, r) = (integerTyping(left, frame), integerTyping(right, frame))
            if l == .other || r == .other { return .other }
            return l == .typed || r == .typed ? .typed : .literal
        case .prefix("-", let operand, _):
            return integerTyping(operand, frame)
        case .tuple(let items, _) where items.count == 1 && items[0].label == nil:
            return integerTyping(items[0].value, frame)
        case .forceUnwrap(let operand, _):
            // `views.firstIndex(of: v)!`: the unwrapped index is an `Int`.
            return integerTyping(operand, frame)
        case .ternary(_, let yes, let no, _):
            // `compact ? 4 : 2`: as the binary operators, both sides decide.
            let (l, r) = (integerTyping(yes, frame), integerTyping(no, frame))
            if l == .other || r == .other { return .other }
            return l == .typed || r == .typed ? .typed : .literal
        default:
            return .other
        }
    }

    /// The type of `reduce(initial) { $0 + next }`: the initial value's, which an integer literal
    /// takes from what the closure adds to it (`sections.reduce(0) { $0 + $1.items.count }` is an
    /// `Int`; `buttons.reduce(0) { $0 + $1.frame.width }` a `CGFloat`). Only an addend known to
    /// be an `Int` makes it one, or the element itself (`$1`) when the sequence holds whole
    /// numbers (`[1, 2, 3]`, `0..<count`).
    func reduceTyping(over sequence: Expr, _ arguments: [CallArgument], _ trailing: ClosureExpr?,
                      _ frame: Frame) -> IntegerTyping {
        let initial = integerTyping(arguments[0].value, frame)
        guard initial == .literal else { return initial }
        var closure = trailing
        if closure == nil, arguments.count == 2, case .closure(let c) = arguments[1].value { closure = c }
        guard let body = closure?.body, body.count == 1 else { return .other }
        let result: Expr
        switch body[0] {
        case .expression(let e): result = e
        case .returnStatement(let e?, _): result = e
        default: return .other
        }
        let parameters = closure?.parameters ?? []
        let accumulator = parameters.count == 2 ? parameters[0] : "$0"
        let element = parameters.count == 2 ? parameters[1] : "$1"
        let wholeElements: Bool = switch sequence {
        case .array(let items, _): !items.isEmpty && items.allSatisfy { integerTyping($0, frame) != .other }
        default: countsWholeNumbers(sequence, frame)
        }
        // The sum's terms: the accumulator is what the literal becomes, so it decides nothing.
        func typing(_ term: Expr) -> IntegerTyping {
            switch term {
            case .identifier(accumulator, _): return .literal
            case .identifier(element, _) where wholeElements: return .typed
            case .binary(let op, let left, let right, _, _) where ["+", "-", "*"].contains(op):
                let (l, r) = (typing(left), typing(right))
                if l == .other || r == .other { return .other }
                return l == .typed || r == .typed ? .typed : .literal
            case .tuple(let items, _) where items.count == 1 && items[0].label == nil:
                return typing(items[0].value)
            default: return integerTyping(term, frame)
            }
        }
        return typing(result) == .typed ? .typed : .other
    }

    /// Whether the name, where `frame` reads it, is a variable or property declared as an `Int`:
    /// the innermost scope that holds it decides; a name no scope holds is the type's property.
    func declaresWholeNumber(_ name: String, _ frame: Frame) -> Bool {
        var scope: Scope? = frame.scope
        while let s = scope {
            if s.own(name) != nil { return s.wholeNumbers.contains(name) }
            scope = s.parent
        }
        guard let typeName = frame.typeName, let decl = declaredProperty(name, of: typeName) else { return false }
        return Self.declaresWholeNumber(decl)
    }

    /// Whether `base.name` reads a property the paste declares as an `Int`: a static one of the
    /// pasted type `base` names, or one of the pasted type of the object a variable `base` holds.
    func declaredMemberIsWholeNumber(_ base: String, _ name: String, _ frame: Frame) -> Bool {
        if let value = frame.scope.lookup(base) ?? topScope?.own(base) ?? swift.globals[base] {
            guard let className = className(of: value), let decl = declaredProperty(name, of: className) else { return false }
            return Self.declaresWholeNumber(decl)
        }
        // A type the file declares, or one nested in the type whose code runs (`Layout.columns`
        // of a `private enum Layout` inside the view class).
        guard let typeName = swift.types[base] != nil ? base : nestedType(base, frame) else { return false }
        return staticIsWholeNumber(name, of: typeName)
    }

    /// Whether the pasted type declares `name` a static `Int`.
    func staticIsWholeNumber(_ name: String, of typeName: String) -> Bool {
        guard swift.types[typeName] != nil else { return false }
        for case .variable(let v) in members(of: typeName) where v.isStatic && v.name == name {
            return Self.declaresWholeNumber(v)
        }
        return false
    }

    /// The pasted type an expression names (`Holder`, `Holder.Inner`, a nested type by its short
    /// name where the running code sees it); nil for anything else.
    func pastedTypeName(_ expr: Expr, _ frame: Frame) -> String? {
        switch expr {
        case .identifier(let name, _):
            if frame.scope.lookup(name) != nil { return nil }
            return swift.types[name] != nil ? name : nestedType(name, frame)
        case .member(let base, let name, _, _):
            return pastedTypeName(base, frame).map { $0 + "." + name }.flatMap { swift.types[$0] != nil ? $0 : nil }
        default:
            return nil
        }
    }

    /// Swift's integer types, as a declaration writes them.
    static let integerTypeNames: Set<String> = ["Int", "UInt", "Int8", "Int16", "Int32", "Int64",
                                                "UInt8", "UInt16", "UInt32", "UInt64"]

    /// Whether a declaration makes an `Int`: written so (`var count: Int`), or with no type and an
    /// initialiser that is one (`var screenWidth = 0`, `let n = Int(width)`).
    static func declaresWholeNumber(_ decl: VariableDecl) -> Bool {
        if let type = decl.type { return integerTypeNames.contains(type.baseName) }
        guard let initializer = decl.initializer else { return false }
        return numberKind(initializer) == .integer
    }

    /// Records whether a variable just declared in `frame` is an `Int`, for the `/` that reads it.
    /// With no type written, an initialiser an `Int` variable gives (`let half = width / 2` of an
    /// `Int` width) makes one too.
    func recordWholeNumber(_ decl: VariableDecl, _ frame: Frame) {
        guard let name = decl.name else { return }
        var whole = Self.declaresWholeNumber(decl)
        if decl.type == nil, let initializer = decl.initializer, integerTyping(initializer, frame) != .other {
            whole = true
        }
        if whole { frame.scope.wholeNumbers.insert(name) } else if !frame.scope.wholeNumbers.isEmpty { frame.scope.wholeNumbers.remove(name) }
        let floating = decl.type.map { ["CGFloat", "Double", "Float", "Float64", "TimeInterval"].contains($0.baseName) }
            ?? decl.initializer.map(Self.isFloatingPoint) ?? false
        if floating { frame.scope.floatingNumbers.insert(name) } else if !frame.scope.floatingNumbers.isEmpty { frame.scope.floatingNumbers.remove(name) }
    }

    /// Whether the name, where `frame` reads it, is a variable declared as a `CGFloat`, `Double`
    /// or `Float` (`let columns: CGFloat = 0`).
    func declaresFloatingPoint(_ expr: Expr, _ frame: Frame) -> Bool {
        guard case .identifier(let name, _) = expr else { return false }
        var scope: Scope? = frame.scope
        while let s = scope {
            if s.own(name) != nil { return s.floatingNumbers.contains(name) }
            scope = s.parent
        }
        return false
    }

    /// Whether a `for` loop's sequence is a range of whole numbers (`0..<count`, `1...3`), the
    /// indices of a collection (`tiles.indices`) or a stride over whole numbers (`stride(from: 0,
    /// to: 9, by: 3)`), so that its variable is an `Int`.
    func countsWholeNumbers(_ sequence: Expr, _ frame: Frame) -> Bool {
        switch sequence {
        case .binary(let op, let low, let high, _, _) where op == "..<" || op == "...":
            return integerTyping(low, frame) != .other && integerTyping(high, frame) != .other
        case .member(_, "indices", _, _):
            return true
        case .call(.identifier("stride", _), let arguments, nil, _):
            return !arguments.isEmpty && arguments.allSatisfy { integerTyping($0.value, frame) != .other }
        case .call(.member(let base, "reversed", _, _), let arguments, nil, _) where arguments.isEmpty:
            return countsWholeNumbers(base, frame)
        case .tuple(let items, _) where items.count == 1 && items[0].label == nil:
            return countsWholeNumbers(items[0].value, frame)
        default:
            return false
        }
    }

    /// The name a `for` loop binds to the offset of `enumerated()` (`for (i, tile) in
    /// tiles.enumerated()`), an `Int`; nil for any other loop.
    static func enumeratedOffsetName(_ pattern: Pattern, _ sequence: Expr) -> String? {
        guard case .tuple(let parts, _) = pattern, parts.count == 2, case .name(let name, _) = parts[0],
              case .call(.member(_, "enumerated", _, _), let arguments, nil, _) = sequence, arguments.isEmpty else { return nil }
        return name
    }

    /// The value of arithmetic on integer literals only, worked out as Swift's `Int`s do
    /// (`375 / 10` is 37), for a declaration with no type that makes it an `Int`; nil for any
    /// other expression, or a division by zero (reported where the expression is evaluated).
    static func wholeNumberValue(_ expr: Expr) -> Int? {
        switch expr {
        case .number(let n, _, _):
            return numberKind(expr) == .integer ? Int(exactly: n) : nil
        case .binary(let op, let left, let right, _, _):
            guard let a = wholeNumberValue(left), let b = wholeNumberValue(right) else { return nil }
            switch op {
            case "+": return a.addingReportingOverflow(b).overflow ? nil : a + b
            case "-": return a.subtractingReportingOverflow(b).overflow ? nil : a - b
            case "*": return a.multipliedReportingOverflow(by: b).overflow ? nil : a * b
            case "/": return b == 0 || (a == .min && b == -1) ? nil : a / b
            case "%": return b == 0 || (a == .min && b == -1) ? nil : a % b
            default: return nil
            }
        case .prefix("-", let operand, _):
            guard let v = wholeNumberValue(operand), v != .min else { return nil }
            return -v
        case .tuple(let items, _) where items.count == 1 && items[0].label == nil:
            return wholeNumberValue(items[0].value)
        default:
            return nil
        }
    }

    /// The argument labels of Core Graphics' initialisers that have an `Int` form beside the
    /// `CGFloat` and `Double` ones: `CGRect(x:y:width:height:)`, `CGSize(width:height:)`,
    /// `CGPoint(x:y:)`, `CGVector(dx:dy:)`.
    static let wholeNumberInitializerLabels: [[String?]] = [["x", "y", "width", "height"], ["width", "height"], ["x", "y"], ["dx", "dy"]]

    /// Whether Swift gives this call's integer-literal arithmetic the type `Int`, when it has no
    /// `Int` variable in it to say so: a Core Graphics initialiser whose arguments are all integer
    /// literals or `Int`s takes its `Int` form (`CGRect(x: 0, y: 0, width: 375 / 10, height: 50)` is
    /// 37 wide); a conversion (`CGFloat(1 / 2)`, `Double(…)`) takes an `Int` as the literals'
    /// own type; and SnapKit's targets (`equalTo`, `offset`, `inset`, `multipliedBy`, `dividedBy`)
    /// are protocols `Int` conforms to, so `multipliedBy(1 / 3)` is 0. Objective-C's literals are
    /// `int`s already, and every other parameter here is a `CGFloat`.
    func takesWholeNumberArguments(_ callee: String, _ args: [EvaluatedArgument], base: Value?, _ frame: Frame) -> Bool {
        if session.runsObjectiveC { return false }
        if let base {
            guard case .chain = base else { return false }
            return Self.snapKitNumberTargets.contains(callee) && args.count == 1 && args[0].label == nil
        }
        switch callee {
        case "CGRect", "CGSize", "CGPoint", "CGVector", "init":
            return Self.wholeNumberInitializerLabels.contains(args.map(\.label))
                && args.allSatisfy { integerTyping($0.expr, frame) != .other }
        case "CGFloat", "Double", "Float", "Float32", "Float64":
            return args.count == 1 && args[0].label == nil
        default:
            return false
        }
    }

    /// SnapKit's methods whose one argument is a protocol `Int` conforms to.
    static let snapKitNumberTargets: Set<String> = ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo",
                                                     "offset", "inset", "multipliedBy", "dividedBy"]

    /// The arguments with integer-literal arithmetic worked out as Swift's `Int`s, when the call
    /// takes them so (``takesWholeNumberArguments(_:_:base:_:)``); a division that drops a
    /// remainder is noted, as a width of 0 from `1 / 3` is seldom what was meant.
    mutating func wholeNumbers(in args: [EvaluatedArgument], calling callee: String, base: Value? = nil,
                               _ frame: Frame) -> [EvaluatedArgument] {
        guard !args.isEmpty, takesWholeNumberArguments(callee, args, base: base, frame) else { return args }
        var result = args
        for (i, arg) in args.enumerated() {
            guard case .number(let before) = arg.value, let whole = Self.wholeNumberValue(arg.expr) else { continue }
            let value = Double(whole)
            guard value != before else { continue }
            result[i].value = .number(value)
            note("'\(Self.literalArithmeticText(arg.expr))' at line \(arg.range.start.line) is \(Self.numberText(value)), not "
                 + "\(Self.numberText(before)): Swift gives integer literals the type Int there, and Int division "
                 + "drops the remainder (write a literal with a decimal point, such as 1.0, for a fraction)")
        }
        return result
    }

    /// Arithmetic on integer literals as it is written (`(375 - 40) / 3`), for a note.
    static func literalArithmeticText(_ expr: Expr) -> String {
        switch expr {
        case .number(let n, _, _): numberText(n)
        case .binary(let op, let left, let right, _, _): "\(literalArithmeticText(left)) \(op) \(literalArithmeticText(right))"
        case .prefix(let op, let operand, _): op + literalArithmeticText(operand)
        case .tuple(let items, _) where items.count == 1: "(\(literalArithmeticText(items[0].value)))"
        default: sourceText(of: expr)
        }
    }
}

extension Evaluator {
    /// The labels of Core Graphics' and UIKit's value initialisers, in their order.
    static let valueInitializerLabels: [String: [String]] = [
        "CGRect": ["x", "y", "width", "height"], "CGSize": ["width", "height"], "CGPoint": ["x", "y"],
        "CGVector": ["dx", "dy"], "UIEdgeInsets": ["top", "left", "bottom", "right"],
    ]

    /// `CGRect(10, 20, 100, 50)`: no initialiser of UIKit's takes unlabelled numbers, so the call
    /// is the app's own extension (a shorthand for `CGRect(x:y:width:height:)` that many apps and
    /// books declare), not in the paste; its arguments are taken in the labelled initialiser's
    /// order, with a note. A pasted extension with such an `init` runs instead of this.
    mutating func positionalArguments(of typeName: String, _ args: [EvaluatedArgument]) -> [EvaluatedArgument] {
        guard let labels = Self.valueInitializerLabels[typeName], args.count == labels.count,
              args.allSatisfy({ $0.label == nil }) else { return args }
        note("\(typeName)(" + labels.map { _ in "_:" }.joined() + ") is not UIKit's: taken as the app's extension (not in the paste) "
             + "that passes " + labels.joined(separator: ", ") + " in that order")
        return zip(args, labels).map { arg, label in
            var labelled = arg
            labelled.label = label
            return labelled
        }
    }
}
