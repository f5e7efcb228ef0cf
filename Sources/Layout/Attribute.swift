/// A layout attribute of an item, with UIKit's meaning (left-to-right: leading = left).
public enum Attribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// `NSLayoutAttribute`'s raw value, as C code passes it (`attribute:8`) and Interface
    /// Builder 3 archives store it: 1 left … 11 the (last) baseline, 12 the first, the margins
    /// 13 to 20. Nil for 0 (no attribute) and any other number.
    public init?(nsLayoutAttribute raw: Int) {
        let numbered: [Attribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
                                     .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
                                     .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins]
        guard numbered.indices.contains(raw - 1) else { return nil }
        self = numbered[raw - 1]
    }

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

    /// The edge or centre a margin attribute is inset from: `leftMargin` → `left`.
    public var outsideMargins: Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
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
    /// A view's safeAreaLayoutGuide.
    case safeArea(ViewID)
    /// A view's readableContentGuide.
    case readable(ViewID)
    /// One of a stack view's hidden guides, laid out in the stack's bounds and never drawn: the
    /// gap guide (UIKit's `_UIOLAGapGuide`) after its visible arranged view number `index`, or,
    /// at ``alignmentSpannerIndex``, the `_UILayoutSpacer` 'UISV-alignment-spanner' that a
    /// non-fill alignment routes the stack's free side through.
    case spacer(ViewID, Int)

    /// The index of a stack's alignment spanner among its spacers.
    public static let alignmentSpannerIndex = -1

    /// A stack view's 'UISV-alignment-spanner'.
    public static func alignmentSpanner(_ stack: ViewID) -> Item { .spacer(stack, alignmentSpannerIndex) }

    public var view: ViewID {
        switch self {
        case .view(let v), .content(let v), .frame(let v), .margins(let v), .safeArea(let v), .readable(let v),
             .spacer(let v, _): v
        }
    }

    /// The same item of another view (its guide, its content area), as a view put back under a
    /// new id holds its constraints.
    func on(_ other: ViewID) -> Item {
        switch self {
        case .view: .view(other)
        case .content: .content(other)
        case .frame: .frame(other)
        case .margins: .margins(other)
        case .safeArea: .safeArea(other)
        case .readable: .readable(other)
        case .spacer(_, let i): .spacer(other, i)
        }
    }

    /// The device-dependent guide this item is, if it is one.
    public var deviceGuide: DeviceGuide? {
        switch self {
        case .margins: .margins
        case .safeArea: .safeArea
        case .readable: .readable
        case .view, .content, .frame, .spacer: nil
        }
    }
}

/// The three guides whose insets come from the device and the solved layout, each held to its
/// view's edges by four constraints UIKit makes itself (see ``ConstraintOrigin/guide(_:_:)``).
public enum DeviceGuide: String, Sendable, Hashable, CaseIterable {
    case safeArea, margins, readable

    /// `'UIViewSafeAreaLayoutGuide'`, as UIKit names the guide in logs.
    public var identifier: String {
        switch self {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .margins: "UIViewLayoutMarginsGuide"
        case .readable: "UIViewReadableContentGuide"
        }
    }

    /// The property that returns it: `safeAreaLayoutGuide`.
    public var property: String {
        switch self {
        case .safeArea: "safeAreaLayoutGuide"
        case .margins: "layoutMarginsGuide"
        case .readable: "readableContentGuide"
        }
    }

    public func item(_ view: ViewID) -> Item {
        switch self {
        case .safeArea: .safeArea(view)
        case .margins: .margins(view)
        case .readable: .readable(view)
        }
    }
}
