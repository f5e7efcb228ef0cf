import Layout
import Testing

import Rendering

/// `frames`: frame, bounds, window rect and transform of every view, as a table.
@Suite("the frames report")
struct FramesReportTests {
    /// ``Fixtures/headerAndLabel()`` scrolled by 20: sv's bounds start at its offset and the views
    /// inside it are 20 higher on screen. Columns: view 10 ("    header"), frame 16
    /// ("(10,110,180,100)"), bounds 14 ("(0,20,200,200)"), window 15, two spaces apart.
    @Test("a scrolled scroll view: bounds at the offset, window rects moved, names indented by depth")
    func scrolled() throws {
        var (l, sv, _, _) = try Fixtures.headerAndLabel()
        try l.setContentOffset(sv, Point(x: 0, y: 20))
        expectPicture(Report.frames(l), """
            view        frame                bounds            window              transform
            root        (0,0,200,200)        (0,0,200,200)     (0,0,200,200)       identity
              sv        (0,0,200,200)        (0,20,200,200)    (0,0,200,200)       identity
                header  (0,0,200,100)        (0,0,200,100)     (0,-20,200,100)     identity
                title   (10,110,180,81.333)  (0,0,180,81.333)  (10,90,180,81.333)  identity
            """)
    }

    @Test("a zoomed view: frame scaled, bounds not, and its transform")
    func zoomed() throws {
        let (l, _, _) = try Fixtures.zoomed(2.5)
        expectPicture(Report.frames(l), """
            view      frame          bounds         window         transform
            root      (0,0,375,667)  (0,0,375,667)  (0,0,375,667)  identity
              sv      (0,0,375,667)  (0,0,375,667)  (0,0,375,667)  identity
                rect  (0,0,150,100)  (0,0,60,40)    (0,0,150,100)  [2.5 0 0 2.5 0 0]
            """)
    }
}
