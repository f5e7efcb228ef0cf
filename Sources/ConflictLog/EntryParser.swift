import Layout
/// Reads one constraint's description — the text between `<` and `>` — into a ``LogEntry``.
///
/// It never fails: what it cannot read becomes an opaque body with a note saying what was
/// expected where, so one odd entry never loses the rest of the log.
enum EntryParser {
    static func parse(_ printed: String, line: Int) -> LogEntry {
        let inner = unwrapBracketedItems(printed)
        var s = LogScanner(inner)
        var entry = LogEntry(line: line, source: printed, className: "", address: nil, masks: nil, identifier: nil,
                             body: .opaque(note: ""), priority: 1000, isActive: nil, names: [], location: nil)
        entry.className = s.read { $0 != ":" && $0 != " " && $0 != ">" }
        guard s.take(":") else {
            entry.body = .opaque(note: "expected 'Class:0xADDRESS' at the start of the constraint")
            return entry
        }
        let address = s.read { $0 != " " && $0 != "@" && $0 != "'" }
        entry.address = address.hasPrefix("0x") ? address.lowercased() : address
        if s.take("@") {
            let place = s.read { $0 != " " }
            if let hash = place.lastIndex(of: "#"), let n = Int(place[place.index(after: hash)...]) {
                entry.location = (String(place[..<hash]), n)
            }
        }
        s.skipSpaces()
        if s.startsWith("h="), s.chars.count >= s.index + 5 {
            s.index += 2
            let h = s.read { $0 != " " }
            s.skipSpaces()
            var v = ""
            if s.take("v=") { v = s.read { $0 != " " } }
            entry.masks = (h, v)
            s.skipSpaces()
        }
        if s.peek() == "'" {
            entry.identifier = s.quoted { after in after.peek() == " " || after.atEnd }
            s.skipSpaces()
        }
        var body = s.rest.trimmedSpaces
        let tail = splitTail(&body)
        if let tail {
            entry.isActive = tail.hasPrefix("(active") ? true : tail.hasPrefix("(inactive") ? false : nil
            entry.names = names(in: tail, line: line)
        }
        body = body.trimmedSpaces
        if let p = trailingPriority(&body) { entry.priority = p }
        var note: String?
        var parsedBody: LogBody
        if body.hasPrefix("H:") || body.hasPrefix("V:") {
            (parsedBody, note) = VisualFormatBody.parse(body, priority: &entry.priority)
        } else if body.contains("contentHeight{") || body.contains("contentWidth{") {
            // `_UIScrollViewAutomaticContentSizeConstraint … UITableView:0x….contentHeight{id: 42}
            // == -3.000000` (iOS 8): UIKit's own constraint on a table's content size, not on a
            // view's edge; a negative value is UIKit's estimate of the rows going wrong.
            let which = body.contains("contentHeight{") ? "height" : "width"
            note = "UIKit's own constraint on the scroll view's automatic content \(which) (iOS 8's "
                + "_UIScrollViewAutomaticContentSizeConstraint), not an edge of a view: not modelled; UIKit made it, not the "
                + "app's code (iOS 8 logged it for tables whose rows size themselves from estimated heights)"
            parsedBody = .opaque(note: note!)
        } else {
            (parsedBody, note) = EquationBody.parse(body)
        }
        if let note { parsedBody = .opaque(note: note) }
        entry.body = resolve(parsedBody, names: entry.names)
        if entry.priority < 1 || entry.priority > 1000 {
            entry.body = .opaque(note: "priority \(entry.priority) is out of range: priorities are 1...1000")
            entry.priority = 1000
        }
        return entry
    }

    /// SnapKit 0.x prints `<Module.LayoutConstraint:0x…> <UIView:0x…>.top == <_UILayoutGuide:0x…>.bottom`:
    /// the constraint and each item in their own brackets. Without them it reads as UIKit's form.
    static func unwrapBracketedItems(_ inner: String) -> String {
        guard let close = inner.firstIndex(of: ">"), !inner[..<close].contains(" "),
              inner[inner.index(after: close)...].hasPrefix(" <") else { return inner }
        var out = String(inner[..<close])
        let rest = Array(inner[inner.index(after: close)...])
        for (i, c) in rest.enumerated() {
            let next = i + 1 < rest.count ? rest[i + 1] : nil
            // `<=` and `>=` are relations; any other bracket wraps an item.
            if c == "<" || c == ">", next != "=" { continue }
            out.append(c)
        }
        return out
    }

    /// Cuts `   (active, names: …)`, `(Names: …)` or `(inactive)` off the end of the body.
    static func splitTail(_ body: inout String) -> String? {
        guard body.hasSuffix(")") else { return nil }
        let markers = ["(active", "(inactive", "(Names:", "(names:"]
        var best: String.Index?
        for marker in markers {
            if let r = body.ranges(of: marker).last, best.map({ r.lowerBound > $0 }) ?? true {
                // A marker inside the body itself (a guide's text) would not be preceded by a space.
                if r.lowerBound == body.startIndex || body[body.index(before: r.lowerBound)] == " " {
                    best = r.lowerBound
                }
            }
        }
        guard let at = best else { return nil }
        let tail = String(body[at...])
        body = String(body[..<at])
        return tail
    }

    /// `names: '|':UIView:0x…, cardView:MyApp.CardView:0x… )` → the pairs, in order.
    static func names(in tail: String, line: Int) -> [(name: String, item: LogItem)] {
        guard let r = tail.firstRange(of: "names:") ?? tail.firstRange(of: "Names:") else { return [] }
        var s = LogScanner(tail[r.upperBound...])
        var out: [(name: String, item: LogItem)] = []
        while true {
            s.skipSpaces()
            guard let c = s.peek(), c != ")" else { break }
            let key: String
            if c == "'" {
                guard let k = s.quoted(closes: { $0.peek() == ":" }) else { break }
                key = k
            } else {
                key = s.read { $0 != ":" && $0 != ")" }.trimmedSpaces
            }
            guard s.take(":"), let item = ItemReader.item(&s) else { break }
            out.append((key, item))
            s.skipSpaces()
            _ = s.take(",")
        }
        return out
    }

    /// ` priority:250` (UIKit) or ` ^750` / ` ^low` (SnapKit) at the end of the body.
    static func trailingPriority(_ body: inout String) -> Int? {
        if let r = body.ranges(of: " priority:").last {
            let value = body[r.upperBound...].trimmedSpaces
            // Held within a range no log reaches: `Int(1e19)` would stop the program.
            if let n = Double(value), let level = Int(rounding: n, within: -1_000_000...1_000_000) {
                body = String(body[..<r.lowerBound])
                return level
            }
        }
        if let r = body.ranges(of: " ^").last {
            let value = body[r.upperBound...].trimmedSpaces
            let words = ["required": 1000, "high": 750, "medium": 500, "low": 250]
            // SnapKit 4 on: `^UILayoutPriority(rawValue: 750.0)`.
            var number = value
            if let r = value.firstRange(of: "rawValue:"), value.hasSuffix(")") {
                number = value[r.upperBound...].dropLast().trimmedSpaces
            }
            if let n = words[value] ?? Double(number).flatMap({ Int(rounding: $0, within: -1_000_000...1_000_000) }) {
                body = String(body[..<r.lowerBound])
                return n
            }
        }
        return nil
    }

    /// Replaces bare names and `|` by the items the entry's `names:` list gives them.
    static func resolve(_ body: LogBody, names: [(name: String, item: LogItem)]) -> LogBody {
        guard !names.isEmpty else { return body }
        func lookup(_ item: LogItem) -> LogItem {
            guard item.className == nil, let name = item.name,
                  var found = names.first(where: { $0.name == name })?.item else { return item }
            // `names: AddressToolbar.lockIcon:0x106c2b2e0` gives an address alone: keep the name.
            if found.className == nil, name != "|" { found.name = name }
            return found
        }
        switch body {
        case .relation(var r):
            r.first = lookup(r.first)
            r.second = r.second.map(lookup)
            return .relation(r)
        case .linear(var a, let rel, var b):
            for i in a.terms.indices { a.terms[i].item = lookup(a.terms[i].item) }
            for i in b.terms.indices { b.terms[i].item = lookup(b.terms[i].item) }
            return .linear(a, rel, b)
        case .opaque:
            return body
        }
    }
}

extension StringProtocol {
    var trimmedSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return String(s)
    }
}
