import Layout

/// Everything the shell prints about a layout, as text (SPEC §5).
///
/// Every function is a pure function of its arguments: the same layout gives the same bytes, with
/// views in tree order, constraints in order of creation and numbers through ``formatNumber(_:)``.
/// Texts are lines joined with "\n", with no trailing spaces and no final newline. Functions that
/// take no ``ReportStyle`` print Unicode without colour; their `style:` variants print in any style.
public enum Report {
    /// The layout as a ``Scene``: every view in tree order, the root first (so its name is in the
    /// screen's top border), each at its window rect (root coordinates, after scrolling and zoom),
    /// clipped to its ``Layout/clipRect(of:)``; labels carry their text.
    /// A scroll view carries the names of the views it has scrolled out of sight.
    public static func scene(of layout: Layout) -> Scene {
        scene(of: layout, drawnBy: nil)
    }

    /// The scene `renderer` draws the same picture from as from ``scene(of:)``: only the views that
    /// paint a cell at its scale (their box meets the screen and every scroll view around them),
    /// and a scroll view's out-of-sight names only as far as its bottom border shows them. What is
    /// left out would draw nothing, so a picture costs what it shows, not the number of views.
    /// Without a renderer, every view.
    static func scene(of layout: Layout, drawnBy renderer: AsciiRenderer?,
                      geometry known: LayoutGeometry? = nil) -> Scene {
        var nodes: [SceneNode] = []
        let geometry = known ?? layout.geometry()
        let scale = renderer.map { $0.scale(for: layout.screen) }
        var rooms: [ViewID: Int?] = [:]
        var shown: [ViewID] = []
        // The last clip seen, in cells: siblings share their clip.
        var lastClip: Int32? = nil
        var lastClipCells: CellRect? = nil
        // The last clip's rows as a band of points, a cell and a half wider on each side: a
        // window wholly above or below it lies wholly above or below the clip's rows, told by
        // two comparisons instead of two conversions to rows (most views of a long stack).
        var band: (above: Double, below: Double)? = nil
        let store = geometry.windowStore, clipIndices = geometry.clipIndices, depths = geometry.depths
        // After a scroll or a zoom, the index of where the views stood names the few that can
        // paint (with two cells to spare on every side); else every view is looked at.
        let candidates = scale.flatMap { scale in
            geometry.viewsMaybeInSight(
                screen: scale.extent,
                margin: Size(width: 2 * scale.extent.width / Double(max(1, scale.columns - 1)),
                             height: 2 * scale.extent.height / Double(max(1, scale.rows - 1))))
        }
        for id in candidates ?? layout.viewsInTreeOrder {
            let i = id.rawValue
            guard i < depths.count, depths[i] >= 0 else { continue }
            let window = store?[i] ?? geometry.window(i)
            var room: Int?? = geometry.isScrollView[i] ? .some(nil) : nil
            if let scale {
                if lastClip != clipIndices[i] {
                    lastClip = clipIndices[i]
                    lastClipCells = AsciiRenderer.clip(geometry.clip(i), scale: scale, within: scale.picture)
                    band = lastClipCells.flatMap { scale.rowBand($0.top, $0.bottom, margin: 1.5) }
                }
                if room == nil, let band, window.maxY < band.above || window.minY > band.below { continue }
                // A view (not a scroll view, which may have a footnote) whose box lies wholly
                // above or below its clip's rows paints nothing: two rows tell, not the whole box.
                if room == nil, let clip = lastClipCells, let top = scale.row(window.minY),
                   let bottom = scale.row(window.maxY), top > clip.bottom || bottom < clip.top {
                    continue
                }
                let drawn = AsciiRenderer.contribution(of: window, clipCells: lastClipCells, scale: scale)
                room = room != nil ? drawn.footnoteRoom.map { .some($0) } : nil
                guard drawn.paints || room != nil else { continue }
            }
            guard !layout.isHiddenOnScreen(id) else { continue }
            shown.append(id)
            if let room { rooms[id] = room }
        }
        let hidden = outOfSight(in: layout, geometry: geometry, of: rooms)
        for id in shown {
            guard let view = layout.view(id), let placement = geometry.placement(id.rawValue) else { continue }
            nodes.append(SceneNode(
                name: view.name, depth: placement.depth, kind: kind(of: view, in: layout),
                rect: placement.window, clip: placement.clip, outOfSight: hidden[id]))
        }
        return Scene(screen: layout.screen, nodes: nodes)
    }

    /// Per scroll view of `scrollViews`, the views it has scrolled wholly out of its window, as
    /// `above: a; below: b, c; left: …; right: …` (names in tree order).
    ///
    /// A view is named by its nearest enclosing scroll view when it has area, lies wholly outside
    /// that scroll view's window, and its superview is that scroll view or is itself in sight (so
    /// a container below the window is named, not everything in it). Where it is: `below` or
    /// `above` when it is past the window vertically, else `right` or `left`.
    ///
    /// A scroll view given a room (the characters its border shows) gets the text only so far:
    /// each direction's names stop once they are longer than the room, so what is drawn of it is
    /// what the whole text would draw (it is cut to the room either way), and naming a few views
    /// does not format thousands. A room of nil lists them all.
    static func outOfSight(in layout: Layout, geometry: LayoutGeometry,
                           of scrollViews: [ViewID: Int?]) -> [ViewID: String] {
        guard !scrollViews.isEmpty else { return [:] }
        struct List {
            var room: Int
            var names: [[String]] = [[], [], [], []]
            var lengths = [0, 0, 0, 0]
        }
        if geometry.sight != nil, !scrollViews.values.contains(where: { $0 == nil }) {
            return outOfSightIndexed(in: layout, geometry: geometry, of: scrollViews)
        }
        let depths = geometry.depths, store = geometry.windowStore
        let count = geometry.count
        // Per scroll view asked about, its list; per view (by id), the index of its own list if
        // it is one of them, else -1. Arrays, not dictionaries: every view is looked at.
        var lists: [List] = []
        var listOf = [Int32](repeating: -1, count: count)
        for (sv, room) in scrollViews.sorted(by: { $0.key < $1.key }) where sv.rawValue >= 0 && sv.rawValue < count {
            listOf[sv.rawValue] = Int32(lists.count)
            lists.append(List(room: room ?? Int.max))
        }
        // Per view (by id): the list of the scroll view around it (-1: none asked about), and
        // whether it is out of that one's sight.
        var enclosing = [Int32](repeating: -1, count: count)
        var enclosingView = [Int32](repeating: -1, count: count)
        var isHidden = [Bool](repeating: false, count: count)
        for id in layout.viewsInTreeOrder where id != .root {
            let i = id.rawValue
            let parent = Int(geometry.superviews[i])
            guard parent >= 0, parent < count else { continue }
            let sv = geometry.isScrollView[parent] ? Int32(parent) : enclosingView[parent]
            enclosingView[i] = sv
            let list = geometry.isScrollView[parent] ? listOf[parent] : enclosing[parent]
            enclosing[i] = list
            guard list >= 0, depths[Int(sv)] >= 0, depths[i] >= 0 else { continue }
            guard let direction = sightDirection(of: store?[i] ?? geometry.window(i),
                                                 outside: store?[Int(sv)] ?? geometry.window(Int(sv)))
            else { continue }
            isHidden[i] = true
            guard parent == Int(sv) || !isHidden[parent] else { continue }
            let l = Int(list)
            if lists[l].lengths[direction] > lists[l].room { continue }
            guard let name = layout.name(of: id) else { continue }
            lists[l].names[direction].append(name)
            lists[l].lengths[direction] += name.count + 2
        }
        var named: [ViewID: List] = [:]
        for (sv, _) in scrollViews where sv.rawValue >= 0 && sv.rawValue < count {
            let l = Int(listOf[sv.rawValue])
            if lists[l].names.contains(where: { !$0.isEmpty }) { named[sv] = lists[l] }
        }
        return named.mapValues { outOfSightText($0.names) }
    }

    /// `above: a; below: b, c`: the names per direction (above, below, left, right).
    static func outOfSightText(_ names: [[String]]) -> String {
        let words = ["above", "below", "left", "right"]
        return words.indices.compactMap { d in
            names[d].isEmpty ? nil : "\(words[d]): \(names[d].joined(separator: ", "))"
        }.joined(separator: "; ")
    }

    /// Where a view with window `r` lies wholly outside window `w`: 0 above, 1 below, 2 left,
    /// 3 right, in that order of preference; nil when it meets `w`, or has no area, or is not
    /// a finite number.
    static func sightDirection(of r: Rect, outside w: Rect) -> Int? {
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite
        else { return nil }
        return r.maxY <= w.minY ? 0 : r.minY >= w.maxY ? 1 : r.maxX <= w.minX ? 2 : r.minX >= w.maxX ? 3 : nil
    }

    /// ``outOfSight(in:geometry:of:)`` for scroll views that all have a room, after a scroll or a
    /// zoom: the same names, found through ``LayoutGeometry/sight``. Per direction and per group
    /// of views the scroll view holds, members are taken in tree order from the first that may
    /// lie past that edge of its window, each tested exactly as the full pass tests it, until
    /// the group's names are longer than the room; the anchors and the views a change moved
    /// since the index was built (which it cannot place, ``LayoutGeometry/stale``) are tested
    /// one by one. The groups' names are then merged in tree order and cut to the room as the
    /// full pass cuts them.
    ///
    /// What this cannot skip is a view the index finds but the test passes over: one past a
    /// nearer edge as well (a grid scrolled both ways), or inside a container that is itself out
    /// of sight. Those cost one test each.
    static func outOfSightIndexed(in layout: Layout, geometry: LayoutGeometry,
                                  of scrollViews: [ViewID: Int?]) -> [ViewID: String] {
        guard let sight = geometry.sight, let positions = geometry.treePositions else { return [:] }
        let isAnchor = Set(geometry.anchors)
        let stale = geometry.stale
        // The views the index cannot place, by the scroll view they are named by.
        var staleBy: [Int: [Int]] = [:]
        for i in stale.list
        where i < positions.count && positions[i] >= 0 && !isAnchor.contains(Int32(i)) && geometry.depths[i] >= 0 {
            let parent = Int(geometry.superviews[i])
            guard parent >= 0 else { continue }
            staleBy[nearestScrollView(of: parent, in: geometry), default: []].append(i)
        }
        var out: [ViewID: String] = [:]
        for (sv, room) in scrollViews.sorted(by: { $0.key < $1.key }) {
            let s = sv.rawValue
            guard s >= 0, s < geometry.count, geometry.depths[s] >= 0 else { continue }
            let room = room ?? Int.max
            let w = geometry.window(s)
            // Whether view `i` (held by `sv`) is out of its sight in `direction`, and named:
            // its superview is `sv` or in sight.
            func named(_ i: Int, _ direction: Int) -> Bool {
                guard sightDirection(of: geometry.window(i), outside: w) == direction else { return false }
                let parent = Int(geometry.superviews[i])
                return parent == s || sightDirection(of: geometry.window(parent), outside: w) == nil
            }
            // The views the index cannot place, each tested once: where each named one lies.
            var staleNamed: [[Int]] = [[], [], [], []]
            for i in staleBy[s] ?? [] {
                if let direction = sightDirection(of: geometry.window(i), outside: w), named(i, direction) {
                    staleNamed[direction].append(i)
                }
            }
            var names: [[String]] = [[], [], [], []]
            for direction in 0..<4 {
                var found: [(position: Int32, name: String)] = []
                for (g, group) in sight.groups.enumerated() where Int(group.scrollView) == s {
                    let mapNow = group.anchor < 0 ? SightIndex.AnchorMap.identity : geometry.maps[group.anchor] ?? .identity
                    let drift = geometry.drift(ofGroup: g)
                    var length = 0
                    var from = 0
                    while length <= room,
                          let m = group.firstMember(from: from, past: direction, of: w, mapNow: mapNow, drift: drift) {
                        from = m + 1
                        let i = Int(group.members[m])
                        guard !isAnchor.contains(Int32(i)), !stale.contains(i), named(i, direction),
                              let name = layout.name(of: ViewID(i))
                        else { continue }
                        found.append((positions[i], name))
                        length += name.count + 2
                    }
                }
                // The anchors it holds (nearest scroll view `sv`), tested one by one.
                for a in geometry.anchors where Int(a) != s && positions[Int(a)] >= 0 {
                    let i = Int(a)
                    let parent = Int(geometry.superviews[i])
                    guard parent >= 0, nearestScrollView(of: parent, in: geometry) == s, named(i, direction),
                          let name = layout.name(of: ViewID(i)) else { continue }
                    found.append((positions[i], name))
                }
                for i in staleNamed[direction] {
                    guard let name = layout.name(of: ViewID(i)) else { continue }
                    found.append((positions[i], name))
                }
                found.sort { $0.position < $1.position }
                var length = 0
                for item in found {
                    if length > room { break }
                    names[direction].append(item.name)
                    length += item.name.count + 2
                }
            }
            if names.contains(where: { !$0.isEmpty }) { out[sv] = outOfSightText(names) }
        }
        return out
    }

    /// The view itself if it is a scroll view, else the nearest scroll view around it; -1 when none.
    static func nearestScrollView(of i: Int, in geometry: LayoutGeometry) -> Int {
        var c = i
        while c >= 0 {
            if geometry.isScrollView[c] { return c }
            c = Int(geometry.superviews[c])
        }
        return -1
    }

    /// The screen as a picture, ``ReportStyle/width`` columns wide.
    public static func picture(_ layout: Layout, style: ReportStyle) -> String {
        pictureText(layout, style: style).rendered(style)
    }

    /// The picture as report text; `geometry`, when the caller has it, is
    /// ``Layout/geometry()`` of `layout`.
    static func pictureText(_ layout: Layout, geometry: LayoutGeometry? = nil, style: ReportStyle) -> ReportText {
        let renderer = style.renderer
        var text = ReportText()
        text.add(lines: renderer.renderLines(scene(of: layout, drawnBy: renderer, geometry: geometry)), .picture)
        return text
    }

    /// The number of views between a view and the root: 0 for the root.
    static func depth(of id: ViewID, in layout: Layout) -> Int {
        var depth = 0
        var current = layout.view(id)?.superview
        while let c = current {
            depth += 1
            current = layout.view(c)?.superview
        }
        return depth
    }

    /// A view made an image view by giving it an image size draws as one, whatever it was declared as.
    /// A label carries the lines it draws at its size (its bounds: zooming scales the drawing, not
    /// the wrapping).
    static func kind(of view: View, in layout: Layout) -> SceneNode.Kind {
        switch view.kind {
        case .scrollView: .scrollView
        case .label:
            .label(text: view.label?.text ?? "",
                   lines: view.label.map { TextMetrics.displayedLines($0, size: layout.bounds(of: view.id).size) })
        case .image: .image
        case .root, .view: view.imageSize == nil ? .view : .image
        }
    }
}
