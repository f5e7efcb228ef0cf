import Cassowary
import Layout

/// Lays out one scene of a document as UIKit loads it: the device it was designed on, the views
/// with their kinds, text and priorities, autoresizing frames, stack views, then every installed
/// constraint. Throws nothing on content a developer can write in IB: what it cannot model is a
/// note at its element.
public struct SceneBuilder {
    let document: InterfaceDocument
    var scene: InterfaceScene
    var layout = Layout()
    var ids: [String: Item] = [:]
    var placed: [ViewID: BuiltScene.PlacedView] = [:]
    /// Each table view's style as the document gives it (`plain`, `grouped`, `insetGrouped`).
    var tableStyles: [ViewID: String] = [:]
    var notes: [InterfaceNote] = []
    /// Image views the document gives no image whose stored frame stands for one (see the
    /// `imageView` case of the kinds' set-up): UIKit's have no size of their own.
    var imagelessFrameSized: [ViewID] = []
    var namer = ViewNamer()
    var outletNames: [String: String] = [:]
    /// The frames of prototype cells stored without one, or with a stale height (see
    /// ``prototypeRowFrame(_:in:)``).
    var unstoredCellFrames: [ViewID: Rect] = [:]
    /// Each table cell's standard accessory, where it has one.
    var cellAccessories: [ViewID: String] = [:]
    /// Each table view's `rowHeight`, where the document gives one.
    var tableRowHeights: [ViewID: Double] = [:]
    /// Table cells whose row height is automatic (`rowHeight="-1"` on the cell or its table):
    /// UIKit sizes such a row to what its content's constraints ask (see ``encapsulate(_:in:size:)``).
    var automaticRows: Set<ViewID> = []
    /// The size classes whose variations apply.
    var sizeClasses: (horizontal: SizeClass, vertical: SizeClass)?
    /// Constraints and views the size-class masks leave out.
    var excluded: Set<String> = []
    /// Views the default variation leaves out (not installed for Any/Any): in a document of
    /// Xcode 6 or 7, which names no device, their stored frames are the placeholder IB kept
    /// for the base configuration, not a frame it laid out.
    var excludedByDefault: Set<String> = []
    /// Views whose stored frames are such placeholders, with everything inside them.
    var placeholderFramed: Set<ViewID> = []
    /// The ids of views some installed constraint names.
    var constrained: Set<String> = []
    /// The ids of stack views' arranged views (the stack places them).
    var arranged: Set<String> = []
    /// The views whose keyboard layout guide a constraint may name, by the guide's id.
    var keyboardGuides: [String: ViewID] = [:]
    /// Whether the scene's navigation bar shows a large title, which IB's canvas does not draw.
    var showsLargeTitle = false
    /// Whether the screen has a home indicator below the safe area in a regular height (portrait
    /// on a phone with the sensor housing): a toolbar on the safe area's bottom is 49 tall there.
    var homeIndicatorBelow = false
    /// Whether IB's canvas draws the scene as a sheet's card (``sheetInsets(named:orientation:)``):
    /// a navigation bar placed in it is the sheet's 56 tall.
    var drawnAsSheet = false
    /// The ids of views whose bottom a constraint ties to a safe area's bottom (or the bottom
    /// layout guide's top).
    var onSafeAreaBottom: Set<String> = []
    /// Views whose bottom is the scene's root view's bottom (``collectSafeAreaBottoms(_:)``).
    var onRootBottom: Set<String> = []

    func isArranged(_ v: InterfaceView) -> Bool { arranged.contains(v.id) }
    /// Whether the scene is laid out as IB's canvas drew it (its designed device), not re-solved
    /// for another one.
    var onCanvas = true

    /// Whether IB's canvas drew the document's text styles at the extra-small size
    /// (``drawsExtraSmallText(_:)``).
    let extraSmallCanvas: Bool

    public init(document: InterfaceDocument, scene: InterfaceScene) {
        self.document = document
        self.scene = scene
        self.extraSmallCanvas = Self.drawsExtraSmallText(document)
        for outlet in scene.outlets where outletNames[outlet.destination] == nil {
            outletNames[outlet.destination] = outlet.property
        }
        namer.reserveOutlets(outletNames.values.sorted())
    }

    /// Builds the scene on the device the document names (or `device`, `orientation` when given).
    public static func build(_ document: InterfaceDocument, scene index: Int, device: Device? = nil,
                             orientation: Orientation? = nil) -> BuiltScene {
        var builder = SceneBuilder(document: document, scene: document.scenes[index])
        return builder.build(device: device, orientation: orientation)
    }

    /// The device and screen the document's frames were stored for: its `<device>` as a preset
    /// (none when the root view is not that device's size), else a preset of the root view's
    /// size, else a bare screen of the root view's (or the top-level views') size.
    mutating func designed(orientation: Orientation, quiet: Bool) -> (device: Device?, screen: Size, named: Device?) {
        let designedSize = rootSize
        var device: Device? = nil
        var named: Device? = nil
        if let id = document.deviceID {
            device = InterfaceDevice.preset(for: id, toolsVersion: document.toolsVersion)
            if device == nil, !quiet {
                notes.append(InterfaceNote("device '\(id)' has no preset of its size here: the scene is laid out on a bare screen, without status bar or safe-area insets",
                                           at: scene.location))
            }
        }
        if let d = device, let size = designedSize, d.screen(in: orientation) != size {
            if !scene.isFreeform, let same = InterfaceDevice.preset(forScreen: size, orientation: orientation) {
                // An id IB gave to another model since: `retina6_7` is the 428×926 iPhone 14 Plus
                // until Xcode 15 and the 430×932 15 Plus from Xcode 16, whose documents store
                // 430×932 roots. The root's stored size is the screen IB drew.
                if !quiet {
                    notes.append(InterfaceNote("the root view is \(formatNumber(size.width))×\(formatNumber(size.height)), not the \(d.name)'s screen: laid out on the \(same.name), the preset of that size",
                                               at: scene.root?.location ?? scene.location))
                }
                device = same
            } else {
                // A freeform or resized root view (a sheet, a controller under opaque bars): its
                // stored size is the screen IB solved for, on the device's pixel. A freeform
                // 375×812 on the iPhone 8 is that phone's canvas made taller (no sensor housing,
                // Xcode 10's 20-pt status bar), not the iPhone X, which has that size.
                if !quiet {
                    notes.append(InterfaceNote("the root view is \(formatNumber(size.width))×\(formatNumber(size.height)), not the \(d.name)'s screen: laid out on a bare screen of that size, with the \(d.name)'s pixel (@\(formatNumber(d.scale))x) and size classes",
                                               at: scene.root?.location ?? scene.location))
                }
                named = d
                device = nil
            }
        }
        if device == nil, document.deviceID == nil, let size = designedSize,
           let bySize = InterfaceDevice.preset(forScreen: size, orientation: orientation),
           (document.toolsVersion ?? 0) >= Self.noDeviceBareCanvasVersion {
            // No device saved by Xcode 12 or later: its canvas is a bare screen of the root's
            // size, with no status bar or safe-area insets (views pinned to the safe area of such
            // documents' 414×896 and 375×812 roots are stored at 0 in 17 of 18, of four apps),
            // with that phone's pixel.
            named = bySize
        } else if device == nil, document.deviceID == nil, let size = designedSize,
           let bySize = InterfaceDevice.preset(forScreen: size, orientation: orientation) {
            // No device saved: a root view of a phone's exact size was designed on that phone.
            device = bySize
            if !quiet {
                notes.append(InterfaceNote("the document names no device: its \(formatNumber(size.width))×\(formatNumber(size.height)) root view is laid out on the \(bySize.name)",
                                           at: scene.location))
            }
        }
        if let device { return (device, device.screen(in: orientation), nil) }
        let size = designedSize ?? topLevelBounds() ?? Size(width: 375, height: 667)
        return (nil, size, named)
    }

    /// The toolsVersion (Xcode 12) from which a document that names no device is drawn on a bare
    /// screen of its root's size, not the phone of that size (``designed(orientation:quiet:)``).
    static let noDeviceBareCanvasVersion = 17000

    mutating func build(device requested: Device?, orientation requestedOrientation: Orientation?) -> BuiltScene {
        let orientation = requestedOrientation ?? document.orientation
        let designed = designed(orientation: document.orientation, quiet: requested != nil)
        onCanvas = requested == nil
        // The scene's text is measured at its canvas's scale (whole points before Xcode 8), which
        // is no screen's pixel grid: its frames are the solver's, compared with IB's within 0.5.
        layout.setSnapsFramesToPixels(false)
        var every: [InterfaceView] = []
        for top in (scene.root.map { [$0] } ?? []) + scene.topLevelViews { collect(top, into: &every) }
        // Text in a font whose widths Layoutbook has no table of (an app's own, or one of iOS's
        // such as Avenir) is measured as the system font: said once a scene, whether or not a
        // stored frame happens to agree.
        var unmeasured: [String] = []
        for v in every where ["label", "button", "textField", "textView"].contains(v.element) {
            guard let name = v.fontName, NamedFont(name: name) == nil, TextMetrics.monospacedAdvance(ofFont: name) == nil,
                  !unmeasured.contains(name) else { continue }
            unmeasured.append(name)
        }
        if !unmeasured.isEmpty, let first = every.first(where: { $0.fontName == unmeasured[0] }) {
            let listed = unmeasured.prefix(6).map { "'\($0)'" }.joined(separator: ", ") + (unmeasured.count > 6 ? ", …" : "")
            notes.append(InterfaceNote("text in \(listed) is measured with the system font's widths (Layoutbook has no table of "
                + "\(unmeasured.count == 1 ? "that font's" : "those fonts'")): its sizes are approximate", at: first.location))
        }
        if let first = every.first(where: { extraSmallText($0) != nil }) {
            notes.append(InterfaceNote("the document was saved by Xcode 12.5 to 13, whose canvas draws text styles at the extra-small Dynamic Type size (Body 14 pt, not 17): laid out so, as its frames were stored (another device lays it out at the default size)",
                                       at: first.location))
        }
        if let device = requested ?? designed.device {
            layout.setDevice(device, orientation: orientation)
            if requested == nil, let id = document.deviceID, let scale = InterfaceDevice.canvasTextScales[id] {
                try? layout.setTextScale(scale)
            }
            sizeClasses = (device.values(in: orientation).horizontalSizeClass, device.values(in: orientation).verticalSizeClass)
            homeIndicatorBelow = device.values(in: orientation).hardware.bottom > 0 && sizeClasses?.horizontal == .compact && sizeClasses?.vertical == .regular
            if requested == nil, Self.canvasHidesStatusBar(device, toolsVersion: document.toolsVersion) {
                layout.setPrefersStatusBarHidden(true)
                notes.append(InterfaceNote("the document was saved by an Xcode (11 to 14.0) whose canvas shows no status bar on the \(device.name): laid out without it, as its frames were stored (view.prefersStatusBarHidden = false shows the screen as UIKit does)",
                                           at: scene.location))
            }
            if requested == nil, scene.simulatedStatusBarHidden, scene.root != nil, scene.controllerElement != "xib",
               let version = document.toolsVersion, version < 14800,
               device.values(in: orientation).hardware.top == 0, !layout.environment.prefersStatusBarHidden {
                // IB's "Status Bar: None": before Xcode 11 the canvas draws the screen without it,
                // as an app that hides it shows it (its top layout guide and safe area start at the
                // screen's top). Later canvases draw a device's status bar whatever the metrics say
                // (a public iPad document of Xcode 15 stores its views below it).
                layout.setPrefersStatusBarHidden(true)
                notes.append(InterfaceNote("the scene's simulated status bar is None: laid out without it, as its canvas drew it and as an app that hides the status bar shows it (view.prefersStatusBarHidden = false shows it)",
                                           at: scene.location))
            }
            if requested == nil, let repeated = repeatedCanvasInsets(device) {
                try? layout.setAdditionalSafeAreaInsets(repeated)
                notes.append(InterfaceNote(Self.doubleCountingCanvas(device.name) + " and home indicator twice in a controller's safe area: laid out so, as its frames were stored (additionalSafeAreaInsets = \(formatNumber(repeated.top)) at the top and \(formatNumber(repeated.bottom)) at the bottom stand for the second count; UIKit counts them once)",
                                           at: scene.root?.location ?? scene.location))
            }
            if requested == nil, Self.freeformViewsHideStatusBar(scene, device: device, orientation: orientation,
                                                                 toolsVersion: document.toolsVersion) {
                layout.setPrefersStatusBarHidden(true)
                notes.append(InterfaceNote("the document was saved by an Xcode before 11, whose canvas draws a freeform top-level view shorter than \(formatNumber(Self.freeformStatusBarMinimumHeight)) pt without a status bar: laid out without it, as its frames were stored",
                                           at: scene.location))
            }
            if scene.root == nil, !scene.topLevelViews.isEmpty,
               scene.topLevelViews.allSatisfy({ Self.cellElements.contains($0.element) }) {
                // A xib's stand-alone cells are no controller's root: IB draws them without status
                // bar or sensor insets (a plain top-level view it draws under them, and the frames
                // it stores say so), and UIKit gives a cell insets only where its table shows it.
                // The device stays for its scale and size classes.
                let hardware = device.values(in: orientation).hardware
                layout.setPrefersStatusBarHidden(true)
                try? layout.setAdditionalSafeAreaInsets(EdgeInsets(top: -hardware.top, left: -hardware.left,
                                                                   bottom: -hardware.bottom, right: -hardware.right))
            }
        } else {
            try? layout.setScreen(designed.screen)
            // IB draws a document's simulated bars at a portrait phone's heights on any canvas of
            // a portrait document, the square Any/Any one and freeform roots wider than tall too.
            if requested == nil, document.orientation == .portrait { layout.setBareBarsPortrait(true) }
            // Xcode 6's square Any/Any canvas (600×600) gave the root view iOS 8's 16-pt side
            // margins, to its last version (6.4, toolsVersion 7706); Xcode 7's gives 20, as a
            // screen that wide does.
            if requested == nil, designed.named == nil, let version = document.toolsVersion, version < Self.xcode7Since,
               designed.screen == Size(width: 600, height: 600) {
                layout.setBareSideMargin(16)
            }
            if requested == nil, let named = designed.named {
                // A resized root is still drawn on the document's device: its text rounds to that
                // device's pixel (a 17-pt label is 20.5 tall at @2x) and its size classes apply.
                let values = named.values(in: orientation)
                sizeClasses = (values.horizontalSizeClass, values.verticalSizeClass)
                try? layout.setTextScale(named.scale)
            }
            if requested == nil, Self.freeformShowsStatusBar(scene, named: designed.named, toolsVersion: document.toolsVersion),
               scene.container == .window || !barsOutsideRoot(named: designed.named).contains(.navigation) {
                // Below an opaque navigation bar the status bar is above the root too; above an
                // opaque tab bar alone it is still drawn over the root's top.
                try? layout.setAdditionalSafeAreaInsets(EdgeInsets(top: Self.freeformStatusBar, left: 0, bottom: 0, right: 0))
                let xcode = (document.toolsVersion ?? 0) < 14800 ? "an Xcode before 11" : "Xcode 14.1 or later"
                notes.append(InterfaceNote("the document was saved by \(xcode), whose canvas draws a freeform controller's view under a \(formatNumber(Self.freeformStatusBar))-pt status bar: its top layout guide and safe area start below it (additionalSafeAreaInsets.top = \(formatNumber(Self.freeformStatusBar)) stands for it here)",
                                           at: scene.root?.location ?? scene.location))
            }
            if requested == nil, let named = designed.named, var insets = sheetInsets(named: named, orientation: orientation) {
                // The canvases that count the sensor inset twice count it once in a sheet's card,
                // and no home indicator: its views pinned to the safe area's top are stored that
                // far below the card's top (three sheets of one app's document of 24765, at 59).
                let repeated = repeatedCanvasInsets(named)
                if let repeated { insets.top += repeated.top }
                try? layout.setAdditionalSafeAreaInsets(insets)
                if let repeated {
                    notes.append(InterfaceNote(Self.doubleCountingCanvas(named.name) + " in a sheet's card, where UIKit counts none: laid out so, as its frames were stored (additionalSafeAreaInsets.top = \(formatNumber(repeated.top)) stands for it)",
                                               at: scene.root?.location ?? scene.location))
                }
                drawnAsSheet = true
                notes.append(InterfaceNote((document.toolsVersion ?? 0) < Self.sheetWithoutHomeIndicator
                    ? "the controller is presented as a sheet, which IB's canvas (Xcode 11 on) draws on the \(named.name) as a card shorter than the screen, with no status bar over it: its safe area starts at its top and ends \(formatNumber(insets.bottom)) above its bottom (additionalSafeAreaInsets stand for the home indicator here)"
                    : "the controller is presented as a sheet, which IB's canvas (after Xcode 13.0) draws on the \(named.name) as a card shorter than the screen, with no status bar over it and no home indicator's inset: its safe area is the whole card (UIKit's sheet keeps the home indicator's inset at its bottom)",
                                           at: scene.root?.location ?? scene.location))
            } else if requested == nil, let named = designed.named, barsOutsideRoot(named: named).isEmpty,
               let insets = Self.freeformDeviceInsets(scene, named: named, orientation: orientation) {
                var total = layout.environment.additionalSafeAreaInsets
                total.top += insets.top; total.left += insets.left
                total.bottom += insets.bottom; total.right += insets.right
                try? layout.setAdditionalSafeAreaInsets(total)
                notes.append(InterfaceNote("IB's canvas draws a freeform controller's view with the \(named.name)'s status bar and home indicator: its safe area starts \(formatNumber(insets.top)) below the top and ends \(formatNumber(insets.bottom)) above the bottom (additionalSafeAreaInsets stand for them here)",
                                           at: scene.root?.location ?? scene.location))
                if let repeated = repeatedCanvasInsets(named) {
                    total.top += repeated.top; total.bottom += repeated.bottom
                    try? layout.setAdditionalSafeAreaInsets(total)
                    notes.append(InterfaceNote(Self.doubleCountingCanvas(named.name) + " and home indicator twice in a controller's safe area: laid out so, as its frames were stored (additionalSafeAreaInsets add \(formatNumber(repeated.top)) at the top and \(formatNumber(repeated.bottom)) at the bottom for the second count; UIKit counts them once)",
                                               at: scene.root?.location ?? scene.location))
                }
            }
            if requested == nil, let named = designed.named, let insets = xibFreeformRootInsets(named: named, orientation: orientation) {
                try? layout.setAdditionalSafeAreaInsets(insets)
                notes.append(InterfaceNote("IB's canvas draws a xib's freeform view as a screen of its own, with the \(named.name)'s status bar\(insets.bottom > 0 ? " and home indicator" : "") over it whatever its size: its safe area starts \(formatNumber(insets.top)) below its top and ends \(formatNumber(insets.bottom)) above its bottom (additionalSafeAreaInsets stand for them here; in the app it is the part of the screen's its frame overlaps)",
                                           at: scene.root?.location ?? scene.location))
            }
            if requested == nil, let named = designed.named, sheetInsets(named: named, orientation: orientation) == nil,
               let insets = resizedRootDeviceInsets(named: named, orientation: orientation) {
                var total = layout.environment.additionalSafeAreaInsets
                total.top += insets.top; total.bottom += insets.bottom
                // The canvases that count the insets twice count these twice too (a navigation
                // controller's root stored 68 above its bottom on the iPhone 13 mini, one app's
                // scenes of Xcode 16.3).
                let repeated = repeatedCanvasInsets(named)
                if let repeated {
                    if insets.top > 0 { total.top += repeated.top }
                    if insets.bottom > 0 { total.bottom += repeated.bottom }
                }
                try? layout.setAdditionalSafeAreaInsets(total)
                let edges = [insets.top > 0 ? "\(formatNumber(insets.top))-pt status bar at its top" : nil,
                             insets.bottom > 0 ? "home indicator's \(formatNumber(insets.bottom))-pt inset at its bottom" : nil]
                    .compactMap { $0 }.joined(separator: " and its ")
                let verb = insets.top > 0 && insets.bottom > 0 ? "lie" : "lies"
                notes.append(InterfaceNote("the root view keeps the screen's edge where no bar is outside it: the \(named.name)'s \(edges) still \(verb) over it, as on the phone (additionalSafeAreaInsets stand for them here)"
                    + (repeated == nil ? "" : "; the document was saved by an Xcode (16.2 to 26) whose canvas counts \(insets.top > 0 && insets.bottom > 0 ? "them" : "it") twice, and it is laid out so, as its frames were stored (UIKit counts \(insets.top > 0 && insets.bottom > 0 ? "them" : "it") once)"),
                                           at: scene.root?.location ?? scene.location))
            }
        }
        if requested == nil, Self.storesWholePoints(document) {
            try? layout.setTextScale(1)
            notes.append(InterfaceNote("the document was saved by Xcode 7 or earlier, whose canvas stored whole points: text sizes are rounded up to whole points on the designed screen, as its frames were",
                                       at: scene.location))
        }
        if scene.container != .window {
            let outside = requested == nil ? barsOutsideRoot(named: designed.named) : []
            if !outside.isEmpty {
                let bars = [outside.contains(.navigation) ? "navigation bar" : nil, outside.contains(.tabBar) ? "tab bar" : nil]
                    .compactMap { $0 }.joined(separator: " and ")
                let message = freeformBelowOpaqueBar(named: designed.named)
                    ? "the root view is freeform and its navigation bar opaque (translucent=\"NO\"): UIKit lays the view out below "
                        + "the bar, which is not in its safe area"
                    : canvas(named: designed.named) == nil && barsOutsideRootStoredBelowThem() != nil
                    ? "the root view is stored below its navigation bar (its top \(formatNumber(scene.root?.frame?.minY ?? 0)) down): its "
                        + "\(bars) \(outside.count > 1 ? "are" : "is") outside it, as UIKit lays a controller's view out below opaque bars, "
                        + "and not in its safe area"
                    : scene.extendedEdges != nil
                    ? "the controller's edgesForExtendedLayout leaves out the edges under its \(bars): UIKit lays its view out clear of "
                        + "\(outside.count > 1 ? "them" : "it"), and \(outside.count > 1 ? "they are" : "it is") not in its safe area"
                    : "the root view is shorter than the screen by its bars' height or more: its \(bars) \(outside.count > 1 ? "are" : "is") outside it, as UIKit lays a controller's view out below opaque bars, and not in its safe area"
                notes.append(InterfaceNote(message, at: scene.root?.location ?? scene.location))
                // A bar the root's height leaves over it still covers it (a translucent tab bar
                // under an opaque navigation bar).
                let nav = scene.container.hasNavigationBar && !outside.contains(.navigation)
                let tab = scene.container.hasTabBar && !outside.contains(.tabBar)
                if nav || tab { layout.setContainer(nav && tab ? .navigationAndTabBar : nav ? .navigation : .tabBar) }
            } else {
                layout.setContainer(scene.container)
                if requested == nil, !scene.largeTitle, scene.container.hasNavigationBar, let device = designed.device ?? designed.named,
                   let extra = glassNavigationBarExtra(device, orientation: orientation) {
                    var insets = layout.environment.additionalSafeAreaInsets
                    insets.top += extra
                    try? layout.setAdditionalSafeAreaInsets(insets)
                    notes.append(InterfaceNote("the document was saved by Xcode 26, whose canvas draws the iOS 26 navigation bar \(formatNumber(Self.glassNavigationBarHeight)) tall, not \(formatNumber(Self.glassNavigationBarHeight - extra)): laid out so, as its frames were stored (additionalSafeAreaInsets.top = \(formatNumber(extra)) stands for the difference)",
                                               at: scene.root?.location ?? scene.location))
                }
                if requested == nil, scene.container.hasNavigationBar, let device = designed.device ?? designed.named,
                   let lower = canvasNavigationBarDrop(device, orientation: orientation),
                   designed.named.map({ sheetInsets(named: $0, orientation: orientation) == nil }) ?? true {
                    var insets = layout.environment.additionalSafeAreaInsets
                    insets.top += lower
                    try? layout.setAdditionalSafeAreaInsets(insets)
                    notes.append(InterfaceNote("IB's canvas draws the navigation bar under the whole sensor inset (\(formatNumber(device.values(in: orientation).hardware.top))), where UIKit puts it right under the status bar (\(formatNumber(device.values(in: orientation).hardware.top - lower))): laid out as the frames were stored (additionalSafeAreaInsets.top = \(formatNumber(lower)) stands for the difference); 'device' shows UIKit's",
                                               at: scene.root?.location ?? scene.location))
                }
                if requested == nil, scene.container.hasNavigationBar, let named = designed.named,
                   sheetInsets(named: named, orientation: orientation) != nil {
                    var insets = layout.environment.additionalSafeAreaInsets
                    insets.top += Self.sheetNavigationBarHeight - named.values(in: orientation).navigationBar
                    try? layout.setAdditionalSafeAreaInsets(insets)
                    notes.append(InterfaceNote("its navigation bar is in a sheet, where UIKit draws it \(formatNumber(Self.sheetNavigationBarHeight)) tall, not \(formatNumber(named.values(in: orientation).navigationBar)), as IB's canvas does (additionalSafeAreaInsets.top stands for the difference here)",
                                               at: scene.root?.location ?? scene.location))
                }
                if requested == nil, scene.container.hasNavigationBar, let version = document.toolsVersion,
                   version < Self.iPadTallBarVersion {
                    // Before iOS 12 (Xcode 10) an iPad's navigation bar was 44 tall, as IB's canvas drew it.
                    let bar = layout.environment.navigationBarHeight(screen: layout.screen)
                    if bar == 50 {
                        var insets = layout.environment.additionalSafeAreaInsets
                        insets.top -= 6
                        try? layout.setAdditionalSafeAreaInsets(insets)
                        notes.append(InterfaceNote("the document was saved by an Xcode before 10, whose canvas drew an iPad's navigation bar 44 tall (iOS 11's), not iOS 12's 50: laid out so, as its frames were stored (additionalSafeAreaInsets.top = -6 stands for the difference)",
                                                   at: scene.root?.location ?? scene.location))
                    }
                }
                if requested == nil, scene.container.hasNavigationBar, let named = designed.named, scene.presentedAsSheet,
                   named.values(in: orientation).horizontalSizeClass == .regular, let size = rootSize,
                   size.width < named.screen(in: orientation).width, size.height < named.screen(in: orientation).height,
                   (document.toolsVersion ?? 0) >= 14800 {
                    // An iPad's form or page sheet (a root narrower and shorter than the screen, shown by a
                    // sheet segue): its navigation bar is the sheet's 56, as on a phone's card.
                    let bar = layout.environment.navigationBarHeight(screen: layout.screen)
                    var insets = layout.environment.additionalSafeAreaInsets
                    insets.top += Self.sheetNavigationBarHeight - bar
                    try? layout.setAdditionalSafeAreaInsets(insets)
                    notes.append(InterfaceNote("its navigation bar is in an iPad's sheet, where UIKit draws it \(formatNumber(Self.sheetNavigationBarHeight)) tall, not \(formatNumber(bar)), as IB's canvas does (additionalSafeAreaInsets.top stands for the difference here)",
                                               at: scene.root?.location ?? scene.location))
                }
                if scene.largeTitle, scene.container.hasNavigationBar {
                    // The large title adds its row below the bar: 96 tall where the bar is 44.
                    var insets = layout.environment.additionalSafeAreaInsets
                    insets.top += Self.largeTitleHeight
                    try? layout.setAdditionalSafeAreaInsets(insets)
                    showsLargeTitle = true
                    notes.append(InterfaceNote("its navigation bar shows a large title (the navigation controller's bar prefers large titles): the bar is \(formatNumber(44 + Self.largeTitleHeight)) tall, not 44, as IB's canvas draws it (additionalSafeAreaInsets.top = \(formatNumber(Self.largeTitleHeight)) stands for the title's row here)",
                                               at: scene.root?.location ?? scene.location))
                }
            }
        }
        // A controller whose edgesForExtendedLayout leaves out the bottom, its root stored shorter
        // than the device's screen, is laid out above the toolbar: it is not over the root.
        let aboveToolbar = scene.extendedEdges.map { !$0.contains("bottom") } == true
            && rootSize.map({ root in canvas(named: designed.named).map { root.height < $0.screen.height } ?? false }) == true
        if scene.showsToolbar, !aboveToolbar, let device = layout.device ?? designed.named,
           scene.isFreeform || rootSize.map({ $0.height >= layout.screen.height }) ?? true {
            // The toolbar IB draws at the bottom: 44 tall, 49 above a home indicator, as IB
            // stores views pinned to the bottom layout guide or safe area above it (public
            // documents of Xcode 9 to 15: 44 on the iPhone 8, 49 on the iPhone 11 and XS Max).
            let height = device.hasHomeIndicator ? Self.homeIndicatorToolbarHeight : 44
            var insets = layout.environment.additionalSafeAreaInsets
            insets.bottom += height
            try? layout.setAdditionalSafeAreaInsets(insets)
            notes.append(InterfaceNote("the controller is drawn with a toolbar at its bottom (its simulated metrics, or its navigation controller's toolbarHidden=\"NO\"), \(formatNumber(height)) tall on the \(device.name): its safe area ends above it (additionalSafeAreaInsets.bottom stands for it here)",
                                       at: scene.root?.location ?? scene.location))
        }
        applyFontVariations()
        collectExclusions()
        collectConstrained()
        collectSafeAreaBottoms(every)
        if let root = scene.root {
            mapGuides(of: root, as: .root)
            applyRootProperties(root)
            for sub in root.subviews { addTree(sub, in: .root) }
            arrange(root, in: .root, name: "root")
        }
        for top in scene.topLevelViews {
            addTree(top, in: .root)
            if let margins = standAloneMargins(top), case .view(let id)? = ids[top.id] {
                try? layout.setLayoutMargins(id, margins)
            }
            giveCanvasSafeArea(top)
        }
        if let top = scene.topLayoutGuide { ids[top] = .safeArea(.root) }
        if let bottom = scene.bottomLayoutGuide { ids[bottom] = .safeArea(.root) }
        var made: [LayoutConstraintID: InterfaceConstraint] = [:]
        var all: [InterfaceView] = []
        if let root = scene.root { collect(root, into: &all) }
        for top in scene.topLevelViews { collect(top, into: &all) }
        for v in all where !excluded.contains(v.id) {
            for c in v.constraints where !excluded.contains(c.id) {
                if let id = activate(c) { made[id] = c }
            }
        }
        var ambiguities: [Ambiguity] = [], contentAmbiguities: [ContentAmbiguity] = []
        if requested == nil {
            ambiguities = layout.ambiguities()
            if !ambiguities.isEmpty, !imagelessFrameSized.isEmpty {
                dropImagelessSizes(ambiguities)
                ambiguities = layout.ambiguities()
            }
            if !ambiguities.isEmpty, sizeDesignables(ambiguities, all) {
                ambiguities = layout.ambiguities()
            }
            sizeDesignablesAcrossStacks(all)
            if !ambiguities.isEmpty {
                contentAmbiguities = layout.contentAmbiguities()
                holdWhereDrawn(ambiguities)
            }
        }
        var built = BuiltScene(layout: layout, views: placed, constraints: made, notes: notes,
                               designedScreen: designed.screen, designedDevice: designed.device)
        built.ambiguities = ambiguities
        built.contentAmbiguities = contentAmbiguities
        built.rootFlaggedMisplaced = scene.root?.misplacedFlag == true
        built.showsLargeTitle = showsLargeTitle
        return built
    }

    /// An image view with no image has no size of its own in UIKit. Its stored frame stands for
    /// one here, as IB's canvas spreads slack so; but where that size is what makes the layout
    /// ambiguous (two views with the same hugging sharing what the frame's size leaves over) and
    /// UIKit's none does not, UIKit's is taken, with a note — whatever else in the scene is
    /// ambiguous on its own, which stays so either way.
    mutating func dropImagelessSizes(_ ambiguities: [Ambiguity]) {
        var trial = layout
        for id in imagelessFrameSized { try? trial.setImageSize(id, Size(width: -1, height: -1)) }
        let before = Set(ambiguities.map { "\($0.view.rawValue) \($0.axis)" })
        let after = trial.ambiguities().map { "\($0.view.rawValue) \($0.axis)" }
        guard after.count < before.count, after.allSatisfy(before.contains) else { return }
        layout = trial
        for id in imagelessFrameSized {
            let name = layout.name(of: id) ?? ""
            guard let index = notes.firstIndex(where: { $0.message.hasPrefix("image view '\(name)': the image's size is taken from the stored frame") })
            else { continue }
            notes[index].message = "image view '\(name)' has no image in the document: it has no size of its own, as in UIKit (its stored "
                + "frame, taken for an image's size, would leave the layout ambiguous)"
        }
    }

    /// ``sizeDesignables(_:_:)`` for the arranged views of a stack that does not fill across:
    /// there the stack's `UISV-ambiguity-suppression` holds a view nothing sizes across at 0, so
    /// no ambiguity shows, yet the app's class sizes itself as IB drew it (its code builds what
    /// it holds). Its stored length across stands for its own, with the same note.
    mutating func sizeDesignablesAcrossStacks(_ all: [InterfaceView]) {
        var trial = layout
        var sized: [(ViewID, InterfaceView, Size)] = []
        for (id, placed) in placed.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let stored = placed.storedFrame, stored.width > 0, stored.height > 0,
                  let v = all.first(where: { $0.id == placed.ibID }), v.customClass != nil, v.subviews.isEmpty,
                  ["view", "stackView"].contains(v.element), trial.view(id)?.imageSize == nil,
                  let parent = trial.superview(of: id), let stack = trial.stack(parent), stack.alignment != .fill,
                  stack.arrangedSubviews.contains(id) else { continue }
            let frame = trial.frame(of: id)
            let across = stack.axis == .horizontal ? frame.height : frame.width
            guard across < 0.001 else { continue }
            let size = stack.axis == .horizontal ? Size(width: -1, height: stored.height) : Size(width: stored.width, height: -1)
            guard (try? trial.setImageSize(id, size)) != nil else { continue }
            sized.append((id, v, size))
        }
        guard !sized.isEmpty, trial.conflicts.count <= layout.conflicts.count else { return }
        layout = trial
        for (id, v, size) in sized {
            let given = size.width >= 0 ? "width \(formatNumber(size.width))" : "height \(formatNumber(size.height))"
            notes.append(InterfaceNote("'\(layout.name(of: id) ?? "")' is of the app's class \(v.customClass ?? "") with nothing inside it in the "
                + "document, in a stack view that does not fill across: its code fills or sizes it (IB drew it so), so its stored "
                + "\(given) stands for its own size across; a class that does not size itself is held at 0 there by the stack",
                at: v.location))
        }
    }

    /// A view of the app's own class with nothing inside it in the document (a `RatingControl`
    /// stack view its code fills with buttons, an `@IBDesignable` view) is drawn by IB at the size
    /// the class's code gives it, which the stored frame keeps; at run time the same code sizes
    /// it. Where the constraints leave that size open, the stored size stands for the class's
    /// own (its intrinsic size, on the open axis only), with a note — kept only when it leaves
    /// the layout less ambiguous. Returns whether it was kept.
    mutating func sizeDesignables(_ ambiguities: [Ambiguity], _ all: [InterfaceView]) -> Bool {
        var open: [ViewID: (width: Bool, height: Bool)] = [:]
        for a in ambiguities where a.sizeIsFree {
            open[a.view, default: (false, false)].width = open[a.view, default: (false, false)].width || a.axis == .horizontal
            open[a.view, default: (false, false)].height = open[a.view, default: (false, false)].height || a.axis == .vertical
        }
        var trial = layout
        var sized: [(ViewID, InterfaceView, Size)] = []
        for (id, axes) in open.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let placed = placed[id], let stored = placed.storedFrame, stored.width > 0, stored.height > 0,
                  let v = all.first(where: { $0.id == placed.ibID }), v.customClass != nil, v.subviews.isEmpty,
                  ["view", "stackView"].contains(v.element), trial.view(id)?.imageSize == nil else { continue }
            let size = Size(width: axes.width ? stored.width : -1, height: axes.height ? stored.height : -1)
            guard (try? trial.setImageSize(id, size)) != nil else { continue }
            sized.append((id, v, size))
        }
        guard !sized.isEmpty, trial.ambiguities().count < ambiguities.count else { return false }
        layout = trial
        for (id, v, size) in sized {
            let given = [size.width >= 0 ? "width \(formatNumber(size.width))" : nil,
                         size.height >= 0 ? "height \(formatNumber(size.height))" : nil].compactMap { $0 }
            notes.append(InterfaceNote("'\(layout.name(of: id) ?? "")' is of the app's class \(v.customClass ?? "") with nothing inside it in the "
                + "document: its code fills or sizes it (IB drew it so, as a designable), so its stored \(given.joined(separator: " and ")) "
                + "stands for its own size; a class that does not size itself leaves the layout ambiguous", at: v.location))
        }
        return true
    }

    /// IB's canvas leaves a view whose constraints do not fix it where it was drawn (Xcode
    /// flags it ambiguous and moves nothing), and the frames it stores are those. On the designed
    /// screen, each ambiguous view is held at its stored position or size on the axis its
    /// constraints leave free, at priority 1 (below every priority a document can give, so it
    /// decides only what nothing else does), labelled `IB-drawn-frame`, with a note: UIKit's
    /// engine, free to choose, may put it elsewhere. Lint still reports the ambiguity.
    mutating func holdWhereDrawn(_ ambiguities: [Ambiguity]) {
        for a in ambiguities {
            guard let placed = placed[a.view], let drawn = placed.storedFrame, let parent = layout.superview(of: a.view)
            else { continue }
            // The constraints place the alignment rectangle: the stored frame less the view's insets.
            let stored = drawn.inset(by: layout.view(a.view)?.alignmentRectInsets ?? .zero)
            let horizontal = a.axis == .horizontal
            let position = a.missing.contains { $0.hasSuffix("position") }
            let size = a.missing.contains { $0 == "width" || $0 == "height" }
            var made: [LayoutConstraint] = []
            if position {
                let edge: Attribute = horizontal ? .left : .top
                made.append(LayoutConstraint(.view(a.view), edge, .equal, .view(parent), edge,
                                             constant: horizontal ? stored.minX : stored.minY, priority: 1, label: "IB-drawn-frame"))
            }
            if size {
                made.append(LayoutConstraint(.view(a.view), horizontal ? .width : .height, .equal,
                                             constant: horizontal ? stored.width : stored.height, priority: 1, label: "IB-drawn-frame"))
            }
            guard !made.isEmpty else { continue }
            for c in made { _ = try? layout.activate(c) }
            let name = layout.name(of: a.view) ?? "?"
            notes.append(InterfaceNote("'\(name)' is ambiguous (missing: \(a.missing.joined(separator: ", "))): held where IB drew it, at priority 1, as IB's canvas leaves it; UIKit's engine may choose otherwise",
                                       at: placed.location))
        }
    }

    /// Which of its container's bars a resized root view leaves out: all when its stored height
    /// is the canvas's screen less at least the bars' heights (a navigation bar 44, a tab bar
    /// 49), as UIKit lays out a controller's view under opaque bars
    /// (`extendedLayoutIncludesOpaqueBars` false, the default): the view starts below the bar,
    /// and its safe area has no bar in it. Under both bars, a root shorter by exactly one of
    /// them leaves out that one only (an opaque navigation bar over a translucent tab bar).
    /// The canvas is the document's device's screen, or IB's square Any/Any canvas
    /// (``anyAnyCanvas``) for a document that names no device.
    /// A sheet's card holds its bars: none is outside its root, but an opaque navigation bar
    /// (`translucent="NO"`), below which UIKit lays the view out in a sheet as on the screen.
    func barsOutsideRoot(named: Device?) -> Set<ContainerContext> {
        if let named, sheetInsets(named: named, orientation: document.orientation) != nil {
            return scene.opaqueNavigationBar && scene.container.hasNavigationBar ? [.navigation] : []
        }
        // An embedded tab or navigation controller's bars are inside the container view its
        // children fill, whatever the container's height.
        if scene.isEmbedded { return [] }
        // `edgesForExtendedLayout` without the top (or the bottom): UIKit lays the view out below
        // the navigation bar (above the tab bar), however translucent, and IB stores it so.
        // (A root stored as tall as the screen was not laid out so: its frames say the bars cover it.)
        if let edges = scene.extendedEdges, let root = rootSize,
           scene.isFreeform || canvas(named: named).map({ root.height < $0.screen.height }) == true {
            let outside = Set([scene.container.hasNavigationBar && !edges.contains("top") ? ContainerContext.navigation : nil,
                               scene.container.hasTabBar && !edges.contains("bottom") ? .tabBar : nil].compactMap { $0 })
            if !outside.isEmpty { return outside }
        }
        if freeformBelowOpaqueBar(named: named) { return [.navigation] }
        if canvas(named: named) == nil, let outside = barsOutsideRootStoredBelowThem() { return outside }
        guard let canvas = canvas(named: named), let root = rootSize else { return [] }
        guard root.width == canvas.screen.width else { return [] }
        let hasNav = scene.container.hasNavigationBar, hasTab = scene.container.hasTabBar
        let bars = (hasNav ? 44.0 : 0) + (hasTab ? 49.0 : 0)
        let short = canvas.screen.height - root.height
        guard bars > 0, short > 0 else { return [] }
        // Under both bars, a root shorter by exactly one of them (the navigation bar, with or
        // without the status bar above it; the tab bar, with or without the home indicator's
        // inset below it) has only that one outside: the other still lies over it.
        if hasNav && hasTab {
            let close: (Double) -> Bool = { abs($0 - short) <= 0.5 }
            let navOnly = [44, 44 + canvas.top].contains(where: close)
            let tabOnly = [49, 49 + canvas.bottom].contains(where: close)
            if navOnly != tabOnly { return navOnly ? [.navigation] : [.tabBar] }
        }
        guard short >= bars else { return [] }
        return Set([hasNav ? ContainerContext.navigation : nil, hasTab ? .tabBar : nil].compactMap { $0 })
    }

    /// The bars outside a root that a document naming no device stores below its navigation bar
    /// (its origin 64 down, under the status bar and the bar, as Xcode 7 and earlier stored a
    /// 320×504 root on the iPhone 5's screen): UIKit lays a controller's view out below opaque
    /// bars, and IB stored it so, its views pinned to the top layout guide at 0. The tab bar is
    /// outside it too when the root ends the tab bar's 49 above the bottom of a phone of its
    /// width. Nil when the root is not stored so.
    func barsOutsideRootStoredBelowThem() -> Set<ContainerContext>? {
        guard document.deviceID == nil, scene.container.hasNavigationBar, let f = scene.root?.frame,
              f.minY >= 44 - 0.5 else { return nil }
        var outside: Set<ContainerContext> = [.navigation]
        if scene.container.hasTabBar, Device.presets.contains(where: { device in
            let screen = device.screen(in: document.orientation)
            return screen.width == f.width && abs(screen.height - 49 - f.maxY) <= 0.5
        }) {
            outside.insert(.tabBar)
        }
        return outside
    }

    /// Whether the root is freeform, of another width than the screen's, under an opaque
    /// navigation bar: its own canvas, not the screen less its bars, which UIKit lays out below
    /// the bar, and IB stores so (a 500×524 root on the iPhone 8, its views pinned to the top
    /// layout guide stored at 0). A root of the screen's width is the screen, less the bars'
    /// heights when they are outside it (a freeform 375×667 one under an opaque bar on the
    /// iPhone 8 has its views stored 64 down, the bars over it).
    func freeformBelowOpaqueBar(named: Device?) -> Bool {
        guard scene.opaqueNavigationBar, scene.container.hasNavigationBar, let root = rootSize else { return false }
        // A freeform canvas taller than the screen whose root is shorter than it by the bar at
        // least (390×1412 of 390×1500): laid out below the bar, as one of another width is.
        if scene.isFreeform, let canvas = canvas(named: named), root.height > canvas.screen.height,
           let height = scene.freeformHeight, height - root.height >= 44 - 0.5 {
            return true
        }
        return canvas(named: named).map({ root.width != $0.screen.width }) ?? false
    }

    /// The size IB laid the root view out at: its stored size, except for a root stored below
    /// its navigation bar (its origin at the bars' height, 64 under a status bar) yet as tall as
    /// the whole screen, as Xcode 8 saved some: it reaches past the screen's bottom, and IB laid it
    /// out to that bottom (the views pinned to its bottom are stored at the screen's height less
    /// the origin, 603 on a 667-pt phone). A freeform controller's canvas is its own size, which
    /// holds the root.
    var rootSize: Size? {
        guard let frame = scene.root?.frame else { return nil }
        guard frame.minY > 0, !scene.isFreeform, scene.container.hasNavigationBar, let id = document.deviceID,
              let device = InterfaceDevice.preset(for: id, toolsVersion: document.toolsVersion) else { return frame.size }
        let screen = device.screen(in: document.orientation)
        guard frame.width == screen.width, frame.minY + frame.height > screen.height,
              frame.minY < screen.height else { return frame.size }
        return Size(width: frame.width, height: screen.height - frame.minY)
    }

    /// IB's canvas for documents of Xcode 6 and 7 that name no device (size classes Any, Any): a
    /// 600×600 square, drawn with a 20-pt status bar and a portrait phone's bars (a navigation
    /// bar 44, a tab bar 49), whose controllers' views are stored 600 wide and, below opaque bars,
    /// shorter by the bars (600×536 under a status and navigation bar, 600×551 above a tab bar).
    static let anyAnyCanvas = Size(width: 600, height: 600)

    /// The screen a resized root view was cut from, with the heights above and below it that a
    /// bar may add to (the status bar or the sensor housing's inset, the home indicator's inset):
    /// the named device's, or the Any/Any canvas for a 600-wide root of a document naming none.
    func canvas(named: Device?) -> (screen: Size, top: Double, bottom: Double)? {
        if let named {
            let o = named.values(in: document.orientation)
            return (named.screen(in: document.orientation), max(o.statusBar, o.hardware.top), o.hardware.bottom)
        }
        guard document.deviceID == nil, let root = scene.root?.frame?.size,
              root.width == Self.anyAnyCanvas.width, root.height <= Self.anyAnyCanvas.height else { return nil }
        return (Self.anyAnyCanvas, Self.freeformStatusBar, 0)
    }

    /// Elements that are cells of a table or collection view (and their headers and footers).
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView",
                                            "tableViewHeaderFooterView"]

    /// Xcode 11 to 14.0 (toolsVersion 14800 to 21699) drew a phone or iPad with a home button
    /// without its status bar, so a view pinned to the safe area's top was stored at 0, not 20 —
    /// measured on 300 public storyboards' views pinned to the safe area (earlier and later
    /// versions store 20). Devices whose hardware keeps an inset (a notch, a home indicator) are
    /// drawn with it in every version.
    static func canvasHidesStatusBar(_ device: Device, toolsVersion: Int?) -> Bool {
        guard let version = toolsVersion, (14800..<21700).contains(version) else { return false }
        return device.portrait.hardware == .zero && device.portrait.statusBar > 0
    }

    /// The toolsVersions of Xcode 16.2 to 26 (23727 to 31999), whose canvas draws a storyboard
    /// controller's view on a phone with a sensor housing with the portrait sensor inset and
    /// home indicator added to the safe area once more: in portrait 96 at the top and 68 at the
    /// bottom of the iPhone 11 (48 and 34), 118 and 68 on the iPhone 15 (59 and 34); in
    /// landscape the portrait 47 and 34 of the iPhone 14 on top of its 0 and 21. Every view
    /// pinned to a controller's safe area in the public storyboards these versions saved says
    /// so (five documents, four apps); Xcode 16.0 (23504) counts them once, and so does Xcode 15,
    /// whose `32700.99.1234` is read as its plug-in's version (``InterfaceDocument/toolsVersion``).
    static let repeatedInsetVersions = 23727..<32000

    /// How a note on a document of ``repeatedInsetVersions`` begins.
    static func doubleCountingCanvas(_ device: String) -> String {
        "the document was saved by an Xcode (16.2 to 26) whose canvas counts the \(device)'s portrait sensor inset"
    }

    /// The safe-area insets IB's canvas adds to a storyboard controller's plain root view, and to
    /// a xib's view laid out as the screen (see ``repeatedInsetVersions``; xibs of 24412 and 24506
    /// store 118 and 68 on the iPhone 15, seven files of two apps), nil where it adds none: a
    /// table or collection view as the root, or a phone or iPad without a sensor housing (no
    /// documents say what those do).
    func repeatedCanvasInsets(_ device: Device) -> EdgeInsets? {
        guard document.kind == .storyboard || scene.controllerElement == "xib", let version = document.toolsVersion,
              Self.repeatedInsetVersions.contains(version), let root = scene.root, root.element == "view" else { return nil }
        let portrait = device.portrait.hardware
        guard portrait.top > 0, device.portrait.horizontalSizeClass == .compact else { return nil }
        return EdgeInsets(top: portrait.top, left: 0, bottom: portrait.bottom, right: 0)
    }

    /// The height of the navigation bar Xcode 26's canvas draws on a phone (iOS 26's), in
    /// either orientation: the `<navigationBar>` of a navigation controller it saved is stored
    /// 54 tall, at 414 and 844 wide, and the views pinned below one are stored below 54.
    static let glassNavigationBarHeight = 54.0

    /// How much taller than the device's own bar Xcode 26 draws a phone's standard navigation
    /// bar (see ``glassNavigationBarHeight``); nil for other versions and for iPads, whose bars
    /// no document of Xcode 26 read here shows.
    func glassNavigationBarExtra(_ device: Device, orientation: Orientation) -> Double? {
        guard let version = document.toolsVersion, Self.glassSwitchVersions.contains(version),
              device.portrait.horizontalSizeClass == .compact else { return nil }
        let extra = Self.glassNavigationBarHeight - device.values(in: orientation).navigationBar
        return extra > 0 ? extra : nil
    }

    /// How much lower than UIKit IB's canvas draws a navigation bar on a phone with a Dynamic
    /// Island: under the whole sensor inset (59 on the iPhone 15), where UIKit puts it right
    /// under the status bar (53.667, ``Device/dynamicIslandStatusBar``). Every view pinned to the
    /// safe area under a navigation controller's bar in the public storyboards of Xcode 14.1 to
    /// 16.2 on `retina6_12` is stored at 103 + its constant (10 documents of 9 apps, none at
    /// 97.667), and Xcode 16.3 on, which counts the inset twice, at 162 (3 apps). Nil on other
    /// devices and in landscape, where the bar meets the status bar as UIKit puts it.
    func canvasNavigationBarDrop(_ device: Device, orientation: Orientation) -> Double? {
        let values = device.values(in: orientation)
        guard let origin = values.navigationBarOrigin, values.hardware.top > origin else { return nil }
        return values.hardware.top - origin
    }

    /// How much taller a navigation bar showing a large title is than the standard 44: its
    /// title's row, 52, making the bar 96 (the height IB stores for such a navigation
    /// controller's `<navigationBar>`, and every view pinned below one in the public documents
    /// says so).
    static let largeTitleHeight = 52.0

    /// Large titles came with iOS 11, whose canvas is Xcode 9's (toolsVersion 13000).
    static let largeTitlesVersion = 13000

    /// Whether IB's canvas drew a xib's top-level views without the status bar: Xcode before 11
    /// (toolsVersion below 14800) on a phone or iPad with a home button (no sensor inset) drew
    /// a top-level view of simulated size "Freeform" shorter than 480 pt (the 3.5-inch phone's
    /// screen) without one. Measured on the frames public xibs store for views pinned to such a
    /// view's safe-area top: all 40 in views 30 to 406 tall are at 0, the 7 in views 496 to 667
    /// tall at 20 (the documents do not decide between 406 and 496; 480 is taken). Xcode 14.1 on
    /// draws the bar over short freeform views too (3 views, 154 to 230 tall, at 20).
    static func freeformViewsHideStatusBar(_ scene: InterfaceScene, device: Device, orientation: Orientation,
                                           toolsVersion: Int?) -> Bool {
        guard scene.root == nil, let version = toolsVersion, version < 14800,
              device.values(in: orientation).hardware.top == 0 else { return false }
        let views = scene.topLevelViews.filter { !cellElements.contains($0.element) }
        return !views.isEmpty && views.allSatisfy { v in
            v.isFreeformSize && (v.frame?.height ?? .infinity) < freeformStatusBarMinimumHeight
        }
    }

    /// The height of a navigation bar in a sheet on a phone (iOS 13 on): 56, where it is 44 on
    /// the screen. The `<navigationBar>` of a navigation controller IB draws as a sheet is stored
    /// 56 tall, and the views pinned below it in its root are stored 56 below the card's top
    /// (Xcode 12 and 13 documents).
    static let sheetNavigationBarHeight = 56.0

    /// The toolsVersion from which IB's canvas draws an iPad's navigation bar 50 tall, iOS 12's
    /// (Xcode 10; documents of Xcode 8 and 9, 12120 to 13771, store views under a 44-pt bar).
    static let iPadTallBarVersion = 14000

    /// The height from which Xcode before 11 drew a freeform top-level view under the status bar.
    static let freeformStatusBarMinimumHeight = 480.0

    /// The status bar Xcode before 11 drew over a freeform (resized) storyboard controller's view.
    static let freeformStatusBar = 20.0

    /// Whether IB's canvas drew a freeform storyboard controller's view under a status bar: Xcode
    /// before 11 (toolsVersion below 14800) and again from 14.1 (21700, the versions
    /// ``canvasHidesStatusBar(_:toolsVersion:)`` leaves out) showed the simulated status bar
    /// ("Inferred") above any controller's view whatever its size (from 14.1, a freeform one's),
    /// unless its metrics say "None"
    /// (`<nil key="simulatedStatusBarMetrics"/>`), on a device without a sensor housing (whose
    /// canvas drew its taller bar with the device, not on a freeform screen). A xib's views, a
    /// root laid out below its bars (``barsOutsideRoot(named:)``) and a controller embedded in a
    /// container view (whose top is the container's, not the screen's: views pinned to its top
    /// layout guide are stored at 0, in public documents of Xcode 9 and 10) are drawn without it.
    static func freeformShowsStatusBar(_ scene: InterfaceScene, named: Device?, toolsVersion: Int?) -> Bool {
        guard scene.controllerElement != "xib", scene.root != nil, !scene.simulatedStatusBarHidden, !scene.isEmbedded,
              !scene.presentedAsPopover, let version = toolsVersion, version < 14800 || version >= 21700 else { return false }
        // From 14.1 only a root IB's size inspector made freeform, not a sheet's card shorter
        // than the screen (drawn without a bar, ``sheetInsets(named:orientation:)``).
        if version >= 21700, !scene.isFreeform || scene.presentedAsSheet { return false }
        if let named, named.portrait.hardware != .zero { return false }
        return true
    }

    /// The insets IB's canvas keeps on a freeform storyboard controller's view on a phone with a
    /// sensor housing: its status bar (or the housing's inset, if taller, or alone when the
    /// metrics hide the bar) at the top and the home indicator's inset at the bottom, as on the
    /// phone's own screen. Measured on public documents (Xcode 10.2 to 15, the iPhone X, XR, 11 and
    /// XS Max): every view pinned to such a root's safe area or layout guides is stored that far
    /// from its edges (44 or 48, and 34), whatever the root's size. Nil where the device has no
    /// housing, for a xib's views, and for a root that is not freeform.
    static func freeformDeviceInsets(_ scene: InterfaceScene, named: Device, orientation: Orientation) -> EdgeInsets? {
        guard scene.isFreeform, scene.controllerElement != "xib", scene.root != nil, !scene.presentedAsPopover else { return nil }
        let values = named.values(in: orientation)
        guard values.hardware != .zero else { return nil }
        let top = scene.simulatedStatusBarHidden ? values.hardware.top : max(values.statusBar, values.hardware.top)
        return EdgeInsets(top: top, left: values.hardware.left, bottom: values.hardware.bottom, right: values.hardware.right)
    }

    /// The insets IB's canvas keeps on a xib's freeform view laid out as the screen (File's
    /// Owner's `view`, smaller or larger than the device's screen), in documents of Xcode 14.1
    /// on, as on its freeform top-level views (``giveCanvasSafeArea(_:)``): the status bar (or the
    /// sensor housing's inset, if taller) at the top and the home indicator's inset at the
    /// bottom, counted once. Nil on a device without a housing, before 14.1, and for storyboards.
    ///
    /// Before 14.1, from Xcode 10 (``freeformOwnedRootInsetsSince``), the canvas draws such a view
    /// on a phone with a sensor housing with its status bar (or the housing's inset) over its top —
    /// 44 on an iPhone 11 — and the home indicator's inset at its bottom, but for the housing's
    /// inset alone where the view's metrics hide the status bar (Status Bar: None); on a device
    /// with a home button, with the status bar as over its other freeform views
    /// (``freeformViewsHideStatusBar(_:device:orientation:toolsVersion:)``, ``canvasHidesStatusBar(_:toolsVersion:)``):
    /// before Xcode 11 over one 480 tall or more (20 over a 400×600 root), not from 11 to 14.0.
    /// Measured on the views pinned to the safe area of such xibs of six apps (Xcode 10.1 to 13).
    func xibFreeformRootInsets(named: Device, orientation: Orientation) -> EdgeInsets? {
        guard scene.controllerElement == "xib", scene.root != nil, document.deviceID != nil, let version = document.toolsVersion,
              version >= Self.freeformOwnedRootInsetsSince else { return nil }
        let values = named.values(in: orientation)
        if version < Self.freeformViewScreenSince {
            let hidden = scene.rootStatusBarHidden
            if values.hardware == .zero {
                guard !hidden, !Self.canvasHidesStatusBar(named, toolsVersion: version),
                      (scene.root?.frame?.height ?? 0) >= Self.freeformStatusBarMinimumHeight, values.statusBar > 0 else { return nil }
                return EdgeInsets(top: values.statusBar, left: 0, bottom: 0, right: 0)
            }
            return EdgeInsets(top: hidden ? values.hardware.top : max(values.statusBar, values.hardware.top), left: 0,
                              bottom: hidden ? 0 : values.hardware.bottom, right: 0)
        }
        // (On a phone with a home button too: its 20-pt status bar, as over a top-level view.)
        let top = scene.simulatedStatusBarHidden ? values.hardware.top : max(values.statusBar, values.hardware.top)
        guard top > 0 || values.hardware != .zero else { return nil }
        return EdgeInsets(top: top, left: values.hardware.left, bottom: values.hardware.bottom, right: values.hardware.right)
    }

    /// The device's insets over a root view laid out below or above opaque bars (see
    /// ``barsOutsideRoot(named:)``) on a phone with a sensor housing: where no bar is outside it,
    /// the root's edge is the screen's, and the status bar (or the housing's inset, if taller)
    /// at the top, or the home indicator's inset at the bottom, lies over it as on the phone.
    /// A root above an opaque tab bar on the iPhone 13 mini (375×729 of 812) has its views
    /// pinned to the safe area stored 94 below its top: the 50-pt status bar and the 44-pt
    /// navigation bar. Nil where every edge has its bar outside, or the device has no housing.
    func resizedRootDeviceInsets(named: Device, orientation: Orientation) -> EdgeInsets? {
        let outside = barsOutsideRoot(named: named)
        guard !outside.isEmpty, scene.controllerElement != "xib", scene.root != nil else { return nil }
        let values = named.values(in: orientation)
        guard values.hardware != .zero else { return nil }
        let top = outside.contains(.navigation) ? 0
            : scene.simulatedStatusBarHidden ? values.hardware.top : max(values.statusBar, values.hardware.top)
        let bottom = outside.contains(.tabBar) ? 0 : values.hardware.bottom
        guard top > 0 || bottom > 0 else { return nil }
        return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// The safe-area insets of a controller IB's canvas draws as a sheet: presented as one by
    /// every segue that shows it, in a document of Xcode 11 or later (toolsVersion 14800 on, its
    /// betas included — a 14868 document stores its sheet so —, iOS
    /// 13's cards), on a phone (compact width), its root stored shorter than the device's screen.
    /// The card has no status bar over it (its safe area starts at its top); Xcode 11 and 12 keep
    /// the home indicator's inset at its bottom, after Xcode 13.0 (``sheetWithoutHomeIndicator``) none.
    /// Measured on public storyboards: sheets 414×842 on the 414×896 iPhones (Xcode 10.2 to
    /// 12.5, eight documents) whose views are stored 34 above the bottom and at the top, and a
    /// freeform 414×1100 one stored 414×1046, centred in a safe area from 0 to 34 above its
    /// bottom; sheets of Xcode 13 to 16 (390×790 of 844, 393×842 of 852, 375×802 of 812; four
    /// documents) whose views pinned to the safe area's bottom are stored at the card's. Nil
    /// otherwise.
    func sheetInsets(named: Device, orientation: Orientation) -> EdgeInsets? {
        guard scene.presentedAsSheet, scene.root != nil, let version = document.toolsVersion, version >= 14800 else { return nil }
        let values = named.values(in: orientation)
        guard values.horizontalSizeClass == .compact, let size = rootSize,
              size.height < named.screen(in: orientation).height || scene.isFreeform else { return nil }
        let hardware = values.hardware
        let bottom = version >= Self.sheetWithoutHomeIndicator ? 0 : hardware.bottom
        return EdgeInsets(top: 0, left: hardware.left, bottom: bottom, right: hardware.right)
    }

    /// The toolsVersion from which IB's canvas draws a sheet's card without the home
    /// indicator's inset in its safe area (after Xcode 13.0: documents of 19162 (Xcode 13.0)
    /// and earlier keep it, of 20037 on do not; none between was found).
    static let sheetWithoutHomeIndicator = 19200

    /// Xcode 7 and earlier (toolsVersion below 10000, documents without a `<device>`) laid out
    /// and stored frames in whole points: a 17-pt label 21 tall, where later versions store
    /// 20.5 at @2x and 20.333 at @3x. Measured on public documents: every frame of those
    /// (about 560 in 55 files) is whole, and Xcode 7.3 (10116) on stores fractions.
    static func storesWholePoints(_ document: InterfaceDocument) -> Bool {
        guard document.deviceID == nil, let version = document.toolsVersion else { return false }
        return version < 10000
    }

    /// The views tied to a safe area's bottom: `view.bottom == safeArea.bottom` either way round,
    /// or `view.bottom == bottomLayoutGuide.top`.
    mutating func collectSafeAreaBottoms(_ views: [InterfaceView]) {
        let guides = Set(views.compactMap(\.safeAreaGuide))
        let bottomGuide = scene.bottomLayoutGuide
        func isBottom(_ item: String?, _ attribute: Attribute?) -> Bool {
            guard let item else { return false }
            return (guides.contains(item) && attribute == .bottom) || (item == bottomGuide && attribute == .top)
        }
        let root = scene.root?.id
        for v in views {
            for c in v.constraints where c.relation == .equal {
                if c.firstAttribute == .bottom, isBottom(c.secondItem, c.secondAttribute) { onSafeAreaBottom.insert(c.firstItem) }
                if c.secondAttribute == .bottom, let second = c.secondItem, isBottom(c.firstItem, c.firstAttribute) {
                    onSafeAreaBottom.insert(second)
                }
                guard let root, c.firstAttribute == .bottom, c.secondAttribute == .bottom, c.constant == 0 else { continue }
                if c.secondItem == root { onRootBottom.insert(c.firstItem) }
                if c.firstItem == root, let second = c.secondItem { onRootBottom.insert(second) }
            }
        }
    }

    /// A tab bar's height along the bottom of a screen with a home indicator: its 49 and the
    /// indicator's inset below them, as UIKit's tab bar takes its own safe area into its size (IB
    /// stores such bars 83 tall on the 375×812 phone, the views above them 34 higher).
    func tabBarHeightOnRootBottom(_ v: InterfaceView) -> Double? {
        guard v.element == "tabBar", homeIndicatorBelow, onRootBottom.contains(v.id), let device = layout.device else { return nil }
        return 49 + device.values(in: layout.environment.orientation).hardware.bottom
    }

    /// A toolbar's height on a screen with a home indicator when its bottom is on the safe area's
    /// bottom: 49, as tall as a tab bar, where it is 44 elsewhere. Measured on the frames public
    /// documents store for toolbars no constraint sizes on the 375×812 to 414×896 phones: 222 of 228
    /// tied to the safe area's bottom are 49 tall (three apps, Xcode 11 to 14), and 6 of the 8
    /// tied to another view's top are 44.
    static let homeIndicatorToolbarHeight = 49.0

    func collect(_ v: InterfaceView, into all: inout [InterfaceView]) {
        all.append(v)
        for sub in v.subviews where !excluded.contains(sub.id) { collect(sub, into: &all) }
    }

    /// The smallest screen holding a xib's top-level views at their frames.
    func topLevelBounds() -> Size? {
        let frames = scene.topLevelViews.compactMap(\.frame)
        guard !frames.isEmpty else { return nil }
        return Size(width: frames.map { $0.minX + $0.width }.max() ?? 0, height: frames.map { $0.minY + $0.height }.max() ?? 0)
    }

    // MARK: Size classes

    /// Which variation keys apply: `widthClass=compact`, `heightClass=regular-widthClass=compact`…
    /// A key applies when every class it names is the device's. On a bare screen only IB's
    /// Any/Any (the default) applies.
    func applies(_ key: String) -> Bool {
        guard let sizeClasses else { return false }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { return false }
            let value = String(pair[1])
            switch pair[0] {
            case "widthClass": if value != sizeClasses.horizontal.rawValue { return false }
            case "heightClass": if value != sizeClasses.vertical.rawValue { return false }
            default: return false
            }
        }
        return true
    }

    /// Each view's font as the size classes laid out give it: the most specific of its font
    /// variations that applies (a label's 42-pt font for regular height and compact width), else
    /// its own.
    mutating func applyFontVariations() {
        func resolved(_ v: InterfaceView) -> InterfaceView {
            var v = v
            if let font = v.fontVariations.filter({ applies($0.key) }).max(by: { Self.specificity($0.key) < Self.specificity($1.key) }) {
                v.fontSize = font.fontSize ?? v.fontSize
                v.fontWeight = font.fontWeight
                v.fontName = font.fontName
                v.fontTextStyle = font.fontTextStyle
            }
            v.subviews = v.subviews.map(resolved)
            return v
        }
        scene.root = scene.root.map(resolved)
        scene.topLevelViews = scene.topLevelViews.map(resolved)
    }

    /// Of the variations whose size classes apply, the one naming the most classes.
    func mostSpecific(_ variations: [ConstantVariation]) -> ConstantVariation? {
        variations.filter { applies($0.key) }.max { Self.specificity($0.key) < Self.specificity($1.key) }
    }

    /// How many size classes a variation's key names (`heightClass=compact-widthClass=regular`
    /// two): the more, the more specific.
    static func specificity(_ key: String) -> Int {
        key.split(separator: "-").count
    }

    /// The constraints and subviews the masks leave out: the default variation's excludes,
    /// then, more specific keys last, what the applying variations include or exclude.
    mutating func collectExclusions() {
        var all: [InterfaceView] = []
        if let root = scene.root { all.append(root) }
        all += scene.topLevelViews
        var stack = all
        var variations: [SizeClassVariation] = []
        while let v = stack.popLast() {
            variations += v.variations
            stack += v.subviews
        }
        for v in variations where v.key == "default" { excluded.formUnion(v.excluded) }
        excludedByDefault = excluded
        let applying = variations.filter { $0.key != "default" && applies($0.key) }
            .sorted { Self.specificity($0.key) < Self.specificity($1.key) }
        for v in applying {
            excluded.subtract(v.included)
            excluded.formUnion(v.excluded)
        }
    }

    /// Which views an installed constraint names, and which a stack view arranges.
    mutating func collectConstrained() {
        var stack = ([scene.root].compactMap { $0 }) + scene.topLevelViews
        while let v = stack.popLast() {
            for c in v.constraints where !excluded.contains(c.id) {
                constrained.insert(c.firstItem)
                if let s = c.secondItem { constrained.insert(s) }
            }
            if v.stack != nil { for sub in v.subviews { arranged.insert(sub.id) } }
            stack += v.subviews
        }
    }

    // MARK: Views

    mutating func mapGuides(of v: InterfaceView, as id: ViewID) {
        ids[v.id] = .view(id)
        if let g = v.safeAreaGuide { ids[g] = .safeArea(id) }
        if let g = v.contentGuide { ids[g] = .content(id) }
        if let g = v.frameGuide { ids[g] = .frame(id) }
        if let g = v.keyboardGuide { keyboardGuides[g] = id }
    }

    mutating func applyRootProperties(_ root: InterfaceView) {
        if let margins = root.layoutMargins { try? layout.setLayoutMargins(.root, margins) }
        if root.preservesSuperviewLayoutMargins { try? layout.setPreservesSuperviewLayoutMargins(.root, true) }
        // A root with insetsLayoutMarginsFromSafeArea off counts its margins from its own edges:
        // a view pinned to its top margin sits at the top of the screen, under the status bar.
        if !root.insetsLayoutMarginsFromSafeArea { try? layout.setInsetsLayoutMarginsFromSafeArea(.root, false) }
        if root.layoutMarginsFollowReadableWidth { try? layout.setLayoutMarginsFollowReadableWidth(.root, true) }
        if onCanvas, root.insetsLayoutMarginsFromSafeArea, Self.rootMarginsIgnoreBars(document, root: root) {
            try? layout.setInsetsLayoutMarginsFromSafeArea(.root, false)
            notes.append(InterfaceNote("the document was saved by Xcode 8 or earlier, whose canvas (iOS 10) gave a controller's root view top and bottom margins of 0 from its own edges, under its bars: laid out so, as its frames were stored (UIKit since iOS 11 counts them from the safe area, below the bars)",
                                       at: root.location))
        }
    }

    /// The toolsVersion of Xcode 9, whose canvas (iOS 11) first had a safe area.
    static let safeAreaVersion = 13000

    /// Whether the document was saved before Xcode 9 (toolsVersion below 13000), whose canvas
    /// laid a controller's root view out as iOS 10 does: its top and bottom layout margins are 0
    /// from its own edges, whatever status, navigation or tab bar covers them (the top and
    /// bottom layout guides are what clear the bars), where iOS 11 on counts them from the safe
    /// area — and some constraint of the scene uses the root's top or bottom margin.
    static func rootMarginsIgnoreBars(_ document: InterfaceDocument, root: InterfaceView) -> Bool {
        guard let version = document.toolsVersion, version < safeAreaVersion else { return false }
        var all: [InterfaceView] = []
        var queue = [root]
        while let v = queue.popLast() { all.append(v); queue += v.subviews }
        let margins: Set<Attribute> = [.topMargin, .bottomMargin]
        return all.contains { v in
            v.constraints.contains { c in
                (c.firstItem == root.id && margins.contains(c.firstAttribute))
                    || (c.secondItem == root.id && c.secondAttribute.map(margins.contains) == true)
            }
        }
    }

    static func kind(_ v: InterfaceView) -> ViewKind {
        switch v.element {
        case "scrollView", "tableView", "collectionView": .scrollView
        case "label", "textView": .label
        default: .view
        }
    }

    /// The frame of a table's prototype cell stored without one: at the table's top-left, as wide
    /// as the table's stored frame, its `rowHeight` tall (44 when it gives none). Nil for any
    /// other view, and where the table's width is not stored either.
    ///
    /// One stored with a frame of another height than its row's (Xcode 6 kept a cell 44 tall on
    /// the canvas after its row height was set to 62): its row's height, the cell's own
    /// (`rowHeight` on the cell) or else its table's, as the table lays its rows out; one
    /// narrower than its table, at its left edge: the table's width.
    func prototypeRowFrame(_ v: InterfaceView, in parent: ViewID) -> Rect? {
        guard v.element == "tableViewCell" else { return nil }
        // A table view controller's table is the scene's root view.
        let rowHeight: Double?
        if placed[parent]?.element == "tableView" {
            rowHeight = tableRowHeights[parent]
        } else if parent == .root, scene.root?.element == "tableView" {
            rowHeight = scene.root?.rowHeight
        } else {
            return nil
        }
        if let stored = v.frame {
            var height = stored.height, width = stored.width + deviceWidening(ofTable: parent)
            if let row = v.rowHeight ?? rowHeight, row > 0, abs(stored.height - row) >= 0.5 { height = row }
            // A cell kept 320 wide in a table Xcode 6's square canvas widened to 600: the table
            // lays its rows out as wide as itself, as IB's canvas drew the cell's views (an inset
            // grouped table's rows are inset, and stored so).
            let style = placed[parent]?.element == "tableView" ? tableStyles[parent] : scene.root?.style
            if stored.minX == 0, style != "insetGrouped", let table = storedSize(of: parent), stored.width < table.width - 0.5 {
                width = table.width + deviceWidening(ofTable: parent)
            }
            // A row of an inset grouped table stored across the table's whole width (an earlier
            // canvas's frame, kept): UIKit insets it by the table's side margin on each side.
            var x = stored.minX
            if stored.minX == 0, style == "insetGrouped", let table = storedSize(of: parent), stored.width >= table.width - 0.5 {
                let side = Self.systemMinimumSideMargin(screenWidth: (scene.isFreeform ? nil : rootSize?.width) ?? table.width)
                x = side
                width = table.width + deviceWidening(ofTable: parent) - 2 * side
            }
            guard height != stored.height || width != stored.width || x != stored.minX else { return nil }
            return Rect(x: x, y: stored.minY, width: width, height: height)
        }
        guard let table = storedSize(of: parent) else { return nil }
        // An automatic row height (-1) is the content's (``automaticRows``): a standard row until then.
        let row = [v.rowHeight, rowHeight].compactMap { $0 }.first { $0 > 0 } ?? 44
        return Rect(x: 0, y: 0, width: table.width + deviceWidening(ofTable: parent), height: row)
    }

    /// How much wider than on its canvas a table as wide as the scene's root view is on the
    /// device laid out (`--device`): UIKit lays the table's rows out at its own width, so its
    /// prototype cells, and their content views, widen by as much. 0 on the document's own
    /// canvas, and for a table narrower than the root, whose width its constraints decide.
    func deviceWidening(ofTable table: ViewID) -> Double {
        guard !onCanvas, let designed = rootSize else { return 0 }
        if table != .root {
            guard let stored = storedSize(of: table), abs(stored.width - designed.width) < 0.5 else { return 0 }
        }
        return layout.screen.width - designed.width
    }

    mutating func addTree(_ v: InterfaceView, in parent: ViewID) {
        guard !excluded.contains(v.id) else { return }
        // UIStackView turns translatesAutoresizingMaskIntoConstraints off for every view it
        // arranges, one the document saved with an autoresizing mask as much as any.
        var v = v
        if isArranged(v) { v.translatesAutoresizingMask = false }
        let name = namer.name(for: v, outlet: outletNames[v.id])
        // Views with translatesAutoresizingMaskIntoConstraints on are held to their stored
        // frame, as UIKit's autoresizing constraints hold them on the screen they were made for.
        let isCellContent = Self.isCellContentView(v, in: parent, layout: layout, placed: placed)
        // A prototype cell Xcode 7 and earlier saved without a frame is laid out by its table, as
        // wide as the table and its row height tall (IB's canvas draws it so).
        let rowFrame = prototypeRowFrame(v, in: parent)
        var frame = v.translatesAutoresizingMask && !isCellContent ? (rowFrame ?? v.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)) : nil
        if frame == nil, !isCellContent, isFreeTopLevel(v, in: parent), let stored = v.frame {
            // A xib's top-level view with its autoresizing constraints off: IB's canvas keeps it
            // at the size it was drawn (freeform) and lays its subviews out inside, as the code
            // that loads it decides its frame at run time. Held there, like one with them on.
            frame = stored
            notes.append(InterfaceNote("'\(name)' is a top-level view with translatesAutoresizingMaskIntoConstraints off: held at the frame IB drew it at (\(formatNumber(stored.width))×\(formatNumber(stored.height))), as IB's canvas keeps it; the code that loads it places it at run time",
                                       at: v.location))
        }
        if frame == nil, !isCellContent, !constrained.contains(v.id), let stored = v.frame, !isArranged(v) {
            // A view no constraint names: IB adds constraints that fix its frame at build time
            // (its "prototyping" constraints), so it stays where it was drawn.
            frame = stored
            notes.append(InterfaceNote("'\(name)' has no constraints: held at its stored frame, as IB does at build time", at: v.location))
        }
        // A mask that stretches something, in a plain superview whose stored size is known:
        // UIKit's autoresizing constraints, which follow the superview when it resizes.
        // A control whose frame reaches past its alignment rectangle (a switch): what the
        // autoresizing constraints hold, as what every constraint places, is that rectangle.
        // An SF Symbol image view: the symbol's own insets, when they are known.
        var insets = ControlSizes.alignmentRectInsets(of: v.uikitClass, controlContent(v))
        var symbolUnknown: String? = nil
        if v.isSymbolImage {
            switch SymbolAlignment.insets(of: v.symbolName ?? "?", configuration: v.symbolConfiguration) {
            case .known(let known): insets = known
            case .unknown(let why): symbolUnknown = why
            }
        }
        if insets != .zero, let f = frame?.inset(by: insets) {
            frame = Rect(x: f.minX, y: f.minY, width: max(0, f.width), height: max(0, f.height))
        }
        var stretching: (frame: Rect, mask: AutoresizingMask, parentSize: Size)? = nil
        if v.translatesAutoresizingMask, !isCellContent, let f = frame, let mask = v.autoresizingMask, mask.stretches,
           let parentSize = storedSize(of: parent), Self.autoresizes(inside: placed[parent]?.element) {
            stretching = (f, mask, parentSize)
            frame = nil
        }
        let id: ViewID
        do {
            id = try layout.addView(name, kind: Self.kind(v), in: parent, frame: frame)
        } catch {
            notes.append(InterfaceNote("<\(v.element)> '\(name)' could not be added: \(error)", at: v.location))
            return
        }
        mapGuides(of: v, as: id)
        if let stored = v.frame { layout.setLoadedSize(id, stored.size) }
        if v.element == "tableView" {
            // UIKit's table bounces vertically however few its rows: its adjusted content inset
            // takes the safe area's top and bottom, and its rows lie clear of both.
            try? layout.setAlwaysBounce(id, .vertical, true)
        } else if Self.kind(v) == .scrollView {
            // A scroll view that bounces on an axis takes the safe area into its adjusted content
            // inset there, and rests scrolled to show its content below the status bar: a view
            // inside it tied to one outside (a stretchy header pinned to the root's top) lies
            // where that offset puts it, as IB's canvas stores it.
            if v.alwaysBouncesVertically { try? layout.setAlwaysBounce(id, .vertical, true) }
            if v.alwaysBouncesHorizontally { try? layout.setAlwaysBounce(id, .horizontal, true) }
        }
        if Self.kind(v) == .scrollView, let behavior = v.contentInsetAdjustment.flatMap(ContentInsetAdjustmentBehavior.init(rawValue:)) {
            try? layout.setContentInsetAdjustmentBehavior(id, behavior)
        }
        if parent == .root, ["tableView", "collectionView"].contains(scene.root?.element ?? "") {
            // A row of a table or collection view controller's view scrolls with its content.
            try? layout.setRootScrollContent(id, true)
        }
        var staleStoredSize: String? = nil
        if let rowFrame, let stored = v.frame {
            var stale: [String] = []
            if rowFrame.height != stored.height {
                stale.append("its stored height, \(formatNumber(stored.height)), is not its row's: Xcode 6 left a cell that height on "
                    + "the canvas after its row height was set; the table lays the row out \(formatNumber(rowFrame.height)) tall")
            }
            if rowFrame.minX != stored.minX, tableStyles[parent] ?? scene.root?.style == "insetGrouped" {
                stale.append("its stored frame spans its table's width, \(formatNumber(stored.width)), as an earlier canvas left it: UIKit's "
                    + "inset grouped table insets its rows by the table's side margin, \(formatNumber(rowFrame.minX)), so the row is "
                    + "\(formatNumber(rowFrame.width)) wide")
            } else if rowFrame.width - deviceWidening(ofTable: parent) != stored.width {
                stale.append("its stored width, \(formatNumber(stored.width)), is not its table's: Xcode 6 kept a cell that width after "
                    + "its table was widened; the table lays the row out \(formatNumber(rowFrame.width)) wide")
            }
            staleStoredSize = stale.joined(separator: "; ") + ", as IB's canvas drew its subviews"
        }
        if isCellContent {
            let cellSized = Self.contentSizeFromCell(v, cellFrame: unstoredCellFrames[parent] ?? placed[parent]?.storedFrame,
                                                     accessoryType: cellAccessories[parent])
            if let cellSized, let stored = v.frame {
                if stored.height != cellSized.height {
                    let wide = stored.width != cellSized.width ? " and \(formatNumber(cellSized.width)) wide" : ""
                    let what = stored.width != cellSized.width ? "size, \(formatNumber(stored.width))×\(formatNumber(stored.height))" : "height, \(formatNumber(stored.height))"
                    staleStoredSize = "its stored \(what), is a default row's, which Xcode 6 left on a cell's content view however large the cell: UIKit sizes it to the cell, \(formatNumber(cellSized.height)) tall (less the separator)\(wide), as IB's canvas did for its subviews"
                } else if let cell = unstoredCellFrames[parent], stored.width > cell.width + 0.5 {
                    staleStoredSize = "its stored width, \(formatNumber(stored.width)), is wider than its cell's \(formatNumber(cell.width)): "
                        + "UIKit sizes it to the cell"
                } else {
                    staleStoredSize = "its stored width, \(formatNumber(stored.width)), is its cell's: UIKit narrows it to \(formatNumber(cellSized.width)) beside the cell's accessory"
                }
            }
            var contentSize = cellSized ?? v.frame?.size
            if let table = layout.superview(of: parent), placed[parent]?.element == "tableViewCell", contentSize != nil {
                contentSize?.width += deviceWidening(ofTable: table)
            }
            encapsulate(id, in: parent, size: contentSize)
            if let margins = tableCellContentMargins(v, cell: parent) {
                try? layout.setLayoutMargins(id, margins)
                if margins.top == Self.glassCellVerticalMargin, !notes.contains(where: { $0.message.hasPrefix(Self.glassCellMarginNote) }) {
                    notes.append(InterfaceNote(Self.glassCellMarginNote + " 15 at the top and bottom (11 on iOS 11 to 18): laid out so, as its frames were stored",
                                               at: v.location))
                }
            }
            if v.layoutMargins == nil, let cell = scene.topLevelViews.first(where: { ids[$0.id] == .view(parent) }),
               let margins = standAloneMargins(cell) {
                // The content view of a stand-alone collection view cell fills it: the same margins.
                try? layout.setLayoutMargins(id, margins)
            }
            if ["tableView", "collectionView"].contains(scene.root?.element ?? ""), layout.superview(of: parent) == .root {
                // A table or collection view controller's view is its content scroll view: its
                // adjusted inset keeps the rows clear of the bars, so a row under them keeps its
                // margins (IB stores such rows' content 11 from the top), and UIKit insets the
                // content view itself inside the safe area's sides.
                try? layout.setInsetsLayoutMarginsFromSafeArea(id, false)
            }
        }
        if onCanvas, (document.toolsVersion ?? 0) < Self.safeAreaVersion {
            // Before Xcode 9 (iOS 10's canvas) there was no safe area: a view under the status bar
            // (a table's row at its top) counts its margins from its own edges.
            try? layout.setInsetsLayoutMarginsFromSafeArea(id, false)
        }
        if insets != .zero { try? layout.setAlignmentRectInsets(id, insets) }
        if let stretching { autoresize(id, stretching.frame, stretching.mask, in: parent, parentSize: stretching.parentSize) }
        if v.element == "tableViewCell" {
            let tableRow = placed[parent]?.element == "tableView" ? tableRowHeights[parent]
                : parent == .root && scene.root?.element == "tableView" ? scene.root?.rowHeight : nil
            if (v.rowHeight ?? tableRow) == -1 { automaticRows.insert(id) }
        }
        if v.element == "tableView" {
            tableStyles[id] = v.style
            tableRowHeights[id] = v.rowHeight
        }
        if let rowFrame { unstoredCellFrames[id] = rowFrame }
        if v.element == "tableViewCell", let accessory = v.accessoryType { cellAccessories[id] = accessory }
        if document.deviceID == nil, excludedByDefault.contains(v.id) || placeholderFramed.contains(parent) {
            placeholderFramed.insert(id)
        }
        placed[id] = BuiltScene.PlacedView(ibID: v.id, element: v.element, storedFrame: v.frame,
                                           // A frame Xcode flagged ambiguous is no more the solved
                                           // one than a misplaced one: both are left out of the
                                           // comparison, and said to be Xcode's.
                                           misplacedFlag: v.misplacedFlag || v.ambiguousFlag, location: v.location,
                                           measure: iOS6Measure(of: v) ?? Self.measure(of: v, design: fontDesign, toolsVersion: document.toolsVersion), isSymbolImage: v.isSymbolImage,
                                           symbolUnknown: symbolUnknown, isHiddenArranged: isHidden(v) && isArranged(v),
                                           staleStoredSize: staleStoredSize ?? (v.ignoresSizes ? Self.ignoredSizesReason : nil),
                                           isPlaceholderFrame: placeholderFramed.contains(id))
        placed[id]?.placeholderHeld = document.placeholderConstrained[v.id] != nil
        placed[id]?.placeholderAxes = document.placeholderConstrained[v.id] ?? []
        placed[id]?.sizeUnchecked = v.ignoresSizes
        applyContent(v, id)
        if let note = Self.appStyledText(v, name: name) { notes.append(InterfaceNote(note, at: v.location)) }
        for sub in v.subviews { addTree(sub, in: id) }
        arrange(v, in: id, name: name)
        if isHidden(v) { try? layout.setHidden(id, true) }
    }

    /// Whether the view is hidden in the size classes laid out: the most specific variation that
    /// says so (`<variation key="heightClass=regular" hidden="YES"/>`), else its own `hidden`.
    func isHidden(_ v: InterfaceView) -> Bool {
        mostSpecific(v.hiddenVariations).map { $0.constant != 0 } ?? v.isHidden
    }

    /// A stack view's settings, and its subviews arranged in it: one inside the scene, or a
    /// controller's root view that is itself a stack view (`<stackView key="view">`).
    mutating func arrange(_ v: InterfaceView, in id: ViewID, name: String) {
        guard let stack = v.stack else { return }
        var settings = StackView(axis: stack.axis)
        settings.distribution = stack.distribution
        settings.alignment = stack.alignment
        // The variations whose size classes apply, the more specific keys last.
        let applying = stack.arrangementVariations.filter { applies($0.key) }
            .sorted { $0.key.split(separator: "-").count < $1.key.split(separator: "-").count }
        for variation in applying {
            if let axis = variation.axis { settings.axis = axis }
            if let alignment = variation.alignment { settings.alignment = alignment }
            if let distribution = variation.distribution { settings.distribution = distribution }
        }
        settings.spacing = mostSpecific(stack.spacingVariations)?.constant ?? stack.spacing
        settings.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
        settings.isBaselineRelativeArrangement = stack.isBaselineRelativeArrangement
        do {
            try layout.makeStack(id, settings)
            for sub in v.subviews where !excluded.contains(sub.id) {
                if case .view(let subID)? = ids[sub.id] { try layout.addArrangedSubview(subID, to: id) }
            }
        } catch {
            notes.append(InterfaceNote("stack view '\(name)': \(error)", at: v.location))
        }
    }

    /// A view showing text that is of the app's own class and that the nib sets up through the
    /// app's own key paths (`ibEnaStyle`, not `layer.cornerRadius`): the app's code runs when the
    /// nib loads and may restyle its text (a font or a text style of the app's), which IB's
    /// canvas, running none of it, did not show. Its size is measured in the document's font, and
    /// a note says UIKit's may differ. Nil for UIKit's own classes and for views set up through
    /// layer or accessibility key paths only.
    static func appStyledText(_ v: InterfaceView, name: String) -> String? {
        guard ["label", "button", "textField", "textView"].contains(v.element), let custom = v.customClass else { return nil }
        let own = v.runtimeAttributes.filter { !$0.hasPrefix("layer.") && !$0.hasPrefix("accessibility") }
        guard !own.isEmpty else { return nil }
        let keys = own.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (own.count > 3 ? "…" : "")
        return "\(v.element) '\(name)' is the app's \(custom), set up by \(keys) when the nib loads: the app's code may restyle its text, so its size is measured in the document's font, which may not be the one UIKit shows"
    }

    /// IB's canvas draws a xib's freeform top-level view as a screen of its own, with the
    /// device's status bar (or sensor housing) and home indicator over it whatever its size, in
    /// documents of Xcode 14.1 on (toolsVersion 21700) and, in earlier ones, when the view is
    /// wider than the device's screen: every view pinned to its safe area or margins is stored
    /// that far from its edges. Measured on public xibs of the iPhone 11, 12 and 15: views of
    /// Xcode 14.1 to 16, and wider ones of Xcode 11 to 14.0 (a 600-wide status line's label 44
    /// below its top and 34 above its bottom), are stored so; a screen-wide or narrower view of
    /// Xcode 11 to 14.0 has only the part of the screen's safe area it overlaps (its top), as in
    /// the app. On another device than the document's it has that part too.
    mutating func giveCanvasSafeArea(_ top: InterfaceView) {
        guard onCanvas, top.isFreeformSize, !Self.cellElements.contains(top.element), case .view(let id)? = ids[top.id],
              (document.toolsVersion ?? 0) >= Self.freeformViewScreenSince || (top.frame?.width ?? 0) > layout.screen.width
        else { return }
        let insets = layout.safeAreaInsets(of: .root)
        let own = layout.safeAreaInsets(of: id)
        guard insets != own else { return }
        try? layout.setScreenSafeArea(id, true)
        notes.append(InterfaceNote("IB's canvas draws the freeform view '\(layout.name(of: id) ?? top.id)' as a screen of its own: its safe area "
                                   + "is the screen's, \(formatNumber(insets.top)) below its top and \(formatNumber(insets.bottom)) above its "
                                   + "bottom, whatever its size (in the app it is the part of the screen's its frame overlaps)",
                                   at: top.location))
    }

    /// The toolsVersion from which IB's canvas draws every freeform top-level view of a xib as a
    /// screen of its own (Xcode 14.1; see ``giveCanvasSafeArea(_:)``).
    static let freeformViewScreenSince = 21700

    /// The first toolsVersion (Xcode 10.0) seen to draw a xib's owned freeform view with the
    /// device's status bar over it (``xibFreeformRootInsets(named:orientation:)``).
    static let freeformOwnedRootInsetsSince = 14300

    /// Whether `v` is one of a xib's top-level views (not a cell: a table or collection view sizes
    /// those) with its autoresizing constraints off, which nothing outside places.
    func isFreeTopLevel(_ v: InterfaceView, in parent: ViewID) -> Bool {
        parent == .root && scene.root == nil && !v.translatesAutoresizingMask
            && !Self.cellElements.contains(v.element) && scene.topLevelViews.contains { $0.id == v.id }
    }

    /// The size IB stored for a view of this scene (the root's: its root view's frame).
    func storedSize(of id: ViewID) -> Size? {
        id == .root ? (rootSize ?? layout.screen) : placed[id]?.storedFrame?.size
    }

    /// Superviews whose subviews' masks UIKit applies as written: not scroll views (their
    /// content scrolls), stack views (they arrange) or cells (the table sizes them).
    static func autoresizes(inside element: String?) -> Bool {
        guard let element else { return true }
        return !["scrollView", "tableView", "collectionView", "textView", "stackView", "tableViewCell",
                 "collectionViewCell", "tableViewCellContentView", "collectionViewCellContentView"].contains(element)
    }

    /// UIKit's autoresizing constraints for a view whose mask stretches, at its stored frame in
    /// its superview's stored size (``Layout/autoresizingConstraints(of:frame:mask:in:parentSize:)``).
    mutating func autoresize(_ id: ViewID, _ frame: Rect, _ mask: AutoresizingMask, in parent: ViewID, parentSize: Size) {
        var failures: [String] = []
        layout.withContentSizeSetAside(of: id) { layout in
            for c in Layout.autoresizingConstraints(of: id, frame: frame, mask: mask, in: parent, parentSize: parentSize) {
                do {
                    _ = try layout.activate(c)
                } catch {
                    failures.append("\(error)")
                }
            }
        }
        for failure in failures {
            notes.append(InterfaceNote("'\(layout.name(of: id) ?? "")': its autoresizing mask could not be applied: \(failure)",
                                       at: placed[id]?.location ?? scene.location))
        }
    }

    /// A cell's content view: the cell sizes it, and a self-sizing cell (a table's automatic row
    /// height, a collection view's automatic item size) takes the size its constraints give.
    static func isCellContentView(_ v: InterfaceView, in parent: ViewID, layout: Layout,
                                  placed: [ViewID: BuiltScene.PlacedView]) -> Bool {
        if v.element == "tableViewCellContentView" || v.element == "collectionViewCellContentView" { return true }
        guard let cell = placed[parent]?.element else { return false }
        return v.element == "view" && (cell == "collectionViewCell" || cell == "tableViewCell") && layout.view(parent)?.subviews.isEmpty == true
    }

    /// The size UIKit gives a table cell's content view whose stored height is smaller than its
    /// cell's by more than a separator: its stored width, and the cell's height less the separator
    /// (0.5 on the @2x canvas). Xcode 6 saved a cell's content view at the size of the default 44-pt row
    /// (320×43) however tall the cell was made, while its canvas, as UIKit's cell in
    /// `layoutSubviews`, laid the subviews out in a content view as large as the cell: on public
    /// xibs of Xcode 6 (27 cells of two apps) the stored subviews fit the cell less 0.5, not the
    /// stored 43. A content view with no stored frame at all (some Xcode 6 xibs) is as wide as
    /// the cell, and as tall less the separator, likewise. Nil for a content view stored at its
    /// cell's height (less a separator), and for collection view cells.
    ///
    /// A cell with a standard accessory keeps it beside the content view, which is narrower by
    /// the accessory's width (``accessoryWidths``): used where the content view stores no frame,
    /// or one as wide as the cell, which UIKit's cell narrows when it lays the accessory out.
    static func contentSizeFromCell(_ v: InterfaceView, cellFrame: Rect?, accessoryType: String? = nil) -> Size? {
        guard v.element == "tableViewCellContentView", let cell = cellFrame else { return nil }
        let accessory = accessoryType.flatMap { accessoryWidths[$0] } ?? 0
        guard let frame = v.frame else { return Size(width: cell.width - accessory, height: cell.height - 0.5) }
        let besideAccessory = accessory > 0 && frame.width >= cell.width
        let shortened = frame.height < cell.height - 1
        // Wider than its cell (an inset grouped row stored across its table's width): the cell's.
        let widerThanCell = frame.width > cell.width + 0.5
        guard shortened || besideAccessory || widerThanCell else { return nil }
        // Stored shortened, it is Xcode 6's default row (320 wide) whatever the cell's width: as
        // wide as the cell then (less an accessory), as UIKit's cell makes it, where it is that
        // default or wider than the cell. A narrower one may stand beside an accessory view.
        let staleWidth = shortened && (frame.width == Self.xcode6ContentWidth || frame.width > cell.width)
        return Size(width: besideAccessory || staleWidth || widerThanCell ? cell.width - accessory : frame.width,
                    height: shortened ? cell.height - 0.5 : frame.height)
    }

    /// The width Xcode 6 stored every table cell's content view at: its default row's.
    static let xcode6ContentWidth = 320.0

    /// How much narrower than its cell a table cell's content view is beside each standard
    /// accessory, as UIKit lays it out since iOS 7 and IB's canvas stores it: measured on the
    /// content views public storyboards and xibs store (Xcode 5 to 9, cells 320 to 600 wide: a
    /// disclosure indicator 33 on every one of 30, a checkmark 39, a detail button 47, a detail
    /// disclosure button 67). Later canvases store 26 to 34 beside an indicator, varying with
    /// the cell's margins; their content views store their frames, which are kept.
    static let accessoryWidths: [String: Double] = [
        "disclosureIndicator": 33, "checkmark": 39, "detailButton": 47, "detailDisclosureButton": 67,
    ]

    /// UIKit's `UIView-Encapsulated-Layout` constraints of a cell's content view: pinned to the
    /// cell's top-left at the size the cell has (IB's stored one, as IB's canvas lays out a
    /// prototype cell at its stored size). Content whose constraints ask for another size
    /// conflicts with them, and the report names them as UIKit's console does.
    /// A row of automatic height (``automaticRows``) is as tall as its content's constraints make
    /// it, as UIKit's self-sizing asks `systemLayoutSizeFitting` at the fitting level: its stored
    /// height holds only at that level (50), where nothing else decides it.
    mutating func encapsulate(_ id: ViewID, in cell: ViewID, size: Size?) {
        guard let size else { return }
        let made = [
            LayoutConstraint(.view(id), .left, .equal, .view(cell), .left, label: "UIView-Encapsulated-Layout-Left"),
            LayoutConstraint(.view(id), .top, .equal, .view(cell), .top, label: "UIView-Encapsulated-Layout-Top"),
            LayoutConstraint(.view(id), .width, .equal, constant: size.width, label: "UIView-Encapsulated-Layout-Width"),
            LayoutConstraint(.view(id), .height, .equal, constant: size.height, priority: automaticRows.contains(cell) ? 50 : 1000,
                             label: "UIView-Encapsulated-Layout-Height"),
        ]
        for c in made { _ = try? layout.activate(c) }
    }

    /// The layout margins IB's canvas gives a xib's stand-alone plain view, collection view cell
    /// or collection view header (a reusable view, stored at 16 in a 375-wide header as the cells
    /// are): it draws it as a controller's root view, so its sides take the system minimum
    /// margins — 16 up to 375 wide, 20 when wider — and its top and bottom only the safe area.
    /// Measured on the frames public xibs store for views pinned to a top-level view's margins (16
    /// and 20 on every such view of a document with a device; documents without one, from Xcode 7,
    /// keep 8), and to a stand-alone collection view cell's (63 views of two apps, Xcode 9 to 11:
    /// 16 in cells up to 375 wide, 20 in wider ones, where UIKit's cell keeps the default 8; a
    /// collection view that shows the cell gives it its own margins, which the xib cannot know).
    /// Nil for other cells, for margins the view sets itself, and for documents without a device.
    func standAloneMargins(_ v: InterfaceView) -> EdgeInsets? {
        guard document.deviceID != nil, scene.root == nil,
              !Self.cellElements.contains(v.element) || v.element == "collectionViewCell" || v.element == "collectionReusableView",
              v.layoutMargins == nil, let frame = v.frame else { return nil }
        let side = Self.systemMinimumSideMargin(screenWidth: frame.width)
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The layout margins of a table cell's content view, as UIKit gives them since iOS 11 (and
    /// IB's canvas since Xcode 9.3, toolsVersion 13700): 11 at the top and bottom (15 on Xcode
    /// 26's canvas, ``glassCellVerticalMargin``); at the sides
    /// the table's margin — the system minimum of the screen it is on, 16 up to 375 wide and 20
    /// on a wider one, however narrow the table itself is (tables 353 to 374 wide inset in 393-
    /// and 414-wide roots store 20 every one), and 15 in a plain table on a screen up to 375 wide
    /// in a document of Xcode 9.3 or 9.4 (``plainCellSideMargin15``) — less what the cell keeps
    /// outside the content view there (an accessory), never under the default 8. Measured on the
    /// frames of public storyboards and xibs: views pinned to a cell's margins. Older documents
    /// (iOS 10 and before, and Xcode 9.0: ``cellMarginsFromTableVersion``) keep the
    /// default 8 on every side; nil then, or when the content view sets margins of its own.
    /// Margins of its own with `preservesSuperviewLayoutMargins` are raised to those on each edge,
    /// the cell's margins it preserves (Loop's stored cells: a content view of 8/15/8/8 drawn
    /// with 11 and 16).
    func tableCellContentMargins(_ v: InterfaceView, cell: ViewID) -> EdgeInsets? {
        guard v.layoutMargins == nil || v.preservesSuperviewLayoutMargins else { return nil }
        guard let margins = tableCellSystemMargins(v, cell: cell) else { return nil }
        guard let own = v.layoutMargins else { return margins }
        return EdgeInsets(top: max(own.top, margins.top), left: max(own.left, margins.left),
                          bottom: max(own.bottom, margins.bottom), right: max(own.right, margins.right))
    }

    /// The margins UIKit gives a table cell's content view that sets none of its own (see
    /// ``tableCellContentMargins(_:cell:)``).
    func tableCellSystemMargins(_ v: InterfaceView, cell: ViewID) -> EdgeInsets? {
        guard let version = document.toolsVersion, version >= Self.cellMarginsFromTableVersion,
              placed[cell]?.element == "tableViewCell", let cellFrame = placed[cell]?.storedFrame,
              let frame = v.frame else { return nil }
        let width = tableScreenWidth(cell: cell, cellWidth: cellFrame.width)
        var side = tableCellSide(cell: cell, cellWidth: cellFrame.width)
        if width <= 375, tableStyle(of: cell) == "plain", Self.plainCellSideMargin15.contains(version) { side = 15 }
        let left = max(8, side - frame.minX)
        let right = max(8, side - (cellFrame.width - frame.maxX))
        let vertical = Self.glassSwitchVersions.contains(version) ? Self.glassCellVerticalMargin : 11
        return EdgeInsets(top: vertical, left: left, bottom: vertical, right: right)
    }

    /// The top and bottom margins of a table cell's content view on Xcode 26's canvas (iOS
    /// 26's), where earlier versions draw 11: the cells of two apps' storyboards, stored with a
    /// view pinned to those margins 11 from the content view's edges by Xcode 15 (22155) and 15
    /// by Xcode 26 (24127, 24765) with the same constraints.
    static let glassCellVerticalMargin = 15.0
    static let glassCellMarginNote = "the document was saved by Xcode 26, whose canvas gives a table cell's content view iOS 26's margins,"

    /// Why a view IB does not check the size of (`verifyAmbiguity="ignoreSizes"`) keeps a stored
    /// size UIKit does not give it.
    static let ignoredSizesReason = "IB does not check its size (verifyAmbiguity=\"ignoreSizes\"): the size an earlier Xcode "
        + "stored stays in the document, where UIKit measures it"

    /// The toolsVersion from which IB's canvas gives a table cell's content view iOS 11's
    /// margins (``tableCellContentMargins(_:cell:)``): Xcode 9.1 (13528). Documents of Xcode 9.0
    /// (13122, 13196: three apps' storyboards and xibs) store every view pinned to a cell's margins
    /// 8 from the content view's edges, as Xcode 8 did; one of 13528 (a cell of seafile's) stores
    /// its views 16 from the sides, as 13771 on do.
    static let cellMarginsFromTableVersion = 13500

    /// The toolsVersions (Xcode 9.3 and 9.4) whose canvas puts a plain table's cells' side
    /// margins 15 from the edges of a table up to 375 wide, iOS 11's separator inset, where
    /// grouped tables' cells and later versions' are 16: every view pinned to a plain table
    /// cell's side margin in the public documents of 13771 says so (three apps), the grouped
    /// ones of the same documents 16, and so do those of Xcode 9.4 and 9.4.1 (14109, 14113: 14
    /// views in 6 documents of 3 apps, none at 16). Documents of Xcode 10 (14313 on) hold cells
    /// at 15 and 16, which a cell last laid out by Xcode 9.3 or 9.4 keeps (the lint note says so).
    static let plainCellSideMargin15 = 13700..<14300

    /// The style of the table a cell is in: its table view's, or a table view controller's,
    /// whose table is its root.
    func tableStyle(of cell: ViewID) -> String? {
        if let table = layout.superview(of: cell), placed[table]?.element == "tableView" { return tableStyles[table] }
        if layout.superview(of: cell) == .root, scene.root?.element == "tableView" { return scene.root?.style }
        return nil
    }

    /// The system minimum side margin UIKit gives a controller's views, and a table view its cells,
    /// on a screen this wide: 16 up to 375, 20 wider.
    static func systemMinimumSideMargin(screenWidth: Double) -> Double {
        screenWidth > 375 ? 20 : 16
    }

    /// How wide the screen is that a cell's table is on: the scene's root view when the table is
    /// in a controller drawn on the device's screen (a table view controller's table is its
    /// root). A freeform controller's canvas is no device's screen: there, as for a cell standing
    /// alone in a xib or a table at the top of one, the table's or the cell's own width decides
    /// (a 300-wide table in a 600-wide freeform root on a 414-wide phone is stored with 16).
    /// From Xcode 10.3 (toolsVersion 14868; ``standaloneCellOnDeviceVersion``) a cell standing
    /// alone wider than the document's device is on that device's screen: a 600-wide cell of a
    /// document designed on a 375-wide phone is stored with 16, as a 320-wide one on a 414-wide
    /// phone is; documents of Xcode 9.4 and 10.1 (14113, 14460) store the same cells with 20.
    func tableScreenWidth(cell: ViewID, cellWidth: Double) -> Double {
        if scene.root != nil, !scene.isFreeform, let root = rootSize { return root.width }
        if let table = layout.superview(of: cell), placed[table]?.element == "tableView",
           let stored = placed[table]?.storedFrame {
            return stored.width
        }
        if scene.root == nil, let version = document.toolsVersion, version >= Self.standaloneCellOnDeviceVersion,
           let id = document.deviceID, let device = InterfaceDevice.preset(for: id, toolsVersion: version) {
            return min(cellWidth, device.screen(in: document.orientation).width)
        }
        return cellWidth
    }

    /// The side margin a cell's table gives it, as UIKit's tables work it out: 20 on a device with
    /// wide content margins (``Device/hasWideContentMargins``: an iPad, a home-indicator phone
    /// wider than 375) in a table more than 320 wide, 16 otherwise — the table's own width, not
    /// the screen's or where the table lies (tables 321 to 398 wide inset in 414-wide roots and
    /// freeform 375-wide ones on such phones store 20; 300-wide ones, and full-width tables on
    /// the 414-wide iPhone 8 Plus, 16: 186 rows of 19 apps' documents of Xcode 10 to 26). Without
    /// a device, and for a cell standing alone in a document older than
    /// ``standaloneCellOnDeviceVersion``, the width ``tableScreenWidth(cell:cellWidth:)`` gives
    /// decides as before: 20 above 375.
    func tableCellSide(cell: ViewID, cellWidth: Double) -> Double {
        let screenWidth = tableScreenWidth(cell: cell, cellWidth: cellWidth)
        let device = layout.environment.device
            ?? document.deviceID.flatMap { InterfaceDevice.preset(for: $0, toolsVersion: document.toolsVersion) }
        let standaloneBefore = scene.root == nil && (document.toolsVersion ?? 0) < Self.standaloneCellOnDeviceVersion
        guard let device, !standaloneBefore else { return Self.systemMinimumSideMargin(screenWidth: screenWidth) }
        let tableWidth: Double
        if let table = layout.superview(of: cell), placed[table]?.element == "tableView", let stored = placed[table]?.storedFrame {
            tableWidth = stored.width + deviceWidening(ofTable: table)
        } else if layout.superview(of: cell) == .root, scene.root?.element == "tableView" {
            tableWidth = scene.isFreeform ? (rootSize?.width ?? layout.screen.width) : layout.screen.width
        } else {
            tableWidth = screenWidth
        }
        return Layout.tableCellSideMargin(tableWidth: tableWidth, device: device, screenWidth: screenWidth)
    }

    /// The first toolsVersion seen to put a standalone cell wider than the document's device on
    /// that device's screen (``tableScreenWidth(cell:cellWidth:)``): measured on element-ios's
    /// 600-wide cells, 20 at the sides in 17 views of 14113 and 14460, 16 in ~30 of 14868 to 20037.
    static let standaloneCellOnDeviceVersion = 14800

    /// A view's font size as IB's canvas drew it: a text style's at the extra-small Dynamic Type
    /// size in a document of Xcode 12.5 to 13 laid out on its designed device
    /// (``extraSmallText(_:)``), else as the document says (a text style's at the default size).
    func fontSize(of v: InterfaceView) -> Double? {
        extraSmallText(v) ?? v.fontSize
    }

    /// The extra-small size of a view's text style, when IB's canvas drew it so.
    func extraSmallText(_ v: InterfaceView) -> Double? {
        guard onCanvas, extraSmallCanvas, let style = v.fontTextStyle else { return nil }
        return Self.extraSmallTextStyleSizes[style]
    }

    /// Whether IB's canvas drew a document's text styles at the extra-small Dynamic Type size: one
    /// saved by Xcode 12.5 to 13 (``extraSmallTextVersions``), unless its own single-line
    /// text-style labels say otherwise — some stored as their text on one line of their default
    /// size (as tall, or as wide) and none as their text at the extra-small size (a label's
    /// frame may be its constraints', so one at the extra-small size keeps the rule). The canvas's text size is a setting of the Xcode that
    /// saved it: of 9 public documents saved by 19104 to 19455, 5 store the default size.
    static func drawsExtraSmallText(_ document: InterfaceDocument) -> Bool {
        guard extraSmallTextVersions.contains(document.toolsVersion ?? 0) else { return false }
        var atDefault = 0, atExtraSmall = 0
        // Stored one line of its text tall at that size, or as wide as its text at that size (to
        // half a point), at @2x or @3x. Either may be its constraints' doing, so a label counts
        // for a size when one matches it and the other does not match the other size.
        func matches(_ text: String, _ size: Double, _ weight: FontWeight, _ frame: Rect) -> (height: Bool, width: Bool) {
            let content = LabelContent(text: text, numberOfLines: 1, fontSize: size, fontWeight: weight)
            var result = (height: false, width: false)
            for scale in [2.0, 3.0] {
                let line = TextMetrics.unwrappedSize(content, scale: scale)
                if abs(line.height - frame.height) < 0.01 { result.height = true }
                if abs(line.width - frame.width) <= 0.5 { result.width = true }
            }
            return result
        }
        for scene in document.scenes {
            var stack = ([scene.root].compactMap { $0 }) + scene.topLevelViews
            while let v = stack.popLast() {
                stack += v.subviews
                guard v.element == "label", !v.misplacedFlag, v.numberOfLines ?? 1 == 1, let text = v.text, !text.isEmpty,
                      let style = v.fontTextStyle, let small = extraSmallTextStyleSizes[style], let size = v.fontSize,
                      size != small, let frame = v.frame else { continue }
                let weight = v.fontWeight ?? .regular
                let large = matches(text, size, weight, frame), little = matches(text, small, weight, frame)
                if (large.height && !little.width) || (large.width && !little.height) {
                    atDefault += 1
                } else if (little.height && !large.width) || (little.width && !large.height) {
                    atExtraSmall += 1
                }
            }
        }
        return atDefault == 0 || atExtraSmall > 0
    }

    /// The canvases of Xcode 12.5 to 13 (toolsVersion 18000 to 20999) draw text styles at the
    /// extra-small Dynamic Type size, where those before and after draw the default (Large): in
    /// the public documents measured, 91 single-line text-style labels of 4 repositories saved by
    /// 18122 to 20037 are stored at extra-small heights and 3 at Large, and those of 14460 to
    /// 17701 and of 21507 on at Large (Body 20.333 at @3x, where extra-small is 17).
    static let extraSmallTextVersions = 18000..<21000

    /// Apple's Human Interface Guidelines table of text style sizes at the extra-small setting.
    static let extraSmallTextStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 31, "UICTFontTextStyleTitle0": 31, "UICTFontTextStyleTitle1": 25,
        "UICTFontTextStyleTitle2": 19, "UICTFontTextStyleTitle3": 17, "UICTFontTextStyleHeadline": 14,
        "UICTFontTextStyleBody": 14, "UICTFontTextStyleCallout": 13, "UICTFontTextStyleSubhead": 12,
        "UICTFontTextStyleFootnote": 12, "UICTFontTextStyleCaption1": 11, "UICTFontTextStyleCaption2": 11,
    ]

    /// The same table's line spacing at the extra-small setting (Body 14 on 19).
    static let extraSmallLineSpacing: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 38, "UICTFontTextStyleTitle0": 38, "UICTFontTextStyleTitle1": 31,
        "UICTFontTextStyleTitle2": 24, "UICTFontTextStyleTitle3": 22, "UICTFontTextStyleHeadline": 19,
        "UICTFontTextStyleBody": 19, "UICTFontTextStyleCallout": 18, "UICTFontTextStyleSubhead": 16,
        "UICTFontTextStyleFootnote": 16, "UICTFontTextStyleCaption1": 13, "UICTFontTextStyleCaption2": 13,
    ]

    /// The design of the system font the document's text was measured in: the static SF Text and
    /// SF Display in a document saved by Xcode 7 to 11 (iOS 9 to 13), the variable font after.
    var fontDesign: SystemFontDesign { SystemFontDesign.measuredBy(toolsVersion: document.toolsVersion) }
    /// Below every toolsVersion of Xcode 7 (8150 on) and above every one of Xcode 6 (6.4 is
    /// 7706). Xcode 7 was the first to draw San Francisco: Xcode 5 and 6 drew iOS 7's and 8's
    /// Helvetica Neue, whose stored widths SF UI's table matches better than Helvetica Neue's
    /// (the README's measurements); and the last to draw iOS 8's 16-pt root margins was 6.4.
    static let xcode7Since = 8000

    /// The leading a text style's font puts between lines (its line spacing less the font's
    /// line, at the extra-small canvas size where the document was drawn at it); 0 for a font of
    /// no text style.
    func textStyleLeading(of v: InterfaceView, fontSize: Double) -> Double {
        guard let style = v.fontTextStyle else { return 0 }
        if extraSmallText(v) != nil, let spacing = Self.extraSmallLineSpacing[style] {
            return max(0, spacing - TextMetrics.lineHeight(fontSize: fontSize))
        }
        return TextMetrics.textStyleLeading(style, fontSize: fontSize)
    }

    /// Text, intrinsic sizes, priorities and margins.
    mutating func applyContent(_ v: InterfaceView, _ id: ViewID) {
        do {
            switch v.element {
            case "label":
                // A text style's font spaces its lines by the style's line spacing.
                let fontSize = fontSize(of: v) ?? 17
                let leading = textStyleLeading(of: v, fontSize: fontSize)
                // A font iOS ships whose line is known (Avenir, Helvetica Neue, Arial, Menlo) keeps
                // its line height; its widths are the system font's, but a monospaced one's (Menlo)
                // and a measured one's (NamedFontMetrics: Inter, Arial, Helvetica, Helvetica Neue, Lato…).
                let line = v.fontName.flatMap(TextMetrics.lineHeightPerPoint(ofFont:)) ?? TextMetrics.lineHeightPerPoint
                try layout.setLabel(id, text: v.text ?? "", numberOfLines: v.numberOfLines ?? 1, fontSize: fontSize,
                                   fontWeight: v.fontWeight ?? .regular, leading: leading, lineSpacing: v.lineSpacing ?? 0,
                                   fontDesign: fontDesign, lineHeightMultiple: v.lineHeightMultiple ?? 0,
                                   minimumLineHeight: v.minimumLineHeight ?? 0, maximumLineHeight: v.maximumLineHeight ?? 0,
                                   lineHeightPerPoint: line,
                                   monospacedAdvance: v.fontName.flatMap(TextMetrics.monospacedAdvance(ofFont:)),
                                   namedFont: v.fontName.flatMap(NamedFont.init(name:)))
                // An explicit preferredMaxLayoutWidth: the label asks for its text wrapped there.
                if let width = v.preferredMaxLayoutWidth, width.isFinite, width > 0 {
                    try layout.setPreferredMaxLayoutWidth(id, width)
                }
            case "textView":
                // In a text style's font, TextKit spaces every line of a text view by the style's
                // line spacing, the first too (a label's first line is the font's line): public
                // documents store 16 + 22 × lines for Body at the default size. The leading goes
                // between lines and, once, above the first.
                let fontSize = fontSize(of: v) ?? 14
                let leading = textStyleLeading(of: v, fontSize: fontSize)
                try layout.setLabel(id, text: v.text ?? "", numberOfLines: 0, fontSize: fontSize,
                                   fontWeight: v.fontWeight ?? .regular, leading: leading, fontDesign: fontDesign)
                var insets = ControlSizes.textViewInsets(ControlSizes.textContainerInset)
                if leading > 0 {
                    // The first line as tall as the others: what its pixel-rounded line lacks of them.
                    let firstLine = TextMetrics.roundedUp(TextMetrics.lineHeight(fontSize: fontSize), scale: layout.textScale)
                    insets.top += max(0, TextMetrics.lineHeight(fontSize: fontSize) + leading - firstLine)
                }
                try layout.setTextView(id, insets: insets, sizesToText: !v.isScrollEnabled)
            case "imageView":
                // The image file is not read: its size is unknown here. IB sized the view with it,
                // so the stored frame stands for it, unless constant width and height constraints
                // leave the image's size nothing to decide. An image view the document gives no
                // image has none in UIKit, but IB's canvas spreads the slack as if the frame it drew
                // were the image's: the stored frames of public documents follow that, so it is kept
                // (an ambiguity it leads to is held where IB drew it).
                let sized = [Attribute.width, .height].allSatisfy { a in
                    v.constraints.contains { $0.firstItem == v.id && $0.firstAttribute == a && $0.secondItem == nil && $0.relation == .equal }
                }
                if !sized, v.placeholderWidth == nil, v.placeholderHeight == nil, !v.translatesAutoresizingMask,
                   v.frame == nil || v.misplacedFlag, let image = v.image, let size = document.imageSizes[image] {
                    // Stored with no frame (Xcode 8 kept none for views whose frame its
                    // constraints gave), or with one Xcode flagged misplaced (not where IB's
                    // canvas would draw it): the size the document lists for the image
                    // (`<resources><image name=… width=… height=…>`). A stored frame is preferred
                    // where there is one: public documents' frames keep the size IB drew the
                    // image at where the listed size has since changed.
                    try layout.setImageSize(id, size)
                } else if !sized, v.placeholderWidth == nil, v.placeholderHeight == nil, let frame = v.frame, !v.translatesAutoresizingMask {
                    // Its intrinsic size is that of its alignment rectangle (an SF Symbol's is not its frame).
                    let rect = frame.inset(by: layout.view(id)?.alignmentRectInsets ?? .zero)
                    try layout.setImageSize(id, Size(width: max(0, rect.width), height: max(0, rect.height)))
                    if v.image == nil { imagelessFrameSized.append(id) }
                    notes.append(InterfaceNote("image view '\(layout.name(of: id) ?? "")': the image's size is taken from the stored frame (\(formatNumber(frame.width))×\(formatNumber(frame.height))); image files are not read",
                                               at: v.location))
                } else if sized, v.placeholderWidth == nil, v.placeholderHeight == nil, let image = v.image,
                          let size = document.imageSizes[image] {
                    // Its constraints fix its size, but the image still has its own, which holds
                    // it (compression resistance 750) where a conflict breaks one of them.
                    try layout.setImageSize(id, size)
                }
            case "stackView" where v.customClass != nil && v.subviews.isEmpty && v.frame.map({ $0.width > 0 && $0.height > 0 }) == true:
                // A stack view of the app's class with no arranged views in the document (Apple's
                // `RatingControl`): its code arranges them at run time, and IB drew it at the size
                // they give, the designable's. The stored frame stands for that size.
                if let frame = v.frame {
                    try layout.setImageSize(id, frame.size)
                    notes.append(InterfaceNote("'\(layout.name(of: id) ?? "")' is a stack view of the app's class \(v.customClass ?? "") with no "
                        + "arranged views in the document: its code arranges them, and IB drew it at the size they give; its size is taken "
                        + "from the stored frame (\(formatNumber(frame.width))×\(formatNumber(frame.height)))", at: v.location))
                }
            case "datePicker" where datePickerSizesItself(v):
                // iOS 14's compact and inline styles (and the automatic one, compact on a phone)
                // size themselves to the date's text or the calendar they draw, not modelled:
                // IB drew it so, and the stored frame stands for it.
                if let frame = v.frame {
                    try layout.setImageSize(id, frame.size)
                    notes.append(InterfaceNote("date picker '\(layout.name(of: id) ?? "")': its \(v.style == "inline" ? "inline" : "compact") style (\(v.style == "automatic" ? "the automatic style's, on a phone since iOS 14" : "chosen in the document")) sizes it to its date's text or calendar, not modelled: its size is taken from the stored frame (\(formatNumber(frame.width))×\(formatNumber(frame.height)))",
                                               at: v.location))
                }
            default:
                if var size = controlSize(v) ?? Self.barSizes[v.element] {
                    if v.element == "toolbar", homeIndicatorBelow, onSafeAreaBottom.contains(v.id) {
                        size.height = Self.homeIndicatorToolbarHeight
                    }
                    if let height = tabBarHeightOnRootBottom(v) { size.height = height }
                    if v.element == "navigationBar" || v.element == "toolbar", let tablet = layout.device,
                       tablet.portrait.horizontalSizeClass == .regular, tablet.portrait.verticalSizeClass == .regular,
                       (document.toolsVersion ?? 0) >= Self.iPadTallBarVersion, size.height == 44 {
                        // iOS 12's iPad bars are 50 tall, a navigation controller's and one placed alone alike.
                        size.height = tablet.portrait.navigationBar
                    }
                    if v.element == "navigationBar", drawnAsSheet {
                        // A bar of its own in a sheet's card is drawn as a sheet's navigation
                        // controller draws its bar (five bars of two documents stored so).
                        size.height = Self.sheetNavigationBarHeight
                        notes.append(InterfaceNote("navigation bar '\(layout.name(of: id) ?? "")' is in a sheet's card, where UIKit draws a bar "
                            + "\(formatNumber(Self.sheetNavigationBarHeight)) tall, not \(formatNumber(Self.barSizes["navigationBar"]?.height ?? 44))",
                                                   at: v.location))
                    }
                    if v.element == "navigationBar", v.prefersLargeTitles, let version = document.toolsVersion,
                       version >= Self.largeTitlesVersion {
                        // A bar that prefers large titles (iOS 11 on) adds the title's row below
                        // its 44-pt one, as a navigation controller's bar does.
                        size.height += Self.largeTitleHeight
                    }
                    try layout.setImageSize(id, size)
                }
                if Self.showsOnlySymbol(v), let frame = v.frame {
                    // An SF Symbol's size in a button follows the symbol and the button's symbol
                    // configuration, which Layoutbook has no table of: IB sized the button with
                    // it, so the stored frame stands for it (the title's, 30×30, stood in before).
                    try layout.setImageSize(id, frame.size)
                    notes.append(InterfaceNote("button '\(layout.name(of: id) ?? "")' shows only the SF Symbol '\(v.image ?? "")', whose size "
                        + "Layoutbook does not know: its size is taken from the stored frame (\(formatNumber(frame.width))×\(formatNumber(frame.height)))",
                                               at: v.location))
                } else if Self.showsSymbolBesideTitle(v), let frame = v.frame {
                    // Its title and an SF Symbol beside it: the symbol's width is as unknown.
                    try layout.setImageSize(id, frame.size)
                    notes.append(InterfaceNote("button '\(layout.name(of: id) ?? "")' shows the SF Symbol '\(v.image ?? "")' beside its title; "
                        + "the symbol's size Layoutbook does not know: the button's size is taken from the stored frame "
                        + "(\(formatNumber(frame.width))×\(formatNumber(frame.height)))",
                                               at: v.location))
                }
                if let type = Self.builtInImageType(v), let frame = v.frame {
                    // The system draws these buttons' images, whose size changed from one iOS to
                    // the next: IB sized the button with its own, so the stored frame stands for it.
                    try layout.setImageSize(id, frame.size)
                    notes.append(InterfaceNote("button '\(layout.name(of: id) ?? "")' of type '\(type)' shows only the system's own image, whose size depends on the iOS version: its size is taken from the stored frame (\(formatNumber(frame.width))×\(formatNumber(frame.height)))",
                                               at: v.location))
                }
                // A button's title and a text field's text are one line centred in the control:
                // its baselines follow that line wherever the control's height puts it.
                if let line = ControlSizes.centeredTextFontSize(of: v.uikitClass, controlContent(v)) {
                    try layout.setCenteredTextFontSize(id, line)
                }
            }
            if let designed = document.designableSizes[v.id], let className = v.customClass,
               v.placeholderWidth == nil, v.placeholderHeight == nil, v.element != "label" || (v.numberOfLines ?? 1) == 1,
               designed.width >= 0 || designed.height >= 0 {
                // The app's @IBDesignable class, which IB's canvas ran: the intrinsic size it
                // measured is the one the class gives itself (UIKit runs the same code).
                try layout.setImageSize(id, designed)
                let sides = [designed.width >= 0 ? formatNumber(designed.width) + " wide" : nil,
                             designed.height >= 0 ? formatNumber(designed.height) + " tall" : nil].compactMap { $0 }
                notes.append(InterfaceNote("'\(layout.name(of: id) ?? "")' is of the app's @IBDesignable class \(className): its intrinsic size "
                    + "is the one IB's canvas measured by running it, \(sides.joined(separator: " and ")), kept in the document's <designables>",
                                           at: v.location))
            }
            // A placeholder intrinsic size is IB's, at design time only: UIKit measures a text the
            // document gives (`placeholderIntrinsicWidth="202"` on "Alert Type"). IB's canvas
            // drew the scene with it, so its own device keeps it, with a note; another device
            // is UIKit's, measured from the text.
            let measuredText = (v.text?.isEmpty == false) ? layout.view(id)?.label : nil
            if v.placeholderWidth != nil || v.placeholderHeight != nil, let label = measuredText {
                let text = TextMetrics.intrinsicSize(label, width: nil, scale: layout.textScale)
                notes.append(InterfaceNote("'\(layout.name(of: id) ?? "")' has a placeholder intrinsic size ("
                    + [v.placeholderWidth.map { formatNumber($0) + " wide" }, v.placeholderHeight.map { formatNumber($0) + " tall" }]
                        .compactMap { $0 }.joined(separator: ", ")
                    + "), which IB's canvas uses and UIKit does not: "
                    + (onCanvas ? "it is kept on the document's own device, as IB stored its frames with it; at run time UIKit measures "
                        + "its text, \(formatNumber(text.width))×\(formatNumber(text.height)) on one line"
                        : "its text is measured, as UIKit does at run time"), at: v.location))
            }
            if v.placeholderWidth != nil || v.placeholderHeight != nil, onCanvas || measuredText == nil {
                let current = layout.view(id)?.imageSize
                let size = Size(width: v.placeholderWidth ?? current?.width ?? -1, height: v.placeholderHeight ?? current?.height ?? -1)
                if size.width >= 0 || size.height >= 0 { try layout.setImageSize(id, size) }
                if measuredText == nil {
                    // No text UIKit could measure in its place: the size is the canvas's, said.
                    let whose = v.customClass.map { "its class \($0) sizes it, if it overrides intrinsicContentSize (a plain "
                        + "view has no intrinsic size)" } ?? "\(v.uikitClass) sizes it as it does"
                    notes.append(InterfaceNote("'\(layout.name(of: id) ?? "")' has a placeholder intrinsic size ("
                        + [v.placeholderWidth.map { formatNumber($0) + " wide" }, v.placeholderHeight.map { formatNumber($0) + " tall" }]
                            .compactMap { $0 }.joined(separator: ", ")
                        + "), which IB's canvas uses and UIKit does not: it is kept, as IB stored its frames with it; at run time "
                        + whose, at: v.location))
                }
            }
            for (axis, p) in v.hugging.sorted(by: { $0.key == .horizontal && $1.key != .horizontal }) {
                try layout.setContentHugging(id, axis, p)
            }
            for (axis, p) in v.compressionResistance.sorted(by: { $0.key == .horizontal && $1.key != .horizontal }) {
                try layout.setCompressionResistance(id, axis, p)
            }
            // A cell's content view that preserves the cell's margins keeps its own raised to them.
            let preserved = v.element == "tableViewCellContentView" && v.preservesSuperviewLayoutMargins
                ? layout.superview(of: id).flatMap { tableCellContentMargins(v, cell: $0) } : nil
            if let margins = preserved ?? v.layoutMargins {
                try layout.setLayoutMargins(id, margins)
            } else if v.element == "stackView" {
                // A stack view a storyboard or xib makes has no margins of its own (0 on every
                // side, where a view's are 8): what is pinned to its margins is pinned to its edges,
                // as the frames IB stores show.
                try layout.setLayoutMargins(id, EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
            }
            if !v.insetsLayoutMarginsFromSafeArea { try layout.setInsetsLayoutMarginsFromSafeArea(id, false) }
            if v.layoutMarginsFollowReadableWidth { try layout.setLayoutMarginsFollowReadableWidth(id, true) }
            // A table cell standing alone in a xib is its table's, not a view of the canvas it is
            // drawn on: what it preserves is the table's side margin, the system minimum of the
            // screen (``tableScreenWidth(cell:cellWidth:)``), from its own edges — not the canvas
            // root's, which a 414-wide cell on a 320-wide device would reach past by 94.
            if v.preservesSuperviewLayoutMargins, v.element == "tableViewCell", scene.root == nil, layout.superview(of: id) == .root,
               v.layoutMargins == nil, let width = v.frame?.width {
                let side = tableCellSide(cell: id, cellWidth: width)
                try layout.setLayoutMargins(id, EdgeInsets(top: 8, left: side, bottom: 8, right: side))
            } else if v.preservesSuperviewLayoutMargins, v.element == "view", scene.root == nil, layout.superview(of: id) == .root,
                      let width = v.frame?.width {
                // A plain view at the top of a xib: IB's canvas hosts it in a screen of its own
                // size, so what it preserves is the side margin of a screen that wide (16 below
                // 400, 20 from there), from its own edges — not the device's, nor where the view
                // would lie on the device's screen (a 391-wide view on a 414-wide phone: 16 each side).
                let side = Device.minimumSideMargin(forWidth: width)
                let own = v.layoutMargins ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                try layout.setLayoutMargins(id, EdgeInsets(top: own.top, left: max(own.left, side), bottom: own.bottom,
                                                           right: max(own.right, side)))
            } else if v.preservesSuperviewLayoutMargins {
                try layout.setPreservesSuperviewLayoutMargins(id, true)
            }
        } catch {
            notes.append(InterfaceNote("<\(v.element)> '\(layout.name(of: id) ?? "")': \(error)", at: v.location))
        }
    }

    /// The button types whose only content is an image the system draws (an info, a detail
    /// disclosure or an add-contact button), and which a document's stored frame sizes: 22×22 in
    /// a document of Xcode 10, 21×22 of Xcode 12, 25.667 square of Xcode 13 in the public
    /// documents read, where Layoutbook has no table of the images.
    static let builtInImageButtonTypes: Set<String> = ["infoLight", "infoDark", "detailDisclosure", "contactAdd"]

    /// The type of a button that shows only the system's own image (no title or image of its
    /// own) and that its constraints let size itself; nil for any other view.
    static func builtInImageType(_ v: InterfaceView) -> String? {
        guard v.element == "button", let type = v.buttonType, Self.builtInImageButtonTypes.contains(type),
              v.text?.isEmpty ?? true, v.image == nil, v.backgroundImage == nil, !v.translatesAutoresizingMask,
              v.placeholderWidth == nil, v.placeholderHeight == nil else { return nil }
        return type
    }

    /// Whether a view is a button without a configuration whose only content is an SF Symbol (no
    /// title), sizing itself.
    static func showsOnlySymbol(_ v: InterfaceView) -> Bool {
        sizesItselfAroundSymbol(v) && (v.text?.isEmpty ?? true)
    }

    /// Whether a view is such a button with a title beside its SF Symbol.
    static func showsSymbolBesideTitle(_ v: InterfaceView) -> Bool {
        sizesItselfAroundSymbol(v) && !(v.text?.isEmpty ?? true)
    }

    /// A button without a configuration or background image showing an SF Symbol, which its
    /// constraints and no placeholder size leave to size itself.
    static func sizesItselfAroundSymbol(_ v: InterfaceView) -> Bool {
        v.element == "button" && v.style == nil && v.imageIsSymbol && v.backgroundImage == nil
            && !v.translatesAutoresizingMask && v.placeholderWidth == nil && v.placeholderHeight == nil
    }

    /// How Layoutbook measures what UIKit measures itself, for explanations of misplaced views; a
    /// document of Xcode 7 to 11 says its text was measured in SF Text and SF Display.
    /// A control of a document designed in iOS 6's look: its size is UIKit's since iOS 7, where
    /// the canvas drew and stored iOS 6's.
    func iOS6Measure(of v: InterfaceView) -> String? {
        guard document.iOS6Look, ["button", "textField", "switch", "slider", "progressView", "stepper", "segmentedControl",
                                  "pageControl", "searchBar", "navigationBar", "toolbar", "tabBar"].contains(v.element) else { return nil }
        return "UIKit's since iOS 7, where IB's canvas drew the control in iOS 6's look (the document's variant '6xAndEarlier', or an Interface Builder 3 archive of Xcode 4 or earlier) and stored iOS 6's size"
    }

    static func measure(of v: InterfaceView, design: SystemFontDesign = .variable, toolsVersion: Int? = nil) -> String? {
        // A font whose widths Layoutbook has measured is not measured as the system font at all.
        if let name = v.fontName, NamedFont(name: name) != nil, v.element == "label" || v.element == "button" {
            return v.element == "label"
                ? "its text's, measured with the widths of its font '\(name)' (Layoutbook's table of them)"
                : "its title's, measured with the widths of its font '\(name)' (Layoutbook's table of them), in the button's insets"
        }
        let font = v.fontName.map { name in
            TextMetrics.monospacedAdvance(ofFont: name) != nil && v.element == "label"
                ? " (its font '\(name)' measured by its own advance and line height)"
                : TextMetrics.lineHeightPerPoint(ofFont: name) != nil && ["label", "button", "textField"].contains(v.element)
                ? " (its font '\(name)' measured as the system font, in its own line height)"
                : " (its font '\(name)' measured as the system font)"
        } ?? (v.fontWeight == .black ? " (its black weight measured with the heavy weight's widths, which are narrower: "
                + "Layoutbook has no table of black's)" : "")
        let cut = switch design {
        case .variable: ""
        case .textAndDisplay: " tracked as SF Text and SF Display, which Xcode 7 to 11 measured with"
        case .uiTextAndDisplay where (toolsVersion ?? .max) < xcode7Since:
            " tracked as SF UI Text and SF UI Display, which agree with the widths Xcode 5 and 6 stored for their system font (iOS 7's and 8's Helvetica Neue) better than Helvetica Neue's own table"
        case .uiTextAndDisplay: " tracked as SF Text and SF Display, which Xcode 7 to 11 measured with (SF UI Display's looser tracking from 20 pt, as Xcode 7 and 8)"
        }
        if builtInImageType(v) != nil {
            return "the system's own image's, taken from the stored frame"
        }
        switch v.element {
        case "label", "textView", "textField":
            return "its text's, measured with the system font's widths\(cut)\(font)"
        case "button" where v.style?.hasPrefix("configuration:") == true:
            // Of the buttons with a configuration whose height nothing else decides, documents of
            // Xcode 14.2 to 16 store most 35 tall on a 3× screen, some 34.333 (its title's line,
            // 20.333 at the pixel, and 7 above and below), and 34.5 on a 2× one.
            let insets = v.contentInsets.map { i in
                "(\(formatNumber(i.top)) above, \(formatNumber(i.bottom)) below, \(formatNumber(i.left)) and \(formatNumber(i.right)) at the sides)"
            } ?? "(7 above and below, 12 at each side)"
            let image = v.image.map { name in
                v.imageIsSymbol
                    ? ", without its symbol image '\(name)', whose size is not known here"
                    : " and its image '\(name)' beside it (as the document's resources size it)"
            } ?? ""
            return "its title's line and width, measured with the system font's widths\(cut)\(font)\(image), in the configuration's "
                + "insets \(insets); on a 3× screen IB stores many such buttons 35 tall where "
                + "the line and insets give 34.333, which Layoutbook keeps"
        case "button" where (v.text ?? "").isEmpty && v.image != nil:
            // A button showing only its image is that image's size.
            return "its image's ('\(v.image ?? "")'), as the document's resources size it, in the button's insets"
        case "button":
            return "its title's, measured with the system font's widths\(cut)\(font), in the button's insets"
        case "switch", "slider", "progressView", "stepper", "segmentedControl", "pageControl", "activityIndicatorView",
             "navigationBar", "toolbar", "tabBar", "searchBar", "pickerView", "datePicker":
            return "the control's intrinsic size from Layoutbook's table (unverified: UIKit's of the Xcode that saved it may differ)"
        default:
            return nil
        }
    }

    /// Bars and pickers IB sizes by their own intrinsic size (-1: from constraints), as
    /// commonly measured on iOS 13–17; not in ``ControlSizes`` because code rarely sizes them.
    static let barSizes: [String: Size] = [
        "navigationBar": Size(width: -1, height: 44), "toolbar": Size(width: -1, height: 44),
        "tabBar": Size(width: -1, height: 49), "searchBar": Size(width: -1, height: 56),
        "pickerView": Size(width: 320, height: 216), "datePicker": Size(width: 320, height: 216),
    ]

    /// Whether a date picker draws iOS 14's compact or inline style rather than wheels: chosen
    /// so, or left automatic (compact on a phone) in a document Xcode 12 or later saved (iOS 14's
    /// canvas; before it, the automatic style drew wheels).
    func datePickerSizesItself(_ v: InterfaceView) -> Bool {
        switch v.style {
        case "compact", "inline": true
        case "automatic": (document.toolsVersion ?? 0) >= Self.compactDatePickerVersion
        default: false
        }
    }

    /// From Xcode 12 (toolsVersion 17000, iOS 14) a date picker left to its automatic style is
    /// compact on the canvas, as UIKit draws it on a phone.
    static let compactDatePickerVersion = 17000

    /// From Xcode 9 (toolsVersion 13000, iOS 11) a search bar is 56 tall; the canvases before it
    /// (iOS 10 and earlier) drew it 44 tall. Measured on the frames public documents store for
    /// search bars: 44 in every one of the 9 saved by toolsVersion 5xxx to 9xxx.
    static let tallSearchBarVersion = 13000

    /// Xcode 12.5 to 13.4 (toolsVersion 18122 to 20037, the iOS 14.5 and 15 canvases) drew a search
    /// bar 51 tall, 56 before and after: 17 search bars with no height of their own in public
    /// documents of those versions store 51, none 56; those of 21xxx to 23xxx store 56.
    static let shortSearchBarVersions = 18122...20037

    /// A standard control's intrinsic size from ``ControlSizes``.
    func controlSize(_ v: InterfaceView) -> Size? {
        // (Pickers are sized by ``barSizes``, as IB's canvas draws them whatever their style.)
        guard !["pickerView", "datePicker"].contains(v.element),
              var size = ControlSizes.intrinsicSize(of: v.uikitClass, controlContent(v)) else { return nil }
        if v.element == "textField", (v.style ?? "roundedRect") == "roundedRect", let version = document.toolsVersion,
           version < Self.tallRoundedTextFieldVersion {
            size.height = 30
            size.width += Self.shortRoundedTextFieldSideRoom - ControlSizes.roundedTextFieldSideRoom
        }
        if let version = document.toolsVersion {
            if v.element == "segmentedControl", version < Self.tallRoundedTextFieldVersion { size.height = 28 }
            // Before Xcode 11 a stepper was 94×29 (the frames of documents from toolsVersion 4xxx to 14xxx).
            if v.element == "stepper", version < Self.tallRoundedTextFieldVersion { size.height = 29 }
            if v.element == "progressView", version < Self.thickProgressViewVersion { size.height = 2 }
            if v.element == "pageControl", let era = Self.pageControlEra(version) {
                let pages = Double(controlContent(v).items.count)
                size = Size(width: size.width < 0 ? -1 : era.base + era.perPage * pages, height: era.height)
            }
            if v.element == "searchBar", version < Self.tallSearchBarVersion { size.height = 44 }
            if v.element == "searchBar", Self.shortSearchBarVersions.contains(version) { size.height = 51 }
            // Xcode 26 draws a borderless text field showing no text (a placeholder, or nothing)
            // at least 22 tall (iOS 26's): one public storyboard saved again by Xcode 26 stores
            // its 48 14-pt fields 22 tall, 18.667 before. One showing text is its text's height
            // (13.667 at 10 pt, 18.667 at 14, in another document of Xcode 26).
            if v.element == "textField", v.style == "none", Self.glassSwitchVersions.contains(version), v.showsPlaceholder {
                size.height = max(size.height, Self.glassBorderlessTextFieldHeight)
            }
        }
        return size
    }

    /// The least height Xcode 26's canvas gives a borderless text field (see ``controlSize(_:)``).
    static let glassBorderlessTextFieldHeight = 22.0

    /// From Xcode 12 (toolsVersion 17000, iOS 14) a progress view is 4 tall; the canvases before
    /// it drew it 2 tall. Measured on the frames public documents store for progress views no
    /// constraint sizes: 2 in documents from toolsVersion 13771 to 16096, 4 from 17701 on.
    /// Before Xcode 11 (iOS 12 and earlier) a segmented control was 28 tall as placed (29 as
    /// drawn, as a document from toolsVersion 13771 stores it), where later ones are 31 (32).
    static let thickProgressViewVersion = 17000

    /// Before Xcode 12 (toolsVersion below 17000, iOS 13 and earlier) a page control was 37
    /// tall and 16 a page wide less 9 (7-pt dots 9 apart: 39 for 3 pages, 55 for 4, 71 for 5,
    /// 87 for 6), where iOS 14's is 26 tall. Measured on the frames public documents store for
    /// page controls no constraint sizes: 28 of 30 saved before 17000 are 37 tall, and every
    /// one of 4 to 6 pages whose width is its own is that width; of those saved from 17000 on,
    /// 12 of 18 are 26 tall.
    static let compactPageControlVersion = 17000

    /// A page control's size on the canvas of `version`, by era, where it is not the newest's
    /// (``ControlSizes/pageControlWidth(pages:)``, 26 tall): the width is `base` plus `perPage` a
    /// page. Measured on the frames public documents store for page controls only centred:
    /// - before 17000 (Xcode 11 and earlier): 16 a page less 9, 37 tall (see above);
    /// - 17000 to 18999 (Xcode 12, iOS 14): 19 a page and 65 (103 for 2 pages, 122 for 3; stored
    ///   102.5–103.5 and 121.5–122.5), 27.5 tall;
    /// - 19000 to 23499 (Xcode 13 to 15): 18 a page and 62.5 (98.5, 116.5, 134.5 for 2 to 4
    ///   pages, in five repositories), 26 tall.
    /// Nil from 23500 on.
    static func pageControlEra(_ version: Int) -> (base: Double, perPage: Double, height: Double)? {
        switch version {
        case ..<compactPageControlVersion: (-9, 16, 37)
        case ..<19000: (65, 19, 27.5)
        case ..<23500: (62.5, 18, 26)
        default: nil
        }
    }

    /// From Xcode 11 (toolsVersion 14800 on, its betas included, iOS 13) a rounded text field is
    /// 34 tall; the canvases before it (iOS 12 and earlier) drew it 30 tall. Measured on the
    /// frames public documents store for rounded text fields no constraint sizes: 30 in every
    /// document from toolsVersion 8191 to 14460, 34 in two of 14868 (an Xcode 11 beta's, its
    /// device `appearance="light"` iOS 13's) and from 16097 on.
    static let tallRoundedTextFieldVersion = 14800

    /// The room a rounded text field kept beside its text, left and right together, on the
    /// canvases before Xcode 11 (iOS 12 and earlier, the 30-tall field), where later ones keep
    /// ``ControlSizes/roundedTextFieldSideRoom``. Fitted on the fields no constraint sizes in one
    /// document of Xcode 8 (14-pt placeholders "1", "9" and "4": 28, 30 and 30 wide for 6.57, 8.54
    /// and 8.87 of text, 21.1 to 21.5 more) and checked on another of Xcode 10 ("number of" at 14
    /// pt: 87.5 for 66.25 of text, 21.25 more).
    static let shortRoundedTextFieldSideRoom = 21.0

    /// The toolsVersions of Xcode 26, whose canvas draws the iOS 26 switch (63×28, where earlier
    /// ones drew 51×31: every switch Xcode 26 laid out again in the public documents measured is
    /// stored 63 wide). Xcode 15's `32700.99.1234`, read as its plug-in's version, is not one of
    /// them (its switches are stored 51 wide). Its slider is 34 tall and drawn where its
    /// constraints put it (two documents of Xcode 26 store their sliders so).
    static let glassSwitchVersions = 24000..<32000

    /// The toolsVersions of Xcode 13 (19xxx and 20xxx), the first to draw `UIButton.Configuration`:
    /// a configured button whose title has no font of its own is titled at 14 pt there, 17 pt
    /// from Xcode 14 on. Measured on the frames public documents store for such buttons: of 73
    /// saved by Xcode 13, 67 are 31 tall (14 pt's 16.71 line, 17 at the pixel, plus 7 above and
    /// 7 below; 17 pt would give 34.33) and 45 as wide as their title at 14 pt plus 12 on each
    /// side (none at 17 pt); the rest are sized by their constraints.
    static let smallConfigurationTitleVersions = 19000..<21000

    /// The title size of a configured button whose `titleFontDescription` is absent: 14 pt in a
    /// document saved by Xcode 13, otherwise UIKit's 17.
    static func configurationTitleSize(toolsVersion: Int?) -> Double {
        guard let version = toolsVersion, smallConfigurationTitleVersions.contains(version) else { return 17 }
        return 14
    }

    /// What a standard control shows, for ``ControlSizes``: its title, font, style, segments or
    /// configuration; a switch or slider in a document saved by Xcode 26 is the iOS 26 one.
    func controlContent(_ v: InterfaceView) -> ControlContent {
        var content = ControlContent(title: v.text, fontSize: fontSize(of: v), style: v.style, items: v.segments)
        content.segmentWidths = v.segmentWidths
        content.apportionsSegmentWidthsByContent = v.apportionsSegmentWidthsByContent
        // Before Xcode 11 (iOS 12's canvas) a segment was its title plus 16 (``ControlSizes/segmentPadding``).
        content.narrowSegments = (document.toolsVersion ?? 0) < Self.tallRoundedTextFieldVersion
        if v.element == "switch" || v.element == "slider", let version = document.toolsVersion,
           Self.glassSwitchVersions.contains(version) {
            content.style = "glass"
        }
        content.fontWeight = v.fontWeight ?? .regular
        content.fontDesign = fontDesign
        if let line = v.fontName.flatMap(TextMetrics.lineHeightPerPoint(ofFont:)) { content.lineHeightPerPoint = line }
        if v.element == "button" { content.namedFont = v.fontName.flatMap(NamedFont.init(name:)) }
        if v.element == "button", let style = v.style, style.hasPrefix("configuration:") {
            var configuration = ButtonConfiguration(style: String(style.dropFirst("configuration:".count)), title: v.text,
                                                    fontSize: fontSize(of: v) ?? Self.configurationTitleSize(toolsVersion: document.toolsVersion))
            configuration.fontWeight = v.fontWeight ?? .regular
            if let insets = v.contentInsets { configuration.contentInsets = insets }
            // An asset's size is the document's resources'; a symbol's is not known here.
            if let image = v.image, !v.imageIsSymbol, let size = document.imageSizes[image] { configuration.imageSize = size }
            if let padding = v.imagePadding { configuration.imagePadding = padding }
            if let placement = v.imagePlacement { configuration.imagePlacement = placement }
            content.configuration = configuration
            content.style = nil
        }
        if v.element == "button", v.style == nil, content.fontSize == nil { content.fontSize = 15 }
        // An app image the document lists in its resources sizes a button without a title.
        if v.element == "button", v.style == nil, let image = v.image { content.imageSize = document.imageSizes[image] }
        if v.element == "button", v.style == nil, let image = v.backgroundImage {
            content.backgroundImageSize = document.imageSizes[image]
        }
        // A system-type button with a title and no image is held at least 30 wide.
        if v.element == "button", v.style == nil, v.image == nil, ["system", "roundedRect"].contains(v.buttonType ?? "") {
            content.isSystemTitleButton = true
        }
        // contentEdgeInsets grow a button without configuration (a configuration ignores them).
        if v.element == "button", v.style == nil, let insets = v.contentInsets { content.insets = insets }
        return content
    }

    // MARK: Constraints

    /// Activates one IB constraint; a constraint UIKit would refuse is a note at its element.
    mutating func activate(_ c: InterfaceConstraint) -> LayoutConstraintID? {
        for (guide, attribute) in [(c.firstItem, c.firstAttribute), (c.secondItem, c.secondAttribute)] {
            guard let guide, let attribute, keyboardGuides[guide] != nil else { continue }
            guard Self.keyboardItem(of: .root, attribute) != nil else {
                notes.append(InterfaceNote("constraint '\(c.displayName)' follows the keyboard layout guide's \(attribute.rawValue), "
                                           + "which moves with the keyboard: not modelled, so it is left out", at: c.location))
                return nil
            }
            if attribute == .top {
                notes.append(InterfaceNote("constraint '\(c.displayName)': the keyboard is hidden, as when the screen first shows, "
                                           + "so the keyboard layout guide's top is the safe area's bottom", at: c.location))
            }
        }
        guard let firstItem = item(c.firstItem, c.firstAttribute) else {
            notes.append(InterfaceNote("constraint '\(c.displayName)' names '\(c.firstItem)', which is not laid out here", at: c.location))
            return nil
        }
        var second: Item? = nil
        var secondAttribute = c.secondAttribute
        if let s = c.secondItem, let a = c.secondAttribute {
            guard let mapped = item(s, a) else {
                notes.append(InterfaceNote("constraint '\(c.displayName)' names '\(s)', which is not laid out here", at: c.location))
                return nil
            }
            second = mapped
            secondAttribute = guideAttribute(s, a)
        }
        let firstAttribute = guideAttribute(c.firstItem, c.firstAttribute)
        var constant = c.constant
        if let variation = mostSpecific(c.constantVariations) { constant = variation.constant }
        // A standard spacing is the value IB resolved it to and saved (none saved: 0, as any
        // constant), except to iOS 7's layout guides, which Xcode 5 saved as 20.
        if c.isStandardSpacing, let guideSpacing = layoutGuideStandardSpacing(c) { constant = guideSpacing }
        let made = LayoutConstraint(firstItem, firstAttribute, c.relation, second, secondAttribute,
                                    multiplier: c.multiplier, constant: constant, priority: c.priority,
                                    label: c.identifier ?? c.id)
        do {
            return try layout.activate(made)
        } catch {
            notes.append(InterfaceNote("constraint '\(c.displayName)' is refused: \(error)", at: c.location, isError: true))
            return nil
        }
    }

    func item(_ id: String, _ attribute: Attribute) -> Item? {
        if let view = keyboardGuides[id] { return Self.keyboardItem(of: view, attribute) }
        if id == scene.topLayoutGuide, attribute == .top { return .view(.root) }
        if id == scene.bottomLayoutGuide, attribute == .bottom { return .view(.root) }
        return ids[id]
    }

    /// A view's keyboard layout guide (iOS 15) with the keyboard hidden, as a screen first shows:
    /// Apple ties the guide's top to the bottom of the view's safe area; its bottom and sides are
    /// the view's. Its height and vertical centre follow the keyboard, which is not modelled: nil,
    /// so a constraint on them is a note.
    static func keyboardItem(of view: ViewID, _ attribute: Attribute) -> Item? {
        switch attribute {
        case .top: .safeArea(view)
        case .bottom, .left, .right, .leading, .trailing, .width, .centerX: .view(view)
        default: nil
        }
    }

    /// `topLayoutGuide.bottom` is the safe area's top; `bottomLayoutGuide.top` its bottom; the
    /// hidden keyboard's guide's top is the safe area's bottom.
    func guideAttribute(_ id: String, _ attribute: Attribute) -> Attribute {
        if keyboardGuides[id] != nil, attribute == .top { return .bottom }
        if id == scene.topLayoutGuide, attribute == .bottom { return .top }
        if id == scene.bottomLayoutGuide, attribute == .top { return .bottom }
        return attribute
    }

    /// The standard spacing to the top or bottom layout guide (`V:[topLayoutGuide]-[box]`),
    /// which Xcode 5 saved with the constant 20 beside `symbolic="YES"`: 8 to a view, 0 to a bar
    /// (a navigation bar, toolbar, search bar or tab bar sits right against the guide), as IB's
    /// canvas placed them. Nil for a constraint not to a layout guide.
    func layoutGuideStandardSpacing(_ c: InterfaceConstraint) -> Double? {
        let guides = [scene.topLayoutGuide, scene.bottomLayoutGuide].compactMap { $0 }
        guard let secondID = c.secondItem else { return nil }
        let viewID: String
        if guides.contains(secondID) {
            viewID = c.firstItem
        } else if guides.contains(c.firstItem) {
            viewID = secondID
        } else {
            return nil
        }
        guard case .view(let id)? = ids[viewID] else { return nil }
        let element = placed[id]?.element
        return ["navigationBar", "toolbar", "searchBar", "tabBar"].contains(element ?? "") ? 0 : 8
    }
}
