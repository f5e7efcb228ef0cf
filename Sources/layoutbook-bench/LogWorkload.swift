#if canImport(Glibc)
import Glibc
#endif
import ConflictLog
import Notebook
import Rendering

/// The `log` workload: a conflict log of `n` entries answered as the prompt answers a paste —
/// parse, rebuild, solve, minimal set, fixes tried on copies, the text with its picture.
///
/// The log is a cell's content view with `(n − 2) / 2` labels chained top to bottom (each 20
/// tall, 8 below the one above), the last 8 above the bottom, and UIKit's encapsulated height
/// of 44: every entry is in the conflict, the worst case for the minimal set. One line:
/// `RESULT … workload=log n=N unit=ms/log median=…`, with the minimal set's size as checksum
/// (it must be n).
func runLogWorkload(n: Int, reps: Int) -> Int32 {
    let only = getenv("LOG_SHAPE").map { String(cString: $0) }
    let chain = only == nil || only == "chain" ? runLogWorkload(n: n, reps: reps, shape: "chain") : 0
    let form = only == nil || only == "form" ? runLogWorkload(n: n, reps: reps, shape: "form") : 0
    // Only when asked for (`LOG_SHAPE=cycle`): it grows with the square, and would make the
    // default run at a few thousand entries take minutes.
    let cycle = only == "cycle" ? runLogWorkload(n: n, reps: reps, shape: "cycle") : 0
    return chain == 0 && form == 0 && cycle == 0 ? 0 : 1
}

/// `shape` "chain": every entry in the conflict (above). "form": the same labels pinned only
/// horizontally (leading and trailing, 2 entries each) and one cell's image view in a
/// 4-entry conflict with the encapsulated height: the usual log, a long list and a small set.
/// "cycle": n views in a ring, each 8 below the next (``cycleLog(views:)``).
func runLogWorkload(n: Int, reps: Int, shape: String) -> Int32 {
    let labels = max(1, (n - 2) / 2)
    let text: String
    let expectedSet: Int
    switch shape {
    case "chain": (text, expectedSet) = (chainLog(labels: labels), 2 * labels + 2)
    case "cycle": (text, expectedSet) = (cycleLog(views: max(2, n)), 2 * max(2, n))
    default: (text, expectedSet) = (formLog(labels: max(1, (n - 4) / 2)), 4)
    }
    var times: [Double] = []
    var checksum = 0
    var phases: [(parse: Double, rebuild: Double, answer: Double)] = []
    for _ in 0..<max(1, reps) {
        let t0 = monotonicMicros()
        var runner = Runner(style: ReportStyle(width: 100))
        let printed = runner.output(of: text)
        let t1 = monotonicMicros()
        times.append((t1 - t0) / 1000)
        guard let log = try? LogParser.parse(text) else {
            print("error: the generated log does not parse")
            return 1
        }
        let t2 = monotonicMicros()
        let rebuild = Rebuild(log)
        let t3 = monotonicMicros()
        let answer = Answer(log)
        let t4 = monotonicMicros()
        checksum = answer.minimalSet.count
        phases.append((t2 - t1, t3 - t2, t4 - t3))
        withExtendedLifetime(rebuild) {}
        if printed.isEmpty { return 1 }
    }
    let sorted = times.sorted()
    let entries = (try? LogParser.parse(text).entries.count) ?? 0
    print("RESULT peer=layoutbook workload=log-\(shape) n=\(entries) units=1 unit=ms/log median=\(fixed(sorted[sorted.count / 2], 3)) "
        + "min=\(fixed(sorted.first ?? 0, 3)) max=\(fixed(sorted.last ?? 0, 3)) reps=\(times.count) "
        + "checksum=\(checksum) peak_rss_kb=\(statusKB("VmHWM"))")
    if let p = phases.sorted(by: { $0.answer < $1.answer }).dropFirst(phases.count / 2).first {
        print("  parse \(fixed(p.parse / 1000, 1)) ms · rebuild and solve \(fixed(p.rebuild / 1000, 1)) ms · "
            + "rebuild, solve and fixes \(fixed(p.answer / 1000, 1)) ms")
    }
    if checksum != expectedSet {
        print("error: the minimal set has \(checksum) constraints, not \(expectedSet)")
        return 1
    }
    return 0
}

func chainLog(labels n: Int) -> String {
    var lines = ["2026-03-01 08:00:00.000000+0000 Bench[1:1] [LayoutConstraints] Unable to simultaneously satisfy constraints.", "("]
    let content = "UITableViewCellContentView:0x7000a0"
    func label(_ i: Int) -> String { "UILabel:0x7100\(String(i, radix: 16))'Row \(i)'" }
    var address = 0x6000_0000
    func next() -> String {
        address += 0xa0
        return "0x" + String(address, radix: 16)
    }
    for i in 0..<n {
        lines.append("    \"<NSLayoutConstraint:\(next()) \(label(i)).height == 20   (active)>\",")
        let above = i == 0 ? "\(content).top" : "\(label(i - 1)).bottom"
        lines.append("    \"<NSLayoutConstraint:\(next()) \(label(i)).top == \(above) + 8   (active)>\",")
    }
    lines.append("    \"<NSLayoutConstraint:\(next()) \(content).bottom == \(label(n - 1)).bottom + 8   (active)>\",")
    lines.append("    \"<NSLayoutConstraint:\(next()) 'UIView-Encapsulated-Layout-Height' \(content).height == 44   (active)>\"")
    lines.append(")")
    return lines.joined(separator: "\n")
}

func formLog(labels n: Int) -> String {
    var lines = ["Unable to simultaneously satisfy constraints.", "("]
    let content = "UITableViewCellContentView:0x7000a0"
    var address = 0x6000_0000
    func next() -> String {
        address += 0xa0
        return "0x" + String(address, radix: 16)
    }
    for i in 0..<n {
        let label = "UILabel:0x7100\(String(i, radix: 16))'Field \(i)'"
        lines.append("    \"<NSLayoutConstraint:\(next()) H:|-(16)-[\(label)]   (active, names: '|':\(content) )>\",")
        lines.append("    \"<NSLayoutConstraint:\(next()) H:[\(label)]-(16)-|   (active, names: '|':\(content) )>\",")
    }
    let image = "UIImageView:0x7200a0"
    lines.append("    \"<NSLayoutConstraint:\(next()) \(image).height == 120   (active)>\",")
    lines.append("    \"<NSLayoutConstraint:\(next()) V:|-(12)-[\(image)]   (active, names: '|':\(content) )>\",")
    lines.append("    \"<NSLayoutConstraint:\(next()) V:[\(image)]-(12)-|   (active, names: '|':\(content) )>\",")
    lines.append("    \"<NSLayoutConstraint:\(next()) 'UIView-Encapsulated-Layout-Height' \(content).height == 44   (active)>\"")
    lines.append(")")
    return lines.joined(separator: "\n")
}

/// n views in a ring, each one's top 8 below the next one's bottom, the last's below the first's:
/// the heights would have to add up to −8n. Every edge and every view's `height >= 0` is needed,
/// so the minimal set is 2n, and the row that closes the ring holds every edge's slack — each
/// question the search for it asks costs the ring's length.
func cycleLog(views n: Int) -> String {
    var lines = ["Unable to simultaneously satisfy constraints.", "("]
    func view(_ i: Int) -> String { "UIView:0x7300\(String(i % n, radix: 16))" }
    var address = 0x6000_0000
    for i in 0..<n {
        address += 0xa0
        let comma = i == n - 1 ? "" : ","
        lines.append("    \"<NSLayoutConstraint:0x\(String(address, radix: 16)) \(view(i)).top == \(view(i + 1)).bottom + 8   (active)>\"\(comma)")
    }
    lines.append(")")
    return lines.joined(separator: "\n")
}
