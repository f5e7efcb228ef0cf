import Layout

/// SnapKit's make blocks, with SnapKit's rules: composites expand, a constant target means the
/// superview's same attribute (for centerX/centerY its left/top, as SnapKit does from 3.0.2; the
/// evaluator gives 0.x's `snp_` blocks and Masonry's their centre instead), `inset` is
/// inward, the receiving view stops translating its autoresizing mask, and `update` changes only
/// the constants of constraints an earlier block made.
extension Session {
    mutating func runSnapKit(_ block: SnapKitBlock, _ context: inout Context) throws(Diagnostic) {
        if case .guide = block.receiver { return try runSnapKitOnGuide(block, &context) }
        let receiver = try view(block.receiver)
        // A block that makes nothing (`view.snp.remakeConstraints { if let s = view.superview { … } }`
        // in a controller shown as the screen's, whose view has no superview here) changes nothing.
        guard receiver != .root || block.statements.isEmpty else {
            throw .error("the root view is held to the screen; constrain views inside it instead", at: block.receiver.range)
        }
        if receiver == .root { return }
        var made: [(statement: SnapKitStatement, constraints: [LayoutConstraint])] = []
        for statement in block.statements {
            made.append((statement, try snapKitConstraints(statement, receiver: .view(receiver), isMasonry: block.isMasonry, &context)))
        }
        let existing = state.snapKit[receiver] ?? []
        switch block.action {
        case .update where !existing.isEmpty:
            try update(made, existing: existing, receiver: receiver, spelling: block.spelling, isMasonry: block.isMasonry, &context)
            return
        case .remake:
            for record in existing where state.layout.constraint(record.id) != nil {
                try? state.layout.remove(record.id)
            }
            state.snapKit[receiver] = []
            context.changed()
        case .make, .update:
            break
        }
        try turnOffAutoresizingMask(receiver, &context)
        try activate(made, keptFor: receiver, at: block.range, &context)
    }

    /// Activates what a block's statements made, names the constraints a statement binds
    /// (`c = make.top.equalTo(…).constraint`), and keeps each for a later update or remake of
    /// `receiver`'s blocks (none for a guide's).
    mutating func activate(_ made: [(statement: SnapKitStatement, constraints: [LayoutConstraint])], keptFor receiver: ViewID?,
                           at range: SourceRange, _ context: inout Context) throws(Diagnostic) {
        let ids = try activate(made.flatMap(\.constraints), at: range, &context)
        var index = 0
        for (statement, constraints) in made {
            let statementIDs = Array(ids[index..<index + constraints.count])
            index += constraints.count
            if let receiver {
                for (id, definition) in zip(statementIDs, constraints) {
                    state.snapKit[receiver, default: []].append(SnapKitRecord(id: id, definition: definition))
                }
            }
            if let binding = statement.binding {
                state.layout.expectConstantChanges(statementIDs)
                state.names[binding.name.name] = NamedConstraint(definitions: constraints, ids: statementIDs)
            }
        }
    }

    /// `updateConstraints`: every constraint must match one an earlier block made (same items,
    /// attributes, relation, multiplier and priority); only its constant changes. SnapKit stops
    /// the app when one does not match; here the block is refused.
    ///
    /// A constraint kept from such a block (`w = make.width.equalTo(144).constraint`) is, in
    /// SnapKit 3 and later (`snp.`), a new `Constraint` whose layout constraints were never
    /// installed: its constant went to the earlier block's constraint, so deactivating or updating
    /// it later changes nothing on screen. It is kept that way here: made, not active. Masonry's
    /// `MASConstraint` from `mas_updateConstraints` is the updated constraint itself (Masonry sets
    /// its layout constraint to the existing one), as is a constraint from SnapKit 0.x's `snp_`.
    ///
    /// Masonry's `mas_updateConstraints:` differs: a constraint that matches none made before is
    /// installed as a new one (MASViewConstraint's install adds it when it finds no similar
    /// constraint), and the receiver stops translating its autoresizing mask, as all three
    /// `mas_` methods do.
    mutating func update(_ made: [(statement: SnapKitStatement, constraints: [LayoutConstraint])],
                         existing: [SnapKitRecord], receiver: ViewID, spelling: SnapKitSpelling, isMasonry: Bool = false,
                         _ context: inout Context) throws(Diagnostic) {
        if isMasonry { try turnOffAutoresizingMask(receiver, &context) }
        for (statement, constraints) in made {
            var ids: [LayoutConstraintID] = []
            for constraint in constraints {
                // Only an installed constraint is found: one uninstalled (Masonry's `uninstall`,
                // SnapKit's `deactivate()`) left the view's constraints, and both libraries look there.
                guard let record = existing.last(where: { Self.sameButConstant($0.definition, constraint) && state.layout.isActive($0.id) }),
                      state.layout.constraint(record.id) != nil else {
                    if isMasonry {
                        let id = try activate([constraint], at: statement.range, &context)[0]
                        state.snapKit[receiver, default: []].append(SnapKitRecord(id: id, definition: constraint))
                        ids.append(id)
                        continue
                    }
                    // One of the same items, attributes and relation that differs in its priority or
                    // multiplier: SnapKit matches those too, so it is named with what differs.
                    let near = existing.last { e in
                        let d = e.definition
                        return d.first == constraint.first && d.firstAttribute == constraint.firstAttribute && d.relation == constraint.relation
                            && d.second == constraint.second && d.secondAttribute == constraint.secondAttribute
                            && state.layout.isActive(e.id)
                    }
                    var differs: [String] = []
                    if let d = near?.definition {
                        if d.priority != constraint.priority { differs.append("its priority (\(d.priority), here \(constraint.priority))") }
                        if d.multiplier != constraint.multiplier {
                            differs.append("its multiplier (\(Self.number(d.multiplier)), here \(Self.number(constraint.multiplier)))")
                        }
                    }
                    let nearText = near.map { e in
                        differs.isEmpty ? "" : ": '\(state.layout.describe(e.definition))' differs in " + differs.joined(separator: " and ")
                            + ", and SnapKit matches those as well as the views and attributes"
                    } ?? ""
                    throw .error("updateConstraints only changes constants, and no constraint like '\(state.layout.describe(constraint))' "
                        + "was made by an earlier block\(nearText) (SnapKit stops with a fatal error here); use remakeConstraints to "
                        + "replace constraints", at: statement.range)
                }
                do {
                    try state.layout.setConstant(record.id, constraint.constant)
                } catch {
                    throw Self.refusal(error, at: statement.range)
                }
                if let i = state.snapKit[receiver]?.firstIndex(where: { $0.id == record.id }) {
                    state.snapKit[receiver]?[i].definition.constant = constraint.constant
                }
                ids.append(record.id)
            }
            if let binding = statement.binding {
                let detached = spelling == .dot && !runsObjectiveC
                state.names[binding.name.name] = NamedConstraint(definitions: constraints, ids: detached ? nil : ids)
                if detached {
                    let receiverName = state.layout.view(receiver)?.name ?? "?"
                    context.note("\(receiverName): a constraint kept from updateConstraints is SnapKit's new one, never installed "
                        + "(its constant went to the earlier block's): deactivating or updating it changes nothing on screen")
                }
            }
        }
        context.changed()
    }

    static func sameButConstant(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.first == b.first && a.firstAttribute == b.firstAttribute && a.relation == b.relation
            && a.second == b.second && a.secondAttribute == b.secondAttribute
            && a.multiplier == b.multiplier && a.priority == b.priority
    }

    /// SnapKit's `prepare()`: a view given constraints by a make block stops translating its
    /// autoresizing mask.
    mutating func turnOffAutoresizingMask(_ id: ViewID, _ context: inout Context) throws(Diagnostic) {
        guard let view = state.layout.view(id), view.translatesAutoresizingMaskIntoConstraints else { return }
        try? state.layout.setTranslatesAutoresizingMask(id, false)
        context.changed()
    }

    mutating func removeSnapKitConstraints(_ removal: SnapKitRemoval, _ context: inout Context) throws(Diagnostic) {
        let receiver = try view(removal.receiver)
        for record in state.snapKit[receiver] ?? [] where state.layout.constraint(record.id) != nil {
            try? state.layout.remove(record.id)
        }
        state.snapKit[receiver] = nil
        context.changed()
    }

    /// SnapKit's make block on a layout guide (`scrollView.contentLayoutGuide.snp.makeConstraints`,
    /// SnapKit's `ConstraintLayoutGuideDSL`): the guide's constraints, its superview the view that
    /// owns it, as SnapKit takes it. A guide translates no mask; its blocks are not kept for a
    /// later update or remake, which make them again.
    mutating func runSnapKitOnGuide(_ block: SnapKitBlock, _ context: inout Context) throws(Diagnostic) {
        let receiver = try item(block.receiver)
        var made: [(statement: SnapKitStatement, constraints: [LayoutConstraint])] = []
        for statement in block.statements {
            made.append((statement, try snapKitConstraints(statement, receiver: receiver, isMasonry: block.isMasonry, &context)))
        }
        try activate(made, keptFor: nil, at: block.range, &context)
    }

    /// The layout constraints one make statement stands for.
    func snapKitConstraints(_ statement: SnapKitStatement, receiver first: Item, isMasonry: Bool = false,
                            _ context: inout Context) throws(Diagnostic) -> [LayoutConstraint] {
        let from = statement.attributes.flatMap { Self.attributes($0.attribute) }
        let fromSet = Set(from)
        let relation = Self.relation(statement.relation.kind)
        // A guide's superview is the view that owns it.
        let receiver = first.view
        let superview = if case .view = first { state.layout.view(receiver)?.superview } else { Optional(receiver) }

        // The target: an item with or without attributes, or a constant.
        var targetItem: Item? = nil
        var targetAttributes: [Attribute] = []
        var constantTarget: ConstantValue? = nil
        switch statement.relation.target {
        case nil:
            guard let superview else {
                throw .error("'\(statement.relation.methodName)()' needs a superview", at: statement.relation.range)
            }
            targetItem = .view(superview)
        case .item(let target)?:
            targetItem = try item(target.item, receiver: receiver)
            targetAttributes = target.attribute.map { Self.attributes($0.attribute) } ?? []
        case .constant(let value)?:
            constantTarget = value
        }

        var multiplier = 1.0
        var priority = 1000
        var label: String? = nil
        var constantSources: [ConstantSource] = constantTarget.map { [.target($0)] } ?? []
        for modifier in statement.modifiers {
            switch modifier.kind {
            case .offset(let value): constantSources.append(.offset(value))
            case .inset(let value): constantSources.append(.inset(value))
            case .multipliedBy(let n):
                multiplier = n.value
            case .dividedBy(let n):
                guard n.value != 0 else { throw .error("dividedBy(0): a multiplier cannot be infinite", at: n.range) }
                multiplier = 1 / n.value
            case .priority(let p): priority = try self.priority(p)
            case .labeled(let s): label = s.value
            }
        }
        // UIKit refuses a multiplier of 0 only where it makes a position a constant; on a width or
        // height (`make.height.equalTo(container).multipliedBy(0)`) it is a size of 0, and allowed.
        guard multiplier.isFinite else {
            throw .error("the multiplier is not a finite number", at: statement.relation.range)
        }
        if multiplier == 0, targetItem != nil, from.contains(where: { !$0.isSize }) {
            throw .error("a multiplier of 0 makes a position a constant, which UIKit refuses; it is allowed on a width or height",
                         at: statement.relation.range)
        }

        var out: [LayoutConstraint] = []
        for attribute in from {
            let toAttribute: Attribute
            if !targetAttributes.isEmpty {
                toAttribute = Self.snapKitTargetAttribute(attribute, from: fromSet, to: targetAttributes)
            } else if constantTarget != nil, attribute == .centerX || attribute == .centerY {
                toAttribute = attribute == .centerX ? .left : .top
            } else {
                toAttribute = attribute
            }
            // SnapKit reads a size, point or insets by the attribute constrained to; Masonry
            // (MASViewConstraint's setInsets:, setSizeOffset:, setCenterOffset:) by the one
            // constrained: `make.left.equalTo(a.mas_right).insets(p)` is p.left after a's right.
            let side = isMasonry ? attribute : toAttribute
            // Masonry's setters of insets, a size and a point set the constant only for the
            // attributes they name (setInsets: the four edges, leading and trailing; setSizeOffset:
            // width and height; setCenterOffset: the centres) and leave it as it was for the rest:
            // `make.width.equalTo(v).inset(20)` is v's width, where SnapKit's is 40 less.
            let constantSource = isMasonry ? constantSources.last { Self.masonrySets($0, side) }
                : constantSources.last
            var constant = 0.0
            switch constantSource {
            case nil: break
            case .offset(.insets(let i)) where !isMasonry:
                // `.offset(UIEdgeInsetsMake(4, 4, -4, 4))`, SnapKit before 3 (3 takes only a
                // number): each side's own value as it is written, not turned inward as
                // `inset(_:)` turns it. Masonry's `mas_offset(insets)` sets its insets, inward.
                constant = Self.offsetInsets(i, for: side)
            case .target(let value), .offset(let value): constant = Self.constant(value, for: side)
            case .inset(let value): constant = Self.inset(value, for: side)
            }
            var second = targetItem
            if constantTarget != nil, !toAttribute.isSize {
                guard let superview else {
                    throw .error("a constant for '\(attribute.rawValue)' means the superview's \(toAttribute.rawValue), and this view has none",
                                 at: statement.relation.range)
                }
                second = .view(superview)
            }
            out.append(LayoutConstraint(first, attribute, relation, second, second == nil ? nil : toAttribute,
                                        multiplier: second == nil ? 1 : multiplier, constant: constant,
                                        priority: priority, label: label))
        }
        if constantTarget != nil, from.contains(where: { $0 == .centerX || $0 == .centerY }) {
            context.note("SnapKit: a constant centre target is measured from the superview's left/top edge "
                + "(make.center.equalTo(0) puts the centre at the top-left corner); use equalToSuperview() to centre")
        }
        // Check each as UIKit would now, so an error points at this statement.
        for c in out {
            do { try state.layout.validate(c) } catch { throw Self.refusal(error, at: statement.range) }
        }
        return out
    }

    /// Where a make statement's constant comes from: its constant target, `offset(_:)` or
    /// `inset(_:)`; the last one written wins, as in SnapKit (each replaces the constant).
    enum ConstantSource { case target(ConstantValue), offset(ConstantValue), inset(ConstantValue) }

    /// Whether Masonry's setter for a constant sets `attribute`'s (MASViewConstraint's
    /// `setInsets:`, `setSizeOffset:` and `setCenterOffset:` switch on the attribute and leave
    /// the others alone; `inset(n)` is `setInsets:` with n on every side); a number set as an
    /// offset or a target sets every attribute's.
    static func masonrySets(_ source: ConstantSource, _ attribute: Attribute) -> Bool {
        let edges: Bool
        let value: ConstantValue
        switch source {
        case .inset(let v): (edges, value) = (true, v)
        case .target(let v), .offset(let v): (edges, value) = (false, v)
        }
        switch value {
        case .number where !edges: return true
        case .number, .insets: return [.left, .leading, .top, .bottom, .right, .trailing].contains(attribute)
        case .size: return attribute == .width || attribute == .height
        case .point: return attribute == .centerX || attribute == .centerY
        }
    }

    /// SnapKit's choice of the target attribute when the target names attributes: edges to
    /// margins (and back) pair up side by side; the same set maps one to one; otherwise the
    /// first target attribute.
    static func snapKitTargetAttribute(_ attribute: Attribute, from: Set<Attribute>, to: [Attribute]) -> Attribute {
        let toSet = Set(to)
        let edges: Set<Attribute> = [.top, .left, .bottom, .right]
        let margins: Set<Attribute> = [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
        let directionalEdges: Set<Attribute> = [.top, .leading, .bottom, .trailing]
        let directionalMargins: Set<Attribute> = [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
        let toMargin: [Attribute: Attribute] = [.top: .topMargin, .left: .leftMargin, .bottom: .bottomMargin,
                                                .right: .rightMargin, .leading: .leadingMargin, .trailing: .trailingMargin]
        if (from == edges && toSet == margins) || (from == directionalEdges && toSet == directionalMargins) {
            return toMargin[attribute] ?? attribute
        }
        if (from == margins && toSet == edges) || (from == directionalMargins && toSet == directionalEdges) {
            return toMargin.first { $0.value == attribute }?.key ?? attribute
        }
        if from == toSet { return attribute }
        // Otherwise every attribute goes to the target's first, in the order SnapKit lists a set's
        // attributes (left, top, right, bottom, …: `make.left.right.equalTo(box.snp.edges)` is
        // left and right both to box's left).
        return snapKitOrder.first(where: toSet.contains) ?? to[0]
    }

    /// The order in which SnapKit's `ConstraintAttributes` lists the layout attributes of a set.
    static let snapKitOrder: [Attribute] = [.left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
                                            .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
                                            .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins]

    /// The constant a SnapKit constant target gives an attribute: a number everywhere; a size's
    /// width or height; a point's x or y; insets inward (+left/top, −right/bottom, −(l+r) on width).
    static func constant(_ value: ConstantValue, for attribute: Attribute) -> Double {
        switch value {
        case .number(let n): return n.value
        case .size(let s): return attribute == .width ? s.width.value : attribute == .height ? s.height.value : 0
        case .point(let p):
            if attribute.isSize { return 0 }
            return attribute.axis == .horizontal ? p.x.value : p.y.value
        case .insets: return inset(value, for: attribute)
        }
    }

    /// `inset(…)`: a number is the same inset on every side; insets push inward.
    /// SnapKit 0.x's constant for insets given to `offset(_:)`: each side's value as written,
    /// a width the right's less the left's, a centre the left's or top's.
    static func offsetInsets(_ i: InsetsLiteral, for attribute: Attribute) -> Double {
        switch attribute {
        case .left, .leftMargin, .leading, .leadingMargin, .centerX, .centerXWithinMargins: i.left.value
        case .top, .topMargin, .firstBaseline, .centerY, .centerYWithinMargins, .lastBaseline: i.top.value
        case .right, .rightMargin, .trailing, .trailingMargin: i.right.value
        case .bottom, .bottomMargin: i.bottom.value
        case .width: i.right.value - i.left.value
        case .height: i.bottom.value - i.top.value
        }
    }

    static func inset(_ value: ConstantValue, for attribute: Attribute) -> Double {
        let top, left, bottom, right: Double
        switch value {
        case .number(let n): (top, left, bottom, right) = (n.value, n.value, n.value, n.value)
        case .insets(let i): (top, left, bottom, right) = (i.top.value, i.left.value, i.bottom.value, i.right.value)
        case .size, .point: return constant(value, for: attribute)
        }
        switch attribute {
        case .left, .leftMargin, .leading, .leadingMargin: return left
        case .top, .topMargin, .firstBaseline: return top
        case .right, .rightMargin, .trailing, .trailingMargin: return -right
        case .bottom, .bottomMargin, .lastBaseline: return -bottom
        case .centerX, .centerXWithinMargins: return (left - right) / 2
        case .centerY, .centerYWithinMargins: return (top - bottom) / 2
        case .width: return -(left + right)
        case .height: return -(top + bottom)
        }
    }
}
