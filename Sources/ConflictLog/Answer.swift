import Layout

/// The answer to a conflict log: the rebuilt layout solved, the minimal conflicting set, what
/// UIKit broke and what that did to the frames, and the usual fixes, each tried on a copy.
public struct Answer: Sendable {
    public var rebuild: Rebuild
    /// The conflict the log is about: the one whose broken constraint is UIKit's, else the first.
    public var conflict: ConflictReport?
    /// Other conflicts among the rebuilt constraints, if the log holds several.
    public var otherConflicts: [ConflictReport] = []
    /// The constraint UIKit broke, as rebuilt (nil when the log does not say or it is not in the layout).
    public var uikitBroke: LayoutConstraintID?
    /// What breaking it did: `imageView1.height is 28, not 128`, and the frames of its views.
    public var effect: [String] = []
    /// Ranked: usual fixes first, those that work before those that do not.
    public var fixes: [Fix] = []
    /// Fixes of the same kinds not tried, past ``Answer/trialBudget`` (a long chain in conflict).
    public var untried = 0
    /// How many fixes are tried on copies at most: each trial copies and re-solves the layout.
    public static let trialBudget = 16
    /// Every constraint of the conflict is UIKit's own (see ``isSystemOnly(_:_:)``): a known system
    /// warning, with no fix for the app.
    public var systemOnly = false
    /// When the minimal set holds UIKit's rule that a size is never negative: what the other
    /// constraints would make that size (`a height cannot be negative: 0 − 10 − 9 = −19 …`).
    public var negativeSize: String?

    public init(_ log: ConflictLog, screen: Size = Size(width: 375, height: 667)) {
        var names = ViewNames()
        self.init(log, screen: screen, names: &names)
    }

    /// One log of several: `names` keeps a view's name the same across the paste's logs.
    public init(_ log: ConflictLog, screen: Size = Size(width: 375, height: 667), names: inout ViewNames) {
        self.init(rebuild: Rebuild(log, screen: screen, names: &names))
    }

    /// The answer for a rebuild as it stands (its layout possibly changed since it was made).
    public init(rebuild: Rebuild) {
        self.rebuild = rebuild
        let log = rebuild.log
        let layout = rebuild.layout
        let conflicts = layout.conflicts
        if let b = log.brokenIndex, let id = rebuild.constraints[b].id { uikitBroke = id }
        conflict = conflicts.first { $0.broken == uikitBroke } ?? conflicts.first
        otherConflicts = conflicts.filter { $0 != conflict }
        systemOnly = Self.isSystemOnly(conflict, rebuild)
        if let conflict {
            negativeSize = Self.negativeSizeText(in: conflict, rebuild)
            effect = Self.effect(of: conflict.broken, in: rebuild)
            if !systemOnly { (fixes, untried) = Self.fixes(for: conflict, in: rebuild) }
        }
    }

    /// Whether every constraint of the conflict (of the log, when the rebuilt constraints hold
    /// together) is UIKit's own: the keyboard's, a toolbar's insides, a layout guide UIKit sizes.
    /// Nothing in the app made them, so no fix is offered on them.
    static func isSystemOnly(_ conflict: ConflictReport?, _ rebuild: Rebuild) -> Bool {
        let rebuilt: [RebuiltConstraint]
        if let conflict {
            rebuilt = ([conflict.broken] + conflict.conflicting).compactMap { rebuild.constraint($0) }
        } else {
            rebuilt = rebuild.constraints.filter { $0.id != nil }
        }
        return !rebuilt.isEmpty && rebuilt.allSatisfy { rebuild.isUIKitOnly($0.entryIndex) }
    }

    public var layout: Layout { rebuild.layout }

    /// What makes two logs the same conflict: the minimal set and the broken constraint as
    /// rebuilt (names are shared across a paste, so the same views give the same text); the
    /// log's entries when nothing conflicts.
    var signature: [String] {
        if let conflict { return minimalSet.map { layout.describe($0) } + ["broken: " + layout.describe(conflict.broken)] }
        return rebuild.constraints.map { c in c.id.map { layout.describe($0) } ?? (c.note ?? "?") }
    }

    /// The minimal set in order of creation, the broken one last.
    public var minimalSet: [LayoutConstraintID] {
        guard let conflict else { return [] }
        return conflict.conflicting.filter { $0 != conflict.broken }.sorted() + [conflict.broken]
    }

    /// The log line of a rebuilt constraint; nil for the screen's own constraints.
    public func line(of id: LayoutConstraintID) -> Int? {
        rebuild.constraint(id).map { rebuild.log.entries[$0.entryIndex].line }
    }

    // MARK: What breaking did

    static func effect(of id: LayoutConstraintID, in rebuild: Rebuild) -> [String] {
        let layout = rebuild.layout
        guard let c = layout.constraint(id) else { return [] }
        var lines: [String] = []
        let lhs = value(c.first, c.firstAttribute, layout)
        var rhs = c.constant
        if let second = c.second, let b = c.secondAttribute { rhs += c.multiplier * value(second, b, layout) }
        let asked = "\(layout.itemName(c.first)).\(c.firstAttribute.rawValue)"
        let relation = c.relation.description
        let target = c.relation == .equal ? "not \(formatNumber(rhs))" : "where it asked \(relation) \(formatNumber(rhs))"
        lines.append("\(asked) is \(formatNumber(lhs)), \(target)")
        var seen: [ViewID] = []
        for item in [c.first] + (c.second.map { [$0] } ?? []) where !seen.contains(item.view) && item.view != .root {
            seen.append(item.view)
            let f = layout.frame(of: item.view)
            lines.append("\(layout.name(of: item.view) ?? "?") frame (\(formatNumber(f.minX)),\(formatNumber(f.minY)),"
                + "\(formatNumber(f.width)),\(formatNumber(f.height)))")
        }
        return lines
    }

    /// An attribute's value in window coordinates (the rebuilt layout does not scroll).
    static func value(_ item: Item, _ attribute: Attribute, _ layout: Layout) -> Double {
        let r = layout.windowRect(of: item.view)
        let m = attribute.isMargin ? (layout.view(item.view)?.layoutMargins ?? .zero) : .zero
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return r.minX + m.left
        case .right, .trailing, .rightMargin, .trailingMargin: return r.maxX - m.right
        case .top, .topMargin, .firstBaseline: return r.minY + m.top
        case .bottom, .bottomMargin, .lastBaseline: return r.maxY - m.bottom
        case .width: return r.width
        case .height: return r.height
        case .centerX, .centerXWithinMargins: return r.minX + m.left + (r.width - m.left - m.right) / 2
        case .centerY, .centerYWithinMargins: return r.minY + m.top + (r.height - m.top - m.bottom) / 2
        }
    }

    // MARK: Fixes

    /// Screen widths of iPhones and iPads in points, portrait and landscape: an encapsulated width
    /// equal to one is the real size a container gave the view, not a placeholder.
    /// Whether an encapsulated height is a table's default row height: 44, or 44 less the
    /// separator (43.5, 43.6667, 43.3333 — one pixel at 2× or 3×), as a cell's content view has it.
    public static func isDefaultRowHeight(_ value: Double) -> Bool { value >= 43.3 && value <= 44 }

    static let screenWidths: Set<Double> = [320, 360, 375, 390, 393, 402, 414, 428, 430, 440, 568, 667, 736, 744, 768, 812,
                                            820, 834, 844, 852, 874, 896, 926, 932, 956, 1024, 1032, 1112, 1180, 1194, 1366]

    /// The fixes an experienced developer would try, in the order they would try them, each tried
    /// on a copy: for a size UIKit imposes, self-sizing rows (a table's default 44) and priority 999
    /// on the one constraint that should give way; `translatesAutoresizingMaskIntoConstraints =
    /// false` for a view with masks; one of two constraints on the same attribute removed; priority
    /// 999 on the constraint UIKit broke; removing it, with a warning when that leaves a view
    /// unpinned. A constraint a fix already changes is not offered again.
    static func fixes(for conflict: ConflictReport, in rebuild: Rebuild) -> (fixes: [Fix], untried: Int) {
        let layout = rebuild.layout
        let set = [conflict.broken] + conflict.conflicting.filter { $0 != conflict.broken }.sorted()
        let before = layout.conflicts.count
        func works(_ change: (inout Layout) -> Void) -> Bool {
            var copy = layout
            change(&copy)
            for report in copy.conflicts { try? copy.reactivate(report.broken) }
            let after = copy.conflicts
            return after.count < before && !after.contains { set.contains($0.broken) }
        }
        func describe(_ id: LayoutConstraintID) -> String { rebuild.describe(id) }
        func isDeveloper(_ id: LayoutConstraintID) -> Bool { rebuild.isDeveloper(id) }
        func lowered(_ id: LayoutConstraintID) -> (inout Layout) -> Void {
            { l in
                try? l.deactivate(id)
                try? l.setPriority(id, 999)
                try? l.reactivate(id)
            }
        }
        var fixes: [Fix] = []
        var changed: Set<LayoutConstraintID> = []
        func add(_ fix: Fix, changing ids: [LayoutConstraintID]) {
            guard !fixes.contains(where: { $0.advice == fix.advice }) else { return }
            fixes.append(fix)
            changed.formUnion(ids)
        }
        // A size UIKit imposes: what the number says, and the one constraint to give way.
        for size in set {
            guard let made = rebuild.constraint(size)?.generated, made.isImposedSize,
                  let imposed = layout.constraint(size) else { continue }
            let axis = imposed.firstAttribute.axis
            let value = imposed.constant
            let encapsulated = made.kind == .encapsulatedSize || made.cellContent
            let candidates = set.filter {
                isDeveloper($0) && !changed.contains($0) && layout.constraint($0)?.priority == 1000
                    && layout.constraint($0)?.firstAttribute.axis == axis
            }
            // 44 is a table's default row height; a collection view's cells have no such default.
            let inCollection = rebuild.entry(of: size).map { ItemGraph.items(of: $0.body).contains { $0.plainClass.contains("CollectionView") } } ?? false
            let defaultRow = encapsulated && imposed.firstAttribute == .height && Self.isDefaultRowHeight(value) && !inCollection
            if defaultRow {
                let less = value == 44 ? "" : " (\(formatNumber(value)): 44 less the separator)"
                add(Fix(kind: .selfSizingRows,
                        advice: "let the rows size themselves: 44 is a table view's default rowHeight\(less), so the table never "
                            + "asked the cell for its height — set tableView.rowHeight = UITableView.automaticDimension and "
                            + "an estimatedRowHeight, or return the height the constraints need from tableView(_:heightForRowAt:)",
                        satisfiable: works { l in try? l.remove(size) }), changing: [])
            }
            // The constraint UIKit broke, else one that fixes a size outright, else the first.
            let fixedSize = { (id: LayoutConstraintID) in
                layout.constraint(id).map { $0.second == nil && $0.firstAttribute.isSize } ?? false
            }
            guard let pick = candidates.first(where: { $0 == conflict.broken }) ?? candidates.first(where: fixedSize)
                ?? candidates.first else { continue }
            let reason: String
            if made.identifier == "UISV-hiding" {
                reason = "so it gives way while the stack view hides the view (0 along its axis)"
            } else if value == 0 || made.kind == .temporarySize || defaultRow {
                reason = "so it gives way while UIKit sizes the view (\(formatNumber(value)) until then) and holds once the "
                    + "real size is known"
            } else if imposed.firstAttribute == .width, screenWidths.contains(value) {
                reason = "so it gives way: \(formatNumber(value)) is a screen's width, the real size the view gets, and the "
                    + "constraints do not add up to it (or make their constants fit)"
            } else {
                reason = "so it gives way: \(formatNumber(value)) is the size UIKit really gives the view, and the constraints "
                    + "do not add up to it (or make their constants fit)"
            }
            add(Fix(kind: .lowerAgainstImposedSize, onBroken: pick == conflict.broken,
                    advice: "give \(describe(pick)) priority 999, \(reason)", satisfiable: works(lowered(pick))),
                changing: [pick])
        }
        // A view of the app with its autoresizing mask on.
        var masked: [ViewID] = []
        for id in set where layout.constraint(id)?.origin == .autoresizingMask {
            guard let made = rebuild.constraint(id)?.generated, made.kind == .autoresizingMask, !made.privateView,
                  let v = layout.constraint(id)?.first.view, !masked.contains(v) else { continue }
            masked.append(v)
            let name = layout.name(of: v) ?? "?"
            let maskIDs = layout.constraintIDs.filter {
                layout.constraint($0)?.origin == .autoresizingMask && layout.constraint($0)?.first.view == v
                    && rebuild.constraint($0)?.generated?.kind == .autoresizingMask
            }
            add(Fix(kind: .turnOffAutoresizingMask,
                    advice: "set \(name).translatesAutoresizingMaskIntoConstraints = false (its frame then comes from your "
                        + "constraints, not from its mask)",
                    satisfiable: works { l in for m in maskIDs { try? l.remove(m) } }), changing: maskIDs)
        }
        // One attribute of one view set twice.
        for (i, a) in set.enumerated() where isDeveloper(a) && !changed.contains(a) {
            guard let ca = layout.constraint(a), ca.relation == .equal else { continue }
            for b in set[(i + 1)...] where isDeveloper(b) && !changed.contains(b) && !changed.contains(a) {
                guard let cb = layout.constraint(b), cb.relation == .equal, ca.first == cb.first,
                      ca.firstAttribute == cb.firstAttribute else { continue }
                let drop = b == conflict.broken || a != conflict.broken && (rebuild.line(of: b) ?? 0) >= (rebuild.line(of: a) ?? 0) ? b : a
                let attribute = "\(layout.itemName(ca.first)).\(ca.firstAttribute.rawValue)"
                let same = ca.second == cb.second && ca.secondAttribute == cb.secondAttribute && ca.multiplier == cb.multiplier
                let (first, second) = (rebuild.line(of: a) ?? 0) <= (rebuild.line(of: b) ?? 0) ? (a, b) : (b, a)
                var advice = "keep one of \(describe(first)) and \(describe(second)): they set \(attribute) twice"
                if same, ca.second == nil {
                    advice += ", to \(formatNumber(ca.constant)) and to \(formatNumber(cb.constant))"
                } else if same {
                    advice += ", against the same anchor with different constants"
                }
                if let why = madeTwice(first, second, rebuild) { advice += " (\(why))" }
                advice += drop == conflict.broken ? " — UIKit broke \(describe(drop)), so removing it is what is tried here"
                    : " — removing \(describe(drop)) is what is tried here"
                add(Fix(kind: .removeDuplicate, onBroken: drop == conflict.broken, advice: advice,
                        satisfiable: works { l in try? l.remove(drop) }), changing: [a, b])
            }
        }
        // The constraint UIKit broke, when it is the app's and nothing above changes it.
        let broken = conflict.broken
        if isDeveloper(broken), !changed.contains(broken), layout.constraint(broken)?.priority == 1000 {
            add(Fix(kind: .lowerPriority, onBroken: true,
                    advice: "give \(describe(broken)) priority 999, so it gives way where it cannot hold",
                    satisfiable: works(lowered(broken))), changing: [])
            if fixes.count < 2 {
                var advice = "remove \(describe(broken))"
                if let loose = unpinned(removing: broken, in: layout) { advice += " — but then \(loose): pin it another way" }
                add(Fix(kind: .remove, onBroken: true, advice: advice,
                        satisfiable: works { l in try? l.remove(broken) }), changing: [broken])
            }
        }
        // A view of the app whose own constraints fight its mask: the mask is the mistake, so that
        // fix comes first. Then working fixes before the others, each in the order above.
        let constrained = Set(set.filter(isDeveloper).compactMap { layout.constraint($0) }.flatMap { c in
            [c.first.view] + (c.second.map { [$0.view] } ?? [])
        })
        func first(_ fix: Fix) -> Bool {
            fix.kind == .turnOffAutoresizingMask && masked.contains { constrained.contains($0) && fix.advice.hasPrefix("set \(layout.name(of: $0) ?? "?").") }
        }
        let ranked = fixes.enumerated().sorted { x, y in
            if x.element.satisfiable != y.element.satisfiable { return x.element.satisfiable }
            if first(x.element) != first(y.element) { return first(x.element) }
            return x.offset < y.offset
        }.map(\.element)
        return (ranked, 0)
    }

    /// What SnapKit's file and line say about two constraints on one attribute: made by the same
    /// line (code that runs twice), or by two lines of one file.
    static func madeTwice(_ a: LayoutConstraintID, _ b: LayoutConstraintID, _ rebuild: Rebuild) -> String? {
        guard let ea = rebuild.entry(of: a), let eb = rebuild.entry(of: b), let la = ea.location, let lb = eb.location
        else { return nil }
        let fa = la.file.split(separator: "/").last.map(String.init) ?? la.file
        let fb = lb.file.split(separator: "/").last.map(String.init) ?? lb.file
        if fa == fb, la.line == lb.line {
            return "both are made at \(fa)#\(la.line): that code runs more than once — make the constraint once, or use "
                + "remakeConstraints / updateConstraints"
        }
        if fa == fb { return "both are made in \(fa), at lines \(la.line) and \(lb.line)" }
        return nil
    }

    /// What removing a constraint leaves undetermined that was determined before: `label1 has no
    /// vertical position`; nil when nothing.
    static func unpinned(removing id: LayoutConstraintID, in layout: Layout) -> String? {
        guard let c = layout.constraint(id) else { return nil }
        let views = Set([c.first.view] + (c.second.map { [$0.view] } ?? []))
        func loose(_ l: Layout) -> [String: [String]] {
            var out: [String: [String]] = [:]
            for a in l.ambiguities() where views.contains(a.view) {
                out[l.name(of: a.view) ?? "?", default: []] += a.missing
            }
            return out
        }
        // Before: the constraint holding where it can (at 999), as it does once the conflict
        // is gone; UIKit's break has already taken it out of `layout`.
        var held = layout
        try? held.deactivate(id)
        try? held.setPriority(id, 999)
        try? held.reactivate(id)
        let before = loose(held)
        var copy = layout
        try? copy.remove(id)
        let after = loose(copy)
        let lost = after.keys.sorted().compactMap { name -> String? in
            let missing = after[name, default: []].filter { !before[name, default: []].contains($0) }
            return missing.isEmpty ? nil : "\(name) has no \(missing.joined(separator: " and "))"
        }
        return lost.isEmpty ? nil : lost.joined(separator: "; ")
    }
}
