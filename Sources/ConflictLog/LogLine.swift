/// What a line of a pasted log is, read without its prefix (timestamp, `Proc[pid:tid]`,
/// `[LayoutConstraints]`, a syslog's `<Warning>:` and tabs).
enum LogLine: Equatable {
    case blank
    case header
    /// The advice UIKit prints after the header ("Probably at least one…", "Try this:", …).
    case advice
    case listOpen
    case listClose
    /// A line that holds one or more `<Class:0x…>` entries (a list line, `po` output, the broken one).
    case entries
    /// `Will attempt to recover by breaking constraint`, with the entry on the same line or not.
    case willAttempt(withEntry: Bool)
    /// "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints…".
    case breakpointAdvice
    /// "The methods in the UIConstraintBasedLayoutDebugging category…": the log's last line.
    case lastLine
    case poOpen
    /// A line inside a list that is quoted but holds no entry (`"<private>"`).
    case quoted
    case other

    init(_ raw: String) {
        let line = raw.trimmedSpaces
        if line.isEmpty { self = .blank; return }
        if line.contains("Unable to simultaneously satisfy constraints") { self = .header; return }
        if line.contains("Will attempt to recover by breaking constraint") {
            self = .willAttempt(withEntry: EntrySpans.find(in: line).contains { $0.closed })
            return
        }
        if line.contains("UIViewAlertForUnsatisfiableConstraints") { self = .breakpointAdvice; return }
        if line.contains("UIConstraintBasedLayoutDebugging") { self = .lastLine; return }
        if line == "(" { self = .listOpen; return }
        if line == ")" || line == ")," { self = .listClose; return }
        if line.hasPrefix("[<"), EntrySpans.startsEntry(Array(line), at: 1) { self = .poOpen; return }
        if !EntrySpans.find(in: line).isEmpty { self = .entries; return }
        if line.hasPrefix("\"") || line.hasPrefix("<private>") { self = .quoted; return }
        let advice = ["Probably at least one", "Try this", "(1)", "(2)", "(Note:", "NSAutoresizingMaskLayoutConstraint",
                      "translatesAutoresizingMaskIntoConstraints", "look at each constraint", "find the code that"]
        if advice.contains(where: { line.hasPrefix($0) }) { self = .advice; return }
        self = .other
    }
}

/// Where entries stand in a line: `<NSLayoutConstraint:0x… …>` spans.
enum EntrySpans {
    struct Span {
        /// The text between `<` and `>` (to the end of the line when not closed).
        var inner: String
        var closed: Bool
        var column: Int
    }

    /// `<` followed by a class name and `:`.
    static func startsEntry(_ chars: [Character], at i: Int) -> Bool {
        guard i < chars.count, chars[i] == "<" else { return false }
        var j = i + 1
        while j < chars.count, LogScanner.isNameCharacter(chars[j]) || chars[j] == "." { j += 1 }
        return j > i + 1 && j < chars.count && chars[j] == ":"
    }

    static func find(in line: String) -> [Span] {
        let chars = Array(line)
        var spans: [Span] = []
        var i = 0
        while i < chars.count {
            guard startsEntry(chars, at: i) else {
                i += 1
                continue
            }
            var j = i + 1
            var end: Int?
            while j < chars.count {
                if chars[j] == ">" {
                    var k = j + 1
                    while k < chars.count, chars[k] == " " { k += 1 }
                    if k == chars.count || chars[k] == "\"" || chars[k] == "," || chars[k] == "]" {
                        end = j
                        break
                    }
                }
                j += 1
            }
            let stop = end ?? chars.count
            spans.append(Span(inner: String(chars[(i + 1)..<stop]), closed: end != nil, column: i + 1))
            i = stop + 1
        }
        return spans
    }
}
