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
    private var lines: [String] = []
    private var numbers: [String: Int32] = [:]

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { commands.count }

    public subscript(position: Int) -> Element {
        (commands[position], outputs[position].map { lines[Int($0)] }.joined(separator: "\n"))
    }

    /// Adds an entry and what it printed (without a final newline; empty for nothing).
    public mutating func append(_ entry: Element) {
        var numbered: [Int32] = []
        for line in entry.output.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(line)
            if let known = numbers[text] {
                numbered.append(known)
            } else {
                let number = Int32(lines.count)
                lines.append(text)
                numbers[text] = number
                numbered.append(number)
            }
        }
        commands.append(entry.command)
        outputs.append(numbered)
    }
}
