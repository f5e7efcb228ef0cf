import Layout
import Testing

import Rendering

/// `--ascii`: every byte of every report is seven-bit.
@Suite("ASCII style")
struct ASCIIStyleTests {
    static let ascii = ReportStyle(width: 21, characters: .ascii)

    /// On the 200×200 screen: photo, 60×40 pinned to the content edges, zoom view for 1…10; a label
    /// "café" saying "naïve résumé" (12 × 8.5 = 102 wide) held 40 tall at y 110. At 21 columns:
    /// photo zoomed to (0,0,150,100) covers columns 0 … 15, rows 0 … 5; café columns 0 … round(10.2) = 10,
    /// rows round(5.5) = 6 … round(7.5) = 8, its text wrapped at 9: "naïve" shows.
    static func zoomWithAccents() throws -> (Layout, ViewID) {
        var l = Layout(screen: Fixtures.square)
        let sv = try l.fullScreenScrollView()
        let photo = try l.addContent("photo", in: sv, size: Size(width: 60, height: 40))
        try l.setZoomRange(sv, minimum: 1, maximum: 10)
        try l.setZoomView(sv, photo)
        let label = try l.addView("café", kind: .label, in: sv)
        try l.setLabel(label, text: "naïve résumé")
        try l.pin(label, .top, to: sv, plus: 110)
        try l.pin(label, .left, to: sv)
        try l.pin(label, .height, plus: 40)
        return (l, sv)
    }

    @Test("the report's punctuation is spelled in ASCII, foreign letters become ? and the ellipsis ~")
    func spelledOut() throws {
        var (l, sv) = try Self.zoomWithAccents()
        let before = LayoutSnapshot(l)
        try l.setZoomScale(sv, 2.5)
        expectPicture(Report.afterChange(from: before, to: l, includePicture: true, style: Self.ascii), """
            +photo---------+----+
            |              |    |
            |              |    |
            |              |    |
            |              |    |
            +--------------+    |
            +caf?-----+         |
            |na?ve r?~|         |
            +---------+         |
            |                   |
            +-------------------+

            photo  (0,0,60,40) -> (0,0,150,100)
            sv     contentSize 60x40 -> 150x100
            sv     zoom 1x -> 2.5x

            sv  contentSize 150x100 | offset (0,0) | does not scroll
            sv  zoom 2.5x (1...10) | photo.transform [2.5 0 0 2.5 0 0] | frame (0,0,150,100) | bounds (0,0,60,40)
            """)
    }

    @Test("every report in ASCII style has no byte above 127")
    func everyReport() throws {
        var (l, sv) = try Self.zoomWithAccents()
        let before = LayoutSnapshot(l)
        try l.setZoomScale(sv, 2.5)
        let box = try l.addView("boîte")
        try l.pin(box, .top, to: .root)
        try l.pin(box, .bottom, to: .root)
        try l.pin(box, .height, plus: 100)            // conflicts: a block with quotes
        let list = try l.addView("list", kind: .scrollView)
        let row = try l.addView("row", in: list)
        try l.pin(row, .top, to: list)               // content height ambiguous: a message with a dash
        try l.setContentSize(list, Size(width: 10, height: 10))
        let cafe = try #require(l.id(of: "café"))
        let texts = [
            Report.afterChange(from: before, to: l, includePicture: true, style: Self.ascii),
            Report.picture(l, style: Self.ascii),
            Report.show(l, scrollView: sv, style: Self.ascii),
            Report.show(l, scrollView: list, style: Self.ascii),
            Report.frames(l, style: Self.ascii),
            Report.constraints(l, of: nil, style: Self.ascii),
            Report.explain(l, view: nil, style: Self.ascii),
            Report.explain(l, view: sv, style: Self.ascii),
            Report.explain(l, view: list, style: Self.ascii),
            Report.explain(l, view: cafe, style: Self.ascii),
            Report.warnings(l, since: nil, style: Self.ascii),
        ]
        // The same texts in Unicode do use characters outside ASCII, so the check is not empty.
        #expect(Report.afterChange(from: before, to: l, includePicture: true, style: ReportStyle(width: 21))
            .utf8.contains { $0 > 127 })
        for text in texts {
            #expect(text.utf8.allSatisfy { $0 < 128 }, "\(text)")
        }
        #expect(Report.warnings(l, since: nil, style: Self.ascii).contains("ambiguous scrollable content height - nothing ties"))
    }
}
