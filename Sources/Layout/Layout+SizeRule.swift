import Cassowary

/// UIKit's engine rule: a view's or layout guide's width and height are never negative.
///
/// The engine keeps every item's size at 0 or more with a required rule that no log lists, so
/// constraints that would push a size below 0 are a conflict ("Unable to simultaneously satisfy
/// constraints", one of them broken), never a negative frame: a lone `v.width == -16` is refused
/// on its own, and `H:|-(8)-[table]-(8)-|` in a container whose encapsulated width is 0 is a
/// conflict of three. Here the rule is two required constraints per item, `width >= 0` and
/// `height >= 0` (origin ``ConstraintOrigin/nonNegativeSize``), made with the item: every view
/// but the root (whose size is the screen's, never negative), a scroll view's content area, each
/// safe-area, margins and readable guide when it is made, each stack view's gap guides. They are
/// firm (a conflict breaks the newest user constraint of its minimal set, never the rule), shown
/// in a minimal set as lines of their own, and left out of the listings (``constraintIDs``),
/// as UIKit lists them nowhere.
extension Layout {
    /// Makes and installs the rule for an item whose solver variables were just made. Nothing
    /// constrains fresh variables yet, so the rule cannot conflict here and needs no settling.
    mutating func addSizeRules(for item: Item) {
        for attribute in [Attribute.width, .height] {
            let id = LayoutConstraintID(nextConstraint)
            nextConstraint += 1
            let rule = LayoutConstraint(item, attribute, .greaterThanOrEqual, constant: 0, origin: .nonNegativeSize)
            entries[id] = Entry(constraint: rule, isActive: false)
            setActive(id, true)
            addToSolver(id)
        }
    }

    /// Whether a constraint is one of the size rules (kept out of the listings).
    public func isSizeRule(_ id: LayoutConstraintID) -> Bool {
        entries[id]?.constraint.origin.isSizeRule ?? false
    }
}
