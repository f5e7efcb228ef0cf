import Layout

extension ConflictReport {
    /// The constraints the broken one conflicts with, in order of creation, without the broken one
    /// (the layout may or may not list it among them).
    var culprits: [LayoutConstraintID] {
        conflicting.filter { $0 != broken }.sorted()
    }
}
