import Language
import Layout
import Notebook
import Rendering

/// A `.swift` file or a `.md` notebook run in a fresh session, with what an editor shows: the
/// errors of the entries that failed, and the problems of the layout the whole file leaves — each
/// conflict (its minimal set as related places), each ambiguous view and each scroll view whose
/// content size is ambiguous — placed on the lines that made them.
///
/// Layoutbook does not keep where each constraint was written, so the place is found from the
/// entry that made it (constraints and views new after each entry): within that entry, the line
/// that names the constraint's view and attribute (and its constant, and the other view), or the
/// line that names the view. In a notebook, columns count from the file's line, after the prompt.
public struct DocumentAnalysis: Sendable {
    /// A place in the document: lines and columns from 0, columns in characters.
    public struct Place: Hashable, Sendable {
        public var line: Int
        public var start: Int
        public var end: Int
    }

    /// One problem to show.
    public struct Problem: Hashable, Sendable {
        public enum Severity: Int, Sendable { case error = 1, warning = 2, information = 3 }
        public var place: Place
        public var severity: Severity
        public var message: String
        /// `layoutbook.conflict`, `layoutbook.ambiguity`, `layoutbook.contentSizeAmbiguity`, or the entry's error.
        public var code: String
        /// The other places that take part (a conflict's minimal set), with what each one is.
        public var related: [(place: Place, message: String)] = []
        /// Fixes tried on a copy of the layout that resolve the conflict, each as a text edit.
        public var fixes: [Fix] = []

        public static func == (a: Problem, b: Problem) -> Bool {
            a.place == b.place && a.message == b.message && a.code == b.code
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(place); hasher.combine(message) }
    }

    /// A fix for a conflict: replace `place` (on one line) with `text`.
    public struct Fix: Hashable, Sendable {
        public var title: String
        public var place: Place
        public var text: String
    }

    public private(set) var problems: [Problem] = []
    /// The layout the document leaves.
    public private(set) var layout: Layout
    /// The document's lines.
    let lines: [String]
    /// Where the runner saw each constraint made: its line's text, for the advice's spelling.
    var constraintLines = ConstraintLines()
    /// Where each view was made, and each constraint: the entry's lines (0-based, inclusive).
    var viewEntry: [ViewID: ClosedRange<Int>] = [:]
    var constraintEntry: [LayoutConstraintID: ClosedRange<Int>] = [:]

    /// An entry of the document: its text, its first line (from 1), and how many characters of
    /// each of its lines in the file come before the text (a notebook's prompts).
    struct Span {
        var text: String
        var firstLine: Int
        var prefix: [Int]
    }

    public init(text: String, isNotebook: Bool) {
        lines = Entry.lines(of: text).map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        var spans: [Span] = []
        if isNotebook {
            if let document = try? NotebookDocument.parse(text) {
                for cell in document.cells where !cell.directives.contains(.skip) {
                    for entry in cell.entries {
                        let prefix = entry.commandLines.enumerated().map { index, line in
                            let p = index == 0 ? CellEntry.prompt : CellEntry.continuation
                            return line.hasPrefix(p) ? p.count : line.prefix { $0 != ">" }.count + 1
                        }
                        spans.append(Span(text: entry.command, firstLine: entry.line, prefix: prefix))
                    }
                }
            }
        } else {
            spans = ScriptEntries.split(text).map { Span(text: $0.text, firstLine: $0.firstLine, prefix: []) }
        }
        var runner = Runner(style: NotebookReplay.recordingStyle, json: true)
        runner.recordsOutput = false
        layout = runner.session.layout
        for span in spans where !span.text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            let viewsBefore = Set(runner.session.layout.viewsInTreeOrder)
            let constraintsBefore = Set(runner.session.layout.constraintIDs)
            let printed = runner.output(of: span.text, firstLine: span.firstLine)
            let range = (span.firstLine - 1)...(span.firstLine - 1 + max(0, Entry.lines(of: span.text).count - 1))
            let now = runner.session.layout
            for id in now.viewsInTreeOrder where !viewsBefore.contains(id) { viewEntry[id] = range }
            for id in now.constraintIDs where !constraintsBefore.contains(id) { constraintEntry[id] = range }
            for record in printed.split(separator: "\n") where record.hasPrefix("{\"type\":\"error\"") || record.hasPrefix("{\"type\":\"warning\",\"line\"") {
                guard let value = try? JSONParser.parse(String(record)), let line = value["line"]?.intValue,
                      let column = value["column"]?.intValue else { continue }
                let index = line - span.firstLine
                let offset = index >= 0 && index < span.prefix.count ? span.prefix[index] : 0
                var message = value["message"]?.stringValue ?? ""
                if let suggestion = value["suggestion"]?.stringValue { message += " (did you mean: \(suggestion))" }
                problems.append(Problem(place: word(line: line - 1, column: column - 1 + offset),
                                        severity: value["type"]?.stringValue == "error" ? .error : .warning,
                                        message: message, code: "layoutbook.entry"))
            }
        }
        layout = runner.session.layout
        constraintLines = runner.constraintLines
        problems += layoutProblems()
    }

    // MARK: Places

    /// The word (identifier) at a column of a line, or the one character there.
    func word(line: Int, column: Int) -> Place {
        guard line >= 0, line < lines.count else { return Place(line: max(0, line), start: 0, end: 0) }
        let characters = Array(lines[line])
        let start = min(max(0, column), characters.count)
        var end = start
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
        return Place(line: line, start: start, end: max(end, min(start + 1, characters.count)))
    }

    /// The line of `range` that best matches `words` (each found adds its weight), and the
    /// first word's place on it.
    func place(in range: ClosedRange<Int>, words: [(String, Int)], bonus: (String) -> Int = { _ in 0 }) -> Place {
        var best: (score: Int, line: Int) = (0, range.lowerBound)
        for line in range where line < lines.count {
            let text = lines[line]
            let score = words.reduce(bonus(text)) { $0 + (Self.containsWord(text, $1.0) ? $1.1 : 0) }
            if score > best.score { best = (score, line) }
        }
        let text = best.line < lines.count ? lines[best.line] : ""
        for (word, _) in words {
            if let at = Self.wordIndex(text, word) { return Place(line: best.line, start: at, end: at + word.count) }
        }
        let indent = text.prefix { $0 == " " || $0 == "\t" }.count
        return Place(line: best.line, start: indent, end: text.count)
    }

    static func wordIndex(_ text: String, _ word: String) -> Int? {
        guard !word.isEmpty else { return nil }
        let characters = Array(text), target = Array(word)
        guard characters.count >= target.count else { return nil }
        for i in 0...(characters.count - target.count) where Array(characters[i..<(i + target.count)]) == target {
            let before = i == 0 ? nil : characters[i - 1]
            let after = i + target.count < characters.count ? characters[i + target.count] : nil
            func isName(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isName(before), !isName(after) { return i }
        }
        return nil
    }

    static func containsWord(_ text: String, _ word: String) -> Bool { wordIndex(text, word) != nil }

    /// Where a view was made: its name on the lines of the entry that made it.
    func place(of view: ViewID) -> Place? {
        guard let range = viewEntry[view], let name = layout.view(view)?.name else { return nil }
        return place(in: range, words: Self.spellings(of: name, weight: 1))
    }

    /// A view's name as the code may spell it: views a loop makes under one name are numbered
    /// from the second on (`card`, `card2`), and the code says `card`.
    static func spellings(of name: String, weight: Int) -> [(String, Int)] {
        let stem = String(name.reversed().drop { $0.isNumber }.reversed())
        return stem.isEmpty || stem == name ? [(name, weight)] : [(name, weight), (stem, weight)]
    }

    /// Where a constraint was made, when it is one the document wrote.
    func place(of id: LayoutConstraintID) -> Place? {
        guard let range = constraintEntry[id], let c = layout.constraint(id) else { return nil }
        // The attribute weighs most, and a SnapKit statement making it more: in a make block the
        // view's name is on the block's first line only, and a loop names its views once.
        let attribute = c.firstAttribute.rawValue
        var words: [(String, Int)] = [(attribute, 3), (attribute + "Anchor", 3)]
        if let name = layout.view(c.first.view)?.name { words += Self.spellings(of: name, weight: 2) }
        if c.constant != 0 { words.append((JSON.double(abs(c.constant)).encoded, 2)) }
        if let second = c.second, let name = layout.view(second.view)?.name { words.append((name, 1)) }
        var found = place(in: range, words: words) { Self.snapKitChain(on: $0, attribute: attribute) == nil ? 0 : 3 }
        guard found.line < lines.count else { return found }
        // The SnapKit statement on that line that makes it, when there is one: `make.width…`.
        if let chain = Self.snapKitChain(on: lines[found.line], attribute: c.firstAttribute.rawValue) {
            found.start = chain.lowerBound
            found.end = chain.upperBound
        }
        return found
    }

    /// SnapKit's attributes that stand for several.
    static let composites: [String: Set<String>] = [
        "edges": ["top", "left", "bottom", "right", "leading", "trailing"],
        "horizontalEdges": ["left", "right", "leading", "trailing"], "verticalEdges": ["top", "bottom"],
        "directionalEdges": ["top", "bottom", "leading", "trailing"],
        "directionalHorizontalEdges": ["leading", "trailing"], "directionalVerticalEdges": ["top", "bottom"],
        "size": ["width", "height"], "center": ["centerX", "centerY"],
        "margins": ["topMargin", "leftMargin", "bottomMargin", "rightMargin", "leadingMargin", "trailingMargin"],
        "directionalMargins": ["topMargin", "bottomMargin", "leadingMargin", "trailingMargin"],
        "centerWithinMargins": ["centerXWithinMargins", "centerYWithinMargins"],
    ]

    /// The columns of the `make.…` statement on `line` whose attributes include `attribute`
    /// (`make.top.left.equalTo(8)`), up to the end of its last call.
    static func snapKitChain(on line: String, attribute: String) -> Range<Int>? {
        let characters = Array(line)
        var searchFrom = 0
        while let start = wordIndex(String(characters[searchFrom...]), "make").map({ $0 + searchFrom })
            ?? wordIndex(String(characters[searchFrom...]), "$0").map({ $0 + searchFrom }) {
            var i = start
            var attributes: [String] = []
            var current = ""
            var calls = 0
            loop: while i < characters.count {
                let c = characters[i]
                if c.isLetter || c.isNumber || c == "_" || c == "." || c == "$" {
                    if c == "." { if !current.isEmpty { attributes.append(current) }; current = "" } else { current.append(c) }
                    i += 1
                } else if c == "(" {
                    if !current.isEmpty { attributes.append(current); current = "" }
                    var depth = 0
                    while i < characters.count {
                        if characters[i] == "(" { depth += 1 }
                        if characters[i] == ")" { depth -= 1; if depth == 0 { break } }
                        i += 1
                    }
                    guard i < characters.count else { return nil }
                    i += 1
                    calls += 1
                } else {
                    break loop
                }
            }
            if !current.isEmpty { attributes.append(current) }
            if calls > 0, attributes.contains(where: { $0 == attribute || composites[$0]?.contains(attribute) == true }) {
                return start..<i
            }
            searchFrom = max(i, start + 1)
            if searchFrom >= characters.count { break }
        }
        return nil
    }

    // MARK: The layout's problems

    func layoutProblems() -> [Problem] {
        var problems: [Problem] = []
        let records = Report.json(from: nil, to: layout).compactMap { try? JSONParser.parse($0) }
            .filter { $0["type"]?.stringValue == "warning" }
        // Tries of fixes shared by the conflicts: copies of one constraint break alike.
        let trials = ConflictTrials()
        for report in layout.conflicts {
            let set = Array(Set(report.conflicting + [report.broken])).sorted()
            let broken = layout.describe(report.broken)
            let message = records.first { $0["kind"]?.stringValue == "conflict" && $0["broken"]?.stringValue == broken }?["message"]?
                .stringValue ?? "Unable to simultaneously satisfy constraints"
            let located = set.compactMap { id in place(of: id).map { (id: id, place: $0) } }
            guard let primary = located.first(where: { $0.id == report.broken }) ?? located.last else { continue }
            let lead = message.hasSuffix(".") ? String(message.dropLast()) : message
            var problem = Problem(place: primary.place, severity: .error,
                                  message: lead + ": UIKit breaks " + broken, code: "layoutbook.conflict")
            problem.related = located.map { ($0.place, ($0.id == report.broken ? "broken: " : "in the minimal set: ") + layout.describe($0.id)) }
            problem.fixes = fixes(for: report, set: set, trials: trials)
            problems.append(problem)
        }
        for record in records {
            let kind = record["kind"]?.stringValue
            guard kind == "ambiguity" || kind == "contentSizeAmbiguity", let name = record["view"]?.stringValue,
                  let id = layout.id(of: name), let place = place(of: id) else { continue }
            problems.append(Problem(place: place, severity: .warning, message: record["message"]?.stringValue ?? "",
                                    code: "layoutbook." + (kind ?? "")))
        }
        return problems
    }

    /// The fixes ``ConflictAdvice`` ranks for the conflict (the session's and the log's one
    /// ranking), in its order, each that works written as an edit of the document where the
    /// code that made its constraint can be rewritten: a lowered priority as the code's own
    /// syntax spells it (``SessionSources/spelled(_:lowered:)``: `.priority(999)` on a SnapKit
    /// statement, `@999` on an equation, a VFL size, an anchor split so the priority comes before
    /// activation) in place of the statement; a removal as the statement (SnapKit) or the line
    /// taken out, when it makes that constraint alone. Fixes with no edit (self-sizing rows, a
    /// constant's sign) are left to the diagnostic's text.
    func fixes(for report: ConflictReport, set: [LayoutConstraintID], trials: ConflictTrials? = nil) -> [Fix] {
        let sources = SessionSources(layout, lines: constraintLines)
        var fixes: [Fix] = []
        for fix in ConflictAdvice.fixes(for: report, in: layout, sources: sources, trials: trials) where fix.satisfiable {
            guard let id = fix.constraint, let edit = edit(fix.kind, of: id, code: fix.code) else { continue }
            fixes.append(Fix(title: fix.advice.prefix(1).uppercased() + fix.advice.dropFirst(), place: edit.place, text: edit.text))
        }
        return fixes
    }

    /// The edit that makes a fix of `kind` on constraint `id`, when the document's code allows one.
    func edit(_ kind: ConflictFix.Kind, of id: LayoutConstraintID, code: String?) -> (place: Place, text: String)? {
        guard let place = place(of: id), place.line < lines.count, place.end <= lines[place.line].count else { return nil }
        let line = Array(lines[place.line])
        let statement = String(line[place.start..<place.end])
        let isSnapKit = (statement.hasPrefix("make") || statement.hasPrefix("$0")) && statement.hasSuffix(")")
        // The code's whole line, its indentation kept: what the runner recorded for the constraint.
        let indent = line.prefix { $0 == " " || $0 == "\t" }.count
        var end = line.count
        while end > indent, line[end - 1] == " " || line[end - 1] == "\t" { end -= 1 }
        let wholeLine = Place(line: place.line, start: indent, end: end)
        switch kind {
        case .lowerPriority, .lowerAgainstImposedSize:
            guard let code else { return nil }
            if isSnapKit { return (place, code) }
            guard constraintLines.line(of: id, in: layout)?.text == String(line[indent..<end]) else { return nil }
            return (wholeLine, code)
        case .remove, .removeDuplicate, .removeSecondPlacement:
            // Only a statement that makes this constraint alone (`make.edges` makes four; a VFL
            // line, a view's every constraint): SnapKit's by its statement, others by the line.
            let shared = layout.constraintIDs.contains { other in
                guard other != id, let at = self.place(of: other) else { return false }
                return isSnapKit ? at == place : at.line == place.line
            }
            guard !shared else { return nil }
            if isSnapKit { return (place, "") }
            guard !lines[place.line].contains(";") else { return nil }
            return (Place(line: place.line, start: 0, end: line.count), "")
        default:
            return nil
        }
    }

    // MARK: Hover

    /// The identifier at a place, and what the layout says of it when it names a view.
    public func hover(line: Int, column: Int) -> (place: Place, text: String)? {
        guard line >= 0, line < lines.count else { return nil }
        let characters = Array(lines[line])
        guard column >= 0, column <= characters.count else { return nil }
        func isName(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        var start = column, end = column
        while start > 0, isName(characters[start - 1]) { start -= 1 }
        while end < characters.count, isName(characters[end]) { end += 1 }
        guard start < end else { return nil }
        let name = String(characters[start..<end])
        guard let id = layout.id(of: name), let view = layout.view(id) else { return nil }
        func rect(_ r: Rect) -> String {
            "(\([r.minX, r.minY, r.width, r.height].map { JSON.double($0).encoded }.joined(separator: ", ")))"
        }
        let kind: String
        switch view.kind {
        case .root: kind = "root"
        case .view: kind = "view"
        case .scrollView: kind = "scroll view"
        case .label: kind = "label"
        case .image: kind = "image view"
        }
        var text = "**\(name)** · \(kind)\n\n"
        text += "frame \(rect(layout.frame(of: id)))"
        if let superview = view.superview.flatMap({ layout.view($0)?.name }) { text += " in \(superview)" }
        text += "\n\nwindow \(rect(layout.windowRect(of: id)))"
        if let info = layout.scrollInfo(id) {
            let size = [info.contentSize.width, info.contentSize.height].map { JSON.double($0).encoded }.joined(separator: "×")
            let axes = [info.horizontal.scrolls ? "horizontally" : nil, info.vertical.scrolls ? "vertically" : nil].compactMap { $0 }
            text += "\n\ncontentSize \(size) · " + (axes.isEmpty ? "does not scroll" : "scrolls " + axes.joined(separator: " and "))
        }
        let ambiguous = layout.ambiguities().filter { $0.view == id }
        if !ambiguous.isEmpty { text += "\n\nambiguous: " + ambiguous.map { $0.axis == .horizontal ? "horizontal" : "vertical" }.joined(separator: ", ") }
        return (Place(line: line, start: start, end: end), text)
    }
}
