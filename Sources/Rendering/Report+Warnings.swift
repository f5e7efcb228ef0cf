import Layout

/// The problems that hold now: conflicts, ambiguity, overridden content sizes.
extension Report {
    /// The warnings that hold in `layout`, each one string (a conflict block has several lines):
    ///
    /// - a conflict that is new since `old` (or any, without `old`): UIKit's block, see
    ///   ``conflict(_:in:)``; one that persists: `Still unsatisfiable: box.height == 100 is broken
    ///   (it conflicts with 3 constraints)`, so a long session does not repeat the block every command;
    /// - content-size ambiguity, as ``Layout/contentAmbiguities()`` words it, naming what is missing;
    /// - view ambiguity, one per view and axis: `Ambiguous layout: header has an ambiguous vertical
    ///   position and height — pin both its top and bottom, or one of them (or centerY) and give it a
    ///   height`;
    /// - a hand-set contentSize that constraints override: `sv.contentSize was set to 1000×1000 by
    ///   hand, but constraints determine its size: contentSize is 300×600 — don't set contentSize with
    ///   Auto Layout`.
    ///
    /// Ambiguity is repeated while it holds: unlike a conflict, it is the state being worked on.
    public static func warnings(_ layout: Layout, since old: LayoutSnapshot?) -> [String] {
        LayoutWarning.all(in: layout, since: old).map(\.text)
    }

    /// ``warnings(_:since:)`` in a style: conflicts red, other warnings yellow when coloured.
    public static func warnings(_ layout: Layout, since old: LayoutSnapshot?, style: ReportStyle) -> String {
        warningText(layout, since: old).rendered(style)
    }

    static func warningText(_ layout: Layout, now: LayoutDiagnostics? = nil, since old: LayoutSnapshot?) -> ReportText {
        var text = ReportText()
        for warning in LayoutWarning.all(in: layout, now: now, since: old) { text.add(warning.text, warning.tone) }
        return text
    }

    /// UIKit's "Unable to simultaneously satisfy constraints." block for one report, with the
    /// **minimal** conflicting set rather than UIKit's "probably at least one of these":
    ///
    ///     Unable to simultaneously satisfy constraints.
    ///         Each constraint in this list is needed for the conflict: removing or loosening any one of them resolves it.
    ///     (
    ///         "root.height == 667   (screen size)",
    ///         "box.top == root.top",
    ///         "box.bottom == root.bottom",
    ///         "box.height == 100"
    ///     )
    ///     Will attempt to recover by breaking constraint
    ///         "box.height == 100"
    ///
    /// The set is listed in order of creation with the broken constraint (the newest) last, quoted
    /// as UIKit quotes them. UIKit's blank lines and its symbolic-breakpoint advice are left out: the
    /// block sits among the other warnings of a command, and there is no debugger.
    public static func conflict(_ report: ConflictReport, in layout: Layout) -> String {
        let set = report.culprits + [report.broken]
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "    Each constraint in this list is needed for the conflict: removing or loosening any one of them resolves it.",
            "(",
        ]
        for (index, id) in set.enumerated() {
            lines.append("    \"\(layout.describe(id))\"" + (index < set.count - 1 ? "," : ""))
        }
        lines += [")", "Will attempt to recover by breaking constraint", "    \"\(layout.describe(report.broken))\""]
        return lines.joined(separator: "\n")
    }
}
