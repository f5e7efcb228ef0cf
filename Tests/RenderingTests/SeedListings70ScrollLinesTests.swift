import Layout
import Testing

import Rendering

/// A list whose content is UIKit's but not known here (its rows are the app's cells): its scroll
/// line and its JSON say so, rather than show the size Layoutbook holds as UIKit's.
@Suite("seed70: scroll lines of lists whose content is not known")
struct SeedListings70ScrollLinesTests {
    /// A 200×200 screen with a table-like scroll view filling it and nothing inside: its
    /// contentSize is 0×0 in the model.
    static func list() throws -> (Layout, ViewID) {
        var l = Layout(screen: Fixtures.square)
        let rows = try l.addView("rows", kind: .scrollView)
        try l.pinEdges(rows, to: .root)
        return (l, rows)
    }

    @Test("a scroll view whose content is not known says 'contentSize not known' and 'scrolling not known'")
    func notKnown() throws {
        var (l, rows) = try Self.list()
        expectLines(Report.scrollLines(l), """
            rows  contentSize 0×0 · offset (0,0) · does not scroll
            """)
        try l.setContentKnown(rows, false)
        expectLines(Report.scrollLines(l), """
            rows  contentSize not known · offset (0,0) · scrolling not known
            """)
        try l.setContentKnown(rows, true)
        expectLines(Report.scrollLines(l), """
            rows  contentSize 0×0 · offset (0,0) · does not scroll
            """)
    }

    @Test("the JSON of a scroll view whose content is not known carries contentKnown false; a known one carries no such key")
    func json() throws {
        var (l, rows) = try Self.list()
        func scrollRecord() -> String? { Report.json(from: nil, to: l).first { $0.hasPrefix(#"{"type":"scrollView","name":"rows""#) } }
        #expect(scrollRecord()?.contains("contentKnown") == false)
        try l.setContentKnown(rows, false)
        #expect(scrollRecord()?.hasSuffix(#","contentKnown":false}"#) == true)
    }
}
