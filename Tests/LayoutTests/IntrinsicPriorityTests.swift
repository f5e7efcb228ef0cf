import Cassowary
import Layout
import Testing

/// Content hugging (250) and compression resistance (750) against a constraint that pulls a label
/// away from its intrinsic size. "Hello" at 17 pt is 38.83 wide, 39 × 20.333 at @3x.
@Suite("hugging and compression resistance")
struct IntrinsicPriorityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var hugging: Bool
        var axis: Axis
        /// `attribute == constant @priority` pulls the label to `pulled`; the raised priority
        /// brings it back to `intrinsic`.
        var attribute: Attribute, constant: Double, priority: Int, raised: Int
        var pulled: Rect, intrinsic: Rect
        var testDescription: String { "\(hugging ? "hugging" : "resistance") \(axis) raised to \(raised)" }
    }

    static let cases = [
        // width 200 @300 beats hugging 250; hugging at 301 wins back 39.
        Case(hugging: true, axis: .horizontal, attribute: .width, constant: 200, priority: 300, raised: 301,
             pulled: Rect(x: 0, y: 0, width: 200, height: 61.0 / 3), intrinsic: Rect(x: 0, y: 0, width: 39, height: 61.0 / 3)),
        // height 10 @800 beats resistance 750; resistance at 801 keeps the 20.333-pt line.
        Case(hugging: false, axis: .vertical, attribute: .height, constant: 10, priority: 800, raised: 801,
             pulled: Rect(x: 0, y: 0, width: 39, height: 10), intrinsic: Rect(x: 0, y: 0, width: 39, height: 61.0 / 3)),
    ]

    @Test("a raised priority beats the constraint that pulled the label", arguments: cases)
    func raise(_ c: Case) throws {
        var l = Layout()
        let label = try l.addView("hello", kind: .label)
        try l.setLabel(label, text: "Hello")
        try l.pin(label, .left, to: .root); try l.pin(label, .top, to: .root)
        try l.pin(label, c.attribute, plus: c.constant, priority: c.priority)
        #expect(l.frame(of: label) ≈ c.pulled)
        if c.hugging {
            try l.setContentHugging(label, c.axis, c.raised)
        } else {
            try l.setCompressionResistance(label, c.axis, c.raised)
        }
        #expect(l.frame(of: label) ≈ c.intrinsic)
        let stored = c.hugging ? l.view(label)?.huggingPriority[c.axis] : l.view(label)?.compressionResistance[c.axis]
        #expect(stored == c.raised)
    }

    @Test("priorities outside 1…1000 and unknown views are refused")
    func refusals() throws {
        var l = Layout()
        let label = try l.addView("hello", kind: .label)
        #expect(throws: LayoutError.badPriority(0)) { try l.setContentHugging(label, .vertical, 0) }
        #expect(throws: LayoutError.badPriority(1001)) { try l.setCompressionResistance(label, .horizontal, 1001) }
        #expect(throws: LayoutError.unknownView("#99")) { try l.setContentHugging(ViewID(99), .vertical, 10) }
    }
}
