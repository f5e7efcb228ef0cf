/// Tuples, as Swift has them: `(width: 30, height: 40)` read as `p.width` or `p.0`, a label
/// given by the type a value is declared or returned as (`let p: (x: CGFloat, y: CGFloat) =
/// (1, 2)`), and a part set in place (`p.width = 50`). A tuple with no label is an array here,
/// taken apart and indexed the same way.
extension Evaluator {
    /// A tuple of these parts: an array when no part has a label.
    static func tuple(_ items: [Value], labels: [String?]) -> Value {
        labels.contains { $0 != nil } ? .tuple(items, labels: labels) : .array(items)
    }

    /// The parts of a tuple, in order; an array's elements, as a tuple with no label is one.
    /// Whether a value is one of `enumerated()`'s pairs, `(offset: Int, element:)`.
    static func isEnumeratedPair(_ value: Value) -> Bool {
        if case .tuple(let items, let labels) = value, items.count == 2, labels == ["offset", "element"] { return true }
        return false
    }

    static func tupleParts(_ value: Value) -> [Value]? {
        switch value {
        case .array(let items), .tuple(let items, _): items
        default: nil
        }
    }

    /// The part `name` names: a label of a labelled tuple, or a position (`p.0`) of any tuple.
    static func tuplePartIndex(_ value: Value, _ name: String) -> Int? {
        switch value {
        case .tuple(let items, let labels):
            if let i = labels.firstIndex(of: name) { return i }
            return Int(name).flatMap { items.indices.contains($0) ? $0 : nil }
        case .array(let items):
            // An array has no member named by a number: `q.0` is a tuple's part.
            guard let i = Int(name), name.allSatisfy(\.isNumber), items.indices.contains(i) else { return nil }
            return i
        default:
            return nil
        }
    }

    /// `p.width`, `q.1`: the part of a tuple a member read names, or nil when it names none.
    static func tuplePart(_ value: Value, _ name: String) -> Value? {
        guard let i = tuplePartIndex(value, name), let items = tupleParts(value) else { return nil }
        return items[i]
    }

    /// The tuple with the part `name` names set to `newValue`, or nil when it names none.
    static func settingTuplePart(_ value: Value, _ name: String, to newValue: Value) -> Value? {
        guard let i = tuplePartIndex(value, name) else { return nil }
        switch value {
        case .tuple(var items, let labels):
            items[i] = newValue
            return .tuple(items, labels: labels)
        case .array(var items):
            items[i] = newValue
            return .array(items)
        default:
            return nil
        }
    }

    /// A tuple or an array of tuples given the labels of the type it is declared, passed or
    /// returned as: `(1, 2)` as `(x: CGFloat, y: CGFloat)` is `(x: 1, y: 2)`, as Swift converts
    /// an unlabelled tuple to a labelled one of the same length. Nil when the type names no label
    /// for it.
    static func labelled(_ value: Value, as type: TypeRef) -> Value? {
        var text = type.text
        while let last = text.last, last == "?" || last == "!" { text.removeLast() }
        if type.isArray, case .array(let elements) = value {
            let elementType = TypeRef(text: String(text.dropFirst().dropLast()), range: type.range)
            guard tupleLabels(of: elementType.text) != nil else { return nil }
            return .array(elements.map { labelled($0, as: elementType) ?? $0 })
        }
        guard let labels = tupleLabels(of: text), let items = tupleParts(value), items.count == labels.count else { return nil }
        return tuple(items, labels: labels)
    }

    /// A tuple with no label stored where a labelled one of the same length was: a variable keeps
    /// its type, so the new parts take the old labels (`pad = (4, 4)` after `var pad = (top: 8,
    /// side: 16)`).
    static func keepingLabels(of old: Value?, _ new: Value) -> Value {
        guard case .tuple(let items, let labels)? = old, case .array(let parts) = new, parts.count == items.count else { return new }
        return .tuple(parts, labels: labels)
    }

    /// The labels of a tuple type's parts (`(width: CGFloat, CGFloat)` gives `width` and nil),
    /// or nil when the text is not a tuple type with a label.
    /// A part may be a function (`make: () -> UIView`); a function type itself (`(Int) -> Void`)
    /// is no tuple.
    static func tupleLabels(of text: String) -> [String?]? {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        // The parenthesis the text opens with must be the one it ends with.
        var open = 0
        for (i, c) in text.enumerated() {
            if c == "(" { open += 1 }
            if c == ")" { open -= 1 }
            if open == 0, i < text.count - 1 { return nil }
        }
        var labels: [String?] = []
        var depth = 0
        var part = ""
        var previous: Character = " "
        func finish() {
            let trimmed = part.drop { $0 == " " }
            if let colon = trimmed.firstIndex(of: ":"), trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                labels.append(String(trimmed[..<colon]))
            } else {
                labels.append(nil)
            }
            part = ""
        }
        for c in text.dropFirst().dropLast() {
            defer { previous = c }
            switch c {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                finish()
                continue
            default: break
            }
            part.append(c)
        }
        finish()
        return labels.count > 1 && labels.contains { $0 != nil } ? labels : nil
    }
}
