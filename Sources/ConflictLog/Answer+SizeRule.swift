import Layout
import Rendering

extension Answer {
    /// Whether a constraint of the rebuilt layout is UIKit's rule that a view's width or height is
    /// never negative: the model's own, marked by its origin, not one of the log's entries.
    static func isSizeRule(_ id: LayoutConstraintID, _ rebuild: Rebuild) -> Bool {
        rebuild.layout.constraint(id)?.origin == .nonNegativeSize
    }

    /// `a height cannot be negative: 0 − 10 − 9 = −19 for imageView1 (…)`, as the session's report
    /// says it (``ConflictAdvice/negativeSize(in:layout:sources:)``).
    static func negativeSizeText(in conflict: ConflictReport, _ rebuild: Rebuild) -> String? {
        ConflictAdvice.negativeSize(in: conflict, layout: rebuild.layout, sources: rebuild)
    }
}
