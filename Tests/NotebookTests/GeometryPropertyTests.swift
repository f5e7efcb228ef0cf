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
            if reusing.placements != geometry.placements {
                return "window rects, clips or depths from reused frames differ from fresh ones"
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
            // What the change list trusts: a frame it does not look at is the one before, and
            // every view gone is listed as removed.
            if reusing.framesFrom == previous.pass {
                let looked = Set(reusing.recomputed)
                for id in layout.viewsInTreeOrder where !looked.contains(id)
                    && id.rawValue < previous.frames.count && previous.frames[id.rawValue] != geometry.frames[id.rawValue] {
                    return "\(layout.name(of: id) ?? "?") moved, but a pass reusing frames did not work it out again"
                }
                let gone = (0..<previous.count).filter { i in
                    previous.frames[i] != nil && (i >= geometry.count || geometry.frames[i] == nil)
                }
                if !Set(gone).isSubset(of: Set(reusing.removed.map(\.rawValue))) {
                    return "views \(gone) are gone, but the pass lists \(reusing.removed.map(\.rawValue)) as removed"
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

    @Test("after random entries, undos and redos, a pass from the one before and the text it prints are those from scratch",
          arguments: 0..<4)
    func chainedAgree(seed: UInt64) {
        var rng = Xoshiro(seed: (0xC4A1, seed, 31, 0x6E0))
        let words = Gen<Int>.int(in: 0...Int.max).array(of: 40...60).run(using: &rng)
        // Each pass works out what changed from the pass after the entry before, as the shell
        // does: a chain of them, through views added, removed, undone and redone.
        var session = SightIndexTests.BothWays(RandomCommands.setup)
        var chained = session.runner.session.layout.geometry()
        var commands = RandomCommands()
        var log: [String] = []
        for word in words {
            var entries = [commands.entry(word)]
            // Now and then the entry is undone, and redone or replaced by another: an addition
            // undone frees its view's id for the next view added.
            if word % 4 == 0 { entries.append("undo") }
            if word % 8 == 0 { entries.append("redo") } else if word % 4 == 0 { entries.append(commands.entry(word / 8)) }
            for entry in entries {
                log.append(entry)
                let before = chained
                if let (fast, full) = session.enter(entry) {
                    Issue.record("seed \(seed): after\n\(log.map { "  " + $0 }.joined(separator: "\n"))\nfrom the snapshot before:\n\(fast)\nfrom scratch:\n\(full)")
                    return
                }
                let layout = session.runner.session.layout
                chained = layout.geometry(reusing: before)
                if let problem = Self.disagreement(layout, after: before) {
                    Issue.record("seed \(seed): \(problem)\nafter:\n\(log.map { "  " + $0 }.joined(separator: "\n"))")
                    return
                }
            }
        }
    }

    /// Runs `setup`, then each of `entries`, working each pass out from the one before; the first
    /// place where that pass, or the text printed from it, differs from one from scratch.
    static func chainDisagreement(_ setup: [String], _ entries: [String]) -> String? {
        var session = SightIndexTests.BothWays(setup)
        var chained = session.runner.session.layout.geometry()
        for entry in entries {
            let before = chained
            if let (fast, full) = session.enter(entry) {
                return "after \(entry), from the snapshot before:\n\(fast)\nfrom scratch:\n\(full)"
            }
            let layout = session.runner.session.layout
            chained = layout.geometry(reusing: before)
            if let problem = disagreement(layout, after: before) { return "after \(entry): \(problem)" }
        }
        return nil
    }

    /// A box in a scroll view below a view whose height `h` sets where the box stands, and in
    /// the box a view holding a dot. Between them, 80 views in a column of their own that no
    /// change here moves: the box's contents are made after them, so that their solver values,
    /// and their views, are kept in other chunks than the box's and the scroll view's, and a
    /// pass that works out only what a change wrote must follow the box down to them.
    static let nested: [String] = [
        "scroll sv", "sv.snp.makeConstraints { make in make.edges.equalToSuperview() }",
        "view content in sv",
        "content.snp.makeConstraints { make in make.edges.equalToSuperview() ; make.width.equalToSuperview() }",
        "view top in content ; top.snp.makeConstraints { make in make.top.left.equalTo(0) ; make.width.equalTo(200) ; let h = make.height.equalTo(1000).constraint }",
        "view box in content ; box.snp.makeConstraints { make in make.top.equalTo(top.snp.bottom).offset(8) ; make.left.equalTo(20) ; make.width.height.equalTo(200) ; make.bottom.equalTo(0) }",
        "view side in content ; side.snp.makeConstraints { make in make.top.equalTo(0) ; let sl = make.left.equalTo(250).constraint ; make.width.equalTo(100) ; make.height.equalTo(1000) }",
        "view f0 in side ; f0.snp.makeConstraints { make in make.top.left.equalTo(0) ; make.height.equalTo(10) ; let fw = make.width.equalTo(10).constraint }",
    ] + (1..<80).map { "view f\($0) in side ; f\($0).snp.makeConstraints { make in make.top.equalTo(\($0 * 12)) ; make.left.equalTo(0) ; make.width.height.equalTo(10) }" } + [
        "view inner in box ; inner.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }",
        "view dot in inner ; dot.snp.makeConstraints { make in make.top.left.equalTo(5) ; make.width.height.equalTo(20) }",
    ]

    @Test("a view that moves takes everything inside it along, though their own frames did not change")
    func containerMoves() {
        #expect(Self.chainDisagreement(Self.nested, ["h.constant = 300", "h.constant = 40", "undo", "redo"]) == nil)
        // Squeezed below a height of 0 and back: the conflict (the size rule) comes and goes.
        #expect(Self.chainDisagreement(Self.nested, ["h.constant = -50", "fw.constant = -5", "h.constant = 10", "undo", "undo"]) == nil)
    }

    @Test("a column of views moved by a constant: a change that writes little but moves many windows")
    func columnMoves() {
        // Few views are worked out from what the change wrote, but the column's views move with
        // it: too many for the index to leave to be tested one by one, so their windows are
        // worked out after the frames, from the windows of the pass before. With 240 views in
        // the column, what the change wrote names fewer views than the index could take.
        let long = Self.nested + (80..<240).map {
            "view f\($0) in side ; f\($0).snp.makeConstraints { make in make.top.equalTo(\($0 * 4)) ; make.left.equalTo(20) ; make.width.height.equalTo(3) }"
        }
        let entries = ["sl.constant = 240", "sl.constant = 260", "undo", "scroll sv to 0,100", "sl.constant = 200", "redo"]
        #expect(Self.chainDisagreement(Self.nested, entries) == nil)
        #expect(Self.chainDisagreement(long, entries) == nil)
    }

    @Test("a scroll and a change in one entry move what the scroll view holds and what the change moved")
    func scrollWithChange() {
        // The first entry moves nothing but the scroll view's content and one view in the column:
        // the box's contents follow the scroll although nothing of theirs was written.
        #expect(Self.chainDisagreement(Self.nested, [
            "scroll sv to 0,60 ; fw.constant = 15", "scroll sv to 0,30 ; h.constant = 1200", "h.constant = 900 ; scroll sv to 0,0", "undo",
        ]) == nil)
    }

    @Test("removing a view with views inside it, and undoing that, agree with a pass from scratch")
    func removeSubtree() {
        #expect(Self.chainDisagreement(Self.nested, ["remove inner", "undo", "remove box", "redo", "undo"]) == nil)
    }

    @Test("a view added in place of an undone one is listed as added, and the undone one as removed")
    func idTakenAgain() {
        let first = "view first in content ; first.snp.makeConstraints { make in make.top.left.equalTo(0) ; make.width.height.equalTo(30) }"
        let second = "view second in content ; second.snp.makeConstraints { make in make.top.left.equalTo(5) ; make.width.height.equalTo(30) }"
        var session = SightIndexTests.BothWays(Self.nested)
        _ = session.enter(first)
        let before = session.chained
        // The undo frees the id `first` had, and `second` takes it: the change list still tells
        // them apart by name.
        #expect(session.enter("undo ; " + second) == nil)
        #expect(Report.changes(from: before, to: session.chained) == ["second  added (5,5,30,30)", "first   removed"])
        #expect(Self.chainDisagreement(Self.nested, [first, "undo ; " + second, "undo", "redo"]) == nil)
    }
}
