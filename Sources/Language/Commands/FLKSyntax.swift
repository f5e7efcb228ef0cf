/// A method of FLKAutoLayout, the Objective-C category whose predicate strings the seeds use.
public enum FLKMethod: String, CaseIterable, Hashable, Sendable {
    case alignTop, alignBottom, alignLeading, alignTrailing, alignLeft, alignRight
    case alignCenterX, alignCenterY, alignBaseline
    case constrainWidth, constrainHeight
    case constrainTopSpace, constrainBottomSpace, constrainLeadingSpace, constrainTrailingSpace
}

/// `flk VIEW METHOD [OTHER] "PREDICATES"`: one FLKAutoLayout call.
///
/// The spelling keeps FLK's method names without their Objective-C labels:
///
///     flk last alignBottom root "10@999"          # [last alignBottomEdgeWithView:root predicate:@"10@999"]
///     flk last constrainTopSpace prev ">=8"        # [last constrainTopSpaceToView:prev predicate:@">=8"]
///     flk box constrainWidth "100"                 # [box constrainWidth:@"100"]
///     flk box constrainWidth other "*.5"           # [box constrainWidthToView:other predicate:@"*.5"]
///
/// Without OTHER, an `align…` method refers to the superview and a `constrain…` size to a constant.
public struct FLKCommand: Hashable, Sendable {
    public var view: Identifier
    public var method: FLKMethod
    public var methodRange: SourceRange
    public var other: Identifier?
    public var predicates: [FLKPredicate]
    /// The predicate string as written, quotes included.
    public var predicateString: StringLiteral
    public var range: SourceRange
}

/// One predicate of an FLK string: `>=20`, `*.5`, `10@999`, `==8@750`, `*2+10`.
public struct FLKPredicate: Hashable, Sendable {
    public var relation: RelationKind?
    public var multiplier: NumberLiteral?
    public var constant: NumberLiteral?
    public var priority: NumberLiteral?
    public var range: SourceRange
}
