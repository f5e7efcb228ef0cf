import Layout

/// A button's own `titleLabel` and `imageView`, that a `UIButton` subclass's `layoutSubviews`
/// places by their frames (an image above its title, a title below an icon). UIKit's button
/// makes each one when code first reads it and places it in `super.layoutSubviews()`, by its
/// title, image and insets; a frame the subclass's `layoutSubviews` sets after that is the one
/// UIKit shows. Read anywhere else they stay what they were: appearance, no view of their own.
extension Evaluator {
    /// The view standing for `member` of `button`, made as a subview of the button the first time
    /// the button's `layoutSubviews` reads it, its title label holding the button's title. Nil
    /// outside `layoutSubviews` and for any view that is no button.
    mutating func buttonOwnSubview(_ member: String, of button: String, at range: SourceRange) throws(Interrupt) -> String? {
        guard swift.runningAfterPass == "layoutSubviews", member == "titleLabel" || member == "imageView",
              session.classChain(ofView: viewName(button)).contains(where: { Library.isSubtype($0, of: "UIButton") }),
              layoutID(button) != nil else { return nil }
        // Keyed as a cell's style views are: one view per button and member.
        let key = "\(viewName(button)).\(member)"
        if let made = swift.cellStyleViews[key], layoutID(made) != nil { return made }
        let isLabel = member == "titleLabel"
        (nameHint, propertyHint, propertyHintTarget) = (member, nil, nil)
        let made = try createView(className: isLabel ? "UILabel" : "UIImageView", kind: isLabel ? .label : .imageView,
                                  frame: nil, at: range)
        try addSubview(.view(button), .view(made), at: range)
        if isLabel, let title = swift.controls[viewName(button)]?.title {
            try Library.set(.view(made), "text", .string(title), &self, nameRange: range, range: range)
        }
        swift.cellStyleViews[key] = made
        swift.placedByCell.insert(made)
        note("\(member) of \(viewName(button)): the button's own \(isLabel ? "title label" : "image view"), made when the button's "
            + "layoutSubviews first reads it, as UIKit's button makes it; UIKit's button places and sizes it itself (by its "
            + "title, image and insets), which is not modelled, so it is shown where that layoutSubviews sets its frame "
            + "(0,0,0,0 until then)")
        return made
    }
}
