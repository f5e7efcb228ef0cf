import Layout

/// A table cell's accessory (`accessoryType = .disclosureIndicator`, `accessoryView = aSwitch`):
/// UIKit's cell places it at its trailing edge and narrows its content view by the room it takes.
/// Here the content view is the cell itself, so the cell is held that much narrower than the
/// table, and a note says so.
extension Session {
    /// The room the accessory of UIKit's `accessoryType` takes from a cell's content view, by the
    /// case's name, with the 16-point cell margin of a 375-point phone: the widths cell-height code
    /// has long subtracted there (the chevron 34, a checkmark 40, the info button 48, both 68);
    /// approximate, as they vary a point or so with the device.
    static func accessoryTypeWidth(_ value: Value) -> Double? {
        let name: String
        switch value {
        case .enumCase(let c): name = c
        case .opaque(let text): name = text
        default: return nil
        }
        let key = name.lowercased()
        if key.hasSuffix("detaildisclosurebutton") { return 68 }
        if key.hasSuffix("disclosureindicator") { return 34 }
        if key.hasSuffix("checkmark") { return 40 }
        if key.hasSuffix("detailbutton") { return 48 }
        if key.hasSuffix("none") { return 0 }
        return nil
    }

    /// The room the cell's accessory takes from its content view, with what it is: nil when it
    /// has none. UIKit puts an `accessoryView` inside the cell's trailing margin (16, or 20 on a
    /// device with wide content margins): it takes its width and that margin. A standard accessory takes the
    /// width ``accessoryTypeWidth(_:)`` gives. One whose width is not known here takes nothing,
    /// with a word.
    func cellAccessory(of name: String) -> (width: Double, what: String, known: Bool)? {
        guard let set = state.swift.appearance[name] else { return nil }
        let margin = state.layout.tableCellSideMargin
        if let value = set["accessoryView"] {
            guard case .view(let view) = value else { return nil }
            var width = state.detached[view]?.frame.width ?? 0
            if width == 0, let id = state.layout.id(of: view) { width = state.layout.frame(of: id).width }
            // A control made without a frame (`UISwitch()`) has its frame's size (a switch 51 wide).
            if width == 0, let cls = state.swift.viewClasses[view] {
                let content = state.swift.controls[view] ?? ControlContent()
                width = (ControlSizes.fixedFrameSize(of: cls, content) ?? ControlSizes.intrinsicSize(of: cls, content))?.width ?? 0
            }
            return width > 0 ? (margin + width, "its accessory view (\(Self.number(width)) wide, and the cell's margin, \(Self.number(margin)))", true)
                : (0, "its accessory view, whose width is not known here", false)
        }
        guard let type = set["accessoryType"], let width = Self.accessoryTypeWidth(type), width > 0 else { return nil }
        let what: String
        switch width {
        case 34: what = "the disclosure indicator"
        case 40: what = "the checkmark"
        case 48: what = "the detail button"
        default: what = "the detail disclosure button"
        }
        return (width, what, true)
    }

    /// The width a table of `tableWidth` gives the cell's content view (the cell here), with the
    /// note that says why when an accessory narrows it.
    func contentWidth(ofCell name: String, tableWidth: Double) -> (width: Double, note: String?) {
        guard isTableCell(name), let accessory = cellAccessory(of: name) else { return (tableWidth, nil) }
        // Views the code adds to the cell itself span the cell, whatever the accessory takes
        // from the content view, which the code never names.
        if isBuiltOnItself(cell: name) {
            return (tableWidth, "cell \(name): its views are the cell's own, added to it, not to its content view: they span the "
                    + "table's \(Self.number(tableWidth)), whatever \(accessory.what) takes from the content view")
        }
        guard accessory.known else {
            return (tableWidth, "cell \(name): UIKit narrows its content view for \(accessory.what); it is shown the table's "
                    + "\(Self.number(tableWidth)) wide here — give the accessory view a frame to see the content view's width")
        }
        let width = max(0, tableWidth - accessory.width)
        return (width, "cell \(name): UIKit's cell keeps \(Self.number(accessory.width)) at its trailing edge for \(accessory.what) "
                + "(approximate), so its content view is \(Self.number(width)) wide of the table's \(Self.number(tableWidth)); "
                + "the cell is its content view here, and is shown \(Self.number(width)) wide")
    }
}
