import Layout

/// A scene laid out: the layout, and what ties it back to the document — each view's stored
/// frame and element, each constraint's element — for misplaced views and lint lines.
public struct BuiltScene: Sendable {
    public var layout: Layout
    /// Per view: IB's id, its element's place and the frame IB stored (relative to its superview).
    public var views: [ViewID: PlacedView]
    /// Per layout constraint made from a `<constraint>`: that element.
    public var constraints: [LayoutConstraintID: InterfaceConstraint]
    /// What the build skipped or guessed.
    public var notes: [InterfaceNote]
    /// The screen the frames were stored for, and the device (nil: a bare screen).
    public var designedScreen: Size
    public var designedDevice: Device?
    /// The ambiguities and scroll-content ambiguities of the scene's own constraints, found
    /// before the views they leave free were held where IB drew them (see
    /// ``SceneBuilder/holdWhereDrawn(_:)``): what lint reports.
    public var ambiguities: [Ambiguity] = []
    public var contentAmbiguities: [ContentAmbiguity] = []
    /// Whether Xcode flagged the controller's root view misplaced (`misplaced="YES"` on it): the
    /// frames stored inside it were laid out for a root frame IB did not store.
    public var rootFlaggedMisplaced = false
    /// Whether its navigation bar shows a large title, a row IB's canvas does not draw.
    public var showsLargeTitle = false

    /// One view of the scene as the document has it.
    public struct PlacedView: Hashable, Sendable {
        public var ibID: String
        public var element: String
        public var storedFrame: Rect?
        /// Xcode flagged the view `misplaced="YES"` or `ambiguous="YES"`: its stored frame is not
        /// the solved one by Xcode's own word.
        public var misplacedFlag: Bool
        public var location: DocumentLocation
        /// How Layoutbook sized it where IB used its own measure (its text, a control's table
        /// size), said when its frame differs; nil when nothing was measured.
        public var measure: String? = nil
        /// An SF Symbol image view: constraints place the symbol's alignment rectangle.
        public var isSymbolImage = false
        /// A placeholder constraint named it: IB's canvas held it by a constraint the build removes.
        public var placeholderHeld = false
        /// The axes that constraint held it along.
        public var placeholderAxes: Set<Axis> = []
        /// Why an SF Symbol image view's frame is its constrained rectangle: its symbol's insets
        /// are not known (nil: they are, and were applied, or it shows no symbol).
        public var symbolUnknown: String? = nil
        /// A hidden arranged view of a stack view: UIKit collapses it along the stack's axis
        /// (`UISV-hiding`), where IB's canvas stores it at its own size.
        public var isHiddenArranged = false
        /// Why its stored size is not one IB's canvas laid out (a cell's content view Xcode 6
        /// left at a default row's height), said when its frame differs; nil when it is.
        public var staleStoredSize: String? = nil
        /// `verifyAmbiguity="ignoreSizes"`: IB does not check its size, so neither does lint.
        public var sizeUnchecked = false
        /// Its stored frame is IB's placeholder for a view the base configuration does not
        /// install (an Xcode 6 or 7 document's size-class-only view): not compared.
        public var isPlaceholderFrame = false
    }
}

/// A view whose solved frame is not the one IB stored: what Xcode's "Update Frames" would change.
public struct Misplacement: Hashable, Sendable {
    public var view: ViewID
    public var name: String
    public var stored: Rect
    public var solved: Rect
    /// Xcode had flagged it (`misplaced="YES"`): the stored frame was already stale.
    public var flaggedByXcode: Bool
    public var location: DocumentLocation
}

extension BuiltScene {
    /// Views whose solved frame differs from the stored one by more than `tolerance` points on
    /// any edge, in tree order. Only meaningful on the screen the document was designed for;
    /// elsewhere every stretched view would be listed.
    public func misplacedViews(in layout: Layout, tolerance: Double = 0.5) -> [Misplacement] {
        var out: [Misplacement] = []
        for id in layout.viewsInTreeOrder where id != .root {
            guard let placed = views[id], let stored = placed.storedFrame, !placed.isPlaceholderFrame else { continue }
            let solved = layout.frame(of: id)
            let differs = abs(solved.minX - stored.minX) > tolerance || abs(solved.minY - stored.minY) > tolerance
                || abs(solved.width - stored.width) > tolerance || abs(solved.height - stored.height) > tolerance
            guard differs else { continue }
            out.append(Misplacement(view: id, name: layout.name(of: id) ?? "?", stored: stored, solved: solved,
                                    flaggedByXcode: placed.misplacedFlag, location: placed.location))
        }
        return out
    }

    /// Why a view's solved frame is not the stored one: ``MisplacementExplainer/explain(_:)`` for
    /// one view of `all`, the scene's misplaced views. To explain several, make one explainer.
    public func explanation(of m: Misplacement, in layout: Layout, among all: [Misplacement]) -> String {
        MisplacementExplainer(self, layout: layout, misplaced: all).explain(m)
    }

    /// Whether a misplaced view is off only vertically — its top edge, its bottom edge, or both
    /// together, by the same amount — by the height of one of the bars or insets of the designed
    /// device: the status bar, the sensor housing's inset, a navigation bar, a tab bar, the home
    /// indicator, or a status bar and a navigation bar, a tab bar and the home indicator together
    /// (on a bare screen, those of the phones: 20, 44, 49, 34, 64, 83). The amount and what it
    /// is the height of.
    func barOffset(_ m: Misplacement) -> (Double, String)? {
        let close: (Double, Double) -> Bool = { abs($0 - $1) <= 0.5 }
        guard close(m.solved.minX, m.stored.minX), close(m.solved.width, m.stored.width) else { return nil }
        var bars: [(Double, String)] = []
        if let o = designedDevice?.portrait {
            let top = max(o.statusBar, o.hardware.top)
            bars = [(o.statusBar, "the status bar"), (o.hardware.top, "the sensor housing's inset"),
                    (o.navigationBar, "a navigation bar"), (o.tabBar, "a tab bar"),
                    (o.hardware.bottom, "the home indicator's inset"),
                    (top + o.navigationBar, "the status bar and a navigation bar"),
                    (o.tabBar + o.hardware.bottom, "a tab bar and the home indicator")]
        } else {
            bars = [(20, "a status bar"), (44, "a navigation bar"), (49, "a tab bar"), (34, "the home indicator's inset"),
                    (64, "a status bar and a navigation bar"), (83, "a tab bar and the home indicator")]
        }
        if showsLargeTitle {
            bars.append((SceneBuilder.largeTitleHeight, "the large title's row, which UIKit's navigation bar adds below itself"))
        }
        if designedScreen.width > designedScreen.height {
            // A phone on its side: IB's canvas draws a navigation bar 44 tall, UIKit a compact 32.
            bars.append((12, "the 44-pt navigation bar IB's canvas draws in landscape less UIKit's compact 32-pt one"))
        }
        // The top and bottom edges' moves: one of them, or both together, by a bar's height.
        let top = m.solved.minY - m.stored.minY, bottom = m.solved.maxY - m.stored.maxY
        let moved: Double
        if close(top, 0) { moved = bottom } else if close(bottom, 0) || close(top, bottom) { moved = top } else { return nil }
        guard let bar = bars.first(where: { $0.0 > 0 && close(abs(moved), $0.0) }) else { return nil }
        return (abs(moved), bar.1)
    }

    /// Whether `layout` is on the screen the frames were stored for.
    public func isOnDesignedScreen(_ layout: Layout) -> Bool {
        layout.screen == designedScreen && layout.device == designedDevice
    }
}
