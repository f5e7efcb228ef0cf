import Layout

/// Standard controls made in pasted Swift (`UIButton()`, `UITextView()`): what they show is kept
/// with the pasted state, and their intrinsic size reaches the layout once they are placed, in
/// whichever reading the entry that places them runs.
extension Session {
    /// The standard control class a view is (a pasted subclass of UIButton is a UIButton).
    func controlClass(ofView name: String) -> String {
        let chain = classChain(ofView: name)
        return chain.first { ControlSizes.row(for: $0) != nil } ?? chain[chain.count - 1]
    }

    /// The class a view was made from, then its pasted superclasses, up to the first that is not
    /// in the paste (a UIKit class, or the app's own): never empty.
    func classChain(ofView name: String) -> [String] {
        var chain = [swiftClass(ofView: name)]
        while let parent = state.swift.types[chain[chain.count - 1]]?.superclass, !chain.contains(parent) {
            chain.append(parent)
        }
        return chain
    }

    /// Whether the view is a table view cell: its class derives from `UITableViewCell`, or from the
    /// app's own base class not in the paste that stands for one (`class MenuCell: BaseCell`
    /// overriding `init(style:reuseIdentifier:)`, or named as a cell is), as the note declaring
    /// the class says it is taken.
    func isTableCell(_ name: String) -> Bool {
        let chain = classChain(ofView: name)
        if chain.contains("UITableViewCell") { return true }
        guard chain.count > 1, let top = chain.last, Library.type(named: top) == nil, state.swift.types[top] == nil,
              let decl = state.swift.types[chain[chain.count - 2]] else { return false }
        return Library.classStandingIn(overriding: decl.members, superclass: top, subclass: decl.name)?.className == "UITableViewCell"
    }

    /// The font size of the one line of text a control draws centred in it (``ControlSizes``).
    static func centeredTextFontSize(_ className: String, _ content: ControlContent) -> Double? {
        ControlSizes.centeredTextFontSize(of: className, content)
    }

    /// Gives a placed control the intrinsic size its content implies: a text view its insets and
    /// whether it sizes to its text (the layout measures the text), any other control its size from
    /// ``ControlSizes``. `placedAs` is the name it has in the layout when pasted code calls it by
    /// another. Returns whether the layout changed.
    mutating func applyControlSize(_ name: String, placedAs: String? = nil) throws(LayoutError) -> Bool {
        let placed = placedAs ?? name
        guard let content = state.swift.controls[name], let id = placed == "root" ? .root : state.layout.id(of: placed) else {
            return false
        }
        let className = controlClass(ofView: name)
        if className == "UITextView" {
            return try state.layout.setTextView(id, insets: ControlSizes.textViewInsets(content.insets, padding: content.lineFragmentPadding),
                                                sizesToText: !content.isScrollEnabled)
        }
        let insets = ControlSizes.alignmentRectInsets(of: className, content)
        if id != .root, state.layout.view(id)?.alignmentRectInsets != insets {
            try state.layout.setAlignmentRectInsets(id, insets, keepingFrame: true)
        }
        let line = Self.centeredTextFontSize(className, content)
        if id != .root, state.layout.view(id)?.centeredTextFontSize != line { try state.layout.setCenteredTextFontSize(id, line) }
        guard let size = ControlSizes.intrinsicSize(of: className, content), state.layout.view(id)?.imageSize != size else {
            return false
        }
        try state.layout.setImageSize(id, size)
        return true
    }

}
