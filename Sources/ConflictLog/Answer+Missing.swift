import Layout

extension Answer {
    /// What the paste lacks, when the rebuilt constraints hold together and the paste itself
    /// shows a part of the log is missing — said instead of an answer the log cannot support:
    /// - only the broken constraint, the list above "Will attempt to recover" cut off;
    /// - the broken constraint not in the list: lines of the list are missing;
    /// - views no constraint of the list ties together: UIKit lists every constraint of a
    ///   conflict, and one conflict ties all its views, so a constraint between them is missing.
    /// Nil when none of these holds (then the conflict needs a size or constraint the log never
    /// prints, which the answer says in general terms).
    static func missingText(_ rebuild: Rebuild) -> String? {
        let log = rebuild.log
        switch log.gap {
        case .listCut?:
            return "only the end of this log is in the paste: the list of constraints above \"Will attempt to recover by "
                + "breaking constraint\", which holds the conflict, is cut off, and the broken constraint alone conflicts "
                + "with nothing. Paste the log from \"Unable to simultaneously satisfy constraints\" to the ')' that closes "
                + "its list"
        case .brokenNotListed?:
            let line = log.broken.map { " (line \($0.line))" } ?? ""
            return "the constraint UIKit broke\(line) is not in the list as pasted, and UIKit breaks one of its list: lines "
                + "of the list are missing, among them what ties the broken constraint to the others. Paste the whole list"
        case .listUnclosed?:
            return "the paste ends inside the list of constraints, before the ')' that closes it: the lines after the last "
                + "one pasted — constraints of the conflict among them, and the one UIKit broke — are not in the paste. "
                + "Paste the log from \"Unable to simultaneously satisfy constraints\" to \"Will attempt to recover by "
                + "breaking constraint\" and the line after it"
        case .listStartCut?:
            return "the paste starts inside the list of constraints, after its '(': the lines above the first one pasted — "
                + "constraints of the conflict among them — are not in the paste, and the ones here hold together. Paste the "
                + "log from \"Unable to simultaneously satisfy constraints\""
        case .linesOnly?:
            return "the paste holds constraint lines alone, without the header, '(' and ')' UIKit prints around them, "
                + "and these hold together — yet UIKit logs a conflict only with every constraint of it listed, so lines of "
                + "the list are missing. Paste the log from \"Unable to simultaneously satisfy constraints\" to \"Will "
                + "attempt to recover by breaking constraint\" and the line after it"
        case nil:
            break
        }
        let groups = unconnectedGroups(rebuild)
        guard groups.count > 1 else { return atItsBound(rebuild) }
        let named = groups.map { group in group.map { rebuild.layout.name(of: $0) ?? "?" }.joined(separator: ", ") }
        return "the list as pasted ties no constraint between " + named.map { "{\($0)}" }.joined(separator: " and ")
            + ", yet one conflict ties all its views and UIKit lists every constraint of it: at least one constraint "
            + "between them is missing from the paste (a line cut, or the list copied in part)"
    }

    /// The views of the rebuilt constraints, grouped by the constraints that tie them (the root,
    /// which no log names, left out), each group in tree order; one group when all are tied.
    static func unconnectedGroups(_ rebuild: Rebuild) -> [[ViewID]] {
        let layout = rebuild.layout
        var parent: [ViewID: ViewID] = [:]
        func root(_ v: ViewID) -> ViewID {
            var v = v
            while let p = parent[v], p != v { v = p }
            return v
        }
        for c in rebuild.constraints {
            guard let id = c.id, let lc = layout.constraint(id) else { continue }
            let views = ([lc.first.view] + (lc.second.map { [$0.view] } ?? [])).filter { $0 != .root }
            for v in views where parent[v] == nil { parent[v] = v }
            if views.count == 2 {
                let (a, b) = (root(views[0]), root(views[1]))
                if a != b { parent[b] = a }
            }
        }
        var groups: [ViewID: [ViewID]] = [:]
        var order: [ViewID] = []
        for v in layout.viewsInTreeOrder where parent[v] != nil {
            let r = root(v)
            if groups[r] == nil { order.append(r) }
            groups[r, default: []].append(v)
        }
        return order.compactMap { groups[$0] }
    }

    /// The digits the log did not print, when the constraint UIKit broke is an inequality that
    /// holds here exactly at its bound (`height >= 48` against a height of 48): UIKit prints its
    /// numbers to six significant digits, so a value a hair under the bound (47.99999) prints as
    /// the bound, and the conflict is that hair.
    static func atItsBound(_ rebuild: Rebuild) -> String? {
        let layout = rebuild.layout
        guard let index = rebuild.log.brokenIndex, let id = rebuild.constraints[index].id, let c = layout.constraint(id),
              c.relation != .equal else { return nil }
        let lhs = value(c.first, c.firstAttribute, layout)
        var rhs = c.constant
        if let second = c.second, let attribute = c.secondAttribute { rhs += c.multiplier * value(second, attribute, layout) }
        guard abs(lhs - rhs) < 1e-6 else { return nil }
        let name = rebuild.describe(id)
        return "the digits UIKit did not print: \(name) holds here exactly at its bound (\(formatNumber(lhs)) "
            + "\(c.relation.description) \(formatNumber(rhs))), and UIKit prints its numbers to six significant digits, so "
            + "a value a hair past the bound (47.99999 against 48) prints as the bound itself — that hair is the conflict. "
            + "Give \(name) a priority below 1000, so it gives way by that much"
    }
}
