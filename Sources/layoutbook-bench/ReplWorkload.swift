import Language
import Layout
import Notebook
import Rendering

/// The `repl` workload: a session of `n` views stacked in a scroll view's content view, built
/// entry by entry through the same runner the shell uses (parse + incremental solve + render in
/// picture mode at 60 columns), then `k` commands of each kind a user types at a grown session,
/// each kind timed as its own phase:
///
/// - `constant`: `middle.constant = 41…40+k` on view `n/2`'s kept height constraint, which moves
///   every view below it: half the session;
/// - `tail-constant`: `last.constant = 41…40+k` on the last view's kept height constraint, which
///   moves that view alone (and grows the content): a constant change whose effect does not
///   grow with the session;
/// - `add`: a new view `aJ` in the content, pinned to view `n/2` (one entry: declaration and
///   make block);
/// - `remove`: `remove aJ`, the views `add` made;
/// - `scroll`: `scroll sv to 0,Y` to a changing offset inside the scrollable range;
/// - `zoom`: `zoom sv to 0,Y,W,1` with the content as the zoom view, scales 1.5, 2, 3 and 1 in turn
///   (the zoom range and the zoom view are set once before the phase, untimed);
/// - `undo` and `redo`: `min(k, 100)` mixed commands of the kinds above are run untimed, then
///   undone one by one and redone one by one.
///
/// Every view is 40 tall with 8 between, so after the build the content is `n × 48 − 8` tall,
/// after `constant` it is `n × 48 − 8 + k` (view `n/2` ends at `40 + k`) and after
/// `tail-constant` `n × 48 − 8 + 2k`: that height is the checksum. Each phase checks its own effect where it is cheap to know — where the added views
/// stand, that the removed ones are gone, the final offset, the zoom scale and the zoomed content
/// size, and that undo and redo bring back exactly the frames and scroll state of before and after
/// the mixed commands — so a fast wrong answer fails the run, as does any command that fails.
enum ReplWorkload {
    static let phases = ["build", "constant", "tail-constant", "add", "remove", "scroll", "zoom", "undo", "redo"]
    /// The phases `--phase` can time alone after the build: each needs nothing before it but
    /// the build (`remove` makes the views it removes first, `undo` and `redo` the commands they
    /// undo and redo, untimed). A profile of one phase
    /// then samples that phase and the build only.
    static let singlePhases = ["constant", "tail-constant", "add", "remove", "undo", "redo"]
    /// The zoom scales the `zoom` phase asks for in turn, and the widths of rects that fit them
    /// into the 375-wide scroll view (a rect 1 tall never limits the scale).
    /// The untimed entry before the zoom phase: the zoom range, and the content as the zoom view.
    static let zoomSetUp = "sv.minimumZoomScale = 1 ; sv.maximumZoomScale = 4 ; sv.zoomView = content"
    static let zoomScales: [(scale: Double, width: String)] = [(1.5, "250"), (2, "187.5"), (3, "125"), (1, "375")]

    /// The entries that build the session: the scroll view, its content view (the zoom view, as
    /// in an app that zooms) and `n` views stacked in it.
    static func buildScript(n: Int) -> [String] {
        [
            "scroll sv",
            "sv.snp.makeConstraints { make in make.edges.equalToSuperview() }",
            "view content in sv",
            "content.snp.makeConstraints { make in make.edges.equalToSuperview() ; make.width.equalToSuperview() }",
        ] + stack(n: n, in: "content")
    }

    /// `n` views 40 tall and 8 apart from the top to the bottom of `parent`, as wide as it; view
    /// `n/2`'s height constraint is kept as `middle`, and the last view's as `last`.
    static func stack(n: Int, in parent: String) -> [String] {
        var entries: [String] = []
        for i in 0..<n {
            entries.append("view v\(i) in \(parent)")
            let top = i == 0 ? "make.top.equalTo(0)" : "make.top.equalTo(v\(i - 1).snp.bottom).offset(8)"
            let bottom = i == n - 1 ? " ; make.bottom.equalTo(0)" : ""
            let keep = i == n / 2 ? "let middle = " : i == n - 1 ? "let last = " : ""
            let width = parent == "sv" ? "make.width.equalTo(sv)" : "make.width.equalToSuperview()"
            entries.append("v\(i).snp.makeConstraints { make in \(top) ; make.left.equalTo(0) ; \(width) ; \(keep)make.height.equalTo(40).constraint\(bottom) }")
        }
        return entries
    }

    /// The `shell` workload's script: `n` views directly in the scroll view, then 100 height
    /// changes of view `n/2` (40…139), which leave the content `n × 48 − 8 + 99` tall.
    static func script(n: Int) -> [String] {
        ["scroll sv", "sv.snp.makeConstraints { make in make.edges.equalToSuperview() }"]
            + stack(n: n, in: "sv") + (0..<100).map { "middle.constant = \(40 + $0)" }
    }

    /// The content height the `shell` workload's script leaves.
    static func expectedChecksum(n: Int) -> Double {
        Double(n * 48 - 8 + 99)
    }

    /// One entry that adds a view `name` pinned to view `n/2`'s top, `x` from the content's left.
    static func addition(_ name: String, n: Int, x: Int) -> String {
        "view \(name) in content ; \(name).snp.makeConstraints { make in make.top.equalTo(v\(n / 2).snp.top) ; make.left.equalTo(\(x)) ; make.width.equalTo(20) ; make.height.equalTo(10) }"
    }

    /// The content height after the build and the `constant` and `tail-constant` phases: the
    /// checksum.
    static func expectedChecksum(n: Int, k: Int) -> Double {
        Double(n * 48 - 8 + 2 * k)
    }

    /// What one repetition measured.
    struct Measured {
        /// Microseconds of every entry of each phase, by phase name.
        var micros: [String: [Double]] = [:]
        /// Microseconds of every entry in the order run (the phases and the untimed set-up).
        var all: [Double] = []
        var checksum = Double.nan
        /// Failed commands, by phase name (`setup` for the untimed entries).
        var failures: [String: Int] = [:]
        /// What a phase's check found wrong.
        var problems: [String] = []
    }

    /// Runs the build and every phase once with `k` commands per phase; with `only`, the build
    /// and that one of ``singlePhases``.
    static func run(n: Int, k: Int, clock: () -> Double, only: String? = nil) -> Measured {
        var runner = Runner(style: ReportStyle(width: 60))
        var m = Measured()
        var bytes = 0
        func enter(_ entry: String, _ phase: String?) {
            let failedBefore = runner.failures
            let t0 = clock()
            let printed = runner.output(of: entry)
            let elapsed = clock() - t0
            bytes += printed.utf8.count
            m.all.append(elapsed)
            if let phase { m.micros[phase, default: []].append(elapsed) }
            if runner.failures > failedBefore { m.failures[phase ?? "setup", default: 0] += 1 }
        }
        func check(_ ok: Bool, _ problem: @autoclosure () -> String) {
            if !ok { m.problems.append(problem()) }
        }
        func contentSize() -> Size? {
            let layout = runner.session.layout
            return layout.id(of: "sv").flatMap { layout.scrollInfo($0)?.contentSize }
        }
        func scrollInfo() -> ScrollInfo? {
            let layout = runner.session.layout
            return layout.id(of: "sv").flatMap { layout.scrollInfo($0) }
        }
        /// The whole state the phases change, as text: every frame, bounds and transform, and the
        /// scroll view's content size, offset and zoom.
        func fingerprint() -> String {
            Report.frames(runner.session.layout) + "\n" + String(describing: scrollInfo())
        }

        for entry in buildScript(n: n) { enter(entry, "build") }
        let built = Double(n * 48 - 8)
        check(contentSize()?.height == built, "build: content height \(contentSize().map { "\($0.height)" } ?? "none"), expected \(format17(built))")

        if let only {
            runAlone(only, n: n, k: k, enter: enter, check: check, layout: { runner.session.layout },
                     fingerprint: fingerprint)
            m.checksum = contentSize()?.height ?? .nan
            return m
        }
        for j in 0..<k { enter("middle.constant = \(41 + j)", "constant") }
        let middleHeight = Double(n * 48 - 8 + k)
        check(contentSize()?.height == middleHeight, "constant: content height \(contentSize().map { "\($0.height)" } ?? "none"), expected \(format17(middleHeight))")
        for j in 0..<k { enter("last.constant = \(41 + j)", "tail-constant") }
        m.checksum = contentSize()?.height ?? .nan
        let height = expectedChecksum(n: n, k: k)
        check(m.checksum == height, "tail-constant: content height \(format17(m.checksum)), expected \(format17(height))")

        for j in 0..<k { enter(addition("a\(j)", n: n, x: j % 300), "add") }
        checkAdditions(n: n, k: k, in: runner.session.layout, check: check)
        check(contentSize()?.height == height, "add: content height changed to \(contentSize().map { "\($0.height)" } ?? "none")")

        for j in 0..<k { enter("remove a\(j)", "remove") }
        for j in 0..<k where runner.session.layout.id(of: "a\(j)") != nil {
            m.problems.append("remove: a\(j) is still there")
        }
        check(contentSize()?.height == height, "remove: content height changed to \(contentSize().map { "\($0.height)" } ?? "none")")

        // Offsets spread over the whole range 0…height − 667, never clamped.
        let range = max(1, Int(height) - 667)
        func offset(_ j: Int) -> Int { (j * 7919 + 13) % range }
        for j in 0..<k { enter("scroll sv to 0,\(offset(j))", "scroll") }
        let offsetNow = scrollInfo()?.contentOffset
        check(offsetNow == Point(x: 0, y: Double(offset(k - 1))), "scroll: offset \(offsetNow.map { "\($0)" } ?? "none"), expected (0, \(offset(k - 1)))")

        enter(zoomSetUp, nil)
        for j in 0..<k {
            let zoom = zoomScales[j % zoomScales.count]
            enter("zoom sv to 0,\((j * 131) % 1000),\(zoom.width),1", "zoom")
        }
        let lastScale = zoomScales[(k - 1) % zoomScales.count].scale
        let zoomed = scrollInfo()
        check(zoomed?.zoomScale == lastScale, "zoom: scale \(zoomed.map { "\($0.zoomScale)" } ?? "none"), expected \(lastScale)")
        let zoomedSize = Size(width: 375 * lastScale, height: height * lastScale)
        check(zoomed?.contentSize == zoomedSize, "zoom: content size \(zoomed.map { "\($0.contentSize)" } ?? "none"), expected \(zoomedSize)")

        undoAndRedo(n: n, k: k, timing: ["undo", "redo"], enter: enter, check: check, fingerprint: fingerprint)
        _ = bytes
        return m
    }
}

extension ReplWorkload {
    /// `min(k, 100)` mixed commands (a constant, an added view, its removal, a scroll and a zoom
    /// in turn; the history holds 100 entries) run untimed, then undone one by one and redone one
    /// by one, each timed as its phase when `timing` names it; undo must bring back exactly the
    /// frames and scroll state of before the mixed commands, and redo those of after.
    static func undoAndRedo(n: Int, k: Int, timing: Set<String>, enter: (String, String?) -> Void,
                            check: (Bool, @autoclosure () -> String) -> Void, fingerprint: () -> String) {
        let steps = min(k, 100)
        let before = fingerprint()
        for j in 0..<steps {
            switch j % 5 {
            case 0: enter("middle.constant = \(40 + j)", nil)
            case 1: enter(addition("b\(j)", n: n, x: j), nil)
            case 2: enter("remove b\(j - 1)", nil)
            case 3: enter("scroll sv to 0,\(j * 37)", nil)
            default: enter("zoom sv to 0,\(j * 11),\(zoomScales[j % zoomScales.count].width),1", nil)
            }
        }
        let after = fingerprint()
        check(after != before, "mixed commands changed nothing")
        for _ in 0..<steps { enter("undo", timing.contains("undo") ? "undo" : nil) }
        check(fingerprint() == before, "undo: \(steps) undos did not restore the frames and scroll state before the \(steps) commands")
        for _ in 0..<steps { enter("redo", timing.contains("redo") ? "redo" : nil) }
        check(fingerprint() == after, "redo: \(steps) redos did not restore the frames and scroll state after the \(steps) commands")
    }
    /// That the views `a0…a(k-1)` of ``addition(_:n:x:)`` stand where they were pinned: at view
    /// `n/2`'s top, `j % 300` from the content's left, 20×10.
    static func checkAdditions(n: Int, k: Int, in layout: Layout, check: (Bool, @autoclosure () -> String) -> Void) {
        let middleTop = Double((n / 2) * 48)
        for j in 0..<k {
            let frame = layout.id(of: "a\(j)").map(layout.frame(of:))
            let expected = Rect(x: Double(j % 300), y: middleTop, width: 20, height: 10)
            check(frame == expected, "add: a\(j) at \(frame.map { "\($0)" } ?? "nowhere"), expected \(expected)")
        }
    }

    /// One phase of ``singlePhases`` on the built session, with its own check.
    static func runAlone(_ phase: String, n: Int, k: Int, enter: (String, String?) -> Void,
                         check: (Bool, @autoclosure () -> String) -> Void, layout: () -> Layout,
                         fingerprint: () -> String) {
        switch phase {
        case "constant":
            for j in 0..<k { enter("middle.constant = \(41 + j)", "constant") }
            let l = layout()
            let height = l.id(of: "v\(n / 2)").map { l.frame(of: $0).height }
            check(height == Double(40 + k), "constant: v\(n / 2) is \(height.map { "\($0)" } ?? "gone") tall, expected \(40 + k)")
        case "tail-constant":
            for j in 0..<k { enter("last.constant = \(41 + j)", "tail-constant") }
            let l = layout()
            let frame = l.id(of: "v\(n - 1)").map { l.frame(of: $0) }
            let expected = Rect(x: 0, y: Double((n - 1) * 48), width: 375, height: Double(40 + k))
            check(frame == expected, "tail-constant: v\(n - 1) at \(frame.map { "\($0)" } ?? "nowhere"), expected \(expected)")
        case "add", "remove":
            for j in 0..<k { enter(addition("a\(j)", n: n, x: j % 300), phase == "add" ? "add" : nil) }
            checkAdditions(n: n, k: k, in: layout(), check: check)
            guard phase == "remove" else { return }
            for j in 0..<k { enter("remove a\(j)", "remove") }
            for j in 0..<k where layout().id(of: "a\(j)") != nil { check(false, "remove: a\(j) is still there") }
        case "undo", "redo":
            enter(zoomSetUp, nil)
            undoAndRedo(n: n, k: k, timing: [phase], enter: enter, check: check, fingerprint: fingerprint)
        default:
            check(false, "no phase \(phase) to run alone")
        }
    }
}

/// The median, 99th percentile and maximum of `samples`, as the RESULT lines print them.
func distribution(_ samples: [Double]) -> String {
    let sorted = samples.sorted()
    guard let last = sorted.last else { return "median=0 p99=0 max=0" }
    func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
    return "median=\(fixed(percentile(0.5), 1)) p99=\(fixed(percentile(0.99), 1)) max=\(fixed(last, 1))"
}

/// Runs the `repl` workload `reps` times and prints one RESULT line per phase — over the entries
/// of that phase in all repetitions — then the overall line: every entry of the median
/// repetition (by total time), the checksum, and the resident memory before the first run and
/// at its peak (the session with its whole undo history). With `cpu` the clock is the process's
/// CPU time instead of the wall clock. Returns the exit status: 1 when a
/// command failed or a phase's check did not hold.
func runReplBenchmark(n: Int, k: Int, reps: Int, cpu: Bool = false, only: String? = nil) -> Int32 {
    guard n >= 2, k >= 1 else {
        print("error: the repl workload needs --n 2 or more and --ops 1 or more")
        return 2
    }
    let rssBase = statusKB("VmRSS")
    var runs: [ReplWorkload.Measured] = []
    for _ in 0..<max(1, reps) {
        runs.append(ReplWorkload.run(n: n, k: k, clock: cpu ? cpuMicros : monotonicMicros, only: only))
    }
    // CPU time is marked in the unit, so it is never read as a user's wait.
    let unit = cpu ? "us_cpu/command" : "us/command"
    for phase in ReplWorkload.phases where only == nil || phase == "build" || phase == only {
        let samples = runs.flatMap { $0.micros[phase] ?? [] }
        // Failed commands are timed with the rest (a refusal is what the user waited for), and counted.
        let failed = runs.reduce(0) { $0 + ($1.failures[phase] ?? 0) }
        print("RESULT peer=layoutbook workload=repl phase=\(phase) n=\(n) units=\(samples.count / runs.count) unit=\(unit) \(distribution(samples)) reps=\(runs.count)"
            + (failed > 0 ? " failed=\(failed)" : ""))
        // Where the tail is: the slowest entries of the phase by their place in it (0 = first).
        if phase != "build", let first = runs.first?.micros[phase], !first.isEmpty {
            let slowest = first.indices.sorted { first[$0] > first[$1] }.prefix(3)
            print("# repl n=\(n) phase=\(phase) slowest (entry: us, first repetition): "
                  + slowest.map { "\($0): \(fixed(first[$0], 1))" }.joined(separator: ", "))
        }
    }
    let ordered = runs.sorted { $0.all.reduce(0, +) < $1.all.reduce(0, +) }
    let median = ordered[ordered.count / 2]
    print("RESULT peer=layoutbook workload=repl n=\(n) units=\(median.all.count) unit=\(unit) \(distribution(median.all)) reps=\(runs.count) total_ms=\(fixed(median.all.reduce(0, +) / 1000, 1)) checksum=\(format17(median.checksum)) rss_base_kb=\(rssBase) peak_rss_kb=\(statusKB("VmHWM"))")
    var status: Int32 = 0
    for (index, run) in runs.enumerated() {
        let failed = (["setup"] + ReplWorkload.phases).compactMap { phase in
            run.failures[phase].map { "\(phase) \($0)" }
        }
        if !failed.isEmpty {
            print("error: repetition \(index + 1): failed commands by phase: \(failed.joined(separator: ", "))")
            status = 1
        }
        for problem in run.problems.prefix(5) { print("error: repetition \(index + 1): \(problem)") }
        if run.problems.count > 5 { print("error: repetition \(index + 1): and \(run.problems.count - 5) more") }
        if !run.problems.isEmpty { status = 1 }
    }
    return status
}
