/// A view's identity: an index into the layout's arena. The root screen is `ViewID.root`.
public struct ViewID: Hashable, Comparable, Sendable {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static let root = ViewID(0)
    public static func < (a: ViewID, b: ViewID) -> Bool { a.rawValue < b.rawValue }
}

public enum ViewKind: Sendable, Hashable {
    case root, view, scrollView, label, image
}

/// The horizontal or vertical axis.
public enum Axis: Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}

/// Label content and its deterministic text metric (see ``TextMetrics``).
public struct LabelContent: Sendable, Hashable {
    public var text: String
    /// 0 means as many lines as the text needs, wrapped at the label's width.
    public var numberOfLines: Int
    public var fontSize: Double
    /// The system font's weight the text is measured in (regular for a font that is not the
    /// system font: Layoutbook measures every font as the system font).
    public var fontWeight = FontWeight.regular
    /// Room between the view's edges and its text: zero for a label; a text view's
    /// `textContainerInset` with its text container's `lineFragmentPadding` added left and right.
    public var textInsets = EdgeInsets.zero
    /// Whether the text gives the view an intrinsic size: always for a label; for a text view only
    /// with `isScrollEnabled = false` (a scrolling text view has `noIntrinsicMetric` on both axes).
    public var sizesToText = true
    /// A text view's text: wraps at the view's width, and is one line tall (its caret) when empty.
    public var isTextView = false
    /// The font's leading: room added between two lines, on top of the line height. Zero for the
    /// system font at a size; a text style's font (`UIFont.preferredFont(forTextStyle:)`) has one,
    /// so that its lines are as far apart as the style's line spacing (see
    /// ``TextMetrics/textStyleLineSpacing``).
    public var leading = 0.0
    /// The paragraph style's `lineSpacing` (an attributed text's, or a document's
    /// `<paragraphStyle lineSpacing=…>`): room between two lines, and below a label's one line
    /// when it may wrap (`numberOfLines` other than 1), as UIKit lays such a label out.
    public var lineSpacing = 0.0
    /// The paragraph style's `lineHeightMultiple` (0: none): each line's natural height times it,
    /// before `minimumLineHeight` and `maximumLineHeight` bound it.
    public var lineHeightMultiple = 0.0
    /// The paragraph style's `minimumLineHeight` (0: none): no line is shorter.
    public var minimumLineHeight = 0.0
    /// The paragraph style's `maximumLineHeight` (0: no limit): no line is taller; a taller
    /// font's glyphs overlap the next line.
    public var maximumLineHeight = 0.0
    /// The attributed text's `.kern` (`NSKernAttributeName`): points added after every
    /// character, the last included, as TextKit lays kerned text out (0: none).
    public var kern = 0.0
    /// The design of the system font the text is measured in: the variable font (iOS 14 on) unless
    /// a document saved by an older Xcode says its frames were measured in the static ones.
    public var fontDesign = SystemFontDesign.variable
    /// The height of a line per point of size: the system font's 1.1934 (``TextMetrics/lineHeightPerPoint``),
    /// or that of a font iOS ships whose line Layoutbook knows (``TextMetrics/fontLineHeights``);
    /// its widths are still the system font's.
    public var lineHeightPerPoint = TextMetrics.lineHeightPerPoint
    /// The advance of every character per point of size in a monospaced font iOS ships whose
    /// advance Layoutbook knows (``TextMetrics/monospacedAdvances``, Menlo); nil: the system
    /// font's widths.
    public var monospacedAdvance: Double?
    /// A font whose advances, kerning and (when known) line height Layoutbook has measured
    /// (``NamedFontMetrics``: Inter, Arial, Helvetica, Lato); nil: the system font's widths.
    public var namedFont: NamedFont?
    /// UILabel's `preferredMaxLayoutWidth`: 0 (automatic, UIKit's default) wraps at the label's
    /// solved width; above 0, a label that may wrap measures its intrinsic size wrapped at this
    /// width, whatever width its constraints give it (Interface Builder's "Explicit" width).
    public var preferredMaxLayoutWidth = 0.0
    /// An attributed text's parts in fonts of their own (`"$"` at 14, `"42"` at 32 bold), in
    /// order, covering `text` exactly; empty: the whole text in the label's font. Only the width
    /// of the whole text on one line is measured part by part; the label's font is the largest
    /// part's, which gives the line its height and measures wrapped lines.
    public var fontRuns: [FontRun] = []
    /// What a subclass's `intrinsicContentSize` override adds to what UIKit's label measures
    /// (`super.intrinsicContentSize` with padding around it): added to the size asked for, while
    /// the text still wraps at the label's whole width, as UIKit's second pass wraps `super`'s
    /// text there — the padding does not narrow it (a `textRect` override's insets do, see
    /// ``textInsets``).
    public var sizePadding = Size.zero

    /// The width a label's intrinsic size is wrapped at whatever its solved width: its explicit
    /// `preferredMaxLayoutWidth` when it may wrap; nil when it wraps at its solved width or keeps
    /// one line.
    public var explicitWrapWidth: Double? {
        preferredMaxLayoutWidth > 0 && numberOfLines != 1 && !isTextView ? preferredMaxLayoutWidth : nil
    }

    /// The text as it is laid out in lines: all of it, the empty line after a final line break
    /// too (IB stores a label whose text ends in one a line taller) — but on a label of one line,
    /// which a line break ends, not the white space after its last visible character once that
    /// run holds a line break (`"Total\n"` is as wide as "Total").
    public var laidOutText: String {
        guard numberOfLines == 1, !isTextView, let last = text.last, last.isWhitespace else { return text }
        let visibleEnd = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? text.startIndex
        guard let firstBreak = text[visibleEnd...].firstIndex(where: \.isNewline) else { return text }
        return String(text[..<firstBreak])
    }

    public init(text: String = "", numberOfLines: Int = 1, fontSize: Double = 17, fontWeight: FontWeight = .regular) {
        self.text = text
        self.numberOfLines = numberOfLines
        self.fontSize = fontSize
        self.fontWeight = fontWeight
    }
}

/// A part of a label's attributed text in a font of its own (``LabelContent/fontRuns``).
public struct FontRun: Sendable, Hashable {
    /// How many characters of the text it covers.
    public var characters: Int
    public var fontSize: Double
    public var weight: FontWeight

    public init(characters: Int, fontSize: Double, weight: FontWeight = .regular) {
        self.characters = characters
        self.fontSize = fontSize
        self.weight = weight
    }
}

/// How zoomed content smaller than the bounds is placed. UIKit leaves it at the top-left; the two
/// usual fixes, which apps write in `scrollViewDidZoom(_:)`, centre it. Both act only while the
/// scroll view zooms (a zoom view and maximumZoomScale > minimumZoomScale), at any scale.
public enum ZoomCentering: Sendable, Hashable {
    /// Top-left, as UIKit does by itself.
    case none
    /// Symmetric insets `max(0, (bounds − contentSize × zoom) / 2)` per axis are added to the
    /// contentInset (so the axis does not scroll, its range being the one offset that centres the
    /// content); the offset settles into the range when the zoom scale or this setting changes.
    case contentInset
    /// The zoom view's frame origin is `max(0, (bounds − scaled size) / 2)` per axis, as Apple's
    /// PhotoScroller sample does; contentSize and the insets are unchanged.
    case frame
}

/// The scroll-view state that is not solved by constraints.
public struct ScrollState: Sendable, Hashable {
    public var contentInset = EdgeInsets.zero
    public var contentOffset = Point.zero
    /// A contentSize set in code (the mixed approach); constraints to the content edges override it.
    public var handContentSize: Size? = nil
    public var minimumZoomScale = 1.0
    public var maximumZoomScale = 1.0
    public var zoomScale = 1.0
    public var zoomView: ViewID? = nil
    /// Whether a zoom changed the scale since contentSize was last set in code: UIKit then sets
    /// contentSize to the zoom view's frame size (on an axis constraints do not size).
    public var zoomSetsContentSize = false
    public var centering = ZoomCentering.none
    /// How the safe area adds to contentInset (see ``ContentInsetAdjustmentBehavior``).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Whether an axis counts as scrollable for `.scrollableAxes` even when the content fits.
    public var alwaysBounceHorizontal = false
    public var alwaysBounceVertical = false
    /// The part of `adjustedContentInset` that comes from the safe area, as last applied (the
    /// offset follows it while the content rests at its top or left; see `followSafeArea`).
    public internal(set) var safeAreaAdjustment = EdgeInsets.zero
    /// False when the content size is UIKit's but not known here (a table whose rows are the
    /// app's cells, a count the paste does not hold): the scroll line says so rather than show
    /// the size it holds as UIKit's.
    public var contentKnown = true
    /// False on an axis when the contentSize set in code took that side from what the paste does
    /// not hold (the app's constant, a count, an outlet's storyboard size): UIKit's content is
    /// that value, which is not the 0 Layoutbook holds in its place. Constraints that reach the
    /// content edges on the axis set it instead, and then it is known.
    public var handWidthKnown = true
    public var handHeightKnown = true
    /// Whether the scroll view's own size is given where the paste cannot see: an `@IBOutlet`'s
    /// frame is its storyboard's. While it stays 0×0 here, how far it scrolls is not UIKit's.
    public var sizedByStoryboard = false
    /// Whether the scroll view is a list (a table or a collection view), which sets its own
    /// contentSize from its rows or items at each layout: constraints from views pinned to its
    /// edges (a header held to its top and width) do not decide it, as they do a plain scroll
    /// view's.
    public var listSizesContent = false
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`: which safe-area insets are added to
/// `contentInset` to make `adjustedContentInset`.
public enum ContentInsetAdjustmentBehavior: String, Sendable, Hashable, CaseIterable {
    /// Like `scrollableAxes`, and top and bottom always when the view controller is shown by a
    /// navigation or tab bar controller.
    case automatic
    /// Top and bottom when the content is taller than the scroll view (or it always bounces
    /// vertically), left and right when wider.
    case scrollableAxes
    /// None.
    case never
    /// All four.
    case always
}

/// A view in the tree.
public struct View: Sendable {
    public let id: ViewID
    public var name: String
    public var kind: ViewKind
    public var superview: ViewID?
    public var subviews: [ViewID] = []
    /// A frame given at creation; while `translatesAutoresizingMaskIntoConstraints` is on, required
    /// autoresizing-mask constraints hold the view to it.
    public var declaredFrame: Rect?
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// Whether ``declaredFrame`` was set after UIKit's layout pass (`viewDidLayoutSubviews`,
    /// `layoutSubviews`) on a view that does not translate its mask and that its constraints
    /// leave free: UIKit shows that frame at rest (the code sets it again after every pass), so
    /// constraints just below required hold it where nothing required says otherwise.
    public var holdsFrameSetAfterPass = false
    /// Whether the view's container sets its frame whatever its content (a list's
    /// `backgroundView`, sized to the list's bounds at every layout): its intrinsic size makes no
    /// constraints, so it never sizes the container.
    public var sizedByContainer = false
    /// The size the view was loaded with from its document (Interface Builder's stored frame):
    /// a proportional stack weighs a view with no intrinsic size by it, as UIKit by the view's
    /// size when the stack lays out.
    public var loadedSize: Size? = nil
    /// `autoresizingMask` set in code, when it stretches something: while the mask is translated,
    /// the frame follows the superview's size from ``autoresizingReference``.
    public var autoresizingMask: AutoresizingMask? = nil
    /// The superview's size when the frame or the mask was set (or the view moved into it).
    public var autoresizingReference: Size? = nil
    /// The margins as set (`layoutMargins`, `directionalLayoutMargins`; left-to-right, so leading
    /// is left): 8 on each side, except a view controller's root view, 0 top and bottom and 8 on
    /// the sides. What the `*Margin` attributes and the margins guide use is
    /// ``Layout/layoutMargins(of:)``: these, raised to the system minimum on the root view, moved
    /// inside the safe area and grown for the superview's margins where asked.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// A table view cell's content view, whose margins (while none are set) are UIKit's since
    /// iOS 11: 11 at the top and bottom, the table's margin at the sides (``Layout/layoutMargins(of:)``).
    public var hasTableCellContentMargins = false
    /// A table's section header or footer view's content view (`UITableViewHeaderFooterView`),
    /// whose side margins (while none are set) are the table's, as its cells' are; its top and
    /// bottom keep UIView's 8.
    public var hasTableHeaderContentMargins = false
    /// A table view cell whose code holds its content outside its content view (added to the
    /// cell itself, or pinned to the cell's own top and bottom), which the self-sizing row never
    /// measures: a fix for its row is to put the content in the content view.
    public var holdsContentOutsideContentView = false
    /// A table's `tableHeaderView` or `tableFooterView`: the table sizes it by its frame, never
    /// by its constraints, so a fix for it is its frame's height (``Layout/setIsTableHeader(_:)``).
    public var isTableHeader = false
    /// `insetsLayoutMarginsFromSafeArea` (default true): the margins count from the safe area's
    /// edges rather than the view's.
    public var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins` (default false).
    public var preservesSuperviewLayoutMargins = false
    /// `layoutMarginsFollowReadableWidth` (default false): the sides of the margins grow to the
    /// readable content guide's where that is narrower (see ``Layout/layoutMargins(of:)``).
    public var layoutMarginsFollowReadableWidth = false
    /// A row of the root view when the root is a table or collection view (a table view
    /// controller's): it scrolls with the root's content, whose adjusted content inset keeps it
    /// clear of the bars, so no safe-area inset reaches it from above or below, and preserving
    /// the root's margins takes only their sides (see ``Layout/layoutMargins(of:)``).
    public var isRootScrollContent = false
    /// A view drawn as a screen of its own (a freeform top-level view of an Interface Builder
    /// file, which IB's canvas draws with the device's status bar and home indicator whatever
    /// its size): its safe area is the root's, not the part of it its frame overlaps.
    public var hasScreenSafeArea = false
    /// A view laid out in no window (measured or laid out alone, its superview none in the app):
    /// placed under the root here only to be solved, it and its subviews have no safe-area inset.
    public var isOutsideWindow = false
    /// The `additionalSafeAreaInsets` of the child view controller whose view this is: added to
    /// the safe area it gets from its superview, and seen by its subviews.
    public var additionalSafeAreaInsets = EdgeInsets.zero
    public var huggingPriority: [Axis: Int] = [.horizontal: 250, .vertical: 250]
    public var compressionResistance: [Axis: Int] = [.horizontal: 750, .vertical: 750]
    public var label: LabelContent? = nil
    /// The image size of an image view (its intrinsic size).
    public var imageSize: Size? = nil
    /// The app's own class a view made here stands in for (`RatingView` taken as a plain
    /// view): what that class draws, and any intrinsic size it has, are not known. Nil for a
    /// view of a class the paste or UIKit holds.
    public var standsInFor: String? = nil
    /// What an image view's image is when its size is not known here (`the system symbol
    /// "chevron.right"`, an image of the app's): an ambiguity the image's size would settle in
    /// UIKit says so. Nil for a view with no such image.
    public var unknownImage: String? = nil
    /// The font size of a control's one line of text (a button's title, a text field's text or
    /// placeholder), which UIKit draws centred in the control: its baselines follow the centre.
    /// Nil for views that are not such controls.
    public var centeredTextFontSize: Double? = nil
    public var scroll: ScrollState? = nil
    /// `alignmentRectInsets`: how far the frame reaches past the rectangle the constraints place
    /// (a switch's frame is 2 pt wider on the right). Zero for most views.
    public var alignmentRectInsets = EdgeInsets.zero

    init(id: ViewID, name: String, kind: ViewKind, superview: ViewID?, frame: Rect?) {
        self.id = id
        self.name = name
        self.kind = kind
        self.superview = superview
        declaredFrame = frame
        translatesAutoresizingMaskIntoConstraints = frame != nil
        if kind == .root { layoutMargins = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8) }
        if kind == .scrollView || kind == .root { scroll = kind == .scrollView ? ScrollState() : nil }
        if kind == .label { label = LabelContent() }
    }

    public var isScrollView: Bool { kind == .scrollView }
    /// A scroll view, or a text view (`UITextView` is one): to the views inside it, its edges are
    /// its content area's, not its frame's.
    public var hasContentArea: Bool { isScrollView || label?.isTextView == true }
}
