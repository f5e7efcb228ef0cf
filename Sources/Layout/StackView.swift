/// `UIStackView.Distribution`: how arranged views share the stack's length along its axis.
public enum StackDistribution: String, Sendable, Hashable, CaseIterable {
    /// Lengths from the views' own sizes; the stack's length is their sum plus the spacing.
    case fill
    /// Every visible view as long as the first.
    case fillEqually
    /// Each visible view's share of the stack's length in proportion to its intrinsic length.
    case fillProportionally
    /// Equal gaps between the visible views (at least `spacing`), each view at its own length.
    case equalSpacing
    /// Equal distances between the visible views' centres (at 149), gaps at least `spacing`.
    case equalCentering
}

/// `UIStackView.Alignment`: where arranged views sit across the stack's axis.
public enum StackAlignment: String, Sendable, Hashable, CaseIterable {
    /// Every view spans the stack's whole cross size.
    case fill
    /// The leading edge of a vertical stack, the top of a horizontal one (`.top` is the same case).
    case leading
    /// The trailing edge of a vertical stack, the bottom of a horizontal one (`.bottom` likewise).
    case trailing
    case center
    /// Horizontal stacks: the views' first (or last) baselines on one line, the stack as tall as
    /// it must be to hold them all. In a vertical stack they act as leading and trailing.
    case firstBaseline, lastBaseline
}

/// A stack view's settings and arranged views. A stack view is a plain view that draws nothing;
/// the layout generates the constraints UIKit's stack view makes from this (see
/// ``Layout/regenerateStack(_:)``).
public struct StackView: Sendable, Hashable {
    public var axis: Axis = .horizontal
    public var distribution: StackDistribution = .fill
    public var alignment: StackAlignment = .fill
    /// Exact for the fill distributions, a minimum for the two equal ones; negative overlaps the
    /// views. Default 0 as in UIKit.
    public var spacing: Double = 0
    /// `setCustomSpacing(_:after:)`: the spacing after an arranged view, instead of `spacing`.
    public var customSpacing: [ViewID: Double] = [:]
    /// Lay the views out inside the stack's layout margins rather than its edges.
    public var isLayoutMarginsRelativeArrangement = false
    /// `isBaselineRelativeArrangement`: a vertical stack's spacing is measured from each view's
    /// last baseline to the first baseline of the view below it (edges for views without text).
    /// A horizontal stack ignores it, as UIKit does.
    public var isBaselineRelativeArrangement = false
    /// In order; always subviews of the stack.
    public internal(set) var arrangedSubviews: [ViewID] = []

    public init(axis: Axis = .horizontal) { self.axis = axis }
}
