import Cassowary

extension Layout {
    /// Adds and activates a constraint. A required one that conflicts is kept but broken, with
    /// the report, and the layout goes on (UIKit breaks the newest constraint of the conflict).
    @discardableResult
    public mutating func activate(_ constraint: LayoutConstraint) throws(LayoutError) -> LayoutConstraintID {
        let mapped = try resolve(constraint)
        makeGuides(for: mapped)
        let saved: Layout? = NumberLimits.isSteep(mapped.multiplier) ? self : nil
        let id = LayoutConstraintID(nextConstraint)
        nextConstraint += 1
        entries[id] = Entry(constraint: mapped, isActive: false)
        install(id)
        if let saved { try refuseOverflow(saved, multiplier: mapped.multiplier) }
        return id
    }

    /// Each multiplier is in range, but a chain of steep ones (`v1.width == v0.width * 1e9`, and
    /// so on) multiplies them: after a constraint with a steep multiplier, every frame must still
    /// be finite, or the layout goes back to `saved` and the constraint is refused. (Only then is
    /// a copy kept, so ordinary constraints cost nothing more.)
    mutating func refuseOverflow(_ saved: Layout, multiplier: Double) throws(LayoutError) {
        let finite = treeOrder.allSatisfy { v in
            let f = frame(of: v)
            return [f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite && abs($0) <= Solver.largestConstant }
        }
        if finite { return }
        self = saved
        throw .outOfRange("the multiplier", multiplier, allowed: "one whose products with the others keep every frame within 1e24")
    }

    /// Adds several constraints at once: all are checked first, so a refused one adds none.
    public mutating func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) -> [LayoutConstraintID] {
        var mapped: [LayoutConstraint] = []
        for c in constraints { mapped.append(try resolve(c)) }
        for c in mapped { makeGuides(for: c) }
        let steep = mapped.first { NumberLimits.isSteep($0.multiplier) }
        let saved: Layout? = steep != nil ? self : nil
        var ids: [LayoutConstraintID] = []
        for c in mapped {
            let id = LayoutConstraintID(nextConstraint)
            nextConstraint += 1
            entries[id] = Entry(constraint: c, isActive: false)
            install(id, relayingOut: false)
            ids.append(id)
        }
        relayout()
        if let saved, let steep { try refuseOverflow(saved, multiplier: steep.multiplier) }
        return ids
    }

    public mutating func deactivate(_ id: LayoutConstraintID) throws(LayoutError) {
        guard entries[id] != nil else { throw .unknownConstraint(id) }
        uninstall(id)
        relayout()
    }

    /// Re-activates a deactivated constraint (`c.isActive = true`).
    public mutating func reactivate(_ id: LayoutConstraintID) throws(LayoutError) {
        guard let entry = entries[id] else { throw .unknownConstraint(id) }
        if entry.isActive && entry.broken == nil { return }
        // Nothing loosened since it broke: trying again would only find the same conflict (and
        // finding a minimal conflict is the costly part of a refusal).
        if entry.isActive && entry.broken != nil && entry.brokenAt == loosenings { return }
        let saved: Layout? = NumberLimits.isSteep(entry.constraint.multiplier) ? self : nil
        uninstall(id)
        install(id)
        if let saved { try refuseOverflow(saved, multiplier: entry.constraint.multiplier) }
    }

    /// Lets every broken constraint in again (``reactivate(_:)``, in the order of
    /// ``conflicts``), as a change that ends conflicts would, but those whose conflict is intact
    /// since `earlier` (a copy of this layout before the change): the broken constraint is the
    /// same and not firm, and every constraint of its set is still active, holding and the same.
    /// A required set that could not all hold still cannot, so each of those would break again;
    /// trying them made every fix tried for one conflict cost every broken constraint's
    /// reinstallation (n copies of one constraint, each broken in its own entry, cost n²).
    ///
    /// A copy of a constraint let in again here and holding goes in without a relayout of its
    /// own: it adds a handle to what holds already, and nothing moves.
    public mutating func reactivateBroken(since earlier: Layout) {
        var holding: Set<LayoutConstraint> = []
        for report in conflicts {
            let id = report.broken
            guard let entry = entries[id] else { continue }
            if !entry.constraint.origin.isFirm, entry.constraint == earlier.entries[id]?.constraint,
               report.conflicting.allSatisfy({ other in
                   guard let now = entries[other] else { return false }
                   return now.isActive && now.broken == nil && now.constraint == earlier.entries[other]?.constraint
               }) { continue }
            if holding.contains(entry.constraint), !NumberLimits.isSteep(entry.constraint.multiplier) {
                uninstall(id)
                install(id, relayingOut: false)
            } else {
                try? reactivate(id)
            }
            if let now = entries[id], now.isActive, now.broken == nil { holding.insert(now.constraint) }
        }
    }

    /// Removes a constraint for good.
    public mutating func remove(_ id: LayoutConstraintID) throws(LayoutError) {
        guard entries[id] != nil else { throw .unknownConstraint(id) }
        deleteConstraint(id)
        relayout()
    }

    /// `c.constant = value`: an incremental change of the solver, not a rebuild.
    ///
    /// A required equality's constant moves into an edit variable the first time it changes (see
    /// `makeEditable`), so that this and every later change is one suggested value. A constant
    /// that conflicts breaks the constraint, with a report, as UIKit does.
    /// Names a constraint as code's `identifier` names it (UIKit's console prints it in quotes
    /// before the constraint). Changes no frame.
    public mutating func setConstraintLabel(_ id: LayoutConstraintID, _ label: String?) {
        guard var entry = entries[id], entry.constraint.label != label else { return }
        entry.constraint.label = label
        entries[id] = entry
    }

    public mutating func setConstant(_ id: LayoutConstraintID, _ value: Double) throws(LayoutError) {
        guard var entry = entries[id] else { throw .unknownConstraint(id) }
        try NumberLimits.length(value, "the constant")
        if entry.constraint.constant != value { loosenings += 1 }
        entry.constraint.constant = value
        entries[id] = entry
        if entry.isEditable || (entry.isActive && entry.broken == nil && isEditableKind(entry.constraint)) {
            setEditableConstant(id, value)
            settleEditableConstants(after: id)
            relayout(after: id)
            return
        }
        guard entry.isActive, let solverID = entry.solverIDs.first,
              let c = try? solverConstraint(for: entry.constraint) else {
            if entry.broken != nil { install(id) } else { relayout() }
            return
        }
        do {
            try solver.setConstant(solverID, c.expression.constant)
            settleEditableConstants(after: id)
            relayout(after: id)
        } catch {
            // The new constant conflicts: UIKit breaks the constraint and reports.
            uninstall(id)
            install(id)
        }
    }

    /// `c.priority = value`. Between required and optional is refused, as UIKit refuses it.
    public mutating func setPriority(_ id: LayoutConstraintID, _ value: Int) throws(LayoutError) {
        guard var entry = entries[id] else { throw .unknownConstraint(id) }
        guard (1...1000).contains(value) else { throw .badPriority(value) }
        let old = entry.constraint.priority
        if old == value { return }
        if entry.isActive && (old == 1000) != (value == 1000) { throw .requiredPriorityChange(existing: old, passed: value) }
        loosenings += 1
        entry.constraint.priority = value
        entries[id] = entry
        if entry.isActive, let solverID = entry.solverIDs.first, let p = Priority(value) {
            try? solver.setPriority(solverID, p)
            settleEditableConstants(after: id)
        }
        relayout()
    }

    public func constraint(_ id: LayoutConstraintID) -> LayoutConstraint? { entries[id]?.constraint }

    public func isActive(_ id: LayoutConstraintID) -> Bool { entries[id]?.isActive ?? false }

    /// Every constraint, in order of creation, but the size rules (``enforceSizeRules(after:)``):
    /// UIKit lists those nowhere, and only a conflict's minimal set names them.
    public var constraintIDs: [LayoutConstraintID] {
        entries.keys.sorted().filter { entries[$0]?.constraint.origin.isSizeRule != true }
    }

    /// The view UIKit installs an active constraint on when it is activated: its items' closest
    /// common ancestor, a layout guide counting as the view that owns it, and for a constraint of
    /// one item (a size) that item's view. Nil for an inactive constraint.
    public func installationView(of id: LayoutConstraintID) -> ViewID? {
        guard let entry = entries[id], entry.isActive else { return nil }
        let c = entry.constraint
        guard let second = c.second else { return c.first.view }
        return commonAncestor(c.first.view, second.view)
    }

    /// The number the next constraint made gets: a caller that notes it before a change knows
    /// which constraints the change made (those from it on).
    public var nextConstraintNumber: Int { nextConstraint }

    // MARK: Installing

    /// Puts a constraint into the solver, or marks it broken with the conflict report.
    mutating func install(_ id: LayoutConstraintID, relayingOut: Bool = true) {
        guard let entry = entries[id] else { return }
        setActive(id, true)
        let lifted = liftIntrinsicConstraints(before: entry.constraint)
        addToSolver(id)
        for optional in lifted { addToSolver(optional) }
        settleEditableConstants(after: id)
        // Added on its own, a constraint that pushes a size below 0 is the one broken, as it
        // would be with the size rule in from the start.
        if relayingOut { relayout(after: id) }
    }

    /// Takes the first item's intrinsic-size constraints on the constraint's axis out of the
    /// solver, to be put back right after it; returns them.
    ///
    /// Why: those optional constraints make the view's size a basic variable of the tableau, so a
    /// required constraint added on top of them (`label.right == sv.right`) has no free variable
    /// to solve for and the solver searches for a basis, pivoting on the oldest symbols first —
    /// the screen's, which every width in the layout depends on. Added before them, it simply
    /// solves for the view's size, and they then go in at their own priority. The constraint set,
    /// and so the solution, is the same; only the work differs.
    mutating func liftIntrinsicConstraints(before c: LayoutConstraint) -> [LayoutConstraintID] {
        guard c.priority == 1000, c.origin == .user, case .view(let v) = c.first else { return [] }
        var lifted: [LayoutConstraintID] = []
        for cid in implicit[v] ?? [] {
            guard let entry = entries[cid], !entry.solverIDs.isEmpty else { continue }
            switch entry.constraint.origin {
            case .contentHugging(let axis), .compressionResistance(let axis):
                guard axis == c.firstAttribute.axis else { continue }
            default:
                continue
            }
            removeFromSolver(cid)
            lifted.append(cid)
        }
        return lifted
    }

    /// Adds an active entry's plain solver constraint; a required one that conflicts is broken.
    /// A firm one (the screen, a guide, the size rule) is kept instead, and the newest user
    /// constraint of the conflict broken (see ``makeRoom(for:)``).
    mutating func addToSolver(_ id: LayoutConstraintID) {
        addPlainly(id)
        guard let entry = entries[id], entry.broken != nil else { return }
        if Self.keptInConflict(entry.constraint) {
            makeRoom(for: id)
        } else if !Self.isContentSize(entry.constraint) {
            giveWayToContentSize(for: id)
        }
    }

    /// A required constraint refused for a conflict with a required content hugging or
    /// compression resistance (a priority of 1000) is kept, and that content-size constraint
    /// broken instead: UIKit puts a view's content-size constraints into its engine at the
    /// layout pass, after the constraints a storyboard or the code's set-up made, so they are the
    /// conflict's newest, the one it breaks — as the frames IB stores show (a label of vertical
    /// hugging 1000 stretched by its container's edges is stored at the container's height).
    mutating func giveWayToContentSize(for id: LayoutConstraintID) {
        // (A stack view's hiding of a view, made at the layout pass too, is newer still: a conflict
        // with it breaks the developer's constraint, as UIKit's logs show.)
        if let report = entries[id]?.broken,
           report.conflicting.contains(where: { entries[$0].map { Self.isStackHiding($0.constraint) } ?? false }) {
            return
        }
        keep(id) { layout, report in
            report.conflicting.sorted().last { other in
                layout.entries[other].map { Self.isContentSize($0.constraint) && $0.constraint.priority >= 1000 && $0.broken == nil } ?? false
            }
        }
    }

    /// Whether a conflict keeps this constraint and breaks another: a firm one (the screen, a
    /// guide, the size rule), and a stack view's `'UISV-hiding'`, which UIKit's logs show kept
    /// while the developer's own size of the hidden view is broken (so the view collapses).
    static func keptInConflict(_ c: LayoutConstraint) -> Bool {
        c.origin.isFirm || isStackHiding(c)
    }

    /// Whether a constraint is a stack view's `'UISV-hiding'` of one of its arranged views.
    static func isStackHiding(_ c: LayoutConstraint) -> Bool {
        if case .stackView = c.origin { c.label == "UISV-hiding" } else { false }
    }

    /// ``addToSolver(_:)`` without keeping a firm constraint: a conflict breaks this one.
    mutating func addPlainly(_ id: LayoutConstraintID) {
        guard var entry = entries[id] else { return }
        entry.broken = nil
        entry.solverIDs = []
        if let c = try? solverConstraint(for: entry.constraint) {
            let solverID = ConstraintID(nextSolverID)
            nextSolverID += 1
            do {
                try solver.add(c, id: solverID)
                entry.solverIDs = [solverID]
                owners[solverID] = id
            } catch {
                if case let .unsatisfiable(_, conflicts, _) = error {
                    entry.broken = ConflictReport(broken: id, conflicting: conflicts.compactMap { owners[$0] }.sorted())
                    entry.brokenAt = loosenings
                }
            }
        }
        entries[id] = entry
        noteHolding(id)
    }

    /// Takes an entry's constraints out of the solver, leaving it active or not as it was.
    mutating func removeFromSolver(_ id: LayoutConstraintID) {
        guard var entry = entries[id] else { return }
        if !entry.solverIDs.isEmpty { loosenings += 1 }
        for s in entry.solverIDs {
            try? solver.remove(s)
            owners[s] = nil
        }
        if entry.isEditable, let k = entry.constantVariable {
            try? solver.removeEditVariable(k)
            forgetEditable(id, k, entry.constraint)
        }
        entry.isEditable = false
        entry.solverIDs = []
        entries[id] = entry
    }

    mutating func uninstall(_ id: LayoutConstraintID) {
        guard let entry = entries[id] else { return }
        // A size below 0 whose rule is broken in a conflict stays so when the rule goes, with
        // no value written: the next check looks at every view. Any other constraint that goes
        // leaves every size as it was, or writes the values it moves.
        if entry.constraint.origin.isSizeRule { sizesCheckedAt = nil }
        removeFromSolver(id)
        setActive(id, false)
        entries[id]?.broken = nil
        noteHolding(id)
    }

    /// Flips an entry's isActive and keeps the indexes over active constraints in step.
    mutating func setActive(_ id: LayoutConstraintID, _ active: Bool) {
        guard let entry = entries[id], entry.isActive != active else { return }
        entries[id]?.isActive = active
        index.note(id, entry.constraint, crossing: scrollViewsCrossed(by: entry.constraint), delta: active ? 1 : -1)
        noteHolding(id)
    }

    /// Keeps the index's count of holding constraints (active and not broken), and the set of
    /// broken ones, in step with an entry whose activity or broken state may have changed.
    mutating func noteHolding(_ id: LayoutConstraintID) {
        guard let entry = entries[id] else { return }
        if entry.broken == nil { brokenIDs.remove(id) } else { brokenIDs.insert(id) }
        let holds = entry.isActive && entry.broken == nil
        guard holds != entry.countedAsHolding else { return }
        entries[id]?.countedAsHolding = holds
        index.noteHolding(entry.constraint, delta: holds ? 1 : -1)
    }

    mutating func deleteConstraint(_ id: LayoutConstraintID) {
        uninstall(id)
        entries[id] = nil
    }

    // MARK: Meaning

    /// Checks a constraint as UIKit does and applies the scroll-view rule: from inside a scroll
    /// view (a text view is one), its edges and margins mean its content area and its size and
    /// centres its frame.
    func resolve(_ constraint: LayoutConstraint) throws(LayoutError) -> LayoutConstraint {
        var c = constraint
        try NumberLimits.multiplier(c.multiplier)
        try NumberLimits.length(c.constant, "the constant")
        guard (1...1000).contains(c.priority) else { throw .badPriority(c.priority) }
        guard view(c.first.view) != nil else { throw .unknownView("#\(c.first.view.rawValue)") }
        guard let second = c.second, let secondAttribute = c.secondAttribute else {
            if !c.firstAttribute.isSize { throw .locationNeedsPair(c.firstAttribute) }
            return c
        }
        guard view(second.view) != nil else { throw .unknownView("#\(second.view.rawValue)") }
        let a = c.firstAttribute, b = secondAttribute
        if (a.isDirectional && b.isLeftRight) || (a.isLeftRight && b.isDirectional) {
            throw .leadingTrailingWithLeftRight
        }
        // A size may be related to a size on the other axis (an aspect ratio, `height == width * 0.5`);
        // UIKit refuses only a location against a size, or an x location against a y location.
        if a.isSize != b.isSize { throw .sizeWithLocation(a, b) }
        if !a.isSize && a.axis != b.axis { throw .mixedAxes(a, b) }
        c.first = scrollMeaning(of: c.first, attribute: a, from: second.view)
        c.second = scrollMeaning(of: second, attribute: b, from: c.first.view)
        if commonAncestor(parentSpace(of: c.first), parentSpace(of: c.second ?? second)) == nil {
            throw .noCommonAncestor(view(c.first.view)?.name ?? "?", view(second.view)?.name ?? "?")
        }
        return c
    }

    func scrollMeaning(of item: Item, attribute: Attribute, from other: ViewID) -> Item {
        guard case .view(let s) = item, view(s)?.hasContentArea == true,
              other != s, isDescendant(other, of: s) else { return item }
        return attribute.isEdge ? .content(s) : .frame(s)
    }

    /// The view in whose bounds coordinates an item's frame is expressed.
    func parentSpace(of item: Item) -> ViewID {
        switch item {
        case .view(let v), .frame(let v): view(v)?.superview ?? .root
        case .content(let v), .margins(let v), .safeArea(let v), .readable(let v), .spacer(let v, _): v
        }
    }

    /// The view whose own bounds UIKit writes a constraint between a view and one of its
    /// descendants in: the outer view's, where its origin is 0 wherever it sits in its superview.
    /// A multiplier then scales lengths inside it: `v.centerX == container.centerX × 0.5` puts v a
    /// quarter of the way across the container, and an autoresizing mask's flexible margin keeps
    /// its share of the container's width. Nil when neither item is a plain view (not a scroll
    /// view, whose bounds scroll) holding the other.
    func ownBoundsSpace(_ a: Item, _ b: Item) -> ViewID? {
        for (outer, inner) in [(a, b), (b, a)] {
            guard case .view(let v) = outer, view(v)?.isScrollView != true, inner.view != v,
                  isDescendant(inner.view, of: v) else { continue }
            return v
        }
        return nil
    }

    func commonAncestor(_ a: ViewID, _ b: ViewID) -> ViewID? {
        let chain = Set(ancestors(of: a))
        return ancestors(of: b).first { chain.contains($0) }
    }

    /// The solver constraint for a layout constraint: both sides in their common ancestor's bounds
    /// coordinates.
    func solverConstraint(for c: LayoutConstraint) throws(LayoutError) -> Constraint {
        guard let p = Priority(c.priority) else { throw .badPriority(c.priority) }
        var space = parentSpace(of: c.first)
        if let second = c.second, !c.firstAttribute.isSize {
            guard let common = commonAncestor(space, parentSpace(of: second)) else {
                throw .noCommonAncestor(view(c.first.view)?.name ?? "?", view(second.view)?.name ?? "?")
            }
            space = ownBoundsSpace(c.first, second) ?? common
        }
        let lhs = expression(c.first, c.firstAttribute, in: space)
        var rhs = Expression(constant: c.constant)
        if let second = c.second, let b = c.secondAttribute {
            rhs = expression(second, b, in: space) * c.multiplier + c.constant
        }
        return Constraint(lhs, c.relation, rhs, priority: p)
    }

    /// The scroll views between each item and the space the constraint is written in: their
    /// contentOffsets are part of its solver constant.
    func scrollViewsCrossed(by c: LayoutConstraint) -> [ViewID] {
        guard let second = c.second, !c.firstAttribute.isSize else { return [] }
        let a = parentSpace(of: c.first), b = parentSpace(of: second)
        guard let space = commonAncestor(a, b) else { return [] }
        var out: [ViewID] = []
        for start in [a, b] {
            var current = start
            while current != space, let v = view(current) {
                if v.isScrollView { out.append(current) }
                guard let parent = v.superview else { break }
                current = parent
            }
        }
        return out
    }

    /// An item's frame in its parent space: left, top, width, height.
    func frameExpressions(_ item: Item) -> (Expression, Expression, Expression, Expression) {
        let zero = Expression(constant: 0)
        switch item {
        case .view(let id), .frame(let id):
            guard let v = variables[id.rawValue] else { return (zero, zero, zero, zero) }
            return (Expression(v.left), Expression(v.top), Expression(v.width), Expression(v.height))
        case .content(let id):
            guard let v = variables[id.rawValue], let w = v.contentWidth, let h = v.contentHeight else {
                return (zero, zero, zero, zero)
            }
            return (zero, zero, Expression(w), Expression(h))
        case .spacer:
            guard let g = spacerVariables[item] else { return (zero, zero, zero, zero) }
            return (Expression(g.left), Expression(g.top), Expression(g.width), Expression(g.height))
        case .margins(let id), .safeArea(let id), .readable(let id):
            if let g = guideVariables[item] {
                return (Expression(g.left), Expression(g.top), Expression(g.width), Expression(g.height))
            }
            // Not made yet (a guide is made when a constraint that names it is activated): its
            // current insets as constants.
            guard let v = variables[id.rawValue] else { return (zero, zero, zero, zero) }
            let m = guideInsets(item)
            return (Expression(constant: m.left), Expression(constant: m.top),
                    v.width - (m.left + m.right), v.height - (m.top + m.bottom))
        }
    }

    /// The offset that takes a point from `from`'s bounds coordinates to `to`'s (an ancestor).
    func offset(from: ViewID, to: ViewID) -> (Expression, Expression) {
        var dx = Expression(constant: 0), dy = Expression(constant: 0)
        var current = from
        while current != to, let v = view(current), let vars = variables[current.rawValue] {
            let origin = v.scroll?.contentOffset ?? .zero
            dx = dx + vars.left - origin.x
            dy = dy + vars.top - origin.y
            guard let parent = v.superview else { break }
            current = parent
        }
        return (dx, dy)
    }

    /// How far a scroll view's content area's margin attribute lies inside its edge: UIKit
    /// attaches constraints between a scroll view's edges or margins and its content to the
    /// content area, so `leadingMargin` is the content's leading plus the scroll view's left
    /// margin and `trailingMargin` its trailing less the right one — read from the margins
    /// guide, which follows the margins as they change. Nil for other attributes, or before the
    /// guide is made.
    func contentMarginInset(_ scrollView: ViewID, _ attribute: Attribute) -> Expression? {
        guard let g = guideVariables[.margins(scrollView)], let v = variables[scrollView.rawValue] else { return nil }
        switch attribute {
        case .leftMargin, .leadingMargin: return Expression(g.left)
        case .topMargin: return Expression(g.top)
        // Less the right (bottom) margin: the view's width (height) less the guide's end.
        case .rightMargin, .trailingMargin: return Expression(g.left) + g.width - v.width
        case .bottomMargin: return Expression(g.top) + g.height - v.height
        default: return nil
        }
    }

    func expression(_ item: Item, _ attribute: Attribute, in space: ViewID) -> Expression {
        // A view's margin attributes are its margins guide's edges, as UIKit binds them.
        if attribute.isMargin, item == .view(item.view) || item == .frame(item.view),
           guideVariables[.margins(item.view)] != nil {
            return expression(.margins(item.view), attribute.outsideMargins, in: space)
        }
        var (left, top, width, height) = frameExpressions(item)
        if !attribute.isSize, case .view(let v) = item, v == space {
            // A view in its own bounds (see ``ownBoundsSpace(_:_:)``): its origin is 0.
            left = Expression(constant: 0)
            top = Expression(constant: 0)
        } else if !attribute.isSize {
            let (dx, dy) = offset(from: parentSpace(of: item), to: space)
            left = left + dx
            top = top + dy
        }
        // Margin attributes of a view are inset by its layoutMargins; a guide has no margins.
        let hasMargins: Bool
        switch item {
        case .view, .frame: hasMargins = attribute.isMargin
        case .content, .margins, .safeArea, .readable, .spacer: hasMargins = false
        }
        let m = hasMargins ? layoutMargins(of: item.view) : .zero
        if attribute.isMargin, case .content(let s) = item, let inset = contentMarginInset(s, attribute) {
            return expression(item, attribute.outsideMargins, in: space) + inset
        }
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return left + m.left
        case .right, .trailing, .rightMargin, .trailingMargin: return left + width - m.right
        case .top, .topMargin: return top + m.top
        case .bottom, .bottomMargin: return top + height - m.bottom
        case .width: return width
        case .height: return height
        case .centerX: return left + width * 0.5
        case .centerY: return top + height * 0.5
        case .centerXWithinMargins: return left + m.left + (width - (m.left + m.right)) * 0.5
        case .centerYWithinMargins: return top + m.top + (height - (m.top + m.bottom)) * 0.5
        case .firstBaseline, .lastBaseline:
            // A stack view's baselines are one of its arranged views'.
            if case .view(let v) = item, let inner = baselineView(of: v, first: attribute == .firstBaseline) {
                return expression(.view(inner), attribute, in: space)
            }
            // A control draws its one line of text centred (a button's title, a text field's
            // text): both baselines sit 80% down that line, wherever the control's height puts it.
            if case .view = item, let fontSize = view(item.view)?.centeredTextFontSize {
                let line = TextMetrics.lineHeight(fontSize: fontSize)
                return top + height * 0.5 + line * 0.3
            }
            // A one-line label's baselines are fixed offsets from its edges, worked out at its own
            // height, as UIKit's engine holds them: the first from its top, the last from its
            // bottom. Stretched taller than its line, its last baseline moves with its bottom
            // (Interface Builder's frames show it: a label held by its top to one view and by its
            // baseline to another's grows by the difference, and one centred in a stack and held
            // to a baseline stretches to keep both). At its own height (the line rounded up to the
            // pixel) both are one, measured from the line's top, or a label held by both to one
            // other baseline would conflict by the line's rounding to the pixel.
            if case .view = item, let label = view(item.view)?.label, !label.isTextView, label.numberOfLines == 1 {
                let own = TextMetrics.roundedUp(TextMetrics.lineBox(label), scale: textScale)
                    + label.textInsets.top + label.textInsets.bottom
                let first = baselineOffset(item.view, first: true)
                return attribute == .firstBaseline ? top + first : top + height - (own - first)
            }
            return attribute == .firstBaseline ? top + baselineOffset(item.view, first: true)
                : top + height - baselineOffset(item.view, first: false)
        }
    }

    /// The arranged view whose baseline a stack view's is, as UIKit's `viewForFirstBaselineLayout`
    /// and `viewForLastBaselineLayout` forward it: a vertical stack's first (last) visible
    /// arranged view; a horizontal stack's first visible arranged view that shows text, else its
    /// first visible one. Nil for other views and for a stack showing nothing.
    func baselineView(of id: ViewID, first: Bool) -> ViewID? {
        guard let stack = stacks[id] else { return nil }
        let visible = stack.arrangedSubviews.filter { !hiddenViews.contains($0) }
        if stack.axis == .vertical { return first ? visible.first : visible.last }
        return visible.first { showsText($0) } ?? visible.first
    }

    /// Whether a view's baseline is its text's: a label, a control with a line of text, or a
    /// stack whose baseline view shows text.
    func showsText(_ id: ViewID) -> Bool {
        if view(id)?.label != nil || view(id)?.centeredTextFontSize != nil { return true }
        return baselineView(of: id, first: true).map(showsText) ?? false
    }

    /// A label's first baseline sits 80% down its first line; its last baseline 20% up from the
    /// bottom (the documented metric, not a real font); a text view's are inside its insets. Views
    /// without text use their edges (controls with a line of text: see ``expression(_:_:in:)``).
    /// A paragraph style's taller line (``TextMetrics/lineBox(_:)``) adds its room above the
    /// text: the first baseline moves down by it.
    func baselineOffset(_ id: ViewID, first: Bool) -> Double {
        guard let label = view(id)?.label else { return 0 }
        let line = TextMetrics.lineHeight(label)
        return first ? label.textInsets.top + TextMetrics.lineBox(label) - line * 0.2 : label.textInsets.bottom + line * 0.2
    }
}

/// UIKit's "Unable to simultaneously satisfy constraints": the constraint that was broken (the
/// newest) and the minimal set of constraints it conflicts with, in order of creation.
public struct ConflictReport: Sendable, Hashable {
    public var broken: LayoutConstraintID
    public var conflicting: [LayoutConstraintID]
}
