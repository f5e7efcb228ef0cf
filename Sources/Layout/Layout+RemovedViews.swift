/// A view code took out of the hierarchy (`removeFromSuperview()`), kept as UIKit keeps the
/// object: it lives on with its settings and the constraints between it and itself (a width, an
/// aspect ratio), and adding it again (`addSubview`, `addArrangedSubview`) brings them back. The
/// constraints to other views went with the removal, as UIKit removes them.
///
/// Kept for a view of any kind but a scroll view or a stack view (and with no such view inside
/// it); one of those is removed whole, as before.
public struct RemovedView: Sendable {
    let view: View
    let hidden: Bool
    let alignmentInsets: EdgeInsets?
    /// The user's constraints whose items are all the view itself (or its own guides).
    let ownConstraints: [LayoutConstraint]

    public var name: String { view.name }
    public var kind: ViewKind { view.kind }
}

/// A view taken out with the views inside it (see ``RemovedView``): each view, the top first and
/// each after its superview, and the user's constraints between views of the tree, which stay
/// with it in UIKit and come back when it is added again.
public struct RemovedTree: Sendable {
    /// Each view with the name of its superview in the tree (nil for the top).
    public let views: [(view: RemovedView, superview: String?)]
    let between: [LayoutConstraint]
    /// The names of the tree's views by the ids they had.
    let names: [ViewID: String]

    public var top: RemovedView { views[0].view }
    /// The names of the tree's views by the ids they had.
    public var viewNames: [ViewID: String] { names }
}

extension Layout {
    /// What a removal of `id` keeps of it and the views inside it (see ``RemovedTree``); nil for
    /// the root, or a tree that holds a scroll view or a stack view.
    public func removedTree(_ id: ViewID) -> RemovedTree? {
        guard id != .root else { return nil }
        let tree = subtree(of: id)
        let inside = Set(tree)
        var views: [(view: RemovedView, superview: String?)] = []
        var names: [ViewID: String] = [:]
        for member in tree {
            guard let v = view(member), !v.isScrollView, stacks[member] == nil else { return nil }
            let own = entries.constraints(naming: [member]).compactMap { cid -> LayoutConstraint? in
                guard let e = entries[cid], e.isActive, e.constraint.origin == .user, e.constraint.first.view == member,
                      e.constraint.second.map({ $0.view == member }) ?? true else { return nil }
                return e.constraint
            }
            views.append((RemovedView(view: v, hidden: hiddenViews.contains(member), alignmentInsets: alignmentInsets[member.rawValue],
                                      ownConstraints: own),
                          member == id ? nil : v.superview.flatMap { view($0)?.name }))
            names[member] = v.name
        }
        let between = entries.constraints(naming: tree).compactMap { cid -> LayoutConstraint? in
            guard let e = entries[cid], e.isActive, e.constraint.origin == .user, let second = e.constraint.second,
                  second.view != e.constraint.first.view, inside.contains(e.constraint.first.view), inside.contains(second.view)
            else { return nil }
            return e.constraint
        }
        return RemovedTree(views: views, between: between, names: names)
    }

    /// A constraint kept by the code (`let top = chip.topAnchor.constraint(…)`) whose views were
    /// taken out and put back: each item on the view of its name now (`names`: the names the
    /// removed views had, by their ids then); nil when one of them is in the layout under none.
    public func rebound(_ constraint: LayoutConstraint, names: [ViewID: String]) -> LayoutConstraint? {
        func moved(_ item: Item) -> Item? {
            if view(item.view) != nil { return item }
            if let name = names[item.view], let id = id(of: name) { return item.on(id) }
            return nil
        }
        return Self.moving(constraint, moved)
    }

    /// The constraint with each item moved as `moved` says; nil when it moves one nowhere.
    static func moving(_ constraint: LayoutConstraint, _ moved: (Item) -> Item?) -> LayoutConstraint? {
        var c = constraint
        guard let first = moved(c.first) else { return nil }
        c.first = first
        if let second = c.second {
            guard let moved = moved(second) else { return nil }
            c.second = moved
        }
        return c
    }

    /// Brings back the constraints between the views of a tree put back whole (each view by
    /// ``restore(_:in:frame:)``), matched to the views by name: those between views still in the
    /// tree headed by `top` (a view code took out of it meanwhile left its constraints behind).
    public mutating func restoreConstraints(of tree: RemovedTree, inside top: ViewID) throws(LayoutError) {
        guard !tree.between.isEmpty else { return }
        func moved(_ item: Item) -> Item? {
            guard let name = tree.names[item.view], let id = id(of: name), id == top || isDescendant(id, of: top) else { return nil }
            return item.on(id)
        }
        let restored = tree.between.compactMap { Self.moving($0, moved) }
        if !restored.isEmpty { _ = try activate(restored) }
        relayout()
    }

    /// Puts a removed view back, under `parent`, with what it kept; its id is a new one. `frame`:
    /// the frame code gave it while it was out (else the one it was declared with).
    public mutating func restore(_ removed: RemovedView, in parent: ViewID, frame: Rect? = nil) throws(LayoutError) -> ViewID {
        let old = removed.view
        let id = try addView(old.name, kind: old.kind, in: parent, frame: frame ?? old.declaredFrame)
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
        let own = removed.ownConstraints.map { c -> LayoutConstraint in
            var c = c
            c.first = c.first.on(id)
            c.second = c.second?.on(id)
            return c
        }
        if !own.isEmpty { _ = try activate(own) }
        relayout()
        return id
    }
}
