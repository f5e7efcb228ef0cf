import Layout
import Testing

@testable import Rendering

/// "What changed" compares frames as they print without printing them: two numbers print the same
/// exactly when their thousandths, rounded as ``formatNumber(_:)`` rounds them, are equal.
@Suite("frames compared as they print")
struct PrintedEqualityTests {
    /// Values near the rounding edges: halves of a thousandth, both signs, -0, values that round
    /// to zero, large ones past the exact range, infinities.
    static let values: [Double] = [
        0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 0.0015, 0.001, 1, 1.0005, 1.00049999, 1.0004999999999999,
        -1.0005, 2.675, 2.6749999, 123.4565, 999.9995, 1e14 + 0.0005, 1e15, 1e15 + 1, 9_007_199_254_740_991.5,
        9_007_199_254_740_992, -9_007_199_254_740_993, 1e300, .infinity, -.infinity,
    ]

    @Test("two frames differ exactly when their printed forms differ")
    func sameAsText() {
        for a in Self.values {
            for b in Self.values {
                let r = Rect(x: a, y: 1, width: 2, height: 3), s = Rect(x: b, y: 1, width: 2, height: 3)
                let t = Rect(x: 0, y: 0, width: 10, height: a), u = Rect(x: 0, y: 0, width: 10, height: b)
                #expect(r.printsDifferently(from: s) == (Format.rect(r) != Format.rect(s)), "\(a) vs \(b)")
                #expect(t.printsDifferently(from: u) == (Format.rect(t) != Format.rect(u)), "\(a) vs \(b)")
            }
        }
    }

    @Test("numbers near two thousandths apart, at every size, and neighbouring large ones, differ as they print")
    func twoThousandthsApart() {
        let bases: [Double] = [0, -0.0, 0.0005, -0.0005, -0.001, 1.2345, -7.0005, 0.9985, 1e12 + 0.0005, 999_999_999_999_999,
                               -999_999_999_999_998.9, 1e15 - 0.25]
        let deltas: [Double] = [0.0009, 0.0015, 0.0019999, 0.002, 0.0020001, 0.0025, 0.003, -0.0009, -0.0019999, -0.002, -0.0025, 1]
        // Past that size, neighbouring numbers (which may print alike) as well.
        let large: [(Double, Double)] = [1e15, 1e16, 1e20, 1e300].flatMap { [($0, $0.nextUp), ($0, $0 + 2), (-$0, -$0.nextUp)] }
        for (a, b) in bases.flatMap({ a in deltas.map { (a, a + $0) } }) + large {
            let r = Rect(x: 0, y: a, width: 1, height: 1), s = Rect(x: 0, y: b, width: 1, height: 1)
            #expect(r.printsDifferently(from: s) == (Format.rect(r) != Format.rect(s)), "\(a) vs \(b)")
        }
    }
}
