/// What the workloads measured at n/4, n/2 and n (`declare`, `copies`) share: checking each size's
/// runs and printing, per phase, how the figure grows when the size doubles.
enum DoublingSizes {
    /// The sizes a workload runs at: n/4, n/2 and n.
    static func sizes(_ n: Int) -> [Int] { [n / 4, n / 2, n] }

    /// Prints an error line for a checksum off its closed form and for the first five problems of
    /// each run; false when there was any.
    static func check(size: Int, checksum: Double, expected: Double, problems: [[String]]) -> Bool {
        var ok = true
        if checksum != expected {
            print("error: n=\(size): checksum \(format17(checksum)) differs from the closed form \(format17(expected))")
            ok = false
        }
        for run in problems {
            for problem in run.prefix(5) { print("error: n=\(size): \(problem)") }
            if !run.isEmpty { ok = false }
        }
        return ok
    }

    /// Prints a RESULT line per phase with the median of its times over `runs` (microseconds, printed
    /// in milliseconds), and adds each median to `medians`; `units` gives the line's `units=` when
    /// it has one (the crowd's lines).
    static func recordMedians(_ workload: String, size: Int, phases: [String], runs: [[String: Double]], cpu: Bool,
                              units: (String) -> Int? = { _ in nil }, into medians: inout [String: [Double]]) {
        let unit = cpu ? "ms_cpu/session" : "ms/session"
        for phase in phases {
            let samples = runs.compactMap { $0[phase] }.sorted()
            guard !samples.isEmpty else { continue }
            let median = samples[samples.count / 2]
            medians[phase, default: []].append(median)
            let count = units(phase).map { " units=\($0)" } ?? ""
            print("RESULT peer=layoutbook workload=\(workload) phase=\(phase) n=\(size)\(count) unit=\(unit) median=\(fixed(median / 1000, 1)) reps=\(runs.count)")
        }
    }

    /// Prints, per phase, the ratios of its three figures: `# WORKLOAD phase=P LABEL: a→b ×r, b→c ×r`.
    static func printRatios(_ workload: String, phases: [String], figures: [String: [Double]], sizes: [Int], label: String) {
        for phase in phases {
            let m = figures[phase] ?? []
            guard m.count == 3, m[0] > 0, m[1] > 0 else { continue }
            print("# \(workload) phase=\(phase) \(label): \(sizes[0])→\(sizes[1]) ×\(fixed(m[1] / m[0], 2)), \(sizes[1])→\(sizes[2]) ×\(fixed(m[2] / m[1], 2))")
        }
    }
}
