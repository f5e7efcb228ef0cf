/// A `UIButton.Configuration` as far as it decides the button's intrinsic size: its title, the
/// title's font size and its `contentInsets` (directional; leading is left here). A configured
/// button ignores `contentEdgeInsets` and sizes to its title plus these insets.
public struct ButtonConfiguration: Sendable, Hashable {
    /// The style it was made with: `plain`, `filled`, `tinted`, `gray`, `borderless`, `bordered`, …
    public var style: String
    public var title: String?
    /// The title's font size; a configured button's title is in the body style, 17 pt.
    public var fontSize: Double
    /// The title's weight (a storyboard's `titleFontDescription`); regular by default.
    public var fontWeight: FontWeight = .regular
    public var contentInsets: EdgeInsets
    /// Its image's size, when known (nil: none, or one whose size is not known here).
    public var imageSize: Size?
    /// The room between the image and the title (`imagePadding`, 0 by default).
    public var imagePadding = 0.0
    /// Where the image sits beside the title: `leading` (the default), `trailing`, `top`, `bottom`.
    public var imagePlacement = "leading"

    public init(style: String, title: String? = nil, fontSize: Double = 17, contentInsets: EdgeInsets? = nil) {
        self.style = style
        self.title = title
        self.fontSize = fontSize
        self.contentInsets = contentInsets ?? Self.defaultContentInsets
    }

    /// The styles `UIButton.Configuration` makes with a static function (`.filled()`).
    /// iOS 26's glass styles (`.glass()`, `.prominentGlass()`, `.clearGlass()`,
    /// `.prominentClearGlass()`) are sized as the others are: their own insets are not known here.
    public static let styles = ["plain", "tinted", "gray", "filled", "borderless", "bordered", "borderedTinted",
                                "borderedProminent", "glass", "prominentGlass", "clearGlass", "prominentClearGlass"]

    /// The content insets every style starts with at the medium `buttonSize`: 7 top and bottom,
    /// 12 leading and trailing, as commonly measured. Apple does not publish them, so they are
    /// marked unverified in ``ControlSizes`` and in `help UIButton`.
    public static let defaultContentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)

    /// The size of the title and image inside the content insets: side by side with the padding
    /// between them (one above the other for `top` and `bottom`), the image alone without a title.
    public func contentSize(title text: Size) -> Size {
        guard let image = imageSize, image.width >= 0, image.height >= 0 else { return text }
        if text == .zero { return image }
        if imagePlacement == "top" || imagePlacement == "bottom" {
            return Size(width: max(text.width, image.width), height: text.height + imagePadding + image.height)
        }
        return Size(width: text.width + imagePadding + image.width, height: max(text.height, image.height))
    }
}
