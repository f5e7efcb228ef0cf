/// The device around the layout and the safe area it leaves.
///
/// The root view is a view controller's root view filling the screen. Its `safeAreaInsets` come
/// from the ``DeviceEnvironment``: the hardware's unsafe areas, the status bar, the container's
/// bars and `additionalSafeAreaInsets`. Every other view's come from its superview's, after each
/// layout (UIKit's second pass): on each edge, the part of its frame inside the superview's unsafe
/// band, never more than the superview's inset there nor more than the view itself.
extension Layout {
    // MARK: The device

    /// Puts the layout on a device in an orientation: the screen takes the device's size (an edit
    /// of the solver), the root view its safe area and system margins.
    public mutating func setDevice(_ device: Device, orientation: Orientation = .portrait) {
        let scale = textScale
        environment.device = device
        environment.orientation = orientation
        // A device chosen is measured at its own pixel (see ``setTextScale(_:)``).
        environment.textScaleOverride = nil
        remeasureText(from: scale)
        applyScreen(device.screen(in: orientation))
    }

    /// The device the layout is on (nil: a bare screen).
    public var device: Device? { environment.device }

    /// The view controller's `prefersStatusBarHidden`. A notch or Dynamic Island keeps its inset.
    public mutating func setPrefersStatusBarHidden(_ hidden: Bool) {
        environment.prefersStatusBarHidden = hidden
        placeRoot()
        relayout()
    }

    /// A child view controller's `additionalSafeAreaInsets`, on its view: added to the safe area
    /// the view gets from its superview (see ``View/additionalSafeAreaInsets``).
    public mutating func setAdditionalSafeAreaInsets(_ id: ViewID, _ insets: EdgeInsets) throws(LayoutError) {
        guard view(id) != nil else { throw .unknownView("#\(id.rawValue)") }
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
            throw .invalidNumber("additionalSafeAreaInsets")
        }
        views[id.rawValue]?.additionalSafeAreaInsets = insets
        if insets == .zero { additionalSafeAreaViews.remove(id) } else { additionalSafeAreaViews.insert(id) }
        relayout()
    }

    /// The view controller's `additionalSafeAreaInsets`, added to the root view's safe area.
    public mutating func setAdditionalSafeAreaInsets(_ insets: EdgeInsets) throws(LayoutError) {
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
            throw .invalidNumber("additionalSafeAreaInsets")
        }
        environment.additionalSafeAreaInsets = insets
        relayout()
    }

    /// What shows the view controller: the window, a navigation controller, a tab bar controller
    /// or both. Their bars add to the root view's safe area (heights from the device table), and
    /// the content scroll view (``contentScrollView``), when `.automatic`, adjusts top and bottom
    /// whether it scrolls or not.
    public mutating func setContainer(_ container: ContainerContext) {
        environment.container = container
        placeRoot()
        relayout()
    }

    /// What lays the root view out clear of a bar (``DeviceEnvironment/rootFrame(screen:)``): the
    /// controller's `edgesForExtendedLayout` (`top`, `bottom`: whether it extends under the top
    /// and bottom bars), opaque bars, and `extendedLayoutIncludesOpaqueBars`. Nil leaves one as
    /// it is.
    public mutating func setExtendedLayout(top: Bool? = nil, bottom: Bool? = nil, opaqueNavigationBar: Bool? = nil,
                                           opaqueTabBar: Bool? = nil, includesOpaqueBars: Bool? = nil) {
        let before = environment
        if let top { environment.extendsUnderTopBar = top }
        if let bottom { environment.extendsUnderBottomBar = bottom }
        if let opaqueNavigationBar { environment.opaqueNavigationBar = opaqueNavigationBar }
        if let opaqueTabBar { environment.opaqueTabBar = opaqueTabBar }
        if let includesOpaqueBars { environment.extendedLayoutIncludesOpaqueBars = includesOpaqueBars }
        guard environment != before else { return }
        placeRoot()
        relayout()
    }

    /// Holds the root view filling the screen while a controller's view is loaded and not yet
    /// laid out in the window (``DeviceEnvironment/rootHeldFillingScreen``), or lets it go to the
    /// frame the bars leave it.
    public mutating func setRootHeldFillingScreen(_ held: Bool) {
        guard environment.rootHeldFillingScreen != held else { return }
        environment.rootHeldFillingScreen = held
        placeRoot()
        relayout()
    }

    /// Whether the navigation controller shows its toolbar (``DeviceEnvironment/navigationToolbar``).
    public mutating func setNavigationToolbar(_ shown: Bool) {
        guard environment.navigationToolbar != shown else { return }
        environment.navigationToolbar = shown
        placeRoot()
        relayout()
    }

    /// Whether the navigation bar shows a large title (``DeviceEnvironment/navigationBarLargeTitle``).
    public mutating func setNavigationBarLargeTitle(_ large: Bool) {
        guard environment.navigationBarLargeTitle != large else { return }
        environment.navigationBarLargeTitle = large
        placeRoot()
        relayout()
    }

    /// Whether the navigation bar shows its search row (``DeviceEnvironment/navigationBarSearchRow``).
    public mutating func setNavigationBarSearchRow(_ shown: Bool) {
        guard environment.navigationBarSearchRow != shown else { return }
        environment.navigationBarSearchRow = shown
        placeRoot()
        relayout()
    }

    /// Whether a bare screen's bars keep a portrait phone's heights when it is wider than tall
    /// (``DeviceEnvironment/bareBarsPortrait``).
    public mutating func setBareBarsPortrait(_ portrait: Bool) {
        environment.bareBarsPortrait = portrait
        placeRoot()
        relayout()
    }

    /// A bare screen's side margin other than its width's (``DeviceEnvironment/bareSideMargin``).
    public mutating func setBareSideMargin(_ margin: Double?) {
        environment.bareSideMargin = margin
        relayout()
    }

    // MARK: Safe area

    /// A view's `safeAreaInsets` as the last layout left them (the root's from the device).
    public func safeAreaInsets(of id: ViewID) -> EdgeInsets {
        // (A root in no window yet, laid out before it is shown, has none.)
        let root = views[ViewID.root.rawValue]?.isOutsideWindow == true ? .zero : environment.rootSafeAreaInsets(screen: screen)
        // (Only a child controller's own insets add to none.)
        let adds = !additionalSafeAreaViews.isEmpty
        if id == .root || (root == .zero && !adds) { return id == .root ? root : .zero }
        // Down from the root, one superview at a time (a loop, not recursion: trees may be deep).
        var chain: [(view: ViewID, parent: ViewID)] = []
        var current = id
        while current != .root {
            guard let parent = superview(of: current) else { return .zero }
            chain.append((current, parent))
            current = parent
        }
        var insets = root
        for (v, parent) in chain.reversed() {
            if views[v.rawValue]?.hasScreenSafeArea == true {
                insets = root
                continue
            }
            if views[v.rawValue]?.isOutsideWindow == true { return .zero }
            var band = seenBySubviews(of: parent, safe: insets)
            if views[v.rawValue]?.isRootScrollContent == true {
                // The root is a table or collection view: its adjusted content inset keeps its
                // rows clear of the bars above and below, as a scroll view's keeps its content.
                band.top = 0
                band.bottom = 0
            }
            if band == .zero, !adds { return .zero }
            let f = frame(of: v), b = bounds(of: parent)
            let h = Swift.max(0, f.height), w = Swift.max(0, f.width)
            insets = EdgeInsets(
                top: Swift.min(band.top, Swift.max(0, b.minY + band.top - f.minY), h),
                left: Swift.min(band.left, Swift.max(0, b.minX + band.left - f.minX), w),
                bottom: Swift.min(band.bottom, Swift.max(0, f.maxY - (b.maxY - band.bottom)), h),
                right: Swift.min(band.right, Swift.max(0, f.maxX - (b.maxX - band.right)), w))
            if adds, let a = views[v.rawValue]?.additionalSafeAreaInsets, a != .zero {
                insets = EdgeInsets(top: Swift.max(0, insets.top + a.top), left: Swift.max(0, insets.left + a.left),
                                    bottom: Swift.max(0, insets.bottom + a.bottom), right: Swift.max(0, insets.right + a.right))
            }
        }
        return insets
    }

    /// The unsafe band a view's subviews meet, given its safe area: that, less what a scroll view
    /// already keeps clear with its adjusted content inset (so content is not inset twice).
    func seenBySubviews(of id: ViewID, safe: EdgeInsets) -> EdgeInsets {
        guard safe != .zero, isScrollView(id) else { return safe }
        let absorbed = safeAreaAdjustment(of: id, safe: safe)
        return EdgeInsets(top: Swift.max(0, safe.top - absorbed.top), left: Swift.max(0, safe.left - absorbed.left),
                          bottom: Swift.max(0, safe.bottom - absorbed.bottom),
                          right: Swift.max(0, safe.right - absorbed.right))
    }

    /// The safe-area part of a scroll view's `adjustedContentInset`, by its
    /// `contentInsetAdjustmentBehavior`.
    public func safeAreaAdjustment(of id: ViewID) -> EdgeInsets {
        safeAreaAdjustment(of: id, safe: safeAreaInsets(of: id))
    }

    func safeAreaAdjustment(of id: ViewID, safe: EdgeInsets) -> EdgeInsets {
        guard id.rawValue >= 0, id.rawValue < views.count, let s = views[id.rawValue]?.scroll else { return .zero }
        if safe == .zero { return .zero }
        var vertical: Bool, horizontal: Bool
        switch s.contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes, .automatic:
            let content = zoomedContentSize(id, laidOut: layoutContentSize(id))
            let b = bounds(of: id).size
            vertical = content.height > b.height || s.alwaysBounceVertical
            horizontal = content.width > b.width || s.alwaysBounceHorizontal
            // `.automatic` is `.scrollableAxes` but for the content scroll view of a controller
            // in a navigation or tab bar controller that still adjusts its scroll views' insets
            // (Apple: UIScrollView.ContentInsetAdjustmentBehavior.automatic).
            if s.contentInsetAdjustmentBehavior == .automatic && environment.container != .window
                && environment.automaticallyAdjustsScrollViewInsets && id == contentScrollView { vertical = true }
        }
        return EdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                          bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// The view controller's content scroll view, the one a navigation or tab bar controller
    /// adjusts whether it scrolls or not (`.automatic`): the first scroll view among the root
    /// view's own subviews, as UIKit finds it when none is set. A scroll view deeper in the tree,
    /// or after another, adjusts only on the axes it scrolls.
    public var contentScrollView: ViewID? {
        view(.root)?.subviews.first { isScrollView($0) }
    }

    /// The view controller's `automaticallyAdjustsScrollViewInsets`.
    public mutating func setAutomaticallyAdjustsScrollViewInsets(_ on: Bool) {
        environment.automaticallyAdjustsScrollViewInsets = on
        relayout()
    }

    /// `contentInsetAdjustmentBehavior`.
    public mutating func setContentInsetAdjustmentBehavior(_ id: ViewID, _ behavior: ContentInsetAdjustmentBehavior) throws(LayoutError) {
        _ = try scrollView(id)
        views[id.rawValue]?.scroll?.contentInsetAdjustmentBehavior = behavior
        relayout()
    }

    /// `alwaysBounceHorizontal` / `alwaysBounceVertical`: the axis counts as scrollable for the
    /// safe-area adjustment even when the content fits.
    public mutating func setAlwaysBounce(_ id: ViewID, _ axis: Axis, _ on: Bool) throws(LayoutError) {
        _ = try scrollView(id)
        if axis == .horizontal { views[id.rawValue]?.scroll?.alwaysBounceHorizontal = on } else {
            views[id.rawValue]?.scroll?.alwaysBounceVertical = on
        }
        relayout()
    }

    /// Brings each scroll view's safe-area adjustment up to date. An offset resting at the top (or
    /// left) of the old range moves to the top of the new one, as UIKit keeps content that starts
    /// below the status bar there; any other offset stays. Returns whether an offset moved.
    mutating func followSafeArea() -> Bool {
        let rootSafe = safeAreaInsets(of: .root)
        if rootSafe == .zero && adjustedScrollViews.isEmpty { return false }
        var moved = false
        for id in scrollViewOrder {
            guard let s = views[id.rawValue]?.scroll else { continue }
            let new = safeAreaAdjustment(of: id), old = s.safeAreaAdjustment
            guard new != old else { continue }
            var offset = s.contentOffset
            if offset.y == -(s.contentInset.top + old.top) { offset.y = -(s.contentInset.top + new.top) }
            if offset.x == -(s.contentInset.left + old.left) { offset.x = -(s.contentInset.left + new.left) }
            views[id.rawValue]?.scroll?.safeAreaAdjustment = new
            if new == .zero { adjustedScrollViews.remove(id) } else { adjustedScrollViews.insert(id) }
            if offset != s.contentOffset {
                views[id.rawValue]?.scroll?.contentOffset = offset
                refreshOffsetConstants(of: id)
                moved = true
            }
        }
        return moved
    }
}
