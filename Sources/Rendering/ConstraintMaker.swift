import Layout

/// Who made a constraint, as far as a conflict's advice needs to know: the app's code (a fix may
/// change it), a size UIKit imposes (the app's constraint against it gives way), an autoresizing
/// mask, or UIKit itself (no fix changes it).
public enum ConstraintMaker: Sendable, Hashable {
    /// The app's own constraint (or a system spacing it asked for).
    case app
    /// A size UIKit imposes on a view for a while or for good.
    case imposedSize(ImposedSize)
    /// A view's autoresizing mask held as constraints; `ofAppView` is false for UIKit's private
    /// views (a cell's contentView, a toolbar's insides), whose mask must stay on.
    case autoresizingMask(ofAppView: Bool)
    /// Interface Builder's `'IB auto generated at build time for view with fixed frame'`: a view
    /// with no constraints in its storyboard or xib gets its frame as constraints.
    case interfaceBuilderFixedFrame
    /// Anything else UIKit made (guides, a stack view's arrangement, the screen, an intrinsic
    /// size, the size rule, the keyboard's views) or Layoutbook assumed.
    case uikit

    /// The sizes UIKit imposes.
    public enum ImposedSize: Sendable, Hashable {
        /// A table's or collection view's cell (`'UIView-Encapsulated-Layout-Height'`, or a
        /// cell's contentView sized through its mask); `inCollection` when a collection view's,
        /// which has no default row height; `untilMeasured` when the size is known to be the one
        /// the table holds until it measures the cell (the session's `cell`), where a log's may
        /// be the real one; `tableRow` when the view is known to be a table's cell (its
        /// contentView), whose height the table's rowHeight or heightForRowAt gives;
        /// `sectionHeader` when it is a table's section header or footer (its
        /// `_UITableViewHeaderFooterContentView`), whose height sectionHeaderHeight or
        /// heightForHeaderInSection gives.
        case cellSize(inCollection: Bool, untilMeasured: Bool = false, tableRow: Bool = false, sectionHeader: Bool = false)
        /// `_UITemporaryLayoutWidth`/`Height`: UIKit measuring a view before it has a size.
        case temporary
        /// `UISV-hiding`: a hidden arranged view squeezed to 0 along its stack's axis.
        case stackHiding
        /// An input view's (a custom keyboard's) height while it loads (216 on a phone in
        /// portrait), which the app's own height constraint on it replaces once it is on screen.
        case inputView
    }

    /// Whether a fix may change the constraint.
    public var isApp: Bool { self == .app }
}
