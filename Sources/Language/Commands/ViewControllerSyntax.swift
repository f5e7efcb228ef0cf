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

/// `[a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }`: the body once per
/// view, with `$0` naming it.
public struct ForEachCommand: Hashable, Sendable {
    public var views: [Identifier]
    public var body: [Command]
    public var range: SourceRange
}

/// `override func viewDidLoad() { … }` pasted whole: the body runs at once, as the view
/// controller would run it when its view loads. Only the lifecycle methods that set up views
/// are read this way; `super.viewDidLoad()` inside them does nothing here.
public struct LifecycleMethod: Hashable, Sendable {
    public var name: Identifier
    public var body: [Command]
    public var range: SourceRange
}
