import Layout
import Testing

import Rendering

/// Most pictures use a 200×200 screen at 21 columns: rows = round(21 × 200 / 200 / 2) = round(10.5)
/// = 11 (halves round up), so column = round(x × 20 / 200) = round(x / 10) and
/// row = round(y × 10 / 200) = round(y / 20). The screen's border is columns 0 and 20, rows 0 and 10.
private let square = Size(width: 200, height: 200)

/// A 200×100 screen at 21 columns: rows = round(21 × 100 / 200 / 2) = round(5.25) = 5, so
/// column = round(x / 10) and row = round(y × 4 / 100) = round(y / 25).
private let wide = Size(width: 200, height: 100)

private let narrow = AsciiRenderer(width: 21)

/// The header and the label of the "header plus label" picture.
///
/// header (0,0,200,40): columns 0/10 = 0 … 200/10 = 20, rows 0/20 = 0 … 40/20 = 2.
/// title (10,60,180,80): columns 1 … 19, rows 3 … 7; inside, columns 2…18 (17 wide) and rows 4…6.
/// Its text wraps at 17: "A long paragraph" is 16, adding " that" would make 21.
private let headerAndLabel = Scene(screen: square, nodes: [
    SceneNode(name: "header", depth: 1, rect: Rect(x: 0, y: 0, width: 200, height: 40)),
    SceneNode(name: "title", depth: 1, kind: .label(text: "A long paragraph that wraps"),
              rect: Rect(x: 10, y: 60, width: 180, height: 80)),
])

/// Nested boxes whose edges fall on halves, a shared edge, a one-row box and a one-cell box.
///
/// outer (15,20,170,160): columns 1.5 → 2 … 18.5 → 19, rows 1 … 9.
/// inner (45,50,100,90): columns 4.5 → 5 … 14.5 → 15, rows 2.5 → 3 … 7.
/// side (145,50,30,90): columns 14.5 → 15 (inner's right edge: the same column) … 17.5 → 18, rows 3 … 7;
///   its name has room for 18 − 15 − 1 = 2 cells: "s" and the ellipsis.
/// tag (65,90,20,10), inside inner: columns 6.5 → 7 … 8.5 → 9, rows 4.5 → 5 … 5: one row, `[t]`
///   (room for one letter).
/// pin (30,150,4,4): columns 3 … 3.4 → 3, rows 7.5 → 8 … 7.7 → 8: one cell.
private let nested = Scene(screen: square, nodes: [
    SceneNode(name: "outer", depth: 1, rect: Rect(x: 15, y: 20, width: 170, height: 160)),
    SceneNode(name: "inner", depth: 2, rect: Rect(x: 45, y: 50, width: 100, height: 90)),
    SceneNode(name: "side", depth: 2, rect: Rect(x: 145, y: 50, width: 30, height: 90)),
    SceneNode(name: "tag", depth: 3, rect: Rect(x: 65, y: 90, width: 20, height: 10)),
    SceneNode(name: "pin", depth: 2, kind: .image, rect: Rect(x: 30, y: 150, width: 4, height: 4)),
])

@Suite("the screen picture")
struct ScreenPictureTests {
    @Test("an empty screen is one box of the given width")
    func emptyScreen() {
        expectPicture(narrow.render(Scene(screen: wide)), """
            ┌───────────────────┐
            │                   │
            │                   │
            │                   │
            └───────────────────┘
            """)
    }

    @Test("a 375×667 screen at 60 columns has round(60 × 667 / 375 / 2) = round(53.36) = 53 rows")
    func rowsFollowTheAspectRatio() {
        let lines = AsciiRenderer(width: 60).render(Scene(screen: Size(width: 375, height: 667)))
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 53)
        #expect(lines.allSatisfy { $0.count == 60 })
        let top = "┌" + String(repeating: "─", count: 58) + "┐"
        #expect(lines.first.map(String.init) == top)
    }

    @Test("one full-width header is named in its top border and draws over the screen's edges")
    func fullWidthHeader() {
        // header (0,0,200,40): columns 0 … 20, rows 0 … 40/20 = 2.
        let scene = Scene(screen: square, nodes: [
            SceneNode(name: "header", depth: 1, rect: Rect(x: 0, y: 0, width: 200, height: 40)),
        ])
        expectPicture(narrow.render(scene), """
            ┌header─────────────┐
            │                   │
            └───────────────────┘
            │                   │
            │                   │
            │                   │
            │                   │
            │                   │
            │                   │
            │                   │
            └───────────────────┘
            """)
    }

    @Test("a label below a header shows its text wrapped to its box")
    func headerAndLabelPicture() {
        expectPicture(narrow.render(headerAndLabel), """
            ┌header─────────────┐
            │                   │
            └───────────────────┘
            │┌title────────────┐│
            ││A long paragraph ││
            ││that wraps       ││
            ││                 ││
            │└─────────────────┘│
            │                   │
            │                   │
            └───────────────────┘
            """)
    }

    @Test("a label's text that does not fit is cut, not spilled")
    func labelTextIsCut() {
        // note (0,0,60,75): columns 0 … 6, rows 0 … 3; inside, columns 1…5 and rows 1…2: two lines of 5.
        let scene = Scene(screen: wide, nodes: [
            SceneNode(name: "note", depth: 1, kind: .label(text: "one two three four"),
                      rect: Rect(x: 0, y: 0, width: 60, height: 75)),
        ])
        expectPicture(narrow.render(scene), """
            ┌note─┐─────────────┐
            │one  │             │
            │two  │             │
            └─────┘             │
            └───────────────────┘
            """)
    }

    @Test("nested boxes draw over their parents; views sharing an edge share a column")
    func nestedBoxes() {
        expectPicture(narrow.render(nested), """
            ┌───────────────────┐
            │ ┌outer───────────┐│
            │ │                ││
            │ │  ┌inner────┌s…┐││
            │ │  │         │  │││
            │ │  │ [t]     │  │││
            │ │  │         │  │││
            │ │  └─────────└──┘││
            │ │▪               ││
            │ └────────────────┘│
            └───────────────────┘
            """)
    }

    @Test("the ASCII character set draws the same picture in seven bits")
    func asciiCharacters() {
        expectPicture(AsciiRenderer(width: 21, characters: .ascii).render(nested), """
            +-------------------+
            | +outer-----------+|
            | |                ||
            | |  +inner----+s~+||
            | |  |         |  |||
            | |  | [t]     |  |||
            | |  |         |  |||
            | |  +---------+--+||
            | |#               ||
            | +----------------+|
            +-------------------+
            """)
    }

    @Test("a name longer than its box is cut with an ellipsis")
    func longName() {
        // verylongname (0,0,60,100): columns 0 … 6, rows 0 … 4; room for 6 − 0 − 1 = 5 cells.
        // stub (150,25,20,25): columns 15 … 17, rows 1 … 2; room for one cell, its first letter.
        let scene = Scene(screen: wide, nodes: [
            SceneNode(name: "verylongname", depth: 1, rect: Rect(x: 0, y: 0, width: 60, height: 100)),
            SceneNode(name: "stub", depth: 1, rect: Rect(x: 150, y: 25, width: 20, height: 25)),
        ])
        expectPicture(narrow.render(scene), """
            ┌very…┐─────────────┐
            │     │        ┌s┐  │
            │     │        └─┘  │
            │     │             │
            └─────┘─────────────┘
            """)
    }

    @Test("views without area are not drawn", arguments: [
        Rect(x: 50, y: 50, width: 0, height: 0),
        Rect(x: 50, y: 50, width: 100, height: 0),
        Rect(x: 50, y: 50, width: 0, height: 40),
        Rect(x: 50, y: 50, width: -20, height: 40),
    ])
    func zeroSize(rect: Rect) {
        let scene = Scene(screen: wide, nodes: [SceneNode(name: "gone", depth: 1, rect: rect)])
        expectPicture(narrow.render(scene), narrow.render(Scene(screen: wide)))
    }

    @Test("a tiny view that has area still shows as one cell")
    func tinyView() {
        // dot (100,50,1,1): column 10 … 10.1 → 10, row 2 … 2.04 → 2.
        let scene = Scene(screen: wide, nodes: [
            SceneNode(name: "dot", depth: 1, rect: Rect(x: 100, y: 50, width: 1, height: 1)),
        ])
        expectPicture(narrow.render(scene), """
            ┌───────────────────┐
            │                   │
            │         ▪         │
            │                   │
            └───────────────────┘
            """)
    }

    @Test("the same scene gives the same bytes")
    func deterministic() {
        let renderer = AsciiRenderer(width: 60)
        let scene = Scene(screen: Size(width: 375, height: 667), nodes: headerAndLabel.nodes + nested.nodes)
        let first = renderer.render(scene)
        #expect(Array(first.utf8) == Array(renderer.render(scene).utf8))
        #expect(!first.split(separator: "\n").contains { $0.hasSuffix(" ") })
        #expect(!first.hasSuffix("\n"))
    }
}
