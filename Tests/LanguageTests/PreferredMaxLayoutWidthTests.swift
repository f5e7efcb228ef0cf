import Testing
import Layout
@testable import Language

/// UILabel's `preferredMaxLayoutWidth`: 0 (automatic) wraps a label at the width its
/// constraints give it; an explicit width makes a label that may wrap ask for its text wrapped
/// at that width, whatever width it is given — in code and in Interface Builder ("Explicit").
@Suite("preferredMaxLayoutWidth: a wrapping label asks for its text wrapped at the explicit width")
struct PreferredMaxLayoutWidthTests {
    static let text = "Tap a photo to choose it for your profile"

    /// A wrapping label, centred on the screen 80 from the top, its text in `width` when given.
    func centred(preferred: Double?) -> Session {
        var s = Session()
        let preferredLine = preferred.map { "caption.preferredMaxLayoutWidth = \(Int($0))" } ?? ""
        _ = s.run("""
            let caption = UILabel()
            caption.text = "\(Self.text)"
            caption.numberOfLines = 0
            \(preferredLine)
            caption.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(caption)
            caption.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            caption.topAnchor.constraint(equalTo: view.topAnchor, constant: 80).isActive = true
            """)
        return s
    }

    @Test("set before the label is placed, an explicit 160 wraps the centred text into lines no wider than 160")
    func explicitWidthWraps() throws {
        let automatic = try #require(centred(preferred: nil).frame("caption"))
        let explicit = try #require(centred(preferred: 160).frame("caption"))
        // Automatic: nothing limits its width, so the text stays on one line, one line tall.
        #expect(automatic.width > 300)
        #expect(automatic.height < 21)
        // Explicit: no wider than 160, several lines tall, still centred on x = 187.5.
        #expect(explicit.width <= 160)
        #expect(explicit.height > 2 * 20)
        #expect(abs(explicit.minX - (187.5 - explicit.width / 2).snapped(toPixelsOf: 3)) < 0.001)
        #expect(explicit.minY == 80)
    }

    @Test("pinned wider than the explicit width, the label is as wide as its edges but as tall as its text wrapped at 160")
    func pinnedWider() throws {
        var s = Session()
        _ = s.run("""
            let note = UILabel()
            note.text = "\(Self.text)"
            note.numberOfLines = 0
            note.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(note)
            note.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            note.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20).isActive = true
            note.topAnchor.constraint(equalTo: view.topAnchor, constant: 80).isActive = true
            """)
        let wrappedAtEdges = try #require(s.frame("note"))
        #expect(!s.run("note.preferredMaxLayoutWidth = 160").failed)
        let wrappedAt160 = try #require(s.frame("note"))
        // 375 − 40 wide both times; UIKit sizes the height from the explicit width, not the frame's.
        #expect(wrappedAtEdges.width == 335 && wrappedAt160.width == 335)
        #expect(wrappedAt160.height > wrappedAtEdges.height)
        // Back to automatic (0): wrapped at its own width again.
        #expect(!s.run("note.preferredMaxLayoutWidth = 0").failed)
        #expect(s.frame("note") == wrappedAtEdges)
    }
}
