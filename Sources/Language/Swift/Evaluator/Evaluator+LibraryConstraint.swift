import Layout

extension Evaluator {
    /// One constraint a layout library's method or operator makes — `first.attribute relation
    /// multiplier × other.otherAttribute + constant`, `other` a view, a view's guide or nil (a
    /// constant size) — with its priority, installed now unless `activate` is false, as
    /// PureLayout, TinyConstraints, Anchorage and Cartography install theirs.
    mutating func libraryConstraint(_ first: AnchorOwner, _ attribute: LayoutAttribute, _ relation: RelationKind, to other: Value?,
                                    _ otherAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double,
                                    priority: Double? = nil, activate: Bool = true, at range: SourceRange) throws(Interrupt) -> Value {
        var activate = activate && withoutInstallingDepth == 0
        if case .view(let view) = first,
           skipsContentViewInset(view, attribute, to: other, otherAttribute, multiplier: multiplier, constant: constant) {
            activate = false
        }
        var second: ItemExpression? = nil
        let other = try other.map { value throws(Interrupt) in try constraintTarget(value, at: range) }
        switch other {
        case .view(let name)?: second = .name(identifier(name, range))
        case .guide(let g, let name)?: second = item(.guide(g, of: name), range)
        case .none? where otherAttribute.map({ !Self.isSize($0) }) ?? false && !Self.isSize(attribute):
            throw nilSecondItem(first, attribute, at: range)
        case .none?, nil: second = nil
        case let value?: throw fail("expected a view, found \(value.kindName)", at: range)
        }
        let node = ItemConstraint(first: item(first, range), firstAttribute: AttributeReference(attribute: attribute, range: range),
                                  relation: relation, relationRange: range, secondItem: second,
                                  secondAttribute: second == nil ? nil : otherAttribute.map { AttributeReference(attribute: $0, range: range) },
                                  nothingRange: nil, multiplier: Self.literal(multiplier, range), constant: Self.literal(constant, range),
                                  range: range)
        let made = try makeConstraint(.item(node), at: range)
        guard case .constraint = made else { return made }
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

    static func isSize(_ attribute: LayoutAttribute) -> Bool { attribute == .width || attribute == .height }

    static func isNilLiteral(_ expr: Expr) -> Bool { if case .nilLiteral = expr { true } else { false } }

    static func ownerText(_ owner: AnchorOwner) -> String {
        switch owner {
        case .view(let name): "'\(name)'"
        case .guide(let guide, let name): "'\(name).\(guide.rawValue)'"
        }
    }

    /// A location related to a second item that is nil (`autoPinEdgeToSuperviewEdge:` of a view
    /// with no superview, `toItem: card.superview`): UIKit refuses it as a location equal to a
    /// constant, and PureLayout asserts that the superview must not be nil. The refusal names the
    /// nil, and the view's missing superview when that is the cause, with why it has none when the
    /// code added it to a view that was nil there.
    func nilSecondItem(_ first: AnchorOwner, _ attribute: LayoutAttribute, at range: SourceRange) -> Interrupt {
        guard case .view(let name) = first, case .none = superview(of: name) else {
            return failStop("the item this constraint relates \(Self.ownerText(first))'s \(attribute.rawValue) to is nil here, so UIKit "
                + "refuses it: a location cannot equal a constant", at: range,
                hint: "make the other view, and add it to a view, before this line")
        }
        let shown = viewName(name)
        guard let parent = swift.addedToNil[shown] else {
            return fail("'\(shown)' has no superview here (it has not been added to a view yet), so its \(attribute.rawValue) "
                + "has nothing to be pinned to; UIKit refuses a location with no second item", at: range,
                hint: "add '\(shown)' to a view before pinning it to its superview")
        }
        guard parent.isAppsOwn else {
            return fail("'\(shown)' has no superview here: it was added to '\(parent.receiver)', which is nil here, and a message "
                + "to nil does nothing; so its \(attribute.rawValue) has nothing to be pinned to, and UIKit refuses a location "
                + "with no second item", at: range, hint: "make '\(parent.receiver)' before adding '\(shown)' to it")
        }
        return fail("'\(shown)' has no superview here: it was added to '\(parent.receiver)', the app's, which the paste does not "
            + "have, so its \(attribute.rawValue) has nothing to be pinned to here", at: range,
            hint: "paste the code that makes '\(parent.receiver)', or add '\(shown)' to a view the paste makes")
    }

    /// Keeps the view code added to a parent that is nil there, or the app's and not in the paste
    /// (see ``SwiftState/addedToNil``).
    mutating func keepUnplacedParent(_ method: String, _ args: [EvaluatedArgument], receiver: Expr, isNil: Bool) {
        guard ["addSubview", "insertSubview", "addArrangedSubview"].contains(method), case .view(let name)? = args.first?.value
        else { return }
        let text: String = if case .optionalChain(let inner, _) = receiver { inner.pathText } else { receiver.pathText }
        swift.addedToNil[viewName(name)] = UnplacedParent(receiver: text, isAppsOwn: !isNil)
    }
}

/// The parent code added a view to that placed nothing: nil there, or the app's and not in the
/// paste (see ``SwiftState/addedToNil``).
struct UnplacedParent: Sendable {
    var receiver: String
    var isAppsOwn: Bool
}
