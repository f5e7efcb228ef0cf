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

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

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
/// three decimals (halves away from zero), trailing zeros dropped (`343`, `0.5`, `187.333`).
/// Never `-0` (a value that rounds to zero is `0`), never an exponent: a huge value is written out
/// in full (`1e20` is `100000000000000000000`). Not finite: `inf`, `-inf`, `nan`. Deterministic in
/// every locale.
public func formatNumber(_ x: Double) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
    let sign = x < 0 ? "-" : ""
    let magnitude = abs(x)
    // Below 2^53 the thousandths fit in 64 bits; above it every Double is an integer.
    guard magnitude < 9_007_199_254_740_992 else { return sign + integerDigits(magnitude) }
    let thousandths = Int64((magnitude * 1000).rounded())
    if thousandths == 0 { return "0" }
    var text = String(thousandths / 1000)
    let fraction = thousandths % 1000
    if fraction != 0 {
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        text += "." + digits
    }
    return sign + text
}

/// Whether `x` and `y` print differently (``formatNumber(_:)``), mostly settled without printing
/// them: equal numbers print equal, and numbers two thousandths or more apart (below the size where
/// thousandths stop being exact) print differently. A constant high in a long stack asks this of
/// thousands of frames.
@inlinable @inline(__always) public func numbersPrintDifferently(_ x: Double, _ y: Double) -> Bool {
    guard x != y else { return false }
    if abs(x - y) >= 0.002, abs(x) < 1e15, abs(y) < 1e15 { return true }
    if let p = printedThousandths(x), let q = printedThousandths(y) { return p != q }
    return formatNumber(x) != formatNumber(y)
}

/// What ``formatNumber(_:)`` prints of `x`, as a number: its thousandths, rounded as it rounds
/// them, signed, with no `-0`. Two numbers print the same exactly when these are equal. Nil when
/// `x` is too large (or not finite) for that to be sure, to be compared as text.
@usableFromInline func printedThousandths(_ x: Double) -> Int64? {
    guard x.isFinite, abs(x) < 1e15 else { return nil }
    let magnitude = Int64((abs(x) * 1000).rounded())
    return x < 0 ? -magnitude : magnitude
}

extension Rect {
    /// This rect less `insets` on each side (a layout guide in its view's bounds, an alignment
    /// rectangle in its frame); its size may go below 0.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// This rect on a screen's pixel grid: each of its edges rounded to the nearest `1/scale` of
    /// a point, half away from zero, as UIKit applies Auto Layout's values, and its size the
    /// distance between the rounded edges. Views that meet still meet, and a view pinned to an
    /// edge on the grid ends on it. A value within a millionth of a pixel of a half counts as the
    /// half (the solver's arithmetic may land just short of it).
    @inlinable public func snapped(toPixelsOf scale: Double) -> Rect {
        guard scale > 0, minX.isFinite, minY.isFinite, width.isFinite, height.isFinite else { return self }
        let left = minX.pixels(at: scale), top = minY.pixels(at: scale)
        let right = (minX + width).pixels(at: scale), bottom = (minY + height).pixels(at: scale)
        func points(_ pixels: Double) -> Double { pixels == 0 ? 0 : pixels / scale }
        return Rect(x: points(left), y: points(top), width: points(right - left), height: points(bottom - top))
    }

    /// Whether this rect prints differently from `other`: whether one of its four numbers does.
    /// (Four calls, not a loop over pairs.)
    @inlinable @inline(__always) public func printsDifferently(from other: Rect) -> Bool {
        guard self != other else { return false }
        return numbersPrintDifferently(minX, other.minX) || numbersPrintDifferently(minY, other.minY)
            || numbersPrintDifferently(width, other.width) || numbersPrintDifferently(height, other.height)
    }
}

/// The decimal digits of a finite, integral, non-negative Double of 2^53 or more: its significand
/// doubled as many times as its exponent says, in base-10⁹ limbs (least significant first).
private func integerDigits(_ value: Double) -> String {
    var limbs: [UInt64] = []
    var significand = (UInt64(1) << 52) | value.significandBitPattern
    while significand > 0 {
        limbs.append(significand % 1_000_000_000)
        significand /= 1_000_000_000
    }
    var shift = Int(value.exponent) - 52
    while shift > 0 {
        // A limb is below 2^30, so shifting by up to 30 bits stays within 64.
        let step = min(shift, 30)
        var carry: UInt64 = 0
        for i in limbs.indices {
            let v = (limbs[i] << UInt64(step)) + carry
            limbs[i] = v % 1_000_000_000
            carry = v / 1_000_000_000
        }
        while carry > 0 {
            limbs.append(carry % 1_000_000_000)
            carry /= 1_000_000_000
        }
        shift -= step
    }
    var text = String(limbs.last ?? 0)
    for limb in limbs.dropLast().reversed() {
        let digits = String(limb)
        text += String(repeating: "0", count: 9 - digits.count) + digits
    }
    return text
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

extension Double {
    /// This length rounded to the nearest pixel of a `scale`× screen (see ``Rect/snapped(toPixelsOf:)``).
    @inlinable public func snapped(toPixelsOf scale: Double) -> Double {
        guard isFinite, scale > 0 else { return self }
        let pixels = pixels(at: scale)
        return pixels == 0 ? 0 : pixels / scale
    }

    /// The whole number of `scale`× pixels nearest this length, half away from zero.
    @inlinable func pixels(at scale: Double) -> Double {
        let pixels = self * scale
        return (pixels + (pixels < 0 ? -1e-6 : 1e-6)).rounded()
    }
}
