import Layout

/// One side of a layout equation as Anchorage and Cartography write it: anchors (one, or a group
/// such as a view's edges), times a multiplier, plus a constant — a number, or insets, a size or a
/// point for a group.
struct LayoutTerm {
    var anchors: [AnchorTarget]?
    var multiplier: Double = 1
    var constant: Value = .number(0)
}

/// Anchorage's operators on anchors (`a.topAnchor == b.bottomAnchor + 8`, `a.edgeAnchors ==
/// b.edgeAnchors + 10`, `~ .high`) and Cartography's inside `constrain(a, b) { a, b in … }`
/// (`a.top == b.bottom + 8`, `a.edges == inset(b.edges, 20)`, `a.width == b.width * 0.5 ~ .defaultLow`):
/// each relation makes its constraints, turns off the first view's autoresizing constraints and
/// installs them, as both libraries do. A group's number or insets push its far edges inward
/// (trailing and bottom take the constant negated, an inequality flipped), as both do.
extension Evaluator {
    /// The relation an equation makes, or nil when the operator is not a layout one here.
    mutating func layoutOperator(_ op: String, _ leftExpr: Expr, _ rightExpr: Expr, operatorRange: SourceRange, range: SourceRange,
                                 _ frame: Frame) throws(Interrupt) -> Value? {
        // Anchorage's `/==/`, `/<=/` and `/>=/` are its relations spelt for batches.
        var relation = Self.anchorageBatchRelations[op] ?? op
        var lhs = leftExpr
        var rhs = rightExpr
        var priority: Expr?
        if op == "~" {
            guard case .binary(let written, let l, let r, _, _) = leftExpr, ["==", "<=", ">="].contains(Self.anchorageBatchRelations[written] ?? written),
                  namesLayoutSide(l) else {
                // Not an equation's priority: Stevia's `view ~ 40` height, or a mistake said there.
                return nil
            }
            (relation, lhs, rhs, priority) = (Self.anchorageBatchRelations[written] ?? written, l, r, rightExpr)
        } else if ["==", "<=", ">="].contains(relation) {
            guard namesLayoutSide(leftExpr) else { return nil }
        } else {
            return nil
        }
        let left = try term(lhs, frame)
        guard let anchors = left.anchors else {
            // Not anchors after all (`a.top` of the app's own type): Swift's comparison.
            guard priority == nil else { throw fail("'~' needs a layout equation on its left", at: operatorRange) }
            return try Self.apply(op, left.constant, try evaluate(rhs, frame), &self, operatorRange: operatorRange)
        }
        let right = try term(rhs, frame)
        if right.anchors == nil, case .opaque(let text) = right.constant {
            // `a.topAnchor == topLayoutGuide.bottomAnchor + 16` where the app's own override
            // gives the guide: the app's anchor, which the paste does not hold.
            note("skipped '\(lhs.pathText) \(relation) …': '\(text)' is the app's, "
                + "not in the paste, so the constraint to it is not made")
            // The library turns off the left view's mask before it makes the constraint.
            for anchor in anchors {
                guard case .view(let name) = anchor.owner else { continue }
                try setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            }
            return .void
        }
        let level = try priority.map { p throws(Interrupt) in try Library.priority(try evaluate(p, frame), &self, at: p.range) }
        return try relate(anchors, relation, right, priority: level, at: range)
    }

    static let anchorageBatchRelations = ["/==/": "==", "/<=/": "<=", "/>=/": ">="]

    /// Whether an expression names an anchor or a group of them: `a.topAnchor`, `a.edgeAnchors`,
    /// and inside Cartography's block a proxy's `a.top`, `a.edges`.
    func namesLayoutSide(_ e: Expr) -> Bool {
        // A view's own anchors on implicit `self` in its class's code (`heightAnchor == 150`).
        if case .identifier(let name, _) = e { return name.hasSuffix("Anchor") || Self.anchorGroups[name] != nil }
        guard case .member(_, let name, _, _) = e else { return false }
        if name.hasSuffix("Anchor") || Self.anchorGroups[name] != nil { return true }
        return cartographyDepth > 0 && (Self.cartographyGroups[name] != nil || LayoutAttribute(rawValue: name) != nil || name == "baseline"
            || Self.cartographyMarginName(name) != nil)
    }

    /// Anchorage's groups of anchors on a view.
    static let anchorGroups: [String: [AnchorName]] = [
        "edgeAnchors": [.topAnchor, .leadingAnchor, .bottomAnchor, .trailingAnchor],
        "horizontalAnchors": [.leadingAnchor, .trailingAnchor],
        "verticalAnchors": [.topAnchor, .bottomAnchor],
        "centerAnchors": [.centerXAnchor, .centerYAnchor],
        "sizeAnchors": [.widthAnchor, .heightAnchor],
    ]

    /// The attribute of the margins guide a proxy's margin attribute names: `leadingMargin` is
    /// `leading`, `centerXWithinMargins` `centerX`, `edgesWithinMargins` `edges`; nil for others.
    static func cartographyMarginName(_ name: String) -> String? {
        for suffix in ["WithinMargins", "Margin"] where name.hasSuffix(suffix) && name.count > suffix.count {
            let inside = String(name.dropLast(suffix.count))
            if cartographyGroups[inside] != nil || AnchorName(rawValue: inside + "Anchor") != nil { return inside }
        }
        return nil
    }

    /// Cartography's compound properties of a proxy.
    static let cartographyGroups: [String: [AnchorName]] = [
        "edges": [.topAnchor, .leadingAnchor, .bottomAnchor, .trailingAnchor],
        "size": [.widthAnchor, .heightAnchor],
        "center": [.centerXAnchor, .centerYAnchor],
    ]

    /// A side's anchors, multiplier and constant, read from its shape (`b.bottom * 0.5 + 8`).
    mutating func term(_ e: Expr, _ frame: Frame) throws(Interrupt) -> LayoutTerm {
        switch e {
        case .binary(let op, let a, let b, let opRange, _) where op == "+" || op == "-":
            var left = try term(a, frame)
            var right = try term(b, frame)
            // A constant of the app's (`top + margin`, `margin` made from its `Metrics.gap`) is read
            // as a number is anywhere: a placeholder's number, with its note.
            if left.anchors != nil, right.anchors == nil {
                switch right.constant {
                case .opaque, .enumCase: right.constant = .number(try Library.number(right.constant, &self, at: opRange))
                default: break
                }
            }
            if op == "-" { right.constant = try negated(right.constant, at: opRange) }
            if left.anchors == nil, right.anchors != nil, op == "+" { swap(&left, &right) }
            guard right.anchors == nil else { throw fail("a layout equation has one anchor on each side", at: opRange) }
            left.constant = try sum(left.constant, right.constant, at: opRange)
            return left
        case .binary(let op, let a, let b, let opRange, _) where op == "*" || op == "/":
            var left = try term(a, frame)
            var right = try term(b, frame)
            if left.anchors == nil, right.anchors != nil, op == "*" { swap(&left, &right) }
            // A factor of the app's (`photo.width * ratio`, its value not in the paste) is read as
            // a number is anywhere: a placeholder's number, with its note.
            if left.anchors != nil, right.anchors == nil {
                switch right.constant {
                case .opaque, .enumCase: right.constant = .number(try Library.number(right.constant, &self, at: opRange))
                default: break
                }
            }
            guard left.anchors != nil, right.anchors == nil, case .number(var factor) = right.constant else {
                if left.anchors == nil, right.anchors == nil {
                    return LayoutTerm(anchors: nil, constant: try Self.apply(op, left.constant, right.constant, &self, operatorRange: opRange))
                }
                throw fail("an anchor is multiplied by a number", at: opRange)
            }
            if op == "/" {
                guard factor != 0 else { throw fail("division by zero", at: opRange) }
                factor = 1 / factor
            }
            left.multiplier *= factor
            if case .number(let c) = left.constant { left.constant = .number(c * factor) }
            return left
        case .call(.identifier("inset", _), let arguments, nil, let callRange) where cartographyDepth > 0 && !arguments.isEmpty:
            // Cartography's `inset(b.edges, 20)`, `inset(b.edges, 10, 20)`, `inset(b.edges, t, l, b, r)`,
            // `inset(b.edges, UIEdgeInsets(…))`.
            var edges = try term(arguments[0].value, frame)
            edges.constant = .insets(try cartographyInsets(Array(arguments.dropFirst()), frame, function: "inset(edges, …)", at: callRange),
                                     directional: true)
            return edges
        case .call(.member(let base, "inseted", _, _), let arguments, nil, let callRange) where cartographyDepth > 0 && !arguments.isEmpty:
            // Cartography's `b.edges.inseted(by: 8)`, `inseted(horizontally: 10, vertically: 2)`,
            // `inseted(top:leading:bottom:trailing:)`, `inseted(by: UIEdgeInsets(…))`.
            var edges = try term(base, frame)
            edges.constant = .insets(try cartographyInsets(arguments, frame, function: "inseted(…)", at: callRange), directional: true)
            return edges
        default:
            let value = try evaluate(e, frame)
            switch value {
            case .anchor(let target): return LayoutTerm(anchors: [target])
            case .library(.anchorExpression(let anchors, let multiplier, let constant)):
                return LayoutTerm(anchors: anchors, multiplier: multiplier, constant: .number(constant))
            case .array(let items) where !items.isEmpty && items.allSatisfy({ if case .anchor = $0 { true } else { false } }):
                return LayoutTerm(anchors: items.compactMap { if case .anchor(let t) = $0 { t } else { nil } })
            default: return LayoutTerm(anchors: nil, constant: value)
            }
        }
    }

    /// The insets of Cartography's `inset(edges, …)` and `edges.inseted(…)`, from the amounts
    /// after the edges: one for every edge (`by:`), the horizontal and vertical ones (labelled, or
    /// two unlabelled), the four (top, leading, bottom, trailing), or a `UIEdgeInsets`.
    mutating func cartographyInsets(_ arguments: [CallArgument], _ frame: Frame, function: String,
                                    at range: SourceRange) throws(Interrupt) -> EdgeInsets {
        var numbers: [Double] = []
        for argument in arguments {
            let value = try evaluate(argument.value, frame)
            if arguments.count == 1, case .insets(let given, _) = value { return given }
            numbers.append(try Library.number(value, &self, at: argument.range))
        }
        let labels = arguments.map(\.label)
        switch (numbers.count, labels.first ?? nil) {
        case (1, "horizontally"?): return EdgeInsets(top: 0, left: numbers[0], bottom: 0, right: numbers[0])
        case (1, "vertically"?): return EdgeInsets(top: numbers[0], left: 0, bottom: numbers[0], right: 0)
        case (1, _): return EdgeInsets(top: numbers[0], left: numbers[0], bottom: numbers[0], right: numbers[0])
        case (2, _): return EdgeInsets(top: numbers[1], left: numbers[0], bottom: numbers[1], right: numbers[0])
        case (4, _): return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        default: throw fail("\(function) takes 1, 2 or 4 amounts, or a UIEdgeInsets", at: range)
        }
    }

    func negated(_ value: Value, at range: SourceRange) throws(Interrupt) -> Value {
        switch value {
        case .number(let n): .number(-n)
        case .insets(let i, let d): .insets(EdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right), directional: d)
        default: throw fail("cannot subtract \(value.kindName) in a layout equation", at: range)
        }
    }

    func sum(_ a: Value, _ b: Value, at range: SourceRange) throws(Interrupt) -> Value {
        switch (a, b) {
        case (.number(let x), .number(let y)): .number(x + y)
        case (.number(0), _): b
        case (_, .number(0)): a
        // The app's value (an anchor of its own guide): kept, and the equation skipped.
        case (.opaque, _): a
        case (_, .opaque): b
        default: throw fail("cannot add \(b.kindName) to \(a.kindName) in a layout equation", at: range)
        }
    }

    /// Makes, turns on and returns the constraints `anchors relation right` stands for.
    mutating func relate(_ anchors: [AnchorTarget], _ relation: String, _ right: LayoutTerm, priority: Double?,
                         at range: SourceRange) throws(Interrupt) -> Value {
        let kind: RelationKind = relation == "==" ? .equal : relation == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
        if let others = right.anchors, others.count != anchors.count {
            throw fail("the two sides have \(anchors.count) and \(others.count) anchors", at: range)
        }
        let isGroup = anchors.count > 1
        var made: [Value] = []
        for (index, anchor) in anchors.enumerated() {
            guard let attribute = LayoutAttribute(rawValue: String(anchor.anchor.rawValue.dropLast("Anchor".count))) else {
                throw fail("'\(anchor.anchor.rawValue)' cannot be constrained here", at: range)
            }
            let isFar = [.bottom, .trailing, .right].contains(attribute)
            var constant: Double
            switch right.constant {
            case .number(let c): constant = isGroup && isFar && ![.width, .height].contains(attribute) ? -c : c
            case .insets(let i, _):
                constant = switch attribute {
                case .top: i.top
                case .leading, .left: i.left
                case .bottom: -i.bottom
                default: -i.right
                }
            case .size(let s): constant = attribute == .width ? s.width : s.height
            case .point(let p): constant = attribute == .centerX ? p.x : p.y
            case .priority(let p): constant = p
            // `line.height == .hairline`, `box.top == other.bottom + Theme.Gap`: the app's own
            // constant, not in the paste: 0, said.
            case .enumCase, .opaque, .type where Library.appConstantPath(right.constant, &self) != nil:
                constant = try Library.number(right.constant, &self, at: range)
            default: throw fail("a layout equation's constant is a number, not \(right.constant.kindName)", at: range)
            }
            var relation = kind
            // A group's far edge takes an inequality flipped: Anchorage's builders do so whatever
            // the constant (`a.horizontalAnchors >= b.horizontalAnchors + 8` keeps a inside b),
            // Cartography's for insets.
            let insets: Bool = if case .insets = right.constant { true } else { false }
            if isGroup, isFar, relation != .equal, insets || cartographyDepth == 0 {
                relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
            }
            let other = right.anchors?[index]
            let otherAttribute = other.flatMap { LayoutAttribute(rawValue: String($0.anchor.rawValue.dropLast("Anchor".count))) }
            if case .view(let name) = anchor.owner {
                try setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            } else if cartographyDepth > 0, case .guide(.layoutMarginsGuide, let name) = anchor.owner {
                // Cartography's `leadingMargin` is the view's own attribute: the view is its item.
                try setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            }
            let target: Value? = other.map { o in
                switch o.owner {
                case .view(let name): .view(name)
                case .guide(let g, let name): .guide(g, of: name)
                }
            }
            let constraint = try libraryConstraint(anchor.owner, attribute, relation, to: target, otherAttribute, multiplier: right.multiplier,
                                                   constant: constant, priority: priority, at: range)
            made.append(constraint)
        }
        if cartographyDepth > 0, !cartographyMade.isEmpty { cartographyMade[cartographyMade.count - 1] += made }
        return made.count == 1 ? made[0] : .array(made)
    }

    /// A proxy's attribute inside Cartography's block: `a.top` is the view's top anchor, `a.edges`
    /// its four edges; nil outside the block, or for a name that is no attribute.
    func cartographyMember(_ base: Value, _ name: String) -> Value? {
        guard cartographyDepth > 0 else { return nil }
        let owner: AnchorOwner
        switch base {
        case .view(let view): owner = .view(view)
        case .guide(let guide, let view): owner = .guide(guide, of: view)
        default: return nil
        }
        if let group = Self.cartographyGroups[name] {
            return .array(group.map { .anchor(AnchorTarget(owner: owner, anchor: $0)) })
        }
        // The attributes within the view's layout margins (`leadingMargin`, `centerXWithinMargins`,
        // `edgesWithinMargins`): its margins guide's, as UIKit's `.leadingMargin` attribute is.
        if case .view(let view) = owner, let inside = Self.cartographyMarginName(name) {
            return cartographyMember(.guide(.layoutMarginsGuide, of: view), inside)
        }
        let attribute = name == "baseline" ? "lastBaseline" : name
        guard let anchor = AnchorName(rawValue: attribute + "Anchor") else { return nil }
        return .anchor(AnchorTarget(owner: owner, anchor: anchor))
    }

    /// Cartography's `constrain(a, b) { a, b in … }` (or an array of views), `align(top: a, b)`
    /// and `distribute(by: 8, horizontally: a, b, c)`; nil for any other name.
    mutating func cartography(_ name: String, _ args: [EvaluatedArgument], trailing: Value?, at range: SourceRange) throws(Interrupt) -> Value? {
        switch name {
        case "ConstraintGroup" where args.isEmpty && trailing == nil:
            let id = newObject(Self.constraintGroupClass)
            swift.objects[id]?.fields["constraints"] = .array([])
            return .object(id)
        case "constrain":
            if let clear = args.first(where: { $0.label == "clear" }) {
                // `constrain(clear: group)`: the group's constraints are deactivated and it is emptied.
                try replaceGroupConstraints(clear.value, with: [], at: range)
                return .void
            }
            let replaced = args.first { $0.label == "replace" }
            guard let closure = trailing ?? args.last(where: { if case .closure = $0.value { true } else { false } })?.value else {
                throw fail("constrain(…) needs the block that relates the views", at: range)
            }
            var views = args.filter { ($0.label == nil || $0.label == "elements") && !isClosure($0.value) }
            for (index, view) in views.enumerated() {
                // `constrain(aView) { view in … }` in a listing whose page declares `aView`
                // elsewhere: a view made for it, on the root view, since the block reads its
                // superview and constrains it.
                guard case .opaque = view.value, case .identifier(let name, let nameRange) = view.expr,
                      let made = try viewDeclaredElsewhere(name, at: nameRange), case .view(let madeName) = made else { continue }
                skippedReads.remove(nameRange)
                try placeUnplacedStandIn(madeName, at: nameRange)
                views[index].value = made
                views[index].readsUnknown = false
            }
            cartographyDepth += 1
            cartographyMade.append([])
            defer {
                cartographyDepth -= 1
                cartographyMade.removeLast()
            }
            _ = try callValue(closure, views, trailing: nil, at: range)
            // What the block made, as Cartography's group: the one given as `replace:` loses the
            // constraints it held and keeps these.
            let made = cartographyMade.last ?? []
            if let replaced {
                try replaceGroupConstraints(replaced.value, with: made, at: range)
                return replaced.value
            }
            let id = newObject(Self.constraintGroupClass)
            swift.objects[id]?.fields["constraints"] = .array(made)
            return .object(id)
        case "layout" where swift.importedModules.contains("Cartography") && (trailing != nil || args.contains { isClosure($0.value) }):
            // Cartography before 1.0: `layout(a, b) { … }` is `constrain` followed by a layout
            // pass of the views' superview, so what the code reads next is laid out.
            let made = try cartography("constrain", args, trailing: trailing, at: range)
            for argument in args {
                guard case .view(let view) = argument.value, case .view(let parent) = superview(of: view) else { continue }
                if let id = layoutID(parent) { try applyIntrinsicSizes(at: range, inside: id) }
                laidOut(inside: parent)
                break
            }
            return made
        case "align":
            guard let first = args.first, let label = first.label, let anchor = AnchorName(rawValue: label + "Anchor") else {
                throw fail("align takes an edge and the views: align(top: a, b, c)", at: range)
            }
            let views = try flattenedViews(args, at: range)
            var made: [Value] = []
            for (previous, next) in zip(views, views.dropFirst()) {
                made.append(try relate([AnchorTarget(owner: .view(next), anchor: anchor)], "==",
                                       LayoutTerm(anchors: [AnchorTarget(owner: .view(previous), anchor: anchor)]), priority: nil, at: range))
            }
            return .array(made)
        case "distribute":
            guard let axis = args.first(where: { ["horizontally", "vertically", "leftToRight"].contains($0.label ?? "") })?.label else {
                throw fail("distribute takes horizontally:, vertically: or leftToRight:", at: range)
            }
            let amount = try args.named("by").map { a throws(Interrupt) in try Library.number(a.value, &self, at: a.range) } ?? 0
            let (start, end): (AnchorName, AnchorName) = switch axis {
            case "vertically": (.topAnchor, .bottomAnchor)
            case "leftToRight": (.leftAnchor, .rightAnchor)
            default: (.leadingAnchor, .trailingAnchor)
            }
            let views = try flattenedViews(args.filter { $0.label != "by" }, at: range)
            var made: [Value] = []
            for (previous, next) in zip(views, views.dropFirst()) {
                made.append(try relate([AnchorTarget(owner: .view(next), anchor: start)], "==",
                                       LayoutTerm(anchors: [AnchorTarget(owner: .view(previous), anchor: end)], constant: .number(amount)),
                                       priority: nil, at: range))
            }
            return .array(made)
        default:
            return nil
        }
    }

    static let constraintGroupClass = "ConstraintGroup"

    /// Whether a value is Cartography's `ConstraintGroup`, and the constraints it holds.
    func constraintGroup(_ value: Value) -> (id: Int, constraints: [Value])? {
        guard case .object(let id) = value, let object = swift.objects[id], object.className == Self.constraintGroupClass
        else { return nil }
        guard case .array(let held)? = object.fields["constraints"] else { return (id, []) }
        return (id, held)
    }

    /// Deactivates what a Cartography group holds and gives it `made` instead.
    mutating func replaceGroupConstraints(_ group: Value, with made: [Value], at range: SourceRange) throws(Interrupt) {
        guard let (id, held) = constraintGroup(group) else {
            throw fail("expected a ConstraintGroup, found \(group.kindName)", at: range)
        }
        func key(_ v: Value) -> String? { if case .constraint(let k) = v { k } else { nil } }
        let kept = Set(made.compactMap(key))
        let old = held.filter { key($0).map { !kept.contains($0) } ?? false }
        if !old.isEmpty { try setActive(old, false, holder: nil, method: "isActive", at: range) }
        swift.objects[id]?.fields["constraints"] = .array(made)
    }

    /// A Cartography group's `active`: whether all it holds are active; set, it turns them on or off.
    mutating func constraintGroupActive(_ group: Value, set value: Value?, at range: SourceRange) throws(Interrupt) -> Value? {
        guard let (_, held) = constraintGroup(group) else { return nil }
        guard let value else {
            return .bool(held.allSatisfy { item in
                guard case .constraint(let key) = item, let ids = session.state.names[key]?.ids else { return false }
                return ids.allSatisfy { session.state.layout.isActive($0) }
            })
        }
        try setActive(held, try Library.bool(value, &self, at: range), holder: nil, method: "isActive", at: range)
        return .void
    }

    func isClosure(_ value: Value) -> Bool {
        if case .closure = value { return true }
        return false
    }

    /// The views of a variadic list or an array, by name.
    mutating func flattenedViews(_ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> [String] {
        var views: [String] = []
        for argument in args {
            switch argument.value {
            case .view(let name): views.append(name)
            case .array(let items):
                for item in items { views.append(try Library.viewName(item, &self, at: argument.range)) }
            default: throw fail("expected views, found \(argument.value.kindName)", at: argument.range)
            }
        }
        return views
    }
}

extension Evaluator {
    /// Anchorage's arithmetic on an anchor outside a relation (`let half = view.widthAnchor / 2 - 20`):
    /// an expression kept for the relation that reads it, as the library's `LayoutExpression`;
    /// nil for any other operands.
    static func anchorExpression(_ op: String, _ left: Value, _ right: Value) -> Value? {
        // Align's `view.anchors.top + 8`, `anchors.width * 0.5`: the anchor with its offset or multiplier.
        switch (op, left, right) {
        case ("+", .library(.alignAnchor(var a)), .number(let n)), ("-", .library(.alignAnchor(var a)), .number(let n)):
            a.offset += op == "+" ? n : -n
            return .library(.alignAnchor(a))
        case ("*", .library(.alignAnchor(var a)), .number(let n)):
            a.offset *= n
            a.multiplier *= n
            return .library(.alignAnchor(a))
        default: break
        }
        func parts(_ v: Value) -> (anchors: [AnchorTarget], multiplier: Double, constant: Double)? {
            switch v {
            case .anchor(let a): ([a], 1, 0)
            case .library(.anchorExpression(let a, let m, let c)): (a, m, c)
            default: nil
            }
        }
        switch (op, left, right) {
        case ("+", _, .number(let n)), ("-", _, .number(let n)):
            guard let p = parts(left) else { return nil }
            return .library(.anchorExpression(p.anchors, multiplier: p.multiplier, constant: p.constant + (op == "+" ? n : -n)))
        case ("+", .number(let n), _):
            guard let p = parts(right) else { return nil }
            return .library(.anchorExpression(p.anchors, multiplier: p.multiplier, constant: p.constant + n))
        case ("*", _, .number(let n)), ("/", _, .number(let n)):
            guard let p = parts(left), op == "*" || n != 0 else { return nil }
            let factor = op == "*" ? n : 1 / n
            return .library(.anchorExpression(p.anchors, multiplier: p.multiplier * factor, constant: p.constant * factor))
        case ("*", .number(let n), _):
            guard let p = parts(right) else { return nil }
            return .library(.anchorExpression(p.anchors, multiplier: p.multiplier * n, constant: p.constant * n))
        default:
            return nil
        }
    }
}
