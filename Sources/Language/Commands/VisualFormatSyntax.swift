/// `vfl SUPERVIEW "H:|-[a]-|" [metrics pad=8,w=100]`.
public struct VisualFormatCommand: Hashable, Sendable {
    public var superview: Identifier
    public var format: VisualFormat
    public var metrics: [Metric]
    public var range: SourceRange
}

/// `name=value` after `metrics`.
public struct Metric: Hashable, Sendable {
    public var name: Identifier
    public var value: NumberLiteral
    public var range: SourceRange
}

/// The horizontal or vertical direction of a visual format string.
public enum VisualFormatOrientation: String, Hashable, Sendable {
    case horizontal = "H"
    case vertical = "V"
}

/// A parsed Visual Format string; every range points inside the string literal, in the
/// coordinates of the whole source, so diagnostics land on the right column.
///
/// Elements alternate as Apple's grammar has them: an optional superview edge, then views with a
/// connection between each neighbouring pair, then an optional closing edge. Every pair of
/// neighbours has a connection, `flush` (an empty range) when nothing was written between them.
public struct VisualFormat: Hashable, Sendable {
    public var orientation: VisualFormatOrientation
    /// Where `H:`/`V:` is; `nil` when omitted, which means horizontal.
    public var orientationRange: SourceRange?
    public var elements: [VisualFormatElement]
    public var range: SourceRange

    /// Every name the string uses: its views, and the names in their predicates (another view
    /// or a metric: `[a(==b)]`, `[a(width@priority)]`).
    public var namesUsed: Set<String> {
        var names: Set<String> = []
        for case .view(let view) in elements {
            names.insert(view.name.name)
            for predicate in view.predicates {
                for case .name(let name) in [predicate.object] + (predicate.priority.map { [$0] } ?? []) { names.insert(name.name) }
            }
        }
        return names
    }
}

/// One element of a visual format string.
public enum VisualFormatElement: Hashable, Sendable {
    /// `|`, the superview's edge.
    case superview(SourceRange)
    case connection(VisualFormatConnection)
    case view(VisualFormatView)

    public var range: SourceRange {
        switch self {
        case .superview(let range): range
        case .connection(let connection): connection.range
        case .view(let view): view.range
        }
    }
}

/// The spacing between two neighbours.
public struct VisualFormatConnection: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Nothing written: the neighbours touch.
        case flush
        /// A lone `-`: the standard spacing, whose value depends on the neighbours.
        case standard
        /// `-8-`, `-pad-`, `-(>=20@750)-`.
        case predicates([VisualFormatPredicate])
    }

    public var kind: Kind
    public var range: SourceRange
}

/// `[name]` or `[name(100)]`, `[name(>=50,<=100@750)]`, `[a(==b)]`.
public struct VisualFormatView: Hashable, Sendable {
    public var name: Identifier
    public var predicates: [VisualFormatPredicate]
    public var range: SourceRange
}

/// `>=20@750`: a relation (omitted means `==`), an object and a priority.
public struct VisualFormatPredicate: Hashable, Sendable {
    public var relation: RelationKind?
    public var object: VisualFormatObject
    public var priority: VisualFormatObject?
    public var range: SourceRange
}

/// A number, or a name that is a metric or (inside a view's predicates) another view.
public enum VisualFormatObject: Hashable, Sendable {
    case number(NumberLiteral)
    case name(Identifier)

    public var range: SourceRange {
        switch self {
        case .number(let number): number.range
        case .name(let name): name.range
        }
    }
}
