import Layout
import Testing

import Rendering

/// A constraint is cited at the line of its entry that names its attribute, also where the
/// attribute is written capitalised: Objective-C's `NSLayoutAttributeRight`, Swift 2's `.Right`.
@Suite("the line that made a constraint, when the attribute is capitalised")
struct CapitalisedAttributeLineTests {
    /// Two lines, each naming `box` and `root` with constant 0: only the attribute tells them
    /// apart, so the right edge's constraint is the second line's, not the first's.
    @Test("NSLayoutAttributeRight and Swift 2's .Right name the right edge")
    func capitalisedAttributes() throws {
        for (left, right) in [
            ("[root addConstraint:[NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeLeft relatedBy:NSLayoutRelationEqual toItem:root attribute:NSLayoutAttributeLeft multiplier:1 constant:0]];",
             "[root addConstraint:[NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeRight relatedBy:NSLayoutRelationEqual toItem:root attribute:NSLayoutAttributeRight multiplier:1 constant:0]]"),
            ("NSLayoutConstraint(item: box, attribute: .Left, relatedBy: .Equal, toItem: root, attribute: .Left, multiplier: 1, constant: 0).active = true",
             "NSLayoutConstraint(item: box, attribute: .Right, relatedBy: .Equal, toItem: root, attribute: .Right, multiplier: 1, constant: 0).active = true"),
        ] {
            var layout = Layout()
            var lines = ConstraintLines()
            let box = try layout.addView("box")
            let first = layout.nextConstraintNumber
            let leftEdge = try layout.pin(box, .left, to: .root)
            let rightEdge = try layout.pin(box, .right, to: .root)
            lines.record(from: first, to: layout.nextConstraintNumber, entry: left + "\n" + right, firstLine: 1,
                         inScript: true, in: layout)
            #expect(lines.line(of: leftEdge, in: layout)?.number == 1)
            #expect(lines.line(of: rightEdge, in: layout)?.number == 2)
            #expect(lines.line(of: rightEdge, in: layout)?.text.contains("Right") == true)
        }
    }
}
