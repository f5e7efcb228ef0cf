import Rendering

/// A JSON value as the protocols read and write it: objects keep their keys in the order written,
/// numbers keep the text they were written with (a request's `id` goes back byte for byte), and
/// `raw` holds JSON text made elsewhere — the runner's `--json` records — so a reply splices them
/// in without reading them again.
public indirect enum JSON: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number as JSON text (`12`, `-0.5`, `1e3`).
    case number(String)
    case string(String)
    case array([JSON])
    case object([Member])
    /// Text that is already valid JSON, written as is.
    case raw(String)

    /// One member of an object.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSON

        public init(_ key: String, _ value: JSON) {
            self.key = key
            self.value = value
        }
    }

    /// An object from its members in order.
    public static func object(_ members: KeyValuePairs<String, JSON>) -> JSON {
        .object(members.map { Member($0.key, $0.value) })
    }

    /// A whole number.
    public static func int(_ value: Int) -> JSON { .number(String(value)) }

    /// A number as the reports print them (at most three decimals, no `-0`); not finite is `null`.
    public static func double(_ value: Double) -> JSON {
        guard value.isFinite else { return .null }
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int(value))) }
        let rounded = (value * 1000).rounded() / 1000
        return .number(rounded == 0 ? "0" : String(rounded))
    }

    /// The value on one line, no spaces.
    public var encoded: String {
        var out = ""
        encode(into: &out)
        return out
    }

    func encode(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let text): out += text
        case .string(let s): Self.quote(s, into: &out)
        case .raw(let text): out += text
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.encode(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                Self.quote(member.key, into: &out)
                out += ":"
                member.value.encode(into: &out)
            }
            out += "}"
        }
    }

    /// A JSON string, written as every record's strings are (``JSONValue/quote(_:into:)``).
    static func quote(_ s: String, into out: inout String) {
        JSONValue.quote(s, into: &out)
    }

    // MARK: Reading a value

    /// The member named `key` of an object (the first, if a client repeats it).
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var stringValue: String? {
        if case .string(let s) = self { s } else { nil }
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { b } else { nil }
    }

    /// A whole number that fits an `Int` (`3`, `3.0`), else nil.
    public var intValue: Int? {
        guard case .number(let text) = self else { return nil }
        if let n = Int(text) { return n }
        guard let x = Double(text), x == x.rounded(), abs(x) < 1e15 else { return nil }
        return Int(x)
    }

    public var arrayValue: [JSON]? {
        if case .array(let items) = self { items } else { nil }
    }

    public var members: [Member]? {
        if case .object(let members) = self { members } else { nil }
    }
}
