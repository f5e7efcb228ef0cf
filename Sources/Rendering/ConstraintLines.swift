import Layout

/// Where the session's script made each constraint: the line of the entry that made it and that
/// line's text. The runner records the constraints new after each entry; within an entry of
/// several lines, the line naming the constraint's view and attribute is taken (the first line
/// when none does). Layoutbook's own model does not keep where a constraint was written, so this
/// is what the session's conflict report cites as "made at".
public struct ConstraintLines: Sendable {
    /// One constraint's line.
    public struct Line: Sendable, Hashable {
        /// The line in the script, from 1 (at the prompt and in a notebook's cell, the line of
        /// the entry).
        public var number: Int
        /// That line's text, trimmed; on a line of SnapKit or Masonry, the `make.…` statement
        /// that names the constraint's attribute (a line may hold a view's whole block).
        public var text: String
        /// Whether `number` is a script's line (`run FILE`), worth citing; at the prompt each
        /// entry starts at line 1 again, and only the text says which it was.
        public var inScript: Bool
    }

    /// A line, and the item, its view's name and the attribute of the constraint it made: a
    /// constraint that does not match (its id reused by a layout the runner did not see made, a
    /// conflict log's rebuild) is not cited, and after `undo` the old layout's are again.
    var byID: [Int: (line: Line, item: Item, name: String, attribute: Attribute)] = [:]
    /// A script's lines read so far (`run FILE`), by number, without comments: a constraint an
    /// entry makes by calling code an earlier entry declared (`let row = Row()` running `Row`'s
    /// `init`) is cited at the line of that code that activated it.
    var scriptLines: [Int: String] = [:]

    public init() {}

    /// The line that made a constraint of `layout`, when recorded.
    public func line(of id: LayoutConstraintID, in layout: Layout) -> Line? {
        guard let made = byID[id.rawValue], let c = layout.constraint(id), c.first == made.item,
              c.firstAttribute == made.attribute, layout.name(of: c.first.view) == made.name else { return nil }
        return made.line
    }

    /// Records the constraints `layout` holds with ids from `first` up to (not including) `end` as
    /// made by the entry `text`, whose first line is `firstLine`. An id made again after `undo`
    /// takes the newer entry's line. Only the app's own constraints are recorded: an autoresizing
    /// mask's are made again whenever a frame changes, and a cell's encapsulated sizes are UIKit's.
    /// `written` gives, where known, the lines of the statement that activated a constraint (in
    /// the numbering `firstLine` starts): the line is looked for among those only — a
    /// constraint made in a loop or a method is cited where it was written, not at another line
    /// of the entry that names the same attribute.
    public mutating func record(from first: Int, to end: Int, entry text: String, firstLine: Int, inScript: Bool = false,
                                in layout: Layout, written: [Int: ClosedRange<Int>] = [:]) {
        guard end > first else { return }
        // A comment never made a constraint: `//box.frame = CGRect(x: 20, …)` above the
        // constraints that replaced it names the view and the constant, and was cited.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Self.code(of: String($0)).trimmed(of: " \t\r")
        }
        // Each line's `make.…` statements, read once for all the constraints the entry made.
        var statements: [[MakeStatement]?] = Array(repeating: nil, count: lines.count)
        func statementsOf(_ index: Int) -> [MakeStatement] {
            if let read = statements[index] { return read }
            let read = MakeStatement.all(in: lines[index])
            statements[index] = read
            return read
        }
        // The best line of each constraint looked at, by what the search reads of it: copies of
        // one constraint (a line pasted 200 times) search the entry's lines once, not once each.
        var best: [LineQuery: Int] = [:]
        // The lines already cited for each attribute of each view (and, in an earlier entry's
        // code, of each statement there).
        var claimed: [ClaimKey: Set<Int>] = [:]
        var claimedEarlier: [String: Set<Int>] = [:]
        if inScript {
            for (i, line) in lines.enumerated() { scriptLines[firstLine + i] = line }
        }
        for raw in first..<end {
            let id = LayoutConstraintID(raw)
            guard let c = layout.constraint(id), c.origin == .user, !(c.label?.hasPrefix("UIView-Encapsulated-Layout-") ?? false)
            else { continue }
            // Activated by code of an earlier entry of the script (a method, an initialiser):
            // cited there, among the lines of the statement that activated it.
            if inScript, let span = written[raw], span.upperBound < firstLine || span.lowerBound >= firstLine + lines.count,
               let earlier = earlierLine(of: c, in: layout, span: span, claimed: &claimedEarlier) {
                byID[raw] = (earlier, c.first, layout.name(of: c.first.view) ?? "", c.firstAttribute)
                continue
            }
            let query = LineQuery(c, in: layout, within: written[raw])
            var index = best[query] ?? 0
            if lines.count > 1, best[query] == nil {
                let anywhere = Self.scoredLine(for: c, in: layout, lines: lines, statements: statementsOf)
                index = anywhere.index
                if let span = written[raw], span.lowerBound - firstLine < lines.count, span.upperBound >= firstLine {
                    let from = max(0, span.lowerBound - firstLine), to = min(lines.count - 1, span.upperBound - firstLine)
                    let there = Self.scoredLine(for: c, in: layout, lines: Array(lines[from...to])) { statementsOf(from + $0) }
                    // The statement that activated it, unless another line names it better: one
                    // that made the constraint (`let top = NSLayoutConstraint(item: label, …)`)
                    // and left `addConstraints([top])` to activate it, or a line that does not
                    // name its attribute at all (another entry's, a method pasted earlier).
                    // Where no line names the attribute (a format string's `|` edges,
                    // `V:|-[box]|`), the statement that made it wins a tie: not the line that
                    // declared a view it joins.
                    // A format string names no attribute (`V:|-20-[box(100)]` is a top and a
                    // height): the statement that read it made the constraint, whatever line
                    // elsewhere names the same attribute of the same view.
                    // A SnapKit or Masonry block that activated it and has a `make.…` naming its
                    // attribute made it there: its `make` names neither the view nor, often, the
                    // other view, so another block's line naming both (`make.left.equalTo(label1
                    // .snp.right).offset(2)` beside `label1`'s own `make.left…offset(2)`) scores
                    // higher and was cited.
                    let thereStatements = statementsOf(from + there.index)
                    let thereNames = Self.namesAttribute(c, lines[from + there.index], thereStatements)
                    let named = thereNames || lines.indices.contains { Self.namesAttribute(c, lines[$0], statementsOf($0)) }
                    // A statement that activates nothing by name (no `activate`, `addConstraint`,
                    // `isActive`) made what it activated: a library's call (TinyConstraints'
                    // `panel.stack([a, b])` makes `b.bottom == panel.bottom`), cited there even
                    // when another line names the attribute (`edgesToSuperview(excluding: .bottom)`).
                    if (there.score >= anywhere.score && (thereNames || !named)) || (thereNames && !thereStatements.isEmpty)
                        || lines[from...to].contains(where: Self.readsVisualFormat)
                        || (from == to && !Self.activatesByName(lines[from]) && thereStatements.isEmpty) {
                        index = from + there.index
                    }
                }
            }
            best[query] = index
            // Two constraints of one attribute of one view, each line naming them alike
            // (`make.width.equalTo(0)` then `make.width.equalTo(w)`): each is cited at its own
            // line, in the order they were made, not both at the first.
            let claimKey = ClaimKey(name: query.name, attribute: query.attribute, within: query.within)
            if let taken = claimed[claimKey], taken.contains(index), taken.count < Self.claimLimit {
                let span = written[raw].map { max(0, $0.lowerBound - firstLine)...min(lines.count - 1, max(0, $0.upperBound - firstLine)) }
                    ?? 0...(lines.count - 1)
                let top = Self.lineScore(for: c, in: layout, line: lines[index], statements: statementsOf(index))
                if span.lowerBound <= span.upperBound, let free = span.first(where: { i in
                    !taken.contains(i) && Self.lineScore(for: c, in: layout, line: lines[i], statements: statementsOf(i)) == top
                }) {
                    index = free
                }
            }
            claimed[claimKey, default: []].insert(index)
            let statement = statementsOf(index).first { $0.attributes.contains(c.firstAttribute.rawValue) }
            byID[raw] = (Line(number: firstLine + index, text: statement?.text ?? lines[index], inScript: inScript), c.first, layout.name(of: c.first.view) ?? "",
                         c.firstAttribute)
        }
    }

    /// The line among `span`, lines of an earlier entry of the script, that names `c` best; nil
    /// when the script's lines there are not all known.
    /// Two constraints of one attribute of one view made there (`make.left.right…offset(15)` then
    /// `make.right…offset(-15)`) are cited at a line each, in the order they were made, as an
    /// entry's own are (`claimed` keeps the lines cited so far).
    func earlierLine(of c: LayoutConstraint, in layout: Layout, span: ClosedRange<Int>, claimed: inout [String: Set<Int>]) -> Line? {
        guard span.count <= 10_000 else { return nil }
        var texts: [String] = []
        for number in span {
            guard let text = scriptLines[number] else { return nil }
            texts.append(text)
        }
        var index = Self.scoredLine(for: c, in: layout, lines: texts) { MakeStatement.all(in: texts[$0]) }.index
        let key = "\(layout.name(of: c.first.view) ?? "").\(c.firstAttribute.rawValue)@\(span.lowerBound)-\(span.upperBound)"
        if let taken = claimed[key], taken.contains(index) {
            let top = Self.lineScore(for: c, in: layout, line: texts[index], statements: MakeStatement.all(in: texts[index]))
            if let free = texts.indices.first(where: { i in
                !taken.contains(i) && Self.lineScore(for: c, in: layout, line: texts[i], statements: MakeStatement.all(in: texts[i])) == top
            }) {
                index = free
            }
        }
        claimed[key, default: []].insert(index)
        let statement = MakeStatement.all(in: texts[index]).first { $0.attributes.contains(c.firstAttribute.rawValue) }
        return Line(number: span.lowerBound + index, text: statement?.text ?? texts[index], inScript: true)
    }

    /// Whether a line activates constraints made elsewhere: `NSLayoutConstraint.activate(…)`,
    /// `addConstraint(s)`, `isActive = true`, Objective-C's `active = YES` or `[… install]`.
    static func activatesByName(_ line: String) -> Bool {
        ["activate", "addConstraint", "isActive", "active", "install", "Constraint("].contains { line.contains($0) }
            || line.contains("constraint(") || line.contains("Anchor")
    }

    /// Whether a line makes constraints from a Visual Format string (`constraints(withVisualFormat:`,
    /// Objective-C's `constraintsWithVisualFormat:`, an app's helper given `"H:|…"` or `"V:|…"`).
    static func readsVisualFormat(_ line: String) -> Bool {
        line.contains("withVisualFormat") || line.contains("WithVisualFormat") || line.contains("\"H:") || line.contains("\"V:")
    }

    /// A line without its `//` comment (one inside a string literal, as in a URL, is text).
    static func code(of line: String) -> String {
        var inString = false
        var escaped = false
        var previous: Character? = nil
        var index = line.startIndex
        while index < line.endIndex {
            let ch = line[index]
            if inString {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false }
            } else if ch == "\"" {
                inString = true
            } else if ch == "/", previous == "/" {
                return String(line[..<line.index(before: index)])
            }
            previous = inString ? nil : ch
            index = line.index(after: index)
        }
        return line
    }

    /// The entry line that names the constraint's attribute and view best: the attribute counts
    /// most (`height`, `heightAnchor`, SnapKit's `make.height` with no view named), then the
    /// view's name and the constant, then the other view; the first line of the best.
    static func bestLine(for c: LayoutConstraint, in layout: Layout, lines: [String],
                         statements statementsAt: (Int) -> [MakeStatement]) -> Int {
        scoredLine(for: c, in: layout, lines: lines, statements: statementsAt).index
    }

    /// ``bestLine(for:in:lines:statements:)`` with how well it names the constraint.
    static func scoredLine(for c: LayoutConstraint, in layout: Layout, lines: [String],
                           statements statementsAt: (Int) -> [MakeStatement]) -> (score: Int, index: Int) {
        var best = (score: 0, index: 0)
        for (index, line) in lines.enumerated() {
            let score = lineScore(for: c, in: layout, line: line, statements: statementsAt(index))
            if score > best.score { best = (score, index) }
        }
        return best
    }

    /// How well one line names the constraint (see ``bestLine(for:in:lines:statements:)``).
    static func lineScore(for c: LayoutConstraint, in layout: Layout, line: String, statements: [MakeStatement]) -> Int {
        let name = layout.name(of: c.first.view) ?? ""
        let other = c.second.flatMap { layout.name(of: $0.view) }
        var score = 0
        if namesAttribute(c, line, statements) { score += 4 }
        if !name.isEmpty, containsWord(line, name) { score += 2 }
        if c.constant != 0, containsWord(line, formatNumber(abs(c.constant))) { score += 2 }
        // The root view is `view` in the code (`make.size.equalTo(view)`, `self.view`).
        if let other, containsWord(line, other) || (other == "root" && containsWord(line, "view")) { score += 1 }
        return score
    }

    /// Whether a line names the constraint's attribute: in one of its `make.…` statements, or
    /// anywhere when it has none (`heightAnchor`, `.height`), capitalised too, as Objective-C
    /// (`NSLayoutAttributeRight`) and Swift 2 (`.Right`) write it.
    static func namesAttribute(_ c: LayoutConstraint, _ line: String, _ statements: [MakeStatement]) -> Bool {
        let attribute = c.firstAttribute.rawValue
        guard statements.isEmpty else { return statements.contains { $0.attributes.contains(attribute) } }
        let capitalised = attribute.prefix(1).uppercased() + attribute.dropFirst()
        return [attribute, capitalised].contains { asciiSearch(line, $0, wholeWord: false) ?? line.contains($0) }
    }

    /// Whether `word` is in `line`, as a whole word (not next to a letter, digit or `_`) or
    /// anywhere, searched as bytes; nil when `word` is empty or not all ASCII, or when a match
    /// sits next to a byte outside ASCII (a letter there is part of the identifier; a combining
    /// mark joins the last letter into another character), for a search by characters.
    ///
    /// An ASCII byte never occurs inside another character's UTF-8 bytes, so a byte match of an
    /// ASCII word is a match of its characters wherever its neighbours are ASCII too; the line
    /// need not be checked first.
    static func asciiSearch(_ line: String, _ word: String, wholeWord: Bool) -> Bool? {
        let text = line.utf8, pattern = word.utf8
        guard let first = pattern.first, pattern.allSatisfy({ $0 < 0x80 }) else { return nil }
        let found: Bool?? = text.withContiguousStorageIfAvailable { t in
            pattern.withContiguousStorageIfAvailable { p -> Bool? in
                func isPart(_ b: UInt8) -> Bool {
                    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
                }
                guard p.count <= t.count else { return false }
                var i = 0
                while i + p.count <= t.count {
                    if t[i] == first {
                        var j = 1
                        while j < p.count, t[i + j] == p[j] { j += 1 }
                        if j == p.count {
                            let before: UInt8? = i == 0 ? nil : t[i - 1], after: UInt8? = i + j == t.count ? nil : t[i + j]
                            if (before ?? 0) >= 0x80 || (after ?? 0) >= 0x80 { return nil }
                            if !wholeWord || (!(before.map(isPart) ?? false) && !(after.map(isPart) ?? false)) { return true }
                        }
                    }
                    i += 1
                }
                return false
            } ?? nil
        }
        return found ?? nil
    }

    /// What ``bestLine(for:in:lines:statements:)`` reads of a constraint: two with the same
    /// query have the same best line.
    /// A view's attribute within the lines that wrote it: its constraints are cited at lines
    /// of their own where several name them alike.
    struct ClaimKey: Hashable {
        var name: String
        var attribute: String
        var within: ClosedRange<Int>?
    }

    /// How many constraints of one attribute of one view are spread over lines that name them
    /// alike; more (a loop's) are cited at the best line, as found.
    static let claimLimit = 16

    struct LineQuery: Hashable {
        var name: String
        var other: String?
        var attribute: String
        var constant: Double
        /// The lines the constraint was written on, when known: the search looks only there.
        var within: ClosedRange<Int>?

        init(_ c: LayoutConstraint, in layout: Layout, within: ClosedRange<Int>? = nil) {
            name = layout.name(of: c.first.view) ?? ""
            other = c.second.flatMap { layout.name(of: $0.view) }
            attribute = c.firstAttribute.rawValue
            constant = c.constant
            self.within = within
        }
    }

    /// Whether `word` appears in `line` not as part of a longer identifier.
    ///
    /// Asked for every line of an entry about every constraint it made (a loop that makes
    /// thousands), so ASCII text, which code nearly always is, is searched as bytes; other text
    /// by characters, where a letter outside ASCII is part of an identifier too.
    static func containsWord(_ line: String, _ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        if wholeWord(line, word) { return true }
        // Objective-C's instance variable of a property (`_leftPane` for `leftPane`) names it too.
        return !word.hasPrefix("_") && line.utf8.contains(0x5F) && wholeWord(line, "_" + word)
    }

    private static func wholeWord(_ line: String, _ word: String) -> Bool {
        if let found = asciiSearch(line, word, wholeWord: true) { return found }
        var rest = Substring(line)
        while let range = rest.firstRange(of: word) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            let isPart = { (ch: Character?) in ch.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isPart(before), !isPart(after) { return true }
            rest = line[range.upperBound...]
        }
        return false
    }
}

extension String {
    /// Without the characters of `set` at either end.
    func trimmed(of set: String) -> String {
        let chars = Set(set)
        var s = Substring(self)
        while let f = s.first, chars.contains(f) { s = s.dropFirst() }
        while let l = s.last, chars.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
