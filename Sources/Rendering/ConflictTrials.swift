import Layout

/// What ``ConflictAdvice`` found when it tried fixes on copies of a layout, kept across the
/// conflicts of that one layout: a try on a conflict of the same shape as an earlier one is
/// answered from here instead of on another copy.
///
/// Why: a list of copies of one constraint that conflicts (a line of an `activate` list pasted
/// 200 times) breaks each copy, with a conflict of its own; each conflict's fixes are tried on a
/// copy of the layout where every broken constraint is let in again, so the advice for n copies
/// cost n tries of n constraints each. Two conflicts have the same shape when their broken
/// constraints are equal (all but their handle) and the rest of their sets are the same
/// constraints: identical constraints fare alike in every try, and a try that changes the
/// broken one changes each conflict's own in the same way, so the answers are the same.
///
/// A class: one instance is shared by the conflicts of one report, and holds nothing beyond it.
public final class ConflictTrials {
    struct Shape: Hashable {
        var broken: LayoutConstraint
        var conflicting: [LayoutConstraintID]
    }

    struct Key: Hashable {
        var shape: Shape
        /// The try, as ``ConflictAdvice`` names it ("lower broken", "remove 12").
        var trial: String
    }

    /// Whether each try ended the conflict.
    var satisfiable: [Key: Bool] = [:]
    /// What each try that describes (what a change leaves unpinned) said.
    var texts: [Key: String?] = [:]
    /// The constraints of each view's autoresizing mask (which the sources say the app made).
    var maskIDs: [ViewID: [LayoutConstraintID]] = [:]

    public init() {}
}
