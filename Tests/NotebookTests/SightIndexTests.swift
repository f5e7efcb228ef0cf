import Layout
import Notebook
import PropertyBased
import Rendering
import Testing

/// After a scroll or a zoom the picture is drawn from an index of where the views stood when all
/// their windows were last worked out (``SightIndex``), not by looking at every view. The index
/// is a shortcut, never a different answer: over random runs of scrolls (both ways, in an outer
/// and an inner scroll view), zooms and now and then a change that moves frames, everything
/// printed after each entry is byte for byte what a pass from scratch prints — the picture with
/// its clipped boxes and the out-of-sight names in the scroll views' borders, the change list
/// and the scroll lines.
@Suite("the picture after a scroll or a zoom is the one a pass from scratch draws")
struct SightIndexTests {
    /// A scroll view with a zooming content view holding an inner scroll view with 30 views in a
    /// row, a box whose subviews stick out of it, then a stack of 40 views, some wider than the
    /// screen; every name short, so the out-of-sight lists are long, and what comes first in them
    /// is the inner scroll view and the box.
    static let setup: [String] = {
        var entries = [
            "scroll sv",
            "sv.snp.makeConstraints { make in make.edges.equalToSuperview() }",
            "view content in sv",
            "content.snp.makeConstraints { make in make.edges.equalToSuperview() ; make.width.equalToSuperview() }",
        ]
        // The inner scroll view first: an anchor, named before the stack when out of sight.
        entries += [
            "scroll hs in content",
            "hs.snp.makeConstraints { make in make.top.equalTo(0) ; make.left.right.equalTo(0) ; make.height.equalTo(120) }",
        ]
        for i in 0..<30 {
            let left = i == 0 ? "make.left.equalTo(0)" : "make.left.equalTo(r\(i - 1).snp.right).offset(6)"
            let right = i == 29 ? " ; make.right.equalTo(0)" : ""
            entries.append("view r\(i) in hs ; r\(i).snp.makeConstraints { make in make.top.equalTo(\(i % 3 * 10)) ; \(left) ; let w\(i) = make.width.equalTo(\(40 + i % 4 * 15)).constraint ; make.height.equalTo(80)\(right) ; make.bottom.lessThanOrEqualTo(hs) }")
        }
        entries += [
            "view box in content ; box.snp.makeConstraints { make in make.top.equalTo(hs.snp.bottom).offset(10) ; let boxLeft = make.left.equalTo(20).constraint ; make.width.equalTo(200) ; make.height.equalTo(100) }",
            "view b0 in box ; b0.snp.makeConstraints { make in make.top.equalTo(-60) ; make.left.equalTo(10) ; make.width.height.equalTo(50) }",
            "view b1 in box ; b1.snp.makeConstraints { make in make.top.equalTo(120) ; make.left.equalTo(400) ; make.width.height.equalTo(50) }",
        ]
        for i in 0..<40 {
            let top = i == 0 ? "make.top.equalTo(box.snp.bottom).offset(10)" : "make.top.equalTo(v\(i - 1).snp.bottom).offset(\(i % 3 * 4))"
            let width = i % 7 == 3 ? "make.width.equalTo(900)" : "make.width.equalToSuperview().offset(-\(i % 5 * 20))"
            entries.append("view v\(i) in content ; v\(i).snp.makeConstraints { make in \(top) ; make.left.equalTo(\(i % 4 * 10)) ; \(width) ; let h\(i) = make.height.equalTo(\(30 + i % 6 * 11)).constraint\(i == 39 ? " ; make.bottom.equalTo(0)" : "") }")
        }
        entries.append("sv.minimumZoomScale = 0.5 ; sv.maximumZoomScale = 3 ; sv.zoomView = content")
        return entries
    }()

    /// One entry from `word`: mostly scrolls and zooms, which the index serves; now and then a
    /// height change in the stack or a width change in the row, which moves frames (a few, which
    /// the index leaves to be tested one by one, or many, by which it widens its questions, or
    /// most, which makes it be built again); views added into the content, the box or the
    /// inner scroll view and views removed, which it must leave out or test one by one; the box
    /// moved sideways, which moves the windows of the views inside it though their frames stay;
    /// and undo and redo, which take the layout back past all of these.
    static func entry(_ word: Int) -> String {
        var digits = Digits(word)
        switch digits.take(16) {
        case 15: return "boxLeft.constant = \(digits.take(24) * 25 - 300)"
        case 10:
            let name = "x\(digits.take(1000))"
            let parent = ["content", "content", "box", "hs"][digits.take(4)]
            return "view \(name) in \(parent) ; \(name).snp.makeConstraints { make in make.top.equalTo(\(digits.take(30) * 37 - 100)) ; make.left.equalTo(\(digits.take(20) * 23 - 40)) ; make.width.equalTo(\(10 + digits.take(50) * 9)) ; make.height.equalTo(\(10 + digits.take(30) * 7)) }"
        case 11:
            let name = "y\(digits.take(1000))"
            return "view \(name) in content ; \(name).snp.makeConstraints { make in make.edges.equalTo(v\(digits.take(40))) }"
        case 12: return "remove \(["v", "r", "b", "v"][digits.take(4)])\(digits.take(2) == 0 ? digits.take(2) : digits.take(30))"
        case 13, 14: return digits.take(3) == 0 ? "redo" : "undo"
        case 0...3: return "scroll sv to \(digits.take(3) * 150),\(digits.take(40) * 97)"
        case 4...5: return "scroll hs to \(digits.take(40) * 53),0"
        case 6...7:
            let widths = ["750", "375", "250", "187.5", "125", "300"]
            return "zoom sv to \(digits.take(4) * 40),\(digits.take(30) * 110),\(widths[digits.take(widths.count)]),1"
        case 8:
            // A height in the stack, or a width in the row: the views after it move down, or sideways.
            return digits.take(3) == 0 ? "w\(digits.take(30)).constant = \(20 + digits.take(90))"
                : "h\(digits.take(40)).constant = \(20 + digits.take(60))"
        default: return "scroll sv to 0,\(digits.take(60) * 61) ; scroll hs to \(digits.take(20) * 71),0"
        }
    }

    /// A session whose output after each entry is worked out both ways: from the snapshot of the
    /// entry before (through the index once it can) and from scratch.
    struct BothWays {
        let style = ReportStyle(width: 60)
        var runner: Runner
        var chained: LayoutSnapshot
        /// How many entries' pictures came through the index.
        var indexed = 0

        init(_ setup: [String]) {
            runner = Runner(style: style)
            for entry in setup { _ = runner.output(of: entry) }
            chained = LayoutSnapshot(runner.session.layout)
        }

        /// Runs `entry`; nil when both ways print the same, else what each printed.
        mutating func enter(_ entry: String) -> (indexed: String, fromScratch: String)? {
            _ = runner.output(of: entry)
            let layout = runner.session.layout
            let now = LayoutSnapshot(layout, since: chained)
            if now.usesSightIndex { indexed += 1 }
            let fast = Report.afterChange(from: chained, to: layout, now: now, includePicture: true, style: style)
            let full = Report.afterChange(from: chained, to: layout, now: LayoutSnapshot(layout), includePicture: true, style: style)
            chained = now
            return fast == full ? nil : (fast, full)
        }
    }

    @Test("scrolling a scroll view its constraints would squeeze below 0 (0 by 0 after the conflict) prints what a pass from scratch prints")
    func negativeScrollView() {
        var session = BothWays([
            "scroll sv",
            "sv.snp.makeConstraints { make in make.top.left.equalToSuperview() ; make.width.equalTo(-40) ; make.height.equalTo(-300) }",
            "view a in sv ; a.snp.makeConstraints { make in make.edges.equalToSuperview() ; make.width.height.equalTo(500) }",
        ] + (0..<40).map { "view b\($0) in sv ; b\($0).snp.makeConstraints { make in make.top.equalTo(\($0 * 60)) ; make.left.equalTo(0) ; make.width.height.equalTo(50) }" })
        for entry in ["scroll sv to 0,700", "scroll sv to 0,1200", "scroll sv to 30,1800", "scroll sv to 0,0"] {
            #expect(session.enter(entry) == nil, "after \(entry)")
        }
        #expect(session.indexed >= 2)
    }

    /// A stack of 200 views in a scroll view, or a row of them (`sideways`): a constant early in
    /// it moves every view after it by a few points, far more views than the index may leave to
    /// be tested one by one. The index is kept, its questions widened by how far they moved, and
    /// the output is still what a pass from scratch prints: after the change, after scrolls past
    /// the moved views, after changes each way, with a view added, and after one that moves them
    /// further than the screen is long, for which the index is given up and built again at the
    /// next scroll.
    @Test("a change that moves most views by a few points keeps the index, and prints what a pass from scratch prints",
          arguments: [false, true])
    func driftedIndex(sideways: Bool) {
        func scroll(_ p: Int) -> String { sideways ? "scroll sv to \(p),0" : "scroll sv to 0,\(p)" }
        let (start, end, size) = sideways ? ("left", "right", "width") : ("top", "bottom", "height")
        var setup = ["scroll sv", "sv.snp.makeConstraints { make in make.edges.equalToSuperview() }"]
        for i in 0..<200 {
            let first = i == 0 ? "make.\(start).equalTo(0)" : "make.\(start).equalTo(v\(i - 1).snp.\(end)).offset(8)"
            let last = i == 199 ? " ; make.\(end).equalTo(0)" : ""
            let across = sideways ? "make.top.equalTo(\(i % 5 * 10)) ; make.height.equalToSuperview().offset(-\(i % 3 * 40))"
                : "make.left.equalTo(\(i % 5 * 10)) ; make.width.equalToSuperview().offset(-\(i % 3 * 40))"
            // Each view's size is a constraint of its own, kept by name at the top level as Swift keeps it.
            setup.append("view v\(i) in sv ; v\(i).snp.makeConstraints { make in \(first) ; \(across)\(last) } ; "
                + "let s\(i) = v\(i).\(size)Anchor.constraint(equalToConstant: 40) ; s\(i).isActive = true")
        }
        let extra = sideways ? "make.left.equalTo(v120) ; make.top.equalTo(300)" : "make.top.equalTo(v120) ; make.left.equalTo(300)"
        var session = BothWays(setup)
        let steps: [(entry: String, indexed: Bool)] = [
            (scroll(3000), true),
            ("s103.constant = 45", true),
            (scroll(6000), true),
            ("s100.constant = 400", true),
            ("view extra in sv ; extra.snp.makeConstraints { make in \(extra) ; make.width.height.equalTo(30) }", true),
            ("s140.constant = 300", true),
            (scroll(4100), true),
            ("s101.constant = 12", true),
            (scroll(0), true),
            ("s110.constant = 2000", false),
            (scroll(9000), true),
            (scroll(5000), true),
            ("undo", true),
            ("undo", true),
            ("undo", false),
        ]
        for (entry, indexed) in steps {
            let was = session.indexed
            #expect(session.enter(entry) == nil, "after \(entry)")
            #expect((session.indexed > was) == indexed, "after \(entry): the picture \(indexed ? "did not come" : "came") through the index")
        }
    }

    @Test("after every random scroll, zoom and height change, the output is the same as from scratch", arguments: 0..<3)
    func sameAsFromScratch(seed: UInt64) {
        var rng = Xoshiro(seed: (0x51_6E7, seed, 41, 0x1D3))
        let words = Gen<Int>.int(in: 0...Int.max).array(of: 60...80).run(using: &rng)
        var session = BothWays(Self.setup)
        var log: [String] = []
        for word in words {
            let entry = Self.entry(word)
            log.append(entry)
            if let (fast, full) = session.enter(entry) {
                Issue.record("seed \(seed): after\n\(log.map { "  " + $0 }.joined(separator: "\n"))\nindexed:\n\(fast)\nfrom scratch:\n\(full)")
                return
            }
        }
        // The runs are mostly scrolls and zooms: most pictures come through the index.
        #expect(session.indexed > words.count / 2)
    }
}
