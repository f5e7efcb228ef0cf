/// A layout attribute of an item, with UIKit's meaning (left-to-right: leading = left).
public enum Attribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        default:
            .vertical
        }
    }

    public var isSize: Bool { self == .width || self == .height }

    /// Whether this is an edge or margin (which, from inside a scroll view, means its content).
    public var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin,
             .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            true
        default:
            false
        }
    }

    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }

    var isDirectional: Bool { self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin }
    var isLeftRight: Bool { self == .left || self == .right || self == .leftMargin || self == .rightMargin }
}

/// What a constraint's item is: a view, or one of a view's layout guides.
public enum Item: Sendable, Hashable {
    case view(ViewID)
    /// A scroll view's content area (contentLayoutGuide).
    case content(ViewID)
    /// A scroll view's frame (frameLayoutGuide).
    case frame(ViewID)
    /// A view's layoutMarginsGuide.
    case margins(ViewID)

    public var view: ViewID {
        switch self {
        case .view(let v), .content(let v), .frame(let v), .margins(let v): v
        }
    }
}
