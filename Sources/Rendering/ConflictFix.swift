import Layout

/// A fix for a conflict, as an experienced developer would try it, tried on a copy of the layout.
/// One ranking (``ConflictAdvice``) makes them for the session's own conflicts and for a
/// conflict log's rebuilt constraints.
public struct ConflictFix: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// A size asked to be negative (`v.width == -16`): its constant at 0 or more.
        case nonNegativeConstant = "a size at 0 or more"
        /// A table's default row height (44): self-sizing rows, or the height returned.
        case selfSizingRows = "self-sizing rows"
        /// Priority 999 on the developer's constraint that fights a size UIKit imposes.
        case lowerAgainstImposedSize = "priority 999 against UIKit's size"
        case turnOffAutoresizingMask = "translatesAutoresizingMaskIntoConstraints = false"
        /// A view placed by code that Interface Builder fixed at its frame: constraints in the
        /// storyboard (placeholders), so IB generates none.
        case storyboardConstraints = "constraints in the storyboard"
        /// One of two constraints on the same attribute of the same view.
        case removeDuplicate = "remove a duplicate"
        /// One of two that place a view twice on one axis against the same item: centred and
        /// aligned to an edge.
        case removeSecondPlacement = "remove a second placement"
        case lowerPriority = "priority 999"
        case remove = "remove"
    }

    public var kind: Kind
    /// Whether it changes the constraint UIKit broke (the usual one to loosen, ranked first among equals).
    public var onBroken = false
    /// What to do, in the developer's terms.
    public var advice: String
    /// Whether, with this change, the constraints are satisfiable (the conflict is gone and
    /// nothing else of the set breaks).
    public var satisfiable: Bool
    /// The constraint the fix lowers or removes, when it is one constraint.
    public var constraint: LayoutConstraintID? = nil
    /// The fix written as the developer's own code reads (`make.height.equalTo(100).priority(999)`,
    /// `box.height == 100 @999`), when where the constraint was made says how; see
    /// ``ConflictSources/spelled(_:lowered:)``.
    public var code: String? = nil

    public init(kind: Kind, onBroken: Bool = false, advice: String, satisfiable: Bool,
                constraint: LayoutConstraintID? = nil, code: String? = nil) {
        self.kind = kind
        self.onBroken = onBroken
        self.advice = advice
        self.satisfiable = satisfiable
        self.constraint = constraint
        self.code = code
    }
}
