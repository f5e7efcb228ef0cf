/// `a.topAnchor`, `sv.contentLayoutGuide.topAnchor`, `view.safeAreaLayoutGuide.topAnchor`.
public struct AnchorReference: Hashable, Sendable {
    public var item: ItemExpression
    public var anchor: AnchorName
    public var range: SourceRange
}

/// `a.topAnchor.constraint(equalTo: b.bottomAnchor, multiplier: 1, constant: 8)` or
/// `a.heightAnchor.constraint(equalToConstant: 100)`: a constraint made but not yet active.
public struct AnchorConstraint: Hashable, Sendable {
    public var first: AnchorReference
    public var relation: RelationKind
    /// The other anchor; `nil` for the `…Constant:` forms.
    public var second: AnchorReference?
    public var multiplier: NumberLiteral?
    public var constant: NumberLiteral?
    public var range: SourceRange
}

/// `….constraint(…).isActive = true`.
public struct AnchorActivation: Hashable, Sendable {
    public var constraint: AnchorConstraint
    public var isActive: BoolLiteral
    public var range: SourceRange
}

/// `let c = a.heightAnchor.constraint(equalToConstant: 100)`: a named, inactive constraint.
public struct ConstraintDeclaration: Hashable, Sendable {
    public var name: Identifier
    public var constraint: AnchorConstraint
    public var range: SourceRange
}

/// `c.isActive = false`, `c.constant = 2400`, `c.priority = .defaultHigh`.
public struct ConstraintAssignment: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case isActive(BoolLiteral)
        case constant(NumberLiteral)
        case priority(Priority)
    }

    public var constraint: Identifier
    public var value: Value
    public var range: SourceRange
}

/// `NSLayoutConstraint.activate([…])` or `NSLayoutConstraint.deactivate([…])`.
public struct ConstraintActivation: Hashable, Sendable {
    /// An element of the array: a constraint made in place or one kept under a name.
    public enum Item: Hashable, Sendable {
        case constraint(AnchorConstraint)
        case name(Identifier)
    }

    public var activates: Bool
    public var items: [Item]
    public var range: SourceRange
}

/// `b.bottom` on either side of an equation.
public struct AttributeTerm: Hashable, Sendable {
    public var item: ItemExpression
    public var attribute: AttributeReference
    public var range: SourceRange
}

/// `* 0.5` or `/ 2` on the right side of an equation.
public struct Scale: Hashable, Sendable {
    public var value: NumberLiteral
    public var isDivision: Bool
    public var range: SourceRange
}

/// `a.top == b.bottom * 1 + 8 @750`, `a.width == 100`: a constraint written as an equation.
public struct Equation: Hashable, Sendable {
    public var first: AttributeTerm
    public var relation: RelationKind
    public var relationRange: SourceRange
    /// The right-hand attribute; `nil` when the right side is a constant alone.
    public var second: AttributeTerm?
    public var scale: Scale?
    /// The constant, signed (`- 4` is `-4`).
    public var constant: NumberLiteral?
    public var priority: Priority?
    public var range: SourceRange
}
