import Layout
import Notebook
import PropertyBased
import Rendering
import Testing

/// The one pass that works out every frame and window rect (``Layout/geometry()``) is what the
/// picture, the change list and the snapshot read; the per-view reads (``Layout/frame(of:)``,
/// ``Layout/windowRect(of:)``, ``Layout/clipRect(of:)``) are what `frames`, `explain` and the
/// JSON print. Over random entries (``RandomCommands``: zooms, scrolls, views added, moved into
/// place and removed), the two agree bit for bit after every entry, and the tree the pass hands
/// on is the views' own. A pass that takes the frames of the pass before the entry agrees with
/// one from scratch, and every frame it did not work out again is unchanged; so does a second
/// such pass, which works out windows only when asked.
@Suite("the geometry pass agrees with the per-view reads")
struct GeometryPropertyTests {
    /// Where the pass disagrees with the per-view reads; with `previous`, also where a pass that
    /// takes what it can from `previous` disagrees with a pass from scratch.
    static func disagreement(_ layout: Layout, after previous: LayoutGeometry? = nil) -> String? {
        let geometry = layout.geometry()
        if let previous {
            let reusing = layout.geometry(reusing: previous)
            if reusing.frames != geometry.frames { return "frames taken from the pass before differ from fresh ones" }
            if reusing.placements.map({ $0?.window }) != geometry.placements.map({ $0?.window })
                || reusing.placements.map({ $0?.clip }) != geometry.placements.map({ $0?.clip }) {
                return "window rects from reused frames differ from fresh ones"
            }
            if reusing.superviews != geometry.superviews || reusing.isScrollView != geometry.isScrollView {
                return "the tree taken from the pass before is not the views'"
            }
            // A second pass in a row that takes the frames works out only the views that move
            // others, and every other window when asked: the same numbers.
            let moved = layout.geometry(reusing: reusing)
            if moved.frames != geometry.frames || moved.placements.map({ $0?.window }) != geometry.placements.map({ $0?.window })
                || moved.placements.map({ $0?.clip }) != geometry.placements.map({ $0?.clip }) {
                return "window rects worked out when asked differ from fresh ones"
            }
            // What the change list trusts: a frame it does not look at is the one before.
            if reusing.framesFrom == previous.pass {
                let looked = Set(reusing.recomputed)
                for id in layout.viewsInTreeOrder where !looked.contains(id)
                    && id.rawValue < previous.frames.count && previous.frames[id.rawValue] != geometry.frames[id.rawValue] {
                    return "\(layout.name(of: id) ?? "?") moved, but a pass reusing frames did not work it out again"
                }
            }
        }
        for id in layout.viewsInTreeOrder {
            let i = id.rawValue
            let name = layout.name(of: id) ?? "#\(i)"
            if geometry.frames[i] != layout.frame(of: id) {
                return "\(name): frame \(String(describing: geometry.frames[i])), read alone \(layout.frame(of: id))"
            }
            guard let placement = geometry.placements[i] else { return "\(name): no placement" }
            if placement.window != layout.windowRect(of: id) {
                return "\(name): window \(placement.window), read alone \(layout.windowRect(of: id))"
            }
            if placement.clip != layout.clipRect(of: id) {
                return "\(name): clip \(String(describing: placement.clip)), read alone \(String(describing: layout.clipRect(of: id)))"
            }
            if geometry.superviews[i] != Int32(layout.view(id)?.superview?.rawValue ?? -1)
                || geometry.isScrollView[i] != (layout.view(id)?.kind == .scrollView) {
                return "\(name): the tree the pass hands on is not the views'"
            }
        }
        return nil
    }

    @Test("turning zoom off after a zoom gives the zoom view its frame back, though the solver did not move")
    func zoomOff() {
        var runner = Runner(style: ReportStyle(width: 60))
        for entry in RandomCommands.setup + ["zoom sv to 0,0,125,100"] { _ = runner.output(of: entry) }
        for entry in ["sv.maximumZoomScale = 1", "sv.maximumZoomScale = 3", "sv.zoomView = v0"] {
            let before = runner.session.layout.geometry()
            _ = runner.output(of: entry)
            #expect(Self.disagreement(runner.session.layout, after: before) == nil, "after \(entry)")
        }
    }

    @Test("after every random entry, each view's frame, window rect and clip are the same both ways", arguments: 0..<4)
    func agree(seed: UInt64) {
        var rng = Xoshiro(seed: (0x6E0, seed, 29, 0x5EED))
        let words = Gen<Int>.int(in: 0...Int.max).array(of: 40...60).run(using: &rng)
        var runner = Runner(style: ReportStyle(width: 60))
        var log: [String] = []
        for entry in RandomCommands.setup { _ = runner.output(of: entry) }
        var commands = RandomCommands()
        for word in words {
            let entry = commands.entry(word)
            log.append(entry)
            let before = runner.session.layout.geometry()
            _ = runner.output(of: entry)
            if let problem = Self.disagreement(runner.session.layout, after: before) {
                let entries = log.map { "  " + $0 }.joined(separator: "\n")
                Issue.record("seed \(seed): \(problem)\nafter:\n\(entries)")
                return
            }
        }
    }
}
