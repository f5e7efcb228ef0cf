import Layout

/// A value worked out from what the paste does not hold (an `@IBOutlet`'s 0×0 storyboard frame,
/// the app's constant read as 0) stays so when it is kept: a variable or property holding it is
/// marked, and reading that name counts as reading the unknown again (``Evaluator/unknownReads``).
/// So `let pageWidth = scrollView.frame.width` followed, lines later, by
/// `scrollView.contentSize = CGSize(width: pageWidth * 3, height: 300)` gives a width that is not
/// known, as `CGSize(width: scrollView.frame.width * 3, …)` already did.
///
/// The marks last for the entry: a local's lives with its scope, a property's is kept by object.
/// A plain `=` of a value worked out from what the paste holds clears the mark; `+=` and a write
/// to a part (`frame.origin.x = …`) only add to it, as the rest of the value is still the old one.
extension Evaluator {
    /// The names of a declaration's pattern (`let (w, h) = …` binds both).
    static func boundNames(of pattern: Pattern) -> [String] {
        switch pattern {
        case .name(let name, _): [name]
        case .tuple(let parts, _): parts.flatMap(boundNames(of:))
        case .binding(let inner, _): boundNames(of: inner)
        case .enumCase(_, let parts, _): parts.flatMap(boundNames(of:))
        case .typeCheck(let inner, _, _): inner.map(boundNames(of:)) ?? []
        case .wildcard, .expression: []
        }
    }

    /// After `let`/`var` bound `pattern` in `scope`: its names are marked when working out the
    /// value read an unknown (the count went past `readsBefore`), and unmarked otherwise.
    mutating func markDeclared(_ pattern: Pattern, in scope: Scope, readsBefore: Int) {
        let fromUnknown = unknownReads > readsBefore
        guard fromUnknown || !scope.fromUnknown.isEmpty else { return }
        for name in Self.boundNames(of: pattern) {
            mark(name, in: scope, fromUnknown && scope.own(name).map(Self.isPlainData) == true)
        }
    }

    /// Marks or unmarks `name` in `scope`.
    mutating func mark(_ name: String, in scope: Scope, _ fromUnknown: Bool) {
        if fromUnknown {
            scope.fromUnknown.insert(name)
            keepsValuesFromUnknown = true
        } else {
            scope.fromUnknown.remove(name)
        }
    }

    /// Marks or unmarks a pasted object's stored property as it is set, by what the assignment
    /// being stored read (``storingFromUnknown``).
    mutating func markField(_ id: Int, _ name: String, _ value: Value) {
        guard let fromUnknown = storingFromUnknown else { return }
        let key = ObjectField(object: id, name: name)
        if fromUnknown.whole, Self.isPlainData(value) {
            fieldsFromUnknown.insert(key)
            keepsValuesFromUnknown = true
        } else if !fromUnknown.partial {
            fieldsFromUnknown.remove(key)
        }
    }

    /// A name read where it resolves to a scope's variable: counts as an unknown read when the
    /// variable holds a value worked out from one.
    mutating func countReadOfMarkedName(_ name: String, _ frame: Frame) {
        guard keepsValuesFromUnknown, let owner = frame.scope.owner(of: name), owner.fromUnknown.contains(name) else { return }
        unknownReads += 1
    }

    /// A pasted object's property read: counts as an unknown read when it holds a value worked
    /// out from one.
    mutating func countReadOfMarkedField(_ id: Int, _ name: String) {
        guard !fieldsFromUnknown.isEmpty, fieldsFromUnknown.contains(ObjectField(object: id, name: name)) else { return }
        unknownReads += 1
    }

    /// After an assignment (`op`) stored into `target`: the variable it names (or whose part it
    /// set) is marked when the value read an unknown. A plain `=` to the whole variable with a
    /// value from what the paste holds unmarks it. Properties are marked as they are set
    /// (``markField(_:_:_:)``).
    mutating func markAssigned(_ target: Expr, op: String, fromUnknown: Bool, _ frame: Frame) {
        guard fromUnknown || keepsValuesFromUnknown else { return }
        let root: String
        let whole: Bool
        if case .identifier(let name, _) = target {
            (root, whole) = (name, op == "=")
        } else if fromUnknown, let name = Self.chainRoot(target) {
            (root, whole) = (name, false)
        } else {
            return
        }
        guard let owner = frame.scope.owner(of: root), let value = owner.own(root), Self.isPlainData(value) else { return }
        if fromUnknown { mark(root, in: owner, true) } else if whole { mark(root, in: owner, false) }
    }

    /// A value that is only numbers (a length, a size, a rect, insets, or a tuple or array of
    /// them): what a mark follows. A view or an object is not: what is worked out from one reads
    /// its frame again, which says for itself whether it is known.
    static func isPlainData(_ value: Value) -> Bool {
        switch value {
        case .number, .size, .point, .rect, .insets: true
        case .array(let items), .tuple(let items, _): !items.isEmpty && items.allSatisfy(isPlainData)
        default: false
        }
    }
}

/// A stored property of one pasted object.
struct ObjectField: Hashable {
    var object: Int
    var name: String
}

/// What the value an assignment stores read: `whole` when it read an unknown, `partial` when it
/// only changes part of the old value (`+=`, a member of it), which keeps an old mark.
struct StoredFromUnknown {
    var whole: Bool
    var partial: Bool
}
