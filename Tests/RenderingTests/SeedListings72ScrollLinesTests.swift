import Layout
import Testing

import Rendering

/// A scroll view whose own size is its storyboard's (an `@IBOutlet` still 0×0): its scroll line
/// shows the content size the code gives it, and says how far it scrolls is not known.
@Suite("seed72: scroll lines of scroll views sized by their storyboard")
struct SeedListings72ScrollLinesTests {
    @Test("a storyboard-sized scroll view at 0×0 shows its contentSize and 'scrolling not known'; once it has a size, its ranges")
    func sizedByStoryboard() throws {
        var l = Layout(screen: Fixtures.square)
        let strip = try l.addView("strip", kind: .scrollView)
        try l.setContentSize(strip, Size(width: 600, height: 80))
        try l.setSizedByStoryboard(strip, true)
        expectLines(Report.scrollLines(l), """
            strip  contentSize 600×80 · offset (0,0) · scrolling not known
            """)
        #expect(Report.json(from: nil, to: l).first { $0.hasPrefix(#"{"type":"scrollView","name":"strip""#) }?
            .hasSuffix(#","boundsKnown":false}"#) == true)
        // Given the screen's 200×200 by constraints: 600 − 200 = 400 sideways, and 80 fits.
        try l.pinEdges(strip, to: .root)
        expectLines(Report.scrollLines(l), """
            strip  contentSize 600×80 · offset (0,0) · scrolls horizontally 0…400
            """)
    }
}
