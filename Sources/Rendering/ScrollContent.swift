import Layout

/// What `show sv` draws: the whole content of one scroll view and the window onto it.
///
/// Everything is in the scroll view's content coordinates, the space its bounds live in: the content
/// area starts at (0,0), and the window is the scroll view's bounds (origin = contentOffset).
public struct ScrollContent: Sendable, Hashable {
    /// The scroll view's name, written into the content area's top border.
    public var name: String
    /// The scroll view's contentSize, zoom included.
    public var contentSize: Size
    /// The visible part: the scroll view's bounds, `(offset.x, offset.y, width, height)`.
    public var window: Rect
    /// The views inside the scroll view in drawing order, rects (and clips, for views inside nested
    /// scroll views) in content coordinates, zoom transforms applied.
    public var nodes: [SceneNode]

    public init(name: String, contentSize: Size, window: Rect, nodes: [SceneNode] = []) {
        self.name = name
        self.contentSize = contentSize
        self.window = window
        self.nodes = nodes
    }
}
