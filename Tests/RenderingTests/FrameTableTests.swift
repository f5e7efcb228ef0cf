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

    @Test("with no views, the header alone, no trailing spaces")
    func headerOnly() {
        #expect(FrameTable.render(rows: []) == "view  frame  bounds  window  transform")
    }
}
