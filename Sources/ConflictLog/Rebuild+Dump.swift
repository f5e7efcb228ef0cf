import Layout

extension Rebuild {
    /// The canonical text of the rebuild, the tests' oracle: each view with the log item it
    /// stands for and its superview, then each entry with the constraint it became (or why not),
    /// then the assumptions.
    ///
    ///     view titleLabel = UILabel:0x7f9b1c40a2e0'Title' in contentView1
    ///     line 7: titleLabel.top == contentView1.top + 8
    ///     line 9: 'UIView-Encapsulated-Layout-Height' contentView1.height == 44   [encapsulated size]
    public func dump() -> String {
        var lines: [String] = []
        for v in views {
            let parent = layout.superview(of: v.id).flatMap { layout.name(of: $0) } ?? "root"
            lines.append("view \(v.name) = \(v.item.logText) in \(parent)")
        }
        for (index, c) in constraints.enumerated() {
            let entry = log.entries[index]
            var line = "line \(entry.line): "
            if let id = c.id {
                line += describe(id)
                if let g = c.generated { line += "   [\(g.kind.rawValue)]" }
            } else {
                line += "(not in the layout) \(c.note ?? "")"
            }
            if index == log.brokenIndex { line += "   ← UIKit broke it" }
            lines.append(line)
        }
        for a in assumptions { lines.append("assumed: \(a)") }
        return lines.joined(separator: "\n")
    }
}
