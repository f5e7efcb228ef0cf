/// How the shell's report text is drawn: the picture's width, its box characters, and colour.
///
/// ASCII style (`characters == .ascii`, the `--ascii` option) makes the whole report seven-bit: the
/// pictures are drawn with ASCII boxes, the report's own punctuation is spelled out (`×` → `x`,
/// `→` → `->`, `…` → `...`, `·` → `|`, `—` → `-`, `≤` → `<=`, `≥` → `>=`) and any other character
/// outside ASCII, in a view's name or a label's text, becomes `?`.
///
/// Colour (ANSI escapes) touches only headings (bold), warnings (yellow) and the conflict block
/// (red), one escape pair per line, so a notebook that strips colour codes sees the same text.
public struct ReportStyle: Sendable, Hashable {
    /// Columns of a picture, the screen's border included (60 in notebooks).
    public var width: Int
    /// `.unicode` box drawing, or `.ascii` for `--ascii`.
    public var characters: BoxCharacters
    /// Whether headings and warnings are coloured; the shell turns it on only on a terminal and
    /// never with `NO_COLOR`.
    public var color: Bool

    public init(width: Int = 60, characters: BoxCharacters = .unicode, color: Bool = false) {
        self.width = width
        self.characters = characters
        self.color = color
    }

    /// Whether every byte of the output must be ASCII.
    public var isASCII: Bool { characters == .ascii }

    /// `text` as this style prints it: in ASCII style, spelled in ASCII (no colour is added).
    public func apply(_ text: String) -> String {
        isASCII ? ASCIIText.text(text) : text
    }
}
