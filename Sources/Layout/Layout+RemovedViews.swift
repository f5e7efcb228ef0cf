/// A view code took out of the hierarchy (`removeFromSuperview()`), kept as UIKit keeps it: the
/// object lives on with its settings and the constraints between it and itself (a width, an
/// aspect ratio), and adding it again (`addSubview`, `addArrangedSubview`) brings them back. The
/// constraints to other views went with the removal, as UIKit removes them.
///
/// Kept for a view with no subviews (a label, a button, an image, a control); a view holding
/// others is removed whole, as before.
public struct RemovedView: Sendable {
    let view: View
    let hidden: Bool
    let alignmentInsets: EdgeInsets?
    /// The user's constraints whose items are all the view itself (or its own guides).
    let ownConstraints: [LayoutConstraint]

    public var name: String { view.name }
}

extension Layout {
    /// What a removal of `id` keeps (see ``RemovedView``); nil for the root, a scroll view, a
    /// stack view, or a view with subviews.
    public func removedView(_ id: ViewID) -> RemovedView? {
        guard id != .root, let v = view(id), v.subviews.isEmpty, !v.isScrollView, stacks[id] == nil else { return nil }
        let own = entries.constraints(naming: [id]).compactMap { cid -> LayoutConstraint? in
            guard let e = entries[cid], e.isActive, e.constraint.origin == .user, e.constraint.first.view == id,
                  e.constraint.second.map({ $0.view == id }) ?? true else { return nil }
            return e.constraint
        }
        return RemovedView(view: v, hidden: hiddenViews.contains(id), alignmentInsets: alignmentInsets[id.rawValue],
                           ownConstraints: own)
    }

    /// Puts a removed view back, under `parent`, with what it kept; its id is a new one.
    public mutating func restore(_ removed: RemovedView, in parent: ViewID) throws(LayoutError) -> ViewID {
        let old = removed.view
        let id = try addView(old.name, kind: old.kind, in: parent, frame: old.declaredFrame)
        if var v = views[id.rawValue] {
            v.translatesAutoresizingMaskIntoConstraints = old.translatesAutoresizingMaskIntoConstraints
            v.autoresizingMask = old.autoresizingMask
            v.autoresizingReference = old.autoresizingReference
            v.layoutMargins = old.layoutMargins
            v.hasTableCellContentMargins = old.hasTableCellContentMargins
            v.hasTableHeaderContentMargins = old.hasTableHeaderContentMargins
            v.insetsLayoutMarginsFromSafeArea = old.insetsLayoutMarginsFromSafeArea
            v.preservesSuperviewLayoutMargins = old.preservesSuperviewLayoutMargins
            v.layoutMarginsFollowReadableWidth = old.layoutMarginsFollowReadableWidth
            v.huggingPriority = old.huggingPriority
            v.compressionResistance = old.compressionResistance
            v.label = old.label
            v.imageSize = old.imageSize
            v.standsInFor = old.standsInFor
            v.unknownImage = old.unknownImage
            v.centeredTextFontSize = old.centeredTextFontSize
            v.alignmentRectInsets = old.alignmentRectInsets
            views[id.rawValue] = v
        }
        if let insets = removed.alignmentInsets { alignmentInsets[id.rawValue] = insets }
        if removed.hidden { hiddenViews.insert(id) }
        updateImplicitConstraints(of: id)
        func moved(_ item: Item) -> Item {
            switch item {
            case .view: .view(id)
            case .content: .content(id)
            case .frame: .frame(id)
            case .margins: .margins(id)
            case .safeArea: .safeArea(id)
            case .readable: .readable(id)
            case .spacer(_, let i): .spacer(id, i)
            }
        }
        let own = removed.ownConstraints.map { c -> LayoutConstraint in
            var c = c
            c.first = moved(c.first)
            c.second = c.second.map(moved)
            return c
        }
        if !own.isEmpty { _ = try activate(own) }
        relayout()
        return id
    }
}
