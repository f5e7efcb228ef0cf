import Language
import Layout
import Testing

/// A view's `transform` is kept but not applied (only a scroll view's zoom is modelled): UIKit's
/// frame of a transformed view is the bounding box of its transformed bounds, so a transform
/// other than the identity is said in a note instead of being shown silently at the untransformed
/// frame. The pastes are written for this test.
@Suite("view transform")
struct ViewTransformNoteTests {
    @Test("a spinner scaled 5× is said to be shown untransformed; setting .identity says nothing")
    func scaledViewIsNoted() {
        var session = Session()
        let outcomes = session.script("""
        let spinner = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        view.addSubview(spinner)
        spinner.transform = CGAffineTransform(scaleX: 5, y: 5)
        let card = UIView(frame: CGRect(x: 10, y: 200, width: 100, height: 60))
        view.addSubview(card)
        card.transform = .identity
        card.transform = CGAffineTransform.identity
        """)
        let notes = outcomes.flatMap(\.notes).filter { $0.contains("transform") }
        #expect(notes == ["spinner.transform is not applied here: spinner's frame is shown untransformed, where UIKit's frame is "
            + "the bounding box of the transformed view (its bounds and center stay, and so does what its constraints place)"])
        #expect(session.frame("spinner") == Rect(x: 100, y: 100, width: 20, height: 20))
    }
}
