import Language
import Layout
import Testing

/// A frame set in code with a negative width or height — a subview sized in `init(frame:)` from
/// a `bounds` that is still zero, less a margin — is read as UIKit's frame setter reads it: through
/// the rect's midpoint and absolute size, not as constraints that cannot hold. The paste is
/// written for this test; the frames follow from its numbers.
@Suite("a frame with a negative size")
struct NegativeFrameSizeTests {
    @Test("a subview given height bounds.height − 100 in init(frame: .zero) is 100 tall from y −70, with no conflict")
    func negativeHeightIsFlipped() {
        var session = Session()
        session.script("""
        final class PosterView: UIView {
            let artwork = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                artwork.frame = CGRect(x: 0, y: 30, width: bounds.width, height: bounds.height - 100)
                addSubview(artwork)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let poster = PosterView()
        view.addSubview(poster)
        let strip = UIView(frame: CGRect(x: 200, y: 100, width: -50, height: 20))
        view.addSubview(strip)
        """)
        // y 30 and height −100: the midpoint is at −20, the height 100, so the top is at −70.
        #expect(session.frame("artwork") == Rect(x: 0, y: -70, width: 0, height: 100))
        // x 200 and width −50: from 150, 50 wide.
        #expect(session.frame("strip") == Rect(x: 150, y: 100, width: 50, height: 20))
    }
}
