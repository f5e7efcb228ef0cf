/// An equation body: `ITEM.attr REL RHS`, with pre- and post-multipliers, constants, system
/// spacings, or linear expressions between distances from newer Xcodes.
///
///     expression := ['+'|'-'] term (('+'|'-') term)*
///     term       := factor ('*' factor)*
///     factor     := number | NSSpace(n) | NSLayoutAnchorConstraintSpace(n) | '(' expression ')' | item '.' attribute
enum EquationBody {
    /// The body, or a note saying what was expected where.
    static func parse(_ text: String) -> (LogBody, String?) {
        var s = LogScanner(text)
        let lhs: LinearForm, rhs: LinearForm
        switch expression(&s) {
        case .failure(let note): return (.opaque(note: note), note)
        case .success(let form): lhs = form
        }
        s.skipSpaces()
        let relation: RelationSign
        if s.take("==") { relation = .equal } else if s.take("<=") { relation = .lessThanOrEqual }
        else if s.take(">=") { relation = .greaterThanOrEqual }
        else {
            let note = "expected '==', '<=' or '>=' at column \(s.index + 1) of the body"
            return (.opaque(note: note), note)
        }
        s.skipSpaces()
        if s.atEnd {
            // `UIButton:0x8b0.midY ==` with nothing after it: iOS 7 printed a constant of 0 so.
            rhs = LinearForm(constant: 0)
        } else {
            switch expression(&s) {
            case .failure(let note): return (.opaque(note: note), note)
            case .success(let form): rhs = form
            }
        }
        s.skipSpaces()
        var rhsWithSpace = rhs
        // `A.bottom <= B.bottom NSLayoutAnchorConstraintSpace(8)`, as a system-spacing anchor
        // constraint prints: the spacing stands between the two items, A before B when A's edge
        // is a far one (bottom, trailing), after it otherwise.
        for word in ["NSLayoutAnchorConstraintSpace(", "NSSpace("] where s.take(word) {
            s.skipSpaces()
            guard let n = s.number(), s.take(")") else {
                let note = "expected a number and ')' in \(word)…) at column \(s.index + 1) of the body"
                return (.opaque(note: note), note)
            }
            let far = lhs.terms.first.map { ["bottom", "trailing", "right", "lastBaseline", "bottomMargin", "trailingMargin",
                                             "rightMargin"].contains($0.attribute) } ?? false
            rhsWithSpace = rhs + LinearForm(constant: far ? -n : n, systemSpacing: true)
            s.skipSpaces()
            break
        }
        guard s.atEnd else {
            let note = "unexpected '\(s.rest)' at column \(s.index + 1) of the body"
            return (.opaque(note: note), note)
        }
        return (simplify(lhs, relation, rhsWithSpace), nil)
    }

    /// `a.x == m × b.y + c` when the equation has that shape; a linear body otherwise.
    static func simplify(_ lhs: LinearForm, _ relation: RelationSign, _ rhs: LinearForm) -> LogBody {
        guard lhs.terms.count == 1, let t = lhs.terms.first, t.coefficient > 0, rhs.terms.count <= 1 else {
            return .linear(lhs, relation, rhs)
        }
        let k = t.coefficient
        let second = rhs.terms.first
        return .relation(LogRelation(
            first: t.item, firstAttribute: t.attribute, relation: relation, second: second?.item,
            secondAttribute: second?.attribute, multiplier: (second?.coefficient ?? 1) / k,
            constant: (rhs.constant - lhs.constant) / k, systemSpacing: rhs.systemSpacing, direction: nil))
    }

    enum Read {
        case success(LinearForm)
        case failure(String)
    }

    static func expression(_ s: inout LogScanner) -> Read {
        s.skipSpaces()
        var sign = 1.0
        if s.peek() == "+" || (s.peek() == "-" && !(s.peek(1).map { $0.isNumber } ?? false)) {
            sign = s.peek() == "-" ? -1 : 1
            s.index += 1
        }
        var sum: LinearForm
        switch term(&s) {
        case .failure(let note): return .failure(note)
        case .success(let first): sum = first * sign
        }
        while true {
            s.skipSpaces()
            guard let c = s.peek(), c == "+" || c == "-" else { break }
            s.index += 1
            switch term(&s) {
            case .failure(let note): return .failure(note)
            case .success(let next): sum = sum + next * (c == "-" ? -1 : 1)
            }
        }
        return .success(sum)
    }

    static func term(_ s: inout LogScanner) -> Read {
        var product: LinearForm
        switch factor(&s) {
        case .failure(let note): return .failure(note)
        case .success(let f): product = f
        }
        while true {
            let save = s.index
            s.skipSpaces()
            guard s.take("*") else {
                s.index = save
                break
            }
            switch factor(&s) {
            case .failure(let note): return .failure(note)
            case .success(let f):
                if f.terms.isEmpty {
                    product = product * f.constant
                } else if product.terms.isEmpty {
                    product = f * product.constant
                } else {
                    return .failure("a product of two attributes at column \(s.index + 1) is not linear")
                }
            }
        }
        return .success(product)
    }

    static func factor(_ s: inout LogScanner) -> Read {
        s.skipSpaces()
        guard let c = s.peek() else { return .failure("expected an item, a number or '(' at the end of the body") }
        if c.isNumber || c == "." || (c == "-" && (s.peek(1).map { $0.isNumber } ?? false)) {
            guard let n = s.number() else { return .failure("expected a number at column \(s.index + 1) of the body") }
            return .success(LinearForm(constant: n))
        }
        for word in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where s.take(word) {
            s.skipSpaces()
            guard let n = s.number() else { return .failure("expected a number in \(word)…) at column \(s.index + 1)") }
            s.skipSpaces()
            guard s.take(")") else { return .failure("expected ')' after \(word)\(n) at column \(s.index + 1)") }
            return .success(LinearForm(constant: n, systemSpacing: true))
        }
        if c == "(" {
            s.index += 1
            let inner = expression(&s)
            guard case .success = inner else { return inner }
            s.skipSpaces()
            guard s.take(")") else { return .failure("expected ')' at column \(s.index + 1) of the body") }
            return inner
        }
        let at = s.index
        guard let item = ItemReader.item(&s), item.name != "|" else {
            return .failure("expected an item such as 'UIView:0x….top' at column \(at + 1) of the body")
        }
        guard let attribute = ItemReader.attribute(&s) else {
            return .failure("expected '.attribute' after '\(item.logText)' at column \(s.index + 1) of the body")
        }
        return .success(LinearForm(terms: [.init(coefficient: 1, item: item, attribute: attribute)]))
    }
}
