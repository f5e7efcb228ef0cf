import Layout

/// NSLayoutAnchor lines, constraints kept under a name, `NSLayoutConstraint.activate`, and
/// anchor equations. Unlike SnapKit, anchors leave translatesAutoresizingMaskIntoConstraints as
/// it is — a view made with a frame keeps fighting them until it is turned off, as in UIKit.
extension Session {
    func anchorConstraint(_ anchor: AnchorConstraint) throws(Diagnostic) -> LayoutConstraint {
        let first = try item(anchor.first.item)
        let second = try anchor.second.map { a throws(Diagnostic) in try item(a.item) }
        guard let firstAttribute = Self.attributes(anchor.first.anchor.attribute).first else {
            throw .error("no attribute", at: anchor.first.range)
        }
        let secondAttribute = anchor.second.flatMap { Self.attributes($0.anchor.attribute).first }
        let multiplier = anchor.multiplier?.value ?? 1
        // UIKit refuses a multiplier of 0 only where it would make a position a constant; a size
        // times 0 is a size equal to the constant (`width == 0 × other.width + 20`).
        if let m = anchor.multiplier, !m.value.isFinite || m.value == 0 && !firstAttribute.isSize {
            throw .error(m.value == 0 ? "a multiplier of 0 makes a position a constant, which UIKit refuses; it is allowed on a width or height"
                                      : "a multiplier must be a finite number", at: m.range)
        }
        let constraint = LayoutConstraint(first, firstAttribute, Self.relation(anchor.relation), second, secondAttribute,
                                          multiplier: multiplier, constant: anchor.constant?.value ?? 0)
        do {
            try state.layout.validate(constraint)
        } catch {
            throw Self.refusal(error, at: anchor.range)
        }
        return constraint
    }

    mutating func declareConstraint(_ declaration: ConstraintDeclaration, _ context: inout Context) throws(Diagnostic) {
        guard let definitions = try definitions(of: declaration.value) else {
            throw .error("a name cannot stand for another constraint's name here; use '\(declaration.value)' directly",
                         at: declaration.value.range)
        }
        state.names[declaration.name.name] = NamedConstraint(definitions: definitions, ids: nil, madeAt: declaration.value.range)
        context.changedState = true
    }

    /// The constraints an expression makes, checked but not active; `nil` for a name, whose
    /// constraints the session already keeps.
    func definitions(of expression: ConstraintExpression) throws(Diagnostic) -> [LayoutConstraint]? {
        switch expression {
        case .constraint(let anchor): [try anchorConstraint(anchor)]
        case .item(let constraint): [try itemConstraint(constraint)]
        case .visualFormat(let call): try visualFormatCallConstraints(call)
        case .name: nil
        case .array(let items, _): try flattened(items)
        }
    }

    /// The constraints of several expressions in order, names included (their definitions).
    func flattened(_ items: [ConstraintExpression]) throws(Diagnostic) -> [LayoutConstraint] {
        var all: [LayoutConstraint] = []
        for item in items {
            if case .name(let name) = item {
                all += try named(name).definitions
            } else {
                all += try definitions(of: item) ?? []
            }
        }
        return all
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. With
    /// `toItem: nil` the multiplier is ignored, as UIKit ignores it.
    func itemConstraint(_ node: ItemConstraint) throws(Diagnostic) -> LayoutConstraint {
        let first = try item(node.first)
        let second = try node.secondItem.map { i throws(Diagnostic) in try item(i) }
        guard let firstAttribute = Self.attributes(node.firstAttribute.attribute).first else {
            throw .error("no attribute", at: node.firstAttribute.range)
        }
        let secondAttribute = node.secondAttribute.flatMap { Self.attributes($0.attribute).first }
        if second != nil, !node.multiplier.value.isFinite || node.multiplier.value == 0 && !firstAttribute.isSize {
            throw .error(node.multiplier.value == 0 ? "a multiplier of 0 makes a position a constant, which UIKit refuses; it is allowed on a width or height"
                                                    : "a multiplier must be a finite number", at: node.multiplier.range)
        }
        let constraint = LayoutConstraint(first, firstAttribute, Self.relation(node.relation), second, secondAttribute,
                                          multiplier: second == nil ? 1 : node.multiplier.value,
                                          constant: node.constant.value)
        do {
            try state.layout.validate(constraint)
        } catch {
            throw Self.refusal(error, at: node.range)
        }
        return constraint
    }

    func named(_ name: Identifier) throws(Diagnostic) -> NamedConstraint {
        guard let named = state.names[name.name] else {
            let suggestion = Suggestion.closest(to: name.name, in: state.names.keys.sorted())
            throw .error("no constraint named '\(name.name)'; keep one with 'let \(name.name) = a.topAnchor.constraint(…)'",
                         at: name.range, suggestion: suggestion).of(.unknownName)
        }
        if let ids = named.ids, ids.contains(where: { state.layout.constraint($0) == nil }) {
            throw .error("constraint '\(name.name)' is gone: a view it mentions was removed, or its make block was remade",
                         at: name.range)
        }
        return named
    }

    mutating func setActive(_ name: Identifier, _ active: Bool, at range: SourceRange,
                            _ context: inout Context) throws(Diagnostic) {
        // Activated again after a view it names was taken out and put back: UIKit kept the object,
        // so it holds again, between the views as they are now.
        if active, var kept = state.names[name.name], let ids = kept.ids, ids.contains(where: { state.layout.constraint($0) == nil }) {
            let remade = kept.definitions.compactMap { state.layout.rebound($0, names: state.swift.removedViewNames) }
            if remade.count == kept.definitions.count {
                kept.definitions = remade
                kept.ids = try activate(remade, at: range, citedAt: kept.madeAt, &context)
                state.names[name.name] = kept
                return
            }
        }
        var named = try named(name)
        if let ids = named.ids {
            for id in ids {
                do {
                    if active { try state.layout.reactivate(id) } else { try state.layout.deactivate(id) }
                } catch {
                    throw Self.refusal(error, at: range)
                }
            }
            context.changed()
        } else if active {
            named.ids = try activate(named.definitions, at: range, citedAt: named.madeAt, &context)
            if !activatingInPassing.contains(name.name) { state.layout.expectConstantChanges(named.ids ?? []) }
            state.names[name.name] = named
        }
    }

    /// Whether the constraint kept as `name` was removed since (a view it mentions removed, its
    /// make block remade): UIKit keeps the object, inactive, so a new constant or priority on it
    /// changes nothing — said in a note, the layout left as it is.
    mutating func changesRemovedConstraint(_ name: Identifier, _ context: inout Context) -> Bool {
        guard let named = state.names[name.name], let ids = named.ids, ids.contains(where: { state.layout.constraint($0) == nil }) else {
            return false
        }
        let which = name.name.hasPrefix("$") ? "a constraint" : "constraint '\(name.name)'"
        context.note("line \(name.range.start.line) changes \(which) that was removed (a view it mentions was removed, or its make "
            + "block was remade): nothing changes, as UIKit sets the value on a constraint no longer installed")
        return true
    }

    mutating func assign(_ assignment: ConstraintAssignment, _ context: inout Context) throws(Diagnostic) {
        let name = assignment.constraint
        if case .isActive = assignment.value {} else if changesRemovedConstraint(name, &context) { return }
        var named = try named(name)
        switch assignment.value {
        case .isActive(let flag):
            try setActive(name, flag.value, at: assignment.range, &context)
            return
        case .constant(let number):
            for i in named.definitions.indices { named.definitions[i].constant = number.value }
            for id in named.ids ?? [] {
                do { try state.layout.setConstant(id, number.value) } catch { throw Self.refusal(error, at: number.range) }
            }
        case .priority(let p):
            let value = try priority(p)
            for i in named.definitions.indices { named.definitions[i].priority = value }
            for id in named.ids ?? [] {
                do {
                    try state.layout.setPriority(id, value)
                } catch .requiredPriorityChange where viewsOutsideWindow {
                    // UIKit refuses the change only on a constraint its window's engine holds.
                    try? state.layout.deactivate(id)
                    try? state.layout.setPriority(id, value)
                    try? state.layout.reactivate(id)
                } catch {
                    throw Self.refusal(error, at: assignment.range)
                }
            }
        }
        state.names[name.name] = named
        context.changed()
    }

    /// A constant for each of the constraints one name stands for, in the order they were made
    /// (SnapKit's `update(inset:)` on `make.edges…constraint`: each edge pushed inward its own
    /// way). Nothing changes when the counts differ.
    mutating func setConstants(_ name: Identifier, _ constants: [Double], _ context: inout Context) throws(Diagnostic) {
        if changesRemovedConstraint(name, &context) { return }
        var named = try named(name)
        guard named.definitions.count == constants.count, named.ids.map({ $0.count == constants.count }) ?? true else { return }
        for (i, constant) in constants.enumerated() { named.definitions[i].constant = constant }
        for (id, constant) in zip(named.ids ?? [], constants) {
            do { try state.layout.setConstant(id, constant) } catch { throw Self.refusal(error, at: name.range) }
        }
        state.names[name.name] = named
        context.changed()
    }

    /// `NSLayoutConstraint.activate(…)`, `deactivate(…)`, `v.addConstraints(…)`, `v.removeConstraints(…)`
    /// and `NSLayoutConstraint(item: …).isActive = …`.
    ///
    /// A view's `addConstraint` needs the view to hold every item of the constraint, as UIKit
    /// requires ("The view hierarchy is not prepared for the constraint"); `activate` finds the
    /// common ancestor itself.
    mutating func activateList(_ activation: ConstraintActivation, _ context: inout Context) throws(Diagnostic) {
        let holder = try activation.receiver.map { r throws(Diagnostic) in try view(r) }
        var fresh: [LayoutConstraint] = []
        var madeHere = false
        for element in activation.items {
            if case .name(let name) = element {
                if let holder {
                    for definition in try named(name).definitions {
                        try checkHeld(definition, by: holder, activation, at: name.range, &context)
                    }
                }
                try setActive(name, activation.activates, at: name.range, &context)
                continue
            }
            guard let made = try definitions(of: element) else { continue }
            madeHere = true
            if let holder, activation.activates {
                for definition in made { try checkHeld(definition, by: holder, activation, at: element.range, &context) }
            }
            if activation.activates { fresh += made }
        }
        // A constraint written out and deactivated at once is lost; one kept by name is not.
        if activation.method == "isActive" && !activation.activates && madeHere {
            context.note("made a constraint and left it inactive; keep it with 'let c = …' to activate it later")
        }
        if !fresh.isEmpty { _ = try activate(fresh, at: activation.range, &context) }
    }

    /// UIKit's rule for `view.addConstraint(_:)`: the view must be an ancestor (or one) of both items.
    /// A view standing in for an `@IBOutlet` whose storyboard place is not in the paste (put on
    /// the root view) is not held to it: in the app it is where the storyboard put it, inside
    /// the view that takes the constraint, and a note says so.
    func checkHeld(_ constraint: LayoutConstraint, by holder: ViewID, _ activation: ConstraintActivation,
                   at range: SourceRange, _ context: inout Context) throws(Diagnostic) {
        let items = [constraint.first.view] + (constraint.second.map { [$0.view] } ?? [])
        for item in items where !state.layout.isDescendant(item, of: holder) {
            let holderName = state.layout.view(holder)?.name ?? "?"
            let itemName = state.layout.view(item)?.name ?? "?"
            if state.swift.outlets.contains(itemName) || state.swift.standInNames.contains(itemName),
               state.layout.superview(of: item) == .root {
                context.note("'\(itemName)' stands in for a view whose place in the storyboard is not in the paste (on the root "
                    + "view here): the constraint '\(holderName)' takes is kept, as the app has it inside '\(holderName)'")
                continue
            }
            throw .error("the view hierarchy is not prepared for the constraint: '\(itemName)' is not inside "
                + "'\(holderName)'; add it to a view that holds both items, or use NSLayoutConstraint.activate(…), "
                + "which finds one", at: range)
        }
    }

    mutating func addEquation(_ equation: Equation, _ context: inout Context) throws(Diagnostic) {
        let first = try item(equation.first.item)
        let firstAttributes = Self.attributes(equation.first.attribute.attribute)
        var second: Item? = nil
        var secondAttributes: [Attribute] = []
        if let term = equation.second {
            second = try item(term.item)
            secondAttributes = Self.attributes(term.attribute.attribute)
            guard secondAttributes.count == firstAttributes.count else {
                throw .error("'\(equation.first.attribute.attribute.rawValue)' and '\(term.attribute.attribute.rawValue)' "
                    + "stand for different numbers of attributes", at: term.attribute.range)
            }
        }
        var multiplier = 1.0
        if let scale = equation.scale {
            guard scale.value.value != 0, scale.value.value.isFinite else {
                throw .error("a multiplier must be a finite number other than 0", at: scale.range)
            }
            multiplier = scale.isDivision ? 1 / scale.value.value : scale.value.value
        }
        let priority = try equation.priority.map { p throws(Diagnostic) in try self.priority(p) } ?? 1000
        var constraints: [LayoutConstraint] = []
        for (i, attribute) in firstAttributes.enumerated() {
            let other = second == nil ? nil : secondAttributes[i]
            // A composite (`a.size == 100`) gives every attribute the same constant, as written.
            let constant = equation.constant?.value ?? 0
            constraints.append(LayoutConstraint(first, attribute, Self.relation(equation.relation), second, other,
                                                multiplier: multiplier, constant: constant, priority: priority))
        }
        for c in constraints {
            do { try state.layout.validate(c) } catch { throw Self.refusal(error, at: equation.range) }
        }
        _ = try activate(constraints, at: equation.range, &context)
    }
}
