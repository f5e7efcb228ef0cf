import Cassowary
import Layout
import Testing

/// Stack views on image views of fixed intrinsic sizes: a 40×20, b 60×30, c 80×10. Each view's
/// intrinsic size holds it at hugging 250 and compression resistance 750; the numbers below are
/// derived from the constraints UIKit's stack view generates, written beside each case.
@Suite("stack views")
struct StackViewTests {
    static let sizes = [("a", Size(width: 40, height: 20)), ("b", Size(width: 60, height: 30)),
                        ("c", Size(width: 80, height: 10))]

    /// A stack `s` at the root's top-left corner holding a, b and c.
    static func stack(_ configure: (inout StackView) -> Void, in parent: ViewID = .root) throws -> (Layout, ViewID, [ViewID]) {
        var l = Layout()
        let s = try l.addView("s", in: parent)
        try l.pin(s, .left, to: .root); try l.pin(s, .top, to: .root)
        var settings = StackView()
        configure(&settings)
        try l.makeStack(s, settings)
        var views: [ViewID] = []
        for (name, size) in sizes {
            let v = try l.addView(name, kind: .image, in: s)
            try l.setImageSize(v, size)
            try l.addArrangedSubview(v, to: s)
            views.append(v)
        }
        return (l, s, views)
    }

    @Test("fill × fill: views at their widths, spaced, all as tall as the tallest")
    func fillFill() throws {
        let (l, s, v) = try Self.stack { $0.spacing = 10 }
        // Along: a 0…40, +10, b 50…110, +10, c 120…200; the stack is 200 wide.
        // Across: tops and bottoms equal, so one height ≥ 30 (b's compression @750) and
        // ≤ 20, 10 (hugging @250): 30.
        #expect(l.frame(of: v[0]) == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(l.frame(of: v[1]) == Rect(x: 50, y: 0, width: 60, height: 30))
        #expect(l.frame(of: v[2]) == Rect(x: 120, y: 0, width: 80, height: 30))
        #expect(l.frame(of: s) == Rect(x: 0, y: 0, width: 200, height: 30))
    }

    @Test("center alignment: each view at its own height, centred on the tallest")
    func fillCenter() throws {
        let (l, s, v) = try Self.stack { $0.spacing = 10; $0.alignment = .center }
        // The spanning boundaries keep every view inside the stack, whose height is pulled to 0
        // @51: 30 (b). Centres at 15: a at 15 − 10 = 5, b at 0, c at 15 − 5 = 10.
        #expect(l.frame(of: v[0]) == Rect(x: 0, y: 5, width: 40, height: 20))
        #expect(l.frame(of: v[1]) == Rect(x: 50, y: 0, width: 60, height: 30))
        #expect(l.frame(of: v[2]) == Rect(x: 120, y: 10, width: 80, height: 10))
        #expect(l.frame(of: s).height == 30)
    }

    @Test("leading (top) alignment of a horizontal stack: tops at 0, each view its own height")
    func fillLeading() throws {
        let (l, s, v) = try Self.stack { $0.spacing = 10; $0.alignment = .leading }
        #expect(l.frame(of: v[0]) == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(l.frame(of: v[2]) == Rect(x: 120, y: 0, width: 80, height: 10))
        #expect(l.frame(of: s).height == 30)
    }

    @Test("trailing alignment of a vertical stack: right edges on the widest view's")
    func verticalTrailing() throws {
        let (l, s, v) = try Self.stack { $0.axis = .vertical; $0.spacing = 5; $0.alignment = .trailing }
        // Widest is c (80): a's left 80 − 40 = 40, b's 20. Down: a 0…20, +5, b 25…55, +5, c 60…70.
        #expect(l.frame(of: v[0]) == Rect(x: 40, y: 0, width: 40, height: 20))
        #expect(l.frame(of: v[1]) == Rect(x: 20, y: 25, width: 60, height: 30))
        #expect(l.frame(of: v[2]) == Rect(x: 0, y: 60, width: 80, height: 10))
        #expect(l.frame(of: s) == Rect(x: 0, y: 0, width: 80, height: 70))
    }

    @Test("fillEqually in a 320-wide stack: three 100-pt views with two 10-pt gaps")
    func fillEqually() throws {
        var (l, s, v) = try Self.stack { $0.spacing = 10; $0.distribution = .fillEqually }
        try l.pin(s, .width, plus: 320)
        // 3w + 2 × 10 = 320 → w = 100; x = 0, 110, 220. Heights: fill alignment, 30.
        #expect(l.frame(of: v[0]) == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(l.frame(of: v[1]) == Rect(x: 110, y: 0, width: 100, height: 30))
        #expect(l.frame(of: v[2]) == Rect(x: 220, y: 0, width: 100, height: 30))
    }

    @Test("fillProportionally shares a 360-wide stack 40 : 60 : 80")
    func fillProportionally() throws {
        var (l, s, v) = try Self.stack { $0.distribution = .fillProportionally }
        try l.pin(s, .width, plus: 360)
        // Multipliers 40/180, 60/180, 80/180 of 360: 80, 120, 160 (sum 360, spacing 0). The
        // multipliers are not exact in binary: frames are compared to a millionth of a point.
        func rounded(_ r: Rect) -> Rect {
            func r6(_ x: Double) -> Double { (x * 1e6).rounded() / 1e6 }
            return Rect(x: r6(r.minX), y: r6(r.minY), width: r6(r.width), height: r6(r.height))
        }
        #expect(rounded(l.frame(of: v[0])) == Rect(x: 0, y: 0, width: 80, height: 30))
        #expect(rounded(l.frame(of: v[1])) == Rect(x: 80, y: 0, width: 120, height: 30))
        #expect(rounded(l.frame(of: v[2])) == Rect(x: 200, y: 0, width: 160, height: 30))
    }

    @Test("negative spacing overlaps; a custom spacing after a view replaces the spacing there")
    func spacing() throws {
        var (l, s, v) = try Self.stack { $0.spacing = -5 }
        // b at 40 − 5 = 35, c at 35 + 60 − 5 = 90; stack 90 + 80 = 170.
        #expect(l.frame(of: v[1]).minX == 35)
        #expect(l.frame(of: v[2]).minX == 90)
        #expect(l.frame(of: s).width == 170)
        try l.updateStack(s) { $0.customSpacing[v[0]] = 20 }
        // b at 40 + 20 = 60, c at 60 + 60 − 5 = 115.
        #expect(l.frame(of: v[1]).minX == 60)
        #expect(l.frame(of: v[2]).minX == 115)
    }

    @Test("a margins-relative stack lays its views out 8 pt inside its edges")
    func marginsRelative() throws {
        let (l, s, v) = try Self.stack { $0.spacing = 10; $0.isLayoutMarginsRelativeArrangement = true }
        // Default margins 8: a at x 8, y 8; the stack is 8 + 200 + 8 = 216 wide, 8 + 30 + 8 = 46 tall.
        #expect(l.frame(of: v[0]) == Rect(x: 8, y: 8, width: 40, height: 30))
        #expect(l.frame(of: s) == Rect(x: 0, y: 0, width: 216, height: 46))
    }

    @Test("a hidden view takes no room and its spacing goes with it; shown again, it comes back")
    func hiding() throws {
        var (l, s, v) = try Self.stack { $0.axis = .vertical; $0.spacing = 8 }
        // Down: a 0…20, +8, b 28…58, +8, c 66…76. Fill across: all 80 wide (c).
        #expect(l.frame(of: v[1]) == Rect(x: 0, y: 28, width: 80, height: 30))
        #expect(l.frame(of: v[2]) == Rect(x: 0, y: 66, width: 80, height: 10))
        #expect(l.frame(of: s).height == 76)
        try l.setHidden(v[1], true)
        // b: height 0 ('UISV-hiding'); its two gaps are 8 − 4 each, so c at 20 + 4 + 0 + 4 = 28,
        // and the stack 20 + 8 + 10 = 38 tall.
        #expect(l.frame(of: v[1]).height == 0)
        #expect(l.frame(of: v[1]).minY == 24)
        #expect(l.frame(of: v[2]).minY == 28)
        #expect(l.frame(of: s).height == 38)
        let hiding = l.generatedConstraintIDs(of: s).filter { l.constraint($0)?.label == "UISV-hiding" }
        #expect(hiding.map { l.describe($0) } == ["'UISV-hiding' b.height == 0   (added by the stack view s because b is hidden)"])
        try l.setHidden(v[1], false)
        #expect(l.frame(of: v[2]).minY == 66)
        #expect(l.frame(of: s).height == 76)
        #expect(l.generatedConstraintIDs(of: s).allSatisfy { l.constraint($0)?.label != "UISV-hiding" })
    }

    @Test("hiding the first view: no spacing before the new first view")
    func hidingFirst() throws {
        var (l, s, v) = try Self.stack { $0.axis = .vertical; $0.spacing = 8 }
        try l.setHidden(v[0], true)
        // The a–b gap is next to the canvas's start: 0. b 0…30, +8, c 38…48.
        #expect(l.frame(of: v[1]).minY == 0)
        #expect(l.frame(of: v[2]).minY == 38)
        #expect(l.frame(of: s).height == 48)
    }

    @Test("removeArrangedSubview keeps the view as a subview; the others close up")
    func removeArranged() throws {
        var (l, s, v) = try Self.stack { $0.spacing = 10 }
        try l.removeArrangedSubview(v[1], from: s)
        #expect(l.superview(of: v[1]) == s)
        #expect(l.stack(s)?.arrangedSubviews == [v[0], v[2]])
        // c at 40 + 10 = 50; the stack 130 wide.
        #expect(l.frame(of: v[2]).minX == 50)
        #expect(l.frame(of: s).width == 130)
    }

    @Test("a view added from elsewhere becomes a subview of the stack; removing it from the tree leaves the stack")
    func addFromElsewhere() throws {
        var (l, s, v) = try Self.stack { $0.spacing = 10 }
        let d = try l.addView("d", kind: .image)
        try l.setImageSize(d, Size(width: 20, height: 20))
        try l.insertArrangedSubview(d, at: 0, in: s)
        #expect(l.superview(of: d) == s)
        // d 0…20, +10, a 30…70.
        #expect(l.frame(of: v[0]).minX == 30)
        try l.removeView(d)
        #expect(l.stack(s)?.arrangedSubviews == v)
        #expect(l.frame(of: v[0]).minX == 0)
    }

    @Test("a vertical stack pinned to a scroll view's content edges sets its contentSize")
    func scrollContentSize() throws {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let s = try l.addView("s", in: sv)
        try l.pinEdges(s, to: sv)
        try l.pin(s, .width, to: sv)
        var settings = StackView(axis: .vertical)
        settings.spacing = 10
        try l.makeStack(s, settings)
        for i in 0..<8 {
            let v = try l.addView("row\(i)", kind: .image, in: s)
            try l.setImageSize(v, Size(width: 50, height: 100))
            try l.addArrangedSubview(v, to: s)
        }
        // 8 × 100 + 7 × 10 = 870 tall, as wide as the scroll view (375).
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 375, height: 870))
        try l.setHidden(try #require(l.id(of: "row7")), true)
        // One row and one gap fewer: 870 − 110 = 760.
        #expect(l.scrollInfo(sv)?.contentSize == Size(width: 375, height: 760))
    }

    @Test("a required height on a hidden arranged view conflicts with 'UISV-hiding'")
    func hidingConflict() throws {
        var (l, _, v) = try Self.stack { $0.axis = .vertical; $0.spacing = 8 }
        let height = try l.pin(v[1], .height, plus: 30)
        #expect(l.conflicts.isEmpty)
        try l.setHidden(v[1], true)
        let report = try #require(l.conflicts.first)
        let involved = ([report.broken] + report.conflicting).map { l.describe($0) }
        #expect(involved.contains("'UISV-hiding' b.height == 0   (added by the stack view s because b is hidden)"))
        // UIKit keeps 'UISV-hiding' and breaks the developer's height: the hidden view collapses.
        #expect(report.broken == height)
        #expect(l.frame(of: v[1]).height == 0)
        try l.setHidden(v[1], false)
        // Shown again, the height is let in again (a session retries broken constraints after
        // each entry) and holds.
        try l.reactivate(height)
        #expect(l.conflicts.isEmpty)
        #expect(l.frame(of: v[1]).height == 30)
    }
}

extension StackViewTests {
    @Test("every arranged view hidden: the stack holds only its first view's leading end and fits to 0")
    func allHidden() throws {
        var (l, s, v) = try Self.stack { $0.axis = .vertical; $0.spacing = 8 }
        for view in v { try l.setHidden(view, true) }
        // All three 0 tall, every gap next to the canvas's ends (nothing visible): 0 in all.
        #expect(l.frame(of: s).height == 0)
        let connections = l.generatedConstraintIDs(of: s).filter { l.constraint($0)?.label == "UISV-canvas-connection" }
            .map { l.describe($0) }
        // Written as UIKit's log writes them: the stack first at the leading end. Nothing visible
        // holds its trailing end (IB stores such a stack as long as the views around it make it,
        // not pulled to its 0-long views), and it fits to 0 at 49.
        #expect(connections.contains("'UISV-canvas-connection' s.top == a.top   (added by the stack view s)"))
        #expect(!connections.contains("'UISV-canvas-connection' c.bottom == s.bottom   (added by the stack view s)"))
        let fits = l.generatedConstraintIDs(of: s).filter { l.constraint($0)?.label == "UISV-canvas-fit" }
        #expect(fits.count == 2)
        #expect(fits.allSatisfy { l.constraint($0)?.priority == 49 })
    }
}

extension StackViewTests {
    @Test("first-baseline alignment lines up a 17-pt and a 34-pt label; the stack is as tall as the taller")
    func firstBaseline() throws {
        var l = Layout()
        let s = try l.addView("s")
        try l.pin(s, .left, to: .root); try l.pin(s, .top, to: .root)
        try l.makeStack(s, { var st = StackView(); st.alignment = .firstBaseline; return st }())
        let small = try l.addView("small", kind: .label, in: s)
        try l.setLabel(small, text: "A")
        let large = try l.addView("large", kind: .label, in: s)
        try l.setLabel(large, text: "B", fontSize: 34)
        try l.addArrangedSubview(small, to: s)
        try l.addArrangedSubview(large, to: s)
        // Lines: 17 pt → 20.288, first baseline 0.8 × that = 16.23 down; 34 pt → 40.576 (40.667 at
        // @3x), baseline 32.461 down. Baselines equal, both inside the stack, its height pulled to 0:
        // large at y 0, small at 32.461 − 16.23 = 16.23, the stack 40.667 tall. "B" at 34 pt is
        // 20.52 wide, 20.667 at @3x; "A" at 17 pt 10.93, 11. On the @3x pixel grid small's 16.23
        // is 16.333.
        #expect(l.frame(of: large) == Rect(x: 11, y: 0, width: 62.0 / 3, height: 122.0 / 3))
        #expect(l.frame(of: small).minY == 16.23024.snapped(toPixelsOf: 3))
        #expect(l.frame(of: s).height == 122.0 / 3)
    }
}

extension StackViewTests {
    @Test("equalSpacing in a 320-wide stack: the 140 pt left over split into two 70-pt gaps")
    func equalSpacing() throws {
        var (l, s, v) = try Self.stack { $0.spacing = 10; $0.distribution = .equalSpacing }
        try l.pin(s, .width, plus: 320)
        // Views keep their widths (hugging 250 beats the canvas fit at 49): 40 + 60 + 80 = 180;
        // two equal gaps share 140: 70 each (≥ 10). a 0, b 110, c 240.
        #expect(l.frame(of: v[0]) == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(l.frame(of: v[1]) == Rect(x: 110, y: 0, width: 60, height: 30))
        #expect(l.frame(of: v[2]) == Rect(x: 240, y: 0, width: 80, height: 30))
        // The gap guides are UIKit's _UIOLAGapGuide, held equal by 'UISV-fill-equally'.
        let gaps = l.generatedConstraintIDs(of: s).filter {
            l.constraint($0)?.label == "UISV-fill-equally" || l.constraint($0)?.label == "UISV-distributing-edge"
        }.map { l.describe($0) }
        #expect(gaps == [
            "'UISV-distributing-edge' _UIOLAGapGuide:s-gap-0.leading == a.trailing   (added by the stack view s)",
            "'UISV-distributing-edge' _UIOLAGapGuide:s-gap-0.trailing == b.leading   (added by the stack view s)",
            "'UISV-distributing-edge' _UIOLAGapGuide:s-gap-1.leading == b.trailing   (added by the stack view s)",
            "'UISV-distributing-edge' _UIOLAGapGuide:s-gap-1.trailing == c.leading   (added by the stack view s)",
            "'UISV-fill-equally' _UIOLAGapGuide:s-gap-1.width == _UIOLAGapGuide:s-gap-0.width   (added by the stack view s)",
        ])
    }

    @Test("equalSpacing with nothing fixing the stack's width: the gaps shrink to the spacing")
    func equalSpacingFits() throws {
        let (l, s, v) = try Self.stack { $0.spacing = 10; $0.distribution = .equalSpacing }
        // 'UISV-canvas-fit' pulls the width to 0 at 49: the gaps stop at their minimum, 10.
        #expect(l.frame(of: v[2]).minX == 120)
        #expect(l.frame(of: s).width == 200)
    }

    @Test("equalCentering in a 320-wide stack: b's centre halfway between a's and c's")
    func equalCentering() throws {
        var (l, s, v) = try Self.stack { $0.distribution = .equalCentering }
        try l.pin(s, .width, plus: 320)
        // a's centre at 20, c at 320 − 80 = 240 so its centre at 280; b's centre at
        // (20 + 280) / 2 = 150, so b at 150 − 30 = 120. Gaps 80 and 60, both ≥ 0.
        #expect(l.frame(of: v[1]) == Rect(x: 120, y: 0, width: 60, height: 30))
        #expect(l.frame(of: v[2]).minX == 240)
    }

    @Test("a hidden view leaves the equal gaps: the two visible neighbours share one gap")
    func equalSpacingHidden() throws {
        var (l, s, v) = try Self.stack { $0.spacing = 10; $0.distribution = .equalSpacing }
        try l.pin(s, .width, plus: 320)
        try l.setHidden(v[1], true)
        // a and c only: 320 − 40 − 80 = 200 between them; c at 240.
        #expect(l.frame(of: v[2]).minX == 240)
        #expect(l.frame(of: v[1]).width == 0)
    }

    @Test("nested stacks: a vertical stack of two horizontal rows")
    func nested() throws {
        var l = Layout()
        let outer = try l.addView("outer")
        try l.pin(outer, .left, to: .root); try l.pin(outer, .top, to: .root)
        try l.makeStack(outer, StackView(axis: .vertical))
        try l.updateStack(outer) { $0.spacing = 4; $0.alignment = .leading }
        var rows: [ViewID] = []
        for (r, widths) in [[10.0, 20.0], [30.0]].enumerated() {
            let row = try l.addView("row\(r)", in: outer)
            try l.makeStack(row)
            for (i, w) in widths.enumerated() {
                let v = try l.addView("v\(r)\(i)", kind: .image, in: row)
                try l.setImageSize(v, Size(width: w, height: 10 * Double(r + 1)))
                try l.addArrangedSubview(v, to: row)
            }
            try l.addArrangedSubview(row, to: outer)
            rows.append(row)
        }
        // Row 0: 10 + 20 = 30 wide, 10 tall. Row 1: 30 wide, 20 tall, at 10 + 4 = 14.
        // The outer stack: 30 wide, 10 + 4 + 20 = 34 tall.
        #expect(l.frame(of: rows[0]) == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(l.frame(of: rows[1]) == Rect(x: 0, y: 14, width: 30, height: 20))
        #expect(l.frame(of: outer) == Rect(x: 0, y: 0, width: 30, height: 34))
    }
}

extension StackViewTests {
    @Test("a stack cannot arrange itself or a view that contains it")
    func arrangingItself() throws {
        var (l, s, _) = try Self.stack { _ in }
        #expect(throws: LayoutError.cannotArrange("s", in: "s")) { try l.addArrangedSubview(s, to: s) }
        #expect(l.stack(s)?.arrangedSubviews.count == 3)
    }
}

extension StackViewTests {
    @Test("a hidden view and everything inside it count as hidden on screen; showing it again undoes that")
    func hiddenOnScreen() throws {
        var (l, _, v) = try Self.stack { _ in }
        let inner = try l.addView("inner", in: v[1])
        try l.setHidden(v[1], true)
        #expect(l.isHiddenOnScreen(v[1]) && l.isHiddenOnScreen(inner))
        #expect(!l.isHiddenOnScreen(v[0]))
        try l.setHidden(v[1], false)
        #expect(!l.isHiddenOnScreen(inner))
    }
}
