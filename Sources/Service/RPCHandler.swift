/// What answers JSON-RPC methods: the `serve` session, the MCP server, the language server.
public protocol RPCHandler {
    /// The result of `method` with `params` (an object, an array or absent), or why not.
    /// `notification` is true when no reply will be sent.
    mutating func call(_ method: String, params: JSON?, notification: Bool) throws(RPCError) -> JSON
}

/// JSON-RPC 2.0 (https://www.jsonrpc.org/specification) over one message at a time: a request
/// gets a response, a notification none, a batch an array of responses.
public enum JSONRPC {
    /// The reply to one message's text, or nil when nothing is to be sent (notifications, and
    /// responses a client sends back).
    public static func reply<Handler: RPCHandler>(to text: String, _ handler: inout Handler) -> String? {
        let message: JSON
        do {
            message = try JSONParser.parse(text)
        } catch {
            return response(id: .null, error: RPCError(RPCError.parseErrorCode,
                "Parse error: \(error.message) (at byte \(error.offset))")).encoded
        }
        if case .array(let batch) = message {
            guard !batch.isEmpty else {
                return response(id: .null, error: RPCError(RPCError.invalidRequestCode, "Invalid Request: an empty batch")).encoded
            }
            let replies = batch.compactMap { reply(toMessage: $0, &handler) }
            return replies.isEmpty ? nil : JSON.array(replies).encoded
        }
        return reply(toMessage: message, &handler)?.encoded
    }

    /// The reply to one parsed message.
    public static func reply<Handler: RPCHandler>(toMessage message: JSON, _ handler: inout Handler) -> JSON? {
        guard case .object = message else {
            return response(id: .null, error: RPCError(RPCError.invalidRequestCode, "Invalid Request: a message is a JSON object"))
        }
        let id = message["id"]
        let validID: JSON
        switch id {
        case nil, .null?: validID = .null
        case .string?, .number?: validID = id ?? .null
        default:
            return response(id: .null, error: RPCError(RPCError.invalidRequestCode, "Invalid Request: 'id' is a string or a number"))
        }
        guard let methodValue = message["method"] else {
            // A response to a request the server never sent, or nothing at all.
            if message["result"] != nil || message["error"] != nil { return nil }
            return response(id: validID, error: RPCError(RPCError.invalidRequestCode, "Invalid Request: no 'method'"))
        }
        guard message["jsonrpc"]?.stringValue == "2.0" else {
            return id == nil ? nil : response(id: validID, error: RPCError(RPCError.invalidRequestCode,
                "Invalid Request: 'jsonrpc' must be \"2.0\""))
        }
        guard let method = methodValue.stringValue else {
            return id == nil ? nil : response(id: validID, error: RPCError(RPCError.invalidRequestCode, "Invalid Request: 'method' is a string"))
        }
        let params = message["params"]
        if let params {
            switch params {
            case .object, .array: break
            default:
                return id == nil ? nil : response(id: validID, error: RPCError(RPCError.invalidRequestCode,
                    "Invalid Request: 'params' is an object or an array"))
            }
        }
        let notification = id == nil
        do {
            let result = try handler.call(method, params: params, notification: notification)
            return notification ? nil : .object(["jsonrpc": .string("2.0"), "id": validID, "result": result])
        } catch {
            return notification ? nil : response(id: validID, error: error)
        }
    }

    /// An error response.
    public static func response(id: JSON, error: RPCError) -> JSON {
        .object(["jsonrpc": .string("2.0"), "id": id, "error": error.json])
    }

    /// A notification the server sends (the language server's diagnostics).
    public static func notification(_ method: String, params: JSON) -> JSON {
        .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])
    }
}
