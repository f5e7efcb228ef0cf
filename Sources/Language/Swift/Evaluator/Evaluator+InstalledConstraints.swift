import Layout

extension Evaluator {
    /// `view.constraints`: the active constraints the code made that UIKit installs on the view —
    /// those whose items' closest common ancestor it is, a size constraint on the view itself
    /// (``Layout/installationView(of:)``) — in the order they were made.
    ///
    /// Each is the constraint value a name already stands for when there is one (so `===`, a
    /// stored reference and a change of its constant all reach the same constraint), or a new
    /// value for it. What UIKit makes itself is not listed: a label's or an image's content-size
    /// constraints, a stack view's, the autoresizing mask's.
    mutating func installedConstraints(on view: String) -> Value {
        let layout = session.state.layout
        guard let id = layout.id(of: viewName(view)) else {
            // A view not placed yet: its constraints wait to be made with its tree (in UIKit they
            // are installed already), so none can be listed, and code that looks one up finds
            // nothing — said, rather than a change that silently does not happen.
            let top = session.detachedTop(of: viewName(view))
            if session.state.detached[top]?.pending.isEmpty == false {
                note("\(view).constraints is read before '\(top)' is placed: its constraints are made when "
                     + "view.addSubview(\(top)) places it, so none are listed here and a change made through the list is lost")
            }
            return .array([])
        }
        // The table's hold on its cell (UIView-Encapsulated-Layout-Width) is UIKit's own, on the
        // cell, not in its contentView's list (the content view is the cell here): code that
        // removes every constraint of the contentView keeps the row's width.
        let mine = layout.constraintIDs.filter { cid in
            guard let c = layout.constraint(cid) else { return false }
            return c.origin == .user && c.label?.hasPrefix("UIView-Encapsulated-Layout-") != true
                && layout.installationView(of: cid) == id
        }
        return constraintValues(mine)
    }

    /// PureLayout 1–2's `autoRemoveConstraintsAffectingView`: the code's constraints that name
    /// the view (or, `andSubviews`, a view inside it) as an item, wherever they are installed;
    /// not UIKit's own (its intrinsic size, its mask, a table's hold), as PureLayout leaves those.
    mutating func constraintsAffecting(_ view: String, andSubviews: Bool) -> Value {
        let layout = session.state.layout
        guard let id = layout.id(of: viewName(view)) else { return .array([]) }
        let views = Set(andSubviews ? layout.subtree(of: id) : [id])
        let affecting = layout.constraintIDs.filter { cid in
            guard let c = layout.constraint(cid), c.origin == .user, c.label?.hasPrefix("UIView-Encapsulated-Layout-") != true else {
                return false
            }
            return views.contains(c.first.view) || c.second.map { views.contains($0.view) } == true
        }
        return constraintValues(affecting)
    }

    /// Constraints of the layout as values code holds: the name that already stands for each,
    /// else a new one.
    mutating func constraintValues(_ mine: [LayoutConstraintID]) -> Value {
        let layout = session.state.layout
        guard !mine.isEmpty else { return .array([]) }
        let wanted = Set(mine)
        // The key that already stands for each constraint alone; the least of several, so the
        // choice does not follow the dictionary's order.
        var keys: [LayoutConstraintID: String] = [:]
        for (key, named) in session.state.names {
            guard let ids = named.ids, ids.count == 1, wanted.contains(ids[0]) else { continue }
            if let held = keys[ids[0]], held < key { continue }
            keys[ids[0]] = key
        }
        var out: [Value] = []
        for cid in mine {
            if let key = keys[cid] {
                out.append(.constraint(key))
                continue
            }
            guard let c = layout.constraint(cid) else { continue }
            let key = newConstraintKey()
            session.state.names[key] = NamedConstraint(definitions: [c], ids: [cid])
            out.append(.constraint(key))
        }
        return .array(out)
    }

    /// A constraint's item as a value: the view, or the view that owns the guide.
    func constraintItem(_ item: Item?) -> Value {
        guard let item, let name = session.state.layout.name(of: item.view) else { return .none }
        return .view(name)
    }
}
