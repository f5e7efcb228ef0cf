import Layout

/// A problem that holds in a layout, for ``Report/warnings(_:since:)``, `explain` and the JSON.
struct LayoutWarning: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A required constraint broken to keep the layout going.
        case conflict(ConflictReport)
        /// "Scrollable content size ambiguity".
        case contentAmbiguity(ContentAmbiguity)
        /// A view whose position or size on an axis is not determined.
        case ambiguity(Ambiguity)
        /// A contentSize set by hand that constraints override.
        case overriddenContentSize(ViewID, hand: Size, used: Size, axes: [Axis])
        /// A frame whose width or height the constraints make negative, with the constraints on
        /// that axis that hold (the ones that force it).
        case negativeSize(ViewID, Axis, size: Double, forcing: [LayoutConstraintID])
    }

    var kind: Kind
    /// Whether it did not hold in the snapshot compared with (always, without one).
    var isNew: Bool
    /// The warning as printed: the conflict block when new, else one line.
    var text: String

    var tone: ReportText.Tone {
        if case .conflict = kind { return .error }
        return .warning
    }

    /// The warnings of `layout` in a fixed order: conflicts (by the broken constraint's id), content
    /// size ambiguity and view ambiguity (tree order, horizontal first), overridden content sizes,
    /// negative sizes. `now` is a snapshot of `layout`, when the caller has one.
    static func all(in layout: Layout, now: LayoutSnapshot? = nil, since old: LayoutSnapshot?) -> [LayoutWarning] {
        let now = now ?? LayoutSnapshot(layout)
        let diagnostics = now.diagnostics
        var out: [LayoutWarning] = []
        // Looked up once each: with a thousand ambiguous views, a search of the old list for each
        // would make every entry's warnings cost the square of the views.
        let oldContent = old.map { Set($0.diagnostics.contentAmbiguities) }
        let oldAmbiguities = old.map { Set($0.diagnostics.ambiguities) }
        for report in diagnostics.conflicts {
            let isNew = old.map { !$0.diagnostics.conflicts.contains(report) } ?? true
            let text = isNew ? Report.conflict(report, in: layout) : stillBroken(report, in: layout)
            out.append(LayoutWarning(kind: .conflict(report), isNew: isNew, text: text))
        }
        for ambiguity in diagnostics.contentAmbiguities {
            let isNew = oldContent.map { !$0.contains(ambiguity) } ?? true
            out.append(LayoutWarning(kind: .contentAmbiguity(ambiguity), isNew: isNew, text: ambiguity.message))
        }
        for ambiguity in diagnostics.ambiguities {
            let isNew = oldAmbiguities.map { !$0.contains(ambiguity) } ?? true
            let name = layout.name(of: ambiguity.view) ?? "?"
            let text = "Ambiguous layout: \(name) has an ambiguous \(Self.list(ambiguity.missing))"
                + " — \(fix(for: ambiguity))"
            out.append(LayoutWarning(kind: .ambiguity(ambiguity), isNew: isNew, text: text))
        }
        // Only scroll views have a content size: the snapshot lists them, so no view is looked at.
        for record in now.scrollViews {
            guard let hand = record.overriddenHandSize, let info = layout.scrollInfo(record.id) else { continue }
            let name = record.name
            let axes = [info.constraintsSetWidth ? Axis.horizontal : nil, info.constraintsSetHeight ? .vertical : nil]
                .compactMap { $0 }
            let isNew = old.map { snapshot in
                !snapshot.scrollViews.contains { $0.name == name && $0.overriddenHandSize == hand }
            } ?? true
            let what = axes.count == 2 ? "its size" : axes == [.horizontal] ? "its width" : "its height"
            let text = "\(name).contentSize was set to \(Format.size(hand)) by hand, but constraints determine"
                + " \(what): contentSize is \(Format.size(info.contentSize)) — don't set contentSize with Auto Layout"
            out.append(LayoutWarning(
                kind: .overriddenContentSize(record.id, hand: hand, used: info.contentSize, axes: axes),
                isNew: isNew, text: text))
        }
        out += negativeSizes(in: layout, now: now, since: old, ambiguities: diagnostics.ambiguities)
        return out
    }

    /// Frames with a negative width or height. UIKit lays such a frame out as it is (and draws
    /// nothing); the warning says which constraints force it: the ones on that axis that mention
    /// the view and hold, required or met. New when the size was not this negative value before.
    ///
    /// The views are those the snapshot's geometry lists as negatively sized (kept as the frames
    /// are, so finding none costs nothing per view); the constraints are looked at only for a
    /// view that has a negative size.
    ///
    /// When the view, or a view those constraints tie it to, is ambiguous on that axis, the size
    /// is one of many the constraints allow, not one they force: the warning says so and sends
    /// to the ambiguity first.
    static func negativeSizes(in layout: Layout, now: LayoutSnapshot, since old: LayoutSnapshot?,
                              ambiguities: [Ambiguity] = []) -> [LayoutWarning] {
        var out: [LayoutWarning] = []
        var unmet: Set<LayoutConstraintID>? = nil
        for id in now.geometry.negativelySized {
            guard let frame = now.frames[id.rawValue], frame.width < 0 || frame.height < 0,
                  let name = now.name(of: id) else { continue }
            let unsatisfied = unmet ?? Set(layout.unsatisfiedOptional().map(\.id))
            unmet = unsatisfied
            for axis in Axis.allCases {
                let size = axis == .horizontal ? frame.width : frame.height
                guard size < 0 else { continue }
                let forcing = layout.constraintIDs.filter { cid in
                    guard layout.isActive(cid), !unsatisfied.contains(cid), let c = layout.constraint(cid),
                          c.firstAttribute.axis == axis, layout.conflicts.allSatisfy({ $0.broken != cid }) else { return false }
                    switch c.origin {
                    case .user, .autoresizingMask: break
                    default: return false
                    }
                    return c.first.view == id || c.second?.view == id
                }
                let was = old?.frame(named: name, hint: id).map { axis == .horizontal ? $0.width : $0.height }
                let dimension = axis == .horizontal ? "width" : "height"
                var text = "Negative size: \(name) has a \(dimension) of \(formatNumber(size))"
                var tied: Set<ViewID> = [id]
                for cid in forcing {
                    guard let c = layout.constraint(cid) else { continue }
                    tied.insert(c.first.view)
                    if let second = c.second { tied.insert(second.view) }
                }
                let unsettled = ambiguities.filter { $0.axis == axis && tied.contains($0.view) }.compactMap { layout.name(of: $0.view) }
                if !unsettled.isEmpty {
                    text += " — one of the sizes the constraints allow while \(list(unsettled)) \(unsettled.count == 1 ? "is" : "are")"
                        + " ambiguous on this axis (see above): fix that first"
                } else {
                    if !forcing.isEmpty {
                        text += " — \(list(forcing.map { layout.describe($0) })) force\(forcing.count == 1 ? "s" : "") it"
                    }
                    text += "; UIKit lays it out the same and draws nothing"
                }
                out.append(LayoutWarning(kind: .negativeSize(id, axis, size: size, forcing: forcing),
                                         isNew: was != size, text: text))
            }
        }
        return out
    }

    /// The one-line reminder of a conflict printed in full before.
    static func stillBroken(_ report: ConflictReport, in layout: Layout) -> String {
        let others = report.culprits.count
        let plural = others == 1 ? "" : "s"
        return "Still unsatisfiable: \(layout.describe(report.broken)) is broken"
            + " (it conflicts with \(others) constraint\(plural))"
    }

    /// What would remove an ambiguity, in SnapKit's terms (left and right, as the seeds write them).
    static func fix(for ambiguity: Ambiguity) -> String {
        if !ambiguity.competing.isEmpty { return Layout.tie(ambiguity.competing) }
        let horizontal = ambiguity.axis == .horizontal
        let (near, far, center, size) = horizontal ? ("left", "right", "centerX", "width") : ("top", "bottom", "centerY", "height")
        let position = ambiguity.missing.contains { $0.hasSuffix("position") }
        let sized = !ambiguity.missing.contains(size)
        switch (position, sized) {
        case (true, true): return "pin its \(near), \(far) or \(center)"
        case (false, false): return "give it a \(size), or pin both its \(near) and \(far)"
        default: return "pin both its \(near) and \(far), or one of them (or \(center)) and give it a \(size)"
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
