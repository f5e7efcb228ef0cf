import Layout

/// TinyConstraints' UIView methods. As the library does, each turns off the receiver's
/// `translatesAutoresizingMaskIntoConstraints`, makes its constraints active unless
/// `isActive: false` says otherwise, and returns them. An `offset` is added as written, except
/// `trailingToSuperview(offset:)`, which the library takes inward; insets (`edgesToSuperview(insets:)`,
/// `.top(10) + .left(10)`, `.uniform(16)`) push every edge inward, right and bottom included.
extension Library {
    /// `left(to:)`, `topToSuperview()`, `width(to:)`: an attribute of the receiver against the
    /// same (or the named) anchor of a view or the superview.
    static let tinyAttributes: [(name: String, attribute: LayoutAttribute)] = [
        ("left", .left), ("right", .right), ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
        ("centerX", .centerX), ("centerY", .centerY), ("width", .width), ("height", .height),
    ]

    /// `topToBottom(of:)` and the other pairs of opposite edges.
    static let tinyPairs: [(name: String, attribute: LayoutAttribute, other: LayoutAttribute)] = [
        ("topToBottom", .top, .bottom), ("bottomToTop", .bottom, .top), ("leadingToTrailing", .leading, .trailing),
        ("trailingToLeading", .trailing, .leading), ("leftToRight", .left, .right), ("rightToLeft", .right, .left),
        ("widthToHeight", .width, .height), ("heightToWidth", .height, .width),
    ]

    static var tinyConstraintsMembers: [Member] {
        var members: [Member] = []
        func method(_ signature: String, _ help: String,
                    _ make: @escaping @Sendable (inout Evaluator, String, [EvaluatedArgument], SourceRange) throws(Interrupt) -> Value) -> Member {
            // A label TinyConstraints' method does not take (`centerY(inView: avatar)`): the app's
            // own helper of that name, an extension the paste does not contain.
            let allowed = Set((Library.signatureLabels(signature) ?? []).compactMap { $0 }).union(["min", "max"])
            let name = String(signature.prefix { $0 != "(" })
            return .method(signature, "TinyConstraints: " + help) { e, base, args, _, range throws(Interrupt) in
                // `view.stack(title, subtitle, spacing: 8)`: LBTATools' stack, its views given one by one
                // (or in an array with its alignment, distribution or padding, which TinyConstraints' lacks).
                if name == "stack", let first = args.first, first.label == nil,
                   !{ if case .array = first.value { true } else { false } }()
                    || args.contains(where: { ["alignment", "distribution", "padding"].contains($0.label ?? "") }) {
                    return try e.lbtaStack(base, args, horizontal: false, at: range)
                }
                if let stray = args.first(where: { $0.label.map { !allowed.contains($0) } ?? false }), let label = stray.label {
                    // `centerY(inView: avatar)`: the widespread anchor(…) extension's companion, read as it does.
                    if let typeName = e.libraryTypeName(of: base), isAppAnchorCompanion(name, labels: args.map(\.label), of: typeName),
                       e.extensionFunction(name, of: typeName, accepting: nil, trailingClosure: false) == nil {
                        return try appAnchorCompanion(base, name, args, &e, at: range)
                    }
                    e.note("skipped '\(name)(…)': TinyConstraints' \(name) takes no '\(label):', so this is the app's own layout helper, "
                        + "an extension the paste does not contain; what it would constrain is missing: paste the extension too")
                    return .opaque(name + "(…)")
                }
                let view = try Library.viewName(base, &e, at: range)
                if name == "centerInSuperview", e.session.runsObjectiveC, args.isEmpty {
                    // TinyConstraints is Swift's: in Objective-C, `[label centerInSuperview]` is the
                    // app's own category, which sets the view's center to its superview's middle.
                    return try e.centerInSuperviewByFrame(view, at: range)
                }
                let unimported = "the file does not import TinyConstraints, yet calls methods of its names"
                if e.swift.importsModules, !e.swift.importedModules.contains("TinyConstraints"),
                   e.swift.importedModules.isDisjoint(with: ["Stevia", "SteviaLayout"]) || !["top", "bottom", "left", "right", "width", "height"].contains(name),
                   e.swift.unimportedLibrariesSaid.insert("TinyConstraints").inserted {
                    // `box.center(in: view)` in a file that imports UIKit and SnapKit: the app's own
                    // helper of TinyConstraints' name, most often doing what TinyConstraints' does.
                    e.note(unimported + " (\(name)(…) first): they are the app's own helpers, not in the paste, read as "
                        + "TinyConstraints' do; paste them if they do otherwise")
                }
                if !e.isOwnCellContentView(view) {
                    try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
                }
                return try make(&e, view, args, range)
            }
        }
        for (name, attribute) in tinyAttributes {
            let isDimension = attribute == .width || attribute == .height
            members.append(method("\(name)(to:_:multiplier:offset:relation:priority:isActive:)",
                                  isDimension ? "\(name) to another view's (or a constant: \(name)(100))" : "\(name) to another view's") {
                e, view, args, range throws(Interrupt) in
                // `width(100)`: a constant size.
                if isDimension, let first = args.first, first.label == nil, case .number(let size) = first.value {
                    return try e.tinyConstraint(view, attribute, to: nil, nil, args, constant: size, at: range)
                }
                // `height(Theme.borderHeight)`: the app's constant, not in the paste, is a size too
                // (0 in its place, said), not another view.
                if isDimension, let first = args.first, first.label == nil, case .opaque(let text) = first.value {
                    return try e.tinyConstraint(view, attribute, to: nil, nil, args, constant: e.placeholderNumber(for: text), at: range)
                }
                if isDimension, args.named("min") != nil || args.named("max") != nil {
                    var made: [Value] = []
                    if let min = args.named("min") {
                        var limited = args
                        limited.append(EvaluatedArgument(label: "relation", value: .enumCase("equalOrGreater"), range: range, expr: .bool(true, range)))
                        made.append(try e.tinyConstraint(view, attribute, to: nil, nil, limited, constant: try Library.number(min.value, &e, at: min.range), at: range))
                    }
                    if let max = args.named("max") {
                        var limited = args
                        limited.append(EvaluatedArgument(label: "relation", value: .enumCase("equalOrLess"), range: range, expr: .bool(true, range)))
                        made.append(try e.tinyConstraint(view, attribute, to: nil, nil, limited, constant: try Library.number(max.value, &e, at: max.range), at: range))
                    }
                    return .array(made)
                }
                let other = try Library.required(args, ["to"], "the other view", &e, at: range)
                let anchor = try e.tinyAnchor(args, default: attribute, at: range)
                return try e.tinyConstraint(view, attribute, to: anchor.owner ?? other.value, anchor.attribute, args, constant: nil, at: range)
            })
            members.append(method("\(name)ToSuperview(_:multiplier:offset:relation:priority:isActive:usingSafeArea:)", "\(name) to the superview's") {
                e, view, args, range throws(Interrupt) in
                let anchor = try e.tinyAnchor(args, default: attribute, at: range)
                var args = args
                // The library takes a trailing offset inward.
                if attribute == .trailing, let i = args.firstIndex(where: { $0.label == "offset" }) {
                    args[i].value = .number(-(try Library.number(args[i].value, &e, at: args[i].range)))
                }
                return try e.tinyConstraint(view, attribute, to: anchor.owner ?? e.tinySuperview(view, args), anchor.attribute, args, constant: nil, at: range)
            })
        }
        for (name, attribute, other) in tinyPairs {
            members.append(method("\(name)(of:multiplier:offset:relation:priority:isActive:)", "\(attribute.rawValue) to another view's \(other.rawValue)") {
                e, view, args, range throws(Interrupt) in
                let target = try Library.required(args, ["of"], "the other view", &e, at: range)
                return try e.tinyConstraint(view, attribute, to: target.value, other, args, constant: nil, at: range)
            })
        }
        members.append(method("aspectRatio(_:relation:priority:isActive:)", "width == height × ratio") { e, view, args, range throws(Interrupt) in
            guard let ratio = args.first else { throw e.fail("aspectRatio needs a ratio", at: range) }
            var rest = Array(args.dropFirst())
            rest.append(EvaluatedArgument(label: "multiplier", value: ratio.value, range: ratio.range, expr: ratio.expr))
            return try e.tinyConstraint(view, .width, to: .view(view), .height, rest, constant: nil, at: range)
        })
        members.append(method("edgesToSuperview(excluding:insets:relation:priority:isActive:usingSafeArea:)", "every edge to the superview's, inset inward") {
            e, view, args, range throws(Interrupt) in
            try e.tinyEdges(view, to: e.tinySuperview(view, args), args, edges: [.top, .left, .bottom, .right], at: range)
        })
        members.append(method("edges(to:excluding:insets:relation:priority:isActive:)", "every edge to another view's, inset inward") {
            e, view, args, range throws(Interrupt) in
            let other = try Library.required(args, ["to"], "the other view", &e, at: range)
            return try e.tinyEdges(view, to: other.value, args, edges: [.top, .left, .bottom, .right], directionalExcluded: false, at: range)
        })
        members.append(method("horizontalToSuperview(insets:relation:priority:isActive:usingSafeArea:)", "left and right to the superview's") {
            e, view, args, range throws(Interrupt) in
            try e.tinyEdges(view, to: e.tinySuperview(view, args), args, edges: [.left, .right], at: range)
        })
        members.append(method("verticalToSuperview(insets:relation:priority:isActive:usingSafeArea:)", "top and bottom to the superview's") {
            e, view, args, range throws(Interrupt) in
            try e.tinyEdges(view, to: e.tinySuperview(view, args), args, edges: [.top, .bottom], at: range)
        })
        members.append(method("originToSuperview(insets:relation:priority:isActive:usingSafeArea:)", "left and top to the superview's") {
            e, view, args, range throws(Interrupt) in
            try e.tinyEdges(view, to: e.tinySuperview(view, args), args, edges: [.left, .top], at: range)
        })
        members.append(method("center(in:offset:priority:isActive:)", "centred in another view") { e, view, args, range throws(Interrupt) in
            let other = try Library.required(args, ["in"], "the view to centre in", &e, at: range)
            // `box.center(.horizontal, in: view)`: the app's helper of TinyConstraints' name, whose
            // axis says the one centring it makes.
            if let axis = args.first, axis.label == nil, case .enumCase(let name) = axis.value,
               let horizontal = ["horizontal": true, "x": true, "centerX": true, "vertical": false, "y": false, "centerY": false][name] {
                let attribute: LayoutAttribute = horizontal ? .centerX : .centerY
                return try e.tinyConstraint(view, attribute, to: other.value, attribute, args.filter { $0.label != nil && $0.label != "in" },
                                            constant: nil, at: range)
            }
            return try e.tinyCenter(view, in: other.value, args, at: range)
        })
        members.append(method("centerInSuperview(offset:priority:isActive:usingSafeArea:)", "centred in the superview") { e, view, args, range throws(Interrupt) in
            try e.tinyCenter(view, in: e.tinySuperview(view, args), args, at: range)
        })
        members.append(method("size(_:to:multiplier:insets:relation:priority:isActive:)",
                              "a constant width and height (or size(to:multiplier:insets:) another view's)") {
            e, view, args, range throws(Interrupt) in
            if let other = args.named("to") {
                // The library adds `insets`' width and height as each dimension's offset.
                var inset = Size(width: 0, height: 0)
                if let given = args.named("insets") { inset = try Library.size(given.value, &e, at: given.range) }
                func offset(_ points: Double) -> EvaluatedArgument {
                    EvaluatedArgument(label: "offset", value: .number(points), range: range, expr: .number(points, text: Evaluator.numberText(points), range))
                }
                let rest = args.filter { !["to", "insets"].contains($0.label ?? "") }
                return .array([try e.tinyConstraint(view, .width, to: other.value, .width, rest + [offset(inset.width)], constant: nil, at: range),
                               try e.tinyConstraint(view, .height, to: other.value, .height, rest + [offset(inset.height)], constant: nil, at: range)])
            }
            guard let first = args.first, case .size(let size) = first.value else { throw e.fail("size needs a CGSize", at: range) }
            return .array([try e.tinyConstraint(view, .width, to: nil, nil, args, constant: size.width, at: range),
                           try e.tinyConstraint(view, .height, to: nil, nil, args, constant: size.height, at: range)])
        })
        members.append(method("stack(_:axis:width:height:spacing:)", "adds the views and chains them along the axis, each edge to edge across it, each of width: and height: when given") {
            e, view, args, range throws(Interrupt) in
            try e.tinyStack(view, args, at: range)
        })
        members.append(.method("hstack(_:spacing:alignment:distribution:padding:)",
                               "LBTATools: a horizontal UIStackView of the views given, filling the view") {
            e, base, args, _, range throws(Interrupt) in
            try e.lbtaStack(base, args, horizontal: true, at: range)
        })
        return members
    }
}

extension Evaluator {
    /// The superview, or its safe area with `usingSafeArea: true`.
    mutating func tinySuperview(_ view: String, _ args: [EvaluatedArgument]) -> Value {
        let safeArea: Bool = if case .bool(true)? = args.named("usingSafeArea")?.value { true } else { false }
        let superview = safeArea ? superview(of: view) : librarySuperview(of: view)
        if safeArea, case .view(let name) = superview {
            return .guide(.safeAreaLayoutGuide, of: name)
        }
        return superview
    }

    /// The anchor argument of `top(to: other, other.bottomAnchor)`: its owner and attribute.
    mutating func tinyAnchor(_ args: [EvaluatedArgument], default attribute: LayoutAttribute, at range: SourceRange) throws(Interrupt) -> (owner: Value?, attribute: LayoutAttribute) {
        guard let anchor = args.first(where: { $0.label == nil }), case .anchor(let target) = anchor.value else { return (nil, attribute) }
        let owner: Value = switch target.owner {
        case .view(let name): .view(name)
        case .guide(let guide, let name): .guide(guide, of: name)
        default: .none
        }
        guard let attribute = LayoutAttribute(rawValue: String(target.anchor.rawValue.dropLast("Anchor".count))) else {
            throw fail("expected a view's anchor", at: anchor.range)
        }
        return (owner, attribute)
    }

    /// One TinyConstraints constraint: `relation:` (`.equal`, `.equalOrLess`, `.equalOrGreater`),
    /// `multiplier:`, `offset:`, `priority:`, `isActive:`, as the library's parameters say.
    mutating func tinyConstraint(_ view: String, _ attribute: LayoutAttribute, to other: Value?, _ otherAttribute: LayoutAttribute?,
                                 _ args: [EvaluatedArgument], constant: Double?, at range: SourceRange) throws(Interrupt) -> Value {
        var relation = RelationKind.equal
        if let r = args.named("relation"), case .enumCase(let name) = r.value {
            switch name {
            case "equal": relation = .equal
            case "equalOrLess", "lessThanOrEqual": relation = .lessThanOrEqual
            case "equalOrGreater", "greaterThanOrEqual": relation = .greaterThanOrEqual
            default: throw fail("TinyConstraints' relation is .equal, .equalOrLess or .equalOrGreater", at: r.range)
            }
        }
        let multiplier = try args.named("multiplier").map { a throws(Interrupt) in try Library.number(a.value, &self, at: a.range) } ?? 1
        var offset = constant ?? 0
        if constant == nil, let a = args.named("offset") { offset = try Library.number(a.value, &self, at: a.range) }
        let isActive = args.named("isActive").map { if case .bool(let b) = $0.value { b } else { true } } ?? true
        let priority = try args.named("priority").map { p throws(Interrupt) in try Library.priority(p.value, &self, at: p.range) }
        let made = try libraryConstraint(.view(view), attribute, relation, to: other, otherAttribute, multiplier: multiplier,
                                         constant: offset, priority: priority, activate: isActive, at: range)
        return made
    }

    /// `edgesToSuperview(excluding:insets:)` and its kin: each edge, the insets inward.
    /// `directionalExcluded`: whether `.leading` and `.trailing` in `excluding:` leave out the left
    /// and right edges, as `edgesToSuperview(excluding:)` reads them; `edges(to:excluding:)` checks
    /// only `.top`, `.left`, `.bottom` and `.right`, so they leave out nothing there.
    mutating func tinyEdges(_ view: String, to other: Value, _ args: [EvaluatedArgument], edges: [LayoutAttribute],
                            directionalExcluded: Bool = true, at range: SourceRange) throws(Interrupt) -> Value {
        var insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        if let a = args.named("insets") {
            guard case .insets(let i, _) = a.value else { throw fail("insets: takes UIEdgeInsets (or .top(10) + .left(10))", at: a.range) }
            insets = i
        }
        // `excluding:` is an option set: one edge (`.bottom`) or several (`[.left, .right]`);
        // leading and trailing stand for the left and right edges here.
        var excluded: Set<LayoutAttribute> = []
        if let x = args.named("excluding") {
            let written: [Value] = if case .array(let items) = x.value { items } else { [x.value] }
            for item in written {
                guard case .enumCase(let name) = item else { continue }
                if !directionalExcluded, name == "leading" || name == "trailing" {
                    note("edges(to:excluding: .\(name)): TinyConstraints' edges(to:) checks only .top, .left, .bottom and .right, "
                        + "and .\(name) is another option, so the \(name == "leading" ? "left" : "right") edge is pinned as the library pins it "
                        + "(edgesToSuperview(excluding:) reads .\(name))")
                    continue
                }
                let edge = name == "leading" ? "left" : name == "trailing" ? "right" : name
                if let attribute = LayoutAttribute(rawValue: edge) { excluded.insert(attribute) }
            }
        }
        var made: [Value] = []
        let rest = args.filter { !["insets", "excluding", "usingSafeArea"].contains($0.label ?? "") }
        for edge in edges where !excluded.contains(edge) {
            let constant: Double = switch edge {
            case .top: insets.top
            case .left: insets.left
            case .bottom: -insets.bottom
            default: -insets.right
            }
            made.append(try tinyConstraint(view, edge, to: other, edge, rest, constant: constant, at: range))
        }
        return .array(made)
    }

    /// `[label centerInSuperview]` of an Objective-C app's frame category: the view's center is
    /// put at the middle of its superview's bounds; nothing while it has no superview.
    mutating func centerInSuperviewByFrame(_ view: String, at range: SourceRange) throws(Interrupt) -> Value {
        guard case .view(let parent) = librarySuperview(of: view),
              case .rect(let bounds) = try Library.get(.view(parent), "bounds", &self, nameRange: range, range: range) else { return .void }
        note("centerInSuperview: the app's own category (not in the paste), taken as setting the view's center to the middle "
            + "of its superview's bounds, as such categories do with frames")
        try Library.set(.view(view), "center", .point(Point(x: bounds.width / 2, y: bounds.height / 2)), &self, nameRange: range, range: range)
        return .void
    }

    mutating func tinyCenter(_ view: String, in other: Value, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value {
        var offset = Point(x: 0, y: 0)
        if let a = args.named("offset"), case .point(let p) = a.value { offset = p }
        let rest = args.filter { !["offset", "in", "usingSafeArea"].contains($0.label ?? "") }
        return .array([try tinyConstraint(view, .centerX, to: other, .centerX, rest, constant: offset.x, at: range),
                       try tinyConstraint(view, .centerY, to: other, .centerY, rest, constant: offset.y, at: range)])
    }

    /// LBTATools' `stack(_ views: UIView..., spacing:alignment:distribution:)` and `hstack(…)`, and
    /// the widespread copies of them (some with `padding:`): a stack view of the views given
    /// (vertical, or horizontal for `hstack`), added to the receiver and pinned to its edges
    /// (inset by the padding), returned. (TinyConstraints' `stack` takes one array and an axis.)
    mutating func lbtaStack(_ base: Value, _ args: [EvaluatedArgument], horizontal: Bool, at range: SourceRange) throws(Interrupt) -> Value {
        let container = try Library.viewName(base, &self, at: range)
        let views = args.filter { $0.label == nil }.flatMap { a -> [Value] in if case .array(let items) = a.value { items } else { [a.value] } }
        let stack = try construct("UIStackView", [EvaluatedArgument(label: "arrangedSubviews", value: .array(views), range: range,
                                                                    expr: .nilLiteral(range))], trailing: nil, at: range, nameRange: range)
        try Library.set(stack, "axis", .enumCase(horizontal ? "horizontal" : "vertical"), &self, nameRange: range, range: range)
        for label in ["spacing", "alignment", "distribution"] {
            if let given = args.named(label) { try Library.set(stack, label, given.value, &self, nameRange: given.range, range: given.range) }
        }
        let name = try Library.viewName(stack, &self, at: range)
        try addSubview(.view(container), stack, at: range)
        try setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        var padding = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        if let given = args.named("padding"), case .insets(let insets, _) = given.value { padding = insets }
        for (edge, inset): (LayoutAttribute, Double) in [(.top, padding.top), (.left, padding.left), (.bottom, -padding.bottom),
                                                         (.right, -padding.right)] {
            _ = try tinyConstraint(name, edge, to: .view(container), edge, [], constant: inset, at: range)
        }
        note("'\(horizontal ? "hstack" : "stack")(…)' with its views one by one is LBTATools': a \(horizontal ? "horizontal" : "vertical") "
            + "stack view of them, added to \(viewName(container)) and filling it")
        return stack
    }

    /// `stack(_:axis:spacing:)`: each view added to the receiver and chained, the first to the
    /// receiver's start, the last to its end, each pinned across the axis.
    mutating func tinyStack(_ container: String, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value {
        guard let list = args.first, case .array(let items) = list.value else { throw fail("stack needs an array of views", at: range) }
        let horizontal: Bool = if case .enumCase("horizontal")? = args.named("axis")?.value { true } else { false }
        let spacing = try args.named("spacing").map { a throws(Interrupt) in try Library.number(a.value, &self, at: a.range) } ?? 0
        // `width:` and `height:` give every view stacked that size; `nil`, the library's default, none.
        func length(_ label: String) throws(Interrupt) -> Double? {
            guard let a = args.named(label) else { return nil }
            if case .none = a.value { return nil }
            return try Library.number(a.value, &self, at: a.range)
        }
        let width = try length("width")
        let height = try length("height")
        var made: [Value] = []
        var previous: String?
        for (index, item) in items.enumerated() {
            let name = try Library.viewName(item, &self, at: list.range)
            try addSubview(.view(container), item, at: range)
            try setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            let (start, end, across1, across2): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
                horizontal ? (.left, .right, .top, .bottom) : (.top, .bottom, .left, .right)
            if let previous {
                made.append(try tinyConstraint(name, start, to: .view(previous), end, [], constant: spacing, at: range))
            } else {
                made.append(try tinyConstraint(name, start, to: .view(container), start, [], constant: 0, at: range))
            }
            made.append(try tinyConstraint(name, across1, to: .view(container), across1, [], constant: 0, at: range))
            made.append(try tinyConstraint(name, across2, to: .view(container), across2, [], constant: 0, at: range))
            if index == items.count - 1 {
                made.append(try tinyConstraint(name, end, to: .view(container), end, [], constant: 0, at: range))
            }
            if let width { made.append(try tinyConstraint(name, .width, to: nil, nil, [], constant: width, at: range)) }
            if let height { made.append(try tinyConstraint(name, .height, to: nil, nil, [], constant: height, at: range)) }
            previous = name
        }
        return .array(made)
    }
}
