import Layout

/// One view of a ``Scene``, already placed in root (screen) coordinates.
public struct SceneNode: Sendable, Hashable {
    /// What sort of view this is; only labels draw anything inside their box.
    public enum Kind: Sendable, Hashable {
        case view
        case scrollView
        /// A label: its text, and the lines it draws (``TextMetrics/displayedLines(_:size:)``), one
        /// a row. Without lines the text is wrapped to the box's width in cells.
        case label(text: String, lines: [String]? = nil)
        case image
    }

    public var name: String
    /// Distance from the root in the view tree: the root is 0, its subviews 1.
    public var depth: Int
    public var kind: Kind
    /// Where the view is, in root coordinates, after scroll offsets and zoom transforms are applied.
    public var rect: Rect
    /// The part of the root that can show this view: the intersection of every ancestor scroll view's
    /// visible window, in root coordinates. `nil` when no ancestor clips.
    public var clip: Rect?
    /// For a scroll view, the views it has scrolled wholly out of its window, named in its bottom
    /// border (`below: footer`); nil when there are none.
    public var outOfSight: String?

    public init(name: String, depth: Int, kind: Kind = .view, rect: Rect, clip: Rect? = nil,
                outOfSight: String? = nil) {
        self.name = name
        self.depth = depth
        self.kind = kind
        self.rect = rect
        self.clip = clip
        self.outOfSight = outOfSight
    }
}
