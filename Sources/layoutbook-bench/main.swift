import Cassowary
#if canImport(Glibc)
import Glibc
#endif

/// `layoutbook-bench --workload W1|W2|W3|W4 --n N --reps R --budget-s B [--ops 1000]`
/// prints one `RESULT` line as shared/bench/WORKLOADS.md specifies; exit 1 on a wrong checksum.
/// `--workload layout [--rotations 100] [--lines 0|1]` drives the layout model instead (see
/// ``LayoutWorkload``) and prints one line per phase: build, change, rotate.
/// `--workload repl --n N --reps R [--ops 100] [--clock wall|cpu] [--phase constant|tail-constant|add|remove|undo|redo]` times the shell's commands at a grown session, one
/// line per kind of command (see ``ReplWorkload``); with `--against M [--rounds 5]` and a phase
/// of ``ReplRatio/phases``, the ratio of its medians at the two sizes, in one process.
/// `--workload declare --n N --reps R [--clock wall|cpu]`: views declared, then constrained, one
/// entry each, at `n/4`, `n/2` and `n` views (see ``DeclareWorkload``).
/// `--workload crowd --n N --reps R [--clock wall|cpu] [--phase levels|pairs|column]`: priority levels on one view, then an
/// inequality between every pair of views, one line each, at `n/4`, `n/2` and `n` lines (see
/// ``CrowdWorkload``).
/// `--workload eval --n N --reps R [--clock wall|cpu] [--phase append|lets|text|anchors]`: the
/// pasted-Swift evaluator's loops and one-line entries at `n/4`, `n/2` and `n` (see ``EvalWorkload``).
/// `--workload serve --n N [--ops 100]`: a one-line `run` request through `serve`'s protocol
/// against the same entry through the runner (see ``ServeWorkload``).

func monotonicMicros() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3
}

/// The CPU time this process has used: on a machine shared with other work a command's CPU time
/// moves far less than its wall time (the process is single-threaded).
func cpuMicros() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3
}

func statusKB(_ key: String) -> Int {
    guard let f = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 512)
    while fgets(&line, 512, f) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix(key + ":") {
            return Int(text.dropFirst(key.count + 1).filter(\.isNumber)) ?? 0
        }
    }
    return 0
}

struct Options {
    var workload = "W1"
    var n = 1000
    var reps = 5
    var budget = 60.0
    /// Operations per repetition: 1000 for W2 and W3 unless given; commands per phase for repl (100).
    var ops: Int?
    /// The layout workload's rotations and its labels' numberOfLines.
    var rotations = 100
    var lines = 0
    /// The repl workload's clock: `wall` (what a user waits for) or `cpu` (see ``cpuMicros()``).
    var clock = "wall"
    /// The repl workload's one phase to time after the build (`constant`, `tail-constant`, `add`, `remove`, `undo` or `redo`),
    /// for a profile of that phase alone; nil for every phase.
    var phase: String?
    /// With `phase`: the other size the repl workload times the phase at in the same process,
    /// for the ratio of the two medians (see ``ReplRatio``), over `rounds` rounds.
    var against: Int?
    var rounds = 5
}

func parseOptions() -> Options? {
    var o = Options()
    var args = CommandLine.arguments.dropFirst().makeIterator()
    while let flag = args.next() {
        guard let value = args.next() else { return nil }
        switch flag {
        case "--workload": o.workload = value
        case "--n": guard let v = Int(value) else { return nil }; o.n = v
        case "--reps": guard let v = Int(value) else { return nil }; o.reps = v
        case "--budget-s": guard let v = Double(value) else { return nil }; o.budget = v
        case "--ops": guard let v = Int(value) else { return nil }; o.ops = v
        case "--rotations": guard let v = Int(value) else { return nil }; o.rotations = v
        case "--lines": guard let v = Int(value), v >= 0 else { return nil }; o.lines = v
        case "--clock": guard value == "wall" || value == "cpu" else { return nil }; o.clock = value
        case "--phase":
            guard ReplWorkload.singlePhases.contains(value) || CrowdWorkload.phases.contains(value) || EvalWorkload.phases.contains(value) else { return nil }
            o.phase = value
        case "--against": guard let v = Int(value) else { return nil }; o.against = v
        case "--rounds": guard let v = Int(value) else { return nil }; o.rounds = v
        default: return nil
        }
    }
    return o
}

func format17(_ x: Double) -> String {
    // 17 significant digits, as the protocol asks; integers print without a fraction.
    if x == x.rounded(), abs(x) < 1e17 { return String(Int64(x)) }
    var buffer = [CChar](repeating: 0, count: 64)
    _ = withVaList([x]) { vsnprintf(&buffer, 64, "%.17g", $0) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

func fixed(_ x: Double, _ digits: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    _ = withVaList([x]) { vsnprintf(&buffer, 64, "%.\(digits)f", $0) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// One repetition: (microseconds, units, checksum).
func runOnce(_ o: Options, deadline: Double) throws -> (Double, Int, Double) {
    switch o.workload {
    case "W1":
        let t0 = monotonicMicros()
        let built = try Workload.stack(n: o.n)
        let sum = Workload.readAll(built.solver, built.all)
        let t1 = monotonicMicros()
        withExtendedLifetime(built) {}
        return (t1 - t0, 4 * o.n + 12, sum)
    case "W2":
        var built = try Workload.stack(n: o.n, fixedRoot: false)
        let strong = Priority.high
        try built.solver.addEditVariable(built.root.width, priority: strong)
        try built.solver.addEditVariable(built.root.height, priority: strong)
        try built.solver.suggestValue(built.root.width, 375)
        try built.solver.suggestValue(built.root.height, 667)
        var sum = 0.0
        var done = 0
        let t0 = monotonicMicros()
        for i in 0..<(o.ops ?? 1000) {
            let (w, h): (Double, Double) = i % 2 == 0 ? (667, 375) : (375, 667)
            try built.solver.suggestValue(built.root.width, w)
            try built.solver.suggestValue(built.root.height, h)
            sum += Workload.readAll(built.solver, built.all)
            done += 1
            if monotonicMicros() > deadline { break }
        }
        return (monotonicMicros() - t0, done, sum)
    case "W3":
        var built = try Workload.stack(n: o.n)
        guard var handle = built.link500 else { throw SolverError.unknownConstraint(ConstraintID(-1)) }
        // built.all lists root, scroll, content, then the children, four variables each.
        let top500: Variable = built.all[12 + 4 * 500 + 1]
        let top499: Variable = built.all[12 + 4 * 499 + 1]
        let height499: Variable = built.all[12 + 4 * 499 + 3]
        var sum = 0.0
        var done = 0
        let t0 = monotonicMicros()
        for i in 1...(o.ops ?? 1000) {
            try built.solver.remove(handle)
            let s = 8 + Double(i % 10)
            let link = Constraint(Expression(top500), .equal, top499 + height499 + s)
            handle = try built.solver.add(link)
            sum += Workload.readAll(built.solver, built.all)
            done += 1
            if monotonicMicros() > deadline { break }
        }
        return (monotonicMicros() - t0, done, sum)
    case "W4":
        let t0 = monotonicMicros()
        let built = try Workload.grid()
        let sum = Workload.readAll(built.solver, built.all)
        let t1 = monotonicMicros()
        withExtendedLifetime(built) {}
        return (t1 - t0, 4504, sum)
    default:
        throw SolverError.nonFinite("workload")
    }
}

/// The closed-form checksum for `ops` operations (W2, W3) or one build (W1, W4).
func expectedChecksum(_ o: Options, ops: Int) -> Double {
    let n = Double(o.n)
    let tops: Double = 52 * n * (n - 1) / 2
    let stack: Double = (52 * n - 8) + tops + 44 * n
    switch o.workload {
    case "W1":
        let roots: Double = 2 * 1042 + 375
        return roots + stack + 375 * n
    case "W2":
        // Per op: the W1 sums with the root w×h; widths: root, scroll, content and n children.
        var total = 0.0
        for i in 0..<ops {
            let (w, h): (Double, Double) = i % 2 == 0 ? (667, 375) : (375, 667)
            let widths: Double = 2 * (w + h) + w + w * n
            total += widths + stack
        }
        return total
    case "W3":
        var total = 0.0
        let roots: Double = 2 * 1042 + 375
        let base: Double = roots + stack + 375 * n
        for i in 1...max(ops, 1) where i <= ops {
            let shift = Double(i % 10)
            // children 500…n-1 move down by shift, and so does content.height.
            total += base + shift * (n - 500) + shift
        }
        return total
    case "W4":
        let w = 127.0 / 30, h = 419.0 / 30
        let across: Double = 30 * (240 + 435 * (w + 8))
        let down: Double = 30 * (240 + 435 * (h + 8))
        return 1042 + across + down + 900 * w + 900 * h
    default:
        return .nan
    }
}

if let options = parseOptions(), options.workload == "passes" {
    exit(PassesWorkload.run(n: options.n, reps: options.reps))
}
if let options = parseOptions(), options.workload == "repl", let other = options.against {
    exit(ReplRatio.run(n: options.n, against: other, phase: options.phase ?? "constant", k: options.ops ?? 100,
                       rounds: options.rounds, clock: options.clock == "cpu" ? cpuMicros : monotonicMicros))
}
if let options = parseOptions(), options.workload == "repl" {
    exit(runReplBenchmark(n: options.n, k: options.ops ?? 100, reps: options.reps, cpu: options.clock == "cpu",
                          only: options.phase))
}
if let options = parseOptions(), options.workload == "paste" {
    exit(runPasteBenchmark(n: options.n, reps: options.reps))
}
if let options = parseOptions(), options.workload == "log" {
    exit(runLogWorkload(n: options.n, reps: options.reps))
}
if let options = parseOptions(), options.workload == "serve" {
    exit(ServeWorkload.run(n: options.n, k: options.ops ?? 100, clock: options.clock == "cpu" ? cpuMicros : monotonicMicros))
}
if let options = parseOptions(), options.workload == "declare" {
    exit(runDeclareBenchmark(n: options.n, reps: options.reps, cpu: options.clock == "cpu"))
}
if let options = parseOptions(), options.workload == "copies" {
    exit(runCopiesBenchmark(n: options.n, reps: options.reps, cpu: options.clock == "cpu"))
}
if let options = parseOptions(), options.workload == "crowd" {
    exit(runCrowdBenchmark(n: options.n, reps: options.reps, cpu: options.clock == "cpu", only: options.phase))
}
if let options = parseOptions(), options.workload == "eval" {
    exit(runEvalBenchmark(n: options.n, reps: options.reps, cpu: options.clock == "cpu", only: options.phase))
}
if let options = parseOptions(), options.workload == "shell" {
    exit(runShellBenchmark(n: options.n, reps: options.reps))
}
guard let options = parseOptions(), ["W1", "W2", "W3", "W4", "layout"].contains(options.workload) else {
    print("usage: layoutbook-bench --workload W1|W2|W3|W4|layout|repl|passes|paste|shell|log|serve|declare|copies|crowd|eval --n N --reps R --budget-s B [--ops 1000]"
        + " [--rotations 100] [--lines 0|1] [--clock wall|cpu] [--phase constant|tail-constant|add|remove|undo|redo|levels|pairs|column|append|lets|text|anchors]"
        + " [--against M --rounds 5]")
    exit(2)
}
if options.workload == "layout" { exit(runLayoutWorkload(options) ? 0 : 1) }
let rssBase = statusKB("VmRSS")
let start = monotonicMicros()
let deadline = start + options.budget * 1e6
var perUnit: [Double] = []
var totals: [Double] = []
var lastUnits = 0
var lastChecksum = 0.0
do {
    for _ in 0..<max(1, options.reps) {
        let (micros, units, checksum) = try runOnce(options, deadline: deadline)
        perUnit.append(micros / Double(max(units, 1)))
        totals.append(micros)
        lastUnits = units
        lastChecksum = checksum
        if monotonicMicros() > deadline { break }
    }
} catch {
    print("error: \(error)")
    exit(1)
}
let sortedUnit = perUnit.sorted()
let sortedTotal = totals.sorted()
let median = sortedUnit[sortedUnit.count / 2]
let expected = expectedChecksum(options, ops: lastUnits)
let ok = abs(lastChecksum - expected) <= 1e-9 * max(1, abs(expected))
let peer = getenv("BENCH_PEER_NAME").map { String(cString: $0) } ?? "layoutbook"
let unit = options.workload == "W2" || options.workload == "W3" ? "us/op" : "us/constraint"
print("RESULT peer=\(peer) workload=\(options.workload) n=\(options.workload == "W4" ? 900 : options.n) units=\(lastUnits) unit=\(unit) median=\(fixed(median, 4)) min=\(fixed(sortedUnit.first ?? 0, 4)) max=\(fixed(sortedUnit.last ?? 0, 4)) reps=\(perUnit.count) median_total_ms=\(fixed(sortedTotal[sortedTotal.count / 2] / 1000, 3)) checksum=\(format17(lastChecksum)) rss_base_kb=\(rssBase) peak_rss_kb=\(statusKB("VmHWM"))")
if !ok {
    print("error: checksum \(format17(lastChecksum)) differs from the closed form \(format17(expected))")
    exit(1)
}
