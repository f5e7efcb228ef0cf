import Layout
/// A VFL body as UIKit prints one constraint: `H:|-(8)-[ITEM]`, `H:[ITEM]-(8)-|`,
/// `V:[A]-(>=8@250)-[B]`, `H:[ITEM(320)]`, with `(LTR)` / `(RTL)` glued after `]` or `|`.
///
/// Horizontal forms mean leading and trailing, as VFL does; `(LTR)` marks a form made with
/// left and right. The predicate's relation reads as VFL reads it: `|-(>=8)-[X]` is
/// `X.leading >= |.leading + 8`.
enum VisualFormatBody {
    enum Element {
        case superview
        case item(LogItem, predicate: Predicate?)
        case space(Predicate)
    }

    struct Predicate {
        var relation: RelationSign = .equal
        var constant: Double
        var priority: Int?
        var systemSpacing = false
    }

    static func parse(_ text: String, priority: inout Int) -> (LogBody, String?) {
        var s = LogScanner(text)
        let vertical = text.hasPrefix("V:")
        s.index = 2
        var elements: [Element] = []
        var direction: String?
        while !s.atEnd {
            s.skipSpaces()
            if s.atEnd { break }
            if s.take("(LTR)") { direction = "LTR"; continue }
            if s.take("(RTL)") { direction = "RTL"; continue }
            if s.take("|") {
                elements.append(.superview)
            } else if s.take("[") {
                let at = s.index
                // A name from `names:` may hold spaces (an accessibility identifier): `[login button]`.
                var probe = s
                let inside = probe.read { $0 != "]" && $0 != "(" }
                if !inside.contains(":"), inside.contains(" "), probe.peek() == "]" {
                    s = probe
                    s.index += 1
                    elements.append(.item(LogItem(name: inside.trimmedSpaces), predicate: nil))
                    continue
                }
                guard let item = ItemReader.item(&s) else {
                    return fail("expected a view inside '[' at column \(at + 1) of the body")
                }
                var predicate: Predicate?
                if s.take("(") {
                    guard let p = self.predicate(&s), s.take(")") else {
                        return fail("expected a size such as (320) after '\(item.logText)' at column \(s.index + 1)")
                    }
                    predicate = p
                }
                guard s.take("]") else { return fail("expected ']' at column \(s.index + 1) of the body") }
                elements.append(.item(item, predicate: predicate))
            } else if s.take("-") {
                if s.take("(") {
                    guard let p = self.predicate(&s), s.take(")") else {
                        return fail("expected a spacing such as (8) at column \(s.index + 1) of the body")
                    }
                    guard s.take("-") else { return fail("expected '-' after the spacing at column \(s.index + 1)") }
                    elements.append(.space(p))
                } else if let n = s.number() {
                    guard s.take("-") else { return fail("expected '-' after the spacing at column \(s.index + 1)") }
                    elements.append(.space(Predicate(constant: n)))
                } else {
                    // `[A]-[B]`: the standard spacing.
                    elements.append(.space(Predicate(constant: 8, systemSpacing: true)))
                }
            } else {
                return fail("unexpected '\(s.peek().map(String.init) ?? "")' at column \(s.index + 1) of the VFL body")
            }
        }
        let near = vertical ? "top" : direction == "LTR" ? "left" : "leading"
        let far = vertical ? "bottom" : direction == "LTR" ? "right" : "trailing"
        let size = vertical ? "height" : "width"
        var relations: [(LogRelation, Predicate)] = []
        func make(_ first: LogItem, _ a: String, _ p: Predicate, _ second: LogItem?, _ b: String?) -> (LogRelation, Predicate) {
            (LogRelation(first: first, firstAttribute: a, relation: p.relation, second: second, secondAttribute: b,
                         multiplier: 1, constant: p.constant, systemSpacing: p.systemSpacing, direction: direction), p)
        }
        let superItem = LogItem(name: "|")
        for (i, element) in elements.enumerated() {
            if case .item(let item, let p?) = element { relations.append(make(item, size, p, nil, nil)) }
            guard case .space(let p) = element, i > 0, i + 1 < elements.count else { continue }
            switch (elements[i - 1], elements[i + 1]) {
            case (.superview, .item(let x, _)): relations.append(make(x, near, p, superItem, near))
            case (.item(let x, _), .superview): relations.append(make(superItem, far, p, x, far))
            case (.item(let a, _), .item(let b, _)): relations.append(make(b, near, p, a, far))
            default: return fail("a spacing must stand between two views or a view and '|'")
            }
        }
        // Adjacent elements with no spacing between them: `|[X]`, `[A][B]`.
        for i in elements.indices.dropFirst() {
            let zero = Predicate(constant: 0)
            switch (elements[i - 1], elements[i]) {
            case (.superview, .item(let x, _)): relations.append(make(x, near, zero, superItem, near))
            case (.item(let x, _), .superview): relations.append(make(superItem, far, zero, x, far))
            case (.item(let a, _), .item(let b, _)): relations.append(make(b, near, zero, a, far))
            default: continue
            }
        }
        guard relations.count == 1, let (relation, predicate) = relations.first else {
            return fail(relations.isEmpty ? "the VFL body relates nothing"
                : "the VFL body makes \(relations.count) constraints where a log entry is one")
        }
        if let p = predicate.priority { priority = p }
        return (.relation(relation), nil)
    }

    static func fail(_ note: String) -> (LogBody, String?) { (.opaque(note: note), note) }

    /// `8`, `>=8`, `0@250`, `NSSpace(8)`, `==NSSpace(8)@750`.
    static func predicate(_ s: inout LogScanner) -> Predicate? {
        var p = Predicate(constant: 0)
        if s.take("==") { p.relation = .equal } else if s.take("<=") { p.relation = .lessThanOrEqual }
        else if s.take(">=") { p.relation = .greaterThanOrEqual }
        if s.take("NSSpace(") || s.take("NSLayoutAnchorConstraintSpace(") {
            guard let n = s.number(), s.take(")") else { return nil }
            p.constant = n
            p.systemSpacing = true
        } else {
            guard let n = s.number() else { return nil }
            p.constant = n
        }
        if s.take("@") {
            guard let n = s.number(), let level = Int(rounding: n, within: -1_000_000...1_000_000) else { return nil }
            p.priority = level
        }
        return p
    }
}
