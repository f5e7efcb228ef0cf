/// Converting a typed number (a Double) to an `Int` without trapping: `Int(x)` stops the program
/// when `x` is NaN, infinite or beyond ±9.2e18, and numbers reach the conversion from anything a
/// user types or pastes (`a[1e19]`, `a[sqrt(-1)]`, a log's priority `1e19`, `@1e30`).
extension Int {
    /// `x` as an Int when it is a whole number small enough to be exact (at most 2^53 in size);
    /// nil for a fraction, NaN, an infinity or a larger number.
    public init?(wholeNumber x: Double) {
        guard x.isFinite, x.rounded() == x, abs(x) <= 9_007_199_254_740_992 else { return nil }
        self = Int(x)
    }

    /// `x` rounded to the nearest Int, held within `range` (NaN gives nil): for a count or a
    /// priority that is meaningful only within bounds anyway.
    public init?(rounding x: Double, within range: ClosedRange<Int>) {
        guard !x.isNaN else { return nil }
        let r = x.rounded()
        if r <= Double(range.lowerBound) { self = range.lowerBound }
        else if r >= Double(range.upperBound) { self = range.upperBound }
        else { self = Int(r) }
    }
}
