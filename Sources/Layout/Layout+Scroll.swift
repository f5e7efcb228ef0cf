import Cassowary

/// A scroll view's scrollable range on one axis: `min = −inset.leading`,
/// `max = contentSize × zoom − bounds + inset.trailing`, with the adjusted content inset (the
/// contentInset plus the safe area its adjustment behaviour includes); it scrolls only when
/// `max > min`.
public struct ScrollRange: Sendable, Hashable {
    public var min: Double
    public var max: Double
    public var scrolls: Bool { max > min }

    public init(min: Double, max: Double) {
        self.min = min
        self.max = max
    }
}

/// What a scroll view shows: its content size, offset and ranges, and zoom.
public struct ScrollInfo: Sendable, Hashable {
    public var contentSize: Size
    public var contentOffset: Point
    public var contentInset: EdgeInsets
    /// The part of `adjustedContentInset` that comes from the safe area
    /// (`contentInsetAdjustmentBehavior`).
    public var safeAreaInset: EdgeInsets
    /// `contentInset` + `safeAreaInset`: what the ranges use.
    public var adjustedContentInset: EdgeInsets
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    public var horizontal: ScrollRange
    public var vertical: ScrollRange
    public var zoomScale: Double
    public var minimumZoomScale: Double
    public var maximumZoomScale: Double
    public var zoomView: ViewID?
    /// Whether constraints determine the content size on each axis (else a hand-set one is used).
    public var constraintsSetWidth: Bool
    public var constraintsSetHeight: Bool
    /// A contentSize set in code that constraints override at layout ("don't set contentSize
    /// with Auto Layout").
    public var overriddenHandSize: Size?
    /// False when the content size is UIKit's but not known here (``ScrollState/contentKnown``):
    /// `contentSize` and the ranges are then what Layoutbook holds, not UIKit's.
    public var contentKnown = true
    /// Per axis: false when that side of the content size is UIKit's but not known here — the
    /// whole content is not (``contentKnown``), or a contentSize set in code took that side from
    /// what the paste does not hold (``ScrollState/handWidthKnown``). The other side may be known.
    public var contentWidthKnown = true
    public var contentHeightKnown = true
    /// False when the scroll view's own size is UIKit's but not known here (an `@IBOutlet` still
    /// 0×0, its storyboard frame not in the paste): the ranges are then not UIKit's, though a
    /// contentSize set in code is.
    public var boundsKnown = true
}

/// The outcome of setting a zoom scale, so the user learns why nothing happened.
public enum ZoomOutcome: Sendable, Hashable {
    case zoomed(Double)
    case clamped(requested: Double, to: Double)
    /// viewForZooming(in:) returns nil.
    case noZoomView
    /// maximumZoomScale <= minimumZoomScale: zooming is off.
    case rangeDisabled(min: Double, max: Double)
}

extension Layout {
    func scrollView(_ id: ViewID) throws(LayoutError) -> View {
        guard let v = view(id) else { throw .unknownView("#\(id.rawValue)") }
        guard v.isScrollView else { throw .notAScrollView(v.name) }
        return v
    }

    public mutating func setContentInset(_ id: ViewID, _ inset: EdgeInsets) throws(LayoutError) {
        _ = try scrollView(id)
        for value in [inset.top, inset.left, inset.bottom, inset.right] { try NumberLimits.length(value, "the inset") }
        views[id.rawValue]?.scroll?.contentInset = inset
    }

    /// Sets contentOffset as code does (`sv.contentOffset = …`): not clamped.
    public mutating func setContentOffset(_ id: ViewID, _ offset: Point) throws(LayoutError) {
        _ = try scrollView(id)
        try NumberLimits.length(offset.x, "the offset's x")
        try NumberLimits.length(offset.y, "the offset's y")
        applyContentOffset(id, offset)
    }

    mutating func applyContentOffset(_ id: ViewID, _ offset: Point) {
        views[id.rawValue]?.scroll?.contentOffset = offset
        refreshOffsetConstants(of: id)
        relayout()
    }

    /// Scrolls as a finished drag does: the offset is clamped to the scrollable range.
    @discardableResult
    public mutating func scroll(_ id: ViewID, to offset: Point) throws(LayoutError) -> Point {
        _ = try scrollView(id)
        guard offset.x.isFinite, offset.y.isFinite else { throw .invalidNumber("the offset") }
        guard let info = scrollInfo(id) else { return offset }
        func clamp(_ v: Double, _ r: ScrollRange) -> Double { r.scrolls ? Swift.min(Swift.max(v, r.min), r.max) : r.min }
        let clamped = Point(x: clamp(offset.x, info.horizontal), y: clamp(offset.y, info.vertical))
        // Clamped to the content, which may be larger than any typed number (a zoomed view).
        applyContentOffset(id, clamped)
        return clamped
    }

    /// Sets contentSize by hand (the mixed approach). Constraints to the content edges win.
    public mutating func setContentSize(_ id: ViewID, _ size: Size) throws(LayoutError) {
        _ = try scrollView(id)
        try NumberLimits.length(size.width, "the content width")
        try NumberLimits.length(size.height, "the content height")
        let old = views[id.rawValue]?.scroll?.handContentSize
        views[id.rawValue]?.scroll?.handContentSize = size
        views[id.rawValue]?.scroll?.zoomSetsContentSize = false
        // Whether the content scrolls decides the safe-area inset (`.automatic`), and an offset
        // resting at the top follows it, whenever in the code the size is set.
        if old != size, !adjustedScrollViews.isEmpty || safeAreaInsets(of: .root) != .zero { relayout() }
    }

    /// Says whether a scroll view's content size is known here: a list whose rows or items the
    /// paste cannot measure has UIKit's content, which is not the size Layoutbook holds for it.
    public mutating func setContentKnown(_ id: ViewID, _ known: Bool) throws(LayoutError) {
        _ = try scrollView(id)
        views[id.rawValue]?.scroll?.contentKnown = known
    }

    /// Marks a scroll view as a list that sets its own contentSize (``ScrollState/listSizesContent``).
    public mutating func setListSizesContent(_ id: ViewID) throws(LayoutError) {
        _ = try scrollView(id)
        views[id.rawValue]?.scroll?.listSizesContent = true
    }

    /// Says which sides of a contentSize set in code are known: a side worked out from what the
    /// paste does not hold (the app's constant, an outlet's storyboard size) is UIKit's but not
    /// the 0 Layoutbook holds for it.
    public mutating func setHandContentKnown(_ id: ViewID, width: Bool, height: Bool) throws(LayoutError) {
        _ = try scrollView(id)
        views[id.rawValue]?.scroll?.handWidthKnown = width
        views[id.rawValue]?.scroll?.handHeightKnown = height
    }

    /// Says that a scroll view's own size is its storyboard's (an `@IBOutlet`'s), which the paste
    /// does not hold: while nothing here gives it a size, its ranges are not known.
    public mutating func setSizedByStoryboard(_ id: ViewID, _ sized: Bool) throws(LayoutError) {
        _ = try scrollView(id)
        views[id.rawValue]?.scroll?.sizedByStoryboard = sized
    }

    public mutating func setZoomRange(_ id: ViewID, minimum: Double? = nil, maximum: Double? = nil) throws(LayoutError) {
        _ = try scrollView(id)
        if let minimum {
            try NumberLimits.scale(minimum, "minimumZoomScale")
            views[id.rawValue]?.scroll?.minimumZoomScale = minimum
        }
        if let maximum {
            try NumberLimits.scale(maximum, "maximumZoomScale")
            views[id.rawValue]?.scroll?.maximumZoomScale = maximum
        }
    }

    /// What `viewForZooming(in:)` returns.
    public mutating func setZoomView(_ id: ViewID, _ zoomView: ViewID?) throws(LayoutError) {
        _ = try scrollView(id)
        if let zoomView, view(zoomView) == nil { throw .unknownView("#\(zoomView.rawValue)") }
        views[id.rawValue]?.scroll?.zoomView = zoomView
    }

    /// How zoomed content smaller than the bounds is placed (see ``ZoomCentering``).
    public mutating func setCentering(_ id: ViewID, _ centering: ZoomCentering) throws(LayoutError) {
        _ = try scrollView(id)
        views[id.rawValue]?.scroll?.centering = centering
        try settleAfterZoom(id)
    }

    /// With contentInset centering the offset settles into the new range, as it does at the end
    /// of a zoom gesture, so the content shows centred (elsewhere the offset is left alone).
    mutating func settleAfterZoom(_ id: ViewID) throws(LayoutError) {
        guard view(id)?.scroll?.centering == .contentInset, let offset = view(id)?.scroll?.contentOffset else { return }
        try scroll(id, to: offset)
    }

    /// Sets zoomScale, clamped to [minimum, maximum]; nothing zooms without a zoom view or range.
    ///
    /// UIKit zooms about the middle of what the scroll view shows: the content point at the centre
    /// of its bounds stays there (from offset (0, 0) in a 320×460 scroll view, a zoom from 1 to 2
    /// moves the offset to (160, 230)), and the offset settles into the new range as at the end of
    /// a pinch (zooming out from the top left stays at (0, 0)). contentSize becomes the zoom view's
    /// frame size (``ScrollState/zoomSetsContentSize``).
    @discardableResult
    public mutating func setZoomScale(_ id: ViewID, _ scale: Double) throws(LayoutError) -> ZoomOutcome {
        let v = try scrollView(id)
        try NumberLimits.scale(scale, "zoomScale")
        guard let s = v.scroll else { return .noZoomView }
        guard s.zoomView != nil else { return .noZoomView }
        guard s.maximumZoomScale > s.minimumZoomScale else {
            return .rangeDisabled(min: s.minimumZoomScale, max: s.maximumZoomScale)
        }
        let clamped = Swift.min(Swift.max(scale, s.minimumZoomScale), s.maximumZoomScale)
        let outcome: ZoomOutcome = clamped == scale ? .zoomed(clamped) : .clamped(requested: scale, to: clamped)
        guard clamped != s.zoomScale else {
            try settleAfterZoom(id)
            return outcome
        }
        let size = bounds(of: id).size
        let ratio = clamped / s.zoomScale
        let middle = Point(x: (s.contentOffset.x + size.width / 2) * ratio - size.width / 2,
                           y: (s.contentOffset.y + size.height / 2) * ratio - size.height / 2)
        views[id.rawValue]?.scroll?.zoomScale = clamped
        views[id.rawValue]?.scroll?.zoomSetsContentSize = true
        try scroll(id, to: middle)
        return outcome
    }

    /// The contentSize UIKit holds for a scroll view: the laid-out one (by constraints, or set in
    /// code) times the zoom scale; once a zoom changed the scale, on an axis constraints do not
    /// size, the zoom view's frame size, which UIKit sets it to (a viewer that never set
    /// contentSize scrolls over its zoomed image).
    func zoomedContentSize(_ id: ViewID, laidOut: Size) -> Size {
        guard let s = view(id)?.scroll, let zoomView = s.zoomView, s.maximumZoomScale > s.minimumZoomScale else { return laidOut }
        let z = s.zoomScale
        var content = Size(width: laidOut.width * z, height: laidOut.height * z)
        guard s.zoomSetsContentSize, view(zoomView) != nil else { return content }
        let zoomed = frame(of: zoomView).size
        if !constraintsReachContent(id, .horizontal) { content.width = zoomed.width }
        if !constraintsReachContent(id, .vertical) { content.height = zoomed.height }
        return content
    }

    /// `zoom(to: rect, animated:)`: the scale that fits the rect (in the zoom view's coordinates)
    /// into the bounds, clamped, and the offset that centres the rect, clamped to the range.
    @discardableResult
    public mutating func zoom(_ id: ViewID, to rect: Rect) throws(LayoutError) -> ZoomOutcome {
        let v = try scrollView(id)
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
            throw .invalidNumber("the zoom rectangle")
        }
        try rect.checkLimits()
        let bounds = self.bounds(of: v.id)
        // A scale beyond what any zoom range allows is clamped like any other (UIKit clamps too).
        let fit = Swift.min(bounds.width / rect.width, bounds.height / rect.height)
        let wanted = Swift.min(Swift.max(fit, NumberLimits.zoomRange.lowerBound), NumberLimits.zoomRange.upperBound)
        let outcome = try setZoomScale(id, wanted)
        let z: Double
        switch outcome {
        case .zoomed(let s), .clamped(_, let s): z = s
        default: return outcome
        }
        _ = z
        let scale = view(id)?.scroll?.zoomScale ?? 1
        let target = Point(x: (rect.minX + rect.width / 2) * scale - bounds.width / 2,
                           y: (rect.minY + rect.height / 2) * scale - bounds.height / 2)
        try scroll(id, to: target)
        return outcome
    }

    /// Whether an active constraint that holds (is not broken by a conflict) reaches the scroll
    /// view's content area on an axis.
    public func constraintsReachContent(_ id: ViewID, _ axis: Axis) -> Bool {
        if view(id)?.scroll?.listSizesContent == true { return false }
        return index.reachesContent(id, axis)
    }

    /// The content area's laid-out size: from constraints where they reach it, on the pixel grid as
    /// frames are (see ``snapped(_:of:scale:)``), else the hand-set contentSize (or zero).
    func layoutContentSize(_ id: ViewID) -> Size {
        guard let v = view(id), let vars = variables[id.rawValue] else { return .zero }
        let hand = v.scroll?.handContentSize ?? .zero
        let grid = pixelScale
        let w = constraintsReachContent(id, .horizontal)
            ? vars.contentWidth.map { solver.value(of: $0).snapped(toPixelsOf: grid) } ?? 0 : hand.width
        let h = constraintsReachContent(id, .vertical)
            ? vars.contentHeight.map { solver.value(of: $0).snapped(toPixelsOf: grid) } ?? 0 : hand.height
        return Size(width: w, height: h)
    }

    /// What a scroll view shows. With ``ZoomCentering/contentInset`` the inset includes the
    /// centring inset, `max(0, (bounds − contentSize) / 2)` on both sides of each axis (the
    /// contentSize already zoomed), and the ranges follow from it.
    public func scrollInfo(_ id: ViewID) -> ScrollInfo? {
        guard let v = view(id), let s = v.scroll else { return nil }
        let laidOut = layoutContentSize(id)
        let zooming = s.zoomView != nil && s.maximumZoomScale > s.minimumZoomScale
        let z = zooming ? s.zoomScale : 1
        let content = zoomedContentSize(id, laidOut: laidOut)
        let b = bounds(of: id)
        var i = s.contentInset
        if zooming && s.centering == .contentInset {
            let dx = Swift.max(0, (b.width - content.width) / 2), dy = Swift.max(0, (b.height - content.height) / 2)
            i = EdgeInsets(top: i.top + dy, left: i.left + dx, bottom: i.bottom + dy, right: i.right + dx)
        }
        let reachW = constraintsReachContent(id, .horizontal), reachH = constraintsReachContent(id, .vertical)
        var overridden: Size? = nil
        if let hand = s.handContentSize, reachW || reachH, hand != laidOut { overridden = hand }
        let safe = safeAreaAdjustment(of: id)
        let a = EdgeInsets(top: i.top + safe.top, left: i.left + safe.left, bottom: i.bottom + safe.bottom,
                           right: i.right + safe.right)
        var info = ScrollInfo(
            contentSize: content, contentOffset: s.contentOffset, contentInset: i, safeAreaInset: safe,
            adjustedContentInset: a, contentInsetAdjustmentBehavior: s.contentInsetAdjustmentBehavior,
            horizontal: ScrollRange(min: -a.left, max: content.width - b.width + a.right),
            vertical: ScrollRange(min: -a.top, max: content.height - b.height + a.bottom),
            zoomScale: z, minimumZoomScale: s.minimumZoomScale, maximumZoomScale: s.maximumZoomScale,
            zoomView: s.zoomView, constraintsSetWidth: reachW, constraintsSetHeight: reachH,
            overriddenHandSize: overridden, contentKnown: s.contentKnown,
            boundsKnown: !(s.sizedByStoryboard && b.width == 0 && b.height == 0))
        info.contentWidthKnown = s.contentKnown && (reachW || s.handContentSize == nil || s.handWidthKnown)
        info.contentHeightKnown = s.contentKnown && (reachH || s.handContentSize == nil || s.handHeightKnown)
        return info
    }
}
