/// Every entry a runner ran, with what it printed, for saving the session as a notebook and for
/// the journal.
///
/// Outputs are kept as lines, each distinct line once: consecutive entries print nearly the same
/// picture, so a session of thousands of entries holds each picture row a few times rather than
/// once per entry (20,000 entries of a 10,000-view session printed about 9 KB each). An entry
/// reads back byte for byte as it was printed.
public struct Recording: Sendable, RandomAccessCollection {
    public typealias Element = (command: String, output: String)

    private var commands: [String] = []
    /// Per entry, its output's lines as numbers into `lines`.
    private var outputs: [[Int32]] = []
    private var lines: [Line] = []
    private var numbers: [Line: Int32] = [:]

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
        var output = entry.output
        output.withUTF8 { text in
            var start = 0
            while true {
                var end = start
                while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
                let line = Line(bytes: Array(text[start..<end]))
                if let known = numbers[line] {
                    numbered.append(known)
                } else {
                    let number = Int32(lines.count)
                    lines.append(line)
                    numbers[line] = number
                    numbered.append(number)
                }
                if end == text.count { break }
                start = end + 1
            }
        }
        commands.append(entry.command)
        outputs.append(numbered)
    }
}
