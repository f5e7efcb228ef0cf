import Layout
import Notebook
import Rendering

/// The `declare` workload: views declared one entry each and then constrained one entry each,
/// as a user builds a screen at the prompt, at three sizes (`n/4`, `n/2`, `n`) in one process so
/// that whether an entry's cost grows with the session shows as a ratio.
///
/// - `declare`: `view vI` for I = 0…N−1, each a view with no constraints, so after every entry
///   every view so far is ambiguous (the warnings name the new one in full and fold the others
///   into one `Still ambiguous` line);
/// - `constrain`: `vI.snp.makeConstraints { … }` pinning view I at (I mod 300, I), 10×10, which
///   takes it out of the ambiguous ones.
///
/// Entries go through the runner the shell uses (parse, solve, warnings, the picture at 60
/// columns). Each declaration must print the new view's ambiguity in full, and after the last
/// constraint no view is ambiguous and every view stands where it was pinned; the checksum is
/// the sum of the views' tops, `N(N−1)/2`.
enum DeclareWorkload {
    static let phases = ["declare", "constrain"]

    /// What one size measured.
    struct Measured {
        var micros: [String: [Double]] = [:]
        var checksum = Double.nan
        var problems: [String] = []
    }

    static func constrain(_ i: Int) -> String {
        "v\(i).snp.makeConstraints { make in make.left.equalTo(\(i % 300)) ; make.top.equalTo(\(i)) ; make.width.height.equalTo(10) }"
    }

    static func run(n: Int, clock: () -> Double) -> Measured {
        var runner = Runner(style: ReportStyle(width: 60))
        var m = Measured()
        func enter(_ entry: String, _ phase: String) -> String {
            let failedBefore = runner.failures
            let t0 = clock()
            let printed = runner.output(of: entry)
            m.micros[phase, default: []].append(clock() - t0)
            if runner.failures > failedBefore { m.problems.append("\(phase): '\(entry)' failed") }
            return printed
        }
        for i in 0..<n {
            let printed = enter("view v\(i)", "declare")
            if !printed.contains("Ambiguous layout: v\(i) has") {
                m.problems.append("declare: v\(i) was not said to be ambiguous")
            }
        }
        for i in 0..<n { _ = enter(constrain(i), "constrain") }
        let layout = runner.session.layout
        if let left = layout.ambiguities().first {
            m.problems.append("constrain: \(layout.name(of: left.view) ?? "?") is still ambiguous")
        }
        var sum = 0.0
        for i in 0..<n {
            let frame = layout.id(of: "v\(i)").map(layout.frame(of:))
            let expected = Rect(x: Double(i % 300), y: Double(i), width: 10, height: 10)
            if frame != expected {
                m.problems.append("constrain: v\(i) at \(frame.map { "\($0)" } ?? "nowhere"), expected \(expected)")
            }
            sum += frame?.origin.y ?? .nan
        }
        m.checksum = sum
        return m
    }
}

/// Runs the `declare` workload at `n/4`, `n/2` and `n` views, `reps` times each, and prints a
/// RESULT line per phase and size (the mean over every entry of the phase, and its distribution)
/// and, per phase, the ratios of the mean per entry when the session doubles: about 1 when an
/// entry costs the same whatever the session, 2 when it costs in proportion to the views.
func runDeclareBenchmark(n: Int, reps: Int, cpu: Bool) -> Int32 {
    guard n >= 8 else {
        print("error: the declare workload needs --n 8 or more")
        return 2
    }
    let sizes = DoublingSizes.sizes(n)
    let unit = cpu ? "us_cpu/entry" : "us/entry"
    var means: [String: [Double]] = [:]
    var status: Int32 = 0
    for size in sizes {
        var runs: [DeclareWorkload.Measured] = []
        for _ in 0..<max(1, reps) { runs.append(DeclareWorkload.run(n: size, clock: cpu ? cpuMicros : monotonicMicros)) }
        for phase in DeclareWorkload.phases {
            let samples = runs.flatMap { $0.micros[phase] ?? [] }
            let mean = samples.reduce(0, +) / Double(max(samples.count, 1))
            means[phase, default: []].append(mean)
            print("RESULT peer=layoutbook workload=declare phase=\(phase) n=\(size) units=\(size) unit=\(unit) mean=\(fixed(mean, 1)) \(distribution(samples)) reps=\(runs.count) total_ms=\(fixed(mean * Double(size) / 1000, 1))")
        }
        let expected = Double(size * (size - 1) / 2)
        let problems = runs.map(\.problems)
        if !DoublingSizes.check(size: size, checksum: runs.last?.checksum ?? .nan, expected: expected, problems: problems) {
            status = 1
        }
    }
    DoublingSizes.printRatios("declare", phases: DeclareWorkload.phases, figures: means, sizes: sizes,
                              label: "mean per entry when the views double")
    return status
}
