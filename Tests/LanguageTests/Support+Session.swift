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

/// The content view of a standard table row on the default @3x screen, which a cell shown alone
/// stands for: the row's 44 less the separator's pixel below it (1/3 pt).
let rowContentHeight = 44 - 1.0 / 3

extension Rect {
    /// Whether every side is within a millionth of a point of `other`'s (frames worked out
    /// from thirds of a point).
    func isAbout(_ other: Rect) -> Bool {
        abs(minX - other.minX) < 1e-6 && abs(minY - other.minY) < 1e-6
            && abs(width - other.width) < 1e-6 && abs(height - other.height) < 1e-6
    }
}
