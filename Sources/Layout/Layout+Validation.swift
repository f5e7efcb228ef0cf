extension Layout {
    /// Checks a constraint as activating it would (UIKit's refusals: unpaired locations, mixed
    /// axes, leading/trailing against left/right, no common ancestor) without adding it; a
    /// constraint made with `let c = …` and not yet active is checked here.
    public func validate(_ constraint: LayoutConstraint) throws(LayoutError) {
        _ = try resolve(constraint)
    }
}
