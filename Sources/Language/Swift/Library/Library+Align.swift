import Layout

/// Align, as its public source behaves: `view.anchors` gives a view's (or a guide's) anchors,
/// and each method makes one constraint, turns off the view's
/// `translatesAutoresizingMaskIntoConstraints` and activates it at once (inside
/// `Constraints(activate: false) { … }` it is left inactive).
///
/// Read, Align 2 and 3: `equal`, `greaterThanOrEqual`, `lessThanOrEqual` (another anchor with
/// `constant:`, or a number for a width or height), `clamp(to:)`, `pin(to:inset:)` (the
/// superview unless named; trailing, right and bottom take the inset inward), `spacing(_:to:relation:)`
/// (bottom to top, trailing to leading, right to left take it the other way, relation flipped),
/// `align(offset:)` (a centre to the superview's), the arithmetic `anchor + 8`, `anchor * 0.5`,
/// `offsetting(by:)`, `multiplied(by:)`; the groups `edges.pin(to:insets:axis:alignment:)` (leading
/// and trailing; left and right after `absolute()`), `edges.equal(_:insets:)`,
/// `edges.lessThanOrEqual(_:insets:)`, `center.align()`, `center.align(with:)`,
/// `center.equal(_:offset:)`, `size.equal(CGSize)`, `size.equal(_:insets:multiplier:)` and their
/// inequalities; `Constraints(for: a, b) { a, b in … }` and `Constraints(activate: false) { … }`;
/// Align 2's `anchors.margins` and `anchors.safeArea`. Align 3's alignments: `.leading` pins
/// the leading edge and centres the view down (Align 2 filled it instead).
/// Align 1 (`view.al`): `pinToSuperview(inset:relation:)` (far edges flip the relation too),
/// `pinToSuperviewMargin`, `pinToSafeArea(of:)`, `pin(to:inset:relation:)`, `align(with:)`,
/// `alignWithSuperview(offset:)`, `set(_:)`, `match(_:)`, `edges(.top, .bottom)`,
/// `edges.pinToSuperview(insets:)` and its kin (left and right, absolute), `center.alignWithSuperview()`,
/// `size.set(_:)`, `size.match(_:insets:multiplier:)`.
extension Library {
    static let alignEdgeAttributes: Set<LayoutAttribute> = [.top, .bottom, .left, .right, .leading, .trailing]

    /// `view.anchors` and Align 1's `view.al`, on views and layout guides.
    static var alignMembers: [Member] {
        [("anchors", false), ("al", true)].map { name, legacy in
            .property(name, "AlignAnchors", "Align\(legacy ? " 1" : ""): the view's anchors (top, width, edges, center, size…)") {
                e, base, range throws(Interrupt) in
                switch base {
                case .view(let v): return .library(.alignAnchors(.view(v), legacy: legacy))
                case .guide(let g, let v): return .library(.alignAnchors(.guide(g, of: v), legacy: legacy))
                default: throw e.fail("expected a view or a layout guide, found \(base.kindName)", at: range)
                }
            }
        }
    }

    static var alignTypes: [LibraryType] {
        var anchors: [Member] = []
        let singles: [(String, LayoutAttribute)] = [
            ("top", .top), ("bottom", .bottom), ("left", .left), ("right", .right), ("leading", .leading), ("trailing", .trailing),
            ("centerX", .centerX), ("centerY", .centerY), ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
            ("width", .width), ("height", .height),
        ]
        for (name, attribute) in singles {
            anchors.append(.property(name, "Anchor", "Align: the \(attribute.rawValue) anchor") { e, base, range throws(Interrupt) in
                .library(.alignAnchor(AlignAnchor(owner: try alignOwner(base, &e, at: range), attribute: attribute)))
            })
        }
        anchors.append(.property("edges", "AnchorCollectionEdges", "Align: the four edges (leading and trailing; Align 1's left and right)") {
            e, base, range throws(Interrupt) in
            guard case .library(.alignAnchors(let owner, let legacy)) = base else { throw e.fail("expected Align's 'anchors'", at: range) }
            return .library(.alignEdges(owner, legacy ? [.left, .right, .bottom, .top] : [.leading, .trailing, .top, .bottom]))
        })
        anchors.append(.method("edges(_:)", "Align 1: the edges named (edges(.top, .bottom))") { e, base, args, _, range throws(Interrupt) in
            var edges: [LayoutAttribute] = []
            for arg in args {
                guard case .enumCase(let name) = arg.value, let edge = LayoutAttribute(rawValue: name), alignEdgeAttributes.contains(edge) else {
                    throw e.fail("Align's edges(…) takes .top, .bottom, .left, .right, .leading or .trailing", at: arg.range)
                }
                edges.append(edge)
            }
            return .library(.alignEdges(try alignOwner(base, &e, at: range), edges))
        })
        anchors.append(.property("center", "AnchorCollectionCenter", "Align: centerX and centerY") { e, base, range throws(Interrupt) in
            .library(.alignCenter(try alignOwner(base, &e, at: range)))
        })
        anchors.append(.property("size", "AnchorCollectionSize", "Align: width and height") { e, base, range throws(Interrupt) in
            .library(.alignSize(try alignOwner(base, &e, at: range)))
        })
        for (name, guide) in [("margins", LayoutGuideName.layoutMarginsGuide), ("safeArea", .safeAreaLayoutGuide)] {
            anchors.append(.property(name, "AlignAnchors", "Align 2: the \(guide.rawValue)'s anchors") { e, base, range throws(Interrupt) in
                guard case .library(.alignAnchors(.view(let view), let legacy)) = base else {
                    throw e.fail("\(name) is a view's, not a layout guide's", at: range)
                }
                return .library(.alignAnchors(.guide(guide, of: view), legacy: legacy))
            })
        }
        anchors.append(.property("item", "LayoutItem", "Align: the view or guide the anchors are of") { e, base, range throws(Interrupt) in
            try alignOwner(base, &e, at: range).value
        })
        return [LibraryType("AlignAnchors", help: "Align's 'view.anchors': the view's anchors and their groups", members: anchors),
                LibraryType("AlignAnchor", help: "an Align anchor: equal, pin, spacing, align…", members: alignAnchorMembers),
                LibraryType("AlignEdges", help: "Align's 'anchors.edges': pin, equal, lessThanOrEqual", members: alignEdgesMembers),
                LibraryType("AlignCenter", help: "Align's 'anchors.center': align, equal", members: alignCenterMembers),
                LibraryType("AlignSize", help: "Align's 'anchors.size': equal, lessThanOrEqual", members: alignSizeMembers)]
    }

    static func alignOwner(_ base: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> AnchorOwner {
        switch base {
        case .library(.alignAnchors(let owner, _)), .library(.alignEdges(let owner, _)), .library(.alignCenter(let owner)),
             .library(.alignSize(let owner)):
            return owner
        case .library(.alignAnchor(let anchor)): return anchor.owner
        default: throw e.fail("expected Align's anchors, found \(base.kindName)", at: range)
        }
    }

    static func alignAnchorArgument(_ arg: EvaluatedArgument, _ e: inout Evaluator) throws(Interrupt) -> AlignAnchor {
        if case .library(.alignAnchor(let anchor)) = arg.value { return anchor }
        throw e.fail("expected an Align anchor (other.anchors.top), found \(arg.value.kindName)", at: arg.range)
    }

    /// `relation: .greaterThanOrEqual`; equal when not given.
    static func alignRelation(_ args: [EvaluatedArgument], _ e: inout Evaluator) throws(Interrupt) -> RelationKind {
        guard let given = args.named("relation") else { return .equal }
        switch given.value {
        case .enumCase("equal"): return .equal
        case .enumCase("greaterThanOrEqual"): return .greaterThanOrEqual
        case .enumCase("lessThanOrEqual"): return .lessThanOrEqual
        default: throw e.fail("relation: is .equal, .greaterThanOrEqual or .lessThanOrEqual", at: given.range)
        }
    }

    static func alignNumber(_ args: [EvaluatedArgument], _ label: String?, _ e: inout Evaluator) throws(Interrupt) -> Double {
        guard let given = args.named(label) else { return 0 }
        return try number(given.value, &e, at: given.range)
    }

    static func alignAnchor(_ base: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> AlignAnchor {
        guard case .library(.alignAnchor(let anchor)) = base else { throw e.fail("expected an Align anchor", at: range) }
        return anchor
    }

    static var alignAnchorMembers: [Member] {
        var members: [Member] = []
        for (name, relation) in [("equal", RelationKind.equal), ("greaterThanOrEqual", .greaterThanOrEqual), ("lessThanOrEqual", .lessThanOrEqual)] {
            members.append(.method("\(name)(_:constant:)", "Align: \(relation.rawValue) another anchor (plus constant:), or a number for a size") {
                e, base, args, _, range throws(Interrupt) in
                let anchor = try alignAnchor(base, &e, at: range)
                guard let first = args.first, first.label == nil else { throw e.fail("\(name)(_:) needs an anchor or a number", at: range) }
                if case .library(.alignAnchor(let other)) = first.value {
                    return try e.alignConstraint(anchor, relation, to: other, constant: try alignNumber(args, "constant", &e), at: range)
                }
                guard Evaluator.isSize(anchor.attribute) else {
                    throw e.fail("Align relates a \(anchor.attribute.rawValue) anchor to another anchor, not to \(first.value.kindName)",
                                 at: first.range, hint: "write \(name)(other.anchors.\(anchor.attribute.rawValue))")
                }
                return try e.alignConstant(anchor, relation, try number(first.value, &e, at: first.range), at: range)
            })
        }
        members.append(.method("clamp(to:)", "Align: a width or height within a range (44...100)") { e, base, args, _, range throws(Interrupt) in
            let anchor = try alignAnchor(base, &e, at: range)
            guard let limits = args.first, case .array(let bounds) = limits.value, let low = bounds.first, let high = bounds.last else {
                throw e.fail("clamp(to:) takes a range, such as 44...100", at: range)
            }
            return .array([try e.alignConstant(anchor, .greaterThanOrEqual, try number(low, &e, at: limits.range), at: range),
                            try e.alignConstant(anchor, .lessThanOrEqual, try number(high, &e, at: limits.range), at: range)])
        })
        members.append(.method("pin(to:inset:relation:)", "Align: the edge to the superview's (or to:'s) same edge, inset inward") {
            e, base, args, _, range throws(Interrupt) in
            let anchor = try alignAnchor(base, &e, at: range)
            let container = if let to = args.named("to") { try e.alignItem(to.value, at: to.range) }
                else { try e.alignSuperview(anchor.owner, for: "pin()", at: range) }
            // Align 1's pin(to:inset:relation:) flips the relation on a far edge, as its pinToSuperview does.
            return try e.alignPin(anchor, to: container, anchor.attribute, inset: try alignNumber(args, "inset", &e),
                                  relation: try alignRelation(args, &e), at: range)
        })
        members.append(.method("spacing(_:to:relation:)", "Align: a gap between this edge and another") { e, base, args, _, range throws(Interrupt) in
            let anchor = try alignAnchor(base, &e, at: range)
            let spacing = try alignNumber(args, nil, &e)
            let other = try alignAnchorArgument(try required(args, ["to"], "the other anchor (to:)", &e, at: range), &e)
            let inverted = (anchor.attribute, other.attribute) == (.bottom, .top) || (anchor.attribute, other.attribute) == (.right, .left)
                || (anchor.attribute, other.attribute) == (.trailing, .leading)
            let relation = try alignRelation(args, &e)
            return try e.alignConstraint(anchor, inverted ? relation.flipped : relation, to: other, constant: inverted ? -spacing : spacing, at: range)
        })
        members.append(.method("align(offset:with:relation:)", labels: ["offset", "with", "relation"],
                               "Align: a centre to the superview's (offset:), or Align 1's align(with:) another anchor") {
            e, base, args, _, range throws(Interrupt) in
            let anchor = try alignAnchor(base, &e, at: range)
            if let with = args.named("with") {
                return try e.alignConstraint(anchor, try alignRelation(args, &e), to: try alignAnchorArgument(with, &e), constant: 0, at: range)
            }
            let parent = try e.alignSuperview(anchor.owner, for: "align()", at: range)
            return try e.alignConstraint(anchor, .equal, to: AlignAnchor(owner: parent, attribute: anchor.attribute),
                                         constant: try alignNumber(args, "offset", &e), at: range)
        })
        members.append(.method("offsetting(by:)", "Align: the anchor moved by a constant (anchor + 8)") { e, base, args, _, range throws(Interrupt) in
            var anchor = try alignAnchor(base, &e, at: range)
            anchor.offset += try alignNumber(args, "by", &e)
            return .library(.alignAnchor(anchor))
        })
        members.append(.method("multiplied(by:)", "Align: the anchor scaled (anchor * 0.5)") { e, base, args, _, range throws(Interrupt) in
            var anchor = try alignAnchor(base, &e, at: range)
            let factor = try alignNumber(args, "by", &e)
            anchor.offset *= factor
            anchor.multiplier *= factor
            return .library(.alignAnchor(anchor))
        })
        // Align 1.
        members.append(.method("pinToSuperview(inset:relation:)", "Align 1: the edge to the superview's, inset inward") {
            e, base, args, _, range throws(Interrupt) in
            let anchor = try alignAnchor(base, &e, at: range)
            return try e.alignPin(anchor, to: try e.alignSuperview(anchor.owner, for: "pinToSuperview()", at: range), anchor.attribute,
                                  inset: try alignNumber(args, "inset", &e), relation: try alignRelation(args, &e), at: range)
        })
        members.append(.method("pinToSuperviewMargin(inset:relation:)", "Align 1: the edge to the superview's margin") {
            e, base, args, _, range throws(Interrupt) in
            let anchor = try alignAnchor(base, &e, at: range)
            guard case .view(let parent) = try e.alignSuperview(anchor.owner, for: "pinToSuperviewMargin()", at: range) else {
                throw e.fail("a layout guide has no margins", at: range)
            }
            return try e.alignPin(anchor, to: .guide(.layoutMarginsGuide, of: parent), anchor.attribute, inset: try alignNumber(args, "inset", &e),
                                  relation: try alignRelation(args, &e), at: range)
        })
        members.append(.method("pinToSafeArea(of:inset:relation:)", "Align 1: the edge to a controller's safe area") {
            e, base, args, _, range throws(Interrupt) in
            let anchor = try alignAnchor(base, &e, at: range)
            let controller = try required(args, ["of"], "the view controller (of:)", &e, at: range)
            let root = try viewName(try get(controller.value, "view", &e, nameRange: controller.range, range: controller.range), &e, at: controller.range)
            return try e.alignPin(anchor, to: .guide(.safeAreaLayoutGuide, of: root), anchor.attribute, inset: try alignNumber(args, "inset", &e),
                                  relation: try alignRelation(args, &e), at: range)
        })
        members.append(.method("alignWithSuperview(offset:relation:)", "Align 1: a centre to the superview's") {
            e, base, args, _, range throws(Interrupt) in
            let anchor = try alignAnchor(base, &e, at: range)
            let parent = try e.alignSuperview(anchor.owner, for: "alignWithSuperview()", at: range)
            return try e.alignConstraint(anchor, try alignRelation(args, &e),
                                         to: AlignAnchor(owner: parent, attribute: anchor.attribute, offset: try alignNumber(args, "offset", &e)),
                                         constant: 0, at: range)
        })
        members.append(.method("set(_:relation:)", "Align 1: a width or height to a constant") { e, base, args, _, range throws(Interrupt) in
            let anchor = try alignAnchor(base, &e, at: range)
            return try e.alignConstant(anchor, try alignRelation(args, &e), try alignNumber(args, nil, &e), at: range)
        })
        members.append(.method("match(_:relation:)", "Align 1: a width or height to another's") { e, base, args, _, range throws(Interrupt) in
            let anchor = try alignAnchor(base, &e, at: range)
            guard let first = args.first, first.label == nil else { throw e.fail("match(_:) needs the other anchor", at: range) }
            return try e.alignConstraint(anchor, try alignRelation(args, &e), to: try alignAnchorArgument(first, &e), constant: 0, at: range)
        })
        return members
    }

    /// An alignment (`.center`, `.topLeading`, Align 3's meaning) as its horizontal and vertical parts.
    static let alignAlignments: [String: (horizontal: String, vertical: String)] = [
        "fill": ("fill", "fill"), "center": ("center", "center"), "topLeading": ("leading", "top"), "top": ("center", "top"),
        "topTrailing": ("trailing", "top"), "trailing": ("trailing", "center"), "bottomTrailing": ("trailing", "bottom"),
        "bottom": ("center", "bottom"), "bottomLeading": ("leading", "bottom"), "leading": ("leading", "center"),
    ]

    static func alignInsets(_ args: [EvaluatedArgument], _ e: inout Evaluator) throws(Interrupt) -> EdgeInsets {
        guard let given = args.named("insets") else {
            return EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        }
        switch given.value {
        case .insets(let insets, _): return insets
        default:
            let n = try number(given.value, &e, at: given.range, what: "insets (a number or UIEdgeInsets)")
            return EdgeInsets(top: n, left: n, bottom: n, right: n)
        }
    }

    static func alignEdges(_ base: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> (AnchorOwner, [LayoutAttribute]) {
        guard case .library(.alignEdges(let owner, let edges)) = base else { throw e.fail("expected Align's 'edges'", at: range) }
        return (owner, edges)
    }

    static var alignEdgesMembers: [Member] {
        var members: [Member] = [
            .method("absolute()", "Align: left and right instead of leading and trailing") { e, base, _, _, range throws(Interrupt) in
                let (owner, list) = try alignEdges(base, &e, at: range)
                return .library(.alignEdges(owner, list.map { $0 == .leading ? .left : $0 == .trailing ? .right : $0 }))
            },
            .method("pin(to:insets:axis:alignment:)", "Align: the edges to the superview's (or to:'s), inset; axis: and alignment: as Align 3") {
                e, base, args, _, range throws(Interrupt) in
                let (owner, list) = try alignEdges(base, &e, at: range)
                let target = if let to = args.named("to") { try e.alignItem(to.value, at: to.range) }
                    else { try e.alignSuperview(owner, for: "edges.pin()", at: range) }
                var alignment = (horizontal: "fill", vertical: "fill")
                if let given = args.named("alignment") {
                    guard case .enumCase(let name) = given.value, let known = alignAlignments[name] else {
                        throw e.fail("alignment: is one of " + alignAlignments.keys.sorted().map { "." + $0 }.joined(separator: ", "), at: given.range)
                    }
                    alignment = known
                }
                var axis: String? = nil
                if let given = args.named("axis") {
                    guard case .enumCase(let name) = given.value, ["horizontal", "vertical"].contains(name) else {
                        throw e.fail("axis: is .horizontal or .vertical", at: given.range)
                    }
                    axis = name
                }
                return .array(try e.alignPinEdges(owner, list, to: target, insets: try alignInsets(args, &e), axis: axis,
                                                  alignment: alignment, centers: true, at: range))
            },
            .method("equal(_:insets:)", "Align: the edges to another item's, inset") { e, base, args, _, range throws(Interrupt) in
                let (owner, list) = try alignEdges(base, &e, at: range)
                let other = try required(args, [nil], "the other view or guide", &e, at: range)
                return .array(try e.alignPinEdges(owner, list, to: try e.alignItem(other.value, at: other.range), insets: try alignInsets(args, &e),
                                                  axis: nil, alignment: ("fill", "fill"), centers: true, at: range))
            },
            .method("lessThanOrEqual(_:insets:)", "Align: the edges inside another item's, inset") { e, base, args, _, range throws(Interrupt) in
                let (owner, list) = try alignEdges(base, &e, at: range)
                let other = try required(args, [nil], "the other view or guide", &e, at: range)
                return .array(try e.alignPinEdges(owner, list, to: try e.alignItem(other.value, at: other.range), insets: try alignInsets(args, &e),
                                                  axis: nil, alignment: ("center", "center"), centers: false, at: range))
            },
        ]
        // Align 1: each edge on its own, relation flipped on the far ones.
        // (Align 1's edges.pin(to:insets:) is read by Align 2's pin, which makes the same constraints.)
        for (name, help) in [("pinToSuperview", "the superview's"), ("pinToSuperviewMargins", "the superview's margins"),
                             ("pinToSafeArea", "a controller's safe area")] {
            let signature = name == "pinToSafeArea" ? "pinToSafeArea(of:insets:relation:)" : "\(name)(insets:relation:)"
            members.append(.method(signature, "Align 1: the edges to \(help), each inset inward") { e, base, args, _, range throws(Interrupt) in
                let (owner, list) = try alignEdges(base, &e, at: range)
                let target: AnchorOwner
                switch name {
                case "pinToSafeArea":
                    let controller = try required(args, ["of"], "the view controller (of:)", &e, at: range)
                    target = .guide(.safeAreaLayoutGuide,
                                    of: try viewName(try get(controller.value, "view", &e, nameRange: controller.range, range: controller.range),
                                                     &e, at: controller.range))
                default:
                    guard case .view(let parent) = try e.alignSuperview(owner, for: "\(name)()", at: range) else {
                        throw e.fail("a layout guide has no superview to pin to", at: range)
                    }
                    target = name == "pinToSuperviewMargins" ? .guide(.layoutMarginsGuide, of: parent) : .view(parent)
                }
                let insets = try alignInsets(args, &e)
                let relation = try alignRelation(args, &e)
                var made: [Value] = []
                for edge in list {
                    let inset = edge == .top ? insets.top : edge == .bottom ? insets.bottom
                        : edge == .left || edge == .leading ? insets.left : insets.right
                    made.append(try e.alignPin(AlignAnchor(owner: owner, attribute: edge), to: target, edge, inset: inset,
                                               relation: relation, at: range))
                }
                return .array(made)
            })
        }
        return members
    }

    static var alignCenterMembers: [Member] {
        var members: [Member] = []
        for (name, relation) in [("equal", RelationKind.equal), ("greaterThanOrEqual", .greaterThanOrEqual), ("lessThanOrEqual", .lessThanOrEqual)] {
            members.append(.method("\(name)(_:offset:)", "Align: both centres \(relation.rawValue) another item's, offset by a CGPoint") {
                e, base, args, _, range throws(Interrupt) in
                let mine = try alignOwner(base, &e, at: range)
                let other = try required(args, [nil], "the other view or guide", &e, at: range)
                let target = try e.alignItem(other.value, at: other.range)
                var offset = Point(x: 0, y: 0)
                if let given = args.named("offset") {
                    guard case .point(let p) = given.value else { throw e.fail("offset: takes a CGPoint", at: given.range) }
                    offset = p
                }
                return .array([
                    try e.alignConstraint(AlignAnchor(owner: mine, attribute: .centerX), relation, to: AlignAnchor(owner: target, attribute: .centerX),
                                          constant: offset.x, at: range),
                    try e.alignConstraint(AlignAnchor(owner: mine, attribute: .centerY), relation, to: AlignAnchor(owner: target, attribute: .centerY),
                                          constant: offset.y, at: range),
                ])
            })
        }
        members.append(.method("align(with:)", "Align: both centres to the superview's, or with: another item's (Align 1: another's center)") {
            e, base, args, _, range throws(Interrupt) in
            let mine = try alignOwner(base, &e, at: range)
            let target: AnchorOwner
            if let with = args.named("with") {
                if case .library(.alignCenter(let other)) = with.value { target = other } else { target = try e.alignItem(with.value, at: with.range) }
            } else {
                target = try e.alignSuperview(mine, for: "center.align()", at: range)
            }
            return .array(try [LayoutAttribute.centerX, .centerY].map { axis throws(Interrupt) in
                try e.alignConstraint(AlignAnchor(owner: mine, attribute: axis), .equal, to: AlignAnchor(owner: target, attribute: axis),
                                      constant: 0, at: range)
            })
        })
        members.append(.method("alignWithSuperview()", "Align 1: both centres to the superview's") { e, base, _, _, range throws(Interrupt) in
            let mine = try alignOwner(base, &e, at: range)
            let parent = try e.alignSuperview(mine, for: "alignWithSuperview()", at: range)
            return .array(try [LayoutAttribute.centerX, .centerY].map { axis throws(Interrupt) in
                try e.alignConstraint(AlignAnchor(owner: mine, attribute: axis), .equal, to: AlignAnchor(owner: parent, attribute: axis),
                                      constant: 0, at: range)
            })
        })
        return members
    }

    static var alignSizeMembers: [Member] {
        func sized(_ name: String, _ relation: RelationKind, legacy: Bool) -> Member {
            .method(legacy ? "\(name)(_:insets:multiplier:relation:)" : "\(name)(_:insets:multiplier:)",
                    "Align\(legacy ? " 1" : ""): width and height \(relation.rawValue) a CGSize, or another item's size × multiplier − insets") {
                e, base, args, _, range throws(Interrupt) in
                let mine = try alignOwner(base, &e, at: range)
                let relation = legacy ? try alignRelation(args, &e) : relation
                let first = try required(args, [nil], "a CGSize or another item", &e, at: range)
                let width = AlignAnchor(owner: mine, attribute: .width), height = AlignAnchor(owner: mine, attribute: .height)
                if case .size(let size) = first.value {
                    return .array([try e.alignConstant(width, relation, size.width, at: range),
                                   try e.alignConstant(height, relation, size.height, at: range)])
                }
                let other: AnchorOwner
                if case .library(.alignSize(let theirs)) = first.value { other = theirs } else { other = try e.alignItem(first.value, at: first.range) }
                var insets = Size(width: 0, height: 0)
                if let given = args.named("insets") {
                    guard case .size(let s) = given.value else { throw e.fail("insets: takes a CGSize", at: given.range) }
                    insets = s
                }
                let multiplier = try args.named("multiplier").map { a throws(Interrupt) in try number(a.value, &e, at: a.range) } ?? 1
                return .array([
                    try e.alignConstraint(width, relation, to: AlignAnchor(owner: other, attribute: .width, offset: -insets.width, multiplier: multiplier),
                                          constant: 0, at: range),
                    try e.alignConstraint(height, relation, to: AlignAnchor(owner: other, attribute: .height, offset: -insets.height, multiplier: multiplier),
                                          constant: 0, at: range),
                ])
            }
        }
        return [sized("equal", .equal, legacy: false), sized("greaterThanOrEqual", .greaterThanOrEqual, legacy: false),
                // Align's own misspelling of the CGSize form.
                sized("greaterThanOrEqul", .greaterThanOrEqual, legacy: false), sized("lessThanOrEqual", .lessThanOrEqual, legacy: false),
                sized("set", .equal, legacy: true), sized("match", .equal, legacy: true)]
    }
}

extension Evaluator {
    /// The view or guide a `to:` or `with:` names.
    mutating func alignItem(_ value: Value, at range: SourceRange) throws(Interrupt) -> AnchorOwner {
        switch try constraintTarget(value, at: range) {
        case .view(let v): return .view(v)
        case .guide(let g, let v): return .guide(g, of: v)
        case .library(.alignAnchors(let owner, _)): return owner
        case let other: throw fail("expected a view or a layout guide, found \(other.kindName)", at: range)
        }
    }

    /// What Align pins and aligns to when no item is named: a view's superview, a guide's owning
    /// view. Align unwraps it with `!`, so a view with none is refused, as the app would crash.
    mutating func alignSuperview(_ owner: AnchorOwner, for method: String, at range: SourceRange) throws(Interrupt) -> AnchorOwner {
        switch owner {
        case .guide(_, let view): return .view(view)
        case .view(let view):
            if case .view(let parent) = superview(of: view) { return .view(parent) }
            throw fail("'\(viewName(view))' has no superview here, and Align's \(method) relates it to its superview "
                + "(unwrapped with '!', a crash in the app)", at: range, hint: "add it to a view before \(method)")
        }
    }

    /// `lhs relation rhs` as Align makes it from two anchors: the multiplier the right one's over
    /// the left one's, the constant plus the right one's offset less the left one's.
    mutating func alignConstraint(_ lhs: AlignAnchor, _ relation: RelationKind, to rhs: AlignAnchor, constant: Double,
                                  at range: SourceRange) throws(Interrupt) -> Value {
        guard lhs.multiplier != 0 else { throw fail("an Align anchor multiplied by 0 relates nothing", at: range) }
        return try alignAdd(lhs.owner, lhs.attribute, relation, to: rhs.owner, rhs.attribute, multiplier: rhs.multiplier / lhs.multiplier,
                            constant: constant - lhs.offset + rhs.offset, at: range)
    }

    /// A width or height to a constant (the anchor's own offset and multiplier not read, as Align does).
    mutating func alignConstant(_ anchor: AlignAnchor, _ relation: RelationKind, _ constant: Double, at range: SourceRange) throws(Interrupt) -> Value {
        guard Evaluator.isSize(anchor.attribute) else {
            throw fail("only a width or height is set to a number; a \(anchor.attribute.rawValue) anchor needs another anchor", at: range)
        }
        return try alignAdd(anchor.owner, anchor.attribute, relation, to: nil, nil, multiplier: 1, constant: constant, at: range)
    }

    /// An edge to a container's edge: the inset inward on the trailing, right and bottom edges,
    /// with Align 1's relation flipped there too (Align 2 and 3 relate them equal).
    mutating func alignPin(_ anchor: AlignAnchor, to container: AnchorOwner, _ attribute: LayoutAttribute, inset: Double,
                           relation: RelationKind, at range: SourceRange) throws(Interrupt) -> Value {
        let inverted = [LayoutAttribute.trailing, .right, .bottom].contains(anchor.attribute)
        guard anchor.multiplier != 0 else { throw fail("an Align anchor multiplied by 0 relates nothing", at: range) }
        return try alignAdd(anchor.owner, anchor.attribute, inverted ? relation.flipped : relation, to: container, attribute,
                            multiplier: 1 / anchor.multiplier, constant: (inverted ? -inset : inset) - anchor.offset, at: range)
    }

    /// Align's `edges.pin`: per axis, the near and far edges (equal when the alignment fills or
    /// sits at that edge, else an inequality that keeps the view inside) and, centred, the centre.
    mutating func alignPinEdges(_ owner: AnchorOwner, _ edges: [LayoutAttribute], to target: AnchorOwner, insets: EdgeInsets, axis: String?,
                                alignment: (horizontal: String, vertical: String), centers: Bool,
                                at range: SourceRange) throws(Interrupt) -> [Value] {
        var made: [Value] = []
        func constrain(_ attribute: LayoutAttribute, _ relation: RelationKind, _ constant: Double) throws(Interrupt) {
            made.append(try alignAdd(owner, attribute, relation, to: target, attribute, multiplier: 1, constant: constant, at: range))
        }
        if axis == nil || axis == "horizontal" {
            let near: LayoutAttribute = edges.contains(.left) ? .left : .leading
            let far: LayoutAttribute = edges.contains(.right) ? .right : .trailing
            let h = alignment.horizontal
            if edges.contains(near) { try constrain(near, h == "fill" || h == "leading" ? .equal : .greaterThanOrEqual, insets.left) }
            if edges.contains(far) { try constrain(far, h == "fill" || h == "trailing" ? .equal : .lessThanOrEqual, -insets.right) }
            if h == "center", centers { try constrain(.centerX, .equal, 0) }
        }
        if axis == nil || axis == "vertical" {
            let v = alignment.vertical
            if edges.contains(.top) { try constrain(.top, v == "fill" || v == "top" ? .equal : .greaterThanOrEqual, insets.top) }
            if edges.contains(.bottom) { try constrain(.bottom, v == "fill" || v == "bottom" ? .equal : .lessThanOrEqual, -insets.bottom) }
            if v == "center", centers { try constrain(.centerY, .equal, 0) }
        }
        return made
    }

    /// One constraint, made as Align's `Constraints.add` makes it: the first item's autoresizing
    /// constraints turned off when it is a view, activated at once.
    mutating func alignAdd(_ first: AnchorOwner, _ attribute: LayoutAttribute, _ relation: RelationKind, to other: AnchorOwner?,
                           _ otherAttribute: LayoutAttribute?, multiplier: Double, constant: Double,
                           at range: SourceRange) throws(Interrupt) -> Value {
        if case .view(let view) = first, !isOwnCellContentView(view) {
            try setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        }
        return try libraryConstraint(first, attribute, relation, to: other?.value, otherAttribute, multiplier: multiplier, constant: constant, at: range)
    }

    /// Align's `Constraints(for: a, b) { a, b in … }` (each view's anchors given to the closure)
    /// and `Constraints(activate: false) { … }`: the constraints the closure makes, returned, left
    /// inactive with `activate: false`. Nil for any other call.
    mutating func alignConstraintsGroup(_ name: String, _ args: [EvaluatedArgument], trailing: Value?, at range: SourceRange) throws(Interrupt) -> Value? {
        guard name == "Constraints", let closure = trailing ?? args.last(where: { isClosure($0.value) })?.value else { return nil }
        let items = args.filter { !isClosure($0.value) && $0.label != "activate" }
        var anchors: [Value] = []
        for item in items {
            anchors.append(.library(.alignAnchors(try alignItem(item.value, at: item.range), legacy: false)))
        }
        let active = args.named("activate").map { if case .bool(let b) = $0.value { b } else { true } } ?? true
        let made = try constraintsMade(by: closure, passing: anchors, at: range)
        if !active, !made.isEmpty { try setActive(made, false, holder: nil, method: "Constraints(activate: false)", at: range) }
        return .array(made)
    }
}
