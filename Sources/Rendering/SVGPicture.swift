import Layout

/// What an SVG picture of a layout draws, in points: the views as a tree of boxes, each placed in
/// its superview's bounds as UIKit places it, the constraints of the last conflict, and what the
/// legend explains. ``SVGRenderer`` turns it into bytes; `--json` reports the same geometry, so
/// other tools can draw what the SVG draws.
///
/// Coordinates are the picture's own: the screen's for `show` (root coordinates), the scroll
/// view's content for `show sv` (its bounds coordinates, where the content area starts at (0,0)).
public struct SVGPicture: Sendable, Hashable {
    /// What the picture shows, for its title: `root 375×667`, or `sv content 375×1330`.
    public var title: String
    /// The region drawn, in picture coordinates: the screen, or for `show sv` the union of the
    /// content area, the visible window and every view.
    public var extent: Rect
    /// The views in tree order (parents before children), each with its depth below the picture's
    /// top level (0).
    public var nodes: [SVGNode]
    /// `show sv`: the content area (0,0,contentSize), drawn as a box named after the scroll view.
    public var contentArea: Rect?
    /// `show sv`: the scroll view's visible window (its bounds), drawn over the content.
    public var window: Rect?
    /// The constraints of the last conflict's minimal set, the broken one last.
    public var conflict: [SVGConstraintMark]
    /// The description of the constraint that conflict broke.
    public var brokenConstraint: String?
}

/// One view of an ``SVGPicture``.
public struct SVGNode: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case root, view, scrollView, label, image
    }

    public var name: String
    public var kind: Kind
    /// Levels below the picture's top level: the root (or, for `show sv`, the scroll view's
    /// subviews) is 0.
    public var depth: Int
    /// The frame's origin in the superview's bounds coordinates (a zoomed view's is scaled).
    public var origin: Point
    /// The view's bounds: its own coordinates. A scroll view's origin is its contentOffset, so
    /// its subviews move by it; the size is never scaled by zoom.
    public var bounds: Rect
    /// The zoom the view is drawn at (its transform `scale(z)`, 1 for all but a zoom view).
    public var scale: Double
    /// The bounds as they land in picture coordinates, after every offset and zoom around it.
    public var rect: Rect
    /// Whether its subviews are clipped to its bounds (scroll views, which clip as UIKit's do).
    public var clipsSubviews: Bool
    /// Whether the view draws a box of its own. A view that only arranges others (a stack view,
    /// when the model has one) sets this to false and is drawn dashed.
    public var drawsItself: Bool
    /// A label's text as it draws it, in the documented metric.
    public var text: SVGText?
    /// The axes on which its layout is ambiguous (`hasAmbiguousLayout`), marked with `?`.
    public var ambiguous: [Axis]
}

/// A label's lines in the text metric (``TextMetrics``): each line as long as the system font sets
/// it, 1.1934 × the size tall; the block is centred vertically in a taller label, as UILabel draws it.
public struct SVGText: Sendable, Hashable {
    public var fontSize: Double
    public var fontWeight = FontWeight.regular
    /// The design of the system font its lines were measured in.
    public var fontDesign = SystemFontDesign.variable
    public var lineHeight: Double
    public var lines: [String]
    /// The top of the first line, in the label's bounds coordinates.
    public var top: Double
}

/// A constraint drawn between the views it binds, or across the view it sizes.
public struct SVGConstraintMark: Sendable, Hashable {
    /// 1, 2, …: the number in the legend.
    public var number: Int
    public var description: String
    /// Where the first item's attribute lies, in picture coordinates.
    public var from: Point
    /// Where the second item's attribute lies; for a constant size, the far edge of the size.
    public var to: Point
    /// Whether this is the constraint the layout broke to recover.
    public var isBroken: Bool
}
