/// The numbers a layout accepts, checked where they enter (constants, multipliers, frames, sizes,
/// centre points, insets, offsets, font sizes, zoom scales), so that no number a user can type
/// makes a frame infinite or NaN further on.
///
/// UIKit takes any CGFloat and lays out garbage for extreme ones; Layoutbook refuses them with
/// the range instead. The ranges are far beyond any screen and well inside what the solver's
/// double-precision arithmetic keeps apart from rounding noise (see `Solver.largestConstant`).
public enum NumberLimits {
    /// Lengths and positions (constants, frames, sizes, insets, offsets): at most this in size.
    public static let largestLength = 1.0e12
    /// Multipliers: 0 or a size within this range.
    public static let multiplierRange: ClosedRange<Double> = 1.0e-9...1.0e9
    /// Zoom scales: within this range (a 1e12-point view zoomed 1e20 times is still finite).
    public static let zoomRange: ClosedRange<Double> = 1.0e-20...1.0e20
    /// Font sizes: above 0 and at most this.
    public static let largestFontSize = 10_000.0

    /// A refused number as typed: plainly when it is ordinary, else in exponent form (`1e+308`,
    /// `1e-12`), never thousands of digits or a rounded 0.
    static func describe(_ value: Double) -> String {
        NumberText.describe(value)
    }

    /// Checks a length or position; `what` names it in the error ("the constant").
    static func length(_ value: Double, _ what: String) throws(LayoutError) {
        guard value.isFinite, abs(value) <= largestLength else {
            throw .outOfRange(what, value, allowed: "-1e12…1e12")
        }
    }

    /// Checks a length that cannot be negative (a size).
    static func size(_ value: Double, _ what: String) throws(LayoutError) {
        guard value.isFinite, value >= 0, value <= largestLength else {
            throw .outOfRange(what, value, allowed: "0…1e12")
        }
    }

    /// Checks a multiplier: 0, or ±1e-9…1e9.
    static func multiplier(_ value: Double) throws(LayoutError) {
        guard value.isFinite, value == 0 || multiplierRange.contains(abs(value)) else {
            throw .outOfRange("the multiplier", value, allowed: "0, or -1e9…-1e-9 and 1e-9…1e9")
        }
    }

    /// Whether a multiplier is steep enough that a chain of them could overflow (outside
    /// 1e-3…1e3 in size): the layout then checks its frames after the constraint goes in.
    static func isSteep(_ value: Double) -> Bool {
        value != 0 && !(1.0e-3...1.0e3).contains(abs(value))
    }

    /// Checks a zoom scale: 1e-20…1e20.
    static func scale(_ value: Double, _ what: String) throws(LayoutError) {
        guard value.isFinite, zoomRange.contains(value) else {
            throw .outOfRange(what, value, allowed: "1e-20…1e20")
        }
    }

    /// Checks a font size: above 0, at most 10000.
    static func fontSize(_ value: Double) throws(LayoutError) {
        guard value.isFinite, value > 0, value <= largestFontSize else {
            throw .outOfRange("the font size", value, allowed: "above 0, at most 10000")
        }
    }
}

extension Rect {
    /// Checks a frame typed by the user: origin and size within ±1e12.
    func checkLimits() throws(LayoutError) {
        try NumberLimits.length(minX, "the frame's x")
        try NumberLimits.length(minY, "the frame's y")
        try NumberLimits.length(width, "the frame's width")
        try NumberLimits.length(height, "the frame's height")
    }
}
