import Layout

/// Scroll views whose size is their storyboard's: an `@IBOutlet`'s view stands 0×0 in the root
/// view, for its storyboard frame is not in the paste.
extension Evaluator {
    /// A scroll view outlet that the controller's code left 0×0 scrolls, in UIKit, over its
    /// content less its storyboard size, which the paste does not give: the ranges worked out
    /// from 0×0 bounds are not UIKit's, whatever the contentSize. Its scroll line says
    /// `scrolling not known` (``ScrollInfo/boundsKnown``), and this note says why, once per
    /// outlet; one whose content is not known on either side has its own note already, and one
    /// known on one side only is not given a size that has the 0 of the other in it.
    mutating func noteScrollRangesOfStoryboardSizedOutlets() {
        noteScrollRangesInsideStoryboardSizedOutlets()
        let layout = session.state.layout
        for name in swift.outlets.sorted() {
            guard let id = layoutID(name), let info = layout.scrollInfo(id), !info.boundsKnown,
                  info.contentWidthKnown || info.contentHeightKnown, !swift.storyboardSizedNoted.contains(name) else { continue }
            swift.storyboardSizedNoted.insert(name)
            let content = info.contentWidthKnown && info.contentHeightKnown
                ? "its contentSize \(Session.number(info.contentSize.width))×\(Session.number(info.contentSize.height))" : "its contentSize"
            note("@IBOutlet \(viewName(name)): how far it scrolls is not known: its frame is the storyboard's, not in the paste "
                + "(0×0 here), so the ranges \(content) would give are not UIKit's; give it a size to try one "
                + "(`\(viewName(name)).frame = view.bounds`)")
        }
    }

    /// A scroll view made in code inside an `@IBOutlet` the code leaves 0×0 (a placeholder view
    /// from the storyboard) and pinned to it is as big as that outlet's storyboard frame, which
    /// the paste does not give: while it stands 0×0 too, its ranges are not UIKit's either. It
    /// is marked as sized by the storyboard, and a note names the outlet, once per scroll view.
    mutating func noteScrollRangesInsideStoryboardSizedOutlets() {
        var layout = session.state.layout
        for id in layout.scrollViewsInTreeOrder {
            guard let name = layout.name(of: id), !swift.outlets.contains(name), !swift.storyboardSizedNoted.contains(name),
                  layout.bounds(of: id).width == 0, layout.bounds(of: id).height == 0,
                  let outlet = zeroSizedOutletAncestor(of: id, in: layout) else { continue }
            try? layout.setSizedByStoryboard(id, true)
            swift.storyboardSizedNoted.insert(name)
            note("\(name): how far it scrolls is not known: it is inside @IBOutlet \(outlet), whose frame is the storyboard's, "
                + "not in the paste (0×0 here, and \(name) with it); give \(outlet) a size to try one "
                + "(`\(outlet).frame = view.bounds`)")
        }
        session.state.layout = layout
    }

    /// The nearest `@IBOutlet` around a view that stands 0×0, its storyboard frame not in the paste.
    func zeroSizedOutletAncestor(of id: ViewID, in layout: Layout) -> String? {
        var parent = layout.superview(of: id)
        while let current = parent, current != .root {
            if let name = layout.name(of: current), swift.outlets.contains(name) {
                let b = layout.bounds(of: current)
                if b.width == 0, b.height == 0 { return name }
            }
            parent = layout.superview(of: current)
        }
        return nil
    }
}
