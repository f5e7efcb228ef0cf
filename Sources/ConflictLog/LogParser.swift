/// Reads a pasted log — the console block of any iOS era, a part of it, or `po` output — into a
/// ``ConflictLog``. Every entry is kept: one that cannot be read is an opaque entry with a note.
public enum LogParser {
    /// What the first line of a log may be, for the error when there is none.
    static let expected = "expected a conflict log: UIKit's 'Unable to simultaneously satisfy constraints.' block, "
        + "its list '(' … ')' of \"<NSLayoutConstraint:0x… …>\" lines, or 'po view.constraints' output "
        + "('[<NSLayoutConstraint:0x… …>, …]')"

    public static func parse(_ text: String) throws(LogInputError) -> ConflictLog {
        var log = ConflictLog()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var sawHeader = false, sawPo = false, inList = false, awaitingBroken = false
        var brokenEntry: LogEntry?
        var firstFilled: (number: Int, text: String)?
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            let kind = LogLine(line)
            if firstFilled == nil, kind != .blank { firstFilled = (number, line) }
            switch kind {
            case .header:
                sawHeader = true
                if line.contains("[Layout] Unable") {
                    log.notes.append(.init(line: number, message: "a macOS log: AppKit's constraints read as UIKit's"))
                }
            case .listOpen: inList = true
            case .listClose: inList = false
            case .poOpen:
                sawPo = true
                fallthrough
            case .entries, .willAttempt:
                let spans = EntrySpans.find(in: line)
                if case .willAttempt = kind { awaitingBroken = true }
                for span in spans {
                    var entry = EntryParser.parse(span.inner, line: number)
                    if !span.closed {
                        entry.body = .opaque(note: "the line ends before the constraint's closing '>'")
                    }
                    if awaitingBroken {
                        brokenEntry = entry
                        awaitingBroken = false
                    } else {
                        log.entries.append(entry)
                    }
                }
            case .quoted where inList:
                let inner = line.trimmedSpaces
                let hidden = inner.contains("<private>")
                log.entries.append(LogEntry(
                    line: number, source: inner.trimmingQuotes, className: "?", address: nil, masks: nil, identifier: nil,
                    body: .opaque(note: hidden
                        ? "the log hides this constraint (<private>); turn on the logging setting that prints it"
                        : "expected \"<NSLayoutConstraint:0x… …>\" in the list"),
                    priority: 1000, isActive: nil, names: [], location: nil))
            case .other where inList:
                log.notes.append(.init(line: number, message: "not a constraint of the list: '\(line.trimmedSpaces)'"))
            default:
                break
            }
        }
        if let brokenEntry {
            if let i = log.entries.firstIndex(where: { same($0, brokenEntry) }) {
                log.brokenIndex = i
            } else {
                log.entries.append(brokenEntry)
                log.brokenIndex = log.entries.count - 1
                log.notes.append(.init(line: brokenEntry.line,
                                       message: "the broken constraint is not in the list as pasted: added to it"))
            }
        }
        log.form = sawPo ? .po : sawHeader ? .console : .list
        guard !log.entries.isEmpty else {
            let (line, text) = firstFilled ?? (1, lines.first ?? "")
            let column = (text.firstIndex { $0 != " " && $0 != "\t" }).map { text.distance(from: text.startIndex, to: $0) + 1 } ?? 1
            let message = sawHeader
                ? "the log has no constraints: expected the list '(' … ')' of \"<NSLayoutConstraint:0x… …>\" lines after the header"
                : expected
            throw LogInputError(line: line, column: column, message: message, text: text)
        }
        return log
    }

    /// The broken entry is the list's entry with its address (SnapKit's labels: the same text).
    static func same(_ a: LogEntry, _ b: LogEntry) -> Bool {
        if let x = a.address, let y = b.address, x.hasPrefix("0x") { return x == y && a.className == b.className }
        return a.source == b.source
    }
}

extension String {
    var trimmingQuotes: String {
        var s = Substring(self)
        if s.hasSuffix(",") { s.removeLast() }
        if s.hasPrefix("\"") { s.removeFirst() }
        if s.hasSuffix("\"") { s.removeLast() }
        return String(s)
    }
}
