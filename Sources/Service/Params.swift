/// A request's params, read by name: a missing, mistyped or unknown member is an
/// `Invalid params` error that names it.
public struct Params {
    let members: [JSON.Member]

    /// `params` as an object whose members are among `known`; absent params are an empty object.
    public init(_ params: JSON?, known: [String]) throws(RPCError) {
        switch params {
        case nil: members = []
        case .object(let members)?: self.members = members
        default: throw .invalidParams("params are an object" + (known.isEmpty ? "" : " with " + Self.list(known)))
        }
        for member in members where !known.contains(member.key) {
            throw .invalidParams("unknown member '\(member.key)'" + (known.isEmpty ? "; this method takes none"
                : "; expected " + Self.list(known)))
        }
    }

    static func list(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }

    func value(_ key: String) -> JSON? {
        guard let value = members.first(where: { $0.key == key })?.value, value != .null else { return nil }
        return value
    }

    public func string(_ key: String) throws(RPCError) -> String {
        guard let value = try optionalString(key) else { throw .invalidParams("'\(key)' is required (a string)") }
        return value
    }

    public func optionalString(_ key: String) throws(RPCError) -> String? {
        guard let value = value(key) else { return nil }
        guard let s = value.stringValue else { throw .invalidParams("'\(key)' is a string") }
        return s
    }

    public func int(_ key: String) throws(RPCError) -> Int {
        guard let value = value(key) else { throw .invalidParams("'\(key)' is required (a whole number)") }
        guard let n = value.intValue else { throw .invalidParams("'\(key)' is a whole number") }
        return n
    }

    public func bool(_ key: String) throws(RPCError) -> Bool {
        guard let value = value(key) else { return false }
        guard let b = value.boolValue else { throw .invalidParams("'\(key)' is true or false") }
        return b
    }

    public func object(_ key: String) throws(RPCError) -> JSON? {
        guard let value = value(key) else { return nil }
        guard case .object = value else { throw .invalidParams("'\(key)' is an object") }
        return value
    }
}
