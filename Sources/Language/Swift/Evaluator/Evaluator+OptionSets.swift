/// UIKit's option sets (`UIRectEdge`, `UIRectCorner`, `UIView.AutoresizingMask`, …) as layout
/// helpers use them: `edges: UIRectEdge = .all`, `if edges.contains(.top) { … }`,
/// `UIRectEdge.all.subtracting(.bottom)`, `mask.insert(.flexibleWidth)`. A set is held as the
/// array of its members' names (`[.top, .left]`, as Swift writes its literal), and one member
/// alone as that member; `.all` and `.allCorners` stand for every member they name.
extension Evaluator {
    /// The option set types whose initialiser `UIRectEdge([.top, .left])` gives the set itself.
    static let optionSetTypes: Set<String> = [
        "UIRectEdge", "NSDirectionalRectEdge", "UIRectCorner", "UIView.AutoresizingMask", "UIViewAutoresizing",
        "CACornerMask", "UIControl.State", "UIControlState", "UIControl.Event", "UIControlEvents",
        "UIView.AnimationOptions", "UIViewAnimationOptions", "NSLayoutConstraint.FormatOptions", "NSLayoutFormatOptions",
    ]

    /// The members a name standing for several stands for. `.all` is UIRectEdge's and
    /// NSDirectionalRectEdge's: it holds both kinds of edge, so either's members are in it.
    /// `.horizontal` and `.vertical` are SwiftUI's `Edge.Set`, which UIKit helpers take too
    /// (`func pinEdges(_ edges: Edge.Set = .all)`); read as a set only where a set is asked
    /// (`edges.contains(.leading)`), an axis elsewhere.
    static let optionSetAliases: [String: [String]] = [
        "all": ["top", "left", "bottom", "right", "leading", "trailing"],
        "allCorners": ["topLeft", "topRight", "bottomLeft", "bottomRight"],
        "horizontal": ["leading", "trailing"],
        "vertical": ["top", "bottom"],
    ]

    /// The methods of `SetAlgebra` that give a value.
    static let optionSetQueries: Set<String> = [
        "contains", "union", "subtracting", "intersection", "symmetricDifference", "isSubset", "isSuperset",
        "isDisjoint", "isStrictSubset", "isStrictSuperset",
    ]

    /// The methods of `SetAlgebra` that change the set (`insert` and `remove` given one member,
    /// with no `at:`, are the set's too).
    static let optionSetMutators: Set<String> = ["formUnion", "subtract", "formIntersection", "formSymmetricDifference"]

    /// The member names of an option set value: one member (an alias expanded), or an array of
    /// them; nil for anything else (an array holding other values is an array).
    static func optionMembers(_ value: Value) -> [String]? {
        switch value {
        case .enumCase(let name): return optionSetAliases[name] ?? [name]
        case .array(let items):
            var names: [String] = []
            for item in items {
                guard case .enumCase(let name) = item else { return nil }
                for member in optionSetAliases[name] ?? [name] where !names.contains(member) { names.append(member) }
            }
            return names
        default: return nil
        }
    }

    static func optionSet(_ names: [String]) -> Value { .array(names.map { .enumCase($0) }) }

    /// C's bit operators on option sets, as Objective-C tests them: `edges & UIRectEdgeTop` is
    /// the members both hold (none is 0, false in a condition), `|` all of them, `^` those in
    /// one only; `(edges & X) == 0` and `!= 0` ask whether none is there. Nil for any other
    /// operands.
    static func optionSetOperation(_ op: String, _ left: Value, _ right: Value) -> Value? {
        guard ["&", "|", "^", "==", "!="].contains(op) else { return nil }
        if op == "==" || op == "!=" {
            let zero: Value? = if case .number(0) = right { left } else if case .number(0) = left { right } else { nil }
            guard let set = zero, case .array = set, let members = optionMembers(set) else { return nil }
            return .bool(members.isEmpty == (op == "=="))
        }
        guard let own = optionMembers(left), let other = optionMembers(right) else { return nil }
        let mine = Set(own), theirs = Set(other)
        let members: [String] = switch op {
        case "&": own.filter { theirs.contains($0) }
        case "|": own + other.filter { !mine.contains($0) }
        default: own.filter { !theirs.contains($0) } + other.filter { !mine.contains($0) }
        }
        // No member is C's 0, false in a condition (an empty array is an object there).
        return members.isEmpty ? .number(0) : optionSet(members)
    }

    /// `edges.contains(.top)`, `UIRectEdge.all.subtracting(.top)` and the other queries, on a set of
    /// enum cases; nil when the receiver or the argument is not one (an array's `contains` of
    /// another value stays the array's).
    static func optionSetQuery(_ base: Value, _ name: String, _ args: [EvaluatedArgument]) -> Value? {
        guard optionSetQueries.contains(name), args.count == 1, let own = optionMembers(base),
              let other = optionMembers(args[0].value) else { return nil }
        // A plain array's `contains` of one case is the same question; an alias is not an element.
        if case .array = base, name == "contains", case .enumCase(let one) = args[0].value, optionSetAliases[one] == nil,
           case .array(let items) = base, !items.contains(where: { if case .enumCase(let n) = $0 { optionSetAliases[n] != nil } else { false } }) {
            return nil
        }
        let mine = Set(own), theirs = Set(other)
        switch name {
        case "contains", "isSuperset": return .bool(theirs.isSubset(of: mine))
        case "isSubset": return .bool(mine.isSubset(of: theirs))
        case "isStrictSubset": return .bool(mine.isStrictSubset(of: theirs))
        case "isStrictSuperset": return .bool(mine.isStrictSuperset(of: theirs))
        case "isDisjoint": return .bool(mine.isDisjoint(with: theirs))
        case "union": return optionSet(own + other.filter { !mine.contains($0) })
        case "subtracting": return optionSet(own.filter { !theirs.contains($0) })
        case "intersection": return optionSet(own.filter { theirs.contains($0) })
        default: return optionSet(own.filter { !theirs.contains($0) } + other.filter { !mine.contains($0) })
        }
    }

    /// `mask.insert(.flexibleWidth)`, `edges.remove(.top)`, `edges.formUnion(.bottom)` on a set
    /// held as an array of cases: changes it and gives what Swift's gives (`insert` a tuple
    /// whose first part says whether the member was new; `remove` the member, or nil). Nil when
    /// the call is not a set's (`insert(_:at:)` is the array's).
    static func mutateOptionSet(_ items: inout [Value], _ name: String, _ args: [EvaluatedArgument]) -> Value? {
        guard args.count == 1, args[0].label == nil, let own = optionMembers(.array(items)),
              let other = optionMembers(args[0].value) else { return nil }
        let mine = Set(own), theirs = Set(other)
        switch name {
        case "insert":
            items = optionSet(own + other.filter { !mine.contains($0) }).arrayItems
            return .tuple([.bool(!theirs.isSubset(of: mine)), args[0].value], labels: ["inserted", "memberAfterInsert"])
        case "remove":
            items = optionSet(own.filter { !theirs.contains($0) }).arrayItems
            return theirs.isSubset(of: mine) ? args[0].value : .none
        case "formUnion": items = optionSet(own + other.filter { !mine.contains($0) }).arrayItems
        case "subtract": items = optionSet(own.filter { !theirs.contains($0) }).arrayItems
        case "formIntersection": items = optionSet(own.filter { theirs.contains($0) }).arrayItems
        case "formSymmetricDifference":
            items = optionSet(own.filter { !theirs.contains($0) } + other.filter { !mine.contains($0) }).arrayItems
        default: return nil
        }
        return .void
    }
}

extension Evaluator {
    /// A `Set`'s algebra on the arrays that hold sets (`tags.union(other)`, `seen.isDisjoint(with:
    /// next)`): elements are told apart by value, and a set's own elements keep their order, those
    /// it gains following in theirs. The answer of a query; the set a mutation leaves.
    func setAlgebra(_ name: String, _ own: [Value], _ other: [Value]) -> (result: Value, set: [Value]) {
        func has(_ items: [Value], _ v: Value) -> Bool { items.contains { Self.equal($0, v) } }
        var unique: [Value] = []
        for item in own where !has(unique, item) { unique.append(item) }
        let mineOnly = unique.filter { !has(other, $0) }
        var theirsOnly: [Value] = []
        for item in other where !has(unique, item) && !has(theirsOnly, item) { theirsOnly.append(item) }
        let both = unique.filter { has(other, $0) }
        switch name {
        case "union", "formUnion": return (.array(unique + theirsOnly), unique + theirsOnly)
        case "intersection", "formIntersection": return (.array(both), both)
        case "subtracting", "subtract": return (.array(mineOnly), mineOnly)
        case "symmetricDifference", "formSymmetricDifference": return (.array(mineOnly + theirsOnly), mineOnly + theirsOnly)
        case "isSubset": return (.bool(mineOnly.isEmpty), unique)
        case "isSuperset": return (.bool(theirsOnly.isEmpty), unique)
        case "isStrictSubset": return (.bool(mineOnly.isEmpty && !theirsOnly.isEmpty), unique)
        case "isStrictSuperset": return (.bool(theirsOnly.isEmpty && !mineOnly.isEmpty), unique)
        default: return (.bool(both.isEmpty), unique)
        }
    }

    /// A set's `insert(x)` and `remove(x)` (no `at:`), `formUnion` and the other mutations, on the
    /// array that holds it; what Swift's return (`insert` whether the element was new).
    mutating func mutateSet(_ items: inout [Value], _ name: String, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value {
        guard let given = args.first else { throw fail("\(name) needs an element", at: range) }
        switch name {
        case "insert":
            let isNew = !items.contains { Self.equal($0, given.value) }
            if isNew {
                try checkSize(items.count + 1, at: range)
                items.append(given.value)
            }
            return .tuple([.bool(isNew), given.value], labels: ["inserted", "memberAfterInsert"])
        case "remove":
            guard let index = items.firstIndex(where: { Self.equal($0, given.value) }) else { return .none }
            return items.remove(at: index)
        default:
            let other = try sequenceItems(given.value, at: given.range)
            try checkSize(items.count + other.count, at: range)
            items = setAlgebra(name, items, other).set
            return .void
        }
    }
}

extension Value {
    /// The elements of an array value; none for any other.
    var arrayItems: [Value] {
        if case .array(let items) = self { return items }
        return []
    }
}

extension Library {
    /// What stands for one of a scroll view's scroll indicators among its subviews.
    static let scrollIndicator = "_UIScrollViewScrollIndicator"
}

extension Evaluator {
    /// Whether the view is a `UIScrollView` (or a pasted subclass of one) that is not a table,
    /// collection or text view: one whose subviews are the app's and its two scroll indicators.
    func isPlainScrollView(_ name: String) -> Bool {
        var className: String? = viewClass(of: name)
        var seen: Set<String> = []
        while let c = className, seen.insert(c).inserted {
            if ["UITableView", "UICollectionView", "UITextView"].contains(where: { Library.isSubtype(c, of: $0) }) { return false }
            if Library.isSubtype(c, of: "UIScrollView") { return true }
            className = swift.types[c]?.superclass
        }
        return false
    }
}
