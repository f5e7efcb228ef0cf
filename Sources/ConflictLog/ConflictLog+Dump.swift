extension ConflictLog {
    /// The parser's canonical text, its tests' oracle: one line per entry with every field read,
    /// then the broken entry and the notes.
    ///
    ///     7: NSLayoutConstraint 0x600002b4c0f0 active | UIImageView:0x7fb2d1d0e310.height == 0 × - + 120
    public func dump() -> String {
        var lines = ["form: \(form.rawValue)"]
        for e in entries {
            var fields = ["\(e.line): \(e.className)", e.address ?? "-"]
            if let m = e.masks { fields.append("h=\(m.horizontal) v=\(m.vertical)") }
            if let id = e.identifier { fields.append("'\(id)'") }
            if e.priority != 1000 { fields.append("priority \(e.priority)") }
            if let a = e.isActive { fields.append(a ? "active" : "inactive") }
            if let l = e.location { fields.append("@\(l.file)#\(l.line)") }
            if !e.names.isEmpty { fields.append("names [" + e.names.map { "\($0.name)=\($0.item.logText)" }.joined(separator: ", ") + "]") }
            lines.append(fields.joined(separator: " ") + " | " + Self.describe(e.body))
        }
        if let b = broken { lines.append("broken: line \(b.line) \(b.address ?? b.source)") }
        for n in notes { lines.append("note \(n.line): \(n.message)") }
        return lines.joined(separator: "\n")
    }

    static func describe(_ body: LogBody) -> String {
        func number(_ x: Double) -> String {
            x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
        }
        func form(_ f: LinearForm) -> String {
            var parts = f.terms.map { "\(number($0.coefficient))×\($0.item.logText).\($0.attribute)" }
            if f.constant != 0 || parts.isEmpty { parts.append(number(f.constant) + (f.systemSpacing ? " (system spacing)" : "")) }
            return parts.joined(separator: " + ")
        }
        switch body {
        case .relation(let r):
            var text = "\(r.first.logText).\(r.firstAttribute) \(r.relation.rawValue) "
            if let s = r.second, let b = r.secondAttribute { text += "\(number(r.multiplier))×\(s.logText).\(b) + " }
            text += number(r.constant)
            if r.systemSpacing { text += " (system spacing)" }
            if let d = r.direction { text += " (\(d))" }
            return text
        case .linear(let a, let rel, let b):
            return "linear \(form(a)) \(rel.rawValue) \(form(b))"
        case .opaque(let note):
            return "opaque: \(note)"
        }
    }
}
