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

    /// One view of the scene as the document has it.
    public struct PlacedView: Hashable, Sendable {
        public var ibID: String
        public var element: String
        public var storedFrame: Rect?
        public var misplacedFlag: Bool
        public var location: DocumentLocation
        /// How Layoutbook sized it where IB used its own measure (its text, a control's table
        /// size), said when its frame differs; nil when nothing was measured.
        public var measure: String? = nil
        /// An SF Symbol image view: constraints place the symbol's alignment rectangle.
        public var isSymbolImage = false
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
            guard let placed = views[id], let stored = placed.storedFrame else { continue }
            let solved = layout.frame(of: id)
            let differs = abs(solved.minX - stored.minX) > tolerance || abs(solved.minY - stored.minY) > tolerance
                || abs(solved.width - stored.width) > tolerance || abs(solved.height - stored.height) > tolerance
            guard differs else { continue }
            out.append(Misplacement(view: id, name: layout.name(of: id) ?? "?", stored: stored, solved: solved,
                                    flaggedByXcode: placed.misplacedFlag, location: placed.location))
        }
        return out
    }

    /// Why a view's solved frame is not the stored one, as far as the model knows: an ambiguous
    /// layout, an SF Symbol's alignment rectangle, its own measured size (text, a control), a
    /// constraint of its own that IB's stored frames break (they are older than the
    /// constraints), the measured sizes of other misplaced views it follows, conflicting
    /// constraints, other views it follows whose stored frames are older than their constraints
    /// — else that nothing Layoutbook models explains it (a stored frame IB did not update, or
    /// something not read). `all` is the scene's misplaced views.
    public func explanation(of m: Misplacement, in layout: Layout, among all: [Misplacement]) -> String {
        let placed = views[m.view]
        if ambiguities.contains(where: { $0.view == m.view }) || layout.ambiguities().contains(where: { $0.view == m.view }) {
            return "its layout is ambiguous: IB's frame is one of several the constraints allow"
        }
        if placed?.isSymbolImage == true {
            return "an SF Symbol: the constraints place the symbol's alignment rectangle, and the frame is the symbol's own box (symbol metrics are not modelled)"
        }
        let sizeDiffers = abs(m.solved.width - m.stored.width) > 0.5 || abs(m.solved.height - m.stored.height) > 0.5
        if sizeDiffers, let measure = placed?.measure { return "its size is \(measure)" }
        if let stale = staleFrame(of: m.view, in: layout) {
            return "IB's stored frames break its constraint '\(stale.constraint)' (\(formatNumber(stale.stored)) where it asks \(formatNumber(stale.asked))): the stored frame is older than the constraints, and Xcode did not flag it"
        }
        // Misplaced views whose measured size differs (a view that only moved is no cause of
        // its own), and those whose stored frames are older than their constraints.
        let resized = Set(all.filter { other in
            (abs(other.solved.width - other.stored.width) > 0.5 || abs(other.solved.height - other.stored.height) > 0.5)
                && views[other.view]?.measure != nil
        }.map(\.view))
        if let (names, direct) = follows(m, from: resized, in: layout, among: all) {
            return direct ? "it follows views whose measured sizes differ from IB's: \(names)"
                : "it follows views that follow measured sizes differing from IB's: \(names)"
        }
        if !layout.conflicts.isEmpty { return "the scene's constraints conflict, and UIKit breaks one of them" }
        let stale = Set(all.filter { $0.flaggedByXcode || staleFrame(of: $0.view, in: layout) != nil }.map(\.view))
        if let (names, direct) = follows(m, from: stale, in: layout, among: all) {
            return direct ? "it follows views whose stored frames are older than their constraints: \(names)"
                : "it follows views that follow stored frames older than their constraints: \(names)"
        }
        if let (amount, what) = barOffset(m) {
            return "it is \(formatNumber(amount)) pt off vertically, the height of \(what): IB's canvas likely drew the scene with a bar or inset Layoutbook does not (or without one it does): simulated metrics, or a container the document does not show"
        }
        return "not explained by what Layoutbook models: a stored frame IB did not update, or something not read"
    }

    /// Whether a misplaced view is off only vertically — its top edge, its bottom edge, or both
    /// together, by the same amount — by the height of one of the bars or insets of the designed
    /// device: the status bar, the
    /// sensor housing's inset, a navigation bar, a tab bar, the home indicator, or a status bar
    /// and a navigation bar, a tab bar and the home indicator together (on a bare screen,
    /// those of the phones: 20, 44, 49, 34, 64, 83). The amount and what it is the height of.
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
        // The top and bottom edges' moves: one of them, or both together, by a bar's height.
        let top = m.solved.minY - m.stored.minY, bottom = m.solved.maxY - m.stored.maxY
        let moved: Double
        if close(top, 0) { moved = bottom } else if close(bottom, 0) || close(top, bottom) { moved = top } else { return nil }
        guard let bar = bars.first(where: { $0.0 > 0 && close(abs(moved), $0.0) }) else { return nil }
        return (abs(moved), bar.1)
    }

    /// Whether misplaced view `m` follows one of `causes`: a misplaced view it is laid out against
    /// (its siblings, its superviews' siblings, its own subviews) that is a cause, or that
    /// follows one in turn. The causes among the views it is laid out against, else the
    /// followers that lead to one, named (three at most); nil when none.
    func follows(_ m: Misplacement, from causes: Set<ViewID>, in layout: Layout, among all: [Misplacement]) -> (names: String, direct: Bool)? {
        guard !causes.isEmpty else { return nil }
        func ancestors(_ id: ViewID) -> [ViewID] {
            var chain: [ViewID] = []
            var current = layout.superview(of: id)
            while let c = current, !chain.contains(c) { chain.append(c); current = layout.superview(of: c) }
            return chain
        }
        let chains = Dictionary(all.map { ($0.view, ancestors($0.view)) }, uniquingKeysWith: { a, _ in a })
        /// Whether `view` is laid out against `other`.
        func against(_ view: ViewID, _ other: ViewID) -> Bool {
            guard view != other else { return false }
            if chains[other]?.contains(view) == true { return true }
            guard let parent = layout.superview(of: other) else { return false }
            return parent == view || chains[view]?.contains(parent) == true
        }
        // Views following a cause, through any number of misplaced views, in tree order.
        var reached = causes
        var grew = true
        while grew {
            grew = false
            for v in all where !reached.contains(v.view) && reached.contains(where: { against(v.view, $0) }) {
                reached.insert(v.view)
                grew = true
            }
        }
        guard reached.contains(m.view) || all.contains(where: { causes.contains($0.view) && against(m.view, $0.view) }) else { return nil }
        let direct = all.filter { causes.contains($0.view) && against(m.view, $0.view) }.map(\.name)
        let through = all.filter { reached.contains($0.view) && against(m.view, $0.view) }.map(\.name)
        let names = direct.isEmpty ? through : direct
        guard !names.isEmpty else { return nil }
        return (names.prefix(3).joined(separator: ", ") + (names.count > 3 ? "…" : ""), !direct.isEmpty)
    }

    /// Whether `layout` is on the screen the frames were stored for.
    public func isOnDesignedScreen(_ layout: Layout) -> Bool {
        layout.screen == designedScreen && layout.device == designedDevice
    }
}
