import Layout

/// Who made the constraints UIKit makes itself, said in one line each under a conflict.
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
        case .user, .stackView, .autoresizingMask, .frameSetAfterPass, .screen, .guide, .nonNegativeSize:
            return nil
        }
    }

    /// What an intrinsic size comes from: a label's or text view's text, an image or a control.
    static func intrinsicSource(of id: ViewID, in layout: Layout) -> String {
        guard let view = layout.view(id) else { return "its content" }
        if let label = view.label { return label.isTextView ? "its text, inside its insets" : "its text" }
        return view.kind == .image ? "its image" : "its content: an image or a control's size"
    }

    /// The "made by" lines of a conflict's generated constraints (the fixes, the encapsulated
    /// height's among them, are ``ConflictAdvice``'s).
    static func madeByLines(_ set: [LayoutConstraintID], in layout: Layout) -> [String] {
        var lines: [String] = []
        for id in set {
            guard let line = madeBy(id, in: layout) else { continue }
            lines.append("    \"\(layout.describe(id))\": \(line)")
        }
        if !lines.isEmpty { lines.insert("Made by UIKit, not by the code:", at: 0) }
        return lines
    }
}
