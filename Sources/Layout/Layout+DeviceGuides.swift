import Cassowary

/// The safe-area, margins and readable guides as real layout guides.
///
/// A guide is made the first time a constraint names it (or a view's `*Margin` attribute, which
/// UIKit also binds through the margins guide): four solver variables in its view's bounds
/// coordinates and four required constraints UIKit makes too, named as UIKit names them
/// (`'UIViewSafeAreaLayoutGuide-top'`, `'UIView-leftMargin-guide-constraint'`):
///
///     guide.left == view.left + inset.left        guide.right == view.right − inset.right
///     guide.top == view.top + inset.top            guide.bottom == view.bottom − inset.bottom
///
/// A scroll view's guides are measured from its content area's origin, as Apple's rule has it that
/// a scroll view's edges and margins seen from inside mean its content (they do not follow the
/// offset): `guide.left == inset.left`, `guide.top == inset.top`, `guide.width == view.width −
/// (left + right)`, `guide.height == view.height − (top + bottom)`.
///
/// A constant that changes (a new device, a rotation, a status bar, a layout that moves a view into
/// the unsafe band) becomes an edit variable, and every later change is a suggested value. Because
/// they are constraints, a conflict caused by a margin or the safe area lists them, as the console's
/// log does, and the layout keeps them and breaks the newest user constraint instead.
extension Layout {
    /// The insets a guide keeps from its view's edges now.
    public func guideInsets(_ item: Item) -> EdgeInsets {
        switch item.deviceGuide {
        case .safeArea?: safeAreaInsets(of: item.view)
        case .margins?: layoutMargins(of: item.view)
        case .readable?: readableContentInsets(of: item.view)
        case nil: .zero
        }
    }

    /// A guide's layout frame in its view's bounds coordinates (the view's bounds for other items).
    public func guideFrame(_ item: Item) -> Rect {
        bounds(of: item.view).inset(by: guideInsets(item))
    }

    /// The generated constraints of a view's guides, in order of creation.
    public func guideConstraintIDs(of id: ViewID) -> [LayoutConstraintID] {
        DeviceGuide.allCases.flatMap { guideConstraints[$0.item(id)] ?? [] }.sorted()
    }

    /// Makes the guides a constraint names, before it is installed.
    mutating func makeGuides(for c: LayoutConstraint) {
        for (item, attribute) in [(c.first, c.firstAttribute), (c.second, c.secondAttribute)] {
            guard let item, let attribute else { continue }
            if let guide = item.deviceGuide {
                makeGuide(guide, of: item.view)
            } else if attribute.isMargin, case .view(let v) = item {
                makeGuide(.margins, of: v)
            } else if attribute.isMargin, case .frame(let v) = item {
                makeGuide(.margins, of: v)
            } else if attribute.isMargin, case .content(let v) = item {
                // A scroll view's content area inset by the scroll view's margins.
                makeGuide(.margins, of: v)
            }
        }
    }

    mutating func makeGuide(_ guide: DeviceGuide, of id: ViewID) {
        let item = guide.item(id)
        guard guideVariables[item] == nil, let name = self.name(of: id) else { return }
        let prefix = "\(name).\(guide.property)"
        guideVariables[item] = Variables(in: &solver, named: prefix)
        // No size rule: UIKit lets a layout guide's width and height go below 0 (see
        // ``Layout/sizeRules(skipping:_:)``).
        let insets = guideInsets(item)
        var made: [LayoutConstraintID] = []
        let scrolls = isScrollView(id)
        for edge in [Attribute.left, .top, .right, .bottom] {
            let constant = guideConstant(edge, insets, scrollView: scrolls)
            let origin = ConstraintOrigin.guide(guide, edge)
            let c: LayoutConstraint
            switch (scrolls, edge) {
            case (true, .left), (true, .top):
                c = LayoutConstraint(item, edge, .equal, constant: constant, origin: origin)
            case (true, .right):
                c = LayoutConstraint(item, .width, .equal, .view(id), .width, constant: constant, origin: origin)
            case (true, _):
                c = LayoutConstraint(item, .height, .equal, .view(id), .height, constant: constant, origin: origin)
            default:
                c = LayoutConstraint(item, edge, .equal, .view(id), edge, constant: constant, origin: origin)
            }
            let cid = LayoutConstraintID(nextConstraint)
            nextConstraint += 1
            entries[cid] = Entry(constraint: c, isActive: false)
            // Plain until its constant first changes (`setEditableConstant` then makes it an edit
            // variable): every editable constraint is checked after each change, and most guides
            // never move.
            install(cid, relayingOut: false)
            made.append(cid)
        }
        guideConstraints[item] = made
        guideOrder.append(item)
    }

    /// The constant of a guide's constraint on one edge (see the type's comment for the forms).
    func guideConstant(_ edge: Attribute, _ insets: EdgeInsets, scrollView: Bool) -> Double {
        switch edge {
        case .left: insets.left
        case .top: insets.top
        case .right: scrollView ? -(insets.left + insets.right) : -insets.right
        default: scrollView ? -(insets.top + insets.bottom) : -insets.bottom
        }
    }

    /// Drops a removed view's guides (their constraints went with the view).
    mutating func forgetGuides(of id: ViewID) {
        for guide in DeviceGuide.allCases where guideVariables[guide.item(id)] != nil {
            guideVariables[guide.item(id)] = nil
            guideConstraints[guide.item(id)] = nil
            guideOrder.removeAll { $0 == guide.item(id) }
        }
        adjustedScrollViews.remove(id)
    }

    /// UIKit's second pass for the device: every guide's insets from the layout just solved, and
    /// each scroll view's adjusted inset. Returns whether anything changed (then the caller solves
    /// and comes back, until nothing moves).
    mutating func refreshDeviceGuides() -> Bool {
        var changed = false
        for item in guideOrder {
            let insets = guideInsets(item)
            let scrolls = isScrollView(item.view)
            for id in guideConstraints[item] ?? [] {
                guard let entry = entries[id], case .guide(_, let edge) = entry.constraint.origin else { continue }
                let wanted = guideConstant(edge, insets, scrollView: scrolls)
                guard abs(entry.constraint.constant - wanted) > 1e-9 else { continue }
                setEditableConstant(id, wanted)
                changed = true
            }
        }
        if changed { settleEditableConstants(after: nil) }
        if followSafeArea() { changed = true }
        return changed
    }
}
