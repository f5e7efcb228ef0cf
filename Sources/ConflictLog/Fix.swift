import Layout

/// A usual fix for the conflict, tried on a copy of the rebuilt layout.
public struct Fix: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// Priority 999 on the developer's constraint that fights a size UIKit imposes.
        /// A table's default row height (44): self-sizing rows, or the height returned.
        case selfSizingRows = "self-sizing rows"
        case lowerAgainstImposedSize = "priority 999 against UIKit's size"
        case turnOffAutoresizingMask = "translatesAutoresizingMaskIntoConstraints = false"
        /// One of two constraints on the same attribute of the same view.
        case removeDuplicate = "remove a duplicate"
        case lowerPriority = "priority 999"
        case remove = "remove"
    }

    public var kind: Kind
    /// Whether it changes the constraint UIKit broke (the usual one to loosen, ranked first among equals).
    public var onBroken = false
    /// What to do, in the developer's terms.
    public var advice: String
    /// Whether, with this change, the log's constraints are satisfiable (the conflict is gone
    /// and nothing else breaks).
    public var satisfiable: Bool
}

extension Fix.Kind {
    /// Usual fixes first: the ones that keep the developer's intent.
    var rank: Int {
        switch self {
        case .selfSizingRows: 0
        case .lowerAgainstImposedSize: 0
        case .turnOffAutoresizingMask: 1
        case .removeDuplicate: 2
        case .lowerPriority: 3
        case .remove: 4
        }
    }
}
