import Cassowary

/// A sequence of adds and removes over variables x0…x3, written as the scale tests' failures
/// print them: `add x1 + 1e-06*x2 + 8 == 0`, `add x0 - 1100 >= 0 @750`, `remove …` (the
/// newest constraint with that text). Lets a sequence found by the property tests be kept as
/// a plain specification.
struct ScaleScript {
    var solver = Solver()
    var x: [Variable] = []
    var live: [(text: String, id: ConstraintID, constraint: Constraint)] = []
    /// The constraints refused, by their text.
    var refused: [String] = []

    init(_ script: String) throws {
        x = (0..<4).map { solver.makeVariable("x\($0)") }
        for line in script.split(separator: "\n").map({ $0.split(separator: " ").joined(separator: " ") }) where !line.isEmpty {
            if line.hasPrefix("add ") {
                let text = String(line.dropFirst(4))
                let c = Self.constraint(text, x)
                do {
                    live.append((text, try solver.add(c), c))
                } catch {
                    refused.append(text)
                }
            } else if line.hasPrefix("remove ") {
                let text = String(line.dropFirst(7))
                guard let k = live.lastIndex(where: { $0.text == text }) else { continue }
                try solver.remove(live[k].id)
                live.remove(at: k)
            }
        }
    }

    /// `x1 + 1000000*x2 - 8 >= 0 @1` as a constraint.
    static func constraint(_ text: String, _ x: [Variable]) -> Constraint {
        var words = text.split(separator: " ").map(String.init)
        var priority = Priority.required
        if let last = words.last, last.hasPrefix("@") {
            priority = Priority(Int(last.dropFirst()) ?? 1000) ?? .required
            words.removeLast()
        }
        // words: term (sign term)* relation 0
        let relation: Relation = switch words[words.count - 2] {
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: .equal
        }
        var terms: [Term] = []
        var constant = 0.0
        var sign = 1.0
        for word in words.dropLast(2) {
            if word == "+" { sign = 1; continue }
            if word == "-" { sign = -1; continue }
            var body = Substring(word)
            if body.hasPrefix("-") { sign = -sign; body = body.dropFirst() }
            if let star = body.firstIndex(of: "*") {
                let k = Double(body[..<star]) ?? 0
                terms.append(Term(x[Int(body[body.index(star, offsetBy: 2)...]) ?? 0], sign * k))
            } else if body.hasPrefix("x") {
                terms.append(Term(x[Int(body.dropFirst()) ?? 0], sign))
            } else {
                constant += sign * (Double(body) ?? 0)
            }
            sign = 1
        }
        return Constraint(Expression(terms, constant: constant), relation, priority: priority)
    }

    /// The value of x`i`.
    func value(_ i: Int) -> Double { solver.value(of: x[i]) }

    /// How far the live constraint with this text is from holding.
    func error(_ text: String) -> Double {
        guard let entry = live.last(where: { $0.text == text }) else { return .nan }
        return solver.error(of: entry.id)
    }
}
