/// A table or collection view's cell, as UIKit sizes its content view: the table gives it a
/// width (and, before it knows better, a height) with required constraints of its own,
/// `'UIView-Encapsulated-Layout-Width'` and `'UIView-Encapsulated-Layout-Height'`, and asks
/// `systemLayoutSizeFitting` for the height the content's constraints give at that width.
extension Layout {
    public static let encapsulatedWidth = "UIView-Encapsulated-Layout-Width"
    public static let encapsulatedHeight = "UIView-Encapsulated-Layout-Height"
    public static let encapsulatedLeft = "UIView-Encapsulated-Layout-Left"
    public static let encapsulatedTop = "UIView-Encapsulated-Layout-Top"

    /// Gives a view the sizes a table or collection view imposes on a cell's content view,
    /// replacing any it had. A required height the content contradicts is the classic conflict
    /// (UIKit breaks the newest constraint of it, usually the developer's). `left` places it
    /// that far from its superview's left edge (a cell whose own frame setter insets the frame
    /// its table gives it); nil keeps where it was placed before, 0 at first.
    @discardableResult
    public mutating func imposeCellSize(_ id: ViewID, width: Double, height: Double?, left: Double? = nil,
                                        top: Double? = nil) throws(LayoutError) -> [LayoutConstraintID] {
        let held = encapsulatedConstraints(of: id).compactMap { constraint($0) }
        let left = left ?? held.first { $0.label == Self.encapsulatedLeft }?.constant ?? 0
        let top = top ?? held.first { $0.label == Self.encapsulatedTop }?.constant ?? 0
        for existing in encapsulatedConstraints(of: id) { try remove(existing) }
        // The table sizes the cell with these constraints, not with a frame it was made with.
        if view(id)?.translatesAutoresizingMaskIntoConstraints == true { try setTranslatesAutoresizingMask(id, false) }
        var made = [LayoutConstraint(.view(id), .width, .equal, constant: width, label: Self.encapsulatedWidth)]
        if let height {
            made.append(LayoutConstraint(.view(id), .height, .equal, constant: height, label: Self.encapsulatedHeight))
        }
        // A cell shown on the screen stands for a row of a table filling it: the table's adjusted
        // content inset keeps its rows clear of the bars, so only the sides' safe area reaches it.
        if superview(of: id) == .root { views[id.rawValue]?.isRootScrollContent = true }
        // The cell places its content view at its own origin.
        if let parent = superview(of: id) {
            made.append(LayoutConstraint(.view(id), .left, .equal, .view(parent), .left, constant: left, label: Self.encapsulatedLeft))
            made.append(LayoutConstraint(.view(id), .top, .equal, .view(parent), .top, constant: top, label: Self.encapsulatedTop))
        }
        return try activate(made)
    }

    /// Marks a table's header or footer view (see ``View/isTableHeader``). Changes no frame.
    public mutating func setIsTableHeader(_ id: ViewID) {
        views[id.rawValue]?.isTableHeader = true
    }

    /// Marks a table view cell whose content is outside its content view (see
    /// ``View/holdsContentOutsideContentView``). Changes no frame.
    public mutating func setHoldsContentOutsideContentView(_ id: ViewID) {
        views[id.rawValue]?.holdsContentOutsideContentView = true
    }

    /// Leaves out the constraints a view's own frame makes (its autoresizing mask), as
    /// `systemLayoutSizeFitting` does: it asks what the view's constraints and content give, so
    /// a table header made with a frame and sized by it (`header.frame.size.height =
    /// header.systemLayoutSizeFitting(…).height`) gets its content's height, not its frame's.
    /// The view stays where its frame puts it: its safe area, and so the margins that grow by it,
    /// are those of where it is (a card 100 below the status bar has none to add).
    mutating func dropOwnAutoresizingConstraints(of id: ViewID) {
        guard view(id)?.translatesAutoresizingMaskIntoConstraints == true else { return }
        let origin = frame(of: id).origin
        try? setTranslatesAutoresizingMask(id, false)
        guard id != .root, let parent = superview(of: id), !isScrollView(parent) else { return }
        _ = try? activate(LayoutConstraint(.view(id), .left, .equal, .view(parent), .left, constant: origin.x))
        _ = try? activate(LayoutConstraint(.view(id), .top, .equal, .view(parent), .top, constant: origin.y))
    }

    /// The encapsulated-size constraints a view has.
    public func encapsulatedConstraints(of id: ViewID) -> [LayoutConstraintID] {
        entries.encapsulatedConstraints(of: id).filter { constraint($0)?.first == .view(id) }
    }

    /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize, withHorizontalFittingPriority:
    /// .required, verticalFittingPriority: .fittingSizeLevel)`: the view's width held as it is
    /// (by its encapsulated width, or its current width), its height as small as the content's
    /// constraints allow — the self-sizing cell's height. The layout itself does not change.
    public func fittedSize(of id: ViewID) -> Size {
        var trial = self
        let width = frame(of: id).width
        for cid in trial.encapsulatedConstraints(of: id) where trial.constraint(cid)?.label == Self.encapsulatedHeight {
            try? trial.remove(cid)
        }
        trial.dropOwnAutoresizingConstraints(of: id)
        // What the encapsulated height broke (a card 52 tall in a row still 44) holds while the
        // height is asked for, as UIKit's measure has no such height to break it.
        trial.reactivateBroken(since: self)
        if trial.encapsulatedConstraints(of: id).isEmpty {
            _ = try? trial.activate(LayoutConstraint(.view(id), .width, .equal, constant: width, priority: 999))
        }
        _ = try? trial.activate(LayoutConstraint(.view(id), .height, .equal, constant: 0, priority: 50))
        // On the pixel grid whatever the view's mask, as `systemLayoutSizeFitting(_:)` answers.
        let fitted = trial.frame(of: id).snapped(toPixelsOf: pixelScale)
        return Size(width: fitted.width, height: fitted.height)
    }
}

/// `systemLayoutSizeFitting` with any target and fitting priorities.
extension Layout {
    /// `UIView.layoutFittingCompressedSize`: ask for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// `UIView.layoutFittingExpandedSize`: ask for the largest. 10000×10000, the target UIKit is
    /// commonly said to use (Apple does not document the number).
    public static let layoutFittingExpandedSize = Size(width: 10_000, height: 10_000)
    /// `UILayoutPriority.fittingSizeLevel`: how strongly a fitting call wants its target size.
    public static let fittingSizeLevel = 50

    /// `systemLayoutSizeFitting(target, withHorizontalFittingPriority: h, verticalFittingPriority:
    /// v)`: the size the view's constraints give when it is also asked to be `target` wide at
    /// priority `h` and `target` tall at priority `v` (50, the fitting level, by default: as close
    /// to the target as everything else allows; 1000: exactly the target). A cell's encapsulated
    /// height is left out (the table is asking for the height); its encapsulated width holds
    /// unless the call gives the width as required. The layout itself does not change.
    public func fittingSize(of id: ViewID, target: Size, horizontalPriority: Int = Layout.fittingSizeLevel,
                            verticalPriority: Int = Layout.fittingSizeLevel, onPixels: Bool = true) -> Size {
        var trial = self
        for cid in trial.encapsulatedConstraints(of: id) {
            let label = trial.constraint(cid)?.label
            if label == Self.encapsulatedHeight || (label == Self.encapsulatedWidth && horizontalPriority >= 1000) {
                try? trial.remove(cid)
            }
        }
        trial.dropOwnAutoresizingConstraints(of: id)
        // What its own frame broke holds while it is measured (a header of zero frame whose
        // subviews are pinned inside it): UIKit measures the content, not the frame.
        trial.reactivateBroken(since: self)
        let h = min(max(horizontalPriority, 1), 1000)
        let v = min(max(verticalPriority, 1), 1000)
        _ = try? trial.activate(LayoutConstraint(.view(id), .width, .equal, constant: target.width, priority: h))
        _ = try? trial.activate(LayoutConstraint(.view(id), .height, .equal, constant: target.height, priority: v))
        // On the pixel grid whatever the view's mask, as `systemLayoutSizeFitting(_:)` answers:
        // the size's own pixels, wherever the view stands (one centred on a half pixel is no
        // wider for it). (Off it, `onPixels: false`, for a size to hold the view at: its own
        // 0.5-high line.)
        let engine = trial.engineFrame(of: id)
        guard onPixels else { return engine.size }
        return Rect(origin: .zero, size: engine.size).snapped(toPixelsOf: pixelScale).size
    }
}
