import Testing

/// Compares a picture with its golden as whole strings; on a mismatch the failure shows both, line by
/// line, with the first differing line marked, since pictures differ by a single cell.
func expectPicture(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    var report: [String] = []
    for index in 0..<max(a.count, e.count) {
        let left = index < e.count ? String(e[index]) : "<none>"
        let right = index < a.count ? String(a[index]) : "<none>"
        if left == right {
            report.append("  \(left)")
        } else {
            report.append("- \(left)")
            report.append("+ \(right)")
        }
    }
    Issue.record(
        "picture differs (-expected +actual):\n\(report.joined(separator: "\n"))", sourceLocation: sourceLocation)
}
