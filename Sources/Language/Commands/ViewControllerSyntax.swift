/// Commands run as one, all or none: pasted Swift's activation of a constraint that waits for
/// its views' tree to be placed (a declaration and its activation).
public struct LifecycleMethod: Hashable, Sendable {
    public var name: Identifier
    public var body: [Command]
    public var range: SourceRange
}
