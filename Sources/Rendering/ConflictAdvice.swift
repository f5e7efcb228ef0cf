import Layout

/// The fixes an experienced developer would try for a conflict, ranked, each tried on a copy of
/// the layout: one ranking for the session's own conflicts and for a conflict log's rebuilt
/// constraints. What it needs beyond the layout (who made each constraint, where) comes from
/// ``ConflictSources``.
public enum ConflictAdvice {
    /// One attribute of one item, the key the fixes group a set's constraints by.
    struct AttributeOfItem: Hashable {
        var item: Item
        var attribute: Attribute
    }

    /// Whether a height is a table's default row height: 44, or 44 less the separator (43.5,
    /// 43.6667, 43.3333 — one pixel at 2× or 3×), as a cell's content view has it.
    public static func isDefaultRowHeight(_ value: Double) -> Bool { value >= 43.3 && value <= 44 }

    /// Screen widths of iPhones and iPads in points, portrait and landscape: an imposed width
    /// equal to one is the real size a container gave the view, not a placeholder.
    /// The separator a table takes from a row's height for its content view, read from the
    /// content view's height: 0.5 when it is whole points less a half (@2x), a third when less a
    /// third (@3x), else 0 (no separator, or a height not of whole points).
    static func separatorBelow(contentHeight h: Double) -> Double {
        let fraction = h - h.rounded(.down)
        if abs(fraction - 0.5) < 1e-3 { return 0.5 }
        if abs(fraction - 2.0 / 3) < 1e-3 { return 1.0 / 3 }
        return 0
    }

    public static let screenWidths: Set<Double> = [320, 360, 375, 390, 393, 402, 414, 428, 430, 440, 568, 667, 736, 744, 768,
                                                   812, 820, 834, 844, 852, 874, 896, 926, 932, 956, 1024, 1032, 1112, 1180,
                                                   1194, 1366]

    /// The fixes, in the order they would be tried: for a size UIKit imposes, self-sizing rows (a
    /// table's default 44) and priority 999 on the one constraint that should give way;
    /// `translatesAutoresizingMaskIntoConstraints = false` for an app's view with its mask on;
    /// one of two constraints on the same attribute removed; priority 999 on the constraint
    /// UIKit breaks; removing it, with a warning when that leaves a view unpinned. A constraint a
    /// fix already changes is not offered again, and no fix is listed twice. Working fixes come
    /// before those that are not enough; a mask fighting the app's own constraints comes first.
    ///
    /// `trials`, kept by the caller across the conflicts of one layout, answers a try that an
    /// earlier conflict of the same shape made already (see ``ConflictTrials``).
    public static func fixes(for conflict: ConflictReport, in layout: Layout, sources: some ConflictSources,
                             trials: ConflictTrials? = nil) -> [ConflictFix] {
        let set = [conflict.broken] + conflict.conflicting.filter { $0 != conflict.broken }.sorted()
        // Counted when a try is made, not for a conflict whose tries are all known.
        var before: Int? = nil
        let shape = layout.constraint(conflict.broken).map {
            ConflictTrials.Shape(broken: $0, conflicting: conflict.conflicting.filter { $0 != conflict.broken }.sorted())
        }
        /// A constraint as a try names it: the broken one by its part, so that the same try on a
        /// conflict of the same shape is the same try.
        func named(_ id: LayoutConstraintID) -> String { id == conflict.broken ? "broken" : "\(id.rawValue)" }
        func works(_ trial: String, _ change: (inout Layout) -> Void) -> Bool {
            if let trials, let shape, let known = trials.satisfiable[.init(shape: shape, trial: trial)] { return known }
            let count = before ?? layout.conflicts.count
            before = count
            var copy = layout
            change(&copy)
            copy.reactivateBroken(since: layout)
            let after = copy.conflicts
            let result = after.count < count && !after.contains { set.contains($0.broken) }
            if let trials, let shape { trials.satisfiable[.init(shape: shape, trial: trial)] = result }
            return result
        }
        func describe(_ id: LayoutConstraintID) -> String { sources.describe(id) }
        func isApp(_ id: LayoutConstraintID) -> Bool { sources.maker(of: id).isApp }
        // Which of two was written later: a log's line (the set's order, the broken one first,
        // where two share a line); the order of creation where no line is known (the session's).
        func order(_ id: LayoutConstraintID) -> Int { sources.line(of: id) ?? id.rawValue }
        func lowered(_ id: LayoutConstraintID) -> (inout Layout) -> Void {
            { l in
                try? l.deactivate(id)
                try? l.setPriority(id, 999)
                try? l.reactivate(id)
            }
        }
        /// What a try that is not a yes or no (what a change leaves unpinned) says, kept as ``works`` keeps its answers.
        func remembered(_ trial: String, _ make: () -> String?) -> String? {
            guard let trials, let shape else { return make() }
            let key = ConflictTrials.Key(shape: shape, trial: trial)
            if let known = trials.texts[key] { return known }
            let text = make()
            trials.texts[key] = .some(text)
            return text
        }
        var fixes: [ConflictFix] = []
        var changed: Set<LayoutConstraintID> = []
        func add(_ fix: ConflictFix, changing ids: [LayoutConstraintID]) {
            guard !fixes.contains(where: { $0.advice == fix.advice }) else { return }
            fixes.append(fix)
            changed.formUnion(ids)
        }
        // A size asked to be negative: the constant is the mistake, as UIKit keeps every size at 0
        // or more (a minus sign meant for an inset on an edge, most often).
        for id in set where isApp(id) {
            guard let c = layout.constraint(id), c.second == nil, c.firstAttribute.isSize, c.constant < 0,
                  c.relation != .lessThanOrEqual else { continue }
            let what = c.firstAttribute.rawValue
            let positive = formatNumber(-c.constant)
            add(ConflictFix(kind: .nonNegativeConstant, onBroken: id == conflict.broken,
                            advice: "make \(describe(id)) a \(what) of \(positive) (or another at 0 or more): a \(what) is never "
                                + "negative, so \(formatNumber(c.constant)) can never hold — a −\(positive) meant as an inset "
                                + "belongs on an edge (trailing == superview's trailing − \(positive)), not on the \(what)",
                            satisfiable: works("nonnegative \(named(id))") { l in try? l.setConstant(id, -c.constant) }, constraint: id), changing: [id])
        }
        // A view placed past its own superview's far edge by a visual format string
        // (`[superview]-(0)-[imageView]`, `imageView.top == superview.bottom`), which spaces a
        // view from its superview as from a sibling. The mistake is the constraint itself:
        // `|-(0)-[imageView]` pins it inside. (Anchors that put a drawer below its superview on
        // purpose are not singled out.)
        for id in set where isApp(id) && sources.isVisualFormat(id) {
            guard let c = layout.constraint(id), c.relation == .equal, c.multiplier == 1, case .view(let v) = c.first,
                  case .view(let parent)? = c.second, layout.view(v)?.superview == parent,
                  let second = c.secondAttribute else { continue }
            // The view's edge, its superview's opposite one, and where that puts the view.
            let outside: [(edge: Attribute, opposite: Attribute, place: String)] = [
                (.top, .bottom, "below the bottom"), (.bottom, .top, "above the top"),
                (.leading, .trailing, "past the trailing edge"), (.trailing, .leading, "before the leading edge"),
                (.left, .right, "past the right edge"), (.right, .left, "before the left edge"),
            ]
            guard let place = outside.first(where: { $0.edge == c.firstAttribute && $0.opposite == second })?.place else { continue }
            let child = layout.itemName(c.first), superview = layout.itemName(.view(parent))
            let edge = c.firstAttribute.rawValue
            add(ConflictFix(kind: .remove, onBroken: id == conflict.broken,
                            advice: "remove \(describe(id)): it puts \(child) \(place) of \(superview), its own superview, outside it — "
                                + "a visual format string that names the superview as a view (`[\(superview)]-(0)-[\(child)]`) spaces it "
                                + "as from a sibling; pin \(child).\(edge) to \(superview).\(edge) instead (`|-(0)-[\(child)]`)",
                            satisfiable: works("remove \(named(id))") { l in try? l.remove(id) }, constraint: id), changing: [id])
        }
        // A size UIKit imposes: what the number says, and the one constraint to give way.
        for size in set {
            guard case .imposedSize(let imposedKind) = sources.maker(of: size), let imposed = layout.constraint(size) else { continue }
            let axis = imposed.firstAttribute.axis
            let value = imposed.constant
            let candidates = set.filter {
                isApp($0) && !changed.contains($0) && layout.constraint($0)?.priority == 1000
                    && layout.constraint($0)?.firstAttribute.axis == axis
            }
            // 44 is a table's default row height; a collection view's cells have no such default.
            var defaultRow = false
            var untilMeasured = false
            var tableRow = false
            var sectionHeader = false
            if case .cellSize(let inCollection, let estimate, let row, let header) = imposedKind {
                sectionHeader = header
                defaultRow = imposed.firstAttribute == .height && isDefaultRowHeight(value) && !inCollection && !header
                untilMeasured = estimate && imposed.firstAttribute == .height
                tableRow = row && imposed.firstAttribute == .height
            }
            if defaultRow {
                let advice: String
                if layout.view(imposed.first.view)?.holdsContentOutsideContentView == true {
                    // Content the row never measures (added to the cell itself, or pinned to the
                    // cell's own edges): self-sizing rows would measure the empty content view still.
                    advice = "put the content in the cell's contentView (contentView.addSubview, pinned to contentView's "
                        + "edges), which a self-sizing row measures: 44 is the standard row UIKit falls back to for a "
                        + "content view that holds nothing — or return the height the constraints need from "
                        + "tableView(_:heightForRowAt:)"
                } else {
                    let less = value == 44 ? "" : " (\(formatNumber(value)): 44 less the separator)"
                    advice = "if the rows do not size themselves, let them: 44 is a table view's default rowHeight\(less) — "
                        + "set tableView.rowHeight = UITableView.automaticDimension and an estimatedRowHeight, or return the "
                        + "height the constraints need from tableView(_:heightForRowAt:); if they already do, 44 is the height "
                        + "the cell is laid out at before the table measures it (a cell dequeued without its index path, a "
                        + "template cell), and lowering the constraint that fights it to priority 999 is the fix"
                }
                add(ConflictFix(kind: .selfSizingRows, advice: advice,
                                satisfiable: works("remove \(named(size))") { l in try? l.remove(size) }, constraint: size), changing: [])
            }
            // A row height the table chose (rowHeight, heightForRowAt) that the cell's constraints
            // do not fit: the height they need, measured on a copy without the table's.
            if tableRow, !defaultRow, value > 0 {
                var measured = layout
                try? measured.remove(size)
                measured.reactivateBroken(since: layout)
                // (Within a pixel of the table's, the shortfall is the pixel rounding of a height the
                // constraints make of fractions, 100.2 shown as 100.333: no row height fits it, and
                // the constraint that gives way is the fix.)
                let needed = measured.frame(of: imposed.first.view).height
                if needed - value < 0.34 {
                    // Left to the fixes below.
                } else if measured.conflicts.isEmpty, needed > value, sectionHeader {
                    // A section header's or footer's view: no separator; its height is the table's.
                    add(ConflictFix(kind: .selfSizingRows,
                                    advice: "give the section header (or footer) the height its constraints need: the table gives "
                                        + "it \(formatNumber(value)) (its sectionHeaderHeight, or what tableView(_:heightForHeaderInSection:) "
                                        + "returns) and they need \(formatNumber(needed)) — return that, or let them size themselves "
                                        + "(sectionHeaderHeight = UITableView.automaticDimension and an estimatedSectionHeaderHeight)",
                                    satisfiable: works("remove \(named(size))") { l in try? l.remove(size) }, constraint: size), changing: [])
                } else if measured.conflicts.isEmpty, needed > value {
                    // The content view is the row less its separator's pixel (half a point at @2x,
                    // a third at @3x), which a height of whole points less that fraction shows:
                    // the row needs the separator again on top of what the content needs.
                    let separator = Self.separatorBelow(contentHeight: value)
                    let source = "(its rowHeight, or what tableView(_:heightForRowAt:) returns)"
                    let asked = separator == 0
                        ? "the table gives it \(formatNumber(value)) \(source) and they need \(formatNumber(needed)) — return that"
                        : "the table gives its content view \(formatNumber(value)), a row of \(formatNumber(value + separator)) "
                            + "\(source) less the \(formatNumber(separator))-pt separator, and they need \(formatNumber(needed)) — "
                            + "return \(formatNumber(needed + separator)) for the row"
                    add(ConflictFix(kind: .selfSizingRows,
                                    advice: "give the row the height its constraints need: \(asked), or let the rows size themselves "
                                        + "(tableView.rowHeight = UITableView.automaticDimension and an estimatedRowHeight)",
                                    satisfiable: works("remove \(named(size))") { l in try? l.remove(size) }, constraint: size), changing: [])
                }
            }
            // The constraint UIKit breaks, else one that fixes a size outright, else the first (a
            // log that does not say what UIKit broke: one that fixes a size first).
            let fixedSize = { (id: LayoutConstraintID) in
                layout.constraint(id).map { $0.second == nil && $0.firstAttribute.isSize } ?? false
            }
            let broken = candidates.first { $0 == conflict.broken }
            guard let pick = (sources.knowsBroken ? broken : nil) ?? candidates.first(where: fixedSize) ?? broken
                ?? candidates.first else { continue }
            let reason: String
            if imposedKind == .stackHiding {
                reason = "so it gives way while the stack view hides the view (0 along its axis)"
            } else if imposedKind == .inputView {
                reason = "so it gives way while UIKit holds the input view at its starting height (\(formatNumber(value))) "
                    + "and takes over once the view is on screen"
            } else if untilMeasured, !defaultRow, value != 0 {
                reason = "so it gives way while the table holds the cell's old height (\(formatNumber(value))) and holds once "
                    + "the cell is measured"
            } else if defaultRow, layout.view(imposed.first.view)?.holdsContentOutsideContentView == true {
                reason = "so it gives way to the standard row of \(formatNumber(value)) UIKit keeps for this cell, whose "
                    + "content view holds nothing (the content is squeezed into that height)"
            } else if value == 0 || imposedKind == .temporary || defaultRow {
                reason = "so it gives way while UIKit sizes the view (\(formatNumber(value)) until then) and holds once the "
                    + "real size is known"
            } else if imposed.firstAttribute == .width, screenWidths.contains(value) {
                reason = "so it gives way: \(formatNumber(value)) is a screen's width, the real size the view gets, and the "
                    + "constraints do not add up to it (or make their constants fit)"
            } else {
                reason = "so it gives way: \(formatNumber(value)) is the size UIKit really gives the view, and the constraints "
                    + "do not add up to it (or make their constants fit)"
            }
            add(ConflictFix(kind: .lowerAgainstImposedSize, onBroken: pick == conflict.broken,
                            advice: "give \(describe(pick)) priority 999, \(reason)", satisfiable: works("lower \(named(pick))", lowered(pick)),
                            constraint: pick, code: sources.spelled(pick, lowered: 999)),
                changing: [pick])
        }
        // A view of the app with its autoresizing mask on.
        var masked: [ViewID] = []
        for id in set where sources.maker(of: id) == .autoresizingMask(ofAppView: true) {
            guard let v = layout.constraint(id)?.first.view, !masked.contains(v) else { continue }
            masked.append(v)
            let name = layout.name(of: v) ?? "?"
            // A walk over every constraint: once per view for all the conflicts that share `trials`.
            let maskIDs = trials?.maskIDs[v] ?? layout.constraintIDs.filter {
                layout.constraint($0)?.origin == .autoresizingMask && layout.constraint($0)?.first.view == v
                    && sources.maker(of: $0) == .autoresizingMask(ofAppView: true)
            }
            trials?.maskIDs[v] = maskIDs
            // In a log, a mask that gives the view a screen's size in the set (896 tall) is how
            // UIKit sizes a view controller's root view: the mask is right there, and turning it
            // off would leave the view with no size.
            let screenSized = set.contains { id in
                guard sources.maker(of: id) == .autoresizingMask(ofAppView: true), let c = layout.constraint(id),
                      c.first.view == v, c.second == nil, c.firstAttribute.isSize else { return false }
                return screenWidths.contains(c.constant)
            }
            if !sources.knowsWholeLayout, screenSized { continue }
            if layout.view(v)?.isTableHeader == true {
                // A table sizes its header by its frame, whatever its constraints say: the fix is
                // the frame's height, measured from them.
                add(ConflictFix(kind: .turnOffAutoresizingMask,
                                advice: "give \(name) the height its constraints need: the table sizes its header by its frame, "
                                    + "never by constraints — in viewDidLayoutSubviews set \(name).frame.size.height = "
                                    + "\(name).systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height, then assign it to "
                                    + "tableHeaderView again",
                                satisfiable: works("header height \(v.rawValue) \(maskIDs.map(named))") { l in
                                    let frame = l.frame(of: v)
                                    let needed = l.fittingSize(of: v, target: Size(width: frame.width, height: 0),
                                                               horizontalPriority: 1000).height
                                    try? l.setFrame(v, Rect(x: frame.minX, y: frame.minY, width: frame.width, height: needed))
                                }), changing: maskIDs)
                continue
            }
            var advice = "set \(name).translatesAutoresizingMaskIntoConstraints = false (its frame then comes from "
                + "your constraints, not from its mask)"
            if sources.knowsWholeLayout, let loose = remembered("unpinned mask off \(v.rawValue) \(maskIDs.map(named))", {
                unpinned(turningOffMaskOf: v, maskIDs, in: layout)
            }) {
                advice += " — and then \(loose): pin it with constraints"
            }
            add(ConflictFix(kind: .turnOffAutoresizingMask,
                            advice: advice,
                            satisfiable: works("mask off \(v.rawValue) \(maskIDs.map(named))") { l in
                                // The session's view makes its mask's constraints from its frame: turned
                                // off as the code would turn it off; a log's are plain constraints.
                                if l.view(v)?.translatesAutoresizingMaskIntoConstraints == true {
                                    try? l.setTranslatesAutoresizingMask(v, false)
                                }
                                for m in maskIDs { try? l.remove(m) }
                            }), changing: maskIDs)
        }
        // A view Interface Builder fixed at its frame (it has no constraints in the storyboard)
        // that the app's code places too: IB's constraints are the mistake, and the code's stay.
        var fixedInIB: [ViewID] = []
        for id in set where sources.maker(of: id) == .interfaceBuilderFixedFrame {
            guard let v = layout.constraint(id)?.first.view, !fixedInIB.contains(v) else { continue }
            let placedByCode = set.filter { other in
                isApp(other) && layout.constraint(other).map { $0.first.view == v || $0.second?.view == v } == true
            }
            guard let first = placedByCode.first else { continue }
            fixedInIB.append(v)
            let generated = set.filter { sources.maker(of: $0) == .interfaceBuilderFixedFrame && layout.constraint($0)?.first.view == v }
            let name = layout.name(of: v) ?? "?"
            add(ConflictFix(kind: .storyboardConstraints,
                            advice: "give \(name) constraints in the storyboard (or xib), marked 'Remove at build time' if your "
                                + "code makes them: a view with none there gets 'IB auto generated at build time' constraints "
                                + "that fix its frame, and they fight your code's (\(describe(first)))",
                            satisfiable: works("remove \(generated.map(named))") { l in for g in generated { try? l.remove(g) } }),
                changing: generated + placedByCode)
        }
        // The app's equalities of the set by their first item, in the set's order: the pairs
        // below are looked for within one item's (a long chain's minimal set holds thousands of
        // constraints, a few per item), in the order of a scan of every pair.
        var position: [LayoutConstraintID: Int] = [:]
        var byItem: [Item: [LayoutConstraintID]] = [:]
        for (i, id) in set.enumerated() where isApp(id) {
            guard let c = layout.constraint(id), c.relation == .equal else { continue }
            position[id] = i
            byItem[c.first, default: []].append(id)
        }
        func after(_ a: LayoutConstraintID, _ item: Item) -> [LayoutConstraintID] {
            (byItem[item] ?? []).filter { (position[$0] ?? 0) > (position[a] ?? 0) }
        }
        let equalities = set.filter { position[$0] != nil }
        // One attribute of one view set twice.
        for a in equalities where !changed.contains(a) {
            guard let ca = layout.constraint(a) else { continue }
            for b in after(a, ca.first) where !changed.contains(b) && !changed.contains(a) {
                guard let cb = layout.constraint(b), ca.first == cb.first,
                      ca.firstAttribute == cb.firstAttribute else { continue }
                let drop = b == conflict.broken || a != conflict.broken && order(b) >= order(a) ? b : a
                let attribute = "\(layout.itemName(ca.first)).\(ca.firstAttribute.rawValue)"
                let same = ca.second == cb.second && ca.secondAttribute == cb.secondAttribute && ca.multiplier == cb.multiplier
                let (first, second) = order(a) <= order(b) ? (a, b) : (b, a)
                var advice = "keep one of \(describe(first)) and \(describe(second)): they set \(attribute) twice"
                if same, ca.second == nil {
                    let constants = first == a ? (ca.constant, cb.constant) : (cb.constant, ca.constant)
                    advice += ", to \(formatNumber(constants.0)) and to \(formatNumber(constants.1))"
                } else if same {
                    advice += ", against the same anchor with different constants"
                }
                if let why = madeTwice(first, second, sources) { advice += " (\(why))" }
                advice += drop == conflict.broken && sources.knowsBroken
                    ? " — UIKit broke \(describe(drop)), so removing it is what is tried here"
                    : " — removing \(describe(drop)) is what is tried here"
                add(ConflictFix(kind: .removeDuplicate, onBroken: drop == conflict.broken, advice: advice,
                                satisfiable: works("remove \(named(drop))") { l in try? l.remove(drop) }, constraint: drop), changing: [a, b])
            }
        }
        // One attribute asked for two constants that no value meets, one of them a bound
        // (`height == 20` and `height >= 44`): the same mistake as a duplicate.
        func asks(_ c: LayoutConstraint) -> String {
            let value = formatNumber(c.constant)
            switch c.relation {
            case .equal: return value
            case .greaterThanOrEqual: return "at least \(value)"
            case .lessThanOrEqual: return "at most \(value)"
            }
        }
        func meets(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
            func range(_ c: LayoutConstraint) -> ClosedRange<Double> {
                switch c.relation {
                case .equal: return c.constant...c.constant
                case .greaterThanOrEqual: return c.constant...Double.greatestFiniteMagnitude
                case .lessThanOrEqual: return -Double.greatestFiniteMagnitude...c.constant
                }
            }
            return range(a).overlaps(range(b))
        }
        // The app's required bounds of the set, each with the ones after it on the same attribute of
        // the same item, in the set's order (a chain's labels each have a height of their own:
        // comparing every bound with every other would cost the square of the set).
        var bounds: [(id: LayoutConstraintID, constraint: LayoutConstraint)] = []
        var boundsOf: [AttributeOfItem: [LayoutConstraintID]] = [:]
        for id in set where isApp(id) {
            guard let c = layout.constraint(id), c.second == nil, c.priority == 1000 else { continue }
            bounds.append((id, c))
            boundsOf[AttributeOfItem(item: c.first, attribute: c.firstAttribute), default: []].append(id)
        }
        for (a, ca) in bounds where !changed.contains(a) {
            let same = boundsOf[AttributeOfItem(item: ca.first, attribute: ca.firstAttribute)] ?? []
            for b in same.drop(while: { $0 != a }).dropFirst() where !changed.contains(b) && !changed.contains(a) {
                guard let cb = layout.constraint(b), ca.relation != .equal || cb.relation != .equal, !meets(ca, cb) else { continue }
                let (first, second) = order(a) <= order(b) ? (a, b) : (b, a)
                let drop = a == conflict.broken || b == conflict.broken ? conflict.broken : second
                let (c1, c2) = first == a ? (ca, cb) : (cb, ca)
                let attribute = "\(layout.itemName(ca.first)).\(ca.firstAttribute.rawValue)"
                var advice = "keep one of \(describe(first)) and \(describe(second)): they ask \(attribute) to be "
                    + "\(asks(c1)) and \(asks(c2)), which no \(ca.firstAttribute.rawValue) is"
                if let why = madeTwice(first, second, sources) { advice += " (\(why))" }
                advice += drop == conflict.broken && sources.knowsBroken
                    ? " — UIKit broke \(describe(drop)), so removing it is what is tried here"
                    : " — removing \(describe(drop)) is what is tried here"
                add(ConflictFix(kind: .removeDuplicate, onBroken: drop == conflict.broken, advice: advice,
                                satisfiable: works("remove \(named(drop))") { l in try? l.remove(drop) }, constraint: drop), changing: [a, b])
            }
        }
        // One view placed twice on one axis against the same item: centred and aligned to an
        // edge. With the view's own size they fix the other item's size, which is seldom meant.
        let centers: Set<Attribute> = [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins]
        for a in equalities where !changed.contains(a) {
            guard let ca = layout.constraint(a), !ca.firstAttribute.isSize, ca.second != nil else { continue }
            for b in after(a, ca.first) where !changed.contains(b) && !changed.contains(a) {
                guard let cb = layout.constraint(b), cb.first == ca.first, cb.second == ca.second,
                      !cb.firstAttribute.isSize, cb.firstAttribute.axis == ca.firstAttribute.axis,
                      centers.contains(ca.firstAttribute) != centers.contains(cb.firstAttribute) else { continue }
                let (first, second) = order(a) <= order(b) ? (a, b) : (b, a)
                let drop = b == conflict.broken || a == conflict.broken ? conflict.broken : second
                let (center, edge) = centers.contains(ca.firstAttribute) ? (ca, cb) : (cb, ca)
                let view = layout.itemName(ca.first)
                let other = ca.second.map { layout.itemName($0) } ?? "?"
                add(ConflictFix(kind: .removeSecondPlacement, onBroken: drop == conflict.broken,
                                advice: "keep one of \(describe(first)) and \(describe(second)): they place \(view) twice "
                                    + "\(ca.firstAttribute.axis == .horizontal ? "across" : "down") \(other), centred "
                                    + "(\(center.firstAttribute.rawValue)) and at its \(edge.firstAttribute.rawValue), which with "
                                    + "\(view)'s size fixes \(other)'s — removing \(describe(drop)) is what is tried here",
                                satisfiable: works("remove \(named(drop))") { l in try? l.remove(drop) }, constraint: drop), changing: [a, b])
            }
        }
        // The constraint UIKit broke, when it is the app's and nothing above changes it (where the
        // log does not say which UIKit broke, not beside the one to lower against UIKit's size).
        let broken = conflict.broken
        if isApp(broken), !changed.contains(broken), layout.constraint(broken)?.priority == 1000,
           sources.knowsBroken || !fixes.contains(where: { $0.kind == .lowerAgainstImposedSize }) {
            add(ConflictFix(kind: .lowerPriority, onBroken: true,
                            advice: "give \(describe(broken)) priority 999, so it gives way where it cannot hold",
                            satisfiable: works("lower \(named(broken))", lowered(broken)), constraint: broken, code: sources.spelled(broken, lowered: 999)),
                changing: [])
            if fixes.count < 2 {
                var advice = "remove \(describe(broken))"
                if let loose = remembered("unpinned remove broken", { unpinned(removing: broken, in: layout) }) { advice += " — but then \(loose): pin it another way" }
                add(ConflictFix(kind: .remove, onBroken: true, advice: advice,
                                satisfiable: works("remove \(named(broken))") { l in try? l.remove(broken) }, constraint: broken), changing: [broken])
            }
        }
        // UIKit broke its own constraint, one the code made required (a compression resistance or
        // hugging raised to 1000): that priority lowered, or the code's required constraints of
        // the set giving way instead.
        if !isApp(broken), let c = layout.constraint(broken), c.priority == 1000, let axis = c.origin.contentAxis {
            let resists = if case .compressionResistance = c.origin { true } else { false }
            let view = layout.name(of: c.first.view) ?? "the view"
            let axisName = axis == .horizontal ? "horizontal" : "vertical"
            let call = resists ? "setContentCompressionResistancePriority" : "setContentHuggingPriority"
            add(ConflictFix(kind: .lowerPriority, onBroken: true,
                            advice: "lower \(view)'s \(axisName) \(resists ? "compression resistance" : "content hugging") below required "
                                + "(\(view).\(call)(.defaultHigh, for: .\(axisName))), so its content size gives way",
                            satisfiable: works("lower \(named(broken))", lowered(broken)), constraint: broken), changing: [])
            for id in set where isApp(id) && !changed.contains(id) && layout.constraint(id)?.priority == 1000 {
                add(ConflictFix(kind: .lowerPriority, onBroken: false,
                                advice: "give \(describe(id)) priority 999, so it gives way where it cannot hold",
                                satisfiable: works("lower \(named(id))", lowered(id)), constraint: id, code: sources.spelled(id, lowered: 999)),
                    changing: [])
            }
        }
        // A view of the app whose own constraints fight its mask: the mask is the mistake, so that
        // fix comes first. Then working fixes before the others, each in the order above.
        let constrained = Set(set.filter(isApp).compactMap { layout.constraint($0) }.flatMap { c in
            [c.first.view] + (c.second.map { [$0.view] } ?? [])
        })
        func first(_ fix: ConflictFix) -> Bool {
            fix.kind == .turnOffAutoresizingMask
                && masked.contains { constrained.contains($0) && fix.advice.hasPrefix("set \(layout.name(of: $0) ?? "?").") }
        }
        return fixes.enumerated().sorted { x, y in
            if x.element.satisfiable != y.element.satisfiable { return x.element.satisfiable }
            if first(x.element) != first(y.element) { return first(x.element) }
            return x.offset < y.offset
        }.map(\.element)
    }

    /// What the places two constraints on one attribute were made at say: made at the same place
    /// (code that runs twice), or at two lines of one file.
    static func madeTwice(_ a: LayoutConstraintID, _ b: LayoutConstraintID, _ sources: some ConflictSources) -> String? {
        guard let pa = sources.place(of: a), let pb = sources.place(of: b) else { return nil }
        // The session's line may hold several statements: one line is not one statement there.
        if pa == pb, pa.file.isEmpty { return nil }
        if pa == pb {
            return "both are made at \(pa.text): that code runs more than once — make the constraint once, or use "
                + "remakeConstraints / updateConstraints"
        }
        if pa.file == pb.file {
            return pa.file.isEmpty ? "made at lines \(pa.line) and \(pb.line)" : "both are made in \(pa.file), at lines \(pa.line) and \(pb.line)"
        }
        return nil
    }

    /// What removing a constraint leaves undetermined that was determined before: `label1 has no
    /// vertical position`; nil when nothing.
    static func unpinned(removing id: LayoutConstraintID, in layout: Layout) -> String? {
        guard let c = layout.constraint(id) else { return nil }
        // Before: the constraint holding where it can (at 999), as it does once the conflict
        // is gone; the conflict's break has already taken it out of `layout`.
        var held = layout
        try? held.deactivate(id)
        try? held.setPriority(id, 999)
        try? held.reactivate(id)
        var copy = layout
        try? copy.remove(id)
        return lost(Set([c.first.view] + (c.second.map { [$0.view] } ?? [])), before: held, after: copy)
    }

    /// What turning a view's autoresizing mask off leaves it without.
    static func unpinned(turningOffMaskOf view: ViewID, _ maskIDs: [LayoutConstraintID], in layout: Layout) -> String? {
        var copy = layout
        if copy.view(view)?.translatesAutoresizingMaskIntoConstraints == true { try? copy.setTranslatesAutoresizingMask(view, false) }
        for id in maskIDs { try? copy.remove(id) }
        return lost([view], before: layout, after: copy)
    }

    /// The attributes of `views` undetermined in `after` (its conflicts' broken constraints let in
    /// again, as the change ends them) that were determined in `before`: `box has no width and
    /// height`; nil when none.
    static func lost(_ views: Set<ViewID>, before: Layout, after: Layout) -> String? {
        func loose(_ l: Layout) -> [String: [String]] {
            var out: [String: [String]] = [:]
            for a in l.ambiguities() where views.contains(a.view) {
                out[l.name(of: a.view) ?? "?", default: []] += a.missing
            }
            return out
        }
        var after = after
        after.reactivateBroken(since: before)
        let was = loose(before)
        let now = loose(after)
        let lost = now.keys.sorted().compactMap { name -> String? in
            let missing = now[name, default: []].filter { !was[name, default: []].contains($0) }
            guard let last = missing.last else { return nil }
            let list = missing.count == 1 ? last : missing.dropLast().joined(separator: ", ") + " and " + last
            return "\(name) has no \(list)"
        }
        return lost.isEmpty ? nil : lost.joined(separator: "; ")
    }
}
