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
    /// (UIKit breaks the newest constraint of it, usually the developer's).
    @discardableResult
    public mutating func imposeCellSize(_ id: ViewID, width: Double, height: Double?) throws(LayoutError) -> [LayoutConstraintID] {
        for existing in encapsulatedConstraints(of: id) { try remove(existing) }
        // The table sizes the cell with these constraints, not with a frame it was made with.
        if view(id)?.translatesAutoresizingMaskIntoConstraints == true { try setTranslatesAutoresizingMask(id, false) }
        var made = [LayoutConstraint(.view(id), .width, .equal, constant: width, label: Self.encapsulatedWidth)]
        if let height {
            made.append(LayoutConstraint(.view(id), .height, .equal, constant: height, label: Self.encapsulatedHeight))
        }
        // The cell places its content view at its own origin.
        if let parent = superview(of: id) {
            made.append(LayoutConstraint(.view(id), .left, .equal, .view(parent), .left, label: Self.encapsulatedLeft))
            made.append(LayoutConstraint(.view(id), .top, .equal, .view(parent), .top, label: Self.encapsulatedTop))
        }
        return try activate(made)
    }

    /// The encapsulated-size constraints a view has.
    public func encapsulatedConstraints(of id: ViewID) -> [LayoutConstraintID] {
        constraintIDs.filter { cid in
            guard let c = constraint(cid), c.first == .view(id), let label = c.label else { return false }
            return label.hasPrefix("UIView-Encapsulated-Layout-")
        }
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
        if trial.encapsulatedConstraints(of: id).isEmpty {
            _ = try? trial.activate(LayoutConstraint(.view(id), .width, .equal, constant: width, priority: 999))
        }
        _ = try? trial.activate(LayoutConstraint(.view(id), .height, .equal, constant: 0, priority: 50))
        let fitted = trial.frame(of: id)
        return Size(width: fitted.width, height: fitted.height)
    }
}
