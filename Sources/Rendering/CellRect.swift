/// A box in cells: the columns and rows of its four borders, inclusive.
struct CellRect: Sendable, Hashable {
    var left, top, right, bottom: Int

    /// The cells both boxes cover, or nil when they do not meet.
    func intersection(_ other: CellRect) -> CellRect? {
        let result = CellRect(
            left: max(left, other.left), top: max(top, other.top),
            right: min(right, other.right), bottom: min(bottom, other.bottom))
        guard result.left <= result.right, result.top <= result.bottom else { return nil }
        return result
    }
}
