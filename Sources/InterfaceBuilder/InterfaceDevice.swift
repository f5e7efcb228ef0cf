import Layout

/// The device a document was designed on (`<device id="retina6_1">`) as one of Layoutbook's
/// presets. IB's ids name screen sizes, not models: where several models share a size the
/// model IB shows by default is taken, and the mapping is marked approximate when the safe area
/// of the model Layoutbook picks is itself an estimate (see ``Device/isApproximate``).
public enum InterfaceDevice {
    /// IB device id → preset name. Ids with no preset of that screen size are absent.
    public static let presetNames: [(id: String, preset: String)] = [
        ("retina4_0", "iPhone SE (first generation)"),
        ("retina4", "iPhone SE (first generation)"),
        ("retina4_7", "iPhone 8"),
        ("retina5_5", "iPhone 8 Plus"),
        ("retina5_9", "iPhone X"),
        ("retina5_4", "iPhone 13 mini"),
        // The 6.1-inch iPhone 11 (@2x, 48-pt top inset); before Xcode 14 IB drew it, and the
        // 390- and 428-wide phones below, with a 44-pt inset (see ``preset(for:toolsVersion:)``).
        ("retina6_1", "iPhone 11"),
        ("retina6_5", "iPhone 11 Pro Max"),
        ("retina6_0", "iPhone 14"),
        ("retina6_7", "iPhone 14 Plus"),
        ("retina6_12", "iPhone 15"),
        ("retina6_72", "iPhone 15 Pro Max"),
        ("retina6_3", "iPhone 16 Pro"),
        ("retina6_9", "iPhone 16 Pro Max"),
        ("retina3_5", "iPhone 4s"),
        ("ipad9_7", "iPad 9.7-inch"),
        ("ipad7_9", "iPad mini (fifth generation)"),
        ("ipad10_2", "iPad (ninth generation)"),
        ("ipad10_5", "iPad Pro 10.5-inch"),
        ("ipad11", "iPad Pro 11-inch"),
        ("ipad11_0rounded", "iPad Pro 11-inch"),
        ("ipad10_9rounded", "iPad"),
        ("ipad12_9rounded", "iPad Pro 12.9-inch"),
        ("ipad12_9", "iPad Pro 12.9-inch (2017)"),
        ("ipad8_3rounded", "iPad mini"),
    ]

    /// A preset with this portrait screen, for documents that name no device (Xcode 7 and
    /// earlier saved none): the first of that size in the table.
    public static func preset(forScreen size: Size, orientation: Orientation) -> Device? {
        Device.presets.first { $0.screen(in: orientation) == size }
    }

    /// How a listing names the device a document was designed on: `retina4_7 (iPhone 8)`, and
    /// `(…, as Xcode 13 drew it)` when IB's canvas of the saving Xcode differs from the device.
    public static func describe(_ id: String, toolsVersion: Int? = nil) -> String {
        guard let device = preset(for: id, toolsVersion: toolsVersion) else { return "\(id) (no preset: a bare screen)" }
        let canvas = device != preset(for: id) ? ", as the Xcode that saved it drew it" : ""
        return "\(id) (\(device.name)\(device.isApproximate ? ", approximate" : "")\(canvas))"
    }

    /// The preset for an IB device id, if Layoutbook has one of that screen size.
    public static func preset(for id: String) -> Device? {
        presetNames.first { $0.id == id }.flatMap { Device.named($0.preset) }
    }

    /// The device as IB's canvas drew it in the Xcode that saved the document, where that differs
    /// from the device (measured on the frames public storyboards store for views pinned to the
    /// safe area's top, by `toolsVersion`):
    /// - `retina6_1` before Xcode 14.0 (toolsVersion below 21225, the first release's): a 44-pt top inset (sides 44 in
    ///   landscape), where the iPhone 11 has 48; @2x as the iPhone 11.
    /// - `retina6_0` (390×844) and `retina6_7` (428×926) before Xcode 14 as well: a 44-pt top
    ///   inset where the iPhone 12 to 14 and their Plus and Pro Max models have 47. Every view
    ///   pinned to the safe area's (or a navigation bar's) top in the public documents Xcode 12.5
    ///   saved for them (toolsVersion 18122, two apps, about 60 views) is stored 3 pt higher than
    ///   47 puts it; those of Xcode 14.0 on (21225, 21507; 26 files) are stored where 47 puts them.
    ///   A beta of Xcode 14 (21208.1) still drew the 44-pt inset: the six views one document of it
    ///   pins to the safe area's top of a `retina6_1` screen are stored 44 pt below it.
    /// - `retina5_9` from Xcode 14.3 (toolsVersion 21701): the iPhone 13 mini's 50-pt inset (seven
    ///   views of two apps' storyboards of 21701 pinned to the safe area's top, or a bar's, are
    ///   stored 50 below it); Xcode 14.1 (21507) drew a 47-pt one (two views of two apps' xibs),
    ///   the beta of Xcode 14 (21179) still 44.
    /// - `retina6_0` in Xcode 16 (toolsVersion 23700 to 24999): table rows with 16-pt side
    ///   margins, where Xcode 15 (22155, 23504) and a later Xcode (32700) draw the iPhone 14's 20:
    ///   views pinned to a row's side margin in two apps' documents of 23727 to 24506 (14 views,
    ///   414-wide standalone cells and 358-wide inset-grouped rows) are all stored 16 from the
    ///   content view's edge, those of 22155 and 32700 (four) and two storyboards of 23504 (390-wide
    ///   prototype rows) 20; `retina6_12` (393 wide) documents of the same versions store 20 (eleven).
    /// The first toolsVersion (Xcode 14.0's) whose canvas draws the 6.1- and 6.7-inch phones' own
    /// top insets (48, 47) rather than 44.
    static let notchInsetVersion = 21225
    /// The toolsVersions whose canvas draws `retina6_0`'s table rows with 16-pt side margins.
    static let narrowRowMarginVersions = 23700..<25000

    public static func preset(for id: String, toolsVersion: Int?) -> Device? {
        guard let device = preset(for: id), let version = toolsVersion else { return preset(for: id) }
        switch id {
        case "retina6_1" where version < Self.notchInsetVersion, "retina6_0" where version < Self.notchInsetVersion,
             "retina6_7" where version < Self.notchInsetVersion:
            var drawn = device
            drawn.portrait.hardware.top = 44
            drawn.portrait.statusBar = 44
            drawn.landscape.hardware.left = 44
            drawn.landscape.hardware.right = 44
            drawn.isApproximate = true
            return drawn
        case "retina6_0" where Self.narrowRowMarginVersions.contains(version):
            var drawn = device
            drawn.drawnWithNarrowContentMargins = true
            return drawn
        case "retina5_9" where version >= 21701:
            return Device.named("iPhone 13 mini") ?? device
        case "retina5_9" where version >= 21507:
            var drawn = device
            drawn.portrait.hardware.top = 47
            drawn.portrait.statusBar = 47
            drawn.isApproximate = true
            return drawn
        default:
            return device
        }
    }

    /// The pixel IB's canvas measures text on, where it is not the device's own: the 9.7-inch
    /// iPad's canvas draws at @1x. Measured on the frames public documents store for labels on
    /// `ipad9_7`: whole-point heights in 87 of 91 (documents of Xcode 8 on), where the iPad's
    /// @2x would give a 17-pt label 20.5.
    public static let canvasTextScales: [String: Double] = ["ipad9_7": 1]
}
