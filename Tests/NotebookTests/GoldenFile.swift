import Foundation
import Testing

/// Golden files beside the tests: compared whole, re-recorded only on request
/// (`LAYOUTBOOK_RECORD=1 swift test`).
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static var recording: Bool { ProcessInfo.processInfo.environment["LAYOUTBOOK_RECORD"] == "1" }

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Compares `actual` with the golden file, reporting the first differing lines.
    static func check(_ actual: String, against relativePath: String,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(relativePath)
        if recording {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden file \(relativePath); record it with LAYOUTBOOK_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record(Comment(rawValue: lineDiff(expected: expected, actual: actual, name: relativePath)),
                         sourceLocation: sourceLocation)
        }
    }

    /// `name:LINE:` with `-expected` / `+actual` for the first few differing lines.
    static func lineDiff(expected: String, actual: String, name: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        var shown = 0
        for i in 0..<max(e.count, a.count) where shown < 6 {
            let el = i < e.count ? String(e[i]) : nil
            let al = i < a.count ? String(a[i]) : nil
            if el != al {
                out.append("\(name):\(i + 1):")
                if let el { out.append("-" + el) }
                if let al { out.append("+" + al) }
                shown += 1
            }
        }
        return out.joined(separator: "\n")
    }
}
