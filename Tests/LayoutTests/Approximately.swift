import Layout

infix operator ≈: ComparisonPrecedence

// Equal to within a millionth of a point. Text sizes are rounded up to an @3x pixel, a third of
// a point, which binary numbers cannot hold exactly; sums of thirds then differ from the written
// fraction in the last bit, by the order of the additions.

func ≈ (a: Double?, b: Double) -> Bool {
    guard let a else { return false }
    return abs(a - b) < 1e-6
}

func ≈ (a: Size?, b: Size) -> Bool {
    guard let a else { return false }
    return a.width ≈ b.width && a.height ≈ b.height
}

func ≈ (a: Rect?, b: Rect) -> Bool {
    guard let a else { return false }
    return a.origin.x ≈ b.origin.x && a.origin.y ≈ b.origin.y && a.size ≈ b.size
}
