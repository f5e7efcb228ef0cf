import Layout

/// The problems of a layout, asked of it once: the solver's answers cost more than the rest of a
/// report, so a snapshot keeps them and the warnings reuse them.
struct LayoutDiagnostics: Sendable, Hashable {
    /// In the order the layout reports them (by id of the broken constraint).
    var conflicts: [ConflictReport]
    /// Tree order, horizontal first.
    var ambiguities: [Ambiguity]
    var contentAmbiguities: [ContentAmbiguity]

    init(_ layout: Layout) {
        conflicts = layout.conflicts
        ambiguities = layout.ambiguities()
        contentAmbiguities = layout.contentAmbiguities()
    }
}
