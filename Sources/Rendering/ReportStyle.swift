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
    /// The most rows a picture may take (nil in notebooks: only the renderer's own limit of 500).
    /// A taller picture keeps its aspect and gets fewer columns, so it fits a terminal's height.
    public var height: Int?
    /// `.unicode` box drawing, or `.ascii` for `--ascii`.
    public var characters: BoxCharacters
    /// Whether headings and warnings are coloured; the shell turns it on only on a terminal and
    /// never with `NO_COLOR`.
    public var color: Bool
    /// The terminal's columns when the output goes to one: a table wider than that leaves out the
    /// columns that say nothing (see ``FrameTable``). Nil — piped output and notebooks — prints
    /// every column, so recordings do not depend on the terminal.
    public var tableColumns: Int?

    public init(width: Int = 60, height: Int? = nil, characters: BoxCharacters = .unicode, color: Bool = false,
                tableColumns: Int? = nil) {
        self.width = width
        self.height = height
        self.characters = characters
        self.color = color
        self.tableColumns = tableColumns
    }

    /// Rows of a terminal left for the rest of a command's output: the command line, what changed,
    /// a scroll line, the blank lines between sections and the next prompt.
    public static let reportRows = 8

    /// The style for a terminal of `columns` × `rows`: the picture as wide as the terminal and at
    /// most ``reportRows`` short of its height (but at least 6 rows), so after a command the
    /// picture, the report under it and the prompt are all on screen.
    public static func terminal(columns: Int, rows: Int?, characters: BoxCharacters = .unicode,
                                color: Bool = false) -> ReportStyle {
        ReportStyle(width: columns, height: rows.map { pictureRows(terminalRows: $0) }, characters: characters, color: color)
    }

    /// The picture's most rows at a terminal of `rows` rows.
    public static func pictureRows(terminalRows rows: Int) -> Int {
        max(6, rows - reportRows)
    }

    /// The renderer for this style's pictures.
    var renderer: AsciiRenderer {
        AsciiRenderer(width: width, characters: characters, maxRows: height ?? 500)
    }

    /// Whether every byte of the output must be ASCII.
    public var isASCII: Bool { characters == .ascii }

    /// `text` as this style prints it: in ASCII style, spelled in ASCII (no colour is added).
    public func apply(_ text: String) -> String {
        isASCII ? ASCIIText.text(text) : text
    }
}
