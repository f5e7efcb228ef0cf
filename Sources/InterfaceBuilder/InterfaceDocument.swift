import Layout

/// A storyboard or xib read into Layoutbook's terms: its scenes (a xib has one, made of its
/// top-level views), the device it was designed on, and the notes the reading left.
public struct InterfaceDocument: Sendable {
    public enum Kind: String, Sendable {
        case storyboard, xib
    }

    public var kind: Kind
    /// `<device id="retina6_1" orientation="portrait">`, or an older document's simulated metrics.
    public var deviceID: String?
    public var orientation: Orientation
    public var scenes: [InterfaceScene]
    /// What the reading skipped or guessed, at the element it is about.
    public var notes: [InterfaceNote]
    /// The id of the initial view controller (`initialViewController`), for listings.
    public var initialController: String?
    /// The Xcode build that saved it (`toolsVersion="21701"`: 21701), nil when absent. IB's
    /// canvas changed with Xcode: the status bar it shows and the margins of a table's cells
    /// follow the version, and the stored frames with them.
    public var toolsVersion: Int? = nil
    /// Designed in iOS 6's look (`variant="6xAndEarlier"`, Xcode 5's "View as iOS 6.1 and
    /// Earlier"): the canvas drew iOS 6's controls and stored their sizes.
    public var iOS6Look = false
    /// The ids of the views a placeholder constraint (`placeholder="YES"`) named, with the axes
    /// of the attributes it held them by: IB's canvas held them by it, and stored their frames so,
    /// where the build removes it.
    public var placeholderConstrained: [String: Set<Axis>] = [:]
    /// The sizes of the app's images the document shows, from its `<resources>` (`<image
    /// name="close" width="24" height="24"/>`); SF Symbols (`catalog="system"`) are left out, as
    /// IB stores them scaled to 128 points, not at their size.
    public var imageSizes: [String: Size] = [:]
    /// The intrinsic sizes IB's canvas measured for views of the app's `@IBDesignable` classes,
    /// by view id, from the document's `<designables>`.
    public var designableSizes: [String: Size] = [:]

    /// Reads a document's bytes. Errors carry the line and column of the problem; nothing is
    /// returned half-read.
    public static func read(_ bytes: [UInt8]) throws(InterfaceError) -> InterfaceDocument {
        let root = try MarkupReader.read(bytes)
        return try DocumentReader.read(root)
    }
}

/// A note about one place in the document.
public struct InterfaceNote: Hashable, Sendable {
    public var message: String
    public var location: DocumentLocation
    /// A constraint UIKit would refuse is an error; what Layoutbook guessed or skipped, a note.
    public var isError: Bool

    public init(_ message: String, at location: DocumentLocation, isError: Bool = false) {
        self.message = message
        self.location = location
        self.isError = isError
    }
}

/// One scene: a view controller and its view tree (a storyboard's `<scene>`), or a xib's
/// top-level views.
public struct InterfaceScene: Sendable {
    /// IB's element name for the controller: `viewController`, `tableViewController`,
    /// `navigationController`… (`xib` for a xib's top level).
    public var controllerElement: String
    public var controllerID: String?
    /// The class the developer gave it, else UIKit's (`UIViewController`).
    public var className: String
    public var customClass: String?
    public var storyboardIdentifier: String?
    /// The controller's `title`, its navigation item's title, or the comment IB writes before the scene.
    public var title: String?
    public var userLabel: String?
    /// The controller's root view (nil for containers, such as a navigation controller).
    public var root: InterfaceView?
    /// A xib's top-level views other than a controller's root view.
    public var topLevelViews: [InterfaceView] = []
    /// Outlet property → destination id, the controller's outlets first, then those of views
    /// (a cell's own outlets), in document order.
    public var outlets: [Outlet] = []
    /// `topLayoutGuide` / `bottomLayoutGuide` ids (iOS 7–10 storyboards).
    public var topLayoutGuide: String?
    public var bottomLayoutGuide: String?
    /// Bars the scene is shown under, from the relationships that point at it.
    public var container: ContainerContext = .window
    /// Whether its navigation bar shows a large title: its navigation controller's bar prefers
    /// large titles (`<navigationBar … largeTitles="YES">`), for the root controller and those
    /// pushed from a large-titled one, unless the controller's `<navigationItem
    /// largeTitleDisplayMode="never">` says otherwise.
    public var largeTitle = false
    /// Whether its navigation controller's bar is opaque (`<navigationBar … translucent="NO">`):
    /// UIKit lays the controller's view out below it (`extendedLayoutIncludesOpaqueBars` false).
    public var opaqueNavigationBar = false
    /// Whether its navigation controller shows its toolbar at the bottom: the controller's
    /// simulated metrics draw one (`<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>`),
    /// or its navigation controller shows it (`toolbarHidden="NO"`) for the controllers it holds.
    public var showsToolbar = false
    /// Whether the controller's simulated metrics hide the status bar
    /// (`<nil key="simulatedStatusBarMetrics"/>`, IB's "Status Bar: None").
    public var simulatedStatusBarHidden = false
    /// Whether a xib's root view's own simulated metrics hide the status bar (`<nil
    /// key="simulatedStatusBarMetrics"/>` in the view, where a storyboard has it in the controller).
    public var rootStatusBarHidden = false
    /// Whether the controller's simulated size is IB's "Freeform" (`<size key="freeformSize">`):
    /// its root view's stored size is a screen of the developer's choosing on the document's
    /// device, not another device's screen, even when some phone has that size.
    public var isFreeform = false
    /// The freeform size's height (`<size key="freeformSize" height="1500">`): the canvas a
    /// freeform root is cut from, the bars over it included; nil when not freeform.
    public var freeformHeight: Double? = nil
    /// The controller's `edgesForExtendedLayout` when the document sets it: the edges its view
    /// reaches under the container's bars (`top`, `bottom`, …); nil for UIKit's default, all.
    public var extendedEdges: Set<String>? = nil
    /// Whether every segue that presents the controller (or the navigation controller whose
    /// root it is) presents it as a sheet: `kind="presentation"` with no
    /// `modalPresentationStyle` (automatic), `pageSheet` or `formSheet`.
    public var presentedAsSheet = false
    /// Whether a popover segue (`kind="popoverPresentation"`) shows the controller (or the
    /// navigation controller whose root it is): UIKit's popover has no status bar over it, nor
    /// does IB's canvas draw one over such a freeform controller.
    public var presentedAsPopover = false
    /// Whether the controller is shown inside a container view (`kind="embed"`) stored below its
    /// controller's top, directly or as a child of a navigation or tab bar controller so shown:
    /// its view is the container's size, out of the status bar's reach, with its container's bars
    /// inside it.
    public var isEmbedded = false
    public var location: DocumentLocation

    /// Whether some constraint or view of the scene is installed, or has a constant, only in
    /// some size classes (a `<variation>` other than the default).
    public var hasSizeClassVariations: Bool {
        var stack = ([root].compactMap { $0 }) + topLevelViews
        while let v = stack.popLast() {
            if v.variations.contains(where: { $0.key != "default" }) { return true }
            if v.constraints.contains(where: { !$0.constantVariations.isEmpty }) { return true }
            stack += v.subviews
        }
        return false
    }

    /// How listings name the scene: `SignUpViewController (signUp) "Sign Up"`.
    public var summary: String {
        if controllerElement == "xib" {
            let count = (root == nil ? 0 : 1) + topLevelViews.count
            return "\(customClass.map { "\($0)'s " } ?? "")xib: \(count) top-level \(count == 1 ? "view" : "views")"
        }
        var parts = [className]
        if let storyboardIdentifier { parts.append("(\(storyboardIdentifier))") }
        if let title { parts.append("\"\(title)\"") }
        if root == nil, topLevelViews.isEmpty { parts.append("— no views of its own") }
        return parts.joined(separator: " ")
    }
}

/// `<outlet property="titleLabel" destination="…"/>`: the name the developer's code gives a view.
public struct Outlet: Hashable, Sendable {
    public var property: String
    public var destination: String
}
