import Layout

/// One view's line in the `frames` table.
public struct FrameRow: Sendable, Hashable {
    public var name: String
    /// In the superview's coordinates.
    public var frame: Rect
    /// In the view's own coordinates: origin (0,0), or a scroll view's contentOffset.
    public var bounds: Rect
    /// Where the view is in root (screen) coordinates, after scrolling and zooming.
    public var window: Rect
    public var transform: Transform
    /// Its `safeAreaInsets`; a line under the row shows them when they are not zero.
    public var safeArea: EdgeInsets

    public init(name: String, frame: Rect, bounds: Rect, window: Rect, transform: Transform = .identity,
                safeArea: EdgeInsets = .zero) {
        self.name = name
        self.frame = frame
        self.bounds = bounds
        self.window = window
        self.transform = transform
        self.safeArea = safeArea
    }
}
