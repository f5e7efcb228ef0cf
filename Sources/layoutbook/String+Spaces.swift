extension StringProtocol {
    /// The text without the spaces and tabs at its ends.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }).trimmingTrailingSpaces
    }

    /// The text without the spaces and tabs at its end.
    var trimmingTrailingSpaces: String {
        var text = String(self)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
