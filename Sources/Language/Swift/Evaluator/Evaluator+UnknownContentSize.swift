import Layout

/// Which sides of a size made in code are known here.
struct SizeSides: Hashable {
    var width: Bool
    var height: Bool
}

/// A contentSize set in code from what the paste does not hold: UIKit's content is the app's
/// value on that side, not the 0 Layoutbook holds in its place, so that side is "not known"
/// while the other, worked out from what the paste gives, is shown.
extension Evaluator {
    /// A `CGSize(width:height:)` or `CGSizeMake(w, h)` just made, its width worked out while
    /// ``unknownReads`` went from `readsBefore` to `afterWidth` and its height after: remembered
    /// by value when a side was read from what the paste does not hold — its argument read an
    /// unknown (an outlet's 0×0 frame), or working it out put a 0 in place of the app's constant.
    mutating func rememberSides(of size: Size, _ width: EvaluatedArgument?, _ height: EvaluatedArgument?,
                                readsBefore: Int, afterWidth: Int) -> Size {
        let sides = SizeSides(width: !(width?.readsUnknown ?? false) && afterWidth == readsBefore,
                              height: !(height?.readsUnknown ?? false) && unknownReads == afterWidth)
        sizesWithUnknownSides[size] = sides.width && sides.height ? nil : sides
        return size
    }

    /// The known sides of a size: those of ``size(_:_:_:)`` when it was made from what the paste
    /// does not hold, both otherwise.
    func sizeSides(of size: Size) -> SizeSides {
        sizesWithUnknownSides[size] ?? SizeSides(width: true, height: true)
    }

    /// After `sv.contentSize = …` (`made` when the value is a size made in code, which may
    /// carry unknown sides): the sides of the scroll view's hand-set content that are not
    /// known (all when the whole value is the app's), with a note saying which, once per view and
    /// answer.
    mutating func markContentSizeSides(of name: String, _ size: Size, wholeUnknown: Bool, made: Bool) {
        guard let id = layoutID(name) else { return }
        let sides = wholeUnknown ? SizeSides(width: false, height: false)
            : made ? sizeSides(of: size) : SizeSides(width: true, height: true)
        try? session.state.layout.setHandContentKnown(id, width: sides.width, height: sides.height)
        guard !(sides.width && sides.height) else { return }
        let which = sides.width ? "height is" : sides.height ? "width is" : "width and height are"
        note("\(viewName(name)).contentSize: its \(which) worked out from what the paste does not hold, so UIKit's is "
            + "not known here and the scroll line says so rather than show the 0 used in its place")
    }
}
