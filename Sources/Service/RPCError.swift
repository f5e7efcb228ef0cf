/// A JSON-RPC 2.0 error: a code, a message, and what else the client needs (`data`).
public struct RPCError: Error, Hashable, Sendable {
    public var code: Int
    public var message: String
    public var data: JSON?

    public init(_ code: Int, _ message: String, data: JSON? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    // The codes JSON-RPC 2.0 defines.
    public static let parseErrorCode = -32700
    public static let invalidRequestCode = -32600
    public static let methodNotFoundCode = -32601
    public static let invalidParamsCode = -32602
    public static let internalErrorCode = -32603
    // Layoutbook's own, in the range JSON-RPC leaves to servers.
    /// The code failed: `data` has the diagnostic's line, column, message and suggestion.
    public static let entryFailedCode = -32001
    /// A file command without `--allow-files`, or a file that could not be written.
    public static let filesCode = -32002
    /// A message over ``MessageLimits/maximumMessageBytes``.
    public static let tooLargeCode = -32003

    public static func invalidParams(_ message: String) -> RPCError {
        RPCError(invalidParamsCode, "Invalid params: " + message)
    }

    /// The error object of a reply.
    var json: JSON {
        var members = [JSON.Member("code", .int(code)), JSON.Member("message", .string(message))]
        if let data { members.append(JSON.Member("data", data)) }
        return .object(members)
    }
}

/// How much one message may hold: a message over the limit is answered with an error (and its
/// bytes dropped as they come), never read whole into memory.
public enum MessageLimits {
    /// 8 MiB: a pasted view controller or conflict log is a few kilobytes; a whole notebook a few
    /// hundred.
    public static let maximumMessageBytes = 8 << 20
}
