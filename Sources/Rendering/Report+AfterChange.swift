import Layout

/// What the shell prints after each command that changed the layout (SPEC §5).
extension Report {
    /// The complete text printed after a command that changed the layout, in this order, sections
    /// separated by one blank line and left out when empty: the picture (if `includePicture`), what
    /// changed (``changes(from:to:)``), the scroll lines (``scrollLines(_:)``) and the warnings
    /// (``warnings(_:since:)``). A command that changed nothing visible prints the scroll lines and the
    /// warnings still, as they are what a learner checks after each step. No final newline; in colour
    /// only the warnings are coloured (conflict blocks red, the rest yellow), never the picture.
    public static func afterChange(from old: LayoutSnapshot, to layout: Layout, includePicture: Bool,
                                   style: ReportStyle) -> String {
        afterChange(from: old, to: layout, now: LayoutSnapshot(layout), includePicture: includePicture, style: style)
    }

    /// The same, given the snapshot of `layout` (a caller that keeps it for the next command
    /// takes it only once).
    /// `lines`: where the session's script made each constraint, cited by a conflict's advice.
    public static func afterChange(from old: LayoutSnapshot, to layout: Layout, now: LayoutSnapshot,
                                   lines: ConstraintLines = ConstraintLines(), includePicture: Bool,
                                   style: ReportStyle) -> String {
        var text = ReportText()
        if includePicture { text.addSection(pictureText(layout, geometry: now.geometry, style: style)) }
        var changed = ReportText()
        changed.add(changes(from: old, to: now))
        text.addSection(changed)
        var scrolling = ReportText()
        scrolling.add(scrollLines(layout))
        text.addSection(scrolling)
        text.addSection(warningText(layout, now: now, since: old, lines: lines))
        return text.rendered(style)
    }
}
