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
            title   (10,110,180,81.333) → (10,150,180,81.333)
            sv      contentSize 200×201.333 → 200×241.333
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

    /// A view taken away with its superview, and another of the same name made in a superview
    /// that is new too (a class's preview, then the same class's view in a screen): two views,
    /// one added and one removed, not one that stayed.
    @Test("a view of a removed superview and a same-named view in a new one are told as removed and added")
    func sameNameInNewSuperview() throws {
        var (l, sv, _, _) = try Fixtures.headerAndLabel()
        let preview = try l.place("preview", in: sv, at: Rect(x: 0, y: 0, width: 40, height: 40))
        try l.place("dot", in: preview, at: Rect(x: 4, y: 4, width: 8, height: 8))
        let before = LayoutSnapshot(l)
        try l.removeView(preview)
        let card = try l.place("card", in: sv, at: Rect(x: 20, y: 20, width: 60, height: 30))
        try l.place("dot", in: card, at: Rect(x: 4, y: 4, width: 8, height: 8))
        expectLines(Report.changes(from: before, to: LayoutSnapshot(l)), """
            card     added (20,20,60,30)
            dot      added (4,4,8,8)
            preview  removed
            dot      removed
            """)
    }

    /// With 150 views the views' storage spans three chunks and the snapshots share the ones an
    /// entry left alone; views there pair by id. Views removed from the first and the second chunk
    /// and one added in the last are still told by name, and nothing else is listed.
    @Test("among 150 views, added and removed views are told apart from the ones left alone")
    func addedRemovedAmongMany() throws {
        var (l, sv, _, _) = try Fixtures.headerAndLabel()
        var ids: [ViewID] = []
        for i in 0..<150 {
            ids.append(try l.place("v\(i)", in: sv, at: Rect(x: 0, y: Double(300 + i), width: 10, height: 1)))
        }
        let before = LayoutSnapshot(l)
        try l.removeView(ids[3])
        try l.removeView(ids[100])
        try l.place("late", in: sv, at: Rect(x: 2, y: 2, width: 5, height: 5))
        expectLines(Report.changes(from: before, to: LayoutSnapshot(l)), """
            late  added (2,2,5,5)
            v3    removed
            v100  removed
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

    /// 30 rows 40 tall, 8 apart, chained top to bottom in a full-screen scroll view, as wide as it
    /// (the first one pinned to both sides of the content): the content is 375 × (30 × 48 − 8 = 1432). The first row growing to 60 moves the 29 below it down 20, and
    /// the content grows to 1452: 30 frame changes, of which the first 20 are listed.
    @Test("a change that moves many views lists the first 20 and counts the rest")
    func longListCut() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        var previous: ViewID? = nil
        var first: LayoutConstraintID? = nil
        for i in 0..<30 {
            let row = try l.addView("row\(i)", in: sv)
            if let previous { try l.pin(row, .top, to: previous, .bottom, plus: 8) } else { try l.pin(row, .top, to: sv) }
            try l.pin(row, .left, to: sv); try l.pin(row, .width, to: sv)
            let height = try l.pin(row, .height, plus: 40)
            if i == 0 { first = height; try l.pin(row, .right, to: sv) }
            if i == 29 { try l.pin(row, .bottom, to: sv) }
            previous = row
        }
        let before = LayoutSnapshot(l)
        try l.setConstant(try #require(first), 60)
        let rows = (1...19).map { i in
            "row\(i)" + String(repeating: " ", count: i < 10 ? 3 : 2) + "(0,\(48 * i),375,40) → (0,\(48 * i + 20),375,40)"
        }
        expectLines(Report.changes(from: before, to: LayoutSnapshot(l)), (
            ["row0   (0,0,375,40) → (0,0,375,60)"] + rows
            + ["…and 10 more frames changed — frames lists every frame",
               "sv     contentSize 375×1432 → 375×1452"]).joined(separator: "\n"))
        // The JSON lists every change, the last row's too.
        #expect(Report.json(from: before, to: l).contains { $0.contains(#""name":"row29","property":"frame""#) })
    }
}
