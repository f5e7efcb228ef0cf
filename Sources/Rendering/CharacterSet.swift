/// The characters a picture is drawn with: Unicode box drawing, or plain ASCII (`--ascii`).
public struct BoxCharacters: Sendable, Hashable {
    public var horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: Character
    /// The border of a scroll view's visible window in `show sv`.
    public var windowHorizontal, windowVertical: Character
    /// The corners of the visible window in `show sv`.
    public var windowTopLeft, windowTopRight, windowBottomLeft, windowBottomRight: Character
    /// Ends a name cut short to fit its border.
    public var ellipsis: Character
    /// A view that scales to a single cell (or a single column): too small for a border.
    public var dot: Character
    /// The ends of a view that scales to a single row: `[name]`.
    public var barLeft, barRight: Character

    public init(
        horizontal: Character, vertical: Character,
        topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character,
        windowHorizontal: Character, windowVertical: Character,
        windowTopLeft: Character, windowTopRight: Character,
        windowBottomLeft: Character, windowBottomRight: Character,
        ellipsis: Character, dot: Character, barLeft: Character = "[", barRight: Character = "]"
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.windowHorizontal = windowHorizontal
        self.windowVertical = windowVertical
        self.windowTopLeft = windowTopLeft
        self.windowTopRight = windowTopRight
        self.windowBottomLeft = windowBottomLeft
        self.windowBottomRight = windowBottomRight
        self.ellipsis = ellipsis
        self.dot = dot
        self.barLeft = barLeft
        self.barRight = barRight
    }

    public static let unicode = BoxCharacters(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        windowHorizontal: "═", windowVertical: "║",
        windowTopLeft: "╔", windowTopRight: "╗", windowBottomLeft: "╚", windowBottomRight: "╝",
        ellipsis: "…", dot: "▪")

    /// Seven-bit only, for terminals and files that cannot take Unicode. `#` marks both a one-cell
    /// view and the window's sides; the window's `=` top and bottom tell them apart.
    public static let ascii = BoxCharacters(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        windowHorizontal: "=", windowVertical: "#",
        windowTopLeft: "#", windowTopRight: "#", windowBottomLeft: "#", windowBottomRight: "#",
        ellipsis: "~", dot: "#")
}
