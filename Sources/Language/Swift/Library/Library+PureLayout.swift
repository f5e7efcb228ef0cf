import Layout

/// PureLayout's UIView methods, in their Swift spellings and the Objective-C ones (which the
/// Objective-C reader passes on by Swift 2's rule: `autoPinEdgeToSuperviewEdge(_:withInset:)`).
/// As PureLayout does, each turns the receiver's `translatesAutoresizingMaskIntoConstraints`
/// off, installs its constraints at once and returns them; a superview edge's inset on the
/// bottom, right or trailing edge is taken inward (a negative constant, an inequality flipped),
/// and `…EdgesWithInsets` pins the left inset to the leading edge and the right to the trailing.
extension Library {
    /// One PureLayout method: its Swift spelling, the Objective-C one, and what it makes.
    struct PureLayoutForm: Sendable {
        var swift: String
        var objectiveC: String
        var help: String
        /// Whether it turns the receiver's mask off (every method that makes constraints does).
        var turnsMaskOff = true
        var make: @Sendable (inout Evaluator, String, [EvaluatedArgument], SourceRange) throws(Interrupt) -> Value
    }

    /// PureLayout 1 and 2 (gone in 3): every constraint of the code's that names the view (and,
    /// `…AndSubviews`, the views inside it), wherever installed, is removed; UIKit's own stay.
    static let pureLayoutRemovalForms: [PureLayoutForm] = [false, true].map { andSubviews in
        let method = "autoRemoveConstraintsAffectingView" + (andSubviews ? "AndSubviews" : "")
        return PureLayoutForm(swift: method + "()", objectiveC: method + "()",
                              help: "PureLayout 1–2: removes the code's constraints that name the view"
                                  + (andSubviews ? " or a view inside it" : ""), turnsMaskOff: false) {
            e, view, _, range throws(Interrupt) in
            guard case .array(let items) = e.constraintsAffecting(view, andSubviews: andSubviews) else { return .void }
            try e.setActive(items, false, holder: nil, method: method, at: range)
            return .void
        }
    }

    static let pureLayoutForms: [PureLayoutForm] = pureLayoutRemovalForms + [
        // Inside `autoSetPriority(_:forConstraints:)`'s block, the block's priority; required
        // outside one, PureLayout's default.
        PureLayoutForm(swift: "autoSetContentCompressionResistancePriority(for:)",
                       objectiveC: "autoSetContentCompressionResistancePriorityForAxis(_:)",
                       help: "PureLayout: the compression resistance on an axis, at the priority of the autoSetPriority block around it",
                       turnsMaskOff: false) {
            e, view, args, range throws(Interrupt) in
            try e.pureLayoutContentPriority(view, .compressionResistance, args, at: range)
        },
        PureLayoutForm(swift: "autoSetContentHuggingPriority(for:)",
                       objectiveC: "autoSetContentHuggingPriorityForAxis(_:)",
                       help: "PureLayout: the hugging priority on an axis, at the priority of the autoSetPriority block around it",
                       turnsMaskOff: false) {
            e, view, args, range throws(Interrupt) in
            try e.pureLayoutContentPriority(view, .hugging, args, at: range)
        },
        PureLayoutForm(swift: "autoPinEdge(toSuperviewEdge:withInset:relation:)",
                       objectiveC: "autoPinEdgeToSuperviewEdge(_:withInset:relation:)",
                       help: "PureLayout: an edge to the superview's same edge, inset inward") { e, view, args, range throws(Interrupt) in
            try e.pinToSuperview(view, try e.pureLayoutAttribute(args, 0, at: range), inset: try e.pureLayoutNumber(args, 1, at: range),
                                 relation: try e.pureLayoutRelation(args, at: range), guide: nil, at: range)
        },
        PureLayoutForm(swift: "autoPinEdge(toSuperviewMargin:withInset:relation:)",
                       objectiveC: "autoPinEdgeToSuperviewMargin(_:withInset:relation:)",
                       help: "PureLayout: an edge to the superview's same margin") { e, view, args, range throws(Interrupt) in
            try e.pinToSuperview(view, try e.pureLayoutAttribute(args, 0, at: range), inset: try e.pureLayoutNumber(args, 1, at: range),
                                 relation: try e.pureLayoutRelation(args, at: range), guide: .layoutMarginsGuide, at: range)
        },
        PureLayoutForm(swift: "autoPinEdge(toSuperviewSafeArea:withInset:relation:)",
                       objectiveC: "autoPinEdgeToSuperviewSafeArea(_:withInset:relation:)",
                       help: "PureLayout: an edge to the superview's safe area") { e, view, args, range throws(Interrupt) in
            try e.pinToSuperview(view, try e.pureLayoutAttribute(args, 0, at: range), inset: try e.pureLayoutNumber(args, 1, at: range),
                                 relation: try e.pureLayoutRelation(args, at: range), guide: .safeAreaLayoutGuide, at: range)
        },
        PureLayoutForm(swift: "autoPinEdgesToSuperviewEdges(with:excludingEdge:)",
                       objectiveC: "autoPinEdgesToSuperviewEdgesWithInsets(_:excludingEdge:)",
                       help: "PureLayout: all four edges (or three) to the superview's, with insets") { e, view, args, range throws(Interrupt) in
            try e.pinEdgesToSuperview(view, args, guide: nil, at: range)
        },
        PureLayoutForm(swift: "autoPinEdgesToSuperviewMargins(with:excludingEdge:)",
                       objectiveC: "autoPinEdgesToSuperviewMarginsWithInsets(_:excludingEdge:)",
                       help: "PureLayout: all four edges (or three) to the superview's margins") { e, view, args, range throws(Interrupt) in
            try e.pinEdgesToSuperview(view, args, guide: .layoutMarginsGuide, at: range)
        },
        // PureLayout 3.0's form without insets (`autoPinEdgesToSuperviewMarginsExcludingEdge:`).
        PureLayoutForm(swift: "autoPinEdges(toSuperviewMarginsExcludingEdge:)",
                       objectiveC: "autoPinEdgesToSuperviewMarginsExcludingEdge(_:)",
                       help: "PureLayout: three edges to the superview's margins, one excluded") { e, view, args, range throws(Interrupt) in
            var relabelled = args
            if !relabelled.isEmpty { relabelled[0].label = "excludingEdge" }
            return try e.pinEdgesToSuperview(view, relabelled, guide: .layoutMarginsGuide, at: range)
        },
        PureLayoutForm(swift: "autoPinEdgesToSuperviewSafeArea(with:excludingEdge:)",
                       objectiveC: "autoPinEdgesToSuperviewSafeAreaWithInsets(_:excludingEdge:)",
                       help: "PureLayout: all four edges (or three) to the superview's safe area") { e, view, args, range throws(Interrupt) in
            try e.pinEdgesToSuperview(view, args, guide: .safeAreaLayoutGuide, at: range)
        },
        PureLayoutForm(swift: "autoPinEdge(_:to:of:withOffset:relation:)",
                       objectiveC: "autoPinEdge(_:toEdge:ofView:withOffset:relation:)",
                       help: "PureLayout: an edge to another view's edge, with an offset") { e, view, args, range throws(Interrupt) in
            try e.pureLayoutToOther(view, args, offset: true, at: range)
        },
        PureLayoutForm(swift: "autoAlignAxis(toSuperviewAxis:)", objectiveC: "autoAlignAxisToSuperviewAxis(_:)",
                       help: "PureLayout: centred on the superview on one axis") { e, view, args, range throws(Interrupt) in
            let axis = try e.pureLayoutAttribute(args, 0, at: range)
            return try e.pureLayoutConstraint(view, axis, .equal, to: e.librarySuperview(of: view), axis, multiplier: 1, constant: 0, at: range)
        },
        PureLayoutForm(swift: "autoAlignAxis(toSuperviewMarginAxis:)", objectiveC: "autoAlignAxisToSuperviewMarginAxis(_:)",
                       help: "PureLayout: centred within the superview's margins on one axis") { e, view, args, range throws(Interrupt) in
            let axis = try e.pureLayoutAttribute(args, 0, at: range)
            let margin: LayoutAttribute = axis == .centerX ? .centerXWithinMargins : .centerYWithinMargins
            return try e.pureLayoutConstraint(view, axis, .equal, to: e.superview(of: view), margin, multiplier: 1, constant: 0, at: range)
        },
        PureLayoutForm(swift: "autoCenterInSuperview()", objectiveC: "autoCenterInSuperview()",
                       help: "PureLayout: centred in the superview") { e, view, _, range throws(Interrupt) in
            let superview = e.librarySuperview(of: view)
            return .array([
                try e.pureLayoutConstraint(view, .centerX, .equal, to: superview, .centerX, multiplier: 1, constant: 0, at: range),
                try e.pureLayoutConstraint(view, .centerY, .equal, to: superview, .centerY, multiplier: 1, constant: 0, at: range),
            ])
        },
        PureLayoutForm(swift: "autoAlignAxis(_:toSameAxisOf:withOffset:)", objectiveC: "autoAlignAxis(_:toSameAxisOfView:withOffset:)",
                       help: "PureLayout: an axis to another view's same axis") { e, view, args, range throws(Interrupt) in
            let axis = try e.pureLayoutAttribute(args, 0, at: range)
            let other = try Library.required(args, ["toSameAxisOf", "toSameAxisOfView"], "the other view", &e, at: range)
            let multiplier = try args.named("withMultiplier").map { a throws(Interrupt) in try Library.number(a.value, &e, at: a.range) } ?? 1
            return try e.pureLayoutConstraint(view, axis, .equal, to: other.value, axis, multiplier: multiplier,
                                              constant: try e.pureLayoutNumber(args, nil, label: "withOffset", at: range), at: range)
        },
        PureLayoutForm(swift: "autoMatch(_:to:of:withOffset:relation:)",
                       objectiveC: "autoMatchDimension(_:toDimension:ofView:withOffset:relation:)",
                       help: "PureLayout: a dimension to another view's, with an offset or a multiplier") { e, view, args, range throws(Interrupt) in
            try e.pureLayoutToOther(view, args, offset: true, at: range)
        },
        PureLayoutForm(swift: "autoSetDimension(_:toSize:relation:)", objectiveC: "autoSetDimension(_:toSize:relation:)",
                       help: "PureLayout: a width or height of a constant size") { e, view, args, range throws(Interrupt) in
            let dimension = try e.pureLayoutAttribute(args, 0, at: range)
            let size = try e.pureLayoutNumber(args, nil, label: "toSize", at: range)
            return try e.pureLayoutConstraint(view, dimension, try e.pureLayoutRelation(args, at: range), to: nil, nil, multiplier: 1,
                                              constant: size, at: range)
        },
        PureLayoutForm(swift: "autoSetDimensions(to:)", objectiveC: "autoSetDimensionsToSize(_:)",
                       help: "PureLayout: width and height of a constant size") { e, view, args, range throws(Interrupt) in
            guard let a = args.first else { throw e.fail("expected a CGSize", at: range) }
            let size = try Library.size(a.value, &e, at: a.range)
            return .array([
                try e.pureLayoutConstraint(view, .width, .equal, to: nil, nil, multiplier: 1, constant: size.width, at: range),
                try e.pureLayoutConstraint(view, .height, .equal, to: nil, nil, multiplier: 1, constant: size.height, at: range),
            ])
        },
        // The controller's top (bottom) layout guide: the safe area's top (bottom) edge, which is
        // where those guides end from iOS 11 on.
        PureLayoutForm(swift: "autoPin(toTopLayoutGuideOf:withInset:relation:)",
                       objectiveC: "autoPinToTopLayoutGuideOfViewController(_:withInset:relation:)",
                       help: "PureLayout: the top edge to the controller's top layout guide (its safe area's top)") {
            e, view, args, range throws(Interrupt) in
            try e.pureLayoutToLayoutGuide(view, top: true, args, at: range)
        },
        PureLayoutForm(swift: "autoPin(toBottomLayoutGuideOf:withInset:relation:)",
                       objectiveC: "autoPinToBottomLayoutGuideOfViewController(_:withInset:relation:)",
                       help: "PureLayout: the bottom edge to the controller's bottom layout guide (its safe area's bottom)") {
            e, view, args, range throws(Interrupt) in
            try e.pureLayoutToLayoutGuide(view, top: false, args, at: range)
        },
        PureLayoutForm(swift: "autoConstrainAttribute(_:to:of:withOffset:relation:)",
                       objectiveC: "autoConstrainAttribute(_:toAttribute:ofView:withOffset:relation:)",
                       help: "PureLayout: any attribute to another view's") { e, view, args, range throws(Interrupt) in
            try e.pureLayoutToOther(view, args, offset: true, at: range)
        },
    ]

    /// PureLayout overloads each method without its optional trailing parts.
    static let pureLayoutOptionalLabels: Set<String> = ["withInset", "relation", "withOffset", "excludingEdge", "with", "withMultiplier"]

    /// Whether a call's labels fit a spelling: they are its first labels, and the ones left out
    /// are optional (`withOffset` may stand for `withMultiplier` in the same place).
    /// Whether a call named `name` with `args` is one of PureLayout's forms, in either spelling.
    static func isPureLayoutCall(_ name: String, _ args: [EvaluatedArgument]) -> Bool {
        pureLayoutForms.contains { form in
            [form.swift, form.objectiveC].contains { $0.prefix { $0 != "(" } == name && pureLayoutMatches($0, args) }
        }
    }

    static func pureLayoutMatches(_ spelling: String, _ args: [EvaluatedArgument]) -> Bool {
        let name = String(spelling.prefix { $0 != "(" })
        let labels = spelling.dropFirst(name.count + 1).dropLast().split(separator: ":", omittingEmptySubsequences: false)
            .dropLast().map { $0 == "_" ? "" : String($0) }
        var i = 0
        for argument in args {
            let label = argument.label ?? ""
            func fits(_ written: String) -> Bool { written == label || (written == "withOffset" && label == "withMultiplier") }
            // The optional parts the call leaves out.
            while i < labels.count, !fits(labels[i]), pureLayoutOptionalLabels.contains(labels[i]) { i += 1 }
            guard i < labels.count, fits(labels[i]) else { return false }
            i += 1
        }
        return labels[i...].allSatisfy { pureLayoutOptionalLabels.contains($0) }
    }

    /// One member a method name, which picks the form its labels fit: PureLayout's names are
    /// overloaded (`autoPinEdge(toSuperviewEdge:)` and `autoPinEdge(_:to:of:)`).
    static var pureLayoutMembers: [Member] {
        var names: [String] = []
        var forms: [String: [(String, PureLayoutForm)]] = [:]
        for form in pureLayoutForms {
            for spelling in [form.swift, form.objectiveC] {
                let name = String(spelling.prefix { $0 != "(" })
                if forms[name] == nil { names.append(name) }
                forms[name, default: []].append((spelling, form))
            }
        }
        var members: [Member] = names.map { name in
            let candidates = forms[name] ?? []
            return .method(candidates[0].0, candidates[0].1.help) { e, base, args, _, range throws(Interrupt) in
                guard let (_, form) = candidates.first(where: { Library.pureLayoutMatches($0.0, args) }) else {
                    throw e.fail("no PureLayout method \(name) takes these arguments", at: range,
                                 hint: "PureLayout has " + candidates.map(\.0).joined(separator: ", "))
                }
                let view = try Library.viewName(base, &e, at: range)
                if form.turnsMaskOff, !e.isOwnCellContentView(view) {
                    try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
                }
                return try form.make(&e, view, args, range)
            }
        }
        members.append(.method("configureForAutoLayout()", "PureLayout: translatesAutoresizingMaskIntoConstraints = false") {
            e, base, _, _, range throws(Interrupt) in
            let view = try Library.viewName(base, &e, at: range)
            try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            return base
        })
        return members
    }
}

extension Evaluator {
    /// PureLayout's `autoSetContentCompressionResistancePriority(for:)` and its hugging twin.
    mutating func pureLayoutContentPriority(_ view: String, _ kind: LayoutPrioritySetting.Kind, _ args: [EvaluatedArgument],
                                            at range: SourceRange) throws(Interrupt) -> Value {
        guard let axis = args.first else { throw fail("PureLayout needs the axis (ALAxisHorizontal, .vertical)", at: range) }
        let level = pureLayoutBlockPriority ?? 1000
        try setLayoutPriority(view, kind, [EvaluatedArgument(label: nil, value: .number(level), range: range, expr: .nilLiteral(range)),
                                           EvaluatedArgument(label: "for", value: axis.value, range: axis.range, expr: axis.expr)],
                              at: range)
        return .void
    }

    /// PureLayout's edge, axis or dimension argument (`.top`, `ALEdgeTop`, `.vertical`,
    /// `ALAxisHorizontal`, `.width`) as the attribute it stands for.
    mutating func pureLayoutAttribute(_ args: [EvaluatedArgument], _ index: Int?, label: String? = nil, at range: SourceRange) throws(Interrupt) -> LayoutAttribute {
        let argument = index.flatMap { $0 < args.count ? args[$0] : nil } ?? label.flatMap { args.named($0) }
        guard let argument, case .enumCase(let name) = argument.value else {
            throw fail("expected PureLayout's edge, axis or dimension (.top, .vertical, .width)", at: argument?.range ?? range)
        }
        switch name.lowercased() {
        case "vertical": return .centerX
        case "horizontal": return .centerY
        case "baseline", "lastbaseline": return .lastBaseline
        case "firstbaseline": return .firstBaseline
        default: break
        }
        guard let attribute = try Library.attribute(argument.value, &self, at: argument.range) else {
            throw fail("PureLayout needs an attribute here", at: argument.range)
        }
        return attribute
    }

    mutating func pureLayoutNumber(_ args: [EvaluatedArgument], _ index: Int?, label: String? = nil, at range: SourceRange) throws(Interrupt) -> Double {
        let argument = label.flatMap { args.named($0) } ?? index.flatMap { i in
            i < args.count && !["relation", "excludingEdge"].contains(args[i].label ?? "") ? args[i] : nil
        }
        guard let argument else { return 0 }
        return try Library.number(argument.value, &self, at: argument.range)
    }

    mutating func pureLayoutRelation(_ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> RelationKind {
        guard let argument = args.named("relation") else { return .equal }
        return try Library.relation(argument.value, &self, at: argument.range)
    }

    /// `autoPinEdgeToSuperviewEdge:withInset:relation:` — inward on the far edges, as PureLayout.
    mutating func pinToSuperview(_ view: String, _ edge: LayoutAttribute, inset: Double, relation: RelationKind, guide: LayoutGuideName?,
                                 at range: SourceRange) throws(Interrupt) -> Value {
        var constant = inset
        var relation = relation
        if [.bottom, .right, .trailing].contains(edge) {
            constant = -inset
            if relation == .lessThanOrEqual { relation = .greaterThanOrEqual } else if relation == .greaterThanOrEqual { relation = .lessThanOrEqual }
        }
        var target = guide == nil ? librarySuperview(of: view) : superview(of: view)
        if let guide, case .view(let name) = target { target = .guide(guide, of: name) }
        return try pureLayoutConstraint(view, edge, relation, to: target, edge, multiplier: 1, constant: constant, at: range)
    }

    /// `autoPinEdgesToSuperviewEdgesWithInsets:excludingEdge:`: top, leading, bottom, trailing,
    /// the left inset on the leading edge (left and right when the left or right edge is excluded).
    mutating func pinEdgesToSuperview(_ view: String, _ args: [EvaluatedArgument], guide: LayoutGuideName?, at range: SourceRange) throws(Interrupt) -> Value {
        var insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        if let a = args.first(where: { $0.label == nil || $0.label == "with" }), case .insets(let i, _) = a.value { insets = i }
        let excluded = try args.named("excludingEdge").map { a throws(Interrupt) in try pureLayoutAttribute([a], 0, at: range) }
        let horizontal: [LayoutAttribute] = excluded == .left || excluded == .right ? [.left, .right] : [.leading, .trailing]
        var made: [Value] = []
        for edge in [LayoutAttribute.top, horizontal[0], .bottom, horizontal[1]] where edge != excluded {
            let inset = switch edge {
            case .top: insets.top
            case .bottom: insets.bottom
            case .left, .leading: insets.left
            default: insets.right
            }
            made.append(try pinToSuperview(view, edge, inset: inset, relation: .equal, guide: guide, at: range))
        }
        return .array(made)
    }

    /// `autoPinEdge:toEdge:ofView:withOffset:`, `autoMatchDimension:…`, `autoConstrainAttribute:…`.
    mutating func pureLayoutToOther(_ view: String, _ args: [EvaluatedArgument], offset: Bool, at range: SourceRange) throws(Interrupt) -> Value {
        let attribute = try pureLayoutAttribute(args, 0, at: range)
        let otherAttribute = try pureLayoutAttribute(args, nil, label: args.named("to") != nil ? "to"
                                                     : args.named("toEdge") != nil ? "toEdge" : args.named("toDimension") != nil ? "toDimension" : "toAttribute",
                                                     at: range)
        let other = try Library.required(args, ["of", "ofView"], "the other view", &self, at: range)
        let multiplier = try args.named("withMultiplier").map { a throws(Interrupt) in try Library.number(a.value, &self, at: a.range) } ?? 1
        return try pureLayoutConstraint(view, attribute, try pureLayoutRelation(args, at: range), to: other.value, otherAttribute,
                                        multiplier: multiplier, constant: try pureLayoutNumber(args, nil, label: "withOffset", at: range),
                                        at: range)
    }

    /// Makes and installs one constraint, as PureLayout's methods do, and returns it.
    /// `autoPin(toTopLayoutGuideOf: self, withInset: 8)`: the view's top 8 below the controller's
    /// safe area's top; at the bottom, its bottom that far above the safe area's bottom.
    mutating func pureLayoutToLayoutGuide(_ view: String, top: Bool, _ args: [EvaluatedArgument],
                                          at range: SourceRange) throws(Interrupt) -> Value {
        guard let controller = args.first else { throw fail("PureLayout needs the view controller here", at: range) }
        let owner = try Library.viewName(try Library.get(controller.value, "view", &self, nameRange: controller.range, range: controller.range),
                                         &self, at: controller.range)
        let inset = try args.named("withInset").map { a throws(Interrupt) in try Library.number(a.value, &self, at: a.range) } ?? 0
        var relation = RelationKind.equal
        if let r = args.named("relation"), case .enumCase(let name) = r.value {
            relation = name.lowercased().hasPrefix("less") ? .lessThanOrEqual : name.lowercased().hasPrefix("greater") ? .greaterThanOrEqual : .equal
        }
        // Inward at the bottom, as PureLayout takes a bottom inset: the constant and the inequality flip.
        if !top {
            relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
        }
        let attribute: LayoutAttribute = top ? .top : .bottom
        return try pureLayoutConstraint(view, attribute, relation, to: .guide(.safeAreaLayoutGuide, of: owner), attribute,
                                        multiplier: 1, constant: top ? inset : -inset, at: range)
    }

    mutating func pureLayoutConstraint(_ view: String, _ attribute: LayoutAttribute, _ relation: RelationKind, to other: Value?,
                                       _ otherAttribute: LayoutAttribute?, multiplier: Double, constant: Double,
                                       at range: SourceRange) throws(Interrupt) -> Value {
        try libraryConstraint(.view(view), attribute, relation, to: other, otherAttribute, multiplier: multiplier, constant: constant, at: range)
    }
}
