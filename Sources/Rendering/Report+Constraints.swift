import Layout

/// `constraints [v]`: the constraints of a layout or of one view.
extension Report {
    /// Every constraint (or those mentioning `view`, on either side), described as
    /// ``Layout/describe(_:)`` does, in order of creation and in four groups, empty ones left out:
    ///
    ///     active
    ///       title.top == header.bottom + 8
    ///       title.left == sv.contentLayoutGuide.left   [sv content]
    ///       title.width == sv.frameLayoutGuide.width   [sv frame]
    ///     implicit
    ///       title.width <= 85 @250   (content hugging, horizontal)
    ///     broken
    ///       title.height == 100   (conflicts with 3 constraints)
    ///     inactive
    ///       title.height == 50
    ///
    /// `active` are the ones written by the user and in effect; those that bind a scroll view's
    /// content area or frame, which is where scroll views surprise, end in `[sv content]` or
    /// `[sv frame]`. `implicit` are the ones UIKit adds (autoresizing mask, hugging, compression
    /// resistance, the screen size). `broken` are active but refused because they conflict with
    /// required ones. With none at all: `no constraints` or `no constraints mention title`.
    public static func constraints(_ layout: Layout, of view: ViewID?) -> String {
        constraintText(layout, of: view).rendered(ReportStyle())
    }

    /// ``constraints(_:of:)`` in a style: the group headings bold when coloured.
    public static func constraints(_ layout: Layout, of view: ViewID?, style: ReportStyle) -> String {
        constraintText(layout, of: view).rendered(style)
    }

    static func constraintText(_ layout: Layout, of view: ViewID?) -> ReportText {
        let index = ConstraintGroup.Index(layout)
        var groups = ConstraintGroup.allCases.map { _ in [String]() }
        for id in layout.constraintIDs {
            guard let c = layout.constraint(id), concerns(id, view, in: layout) else { continue }
            let group = index.group(of: id, in: layout)
            var line = layout.describe(id)
            switch group {
            case .active:
                let guides = guideTags(c, in: layout)
                if !guides.isEmpty { line += "   [\(guides.joined(separator: ", "))]" }
            case .broken:
                let others = index.reports[id]?.culprits.count ?? 0
                line += "   (conflicts with \(others) constraint\(others == 1 ? "" : "s"))"
            case .implicit, .inactive:
                break
            }
            groups[group.rawValue].append("  " + line)
        }
        var text = ReportText()
        for group in ConstraintGroup.allCases where !groups[group.rawValue].isEmpty {
            text.add(group.heading, .heading)
            text.add(groups[group.rawValue])
        }
        if text.isEmpty {
            let name = view.flatMap { layout.view($0)?.name }
            text.add(name.map { "no constraints mention \($0)" } ?? "no constraints")
        }
        return text
    }

    /// Whether a constraint has `view` (or one of its guides) on either side.
    static func mentions(_ c: LayoutConstraint, _ view: ViewID) -> Bool {
        c.first.view == view || c.second?.view == view
    }

    /// Whether a constraint mentions `view`, or whether it exists at all when there is no view.
    static func concerns(_ id: LayoutConstraintID, _ view: ViewID?, in layout: Layout) -> Bool {
        guard let c = layout.constraint(id) else { return false }
        return view.map { mentions(c, $0) } ?? true
    }

    /// `sv content` and `sv frame` for the scroll-view guides a constraint binds.
    static func guideTags(_ c: LayoutConstraint, in layout: Layout) -> [String] {
        [c.first, c.second].compactMap { item -> String? in
            switch item {
            case .content(let s)?: "\(layout.view(s)?.name ?? "?") content"
            case .frame(let s)?: "\(layout.view(s)?.name ?? "?") frame"
            default: nil
            }
        }
    }
}
