import Layout

/// A JSON value whose objects keep their keys in the order written, encoded by hand so that the
/// output is the same bytes every time (no dictionary order, no locale).
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The value on one line, no spaces. Numbers print as ``Format/number(_:)`` prints them, which
    /// is valid JSON; a number that is not finite, which JSON cannot hold, is `null`.
    public var encoded: String {
        // Written as bytes and made a string once: a record is dozens of small pieces, and
        // appending each to a string costs far more than to an array of bytes.
        var out: [UInt8] = []
        out.reserveCapacity(256)
        encode(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    func encode(into out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let x): out.append(contentsOf: (x.isFinite ? Format.number(x) : "null").utf8)
        case .string(let s): Self.quote(s, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.encode(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.quote(key, into: &out)
                out.append(UInt8(ascii: ":"))
                value.encode(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A JSON string (RFC 8259): quotes, backslashes and control characters escaped, the rest as
    /// is. The one writer of JSON strings: `--json` records, serve's replies and the runner's lines.
    public static func quote(_ s: String, into out: inout String) {
        if !needsEscape(s) {
            out += "\""
            out += s
            out += "\""
            return
        }
        var bytes: [UInt8] = []
        quote(s, into: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `s` has a byte a JSON string escapes (or DEL, which the records escape too).
    static func needsEscape(_ s: String) -> Bool {
        s.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }
    }

    /// ``quote(_:into:)``, as bytes.
    static func quote(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape: copied whole, which costs far less than scalar by scalar.
        if !needsEscape(s) {
            out.append(contentsOf: s.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".utf8)
            case "\\": out.append(contentsOf: "\\\\".utf8)
            case "\n": out.append(contentsOf: "\\n".utf8)
            case "\r": out.append(contentsOf: "\\r".utf8)
            case "\t": out.append(contentsOf: "\\t".utf8)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                } else {
                    UTF8.encode(scalar) { out.append($0) }
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    // MARK: Writing without a value: the same bytes, for records made by the hundred.

    /// A number as ``encode(into:)`` writes `.number(x)`.
    static func write(_ x: Double, into out: inout String) {
        out += x.isFinite ? Format.number(x) : "null"
    }

    /// `{"x","y","width","height"}` as ``rect(_:)`` encodes, or `null`.
    static func write(_ r: Rect?, into out: inout String) {
        guard let r else {
            out += "null"
            return
        }
        out += #"{"x":"#
        write(r.minX, into: &out)
        out += #","y":"#
        write(r.minY, into: &out)
        out += #","width":"#
        write(r.width, into: &out)
        out += #","height":"#
        write(r.height, into: &out)
        out += "}"
    }

    /// `{"width","height"}` as ``size(_:)`` encodes.
    static func write(_ s: Size, into out: inout String) {
        out += #"{"width":"#
        write(s.width, into: &out)
        out += #","height":"#
        write(s.height, into: &out)
        out += "}"
    }

    /// `{"x","y"}` as ``point(_:)`` encodes.
    static func write(_ p: Point, into out: inout String) {
        out += #"{"x":"#
        write(p.x, into: &out)
        out += #","y":"#
        write(p.y, into: &out)
        out += "}"
    }

    static func rect(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    static func size(_ s: Size) -> JSONValue {
        .object([("width", .number(s.width)), ("height", .number(s.height))])
    }

    static func point(_ p: Point) -> JSONValue {
        .object([("x", .number(p.x)), ("y", .number(p.y))])
    }

    static func insets(_ i: EdgeInsets) -> JSONValue {
        .object([("top", .number(i.top)), ("left", .number(i.left)), ("bottom", .number(i.bottom)), ("right", .number(i.right))])
    }

    static func transform(_ t: Transform) -> JSONValue {
        .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map(JSONValue.number))
    }

    static func range(_ r: ScrollRange) -> JSONValue {
        .object([("min", .number(r.min)), ("max", .number(r.max)), ("scrolls", .bool(r.scrolls))])
    }

    static func optional<T>(_ value: T?, _ make: (T) -> JSONValue) -> JSONValue {
        value.map(make) ?? .null
    }
}
