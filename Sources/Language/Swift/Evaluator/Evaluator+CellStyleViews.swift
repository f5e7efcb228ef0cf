import Layout

/// A table cell's own style views, `textLabel` and `imageView`, that the cell's `layoutSubviews`
/// places by their frames. UIKit's cell makes each one in its content view when code first reads
/// it and places it in `super.layoutSubviews()`; a frame the cell's own `layoutSubviews` sets
/// after that is the one UIKit shows. Set anywhere else (the cell's init, `cellForRowAt`), UIKit's
/// next layout pass places the view again, so there it stays skipped with a note
/// (``Library/cellStyleView(_:)``).
extension Evaluator {
    /// The view standing for `member` of `cell`, made as a subview of the cell (its content view
    /// here) the first time the cell's `layoutSubviews` reads it. Nil outside `layoutSubviews`, and
    /// for `detailTextLabel`, which the default style a shown cell is made with does not have.
    mutating func cellStyleSubview(_ member: String, of cell: String, at range: SourceRange) throws(Interrupt) -> String? {
        guard swift.runningAfterPass == "layoutSubviews", member == "textLabel" || member == "imageView",
              session.isTableCell(viewName(cell)), layoutID(cell) != nil else { return nil }
        let key = "\(viewName(cell)).\(member)"
        if let made = swift.cellStyleViews[key], layoutID(made) != nil { return made }
        let isLabel = member == "textLabel"
        (nameHint, propertyHint, propertyHintTarget) = (member, nil, nil)
        let made = try createView(className: isLabel ? "UILabel" : "UIImageView", kind: isLabel ? .label : .imageView,
                                  frame: nil, at: range)
        try addSubview(.view(cell), .view(made), at: range)
        swift.cellStyleViews[key] = made
        swift.placedByCell.insert(made)
        note("\(member) of \(viewName(cell)): the cell style's own \(isLabel ? "label" : "image view"), made when the cell's "
            + "layoutSubviews first reads it, as UIKit's cell makes it; UIKit's cell places it itself, which is not modelled, "
            + "so it is shown where that layoutSubviews sets its frame (at 0,0 until then)")
        return made
    }

    /// Code reads the frame of a cell style view UIKit's cell has placed (`[self.textLabel sizeToFit]`
    /// keeping its origin, `rect = self.textLabel.frame`): that placement is not modelled, so what
    /// is worked out from it is not UIKit's. Said once a view.
    mutating func noteCellPlacementRead(_ name: String) {
        let resolved = viewName(name)
        guard swift.placedByCell.contains(resolved) else { return }
        // A button's own title label and image view are placed by the button (``buttonOwnSubview``).
        var placer = "cell"
        if case .view(let parent) = superview(of: resolved),
           session.classChain(ofView: viewName(parent)).contains(where: { Library.isSubtype($0, of: "UIButton") }) {
            placer = "button"
        }
        note("\(resolved)'s frame is read where UIKit's \(placer) placed it, which is not modelled (0,0,0,0 here): what is "
            + "worked out from it is not UIKit's")
    }

    /// A frame code sets on a cell style view is the one UIKit shows from then on.
    mutating func cellPlacementReplaced(_ name: String) {
        swift.placedByCell.remove(viewName(name))
    }
}
