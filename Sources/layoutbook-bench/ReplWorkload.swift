import Language
import Layout
import Notebook
import Rendering

/// The `repl` workload: a generated script of `n` views in a scroll view, applied entry by
/// entry through the same runner the shell uses (parse + incremental solve + render in picture
/// mode at 60 columns), then 100 height changes in the middle of the stack.
///
/// Every view is 40 tall with 8 between: the content is `n × 48 − 8` tall after the build, and
/// the 100 changes leave view `n/2` at `40 + 99` (the last change), so the checksum — the final
/// content height — is `n × 48 − 8 + 99`.
enum ReplWorkload {
    static func script(n: Int) -> [String] {
        var entries = [
            "scroll sv",
            "sv.snp.makeConstraints { make in make.edges.equalToSuperview() }",
        ]
        for i in 0..<n {
            entries.append("view v\(i) in sv")
            let top = i == 0 ? "make.top.equalTo(0)" : "make.top.equalTo(v\(i - 1).snp.bottom).offset(8)"
            let bottom = i == n - 1 ? " ; make.bottom.equalTo(0)" : ""
            let keep = i == n / 2 ? "let middle = " : ""
            entries.append("v\(i).snp.makeConstraints { make in \(top) ; make.left.equalTo(0) ; make.width.equalTo(sv) ; \(keep)make.height.equalTo(40).constraint\(bottom) }")
        }
        for k in 0..<100 {
            entries.append("middle.constant = \(40 + k)")
        }
        return entries
    }

    /// Runs the script once; returns the microseconds of every entry and the final content height.
    static func run(n: Int, clock: () -> Double) -> (micros: [Double], checksum: Double, failures: Int) {
        var runner = Runner(style: ReportStyle(width: 60))
        var micros: [Double] = []
        var bytes = 0
        for entry in script(n: n) {
            let t0 = clock()
            let printed = runner.output(of: entry)
            micros.append(clock() - t0)
            bytes += printed.utf8.count
        }
        let layout = runner.session.layout
        let height = layout.id(of: "sv").flatMap { layout.scrollInfo($0)?.contentSize.height } ?? .nan
        _ = bytes
        return (micros, height, runner.failures)
    }

    static func expectedChecksum(n: Int) -> Double {
        Double(n * 48 - 8 + 99)
    }
}

/// Runs the `repl` workload `reps` times and prints its RESULT line: the median, 99th percentile
/// and maximum µs per entry over all entries of the median repetition. Returns the exit status.
func runReplBenchmark(n: Int, reps: Int) -> Int32 {
    let rssBase = statusKB("VmRSS")
    var runs: [(micros: [Double], checksum: Double, failures: Int)] = []
    for _ in 0..<max(1, reps) {
        runs.append(ReplWorkload.run(n: n, clock: monotonicMicros))
    }
    runs.sort { $0.micros.reduce(0, +) < $1.micros.reduce(0, +) }
    let median = runs[runs.count / 2]
    let sorted = median.micros.sorted()
    func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
    let expected = ReplWorkload.expectedChecksum(n: n)
    print("RESULT peer=layoutbook workload=repl n=\(n) units=\(sorted.count) unit=us/command median=\(fixed(percentile(0.5), 1)) p99=\(fixed(percentile(0.99), 1)) max=\(fixed(sorted.last ?? 0, 1)) reps=\(runs.count) total_ms=\(fixed(median.micros.reduce(0, +) / 1000, 1)) checksum=\(format17(median.checksum)) rss_base_kb=\(rssBase) peak_rss_kb=\(statusKB("VmHWM"))")
    // The last 100 entries are the height changes: what a user waits for at a grown session.
    let changes = median.micros.suffix(100).sorted()
    print("RESULT peer=layoutbook workload=repl phase=change n=\(n) units=\(changes.count) unit=us/command median=\(fixed(changes[changes.count / 2], 1)) p99=\(fixed(changes[min(changes.count - 1, Int(Double(changes.count) * 0.99))], 1)) max=\(fixed(changes.last ?? 0, 1)) reps=\(runs.count)")
    if median.failures > 0 {
        print("error: \(median.failures) commands of the generated script failed")
        return 1
    }
    if median.checksum != expected {
        print("error: checksum \(format17(median.checksum)) differs from the closed form \(format17(expected))")
        return 1
    }
    return 0
}
