import Layout

/// What a conflict's advice knows of each constraint beyond the layout: who made it, how to name
/// it, where the code made it, and how the code would read with it lowered. A session's layout
/// answers from the constraints' origins and the lines of the entries that made them
/// (``SessionSources``); a conflict log's rebuild answers from the log's entries.
public protocol ConflictSources {
    /// Who made the constraint.
    func maker(of id: LayoutConstraintID) -> ConstraintMaker
    /// The constraint as the advice quotes it (`box.height == 100`, with where it was made when
    /// the text says so: `[avatarSize@ProfileHeaderView.swift#41]`).
    func describe(_ id: LayoutConstraintID) -> String
    /// The line the constraint comes from (a log's line, a script's line): which of two was
    /// written later. Nil when unknown (then the order of creation decides).
    func line(of id: LayoutConstraintID) -> Int?
    /// Where the app's code made it, when known: a file (empty for the session's own script) and
    /// a line. Two constraints on one attribute made at one place are code that runs twice.
    func place(of id: LayoutConstraintID) -> SourcePlace?
    /// The constraint's code with its priority lowered to `priority`, in the code's own syntax
    /// (`make.height.equalTo(100).priority(999)`, `box.height == 100 @999`); nil when the code
    /// is not known or not one statement.
    func spelled(_ id: LayoutConstraintID, lowered priority: Int) -> String?
    /// Whether the layout holds every constraint of its views (the session's), so that what a
    /// view lacks without its autoresizing mask can be said; a log's rebuild does not know its
    /// superviews' sizes, and would call a view unpinned that is not.
    var knowsWholeLayout: Bool { get }
    /// Whether the constraint the layout broke is the one UIKit broke (a session's, a log that
    /// names it): false for a log cut before "Will attempt to recover…", whose broken constraint
    /// is Layoutbook's guess, so a fix does not single it out.
    var knowsBroken: Bool { get }
    /// Whether the constraint was written in the Visual Format Language (a log prints it so:
    /// `V:[superview]-(0)-[imageView]`); false when not known.
    func isVisualFormat(_ id: LayoutConstraintID) -> Bool
}

extension ConflictSources {
    public var knowsBroken: Bool { true }
    public func isVisualFormat(_ id: LayoutConstraintID) -> Bool { false }
}

/// Where code made a constraint: `ProfileHeaderView.swift#41`, or line 12 of the session's script.
public struct SourcePlace: Sendable, Hashable {
    /// The file's last path component; empty for the session's own entries.
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `ProfileHeaderView.swift#41`, or `line 12`.
    public var text: String { file.isEmpty ? "line \(line)" : "\(file)#\(line)" }
}
