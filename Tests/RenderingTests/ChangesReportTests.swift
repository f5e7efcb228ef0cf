import Layout
import Testing

import Rendering

/// What changed after a command: frames that moved, then new content sizes, offsets and zooms.
@Suite("what changed")
struct ChangesReportTests {
    /// The header of ``Fixtures/headerAndLabel()`` grows from 100 to 140: it ends at 140, the title
    /// below it moves down 40 and the content grows 40 taller.
    @Test("a constant change moves the views below and grows the content")
    func constantChange() throws {
        var (l, _, _, height) = try Fixtures.headerAndLabel()
        let before = LayoutSnapshot(l)
        try l.setConstant(height, 140)
        expectLines(Report.changes(from: before, to: LayoutSnapshot(l)), """
            header  (0,0,200,100) → (0,0,200,140)
            title   (10,110,180,100) → (10,150,180,100)
            sv      contentSize 200×220 → 200×260
            """)
    }

    @Test("nothing changed, nothing to say")
    func nothing() throws {
        let (l, _, _, _) = try Fixtures.headerAndLabel()
        #expect(Report.changes(from: LayoutSnapshot(l), to: LayoutSnapshot(l)).isEmpty)
    }

    /// Scrolling moves no frame (a scroll view's offset is its bounds' origin), so only the offset
    /// line says what happened; an added view is listed with its frame, a removed one by name.
    @Test("views that appear and disappear, and an offset that changes")
    func addedRemovedScrolled() throws {
        var (l, sv, _, _) = try Fixtures.headerAndLabel()
        let badge = try l.place("badge", in: sv, at: Rect(x: 4, y: 4, width: 16, height: 16))
        let before = LayoutSnapshot(l)
        try l.removeView(badge)
        try l.place("tag", in: sv, at: Rect(x: 8, y: 8, width: 10, height: 10))
        try l.setContentOffset(sv, Point(x: 0, y: 20))
        expectLines(Report.changes(from: before, to: LayoutSnapshot(l)), """
            tag    added (8,8,10,10)
            badge  removed
            sv     offset (0,0) → (0,20)
            """)
    }

    /// Zooming scales the zoom view's frame (its bounds stay) and the content size.
    @Test("zooming in changes the zoom view's frame, the content size and the zoom")
    func zoomIn() throws {
        var (l, sv, _) = try Fixtures.zoomed(1)
        let before = LayoutSnapshot(l)
        try l.setZoomScale(sv, 2.5)
        expectLines(Report.changes(from: before, to: LayoutSnapshot(l)), """
            rect  (0,0,60,40) → (0,0,150,100)
            sv    contentSize 60×40 → 150×100
            sv    zoom 1× → 2.5×
            """)
    }
}
