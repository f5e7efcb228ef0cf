/// Every entry a runner ran, with what it printed, for saving the session as a notebook and for
/// the journal.
///
/// Outputs are kept as lines, and a line the entry before printed too is kept once: consecutive
/// entries print nearly the same picture, so a session of thousands of entries holds a picture row
/// when it changes rather than once per entry (20,000 entries of a 10,000-view session printed
/// about 9 KB each). Lines are matched against the previous entry's only, so the table stays the
/// size of one output and an entry never waits for a whole session's lines to be rehashed. An
/// entry reads back byte for byte as it was printed.
public struct Recording: Sendable, RandomAccessCollection {
    public typealias Element = (command: String, output: String)

    private var commands: [String] = []
    /// Per entry, its output's lines as numbers into `lines`.
    private var outputs: [[Int32]] = []
    private var lines: [Line] = []
    /// The previous entry's lines, by number.
    private var previous: [Line: Int32] = [:]

    /// A line's bytes. Lines are told apart byte by byte (two spellings of `é` are two lines, as
    /// they were printed), and hashed as bytes, which costs less than hashing a `String`.
    struct Line: Hashable, Sendable {
        var bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { commands.count }

    public subscript(position: Int) -> Element {
        var bytes: [UInt8] = []
        for (k, number) in outputs[position].enumerated() {
            if k > 0 { bytes.append(UInt8(ascii: "\n")) }
            bytes += lines[Int(number)].bytes
        }
        return (commands[position], String(decoding: bytes, as: UTF8.self))
    }

    /// Adds an entry and what it printed (without a final newline; empty for nothing).
    public mutating func append(_ entry: Element) {
        var numbered: [Int32] = []
        var these: [Line: Int32] = [:]
        var output = entry.output
        output.withUTF8 { text in
            var start = 0
            while true {
                var end = start
                while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
                let line = Line(bytes: Array(text[start..<end]))
                let number: Int32
                if let known = these[line] ?? previous[line] {
                    number = known
                } else {
                    number = Int32(lines.count)
                    lines.append(line)
                }
                these[line] = number
                numbered.append(number)
                if end == text.count { break }
                start = end + 1
            }
        }
        previous = these
        commands.append(entry.command)
        outputs.append(numbered)
    }
}
