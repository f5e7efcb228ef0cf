import Layout
import Notebook
import Rendering

/// The `eval` workload: the pasted-Swift evaluator's own costs, at three sizes (`n/4`, `n/2`, `n`)
/// in one process, so that whether a session costs more than in proportion to its size shows as a
/// ratio. Each phase is a session of its own through the runner the shell uses (parse, evaluate,
/// solve, warnings, the picture at 60 columns):
///
/// - `append`: one entry whose `while` loop appends to an array N times.
/// - `lets`: N one-line entries, `let x0 = 1`, then `let xK = xJ + 1` with J = K − 1.
/// - `text`: a label not yet in the hierarchy, whose `.text` is set by N entries, one each.
/// - `anchors`: one entry whose `for` loop makes N views, each added to the root view and placed
///   by four anchor constraints in one `NSLayoutConstraint.activate` list.
///
/// Each phase ends in a view whose frame holds what the phase computed, so the checksum is a
/// geometry: `append` and `lets` a probe N tall (the array's count; the last `let`), `text` the
/// label one line of the 17-pt metric tall, `anchors` the last view at y N − 1.
enum EvalWorkload {
    static let phases = ["append", "lets", "text", "anchors"]

    struct Measured {
        var micros: [String: Double] = [:]
        var problems: [String] = []
    }

    /// A view `probe` at the root's top left, `height` tall (a Swift expression).
    static func probe(height: String) -> String {
        """
        let probe = UIView()
        view.addSubview(probe)
        probe.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            probe.topAnchor.constraint(equalTo: view.topAnchor),
            probe.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            probe.widthAnchor.constraint(equalToConstant: 10),
            probe.heightAnchor.constraint(equalToConstant: CGFloat(\(height))),
        ])
        """
    }

    /// The entries of one phase at size `n`: the measured ones, then the one that places the probe.
    static func entries(phase: String, n: Int) -> (measured: [String], probe: String) {
        switch phase {
        case "append":
            return (["var a = [Int]()\nwhile a.count < \(n) {\n    a.append(1)\n}"], probe(height: "a.count"))
        case "lets":
            return (["let x0 = 1"] + (1..<n).map { "let x\($0) = x\($0 - 1) + 1" }, probe(height: "x\(n - 1)"))
        case "text":
            let label = "let label = UILabel()"
            return ([label] + (0..<n).map { "label.text = \"Row \\(\($0))\"" },
                    "view.addSubview(label)\nlabel.translatesAutoresizingMaskIntoConstraints = false\n"
                        + "label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true\n"
                        + "label.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true")
        default:
            let loop = """
            for i in 0..<\(n) {
                let v = UIView()
                view.addSubview(v)
                v.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    v.topAnchor.constraint(equalTo: view.topAnchor, constant: CGFloat(i)),
                    v.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    v.widthAnchor.constraint(equalToConstant: 10),
                    v.heightAnchor.constraint(equalToConstant: 1),
                ])
            }
            """
            return ([loop], "")
        }
    }

    static func run(n: Int, clock: () -> Double, only: String?) -> Measured {
        var m = Measured()
        for phase in phases where only == nil || only == phase {
            var runner = Runner(style: ReportStyle(width: 60))
            let (measured, probe) = entries(phase: phase, n: n)
            let t0 = clock()
            for entry in measured { _ = runner.output(of: entry) }
            m.micros[phase] = clock() - t0
            if !probe.isEmpty { _ = runner.output(of: probe) }
            if runner.failures > 0 { m.problems.append("\(phase): \(runner.failures) entries failed") }
            let layout = runner.session.layout
            switch phase {
            case "append", "lets":
                let height = layout.id(of: "probe").map { layout.frame(of: $0).size.height } ?? .nan
                if height != Double(n) { m.problems.append("\(phase): the probe is \(height) tall, expected \(n)") }
            case "text":
                let expected = TextMetrics.roundedUp(TextMetrics.lineHeight(fontSize: 17), scale: TextMetrics.defaultScale)
                let height = layout.id(of: "label").map { layout.frame(of: $0).size.height } ?? .nan
                if height != expected { m.problems.append("text: the label is \(height) tall, expected \(expected)") }
            default:
                let lowest = layout.viewsInTreeOrder.map { layout.frame(of: $0).origin.y }.max() ?? .nan
                let count = layout.viewsInTreeOrder.count - 1
                if lowest != Double(n - 1) || count != n {
                    m.problems.append("anchors: \(count) views, the lowest at y \(lowest); expected \(n), at y \(n - 1)")
                }
            }
        }
        return m
    }
}

/// Runs the `eval` workload at `n/4`, `n/2` and `n`, `reps` times each, and prints a RESULT line
/// per phase and size (the median session, in milliseconds) and, per phase, the ratios when the
/// size doubles: about 2 when the cost is in proportion to the size.
func runEvalBenchmark(n: Int, reps: Int, cpu: Bool, only: String? = nil) -> Int32 {
    guard n >= 8 else {
        print("error: the eval workload needs --n of 8 or more")
        return 2
    }
    if let only, !EvalWorkload.phases.contains(only) {
        print("error: the eval workload's phases are \(EvalWorkload.phases.joined(separator: ", "))")
        return 2
    }
    let sizes = DoublingSizes.sizes(n)
    var medians: [String: [Double]] = [:]
    var status: Int32 = 0
    for size in sizes {
        var runs: [EvalWorkload.Measured] = []
        for _ in 0..<max(1, reps) { runs.append(EvalWorkload.run(n: size, clock: cpu ? cpuMicros : monotonicMicros, only: only)) }
        DoublingSizes.recordMedians("eval", size: size, phases: EvalWorkload.phases.filter { only == nil || only == $0 },
                                    runs: runs.map(\.micros), cpu: cpu, into: &medians)
        if !DoublingSizes.check(size: size, checksum: 0, expected: 0, problems: runs.map(\.problems)) { status = 1 }
    }
    DoublingSizes.printRatios("eval", phases: EvalWorkload.phases.filter { only == nil || only == $0 }, figures: medians, sizes: sizes,
                              label: "time when the size doubles")
    return status
}
