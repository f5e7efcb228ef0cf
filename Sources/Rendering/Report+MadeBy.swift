import Layout

/// Who made the constraints UIKit makes itself, said in one line each under a conflict, and the
/// fix for the conflict a table view's encapsulated height causes.
extension Report {
    /// One line saying who made a generated constraint and why: "added by the table view for the
    /// cell's height". Nil for the developer's own constraints, and for those whose description
    /// already says who made them: a stack view's ("added by the stack view s because b is
    /// hidden"), the autoresizing mask's, the screen's and the guides'.
    static func madeBy(_ id: LayoutConstraintID, in layout: Layout) -> String? {
        guard let c = layout.constraint(id) else { return nil }
        let name = layout.view(c.first.view)?.name ?? "?"
        switch c.label {
        case Layout.encapsulatedHeight?:
            return "added by the table view for the cell's height, until \(name) reports the height its constraints give"
        case Layout.encapsulatedWidth?:
            return "added by the table view for the cell's width: the table's width"
        case Layout.encapsulatedLeft?, Layout.encapsulatedTop?:
            return "added by the table view to place the cell's content view at the cell's origin"
        default: break
        }
        switch c.origin {
        case .contentHugging, .compressionResistance:
            return "added by UIKit from \(name)'s intrinsic content size (\(intrinsicSource(of: c.first.view, in: layout)))"
        // The developer's own; a stack view's, whose description says who added it; the screen's,
        // the autoresizing mask's and the guides', whose descriptions name them as UIKit does;
        // the size rule, whose description says it is UIKit's.
        case .user, .stackView, .autoresizingMask, .screen, .guide, .nonNegativeSize:
            return nil
        }
    }

    /// What an intrinsic size comes from: a label's or text view's text, an image or a control.
    static func intrinsicSource(of id: ViewID, in layout: Layout) -> String {
        guard let view = layout.view(id) else { return "its content" }
        if let label = view.label { return label.isTextView ? "its text, inside its insets" : "its text" }
        return view.kind == .image ? "its image" : "its content: an image or a control's size"
    }

    /// The "made by" lines of a conflict's generated constraints, and, when a table view's
    /// encapsulated height is among them, the fix the developer can type: their own required
    /// height-deciding constraint at priority 999, which gives way while the table holds the old
    /// height and holds once the cell is measured.
    static func madeByLines(_ set: [LayoutConstraintID], in layout: Layout) -> [String] {
        var lines: [String] = []
        for id in set {
            guard let line = madeBy(id, in: layout) else { continue }
            lines.append("    \"\(layout.describe(id))\": \(line)")
        }
        if !lines.isEmpty { lines.insert("Made by UIKit, not by the code:", at: 0) }
        guard let encapsulated = set.first(where: { layout.constraint($0)?.label == Layout.encapsulatedHeight }),
              let cell = layout.constraint(encapsulated)?.first.view,
              let yours = heightToLower(set, cell: cell, in: layout), var lowered = layout.constraint(yours) else { return lines }
        lowered.priority = 999
        lines.append("Suggestion: make \(layout.describe(yours)) priority 999 in place of the required one, so it gives way to "
            + "'\(Layout.encapsulatedHeight)' while the table holds the cell's old height, and holds once the cell is measured:")
        lines.append("    \(layout.describe(lowered))")
        return lines
    }

    /// The developer's required constraint to lower in an encapsulated-height conflict: a fixed
    /// height of a view inside the cell first, else the broken constraint (the newest), when it is
    /// the developer's and vertical.
    static func heightToLower(_ set: [LayoutConstraintID], cell: ViewID, in layout: Layout) -> LayoutConstraintID? {
        let yours = set.filter { id in
            guard let c = layout.constraint(id) else { return false }
            return c.origin == .user && c.label == nil && c.priority == 1000 && c.firstAttribute.axis == .vertical
        }
        if let fixed = yours.last(where: { id in
            guard let c = layout.constraint(id) else { return false }
            return c.firstAttribute == .height && c.second == nil
        }) {
            return fixed
        }
        return yours.last
    }
}
