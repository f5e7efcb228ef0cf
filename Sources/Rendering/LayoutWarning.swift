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
        /// A required constraint the frames do not meet: its numbers are too far apart for the
        /// solver's arithmetic (see ``Layout/unheldConstraints()``).
        case unheld(UnheldConstraint)
        /// A contentSize set by hand that constraints override.
        case overriddenContentSize(ViewID, hand: Size, used: Size, axes: [Axis])
    }

    var kind: Kind
    /// Whether it did not hold in the snapshot compared with (always, without one).
    var isNew: Bool
    /// The warning as printed: the conflict block when new, else one line.
    var text: String
    /// A new conflict's fixes, ranked (``ConflictAdvice``); empty for the others.
    var fixes: [ConflictFix] = []

    var tone: ReportText.Tone {
        if case .conflict = kind { return .error }
        if case .unheld = kind { return .error }
        return .warning
    }

    /// The warnings of `layout` in a fixed order: conflicts (by the broken constraint's id), content
    /// size ambiguity and view ambiguity (tree order, horizontal first), overridden content sizes.
    /// (No size is negative: UIKit's engine makes that a conflict; see the layout's size rule.)
    /// `now` is a snapshot of `layout`, when the caller has one.
    /// `lines` says where the session's script made each constraint, for a conflict's advice;
    /// without `advise`, a new conflict's block is made without its fixes (each is tried on a
    /// copy of the layout), for a caller that does not print it.
    static func all(in layout: Layout, now: LayoutSnapshot? = nil, since old: LayoutSnapshot?,
                    lines: ConstraintLines = ConstraintLines(), advise: Bool = true) -> [LayoutWarning] {
        listed(in: layout, now: now, since: old, lines: lines, advise: advise, folding: false).warnings
    }

    /// The warnings as printed after an entry are listed: ``all(in:now:since:lines:advise:)``,
    /// except that a view ambiguity that held in `old` as well is not a warning of its own but
    /// one of ``Listed/stillAmbiguous``, which is printed as one line naming the views (see
    /// ``Report/printed(_:in:)``): a layout being built view by view has thousands of them.
    static func listed(in layout: Layout, now: LayoutSnapshot?, since old: LayoutSnapshot?,
                       lines: ConstraintLines) -> Listed {
        listed(in: layout, now: now, since: old, lines: lines, advise: true, folding: true)
    }

    /// Warnings with the view ambiguities that persist folded out of them.
    struct Listed {
        var warnings: [LayoutWarning] = []
        /// The views with an ambiguity that held before too, each once, in tree order.
        var stillAmbiguous: [ViewID] = []
        /// Where in ``warnings`` the view ambiguities end: the line naming ``stillAmbiguous`` goes there.
        var ambiguitiesEnd = 0
    }

    private static func listed(in layout: Layout, now: LayoutSnapshot?, since old: LayoutSnapshot?,
                               lines: ConstraintLines, advise: Bool, folding: Bool) -> Listed {
        var listed = Listed()
        let now = now ?? LayoutSnapshot(layout)
        let diagnostics = now.diagnostics
        var out: [LayoutWarning] = []
        // Looked up once each: with a thousand ambiguous views, a search of the old list for each
        // would make every entry's warnings cost the square of the views.
        let oldConflicts = old.map { Set($0.diagnostics.conflicts) }
        let oldContent = old.map { Set($0.diagnostics.contentAmbiguities) }
        let oldAmbiguities = old.map { AmbiguityTable($0.diagnostics.ambiguities) }
        // Tries of fixes shared by the conflicts: copies of one constraint break alike.
        let trials = ConflictTrials()
        for report in diagnostics.conflicts {
            let isNew = oldConflicts.map { !$0.contains(report) } ?? true
            guard isNew else {
                out.append(LayoutWarning(kind: .conflict(report), isNew: false, text: stillBroken(report, in: layout)))
                continue
            }
            let sources = SessionSources(layout, lines: lines)
            let fixes = advise ? ConflictAdvice.fixes(for: report, in: layout, sources: sources, trials: trials) : []
            out.append(LayoutWarning(kind: .conflict(report), isNew: true,
                                     text: Report.conflict(report, in: layout, sources: sources, fixes: fixes), fixes: fixes))
        }
        // Said after every entry while it holds: a constraint shown as in place and broken is
        // never left to be found in the frames.
        for unheld in diagnostics.unheld {
            let isNew = old.map { !$0.diagnostics.unheld.contains { $0.id == unheld.id } } ?? true
            out.append(LayoutWarning(kind: .unheld(unheld), isNew: isNew, text: unheldText(unheld, in: layout)))
        }
        for ambiguity in diagnostics.contentAmbiguities {
            let isNew = oldContent.map { !$0.contains(ambiguity) } ?? true
            out.append(LayoutWarning(kind: .contentAmbiguity(ambiguity), isNew: isNew, text: ambiguity.message))
        }
        for ambiguity in diagnostics.ambiguities {
            let isNew = oldAmbiguities.map { !$0.contains(ambiguity) } ?? true
            guard isNew || !folding else {
                if listed.stillAmbiguous.last != ambiguity.view { listed.stillAmbiguous.append(ambiguity.view) }
                continue
            }
            let name = layout.name(of: ambiguity.view) ?? "?"
            let text = "Ambiguous layout: \(name) has an ambiguous \(Self.list(ambiguity.missing))"
                + " — \(fix(for: ambiguity, in: layout, among: diagnostics.ambiguities))"
            out.append(LayoutWarning(kind: .ambiguity(ambiguity), isNew: isNew, text: text))
        }
        listed.ambiguitiesEnd = out.count
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
        listed.warnings = out
        return listed
    }

    /// The warnings that held in `old` (a snapshot of `was`) and hold no more in `now`, in the
    /// order ``all(in:now:since:)`` lists them, described as they were in `was` (a constraint a
    /// change removed is still named). Asked of `was` only when one has gone.
    static func resolved(was: Layout, old: LayoutSnapshot, now: LayoutSnapshot) -> [LayoutWarning] {
        let conflicts = Set(now.diagnostics.conflicts)
        let content = Set(now.diagnostics.contentAmbiguities)
        let ambiguities = Set(now.diagnostics.ambiguities)
        func handSetHolds(_ record: LayoutSnapshot.ScrollRecord) -> Bool {
            now.scrollViews.contains { $0.name == record.name && $0.overriddenHandSize == record.overriddenHandSize }
        }
        let anyGone = old.diagnostics.conflicts.contains { !conflicts.contains($0) }
            || old.diagnostics.unheld.contains { gone in !now.diagnostics.unheld.contains { $0.id == gone.id } }
            || old.diagnostics.contentAmbiguities.contains { !content.contains($0) }
            || old.diagnostics.ambiguities.contains { !ambiguities.contains($0) }
            || old.scrollViews.contains { $0.overriddenHandSize != nil && !handSetHolds($0) }
        guard anyGone else { return [] }
        return all(in: was, now: old, since: nil).filter { warning in
            switch warning.kind {
            case .conflict(let report): !conflicts.contains(report)
            case .contentAmbiguity(let ambiguity): !content.contains(ambiguity)
            case .ambiguity(let ambiguity): !ambiguities.contains(ambiguity)
            case .overriddenContentSize(let id, _, _, _):
                !(old.scrollViews.first { $0.id == id }.map(handSetHolds) ?? true)
            case .unheld(let unheld): !now.diagnostics.unheld.contains { $0.id == unheld.id }
            }
        }
    }

    /// `Not held: a.width == b.width * 1e-09 + 5 is off by 1100 in the frames: …`.
    static func unheldText(_ unheld: UnheldConstraint, in layout: Layout) -> String {
        "Not held: \(layout.describe(unheld.id)) is off by \(NumberText.describe(unheld.off)) in the frames:"
            + " multipliers and constants this far apart (past 0.001…1000, constants past 1e+06) are more than"
            + " double-precision arithmetic solves exactly together — bring them nearer to 1, or read these frames as wrong"
    }

    /// The one-line reminder of a conflict printed in full before.
    static func stillBroken(_ report: ConflictReport, in layout: Layout) -> String {
        let others = report.culprits.count
        let plural = others == 1 ? "" : "s"
        return "Still unsatisfiable: \(layout.describe(report.broken)) is broken"
            + " (it conflicts with \(others) constraint\(plural))"
    }

    /// What would remove an ambiguity, where the view's own position on the axis is pinned to a
    /// view that is itself ambiguous on it (a box centred in a container whose width is free):
    /// that view is named, for pinning this one more would conflict. Otherwise ``fix(for:)``.
    static func fix(for ambiguity: Ambiguity, in layout: Layout, among all: [Ambiguity]) -> String {
        if let arranged = arrangedTieFix(for: ambiguity, in: layout) { return arranged }
        if let content = scrollContentFix(for: ambiguity, in: layout) { return content }
        let fix = pinningFix(for: ambiguity, in: layout, among: all)
        if ambiguity.sizeIsFree, ambiguity.competing.isEmpty, let view = layout.view(ambiguity.view), view.standsInFor == nil,
           let image = view.unknownImage {
            // An image view whose image's size is not known: in UIKit that size is its intrinsic
            // size, which may well settle what is ambiguous here.
            let size = ambiguity.axis == .horizontal ? "width" : "height"
            return fix + "; or, as in UIKit, let its image size it: \(image), so neither is its \(size) — "
                + "give it one with 'image \(view.name) size WxH' to see"
        }
        // A view standing in for a class the paste lacks has no intrinsic size of its own here:
        // the one that class may have is what would size it in UIKit.
        guard ambiguity.sizeIsFree, ambiguity.competing.isEmpty, let standsIn = layout.view(ambiguity.view)?.standsInFor else { return fix }
        let size = ambiguity.axis == .horizontal ? "width" : "height"
        return fix + "; it stands in for \(standsIn), which is not modelled here: in UIKit its \(size) may be \(standsIn)'s "
            + "intrinsic content size, which the paste does not show"
    }

    /// A scroll view's subview pinned on both sides of an axis whose size there is still free:
    /// it is pinned to the scroll view's content, whose size on that axis is what the
    /// subviews make it, so the pins fix nothing — a size of its own does (or the frame's, to
    /// scroll along the other axis only). Nil for any other ambiguity.
    static func scrollContentFix(for ambiguity: Ambiguity, in layout: Layout) -> String? {
        guard ambiguity.competing.isEmpty, ambiguity.sizeIsFree, !ambiguity.positionIsFree,
              let parent = layout.superview(of: ambiguity.view), layout.isScrollView(parent),
              let scroll = layout.name(of: parent) else { return nil }
        let horizontal = ambiguity.axis == .horizontal
        let (near, far, size) = horizontal ? ("left", "right", "width") : ("top", "bottom", "height")
        return "its \(near) and \(far) are pinned to \(scroll)'s content, whose \(size) is what its subviews make it, so "
            + "they fix nothing: give it a \(size) — equal to \(scroll)'s frame \(size) (\(scroll).frameLayoutGuide) for "
            + "\(scroll) to scroll only \(horizontal ? "vertically" : "horizontally")"
    }

    /// An arranged view of a filling stack whose size along the stack's axis is free: the stack
    /// places it (pinning it would conflict), and its neighbours hug as it does, so no view is
    /// the one to stretch — a different content hugging priority settles it, as Interface
    /// Builder's "Content Priority Ambiguity" asks. Nil for any other ambiguity.
    static func arrangedTieFix(for ambiguity: Ambiguity, in layout: Layout) -> String? {
        guard ambiguity.sizeIsFree, ambiguity.competing.isEmpty, let parent = layout.superview(of: ambiguity.view),
              let stack = layout.stack(parent), stack.axis == ambiguity.axis, stack.arrangedSubviews.contains(ambiguity.view),
              let stackName = layout.name(of: parent),
              // (Hugging is a content size's: a view with none needs a size instead.)
              layout.view(ambiguity.view).map({ $0.label != nil || $0.imageSize != nil }) == true else { return nil }
        let others = stack.arrangedSubviews.filter { $0 != ambiguity.view }.compactMap { layout.name(of: $0) }
        let axis = ambiguity.axis == .horizontal ? "horizontal" : "vertical"
        return "it is arranged in \(stackName), which places it" + (others.isEmpty ? "" : " beside \(list(others))")
            + ", and none of them hugs its content harder than the rest: give the one to keep its size a higher content "
            + "hugging priority (setContentHuggingPriority(.defaultHigh, for: .\(axis))), and the one to stretch a lower one"
    }

    /// ``fix(for:in:among:)`` without what a stand-in adds.
    static func pinningFix(for ambiguity: Ambiguity, in layout: Layout, among all: [Ambiguity]) -> String {
        guard ambiguity.competing.isEmpty, ambiguity.positionIsFree, !ambiguity.sizeIsFree,
              let followed = followedAmbiguousView(ambiguity, in: layout, among: all),
              let name = layout.name(of: followed) else { return fix(for: ambiguity) }
        return "its position is pinned to \(name), which is ambiguous itself on this axis: explain \(name)"
    }

    /// The other view of an active constraint that places `ambiguity`'s view on its axis (an
    /// edge or centre, not a size), when that view is ambiguous on the same axis.
    static func followedAmbiguousView(_ ambiguity: Ambiguity, in layout: Layout, among all: [Ambiguity]) -> ViewID? {
        let ambiguousViews = Set(all.filter { $0.axis == ambiguity.axis && $0.view != ambiguity.view }.map(\.view))
        guard !ambiguousViews.isEmpty else { return nil }
        for id in layout.constraintIDs where layout.isActive(id) {
            guard let c = layout.constraint(id), c.firstAttribute.axis == ambiguity.axis, !c.firstAttribute.isSize,
                  let second = c.second, let secondAttribute = c.secondAttribute, !secondAttribute.isSize else { continue }
            if c.first.view == ambiguity.view, ambiguousViews.contains(second.view) { return second.view }
            if second.view == ambiguity.view, ambiguousViews.contains(c.first.view) { return c.first.view }
        }
        return nil
    }

    /// What would remove an ambiguity, in SnapKit's terms (left and right, as the seeds write them).
    static func fix(for ambiguity: Ambiguity) -> String {
        if !ambiguity.competing.isEmpty { return Layout.tie(ambiguity.competing) }
        let horizontal = ambiguity.axis == .horizontal
        let (near, far, center, size) = horizontal ? ("left", "right", "centerX", "width") : ("top", "bottom", "centerY", "height")
        switch (ambiguity.positionIsFree, !ambiguity.sizeIsFree) {
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
