import Language

/// How recorded output is compared with a replay's: exactly, after normalizing only line
/// endings (CRLF), trailing spaces, trailing blank lines and colour codes. A recorded line `...`
/// matches any number of lines. Spaces inside a line are never collapsed: alignment is output.
public enum OutputMatcher {
    public static func normalized(_ lines: [String]) -> [String] {
        var out = lines.map { line -> String in
            var text = stripColour(line)
            while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
            return text
        }
        while let last = out.last, last.isEmpty { out.removeLast() }
        return out
    }

    public static func normalized(_ text: String) -> [String] {
        normalized(Entry.lines(of: text))
    }

    /// Removes ANSI escape sequences (`ESC [ … letter`).
    public static func stripColour(_ line: String) -> String {
        guard line.unicodeScalars.contains("\u{1B}") else { return line }
        var out = String.UnicodeScalarView()
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                guard let next = scalars.next() else { break }
                if next == "[" {
                    while let c = scalars.next(), !(c.properties.isAlphabetic) {}
                }
                continue
            }
            out.append(scalar)
        }
        return String(out)
    }

    /// Whether the recorded lines match the actual ones (both normalized).
    public static func matches(expected: [String], actual: [String]) -> Bool {
        firstMismatch(expected: expected, actual: actual) == nil
    }

    /// The index in `expected` (and in `actual`) where matching fails, or nil when they match.
    /// `...` lines match greedily but give back lines when what follows needs them.
    public static func firstMismatch(expected: [String], actual: [String]) -> (expected: Int, actual: Int)? {
        var memo: [Int: Bool] = [:]
        func match(_ e: Int, _ a: Int) -> Bool {
            let key = e * (actual.count + 1) + a
            if let known = memo[key] { return known }
            let result: Bool
            if e == expected.count {
                result = a == actual.count
            } else if expected[e] == "..." {
                result = (a...actual.count).contains { match(e + 1, $0) }
            } else {
                result = a < actual.count && expected[e] == actual[a] && match(e + 1, a + 1)
            }
            memo[key] = result
            return result
        }
        if match(0, 0) { return nil }
        // Report the first recorded line that cannot be found in order: a wildcard skips ahead
        // to the next occurrence of the line after it.
        var e = 0, a = 0
        while e < expected.count {
            if expected[e] == "..." {
                e += 1
                guard e < expected.count else { break }
                guard let next = actual[a...].firstIndex(of: expected[e]) else { break }
                a = next
            } else if a < actual.count, expected[e] == actual[a] {
                e += 1
                a += 1
            } else {
                break
            }
        }
        return (min(e, expected.count), min(a, actual.count))
    }
}

/// A recorded output beside what the command printed now: the verdict of `check` and of the
/// tutor, and the lines they show when the two differ.
public struct OutputComparison: Sendable, Hashable {
    /// The recorded lines, normalized.
    public var expected: [String]
    /// The printed lines, normalized.
    public var actual: [String]

    /// Lines already normalized.
    public init(expected: [String], actual: [String]) {
        self.expected = expected
        self.actual = actual
    }

    /// The lines recorded under a command and the text it printed (empty when nothing).
    public init(recorded: [String], printed: String) {
        self.init(expected: OutputMatcher.normalized(recorded),
                  actual: printed.isEmpty ? [] : OutputMatcher.normalized(printed))
    }

    /// Where the recording and the output part (indices into `expected` and `actual`), or nil
    /// when they match.
    public var mismatch: (expected: Int, actual: Int)? {
        OutputMatcher.firstMismatch(expected: expected, actual: actual)
    }

    public var matches: Bool { mismatch == nil }

    /// From where they part: up to `context` recorded lines as `-line`, then as many printed
    /// lines as `+line`, with `-…` / `+…` when more follow. Empty when they match.
    public func differences(context: Int = 8) -> [String] {
        guard let (e, a) = mismatch else { return [] }
        var out: [String] = []
        for line in expected[e...].prefix(context) { out.append("-" + line) }
        if expected.count - e > context { out.append("-…") }
        for line in actual[a...].prefix(context) { out.append("+" + line) }
        if actual.count - a > context { out.append("+…") }
        return out
    }
}
