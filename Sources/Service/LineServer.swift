/// A line-framed JSON-RPC server's side of the conversation, without the bytes' source: each
/// event of a ``LineFramer`` becomes the line to write back (or none).
public enum LineServer {
    /// The reply line (without its line break) to one event, or nil.
    public static func reply<Handler: RPCHandler>(to event: LineFramer.Event, _ handler: inout Handler) -> String? {
        switch event {
        case .tooLarge(let bytes):
            return JSONRPC.response(id: .null, error: RPCError(RPCError.tooLargeCode,
                "Message too large: \(bytes) bytes; the limit is \(MessageLimits.maximumMessageBytes) bytes (8 MiB) a message",
                data: .object(["bytes": .int(bytes), "limit": .int(MessageLimits.maximumMessageBytes)]))).encoded
        case .message(let bytes):
            // Checked before it is decoded: the standard library's decoding of bytes that are not
            // UTF-8 throws inside itself, an unwinding a test harness that captures the backtrace of
            // every thrown error cannot always follow (it crashes there); valid bytes throw nothing.
            guard UTF8Check.isValid(bytes) else {
                return JSONRPC.response(id: .null, error: RPCError(RPCError.parseErrorCode, "Parse error: the message is not UTF-8")).encoded
            }
            return JSONRPC.reply(to: String(decoding: bytes, as: UTF8.self), &handler)
        }
    }
}
