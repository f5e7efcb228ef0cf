import Layout

/// PureLayout's methods on an array of views (`NSArray+PureLayout`) and its constraint-making
/// blocks (`NSLayoutConstraint+PureLayout`), as PureLayout defines them: each view's
/// `translatesAutoresizingMaskIntoConstraints` turned off, each view related to the one before
/// it in the array, the constraints installed at once and returned.
extension Library {
    static var pureLayoutArrayMembers: [Member] {
        var members: [Member] = []
        func method(_ signatures: [String], _ help: String,
                    _ make: @escaping @Sendable (inout Evaluator, [String], [EvaluatedArgument], SourceRange) throws(Interrupt) -> [Value]) {
            for signature in signatures {
                members.append(.method(signature, help) { e, base, args, _, range throws(Interrupt) in
                    let views = try e.pureLayoutViews(base, at: range)
                    return .array(try make(&e, views, args, range))
                })
            }
        }
        method(["autoSetViewsDimension(_:toSize:)"], "PureLayout: one dimension of every view set to a size") { e, views, args, range throws(Interrupt) in
            let dimension = try e.pureLayoutAttribute(args, 0, at: range)
            let size = try e.pureLayoutNumber(args, 1, label: "toSize", at: range)
            var made: [Value] = []
            for view in views {
                made.append(try e.pureLayoutConstraint(view, dimension, .equal, to: nil, nil, multiplier: 1, constant: size, at: range))
            }
            return made
        }
        method(["autoSetViewsDimensions(to:)", "autoSetViewsDimensionsToSize(_:)"], "PureLayout: every view set to a size") {
            e, views, args, range throws(Interrupt) in
            guard let argument = args.first, case .size(let size) = argument.value else {
                throw e.fail("autoSetViewsDimensions needs a CGSize", at: args.first?.range ?? range)
            }
            var made: [Value] = []
            for view in views {
                made.append(try e.pureLayoutConstraint(view, .width, .equal, to: nil, nil, multiplier: 1, constant: size.width, at: range))
            }
            for view in views {
                made.append(try e.pureLayoutConstraint(view, .height, .equal, to: nil, nil, multiplier: 1, constant: size.height, at: range))
            }
            return made
        }
        method(["autoMatchViewsDimension(_:)", "autoAlignViewsToEdge(_:)", "autoAlignViewsToAxis(_:)"],
               "PureLayout: each view's dimension, edge or axis equal to the one before it") { e, views, args, range throws(Interrupt) in
            let attribute = try e.pureLayoutAttribute(args, 0, at: range)
            return try zip(views.dropFirst(), views).map { view, previous throws(Interrupt) in
                try e.pureLayoutConstraint(view, attribute, .equal, to: .view(previous), attribute, multiplier: 1, constant: 0, at: range)
            }
        }
        method(["autoDistributeViews(along:alignedTo:withFixedSpacing:)",
                "autoDistributeViews(along:alignedTo:withFixedSpacing:insetSpacing:)",
                "autoDistributeViews(along:alignedTo:withFixedSpacing:insetSpacing:matchedSizes:)",
                "autoDistributeViewsAlongAxis(_:alignedTo:withFixedSpacing:)",
                "autoDistributeViewsAlongAxis(_:alignedTo:withFixedSpacing:insetSpacing:)",
                "autoDistributeViewsAlongAxis(_:alignedTo:withFixedSpacing:insetSpacing:matchedSizes:)",
                // PureLayout 1: the alignment as NSLayoutFormatOptions, last.
                "autoDistributeViewsAlongAxis(_:withFixedSpacing:alignment:)",
                "autoDistributeViewsAlongAxis(_:withFixedSpacing:insetSpacing:alignment:)",
                "autoDistributeViewsAlongAxis(_:withFixedSpacing:insetSpacing:matchedSizes:alignment:)"],
               "PureLayout: the views in a row or column with a fixed spacing, the same size along it by default") {
            e, views, args, range throws(Interrupt) in
            try e.pureLayoutDistribute(views, args, at: range)
        }
        method(["autoDistributeViews(along:alignedTo:withFixedSize:)", "autoDistributeViews(along:alignedTo:withFixedSize:insetSpacing:)",
                "autoDistributeViewsAlongAxis(_:alignedTo:withFixedSize:)", "autoDistributeViewsAlongAxis(_:alignedTo:withFixedSize:insetSpacing:)",
                "autoDistributeViewsAlongAxis(_:withFixedSize:alignment:)", "autoDistributeViewsAlongAxis(_:withFixedSize:insetSpacing:alignment:)"],
               "PureLayout: views of one size along an axis, each centre at its fraction of the superview's length") {
            e, views, args, range throws(Interrupt) in
            try e.pureLayoutDistribute(views, args, at: range)
        }
        members.append(.method("autoInstallConstraints()", "PureLayout: activates the constraints in the array") { e, base, _, _, range throws(Interrupt) in
            guard case .array(let items) = base else { return .void }
            try e.setActive(items, true, holder: nil, method: "autoInstallConstraints", at: range)
            return .void
        })
        members.append(.method("autoRemoveConstraints()", "PureLayout: deactivates the constraints in the array") { e, base, _, _, range throws(Interrupt) in
            guard case .array(let items) = base else { return .void }
            try e.setActive(items, false, holder: nil, method: "autoRemoveConstraints", at: range)
            return .void
        })
        return members
    }

    /// `NSLayoutConstraint.autoCreateAndInstallConstraints { … }` and
    /// `autoCreateConstraintsWithoutInstalling { … }`: the block runs, and the constraints
    /// PureLayout's methods make in it are returned, installed or left inactive.
    static var pureLayoutConstraintStatics: [Member] {
        pureLayoutBlockSettings + [("autoCreateAndInstallConstraints(_:)", true), ("autoCreateConstraintsWithoutInstalling(_:)", false)].map { signature, installs in
            .method(signature, installs ? "PureLayout: runs the block and returns the constraints it installed"
                        : "PureLayout: runs the block and returns the constraints it made, none installed") {
                e, _, args, trailing, range throws(Interrupt) in
                guard let block = trailing ?? args.first?.value else { throw e.fail("\(signature.prefix { $0 != "(" }) needs a block", at: range) }
                // Made without installing: PureLayout's methods in the block only make theirs, so
                // a view not placed yet (a subview in its superview's `init`) does not take them
                // on when its tree is placed.
                if !installs { e.withoutInstallingDepth += 1 }
                defer { if !installs { e.withoutInstallingDepth -= 1 } }
                return .array(try e.constraintsMade(by: block, at: range))
            }
        }
    }

    /// `NSLayoutConstraint.autoSetPriority(.defaultHigh) { … }` (PureLayout 3; 2's
    /// `[UIView autoSetPriority:forConstraints:]`): the block runs, and every constraint
    /// PureLayout's methods make in it has that priority, as the library gives it before it
    /// installs them. `autoSetIdentifier(_:forConstraints:)` names them, which changes no layout.
    static var pureLayoutBlockSettings: [Member] {
        [
            .method("autoSetPriority(_:forConstraints:)", "PureLayout: the constraints the block makes have this priority") {
                e, _, args, trailing, range throws(Interrupt) in
                guard let p = args.first, let block = trailing ?? args.named("forConstraints")?.value else {
                    throw e.fail("autoSetPriority needs a priority and a block", at: range)
                }
                let level = try priority(p.value, &e, at: p.range)
                let outer = e.pureLayoutBlockPriority
                e.pureLayoutBlockPriority = level
                defer { e.pureLayoutBlockPriority = outer }
                let made = try e.constraintsMade(by: block, at: range)
                // (Active ones waiting with a tree not placed yet, made in a view's `init`, too.)
                let installed = made.filter { value in
                    guard case .constraint(let key) = value else { return false }
                    return !e.definitions(key).isEmpty || e.swift.activatedKeys.contains(key)
                }
                // Given before they are installed: taken out, given it, and put back.
                if !installed.isEmpty { try e.setActive(installed, false, holder: nil, method: "autoSetPriority", at: range) }
                for case .constraint(let key) in made {
                    try e.setConstraintValue(key, .priority(try priorityNode(level, &e, at: p.range)), at: range)
                }
                if !installed.isEmpty { try e.setActive(installed, true, holder: nil, method: "autoSetPriority", at: range) }
                return .void
            },
            .method("autoSetIdentifier(_:forConstraints:)", "PureLayout: names the constraints the block makes; no effect on layout") {
                e, _, args, trailing, range throws(Interrupt) in
                guard let block = trailing ?? args.named("forConstraints")?.value else {
                    throw e.fail("autoSetIdentifier needs an identifier and a block", at: range)
                }
                _ = try e.constraintsMade(by: block, at: range)
                return .void
            },
        ]
    }
}

extension Evaluator {
    /// The views of an array PureLayout's array methods are sent to; anything else in it is
    /// skipped, as PureLayout skips what is not a view.
    mutating func pureLayoutViews(_ base: Value, at range: SourceRange) throws(Interrupt) -> [String] {
        guard case .array(let items) = base else { throw fail("PureLayout's array methods take an array of views", at: range) }
        var views: [String] = []
        for item in items {
            guard case .view = item else { continue }
            let view = try Library.viewName(item, &self, at: range)
            try setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            views.append(view)
        }
        return views
    }

    /// `autoDistributeViewsAlongAxis:alignedTo:withFixedSpacing:insetSpacing:matchedSizes:`: the
    /// first view's leading (top) edge `spacing` from its superview's (0 without inset spacing),
    /// each next one `spacing` after the one before, aligned to it on `alignedTo` and, with
    /// matched sizes (the default), as long as it along the axis; the last one's trailing
    /// (bottom) edge `spacing` from the superview's.
    mutating func pureLayoutDistribute(_ views: [String], _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> [Value] {
        let axisArgument = args.named("along") ?? args.first
        guard case .enumCase(let axisName)? = axisArgument?.value else { throw fail("expected the axis (.horizontal or .vertical)", at: range) }
        let horizontal = axisName.lowercased() != "vertical"
        let alignment: LayoutAttribute
        if let given = args.named("alignment") {
            // PureLayout 1's `alignment:NSLayoutFormatAlignAllTop`: the attribute that option aligns.
            guard let option = try formatOptions(given.value, at: given.range).first(where: { Session.alignment($0.name) != nil }),
                  let attribute = Session.alignment(option.name).flatMap({ LayoutAttribute(rawValue: $0.rawValue) }) else {
                throw fail("expected an alignment option (NSLayoutFormatAlignAllTop, .alignAllCenterY)", at: given.range)
            }
            alignment = attribute
        } else {
            alignment = try pureLayoutAttribute(args, nil, label: "alignedTo", at: range)
        }
        let insets: Bool = if case .bool(false)? = args.named("insetSpacing")?.value { false } else { true }
        if args.named("withFixedSize") != nil {
            return try pureLayoutDistribute(views, fixedSize: try pureLayoutNumber(args, nil, label: "withFixedSize", at: range),
                                            horizontal: horizontal, alignment: alignment, insets: insets, at: range)
        }
        let spacing = try pureLayoutNumber(args, nil, label: "withFixedSpacing", at: range)
        let matched: Bool = if case .bool(false)? = args.named("matchedSizes")?.value { false } else { true }
        let (first, last, dimension): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        let inset = insets ? spacing : 0
        var made: [Value] = []
        var previous: String?
        for view in views {
            if let previous {
                made.append(try pureLayoutConstraint(view, first, .equal, to: .view(previous), last, multiplier: 1, constant: spacing, at: range))
                if matched {
                    made.append(try pureLayoutConstraint(view, dimension, .equal, to: .view(previous), dimension, multiplier: 1, constant: 0, at: range))
                }
                made.append(try pureLayoutConstraint(view, alignment, .equal, to: .view(previous), alignment, multiplier: 1, constant: 0, at: range))
            } else {
                made.append(try pinToSuperview(view, first, inset: inset, relation: .equal, guide: nil, at: range))
            }
            previous = view
        }
        if let previous { made.append(try pinToSuperview(previous, last, inset: inset, relation: .equal, guide: nil, at: range)) }
        return made
    }

    /// `…withFixedSize:insetSpacing:`, as PureLayout places them: each view that size along the
    /// axis, its centre at the common superview's centre times (2i + 2)/(n + 1) plus
    /// (multiplier − 1) × size / 2 with inset spacing, times 2i/(n − 1) plus (1 − multiplier) × size / 2
    /// without (the first view at the start, the last at the end); a multiplier of 0 raised to
    /// PureLayout's 0.00001; each aligned to the one before.
    mutating func pureLayoutDistribute(_ views: [String], fixedSize size: Double, horizontal: Bool, alignment: LayoutAttribute,
                                       insets: Bool, at range: SourceRange) throws(Interrupt) -> [Value] {
        guard let first = views.first else { return [] }
        var common = first
        for view in views.dropFirst() {
            guard let shared = commonView(common, view) else {
                throw fail("PureLayout distributes views that share a superview; '\(view)' and '\(first)' are in no view together", at: range)
            }
            common = shared
        }
        // One view alone: its superview, as PureLayout's common superview of one view is.
        if views.count == 1, case .view(let parent) = superview(of: first) { common = parent }
        let (center, dimension): (LayoutAttribute, LayoutAttribute) = horizontal ? (.centerX, .width) : (.centerY, .height)
        let n = Double(views.count)
        var made: [Value] = []
        for (i, view) in views.enumerated() {
            made.append(try pureLayoutConstraint(view, dimension, .equal, to: nil, nil, multiplier: 1, constant: size, at: range))
            var multiplier: Double, constant: Double
            if insets {
                multiplier = (Double(i) * 2 + 2) / (n + 1)
                constant = (multiplier - 1) * size / 2
            } else {
                multiplier = n > 1 ? Double(i) * 2 / (n - 1) : 1
                constant = (1 - multiplier) * size / 2
            }
            if abs(multiplier) < 0.00001 { multiplier = 0.00001 }
            made.append(try pureLayoutConstraint(view, center, .equal, to: .view(common), center, multiplier: multiplier, constant: constant, at: range))
            if i > 0 {
                made.append(try pureLayoutConstraint(view, alignment, .equal, to: .view(views[i - 1]), alignment, multiplier: 1, constant: 0, at: range))
            }
        }
        return made
    }

    /// The constraints made while a block runs (PureLayout's constraint blocks, Anchorage's
    /// `batch`), in the order they were made.
    mutating func constraintsMade(by block: Value, passing arguments: [Value] = [], at range: SourceRange) throws(Interrupt) -> [Value] {
        let first = swift.nextConstraint
        _ = try callAny(block, arguments, at: range)
        return (first..<swift.nextConstraint).map { "$c\($0)" }
            .filter { session.state.names[$0] != nil || swift.constraints[$0] != nil }
            .map { Value.constraint($0) }
    }
}
