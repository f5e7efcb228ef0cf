/// One entry of a script: what a user types before pressing Enter — a line, or the lines of a
/// block that leaves `{`, `(` or `[` open until it closes.
public struct Entry: Hashable, Sendable {
    /// The entry's lines, joined with newlines, without the last line break.
    public var text: String
    /// The line number of its first line in the script.
    public var firstLine: Int

    public init(text: String, firstLine: Int) {
        self.text = text
        self.firstLine = firstLine
    }

    /// Whether the entry has nothing but blanks and comments.
    public var isBlank: Bool {
        text.split(separator: "\n").allSatisfy { line in
            let trimmed = String(line).trimmingSpaces
            return trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//")
        }
    }

    /// Splits a script into entries as the shell would read it line by line. An entry still
    /// open at the end of the script is returned as it is, so its error is reported.
    public static func split(_ script: String) -> [Entry] {
        var entries: [Entry] = []
        var pending: [Substring] = []
        var start = 1
        var number = 0
        for line in Entry.lines(of: script) {
            number += 1
            if pending.isEmpty { start = number }
            pending.append(line.hasSuffix("\r") ? Substring(line.dropLast()) : Substring(line))
            let text = pending.joined(separator: "\n")
            if !needsContinuation(text) {
                entries.append(Entry(text: text, firstLine: start))
                pending = []
            }
        }
        if !pending.isEmpty { entries.append(Entry(text: pending.joined(separator: "\n"), firstLine: start)) }
        // A script that ends with a line break has no entry after it.
        if let last = entries.last, last.text.isEmpty, script.hasSuffix("\n") { entries.removeLast() }
        return entries
    }

    /// The lines of a text split at each line feed, a carriage return kept at the end of its line.
    /// (Splitting a `String` by `Character` would not split CRLF: Swift reads `\r\n` as one
    /// character.)
    public static func lines(of text: String) -> [String] {
        text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }
}
