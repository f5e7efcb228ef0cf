import Cassowary

/// UIKit's engine rule: a view's width and height are never negative. A layout guide's are.
///
/// The engine keeps every view's size at 0 or more with a required rule that no log lists, so
/// constraints that would push a view's size below 0 are a conflict ("Unable to simultaneously
/// satisfy constraints", one of them broken), never a negative frame: a lone `v.width == -16` is
/// refused on its own, and `H:|-(8)-[table]-(8)-|` in a container whose encapsulated width is 0
/// is a conflict of three. Here the rule is two required constraints per item, `width >= 0` and
/// `height >= 0` (origin ``ConstraintOrigin/nonNegativeSize``), for every view but the root
/// (whose size is the screen's, never negative) and a scroll view's content area. They are firm
/// (a conflict breaks the newest user constraint of its minimal set, never the rule), shown in a
/// minimal set as lines of their own, and left out of the listings (``constraintIDs``), as UIKit
/// lists them nowhere.
///
/// A layout guide has no such rule: the safe-area, margins and readable guides, a stack view's
/// gap guides and alignment spanner, and a view that stands for a guide
/// (``exemptFromSizeRule(_:)``). UIKit's logs show it: a 0-high button bar whose margins guide
/// is inset 10 and 9 lists the button tied to the guide's height among the conflict, and breaks
/// either that tie or a margin constraint — with a rule of its own the guide alone (the bar's
/// height and its two margins) would conflict, and the button's tie would be in no log. So the
/// guide goes to −19 and the conflict is found at the first view whose size follows it.
///
/// The rule goes into the solver only where it is needed: after a solve, the items whose width
/// or height came out negative get theirs, and the layout is solved again, until no size is
/// negative. That is exact: when the optimum without some of the rules already satisfies them,
/// adding them shrinks the feasible region around the optimum, which stays the optimum; a rule
/// that cannot hold is a conflict, as it was when it was there from the start. Put in up front,
/// the rule made each size a row of its own, so every later required equality between sizes
/// had no free variable left to solve for and went in through an artificial one: the building
/// of a layout cost half again as much, and the session twice the memory.
///
/// Each item's two rules have ids kept for them when it is made (``reserveSizeRules(for:)``), so
/// a rule put in late has the place in the order of creation it would have had up front: the
/// minimal sets list the lines in the same order, and the ids of everything else are the same.
/// A rule once in stays in (a rule that holds changes nothing; it goes with its item), and it is
/// part of the layout's value, so undo takes it back with the change that needed it.
extension Layout {
    /// How far below 0 a solved size must be to count as negative (the solver's rounding, not
    /// a size).
    static let negativeSizeTolerance = 1e-9

    /// Keeps two constraint ids for an item's rules, `width >= 0` then `height >= 0`, made the
    /// first time its size comes out negative (``enforceSizeRules(after:)``).
    mutating func reserveSizeRules(for item: Item) {
        sizeRuleIDs[item] = LayoutConstraintID(nextConstraint)
        nextConstraint += 2
    }

    /// Puts the rule of each item whose solved width or height is negative into the solver, and
    /// solves again, until no size is negative (each round adds a rule, so this ends). A rule
    /// that conflicts is kept, and `culprit` (the constraint a change was about) broken when it
    /// is in the conflict, as it was when it went in with the rules already there; else the
    /// newest user constraint of the conflict. Returns whether any rule went in.
    @discardableResult
    mutating func enforceSizeRules(after culprit: LayoutConstraintID? = nil) -> Bool {
        var added = false
        while true {
            let due = negativeSizeRules()
            if due.isEmpty {
                sizesCheckedAt = solver.values
                return added
            }
            for (id, item, attribute) in due { addSizeRule(id, item, attribute, preferring: culprit) }
            settleEditableConstants(after: nil)
            added = true
        }
    }

    /// The rules not yet in whose size is negative now, in order of creation.
    ///
    /// After every change, so not by a look at every view: when the last check found none and
    /// no size's rule went out since (``sizesCheckedAt``), only the views that own a symbol whose
    /// value was written since (``frameOwners``), and the scroll views' content sizes, can have
    /// gone below 0. A loop that makes 4,000 views looked at every view after each of its
    /// 16,000 constraints.
    func negativeSizeRules() -> [(LayoutConstraintID, Item, Attribute)] {
        let due = { (value: Double, _: Variable) in value < -Self.negativeSizeTolerance }
        guard let since = sizesCheckedAt else { return sizeRules(due) }
        var marks = ViewMarks(count: variables.count)
        solver.forEachRangeOfChangedValues(sinceValues: since) { range in
            for s in range.clamped(to: 0..<frameOwners.count) {
                let owner = frameOwners[s]
                if owner > 0, Int(owner) < variables.count { marks.insert(Int(owner)) }
            }
        }
        for id in scrollViewOrder where id.rawValue < variables.count { marks.insert(id.rawValue) }
        let found = sizeRules(among: marks.list.sorted(), due)
        assert(found.map(\.0) == sizeRules(due).map(\.0), "a size below 0 the check of changed views missed")
        return found
    }

    /// The rules not yet in, of the sizes `due` picks (from its value and variable), in order of
    /// creation: views and content areas (read straight from the solver: this runs after every
    /// change, and a layout whose sizes are all 0 or more costs two reads per item). Layout
    /// guides have none (see the type's comment).
    /// `due` is asked of every size: it must not hold the layout (a copy of it for each call).
    /// Sizes in `skipping` are not due, and not read.
    func sizeRules(skipping: VariableSet? = nil, _ due: (Double, Variable) -> Bool) -> [(LayoutConstraintID, Item, Attribute)] {
        sizeRules(among: nil, skipping: skipping, due)
    }

    /// ``sizeRules(skipping:_:)`` of the views `among` (raw ids, ascending; nil: every view).
    func sizeRules(among: [Int]?, skipping: VariableSet? = nil, _ due: (Double, Variable) -> Bool)
        -> [(LayoutConstraintID, Item, Attribute)] {
        var found: [(LayoutConstraintID, Item, Attribute)] = []
        // One loop, no local functions: a local function that reads the solver was handed a copy
        // of it (two dozen tables' references, taken and dropped) for each view it looked at.
        let ids = sizeRuleIDs, count = variables.count
        for i in among ?? Array(1..<max(1, count)) {
            guard i >= 1, i < count, let v = variables[i] else { continue }
            // The view's size, then a scroll view's content size.
            for part in 0..<2 {
                let item: Item, width: Variable, height: Variable
                if part == 0 {
                    (item, width, height) = (.view(ViewID(i)), v.width, v.height)
                } else {
                    guard let w = v.contentWidth, let h = v.contentHeight else { break }
                    (item, width, height) = (.content(ViewID(i)), w, h)
                }
                if let skipping, skipping.contains(width), skipping.contains(height) { continue }
                let floor = part == 0 ? sizeFloor(of: ViewID(i)) : (width: 0, height: 0)
                let w = due(solver.value(of: width) - floor.width, width), h = due(solver.value(of: height) - floor.height, height)
                guard w || h, let base = ids[item] else { continue }
                if w, entries[base] == nil { found.append((base, item, .width)) }
                let following = LayoutConstraintID(base.rawValue + 1)
                if h, entries[following] == nil { found.append((following, item, .height)) }
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// The layout as the ambiguity questions must see it, when it differs: with the rule of each
    /// size that is 0 now (nil when every such size has its rule already). A rule that is not in
    /// changes no frame, but where it would hold tight it stops a size from going lower: in a
    /// container 0 wide, `v.left >= c.left` and `v.right <= c.right` leave v nowhere to go with
    /// the rule, and free to slide (its width below 0) without. Only sizes at 0 can do that; of
    /// the views', only those found undetermined (`free`; nil: all), as a rule only takes away
    /// freedom; and of those, only the items some constraint names (a size no constraint holds
    /// is as free with its rule as without: a view just made). Worked out on a copy, and only for
    /// a layout found ambiguous.
    ///
    /// A size no constraint in the solver involves (in `unused`, or so found when `unused` is
    /// nil) is as free with its rule as without, and the rule would touch nothing else: it is
    /// passed over first, so the views just declared (thousands, while a screen is built view by
    /// view) cost a bit each. So is a size the solver holds parametric and free to grow (see
    /// ``Solver/growingFreely(among:)``): it is undetermined with its rule or without, and adding
    /// the rule substitutes the size into every row that holds it — in a column of views each
    /// below the last, with no heights yet, every row below, for every view, after every
    /// command. Left out, the rules of such sizes also no longer make each other look blocked:
    /// three views sharing a stack's free height are all named ambiguous, as UIKit names them,
    /// where with the rules only the last one was.
    func withSizeRulesAtZero(free: VariableSet?, unused: VariableSet? = nil) -> Layout? {
        let tolerance = Self.negativeSizeTolerance, frames = frameVariables, solver = self.solver
        // Per view id: whether some constraint names the view (1) or none does (0); -1 not asked yet.
        var named = [Int8](repeating: -1, count: variables.count)
        let loose = solver.growingFreely(among: free ?? frames)
        let due = sizeRules(skipping: unused) { value, variable in
            guard abs(value) <= tolerance, !loose.contains(variable) else { return false }
            if let free, !free.contains(variable), frames.contains(variable) { return false }
            if let unused { return !unused.contains(variable) }
            return !solver.isUnused(variable)
        }.filter { _, item, _ in
            let i = item.view.rawValue
            if i >= 0, i < named.count, named[i] >= 0 { return named[i] == 1 }
            let holds = entries.containsConstraint(naming: item.view) { entry in
                entry.isActive && entry.broken == nil && !entry.constraint.origin.isSizeRule
            }
            if i >= 0, i < named.count { named[i] = holds ? 1 : 0 }
            return holds
        }
        if due.isEmpty { return nil }
        var copy = self
        for (id, item, attribute) in due { copy.addSizeRule(id, item, attribute, preferring: nil) }
        return copy
    }

    /// Makes and installs one rule under its kept id. A rule that conflicts is kept, being firm
    /// (see ``makeRoom(for:preferring:)``).
    mutating func addSizeRule(_ id: LayoutConstraintID, _ item: Item, _ attribute: Attribute,
                              preferring culprit: LayoutConstraintID?) {
        let floor = if case .view(let v) = item { sizeFloor(of: v) } else { (width: 0.0, height: 0.0) }
        let rule = LayoutConstraint(item, attribute, .greaterThanOrEqual, constant: attribute == .width ? floor.width : floor.height,
                                    origin: .nonNegativeSize)
        entries[id] = Entry(constraint: rule, isActive: false)
        setActive(id, true)
        addPlainly(id)
        if entries[id]?.broken != nil { makeRoom(for: id, preferring: culprit) }
    }

    /// The least width and height the constraints may give a view: 0, less its alignment
    /// rectangle's insets (a slider's frame reaches 2 pt past each side of what its constraints
    /// place, so a `UISlider()` whose frame is still 0 wide holds an alignment rectangle −4 wide:
    /// its frame, the size that is never negative, is 0).
    func sizeFloor(of view: ViewID) -> (width: Double, height: Double) {
        guard !alignmentInsets.isEmpty, let insets = alignmentInsets[view.rawValue] else { return (0, 0) }
        return (-(insets.left + insets.right), -(insets.top + insets.bottom))
    }

    /// Takes out a view's rules that are in, when its alignment insets change: they come back,
    /// with the new floor, when a size goes below it.
    mutating func resetSizeRules(of view: ViewID) {
        // The floor moved with no size changing: every size is looked at again.
        sizesCheckedAt = nil
        guard let base = sizeRuleIDs[.view(view)] else { return }
        for rule in [base, LayoutConstraintID(base.rawValue + 1)] where entries[rule] != nil {
            try? remove(rule)
        }
    }

    /// Leaves a view without the rule, as a layout guide is: for a view that stands for a guide
    /// (a conflict log's `UILayoutGuide`, rebuilt as a view). Its rules, if already in, go.
    public mutating func exemptFromSizeRule(_ id: ViewID) {
        guard let base = sizeRuleIDs[.view(id)] else { return }
        sizeRuleIDs[.view(id)] = nil
        for rule in [base, LayoutConstraintID(base.rawValue + 1)] where entries[rule] != nil {
            try? remove(rule)
        }
    }

    /// Whether a constraint is one of the size rules (kept out of the listings).
    public func isSizeRule(_ id: LayoutConstraintID) -> Bool {
        entries[id]?.constraint.origin.isSizeRule ?? false
    }
}
