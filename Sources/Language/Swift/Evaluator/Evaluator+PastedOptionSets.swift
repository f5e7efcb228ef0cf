/// An option set the paste declares (`struct Sides: OptionSet { let rawValue: Int; static let
/// left = Sides(rawValue: 1 << 0); static let top = Sides(rawValue: 1 << 1); static let all:
/// Sides = [.left, .top] }`), held as UIKit's are here (``Evaluator/optionMembers(_:)``): a value
/// is the array of its members' names, one member alone that member. A static property made from
/// a raw value is a member; one listing others (`[.left, .top]`, `Sides([.a])`, `a.union(b)`,
/// `a | b`), or made from a raw value holding several members' bits, stands for them and is read
/// as their list wherever it is named. So `contains`, `insert`, `union`, `==` and the bit
/// operators work as on UIKit's sets; `rawValue` is the members' bits together; and the set's own
/// computed properties and methods run with the value as `self`, its `contains` and the rest bare.
struct PastedOptionSet {
    /// Its members made from raw values, in the order declared, with their bits.
    var members: [(name: String, bits: Int)] = []
    /// The static properties that stand for several members (or none), by name.
    var composites: [String: [String]] = [:]

    /// Whether `name` is one of its members or stands for some.
    func names(_ name: String) -> Bool { composites[name] != nil || members.contains { $0.name == name } }

    /// The members the names stand for, each once, in the order named.
    func expanded(_ names: [String]) -> [String] {
        var result: [String] = []
        for name in names {
            for member in composites[name] ?? [name] where !result.contains(member) { result.append(member) }
        }
        return result
    }

    /// The bits of the members named; nil when a name is none of its.
    func bits(_ names: [String]) -> Int? {
        var total = 0
        for name in expanded(names) {
            guard let member = members.first(where: { $0.name == name }) else { return nil }
            total |= member.bits
        }
        return total
    }

    /// The members whose bits are all in `bits`, as a value of the set: UIKit's `T(rawValue:)`.
    func value(bits: Int) -> Value {
        let named = members.filter { $0.bits != 0 && $0.bits & bits == $0.bits }.map(\.name)
        return named.count == 1 ? .enumCase(named[0]) : Evaluator.optionSet(named)
    }
}

extension Evaluator {
    /// Whether the paste declares an option set named `typeName`: a struct adopting `OptionSet`.
    func isPastedOptionSet(_ typeName: String) -> Bool {
        guard let decl = swift.types[typeName], decl.kind == .struct else { return false }
        return decl.inherits.contains { $0.baseName == "OptionSet" } || (swift.conformances[typeName] ?? []).contains("OptionSet")
    }

    /// The option sets the paste declares, by name.
    var pastedOptionSetNames: [String] {
        if let known = typeAnswers.optionSetNames { return known }
        let names = swift.types.keys.filter(isPastedOptionSet).sorted()
        typeAnswers.optionSetNames = names
        return names
    }

    /// The members of the pasted option set `typeName`, read from its static properties; nil when
    /// the paste declares no such option set.
    mutating func pastedOptionSet(_ typeName: String) throws(Interrupt) -> PastedOptionSet? {
        guard isPastedOptionSet(typeName), let decl = swift.types[typeName] else { return nil }
        var raw: [(name: String, bits: Int)] = []
        var listed: [(name: String, names: [String])] = []
        let frame = Frame(scope: Scope(parent: topScope), selfValue: .type(typeName), typeName: nil)
        for case .variable(let v) in decl.members + (swift.extensions[typeName] ?? []) where v.isStatic {
            guard let name = v.name, let initializer = v.initializer else { continue }
            if let rawExpr = Self.rawValueArgument(initializer) {
                guard case .number(let n) = try evaluate(rawExpr, frame), n.isFinite, abs(n) < 1e15 else { continue }
                raw.append((name, Int(n)))
            } else if let names = Self.listedOptionNames(initializer) {
                listed.append((name, names))
            }
        }
        var set = PastedOptionSet()
        // A raw value that is several members' bits together (`static let all = Sides(rawValue: 3)`)
        // stands for them; any other is a member.
        for (name, bits) in raw {
            let parts = raw.filter { $0.bits != 0 && $0.bits != bits && $0.bits & bits == $0.bits }
            if bits == 0 {
                set.composites[name] = []
            } else if !parts.isEmpty, parts.reduce(0, { $0 | $1.bits }) == bits {
                set.composites[name] = parts.filter { part in !raw.contains { $0.bits != part.bits && $0.bits & part.bits == $0.bits && $0.bits != 0 } }
                    .map(\.name)
            } else {
                set.members.append((name, bits))
            }
        }
        // Listed ones may name each other, in any order: read until none changes.
        for _ in 0...listed.count {
            var changed = false
            for (name, names) in listed {
                let members = set.expanded(names)
                if set.composites[name] != members { set.composites[name] = members; changed = true }
            }
            if !changed { break }
        }
        return set
    }

    /// `Sides(rawValue: 1 << 0)`, `.init(rawValue: 4)`, `Self(rawValue: 2)`: the raw value's expression.
    static func rawValueArgument(_ expr: Expr) -> Expr? {
        guard case .call(_, let args, nil, _) = expr, args.count == 1, args[0].label == "rawValue" else { return nil }
        return args[0].value
    }

    /// The names a static property of an option set lists (`[.left, .top]`, `Sides([.left])`,
    /// `Sides.left.union(.top)`, `.left | .top`, `[]`); nil for anything else.
    static func listedOptionNames(_ expr: Expr) -> [String]? {
        switch expr {
        case .array(let items, _):
            var names: [String] = []
            for item in items {
                guard let more = listedOptionNames(item) else { return nil }
                names += more
            }
            return names
        case .emptyCollection(false, _): return []
        case .implicitMember(let name, _), .member(.identifier, let name, _, _), .member(.selfExpr, let name, _, _): return [name]
        case .call(.member(let base, "union", _, _), let args, nil, _) where args.count == 1:
            guard let a = listedOptionNames(base), let b = listedOptionNames(args[0].value) else { return nil }
            return a + b
        case .call(_, let args, nil, _) where args.count == 1 && args[0].label == nil:
            return listedOptionNames(args[0].value)
        case .binary("|", let l, let r, _, _):
            guard let a = listedOptionNames(l), let b = listedOptionNames(r) else { return nil }
            return a + b
        default: return nil
        }
    }

    /// The pasted option set a value is one of: the first, by name, that has every name the
    /// value holds (and `also`'s); nil when the value is no set of names or none has them all.
    mutating func pastedOptionSet(holding value: Value, also: [Value] = []) throws(Interrupt) -> (String, PastedOptionSet)? {
        // The names as written: `.horizontal` is the pasted set's own, not SwiftUI's.
        guard let own = Self.flattenedOptionNames(value) else { return nil }
        let names = own + also.flatMap { Self.flattenedOptionNames($0) ?? [] }
        guard !names.isEmpty || !also.isEmpty else { return nil }
        for typeName in pastedOptionSetNames {
            guard let set = try pastedOptionSet(typeName), names.allSatisfy(set.names) else { continue }
            return (typeName, set)
        }
        return nil
    }

    /// `Sides.left` (the member), `Sides.all` (the members it stands for) of a pasted option set;
    /// nil for any other static member.
    mutating func pastedOptionStatic(_ name: String, of typeName: String) throws(Interrupt) -> Value? {
        guard let set = try pastedOptionSet(typeName) else { return nil }
        if let members = set.composites[name] { return Self.optionSet(members) }
        return set.members.contains { $0.name == name } ? .enumCase(name) : nil
    }

    /// `Sides(rawValue: 5)`, `Sides()`, `Sides([.left, .top])` of a pasted option set: its value;
    /// nil for another type or call.
    mutating func constructPastedOptionSet(_ typeName: String, _ args: [EvaluatedArgument]) throws(Interrupt) -> Value? {
        guard let set = try pastedOptionSet(typeName) else { return nil }
        if args.isEmpty { return .array([]) }
        guard args.count == 1 else { return nil }
        if args[0].label == "rawValue", case .number(let n) = args[0].value, n.isFinite, abs(n) < 1e15 {
            return set.value(bits: Int(n))
        }
        if args[0].label == nil, let names = Self.flattenedOptionNames(args[0].value) { return Self.optionSet(set.expanded(names)) }
        return nil
    }

    /// `sides.rawValue` of a value of a pasted option set: its members' bits together.
    mutating func pastedOptionRawValue(_ value: Value) throws(Interrupt) -> Value? {
        guard let (_, set) = try pastedOptionSet(holding: value), let names = Self.flattenedOptionNames(value),
              let bits = set.bits(names) else { return nil }
        return .number(Double(bits))
    }

    /// A computed property or method the pasted option set declares, read on one of its values
    /// (`sides.values`, `sides.describe()`): the property's value, or the method with the value as
    /// its receiver. Nil when the value is none of a pasted set's or the set declares no such member.
    mutating func pastedOptionMember(of value: Value, _ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        switch value {
        case .array, .enumCase: break
        default: return nil
        }
        var owner = try pastedOptionSet(holding: value)?.0
        if owner == nil, case .array(let items) = value, items.isEmpty {
            // An empty set names no member: the one pasted set that declares the member.
            let declaring = pastedOptionSetNames.filter { declaredMember(name, of: $0) != nil }
            if declaring.count == 1 { owner = declaring[0] }
        }
        guard let owner, let member = declaredMember(name, of: owner) else { return nil }
        switch member {
        case .variable(let v):
            guard let getter = v.getter else { return nil }
            let f = FunctionDecl.getter(name, body: getter, at: v.range, type: v.type)
            return try callFunction(f, receiver: value, arguments: [], trailing: nil, at: range)
        case .function(let f): return .function(f, receiver: ValueBox(value))
        default: return nil
        }
    }

    /// A computed property or instance method `typeName` declares (or a pasted extension adds).
    func declaredMember(_ name: String, of typeName: String) -> Stmt? {
        guard let decl = swift.types[typeName] else { return nil }
        for member in decl.members + (swift.extensions[typeName] ?? []) {
            if case .variable(let v) = member, v.name == name, !v.isStatic, v.getter != nil, v.initializer == nil { return member }
            if case .function(let f) = member, f.name == name, !f.isStatic { return member }
        }
        return nil
    }

    /// A name read bare inside a pasted option set's method, `self` a value of it: its own
    /// computed properties and methods, `rawValue`, and SetAlgebra's methods (`contains(.left)`),
    /// which answer for `self`. Nil when `self` is no such value or the name none of those.
    mutating func pastedOptionSelfMember(_ selfValue: Value, _ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        // (The kind of `self` first: asked of every bare name in every method.)
        switch selfValue {
        case .array, .enumCase: break
        default: return nil
        }
        guard runsInPastedOptionSet else { return nil }
        if name == "rawValue" { return try pastedOptionRawValue(selfValue) ?? .number(0) }
        if let value = try pastedOptionMember(of: selfValue, name, at: range) { return value }
        guard Self.optionSetQueries.contains(name) || name == "isEmpty" else { return nil }
        if name == "isEmpty" { return .bool((try pastedOptionSet(holding: selfValue).map { $0.1.expanded(Self.flattenedOptionNames(selfValue) ?? []) } ?? []).isEmpty) }
        return .function(FunctionDecl(name: name, parameters: [], body: [], modifiers: ["library:OptionSet"], isFailable: false,
                                      range: range, nameRange: range), receiver: ValueBox(selfValue))
    }

    /// Whether the function running is a computed property or method a pasted option set declares.
    var runsInPastedOptionSet: Bool {
        guard let f = runningFunctions.last else { return false }
        return pastedOptionSetNames.contains { typeName in
            ((swift.types[typeName]?.members ?? []) + (swift.extensions[typeName] ?? [])).contains { member in
                switch member {
                case .variable(let v): v.range == f.range
                case .function(let g): g.range == f.range
                default: false
                }
            }
        }
    }

    /// `contains(.left)` called bare in a pasted option set's method: asked of `self`.
    mutating func callOptionSetQuery(_ receiver: Value, _ name: String, _ args: [EvaluatedArgument],
                                     at range: SourceRange) throws(Interrupt) -> Value {
        if let answer = try pastedOptionSetQuery(receiver, name, args) { return answer }
        throw fail("'\(name)' of an option set takes one set or member here", at: range)
    }

    /// `contains`, `union` and SetAlgebra's other queries on a value of a pasted option set, its
    /// names and the arguments' read as the set declares them (its `.horizontal` is its own list,
    /// not SwiftUI's); nil when the value is none of a pasted set's.
    mutating func pastedOptionSetQuery(_ base: Value, _ name: String, _ args: [EvaluatedArgument]) throws(Interrupt) -> Value? {
        guard Self.optionSetQueries.contains(name), args.count == 1,
              let (_, set) = try pastedOptionSet(holding: base, also: args.map(\.value)),
              let own = Self.flattenedOptionNames(base).map(set.expanded),
              let asked = Self.flattenedOptionNames(args[0].value).map(set.expanded) else { return nil }
        var given = args[0]
        given.value = Self.optionSet(asked)
        return Self.optionSetQuery(Self.optionSet(own), name, [given])
    }

    /// The arguments of a mutation of a pasted option set's value (`sides.insert(.horizontal)`)
    /// with their names read as the set declares them; as given when the value is none of a pasted set's.
    mutating func pastedOptionArguments(of base: Value, _ args: [EvaluatedArgument]) throws(Interrupt) -> [EvaluatedArgument] {
        guard let (_, set) = try pastedOptionSet(holding: base, also: args.map(\.value)) else { return args }
        return args.map { a in
            guard let names = Self.flattenedOptionNames(a.value) else { return a }
            var expanded = a
            expanded.value = Self.optionSet(set.expanded(names))
            return expanded
        }
    }
}

extension Evaluator {
    /// The names an option set's literal holds, lists within it flattened (`[.top, .horizontal]`
    /// once `.horizontal` was read as its list); nil when it holds anything else.
    static func flattenedOptionNames(_ value: Value) -> [String]? {
        switch value {
        case .enumCase(let name): return [name]
        case .array(let items):
            var names: [String] = []
            for item in items {
                guard let more = flattenedOptionNames(item) else { return nil }
                names += more
            }
            return names
        default: return nil
        }
    }
}
