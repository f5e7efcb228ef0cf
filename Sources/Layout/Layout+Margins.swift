/// Layout margins and the readable width.
///
/// What a view's `*Margin` attributes and `layoutMarginsGuide` use (``layoutMargins(of:)``), in order:
/// 1. the margins as set (8 on each side; the root view 0 top and bottom, 8 on the sides; a table
///    cell's content view, until margins are set, 11 at the top and bottom and at the sides the
///    margin of a table as wide as the screen: 20 on a device with wide content margins, 16
///    otherwise, ``tableCellSideMargin(tableWidth:device:screenWidth:)``);
/// 2. on the root view, each edge raised to the view controller's `systemMinimumLayoutMargins`
///    (16 on the sides of compact-width phones, 20 on wider screens; 0 top and bottom) unless
///    `viewRespectsSystemMinimumLayoutMargins` is off;
/// 3. with `insetsLayoutMarginsFromSafeArea` (default on), counted from the safe area's edges: the
///    safe-area inset plus the margin (what UIKit reports on a root view: top 20 under a 20-pt
///    status bar with a 0 margin; whether UIKit takes the larger of the two instead is not known);
/// 4. with `preservesSuperviewLayoutMargins`, each edge grown just enough to keep content inside the
///    superview's margin where that margin reaches into the view (for the root view, the 8-pt
///    margins of the plain view UIKit places it in, counted from the safe area); in a scroll view
///    (or a root that is a table or collection view, ``View/isRootScrollContent``) only the
///    sides: its top and bottom margins lie at the edges of what it shows, which move as it
///    scrolls, and its adjusted content inset keeps the content clear of the bars (IB stores a
///    preserving table row's content 11 from its top and bottom wherever the row lies in the
///    table, under the bars or past the screen's bottom).
///
/// 5. with `layoutMarginsFollowReadableWidth`, the sides grown equally so that the space between
///    them is at most the readable width: the margins are the readable content guide's.
///
/// The readable content guide lies inside the margins guide, centred, at most
/// ``readableContentWidth`` (672 pt) wide; its top and bottom are the margins'.
extension Layout {
    /// The side margins a table `tableWidth` wide gives its cells on `device` (a bare screen
    /// `screenWidth` wide when there is none): 20 where the device has wide content margins
    /// (``Device/hasWideContentMargins``; on a bare screen, one wider than 375) and the table is
    /// more than 320 wide, 16 otherwise.
    public static func tableCellSideMargin(tableWidth: Double, device: Device?, screenWidth: Double) -> Double {
        let wide = device?.hasWideContentMargins ?? (screenWidth > 375)
        return wide && tableWidth > 320 ? 20 : 16
    }

    /// The side margin the layout's tables give their cells: as wide as the screen, on its device.
    public var tableCellSideMargin: Double {
        Self.tableCellSideMargin(tableWidth: screen.width, device: environment.device, screenWidth: screen.width)
    }

    /// The margins the layout uses for a view (see the steps above), in its bounds coordinates.
    public func layoutMargins(of id: ViewID) -> EdgeInsets {
        // Fields are read in place, not through a copy of the view: the second pass asks for every
        // guide's margins after each change.
        guard id.rawValue >= 0, id.rawValue < views.count, let own = views[id.rawValue]?.layoutMargins,
              let fromSafeArea = views[id.rawValue]?.insetsLayoutMarginsFromSafeArea,
              let preserves = views[id.rawValue]?.preservesSuperviewLayoutMargins else { return .zero }
        var m = own
        if views[id.rawValue]?.hasTableCellContentMargins == true {
            let side = tableCellSideMargin
            m = EdgeInsets(top: 11, left: side, bottom: 11, right: side)
        } else if views[id.rawValue]?.hasTableHeaderContentMargins == true {
            let side = tableCellSideMargin
            m = EdgeInsets(top: m.top, left: side, bottom: m.bottom, right: side)
        }
        if id == .root && environment.viewRespectsSystemMinimumLayoutMargins {
            let minimum = environment.systemMinimumLayoutMargins(screen: screen)
            m = EdgeInsets(top: Swift.max(m.top, minimum.top), left: Swift.max(m.left, minimum.left),
                           bottom: Swift.max(m.bottom, minimum.bottom), right: Swift.max(m.right, minimum.right))
        }
        if fromSafeArea {
            let s = safeAreaInsets(of: id)
            m = EdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if preserves, let parent = superview(of: id) {
            let p = layoutMargins(of: parent), f = frame(of: id), b = bounds(of: parent)
            m.left = Swift.max(m.left, p.left - (f.minX - b.minX))
            m.right = Swift.max(m.right, f.maxX - (b.maxX - p.right))
            if !isScrollView(parent), views[id.rawValue]?.isRootScrollContent != true {
                m.top = Swift.max(m.top, p.top - (f.minY - b.minY))
                // A view reaching past its superview's bottom (a self-sizing cell's content view
                // taller than the row it was stored in) keeps the superview's bottom margin: the
                // part past the bottom is no inset the margin must clear, and counting it would
                // grow the margin with the view's own height, without end.
                m.bottom = Swift.max(m.bottom, Swift.min(f.maxY, b.maxY) - (b.maxY - p.bottom))
            }
        } else if preserves, id == .root {
            m = Self.preservingContainerMargins(m, safeArea: safeAreaInsets(of: id))
        }
        if views[id.rawValue]?.layoutMarginsFollowReadableWidth == true { m = readableInsets(m, width: untransformedFrame(of: id).width) }
        return m
    }

    /// Margins `m` with their sides grown equally where the space between them in a view
    /// `width` wide is more than the readable width.
    func readableInsets(_ m: EdgeInsets, width: Double) -> EdgeInsets {
        var m = m
        let extra = Swift.max(0, width - m.left - m.right - readableContentWidth) / 2
        m.left += extra
        m.right += extra
        return m
    }

    /// A root view's margins when it preserves its superview's: UIKit places it in a plain view
    /// of its own frame (the window, or a container's wrapper view) whose margins are the default
    /// 8 counted from the safe area, so each edge is at least 8 past the safe-area inset. Seen in
    /// IB's stored frames where the inset is 0 (a view pinned to the bottom margin of such a root
    /// on a phone with a home button is stored 8 above the bottom, 0 without preserving); that
    /// the 8 counts from a non-zero inset is UIKit's rule for any view, not measured here.
    static func preservingContainerMargins(_ m: EdgeInsets, safeArea s: EdgeInsets) -> EdgeInsets {
        let container = 8.0
        return EdgeInsets(top: Swift.max(m.top, s.top + container), left: Swift.max(m.left, s.left + container),
                          bottom: Swift.max(m.bottom, s.bottom + container), right: Swift.max(m.right, s.right + container))
    }

    /// The readable content guide's insets from the view's edges: the margins, with the sides
    /// grown equally where the space between them is wider than 672 pt.
    public func readableContentInsets(of id: ViewID) -> EdgeInsets {
        readableInsets(layoutMargins(of: id), width: untransformedFrame(of: id).width)
    }

    /// `layoutMargins = …` (and `directionalLayoutMargins`, which is the same in a left-to-right
    /// language: leading is left).
    public mutating func setLayoutMargins(_ id: ViewID, _ margins: EdgeInsets) throws(LayoutError) {
        guard view(id) != nil else { throw .unknownView("#\(id.rawValue)") }
        guard [margins.top, margins.left, margins.bottom, margins.right].allSatisfy(\.isFinite) else {
            throw .invalidNumber("the margins")
        }
        views[id.rawValue]?.layoutMargins = margins
        views[id.rawValue]?.hasTableCellContentMargins = false
        views[id.rawValue]?.hasTableHeaderContentMargins = false
        relayout()
    }

    /// Gives a table view cell's content view UIKit's margins (see ``layoutMargins(of:)``), until
    /// `layoutMargins` is set.
    public mutating func setTableCellContentMargins(_ id: ViewID) throws(LayoutError) {
        guard view(id) != nil else { throw .unknownView("#\(id.rawValue)") }
        views[id.rawValue]?.hasTableCellContentMargins = true
        relayout()
    }

    /// Gives a table's section header or footer view's content view the table's side margins
    /// (see ``View/hasTableHeaderContentMargins``), until `layoutMargins` is set.
    public mutating func setTableHeaderContentMargins(_ id: ViewID) throws(LayoutError) {
        guard view(id) != nil else { throw .unknownView("#\(id.rawValue)") }
        views[id.rawValue]?.hasTableHeaderContentMargins = true
        relayout()
    }

    /// Marks a subview of the root as a row of the root's content when the root is a table or
    /// collection view: preserving the root's margins then takes only their sides.
    public mutating func setRootScrollContent(_ id: ViewID, _ on: Bool) throws(LayoutError) {
        guard view(id) != nil else { throw .unknownView("#\(id.rawValue)") }
        views[id.rawValue]?.isRootScrollContent = on
        relayout()
    }

    /// Takes a view out of the window's safe area, as one in no window (see ``View/isOutsideWindow``).
    public mutating func setOutsideWindow(_ id: ViewID, _ on: Bool) throws(LayoutError) {
        guard view(id) != nil else { throw .unknownView("#\(id.rawValue)") }
        guard views[id.rawValue]?.isOutsideWindow != on else { return }
        views[id.rawValue]?.isOutsideWindow = on
        relayout()
    }

    /// Gives a view the root's safe area whatever its frame (see ``View/hasScreenSafeArea``).
    public mutating func setScreenSafeArea(_ id: ViewID, _ on: Bool) throws(LayoutError) {
        guard view(id) != nil else { throw .unknownView("#\(id.rawValue)") }
        views[id.rawValue]?.hasScreenSafeArea = on
        relayout()
    }

    /// `insetsLayoutMarginsFromSafeArea`.
    public mutating func setInsetsLayoutMarginsFromSafeArea(_ id: ViewID, _ on: Bool) throws(LayoutError) {
        guard view(id) != nil else { throw .unknownView("#\(id.rawValue)") }
        views[id.rawValue]?.insetsLayoutMarginsFromSafeArea = on
        relayout()
    }

    /// `preservesSuperviewLayoutMargins`.
    public mutating func setPreservesSuperviewLayoutMargins(_ id: ViewID, _ on: Bool) throws(LayoutError) {
        guard view(id) != nil else { throw .unknownView("#\(id.rawValue)") }
        views[id.rawValue]?.preservesSuperviewLayoutMargins = on
        relayout()
    }

    /// `layoutMarginsFollowReadableWidth`.
    public mutating func setLayoutMarginsFollowReadableWidth(_ id: ViewID, _ on: Bool) throws(LayoutError) {
        guard view(id) != nil else { throw .unknownView("#\(id.rawValue)") }
        views[id.rawValue]?.layoutMarginsFollowReadableWidth = on
        relayout()
    }

    /// The view controller's `viewRespectsSystemMinimumLayoutMargins` (the root view's margins).
    public mutating func setViewRespectsSystemMinimumLayoutMargins(_ on: Bool) {
        environment.viewRespectsSystemMinimumLayoutMargins = on
        relayout()
    }
}
