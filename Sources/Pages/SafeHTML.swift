/// The HTML of a notebook's prose made harmless: a page made from a notebook someone sent must
/// not run its code. Ink passes raw HTML through (`<script>`, `<img onerror=…>`) and writes a
/// link's address into `href="…"` as it is (so `[x](a"onclick="…)` adds an attribute), so its
/// output is read again here, tag by tag, and written anew:
///
/// - only the elements Markdown makes are kept (paragraphs, headings, emphasis, code, lists,
///   quotes, tables, links, rules, line breaks); any other tag — `<script>`, `<iframe>`,
///   `<style>`, `<svg>`, `<img>` (a page loads nothing from elsewhere) — is shown as text;
/// - only harmless attributes are kept (`href`, `id`, `class`, `title`, `alt`, `align`,
///   `start`, `aria-label`), each written in double quotes with its value escaped, so no value can
///   end its quotes; every `on…` attribute, `style` and the rest are dropped;
/// - a link goes only to `http:`, `https:`, `mailto:`, a relative address or a `#` fragment:
///   `javascript:`, `data:`, `vbscript:` and every other scheme lose their `href`;
/// - comments are dropped; a `<` that opens no tag is escaped.
enum SafeHTML {
    static let elements: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "em", "strong", "b", "i", "code", "pre", "ul", "ol", "li",
        "blockquote", "a", "hr", "br", "table", "thead", "tbody", "tr", "th", "td", "del", "s", "sup", "sub",
    ]
    static let attributes: Set<String> = ["href", "id", "class", "title", "alt", "align", "start", "aria-label"]
    static let schemes: Set<String> = ["http", "https", "mailto"]

    static func clean(_ html: String) -> String {
        var out = ""
        out.reserveCapacity(html.utf8.count)
        let scalars = Array(html.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            guard c == "<" else {
                if c == ">" { out += "&gt;" } else if c == "\"" { out += "&quot;" } else { out.unicodeScalars.append(c) }
                i += 1
                continue
            }
            // A comment: dropped whole (an unterminated one, to the end).
            if Self.starts(scalars, at: i, with: "<!--") {
                var j = i + 4
                while j < scalars.count, !Self.starts(scalars, at: j, with: "-->") { j += 1 }
                i = min(j + 3, scalars.count)
                continue
            }
            guard let tag = Tag.read(scalars, at: i) else {
                out += "&lt;"
                i += 1
                continue
            }
            if elements.contains(tag.name) {
                out += tag.closing ? "</\(tag.name)>" : "<\(tag.name)\(kept(tag))>"
            } else {
                out += HTMLText.escape(String(String.UnicodeScalarView(scalars[i..<tag.end])))
            }
            i = tag.end
        }
        return out
    }

    /// The attributes of `tag` that stay, each as ` name="value"`.
    static func kept(_ tag: Tag) -> String {
        var out = ""
        for (name, value) in tag.attributes where attributes.contains(name) {
            if name == "href", !isSafeLink(value) { continue }
            out += " \(name)=\"\(attributeText(value))\""
        }
        return out
    }

    /// A value as it was written, with what could end its quotes or open a tag escaped (an
    /// `&` stays: it starts an entity the value was written with, and ends nothing).
    static func attributeText(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "&quot;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a link's address is one a page may follow: no scheme (relative, `#…`), or
    /// `http:`, `https:`, `mailto:`. The scheme is read as a browser reads it: entities decoded,
    /// control characters and spaces ignored, in any case.
    static func isSafeLink(_ href: String) -> Bool {
        let decoded = decodeEntities(href).unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
        var scheme = ""
        for scalar in decoded {
            if scalar == ":" { return schemes.contains(scheme.lowercased()) }
            if scalar == "/" || scalar == "?" || scalar == "#" { return true }
            scheme.unicodeScalars.append(scalar)
        }
        return true
    }

    /// `&amp;`, `&#106;`, `&#x6A;` and the like decoded (enough to read a scheme).
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            let body = after.prefix(while: { $0.isLetter || $0.isNumber || $0 == "#" }).prefix(12)
            var next = body.endIndex
            if next < after.endIndex, after[next] == ";" { next = after.index(after: next) }
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "tab": "\t", "newline": "\n"]
            if body.hasPrefix("#") {
                let digits = body.dropFirst()
                let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                if let value, let scalar = Unicode.Scalar(value) {
                    out.unicodeScalars.append(scalar)
                    rest = after[next...]
                    continue
                }
            } else if let text = named[body.lowercased()] {
                out += text
                rest = after[next...]
                continue
            }
            out += "&"
            rest = after
        }
        return out + rest
    }

    static func starts(_ scalars: [Unicode.Scalar], at i: Int, with text: String) -> Bool {
        var j = i
        for s in text.unicodeScalars {
            guard j < scalars.count, scalars[j] == s else { return false }
            j += 1
        }
        return true
    }

    /// One tag as a browser reads it: `<name attr="v" attr='v' attr=v attr>` or `</name>`.
    struct Tag {
        var name: String
        var closing: Bool
        var attributes: [(String, String)]
        /// Just after its `>`.
        var end: Int

        static func read(_ s: [Unicode.Scalar], at start: Int) -> Tag? {
            var i = start + 1
            var closing = false
            if i < s.count, s[i] == "/" {
                closing = true
                i += 1
            }
            guard ("a"..."z").contains(s[i]) || ("A"..."Z").contains(s[i]) else { return nil }
            var name = ""
            while i < s.count, !isSpace(s[i]), s[i] != ">", s[i] != "/" {
                name.unicodeScalars.append(s[i])
                i += 1
            }
            var attributes: [(String, String)] = []
            while i < s.count {
                while i < s.count, isSpace(s[i]) || s[i] == "/" { i += 1 }
                guard i < s.count else { return nil }
                if s[i] == ">" { return Tag(name: name.lowercased(), closing: closing, attributes: attributes, end: i + 1) }
                var attribute = ""
                while i < s.count, !isSpace(s[i]), s[i] != ">", s[i] != "=", s[i] != "/" || attribute.isEmpty {
                    attribute.unicodeScalars.append(s[i])
                    i += 1
                }
                while i < s.count, isSpace(s[i]) { i += 1 }
                var value = ""
                if i < s.count, s[i] == "=" {
                    i += 1
                    while i < s.count, isSpace(s[i]) { i += 1 }
                    if i < s.count, s[i] == "\"" || s[i] == "'" {
                        let quote = s[i]
                        i += 1
                        while i < s.count, s[i] != quote {
                            value.unicodeScalars.append(s[i])
                            i += 1
                        }
                        guard i < s.count else { return nil }
                        i += 1
                    } else {
                        while i < s.count, !isSpace(s[i]), s[i] != ">" {
                            value.unicodeScalars.append(s[i])
                            i += 1
                        }
                    }
                }
                attributes.append((attribute.lowercased(), value))
            }
            return nil
        }

        static func isSpace(_ c: Unicode.Scalar) -> Bool {
            c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
        }
    }
}
