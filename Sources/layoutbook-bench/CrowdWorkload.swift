import Layout
import Notebook
import Rendering

/// The `crowd` workload: many constraints that each new one meets, entered one line each as a
/// user types them, at three sizes (`n/4`, `n/2`, `n` lines) in one process, so that whether the
/// whole session's cost grows faster than its lines shows as a ratio. Two phases, each a session
/// of its own through the runner the shell uses (parse, solve, warnings, the picture at 60 columns):
///
/// - `levels`: `view v`, then `v.width >= p @p` for p = 1…N − 1 — a priority level each (N is at
///   most 1,000: 999 is the highest optional priority). Every one holds: v is N − 1 wide.
/// - `pairs`: K views, then `vI.left <= vJ.left` for every pair I < J, with K the smallest count
///   whose pairs and declarations make N lines or more. They hold together (every view at 0);
///   no conflict is printed.
///
/// - `column`: N/2 views declared, then put in a column one entry each (`vI.top == vJ.bottom`,
///   the first at the root's top), with no heights: every view is ambiguous until the end, and
///   the warnings are worked out after each entry. All of them stay at y 0, 0 tall.
///
/// The checksum is v's width plus the pairs' conflicts printed: the closed form is `N − 1`.
enum CrowdWorkload {
    static let phases = ["levels", "pairs", "column"]

    struct Measured {
        var micros: [String: Double] = [:]
        var checksum = Double.nan
        var problems: [String] = []
    }

    /// The views of the `pairs` phase for about `lines` lines: K declarations and K(K−1)/2 pairs.
    static func pairViews(lines: Int) -> Int {
        var k = 2
        while k + k * (k - 1) / 2 < lines { k += 1 }
        return k
    }

    static func entries(phase: String, lines: Int) -> [String] {
        if phase == "levels" {
            return ["view v"] + (1..<lines).map { "v.width >= \($0) @\($0)" }
        }
        if phase == "column" {
            let k = max(1, lines / 2)
            return (0..<k).map { "view v\($0)" } + ["v0.top == view.top"] + (1..<k).map { "v\($0).top == v\($0 - 1).bottom" }
        }
        let k = pairViews(lines: lines)
        var out = (0..<k).map { "view v\($0)" }
        for i in 0..<k {
            for j in (i + 1)..<k { out.append("v\(i).left <= v\(j).left") }
        }
        return out
    }

    /// With `only`, that phase alone (for a profile of it); the checksum is then that phase's part.
    static func run(lines: Int, clock: () -> Double, only: String? = nil) -> Measured {
        var m = Measured()
        var width = Double.nan
        var conflicts = 0
        for phase in phases where only == nil || only == phase {
            var runner = Runner(style: ReportStyle(width: 60))
            let lines = entries(phase: phase, lines: lines)
            var printed: [String] = []
            let t0 = clock()
            for line in lines { printed.append(runner.output(of: line)) }
            m.micros[phase] = clock() - t0
            if runner.failures > 0 { m.problems.append("\(phase): \(runner.failures) entries failed") }
            let layout = runner.session.layout
            if phase == "levels" {
                width = layout.id(of: "v").map { layout.frame(of: $0).size.width } ?? .nan
            } else if phase == "column" {
                for i in 0..<max(1, lines.count / 2) {
                    let y = layout.id(of: "v\(i)").map { layout.frame(of: $0).origin.y } ?? .nan
                    if y != 0 { m.problems.append("column: v\(i) at y \(y), expected 0") }
                }
            } else {
                conflicts = printed.filter { $0.contains("Unable to simultaneously satisfy constraints.") }.count
                for i in 0..<pairViews(lines: lines.count) {
                    let x = layout.id(of: "v\(i)").map { layout.frame(of: $0).origin.x } ?? .nan
                    if x != 0 { m.problems.append("pairs: v\(i) at x \(x), expected 0") }
                }
            }
        }
        m.checksum = (width.isNaN && only != nil ? 0 : width) + Double(conflicts)
        return m
    }
}

/// Runs the `crowd` workload at `n/4`, `n/2` and `n` lines, `reps` times each, and prints a RESULT
/// line per phase and size (the median session, in milliseconds) and, per phase, the ratios when
/// the lines double: about 2 when the session costs in proportion to its lines, 4 when each line
/// costs in proportion to the lines before it.
func runCrowdBenchmark(n: Int, reps: Int, cpu: Bool, only: String? = nil) -> Int32 {
    guard n >= 8, n <= 1000 else {
        print("error: the crowd workload needs --n from 8 to 1000 (999 is the highest optional priority)")
        return 2
    }
    let sizes = DoublingSizes.sizes(n)
    var medians: [String: [Double]] = [:]
    var status: Int32 = 0
    for size in sizes {
        var runs: [CrowdWorkload.Measured] = []
        for _ in 0..<max(1, reps) { runs.append(CrowdWorkload.run(lines: size, clock: cpu ? cpuMicros : monotonicMicros, only: only)) }
        DoublingSizes.recordMedians("crowd", size: size, phases: CrowdWorkload.phases.filter { only == nil || only == $0 },
                                    runs: runs.map(\.micros), cpu: cpu,
                                    units: { CrowdWorkload.entries(phase: $0, lines: size).count }, into: &medians)
        let problems = runs.map(\.problems)
        if !DoublingSizes.check(size: size, checksum: runs.last?.checksum ?? .nan, expected: only == nil || only == "levels" ? Double(size - 1) : 0, problems: problems) {
            status = 1
        }
    }
    DoublingSizes.printRatios("crowd", phases: CrowdWorkload.phases.filter { only == nil || only == $0 }, figures: medians, sizes: sizes,
                              label: "time when the lines double")
    return status
}
