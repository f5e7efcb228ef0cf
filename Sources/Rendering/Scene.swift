import Layout

/// What a picture of the screen is drawn from: the screen's size and every view as a box.
///
/// A scene knows nothing of how the layout model stores views; an adapter flattens the view tree into
/// it. The root may be included as the first node (depth 0, rect = the screen) so that its name shows
/// in the screen's top border; the screen's outline is drawn either way.
public struct Scene: Sendable, Hashable {
    /// The root view's size, in points.
    public var screen: Size
    /// The views in drawing order: parents before children, siblings in declaration order.
    /// Later nodes are drawn over earlier ones.
    public var nodes: [SceneNode]

    public init(screen: Size, nodes: [SceneNode] = []) {
        self.screen = screen
        self.nodes = nodes
    }
}
