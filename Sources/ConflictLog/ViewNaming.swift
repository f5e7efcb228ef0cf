/// The names given to the views of a paste's logs, by the log's key for each (its address): a
/// view that appears in several logs of one paste has one name in all of them.
public struct ViewNames: Sendable {
    var naming = ViewNaming()
    var byKey: [String: String] = [:]

    public init() {}

    mutating func name(for key: String, item: LogItem, logName: String?) -> String {
        if let known = byKey[key] { return known }
        let name = naming.name(for: item, logName: logName)
        byKey[key] = name
        return name
    }
}

/// Names a rebuilt view so that it can be typed at the prompt afterwards: from its text and
/// class (`titleLabel` for `UILabel'Title'`, `signInButton`), else its class and a number
/// (`label1`, `view2`, `cardView1`), the log's own name where it gave one (`names: cardView:…`).
struct ViewNaming: Sendable {
    private var taken: Set<String> = ["root"]
    private var counters: [String: Int] = [:]

    /// `UITableViewCellContentView` → `contentView`, `UILabel` → `label`, `MyApp.CardView` → `cardView`.
    static func base(of item: LogItem) -> String {
        if let text = item.text {
            if text == "UIViewLayoutMarginsGuide" { return "marginsGuide" }
            if text == "UIViewSafeAreaLayoutGuide" { return "safeArea" }
        }
        var c = item.plainClass
        switch c {
        case "UITableViewCellContentView": return "contentView"
        case "_UILayoutSpacer": return "spacer"
        case "UILayoutGuide", "_UILayoutGuide": return "guide"
        default: break
        }
        while c.hasPrefix("_") { c.removeFirst() }
        for prefix in ["UI", "NS"] where c.hasPrefix(prefix) && c.count > prefix.count {
            let after = c[c.index(c.startIndex, offsetBy: prefix.count)]
            if after.isUppercase { c.removeFirst(prefix.count) }
        }
        let letters = c.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard let first = letters.first, first.isLetter else { return "view" }
        // `URLView` → `urlView`: lower the leading capitals but the one that starts the next word.
        var chars = Array(letters)
        var i = 0
        while i < chars.count, chars[i].isUppercase {
            if i > 0, i + 1 < chars.count, chars[i + 1].isLowercase { break }
            chars[i] = Character(chars[i].lowercased())
            i += 1
        }
        return String(chars)
    }

    /// Words of a text as lower camel case, ASCII letters and digits only, at most three words.
    static func words(of text: String) -> String? {
        let cleaned = text.hasSuffix("...") ? String(text.dropLast(3)) : text
        let words = cleaned.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.prefix(3)
        guard let first = words.first, let c = first.first, c.isLetter else { return nil }
        var out = first.lowercased()
        for w in words.dropFirst() { out += w.prefix(1).uppercased() + w.dropFirst().lowercased() }
        return out.count <= 24 ? out : nil
    }

    mutating func name(for item: LogItem, logName: String?) -> String {
        if let logName, Self.isIdentifier(logName), logName != "|" {
            if take(logName) { return logName }
            // A second `topLayoutGuide` (another view controller's): `topLayoutGuide2`.
            if logName.hasSuffix("LayoutGuide") {
                for n in 2...99 where take("\(logName)\(n)") { return "\(logName)\(n)" }
            }
        }
        // An accessibility identifier with dots (`AddressToolbar.lockIcon`): its last part.
        if let logName, logName.contains("."), let last = logName.split(separator: ".").last {
            let name = last.prefix(1).lowercased() + last.dropFirst()
            if Self.isIdentifier(name), take(name) { return name }
        }
        let base = Self.base(of: item)
        if !item.isGuide, let text = item.text, let words = Self.words(of: text) {
            let candidate = words + base.prefix(1).uppercased() + base.dropFirst()
            if take(candidate) { return candidate }
        }
        while true {
            let n = (counters[base] ?? 0) + 1
            counters[base] = n
            if take("\(base)\(n)") { return "\(base)\(n)" }
        }
    }

    private mutating func take(_ name: String) -> Bool { taken.insert(name).inserted }

    static func isIdentifier(_ s: String) -> Bool {
        guard let f = s.first, f.isASCII, f.isLetter || f == "_" else { return false }
        return s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
