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
    /// View ambiguity is said in full when it appears; while it persists, one line names the views
    /// still ambiguous (`Still ambiguous: a, b — explain a says what is missing`), so building a
    /// layout view by view does not repeat the same advice after every command. That line is said
    /// once per command and bounded: the first ``stillListed`` names, then `…and 997 more`.
    /// Content-size ambiguity, the scroll view's problem, is repeated while it holds.
    public static func warnings(_ layout: Layout, since old: LayoutSnapshot?) -> [String] {
        printed(LayoutWarning.listed(in: layout, now: nil, since: old, lines: ConstraintLines()), in: layout).map(\.text)
    }

    /// How many views the `Still ambiguous` line names before `…and N more`.
    static let stillListed = 5

    /// The warnings as printed: the views still ambiguous named in one line after the other
    /// warnings of their group.
    static func printed(_ listed: LayoutWarning.Listed, in layout: Layout) -> [(text: String, tone: ReportText.Tone)] {
        var out: [(text: String, tone: ReportText.Tone)] = []
        // The line naming the views still ambiguous goes where their group ended.
        var foldAt: Int? = nil
        // Conflicts said before are reminded in a line each, the first `stillListed` of them.
        var stillBroken = 0
        var brokenFoldAt: Int? = nil
        for (index, warning) in listed.warnings.enumerated() {
            if index == listed.ambiguitiesEnd { foldAt = out.count }
            if case .conflict = warning.kind, !warning.isNew {
                stillBroken += 1
                if stillBroken > stillListed {
                    brokenFoldAt = brokenFoldAt ?? out.count
                    continue
                }
            }
            // A hand-set contentSize being overridden is said once, when it happens; the scroll
            // line shows the size in use after that.
            if case .overriddenContentSize = warning.kind, !warning.isNew { continue }
            out.append((warning.text, warning.tone))
        }
        if listed.ambiguitiesEnd >= listed.warnings.count { foldAt = out.count }
        if let at = brokenFoldAt {
            out.insert(("…and \(stillBroken - stillListed) more constraints still broken — explain lists them", .error), at: at)
            if let f = foldAt, f >= at { foldAt = f + 1 }
        }
        let still = listed.stillAmbiguous.prefix(stillListed).map { layout.name(of: $0) ?? "?" }
        if let first = still.first {
            var names = still.joined(separator: ", ")
            let stillCount = listed.stillAmbiguous.count
            if stillCount > stillListed { names += " …and \(stillCount - stillListed) more" }
            let line = "Still ambiguous: \(names) — explain \(first) says what is missing"
            out.insert((line, .warning), at: foldAt ?? out.count)
        }
        return out
    }

    /// ``warnings(_:since:)`` in a style: conflicts red, other warnings yellow when coloured.
    public static func warnings(_ layout: Layout, since old: LayoutSnapshot?, style: ReportStyle) -> String {
        warningText(layout, since: old).rendered(style)
    }

    /// The same, given the snapshot of `layout` (a caller that keeps it for the next command
    /// takes it only once).
    /// `lines`: where the session's script made each constraint (see ``ConstraintLines``).
    public static func warnings(_ layout: Layout, now: LayoutSnapshot, since old: LayoutSnapshot?,
                                lines: ConstraintLines = ConstraintLines(), style: ReportStyle) -> String {
        warningText(layout, now: now, since: old, lines: lines).rendered(style)
    }

    static func warningText(_ layout: Layout, now: LayoutSnapshot? = nil, since old: LayoutSnapshot?,
                            lines: ConstraintLines = ConstraintLines()) -> ReportText {
        var text = ReportText()
        for warning in printed(LayoutWarning.listed(in: layout, now: now, since: old, lines: lines), in: layout) {
            text.add(warning.text, warning.tone)
        }
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
    /// as UIKit quotes them. The constraints UIKit made itself follow, each with who made it
    /// (``madeByLines(_:in:)``), then the app's own, each with the script line that made it when
    /// `lines` knows it, then the fixes ranked as for a conflict log (``ConflictAdvice``), each
    /// tried on a copy, with the fix as the developer's own line reads where that is one
    /// statement. UIKit's blank lines and its symbolic-breakpoint advice are left out: the block
    /// sits among the other warnings of a command, and there is no debugger.
    public static func conflict(_ report: ConflictReport, in layout: Layout, lines: ConstraintLines = ConstraintLines()) -> String {
        let sources = SessionSources(layout, lines: lines)
        return conflict(report, in: layout, sources: sources, fixes: ConflictAdvice.fixes(for: report, in: layout, sources: sources))
    }

    static func conflict(_ report: ConflictReport, in layout: Layout, sources: SessionSources, fixes: [ConflictFix]) -> String {
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
        if let negative = ConflictAdvice.negativeSize(in: report, layout: layout, sources: sources) {
            lines.append(negative.prefix(1).uppercased() + negative.dropFirst() + ".")
        }
        lines += madeByLines(set, in: layout)
        let madeAt = madeAtLines(set, sources)
        lines += madeAt
        lines += fixLines(fixes, layout: layout, codeMadeSome: !madeAt.isEmpty)
        return lines.joined(separator: "\n")
    }

    /// `Made by your code:` and each of the app's constraints of the set with the line that made
    /// it: a script's line number and text, or at the prompt the text alone (when it is not the
    /// constraint's own description).
    static func madeAtLines(_ set: [LayoutConstraintID], _ sources: SessionSources) -> [String] {
        var out: [String] = []
        for id in set where sources.maker(of: id) == .app {
            guard let line = sources.lines.line(of: id, in: sources.layout) else { continue }
            let described = sources.describe(id)
            var parts: [String] = line.inScript ? ["line \(line.number)"] : []
            if line.text != described { parts.append(line.text) }
            guard !parts.isEmpty else { continue }
            out.append("    \"\(described)\": " + parts.joined(separator: ", "))
        }
        return out.isEmpty ? [] : ["Made by your code:"] + out
    }

    /// The ranked fixes, numbered, each with whether it ends the conflict and, when known, the
    /// developer's line as it would read.
    static func fixLines(_ fixes: [ConflictFix], layout: Layout, codeMadeSome: Bool = false) -> [String] {
        guard !fixes.isEmpty else {
            return [codeMadeSome ? "Fixes: none of the usual ones applies (a priority lowered, a constraint removed)."
                : "Fixes: none of the usual ones applies (no constraint of the set is your code's)."]
        }
        var out = ["Fixes, best first, each tried on a copy of the layout:"]
        for (i, fix) in fixes.enumerated() {
            let verdict = fix.satisfiable ? "with this change the constraints are satisfiable"
                : "not enough: the constraints still conflict"
            let advice = fix.advice.prefix(1).uppercased() + fix.advice.dropFirst()
            out.append("  \(i + 1). \(advice) — \(verdict).")
            if let code = fix.code { out.append("     In place of your code: \(code)") }
        }
        return out
    }
}
