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
            #expect(Self.rounded(l.frame(of: v)) == expected, "view \(["a", "b", "c"][k])")
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
            #expect(Self.rounded(l.frame(of: v)) == expected, "view \(["a", "b", "c"][k])")
        }
        #expect(Self.rounded(l.frame(of: s)) == Rect(x: 0, y: 0, width: 80, height: 200))
        #expect(l.conflicts.isEmpty)
    }

    /// The baseline alignments, which apply to horizontal stacks, on three one-line labels: a "Hi"
    /// at 17 pt (17×20, first baseline 16 down, last 4 up: the metric puts them 80% down the first
    /// line and 20% up from the bottom), b "Hey" at 34 pt (51×41, 32.8 down, 8.2 up), c "Yo!" at
    /// 10 pt (15×12, 9.6 down, 2.4 up); spacing 10, 320 wide, a and c hugging at 251 along.
    static let baselineAlong: [StackDistribution: [(Double, Double)]] = [
        // b stretches: 320 − 20 − 17 − 15 = 268. a 0…17, b 27…295, c 305…320.
        .fill: [(0, 17), (27, 268), (305, 15)],
        // (320 − 20) / 3 = 100 each.
        .fillEqually: [(0, 100), (110, 100), (220, 100)],
        // Widths 83 + spacing 20 = 103: a 17/103 × 320 = 5440/103 @999, b 51/103 × 320 =
        // 16320/103 @998; c gives: 300 − 21760/103 = 9140/103. b at 5440/103 + 10 = 6470/103,
        // c at 320 − 9140/103 = 23820/103.
        .fillProportionally: [(0, 5440.0 / 103), (6470.0 / 103, 16320.0 / 103), (23820.0 / 103, 9140.0 / 103)],
        // 320 − 83 = 237 in two gaps of 118.5: b at 135.5, c at 305.
        .equalSpacing: [(0, 17), (135.5, 51), (305, 15)],
        // a's centre 8.5, c's 312.5, b's (8.5 + 312.5) / 2 = 160.5: b at 135. Gaps 118 and 119.
        .equalCentering: [(0, 17), (135, 51), (305, 15)],
    ]

    /// Across, each label keeps its height. First baselines equal at B: tops B − 16, B − 32.8,
    /// B − 9.6 stay ≥ 0 (the spanning boundaries), so B ≥ 32.8; bottoms B + 4, B + 8.2, B + 2.4 stay
    /// inside the stack, whose height the spanning fit pulls down: B = 32.8, height 41, tops
    /// 16.8, 0, 23.2. Last baselines equal at L: bottoms L + 4, L + 8.2, L + 2.4 and tops L − 16,
    /// L − 32.8, L − 9.6 ≥ 0 give L = 32.8 and the same frames (every label is one line). The
    /// stack's own height differs: a first-baseline stack ends at the spanner's bottom (41), a
    /// last-baseline one only at or below its first view's bottom (UIKit's `V:[a]-(>=0)-|`),
    /// pulled up by the canvas fit to a's bottom, L + 4 = 36.8, with b reaching 4.2 below it.
    static let baselineAcross: [(Double, Double)] = [(16.8, 20), (0, 41), (23.2, 12)]

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
        for (k, (text, font)) in [("Hi", 17.0), ("Hey", 34.0), ("Yo!", 10.0)].enumerated() {
            let v = try l.addView(["a", "b", "c"][k], kind: .label, in: s)
            try l.setLabel(v, text: text, fontSize: font)
            if k != 1 { try l.setContentHugging(v, .horizontal, 251) }
            try l.addArrangedSubview(v, to: s)
            views.append(v)
        }
        let along = try #require(Self.baselineAlong[distribution])
        for (k, v) in views.enumerated() {
            let expected = Rect(x: along[k].0, y: Self.baselineAcross[k].0, width: along[k].1, height: Self.baselineAcross[k].1)
            #expect(Self.rounded(l.frame(of: v)) == Self.rounded(expected), "label \(["a", "b", "c"][k])")
        }
        let height = alignment == .lastBaseline ? 36.8 : 41
        #expect(Self.rounded(l.frame(of: s)) == Rect(x: 0, y: 0, width: 320, height: height))
        #expect(l.conflicts.isEmpty)
    }
}
