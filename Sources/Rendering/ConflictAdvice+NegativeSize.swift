import Layout

/// What UIKit's size rule says when a conflict's minimal set holds it: the size the other
/// constraints would give and the sum that makes it, for the session's report and a log's answer.
extension ConflictAdvice {
    /// `a height cannot be negative: 0 − 10 − 9 = −19 for imageView1 (…)`, when the minimal set
    /// holds the size rule: the size the other constraints would give, solved on a copy without
    /// the rule, and the sum that makes it when the set is a container's size less insets and
    /// sizes within it.
    public static func negativeSize(in conflict: ConflictReport, layout: Layout, sources: some ConflictSources) -> String? {
        let set = conflict.conflicting + [conflict.broken]
        guard let rule = set.first(where: { layout.constraint($0)?.origin == .nonNegativeSize }), let c = layout.constraint(rule) else { return nil }
        let view = c.first.view
        let attribute = c.firstAttribute
        let name = layout.name(of: view) ?? "?"
        let what = attribute == .width ? "a width" : "a height"
        let note = "(UIKit keeps every view's width and height ≥ 0, a rule no log lists)"
        // The broken constraint asks for a negative size itself: `view1.width == -16`.
        if let b = layout.constraint(conflict.broken), b.first == c.first, b.second == nil, b.firstAttribute == attribute,
           b.constant < 0 {
            return "\(what) cannot be negative: \(sources.describe(conflict.broken)) asks for −\(formatNumber(-b.constant)) "
                + note
        }
        var copy = layout
        // The view without its rule for good: a rule only removed is put back as soon as the
        // size comes out negative again, and the copy would show 0, not what the set asks for.
        if case .view(let v) = c.first { copy.exemptFromSizeRule(v) } else { try? copy.remove(rule) }
        for report in copy.conflicts { try? copy.reactivate(report.broken) }
        var value = attribute == .width ? copy.windowRect(of: view).width : copy.windowRect(of: view).height
        let held = heldSize(of: c.first, attribute, in: conflict, layout)
        // The views the set makes as big as this one (`view1.height == view2.height`): the
        // container's size is the one around any of them.
        var alike: Set<ViewID> = [view]
        var grew = true
        while grew {
            grew = false
            for id in set {
                guard let d = layout.constraint(id), d.relation == .equal, d.multiplier == 1, d.constant == 0,
                      d.firstAttribute == attribute, d.secondAttribute == attribute, let second = d.second else { continue }
                if alike.contains(d.first.view) != alike.contains(second.view) {
                    alike.formUnion([d.first.view, second.view])
                    grew = true
                }
            }
        }
        // The sum: a container's size, less each inset and each size beside the view.
        var terms: [Double] = []
        for id in set where id != rule {
            guard let d = layout.constraint(id), d.firstAttribute.axis == attribute.axis, d.multiplier == 1 else { continue }
            if d.second == nil, d.firstAttribute.isSize {
                guard !alike.contains(d.first.view), d.origin != .nonNegativeSize else { continue }
                let around = alike.contains { isAncestor(d.first.view, of: $0, in: layout) }
                // A view beside it at least so big (`view2.height >= 90`) takes that much; a
                // container at most so big gives no more.
                switch d.relation {
                case .equal: terms.append(around ? d.constant : -d.constant)
                case .greaterThanOrEqual where !around && d.constant != 0: terms.append(-d.constant)
                case .lessThanOrEqual where around && d.constant != 0: terms.append(d.constant)
                default: continue
                }
            } else if d.second != nil, !d.firstAttribute.isSize, d.constant != 0 {
                terms.append(-abs(d.constant))
            }
        }
        // The container's size first, as the sum is read: `0 − 4 − 10`.
        terms = terms.filter { $0 >= 0 } + terms.filter { $0 < 0 }
        let sum = terms.reduce(0, +)
        // The model keeps its rule on the copy too: the size the set would give is then the one
        // its edges give with the broken constraint held, else the sum.
        if value >= 0, let held { value = held } else if value >= 0, !terms.isEmpty, sum < 0 { value = sum }
        // Two views' rules in the set (`label.height >= 0`, `box.height >= 0`): the sum is what
        // the two sizes share, the other's size outside the set (`box.height == 300`) not counted.
        let otherRules = set.filter { $0 != rule && layout.constraint($0)?.origin == .nonNegativeSize }
            .compactMap { layout.constraint($0) }.filter { $0.firstAttribute == attribute }
        if !otherRules.isEmpty, terms.count > 1, sum < 0 { value = sum }
        let sized = ([name] + otherRules.map { layout.name(of: $0.first.view) ?? "?" })
            .map { "\($0).\(attribute.rawValue)" }
        let sizes = sized.count == 1 ? sized[0] : sized.dropLast().joined(separator: ", ") + " and \(sized.last!) together"
        // The frames are on the screen's pixels; the constants are not (`+ 110.4`): a sum the
        // frames give within a point is the constants' own, exactly.
        if value < 0, terms.count > 1, sum < 0, abs(sum - value) < 1 { value = sum }
        guard value < 0 else { return "\(what) cannot be negative: \(name).\(attribute.rawValue) \(note)" }
        func number(_ x: Double) -> String { formatNumber(abs(x)) }
        let result = (value < 0 ? "−" : "") + number(value)
        // A sum of one term says nothing the result does not (`−8 = −8`).
        if terms.count > 1, abs(sum - value) < 0.01 {
            var expression = (terms[0] < 0 ? "−" : "") + number(terms[0])
            for t in terms.dropFirst() { expression += (t < 0 ? " − " : " + ") + number(t) }
            return "\(what) cannot be negative: \(expression) = \(result) for \(sizes) \(note)"
        }
        return "\(what) cannot be negative: the other constraints make \(sizes) \(result) \(note)"
    }

    /// The size of `item` along `attribute`'s axis with the broken constraint held, when the
    /// broken constraint places one of its edges: each edge where its equality in the set puts
    /// it, the other items where the solved layout has them (breaking moved none of them). Nil
    /// when an edge is not set by an equality of the set.
    static func heldSize(of item: Item, _ attribute: Attribute, in conflict: ConflictReport, _ layout: Layout) -> Double? {
        guard let b = layout.constraint(conflict.broken), b.first == item || b.second == item else { return nil }
        let near: [Attribute] = attribute == .width ? [.left, .leading] : [.top]
        let far: [Attribute] = attribute == .width ? [.right, .trailing] : [.bottom]
        let set = conflict.conflicting + [conflict.broken]
        func edge(_ attributes: [Attribute]) -> Double? {
            for id in set {
                guard let c = layout.constraint(id), c.relation == .equal, c.multiplier == 1,
                      let second = c.second, let secondAttribute = c.secondAttribute else { continue }
                if c.first == item, attributes.contains(c.firstAttribute), second != item {
                    return value(second, secondAttribute, layout) + c.constant
                }
                if second == item, attributes.contains(secondAttribute), c.first != item {
                    return value(c.first, c.firstAttribute, layout) - c.constant
                }
            }
            return nil
        }
        guard let start = edge(near), let end = edge(far) else { return nil }
        return end - start
    }

    static func isAncestor(_ ancestor: ViewID, of view: ViewID, in layout: Layout) -> Bool {
        var current = layout.superview(of: view)
        while let c = current {
            if c == ancestor { return true }
            current = layout.superview(of: c)
        }
        return false
    }

    /// An attribute's value in window coordinates.
    public static func value(_ item: Item, _ attribute: Attribute, _ layout: Layout) -> Double {
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
}
