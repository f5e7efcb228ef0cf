/// `NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom,
/// multiplier: 1, constant: 8)`: UIKit's first constraint initializer.
///
/// `toItem: nil, attribute: .notAnAttribute` makes a constant constraint; then `secondItem` and
/// `secondAttribute` are `nil`.
public struct ItemConstraint: Hashable, Sendable {
    public var first: ItemExpression
    public var firstAttribute: AttributeReference
    public var relation: RelationKind
    public var relationRange: SourceRange
    /// The other item and its attribute; both `nil` for `toItem: nil`.
    public var secondItem: ItemExpression?
    public var secondAttribute: AttributeReference?
    /// Where `toItem: nil` or `.notAnAttribute` was written, when they were.
    public var nothingRange: SourceRange?
    public var multiplier: NumberLiteral
    public var constant: NumberLiteral
    public var range: SourceRange
}
