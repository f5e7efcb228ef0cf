/// Which SnapKit method a block calls.
public enum SnapKitAction: String, CaseIterable, Hashable, Sendable {
    case make = "makeConstraints"
    case remake = "remakeConstraints"
    case update = "updateConstraints"
}

/// How the `snp` namespace was spelled: `v.snp.makeConstraints` or the old `v.snp_makeConstraints`.
public enum SnapKitSpelling: String, Hashable, Sendable {
    case dot = "snp."
    case underscore = "snp_"
}

/// `v.snp.makeConstraints { make in … }` and its remake/update forms and old spellings.
public struct SnapKitBlock: Hashable, Sendable {
    public var receiver: ItemExpression
    public var action: SnapKitAction
    public var spelling: SnapKitSpelling
    /// The closure's parameter (`make` in `{ make in`); statements must start with it.
    public var parameter: Identifier
    public var statements: [SnapKitStatement]
    public var range: SourceRange
    /// Masonry's `mas_…Constraints:` (Objective-C, or from Swift): its update installs a
    /// constraint that matches none made before, where SnapKit's stops.
    public var isMasonry: Bool = false
}

/// `v.snp.removeConstraints()` or `v.snp_removeConstraints()`.
public struct SnapKitRemoval: Hashable, Sendable {
    public var receiver: ItemExpression
    public var spelling: SnapKitSpelling
    public var range: SourceRange
}

/// `let c =` or `c =` before a make statement, keeping the constraint under a name.
public struct ConstraintBinding: Hashable, Sendable {
    public var name: Identifier
    /// `let`/`var` declares a new name; without it an existing one is assigned.
    public var declares: Bool
    public var range: SourceRange
}

/// One statement of a make block: `make.top.left.equalTo(other.snp.bottom).offset(8).priority(750)`.
///
/// The parts come in SnapKit's order: the maker, one or more attributes, exactly one relation,
/// then modifiers (constants and multipliers, then a priority, then a label).
public struct SnapKitStatement: Hashable, Sendable {
    public var binding: ConstraintBinding?
    public var maker: Identifier
    public var attributes: [AttributeReference]
    public var relation: SnapKitRelation
    public var modifiers: [SnapKitModifier]
    /// Where a trailing `.constraint` is, if written.
    public var constraintSuffix: SourceRange?
    public var range: SourceRange
}

/// `equalTo(…)`, `lessThanOrEqualTo(…)`, `greaterThanOrEqualTo(…)` or one of the `…ToSuperview()` forms.
public struct SnapKitRelation: Hashable, Sendable {
    public var kind: RelationKind
    /// What the attributes relate to; `nil` for the `…ToSuperview()` forms.
    public var target: SnapKitTarget?
    public var range: SourceRange

    /// Whether this is `equalToSuperview()` or one of its siblings.
    public var isToSuperview: Bool { target == nil }

    /// The method name as SnapKit spells it.
    public var methodName: String {
        let base =
            switch kind {
            case .equal: "equalTo"
            case .lessThanOrEqual: "lessThanOrEqualTo"
            case .greaterThanOrEqual: "greaterThanOrEqualTo"
            }
        return isToSuperview ? base + "Superview" : base
    }
}

/// The argument of a SnapKit relation.
public enum SnapKitTarget: Hashable, Sendable {
    /// A number, size, point or insets: relative to the superview (SPEC §4).
    case constant(ConstantValue)
    /// A view or guide, with an attribute when written as `other.snp.bottom`.
    case item(ItemTarget)

    public var range: SourceRange {
        switch self {
        case .constant(let value): value.range
        case .item(let target): target.range
        }
    }
}

/// `other`, `other.snp.bottom`, `other.snp_bottom`, `sv.contentLayoutGuide.snp.top`.
public struct ItemTarget: Hashable, Sendable {
    public var item: ItemExpression
    public var attribute: AttributeReference?
    public var range: SourceRange
}

/// A modifier after the relation: `offset(8)`, `priority(.high)`, `labeled("gap")`.
public struct SnapKitModifier: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case offset(ConstantValue)
        case inset(ConstantValue)
        case multipliedBy(NumberLiteral)
        case dividedBy(NumberLiteral)
        /// `priority(…)` and the `priorityHigh()` family.
        case priority(Priority)
        case labeled(StringLiteral)
    }

    public var kind: Kind
    public var range: SourceRange
}
