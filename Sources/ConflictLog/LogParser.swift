/// Reads a pasted log — the console block of any iOS era, a part of it, or `po` output — into a
/// ``ConflictLog``. Every entry is kept: one that cannot be read is an opaque entry with a note.
///
/// A paste may hold several logs (the console prints one per conflict, with other lines around
/// them): ``parseAll(_:)`` splits it at each "Unable to simultaneously satisfy constraints" and
/// reads each log on its own. Only the lines between a log's `(` and `)`, and the one after
/// "Will attempt to recover by breaking constraint", are its entries.
public enum LogParser {
    /// What the first line of a log may be, for the error when there is none.
    static let expected = "expected a conflict log: UIKit's 'Unable to simultaneously satisfy constraints.' block, "
        + "its list '(' … ')' of \"<NSLayoutConstraint:0x… …>\" lines, or 'po view.constraints' output "
        + "('[<NSLayoutConstraint:0x… …>, …]')"

    /// The paste's first log (the whole paste when it holds one).
    public static func parse(_ text: String) throws(LogInputError) -> ConflictLog {
        let logs = try parseAll(text)
        return logs[0]
    }

    /// Every log of the paste, in order; at least one, or an error saying what was expected.
    public static func parseAll(_ text: String) throws(LogInputError) -> [ConflictLog] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { raw in
            LogLine.clean(raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw))
        }
        // A log a forum or chat flattened onto one line: the header, then its list's `(` and
        // entries on the same line. Read as if the list began on the next line.
        var splitAt: Int?
        if let i = lines.firstIndex(where: { LogLine($0) == .header && !EntrySpans.find(in: $0).isEmpty }),
           let first = EntrySpans.find(in: lines[i]).first {
            let chars = Array(lines[i])
            if let open = chars[..<max(0, first.column - 1)].lastIndex(of: "("), open > 0 {
                lines.replaceSubrange(i...i, with: [String(chars[..<open]), String(chars[open...])])
                splitAt = i + 1
            }
        }
        let kinds = lines.map(LogLine.init)
        var logs: [ConflictLog] = []
        var firstError: LogInputError?
        for range in segments(kinds) {
            do {
                logs.append(try parse(lines, kinds, range))
            } catch {
                if firstError == nil { firstError = error }
                // Another log whose paste ends (or is cut) before its list: said on the log above.
                if !logs.isEmpty, let header = range.first(where: { kinds[$0] == .header }) {
                    logs[logs.count - 1].notes.append(.init(line: header + 1, message: "another log begins here, but the "
                        + "paste holds no constraint of it (its list is cut off): only the log above is answered — paste "
                        + "the rest of it to answer it too"))
                }
            }
        }
        if logs.isEmpty {
            throw firstError ?? LogInputError(line: 1, column: 1, message: expected, text: lines.first ?? "")
        }
        if let splitAt {
            logs[0].notes.append(.init(line: splitAt, message: "the header and the list were on one line, as forums print logs: "
                + "read as if the list began on the next line, so lines are counted from \(splitAt + 1) there"))
        }
        return logs
    }

    /// Where each log of the paste begins and ends: a header begins a new log once the one before
    /// it has entries, and so does a list `(` after a log whose list is closed.
    static func segments(_ kinds: [LogLine]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0
        var hasEntries = false, listClosed = false, inPo = false
        for (i, kind) in kinds.enumerated() {
            switch kind {
            case .header where hasEntries, .listOpen where listClosed:
                out.append(start..<i)
                start = i
                hasEntries = false
                listClosed = false
            default: break
            }
            switch kind {
            case .entries, .willAttempt, .quoted: hasEntries = true
            case .poOpen: hasEntries = true; inPo = true
            case .listClose where !inPo: listClosed = true
            default: break
            }
        }
        out.append(start..<kinds.count)
        return out
    }

    /// One log: the lines of `range`.
    static func parse(_ lines: [String], _ kinds: [LogLine], _ range: Range<Int>) throws(LogInputError) -> ConflictLog {
        var log = ConflictLog()
        var sawHeader = false, sawPo = false, inList = false, listSeen = false, awaitingBroken = false
        var brokenEntry: LogEntry?
        var listCloseLine: Int?
        var sawClose = false
        var firstFilled: (number: Int, text: String)?
        var lastFilled = range.lowerBound + 1
        for offset in range {
            let number = offset + 1
            let line = lines[offset]
            let kind = kinds[offset]
            if kind != .blank {
                if firstFilled == nil { firstFilled = (number, line) }
                lastFilled = number
            }
            switch kind {
            case .header:
                sawHeader = true
                if log.systemProcess == nil { log.systemProcess = ConflictLog.systemProcess(inHeader: line) }
                if line.contains("[Layout] Unable") {
                    log.notes.append(.init(line: number, message: "a macOS log: AppKit's constraints read as UIKit's"))
                }
            case .listOpen:
                inList = true
                listSeen = true
            case .listClose:
                inList = false
                sawClose = true
                // A ')' that closes a list the paste never opened: its start was cut off.
                if !listSeen, !sawPo, !log.entries.isEmpty, listCloseLine == nil { listCloseLine = number }
            case .poOpen:
                sawPo = true
                fallthrough
            case .entries, .willAttempt:
                let spans = EntrySpans.find(in: line)
                if case .willAttempt = kind { awaitingBroken = true }
                // After the list, only the broken constraint is the log's: anything else is
                // another line of the console.
                if listSeen, !inList, !awaitingBroken, !sawPo {
                    if !spans.isEmpty {
                        log.notes.append(.init(line: number, message: "not part of the log (after its list): '\(line.trimmedSpaces)'"))
                    }
                    continue
                }
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
            case .other where inList, .console where inList:
                log.notes.append(.init(line: number, message: "not a constraint of the list: '\(line.trimmedSpaces)'"))
            default:
                break
            }
        }
        if let brokenEntry {
            if let i = log.entries.firstIndex(where: { same($0, brokenEntry) }) {
                log.brokenIndex = i
            } else if let i = sameShape(log.entries, brokenEntry) {
                // The address printed under "Will attempt to recover" is not the list's: SnapKit
                // 0.x prints other addresses each time, and some pastes mix two runs' lines.
                log.brokenIndex = i
                log.notes.append(.init(line: brokenEntry.line, message: "the broken constraint is printed with other "
                    + "addresses than in the list; it reads as line \(log.entries[i].line) does otherwise, and is taken to be it"))
            } else {
                let cut = log.entries.isEmpty
                log.entries.append(brokenEntry)
                log.brokenIndex = log.entries.count - 1
                log.gap = cut ? .listCut : .brokenNotListed
                log.notes.append(.init(line: brokenEntry.line, message: cut
                    ? "the paste holds only the end of this log: its list was cut off, and the broken constraint is all there is"
                    : "the broken constraint is not in the list as pasted: added to it"))
            }
        }
        // The paste ends inside the list: its ')' and what follows were not copied.
        if inList, brokenEntry == nil, !sawPo, !log.entries.isEmpty, log.gap == nil { log.gap = .listUnclosed }
        if listCloseLine != nil, !sawHeader, log.gap == nil, let first = log.entries.first {
            log.gap = .listStartCut
            log.notes.append(.init(line: first.line, message: "the paste starts inside UIKit's list (no header, no '(' before this "
                + "line): constraints above it may be missing, those of the conflict among them"))
        }
        // Constraint lines alone: no header, no '(' or ')', nothing UIKit printed around them.
        if !sawHeader, !listSeen, !sawClose, !sawPo, brokenEntry == nil, log.gap == nil, !log.entries.isEmpty {
            log.gap = .linesOnly
        }
        log.form = sawPo ? .po : sawHeader ? .console : .list
        log.lines = (firstFilled?.number ?? range.lowerBound + 1)...max(firstFilled?.number ?? 1, lastFilled)
        guard !log.entries.isEmpty else {
            let (line, text) = firstFilled ?? (range.lowerBound + 1, range.isEmpty ? "" : lines[range.lowerBound])
            let column = (text.firstIndex { $0 != " " && $0 != "\t" }).map { text.distance(from: text.startIndex, to: $0) + 1 } ?? 1
            let redacted = range.contains { lines[$0].trimmedSpaces == "<private>" }
            let message = redacted
                ? "the log's constraints are hidden as <private>: the device's unified log (Console, a sysdiagnose) redacts "
                    + "what UIKit prints; copy the log from Xcode's debug console, with the app run from Xcode, where every "
                    + "constraint is printed"
                : sawHeader
                ? "the log has no constraints: expected the list '(' … ')' of \"<NSLayoutConstraint:0x… …>\" lines after the header"
                : expected
            throw LogInputError(line: line, column: column, message: message, text: text)
        }
        return log
    }

    /// The one entry of `entries` that reads as `b` once every address is blanked out, if
    /// exactly one does: the same constraint printed with other addresses.
    static func sameShape(_ entries: [LogEntry], _ b: LogEntry) -> Int? {
        let shape = b.shape
        let found = entries.indices.filter { entries[$0].shape == shape }
        return found.count == 1 ? found[0] : nil
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
