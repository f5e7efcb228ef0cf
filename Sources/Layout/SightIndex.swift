import SharedStorage

/// Where every view stood on the screen when all windows were last worked out, kept so that after
/// a scroll or a zoom the views that can be in sight, or just out of it, are found without looking
/// at every view.
///
/// Views are grouped by their *anchor*: the nearest view around them that moves what it holds as
/// one piece (a scroll view, by its offset; a zoom view, by its scale), or the root. While the
/// frames stay as they were, a scroll or a zoom changes only how each anchor maps its content to
/// the window, `window = c + local × Z`, so a view's window now is its window then, moved and
/// scaled as its anchor's map moved: `now = c₁ + (then − c₀) × Z₁ / Z₀`. A question about the
/// window now (what meets this rectangle, what lies above this line) is turned into the same
/// question about the windows then, which are indexed. The answers are candidates: the caller
/// works out each one's window exactly (``LayoutGeometry/window(_:)``) and tests it as it would
/// without the index, so rounding in the prediction can only add candidates, never lose a view
/// (the questions are asked with a margin).
///
/// Anchors and scroll views themselves are not predicted (a zoom changes a zoom view's own
/// frame): a caller looks at them always. Nor are the views a change added or removed since the
/// index was built, nor the few it moved (``LayoutGeometry/stale``): a caller skips them in the
/// answers and tests each one itself. When a change moves many views by no more than the
/// screen's length, the index answers for them still, its questions widened by how far they
/// moved (``LayoutGeometry/drift``). Views without area or with a window that is not a
/// finite number are left out; they paint nothing and are never named.
public struct SightIndex: Sendable {
    /// How an anchor maps its content to the window: `window = origin + local × scale`.
    public struct AnchorMap: Sendable, Equatable {
        public var origin: Point
        public var scale: Double

        public static let identity = AnchorMap(origin: .zero, scale: 1)
    }

    /// How far members may stand from where the index has them, in its coordinates, along each
    /// axis: a change that moves views down a stack moves none sideways, and a question about
    /// what lies left or right of a window is then asked no wider.
    public struct Drift: Sendable, Equatable {
        public var x: Double
        public var y: Double

        public static let none = Drift(x: 0, y: 0)

        /// How far `b` stands from `a`: the most its left or right edge moved, and its top or
        /// bottom (not a number when an edge is not one).
        public init(from a: Rect, to b: Rect) {
            x = max(abs(b.minX - a.minX), abs(b.maxX - a.maxX))
            y = max(abs(b.minY - a.minY), abs(b.maxY - a.maxY))
        }

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        /// The larger of the two on each axis.
        public func union(_ other: Drift) -> Drift { Drift(x: max(x, other.x), y: max(y, other.y)) }
    }

    /// The views with one anchor.
    public struct Group: Sendable {
        /// The anchor's raw id; -1 for the root.
        public var anchor: Int32
        /// The nearest scroll view around the members (what clips them, and names them when out
        /// of sight); -1 when none.
        public var scrollView: Int32
        /// The members' raw ids, in tree order.
        public var members: [Int32]
        /// Their windows when indexed.
        var rects: [Rect]
        /// The anchor's map when indexed.
        var map: AnchorMap
        /// Whether the buckets cut along x (the members spread wider than tall) rather than y.
        var alongX: Bool
        var start: Double
        var bucketLength: Double
        /// Per stretch of `bucketLength` from `start`, the members (by index) that reach into it:
        /// bucket `b`'s are `bucketMembers[bucketStarts[b] ..< bucketStarts[b + 1]]` (one array
        /// for all, not an array per bucket).
        var bucketStarts: [Int32]
        var bucketMembers: [Int32]
        /// Members that reach into too many buckets to be listed in each: always candidates.
        var wide: [Int32]
        /// Per direction (above, below, left, right), the least of the members' keys (maxY,
        /// −minY, maxX, −minX) in each run of ``blockLength`` members, to find the first member
        /// in tree order past a line by skipping the runs that have none. A few numbers per run
        /// rather than a tree over every member: building the index writes little memory.
        /// How many runs of ``blockLength`` members there are; direction `d`'s minima are
        /// `blockMinima[d * blocks ..< (d + 1) * blocks]`.
        var blocks: Int
        var blockMinima: [Double]
        static let blockLength = 64
    }

    public var groups: [Group]
    /// Each view's place in the tree order, by raw id; -1 for ids with no view.
    public var positions: [Int32]
    /// Each view's group and its index among the group's members, by raw id; group -1 for ids
    /// that are no member (no view, no area, or a window that is not a finite number).
    var groupOfView: [Int32]
    var slotOfView: [Int32]
    /// The anchors (raw ids, ascending) the index was built for.
    public var anchors: [Int32]

    /// Indexes `windows`, worked out with the anchors' `maps`, for a tree given by `superviews`
    /// and `order`.
    public init(windows: SharedArray<Rect>, superviews: [Int32], isScrollView: [Bool], order: [ViewID],
                anchors: [Int32], maps: [Int32: AnchorMap]) {
        let count = windows.count
        self.anchors = anchors
        positions = [Int32](repeating: -1, count: count)
        var groupOfView = [Int32](repeating: -1, count: count)
        var slotOfView = [Int32](repeating: -1, count: count)
        var isAnchor = [Bool](repeating: false, count: count)
        for a in anchors where Int(a) < count { isAnchor[Int(a)] = true }
        // The group of each anchor: 0 is the root's.
        var groupOfAnchor = [Int32](repeating: -1, count: count)
        var groupOf = [Int32](repeating: 0, count: count)
        var nearestScroll = [Int32](repeating: -1, count: count)
        var members: [[Int32]] = [[]]
        var anchorIDs: [Int32] = [-1]
        var scrollOf: [Int32] = [-1]
        // Through the buffers of the per-view arrays: a few reads and writes per view.
        positions.withUnsafeMutableBufferPointer { positions in
            groupOf.withUnsafeMutableBufferPointer { groupOf in
                nearestScroll.withUnsafeMutableBufferPointer { nearestScroll in
                    for (k, id) in order.enumerated() {
                        let i = id.rawValue
                        positions[i] = Int32(k)
                        let p = Int(superviews[i])
                        guard p >= 0 else { continue }
                        nearestScroll[i] = isScrollView[p] ? Int32(p) : nearestScroll[p]
                        groupOf[i] = isAnchor[p] ? groupOfAnchor[p] : groupOf[p]
                        if isAnchor[i] {
                            groupOfAnchor[i] = Int32(members.count)
                            members.append([])
                            anchorIDs.append(Int32(i))
                            scrollOf.append(isScrollView[i] ? Int32(i) : nearestScroll[i])
                        }
                        let r = windows[i]
                        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite
                        else { continue }
                        let g = Int(groupOf[i])
                        groupOfView[i] = Int32(g)
                        slotOfView[i] = Int32(members[g].count)
                        members[g].append(Int32(i))
                    }
                }
            }
        }
        self.groupOfView = groupOfView
        self.slotOfView = slotOfView
        groups = members.indices.map { g in
            Self.group(anchor: anchorIDs[g], scrollView: scrollOf[g], members: members[g], windows: windows,
                       map: anchorIDs[g] < 0 ? .identity : maps[anchorIDs[g]] ?? .identity)
        }
    }

    static func group(anchor: Int32, scrollView: Int32, members: [Int32], windows: SharedArray<Rect>, map: AnchorMap) -> Group {
        let rects = members.map { windows[Int($0)] }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for r in rects {
            minX = min(minX, r.minX); minY = min(minY, r.minY)
            maxX = max(maxX, r.maxX); maxY = max(maxY, r.maxY)
        }
        let alongX = maxX - minX > maxY - minY
        let start = rects.isEmpty ? 0 : (alongX ? minX : minY)
        let extent = rects.isEmpty ? 0 : (alongX ? maxX - minX : maxY - minY)
        // About four members to a bucket, as many buckets as a quarter of the members.
        let bucketCount = max(1, rects.count / 4)
        let bucketLength = extent > 0 && extent.isFinite ? extent / Double(bucketCount) : 1
        let blocks = (rects.count + Group.blockLength - 1) / Group.blockLength
        // Each member's first and last bucket (a wide member: none), counted, then placed; and
        // per direction the least key of each run of members. Written through the arrays'
        // buffers: a few writes per member, for thousands of members.
        var spans = [Int32](repeating: 0, count: 2 * rects.count)
        var bucketStarts = [Int32](repeating: 0, count: bucketCount + 1)
        var blockMinima = [Double](repeating: .infinity, count: 4 * blocks)
        var wide: [Int32] = []
        rects.withUnsafeBufferPointer { rects in
            spans.withUnsafeMutableBufferPointer { spans in
                bucketStarts.withUnsafeMutableBufferPointer { starts in
                    blockMinima.withUnsafeMutableBufferPointer { minima in
                        for m in 0..<rects.count {
                            let r = rects[m]
                            let lo = Self.bucket(alongX ? r.minX : r.minY, start: start, length: bucketLength, count: bucketCount)
                            let hi = Self.bucket(alongX ? r.maxX : r.maxY, start: start, length: bucketLength, count: bucketCount)
                            if hi - lo >= 16 {
                                wide.append(Int32(m))
                                spans[2 * m + 1] = -1
                            } else {
                                spans[2 * m] = Int32(lo)
                                spans[2 * m + 1] = Int32(hi)
                                for b in lo...hi { starts[b + 1] += 1 }
                            }
                            let b = m / Group.blockLength
                            for direction in 0..<4 {
                                let key = Group.key(r, direction)
                                if key < minima[direction * blocks + b] { minima[direction * blocks + b] = key }
                            }
                        }
                    }
                }
            }
        }
        for b in 0..<bucketCount { bucketStarts[b + 1] += bucketStarts[b] }
        var next = bucketStarts
        var bucketMembers = [Int32](repeating: 0, count: Int(bucketStarts[bucketCount]))
        spans.withUnsafeBufferPointer { spans in
            next.withUnsafeMutableBufferPointer { next in
                bucketMembers.withUnsafeMutableBufferPointer { placed in
                    for m in 0..<spans.count / 2 where spans[2 * m] <= spans[2 * m + 1] {
                        for b in Int(spans[2 * m])...Int(spans[2 * m + 1]) {
                            placed[Int(next[b])] = Int32(m)
                            next[b] += 1
                        }
                    }
                }
            }
        }
        return Group(anchor: anchor, scrollView: scrollView, members: members, rects: rects, map: map,
                     alongX: alongX, start: start, bucketLength: bucketLength, bucketStarts: bucketStarts,
                     bucketMembers: bucketMembers, wide: wide, blocks: blocks, blockMinima: blockMinima)
    }

    /// The bucket of `v`: the stretch of `length` from `start` it falls in, within `0..<count`
    /// (below the first, the first; past the last or not a number, the last). Without a call to
    /// round: a quotient that is not negative is truncated to its floor.
    @inline(__always) static func bucket(_ v: Double, start: Double, length: Double, count: Int) -> Int {
        let q = (v - start) / length
        if q.isNaN || q >= Double(count - 1) { return count - 1 }
        if q <= 0 { return 0 }
        return Int(q)
    }

    /// How far a prediction may be off, for numbers of about `magnitude`: far more than rounding.
    static func slack(_ magnitude: Double) -> Double {
        1e-7 * (abs(magnitude) + 1)
    }
}

extension SightIndex.Group {
    /// A point of the window now, taken back to where it was when indexed; nil when the map
    /// cannot be inverted.
    func then(_ now: Point, mapNow: SightIndex.AnchorMap) -> Point? {
        let ratio = map.scale / mapNow.scale
        guard ratio.isFinite, ratio > 0 else { return nil }
        return Point(x: map.origin.x + (now.x - mapNow.origin.x) * ratio,
                     y: map.origin.y + (now.y - mapNow.origin.y) * ratio)
    }

    /// The members (by index, ascending) whose windows now may meet `rect` (window coordinates,
    /// now), with `mapNow` the anchor's map now, when no member stands further than `drift` (in
    /// the index's coordinates) from where the index has it. Every member when the map cannot
    /// be inverted.
    public func members(meeting rect: Rect, mapNow: SightIndex.AnchorMap, drift: SightIndex.Drift = .none) -> [Int32] {
        guard !members.isEmpty else { return [] }
        guard let low = then(rect.origin, mapNow: mapNow),
              let high = then(Point(x: rect.maxX, y: rect.maxY), mapNow: mapNow),
              low.x.isFinite, low.y.isFinite, high.x.isFinite, high.y.isFinite
        else { return members.indices.map { Int32($0) } }
        let lo = alongX ? low.x : low.y, hi = alongX ? high.x : high.y
        let drift = alongX ? drift.x : drift.y
        let count = bucketStarts.count - 1
        let first = SightIndex.bucket(lo - SightIndex.slack(lo) - drift, start: start, length: bucketLength, count: count)
        let last = SightIndex.bucket(hi + SightIndex.slack(hi) + drift, start: start, length: bucketLength, count: count)
        var found = wide
        // A rect with a negative size (a clip of a squeezed scroll view) meets nothing; its
        // buckets are still read in order.
        for b in min(first, last)...max(first, last) {
            found += bucketMembers[Int(bucketStarts[b]) ..< Int(bucketStarts[b + 1])]
        }
        found.sort()
        var unique: [Int32] = []
        unique.reserveCapacity(found.count)
        for m in found where unique.last != m { unique.append(m) }
        return unique
    }

    /// The first member at index `from` or later that may lie wholly past `window`'s edge in
    /// `direction` (0 above, 1 below, 2 left, 3 right) now; nil when none can. With `drift`, as
    /// in ``members(meeting:mapNow:drift:)``.
    public func firstMember(from: Int, past direction: Int, of window: Rect, mapNow: SightIndex.AnchorMap,
                            drift: SightIndex.Drift = .none) -> Int? {
        guard from < members.count else { return nil }
        guard let low = then(window.origin, mapNow: mapNow),
              let high = then(Point(x: window.maxX, y: window.maxY), mapNow: mapNow)
        else { return from }
        // The keys are maxY, −minY, maxX, −minX: past the edge is a key at most the line's.
        let line = [low.y, -high.y, low.x, -high.x][min(max(direction, 0), 3)]
        guard !line.isNaN else { return from }
        let bound = line + SightIndex.slack(line) + (direction < 2 ? drift.y : drift.x)
        let minima = blockMinima[direction * blocks ..< (direction + 1) * blocks]
        var m = from
        while m < rects.count {
            // A run none of whose keys is within the bound is skipped whole.
            if m % Self.blockLength == 0, minima[direction * blocks + m / Self.blockLength] > bound {
                m += Self.blockLength
                continue
            }
            if Self.key(rects[m], direction) <= bound { return m }
            m += 1
        }
        return nil
    }

    /// How far a window now (with the anchor's map now) stands from member `m`'s window when
    /// indexed, in the index's coordinates: the most its left or right edge moved, and its top
    /// or bottom. Nil when the map cannot be inverted or a distance is not a number.
    func drift(ofMember m: Int, window: Rect, mapNow: SightIndex.AnchorMap) -> SightIndex.Drift? {
        guard let low = then(window.origin, mapNow: mapNow),
              let high = then(Point(x: window.maxX, y: window.maxY), mapNow: mapNow)
        else { return nil }
        let d = SightIndex.Drift(from: rects[m], to: Rect(origin: low, size: Size(width: high.x - low.x, height: high.y - low.y)))
        return d.x.isFinite && d.y.isFinite ? d : nil
    }

    /// A member's key for `direction`: past the edge is a key at most the line's (a key that is
    /// not a number never is).
    @inline(__always) static func key(_ r: Rect, _ direction: Int) -> Double {
        let key: Double
        switch direction {
        case 0: key = r.maxY
        case 1: key = -r.minY
        case 2: key = r.maxX
        default: key = -r.minX
        }
        return key.isNaN ? .infinity : key
    }
}
