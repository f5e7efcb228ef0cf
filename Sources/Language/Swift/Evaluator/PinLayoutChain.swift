import Layout

/// A PinLayout chain being written (`label.pin.top(10).horizontally(16).sizeToFit(.width)`): what
/// it says so far, as the library keeps it until the chain ends and sets the view's frame once.
///
/// PinLayout is not Auto Layout: it sets `frame` itself, in the coordinates of the view's
/// superview, from the superview's size and its siblings' frames as they are when the line runs
/// (apps call it in `layoutSubviews` or `viewDidLayoutSubviews`). Edges are kept as positions in
/// the superview (`bottom(10)` is 10 above its bottom), margins apart. As in the library, an edge,
/// centre or size is set once: a second, different value is ignored (the library warns), and a
/// centre is ignored beside an edge on its axis set before it, or an edge beside its centre.
/// ``resolve(fitted:scale:)`` works the frame out as the library does:
/// - the size: the width given, else the space between both edges less their margins, else
///   (with no `sizeToFit` or `aspectRatio`) the view's own; likewise the height;
/// - `sizeToFit(_:)` asks the view's `sizeThatFits(_:)` with that width (`.width`) or height
///   (`.height`) and the other side unbounded, or with its current size (`.content`), and keeps
///   the side it gave unless the fit is flexible; `aspectRatio(_:)` gives the one missing side;
///   then the minimum and maximum sizes clamp, and a negative size is dropped;
/// - the position: with both edges and a size, `justify(_:)` (left by default) or `align(_:)`
///   places it between them; else the near edge, the far edge or the centre (plus the near
///   margin, less the far one) with the size found or the view's own; with none, it stays;
/// - the frame is snapped to the screen's pixels: the origin rounded, the size rounded up.
public struct PinLayoutChain: Sendable {
    public enum Fit: String, Sendable { case width, height, widthFlexible, heightFlexible, content }

    /// The view pinned.
    public var view: String
    /// Its frame when `pin` was read: what no edge or size given replaces.
    public var start: Rect
    public private(set) var top: Double?
    public private(set) var left: Double?
    public private(set) var bottom: Double?
    public private(set) var right: Double?
    public private(set) var vCenter: Double?
    public private(set) var hCenter: Double?
    public private(set) var width: Double?
    public private(set) var height: Double?
    public private(set) var minWidth: Double?
    public private(set) var maxWidth: Double?
    public private(set) var minHeight: Double?
    public private(set) var maxHeight: Double?
    public var margins = EdgeInsets()
    /// `sizeToFit(_:)` or `aspectRatio(_:)`: the library keeps one of them, the last written.
    public var fit: Fit? { didSet { if fit != nil { aspectRatio = nil } } }
    public var aspectRatio: Double? { didSet { if aspectRatio != nil { fit = nil } } }
    /// `pinEdges()`: a size given beside one edge (or a centre) becomes the missing edge(s)
    /// before margins apply, so margins make the view smaller rather than move it.
    public var pinsEdges = false
    /// `justify(.center)`: 0 left, 0.5 centre, 1 right.
    public var justify: Double = 0
    /// `align(.center)`: 0 top, 0.5 centre, 1 bottom.
    public var align: Double = 0

    public init(view: String, start: Rect) {
        self.view = view
        self.start = start
    }

    /// Sets an edge or centre at a position in the superview; false (and nothing set) when the
    /// library ignores it: that slot holds another value, or the axis's centre and edges clash.
    @discardableResult
    public mutating func place(_ edge: PinLayoutEdge, at position: Double) -> Bool {
        func once(_ slot: inout Double?, unless clash: Bool) -> Bool {
            if clash { return false }
            if let held = slot, held != position { return false }
            slot = position
            return true
        }
        switch edge {
        case .top: return once(&top, unless: vCenter != nil)
        case .bottom: return once(&bottom, unless: vCenter != nil)
        case .left, .start: return once(&left, unless: hCenter != nil)
        case .right, .end: return once(&right, unless: hCenter != nil)
        case .vCenter: return once(&vCenter, unless: top != nil || bottom != nil)
        case .hCenter: return once(&hCenter, unless: left != nil || right != nil)
        }
    }

    /// Which size is set: `width`, `height`, `minWidth`, … Once, and never negative, as the
    /// library takes it; false when ignored.
    @discardableResult
    public mutating func setSize(_ name: String, _ value: Double) -> Bool {
        guard value >= 0, value.isFinite else { return false }
        func once(_ slot: inout Double?) -> Bool {
            if let held = slot, held != value { return false }
            slot = value
            return true
        }
        switch name {
        case "width": return once(&width)
        case "height": return once(&height)
        case "minWidth": return once(&minWidth)
        case "maxWidth": return once(&maxWidth)
        case "minHeight": return once(&minHeight)
        default: return once(&maxHeight)
        }
    }

    /// The margin on one side (the last one written).
    public mutating func setMargin(_ side: PinLayoutEdge, _ value: Double) {
        switch side {
        case .top: margins.top = value
        case .bottom: margins.bottom = value
        case .left, .start: margins.left = value
        default: margins.right = value
        }
    }

    /// The chain with `pinEdges()` carried out: each axis's size (clamped) turned into the edge
    /// it lacks, unless all four edges are set.
    var withEdgesPinned: PinLayoutChain {
        guard pinsEdges, top == nil || bottom == nil || left == nil || right == nil else { return self }
        var c = self
        c.pinsEdges = false
        if let w = Self.clamp(width, minWidth, maxWidth), left == nil || right == nil {
            if let left { c.right = left + w } else if let right { c.left = right - w } else if let hCenter {
                (c.left, c.right, c.hCenter) = (hCenter - w / 2, hCenter + w / 2, nil)
            }
            if c.left != nil, c.right != nil { c.width = nil }
        }
        if let h = Self.clamp(height, minHeight, maxHeight), top == nil || bottom == nil {
            if let top { c.bottom = top + h } else if let bottom { c.top = bottom - h } else if let vCenter {
                (c.top, c.bottom, c.vCenter) = (vCenter - h / 2, vCenter + h / 2, nil)
            }
            if c.top != nil, c.bottom != nil { c.height = nil }
        }
        return c
    }

    /// The size the chain gives before fitting: the width given, else both edges' space, else
    /// the view's own when nothing will compute it.
    var givenSize: (width: Double?, height: Double?) {
        let keepsOwn = fit == nil && aspectRatio == nil
        var w = width
        if w == nil, let left, let right { w = right - left - margins.left - margins.right }
        if w == nil, keepsOwn { w = start.width }
        var h = height
        if h == nil, let top, let bottom { h = bottom - top - margins.top - margins.bottom }
        if h == nil, keepsOwn { h = start.height }
        return (w, h)
    }

    /// PinLayout 1's `fitSize()`: fit by the width when one is given (or both edges), else by
    /// the height, else to the content.
    public var fitByWhatIsGiven: Fit {
        if width != nil || (left != nil && right != nil) { return .width }
        if height != nil || (top != nil && bottom != nil) { return .height }
        return .content
    }

    /// The size to ask the view's `sizeThatFits(_:)` with, for `sizeToFit(_:)` (an unbounded
    /// side is `.greatestFiniteMagnitude`); nil when the chain does not fit the view.
    public func fitQuestion() -> Size? {
        if pinsEdges { return withEdgesPinned.fitQuestion() }
        let unbounded = Double.greatestFiniteMagnitude
        let given = givenSize
        switch fit {
        case .width?, .widthFlexible?:
            return Size(width: Self.clamp(given.width, minWidth, maxWidth) ?? start.width, height: unbounded)
        case .height?, .heightFlexible?:
            return Size(width: unbounded, height: Self.clamp(given.height, minHeight, maxHeight) ?? start.height)
        case .content?: return start.size
        case nil: return nil
        }
    }

    /// The frame the chain gives, with `fitted` the view's answer to ``fitQuestion()`` and
    /// `scale` the screen's pixels per point.
    public func resolve(fitted: Size?, scale: Double) -> Rect {
        if pinsEdges { return withEdgesPinned.resolve(fitted: fitted, scale: scale) }
        var (w, h) = givenSize
        if let fit, let fitted, let asked = fitQuestion() {
            let flexible = fit == .widthFlexible || fit == .heightFlexible
            if fit == .content {
                (w, h) = (fitted.width, fitted.height)
            } else {
                let unbounded = Double.greatestFiniteMagnitude
                w = asked.width != unbounded && !flexible ? asked.width : fitted.width
                h = asked.height != unbounded && !flexible ? asked.height : fitted.height
            }
        } else if let ratio = aspectRatio, ratio > 0 {
            if let known = w, h == nil, let clamped = Self.clamp(known, minWidth, maxWidth) {
                (w, h) = (clamped, clamped / ratio)
            } else if let known = h, w == nil, let clamped = Self.clamp(known, minHeight, maxHeight) {
                (w, h) = (clamped * ratio, clamped)
            }
        }
        w = Self.clamp(w, minWidth, maxWidth).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        h = Self.clamp(h, minHeight, maxHeight).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        let (x, width) = Self.place(near: left, far: right, center: hCenter, nearMargin: margins.left, farMargin: margins.right,
                                    size: w, share: justify, own: (start.minX, start.width))
        let (y, height) = Self.place(near: top, far: bottom, center: vCenter, nearMargin: margins.top, farMargin: margins.bottom,
                                     size: h, share: align, own: (start.minY, start.height))
        func valid(_ v: Double, else own: Double) -> Double { v >= 0 && v.isFinite ? v : own }
        return Self.snapped(Rect(x: x, y: y, width: valid(width, else: start.width), height: valid(height, else: start.height)), scale: scale)
    }

    /// A minimum raises (even a size not known), a maximum lowers, as the library's clamp does.
    static func clamp(_ value: Double?, _ low: Double?, _ high: Double?) -> Double? {
        var v = value
        if let low, low > (v ?? 0) { v = low }
        if let high, high < (v ?? .greatestFiniteMagnitude) { v = high }
        return v
    }

    /// Where one axis starts and how long it is: between both edges (shared by `share` when a
    /// size is known), from the near edge, the far edge or the centre; with none, the view's own.
    static func place(near: Double?, far: Double?, center: Double?, nearMargin: Double, farMargin: Double,
                      size: Double?, share: Double, own: (start: Double, length: Double)) -> (Double, Double) {
        if let near, let far {
            guard let size else { return (near + nearMargin, far - farMargin - (near + nearMargin)) }
            let space = far - near - nearMargin - farMargin
            return (near + nearMargin + (space - size) * share, size)
        }
        let length = size ?? own.length
        if let near { return (near + nearMargin, length) }
        if let far { return (far - farMargin - length, length) }
        if let center { return (center - length / 2 + nearMargin - farMargin, length) }
        return (own.start, length)
    }

    /// The frame on the screen's pixels: the origin rounded and the size rounded up, in single
    /// precision, as the library snaps it.
    static func snapped(_ rect: Rect, scale: Double) -> Rect {
        guard scale > 0 else { return rect }
        func round(_ v: Double) -> Double { Double(Float(v * scale).rounded()) / scale }
        func ceil(_ v: Double) -> Double { Double(Float(v * scale).rounded(.up)) / scale }
        return Rect(x: round(rect.minX), y: round(rect.minY), width: ceil(rect.width), height: ceil(rect.height))
    }
}

/// PinLayout's `view.edge.bottom`: an edge of a view (nil for `view.edge` itself, the list).
public enum PinLayoutEdge: String, Sendable, CaseIterable {
    case top, vCenter, bottom, left, hCenter, right, start, end

    /// Whether the edge is a position along x.
    public var isHorizontal: Bool { ![.top, .vCenter, .bottom].contains(self) }

    /// The edge's position in a frame (start and end are left and right: left to right only).
    public func position(in frame: Rect) -> Double {
        switch self {
        case .top: frame.minY
        case .vCenter: frame.minY + frame.height / 2
        case .bottom: frame.maxY
        case .left, .start: frame.minX
        case .hCenter: frame.minX + frame.width / 2
        case .right, .end: frame.maxX
        }
    }
}
