import Layout

/// What a command asks the front end to print besides the layout report.
public enum Display: Hashable, Sendable {
    /// `show`: the picture of the screen.
    case picture
    /// `show sv`: the whole content of a scroll view with its visible window.
    case scrollContent(ViewID)
    case frames
    /// `constraints [v]`.
    case constraints(ViewID?)
    /// `explain [v]`.
    case explain(ViewID?)
    /// Text the interpreter wrote itself (`help`).
    case text(String)
    /// `save FILE`, `load FILE` or `show --svg FILE`, for the runner and the front end, which
    /// alone touch files.
    case file(FileCommand)
    /// `set picture WxH` (nil: `set picture auto`), for the front end, which sizes the picture.
    case pictureSize(PictureSize?)
}

/// The terminal picture's size in columns and rows.
public struct PictureSize: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

/// What running one entry (one line, or one balanced block) did.
public struct Outcome: Hashable, Sendable {
    /// Errors; when there is one, the session is exactly as it was before the entry.
    public var diagnostics: [Diagnostic] = []
    /// Notes and hints, in command order (`zoom: sv has no zoom view`, SnapKit's centre rule).
    public var notes: [String] = []
    /// What to print, in command order.
    public var displays: [Display] = []
    /// Whether the layout may have changed, so the report should be printed.
    public var changedLayout = false
    /// Whether the entry changed the session (its views, names, settings): not only showed
    /// something. The prompt then has work to save, and new names to complete.
    public var changedSession = false

    public init() {}

    public var failed: Bool { diagnostics.contains { $0.severity == .error } }
}

extension Diagnostic: Error {}

extension Diagnostic {
    static func error(_ message: String, at range: SourceRange, suggestion: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: range, suggestion: suggestion)
    }
}
