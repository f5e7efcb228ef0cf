/// Cuts a byte stream into messages of one line each (`serve` and MCP over stdio), never holding
/// more than ``MessageLimits/maximumMessageBytes`` of one: a longer line is dropped as it arrives
/// and reported once, when it ends.
public struct LineFramer: Sendable {
    /// What the stream held.
    public enum Event: Hashable, Sendable {
        /// One line, without its line break (and a `\r` before it).
        case message([UInt8])
        /// A line over the limit, of this many bytes, dropped.
        case tooLarge(bytes: Int)
    }

    let limit: Int
    private var pending: [UInt8] = []
    /// Bytes of the current line dropped so far, when it went over the limit.
    private var dropped: Int?

    public init(limit: Int = MessageLimits.maximumMessageBytes) {
        self.limit = limit
    }

    /// The messages that `bytes` completes.
    public mutating func feed<Bytes: Collection>(_ bytes: Bytes) -> [Event] where Bytes.Element == UInt8 {
        var events: [Event] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            guard let newline = rest.firstIndex(of: 0x0A) else {
                take(rest)
                break
            }
            take(rest[..<newline])
            rest = rest[rest.index(after: newline)...]
            if let count = dropped {
                events.append(.tooLarge(bytes: count))
            } else {
                if pending.last == 0x0D { pending.removeLast() }
                // Blank lines between messages are not messages.
                if pending.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) { events.append(.message(pending)) }
            }
            pending = []
            dropped = nil
        }
        return events
    }

    private mutating func take<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if let count = dropped {
            dropped = count + bytes.count
        } else if pending.count + bytes.count > limit {
            dropped = pending.count + bytes.count
            pending = []
        } else {
            pending.append(contentsOf: bytes)
        }
    }

    /// At the end of the stream: the last line, when it did not end in a line break.
    public mutating func finish() -> Event? {
        defer { pending = []; dropped = nil }
        if let count = dropped { return .tooLarge(bytes: count) }
        guard pending.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { return nil }
        return .message(pending)
    }
}
