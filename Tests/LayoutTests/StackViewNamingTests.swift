import Cassowary
import Layout
import Testing

/// The constraints a stack view generates, under the names and in the shapes UIKit's console log
/// prints: the alignment spanner, the gap guides, the baseline extras, the hidden first view.
/// Views as in ``StackViewTests``: a 40×20, b 60×30, c 80×10 image views.
@Suite("stack view constraints as UIKit names them")
struct StackViewNamingTests {
    /// The descriptions of the stack's generated constraints with `label`, in order.
    func described(_ l: Layout, _ s: ViewID, _ label: String) -> [String] {
        l.generatedConstraintIDs(of: s).filter { l.constraint($0)?.label == label }.map { l.describe($0) }
    }

    @Test("a center alignment routes the stack's top and bottom through the 'UISV-alignment-spanner' guide")
    func centerThroughSpanner() throws {
        let (l, s, v) = try StackViewTests.stack { $0.alignment = .center }
        let spanner = "_UILayoutSpacer:s'UISV-alignment-spanner'"
        #expect(described(l, s, "UISV-canvas-connection") == [
            "'UISV-canvas-connection' s.leading == a.leading   (added by the stack view s)",
            "'UISV-canvas-connection' c.trailing == s.trailing   (added by the stack view s)",
            "'UISV-canvas-connection' s.top == \(spanner).top   (added by the stack view s)",
            "'UISV-canvas-connection' s.bottom == \(spanner).bottom   (added by the stack view s)",
            "'UISV-canvas-connection' s.centerY == a.centerY   (added by the stack view s)",
        ])
        #expect(described(l, s, "UISV-spanning-boundary").prefix(2) == [
            "'UISV-spanning-boundary' \(spanner).top <= a.top   (added by the stack view s)",
            "'UISV-spanning-boundary' \(spanner).bottom >= a.bottom   (added by the stack view s)",
        ])
        #expect(described(l, s, "UISV-spanning-fit") == ["'UISV-spanning-fit' \(spanner).height == 0 @51   (added by the stack view s)"])
        #expect(described(l, s, "UISV-alignment") == [
            "'UISV-alignment' a.centerY == b.centerY   (added by the stack view s)",
            "'UISV-alignment' a.centerY == c.centerY   (added by the stack view s)",
        ])
        // The spanner spans the tallest, b (30): the stack is 30 tall, the others centred in it.
        #expect(l.frame(of: s) == Rect(x: 0, y: 0, width: 180, height: 30))
        #expect(l.frame(of: v[0]) == Rect(x: 0, y: 5, width: 40, height: 20))
        #expect(l.frame(of: v[1]) == Rect(x: 40, y: 0, width: 60, height: 30))
        #expect(l.frame(of: v[2]) == Rect(x: 100, y: 10, width: 80, height: 10))
    }

    @Test("a leading alignment ties the spanner's top to each view just below required, and its bottom spans them")
    func leadingSpanner() throws {
        let (l, s, v) = try StackViewTests.stack { $0.alignment = .leading }
        let spanner = "_UILayoutSpacer:s'UISV-alignment-spanner'"
        #expect(described(l, s, "UISV-spanning-boundary").prefix(2) == [
            "'UISV-spanning-boundary' \(spanner).top == a.top @999   (added by the stack view s)",
            "'UISV-spanning-boundary' \(spanner).bottom >= a.bottom   (added by the stack view s)",
        ])
        #expect(described(l, s, "UISV-canvas-connection").suffix(2) == [
            "'UISV-canvas-connection' s.top == a.top   (added by the stack view s)",
            "'UISV-canvas-connection' s.bottom == \(spanner).bottom   (added by the stack view s)",
        ])
        #expect(l.frame(of: s).height == 30)
        #expect(l.frame(of: v[2]) == Rect(x: 100, y: 0, width: 80, height: 10))
    }

    @Test("a first-baseline alignment adds 'UISV-canvas-fit' at 49, and two wrapping labels are each kept to half the width, at 950 and 951")
    func baselineExtras() throws {
        var l = Layout()
        let s = try l.addView("s")
        try l.pin(s, .left, to: .root); try l.pin(s, .top, to: .root)
        try l.pin(s, .width, plus: 200)
        var settings = StackView()
        settings.alignment = .firstBaseline
        try l.makeStack(s, settings)
        let title = try l.addView("title", kind: .label, in: s)
        try l.setLabel(title, text: "Twenty characters ok", numberOfLines: 0)
        let detail = try l.addView("detail", kind: .label, in: s)
        try l.setLabel(detail, text: "Twenty characters ok", numberOfLines: 0)
        let note = try l.addView("note", kind: .label, in: s)
        try l.setLabel(note, text: "One line")
        try l.setHidden(note, true)
        for v in [title, detail, note] { try l.addArrangedSubview(v, to: s) }
        #expect(described(l, s, "UISV-canvas-fit") == ["'UISV-canvas-fit' s.height == 0 @49   (added by the stack view s)"])
        // Two wrapping labels: each is kept to at most half the stack's width; the hidden
        // one-line label asks for nothing.
        #expect(described(l, s, "UISV-text-width-disambiguation") == [
            "'UISV-text-width-disambiguation' title.width <= s.width * 0.5 @950   (added by the stack view s)",
            "'UISV-text-width-disambiguation' detail.width <= s.width * 0.5 @951   (added by the stack view s)",
        ])
        // Each label's one line (165.07 → 165.333) asks for that at 750; the shares at 950 and
        // 951 win: 100 each, each text on three lines, 61 tall: "Twenty" (56.84), "characters"
        // (81.26; with " ok" 104.03 would not fit) and "ok".
        #expect(l.frame(of: title) == Rect(x: 0, y: 0, width: 100, height: 61))
        #expect(l.frame(of: detail) == Rect(x: 100, y: 0, width: 100, height: 61))
        #expect(l.conflicts.isEmpty)
    }

    @Test("wrapping labels side by side in a fill-aligned horizontal stack share its width less the spacing; one wrapping label beside a switch is not held")
    func wrappingLabelsShareTheWidth() throws {
        var l = Layout()
        let s = try l.addView("s")
        try l.pin(s, .left, to: .root); try l.pin(s, .top, to: .root)
        try l.pin(s, .width, plus: 414)
        var settings = StackView()
        settings.spacing = 6
        try l.makeStack(s, settings)
        var labels: [ViewID] = []
        for (i, text) in ["feels like 39°C", "speed 3 m/s", "Clouds", "overcast clouds"].enumerated() {
            let label = try l.addView("l\(i)", kind: .label, in: s)
            try l.setLabel(label, text: text, numberOfLines: 3)
            try l.addArrangedSubview(label, to: s)
            labels.append(label)
        }
        // (414 − 3 × 6) / 4 = 99 each: the width less the spacing, in equal shares, where the
        // texts alone (about 105, 86, 48 and 115 wide) would leave the layout ambiguous.
        #expect(described(l, s, "UISV-text-width-disambiguation").first
            == "'UISV-text-width-disambiguation' l0.width <= s.width * 0.25 - 4.5 @950   (added by the stack view s)")
        for (i, label) in labels.enumerated() {
            #expect(l.frame(of: label).minX == Double(i) * 105)
            #expect(l.frame(of: label).width == 99)
        }
        #expect(l.ambiguities().isEmpty)

        var row = Layout()
        let r = try row.addView("r")
        try row.pin(r, .left, to: .root); try row.pin(r, .top, to: .root)
        try row.pin(r, .width, plus: 300)
        try row.makeStack(r, StackView())
        let text = try row.addView("text", kind: .label, in: r)
        try row.setLabel(text, text: "Allow notifications", numberOfLines: 0)
        let toggle = try row.addView("toggle", kind: .image, in: r)
        try row.setImageSize(toggle, Size(width: 49, height: 31))
        try row.setContentHugging(toggle, .horizontal, 750)
        for v in [text, toggle] { try row.addArrangedSubview(v, to: r) }
        // One wrapping label: no share asked; the label (hugging 251) takes what the switch leaves.
        #expect(described(row, r, "UISV-text-width-disambiguation").isEmpty)
        #expect(row.frame(of: text).width == 251)
    }

    @Test("a hidden first arranged view stays the one connected to the stack's leading edge, 0 wide with no spacing after it")
    func hiddenFirstStaysConnected() throws {
        var (l, s, v) = try StackViewTests.stack { $0.spacing = 10 }
        try l.setHidden(v[0], true)
        #expect(described(l, s, "UISV-canvas-connection") == [
            "'UISV-canvas-connection' s.leading == a.leading   (added by the stack view s)",
            "'UISV-canvas-connection' c.trailing == s.trailing   (added by the stack view s)",
            "'UISV-canvas-connection' s.top == a.top   (added by the stack view s)",
            "'UISV-canvas-connection' a.bottom == s.bottom   (added by the stack view s)",
        ])
        #expect(described(l, s, "UISV-spacing") == [
            "'UISV-spacing' b.leading == a.trailing   (added by the stack view s)",
            "'UISV-spacing' c.leading == b.trailing + 10   (added by the stack view s)",
        ])
        #expect(l.frame(of: v[0]).width == 0)
        #expect(l.frame(of: v[1]) == Rect(x: 0, y: 0, width: 60, height: 30))
        #expect(l.frame(of: v[2]) == Rect(x: 70, y: 0, width: 80, height: 30))
    }
}
