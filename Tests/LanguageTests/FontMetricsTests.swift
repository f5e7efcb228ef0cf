import Language
import Layout
import Testing

/// `UIFontMetrics.default.scaledFont(for:)` at Dynamic Type's default size (the size Layoutbook
/// lays out at, as `preferredFont(forTextStyle:)` is) gives the font unchanged, capped by
/// `maximumPointSize:`; it was skipped, and a label scaled so kept
/// the 17-pt system font. The paste is written for this test.
@Suite("UIFontMetrics")
struct FontMetricsTests {
    @Test("a label whose 24-pt font goes through UIFontMetrics.default.scaledFont(for:) is as tall as one given the 24-pt font itself")
    func scaledFontIsTheFont() {
        var session = Session()
        let outcomes = session.script("""
        let plain = UILabel()
        plain.text = "Now playing"
        plain.font = UIFont.systemFont(ofSize: 24)
        view.addSubview(plain)
        plain.sizeToFit()
        let scaled = UILabel()
        scaled.text = "Now playing"
        scaled.font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 24))
        view.addSubview(scaled)
        scaled.sizeToFit()
        let capped = UILabel()
        capped.text = "Now playing"
        capped.font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 24), maximumPointSize: 17)
        view.addSubview(capped)
        capped.sizeToFit()
        let body = UILabel()
        body.text = "Now playing"
        body.font = UIFont.systemFont(ofSize: 17)
        view.addSubview(body)
        body.sizeToFit()
        """)
        let size = session.frame("plain")?.size
        #expect(size != nil && size!.height > 0)
        #expect(session.frame("scaled")?.size == size)
        #expect(session.frame("capped")?.size == session.frame("body")?.size)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("scaledFont") })
    }
}
