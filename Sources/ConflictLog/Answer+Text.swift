import Layout
import Rendering

extension Answer {
    /// The answer as the prompt prints it: the views rebuilt (the log's item beside each name),
    /// the constraints with what UIKit made and why, the assumptions, the minimal set, what UIKit
    /// broke and what that did, the fixes tried, then the picture.
    public func text(style: ReportStyle) -> String { text(style: style, inSession: true) }

    /// `inSession`: whether the rebuilt views become the session's (the first log of a paste
    /// of several is; the others say how to go on with theirs).
    public func text(style: ReportStyle, inSession: Bool) -> String {
        let layout = rebuild.layout
        let log = rebuild.log
        var out: [String] = []
        let count = log.entries.count
        let brokenLine = log.broken.map { " · UIKit broke the one on line \($0.line)" } ?? " · the log does not say which one UIKit broke"
        out.append("Conflict log: \(count) \(count == 1 ? "constraint" : "constraints")\(brokenLine)")
        out.append("")
        out.append("Views rebuilt from the log (the names to type at the prompt):")
        let width = min(24, rebuild.views.map(\.name.count).max() ?? 4)
        for v in rebuild.views {
            let parent = layout.superview(of: v.id).flatMap { layout.name(of: $0) } ?? "root"
            var line = "  " + v.name.padded(to: width) + "  " + v.item.logText + "  in " + parent
            if let p = v.placement, !p.hasPrefix("superview unknown") { line += " (\(p))" }
            out.append(line)
        }
        out.append("")
        out.append("Constraints, as rebuilt (each named after its log line):")
        let labels = rebuild.constraintLabels
        for (index, c) in rebuild.constraints.enumerated() {
            let entry = log.entries[index]
            let lineNumber = labels[index].padded(to: 9)
            if let id = c.id {
                out.append("  \(lineNumber) \(rebuild.describe(id))")
                if let g = c.generated { out.append("  " + String(repeating: " ", count: 10) + "↳ " + g.explanation) }
            } else {
                out.append("  \(lineNumber) not solved: \(c.note ?? "?")")
                out.append("  " + String(repeating: " ", count: 10) + "↳ " + entry.source)
            }
        }
        for note in log.notes { out.append("  line \(note.line): note: \(note.message)") }
        if !rebuild.assumptions.isEmpty {
            out.append("")
            out.append("Assumed (the log does not say):")
            for a in rebuild.assumptions { out.append("  - " + a) }
        }
        out.append("")
        if let conflict {
            let set = minimalSet
            let listed = log.entries.count
            out.append("The minimal conflicting set: \(set.count) \(set.count == 1 ? "constraint" : "constraints")"
                + (log.gap == .listStartCut ? " (the paste holds \(listed) of UIKit's list, whose start is cut off)"
                    : " (UIKit listed \(listed))") + "; each is needed, so loosening any one resolves it:")
            var names: [LayoutConstraintID: String] = [:]
            for (name, id) in rebuild.constraintNames { names[id] = name }
            for id in set {
                let source = Self.isSizeRule(id, rebuild) ? "(UIKit's rule: no log lists it)" : "(assumed by Layoutbook, not in the log)"
                out.append("    \"\(rebuild.describe(id))\"   " + (names[id] ?? source))
            }
            if let negativeSize { out.append(negativeSize.capitalizedFirst + ".") }
            if let shared = Self.sharedKeyText(set, listed: listed, rebuild) { out.append(shared) }
            let broke = rebuild.describe(conflict.broken)
            if let uikit = uikitBroke {
                if uikit == conflict.broken {
                    out.append("UIKit broke \"\(broke)\" (line \(line(of: uikit) ?? 0)); the rebuilt layout breaks it too.")
                } else {
                    out.append("UIKit broke \"\(rebuild.describe(uikit))\" (line \(line(of: uikit) ?? 0)), "
                        + "which holds here; the rebuilt layout breaks \"\(broke)\".")
                }
            } else if let broken = log.broken {
                out.append("UIKit broke the constraint on line \(broken.line), which Layoutbook could not rebuild (see above); "
                    + "the rebuilt layout breaks \"\(broke)\".")
            } else {
                out.append("The log does not say which constraint UIKit broke; the rebuilt layout breaks \"\(broke)\".")
            }
            if !effect.isEmpty { out.append("With it broken: " + effect.joined(separator: "; ") + ".") }
            for other in otherConflicts {
                out.append("Another conflict: \"\(rebuild.describe(other.broken))\" is broken too "
                    + "(it conflicts with \(other.conflicting.filter { $0 != other.broken }.count) constraints).")
            }
            out.append("")
            if systemOnly {
                out.append(systemOnlyLine)
                if let hint = zeroFrameToolbarHint { out.append(hint) }
            } else {
                out.append("Fixes, each tried on a copy of the rebuilt constraints:")
            }
            if fixes.isEmpty && !systemOnly {
                out.append("  (none of the usual fixes applies: no constraint of the set is your code's)")
                if let placeholder = placeholderSize(in: conflict) {
                    out.append("  \(placeholder.capitalizedFirst).")
                }
            }
            for (i, fix) in fixes.enumerated() {
                let verdict = fix.satisfiable
                    ? "with this change the log's constraints are satisfiable"
                    : "not enough: the constraints still conflict"
                out.append("  \(i + 1). \(fix.advice.capitalizedFirst) — \(verdict).")
                if let code = fix.code { out.append("     In place of your code: \(code)") }
            }
            if untried > 0 {
                out.append("  … and \(untried) more of the same kinds, not tried: the set is minimal, so loosening any one "
                    + "of its constraints resolves this conflict.")
            }
        } else if !rebuild.constraints.contains(where: { $0.id != nil }) {
            out.append("Nothing to solve: none of the log's constraints could be read (see the notes above).")
        } else if let missing {
            out.append("The rebuilt constraints hold together" + (log.broken.map { ", \"\($0.source)\" (line \($0.line)) included" } ?? "")
                + ". What is missing: " + missing + ".")
            if systemOnly { out.append(systemOnlyLine) }
        } else if let broken = log.broken {
            let unsolved = rebuild.constraints.filter { $0.id == nil }.map { "line \(log.entries[$0.entryIndex].line)" }
            out.append("The rebuilt constraints hold together, \"\(broken.source)\" (line \(broken.line)) included: "
                + "the conflict UIKit saw needs something the log does not show (a constraint outside the list, or a size "
                + "UIKit knew" + (unsolved.isEmpty ? ")." : "), or the entries Layoutbook could not solve: "
                    + unsolved.joined(separator: ", ") + " (see above)."))
            if systemOnly { out.append(systemOnlyLine) }
        } else {
            out.append("The rebuilt constraints hold together: no conflict among them.")
            if systemOnly { out.append(systemOnlyLine) }
        }
        out.append("")
        out.append(Report.picture(layout, style: style))
        let example = rebuild.constraintNames.first { $0.id == conflict?.broken }?.name ?? rebuild.constraintNames.first?.name
        if inSession, systemOnly || missing != nil {
            // No fix to try: the constraints are UIKit's own, or the conflict is not in the paste.
            out.append("The rebuilt views stay in the session; undo goes back.")
        } else if inSession {
            out.append("The rebuilt views stay in the session"
                + (example.map { ": try a fix at the prompt (\($0).isActive = false; \($0).priority = 999; \($0).isActive = true)" } ?? "")
                + "; undo goes back.")
        } else {
            out.append("The session goes on with the first log's views; paste this log alone to go on with its own.")
        }
        return style.apply(out.joined(separator: "\n"))
    }
}

extension Answer {
    /// A system warning the app's code can still silence: a toolbar's content view held 0 wide
    /// by its mask, as a toolbar made with no frame (`UIToolbar()`, a keyboard's accessory bar)
    /// logs it before it is laid out. Nil for any other log.
    var zeroFrameToolbarHint: String? {
        let zeroToolbar = rebuild.log.entries.contains { entry in
            guard entry.isAutoresizingMask, case .relation(let r) = entry.body else { return false }
            return r.first.plainClass == "_UIToolbarContentView" && r.firstAttribute == "width" && r.second == nil && r.constant == 0
        }
        guard zeroToolbar else { return nil }
        return "It comes from a toolbar made with no frame (UIToolbar(), often a keyboard's input accessory bar): its "
            + "content view is 0 wide until it is laid out. Made with a frame of its own (UIToolbar(frame: CGRect(x: 0, y: 0, "
            + "width: 320, height: 44))), it has room for its items and UIKit logs nothing."
    }

    /// What the answer says when the conflict is iOS's own: printed by a system process, or
    /// every constraint of it UIKit's.
    var systemOnlyLine: String {
        guard let process = rebuild.log.systemProcess else { return Self.systemOnlyText }
        return "\(process), a process of iOS itself and not your app, printed this log: every view and constraint "
            + "here is iOS's own, and nothing in your app's code made them. This is a system warning, which UIKit recovers "
            + "from by itself; there is no fix to make in your code."
    }

    /// What the answer says when every constraint of the conflict is UIKit's own.
    static let systemOnlyText = "Every constraint here is UIKit's own (its private views: the keyboard, an input accessory "
        + "bar, a toolbar's insides, an action sheet, or a layout guide UIKit sizes): nothing in your app's code made them. This is a known "
        + "system warning, which UIKit recovers from by itself; there is no fix to make in your code."
}

extension String {
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

extension Answer {
    /// When a conflict among UIKit's constraints alone (a stack view's arrangement, guides) holds
    /// a size UIKit imposes that is a placeholder (0 while it sizes the view, a temporary size):
    /// that the conflict lasts only until the real size is known. Nil otherwise.
    func placeholderSize(in conflict: ConflictReport) -> String? {
        let layout = rebuild.layout
        for id in [conflict.broken] + conflict.conflicting {
            guard case .imposedSize(let kind) = rebuild.maker(of: id), let c = layout.constraint(id), c.second == nil else { continue }
            guard c.constant == 0 || kind == .temporary else { continue }
            let name = layout.name(of: c.first.view) ?? "?"
            if kind == .stackHiding {
                // A hidden arranged view that is a stack view itself (or holds one): squeezed to 0
                // for as long as it is hidden, where its own spacing cannot fit.
                return "the set is UIKit's own constraints in \(name), a hidden arranged view squeezed to 0 along its stack's "
                    + "axis (\(describe(id))) while its own arrangement still asks for room (its spacing): the conflict lasts as "
                    + "long as it is hidden, and UIKit breaks the spacing, which shows nothing wrong (the view is hidden). To "
                    + "silence it, set \(name).spacing = 0 while it is hidden (and back when shown), or put it in a plain view, hide "
                    + "that view instead, and pin \(name)'s bottom to it at priority 999"
            }
            return "the set is UIKit's own constraints in \(name), \(formatNumber(c.constant)) \(c.firstAttribute.rawValue) "
                + "while UIKit has not sized it yet (\(describe(id))): what they ask fits once the real size is known, and "
                + "UIKit recovers by itself until then — a passing warning, with nothing of your code's to change"
        }
        return nil
    }

    func describe(_ id: LayoutConstraintID) -> String { rebuild.describe(id) }
}

