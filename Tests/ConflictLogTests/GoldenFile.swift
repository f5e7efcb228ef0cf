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

    /// The corpus: every `Logs/*.log`, sorted.
    static func logs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Logs").path)
            .filter { $0.hasSuffix(".log") }.sorted()
    }

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
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            var out: [String] = []
            for i in 0..<max(e.count, a.count) where out.count < 12 {
                let el = i < e.count ? String(e[i]) : nil, al = i < a.count ? String(a[i]) : nil
                if el != al { out += ["\(relativePath):\(i + 1):", "-" + (el ?? ""), "+" + (al ?? "")] }
            }
            Issue.record(Comment(rawValue: out.joined(separator: "\n")), sourceLocation: sourceLocation)
        }
    }
}
