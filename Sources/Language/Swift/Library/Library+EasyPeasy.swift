/// EasyPeasy, as its public source has it: `view.easy.layout(Top(10), Left(10).to(other, .right),
/// Width(100), Size(50).with(.low), Edges(), Center(), CenterX(0).to(other))` (or the old
/// `view <- [Top(10)]`) turns off the view's autoresizing constraints and installs one
/// constraint for each attribute:
/// - a position attribute relates to the superview's same attribute, or with `.to(other)` to
///   the other view's opposite one (`Top(8).to(b)` is top == b.bottom + 8), or to the attribute
///   named (`.to(b, .top)`); right, bottom, trailing and last baseline take the constant inward;
/// - a size is a constant, or with `.like(other)` the other's same size (or the one named);
/// - `>=10`, `<=10` and `*0.5` give the relation and multiplier (`*2` keeps 2 as the constant
///   too, as the library does); priorities are `.required` 1000, `.high` 750, `.medium` 500,
///   `.low` 250, `.custom(n)`;
/// - an attribute replaces the view's earlier one of the same axis, relation, priority and
///   slot (near edge, far edge, centre, size), and a centre both edges, as the library's nodes do;
/// - `.when { … }` runs its condition once, when written: false leaves the attribute out
///   (EasyPeasy would apply it after `easy.reload()` if the condition became true).
extension Library {
    /// EasyPeasy's attribute classes, by name: the attributes each stands for.
    static let easyPeasyClasses: [String: [LayoutAttribute]] = [
        "Top": [.top], "Bottom": [.bottom], "Left": [.left], "Right": [.right], "Leading": [.leading], "Trailing": [.trailing],
        "CenterX": [.centerX], "CenterY": [.centerY], "FirstBaseline": [.firstBaseline], "LastBaseline": [.lastBaseline],
        "Width": [.width], "Height": [.height],
        "TopMargin": [.topMargin], "BottomMargin": [.bottomMargin], "LeftMargin": [.leftMargin], "RightMargin": [.rightMargin],
        "LeadingMargin": [.leadingMargin], "TrailingMargin": [.trailingMargin],
        "CenterXWithinMargins": [.centerXWithinMargins], "CenterYWithinMargins": [.centerYWithinMargins],
        "Size": [.width, .height], "Edges": [.top, .left, .right, .bottom], "Center": [.centerX, .centerY],
        "Margins": [.topMargin, .leftMargin, .rightMargin, .bottomMargin], "CenterWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
    ]

    static var easyPeasyTypes: [LibraryType] {
        [
            LibraryType("EasyPeasy", help: "EasyPeasy's 'view.easy': layout, clear and reload", members: [
                .method("layout(_:)", "EasyPeasy: installs the attributes (Top(10), Width(100), Edges()…) on the view") {
                    e, base, args, _, range throws(Interrupt) in
                    guard case .library(.easy(let owner)) = base else { throw e.fail("expected 'easy'", at: range) }
                    return try e.easyLayout(owner, args.map(\.value), at: range)
                },
                .method("clear()", "EasyPeasy: removes every constraint it installed on the view") { e, base, _, _, range throws(Interrupt) in
                    guard case .library(.easy(let owner)) = base else { throw e.fail("expected 'easy'", at: range) }
                    try e.easyClear(owner, at: range)
                    return .void
                },
                .method("reload()", "EasyPeasy: evaluates the .when conditions again (read once here, when written)") { _, _, _, _, _ throws(Interrupt) in
                    .void
                },
            ]),
            LibraryType("EasyPeasyAttribute", help: "an EasyPeasy attribute: Top(10), Width(>=100), Edges(…)", members: [
                .method("to(_:_:)", "EasyPeasy: relates a position to another view's opposite attribute, or the one named") {
                    e, base, args, _, range throws(Interrupt) in
                    try e.easyRelate(base, args, like: false, at: range)
                },
                .method("like(_:_:)", "EasyPeasy: relates a size to another view's same size, or the one named") {
                    e, base, args, _, range throws(Interrupt) in
                    try e.easyRelate(base, args, like: true, at: range)
                },
                .method("with(_:)", "EasyPeasy: the priority (.required, .high, .medium, .low, .custom(n))") { e, base, args, _, range throws(Interrupt) in
                    guard case .library(.easyAttributes(var attributes)) = base, let p = args.first else {
                        throw e.fail("with(_:) takes a priority", at: range)
                    }
                    let level = try priority(p.value, &e, at: p.range)
                    for i in attributes.indices { attributes[i].priority = level }
                    return .library(.easyAttributes(attributes))
                },
                .method("when(_:)", "EasyPeasy: a condition, run once here; false leaves the attribute out") {
                    e, base, args, trailing, range throws(Interrupt) in
                    guard case .library(.easyAttributes(var attributes)) = base, let condition = trailing ?? args.first?.value else {
                        throw e.fail("when(_:) takes a closure", at: range)
                    }
                    let holds: Bool
                    switch try e.callAny(condition, [.opaque("context")], at: range) {
                    case .bool(let b): holds = b
                    default:
                        e.note("an EasyPeasy .when condition needs what the paste does not have: the attribute is applied as if it held")
                        holds = true
                    }
                    if !holds { for i in attributes.indices { attributes[i].hasCondition = true } }
                    return .library(.easyAttributes(attributes))
                },
            ]),
        ]
    }

    /// EasyPeasy's `[Top(10), Left(10)].with(.high)` and `.when { … }`: each attribute of the array.
    static var easyPeasyArrayMembers: [Member] {
        ["with(_:)", "when(_:)"].map { signature in
            .method(signature, "EasyPeasy: \(signature.hasPrefix("with") ? "the priority" : "the condition") of every attribute in the array") {
                e, base, args, trailing, range throws(Interrupt) in
                guard case .array(let items) = base else { throw e.fail("expected an array of EasyPeasy attributes", at: range) }
                var parts: [EasyAttribute] = []
                for item in items {
                    guard case .library(.easyAttributes(let more)) = item else {
                        throw e.fail("\(signature) applies to EasyPeasy attributes, not \(item.kindName)", at: range)
                    }
                    parts += more
                }
                guard let m = types["EasyPeasyAttribute"]?.members[String(signature.prefix { $0 != "(" })], let call = m.call else { return base }
                return try call(&e, .library(.easyAttributes(parts)), args, trailing, range)
            }
        }
    }

    /// `view.easy`, `guide.easy`.
    static let easyMember: Member = .property("easy", "EasyPeasy", "EasyPeasy: layout(…), clear(), reload()") { e, base, range throws(Interrupt) in
        switch base {
        case .view(let v): return .library(.easy(.view(v)))
        case .guide(let g, let v): return .library(.easy(.guide(g, of: v)))
        default: throw e.fail("expected a view or a layout guide, found \(base.kindName)", at: range)
        }
    }
}

extension Evaluator {
    /// `Top(10)`, `Width(>=100)`, `Size(CGSize(…))`, `Edges(UIEdgeInsets(…))`, `Center(CGPoint(…))`:
    /// EasyPeasy's attributes; nil for any other name.
    mutating func easyPeasyGlobal(_ name: String, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value? {
        // `Height(100).when { Device() == .iPad }`: EasyPeasy's device, the screen's idiom.
        if name == "Device", args.isEmpty { return .enumCase(screenIsPad ? "iPad" : "iPhone") }
        guard let attributes = Library.easyPeasyClasses[name] else { return nil }
        guard args.count <= 1, args.first?.label == nil else {
            throw fail("EasyPeasy's \(name)(…) takes one amount: \(name)(), \(name)(10), \(name)(>=10), \(name)(*0.5)", at: range)
        }
        if let given = args.first, Self.isLayoutItem(given.value) {
            // `Top(label) == Top(button)`: EasyPeasy's attributes take an amount, never a view, so
            // this is another layout library's function or the app's own, which the paste lacks.
            throw fail("'\(name)(…)' given a view is not EasyPeasy's \(name)(…), which takes an amount (\(name)(10), "
                + "\(name)(>=10)): it is another layout library's function or the app's own, not in the paste", at: given.range)
        }
        var made = attributes.map { EasyAttribute(attribute: $0) }
        if let amount = args.first {
            for i in made.indices {
                switch amount.value {
                case .library(.constant(let relation, let value, let multiplier)):
                    (made[i].relation, made[i].constant, made[i].multiplier) = (relation, value, multiplier)
                case .insets(let insets, _):
                    made[i].constant = switch made[i].attribute {
                    case .top, .topMargin: insets.top
                    case .left, .leftMargin: insets.left
                    case .right, .rightMargin: insets.right
                    default: insets.bottom
                    }
                case .size(let size): made[i].constant = made[i].attribute == .width ? size.width : size.height
                case .point(let point): made[i].constant = i == 0 ? point.x : point.y
                default: made[i].constant = try Library.number(amount.value, &self, at: amount.range)
                }
            }
        }
        return .library(.easyAttributes(made))
    }

    /// Whether a value is a view or a layout guide: what a constraint relates, never an amount.
    static func isLayoutItem(_ value: Value) -> Bool {
        switch value {
        case .view, .guide: true
        default: false
        }
    }

    /// `.to(other)`, `.to(other, .bottom)`, `.like(other)`, `.like(other, .height)`.
    mutating func easyRelate(_ base: Value, _ args: [EvaluatedArgument], like: Bool, at range: SourceRange) throws(Interrupt) -> Value {
        guard case .library(.easyAttributes(var attributes)) = base, let target = args.first else {
            throw fail("\(like ? "like" : "to")(_:) takes a view or a layout guide", at: range)
        }
        var reference: AnchorOwner
        var forcedAttribute: LayoutAttribute? = nil
        switch try constraintTarget(target.value, at: target.range) {
        case .view(let v): reference = .view(v)
        case .guide(let g, let v): reference = .guide(g, of: v)
        case .layoutSupport(let isTop, _):
            // `topLayoutGuide`: the safe area's edge it stands for.
            reference = .guide(.safeAreaLayoutGuide, of: "root")
            forcedAttribute = isTop ? .top : .bottom
        case .opaque(let text):
            // The app's own view class, not in the paste: what it would relate to is missing.
            note("skipped an EasyPeasy attribute: '\(text)' is not in the paste, so what it relates to is missing")
            for i in attributes.indices { attributes[i].hasCondition = true }
            return .library(.easyAttributes(attributes))
        default: throw fail("\(like ? "like" : "to")(_:) takes a view or a layout guide, not \(target.value.kindName)", at: target.range)
        }
        let named = try args.dropFirst().first.flatMap { a throws(Interrupt) in try Library.attribute(a.value, &self, at: a.range) }
        let isEdges = attributes.map(\.attribute) == [.top, .left, .right, .bottom]
        if !like, isEdges {
            // `Edges().to(view)`: the library makes four new attributes, each to the view's same
            // edge, with no constant and the required priority.
            attributes = [.top, .left, .right, .bottom].map { EasyAttribute(attribute: $0, reference: reference, referenceAttribute: $0) }
            return .library(.easyAttributes(attributes))
        }
        for i in attributes.indices {
            attributes[i].reference = reference
            attributes[i].referenceAttribute = named ?? forcedAttribute
        }
        return .library(.easyAttributes(attributes))
    }

    /// Installs the attributes on a view, replacing what sits in the same slots.
    mutating func easyLayout(_ owner: AnchorOwner, _ values: [Value], at range: SourceRange) throws(Interrupt) -> Value {
        var attributes: [EasyAttribute] = []
        for value in values.flatMap({ if case .array(let items) = $0 { items } else { [$0] } }) {
            switch value {
            case .library(.easyAttributes(let parts)): attributes += parts
            case .opaque: continue
            default: throw fail("easy.layout(…) takes EasyPeasy attributes (Top(10), Width(100), Edges()…), not \(value.kindName)", at: range)
            }
        }
        guard case .view(let view) = owner else {
            throw fail("EasyPeasy on a layout guide is not read here: lay out a view", at: range)
        }
        if skipsConstraintOnOwnTitleLabel(viewName(view)) { return .array([]) }
        if !isOwnCellContentView(view) {
            try setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        }
        var made: [Value] = []
        for attribute in attributes where !attribute.hasCondition {
            if let constraint = try easyInstall(view, attribute, at: range) { made.append(constraint) }
        }
        return .array(made)
    }

    /// One attribute's constraint, made, activated and put in its slot.
    mutating func easyInstall(_ view: String, _ a: EasyAttribute, at range: SourceRange) throws(Interrupt) -> Value? {
        let isDimension = a.attribute == .width || a.attribute == .height
        var reference: Value? = a.reference?.value
        var referenceAttribute = a.referenceAttribute
        if reference == nil, !isDimension {
            let parent = librarySuperview(of: view)
            guard case .view = parent else {
                note("EasyPeasy makes nothing for \(a.attribute.rawValue) of '\(viewName(view))': it has no superview")
                return nil
            }
            reference = parent
        }
        if referenceAttribute == nil, reference != nil {
            // To the superview: the same attribute; to another view: the opposite one.
            let isSuperview: Bool = if case .view(let r)? = reference, case .view(let p) = librarySuperview(of: view) { viewName(r) == viewName(p) } else { false }
            referenceAttribute = isSuperview || a.reference == nil ? a.attribute : Self.easyOpposite(a.attribute)
        }
        let inward: Set<LayoutAttribute> = [.right, .bottom, .trailing, .lastBaseline, .rightMargin, .bottomMargin, .trailingMargin]
        let constant = inward.contains(a.attribute) ? -a.constant : a.constant
        let constraint = try libraryConstraint(.view(view), a.attribute, a.relation, to: reference, referenceAttribute,
                                               multiplier: a.multiplier, constant: constant,
                                               priority: a.priority == 1000 ? nil : a.priority, at: range)
        guard case .constraint(let key) = constraint else { return constraint }
        // The slot: replace what the library's node would deactivate.
        let vertical: Set<LayoutAttribute> = [.top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
                                              .centerYWithinMargins]
        let part: EasyPeasySlot.Part = switch a.attribute {
        case .left, .leading, .top, .firstBaseline, .leftMargin, .leadingMargin, .topMargin: .near
        case .right, .trailing, .bottom, .lastBaseline, .rightMargin, .trailingMargin, .bottomMargin: .far
        case .width, .height: .dimension
        default: .center
        }
        let slot = EasyPeasySlot(vertical: vertical.contains(a.attribute), relation: a.relation, priority: a.priority, part: part)
        let cleared: [EasyPeasySlot.Part] = switch part {
        case .near: [.near, .center]
        case .far: [.far, .center]
        case .center: [.center, .near, .far]
        case .dimension: [.dimension]
        }
        var nodes = swift.easyPeasyNodes[view] ?? [:]
        var old: [Value] = []
        for p in cleared {
            var s = slot
            s.part = p
            if let previous = nodes.removeValue(forKey: s) { old.append(.constraint(previous)) }
        }
        nodes[slot] = key
        swift.easyPeasyNodes[view] = nodes
        if !old.isEmpty { try setActive(old, false, holder: nil, method: "EasyPeasy", at: range) }
        return constraint
    }

    /// `easy.clear()`: every constraint EasyPeasy installed on the view, deactivated.
    mutating func easyClear(_ owner: AnchorOwner, at range: SourceRange) throws(Interrupt) {
        guard case .view(let view) = owner, let nodes = swift.easyPeasyNodes[view] else { return }
        swift.easyPeasyNodes[view] = nil
        let keys = nodes.values.sorted()
        if !keys.isEmpty { try setActive(keys.map { .constraint($0) }, false, holder: nil, method: "EasyPeasy", at: range) }
    }

    /// The attribute EasyPeasy relates to on another view when none is named.
    static func easyOpposite(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .left: .right
        case .right: .left
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        case .leftMargin: .rightMargin
        case .rightMargin: .leftMargin
        case .topMargin: .bottomMargin
        case .bottomMargin: .topMargin
        case .leadingMargin: .trailingMargin
        case .trailingMargin: .leadingMargin
        default: attribute
        }
    }

    /// EasyPeasy's old operator: `view <- Top(10)`, `view <- [Top(10), Left(10)]`.
    mutating func easyOperator(_ left: Value, _ right: Value, at range: SourceRange) throws(Interrupt) -> Value? {
        guard case .view(let view) = left else { return nil }
        switch right {
        case .library(.easyAttributes), .array: return try easyLayout(.view(view), [right], at: range)
        default: return nil
        }
    }
}
