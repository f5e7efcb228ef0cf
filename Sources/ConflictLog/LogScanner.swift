/// A cursor over one entry's characters, with the small reads the entry grammar needs.
struct LogScanner {
    let chars: [Character]
    var index = 0

    init(_ text: some StringProtocol) { chars = Array(text) }

    var atEnd: Bool { index >= chars.count }
    func peek(_ offset: Int = 0) -> Character? {
        index + offset < chars.count ? chars[index + offset] : nil
    }

    mutating func skipSpaces() {
        while let c = peek(), c == " " || c == "\t" { index += 1 }
    }

    /// Consumes `word` when it comes next.
    mutating func take(_ word: String) -> Bool {
        let w = Array(word)
        guard index + w.count <= chars.count, Array(chars[index..<index + w.count]) == w else { return false }
        index += w.count
        return true
    }

    func startsWith(_ word: String) -> Bool {
        let w = Array(word)
        return index + w.count <= chars.count && Array(chars[index..<index + w.count]) == w
    }

    /// The characters from `start` to the cursor.
    func text(from start: Int) -> String { String(chars[start..<min(index, chars.count)]) }

    var rest: String { index < chars.count ? String(chars[index...]) : "" }

    mutating func read(while test: (Character) -> Bool) -> String {
        let start = index
        while let c = peek(), test(c) { index += 1 }
        return text(from: start)
    }

    /// A number as the log prints it: `8`, `-0.5`, `44.333`, `1e-05`.
    mutating func number() -> Double? {
        let start = index
        if peek() == "-" || peek() == "+" { index += 1 }
        var digits = 0
        while let c = peek(), c.isASCII, c.isNumber { index += 1; digits += 1 }
        if peek() == ".", let n = peek(1), n.isASCII, n.isNumber {
            index += 1
            while let c = peek(), c.isASCII, c.isNumber { index += 1; digits += 1 }
        }
        if digits > 0, let e = peek(), e == "e" || e == "E" {
            let save = index
            index += 1
            if peek() == "-" || peek() == "+" { index += 1 }
            var exp = 0
            while let c = peek(), c.isASCII, c.isNumber { index += 1; exp += 1 }
            if exp == 0 { index = save }
        }
        guard digits > 0, let value = Double(text(from: start)), value.isFinite else {
            index = start
            return nil
        }
        return value
    }

    /// Reads a quoted text starting at `'`: it ends at the first `'` that `closes` accepts given
    /// what follows it, so `'Aujourd'hui'` keeps its apostrophe.
    mutating func quoted(closes: (LogScanner) -> Bool) -> String? {
        guard peek() == "'" else { return nil }
        let start = index
        index += 1
        var probe = self
        while let c = probe.peek() {
            if c == "'" {
                var after = probe
                after.index += 1
                if closes(after) {
                    let text = String(chars[(start + 1)..<probe.index])
                    self = after
                    return text
                }
            }
            probe.index += 1
        }
        index = start
        return nil
    }

    static func isNameCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "$"
    }
}
