/// One term of a linear expression: `coefficient × variable`.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
public struct Expression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with terms sorted by variable and like terms combined; zero terms dropped.
    public var normalized: Expression {
        let sorted = terms.sorted { $0.variable < $1.variable }
        var merged: [Term] = []
        merged.reserveCapacity(sorted.count)
        for term in sorted {
            if let last = merged.last, last.variable == term.variable {
                merged[merged.count - 1].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        return Expression(merged.filter { $0.coefficient != 0 }, constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

public func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
}
public func + (a: Expression, b: Double) -> Expression {
    Expression(a.terms, constant: a.constant + b)
}
public func + (a: Variable, b: Double) -> Expression { Expression(a) + b }
public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }

public prefix func - (a: Expression) -> Expression { a * -1 }
public func - (a: Expression, b: Expression) -> Expression { a + -b }
public func - (a: Expression, b: Double) -> Expression { a + -b }
public func - (a: Variable, b: Double) -> Expression { Expression(a) + -b }
public func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
public func - (a: Expression, b: Variable) -> Expression { a - Expression(b) }
public func - (a: Variable, b: Expression) -> Expression { Expression(a) - b }

public func * (a: Expression, k: Double) -> Expression {
    Expression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
}
public func * (k: Double, a: Expression) -> Expression { a * k }
public func * (a: Variable, k: Double) -> Expression { Expression([Term(a, k)]) }
public func * (k: Double, a: Variable) -> Expression { a * k }
