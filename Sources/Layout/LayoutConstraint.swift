import Cassowary

/// A constraint's identity in a layout.
public struct LayoutConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// Where a constraint came from; reports name the implicit ones as UIKit does.
public enum ConstraintOrigin: Sendable, Hashable {
    case user
    /// Made from a frame while translatesAutoresizingMaskIntoConstraints is on.
    case autoresizingMask
    /// One of the four implied by an intrinsic content size.
    case contentHugging(Axis)
    case compressionResistance(Axis)
    /// The root view held to the screen size.
    case screen
    /// One of the four that hold a view's safe-area, margins or readable guide to its edges by
    /// the inset on that edge (`left`, `top`, `right` or `bottom`).
    case guide(DeviceGuide, Attribute)

    /// Constraints the layout keeps whatever else conflicts with them (the screen, the guides):
    /// a conflict breaks the newest user constraint instead.
    var isFirm: Bool {
        switch self {
        case .screen, .guide: true
        default: false
        }
    }

    /// UIKit's identifier: `'UIViewSafeAreaLayoutGuide-top'`, `'UIView-leftMargin-guide-constraint'`.
    public var uikitIdentifier: String? {
        guard case .guide(let guide, let edge) = self else { return nil }
        switch guide {
        case .safeArea: return "UIViewSafeAreaLayoutGuide-\(edge.rawValue)"
        case .margins: return "UIView-\(edge.rawValue)Margin-guide-constraint"
        case .readable: return "UIViewReadableContentGuide-\(edge.rawValue)"
        }
    }
}

/// `first.firstAttribute (==|<=|>=) multiplier × second.secondAttribute + constant @priority`.
public struct LayoutConstraint: Sendable, Hashable {
    public var first: Item
    public var firstAttribute: Attribute
    public var relation: Relation
    public var second: Item?
    public var secondAttribute: Attribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Int
    public var label: String?
    public var origin: ConstraintOrigin

    public init(_ first: Item, _ firstAttribute: Attribute, _ relation: Relation,
                _ second: Item? = nil, _ secondAttribute: Attribute? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Int = 1000,
                label: String? = nil, origin: ConstraintOrigin = .user) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = second == nil ? nil : (secondAttribute ?? firstAttribute)
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.label = label
        self.origin = origin
    }
}

/// Why a constraint was refused, in UIKit's words where UIKit has them.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    case locationNeedsPair(Attribute)
    case leadingTrailingWithLeftRight
    case mixedAxes(Attribute, Attribute)
    case sizeWithLocation(Attribute, Attribute)
    case noCommonAncestor(String, String)
    /// Changing an active constraint's priority between required and optional.
    case requiredPriorityChange(existing: Int, passed: Int)
    case badPriority(Int)
    case unknownView(String)
    case duplicateView(String)
    case notAScrollView(String)
    case unknownConstraint(LayoutConstraintID)
    case invalidNumber(String)
    /// A number outside what the layout accepts (see ``NumberLimits``), with the allowed range.
    case outOfRange(String, Double, allowed: String)

    public var description: String {
        switch self {
        case .locationNeedsPair(let a):
            "A constraint cannot make the location attribute '\(a.rawValue)' equal to a constant. Location attributes must be specified in pairs."
        case .leadingTrailingWithLeftRight:
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        case .mixedAxes(let a, let b):
            "Invalid pairing of layout attributes: '\(a.rawValue)' is a \(a.axis) location and '\(b.rawValue)' a \(b.axis) one; locations must be in the same axis (sizes may be related across axes, as an aspect ratio)."
        case .sizeWithLocation(let a, let b):
            "Invalid pairing of layout attributes: '\(a.rawValue)' and '\(b.rawValue)' — a size cannot be related to a location."
        case .noCommonAncestor(let a, let b):
            "Unable to activate constraint with anchors of \(a) and \(b) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal."
        case .requiredPriorityChange(let existing, let passed):
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(passed) and the existing priority was \(existing)."
        case .badPriority(let p):
            "priority \(p) is out of range: priorities are 1...1000"
        case .unknownView(let name): "no view named '\(name)'"
        case .duplicateView(let name): "a view named '\(name)' already exists"
        case .notAScrollView(let name): "'\(name)' is not a scroll view"
        case .unknownConstraint(let id): "no constraint \(id)"
        case .invalidNumber(let what): "\(what) must be a finite number"
        case .outOfRange(let what, let value, let allowed):
            "\(what) \(NumberLimits.describe(value)) is out of range: allowed is \(allowed)"
        }
    }
}
