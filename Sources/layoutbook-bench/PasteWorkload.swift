import Language
import Layout

/// The `paste` workload: one generated view controller of about `n` lines pasted as a single
/// entry — a class with a label per seven lines, each added to a scroll view's content view and
/// chained with SnapKit — read, checked and run by the Swift front end; then the same paste with
/// its last `}` missing, which must be refused as fast.
///
/// Every label is one line of the 17-pt metric, 61/3 = 20.333 tall at the default @3x, with 8
/// between and 8 at each end, so the checksum — the content height — is `(61/3 + 8) × labels + 8`.
enum PasteWorkload {
    static func labels(forLines n: Int) -> Int { max(1, (n - 20) / 7) }

    static func source(lines n: Int) -> String {
        let count = labels(forLines: n)
        var text = "import UIKit\nimport SnapKit\n\nfinal class GeneratedViewController: UIViewController {\n"
        text += "    private let scrollView = UIScrollView()\n    private let contentView = UIView()\n"
        for i in 0..<count { text += "    private let label\(i) = UILabel()\n" }
        text += "\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.addSubview(scrollView)\n"
        text += "        scrollView.addSubview(contentView)\n"
        text += "        scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }\n"
        text += "        contentView.snp.makeConstraints { make in\n            make.edges.equalToSuperview()\n"
        text += "            make.width.equalTo(scrollView)\n        }\n"
        for i in 0..<count {
            text += "        label\(i).text = \"Row \\(\(i))\"\n"
            text += "        contentView.addSubview(label\(i))\n"
            text += "        label\(i).snp.makeConstraints { make in\n"
            text += i == 0 ? "            make.top.equalToSuperview().offset(8)\n"
                : "            make.top.equalTo(label\(i - 1).snp.bottom).offset(8)\n"
            text += i == count - 1 ? "            make.left.right.bottom.equalToSuperview().inset(8)\n"
                : "            make.left.right.equalToSuperview().inset(8)\n"
            text += "        }\n"
        }
        text += "    }\n}\n"
        return text
    }

    static func expectedChecksum(lines n: Int) -> Double {
        (TextMetrics.roundedUp(TextMetrics.lineHeight(fontSize: 17), scale: TextMetrics.defaultScale) + 8) * Double(labels(forLines: n)) + 8
    }
}

func runPasteBenchmark(n: Int, reps: Int) -> Int32 {
    let rssBase = statusKB("VmRSS")
    let paste = PasteWorkload.source(lines: n)
    let lines = paste.split(separator: "\n", omittingEmptySubsequences: false).count
    let unclosed = String(paste.dropLast(2))
    var runMicros: [Double] = []
    var refuseMicros: [Double] = []
    var checksum = Double.nan
    var failed = false
    for _ in 0..<max(1, reps) {
        var session = Session()
        let t0 = monotonicMicros()
        let outcome = session.run(paste)
        runMicros.append(monotonicMicros() - t0)
        failed = failed || outcome.failed
        let layout = session.layout
        checksum = layout.id(of: "scrollView").flatMap { layout.scrollInfo($0)?.contentSize.height } ?? .nan
        var refusing = Session()
        let t1 = monotonicMicros()
        let refused = refusing.run(unclosed)
        refuseMicros.append(monotonicMicros() - t1)
        failed = failed || !refused.failed
    }
    runMicros.sort()
    refuseMicros.sort()
    let run = runMicros[runMicros.count / 2]
    let refuse = refuseMicros[refuseMicros.count / 2]
    print("RESULT peer=layoutbook workload=paste phase=run n=\(lines) units=\(lines) unit=us/line median=\(fixed(run / Double(lines), 2)) total_ms=\(fixed(run / 1000, 1)) reps=\(runMicros.count) checksum=\(format17(checksum)) rss_base_kb=\(rssBase) peak_rss_kb=\(statusKB("VmHWM"))")
    print("RESULT peer=layoutbook workload=paste phase=unclosed n=\(lines) units=\(lines) unit=us/line median=\(fixed(refuse / Double(lines), 2)) total_ms=\(fixed(refuse / 1000, 1)) reps=\(refuseMicros.count)")
    if failed {
        print("error: the paste failed, or the unclosed paste was not refused")
        return 1
    }
    // The solver sums thirds: equal to the closed form to within rounding.
    if !(abs(checksum - PasteWorkload.expectedChecksum(lines: n)) <= 1e-9 * PasteWorkload.expectedChecksum(lines: n)) {
        print("error: checksum \(format17(checksum)) differs from the closed form \(format17(PasteWorkload.expectedChecksum(lines: n)))")
        return 1
    }
    return 0
}
