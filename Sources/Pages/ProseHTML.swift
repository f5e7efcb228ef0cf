import Ink

/// A notebook's prose as HTML: Markdown through Ink, then three touches a page needs — an `id` on
/// every heading (its text as a fragment name, `-2`, `-3` … for repeats), links to other
/// notebooks (`05-mixed-approach.md`) pointing at their pages, and the notebook's own comments
/// (`<!-- layout: pause -->`, the format line) left out — and last ``SafeHTML``, so no raw HTML,
/// attribute or link in the prose can run code in the page.
struct ProseHTML {
    /// Fragment names already given on this page.
    private var used: [String: Int] = [:]

    mutating func html(_ lines: [String]) -> String {
        let kept = lines.filter { line in
            let trimmed = line.trimmingSpaces
            return !(trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->"))
        }
        guard kept.contains(where: { !$0.trimmingSpaces.isEmpty }) else { return "" }
        let parser = MarkdownParser()
        // A line of spaces and tabs is a blank line, as Markdown reads one, given to Ink empty:
        // at the end of a list Ink reads past the end of the text on one and stops the program,
        // and elsewhere in a list it makes an empty list of one.
        let blanked = kept.map { $0.trimmingSpaces.isEmpty ? "" : $0 }
        let html = parser.html(from: Self.boundingBrackets(blanked.joined(separator: "\n") + "\n"))
        return SafeHTML.clean(Self.pageLinks(in: anchored(html)))
    }

    /// How many `[` may be open at once in a paragraph before further ones are read as text.
    static let deepestBracket = 8

    /// How many may be open counting those in code too: where a run of backticks is read
    /// differently here and by Ink (a fence whose code block spans a blank line, then text after
    /// its closing fence), brackets taken for code here are links to Ink. Past this, any `[` is
    /// escaped, in code or not; code with more unclosed brackets shows a backslash before them.
    static let deepestBracketCountingCode = 10

    /// `markdown` with every `[` opened while ``deepestBracket`` others are still open escaped
    /// (`\[`, a literal bracket): Ink tries each open `[` as a link both ways, so its time
    /// doubles with every unclosed one (22 took minutes), where a link's text nests a few deep at
    /// most. Brackets in code spans and escaped ones do not count; a blank line closes them all.
    static func boundingBrackets(_ markdown: String) -> String {
        var out = ""
        out.reserveCapacity(markdown.utf8.count)
        var open = 0
        var openCountingCode = 0
        var inCode = false
        var escaped = false
        var lineIsBlank = true
        for character in markdown {
            defer {
                if character == "\n" {
                    if lineIsBlank { open = 0; openCountingCode = 0; inCode = false }
                    lineIsBlank = true
                } else if character != " " && character != "\t" && character != "\r" {
                    lineIsBlank = false
                }
            }
            if escaped {
                escaped = false
                out.append(character)
                continue
            }
            switch character {
            case "\\": escaped = !inCode
            case "`": inCode.toggle()
            case "[":
                if (!inCode && open >= deepestBracket) || openCountingCode >= deepestBracketCountingCode {
                    out += "\\["
                    continue
                }
                openCountingCode += 1
                if !inCode { open += 1 }
            case "]":
                openCountingCode = max(0, openCountingCode - 1)
                if !inCode { open = max(0, open - 1) }
            default: break
            }
            out.append(character)
        }
        return out
    }

    /// Gives each `<hN>` an `id` and a link to itself.
    private mutating func anchored(_ html: String) -> String {
        var out = ""
        var rest = Substring(html)
        while let open = rest.range(of: "<h") {
            out += rest[..<open.lowerBound]
            let afterH = rest[open.upperBound...]
            guard let level = afterH.first, ("1"..."6").contains(level), afterH.dropFirst().first == ">",
                  let close = afterH.range(of: "</h\(level)>") else {
                out += "<h"
                rest = afterH
                continue
            }
            let inner = afterH[afterH.index(afterH.startIndex, offsetBy: 2)..<close.lowerBound]
            var name = HTMLText.slug(Self.textOf(String(inner)))
            let count = used[name, default: 0] + 1
            used[name] = count
            if count > 1 { name += "-\(count)" }
            out += "<h\(level) id=\"\(name)\">\(inner) <a class=\"anchor\" href=\"#\(name)\" aria-label=\"link to this section\">#</a></h\(level)>"
            rest = afterH[close.upperBound...]
        }
        return out + rest
    }

    /// The text of an HTML fragment, tags removed.
    static func textOf(_ html: String) -> String {
        var out = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { out.append(character) }
        }
        return out
    }

    /// Relative links to `.md` files point at the pages made from them.
    static func pageLinks(in html: String) -> String {
        var out = ""
        var rest = Substring(html)
        while let start = rest.range(of: "href=\"") {
            out += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let target = String(rest[..<end])
            out += NotebookPage.pageTarget(for: target)
            rest = rest[end...]
        }
        return out + rest
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}
