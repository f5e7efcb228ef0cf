/// What a standard control shows that decides its intrinsic content size.
public struct ControlContent: Sendable, Hashable {
    public var title: String?
    /// The title's or text's font size (the control's default when nil).
    public var fontSize: Double?
    /// The title's weight (a storyboard button's `fontDescription`); regular by default.
    public var fontWeight: FontWeight = .regular
    /// The design of the system font the title is measured in (the variable font unless a document
    /// saved by an older Xcode says otherwise).
    public var fontDesign = SystemFontDesign.variable
    /// The line height per point of the title's or text's font: the system font's, or a known
    /// font's (``TextMetrics/fontLineHeights``): a button is its title's line plus 12 tall and a
    /// borderless text field one line tall, in that font.
    public var lineHeightPerPoint = TextMetrics.lineHeightPerPoint
    /// A button title's font whose widths Layoutbook has measured (``NamedFontMetrics``); nil:
    /// the system font's.
    public var namedFont: NamedFont?
    /// A style word: `large`/`medium` for an activity indicator, a text field's border style.
    public var style: String?
    /// A text view's text container's `lineFragmentPadding`, left and right of its text.
    public var lineFragmentPadding = ControlSizes.lineFragmentPadding
    /// The segments of a segmented control, the pages of a page control.
    public var items: [String] = []
    /// Extra room around the content: a button's `contentEdgeInsets`, a text view's
    /// `textContainerInset`.
    public var insets = EdgeInsets.zero
    /// A button's `UIButton.Configuration`: when set, its title and content insets size the
    /// button, and `contentEdgeInsets` is ignored (as UIKit ignores it).
    public var configuration: ButtonConfiguration?
    /// A text view's `isScrollEnabled` (true by default): only a text view that does not scroll
    /// sizes to its text.
    public var isScrollEnabled = true
    /// A segmented control's widths given to its segments (`setWidth(_:forSegmentAt:)`), by
    /// segment; 0 (or none) where a segment sizes itself.
    public var segmentWidths: [Double] = []
    /// A segmented control's `apportionsSegmentWidthsByContent` (false by default: every segment
    /// is as wide as the widest; true: each as wide as its own title).
    public var apportionsSegmentWidthsByContent = false
    /// A segmented control as iOS 12 and earlier drew it (a document saved before Xcode 11): a
    /// segment is its title plus 16 and the width is not rounded. False: iOS 13 and later.
    public var narrowSegments = false
    /// A button's image (its normal state's), when its size is known: a button with an image and
    /// no title is as large as the image; with a title, the image's width is added to the title's.
    /// A negative size: an image whose size is not known (the app's asset).
    public var imageSize: Size?
    /// A button's background image (its normal state's), when its size is known: the button is
    /// at least as large as it on each axis.
    public var backgroundImageSize: Size?
    /// A system-type button (UIKit's `.system`, a document's `buttonType="system"` or
    /// `"roundedRect"`) showing only a title, with no contentEdgeInsets: UIKit holds it at least
    /// ``ControlSizes/systemButtonMinimumWidth`` wide.
    public var isSystemTitleButton = false
    /// A button's title label's `numberOfLines` (1 by default, as UIKit's button makes it): when
    /// it allows more, a title with line breaks (`"12\nPosts"`) is a line each, the button as wide
    /// as the widest and as tall as the lines.
    public var titleLines = 1
    /// A text field's overlay views shown beside its text (`leftView` and `rightView` with a mode
    /// that shows them when the field is not being edited): their widths together, which widen
    /// the field's intrinsic width.
    public var sideViewsWidth = 0.0

    public init(title: String? = nil, fontSize: Double? = nil, style: String? = nil, items: [String] = [],
                insets: EdgeInsets = .zero, configuration: ButtonConfiguration? = nil) {
        self.title = title
        self.fontSize = fontSize
        self.style = style
        self.items = items
        self.insets = insets
        self.configuration = configuration
    }
}

/// UIKit's standard controls' intrinsic content sizes, in one table. Titles and text are measured
/// with the system font's widths (``TextMetrics``) in the fonts UIKit gives these controls (a
/// system button's title 15 pt, a custom button's 18 pt, a configuration's 17 pt, a segment's 13 pt, a text field's 17 pt, all
/// regular), a line 1.1934 × the size, rounded up to the @3x pixel, so a control's size follows its
/// title as UIKit's does; the fixed sizes are UIKit's as commonly measured. Apple publishes none of them: every row is marked **unverified** and `help UIButton`
/// (and the others) says so. A size of -1 on an axis is UIKit's `noIntrinsicMetric`: the control
/// takes its width (or height) from constraints.
public enum ControlSizes {
    /// One row: how a control's intrinsic size follows from its content.
    public struct Row: Sendable {
        public var className: String
        /// How the size is found, said in `help`.
        public var rule: String
        public var verified: Bool
        let size: @Sendable (ControlContent) -> Size
    }

    /// A page control's width for `pages` dots: 18 a page and 20 more, the frames Interface
    /// Builder stores from toolsVersion 23504 on (3 pages 74, 4 pages 92; one document saved before
    /// and after that version went from 116.5 to 74 at 3 pages).
    public static func pageControlWidth(pages: Int) -> Double { 20 + 18 * Double(pages) }

    /// The room a rounded text field keeps above and below its line, together, once its line is
    /// tall enough to make it taller than 34 (see the `UITextField` row).
    public static let roundedTextFieldPadding = 9.6

    /// The room a borderless text field keeps above and below its line, together (see the
    /// `UITextField` row).
    public static let borderlessTextFieldPadding = 1.6

    /// The room a rounded text field keeps beside its text, left and right together: the frames
    /// IB stores for rounded fields no constraint sizes, in documents of Xcode 13 to 15, are their
    /// placeholders and 27.8 to 29.3 more (14-pt placeholders: 133.5 for 105.0 of text, 156 for
    /// 127.7); no field in a sample of 414 documents fits less.
    public static let roundedTextFieldSideRoom = 28.5

    /// The room a borderless text field (`borderStyle` none) keeps beside its text, left and right
    /// together: the frames IB stores for borderless fields no constraint sizes are their text
    /// (or placeholder) and 4.8 to 5.1 more — "Name of your door" at 14 pt 125 for 120.23 of
    /// text, "Type address or use your location" 223 for 217.87 (a document of Xcode 7), and
    /// placeholders at 17 pt in a document of Xcode 11, "##.##" 50 and "0.00%" 53 for 45.33 and
    /// 48 (measured, as the field measures its placeholder, in the regular weight).
    public static let borderlessTextFieldSideRoom = 5.0

    /// A title's width in the regular system font, rounded up to the pixel (controls are measured
    /// before any device is known: at ``TextMetrics/defaultScale``).
    static func textWidth(_ text: String, _ fontSize: Double, _ weight: FontWeight = .regular,
                          _ design: SystemFontDesign = .variable) -> Double {
        TextMetrics.roundedUp(TextMetrics.width(text, fontSize: fontSize, weight: weight, design: design),
                              scale: TextMetrics.defaultScale)
    }

    /// A system-type button's title or image with its contentEdgeInsets, before any background
    /// image: see the UIButton row.
    static func systemButtonContentSize(_ c: ControlContent) -> Size {
        let font = c.fontSize ?? 15
        let title = c.title ?? ""
        // An image and no title: the image's size (UIKit's image view inside the button), but
        // never shorter than a line of its font, rounded up to whole points, as the empty title
        // still takes one: a custom button (18 pt) with a 16-pt image is 16 wide and 22 tall.
        // Measured on the frames public documents store for custom buttons showing only an image
        // that no constraint sizes: every one whose image is under 22 tall (15 to 21 pt images,
        // 6 buttons in 4 repositories) is 22 tall, every one whose image is taller is the image's
        // height (18 buttons). A system button's 15-pt line (18) is taken to hold it the same way.
        if title.isEmpty, let image = c.imageSize, image.width >= 0, image.height >= 0 {
            let line = c.insets == .zero ? (font * c.lineHeightPerPoint - 1e-7).rounded(.up) : 0
            return Size(width: image.width + c.insets.left + c.insets.right,
                        height: max(image.height, line) + c.insets.top + c.insets.bottom)
        }
        guard !title.isEmpty else {
            // No title and no image: 30 wide and, with no insets, one line of its font and the 12
            // of padding tall — 30 at the 15-pt default, 27 for a 12-pt font (as IB stores such a
            // button); with insets, or an image of unknown size, 30 and the insets.
            if c.insets == .zero, c.imageSize == nil {
                return Size(width: 30, height: (font * c.lineHeightPerPoint + 12 - 1e-7).rounded(.up))
            }
            return Size(width: 30 + c.insets.left + c.insets.right, height: 30 + c.insets.top + c.insets.bottom)
        }
        var measured = LabelContent(text: title, fontSize: font, fontWeight: c.fontWeight)
        measured.fontDesign = c.fontDesign
        measured.namedFont = c.namedFont
        let titleLines = Self.titleLines(title, c.titleLines)
        let width = titleLines.map { (TextMetrics.width($0, measured) - 1e-7).rounded(.up) }.max() ?? 0
        let line = font * c.lineHeightPerPoint * Double(titleLines.count)
        // The 12 is UIKit's padding of 6 above and below a title while contentEdgeInsets are
        // zero; any other insets replace it (so `contentEdgeInsets` of 10 top and bottom make a
        // 15-pt button 17.9 + 20 = 38 tall, not 50, as IB stores it).
        // Over a background image neither the padding nor the least width is there: the button is
        // its bare title, made at least the image's size below (a 14-pt "99" on a 22×22 bubble is
        // 22×22, as IB stores such a badge that no constraint sizes).
        let background = c.backgroundImageSize.map { $0.width >= 0 && $0.height >= 0 } ?? false
        let vertical = c.insets == .zero ? (background ? 0 : 12) : c.insets.top + c.insets.bottom
        var height = (line + vertical - 1e-7).rounded(.up)
        var content = c.isSystemTitleButton && c.insets == .zero && (c.imageSize.map { $0.width < 0 } ?? true) && !background
            ? max(width, systemButtonMinimumWidth) : width
        // An image beside the title: UIKit's button lays the image view out before the title
        // label, so it is wider by the image's width. It is as tall as the taller of the two,
        // without the title's padding of 6 above and below: the frames IB stores for such buttons
        // that no constraint sizes are the image's height (15 buttons in 4 repositories, system
        // and custom type, titles at 11 to 17 pt beside 25-, 26- and 31-pt images), not the
        // title's line plus 12.
        if let image = c.imageSize, image.width >= 0, image.height >= 0 {
            content += image.width
            let vertical = c.insets.top + c.insets.bottom
            height = max((line + vertical - 1e-7).rounded(.up), image.height + vertical)
        }
        return Size(width: content + c.insets.left + c.insets.right, height: height)
    }

    /// The lines a button's title is drawn on: the whole title when its label has one line;
    /// otherwise each paragraph, as many as `numberOfLines` allows (0: all).
    static func titleLines(_ title: String, _ numberOfLines: Int) -> [String] {
        guard numberOfLines != 1 else { return [title] }
        let paragraphs = title.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        return numberOfLines > 0 ? Array(paragraphs.prefix(numberOfLines)) : paragraphs
    }

    /// The least width of a system-type button showing only a title: a shorter title ("OK" at 15 pt
    /// is 21 wide) leaves the button 30 wide. Measured on the frames public documents store: all
    /// 12 such buttons (system and rounded-rect, titles "OK", ">", "X", "+", "Off", "Set", "Cut",
    /// "1.5x" at 15 to 30 pt, 6 repositories, Xcode 8 to 16) whose width was their own are 30 wide;
    /// every one whose title is 30 or wider is as wide as its title. The custom type is not known.
    public static let systemButtonMinimumWidth = 30.0

    static func lineHeight(_ fontSize: Double) -> Double {
        TextMetrics.roundedUp(TextMetrics.lineHeight(fontSize: fontSize), scale: TextMetrics.defaultScale)
    }

    /// A text view's default `textContainerInset`: 8 top and bottom, none at the sides.
    public static let textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The size of the font a text view given none draws its text in.
    public static let defaultTextViewFontSize = 12.0

    /// A text view's text container's default `lineFragmentPadding`: 5 on the left and right.
    public static let lineFragmentPadding = 5.0

    /// The room a text view leaves around its text: its `textContainerInset` with the line
    /// fragment padding (UIKit's 5, or what code set) added left and right.
    public static func textViewInsets(_ textContainerInset: EdgeInsets, padding: Double = lineFragmentPadding) -> EdgeInsets {
        EdgeInsets(top: textContainerInset.top, left: textContainerInset.left + padding,
                   bottom: textContainerInset.bottom, right: textContainerInset.right + padding)
    }

    /// A text view's text as the layout measures it: wrapping, inside ``textViewInsets(_:)``,
    /// sizing to its text only when it does not scroll.
    ///
    /// A text view given no font (`UITextView()` in code: its `font` is nil) draws its text in the
    /// text system's default, the 12-pt system font, not a label's 17.
    public static func textView(_ c: ControlContent) -> LabelContent {
        var label = LabelContent(text: c.title ?? "", numberOfLines: 0, fontSize: c.fontSize ?? defaultTextViewFontSize)
        label.fontDesign = c.fontDesign
        label.isTextView = true
        label.textInsets = textViewInsets(c.insets, padding: c.lineFragmentPadding)
        label.sizesToText = !c.isScrollEnabled
        return label
    }

    /// From iOS 13 a segment is its 13-pt title plus 20.5, and the control's width is rounded up to
    /// the whole point. Measured on the frames public documents saved by Xcode 11 to 15 (whose
    /// canvas runs that UIKit) store for segmented controls no constraint sizes, four apps: every
    /// one is a whole number of points, and the width less the titles' is 19.75 to 21 a segment,
    /// 20.5 on average. iOS 12 and earlier: 16, not rounded.
    public static let segmentPadding = 20.5

    /// A segmented control whose every segment is given a width (`setWidth(_:forSegmentAt:)`,
    /// a document's `<segment width=…>`): the widths and a 1-pt divider between each two
    /// segments (two 61-pt segments make 123, as IB stores them in the one public document read
    /// that gives every segment a width). Nil when some segment sizes itself.
    static func fixedSegmentsWidth(_ c: ControlContent) -> Double? {
        guard !c.items.isEmpty, c.segmentWidths.count == c.items.count, c.segmentWidths.allSatisfy({ $0 > 0 }) else { return nil }
        return c.segmentWidths.reduce(0, +) + Double(c.items.count - 1)
    }

    public static let rows: [Row] = [
        Row(className: "UIButton", rule: "system type: the title at 15 pt wide (the system font's widths), its line plus 12 tall "
                + "(30 at 15 pt, 29 at 14, 26 at 11), both rounded up to whole points; the custom type (UIButton(), "
                + "UIButton(frame:), a storyboard button without buttonType): its title at 18 pt unless a font is set (34 tall); "
                + "contentEdgeInsets added (other than zero, they replace the 6 above and below the title); an image and no title: the image's size, at least a line of its font tall (22 for a custom button's 18 pt) (a type whose image the system draws, .infoLight, .infoDark, .detailDisclosure or .contactAdd, is that image, 25.6 square, and is made at that size); an image and a title: the title's width plus the image's, as tall as the taller of the image and the title's line (no padding); neither: 30 wide and its font's line plus 12 tall (30 at 15 pt, 34 at a custom button's 18), with insets 30×30 and the insets; a system-type button's title alone, no insets: at least 30 wide; "
                + "a title label given more lines (titleLabel.numberOfLines = 0) takes a line for each line break of the title, "
                + "as wide as the widest; "
                + "over a background image: the bare title (no padding, no least width), at least the image's size on each axis "
                + "(with no title and no image, the background image's size). With a UIButton.Configuration: the title at 17 pt "
                + "and its image beside it (imagePadding between them; above or below for imagePlacement .top and .bottom) "
                + "plus the configuration's contentInsets (7 top and bottom, 12 leading and trailing by default), "
                + "contentEdgeInsets ignored", verified: false) { c in
            if let config = c.configuration {
                let title = config.title ?? c.title ?? ""
                let insets = config.contentInsets
                // In the title's font: the system font, or a font iOS ships whose widths and line
                // are known (an attributed title in Helvetica 20 is a 23-pt line, not the system's 24).
                var measured = LabelContent(text: title, fontSize: config.fontSize, fontWeight: config.fontWeight)
                measured.fontDesign = c.fontDesign
                measured.namedFont = c.namedFont
                let text = title.isEmpty ? Size.zero
                    : Size(width: TextMetrics.roundedUp(TextMetrics.width(title, measured), scale: TextMetrics.defaultScale),
                           height: TextMetrics.roundedUp(config.fontSize * c.lineHeightPerPoint, scale: TextMetrics.defaultScale))
                let content = config.contentSize(title: text)
                return Size(width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
            }
            // A button without a configuration sizes to whole points: its title's width and line
            // height plus 12 are rounded up (the frames Interface Builder stores for such buttons
            // are whole: "Done" at 15 pt is 36.33 wide as text, 37 as a button). Nothing holds
            // it to 30: the frames IB stores for titles under 15 pt are shorter (14 pt: 29,
            // 11 pt: 26), as for larger ones taller (17 pt: 33).
            // A background image alone, no title and no image: the button is the image's size (a
            // 23×23 warning sign, as IB stores such a button no constraint sizes), not the empty
            // title's 30×34.
            if let background = c.backgroundImageSize, background.width >= 0, background.height >= 0, (c.title ?? "").isEmpty,
               c.imageSize == nil, c.insets == .zero {
                return background
            }
            let content = systemButtonContentSize(c)
            // A background image is drawn stretched over the whole button, which UIKit makes at
            // least the image's size on each axis (a 50×50 round background holds a 15-pt title
            // 50×50; a longer title widens the button past it).
            guard let background = c.backgroundImageSize, background.width >= 0, background.height >= 0 else { return content }
            return Size(width: max(content.width, background.width), height: max(content.height, background.height))
        },
        // A switch's frame is 2 pt wider than what its constraints place (see
        // ``alignmentRectInsets(of:_:)``): 51×31 drawn, 49×31 placed.
        Row(className: "UISwitch", rule: "49×31 placed by constraints, its frame 51×31 (2 pt more on the right); "
                + "the iOS 26 switch (style 'glass', Xcode 26's canvas) 61×28, its frame 63×28", verified: false) { c in
            c.style == "glass" ? Size(width: 61, height: 28) : Size(width: 49, height: 31)
        },
        Row(className: "UIStepper", rule: "94×32 (94×29 before iOS 13), its frame as placed", verified: false) { _ in
            Size(width: 94, height: 32)
        },
        Row(className: "UIActivityIndicatorView", rule: "medium 20×20, large 37×37", verified: false) { c in
            let large = c.style.map { $0.lowercased().contains("large") } ?? false
            return large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
        },
        Row(className: "UIProgressView", rule: "4 tall; width from constraints", verified: false) { _ in Size(width: -1, height: 4) },
        // A picker's wheels: 216 tall, as their rows are drawn; a date picker's compact and
        // inline styles (the default since iOS 14) size themselves to their date text or
        // calendar, not modelled: no intrinsic size then.
        Row(className: "UIPickerView", rule: "320×216, its wheels' size", verified: false) { _ in Size(width: 320, height: 216) },
        Row(className: "UIDatePicker", rule: ".wheels style (preferredDatePickerStyle) 320×216; the compact and inline styles "
                + "(iOS 14's default) not modelled: no intrinsic size", verified: false) { c in
            c.style == "wheels" ? Size(width: 320, height: 216) : Size(width: -1, height: -1)
        },
        // A slider's and a segmented control's frames reach past what their constraints place
        // (see ``alignmentRectInsets(of:_:)``).
        Row(className: "UISlider", rule: "30 tall placed by constraints, its frame 2 pt wider on each side and 1 pt taller "
                + "below (31 tall); width from constraints; Xcode 26's slider (style 'glass') 34 tall, its frame as placed",
            verified: false) { c in Size(width: -1, height: c.style == "glass" ? 34 : 30) },
        Row(className: "UISegmentedControl", rule: "31 tall placed by constraints, its frame 1 pt taller below (32); a segment is its title at 13 pt plus 20.5, "
                + "every segment as wide as the widest unless apportionsSegmentWidthsByContent is true, the width rounded up to a whole point "
                + "(iOS 12 and earlier, a document saved before Xcode 11: plus 16, not rounded); every segment given a width "
                + "(setWidth(_:forSegmentAt:)): the widths plus 1 pt between each two", verified: false) { c in
            let padding = c.narrowSegments ? 16 : segmentPadding
            if let width = fixedSegmentsWidth(c) { return Size(width: width, height: 31) }
            let segments = c.items.map { textWidth($0, 13, .regular, c.fontDesign) + padding }
            // UIKit's default (apportionsSegmentWidthsByContent == false) gives every segment the
            // widest one's width; apportioned by content, each keeps its own.
            let width = c.apportionsSegmentWidthsByContent
                ? segments.reduce(0, +) : (segments.max() ?? 0) * Double(segments.count)
            return Size(width: c.items.isEmpty ? -1 : c.narrowSegments ? width : (width - 1e-6).rounded(.up), height: 31)
        },
        Row(className: "UITextField", rule: "rounded rect: 34 tall, or its line plus 9.6 when that is taller (a 30-pt "
                + "field 45.667), the text or placeholder at 17 pt plus 28.5 wide; borderless: its line plus 1.6 tall (22 at 17 pt), "
                + "its text plus 5 wide; line and bezel: one line tall, as wide as its text; a shown leftView and rightView add "
                + "their widths", verified: false) { c in
            let font = c.fontSize ?? 17
            let text = c.title ?? ""
            let rounded = (c.style ?? "roundedRect") == "roundedRect"
            let line = TextMetrics.roundedUp(font * c.lineHeightPerPoint, scale: TextMetrics.defaultScale)
            // A rounded field grows with its font past 34: the frames IB stores for fields no
            // constraint sizes are 45.667 tall at 30 pt (a line of 35.80) and 52.667 at 36 pt
            // (42.96), so the room around the line is between 9.53 and 9.71; 9.6 here. At 14
            // to 20 pt they stay 34.
            let grown = TextMetrics.roundedUp(font * c.lineHeightPerPoint + roundedTextFieldPadding, scale: TextMetrics.defaultScale)
            let room = rounded ? roundedTextFieldSideRoom : c.style == "none" ? borderlessTextFieldSideRoom : 0
            // A borderless field is taller than its line: the frames IB stores for borderless
            // fields no constraint sizes are 22 at 17 pt (a line of 20.29) and 23.333 at 18 pt
            // (21.48), 63 of them in 11 documents: 1.52 to 1.71 more; 1.6 here.
            let borderless = TextMetrics.roundedUp(font * c.lineHeightPerPoint + borderlessTextFieldPadding, scale: TextMetrics.defaultScale)
            return Size(width: textWidth(text, font, .regular, c.fontDesign) + room + c.sideViewsWidth,
                        height: rounded ? max(34, grown) : c.style == "none" ? borderless : line)
        },
        Row(className: "UITextView", rule: "isScrollEnabled = false: its text as a label measures it (in its font; given none, the 12-pt system font), wrapped "
                + "at its width, plus textContainerInset (8 top, 8 bottom) and lineFragmentPadding (5 left, 5 right); "
                + "empty, one line tall; scrolling (the default): no intrinsic size", verified: false) { c in
            // The size before any width is known (the text on one line); the layout wraps it at
            // the width constraints give the view, as it does a label's.
            TextMetrics.intrinsicSize(textView(c), width: nil)
        },
        Row(className: "UIPageControl", rule: "26 tall; 20 wide plus 18 a page (74 for 3 pages), as the newest Interface "
                + "Builder stores a page control no constraint sizes", verified: false) { c in
            Size(width: c.items.isEmpty ? -1 : pageControlWidth(pages: c.items.count), height: 26)
        },
        // Bars made in code: the heights Interface Builder's canvas gives them too (see
        // SceneBuilder.barSizes); their items are not drawn.
        Row(className: "UIToolbar", rule: "44 tall; width from constraints; its items are not drawn", verified: false) { _ in
            Size(width: -1, height: 44)
        },
        Row(className: "UINavigationBar", rule: "44 tall; width from constraints; its items are not drawn", verified: false) { _ in
            Size(width: -1, height: 44)
        },
        Row(className: "UITabBar", rule: "49 tall; width from constraints; its items are not drawn", verified: false) { _ in
            Size(width: -1, height: 49)
        },
        Row(className: "UISearchBar", rule: "56 tall; width from constraints; its field is not drawn", verified: false) { _ in
            Size(width: -1, height: 56)
        },
    ]

    /// The row for a control class, or nil for a class that is not a standard control.
    public static func row(for className: String) -> Row? {
        rows.first { $0.className == className }
    }

    /// The font size of the one line of text a control draws centred in it, which its
    /// `firstBaselineAnchor` and `lastBaselineAnchor` follow: a text field's text or placeholder
    /// (17 pt by default; its baseline is there even while it is empty), a button's title (15 pt,
    /// or its configuration's). Nil for other controls and for a button without a title.
    public static func centeredTextFontSize(of className: String, _ content: ControlContent) -> Double? {
        switch className {
        case "UITextField": return content.fontSize ?? 17
        case "UIButton":
            if let config = content.configuration {
                return (config.title ?? content.title ?? "").isEmpty ? nil : config.fontSize
            }
            return (content.title ?? "").isEmpty ? nil : content.fontSize ?? 15
        default: return nil
        }
    }

    /// A control's intrinsic content size for what it shows.
    public static func intrinsicSize(of className: String, _ content: ControlContent) -> Size? {
        row(for: className)?.size(content)
    }

    /// The size a control's frame keeps whatever size code gives it: a switch's and a stepper's
    /// (UIKit's `UISwitch(frame:)` and `frame =` ignore the size they are given, so `UISwitch(frame:
    /// CGRect(x: 135, y: 250, width: 50, height: 40))` is 51×31; a stepper is resized only by a
    /// transform). Nil for every other control.
    public static func fixedFrameSize(of className: String, _ content: ControlContent) -> Size? {
        guard className == "UISwitch" || className == "UIStepper", let placed = intrinsicSize(of: className, content) else { return nil }
        let insets = alignmentRectInsets(of: className, content)
        return Size(width: placed.width + insets.left + insets.right, height: placed.height + insets.top + insets.bottom)
    }

    /// A control's `alignmentRectInsets`: how far its frame reaches past the rectangle its
    /// constraints place. Measured on the frames Interface Builder stores (its canvas runs
    /// UIKit's own controls):
    /// - a switch's frame is 2 pt wider on the right, in both its 51×31 and its iOS 26 63×28
    ///   form: a switch given a width constraint of 49 is stored 51 wide, one pinned to a stack
    ///   view's or a margin's trailing edge is stored 2 pt past it, and one after a view with a
    ///   spacing starts right at the spacing;
    /// - a segmented control's frame is 1 pt taller at the bottom: every one given a height
    ///   constraint in the samples (28, 30, 31, 41, 44) is stored 1 pt taller, its top where the
    ///   constraints put it;
    /// - a slider's frame is 2 pt wider on each side and 1 pt taller at the bottom: sliders
    ///   pinned 20 from an edge are stored 18 from it, one given a height of 30 is stored 31
    ///   tall at the same top. Xcode 26's slider (style "glass") is stored where its
    ///   constraints put it.
    /// Zero for every other control.
    public static func alignmentRectInsets(of className: String, _ content: ControlContent) -> EdgeInsets {
        switch className {
        case "UISwitch": EdgeInsets(right: 2)
        case "UISegmentedControl": EdgeInsets(bottom: 1)
        case "UISlider" where content.style != "glass": EdgeInsets(left: 2, bottom: 1, right: 2)
        default: .zero
        }
    }
}
