import Layout
import Testing

import Rendering

/// Scroll views clip their content: what lies outside the visible window is not drawn.
@Suite("clipping")
struct ClippingTests {
    /// A 200×200 screen at 21 columns, 11 rows: column = round(x / 10), row = round(y / 20).
    ///
    /// sv (20,40,160,120): columns 2 … 18, rows 2 … 8; its children are clipped to that window.
    /// a (40,0,40,100), scrolled up past the window's top: columns 4 … 8, rows 0 … 5; the clip stops it
    ///   one row inside sv's top border (row 3), so it shows no top border and no name.
    /// b (100,80,60,200), reaching below the window: columns 10 … 16, rows 4 … 14; it stops at row 7,
    ///   inside sv's bottom border, with no bottom border.
    /// gone (40,-20,120,40): rows −1 … 1, wholly above the window: not drawn.
    @Test("a scroll view's child reaching below the visible window is cut at the window")
    func childBelowTheWindow() {
        let window = Rect(x: 20, y: 40, width: 160, height: 120)
        let scene = Scene(screen: Size(width: 200, height: 200), nodes: [
            SceneNode(name: "sv", depth: 1, kind: .scrollView, rect: window),
            SceneNode(name: "a", depth: 2, rect: Rect(x: 40, y: 0, width: 40, height: 100), clip: window),
            SceneNode(name: "b", depth: 2, rect: Rect(x: 100, y: 80, width: 60, height: 200), clip: window),
            SceneNode(name: "gone", depth: 2, rect: Rect(x: 40, y: -20, width: 120, height: 40), clip: window),
        ])
        expectPicture(AsciiRenderer(width: 21).render(scene), """
            ┌───────────────────┐
            │                   │
            │ ┌sv─────────────┐ │
            │ │ │   │         │ │
            │ │ │   │ ┌b────┐ │ │
            │ │ └───┘ │     │ │ │
            │ │       │     │ │ │
            │ │       │     │ │ │
            │ └───────────────┘ │
            │                   │
            └───────────────────┘
            """)
    }

    /// A 200×100 screen at 21 columns, 5 rows: column = round(x / 10), row = round(y / 25).
    /// wide (−50,25,150,50): columns −5 … 10, rows 1 … 3. The screen clips it at column 1, inside its
    /// border; the name starts at the first visible cell so the view can still be told.
    @Test("the screen clips like a scroll view, and a view cut on the left keeps its name")
    func clippedByTheScreen() {
        let scene = Scene(screen: Size(width: 200, height: 100), nodes: [
            SceneNode(name: "wide", depth: 1, rect: Rect(x: -50, y: 25, width: 150, height: 50)),
        ])
        expectPicture(AsciiRenderer(width: 21).render(scene), """
            ┌───────────────────┐
            │wide─────┐         │
            │         │         │
            │─────────┘         │
            └───────────────────┘
            """)
    }

    @Test("coordinates that are not numbers, or far away, are skipped or clamped without crashing")
    func hostileRects() {
        let nodes = [
            Rect(x: .nan, y: 0, width: 10, height: 10),
            Rect(x: 0, y: 0, width: .infinity, height: 10),
            Rect(x: -1e300, y: -1e300, width: 1e300, height: 2e300),
            Rect(x: 1e18, y: 5, width: 1e18, height: 1e18),
        ].flatMap { rect in
            [nil, Rect(x: 0, y: 0, width: .nan, height: 5), Rect(x: -1e308, y: 0, width: 1e308, height: 1e308)]
                .map { SceneNode(name: "v", depth: 1, kind: .label(text: "text"), rect: rect, clip: $0) }
        }
        let picture = AsciiRenderer(width: 21).render(Scene(screen: Size(width: 200, height: 100), nodes: nodes))
        #expect(picture.split(separator: "\n").count == 5)
        let screens = [Size.zero, Size(width: .nan, height: 1), Size(width: 1, height: 1e12), Size(width: 1e308, height: 1e308)]
        for screen in screens {
            let renderer = AsciiRenderer(width: 80)
            let lines = renderer.render(Scene(screen: screen, nodes: nodes)).split(separator: "\n")
            #expect(lines.count >= 2 && lines.count <= 500)
            #expect(lines.allSatisfy { $0.count <= 80 })
            let content = ScrollContent(
                name: "sv", contentSize: screen, window: Rect(x: .infinity, y: 0, width: 1, height: 1), nodes: nodes)
            #expect(!renderer.renderContent(content).isEmpty)
        }
        // Widths are capped at 1000 columns.
        let widest = AsciiRenderer(width: Int.max).render(Scene(screen: Size(width: 1e6, height: 1)))
        #expect(widest.split(separator: "\n").map(\.count) == [1000, 1000])
        // Rows are capped at 10,000 whatever maxRows asks; 1 × 10¹² is then 2 columns wide.
        let tallest = AsciiRenderer(width: 10, maxRows: Int.max).render(Scene(screen: Size(width: 1, height: 1e12)))
        #expect(tallest.split(separator: "\n").count == 10_000)
    }

    @Test("a very tall screen is drawn with at most maxRows rows, narrower")
    func tallPicture() {
        // Ideal rows: 60 × 1000 / 10 / 2 = 3000 > 500, so 500 rows and round(500 × 2 × 10 / 1000) = 10 columns.
        let lines = AsciiRenderer(width: 60).render(Scene(screen: Size(width: 10, height: 1000)))
            .split(separator: "\n")
        #expect(lines.count == 500)
        #expect(lines.first == "┌────────┐")
    }
}
