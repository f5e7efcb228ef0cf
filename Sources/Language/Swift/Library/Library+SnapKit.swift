import Layout

/// SnapKit's chain as types: `snp` (ConstraintViewDSL) → `make` (ConstraintMaker) → a chain of
/// attributes, a relation and modifiers (ConstraintMakerChain), and attributes used as targets
/// (ConstraintItem). Every SnapKit version's spelling is here: `snp_` and `.with`/`.and` of 0.x,
/// `priorityHigh()` of 0.x, `.inset(…)`, `$0`.
extension Library {
    static let snapKitTypes: [LibraryType] = [
        LibraryType("ConstraintViewDSL", help: "SnapKit's `snp`: make, remake, update and remove constraints; attributes as targets",
                    members: snpMembers),
        LibraryType("ConstraintMaker", help: "SnapKit's `make`: start a constraint with its attributes", members: makerMembers),
        LibraryType("ConstraintMakerChain", help: "a SnapKit constraint being written: attributes, a relation, modifiers",
                    members: chainMembers + masonryChainMethods),
        LibraryType("ConstraintItem", help: "a view's SnapKit attribute used as a target (`other.snp.bottom`)", members: []),
        LibraryType("ConstraintPriority", help: "SnapKit's priority", members: [
            .property("value", "Float", "the number") { _, base, _ throws(Interrupt) in
                if case .priority(let n) = base { return .number(n) }
                return base
            },
        ], statics: [
            .property("required", "ConstraintPriority", "1000") { _, _, _ throws(Interrupt) in .priority(1000) },
            .property("high", "ConstraintPriority", "750") { _, _, _ throws(Interrupt) in .priority(750) },
            .property("medium", "ConstraintPriority", "500") { _, _, _ throws(Interrupt) in .priority(500) },
            .property("low", "ConstraintPriority", "250") { _, _, _ throws(Interrupt) in .priority(250) },
        ]),
    ]

    static func owner(_ value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> AnchorOwner {
        switch value {
        case .snp(let owner, _): return owner
        case .view(let name): return .view(name)
        case .guide(let g, let name): return .guide(g, of: name)
        default: throw e.fail("expected a view's snp, found \(value.kindName)", at: range)
        }
    }

    static var snpMembers: [Member] {
        SnapKitAction.allCases.map { action in
            .method("\(action.rawValue)(_:)", "SnapKit: \(action.rawValue) { make in … }") { e, base, args, trailing, range throws(Interrupt) in
                guard let closure = trailing ?? args.first?.value else { throw e.fail("\(action.rawValue) needs a closure", at: range) }
                if case .snp(.guide(let guide, let owner), let spelling) = base {
                    // SnapKit's guide DSL: `scrollView.contentLayoutGuide.snp.makeConstraints { … }`.
                    try e.runMakeBlock(receiver: owner, guide: guide, action: action, spelling: spelling, closure: closure, at: range)
                    return .void
                }
                guard case .snp(.view(let name), let spelling) = base else {
                    throw e.fail("only a view's or a layout guide's snp makes constraints", at: range)
                }
                try e.runMakeBlock(receiver: name, action: action, spelling: spelling, closure: closure, at: range)
                return .void
            }
        } + [
            .method("removeConstraints()", "SnapKit: removes the constraints its blocks made") { e, base, _, _, range throws(Interrupt) in
                guard case .snp(.view(let name), let spelling) = base else { throw e.fail("only a view's snp has constraints", at: range) }
                try e.removeSnapKit(name, spelling: spelling, at: range)
                return .void
            },
            .method("prepareConstraints(_:)", "SnapKit: makes a block's constraints without activating them and returns them "
                    + "([Constraint]), for activate() later") { e, base, args, trailing, range throws(Interrupt) in
                guard let closure = trailing ?? args.first?.value else { throw e.fail("prepareConstraints needs a closure", at: range) }
                guard case .snp(.view(let name), let spelling) = base else {
                    throw e.fail("only a view's snp prepares constraints", at: range)
                }
                return try e.runMakeBlock(receiver: name, action: .make, spelling: spelling, closure: closure, prepared: true, at: range)
            },
        ] + LayoutAttribute.allCases.map { attribute in
            .property(attribute.rawValue, "ConstraintItem", "the \(attribute.rawValue) as a target: equalTo(other.snp.\(attribute.rawValue))") {
                e, base, range throws(Interrupt) in
                .snpAttribute(try owner(base, &e, at: range), attribute)
            }
        } + [
            .property("safeAreaLayoutGuide", "ConstraintLayoutGuideDSL", "SnapKit 4: the view's safe area") { e, base, range throws(Interrupt) in
                guard case .view(let name) = try owner(base, &e, at: range) else { throw e.fail("a guide has no safe area", at: range) }
                return .snp(.guide(.safeAreaLayoutGuide, of: name), .dot)
            },
            .property("baseline", "ConstraintItem", "SnapKit 0.x: the last baseline") { e, base, range throws(Interrupt) in
                .snpAttribute(try owner(base, &e, at: range), .lastBaseline)
            },
        ]
    }

    static func attributeMembers(_ help: String, _ step: @escaping @Sendable (inout Evaluator, Value, LayoutAttribute, SourceRange) throws(Interrupt) -> Value) -> [Member] {
        LayoutAttribute.allCases.map { attribute in
            .property(attribute.rawValue, "ConstraintMakerExtendable", help) { e, base, range throws(Interrupt) in
                try step(&e, base, attribute, range)
            }
        } + [
            .property("baseline", "ConstraintMakerExtendable", "SnapKit 0.x: the last baseline") { e, base, range throws(Interrupt) in
                try step(&e, base, .lastBaseline, range)
            },
        ]
    }

    static var makerMembers: [Member] {
        attributeMembers("starts a constraint on this attribute") { e, base, attribute, range throws(Interrupt) in
            guard case .maker(let id) = base else { throw e.fail("expected SnapKit's maker", at: range) }
            guard let m = e.runningMaker(id) else {
                throw e.fail("this maker's make block has finished: SnapKit makes no constraint from it", at: range,
                             hint: "write the constraint inside the block")
            }
            e.makers[m].statements.append(ChainState(attributes: [AttributeReference(attribute: attribute, range: range)],
                                                     relation: nil, range: range))
            return .chain(maker: id, statement: e.makers[m].statements.count - 1)
        }
    }

    static func relationMember(_ name: String, _ kind: RelationKind, superview: Bool) -> Member {
        .method(superview ? "\(name)()" : "\(name)(_:)", superview ? "relates to the superview's same attribute"
                : "relates to a view, another view's snp attribute, a guide, or a constant (number, size, point, insets)") {
            e, base, args, trailing, range throws(Interrupt) in
            if !superview, args.isEmpty, trailing == nil { return masonryBlock(name, of: base, at: range) }
            guard let (maker, index) = try chain(base, &e, name, at: range) else { return base }
            if let earlier = e.makers[maker].statements[index].relation {
                // Masonry lets a second relation of the same kind give a value
                // (`make.left.mas_equalTo(a.mas_right).mas_equalTo(40)`): it sets the constraint's
                // constant, as an offset does; anything else redefines the relation, which it refuses.
                if e.makers[maker].isMasonry, !superview, earlier.kind == kind, let argument = args.first,
                   case .constant(let value) = try e.snapKitTarget(argument.value, at: argument.range) {
                    e.makers[maker].statements[index].modifiers.append(SnapKitModifier(kind: .offset(value), range: range))
                    e.makers[maker].statements[index].range = e.makers[maker].statements[index].range.extended(to: range)
                    return base
                }
                throw e.fail("this constraint already has a relation", at: range)
            }
            var target: SnapKitTarget? = nil
            if superview, let given = trailing ?? args.first?.value, case .closure = given {
                // SnapKit 5.7's `equalToSuperview { $0.safeAreaLayoutGuide }` and
                // `equalToSuperview(\.safeAreaLayoutGuide)`: what the closure picks of the superview.
                let parent = e.librarySuperview(of: e.makers[maker].receiver)
                target = try e.snapKitTarget(try e.callAny(given, [parent], at: range), at: range)
            } else if !superview {
                guard var argument = args.first else { throw e.fail("\(name) needs a target", at: range) }
                argument.value = try e.constraintTarget(argument.value, at: argument.range)
                if case .opaque(let text) = argument.value, !Self.looksLikeNumber(text) {
                    // A view (or its attribute) the paste does not contain: no constraint can be made.
                    e.makers[maker].statements[index].missing = text
                    target = .constant(.number(Evaluator.literal(0, range)))
                } else {
                    target = try e.snapKitTarget(argument.value, at: argument.range)
                }
            }
            e.makers[maker].statements[index].relation = SnapKitRelation(kind: kind, target: target, range: range)
            e.makers[maker].statements[index].range = e.makers[maker].statements[index].range.extended(to: range)
            return base
        }
    }

    /// Whether the app's own value a target names reads as a number (`Constants.padding`,
    /// `Layout.margin`) rather than a view (`headerView`, `headerView.snp.bottom`).
    static func looksLikeNumber(_ text: String) -> Bool {
        if text.contains(".snp") || text.hasSuffix("Anchor") || text.hasSuffix("View") || text.hasSuffix("Label")
            || text.hasSuffix("Button") || text.hasSuffix("Guide") { return false }
        let last = text.split(separator: ".").last.map(String.init) ?? text
        let numberWords = ["padding", "margin", "inset", "spacing", "height", "width", "size", "offset", "radius", "gap", "top",
                           "bottom", "left", "right", "leading", "trailing", "constant", "value", "space"]
        return text.contains(".") || numberWords.contains { last.lowercased().contains($0) }
    }

    /// Where the statement a chain writes is (its maker's place in ``Evaluator/makers``, and the
    /// statement's in it); nil when its make block has finished, SnapKit having made the
    /// constraint when the block ended: `name` on it then changes nothing, said in a note.
    static func chain(_ value: Value, _ e: inout Evaluator, _ name: String, at range: SourceRange) throws(Interrupt) -> (Int, Int)? {
        guard case .chain(let id, let s) = value else {
            throw e.fail("expected a SnapKit constraint being written, found \(value.kindName)", at: range)
        }
        if let m = e.runningMaker(id) { return (m, s) }
        e.note("ignored '\(name)' on a SnapKit constraint whose make block has finished: SnapKit made the constraint "
            + "when the block ended, so it changes nothing (keep '.constraint' in the block and call update(offset:) on it)")
        return nil
    }

    static func modifier(_ signature: String, _ help: String,
                         _ make: @escaping @Sendable (inout Evaluator, [EvaluatedArgument], SourceRange) throws(Interrupt) -> SnapKitModifier.Kind) -> Member {
        .method(signature, help) { e, base, args, trailing, range throws(Interrupt) in
            let name = String(signature.prefix { $0 != "(" })
            if signature.hasSuffix("(_:)"), args.isEmpty, trailing == nil { return masonryBlock(name, of: base, at: range) }
            guard let (maker, index) = try chain(base, &e, name, at: range) else { return base }
            if e.makers[maker].statements[index].relation == nil, e.makers[maker].isMasonry, name == "offset" || name == "mas_offset" {
                // Masonry installs a constraint with no relation as equal (`make.top.offset(10)`:
                // top == superview.top + 10; `make.width.offset(80)`: width == 80), as a constant
                // target does.
                e.makers[maker].statements[index].relation = SnapKitRelation(
                    kind: .equal, target: .constant(.number(Evaluator.literal(0, range))), range: range)
            }
            guard e.makers[maker].statements[index].relation != nil else {
                throw e.fail("'\(name)' needs a relation first: SnapKit only lets you write it after equalTo(…), "
                    + "lessThanOrEqualTo(…) or greaterThanOrEqualTo(…)", at: range)
            }
            let kind = try make(&e, args, range)
            e.makers[maker].statements[index].modifiers.append(SnapKitModifier(kind: kind, range: range))
            e.makers[maker].statements[index].range = e.makers[maker].statements[index].range.extended(to: range)
            return base
        }
    }

    static func constantArgument(_ args: [EvaluatedArgument], _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> ConstantValue {
        guard let a = args.first else { throw e.fail("missing the amount", at: range) }
        return try e.constantValue(a.value, at: a.range)
    }

    /// Masonry's setters of `MASConstraint`, as Swift calls them
    /// (`make?.edges.equalTo()(view)?.setInsets(UIEdgeInsets(…))`): each the modifier it sets.
    static var masonrySetterMembers: [Member] {
        let offsets = [("setOffset", "offset(_:)"), ("setSizeOffset", "a CGSize offset of width and height"),
                       ("setCenterOffset", "a CGPoint offset of centerX and centerY")].map { name, help in
            modifier("\(name)(_:)", "Masonry from Swift: \(help)") { e, args, range throws(Interrupt) in
                .offset(try constantArgument(args, &e, at: range))
            }
        }
        let insets = [("setInsets", "insets(_:)"), ("setInset", "inset(_:)")].map { name, help in
            modifier("\(name)(_:)", "Masonry from Swift: \(help)") { e, args, range throws(Interrupt) in
                .inset(try constantArgument(args, &e, at: range))
            }
        }
        return offsets + insets
    }

    static var chainMembers: [Member] {
        attributeMembers("adds an attribute to the constraint") { e, base, attribute, range throws(Interrupt) in
            guard let (maker, index) = try chain(base, &e, attribute.rawValue, at: range) else { return base }
            guard e.makers[maker].statements[index].relation == nil else {
                throw e.fail("attributes come before the relation", at: range)
            }
            e.makers[maker].statements[index].attributes.append(AttributeReference(attribute: attribute, range: range))
            return base
        } + [
            .property("with", "ConstraintMakerChain", "SnapKit 0.x filler word") { _, base, _ throws(Interrupt) in base },
            .property("and", "ConstraintMakerChain", "SnapKit filler word") { _, base, _ throws(Interrupt) in base },
            relationMember("equalTo", .equal, superview: false),
            relationMember("lessThanOrEqualTo", .lessThanOrEqual, superview: false),
            relationMember("greaterThanOrEqualTo", .greaterThanOrEqual, superview: false),
            relationMember("mas_equalTo", .equal, superview: false),
            relationMember("mas_lessThanOrEqualTo", .lessThanOrEqual, superview: false),
            relationMember("mas_greaterThanOrEqualTo", .greaterThanOrEqual, superview: false),
            relationMember("equalToSuperview", .equal, superview: true),
            relationMember("lessThanOrEqualToSuperview", .lessThanOrEqual, superview: true),
            relationMember("greaterThanOrEqualToSuperview", .greaterThanOrEqual, superview: true),
            modifier("offset(_:)", "adds to the constant") { e, args, range throws(Interrupt) in
                .offset(try constantArgument(args, &e, at: range))
            },
            modifier("mas_offset(_:)", "Masonry: offset(_:)") { e, args, range throws(Interrupt) in
                .offset(try constantArgument(args, &e, at: range))
            },
            modifier("inset(_:)", "an inset: inward on every side (+left/top, -right/bottom)") { e, args, range throws(Interrupt) in
                .inset(try constantArgument(args, &e, at: range))
            },
            modifier("insets(_:)", "SnapKit 0.x and 3: inset(_:) with UIEdgeInsets") { e, args, range throws(Interrupt) in
                .inset(try constantArgument(args, &e, at: range))
            },
            modifier("multipliedBy(_:)", "scales the target") { e, args, range throws(Interrupt) in
                let at = args.first?.range ?? range
                let n = try number(args.first?.value ?? .number(1), &e, at: at)
                return .multipliedBy(Evaluator.literal(n, at))
            },
            modifier("dividedBy(_:)", "divides the target") { e, args, range throws(Interrupt) in
                let at = args.first?.range ?? range
                let n = try number(args.first?.value ?? .number(1), &e, at: at)
                return .dividedBy(Evaluator.literal(n, at))
            },
            modifier("priority(_:)", "1…1000 or .required, .high, .medium, .low") { e, args, range throws(Interrupt) in
                let at = args.first?.range ?? range
                let p = try priority(args.first?.value ?? .priority(1000), &e, at: at)
                return .priority(try priorityNode(p, &e, at: at))
            },
            modifier("priorityRequired()", "SnapKit 0.x: priority 1000") { e, _, range throws(Interrupt) in .priority(try priorityNode(1000, &e, at: range)) },
            modifier("priorityHigh()", "SnapKit 0.x: priority 750") { e, _, range throws(Interrupt) in .priority(try priorityNode(750, &e, at: range)) },
            modifier("priorityMedium()", "SnapKit 0.x: priority 500") { e, _, range throws(Interrupt) in .priority(try priorityNode(500, &e, at: range)) },
            modifier("priorityLow()", "SnapKit 0.x: priority 250") { e, _, range throws(Interrupt) in .priority(try priorityNode(250, &e, at: range)) },
            modifier("labeled(_:)", "a name for the constraint, shown in listings") { e, args, range throws(Interrupt) in
                guard case .string(let s)? = args.first?.value else { throw e.fail("labeled needs a string", at: range) }
                return .labeled(StringLiteral(s, range: range))
            },
            .property("constraint", "Constraint", "the constraint, to keep: let c = make.top.equalTo(0).constraint") {
                e, base, range throws(Interrupt) in
                guard case .chain(let id, let index) = base, let maker = e.runningMaker(id) else {
                    throw e.fail("the make block this constraint was written in has finished, and SnapKit's constraint "
                                 + "from it was not kept", at: range,
                                 hint: "keep it inside the block: h = make.height.equalTo(135).constraint")
                }
                if let binding = e.makers[maker].statements[index].binding { return .constraint(binding.name.name) }
                let key = e.newConstraintKey()
                e.makers[maker].statements[index].binding = ConstraintBinding(name: Identifier(key, range: range), declares: true, range: range)
                // Its attribute, for update(inset:) before its views are placed and it is made.
                if let first = e.makers[maker].statements[index].attributes.first { e.swift.keptAttributes[key] = first.attribute }
                return .constraint(key)
            },
        ] + masonrySetterMembers
    }
}

extension Evaluator {
    /// A SnapKit target: a constant, a view, a guide, or another view's attribute.
    mutating func snapKitTarget(_ value: Value, at range: SourceRange) throws(Interrupt) -> SnapKitTarget {
        switch value {
        case .view(let name):
            return .item(ItemTarget(item: .name(identifier(name, range)), attribute: nil, range: range))
        case .guide(let guide, let name):
            return .item(ItemTarget(item: item(.guide(guide, of: name), range), attribute: nil, range: range))
        case .snp(let owner, _):
            return .item(ItemTarget(item: item(owner, range), attribute: nil, range: range))
        case .snpAttribute(let owner, let attribute):
            return .item(ItemTarget(item: item(owner, range), attribute: AttributeReference(attribute: attribute, range: range), range: range))
        case .anchor(let a):
            return .item(ItemTarget(item: item(a.owner, range), attribute: AttributeReference(attribute: a.anchor.attribute, range: range),
                                    range: range))
        default:
            return .constant(try constantValue(value, at: range))
        }
    }

    mutating func constantValue(_ value: Value, at range: SourceRange) throws(Interrupt) -> ConstantValue {
        switch value {
        case .number(let n), .priority(let n): return .number(Self.literal(substitutedConstant(n), range))
        case .size(let s):
            return .size(SizeLiteral(width: Self.literal(s.width, range), height: Self.literal(s.height, range), range: range))
        case .point(let p):
            return .point(PointLiteral(x: Self.literal(p.x, range), y: Self.literal(p.y, range), range: range))
        case .insets(let i, let directional):
            return .insets(InsetsLiteral(top: Self.literal(i.top, range), left: Self.literal(i.left, range),
                                         bottom: Self.literal(i.bottom, range), right: Self.literal(i.right, range),
                                         isDirectional: directional, range: range))
        case .enumCase("zero"): return .number(Self.literal(0, range))
        case .type where Library.appConstantPath(value, &self) != nil:
            // `.offset(UIConstants.DefaultPadding)`: the app's constants type, not in the paste.
            let path = Library.appConstantPath(value, &self) ?? ""
            note("'\(path)' is not in the paste (the app's own constant): 0 is used in its place")
            return .number(Self.literal(0, range))
        case .none where session.runsObjectiveC:
            // `make.edges.mas_equalTo(self.padding)`, a property of the class's header, not in the
            // paste, never set: Objective-C zero-fills an object's storage, so it reads as zero.
            note("a value read here is nil (a property the paste does not set, as of a header it lacks): Objective-C reads "
                + "it as zero, so 0 is used")
            return .number(Self.literal(0, range))
        case .opaque(let text):
            return .number(Self.literal(placeholderNumber(for: text), range))
        case .enumCase(let name):
            // `.offset(.defaultOffset)`: a static constant of the app's own CGFloat extension.
            note("'.\(name)' is not in the paste (the app's own constant): 0 is used in its place")
            return .number(Self.literal(0, range))
        case .library(.steviaAttribute(let owner, let attribute, let constant, let multiplier)) where !swift.writesStevia:
            // `.offset(icon.Width + 5)` in a paste that writes no Stevia: Stevia's attribute would
            // not compile as a number there, so `Width` is the app's own property of a view (a
            // frame extension), not in the paste.
            let view: String
            switch owner {
            case .view(let v): view = v
            case .guide(_, let v): view = v
            }
            let name = Library.steviaAttributes.first { $0.attribute == attribute }?.name ?? attribute.rawValue
            note("'\(view).\(name)' is not UIKit's: the app's own property of a view (a frame extension), not in the paste; "
                 + "0 is used in its place")
            return .number(Self.literal(0 * (multiplier ?? 1) + (constant ?? 0), range))
        default:
            throw fail("expected a view, an attribute or a constant, found \(value.kindName)", at: range, hint: controllerHint(value))
        }
    }

    /// Runs a make block's closure with `make`, then the block SnapKit would install.
    ///
    /// `prepared` (SnapKit's `prepareConstraints`): every constraint is kept under a name and
    /// left inactive, as SnapKit makes them without installing them; they are returned, for the
    /// code's `activate()`. The receiver stops translating its mask as for `makeConstraints`.
    @discardableResult
    mutating func runMakeBlock(receiver: String, guide: LayoutGuideName? = nil, action: SnapKitAction, spelling: SnapKitSpelling,
                               closure: Value, isMasonry: Bool = false, prepared: Bool = false,
                               at range: SourceRange) throws(Interrupt) -> Value {
        guard case .closure(let c) = closure else { throw fail("\(action.rawValue) needs a closure { make in … }", at: range) }
        if skipsConstraintOnOwnTitleLabel(viewName(receiver)) { return prepared ? .array([]) : .void }
        // Numbered from the entry's first maker, not the state's counter, which an `undo` earlier
        // in the same entry may have taken back.
        let m = makers.count
        let id = makerBase + m
        swift.nextMaker = id + 1
        let parameter = c.parameters.first ?? "$0"
        makers.append(MakerBox(receiver: receiver, parameter: parameter, isMasonry: isMasonry || session.runsObjectiveC))
        let savedHint = nameHint
        nameHint = nil
        _ = try callClosure(c, [.maker(id)], at: range)
        nameHint = savedHint
        makers[m].finished = true
        if prepared {
            for index in makers[m].statements.indices where makers[m].statements[index].binding == nil {
                let key = newConstraintKey()
                let at = makers[m].statements[index].range
                makers[m].statements[index].binding = ConstraintBinding(name: Identifier(key, range: at), declares: true, range: at)
            }
        }
        var statements: [SnapKitStatement] = []
        for chain in makers[m].statements {
            if let missing = chain.missing {
                note("skipped a constraint of \(receiver): '\(missing)' is not in the paste")
                continue
            }
            guard var relation = chain.relation else {
                let attributes = chain.attributes.map(\.attribute.rawValue).joined(separator: ".")
                throw fail("'\(parameter).\(attributes)' has no relation: SnapKit makes no constraint from it", at: chain.range,
                           hint: "add .equalTo(…), .lessThanOrEqualTo(…) or .greaterThanOrEqualTo(…)")
            }
            var modifiers = chain.modifiers
            if makers[m].isMasonry || spelling == .underscore, case .constant(let value)? = relation.target,
               chain.attributes.contains(where: { [.center, .centerX, .centerY].contains($0.attribute) }),
               !chain.attributes.contains(where: { [.size, .width, .height].contains($0.attribute) }) {
                // Masonry and SnapKit 0.x (the `snp_` spelling) relate a constant to the superview's
                // same attribute, a centre to its centre (`make.centerX.mas_equalTo(0)` centres),
                // where SnapKit from 3.0.2 measures a constant centre from the superview's left or
                // top: the superview, offset by the value.
                relation.target = nil
                modifiers.insert(SnapKitModifier(kind: .offset(value), range: value.range), at: 0)
            }
            statements.append(SnapKitStatement(binding: chain.binding, maker: Identifier(parameter, range: chain.range),
                                               attributes: chain.attributes, relation: relation, modifiers: modifiers,
                                               constraintSuffix: nil, range: chain.range))
        }
        if let guide {
            let block = SnapKitBlock(receiver: item(.guide(guide, of: receiver), range), action: action, spelling: spelling,
                                     parameter: Identifier(parameter, range: range), statements: statements, range: range,
                                     isMasonry: makers[m].isMasonry)
            try execute(.snapKit(block))
            return .void
        }
        statements = contentViewStatements(statements, of: receiver)
        // Nothing left of a content view's block (it only held the content view to its cell): the
        // cell is not made to stop translating its mask, as UIKit's cell keeps its own.
        if statements.isEmpty, action != .remake, isOwnCellContentView(receiver) { return prepared ? .array([]) : .void }
        let block = SnapKitBlock(receiver: .name(identifier(receiver, range)), action: action, spelling: spelling,
                                 parameter: Identifier(parameter, range: range), statements: statements, range: range,
                                 isMasonry: makers[m].isMasonry)
        try execute(.snapKit(block))
        // The constraints it keeps (`topC = make.top.equalTo(a.snp.bottom).constraint`), made
        // active but waiting with a tree not placed yet: a `deactivate()` before the tree is
        // placed waits with them, in order, as UIKit turns them off at once.
        for statement in statements {
            guard let key = statement.binding?.name.name, session.state.names[key] == nil else { continue }
            swift.activatedKeys.insert(key)
        }
        guard prepared else { return .void }
        let kept: [Value] = statements.compactMap { $0.binding.map { .constraint($0.name.name) } }
        try setActive(kept, false, holder: nil, method: "deactivate", at: range)
        return .array(kept)
    }

    mutating func removeSnapKit(_ name: String, spelling: SnapKitSpelling, at range: SourceRange) throws(Interrupt) {
        // In a view's `init`, before its tree is placed: the removal waits with the tree's
        // constraints, in order, as UIKit removes them at once.
        try executeOrDefer(.snapKitRemoval(SnapKitRemoval(receiver: .name(identifier(name, range)), spelling: spelling, range: range)))
    }
}
