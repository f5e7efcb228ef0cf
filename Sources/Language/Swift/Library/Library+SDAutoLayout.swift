/// SDAutoLayout, as its public headers describe it: `view.sd_layout.leftSpaceToView(superview, 10)
/// .topEqualToView(other).widthIs(50).heightEqualToWidth()`. The library sets frames itself in
/// its superview's `layoutSubviews`, from rules each of which is one linear relation of the
/// view's edges or sizes to its superview's bounds, a sibling's frame or a number: here each
/// rule is that relation as a required constraint, which gives the same frames.
///
/// A space to the superview is measured from its own edge (`leftSpaceToView(superview, 10)`: x is
/// 10), a space to a sibling from the sibling's facing edge (`leftSpaceToView(icon, 10)`: 10 right
/// of the icon); `…EqualToView(v)` takes v's same edge or centre; `offset(n)` moves the equality
/// written just before it by n.
extension Library {
    /// One `…SpaceToView(view, space)` rule: the edge it sets, the facing edge of a sibling, and
    /// the sign of the space (inward from the superview's far edges).
    struct SDSpace: Sendable {
        var attribute: LayoutAttribute
        var siblingAttribute: LayoutAttribute
        var sign: Double
    }

    static let sdSpaces: [String: SDSpace] = [
        "leftSpaceToView": SDSpace(attribute: .left, siblingAttribute: .right, sign: 1),
        "rightSpaceToView": SDSpace(attribute: .right, siblingAttribute: .left, sign: -1),
        "topSpaceToView": SDSpace(attribute: .top, siblingAttribute: .bottom, sign: 1),
        "bottomSpaceToView": SDSpace(attribute: .bottom, siblingAttribute: .top, sign: -1),
    ]

    static let sdEqualities: [String: LayoutAttribute] = [
        "leftEqualToView": .left, "rightEqualToView": .right, "topEqualToView": .top, "bottomEqualToView": .bottom,
        "centerXEqualToView": .centerX, "centerYEqualToView": .centerY,
    ]

    /// `xIs(10)`, `widthIs(50)`, `maxWidthIs(200)`: a position in the superview or a size, and how
    /// it relates.
    static let sdValues: [String: (LayoutAttribute, RelationKind)] = [
        "xIs": (.left, .equal), "yIs": (.top, .equal), "centerXIs": (.centerX, .equal), "centerYIs": (.centerY, .equal),
        "widthIs": (.width, .equal), "heightIs": (.height, .equal),
        "maxWidthIs": (.width, .lessThanOrEqual), "maxHeightIs": (.height, .lessThanOrEqual),
        "minWidthIs": (.width, .greaterThanOrEqual), "minHeightIs": (.height, .greaterThanOrEqual),
    ]

    static var sdAutoLayoutTypes: [LibraryType] {
        var members: [Member] = []
        for (name, space) in sdSpaces.sorted(by: { $0.key < $1.key }) {
            members.append(.method("\(name)(_:_:)", "SDAutoLayout: the \(space.attribute.rawValue) edge that far from the superview's own, or from a sibling's facing edge") {
                e, base, args, _, range throws(Interrupt) in
                guard args.count == 2 else { throw e.fail("SDAutoLayout's \(name) takes a view and a space: \(name)(view, 10)", at: range) }
                let amount = try number(args[1].value, &e, at: range)
                return try e.sdRule(base, name, at: range) { e, view, superview throws(Interrupt) in
                    let other = args[0].value
                    var toSuperview = false
                    if case .view(let o) = other, o == superview { toSuperview = true }
                    return try e.libraryConstraint(.view(view), space.attribute, .equal, to: other,
                                                   toSuperview ? space.attribute : space.siblingAttribute,
                                                   constant: space.sign * amount, at: range)
                }
            })
        }
        for (name, attribute) in sdEqualities.sorted(by: { $0.key < $1.key }) {
            members.append(.method("\(name)(_:)", "SDAutoLayout: the \(attribute.rawValue) equal to that view's") {
                e, base, args, _, range throws(Interrupt) in
                guard let other = args.first?.value, args.count == 1 else { throw e.fail("SDAutoLayout's \(name) takes a view", at: range) }
                return try e.sdRule(base, name, at: range) { e, view, _ throws(Interrupt) in
                    try e.libraryConstraint(.view(view), attribute, .equal, to: other, attribute, constant: 0, at: range)
                }
            })
        }
        for (name, (attribute, relation)) in sdValues.sorted(by: { $0.key < $1.key }) {
            members.append(.method("\(name)(_:)", "SDAutoLayout: the \(attribute.rawValue) \(relation == .equal ? "is" : relation == .lessThanOrEqual ? "at most" : "at least") that number") {
                e, base, args, _, range throws(Interrupt) in
                guard let amount = args.first?.value, args.count == 1 else { throw e.fail("SDAutoLayout's \(name) takes a number", at: range) }
                let n = try number(amount, &e, at: range)
                return try e.sdRule(base, name, at: range) { e, view, superview throws(Interrupt) in
                    if attribute == .width || attribute == .height {
                        return try e.libraryConstraint(.view(view), attribute, relation, to: nil, nil, constant: n, at: range)
                    }
                    guard let superview else { return nil }
                    // A position in the superview's bounds: from its left or top edge.
                    let origin: LayoutAttribute = attribute == .left || attribute == .centerX ? .left : .top
                    return try e.libraryConstraint(.view(view), attribute, relation, to: .view(superview), origin, constant: n, at: range)
                }
            })
        }
        for (name, attribute) in [("widthRatioToView", LayoutAttribute.width), ("heightRatioToView", .height)] {
            members.append(.method("\(name)(_:_:)", "SDAutoLayout: the \(attribute.rawValue) that fraction of the view's") {
                e, base, args, _, range throws(Interrupt) in
                guard args.count == 2 else { throw e.fail("SDAutoLayout's \(name) takes a view and a ratio", at: range) }
                let ratio = try number(args[1].value, &e, at: range)
                return try e.sdRule(base, name, at: range) { e, view, _ throws(Interrupt) in
                    try e.libraryConstraint(.view(view), attribute, .equal, to: args[0].value, attribute, multiplier: ratio, constant: 0, at: range)
                }
            })
        }
        for (name, attribute, other) in [("widthEqualToHeight", LayoutAttribute.width, LayoutAttribute.height),
                                         ("heightEqualToWidth", .height, .width)] {
            members.append(.method("\(name)()", "SDAutoLayout: the \(attribute.rawValue) equal to the view's own \(other.rawValue)") {
                e, base, _, _, range throws(Interrupt) in
                try e.sdRule(base, name, at: range) { e, view, _ throws(Interrupt) in
                    try e.libraryConstraint(.view(view), attribute, .equal, to: .view(view), other, constant: 0, at: range)
                }
            })
        }
        // `autoHeightRatio(0)` on a label: its height follows its text, as its intrinsic height
        // does; a ratio of 0 adds no rule on either axis.
        for (name, attribute, other) in [("autoHeightRatio", LayoutAttribute.height, LayoutAttribute.width), ("autoWidthRatio", .width, .height)] {
            members.append(.method("\(name)(_:)", "SDAutoLayout: the \(attribute.rawValue) that ratio of the \(other.rawValue); 0 adds none") {
                e, base, args, _, range throws(Interrupt) in
                let ratio = try args.first.map { a throws(Interrupt) in try number(a.value, &e, at: range) } ?? 0
                return try e.sdRule(base, name, at: range) { e, view, _ throws(Interrupt) in
                    guard ratio != 0 else { return nil }
                    return try e.libraryConstraint(.view(view), attribute, .equal, to: .view(view), other, multiplier: ratio, constant: 0, at: range)
                }
            })
        }
        members.append(.method("spaceToSuperView(_:)", "SDAutoLayout: every edge that far inside the superview") {
            e, base, args, _, range throws(Interrupt) in
            guard let first = args.first, case .insets(let insets, _) = first.value else {
                throw e.fail("SDAutoLayout's spaceToSuperView takes insets: spaceToSuperView(UIEdgeInsetsMake(0, 0, 0, 0))", at: range)
            }
            var result = base
            for (attribute, constant) in [(LayoutAttribute.top, insets.top), (.left, insets.left), (.bottom, -insets.bottom), (.right, -insets.right)] {
                result = try e.sdRule(result, "spaceToSuperView", at: range) { e, view, superview throws(Interrupt) in
                    guard let superview else { return nil }
                    return try e.libraryConstraint(.view(view), attribute, .equal, to: .view(superview), attribute, constant: constant, at: range)
                }
            }
            return result
        })
        members.append(.method("offset(_:)", "SDAutoLayout: moves the equality written just before by that much") {
            e, base, args, _, range throws(Interrupt) in
            guard case .library(.sdLayout(let view, let last)) = base else { throw e.fail("expected SDAutoLayout's 'sd_layout'", at: range) }
            let amount = try number(args.first?.value ?? .number(0), &e, at: range)
            if let last {
                try e.setConstraintValue(last, .constant(Evaluator.literal(amount, range)), at: range)
            }
            return .library(.sdLayout(view, last: last))
        })
        return [LibraryType("SDAutoLayout", help: "SDAutoLayout's 'view.sd_layout': rules chained as block calls", members: members)]
    }

    /// `view.sd_layout`.
    static let sdLayoutMember: Member = .property("sd_layout", "SDAutoLayout", "SDAutoLayout: leftSpaceToView(v, 10), widthIs(50)…") {
        e, base, range throws(Interrupt) in
        let view = try viewName(base, &e, at: range)
        // The library sets the view's frame itself: its mask makes no constraints against the rules.
        if !e.sdIsCell(view) {
            try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            // Nor does its content size count, as Auto Layout's intrinsic size would: a button
            // pinned to its cell's top and bottom does not make the cell as tall as its title.
            // (A label's text does, where the rules ask for it: autoHeightRatio(0), one line.)
            if !Library.isSubtype(e.viewClass(of: view), of: "UILabel") {
                for kind in [LayoutPrioritySetting.Kind.hugging, .compressionResistance] {
                    for axis in ["horizontal", "vertical"] {
                        try e.setLayoutPriority(view, kind, [
                            EvaluatedArgument(label: nil, value: .priority(1), range: range, expr: .nilLiteral(range)),
                            EvaluatedArgument(label: "for", value: .enumCase(axis), range: range, expr: .nilLiteral(range)),
                        ], at: range)
                    }
                }
            }
        }
        return .library(.sdLayout(view, last: nil))
    }

    /// `[self.contentView sd_addSubviews:@[icon, title]]`: each view of the array added, in order.
    static let sdAddSubviewsMember: Member = .method("sd_addSubviews(_:)", "SDAutoLayout: adds each view of the array, in order") {
        e, base, args, _, range throws(Interrupt) in
        guard let first = args.first, case .array(let views) = first.value else {
            throw e.fail("SDAutoLayout's sd_addSubviews takes an array of views: sd_addSubviews(@[a, b])", at: range)
        }
        for view in views { try e.addSubview(base, view, at: range) }
        return .void
    }

    /// `[cell setupAutoHeightWithBottomView:thumb bottomMargin:15]` (and its width twin): the
    /// view as tall as that subview's bottom and the margin, as the library sizes it; on a cell,
    /// its content, which makes the row that tall.
    static func sdAutoSizeMember(height: Bool) -> Member {
        let signature = height ? "setupAutoHeightWithBottomView(_:bottomMargin:)" : "setupAutoWidthWithRightView(_:rightMargin:)"
        let help = height ? "SDAutoLayout: the view as tall as that subview's bottom and the margin"
            : "SDAutoLayout: the view as wide as that subview's right edge and the margin"
        return .method(signature, help) { e, base, args, _, range throws(Interrupt) in
            guard args.count == 2, case .view = args[0].value else {
                throw e.fail("SDAutoLayout's \(signature) takes a subview and a margin", at: range)
            }
            let margin = try number(args[1].value, &e, at: args[1].range)
            let edge: LayoutAttribute = height ? .bottom : .right
            _ = try e.libraryConstraint(.view(try viewName(base, &e, at: range)), edge, .equal, to: args[0].value, edge,
                                        constant: margin, at: range)
            return .void
        }
    }

    /// `[label setSingleLineAutoResizeWithMaxWidth:60]`: one line, as wide as its text up to that width.
    static let sdSingleLineMember: Member = .method("setSingleLineAutoResizeWithMaxWidth(_:)",
                                                    "SDAutoLayout: the label on one line, as wide as its text up to that width") {
        e, base, args, _, range throws(Interrupt) in
        let view = try viewName(base, &e, at: range)
        let width = try number(args.first?.value ?? .number(0), &e, at: range)
        _ = try e.libraryConstraint(.view(view), .width, .lessThanOrEqual, to: nil, nil, constant: width, at: range)
        return .void
    }
}

extension Evaluator {
    /// One SDAutoLayout rule on the view of `sd_layout`: made by `make` with the view's superview
    /// (nil when it has none yet, where the library has nothing to measure from); the chain goes on
    /// with the rule made as the one `offset(_:)` moves.
    mutating func sdRule(_ base: Value, _ name: String, at range: SourceRange,
                         _ make: (inout Evaluator, String, String?) throws(Interrupt) -> Value?) throws(Interrupt) -> Value {
        guard case .library(.sdLayout(let view, _)) = base else { throw fail("expected SDAutoLayout's 'sd_layout'", at: range) }
        // A cell's content view (`self.contentView.sd_layout.spaceToSuperView(…)`, which apps write
        // against a table's section index): it fills its cell, as UIKit lays it out.
        if sdIsCell(view) {
            note("SDAutoLayout's \(name) on a cell's content view: the content view fills its cell, as UIKit lays it out")
            return base
        }
        var superview: String? = nil
        if case .view(let parent) = self.superview(of: view) { superview = parent }
        let made = try make(&self, view, superview)
        if case .constraint(let key)? = made { return .library(.sdLayout(view, last: key)) }
        return .library(.sdLayout(view, last: nil))
    }
}

extension Evaluator {
    /// Whether the view is a table or collection view cell (whose `contentView` is read as the cell).
    func sdIsCell(_ view: String) -> Bool {
        let cls = viewClass(of: view)
        return Library.isSubtype(cls, of: "UITableViewCell") || Library.isSubtype(cls, of: "UICollectionViewCell")
            || Library.isSubtype(cls, of: "UITableViewHeaderFooterView")
    }
}
