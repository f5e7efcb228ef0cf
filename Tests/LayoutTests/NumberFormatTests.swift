import Layout
import Testing

/// How every number prints: at most three decimals, trailing zeros dropped, never `-0`, never an
/// exponent, the same bytes in every locale.
@Suite("printed numbers")
struct NumberFormatTests {
    @Test("round to thousandths, halves away from zero; integers without a fraction", arguments: [
        (343.0, "343"),
        (0.5, "0.5"),
        (187.5, "187.5"),
        (562.0 / 3, "187.333"),           // 187.3333…
        (3.125, "3.125"),                 // 375 / 120, the zoom that fits a rect
        (2.0 / 3, "0.667"),
        (0.0005, "0.001"),
        (-0.0005, "-0.001"),
        (-12.25, "-12.25"),
        (123_456_789.123_4, "123456789.123"),
    ])
    func rounding(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }

    @Test("zero is 0 whatever its sign, and so is anything that rounds to it", arguments: [
        0.0, -0.0, 0.0004, -0.0004, -1e-12,
    ])
    func noNegativeZero(value: Double) {
        #expect(formatNumber(value) == "0")
    }

    @Test("large numbers are written out in full, with no exponent", arguments: [
        (1e15, "1000000000000000"),
        (9_007_199_254_740_993.0, "9007199254740992"),  // 2^53 + 1 is not a Double: 2^53
        (1e20, "100000000000000000000"),
        (-2.5e16, "-25000000000000000"),
        (1e22, "10000000000000000000000"),
    ])
    func large(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }

    @Test("the largest Double prints its 309 digits")
    func largest() {
        let text = formatNumber(Double.greatestFiniteMagnitude)
        #expect(text.count == 309)
        #expect(text.hasPrefix("179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368"))
    }
}
