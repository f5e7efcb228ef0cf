/// Stevia's operators and its `layout(…)` list, as the library's public source does them:
/// every constraint it makes has priority 751 (`defaultHigh + 1`), is installed at once, and
/// leaves `translatesAutoresizingMaskIntoConstraints` alone (only `subviews(…)`/`sv(…)` turn
/// it off); a margin `|-` or a gap `-` written without a number is 8 points; a view with no
/// superview gets no position constraint (its sizes are still set).
extension Evaluator {
    /// The priority of every constraint Stevia makes with its own helpers.
    static let steviaPriority: Double = 751
    /// The margin and gap `|-a-|` and `a-b` mean.
    static let steviaSpacing: Double = 8

    /// One Stevia constraint, `first.attribute relation multiplier × other.otherAttribute + constant`
    /// (the same attribute of `other` when none is named), at Stevia's priority.
    @discardableResult
    mutating func steviaConstraint(_ first: AnchorOwner, _ attribute: LayoutAttribute, _ relation: RelationKind = .equal,
                                   to other: Value?, _ otherAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
                                   constant: Double, at range: SourceRange) throws(Interrupt) -> Value {
        swift.writesStevia = true
        return try libraryConstraint(first, attribute, relation, to: other, other == nil ? nil : (otherAttribute ?? attribute),
                                     multiplier: multiplier, constant: constant, priority: Self.steviaPriority, at: range)
    }

    /// The superview of a view Stevia positions against; nil (with a note) when it has none,
    /// where Stevia makes nothing.
    mutating func steviaSuperview(_ view: String, for what: String) -> Value? {
        let parent = superview(of: view)
        guard case .view = parent else {
            note("'\(viewName(view))' has no superview yet, so Stevia's \(what) makes nothing (add it with subviews(…) first)")
            return nil
        }
        return parent
    }

    /// `v.top(8)`, `v.leading(>=8)`: the attribute to the superview's same one; the far edges
    /// (right, bottom, trailing) take the points inward and an inequality flipped, as Stevia does.
    mutating func steviaPosition(_ view: String, _ attribute: LayoutAttribute, _ amount: Value, at range: SourceRange) throws(Interrupt) {
        if case .library(.percentage(let p)) = amount {
            try steviaPercentPosition(view, attribute, p, at: range)
            return
        }
        var (relation, points) = try steviaAmount(amount, at: range)
        if [.right, .bottom, .trailing].contains(attribute) {
            points = -points
            relation = relation.flipped
        }
        guard let parent = steviaSuperview(view, for: attribute.rawValue + "(…)") else { return }
        try steviaConstraint(.view(view), attribute, relation, to: parent, constant: points, at: range)
    }

    /// `v.width(100)`, `v.height(>=40)`, `v.width(50%)`: a constant size, or a share of the
    /// superview's.
    mutating func steviaSize(_ view: String, _ attribute: LayoutAttribute, _ amount: Value, at range: SourceRange) throws(Interrupt) {
        if case .library(.percentage(let p)) = amount {
            guard let parent = steviaSuperview(view, for: attribute.rawValue + "(…%)") else { return }
            try steviaConstraint(.view(view), attribute, to: parent, multiplier: p / 100, constant: 0, at: range)
            return
        }
        let (relation, points) = try steviaAmount(amount, at: range)
        try steviaConstraint(.view(view), attribute, relation, to: nil, constant: points, at: range)
    }

    /// `top(10%)`: the top at a share of the superview's height (`Top == 10 % spv.Bottom`);
    /// `bottom(10%)` and `right(10%)` the share left over. Leading and trailing shares use a
    /// layout guide in Stevia and are not read here.
    mutating func steviaPercentPosition(_ view: String, _ attribute: LayoutAttribute, _ p: Double, at range: SourceRange) throws(Interrupt) {
        guard let parent = steviaSuperview(view, for: attribute.rawValue + "(…%)"), case .view(let parentName) = parent else { return }
        switch attribute {
        case .top: try steviaConstraint(.view(view), .top, to: parent, .bottom, multiplier: p / 100, constant: 0, at: range)
        case .left: try steviaConstraint(.view(view), .left, to: parent, .right, multiplier: p / 100, constant: 0, at: range)
        case .bottom, .right:
            let near: LayoutAttribute = attribute == .bottom ? .top : .left
            if p == 100 {
                try steviaConstraint(.view(view), attribute, to: .view(parentName), near, constant: 0, at: range)
            } else {
                try steviaConstraint(.view(view), attribute, to: parent, attribute, multiplier: (100 - p) / 100, constant: 0, at: range)
            }
        default:
            throw fail("Stevia's \(attribute.rawValue)(…%) places the view with a layout guide, which is not read here", at: range,
                       hint: "write the share with anchors: v.\(attribute.rawValue)Anchor.constraint(equalTo: …)")
        }
    }

    /// A number, or Stevia's `>=8` / `<=8`: the relation and the points.
    mutating func steviaAmount(_ value: Value, at range: SourceRange) throws(Interrupt) -> (RelationKind, Double) {
        if case .library(.constant(let relation, let n, _)) = value { return (relation, n) }
        return (.equal, try Library.number(value, &self, at: range))
    }

    // MARK: - Operators

    /// Stevia's prefix and postfix operators: `|-8` and `8-|` (a margin), `|-a` and `a-|` (the
    /// view 8 from the superview's edge), `|a` and `a|` (at its edge), `>=8`, `<=8` and `50%`.
    /// EasyPeasy's `==10` and `*0.5` are read here too. Nil for an operator that is not theirs.
    mutating func libraryUnary(_ op: String, _ value: Value, at range: SourceRange) throws(Interrupt) -> Value? {
        switch (op, value) {
        case (">=", .number(let n)): return .library(.constant(.greaterThanOrEqual, n, multiplier: 1))
        case ("<=", .number(let n)): return .library(.constant(.lessThanOrEqual, n, multiplier: 1))
        case ("==", .number(let n)): return .library(.constant(.equal, n, multiplier: 1))
        // EasyPeasy keeps the number as the constant too (`Width(*2)` is width × 2 + 2).
        case ("*", .number(let n)): return .library(.constant(.equal, n, multiplier: n))
        case ("post%", .number(let n)): return .library(.percentage(n))
        case ("|-", .number(let n)), ("|--", .number(let n)), ("post-|", .number(let n)), ("post--|", .number(let n)):
            swift.writesStevia = true
            return .library(.steviaMargin(n, .equal))
        case ("|-", .library(.constant(let relation, let n, _))), ("post-|", .library(.constant(let relation, let n, _))):
            return .library(.steviaMargin(n, relation))
        case ("|-", .view(let v)), ("|--", .view(let v)):
            try steviaEdge(v, .leading, Self.steviaSpacing, at: range)
            return value
        case ("post-|", .view(let v)), ("post--|", .view(let v)):
            try steviaEdge(v, .trailing, Self.steviaSpacing, at: range)
            return value
        case ("|", .view(let v)):
            try steviaEdge(v, .leading, 0, at: range)
            return value
        case ("post|", .view(let v)):
            try steviaEdge(v, .trailing, 0, at: range)
            return value
        case ("post-|", .array(let items)), ("post--|", .array(let items)), ("post|", .array(let items)):
            // `|-a-b-|`: the row's last view to the trailing edge.
            guard let last = items.last, case .view(let v) = last else { return nil }
            try steviaEdge(v, .trailing, op == "post|" ? 0 : Self.steviaSpacing, at: range)
            return value
        case ("|", .array(let items)):
            guard let first = items.first, case .view(let v) = first else { return nil }
            try steviaEdge(v, .leading, 0, at: range)
            return value
        case ("|-", .opaque), ("post-|", .opaque):
            // `|-20.FIT-a`: the app's own number extension, not in the paste.
            return .library(.steviaMargin(try Library.number(value, &self, at: range), .equal))
        case ("|->=", .number(let n)): return .library(.steviaMargin(n, .greaterThanOrEqual))
        case ("|-<=", .number(let n)): return .library(.steviaMargin(n, .lessThanOrEqual))
        default: return nil
        }
    }

    /// A view's leading (or trailing, taken inward) edge `points` from its superview's.
    mutating func steviaEdge(_ view: String, _ edge: LayoutAttribute, _ points: Double, relation: RelationKind = .equal,
                             at range: SourceRange) throws(Interrupt) {
        guard let parent = steviaSuperview(view, for: edge == .leading ? "|-" : "-|") else { return }
        if edge == .trailing, relation != .equal {
            // Stevia relates the superview's trailing edge to the view's: `spv.trailing >= v.trailing + 8`.
            guard case .view(let parentName) = parent else { return }
            try steviaConstraint(.view(parentName), .trailing, relation, to: .view(view), .trailing, constant: points, at: range)
            return
        }
        try steviaConstraint(.view(view), edge, relation, to: parent, constant: edge == .trailing ? -points : points, at: range)
    }

    /// Stevia's binary operators: the row `|-8-a-b-8-|` (`-` between margins, views and gaps),
    /// a height `a ~ 40`, and its attribute equations (`a.Top == b.Bottom + 8`, `Width == 100`,
    /// `a.Width == 50 % b.Width`). Nil when neither side is Stevia's.
    mutating func libraryBinary(_ op: String, _ left: Value, _ right: Value, at range: SourceRange) throws(Interrupt) -> Value? {
        switch op {
        case "-", "--":
            return try steviaRow(left, right, at: range)
        case "<-":
            return try easyOperator(left, right, at: range)
        case "~":
            guard let views = Self.steviaViews(left) else {
                throw fail("'~' gives a layout equation its priority (a.top == b.top ~ .high), or a view its height (Stevia's view ~ 40)",
                           at: range)
            }
            for view in views { try steviaSize(view, .height, right, at: range) }
            return left
        case "==", "<=", ">=":
            guard case .library(.steviaAttribute(let owner, let attribute, let c, let m)) = left else { return nil }
            let relation = RelationKind(rawValue: op) ?? .equal
            return try steviaEquation(owner, attribute, c, m, relation, right, at: range)
        case "+", "*", "/":
            if case .library(.steviaAttribute(let owner, let attribute, let c, let m)) = left,
               let n = steviaNumber(right) {
                switch op {
                case "+": return .library(.steviaAttribute(owner, attribute, constant: n, multiplier: m))
                case "*": return .library(.steviaAttribute(owner, attribute, constant: c, multiplier: n))
                default:
                    guard n != 0 else { throw fail("division by zero", at: range) }
                    return .library(.steviaAttribute(owner, attribute, constant: c, multiplier: 1 / n))
                }
            }
            if op == "*", case .library(.constant(let relation, let value, let m)) = left, case .number(let n) = right {
                // EasyPeasy's `(>=200) * 0.5`.
                return .library(.constant(relation, value, multiplier: m * n))
            }
            return nil
        case "%":
            if case .number(let p) = left, case .library(.steviaAttribute(let owner, let attribute, let c, _)) = right {
                return .library(.steviaAttribute(owner, attribute, constant: c, multiplier: p / 100))
            }
            return nil
        default:
            return nil
        }
    }

    /// A number on the right of a Stevia attribute; the app's own constant not in the paste
    /// (`.margin`, `Layout.gap`) is 0, with the note, as in an anchor's constant.
    mutating func steviaNumber(_ value: Value) -> Double? {
        switch value {
        case .number(let n): n
        case .enumCase(let name) where name.first?.isLowercase == true: placeholderNumber(for: "." + name)
        case .opaque(let text): placeholderNumber(for: text)
        default: nil
        }
    }

    /// `a.Top - 8`: the attribute with the constant -8 (Stevia's `-` sets the constant).
    mutating func steviaAttributeMinus(_ left: Value, _ right: Value) -> Value? {
        guard case .library(.steviaAttribute(let owner, let attribute, _, let m)) = left, let n = steviaNumber(right) else { return nil }
        return .library(.steviaAttribute(owner, attribute, constant: -n, multiplier: m))
    }

    /// The views a value stands for in a row: a view, or an array of views.
    static func steviaViews(_ value: Value) -> [String]? {
        switch value {
        case .view(let v): return [v]
        case .array(let items) where !items.isEmpty:
            var views: [String] = []
            for item in items {
                guard case .view(let v) = item else { return nil }
                views.append(v)
            }
            return views
        default: return nil
        }
    }

    /// One `-` of a Stevia row, with what Stevia's overload for the two sides does.
    mutating func steviaRow(_ left: Value, _ right: Value, at range: SourceRange) throws(Interrupt) -> Value? {
        if let made = steviaAttributeMinus(left, right) { return made }
        switch (left, right) {
        case (.library(.steviaMargin(let n, let relation)), .view(let v)):
            // `|-8-a`: the view's leading edge 8 from the superview's.
            try steviaEdge(v, .leading, n, relation: relation, at: range)
            return right
        case (.library(.steviaGap(let views, let n, let relation)), .view(let v)):
            if let last = views.last { try steviaGap(from: last, to: v, n, relation, at: range) }
            return .array((views + [v]).map { .view($0) })
        case (.library(.steviaSpace(let views)), .view(let v)):
            return .array((views + [v]).map { .view($0) })
        default:
            break
        }
        // The rest start with the row's views so far.
        guard let views = Self.steviaViews(left), let last = views.last else { return nil }
        switch right {
        case .library(.steviaMargin(let n, let relation)):
            // `a-8-|`: the row's last view 8 from the trailing edge.
            try steviaEdge(last, .trailing, n, relation: relation, at: range)
            return left
        case .number(let n):
            swift.writesStevia = true
            return .library(.steviaGap(views, n, .equal))
        case .opaque:
            return .library(.steviaGap(views, try Library.number(right, &self, at: range), .equal))
        case .library(.constant(let relation, let n, _)):
            // `a-(>=8)-b`.
            swift.writesStevia = true
            return .library(.steviaGap(views, n, relation))
        case .string:
            // `a-""-b`: a space with no constraint.
            return .library(.steviaSpace(views))
        case .view(let v):
            // `a-b`: the standard 8 between them, written as Stevia writes it: after one view
            // `b.leading == a.trailing + 8`, after a row `a.trailing == b.leading - 8`.
            if case .view = left {
                if steviaSuperview(last, for: "a - b row") != nil {
                    try steviaConstraint(.view(v), .leading, to: .view(last), .trailing, constant: Self.steviaSpacing, at: range)
                }
            } else {
                try steviaGap(from: last, to: v, Self.steviaSpacing, .equal, at: range)
            }
            return .array((views + [v]).map { .view($0) })
        default:
            return nil
        }
    }

    /// `a - n - b`: b's leading edge n after a's trailing edge (`a.trailing == b.leading - n`,
    /// as Stevia writes it, or `b.leading >= a.trailing + n` for a flexible gap).
    mutating func steviaGap(from a: String, to b: String, _ n: Double, _ relation: RelationKind, at range: SourceRange) throws(Interrupt) {
        guard steviaSuperview(b, for: "a - b row") != nil else { return }
        if relation == .equal {
            try steviaConstraint(.view(a), .trailing, to: .view(b), .leading, constant: -n, at: range)
        } else {
            try steviaConstraint(.view(b), .leading, relation, to: .view(a), .trailing, constant: n, at: range)
        }
    }

    /// `a.Top == b.Bottom + 8`, `a.Width == 100`, `a.Top >= b.Top`, `a.Top == guide.Top + 8`,
    /// with Stevia's rules: the right side's constant and multiplier win over the left's; a
    /// number alone relates the attribute to the superview's (bottom and right take it
    /// inward; width and height are constants); a view related to its own subview at the first
    /// level is written the other way round (`spv.Bottom == a.Bottom + 8` is `a.bottom ==
    /// spv.bottom + 8`), as Stevia writes it; a layout guide's attribute makes an anchor
    /// constraint of priority 1000.
    mutating func steviaEquation(_ owner: AnchorOwner, _ attribute: LayoutAttribute, _ leftConstant: Double?, _ leftMultiplier: Double?,
                                 _ relation: RelationKind, _ right: Value, at range: SourceRange) throws(Interrupt) -> Value {
        guard case .view(let view) = owner else { throw fail("Stevia's equations start with a view's attribute", at: range) }
        swift.writesStevia = true
        var right = right
        // `view.Top == .zero`: Stevia 4's operators took a CGFloat, whose `.zero` is 0.
        if case .enumCase("zero") = right { right = .number(0) }
        switch right {
        case .number(let n):
            guard let parent = steviaSuperview(view, for: "\(attribute.rawValue.capitalized) == …") else { return .void }
            let isSize = attribute == .width || attribute == .height
            let constant = attribute == .bottom || attribute == .right ? -n : n
            return try steviaConstraint(.view(view), attribute, relation, to: isSize ? nil : parent, constant: constant, at: range)
        case .library(.steviaAttribute(.guide(let guide, let guideView), let otherAttribute, let c, _)):
            // `a.Top == view.safeAreaLayoutGuide.Top + 8`: an anchor constraint, as Stevia makes it.
            return try libraryConstraint(.view(view), attribute, relation, to: .guide(guide, of: guideView), otherAttribute,
                                         constant: c ?? 0, at: range)
        case .library(.steviaAttribute(.view(let other), let otherAttribute, let c, let m)):
            if relation != .equal {
                return try steviaConstraint(.view(view), attribute, relation, to: .view(other), otherAttribute, multiplier: m ?? 1,
                                            constant: c ?? 0, at: range)
            }
            let constant = c ?? leftConstant ?? 0
            let multiplier = m ?? leftMultiplier ?? 1
            let sameLevel = Self.equal(superview(of: view), superview(of: other))
            if !sameLevel, case .view(let parent) = superview(of: other), viewName(parent) == viewName(view) {
                // The right side's view is in the left's: Stevia writes it first.
                return try steviaConstraint(.view(other), otherAttribute, to: .view(view), attribute, multiplier: multiplier,
                                            constant: constant, at: range)
            }
            return try steviaConstraint(.view(view), attribute, to: .view(other), otherAttribute, multiplier: multiplier,
                                        constant: constant, at: range)
        default:
            throw fail("Stevia relates an attribute to a number or another attribute, not \(right.kindName)", at: range)
        }
    }

    /// Stevia's `v.topConstraint`: the first active constraint made by the paste, in the order
    /// made, whose first or second item is the view at that attribute; nil when there is none.
    func steviaConstraint(on view: String, _ attribute: LayoutAttribute) -> Value {
        let layout = session.state.layout
        guard let id = layout.id(of: viewName(view)), swift.nextConstraint > 1 else { return .none }
        for n in 1..<swift.nextConstraint {
            let key = "$c\(n)"
            guard let named = session.state.names[key], let ids = named.ids, !ids.isEmpty, ids.allSatisfy(layout.isActive) else { continue }
            let matches = named.definitions.contains { d in
                (d.first == .view(id) && d.firstAttribute.rawValue == attribute.rawValue)
                    || (d.second == .view(id) && d.secondAttribute?.rawValue == attribute.rawValue)
            }
            if matches { return .constraint(key) }
        }
        return .none
    }

    // MARK: - layout(…)

    /// Stevia's `layout(…)`: a vertical list of rows and margins. A number before the first
    /// view is its top margin, after the last its bottom margin, between two views the gap;
    /// two views with nothing between them touch; `>=20` is a flexible margin; a row of
    /// several views (`|-a-b-|`) is centred on one line and placed by its first view; a
    /// string is a space with no constraint. Returns the views.
    mutating func steviaLayout(_ objects: [Value], at range: SourceRange) throws(Interrupt) -> Value {
        swift.writesStevia = true
        var previousMargin: (RelationKind, Double)?
        var previousPercent: Double?
        func placedView(_ value: Value) -> String? {
            switch value {
            case .view(let v): return v
            case .array(let items):
                if case .view(let v)? = items.first { return v }
                return nil
            default: return nil
            }
        }
        for (i, object) in objects.enumerated() {
            var view: String?
            switch object {
            case .view(let v):
                view = v
            case .array:
                guard let views = Self.steviaViews(object) else { throw fail("layout(…) takes views, rows and margins", at: range) }
                for (a, b) in zip(views, views.dropFirst()) {
                    if steviaSuperview(a, for: "align(horizontally:)") != nil {
                        try steviaConstraint(.view(a), .centerY, to: .view(b), .centerY, constant: 0, at: range)
                    }
                }
                view = views.first
            case .number, .opaque, .library(.constant), .library(.percentage):
                let isLast = i != 0 && i == objects.count - 1
                if case .library(.percentage(let p)) = object {
                    previousPercent = p
                    if isLast, let previous = placedView(objects[i - 1]) {
                        try steviaPercentPosition(previous, .bottom, p, at: range)
                    }
                } else {
                    let margin = try steviaAmount(object, at: range)
                    previousMargin = margin
                    if isLast, let previous = placedView(objects[i - 1]) {
                        try steviaPosition(previous, .bottom, Self.steviaAmountValue(margin), at: range)
                    }
                }
                continue
            case .string, .void:
                continue
            default:
                throw fail("layout(…) takes views, rows (|-a-b-|), margins (8, >=20, 10%) and strings, not \(object.kindName)", at: range)
            }
            guard let v = view else { continue }
            if let margin = previousMargin {
                if i == 1 {
                    try steviaPosition(v, .top, Self.steviaAmountValue(margin), at: range)
                } else if i >= 2, let above = placedView(objects[i - 2]) {
                    if margin.0 == .equal {
                        if steviaSuperview(above, for: "layout(…)") != nil {
                            try steviaConstraint(.view(v), .top, to: .view(above), .bottom, constant: margin.1, at: range)
                        }
                    } else {
                        try steviaConstraint(.view(v), .top, margin.0, to: .view(above), .bottom, constant: margin.1, at: range)
                    }
                }
                previousMargin = nil
            } else if let p = previousPercent {
                if i == 1 {
                    try steviaPercentPosition(v, .top, p, at: range)
                } else {
                    note("a percentage between two rows of Stevia's layout(…) is placed with a layout guide there; it is not read here")
                }
                previousPercent = nil
            } else if i > 0, case .view(let above) = objects[i - 1] {
                if steviaSuperview(above, for: "layout(…)") != nil {
                    try steviaConstraint(.view(v), .top, to: .view(above), .bottom, constant: 0, at: range)
                }
            }
        }
        return .array(objects.filter { if case .view = $0 { true } else { false } })
    }

    static func steviaAmountValue(_ margin: (RelationKind, Double)) -> Value {
        margin.0 == .equal ? .number(margin.1) : .library(.constant(margin.0, margin.1, multiplier: 1))
    }

    /// The values of a result builder's closure (`subviews { a; b }`, `layout { 8; |-a-| }`):
    /// each expression statement's value, in order; other statements run.
    mutating func builderValues(_ closure: Value, at range: SourceRange) throws(Interrupt) -> [Value] {
        guard case .closure(let c) = closure else { throw fail("expected a closure, found \(closure.kindName)", at: range) }
        let frame = Frame(scope: Scope(parent: c.scope), selfValue: c.selfValue, typeName: nil)
        var values: [Value] = []
        for statement in c.body {
            if case .expression(let e) = statement {
                values.append(try evaluate(e, frame))
            } else {
                try runInPlace([statement], frame: frame)
            }
        }
        return values
    }
}

extension RelationKind {
    /// `>=` for `<=` and the other way round: a relation read from the far side.
    var flipped: RelationKind {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

extension LibraryItem {
    /// A short description for messages.
    var kindName: String {
        switch self {
        case .steviaMargin: "a Stevia margin"
        case .steviaGap, .steviaSpace: "part of a Stevia row"
        case .percentage: "a percentage"
        case .constant: "a relation to a constant"
        case .steviaAttribute: "a Stevia attribute"
        case .easy: "EasyPeasy's 'easy'"
        case .easyAttributes: "an EasyPeasy attribute"
        case .propertyAnimator: "a property animator"
        case .layer: "a view's layer"
        case .textContainer: "a text view's text container"
        case .layoutDimension: "a collection layout dimension"
        case .sdLayout: "SDAutoLayout's 'sd_layout'"
        case .pinLayout: "PinLayout's 'pin'"
        case .pinEdge(_, nil): "PinLayout's 'edge'"
        case .pinEdge: "a PinLayout edge"
        case .pinAnchor(_, nil): "PinLayout's 'anchor'"
        case .pinAnchor: "a PinLayout anchor"
        case .anchorExpression: "an anchor expression"
        case .alignAnchors: "Align's 'anchors'"
        case .alignAnchor: "an Align anchor"
        case .alignEdges: "Align's 'edges'"
        case .alignCenter: "Align's 'center'"
        case .alignSize: "Align's 'size'"
        case .publisher: "a Combine publisher"
        }
    }

    /// The library table its members are in.
    var typeName: String? {
        switch self {
        case .easy: "EasyPeasy"
        case .easyAttributes: "EasyPeasyAttribute"
        case .propertyAnimator: "UIViewPropertyAnimator"
        case .sdLayout: "SDAutoLayout"
        case .pinLayout: "PinLayout"
        case .pinEdge(_, nil): "PinLayoutEdges"
        case .pinAnchor(_, nil): "PinLayoutAnchors"
        case .alignAnchors: "AlignAnchors"
        case .alignAnchor: "AlignAnchor"
        case .alignEdges: "AlignEdges"
        case .alignCenter: "AlignCenter"
        case .alignSize: "AlignSize"
        default: nil
        }
    }
}
