import Language
import Layout
import Testing

extension Session {
    /// Runs a script entry by entry and records a test failure for any entry that fails.
    @discardableResult
    mutating func script(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Outcome] {
        Entry.split(text).map { entry in
            let outcome = run(entry.text, firstLine: entry.firstLine)
            if outcome.failed {
                Issue.record("entry at line \(entry.firstLine) failed: \(outcome.diagnostics.map(\.description))",
                             sourceLocation: sourceLocation)
            }
            return outcome
        }
    }

    /// Runs one entry that is expected to fail and returns its rendered diagnostics.
    mutating func failing(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let outcome = run(text)
        if !outcome.failed { Issue.record("expected '\(text)' to fail", sourceLocation: sourceLocation) }
        return outcome.diagnostics.rendered(source: text)
    }

    func frame(_ name: String) -> Rect? {
        layout.id(of: name).map { layout.frame(of: $0) }
    }

    func contentSize(_ name: String) -> Size? {
        layout.id(of: name).flatMap { layout.scrollInfo($0)?.contentSize }
    }
}
