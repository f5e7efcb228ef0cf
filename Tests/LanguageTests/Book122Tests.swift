@testable import Language
import Layout
import Testing

/// What the twenty-second round's probes and fresh app code tripped on. Pastes are written for
/// this test; frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, twenty-second round")
struct Book122Tests {
    @Test("a padded label's intrinsicContentSize adds its insets to its text once, however many entries later it is asked again")
    func paddedLabelPadsOnce() {
        var session = Session()
        let outcomes = session.script("""
            class PaddedLabel: UILabel {
                var insets = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
                override var intrinsicContentSize: CGSize {
                    let size = super.intrinsicContentSize
                    return CGSize(width: size.width + insets.left + insets.right,
                                  height: size.height + insets.top + insets.bottom)
                }
            }
            let badge = PaddedLabel()
            badge.text = "NEW"
            let plain = UILabel()
            plain.text = "NEW"
            view.addSubview(badge)
            view.addSubview(plain)
            badge.translatesAutoresizingMaskIntoConstraints = false
            plain.translatesAutoresizingMaskIntoConstraints = false
            badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
            plain.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10).isActive = true
            plain.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let text = session.frame("plain")!.size
        // The badge is its text and 6 + 6 across, 2 + 2 down.
        let padded = Size(width: text.width + 12, height: text.height + 4)
        #expect(session.frame("badge")?.size == padded)
        // Two more entries lay the views out again; the override is asked again each time and
        // must start from the text, not from its own last answer.
        _ = session.script("""
            badge.setContentHuggingPriority(.required, for: .horizontal)
            view.layoutIfNeeded()
            """)
        #expect(session.frame("badge") == Rect(x: 10, y: 10, width: padded.width, height: padded.height))
        // A new text is measured afresh, and padded once.
        _ = session.script("""
            badge.text = "NEWER"
            plain.text = "NEWER"
            """)
        let longer = session.frame("plain")!.size
        let badge = session.frame("badge")!.size
        #expect(abs(badge.width - (longer.width + 12)) < 0.001 && abs(badge.height - (longer.height + 4)) < 0.001)
        #expect(longer.width > text.width)
    }
}
