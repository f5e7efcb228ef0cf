import Layout

/// Breaking a label's text into lines of a given width, as a label with `numberOfLines = 0` does.
enum WordWrap {
    /// The lines of `text` at most `width` characters long: words are kept whole where they fit,
    /// a word longer than a line is cut into line-long pieces, and line breaks in the text are kept.
    /// Tabs and other control characters count as spaces.
    static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        let cleaned = String(text.map { character -> Character in
            if character.isNewline { return "\n" }
            if let ascii = character.asciiValue, ascii < 32 || ascii == 127 { return " " }
            return character
        })
        return TextMetrics.wrap(cleaned, charactersPerLine: width)
    }
}
