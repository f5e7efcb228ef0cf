/// Spelling report text in seven-bit ASCII, for `--ascii`.
enum ASCIIText {
    /// The report's own punctuation and its ASCII spelling.
    static let spellings: [Character: String] = [
        "×": "x", "→": "->", "←": "<-", "…": "...", "·": "|", "—": "-", "–": "-",
        "≤": "<=", "≥": ">=", "−": "-", "•": "*", "“": "\"", "”": "\"", "‘": "'", "’": "'", "━": "=", "─": "-",
        "↳": "->",
    ]

    /// `text` with the report's punctuation spelled out and any other non-ASCII character as `?`.
    /// Line lengths may change, so this is for prose and lists, not for aligned pictures.
    static func text(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var out = ""
        for character in text {
            if character.isASCII {
                out.append(character)
            } else {
                out += spellings[character] ?? "?"
            }
        }
        return out
    }

    /// `text` with every non-ASCII character replaced by one `?`, keeping every line's length in
    /// characters, so that a picture's columns stay aligned.
    static func picture(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        return String(text.map { $0.isASCII ? $0 : "?" })
    }
}
