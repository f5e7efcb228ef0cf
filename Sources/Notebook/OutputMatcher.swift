import Language

/// How recorded output is compared with a replay's: exactly, after normalizing only line
/// endings (CRLF), trailing spaces and trailing blank lines — and, in the printed output only,
/// colour codes (a recording that holds an escape sequence is a mismatch, never hidden text).
/// A recorded line `...` matches any number of lines, but never an error's first line
/// (`3:5: error: …`): a command that failed passes only when its recording has that error.
/// Spaces inside a line are never collapsed: alignment is output.
public enum OutputMatcher {
    /// The recorded line that stands for any lines.
    public static let wildcard = "..."

    /// Printed lines as they are compared: colour codes removed, then trailing space and blank
    /// lines.
    public static func normalized(_ lines: [String]) -> [String] {
        trimmed(lines.map(stripColour))
    }

    public static func normalized(_ text: String) -> [String] {
        normalized(Entry.lines(of: text))
    }

    /// Recorded lines as they are compared: trailing space and blank lines removed, nothing else.
    public static func normalizedRecording(_ lines: [String]) -> [String] {
        trimmed(lines)
    }

    static func trimmed(_ lines: [String]) -> [String] {
        var out = lines.map { line -> String in
            var text = line
            while let last = text.unicodeScalars.last, last == " " || last == "\t" || last == "\r" {
                text.unicodeScalars.removeLast()
            }
            return text
        }
        while let last = out.last, last.isEmpty { out.removeLast() }
        return out
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

    /// Whether a printed line opens a diagnostic: `3:5: error: …`, `FILE:3:5: error: …` or
    /// `error: …`. A wildcard never stands for it.
    public static func isError(_ line: String) -> Bool {
        if line.hasPrefix("error: ") { return true }
        // `…LINE:COLUMN: error: `: the location is the text before the first ": error: ".
        let parts = line.split(separator: ":", maxSplits: 64, omittingEmptySubsequences: false)
        for index in parts.indices.dropFirst(2) where parts[index] == " error" && index + 1 < parts.count {
            guard parts[index + 1].hasPrefix(" ") else { continue }
            let numbers = parts[(index - 2)..<index]
            return numbers.allSatisfy { part in !part.isEmpty && part.unicodeScalars.allSatisfy { $0 >= "0" && $0 <= "9" } }
        }
        return false
    }

    /// Whether the recorded lines hold anything but wildcards: a recording of only `...` checks
    /// nothing but that no error was printed.
    public static func verifiesOutput(_ expected: [String]) -> Bool {
        expected.isEmpty || expected.contains { $0 != wildcard }
    }

    /// Whether the recorded lines match the actual ones (both normalized).
    public static func matches(expected: [String], actual: [String]) -> Bool {
        firstMismatch(expected: expected, actual: actual) == nil
    }

    /// The index in `expected` (and in `actual`) where matching fails, or nil when they match.
    ///
    /// The recording is read as runs of literal lines separated by `...`. The first run must
    /// start the output (unless a wildcard comes first) and the last must end it (unless a
    /// wildcard comes last); every run in between is taken at its earliest occurrence after the
    /// run before, which is always the right choice: a later one leaves less room for the rest.
    /// Each run is found with Knuth–Morris–Pratt over lines, so a check is linear in the lines of
    /// both sides, and nothing recurses.
    public static func firstMismatch(expected: [String], actual: [String]) -> (expected: Int, actual: Int)? {
        // Where each run of literal lines starts and ends in `expected`.
        var runs: [Range<Int>] = []
        var start = 0
        for (index, line) in expected.enumerated() where line == wildcard {
            if start < index { runs.append(start..<index) }
            start = index + 1
        }
        if start < expected.count { runs.append(start..<expected.count) }
        let opensWithWildcard = expected.first == wildcard
        let closesWithWildcard = expected.last == wildcard

        // errorsBefore[i]: how many error lines actual[0..<i] holds; a wildcard may stand for
        // actual[a..<b] only when that count does not change between a and b.
        var errorsBefore = [0]
        errorsBefore.reserveCapacity(actual.count + 1)
        for line in actual { errorsBefore.append(errorsBefore.last! + (isError(line) ? 1 : 0)) }
        func wildcardMay(skip range: Range<Int>) -> Bool { errorsBefore[range.upperBound] == errorsBefore[range.lowerBound] }

        if runs.isEmpty {
            // Only wildcards, or nothing recorded.
            if expected.isEmpty { return actual.isEmpty ? nil : (0, 0) }
            return wildcardMay(skip: 0..<actual.count) ? nil : (0, firstError(actual, from: 0) ?? 0)
        }
        var position = 0
        for (number, run) in runs.enumerated() {
            let isFirst = number == 0, isLast = number == runs.count - 1
            let found: Int?
            if isFirst && !opensWithWildcard {
                found = occurs(expected[run], in: actual, at: 0) ? 0 : nil
            } else if isLast && !closesWithWildcard {
                let at = actual.count - run.count
                found = at >= position && occurs(expected[run], in: actual, at: at) ? at : nil
            } else {
                found = firstOccurrence(of: expected[run], in: actual, from: position)
            }
            guard let at = found, wildcardMay(skip: position..<at) else {
                return mismatch(expected: expected, actual: actual, run: run, from: position)
            }
            position = at + run.count
        }
        if closesWithWildcard {
            guard wildcardMay(skip: position..<actual.count) else {
                return (expected.count - 1, firstError(actual, from: position) ?? position)
            }
        } else if position != actual.count {
            return (expected.count, position)
        }
        return nil
    }

    /// Where to show the difference when `run` cannot be placed at or after `position`: the
    /// first of its lines that differs from the output there, or, when the output skipped
    /// past an error, that error.
    static func mismatch(expected: [String], actual: [String], run: Range<Int>, from position: Int)
        -> (expected: Int, actual: Int)
    {
        let wildcardBefore = run.lowerBound > 0
        var a = position
        if wildcardBefore {
            // Show the output from where the wildcard would have had to stop: the next error,
            // else the first line of the run, else where the run was looked for.
            let error = firstError(actual, from: position)
            let next = actual[position...].firstIndex(of: expected[run.lowerBound])
            switch (error, next) {
            case let (e?, n?): a = min(e, n)
            case let (e?, nil): a = e
            case let (nil, n?): a = n
            case (nil, nil): a = position
            }
            if let error, error == a { return (run.lowerBound, a) }
        }
        var e = run.lowerBound
        while e < run.upperBound, a < actual.count, expected[e] == actual[a] {
            e += 1
            a += 1
        }
        return (e, a)
    }

    static func firstError(_ actual: [String], from position: Int) -> Int? {
        actual[min(position, actual.count)...].firstIndex(where: isError)
    }

    static func occurs(_ run: ArraySlice<String>, in actual: [String], at position: Int) -> Bool {
        guard position >= 0, position + run.count <= actual.count else { return false }
        return zip(run, actual[position..<(position + run.count)]).allSatisfy { $0 == $1 }
    }

    /// The earliest index at or after `position` where `run` occurs in `actual`
    /// (Knuth–Morris–Pratt, comparing whole lines).
    static func firstOccurrence(of run: ArraySlice<String>, in actual: [String], from position: Int) -> Int? {
        let pattern = Array(run)
        guard !pattern.isEmpty else { return position }
        var failure = [Int](repeating: 0, count: pattern.count)
        var k = 0
        for i in 1..<max(1, pattern.count) {
            while k > 0 && pattern[i] != pattern[k] { k = failure[k - 1] }
            if pattern[i] == pattern[k] { k += 1 }
            failure[i] = k
        }
        var matched = 0
        var index = position
        while index < actual.count {
            while matched > 0 && actual[index] != pattern[matched] { matched = failure[matched - 1] }
            if actual[index] == pattern[matched] { matched += 1 }
            if matched == pattern.count { return index - pattern.count + 1 }
            index += 1
        }
        return nil
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
        self.init(expected: OutputMatcher.normalizedRecording(recorded),
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
