import Layout
import Notebook
import Rendering

/// The `copies` workload: one pasted `viewDidLoad` whose `NSLayoutConstraint.activate` list holds
/// `box.trailingAnchor.constraint(equalTo: view.trailingAnchor)` N times over (a line pasted again
/// and again, as the fuzzer found it), at three sizes (`n/4`, `n/2`, `n`) in one process, so that
/// whether the cost grows with the copies shows as a ratio. Two phases, each one entry through
/// the runner the shell uses (parse, solve, warnings with their fixes tried, the picture):
///
/// - `conflict`: box keeps its autoresizing mask (a 0×0 frame), so each copy breaks against it
///   and the screen's width, and each gets its conflict block with the fixes tried on copies of
///   the layout; `box.height == 44` breaks too: N + 1 blocks;
/// - `hold`: the same paste with the mask turned off first: the copies hold as one, and box is
///   0, 0, 375 × 44.
///
/// The checksum is the conflict blocks printed plus box's width in `hold`: N + 1 + 375.
enum CopiesWorkload {
    static let phases = ["conflict", "hold"]

    static func paste(copies: Int, maskOff: Bool) -> String {
        var text = "let box = UIView()\noverride func viewDidLoad() {\n    super.viewDidLoad()\n    view.addSubview(box)\n"
        if maskOff { text += "    box.translatesAutoresizingMaskIntoConstraints = false\n" }
        text += "    NSLayoutConstraint.activate([\n"
        text += "        box.topAnchor.constraint(equalTo: view.topAnchor),\n"
        text += "        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),\n"
        text += "        box.heightAnchor.constraint(equalToConstant: 44),\n"
        for _ in 0..<copies { text += "        box.trailingAnchor.constraint(equalTo: view.trailingAnchor),\n" }
        text += "    ])\n}"
        return text
    }

    struct Measured {
        var micros: [String: Double] = [:]
        var checksum = Double.nan
        var problems: [String] = []
    }

    static func run(copies: Int, clock: () -> Double) -> Measured {
        var m = Measured()
        var blocks = 0
        var width = Double.nan
        for phase in phases {
            var runner = Runner(style: ReportStyle(width: 60))
            let t0 = clock()
            let printed = runner.output(of: paste(copies: copies, maskOff: phase == "hold"))
            m.micros[phase] = clock() - t0
            if runner.failures > 0 { m.problems.append("\(phase): the paste failed") }
            let found = printed.components(separatedBy: "Unable to simultaneously satisfy constraints.").count - 1
            let layout = runner.session.layout
            if phase == "conflict" {
                blocks = found
                if found != copies + 1 { m.problems.append("conflict: \(found) conflict blocks, expected \(copies + 1)") }
            } else {
                let frame = layout.id(of: "box").map(layout.frame(of:))
                width = frame?.size.width ?? .nan
                if found != 0 || frame != Rect(x: 0, y: 0, width: 375, height: 44) {
                    m.problems.append("hold: \(found) conflicts, box at \(frame.map { "\($0)" } ?? "nowhere")")
                }
            }
        }
        m.checksum = Double(blocks) + width
        return m
    }
}

/// Runs the `copies` workload at `n/4`, `n/2` and `n` copies, `reps` times each, and prints a
/// RESULT line per phase and size (the median entry) and, per phase, the ratios when the
/// copies double: about 2 when the cost is in proportion to the copies.
func runCopiesBenchmark(n: Int, reps: Int, cpu: Bool) -> Int32 {
    guard n >= 8 else {
        print("error: the copies workload needs --n 8 or more")
        return 2
    }
    let sizes = DoublingSizes.sizes(n)
    let unit = cpu ? "ms_cpu/entry" : "ms/entry"
    var medians: [String: [Double]] = [:]
    var status: Int32 = 0
    for size in sizes {
        var runs: [CopiesWorkload.Measured] = []
        for _ in 0..<max(1, reps) { runs.append(CopiesWorkload.run(copies: size, clock: cpu ? cpuMicros : monotonicMicros)) }
        for phase in CopiesWorkload.phases {
            let samples = runs.compactMap { $0.micros[phase] }.sorted()
            let median = samples[samples.count / 2]
            medians[phase, default: []].append(median)
            print("RESULT peer=layoutbook workload=copies phase=\(phase) n=\(size) units=1 unit=\(unit) median=\(fixed(median / 1000, 1)) reps=\(runs.count)")
        }
        let expected = Double(size + 1 + 375)
        let problems = runs.map(\.problems)
        if !DoublingSizes.check(size: size, checksum: runs.last?.checksum ?? .nan, expected: expected, problems: problems) {
            status = 1
        }
    }
    DoublingSizes.printRatios("copies", phases: CopiesWorkload.phases, figures: medians, sizes: sizes,
                              label: "time when the copies double")
    return status
}
