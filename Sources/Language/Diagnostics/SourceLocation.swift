/// A position in a source text: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// `line:column`, as diagnostics print it.
    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source: `start` is the first character, `end` the one after the last.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(_ start: SourceLocation, _ end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// `@1:1-1:9`, the form the syntax-tree dump uses.
    public var description: String { "@\(start)-\(end)" }
}

extension SourceRange {
    /// An empty range at one location, for "expected …" diagnostics that point between tokens.
    public init(at location: SourceLocation) {
        self.init(location, location)
    }

    /// The smallest range that covers both `self` and `other`.
    public func extended(to other: SourceRange) -> SourceRange {
        SourceRange(min(start, other.start), max(end, other.end))
    }
}
