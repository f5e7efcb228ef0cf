import Layout
import Testing

import Rendering

/// A box painted over part of another view's name cuts that name cleanly: no stray letters.
@Suite("names under boxes")
struct NameOverlapTests {
    /// A 200×100 screen at 21 columns, 5 rows: column = round(x / 10), row = round(y / 25).
    ///
    /// scrollview (0,0,200,100) fills it: columns 0 … 20, its name in row 0, columns 1 … 10.
    /// rectangle (0,0,90,40): columns 0 … 9, rows 0 … 2 (40 / 25 = 1.6); its border covers
    ///   "scrollvie" and its own name is cut to "rectang…" in its 8 cells. The "w" of scrollview
    ///   at column 10 was left behind as a stray letter.
    /// r2 (50,0,40,40) over it: columns 5 … 9; "rectang…" is cut where r2 starts, ending in "…".
    @Test("a small box over a scroll view's title leaves no stray letter, and a name cut from the right ends in an ellipsis")
    func boxOverTitle() {
        let screen = Rect(x: 0, y: 0, width: 200, height: 100)
        let scrollView = SceneNode(name: "scrollview", depth: 1, kind: .scrollView, rect: screen)
        let rectangle = SceneNode(name: "rectangle", depth: 2, rect: Rect(x: 0, y: 0, width: 90, height: 40), clip: screen)
        let r2 = SceneNode(name: "r2", depth: 2, rect: Rect(x: 50, y: 0, width: 40, height: 40), clip: screen)
        expectPicture(AsciiRenderer(width: 21).render(Scene(screen: Size(width: 200, height: 100), nodes: [scrollView, rectangle])), """
            ┌rectang…┐──────────┐
            │        │          │
            └────────┘          │
            │                   │
            └───────────────────┘
            """)
        expectPicture(AsciiRenderer(width: 21).render(Scene(screen: Size(width: 200, height: 100), nodes: [scrollView, rectangle, r2])), """
            ┌rec…┌r2─┐──────────┐
            │    │   │          │
            └────└───┘          │
            │                   │
            └───────────────────┘
            """)
    }
}
