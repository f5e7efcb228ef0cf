/// What a tableau symbol stands for (the Cassowary paper's names).
///
/// External symbols are the user's variables and are unrestricted. Slack, error and artificial
/// symbols are restricted to be non-negative. There are no dummy symbols: required equalities
/// carry no marker (see `Solver+Removal.swift` for how they are removed instead).
@usableFromInline enum SymbolKind: UInt8, Sendable {
    case external, slack, error, artificial

    var isRestricted: Bool { self != .external }
}

/// A tableau symbol number. Variables and internal symbols share one numbering, in creation order,
/// so ties broken by the lowest symbol are broken by age.
typealias Symbol = Int32

let noSymbol: Symbol = -1
