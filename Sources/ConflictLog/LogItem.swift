/// An item a constraint in the log names: `UILabel:0x7f9b1c40a2e0'Title'`, a bare name resolved
/// through the entry's `names:` list, or `|` (the superview of the other item of a VFL form).
public struct LogItem: Sendable, Hashable {
    /// The class as printed (`UILabel`, `MyApp.CardView`, `_TtC5MyApp8CardView`); nil for a bare
    /// name the entry does not resolve.
    public var className: String?
    /// `0x7f9b1c40a2e0` (lowercased), or SnapKit's label where it replaces the address.
    public var address: String?
    /// The text in quotes after the address: a label's or button's text (cut at 25 characters
    /// with `...`), a guide's identifier, or empty.
    public var text: String?
    /// A bare name (`cardView`, an accessibility identifier) when the body used one.
    public var name: String?

    public init(className: String? = nil, address: String? = nil, text: String? = nil, name: String? = nil) {
        self.className = className
        self.address = address
        self.text = text
        self.name = name
    }

    /// What identifies the item across entries: its address, else its class and name.
    public var key: String {
        if let address { return address }
        return "\(className ?? "?"):\(name ?? "?")"
    }

    /// The class without its module, its mangling or KVO's prefix: `CardView` for
    /// `MyApp.CardView`, `_TtC5MyApp8CardView` and `NSKVONotifying_MyApp.CardView`.
    public var plainClass: String {
        guard var c = className else { return "UIView" }
        if c.hasPrefix("NSKVONotifying_") { c.removeFirst("NSKVONotifying_".count) }
        if let demangled = Self.demangle(c) { c = demangled }
        if let dot = c.lastIndex(of: ".") { c = String(c[c.index(after: dot)...]) }
        return c.isEmpty ? "UIView" : c
    }

    /// `_TtC5MyApp8CardView` → `MyApp.CardView` (a class nested one level or more keeps its last
    /// name); nil when it is not that mangling.
    static func demangle(_ s: String) -> String? {
        guard s.hasPrefix("_TtC") else { return nil }
        var rest = Substring(s.dropFirst(4))
        var parts: [String] = []
        while let first = rest.first, first.isASCII, first.isNumber {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(digits.count)
            guard let n = Int(digits), n > 0, n <= rest.count else { return nil }
            parts.append(String(rest.prefix(n)))
            rest = rest.dropFirst(n)
        }
        return parts.count >= 2 ? parts.joined(separator: ".") : nil
    }

    /// The log's own spelling: `UILabel:0x7f9b1c40a2e0'Title'`.
    public var logText: String {
        var out = ""
        if let className {
            out = className
            if let address { out += ":" + address }
        } else if let name, let address, name != "|" {
            out = name + ":" + address
        } else {
            out = address ?? name ?? "?"
        }
        if let text { out += "'\(text)'" }
        return out
    }

    /// Whether the item is a layout guide rather than a view.
    public var isGuide: Bool {
        let c = plainClass
        return c == "UILayoutGuide" || c == "_UILayoutSpacer" || c.hasSuffix("LayoutGuide")
            || c == "_UILayoutGuide" || c == "_UIOLAGapGuide"
    }

    /// Whether UIKit keeps its width and height at 0 or more: a view's are, a layout guide's
    /// (a `UILayoutGuide` or one of its kind) are not. The old `_UILayoutGuide` of
    /// `topLayoutGuide` (iOS 7–10) is a view, and has the rule.
    public var hasSizeRule: Bool { !isGuide || plainClass == "_UILayoutGuide" }
}
