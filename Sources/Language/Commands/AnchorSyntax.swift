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

/// `let c = a.heightAnchor.constraint(equalToConstant: 100)`, `let c = NSLayoutConstraint(item: …)`
/// or `let cs = NSLayoutConstraint.constraints(withVisualFormat: …)`: named, inactive constraints.
public struct ConstraintDeclaration: Hashable, Sendable {
    public var name: Identifier
    public var value: ConstraintExpression
    public var range: SourceRange
}

/// Something that stands for one or more constraints: an anchor's `constraint(…)`, a name kept
/// with `let`, `NSLayoutConstraint(item: …)`, or the array a Visual Format string makes.
public enum ConstraintExpression: Hashable, Sendable {
    case constraint(AnchorConstraint)
    case name(Identifier)
    case item(ItemConstraint)
    case visualFormat(VisualFormatCall)
    /// `[c, a.topAnchor.constraint(…)]`, `[]` or `[NSLayoutConstraint]()` kept with `let`/`var`.
    case array([ConstraintExpression], SourceRange)

    public var range: SourceRange {
        switch self {
        case .array(_, let range): range
        case .constraint(let node): node.range
        case .name(let node): node.range
        case .item(let node): node.range
        case .visualFormat(let node): node.range
        }
    }
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

/// `NSLayoutConstraint.activate([…])`, `NSLayoutConstraint.deactivate([…])`, and a view's
/// `addConstraint(c)`, `addConstraints(…)`, `removeConstraint(c)`, `removeConstraints(…)`.
///
/// The argument may be an array literal, a name, a Visual Format call, or several of them joined
/// with `+`; `items` is the flattened list, in order.
public struct ConstraintActivation: Hashable, Sendable {
    public typealias Item = ConstraintExpression

    public var activates: Bool
    public var items: [Item]
    /// The view whose `addConstraint…`/`removeConstraint…` this is; `nil` for `NSLayoutConstraint`.
    public var receiver: ItemExpression?
    /// The method as written: `activate`, `addConstraints`, ….
    public var method: String
    public var range: SourceRange

    public init(activates: Bool, items: [Item], receiver: ItemExpression? = nil, method: String? = nil,
                range: SourceRange) {
        self.activates = activates
        self.items = items
        self.receiver = receiver
        self.method = method ?? (activates ? "activate" : "deactivate")
        self.range = range
    }
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

