import Cassowary

extension Layout {
    /// The scroll view that zooms `id`: the nearest one around it whose zoom view it is, with
    /// zooming on (maximumZoomScale > minimumZoomScale).
    func zoomingScrollView(of id: ViewID) -> ViewID? {
        guard let parent = view(id)?.superview else { return nil }
        return ancestors(of: parent).first { s in
            guard let scroll = view(s)?.scroll else { return false }
            return scroll.zoomView == id && scroll.maximumZoomScale > scroll.minimumZoomScale
        }
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
        if scroll.centering == .frame, view(id)?.superview == sv {
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
        var current = view(id)?.superview
        while let c = current, c != .root {
            let f = frame(of: c)
            let b = bounds(of: c)
            let z = zoomScale(of: c)
            rect = Rect(x: f.minX + (rect.minX - b.minX) * z, y: f.minY + (rect.minY - b.minY) * z,
                        width: rect.width * z, height: rect.height * z)
            current = view(c)?.superview
        }
        return rect
    }

    /// The part of the screen a view can show: the intersection of the visible windows of every
    /// scroll view around it (nil when none clips it).
    public func clipRect(of id: ViewID) -> Rect? {
        var clip: Rect? = nil
        var current = view(id)?.superview
        while let c = current, c != .root {
            if view(c)?.isScrollView == true {
                let window = windowRect(of: c)
                clip = clip.map { $0.intersection(window) ?? Rect(origin: window.origin, size: .zero) } ?? window
            }
            current = view(c)?.superview
        }
        return clip
    }
}
