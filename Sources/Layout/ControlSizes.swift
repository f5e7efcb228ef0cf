/// What a standard control shows that decides its intrinsic content size.
public struct ControlContent: Sendable, Hashable {
    public var title: String?
    /// The title's or text's font size (the control's default when nil).
    public var fontSize: Double?
    /// A style word: `large`/`medium` for an activity indicator, a text field's border style.
    public var style: String?
    /// The segments of a segmented control, the pages of a page control.
    public var items: [String] = []
    /// Extra room around the content (`contentEdgeInsets`).
    public var insets = EdgeInsets.zero

    public init(title: String? = nil, fontSize: Double? = nil, style: String? = nil, items: [String] = [],
                insets: EdgeInsets = .zero) {
        self.title = title
        self.fontSize = fontSize
        self.style = style
        self.items = items
        self.insets = insets
    }
}

/// UIKit's standard controls' intrinsic content sizes, in one table. Text is measured with
/// Layoutbook's metric (half the font size a character, `round(1.2 × size)` a line), so a
/// control's size follows its title as UIKit's does; the fixed sizes are UIKit's as commonly
/// measured. Apple publishes none of them: every row is marked **unverified** and `help UIButton`
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

    static func textWidth(_ text: String, _ fontSize: Double) -> Double {
        Double(text.count) * fontSize / 2
    }

    static func lineHeight(_ fontSize: Double) -> Double { (1.2 * fontSize).rounded() }

    public static let rows: [Row] = [
        Row(className: "UIButton", rule: "system type: the title at 15 pt (7.5 a character) wide, 30 tall; "
                + "contentEdgeInsets added; no title: 30×30", verified: false) { c in
            let font = c.fontSize ?? 15
            let title = c.title ?? ""
            let width = title.isEmpty ? 30 : textWidth(title, font)
            let height = max(30, lineHeight(font) + 12)
            return Size(width: width + c.insets.left + c.insets.right, height: height + c.insets.top + c.insets.bottom)
        },
        Row(className: "UISwitch", rule: "51×31", verified: false) { _ in Size(width: 51, height: 31) },
        Row(className: "UIActivityIndicatorView", rule: "medium 20×20, large 37×37", verified: false) { c in
            let large = c.style.map { $0.lowercased().contains("large") } ?? false
            return large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
        },
        Row(className: "UIProgressView", rule: "4 tall; width from constraints", verified: false) { _ in Size(width: -1, height: 4) },
        Row(className: "UISlider", rule: "31 tall; width from constraints", verified: false) { _ in Size(width: -1, height: 31) },
        Row(className: "UISegmentedControl", rule: "32 tall; each segment its title at 13 pt plus 16", verified: false) { c in
            let width = c.items.reduce(0) { $0 + textWidth($1, 13) + 16 }
            return Size(width: c.items.isEmpty ? -1 : width, height: 32)
        },
        Row(className: "UITextField", rule: "rounded rect: 34 tall, the text or placeholder at 17 pt plus 14 wide; "
                + "other border styles: one line tall", verified: false) { c in
            let font = c.fontSize ?? 17
            let text = c.title ?? ""
            let rounded = (c.style ?? "roundedRect") == "roundedRect"
            return Size(width: textWidth(text, font) + (rounded ? 14 : 0), height: rounded ? 34 : lineHeight(font))
        },
        Row(className: "UIPageControl", rule: "26 tall; 16 a page wide", verified: false) { c in
            Size(width: c.items.isEmpty ? -1 : Double(c.items.count) * 16, height: 26)
        },
    ]

    /// The row for a control class, or nil for a class that is not a standard control.
    public static func row(for className: String) -> Row? {
        rows.first { $0.className == className }
    }

    /// A control's intrinsic content size for what it shows.
    public static func intrinsicSize(of className: String, _ content: ControlContent) -> Size? {
        row(for: className)?.size(content)
    }
}
