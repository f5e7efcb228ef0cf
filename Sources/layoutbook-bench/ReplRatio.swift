import Layout
import Notebook
import Rendering

/// `--workload repl --phase constant|tail-constant --n N --against M [--rounds 5] [--ops 100]`:
/// the ratio of a command's median at `N` views to its median at `M` views, measured in one
/// process. Both sessions are built first (untimed); then each round runs `k` commands of the
/// phase on one session and `k` on the other, the order alternating from round to round, so a
/// machine that slows down for a while (a shared host) slows both sizes alike rather than
/// whichever of two separate runs it happened to meet. Each block is `k` commands in a row on
/// one session, as a user types them: the first of a block may find the caches holding the
/// other session; the median does not see it.
///
/// Prints the usual RESULT line for each size (over every round), then one line with the ratio
/// of the medians over all rounds and each round's own ratio. The phases whose commands repeat
/// round after round are the ones offered: a constant high in the stack (`constant`, which
/// moves half the views) and at its end (`tail-constant`).
enum ReplRatio {
    static let phases = ["constant", "tail-constant"]

    static func run(n: Int, against m: Int, phase: String, k: Int, rounds: Int, clock: () -> Double) -> Int32 {
        guard phases.contains(phase) else {
            print("error: --against measures \(phases.joined(separator: " or ")), whose commands repeat round after round; not \(phase)")
            return 2
        }
        guard n >= 2, m >= 2, k >= 1, rounds >= 1 else {
            print("error: --against needs --n and --against of 2 or more, --ops and --rounds of 1 or more")
            return 2
        }
        let sizes = [n, m]
        var runners = sizes.map { _ in Runner(style: ReportStyle(width: 60)) }
        for (s, size) in sizes.enumerated() {
            for entry in ReplWorkload.buildScript(n: size) { _ = runners[s].output(of: entry) }
        }
        let failuresAfterBuild = runners.map(\.failures)
        let target = phase == "constant" ? "middle" : "last"
        var micros = [[Double]](repeating: [], count: sizes.count)
        var roundRatios: [Double] = []
        for round in 0..<rounds {
            var medians = [0.0, 0.0]
            for s in round % 2 == 0 ? [0, 1] : [1, 0] {
                var block: [Double] = []
                for j in 0..<k {
                    let entry = "\(target).constant = \(41 + round * k + j)"
                    let t0 = clock()
                    _ = runners[s].output(of: entry)
                    block.append(clock() - t0)
                }
                micros[s] += block
                medians[s] = block.sorted()[block.count / 2]
            }
            roundRatios.append(medians[0] / medians[1])
        }
        let unit = "us/command"
        for (s, size) in sizes.enumerated() {
            print("RESULT peer=layoutbook workload=repl phase=\(phase) n=\(size) units=\(micros[s].count) unit=\(unit) "
                  + "\(distribution(micros[s])) reps=\(rounds) against=\(sizes[1 - s])")
        }
        let medianOf = { (samples: [Double]) in samples.sorted()[samples.count / 2] }
        let sortedRatios = roundRatios.sorted()
        print("RESULT peer=layoutbook workload=repl phase=\(phase) ratio=\(n)/\(m) "
              + "median_ratio=\(fixed(medianOf(micros[0]) / medianOf(micros[1]), 3)) "
              + "min_round=\(fixed(sortedRatios.first ?? 0, 3)) max_round=\(fixed(sortedRatios.last ?? 0, 3)) rounds=\(rounds) "
              + "round_ratios=\(roundRatios.map { fixed($0, 3) }.joined(separator: ","))")

        // Each session's changed view stands as tall as the last constant asked.
        var status: Int32 = 0
        let last = Double(40 + rounds * k)
        for (s, size) in sizes.enumerated() {
            let layout = runners[s].session.layout
            let name = phase == "constant" ? "v\(size / 2)" : "v\(size - 1)"
            let height = layout.id(of: name).map { layout.frame(of: $0).height }
            if height != last {
                print("error: n=\(size): \(name) is \(height.map { "\($0)" } ?? "gone") tall, expected \(format17(last))")
                status = 1
            }
            if runners[s].failures > failuresAfterBuild[s] {
                print("error: n=\(size): \(runners[s].failures - failuresAfterBuild[s]) commands failed")
                status = 1
            }
        }
        return status
    }
}
