import Layout

/// NSLayoutAnchor, NSLayoutConstraint (with SnapKit's `Constraint` methods, which act on the same
/// values) and the Visual Format Language.
extension Library {
    /// The note on a constraint to an anchor of a view the paste does not hold (`text`, as the
    /// code reads it): a table cell style's own label or image view is UIKit's, placed by the
    /// cell itself, which is not modelled; anything else is not in the paste.
    static func skippedAnchorNote(_ text: String) -> String {
        let base = text.split(separator: ".").first.map { $0.hasSuffix("?") || $0.hasSuffix("!") ? String($0.dropLast()) : String($0) }
        if let base, ["textLabel", "detailTextLabel", "imageView"].contains(base) {
            return "skipped a constraint: '\(text)' is the cell style's own \(base == "imageView" ? "image view" : "label")'s, which "
                + "UIKit's cell places itself (not modelled)"
        }
        return "skipped a constraint: '\(text)' is not in the paste"
    }

    static let constraintTypes: [LibraryType] = [
        LibraryType("NSLayoutAnchor", parent: "NSObject", help: "an edge, centre or size of a view or guide", members: anchorMethods),
        LibraryType("NSLayoutConstraint", parent: "NSObject", help: "a constraint between two anchors, or an anchor and a constant",
                    members: constraintMembers, statics: constraintStatics),
    ]

    static func anchor(_ value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> AnchorTarget {
        if case .anchor(let a) = value { return a }
        throw e.fail("expected an anchor such as view.topAnchor, found \(value.kindName)", at: range)
    }

    /// `constraint(equalTo:)`, `constraint(greaterThanOrEqualTo:constant:)`,
    /// `constraint(equalTo:multiplier:constant:)`, `constraint(equalToConstant:)`,
    /// `constraint(equalToSystemSpacingBelow:multiplier:)` and the rest, in one reader.
    static var anchorMethods: [Member] {
        [
            .method("constraint(equalTo:constant:)", labels: anchorLabels,
                    "first == second + constant (also lessThanOrEqualTo:, greaterThanOrEqualTo:, "
                + "multiplier: for sizes, equalToConstant:, equalToSystemSpacingBelow:multiplier:)") {
                e, base, args, _, range throws(Interrupt) in
                let made = try anchorConstraint(base, args, &e, at: range)
                let second = args.first(where: { $0.label != "constant" && $0.label != "multiplier" })?.value
                try e.reachCellOwnBottomEdge(made, first: base, second: second, at: range)
                e.recordCellOwnAnchorConstraint(made)
                try e.reachCellOwnTrailingEdge(made, first: base, second: second, at: range)
                return made
            },
            .method("anchorWithOffset(to:)", "the distance to another anchor of the axis, as a size to constrain (a layout guide spanning it)") {
                e, base, args, _, range throws(Interrupt) in
                guard let other = args.first else { throw e.fail("anchorWithOffset(to:) needs the anchor to measure to", at: range) }
                return try e.anchorWithOffset(from: try anchor(base, &e, at: range), to: try anchor(other.value, &e, at: other.range), at: range)
            },
        ] + swift2AnchorMethods
    }

    /// Swift 2's spellings: `constraintEqualToAnchor(_:constant:)`, `constraintEqualToConstant(_:)`
    /// and the other relations, read as Swift 3's with the first argument's label in the name.
    static var swift2AnchorMethods: [Member] {
        var members: [Member] = []
        for label in ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"] {
            let word = label.prefix(1).uppercased() + label.dropFirst()
            for (suffix, firstLabel) in [("Anchor", label), ("Constant", label + "Constant")] {
                members.append(.method("constraint\(word)\(suffix)(_:)", labels: ["constant", "multiplier"],
                                       "Swift 2: constraint(\(firstLabel):…)") { e, base, args, _, range throws(Interrupt) in
                    var relabelled = args
                    if let i = relabelled.firstIndex(where: { $0.label == nil }) { relabelled[i].label = firstLabel }
                    let made = try anchorConstraint(base, relabelled, &e, at: range)
                    e.recordCellOwnAnchorConstraint(made)
                    return made
                })
            }
        }
        return members
    }

    /// `constraint(equalTo:)` and every other form of it, as one reader.
    static func anchorConstraint(_ base: Value, _ args: [EvaluatedArgument], _ e: inout Evaluator,
                                 at range: SourceRange) throws(Interrupt) -> Value {
        let first = try anchor(base, &e, at: range)
        if case .view(let owner) = first.owner { try e.turnStandInMaskOff(owner, at: range) }
        let relations: [(String, RelationKind)] = [("equalTo", .equal), ("lessThanOrEqualTo", .lessThanOrEqual),
                                                   ("greaterThanOrEqualTo", .greaterThanOrEqual)]
        let constant = try args.named("constant").map { a throws(Interrupt) in try number(a.value, &e, at: a.range) }
        if let m = args.named("multiplier"), m.readsUnknown || m.value.isOpaque,
           relations.contains(where: { args.named($0.0) != nil }) {
            // A ratio worked out from what the paste does not hold (`image.size.width /
            // image.size.height` of the app's image): its placeholder 0 would be no ratio at all,
            // and could break what holds in UIKit. The constraint is left out.
            // (Quoted as written: `art.size.height / art.size.width`, not through what `art` stands for.)
            let opaque: String? = if case .opaque(let t) = m.value { t } else { nil }
            let text = Evaluator.writtenText(of: m.expr) ?? opaque ?? Evaluator.sourceText(of: m.expr)
            e.note("skipped a constraint: its multiplier, '\(text)', is worked out from what the paste does not hold")
            return .opaque(Evaluator.skippedConstraintText)
        }
        if let m = args.named("multiplier"), case .number(let n) = m.value, !n.isFinite, !e.swift.unknownImages.isEmpty,
           relations.contains(where: { args.named($0.0) != nil }) {
            // `frame.width / frame.height` of an image view whose image is not in the paste: its
            // frame is 0×0 here, where the image sizes it in the app, so the ratio is no number.
            let text = Evaluator.writtenText(of: m.expr) ?? Evaluator.sourceText(of: m.expr)
            e.note("skipped a constraint: its multiplier, '\(text)', is \(n.isNaN ? "0/0" : "a division by 0") here, worked out "
                + "from a size an image not in the paste gives in the app (" + e.swift.unknownImages.sorted().joined(separator: ", ")
                + " is 0×0 here)")
            return .opaque(Evaluator.skippedConstraintText)
        }
        let multiplier = try args.named("multiplier").map { a throws(Interrupt) in try number(a.value, &e, at: a.range) }
        for (label, relation) in relations {
            if let target = args.named(label), case .opaque(let text) = target.value {
                // An anchor of a view the paste does not contain: no constraint can be made.
                e.note(skippedAnchorNote(text))
                return .opaque(text)
            }
            if let target = args.named(label), case .none = target.value,
               first.anchor == .widthAnchor || first.anchor == .heightAnchor {
                // Swift 2 code wrote a size's constant as one to a nil anchor
                // (`widthAnchor.constraintEqualToAnchor(nil, multiplier: 1, constant: 80)`): UIKit
                // makes it a constraint to the constant, the multiplier having nothing to scale.
                e.note("\(first.anchor.rawValue) constrained to nil: a size's constraint to no anchor is one to its constant, "
                    + "as constraint(equalToConstant:) makes it")
                return try e.anchorConstraint(first, relation, nil, multiplier: nil, constant: constant ?? 0, at: range)
            }
            if let target = args.named(label) {
                let second = try anchor(target.value, &e, at: target.range)
                return try e.anchorConstraint(first, relation, second, multiplier: multiplier, constant: constant, at: range,
                                              multiplierRange: args.named("multiplier")?.expr.range)
            }
            if let c = args.named(label + "Constant") {
                let value = try number(c.value, &e, at: c.range)
                return try e.anchorConstraint(first, relation, nil, multiplier: nil, constant: value, at: range)
            }
            for spacing in ["SystemSpacingBelow", "SystemSpacingAfter"] {
                if let target = args.named(label + spacing), case .opaque(let text) = target.value {
                    e.note(skippedAnchorNote(text))
                    return .opaque(text)
                }
                if let target = args.named(label + spacing) {
                    // System spacing is 8 points between siblings, scaled by the multiplier.
                    let second = try anchor(target.value, &e, at: target.range)
                    let baselines: Set<AnchorName> = [.firstBaselineAnchor, .lastBaselineAnchor]
                    // Between two baselines UIKit spaces by the fonts, as lines of text are: a
                    // label's below another's sits a line further down, never on it.
                    if baselines.contains(first.anchor), baselines.contains(second.anchor), case .view(let below) = first.owner,
                       let text = e.labelContent(of: e.viewName(below)) {
                        let line = TextMetrics.lineHeight(text)
                        let space = line * (multiplier ?? 1)
                        e.note("system spacing between two baselines is the fonts' in UIKit: taken as the line height of "
                            + "\(e.viewName(below))'s font, \(formatNumber(line)) (× the multiplier), approximate")
                        return try e.anchorConstraint(first, relation, second, multiplier: nil, constant: space, at: range)
                    }
                    let space = 8 * (multiplier ?? 1)
                    e.note("system spacing is taken as 8 points (× the multiplier)")
                    return try e.anchorConstraint(first, relation, second, multiplier: nil, constant: space, at: range)
                }
            }
        }
        let written = "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
        throw e.fail("NSLayoutAnchor has no constraint\(written)", at: range,
                     hint: "constraint(equalTo:constant:), constraint(greaterThanOrEqualTo:), constraint(equalToConstant:), …")
    }

    /// Every label of NSLayoutAnchor's `constraint(…)` methods.
    static let anchorLabels: [String] = ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo", "constant", "multiplier",
                                         "equalToConstant", "lessThanOrEqualToConstant", "greaterThanOrEqualToConstant",
                                         "equalToSystemSpacingBelow", "lessThanOrEqualToSystemSpacingBelow",
                                         "greaterThanOrEqualToSystemSpacingBelow", "equalToSystemSpacingAfter",
                                         "lessThanOrEqualToSystemSpacingAfter", "greaterThanOrEqualToSystemSpacingAfter"]

    static func constraintKey(_ value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> String {
        if case .constraint(let key) = value { return key }
        throw e.fail("expected a constraint, found \(value.kindName)", at: range)
    }

    static var constraintMembers: [Member] {
        let isActive: Member = .property("isActive", "Bool", "whether the constraint takes part in layout") {
            e, base, range throws(Interrupt) in
            let key = try constraintKey(base, &e, at: range)
            guard let ids = e.session.state.names[key]?.ids else { return .bool(false) }
            return .bool(ids.allSatisfy { e.session.state.layout.isActive($0) })
        } set: { e, base, value, range throws(Interrupt) in
            if case .opaque(let text) = value {
                try e.setActiveByAppValue(base, text, at: range)
                return
            }
            try e.setActive([base], try bool(value, &e, at: range), holder: nil, method: "isActive", at: range)
        }
        return [
            isActive,
            .property("active", "Bool", "Swift 2: isActive", get: isActive.get!, set: isActive.set),
            .property("constant", "CGFloat", "the constant; changing it re-solves incrementally") { e, base, range throws(Interrupt) in
                let key = try constraintKey(base, &e, at: range)
                return .number(e.definitions(key).first?.constant ?? e.unmadeConstant(key) ?? 0)
            } set: { e, base, value, range throws(Interrupt) in
                let key = try constraintKey(base, &e, at: range)
                let n = try number(value, &e, at: range)
                try e.setConstraintValue(key, .constant(Evaluator.literal(n, range)), at: range)
            },
            .property("priority", "UILayoutPriority", "1…1000; 1000 is required") { e, base, range throws(Interrupt) in
                let key = try constraintKey(base, &e, at: range)
                return .priority(e.definitions(key).first.map { Double($0.priority) } ?? e.unmadePriority(key) ?? 1000)
            } set: { e, base, value, range throws(Interrupt) in
                let key = try constraintKey(base, &e, at: range)
                let p = try priority(value, &e, at: range)
                try e.setConstraintValue(key, .priority(try priorityNode(p, &e, at: range)), at: range)
            },
            .property("multiplier", "CGFloat", "the multiplier (read only)") { e, base, range throws(Interrupt) in
                .number(e.definitions(try constraintKey(base, &e, at: range)).first?.multiplier ?? 1)
            },
            .property("identifier", "String?", "a name code finds the constraint by; no effect on layout") {
                e, base, range throws(Interrupt) in
                e.swift.constraintIdentifiers[try constraintKey(base, &e, at: range)].map { .string($0) } ?? .none
            } set: { e, base, value, range throws(Interrupt) in
                let key = try constraintKey(base, &e, at: range)
                switch value {
                case .string(let text): e.swift.constraintIdentifiers[key] = text
                case .none: e.swift.constraintIdentifiers[key] = nil
                default: throw e.fail("a constraint's identifier is a String, not \(value.kindName)", at: range)
                }
            },
            // Whether Interface Builder archives the constraint: false for one made in code, and
            // no effect on layout (a helper copying a constraint copies it too).
            .property("shouldBeArchived", "Bool", "whether IB archives it; false in code, no effect on layout") { _, _, _ throws(Interrupt) in
                .bool(false)
            } set: { _, _, _, _ throws(Interrupt) in },
            .property("firstItem", "AnyObject?", "the first view (a guide's own view)") { e, base, range throws(Interrupt) in
                e.constraintItem(e.definitions(try constraintKey(base, &e, at: range)).first?.first)
            },
            .property("secondItem", "AnyObject?", "the second view (a guide's own view); nil for a constant size") {
                e, base, range throws(Interrupt) in
                e.constraintItem(e.definitions(try constraintKey(base, &e, at: range)).first?.second)
            },
            .property("firstAttribute", "NSLayoutConstraint.Attribute", "the first item's attribute") { e, base, range throws(Interrupt) in
                guard let c = e.definitions(try constraintKey(base, &e, at: range)).first else { return .none }
                return .enumCase(c.firstAttribute.rawValue)
            },
            .property("secondAttribute", "NSLayoutConstraint.Attribute", "the second item's attribute; .notAnAttribute for a constant size") {
                e, base, range throws(Interrupt) in
                guard let c = e.definitions(try constraintKey(base, &e, at: range)).first else { return .none }
                return .enumCase(c.secondAttribute?.rawValue ?? "notAnAttribute")
            },
            .property("relation", "NSLayoutConstraint.Relation", "equal, lessThanOrEqual or greaterThanOrEqual") { e, base, range throws(Interrupt) in
                guard let c = e.definitions(try constraintKey(base, &e, at: range)).first else { return .none }
                switch c.relation {
                case .equal: return .enumCase("equal")
                case .lessThanOrEqual: return .enumCase("lessThanOrEqual")
                case .greaterThanOrEqual: return .enumCase("greaterThanOrEqual")
                }
            },
            // SnapKit's Constraint, kept with `.constraint`.
            .method("activate()", "SnapKit: activates the constraint") { e, base, _, _, range throws(Interrupt) in
                try e.setActive([base], true, holder: nil, method: "activate", at: range)
                return .void
            },
            .method("deactivate()", "SnapKit: deactivates the constraint") { e, base, _, _, range throws(Interrupt) in
                try e.setActive([base], false, holder: nil, method: "deactivate", at: range)
                return .void
            },
            // TinyConstraints 2–3's `Constraint` (NSLayoutConstraint) extension: `c.set(active: false)`.
            .method("set(active:)", "TinyConstraints: activates or deactivates, returning the constraint") {
                e, base, args, _, range throws(Interrupt) in
                guard let a = args.named("active"), case .bool(let on) = a.value else {
                    throw e.fail("set(active:) takes true or false", at: range)
                }
                try e.setActive([base], on, holder: nil, method: on ? "activate" : "deactivate", at: range)
                return base
            },
            .method("install()", "SnapKit 0.x: activates") { e, base, _, _, range throws(Interrupt) in
                try e.setActive([base], true, holder: nil, method: "install", at: range)
                return .void
            },
            .method("uninstall()", "SnapKit 0.x: deactivates") { e, base, _, _, range throws(Interrupt) in
                try e.setActive([base], false, holder: nil, method: "uninstall", at: range)
                return .void
            },
            // PureLayout's NSLayoutConstraint category: `[c autoInstall]`, `[c autoRemove]`.
            .method("autoInstall()", "PureLayout: activates") { e, base, _, _, range throws(Interrupt) in
                try e.setActive([base], true, holder: nil, method: "autoInstall", at: range)
                return .void
            },
            .method("autoRemove()", "PureLayout: deactivates") { e, base, _, _, range throws(Interrupt) in
                try e.setActive([base], false, holder: nil, method: "autoRemove", at: range)
                return .void
            },
            .method("update(offset:)", labels: ["offset", "inset", "priority"],
                    "SnapKit: sets the constant (also update(inset:), update(priority:))") {
                e, base, args, _, range throws(Interrupt) in
                let key = try constraintKey(base, &e, at: range)
                if let a = args.named("offset") {
                    try e.setConstraintValue(key, .constant(Evaluator.literal(try number(a.value, &e, at: a.range), range)), at: range)
                } else if let a = args.named("inset") {
                    if case .insets(let insets, _) = a.value {
                        // `update(inset: UIEdgeInsets(…))`, Masonry's `c.insets = UIEdgeInsetsMake(…)`: the side
                        // of the insets the constraint's attribute is on.
                        try e.updateInset(key, insets, at: range)
                    } else {
                        try e.updateInset(key, try number(a.value, &e, at: a.range), at: range)
                    }
                } else if let a = args.named("priority") {
                    let p = try priority(a.value, &e, at: a.range)
                    try e.setConstraintValue(key, .priority(try priorityNode(p, &e, at: range)), at: range)
                }
                return base
            },
            .method("updateOffset(_:)", "SnapKit 0.x: update(offset:)") { e, base, args, _, range throws(Interrupt) in
                let key = try constraintKey(base, &e, at: range)
                let n = try number(args.first?.value ?? .number(0), &e, at: range)
                try e.setConstraintValue(key, .constant(Evaluator.literal(n, range)), at: range)
                return .void
            },
            .method("updateInsets(_:)", "SnapKit 0.x: update(inset:)") { e, base, args, _, range throws(Interrupt) in
                let key = try constraintKey(base, &e, at: range)
                try e.updateInset(key, try number(args.first?.value ?? .number(0), &e, at: range), at: range)
                return .void
            },
            .property("layoutConstraints", "[NSLayoutConstraint]", "SnapKit: the constraints it stands for") { _, base, _ throws(Interrupt) in
                .array([base])
            },
        ]
    }

    static var constraintStatics: [Member] {
        let activate: Member.Caller = { e, _, args, _, range throws(Interrupt) in
            try e.setActive(args.map(\.value), true, holder: nil, method: "activate", at: range)
            return .void
        }
        let deactivate: Member.Caller = { e, _, args, _, range throws(Interrupt) in
            try e.setActive(args.map(\.value), false, holder: nil, method: "deactivate", at: range)
            return .void
        }
        let visualFormat: Member.Caller = { e, _, args, _, range throws(Interrupt) in
            try e.visualFormatConstraints(args, at: range)
        }
        return [
            .method("activate(_:)", "activates constraints; each is checked on its own", activate),
            .method("activateConstraints(_:)", "Swift 2: activate", activate),
            .method("deactivate(_:)", "deactivates constraints", deactivate),
            .method("deactivateConstraints(_:)", "Swift 2: deactivate", deactivate),
            .method("constraints(withVisualFormat:options:metrics:views:)", labels: ["withVisualFormat", "options", "metrics", "views"],
                    "the constraints of a Visual Format string", visualFormat),
            .method("constraintsWithVisualFormat(_:options:metrics:views:)", labels: ["options", "metrics", "views"],
                    "Swift 2: constraints(withVisualFormat:…)", visualFormat),
        ] + pureLayoutConstraintStatics
    }
}

extension Evaluator {
    /// `constraint.isActive = item.showsOnLeft`, a value of the app's the paste does not hold:
    /// taken as true, as a condition on such a value is — unless the constraint then conflicts
    /// with those active (a chat bubble's leading and trailing constraints, each turned on by the
    /// app's data, never both): then it is left off, as the app's data leaves one of them. A
    /// note says which.
    mutating func setActiveByAppValue(_ constraint: Value, _ text: String, at range: SourceRange) throws(Interrupt) {
        let before = self
        let broken = Set(session.state.layout.conflicts)
        try setActive([constraint], true, holder: nil, method: "isActive", at: range)
        if session.state.layout.conflicts.contains(where: { !broken.contains($0) }) {
            self = before
            note("'\(text)' is the app's value, not in the paste: the constraint it would turn on conflicts with those on now, "
                + "so it is left off (the app's data turns on one of them at a time)")
        } else {
            note("'\(text)' is the app's value, not in the paste: taken as true, the constraint on")
        }
    }

    /// `update(inset:)` on a SnapKit constraint: the inset pushes inward from the side of the
    /// attribute constrained to, as SnapKit's does.
    /// One not made yet (its views wait to be placed, in a view's `init`) goes by the attribute
    /// it was written with.
    mutating func updateInset(_ key: String, _ inset: Double, at range: SourceRange) throws(Interrupt) {
        try updateInset(key, EdgeInsets(top: inset, left: inset, bottom: inset, right: inset), at: range)
    }

    /// `update(inset:)` with edge insets: each attribute takes its own side, pushed inward.
    mutating func updateInset(_ key: String, _ insets: EdgeInsets, at range: SourceRange) throws(Interrupt) {
        let attribute: String
        let made = definitions(key)
        // SnapKit takes the side by the attribute constrained to (the second, else the first):
        // `top.equalTo(a.snp.bottom)` updated by `inset: 30` is 30 above a's bottom, −30.
        // Masonry's `c.insets = …` (`setInsets:`) goes by the constrained view's own attribute,
        // the first: `left.equalTo(a.mas_right)` given 30 is 30 right of it, and a size or a
        // centre keeps its constant.
        let masonry = session.runsObjectiveC
        func side(_ first: String, _ second: String?) -> String { masonry ? first : second ?? first }
        if Set(made.map(\.firstAttribute)).count > 1 {
            // `c = make.edges.equalToSuperview().constraint; c.update(inset: 10)`: each edge moves
            // inward its own way, as SnapKit sets each constraint's constant by its attribute.
            let constants = made.map { Self.inward(insets, side: side($0.firstAttribute.rawValue, $0.secondAttribute?.rawValue)) }
            do { try session.setConstants(Identifier(key, range: range), constants, &context) } catch { throw .failure(error) }
            return
        }
        if made.isEmpty && swift.keptAttributes[key]?.isComposite == true {
            note("update(inset:) on a constraint of several edges whose views wait to be placed is not modelled edge by edge "
                + "here: skipped, so its insets stay as made")
            return
        }
        if let c = made.first {
            attribute = side(c.firstAttribute.rawValue, c.secondAttribute?.rawValue)
        } else {
            switch swift.constraints[key] {
            case .constraint(let a)?: attribute = side(a.first.anchor.attribute.rawValue, a.second?.anchor.attribute.rawValue)
            case .item(let i)?: attribute = side(i.firstAttribute.attribute.rawValue, i.secondAttribute?.attribute.rawValue)
            default:
                if let kept = swift.keptAttributes[key] { attribute = kept.rawValue; break }
                note("update(inset:): the constraint's attribute is not known here, so the inset is not set")
                return
            }
        }
        if masonry, !["left", "leading", "top", "right", "trailing", "bottom"].contains(attribute) { return }
        try setConstraintValue(key, .constant(Self.literal(Self.inward(insets, side: attribute), range)), at: range)
    }

    /// The constant SnapKit's `inset` gives a constraint to the attribute `side`: pushed inward
    /// from that side (negative from the right and the bottom, both sides off a size).
    static func inward(_ insets: EdgeInsets, side: String) -> Double {
        switch side {
        case "right", "trailing", "rightMargin", "trailingMargin": -insets.right
        case "bottom", "bottomMargin", "lastBaseline": -insets.bottom
        case "width": -(insets.left + insets.right)
        case "height": -(insets.top + insets.bottom)
        case "left", "leading", "leftMargin", "leadingMargin": insets.left
        default: insets.top
        }
    }

    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the format string
    /// read by the same parser as `vfl`, the names from the dictionaries.
    mutating func visualFormatConstraints(_ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value {
        guard let formatArgument = args.named(["withVisualFormat", nil]) else { throw fail("missing the format string", at: range) }
        guard case .string(let text) = formatArgument.value else {
            throw fail("the format must be a string, not \(formatArgument.value.kindName)", at: formatArgument.range)
        }
        // Places in the string are counted from its first character (after the quote), not
        // from the argument's label.
        var start = formatArgument.expr.range.start
        if case .string = formatArgument.expr { start.column += 1 }
        var scanner = StringScanner(text: text, at: start)
        var format: VisualFormat
        do throws(ParseFailure) {
            format = try VisualFormatParser.parse(&scanner)
        } catch {
            if let written = opaqueInterpolations.first(where: text.contains) {
                // `"H:|-(\(Theme.padding))-[m]"`: the app's value, not in the paste, left its
                // name where its number goes; what UIKit reads there is not known.
                notes.removeAll { $0.hasPrefix("'\(written)' is not in the paste: its string holds the placeholder text") }
                note("skipped the constraints of a format string: it writes in '\(written)', the app's value, not in the paste, "
                    + "so what UIKit reads there is not known")
                return .array([])
            }
            throw .failure(error.diagnostic ?? Diagnostic(.error, "this format string cannot be read", at: formatArgument.range))
        }
        var options: [FormatOption] = []
        if let o = args.named("options") {
            options = try formatOptions(o.value, at: o.expr.range)
        }
        var metrics: DictionaryArgument? = nil
        if let m = args.named("metrics"), case .dictionary(let entries) = m.value {
            var literalEntries: [DictionaryEntry] = []
            for entry in entries {
                guard case .string(let key) = entry.key else { continue }
                let n = try Library.number(entry.value, &self, at: m.range)
                literalEntries.append(DictionaryEntry(key: StringLiteral(key, range: m.range), value: .number(Self.literal(n, m.range)),
                                                      range: m.range))
            }
            metrics = .literal(DictionaryLiteral(entries: literalEntries, range: m.range))
        }
        guard let viewsArgument = args.named("views") else { throw fail("missing views:", at: range) }
        var guideConstraints: [Value] = []
        if case .dictionary(let entries) = viewsArgument.value,
           let split = try barGuidesInFormat(format, entries, metrics: args.named("metrics")?.value, at: viewsArgument.range) {
            format = split.format
            guideConstraints = split.constraints
        }
        var viewEntries: [DictionaryEntry] = []
        // Only the views the string names: UIKit reads nothing else of the dictionary, so a view
        // there that is not placed yet (`"footer": viewFooter`) stops nothing.
        let used = format.namesUsed
        switch viewsArgument.value {
        case .dictionary(let entries):
            for entry in entries {
                guard case .string(let key) = entry.key else { continue }
                // A placed view the string does not name is kept too: it is what a misspelt
                // name in the string was meant to be.
                if !used.contains(key) {
                    guard case .view(let name) = entry.value, session.state.layout.id(of: viewName(name)) != nil else { continue }
                }
                switch entry.value {
                case .view(let name):
                    // The app's own view class the string places, made without a frame: it turns
                    // its mask off itself, as with anchors (``Evaluator/turnStandInMaskOff(_:at:)``).
                    // One made with a frame (`initWithCaption:andFrame:`) is placed by it.
                    if used.contains(key), frame(of: name) == Rect(x: 0, y: 0, width: 0, height: 0) {
                        try turnStandInMaskOff(name, at: viewsArgument.range)
                    }
                    viewEntries.append(DictionaryEntry(key: StringLiteral(key, range: viewsArgument.range),
                                                       value: .view(.name(identifier(name, viewsArgument.range))),
                                                       range: viewsArgument.range))
                case .opaque(let text) where used.contains(key):
                    // `["view": view]` where `view` is what the app's own code gave
                    // (`if let view = viewFromNib()`): the format's constraints are the app's.
                    note("skipped the constraints of this format: '\(key)' is the app's own view (\(text)), not in the paste")
                    return .array([])
                case .opaque: continue
                default:
                    throw fail("the views dictionary maps names to views; '\(key)' is \(entry.value.kindName)", at: viewsArgument.range)
                }
            }
        case .opaque(let text):
            if !used.isEmpty {
                note("skipped the constraints of this format: its views dictionary is the app's own (\(text)), not in the paste")
                return .array([])
            }
        default:
            throw fail("views: must be a dictionary of views, not \(viewsArgument.value.kindName)", at: viewsArgument.range)
        }
        let call = VisualFormatCall(format: format, options: options, metrics: metrics,
                                    views: .literal(DictionaryLiteral(entries: viewEntries, range: viewsArgument.range)),
                                    range: range)
        let formatViews = format.elements.filter { if case .view = $0 { true } else { false } }
        if formatViews.count < 2, !guideConstraints.isEmpty,
           !format.elements.contains(where: { element in
               switch element {
               case .view(let v): !v.predicates.isEmpty
               case .superview: true
               case .connection: false
               }
           }) {
            // `V:[topLayoutGuide]-[title]`: all the string said is the guide's spacing.
            return .array(guideConstraints)
        }
        return .array([try makeConstraint(.visualFormat(call), at: range)] + guideConstraints)
    }

    /// `V:[topLayoutGuide]-20-[title]…[footer]-[bottomLayoutGuide]` with the controller's bar
    /// guides in the views dictionary (iOS 7–10's way to keep clear of the bars): the guides
    /// stand for the safe area's edges, as their anchors do — the top guide's bottom is the safe
    /// area's top, the bottom guide's top its bottom. The spacing next to a guide becomes an
    /// anchor constraint to that edge, and the guide leaves the string. Nil when the string holds
    /// no guide of the dictionary; refused (as before) for a guide that is not at an end of a
    /// vertical string, or whose spacing is one this does not read.
    mutating func barGuidesInFormat(_ format: VisualFormat, _ entries: [DictionaryEntryValue], metrics: Value?,
                                    at range: SourceRange) throws(Interrupt) -> (format: VisualFormat, constraints: [Value])? {
        var guides: [String: Bool] = [:]
        for entry in entries {
            guard case .string(let key) = entry.key, case .layoutSupport(let isTop, _) = entry.value else { continue }
            guides[key] = isTop
        }
        func guideAt(_ index: Int) -> (key: String, isTop: Bool)? {
            guard format.elements.indices.contains(index), case .view(let v) = format.elements[index],
                  let isTop = guides[v.name.name] else { return nil }
            return (v.name.name, isTop)
        }
        let positions = format.elements.indices.filter { guideAt($0) != nil }
        guard !positions.isEmpty else { return nil }
        func refuse(_ key: String) -> Interrupt {
            fail("the views dictionary maps names to views; '\(key)' is a layout guide of the bars, which a format reads only "
                 + "at an end of a vertical string, next to a view (V:[topLayoutGuide]-8-[view], V:[view]-8-[bottomLayoutGuide])",
                 at: range)
        }
        var elements = format.elements
        var constraints: [Value] = []
        // A number of the string, or a metric's.
        func number(_ object: VisualFormatObject) -> Double? {
            switch object {
            case .number(let n): return n.value
            case .name(let name):
                guard case .dictionary(let ms)? = metrics,
                      let m = ms.first(where: { if case .string(name.name) = $0.key { true } else { false } }),
                      case .number(let n) = m.value else { return nil }
                return n
            }
        }
        // Each predicate of the spacing: its relation, gap and priority (nil: required).
        func spacings(_ element: VisualFormatElement?) -> [(RelationKind, Double, Double?)]? {
            guard let element else { return [(.equal, 0, nil)] }
            guard case .connection(let connection) = element else { return [(.equal, 0, nil)] }
            switch connection.kind {
            case .flush: return [(.equal, 0, nil)]
            case .standard: return [(.equal, Session.standardSiblingSpacing, nil)]
            case .predicates(let predicates):
                var result: [(RelationKind, Double, Double?)] = []
                for p in predicates {
                    guard let gap = number(p.object) else { return nil }
                    var priority: Double? = nil
                    if let written = p.priority {
                        guard let n = number(written) else { return nil }
                        priority = n
                    }
                    result.append((p.relation ?? .equal, gap, priority))
                }
                return result
            }
        }
        // The constraint, at the spacing's priority when it has one.
        func prioritized(_ made: Value, _ priority: Double?) throws(Interrupt) -> Value {
            guard let priority else { return made }
            let key = try Library.constraintKey(made, &self, at: range)
            try setConstraintValue(key, .priority(try Library.priorityNode(priority, &self, at: range)), at: range)
            return made
        }
        // The guide that ends the string first, so that the indices before it hold.
        for index in positions.reversed() {
            guard let guide = guideAt(index) else { continue }
            guard format.orientation == .vertical else { throw refuse(guide.key) }
            let safeArea = AnchorTarget(owner: .guide(.safeAreaLayoutGuide, of: "root"), anchor: guide.isTop ? .topAnchor : .bottomAnchor)
            if guide.isTop {
                // Only `|` may come before the top guide, touching it (`V:|[topLayoutGuide]`: the
                // guide's top is the root's already); its neighbour below is the view after it.
                guard elements[..<index].allSatisfy(Self.isEdgeTouchingGuide) || Self.isEdgeSpacedGuide(Array(elements[..<index]))
                else { throw refuse(guide.key) }
                if !elements[..<index].allSatisfy(Self.isEdgeTouchingGuide) { noteEdgeSpacedGuide(guide.key) }
                let hasConnection: Bool = if elements.indices.contains(index + 1), case .connection = elements[index + 1] { true } else { false }
                let viewIndex = index + (hasConnection ? 2 : 1)
                guard elements.indices.contains(viewIndex), case .view(let below) = elements[viewIndex],
                      guides[below.name.name] == nil, let view = viewNamed(below.name.name, entries),
                      let gaps = spacings(hasConnection ? elements[index + 1] : nil) else { throw refuse(guide.key) }
                for (relation, gap, priority) in gaps {
                    constraints.append(try prioritized(try anchorConstraint(AnchorTarget(owner: .view(view), anchor: .topAnchor), relation,
                                                                            safeArea, multiplier: nil, constant: gap, at: range), priority))
                }
                elements.removeSubrange(..<viewIndex)
            } else {
                let after = Array(elements[(index + 1)...])
                guard after.allSatisfy(Self.isEdgeTouchingGuide) || Self.isEdgeSpacedGuide(after.reversed()) else { throw refuse(guide.key) }
                if !after.allSatisfy(Self.isEdgeTouchingGuide) { noteEdgeSpacedGuide(guide.key) }
                let hasConnection: Bool = if index >= 1, case .connection = elements[index - 1] { true } else { false }
                let viewIndex = index - (hasConnection ? 2 : 1)
                guard viewIndex >= 0, case .view(let above) = elements[viewIndex], guides[above.name.name] == nil,
                      let view = viewNamed(above.name.name, entries),
                      let gaps = spacings(hasConnection ? elements[index - 1] : nil) else { throw refuse(guide.key) }
                for (relation, gap, priority) in gaps {
                    // guide.top (relation) view.bottom + gap: the view's bottom, the other way round.
                    constraints.append(try prioritized(try anchorConstraint(AnchorTarget(owner: .view(view), anchor: .bottomAnchor),
                                                                            relation.flipped, safeArea, multiplier: nil, constant: -gap,
                                                                            at: range), priority))
                }
                elements.removeSubrange((viewIndex + 1)...)
            }
        }
        note("the bar guides in this format stand for the safe area's edges, as their anchors do: the top guide's bottom is its "
             + "top, the bottom guide's top its bottom")
        var result = format
        result.elements = elements
        return (result, constraints)
    }

    /// Whether an element beyond a bar guide in a format only says the guide meets the root's
    /// edge, as it does: `|`, or the flush connection between the two.
    static func isEdgeTouchingGuide(_ element: VisualFormatElement) -> Bool {
        switch element {
        case .superview: true
        case .connection(let c): c.kind == .flush
        case .view: false
        }
    }

    /// `|-[topLayoutGuide]`, `[bottomLayoutGuide]-20-|` (edge first): a spacing between the root's
    /// edge and a bar guide. UIKit's guide is a hidden view the format takes, and the spacing
    /// fights UIKit's own constraint holding the guide at that edge.
    static func isEdgeSpacedGuide(_ elements: [VisualFormatElement]) -> Bool {
        guard elements.count == 2, case .superview = elements[0], case .connection = elements[1] else { return false }
        return true
    }

    /// Says what a spacing between the root's edge and a bar guide does in UIKit.
    mutating func noteEdgeSpacedGuide(_ key: String) {
        note("the spacing between the root's edge and '\(key)' fights UIKit's own constraint that holds the guide at that edge: "
             + "UIKit logs “Unable to simultaneously satisfy constraints” and breaks one; here the guide stays at the edge, "
             + "as when UIKit breaks the format's, and the spacing is left out")
    }

    /// The view a views dictionary gives a key, by its name here.
    func viewNamed(_ key: String, _ entries: [DictionaryEntryValue]) -> String? {
        for entry in entries {
            guard case .string(key) = entry.key, case .view(let name) = entry.value else { continue }
            return viewName(name)
        }
        return nil
    }

    /// `[.alignAllCenterY]`, `.alignAllTop`, `NSLayoutFormatOptions(0)`, `.allZeros`, `[]`.
    /// The options a raw `NSLayoutConstraint.FormatOptions` value holds: alignments in bits 1 to 6
    /// and 9 to 12, the direction in bits 16 and 17, the spacing in bit 19; other bits name nothing.
    static func formatOptions(rawValue: Double) -> [FormatOptionName] {
        guard rawValue >= 0, rawValue < 4_294_967_296, rawValue == rawValue.rounded() else { return [] }
        let raw = Int(rawValue)
        let alignments: [(Int, FormatOptionName)] = [
            (1, .alignAllLeft), (2, .alignAllRight), (3, .alignAllTop), (4, .alignAllBottom), (5, .alignAllLeading),
            (6, .alignAllTrailing), (9, .alignAllCenterX), (10, .alignAllCenterY), (11, .alignAllLastBaseline),
            (12, .alignAllFirstBaseline),
        ]
        var options = alignments.filter { raw & (1 << $0.0) != 0 }.map(\.1)
        switch (raw >> 16) & 3 {
        case 1: options.append(.directionLeftToRight)
        case 2: options.append(.directionRightToLeft)
        default: break
        }
        if raw & (1 << 19) != 0 { options.append(.spacingBaselineToBaseline) }
        return options
    }

    mutating func formatOptions(_ value: Value, at range: SourceRange) throws(Interrupt) -> [FormatOption] {
        switch value {
        case .array(let items):
            var result: [FormatOption] = []
            for item in items { result += try formatOptions(item, at: range) }
            return result
        case .enumCase(let name):
            if ["allZeros", "none", "directionMask", "alignmentMask"].contains(name) { return [] }
            var normalized = name
            if let first = normalized.first, first.isUppercase { normalized = first.lowercased() + normalized.dropFirst() }
            guard let option = FormatOptionName(rawValue: normalized) else {
                throw fail("unknown format option '.\(name)'", at: range,
                           suggestion: Suggestion.closest(to: name, in: FormatOptionName.allCases.map(\.rawValue)))
            }
            return [FormatOption(name: option, range: range)]
        case .number(let raw), .priority(let raw):
            // `NSLayoutConstraint.FormatOptions(rawValue: 0)`, `.init(rawValue: 1 << 10)` (read as a
            // priority's `.init` where the type is not written), Objective-C's `options:0`: the
            // options that raw value's bits name, as NSLayoutFormatOptions lays them out.
            return Self.formatOptions(rawValue: raw).map { FormatOption(name: $0, range: range) }
        case .none, .opaque, .void:
            return []
        default:
            throw fail("expected format options such as [.alignAllCenterY], found \(value.kindName)", at: range)
        }
    }
}
