import Layout
import Testing

import Rendering

/// `constraints [v]`: the constraints, grouped, in order of creation.
@Suite("the constraints listing")
struct ConstraintListingTests {
    /// A one-line label "Hello" (38.667 wide, 20.333 tall at @3x) in a full-screen scroll view: two
    /// required heights conflict (the second is broken) and a bottom constraint is switched off.
    @Test("a view's constraints: guides marked, implicit, broken and inactive ones apart")
    func ofOneView() throws {
        var l = Layout(screen: Fixtures.square)
        let sv = try l.fullScreenScrollView()
        let title = try l.addView("title", kind: .label, in: sv)
        try l.setLabel(title, text: "Hello")
        try l.pin(title, .top, to: sv, plus: 8)
        try l.pin(title, .left, to: sv, plus: 16)
        try l.pin(title, .width, to: sv, plus: -32)
        try l.pin(title, .height, plus: 30)
        try l.pin(title, .height, plus: 40)
        let bottom = try l.pin(title, .bottom, to: sv)
        try l.deactivate(bottom)
        expectPicture(Report.constraints(l, of: title), """
            active
              title.top == sv.contentLayoutGuide.top + 8   [sv content]
              title.left == sv.contentLayoutGuide.left + 16   [sv content]
              title.width == sv.frameLayoutGuide.width - 32   [sv frame]
              title.height == 30
            implicit
              title.width <= 39 @250   (content hugging, horizontal)
              title.width >= 39 @750   (compression resistance, horizontal)
              title.height <= 20.333 @250   (content hugging, vertical)
              title.height >= 20.333 @750   (compression resistance, vertical)
            broken
              title.height == 40   (conflicts with 1 constraint)
            inactive
              title.bottom == sv.contentLayoutGuide.bottom
            """)
    }

    @Test("without a view, every constraint, the screen's among the implicit ones")
    func all() throws {
        let (l, _) = try Fixtures.overconstrained()
        expectPicture(Report.constraints(l, of: nil), """
            active
              box.left == root.left
              box.right == root.right
              box.top == root.top
              box.bottom == root.bottom
            implicit
              root.left == 0   (screen size)
              root.top == 0   (screen size)
              root.width == 375   (screen size)
              root.height == 667   (screen size)
            broken
              box.height == 100   (conflicts with 3 constraints)
            """)
    }

    @Test("a view nothing mentions says so")
    func none() throws {
        var l = Layout()
        let loose = try l.addView("loose")
        #expect(Report.constraints(l, of: loose) == "no constraints mention loose")
    }
}
