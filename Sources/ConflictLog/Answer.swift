import Layout
import Rendering

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
    /// When the rebuilt constraints hold together and the paste shows why: what part of the log
    /// is missing from it (see ``missingText(_:)``).
    public var missing: String?

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
        systemOnly = log.systemProcess != nil || Self.isSystemOnly(conflict, rebuild)
        if let conflict {
            negativeSize = Self.negativeSizeText(in: conflict, rebuild)
            effect = Self.effect(of: conflict.broken, in: rebuild)
            if !systemOnly { (fixes, untried) = Self.fixes(for: conflict, in: rebuild) }
        } else {
            missing = Self.missingText(rebuild)
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
        if formatNumber(lhs) == formatNumber(rhs) {
            // Missed by less than the numbers print: the values UIKit printed to six significant
            // digits (a pixel's third as 0.333333) leave the conflict within their rounding.
            lines.append("\(asked) is \(formatNumber(lhs)) to the digits shown, missing \(c.relation == .equal ? "==" : relation) "
                + "\(formatNumber(rhs)) by less: the conflict is within the rounding of the numbers UIKit printed to six "
                + "significant digits (fractions of a pixel)")
        } else {
            let target = c.relation == .equal ? "not \(formatNumber(rhs))" : "where it asked \(relation) \(formatNumber(rhs))"
            lines.append("\(asked) is \(formatNumber(lhs)), \(target)")
        }
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
        ConflictAdvice.value(item, attribute, layout)
    }

    // MARK: Fixes

    /// A table's default row height, as ``ConflictAdvice/isDefaultRowHeight(_:)`` says.
    public static func isDefaultRowHeight(_ value: Double) -> Bool { ConflictAdvice.isDefaultRowHeight(value) }

    /// The fixes for the conflict, ranked by the one ranking the session's own conflicts use
    /// (``ConflictAdvice``), from what the log says of each constraint.
    static func fixes(for conflict: ConflictReport, in rebuild: Rebuild) -> (fixes: [Fix], untried: Int) {
        (ConflictAdvice.fixes(for: conflict, in: rebuild.layout, sources: rebuild), 0)
    }
}
