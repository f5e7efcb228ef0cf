import Layout
import Testing

import Rendering

/// A label in the picture shows the lines UIKit would draw (TextMetrics' wrapping at its frame's
/// width), one a row, the last ending in the ellipsis when numberOfLines cuts the text short.
@Suite("labels in the picture")
struct LabelPictureTests {
    /// A label at (17,50) and 170 wide (20 characters a line) with seven five-letter words (41
    /// characters): numberOfLines 2 makes it two lines, 40 tall, with text left over.
    func truncatedLabel() throws -> Layout {
        try label("aaaaa bbbbb ccccc ddddd eeeee fffff ggggg", numberOfLines: 2)
    }

    /// A label named title at (17,50), 170 wide, and `height` tall when given.
    func label(_ text: String, numberOfLines: Int, height: Double? = nil) throws -> Layout {
        var l = Layout()
        let title = try l.addView("title", kind: .label)
        try l.setLabel(title, text: text, numberOfLines: numberOfLines)
        try l.pin(title, .left, to: .root, plus: 17)
        try l.pin(title, .top, to: .root, plus: 50)
        try l.pin(title, .width, plus: 170)
        if let height { try l.pin(title, .height, plus: height) }
        return l
    }

    @Test("numberOfLines 2: 'aaaaa bbbbb ccccc' then 'ddddd eeeee fffff g…', as UIKit truncates the tail")
    func truncated() throws {
        let l = try truncatedLabel()
        #expect(l.frame(of: try #require(l.id(of: "title"))) == Rect(x: 17, y: 50, width: 170, height: 122.0 / 3))
        // 60 columns for 375 points (59 / 375 a point) and 53 rows for 667 (52 / 667): the box spans
        // columns round(17 × 59 / 375) = 3 … round(187 × 59 / 375) = 29 and rows 4 … 7.
        let rows = Report.picture(l, style: ReportStyle(width: 60)).split(separator: "\n").map(String.init)
        #expect(rows[4...7] == [
            "│  ┌title────────────────────┐                             │",
            "│  │aaaaa bbbbb ccccc        │                             │",
            "│  │ddddd eeeee fffff g…     │                             │",
            "│  └─────────────────────────┘                             │",
        ])
    }

    @Test("a Korean label's characters take two columns each, as a terminal shows them, so the box's right border stays in line")
    func wideCharacters() throws {
        let l = try label("안녕하세요 ok", numberOfLines: 1, height: 40)
        let rows = Report.picture(l, style: ReportStyle(width: 60)).split(separator: "\n").map(String.init)
        // 10 + 1 + 2 = 13 columns of text inside a box 25 columns wide: 12 spaces after it, where a
        // row of 60 one-column characters would have 17.
        #expect(rows[5] == "│  │안녕하세요 ok            │                             │")
    }

    @Test("characters of several scalars keep every scalar, and a box painted over them leaves none behind")
    func clusters() throws {
        // "e" and a combining acute accent, "n" and a combining tilde: one character, one column
        // each, so 14 columns of text and 11 spaces after it.
        var l = try label("cafe\u{301} man\u{303}ana ok", numberOfLines: 1, height: 40)
        let rows = Report.picture(l, style: ReportStyle(width: 60)).split(separator: "\n").map(String.init)
        #expect(rows[5] == "│  │cafe\u{301} man\u{303}ana ok           │                             │")
        #expect(rows[5].unicodeScalars.contains("\u{301}") && rows[5].unicodeScalars.contains("\u{303}"))
        // A view over the label's text: its interior replaces the characters, accents included.
        let cover = try l.addView("cover")
        try l.pin(cover, .left, to: .root, plus: 17)
        try l.pin(cover, .top, to: .root, plus: 40)
        try l.pin(cover, .width, plus: 170)
        try l.pin(cover, .height, plus: 60)
        let covered = Report.picture(l, style: ReportStyle(width: 60)).split(separator: "\n").map(String.init)
        #expect(covered[5] == "│  │                         │                             │")
    }

    @Test("in ASCII the ellipsis is the ASCII one")
    func ascii() throws {
        let l = try truncatedLabel()
        let picture = Report.picture(l, style: ReportStyle(width: 60, characters: .ascii))
        #expect(picture.contains("ddddd eeeee fffff g~"))
        #expect(!picture.contains("…"))
    }
}
