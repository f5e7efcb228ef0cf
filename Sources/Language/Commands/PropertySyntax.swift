import Layout

/// The value of a property assignment, typed by the property it is assigned to.
public enum PropertyValue: Hashable, Sendable {
    case number(NumberLiteral)
    case bool(BoolLiteral)
    case string(StringLiteral)
    case size(SizeLiteral)
    case point(PointLiteral)
    case rect(RectLiteral)
    case insets(InsetsLiteral)
    /// A view, for `zoomView`.
    case view(Identifier)
    /// `nil`, for `zoomView`.
    case none(SourceRange)
    /// Another property's value: `sv.zoomScale = sv.minimumZoomScale`.
    case property(ItemExpression, ViewProperty, range: SourceRange)
    case centering(CenteringMode, range: SourceRange)
    /// `.never`, `UIScrollView.ContentInsetAdjustmentBehavior.always`, for `contentInsetAdjustmentBehavior`.
    case adjustmentBehavior(AdjustmentBehaviorName, range: SourceRange)
    /// A case name after a dot, for a stack view's `axis`, `distribution` and `alignment`.
    case word(Identifier)
    /// A font with a weight, for `font`: `17 semibold`, `.boldSystemFont(ofSize: 17)`,
    /// `.systemFont(ofSize: 17, weight: .medium)`, `.preferredFont(forTextStyle: .headline)`;
    /// pasted `UIFont(name:size:)` also gives the font's name.
    case font(NumberLiteral, weight: FontWeight, range: SourceRange, name: String? = nil)

    public var range: SourceRange {
        switch self {
        case .number(let value): value.range
        case .bool(let value): value.range
        case .string(let value): value.range
        case .size(let value): value.range
        case .point(let value): value.range
        case .rect(let value): value.range
        case .insets(let value): value.range
        case .view(let value), .word(let value): value.range
        case .none(let range), .property(_, _, let range), .centering(_, let range),
             .adjustmentBehavior(_, let range), .font(_, _, let range, _): range
        }
    }
}

/// `sv.contentInset = 0,0,20,0`, `label.text = "…"`, `v.translatesAutoresizingMaskIntoConstraints = false`.
///
/// The parser checks the value's shape against the property: insets for `contentInset`, a point for
/// `contentOffset`, a size for `contentSize`, a number or another zoom property for the zoom scales,
/// a view or `nil` for `zoomView`, a string for `text`, a number, a number and a weight (`17 semibold`) or `.systemFont(ofSize:)` for `font`,
/// `inset`/`frame`/`none` for `centering`, a rect for `frame`, a Boolean for
/// `translatesAutoresizingMaskIntoConstraints`.
public struct PropertyAssignment: Hashable, Sendable {
    public var target: ItemExpression
    public var property: ViewProperty
    public var propertyRange: SourceRange
    public var value: PropertyValue
    public var range: SourceRange
}

/// `v.setContentHuggingPriority(.required, for: .horizontal)` and the compression-resistance form.
public struct LayoutPrioritySetting: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case hugging = "setContentHuggingPriority"
        case compressionResistance = "setContentCompressionResistancePriority"
    }

    public var view: ItemExpression
    public var kind: Kind
    public var priority: Priority
    public var axis: LayoutAxis
    public var axisRange: SourceRange
    public var range: SourceRange
}
