/// Which design of the system font text is measured in: the widths are the same, the tracking by
/// size differs (``SystemFontMetrics/tracking(fontSize:design:)``).
public enum SystemFontDesign: Sendable, Hashable {
    /// San Francisco as one variable font (iOS 14 on): its optical size eases from Text into
    /// Display between 17 and 28 pt, and its tracking with it. UIKit's today; the default.
    case variable
    /// SF Pro Text and SF Pro Display, two static fonts (iOS 11 to 13): SF Text below 20 pt and
    /// SF Display from 20 pt, each tracked by size, so text steps tighter at 20 pt.
    case textAndDisplay
    /// SF UI Text and SF UI Display (iOS 9 and 10), the first San Francisco: split at 20 pt as
    /// SF Pro was, the same below 20 pt, its Display tracked looser.
    case uiTextAndDisplay

    /// The design the frames of a document saved by Xcode `toolsVersion` were measured in: Xcode 12
    /// (toolsVersion 17000) was the first with iOS 14, so the variable font from it; SF Pro from
    /// Xcode 9 (13000, iOS 11); SF UI before; the variable font when the version is unknown.
    public static func measuredBy(toolsVersion: Int?) -> SystemFontDesign {
        guard let version = toolsVersion, version < variableSince else { return .variable }
        return version < proSince ? .uiTextAndDisplay : .textAndDisplay
    }

    /// The toolsVersion of the first Xcode whose canvas measured text in the variable font.
    public static let variableSince = 17000
    /// The toolsVersion of the first Xcode (9, with iOS 11) whose canvas measured text in SF Pro.
    public static let proSince = 13000

    /// The Display sizes' extra tracking of a design, in em per character, on top of its table's
    /// (``SystemFontMetrics/trackingPerEm`` serves both static designs). SF UI Display, from 20 pt:
    /// 0.006 em looser. Fitted (least squares on relative error, refitted without labels missed by
    /// more than 4 %) on the widths Xcode 7 and 8 stored for single-line system-font labels of 20
    /// to 70 pt in public documents (46 labels of 13 repositories: 18 within half a point of the
    /// table, 26 with this). SF Pro Display (Xcode 9 to 11, from 20 pt): tighter than the table,
    /// the more so as it grows (``proDisplayTracking``).
    public func displayCorrection(fontSize: Double) -> Double {
        guard fontSize >= 20 else { return 0 }
        switch self {
        case .uiTextAndDisplay: return Self.uiDisplayLooserTracking
        case .textAndDisplay:
            return SystemFontMetrics.interpolated(fontSize, Self.proDisplayTrackingSizes, Self.proDisplayTracking)
        case .variable: return 0
        }
    }

    /// SF UI Display's tracking beyond the table's, in em per character.
    public static let uiDisplayLooserTracking = 0.006

    /// The sizes at which ``proDisplayTracking`` is given; linear between them, the ends beyond.
    public static let proDisplayTrackingSizes: [Double] = [20, 24, 28, 34, 48]
    /// SF Pro Display's tracking beyond the table's, in em per character, at
    /// ``proDisplayTrackingSizes``: the table (one for both static designs) measured the
    /// single-line labels Xcode 9 to 11 stored at 20 pt and more 0.6 % to 1.4 % too wide, growing
    /// with the size. Fitted by least squares on relative error (kept smooth, drawn toward 0,
    /// refitted without labels missed by more than 4 %) on the widths of those labels that their
    /// text alone sizes, in public documents: 72 labels of 37 repositories, 20 within half a
    /// point before, 32 after. Split by repository, fitted on one half and judged on the other:
    /// 8 → 13 of 30 and 12 → 18 of 42. Below 20 pt (SF Pro Text) the table stands.
    public static let proDisplayTracking: [Double] = [-0.00137, -0.00505, -0.00778, -0.0066, -0.00524]
}
