import Cassowary

extension Layout {
    // MARK: Making and changing stack views

    /// Makes an existing plain view a stack view (UIKit's `UIStackView()`); its generated
    /// constraints are made at once and again after every change.
    public mutating func makeStack(_ id: ViewID, _ stack: StackView = StackView()) throws(LayoutError) {
        // A controller's root view may be a stack view too (`<stackView key="view">` in a storyboard).
        guard let v = view(id), v.kind == .view || v.kind == .root else { throw .notAStackView(view(id)?.name ?? "#\(id.rawValue)") }
        stacks[id] = stack
        stacks[id]?.arrangedSubviews = []
        for arranged in stack.arrangedSubviews { try addArrangedSubview(arranged, to: id) }
        regenerateStack(id)
    }

    /// The stack-view state of a view, nil when it is not a stack view.
    public func stack(_ id: ViewID) -> StackView? { stacks[id] }

    /// Changes a stack's axis, distribution, alignment, spacing or margins setting, then remakes
    /// its constraints. The arranged views are kept as they are.
    public mutating func updateStack(_ id: ViewID, _ change: (inout StackView) -> Void) throws(LayoutError) {
        guard var stack = stacks[id] else { throw .notAStackView(name(of: id) ?? "#\(id.rawValue)") }
        let arranged = stack.arrangedSubviews
        change(&stack)
        stack.arrangedSubviews = arranged
        try NumberLimits.length(stack.spacing, "the spacing")
        for (_, value) in stack.customSpacing { try NumberLimits.length(value, "the custom spacing") }
        stacks[id] = stack
        regenerateStack(id)
    }

    /// `addArrangedSubview(_:)`: appends the view; like UIKit, it becomes a subview of the stack
    /// first if it is not one already (moved from wherever it was, its constraints kept).
    @discardableResult
    public mutating func addArrangedSubview(_ view: ViewID, to stackID: ViewID) throws(LayoutError) -> [LayoutConstraintID] {
        let count = stacks[stackID]?.arrangedSubviews.filter { $0 != view }.count ?? 0
        return try insertArrangedSubview(view, at: count, in: stackID)
    }

    /// `insertArrangedSubview(_:at:)`: an index past the end is refused, as UIKit raises there.
    /// A view in another superview is taken out of it first, as UIKit's addSubview does: the
    /// constraints between it and views outside it go with the move (they are returned).
    @discardableResult
    public mutating func insertArrangedSubview(_ view: ViewID, at index: Int, in stackID: ViewID) throws(LayoutError) -> [LayoutConstraintID] {
        guard var stack = stacks[stackID] else { throw .notAStackView(name(of: stackID) ?? "#\(stackID.rawValue)") }
        guard self.view(view) != nil, view != .root else { throw .unknownView(name(of: view) ?? "#\(view.rawValue)") }
        guard !isDescendant(stackID, of: view) else {
            throw .cannotArrange(name(of: view) ?? "?", in: name(of: stackID) ?? "?")
        }
        stack.arrangedSubviews.removeAll { $0 == view }
        guard index >= 0, index <= stack.arrangedSubviews.count else {
            throw .outOfRange("the index", Double(index), allowed: "0...\(stack.arrangedSubviews.count)")
        }
        var dropped: [LayoutConstraintID] = []
        if superview(of: view) != stackID { dropped = try moveToSuperview(view, stackID) }
        // As UIKit's addArrangedSubview does, the view stops translating its autoresizing mask.
        if self.view(view)?.translatesAutoresizingMaskIntoConstraints == true {
            try setTranslatesAutoresizingMask(view, false)
        }
        stack.arrangedSubviews.insert(view, at: index)
        stacks[stackID] = stack
        regenerateStack(stackID)
        return dropped
    }

    /// `removeArrangedSubview(_:)`: the view stops being arranged but stays a subview of the
    /// stack, where it is now placed by nothing (as in UIKit, where it keeps its last frame).
    public mutating func removeArrangedSubview(_ view: ViewID, from stackID: ViewID) throws(LayoutError) {
        guard var stack = stacks[stackID] else { throw .notAStackView(name(of: stackID) ?? "#\(stackID.rawValue)") }
        stack.arrangedSubviews.removeAll { $0 == view }
        stack.customSpacing[view] = nil
        stacks[stackID] = stack
        regenerateStack(stackID)
    }

    /// `isHidden`: recorded for every view; for an arranged view the stack gives it no room
    /// (`'UISV-hiding'`) and takes its spacing away. Other views only remember it.
    public mutating func setHidden(_ id: ViewID, _ hidden: Bool) throws(LayoutError) {
        guard view(id) != nil else { throw .unknownView("#\(id.rawValue)") }
        if hidden { hiddenViews.insert(id) } else { hiddenViews.remove(id) }
        if let s = superview(of: id), stacks[s]?.arrangedSubviews.contains(id) == true { regenerateStack(s) }
    }

    public func isHidden(_ id: ViewID) -> Bool { hiddenViews.contains(id) }

    /// Whether a view is hidden or inside a hidden view: UIKit draws neither.
    public func isHiddenOnScreen(_ id: ViewID) -> Bool {
        guard !hiddenViews.isEmpty else { return false }
        return ancestors(of: id).contains { hiddenViews.contains($0) }
    }

    /// UIKit's `addSubview(_:)` of a view that is in another superview: it leaves that one first,
    /// and the constraints between it (or a view inside it) and a view outside it are
    /// deactivated, as `removeFromSuperview()` removes them; those inside it keep. Returns the
    /// ones deactivated. Throws for a superview inside the view (UIKit raises there).
    public mutating func moveToSuperview(_ id: ViewID, _ parent: ViewID) throws(LayoutError) -> [LayoutConstraintID] {
        guard id != parent, !isDescendant(parent, of: id) else { throw .unknownView("#\(id.rawValue)") }
        let crossing = removeConstraintsCrossing(id)
        try moveView(id, to: parent)
        // Moved into a view of the window: its safe area is the window's again.
        views[id.rawValue]?.isOutsideWindow = false
        return crossing
    }

    /// Uninstalls the code's active constraints between the view's subtree and views outside it,
    /// as UIKit does when the view leaves its superview; returns them.
    @discardableResult
    public mutating func removeConstraintsCrossing(_ id: ViewID) -> [LayoutConstraintID] {
        let inside = Set(subtree(of: id))
        let crossing = entries.constraints(naming: inside).filter { cid in
            guard let e = entries[cid], e.isActive, e.constraint.origin == .user else { return false }
            let views = [e.constraint.first.view] + (e.constraint.second.map { [$0.view] } ?? [])
            return views.contains(where: inside.contains) && views.contains(where: { !inside.contains($0) })
        }
        for cid in crossing { uninstall(cid) }
        return crossing
    }

    /// Moves a view under a new superview, keeping its constraints (whose meaning may change with
    /// the coordinate space they are written in: they are re-installed).
    mutating func moveView(_ id: ViewID, to parent: ViewID) throws(LayoutError) {
        guard let old = superview(of: id) else { throw .unknownView("#\(id.rawValue)") }
        guard !isDescendant(parent, of: id) else { throw .unknownView("#\(id.rawValue)") }
        let touched = Set(subtree(of: id))
        let affected = entries.constraints(naming: touched).filter { entries[$0]?.isActive == true }
        for cid in affected { removeFromSolver(cid); setActive(cid, false) }
        views[old.rawValue]?.subviews.removeAll { $0 == id }
        views[parent.rawValue]?.subviews.append(id)
        views[id.rawValue]?.superview = parent
        links[id.rawValue].superview = Int32(parent.rawValue)
        rebuildTreeOrder()
        // A mask's constraints name the superview: made again for the new one.
        if view(id)?.autoresizingMask != nil { updateImplicitConstraints(of: id) }
        for cid in affected {
            guard let e = entries[cid] else { continue }
            setActive(cid, true)
            // A frame's own constraints (`left == 10` of its autoresizing mask) name no second
            // view, as no constraint code writes may: they hold in the new superview as they did.
            if e.constraint.origin == .autoresizingMask || (try? resolve(e.constraint)) != nil { addToSolver(cid) }
        }
        if let s = stacks[old], s.arrangedSubviews.contains(id) {
            stacks[old]?.arrangedSubviews.removeAll { $0 == id }
            regenerateStack(old)
        }
        relayout()
    }

    /// Puts a view at `index` among its superview's subviews (clamped to them), as
    /// `insertSubview(_:at:)`, `sendSubviewToBack(_:)` and `bringSubviewToFront(_:)` order them:
    /// what code reads of `subviews` and the order views are drawn in; no frame changes.
    public mutating func reorderSubview(_ id: ViewID, to index: Int) {
        guard let parent = superview(of: id), var siblings = views[parent.rawValue]?.subviews,
              let from = siblings.firstIndex(of: id) else { return }
        siblings.remove(at: from)
        siblings.insert(id, at: Swift.min(Swift.max(0, index), siblings.count))
        guard siblings != views[parent.rawValue]?.subviews else { return }
        views[parent.rawValue]?.subviews = siblings
        rebuildTreeOrder()
    }

    /// Every view, parents before children, siblings in order, walked anew from the root.
    mutating func rebuildTreeOrder() {
        var order: [ViewID] = []
        func walk(_ v: ViewID) {
            order.append(v)
            for child in views[v.rawValue]?.subviews ?? [] { walk(child) }
        }
        walk(.root)
        treeOrder = order
        refreshScrollViewOrder()
        refreshWrappingOrder()
    }

    /// After views are removed: the stacks that arranged them, or were among them, forget them.
    mutating func forgetRemovedFromStacks(_ doomed: Set<ViewID>) {
        for v in doomed {
            stacks[v] = nil
            stackConstraints[v] = nil
            hiddenViews.remove(v)
        }
        for s in stacks.keys.sorted() where stacks[s]?.arrangedSubviews.contains(where: doomed.contains) == true {
            stacks[s]?.arrangedSubviews.removeAll { doomed.contains($0) }
            regenerateStack(s)
        }
    }

    // MARK: The generated constraints

    /// The constraints the stack view generated, in the order it made them.
    public func generatedConstraintIDs(of stack: ViewID) -> [LayoutConstraintID] { stackConstraints[stack] ?? [] }

    /// Makes the stack's generated constraints the set UIKit makes for its current state (see
    /// ``stackConstraintSet(_:)``), then lays out again. A constraint of the old set that is also
    /// in the new one stays installed as it is; only the others are removed and added. Appending a
    /// view to a stack of n changes a handful of its constraints, not all of them: a loop adding a
    /// hundred arranged views would otherwise take every one out of the solver and put it back on
    /// every turn, and a removal can cost as much as the rows derived from it.
    mutating func regenerateStack(_ id: ViewID, relayingOut: Bool = true) {
        let old = stackConstraints[id] ?? []
        stackConstraints[id] = []
        guard stacks[id] != nil else {
            for cid in old { deleteConstraint(cid) }
            return
        }
        var wanted: [LayoutConstraint] = []
        for c in stackConstraintSet(id) {
            for item in [c.first, c.second] { if let item, case .spacer = item { makeSpacer(item) } }
            guard let mapped = try? resolve(c) else { continue }
            wanted.append(mapped)
        }
        // Each installed constraint is kept for the first wanted one equal to it, in order; one
        // that broke is made again, as the new set may hold it.
        var installed: [LayoutConstraint: [LayoutConstraintID]] = [:]
        for cid in old {
            if let entry = entries[cid], entry.isActive, entry.broken == nil { installed[entry.constraint, default: []].append(cid) }
        }
        var plan: [(constraint: LayoutConstraint, kept: LayoutConstraintID?)] = []
        var kept = Set<LayoutConstraintID>()
        for mapped in wanted {
            if let cid = installed[mapped]?.first {
                installed[mapped]?.removeFirst()
                kept.insert(cid)
                plan.append((mapped, cid))
            } else {
                plan.append((mapped, nil))
            }
        }
        for cid in old where !kept.contains(cid) { deleteConstraint(cid) }
        for (mapped, existing) in plan {
            if let existing {
                stackConstraints[id, default: []].append(existing)
                continue
            }
            makeGuides(for: mapped)
            let cid = LayoutConstraintID(nextConstraint)
            nextConstraint += 1
            entries[cid] = Entry(constraint: mapped, isActive: false)
            stackConstraints[id, default: []].append(cid)
            install(cid, relayingOut: false)
        }
        // A proportional stack this one is arranged in (directly or through other stacks)
        // divides by the lengths this one's views ask: it follows a change of them.
        if let outer = proportionalStacks(around: id).first { regenerateStack(outer, relayingOut: false) }
        if relayingOut { relayout() }
    }

    /// The length a proportional stack divides by for one of its arranged views: its intrinsic
    /// length along the axis; for a stack view, which has none of its own, the length its
    /// visible arranged views ask (their lengths and spacings along its axis, the longest
    /// across it), as IB's canvas stores a stack of a label and a picker nested in a
    /// proportional stack at the label's and the picker's heights, not at 0; for any other view,
    /// the size it was made with (its document's stored frame, or the frame code gave it), as
    /// UIKit weighs such a view by its size when the stack lays out (IB's canvas stores plain
    /// views of one size side by side as equal shares, each save splitting by the sizes before);
    /// else 0.
    func proportionalLength(of v: ViewID, horizontal: Bool, depth: Int = 0) -> Double {
        if let size = intrinsicSizes[v] {
            let length = horizontal ? size.width : size.height
            if length >= 0 { return length }
        }
        guard depth < 32, let nested = stacks[v] else {
            guard let made = view(v).flatMap({ $0.loadedSize ?? $0.declaredFrame?.size }) else { return 0 }
            return max(0, horizontal ? made.width : made.height)
        }
        let visible = nested.arrangedSubviews.filter { !hiddenViews.contains($0) }
        let lengths = visible.map { proportionalLength(of: $0, horizontal: horizontal, depth: depth + 1) }
        guard (nested.axis == .horizontal) == horizontal else { return lengths.max() ?? 0 }
        return lengths.reduce(0, +) + nested.spacing * Double(max(visible.count - 1, 0))
    }

    /// A proportional stack that `id` is arranged in, or that holds, through stacks arranged in
    /// each other, the stack `id` is arranged in: each divides by lengths `id`'s size is part of.
    func proportionalStacks(around id: ViewID) -> [ViewID] {
        var out: [ViewID] = []
        var child = id
        var seen = Set<ViewID>()
        while let s = view(child)?.superview, let stack = stacks[s], stack.arrangedSubviews.contains(child),
              seen.insert(s).inserted {
            if stack.distribution == .fillProportionally { out.append(s) }
            child = s
        }
        return out
    }

    /// A spacer's four solver variables, made the first time the stack needs it.
    mutating func makeSpacer(_ item: Item) {
        guard spacerVariables[item] == nil, case .spacer(let stack, let index) = item else { return }
        let n = "\(name(of: stack) ?? "?").spacer\(index)"
        spacerVariables[item] = Variables(in: &solver, named: n)
        // No size rule: a spacer is a layout guide (`_UILayoutSpacer`, `_UIOLAGapGuide`), and
        // UIKit lets a guide's size go below 0.
    }

    /// The constraints UIKit's stack view makes, each labelled with UIKit's identifier and
    /// written with the items in the order UIKit's log prints them. Written with names relative
    /// to the axis: lead, trail and length along it, near, far and cross size across it.
    ///
    /// Along the axis the canvas holds the first arranged view, hidden or not (a hidden first view
    /// stays the edge-connected one, 0 long with no spacing after it), and the last visible one. Across it, a
    /// fill alignment ties every view to the first; the others tie only the aligned attribute and
    /// route the stack's free side through the `_UILayoutSpacer` 'UISV-alignment-spanner', which
    /// spans the visible views (`'UISV-spanning-boundary'`) and is pulled to 0 at 51
    /// (`'UISV-spanning-fit'`). UIKit's 999.5 on the aligned side's boundary is 999 here
    /// (priorities are whole numbers). Baseline alignments also pull the stack's cross size to 0
    /// at 49 (`'UISV-canvas-fit'`). Wrapping labels side by side along a horizontal stack are each
    /// kept to a share of its width (`'UISV-text-width-disambiguation'`), so that labels competing
    /// for the width are not ambiguous.
    /// Whether an arranged view wraps text, for a stack's width disambiguation: a label of more
    /// than one line, or a stack view one of whose arranged views does.
    func wrapsText(_ id: ViewID) -> Bool {
        if let lines = views[id.rawValue]?.label?.numberOfLines { return lines != 1 }
        return stacks[id]?.arrangedSubviews.contains { wrapsText($0) } ?? false
    }

    func stackConstraintSet(_ id: ViewID) -> [LayoutConstraint] {
        guard let stack = stacks[id] else { return [] }
        let canvas: Item = stack.isLayoutMarginsRelativeArrangement ? .margins(id) : .view(id)
        let horizontal = stack.axis == .horizontal
        let lead: Attribute = horizontal ? .leading : .top
        let trail: Attribute = horizontal ? .trailing : .bottom
        let length: Attribute = horizontal ? .width : .height
        let near: Attribute = horizontal ? .top : .leading
        let far: Attribute = horizontal ? .bottom : .trailing
        let center: Attribute = horizontal ? .centerY : .centerX
        let cross: Attribute = horizontal ? .height : .width
        let all = stack.arrangedSubviews
        let visible = all.filter { !hiddenViews.contains($0) }
        var out: [LayoutConstraint] = []
        func make(_ a: Item, _ aa: Attribute, _ r: Relation, _ b: Item? = nil, _ ba: Attribute? = nil,
                  multiplier: Double = 1, constant: Double = 0, priority: Int = 1000, _ label: String) {
            out.append(LayoutConstraint(a, aa, r, b, ba, multiplier: multiplier, constant: constant,
                                        priority: priority, label: label, origin: .stackView(id)))
        }
        // Along the axis: the canvas holds the first arranged view, hidden or not (UIKit keeps a
        // hidden first view edge-connected, 0 long), and the last visible one…
        if let first = all.first {
            make(canvas, lead, .equal, .view(first), lead, "UISV-canvas-connection")
            if let last = visible.last { make(.view(last), trail, .equal, canvas, trail, "UISV-canvas-connection") }
        }
        // …and when none is visible the stack holds nothing: its far sides are free, and it is as
        // small as its superview lets it be, as IB's canvas stores such a stack (0 across its axis,
        // as long as a fill alignment around it makes it, its hidden views at its origin at their
        // own sizes across the axis) where tying its ends to 0-long views would conflict with the
        // stack it is arranged in.
        let empty = visible.isEmpty && !all.isEmpty
        if empty {
            make(.view(id), length, .equal, constant: 0, priority: 49, "UISV-canvas-fit")
            make(.view(id), cross, .equal, constant: 0, priority: 49, "UISV-canvas-fit")
        }
        // …each adjacent pair, hidden views included, is spaced; a hidden view takes its share of
        // the spacing with it (half from each side), none next to the canvas's ends.
        for i in all.indices.dropLast() {
            let prev = all[i], next = all[i + 1]
            let s = stack.customSpacing[prev] ?? stack.spacing
            let before = all[...i].contains { !hiddenViews.contains($0) }
            let after = all[(i + 1)...].contains { !hiddenViews.contains($0) }
            var gap = s
            if !before || !after { gap = 0 } else {
                if hiddenViews.contains(prev) { gap -= s / 2 }
                if hiddenViews.contains(next) { gap -= s / 2 }
            }
            let equal = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
            // Baseline-relative, a vertical stack spaces two visible views from the upper one's
            // last baseline to the lower one's first.
            let baselines = stack.isBaselineRelativeArrangement && !horizontal
                && !hiddenViews.contains(prev) && !hiddenViews.contains(next)
            // Hidden views before the first visible one or after the last are no gap to spread
            // (no gap guide runs through them): they hold the visible view to the canvas's end, so
            // an equal-spacing stack showing one view stretches it across, as UIKit's canvas stores it.
            make(.view(next), baselines ? .firstBaseline : lead, equal && before && after ? .greaterThanOrEqual : .equal,
                 .view(prev), baselines ? .lastBaseline : trail, constant: gap, "UISV-spacing")
        }
        for v in all where hiddenViews.contains(v) {
            make(.view(v), length, .equal, constant: 0, "UISV-hiding")
        }
        switch stack.distribution {
        case .fill: break
        case .equalSpacing, .equalCentering:
            // A gap guide (`_UIOLAGapGuide`) between each two visible neighbours (edge to edge, or
            // centre to centre), all as long as the first ('UISV-fill-equally'); the stack as
            // short as that allows.
            let centering = stack.distribution == .equalCentering
            let from: Attribute = centering ? (horizontal ? .centerX : .centerY) : trail
            let to: Attribute = centering ? from : lead
            for k in visible.indices.dropLast() {
                let gap = Item.spacer(id, k)
                make(gap, lead, .equal, .view(visible[k]), from, "UISV-distributing-edge")
                make(gap, trail, .equal, .view(visible[k + 1]), to, "UISV-distributing-edge")
                if k > 0 {
                    make(gap, length, .equal, .spacer(id, 0), length, priority: centering ? 149 : 1000, "UISV-fill-equally")
                }
            }
            make(.view(id), length, .equal, constant: 0, priority: 49, "UISV-canvas-fit")
        case .fillEqually:
            if let first = visible.first {
                for v in visible.dropFirst() { make(.view(v), length, .equal, .view(first), length, "UISV-fill-equally") }
            }
        case .fillProportionally:
            let sizes = visible.map { proportionalLength(of: $0, horizontal: horizontal) }
            let total = sizes.reduce(0, +) + stack.spacing * Double(max(visible.count - 1, 0))
            if total > 0, visible.count > 1 {
                for (k, v) in visible.enumerated() {
                    make(.view(v), length, .equal, canvas, length, multiplier: sizes[k] / total,
                         priority: max(1000 - 1 - k, 1), "UISV-fill-proportionally")
                }
            }
        }
        // Wrapping labels side by side share the width rather than leave it ambiguous: in a
        // horizontal stack that does not size its views itself (fill, equal spacing, equal
        // centering; any alignment), when two or more arranged views wrap text (a label of more
        // than one line, or a stack view holding one), each is kept at most its share of the
        // width (the width less the spacing between the visible ones, over their number), at 950
        // for the first and one more for each next. UIKit's older form (an app built before the
        // change) asked one wrapping label among other views for an equal share too, at 760.
        if horizontal, stack.distribution != .fillEqually, stack.distribution != .fillProportionally {
            let wrapping = all.filter { wrapsText($0) }
            if wrapping.count >= 2 {
                let m = Double(wrapping.filter { !hiddenViews.contains($0) }.count)
                let step = min(1, 25 / Double(wrapping.count))
                for (k, v) in wrapping.enumerated() {
                    make(.view(v), .width, .lessThanOrEqual, canvas, .width, multiplier: m > 0 ? 1 / m : 1,
                         constant: m > 0 ? -stack.spacing * (m - 1) / m : 0, priority: 950 + Int(Double(k) * step),
                         "UISV-text-width-disambiguation")
                }
            }
        }
        // Across the axis: every arranged view, hidden or not, is aligned with the first, which
        // the canvas follows (as UIKit's logs show a hidden first view still connected).
        guard let first = all.first else { return out }
        let aligned = all.dropFirst()
        switch stack.alignment {
        case .fill:
            make(canvas, near, .equal, .view(first), near, "UISV-canvas-connection")
            if !empty { make(.view(first), far, .equal, canvas, far, "UISV-canvas-connection") }
            for v in aligned {
                make(.view(first), near, .equal, .view(v), near, "UISV-alignment")
                make(.view(first), far, .equal, .view(v), far, "UISV-alignment")
            }
        case .leading, .trailing, .center, .firstBaseline, .lastBaseline:
            var alignment = stack.alignment
            if !horizontal, alignment == .firstBaseline { alignment = .leading }
            if !horizontal, alignment == .lastBaseline { alignment = .trailing }
            let tied: Attribute
            switch alignment {
            case .leading: tied = near
            case .trailing: tied = far
            case .firstBaseline: tied = .firstBaseline
            case .lastBaseline: tied = .lastBaseline
            default: tied = center
            }
            for v in aligned { make(.view(first), tied, .equal, .view(v), tied, "UISV-alignment") }
            let spanner = Item.alignmentSpanner(id)
            // The canvas: its aligned side on the first view, its free side (or both) on the spanner.
            switch alignment {
            case .leading:
                make(canvas, near, .equal, .view(first), near, "UISV-canvas-connection")
                make(canvas, far, .equal, spanner, far, "UISV-canvas-connection")
            case .trailing:
                make(canvas, near, .equal, spanner, near, "UISV-canvas-connection")
                make(.view(first), far, .equal, canvas, far, "UISV-canvas-connection")
            case .lastBaseline:
                make(canvas, near, .equal, spanner, near, "UISV-canvas-connection")
                make(canvas, far, .greaterThanOrEqual, .view(first), far, "UISV-canvas-connection")
            default:
                make(canvas, near, .equal, spanner, near, "UISV-canvas-connection")
                make(canvas, far, .equal, spanner, far, "UISV-canvas-connection")
                if alignment == .center { make(canvas, center, .equal, .view(first), center, "UISV-canvas-connection") }
            }
            // The spanner spans the visible views (a hidden one does not widen the stack); on the
            // aligned side it sits on them, just below required.
            for v in visible {
                if alignment == .leading {
                    make(spanner, near, .equal, .view(v), near, priority: 999, "UISV-spanning-boundary")
                } else {
                    make(spanner, near, .lessThanOrEqual, .view(v), near, "UISV-spanning-boundary")
                }
                if alignment == .trailing {
                    make(spanner, far, .equal, .view(v), far, priority: 999, "UISV-spanning-boundary")
                } else {
                    make(spanner, far, .greaterThanOrEqual, .view(v), far, "UISV-spanning-boundary")
                }
            }
            make(spanner, cross, .equal, constant: 0, priority: visible.isEmpty ? 1 : 51, "UISV-spanning-fit")
            if alignment == .firstBaseline || alignment == .lastBaseline {
                make(.view(id), cross, .equal, constant: 0, priority: 49, "UISV-canvas-fit")
            }
            for v in all { make(.view(v), cross, .equal, constant: 0, priority: 25, "UISV-ambiguity-suppression") }
        }
        return out
    }
}
