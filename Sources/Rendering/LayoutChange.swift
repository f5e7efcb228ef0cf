import Layout
import SharedStorage

/// One thing that differs between two snapshots, for ``Report/changes(from:to:)`` and the JSON.
struct LayoutChange: Sendable, Hashable {
    enum Property: Sendable, Hashable {
        /// nil before: the view appeared; nil after: it was removed.
        case frame(Rect?, Rect?)
        case contentSize(Size, Size)
        case contentOffset(Point, Point)
        case zoomScale(Double, Double)
    }

    var name: String
    var property: Property

    /// What changed from `old` to `new`: first the frames, in the new tree order, with the views that
    /// appeared, then the views that are gone, in their old order; then the scroll views' content
    /// size, offset and zoom, in tree order (the order SPEC §5 lists them in).
    ///
    /// Values are compared as they print, so a change below what three decimals show, which would print
    /// as `(0,0,10,20) → (0,0,10,20)`, is no change. Only frames are compared, not window rects: when
    /// a scroll view scrolls, its offset line says why everything inside it moved on screen.
    static func between(_ old: LayoutSnapshot, _ new: LayoutSnapshot) -> [LayoutChange] {
        var out = frameChanges(old, new)
        out += scrollChanges(old, new)
        return out
    }

    /// The frame changes of ``between(_:_:)``: in the new tree order, then the removed views.
    ///
    /// Usually the same views in the same order: then they pair up by id. Frames are numbers in
    /// an array by id, so a view that did not move costs one comparison; a name is read only for
    /// a view that moved.
    static func frameChanges(_ old: LayoutSnapshot, _ new: LayoutSnapshot) -> [LayoutChange] {
        frameChanges(old, new, listing: Int.max).listed
    }

    /// The first `listing` frame changes of ``frameChanges(_:_:)``, and how many there are in
    /// all. While the views are the same, the changes past the first `listing` are only counted:
    /// no name is read and no change is made for them (a constant high in a long stack moves
    /// thousands of views, and the report prints twenty).
    static func frameChanges(_ old: LayoutSnapshot, _ new: LayoutSnapshot,
                             listing: Int) -> (listed: [LayoutChange], count: Int) {
        var out: [LayoutChange] = []
        if old.hasSameViews(as: new) {
            // Frames taken from the pass before are the same numbers: only those worked out
            // again can differ.
            let reused = new.geometry.framesFrom == old.geometry.pass
            // Every id in the order is a view's, with a name (read only for what is listed).
            // The pass that compared the frames as it worked them out has those that print
            // differently: only the listed are read again.
            if reused, let reprinted = new.geometry.reprinted {
                for id in reprinted {
                    guard out.count < listing else { break }
                    guard let before = old.frames[id.rawValue], let after = new.frames[id.rawValue],
                          let name = new.name(of: id) else { continue }
                    out.append(LayoutChange(name: name, property: .frame(before, after)))
                }
                return (out, reprinted.count)
            }
            var count = 0
            for id in reused ? new.geometry.recomputed : new.order {
                guard let before = old.frames[id.rawValue], let after = new.frames[id.rawValue],
                      after.printsDifferently(from: before) else { continue }
                count += 1
                if out.count < listing, let name = new.name(of: id) {
                    out.append(LayoutChange(name: name, property: .frame(before, after)))
                }
            }
            return (out, count)
        }
        // Views added, removed or renamed. Where a chunk of the views' storage is shared, each
        // view in it is the same view in both, under the same name: only the other chunks (the
        // views a command added, removed or changed) are matched by name. When the frames were
        // taken from the pass before, only the views worked out again can have changed, and only
        // the views it lists as removed are gone (every view in a chunk of views written since
        // is among them).
        let reused = new.geometry.framesFrom == old.geometry.pass
        var count = 0
        func note(_ change: @autoclosure () -> LayoutChange?) {
            count += 1
            if out.count < listing, let change = change() { out.append(change) }
        }
        let shift = SharedArray<View?>.chunkShift
        var chunks = [Int8](repeating: 0, count: (max(old.views.count, new.views.count) >> shift) + 1)
        func shared(_ id: ViewID) -> Bool {
            let i = id.rawValue
            guard i >= 0, i < old.views.count, i < new.views.count else { return false }
            if chunks[i >> shift] == 0 { chunks[i >> shift] = new.views.sharesChunk(at: i, with: old.views) ? 1 : -1 }
            return chunks[i >> shift] == 1
        }
        for id in reused ? new.geometry.recomputed : new.order {
            guard let after = new.frames[id.rawValue] else { continue }
            if shared(id), let before = old.frames[id.rawValue] {
                if after.printsDifferently(from: before) { note(new.name(of: id).map { LayoutChange(name: $0, property: .frame(before, after)) }) }
                continue
            }
            guard let name = new.name(of: id) else { continue }
            guard let was = old.id(matching: id, in: new), let before = old.frames[was.rawValue] else {
                note(LayoutChange(name: name, property: .frame(nil, after)))
                continue
            }
            if after.printsDifferently(from: before) { note(LayoutChange(name: name, property: .frame(before, after))) }
        }
        for id in reused ? new.geometry.removed : old.order where !shared(id) {
            guard new.id(matching: id, in: old) == nil, let name = old.name(of: id),
                  let before = old.frames[id.rawValue] else { continue }
            note(LayoutChange(name: name, property: .frame(before, nil)))
        }
        return (out, count)
    }

    /// The scroll views' content size, offset and zoom changes of ``between(_:_:)``, in tree order.
    static func scrollChanges(_ old: LayoutSnapshot, _ new: LayoutSnapshot) -> [LayoutChange] {
        var out: [LayoutChange] = []
        let oldScroll = Dictionary(old.scrollViews.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for now in new.scrollViews {
            guard let was = oldScroll[now.name] else { continue }
            if was.contentSize != now.contentSize, Format.size(was.contentSize) != Format.size(now.contentSize) {
                out.append(LayoutChange(name: now.name, property: .contentSize(was.contentSize, now.contentSize)))
            }
            if was.contentOffset != now.contentOffset, Format.point(was.contentOffset) != Format.point(now.contentOffset) {
                out.append(LayoutChange(name: now.name, property: .contentOffset(was.contentOffset, now.contentOffset)))
            }
            if was.zoomScale != now.zoomScale, Format.number(was.zoomScale) != Format.number(now.zoomScale) {
                out.append(LayoutChange(name: now.name, property: .zoomScale(was.zoomScale, now.zoomScale)))
            }
        }
        return out
    }

    /// The text after the name: `(16,108,343,60) → (16,108,343,80)`, `added (0,0,375,100)`,
    /// `removed`, `contentSize 375×667 → 375×1330`, `offset (0,0) → (0,200)`, `zoom 1× → 2.5×`.
    var text: String {
        switch property {
        case .frame(let before?, let after?): "\(Format.rect(before)) → \(Format.rect(after))"
        case .frame(nil, let after?): "added \(Format.rect(after))"
        case .frame(_, nil): "removed"
        case .contentSize(let before, let after): "contentSize \(Format.size(before)) → \(Format.size(after))"
        case .contentOffset(let before, let after): "offset \(Format.point(before)) → \(Format.point(after))"
        case .zoomScale(let before, let after): "zoom \(Format.scale(before)) → \(Format.scale(after))"
        }
    }
}
