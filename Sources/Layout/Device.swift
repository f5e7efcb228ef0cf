/// A device the layout runs on: its screen and what UIKit keeps clear of it.
///
/// Every number Layoutbook knows about devices is in ``Device/presets``, this file's one table, so a
/// value found wrong is corrected in one place. Apple publishes no table of safe-area insets; the
/// values are measurements from snapshot-testing libraries and developer posts, and some are not
/// confirmed by any (marked *approximate* in the table). `help device` and the README say so.
public struct Device: Sendable, Hashable {
    /// What the hardware itself keeps clear in one orientation (the notch or Dynamic Island, the
    /// home indicator), the status bar's height there (0 where iOS hides it), and the bar heights
    /// and size classes that apply.
    public struct Orientated: Sendable, Hashable {
        /// The sensor housing and home indicator, in points; the status bar is separate.
        public var hardware: EdgeInsets
        /// The status bar's height in this orientation; 0 where iOS hides it (phones in landscape).
        public var statusBar: Double
        public var navigationBar: Double
        /// The tab bar's own height, above the home indicator.
        public var tabBar: Double
        public var horizontalSizeClass: SizeClass
        public var verticalSizeClass: SizeClass
        /// The root view's `systemMinimumLayoutMargins`, leading and trailing.
        public var minimumSideMargin: Double
        /// Where a navigation bar begins when it does not simply follow the top inset: on a
        /// Dynamic Island phone in portrait it sits right under the status bar (53.67 pt, 161 px
        /// at @3x), overlapping the sensor inset, so the safe-area top under it is about 97.67,
        /// not 59 + 44. Nil: the bar begins at the top inset.
        public var navigationBarOrigin: Double? = nil
    }

    /// The names `device` accepts: the first is the one listings show.
    public var names: [String]
    /// The screen in portrait, in points.
    public var screen: Size
    public var portrait: Orientated
    public var landscape: Orientated
    public var hasHomeIndicator: Bool
    /// Whether any of this row's insets is an estimate nobody has confirmed.
    public var isApproximate: Bool

    public var name: String { names.first ?? "?" }

    /// Whether UIKit's tables give their rows the wide side margin, 20, on this device (a table
    /// more than 320 wide; 16 otherwise): an iPad, or a phone with a home indicator wider than 375
    /// in portrait, in either orientation. A phone with a home button keeps 16, the Plus models'
    /// 414 too (the frames Interface Builder stores for rows of such tables say so).
    public var hasWideContentMargins: Bool {
        !drawnWithNarrowContentMargins && (portrait.horizontalSizeClass == .regular || (hasHomeIndicator && screen.width > 375))
    }
    /// Set where Interface Builder's canvas draws this device's table rows with the narrow side
    /// margin, 16, that ``hasWideContentMargins`` would make 20 (see `InterfaceDevice.preset`).
    public var drawnWithNarrowContentMargins = false

    public func values(in orientation: Orientation) -> Orientated {
        orientation == .portrait ? portrait : landscape
    }

    public func screen(in orientation: Orientation) -> Size {
        orientation == .portrait ? screen : Size(width: screen.height, height: screen.width)
    }
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, Hashable {
    case compact, regular
}

public enum Orientation: String, Sendable, Hashable {
    case portrait, landscape
}

/// The view controller's container: what bars lie over the root view, adding to its safe area.
public enum ContainerContext: String, Sendable, Hashable, CaseIterable {
    /// Shown directly in the window (the default).
    case window
    /// The root view controller of a `UINavigationController` with a visible navigation bar.
    case navigation
    /// A tab of a `UITabBarController`.
    case tabBar
    /// A navigation controller inside a tab bar controller, the common app shape.
    case navigationAndTabBar

    public var hasNavigationBar: Bool { self == .navigation || self == .navigationAndTabBar }
    public var hasTabBar: Bool { self == .tabBar || self == .navigationAndTabBar }
}

extension Device {
    /// A phone with a home button: 20-pt status bar in portrait, hidden in landscape, no insets.
    /// In landscape a navigation bar is the compact 32, but 44 on a phone of regular width there
    /// (the Plus and Max sizes, whose landscape canvas in IB stores views pinned to the top
    /// layout guide 44 down where the narrower phones' store them 32 down).
    static func homeButtonPhone(_ names: [String], _ w: Double, _ h: Double, wideInLandscape: Bool) -> Device {
        let margin = w >= 400 ? 20.0 : 16
        return Device(
            names: names, screen: Size(width: w, height: h),
            portrait: Orientated(hardware: .zero, statusBar: 20, navigationBar: 44, tabBar: 49,
                                 horizontalSizeClass: .compact, verticalSizeClass: .regular, minimumSideMargin: margin),
            landscape: Orientated(hardware: .zero, statusBar: 0, navigationBar: wideInLandscape ? 44 : 32, tabBar: 32,
                                  horizontalSizeClass: wideInLandscape ? .regular : .compact,
                                  verticalSizeClass: .compact, minimumSideMargin: 20),
            hasHomeIndicator: false, isApproximate: false)
    }

    /// A phone with a notch or Dynamic Island: `top` clear in portrait (the sensor housing, which
    /// stays when the status bar is hidden), 34 for the home indicator; in landscape `top` on each
    /// side and 21 at the bottom, and a navigation bar 32 tall, 44 where the phone is of regular
    /// width in landscape.
    ///
    /// A status bar shorter than the sensor inset is a Dynamic Island's: a navigation bar sits
    /// right under the status bar there (see ``Orientated/navigationBarOrigin``).
    static func notchedPhone(_ names: [String], _ w: Double, _ h: Double, top: Double, statusBar: Double,
                             wideInLandscape: Bool, approximate: Bool = false) -> Device {
        let margin = w >= 400 ? 20.0 : 16
        return Device(
            names: names, screen: Size(width: w, height: h),
            portrait: Orientated(hardware: EdgeInsets(top: top, left: 0, bottom: 34, right: 0), statusBar: statusBar,
                                 navigationBar: 44, tabBar: 49,
                                 horizontalSizeClass: .compact, verticalSizeClass: .regular, minimumSideMargin: margin,
                                 navigationBarOrigin: statusBar < top ? dynamicIslandStatusBar : nil),
            landscape: Orientated(hardware: EdgeInsets(top: 0, left: top, bottom: 21, right: top), statusBar: 0,
                                  navigationBar: wideInLandscape ? 44 : 32, tabBar: 32,
                                  horizontalSizeClass: wideInLandscape ? .regular : .compact,
                                  verticalSizeClass: .compact, minimumSideMargin: 20),
            hasHomeIndicator: true, isApproximate: approximate)
    }

    /// The status bar of a Dynamic Island phone as a navigation bar meets it: 54 pt rounded to
    /// the @3x pixel below, 161 px (measured on the 14 Pro and 14 Pro Max: a bar's safe-area top
    /// of 97.67 there).
    static let dynamicIslandStatusBar = 161.0 / 3

    /// An iPad: regular in both size classes, 20-pt margins, bars 50 tall; without a home button a
    /// 24-pt status bar and 20 pt for the home indicator.
    static func tablet(_ names: [String], _ w: Double, _ h: Double, homeButton: Bool) -> Device {
        let o = Orientated(hardware: EdgeInsets(top: 0, left: 0, bottom: homeButton ? 0 : 20, right: 0),
                           statusBar: homeButton ? 20 : 24, navigationBar: 50, tabBar: 50,
                           horizontalSizeClass: .regular, verticalSizeClass: .regular, minimumSideMargin: 20)
        return Device(names: names, screen: Size(width: w, height: h), portrait: o, landscape: o,
                      hasHomeIndicator: !homeButton, isApproximate: !homeButton)
    }

    /// The presets `device NAME` chooses from, smallest first. `device` takes the rest of its
    /// line as the name, so names are typed as Apple spells them; a generation may be spelt in
    /// figures or words (`(2nd generation)`, `(second generation)`).
    ///
    /// Sources: the safe-area table in the project's notes (snapshot-testing libraries, developer
    /// measurements; the 2026 models from secondary tables). Approximate: the iPhone 11/XR's 48
    /// (some tables say 44), the iPhone 16e's 47, the iPhone 16 Pro and 17 models' 62, the iPhone
    /// Air's 68, iPads without a home button (24 top, 20 bottom), the landscape margins (20), the
    /// compact-height bars (32), the iPad bars (50), and a navigation bar's place under a Dynamic
    /// Island (measured on two phones of the 59-pt family, assumed for the others).
    public static let presets: [Device] = [
        homeButtonPhone(["iPhone 4s"], 320, 480, wideInLandscape: false),
        homeButtonPhone(["iPhone SE (first generation)"], 320, 568, wideInLandscape: false),
        homeButtonPhone(["iPhone SE", "iPhone SE (third generation)", "iPhone SE (second generation)"], 375, 667,
                        wideInLandscape: false),
        homeButtonPhone(["iPhone 8", "iPhone 7"], 375, 667, wideInLandscape: false),
        homeButtonPhone(["iPhone 8 Plus", "iPhone 7 Plus"], 414, 736, wideInLandscape: true),
        notchedPhone(["iPhone X", "iPhone XS", "iPhone 11 Pro"], 375, 812, top: 44, statusBar: 44, wideInLandscape: false),
        notchedPhone(["iPhone 13 mini", "iPhone 12 mini"], 375, 812, top: 50, statusBar: 50, wideInLandscape: false),
        notchedPhone(["iPhone 11", "iPhone XR"], 414, 896, top: 48, statusBar: 48, wideInLandscape: true,
                     approximate: true),
        notchedPhone(["iPhone 11 Pro Max", "iPhone XS Max"], 414, 896, top: 44, statusBar: 44, wideInLandscape: true),
        notchedPhone(["iPhone 14", "iPhone 13", "iPhone 13 Pro", "iPhone 12", "iPhone 12 Pro"], 390, 844,
                     top: 47, statusBar: 47, wideInLandscape: false),
        notchedPhone(["iPhone 14 Plus", "iPhone 13 Pro Max", "iPhone 12 Pro Max"], 428, 926, top: 47, statusBar: 47,
                     wideInLandscape: true),
        notchedPhone(["iPhone 15", "iPhone 16"], 393, 852, top: 59, statusBar: 54, wideInLandscape: false),
        notchedPhone(["iPhone 15 Pro", "iPhone 14 Pro"], 393, 852, top: 59, statusBar: 54, wideInLandscape: false),
        notchedPhone(["iPhone 15 Plus", "iPhone 16 Plus"], 430, 932, top: 59, statusBar: 54, wideInLandscape: true),
        notchedPhone(["iPhone 15 Pro Max", "iPhone 14 Pro Max"], 430, 932, top: 59, statusBar: 54, wideInLandscape: true),
        notchedPhone(["iPhone 16 Pro"], 402, 874, top: 62, statusBar: 54, wideInLandscape: false, approximate: true),
        notchedPhone(["iPhone 16 Pro Max"], 440, 956, top: 62, statusBar: 54, wideInLandscape: true, approximate: true),
        notchedPhone(["iPhone 16e"], 390, 844, top: 47, statusBar: 47, wideInLandscape: false, approximate: true),
        notchedPhone(["iPhone 17"], 402, 874, top: 62, statusBar: 54, wideInLandscape: false, approximate: true),
        notchedPhone(["iPhone 17 Pro"], 402, 874, top: 62, statusBar: 54, wideInLandscape: false, approximate: true),
        notchedPhone(["iPhone 17 Pro Max"], 440, 956, top: 62, statusBar: 54, wideInLandscape: true, approximate: true),
        notchedPhone(["iPhone Air"], 420, 912, top: 68, statusBar: 54, wideInLandscape: true, approximate: true),
        tablet(["iPad mini"], 744, 1133, homeButton: false),
        tablet(["iPad mini (fifth generation)", "iPad 9.7-inch", "iPad Air (second generation)"], 768, 1024,
               homeButton: true),
        tablet(["iPad (ninth generation)", "iPad with home button"], 810, 1080, homeButton: true),
        tablet(["iPad", "iPad (tenth generation)", "iPad Air"], 820, 1180, homeButton: false),
        tablet(["iPad Pro 10.5-inch", "iPad Air (third generation)"], 834, 1112, homeButton: true),
        tablet(["iPad Pro 11-inch"], 834, 1194, homeButton: false),
        tablet(["iPad Pro 11-inch (M4)"], 834, 1210, homeButton: false),
        tablet(["iPad Pro 12.9-inch", "iPad Pro", "iPad Air 13-inch"], 1024, 1366, homeButton: false),
        // The first two 12.9-inch iPad Pros (IB's `ipad12_9`) have a home button: the status bar's
        // 20 on top, nothing below.
        tablet(["iPad Pro 12.9-inch (2017)", "iPad Pro 12.9-inch (second generation)", "iPad Pro 12.9-inch (first generation)"],
               1024, 1366, homeButton: true),
        tablet(["iPad Pro 13-inch (M4)"], 1032, 1376, homeButton: false),
    ]

    /// The preset a name stands for, ignoring case and spaces (`iphone15promax`).
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        return presets.first { $0.names.contains { normalized($0) == key } }
    }

    /// A preset named with the orientation after it (`iPad Air landscape`), as `device` takes
    /// it; portrait when none is written. Nil when the name is no preset's.
    public static func named(withOrientation written: String) -> (device: Device, orientation: Orientation)? {
        func trimmed(_ s: Substring) -> Substring {
            let start = s.drop { $0.isWhitespace }
            guard let last = start.lastIndex(where: { !$0.isWhitespace }) else { return "" }
            return start[...last]
        }
        var name = String(trimmed(written[...]))
        var orientation = Orientation.portrait
        for word in [Orientation.landscape, .portrait] where name.lowercased().hasSuffix(" " + word.rawValue) {
            orientation = word
            name = String(trimmed(name.dropLast(word.rawValue.count)))
        }
        return named(name).map { ($0, orientation) }
    }

    static func normalized(_ name: String) -> String {
        var key = String(name.lowercased().filter { !$0.isWhitespace })
        for (figures, words) in ordinals { key = key.replacing(figures, with: words) }
        return key
    }

    /// Generations as Apple's simulators spell them (`iPhone SE (2nd generation)`) and as the
    /// presets do (`(second generation)`) name the same device.
    static let ordinals = [("(1stgeneration)", "(firstgeneration)"), ("(2ndgeneration)", "(secondgeneration)"),
                           ("(3rdgeneration)", "(thirdgeneration)"), ("(4thgeneration)", "(fourthgeneration)"),
                           ("(5thgeneration)", "(fifthgeneration)"), ("(6thgeneration)", "(sixthgeneration)"),
                           ("(7thgeneration)", "(seventhgeneration)"), ("(8thgeneration)", "(eighthgeneration)"),
                           ("(9thgeneration)", "(ninthgeneration)"), ("(10thgeneration)", "(tenthgeneration)")]

    /// The system minimum side margin of a bare screen (no device): 16 below 400 pt of width (the
    /// compact-width phones), 20 from there on.
    public static func minimumSideMargin(forWidth width: Double) -> Double { width < 400 ? 16 : 20 }

    /// A bare screen's bars (no device): 44 and 49, or 32 and 32 when wider than tall; a screen
    /// an iPad's size (700 pt or more both ways: regular in both size classes) has the iPad's
    /// 50-pt bars either way.
    static func bareBars(landscape: Bool, screen: Size) -> (navigation: Double, tab: Double) {
        if min(screen.width, screen.height) >= 700 { return (50, 50) }
        return landscape ? (32, 32) : (44, 49)
    }
}

/// The readable width at the default text size (UIKit's readableContentGuide is never wider).
public let readableContentWidth = 672.0

/// Everything around the layout that is not constraints: the device, its orientation, the status
/// bar, the container's bars, and what the root view controller adds or asks for.
public struct DeviceEnvironment: Sendable, Hashable {
    /// nil: a bare screen (`screen WxH`, and the default 375×667), with no status bar and no insets.
    public var device: Device? = nil
    public var orientation: Orientation = .portrait
    /// The view controller's `prefersStatusBarHidden`.
    public var prefersStatusBarHidden = false
    /// The view controller's `additionalSafeAreaInsets`.
    public var additionalSafeAreaInsets = EdgeInsets.zero
    public var container = ContainerContext.window
    /// The navigation bar shows a large title (`prefersLargeTitles`, the controller's
    /// `largeTitleDisplayMode` not `.never`): 52 pt taller where the bar is its regular height,
    /// as a large title's row adds below it (none where the bar is compact, 32 pt).
    public var navigationBarLargeTitle = false
    /// The navigation bar shows its controller's search bar (`navigationItem.searchController`
    /// with `hidesSearchBarWhenScrolling` false): 52 pt taller where the bar is its regular
    /// height, the search field's row below the title (none where the bar is compact, 32 pt).
    public var navigationBarSearchRow = false
    /// The navigation controller shows its toolbar (`isToolbarHidden` false): 44 pt above the
    /// screen's bottom inset (32 where the bar is compact), in the root's safe area.
    public var navigationToolbar = false
    /// A bare screen's bars are a portrait phone's (navigation 44, tab 49) whatever its shape: IB's
    /// canvas draws a document's simulated bars at those heights on a freeform or Any/Any screen that
    /// is wider than tall. false: by the screen's shape (32 and 32 when wider than tall).
    public var bareBarsPortrait = false
    /// A bare screen's side margin when it is not the one its width gives: Xcode 6's square
    /// Any/Any canvas gave its root view iOS 8's 16, not the 20 of a screen 600 wide.
    public var bareSideMargin: Double? = nil
    /// The view controller's `edgesForExtendedLayout`: whether its view extends under a top bar
    /// (the navigation bar) and a bottom bar (the tab bar). Both by default.
    public var extendsUnderTopBar = true
    public var extendsUnderBottomBar = true
    /// `navigationBar.isTranslucent = false`, `tabBar.isTranslucent = false`: bars UIKit lays
    /// the controller's view out clear of, unless ``extendedLayoutIncludesOpaqueBars``.
    public var opaqueNavigationBar = false
    public var opaqueTabBar = false
    /// The view controller's `extendedLayoutIncludesOpaqueBars`.
    public var extendedLayoutIncludesOpaqueBars = false
    /// The root view still fills the screen, as UIKit's `loadView` made it, until the first
    /// layout pass lays it out clear of the bars (code in `viewDidLoad` reads the screen's size).
    public var rootHeldFillingScreen = false
    /// The view controller's `viewRespectsSystemMinimumLayoutMargins`.
    public var viewRespectsSystemMinimumLayoutMargins = true
    /// The view controller's `automaticallyAdjustsScrollViewInsets` (iOS 7–10, deprecated): when
    /// false, its content scroll view's `.automatic` adjusts only the axes it scrolls.
    public var automaticallyAdjustsScrollViewInsets = true
    /// The pixel text sizes round up to when it is not the screen's: 1 for a document IB laid
    /// out in whole points (Xcode 7 and earlier). nil: the device's scale.
    public var textScaleOverride: Double? = nil
    /// Whether frames Auto Layout gives are snapped to the screen's pixels, as UIKit applies them
    /// (see ``Layout/snapped(_:of:scale:)``). Off for a scene built from an Interface Builder
    /// document, whose text scale is its canvas's Xcode (whole points before Xcode 8), not a
    /// screen's.
    public var snapsFramesToPixels = true

    public init() {}

    /// The status bar's height as shown now (0 when hidden or absent).
    public var statusBarHeight: Double {
        guard let device, !prefersStatusBarHidden else { return 0 }
        return device.values(in: orientation).statusBar
    }

    /// The window's safe-area insets: the hardware's, with the status bar where it is taller.
    /// None of the container's bars or the controller's `additionalSafeAreaInsets` (those are
    /// the root view's); none on a bare screen, which has no status bar.
    public var windowSafeAreaInsets: EdgeInsets {
        guard let device else { return .zero }
        var insets = device.values(in: orientation).hardware
        insets.top = max(insets.top, statusBarHeight)
        return insets
    }

    /// The navigation bar's height on a screen of `screen` points: the device's, or a bare
    /// screen's (``Device/bareBars(landscape:screen:)``).
    public func navigationBarHeight(screen: Size) -> Double {
        bars(screen: screen).navigation
    }

    /// The navigation and tab bars' heights on a screen of `screen` points.
    func bars(screen: Size) -> (navigation: Double, tab: Double) {
        var bars: (navigation: Double, tab: Double)
        if let device {
            let o = device.values(in: orientation)
            bars = (o.navigationBar, o.tabBar)
        } else {
            bars = Device.bareBars(landscape: !bareBarsPortrait && screen.width > screen.height, screen: screen)
        }
        if navigationBarLargeTitle, bars.navigation >= 44 { bars.navigation += Self.largeTitleRow }
        if navigationBarSearchRow, bars.navigation >= 44 { bars.navigation += Self.searchRow }
        return bars
    }

    /// The row a large title adds below a navigation bar's regular 44 pt.
    public static let largeTitleRow = 52.0

    /// The row an integrated search bar adds below a navigation bar's title (iOS 13 on).
    public static let searchRow = 52.0

    /// Whether UIKit lays the root view out below the navigation bar: the controller's
    /// `edgesForExtendedLayout` leaves out `.top`, or the bar is opaque and the controller's
    /// `extendedLayoutIncludesOpaqueBars` is false.
    public var rootBelowNavigationBar: Bool {
        container.hasNavigationBar && (!extendsUnderTopBar || (opaqueNavigationBar && !extendedLayoutIncludesOpaqueBars))
    }

    /// Whether UIKit lays the root view out above the tab bar, as ``rootBelowNavigationBar``
    /// for the bottom edge.
    public var rootAboveTabBar: Bool {
        container.hasTabBar && (!extendsUnderBottomBar || (opaqueTabBar && !extendedLayoutIncludesOpaqueBars))
    }

    /// The root view's frame on a screen of `screen` points: the screen, less the navigation bar
    /// and everything above it when the root is laid out below it (its top at the bar's bottom,
    /// 64 on an iPhone 8), and less the tab bar with the home indicator's inset inside it when
    /// laid out above it.
    public func rootFrame(screen: Size) -> Rect {
        rootHeldFillingScreen ? Rect(origin: .zero, size: screen) : rootFrameAfterLayout(screen: screen)
    }

    /// ``rootFrame(screen:)`` once the first layout pass has laid the root out: clear of the
    /// bars it does not extend under, whether or not it is still held filling the screen.
    public func rootFrameAfterLayout(screen: Size) -> Rect {
        var top = 0.0, bottom = 0.0
        if rootBelowNavigationBar, let bar = navigationBarFrame(screen: screen) { top = bar.maxY }
        if rootAboveTabBar, let bar = tabBarFrame(screen: screen) { bottom = bar.height }
        return Rect(x: 0, y: top, width: screen.width, height: max(0, screen.height - top - bottom))
    }

    /// The root view's safe-area insets for a screen of `screen` points: the hardware's, the
    /// status bar (where taller), the container's bars, plus `additionalSafeAreaInsets` (which
    /// may be negative; no edge goes below 0). A root laid out clear of a bar has nothing unsafe
    /// on that edge: the bar, the status bar and the sensor housing above it (the tab bar and the
    /// home indicator below it) are outside it.
    public func rootSafeAreaInsets(screen: Size) -> EdgeInsets {
        var insets = EdgeInsets.zero
        if let device {
            insets = device.values(in: orientation).hardware
            insets.top = max(insets.top, statusBarHeight)
        }
        let (navigation, tab) = bars(screen: screen)
        if container.hasNavigationBar {
            // Under a Dynamic Island the bar sits right under the status bar, over part of the
            // sensor inset, rather than below the whole inset.
            let origin = device?.values(in: orientation).navigationBarOrigin ?? insets.top
            insets.top = origin + navigation
        }
        if container.hasTabBar { insets.bottom += tab }
        if container.hasNavigationBar, navigationToolbar {
            insets.bottom += navigation >= 44 ? 44 : navigation
        }
        if rootBelowNavigationBar { insets.top = 0 }
        if rootAboveTabBar { insets.bottom = 0 }
        // Negative additional insets take from the safe area, never past the screen's edge.
        let a = additionalSafeAreaInsets
        return EdgeInsets(top: max(0, insets.top + a.top), left: max(0, insets.left + a.left),
                          bottom: max(0, insets.bottom + a.bottom), right: max(0, insets.right + a.right))
    }

    /// The container's navigation bar's frame in the window, as code reads
    /// `navigationController.navigationBar.frame`: below the status bar (right under it beside a
    /// Dynamic Island), as tall as the bar with a large title's or search row's; nil when the
    /// container shows no navigation bar.
    public func navigationBarFrame(screen: Size) -> Rect? {
        guard container.hasNavigationBar else { return nil }
        var top = 0.0
        if let device {
            top = max(device.values(in: orientation).hardware.top, statusBarHeight)
            top = device.values(in: orientation).navigationBarOrigin ?? top
        }
        return Rect(x: 0, y: top, width: screen.width, height: bars(screen: screen).navigation)
    }

    /// The container's tab bar's frame in the window, as code reads `tabBarController.tabBar.frame`:
    /// along the screen's bottom, its 49 points above the home indicator's inset, which is inside
    /// it; nil when the container shows no tab bar.
    public func tabBarFrame(screen: Size) -> Rect? {
        guard container.hasTabBar else { return nil }
        let height = bars(screen: screen).tab + windowSafeAreaInsets.bottom
        return Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }

    /// The root view controller's `systemMinimumLayoutMargins`: 0 top and bottom, the table's
    /// side margin (or the bare screen's by width).
    public func systemMinimumLayoutMargins(screen: Size) -> EdgeInsets {
        let side = device.map { $0.values(in: orientation).minimumSideMargin }
            ?? bareSideMargin ?? Device.minimumSideMargin(forWidth: screen.width)
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
}
