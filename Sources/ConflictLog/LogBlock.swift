/// Where a pasted log begins and ends among other lines: the prompt, a script and a notebook
/// cell read the whole block as one entry, however it was cut.
///
/// A block begins at a line Layoutbook recognises — the header (with any prefix), `(` alone, a
/// quoted `"<NSLayoutConstraint:…>"` list line, `[<NSLayoutConstraint…` from `po`, a bare
/// `<…Constraint:0x…>` line or "Will attempt to recover…" — and goes on while lines fit the
/// shape of the log (see ``LogBlock/Reader``).
public enum LogBlock {
    /// Whether a line begins a log.
    public static func starts(_ line: String) -> Bool {
        // Asked of every line of a script: the bytes first, as nearly no line is a log's.
        guard mayStart(Substring(line).utf8) else { return false }
        switch LogLine(line) {
        case .header, .listOpen, .poOpen, .willAttempt: return true
        case .entries:
            let t = LogLine.clean(line).trimmedSpaces
            return t.hasPrefix("\"<") || (t.hasPrefix("<") && t.contains("Constraint:"))
        default: return false
        }
    }

    /// Whether `text`'s first line that is not blank begins a log.
    public static func isLog(_ text: String) -> Bool {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let t = line.trimmedSpaces
            if t.isEmpty { continue }
            return mayStart(line.utf8) && starts(String(line))
        }
        return false
    }

    /// Whether a line has what every line that begins a log has — a `<`, the words of the header
    /// or of "Will attempt…", or a `(` with nothing else but a quote's or bold's marks — read as
    /// bytes: every entry typed at the prompt is asked whether it is a log, and nearly none is.
    static func mayStart(_ line: Substring.UTF8View) -> Bool {
        let unable = Array("Unable to simultaneously".utf8), willAttempt = Array("Will attempt".utf8)
        let marks: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ">"),
                                 UInt8(ascii: "*"), UInt8(ascii: "\\"), UInt8(ascii: "(")]
        if line.contains(UInt8(ascii: "(")), line.allSatisfy(marks.contains) { return true }
        var index = line.startIndex
        while index != line.endIndex {
            switch line[index] {
            case UInt8(ascii: "<"):
                return true
            case UInt8(ascii: "U") where line[index...].starts(with: unable),
                 UInt8(ascii: "W") where line[index...].starts(with: willAttempt):
                return true
            default:
                index = line.index(after: index)
            }
        }
        return false
    }

    /// How complete the block is so far.
    public enum Status: Sendable, Equatable {
        /// More is expected (the list is open, "Will attempt…" waits for its entry).
        case open
        /// It could end here, and lines of the log's shape may still follow (after the list,
        /// after the broken entry).
        case mayEnd
        /// The log's last line was read.
        case closed
    }

    /// Reads a block line by line: `feed` says whether a line belongs to it.
    public struct Reader: Sendable {
        enum State { case start, header, list, bareList, po, afterList, awaitingBroken, afterBroken, closed }
        var state = State.start

        public init() {}

        public var status: Status {
            switch state {
            case .start, .header, .list, .po, .awaitingBroken: .open
            case .bareList, .afterList, .afterBroken: .mayEnd
            case .closed: .closed
            }
        }

        /// Takes a line if it belongs to the block; returns false, changing nothing, if not.
        public mutating func feed(_ line: String) -> Bool {
            let kind = LogLine(line)
            switch (state, kind) {
            case (.closed, _): return false
            case (.start, .header): state = .header
            case (.start, .listOpen), (.header, .listOpen): state = .list
            case (.start, .poOpen), (.header, .poOpen), (.bareList, .poOpen):
                state = line.trimmedSpaces.hasSuffix("]") ? .closed : .po
            case (.start, .entries), (.header, .entries), (.bareList, .entries): state = .bareList
            case (.start, .willAttempt(let with)), (.header, .willAttempt(let with)), (.afterList, .willAttempt(let with)),
                 (.bareList, .willAttempt(let with)):
                state = with ? .afterBroken : .awaitingBroken
            case (.header, .advice), (.header, .blank): break
            case (.list, .listClose), (.bareList, .listClose): state = .afterList
            // A copy whose list closes with `}` (a retyped or reformatted paste): the list ends
            // there, as ``LogParser`` reads it (with a note), and the footer after it is the log's.
            case (.list, .other) where line.trimmedSpaces == "}": state = .afterList
            case (.list, .entries), (.list, .quoted), (.list, .blank), (.list, .console): break
            case (.po, _):
                if kind == .header || kind == .listOpen { return false }
                if line.trimmedSpaces.hasSuffix("]") { state = .closed }
            case (.afterList, .blank), (.awaitingBroken, .blank), (.afterBroken, .blank), (.bareList, .blank): break
            case (.awaitingBroken, .entries), (.awaitingBroken, .quoted): state = .afterBroken
            case (.afterList, .breakpointAdvice), (.afterBroken, .breakpointAdvice): state = .afterBroken
            // The footer's last line may be followed by the next log of the same paste.
            case (.afterList, .lastLine), (.afterBroken, .lastLine), (.header, .lastLine): state = .afterBroken
            // Several logs in one paste: the next header (or list) begins the next log, and other
            // console lines may stand between them.
            case (.afterList, .header), (.afterBroken, .header), (.awaitingBroken, .header): state = .header
            case (.afterBroken, .listOpen): state = .list
            // AppKit without the logging setting: the list is one `<private>` line.
            case (.header, .quoted): state = .afterList
            case (.afterList, .console), (.afterBroken, .console): break
            default: return false
            }
            return true
        }
    }

    /// How many of `lines`, from `start`, form the block that begins there (at least one, when
    /// `lines[start]` begins a log; blank lines at its end are not counted).
    public static func extent(of lines: [String], from start: Int) -> Int {
        var reader = Reader()
        var lastFilled = start
        var i = start
        while i < lines.count, reader.feed(lines[i]) {
            if !lines[i].trimmedSpaces.isEmpty { lastFilled = i }
            i += 1
            if reader.status == .closed { break }
        }
        return max(1, lastFilled - start + 1)
    }
}
