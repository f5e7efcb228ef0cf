/// How a constraint's expression relates to zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case equal, lessThanOrEqual, greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression (== | <= | >=) 0` at a priority.
public struct Constraint: Hashable, Sendable {
    public var expression: Expression
    public var relation: Relation
    public var priority: Priority

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// `lhs relation rhs`, moved to one side.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// `lhs relation constant`.
    public init(_ lhs: Expression, _ relation: Relation, _ constant: Double, priority: Priority = .required) {
        self.init(lhs - constant, relation, priority: priority)
    }
}

/// The caller's handle for a constraint in a solver. Handles order constraints deterministically.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }

    public var description: String { "c\(rawValue)" }
}
