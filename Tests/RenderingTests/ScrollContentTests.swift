import Layout
import Testing

import Rendering

/// `show sv`: the whole content of a scroll view with its visible window marked.
@Suite("show sv")
struct ScrollContentTests {
    /// Content 200×200 at 21 columns: rows = round(21 × 200 / 200 / 2) = 11, column = round(x / 10),
    /// row = round(y / 20).
    ///
    /// The content area sv: columns 0 … 20, rows 0 … 10 (its name is hidden under header's).
    /// header (0,0,200,40): columns 0 … 20, rows 0 … 2, above the window.
    /// title (20,80,160,100): columns 2 … 18, rows 4 … 9; text wraps at 15: "Off screen text" is 15.
    ///   Two lines in four rows (5 … 8): centred as UILabel centres them, one empty row above.
    /// window (0,50,200,110), offset y 50: columns 0 … 20, rows 2.5 → 3 … 160/20 = 8. Its bottom edge
    ///   crosses title's sides; its top-left corner and sides replace sv's, and names stay readable.
    @Test("the window is marked over the whole content")
    func windowMarked() {
        let content = ScrollContent(
            name: "sv", contentSize: Size(width: 200, height: 200),
            window: Rect(x: 0, y: 50, width: 200, height: 110),
            nodes: [
                SceneNode(name: "header", depth: 2, rect: Rect(x: 0, y: 0, width: 200, height: 40)),
                SceneNode(name: "title", depth: 2, kind: .label(text: "Off screen text here"),
                          rect: Rect(x: 20, y: 80, width: 160, height: 100)),
            ])
        expectPicture(AsciiRenderer(width: 21).renderContent(content), """
            ┌header─────────────┐
            │                   │
            └───────────────────┘
            ╔═══════════════════╗
            ║ ┌title──────────┐ ║
            ║ │               │ ║
            ║ │Off screen text│ ║
            ║ │here           │ ║
            ╚═══════════════════╝
            │ └───────────────┘ │
            └───────────────────┘
            """)
    }

    /// contentSize 0×0 (nothing ties the content's edges): no content area is drawn. The picture spans
    /// the window (0,0,200,100) and v (0,0,200,200): 200×200, so column = round(x / 10), row = round(y / 20).
    /// v: columns 0 … 20, rows 0 … 10; the window: rows 0 … 5, over v's top border but around its name.
    @Test("with no content size, the views still show and the window marks what is visible")
    func noContentSize() {
        let content = ScrollContent(
            name: "sv", contentSize: .zero, window: Rect(x: 0, y: 0, width: 200, height: 100),
            nodes: [SceneNode(name: "v", depth: 2, rect: Rect(x: 0, y: 0, width: 200, height: 200))])
        expectPicture(AsciiRenderer(width: 21).renderContent(content), """
            ╔v══════════════════╗
            ║                   ║
            ║                   ║
            ║                   ║
            ║                   ║
            ╚═══════════════════╝
            │                   │
            │                   │
            │                   │
            │                   │
            └───────────────────┘
            """)
    }

    /// Content 400×200 (four 100-point pages), window (100,0,200,200) at 21 columns:
    /// rows = round(21 × 200 / 400 / 2) = round(5.25) = 5, column = round(x / 20), row = round(y / 50).
    /// Pages: columns 0…5, 5…10, 10…15, 15…20, rows 0 … 4; the window: columns 5 … 15, so column 10
    /// (p2's and p3's shared edge) turns to `=` on the window's top and bottom but stays `|` between.
    @Test("a horizontal pager in ASCII, the window on the second and third pages")
    func pagerInAscii() {
        let pages = (0..<4).map { index in
            SceneNode(name: "p\(index + 1)", depth: 2, rect: Rect(x: Double(index) * 100, y: 0, width: 100, height: 200))
        }
        let content = ScrollContent(
            name: "pager", contentSize: Size(width: 400, height: 200),
            window: Rect(x: 100, y: 0, width: 200, height: 200), nodes: pages)
        expectPicture(AsciiRenderer(width: 21, characters: .ascii).renderContent(content), """
            +p1--#p2===p3==#p4--+
            |    #    |    #    |
            |    #    |    #    |
            |    #    |    #    |
            +----#=========#----+
            """)
    }
}
