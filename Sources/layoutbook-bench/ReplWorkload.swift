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
