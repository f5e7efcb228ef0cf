import Cassowary

extension Layout {
    /// The scroll view that zooms `id`: the nearest one around it whose zoom view it is, with
    /// zooming on (maximumZoomScale > minimumZoomScale).
    func zoomingScrollView(of id: ViewID) -> ViewID? {
        var current = superview(of: id)
        while let s = current {
            if views[s.rawValue]?.scroll?.zoomView == id, let scroll = views[s.rawValue]?.scroll,
               scroll.maximumZoomScale > scroll.minimumZoomScale {
                return s
            }
            current = superview(of: s)
        }
        return nil
    }

    /// The scale a view is drawn at: the zoom scale for a scroll view's zoom view, else 1.
    func zoomScale(of id: ViewID) -> Double {
        zoomingScrollView(of: id).flatMap { view($0)?.scroll?.zoomScale } ?? 1
    }

    /// The laid-out frame before any zoom transform.
    func untransformedFrame(of id: ViewID) -> Rect {
        guard let v = variables[id.rawValue] else { return .zero }
        return Rect(x: solver.value(of: v.left), y: solver.value(of: v.top),
                    width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// The frame in the superview's coordinates; a zoomed view's frame is scaled, its bounds not.
    ///
    /// With ``ZoomCentering/frame`` a zoom view directly inside its scroll view is moved, as
    /// Apple's PhotoScroller sample does after every zoom: on each axis its origin is
    /// `max(0, (bounds − scaled size) / 2)`, centred where it is smaller than the scroll view and
    /// at 0 where it is larger.
    public func frame(of id: ViewID) -> Rect {
        let f = untransformedFrame(of: id)
        guard let sv = zoomingScrollView(of: id), let scroll = view(sv)?.scroll else { return f }
        let z = scroll.zoomScale
        var scaled = z == 1 ? f : Rect(x: f.minX * z, y: f.minY * z, width: f.width * z, height: f.height * z)
        if scroll.centering == .frame, superview(of: id) == sv {
            let b = bounds(of: sv).size
            scaled.origin = Point(x: max(0, (b.width - scaled.width) / 2), y: max(0, (b.height - scaled.height) / 2))
        }
        return scaled
    }

    /// Origin (0,0), except a scroll view's, which is its contentOffset; size unscaled.
    public func bounds(of id: ViewID) -> Rect {
        let f = untransformedFrame(of: id)
        let origin = view(id)?.scroll?.contentOffset ?? .zero
        return Rect(origin: origin, size: f.size)
    }

    public func transform(of id: ViewID) -> Transform {
        let z = zoomScale(of: id)
        return z == 1 ? .identity : .scale(z)
    }

    /// The view's rectangle on the screen (root coordinates), after offsets and zoom.
    public func windowRect(of id: ViewID) -> Rect {
        var rect = frame(of: id)
        var current = superview(of: id)
        while let c = current, c != .root {
            let f = frame(of: c)
            let b = bounds(of: c)
            let z = zoomScale(of: c)
            rect = Rect(x: f.minX + (rect.minX - b.minX) * z, y: f.minY + (rect.minY - b.minY) * z,
                        width: rect.width * z, height: rect.height * z)
            current = superview(of: c)
        }
        return rect
    }

    /// The part of the screen a view can show: the intersection of the visible windows of every
    /// scroll view around it (nil when none clips it).
    public func clipRect(of id: ViewID) -> Rect? {
        var clip: Rect? = nil
        var current = superview(of: id)
        while let c = current, c != .root {
            if view(c)?.isScrollView == true {
                let window = windowRect(of: c)
                clip = clip.map { $0.intersection(window) ?? Rect(origin: window.origin, size: .zero) } ?? window
            }
            current = superview(of: c)
        }
        return clip
    }
}

/// Where a view is drawn: its ``Layout/windowRect(of:)`` and ``Layout/clipRect(of:)``.
public struct WindowPlacement: Sendable, Equatable {
    public var window: Rect
    public var clip: Rect?
    /// How many views it is inside (the root's subviews: 1).
    public var depth: Int
}

extension Layout {
    /// Every view's placement at once, indexed by ``ViewID/rawValue`` (nil for removed views).
    ///
    /// The same numbers as ``windowRect(of:)`` and ``clipRect(of:)``, with the same arithmetic,
    /// but each view's frame, bounds and zoom are read once instead of once per descendant: a
    /// picture of a thousand views costs a thousand reads, not a thousand walks up the tree.
    public func placements() -> [WindowPlacement?] {
        var local: [(frame: Rect, bounds: Rect, zoom: Double)?] = Array(repeating: nil, count: views.count)
        var result: [WindowPlacement?] = Array(repeating: nil, count: views.count)
        for id in treeOrder {
            local[id.rawValue] = (frame(of: id), bounds(of: id), zoomScale(of: id))
        }
        for id in treeOrder {
            guard var rect = local[id.rawValue]?.frame else { continue }
            var clip: Rect? = nil
            var depth = 0
            var current = views[id.rawValue]?.superview
            while let c = current {
                depth += 1
                if c != .root, let (f, b, z) = local[c.rawValue] {
                    rect = Rect(x: f.minX + (rect.minX - b.minX) * z, y: f.minY + (rect.minY - b.minY) * z,
                                width: rect.width * z, height: rect.height * z)
                    if views[c.rawValue]?.isScrollView == true, let window = result[c.rawValue]?.window {
                        clip = clip.map { $0.intersection(window) ?? Rect(origin: window.origin, size: .zero) } ?? window
                    }
                }
                current = views[c.rawValue]?.superview
            }
            result[id.rawValue] = WindowPlacement(window: rect, clip: clip, depth: depth)
        }
        return result
    }
}
