import Layout
import Testing

/// Numbers are checked where they enter, against ``NumberLimits``: a refused number names the
/// allowed range and changes nothing, and no accepted number makes a frame infinite or NaN.
@Suite("number limits")
struct NumberLimitsTests {
    @Test("a constant of 1e308 is refused with the range, and no frame turns infinite")
    func hugeConstant() throws {
        // c.centerX <= b.left + 1e308 @750 then c.trailing == view.trailing * -1 - 5 @1 once gave
        // c (inf,0,nan,0).
        var l = Layout()
        let b = try l.addView("b"), c = try l.addView("c")
        #expect(throws: LayoutError.outOfRange("the constant", 1e308, allowed: "-1e12…1e12")) {
            try l.pin(c, .centerX, .lessThanOrEqual, to: b, .left, plus: 1e308, priority: 750)
        }
        try l.pin(c, .trailing, to: .root, times: -1, plus: -5, priority: 1)
        for v in [b, c] {
            let f = l.frame(of: v)
            let finite = [f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(f)")
        }
        #expect(LayoutError.outOfRange("the constant", 1e308, allowed: "-1e12…1e12").description
                == "the constant 1e+308 is out of range: allowed is -1e12…1e12")
    }

    @Test("a centre point of 1e308 is refused as a constant")
    func hugeCentre() throws {
        // make.center.equalTo(CGPoint(x: 1e308, y: 1e308)) is centerX == 1e308 in the superview.
        var l = Layout()
        let c = try l.addView("c")
        #expect(throws: LayoutError.outOfRange("the constant", 1e308, allowed: "-1e12…1e12")) {
            try l.pin(c, .centerX, to: .root, .left, plus: 1e308)
        }
        #expect(l.constraintIDs.allSatisfy { l.constraint($0)?.origin != .user })
    }

    @Test("a font size of 1e308 is refused; the label keeps its font")
    func hugeFont() throws {
        var l = Layout()
        let label = try l.addView("l", kind: .label)
        #expect(throws: LayoutError.outOfRange("the font size", 1e308, allowed: "above 0, at most 10000")) {
            try l.setLabel(label, fontSize: 1e308)
        }
        #expect(l.view(label)?.label?.fontSize == 17)
    }

    @Test("multipliers outside 1e-9…1e9 in size are refused, 1e-9 itself is kept")
    func multipliers() throws {
        var l = Layout()
        let a = try l.addView("a"), b = try l.addView("b")
        #expect(throws: LayoutError.outOfRange("the multiplier", 1e-12, allowed: "0, or -1e9…-1e-9 and 1e-9…1e9")) {
            try l.pin(a, .width, to: b, .width, times: 1e-12)
        }
        // a.width == b.width * 1e-9 + 5 and b.width == 1e12: a is 1e12 · 1e-9 + 5 = 1005 wide.
        try l.pin(a, .width, to: b, .width, times: 1e-9, plus: 5)
        try l.pin(b, .width, plus: 1e12)
        #expect(abs(l.frame(of: a).width - 1005) < 1e-6)
    }

    @Test("frames, sizes and the screen are held to the same range")
    func framesAndSizes() throws {
        var l = Layout()
        #expect(throws: LayoutError.outOfRange("the frame's width", 1e300, allowed: "-1e12…1e12")) {
            try l.addView("f", frame: Rect(x: 0, y: 0, width: 1e300, height: 10))
        }
        #expect(l.view(named: "f") == nil)
        #expect(throws: LayoutError.outOfRange("the screen width", .infinity, allowed: "0…1e12")) {
            try l.setScreen(Size(width: .infinity, height: 10))
        }
        #expect(l.screen == Size(width: 375, height: 667))
    }
}

/// Multipliers in range can still multiply each other past what doubles hold.
@Suite("chains of steep multipliers")
struct SteepChainTests {
    @Test("a chain of ×1e9 widths is refused where it would leave the range, and the layout stays as it was")
    func chain() throws {
        // v0 is 1e12 wide; v_{i+1}.width == v_i.width × 1e9 gives 1e21, then 1e30: past 1e24.
        var l = Layout()
        var previous = try l.addView("v0")
        try l.pin(previous, .width, plus: 1e12)
        let v1 = try l.addView("v1")
        try l.pin(v1, .width, to: previous, .width, times: 1e9)
        #expect(l.frame(of: v1).width == 1e21)
        previous = v1
        let v2 = try l.addView("v2")
        let before = l.constraintIDs
        #expect(throws: LayoutError.self) { try l.pin(v2, .width, to: previous, .width, times: 1e9) }
        #expect(l.constraintIDs == before)
        #expect(l.frame(of: v2).width == 0)
    }
}
