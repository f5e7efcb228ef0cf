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

    /// The frame of a label `title` set in `font` (Swift, as pasted) showing `text`, pinned to
    /// the root view's top-left corner, after `more`.
    static func labelFrame(font: String, text: String, then more: String = "") -> Rect? {
        var s = Session()
        s.script("""
            let title = UILabel()
            title.translatesAutoresizingMaskIntoConstraints = false
            title.text = "\(text)"
            title.font = \(font)
            view.addSubview(title)
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            title.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            \(more)
            """)
        return s.frame("title")
    }

    func frame(_ name: String) -> Rect? {
        layout.id(of: name).map { layout.frame(of: $0) }
    }

    func contentSize(_ name: String) -> Size? {
        layout.id(of: name).flatMap { layout.scrollInfo($0)?.contentSize }
    }
}
