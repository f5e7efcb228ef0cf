import Layout
import Notebook
import Rendering

/// The `passes` workload: what each pass behind the text printed after a change costs, alone, at
/// a given size. The session is the `repl` workload's (`n` views stacked in a scroll view's
/// content view); then for each kind of change — `constant` (view `n/2`'s height, which moves
/// every view below it), `add` (a view pinned to view `n/2`) and `remove` (that view again) — the
/// change is entered once, and these are timed `reps` times each against the state before it:
///
/// - `entry`: the entry run on a copy of the session before it (`Session.run`: parsing, the
///   layout, the solver, with the chunks it writes copied from the session it shares them with,
///   and the undo history), without the text;
/// - `geometry`: ``Layout/geometry()`` from scratch (every frame, window and clip);
/// - `index`: the pass after it when nothing moved, as after a scroll: it builds the index of
///   where the views stand from the windows of the pass before (what the first scroll, or the
///   first change that moves few views, after a pass over every view pays once);
/// - `snapshot`: `LayoutSnapshot(layout, since: before)`, the geometry with the diagnostics;
/// - `changes`: the change list (`Report.changes(from:to:)`);
/// - `text`: the whole text printed after the change, picture included;
/// - `text-no-picture`: the same without the picture.
///
/// One `RESULT` line per change and pass, with the median, minimum and maximum in µs. A command's
/// total (`repl`) also holds parsing, the solver and the undo history; these lines say which of
/// the passes that follow it grows with the session.
enum PassesWorkload {
    static let passes = ["entry", "geometry", "index", "snapshot", "changes", "text", "text-no-picture"]

    static func run(n: Int, reps: Int) -> Int32 {
        guard n >= 2, reps >= 1 else {
            print("error: the passes workload needs --n 2 or more and --reps 1 or more")
            return 1
        }
        var runner = Runner(style: ReportStyle(width: 60))
        for entry in ReplWorkload.buildScript(n: n) { _ = runner.output(of: entry) }
        let changes = [
            ("constant", "middle.constant = 41"),
            ("add", ReplWorkload.addition("extra", n: n, x: 5)),
            ("remove", "remove extra"),
        ]
        let style = ReportStyle(width: 60)
        for (kind, entry) in changes {
            let before = LayoutSnapshot(runner.session.layout)
            let sessionBefore = runner.session
            let failures = runner.failures
            _ = runner.output(of: entry)
            guard runner.failures == failures else {
                print("error: the \(kind) change failed: \(entry)")
                return 1
            }
            let layout = runner.session.layout
            let now = LayoutSnapshot(layout, since: before)
            var micros: [String: [Double]] = [:]
            func time(_ pass: String, _ body: () -> Void) {
                let t0 = monotonicMicros()
                body()
                micros[pass, default: []].append(monotonicMicros() - t0)
            }
            for _ in 0..<reps {
                var session = sessionBefore
                time("entry") { _ = session.run(entry) }
                time("geometry") { _ = layout.geometry() }
                let fromScratch = layout.geometry()
                time("index") { _ = layout.geometry(reusing: fromScratch) }
                time("snapshot") { _ = LayoutSnapshot(layout, since: before) }
                time("changes") { _ = Report.changes(from: before, to: now) }
                time("text") { _ = Report.afterChange(from: before, to: layout, now: now, includePicture: true, style: style) }
                time("text-no-picture") {
                    _ = Report.afterChange(from: before, to: layout, now: now, includePicture: false, style: style)
                }
            }
            for pass in passes {
                let sorted = (micros[pass] ?? []).sorted()
                print("RESULT peer=layoutbook workload=passes change=\(kind) pass=\(pass) n=\(n) unit=us "
                    + "median=\(fixed(sorted[sorted.count / 2], 1)) min=\(fixed(sorted[0], 1)) "
                    + "max=\(fixed(sorted[sorted.count - 1], 1)) reps=\(reps)")
            }
        }
        return 0
    }
}
