/// `autoresizingMask`: which of a view's margins and its size stretch with its superview.
/// `<autoresizingMask>` of a storyboard; `UIView.AutoresizingMask` of code (`.flexibleWidth` is
/// ``widthSizable``, `.flexibleLeftMargin` ``flexibleMinX``, `.flexibleTopMargin` ``flexibleMinY``).
public struct AutoresizingMask: Hashable, Sendable {
    public var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    public var flexibleMinY = false, heightSizable = false, flexibleMaxY = false

    public init() {}

    /// Whether any margin or size follows the superview (otherwise the frame is simply held).
    public var stretches: Bool {
        flexibleMinX || widthSizable || flexibleMaxX || flexibleMinY || heightSizable || flexibleMaxY
    }

    /// The option `UIView.AutoresizingMask` names so in code (`flexibleWidth`,
    /// `flexibleBottomMargin`); false for a name that is none of them.
    public mutating func insert(named name: String) -> Bool {
        switch name {
        case "flexibleLeftMargin": flexibleMinX = true
        case "flexibleWidth": widthSizable = true
        case "flexibleRightMargin": flexibleMaxX = true
        case "flexibleTopMargin": flexibleMinY = true
        case "flexibleHeight": heightSizable = true
        case "flexibleBottomMargin": flexibleMaxY = true
        default: return false
        }
        return true
    }
}

extension Layout {
    /// UIKit's autoresizing constraints for a view whose mask stretches, held at `frame` inside a
    /// superview of `parentSize`: on each axis the change of the superview's size is shared among
    /// the flexible parts (margin before, size, margin after) in proportion to their lengths at
    /// that size (equally when they are all 0), so the frame holds while the superview keeps
    /// that size. Labelled as UIKit prints them: `h=-&-` (`&` flexible, `-` fixed).
    ///
    /// In a scroll view (`inScrollView`) the frame is in its content's coordinates and follows
    /// only the size of its bounds: scrolling moves the bounds' origin, which UIKit's autoresizing
    /// never looks at. A fixed margin holds the frame's origin where it was set; a flexible one
    /// takes its share of the bounds' width or height, not of the visible edge.
    public static func autoresizingConstraints(of id: ViewID, frame: Rect, mask: AutoresizingMask, in parent: ViewID,
                                               parentSize: Size, inScrollView: Bool = false) -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        for horizontal in [true, false] {
            let (position, length, total) = horizontal ? (frame.minX, frame.width, parentSize.width)
                                                       : (frame.minY, frame.height, parentSize.height)
            let flexible = horizontal ? [mask.flexibleMinX, mask.widthSizable, mask.flexibleMaxX]
                                      : [mask.flexibleMinY, mask.heightSizable, mask.flexibleMaxY]
            let lengths = [position, length, total - position - length]
            let sum = zip(flexible, lengths).filter(\.0).map { max(0, $0.1) }.reduce(0, +)
            let count = Double(flexible.filter { $0 }.count)
            func share(_ i: Int) -> Double {
                guard flexible[i] else { return 0 }
                return sum > 0 ? max(0, lengths[i]) / sum : 1 / count
            }
            let label = (horizontal ? "h=" : "v=") + flexible.map { $0 ? "&" : "-" }.joined()
            let near: Attribute = horizontal ? .left : .top
            let far: Attribute = horizontal ? .right : .bottom
            let size: Attribute = horizontal ? .width : .height
            let k = share(0), kSize = share(1)
            if inScrollView {
                made.append(k == 0
                    ? LayoutConstraint(.view(id), near, .equal, constant: position, label: label, origin: .autoresizingMask)
                    : LayoutConstraint(.view(id), near, .equal, .view(parent), size, multiplier: k, constant: position - k * total,
                                       label: label, origin: .autoresizingMask))
            } else {
                made.append(k == 0
                    ? LayoutConstraint(.view(id), near, .equal, .view(parent), near, constant: position, label: label, origin: .autoresizingMask)
                    : LayoutConstraint(.view(id), near, .equal, .view(parent), far, multiplier: k, constant: position - k * total,
                                       label: label, origin: .autoresizingMask))
            }
            made.append(kSize == 0
                ? LayoutConstraint(.view(id), size, .equal, constant: length, label: label, origin: .autoresizingMask)
                : LayoutConstraint(.view(id), size, .equal, .view(parent), size, multiplier: kSize, constant: length - kSize * total,
                                   label: label, origin: .autoresizingMask))
        }
        return made
    }

    /// `autoresizingMask` set in code: while the view translates its mask into constraints, its
    /// frame follows its superview's size from `parentSize` (the superview's size when the frame
    /// or the mask was set, or the view was added), as UIKit's autoresizing does: a background
    /// made at `bounds` with `.flexibleWidth` grows with a view constraints widen later. A mask
    /// that stretches nothing holds the frame as set.
    public mutating func setAutoresizingMask(_ id: ViewID, _ mask: AutoresizingMask, parentSize: Size) throws(LayoutError) {
        guard let v = view(id), id != .root else { throw .unknownView("#\(id.rawValue)") }
        let stretching = mask.stretches ? mask : nil
        guard v.autoresizingMask != stretching || v.autoresizingReference != parentSize else { return }
        views[id.rawValue]?.autoresizingMask = stretching
        views[id.rawValue]?.autoresizingReference = parentSize
        updateImplicitConstraints(of: id)
        relayout()
    }
}
