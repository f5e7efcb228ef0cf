/// `NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil,
/// views: ["a": a])`, as pasted from a view controller: an array of constraints.
///
/// The names inside the string are the keys of `views` (and of `metrics`), not the views' own
/// names; `|` is the superview of the views the string names, as in UIKit.
public struct VisualFormatCall: Hashable, Sendable {
    public var format: VisualFormat
    public var options: [FormatOption]
    /// `nil` when written `metrics: nil`.
    public var metrics: DictionaryArgument?
    public var views: DictionaryArgument
    public var range: SourceRange
}

/// One of `NSLayoutConstraint.FormatOptions`: `.alignAllTop`, `.directionLeadingToTrailing`, ….
public struct FormatOption: Hashable, Sendable {
    public var name: FormatOptionName
    public var range: SourceRange
}

/// The format options UIKit has; the `alignAll…` ones align every view the string names on that
/// attribute, the `direction…` ones choose which horizontal attributes `H:` relates.
public enum FormatOptionName: String, CaseIterable, Hashable, Sendable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline
    /// UIKit's deprecated spelling of `alignAllLastBaseline`.
    case alignAllBaseline
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft
    case spacingBaselineToBaseline, spacingEdgeToEdge
}

/// A dictionary argument: the literal pasted Swift's dictionary value stands for (a `let` of one
/// is Swift's, and reaches here as the literal it holds).
public enum DictionaryArgument: Hashable, Sendable {
    case literal(DictionaryLiteral)

    public var range: SourceRange {
        switch self {
        case .literal(let literal): literal.range
        }
    }
}

/// `["a": a, "pad": 8]`, or `[:]` for an empty one.
public struct DictionaryLiteral: Hashable, Sendable {
    public var entries: [DictionaryEntry]
    public var range: SourceRange
}

/// `"a": a` or `"pad": 8`.
public struct DictionaryEntry: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case view(ItemExpression)
        case number(NumberLiteral)

        public var range: SourceRange {
            switch self {
            case .view(let item): item.range
            case .number(let number): number.range
            }
        }
    }

    public var key: StringLiteral
    public var value: Value
    public var range: SourceRange
}
