/// A conflict log, parsed: UIKit's list of constraints and the one it broke.
public struct ConflictLog: Sendable {
    /// The constraints of the list (or of `po` output), in the log's order.
    public var entries: [LogEntry] = []
    /// The entry UIKit broke ("Will attempt to recover by breaking constraint"), as an index
    /// into `entries`; nil when the log was cut before it.
    public var brokenIndex: Int?
    /// Which shape the paste had.
    public var form: Form = .console
    /// Line-level notes: lines of the list that hold no constraint, a broken entry missing from
    /// the list, hidden (`<private>`) entries.
    public var notes: [LineNote] = []
    /// The lines of the paste the log stands on, from its first to its last (1-based).
    public var lines: ClosedRange<Int> = 1...1
    /// What the paste visibly lacks of the log, when it does (see ``Gap``).
    public var gap: Gap?
    /// The system process that printed the log, when its header names one of iOS's own
    /// (`SpringBoard[1234]: Unable to…`): then every view of it is iOS's, none the app's.
    public var systemProcess: String?

    /// iOS's own processes, as a console prefixes their lines (`SpringBoard[57:1203]:`); any
    /// `com.apple.` one too.
    static let systemProcesses: Set<String> = [
        "SpringBoard", "backboardd", "MobileSafari", "MobileMail", "MobileSMS", "MobileSlideShow", "MobileNotes",
        "MobilePhone", "Preferences", "SiriViewService", "InCallService", "Spotlight", "PassbookUIService",
        "SafariViewService", "ScreenshotServicesService", "PhotosViewService", "CarPlay",
    ]

    /// The process a console header line names before its `[pid]` or `[pid:thread]`, when it is
    /// one of ``systemProcesses``.
    static func systemProcess(inHeader line: String) -> String? {
        guard let unable = line.firstRange(of: "Unable to simultaneously") else { return nil }
        let head = line[..<unable.lowerBound]
        // The last `name[digits…]` before the header's words.
        var found: Substring?
        var rest = head[...]
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            let name = rest[..<open].reversed().prefix(while: isProcessNameCharacter)
            let inside = rest[rest.index(after: open)..<close]
            if !name.isEmpty, inside.first?.isNumber == true, inside.allSatisfy({ $0.isNumber || $0 == ":" || $0.isLetter }) {
                found = rest[rest.index(open, offsetBy: -name.count)..<open]
            }
            rest = rest[rest.index(after: close)...]
        }
        guard let found, systemProcesses.contains(String(found)) || found.hasPrefix("com.apple.") else { return nil }
        return String(found)
    }

    static func isProcessNameCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "." || c == "_" || c == "-"
    }

    /// A part of the log the paste shows is missing.
    public enum Gap: String, Sendable {
        /// The paste starts at "Will attempt to recover": the list is cut off above it.
        case listCut
        /// The broken constraint is not in the list: lines of the list are missing.
        case brokenNotListed
        /// The paste ends inside the list, before the ')' that closes it: lines of the list may be
        /// missing, and "Will attempt to recover" with them.
        case listUnclosed
        /// The paste starts inside the list: its ')' is there, its header and '(' are not, so
        /// lines above the first one pasted may be missing.
        case listStartCut
        /// Lines of the list alone, with nothing UIKit printed around them (no header, no '(' or
        /// ')'): a selection of the list, which may leave out constraints of the conflict.
        case linesOnly
    }

    public enum Form: String, Sendable {
        /// The whole console block, from the header.
        case console
        /// Only part of it: the list, or the list and the broken constraint.
        case list
        /// `po view.constraints`: a Swift array of descriptions.
        case po
    }

    public struct LineNote: Sendable, Hashable {
        public var line: Int
        public var message: String
    }

    public var broken: LogEntry? { brokenIndex.flatMap { entries.indices.contains($0) ? entries[$0] : nil } }
}

/// Why a text is not a conflict log, with where.
public struct LogInputError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    /// The offending line, for a caret under it.
    public var text: String

    public var description: String {
        "\(line):\(column): error: \(message)\n\(text)\n" + String(repeating: " ", count: max(0, column - 1)) + "^"
    }
}
