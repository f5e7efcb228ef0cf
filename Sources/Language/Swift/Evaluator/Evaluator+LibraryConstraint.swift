import Layout

extension Evaluator {
    /// One constraint a layout library's method or operator makes — `first.attribute relation
    /// multiplier × other.otherAttribute + constant`, `other` a view, a view's guide or nil (a
    /// constant size) — with its priority, installed now unless `activate` is false, as
    /// PureLayout, TinyConstraints, Anchorage and Cartography install theirs.
    mutating func libraryConstraint(_ first: AnchorOwner, _ attribute: LayoutAttribute, _ relation: RelationKind, to other: Value?,
                                    _ otherAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double,
                                    priority: Double? = nil, activate: Bool = true, at range: SourceRange) throws(Interrupt) -> Value {
        var second: ItemExpression? = nil
        switch other {
        case .view(let name)?: second = .name(identifier(name, range))
        case .guide(let g, let name)?: second = item(.guide(g, of: name), range)
        case .none?, nil: second = nil
        case let value?: throw fail("expected a view, found \(value.kindName)", at: range)
        }
        let node = ItemConstraint(first: item(first, range), firstAttribute: AttributeReference(attribute: attribute, range: range),
                                  relation: relation, relationRange: range, secondItem: second,
                                  secondAttribute: second == nil ? nil : otherAttribute.map { AttributeReference(attribute: $0, range: range) },
                                  nothingRange: nil, multiplier: Self.literal(multiplier, range), constant: Self.literal(constant, range),
                                  range: range)
        let made = try makeConstraint(.item(node), at: range)
        if case .constraint(let key) = made, session.state.names[key] == nil, activate {
            // Its views wait to be placed (a view's own subviews in its `init`): made, given its
            // priority and activated when their tree is placed.
            try activateLater(key, .item(node), priority: try priority.map { p throws(Interrupt) in try Library.priorityNode(p, &self, at: range) },
                              at: range)
            return made
        }
        if let priority, case .constraint(let key) = made {
            try setConstraintValue(key, .priority(try Library.priorityNode(priority, &self, at: range)), at: range)
        }
        if activate { try setActive([made], true, holder: nil, method: "a layout library", at: range) }
        return made
    }
}
