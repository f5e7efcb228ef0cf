import Layout
import Testing
import Rendering

/// A view standing in for a class the paste lacks has no intrinsic size here: an ambiguity that
/// size would settle says so.
@Suite("an ambiguity of a view that stands in for a class the paste lacks")
struct StandInAmbiguityTests {
    func ratingLayout(standsIn: Bool) throws -> Layout {
        var layout = Layout()
        let rating = try layout.addView("rating", in: .root)
        try layout.setTranslatesAutoresizingMask(rating, false)
        if standsIn { layout.setStandsIn(rating, for: "RatingView") }
        _ = try layout.activate(LayoutConstraint(.view(rating), .centerX, .equal, .view(.root), .centerX))
        _ = try layout.activate(LayoutConstraint(.view(rating), .top, .equal, .view(.root), .top, constant: 10))
        _ = try layout.activate(LayoutConstraint(.view(rating), .bottom, .equal, .view(.root), .bottom, constant: -10))
        return layout
    }

    @Test("centred, its width free: the warning says the width may be RatingView's own intrinsic size")
    func standInSaysWhy() throws {
        let warnings = Report.warnings(try ratingLayout(standsIn: true), since: nil)
        #expect(warnings == ["Ambiguous layout: rating has an ambiguous horizontal position and width — pin both its left and right, "
            + "or one of them (or centerX) and give it a width; it stands in for RatingView, which is not modelled here: in UIKit "
            + "its width may be RatingView's intrinsic content size, which the paste does not show"])
    }

    @Test("a plain view of the same layout is only told how to pin it")
    func plainViewUnchanged() throws {
        let warnings = Report.warnings(try ratingLayout(standsIn: false), since: nil)
        #expect(warnings == ["Ambiguous layout: rating has an ambiguous horizontal position and width — pin both its left and right, "
            + "or one of them (or centerX) and give it a width"])
    }
}
