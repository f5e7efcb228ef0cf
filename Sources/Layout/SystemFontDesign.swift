/// Which design of the system font text is measured in: the widths are the same, the tracking by
/// size differs (``SystemFontMetrics/tracking(fontSize:design:)``).
public enum SystemFontDesign: Sendable, Hashable {
    /// San Francisco as one variable font (iOS 14 on): its optical size eases from Text into
    /// Display between 17 and 28 pt, and its tracking with it. UIKit's today; the default.
    case variable
    /// San Francisco as two static fonts (iOS 9 to 13): SF Text below 20 pt and SF Display from
    /// 20 pt, each tracked by size, so text steps tighter at 20 pt.
    case textAndDisplay

    /// The design the frames of a document saved by Xcode `toolsVersion` were measured in: Xcode 12
    /// (toolsVersion 17000) was the first with iOS 14; the static fonts before it; the variable
    /// font when the version is unknown.
    public static func measuredBy(toolsVersion: Int?) -> SystemFontDesign {
        guard let version = toolsVersion, version < variableSince else { return .variable }
        return .textAndDisplay
    }

    /// The toolsVersion of the first Xcode whose canvas measured text in the variable font.
    public static let variableSince = 17000
}
