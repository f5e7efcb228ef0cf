/// Reads an item (`UILabel:0x7f…'Title'`, `MyApp.CardView:0x…`, a bare name, `|`) and an
/// attribute after it.
enum ItemReader {
    /// An item at the cursor; nil (cursor unmoved) when there is none.
    static func item(_ s: inout LogScanner) -> LogItem? {
        let start = s.index
        if s.peek() == "|" {
            s.index += 1
            return LogItem(name: "|")
        }
        let run = s.read { LogScanner.isNameCharacter($0) || $0 == "." || $0 == "-" }
        guard !run.isEmpty else {
            s.index = start
            return nil
        }
        if s.peek() == ":" {
            s.index += 1
            var address = s.read { LogScanner.isNameCharacter($0) }
            // A Masonry key with dots (`UIButton:self.likeButton.width`, as MASAttachKeys names a
            // view by the expression it was given): every part but a last one that is an attribute.
            if !address.hasPrefix("0x") {
                while s.peek() == "." {
                    let before = s.index
                    s.index += 1
                    let part = s.read { LogScanner.isNameCharacter($0) }
                    if part.isEmpty || (attributes.contains(part) && s.peek() != ".") {
                        s.index = before
                        break
                    }
                    address += "." + part
                }
            }
            var item = LogItem(className: run, address: address.hasPrefix("0x") ? address.lowercased() : address)
            if s.peek() == "'" { item.text = s.quoted(closes: closesText).map(Self.unescapingUnicode) }
            return item
        }
        // An address without its class (`names: badge:0x…` in a hand-edited log).
        if run.hasPrefix("0x"), run.dropFirst(2).allSatisfy(\.isHexDigit) {
            var item = LogItem(address: run.lowercased())
            if s.peek() == "'" { item.text = s.quoted(closes: closesText).map(Self.unescapingUnicode) }
            return item
        }
        // A bare name: give back a trailing `.attribute`. The name itself may hold dots (an
        // accessibility identifier such as `AddressToolbar.lockIcon`).
        var name = run
        if let dot = run.lastIndex(of: "."), attributes.contains(String(run[run.index(after: dot)...])) {
            name = String(run[..<dot])
            s.index = start + name.count
        } else if run.hasSuffix(".") {
            name = String(run.dropLast())
            s.index = start + name.count
        }
        while name.hasSuffix("-") {
            name.removeLast()
            s.index -= 1
        }
        guard !name.isEmpty else {
            s.index = start
            return nil
        }
        return LogItem(name: name)
    }

    /// The attributes a log prints, UIKit's and the autoresizing constraints' frame names.
    static let attributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "firstBaseline", "lastBaseline", "baseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
        "minX", "midX", "maxX", "minY", "midY", "maxY",
    ]

    /// A view's text as the console's list prints it: each character outside ASCII escaped as
    /// `\Uxxxx` (`'Don\U2019t'`, `'\U4fdd\U5b58'`), as NSArray's description escapes strings;
    /// the characters themselves, for measuring. A `\U` not followed by four hex digits is kept.
    static func unescapingUnicode(_ text: String) -> String {
        guard text.contains("\\U") else { return text }
        var out = ""
        var chars = Array(text)[...]
        while let c = chars.first {
            if c == "\\", chars.dropFirst().first == "U" {
                let hex = chars.dropFirst(2).prefix(4)
                if hex.count == 4, hex.allSatisfy(\.isHexDigit), let code = UInt32(String(hex), radix: 16) {
                    // (A surrogate pair, two escapes, is one character.)
                    let rest = chars.dropFirst(6)
                    if (0xD800...0xDBFF).contains(code), rest.prefix(2) == ["\\", "U"] {
                        let low = rest.dropFirst(2).prefix(4)
                        if low.count == 4, let lowCode = UInt32(String(low), radix: 16), (0xDC00...0xDFFF).contains(lowCode),
                           let scalar = Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (lowCode - 0xDC00)) {
                            out.unicodeScalars.append(scalar)
                            chars = rest.dropFirst(6)
                            continue
                        }
                    }
                    if let scalar = Unicode.Scalar(code) {
                        out.unicodeScalars.append(scalar)
                        chars = chars.dropFirst(6)
                        continue
                    }
                }
            }
            out.append(c)
            chars = chars.dropFirst()
        }
        return out
    }

    /// What may follow the closing quote of an item's text.
    static func closesText(_ after: LogScanner) -> Bool {
        guard let c = after.peek() else { return true }
        if c == "." { return after.peek(1).map { $0.isLetter } ?? false }
        return c == "]" || c == "(" || c == ")" || c == "," || c == ">" || c == " "
    }

    /// `.attribute` at the cursor.
    static func attribute(_ s: inout LogScanner) -> String? {
        let start = s.index
        guard s.take(".") else { return nil }
        let name = s.read { $0.isLetter }
        guard !name.isEmpty else {
            s.index = start
            return nil
        }
        return name
    }
}
