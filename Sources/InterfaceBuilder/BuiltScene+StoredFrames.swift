import Layout

/// A required constraint of the document that the frames IB stored do not satisfy: the stored
/// frames are older than the constraints (Xcode's "Update Frames" was not run since), so no
/// layout reproduces them. What explains a misplaced view nothing Layoutbook measures explains.
public struct StaleFrame: Hashable, Sendable {
    /// The `<constraint>` element's id or identifier.
    public var constraint: String
    /// The constrained attribute's value on the stored frames, and the value the constraint asks.
    public var stored: Double
    public var asked: Double
    /// The axis of the constrained attribute (nil: a baseline or margin, never checked).
    public var axis: Axis? = nil
    /// Whether the constraint relates a width to a height (an aspect ratio): breaking it puts
    /// either axis off.
    public var spansAxes = false
}

extension BuiltScene {
    /// The first required constraint from the document naming `view` that the stored frames
    /// break by more than `tolerance` points, if any (a point by default: canvases that stored
    /// whole points, or rounded a centred view to the pixel, break a constraint by less). Only constraints between views' own
    /// edges, centres and sizes (or a constant size) are checked, with each view's stored frame
    /// placed in the scene by its superviews' stored frames, and those to the sides of the root's
    /// safe area where they are the root's edges; a constraint to
    /// another layout guide or a margin depends on what UIKit computes, not on stored frames,
    /// and is not checked.
    /// Leading and trailing are read left to right.
    public func staleFrame(of view: ViewID, in layout: Layout, tolerance: Double = 1) -> StaleFrame? {
        staleFrame(of: view, among: constraintsByView(in: layout)[view] ?? [], in: layout, tolerance: tolerance)
    }

    /// The document's constraints naming each view (as its first or second item), in the order
    /// they were activated.
    func constraintsByView(in layout: Layout) -> [ViewID: [(id: LayoutConstraintID, element: InterfaceConstraint)]] {
        var byView: [ViewID: [(id: LayoutConstraintID, element: InterfaceConstraint)]] = [:]
        for (id, element) in constraints.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let c = layout.constraint(id) else { continue }
            if case .view(let a) = c.first { byView[a, default: []].append((id, element)) }
            if case .view(let b)? = c.second, c.second != c.first { byView[b, default: []].append((id, element)) }
        }
        return byView
    }

    /// ``staleFrame(of:in:tolerance:)`` among `mine`, the constraints naming the view.
    func staleFrame(of view: ViewID, among mine: [(id: LayoutConstraintID, element: InterfaceConstraint)],
                    in layout: Layout, tolerance: Double = 1) -> StaleFrame? {
        brokenConstraints(of: view, among: mine, in: layout, tolerance: tolerance, first: true).first
    }

    /// Every required constraint among `mine` the stored frames break by more than `tolerance`
    /// points, in order (only the first when `first`).
    func brokenConstraints(of view: ViewID, among mine: [(id: LayoutConstraintID, element: InterfaceConstraint)],
                           in layout: Layout, tolerance: Double, first: Bool = false) -> [StaleFrame] {
        var found: [StaleFrame] = []
        for (id, element) in mine {
            guard let c = layout.constraint(id), c.priority >= 1000,
                  var value = storedValue(c.firstAttribute, of: c.first, in: layout) else { continue }
            var asked = c.constant
            if let second = c.second {
                guard let attribute = c.secondAttribute,
                      var other = storedValue(attribute, of: second, in: layout) else { continue }
                // A multiplier scales a position in the bounds UIKit writes the constraint in (the
                // outer view's, or the common superview's), not the scene's.
                if c.multiplier != 1, !c.firstAttribute.isSize, let origin = boundsOrigin(of: c.first, second, in: layout) {
                    let shift = [.left, .leading, .right, .trailing, .centerX].contains(c.firstAttribute) ? origin.x : origin.y
                    value -= shift
                    other -= shift
                }
                asked += c.multiplier * other
            }
            let broken: Bool
            switch c.relation {
            case .equal: broken = abs(value - asked) > tolerance
            case .lessThanOrEqual: broken = value > asked + tolerance
            case .greaterThanOrEqual: broken = value < asked - tolerance
            }
            if broken {
                let horizontal: [Attribute] = [.left, .leading, .right, .trailing, .centerX, .width]
                let spansAxes = c.secondAttribute.map { Set([c.firstAttribute, $0]) == [.width, .height] } ?? false
                found.append(StaleFrame(constraint: element.displayName, stored: value, asked: asked,
                                        axis: horizontal.contains(c.firstAttribute) ? .horizontal : .vertical,
                                        spansAxes: spansAxes))
                if first { return found }
            }
        }
        return found
    }

    /// The scene origin of the bounds a constraint between two items is written in: the outer
    /// view's where one holds the other, else their superviews' nearest common ancestor's; by
    /// stored frames. Nil where a stored frame on the way is missing.
    func boundsOrigin(of a: Item, _ b: Item, in layout: Layout) -> (x: Double, y: Double)? {
        guard case .view(let first) = a, case .view(let second) = b else { return nil }
        func chain(_ v: ViewID) -> [ViewID] {
            var out: [ViewID] = [], current: ViewID? = v
            while let c = current { out.append(c); current = layout.superview(of: c) }
            return out
        }
        let space: ViewID
        if chain(second).contains(first) {
            space = first
        } else if chain(first).contains(second) {
            space = second
        } else {
            let outer = Set(layout.superview(of: first).map(chain) ?? [.root])
            guard let common = (layout.superview(of: second).map(chain) ?? [.root]).first(where: outer.contains) else { return nil }
            space = common
        }
        if space == .root { return (0, 0) }
        guard let x = storedValue(.left, of: space, in: layout), let y = storedValue(.top, of: space, in: layout) else { return nil }
        return (x, y)
    }

    /// An attribute of a constraint's item on the stored frames: a view's
    /// (its stored alignment rectangle, below), or the root's safe area across a portrait screen whose
    /// device has no inset at its sides, where the safe area's sides are the root's own edges
    /// whatever bars IB drew. Nil for other guides: their edges are what UIKit computes.
    func storedValue(_ attribute: Attribute, of item: Item, in layout: Layout) -> Double? {
        switch item {
        case .view(let view):
            return storedValue(attribute, of: view, in: layout)
        case .safeArea(.root) where [.left, .leading, .right, .trailing, .centerX, .width].contains(attribute):
            let sides = designedDevice?.portrait.hardware ?? .zero
            guard designedScreen.width < designedScreen.height, sides.left == 0, sides.right == 0 else { return nil }
            return storedValue(attribute, of: .root, in: layout)
        default:
            return nil
        }
    }

    /// An attribute of a view's stored alignment rectangle (its stored frame less its alignment
    /// insets) in the scene's coordinates (its superviews' stored origins added); nil when it or a
    /// superview has no stored frame, or for a margin or baseline.
    func storedValue(_ attribute: Attribute, of view: ViewID, in layout: Layout) -> Double? {
        let root = Rect(x: 0, y: 0, width: designedScreen.width, height: designedScreen.height)
        guard let drawn = view == .root ? root : views[view]?.storedFrame else { return nil }
        // Constraints hold the alignment rectangle: the frame less the view's insets (a switch's,
        // an SF Symbol's).
        let frame = drawn.inset(by: view == .root ? .zero : layout.view(view)?.alignmentRectInsets ?? .zero)
        var x = frame.minX, y = frame.minY
        var current = layout.superview(of: view)
        var seen: Set<ViewID> = [view]
        while let parent = current, parent != .root, seen.insert(parent).inserted {
            guard let outer = views[parent]?.storedFrame else { return nil }
            x += outer.minX
            y += outer.minY
            current = layout.superview(of: parent)
        }
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + frame.width
        case .top: return y
        case .bottom: return y + frame.height
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return x + frame.width / 2
        case .centerY: return y + frame.height / 2
        default: return nil
        }
    }
}
