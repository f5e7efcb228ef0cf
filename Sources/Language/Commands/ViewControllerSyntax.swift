/// `view.layoutIfNeeded()` and its siblings: a request for a layout pass, which Layoutbook makes
/// after every command anyway.
public struct LayoutPassCall: Hashable, Sendable {
    public var receiver: ItemExpression
    public var method: Identifier
    public var range: SourceRange
}

/// `v.backgroundColor = .red`, `v.layer.cornerRadius = 8`: an assignment that changes how a view
/// is drawn, not where; accepted so pasted code runs, and ignored. The value is not read.
public struct IgnoredAssignment: Hashable, Sendable {
    public var target: ItemExpression
    public var property: Identifier
    public var range: SourceRange
}

/// Commands run as one, all or none: pasted Swift's activation of a constraint that waits for
/// its views' tree to be placed (a declaration and its activation).
public struct LifecycleMethod: Hashable, Sendable {
    public var name: Identifier
    public var body: [Command]
    public var range: SourceRange
}
