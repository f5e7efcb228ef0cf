import Layout

/// Scroll views whose size is their storyboard's: an `@IBOutlet`'s view stands 0×0 in the root
/// view, for its storyboard frame is not in the paste.
extension Evaluator {
    /// A scroll view outlet that the controller's code left 0×0 scrolls, in UIKit, over its
    /// content less its storyboard size, which the paste does not give: the ranges worked out
    /// from 0×0 bounds are not UIKit's, whatever the contentSize. Its scroll line says
    /// `scrolling not known` (``ScrollInfo/boundsKnown``), and this note says why, once per
    /// outlet; one whose content is not known either has its own note already.
    mutating func noteScrollRangesOfStoryboardSizedOutlets() {
        let layout = session.state.layout
        for name in swift.outlets.sorted() {
            guard let id = layoutID(name), let info = layout.scrollInfo(id), !info.boundsKnown, info.contentKnown,
                  !swift.storyboardSizedNoted.contains(name) else { continue }
            swift.storyboardSizedNoted.insert(name)
            note("@IBOutlet \(viewName(name)): how far it scrolls is not known: its frame is the storyboard's, not in the paste "
                + "(0×0 here), so the ranges its contentSize \(Session.number(info.contentSize.width))×\(Session.number(info.contentSize.height)) "
                + "would give are not UIKit's; give it a size to try one (`\(viewName(name)).frame = view.bounds`)")
        }
    }
}
