import Cassowary
import Layout

/// The problems of a layout, asked of it once: the solver's answers cost more than the rest of a
/// report, so a snapshot keeps them and the warnings reuse them.
struct LayoutDiagnostics: Sendable {
    /// In the order the layout reports them (by id of the broken constraint).
    var conflicts: [ConflictReport]
    /// Tree order, horizontal first.
    var ambiguities: [Ambiguity]
    var contentAmbiguities: [ContentAmbiguity]
    /// Required constraints the frames do not meet (``Layout/unheldConstraints()``), in order of
    /// creation.
    var unheld: [UnheldConstraint]

    /// The solver's answers behind ``ambiguities``, for the next snapshot to reuse.
    var ambiguityAnswers: Layout.AmbiguityAnswers?

    /// Asks `layout`; the solver's answers of `previous` are reused when its solver has not
    /// changed since.
    init(_ layout: Layout, since previous: LayoutDiagnostics? = nil) {
        conflicts = layout.conflicts
        ambiguityAnswers = previous?.ambiguityAnswers
        ambiguities = layout.ambiguities(reusing: &ambiguityAnswers)
        contentAmbiguities = layout.contentAmbiguities()
        unheld = layout.unheldConstraints().map { UnheldConstraint(id: $0.id, off: $0.off) }
    }
}

/// A required constraint the solved frames do not meet, and by how much.
struct UnheldConstraint: Sendable, Hashable {
    var id: LayoutConstraintID
    var off: Double
}
