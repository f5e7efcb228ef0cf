import Cassowary
import Layout

/// Apple's Visual Format Language and FLKAutoLayout's predicate strings.
///
/// VFL choices, as UIKit makes them: `H:` relates leading and trailing (left to right), `V:` top
/// and bottom; a lone `-` is the standard spacing, 8 points between siblings, and at the
/// superview's edge the superview's layout margin (`|-[a]` is `a.leading == superview.leadingMargin`,
/// as UIKit's `layoutMargins` documentation says: 16 or 20 in a root view, 8 in most others);
/// `[a]-8-|` is written as `superview.trailing == a.trailing + 8`. Views named
/// in the string must be subviews of the superview given to `vfl`. Pasted
/// `NSLayoutConstraint.constraints(withVisualFormat:…)` reads the names through its `views:` and
/// `metrics:` dictionaries, and `|` is the superview the views it names share.
extension Session {
    static let standardSiblingSpacing = 8.0

    /// The margin attribute inset from an edge: `leading` → `leadingMargin`.
    static func margin(of edge: Attribute) -> Attribute {
        switch edge {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: edge
        }
    }

    mutating func addVisualFormat(_ command: VisualFormatCommand, _ context: inout Context) throws(Diagnostic) {
        let superview = try viewID(command.superview)
        var metrics: [String: Double] = [:]
        for metric in command.metrics { metrics[metric.name.name] = metric.value.value }
        let scope = VisualFormatScope(
            superview: (superview, command.superview.name), views: nil, metrics: metrics,
            metricHint: { "add it after the string: metrics \($0)=8" })
        let constraints = try visualFormatConstraints(command.format, scope)
        _ = try activate(constraints, at: command.format.range, &context)
    }

    /// How the names in a format string are read: the `vfl` command names views and gives the
    /// superview; pasted code maps the names through its `views:` and `metrics:` dictionaries and
    /// takes the views' own superview for `|`.
    struct VisualFormatScope {
        /// The superview `|` means, and its name; `nil` for the superview of the views named.
        var superview: (id: ViewID, name: String)?
        /// The `views:` dictionary; `nil` when the names in the string are the views' own.
        var views: [String: ViewID]?
        var metrics: [String: Double]
        var metricHint: (String) -> String
        var options: [FormatOption] = []
    }

    /// The constraints a format string stands for, validated, not yet activated.
    func visualFormatConstraints(_ format: VisualFormat, _ scope: VisualFormatScope) throws(Diagnostic)
        -> [LayoutConstraint]
    {
        let metrics = scope.metrics
        let horizontal = format.orientation == .horizontal
        var (near, far, size): (Attribute, Attribute, Attribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        if horizontal, scope.options.contains(where: { $0.name == .directionLeftToRight }) {
            (near, far) = (.left, .right)
        }
        // `.directionRightToLeft`: the string runs from the right edge leftwards, each view's right
        // a spacing left of the one before it (`H:|-10-[a]` is a's right 10 in from the right).
        // Each spacing is written the other way round: the later item's right stands before the
        // earlier's left, so an inequality still bounds the gap.
        let rightToLeft = horizontal && scope.options.contains { $0.name == .directionRightToLeft }
        if rightToLeft { (near, far) = (.right, .left) }
        for option in scope.options where option.name == .spacingBaselineToBaseline {
            throw .error("'\(option.name.rawValue)' is not modelled; leave it out (Layoutbook spaces views edge to edge)",
                         at: option.range)
        }
        func spacing(_ first: ViewID, _ firstAttribute: Attribute, _ relation: Relation, _ second: ViewID, _ secondAttribute: Attribute,
                     _ constant: Double, _ priority: Int) -> LayoutConstraint {
            rightToLeft
                ? LayoutConstraint(.view(second), secondAttribute, relation, .view(first), firstAttribute, constant: constant, priority: priority)
                : LayoutConstraint(.view(first), firstAttribute, relation, .view(second), secondAttribute, constant: constant, priority: priority)
        }

        func view(_ name: Identifier) throws(Diagnostic) -> ViewID {
            guard let views = scope.views else { return try viewID(name) }
            guard let id = views[name.name] else {
                throw .error("'\(name.name)' is not a key in the views dictionary; UIKit stops here with "
                    + "“\(name.name) is not a key in the views dictionary”", at: name.range,
                    suggestion: Suggestion.closest(to: name.name, in: views.keys.sorted()))
            }
            return id
        }
        func isView(_ name: String) -> Bool {
            if let views = scope.views { return views[name] != nil }
            return state.layout.id(of: name) != nil
        }

        // `|` is the given superview, or the superview of the first view in the string.
        var superview = scope.superview
        let hasEdge = format.elements.contains { if case .superview = $0 { true } else { false } }
        if superview == nil, hasEdge {
            for element in format.elements {
                guard case .view(let first) = element else { continue }
                let id = try view(first.name)
                guard let parent = state.layout.view(id)?.superview else {
                    throw .error("'|' is the superview of '\(first.name.name)', and it has none", at: first.name.range)
                }
                superview = (parent, state.layout.view(parent)?.name ?? "?")
                break
            }
        }

        enum Neighbour { case edge, view(ViewID) }
        var constraints: [LayoutConstraint] = []
        var previous: Neighbour? = nil
        var pending: VisualFormatConnection? = nil
        var named: [ViewID] = []

        func number(_ object: VisualFormatObject) throws(Diagnostic) -> Double {
            switch object {
            case .number(let n): return n.value
            case .name(let name):
                guard let value = metrics[name.name] else {
                    throw .error("no metric named '\(name.name)'; \(scope.metricHint(name.name))",
                                 at: name.range, suggestion: Suggestion.closest(to: name.name, in: metrics.keys.sorted()))
                }
                return value
            }
        }
        func priority(_ object: VisualFormatObject?) throws(Diagnostic) -> Int {
            guard let object else { return 1000 }
            let value = try number(object)
            guard value.rounded() == value, (1...1000).contains(value) else {
                throw .error("a priority is a whole number from 1 to 1000", at: object.range)
            }
            return Int(value)
        }
        // Each `|` is the superview of the view beside it, as UIKit reads it ("Unable to interpret
        // '|' character, because the related view doesn't have a superview"): a string whose views
        // lie in different superviews pins each end to its own view's (`V:|-20-[photo]-8-[caption]`
        // with the photo in a holder and the caption beside the holder).
        func edge(beside v: ViewID) -> ViewID? {
            if scope.superview != nil { return superview?.id }
            return state.layout.view(v)?.superview ?? superview?.id
        }
        func connect(_ a: Neighbour, _ b: Neighbour, _ connection: VisualFormatConnection) throws(Diagnostic) {
            let touchesEdge: Bool
            switch (a, b) {
            case (.edge, _), (_, .edge): touchesEdge = true
            default: touchesEdge = false
            }
            var spacings: [(Relation, Double, Int)] = []
            // A lone `-` at the edge is the superview's margin, not a number of points.
            var toMargin = false
            switch connection.kind {
            case .flush: spacings = [(.equal, 0, 1000)]
            case .standard:
                toMargin = touchesEdge
                spacings = [(.equal, touchesEdge ? 0 : Self.standardSiblingSpacing, 1000)]
            case .predicates(let predicates):
                for p in predicates {
                    if case .name(let name) = p.object, metrics[name.name] == nil, isView(name.name) {
                        throw .error("a spacing cannot be a view; '\(name.name)' is a view, not a metric", at: name.range)
                    }
                    spacings.append((p.relation.map(Self.relation) ?? .equal, try number(p.object), try priority(p.priority)))
                }
            }
            for (relation, constant, priority) in spacings {
                switch (a, b) {
                case (.edge, .view(let v)):
                    guard let edge = edge(beside: v) else { break }
                    constraints.append(spacing(v, near, relation, edge, toMargin ? Self.margin(of: near) : near, constant, priority))
                case (.view(let v), .edge):
                    guard let edge = edge(beside: v) else { break }
                    constraints.append(spacing(edge, toMargin ? Self.margin(of: far) : far, relation, v, far, constant, priority))
                case (.view(let u), .view(let v)):
                    constraints.append(spacing(v, near, relation, u, far, constant, priority))
                case (.edge, .edge):
                    break
                }
            }
        }

        for element in format.elements {
            switch element {
            case .superview:
                if let previous, let pending { try connect(previous, .edge, pending) }
                previous = .edge
                pending = nil
            case .connection(let connection):
                pending = connection
            case .view(let element):
                let id = try view(element.name)
                if let superview, scope.superview != nil, state.layout.view(id)?.superview != superview.id {
                    throw .error("'\(element.name.name)' is not a subview of '\(superview.name)'; "
                        + "'|' in the string means \(superview.name)'s edge", at: element.name.range)
                }
                // The view the string ends on, beside a closing `|`, needs a superview of its own.
                if hasEdge, scope.superview == nil, state.layout.view(id)?.superview == nil {
                    throw .error("'|' is the superview of '\(element.name.name)', and it has none", at: element.name.range)
                }
                for p in element.predicates {
                    let relation = p.relation.map(Self.relation) ?? .equal
                    let priority = try priority(p.priority)
                    if case .name(let name) = p.object, metrics[name.name] == nil {
                        let other = try view(name)
                        constraints.append(LayoutConstraint(.view(id), size, relation, .view(other), size, priority: priority))
                    } else {
                        constraints.append(LayoutConstraint(.view(id), size, relation, constant: try number(p.object),
                                                            priority: priority))
                    }
                }
                if let previous {
                    try connect(previous, .view(id), pending ?? VisualFormatConnection(kind: .flush, range: element.range))
                }
                previous = .view(id)
                pending = nil
                named.append(id)
            }
        }

        // `options: .alignAllTop`: every view the string names shares that attribute, neighbour by
        // neighbour, as UIKit adds them; the attribute must lie across the string's own axis.
        // UIKit checks that only where it aligns a view with the one before it: a string of one
        // view (`H:|[label(==header)]|` with `.alignAllCenterX`) aligns nothing and is not refused.
        for option in scope.options {
            guard let attribute = Self.alignment(option.name) else { continue }
            if named.count > 1, attribute.axis == (horizontal ? Axis.horizontal : Axis.vertical) {
                let edge = horizontal ? "horizontal" : "vertical"
                throw .error("Options mask required views to be aligned on a \(edge) edge, which is not allowed for "
                    + "layout that is also \(edge); a \(format.orientation.rawValue): string aligns on "
                    + (horizontal ? "top, bottom, centerY or a baseline" : "leading, trailing, left, right or centerX"),
                    at: option.range)
            }
            for (u, v) in zip(named, named.dropFirst()) {
                constraints.append(LayoutConstraint(.view(v), attribute, .equal, .view(u), attribute))
            }
        }
        for c in constraints {
            do { try state.layout.validate(c) } catch { throw Self.refusal(error, at: format.range) }
        }
        return constraints
    }

    /// The attribute an `alignAll…` option aligns on.
    static func alignment(_ option: FormatOptionName) -> Attribute? {
        switch option {
        case .alignAllLeft: .left
        case .alignAllRight: .right
        case .alignAllTop: .top
        case .alignAllBottom: .bottom
        case .alignAllLeading: .leading
        case .alignAllTrailing: .trailing
        case .alignAllCenterX: .centerX
        case .alignAllCenterY: .centerY
        case .alignAllFirstBaseline: .firstBaseline
        case .alignAllLastBaseline, .alignAllBaseline: .lastBaseline
        default: nil
        }
    }

    /// The constraints of pasted `NSLayoutConstraint.constraints(withVisualFormat:…)`, validated.
    func visualFormatCallConstraints(_ call: VisualFormatCall) throws(Diagnostic) -> [LayoutConstraint] {
        var views: [String: ViewID] = [:]
        for entry in try dictionaryEntries(call.views, "views") {
            guard case .view(let name) = entry.value else {
                throw .error("the views dictionary holds views; \"\(entry.key)\" is a number, which belongs in metrics:",
                             at: entry.range)
            }
            views[entry.key] = try viewID(Identifier(name, range: entry.range))
        }
        var metrics: [String: Double] = [:]
        if let argument = call.metrics {
            for entry in try dictionaryEntries(argument, "metrics") {
                guard case .number(let number) = entry.value else {
                    throw .error("the metrics dictionary holds numbers; \"\(entry.key)\" is a view, which belongs in views:",
                                 at: entry.range)
                }
                metrics[entry.key] = number
            }
        }
        let scope = VisualFormatScope(
            superview: nil, views: views, metrics: metrics,
            metricHint: { "add it to the metrics dictionary: metrics: [\"\($0)\": 8]" }, options: call.options)
        return try visualFormatConstraints(call.format, scope)
    }

    /// The entries of a dictionary argument, each with where to
    /// report a problem with it.
    func dictionaryEntries(_ argument: DictionaryArgument, _ what: String) throws(Diagnostic)
        -> [(key: String, value: StoredDictionary.Value, range: SourceRange)]
    {
        switch argument {
        case .literal(let literal):
            return try storedDictionary(literal).entries.enumerated().map { index, entry in
                (entry.key, entry.value, literal.entries[index].value.range)
            }
        }
    }

    /// A dictionary literal as a session keeps it: views by name (a view may not be placed yet,
    /// as `let views = ["a": a]` is often written before `addSubview`), numbers as they are.
    /// A key written twice is refused, as Swift stops on it.
    func storedDictionary(_ literal: DictionaryLiteral) throws(Diagnostic) -> StoredDictionary {
        var stored = StoredDictionary()
        var seen: Set<String> = []
        for entry in literal.entries {
            guard seen.insert(entry.key.value).inserted else {
                throw .error("the dictionary has the key \"\(entry.key.value)\" twice", at: entry.key.range)
            }
            switch entry.value {
            case .number(let number):
                stored.entries.append((entry.key.value, .number(number.value)))
            case .view(.name(let name)) where state.detached[name.name] != nil:
                stored.entries.append((entry.key.value, .view(name.name)))
            case .view(let item):
                let id = try view(item)
                stored.entries.append((entry.key.value, .view(state.layout.view(id)?.name ?? "view")))
            }
        }
        return stored
    }

    /// `flk VIEW METHOD [OTHER] "PREDICATES"`: FLKAutoLayout's `self.attr (==|<=|>=) other.attr ×
    /// multiplier + constant @priority`, one constraint per comma-separated predicate (priority
    /// 1000 unless written). Without OTHER, `align…` uses the superview and `constrainWidth` /
    /// `constrainHeight` a constant. Like FLK, it turns off the view's autoresizing mask.
    mutating func addFLK(_ command: FLKCommand, _ context: inout Context) throws(Diagnostic) {
        let id = try viewID(command.view)
        let (attribute, otherAttribute): (Attribute, Attribute) =
            switch command.method {
            case .alignTop: (.top, .top)
            case .alignBottom: (.bottom, .bottom)
            case .alignLeading: (.leading, .leading)
            case .alignTrailing: (.trailing, .trailing)
            case .alignLeft: (.left, .left)
            case .alignRight: (.right, .right)
            case .alignCenterX: (.centerX, .centerX)
            case .alignCenterY: (.centerY, .centerY)
            case .alignBaseline: (.lastBaseline, .lastBaseline)
            case .constrainWidth: (.width, .width)
            case .constrainHeight: (.height, .height)
            case .constrainTopSpace: (.top, .bottom)
            case .constrainBottomSpace: (.bottom, .top)
            case .constrainLeadingSpace: (.leading, .trailing)
            case .constrainTrailingSpace: (.trailing, .leading)
            }
        var other: Item? = nil
        if let name = command.other {
            other = .view(try viewID(name))
        } else if !attribute.isSize {
            switch command.method {
            case .constrainTopSpace, .constrainBottomSpace, .constrainLeadingSpace, .constrainTrailingSpace:
                throw .error("'\(command.method.rawValue)' needs the view to space from: flk \(command.view.name) "
                    + "\(command.method.rawValue) OTHER \"8\"", at: command.methodRange)
            default:
                guard let superview = state.layout.view(id)?.superview else {
                    throw .error("'\(command.view.name)' has no superview to align to", at: command.view.range)
                }
                other = .view(superview)
            }
        }
        var constraints: [LayoutConstraint] = []
        for p in command.predicates {
            let multiplier = p.multiplier?.value ?? 1
            guard multiplier.isFinite, multiplier != 0 || other == nil else {
                throw .error("a multiplier must be a finite number other than 0", at: p.range)
            }
            var priority = 1000
            if let n = p.priority {
                guard n.value.rounded() == n.value, (1...1000).contains(n.value) else {
                    throw .error("a priority is a whole number from 1 to 1000", at: n.range)
                }
                priority = Int(n.value)
            }
            constraints.append(LayoutConstraint(.view(id), attribute, p.relation.map(Self.relation) ?? .equal,
                                                other, other == nil ? nil : otherAttribute,
                                                multiplier: other == nil ? 1 : multiplier,
                                                constant: p.constant?.value ?? 0, priority: priority))
        }
        for c in constraints {
            do { try state.layout.validate(c) } catch { throw Self.refusal(error, at: command.range) }
        }
        try turnOffAutoresizingMask(id, &context)
        _ = try activate(constraints, at: command.range, &context)
    }
}
