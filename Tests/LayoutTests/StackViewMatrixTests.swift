import Cassowary
import Layout
import Testing

/// Every distribution × every alignment that applies to the axis, on one fixed set of arranged
/// image views: a 40×20, b 60×30, c 80×10, spacing 10, the stack at the root's top-left corner
/// with its length along the axis fixed (320 wide across, 200 tall down). Along the axis a and c
/// hug at 251 and b at 250 (UIKit's label and view defaults), so `.fill` stretches b alone; across
/// it, every view hugs at 250 and resists compression at 750.
///
/// Along the axis a frame depends only on the distribution, across it only on the alignment, so
/// each is derived once below and every pair is checked: twenty cases per axis.
@Suite("stack views: every distribution × alignment")
struct StackViewMatrixTests {
    static let sizes = [Size(width: 40, height: 20), Size(width: 60, height: 30), Size(width: 80, height: 10)]

    /// Where a, b and c lie along a horizontal stack 320 wide (x, width), by distribution.
    static let horizontalAlong: [StackDistribution: [(Double, Double)]] = [
        // b, the only one hugging at 250, takes what is left: 320 − 10 − 10 − 40 − 80 = 180.
        // a 0…40, b 50…230, c 240…320.
        .fill: [(0, 40), (50, 180), (240, 80)],
        // (320 − 2 × 10) / 3 = 100 each (the equal widths are required; 100 ≥ every intrinsic
        // width, so compression resistance is met). a 0, b 110, c 220.
        .fillEqually: [(0, 100), (110, 100), (220, 100)],
        // Multipliers are each intrinsic width over the widths plus the spacing: 180 + 20 = 200,
        // so 40/200, 60/200, 80/200 of 320 → 64 @999, 96 @998, 128 @997. The three and the two
        // gaps must make 320 exactly, so the weakest gives: c = 320 − 20 − 64 − 96 = 140.
        // a 0…64, b 74…170, c 180…320.
        .fillProportionally: [(0, 64), (74, 96), (180, 140)],
        // Views keep their widths (hugging ≥ 250 beats 'UISV-canvas-fit' at 49); the 140 left
        // over (320 − 180) is split into two equal gaps of 70 (≥ the 10 spacing). a 0, b 110, c 240.
        .equalSpacing: [(0, 40), (110, 60), (240, 80)],
        // Views keep their widths; a's centre at 20, c at 240…320 so its centre at 280; equal
        // centre-to-centre distances put b's centre at 150, b at 120. Gaps 80 and 60 ≥ 10.
        .equalCentering: [(0, 40), (120, 60), (240, 80)],
    ]

    /// Where a, b and c lie across a horizontal stack (y, height), by alignment. The tallest
    /// view, b (30), sets the stack's height in every case.
    static let horizontalAcross: [StackAlignment: [(Double, Double)]] = [
        // Tops and bottoms all equal the first's: one height, ≥ 30 (b's compression @750) and
        // ≤ 20, 10 (a's and c's hugging @250): 30 for all.
        .fill: [(0, 30), (0, 30), (0, 30)],
        // Tops on the stack's top; each view its own height (compression @750 beats the
        // ambiguity suppression pulling it to 0 @25). The spanning fit pulls the stack to 0 @51,
        // the boundaries keep every view inside: 30.
        .leading: [(0, 20), (0, 30), (0, 10)],
        // Centres on the stack's centre, 15: a 15 − 10 = 5, b 0, c 15 − 5 = 10.
        .center: [(5, 20), (0, 30), (10, 10)],
        // Bottoms on the stack's bottom, 30: a 10, b 0, c 20.
        .trailing: [(10, 20), (0, 30), (20, 10)],
    ]

    /// Where a, b and c lie along a vertical stack 200 tall (y, height), by distribution.
    static let verticalAlong: [StackDistribution: [(Double, Double)]] = [
        // b stretches: 200 − 10 − 10 − 20 − 10 = 150. a 0…20, b 30…180, c 190…200.
        .fill: [(0, 20), (30, 150), (190, 10)],
        // (200 − 20) / 3 = 60 each. a 0, b 70, c 140.
        .fillEqually: [(0, 60), (70, 60), (140, 60)],
        // Heights 60 + spacing 20 = 80: 20/80, 30/80, 10/80 of 200 → 50 @999, 75 @998, 25 @997;
        // c gives: 200 − 20 − 50 − 75 = 55. a 0…50, b 60…135, c 145…200.
        .fillProportionally: [(0, 50), (60, 75), (145, 55)],
        // 200 − 60 = 140 in two gaps of 70. a 0…20, b 90…120, c 190…200.
        .equalSpacing: [(0, 20), (90, 30), (190, 10)],
        // a's centre 10, c at 190…200 so 195; b's centre (10 + 195) / 2 = 102.5, b at 87.5.
        // Gaps 67.5 and 72.5, both ≥ 10.
        .equalCentering: [(0, 20), (87.5, 30), (190, 10)],
    ]

    /// Where a, b and c lie across a vertical stack (x, width), by alignment. The widest view,
    /// c (80), sets the stack's width.
    static let verticalAcross: [StackAlignment: [(Double, Double)]] = [
        // One width, ≥ 80 (c's compression @750), ≤ 40 and 60 (hugging @250): 80 for all.
        .fill: [(0, 80), (0, 80), (0, 80)],
        // Left edges at 0, own widths.
        .leading: [(0, 40), (0, 60), (0, 80)],
        // Centres at 40: a 20, b 10, c 0.
        .center: [(20, 40), (10, 60), (0, 80)],
        // Right edges at 80: a 40, b 20, c 0.
        .trailing: [(40, 40), (20, 60), (0, 80)],
    ]

    static let alignments: [StackAlignment] = [.fill, .leading, .center, .trailing]

    /// The stack, its length fixed, holding a, b and c with the hugging described above.
    static func stack(_ axis: Axis, _ distribution: StackDistribution, _ alignment: StackAlignment) throws -> (Layout, ViewID, [ViewID]) {
        var l = Layout()
        let s = try l.addView("s")
        try l.pin(s, .left, to: .root); try l.pin(s, .top, to: .root)
        try l.pin(s, axis == .horizontal ? .width : .height, plus: axis == .horizontal ? 320 : 200)
        var settings = StackView()
        settings.axis = axis
        settings.spacing = 10
        settings.distribution = distribution
        settings.alignment = alignment
        try l.makeStack(s, settings)
        var views: [ViewID] = []
        for (k, (name, size)) in zip(["a", "b", "c"], sizes).enumerated() {
            let v = try l.addView(name, kind: .image, in: s)
            try l.setImageSize(v, size)
            if k != 1 { try l.setContentHugging(v, axis, 251) }
            try l.addArrangedSubview(v, to: s)
            views.append(v)
        }
        return (l, s, views)
    }

    /// A frame to a millionth of a point (the proportional multipliers are not exact in binary).
    static func rounded(_ r: Rect) -> Rect {
        func r6(_ x: Double) -> Double { (x * 1e6).rounded() / 1e6 }
        return Rect(x: r6(r.minX), y: r6(r.minY), width: r6(r.width), height: r6(r.height))
    }

    @Test("a horizontal stack 320 wide: each distribution places along, each alignment across",
          arguments: StackDistribution.allCases, alignments)
    func horizontal(_ distribution: StackDistribution, _ alignment: StackAlignment) throws {
        let (l, s, views) = try Self.stack(.horizontal, distribution, alignment)
        let along = try #require(Self.horizontalAlong[distribution])
        let across = try #require(Self.horizontalAcross[alignment])
        for (k, v) in views.enumerated() {
            let expected = Rect(x: along[k].0, y: across[k].0, width: along[k].1, height: across[k].1)
            // On the pixel grid of the bare @3x screen, as UIKit applies the engine's values.
            #expect(Self.rounded(l.frame(of: v)) == Self.rounded(expected.snapped(toPixelsOf: 3)), "view \(["a", "b", "c"][k])")
        }
        #expect(Self.rounded(l.frame(of: s)) == Rect(x: 0, y: 0, width: 320, height: 30))
        #expect(l.conflicts.isEmpty)
    }

    @Test("a vertical stack 200 tall: each distribution places along, each alignment across",
          arguments: StackDistribution.allCases, alignments)
    func vertical(_ distribution: StackDistribution, _ alignment: StackAlignment) throws {
        let (l, s, views) = try Self.stack(.vertical, distribution, alignment)
        let along = try #require(Self.verticalAlong[distribution])
        let across = try #require(Self.verticalAcross[alignment])
        for (k, v) in views.enumerated() {
            let expected = Rect(x: across[k].0, y: along[k].0, width: across[k].1, height: along[k].1)
            // On the pixel grid of the bare @3x screen, as UIKit applies the engine's values.
            #expect(Self.rounded(l.frame(of: v)) == Self.rounded(expected.snapped(toPixelsOf: 3)), "view \(["a", "b", "c"][k])")
        }
        #expect(Self.rounded(l.frame(of: s)) == Rect(x: 0, y: 0, width: 80, height: 200))
        #expect(l.conflicts.isEmpty)
    }

    /// The baseline alignments, which apply to horizontal stacks, on three one-line labels: a "Hi"
    /// at 17 pt, b "Hey" at 34 pt, c "Yo!" at 10 pt, each its text metric's size (rounded up to the
    /// @3x pixel: 20.333, 40.667 and 12 tall); a first baseline 80% down the first line (1.1934 ×
    /// the size), a last one 20% of a line up from the bottom. Spacing 10, 320 wide, a and c
    /// hugging at 251 along.
    static let baselineLabels: [(text: String, size: Double)] = [("Hi", 17), ("Hey", 34), ("Yo!", 10)]

    static func labelSize(_ k: Int) -> Size {
        TextMetrics.singleLine(LabelContent(text: baselineLabels[k].text, fontSize: baselineLabels[k].size))
    }

    /// Along: where each label starts and how wide it is, from the labels' widths wa, wb, wc.
    static func baselineAlong(_ distribution: StackDistribution) -> [(Double, Double)] {
        let (wa, wb, wc) = (labelSize(0).width, labelSize(1).width, labelSize(2).width)
        switch distribution {
        case .fill:
            // b stretches to what a, c and the two spacings leave.
            let b = 320 - 20 - wa - wc
            return [(0, wa), (wa + 10, b), (320 - wc, wc)]
        case .fillEqually:
            // (320 − 20) / 3 = 100 each.
            return [(0, 100), (110, 100), (220, 100)]
        case .fillProportionally:
            // Each its share of 320 by width (the spacings counted in the whole) @999 and @998; c
            // takes what is left of 300.
            let whole = wa + wb + wc + 20
            let a = wa / whole * 320, b = wb / whole * 320
            return [(0, a), (a + 10, b), (a + b + 20, 300 - a - b)]
        case .equalSpacing:
            // The room left in two equal gaps.
            let gap = (320 - wa - wb - wc) / 2
            return [(0, wa), (wa + gap, wb), (320 - wc, wc)]
        case .equalCentering:
            // b's centre halfway between a's and c's.
            let centre = (wa / 2 + 320 - wc / 2) / 2
            return [(0, wa), (centre - wb / 2, wb), (320 - wc, wc)]
        }
    }

    /// Across, each label keeps its height h. First baselines equal at B: tops B − first ≥ 0 (the
    /// spanning boundaries) and the spanning fit pulling the stack down make B the largest first
    /// baseline, b's; the stack ends at the lowest bottom. Last baselines equal at L: tops
    /// L + last − h ≥ 0 make L the largest h − last, b's again; the stack ends at a's bottom
    /// (UIKit's `V:[a]-(>=0)-|`, pulled up by the canvas fit).
    static func baselineAcross(_ alignment: StackAlignment) -> (tops: [Double], stack: Double) {
        let heights = (0..<3).map { labelSize($0).height }
        let lines = baselineLabels.map { TextMetrics.lineHeight(fontSize: $0.size) }
        if alignment == .firstBaseline {
            let first = lines.map { 0.8 * $0 }
            let b = first.max() ?? 0
            let tops = first.map { b - $0 }
            return (tops, zip(tops, heights).map { $0 + $1 }.max() ?? 0)
        }
        let last = lines.map { 0.2 * $0 }
        let l = zip(heights, last).map { $0 - $1 }.max() ?? 0
        let tops = zip(heights, last).map { l + $1 - $0 }
        return (tops, l + last[0])
    }

    @Test("baseline alignments of a horizontal stack of labels: each distribution along, baselines level across",
          arguments: StackDistribution.allCases, [StackAlignment.firstBaseline, .lastBaseline])
    func baselines(_ distribution: StackDistribution, _ alignment: StackAlignment) throws {
        var l = Layout()
        let s = try l.addView("s")
        try l.pin(s, .left, to: .root); try l.pin(s, .top, to: .root); try l.pin(s, .width, plus: 320)
        var settings = StackView()
        settings.spacing = 10
        settings.distribution = distribution
        settings.alignment = alignment
        try l.makeStack(s, settings)
        var views: [ViewID] = []
        for (k, (text, font)) in Self.baselineLabels.enumerated() {
            let v = try l.addView(["a", "b", "c"][k], kind: .label, in: s)
            try l.setLabel(v, text: text, fontSize: font)
            if k != 1 { try l.setContentHugging(v, .horizontal, 251) }
            try l.addArrangedSubview(v, to: s)
            views.append(v)
        }
        let along = Self.baselineAlong(distribution)
        let across = Self.baselineAcross(alignment)
        for (k, v) in views.enumerated() {
            let expected = Rect(x: along[k].0, y: across.tops[k], width: along[k].1, height: Self.labelSize(k).height)
            #expect(Self.rounded(l.frame(of: v)) == Self.rounded(expected.snapped(toPixelsOf: 3)), "label \(["a", "b", "c"][k])")
        }
        #expect(Self.rounded(l.frame(of: s)) == Self.rounded(Rect(x: 0, y: 0, width: 320, height: across.stack).snapped(toPixelsOf: 3)))
        #expect(l.conflicts.isEmpty)
    }
}
