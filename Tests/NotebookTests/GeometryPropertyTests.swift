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
/// on is the views' own.
@Suite("the geometry pass agrees with the per-view reads")
struct GeometryPropertyTests {
    static func disagreement(_ layout: Layout) -> String? {
        let geometry = layout.geometry()
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
            _ = runner.output(of: entry)
            if let problem = Self.disagreement(runner.session.layout) {
                let entries = log.map { "  " + $0 }.joined(separator: "\n")
                Issue.record("seed \(seed): \(problem)\nafter:\n\(entries)")
                return
            }
        }
    }
}
