import Cassowary
import Layout

/// One `<constraint>` as Interface Builder saved it, with its defaults filled in: a missing
/// `firstItem` is the view that holds the constraint, a missing `secondItem` makes it a constant
/// size, a missing `relation` is equal, `multiplier` 1, `priority` 1000.
public struct InterfaceConstraint: Hashable, Sendable {
    /// IB's object id (`"p6I-v7-ZLS"`).
    public var id: String
    public var firstItem: String
    public var firstAttribute: Attribute
    public var relation: Relation
    public var secondItem: String?
    public var secondAttribute: Attribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Int
    /// `symbolic="YES"`: the standard spacing, whatever `constant` says.
    public var isStandardSpacing: Bool
    /// `identifier="…"`, or the `userLabel` IB shows in its outline.
    public var identifier: String?
    public var userLabel: String?
    /// Constants for size classes other than Any/Any.
    public var constantVariations: [ConstantVariation] = []
    /// The view whose `<constraints>` holds it.
    public var owner: String
    public var location: DocumentLocation

    /// How a report names it: its identifier or user label, else IB's id.
    public var displayName: String { identifier ?? userLabel ?? id }
}

/// A view's place in its document: what kind of UIKit view it is and what IB stored about it.
public struct InterfaceView: Hashable, Sendable {
    /// IB's object id.
    public var id: String
    /// The element name: `view`, `label`, `button`, `stackView`…
    public var element: String
    /// The UIKit class the element stands for (`UILabel`), or `UIView` for an unknown kind.
    public var uikitClass: String
    public var customClass: String?
    public var userLabel: String?
    /// The key paths of its `<userDefinedRuntimeAttribute>`s: what the nib sets on the view by
    /// key-value coding when it loads (the app's own properties among them).
    public var runtimeAttributes: [String] = []
    /// `<rect key="frame">`, in the superview's coordinates (a scroll view's content's).
    public var frame: Rect?
    /// Xcode 8.0's `<frame key="frameInset">`, read into ``frame`` once the superview's size is known.
    var frameInsetElement: MarkupElement?
    public var translatesAutoresizingMask: Bool
    public var autoresizingMask: AutoresizingMask?
    /// `misplaced="YES"`: Xcode itself said the stored frame is not the solved one.
    public var misplacedFlag: Bool
    /// `verifyAmbiguity="ignoreSizes"`: IB does not check the view's size, so the size an
    /// earlier Xcode stored stays in the document.
    public var ignoresSizes = false
    /// `ambiguous="YES"`: Xcode itself said the constraints leave the view's frame free, so the
    /// frame it stored is one of many (it keeps the frame it had, even where it breaks a
    /// required constraint).
    public var ambiguousFlag = false
    public var isHidden: Bool
    /// `<variation key="heightClass=regular" hidden="YES"/>`: whether the view is hidden in the
    /// size classes a variation names (1 hidden, 0 shown), in place of ``isHidden``.
    public var hiddenVariations: [ConstantVariation] = []
    public var hugging: [Axis: Int] = [:]
    public var compressionResistance: [Axis: Int] = [:]
    /// `placeholderIntrinsicWidth/Height`: the intrinsic size IB assumes while designing (a
    /// number, or -1 for "none").
    public var placeholderIntrinsicSize: (width: Double?, height: Double?) {
        get { (placeholderWidth, placeholderHeight) }
        set { (placeholderWidth, placeholderHeight) = newValue }
    }
    var placeholderWidth: Double?
    var placeholderHeight: Double?
    /// A label's (or text view's, text field's) text, and a button's title.
    public var text: String?
    /// A text field with no text of its own: what `text` holds is its placeholder, if any.
    public var showsPlaceholder = false
    public var fontSize: Double?
    /// The system font's weight (nil: regular, or a font that is not the system font).
    public var fontWeight: FontWeight?
    /// A font that is not the system font (`<fontDescription name="Avenir-Heavy">`), measured as
    /// the system font.
    public var fontName: String?
    /// The text style of a `<fontDescription style="UICTFontTextStyleBody">`, whose lines are
    /// spaced by the style's line spacing.
    public var fontTextStyle: String?
    /// `<variation key="heightClass=regular-widthClass=compact"><fontDescription …/></variation>`:
    /// the font in the size classes a variation names, in place of the one above.
    public var fontVariations: [FontVariation] = []
    /// A button's `contentEdgeInsets` (`<inset key="contentEdgeInsets" minX= minY= maxX= maxY=>`):
    /// room around its title or image, added to its intrinsic size; a configuration's
    /// `contentInsets` (`<directionalEdgeInsets key="contentInsets">`) for a button that has one.
    public var contentInsets: EdgeInsets?
    /// A button's image in its normal state (`<state key="normal" image="close"/>`), or its
    /// configuration's (`<buttonConfiguration image="chevron">`).
    public var image: String?
    /// A button configuration's `imagePadding` and `imagePlacement` (`leading`, `trailing`,
    /// `top`, `bottom`); nil where the document leaves UIKit's (0, leading).
    public var imagePadding: Double?
    public var imagePlacement: String?
    /// A button's `buttonType` (`system`, `roundedRect`, …); nil for the custom type, which a
    /// document writes as no attribute.
    public var buttonType: String?
    /// A button's background image in its normal state (`<state key="normal" backgroundImage="pill"/>`).
    public var backgroundImage: String?
    /// An image view showing an SF Symbol (`catalog="system"`).
    public var isSymbolImage = false
    /// A button whose normal state's image is an SF Symbol (`<state key="normal" image="chevron.up"
    /// catalog="system"/>`), in ``image``.
    public var imageIsSymbol = false
    /// A navigation bar placed as a view that prefers large titles (`largeTitles="YES"`).
    public var prefersLargeTitles = false
    /// The SF Symbol's name (`image="arrow.left"`), and how its `<preferredSymbolConfiguration>`
    /// differs from the default one (nil: it does not).
    public var symbolName: String?
    public var symbolConfiguration: String?
    public var numberOfLines: Int?
    /// The line spacing of a label's attributed text (its first fragment's
    /// `<paragraphStyle lineSpacing=…>`); nil: none.
    public var lineSpacing: Double?
    /// The line heights of that paragraph style (`lineHeightMultiple`, `minimumLineHeight`,
    /// `maximumLineHeight`); nil: none.
    public var lineHeightMultiple: Double?
    public var minimumLineHeight: Double?
    public var maximumLineHeight: Double?
    /// A label's explicit `preferredMaxLayoutWidth` (IB's "Explicit" width); nil: automatic.
    public var preferredMaxLayoutWidth: Double?
    /// A segmented control's segments.
    public var segments: [String] = []
    /// A scroll view's `alwaysBounceVertical` and `alwaysBounceHorizontal`, and its
    /// `contentInsetAdjustmentBehavior` when the document sets one.
    public var alwaysBouncesVertically = false
    public var alwaysBouncesHorizontally = false
    public var contentInsetAdjustment: String? = nil
    /// The width each segment is given (`<segment width=…>`), 0 where it sizes itself.
    public var segmentWidths: [Double] = []
    /// A segmented control's `apportionsSegmentWidthsByContent="YES"`: each segment as wide as
    /// its own title, not the widest one's.
    public var apportionsSegmentWidthsByContent = false
    /// A text field's border style, an activity indicator's style.
    public var style: String?
    public var isScrollEnabled = true
    /// A table view's `rowHeight` (nil: UIKit's standard 44).
    public var rowHeight: Double?
    /// A table cell's standard accessory (`disclosureIndicator`, `detailDisclosureButton`,
    /// `checkmark`, `detailButton`); nil for none.
    public var accessoryType: String?
    public var stack: StackSettings?
    public var layoutMargins: EdgeInsets?
    public var insetsLayoutMarginsFromSafeArea = true
    public var preservesSuperviewLayoutMargins = false
    public var layoutMarginsFollowReadableWidth = false
    /// The ids of its guides: the safe area, a scroll view's content and frame guides.
    public var safeAreaGuide: String?
    public var contentGuide: String?
    public var frameGuide: String?
    /// The id of its `<keyboardLayoutGuide key="keyboard">` (iOS 15's UIKeyboardLayoutGuide).
    public var keyboardGuide: String?
    public var subviews: [InterfaceView] = []
    public var constraints: [InterfaceConstraint] = []
    /// The constraint ids its `<variation>` masks leave out in the size classes that apply
    /// (see ``SizeClassVariation``).
    public var variations: [SizeClassVariation] = []
    /// The outlets this view's own `<connections>` hold (a cell class's outlets to its subviews).
    public var outlets: [Outlet] = []
    public var location: DocumentLocation
    /// An element Layoutbook does not know, kept as a plain view.
    public var isUnknownKind = false
    /// `<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`: IB's simulated size
    /// "Freeform" (a xib's top-level view drawn at its own size, not the device's).
    public var isFreeformSize = false

    public static func == (a: Self, b: Self) -> Bool { a.id == b.id && a.location == b.location }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A stack view's settings as IB saved them.
public struct StackSettings: Hashable, Sendable {
    public var axis: Axis = .horizontal
    public var distribution: StackDistribution = .fill
    public var alignment: StackAlignment = .fill
    public var spacing: Double = 0
    /// `<variation key="widthClass=regular" spacing="60"/>`: the spacing where those size
    /// classes apply (the constant of ``ConstantVariation`` is the spacing).
    public var spacingVariations: [ConstantVariation] = []
    /// `<variation key="heightClass=compact" axis="horizontal"/>`: the axis, alignment or
    /// distribution where those size classes apply (nil: the stack's own).
    public var arrangementVariations: [ArrangementVariation] = []
    public var isLayoutMarginsRelativeArrangement = false
    /// `baselineRelativeArrangement="YES"`: a vertical stack spaces its views baseline to baseline.
    public var isBaselineRelativeArrangement = false
}

/// A stack view's axis, alignment or distribution in the size classes a `<variation>` key names.
public struct ArrangementVariation: Hashable, Sendable {
    public var key: String
    public var axis: Axis?
    public var alignment: StackAlignment?
    public var distribution: StackDistribution?
}

/// A `<variation key="…">` of a view: in the size classes its key names, the listed constraints
/// and subviews are left out (`<exclude reference="…">`) — or, for `key="default"`, left out
/// whenever no other variation applies (IB's "installed" box unticked for Any/Any).
/// A view's font in the size classes `key` names (Interface Builder's font variation).
public struct FontVariation: Hashable, Sendable {
    public var key: String
    public var fontSize: Double?
    public var fontWeight: FontWeight?
    public var fontName: String?
    public var fontTextStyle: String?
}

public struct SizeClassVariation: Hashable, Sendable {
    /// `default`, `widthClass=compact`, `heightClass=regular-widthClass=compact`.
    public var key: String
    public var excluded: [String]
    /// `<mask key="constraints">` inside a non-default variation lists what is *included* there.
    public var included: [String]
}
