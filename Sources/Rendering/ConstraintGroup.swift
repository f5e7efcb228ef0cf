import Layout

/// How the reports sort a constraint: written and in effect, added by UIKit, refused, or switched off.
enum ConstraintGroup: Int, CaseIterable, Sendable {
    /// Written by the user, active and in effect.
    case active
    /// Added by UIKit (autoresizing mask, hugging, compression resistance, the screen size) and in effect.
    case implicit
    /// Active but refused, because it conflicts with required constraints.
    case broken
    case inactive

    var heading: String {
        switch self {
        case .active: "active"
        case .implicit: "implicit"
        case .broken: "broken"
        case .inactive: "inactive"
        }
    }

    /// The group of every constraint of a layout, with the report of each broken one.
    struct Index {
        var reports: [LayoutConstraintID: ConflictReport] = [:]

        init(_ layout: Layout) {
            for report in layout.conflicts where reports[report.broken] == nil { reports[report.broken] = report }
        }

        func group(of id: LayoutConstraintID, in layout: Layout) -> ConstraintGroup {
            if !layout.isActive(id) { return .inactive }
            if reports[id] != nil { return .broken }
            return layout.constraint(id)?.origin == .user ? .active : .implicit
        }
    }
}
