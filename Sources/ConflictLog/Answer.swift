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

    public init(_ log: ConflictLog, screen: Size = Size(width: 375, height: 667)) {
        rebuild = Rebuild(log, screen: screen)
        let layout = rebuild.layout
        let conflicts = layout.conflicts
        if let b = log.brokenIndex, let id = rebuild.constraints[b].id { uikitBroke = id }
        conflict = conflicts.first { $0.broken == uikitBroke } ?? conflicts.first
        otherConflicts = conflicts.filter { $0 != conflict }
        if let conflict {
            effect = Self.effect(of: conflict.broken, in: rebuild)
            (fixes, untried) = Self.fixes(for: conflict, in: rebuild)
        }
    }

    public var layout: Layout { rebuild.layout }

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

    static func fixes(for conflict: ConflictReport, in rebuild: Rebuild) -> (fixes: [Fix], untried: Int) {
        let layout = rebuild.layout
        let minimal = conflict.conflicting.filter { $0 != conflict.broken }.sorted() + [conflict.broken]
        let before = layout.conflicts.count
        var budget = trialBudget
        var untried = 0
        // The broken constraint first, then its neighbours in the log: the likeliest fixes.
        let set = [conflict.broken] + minimal.filter { $0 != conflict.broken }
        func affordable() -> Bool {
            if budget > 0 {
                budget -= 1
                return true
            }
            untried += 1
            return false
        }
        func works(_ change: (inout Layout) -> Void) -> Bool {
            var copy = layout
            change(&copy)
            for report in copy.conflicts { try? copy.reactivate(report.broken) }
            let after = copy.conflicts
            return after.count < before && !after.contains { set.contains($0.broken) }
        }
        func describe(_ id: LayoutConstraintID) -> String { layout.describe(id) }
        func line(_ id: LayoutConstraintID) -> Int { rebuild.constraint(id)?.entryIndex ?? -1 }
        func isDeveloper(_ id: LayoutConstraintID) -> Bool {
            guard let r = rebuild.constraint(id) else { return false }
            return r.generated == nil || r.generated?.kind == .systemSpacing
        }
        func lowered(_ id: LayoutConstraintID) -> (inout Layout) -> Void {
            { l in
                try? l.deactivate(id)
                try? l.setPriority(id, 999)
                try? l.reactivate(id)
            }
        }
        var fixes: [Fix] = []
        let imposed = set.filter { rebuild.constraint($0)?.generated?.isImposedSize == true }
        var tried: Set<LayoutConstraintID> = []
        for size in imposed {
            guard let axis = layout.constraint(size)?.firstAttribute.axis,
                  let what = rebuild.constraint(size)?.generated.map({ _ in describe(size) }) else { continue }
            for id in set where isDeveloper(id) && layout.constraint(id)?.priority == 1000
                && layout.constraint(id)?.firstAttribute.axis == axis && !tried.contains(id) {
                tried.insert(id)
                guard affordable() else { continue }
                fixes.append(Fix(kind: .lowerAgainstImposedSize, onBroken: id == conflict.broken,
                                 advice: "give \(describe(id)) priority 999, so it gives way to \(what) while UIKit sizes "
                                     + "the view, and holds once the real size is known",
                                 satisfiable: works(lowered(id))))
            }
        }
        var masked: [ViewID] = []
        for id in set where layout.constraint(id)?.origin == .autoresizingMask {
            guard let v = layout.constraint(id)?.first.view, !masked.contains(v),
                  rebuild.constraint(id)?.generated?.kind == .autoresizingMask else { continue }
            masked.append(v)
            guard affordable() else { continue }
            let name = layout.name(of: v) ?? "?"
            let maskIDs = layout.constraintIDs.filter {
                layout.constraint($0)?.origin == .autoresizingMask && layout.constraint($0)?.first.view == v
                    && rebuild.constraint($0)?.generated?.kind == .autoresizingMask
            }
            fixes.append(Fix(kind: .turnOffAutoresizingMask,
                             advice: "set \(name).translatesAutoresizingMaskIntoConstraints = false (its frame then "
                                 + "comes from your constraints, not from its mask)",
                             satisfiable: works { l in for m in maskIDs { try? l.remove(m) } }))
        }
        for (i, a) in set.enumerated() {
            guard let ca = layout.constraint(a) else { continue }
            for b in set[(i + 1)...] {
                guard let cb = layout.constraint(b), isDeveloper(a), isDeveloper(b), ca.first == cb.first,
                      ca.firstAttribute == cb.firstAttribute, ca.second == cb.second,
                      ca.secondAttribute == cb.secondAttribute, ca.multiplier == cb.multiplier else { continue }
                let (older, newer) = line(a) <= line(b) ? (a, b) : (b, a)
                guard affordable() else { continue }
                fixes.append(Fix(kind: .removeDuplicate,
                                 advice: "remove \(describe(older)), an older constraint on the same attributes as "
                                     + "\(describe(newer)) (a makeConstraints that should be remakeConstraints, or a constraint "
                                     + "made twice)",
                                 satisfiable: works { l in try? l.remove(older) }))
            }
        }
        for id in set where isDeveloper(id) && !tried.contains(id) && layout.constraint(id)?.priority == 1000 {
            guard affordable() else { continue }
            fixes.append(Fix(kind: .lowerPriority, onBroken: id == conflict.broken, advice: "give \(describe(id)) priority 999",
                             satisfiable: works(lowered(id))))
        }
        for id in set where isDeveloper(id) {
            guard affordable() else { continue }
            fixes.append(Fix(kind: .remove, onBroken: id == conflict.broken, advice: "remove \(describe(id))", satisfiable: works { l in try? l.remove(id) }))
        }
        // Stable: working fixes first, then by how usual the fix is, then as found.
        let ranked = fixes.enumerated().sorted { x, y in
            if x.element.satisfiable != y.element.satisfiable { return x.element.satisfiable }
            if x.element.kind.rank != y.element.kind.rank { return x.element.kind.rank < y.element.kind.rank }
            if x.element.onBroken != y.element.onBroken { return x.element.onBroken }
            return x.offset < y.offset
        }.map(\.element)
        return (ranked, untried)
    }
}
