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
    /// A line another part of the app printed (`2026-… App[1:2] …`, `<CATransformLayer: 0x…> - …`):
    /// never an entry, and it may stand between two logs of one paste.
    case console
    case other

    init(_ raw: String) {
        let line = LogLine.clean(raw).trimmedSpaces
        if line.isEmpty { self = .blank; return }
        if line.contains("Unable to simultaneously satisfy constraints") { self = .header; return }
        if line.contains("Will attempt to recover by breaking constraint") {
            self = .willAttempt(withEntry: EntrySpans.find(in: line).contains { $0.closed })
            return
        }
        // The footer's advice: iOS 8 on; before it, `objc_exception_throw`; AppKit's NSUserDefault.
        if line.contains("UIViewAlertForUnsatisfiableConstraints") || line.hasPrefix("Break on objc_exception_throw")
            || line.contains("NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints") {
            self = .breakpointAdvice
            return
        }
        if line.contains("UIConstraintBasedLayoutDebugging") { self = .lastLine; return }
        if line == "(" { self = .listOpen; return }
        if line == ")" || line == ")," { self = .listClose; return }
        if line.hasPrefix("[<"), EntrySpans.startsEntry(Array(line), at: 1) { self = .poOpen; return }
        if !EntrySpans.find(in: line).isEmpty { self = .entries; return }
        if line.hasPrefix("\"") || line.hasPrefix("<private>") { self = .quoted; return }
        let advice = ["Probably at least one", "Try this", "(1)", "(2)", "(Note:", "NSAutoresizingMaskLayoutConstraint",
                      "translatesAutoresizingMaskIntoConstraints", "look at each constraint", "find the code that"]
        if advice.contains(where: { line.hasPrefix($0) }) { self = .advice; return }
        self = LogLine.isConsoleLine(line) ? .console : .other
    }
}

extension LogLine {
    /// The line as the console printed it, from a copy in an issue's Markdown source: a quote's
    /// `> `, bold `**` around it, and `\<`, `\>`, `\_`, `\*` escapes undone. A real log never holds a
    /// backslash before those characters, so undoing them changes nothing else.
    static func clean(_ raw: String) -> String {
        guard raw.contains(">") || raw.contains("*") || raw.contains("\\") else { return raw }
        var s = Substring(raw)
        func dropLeadingSpace() { while let f = s.first, f == " " || f == "\t" { s.removeFirst() } }
        let indent = s.prefix { $0 == " " || $0 == "\t" }
        dropLeadingSpace()
        var changed = false
        while s.hasPrefix(">") && !s.hasPrefix(">=") {
            s.removeFirst()
            dropLeadingSpace()
            changed = true
        }
        while s.hasPrefix("**") || s.hasPrefix("__") {
            s.removeFirst(2)
            changed = true
        }
        var end = s
        while let l = end.last, l == " " || l == "\t" || l == "\r" { end.removeLast() }
        if end.hasSuffix("**") && end.count > 2 {
            s = end.dropLast(2)
            changed = true
        }
        var out = changed ? String(s) : String(raw.dropFirst(indent.count))
        if out.contains("\\") {
            var chars: [Character] = []
            var i = out.startIndex
            while i < out.endIndex {
                let c = out[i]
                let next = out.index(after: i)
                if c == "\\", next < out.endIndex, "<>_*[]|()#-`".contains(out[next]) {
                    chars.append(out[next])
                    i = out.index(after: next)
                    continue
                }
                chars.append(c)
                i = next
            }
            out = String(chars)
        }
        return String(indent) + out
    }

    /// Whether a line is another console line: a timestamped one that is not UIKit's log, or an
    /// object's description followed by a message (`<CATransformLayer: 0x…> - changing …`).
    static func isConsoleLine(_ line: String) -> Bool {
        let chars = Array(line.prefix(40))
        // `2026-01-05 10:12:44.123` or `Mar  4 18:25:38`.
        if chars.count >= 10, chars[4] == "-", chars[7] == "-", chars[0...3].allSatisfy(\.isNumber) { return true }
        if chars.count >= 15, chars[0].isUppercase, chars[3] == " ", chars[9] == ":" || chars[8] == ":",
           chars[4...6].contains(where: \.isNumber) { return true }
        if line.hasPrefix("<"), let colon = line.firstIndex(of: ":"), line[line.index(after: colon)...].hasPrefix(" 0x") { return true }
        return false
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
        let start = nameStart(chars, after: i)
        var j = start
        while j < chars.count, LogScanner.isNameCharacter(chars[j]) || chars[j] == "." { j += 1 }
        // (A page that reflowed the log may put a space after `<`: only before a constraint's class.)
        if start > i + 1, !String(chars[start..<j]).hasSuffix("Constraint") { return false }
        // `<CATransformLayer: 0x…>` is an object's description, not a constraint's.
        return j > start && j + 1 < chars.count && chars[j] == ":" && chars[j + 1] != " "
    }

    /// Where the class name after the `<` at `i` begins: past the spaces a reflowed page puts
    /// there (`< NSLayoutConstraint:0x…>`).
    static func nameStart(_ chars: [Character], after i: Int) -> Int {
        var j = i + 1
        while j < chars.count, chars[j] == " " { j += 1 }
        return j
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
            let start = min(nameStart(chars, after: i), stop)
            spans.append(Span(inner: String(chars[start..<stop]), closed: end != nil, column: i + 1))
            i = stop + 1
        }
        if spans.isEmpty, let bare = bareEntry(chars) { spans.append(bare) }
        return spans
    }

    /// A list copied without its quotes and angle brackets (`NSLayoutConstraint:0x… a.leading ==
    /// b.leading + 8,`, as some issue threads show it): the line, its comma dropped, is the entry.
    static func bareEntry(_ chars: [Character]) -> Span? {
        var i = 0
        while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 }
        var j = i
        while j < chars.count, LogScanner.isNameCharacter(chars[j]) { j += 1 }
        let name = String(chars[i..<j])
        guard name.hasSuffix("Constraint"), j + 2 < chars.count, chars[j] == ":", chars[j + 1] == "0", chars[j + 2] == "x" else { return nil }
        var end = chars.count
        while end > i, chars[end - 1] == " " || chars[end - 1] == "," { end -= 1 }
        return Span(inner: String(chars[i..<end]), closed: true, column: i + 1)
    }
}
