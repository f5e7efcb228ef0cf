import Synchronization
import Cassowary
import SharedStorage

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
        snapped(engineFrame(of: id), of: id.rawValue, scale: pixelScale)
    }

    /// The frame as the engine solved it, before UIKit rounds it to the screen's pixels.
    func engineFrame(of id: ViewID) -> Rect {
        guard let v = variables[id.rawValue] else { return .zero }
        return frame(ofAlignmentRect: Rect(x: solver.value(of: v.left), y: solver.value(of: v.top),
                                           width: solver.value(of: v.width), height: solver.value(of: v.height)),
                     of: id.rawValue)
    }

    /// The screen's pixels per point that Auto Layout's frames are snapped to: the device's scale,
    /// or the text's where no device is set (3, as a bare screen's text is measured); 0 (no
    /// snapping) when ``DeviceEnvironment/snapsFramesToPixels`` is off.
    public var pixelScale: Double { environment.snapsFramesToPixels ? textScale : 0 }

    /// Turns the snapping of Auto Layout's frames to the screen's pixels on or off.
    public mutating func setSnapsFramesToPixels(_ on: Bool) {
        guard environment.snapsFramesToPixels != on else { return }
        environment.snapsFramesToPixels = on
        relayout()
    }

    /// UIKit applies the engine's values to a view whose autoresizing mask is off rounded to the
    /// screen's pixel: each edge in the superview to the nearest pixel, half away from zero
    /// (`round(v × scale) / scale`), the size between them (``Rect/snapped(toPixelsOf:)``). At @3x
    /// a view centred at 138.5 is at 138.667, as Interface Builder stores it, and a 16:9 height of
    /// 210.9375 is 211. A frame the code set with the mask on is kept as it was written, as UIKit
    /// keeps it; so is one code set after the pass on a view its constraints leave free
    /// (``View/holdsFrameSetAfterPass``): UIKit shows the frame as set, not the engine's.
    @inline(__always) func snapped(_ rect: Rect, of i: Int, scale: Double) -> Rect {
        guard i < views.count, let view = views[i], view.translatesAutoresizingMaskIntoConstraints == false,
              !view.holdsFrameSetAfterPass else { return rect }
        return rect.snapped(toPixelsOf: scale)
    }

    /// UIKit's `frame(forAlignmentRect:)`: the rectangle the constraints placed, grown by the
    /// view's ``View/alignmentRectInsets`` (most views have none, and it is returned as is).
    @inline(__always) func frame(ofAlignmentRect rect: Rect, of i: Int) -> Rect {
        guard !alignmentInsets.isEmpty, let insets = alignmentInsets[i] else { return rect }
        return Rect(x: rect.minX - insets.left, y: rect.minY - insets.top,
                    width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
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

/// Every view's frame and placement, worked out together in one pass over the tree.
///
/// Placements are kept field by field, in arrays of their own: a picture looks at every view's
/// window, and an array of optional records would be twice the memory to write and read. Clips
/// are shared: every view whose nearest scroll view is the same has the same clip, so each view
/// keeps the index of its clip in ``clips``.
public struct LayoutGeometry: Sendable {
    /// Each view's ``Layout/frame(of:)`` by ``ViewID/rawValue``; nil for ids with no view. Kept in
    /// chunks shared with the pass it was worked out from (see ``Layout/geometry(reusing:)``).
    public var frames: SharedArray<Rect?>
    /// Each view's ``Layout/windowRect(of:)`` by ``ViewID/rawValue`` (zero for ids with no view),
    /// when this pass worked every window out; nil when it worked out only the few a scroll or a
    /// zoom moves as a whole and left the rest to ``window(_:)`` and ``sight`` (see
    /// ``Layout/geometry(reusing:)``).
    public var windowStore: SharedArray<Rect>?
    /// Each view's clip, as an index into ``clips``; -1 when nothing clips it or there is no view.
    public var clipIndices: [Int32]
    /// The distinct clips, one per scroll view that has views inside it.
    public var clips: [Rect]
    /// How many views each view is inside (the root's subviews: 1); -1 for ids with no view.
    public var depths: [Int32]
    /// Each view's superview's ``ViewID/rawValue`` by ``ViewID/rawValue``; -1 for the root
    /// and for ids with no view. With ``isScrollView``, what a pass over every view needs of
    /// the tree without reading the views themselves.
    public var superviews: [Int32]
    /// Whether each id is a scroll view's.
    public var isScrollView: [Bool]
    /// When the frames were taken from an earlier pass's, that pass's ``pass``; then only the
    /// frames of ``recomputed`` were worked out again, every other view has the frame, window,
    /// depth and clip it had in that pass, and the views that pass had and this one has not are
    /// ``removed``. After a scroll or a zoom, the recomputed are the views
    /// zoomed now or then; after any other change, the views whose frames the change may have
    /// moved, and everything inside those whose origin, offset or zoom moved.
    public var framesFrom: UInt64?
    /// The ids whose frames this pass worked out although it took the others from an earlier
    /// pass, in tree order.
    public var recomputed: [ViewID] = []
    /// The ids of ``recomputed`` whose frame prints differently from the frame the pass named by
    /// ``framesFrom`` had for the same id, in tree order, when this pass compared them as it
    /// worked them out (after a change; nil after a scroll, a zoom or a pass from scratch): the
    /// frames "what changed" lists while the views stay the same, without reading every
    /// recomputed frame twice more.
    public var reprinted: [ViewID]?
    /// The ids that had a view in the pass named by ``framesFrom`` and have none now, or another
    /// view (by name), in that pass's tree order.
    public var removed: [ViewID] = []
    /// Each view's place in ``order`` by ``ViewID/rawValue`` (-1 for ids with no view), once a
    /// pass that works out only what changed has needed it; handed on while the order stays.
    /// Always present with ``sight``.
    var positions: [Int32]?

    /// Each view's place in the tree order now, by raw id (-1 for ids with no view), when this
    /// pass has it (always with ``sight``; the index's own are those of when it was built).
    public var treePositions: [Int32]? { positions }
    /// Names this pass, for ``framesFrom``.
    public var pass: UInt64 = LayoutGeometry.newPass()
    /// The offset and zoom of every anchor (scroll view and zoom view): what, with the frames,
    /// a window is worked out from. Every other view moves nothing inside it.
    var moves: [Int32: Move] = [:]
    /// The anchors (see ``SightIndex``), raw ids ascending, and how each maps its content to the
    /// window in this pass.
    public var anchors: [Int32] = []
    public var maps: [Int32: SightIndex.AnchorMap] = [:]
    /// The tree order this pass walked.
    var order: [ViewID] = []
    /// Where the views stood when their windows were last all worked out, to find what is in
    /// sight: present when ``windowStore`` is not, and with it after a change that moved many
    /// views by a little (see ``drift``).
    public var sight: SightIndex?
    /// The views ``sight`` cannot place: those a change since the index was built moved, added,
    /// removed or gave to another view (an id taken again). The index's answers leave them out,
    /// and a question about what is in sight tests each of them as it would without the index.
    /// Kept small: a change that would make them more than ``staleLimit(count:)`` works out
    /// every window again instead, or, when it moved views the index still holds by no more than
    /// the screen's length, widens its questions by ``drift``.
    public var stale = ViewMarks()
    /// By group of ``sight``, how far (in the index's coordinates, along each axis) a member the
    /// index answers for may stand from where the index has it: at least the most any of them
    /// has moved since the index was built; empty while none has. A change that moves thousands
    /// of views by a few points (a constant high in a long stack) keeps the index this way, its
    /// questions asked that much wider, instead of making those views ``stale`` one by one. A
    /// view inside nothing that moved adds how far its frame moved to what it may have drifted
    /// before, so the bound can only grow until the index is built again; one that does not
    /// fit within the screen's length gives the index up.
    public var drift: [SightIndex.Drift] = []

    /// ``drift`` of group `g`.
    public func drift(ofGroup g: Int) -> SightIndex.Drift { g < drift.count ? drift[g] : .none }

    struct Move: Sendable, Equatable {
        var origin: Point
        var zoom: Double
        static let none = Move(origin: .zero, zoom: 1)

        /// `rect`, in the coordinates of the content of a view whose frame starts at `origin`
        /// and which moves its content by this, in that view's superview's coordinates: one step
        /// of the way to the window, the same arithmetic as ``Layout/windowRect(of:)``.
        @inline(__always) func lift(_ rect: Rect, at origin: Point) -> Rect {
            Rect(x: origin.x + (rect.minX - self.origin.x) * zoom, y: origin.y + (rect.minY - self.origin.y) * zoom,
                 width: rect.width * zoom, height: rect.height * zoom)
        }
    }

    /// What the frames were read from: while it is the same, so are the frames but for zoom.
    struct FrameSource {
        var stamp: UInt64
        /// The solver, the views and their variables and tree links as they were: what a later
        /// pass compares chunk by chunk to find the views a change may have moved.
        var solver: Solver
        var views: SharedArray<View?>
        var variables: SharedArray<Layout.Variables?>
        var links: SharedArray<Layout.TreeLink>
        /// The views whose frames include a zoom scale.
        var zoomed: [ViewID]
    }
    var source: FrameSource?

    static func newPass() -> UInt64 { passes.wrappingAdd(1, ordering: .relaxed).newValue }

    /// The number of ids the arrays cover.
    public var count: Int { frames.count }

    /// The view's ``Layout/windowRect(of:)``, by raw id: from ``windowStore``, or else worked out
    /// now by the same steps from the frames, offsets and zooms of the views around it.
    public func window(_ i: Int) -> Rect {
        if let windowStore { return windowStore[i] }
        guard i >= 0, i < frames.count, depths[i] >= 0, let frame = frames[i] else { return .zero }
        return lifted(frame, from: Int(superviews[i]))
    }

    /// `rect`, in the coordinates of the content of view `c`, taken to the window one view at a
    /// time: each view on the way adds its frame's origin after its offset and zoom.
    func lifted(_ rect: Rect, from c: Int) -> Rect {
        var rect = rect
        var c = c
        while c >= 0 {
            guard depths[c] >= 0 else { break }
            if c != ViewID.root.rawValue {
                rect = (moves[Int32(c)] ?? .none).lift(rect, at: (frames[c] ?? .zero).origin)
            }
            c = Int(superviews[c])
        }
        return rect
    }

    /// How anchor `a` maps its content to the window: where its content's origin lands, and the
    /// product of the zooms on the way (a rect one point wide, lifted).
    func map(ofAnchor a: Int) -> SightIndex.AnchorMap {
        guard a >= 0, a < frames.count, depths[a] >= 0 else { return .identity }
        let unit = lifted(Rect(x: 0, y: 0, width: 1, height: 1), from: a)
        return SightIndex.AnchorMap(origin: unit.origin, scale: unit.width)
    }

    /// The views that may paint inside `screen` (window coordinates), as told by ``sight``: in
    /// each anchor's group the members whose windows may meet their clip (or the screen), grown
    /// by `margin` on every side; every anchor; and every view the index cannot place
    /// (``stale``). In tree order. Nil without an index.
    public func viewsMaybeInSight(screen: Rect, margin: Size) -> [ViewID]? {
        guard let sight, let positions = treePositions else { return nil }
        var found: [Int32] = anchors + [Int32(ViewID.root.rawValue)] + stale.list.map(Int32.init)
        for (g, group) in sight.groups.enumerated() where !group.members.isEmpty {
            // The clip of a member that is still there (every member has the same).
            guard let first = group.members.first(where: { !stale.contains(Int($0)) }) else { continue }
            let area = clip(Int(first)) ?? screen
            let grown = Rect(x: area.minX - margin.width, y: area.minY - margin.height,
                             width: area.width + 2 * margin.width, height: area.height + 2 * margin.height)
            let mapNow = group.anchor < 0 ? SightIndex.AnchorMap.identity : maps[group.anchor] ?? .identity
            for m in group.members(meeting: grown, mapNow: mapNow, drift: drift(ofGroup: g))
            where !stale.contains(Int(group.members[Int(m)])) {
                found.append(group.members[Int(m)])
            }
        }
        found = found.filter { Int($0) < positions.count && positions[Int($0)] >= 0 }
        found.sort { positions[Int($0)] < positions[Int($1)] }
        var ids: [ViewID] = []
        ids.reserveCapacity(found.count)
        for i in found where ids.last?.rawValue != Int(i) { ids.append(ViewID(Int(i))) }
        return ids
    }

    /// The clip of the view with raw id `i`, if something clips it.
    public func clip(_ i: Int) -> Rect? {
        let c = clipIndices[i]
        return c < 0 ? nil : clips[Int(c)]
    }

    /// The placement of the view with raw id `i`; nil for an id with no view.
    public func placement(_ i: Int) -> WindowPlacement? {
        guard i >= 0, i < depths.count, depths[i] >= 0 else { return nil }
        return WindowPlacement(window: window(i), clip: clip(i), depth: Int(depths[i]))
    }

    /// Every placement as a record, by ``ViewID/rawValue`` (nil for ids with no view): for
    /// readers that look at a few views; a pass over every view reads the arrays.
    public var placements: [WindowPlacement?] { (0..<count).map(placement) }

    /// The index of where every view stands in this pass, which has every window
    /// (``windowStore``).
    func sightIndex() -> SightIndex {
        SightIndex(windows: windowStore ?? [], superviews: superviews, isScrollView: isScrollView,
                   order: order, anchors: anchors, maps: maps)
    }

    /// ``sightIndex()``, when a change that moved views `moved` to `windows` (one each, by the
    /// same index) moved none that this pass has by more than `most` on any edge: the index a
    /// change that moves thousands of views by a few points can keep (see ``drift``), built
    /// once from this pass's windows. Nil without windows, or when a view moved further.
    func sightIndex(ifMoved moved: [Int], to windows: [Rect], within most: Double) -> SightIndex? {
        guard let store = windowStore, windows.count == moved.count else { return nil }
        for (k, i) in moved.enumerated() where i < store.count && depths[i] >= 0 {
            let d = SightIndex.Drift(from: store[i], to: windows[k])
            guard d.x <= most, d.y <= most else { return nil }
        }
        return sightIndex()
    }

    /// The clip of the views directly inside each of `scrollViews` (in tree order, as the full
    /// pass makes them): its window, intersected with the windows of the scroll views around it
    /// from it outwards, as ``Layout/clipRect(of:)`` does.
    func clips(of scrollViews: [ViewID]) -> [Rect] {
        scrollViews.map { s in
            var clip = window(s.rawValue)
            var c = Int(superviews[s.rawValue])
            while c > 0 {
                guard depths[c] >= 0 else { break }
                if isScrollView[c] {
                    let window = window(c)
                    clip = clip.intersection(window) ?? Rect(origin: window.origin, size: .zero)
                }
                c = Int(superviews[c])
            }
            return clip
        }
    }

    /// Covers ids `0..<count`: ids past the end are dropped, new ones have no view.
    mutating func resize(to count: Int) {
        while frames.count > count { frames.removeLast() }
        while frames.count < count { frames.append(nil) }
        if var store = windowStore {
            windowStore = nil
            while store.count > count { store.removeLast() }
            while store.count < count { store.append(.zero) }
            windowStore = store
        }
        func fit<T>(_ array: inout [T], _ none: T) {
            if array.count > count { array.removeLast(array.count - count) }
            if array.count < count { array.append(contentsOf: repeatElement(none, count: count - array.count)) }
        }
        fit(&clipIndices, -1)
        fit(&depths, -1)
        fit(&superviews, -1)
        fit(&isScrollView, false)
    }

    /// Each view's place in `order`, by ``ViewID/rawValue``; -1 for ids not in it.
    static func positions(of order: [ViewID], count: Int) -> [Int32] {
        var positions = [Int32](repeating: -1, count: count)
        positions.withUnsafeMutableBufferPointer { positions in
            for (p, id) in order.enumerated() where id.rawValue < count { positions[id.rawValue] = Int32(p) }
        }
        return positions
    }
}

/// Where geometry passes take their names from.
private let passes = Atomic<UInt64>(0)

extension Layout {
    /// Every view's placement at once, indexed by ``ViewID/rawValue`` (nil for removed views).
    public func placements() -> [WindowPlacement?] { geometry().placements }

    /// Every view's frame and placement at once.
    ///
    /// The same numbers as ``frame(of:)``, ``windowRect(of:)`` and ``clipRect(of:)``, with the
    /// same arithmetic (so a picture and a listing never disagree by a rounding), but each view's
    /// frame, bounds and zoom are read once, in tree order, instead of once per descendant; a
    /// view's zoom scale is looked for only when a scroll view around it names it as its zoom
    /// view, and the walk up to the root reads a table of superviews rather than the views.
    ///
    /// With an earlier pass of the same layout, while the solver, the views' variables and the
    /// tree are as that pass found them (a scroll, a zoom), the frames are taken from it, not read
    /// from the solver again: only views zoomed then or now are worked out (see
    /// ``LayoutGeometry/framesFrom``), windows are not worked out here at all but when asked,
    /// and what is in sight is found through ``LayoutGeometry/sight`` (``movedGeometry(from:frames:anchors:)``).
    /// After any other change, only the views the change may have moved are worked out, from
    /// what the solver and the tables wrote since the earlier pass (``changedGeometry(from:anchors:)``);
    /// while they are few, their windows too are left to be worked out when asked, and the
    /// index carries them as views it cannot place (``LayoutGeometry/stale``).
    public func geometry(reusing previous: LayoutGeometry? = nil) -> LayoutGeometry {
        // Per view, in arrays of their own (a pass reads a field or two of every ancestor). A
        // frame of nil marks an id with no view.
        let count = views.count
        // The offset and zoom of the few views that have one (scroll views, zoom views); every
        // other view moves nothing inside it.
        var movesOf: [Int: LayoutGeometry.Move] = [:]
        /// The superview's ``ViewID/rawValue``; -1 for the root and for ids with no view.
        var parentOf = [Int32](repeating: -1, count: count)
        var scrollFlag = [Bool](repeating: false, count: count)
        // Views a scroll view with zooming on names as its zoom view: only these can be scaled.
        var mayZoom = [Bool](repeating: false, count: count)
        let solver = self.solver
        var earlier: SharedArray<Rect?>? = nil
        var zoomedBefore: [Bool] = []
        if let previous, let source = previous.source, source.stamp == solver.stamp,
           source.variables.isIdentical(to: variables), source.links.isIdentical(to: links),
           previous.frames.count == count {
            earlier = previous.frames
            zoomedBefore = [Bool](repeating: false, count: count)
            for id in source.zoomed where id.rawValue < count { zoomedBefore[id.rawValue] = true }
        }
        // A scroll or a zoom works out the anchors only, through the index of where the views
        // stand: the previous pass's, or one built from its windows (which then serves the
        // changes after it too, while they move few views).
        let anchors = anchorsNow()
        if let previous, let earlier, previous.order == treeOrder, previous.anchors == anchors,
           previous.sight != nil || previous.windowStore != nil {
            return movedGeometry(from: previous, frames: earlier, anchors: anchors)
        }
        if earlier == nil, let previous, let changed = changedGeometry(from: previous, anchors: anchors) {
            return changed
        }
        var zoomed: [ViewID] = []
        var recomputed: [ViewID] = []
        // Windows and clips in the same walk: a view's ancestors come before it in tree order, so
        // their frames, offsets and zooms are known when it is reached. The clip of the views
        // directly in scroll view `s` is worked out once, in the order ``clipRect(of:)``
        // intersects (from `s` outwards), and shared by everything it clips.
        // Frames taken from the pass before are its chunks: only those written here are copied.
        // The per-view results are written to plain arrays, then handed on in shared chunks:
        // writing the chunks one view at a time costs more than copying them whole at the end.
        var frames = [Rect?](repeating: nil, count: count)
        var windows = [Rect](repeating: .zero, count: count)
        var clipIndices = [Int32](repeating: -1, count: count)
        var clips: [Rect] = []
        var depths = [Int32](repeating: -1, count: count)
        var clipInside = [Int32](repeating: -1, count: count)
        // The superview of the last view worked out, and what its superviews add to a window.
        var chainOf = -2
        var chain: [(origin: Point, move: LayoutGeometry.Move)] = []
        var chainDepth: Int32 = 0
        // The per-view arrays are written through their buffers: an array checks at every write
        // that it is the only owner of its storage, a dozen checks per view. Every id the walk
        // indexes with is a view's or its superview's, below `count`.
        precondition(links.count == count, "a tree link per view")
        let reusing = earlier != nil
        let grid = pixelScale
        withMutableBuffers(&frames, &windows, &parentOf, &scrollFlag, &mayZoom, &clipIndices, &depths, &clipInside) {
            frames, windows, parentOf, scrollFlag, mayZoom, clipIndices, depths, clipInside in
            for id in treeOrder {
                let i = id.rawValue
                let link = links[i]
                precondition(Int(link.superview) < count, "a superview is a view")
                var frame: Rect
                if mayZoom[i] {
                    frame = self.frame(of: id)
                    movesOf[i, default: .none].zoom = zoomScale(of: id)
                    zoomed.append(id)
                    recomputed.append(id)
                    frames[i] = frame
                } else if let earlier, !zoomedBefore[i] {
                    frame = earlier[i] ?? .zero
                    frames[i] = frame
                } else if let v = variables[i] {
                    if reusing { recomputed.append(id) }
                    // ``untransformedFrame(of:)``, with the solver read in place.
                    frame = snapped(self.frame(ofAlignmentRect: Rect(x: solver.value(ofOwn: v.left), y: solver.value(ofOwn: v.top),
                                                                     width: solver.value(ofOwn: v.width), height: solver.value(ofOwn: v.height)),
                                               of: i),
                                    of: i, scale: grid)
                    frames[i] = frame
                } else {
                    frame = .zero
                    frames[i] = frame
                }
                if link.isScrollView, let scroll = views[i]?.scroll {
                    movesOf[i, default: .none].origin = scroll.contentOffset
                    if let target = scroll.zoomView, scroll.maximumZoomScale > scroll.minimumZoomScale,
                       target.rawValue >= 0, target.rawValue < count {
                        mayZoom[target.rawValue] = true
                    }
                }
                parentOf[i] = link.superview
                scrollFlag[i] = link.isScrollView
                // The window: the frame taken out through every view around it, the superview
                // first. What each of them adds is kept for the next view with the same superview
                // (siblings follow one another in tree order), and applied in the same order.
                if Int(link.superview) != chainOf {
                    chainOf = Int(link.superview)
                    chain.removeAll(keepingCapacity: true)
                    chainDepth = 0
                    var c = chainOf
                    while c >= 0 {
                        chainDepth += 1
                        guard depths[c] >= 0, let f = frames[c] else { break }
                        if c != ViewID.root.rawValue { chain.append((f.origin, movesOf[c] ?? .none)) }
                        c = Int(parentOf[c])
                    }
                }
                var rect = frame
                for (origin, move) in chain { rect = move.lift(rect, at: origin) }
                windows[i] = rect
                depths[i] = chainDepth
                let p = Int(link.superview)
                if p >= 0, depths[p] >= 0 { clipIndices[i] = scrollFlag[p] ? clipInside[p] : clipIndices[p] }
                if link.isScrollView, id != .root {
                    var clip = rect
                    var s = p
                    while s > 0 {
                        guard depths[s] >= 0 else { break }
                        if scrollFlag[s] {
                            let window = windows[s]
                            clip = clip.intersection(window) ?? Rect(origin: window.origin, size: .zero)
                        }
                        s = Int(parentOf[s])
                    }
                    clipInside[i] = Int32(clips.count)
                    clips.append(clip)
                }
            }
        }
        var kept: SharedArray<Rect?>
        if var earlier {
            // Only the frames worked out again are written: every other chunk stays shared.
            for id in recomputed { earlier[id.rawValue] = frames[id.rawValue] }
            kept = earlier
        } else {
            kept = SharedArray(frames)
        }
        var geometry: LayoutGeometry
        if let previous, reusing {
            // The tree is the same: so are the superviews and the scroll flags.
            geometry = LayoutGeometry(frames: kept, windowStore: SharedArray(windows), clipIndices: clipIndices, clips: clips,
                                      depths: depths, superviews: previous.superviews,
                                      isScrollView: previous.isScrollView)
            geometry.framesFrom = previous.pass
            geometry.recomputed = recomputed
            geometry.positions = previous.positions
        } else {
            geometry = LayoutGeometry(frames: kept, windowStore: SharedArray(windows), clipIndices: clipIndices,
                                      clips: clips, depths: depths, superviews: parentOf, isScrollView: scrollFlag)
        }
        geometry.source = .init(stamp: solver.stamp, solver: solver, views: views, variables: variables, links: links,
                                zoomed: zoomed)
        geometry.order = treeOrder
        geometry.anchors = anchors
        for a in anchors { geometry.moves[a] = movesOf[Int(a)] ?? LayoutGeometry.Move.none }
        for a in anchors { geometry.maps[a] = geometry.map(ofAnchor: Int(a)) }
        return geometry
    }

    /// The geometry after a change, worked out from `previous`'s for only the views the change
    /// may have moved; nil when that is not worth it or not possible, for a pass from scratch.
    ///
    /// What a frame is read from is kept in chunks shared with the copies the pass before kept
    /// (``LayoutGeometry/FrameSource``): the solver's values, the views, their variables and
    /// their tree links. A chunk that is no longer shared was written since, so the views to
    /// work out again are those that own a symbol in a solver chunk written since
    /// (``frameOwners``), those in a chunk of views, variables or links written since (a view
    /// added, removed or changed, as a scroll view's offset), the zoomed now and then, and the
    /// anchors whose offset or zoom moved. They are worked out in tree order, each with the same
    /// arithmetic as the full pass, and wherever a view's origin, offset or zoom moved, so does
    /// everything inside it: its whole subtree (a run of the tree order) is worked out too.
    /// Every other view keeps its frame, window, depth and clip index, in the same chunks.
    ///
    /// Windows: the views whose windows may have moved are those worked out whose frame changed
    /// or that lie inside a subtree that moved, and the views added and removed (a view worked
    /// out only because a chunk it shares was written stays where it was). When these, with
    /// those the index could not place before, are no more than
    /// ``LayoutGeometry/staleLimit(count:)``, no window is worked out: the index of the pass
    /// before (or one built from its windows) is handed on, with these added to
    /// ``LayoutGeometry/stale``. Otherwise the windows of the views worked out are (along with
    /// the frames when many views were marked, else after them), and the rest are `previous`'s,
    /// which then must have them all.
    ///
    /// A pass from scratch instead when the anchors differ (the clips are numbered by scroll
    /// view), when a view that stays moved to another superview, when the change wrote the
    /// values of more than three quarters of the symbols (a constant high in a long stack moves
    /// most views: then a pass over every view is as cheap and simpler), or when it moved too
    /// many views for the index and `previous` has no windows to take the others' from.
    func changedGeometry(from previous: LayoutGeometry, anchors: [Int32]) -> LayoutGeometry? {
        guard let source = previous.source, previous.windowStore != nil || previous.sight != nil, previous.anchors == anchors
        else { return nil }
        let count = views.count
        let before = previous.count
        // The symbols written since: a pass from scratch when they are most of them.
        var written: [Range<Int>] = []
        var writtenCount = 0
        solver.forEachRangeOfChangedValues(since: source.solver) { range in
            written.append(range)
            writtenCount += range.count
        }
        guard writtenCount <= max(256, frameOwners.count * 3 / 4) else { return nil }
        // The views to work out, marked by id.
        var marks = ViewMarks(count: max(count, before))
        // A view's four symbols are made one after another, among the constraints' own: the
        // owners of a run are copied out where they start, without a branch per symbol (which
        // way it goes changes twice per view), then marked.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: SharedArray<Int32>.chunkSize) { starts in
            for range in written where range.lowerBound < frameOwners.count {
                var last: Int32 = -1
                frameOwners.forEachRun(in: range.clamped(to: 0..<frameOwners.count)) { run in
                    var n = 0
                    var previous = last
                    for owner in run {
                        starts[n] = owner
                        n &+= owner != previous && owner >= 0 ? 1 : 0
                        previous = owner
                    }
                    last = previous
                    marks.insert(UnsafeBufferPointer(rebasing: starts[..<n]), below: count)
                }
            }
        }
        // Ids in chunks of views, variables or links written since: a view may have come, gone,
        // changed (a scroll view's offset) or be another one under the same id.
        var touched = ViewMarks(count: max(count, before))
        for changed in [views.rangesNotShared(with: source.views), variables.rangesNotShared(with: source.variables),
                        links.rangesNotShared(with: source.links)] {
            for range in changed {
                for i in range { touched.insert(i) }
            }
        }
        for i in count..<max(count, before) { touched.insert(i) }
        for i in touched.list where i < count { marks.insert(i) }
        for id in source.zoomed where id.rawValue < count { marks.insert(id.rawValue) }
        guard marks.list.count <= max(64, count * 3 / 4) else { return nil }

        let positions = previous.order == treeOrder && previous.positions?.count == count
            ? previous.positions! : LayoutGeometry.positions(of: treeOrder, count: count)
        // The zoom views: those a scroll view with zooming on names that come after it in tree
        // order (the full pass marks them when it meets the scroll view).
        var zoomTargets: [Int] = []
        for s in scrollViewOrder {
            guard let scroll = views[s.rawValue]?.scroll, let target = scroll.zoomView,
                  scroll.maximumZoomScale > scroll.minimumZoomScale,
                  target.rawValue >= 0, target.rawValue < count, positions[target.rawValue] > positions[s.rawValue]
            else { continue }
            zoomTargets.append(target.rawValue)
        }
        // Each anchor's offset and zoom now; those that moved move what they hold.
        var moves: [Int32: LayoutGeometry.Move] = [:]
        var movedAnchors: [Int] = []
        for a in anchors {
            var move = LayoutGeometry.Move.none
            if links[Int(a)].isScrollView, let scroll = views[Int(a)]?.scroll { move.origin = scroll.contentOffset }
            if zoomTargets.contains(Int(a)) { move.zoom = zoomScale(of: ViewID(Int(a))) }
            moves[a] = move
            if move != previous.moves[a] ?? .none {
                movedAnchors.append(Int(a))
                marks.insert(Int(a))
            }
        }
        for t in zoomTargets { marks.insert(t) }

        // The tree. A view that had an id and the one that has it now are the same view when
        // they have the same name (an undone addition frees its id for the next); a view that
        // stays keeps its superview (no command moves a view to another). Views gone lose their
        // place; views new get their superview, depth and clip, parents first.
        var geometry = previous
        geometry.pass = LayoutGeometry.newPass()
        geometry.moves = moves
        geometry.sight = nil
        geometry.stale = ViewMarks()
        geometry.drift = []
        geometry.reprinted = nil
        if count != before { geometry.resize(to: count) }
        // (Conditions one by one: `&&` here, whose right side is a closure capturing the array
        // of views, crashes the release compiler's ownership check.)
        let sourceViews = source.views
        func isSame(_ i: Int) -> Bool {
            guard i < before, i < count, previous.depths[i] >= 0, i < sourceViews.count else { return false }
            return sourceViews[i]?.name == views[i]?.name
        }
        var removed: [Int] = []
        var added: [Int] = []
        for i in touched.list {
            let had = i < before && previous.depths[i] >= 0
            let has = i < count && (links[i].superview >= 0 || i == ViewID.root.rawValue)
            let same = isSame(i)
            if had, !same { removed.append(i) }
            if has, !same { added.append(i) }
            if same, previous.superviews[i] != links[i].superview { return nil }
        }
        // The previous pass's windows, if it kept them: what a pass that works them out for the
        // views it works out takes the others' from.
        let windows = geometry.windowStore
        geometry.windowStore = nil
        let gone = removed.filter { $0 < count && links[$0].superview < 0 }
        for i in gone {
            geometry.frames[i] = nil
            geometry.depths[i] = -1
            geometry.clipIndices[i] = -1
            geometry.superviews[i] = -1
            geometry.isScrollView[i] = false
        }
        var clipOfScrollView: [Int: Int32] = [:]
        for (k, s) in scrollViewOrder.enumerated() { clipOfScrollView[s.rawValue] = Int32(k) }
        added.sort { positions[$0] < positions[$1] }
        for i in added {
            let p = Int(links[i].superview)
            guard positions[i] >= 0, geometry.depths[p] >= 0 else { return nil }
            geometry.superviews[i] = Int32(p)
            geometry.isScrollView[i] = links[i].isScrollView
            geometry.depths[i] = geometry.depths[p] + 1
            geometry.clipIndices[i] = geometry.isScrollView[p] ? clipOfScrollView[p] ?? -1 : geometry.clipIndices[p]
        }
        if !removed.isEmpty {
            let old = previous.positions?.count == before ? previous.positions!
                : LayoutGeometry.positions(of: previous.order, count: before)
            removed.sort { old[$0] < old[$1] }
        }

        // Frames, in tree order: the marked views sorted, or when they are many, found by a walk
        // over the tree order (a bit per view costs less than sorting thousands).
        var ordered: [Int] = []
        if marks.list.count * 16 > count {
            for (p, id) in treeOrder.enumerated() where marks.contains(id.rawValue) { ordered.append(p) }
        } else {
            ordered = marks.list.compactMap { $0 < count && positions[$0] >= 0 ? Int(positions[$0]) : nil }.sorted()
        }
        var frames = geometry.frames
        geometry.frames = []
        let depths = geometry.depths, superviews = geometry.superviews
        let order = treeOrder
        let solver = self.solver
        let staleLimit = LayoutGeometry.staleLimit(count: count)
        let grid = pixelScale
        var recomputed: [ViewID] = []
        recomputed.reserveCapacity(ordered.count)
        var reprinted: [ViewID] = []
        // The views whose windows may have moved: a view worked out only because a chunk it
        // shares was written, whose frame came out the same and which nothing around it moved,
        // is where it was.
        var moved: [Int] = []
        // The moved views' windows are worked out along with the frames when so many views are
        // worked out that the index cannot leave them to be tested one by one (a constant high
        // in a long stack): how far they moved from where the index has them may keep it (see
        // ``LayoutGeometry/drift``), else they go in the previous pass's windows. Else the
        // windows are worked out after the frames, if at all.
        let windowsAlong = marks.list.count > staleLimit && (windows != nil || previous.sight != nil)
        // With the index of the pass before, a view inside nothing that moved stands at most as
        // far again from where the index has it as its frame moved: per group of the index, only
        // the most a frame moved is kept, and no window is worked out. The views inside
        // something that moved, and those the index does not hold, are ``exact``: their windows
        // are worked out, and how far they stand is measured.
        let bounding = windowsAlong ? previous.sight : nil
        let groupOfView = bounding?.groupOfView ?? []
        var frameMoves = [SightIndex.Drift](repeating: .none, count: bounding?.groups.count ?? 0)
        var exact: [Int] = []
        var movedWindows: [Rect] = []
        var chain = WindowChain()
        frames.withMutableElements { frames in
            do {
                // `cover`: the last position of the subtrees worked out whole.
                var next = 0
                var position = -1
                var cover = -1
                while true {
                    // Inside a subtree whose root moved: its window moved, whatever its frame.
                    let covered = position < cover
                    if covered {
                        position += 1
                    } else {
                        while next < ordered.count, ordered[next] <= position { next += 1 }
                        guard next < ordered.count else { break }
                        position = ordered[next]
                    }
                    let id = order[position]
                    let i = id.rawValue
                    let frame: Rect
                    if zoomTargets.contains(i) {
                        frame = self.frame(of: id)
                    } else if let v = variables[i] {
                        frame = snapped(self.frame(ofAlignmentRect: Rect(x: solver.value(ofOwn: v.left), y: solver.value(ofOwn: v.top),
                                                                         width: solver.value(ofOwn: v.width), height: solver.value(ofOwn: v.height)),
                                                   of: i),
                                        of: i, scale: grid)
                    } else {
                        frame = .zero
                    }
                    let was = frames[i]
                    frames[i] = frame
                    // A view whose frame is the same, inside nothing that moved, keeps its window.
                    if covered || was != frame {
                        moved.append(i)
                        if let was, was.printsDifferently(from: frame) { reprinted.append(id) }
                        if !covered, let was, i < groupOfView.count, groupOfView[i] >= 0 {
                            let g = Int(groupOfView[i])
                            let d = SightIndex.Drift(from: was, to: frame)
                            // (Not a number stays, and gives the index up.)
                            if !(d.x <= frameMoves[g].x) { frameMoves[g].x = d.x }
                            if !(d.y <= frameMoves[g].y) { frameMoves[g].y = d.y }
                        } else if windowsAlong {
                            exact.append(i)
                            movedWindows.append(chain.window(of: frame, inside: Int(superviews[i]), superviews: superviews,
                                                             depths: depths, moves: moves) { (frames[$0] ?? .zero).origin })
                        }
                    }
                    recomputed.append(id)
                    if was?.origin != frame.origin || movedAnchors.contains(i) {
                        // Its subviews' windows move with it: everything after it deeper than it.
                        var end = position
                        while end + 1 < order.count, depths[order[end + 1].rawValue] > depths[i] { end += 1 }
                        if end > position {
                            cover = max(cover, end)
                            chain.forget()
                        }
                    }
                }
            }
        }
        geometry.frames = frames
        for a in anchors { geometry.maps[a] = geometry.map(ofAnchor: Int(a)) }

        // Windows: none worked out while the views the index cannot place stay few, the index
        // handed on (the previous pass's, or one built from its windows); else, when the views
        // moved stand near enough where the index has them, the index handed on with its
        // questions widened; else those of the views worked out, the rest taken from the
        // previous pass, which must have them.
        var stale = previous.sight != nil ? previous.stale : ViewMarks()
        // A view added, or another view under an id the index knows, is not where it has it.
        for i in [moved, added, removed].joined() {
            guard stale.count <= staleLimit else { break }
            stale.insert(i)
        }
        let most = max(screen.width, screen.height)
        if stale.count <= staleLimit {
            geometry.sight = previous.sight ?? previous.sightIndex()
            geometry.stale = stale
            geometry.drift = previous.sight != nil ? previous.drift : []
        } else if windowsAlong, let sight = previous.sight ?? previous.sightIndex(ifMoved: exact, to: movedWindows, within: most),
                  let kept = previous.drifted(sight, framesMoved: frameMoves, moved: exact, windows: movedWindows,
                                              added: added, removed: removed, maps: geometry.maps, limit: staleLimit,
                                              most: most) {
            geometry.sight = sight
            geometry.stale = kept.stale
            geometry.drift = kept.drift
        } else {
            guard var store = windows else { return nil }
            let frames = geometry.frames
            chain = WindowChain()
            store.withMutableElements { store in
                for i in moved {
                    // Every frame is final by now: the chain of a view's superviews reads theirs.
                    store[i] = chain.window(of: frames[i] ?? .zero, inside: Int(superviews[i]), superviews: superviews,
                                            depths: depths, moves: moves) { (frames[$0] ?? .zero).origin }
                }
                for i in gone { store[i] = .zero }
            }
            geometry.windowStore = store
        }
        geometry.clips = geometry.clips(of: scrollViewOrder)
        geometry.framesFrom = previous.pass
        geometry.recomputed = recomputed
        geometry.reprinted = reprinted
        geometry.removed = removed.map(ViewID.init)
        geometry.positions = positions
        geometry.source = .init(stamp: solver.stamp, solver: solver, views: views, variables: variables, links: links,
                                zoomed: zoomTargets.filter { positions[$0] >= 0 }
                                    .sorted { positions[$0] < positions[$1] }.map(ViewID.init))
        geometry.order = treeOrder
        return geometry
    }

    /// The views that move what they hold as one piece (raw ids, ascending): every scroll view,
    /// and the zoom view of every scroll view that zooms.
    func anchorsNow() -> [Int32] {
        var anchors: [Int32] = []
        for s in scrollViewOrder {
            anchors.append(Int32(s.rawValue))
            if let scroll = views[s.rawValue]?.scroll, let target = scroll.zoomView,
               scroll.maximumZoomScale > scroll.minimumZoomScale, view(target) != nil {
                anchors.append(Int32(target.rawValue))
            }
        }
        anchors.sort()
        var unique: [Int32] = []
        for a in anchors where unique.last != a { unique.append(a) }
        return unique
    }

    /// The geometry after a scroll or a zoom: the frames are `earlier`'s but for zoom views, the
    /// tree and the anchors are `previous`'s, so only the anchors are worked out: their frames,
    /// offsets, zooms and maps, and the scroll views' clips. Every other window is worked out
    /// when asked (``LayoutGeometry/window(_:)``), and what is in sight is found through the
    /// index of where the views stood when their windows were last all worked out, which this
    /// pass builds from `previous` if it has none yet.
    func movedGeometry(from previous: LayoutGeometry, frames earlier: SharedArray<Rect?>, anchors: [Int32]) -> LayoutGeometry {
        let sight = previous.sight ?? previous.sightIndex()
        // The index's own positions are those of when it was built; the tree may have changed since.
        let positions = previous.sight != nil ? previous.positions ?? LayoutGeometry.positions(of: treeOrder, count: views.count)
            : sight.positions
        var moves: [Int32: LayoutGeometry.Move] = [:]
        var targets: [Int32] = []
        for s in scrollViewOrder {
            guard let scroll = views[s.rawValue]?.scroll else { continue }
            moves[Int32(s.rawValue), default: .none].origin = scroll.contentOffset
            if let target = scroll.zoomView, scroll.maximumZoomScale > scroll.minimumZoomScale, view(target) != nil {
                moves[Int32(target.rawValue), default: .none].zoom = zoomScale(of: target)
                targets.append(Int32(target.rawValue))
            }
        }
        // Frames: zoom views now, and views zoomed before, are worked out again; in tree order.
        var recomputed = Set(targets.map(Int.init))
        for id in previous.source?.zoomed ?? [] where id.rawValue < earlier.count { recomputed.insert(id.rawValue) }
        let ordered = recomputed.filter { positions[$0] >= 0 }.sorted { positions[$0] < positions[$1] }
        var frames = earlier
        let isTarget = Set(targets)
        for i in ordered {
            let id = ViewID(i)
            frames[i] = isTarget.contains(Int32(i)) ? frame(of: id) : untransformedFrame(of: id)
        }
        var geometry = LayoutGeometry(frames: frames, windowStore: nil, clipIndices: previous.clipIndices, clips: [],
                                      depths: previous.depths, superviews: previous.superviews,
                                      isScrollView: previous.isScrollView)
        geometry.moves = moves
        geometry.clips = geometry.clips(of: scrollViewOrder)
        geometry.framesFrom = previous.pass
        geometry.recomputed = ordered.map(ViewID.init)
        geometry.positions = positions
        geometry.source = .init(stamp: solver.stamp, solver: solver, views: views, variables: variables, links: links,
                                zoomed: targets.filter { positions[Int($0)] >= 0 }
                                    .sorted { positions[Int($0)] < positions[Int($1)] }.map { ViewID(Int($0)) })
        geometry.order = treeOrder
        geometry.anchors = anchors
        for a in anchors { geometry.maps[a] = geometry.map(ofAnchor: Int(a)) }
        geometry.sight = sight
        geometry.stale = previous.sight != nil ? previous.stale : ViewMarks()
        geometry.drift = previous.sight != nil ? previous.drift : []
        return geometry
    }
}

/// Calls `body` with the storage of eight arrays at once (see ``Layout/geometry(reusing:)``).
@inline(__always)
private func withMutableBuffers<A, B, C, D, E, F, G, H>(
    _ a: inout [A], _ b: inout [B], _ c: inout [C], _ d: inout [D], _ e: inout [E], _ f: inout [F], _ g: inout [G], _ h: inout [H],
    _ body: (UnsafeMutableBufferPointer<A>, UnsafeMutableBufferPointer<B>, UnsafeMutableBufferPointer<C>,
             UnsafeMutableBufferPointer<D>, UnsafeMutableBufferPointer<E>, UnsafeMutableBufferPointer<F>,
             UnsafeMutableBufferPointer<G>, UnsafeMutableBufferPointer<H>) -> Void
) {
    a.withUnsafeMutableBufferPointer { a in
        b.withUnsafeMutableBufferPointer { b in
            c.withUnsafeMutableBufferPointer { c in
                d.withUnsafeMutableBufferPointer { d in
                    e.withUnsafeMutableBufferPointer { e in
                        f.withUnsafeMutableBufferPointer { f in
                            g.withUnsafeMutableBufferPointer { g in
                                h.withUnsafeMutableBufferPointer { h in body(a, b, c, d, e, f, g, h) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// What the superviews of the last view worked out add to its window, kept for the views after
/// it with the same superview (siblings follow one another in tree order), as in the full pass.
struct WindowChain {
    private var of = -2
    private var steps: [(origin: Point, move: LayoutGeometry.Move)] = []

    /// Lets go of the chain: a superview's origin or move changed since it was made.
    mutating func forget() { of = -2 }

    /// `frame`'s window, for a view whose superview is `p`; `origin` gives a view's frame
    /// origin, asked only when the chain is made again.
    mutating func window(of frame: Rect, inside p: Int, superviews: [Int32], depths: [Int32],
                         moves: [Int32: LayoutGeometry.Move], origin: (Int) -> Point) -> Rect {
        if p != of {
            of = p
            steps.removeAll(keepingCapacity: true)
            var c = p
            while c >= 0, depths[c] >= 0 {
                if c != ViewID.root.rawValue { steps.append((origin(c), moves[Int32(c)] ?? .none)) }
                c = Int(superviews[c])
            }
        }
        var window = frame
        for (origin, move) in steps { window = move.lift(window, at: origin) }
        return window
    }
}

/// A set of raw view ids as bits, with the ids in the order they were first added: the views
/// a pass marks to work out, and those ``LayoutGeometry/stale`` holds.
public struct ViewMarks: Sendable {
    private var words: [UInt64] = []
    /// The ids, each once, in the order they were added.
    public private(set) var list: [Int] = []

    public init() {}

    /// Room for ids below `count` from the start (more are added as they come).
    init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) / 64) }

    public var count: Int { list.count }

    @inline(__always) public func contains(_ i: Int) -> Bool {
        let w = i >> 6
        return i >= 0 && w < words.count && words[w] & (1 << UInt64(i & 63)) != 0
    }

    @inline(__always) mutating func insert(_ i: Int) {
        guard i >= 0 else { return }
        let w = i >> 6
        if w >= words.count { words.append(contentsOf: repeatElement(0, count: w + 1 - words.count)) }
        let bit: UInt64 = 1 << UInt64(i & 63)
        guard words[w] & bit == 0 else { return }
        words[w] |= bit
        list.append(i)
    }

    /// Inserts each of `ids` that is below `limit` and within the room made at the start, in one
    /// go: a change high in a long stack marks thousands (one check that the storage is not
    /// shared, not one per id).
    mutating func insert(_ ids: UnsafeBufferPointer<Int32>, below limit: Int) {
        var list = self.list
        self.list = []
        words.withUnsafeMutableBufferPointer { words in
            for id in ids {
                let i = Int(id)
                let w = i >> 6
                guard i >= 0, i < limit, w < words.count else { continue }
                let bit: UInt64 = 1 << UInt64(i & 63)
                guard words[w] & bit == 0 else { continue }
                words[w] |= bit
                list.append(i)
            }
        }
        self.list = list
    }
}

extension LayoutGeometry {
    /// What the index of this pass (`sight`) answers for after a change that moved frames of
    /// views it holds, inside nothing that moved, by at most `framesMoved` (by group; these views
    /// stand that much further at most, scaled as the group was when indexed), `moved` other
    /// views to `windows` (one each, window coordinates now, with the anchors' `maps` now), and
    /// `added` and `removed` some: ``stale`` with the added and removed, and with those other
    /// moved views it holds that stand more than `most` from where it has them; ``drift`` with
    /// how far the rest may stand. A moved view it does not hold stays left out while it has no
    /// area. Nil when a group would drift further than `most`, or the stale views would be more
    /// than `limit`.
    func drifted(_ sight: SightIndex, framesMoved: [SightIndex.Drift], moved: [Int], windows: [Rect], added: [Int],
                 removed: [Int], maps: [Int32: SightIndex.AnchorMap], limit: Int,
                 most: Double) -> (stale: ViewMarks, drift: [SightIndex.Drift])? {
        var stale = self.stale
        for i in [added, removed].joined() { stale.insert(i) }
        guard stale.count <= limit, windows.count == moved.count else { return nil }
        var drift = self.drift
        if drift.count < sight.groups.count { drift += repeatElement(.none, count: sight.groups.count - drift.count) }
        for (g, d) in framesMoved.enumerated() where g < drift.count && d != .none {
            let scale = sight.groups[g].map.scale
            drift[g].x += d.x * scale
            drift[g].y += d.y * scale
            guard drift[g].x <= most, drift[g].y <= most else { return nil }
        }
        // Per group, its anchor's map now (a dictionary read per group, not per view).
        let mapsNow = sight.groups.map { $0.anchor < 0 ? SightIndex.AnchorMap.identity : maps[$0.anchor] ?? .identity }
        let groupOfView = sight.groupOfView, slotOfView = sight.slotOfView
        for (k, i) in moved.enumerated() where !stale.contains(i) {
            let window = windows[k]
            let g = i < groupOfView.count ? Int(groupOfView[i]) : -1
            if g >= 0 {
                if let d = sight.groups[g].drift(ofMember: Int(slotOfView[i]), window: window, mapNow: mapsNow[g]),
                   d.x <= most, d.y <= most {
                    drift[g] = drift[g].union(d)
                    continue
                }
            } else if !(window.width > 0 && window.height > 0 && window.minX.isFinite && window.minY.isFinite
                        && window.maxX.isFinite && window.maxY.isFinite) {
                continue
            }
            stale.insert(i)
            guard stale.count <= limit else { return nil }
        }
        return (stale, drift)
    }

    /// How many views ``stale`` may hold for a layout of `count` ids before a change works out
    /// every window again: an eighth of them, at least 16 and at most 256. Each costs a window
    /// worked out through its superviews (about 0.1 µs) in every picture until the index is
    /// built again, and building it again costs a pass over every view and the index (about
    /// 0.45 ms at 10,000 views): with a view or two made stale per change, a few hundred is where
    /// the two costs meet.
    public static func staleLimit(count: Int) -> Int { max(16, min(count / 8, 256)) }
}
