import Cassowary
import Layout

/// Apple's Visual Format Language and FLKAutoLayout's predicate strings.
///
/// VFL choices, as UIKit makes them: `H:` relates leading and trailing (left to right), `V:` top
/// and bottom; a lone `-` is the standard spacing, 8 points between siblings and 20 to the
/// superview's edge; `[a]-8-|` is written as `superview.trailing == a.trailing + 8`. Views named
/// in the string must be subviews of the superview given to `vfl`.
extension Session {
    static let standardSiblingSpacing = 8.0
    static let standardEdgeSpacing = 20.0

    mutating func addVisualFormat(_ command: VisualFormatCommand, _ context: inout Context) throws(Diagnostic) {
        let superview = try viewID(command.superview)
        var metrics: [String: Double] = [:]
        for metric in command.metrics { metrics[metric.name.name] = metric.value.value }
        let horizontal = command.format.orientation == .horizontal
        let (near, far, size): (Attribute, Attribute, Attribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)

        enum Neighbour { case edge, view(ViewID) }
        var constraints: [LayoutConstraint] = []
        var previous: Neighbour? = nil
        var pending: VisualFormatConnection? = nil

        func number(_ object: VisualFormatObject) throws(Diagnostic) -> Double {
            switch object {
            case .number(let n): return n.value
            case .name(let name):
                guard let value = metrics[name.name] else {
                    throw .error("no metric named '\(name.name)'; add it after the string: metrics \(name.name)=8",
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
        func connect(_ a: Neighbour, _ b: Neighbour, _ connection: VisualFormatConnection) throws(Diagnostic) {
            let touchesEdge: Bool
            switch (a, b) {
            case (.edge, _), (_, .edge): touchesEdge = true
            default: touchesEdge = false
            }
            var spacings: [(Relation, Double, Int)] = []
            switch connection.kind {
            case .flush: spacings = [(.equal, 0, 1000)]
            case .standard:
                spacings = [(.equal, touchesEdge ? Self.standardEdgeSpacing : Self.standardSiblingSpacing, 1000)]
            case .predicates(let predicates):
                for p in predicates {
                    if case .name(let name) = p.object, metrics[name.name] == nil, state.layout.id(of: name.name) != nil {
                        throw .error("a spacing cannot be a view; '\(name.name)' is a view, not a metric", at: name.range)
                    }
                    spacings.append((p.relation.map(Self.relation) ?? .equal, try number(p.object), try priority(p.priority)))
                }
            }
            for (relation, constant, priority) in spacings {
                switch (a, b) {
                case (.edge, .view(let v)):
                    constraints.append(LayoutConstraint(.view(v), near, relation, .view(superview), near,
                                                        constant: constant, priority: priority))
                case (.view(let v), .edge):
                    constraints.append(LayoutConstraint(.view(superview), far, relation, .view(v), far,
                                                        constant: constant, priority: priority))
                case (.view(let u), .view(let v)):
                    constraints.append(LayoutConstraint(.view(v), near, relation, .view(u), far,
                                                        constant: constant, priority: priority))
                case (.edge, .edge):
                    break
                }
            }
        }

        for element in command.format.elements {
            switch element {
            case .superview:
                if let previous, let pending { try connect(previous, .edge, pending) }
                previous = .edge
                pending = nil
            case .connection(let connection):
                pending = connection
            case .view(let element):
                let id = try viewID(element.name)
                guard state.layout.view(id)?.superview == superview else {
                    throw .error("'\(element.name.name)' is not a subview of '\(command.superview.name)'; "
                        + "'|' in the string means \(command.superview.name)'s edge", at: element.name.range)
                }
                for p in element.predicates {
                    let relation = p.relation.map(Self.relation) ?? .equal
                    let priority = try priority(p.priority)
                    if case .name(let name) = p.object, metrics[name.name] == nil {
                        let other = try viewID(name)
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
            }
        }
        for c in constraints {
            do { try state.layout.validate(c) } catch { throw Self.refusal(error, at: command.format.range) }
        }
        _ = try activate(constraints, at: command.format.range, &context)
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
