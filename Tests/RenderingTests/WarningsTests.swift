import Layout
import Testing

import Rendering

/// The warnings printed after every command while they hold.
@Suite("warnings")
struct WarningsTests {
    @Test("content-size ambiguity names the scroll view, the axis and the missing tie")
    func contentSizeAmbiguity() throws {
        let (l, _) = try Fixtures.untiedBottom()
        expectLines(Report.warnings(l, since: nil), """
            Scrollable content size ambiguity: sv has ambiguous scrollable content height — nothing ties the bottom-most view (b) to sv.bottom
            """)
    }

    /// tag has a top and a left and nothing else: its size is free on both axes; note has a width
    /// and a height but only a top, so only its horizontal position is free.
    @Test("view ambiguity, per axis, says what is missing and what would fix it")
    func viewAmbiguity() throws {
        var l = Layout(screen: Fixtures.square)
        let tag = try l.addView("tag")
        try l.pin(tag, .top, to: .root)
        try l.pin(tag, .left, to: .root)
        let note = try l.addView("note")
        try l.pin(note, .top, to: .root)
        try l.pin(note, .width, plus: 50)
        try l.pin(note, .height, plus: 20)
        try l.addView("loose")
        expectLines(Report.warnings(l, since: nil), """
            Ambiguous layout: tag has an ambiguous width — give it a width, or pin both its left and right
            Ambiguous layout: tag has an ambiguous height — give it a height, or pin both its top and bottom
            Ambiguous layout: note has an ambiguous horizontal position — pin its left, right or centerX
            Ambiguous layout: loose has an ambiguous horizontal position and width — pin both its left and right, or one of them (or centerX) and give it a width
            Ambiguous layout: loose has an ambiguous vertical position and height — pin both its top and bottom, or one of them (or centerY) and give it a height
            """)
    }

    /// loose was ambiguous before the command and still is; tag became ambiguous in it.
    @Test("ambiguity that persists is folded into one line naming the views; new ambiguity is said in full")
    func persistingAmbiguity() throws {
        var l = Layout(screen: Fixtures.square)
        try l.addView("loose")
        let before = LayoutSnapshot(l)
        let tag = try l.addView("tag")
        try l.pin(tag, .top, to: .root)
        try l.pin(tag, .left, to: .root)
        try l.pin(tag, .width, plus: 10)
        expectLines(Report.warnings(l, since: before), """
            Ambiguous layout: tag has an ambiguous height — give it a height, or pin both its top and bottom
            Still ambiguous: loose — explain loose says what is missing
            """)
    }

    /// SPEC §9.9: constraints make the content 300×600; a contentSize set by hand is overridden.
    @Test("a hand-set contentSize that constraints override: don't set contentSize with Auto Layout")
    func overriddenContentSize() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        try l.addContent("contentView", in: sv, size: Size(width: 300, height: 600))
        try l.setContentSize(sv, Size(width: 1000, height: 1000))
        expectLines(Report.warnings(l, since: nil), """
            sv.contentSize was set to 1000×1000 by hand, but constraints determine its size: contentSize is 300×600 — don't set contentSize with Auto Layout
            """)
    }

    @Test("a layout with nothing wrong has no warnings")
    func none() throws {
        let (l, _, _, _) = try Fixtures.headerAndLabel()
        #expect(Report.warnings(l, since: nil).isEmpty)
    }
}
