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

extension Answer {
    /// `newView.top == newView.bottom` in the minimal set, of a view the log names by a key
    /// (`UIView:newView`, Masonry's `mas_key`; an accessibility identifier) and no address: two
    /// views that share the key are read as one, which relating a view's own edges suggests. Said
    /// when the set is smaller than the one UIKit listed; nil otherwise.
    static func sharedKeyText(_ set: [LayoutConstraintID], listed: Int, _ rebuild: Rebuild) -> String? {
        guard set.count < listed else { return nil }
        for id in set {
            guard let c = rebuild.layout.constraint(id), case .view(let view) = c.first, c.second == c.first,
                  c.secondAttribute != c.firstAttribute,
                  let rebuilt = rebuild.views.first(where: { $0.id == view }),
                  let key = rebuilt.item.address, !key.hasPrefix("0x") else { continue }
            return "'\(rebuilt.name)' relates its own edges: the log names it by a key ('\(rebuilt.item.className ?? "UIView"):\(key)'), "
                + "with no address, so views that share that key (a mas_key set on two views) are one view here. If they are two, "
                + "the \(listed) constraints UIKit listed are their conflict, and this smaller set is not."
        }
        return nil
    }
}
