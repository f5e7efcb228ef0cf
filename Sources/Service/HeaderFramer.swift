/// Cuts a byte stream into messages framed as the Language Server Protocol frames them:
/// `Content-Length: N` (other headers ignored), a blank line, then N bytes. A message over
/// ``MessageLimits/maximumMessageBytes`` is skipped as it arrives and reported once.
public struct HeaderFramer: Sendable {
    public enum Event: Hashable, Sendable {
        case message([UInt8])
        case tooLarge(bytes: Int)
        /// A header block without a valid Content-Length: the stream cannot be followed further.
        case badHeader(String)
    }

    let limit: Int
    private var buffer: [UInt8] = []
    /// The body's length once its headers are read.
    private var expected: Int?
    /// Bytes still to drop of a message over the limit.
    private var skipping = 0
    /// Headers are at most this long: a stream that never ends its headers is not followed.
    static let maximumHeaderBytes = 8192

    public init(limit: Int = MessageLimits.maximumMessageBytes) {
        self.limit = limit
    }

    public mutating func feed<Bytes: Collection>(_ bytes: Bytes) -> [Event] where Bytes.Element == UInt8 {
        var events: [Event] = []
        var rest = Array(bytes)[...]
        while true {
            if skipping > 0 {
                let n = min(skipping, rest.count)
                skipping -= n
                rest = rest.dropFirst(n)
                if skipping > 0 { return events }
                continue
            }
            if let length = expected {
                let need = length - buffer.count
                if rest.count < need {
                    buffer += rest
                    return events
                }
                buffer += rest.prefix(need)
                rest = rest.dropFirst(need)
                events.append(.message(buffer))
                buffer = []
                expected = nil
                continue
            }
            buffer += rest
            rest = []
            guard let end = Self.headerEnd(buffer) else {
                if buffer.count > Self.maximumHeaderBytes {
                    buffer = []
                    events.append(.badHeader("headers longer than \(Self.maximumHeaderBytes) bytes"))
                }
                return events
            }
            let header = String(decoding: buffer[..<end], as: UTF8.self)
            rest = buffer[(end + 4)...]
            buffer = []
            guard let length = Self.contentLength(header) else {
                events.append(.badHeader("no valid Content-Length header"))
                return events
            }
            if length > limit {
                events.append(.tooLarge(bytes: length))
                skipping = length
            } else {
                expected = length
            }
        }
    }

    static func headerEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for i in 0...(bytes.count - 4) where bytes[i] == 0x0D && bytes[i + 1] == 0x0A && bytes[i + 2] == 0x0D && bytes[i + 3] == 0x0A {
            return i
        }
        return nil
    }

    static func contentLength(_ header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            let value = parts[1].drop { $0 == " " || $0 == "\t" }
            guard let n = Int(value.prefix { !($0 == " " || $0 == "\t") }), n >= 0 else { return nil }
            return n
        }
        return nil
    }

    /// A message framed for sending.
    public static func frame(_ body: String) -> String {
        "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    }
}
