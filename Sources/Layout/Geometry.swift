/// A point in points, UIKit's coordinates: origin top-left, y grows downward.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle: origin and size, as a CGRect.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Edge insets (top, left, bottom, right), as UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable {
    public var top, left, bottom, right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()
}

/// An affine transform `[a b c d tx ty]`, as CGAffineTransform. Only scales occur (zooming).
public struct Transform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func scale(_ z: Double) -> Transform {
        Transform(a: z, b: 0, c: 0, d: z, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }
}

/// How numbers print everywhere in Layoutbook: integers without a fraction, others with at most
/// two decimals, trailing zeros dropped (`343`, `0.5`, `187.33`). Deterministic in every locale.
public func formatNumber(_ x: Double) -> String {
    let rounded = (x * 100).rounded() / 100
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    let hundredths = Int64((abs(rounded) * 100).rounded())
    var text = "\(hundredths / 100)."
    let fraction = hundredths % 100
    text += fraction < 10 ? "0\(fraction)" : "\(fraction)"
    while text.hasSuffix("0") { text.removeLast() }
    return (rounded < 0 ? "-" : "") + text
}

extension Rect: CustomStringConvertible {
    /// `(16,108,343,60)`, as Layoutbook prints frames.
    public var description: String {
        "(\(formatNumber(minX)),\(formatNumber(minY)),\(formatNumber(width)),\(formatNumber(height)))"
    }
}

extension Transform: CustomStringConvertible {
    /// `[2.5 0 0 2.5 0 0]`.
    public var description: String {
        "[\([a, b, c, d, tx, ty].map(formatNumber).joined(separator: " "))]"
    }
}
