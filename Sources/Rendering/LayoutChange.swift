import Layout

/// One thing that differs between two snapshots, for ``Report/changes(from:to:)`` and the JSON.
struct LayoutChange: Sendable, Hashable {
    enum Property: Sendable, Hashable {
        /// nil before: the view appeared; nil after: it was removed.
        case frame(Rect?, Rect?)
        case contentSize(Size, Size)
        case contentOffset(Point, Point)
        case zoomScale(Double, Double)
    }

    var name: String
    var property: Property

    /// What changed from `old` to `new`: first the frames, in the new tree order, with the views that
    /// appeared, then the views that are gone, in their old order; then the scroll views' content
    /// size, offset and zoom, in tree order (the order SPEC §5 lists them in).
    ///
    /// Values are compared as they print, so a change below a hundredth of a point, which would print
    /// as `(0,0,10,20) → (0,0,10,20)`, is no change. Only frames are compared, not window rects: when
    /// a scroll view scrolls, its offset line says why everything inside it moved on screen.
    static func between(_ old: LayoutSnapshot, _ new: LayoutSnapshot) -> [LayoutChange] {
        // Usually the same views in the same order: then they pair up by position, with no lookups.
        let aligned = old.views.count == new.views.count && zip(old.views, new.views).allSatisfy { $0.name == $1.name }
        let oldViews = aligned ? [:] : Dictionary(old.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldScroll = Dictionary(old.scrollViews.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var out: [LayoutChange] = []
        // Equal numbers print equal, so only numbers that differ are formatted to compare.
        for (index, view) in new.views.enumerated() {
            guard let before = aligned ? old.views[index] : oldViews[view.name] else {
                out.append(LayoutChange(name: view.name, property: .frame(nil, view.frame)))
                continue
            }
            if before.frame != view.frame, Format.rect(before.frame) != Format.rect(view.frame) {
                out.append(LayoutChange(name: view.name, property: .frame(before.frame, view.frame)))
            }
        }
        let remaining = aligned ? [] : Set(new.views.map(\.name))
        for view in old.views where !aligned && !remaining.contains(view.name) {
            out.append(LayoutChange(name: view.name, property: .frame(view.frame, nil)))
        }
        for now in new.scrollViews {
            guard let was = oldScroll[now.name] else { continue }
            if was.contentSize != now.contentSize, Format.size(was.contentSize) != Format.size(now.contentSize) {
                out.append(LayoutChange(name: now.name, property: .contentSize(was.contentSize, now.contentSize)))
            }
            if was.contentOffset != now.contentOffset, Format.point(was.contentOffset) != Format.point(now.contentOffset) {
                out.append(LayoutChange(name: now.name, property: .contentOffset(was.contentOffset, now.contentOffset)))
            }
            if was.zoomScale != now.zoomScale, Format.number(was.zoomScale) != Format.number(now.zoomScale) {
                out.append(LayoutChange(name: now.name, property: .zoomScale(was.zoomScale, now.zoomScale)))
            }
        }
        return out
    }

    /// The text after the name: `(16,108,343,60) → (16,108,343,80)`, `added (0,0,375,100)`,
    /// `removed`, `contentSize 375×667 → 375×1330`, `offset (0,0) → (0,200)`, `zoom 1× → 2.5×`.
    var text: String {
        switch property {
        case .frame(let before?, let after?): "\(Format.rect(before)) → \(Format.rect(after))"
        case .frame(nil, let after?): "added \(Format.rect(after))"
        case .frame(_, nil): "removed"
        case .contentSize(let before, let after): "contentSize \(Format.size(before)) → \(Format.size(after))"
        case .contentOffset(let before, let after): "offset \(Format.point(before)) → \(Format.point(after))"
        case .zoomScale(let before, let after): "zoom \(Format.scale(before)) → \(Format.scale(after))"
        }
    }
}
