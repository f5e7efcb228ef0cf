import Layout
import Testing

import Rendering

@Suite("the frames table")
struct FrameTableTests {
    /// Column widths are the widest cells: view 5 ("title", "photo"), frame 17 ("(16,108,343,60.5)"),
    /// bounds 15 ("(0,200,375,667)"), window 18 ("(0,-200,2000,1500)"); columns are two spaces apart,
    /// so frame starts at column 7, bounds at 26, window at 43 and transform at 63.
    @Test("columns are padded to their widest cell")
    func alignment() {
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        let rows = [
            FrameRow(name: "root", frame: screen, bounds: screen, window: screen),
            FrameRow(name: "sv", frame: screen, bounds: Rect(x: 0, y: 200, width: 375, height: 667), window: screen),
            FrameRow(name: "title", frame: Rect(x: 16, y: 108, width: 343, height: 60.5),
                     bounds: Rect(x: 0, y: 0, width: 343, height: 60.5),
                     window: Rect(x: 16, y: -92, width: 343, height: 60.5)),
            FrameRow(name: "photo", frame: Rect(x: 0, y: 0, width: 2000, height: 1500),
                     bounds: Rect(x: 0, y: 0, width: 800, height: 600),
                     window: Rect(x: 0, y: -200, width: 2000, height: 1500), transform: .scale(2.5)),
        ]
        expectPicture(FrameTable.render(rows: rows), """
            view   frame              bounds           window              transform
            root   (0,0,375,667)      (0,0,375,667)    (0,0,375,667)       identity
            sv     (0,0,375,667)      (0,200,375,667)  (0,0,375,667)       identity
            title  (16,108,343,60.5)  (0,0,343,60.5)   (16,-92,343,60.5)   identity
            photo  (0,0,2000,1500)    (0,0,800,600)    (0,-200,2000,1500)  [2.5 0 0 2.5 0 0]
            """)
    }

    @Test("in a terminal narrower than the table, identity transforms and then bounds at (0,0) with the frame's size are left out, and a line says so")
    func narrowTerminal() {
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        let label = Rect(x: 16, y: 40.5, width: 460.0 / 3, height: 61.0 / 3)
        let card = Rect(x: 16.5, y: 68.833, width: 343, height: 60)
        let rows = [
            FrameRow(name: "root", frame: screen, bounds: screen, window: screen),
            FrameRow(name: "  price", frame: label, bounds: Rect(x: 0, y: 0, width: label.width, height: label.height), window: label),
            FrameRow(name: "  card", frame: card, bounds: Rect(x: 0, y: 0, width: 343, height: 60), window: card),
        ]
        // 7 + 2 + 24 + 2 + 20 + 2 + 24 + 2 + 8 = 91 columns in full; 81 without the transforms.
        expectPicture(FrameTable.render(rows: rows, columns: 80), """
            view     frame                     window
            root     (0,0,375,667)             (0,0,375,667)
              price  (16,40.5,153.333,20.333)  (16,40.5,153.333,20.333)
              card   (16.5,68.833,343,60)      (16.5,68.833,343,60)
            (not shown, to fit 80 columns: transforms, all identity; bounds, all (0,0,w,h))
            """)
        // Wide enough for all but the transforms: only they are left out.
        #expect(FrameTable.render(rows: rows, columns: 90).hasSuffix("(not shown, to fit 90 columns: transforms, all identity)"))
        // Wide enough, or no terminal (piped output, notebooks): every column.
        #expect(FrameTable.render(rows: rows, columns: 100) == FrameTable.render(rows: rows))
        #expect(FrameTable.render(rows: rows).hasPrefix("view     frame                     bounds"))
        // A bounds that is not (0,0,w,h) stays, however narrow.
        var scrolled = rows
        scrolled[2] = FrameRow(name: "  card", frame: card, bounds: Rect(x: 0, y: 30, width: 343, height: 60), window: card)
        #expect(FrameTable.render(rows: scrolled, columns: 60).hasPrefix("view     frame                     bounds"))
    }

    @Test("with no views, the header alone, no trailing spaces")
    func headerOnly() {
        #expect(FrameTable.render(rows: []) == "view  frame  bounds  window  transform")
    }
}
