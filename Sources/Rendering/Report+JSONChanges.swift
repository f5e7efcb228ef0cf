import Layout

extension Report {
    /// The JSON records of what an entry changed, in the order ``json(from:to:now:)`` lists the
    /// whole state, each kind only where something changed:
    ///
    /// - the `screen` record, when the screen or the device changed;
    /// - a `view` record for each view added or moved to another superview (by name), in tree order;
    /// - a `scrollView` record for each scroll view added or whose scroll state changed (content size,
    ///   offset, insets, ranges, zoom), in tree order;
    /// - every `change` (frames moved, views added and removed, content size, offset and zoom), all of
    ///   them — where the prompt prints the first twenty, a program keeps them all;
    /// - a `resolved` record for each warning that held in `old` and holds no more (described as
    ///   it was then), then each `warning` new since `old`: a warning that goes on holding is not
    ///   listed again.
    ///
    /// `was` is the layout `old` is a snapshot of; `now` the snapshot of `layout` taken since `old`. What did not change costs one comparison
    /// a view (the frames were compared as the snapshot worked them out): a one-line change at a
    /// thousand views writes the records of what it moved, not a thousand views'.
    public static func jsonChanges(from old: LayoutSnapshot, was: Layout, to layout: Layout, now: LayoutSnapshot,
                                   lines sourceLines: ConstraintLines = ConstraintLines()) -> [String] {
        var lines: [JSONValue] = []
        if old.screen != now.screen || old.environment != now.environment { lines.append(screenJSON(layout)) }
        let placed = placedViews(from: old, to: now)
        if !placed.isEmpty {
            let facts = JSONViewFacts(layout, now: now)
            lines += placed.compactMap(facts.record(of:))
        }
        var oldScroll: [String: LayoutSnapshot.ScrollRecord] = [:]
        for record in old.scrollViews where oldScroll[record.name] == nil { oldScroll[record.name] = record }
        for record in now.scrollViews {
            if let was = oldScroll[record.name], was.info == record.info, was.zoomViewName == record.zoomViewName { continue }
            if let json = scrollViewJSON(record.id, in: layout) { lines.append(json) }
        }
        var text = lines.map(\.encoded)
        text += LayoutChange.between(old, now).map(changeLine)
        // The resolved first: a view remade under the same name is resolved and new at once, and
        // a client that applies the records in order must end with the new one.
        text += LayoutWarning.resolved(was: was, old: old, now: now).map { warningJSON($0, in: was, resolved: true).encoded }
        for warning in LayoutWarning.all(in: layout, now: now, since: old, lines: sourceLines) where warning.isNew {
            text.append(warningJSON(warning, in: layout, lines: sourceLines).encoded)
        }
        return text
    }

    /// The views of `now` that `old` has not under the same name, or has in a superview of another
    /// name, in tree order. While the views are the same (no view added, removed or renamed), none.
    static func placedViews(from old: LayoutSnapshot, to now: LayoutSnapshot) -> [ViewID] {
        guard !old.hasSameViews(as: now) else { return [] }
        var out: [ViewID] = []
        let oldParents = old.geometry.superviews, newParents = now.geometry.superviews
        for id in now.order {
            guard let was = old.id(matching: id, in: now) else {
                out.append(id)
                continue
            }
            let parent = id.rawValue < newParents.count ? Int(newParents[id.rawValue]) : -1
            let oldParent = was.rawValue < oldParents.count ? Int(oldParents[was.rawValue]) : -1
            let parentName = parent >= 0 ? now.name(of: ViewID(parent)) : nil
            let oldParentName = oldParent >= 0 ? old.name(of: ViewID(oldParent)) : nil
            if parentName != oldParentName { out.append(id) }
        }
        return out
    }
}
