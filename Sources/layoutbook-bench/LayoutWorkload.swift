#if canImport(Glibc)
import Glibc
#endif
import Layout

/// The `layout` workload: the UIKit model over the solver, as the REPL drives it.
///
/// A full-screen scroll view holds `n` labels stacked vertically: each is pinned left, right and
/// width to the scroll view and its top to the previous label's bottom + 8 (the first to the
/// content's top, the last's bottom to the content's bottom). The labels have `numberOfLines`
/// `lines` (0 by default: wrapping labels that are re-measured after every change) and a short
/// text, `"Label i"`, that fits on one line at either screen width, so each is 20 tall (17 pt).
///
/// Three timed phases per repetition:
/// - **build**: adding the views and their constraints one at a time (µs per view);
/// - **change**: `label_{n/2}.top == label_{n/2−1}.bottom + s` with `s = 8 + (i mod 10)`,
///   i = 1 … ops, one constant change each (µs per change);
/// - **rotate**: `rotate()` `rotations` times (µs per rotation).
/// After each step the scroll view's contentSize is read and added into the checksum.
struct LayoutWorkload {
    var n: Int
    var ops: Int
    var rotations: Int
    var lines: Int

    struct Rep {
        var buildMicros = 0.0, changeMicros = 0.0, rotateMicros = 0.0
        var changes = 0, rotated = 0
        var checksum = 0.0
    }

    /// Per label: one 17-pt line (20.333 tall at the bare screen's @3x), 8 apart; the content
    /// height with the changed spacing `s`.
    func contentHeight(spacingChange extra: Double) -> Double {
        let line = TextMetrics.roundedUp(TextMetrics.lineHeight(fontSize: 17), scale: TextMetrics.defaultScale)
        return (line + 8) * Double(n) - 8 + extra
    }

    /// The checksum in closed form for `changes` changes and `rotated` rotations.
    func expectedChecksum(changes: Int, rotated: Int) -> Double {
        var sum = contentHeight(spacingChange: 0)  // after the build
        for i in stride(from: 1, through: changes, by: 1) { sum += contentHeight(spacingChange: Double(i % 10)) }
        let last = contentHeight(spacingChange: changes > 0 ? Double(changes % 10) : 0)
        for r in 0..<rotated {
            // The first rotation makes the screen 667 wide, the next 375 again.
            sum += (r % 2 == 0 ? 667 : 375) + last
        }
        return sum
    }

    func run(deadline: Double) throws -> Rep {
        var rep = Rep()
        var l = Layout()
        let t0 = monotonicMicros()
        let sv = try l.addView("sv", kind: .scrollView)
        for a in [Attribute.top, .left, .bottom, .right] {
            try l.activate(LayoutConstraint(.view(sv), a, .equal, .view(.root), a))
        }
        var previous: ViewID? = nil
        var change: LayoutConstraintID? = nil
        for i in 0..<n {
            let label = try l.addView("label_\(i)", kind: .label, in: sv)
            try l.setLabel(label, text: "Label \(i)", numberOfLines: lines)
            try l.activate(LayoutConstraint(.view(label), .left, .equal, .view(sv), .left))
            try l.activate(LayoutConstraint(.view(label), .right, .equal, .view(sv), .right))
            try l.activate(LayoutConstraint(.view(label), .width, .equal, .view(sv), .width))
            if let previous {
                let link = try l.activate(LayoutConstraint(.view(label), .top, .equal, .view(previous), .bottom,
                                                           constant: 8))
                if i == n / 2 { change = link }
            } else {
                try l.activate(LayoutConstraint(.view(label), .top, .equal, .view(sv), .top))
            }
            previous = label
        }
        if let previous { try l.activate(LayoutConstraint(.view(previous), .bottom, .equal, .view(sv), .bottom)) }
        rep.checksum += l.scrollInfo(sv)?.contentSize.height ?? .nan
        let t1 = monotonicMicros()
        rep.buildMicros = t1 - t0

        if let change {
            for i in 1...max(ops, 1) where i <= ops {
                try l.setConstant(change, 8 + Double(i % 10))
                rep.checksum += l.scrollInfo(sv)?.contentSize.height ?? .nan
                rep.changes += 1
                if monotonicMicros() > deadline { break }
            }
        }
        let t2 = monotonicMicros()
        rep.changeMicros = t2 - t1

        for _ in 0..<rotations {
            l.rotate()
            let size = l.scrollInfo(sv)?.contentSize ?? Size(width: .nan, height: .nan)
            rep.checksum += size.width + size.height
            rep.rotated += 1
            if monotonicMicros() > deadline { break }
        }
        rep.rotateMicros = monotonicMicros() - t2
        withExtendedLifetime(l) {}
        return rep
    }
}

/// Runs the `layout` workload and prints one RESULT line per phase; false on a wrong checksum.
func runLayoutWorkload(_ o: Options) -> Bool {
    let workload = LayoutWorkload(n: o.n, ops: o.ops ?? 1000, rotations: o.rotations, lines: o.lines)
    let rssBase = statusKB("VmRSS")
    let deadline = monotonicMicros() + o.budget * 1e6
    var reps: [LayoutWorkload.Rep] = []
    do {
        for _ in 0..<max(1, o.reps) {
            reps.append(try workload.run(deadline: deadline))
            if monotonicMicros() > deadline { break }
        }
    } catch {
        print("error: \(error)")
        return false
    }
    guard let last = reps.last else { return false }
    let expected = workload.expectedChecksum(changes: last.changes, rotated: last.rotated)
    let ok = abs(last.checksum - expected) <= 1e-9 * max(1, abs(expected))
    let peer = getenv("BENCH_PEER_NAME").map { String(cString: $0) } ?? "layoutbook"
    let peak = statusKB("VmHWM")
    let phases: [(String, String, (LayoutWorkload.Rep) -> (Double, Int))] = [
        ("build", "us/view", { ($0.buildMicros, o.n) }),
        ("change", "us/change", { ($0.changeMicros, $0.changes) }),
        ("rotate", "us/rotation", { ($0.rotateMicros, $0.rotated) }),
    ]
    for (phase, unit, measure) in phases {
        let perUnit = reps.map { rep in let (t, u) = measure(rep); return t / Double(max(u, 1)) }.sorted()
        let totals = reps.map { measure($0).0 }.sorted()
        print("RESULT peer=\(peer) workload=layout phase=\(phase) lines=\(o.lines) n=\(o.n) units=\(measure(last).1) unit=\(unit) median=\(fixed(perUnit[perUnit.count / 2], 4)) min=\(fixed(perUnit.first ?? 0, 4)) max=\(fixed(perUnit.last ?? 0, 4)) reps=\(reps.count) median_total_ms=\(fixed(totals[totals.count / 2] / 1000, 3)) checksum=\(format17(last.checksum)) rss_base_kb=\(rssBase) peak_rss_kb=\(peak)")
    }
    if !ok {
        print("error: checksum \(format17(last.checksum)) differs from the closed form \(format17(expected))")
    }
    return ok
}
